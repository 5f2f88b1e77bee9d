"""三国智 a new table: options checked against §D.9, the seats' cards laid out, the decks checked (D.4.1)."""

from __future__ import annotations

from ....core.rng import Rng
from ....core.state import GameState
from ....core.zones import HIDDEN, OWNER, PUBLIC, Zone
from .. import engine as E
from . import problems as P
from ..zoneinfo import MAX_DEPUTIES, STRATEGY_SLOTS, player_zone_ids


def merge_options(options: dict) -> dict:
    # The keys added later (edition, zhili_rule) stay out unless given: a table started with the options of
    # an older version is the same table, byte for byte (its saves and the golden games replay unchanged).
    opts = {k: v for k, v in E.OPTIONS.items() if k not in E.LATER_KEYS}
    for k, v in (options or {}).items():
        if k not in E.OPTIONS:
            raise P.TableError(P.O_UNKNOWN, key=str(k)[:40])
        opts[k] = v
    if opts.get("edition", 1) not in E.EDITIONS:
        raise P.TableError(P.O_CHOICE, key="edition", values=", ".join(map(str, E.EDITIONS)), value=str(opts["edition"])[:20])
    for k, allowed in E.CHOICES.items():
        if k in opts and opts[k] not in allowed:
            raise P.TableError(P.O_CHOICE, key=k, values=", ".join(allowed), value=str(opts[k])[:20])
    for k, v in opts.items():
        if isinstance(E.OPTIONS[k], bool) and not isinstance(v, bool):
            raise P.TableError(P.O_BOOL, key=k)
        if isinstance(E.OPTIONS[k], int) and not isinstance(E.OPTIONS[k], bool) and (
                not isinstance(v, int) or isinstance(v, bool) or v < 0):
            raise P.TableError(P.O_COUNT, key=k)
    b = opts["zhujiang_bonus"]
    if not (isinstance(b, dict) and set(b) == {"attack", "health", "threshold"}
            and all(isinstance(x, int) for x in b.values())):
        raise P.TableError(P.O_BONUS)
    return opts


def team_list(opts: dict, n: int) -> list[int]:
    """The team of each seat (every seat its own team without ``teams``); refused unless the seats alternate
    between teams (三国智 §1.2.4.1, D.1.8)."""
    teams = opts.get("teams")
    if not teams:
        return list(range(n))
    team = [-1] * n
    if not isinstance(teams, list):
        raise P.TableError(P.O_TEAMS)
    for ti, members in enumerate(teams):
        for m in members if isinstance(members, list) else [None]:
            try:
                s = E.seat_of(m)
            except (TypeError, ValueError, AttributeError):
                raise P.TableError(P.O_TEAMS) from None
            if not 0 <= s < n or team[s] != -1:
                raise P.TableError(P.O_TEAMS)
            team[s] = ti
    if -1 in team:
        raise P.TableError(P.O_TEAMS)
    check_alternating(team)
    return team


def check_alternating(team: list[int]) -> None:
    """§1.2.4.1: "seats alternate between teams" — with T teams the team of seat k is the team of seat k+T
    round the table, so every team has as many players and no allies sit side by side (docs/rules-decisions.md)."""
    n = len(team)
    ids = list(dict.fromkeys(team))
    sizes = [team.count(t) for t in ids]
    if len(set(sizes)) > 1:
        raise P.TableError(P.O_TEAM_SIZES, sizes=" + ".join(map(str, sizes)))
    k = len(ids)
    for s in range(n):
        if k > 1 and team[s] == team[(s + 1) % n]:
            raise P.TableError(P.O_TEAM_NEIGHBOURS, first=E.pname(s), second=E.pname((s + 1) % n))
    for s in range(n):
        if team[s] != team[(s + k) % n]:
            raise P.TableError(P.O_TEAM_ORDER, seat=E.pname((s + k) % n), other=E.pname(s))


def build_state(seats: list[str], opts: dict, rng: Rng, decks: list[dict]) -> GameState:
    """An empty table with each seat's cards in its 营地 / 事件槽 / 阵型槽 (not shuffled yet).

    ``decks[s]`` = {"main": [def ids], "events": [...], "formations": [...]} .
    """
    n = len(seats)
    if not 2 <= n <= 6:
        raise P.TableError(P.O_PLAYERS, n=n)
    st = GameState("sanguozhi", [{"name": s} for s in seats], opts, {}, rng, {})
    team = team_list(opts, n)
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
    ed = rules_opts.get("edition", 1)  # names are dealt as the game's edition revised them (cards.CardDB)
    if names is None:
        ds = default_decks()
        return [deck_parts(ds[s % len(ds)], ed) for s in range(n)]
    if not isinstance(names, list) or len(names) != n:
        raise P.TableError(P.O_DECKS)
    out = []
    for s, nm in enumerate(names):
        deck = load_deck(nm) if isinstance(nm, str) else nm
        probs = check_deck(deck, {k: rules_opts[k] for k in ("deck_min", "events_max", "formations_max")}, ed)
        if probs:
            # D.4.1 step 1: every violation with its rule
            raise P.TableError(P.O_DECK_RULES, seat=E.pname(s), problems="; ".join(f"[{r}] {m}" for r, m in probs))
        out.append(deck_parts(deck, ed))
    return out
