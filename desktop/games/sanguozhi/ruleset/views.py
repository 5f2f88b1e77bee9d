"""三国智 views: what one seat may know, with the public derived values (stats, caps, open slots)."""

from __future__ import annotations

from marshal import dumps as _dumps, loads as _loads

from ....core.state import GameState, PlayerView, copy_data
from ....core.zones import Zone
from .. import engine as E


VIEWS = "sgz.views"  # st.cache key: (version, {seat: view})


def view_for(state: GameState, seat: int | None) -> PlayerView:
    """What ``seat`` may know, plus the public derived values (``data["derived"]``).

    Built once per seat and state version (``state.cache``); every call gets its own copy, so a caller may
    change it freely.  No card the seat cannot see is named anywhere in it: chain items show ``card`` None,
    other fields ``"?"`` for such a card, and entries keyed by one are left out (issue 18).  While the seat
    searches its camp, the cards the search may take are shown on top of it (``looked_at``).
    ``derived``: ``cap`` / ``hand_limit`` per seat, ``stats`` = current
    [攻击, 生命, 智力] of every face-up general and formed 阵型 the viewer sees, ``slots`` per seat =
    the open 将领槽 and 谋略槽 (zone ids).
    """
    memo = state.cache.get(VIEWS)
    if memo is None or memo[0] != state.version:
        kept: dict = {}
        memo = state.cache[VIEWS] = (state.version, kept)
    blob = memo[1].get(seat)
    if blob is None:
        v = _view_for(state, seat)  # new objects: the first caller may have them
        memo[1][seat] = _dumps((v.seats, v.options, v.data, v.unknown,
                                [(z.id, z.owner, z.visibility, z.capacity, z.cards, z.overrides) for z in v.zones.values()]))
        return v
    return _from_blob(state.game, seat, blob)


def _from_blob(game: str, seat: int | None, blob: bytes) -> PlayerView:
    """Another caller's view: a fresh copy of the kept one (JSON-like data: marshal copies it at C speed)."""
    seats, options, data, unknown, zones = _loads(blob)
    return PlayerView(seat, game, seats, options, {z[0]: Zone(*z) for z in zones}, data, unknown)


def public_values(state: GameState, visible: set) -> dict:
    st = state
    D = E.derive(st, cached=True)
    fd = st.data["field"]
    n = len(st.seats)
    stats = {c: list(v) for c, v in D.stats.items()
             if c in visible and c in fd and (fd[c].get("up") or fd[c].get("formed")) and not fd[c].get("chain")}
    return {"cap": [D.cap[s] for s in range(n)], "hand_limit": [D.hand_limit[s] for s in range(n)],
            "stats": stats,
            "slots": [{"general": E.open_general_slots(st, s), "strategy": E.open_strategy_slots(st, s)}
                      for s in range(n)]}


def _view_for(state: GameState, seat: int | None) -> PlayerView:
    st = state
    zones = st.zones_for(seat)
    _show_search(st, seat, zones)
    visible = {c for z in zones.values() for c in z.cards if c is not None}
    hidden = set(st.where) - visible
    # One pass copies the bookkeeping and leaves out what names a hidden card (the cards' definitions
    # and field states of hidden cards go with their keys).
    data = _scrub(st.data, hidden)
    for it in data["chain"]:
        if it["card"] == "?":
            it["card"] = None
    data["decisions"] = [dd if dd.get("seat") == seat else {"type": dd["type"], "seat": dd["seat"]}
                         for dd in data["decisions"]]
    data["derived"] = public_values(st, visible)
    unknown = sorted(hidden)
    return PlayerView(seat, st.game, copy_data(st.seats), copy_data(st.options), zones, data, unknown)


def looked_at(state: GameState, seat: int | None) -> set[str]:
    """The hidden cards ``seat`` is shown beyond the zones' visibility: the camp cards its pending search may take
    (D.10.6), as if looked at.  Its view names them (their ids and definitions) on top of its camp; nobody
    else's view does."""
    from .candidates import search_cards
    return set(search_cards(state, seat))


def _show_search(st: GameState, seat: int | None, zones: dict) -> None:
    """While ``seat`` searches its camp, its view of the camp shows the cards the search may take: on top, in
    the order the search lists them, the other cards in their places below (still unknown).  Where in the camp
    they lie is not shown (the camp is shuffled when the search ends)."""
    from .candidates import search_cards
    if seat is None:
        return
    shown = search_cards(st, seat)
    if not shown:
        return
    zid = E.zid(seat, "camp")
    real, vz = st.zones[zid], zones[zid]
    picked = set(shown)
    vz.cards = [v for c, v in zip(real.cards, vz.cards) if c not in picked] + shown


def _names_hidden(s: str, hidden: set) -> bool:
    """A card id, or a key made of ids (``P1:003/0`` ability uses, ``P1:003>P2:004`` damage placed)."""
    if s in hidden:
        return True
    return ("/" in s or ">" in s) and any(p in hidden for p in s.replace(">", "/").split("/"))


def _scrub(obj, hidden: set):
    if isinstance(obj, str):
        return "?" if _names_hidden(obj, hidden) else obj
    if isinstance(obj, dict):
        return {k: _scrub(v, hidden) for k, v in obj.items() if not (isinstance(k, str) and _names_hidden(k, hidden))}
    if isinstance(obj, list):
        return [_scrub(v, hidden) for v in obj]
    return obj


def revealed_by(events) -> set[str]:
    """The cards an action showed everyone on the way, for the leak check of its events (simulate): those moved
    face up or revealed, and a general or stratagem turned face up (翻转, a ``flipped`` event names it — a flip
    shows the card by its field state, without a CardRevealed), even if the same action hides it again."""
    from ....core.invariants import shown_by
    from ..mechanics.basics import RuleEvent
    return shown_by(events) | {e.subject for e in events if isinstance(e, RuleEvent) and e.name == "flipped"
                               and e.subject is not None}
