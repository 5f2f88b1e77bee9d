"""劇牌 scenario positions and expectation keys (format: docs/scenarios.md)."""

from __future__ import annotations

from ...core.events import Event
from ...core.files import json_path
from ...core.rng import Rng
from ...core.scenario import seat_index
from ...core.state import GameState
from ...core.zones import HIDDEN, OWNER, PUBLIC
from .options import make_options
from .table import burden, nature_of, pdata, role_of, seat_name, t, value, z

# §11: P1 BJ landlord, P2 ♦6 coordinator, P3 ♣3 farmer, P4 BL narrator, P5 ♠3 farmer.
DEFAULT_IDS = ["BJ", "6D", "3C", "BL", "3S", "6H"]
PHASES = ("turn", "upkeep", "round_start", "setup_window", "round_begin", "final_window")


def build(rules, spec: dict) -> GameState:
    if (spec.get("setup") or {}).get("new_game") is True:  # a fresh deal (docs/scenarios.md), e.g. from a lesson
        from ...core.scenario import initial_state
        return initial_state(rules, spec)
    n = int(spec.get("players", 4))
    options = dict(spec.get("options", {}))
    options.setdefault("round_cards", 8)
    opts = make_options(options, n)
    rng_spec = spec.get("rng", {})
    names = spec.get("names") or [seat_name(s) for s in range(n)]
    st = rules._empty_table(names, opts, 0)
    st.rng = Rng(int(rng_spec.get("seed", 0)), rng_spec.get("shuffles"))
    setup = spec.get("setup", {})
    d = st.data
    all_cards = rules.all_cards(opts)
    placed: dict[str, str] = {}  # card -> where the file (or a default) put it

    def place(card: str, zid: str, where: str, vis: str | None = None) -> None:
        if card not in all_cards:
            raise ValueError(f"at {where}: card {card} is not in this game's deck(s)")
        if card in placed:
            raise ValueError(f"at {where}: card {card} is placed already ({placed[card]})")
        if zid not in st.zones:
            raise ValueError(f"at {where}: no zone {zid}")
        placed[card] = where
        st.zones[zid].cards.insert(0, card)  # lists are written top first: each next card goes under
        if vis is not None:
            st.zones[zid].overrides[card] = vis

    # Identities and roles.
    pairs = {c: r for c, r in rules._identity_pairs(opts)}
    ids = setup.get("identities") or {}
    defaults = (["BJ", "3C"] if n == 2 else DEFAULT_IDS[:n])
    if "identity_set" in spec.get("options", {}):
        # A custom identity set: by default seat k holds the set's k-th card (in the order the set lists them).
        defaults = [c for c, _ in rules._identity_pairs(opts)]
    elif not opts["use_blank"]:
        defaults = ["SJ" if c == "BL" else c for c in defaults]
    d["roles"] = dict(pairs)
    for s in range(n):
        card = ids.get(seat_name(s), defaults[s])
        place(card, z(s, "identity"), json_path(("setup", "identities", seat_name(s))) if seat_name(s) in ids
              else f"the default identity of {seat_name(s)}")
    for zid, cards in setup.get("zones", {}).items():
        for c in cards:
            place(c, zid, json_path(("setup", "zones", zid)))
    for key in ("face_up", "face_down"):
        for zid, cards in setup.get(key, {}).items():
            if zid not in st.zones:
                raise ValueError(f"at {json_path(('setup', key))}: no zone {zid}")
            zone = st.zones[zid]
            for c in cards:
                if c not in zone.cards:
                    raise ValueError(f"at {json_path(('setup', key, zid))}: {c} is not in {zid}")
                # face down: its owner still knows it in a seat's zone (as face-down equipment); on the table nobody
                zone.overrides[c] = PUBLIC if key == "face_up" else (OWNER if zone.owner is not None else HIDDEN)
    rc = setup.get("round_card")
    if rc is not None:
        place(rc, t("round_card"), "$.setup.round_card")
    leftovers = [c for c in all_cards if c not in placed]
    if "rounds" in setup:
        for c in setup["rounds"]:
            place(c, t("rounds"), "$.setup.rounds")
    elif not setup.get("final", False):
        filler = [c for c in leftovers if c not in setup.get("reserve", [])][:3]
        for c in filler:
            place(c, t("rounds"), "the default round pile")
    leftovers = [c for c in all_cards if c not in placed]
    dest = t("box") if setup.get("leftovers", "draw") == "box" else t("draw")
    st.zones[dest].cards[0:0] = leftovers  # under what the file put there
    st.reindex()

    d["round_no"] = int(setup.get("round_no", 1))
    if rc is not None:
        d["r"] = value(st, rc)
        d["nature"] = nature_of(d["r"], opts)
    d["final"] = not st.zones[t("rounds")].cards
    order = [seat_index(x) for x in setup.get("order", [seat_name(s) for s in range(n)])]
    if sorted(order) != list(range(n)):
        raise ValueError("at $.setup.order: the order must list every seat once")
    d["order"] = order
    d["leader"] = seat_index(setup.get("leader", seat_name(order[0])))
    for who in [*setup.get("players", {}), *setup.get("identities", {}), setup.get("leader"), setup.get("actor")]:
        if who is not None and seat_index(who) >= n:
            raise ValueError(f"at $.setup: there is no {who} with {n} players")
    for who, fields in setup.get("players", {}).items():
        p = pdata(st, seat_index(who))
        for k, v in fields.items():
            if k not in p:
                raise ValueError(f"unknown player field {k}")
            p[k] = v
    for c, b in setup.get("bonus", {}).items():
        d["bonus"][c] = {"prop": b} if isinstance(b, int) else dict(b)
    for k in ("props", "props_drawn", "prop_active"):
        if k in setup:
            d[k] = setup[k]
    _gone(st, setup, n)
    ev: list[Event] = []
    phase = setup.get("phase", "turn")
    if phase not in PHASES:
        raise ValueError(f"phase must be one of {PHASES}")
    if phase == "turn":
        actor = seat_index(setup.get("actor", seat_name(d["leader"])))
        start = rules._from_leader(st)
        d["phase"] = "turn"
        d["actor"] = actor
        d["turns"] = start[start.index(actor) + 1:] if actor in start else []
        rules._advance(st, ev)
    elif phase == "upkeep":
        rules._begin_upkeep(st, ev)
    elif phase == "round_start":
        rules._open_window(st, "round", ev)
        rules._advance(st, ev)
    elif phase == "final_window":
        rules._open_window(st, "final", ev)
        rules._advance(st, ev)
    elif phase == "setup_window":
        d["round_no"] = 0
        rules._open_window(st, "setup", ev)
        rules._advance(st, ev)
    elif phase == "round_begin":
        rules._begin_round(st, ev)
        rules._advance(st, ev)
    problems = rules.check_invariants(st)
    if problems:
        raise ValueError(f"the position breaks invariants: {problems}")
    return st


def _gone(st: GameState, setup: dict, n: int) -> None:
    """Players who have already gone out or withdrawn, kept in the ranking (§6.4) as the engine keeps them:
    ``finish`` lists the places of those who went out (first out first, a shared place in one list) and
    ``withdrawn`` who withdrew, first first; a status given in ``players`` and not listed joins in seat order."""
    d = st.data
    finish = [[seat_index(x) for x in group] for group in setup.get("finish", [])]
    withdrawn = [seat_index(x) for x in setup.get("withdrawn", [])]
    listed = [s for g in finish for s in g] + withdrawn
    if any(s >= n for s in listed) or len(listed) != len(set(listed)):
        raise ValueError("at $.setup.finish / withdrawn: they name each seat of this game at most once")
    for s in listed:
        want = "withdrawn" if s in withdrawn else "out"
        p = pdata(st, s)
        if p["status"] not in ("active", want):
            raise ValueError(f"at $.setup.players.{seat_name(s)}.status: {seat_name(s)} is listed as {want} but its "
                             f"status is {p['status']}")
        p["status"] = want
    for s, p in enumerate(d["players"]):
        if p["status"] == "conceded":
            raise ValueError(f"at $.setup.players.{seat_name(s)}.status: set a conceded player up with a Concede "
                             "step instead")
        if p["status"] == "out" and s not in listed:
            finish.append([s])
        elif p["status"] == "withdrawn" and s not in listed:
            withdrawn.append(s)
        if p["status"] != "active":  # as the builder always did: a player no longer in play shows no identity
            ident = st.zones[z(s, "identity")].cards
            if ident:
                st.zones[z(s, "identity")].overrides[ident[0]] = HIDDEN
    d["finish"] = finish
    d["withdrawn"] = withdrawn


def check(rules, st: GameState, key: str, want, events: list[Event]) -> list[str]:
    d = st.data
    fails: list[str] = []
    got: object
    if key == "burden":
        for who, b in want.items():
            got = burden(st, seat_index(who))
            if got != b:
                fails.append(f"burden of {who}: expected {b}, got {got}")
    elif key == "nature_of":
        for card, nat in want.items():
            got = nature_of(value(st, card), st.options)
            if got != nat:
                fails.append(f"nature of {card}: expected {nat}, got {got}")
    elif key == "ranking":
        got = [[seat_name(s) for s in g] for g in rules.ranking(st)]
        if got != want:
            fails.append(f"ranking: expected {want}, got {got}")
    elif key == "order":
        got = [seat_name(s) for s in d["order"]]
        if got != want:
            fails.append(f"turn order: expected {want}, got {got}")
    elif key == "leader":
        if seat_name(d["leader"]) != want:
            fails.append(f"leader: expected {want}, got {seat_name(d['leader'])}")
    elif key == "players":
        for who, fields in want.items():
            p = pdata(st, seat_index(who))
            for k, v in fields.items():
                if p.get(k) != v:
                    fails.append(f"{who}.{k}: expected {v!r}, got {p.get(k)!r}")
    elif key == "roles":
        for who, role in want.items():
            got = role_of(st, seat_index(who))
            if got != role:
                fails.append(f"role of {who}: expected {role}, got {got}")
    elif key in ("phase", "round_no", "final", "r", "nature"):
        if d.get(key) != want:
            fails.append(f"{key}: expected {want!r}, got {d.get(key)!r}")
    elif key == "bonus":
        from .advanced import bonus_of
        for c, b in want.items():
            if bonus_of(st, c) != b:
                fails.append(f"bonus of {c}: expected {b}, got {bonus_of(st, c)}")
    elif key == "legal":  # {"P1": ["Rearm"]} kinds that must be (or with "!" must not be) available
        for who, kinds in want.items():
            seat = seat_index(who)
            have = {a.kind for a in rules.legal_actions(st, seat)}
            for k in kinds:
                if k.startswith("!"):
                    if k[1:] in have:
                        fails.append(f"{who} should not be able to {k[1:]}")
                elif k not in have:
                    fails.append(f"{who} should be able to {k}; can {sorted(have)}")
    elif key == "targets":
        for who, tg in want.items():
            seat = seat_index(who)
            got = sorted({seat_name(b) for b in rules.targets(st, seat)})
            if got != sorted(tg):
                fails.append(f"targets of {who}: expected {sorted(tg)}, got {got}")
    else:
        fails.append(f"unknown expectation {key!r}")
    return fails

