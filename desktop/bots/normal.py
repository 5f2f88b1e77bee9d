"""Normal: rules of thumb — estimate both totals before committing, shed, use equipment, purge well.

The rules of thumb are the game's own (``GameSpec.policy``: a module-like object with ``Obs``, ``candidates``,
``best``, ``score_actions`` and ``equivalence_key``); the reason names the rule it followed.  A game without
one is played at the Easy level.
"""

from __future__ import annotations

from typing import Any

from .base import Choice
from .common import REASON_ONLY, choice, game_parts
from .easy import EasyBot


def policy_for(game: str) -> Any:
    """The rules of thumb of ``game`` (its spec's ``policy``), or None."""
    return game_parts(game).policy


class NormalBot:
    name = "normal"

    def choose(self, rules, view, legal, budget, rng, cancel=None, iterations=None) -> Choice:
        pol = policy_for(view.game)
        if pol is None:
            return EasyBot().choose(rules, view, legal, budget, rng)
        moves = pol.candidates(legal)
        if len(moves) == 1:
            return choice(moves[0], REASON_ONLY)
        best = pol.best(pol.Obs(view), moves)
        return choice(best.action, best.reason, **best.args)
