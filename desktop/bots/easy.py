"""Easy: a random legal play with light sense — it never makes a move that is plainly worse than another legal one."""

from __future__ import annotations

from ..core.errors import QT_TRANSLATE_NOOP
from .base import Choice
from .common import choice, game_parts, plays

N = QT_TRANSLATE_NOOP


def light_sense(game: str, moves: list) -> list:
    """Drop the moves a legal alternative plainly beats: the game's own ``prune`` (GameSpec), if it has one."""
    prune = game_parts(game).prune
    if prune is None:
        return moves
    return prune(moves)


class EasyBot:
    name = "easy"

    def choose(self, rules, view, legal, budget, rng, cancel=None, iterations=None) -> Choice:
        moves = light_sense(view.game, plays(legal))
        return choice(rng.choice(moves), N("Bots", "a random move among the sensible ones"))
