"""Issue 18 item 2 for 劇牌: simulate checks the events of every action for hidden cards (both modes pass), and a
planted event naming a face-down card is counted as a violation."""

from __future__ import annotations

import pytest

from desktop.bots.simulate import run_games
from desktop.core.events import Message
from desktop.games import rules_for

R = rules_for("jupai")


@pytest.mark.parametrize("options", [{}, {"mode": "advanced"}])
def test_both_modes_pass_the_event_check(options):
    assert "events" in R.view_checks
    res = run_games("jupai", 4, 6, 3, ["normal", "easy", "random", "hard"], options, budget=0.02)
    assert res["violations"] == 0, res["violation_examples"]


def test_an_event_naming_a_hidden_card_is_a_violation(monkeypatch):
    real = R.apply

    def leaky(st, action):
        secret = st.zones["table.draw"].cards[-1]  # the top of the draw pile: nobody sees it
        return real(st, action) + [Message("planted {card}", (("card", secret),))]

    monkeypatch.setattr(R, "apply", leaky)
    res = run_games("jupai", 4, 1, 3, ["random"] * 4, {})
    assert res["violations"] == 1
    assert "names hidden" in res["violation_examples"][0]
