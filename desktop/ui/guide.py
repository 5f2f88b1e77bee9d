"""Pointing at a move on the table: its card ringed and the place it goes lit, as a drag would light it
(the hints' "show me" and the lessons' lit target share this)."""

from __future__ import annotations


def clear(scene) -> None:
    """Take every light and ring off (the table also does this itself at its next change)."""
    for zi in scene.zones.values():
        if zi.mode == "legal":
            zi.set_mode("")
    if scene.focus_card is not None:
        scene.focus_card.focused = False
        scene.focus_card.refresh()
        scene.focus_card = None


def light(scene, ctl, action) -> tuple[str | None, str | None]:
    """Ring ``action``'s card and light its place; returns (card, zone) as the rules' ``ui_hint`` names them
    (both None for a move that is a button)."""
    clear(scene)
    h = ctl.hint(action)
    card = h.get("card")
    zone = h.get("zone") or h.get("target_zone")
    if zone in scene.zones:
        scene.zones[zone].set_mode("legal")
    it = scene.card_item(card) if card else None
    if it is not None:
        it.focused = True
        it.refresh()
        scene.focus_card = it
    return card, zone


__all__ = ["clear", "light"]
