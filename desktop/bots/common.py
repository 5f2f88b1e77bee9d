"""What the bot levels share: cancellation, reasons, the sensible subset of the legal actions."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Callable

from ..core.actions import Action
from ..core.errors import QT_TRANSLATE_NOOP
from ..core.moves import NEVER, QUIET, plays, sensible
from ..games import spec_for
from .base import Choice

N = QT_TRANSLATE_NOOP

__all__ = ["NEVER", "QUIET", "GameParts", "game_parts", "Cancelled", "cancel_check", "choice", "format_reason", "plays", "sensible"]

@dataclass(frozen=True)
class GameParts:
    """What the bot levels take from a game's spec: Normal's rules of thumb, Easy's pruning and manner, the
    sampler."""

    policy: Any = None
    prune: Callable[[list], list] | None = None
    determinize: Callable[..., Any] | None = None
    easy_style: Callable[[list, Any], list] | None = None


_PARTS: dict[str, tuple[object, GameParts]] = {}


def game_parts(game: str | None) -> GameParts:
    """The bot parts of ``game`` (from ``GameSpec``; empty for a game that has none), resolved once per spec."""
    if game is None:
        return GameParts()
    spec = spec_for(game)
    hit = _PARTS.get(game)
    if hit is None or hit[0] is not spec:
        hit = (spec, GameParts(spec.get_policy(), spec.get_prune(), spec.get_determinize(), spec.get_easy_style()))
        _PARTS[game] = hit
    return hit[1]


class Cancelled(Exception):
    """Raised inside a search when the caller cancelled; the bot then answers at once."""


def cancel_check(cancel) -> Callable[[], bool]:
    """``cancel`` may be None, a ``threading.Event`` (or anything with ``is_set``) or a callable."""
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event) or hasattr(cancel, "is_set"):
        return cancel.is_set
    if callable(cancel):
        return cancel
    raise TypeError("cancel must be a threading.Event, a callable or None")


def choice(action: Action, reason: str, **args) -> Choice:
    """A Choice whose reason has ``{fields}`` filled from ``args`` (kept as pairs for the translator)."""
    return Choice(action, reason, tuple(sorted(args.items())))


def format_reason(c: Choice, translate=None) -> str:
    """The reason of ``c`` as text (``translate(text)`` looks the English up in the "Bots" context)."""
    text = translate(c.reason) if translate else c.reason
    try:
        return text.format(**dict(c.args))
    except (KeyError, IndexError, ValueError, TypeError):
        return text


REASON_ONLY = N("Bots", "the only sensible move")
