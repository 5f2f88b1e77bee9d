"""Issue 18 item 2: ``paizhuo simulate`` checks chain items, every other part of a view and the events for
hidden cards, not only the zones — a planted leak of each kind is counted as a violation."""

from __future__ import annotations

from desktop.bots.simulate import run_games
from desktop.core.state import GameState
from desktop.games import rules_for
from desktop.games.sanguozhi.mechanics.basics import RuleEvent

R = rules_for("sanguozhi")


def _hidden(st: GameState, seat: int) -> str:
    """A card ``seat`` cannot see now (the top of another seat's camp)."""
    other = (seat + 1) % len(st.seats)
    return st.zones[f"P{other + 1}.camp"].cards[-1]


def _simulate() -> dict:
    return run_games("sanguozhi", 2, 1, 7, ["random", "random"], {})


def test_the_starter_game_passes_every_leak_check():
    assert R.view_checks == ("data", "events")
    res = _simulate()
    assert res["violations"] == 0, res["violation_examples"]


def test_a_hidden_card_in_a_chain_item_of_a_view_is_a_violation(monkeypatch):
    real = R.view_for

    def leaky(st, seat):
        v = real(st, seat)
        if seat is not None:
            v.data["chain"] = list(v.data["chain"]) + [{"id": 999, "targets": {"t1": [_hidden(st, seat)]}}]
        return v

    monkeypatch.setattr(R, "view_for", leaky)
    res = _simulate()
    assert res["violations"] == 1
    assert "sees hidden" in res["violation_examples"][0] and "data.chain" in res["violation_examples"][0]


def test_an_event_naming_a_hidden_card_is_a_violation(monkeypatch):
    real = R.apply

    def leaky(st, action):
        secret = _hidden(st, 0)
        return real(st, action) + [RuleEvent("dies", secret, 1)]

    monkeypatch.setattr(R, "apply", leaky)
    res = _simulate()
    assert res["violations"] == 1
    assert "event RuleEvent.subject names hidden" in res["violation_examples"][0]


def test_zones_only_without_the_declaration(monkeypatch):
    """A rule set that does not declare the deeper checks keeps the zone check only (the sandbox)."""
    real = R.view_for

    def leaky(st, seat):
        v = real(st, seat)
        if seat is not None:
            v.data["planted"] = _hidden(st, seat)
        return v

    monkeypatch.setattr(R, "view_for", leaky)
    assert _simulate()["violations"] == 1
    monkeypatch.setattr(type(R), "view_checks", ())
    assert _simulate()["violations"] == 0


def test_a_card_the_action_turned_face_up_may_be_named_though_hidden_again():
    """翻转 shows a general to everyone by its field state; the same action may send it back to a hand (seed 1,
    game 38 of simulate: 'P2:023 is turned face up.', then it returns to P2's hand): no leak. Any other event
    naming a card hidden before and after still is one."""
    from desktop.core.events import CardMoved, Message
    from desktop.core.invariants import event_leaks
    card = "P2:023"
    events = [Message("{card} is turned face up.", (("card", card),), 1), RuleEvent("flipped", card, 1),
              CardMoved(card, "P2.advisor", "P2.hand", False)]
    assert R.revealed_by(events) == {card}
    assert event_leaks(events, set(), set(), {card}, R.revealed_by(events)) == []
    other = [RuleEvent("dies", card, 1)]
    assert R.revealed_by(other) == set()
    assert event_leaks(other, set(), set(), {card}, R.revealed_by(other)) != []
