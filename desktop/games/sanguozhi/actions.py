"""三国智 actions: one small frozen dataclass per decision a player makes.

Multi-part choices are made one part at a time (an attacker, a defender, a
damage point), so that every list of legal actions stays short.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action, register


@register
@dataclass(frozen=True, slots=True)
class ChooseFirstPlayer(Action):
    """The winner of the random draw names the first player ``target`` and the direction (§1.2.4)."""
    target: int
    clockwise: bool = True


@register
@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """重置手牌: shuffle the hand into the 营地 and draw again (§1.2.6.1)."""


@register
@dataclass(frozen=True, slots=True)
class KeepHand(Action):
    """Keep the opening hand."""


@register
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass 行动权 (D.5.2)."""


@register
@dataclass(frozen=True, slots=True)
class Concede(Action):
    """Concede the game (D.6); allowed at any moment, listed for the seat that decides.

    ``gesture``: a player's own choice outside play, never picked by random or bot players
    (``desktop.bots.base.play_actions`` drops gestures).
    """
    gesture = True


@register
@dataclass(frozen=True, slots=True)
class PlaceBingquan(Action):
    """摆放兵权: a 兵权 card from hand into the 兵权槽 of its 兵种 (D.3)."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class Conscript(Action):
    """征兵: any hand card face down into a 兵权槽 (D.3); ``zone`` is e.g. ``P1.bq_cavalry``."""
    card: str
    zone: str


@register
@dataclass(frozen=True, slots=True)
class DeployGeneral(Action):
    """遣将: a general from hand face up into an empty 将领槽 (chain item 12)."""
    card: str
    zone: str


@register
@dataclass(frozen=True, slots=True)
class SetGeneral(Action):
    """伏将: a general from hand face down into an empty 将领槽 (chain item 11)."""
    card: str
    zone: str


@register
@dataclass(frozen=True, slots=True)
class FlipGeneral(Action):
    """翻转: a face-down field general of yours face up (chain item 14)."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class SetStrategy(Action):
    """伏谋: a 谋略 from hand face down into an empty 谋略槽 (no chain)."""
    card: str
    zone: str


@register
@dataclass(frozen=True, slots=True)
class UseStrategy(Action):
    """谋略发动 from hand or from a 谋略槽 (chain item 16); ``zone`` is the slot a persistent one takes."""
    card: str
    targets: tuple = ()
    zone: str | None = None


@register
@dataclass(frozen=True, slots=True)
class EquipTreasure(Action):
    """装备宝物: a 宝物 from hand onto the face-up ``general`` of yours (chain item 13)."""
    card: str
    general: str


@register
@dataclass(frozen=True, slots=True)
class FormFormation(Action):
    """结成阵型: ``members`` fill the 阵型's entries in order (D.8.3; no chain)."""
    card: str
    members: tuple = ()


@register
@dataclass(frozen=True, slots=True)
class DissolveFormation(Action):
    """解散阵型 (no chain)."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class UseEvent(Action):
    """使用事件: a face-down 事件 of your 事件槽 (chain item 18)."""
    card: str
    targets: tuple = ()


@register
@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """横置技能 / 启动式效果: activated ability ``index`` of ``card`` (chain item 15 / 17)."""
    card: str
    index: int
    targets: tuple = ()
    costs: tuple = ()


@register
@dataclass(frozen=True, slots=True)
class PutTrigger(Action):
    """Put waiting trigger ``trigger`` (its id) on the chain, or decline an optional one (D.5.5)."""
    trigger: int
    use: bool = True
    targets: tuple = ()


@register
@dataclass(frozen=True, slots=True)
class DeclareAttacker(Action):
    """Add ``card`` (a general or a formed 阵型) to 战团 ``group`` (1-based; a new number opens one) attacking ``target``."""
    card: str
    group: int
    target: int


@register
@dataclass(frozen=True, slots=True)
class EndAttack(Action):
    """Finish declaring attackers; with none declared, no attack (the 战斗阶段 ends)."""


@register
@dataclass(frozen=True, slots=True)
class DeclareDefender(Action):
    """``card`` defends 战团 ``group``."""
    card: str
    group: int


@register
@dataclass(frozen=True, slots=True)
class EndDefense(Action):
    """Finish declaring defenders."""


@register
@dataclass(frozen=True, slots=True)
class PlaceDamage(Action):
    """Place ``n`` points of ``dealer`` on ``receiver`` (D.7.4)."""
    dealer: str
    receiver: str
    n: int = 1


@register
@dataclass(frozen=True, slots=True)
class AssignDamage(Action):
    """Place all points of the pending assignment at once: ``points`` = ((dealer, receiver, n), …)."""
    points: tuple = ()


@register
@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """舍弃 a hand card when a discard is owed (hand limit, an effect)."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class PickCard(Action):
    """Take a card when an effect lets you choose (search the 营地)."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class Answer(Action):
    """Yes / no to a pending question (may draw 3, stop searching, shuffle an enemy's 营地)."""
    yes: bool
