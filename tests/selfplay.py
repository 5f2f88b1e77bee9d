"""The one self-play loop of the tests: a seeded game played by a chooser, with hooks before and after each move.

Every game test that plays at random uses this (random play, saves, replay, 三国智 play, the golden games'
checks), so a change of the loop (who acts, what counts as a stall) is made once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from desktop.bots.base import RandomBot
from desktop.core.moves import play_actions
from desktop.core.rules import Match

Chooser = Callable[[Any, Any, int, list, random.Random], Any]  # (rules, state, seat, legal, rng) -> action


def random_bot(bot: Any = None) -> Chooser:
    """A chooser asking ``bot`` (RandomBot by default) with the seat's view, as the table's bots do."""
    bot = bot or RandomBot()

    def choose(rules, state, seat, legal, rng):
        return bot.choose(rules, rules.view_for(state, seat), legal, 1.0, rng).action
    return choose


def seat_bots(bots: list, hook: Callable | None = None) -> Chooser:
    """A chooser asking ``bots[seat]`` with the seat's view (budget 1 s); ``hook(state, seat, view, legal, choice)``
    sees every choice, its reason included, before it is played."""

    def choose(rules, state, seat, legal, rng):
        view = rules.view_for(state, seat)
        c = bots[seat].choose(rules, view, legal, 1.0, rng)
        if hook is not None:
            hook(state, seat, view, legal, c)
        return c.action
    return choose


def random_play(rules, state, seat, legal, rng):
    """A uniformly random action among those that play the game (no gesture)."""
    return rng.choice(play_actions(legal))


@dataclass
class Played:
    state: Any
    actions: list = field(default_factory=list)
    events: list = field(default_factory=list)
    match: Match | None = None

    @property
    def n(self) -> int:
        return len(self.actions)


def self_play(rules, seats: int | list[str], options: dict | None, seed: int, *, choose: Chooser | None = None,
              steps: int | None = None, max_actions: int = 5000, before: Callable | None = None,
              after: Callable | None = None, match: bool = False, rng: random.Random | None = None) -> Played:
    """Play a new game of ``rules`` from ``seed`` (``seats``: names, or a number of seats "P1"…).

    ``steps``: stop after that many actions (None: play to the end, failing after ``max_actions``).
    ``before(state, seat, legal, rng)`` runs before each choice, ``after(state, action, events)`` after each
    move; ``match``: play through a ``Match`` (kept in the result) rather than on the state."""
    names = [f"P{s + 1}" for s in range(seats)] if isinstance(seats, int) else list(seats)
    rng = rng or random.Random(seed)
    choose = choose or random_bot()
    m = Match.new(rules, names, dict(options or {}), seed) if match else None
    state = m.state if m is not None else rules.new_game(names, dict(options or {}), seed)
    out = Played(state, match=m)
    while not rules.is_over(state):
        if steps is not None and out.n >= steps:
            break
        assert steps is not None or out.n < max_actions, f"the game does not end after {max_actions} actions"
        seat = rules.to_act(state)
        assert seat is not None, f"nobody to act in {state.data.get('phase', state.data.get('step'))}"
        legal = rules.legal_actions(state, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        if before is not None:
            before(state, seat, legal, rng)
        action = choose(rules, state, seat, legal, rng)
        events = m.play(action) if m is not None else rules.apply(state, action)
        out.actions.append(action)
        out.events += events
        if after is not None:
            after(state, action, events)
    return out
