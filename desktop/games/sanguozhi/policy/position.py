"""What a 三国智 position is worth to one seat, in 粮草 points: the rules of thumb weigh their moves with it and
Hard scores a playout that stops before the game ends with it.

A player's side is a weighted sum of what it has (``features``): its 粮草 (a point counts more as the total
runs low: a loss is near), the attack and remaining 生命 of its field generals and formed 阵型 (a 军师 that
may not attack counts little attack, a formation member little attack and 生命: its 阵型 fights for it), how
many there are and how many abilities work, its 兵权 (with diminishing returns), its hand up to the hand limit, face-down 谋略 and unused 事件, and a
penalty when its 营地 is nearly empty (D.6: drawing from an empty 营地 loses).  A seat compares its side
with its strongest enemy's.  Only what the seat may see is read: an enemy's face-down general counts as one
face-down general, whatever it is.

The weights were fitted (``bench/sgz_value_fit.py``: logistic regression of the result on the differences
of the features, at the start of every turn of Normal-against-Normal games) and are given in 粮草 points:
the fitted weight of a 粮草 point is 1, and ``SCALE`` turns a lead into a chance to win.
"""

from __future__ import annotations

import math

from ....core.state import GameState
from .. import engine as E

LOW_LIFE = 12         # below this 粮草 each point counts more …
LOW_W = 0.6           # … by this much
BQ_ENOUGH = 6         # command beyond this adds little
CAMP_SAFE = 5         # fewer cards than this in the 营地 are a risk
MEMBER_W = 0.3        # a formation member's attack and 生命 count this much (it is back when the 阵型 dissolves)

FEATURES = ("life", "attack", "health", "generals", "abilities", "command", "hand", "reserve", "camp_short",
            "face_down")
WEIGHTS = {"life": 1.0, "attack": 2.0, "health": 1.0, "generals": 1.5, "abilities": 1.0, "command": 1.6,
           "hand": 1.2, "reserve": 1.0, "camp_short": -3.0, "face_down": 2.0}
SCALE = 14.0          # a lead of this many points is worth about 73 % (value → chance)


def life_value(lc: int) -> float:
    return lc + LOW_W * max(0, LOW_LIFE - lc)


def life_weight(lc: int) -> float:
    """What one more 粮草 point is worth at ``lc``."""
    return 1.0 + (LOW_W if lc <= LOW_LIFE else 0.0)


def unit_terms(st: GameState, D, cid: str) -> tuple[float, float, float]:
    """(attack, remaining 生命, working abilities) of a face-up field general or formed 阵型."""
    f = st.data["field"].get(cid)
    stats = D.stats.get(cid) if f is not None else None
    if not stats:
        return 0.0, 0.0, 0.0
    hp = stats[1] - f.get("dc", 0) - f.get("dp", 0)
    if hp <= 0:
        return 0.0, 0.0, 0.0
    atk = max(0, stats[0])
    base = E.zinfo(st.where[cid])[1]
    if f.get("form"):
        # a member fights only inside its formation, which is counted on its own with its own attack and
        # 生命 (D.8.3): counting the member's in full too made forming look like a gain of a whole body
        return atk * MEMBER_W, hp * MEMBER_W, len(D.abilities.get(cid, ()))
    if base == "advisor" and not E.opt(st, "junshi_can_attack"):
        atk *= 0.3  # defends only
    return atk, hp, len(D.abilities.get(cid, ()))


def unit_value(st: GameState, D, cid: str, seat_sees: int | None) -> float:
    """A field general or formed 阵型 as the seat sees it, in 粮草 points."""
    f = st.data["field"].get(cid)
    if f is None:
        return 0.0
    base = E.zinfo(st.where[cid])[1]
    if not f.get("up") and base != "formation":
        return WEIGHTS["face_down"]
    atk, hp, ab = unit_terms(st, D, cid)
    if hp <= 0:
        return 0.0
    return WEIGHTS["attack"] * atk + WEIGHTS["health"] * hp + WEIGHTS["generals"] + WEIGHTS["abilities"] * ab


def features(st: GameState, D, s: int) -> dict[str, float]:
    """What player ``s`` has, as the value weighs it (public information only)."""
    p = st.data["players"][s]
    out = dict.fromkeys(FEATURES, 0.0)
    out["life"] = life_value(p["lc"])
    units = list(E.field_generals(st, s, include_chain=True))
    for c in st.zones[E.zid(s, "formation")].cards:
        f = st.data["field"].get(c)
        if f is not None and f.get("formed"):
            units.append(c)
    fd = st.data["field"]
    for c in units:
        f = fd.get(c)
        if f is None:
            continue
        if not f.get("up") and E.zinfo(st.where[c])[1] != "formation":
            out["face_down"] += 1
            continue
        atk, hp, ab = unit_terms(st, D, c)
        if hp > 0:
            out["attack"] += atk
            out["health"] += hp
            out["generals"] += 1
            out["abilities"] += ab
    bq = sum(E.bingquan_count(st, s, bz) for bz in ("步兵", "弓兵", "骑兵", "谋士"))
    out["command"] = min(bq, BQ_ENOUGH) + 0.2 * max(0, bq - BQ_ENOUGH)
    hand = len(st.zones[E.zid(s, "hand")].cards)
    out["hand"] = min(hand, D.hand_limit.get(s, 7) + 1)
    for z in E.open_strategy_slots(st, s):
        for c in st.zones[z].cards:
            f = fd.get(c)
            if f is not None and (not f.get("up") or f.get("active")):
                out["reserve"] += 1 + (1 if f.get("active") and _lasting(st, c) else 0)
    ez = st.zones[E.zid(s, "event")]
    out["reserve"] += sum(1 for c in ez.cards if not ez.is_face_up(c))
    out["camp_short"] = max(0, CAMP_SAFE - len(st.zones[E.zid(s, "camp")].cards))
    return out


def _lasting(st: GameState, cid: str) -> bool:
    """A face-up persistent 谋略 keeps doing something of its own (a triggered ability such as 屯田's 粮草 each
    turn).  One that only changes stats (连弩: archers +1) is worth what it changes, and that is already in the
    generals' attack and 生命: counting it again made 连弩 with no archer look like a gain."""
    return any(ab.get("kind") != "static" for ab in E.cdef(st, cid).get("abilities") or ())


def side_value(st: GameState, D, s: int, seat_sees: int | None = None) -> float:
    if st.data["players"][s]["out"]:
        return -1000.0
    f = features(st, D, s)
    return sum(WEIGHTS[k] * v for k, v in f.items())


def lead(st: GameState, seat: int, D=None) -> float:
    """The seat's side minus its strongest enemy's (in 粮草 points)."""
    if D is None:
        D = E.derive(st, cached=True)
    mine = side_value(st, D, seat, seat)
    foes = [side_value(st, D, s, seat) for s in range(len(st.seats)) if s != seat and E.is_enemy(st, s, seat)
            and not st.data["players"][s]["out"]]
    return mine - (max(foes) if foes else -1000.0)


def chance(st: GameState, seat: int) -> float:
    """The lead as a chance to win (0…1); 1 or 0 once the game is decided."""
    if st.data.get("over"):
        return 1.0 if seat in st.data.get("winners", []) else 0.0
    x = lead(st, seat) / SCALE
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
