"""Stops and automatic answers for 三国智 (desktop/controller/stops.py, issue 12 item 1): the table passes 行动权
for a human who may only pass, stops where the player's stops say, keeps every pass in the match, answers a
prompt with one legal answer, runs "pass until end of turn" and "pass until something happens", and Undo goes
back over the automatic answers to the player's last own move."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from desktop.controller import GameController, SeatConfig
from desktop.controller import stops as S
from desktop.core.persistence import load_match
from desktop.games import rules_for

R = rules_for("sanguozhi")
SCEN = Path(__file__).resolve().parents[2] / "scenarios" / "sanguozhi"


@pytest.fixture
def ctl(app):
    c = GameController(autosave=False)
    c.auto_bots = False
    yield c
    c.shutdown()


def _human_vs_bot(ctl, spec_name=None, seed=3):
    seats = [SeatConfig("Ann"), SeatConfig("Bot", "bot", "random")]
    if spec_name:
        ctl.start_from_state(R.scenario_state(json.loads((SCEN / spec_name).read_text(encoding="utf-8"))), seats)
    else:
        ctl.new_game("sanguozhi", seats, {}, seed)


def _bot_moves(ctl, rng):
    """Let the bot seat move until a human is asked (or the game ends)."""
    while not ctl.is_over() and not ctl.is_human(ctl.to_act()):
        legal = [a for a in ctl.legal(ctl.to_act()) if not getattr(a, "gesture", False)]
        ctl.submit(rng.choice(legal))


def test_a_human_is_never_asked_what_has_one_answer_and_every_pass_is_kept(ctl):
    asked = []
    ctl.humanToAct.connect(asked.append)
    answered = []
    ctl.autoAnswered.connect(lambda seat, a, why: answered.append((seat, a, why)))
    _human_vs_bot(ctl, seed=5)
    rng = random.Random(5)
    for _ in range(3000):
        if ctl.is_over():
            break
        _bot_moves(ctl, rng)
        if ctl.is_over():
            break
        seat = ctl.to_act()
        real = S.real_moves(ctl.legal(seat))
        assert len(real) > 1, real  # a prompt with one legal answer is answered for the player
        assert S.forced(ctl.rules, ctl.state, seat, ctl.legal(seat)) is None
        ctl.submit(rng.choice(real))
    assert ctl.is_over()
    assert answered and all(seat == 0 for seat, _a, _w in answered)
    autos = [i for i in range(len(ctl.match.actions)) if ctl.is_auto(i)]
    assert len(autos) == len(answered)
    assert sum(ctl.match.actions[i].kind == "Pass" for i in autos) > 50
    # the engine kept every pass: the actions replay to the same table
    st = R.new_game(["Ann", "Bot"], dict(ctl.match.initial.options), 5)
    assert st.hash() == ctl.match.initial.hash()
    for a in ctl.match.actions:
        R.apply(st, a)
    assert st.hash() == ctl.state.hash()


def test_stops_decide_where_a_priority_prompt_stops(ctl):
    _human_vs_bot(ctl, "t2_23_three_players.json" if False else "t2_03_chain_lifo.json")
    st = ctl.state
    # A holds 行动权 in his own 准备阶段 with main actions: the default stops stop there
    assert ctl.to_act() == 0 and ctl.rules.moment(st, 0)["phase"] == "main"
    none = S.Stops(set(), set(), chain=False, attacked=False)
    assert S.decide(R, st, 0, ctl.legal(0), none, None)[1] == S.STOPS
    assert S.decide(R, st, 0, ctl.legal(0), S.default_stops(R), None) is None


def test_another_players_chain_item_stops_the_human(ctl):
    asked = []
    ctl.humanToAct.connect(asked.append)
    _human_vs_bot(ctl, "t2_03_chain_lifo.json")
    ctl.set_stops("sanguozhi", S.Stops({"main"}, set(), chain=True, attacked=True))
    ctl.submit(next(a for a in ctl.legal(0) if a.kind == "DeployGeneral"))  # item 1 → 行动权 to B (a bot)
    assert ctl.to_act() == 1
    b_fire = next(a for a in ctl.legal(1) if a.kind == "UseStrategy")
    asked.clear()
    ctl.submit(b_fire)  # B answers with 火计 on A's 于禁: A must be asked (A may 撤退 in answer)
    assert ctl.to_act() == 0 and asked == [0]
    assert [a.kind for a in ctl.legal(0) if a.kind != "Concede"].count("UseStrategy") >= 1


def test_pass_until_end_of_turn_passes_and_declines_to_attack(ctl):
    _human_vs_bot(ctl, "t2_03_chain_lifo.json")
    turn = ctl.state.data["turn"]
    ctl.set_pass_mode(0, S.END_OF_TURN)
    rng = random.Random(1)
    _bot_moves(ctl, rng)
    for _ in range(200):
        if ctl.state.data["turn"] != turn or ctl.is_over():
            break
        _bot_moves(ctl, rng)
    assert ctl.state.data["turn"] != turn
    assert ctl.pass_mode(0) == ""  # the mode ran out with the turn
    mine = [a for i, a in enumerate(ctl.match.actions) if a.seat == 0]
    assert mine and all(a.kind in ("Pass", "EndAttack") for a in mine)


def test_pass_until_something_happens_stops_at_an_enemy_chain_item(ctl):
    _human_vs_bot(ctl, "t2_03_chain_lifo.json")
    ctl.submit(next(a for a in ctl.legal(0) if a.kind == "DeployGeneral"))
    ctl.set_pass_mode(1, S.UNTIL_EVENT)  # a bot seat: refused (modes are for humans)
    assert ctl.pass_mode(1) == ""
    b_fire = next(a for a in ctl.legal(1) if a.kind == "UseStrategy")
    ctl.submit(next(a for a in ctl.legal(1) if a.kind == "Pass"))
    # A is asked (own main, item 1 of his own on the chain: passes), then the item resolves; A in main again
    assert ctl.to_act() == 0
    ctl.set_pass_mode(0, S.UNTIL_EVENT)
    assert ctl.to_act() == 1 or ctl.pass_mode(0) == ""
    del b_fire


def test_undo_goes_back_over_the_automatic_answers(ctl):
    _human_vs_bot(ctl, "t2_03_chain_lifo.json")
    ctl.submit(next(a for a in ctl.legal(0) if a.kind == "Pass"))  # A ends his 准备阶段 (a decision of his)
    for _ in range(50):  # the bot only passes (nothing is revealed, so everything may be undone)
        if ctl.is_human(ctl.to_act()) or ctl.is_over():
            break
        ctl.submit(next(a for a in ctl.legal(ctl.to_act()) if a.kind in ("Pass", "EndAttack", "EndDefense")))
    autos = [i for i in range(len(ctl.match.actions)) if ctl.is_auto(i)]
    assert autos and len(ctl.match.actions) > 3
    ctl.undo()
    assert len(ctl.match.actions) == 0 and ctl.to_act() == 0  # back before his own Pass, over the table's
    assert not ctl.auto_moves


def test_a_forced_damage_placement_is_answered(ctl):
    st = R.scenario_state(json.loads((SCEN / "t2_07_combat_damage_clears.json").read_text(encoding="utf-8")))
    ctl.start_from_state(st, [SeatConfig("Ann"), SeatConfig("Bea")])
    answered = []
    ctl.autoAnswered.connect(lambda seat, a, why: answered.append((a.kind, why)))
    ctl.submit(next(a for a in ctl.legal(0) if a.kind == "DeclareAttacker"))
    assert ("EndAttack", S.ONLY) in answered  # 张辽 was the only possible attacker
    for _ in range(10):
        if ctl.to_act() == 1 and any(a.kind == "DeclareDefender" for a in ctl.legal(1)):
            ctl.submit(next(a for a in ctl.legal(1) if a.kind == "DeclareDefender"))
        elif any(k == "PlaceDamage" for k, _w in answered) or ctl.is_over():
            break
        else:
            ctl.submit(next(a for a in ctl.legal(ctl.to_act()) if a.kind == "Pass"))
    # each side's points have one receiver (张辽 → 太史慈, 太史慈 → 张辽): placed for the players
    assert [k for k, why in answered if k == "PlaceDamage"] == ["PlaceDamage", "PlaceDamage"]
    assert ctl.state.data["combat"] is None or ctl.state.data["step"] != "battle_damage" or not ctl.state.data["decisions"]


def test_stops_survive_the_settings_round_trip():
    s = S.Stops({"main"}, {"end"}, chain=False, attacked=True)
    assert S.Stops.from_dict(s.to_dict()) == s
    assert S.Stops.from_dict("junk", s) == s
    assert S.Stops.from_dict({"own": ["main", "bogus"]}, s, [k for k, _ in R.phases]).own == {"main"}


def test_auto_marks_are_saved_with_the_game(ctl, tmp_path):
    _human_vs_bot(ctl, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        _bot_moves(ctl, rng)
        if ctl.is_over():  # the human's own chain items pass too: a random game may end within 60 choices
            break
        ctl.submit(rng.choice(S.real_moves(ctl.legal(ctl.to_act()))))
    marks = set(ctl.auto_moves)
    assert marks
    p = tmp_path / "g.json"
    assert ctl.save(p)
    other = GameController(autosave=False)
    other.auto_bots = False
    other.open(p)
    assert other.auto_moves == marks
    assert load_match(p, rules_for).state.hash() == ctl.state.hash()
    other.shutdown()


# -- "Pass on my own chain items" (session 7, autopass7): the table passes when the seat's own item is on top --

class _Rules:
    """A game that tells only a moment (names no game): a priority prompt with two legal answers."""

    def __init__(self, **m):
        self.m = {"phase": "main", "turn": 3, "active": 0, "pass_action": "pass", "chain": [], "attacked": False}
        self.m.update(m)

    def moment(self, state, seat):
        return dict(self.m)


_LEGAL = ["pass", "deploy"]
_STOP_MAIN = S.Stops({"main"}, {"main"})  # stops in main on every turn: only the chain rules decide


def test_own_item_on_top_is_passed_for_the_player():
    own = _Rules(chain=[(7, 1), (8, 0)])
    assert S.decide(own, None, 0, _LEGAL, _STOP_MAIN, None) == ("pass", S.OWN_ITEM)
    assert S.decide(own, None, 0, _LEGAL, S.Stops(), None) == ("pass", S.OWN_ITEM)  # on by default
    assert S.OWN_ITEM in S.WHY and "{player}" in S.WHY[S.OWN_ITEM]
    # on the others' turn too (a 谋略 of mine answering theirs, they passed)
    assert S.decide(_Rules(chain=[(8, 0)], active=1), None, 0, _LEGAL, _STOP_MAIN, None) == ("pass", S.OWN_ITEM)


def test_another_players_item_on_top_still_asks():
    theirs = _Rules(chain=[(7, 0), (8, 1)])
    assert S.decide(theirs, None, 0, _LEGAL, _STOP_MAIN, None) is None
    # the chain stop off: the phase stops decide, as before (main is a stop here)
    assert S.decide(theirs, None, 0, _LEGAL, S.Stops({"main"}, {"main"}, chain=False), None) is None
    assert S.decide(_Rules(chain=[]), None, 0, _LEGAL, _STOP_MAIN, None) is None  # an empty chain: the phase stop


def test_the_setting_off_asks_and_an_attack_at_the_player_asks():
    own = _Rules(chain=[(8, 0)])
    off = S.Stops({"main"}, {"main"}, own_item=False)
    assert S.decide(own, None, 0, _LEGAL, off, None) is None
    attacked = _Rules(chain=[(8, 0)], phase="battle_defend", attacked=True, active=1)
    assert S.decide(attacked, None, 0, _LEGAL, S.Stops(set(), {"battle_defend"}), None) is None
    # the attack stop off: still not passed for being my own item; the phase stop asks
    assert S.decide(attacked, None, 0, _LEGAL, S.Stops(set(), {"battle_defend"}, attacked=False), None) is None
    # nowhere a stop and the setting off: passed as before, for "no stop here"
    assert S.decide(own, None, 0, _LEGAL, S.Stops(own_item=False), None) == ("pass", S.STOPS)
    # not a priority prompt (no pass action): never answered
    assert S.decide(_Rules(chain=[(8, 0)], pass_action=None), None, 0, _LEGAL, S.Stops(), None) is None


def test_a_pass_mode_keeps_its_own_rules_over_an_own_item():
    own = _Rules(chain=[(8, 0)])
    mode = S.PassMode(S.UNTIL_EVENT, 3, frozenset())
    assert S.decide(own, None, 0, _LEGAL, _STOP_MAIN, mode) == ("pass", S.UNTIL_EVENT)
    mode = S.PassMode(S.END_OF_TURN, 3)
    assert S.decide(own, None, 0, _LEGAL, _STOP_MAIN, mode) == ("pass", S.END_OF_TURN)


def test_own_item_setting_survives_the_settings_round_trip():
    s = S.Stops({"main"}, set(), chain=True, attacked=False, own_item=False)
    d = s.to_dict()
    assert d["own_item"] is False and S.Stops.from_dict(d) == s
    assert S.Stops.from_dict(json.loads(json.dumps(d))) == s
    assert S.Stops().own_item is True and S.default_stops(R).own_item is True
    for bad in ("no", 0, 1, None, [], {"x": 1}):
        assert S.Stops.from_dict({"own": ["main"], "own_item": bad}).own_item is True
        assert S.Stops.from_dict({"own_item": bad}, s).own_item is False  # the default given
    assert S.Stops.from_dict({"own": ["main"]}).own_item is True  # settings saved before the setting existed


def test_a_settings_file_with_the_own_item_stop_is_read(tmp_path):
    """The settings schema knows the key (its stops objects allow no other keys: the whole file was refused)."""
    from desktop.ui.settings import read_settings
    p = tmp_path / "settings.json"
    stops = S.Stops({"main"}, set(), own_item=False)
    p.write_text(json.dumps({"stops": {"sanguozhi": stops.to_dict()}}), encoding="utf-8")
    got = read_settings(p)["stops"]["sanguozhi"]
    assert S.Stops.from_dict(got, None, [k for k, _ in R.phases]) == stops


def test_the_stops_dialog_switches_the_own_item_stop_off_and_saves_it(win, qtbot):
    from desktop.ui.phasebar import StopsDialog, load_stops
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")], {}, 5)
    dlg = StopsDialog(win)
    qtbot.addWidget(dlg)
    assert dlg.own_item.isChecked() and dlg.own_item.text() == "Pass on your own chain items (they resolve)"
    dlg.own_item.setChecked(False)
    dlg.accept()
    assert ctl.stops_for(0).own_item is False
    assert win.settings["stops"]["sanguozhi"]["own_item"] is False
    assert load_stops(win.settings, "sanguozhi", ctl.rules).own_item is False
    dlg2 = StopsDialog(win)
    qtbot.addWidget(dlg2)
    assert not dlg2.own_item.isChecked()
    dlg2.defaults()
    assert dlg2.own_item.isChecked()
    dlg2.reject()


def test_the_human_is_not_asked_to_pass_on_their_own_deploy(ctl):
    asked, answered = [], []
    ctl.humanToAct.connect(asked.append)
    ctl.autoAnswered.connect(lambda seat, a, why: answered.append((seat, a.kind, why)))
    _human_vs_bot(ctl, "t2_03_chain_lifo.json")
    assert S.default_stops(R).own == {"main", "battle_defend"}  # A stops in his own 准备阶段
    ctl.submit(next(a for a in ctl.legal(0) if a.kind == "DeployGeneral"))  # item 1 → 行动权 to B (a bot)
    assert ctl.to_act() == 1 and ctl.state.data["chain"]
    asked.clear()
    ctl.submit(next(a for a in ctl.legal(1) if a.kind == "Pass"))  # B lets it be
    assert (0, "Pass", S.OWN_ITEM) in answered
    assert not ctl.state.data["chain"]  # A's 部署 resolved without A pressing 跳過
    assert ctl.to_act() == 0 and ctl.rules.moment(ctl.state, 0)["phase"] == "main"  # asked in main again
    # switched off: A is asked with his own item on top
    _human_vs_bot(ctl, "t2_03_chain_lifo.json")
    ctl.set_stops("sanguozhi", S.Stops({"main", "battle_defend"}, set(), own_item=False))
    answered.clear()
    ctl.submit(next(a for a in ctl.legal(0) if a.kind == "DeployGeneral"))
    asked.clear()
    ctl.submit(next(a for a in ctl.legal(1) if a.kind == "Pass"))
    assert ctl.to_act() == 0 and asked == [0] and not answered
    assert ctl.state.data["chain"] and ctl.state.data["chain"][-1]["ctl"] == 0


def test_jupai_has_no_chain_and_nothing_changes(ctl):
    """劇牌 tells no moment: the table answers only a prompt with one legal answer, with the setting on or off."""
    J = rules_for("jupai")
    assert getattr(J, "moment", None) is None
    ctl.new_game("jupai", [SeatConfig("Ann"), SeatConfig("Bea"), SeatConfig("Cy"), SeatConfig("Di")], {}, 2)
    st, seat = ctl.state, ctl.to_act()
    legal = ctl.legal(seat)
    assert len(legal) > 1 and S.forced(J, st, seat, legal) is None
    assert S.moment(J, st, seat) is None
    for stops in (S.Stops(), S.Stops(own_item=False), S.Stops(chain=False, attacked=False)):
        assert S.decide(J, st, seat, legal, stops, None) is None


@pytest.mark.parametrize("game, passed", [(2, 11), (3, 4)])
def test_in_the_hand_games_the_own_item_stop_answers_only_the_humans_own_passes(game, passed):
    """Hand games against Normal (tests/bots/data): of the prompts the human answered (not marked auto), the
    new setting answers ``passed`` — each one the human answered with 跳过 — and the old stops asked at all."""
    path = Path(__file__).resolve().parents[2] / "bots" / "data" / f"sgz_hand_game{game}.json"
    m = load_match(path, rules_for)
    auto = set(json.loads(path.read_text(encoding="utf-8"))["meta"]["auto"])
    new = S.default_stops(R)
    old = S.Stops(set(new.own), set(new.theirs), new.chain, new.attacked, own_item=False)
    st, now = m.initial.clone(), []
    for i, a in enumerate(m.actions):
        if R.to_act(st) == 0 and i not in auto:
            legal = R.legal_actions(st, 0)
            assert S.decide(R, st, 0, legal, old, None) is None
            got = S.decide(R, st, 0, legal, new, None)
            if got is not None:
                assert got == (S.moment(R, st, 0)["pass_action"], S.OWN_ITEM)
                now.append(a.kind)
        R.apply(st, a)
    assert now == ["Pass"] * passed
