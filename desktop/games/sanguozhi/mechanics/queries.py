"""三国智 basic queries: seats, teams, controllers, slots, 兵权 counts, readiness (no state changes but new_field)."""

from __future__ import annotations

from ....core.state import GameState
from ..zoneinfo import BINGQUAN, GENERAL_SLOTS, MAX_DEPUTIES, ROLE_OF
from . import basics as _b
from .basics import MEMO, GENERAL_BASES, SLOT_ZONES, ZONE_BASE, card_type, cdef, changed, edition, opt, zid, zinfo

BQ_BASES = frozenset(BINGQUAN.values())  # the 兵权槽 (bq_infantry …)
# D.3: while a card lies in a 兵权槽 it is a plain 兵权 of that slot's 兵种, with no name and no text, whatever it is
PLAIN_BINGQUAN = {"type": "兵权", "name": ""}


def field_type(st: GameState, c: str) -> str:
    """The type a field card has for filters: a 征兵 card in a 兵权槽 is a 兵权 (D.3; from edition 2 — edition 1
    games, started before this was fixed, keep their printed type there), else its printed type."""
    if ZONE_BASE[st.where[c]] in BQ_BASES and edition(st) >= 2:
        return "兵权"
    return card_type(st.data["cards"][c])


IN = "sgz.in"  # st.cache key: (the turn order list, the seats still in it): statecheck.lose drops it


def seats_in(st: GameState) -> tuple[int, ...]:
    """The seats still in the game, in turn order (kept for the turn order list; lose() drops it)."""
    d = st.data
    k = st.cache.get(IN)
    if k is not None and k[0] is d["order"] and not _b.VERIFY:
        return k[1]
    players = d["players"]
    t = tuple(s for s in d["order"] if not players[s]["out"])
    if k is not None and k[0] is d["order"] and k[1] != t:
        raise AssertionError("三国智: the kept seats in the game differ from the players' flags")
    st.cache[IN] = (d["order"], t)
    return t


def players_in(st: GameState) -> list[int]:
    k = st.cache.get(IN)  # (seats_in's first test, inline)
    if k is not None and k[0] is st.data["order"] and not _b.VERIFY:
        return list(k[1])
    return list(seats_in(st))


def next_seat(st: GameState, seat: int) -> int:
    k = st.cache.get(IN)  # (seats_in's first test, inline)
    t = k[1] if k is not None and k[0] is st.data["order"] and not _b.VERIFY else seats_in(st)
    if seat in t:
        return t[(t.index(seat) + 1) % len(t)]
    order = st.data["order"]
    i = order.index(seat)
    for k in range(1, len(order) + 1):
        s = order[(i + k) % len(order)]
        if not st.data["players"][s]["out"]:
            return s
    return seat


def team_of(st: GameState, seat: int) -> int:
    return st.data["players"][seat]["team"]


def enemies(st: GameState, seat: int) -> list[int]:
    t = team_of(st, seat)
    return [s for s in players_in(st) if team_of(st, s) != t]


def allies(st: GameState, seat: int) -> list[int]:
    t = team_of(st, seat)
    return [s for s in players_in(st) if team_of(st, s) == t and s != seat]


def is_enemy(st: GameState, a: int, b: int) -> bool:
    return team_of(st, a) != team_of(st, b)


def owner(cid: str) -> int:
    return int(cid[1:cid.index(":")]) - 1


def controller(st: GameState, cid: str) -> int:
    z = st.where[cid]
    s = zinfo(z)[0]
    return s if s is not None else st.data["chain_ctl"].get(cid, owner(cid))


def is_general_slot(zone_id: str) -> bool:
    return zinfo(zone_id)[1] in GENERAL_BASES


def role_of(st: GameState, cid: str) -> str | None:
    """The role of a 场上将领 (主将/军师/副将); None for a 上场将领 or a card elsewhere."""
    f = st.data["field"].get(cid)
    if f is None or f.get("chain"):
        return None
    base = zinfo(st.where[cid])[1]
    if base == "deputy":
        return "副将"
    return ROLE_OF.get(base)


def slot_role(zone_id: str) -> str:
    base = zinfo(zone_id)[1]
    return "副将" if base == "deputy" else ROLE_OF[base]


def general_in(st: GameState, zone_id: str) -> str | None:
    z = st.zones[zone_id]
    return z.cards[-1] if z.cards else None


def treasure_of(st: GameState, gid: str) -> str | None:
    z = st.zones.get(st.where[gid] + ".treasure")
    return z.cards[-1] if z and z.cards else None


def general_slot_open(st: GameState, seat: int, zone) -> bool:
    """``zone in open_general_slots(st, seat)``, without building the list."""
    info = _GENERAL_SLOT.get(zone) if isinstance(zone, str) else None
    if info is None or info[0] != seat:
        return False
    p = st.data["players"][seat]
    name = info[1]
    if name == "lord":
        return not p["lord_lost"]
    return name == "advisor" or name in p["dep"]


def open_general_slots(st: GameState, seat: int) -> list[str]:
    p = st.data["players"][seat]
    t = SLOT_ZONES[seat]
    out = [] if p["lord_lost"] else [t["lord"]]
    out.append(t["advisor"])
    out += [t[d] for d in p["dep"]]
    return out


def open_strategy_slots(st: GameState, seat: int) -> list[str]:
    t = SLOT_ZONES[seat]
    return [t[s] for s in st.data["players"][seat]["strat"]]


def epoch_memo(st: GameState) -> dict:
    """This epoch's memo of field queries (``changed`` and ``roster_changed`` drop it)."""
    c = st.cache
    m = c.get(MEMO)
    if m is None:
        m = c[MEMO] = {}
    return m


def field_by_type(st: GameState, typ: str) -> list[tuple[str, dict]]:
    """(card, field state) of the field cards of one type (将领, 谋略 …), in field order; kept per epoch."""
    memo = epoch_memo(st)
    by = memo.get("bytype")
    if by is not None and "bydirty" in memo:
        _by_patch(st, by, memo.pop("bydirty"))
    if by is None or _b.VERIFY:
        fresh: dict = {}
        cards = st.data["cards"]
        where = st.where
        plain = edition(st) >= 2
        for c, fe in st.data["field"].items():
            t = "兵权" if plain and ZONE_BASE[where[c]] in BQ_BASES else card_type(cards[c])  # D.3: field_type
            lst = fresh.get(t)
            if lst is None:
                lst = fresh[t] = []
            lst.append((c, fe))
        if by is not None and by != fresh:
            raise AssertionError("三国智: the kept field index differs from the field")
        by = memo["bytype"] = fresh
    return by.get(typ, ())


def _by_patch(st: GameState, by: dict, dirty: list) -> None:
    """The kept field by type after its dirty cards (card, same place) joined or left the field or changed in place
    (basics.roster_changed): each one's entry where field_by_type would put it, in field order."""
    fd = st.data["field"]
    last = next(reversed(fd)) if fd else None
    for cid, same in dirty:
        f = fd.get(cid)
        if same and f is not None:
            continue  # in place: its type and field state are the same
        for t in {card_type(st.data["cards"][cid]), "兵权"}:  # (its entry is under its type or, in a 兵权槽, 兵权)
            lst = by.get(t)
            if lst is not None and any(c == cid for c, _ in lst):
                rest = [x for x in lst if x[0] != cid]
                if rest:
                    by[t] = rest
                else:
                    del by[t]
        if f is not None:
            t = field_type(st, cid)
            lst = by.get(t, [])
            if cid == last:
                by[t] = lst + [(cid, f)]
            else:
                keep = {c for c, _ in lst}
                keep.add(cid)
                by[t] = [(c, fe) for c, fe in fd.items() if c in keep]


def field_generals(st: GameState, seat: int | None = None, include_chain: bool = False) -> list[str]:
    memo = epoch_memo(st)
    key = ("fg", seat, include_chain)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = _field_generals(st, seat, include_chain)
    elif _b.VERIFY and hit != _field_generals(st, seat, include_chain):
        raise AssertionError("三国智: kept field generals differ from the general slots")
    return list(hit)


def _field_generals(st: GameState, seat: int | None, include_chain: bool) -> list[str]:
    # The generals in open_general_slots(st, s) + closed_occupied(st, s), in that order, without the lists:
    # lord (unless lost), advisor, the open deputies, then a lost lord's zone and the closed deputies.
    out = []
    fd = st.data["field"]
    zones = st.zones
    players = st.data["players"]
    for s in (seats_in(st) if seat is None else (seat,)):
        p = players[s]
        k = (s, p["lord_lost"], *p["dep"])
        zs = _GENERAL_ZONES.get(k) or _general_zones(k)
        for z in zs:
            cs = zones[z].cards
            if cs:
                c = cs[-1]
                if include_chain or not fd[c].get("chain"):
                    out.append(c)
    return out


_LORD = [zid(s, "lord") for s in range(6)]
_GENERAL_SLOT = {z: (s, n) for s in range(6) for n, z in SLOT_ZONES[s].items() if n in GENERAL_SLOTS}
_DEPUTIES = [[(f"deputy{k}", zid(s, f"deputy{k}")) for k in range(1, MAX_DEPUTIES + 1)] for s in range(6)]
# (seat, 主将 lost?, *its open 副将槽) -> the general zones _field_generals reads, in its order
_GENERAL_ZONES: dict[tuple, tuple] = {}


def _general_zones(k: tuple) -> tuple:
    s, lost, opened = k[0], k[1], k[2:]
    t = SLOT_ZONES[s]
    zs = [t["advisor"]] if lost else [t["lord"], t["advisor"]]
    zs += [t[n] for n in opened]
    if lost:
        zs.append(_LORD[s])
    zs += [z for n, z in _DEPUTIES[s] if n not in opened]
    if len(_GENERAL_ZONES) > 10_000:
        _GENERAL_ZONES.clear()
    out = _GENERAL_ZONES[k] = tuple(zs)
    return out


def closed_occupied(st: GameState, seat: int) -> list[str]:
    """General zones that are not open slots but still hold a card (the state check clears them)."""
    p = st.data["players"][seat]
    opened = p["dep"]
    zones = st.zones
    out = []
    if p["lord_lost"] and zones[_LORD[seat]].cards:
        out.append(_LORD[seat])
    for n, z in _DEPUTIES[seat]:
        if n not in opened and zones[z].cards:
            out.append(z)
    return out


def bingquan_count(st: GameState, seat: int, bz: str) -> int:
    """Sum of the 面值 amounts in the seat's own 兵权槽 of that 兵种 (D.3)."""
    return bingquan_counts(st, seat)[bz]


def bingquan_counts(st: GameState, seat: int) -> dict[str, int]:
    """{兵种: bingquan_count} of the seat, kept for the epoch (callers do not change it)."""
    memo = st.cache.get(MEMO)
    if memo is None:
        memo = st.cache[MEMO] = {}
    key = ("bq", seat)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = _bingquan_counts(st, seat)
    elif _b.VERIFY and hit != _bingquan_counts(st, seat):
        raise AssertionError("三国智: kept 兵权 counts differ from the 兵权槽")
    return hit


def _bingquan_counts(st: GameState, seat: int) -> dict[str, int]:
    """{兵种: _bingquan_count} in one pass over the seat's four 兵权槽 (BQ_ZONES follows BINGQUAN's order)."""
    fd = st.data["field"]
    cards = st.data["cards"]
    zones = st.zones
    out = {}
    amounts = _AMOUNT
    for bz, z in zip(BINGQUAN, _b.BQ_ZONES[seat]):
        n = 0
        for c in zones[z].cards:
            f = fd.get(c)
            if f is not None and f.get("zb"):
                n += 1
            else:
                a = amounts.get(cards[c])  # (_face_amount, inline)
                n += _face_amount(cards[c]) if a is None else a
        out[bz] = n
    if _b.VERIFY and out != {bz: _bingquan_count(st, seat, bz) for bz in BINGQUAN}:
        raise AssertionError("三国智: the 兵权 counts differ from _bingquan_count")
    return out


_AMOUNT: dict[str, int] = {}  # definition id -> its 面值 amount (1 unless it says)


def _face_amount(defid: str) -> int:
    n = _AMOUNT.get(defid)
    if n is None:
        from ..cards import card_db
        n = _AMOUNT[defid] = card_db()[defid].get("face_value", {}).get("amount", 1)
    return n


def _bingquan_count(st: GameState, seat: int, bz: str) -> int:
    n = 0
    for c in st.zones[zid(seat, BINGQUAN[bz])].cards:
        if st.data["field"].get(c, {}).get("zb"):
            n += 1
        else:
            n += cdef(st, c).get("face_value", {}).get("amount", 1)
    return n


def meets_condition(st: GameState, seat: int, card: dict) -> bool:
    """The seat's 兵权 meet the card's 兵权条件 (D.3)."""
    cond = card.get("bingquan_condition")
    if not cond:
        return True
    have = bingquan_counts(st, seat)  # (they hold for the epoch)
    for bz, n in cond.items():
        if have[bz] < n:
            return False
    return True


def zhili_source(st: GameState, seat: int, D=None) -> tuple[str | None, int]:
    """D.11: the general whose current 智力 meets a 谋略's 智力要求 for ``seat``, and that 智力 — the face-up
    军师 (``zhili_rule=junshi``) or the face-up 场上将领 with the highest 智力 (``highest``); (None, 0) when
    there is none.  A face-down, 濒死 or arriving (on the chain) general supplies nothing."""
    rule = opt(st, "zhili_rule")
    if rule == "none":
        return None, 0
    if D is None:
        from .derived import derive
        D = derive(st, cached=True)
    fd = st.data["field"]
    best, have = None, 0
    for g in field_generals(st, seat):
        f = fd[g]
        if not f["up"] or f.get("dying") or f.get("chain"):
            continue
        if rule == "junshi" and zinfo(st.where[g])[1] != "advisor":
            continue
        v = (D.stats.get(g) or printed_stats(cdef(st, g)))[2]
        if best is None or v > have:
            best, have = g, v
    return best, have


def meets_zhili(st: GameState, seat: int, card: dict, D=None) -> bool:
    """D.11: a 谋略's 智力要求 (``zhili``, 0 = none) is met by ``seat`` now."""
    need = card.get("zhili", 0)
    if not need or opt(st, "zhili_rule") == "none":
        return True
    g, have = zhili_source(st, seat, D)
    return g is not None and have >= need


def is_ready(st: GameState, cid: str) -> bool:
    """D.7.2: on the field under its controller since before the start of his most recent turn."""
    f = st.data["field"][cid]
    if not opt(st, "summoning_sickness"):
        return True
    ctl = controller(st, cid)
    return f["since"] < st.data["players"][ctl]["last_turn"]


def new_ts(st: GameState) -> int:
    st.data["ts"] += 1
    return st.data["ts"]


def new_field(st: GameState, cid: str, up: bool, quiet: bool = False, **extra) -> dict:
    """A card's field state as it enters the field (``quiet``: the caller has named the change)."""
    st.data["obj"] += 1
    f = {"up": up, "tap": False, "dc": 0, "dp": 0, "since": st.data["turn"], "ts": new_ts(st),
         "obj": st.data["obj"]}
    f.update(extra)
    if not quiet:
        changed(st)
    st.data["field"][cid] = f
    return f


def turn_order_from(st: GameState, seat: int) -> list[int]:
    order = st.data["order"]
    i = order.index(seat)
    return [order[(i + k) % len(order)] for k in range(len(order))]


def printed_stats(card: dict) -> list[int]:
    return [card.get("attack", 0), card.get("health", 0), card.get("intelligence", 0)]
