"""劇牌 on the core legality mechanism: legal_actions, refusals and apply come from the same checks.

Over seeded random positions of both modes: every legal action passes its check, a candidate given to
another seat is refused with a rule citing § (or is that seat's legal move), every action the checks accept
is in the legal list (so the table, the bots and a refusal cannot disagree), and a malformed action is refused, never raised, with the state untouched.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from desktop.core.errors import IllegalAction
from desktop.core.legality import CheckedRules, ExactRun
from desktop.core.moves import plays
from desktop.games import rules_for
from desktop.games.jupai import actions as A
from desktop.games.jupai.table import z
from tests.selfplay import self_play

R = rules_for("jupai")
KINDS = [A.Act, A.Respond, A.Purge, A.PurgePick, A.PurgeDone, A.Reequip, A.Pass, A.Rearm, A.PlayOut, A.OptIn,
         A.TradeOffer, A.TradeChoice, A.PlunderGive, A.Vote, A.Done, A.Yield, A.AnswerYield, A.Reshuffle, A.Pause, A.Resume,
         A.Abandon, A.Concede, A.Exchange, A.RoleChange, A.Background]
SETTINGS = [{}, {"mode": "advanced"}, {"mode": "advanced", "defense_mode": "actor_defends", "players": 5},
            {"abandon_mode": "round", "abandon_cost": "to_discard", "allow_voluntary_pass": True,
             "supply_allow_both": True, "supply_purge_limit": "value_sum", "players": 3}]


def positions(games: int = 6, every: int = 3):
    """States met in seeded random games (gestures included now and then)."""
    for k, opts in enumerate(SETTINGS):
        opts = dict(opts)
        n = opts.pop("players", 4)
        for g in range(games):
            rng = random.Random(1000 * k + g)
            st = R.new_game([f"P{s + 1}" for s in range(n)], opts, 1000 * k + g)
            moves = 0
            while not R.is_over(st) and moves < 400:
                if moves % every == 0:
                    yield st, rng
                seat = R.to_act(st)
                legal = R.legal_actions(st, seat)
                plays = [a for a in legal if a.kind not in ("Pause", "Concede", "Abandon", "RoleChange",
                                                            "Reshuffle", "Background")]
                R.apply(st, rng.choice(plays or legal))
                moves += 1


def fuzz_actions(st, rng, n: int):
    """Actions of every kind with plausible and malformed fields."""
    cards = sorted(st.where)
    seats = list(range(len(st.seats)))
    pool = {
        "card": lambda: rng.choice([rng.choice(cards), rng.choice(cards), None, 5, "ZZ", ""]),
        "target": lambda: rng.choice(seats + [-1, len(seats), None, True, "P1"]),
        "source": lambda: rng.choice(list(A.SOURCES) + ["x", None]),
        "to": lambda: rng.choice(seats + [-1, None]),
        "way": lambda: rng.choice([0, 1, 2, 3, 4, True, "1"]),
        "text": lambda: rng.choice(["", " ", "about me", "x" * 600, 5]),
        "accept": lambda: rng.choice([True, False, 1, None, "yes"]),
        "score": lambda: rng.choice([True, False, 0, "no"]),
        "yes": lambda: rng.choice([True, False, None]),
    }
    for _ in range(n):
        cls = rng.choice(KINDS)
        fields = [f.name for f in dataclasses.fields(cls) if f.name != "seat"]
        seat = rng.choice(seats + [-1, len(seats), None, True])
        kwargs = {f: pool[f]() for f in fields}
        yield cls(seat, **kwargs)


def test_legal_actions_pass_their_checks_and_refused_candidates_cite_a_rule():
    n_states = n_refused = 0
    for st, _ in positions():
        n_states += 1
        for seat in range(len(st.seats)):
            legal = R.legal_actions(st, seat)
            for a in legal:
                assert R.refusal(st, a) is None, a
            for a in R.candidates(st, seat):
                # the candidates are the legal list's moves in practice; one given to another seat is a
                # near miss the checks must refuse with its rule (the candidates alone never decide)
                for other in range(len(st.seats)):
                    b = a if other == seat else dataclasses.replace(a, seat=other)
                    exc = R.refusal(st, b)
                    if exc is None:
                        assert b in R.legal_actions(st, other)
                    else:
                        n_refused += 1
                        assert "§" in exc.rule, (b, exc.rule, exc.message())
    assert n_states > 200 and n_refused > 1000


def test_what_the_checks_accept_is_what_legal_actions_lists():
    """No action outside the legal list passes its check (free background text aside: it is typed, not listed)."""
    accepted = 0
    for st, rng in positions(games=4, every=5):
        before = st.hash()
        legal = {s: set(R.legal_actions(st, s)) for s in range(len(st.seats))}
        for a in fuzz_actions(st, rng, 40):
            exc = R.refusal(st, a)  # never raises
            assert exc is None or isinstance(exc, IllegalAction)
            if exc is None:
                accepted += 1
                if a.kind != "Background":
                    assert a in legal[a.seat], a
            else:
                assert exc.message()
        assert st.hash() == before
    assert accepted > 0


def test_a_refused_action_leaves_the_state_untouched():
    for k, (st, rng) in enumerate(positions(games=2, every=7)):
        for a in fuzz_actions(st, rng, 8):
            if R.refusal(st, a) is None:
                continue
            before = st.hash()
            with pytest.raises(IllegalAction):
                R.apply(st, a)
            assert st.hash() == before


def test_refusals_keep_their_rules():
    st = R.scenario_state({"game": "jupai", "players": 4, "setup": {
        "round_card": "7H", "zones": {"P1.hand": ["5S"], "P2.hand": ["4S"], "P2.quality": ["3H"],
                                      "P2.weapon": ["10H"], "P3.hand": ["2C"], "P4.hand": ["2D"]}}})
    assert R.refusal(st, A.Act(0, "5S", 1, "equip")).rule == "劇牌 §4.2 (basic R5)"
    assert R.refusal(st, A.Act(0, "5S", 0, "none")).rule == "劇牌 §4"
    assert R.refusal(st, A.Act(1, "4S", 0, "none")).rule == "劇牌 §3.4"
    assert R.refusal(st, A.Pass(0)).rule == "劇牌 §3.4"
    R.apply(st, A.Act(0, "5S", 1, "none"))
    # §3.3 of the in-app rules is the duel: the defender must use a weapon source when one is available
    exc = R.refusal(st, A.Respond(1, "4S", "none"))
    assert exc.rule == "劇牌 §4.2 (I-43)"
    assert R.refusal(st, A.Pause(1)).rule == "劇牌 §8"
    assert st.zones[z(1, "hand")].cards == ["4S"]


def test_candidate_runs_are_one_seat_and_one_check_each_and_the_pass_is_the_refusals():
    """劇牌 gives its candidates in runs (core ``candidate_runs``): each run is of one seat and one check (a
    run-form check judges the whole run in one call); the legal list is exactly the candidates whose own
    refusal is None, in the candidates' order."""
    for st, _ in positions(games=3, every=2):
        for seat in range(len(st.seats)):
            runs = R.candidate_runs(st, seat)
            for run in runs:
                assert run
                assert {a.seat for a in run} == {seat}
                assert len({getattr(R, "check_" + type(a).__name__).__func__ for a in run}) == 1, run
            flat = [a for run in runs for a in run]
            assert flat == R.candidates(st, seat)
            assert R.legal_now(st, seat) == [a for a in flat if R.refusal(st, a) is None]


EXACT_CASES = [  # (players, options, seed): both modes, 3–5 players, the options that change what is offered
    (4, {}, 11),
    (3, {"mode": "advanced"}, 12),
    (5, {"mode": "advanced", "defense_mode": "actor_defends", "role_change_source": "draw_pile"}, 13),
    (3, {"abandon_mode": "round", "abandon_cost": "to_discard", "allow_voluntary_pass": True,
         "supply_allow_both": True, "supply_purge_limit": "value_sum"}, 14),
    (5, {"abandon_mode": "round", "abandon_cost": "none", "final_round_force_equipment": False,
         "first_player": "random", "play_until": "last_standing", "round_cards": 2}, 15),
    (3, {"mode": "advanced", "round_cards": 1, "supply_allow_both": True, "final_round_force_equipment": False}, 18),
    (4, {"mode": "advanced", "rearm_mode": "mandatory", "bottom_card_vote": True, "use_blank": False,
         "supply_allow_both": True, "cooldown_rounds": 0}, 16),
    (4, {"use_weapons": False, "allow_voluntary_pass": True, "gesture_windows": "skip"}, 17),
]


def _now_and_then_a_gesture(rules, state, seat, legal, rng):
    """Mostly a move that plays the game (or a quiet answer), now and then a gesture, rarely 認輸 or 棄局."""
    r = rng.random()
    if r < 0.02 and state.data["phase"] == "window":  # a window's list tells the seats still in apart
        pool = [a for a in legal if a.kind == "Concede"]
    elif r < 0.03:
        pool = legal
    else:
        pool = [a for a in legal if a.kind not in ("Concede", "Abandon")] if r < 0.12 else plays(legal)
    return rng.choice(pool or legal)


def test_exact_runs_are_exactly_what_the_checks_accept():
    """The core's pass takes a run marked exact (core ``ExactRun``) whole once ``check_common`` accepts the
    seat, without the run's own check: at every decision of seeded games (both modes, 3–5 players, several
    option sets), for every seat, the list is the fully checked one (``legal_now(…, checked=True)``), and a lone
    refusal (no pass memo) accepts every candidate of an exact run that ``check_common`` lets through."""
    kinds: set = set()

    def compare(st, seat, legal, rng):
        for s in range(len(st.seats)):
            fast = CheckedRules.legal_now(R, st, s)
            assert fast == CheckedRules.legal_now(R, st, s, checked=True), (s, st.data["phase"])
            if R._common_ok(st, A.Pass(s)):
                for run in R.candidate_runs(st, s):
                    if run.__class__ is ExactRun:
                        for a in run:
                            assert R.refusal(st, a) is None, a
                            kinds.add(a.kind)

    for players, options, seed in EXACT_CASES:
        for g in range(6):
            self_play(R, players, dict(options), seed * 10 + g, choose=_now_and_then_a_gesture, max_actions=3000,
                      before=compare)
    assert {"Act", "Respond", "Done", "Yield", "Reshuffle", "Exchange", "RoleChange", "Abandon", "Pause", "Concede",
            "Resume", "Purge", "Reequip", "Pass", "Rearm", "OptIn", "AnswerYield", "PlayOut", "Vote"} <= kinds, kinds


def _every_action(st, s):
    """Every action of ``s`` with fields the game could accept now: its hand and collected cards, every seat, source
    and yes/no (free text aside)."""
    n = len(st.seats)
    h = list(st.zones[z(s, "hand")].cards)
    yes_no = (True, False)
    out = [A.Act(s, c, b, src) for c in h for b in range(n) for src in A.SOURCES]
    out += [A.Respond(s, c, src) for c in h for src in A.SOURCES]
    for cls in (A.Purge, A.PlayOut, A.TradeOffer, A.PlunderGive, A.Abandon):
        out += [cls(s, c) for c in h]
    out += [A.PurgePick(s, c) for c in st.zones[z(s, "collected")].cards]
    out += [cls(s) for cls in (A.PurgeDone, A.Reequip, A.Pass, A.Done, A.Exchange, A.RoleChange, A.Pause, A.Resume,
                               A.Concede)]
    out += [A.Abandon(s, None)] + [A.Yield(s, b) for b in range(n)] + [A.Reshuffle(s, w) for w in (1, 2, 3)]
    for cls in (A.Rearm, A.OptIn, A.TradeChoice, A.Vote, A.AnswerYield):
        out += [cls(s, x) for x in yes_no]
    return out


def test_the_lists_hold_every_action_the_checks_accept():
    """The candidates of the exact runs are built apart from the checks (straight-line targets and sources): at
    every decision of seeded games the seat to act's list is every action a lone refusal accepts, no more and no
    fewer."""

    def compare(st, seat, legal, rng):
        accepted = [a for a in _every_action(st, seat) if R.refusal(st, a) is None]
        assert set(legal) == set(accepted), (set(legal) ^ set(accepted), st.data["phase"])
        assert len(legal) == len(set(legal))

    for players, options, seed in EXACT_CASES:
        for g in range(4):
            self_play(R, players, dict(options), seed * 10 + g, choose=_now_and_then_a_gesture, max_actions=3000,
                      before=compare)
