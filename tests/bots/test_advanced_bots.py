"""Bots in the 劇牌 advanced game (§7): legal under several option sets, deterministic, blind to hidden cards,
and Normal's advanced rules of thumb in hand-built positions (opt-in, weapon sources)."""

from __future__ import annotations

import random

import pytest

from desktop.bots.common import format_reason
from desktop.bots.levels import make
from desktop.games import rules_for
from tests.selfplay import seat_bots, self_play

R = rules_for("jupai")
ADV = {"mode": "advanced"}


def advanced_reasons() -> set[str]:
    """The reasons only the advanced rules of thumb give (§7: situations, forced situations, rearming, votes)."""
    import re
    from desktop.games.jupai.policy import basic
    texts = set(re.findall(r'N\("Bots", "([^"]*)"\)', open(basic.__file__, encoding="utf-8").read()))
    words = ("situation", "forced trade", "unarmed", "rearms", "votes", "gives up")
    return {t for t in texts if any(w in t for w in words)}


ADVANCED = advanced_reasons()
OPTION_SETS = [
    dict(ADV),
    dict(ADV, forced_precedence=["discard", "plunder", "trade", "cooperation"], trade_condition="margin",
         strategy_refill="after_use", temp_refill="one_card", situation_order="risk_first"),
    dict(ADV, refused_vote="end_now", bonus_parity_match=True, prop_triple_rule="same_player", attack_tie="actor_collects",
         supply_allow_both=True),
]


def bot(name: str):
    return make("hard", iterations=3) if name == "hard" else make(name)


def play(lineup, seed, options, hook=None, max_actions=3000):
    """The actions of a seeded game of these levels (tests/selfplay.py's loop)."""
    return self_play(R, [f"{n}-{k}" for k, n in enumerate(lineup)], options, seed,
                     choose=seat_bots([bot(n) for n in lineup], hook), max_actions=max_actions).actions


@pytest.mark.parametrize("k", range(len(OPTION_SETS)))
def test_every_choice_is_legal_in_advanced_games(k):
    kinds = set()

    def hook(st, s, view, legal, c):
        assert c.action in legal, (c.action, legal)
        text = format_reason(c)
        assert text and "{" not in text, (c.reason, c.args)
        if c.reason in ADVANCED:
            kinds.add(c.action.kind)
    for seed in (1, 2):
        play(["normal", "easy", "normal", "easy"], 100 * k + seed, OPTION_SETS[k], hook)
    play(["normal", "hard", "easy"], 100 * k + 7, OPTION_SETS[k], hook)
    play(["normal", "easy", "normal", "easy", "normal"], 100 * k + 8, OPTION_SETS[k], hook)
    assert kinds  # the advanced rules of thumb were used, and said so


def test_same_seed_same_choices_in_advanced():
    lineup = ["hard", "normal", "easy", "normal"]
    first = play(lineup, 61, ADV)
    assert play(lineup, 61, ADV) == first


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_poisoned_hidden_cards_change_nothing_in_advanced(level):
    from tests.bots.test_bots import hidden_ids, poisoned, view_key  # noqa: F401 (shared helpers)
    checked = 0
    b = bot(level)

    def hook(st, s, view, legal, c):
        nonlocal checked
        if len(legal) < 2 or (level == "hard" and checked > 15):
            return
        p = poisoned(st, s)
        pv = R.view_for(p, s)
        assert view_key(pv) == view_key(view)
        c1 = b.choose(R, view, legal, 1.0, random.Random(7))
        c2 = b.choose(R, pv, R.legal_actions(p, s), 1.0, random.Random(7))
        assert c1 == c2
        checked += 1
    play(["normal", "easy", "normal", "easy"], 71, ADV, hook)
    assert checked > 10


# -- hand-built positions ------------------------------------------------------------------------------
def upkeep_position(trigger, risk, benefit, effect, hand, strategy=None):
    """Round card 8 (attack); P1 unarmed at its upkeep, about to opt in or not (§7.2)."""
    zones = {"P1.hand": hand, "P1.trigger": [trigger], "P1.risk": [risk], "P1.benefit": [benefit],
             "P1.effect": [effect], "P1.collected": ["AH"],
             "P2.hand": ["7S", "5S"], "P2.quality": ["6S"], "P2.weapon": ["5H"],
             "P3.hand": ["8S", "3S"], "P3.quality": ["7H"], "P3.weapon": ["4H"],
             "P4.hand": ["9S", "2S"], "P4.quality": ["3H"], "P4.weapon": ["6C"]}
    if strategy:
        zones["P1.strategy"] = [strategy]
    spec = {"game": "jupai", "options": dict(ADV), "setup": {
        "round_card": "8C", "rounds": ["QC", "KC", "JC"], "phase": "upkeep", "zones": zones,
        "face_up": {"P1.effect": [effect]},
        "players": {"P1": {"rearm_from": 99, "strategy_drawn": True}}}}
    return R.scenario_state(spec)


def normal_choice(st):
    s = R.to_act(st)
    legal = R.legal_actions(st, s)
    return make("normal").choose(R, R.view_for(st, s), legal, 1.0, random.Random(1)), legal


def test_normal_opts_in_when_the_bonus_helps():
    # trigger 10: x = 10 i beats benefit 4 (S 2) and risk A (S 11); R×B = 22 < 8 i for i ≥ 3: no plunder;
    # strong effect 2: bonus 1½ × max(11 × 8, …) = 132 (§7.3–§7.5)
    st = upkeep_position("10D", "AC", "4C", "2D", ["4S", "5D", "9D"])
    c, legal = normal_choice(st)
    assert c.action.kind == "OptIn" and c.action.accept, format_reason(c)
    assert "situation" in c.reason


def test_normal_stays_out_when_plunder_would_fire():
    # trigger A: x = i never beats S 15 or S 13; R×B = 13 × 15 = 195 > 8 i for every card: each duel I
    # commit to would be a forced plunder, which loads me with the victim's best card (§7.6)
    st = upkeep_position("AD", "9C", "10C", "2D", ["4S", "5D", "9D"])
    c, legal = normal_choice(st)
    assert c.action.kind == "OptIn" and not c.action.accept, format_reason(c)
    assert "situation" in c.reason


def turn_position(p1, p1_face_up, final=False):
    zones = {"P1.collected": ["AD"], "P2.hand": ["KS", "QS"], "P2.quality": ["10S"], "P2.weapon": ["10H"],
             "P3.hand": ["2S"], "P4.hand": ["3S"]}
    zones.update(p1)
    setup = {"round_card": "6C", "zones": zones, "face_up": p1_face_up}
    if final:
        setup["final"] = True
    else:
        setup["rounds"] = ["QC", "KC", "JC"]
    return R.scenario_state({"game": "jupai", "options": dict(ADV), "setup": setup})


def test_normal_spends_the_time_limited_card_when_it_wins_the_duel():
    # unarmed, no strategy: TEMP case 1 gives 13 × 13 = 169 on top of 6 × i; without it P2 (EQ up to 100)
    # wins for sure (§5.4)
    st = turn_position({"P1.hand": ["9D"], "P1.temp": ["KD"], "P1.effect": ["5D"]}, {})
    c, legal = normal_choice(st)
    assert c.action.kind == "Act" and c.action.source == "temp", format_reason(c)


def test_normal_uses_the_strategy_when_it_wins_the_duel():
    # unarmed, effect 9 face up, strategy 10: E × s = 90 (§5.4, §7.1)
    st = turn_position({"P1.hand": ["9D"], "P1.strategy": ["10D"], "P1.effect": ["9C"]}, {"P1.effect": ["9C"]})
    c, legal = normal_choice(st)
    assert c.action.kind == "Act" and c.action.source == "strat", format_reason(c)


def test_normal_sheds_the_time_limited_card_in_the_final_round():
    # final round: a source is mandatory (§6.2) and TEMP is used without a refill, so the card leaves my
    # burden (§5.4)
    st = turn_position({"P1.hand": ["9D", "2D"], "P1.temp": ["7D"], "P1.effect": ["5D"]}, {}, final=True)
    c, legal = normal_choice(st)
    assert c.action in legal
    assert c.action.kind == "Act" and c.action.source == "temp", format_reason(c)


def test_normal_votes_to_continue_when_it_would_go_out():
    spec = {"game": "jupai", "options": dict(ADV), "setup": {
        "phase": "round_begin", "rounds": ["QC"], "round_card": None,
        "zones": {"P1.collected": ["AD", "2D"], "P2.hand": ["KS"], "P2.collected": ["3D"],
                  "P3.hand": ["2S"], "P4.hand": ["3S", "4S"]}}}
    st = R.scenario_state(spec)
    assert st.data["phase"] == "vote"
    assert R.to_act(st) == 0
    c, legal = normal_choice(st)
    assert c.action.kind == "Vote" and c.action.yes, format_reason(c)  # emptying the piles takes P1 out (§7.9)


def test_plunder_victim_gives_the_equal_card_that_rests_on_a_bonus():
    # issue 17 defect 4 (§7.6): P1 must give one of QS (12) and JD (11 + a plunder bonus of 1); a bonus may
    # vanish, so the card whose worth rests on it goes — and the engine's first candidate is that card
    import json
    from pathlib import Path

    from desktop.games.jupai.scenario import build
    spec = json.loads((Path(__file__).parents[1] / "scenarios/jupai/i17_4_plunder_victim_chooses.json")
                      .read_text(encoding="utf-8"))
    st = build(R, spec)
    for card, kind in (("5S", "Act"), ("4S", "Respond")):
        s = R.to_act(st)
        R.apply(st, next(a for a in R.legal_actions(st, s) if a.kind == kind and a.card == card
                         and a.source == "none" and getattr(a, "target", 0) == 0))  # P2 attacks P1
    s = R.to_act(st)
    legal = R.legal_actions(st, s)
    assert {a.kind for a in legal if a.kind == "PlunderGive"} == {"PlunderGive"}
    assert sorted(a.card for a in legal if a.kind == "PlunderGive") == ["JD", "QS"]
    for level in ("normal", "hard:20"):  # the list reversed: the choice is the policy's, not the list's order
        c = make(level).choose(R, R.view_for(st, s), legal[::-1], 1.0, random.Random(1))
        assert (c.action.kind, c.action.card) == ("PlunderGive", "JD"), level
        assert level != "normal" or "bonus that may vanish" in format_reason(c)
