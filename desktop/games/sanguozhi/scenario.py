"""三国智 scenario positions (``setup``) and expectation keys; the format is in docs/sanguozhi.md."""

from __future__ import annotations

from ...core.files import json_path
from ...core.rng import Rng
from ...core.state import GameState
from ...core.zones import OWNER, PUBLIC
from . import engine as E
from .cards import card_db
from .zoneinfo import BINGQUAN, GENERAL_SLOTS, STRATEGY_SLOTS

SLOT_KEYS = set(GENERAL_SLOTS) | set(STRATEGY_SLOTS)
PLAYER_KEYS = {"liangcao", "hand", "camp", "graveyard", "bingquan", "events", "formations", "lord_lost",
               "deputy_slots", "strategy_slots", "conscripted", "mulligans", "last_turn"} | SLOT_KEYS
SETUP_KEYS = {"turn", "active", "first", "step", "round", "players", "order", "used_events"}
STEPS = {"main": "main", "battle": "battle_attack", "end": "end", "draw": "draw", "setup": "setup_first",
         "mulligan": "setup_mull", "battle_start": "battle_start", "turn_start": "turn_start", "cleanup": "cleanup"}


def plain_bq(bz: str) -> str:
    for c in card_db().by_id.values():
        if c["type"] == "兵权" and not c["name"] and c["face_value"]["bingzhong"] == bz:
            return c["id"]
    raise ValueError(f"no plain {bz} 兵权 card in the card data")


def scenario_state(rules, spec: dict) -> GameState:
    from .rules import build_state, merge_options
    setup = spec.get("setup", {})
    if setup.get("new_game") is True:  # a fresh deal (docs/scenarios.md), e.g. from a lesson
        from ...core.scenario import initial_state
        return initial_state(rules, spec)
    for k in setup:
        if k not in SETUP_KEYS:
            raise ValueError(f"unknown 三国智 setup key {k!r}")
    n = int(spec.get("players", 2))
    opts = merge_options(spec.get("options", {}))
    opts["players"] = n
    rng_spec = spec.get("rng", {})
    rng = Rng(int(rng_spec.get("seed", 0)), rng_spec.get("shuffles"))
    db = card_db()
    pspec = setup.get("players", {})
    ids: dict[str, str] = {}
    placements: list[tuple[int, str, str, dict]] = []  # seat, zone name, cid, extra

    def new_id(seat: int, label: str, defid: str) -> str:
        base = f"P{seat + 1}:{label}"
        cid, k = base, 1
        while cid in ids:
            k += 1
            cid = f"{base}#{k}"
        ids[cid] = defid
        return cid

    def card_ref(ref: str, where: tuple = ()) -> str:
        c = db.lookup(ref, opts.get("edition", 1))
        if c is None:
            raise ValueError(f"at {json_path(('setup', 'players') + where)}: unknown card {ref!r}")
        return c["id"]

    for who in pspec:
        if E.seat_of(who) >= n:
            raise ValueError(f"at {json_path(('setup', 'players', who))}: there is no {who} with {n} players")

    for s in range(n):
        p = pspec.get(E.pname(s), {})
        for k in p:
            if k not in PLAYER_KEYS:
                raise ValueError(f"unknown 三国智 player key {k!r}")
        camp = p.get("camp", 20)
        if isinstance(camp, int):
            for i in range(camp):
                placements.append((s, "camp", new_id(s, f"camp{i + 1:02d}", plain_bq("步兵")), {}))
        else:
            for ref in reversed(camp):  # top first in the file
                placements.append((s, "camp", new_id(s, ref, card_ref(ref, (E.pname(s), "camp"))), {}))
        for zone in ("hand", "graveyard"):
            for ref in p.get(zone, []):
                placements.append((s, zone, new_id(s, ref, card_ref(ref, (E.pname(s), zone))), {}))
        for bz, cnt in p.get("bingquan", {}).items():
            for i in range(cnt):
                placements.append((s, BINGQUAN[bz], new_id(s, f"{bz}兵权", plain_bq(bz)), {"bq": True}))
        for bz, refs in p.get("conscripted", {}).items():
            for ref in refs:
                placements.append((s, BINGQUAN[bz], new_id(s, ref, card_ref(ref, (E.pname(s), "conscripted", bz))),
                                   {"zb": True}))
        for zone in ("events", "formations"):
            for ref in reversed(p.get(zone, [])):
                placements.append((s, "event" if zone == "events" else "formation",
                                   new_id(s, ref, card_ref(ref, (E.pname(s), zone))), {}))
        for slot in GENERAL_SLOTS + STRATEGY_SLOTS:
            if slot in p:
                v = p[slot]
                v = {"card": v} if isinstance(v, str) else dict(v)
                placements.append((s, slot, new_id(s, v["card"], card_ref(v["card"], (E.pname(s), slot))), v))
                if "treasure" in v:
                    placements.append((s, slot + ".treasure",
                                       new_id(s, v["treasure"], card_ref(v["treasure"], (E.pname(s), slot, "treasure"))),
                                       {}))
    decks: list[dict] = [{"main": [], "events": [], "formations": []} for _ in range(n)]
    st = build_state([f"P{s + 1}" for s in range(n)], opts, rng, decks)
    st.data["cards"] = dict(ids)
    turn = int(setup.get("turn", 5))
    d = st.data
    order = [E.seat_of(x) for x in setup.get("order", [f"P{s + 1}" for s in range(n)])]
    if sorted(order) != list(range(n)):
        raise ValueError("at $.setup.order: the order must list every seat once")
    d["order"] = order
    d["first"] = E.seat_of(setup.get("first", E.pname(order[0])))
    active = E.seat_of(setup.get("active", E.pname(order[(turn - 1) % n])))
    for key, seat in (("first", d["first"]), ("active", active)):
        if not 0 <= seat < n:
            raise ValueError(f"at $.setup.{key}: there is no {E.pname(seat)} with {n} players")
    d["active"] = active
    d["turn"] = turn
    d["round_no"] = int(setup.get("round", (turn - 1) // n + 1))
    for s in range(n):
        # the most recent turn of each player, counting back from the current one
        k = turn
        seat = active
        last: dict[int, int] = {}
        while len(last) < n and k > 0:
            last.setdefault(seat, k)
            k -= 1
            seat = order[(order.index(seat) - 1) % n]
        d["players"][s]["last_turn"] = last.get(s, 0)
    for s in range(n):
        p = pspec.get(E.pname(s), {})
        pl = d["players"][s]
        pl["lc"] = p.get("liangcao", opts["start_life"])
        pl["lord_lost"] = bool(p.get("lord_lost", False))
        if "deputy_slots" in p:
            pl["dep"] = [f"deputy{k}" for k in range(1, p["deputy_slots"] + 1)]
        if "strategy_slots" in p:
            pl["strat"] = [f"strategy{k}" for k in range(1, p["strategy_slots"] + 1)]
        pl["mull"] = p.get("mulligans", 0)
        if "last_turn" in p:
            pl["last_turn"] = p["last_turn"]
    for s, zone, cid, extra in placements:
        zid = E.zid(s, zone)
        st.zones[zid].cards.insert(0, cid) if zone == "camp" else st.zones[zid].cards.append(cid)
    st.reindex()
    for s, zone, cid, extra in placements:
        base = E.zinfo(E.zid(s, zone))[1]
        since = extra.get("since", turn - 2)
        if base in E.GENERAL_BASES:
            up = extra.get("face", "up") == "up"
            f = E.new_field(st, cid, up)
            f["since"] = since
            f["tap"] = bool(extra.get("tapped", False))
            f["dc"] = int(extra.get("damage", 0))
            f["dp"] = int(extra.get("perm", 0))
            if not up:
                st.set_vis(cid, OWNER)
        elif base == "treasure":
            f = E.new_field(st, cid, True)
        elif base.startswith("bq_"):
            # a 征兵 card lies face down in its 兵权槽, as the Conscript action puts it (D.3)
            f = E.new_field(st, cid, not extra.get("zb"), **({"zb": True} if extra.get("zb") else {}))
        elif base == "strategy":
            up = extra.get("face", "down") == "up"
            f = E.new_field(st, cid, up, set_turn=extra.get("set_turn", turn - 1))
            if up:
                f["active"] = True
                st.set_vis(cid, PUBLIC)
    for ref in setup.get("used_events", []):
        c = ref if ref in st.where else None
        if c:
            st.set_vis(c, PUBLIC)
    step = setup.get("step", "main")
    if step not in STEPS:
        raise ValueError(f"unknown step {step!r}")
    d["step"] = STEPS[step]
    if step == "turn_start":
        # the turn before ``turn`` is over; the next action starts turn ``turn``
        d["turn"] = turn - 1
        d["active"] = order[(order.index(active) - 1) % n]
        d["step"] = "draw"
        d["stage"] = "enter"
        d["round_no"] = int(setup.get("round", (turn - 2) // n + 1))
    elif step in ("main", "end", "battle_start"):
        d["stage"] = "round"
        d["prio"] = active
        d["passes"] = 0
    elif step == "battle":
        d["step"] = "battle_attack"
        d["stage"] = "enter"
        d["players"][active]["cnt"]["battle"] = 1
    else:
        d["stage"] = "enter"
    if step == "battle_start":
        d["players"][active]["cnt"]["battle"] = 1
    ev: list = []
    E.run(st, ev)
    st.cache.clear()
    return st


def _seat(x) -> int:
    return E.seat_of(x)


def scenario_check(rules, st: GameState, key: str, value, events: list) -> list[str]:
    d = st.data
    fails: list[str] = []
    D = E.derive(st)
    if key == "liangcao":
        for p, want in value.items():
            got = d["players"][_seat(p)]["lc"]
            if got != want:
                fails.append(f"粮草 of {p}: expected {want}, got {got}")
    elif key == "cap":
        for p, want in value.items():
            got = D.cap[_seat(p)]
            if got != want:
                fails.append(f"粮草上限 of {p}: expected {want}, got {got}")
    elif key == "hand_limit":
        for p, want in value.items():
            if D.hand_limit[_seat(p)] != want:
                fails.append(f"hand limit of {p}: expected {want}, got {D.hand_limit[_seat(p)]}")
    elif key == "count":
        for z, want in value.items():
            got = len(st.zones[z].cards)
            if got != want:
                fails.append(f"{z} holds {got} cards, expected {want}")
    elif key == "chain":
        got = [[it["kind"], it["card"]] for it in d["chain"]]
        want = [w if isinstance(w, list) else [w, None] for w in value]
        ok = len(got) == len(want) and all(g[0] == w[0] and (w[1] is None or g[1] == w[1]) for g, w in zip(got, want))
        if not ok:
            fails.append(f"chain (bottom first): expected {value}, got {got}")
    elif key == "step":
        if d["step"] != E.STEPS_BY_NAME.get(value, value):
            fails.append(f"step: expected {value}, got {d['step']}")
    elif key == "turn":
        if d["turn"] != value:
            fails.append(f"turn: expected {value}, got {d['turn']}")
    elif key in ("tapped", "untapped"):
        for c in value:
            f = d["field"].get(c)
            if f is None:
                fails.append(f"{c} is not on the field")
            elif f["tap"] != (key == "tapped"):
                fails.append(f"{c} should be {'横置' if key == 'tapped' else '正放'}")
    elif key == "damage":
        for c, want in value.items():
            f = d["field"].get(c)
            got = [f["dc"], f["dp"]] if f else None
            if got != list(want):
                fails.append(f"damage on {c} [combat, permanent]: expected {want}, got {got}")
    elif key == "stats":
        for c, want in value.items():
            got = E.current_stats(st, D, c)
            if list(got[: len(want)]) != list(want):
                fails.append(f"stats of {c}: expected {want}, got {got}")
    elif key == "role":
        for c, want in value.items():
            got = E.role_of(st, c) if c in d["field"] else None
            if got != want:
                fails.append(f"role of {c}: expected {want}, got {got}")
    elif key == "slots":
        for p, want in value.items():
            s = _seat(p)
            pl = d["players"][s]
            got = {"deputy": len(pl["dep"]), "strategy": len(pl["strat"]), "lord": not pl["lord_lost"]}
            for k, v in want.items():
                if got.get(k) != v:
                    fails.append(f"slots of {p}: {k} expected {v}, got {got.get(k)}")
    elif key == "winner":
        if not d.get("over"):
            fails.append("the game is not over")
        else:
            w = d.get("winners", [])
            got = "draw" if not w else [E.pname(x) for x in w]
            want = value if value == "draw" else ([value] if isinstance(value, str) else value)
            if got != want:
                fails.append(f"winner: expected {value}, got {got}")
    elif key == "lost":
        for p, want in value.items():
            if d["players"][_seat(p)]["out"] != want:
                fails.append(f"{p} lost: expected {want}")
    elif key in ("events", "no_events"):
        names = [e.name for e in events if isinstance(e, E.RuleEvent)]
        for w in value:
            nm, _, subj = w.partition(":") if isinstance(w, str) else (w, "", "")
            hit = any(e.name == nm and (not subj or e.subject == subj) for e in events if isinstance(e, E.RuleEvent))
            if key == "events" and not hit:
                fails.append(f"no {w} event; events were {names}")
            if key == "no_events" and hit:
                fails.append(f"unexpected {w} event")
    elif key == "decision":
        got = d["decisions"][0]["type"] if d["decisions"] else None
        if got != value:
            fails.append(f"pending decision: expected {value}, got {got}")
    elif key == "legal":
        for p, kinds in value.items():
            acts = {type(a).__name__ for a in rules.legal_actions(st, _seat(p))}
            for k in kinds:
                if k.startswith("!") and k[1:] in acts:
                    fails.append(f"{p} should not have {k[1:]}")
                elif not k.startswith("!") and k not in acts:
                    fails.append(f"{p} should have {k}; has {sorted(acts)}")
    elif key == "formed":
        for c, members in value.items():
            f = d["field"].get(c)
            got = f["members"] if f and f.get("formed") else None
            if (members is None and got is not None) or (members is not None and (got is None or sorted(got) != sorted(members))):
                fails.append(f"阵型 {c}: expected members {members}, got {got}")
    elif key == "dying":
        for c, want in value.items():
            got = bool(d["field"].get(c, {}).get("dying"))
            if got != want:
                fails.append(f"{c} 濒死: expected {want}, got {got}")
    elif key == "effects":
        for want in value:
            found = [e for e in d["effects"] if e["eff"]["do"] == want["do"]]
            if want.get("count", 1) == 0:
                if found:
                    fails.append(f"effect {want['do']} should have ended")
                continue
            if not found:
                fails.append(f"no effect {want['do']}")
                continue
            if "left" in want:
                e = found[0]
                left = e["end"] - d["turn"] + 1 if e.get("end") is not None else -1
                if left != want["left"]:
                    fails.append(f"effect {want['do']}: {left} turns left, expected {want['left']}")
    elif key == "treasure":
        for g, want in value.items():
            got = E.treasure_of(st, g) if g in st.where and E.is_general_slot(st.where[g]) else None
            if got != want:
                fails.append(f"宝物 of {g}: expected {want}, got {got}")
    else:
        fails.append(f"unknown expectation key {key!r}")
    return fails
