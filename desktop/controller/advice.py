"""Hints: "What would you do?" — the Hard bot's three best moves for a seat, each with a chance in words and a reason.

The search is Hard's own (``desktop.bots.hard.HardBot.analyse``: the root moves with their win estimates,
playouts and reasons).  The estimate of a move is the share of its playouts it won (a playout that stops
early counts the position's estimated chance), so "chance" means the estimated chance to win.  The one-line
reason of each move is Normal's rule of thumb for it (the game's policy, as Normal says it in the log),
else what the search saw.

Everything is computed from ``view`` — the seat's view — only: the function never sees the game state, so a
hint cannot name a hidden card (tests/bots/test_hint_poison.py).  It runs on a worker thread
(``HintRunner``, the bots' runner) within the bots' budget.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..bots.common import game_parts
from ..bots.hard import HardBot
from ..core.errors import QT_TRANSLATE_NOOP as N
from .bots import BotRunner

TOP = 3

# (lowest estimate, words) — what a player says; Hints context.  Checked from the top.
CHANCE_WORDS = (
    (0.85, N("Hints", "almost certain to win")),
    (0.65, N("Hints", "likely to win")),
    (0.45, N("Hints", "a good chance")),
    (0.30, N("Hints", "a fair chance")),
    (0.15, N("Hints", "an outside chance")),
    (0.05, N("Hints", "unlikely to win")),
    (0.0, N("Hints", "very unlikely to win")),
)
SEARCH_REASON = N("Hints", "won {p}% of its {v} sampled playouts")
ONLY_MOVE = N("Hints", "the only sensible move here")


def chance_words(p: float) -> str:
    """The English words (Hints context) for an estimated chance ``p`` (0 … 1)."""
    for low, words in CHANCE_WORDS:
        if p >= low:
            return words
    return CHANCE_WORDS[-1][1]


@dataclass(frozen=True)
class Advice:
    """One suggested move: ``chance`` the estimate (None when there was nothing to search), ``visits`` the
    playouts behind it, ``reason`` English (``reason_context``) with ``args``."""

    action: Any
    chance: float | None
    visits: int
    reason: str
    args: dict = field(default_factory=dict)
    reason_context: str = "Bots"

    @property
    def words(self) -> str:
        return chance_words(self.chance) if self.chance is not None else ONLY_MOVE


def hints_available(game: str | None) -> bool:
    """Whether the game gives Hard a sampler of hidden cards (its spec's ``determinize``): hints need one."""
    return game is not None and game_parts(game).determinize is not None


def advise(rules, view, legal: list, budget: float, rng: random.Random, cancel=None,
           iterations: int | None = None, top: int = TOP) -> list[Advice]:
    """Hard's ``top`` best moves for ``view.seat``, best first (empty when the game has no sampler).

    ``HardBot.analyse`` runs the full search (no early stop) and gives each root move its estimated chance to
    win, its playouts and the rules of thumb's reason for it.  A reason that words one decision (yes / no)
    the same way for every option is the reason of the option searched most; the others say what the search
    saw."""
    if not legal or not hints_available(view.game):
        return []
    rows = HardBot().analyse(rules, view, legal, budget, rng, cancel=cancel, iterations=iterations, top=top)
    if len(rows) == 1 and rows[0].visits == 0:  # nothing was searched: one sensible move
        r = rows[0]
        return [Advice(r.action, None, 0, r.reason or ONLY_MOVE, dict(r.args), "Bots" if r.reason else "Hints")]
    out, said = [], set()
    for r in rows:
        words = (r.reason, repr(sorted(r.args)))
        if r.reason and words not in said:
            said.add(words)
            out.append(Advice(r.action, r.win, r.visits, r.reason, dict(r.args), "Bots"))
        else:
            out.append(Advice(r.action, r.win, r.visits, SEARCH_REASON,
                              {"p": round(100 * r.win), "v": r.visits}, "Hints"))
    return out


def hint_function(rules, seed: int, iterations: int | None = None):
    """``fn(view, legal, budget, cancel) -> (advice list, "", {})`` for the bots' worker (``BotRunner``)."""
    def fn(view, legal, budget=None, cancel=None):
        return advise(rules, view, legal, 1.0 if budget is None else budget, random.Random(seed), cancel,
                      iterations), "", {}
    return fn


class HintRunner(QObject):
    """Asks for hints on a worker thread (its own, so a thinking bot seat is not cancelled); ``ready`` arrives in
    the GUI thread with the token it was asked with."""

    ready = Signal(object, list)      # token, [Advice]
    failed = Signal(object, str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.runner = BotRunner(self)
        self.runner.decided.connect(lambda token, result, _r, _a: self.ready.emit(token, list(result or [])))
        self.runner.failed.connect(self.failed)

    def ask(self, rules, view, legal, token, seed: int, budget: float, iterations: int | None = None) -> None:
        self.runner.start(hint_function(rules, seed, iterations), token, view, legal, budget)

    def cancel(self) -> None:
        self.runner.cancel()

    def busy(self) -> bool:
        return self.runner.busy()

    def shutdown(self) -> None:
        self.runner.shutdown()


__all__ = ["Advice", "advise", "chance_words", "hints_available", "hint_function", "HintRunner", "CHANCE_WORDS"]
