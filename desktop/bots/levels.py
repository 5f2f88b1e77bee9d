"""The bot levels by name (easy, normal, hard), and the decision function the table's controller calls."""

from __future__ import annotations

import random
from typing import Any

from .common import format_reason
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot

LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make(name: str, **kw):
    """A bot by level name; ``hard:N`` is a Hard bot with a fixed N iterations (deterministic)."""
    base, _, arg = name.partition(":")
    if base not in LEVELS:
        raise KeyError(name)
    if base == "hard" and arg:
        kw.setdefault("iterations", int(arg))
    bot: Any = LEVELS[base](**kw)
    bot.name = name
    return bot


def decision_function(kind: str, rules=None, seed: int | None = None, translate=None):
    """``fn(view, legal, budget=1.0, cancel=None) -> (action, reason)`` for the controller's worker thread.

    ``rules`` defaults to the rule set named by ``view.game``; the rng is seeded
    from ``seed`` (or, if None, from the view's round and the legal actions, so a
    replayed position gets the same answer from Easy and Normal).
    """
    bot: Any
    if kind == "random":
        from .base import RandomBot
        bot = RandomBot()
    else:
        bot = make(kind)

    def fn(view, legal, budget=1.0, cancel=None):
        from ..games import rules_for
        r = rules if rules is not None else rules_for(view.game)
        s = seed if seed is not None else _position_seed(view, legal)
        b = 1.0 if budget is None else budget
        if kind == "random":
            c = bot.choose(r, view, legal, b, random.Random(s))
        else:
            c = bot.choose(r, view, legal, b, random.Random(s), cancel=cancel)
        return c.action, format_reason(c, translate)
    fn.bot = bot  # type: ignore[attr-defined]  # the bot object, for tests and the bench
    return fn


def _position_seed(view, legal) -> int:
    import hashlib
    key = repr((view.seat, sorted(view.data.get("players", [{}])[0].items()) if view.data.get("players") else None,
                view.data.get("round_no"), [a.to_dict() for a in legal]))
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")
