"""Match keeps a copy of the state every SNAPSHOT_EVERY actions (issue 13): undo and replay_to replay at
most that many actions and give the same state as a replay from the start; redo survives replaying the
same actions."""

from __future__ import annotations

import random

import pytest

from desktop.bots.base import RandomBot
from desktop.core.rules import Match, replay
from desktop.games import rules_for


class Counting:
    """A rule set that counts the actions applied through it."""

    def __init__(self, rules) -> None:
        self.rules = rules
        self.applied = 0

    def __getattr__(self, name):
        return getattr(self.rules, name)

    def apply(self, state, action):
        self.applied += 1
        return self.rules.apply(state, action)


def _played(game: str, seats: int, options: dict, actions: int) -> Match:
    """A seeded random game of ``actions`` moves (or the first seed's game that runs past a few copies)."""
    bot = RandomBot()
    for seed in range(50):
        rules = Counting(rules_for(game))
        match = Match.new(rules, [f"P{s + 1}" for s in range(seats)], options, seed)
        rnd = random.Random(seed)
        while len(match.actions) < actions and not rules.is_over(match.state):
            seat = rules.to_act(match.state)
            match.play(bot.choose(rules, None, rules.legal_actions(match.state, seat), 0.0, rnd).action)
        if len(match.actions) > Match.SNAPSHOT_EVERY + 7:
            return match
    raise AssertionError(f"no {game} game of {actions} actions")


CASES = [("sanguozhi", 2, {}, 300), ("jupai", 4, {"mode": "advanced"}, 60), ("sandbox", 2, {}, 300)]


@pytest.mark.parametrize("game,seats,options,actions", CASES, ids=[c[0] for c in CASES])
def test_replay_to_is_the_replay_from_the_start(game, seats, options, actions):
    match = _played(game, seats, options, actions)
    n = len(match.actions)
    assert n > Match.SNAPSHOT_EVERY
    for k in sorted({0, 1, Match.SNAPSHOT_EVERY, Match.SNAPSHOT_EVERY + 1, n // 2, n - 1, n}):
        want = replay(match.rules, match.initial, match.actions[:k]).hash()
        match.rules.applied = 0
        assert match.replay_to(k).hash() == want, k
        assert match.rules.applied < Match.SNAPSHOT_EVERY  # from the nearest copy, not from the start
    assert match.replay_to(n).hash() == match.state.hash()


@pytest.mark.parametrize("game,seats,options,actions", CASES, ids=[c[0] for c in CASES])
def test_undo_and_redo(game, seats, options, actions):
    match = _played(game, seats, options, actions)
    full = list(match.actions)
    end = match.state.hash()
    n = len(full)
    match.truncate(n - 5)
    assert match.actions == full[:n - 5] and match.redo == full[n - 5:]
    assert match.state.hash() == replay(match.rules, match.initial, full[:n - 5]).hash()
    match.truncate(n - 7)  # undo again: the older moves come first
    assert match.redo == full[n - 7:]
    match.play(full[n - 7])  # the same move: the rest can still be redone
    assert match.redo == full[n - 6:]
    while match.redo:
        match.redo_next()
    assert match.actions == full and match.state.hash() == end
    match.truncate(n - 2)
    other = next(a for a in match.rules.legal_actions(match.state, match.rules.to_act(match.state))
                 if a != full[n - 2])
    match.play(other)  # another move: the undone ones are gone
    assert match.redo == []


def test_undo_far_back_then_forward_again_keeps_snapshots_consistent():
    match = _played("sanguozhi", 2, {}, 200)
    full = list(match.actions)
    match.truncate(Match.SNAPSHOT_EVERY + 3)
    assert all(k <= Match.SNAPSHOT_EVERY + 3 for k in match._snaps)
    for a in full[Match.SNAPSHOT_EVERY + 3:]:
        match.play(a)
    assert match.replay_to(len(full) - 1).hash() == replay(match.rules, match.initial, full[:-1]).hash()
    with pytest.raises(IndexError):
        match.replay_to(len(full) + 1)
