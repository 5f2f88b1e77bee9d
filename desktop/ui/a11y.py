"""Words for a screen reader: a card spoken in full ("7 of spades", "黑桃7"), a card's and a zone's accessible
name and description ("7 of spades, your Hand (intent), 3 of 5"), and telling assistive technology that
the table's focus moved (a QGraphicsScene's items are not accessible objects: the view speaks for them)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleEvent

from ..core import cards as cardmod
from ..core.errors import QT_TRANSLATE_NOOP as N

RANK_WORDS = {"A": N("Cards", "ace"), "J": N("Cards", "jack"), "Q": N("Cards", "queen"), "K": N("Cards", "king")}
SUIT_WORDS = {"S": N("Cards", "spades"), "H": N("Cards", "hearts"), "D": N("Cards", "diamonds"), "C": N("Cards", "clubs")}
SPECIAL = {"SJ": N("Cards", "small joker"), "BJ": N("Cards", "big joker"), "BL": N("Cards", "blank card")}
# Suit letters on the four-colour deck (translated: 桃 心 方 梅 in Chinese).
SUIT_LETTERS = {"S": N("Cards", "S"), "H": N("Cards", "H"), "D": N("Cards", "D"), "C": N("Cards", "C")}


def tr(text: str) -> str:
    return QCoreApplication.translate("Cards", text)


def spoken(card: str | None) -> str:
    """A card in words in the current language ("7 of spades"; a game's own card ids are spoken as given)."""
    if card is None:
        return QCoreApplication.translate("TableScene", "a face-down card")
    if not cardmod.is_card(card):
        return card
    rank, suit, copy = cardmod.parse(card)
    if rank in SPECIAL:
        text = tr(SPECIAL[rank])
    else:
        r = tr(RANK_WORDS[rank]) if rank in RANK_WORDS else rank
        text = QCoreApplication.translate("Cards", "%1 of %2").replace("%1", r).replace("%2", tr(SUIT_WORDS.get(suit or "", "")))
    if copy > 1:
        text += " " + QCoreApplication.translate("Cards", "(deck %1)").replace("%1", str(copy))
    return text


def card_name(scene, item) -> str:
    """"7 of spades, your Hand (intent), 3 of 5": the card, its zone and whose, its place in the zone."""
    zi = scene.zones.get(item.zone)
    where = zi.label() if zi is not None else item.zone
    if zi is not None and zi.seat is not None:
        whose = QCoreApplication.translate("TableScene", "your %1") if zi.seat == scene.ctl.viewer \
            else QCoreApplication.translate("TableScene", "%2's %1").replace("%2", scene.ctl.name(zi.seat))
        where = whose.replace("%1", where)
    items = scene.items_in(item.zone)
    pos = QCoreApplication.translate("TableScene", "%1 of %2").replace("%1", str(items.index(item) + 1 if item in items else 1)) \
        .replace("%2", str(len(items)))
    face = spoken(item.card) if item.shows_face() or item.card is not None else spoken(None)
    return ", ".join((face, where, pos))


def card_description(scene, item) -> str:
    """What the hover text says, and whether the card can be played now."""
    text = scene.describe_card(item)
    if item.playable:
        text += ". " + QCoreApplication.translate("TableScene", "It can be played now: Enter opens its actions.")
    return text


def zone_description(scene, zi) -> str:
    targets = scene.keyboard_target_actions(zi) if hasattr(scene, "keyboard_target_actions") else []
    if targets:
        return QCoreApplication.translate("TableScene", "A place your card can go: Enter plays it here.")
    return ""


def announce(view, name: str, description: str) -> None:
    """Make ``name`` and ``description`` what the table view says, and tell assistive technology."""
    view.setAccessibleName(name)
    view.setAccessibleDescription(description)
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.NameChanged))
        QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.DescriptionChanged))
