"""三国智 targets (D.10.3): candidates, encoding as strings, every legal choice, checking a choice."""

from __future__ import annotations

from itertools import combinations, product
from typing import Sequence

from ....core.state import GameState
from . import basics as _b
from .basics import CAMP, EPOCH, GRAVEYARD, HAND, MOVES, ROSTER, pname, seat_of
from .filters import candidates, controller_ok, resolve_players
from .queries import players_in


def target_candidates(st: GameState, decl: dict, ctl: int, src: str | None) -> Sequence:
    pick = decl["pick"]
    f = decl.get("filter", {})
    if pick == "card":
        return candidates(st, f, ctl, src)
    if pick == "player":
        side = f.get("side", "all")
        return resolve_players(st, side, {"ctl": ctl, "src": src, "targets": {}})
    kinds = f.get("item_kinds")
    out = []
    for it in st.data["chain"]:
        if kinds and it["kind"] not in kinds:
            continue
        if not controller_ok(st, f.get("controller", "any"), it["ctl"], ctl):
            continue
        if it.get("src_item") is not None:
            pass
        out.append(it["id"])
    return out


def encode_target(v) -> str:
    if isinstance(v, int):
        return f"#{v}"
    return v


def decode_target(st: GameState, decl: dict, s: str):
    if decl["pick"] == "player":
        return seat_of(s)
    if decl["pick"] == "chain_item":
        if isinstance(s, str) and s.startswith("#"):
            return int(s[1:])
        raise ValueError(s)
    return s


TARGETS = "sgz.targets"  # st.cache key: {(id(decls), ctl, src, limit): (decls, inputs, options)}
_NONE: list[tuple] = [()]
_NO: list[tuple] = []  # (callers do not change the lists they get)
_OFF = {"hand": HAND, "graveyard": GRAVEYARD, "deck": CAMP}


def _inputs(st: GameState, decls: list, ctl: int, src: str | None) -> tuple:
    """What the target options of ``decls`` are made of (_target_options reads nothing else): the cards a
    field filter names (kept by filters.candidates), the off-field zones a filter looks into (MOVES counts
    every move and shuffle; who is still in the game), the players left, the chain items."""
    c = st.cache
    sig: list = []
    for d in decls:
        pick = d["pick"]
        if pick == "card":
            f = d.get("filter", {})
            if f.get("zone", "field") == "field":
                sig.append(candidates(st, f, ctl, src))
            else:
                sig.append((c.get(MOVES, 0), c.get(EPOCH, 0), c.get(ROSTER, 0)))
        elif pick == "player":
            sig.append(tuple(players_in(st)))
        else:
            sig.append(tuple([(it["id"], it["kind"], it["ctl"]) for it in st.data["chain"]]))
    return tuple(sig)


def target_options(st: GameState, decls: list, ctl: int, src: str | None, limit: int = 200) -> list[tuple]:
    """Every legal choice of targets, as flat tuples of encoded values in declaration order (kept while what
    they read is unchanged; callers do not change the list)."""
    if not decls:
        return _NONE
    if not st.data["chain"]:
        for d in decls:
            if d["pick"] == "chain_item":
                if _b.VERIFY and _target_options(st, decls, ctl, src, limit):
                    raise AssertionError("三国智: a chain-item target without a chain has options")
                return _NO  # nothing on the chain to name: no choice (as _target_options finds)
    memo = st.cache.get(TARGETS)
    if memo is None:
        memo = st.cache[TARGETS] = {}
    key = (id(decls), ctl, src, limit)
    sig = _inputs(st, decls, ctl, src)
    hit = memo.get(key)
    if hit is not None and hit[0] is decls and hit[1] == sig:
        if _b.VERIFY and hit[2] != _target_options(st, decls, ctl, src, limit):
            raise AssertionError("三国智: kept target options differ from a fresh computation")
        return hit[2]
    if len(memo) > 4096:
        memo.clear()
    out = memo[key] = (decls, sig, _target_options(st, decls, ctl, src, limit))
    return out[2]


def _target_options(st: GameState, decls: list, ctl: int, src: str | None, limit: int) -> list[tuple]:
    per = []
    for d in decls:
        cands = [encode_target(x) if d["pick"] != "player" else pname(x)
                 for x in target_candidates(st, d, ctl, src)]
        if d["pick"] == "chain_item":
            cands = [f"#{x}" for x in target_candidates(st, d, ctl, src)]
        n = d.get("count", 1)
        opts = []
        sizes = range(1, n + 1) if d.get("up_to") else [n]
        for k in sizes:
            opts += list(combinations(cands, k))
        if not opts:
            return []
        per.append(opts)
    out = []
    for combo in product(*per):
        flat = tuple(x for part in combo for x in part)
        if len(set(flat)) != len(flat):
            continue
        out.append(flat)
        if len(out) >= limit:
            break
    return out


def parse_targets(st: GameState, decls: list, given: tuple, ctl: int, src: str | None) -> dict | str:
    """Check a flat target tuple; returns {decl id: [values]} or an error key."""
    given = tuple(given)
    explicit = all(isinstance(g, str) and "=" in g for g in given) and given
    out: dict = {d["id"]: [] for d in decls}
    try:
        if explicit:
            for g in given:
                k, v = g.split("=", 1)
                decl = next((d for d in decls if d["id"] == k), None)
                if decl is None:
                    return "unknown"
                out[k].append(decode_target(st, decl, v))
        else:
            i = 0
            for d in decls:
                n = d.get("count", 1)
                if d.get("up_to"):
                    rest = len(given) - i - sum(x.get("count", 1) for x in decls[decls.index(d) + 1:])
                    n = max(1, min(n, rest))
                for _ in range(n):
                    if i >= len(given):
                        return "count"
                    out[d["id"]].append(decode_target(st, d, given[i]))
                    i += 1
            if i != len(given):
                return "count"
    except (ValueError, TypeError):
        return "unknown"
    flat = []
    for d in decls:
        vals = out[d["id"]]
        n = d.get("count", 1)
        if not (1 <= len(vals) <= n if d.get("up_to") else len(vals) == n):
            return "count"
        cands = target_candidates(st, d, ctl, src)
        for v in vals:
            if v not in cands:
                return "illegal"
        flat += [(d["pick"], v) for v in vals]
    if len(set(flat)) != len(flat):
        return "twice"
    return out


def still_legal(st: GameState, item: dict) -> dict | None:
    """Targets of an item that are still legal on resolution (D.5.4); None if it had some and none is left."""
    decls = item.get("decls") or []
    if not decls:
        return item.get("targets", {})
    out = {}
    anyleft = False
    for d in decls:
        cands = target_candidates(st, d, item["ctl"], item.get("card"))
        keep = [v for v in item["targets"].get(d["id"], []) if v in cands]
        out[d["id"]] = keep
        anyleft = anyleft or bool(keep)
    return out if anyleft else None
