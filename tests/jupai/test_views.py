"""What a seat may know: hand-card bonuses are public as amount and holder, never as the card (§1.1)."""

from desktop.games import rules_for

RULES = rules_for("jupai")


def test_hand_bonus_amount_and_holder_are_public_but_not_the_card():
    spec = {"game": "jupai", "options": {"mode": "advanced"},
            "setup": {"round_card": "6H", "actor": "P1", "bonus": {"QS": 8},
                      "zones": {"P1.hand": ["2S"], "P2.hand": ["QS", "3S"], "P3.hand": ["2H"], "P4.hand": ["2D"]}}}
    st = RULES.scenario_state(spec)
    v1 = RULES.view_for(st, 0)
    assert v1.data["hand_bonuses"]["1"] == [8]
    assert "QS" not in v1.data["bonus"] and "QS" in v1.unknown
    assert RULES.view_for(st, 1).data["bonus"] == {"QS": {"prop": 8}}


def test_committed_card_and_source_are_secret_until_the_reveal():
    spec = {"game": "jupai",
            "setup": {"round_card": "6H", "actor": "P1",
                      "zones": {"P1.hand": ["7S", "3S"], "P2.hand": ["KS", "5S"], "P3.hand": ["2H"], "P4.hand": ["2D"]}}}
    st = RULES.scenario_state(spec)
    from desktop.games.jupai.actions import Act
    RULES.apply(st, Act(0, "7S", 1, "none"))
    v2 = RULES.view_for(st, 1)
    assert "card_a" not in v2.data["pending"] and "src_a" not in v2.data["pending"]
    assert v2.zones["P1.play"].cards == [None]
    assert RULES.view_for(st, 0).data["pending"]["card_a"] == "7S"
