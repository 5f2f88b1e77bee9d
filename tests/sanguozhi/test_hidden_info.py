"""Issue 18 (items 2 and 4) for 三国智: no view or event names a card a seat cannot see — chain items, events
and every other part of a view included, not only zones — and views are copies nothing can change the game
through."""

from __future__ import annotations

import random

import pytest

from desktop.bots.base import play_actions
from desktop.core.invariants import data_leaks, event_leaks, public_cards, view_leaks
from desktop.games import rules_for
from desktop.games.sanguozhi.actions import Answer, Pass, PickCard, UseStrategy
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
            assert view_leaks(st, v.zones, viewer, R.looked_at(st, viewer)) == [] and data_leaks(st, v, viewer) == []


def _searching(camp=("张辽", "撤退", "许褚", "撤退", "火攻")):
    """P1 has used 暗度陈仓 ("search your camp for a general") and chooses: its camp holds two generals among
    five cards."""
    st = R.scenario_state({"game": "sanguozhi", "players": 2, "setup": {"turn": 5, "active": "P1", "step": "main",
                          "players": {"P1": {"hand": ["暗度陈仓"], "camp": list(camp)},
                                      "P2": {"camp": ["夏侯惇", "撤退"]}}}})
    use = next(a for a in R.legal_actions(st, 0) if isinstance(a, UseStrategy))
    R.apply(st, use)
    while not st.data["decisions"]:
        R.apply(st, Pass(R.to_act(st)))
    assert st.data["decisions"][0]["type"] == "search"
    return st


def test_a_search_shows_its_seat_the_cards_it_may_take_and_nothing_more():
    st = _searching()
    camp = st.zones["P1.camp"].cards
    generals = [c for c in camp if st.data["cards"][c] in ("起始-013", "起始-014")]
    assert len(generals) == 2
    picks = [a.card for a in R.legal_actions(st, 0) if isinstance(a, PickCard)]
    assert picks == generals
    v = R.view_for(st, 0)
    shown = v.zones["P1.camp"].cards
    # the two generals on top, in the search's order; the other three still unknown, and where in the camp the
    # generals lie is not told (张辽 lies at the bottom)
    assert shown == [None, None, None] + generals and camp.index(generals[0]) == 0
    assert {c: v.data["cards"][c] for c in generals} == {c: st.data["cards"][c] for c in generals}
    others = set(camp) - set(generals)
    assert not others & set(v.data["cards"]) and others <= set(v.unknown) and not set(generals) & set(v.unknown)
    assert R.looked_at(st, 0) == set(generals)
    assert view_leaks(st, v.zones, 0, R.looked_at(st, 0)) == [] and data_leaks(st, v, 0) == []
    assert view_leaks(st, v.zones, 0) != []  # the zone check counts them only as looked at
    # nobody else is shown them: the other player, a spectator
    for seat in (1, None):
        w = R.view_for(st, seat)
        assert w.zones["P1.camp"].cards == [None] * 5 and R.looked_at(st, seat) == set()
        assert not set(camp) & set(w.data["cards"]) and set(camp) <= set(w.unknown)
        assert w.data["decisions"] == [{"type": "search", "seat": 0}]
        assert view_leaks(st, w.zones, seat) == [] and data_leaks(st, w, seat) == []
    # a view naming another camp card as looked at is a leak
    bad = R.view_for(st, 0)
    bad.zones["P1.camp"].cards[0] = sorted(others)[0]
    assert view_leaks(st, bad.zones, 0, R.looked_at(st, 0)) != []


def test_a_search_shows_nothing_once_it_is_over():
    for answer in ("pick", "none"):
        st = _searching()
        first = next(a for a in R.legal_actions(st, 0) if isinstance(a, PickCard))
        R.apply(st, first if answer == "pick" else Answer(0, False))
        assert not st.data["decisions"] or st.data["decisions"][0]["type"] != "search"
        v = R.view_for(st, 0)
        assert all(c is None for c in v.zones["P1.camp"].cards) and R.looked_at(st, 0) == set()
        assert view_leaks(st, v.zones, 0) == [] and data_leaks(st, v, 0) == []


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
