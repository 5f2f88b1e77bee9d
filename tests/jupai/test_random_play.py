"""Random legal play under hypothesis: invariants after every action, illegal moves refused cleanly.

Across the option sets below the suite plays well over 100,000 actions per run
(see test_action_volume)."""

from hypothesis import HealthCheck, given, settings, strategies as st

from desktop.core.errors import IllegalAction
from desktop.core.invariants import view_leaks
from desktop.games import rules_for
from desktop.games.jupai import actions as A
from desktop.bots.base import RandomBot
from tests.selfplay import random_bot, self_play

RULES = rules_for("jupai")
OPTION_SETS = [
    {},
    {"attack_tie": "actor_collects", "defense_tie": "actor_collects", "swap_parity": True},
    {"defense_mode": "actor_defends", "same_identity_rule": "number", "supply_purge_limit": "value_sum"},
    {"supply_allow_both": True, "rearm_mode": "mandatory", "cooldown_rounds": 0, "used_cards_to": "draw_bottom"},
    {"allow_voluntary_pass": True, "play_until": "last_standing", "round_cards": 8},
    {"use_weapons": False, "first_player": "random", "discard_success_card": "discard"},
    {"abandon_mode": "round", "abandon_cost": "none", "role_change_source": "draw_pile", "use_blank": False},
    {"abandon_mode": "round", "supply_purge_limit": "all", "final_round_force_equipment": False, "deck_count": 2},
    {"same_identity_defense_former": "max", "same_identity_rule": "role_and_number", "gesture_windows": "skip"},
]
PLAYERS = [2, 3, 4, 5, 6]
MAX_EXAMPLES = 300  # hypothesis examples of the property test, 9 games each


class GestureHappyBot(RandomBot):
    """Random play that also uses gestures now and then, so they are exercised too."""

    def choose(self, rules, view, legal, budget, rng):
        if rng.random() < 0.08:
            return type(super().choose(rules, view, legal, budget, rng))(rng.choice(legal))
        return super().choose(rules, view, legal, budget, rng)


def random_illegal(state, rng):
    """A random, probably illegal, action from the real vocabulary."""
    cards = list(state.where)
    seat = rng.randrange(len(state.seats))
    kind = rng.randrange(6)
    if kind == 0:
        return A.Act(seat, rng.choice(cards), rng.randrange(len(state.seats) + 1), rng.choice(A.SOURCES))
    if kind == 1:
        return A.Respond(seat, rng.choice(cards), rng.choice(A.SOURCES))
    if kind == 2:
        return A.Purge(seat, rng.choice(cards))
    if kind == 3:
        return A.PurgePick(seat, rng.choice(cards))
    if kind == 4:
        return A.PlayOut(seat, rng.choice(cards))
    return rng.choice([A.Reequip(seat), A.Pass(seat), A.Rearm(seat, True), A.Done(seat), A.Resume(seat),
                       A.Reshuffle(seat, rng.randrange(4)), A.Exchange(seat)])


def play_one(seed: int, options: dict, players: int, check_views: bool) -> int:
    """One game of random play (gestures now and then); every illegal probe is refused and changes nothing."""
    def probe(state, seat, legal, rng):
        if rng.random() < 0.05:  # every illegal action is refused and changes nothing
            bad = random_illegal(state, rng)
            if bad not in RULES.legal_actions(state, bad.seat) and not isinstance(bad, A.Background):
                before = state.canonical_json()
                try:
                    RULES.apply(state, bad)
                except IllegalAction as exc:
                    assert exc.rule.startswith("劇牌") and exc.message()
                else:
                    raise AssertionError(f"{bad} was accepted")
                assert state.canonical_json() == before

    def check(state, action, events):
        problems = RULES.check_invariants(state)
        assert not problems, problems
        if check_views:
            for s in range(players):
                assert not view_leaks(state, RULES.view_for(state, s).zones, s)

    game = self_play(RULES, players, options, seed, choose=random_bot(GestureHappyBot()), before=probe, after=check)
    ranking = RULES.ranking(game.state)
    assert sorted(s for g in ranking for s in g) == list(range(players))
    return game.n


@settings(max_examples=MAX_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), opts=st.sampled_from(OPTION_SETS), players=st.sampled_from(PLAYERS))
def test_random_games_keep_invariants(seed, opts, players):
    for k in range(9):
        play_one(seed + k, opts, players, check_views=(k == 0))


def test_action_volume():
    """The property test above plays well over 100,000 actions a run: its examples × 9 games × the mean game
    length (measured here on a fixed sample of the same option sets and seat counts)."""
    sample = [play_one(seed, OPTION_SETS[seed % len(OPTION_SETS)], PLAYERS[seed % len(PLAYERS)], False)
              for seed in range(45)]
    mean = sum(sample) / len(sample)
    assert MAX_EXAMPLES * 9 * mean >= 100_000, (MAX_EXAMPLES, mean)
