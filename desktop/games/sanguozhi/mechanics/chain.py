"""三国智 the chain (连环, D.5): pushing items, negating, leaving the chain, resolving the top item."""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.state import GameState
from .basics import CLEAN, cdef, changed, cref, flags_changed, msg, opt, reads, roster_changed, touch, wrote, zid, zinfo
from .derived import derive, left_unseen, resettle, unseen_ok
from .effects import do_effects
from .filters import eval_condition
from .moves import attach, dissolve_if_advisor, flip_up, mv
from .queries import controller, new_ts, owner
from .targets import still_legal
from .triggers import emit, revive_failed


def push_item(st: GameState, kind: int, card: str, ctl: int, ev: list, **extra) -> dict:
    st.data["seq"] += 1
    item = {"id": st.data["seq"], "kind": kind, "card": card, "ctl": ctl, "targets": {}, "decls": []}
    item.update(extra)
    wrote(st)  # (a response window's list reads the chain: window_key)
    st.data["chain"].append(item)
    return item


def negate(st: GameState, iid: int, ev: list) -> None:
    for it in st.data["chain"]:
        if it["id"] == iid:
            wrote(st)
            st.data["chain"].remove(it)
            ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} leaves the chain."), it["ctl"], card=cref(st, it["card"])))
            leave_chain(st, it, ev)
            return


def leave_chain(st: GameState, it: dict, ev: list) -> None:
    """D.5.4: what happens to the card of an item that leaves the chain without effect."""
    k = it["kind"]
    c = it["card"]
    if k in (11, 12):
        changed(st)
        st.data["field"].pop(c, None)
        mv(st, c, zid(owner(c), "graveyard"), ev)
    elif k == 13:
        dest = "hand" if opt(st, "treasure_on_fizzle") == "hand" else "graveyard"
        mv(st, c, zid(owner(c), dest), ev)
    elif k == 16:
        changed(st)
        st.data["field"].pop(c, None)
        mv(st, c, zid(owner(c), "graveyard"), ev)
    elif k == 19 and it.get("revive_for"):
        revive_failed(st, it["revive_for"], ev)


def resolve_top(st: GameState, ev: list) -> None:
    wrote(st)
    it = st.data["chain"].pop()
    k = it["kind"]
    c = it["card"]
    ctl = it["ctl"]
    if k in (16, 18, 19, 15, 17, 13):
        targets = still_legal(st, it)
        if targets is None:
            ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} leaves the chain: no target is left."), ctl, card=cref(st, c)))
            leave_chain(st, it, ev)
            return
    else:
        targets = {}
    ctx = {"ctl": ctl, "src": c, "targets": targets, "item": it["id"]}
    ctx.update({k2: v for k2, v in it.get("info", {}).items() if k2 in ("subject", "subject_ctl", "amount")})
    if k in (11, 12):
        f = st.data["field"][c]
        clean = None
        if k == 11 and not f["up"] and unseen_ok(st):
            # a face-down general leaves the chain: it still works for nothing (derived.joined_unseen)
            clean = st.cache.get(CLEAN)
            roster_changed(st, c, same_place=True, bingquan=False)
            touch(st)
        else:
            flags_changed(st, c)
        f.pop("chain", None)
        f["since"] = st.data["turn"]
        f["ts"] = new_ts(st)
        resettle(st, clean, c)  # (a settled state stays settled if the general itself gives the check nothing)
        ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} enters the field."), ctl,
                      card=cref(st, c) if k == 12 else "?"))
        dissolve_if_advisor(st, c, ev)
        emit(st, "enters_field", ev, subject=c, subject_ctl=ctl, up=(k == 12))
    elif k == 13:
        g = it["target"]
        ok = g in st.data["field"] and controller(st, g) == ctl and attach(st, c, g, ev)
        if not ok:
            leave_chain(st, it, ev)
    elif k == 14:
        f = st.data["field"].get(c)
        if f is not None and not f["up"] and f.get("obj") == it.get("obj"):
            flip_up(st, c, ev)
    elif k in (15, 17, 19):
        cond = it["ab"].get("condition")
        if k == 19 and cond and not eval_condition(st, derive(st), cond, ctx):
            leave_chain(st, it, ev)
            return
        do_effects(st, it["ab"]["effects"], ctx, ev)
        if it.get("revive_for"):
            f = st.data["field"].get(it["revive_for"])
            if f is not None and f.get("dying"):
                revive_failed(st, it["revive_for"], ev)
    elif k == 16:
        d = cdef(st, c)
        do_effects(st, d["use"]["effects"] if "use" in d else [], ctx, ev)
        if c in st.where:
            if d.get("persistent") and c in st.data["field"] and zinfo(st.where[c])[1] == "strategy":
                f = st.data["field"][c]
                flags_changed(st, c)
                f["active"] = True
                f["ts"] = new_ts(st)
                f["targets"] = targets
                lasts = d.get("lasts", "permanent")
                if isinstance(lasts, dict) and "turns" in lasts:
                    f["expires"] = st.data["turn"] + lasts["turns"] - 1
            elif st.where[c] == "table.chain" and c not in st.data["field"]:
                mv(st, c, zid(owner(c), "graveyard"), ev)  # it was never on the field (mv names a move that counts)
            elif st.where[c] == "table.chain" or zinfo(st.where[c])[1] == "strategy":
                if c in st.data["field"] and not st.data["field"][c].get("active") and \
                        zinfo(st.where[c])[1] == "strategy" and unseen_ok(st) and not reads(st, "filter:谋略"):
                    left_unseen(st, c)  # a used 谋略 leaves its slot: it worked for nothing (derived.left_unseen)
                    st.data["field"].pop(c)
                    mv(st, c, zid(owner(c), "graveyard"), ev, quiet=True)
                else:
                    changed(st)
                    st.data["field"].pop(c, None)
                    mv(st, c, zid(owner(c), "graveyard"), ev)
    elif k == 18:
        d = cdef(st, c)
        do_effects(st, d["use"]["effects"], ctx, ev)
