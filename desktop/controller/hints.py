"""How a legal action is made on the table: the rule set's ``ui_hint``, or a generic guess."""

from __future__ import annotations

from dataclasses import fields

from ..core.errors import QT_TRANSLATE_NOOP
from ..core.rules import UiHint

# Weapon sources (劇牌 §5.4) as the action labels name them (Terms context).
SOURCE_NAMES = {
    "none": QT_TRANSLATE_NOOP("Terms", "No weapon"), "equip": QT_TRANSLATE_NOOP("Terms", "Equipment"),
    "strat": QT_TRANSLATE_NOOP("Terms", "Strategy"), "temp": QT_TRANSLATE_NOOP("Terms", "Time-limited"),
}

# Where a drag goes, per game and action kind, with the rule that says so (Rules context): the explanation
# of a refused drop when the engine has nothing more precise to say.
DROP_RULES = {
    ("jupai", "Act"): (QT_TRANSLATE_NOOP("Rules", "An intent card from your hand is played face down against another player: drop it on that player's seat."), "劇牌 §3.4"),
    ("jupai", "Respond"): (QT_TRANSLATE_NOOP("Rules", "As the target you answer with an intent card from your hand in your own play area."), "劇牌 §3.4"),
    ("jupai", "Purge"): (QT_TRANSLATE_NOOP("Rules", "A purge first discards one hand card onto the discard pile; it pays for collected cards."), "劇牌 §4.3"),
    ("jupai", "PurgePick"): (QT_TRANSLATE_NOOP("Rules", "While purging, only collected cards paid for by the purge go onto the discard pile."), "劇牌 §4.3"),
    ("jupai", "PlayOut"): (QT_TRANSLATE_NOOP("Rules", "In the final round with no legal action, one hand card of your choice goes onto the discard pile."), "劇牌 §6.2"),
    ("jupai", "TradeOffer"): (QT_TRANSLATE_NOOP("Rules", "In a forced trade you offer one hand card, face down, in your own play area."), "劇牌 §7.6"),
    ("jupai", "Abandon"): (QT_TRANSLATE_NOOP("Rules", "Abandoning the round costs one hand card, onto your collected pile."), "劇牌 §8"),
}


def drop_rule(game: str | None, kind: str) -> tuple[str, str] | None:
    return DROP_RULES.get((game or "", kind))


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
    fn = getattr(rules, "ui_hint", None)
    if fn is not None:
        try:
            h = fn(state, action)
        except NotImplementedError:
            h = None
        if h is not None:
            h = UiHint(h)
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
