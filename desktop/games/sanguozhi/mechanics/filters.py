"""三国智 references, card filters and conditions (D.10.3, D.10.4): what an ability's words point at."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ....core.state import GameState
from ..cards import bingquan_total, card_db
from . import basics as _b
from .basics import EPOCH, ROSTER, ZONE_BASE, ZONE_SEAT, card_type, cdef, edition, zid, zinfo
from .queries import (BQ_BASES, PLAIN_BINGQUAN, allies, bingquan_count, controller, enemies, epoch_memo,
                      field_by_type, field_type,
                      general_in, is_enemy, is_general_slot, owner, players_in, printed_stats, role_of, treasure_of)

if TYPE_CHECKING:
    from .derived import Derived


def _derive(st: GameState) -> "Derived":
    from .derived import derive  # derived values read filters: imported late
    return derive(st)


def resolve_cards(st: GameState, ref, c: dict) -> list[str]:
    if ref is None:
        return []
    if isinstance(ref, dict):
        return [x for x in candidates(st, ref["all"], c["ctl"], c.get("src"))]
    src = c.get("src")
    if ref == "self":
        return [src] if src in st.where else []
    if ref == "equipped":
        if src in st.where and zinfo(st.where[src])[1] == "treasure":
            g = general_in(st, st.where[src][: -len(".treasure")])
            return [g] if g else []
        return []
    if ref == "members":
        return list(st.data["field"].get(src, {}).get("members", []))
    if ref == "subject":
        s = c.get("subject")
        return [s] if s and s in st.where else []
    v = c["targets"].get(ref, [])
    return [x for x in v if isinstance(x, str) and x in st.where]


def resolve_players(st: GameState, ref, c: dict) -> list[int]:
    ctl = c["ctl"]
    if ref in (None, "you"):
        return [ctl]
    if ref == "owner":
        src = c.get("src")
        return [owner(src)] if src else [ctl]
    if ref == "subject_controller":
        s = c.get("subject_ctl")
        return [s] if s is not None else []
    if ref == "we":
        return [ctl] + allies(st, ctl)
    if ref == "allies":
        return allies(st, ctl)
    if ref == "enemies":
        return enemies(st, ctl)
    if ref == "all":
        return players_in(st)
    v = c["targets"].get(ref, [])
    return [x for x in v if isinstance(x, int) and not st.data["players"][x]["out"]]


def cmp(a: int, op: str, b: int) -> bool:
    return {">=": a >= b, ">": a > b, "<=": a <= b, "<": a < b, "==": a == b, "!=": a != b}[op]


def current_stats(st: GameState, D: Derived, cid: str) -> list[int]:
    s = D.stats.get(cid)
    return s if s is not None else printed_stats(cdef(st, cid))


def amount(st: GameState, D: Derived | None, a, c: dict) -> int:
    if isinstance(a, int):
        return a
    if a == "event_amount":
        return int(c.get("amount", 0))
    if isinstance(a, dict) and "stat" in a:
        cs = resolve_cards(st, a["of"], c)
        if not cs:
            return 0
        return current_stats(st, D or _derive(st), cs[0])[("attack", "health", "intelligence").index(a["stat"])]
    if isinstance(a, dict) and "count" in a:
        return len(candidates(st, a["count"], c["ctl"], c.get("src")))
    return 0


def controller_ok(st: GameState, want: str, ctl_card: int, ctl: int) -> bool:
    if want == "any":
        return True
    if want == "you":
        return ctl_card == ctl
    if want == "we":
        return not is_enemy(st, ctl_card, ctl)
    if want == "allies":
        return ctl_card != ctl and not is_enemy(st, ctl_card, ctl)
    return is_enemy(st, ctl_card, ctl)


def card_zone_kind(st: GameState, cid: str) -> str:
    base = zinfo(st.where[cid])[1]
    if base in ("hand", "graveyard"):
        return base
    if base == "camp":
        return "deck"
    if cid in st.data["field"]:
        return "field"
    return base


def matches(st: GameState, D: Derived | None, cid: str, f: dict, ctl: int, src: str | None,
            snap: dict | None = None) -> bool:
    """Whether card ``cid`` matches card filter ``f`` for an ability controlled by ``ctl`` (D.10.3)."""
    d = cdef(st, cid)
    if d["type"] != "兵权" and ZONE_BASE.get(snap["zone"] if snap and "zone" in snap else st.where[cid]) in BQ_BASES \
            and edition(st) >= 2:
        d = PLAIN_BINGQUAN  # a 征兵 card (D.3): a 撤退 on "a general, face any" cannot take it
    if d["type"] != f["type"]:
        return False
    if f.get("other") and cid == src:
        return False
    if "name" in f and d["name"] != f["name"]:
        return False
    if "corps" in f and not set(f["corps"]) & set(d.get("corps", [])):
        return False
    if "bingquan_total" in f and not cmp(bingquan_total(d), f["bingquan_total"]["op"], f["bingquan_total"]["value"]):
        return False
    if snap is not None:  # as the subject was at the event (D.10.9)
        if f.get("zone", "field") != "field":
            return False
        if not controller_ok(st, f.get("controller", "any"), snap["ctl"], ctl):
            return False
        if "role" in f and snap.get("role") not in f["role"]:
            return False
        face = f.get("face", "up")
        if face != "any" and (face == "up") != snap.get("up", True):
            return False
        return True
    zk = card_zone_kind(st, cid)
    if zk != f.get("zone", "field"):
        return False
    fe = st.data["field"].get(cid)
    if zk == "field":
        if fe.get("chain"):
            return False
        if d["type"] == "阵型" and not fe.get("formed"):
            return False
        if d["type"] == "谋略" and not fe.get("up"):
            if f.get("face", "up") == "up":
                return False
        cctl = controller(st, cid)
        face = f.get("face", "up")
        if face != "any" and (face == "up") != fe["up"]:
            return False
    else:
        cctl = owner(cid)
    if not controller_ok(st, f.get("controller", "any"), cctl, ctl):
        return False
    if zk == "field":
        if "role" in f and role_of(st, cid) not in f["role"]:
            return False
        if "ready" in f and (not fe["tap"]) != f["ready"]:
            return False
        if "has_treasure" in f and (treasure_of(st, cid) is not None) != f["has_treasure"]:
            return False
        if "in_formation" in f and bool(fe.get("form")) != f["in_formation"]:
            return False
        if "stat" in f:
            cur = current_stats(st, D or _derive(st), cid)
            for s, cm in f["stat"].items():
                if not cmp(cur[("attack", "health", "intelligence").index(s)], cm["op"], cm["value"]):
                    return False
    elif any(k in f for k in ("role", "ready", "has_treasure", "in_formation")):
        return False
    return True


# st.cache key: (epoch, {(id(filter), ctl, src): (filter, cards)}) — which cards a filter names depends only
# on what the derived values read, so the lists hold for one epoch (the filter is kept: its id stays its own).
CANDIDATES = "sgz.cand"


def candidates(st: GameState, f: dict, ctl: int, src: str | None, D: Derived | None = None) -> Sequence[str]:
    """The cards filter ``f`` names for an ability of ``src`` controlled by ``ctl`` (read-only)."""
    if D is not None or f.get("zone", "field") != "field":  # cards off the field move without an epoch
        return _candidates(st, f, ctl, src, D)
    if _SIMPLE.issuperset(f):
        # A quick filter's answer is a function of its type's field rows (_simple_field): kept while they are
        # the same, across epochs (most changes are to cards of other types, or to what the rows leave out).
        rows = _field_rows(st, f["type"])
        quick = st.cache.get(QUICK)
        if quick is None or len(quick) > 4096:
            quick = st.cache[QUICK] = {}
        key = (id(f), ctl, src)
        hit = quick.get(key)
        if hit is not None and hit[0] is f and (hit[1] is rows or hit[1] == rows):
            if _b.VERIFY and tuple(_candidates(st, f, ctl, src, None)) != hit[2]:
                raise AssertionError("三国智: kept quick-filter candidates differ from a fresh computation")
            return hit[2]
        out = tuple(_candidates(st, f, ctl, src, None))
        quick[key] = (f, rows, out)
        return out
    ep = (st.cache.get(EPOCH, 0), st.cache.get(ROSTER, 0))
    memo = st.cache.get(CANDIDATES)
    if memo is None or memo[0] != ep:
        fresh: dict = {}
        memo = st.cache[CANDIDATES] = (ep, fresh)
    key = (id(f), ctl, src)
    hit = memo[1].get(key)
    if hit is not None and hit[0] is f:
        if _b.VERIFY:
            if tuple(_candidates(st, f, ctl, src, None)) != hit[1]:
                raise AssertionError("三国智: kept filter candidates differ from a fresh computation")
        return hit[1]
    out = tuple(_candidates(st, f, ctl, src, None))
    memo[1][key] = (f, out)
    return out


_SIMPLE = frozenset(("type", "controller", "other", "corps", "face", "zone"))
QUICK = "sgz.quick"  # st.cache key: {(id(filter), ctl, src): (filter, its type's field rows, cards)}
_OFF_FIELD = frozenset(("hand", "graveyard", "camp"))


# Field filters that also name a general's role or whether it holds a 宝物 (a test of the card's slot, no field
# state, no derived value): the quick filter's cards of the type, then those two tests, as matches() makes them.
_SLOTTED = _SIMPLE | {"role", "has_treasure"}


def _candidates(st: GameState, f: dict, ctl: int, src: str | None, D: Derived | None) -> list[str]:
    zone = f.get("zone", "field")
    if zone == "field" and _SIMPLE.issuperset(f):
        out = _simple_field(st, f, ctl, src)
        if not _b.VERIFY or out == _general(st, f, ctl, src, D):
            return out
        raise AssertionError("三国智: the quick filter differs from matches()")
    if zone == "field" and _SLOTTED.issuperset(f):
        out = _simple_field(st, f, ctl, src)
        roles = f.get("role")
        if roles is not None:
            out = [c for c in out if role_of(st, c) in roles]
        if "has_treasure" in f:
            want = f["has_treasure"]
            out = [c for c in out if (treasure_of(st, c) is not None) == want]
        if not _b.VERIFY or out == _general(st, f, ctl, src, D):
            return out
        raise AssertionError("三国智: the quick filter with role / 宝物 tests differs from matches()")
    return _general(st, f, ctl, src, D)


def _general(st: GameState, f: dict, ctl: int, src: str | None, D: Derived | None) -> list[str]:
    zone = f.get("zone", "field")
    if zone == "field":
        # the type first (matches() would refuse the others the same way, only slower)
        typ = f["type"]
        cards = st.data["cards"]
        players = st.data["players"]
        pool = [c for c in st.data["field"] if field_type(st, c) == typ and not players[controller(st, c)]["out"]]
        return [c for c in pool if matches(st, D, c, f, ctl, src)]
    name = _OFF_ZONE[zone]
    zones = st.zones
    pool = [c for s in players_in(st) for c in zones[name[s]].cards]
    # Off the field, whether a card matches depends only on the filter, the card's definition, its owner and
    # the zone's kind (matches(): no field state, no derived value), so each answer holds for the whole game.
    memo = st.cache.get(OFF_FIELD)
    if memo is None:
        memo = st.cache[OFF_FIELD] = {}
    key = (id(f), zone, ctl, src)
    hit = memo.get(key)
    if hit is None or hit[0] is not f:
        hit = memo[key] = (f, {})
    known: dict[str, bool] = hit[1]
    out = []
    for c in pool:
        ok = known.get(c)
        if ok is None:
            ok = known[c] = matches(st, D, c, f, ctl, src)
        elif _b.VERIFY and ok != matches(st, D, c, f, ctl, src):
            raise AssertionError("三国智: a kept off-field filter answer differs from matches()")
        if ok:
            out.append(c)
    return out


OFF_FIELD = "sgz.offfield"  # st.cache key: {(id(filter), zone, ctl, src): (filter, {card: matches?})}
_OFF_ZONE = {z: tuple(zid(s, n) for s in range(6)) for z, n in (("hand", "hand"), ("graveyard", "graveyard"),
                                                                 ("deck", "camp"))}


def _field_rows(st: GameState, typ: str) -> list[tuple]:
    """(card, controller, corps, face up, formed) of the field cards of one type that any field filter may
    name — not of a player who is out, not on the chain — kept per epoch (what they read is the epoch's)."""
    memo = epoch_memo(st)
    key = ("rows", typ)
    rows = memo.get(key)
    if rows is None or _b.VERIFY:
        d = st.data
        cards = d["cards"]
        players = d["players"]
        chain_ctl = d["chain_ctl"]
        where = st.where
        by_id = card_db().by_id
        fresh = []
        for c, fe in field_by_type(st, typ):
            z = where[c]
            seat = ZONE_SEAT[z]
            cctl = seat if seat is not None else chain_ctl.get(c, owner(c))
            if players[cctl]["out"] or ZONE_BASE[z] in _OFF_FIELD or fe.get("chain"):
                continue
            fresh.append((c, cctl, by_id[cards[c]].get("corps", ()), fe["up"], bool(fe.get("formed"))))
        if rows is not None and rows != fresh:
            raise AssertionError("三国智: kept field rows differ from the field")
        rows = memo[key] = fresh
    return rows


def _simple_field(st: GameState, f: dict, ctl: int, src: str | None) -> list[str]:
    """Field cards matching a filter of type / controller / other / corps / face only: matches()'s tests for
    such a filter and a field card, in one loop (the common filter of lasting effects and targets)."""
    typ = f["type"]
    want = f.get("controller", "any")
    other = src if f.get("other") else None
    corps = f.get("corps")
    face = f.get("face", "up")
    up_wanted = face == "up"
    formation = typ == "阵型"
    ok_ctl = None if want == "any" else {s: controller_ok(st, want, s, ctl) for s in range(len(st.seats))}
    out = []
    for c, cctl, dc, up, formed in _field_rows(st, typ):
        if other is not None and c == other:
            continue
        if corps and not any(x in dc for x in corps):
            continue
        if (formation and not formed) or (face != "any" and up_wanted != up):
            continue
        if ok_ctl is not None and not ok_ctl[cctl]:
            continue
        out.append(c)
    return out


def eval_condition(st: GameState, D: Derived | None, cond: dict, c: dict) -> bool:
    t = cond["test"]
    if t == "all_of":
        return all(eval_condition(st, D, x, c) for x in cond["of"])
    if t == "any_of":
        return any(eval_condition(st, D, x, c) for x in cond["of"])
    if t == "not":
        return not eval_condition(st, D, cond["of"], c)
    if t == "phase_is":
        return PHASE_NAMES.get(st.data["step"]) == cond["phase"]
    if t in ("has_treasure", "face_up", "role_is", "stat"):
        cs = resolve_cards(st, cond["of"], c)
        if not cs or cs[0] not in st.data["field"]:
            return False
        g = cs[0]
        if t == "has_treasure":
            return treasure_of(st, g) is not None if is_general_slot(st.where[g]) else False
        if t == "face_up":
            return st.data["field"][g]["up"]
        if t == "role_is":
            return role_of(st, g) in cond["roles"]
        cur = current_stats(st, D if D is not None else _derive(st), g)
        return cmp(cur[("attack", "health", "intelligence").index(cond["stat"])], cond["op"],
                   amount(st, D, cond["value"], c))
    if t == "count":
        return cmp(len(candidates(st, cond["filter"], c["ctl"], c.get("src"))), cond["op"],
                   amount(st, D, cond["value"], c))
    ps = resolve_players(st, cond["player"], c)
    if t == "is_turn_of":
        return st.data["active"] in ps
    if not ps:
        return False
    val = amount(st, D, cond["value"], c)
    for p in ps:
        if t == "liangcao":
            x = st.data["players"][p]["lc"]
        elif t == "hand_size":
            x = len(st.zones[zid(p, "hand")].cards)
        else:
            x = bingquan_count(st, p, cond["bingzhong"])
        if not cmp(x, cond["op"], val):
            return False
    return True


PHASE_NAMES = {"draw": "抓牌", "main": "准备", "battle_start": "战斗", "battle_attack": "战斗",
               "battle_defend": "战斗", "battle_damage": "战斗", "battle_end": "战斗", "end": "结束",
               "cleanup": "结束", "cleanup_check": "结束"}
