"""三国智 candidate actions: what a seat might do now, for the core legality mechanism to check (D.4.4, D.5)."""

from __future__ import annotations

from itertools import combinations, islice, product, repeat

from ....core.actions import Action
from ....core.state import GameState
from ....core.zones import PUBLIC
from .. import engine as E
from ..mechanics import basics as _basics
from ..actions import (Answer, ChooseFirstPlayer, Concede, Conscript, DeclareAttacker, DeclareDefender,
                       DeployGeneral, DiscardCard, DissolveFormation, EndAttack, EndDefense,
                       EquipTreasure, FlipGeneral, FormFormation, KeepHand, Mulligan, Pass,
                       PickCard, PlaceBingquan, PlaceDamage, PutTrigger, SetGeneral, SetStrategy,
                       UseAbility, UseEvent, UseStrategy)

# Actions are immutable values: the same action object serves every list it is in (building a frozen
# dataclass costs more than finding it).  Bounded: the memo is emptied when it grows large.
_ACTS: dict = {}


def act(cls, *fields):
    key = (cls, fields)
    a = _ACTS.get(key)
    if a is None:
        if len(_ACTS) > 200_000:
            _ACTS.clear()
        a = _ACTS[key] = cls(*fields)
    return a


def decision_candidates(st: GameState, dec: dict, seat: int) -> list[Action]:
    t = dec["type"]
    D = st.cache.get(E.CLEAN)  # (derive's first test, inline: a decision's state is settled)
    if D is None or _basics.VERIFY:
        D = E.derive(st)
    if t == "first":
        n = len(st.seats)
        return [ChooseFirstPlayer(seat, f, cw) for f in range(n) if not st.data["players"][f]["out"]
                for cw in ((True,) if n == 2 else (True, False))]
    if t == "mulligan":
        return [KeepHand(seat), Mulligan(seat)]
    if t in ("shuffle", "may_draw"):
        return [Answer(seat, True), Answer(seat, False)]
    if t == "attack":
        out: list[Action] = [act(EndAttack, seat)]
        cb = st.data["combat"]
        declared = {c for g in cb["groups"] for c in g["att"]}
        foes = attack_targets(st, seat)
        for c in E.possible_attackers(st, D, seat):
            if c in declared:
                continue
            for gi, g in enumerate(cb["groups"]):
                out.append(act(DeclareAttacker, seat, c, gi + 1, g["target"]))
            for f in foes:
                out.append(act(DeclareAttacker, seat, c, len(cb["groups"]) + 1, f))
        return out
    if t == "defend":
        out = [act(EndDefense, seat)]
        cb = st.data["combat"]
        declared = {c for g in cb["groups"] for c in g["def"]}
        for c in E.possible_defenders(st, D, seat):
            if c in declared:
                continue
            for gi, g in enumerate(cb["groups"]):
                if g["target"] == dec["for"] and g["att"]:
                    out.append(act(DeclareDefender, seat, c, gi + 1))
        return out
    if t == "assign":
        out = []
        for dl, r, mx in E.placements(dec):
            out.append(act(PlaceDamage, seat, dl, r, 1))
            if mx > 1:
                out.append(act(PlaceDamage, seat, dl, r, mx))
        return out
    if t == "discard":
        return [DiscardCard(seat, c) for c in st.zones[E.zid(dec["of"], "hand")].cards]
    if t == "search":
        return [Answer(seat, False)] + [PickCard(seat, c) for c in search_cards(st, seat, D)]
    if t == "triggers":
        out = []
        for w in st.data["waiting"]:
            if w["ctl"] != seat:
                continue
            for tg in E.target_options(st, w["ab"].get("targets", []), seat, w["src"], limit=20):
                out.append(PutTrigger(seat, w["id"], True, tg))
            if w["ab"].get("optional") or not E.target_options(st, w["ab"].get("targets", []), seat, w["src"], limit=1):
                out.append(PutTrigger(seat, w["id"], False, ()))
        return out
    return []

def search_cards(st: GameState, seat: int | None, D=None) -> list[str]:
    """The camp cards a pending search of ``seat`` may take (D.10.6), in camp order: [] unless the first
    pending decision is that seat's search.  Its view shows it these cards (views.py), as if looked at."""
    decs = st.data["decisions"]
    if seat is None or not decs or decs[0]["type"] != "search" or decs[0]["seat"] != seat:
        return []
    dec = decs[0]
    f = dict(dec["filter"], zone="deck")
    return [c for c in st.zones[E.zid(seat, "camp")].cards if E.matches(st, D, c, f, dec["ctl"], None)]


def attack_targets(st: GameState, seat: int) -> list[int]:
    if E.opt(st, "attack_target") == "next_enemy":
        s = E.next_seat(st, seat)
        while not E.is_enemy(st, s, seat):
            s = E.next_seat(st, s)
        return [s]
    return E.enemies(st, seat)

MAIN = "sgz.main"  # st.cache key: (version, seat, main_timing)


def main_timing(st: GameState, seat: int) -> bool:
    """The turn player in the main phase with 行动权, no choice pending and an empty chain (D.4.4)."""
    m = st.cache.get(MAIN)
    if m is not None and m[0] == st.version and m[1] == seat:
        return m[2]
    d = st.data
    r = (d["prio"] == seat and d["active"] == seat and d["step"] == "main" and d["stage"] == "round"
         and not d["decisions"] and not d["chain"])
    st.cache[MAIN] = (st.version, seat, r)
    return r

WINDOW = "sgz.window"  # st.cache key: {seat: (window_key, legal actions)}


def window_key(st: GameState, seat: int):
    """What ``seat``'s legal actions in a response window read (it holds 行动权 outside its main timing, no
    choice pending), or None at any other decision.

    The field, the derived values and the 兵权 counts are the epochs' (EPOCH, ROSTER; the phase and the turn
    player too when a card reads them, flow.run); card moves, shuffles and visibility bump MOVES, taps,
    damage, 濒死, 粮草 (every write goes through basics.lc_changed) and the events and abilities used this turn
    (basics.wrote) WRITES, as does every change of the chain (chain.push_item, resolve_top, negate,
    triggers.put_trigger); the rest is read directly: the turn and the turn player (outside the main timing no
    other per-turn count is read).  The same key means the same list (``VERIFY`` recomputes it)."""
    d = st.data
    if d["decisions"] or d["stage"] != "round" or d["prio"] != seat or d.get("over"):
        return None
    if not d["chain"] and d["active"] == seat and d["step"] == "main":
        return None  # main_timing: the main phase's list
    get = st.cache.get
    return (get(_EPOCH, 0), get(_ROSTER, 0), get(_MOVES, 0), get(_WRITES, 0), d["turn"], d["active"])


_EPOCH, _ROSTER, _MOVES, _WRITES = E.EPOCH, E.ROSTER, E.MOVES, E.WRITES  # (window_key's cache keys)




def has_prio(st: GameState, seat: int) -> bool:
    d = st.data
    return not d.get("over") and not d["decisions"] and d["stage"] == "round" and d["prio"] == seat

_CONSCRIPTS: dict = {}


def conscripts(seat: int, c: str) -> list:
    """征兵 of card ``c`` into each of the seat's four 兵权槽 (the same objects every time)."""
    got = _CONSCRIPTS.get((seat, c))
    if got is None:
        if len(_CONSCRIPTS) > 50_000:
            _CONSCRIPTS.clear()
        got = _CONSCRIPTS[(seat, c)] = [act(Conscript, seat, c, z) for z in E.BQ_ZONES[seat]]
    return got


_ROLES: dict = {}  # definition id -> printed_only_roles of the card (None: any role)
_HAND: dict = {}  # definition id -> (type, its 兵权条件 as ((兵种, n), …)): what the main phase's hand loop reads


def _pairs_met(have: dict, cond: tuple) -> bool:
    """E.meets_condition over the hand table's (兵种, n) pairs and the seat's 兵权 counts ``have`` (a loop: a
    generator costs more for one or two pairs)."""
    for bz, n in cond:
        if have[bz] < n:
            return False
    return True


def _hand_info(defid: str) -> tuple:
    from ..cards import card_db
    d = card_db()[defid]
    i = _HAND[defid] = (d["type"], tuple((d.get("bingquan_condition") or {}).items()))
    return i


def main_candidates(st: GameState, seat: int) -> list[Action]:
    out: list[Action] = []
    zones = st.zones
    hand = zones[E.HAND[seat]].cards
    p = st.data["players"][seat]
    lim, bq_per_turn, zhengbing, flip_main, forms_per_turn, forms_max, event_main = \
        st.cache.get(_MOPTS) or _main_opts(st)
    # (general_slot_ok refuses every general when the turn's limit is reached)
    empty_g = [z for z in E.open_general_slots(st, seat) if not zones[z].cards] \
        if not lim or p["cnt"]["gen"] < lim else []
    empty_s = [z for z in E.open_strategy_slots(st, seat) if not zones[z].cards]
    D = st.cache.get(E.CLEAN)  # (derive's first test, inline)
    if D is None or _basics.VERIFY:
        D = E.derive(st)
    # Candidates the checks would refuse anyway are not made (the checks still decide; for the kinds in
    # rules.TRUSTED these candidates are exactly the ones the checks accept, see SanguozhiRules.legal_now).
    bq_ok = p["cnt"]["bq"] < bq_per_turn
    conscript = bq_ok and zhengbing
    generals = None
    cards = st.data["cards"]
    have: dict[str, int] | None = None  # the seat's 兵权 counts, fetched once (they hold for the epoch)

    def meets(cond) -> bool:  # E.meets_condition over the hand table's (兵种, n) pairs
        nonlocal have
        if not cond:
            return True
        if have is None:
            have = E.bingquan_counts(st, seat)
        return _pairs_met(have, cond)

    for c in hand:
        defid = cards[c]
        t, cond = _HAND.get(defid) or _hand_info(defid)
        if t == "兵权" and bq_ok:
            out.append(act(PlaceBingquan, seat, c))
        if conscript:
            out += conscripts(seat, c)
        if t == "将领":
            if empty_g:
                if meets(cond):
                    roles = _ROLES.get(defid, _ROLES)
                    if roles is _ROLES:
                        roles = _ROLES[defid] = printed_only_roles(E.cdef(st, c))
                    out += [act(DeployGeneral, seat, c, z) for z in empty_g
                            if roles is None or E.slot_role(z) in roles]
                out += [act(SetGeneral, seat, c, z) for z in empty_g]
        elif t == "谋略":
            out += [act(SetStrategy, seat, c, z) for z in empty_s]
            if meets(cond):  # (strategy_uses' first test, inline)
                out += strategy_uses(st, seat, c, empty_s)
        elif t == "宝物":
            if generals is None:  # those the check accepts: face up, not on the chain, without a 宝物
                fd = st.data["field"]
                generals = [g for g in E.field_generals(st, seat) if fd[g]["up"] and E.treasure_of(st, g) is None]
            if generals and meets(cond):
                out += [act(EquipTreasure, seat, c, g) for g in generals]
    if flip_main:
        out += flips(st, seat)
    fz = zones[E.FORMATION[seat]].cards
    if fz:
        fd = st.data["field"]
        gate = None  # a formation may be formed this turn and one more may stand (the same for every card)
        pool = None  # the seat's generals that may join one (the same for every card)
        for c in fz:
            f = fd.get(c)
            if f and f.get("formed"):
                out.append(act(DissolveFormation, seat, c))
            elif f is None:
                if gate is None:
                    gate = p["cnt"]["form"] < forms_per_turn and \
                        sum(1 for x in fz if fd.get(x, {}).get("formed")) < forms_max
                if not gate or not E.meets_condition(st, seat, E.cdef(st, c)):
                    continue  # the check refuses every one
                if pool is None:
                    pool = tuple(g for g in E.field_generals(st, seat) if may_join(st, g))
                out += formation_assignments(st, seat, c, pool)
    if event_main:
        out += event_uses(st, seat)
    return out


_MOPTS = "sgz.mopts"  # st.cache key: the options main_candidates reads (a state's options do not change)


def _main_opts(st: GameState) -> tuple:
    o = st.cache[_MOPTS] = (E.opt(st, "generals_per_turn"), E.opt(st, "bingquan_per_turn"),
                            E.opt(st, "zhengbing_enabled"), E.opt(st, "flip_speed") == "main",
                            E.opt(st, "formations_per_turn"), E.opt(st, "formations_active_max"),
                            E.opt(st, "event_speed") == "main")
    return o

def formation_options(st: GameState, D, seat: int, c: str) -> list[Action]:
    """结成阵型 candidates: the first 24 assignments of joinable generals to the entries, in the order of
    itertools.permutations(pool, entries) (a depth-first walk that drops a general at once where it does
    not fit gives the same ones in the same order).  (main_candidates asks the gate and the pool once for
    all of a seat's formation cards.)"""
    cd = E.cdef(st, c)
    p = st.data["players"][seat]
    fd = st.data["field"]
    if p["cnt"]["form"] >= E.opt(st, "formations_per_turn") or not E.meets_condition(st, seat, cd) or \
            sum(1 for x in st.zones[E.FORMATION[seat]].cards if fd.get(x, {}).get("formed")) \
            >= E.opt(st, "formations_active_max"):
        return []  # the check refuses every one
    return formation_assignments(st, seat, c, tuple(g for g in E.field_generals(st, seat) if may_join(st, g)))


def formation_assignments(st: GameState, seat: int, c: str, pool: tuple) -> list[Action]:
    """The 结成阵型 candidates of card ``c`` over the joinable generals ``pool``."""
    # The assignments depend only on the pool and the definitions (fits): kept for the game.
    memo = st.cache.get(FORMATIONS)
    if memo is None or len(memo) > 2048:
        memo = st.cache[FORMATIONS] = {}
    key = (seat, c, pool)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = _assignments(st, seat, c, E.cdef(st, c)["members"], pool)
    elif E.verify_on() and hit != _assignments(st, seat, c, E.cdef(st, c)["members"], pool):
        raise AssertionError("三国智: kept formation assignments differ from a fresh computation")
    return hit


FORMATIONS = "sgz.formations"  # st.cache key: {(seat, formation card, pool of joinable generals): candidates}


def _assignments(st: GameState, seat: int, c: str, entries: list, pool: tuple) -> list[Action]:
    ok = [[fits(st, g, e) for e in entries] for g in pool]
    out: list[Action] = []
    k = len(entries)
    chosen: list[int] = []

    def walk() -> bool:
        pos = len(chosen)
        if pos == k:
            out.append(act(FormFormation, seat, c, tuple(pool[i] for i in chosen)))
            return len(out) >= 24
        for i in range(len(pool)):
            if i not in chosen and ok[i][pos]:
                chosen.append(i)
                if walk():
                    return True
                chosen.pop()
        return False
    walk()
    return out

def may_join(st: GameState, g: str) -> bool:
    f = st.data["field"][g]
    if not f["up"] or f.get("dying") or f.get("form") or f.get("chain"):
        return False
    if E.zinfo(st.where[g])[1] == "advisor" and not E.opt(st, "junshi_can_join_formation"):
        return False
    return True

def fits(st: GameState, g: str, entry: list) -> bool:
    return "任意" in entry or bool(set(entry) & set(E.cdef(st, g).get("corps", [])))

def being_flipped(st: GameState, g: str) -> bool:
    """``g`` is on the chain being flipped already (item 14): it cannot be flipped again (§D.4.4)."""
    return any(it["kind"] == 14 and it["card"] == g for it in st.data["chain"])


def flips(st: GameState, seat: int) -> list[Action]:
    """翻转 of the seat's face-down generals whose 兵权条件 it meets (E.meets_condition, inline), not being
    flipped already."""
    fd = st.data["field"]
    cards = st.data["cards"]
    out: list[Action] = []
    have = None
    chain = st.data["chain"]
    for g in E.field_generals(st, seat):
        if fd[g]["up"]:
            continue
        if chain and being_flipped(st, g):
            continue  # (the check refuses it)
        cond = (_HAND.get(cards[g]) or _hand_info(cards[g]))[1]
        if cond:
            if have is None:
                have = E.bingquan_counts(st, seat)
            if not _pairs_met(have, cond):
                continue
        out.append(act(FlipGeneral, seat, g))
    return out

def strategy_uses(st: GameState, seat: int, c: str, empty_s: list[str] | None) -> list[Action]:
    """谋略发动 of card ``c``: from hand (a persistent one into an empty 谋略槽 of ``empty_s``) or, with
    ``empty_s`` None, from its own 谋略槽, where it stays (D.8.1; a persistent one too)."""
    d = E.cdef(st, c)
    if not E.meets_condition(st, seat, d) or not E.meets_zhili(st, seat, d):
        return []
    decls = d.get("use", {}).get("targets", [])
    opts = E.target_options(st, decls, seat, c, limit=40)
    zones = [None] if empty_s is None or not d.get("persistent") else empty_s
    return [act(UseStrategy, seat, c, tg, z) for tg in opts for z in zones]

def event_uses(st: GameState, seat: int) -> list[Action]:
    out: list[Action] = []
    if st.data["players"][seat]["cnt"]["ev"] >= E.opt(st, "events_per_turn"):
        return out
    z = st.zones[E.EVENT[seat]]
    over = z.overrides
    for c in z.cards:
        if over.get(c, z.visibility) == PUBLIC:
            continue  # used (face up)
        cd = E.cdef(st, c)
        if not E.meets_condition(st, seat, cd):
            continue
        decls = cd["use"].get("targets", []) if "use" in cd else []
        out += [act(UseEvent, seat, c, tg) for tg in E.target_options(st, decls, seat, c, limit=40)]
    return out

_STRATEGY_SPEED: dict = {}  # definition id -> a 谋略's speed, None for other cards


def _strategy_speed(defid: str):
    from ..cards import card_db
    d = card_db()[defid]
    s = _STRATEGY_SPEED[defid] = d.get("speed", "main") if d["type"] == "谋略" else None
    return s


_RESPONSE_DEFS: list = []  # [ids of 谋略 at a response speed, ids of every 谋略] of the card db (loaded once)


def _response_defs(any_speed: bool) -> frozenset:
    """The definition ids whose hand cards response_candidates offers outside the main timing: 谋略 whose speed
    is not main (every 谋略 under hand_strategy_speed any), as _strategy_speed tells them."""
    if not _RESPONSE_DEFS:
        from ..cards import card_db
        by_id = card_db().by_id
        strat = [k for k, d in by_id.items() if d["type"] == "谋略"]
        _RESPONSE_DEFS[:] = [frozenset(k for k in strat if by_id[k].get("speed", "main") != "main"), frozenset(strat)]
    return _RESPONSE_DEFS[1 if any_speed else 0]


_ROPTS = "sgz.ropts"  # st.cache key: the options response_candidates reads (a state's options do not change)


def _response_opts(st: GameState) -> tuple:
    o = st.cache[_ROPTS] = (E.opt(st, "set_strategy_wait"), E.opt(st, "hand_strategy_speed") == "any",
                            E.opt(st, "flip_speed") == "any", E.opt(st, "event_speed") == "any",
                            E.opt(st, "events_per_turn"))
    return o


def response_candidates(st: GameState, seat: int, main: bool | None = None) -> list[Action]:
    """What ``seat`` may do while it holds 行动权 besides passing: set stratagems, response-speed stratagems
    from hand, flips and events at any speed, activated abilities (D.5.2, D.8).  ``main``: main_timing(st,
    seat) when the caller knows it."""
    out: list[Action] = []
    d = st.data
    zones = st.zones
    fd = d["field"]
    if main is None:
        main = main_timing(st, seat)
    wait, any_speed, flip_any, event_any, events_per_turn = st.cache.get(_ROPTS) or _response_opts(st)
    turn = d["turn"]
    slots = E.SLOT_ZONES[seat]
    cards = d["cards"]
    have = None  # the seat's 兵权 counts (strategy_uses' first test, inline: most set 谋略 do not meet theirs)
    for name in d["players"][seat]["strat"]:  # the open 谋略槽
        for c in zones[slots[name]].cards:
            f = fd.get(c)
            if f is not None and not f["up"] and not (wait and f.get("set_turn", 0) >= turn):
                cond = (_HAND.get(cards[c]) or _hand_info(cards[c]))[1]
                if cond:
                    if have is None:
                        have = E.bingquan_counts(st, seat)
                    if not _pairs_met(have, cond):
                        continue
                out += strategy_uses(st, seat, c, None)  # a persistent one as well (it was never offered)
    if not main:
        hand = zones[E.HAND[seat]].cards
        if not _response_defs(any_speed).isdisjoint(map(cards.__getitem__, hand)):  # (most hands hold none)
            empty = None
            for c in hand:
                speed = _STRATEGY_SPEED.get(cards[c], "?")
                if speed == "?":
                    speed = _strategy_speed(cards[c])
                if speed is not None and (any_speed or speed != "main"):
                    if empty is None:
                        empty = [z for z in E.open_strategy_slots(st, seat) if not zones[z].cards]
                    out += strategy_uses(st, seat, c, empty)
        if flip_any:
            out += flips(st, seat)
    if event_any and d["players"][seat]["cnt"]["ev"] < events_per_turn:
        z = zones[E.EVENT[seat]]
        # (event_uses offers none when every event is face up: used)
        if z.cards and (z.visibility == PUBLIC or not all(map(PUBLIC.__eq__, map(z.overrides.get, z.cards, repeat(z.visibility))))):
            out += event_uses(st, seat)
    D = st.cache.get(E.CLEAN)  # (derive's first test, inline: a window's state is settled)
    if D is None or _basics.VERIFY:
        D = E.derive(st)
    if D.activated:
        uses = d["uses"]
        for src, ctl, i, ab in D.activated:
            if ctl != seat:
                continue
            if (ab["style"] == "tap" or any(c["pay"] == "tap_self" for c in ab.get("cost", []))) and fd[src]["tap"]:
                continue
            per = ab.get("per_turn", 1 if ab["style"] == "free" else None)
            if per is not None and uses.get(f"{src}/{i}", 0) >= per:
                continue
            decls = ab.get("targets", [])
            for tg in E.target_options(st, decls, seat, src, limit=30):
                for costs in cost_options(st, seat, src, ab):
                    out.append(act(UseAbility, seat, src, i, tg, costs))
    return out

def cost_options(st: GameState, seat: int, src: str, ab: dict) -> list[tuple]:
    parts = []
    for cst in ab.get("cost", []):
        pay = cst["pay"]
        if pay in ("tap_self", "lose_liangcao"):
            continue
        pool = cost_pool(st, seat, src, cst)
        opts = list(islice(combinations(pool, cst["n"]), 12))  # the first 12 (not all of them, then 12)
        if not opts:
            return []
        parts.append(opts)
    out = []
    for combo in product(*parts):
        flat = tuple(x for p in combo for x in p)
        if len(set(flat)) == len(flat):
            out.append(flat)
            if len(out) == 24:
                break
    return out

def cost_pool(st: GameState, seat: int, src: str, cst: dict) -> list[str]:
    pay = cst["pay"]
    if pay == "discard":
        hand = st.zones[E.zid(seat, "hand")].cards
        if "filter" in cst:
            return [c for c in hand if E.matches(st, None, c, dict(cst["filter"], zone="hand"), seat, src)]
        return list(hand)
    f = dict(cst["filter"])
    f.setdefault("controller", "you")
    pool = [c for c in E.candidates(st, f, seat, src) if E.controller(st, c) == seat]
    if pay == "tap":
        pool = [c for c in pool if c != src and not st.data["field"][c]["tap"]]
    return pool


def printed_only_roles(card: dict) -> list | None:
    """The roles a face-up general's printed attributes allow (only_roles on self), or None."""
    for ab in card.get("abilities", []):
        if ab["kind"] == "static" and "condition" not in ab:
            for e in ab["effects"]:
                if e["do"] == "only_roles" and e["target"] == "self":
                    return e["roles"]
    return None


def candidates(st: GameState, seat: int) -> list[Action]:
    """Every action ``seat`` might take now; the checks (ruleset.checks) decide which are legal."""
    d = st.data
    if d.get("over") or d["players"][seat]["out"]:
        return []
    if d["decisions"]:
        dec = d["decisions"][0]
        if dec["seat"] != seat:
            return []
        out = decision_candidates(st, dec, seat)
    elif d["stage"] == "round" and d["prio"] == seat:
        out = [_PASS[seat]]
        main = main_timing(st, seat)
        pre = st.cache.pop(RESPONSE, None)  # made for this very state and seat (SanguozhiRules.legal_now)
        out += pre[1] if pre is not None and pre[0] == seat else response_candidates(st, seat, main)
        if main:
            out += main_candidates(st, seat)
    else:
        return []
    out.append(_CONCEDE[seat])  # D.6: for the seat that decides; a gesture (Concede.gesture) bots never choose
    return out


_PASS = PASS = tuple(act(Pass, s) for s in range(6))
_CONCEDE = CONCEDE = tuple(act(Concede, s) for s in range(6))
# st.cache key, only during SanguozhiRules.legal_now: (seat, its response candidates in this state), which the
# next candidates() call for that seat takes instead of making them again
RESPONSE = "sgz.response"
