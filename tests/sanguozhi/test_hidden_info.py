"""Issue 18 (items 2 and 4) for 三国智: no view or event names a card a seat cannot see — chain items, events
and every other part of a view included, not only zones — and views are copies nothing can change the game
through."""

from __future__ import annotations

import random

import pytest

from desktop.bots.base import play_actions
from desktop.core.invariants import data_leaks, event_leaks, public_cards, view_leaks
from desktop.games import rules_for
from desktop.games.sanguozhi.actions import Pass, UseStrategy
from desktop.games.sanguozhi.mechanics.basics import RuleEvent

R = rules_for("sanguozhi")


def _retreat_on_a_face_down_general():
    """P1 uses 撤退 on its own face-down general (the issue's case: a chain item targets a hidden card)."""
    st = R.scenario_state({"game": "sanguozhi", "players": 2, "setup": {"turn": 5, "active": "P1", "step": "main",
                          "players": {"P1": {"hand": ["撤退"], "deputy1": {"card": "T-张辽", "face": "down", "since": 1},
                                             "bingquan": {"谋士": 2}}, "P2": {}}}})
    general = st.zones["P1.deputy1"].cards[0]
    use = next(a for a in R.legal_actions(st, 0) if isinstance(a, UseStrategy) and general in a.targets)
    events = R.apply(st, use)
    return st, general, events


def test_a_chain_item_does_not_show_other_seats_its_face_down_target():
    st, general, _ = _retreat_on_a_face_down_general()
    item = st.data["chain"][-1]
    assert item["targets"]["t1"] == [general]  # the game knows
    mine = R.view_for(st, 0).data["chain"][-1]
    assert mine["targets"]["t1"] == [general]  # its owner sees it
    for seat in (1, None):
        v = R.view_for(st, seat)
        assert v.data["chain"][-1]["targets"]["t1"] == ["?"]
        assert data_leaks(st, v, seat) == []


def test_events_name_no_hidden_card():
    st, general, events = _retreat_on_a_face_down_general()
    events += R.apply(st, Pass(1))
    events += R.apply(st, Pass(0))  # the chain resolves: the general leaves the field for the hand
    left = [e for e in events if isinstance(e, RuleEvent) and e.name == "leaves_field"]
    assert left and all(e.subject is None for e in left)
    assert st.where[general] == "P1.hand"


@pytest.mark.parametrize("seed,seats,options", [(1, 2, {}), (2, 3, {}), (4, 4, {"teams": [["P1", "P3"], ["P2", "P4"]]}),
                                                (5, 2, {"flip_speed": "any", "hand_strategy_speed": "any"})])
def test_random_games_leak_nothing_in_views_or_events(seed, seats, options):
    st = R.new_game([f"P{s + 1}" for s in range(seats)], options, seed)
    rnd = random.Random(seed)
    for _ in range(600):
        if R.is_over(st):
            break
        seat = R.to_act(st)
        before = public_cards(st)
        events = R.apply(st, rnd.choice(play_actions(R.legal_actions(st, seat))))
        assert event_leaks(events, before, public_cards(st), set(st.where)) == []
        for viewer in list(range(seats)) + [None]:
            v = R.view_for(st, viewer)
            assert view_leaks(st, v.zones, viewer) == [] and data_leaks(st, v, viewer) == []


def _mutate(obj) -> None:
    """Change every container reachable from ``obj`` in place."""
    if isinstance(obj, dict):
        for k in list(obj):
            _mutate(obj[k])
        obj["mutated"] = True
    elif isinstance(obj, list):
        for x in obj:
            _mutate(x)
        obj.append("mutated")


def test_nothing_done_to_a_view_changes_the_game():
    st, _, _ = _retreat_on_a_face_down_general()
    for _ in range(3):
        R.apply(st, R.legal_actions(st, R.to_act(st))[0])
    want = st.hash()
    for viewer in (0, 1, None):
        v = R.view_for(st, viewer)
        fresh = R.view_for(st, viewer)
        _mutate(v.data)
        _mutate(v.seats)
        _mutate(v.options)
        _mutate(v.unknown)
        for z in v.zones.values():
            z.cards.append("P9:999")
            z.overrides["P9:999"] = "public"
        v.zones.clear()
        assert st.hash() == want
        assert R.view_for(st, viewer) == fresh  # and the next caller's view is untouched
    assert R.check_invariants(st) == []
