"""三国智: scenario files, random legal play with invariants, refusals, saves, decks, card data."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from desktop.bots.base import play_actions
from tests.selfplay import random_play, self_play
from desktop.core.errors import IllegalAction
from desktop.core.invariants import view_leaks
from desktop.core.persistence import load_match, save_match
from desktop.core.rules import Match
from desktop.core.scenario import run_scenario
from desktop.games import rules_for
from desktop.games.sanguozhi import zone_label
from desktop.games.sanguozhi.actions import Concede, DeployGeneral, Pass, PlaceDamage
from desktop.games.sanguozhi.cards import CardDataError, card_db, check_card
from desktop.games.sanguozhi.deckcheck import main as deck_main
from desktop.games.sanguozhi.decks import check_deck, default_decks, parse_text
from desktop.games.sanguozhi.zoneinfo import player_zone_ids

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "tests" / "scenarios" / "sanguozhi").glob("*.json"))
R = rules_for("sanguozhi")


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    res = run_scenario(path, rules_for)
    assert res.ok, "\n".join(res.failures)


def _random_game(seed, players=2, check=True, options=None, max_actions=6000):
    def choose(rules, st, s, legal, rnd):
        a = random_play(rules, st, s, legal, rnd)
        if check:
            h = R.ui_hint(st, a)
            assert h.get("label") or h.get("card")
        return a

    def after(st, a, _events):
        if check:
            assert R.check_invariants(st) == []
            if len(game_actions) % 25 == 24:
                for seat in range(players):
                    assert view_leaks(st, R.view_for(st, seat).zones, seat, R.looked_at(st, seat)) == []
        game_actions.append(a)

    game_actions: list = []
    game = self_play(R, players, options, seed, choose=choose, steps=max_actions, after=after)
    return game.state, game.actions


@pytest.mark.parametrize("seed", range(5))
def test_random_games_keep_invariants(seed):
    st, _ = _random_game(seed)
    assert R.is_over(st)
    assert R.ranking(st)


def test_random_three_player_team_game():
    st, _ = _random_game(11, players=4, options={"teams": [["P1", "P3"], ["P2", "P4"]]}, max_actions=1200)
    assert R.check_invariants(st) == []


def test_same_seed_same_game():
    a, acts = _random_game(3, check=False)
    b = R.new_game(["P1", "P2"], {}, 3)
    for x in acts:
        R.apply(b, x)
    assert a.hash() == b.hash()


def test_illegal_actions_leave_state_unchanged():
    st = R.new_game(["P1", "P2"], {}, 5)
    rnd = random.Random(5)
    refused = 0
    for _ in range(400):
        if R.is_over(st):
            break
        s = R.to_act(st)
        other = 1 - s
        before = st.hash()
        for bad in (Pass(other), DeployGeneral(s, "P9:999", "P1.deputy1"), PlaceDamage(s, "x", "y", 1)):
            try:
                R.apply(st, bad)
            except IllegalAction as exc:
                refused += 1
                assert exc.rule.startswith("三国智")
                assert st.hash() == before
        R.apply(st, rnd.choice(play_actions(R.legal_actions(st, s))))
    assert refused > 100


def test_save_load_round_trip(tmp_path):
    m = Match.new(R, ["P1", "P2"], {}, 9)
    rnd = random.Random(9)
    for _ in range(300):
        if R.is_over(m.state):
            break
        s = R.to_act(m.state)
        m.play(rnd.choice(play_actions(R.legal_actions(m.state, s))))
    path = tmp_path / "g.json"
    save_match(m, path)
    m2 = load_match(path, rules_for)
    assert m2.state.hash() == m.state.hash()
    R.validate_state(m2.state)


def test_concede_ends_two_player_game():
    st = R.new_game(["P1", "P2"], {}, 1)
    R.apply(st, Concede(1))
    assert R.is_over(st) and R.ranking(st) == [[0], [1]]


def test_view_hides_hands_and_camp():
    st = R.new_game(["P1", "P2"], {}, 2)
    v = R.view_for(st, 0)
    assert all(c is None for c in v.zones["P2.hand"].cards)
    assert all(c is None for c in v.zones["P1.camp"].cards)
    assert all(c is not None for c in v.zones["P1.hand"].cards)
    assert not set(v.data["cards"]) & set(st.zones["P2.hand"].cards)


def test_options_are_checked():
    with pytest.raises(ValueError):
        R.new_game(["P1", "P2"], {"no_such_option": 1}, 1)
    with pytest.raises(ValueError):
        R.new_game(["P1", "P2"], {"deck_out": "maybe"}, 1)
    st = R.new_game(["P1", "P2"], {"start_life": 20, "life_cap": 25}, 1)
    assert st.data["players"][0]["lc"] == 20


def test_decks_option():
    st = R.new_game(["A", "B"], {"decks": ["wu_qun_starter", "wei_shu_starter"]}, 1)
    assert R.check_invariants(st) == []
    with pytest.raises(ValueError):
        R.new_game(["A", "B"], {"decks": ["wu_qun_starter", "wei_shu_starter"], "deck_min": 60}, 1)
    with pytest.raises(ValueError):
        R.new_game(["A", "B"], {"decks": ["no_such_deck", "wei_shu_starter"]}, 1)


def test_preconstructed_decks_are_legal(capsys):
    for d in default_decks():
        assert check_deck(d) == []
    files = sorted(str(p) for p in (ROOT / "resources" / "decks" / "sanguozhi").iterdir())

    class A:
        pass
    a = A()
    a.files = files
    assert deck_main(a) == 0
    assert capsys.readouterr().out.count(": OK") == 2


def test_deck_building_rules_t8():
    base = "\n".join(["21 步兵兵权", "20 骑兵兵权", "1 曹操", "1 刘备", "1 孙权", "1 张飞", "1 关羽",
                      "1 赵云", "1 马超", "1 黄忠"])
    assert check_deck(parse_text(base + "\n1 吕布")) == []          # 50, nameless 兵权 unlimited
    probs = check_deck(parse_text(base))                              # 49
    assert any("at least 50" in m for _, m in probs)
    probs = check_deck(parse_text(base + "\n2 吕布"))
    assert any("at most 1 card per name" in m for _, m in probs)
    ev = "\n".join(f"1 {n}" for n in ("天降甘霖", "援军到来", "天时", "地利", "人和", "大雾"))
    probs = check_deck(parse_text(base + "\n1 吕布\n" + ev))
    assert any("at most 5" in m for _, m in probs)
    probs = check_deck(parse_text(base + "\n1 吕布\n2 天时"))
    assert any("different names" in m for _, m in probs)
    assert all(r.startswith("三国智 §") for r, _ in probs)


def test_card_loader_refuses_unknown_words():
    good = {"id": "X-1", "name": "甲", "type": "将领", "attack": 1, "health": 1, "intelligence": 1,
            "abilities": [{"kind": "static", "effects": [{"do": "modify_stat", "target": "self", "stat": "attack", "delta": 1}]}]}
    check_card(good)
    for bad in ({**good, "colour": "red"},
                {**good, "abilities": [{"kind": "static", "effects": [{"do": "explode", "target": "self"}]}]},
                {**good, "abilities": [{"kind": "triggered", "when": {"event": "sneezes"}, "effects": []}]},
                {**good, "abilities": [{"kind": "static", "effects": [{"do": "modify_stat", "target": "t9",
                                                                       "stat": "attack", "delta": 1}]}]}):
        with pytest.raises(CardDataError) as e:
            check_card(bad)
        assert "X-1" in str(e.value)


def test_starter_set():
    db = card_db()
    starter = [c for c in db.by_id.values() if not c.get("test")]
    assert len(starter) >= 120
    for c in starter:
        for lang in ("zh_CN", "zh_TW", "en"):
            assert c["display"][lang]["name"] and c["display"][lang]["text"]
    for name in ("刘馥", "乌巢之覆", "祝公道", "忠信旗", "玩物丧志", "临阵换将", "夺其所好", "虎豹骑"):
        assert db.lookup(name) is not None
    factions = {c.get("faction") for c in starter if c["type"] == "将领"}
    assert {"魏", "蜀", "吴", "群"} <= factions


def test_zone_labels():
    assert zone_label("P1.lord") == ("主将", "主將", "Commander")
    assert zone_label("table.chain")[0] == "连环"
    for z in player_zone_ids(0):
        assert zone_label(z)


# ---------------------------------------------------------------- table data, log, translations

def _played(seed=4, steps=400):
    def listed(st, s, legal, rnd):
        assert isinstance(legal[-1], Concede) and legal[-1].gesture  # listed, as a gesture bots skip
        assert not any(isinstance(a, Concede) for a in play_actions(legal))

    game = self_play(R, ["P1", "P2"], {}, seed, choose=random_play, steps=steps, before=listed)
    return game.state, game.events


def test_views_carry_public_derived_values_and_are_built_once_per_version():
    import desktop.games.sanguozhi.engine as E
    st, _ = _played(steps=150)
    assert not R.is_over(st)
    for seat in (0, 1, None):
        v = R.view_for(st, seat)
        again = R.view_for(st, seat)
        assert again == v and again is not v and again.data is not v.data  # each caller its own copy
        dv = v.data["derived"]
        D = E.derive(st)
        assert dv["cap"] == [D.cap[0], D.cap[1]] and dv["hand_limit"] == [D.hand_limit[0], D.hand_limit[1]]
        seen = {c for z in v.zones.values() for c in z.cards if c}
        for c, stats in dv["stats"].items():
            assert c in seen and stats == D.stats[c] and st.data["field"][c]["up"]
        assert dv["slots"][0]["general"] == E.open_general_slots(st, 0)
    before = R.view_for(st, 0)
    s = R.to_act(st)
    R.apply(st, play_actions(R.legal_actions(st, s))[0])
    assert R.view_for(st, 0) != before  # a new version, a new view


def test_labels_are_english_actions_sources_and_combat_hints_name_a_box():
    import re as _re
    from desktop.games.sanguozhi.actions import DeclareAttacker, DeclareDefender
    st = R.new_game(["P1", "P2"], {}, 6)
    rnd = random.Random(6)
    cjk = _re.compile(r"[\u3000-\u9fff]")
    zones = set()
    for _ in range(3000):
        if R.is_over(st):
            break
        s = R.to_act(st)
        legal = R.legal_actions(st, s)
        for a in legal:
            h = R.ui_hint(st, a)
            assert h["label"] and not cjk.search(h["label"]), h["label"]
            if isinstance(a, (DeclareAttacker, DeclareDefender)):
                assert h["card"] == a.card and h["zone"].startswith("combat.")
                zones.add(h["zone"].rsplit(".", 1)[0])
        R.apply(st, rnd.choice(play_actions(legal)))
    assert "combat.new" in zones


def test_log_lines_are_english_with_card_ids_and_formulas_with_terms():
    import re as _re
    from desktop.core.events import FormulaResolved, Message
    _, events = _played(seed=2, steps=2500)
    cjk = _re.compile(r"[\u3000-\u9fff]")
    msgs = [e for e in events if isinstance(e, Message)]
    assert msgs
    for m in msgs:
        assert not cjk.search(m.text), m.text
        for k, v in m.args:
            if k == "card":
                assert v == "?" or _re.match(r"^P\d:\d{3}$", v), v
    forms = [e for e in events if isinstance(e, FormulaResolved)]
    assert forms and all(not cjk.search(f.key + f.expr) for f in forms)
    assert {n for f in forms for n, _ in f.inputs} <= {"Provisions", "Amount", "Damage", "Penalty", "Cap"}


def test_english_card_texts_have_no_chinese_and_deck_problems_are_translatable():
    import re as _re
    cjk = _re.compile(r"[\u3000-\u9fff]")
    for c in card_db().by_id.values():
        en = c.get("display", {}).get("en") or {}
        assert not cjk.search((en.get("name") or "") + (en.get("text") or "")), c["id"]
    probs = check_deck(parse_text("2 曹操\n1 不存在的牌\n"))
    assert probs and all(p.source and not cjk.search(p.source) for p in probs)
    assert any("Cao Cao" in p[1] for p in probs)
