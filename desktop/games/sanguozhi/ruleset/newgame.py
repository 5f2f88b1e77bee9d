"""三国智 a new table: options checked against §D.9, the seats' cards laid out, the decks checked (D.4.1)."""

from __future__ import annotations

from ....core.rng import Rng
from ....core.state import GameState
from ....core.zones import HIDDEN, OWNER, PUBLIC, Zone
from .. import engine as E
from ..zoneinfo import MAX_DEPUTIES, STRATEGY_SLOTS, player_zone_ids


def merge_options(options: dict) -> dict:
    opts = dict(E.OPTIONS)
    for k, v in (options or {}).items():
        if k not in E.OPTIONS:
            raise ValueError(f"unknown 三国智 option {k!r}")
        opts[k] = v
    for k, allowed in E.CHOICES.items():
        if opts[k] not in allowed:
            raise ValueError(f"option {k} must be one of {', '.join(allowed)}")
    for k, v in opts.items():
        if isinstance(E.OPTIONS[k], bool) and not isinstance(v, bool):
            raise ValueError(f"option {k} must be true or false")
        if isinstance(E.OPTIONS[k], int) and not isinstance(E.OPTIONS[k], bool) and (
                not isinstance(v, int) or isinstance(v, bool) or v < 0):
            raise ValueError(f"option {k} must be a whole number ≥ 0")
    b = opts["zhujiang_bonus"]
    if not (isinstance(b, dict) and set(b) == {"attack", "health", "threshold"}
            and all(isinstance(x, int) for x in b.values())):
        raise ValueError("option zhujiang_bonus must be {attack, health, threshold}")
    return opts


def build_state(seats: list[str], opts: dict, rng: Rng, decks: list[dict]) -> GameState:
    """An empty table with each seat's cards in its 营地 / 事件槽 / 阵型槽 (not shuffled yet).

    ``decks[s]`` = {"main": [def ids], "events": [...], "formations": [...]} .
    """
    n = len(seats)
    if not 2 <= n <= 6:
        raise ValueError("三国智 is played by 2 to 6 players")
    st = GameState("sanguozhi", [{"name": s} for s in seats], opts, {}, rng, {})
    teams = opts.get("teams")
    team = list(range(n))
    if teams:
        team = [-1] * n
        for ti, members in enumerate(teams):
            for m in members:
                s = E.seat_of(m)
                if not 0 <= s < n or team[s] != -1:
                    raise ValueError("option teams must name every seat once")
                team[s] = ti
        if -1 in team:
            raise ValueError("option teams must name every seat once")
    cards: dict[str, str] = {}
    st.data = {
        "cards": cards, "turn": 0, "round_no": 0, "active": 0, "first": 0, "order": list(range(n)),
        "draw_winner": 0, "step": "setup_first", "stage": "enter", "prio": None, "passes": 0,
        "decisions": [], "chain": [], "chain_ctl": {}, "waiting": [], "field": {}, "effects": [],
        "combat": None, "lethal": {}, "uses": {}, "seq": 0, "ts": 0, "obj": 0, "placed": 0,
        "over": False, "winners": [],
        "players": [{"lc": opts["start_life"], "out": False, "marked": False, "lord_lost": False,
                     "dep": [f"deputy{k}" for k in range(1, min(opts["deputy_slots"], MAX_DEPUTIES) + 1)],
                     "strat": [f"strategy{k}" for k in range(1, min(opts["strategy_slots"], len(STRATEGY_SLOTS)) + 1)],
                     "cnt": {"bq": 0, "gen": 0, "ev": 0, "form": 0, "battle": 0}, "mull": 0, "last_turn": 0,
                     "team": team[s]} for s in range(n)],
    }
    st.add_zone(Zone("table.chain", None, PUBLIC))
    for s in range(n):
        for z in player_zone_ids(s):
            base = E.zinfo(z)[1]
            vis, cap = PUBLIC, None
            if base in ("hand",):
                vis = OWNER
            elif base == "camp":
                vis = HIDDEN
            elif base in ("event", "formation", "strategy"):
                vis = OWNER
            if base in ("lord", "advisor", "deputy", "treasure", "strategy"):
                cap = 1
            st.add_zone(Zone(z, s, vis, cap))
        deck = decks[s]
        k = 0
        for part, zone in (("main", "camp"), ("events", "event"), ("formations", "formation")):
            for defid in deck.get(part, []):
                k += 1
                cid = f"P{s + 1}:{k:03d}"
                cards[cid] = defid
                st.zones[E.zid(s, zone)].cards.append(cid)
    st.reindex()
    return st


def deck_for(rules_opts: dict, n: int) -> list[dict]:
    from ..decks import check_deck, deck_parts, default_decks, load_deck
    names = rules_opts.get("decks")
    if names is None:
        ds = default_decks()
        return [deck_parts(ds[s % len(ds)]) for s in range(n)]
    if not isinstance(names, list) or len(names) != n:
        raise ValueError("option decks must name one deck per seat")
    out = []
    for nm in names:
        deck = load_deck(nm) if isinstance(nm, str) else nm
        probs = check_deck(deck, {k: rules_opts[k] for k in ("deck_min", "events_max", "formations_max")})
        if probs:
            # D.4.1 step 1: every violation with its rule
            raise ValueError("; ".join(f"[{r}] {m}" for r, m in probs))
        out.append(deck_parts(deck))
    return out
