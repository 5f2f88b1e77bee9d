"""Focused tests of the 劇牌 advanced layer (rules/jupai.md §5.4, §7) beyond the worked examples."""

import json
from pathlib import Path

import pytest

from desktop.core.errors import IllegalAction
from desktop.core.events import FormulaResolved
from desktop.games import rules_for
from desktop.games.jupai import actions as A
from desktop.games.jupai import advanced as adv
from desktop.games.jupai.table import burden, value, z

R = rules_for("jupai")
SCEN = Path(__file__).resolve().parents[1] / "scenarios" / "jupai"
ADV = {"mode": "advanced", "gesture_windows": "skip"}


def build(setup, options=None, players=4, shuffles=None):
    spec = {"game": "jupai", "players": players, "options": {**ADV, **(options or {})}, "setup": setup}
    if shuffles:
        spec["rng"] = {"shuffles": shuffles}
    return R.scenario_state(spec)


def from_file(name):
    spec = json.loads((SCEN / name).read_text(encoding="utf-8"))
    return R.scenario_state(spec), spec


def formulas(ev, key=None):
    return {(e.key, e.seat): e.result for e in ev if isinstance(e, FormulaResolved) and (key is None or e.key == key)}


def refused(st, action, rule):
    before = st.hash()
    with pytest.raises(IllegalAction) as exc:
        R.apply(st, action)
    assert rule in exc.value.rule, exc.value.message()
    assert st.hash() == before


def cards(st, zid):
    return list(st.zones[zid].cards)


# -- setup (§2.3) -----------------------------------------------------------------------
def test_advanced_setup_deals_fixtures_props_and_time_limited():
    st = R.new_game(["a", "b", "c", "d"], {"mode": "advanced"}, 11)
    d = st.data
    assert len(d["props"]) == 3 and len(set(d["props"])) == 3
    assert st.options["deck_count"] == 2 and st.options["bottom_card_vote"] is True
    for s in range(4):
        for name in ("effect", "trigger", "risk", "benefit", "temp"):
            assert len(cards(st, z(s, name))) == 1
            assert not st.zones[z(s, name)].is_face_up(cards(st, z(s, name))[0])
    # §2.3 count check: 52 cards left for the draw pile (props met while dealing lie in the prop area)
    assert len(cards(st, "table.draw")) + len(cards(st, "table.props")) == 52
    assert len(cards(st, "table.rounds")) == 5
    # the props are public: every view knows them
    assert R.view_for(st, 0).data["props"] == d["props"]


def test_reshuffle_way1_chooses_new_props():
    st = R.new_game(["a", "b", "c", "d"], {"mode": "advanced"}, 5)
    seat = R.to_act(st)
    R.apply(st, A.Reshuffle(seat, 1))
    assert len(st.data["props"]) == 3 and not R.check_invariants(st)
    assert all(p["props_drawn"] == [] or set(p["props_drawn"]) <= set(st.data["props_drawn"])
               for p in st.data["players"])


# -- unarmed period, strategy (§7.1) ----------------------------------------------------------
def test_strategy_refill_after_use_draws_again_each_upkeep():
    setup = {"phase": "upkeep", "round_no": 4, "round_card": "6H", "leader": "P2",
             "zones": {"P2.hand": ["5S"], "P2.effect": ["7H"], "P2.collected": ["AC"], "P1.hand": ["2S"],
                       "P1.quality": ["3H"], "P1.weapon": ["4H"], "P3.hand": ["2D"], "P3.quality": ["5D"],
                       "P3.weapon": ["7D"], "P4.hand": ["2C"], "P4.quality": ["8D"], "P4.weapon": ["9D"],
                       "table.draw": ["9S", "KS"]},
             "face_up": {"P2.effect": ["7H"]},
             "players": {"P2": {"rearm_from": 9, "strategy_drawn": True}}}
    st = build(setup)  # default once_per_period: already drawn in this period, none now
    assert cards(st, z(1, "strategy")) == []
    st = build(setup, {"strategy_refill": "after_use"})
    assert cards(st, z(1, "strategy")) == ["9S"]


def test_strategy_not_drawn_in_the_final_round_but_effect_turns_up():
    st = build({"phase": "upkeep", "final": True, "round_card": "6H",
                "zones": {"P1.hand": ["5S"], "P1.effect": ["7H"], "P2.hand": ["2S"], "P3.hand": ["2D"],
                          "P4.hand": ["2C"], "table.draw": ["9S"]}})
    assert cards(st, z(0, "strategy")) == []
    assert st.zones[z(0, "effect")].is_face_up("7H")


def test_reshuffle_way2_keeps_the_effect_up_for_good():
    st = build({"phase": "round_start", "round_card": "6H",
                "zones": {"P1.hand": ["5S"], "P1.quality": ["3H"], "P1.weapon": ["4H"], "P1.effect": ["7H"],
                          "P2.hand": ["2S"], "P3.hand": ["2D"], "P4.hand": ["2C"], "table.discard": ["KS", "QS"]}},
               {"gesture_windows": "ask"})
    assert R.to_act(st) == 0
    n_draw = len(cards(st, "table.draw"))
    R.apply(st, A.Reshuffle(0, 2))
    assert st.data["players"][0]["effect_up_forever"] and st.zones[z(0, "effect")].is_face_up("7H")
    assert cards(st, "table.discard") == [] and len(cards(st, "table.draw")) == n_draw + 2
    assert A.Reshuffle(0, 2) not in R.legal_actions(st, R.to_act(st) or 0)
    # the period end does not turn it down again
    adv.unarmed_period_ends(R, st, 0, [])
    assert st.zones[z(0, "effect")].is_face_up("7H")


# -- forced discard weapon (§7.6, §5.4) ---------------------------------------------------------
def test_forced_discard_weapon_is_present_but_no_source_until_next_round():
    st, _ = from_file("x27_forced_discard.json")
    R.apply(st, A.Act(3, "5S", 0, "none"))
    R.apply(st, A.Respond(0, "7S", "none"))
    assert cards(st, z(3, "weapon")) == ["10S"] and st.data["players"][3]["weapon_from"] == 6
    assert not adv.unarmed(st, 3)
    assert "equip" not in R.weapon_sources(st, 3)
    st.zones[st.where["JH#2"]].cards.remove("JH#2")  # give P4 a time-limited card: TEMP is case 1 (§5.4)
    st.zones[z(3, "temp")].cards.append("JH#2")
    st.reindex()
    assert not R.check_invariants(st)
    assert "temp" in R.weapon_sources(st, 3) and adv.temp_case(st, 3) == 1
    # a discard-round target all the same
    st.data["nature"] = "discard"
    assert 3 in R.targets(st, 0)


def test_forced_discard_draws_from_the_reshuffled_discard_pile():
    """The intent and the strategy are discarded first, so an empty draw pile is refilled from them."""
    st = build({"round_no": 5, "round_card": "6S", "order": ["P4", "P1", "P2", "P3"], "actor": "P4",
                "leftovers": "box",
                "zones": {"P4.hand": ["5S"], "P4.strategy": ["9H"], "P4.effect": ["8H"], "P4.risk": ["4H"],
                          "P4.benefit": ["3H"], "P4.trigger": ["2H"], "P4.collected": ["AC"],
                          "P1.hand": ["7S"], "P1.collected": ["AH"], "P2.hand": ["2C"], "P3.hand": ["2D"]},
                "face_up": {"P4.effect": ["8H"]},
                "players": {"P4": {"opted_in": True, "strategy_drawn": True}}})
    R.apply(st, A.Act(3, "5S", 0, "none"))
    R.apply(st, A.Respond(0, "7S", "none"))
    p = st.data["players"][3]
    assert not p["owed_weapon"] and cards(st, z(3, "weapon"))[0] in ("5S", "9H")


def test_owed_weapon_is_drawn_at_the_next_upkeep_if_the_slot_is_empty():
    st = build({"round_card": "6S", "leftovers": "box",
                "zones": {"P1.hand": ["5S"], "P2.hand": ["2C"], "P3.hand": ["2D"], "P4.hand": ["2S"]},
                "players": {"P1": {"owed_weapon": True}}})
    adv.owed_weapon(R, st, 0, [])  # both piles empty: still owed
    assert st.data["players"][0]["owed_weapon"] and cards(st, z(0, "weapon")) == []
    st.zones["table.box"].cards.remove("KS")
    st.zones["table.draw"].cards.append("KS")
    st.reindex()
    adv.owed_weapon(R, st, 0, [])
    assert cards(st, z(0, "weapon")) == ["KS"] and not st.data["players"][0]["owed_weapon"]
    assert "equip" not in R.weapon_sources(st, 0) and adv.unarmed(st, 0) is False


# -- trigger, adjustment, bonus options (§7.3–§7.5) -------------------------------------------
X19 = {"round_card": "6H", "actor": "P3", "order": ["P3", "P4", "P1", "P2"],
       "zones": {"P3.hand": ["5S"], "P3.trigger": ["3D"], "P3.risk": ["6C"], "P3.benefit": ["4C"],
                 "P3.effect": ["7C"], "P3.collected": ["AD"], "P1.hand": ["7S"], "P1.collected": ["AH"],
                 "P2.hand": ["2S"], "P4.hand": ["2C"]},
       "players": {"P3": {"opted_in": True, "strategy_drawn": True}}}


def duel(st, a, b, ca, cb):
    ev = R.apply(st, A.Act(a, ca, b, "none"))
    return ev + R.apply(st, A.Respond(b, cb, "none"))


@pytest.mark.parametrize("order,expected", [("benefit_first", 1), ("risk_first", 2)])
def test_situation_order(order, expected):
    # x = 15; B = S(4) = 2, R = S(6) = 6, cap = 42. benefit first: min(5+2)=7 → max(7−6,0)=1;
    # risk first: max(5−6,0)=0 → 0+2=2.
    st = build(X19, {"situation_order": order, "forced_situations": False})
    ev = duel(st, 2, 0, "5S", "7S")
    f = formulas(ev)
    assert f[("attack_total", 2)] == 6 * expected + f[("situation_bonus", 2)]


def test_bonus_weak_class_halves():
    # x = 15 beats B = S(4) = 2 and R = S(6) = 6; Sv = 6, M = 6 × 6 = 36; effect 7 is weak: 18.
    st = build(X19, {"forced_situations": False})
    ev = duel(st, 2, 0, "5S", "7S")
    assert formulas(ev)[("bonus_max", 2)] == 36 and formulas(ev)[("situation_bonus", 2)] == 18


@pytest.mark.parametrize("rounding,bonus", [("floor", 4), ("half_up", 5), ("ceil", 5)])
def test_bonus_rounding(rounding, bonus):
    # r = 1 (a defense round): x = 15 beats B = S(4) = 2 and R = S(3) = 3; cap = E × r = 2;
    # Sv = 3, M = max(3 × 1, 0) = 3; effect 2 is strong: 3 × 3/2 = 4.5.
    setup = json.loads(json.dumps(X19))
    setup["round_card"] = "AH#2"
    setup["zones"]["P3.effect"] = ["2H#2"]
    setup["zones"]["P3.risk"] = ["3C#2"]
    st = build(setup, {"bonus_rounding": rounding, "forced_situations": False})
    ev = duel(st, 2, 0, "5S", "7S")
    f = formulas(ev)
    assert f[("cap", 2)] == 2 and f[("bonus_max", 2)] == 3
    assert f[("situation_bonus", 2)] == bonus
    assert f[("defense_former", 2)] == 1 + 0 + bonus


def test_bonus_parity_match():
    # M = 36 (even), effect 7 (odd): no bonus with bonus_parity_match
    st = build(X19, {"bonus_parity_match": True, "forced_situations": False})
    ev = duel(st, 2, 0, "5S", "7S")
    assert formulas(ev)[("situation_bonus", 2)] == 0


def test_non_participant_unaffected_and_no_formula_without_participants():
    st = build({**X19, "players": {}})
    ev = duel(st, 2, 0, "5S", "7S")
    assert not formulas(ev, "trigger") and formulas(ev)[("attack_total", 2)] == 30


def test_purge_intent_is_adjusted_without_bonus():
    setup = json.loads(json.dumps(X19))
    setup["round_card"] = "4H"  # supply
    setup["zones"]["P3.collected"] = ["AD", "2D", "3D#2", "4D", "5D", "6S", "7D", "8S", "9S", "10S"]
    st = build(setup, {"forced_situations": False})
    ev = R.apply(st, A.Purge(2, "5S"))
    f = formulas(ev)
    # x = 15: B = 2 ok, R = S(6) = 6 ok → min(5+2, 28) = 7 → max(7−6, 0) = 1
    assert f[("purge_limit", 2)] == 1 and ("situation_bonus", 2) not in f


# -- cooperation with risk match, weapon modifier floor (§7.6, §5.4) --------------------------------
def test_cooperation_on_risk_gives_a_negative_modifier_floored_at_zero():
    st = build({"round_card": "8H", "actor": "P1",
                "zones": {"P1.hand": ["3H", "KH"], "P1.benefit": ["6C"], "P1.risk": ["7C"], "P1.strategy": ["QC"],
                          "P1.trigger": ["2C"], "P1.effect": ["9C"], "P1.collected": ["4H"],
                          "P2.hand": ["9H"], "P2.benefit": ["5S"], "P2.risk": ["7S"], "P2.trigger": ["2S"],
                          "P2.collected": ["4S"], "P3.hand": ["2D"], "P4.hand": ["2H"]},
                "players": {"P1": {"opted_in": True}, "P2": {"opted_in": True}}})
    ev = duel(st, 0, 1, "3H", "9H")
    assert ("forced_cooperation", 0) in formulas(ev)
    assert st.data["players"][0]["modifier"] == -12
    # the next card entering the weapon slot carries it; w = max(0, v + modifier)
    R.draw(st, 0, z(0, "quality"), [])
    w = R.draw(st, 0, z(0, "weapon"), [])
    assert st.data["players"][0]["weapon_mod"] == -12 and st.data["players"][0]["modifier"] is None
    st.data["phase"] = "turn"
    _, _, eq, wv = R.source_terms(st, 0, "equip", [])
    assert wv == max(0, value(st, w) - 12) and eq == value(st, cards(st, z(0, "quality"))[0]) * wv


# -- trade (§7.6) ------------------------------------------------------------------------------
def test_trade_offers_are_blind_and_views_leak_nothing():
    st, _ = from_file("x25_forced_trade.json")
    R.apply(st, A.Act(2, "9S", 3, "none"))
    R.apply(st, A.Respond(3, "8S", "none"))
    assert st.data["phase"] == "trade"
    R.apply(st, A.TradeOffer(2, "2S"))
    v4 = R.view_for(st, 3)
    assert v4.data["trade"]["offer"] is None and v4.data["trade"]["made"] == [2]
    assert "2S" not in [c for c in v4.zones[z(2, "hand")].cards if c]  # P3's hand stays hidden
    assert "2S" not in json.dumps(v4.data)
    v3 = R.view_for(st, 2)
    assert v3.data["trade"]["offer"] == "2S"
    v1 = R.view_for(st, 0)
    assert "2S" not in json.dumps(v1.data)
    # gestures are not allowed while the trade is pending
    assert A.Concede(3) not in R.legal_actions(st, 3)
    refused(st, A.TradeChoice(2, True), "§3.4")


def test_trade_in_the_final_round_is_scored_without_a_choice():
    st, spec = from_file("x25_forced_trade.json")
    st.data["final"] = True
    st.options["final_round_force_equipment"] = False
    R.apply(st, A.Act(2, "9S", 3, "none"))
    R.apply(st, A.Respond(3, "8S", "none"))
    R.apply(st, A.TradeOffer(2, "2S"))
    ev = R.apply(st, A.TradeOffer(3, "KS"))
    assert formulas(ev)[("attack_total", 2)] == 90
    assert st.data["trade"] is None and st.data["phase"] != "trade"
    assert sorted(cards(st, z(3, "collected"))) == sorted(["4D", "9S", "8S", "7S"])


def test_trade_without_hand_cards_skips_the_swap():
    st, _ = from_file("x25_forced_trade.json")
    st.zones[z(3, "hand")].cards.remove("KS")
    st.zones["table.discard"].cards.append("KS")
    st.reindex()
    R.apply(st, A.Act(2, "9S", 3, "none"))
    R.apply(st, A.Respond(3, "8S", "none"))
    assert st.data["phase"] == "trade" and st.data["trade"]["step"] == "choice" and R.to_act(st) == 2
    refused(st, A.TradeOffer(2, "2S"), "§7.6")


def test_bonus_travels_with_a_returned_card_and_clears_at_rest():
    st, _ = from_file("x25_forced_trade.json")
    st.data["bonus"]["9S"] = {"prop": 3}
    st.data["bonus"]["2S"] = {"plunder": 4}
    R.apply(st, A.Act(2, "9S", 3, "none"))
    R.apply(st, A.Respond(3, "8S", "none"))
    R.apply(st, A.TradeOffer(2, "2S"))
    R.apply(st, A.TradeOffer(3, "KS"))
    assert adv.bonus_of(st, "2S") == 4 and st.where["2S"] == z(3, "hand")  # travelled to P4's hand
    R.apply(st, A.TradeChoice(2, False))
    assert st.where["9S"] == z(2, "hand") and adv.bonus_of(st, "9S") == 3  # back in hand, bonus kept
    st2, _ = from_file("x25_forced_trade.json")
    st2.data["bonus"]["9S"] = {"prop": 3}
    R.apply(st2, A.Act(2, "9S", 3, "none"))
    R.apply(st2, A.Respond(3, "8S", "none"))
    R.apply(st2, A.TradeOffer(2, "2S"))
    R.apply(st2, A.TradeOffer(3, "KS"))
    R.apply(st2, A.TradeChoice(2, True))
    assert st2.where["9S"] == z(3, "collected") and "9S" not in st2.data["bonus"]


# -- plunder (§7.6) ----------------------------------------------------------------------------
def test_plunder_victim_without_hand_keeps_the_strategy():
    st, _ = from_file("x26_forced_plunder.json")
    for c in ("QS", "3S"):
        st.zones[z(0, "hand")].cards.remove(c)
        st.zones["table.discard"].cards.append(c)
    st.reindex()
    ev = duel(st, 1, 0, "5S", "4S")
    assert ("forced_plunder", 1) in formulas(ev)
    assert cards(st, z(1, "strategy")) == ["8C"] and cards(st, z(1, "hand")) == []


# -- continuation vote (§7.9) ----------------------------------------------------------------------
def test_concede_during_the_vote_lets_the_others_decide():
    st, _ = from_file("x32_continuation_accepted.json")
    st.rng.forced = []
    R.apply(st, A.Vote(0, True))
    R.apply(st, A.Vote(1, True))
    R.apply(st, A.Vote(2, True))
    R.apply(st, A.Concede(3))  # the last voter concedes: its pile is out of the game
    assert st.data["phase"] != "vote" and not st.data["final"]
    assert len(cards(st, "table.rounds")) + len(cards(st, "table.round_card")) == 1 + 4
    assert not R.check_invariants(st)


def test_nothing_placed_plays_the_bottom_card_even_with_end_now():
    st, _ = from_file("x33b_continuation_refused_end_now.json")
    for s in range(4):
        for c in list(st.zones[z(s, "collected")].cards):
            st.zones[z(s, "collected")].cards.remove(c)
            st.zones["table.discard"].cards.append(c)
    st.reindex()
    for s in range(4):
        R.apply(st, A.Vote(s, True))
    assert st.data["final"] and not R.is_over(st) and cards(st, "table.round_card") == ["KD"]


def test_vote_refusals():
    st, _ = from_file("x32_continuation_accepted.json")
    refused(st, A.Vote(1, True), "§3.4")
    refused(st, A.OptIn(0, True), "§7.2")
    refused(st, A.TradeOffer(0, "9S"), "§7.6")
    refused(st, A.Act(0, "9S", 1, "strat"), "§3.1")


def test_opt_in_refused_outside_upkeep_and_when_armed():
    st, _ = from_file("x17_strategy_phase.json")
    assert R.to_act(st) == 1 and A.OptIn(1, True) in R.legal_actions(st, 1)
    R.apply(st, A.OptIn(1, True))
    assert st.data["players"][1]["opted_in"] and st.zones[z(1, "risk")].is_face_up("5C")
    refused(st, A.OptIn(1, True), "§3.4")
    assert R.to_act(st) == 2
    refused(st, A.OptIn(2, True), "§7.2")


# -- props (§3.6, §7.7) -----------------------------------------------------------------------------
def test_triple_prop_without_drawer_costs_nothing():
    st = build({"round_card": "6C", "leftovers": "box",
                "zones": {"P1.hand": ["2S"], "P2.hand": ["2H"], "P3.hand": ["2D"], "P4.hand": ["2C"],
                          "table.draw": ["6H", "4S", "8D", "QC", "KC"]},
                "props": ["6H", "4S", "8D"], "props_drawn": [], "prop_active": None},
               shuffles=[["KC", "QC"]])
    ev = []
    got = R.draw(st, None, "table.rounds", ev)
    assert got == "KC" and st.data["prop_active"] == "8D" and st.data["prop_run"] == 0
    assert all(p["status"] == "active" for p in st.data["players"])


def test_prop_bonus_goes_only_to_hand_cards():
    st = build({"round_card": "6C", "leftovers": "box",
                "zones": {"P1.hand": ["2S"], "P2.hand": ["2H"], "P3.hand": ["2D"], "P4.hand": ["2C"],
                          "table.draw": ["6H", "QC", "4S", "KC"]},
                "props": ["6H", "4S", "8D"], "props_drawn": [], "prop_active": None})
    R.draw(st, 0, z(0, "quality"), [])
    assert cards(st, z(0, "quality")) == ["QC"] and adv.bonus_of(st, "QC") == 0
    R.draw(st, 0, z(0, "hand"), [])
    assert adv.bonus_of(st, "KC") == 4 and burden(st, 0) == 3
