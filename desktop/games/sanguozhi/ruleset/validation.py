"""三国智 invariants that hold after every action, and the checks of a loaded table (saves, scenarios)."""

from __future__ import annotations

from collections import Counter

from ....core.invariants import card_conservation, validate_zones
from ....core.state import GameState
from .. import engine as E
from ..cards import card_db
from ..zoneinfo import GENERAL_SLOTS, MAX_DEPUTIES, player_zone_ids
from . import problems as P
from .newgame import merge_options


def check_invariants(state: GameState) -> list[str]:
    return [str(p) for p in invariant_problems(state)]


def invariant_problems(state: GameState) -> list[P.TableError]:
    """What does not hold that holds after every action (card conservation, capacities, the 三国智 ones)."""
    st = state
    out = _conservation(st) + _capacities(st)
    D = E.derive(st)
    for s, p in enumerate(st.data["players"]):
        # A player who has lost has no working cards, so their cap falls back; their 粮草 no longer counts.
        if p["lc"] > D.cap[s] and not p.get("out"):
            out.append(P.TableError(P.I_CAP, seat=E.pname(s), lc=p["lc"], cap=D.cap[s]))
        if len(p["dep"]) > MAX_DEPUTIES:
            out.append(P.TableError(P.I_DEPUTIES, seat=E.pname(s), n=len(p["dep"]), max=MAX_DEPUTIES))
    for c in st.data["field"]:
        if c not in st.where or E.zinfo(st.where[c])[0] is None:
            out.append(P.TableError(P.I_OFF_FIELD, card=c))
    for s in range(len(st.seats)):
        for name in GENERAL_SLOTS:
            z = st.zones[E.zid(s, name)]
            for c in z.cards:
                if c not in st.data["field"]:
                    out.append(P.TableError(P.I_NO_RECORD, card=c, zone=z.id))
                elif E.cdef(st, c)["type"] != "将领":
                    out.append(P.TableError(P.I_NOT_GENERAL, card=c, zone=z.id))
            t = st.zones[E.zid(s, name) + ".treasure"]
            if t.cards and not z.cards:
                out.append(P.TableError(P.I_LONE_TREASURE, zone=t.id))
    for c in st.zones["table.chain"].cards:
        if not any(it["card"] == c for it in st.data["chain"]):
            out.append(P.TableError(P.I_LONE_CHAIN, card=c))
    return out


def _conservation(st: GameState) -> list[P.TableError]:
    """Every card of the table in exactly one zone (core.invariants.card_conservation, in words to translate)."""
    seen = Counter(c for z in st.zones.values() for c in z.cards)
    out = [P.TableError(P.T_TWICE, card=c) for c, n in sorted(seen.items()) if n > 1][:3]
    missing = sorted(set(st.data["cards"]) - seen.keys())
    if missing:
        out.append(P.TableError(P.T_MISSING, cards=", ".join(missing[:8])))
    extra = sorted(seen.keys() - set(st.data["cards"]))
    if extra:
        out.append(P.TableError(P.T_ZONE_CARDS, zone=st.where.get(extra[0], "?")))
    if not out and card_conservation(st, set(st.data["cards"])):  # the index disagrees with the zones
        out.append(P.TableError(P.T_ZONES))
    return out


def _capacities(st: GameState) -> list[P.TableError]:
    return [P.TableError(P.T_CAPACITY, zone=z.id, n=len(z.cards), cap=z.capacity)
            for z in st.zones.values() if z.capacity is not None and len(z.cards) > z.capacity]


def validate_state(state: GameState) -> None:
    """Refuse a loaded table the rules cannot play, with one translatable ``TableError`` (docs/files.md)."""
    st = state
    d = st.data
    if st.game != "sanguozhi":
        raise P.TableError(P.T_GAME)
    try:
        merge_options({k: v for k, v in st.options.items()})
    except P.TableError as exc:
        raise P.TableError(P.T_OPTION, problem=exc) from None
    need = {"cards", "turn", "active", "order", "step", "stage", "prio", "passes", "decisions", "chain",
            "waiting", "field", "effects", "players", "seq", "ts", "obj"}
    if not isinstance(d, dict) or not need <= set(d):
        raise P.TableError(P.T_INCOMPLETE, keys=", ".join(sorted(need - set(d if isinstance(d, dict) else ()))))
    if not isinstance(d["cards"], dict):
        raise P.TableError(P.T_CARD_LIST)
    db = card_db()
    for c, v in d["cards"].items():
        if not isinstance(v, str) or v not in db:
            raise P.TableError(P.T_UNKNOWN_DEF, card=str(c)[:16], definition=str(v)[:40])
    n = len(st.seats)
    if not 2 <= n <= 6 or len(d["players"]) != n:
        raise P.TableError(P.T_PLAYERS, records=len(d["players"]), seats=n)
    want = {"table.chain"} | {z for s in range(n) for z in player_zone_ids(s)}
    if set(st.zones) != want:
        raise P.TableError(P.T_ZONES)
    try:
        validate_zones(st, set(d["cards"]))
    except ValueError:
        bad = _conservation(st) + _capacities(st)
        raise (bad[0] if bad else P.TableError(P.T_ZONES)) from None
    missing = set(d["cards"]) - set(st.where)
    if missing:
        raise P.TableError(P.T_MISSING, cards=", ".join(sorted(missing)[:5]))
    if sorted(d["order"]) != list(range(n)):
        raise P.TableError(P.T_ORDER, n=n)
    if d["step"] not in E.NEXT or d["stage"] not in ("enter", "post", "round", "done"):
        raise P.TableError(P.T_STEP, step=str(d["step"])[:32])
    for c in d["field"]:
        if c not in st.where:
            raise P.TableError(P.T_FIELD_UNKNOWN, card=str(c)[:16])
    probs = invariant_problems(st)
    if probs:
        raise probs[0]
