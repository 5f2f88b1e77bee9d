"""No 劇牌 game can hang (issue 18 item 3, the engine side): every legal action changes the state, free-text
gestures are not offered, and four Random bots finish every seeded game."""

from __future__ import annotations

import random

import pytest

from desktop.bots.base import RandomBot
from desktop.core.errors import IllegalAction
from desktop.games import rules_for
from desktop.games.jupai.actions import Background

R = rules_for("jupai")


def test_empty_or_blank_background_text_is_refused_and_not_offered():
    st = R.new_game(["a", "b", "c", "d"], {}, 1)
    seat = R.to_act(st)
    assert st.data["phase"] == "window" and st.data["window"]["kind"] == "setup"
    assert not any(a.kind == "Background" for a in R.legal_actions(st, seat))
    assert R.text_gestures(st, seat) == [Background(seat, "")]
    before = st.hash()
    for text in ("", "   ", "\n\t"):
        with pytest.raises(IllegalAction) as exc:
            R.apply(st, Background(seat, text))
        assert "§8 gesture 8" in exc.value.rule
        assert st.hash() == before
    R.apply(st, Background(seat, "a retired sailor"))
    assert st.data["players"][seat]["background"] == "a retired sailor"
    assert R.refusal(st, Background(seat, "a retired sailor")) is not None  # the same text again changes nothing


def test_every_legal_action_changes_the_state():
    for opts in ({}, {"mode": "advanced"}):
        for seed in range(3):
            st = R.new_game(["a", "b", "c", "d"], dict(opts), seed)
            rng = random.Random(seed)
            for _ in range(150):
                if R.is_over(st):
                    break
                h = st.hash()
                for seat in range(4):
                    for a in R.legal_actions(st, seat):
                        trial = st.clone()
                        R.apply(trial, a)
                        assert trial.hash() != h, a
                legal = R.legal_actions(st, R.to_act(st))
                R.apply(st, rng.choice([a for a in legal if a.kind != "Concede"] or legal))


@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_four_random_bots_finish_every_game(mode):
    """The hang of issue 18 (advanced, seeds where Random picked an empty Background for ever) cannot recur."""
    bot = RandomBot()
    for seed in range(12):
        st = R.new_game(["a", "b", "c", "d"], {"mode": mode}, seed)
        rng = random.Random(seed)
        moves = 0
        while not R.is_over(st):
            legal = R.legal_actions(st, R.to_act(st))
            R.apply(st, bot.choose(R, None, legal, 0.0, rng).action)
            moves += 1
            assert moves < 5000, (mode, seed)
