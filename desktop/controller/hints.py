"""How a legal action is made on the table: the rule set's ``ui_hint`` with its defaults."""

from __future__ import annotations

from ..core.rules import UiHint

def hint_for(rules, state, action) -> UiHint:
    """``UiHint`` of ``action`` from the rules, with every key the table reads filled in."""
    h = UiHint(**rules.ui_hint(state, action))
    h.setdefault("card", None)
    h.setdefault("zone", None)
    h.setdefault("label", action.kind)
    h.setdefault("args", {})
    h.setdefault("group", None)
    return h


def is_drag(h: UiHint) -> bool:
    return bool(h.get("card")) and bool(h.get("zone"))
