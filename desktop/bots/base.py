"""The bot protocol: a bot sees one seat's view, the legal actions and a time budget,
and returns one legal action with a one-line reason for the log."""

from __future__ import annotations

import random
from typing import NamedTuple, Protocol

from ..core.actions import Action
from ..core.errors import QT_TRANSLATE_NOOP
from ..core.moves import is_gesture, play_actions
from ..core.state import PlayerView

RANDOM = QT_TRANSLATE_NOOP("Bots", "random choice")

__all__ = ["Bot", "Choice", "RandomBot", "is_gesture", "play_actions"]


class Choice(NamedTuple):
    """A bot's answer (a named tuple: built once per decision, so it is kept cheap)."""
    action: Action
    reason: str = ""          # English, marked for translation in the "Bots" context
    args: tuple = ()          # fields for the reason


class Bot(Protocol):
    name: str

    def choose(self, rules, view: PlayerView, legal: list[Action], budget: float, rng: random.Random) -> Choice: ...


class RandomBot:
    """Uniform over the legal actions that play the game; in a gesture window it mostly says done."""
    name = "random"

    def choose(self, rules, view, legal, budget, rng) -> Choice:
        plays = play_actions(legal)
        if plays:
            return Choice(rng.choice(plays), RANDOM)
        done = [a for a in legal if a.kind in ("Done", "AnswerYield", "Resume")]
        rest = [a for a in legal if a.kind not in ("Pause", "Concede")]
        if done and (rng.random() < 0.9 or not rest):
            return Choice(rng.choice(done), RANDOM)
        if rest:
            return Choice(rng.choice(rest), RANDOM)
        return Choice(rng.choice(legal), RANDOM)
