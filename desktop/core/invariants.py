"""Checks that hold after every action, for every rule set."""

from __future__ import annotations

import dataclasses
from collections import Counter

from .state import GameState


def card_conservation(state: GameState, expected: list[str] | set[str]) -> list[str]:
    """Every physical card in exactly one zone, and no card from nowhere."""
    problems = []
    seen = Counter(c for z in state.zones.values() for c in z.cards)
    dup = [c for c, n in seen.items() if n > 1]
    if dup:
        problems.append(f"cards in two places: {sorted(dup)[:8]}")
    exp = set(expected)
    missing = exp - seen.keys()
    extra = seen.keys() - exp
    if missing:
        problems.append(f"cards lost: {sorted(missing)[:8]}")
    if extra:
        problems.append(f"unknown cards: {sorted(extra)[:8]}")
    for c, zid in state.where.items():
        z = state.zones.get(zid)
        if z is None or c not in z.cards:
            problems.append(f"index says {c} is in {zid}, it is not")
            break
    return problems


def capacities(state: GameState) -> list[str]:
    return [f"zone {z.id} holds {len(z.cards)} > {z.capacity}"
            for z in state.zones.values() if z.capacity is not None and len(z.cards) > z.capacity]


def view_leaks(state: GameState, view_zones: dict, seat: int | None, looked_at=frozenset()) -> list[str]:
    """No card id that ``seat`` may not see appears in its view.

    ``looked_at``: hidden cards the rules show this seat beyond the zones' visibility (the rule set's
    ``looked_at(state, seat)``: 三国智's camp cards a search may take); such a card may be named anywhere in the
    zone it lies in, and nowhere else."""
    problems = []
    for zid, vz in view_zones.items():
        z = state.zones[zid]
        for real, shown in zip(z.cards, vz.cards):
            if shown is not None and not z.visible_to(real, seat) and not (
                    shown in looked_at and state.where.get(shown) == zid):
                problems.append(f"seat {seat} sees hidden {real} in {zid}")
    return problems


def _ids_in(obj, ids: set, path: str, out: list, limit: int = 8) -> None:
    """Collect (path, id) for every string in ``obj`` (values, dict keys, parts of "a/b" or "a>b" keys)
    that is one of ``ids``."""
    if len(out) >= limit:
        return
    if isinstance(obj, str):
        if obj in ids:
            out.append((path, obj))
        elif ("/" in obj or ">" in obj) and any(p in ids for p in obj.replace(">", "/").split("/")):
            out.append((path, obj))
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _ids_in(k, ids, f"{path}.<key>", out, limit)
            _ids_in(v, ids, f"{path}.{k}", out, limit)
    elif isinstance(obj, (list, tuple)):
        for i, v in enumerate(obj):
            _ids_in(v, ids, f"{path}[{i}]", out, limit)
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            _ids_in(getattr(obj, f.name), ids, f"{path}.{f.name}", out, limit)


def data_leaks(state: GameState, view, seat: int | None) -> list[str]:
    """No card id that ``seat`` may not see appears anywhere in its view's data (not only in zones)."""
    shown = {c for z in view.zones.values() for c in z.cards if c is not None}
    hidden = set(state.where) - shown
    found: list = []
    _ids_in(view.data, hidden, "data", found)
    return [f"seat {seat} sees hidden {cid} at {path}" for path, cid in found]


def public_cards(state: GameState) -> set[str]:
    """The cards every seat sees now (face up in their zones)."""
    return {c for z in state.zones.values() for c in z.cards if z.is_face_up(c)}


UNFILTERED_OK = ("CardMoved", "CardRevealed", "CardHidden")  # the table tells these per reader


def shown_by(events) -> set[str]:
    """The cards an action's own events show everyone on the way (moved face up, revealed): a log line may name
    such a card even if it is hidden again when the action ends (returned to a hand, shuffled away)."""
    return {e.card for e in events if (type(e).__name__ == "CardMoved" and e.face_up)
            or type(e).__name__ == "CardRevealed"}


def event_leaks(events, public_before: set, public_after: set, ids: set, shown: set | frozenset = frozenset()) -> list[str]:
    """Events go to every seat as they are (but for the kinds the table filters per reader): none may name
    a card that was not public before or after the action, or shown to everyone by it (``shown``)."""
    secret = ids - public_before - public_after - set(shown)
    out: list[str] = []
    for ev in events:
        if type(ev).__name__ in UNFILTERED_OK:
            continue
        found: list = []
        _ids_in(ev, secret, type(ev).__name__, found)
        out += [f"event {path} names hidden {cid}" for path, cid in found]
    return out


def validate_zones(state: GameState, known_cards: set[str]) -> None:
    """Raise ValueError unless every zone is well formed and every card known and unique."""
    from .zones import VISIBILITIES
    seen: set[str] = set()
    n = len(state.seats)
    for zid, z in state.zones.items():
        if not isinstance(z.cards, list) or not all(isinstance(c, str) for c in z.cards):
            raise ValueError(f"zone {zid} holds something that is not a card")
        if z.visibility not in VISIBILITIES or any(v not in VISIBILITIES for v in z.overrides.values()):
            raise ValueError(f"zone {zid} has an unknown visibility")
        if z.owner is not None and not (isinstance(z.owner, int) and 0 <= z.owner < n):
            raise ValueError(f"zone {zid} belongs to no seat")
        if z.capacity is not None and len(z.cards) > z.capacity:
            raise ValueError(f"zone {zid} holds {len(z.cards)} cards, more than {z.capacity}")
        for c in z.cards:
            if c not in known_cards:
                raise ValueError(f"unknown card {c!r} in {zid}")
            if c in seen:
                raise ValueError(f"card {c} lies in two places")
            seen.add(c)
        for c in z.overrides:
            if c not in z.cards:
                raise ValueError(f"zone {zid} marks a card it does not hold")
