"""Easy: a random legal play with light sense — it never makes a move that is plainly worse than another legal one."""

from __future__ import annotations

from typing import Any

from ..core.errors import QT_TRANSLATE_NOOP
from .base import Choice
from .common import choice, game_parts, plays

N = QT_TRANSLATE_NOOP


def light_sense(game: str, moves: list, src=None) -> list:
    """Drop the moves a legal alternative plainly beats: the game's own ``prune`` (GameSpec), if it has one.

    ``src`` is the position (the seat's view, or a sampled state inside a search); a prune that takes a
    second argument gets it (三国智 looks at the defenders before an attack)."""
    prune: Any = game_parts(game).prune  # (list) -> list, or (list, position) -> list
    if prune is None:
        return moves
    if _takes_position(prune):
        return prune(moves, src)
    return prune(moves)


_ARITY: dict = {}


def _takes_position(fn) -> bool:
    hit = _ARITY.get(fn)
    if hit is None:
        import inspect
        try:
            hit = len(inspect.signature(fn).parameters) >= 2
        except (TypeError, ValueError):
            hit = False
        _ARITY[fn] = hit
    return hit


class EasyBot:
    name = "easy"

    def choose(self, rules, view, legal, budget, rng, cancel=None, iterations=None) -> Choice:
        moves = light_sense(view.game, plays(legal), view)
        style = game_parts(view.game).easy_style
        if style is not None:
            moves = style(moves, view) or moves
        return choice(rng.choice(moves), N("Bots", "a random move among the sensible ones"))
