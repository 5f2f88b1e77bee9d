"""三国智 combat (D.7): who may attack and defend, damage assignment decisions, dealing combat damage."""

from __future__ import annotations

from ....core.state import GameState
from .basics import GENERAL_BASES, opt, zid, zinfo
from .derived import Derived, derive
from .filters import current_stats
from .moves import damage_allowed, damage_player, deal_damage
from .queries import controller, field_generals, is_ready


def can_attack(st: GameState, D: Derived, cid: str, seat: int) -> bool:
    f = st.data["field"].get(cid)
    if f is None or controller(st, cid) != seat or f["tap"] or f.get("dying") or f.get("chain") or not f["up"]:
        return False
    base = zinfo(st.where[cid])[1]
    if base == "formation":
        if not f.get("formed"):
            return False
        return all(not st.data["field"][m]["tap"] and is_ready(st, m) for m in f["members"])
    if base not in GENERAL_BASES or f.get("form") or cid in D.no_attack or not is_ready(st, cid):
        return False
    if base == "lord" and not opt(st, "zhujiang_can_attack"):
        return False
    if base == "advisor" and not opt(st, "junshi_can_attack"):
        return False
    return True


def can_defend(st: GameState, D: Derived, cid: str, seat: int) -> bool:
    f = st.data["field"].get(cid)
    if f is None or controller(st, cid) != seat or f["tap"] or f.get("dying") or f.get("chain") or not f["up"]:
        return False
    base = zinfo(st.where[cid])[1]
    if base == "formation":
        return bool(f.get("formed")) and all(not st.data["field"][m]["tap"] for m in f["members"])
    if base not in GENERAL_BASES or f.get("form") or cid in D.no_defend:
        return False
    if base == "lord" and not opt(st, "zhujiang_can_defend"):
        return False
    if base == "advisor" and not opt(st, "junshi_can_defend"):
        return False
    return True


def possible_attackers(st: GameState, D: Derived, seat: int) -> list[str]:
    out = [g for g in field_generals(st, seat) if can_attack(st, D, g, seat)]
    for c in st.zones[zid(seat, "formation")].cards:
        if st.data["field"].get(c, {}).get("formed") and can_attack(st, D, c, seat):
            out.append(c)
    return out


def possible_defenders(st: GameState, D: Derived, seat: int) -> list[str]:
    out = [g for g in field_generals(st, seat) if can_defend(st, D, g, seat)]
    for c in st.zones[zid(seat, "formation")].cards:
        if st.data["field"].get(c, {}).get("formed") and can_defend(st, D, c, seat):
            out.append(c)
    return out


def make_assignments(st: GameState) -> None:
    d = st.data
    D = derive(st)
    cb = d["combat"]
    cb["placed"] = []
    a = d["active"]
    for gi, g in enumerate(cb["groups"]):
        if not g["att"] or not g["def"]:
            continue
        # attackers' points on the defenders, then defenders' points on the attackers (D.7.4)
        for dealers, receivers in ((g["att"], g["def"]), (g["def"], g["att"])):
            if opt(st, "damage_assigner") == "receiver":
                seat = controller(st, receivers[0])
            else:
                seat = controller(st, dealers[0])
            pts = {x: max(0, current_stats(st, D, x)[0]) for x in dealers}
            rem = {}
            for r in receivers:
                f = d["field"][r]
                rem[r] = max(0, current_stats(st, D, r)[1] - f["dc"] - f["dp"])
            allowed = {x: [r for r in receivers if damage_allowed(st, D, x, r)] for x in dealers}
            dec = {"type": "assign", "seat": seat, "group": gi + 1, "pts": pts, "rem": rem, "allowed": allowed,
                   "placed": {}}
            if placements(dec):
                d["decisions"].append(dec)
            else:
                cb["placed"].append({"group": gi + 1, "dealers": dealers, "placed": {}, "pts": pts})


def placements(dec: dict) -> list[tuple[str, str, int]]:
    """Possible next placements (dealer, receiver, max n) of a pending damage assignment."""
    out = []
    used: dict[str, int] = {}
    recv: dict[str, int] = {}
    for key, n in dec["placed"].items():
        dl, r = key.split(">")
        used[dl] = used.get(dl, 0) + n
        recv[r] = recv.get(r, 0) + n
    for dl, p in dec["pts"].items():
        left = p - used.get(dl, 0)
        if left <= 0:
            continue
        for r in dec["allowed"][dl]:
            room = dec["rem"][r] - recv.get(r, 0)
            if room > 0:
                out.append((dl, r, min(left, room)))
    return out


def deal_combat(st: GameState, ev: list) -> None:
    """D.7.4: all combat damage of all 战团 is dealt at the same time."""
    d = st.data
    D = derive(st)
    cb = d["combat"]
    if not cb:
        return
    hits = []
    for rec in cb["placed"]:
        for key, n in rec["placed"].items():
            dl, r = key.split(">")
            hits.append((dl, r, n))
    to_players = []
    for g in cb["groups"]:
        if not g["att"]:
            continue
        blocked = g["blocked"] if opt(st, "blocked_stays_blocked") else bool(g["def"])
        if not blocked:
            for x in g["att"]:
                n = max(0, current_stats(st, D, x)[0])
                to_players.append((x, g["target"], n))
        elif opt(st, "excess_damage") == "to_liangcao":
            for rec in cb["placed"]:
                if rec["group"] == cb["groups"].index(g) + 1 and rec["dealers"] == g["att"]:
                    for x in g["att"]:
                        used = sum(n for k, n in rec["placed"].items() if k.startswith(x + ">"))
                        to_players.append((x, g["target"], rec["pts"][x] - used))
    for dl, r, n in hits:
        if dl in d["field"] and r in d["field"]:
            deal_damage(st, D, r, n, "combat", dl, controller(st, dl), ev)
    for x, p, n in to_players:
        if n > 0 and not d["players"][p]["out"]:
            damage_player(st, p, n, ev)
