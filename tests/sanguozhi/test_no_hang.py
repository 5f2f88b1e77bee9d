"""No 三国智 game can hang: with 3–4 seats and players conceding at random moments (the setup included), the
seat to act always has a legal action and every game ends (D.6: a conceded player is skipped)."""

from __future__ import annotations

import random

from desktop.games import rules_for
from desktop.games.sanguozhi.actions import ChooseFirstPlayer, Concede

R = rules_for("sanguozhi")


def _play(n: int, seed: int, concede_at: list[int]) -> None:
    st = R.new_game([f"P{s + 1}" for s in range(n)], {}, seed)
    rng = random.Random(seed)
    for step in range(4000):
        if R.is_over(st):
            return
        seat = R.to_act(st)
        assert seat is not None and not st.data["players"][seat]["out"], (seed, step, seat)
        legal = R.legal_actions(st, seat)
        assert [a for a in legal if a.kind != "Concede"], (seed, step, st.data["step"], st.data["decisions"][:1])
        if step in concede_at:
            who = rng.choice([s for s in range(n) if not st.data["players"][s]["out"]])
            R.apply(st, Concede(who))
            continue
        R.apply(st, rng.choice([a for a in legal if a.kind != "Concede"]))
    raise AssertionError(f"seed {seed}: not over after 4000 actions")


def test_concede_during_the_mulligan_does_not_hang():
    # The case found by another helper: seed 1, 3 seats, ChooseFirstPlayer, Concede, KeepHand, Mulligan.
    st = R.new_game(["A", "B", "C"], {}, 1)
    first = next(a for a in R.legal_actions(st, R.to_act(st)) if a.kind == "ChooseFirstPlayer")
    R.apply(st, first)
    R.apply(st, Concede(R.to_act(st)))
    for kind in ("KeepHand", "Mulligan"):
        R.apply(st, next(a for a in R.legal_actions(st, R.to_act(st)) if a.kind == kind))
    seat = R.to_act(st)
    assert not st.data["players"][seat]["out"]
    assert "Pass" in [a.kind for a in R.legal_actions(st, seat)]


def test_a_conceded_player_cannot_be_named_first():
    st = R.new_game(["A", "B", "C"], {}, 2)
    winner = R.to_act(st)
    other = (winner + 1) % 3
    R.apply(st, Concede(other))
    assert not any(a.target == other for a in R.legal_actions(st, winner) if a.kind == "ChooseFirstPlayer")
    exc = R.refusal(st, ChooseFirstPlayer(winner, other, True))
    assert exc is not None and "§D.6" in exc.rule


def test_random_concessions_with_three_and_four_seats_never_hang():
    for seed in range(12):
        n = 3 + seed % 2
        rng = random.Random(100 + seed)
        _play(n, seed, sorted(rng.sample(range(0, 40), 2) + [rng.randrange(40, 600)]))
