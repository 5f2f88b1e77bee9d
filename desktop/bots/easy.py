"""Easy: a random legal play with light sense — it never makes a move that is plainly worse than another legal one."""

from __future__ import annotations

from ..core.errors import QT_TRANSLATE_NOOP
from .base import Choice
from .common import choice, plays

N = QT_TRANSLATE_NOOP


def light_sense(game: str, moves: list) -> list:
    """Drop the moves a legal alternative plainly beats (劇牌; other games keep every sensible move)."""
    if game != "jupai":
        return moves
    kinds = {a.kind for a in moves}
    out = moves
    if "PurgePick" in kinds:  # §4.3a: a purge pick sheds a card for free
        out = [a for a in out if a.kind != "PurgeDone"]
    if "Purge" in kinds:  # §4.3: purging sheds at least the intent card; passing or re-equipping sheds none
        out = [a for a in out if a.kind not in ("Pass", "Reequip")]
    # §4.1: in an attack a weapon source only adds to one's total; §4.2 forces it on the defender anyway
    with_src = {(a.kind, a.card, getattr(a, "target", None)) for a in out
                if a.kind in ("Act", "Respond") and a.source != "none"}
    out = [a for a in out if not (a.kind in ("Act", "Respond") and a.source == "none"
                                  and (a.kind, a.card, getattr(a, "target", None)) in with_src)]
    return out or moves


class EasyBot:
    name = "easy"

    def choose(self, rules, view, legal, budget, rng, cancel=None, iterations=None) -> Choice:
        moves = light_sense(view.game, plays(legal))
        return choice(rng.choice(moves), N("Bots", "a random move among the sensible ones"))
