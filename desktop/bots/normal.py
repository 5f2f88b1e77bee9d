"""Normal: rules of thumb — estimate both totals before committing, shed, use equipment, purge well.

For 劇牌 the scores come from ``jupai_policy``; its reason names the rule it
followed.  A rule set without a rulebook here is played at the Easy level.
"""

from __future__ import annotations

from .base import Choice
from .common import choice
from .easy import EasyBot


def policy_for(game: str):
    """The module holding the rules of thumb of ``game``, or None."""
    if game == "jupai":
        from . import jupai_policy
        return jupai_policy
    return None


class NormalBot:
    name = "normal"

    def choose(self, rules, view, legal, budget, rng, cancel=None, iterations=None) -> Choice:
        pol = policy_for(view.game)
        if pol is None:
            return EasyBot().choose(rules, view, legal, budget, rng)
        best = pol.best(pol.Obs(view), pol.candidates(legal))
        return choice(best.action, best.reason, **best.args)
