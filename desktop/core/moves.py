"""Which legal actions play the game: gestures, the ones a bot never makes on its own, the quiet ones.

Shared by the bot levels (desktop/bots) and the games' own bot policies (which may not import the bots).
"""

from __future__ import annotations

from .actions import Action

# Gestures a bot never makes on its own: they end or halt its game, or write free text.
NEVER = ("Pause", "Concede", "Abandon", "Background")
# Gestures that close one's part in a window or answer an offer: the "do nothing" of a window.
QUIET = ("Done", "AnswerYield", "Resume")


def is_gesture(a: Action) -> bool:
    return bool(getattr(a, "gesture", False))


def play_actions(legal: list[Action]) -> list[Action]:
    """The actions that play the game, without the gestures a bot should not make lightly."""
    return [a for a in legal if not a.gesture]


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
