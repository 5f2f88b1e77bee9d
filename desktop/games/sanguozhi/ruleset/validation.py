"""三国智 invariants that hold after every action, and the checks of a loaded table (saves, scenarios)."""

from __future__ import annotations

from ....core.invariants import capacities, card_conservation, validate_zones
from ....core.state import GameState
from .. import engine as E
from ..cards import card_db
from ..zoneinfo import GENERAL_SLOTS, MAX_DEPUTIES, player_zone_ids
from .newgame import merge_options


def check_invariants(state: GameState) -> list[str]:
    st = state
    out = card_conservation(st, set(st.data["cards"])) + capacities(st)
    D = E.derive(st)
    for s, p in enumerate(st.data["players"]):
        # A player who has lost has no working cards, so their cap falls back; their 粮草 no longer counts.
        if p["lc"] > D.cap[s] and not p.get("out"):
            out.append(f"P{s + 1} 粮草 {p['lc']} > cap {D.cap[s]}")
        if len(p["dep"]) > MAX_DEPUTIES:
            out.append(f"P{s + 1} has {len(p['dep'])} 副将槽")
    for c in st.data["field"]:
        if c not in st.where or E.zinfo(st.where[c])[0] is None:
            out.append(f"field card {c} is not on the field")
    for s in range(len(st.seats)):
        for name in GENERAL_SLOTS:
            z = st.zones[E.zid(s, name)]
            for c in z.cards:
                if c not in st.data["field"]:
                    out.append(f"{c} in {z.id} has no field state")
                elif E.cdef(st, c)["type"] != "将领":
                    out.append(f"{c} in {z.id} is not a 将领")
            t = st.zones[E.zid(s, name) + ".treasure"]
            if t.cards and not z.cards:
                out.append(f"{t.id} holds a 宝物 without a general")
    for c in st.zones["table.chain"].cards:
        if not any(it["card"] == c for it in st.data["chain"]):
            out.append(f"{c} lies in the chain area without an item")
    return out


def validate_state(state: GameState) -> None:
    st = state
    d = st.data
    if st.game != "sanguozhi":
        raise ValueError("not a 三国智 table")
    merge_options({k: v for k, v in st.options.items()})
    need = {"cards", "turn", "active", "order", "step", "stage", "prio", "passes", "decisions", "chain",
            "waiting", "field", "effects", "players", "seq", "ts", "obj"}
    if not isinstance(d, dict) or not need <= set(d):
        raise ValueError("the table's bookkeeping is incomplete")
    if not isinstance(d["cards"], dict):
        raise ValueError("card list malformed")
    db = card_db()
    for c, v in d["cards"].items():
        if not isinstance(v, str) or v not in db:
            raise ValueError(f"card {c} names an unknown card definition")
    n = len(st.seats)
    if not 2 <= n <= 6 or len(d["players"]) != n:
        raise ValueError("wrong number of players")
    want = {"table.chain"} | {z for s in range(n) for z in player_zone_ids(s)}
    if set(st.zones) != want:
        raise ValueError("the zones are not those of a 三国智 table")
    validate_zones(st, set(d["cards"]))
    missing = set(d["cards"]) - set(st.where)
    if missing:
        raise ValueError(f"cards missing: {sorted(missing)[:5]}")
    if sorted(d["order"]) != list(range(n)):
        raise ValueError("bad turn order")
    if d["step"] not in E.NEXT or d["stage"] not in ("enter", "post", "round", "done"):
        raise ValueError("unknown step")
    for c in d["field"]:
        if c not in st.where:
            raise ValueError(f"field state for an unknown card {c}")
    probs = check_invariants(st)
    if probs:
        raise ValueError(probs[0])
