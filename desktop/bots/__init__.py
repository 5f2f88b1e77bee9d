"""Bots: players that choose an action from a PlayerView (never from the full state)."""

from __future__ import annotations


def make_bot(name: str):
    """A bot by level name: random, easy, normal, hard."""
    from .base import RandomBot
    if name == "random":
        return RandomBot()
    try:
        from . import levels
    except ImportError:
        raise KeyError(name) from None
    return levels.make(name)


def get_bot(kind: str):
    """The controller's entry point: ``fn(view, legal, budget, cancel) -> (action, reason)`` (docs/bots.md)."""
    from .levels import decision_function
    return decision_function(kind)


BOT_NAMES = ("random", "easy", "normal", "hard")
