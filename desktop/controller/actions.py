"""The controller's action index: the legal actions of a seat as drags, card and zone commands and buttons,
their labels, and why a drop is refused (the same legal actions the bots choose from)."""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from ..core import cards as cardmod
from ..core.errors import IllegalAction, cite
from .hints import hint_for, is_drag


def tr_rules(text: str) -> str:
    return QCoreApplication.translate("Rules", text)


class ActionIndex:
    """Mixed into ``GameController``: reads ``match``, ``rules``, ``spec``, ``_rev`` and ``_legal_cache``."""

    match: Any
    rules: Any
    spec: Any
    _rev: int
    _legal_cache: dict
    #: names a refusal's fields for the reader, fn(key, value) -> str | None (the game's table plug-in sets it)
    present: Callable[[str, Any], str | None] | None = None

    def refusal_message(self, exc: IllegalAction) -> str:
        """The refusal in the reader's language, its fields named by the game's table plug-in (``present``)."""
        # The base class's message takes ``present`` for every refusal (a subclass may predate the argument).
        return IllegalAction.message(exc, tr_rules, self.present)

    def legal(self, seat: int | None) -> list:
        if not self.match or seat is None or self.is_over() or self.paused_for(seat):
            return []
        key = (self._rev, seat)
        if key not in self._legal_cache:
            self._legal_cache[key] = list(self.rules.legal_actions(self.match.state, seat))
        return self._legal_cache[key]

    def paused_for(self, seat) -> bool:
        return False

    def hint(self, action):
        key = ("hint", self._rev, action)
        try:
            h = self._legal_cache.get(key)
        except TypeError:
            h = None
        if h is None:
            h = hint_for(self.rules, self.match.state, action)
            try:
                self._legal_cache[key] = h
            except TypeError:
                pass
        return h


    def drag_targets(self, seat: int | None, card: str) -> dict[str, list]:
        """zone id → legal actions made by dropping ``card`` there."""
        out: dict[str, list] = {}
        for a in self.legal(seat):
            h = self.hint(a)
            if is_drag(h) and h["card"] == card:
                out.setdefault(h["zone"], []).append(a)
        return out

    def draggable_cards(self, seat: int | None) -> set[str]:
        return {self.hint(a)["card"] for a in self.legal(seat) if is_drag(self.hint(a))}

    def card_actions(self, seat: int | None, card: str) -> list:
        """Every legal action that names ``card`` (drags and commands such as flipping it)."""
        return [a for a in self.legal(seat) if self.hint(a).get("card") == card]

    def zone_actions(self, seat: int | None, zone: str) -> list:
        """Commands on a zone that are not drags (e.g. shuffle this pile)."""
        out = []
        for a in self.legal(seat):
            h = self.hint(a)
            if not is_drag(h) and (h.get("zone") == zone or h.get("target_zone") == zone) and not h.get("card"):
                out.append(a)
        return out

    def button_actions(self, seat: int | None) -> list:
        """Legal actions that are neither drags nor about one card or zone: the action bar."""
        out = []
        for a in self.legal(seat):
            h = self.hint(a)
            if not h.get("card") and not h.get("zone") and not h.get("target_zone"):
                out.append(a)
        return out

    def action_label(self, action) -> str:
        h = self.hint(action)
        text = QCoreApplication.translate("Actions", h.get("label") or action.kind)
        args = dict(h.get("args") or {})
        words = self.spec.arg_words if self.spec is not None else {}
        for k, v in list(args.items()):
            if isinstance(v, int) and not isinstance(v, bool) and k in ("target", "to", "seat"):
                args[k] = self.name(v)
            elif k in words and isinstance(v, str) and v in words[k]:
                args[k] = QCoreApplication.translate("Terms", words[k][v])
            elif k == "card" and isinstance(v, str) and cardmod.is_card(v):
                args[k] = cardmod.pretty(v)
            elif k == "zone" and isinstance(v, str):
                args[k] = v.split(".", 1)[-1]
        try:
            return text.format(**args)
        except (KeyError, IndexError, ValueError):
            return text

    def explain_drop(self, seat: int | None, card: str, zone: str) -> str:
        """Why dropping ``card`` on ``zone`` is refused: the rule that forbids it, in words."""
        if self.is_over():
            return QCoreApplication.translate("Rules", "The game is over.")
        actor = self.to_act()
        if seat is None or actor != seat:
            return QCoreApplication.translate("Rules", "It is {name}'s turn.").format(name=self.name(actor))
        # Try the same kind of move with this card or onto this zone: the rules say why not.
        st = self.match.state
        vague = None
        for a in self._candidates(seat, card, zone):
            try:
                exc = self.rules.refusal(st, a)  # the game's own check (core legality)
            except Exception:  # noqa: BLE001 - an explanation must never break the table
                continue
            if exc is None:
                continue
            if "§" in exc.rule:
                return self.refusal_message(exc)
            vague = vague or self.refusal_message(exc)
        # Where this card (or, if it cannot move now, the cards that can) may go, and the rule that says so.
        drags = [a for a in self.legal(seat) if is_drag(self.hint(a))]
        mine = [a for a in drags if self.hint(a)["card"] == card] or drags
        for a in mine:
            rule = self.spec.drop_rules.get(a.kind) if self.spec is not None else None
            if rule is not None:
                return f"{tr_rules(rule[0])} [{cite(rule[1], tr_rules)}]"
        if vague:
            return vague
        if card not in self.draggable_cards(seat):
            return QCoreApplication.translate("Rules", "That card cannot be played now.")
        return QCoreApplication.translate("Rules", "That card cannot go there now.")

    def _candidates(self, seat, card, zone):
        out = []
        owner = st_owner(self.match.state, zone)
        for a in self.legal(seat):
            h = self.hint(a)
            if not is_drag(h):
                continue
            if h["zone"] == zone and h["card"] != card:
                out.append(_swap_value(a, h["card"], card))
            elif h["card"] == card and h["zone"] != zone:
                b = _swap_value(a, h["zone"], zone)
                if b == a:
                    old_owner = st_owner(self.match.state, h["zone"])
                    if old_owner is not None and owner is not None:
                        b = _swap_target(a, old_owner, owner)
                out.append(b)
        seen, uniq = set(), []
        for a in out:
            if a is not None and a not in seen:
                seen.add(a)
                uniq.append(a)
        return uniq[:12]


def st_owner(state, zone: str) -> int | None:
    z = state.zones.get(zone)
    return z.owner if z is not None else None


def _swap_value(action, old, new):
    """``action`` with every field equal to ``old`` set to ``new`` (a candidate for explaining a drop)."""
    changes = {f.name: new for f in dataclasses.fields(action) if f.name != "seat" and getattr(action, f.name) == old}
    if not changes:
        return action
    try:
        return dataclasses.replace(action, **changes)
    except (TypeError, ValueError):
        return None


def _swap_target(action, old: int, new: int):
    changes = {f.name: new for f in dataclasses.fields(action)
               if f.name in ("target", "to") and getattr(action, f.name) == old}
    if not changes:
        return None
    return dataclasses.replace(action, **changes)
