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
