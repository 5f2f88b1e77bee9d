"""What the bot levels share: cancellation, reasons, the sensible subset of the legal actions."""

from __future__ import annotations

import threading
from typing import Callable

from ..core.actions import Action
from ..core.errors import QT_TRANSLATE_NOOP
from .base import Choice, is_gesture

N = QT_TRANSLATE_NOOP

# Gestures a bot never makes on its own: they end or halt its game, or write free text.
NEVER = ("Pause", "Concede", "Abandon", "Background")
# Gestures that close one's part in a window or answer an offer: the "do nothing" of a window.
QUIET = ("Done", "AnswerYield", "Resume")


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


def sensible(legal: list[Action]) -> list[Action]:
    """The legal actions worth considering: no pause, concession, abandon or free text.

    Falls back to ``legal`` itself when nothing else is left (a paused seat may
    only resume or concede, and resume is kept)."""
    out = [a for a in legal if a.kind not in NEVER]
    return out or list(legal)


def plays(legal: list[Action]) -> list[Action]:
    """The sensible actions that play the game (no gesture) — or, in a gesture window, the quiet ones."""
    sens = sensible(legal)
    real = [a for a in sens if not is_gesture(a)]
    if real:
        return real
    quiet = [a for a in sens if a.kind in QUIET]
    return quiet or sens


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
