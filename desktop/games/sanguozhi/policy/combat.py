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


def _falls(pts: int, receivers: list[Unit], placer_is_receiver: bool) -> list[Unit]:
    """The receivers that fall when ``pts`` points are placed on them (D.7.4).

    The receivers' side places them (``damage_assigner=receiver``): it spreads them so that as few fall as it
    can — every point beyond one short of each receiver's 生命 fills one more, the cheapest first.  The
    dealers' side places them (``dealer``): it fills the most valuable receivers the points can fill."""
    alive = [u for u in receivers if u.hp > 0]
    if pts <= 0 or not alive:
        return []
    if placer_is_receiver:
        k = min(len(alive), max(0, pts - sum(u.hp - 1 for u in alive)))
        return sorted(alive, key=lambda u: u.worth)[:k]
    best: list[Unit] = []
    for k in range(1, len(alive) + 1):
        for kill in combinations(alive, k):
            if sum(u.hp for u in kill) <= pts and sum(u.worth for u in kill) > sum(u.worth for u in best):
                best = list(kill)
    return best


def receiver_places(st) -> bool:
    """Whether the receiving side places combat damage (``damage_assigner``, D.7.4)."""
    return E.opt(st, "damage_assigner") == "receiver"


def clash(atts: list[Unit], blks: list[Unit], receiver_places: bool = True) -> tuple[list[Unit], list[Unit]]:
    """(attackers that fall, blockers that fall) when ``blks`` block the 战团 ``atts``: each side's points go
    on the other side's cards (D.7.4)."""
    if not blks:
        return [], []
    return (_falls(sum(b.atk for b in blks), atts, receiver_places),
            _falls(sum(a.atk for a in atts), blks, receiver_places))


def group_gain(atts: list[Unit], blks: list[Unit], lw_def: float, receiver_places: bool = True) -> float:
    """What blocking the 战团 ``atts`` with ``blks`` (one or more) is worth to the defender: the 粮草 saved,
    the attackers killed, the blockers lost."""
    if not blks:
        return 0.0
    dead_a, dead_b = clash(atts, blks, receiver_places)
    return (sum(a.atk for a in atts) * lw_def + sum(u.worth for u in dead_a) - sum(u.worth for u in dead_b))


def best_blocks(groups: list[list[Unit]], through_dmg: list[int], blockers: list[Unit], lw_def: float, life: int,
                have: list[list[Unit]] | None = None, receiver_places: bool = True) -> list[list[Unit]]:
    """A sensible defender's blocks (D.7.3): for each 战团 (its attackers), the blockers it adds to it.

    Any number of blockers may join one 战团, so two weak generals can stop one strong attacker together.
    The answer is the one worth most to the defender (``group_gain``) among those that keep it alive, when
    any does: the unblocked 战团 (``through_dmg`` each) must leave it some 粮草.  ``have``: blockers already
    declared.  Exact over every assignment while there are at most ``EXACT`` of them, else one blocker at a
    time where it adds most (or, when the damage is lethal, where it stops most)."""
    n, m = len(groups), len(blockers)
    have = have or [[] for _ in groups]
    if not n or not m:
        return [[] for _ in groups]
    memo: dict[tuple[int, int], float] = {}
    base = [group_gain(groups[g], have[g], lw_def, receiver_places) for g in range(n)]

    def gain(g: int, mask: int) -> float:  # what the blockers in ``mask`` add to 战团 g
        hit = memo.get((g, mask))
        if hit is None:
            extra = [blockers[j] for j in range(m) if mask >> j & 1]
            hit = memo[g, mask] = group_gain(groups[g], have[g] + extra, lw_def, receiver_places) - base[g]
        return hit

    def total(masks: list[int]) -> tuple[bool, float]:
        got, through = 0.0, 0
        for g in range(n):
            if masks[g]:
                got += gain(g, masks[g])
            elif not have[g]:
                through += through_dmg[g]
        return through < life, got

    masks = [0] * n
    if (n + 1) ** m <= EXACT:
        best_key, best_masks = total(masks), list(masks)

        def go(j: int) -> None:
            nonlocal best_key, best_masks
            if j == m:
                key = total(masks)
                if key > best_key:
                    best_key, best_masks = key, list(masks)
                return
            go(j + 1)  # this blocker stays out
            for g in range(n):
                masks[g] |= 1 << j
                go(j + 1)
                masks[g] &= ~(1 << j)

        go(0)
        masks = best_masks
    else:
        key, free = total(masks), set(range(m))
        while free:
            cand = None
            for j in sorted(free):
                for g in range(n):
                    masks[g] |= 1 << j
                    k = total(masks)
                    masks[g] &= ~(1 << j)
                    if k > key and (cand is None or k > cand[0]):
                        cand = (k, j, g)
            if cand is None:
                break
            key, j, g = cand
            masks[g] |= 1 << j
            free.discard(j)
    return [[blockers[j] for j in range(m) if masks[g] >> j & 1] for g in range(n)]


EXACT = 4000  # assignments tried one by one; beyond this the blockers are placed one at a time


def likely_blocks(attackers: list[Unit], blockers: list[Unit], lw_def: float, life: int,
                  receiver_places: bool = True) -> dict[str, list[Unit]]:
    """How a sensible defender blocks attackers that each attack in a 战团 of their own (D.7.3): attacker id
    → its blockers (``best_blocks``: the defender's best answer to the whole attack, double blocks too)."""
    pick = best_blocks([[a] for a in attackers], [a.atk for a in attackers], blockers, lw_def, life,
                       receiver_places=receiver_places)
    return {a.cid: b for a, b in zip(attackers, pick) if b}


def attack_value(a: Unit, blks: list[Unit] | None, lw_att: float, lw_def: float,
                 receiver_places: bool = True) -> float:
    """What attacking with ``a`` is worth to the attacker if ``blks`` (or nobody) block it."""
    if not blks:
        return a.atk * lw_def
    dead_a, dead_b = clash([a], blks, receiver_places)
    return sum(u.worth for u in dead_b) - sum(u.worth for u in dead_a)


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
    rp = receiver_places(st)
    why: dict = {}

    def answer(cids: list[str]) -> dict:  # attacker → (its worth, its blockers) against the best answer to all
        units = [mine[c] for c in cids]
        blocks = likely_blocks(units, blockers, lw_def, them["lc"], rp)
        return {u.cid: (attack_value(u, blocks.get(u.cid), lw_att, lw_def, rp), blocks.get(u.cid)) for u in units}

    for _ in range(len(chosen) + 1):
        units = [mine[c] for c in chosen]
        got = answer(chosen)
        why.update(got)
        total = sum(v for v, _b in got.values())
        # An attacker is judged by what it adds to the whole attack: one the answer blocks at a loss may still
        # pay by drawing a blocker off another, and one that adds nothing only stands 横置 at home.
        worst, wv = None, 0.0
        for u in units:
            if u.cid in declared or why[u.cid][0] > 0:
                continue
            gain = total - sum(v for v, _b in answer([c for c in chosen if c != u.cid]).values())
            kills = bool(clash([u], why[u.cid][1] or [], rp)[1])
            if gain < wv or (gain <= 0 and not kills and worst is None):
                worst, wv = u.cid, min(gain, wv)
        if worst is None:
            break
        chosen.remove(worst)
    # Keep defenders home when the counter-strike would hurt too much (attackers stay 横置 until my turn).
    strikers = _counter_threat(st, D, foe, seat)
    home = [c for c in E.possible_defenders(st, D, seat) if c not in chosen]
    spare = sorted((c for c in chosen if c not in declared), key=lambda c: why[c][0])
    while spare:
        exposed = exposure(st, D, seat, strikers, home, rp)
        if exposed * 2 <= me["lc"]:
            break
        c = spare.pop(0)
        through = sum(mine[x].atk for x in chosen if not why[x][1])  # what the attack lands if answered as planned
        lethal = exposed >= me["lc"] and through < them["lc"]
        if not lethal and why[c][0] > (exposed - exposure(st, D, seat, strikers, home + [c], rp)) * lw_att:
            continue  # this attack is worth more than the blow it lets through
        # (a blow that takes the rest of my 粮草 costs the game, whatever the attack is worth: at 3 粮草 the fourth
        # hand game's Normal sent 孙权 and lost to the strike it had no safe blocker left for)
        chosen.remove(c)
        home.append(c)
    return chosen, why


def _counter_threat(st, D, foe: int, seat: int) -> list[Unit]:
    """The generals the foe may strike back with on its next turn (face up, allowed to attack), as ``seat`` sees
    them."""
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
        out.append(Unit(st, D, g, seat))
    return out


def exposure(st, D, seat: int, strikers: list[Unit], home: list[str], rp: bool) -> int:
    """The 粮草 a strike of ``strikers`` would cost ``seat`` against its best blocks with ``home``
    (``best_blocks``): the unblocked attack, plus the 军师 penalty of a blocker that falls (D.9).  Each home
    defender used to count as stopping one attacker; a 军师 that dies blocking costs its side 粮草 too."""
    if not strikers:
        return 0
    me = st.data["players"][seat]
    units = [Unit(st, D, c, seat) for c in home]
    pick = best_blocks([[a] for a in strikers], [a.atk for a in strikers], units, life_weight(me["lc"]), me["lc"],
                       receiver_places=rp)
    lost = sum(a.atk for a, b in zip(strikers, pick) if not b)
    advisors = {c for c in home if E.zinfo(st.where[c])[1] == "advisor"}
    for a, b in zip(strikers, pick):
        if b:
            lost += sum(E.opt(st, "junshi_death_penalty") for u in clash([a], b, rp)[1] if u.cid in advisors)
    return lost


def plan_blocks(st, D, seat: int, groups: list[tuple[int, list[str], list[str]]],
                defenders: list[str]) -> dict[int, list[str]]:
    """The blockers to add per 战团 (1-based number → my cards), given each 战团's attackers and the
    defenders it already has: the blocks that pay most together, double blocks included, and chump blocks
    when the unblocked damage would take all my 粮草 (``best_blocks``)."""
    me = st.data["players"][seat]
    lw = life_weight(me["lc"])
    rp = receiver_places(st)
    atts = [[Unit(st, D, c, seat) for c in att] for _gi, att, _d in groups]
    have = [[Unit(st, D, c, seat) for c in d] for _gi, _a, d in groups]
    free = [Unit(st, D, c, seat) for c in defenders]
    pick = best_blocks(atts, [sum(u.atk for u in us) for us in atts], free, lw, me["lc"], have, rp)
    return {gi: [u.cid for u in p] for (gi, _a, _d), p in zip(groups, pick) if p}


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
