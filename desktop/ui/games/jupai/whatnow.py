"""劇牌's "what now" line (FreeKill's 请选择… prompt): what the viewing seat is expected to do, in words, with
what is at stake in this round's formula (rules/jupai.md §3.4, §4, §5, §7, §8); the answers the table gives
without asking (an empty gesture window, a decision that can change nothing); tooltips and keyboard-menu
words that name the action (attack, defend, discard …).

Only what the viewer may know is used: the view's public data, the viewer's own cards.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....core import cards as cardmod
from ....core.errors import QT_TRANSLATE_NOOP
from ....core.zones import zone_id

ANY_TIME = ("Pause", "Concede")  # gestures open between any two actions (§8): they do not make a window "open"


def tr(text: str) -> str:
    return QCoreApplication.translate("WhatNow", text)


def _num(view, seat: int, key: str) -> int | None:
    """The value of the viewer's own card in slot ``key`` (None when the slot is empty or the card unknown)."""
    from .plugin import card_value
    z = view.zones.get(zone_id(seat, key))
    if z is None or not z.cards or z.cards[0] is None:
        return None
    return card_value(view.options, z.cards[0])


def _weapon_words(view, seat: int) -> str:
    """Your weapon term of the attack formula (§5.4 equipment: quality × weapon), as you know it."""
    q, w = _num(view, seat, "quality"), _num(view, seat, "weapon")
    if q is None or w is None:
        return QCoreApplication.translate("WhatNow", "no weapon")
    return QCoreApplication.translate("WhatNow", "weapon %1 × %2").replace("%1", str(q)).replace("%2", str(w))


def _nature(view) -> str:
    from .plugin import NATURES, tr_term
    n = (view.data or {}).get("nature") or ""
    return tr_term(NATURES.get(n, n))


def _stake(view, seat: int, kind: str, role: str) -> str:
    """What is at stake in a duel of ``kind`` for the seat as ``role`` (actor / target), in numbers it knows."""
    d = view.data or {}
    r = d.get("r")
    rs = str(r) if r is not None else "?"
    if kind == "attack":
        return QCoreApplication.translate("WhatNow", "you: %1 × card + %2, they: %1 × card + their weapon; the lower total collects both cards").replace(
            "%1", rs).replace("%2", _weapon_words(view, seat))
    if kind == "defense":
        defends = (view.options.get("defense_mode") != "actor_defends") == (role == "target")
        if defends:
            w = _num(view, seat, "weapon")
            mine = QCoreApplication.translate("WhatNow", "weapon %1 + card").replace("%1", str(w)) if w is not None else QCoreApplication.translate("WhatNow", "card alone")
            return QCoreApplication.translate("WhatNow", "you defend: %1 against their %2 + card; the lower total collects both cards").replace(
                "%1", mine).replace("%2", rs)
        return QCoreApplication.translate("WhatNow", "you: %1 + card against their weapon + card; the lower total collects both cards").replace("%1", rs)
    if kind in ("discard", "discard_same"):
        if role == "target":
            return QCoreApplication.translate("WhatNow", "their card against your card; if theirs is higher you lose your equipment")
        return QCoreApplication.translate("WhatNow", "your card against their quality card: higher takes away their weapon")
    return ""


def what_now(plugin, view, seat: int) -> str | None:
    ctl = plugin.ctl
    d = view.data or {}
    ph = d.get("phase")
    legal = ctl.legal(seat)
    kinds = {a.kind for a in legal}
    if ph == "window":
        return _window_text(plugin, d, legal)
    if ph == "yield":
        pend = d.get("pending") or {}
        return QCoreApplication.translate("WhatNow", "%1 offers you their position (讓位, §8): accept or decline in the action bar.").replace(
            "%1", ctl.name(pend.get("from")))
    if ph == "paused":
        return QCoreApplication.translate("WhatNow", "You paused the game (暫停, §8): Resume in the action bar, or concede in the Gestures menu.")
    if ph == "upkeep":
        if "Rearm" in kinds:
            return QCoreApplication.translate("WhatNow", "Upkeep: rearm — draw quality and weapon cards into your empty slots (§5.3) — or not.")
        if "OptIn" in kinds:
            return QCoreApplication.translate("WhatNow", "Upkeep: opt in (加入情況, §7.2)? Your risk and benefit go face up and your actions this round check your trigger.")
    if ph == "respond":
        pend = d.get("pending") or {}
        kind = pend.get("kind", "")
        return QCoreApplication.translate("WhatNow", "%1 plays against you (%2 round): drag a hand card into your own play area — %3.").replace(
            "%1", ctl.name(pend.get("actor"))).replace("%2", _nature(view)).replace(
            "%3", _stake(view, seat, kind, "target"))
    if ph == "purge":
        pg = d.get("purge") or {}
        mode = view.options.get("supply_purge_limit")
        if mode == "count":
            left = QCoreApplication.translate("WhatNow", "it pays for %1 more").replace("%1", str(max(0, int(pg.get("limit", 0)) - int(pg.get("picked", 0)))))
        elif mode == "value_sum":
            left = QCoreApplication.translate("WhatNow", "it pays for a value of %1 more").replace(
                "%1", str(max(0, int(pg.get("limit", 0)) - int(pg.get("value", 0)))))
        else:
            left = QCoreApplication.translate("WhatNow", "it pays for all of them")
        return QCoreApplication.translate("WhatNow", "Purge (§4.3): drag collected cards onto the discard pile — %1 — then Stop purging.").replace("%1", left)
    if ph == "plunder":
        pl = d.get("plunder") or {}
        return QCoreApplication.translate("WhatNow", "Forced plunder (強制掠奪, §7.6): %1 takes one of your highest hand cards — drag the one you give onto their lit hand.").replace(
            "%1", ctl.name(pl.get("plunderer")))
    if ph == "trade":
        return QCoreApplication.translate("WhatNow", "Forced trade (強制交易, §7.6): decide in the dialog.")
    if ph == "vote":
        return QCoreApplication.translate("WhatNow", "Continuation vote (§7.9): decide in the dialog.")
    if ph == "turn":
        nature = d.get("nature")
        if "PlayOut" in kinds:
            return QCoreApplication.translate("WhatNow", "Final round, nobody left to play against: drag one hand card onto the discard pile (§6.2).")
        if nature == "supply":
            return QCoreApplication.translate("WhatNow", "Supply round (§4.3): purge — drag a hand card onto the discard pile to pay for collected cards — re-equip, or pass.")
        if "Act" in kinds:
            head = QCoreApplication.translate("WhatNow", "%1 round (%2)").replace("%1", _nature(view)).replace("%2", str(d.get("r")))
            if d.get("final"):
                head += " · " + QCoreApplication.translate("WhatNow", "final round: every turn plays a hand card")
            return QCoreApplication.translate("WhatNow", "%1: drag a hand card onto an opponent's play area — %2.").replace("%1", head).replace(
                "%2", _stake(view, seat, "discard" if nature == "discard" else str(nature), "actor"))
        if kinds <= {"Pass", "Pause", "Concede"}:
            return QCoreApplication.translate("WhatNow", "Nothing can be played now: pass.")
    return None


def _window_text(plugin, d: dict, legal: list) -> str:
    from .gestures import GESTURES
    from .gestures import tr as gtr
    kind = (d.get("window") or {}).get("kind")
    head = {"setup": QCoreApplication.translate("WhatNow", "Setup window"), "round": QCoreApplication.translate("WhatNow", "Round-start window"),
            "final": QCoreApplication.translate("WhatNow", "Final-round window")}.get(kind, QCoreApplication.translate("WhatNow", "Gesture window"))
    names = []
    for a in legal:
        if a.kind in ("Done",) + ANY_TIME:
            continue
        for k, way, _n, label, _rule in GESTURES:
            if k == a.kind and (way is None or getattr(a, "way", None) == way):
                text = gtr(label).rstrip("…").strip()
                if text not in names:
                    names.append(text)
    texts = plugin.ctl.rules.text_gestures(plugin.ctl.state, plugin.ctl.viewer) \
        if hasattr(plugin.ctl.rules, "text_gestures") else []
    for a in texts:
        for k, _w, _n, label, _rule in GESTURES:
            if k == a.kind:
                names.append(gtr(label).rstrip("…").strip())
    if not names:
        return QCoreApplication.translate("WhatNow", "%1: no gesture is open to you — press Done.").replace("%1", head)
    # Short names (the Chinese term in parentheses is dropped): the line has room for two lines only.
    short = []
    for n in names:
        n = re.sub(r"\s*[（(][^（()）]*[)）]\s*$", "", n)
        if n not in short:
            short.append(n)
    sep = QCoreApplication.translate("App", ", ")
    return QCoreApplication.translate("WhatNow", "%1 (§8): in the Gestures menu — %2 — or press Done.").replace(
        "%1", head).replace("%2", sep.join(short))


def waiting_text(plugin, view, actor: int) -> str | None:
    d = view.data or {}
    ctl = plugin.ctl
    name = ctl.name(actor)
    if d.get("phase") == "respond":
        pend = d.get("pending") or {}
        if pend.get("actor") == ctl.viewer:
            return QCoreApplication.translate("WhatNow", "You played against %1: waiting for their answer.").replace("%1", name)
    if d.get("phase") == "paused":
        return QCoreApplication.translate("WhatNow", "%1 paused the game.").replace("%1", name)
    return None


def auto_answer(plugin, seat: int, legal: list, stops: str) -> Any | None:
    """Gesture windows (§8) the player's stops skip: ``empty`` (default) answers Done where nothing but Done
    and the any-time gestures is open to the seat; ``never`` answers Done in every window; ``always`` asks.
    An opt-in in a final round in which every active hand is empty can change nothing: stay out (§7.2)."""
    ctl = plugin.ctl
    st = ctl.state
    d = st.data
    kinds = {a.kind for a in legal}
    if d.get("phase") == "window" and "Done" in kinds and stops != "always":
        texts = ctl.rules.text_gestures(st, seat) if hasattr(ctl.rules, "text_gestures") else []
        empty = kinds <= {"Done", *ANY_TIME} and not texts
        if stops == "never" or empty:
            return next(a for a in legal if a.kind == "Done")
    if d.get("phase") == "upkeep" and "OptIn" in kinds and d.get("final"):
        from ....games.jupai.table import hand, is_active
        if not any(hand(st, s) for s in range(len(st.seats)) if is_active(st, s)):
            return next((a for a in legal if a.kind == "OptIn" and not a.accept), None)
    return None


N = QT_TRANSLATE_NOOP
TIPS = {  # kind → (tip for yes, tip for no), translated when shown
    "Rearm": (N("WhatNow", "Draw new quality and weapon cards into your empty equipment slots [劇牌 §5.3]."),
              N("WhatNow", "Stay unarmed this round; you may rearm at a later upkeep [劇牌 §5.3].")),
    "OptIn": (N("WhatNow", "Turn your risk and benefit face up: this round your actions check your trigger, and forced situations may fire [劇牌 §7.2]."),
              N("WhatNow", "Keep your risk and benefit face down this round: your actions are scored as in the basic game [劇牌 §7.2].")),
}


def action_tip(plugin, action) -> str:
    """What a button does, in a sentence with its rule."""
    k = action.kind
    if k in TIPS:
        yes = bool(getattr(action, "accept", True))
        return tr(TIPS[k][0 if yes else 1])
    if k == "Done":
        return QCoreApplication.translate("WhatNow", "End your part of this gesture window [劇牌 §8].")
    if k == "Pass":
        return QCoreApplication.translate("WhatNow", "Make no action this turn [劇牌 §3.4].")
    if k == "Reequip":
        return QCoreApplication.translate("WhatNow", "Draw new equipment instead of purging [劇牌 §4.3].")
    if k == "PurgeDone":
        return QCoreApplication.translate("WhatNow", "Stop discarding collected cards [劇牌 §4.3].")
    if k == "Resume":
        return QCoreApplication.translate("WhatNow", "End your pause: play goes on [劇牌 §8].")
    if k == "AnswerYield":
        return QCoreApplication.translate("WhatNow", "Take the offered position in the turn order, or keep yours [劇牌 §8].")
    return ""


def act_text(plugin, action) -> str:
    """A keyboard-menu entry that names the action: attack, defend, discard, answer … (not just "Play")."""
    ctl = plugin.ctl
    d = (ctl.view().data or {})
    card = cardmod.pretty(action.card) if getattr(action, "card", None) else ""
    src = plugin.source_word(getattr(action, "source", "none"))
    if action.kind == "Act":
        target = ctl.name(action.target)
        text = {"attack": QCoreApplication.translate("WhatNow", "Attack %1 with %2 (%3)"), "defense": QCoreApplication.translate("WhatNow", "Defense round: play %2 against %1 (%3)"),
                "discard": QCoreApplication.translate("WhatNow", "Discard attack on %1 with %2 (%3)")}.get(d.get("nature"), QCoreApplication.translate("WhatNow", "Play %2 against %1 (%3)"))
        return text.replace("%1", target).replace("%2", card).replace("%3", src)
    if action.kind == "Respond":
        pend = d.get("pending") or {}
        return QCoreApplication.translate("WhatNow", "Answer %1 with %2 (%3)").replace("%1", ctl.name(pend.get("actor"))).replace("%2", card).replace("%3", src)
    return ""
