"""A full 三国智 state consistent with one seat's view: the hidden cards dealt at random (for search bots).

What a seat cannot see (三国智 §D.1.4): the cards in every hand but its own, the order of every 营地, and
face-down cards — other players' 伏将 generals, 伏谋 strategies, unused 事件 and unformed 阵型.  The view
shows such a card as ``None`` in its zone and lists its instance id among ``unknown`` (ids say nothing:
which id lies where is dealt at random as well), and drops its definition and its field record.

What the seat does know, and the sample keeps:

* each player's deck list — the decks the game was started with are named in its options (the new-game
  dialog shows them to everybody; docs/rules-decisions.md, ## 三国智) — so a hidden card is drawn from the
  owner's deck list minus every card of that owner the seat can see;
* where each hidden card lies: a face-down general in a 将领槽 is a 将领, a face-down strategy in a 谋略槽 a
  谋略, a card in the 事件槽 an 事件 and one in the 阵型槽 a 阵型 of that owner; the rest (hands, 营地) come
  from the remaining main-deck cards, uniformly at random;
* the field record of a face-down card on the field (face down, untapped; a 谋略 set in an earlier turn
  unless the chain or the turn says otherwise), and the chain item of a face-down general on its way in.

The sampled state gets a fresh Rng seeded from the bot's ``rng``, so future shuffles and draws are
unknown to the searcher too.  Nothing here reads anything but the view.
"""

from __future__ import annotations

import random
from collections import Counter

from ...core.rng import Rng
from ...core.state import GameState, PlayerView, copy_data
from ...core.zones import OWNER, PUBLIC, Zone
from .cards import card_db

_DECKS: dict = {}


def _seed(rng) -> int:
    if hasattr(rng, "getrandbits"):
        return rng.getrandbits(64)
    return rng.next64()


def deck_lists(options: dict, n: int) -> list[dict]:
    """Per seat {"main": [def ids], "events": [...], "formations": [...]}: the decks the options name."""
    names = options.get("decks")
    key = (repr(names), n)
    hit = _DECKS.get(key)
    if hit is not None:
        return hit
    from .decks import default_decks, deck_parts, load_deck
    try:
        if names is None:
            ds = default_decks()
            out = [deck_parts(ds[s % len(ds)]) for s in range(n)]
        else:
            out = [deck_parts(load_deck(nm) if isinstance(nm, str) else nm) for nm in names]
    except Exception:  # noqa: BLE001 - a deck that cannot be read: sample from the whole card pool instead
        out = [{"main": [], "events": [], "formations": []} for _ in range(n)]
    _DECKS[key] = out
    return out


def _owner(cid: str) -> int:
    try:
        return int(cid[1:cid.index(":")]) - 1
    except ValueError:
        return -1


def _part_of(defn: dict) -> str:
    return {"事件": "events", "阵型": "formations"}.get(defn["type"], "main")


_SLOT_TYPE = {"lord": "将领", "advisor": "将领", "deputy": "将领", "strategy": "谋略", "event": "事件",
              "formation": "阵型"}


def _base(zone_id: str) -> str:
    name = zone_id.split(".", 1)[1] if "." in zone_id else zone_id
    if name.endswith(".treasure"):
        return "treasure"
    return name.rstrip("0123456789")


def determinize(rules, view: PlayerView, rng) -> GameState:
    """A GameState whose view for ``view.seat`` equals ``view`` (hidden cards sampled with ``rng``)."""
    n = len(view.seats)
    db = card_db()
    cards = dict(view.data["cards"])
    decks = deck_lists(view.options, n)
    # What is left of each owner's deck once the cards this seat can see are taken out.
    pools: list[dict[str, Counter]] = [{p: Counter(decks[s][p]) for p in ("main", "events", "formations")}
                                       for s in range(n)]
    for cid, defid in cards.items():
        s = _owner(cid)
        d = db.by_id.get(defid)
        if 0 <= s < n and d is not None:
            pools[s][_part_of(d)][defid] -= 1
    # The hidden ids, by owner, in an order that depends on the rng alone.
    hidden: dict[int, list[str]] = {}
    for cid in view.unknown:
        hidden.setdefault(_owner(cid), []).append(cid)
    for ids in hidden.values():
        random.Random(_seed(rng)).shuffle(ids)

    zones: dict[str, Zone] = {}
    holes: list[tuple[str, int, int, str]] = []  # (zone, index, zone owner, slot base)
    for zid, vz in view.zones.items():
        zc = Zone(vz.id, vz.owner, vz.visibility, vz.capacity, list(vz.cards), dict(vz.overrides))
        zones[zid] = zc
        for k, c in enumerate(zc.cards):
            if c is None:
                holes.append((zid, k, vz.owner if vz.owner is not None else -1, _base(zid)))

    def take_id(owner: int) -> str:
        ids = hidden.get(owner)
        if ids:
            return ids.pop()
        for s in sorted(hidden):  # a card of another owner in this zone (control changed): any hidden id left
            if hidden[s]:
                return hidden[s].pop()
        raise ValueError("the view has more hidden places than unknown cards")

    sampler = random.Random(_seed(rng))

    def take_def(owner: int, part: str, ctype: str | None) -> str:
        pool = pools[owner][part] if 0 <= owner < n else Counter()
        names = sorted(d for d, k in pool.items() if k > 0 and (ctype is None or db.by_id[d]["type"] == ctype))
        if names:
            weights = [pool[d] for d in names]
            d = sampler.choices(names, weights)[0]
            pool[d] -= 1
            return d
        # the deck lists do not cover this card (a scenario table, a changed deck): any card of the kind
        alts = sorted(c["id"] for c in db.by_id.values() if not c.get("test") and
                      (c["type"] == ctype if ctype else _part_of(c) == part))
        return sampler.choice(alts)

    # Constrained places first (a face-down general is a 将领 …), hands and camps from what is left.
    holes.sort(key=lambda h: (h[3] not in _SLOT_TYPE, h[0], h[1]))
    placed: dict[str, str] = {}
    for zid, k, zowner, base in holes:
        cid = take_id(zowner)
        zones[zid].cards[k] = cid
        ctype = _SLOT_TYPE.get(base)
        part = {"事件": "events", "阵型": "formations"}.get(ctype or "", "main")
        cards[cid] = take_def(_owner(cid), part, ctype)
        placed[cid] = base
        if zones[zid].visibility == PUBLIC:  # a face-down card in a face-up zone (伏将): its owner sees it
            zones[zid].overrides[cid] = OWNER

    data = copy_data(view.data)
    data.pop("derived", None)
    data["cards"] = cards
    st = GameState(view.game, copy_data(view.seats), copy_data(view.options), zones, Rng(_seed(rng)), data)
    st.reindex()
    _unsearchable(st, view, placed, take_def)
    _field_records(st, placed)
    _decisions(st, view)
    return st


def _unsearchable(st: GameState, view: PlayerView, placed: dict[str, str], take_def) -> None:
    """While the seat searches its camp, its view shows every camp card the search may take (views.py): the
    camp's other cards, sampled, must not match the search either (a deck list that does not cover the table
    could deal one that does)."""
    from . import engine as E
    decs = view.data.get("decisions") or []
    seat = view.seat
    if seat is None or not decs or decs[0]["type"] != "search" or decs[0]["seat"] != seat or "filter" not in decs[0]:
        return
    dec = decs[0]
    zid = E.zid(seat, "camp")
    f = dict(dec["filter"], zone="deck")
    for cid in st.zones[zid].cards:
        if cid not in placed:
            continue
        for _ in range(50):
            if not E.matches(st, None, cid, f, dec["ctl"], None):
                break
            other = "谋略" if f["type"] != "谋略" else "将领"  # a card of another type never matches
            st.data["cards"][cid] = take_def(_owner(cid), "main", other)
            st.cache.clear()


_NEEDS = {"defend": "for", "assign": "pts", "discard": "of", "may_draw": "n", "shuffle": "of", "search": "filter"}


def _decisions(st: GameState, view: PlayerView) -> None:
    """Other players' pending choices: the view keeps only their kind and seat; the rest is public or
    follows from the table (a hand-limit discard, the damage to place in a 战团 …)."""
    from . import engine as E
    decs = st.data["decisions"]
    if all(_NEEDS.get(dd["type"], "seat") in dd for dd in decs):
        return
    D = E.derive(st)
    assigns = _assign_decisions(st, D)
    out = []
    for dd in decs:
        t, s = dd["type"], dd["seat"]
        if _NEEDS.get(t, "seat") in dd:
            if t == "assign":  # a placement this seat sees in full: the ones up to it are accounted for
                same = [j for j, x in enumerate(assigns) if x["group"] == dd["group"] and set(x["pts"]) == set(dd["pts"])]
                if same:
                    del assigns[:same[0] + 1]
            out.append(dd)
        elif t == "defend":
            out.append({"type": "defend", "seat": s, "for": s})
        elif t == "assign":
            if assigns:
                out.append(dict(assigns.pop(0), seat=s))
        elif t == "discard":
            over = len(st.zones[E.zid(s, "hand")].cards) - D.hand_limit[s]
            out.append({"type": "discard", "seat": s, "of": s, "n": max(1, over)})
        elif t == "may_draw":
            out.append({"type": "may_draw", "seat": s, "n": E.opt(st, "zhujiang_kill_draw")})
        elif t == "shuffle":
            foes = E.enemies(st, s)
            if foes:
                out.append({"type": "shuffle", "seat": s, "of": foes[0]})
        elif t == "search":
            out.append({"type": "search", "seat": s, "filter": {}, "n": 1, "ctl": s})
        # anything else cannot be rebuilt: the playout goes on without it
    st.data["decisions"] = out


def _assign_decisions(st: GameState, D) -> list[dict]:
    """The damage placements of the current battle not yet made (as the engine lays them out, D.7.4)."""
    from . import engine as E
    d = st.data
    cb = d.get("combat")
    if not cb:
        return []
    done = [(r["group"], tuple(sorted(r["dealers"]))) for r in cb.get("placed", [])]
    out = []
    for gi, g in enumerate(cb["groups"]):
        if not g["att"] or not g["def"]:
            continue
        for dealers, receivers in ((g["att"], g["def"]), (g["def"], g["att"])):
            if (gi + 1, tuple(sorted(dealers))) in done:
                continue
            if E.opt(st, "damage_assigner") == "receiver":
                seat = E.controller(st, receivers[0])
            else:
                seat = E.controller(st, dealers[0])
            pts = {x: max(0, E.current_stats(st, D, x)[0]) for x in dealers}
            rem = {r: max(0, E.current_stats(st, D, r)[1] - d["field"][r]["dc"] - d["field"][r]["dp"])
                   for r in receivers}
            allowed = {x: [r for r in receivers if E.damage_allowed(st, D, x, r)] for x in dealers}
            out.append({"type": "assign", "seat": seat, "group": gi + 1, "pts": pts, "rem": rem,
                        "allowed": allowed, "placed": {}})
    return out


def _field_records(st: GameState, placed: dict[str, str]) -> None:
    """Field records of the face-down cards the view hid: generals (伏将) and strategies (伏谋)."""
    d = st.data
    fd = d["field"]
    turn = d["turn"]
    obj = 0
    chain_hidden = [it for it in d["chain"] if it.get("card") is None]
    for cid, base in placed.items():
        if base in ("lord", "advisor", "deputy"):
            obj -= 1  # below every real object number: never equal to one the engine hands out later
            fd[cid] = {"up": False, "tap": False, "dc": 0, "dp": 0, "since": 0, "ts": 0, "obj": obj}
        elif base == "strategy":
            obj -= 1
            fd[cid] = {"up": False, "tap": False, "dc": 0, "dp": 0, "since": 0, "ts": 0, "obj": obj,
                       "set_turn": max(0, turn - 1)}
    # A face-down general on its way in (item 11) or being flipped (item 14): one of its controller's.
    for it in chain_hidden:
        if it.get("kind") not in (11, 14):
            continue
        mine = [c for c, b in placed.items() if b in ("lord", "advisor", "deputy")
                and st.where[c].startswith(f"P{it['ctl'] + 1}.") and not fd[c].get("chain")
                and not any(o.get("card") == c for o in d["chain"])]
        if not mine:
            continue
        c = mine[0]
        it["card"] = c
        if it["kind"] == 11:
            fd[c]["chain"] = True
        elif it.get("obj") is not None:
            fd[c]["obj"] = it["obj"]
