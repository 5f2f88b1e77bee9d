"""三国智 card movements: leaving the field, deaths (D.5.6), destruction, drawing, 粮草, damage, slot moves."""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.events import FormulaResolved
from ....core.state import GameState
from ....core.zones import OWNER, PUBLIC
from . import triggers as T
from .basics import (F_DAMAGE, F_GAIN, F_PENALTY, FIELD_ZONES, GENERAL_BASES, cdef, changed, cref, flags_changed, lc_changed, moved,
                     msg, opt, pname, reads, touch, wrote, zid, zinfo)
from .derived import CLEAN, Derived, derive, dissolved_unseen, resettle
from .queries import (controller, general_in, is_enemy, is_general_slot, new_field, new_ts, owner, role_of,
                      treasure_of, turn_order_from)


def mv(st: GameState, cid: str, dst: str, ev: list, vis: str | None = None, index: int | None = None,
       quiet: bool = False) -> None:
    """Move a card (``quiet``: the caller has named the change, basics.field_joins)."""
    src = st.where[cid]
    if src == "table.chain":
        st.data["chain_ctl"].pop(cid, None)
    if not quiet and (src in FIELD_ZONES or dst in FIELD_ZONES or reads(st, "zones")):
        changed(st)
    moved(st)
    ev.append(st.move(cid, dst, index, vis))


def snapshot(st: GameState, D: Derived, cid: str) -> dict:
    f = st.data["field"].get(cid, {})
    return {"cid": cid, "ctl": controller(st, cid), "role": role_of(st, cid), "up": f.get("up", True),
            "zone": st.where[cid], "abilities": D.abilities.get(cid, [])}


def remove_from_combat(st: GameState, cid: str) -> None:
    cb = st.data.get("combat")
    if not cb:
        return
    for g in cb["groups"]:
        if cid in g["att"]:
            g["att"].remove(cid)
        if cid in g["def"]:
            g["def"].remove(cid)


def dissolve_formation(st: GameState, fid: str, ev: list, why: str = "dissolved", unseen: bool = False) -> None:
    """D.8.3: turned face down in the 阵型槽, damage and modifications gone, members free (``unseen``: the
    caller changes nothing else in this step and derived.formation_unseen_ok allows a patch)."""
    f = st.data["field"].pop(fid, None)
    if f is None:
        return
    if unseen:
        dissolved_unseen(st, fid)
    else:
        changed(st)
    for m in f.get("members", []):
        mf = st.data["field"].get(m)
        if mf is not None:
            mf.pop("form", None)
    remove_from_combat(st, fid)
    ref = cref(st, fid)
    moved(st)
    st.set_vis(fid, OWNER)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} is dissolved."), controller(st, fid), card=ref))
    T.emit(st, "formation_dissolved", ev, subject=fid, subject_ctl=controller(st, fid))


def leave_field(st: GameState, cid: str, dest: str, ev: list) -> None:
    """A field general (or other field card) leaves its zone for ``dest`` (a new object, D.1.9)."""
    z = st.where[cid]
    base = zinfo(z)[1]
    if base == "formation":
        # a 阵型 never leaves its slot: it is turned face down
        dissolve_formation(st, cid, ev)
        return
    f = st.data["field"].get(cid)
    if base in GENERAL_BASES:
        t = treasure_of(st, cid)
        if t is not None:
            # D.8.2: the 宝物 goes to its owner's 墓地 at the same time, not as 破坏
            changed(st)
            st.data["field"].pop(t, None)
            mv(st, t, zid(owner(t), "graveyard"), ev)
        if f and f.get("form"):
            dissolve_formation(st, f["form"], ev)
    changed(st)
    st.data["field"].pop(cid, None)
    remove_from_combat(st, cid)
    vis = None
    mv(st, cid, dest, ev, vis)


# How a general goes to the 墓地 (D.5.6), as log lines.
DEATH_LINES = {
    "阵亡": QT_TRANSLATE_NOOP("Log", "{card} is killed and goes to the graveyard."),
    "破坏": QT_TRANSLATE_NOOP("Log", "{card} is destroyed and goes to the graveyard."),
    "牺牲": QT_TRANSLATE_NOOP("Log", "{card} is sacrificed and goes to the graveyard."),
}


def die_generals(st: GameState, items: list[dict], ev: list) -> None:
    """D.5.6: field generals go to the 墓地 by 牺牲 / 破坏 / 阵亡 as one rule effect."""
    D = derive(st)
    go = []
    for it in items:
        cid = it["cid"]
        f = st.data["field"].get(cid)
        if f is None:
            continue
        if it["how"] in ("阵亡", "破坏") and not f.get("dying") and not it.get("final"):
            trig = T.would_die_trigger(st, D, cid, it["how"])
            if trig is not None:
                # D.5.8 生还: it stays in its slot, 濒死, until the item resolves or leaves the chain
                touch(st)
                f["dying"] = {"how": it["how"], "killer": it.get("killer"),
                              "lethal": dict(st.data["lethal"].get(cid, {}))}
                remove_from_combat(st, cid)
                if f.get("form"):
                    dissolve_formation(st, f["form"], ev)
                src, ctl, ab = trig
                T.add_waiting(st, src, ctl, ab, {"subject": cid, "subject_ctl": controller(st, cid)}, revive_for=cid)
                ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} is dying."), controller(st, cid), card=cref(st, cid)))
                continue
        go.append(it)
    if not go:
        return
    snaps = {it["cid"]: snapshot(st, D, it["cid"]) for it in go}
    for it in go:
        cid = it["cid"]
        leave_field(st, cid, zid(owner(cid), "graveyard"), ev)
        ev.append(msg(DEATH_LINES.get(it["how"], DEATH_LINES["阵亡"]), snaps[cid]["ctl"], card=cref(st, cid)))
    for it in go:
        sn = snaps[it["cid"]]
        if zinfo(sn["zone"])[1] == "advisor":
            # 三国智 §1.3.2.5.2.1: a 军师 put into the 墓地 costs its controller 5 粮草 (rule effect)
            pen = opt(st, "junshi_death_penalty")
            lc_changed(st, sn["ctl"], st.data["players"][sn["ctl"]]["lc"] - pen)
            st.data["players"][sn["ctl"]]["lc"] -= pen
            ev.append(FormulaResolved(F_PENALTY, sn["ctl"], "Provisions-Penalty",
                                      (("Provisions", st.data["players"][sn["ctl"]]["lc"] + pen), ("Penalty", pen)),
                                      st.data["players"][sn["ctl"]]["lc"]))
    for it in go:
        sn = snaps[it["cid"]]
        if zinfo(sn["zone"])[1] == "lord":
            # 三国智 §1.3.2.5.3.2: the 主将槽 is lost for the rest of the game
            ctl = sn["ctl"]
            changed(st)
            st.data["players"][ctl]["lord_lost"] = True
            ev.append(msg(QT_TRANSLATE_NOOP("Log", "{player} loses the commander slot."), ctl, player=pname(ctl)))
            killer = None
            if it["how"] == "破坏":
                k = it.get("killer")
                if k is not None and is_enemy(st, k, ctl) and not st.data["players"][k]["out"]:
                    killer = k
            elif it["how"] == "阵亡":
                rec = st.data["lethal"].get(it["cid"], {})
                best = None
                order = [st.data["active"]] + [s for s in turn_order_from(st, st.data["active"])[1:]]
                for s in order:
                    n = rec.get(str(s), 0)
                    if n > 0 and is_enemy(st, s, ctl) and not st.data["players"][s]["out"] and (best is None or n > best[1]):
                        best = (s, n)
                killer = best[0] if best else None
            if killer is not None and opt(st, "zhujiang_kill_draw") > 0:
                # §1.3.2.5.3.2.1–.2: that enemy may draw 3
                st.data["decisions"].append({"type": "may_draw", "seat": killer, "n": opt(st, "zhujiang_kill_draw")})
    for it in go:
        sn = snaps[it["cid"]]
        T.emit(st, "dies", ev, subject=it["cid"], subject_ctl=sn["ctl"], snap=sn, how=it["how"])
        if it["how"] == "破坏":
            T.emit(st, "destroyed", ev, subject=it["cid"], subject_ctl=sn["ctl"], snap=sn)
        T.emit(st, "leaves_field", ev, subject=it["cid"], subject_ctl=sn["ctl"], snap=sn, to="graveyard")


def return_general(st: GameState, cid: str, ev: list) -> None:
    D = derive(st)
    sn = snapshot(st, D, cid)
    ref = cref(st, cid)
    leave_field(st, cid, zid(owner(cid), "hand"), ev)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} returns to its owner's hand."), sn["ctl"], card=ref))
    T.emit(st, "leaves_field", ev, subject=cid, subject_ctl=sn["ctl"], snap=sn, to="hand")


def destroy_card(st: GameState, cid: str, killer: int | None, ev: list) -> None:
    """破坏 (D.10.6 destroy)."""
    if cid not in st.data["field"]:
        return
    base = zinfo(st.where[cid])[1]
    if base in GENERAL_BASES:
        if not st.data["field"][cid].get("chain"):
            die_generals(st, [{"cid": cid, "how": "破坏", "killer": killer}], ev)
        return
    ctl = controller(st, cid)
    ref = cref(st, cid)
    was = st.where[cid]  # a 征兵 card destroyed in its 兵权槽 was a 兵权 there (D.3): triggers see it so
    if base == "formation":
        dissolve_formation(st, cid, ev)
    else:
        changed(st)
        st.data["field"].pop(cid, None)
        mv(st, cid, zid(owner(cid), "graveyard"), ev)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} is destroyed."), ctl, card=ref))
    T.emit(st, "destroyed", ev, subject=cid, subject_ctl=ctl, snap={"ctl": ctl, "up": True, "zone": was})


def draw_cards(st: GameState, seat: int, n: int, ev: list, event: bool = True) -> int:
    camp = st.zones[zid(seat, "camp")]
    drawn = 0
    for _ in range(n):
        if not camp.cards:
            if opt(st, "deck_out") == "lose":
                # D.6.2: drawing from an empty 营地 marks a loss at the next state check
                touch(st)
                st.data["players"][seat]["marked"] = True
                ev.append(msg(QT_TRANSLATE_NOOP("Log", "{player} must draw from an empty camp."), seat, player=pname(seat)))
            break
        mv(st, camp.cards[-1], zid(seat, "hand"), ev)
        drawn += 1
    if event and n > 0:
        T.emit(st, "draws", ev, player=seat)
    return drawn


def gain_lc(st: GameState, seat: int, n: int, ev: list) -> None:
    D = derive(st)
    p = st.data["players"][seat]
    new = min(p["lc"] + n, D.cap[seat]) if n > 0 else p["lc"] + n
    new = max(new, p["lc"]) if n > 0 else new
    if n > 0 and p["lc"] + n > D.cap[seat]:
        ev.append(FormulaResolved(F_GAIN, seat, "MIN(Provisions+Amount,Cap)",
                                  (("Provisions", p["lc"]), ("Amount", n), ("Cap", D.cap[seat])), new))
    else:
        ev.append(FormulaResolved(F_GAIN, seat, "Provisions+Amount", (("Provisions", p["lc"]), ("Amount", n)), new))
    lc_changed(st, seat, new)
    p["lc"] = new


def _prevent(st: GameState, kind: str, key, n: int) -> int:
    """Use up prevention effects on a card (kind 'card') or a player (kind 'player'); return what is left."""
    used = False
    for e in st.data["effects"]:
        if n <= 0:
            break
        if e["eff"]["do"] != "prevent_damage":
            continue
        hit = (kind == "card" and any(c == key and st.data["field"].get(c, {}).get("obj") == o for c, o in e.get("cards", []))) \
            or (kind == "player" and key in e.get("players", []))
        if not hit:
            continue
        left = e.get("left", "all")
        if left == "all":
            return 0
        k = min(left, n)
        wrote(st)  # (a shield has no layer and its use gives the state check nothing: effects.effects_changed)
        e["left"] = left - k
        n -= k
        used = True
    if used:
        st.data["effects"] = [e for e in st.data["effects"] if e.get("left", 1) != 0]
    return n


def damage_allowed(st: GameState, D: Derived, source: str | None, target: str) -> bool:
    for filt, ctl, src in D.no_damage.get(target, []):
        if source is not None and source in st.where and cdef(st, source)["type"] == filt["type"]:
            f2 = dict(filt)
            f2.pop("controller", None)
            if _static_match(st, source, f2):
                return False
    return True


def _static_match(st: GameState, cid: str, f: dict) -> bool:
    d = cdef(st, cid)
    if d["type"] != f["type"]:
        return False
    if "corps" in f and not set(f["corps"]) & set(d.get("corps", [])):
        return False
    if "name" in f and d["name"] != f["name"]:
        return False
    return True


def deal_damage(st: GameState, D: Derived, target: str, n: int, kind: str, source: str | None,
                source_ctl: int, ev: list) -> int:
    f = st.data["field"].get(target)
    if f is None or n <= 0:
        return 0
    if not damage_allowed(st, D, source, target):
        return 0
    n = _prevent(st, "card", target, n)
    if n <= 0:
        return 0
    clean = st.cache.get(CLEAN)
    touch(st)
    f["dp" if kind == "permanent" else "dc"] += n
    rec = st.data["lethal"].setdefault(target, {})
    rec[str(source_ctl)] = rec.get(str(source_ctl), 0) + n
    resettle(st, clean, target, lethal=True)  # settled still if it survives (the check then forgets ``lethal``)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} takes {n} damage."), controller(st, target), card=cref(st, target), n=n))
    T.emit(st, "damaged", ev, subject=target, subject_ctl=controller(st, target), amount=n, damage_kind=kind)
    return n


def damage_player(st: GameState, seat: int, n: int, ev: list) -> int:
    if n <= 0:
        return 0
    n = _prevent(st, "player", seat, n)
    if n <= 0:
        return 0
    p = st.data["players"][seat]
    ev.append(FormulaResolved(F_DAMAGE, seat, "Provisions-Damage", (("Provisions", p["lc"]), ("Damage", n)), p["lc"] - n))
    lc_changed(st, seat, p["lc"] - n)
    p["lc"] -= n
    T.emit(st, "player_damaged", ev, player=seat, amount=n)
    return n


def move_general(st: GameState, g: str, dst: str, ev: list) -> None:
    """Move a field general between 将领槽 with its 宝物 (not a zone change, §1.3.2.4)."""
    src = st.where[g]
    t = treasure_of(st, g)
    vis = None if st.data["field"][g]["up"] else OWNER
    mv(st, g, dst, ev, vis)
    if t is not None:
        mv(st, t, dst + ".treasure", ev)
    new_ctl = zinfo(dst)[0]
    if zinfo(src)[0] != new_ctl:
        f = st.data["field"][g]
        f["since"] = st.data["turn"]  # D.7.2: a change of controller resets readiness
        remove_from_combat(st, g)
        if f.get("form"):
            dissolve_formation(st, f["form"], ev)


MOVE_LINES = {
    "主将": QT_TRANSLATE_NOOP("Log", "{card} moves to the commander slot."),
    "军师": QT_TRANSLATE_NOOP("Log", "{card} moves to the strategist slot."),
    "副将": QT_TRANSLATE_NOOP("Log", "{card} moves to a lieutenant slot."),
}


def move_to_slot(st: GameState, g: str, role: str, swap: bool, ev: list) -> None:
    f = st.data["field"].get(g)
    if f is None or f.get("chain") or not is_general_slot(st.where[g]):
        return
    ctl = controller(st, g)
    p = st.data["players"][ctl]
    if role == "主将":
        slots = [] if p["lord_lost"] else [zid(ctl, "lord")]
    elif role == "军师":
        slots = [zid(ctl, "advisor")]
    else:
        slots = [zid(ctl, d) for d in p["dep"]]
    if not slots or st.where[g] in slots:
        return
    empty = [z for z in slots if not st.zones[z].cards]
    if empty:
        move_general(st, g, empty[0], ev)
    elif swap:
        other = general_in(st, slots[0])
        if other is None or st.data["field"][other].get("chain"):
            return
        here = st.where[g]
        tmp_t1, tmp_t2 = treasure_of(st, g), treasure_of(st, other)
        mv(st, g, zid(ctl, "removed"), ev)  # lift it for a moment
        if tmp_t1:
            mv(st, tmp_t1, zid(ctl, "removed"), ev)
        vis_o = None if st.data["field"][other]["up"] else OWNER
        mv(st, other, here, ev, vis_o)
        if tmp_t2:
            mv(st, tmp_t2, here + ".treasure", ev)
        vis_g = None if f["up"] else OWNER
        mv(st, g, slots[0], ev, vis_g)
        if tmp_t1:
            mv(st, tmp_t1, slots[0] + ".treasure", ev)
    else:
        return
    ev.append(msg(MOVE_LINES.get(role, MOVE_LINES["副将"]), ctl, card=cref(st, g)))
    dissolve_if_advisor(st, g, ev)


def dissolve_if_advisor(st: GameState, g: str, ev: list) -> None:
    f = st.data["field"].get(g)
    if f and f.get("form") and zinfo(st.where[g])[1] == "advisor" and not opt(st, "junshi_can_join_formation"):
        dissolve_formation(st, f["form"], ev)


def gain_control(st: GameState, g: str, seat: int, role: str, ev: list) -> None:
    f = st.data["field"].get(g)
    if f is None or f.get("chain") or not is_general_slot(st.where[g]) or controller(st, g) == seat:
        return
    p = st.data["players"][seat]
    if role == "主将":
        slots = [] if p["lord_lost"] else [zid(seat, "lord")]
    elif role == "军师":
        slots = [zid(seat, "advisor")]
    else:
        slots = [zid(seat, d) for d in p["dep"]]
    empty = [z for z in slots if not st.zones[z].cards]
    if not empty:
        return
    move_general(st, g, empty[0], ev)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{player} takes control of {card}."), seat, player=pname(seat), card=cref(st, g)))


def turn_face_down(st: GameState, g: str, ev: list) -> None:
    f = st.data["field"].get(g)
    if f is None or not f["up"] or not is_general_slot(st.where[g]):
        return
    changed(st)
    f["up"] = False
    moved(st)
    st.set_vis(g, OWNER)
    t = treasure_of(st, g)
    if t is not None:
        changed(st)
        st.data["field"].pop(t, None)
        mv(st, t, zid(owner(t), "graveyard"), ev)
    if f.get("form"):
        dissolve_formation(st, f["form"], ev)
    remove_from_combat(st, g)


def flip_up(st: GameState, g: str, ev: list) -> None:
    f = st.data["field"][g]
    flags_changed(st, g)
    f["up"] = True
    f["ts"] = new_ts(st)
    moved(st)
    st.set_vis(g, PUBLIC)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} is turned face up."), controller(st, g), card=cref(st, g)))
    T.emit(st, "flipped", ev, subject=g, subject_ctl=controller(st, g))


def attach(st: GameState, t: str, g: str, ev: list) -> bool:
    gf = st.data["field"].get(g)
    if gf is None or not gf["up"] or gf.get("chain") or not is_general_slot(st.where[g]) or treasure_of(st, g):
        return False
    if t in st.data["field"]:
        changed(st)
        st.data["field"].pop(t)
    mv(st, t, st.where[g] + ".treasure", ev)
    new_field(st, t, True)
    T.emit(st, "treasure_equipped", ev, subject=g, subject_ctl=controller(st, g))
    return True
