"""How a legal action is made on the table: the rule set's ``ui_hint``, or a generic guess from its fields."""

from __future__ import annotations

from dataclasses import fields

from ..core.errors import QT_TRANSLATE_NOOP
from ..core.rules import UiHint

# Labels for actions of rule sets that give no ui_hint (the sandbox).
_LABELS = {
    "FlipCard": QT_TRANSLATE_NOOP("Actions", "Flip {card}"),
    "ShuffleZone": QT_TRANSLATE_NOOP("Actions", "Shuffle {zone}"),
    "Deal": QT_TRANSLATE_NOOP("Actions", "Deal {count} card(s) to everyone"),
    "PassControl": QT_TRANSLATE_NOOP("Actions", "Pass the mouse to the next seat"),
    "MoveCard": QT_TRANSLATE_NOOP("Actions", "Move {card} to {zone}"),
}


def hint_for(rules, state, action) -> UiHint:
    """``UiHint`` of ``action``: from the rules when they say, else from the action's fields."""
    fn = getattr(rules, "ui_hint", None)  # optional in the Rules protocol: a free table gives none
    if fn is not None:
        try:
            given = fn(state, action)
        except NotImplementedError:
            given = None
        if given is not None:
            h = UiHint(**given)
            h.setdefault("card", None)
            h.setdefault("zone", None)
            h.setdefault("label", action.kind)
            h.setdefault("args", {})
            h.setdefault("group", None)
            return h
    names = {f.name for f in fields(action)}
    args = {f.name: getattr(action, f.name) for f in fields(action) if f.name != "seat"}
    card = getattr(action, "card", None) if "card" in names else None
    zone = None
    if "to_zone" in names:
        zone = action.to_zone
    elif "zone" in names and card is None:
        zone = None  # ShuffleZone: a command on a zone, not a drop
    if "zone" in names:
        args["zone"] = action.zone
    if "to_zone" in names:
        args["zone"] = action.to_zone
    label = _LABELS.get(action.kind, action.kind)
    return UiHint(card=card, zone=zone, label=label, args=args, group=None,
                  target_zone=getattr(action, "zone", None) if "zone" in names else None)


def is_drag(h: UiHint) -> bool:
    return bool(h.get("card")) and bool(h.get("zone"))
