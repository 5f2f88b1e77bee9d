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


BOT_NAMES = ("random", "easy", "normal", "hard")
