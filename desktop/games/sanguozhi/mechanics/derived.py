"""三国智 derived values (D.10.10): abilities, stats and player values after every continuous effect."""

from __future__ import annotations

from operator import itemgetter

from ....core.state import GameState
from ..cards import bingquan_total
from ..verbs import PLAYER_VALUES, TEXT, VERBS
from . import basics as _b
from .basics import (CLEAN, EPOCH, GENERAL_BASES, LC_TESTS, SLOT_ZONES, ZONE_BASE, ZONE_SEAT, cdef, changed, edition,
                     lc_in, mentions_lc, opt, reads, roster_changed, touch)
from .filters import amount, eval_condition, resolve_cards, resolve_players
from .queries import (controller, epoch_memo, general_in, open_general_slots, players_in, printed_stats, slot_role,
                      treasure_of)


class Derived:
    __slots__ = ("abilities", "stats", "only_roles", "no_attack", "no_defend", "no_damage",
                 "cap", "hand_limit", "dep_slots", "strat_slots", "triggers", "activated", "reads_lc",
                 "mortal", "strategies", "lc_probes")

    def __init__(self) -> None:
        self.abilities: dict[str, list] = {}
        self.stats: dict[str, list[int]] = {}
        self.only_roles: dict[str, list] = {}
        self.no_attack: set[str] = set()
        self.no_defend: set[str] = set()
        self.no_damage: dict[str, list] = {}
        self.cap: dict[int, int] = {}
        self.hand_limit: dict[int, int] = {}
        self.dep_slots: dict[int, int] = {}
        self.strat_slots: dict[int, int] = {}
        self.triggers: list = []
        self.activated: list = []
        self.reads_lc = False  # a lasting effect in play reads 粮草 otherwise than by a probe (basics.lc_changed)
        # (seat, operator, threshold, answer) of each 粮草 threshold test the layers asked (_LC_PROBES)
        self.lc_probes: list = []
        # For the state check: (card, its stats, in a general slot?) of the generals in slots and the 阵型 in
        # the 阵型槽; the cards in 谋略槽 (a persistent one may expire).
        self.mortal: list = []
        self.strategies: list = []


class _Layer:
    """What the card-value verbs of layers 2–4 write into while values are derived."""
    __slots__ = ("st", "D", "sets", "deltas")

    def __init__(self, st: GameState, D: Derived) -> None:
        self.st = st
        self.D = D
        self.sets: list = []
        self.deltas: list = []


# Zone id -> (seat, kind) for working_cards: 0 general slot, 1 treasure, 2 兵权槽, 3 谋略槽, 4 阵型槽, 5 other.
_KIND = {z: (seat, 0 if base in GENERAL_BASES else 1 if base == "treasure" else 2 if base.startswith("bq_")
              else 3 if base == "strategy" else 4 if base == "formation" else 5)
         for z, seat, base in ((z, ZONE_SEAT[z], ZONE_BASE[z]) for z in ZONE_BASE)}


def working_cards(st: GameState, with_abilities: bool = False) -> list[tuple[str, int]]:
    """Cards whose abilities work (D.10.11), with their controllers (``with_abilities``: only cards whose
    definitions have abilities — the others add nothing unless an effect grants them one)."""
    out = []
    fd = st.data["field"]
    where = st.where
    players = st.data["players"]
    cards = st.data["cards"]
    for cid, f in fd.items():
        if with_abilities:
            i = _DEFINFO.get(cards[cid]) or _info(st, cid)
            if not i.abilities:
                continue
        z = where[cid]
        seat, kind = _KIND[z]
        if seat is None or players[seat]["out"]:
            continue
        if kind == 0:
            if f["up"] and not f.get("chain"):
                out.append((cid, seat))
        elif kind == 2:
            if not f.get("zb"):
                out.append((cid, seat))
        elif kind == 1:
            g = general_in(st, z[: -len(".treasure")])
            if g is not None and g in fd and fd[g]["up"] and not fd[g].get("chain"):
                out.append((cid, seat))
        elif kind == 3:
            if f["up"] and f.get("active"):
                out.append((cid, seat))
        elif kind == 4:
            if f.get("formed"):
                out.append((cid, seat))
    return out


_TS = itemgetter(0)  # instances apply in timestamp order (a stable sort)


class _Def:
    """What derive() needs of a card definition, worked out once: printed stats, abilities by kind."""
    __slots__ = ("type", "stats", "abilities", "static", "triggered", "activated", "text", "reads_lc")

    def __init__(self, card: dict) -> None:
        self.type = card["type"]
        self.stats = tuple(printed_stats(card)) if card["type"] in ("将领", "阵型") else ()
        self.abilities = card.get("abilities", [])
        self.static = [(i, ab) for i, ab in enumerate(self.abilities) if ab["kind"] == "static"]
        self.triggered = [ab for ab in self.abilities if ab["kind"] == "triggered"]
        self.activated = [(i, ab) for i, ab in enumerate(self.abilities) if ab["kind"] == "activated"]
        self.text = any(_has_text(ab) for _, ab in self.static)
        self.reads_lc = any(_reads_lc(ab) for _, ab in self.static)


# A static ability whose condition is a threshold test of its controller's 粮草 and nothing else of it reads
# 粮草: id(ability) -> (ability, operator, threshold).  derive() notes each such test's answer
# (Derived.lc_probes), so that a change of 粮草 that does not turn one over keeps the values (basics.lc_changed).
_LC_PROBES: dict[int, tuple] = {}


def _reads_lc(ab: dict) -> bool:
    """Whether a static ability reads 粮草 otherwise than by a probe (_LC_PROBES, where it is entered)."""
    cond = ab.get("condition")
    if isinstance(cond, dict) and cond.keys() == {"test", "player", "op", "value"} and cond["test"] == "liangcao" \
            and cond["player"] == "you" and type(cond["value"]) is int and cond["op"] in LC_TESTS:
        if not lc_in({k: v for k, v in ab.items() if k != "condition"}):
            _LC_PROBES[id(ab)] = (ab, cond["op"], cond["value"])
            return False
    return lc_in(ab)


_DEFINFO: dict[str, _Def] = {}


def _info(st: GameState, cid: str) -> _Def:
    defid = st.data["cards"][cid]
    i = _DEFINFO.get(defid)
    if i is None:
        i = _DEFINFO[defid] = _Def(cdef(st, cid))
    return i


def _has_text(ab: dict) -> bool:
    """Whether an ability has a layer-1 effect (lose_text, grant)."""
    return any(VERBS[e["do"]].layer == TEXT for e in ab["effects"])


class _Base:
    """The field scan of derive(): what the derived values take from the field before any effect, each a dict in
    field order — the printed stats (card → (stats, None or whether the state check takes it as a general)), the
    谋略槽 cards (card → None) and the working cards with abilities (card → controller).  ``dirty``: (card, same
    place) of the cards that joined or left the field or whose flags changed since (basics.roster_changed,
    flags_changed), rescanned at the next derive() (``same place``: its field state is the same, in place)."""
    __slots__ = ("stats", "strategies", "work", "dirty")

    def __init__(self) -> None:
        self.stats: dict = {}
        self.strategies: dict = {}
        self.work: dict = {}
        self.dirty: list = []

    def rows(self) -> tuple:
        return (list(self.stats.items()), list(self.strategies), list(self.work.items()))


def _scan(st: GameState, memo: dict | None) -> _Base:
    """The field scan in one pass over the field; the field by card type (queries.field_by_type) is built on the
    way into ``memo`` when it has none."""
    B = _Base()
    fd = st.data["field"]
    cards = st.data["cards"]
    stats = B.stats
    work = B.work
    where = st.where
    out = [p["out"] for p in st.data["players"]]
    by: dict | None = None if memo is None or "bytype" in memo else {}
    bq_plain = edition(st) >= 2
    for cid, f in fd.items():
        i = _DEFINFO.get(cards[cid]) or _info(st, cid)
        z = where[cid]
        seat, kind = _KIND[z]
        if by is not None:
            t = "兵权" if kind == 2 and bq_plain else i.type  # a 征兵 card is a plain 兵权 there (D.3, queries.field_type)
            lst = by.get(t)
            if lst is None:
                lst = by[t] = []
            lst.append((cid, f))
        if i.stats and (kind != 2 or f["up"]):  # (a face-down 征兵 card keeps its printed stats: current_stats)
            stats[cid] = (i.stats, True if kind == 0 else False if kind == 4 else None)
        elif kind == 3:
            B.strategies[cid] = None
        if not i.abilities or seat is None or out[seat]:
            continue
        if kind == 0:
            if f["up"] and not f.get("chain"):
                work[cid] = seat
        elif kind == 2:
            if not f.get("zb"):
                work[cid] = seat
        elif kind == 1:
            g = general_in(st, z[: -len(".treasure")])
            if g is not None and g in fd and fd[g]["up"] and not fd[g].get("chain"):
                work[cid] = seat
        elif kind == 3:
            if f["up"] and f.get("active"):
                work[cid] = seat
        elif kind == 4:
            if f.get("formed"):
                work[cid] = seat
    if by is not None and memo is not None:
        memo["bytype"] = by
    return B


_NO = object()  # not in a scan's dict


def _card_scan(st: GameState, cid: str) -> tuple:
    """What the scan takes from one field card: (its stats entry, its 谋略槽 entry, its controller if it works),
    each _NO where it has none — the scan's tests for one card."""
    fd = st.data["field"]
    f = fd[cid]
    z = st.where[cid]
    seat, kind = _KIND[z]
    i = _info(st, cid)
    se = sg = w = _NO
    if i.stats and (kind != 2 or f["up"]):
        se = (i.stats, True if kind == 0 else False if kind == 4 else None)
    elif kind == 3:
        sg = None
    if i.abilities and seat is not None and not st.data["players"][seat]["out"]:
        if kind == 0:
            ok = f["up"] and not f.get("chain")
        elif kind == 2:
            ok = not f.get("zb")
        elif kind == 1:
            g = general_in(st, z[: -len(".treasure")])
            ok = g is not None and g in fd and fd[g]["up"] and not fd[g].get("chain")
        elif kind == 3:
            ok = f["up"] and f.get("active")
        else:
            ok = kind == 4 and f.get("formed")
        if ok:
            w = seat
    return se, sg, w


def _patch(st: GameState, B: _Base) -> None:
    """The kept scan after its dirty cards changed: each one's entries as the scan makes them, in field order (a
    general's treasure with it: whether the treasure works follows the general)."""
    fd = st.data["field"]
    where = st.where
    last = next(reversed(fd)) if fd else None
    dicts = (B.stats, B.strategies, B.work)
    reorder = [False, False, False]
    todo = []
    for cid, same in B.dirty:
        todo.append((cid, same))
        if cid in fd and _KIND[where[cid]][1] == 0:
            t = treasure_of(st, cid)
            if t is not None and t in fd:
                todo.append((t, True))
    for cid, same in todo:
        new = _card_scan(st, cid) if cid in fd else (_NO, _NO, _NO)
        for k in range(3):
            dct = dicts[k]
            v = new[k]
            had = cid in dct
            if had and same and v is not _NO:
                dct[cid] = v  # in place
                continue
            if had:
                del dct[cid]
            if v is not _NO:
                dct[cid] = v
                if cid != last:
                    reorder[k] = True
    B.dirty = []
    if reorder[0]:
        B.stats = {c: B.stats[c] for c in fd if c in B.stats}
    if reorder[1]:
        B.strategies = {c: None for c in fd if c in B.strategies}
    if reorder[2]:
        B.work = {c: B.work[c] for c in fd if c in B.work}


def reads_phase(st: GameState) -> bool:
    """Whether a card of this game has a condition on the phase (phase_is)."""
    return reads(st, "phase")


def derive(st: GameState, cached: bool = False) -> Derived:
    """Compute abilities, attributes, stats and player values from the current state (D.10.10).

    The values are kept while nothing they read changes (``EPOCH``, bumped by ``changed`` where the
    engine writes those inputs) and a settled state's are at hand (``CLEAN``).  Code that changes a
    state outside the engine must clear ``state.cache``.  ``cached`` is accepted for older callers.
    """
    c = st.cache.get(CLEAN)
    if c is not None:
        if _b.VERIFY:
            _verify(st, c)
        return c
    ep = st.cache.get(EPOCH, 0)
    k = st.cache.get("derived")
    if k is not None and k[0] == ep:
        if _b.VERIFY:
            _verify(st, k[1])
        return k[1]
    D = Derived()
    fd = st.data["field"]
    cards = st.data["cards"]
    # Stats start printed (face-down generals: printed, no modification, D.3), from the field scan (_Base):
    # kept with the field queries (MEMO), patched where a card's flags change in place (basics.flags_changed).
    memo = epoch_memo(st)
    base = memo.get("base")
    if base is None:
        base = memo["base"] = _scan(st, memo)
    else:
        if base.dirty:
            _patch(st, base)
        if _b.VERIFY and base.rows() != _scan(st, None).rows():
            raise AssertionError("三国智: the kept field scan differs from the field")
    stats = D.stats
    mortal = D.mortal
    for cid, (sp, m) in base.stats.items():
        sl = stats[cid] = list(sp)
        if m is not None:
            mortal.append((cid, sl, m))
    D.strategies = list(base.strategies)
    work = list(base.work.items())
    if _b.VERIFY and work != working_cards(st, with_abilities=True):
        raise AssertionError("三国智: derive's working cards differ from working_cards()")
    # Continuous effect instances: (ts, ctl, src, effect, ctx)
    insts: list[tuple] = []
    text = False
    for cid, ctl in work:
        i = _DEFINFO[cards[cid]]
        if i.static:
            f = fd[cid]
            ts0 = f["ts"] * 100
            ctx = {"targets": f.get("targets", {})}
            for k, ab in i.static:
                insts.append((ts0 + k, ctl, cid, ab, ctx))
            text = text or i.text
            D.reads_lc = D.reads_lc or i.reads_lc
    for e in st.data["effects"]:
        insts.append((e["ts"] * 100, e["ctl"], e["src"], {"effects": [e["eff"]], "_inst": e}, None))
        text = text or VERBS[e["eff"]["do"]].layer == TEXT
        D.reads_lc = D.reads_lc or mentions_lc(e["eff"])
    if text:
        work = working_cards(st)  # a granted ability may land on a card without any
    if text:
        # Layer 1: lose_text and grant, in timestamp order.
        abil = {cid: _info(st, cid).abilities for cid, _ in work}
        extra_static: list = []
        for ts, ctl, src, ab, ctx in sorted(insts, key=_TS):
            if "condition" in ab and not eval_condition(st, D, ab["condition"], _ctx(st, ctl, src, ctx)):
                continue
            for e in ab["effects"]:
                v = VERBS[e["do"]]
                if v.layer != TEXT:
                    continue
                for t in _eff_cards(st, e, ab, ctl, src, ctx):
                    v.apply(abil, extra_static, st, t, e, ts)
        # Abilities after layer 1: only those of working cards whose text survived.
        # (cards left without any ability have no entry, as on the quick path: readers use .get(cid, []))
        D.abilities = {cid: abil[cid] for cid, _ in work if abil.get(cid)}
        # a granted static ability is not a probe (_LC_PROBES holds printed ones): any read of 粮草 counts
        D.reads_lc = D.reads_lc or any(mentions_lc(x[3]) for x in extra_static)
        alive = []
        for inst in insts + extra_static:
            ts, ctl, src, ab, ctx = inst
            if ctx is not None and ab not in D.abilities.get(src, []):
                continue  # its text box is gone
            alive.append(inst)
    else:  # no text changes: every working card keeps its printed abilities
        D.abilities = {cid: _DEFINFO[cards[cid]].abilities for cid, _ in work}
        alive = insts
    # Layers 2–4.
    L = _Layer(st, D)
    sets, deltas = L.sets, L.deltas
    seats = range(len(st.seats))
    D.cap = dict.fromkeys(seats, opt(st, "life_cap"))  # (ints: the seats share no mutable value)
    D.hand_limit = dict.fromkeys(seats, opt(st, "hand_limit"))
    D.dep_slots = dict.fromkeys(seats, opt(st, "deputy_slots"))
    D.strat_slots = dict.fromkeys(seats, opt(st, "strategy_slots"))
    probes = D.lc_probes
    for ts, ctl, src, ab, ctx in sorted(alive, key=_TS):
        c = _ctx(st, ctl, src, ctx)
        if "condition" in ab:
            ok = eval_condition(st, D, ab["condition"], c)
            pr = _LC_PROBES.get(id(ab))
            if pr is not None and pr[0] is ab:
                probes.append((ctl, pr[1], pr[2], ok))
            if not ok:
                continue
        for e in ab["effects"]:
            v = VERBS[e["do"]]
            if v.layer is None or v.layer == TEXT:
                continue
            if "if" in e and not eval_condition(st, D, e["if"], c):
                continue
            if v.layer == PLAYER_VALUES:
                for p in _eff_players(st, e, ab, ctl, src, ctx):
                    v.apply(D, p, amount(st, D, e["delta"], c), e)
                continue
            for t in _eff_cards(st, e, ab, ctl, src, ctx):
                v.apply(L, t, e, c)
    idx = {"attack": 0, "health": 1, "intelligence": 2}
    for t, s, v in sets:
        if t in D.stats and fd.get(t, {}).get("up", True):
            D.stats[t][idx[s]] = v
    for t, s, v in deltas:
        if t in D.stats and fd.get(t, {}).get("up", True):
            D.stats[t][idx[s]] += v
    bonus = opt(st, "zhujiang_bonus")
    for s in players_in(st):
        if st.data["players"][s]["lord_lost"]:
            continue
        g = general_in(st, SLOT_ZONES[s]["lord"])
        if g and g in fd and fd[g]["up"] and not fd[g].get("chain") and bingquan_total(cdef(st, g)) >= bonus["threshold"]:
            # 三国智 §1.3.2.5.3.1: face-up 主将 with initial 兵权条件 total ≥ 3 gets +2/+2 (rule effect)
            D.stats[g][0] += bonus["attack"]
            D.stats[g][1] += bonus["health"]
    if text:
        for cid, ctl in work:
            for k, ab in enumerate(D.abilities.get(cid, ())):
                if ab["kind"] == "triggered":
                    D.triggers.append((cid, ctl, ab))
                elif ab["kind"] == "activated":
                    D.activated.append((cid, ctl, k, ab))
    else:
        for cid, ctl in work:
            i = _DEFINFO[cards[cid]]
            for ab in i.triggered:
                D.triggers.append((cid, ctl, ab))
            for k, ab in i.activated:
                D.activated.append((cid, ctl, k, ab))
    st.cache["derived"] = (ep, D)
    return D


def _patching(st: GameState, cid: str):
    """The start of every patch below: field queries start over (ROSTER; the field scan is rescanned for ``cid``),
    the state is no longer settled (touch); the derived values kept for this epoch, to patch, or None (nothing
    kept)."""
    roster_changed(st, cid, bingquan=False)  # (a general, 谋略 or 阵型 in its own slot: no 兵权槽)
    touch(st)
    k = st.cache.get("derived")
    return k[1] if k is not None and k[0] == st.cache.get(EPOCH, 0) else None


def unseen_ok(st: GameState) -> bool:
    """Whether a card may enter a slot unseen by the derived values (``joined_unseen``): no card of this game
    reads face-down field cards or counts cards (basics._def_reads)."""
    return not reads(st, "facedown") and not reads(st, "zones")


def joined_unseen(st: GameState, cid: str) -> None:
    """遣将 and 伏将 (a general on the chain in its slot) and 设伏 (a face-down 谋略 in its slot), when
    ``unseen_ok``: the card works for nothing yet and no filter can name it, so the values derived for this
    epoch stay true but for its own entries — a general's printed stats (and the state check's list), a 谋略's
    place among the 谋略槽 cards — which are added here as a fresh computation would (the field's order: the
    card joined it last).  Field queries start over (ROSTER).  A settled state stays settled: the state check
    passes over a general on the chain, a set 谋略 has no end yet, and nothing else it reads changed (the
    caller changes nothing else it reads before this; ``VERIFY`` checks the settled state in full)."""
    c = st.cache
    clean = c.get(CLEAN)
    D = _patching(st, cid)
    if D is None:
        return  # nothing kept for this epoch
    i = _info(st, cid)
    kind = _KIND[st.where[cid]][1]
    if kind == 0 and i.stats and st.data["field"][cid].get("chain"):
        sl = D.stats[cid] = list(i.stats)
        D.mortal.append((cid, sl, True))
    elif kind == 3 and not i.stats and not st.data["field"][cid].get("expires"):
        D.strategies.append(cid)
    else:
        changed(st)  # anything else: derived afresh
        return
    _settled_again(st, clean, D)


def _settled_again(st: GameState, clean: Derived | None, D: Derived) -> None:
    """The end of a patch that gives the state check nothing new: a state settled with ``clean`` before it is
    settled again, if the values patched are those (``_patching`` unsettled it)."""
    if clean is D and not st.data["lethal"]:
        st.cache[CLEAN] = D


def left_unseen(st: GameState, cid: str) -> None:
    """A 谋略 that works for nothing (not active) is about to leave its 谋略槽, when ``unseen_ok`` and no
    lasting filter takes 谋略: the values derived for this epoch stay true but for its place among the 谋略槽
    cards, dropped here as a fresh computation would; the field queries that may read it start over.  A
    settled state stays settled (a 谋略 gone gives the state check nothing to do)."""
    clean = st.cache.get(CLEAN)
    D = _patching(st, cid)
    if D is not None:
        if cid in D.strategies:
            D.strategies.remove(cid)
            _settled_again(st, clean, D)
        else:
            changed(st)


def quiet_card(st: GameState, D: Derived, cid: str) -> bool:
    """statecheck._quiet's tests for one field card, a general in its slot or a formed 阵型: it does not die (a),
    stands in an open general slot its attributes allow (b) and, a 阵型, has valid members (c); a 谋略 in its
    谋略槽 has not expired (d).  For a change that touches
    only this card in a settled state: if it passes, the state is still settled (the callers restore CLEAN)."""
    fd = st.data["field"]
    f = fd.get(cid)
    if f is not None and ZONE_BASE[st.where[cid]] == "strategy":
        return not f.get("expired")  # (d) a 谋略 in its slot: only its end is asked
    stats = D.stats.get(cid)
    if f is None or stats is None or f.get("chain") or f.get("dying"):
        return False
    hp = stats[1]
    if hp <= 0 or f["dc"] + f["dp"] >= hp:
        return False
    z = st.where[cid]
    if ZONE_BASE[z] in GENERAL_BASES:
        seat = controller(st, cid)
        if z not in open_general_slots(st, seat) or (cid in D.only_roles and slot_role(z) not in D.only_roles[cid]):
            return False
        return True
    if not f.get("formed"):
        return False
    ctl = controller(st, cid)
    for m in f.get("members", []):
        mf = fd.get(m)
        if mf is None or not mf["up"] or mf.get("dying") or mf.get("form") != cid or controller(st, m) != ctl:
            return False
    return True


def resettle(st: GameState, clean: Derived | None, cid: str, lethal: bool = False) -> None:
    """After a change that touched only field card ``cid`` (its field state) in a state that was settled with
    values ``clean``: settled again if nothing the derived values read changed since (``clean`` is still this
    epoch's) and ``quiet_card`` passes for it.  ``lethal``: the change was damage, recorded in ``lethal`` (the
    state check then only forgets it, statecheck.state_check).  ``VERIFY`` checks every settled state in full
    (statecheck._verify)."""
    if clean is None or (st.data["lethal"] and not lethal):
        return
    k = st.cache.get("derived")
    if k is not None and k[1] is clean and k[0] == st.cache.get(EPOCH, 0) and quiet_card(st, clean, cid):
        st.cache[CLEAN] = clean


def formation_unseen_ok(st: GameState, cid: str) -> bool:
    """Whether 阵型 ``cid`` may form or dissolve with the derived values patched (``formed_unseen``,
    ``dissolved_unseen``): it has no abilities of its own, no card of this game filters 阵型 or reads who is in
    a formation (basics._def_reads), and ``unseen_ok``.  Then a formed 阵型 adds nothing but its own stats
    (printed) and its place in the state check's list."""
    return not _info(st, cid).abilities and not reads(st, "filter:阵型") and not reads(st, "formation") \
        and unseen_ok(st)


def formed_unseen(st: GameState, cid: str) -> None:
    """结成阵型 of a 阵型 ``formation_unseen_ok`` allows, just after its field state was made (the field's last
    entry): its printed stats and its state-check entry are added to this epoch's derived values as a fresh
    computation would add them; field queries start over (ROSTER), the state is no longer settled (touch)."""
    D = _patching(st, cid)
    if D is None:
        return  # nothing kept for this epoch
    sl = D.stats[cid] = list(_info(st, cid).stats)
    D.mortal.append((cid, sl, False))


def dissolved_unseen(st: GameState, cid: str) -> None:
    """A 阵型 ``formation_unseen_ok`` allows is dissolved (its field state just removed): its stats and its
    state-check entry leave this epoch's derived values (unless a lasting effect named it: then afresh); a
    settled state stays settled (nothing the state check reads is new: its members only become free)."""
    clean = st.cache.get(CLEAN)
    D = _patching(st, cid)
    if D is None:
        return
    if cid in D.only_roles or cid in D.no_attack or cid in D.no_defend or cid in D.no_damage:
        changed(st)
        return
    D.stats.pop(cid, None)
    D.mortal = [m for m in D.mortal if m[0] != cid]
    _settled_again(st, clean, D)  # a 阵型 gone gives the state check nothing to do


def _ctx(st, ctl, src, ctx) -> dict:
    c = {"ctl": ctl, "src": src, "targets": {}}
    if ctx:
        c["targets"] = ctx.get("targets", {})
    if isinstance(src, str) and src in st.where:
        c["equipped"] = None
    return c


def _eff_cards(st, e, ab, ctl, src, ctx) -> list[str]:
    inst = ab.get("_inst") if isinstance(ab, dict) else None
    if inst is not None:
        # a resolved effect: its card targets were fixed; each must still be the same object (D.1.9)
        return [c for c, obj in inst.get("cards", []) if st.data["field"].get(c, {}).get("obj") == obj]
    ref = e.get("target")
    return resolve_cards(st, ref, {"ctl": ctl, "src": src, "targets": (ctx or {}).get("targets", {})})


def _eff_players(st, e, ab, ctl, src, ctx) -> list[int]:
    inst = ab.get("_inst") if isinstance(ab, dict) else None
    if inst is not None:
        return [p for p in inst.get("players", []) if not st.data["players"][p]["out"]]
    return resolve_players(st, e.get("player"), {"ctl": ctl, "src": src, "targets": (ctx or {}).get("targets", {})})


def _fields(D: Derived) -> tuple:
    return tuple(getattr(D, k) for k in Derived.__slots__)


def _verify(st: GameState, D: Derived) -> None:
    """VERIFY: the kept values are those a fresh computation gives."""
    saved = {k: st.cache.pop(k) for k in (CLEAN, "derived") if k in st.cache}
    try:
        fresh = derive(st)
    finally:
        st.cache.pop("derived", None)
        st.cache.update(saved)
    if _fields(fresh) != _fields(D):
        raise AssertionError("三国智: kept derived values differ from a fresh computation")
