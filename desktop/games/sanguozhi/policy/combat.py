"""Combat rules of thumb for 三国智 (§D.7): whom to attack with, how to block, where to put damage.

The unit of every estimate is the 粮草 point of ``policy.position``: a general that dies costs its unit value,
a point of damage that reaches a player costs that player ``life_weight`` of his 粮草.  The opponent is
assumed to answer sensibly by the same rules (it blocks where blocking pays, D.7.3).
"""

from __future__ import annotations

from itertools import combinations

from .. import engine as E
from .position import WEIGHTS, life_weight, unit_value


class Unit:
    """A card in combat as the rules of thumb see it: attack, remaining 生命, worth."""

    __slots__ = ("cid", "atk", "hp", "worth")

    def __init__(self, st, D, cid: str, seat: int) -> None:
        f = st.data["field"][cid]
        stats = E.current_stats(st, D, cid)
        self.cid = cid
        self.atk = max(0, stats[0])
        self.hp = max(0, stats[1] - f.get("dc", 0) - f.get("dp", 0))
        self.worth = unit_value(st, D, cid, seat)
        # what its fall costs its side beyond the card (D.9): a 军师 takes 粮草 with it, a 主将 gives the killer cards
        base = E.zinfo(st.where[cid])[1]
        if base == "advisor":
            lc = st.data["players"][E.controller(st, cid)]["lc"]
            self.worth += E.opt(st, "junshi_death_penalty") * life_weight(lc)
        elif base == "lord":
            self.worth += E.opt(st, "zhujiang_kill_draw") * WEIGHTS["hand"]


def block_gain(att: Unit, blk: Unit, lw_def: float) -> float:
    """What blocking ``att`` with ``blk`` is worth to the defender: the 粮草 saved, the attacker killed,
    the blocker lost (one blocker, one attacker: each deals its attack to the other, D.7.4)."""
    g = att.atk * lw_def
    if blk.atk >= att.hp:
        g += att.worth
    if att.atk >= blk.hp:
        g -= blk.worth
    return g


def likely_blocks(attackers: list[Unit], blockers: list[Unit], lw_def: float, life: int) -> dict[str, Unit]:
    """How a sensible defender blocks (one blocker per attacker, D.7.3): attacker id → blocker.

    The defender's best answer to the whole attack, not attacker by attacker: the blocks that together are
    worth most to it (``block_gain``), and, when the unblocked damage would take all its 粮草, as many blocks
    as it needs to live.  Exact over every assignment while they are few, else the best pair first."""
    if not attackers or not blockers:
        return {}
    gains = [[block_gain(a, b, lw_def) for b in blockers] for a in attackers]
    dmg = [a.atk for a in attackers]
    n, m = len(attackers), len(blockers)
    work = 1
    for k in range(n):
        work *= m + 1 - min(k, m)
        if work > 4000:
            break
    if work <= 4000:
        best: tuple = (None, None)

        def go(i: int, used: int, got: float, through: int, pick: list) -> None:
            nonlocal best
            if i == n:
                key = (through < life, got)
                if best[0] is None or key > best[0]:
                    best = (key, list(pick))
                return
            go(i + 1, used, got, through + dmg[i], pick + [None])
            for j in range(m):
                if not used >> j & 1:
                    go(i + 1, used | 1 << j, got + gains[i][j], through, pick + [j])

        go(0, 0, 0.0, 0, [])
        return {attackers[i].cid: blockers[j] for i, j in enumerate(best[1]) if j is not None}
    # many attackers and blockers: the most valuable pair first (the defender blocks where it pays, or to live)
    out: dict[str, Unit] = {}
    free_a, free_b = set(range(n)), set(range(m))
    through = sum(dmg)
    while free_a and free_b:
        lethal = through >= life
        i, j = max(((i, j) for i in free_a for j in free_b),
                   key=lambda p: (gains[p[0]][p[1]] + (1000.0 * dmg[p[0]] if lethal else 0.0)))
        if gains[i][j] <= 0 and not lethal:
            break
        out[attackers[i].cid] = blockers[j]
        free_a.discard(i)
        free_b.discard(j)
        through -= dmg[i]
    return out


def attack_value(a: Unit, blk: Unit | None, lw_att: float, lw_def: float) -> float:
    """What attacking with ``a`` is worth to the attacker if ``blk`` (or nobody) blocks it."""
    if blk is None:
        return a.atk * lw_def
    v = 0.0
    if a.atk >= blk.hp:
        v += blk.worth
    if blk.atk >= a.hp:
        v -= a.worth
    return v


def plan_attack(st, D, seat: int, ready: list[str], declared: list[str], foe: int) -> tuple[list[str], dict]:
    """The attackers worth sending at ``foe`` (among ``ready`` plus the ones already ``declared``), and why.

    Each attacker is weighed against the block the defender would make (D.7.3); the attackers that stay
    back keep defending: when the foe's strike on the next turn could take more than half of what is left
    of my 粮草, the attackers the plan can spare least are kept home."""
    me = st.data["players"][seat]
    them = st.data["players"][foe]
    lw_att, lw_def = life_weight(me["lc"]), life_weight(them["lc"])
    mine = {c: Unit(st, D, c, seat) for c in ready + declared}
    blockers = [Unit(st, D, c, seat) for c in E.possible_defenders(st, D, foe)]
    chosen = list(declared) + [c for c in ready if c not in declared]
    why: dict = {}
    for _ in range(len(chosen) + 1):
        units = [mine[c] for c in chosen]
        blocks = likely_blocks(units, blockers, lw_def, them["lc"])
        worst, wv = None, 0.0
        for u in units:
            v = attack_value(u, blocks.get(u.cid), lw_att, lw_def)
            why[u.cid] = (v, blocks.get(u.cid))
            if u.cid not in declared and v < wv:
                worst, wv = u.cid, v
        if worst is None:
            break
        chosen.remove(worst)
    # Keep defenders home when the counter-strike would hurt too much (attackers stay 横置 until my turn).
    strikes = _counter_threat(st, D, foe)
    home = [c for c in E.possible_defenders(st, D, seat) if c not in chosen]
    spare = sorted((c for c in chosen if c not in declared), key=lambda c: why[c][0])
    while spare:
        exposed = sum(strikes[len(home):])
        if exposed * 2 <= me["lc"]:
            break
        c = spare.pop(0)
        if why[c][0] > (exposed - sum(strikes[len(home) + 1:])) * lw_att:
            continue  # this attack is worth more than the blow it lets through
        chosen.remove(c)
        home.append(c)
    return chosen, why


def _counter_threat(st, D, foe: int) -> list[int]:
    """The attacks the foe may strike back with on its next turn (its face-up generals that may attack),
    strongest first: each defender kept home stops one of them."""
    out = []
    for g in E.field_generals(st, foe):
        f = st.data["field"][g]
        if not f.get("up") or f.get("form"):
            continue
        base = E.zinfo(st.where[g])[1]
        if base == "advisor" and not E.opt(st, "junshi_can_attack"):
            continue
        if base == "lord" and not E.opt(st, "zhujiang_can_attack"):
            continue
        out.append(max(0, E.current_stats(st, D, g)[0]))
    return sorted(out, reverse=True)


def plan_blocks(st, D, seat: int, groups: list[tuple[int, list[str]]], defenders: list[str]) -> dict[int, list[str]]:
    """Blockers per 战团 (1-based number → my cards): blocks that pay, and chump blocks when the unblocked
    damage would take all my 粮草."""
    me = st.data["players"][seat]
    lw = life_weight(me["lc"])
    units = {c: Unit(st, D, c, seat) for c in defenders}
    gunits = {gi: [Unit(st, D, c, seat) for c in att] for gi, att in groups}
    out: dict[int, list[str]] = {}
    free = dict(units)
    total = sum(u.atk for us in gunits.values() for u in us)
    order = sorted(gunits, key=lambda gi: -sum(u.atk for u in gunits[gi]))
    for gi in order:
        atts = gunits[gi]
        dmg = sum(u.atk for u in atts)
        best, bg = None, 0.0
        for b in free.values():
            g = group_block_gain(atts, b, lw)
            if g > bg:
                best, bg = b, g
        if best is None and total >= me["lc"] and free:
            best = min(free.values(), key=lambda u: u.worth)  # chump: the game is at stake
        if best is not None:
            out[gi] = [best.cid]
            del free[best.cid]
            total -= dmg
    return out


def group_block_gain(atts: list[Unit], blk: Unit, lw: float) -> float:
    """One blocker against a 战团: all its damage saved; its points go on the attackers, theirs on it."""
    g = sum(a.atk for a in atts) * lw
    incoming = sum(a.atk for a in atts)
    if incoming >= blk.hp:
        g -= blk.worth
    left = blk.atk
    for a in sorted(atts, key=lambda u: -u.worth):  # the attacking player places them; assume the worst case
        if left >= a.hp and len(atts) == 1:
            g += a.worth
        left -= a.hp
    return g


def plan_damage(dec: dict, worth: dict[str, float], mine_receive: bool) -> dict[str, int]:
    """Points per receiver for a damage assignment (D.7.4): as the receivers' side, lose as little worth as
    possible; as the dealers' side, kill as much as possible.  Brute force over which receivers are filled."""
    rem = {r: dec["rem"][r] - sum(n for k, n in dec["placed"].items() if k.split(">")[1] == r) for r in dec["rem"]}
    used: dict[str, int] = {}
    for k, n in dec["placed"].items():
        dl = k.split(">")[0]
        used[dl] = used.get(dl, 0) + n
    pts = sum(max(0, p - used.get(dl, 0)) for dl, p in dec["pts"].items())
    recv = [r for r in rem if rem[r] > 0 and any(r in dec["allowed"][dl] for dl in dec["pts"])]
    best, best_v = None, None
    for k in range(len(recv) + 1):
        for kill in combinations(recv, k):
            need = sum(rem[r] for r in kill)
            if need > pts:
                continue
            room = sum(rem[r] - 1 for r in recv if r not in kill)
            left = pts - need
            if left > room and mine_receive:
                continue  # the remaining points would have to fill another receiver
            v = sum(worth.get(r, 1.0) for r in kill)
            v = v if not mine_receive else -v
            if best_v is None or v > best_v:
                best_v, best = v, kill
    plan: dict[str, int] = {}
    if best is None:
        return {r: rem[r] for r in recv}
    left = pts
    for r in best:
        plan[r] = rem[r]
        left -= rem[r]
    for r in sorted((r for r in recv if r not in best), key=lambda r: -rem[r]):
        n = min(left, rem[r] - 1) if mine_receive else min(left, rem[r])
        if n > 0:
            plan[r] = n
            left -= n
    return plan
