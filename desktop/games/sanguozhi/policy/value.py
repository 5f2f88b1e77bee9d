"""What a 三国智 position is worth to one seat, in 粮草 points: the rules of thumb weigh their moves with it and
Hard scores a playout that stops before the game ends with it.

A player's side is worth its 粮草 (a point counts more as the total runs low: a loss is near), its generals
and formed 阵型 (attack counts twice — it is what takes 粮草 — remaining 生命 once, a working ability a point
more), its 兵权 (the command its cards need, with diminishing returns), its hand (cards are options, up to its
hand limit), face-down 谋略 and unused 事件 (answers in reserve), and a penalty when its 营地 is nearly empty
(D.6: drawing from an empty 营地 loses).  A seat compares its side with its strongest enemy's.  Only what
the seat may see is read: an enemy's face-down general is counted at a flat value, whatever it is.
"""

from __future__ import annotations

import math

from ....core.state import GameState
from .. import engine as E

ATTACK_W = 2.0        # a point of attack: it takes about that many 粮草 over the turns the general lives
HEALTH_W = 1.0        # a point of remaining 生命
PRESENCE = 1.5        # a general on the field at all (blocks, meets formation and effect needs)
ABILITY_W = 1.0       # a working ability of a field card
HIDDEN_GENERAL = 4.0  # an enemy's face-down general: what a typical one is worth once flipped, discounted
HAND_W = 1.2          # a hand card up to the hand limit
BQ_W = 1.6            # a point of 兵权 while below BQ_ENOUGH …
BQ_ENOUGH = 6         # … beyond which command adds little
SET_W = 1.0           # a face-down 谋略 in a slot or an unused 事件
LOW_LIFE = 12         # below this 粮草 each point counts more …
LOW_W = 0.6           # … by this much
CAMP_SAFE = 5         # fewer cards than this in the 营地: each missing one costs CAMP_W
CAMP_W = 3.0
SCALE = 14.0          # a lead of this many points is worth about 73 % (value → chance)


def life_value(lc: int) -> float:
    return lc + LOW_W * max(0, LOW_LIFE - lc)


def life_weight(lc: int) -> float:
    """What one more 粮草 point is worth at ``lc``."""
    return 1.0 + (LOW_W if lc <= LOW_LIFE else 0.0)


def unit_value(st: GameState, D, cid: str, seat_sees: int | None) -> float:
    """A field general or formed 阵型 (its current stats and damage), as the seat sees it."""
    f = st.data["field"].get(cid)
    if f is None:
        return 0.0
    base = E.zinfo(st.where[cid])[1]
    if not f.get("up") and base != "formation":
        if seat_sees is not None and E.controller(st, cid) != seat_sees:
            return HIDDEN_GENERAL
        d = E.cdef(st, cid)
        return 0.5 * (ATTACK_W * d.get("attack", 0) + HEALTH_W * d.get("health", 0))
    stats = D.stats.get(cid)
    if not stats:
        return 0.0
    atk, hp = max(0, stats[0]), stats[1] - f.get("dc", 0) - f.get("dp", 0)
    if hp <= 0:
        return 0.0
    aw = ATTACK_W
    if base == "advisor" and not E.opt(st, "junshi_can_attack"):
        aw = 0.3 * ATTACK_W  # defends only
    elif f.get("form"):
        aw = 0.3 * ATTACK_W  # attacks only inside its formation (which is counted on its own)
    abil = len(D.abilities.get(cid, ()))
    return aw * atk + HEALTH_W * hp + PRESENCE + ABILITY_W * abil


def side_value(st: GameState, D, s: int, seat_sees: int | None) -> float:
    p = st.data["players"][s]
    if p["out"]:
        return -1000.0
    v = life_value(p["lc"])
    for g in E.field_generals(st, s, include_chain=True):
        v += unit_value(st, D, g, seat_sees)
    fz = st.zones[E.zid(s, "formation")]
    for c in fz.cards:
        f = st.data["field"].get(c)
        if f is not None and f.get("formed"):
            v += unit_value(st, D, c, seat_sees)
    bq = sum(E.bingquan_count(st, s, bz) for bz in ("步兵", "弓兵", "骑兵", "谋士"))
    v += BQ_W * min(bq, BQ_ENOUGH) + 0.3 * max(0, bq - BQ_ENOUGH)
    hand = len(st.zones[E.zid(s, "hand")].cards)
    v += HAND_W * min(hand, D.hand_limit.get(s, 7) + 1)
    for z in E.open_strategy_slots(st, s):
        for c in st.zones[z].cards:
            f = st.data["field"].get(c)
            if f is not None and not f.get("up"):
                v += SET_W
            elif f is not None and f.get("active"):
                v += SET_W + ABILITY_W
    ez = st.zones[E.zid(s, "event")]
    v += SET_W * sum(1 for c in ez.cards if not ez.is_face_up(c))
    camp = len(st.zones[E.zid(s, "camp")].cards)
    if camp < CAMP_SAFE:
        v -= CAMP_W * (CAMP_SAFE - camp)
    return v


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
