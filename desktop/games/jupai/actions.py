"""劇牌 actions.  Each names the seat that takes it; ``gesture`` marks the 牌局手勢 of §8."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action, register

SOURCES = ("none", "equip", "strat", "temp")


@register
@dataclass(frozen=True, slots=True)
class Act(Action):
    """The turn's action (§4): commit ``card`` face down against ``target`` with a weapon source."""
    card: str
    target: int
    source: str = "none"


@register
@dataclass(frozen=True, slots=True)
class Respond(Action):
    """The target's commitment (§3.4 step 2): an intent card and, where allowed, a weapon source."""
    card: str
    source: str = "none"


@register
@dataclass(frozen=True, slots=True)
class Purge(Action):
    """Supply (a): discard one hand card as intent (§4.3)."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class PurgePick(Action):
    """Supply (a): discard one collected card paid for by the purge intent."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class PurgeDone(Action):
    """Supply (a): stop picking collected cards."""


@register
@dataclass(frozen=True, slots=True)
class Reequip(Action):
    """Supply (b): discard the equipment and draw a new quality and weapon (§4.3)."""


@register
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Supply (c), or any round with allow_voluntary_pass."""


@register
@dataclass(frozen=True, slots=True)
class Rearm(Action):
    """Upkeep (§5.3): take (accept=True) or decline the rearm."""
    accept: bool = True


@register
@dataclass(frozen=True, slots=True)
class PlayOut(Action):
    """Final round (§6.2): no legal action, so discard one hand card of one's choice."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class OptIn(Action):
    """Advanced upkeep (§7.2): opt in (accept=True) or not."""
    accept: bool = True


@register
@dataclass(frozen=True, slots=True)
class TradeOffer(Action):
    """Forced trade (§7.6): the hand card offered, chosen blind."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class TradeChoice(Action):
    """Forced trade (§7.6): the initiator scores (True) or voids the action."""
    score: bool = True


@register
@dataclass(frozen=True, slots=True)
class PlunderGive(Action):
    """Forced plunder (§7.6): the victim gives one of its highest hand cards when they differ in face value."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class Vote(Action):
    """Continuation vote (§7.9): yes places one's whole collected pile."""
    yes: bool = True


# ---- gestures (§8) -----------------------------------------------------------

@register
@dataclass(frozen=True, slots=True)
class Done(Action):
    """End one's part in the open gesture window."""
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class Yield(Action):
    """讓位, gesture 1: offer one's identity (position) to ``to``."""
    to: int
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class AnswerYield(Action):
    """讓位: flip the offered identity (accept) or decline."""
    accept: bool = True
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class Reshuffle(Action):
    """重洗, gesture 2, ``way`` 1, 2 or 3."""
    way: int
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class Pause(Action):
    """暫停, gesture 3."""
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class Resume(Action):
    """暫停 ends: identity face up again."""
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class Abandon(Action):
    """棄局, gesture 4 (``card``: the hand card paid with abandon_mode=round)."""
    card: str | None = None
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class Concede(Action):
    """認輸, gesture 5."""
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """交換, gesture 6."""
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class RoleChange(Action):
    """角色更換, gesture 7."""
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class Background(Action):
    """信息補充, gesture 8: free background text (no rule effect)."""
    text: str
    gesture = True
