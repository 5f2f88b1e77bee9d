"""Core contract: card notation, zones and views, illegal actions, simulate's JSON."""

import json

import pytest

from desktop.core import cards
from desktop.core.errors import IllegalAction
from desktop.core.zones import OWNER, PUBLIC, Zone
from desktop.games import rules_for
from desktop.games.jupai import actions as A


@pytest.mark.parametrize("card,rank,suit,copy,val", [
    ("10H", "10", "H", 1, 10), ("QS", "Q", "S", 1, 12), ("AC", "A", "C", 1, 1), ("SJ", "SJ", None, 1, 14),
    ("BJ", "BJ", None, 1, 15), ("BL", "BL", None, 1, 0), ("7C#2", "7", "C", 2, 7)])
def test_card_notation(card, rank, suit, copy, val):
    assert cards.parse(card) == (rank, suit, copy)
    assert cards.value(card) == val


@pytest.mark.parametrize("bad", ["1H", "11S", "QX", "", "BJ#1", "10H#"])
def test_bad_cards(bad):
    assert not cards.is_card(bad)


def test_deck_sizes():
    assert len(cards.deck()) == 54 and len(set(cards.deck() + cards.deck(2))) == 108


def test_zone_visibility():
    z = Zone("P1.hand", 0, OWNER, None, ["AS", "2S"])
    assert z.visible_to("AS", 0) and not z.visible_to("AS", 1)
    z.overrides["AS"] = PUBLIC
    assert z.visible_to("AS", 1) and not z.visible_to("2S", 1)


def test_view_hides_other_hands():
    rules = rules_for("jupai")
    st = rules.new_game(["a", "b", "c", "d"], {}, 9)
    view = rules.view_for(st, 0)
    assert all(c is not None for c in view.zones["P1.hand"].cards)
    assert view.zones["P2.hand"].cards == [None] * 5
    assert all(c is None for c in view.zones["table.draw"].cards)
    hidden = set(st.zones["P2.hand"].cards)
    assert hidden <= set(view.unknown)
    assert not hidden & {c for z in view.zones.values() for c in z.cards if c}


def test_illegal_action_names_the_rule_and_changes_nothing():
    rules = rules_for("jupai")
    st = rules.new_game(["a", "b", "c", "d"], {"gesture_windows": "skip"}, 4)
    seat = rules.to_act(st)
    other = (seat + 1) % 4
    before = st.canonical_json()
    with pytest.raises(IllegalAction) as exc:
        rules.apply(st, A.Pass(other))
    assert "劇牌" in exc.value.rule and "decision" in exc.value.message()
    assert st.canonical_json() == before


def test_unknown_option_refused():
    rules = rules_for("jupai")
    with pytest.raises(ValueError, match="unknown option"):
        rules.new_game(["a", "b"], {"colour": "red"}, 1)
    with pytest.raises(ValueError, match="round_cards"):
        rules.new_game(["a", "b"], {"round_cards": 99}, 1)


def test_simulate_json(capsys):
    from desktop.__main__ import main
    assert main(["simulate", "--game", "jupai", "--players", "4", "--games", "20", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 20 and out["violations"] == 0 and len(out["wins"]) == 4
    assert out["decisions_per_s"] > 0 and sum(out["wins"]) >= 20


def test_simulate_table(capsys):
    from desktop.__main__ import main
    assert main(["simulate", "--games", "5", "--players", "3", "--option", "attack_tie=both_discard"]) == 0
    out = capsys.readouterr().out
    assert "decisions per second" in out and "invariant violations" in out


def test_simulate_bad_option(capsys):
    from desktop.__main__ import main
    assert main(["simulate", "--games", "1", "--option", "nonsense=1"]) == 2
    assert "unknown option" in capsys.readouterr().err


def test_action_kinds_are_per_game():
    """Two rule sets may both define Pass/Concede; a save or scenario gets its own game's class."""
    from desktop.core.actions import action_from_dict
    rules_for("sandbox")
    try:
        rules_for("sanguozhi")
    except KeyError:
        pass
    a = action_from_dict({"kind": "Pass", "seat": 1}, "jupai")
    assert type(a) is A.Pass
    assert type(action_from_dict({"kind": "MoveCard", "seat": 0, "card": "AS", "to_zone": "x"}, "jupai")).__name__ == "MoveCard"
    with pytest.raises(ValueError):
        action_from_dict({"kind": "NoSuchThing", "seat": 0}, "jupai")
