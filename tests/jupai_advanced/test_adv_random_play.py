"""Seeded random legal play in 劇牌 advanced mode: invariants after every action, no view leaks,
illegal actions refused with the state unchanged, every advanced option exercised."""

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from desktop.core.errors import IllegalAction
from desktop.core import cards as deck
from desktop.core.events import CardMoved, CardRevealed, FormulaResolved, Message
from desktop.core.invariants import view_leaks
from desktop.games import rules_for
from desktop.games.jupai import actions as A
from desktop.games.jupai.advanced import FORCED_KEYS
from desktop.games.jupai.options import CHOICES, defaults
from desktop.bots.base import RandomBot
from tests.selfplay import random_bot, self_play

RULES = rules_for("jupai")
ADV = {"mode": "advanced"}
_TABLE = defaults()["situation_table"]
FLAT_TABLE = {k: {**row, "value": int(k) + 1, "class": "normal"} for k, row in _TABLE.items()}

# Together these exercise every advanced option of §9 (checked by test_option_sets_cover_every_advanced_option).
OPTION_SETS = [
    {},
    {"bonus_rounding": "half_up", "bonus_parity_match": True, "situation_order": "risk_first"},
    {"bonus_rounding": "ceil", "strategy_refill": "after_use", "temp_refill": "one_card"},
    {"forced_situations": False, "prop_round_cap": True, "time_limited": False},
    {"forced_precedence": ["discard", "plunder", "trade", "cooperation"], "trade_condition": "margin"},
    {"prop_count": 10, "prop_triple_rule": "adjacent", "round_cards": 2, "bottom_card_vote": True},
    {"prop_count": 5, "prop_triple_rule": "same_player", "continuation_shuffle": False, "round_cards": 3},
    {"prop_count": 0, "prop_triple_rule": "off", "refused_vote": "end_now", "round_cards": 2},
    {"bottom_card_vote": False, "situation_table": FLAT_TABLE,
     "class_modifiers": {"weak": [1, 3], "normal": [2, 3], "strong": [2, 1]}},
    {"deck_count": 3, "gesture_windows": "skip", "rearm_mode": "mandatory", "cooldown_rounds": 0},
    {"play_until": "last_standing", "abandon_mode": "round", "used_cards_to": "draw_bottom"},
    {"use_weapons": False, "trade_condition": "margin", "situation_order": "risk_first"},
]
ADVANCED_KEYS = {"bonus_rounding", "bonus_parity_match", "strategy_refill", "situation_table", "class_modifiers",
                 "situation_order", "forced_situations", "forced_precedence", "trade_condition", "prop_count",
                 "prop_round_cap", "prop_triple_rule", "time_limited", "temp_refill", "bottom_card_vote",
                 "continuation_shuffle", "refused_vote"}
PLAYERS = [2, 3, 4, 5, 6]
SEEN: Counter = Counter()


class AdvancedBot(RandomBot):
    """Random play that opts in and votes yes often (so the advanced paths are reached) and, now and then,
    makes a gesture."""

    def choose(self, rules, view, legal, budget, rng):
        kinds = {a.kind for a in legal}
        if "OptIn" in kinds:
            return type(super().choose(rules, view, legal, budget, rng))(A.OptIn(legal[0].seat, rng.random() < 0.8))
        if "Vote" in kinds:
            return type(super().choose(rules, view, legal, budget, rng))(A.Vote(legal[0].seat, rng.random() < 0.85))
        if rng.random() < 0.04:
            return type(super().choose(rules, view, legal, budget, rng))(rng.choice(legal))
        return super().choose(rules, view, legal, budget, rng)


def random_illegal(state, rng):
    """A random, probably illegal, action from the advanced vocabulary."""
    cards = list(state.where)
    n = len(state.seats)
    seat = rng.randrange(n)
    return rng.choice([
        A.OptIn(seat, rng.random() < 0.5), A.TradeOffer(seat, rng.choice(cards)), A.TradeChoice(seat, True),
        A.TradeChoice(seat, False), A.Vote(seat, True), A.Vote(seat, False), A.Reshuffle(seat, 2),
        A.Act(seat, rng.choice(cards), rng.randrange(n), rng.choice(("strat", "temp"))),
        A.Respond(seat, rng.choice(cards), rng.choice(("strat", "temp"))), A.Rearm(seat, False),
    ])


def play_one(seed: int, options: dict, players: int, check_views: bool, illegal_rate: float = 0.05) -> int:
    def probe(state, seat, legal, rng):
        if rng.random() < illegal_rate:
            bad = random_illegal(state, rng)
            if bad not in RULES.legal_actions(state, bad.seat):
                before = state.hash()
                with pytest.raises(IllegalAction) as exc:
                    RULES.apply(state, bad)
                assert exc.value.rule.startswith("劇牌") and exc.value.message()
                assert state.hash() == before, f"refused {bad} changed the state"
        if state.data["phase"] == "trade":  # offers are blind: nobody sees another's offer in a view
            tr = state.data["trade"]
            for s in range(players):
                tv = RULES.view_for(state, s).data["trade"]
                assert tv["offer"] == tr["offers"].get(str(s))
                assert set(map(str, tv["made"])) == set(tr["offers"])

    def check(state, action, ev):
        SEEN.update(e.key for e in ev if isinstance(e, FormulaResolved) and e.key in FORCED_KEYS)
        # Log lines name only cards everybody may see: face up or a public prop now, or shown to everyone by this
        # action before they moved on (a discarded card that a reshuffle in the same action turned face down).
        shown = {e.card for e in ev if (isinstance(e, CardMoved) and e.face_up) or isinstance(e, CardRevealed)}
        for e in ev:
            if isinstance(e, Message):
                for _, val in e.args:
                    for c in str(val).split():
                        if deck.is_card(c) and c in state.where and c not in shown:
                            assert c in state.data["props"] or state.zone_of(c).is_face_up(c), (e.text, c)
        SEEN[action.kind] += 1
        problems = RULES.check_invariants(state)
        assert not problems, problems
        if check_views:
            for s in range(players):
                assert not view_leaks(state, RULES.view_for(state, s).zones, s)

    game = self_play(RULES, players, {**ADV, **options}, seed, choose=random_bot(AdvancedBot()), before=probe, after=check)
    ranking = RULES.ranking(game.state)
    assert sorted(s for g in ranking for s in g) == list(range(players))
    return game.n


def test_option_sets_cover_every_advanced_option():
    covered = {k for o in OPTION_SETS for k in o}
    assert ADVANCED_KEYS <= covered, ADVANCED_KEYS - covered
    for key in ADVANCED_KEYS & set(CHOICES):
        allowed = CHOICES[key][1]
        values = (True, False) if allowed is bool else tuple(v for v in allowed if v != "auto")
        if key == "prop_count":
            continue  # an integer range: 0, 5 and 10 are used
        used = {o[key] for o in OPTION_SETS if key in o} | {CHOICES[key][0]}
        assert set(values) <= used, (key, set(values) - used)


@pytest.mark.parametrize("k", range(len(OPTION_SETS)), ids=[",".join(o) or "defaults" for o in OPTION_SETS])
def test_option_set_random_games(k):
    for g in range(12):
        play_one(1000 * k + g, OPTION_SETS[k], PLAYERS[g % len(PLAYERS)], check_views=(g % 4 == 0))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), opts=st.sampled_from(OPTION_SETS), players=st.sampled_from(PLAYERS))
def test_random_advanced_games_keep_invariants(seed, opts, players):
    play_one(seed, opts, players, check_views=True)


def test_advanced_paths_are_reached():
    """Random 4-player play reaches every forced situation, trades, votes and opt-ins (without weapons
    everyone is unarmed, so both duelists are often participants)."""
    SEEN.clear()
    for g in range(40):
        play_one(50_000 + g, {} if g % 2 else {"use_weapons": False}, 4, check_views=False, illegal_rate=0.0)
    for key in FORCED_KEYS + ("OptIn", "TradeOffer", "TradeChoice", "Vote"):
        assert SEEN[key] > 0, (key, SEEN)


def test_deterministic():
    def final(seed):
        rng = random.Random(seed)
        st_ = RULES.new_game(["a", "b", "c", "d"], dict(ADV), seed)
        while not RULES.is_over(st_):
            s = RULES.to_act(st_)
            RULES.apply(st_, AdvancedBot().choose(RULES, RULES.view_for(st_, s), RULES.legal_actions(st_, s), 1, rng).action)
        return st_.hash()
    assert final(7) == final(7)
