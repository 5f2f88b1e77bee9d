"""三国智 state check (D.5.7): deaths, illegal slots, broken formations, ended effects, slots, losers."""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.events import GameOver
from ....core.state import GameState
from ..zoneinfo import MAX_DEPUTIES, MAX_STRATEGIES
from . import basics as _b
from .basics import GENERAL_BASES, ZONE_BASE, changed, msg, pname, zid, zinfo
from .derived import CLEAN, Derived, derive, quiet_card
from .effects import cut_to_cap, effects_changed
from .filters import current_stats, eval_condition
from .moves import die_generals, dissolve_formation, mv, return_general
from .queries import (IN, closed_occupied, controller, general_in, next_seat, open_general_slots, owner, players_in,
                      seats_in, slot_role, team_of)


def state_check(st: GameState, ev: list) -> Derived | None:
    """D.5.7 until nothing changes; returns the derived values of the state it leaves (None at game end).

    A settled state (``derived.CLEAN``: nothing changed since a check found nothing to do) is not
    checked again."""
    clean = st.cache.get(CLEAN)
    if clean is not None and not st.data.get("over"):
        lethal = st.data["lethal"]
        if lethal:
            # damage in a settled state that every card it hit survived (moves.deal_damage kept it settled):
            # the check would only forget who dealt it
            if not all(quiet_card(st, clean, c) for c in lethal):
                clean = None
            else:
                st.data["lethal"] = {}
        if clean is not None:
            if _b.VERIFY:
                _verify(st)
            return clean
    settled = False
    for _ in range(64):
        if st.data.get("over"):
            return None
        D = derive(st)
        cut_to_cap(st, ev, D)
        quiet = _quiet(st, D)
        if quiet and not _b.VERIFY:
            settled = True
            break
        fd = st.data["field"]
        # a. deaths
        dead_g: list[str] = []
        dead_f: list[str] = []
        for cid, f in fd.items():
            base = zinfo(st.where[cid])[1]
            if base in GENERAL_BASES:
                if f.get("chain") or f.get("dying"):
                    continue
            elif not (base == "formation" and f.get("formed")):
                continue
            hp = current_stats(st, D, cid)[1]
            if hp <= 0 or f["dc"] + f["dp"] >= hp:
                (dead_g if base in GENERAL_BASES else dead_f).append(cid)
        # b. generals not legally in their slots (§1.3.2.6)
        back = []
        for s in players_in(st):
            opened = set(open_general_slots(st, s))
            for z in list(opened) + closed_occupied(st, s):
                g = general_in(st, z)
                if g is None or fd[g].get("chain") or g in dead_g or fd[g].get("dying"):
                    continue
                if z not in opened or (g in D.only_roles and slot_role(z) not in D.only_roles[g]):
                    back.append(g)
        # c. formations whose members are no longer valid
        broken = []
        for cid, f in fd.items():
            if f.get("formed") and cid not in dead_f:
                ctl = controller(st, cid)
                for m in f.get("members", []):
                    mf = fd.get(m)
                    if (mf is None or not mf["up"] or mf.get("dying") or mf.get("form") != cid
                            or controller(st, m) != ctl or m in dead_g or m in back):
                        broken.append(cid)
                        break
        # d. effects that end
        ended = [e for e in st.data["effects"] if "while" in e and not eval_condition(
            st, D, e["while"], {"ctl": e["ctl"], "src": e["src"], "targets": e["wctx"]["targets"],
                                "subject": e["wctx"].get("subject")})]
        gone = [e for e in st.data["effects"] if "cards" in e and e["cards"]
                and not any(fd.get(c, {}).get("obj") == o for c, o in e["cards"])]
        expired = [cid for cid, f in fd.items() if f.get("expired")]
        # e. slots
        slot_changes = _slot_changes(st, D)
        # f. losers
        losers = [s for s in players_in(st) if st.data["players"][s]["lc"] <= 0 or st.data["players"][s]["marked"]]
        if not (dead_g or dead_f or back or broken or ended or gone or expired or slot_changes or losers):
            settled = True
            break
        if quiet:
            raise AssertionError("三国智: the quiet-state pre-check missed work of the state check")
        if slot_changes:
            changed(st)
        elif ended or gone:
            effects_changed(st, ended + gone)
        # Each change of the field below names its own; until then this epoch's values hold for the deaths'
        # snapshots and triggers (moves.die_generals).  The state is no longer settled.
        st.cache.pop(CLEAN, None)
        for e in ended + gone:
            if e in st.data["effects"]:
                st.data["effects"].remove(e)
        for cid in expired:
            if cid in fd:
                changed(st)
                fd.pop(cid)
                mv(st, cid, zid(owner(cid), "graveyard"), ev)
        for cid in dead_f + broken:
            if fd.get(cid, {}).get("formed"):
                dissolve_formation(st, cid, ev)
        for seat, kind, name, add in slot_changes:
            lst = st.data["players"][seat][kind]
            if add:
                lst.append(name)
                lst.sort(key=lambda n: int(n.rstrip(".treasure")[len(n.rstrip("0123456789")):]))
            else:
                lst.remove(name)
        if dead_g:
            die_generals(st, [{"cid": g, "how": "阵亡"} for g in dead_g], ev)
        for g in back:
            if g in st.data["field"]:
                return_general(st, g, ev)
        cut_to_cap(st, ev)
        if losers:
            lose(st, losers, ev)
    st.data["lethal"] = {}
    if settled:
        st.cache[CLEAN] = D
    return D


def _quiet(st: GameState, D: Derived) -> bool:
    """Whether the state check below would find nothing to do (a–f), by the same conditions (or stricter
    ones), without building its lists: most checks after a change find nothing."""
    d = st.data
    fd = d["field"]
    where = st.where
    for cid in D.strategies:  # only a persistent 谋略 in its slot has an end
        if fd[cid].get("expired"):
            return False  # d. a persistent 谋略 whose time is up
    for cid, stats, general in D.mortal:
        f = fd[cid]
        if general:
            if f.get("chain") or f.get("dying"):
                continue
        elif not f.get("formed"):
            continue
        hp = stats[1]
        if hp <= 0 or f["dc"] + f["dp"] >= hp:
            return False  # a. a death
        if not general:
            ctl = controller(st, cid)
            for m in f.get("members", []):
                mf = fd.get(m)
                if mf is None or not mf["up"] or mf.get("dying") or mf.get("form") != cid or controller(st, m) != ctl:
                    return False  # c. a broken formation
    players = d["players"]
    for s in seats_in(st):
        p = players[s]
        if p["lc"] <= 0 or p["marked"]:
            return False  # f. a loser
        if len(p["dep"]) != max(0, min(D.dep_slots[s], MAX_DEPUTIES)) or \
                len(p["strat"]) != max(0, min(D.strat_slots[s], MAX_STRATEGIES)):
            return False  # e. (possibly) a slot to open or close
        if closed_occupied(st, s):
            return False  # b. a general in a closed slot
    for g, roles in D.only_roles.items():
        z = where.get(g)
        f = fd.get(g)
        if z is not None and f is not None and ZONE_BASE[z] in GENERAL_BASES and not f.get("chain") \
                and not f.get("dying") and slot_role(z) not in roles:
            return False  # b. a general in a slot its attributes forbid
    for e in d["effects"]:
        if "while" in e:
            return False  # d. (possibly) an effect that ends
        if "cards" in e and e["cards"] and not any(fd.get(c, {}).get("obj") == o for c, o in e["cards"]):
            return False  # d. an effect whose cards are gone
    return True


def _verify(st: GameState) -> None:
    """VERIFY: a full check of the settled state changes nothing."""
    twin = st.clone()
    ev: list = []
    state_check(twin, ev)
    if ev or twin.to_dict() != st.to_dict():
        raise AssertionError("三国智: a settled state was skipped but its state check changes it")


def _slot_changes(st: GameState, D: Derived) -> list:
    """D.10.7 modify_slots / TEXT §1.3.2.5.1.1.1: open slots to the allowed number; close only empty ones."""
    out = []
    for s in players_in(st):
        p = st.data["players"][s]
        for kind, prefix, allowed, mx in (("dep", "deputy", D.dep_slots[s], MAX_DEPUTIES),
                                          ("strat", "strategy", D.strat_slots[s], MAX_STRATEGIES)):
            allowed = max(0, min(allowed, mx))
            cur = p[kind]
            if len(cur) < allowed:
                free = [f"{prefix}{k}" for k in range(1, mx + 1) if f"{prefix}{k}" not in cur
                        and not st.zones[zid(s, f"{prefix}{k}")].cards]
                for n in free[: allowed - len(cur)]:
                    out.append((s, kind, n, True))
            elif len(cur) > allowed:
                empty = [n for n in reversed(cur) if not st.zones[zid(s, n)].cards]
                for n in empty[: len(cur) - allowed]:
                    out.append((s, kind, n, False))
    return out


def lose(st: GameState, seats: list[int], ev: list) -> None:
    """D.6: players lose together; the game ends when one team (or nobody) is left."""
    changed(st)
    for s in seats:
        st.data["players"][s]["out"] = True
        ev.append(msg(QT_TRANSLATE_NOOP("Log", "{player} loses."), s, player=pname(s)))
    st.cache.pop(IN, None)
    left = players_in(st)
    teams = {team_of(st, s) for s in left}
    if len(teams) <= 1:
        st.data["over"] = True
        st.data["prio"] = None
        st.data["decisions"] = []
        if teams:
            t = teams.pop()
            winners = [s for s in range(len(st.seats)) if team_of(st, s) == t]
        else:
            winners = []
        st.data["winners"] = winners
        ev.append(GameOver(tuple(tuple(x) for x in ranking(st)), "draw" if not winners else "win"))
        return
    for s in seats:
        _remove_player(st, s, ev)


def ranking(st: GameState) -> list[list[int]]:
    if not st.data.get("over"):
        return []
    w = st.data.get("winners", [])
    if not w:
        return [list(range(len(st.seats)))]
    rest = [s for s in range(len(st.seats)) if s not in w]
    return [sorted(w)] + ([rest] if rest else [])


def _remove_player(st: GameState, s: int, ev: list) -> None:
    """D.6: a player who loses while the game goes on (3+ players)."""
    fd = st.data["field"]
    changed(st)
    st.data["chain"] = [it for it in st.data["chain"] if it["ctl"] != s or _drop_item(st, it, ev)]
    st.data["effects"] = [e for e in st.data["effects"] if e["ctl"] != s]
    st.data["waiting"] = [w for w in st.data["waiting"] if w["ctl"] != s]
    st.data["decisions"] = [d for d in st.data["decisions"] if d["seat"] != s]
    cb = st.data.get("combat")
    if cb:
        cb["groups"] = [g for g in cb["groups"] if g["target"] != s and st.data["active"] != s]
    for zid_, z in list(st.zones.items()):
        for c in list(z.cards):
            zs = zinfo(zid_)[0]
            if owner(c) == s:
                if zid_ != zid(s, "removed"):
                    changed(st)
                    fd.pop(c, None)
                    mv(st, c, zid(s, "removed"), ev)
            elif zs == s and zinfo(zid_)[1] not in ("removed",):
                changed(st)
                fd.pop(c, None)
                mv(st, c, zid(owner(c), "graveyard"), ev)
    if st.data["active"] == s and st.data["turn"] > 0:
        # the turn ends at once (during the setup no turn has begun: the setup goes on, D.4.1)
        for f in fd.values():
            f["dc"] = 0
        st.data["effects"] = [e for e in st.data["effects"] if e.get("end") != st.data["turn"]]
        st.data["combat"] = None
        _b.wrote(st)
        st.data["chain"] = []
        st.data["prio"] = None
        st.data["step"] = "draw"
        st.data["stage"] = "enter"
    elif st.data["prio"] == s:
        st.data["prio"] = next_seat(st, s)


def _drop_item(st: GameState, it: dict, ev: list) -> bool:
    return False
