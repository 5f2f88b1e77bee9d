"""The core legality mechanism: legal_actions, refusals and apply come from the same checks."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from desktop.core.actions import Action
from desktop.core.errors import IllegalAction
from desktop.core.legality import CheckedRules
from desktop.core.rng import Rng
from desktop.core.state import GameState
from desktop.core.zones import parse_seat_label, parse_zone_id, seat_label, zone_id


@dataclass(frozen=True, slots=True)
class Take(Action):
    n: int


class Counting(CheckedRules):
    """Seats take 1..3 from a pile in turn; the pile never goes below 0."""
    rule_prefix = "count"

    def __init__(self):
        self.checked = 0

    def candidates(self, st, seat):
        return [Take(seat, n) for n in (1, 2, 3, 4)]

    def check_common(self, st, a):
        if a.seat.__class__ is not int or a.seat != st.data["turn"]:
            raise IllegalAction("count §1", "It is not your turn.")

    def check_Take(self, st, a):
        self.checked += 1
        if not 1 <= a.n <= 3:
            raise IllegalAction("count §2", "Take 1 to 3, not {n}.", n=a.n)
        if a.n > st.data["pile"]:
            raise IllegalAction("count §3", "Only {left} left; you asked for {n}.", left=st.data["pile"], n=a.n)

    def perform(self, st, a):
        st.data["pile"] -= a.n
        st.data["turn"] = 1 - st.data["turn"]
        return []


def _state(pile=5):
    return GameState("count", [{"name": "A"}, {"name": "B"}], {}, {}, Rng(1), {"pile": pile, "turn": 0})


def test_legal_actions_are_the_candidates_the_checks_accept():
    r, st = Counting(), _state(2)
    assert r.legal_actions(st, 0) == [Take(0, 1), Take(0, 2)]
    assert r.legal_actions(st, 1) == []


def test_every_refused_candidate_has_the_rule_and_numbers():
    r, st = Counting(), _state(2)
    exc = r.refusal(st, Take(0, 3))
    assert exc.rule == "count §3" and exc.args_ == {"left": 2, "n": 3}
    assert "Only 2 left; you asked for 3." in exc.message()
    assert r.refusal(st, Take(0, 4)).rule == "count §2"
    assert r.refusal(st, Take(1, 1)).rule == "count §1"


def test_apply_refuses_with_the_same_check_and_leaves_the_state():
    r, st = Counting(), _state(2)
    before = st.hash()
    with pytest.raises(IllegalAction) as info:
        r.apply(st, Take(0, 3))
    assert info.value.rule == "count §3"
    assert st.hash() == before and st.version == 0


def test_legal_list_is_cached_per_version_and_apply_skips_a_second_check():
    r, st = Counting(), _state(5)
    legal = r.legal_actions(st, 0)
    n = r.checked
    r.legal_actions(st, 0)
    assert r.checked == n  # cached for this version
    r.apply(st, legal[1])
    assert r.checked == n  # taken from the cached legal list: not checked again
    assert st.version == 1 and st.data["pile"] == 3
    assert r.legal_actions(st, 1) == [Take(1, 1), Take(1, 2), Take(1, 3)]


def test_a_malformed_field_is_refused_not_raised():
    r, st = Counting(), _state(5)
    exc = r.refusal(st, Take(0, "x"))
    assert isinstance(exc, IllegalAction)


def test_zone_ids_have_one_formatter_and_one_parser():
    assert zone_id(0, "hand") == "P1.hand" and zone_id(None, "draw") == "table.draw"
    assert seat_label(5) == "P6" and parse_seat_label("P6") == 5
    assert parse_zone_id("P12.deputy1") == (11, "deputy1")
    assert parse_zone_id("table.chain") == (None, "chain")
    for bad in ("P0.hand", "Px.hand", "hand", "P1.", 3, None, "P١.hand"):
        assert parse_zone_id(bad) is None, bad


def test_a_refusal_names_its_fields_for_the_reader():
    exc = IllegalAction("x §1", "{card} needs {need}.", card="P1:017", need=1)
    assert exc.message(present=lambda k, v: "法正" if k == "card" else None) == "法正 needs 1. [x §1]"
    assert exc.message(present=lambda k, v: 1 / 0) == "P1:017 needs 1. [x §1]"


def test_an_equal_action_with_a_bool_field_is_still_checked():
    r, st = Counting(), _state(5)
    r.legal_actions(st, 0)
    with pytest.raises(IllegalAction):
        r.apply(st, Take(False, 1))  # Take(False, 1) == Take(0, 1) as dataclasses
    assert st.version == 0


def test_every_game_is_on_the_mechanism_and_the_sandbox_refuses_with_its_checks():
    """No game needs refusal by trial application any more (the sandbox was the last one)."""
    from desktop.core.actions import FlipCard, MoveCard
    from desktop.games import rules_for
    from desktop.games.sandbox.rules import Deal

    for game in ("jupai", "sanguozhi", "sandbox"):
        assert isinstance(rules_for(game), CheckedRules), game
    r = rules_for("sandbox")
    st = r.new_game(["A", "B"], {}, 3)
    r.apply(st, Deal(0, 2))
    legal = r.legal_actions(st, 0)
    assert all(r.refusal(st, a) is None for a in legal)
    theirs = st.zones["P2.hand"].cards[0]
    assert not any(getattr(a, "card", None) == theirs for a in legal)  # a hand is its owner's
    before = st.hash()
    for bad, reason in ((FlipCard(0, theirs), "Only its owner"), (MoveCard(0, "XX", "table.discard"), "no card XX"),
                        (MoveCard(0, st.zones["P1.hand"].cards[0], "nowhere"), "no zone nowhere"),
                        (Deal(0, 21), "between 1 and 20"), (Deal(True, 1), "no seat True")):
        exc = r.refusal(st, bad)
        assert exc is not None and reason in exc.message(), bad
        with pytest.raises(IllegalAction):
            r.apply(st, bad)
    assert st.hash() == before and st.version == 1


def test_a_candidate_of_another_seat_gets_its_own_common_verdict():
    """The pass asks check_common once per key for the seat's own candidates; one of another seat (mixed into
    a run of the same class) is judged on its own, and its verdict is not taken for the seat's."""

    class Mixed(Counting):
        def candidates(self, st, seat):
            other = 1 - seat
            return [Take(other, 1), Take(seat, 1), Take(other, 2), Take(seat, 2), Take(seat, 4)]

    r = Mixed()
    st = _state(5)  # seat 0's turn
    assert r.legal_now(st, 0) == [Take(0, 1), Take(0, 2)]
    assert r.legal_now(st, 1) == [Take(0, 1), Take(0, 2)]  # seat 1's own refused; seat 0's, listed, accepted
    assert [a for a in r.legal_now(st, 1) if r.refusal(st, a) is not None] == []


def test_a_seeded_pass_memo_is_the_pass_memo_and_goes_after_the_pass():
    from desktop.core.legality import PASS
    seen = []

    class Seeing(Counting):
        def check_Take(self, st, a):
            seen.append(st.cache[PASS].get("x"))
            super().check_Take(st, a)

    r, st = Seeing(), _state(5)
    r.legal_now(st, 0, {"x": 7})
    assert seen == [7, 7, 7, 7] and PASS not in st.cache


def test_run_form_checks_give_the_same_list_and_refusals_as_one_by_one():
    """A rule set with candidate runs and a run-form check: the pass calls the check once per run, and a
    refusal is the same check with a run of one (same verdicts, same reasons); a malformed candidate in a run
    is judged on its own, the others are still accepted."""
    from desktop.core.legality import run_check

    calls = []

    class Runs(Counting):
        def candidate_runs(self, st, seat):
            return [[Take(seat, n) for n in (1, 2, 3, 4)], [Take(seat, "x"), Take(seat, 1)]]

        def candidates(self, st, seat):
            return [a for run in self.candidate_runs(st, seat) for a in run]

        @run_check
        def check_Take(self, st, run, out):
            calls.append(len(run))
            for a in run:
                try:
                    Counting.check_Take(self, st, a)
                except IllegalAction:
                    if out is None:
                        raise
                    continue
                if out is not None:
                    out.append(a)

    r, st = Runs(), _state(2)
    assert r.legal_now(st, 0) == [Take(0, 1), Take(0, 2), Take(0, 1)]
    assert calls[:2] == [4, 2]  # one call per run ("x" then makes the second run be judged one by one)
    assert r.legal_now(st, 0) == [a for a in r.candidates(st, 0) if r.refusal(st, a) is None]
    exc = r.refusal(st, Take(0, 3))
    assert exc.rule == "count §3" and exc.args_ == {"left": 2, "n": 3}
    assert r.refusal(st, Take(0, "x")).reason == "That move is malformed."
    assert r.legal_now(st, 1) == []  # check_common refuses the other seat's runs
    with pytest.raises(IllegalAction):
        r.apply(st, Take(0, 3))
    assert st.version == 0


def test_an_exact_run_is_taken_whole_after_the_common_check_and_checked_when_asked():
    """An ``ExactRun`` (a run the rule set makes only of what its check accepts) is taken whole without its check,
    once ``check_common`` accepts the seat; ``checked=True`` checks it like any run, and a refusal is always the
    check's own.  (A rule set proves its exact runs exact in a test; this one lies on purpose, to show the hook.)"""
    from desktop.core.legality import ExactRun

    class Exact(Counting):
        def candidate_runs(self, st, seat):
            return [ExactRun(Take(seat, n) for n in (1, 2, 3)), [Take(seat, 4)]]

        def candidates(self, st, seat):
            return [a for run in self.candidate_runs(st, seat) for a in run]

    r, st = Exact(), _state(2)
    assert r.legal_now(st, 0) == [Take(0, 1), Take(0, 2), Take(0, 3)] and r.checked == 1  # only Take(0, 4) checked
    assert r.legal_now(st, 0, checked=True) == [Take(0, 1), Take(0, 2)]
    assert r.refusal(st, Take(0, 3)).rule == "count §3"
    assert r.legal_now(st, 1) == []  # check_common refuses the other seat: its exact run too
