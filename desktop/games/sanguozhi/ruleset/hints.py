"""三国智 table hints: for each legal action the card to drag and the zone to drop it on, or a button label."""

from __future__ import annotations

from ....core.actions import Action
from ....core.errors import QT_TRANSLATE_NOOP
from ....core.rules import UiHint
from ....core.state import GameState
from .. import engine as E
from ..actions import (AssignDamage, Answer, ChooseFirstPlayer, Concede, Conscript, DeclareAttacker, DeclareDefender,
                       DeployGeneral, DiscardCard, DissolveFormation, EndAttack, EndDefense, EquipTreasure, FlipGeneral,
                       FormFormation, KeepHand, Mulligan, Pass, PickCard, PlaceBingquan, PlaceDamage, PutTrigger,
                       SetGeneral, SetStrategy, UseAbility, UseEvent, UseStrategy)
from ..zoneinfo import BINGQUAN


def ui_hint(state: GameState, action: Action) -> UiHint:
    """What the table shows for ``action``: the card to drag and the zone to drop it on, or a button.

    Labels are English sources of the "Actions" context with ``{fields}`` from ``args`` (seats as
    ``P1``…).  Combat drops use the table's pseudo-zones: ``combat.N`` (战团 N) and ``combat.new.S``
    (a new 战团 attacking seat S, 0-based).
    """
    a = action
    k = type(a).__name__
    h = UiHint(card=None, zone=None, label="", args={}, group=k)
    if isinstance(a, PlaceBingquan):
        bz = E.cdef(state, a.card)["face_value"]["bingzhong"]
        h.update(UiHint(card=a.card, zone=E.zid(a.seat, BINGQUAN[bz]), label=QT_TRANSLATE_NOOP("Actions", "Place command")))
    elif isinstance(a, Conscript):
        h.update(UiHint(card=a.card, zone=a.zone, label=QT_TRANSLATE_NOOP("Actions", "Conscript")))
    elif isinstance(a, DeployGeneral):
        h.update(UiHint(card=a.card, zone=a.zone, label=QT_TRANSLATE_NOOP("Actions", "Deploy general")))
    elif isinstance(a, SetGeneral):
        h.update(UiHint(card=a.card, zone=a.zone, label=QT_TRANSLATE_NOOP("Actions", "Set general face down")))
    elif isinstance(a, SetStrategy):
        h.update(UiHint(card=a.card, zone=a.zone, label=QT_TRANSLATE_NOOP("Actions", "Set stratagem face down")))
    elif isinstance(a, EquipTreasure):
        h.update(UiHint(card=a.card, zone=state.where.get(a.general, "") + ".treasure",
                 label=QT_TRANSLATE_NOOP("Actions", "Equip treasure"), args={"general": a.general}))
    elif isinstance(a, UseStrategy):
        h.update(UiHint(card=a.card, zone=a.zone or "table.chain", label=QT_TRANSLATE_NOOP("Actions", "Use stratagem"),
                 args={"targets": list(a.targets)}))
    elif isinstance(a, UseEvent):
        h.update(UiHint(card=a.card, zone="table.chain", label=QT_TRANSLATE_NOOP("Actions", "Use event"),
                 args={"targets": list(a.targets)}))
    elif isinstance(a, FlipGeneral):
        h.update(UiHint(card=a.card, label=QT_TRANSLATE_NOOP("Actions", "Flip face up")))
    elif isinstance(a, FormFormation):
        h.update(UiHint(card=a.card, label=QT_TRANSLATE_NOOP("Actions", "Form formation"), args={"members": list(a.members)}))
    elif isinstance(a, DissolveFormation):
        h.update(UiHint(card=a.card, label=QT_TRANSLATE_NOOP("Actions", "Dissolve formation")))
    elif isinstance(a, UseAbility):
        h.update(UiHint(card=a.card, label=QT_TRANSLATE_NOOP("Actions", "Use ability"),
                 args={"index": a.index, "targets": list(a.targets)}))
    elif isinstance(a, DeclareAttacker):
        cb = state.data.get("combat") or {}
        new = not isinstance(a.group, int) or a.group > len(cb.get("groups") or [])
        zone = f"combat.new.{a.target}" if new else f"combat.{a.group}"
        h.update(UiHint(card=a.card, zone=zone, label=QT_TRANSLATE_NOOP("Actions", "Attack: battle group {group}"),
                 args={"group": a.group, "target": E.pname(a.target) if isinstance(a.target, int) else a.target}))
    elif isinstance(a, DeclareDefender):
        h.update(UiHint(card=a.card, zone=f"combat.{a.group}", label=QT_TRANSLATE_NOOP("Actions", "Defend: battle group {group}"),
                 args={"group": a.group}))
    elif isinstance(a, PlaceDamage):
        h.update(UiHint(card=a.dealer, zone=state.where.get(a.receiver), label=QT_TRANSLATE_NOOP("Actions", "Place {n} damage"),
                 args={"n": a.n, "receiver": a.receiver}))
    elif isinstance(a, DiscardCard):
        h.update(UiHint(card=a.card, zone=E.zid(E.owner(a.card), "graveyard"), label=QT_TRANSLATE_NOOP("Actions", "Discard")))
    elif isinstance(a, PickCard):
        h.update(UiHint(card=a.card, zone=E.zid(a.seat, "hand"), label=QT_TRANSLATE_NOOP("Actions", "Take")))
    elif isinstance(a, Pass):
        h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Pass")))
    elif isinstance(a, EndAttack):
        h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Done declaring attackers")))
    elif isinstance(a, EndDefense):
        h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Done declaring defenders")))
    elif isinstance(a, Mulligan):
        h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Mulligan")))
    elif isinstance(a, KeepHand):
        h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Keep hand")))
    elif isinstance(a, Answer):
        decs = state.data.get("decisions") or []
        if not a.yes and decs and decs[0].get("type") == "search":  # it read "No" beside no card at all
            h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Take nothing")))
        else:
            h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Yes") if a.yes else QT_TRANSLATE_NOOP("Actions", "No")))
    elif isinstance(a, ChooseFirstPlayer):
        if len(state.seats) == 2 or a.clockwise:
            label = QT_TRANSLATE_NOOP("Actions", "{player} goes first")
        else:
            label = QT_TRANSLATE_NOOP("Actions", "{player} goes first, counter-clockwise")
        h.update(UiHint(label=label, args={"player": E.pname(a.target), "clockwise": a.clockwise}))
    elif isinstance(a, PutTrigger):
        h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Use triggered effect") if a.use
                 else QT_TRANSLATE_NOOP("Actions", "Do not use"), args={"trigger": a.trigger, "targets": list(a.targets)}))
    elif isinstance(a, AssignDamage):
        h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Place damage")))
    elif isinstance(a, Concede):
        h.update(UiHint(label=QT_TRANSLATE_NOOP("Actions", "Concede")))
    return h
