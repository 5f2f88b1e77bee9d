"""三国智 names shared by the whole engine: options, rule prefix, formula terms, zone ids, card definitions."""

from __future__ import annotations

import json
import operator
from dataclasses import dataclass

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.events import Event, Message
from ....core.state import GameState
from ..cards import card_db
from ..zoneinfo import BINGQUAN, GENERAL_SLOTS, STRATEGY_SLOTS, player_zone_ids


# 三国智 §D.9: every number is an option; these are the defaults.
OPTIONS = {
    "players": 2, "teams": None, "start_life": 30, "life_cap": 30, "deck_min": 50, "events_max": 5,
    "formations_max": 3, "opening_hand": 6, "mulligans": 1, "hand_limit": 7, "enemy_shuffle": "auto",
    "draw_per_turn": 2, "first_player_draws": False, "prep_round_no_battle": True, "bingquan_per_turn": 1,
    "zhengbing_enabled": True, "generals_per_turn": 0, "summoning_sickness": True,
    "hand_strategy_speed": "card", "set_strategy_wait": True, "flip_speed": "main", "event_speed": "any",
    "event_choice": "any", "events_per_turn": 1, "formations_per_turn": 1, "formations_active_max": 1,
    "junshi_can_join_formation": False, "junshi_can_attack": False, "junshi_can_defend": True,
    "zhujiang_can_attack": True, "zhujiang_can_defend": True, "battles_per_turn": 1,
    "attack_target": "any_enemy", "allies_may_defend": False, "damage_assigner": "receiver",
    "excess_damage": "lost", "blocked_stays_blocked": True, "combat_damage_clears_at": "end_of_turn",
    "treasure_on_fizzle": "graveyard", "hand_limit_check": "end_of_own_turn", "deck_out": "lose",
    "turn_limit": 0, "zhujiang_bonus": {"attack": 2, "health": 2, "threshold": 3},
    "junshi_death_penalty": 5, "zhujiang_kill_draw": 3,
    "deputy_slots": 3, "strategy_slots": 5,
    # Not numbers of D.9 but choices of this engine (docs/rules-decisions.md, ## 三国智):
    "decks": None,
    # Added with issue 12 (D.11 and the revised starter set).  A game started now gets ``edition`` 2
    # (``NEW_GAME_OPTIONS``); a key missing from a state's options means what the game was started with
    # before the key existed (``ABSENT``), so older saves replay as they were played.
    "edition": 2, "zhili_rule": "junshi",
}
LATER_KEYS = ("edition", "zhili_rule")  # not merged into a new state unless given (rules.merge_options)
NEW_GAME_OPTIONS = {"edition": 2}  # what the program's new games get unless chosen otherwise (core.rules.Match.new)
CHOICES = {
    "enemy_shuffle": ("auto", "ask"), "hand_strategy_speed": ("card", "any"), "flip_speed": ("main", "any"),
    "event_speed": ("any", "main"), "event_choice": ("any", "top"), "attack_target": ("any_enemy", "next_enemy"),
    "damage_assigner": ("receiver", "dealer"), "excess_damage": ("lost", "to_liangcao"),
    "combat_damage_clears_at": ("end_of_turn", "end_of_battle"), "treasure_on_fizzle": ("graveyard", "hand"),
    "hand_limit_check": ("end_of_own_turn", "end_of_every_turn"), "deck_out": ("lose", "skip"),
    "zhili_rule": ("junshi", "highest", "none"),
}
EDITIONS = (1, 2)  # 1: games started before issue 12 (no 智力 rule, the first starter set); 2: D.11, the revised set

RULE = "三国智"

# FormulaResolved keys and input names are English game words of the "Terms" context: the log shows
# them translated (粮草＋数量 = 26＋1 = 27); scenarios name them the same way ("Strategist lost").
F_GAIN = QT_TRANSLATE_NOOP("Terms", "Provisions gained")
F_LOSS = QT_TRANSLATE_NOOP("Terms", "Provisions lost")
F_DAMAGE = QT_TRANSLATE_NOOP("Terms", "Damage to provisions")
F_PENALTY = QT_TRANSLATE_NOOP("Terms", "Strategist lost")
F_CAP = QT_TRANSLATE_NOOP("Terms", "Provisions cap")
FORMULA_TERMS = (QT_TRANSLATE_NOOP("Terms", "Provisions"), QT_TRANSLATE_NOOP("Terms", "Amount"),
                 QT_TRANSLATE_NOOP("Terms", "Damage"), QT_TRANSLATE_NOOP("Terms", "Penalty"))


@dataclass(frozen=True, slots=True)
class RuleEvent(Event):
    """A game event of D.10.9 (``enters_field``, ``dies`` …) that triggers may react to; ``subject`` is the
    card while every seat sees it, else None (the event goes to every seat)."""
    name: str
    subject: str | None = None
    seat: int | None = None


ROLE_SLOTS = {"主将": "lord", "军师": "advisor"}
GENERAL_BASES = ("lord", "advisor", "deputy")


def _zone_info(zone_id: str) -> tuple:
    """(seat or None, base, full name) of a zone id: ``P2.deputy3`` → (1, 'deputy', 'deputy3')."""
    if zone_id.startswith("P") and "." in zone_id:
        head, name = zone_id.split(".", 1)
        seat = int(head[1:]) - 1
        base = name.rstrip("0123456789")
        if name.endswith(".treasure"):
            base = "treasure"
        return (seat, base, name)
    return (None, zone_id, zone_id)


_ZI: dict[str, tuple] = {z: _zone_info(z) for s in range(6) for z in player_zone_ids(s)}
_ZI["table.chain"] = _zone_info("table.chain")
zinfo = _ZI.__getitem__  # every zone id of a table is known in advance
ZONE_BASE = {z: info[1] for z, info in _ZI.items()}
ZONE_SEAT = {z: info[0] for z, info in _ZI.items()}


# ---- what the engine's caches know about a state (st.cache; dropped with the cache by clone/load)
# EPOCH counts the changes to what the derived values read (the field, where its cards lie, zones, 粮草,
# the lost flags, continuous effects, the turn player): derive() keeps its values for one epoch.
# CLEAN holds the derived values of a *settled* state — its last state check found nothing to do and
# nothing has changed since — so derive() and state_check() return at once.  ``changed`` is called
# where the engine writes what derive() reads; ``touch`` before any step that may change what the
# state check reads (mechanics/flow.py and ruleset/perform.py know which steps are pure).
EPOCH = "sgz.epoch"
ROSTER = "sgz.roster"  # bumped when only the field's card list changes (roster_changed)
# st.cache key: {query: answer} — answers of field queries that read only what the epochs cover
# (queries.epoch_memo); dropped whenever EPOCH or ROSTER moves on.
MEMO = "sgz.memo"
CLEAN = "sgz.clean"
VERIFY = False  # tests: every kept value is compared with a fresh computation, every skipped check is run


def verify_on() -> bool:
    return VERIFY


# Zones whose cards are on the field (they have data["field"] entries): what the derived values and the
# state check read.  Moves between other zones (camp, hand, graveyard, events …) change neither, unless a
# card of the game reads zone contents (``reads(st, "zones")``).
FIELD_ZONES = frozenset(z for z, (seat, base, _) in _ZI.items() if seat is not None and (
    base in ("lord", "advisor", "deputy", "treasure", "strategy", "formation") or base.startswith("bq_")))

READS = "sgz.reads"
_DEF_READS: dict[str, frozenset] = {}


def _def_reads(card: dict) -> frozenset:
    """What a card definition's conditions and lasting effects read beyond the field: "phase" (phase_is),
    "turn" (is_turn_of), "zones" (counts, hand sizes, filters of cards off the field in static abilities),
    "ready" (a filter on 横置, anywhere), "formation" (a filter on in_formation or a "members" reference,
    anywhere); and in what the derived values and the state check evaluate (static
    abilities, "while" durations): "bingquan" (兵权 counts), "facedown" (a filter that takes face-down cards),
    "filter:<type>" (a filter on cards of that type); and "event:<name>" for every event a triggered ability
    of it (its own or one it grants) waits for (triggers.emit)."""
    out = set()

    def walk(o, static: bool) -> None:
        if isinstance(o, dict):
            w = o.get("when")
            if isinstance(w, dict) and isinstance(w.get("event"), str):
                out.add("event:" + w["event"])
            if static:
                if o.get("test") == "bingquan":
                    out.add("bingquan")
                if "type" in o and isinstance(o.get("type"), str) and "test" not in o:
                    out.add("filter:" + o["type"])
                    if o.get("face", "up") != "up":
                        out.add("facedown")
            t = o.get("test")
            if t == "phase_is":
                out.add("phase")
            elif t == "is_turn_of":
                out.add("turn")
            elif t in ("count", "hand_size"):
                out.add("zones")
            if "count" in o and isinstance(o["count"], dict):
                out.add("zones")
            if "ready" in o:
                out.add("ready")
            if "in_formation" in o or any(v == "members" for v in o.values()):
                out.add("formation")  # who is in a formation (derived.formation_unseen_ok)
            if static and "all" in o and isinstance(o["all"], dict) and o["all"].get("zone", "field") != "field":
                out.add("zones")
            for k, v in o.items():
                walk(v, static or (k == "effects" and o.get("kind") == "static") or k == "duration")
        elif isinstance(o, list):
            for v in o:
                walk(v, static)
    walk(card, False)
    return frozenset(out)


def reads(st: GameState, what: str) -> bool:
    """Whether a card of this game reads ``what`` (see _def_reads) in its conditions or lasting effects."""
    r = st.cache.get(READS)
    if r is None:
        acc: set = set()
        for defid in set(st.data["cards"].values()):
            w = _DEF_READS.get(defid)
            if w is None:
                w = _DEF_READS[defid] = _def_reads(card_db()[defid])
            acc |= w
        r = st.cache[READS] = frozenset(acc)
    return what in r


def roster_changed(st: GameState, cid: str | None = None, same_place: bool = False, bingquan: bool = True) -> None:
    """A card joins the field where neither the derived values nor the state check can see it (a face-down
    征兵 card, a plain 兵权 card: basics.field_joins): the field queries kept per epoch start over (ROSTER),
    the derived values and a settled state stay true.  With ``cid``, the card that joins or leaves the field
    or whose flags change (``same_place``: in place, its field state the same): the field scan of the derived
    values and the field by type are kept and rescanned for it when next read (derived._patch,
    queries._by_patch); the queries that may read it start over (the generals of the slots if it is a 将领 — only
    a 将领 stands in a general slot —, the field rows of its type, and the 兵权 counts and rows unless
    ``bingquan`` is False: the card neither enters nor leaves a 兵权槽), the others stay."""
    c = st.cache
    c[ROSTER] = c.get(ROSTER, 0) + 1
    if cid is None:
        c.pop(MEMO, None)
        return
    m = c.get(MEMO)
    if m is None:
        return
    t = card_type(st.data["cards"][cid])
    gen = t == "将领"
    for k in [k for k in m if (k[0] == "fg" and gen) or (k[0] == "bq" and bingquan)
              or (k[0] == "rows" and (k[1] == t or (bingquan and k[1] == "兵权")))]:
        del m[k]
    b = m.get("base")
    if b is not None:
        b.dirty.append((cid, same_place))
    if "bytype" in m:
        m.setdefault("bydirty", []).append((cid, same_place))


def field_joins(st: GameState, card: dict, face_up: bool, cid: str | None = None) -> None:
    """Before a card (``cid``) enters a 兵权槽 (摆放兵权, 征兵): which epoch it changes."""
    # A face-down card matches only filters that take face-down cards; a face-up one those on its type.
    if reads(st, "bingquan") or (reads(st, "facedown") if not face_up else
                                 (reads(st, "filter:" + card["type"]) or bool(card.get("abilities")))):
        changed(st)
    else:
        roster_changed(st, cid)


def changed(st: GameState) -> None:
    """What the derived values read is about to change (or just changed)."""
    c = st.cache
    c[EPOCH] = c.get(EPOCH, 0) + 1
    c.pop(CLEAN, None)
    c.pop(MEMO, None)


def values_changed(st: GameState) -> None:
    """What the derived values read is about to change, but not the field: continuous effects, 粮草 a lasting
    condition reads, the turn player or the phase a card reads.  A new epoch; the field queries (MEMO, with
    the field scan of the derived values) stay true."""
    c = st.cache
    c[EPOCH] = c.get(EPOCH, 0) + 1
    c.pop(CLEAN, None)


def flags_changed(st: GameState, cid: str) -> None:
    """The flags of field card ``cid`` are about to change in place (a general turned face up or leaving the
    chain, a persistent 谋略 made active; the card stays in its zone with the same field state, and nothing
    else changes before the next call here or ``changed``): a new epoch.  The field queries that read flags
    start over (the generals of the slots for a 将领, the field rows of its type); the others stay, and the field
    scan of the derived values is rescanned for ``cid`` at the next derive."""
    c = st.cache
    c[EPOCH] = c.get(EPOCH, 0) + 1
    c.pop(CLEAN, None)
    m = c.get(MEMO)
    if m is not None:
        t = card_type(st.data["cards"][cid])
        rows = ("rows", t)
        gen = t == "将领"
        for k in [k for k in m if (k[0] == "fg" and gen) or k == rows]:
            del m[k]
        b = m.get("base")
        if b is not None:
            b.dirty.append((cid, True))


# MOVES counts card moves, shuffles and visibility changes (``moved``): what lies in the zones off the field
# and how it faces.  WRITES counts the other writes no epoch covers that a seat's legal actions may read:
# taps (``tap_changed``) and what the state check reads (``touch``: damage, 濒死, 粮草 …).  With the epochs
# they tell when kept target options and a response window's list still hold (targets, ruleset.candidates).
MOVES = "sgz.moves"
WRITES = "sgz.writes"


def moved(st: GameState) -> None:
    """A card moved, a zone was shuffled or a card's visibility changed."""
    c = st.cache
    c[MOVES] = c.get(MOVES, 0) + 1


def tap_changed(st: GameState) -> None:
    """A card is tapped or untapped: only a filter on "ready" reads that (the state check does not)."""
    c = st.cache
    c[WRITES] = c.get(WRITES, 0) + 1
    if reads(st, "ready"):
        changed(st)


def lc_changed(st: GameState, seat: int, new: int) -> None:
    """The 粮草 of ``seat`` is about to become ``new``: legal lists read it (WRITES); the state check only for a
    loser (0 or less), the cap and the end of a lasting effect (a ``while`` condition); derived values only
    through a working card's condition.  Values derived for this epoch stay true unless one reads 粮草 otherwise
    than by a threshold test of its controller's 粮草 (Derived.reads_lc), or such a test (Derived.lc_probes: seat,
    operator, threshold, its answer then) now answers otherwise."""
    c = st.cache
    c[WRITES] = c.get(WRITES, 0) + 1
    k = c.get("derived")
    D = k[1] if k is not None and k[0] == c.get(EPOCH, 0) else None
    if D is None or new <= 0 or new > D.cap[seat] or any("while" in e and mentions_lc(e["while"])
                                                          for e in st.data["effects"]):
        c.pop(CLEAN, None)  # (touch) the state check may have work: a loser, 粮草 over the cap, an effect's end
    # (else a settled state stays settled: the state check reads 粮草 only for those)
    if D is not None:
        if D.reads_lc:
            values_changed(st)
            return
        for s, op, v, was in D.lc_probes:
            if s == seat and LC_TESTS[op](new, v) != was:
                values_changed(st)
                return


_LC_SEEN: dict[int, tuple] = {}  # id(effect or ability of the state) -> (it, whether it mentions 粮草)


def mentions_lc(o: dict) -> bool:
    """Whether a lasting effect, its ``while`` condition or a granted ability mentions 粮草 (kept per object: the
    state's own dicts)."""
    hit = _LC_SEEN.get(id(o))
    if hit is not None and hit[0] is o:
        return hit[1]
    if len(_LC_SEEN) > 4096:
        _LC_SEEN.clear()
    r = lc_in(o)
    _LC_SEEN[id(o)] = (o, r)
    return r


def lc_in(o) -> bool:
    """Whether card data ``o`` (an ability, an effect, a condition) mentions 粮草 anywhere."""
    return '"liangcao"' in json.dumps(o, ensure_ascii=False)


# The comparisons of a 粮草 threshold test (filters.cmp's operators).
LC_TESTS = {">=": operator.ge, ">": operator.gt, "<=": operator.le, "<": operator.lt, "==": operator.eq,
            "!=": operator.ne}


def wrote(st: GameState) -> None:
    """A write legal lists may read that neither the derived values nor the state check read (this turn's
    events used, abilities used): WRITES."""
    c = st.cache
    c[WRITES] = c.get(WRITES, 0) + 1


def damage_cleared(st: GameState) -> None:
    """Damage is about to be removed (combat damage cleared, a heal): a write legal lists may read (WRITES),
    but a settled state stays settled — less damage gives the state check nothing to do."""
    wrote(st)


def touch(st: GameState) -> None:
    """The state is about to change: a settled state's values no longer hold (derived ones may)."""
    c = st.cache
    c.pop(CLEAN, None)
    c[WRITES] = c.get(WRITES, 0) + 1


def zid(seat: int, name: str) -> str:
    return f"P{seat + 1}.{name}"


# Zone ids by seat, for the hot paths (no string formatting).
HAND = tuple(zid(s, "hand") for s in range(6))
EVENT = tuple(zid(s, "event") for s in range(6))
CAMP = tuple(zid(s, "camp") for s in range(6))
FORMATION = tuple(zid(s, "formation") for s in range(6))
GRAVEYARD = tuple(zid(s, "graveyard") for s in range(6))
BQ_ZONES = tuple(tuple(zid(s, z) for z in BINGQUAN.values()) for s in range(6))
SLOT_ZONES = tuple({n: zid(s, n) for n in GENERAL_SLOTS + STRATEGY_SLOTS} for s in range(6))


def pname(seat: int) -> str:
    return f"P{seat + 1}"


def seat_of(name) -> int:
    if isinstance(name, int) and not isinstance(name, bool):
        return name
    if isinstance(name, str) and name.startswith("P") and name[1:].isdigit():
        return int(name[1:]) - 1
    raise ValueError(f"not a seat: {name!r}")


_DEFS: dict = {}


def cdef(st: GameState, cid: str) -> dict:
    try:
        return _DEFS[st.data["cards"][cid]]
    except KeyError:
        _DEFS.update(card_db().by_id)
        return _DEFS[st.data["cards"][cid]]


_TYPES: dict[str, str] = {}


def card_type(defid: str) -> str:
    """The type of a card definition (将领, 谋略 …)."""
    t = _TYPES.get(defid)
    if t is None:
        t = _TYPES[defid] = card_db()[defid]["type"]
    return t


def opt(st: GameState, key: str):
    try:
        return st.options[key]
    except KeyError:
        return _absent(st, key)


def _absent(st: GameState, key: str):
    """An option a state does not name: edition 1 for a game started before editions (its 智力 has no
    rule use, D.11 ``zhili_rule=none``), else the D.9 default."""
    if key == "edition":
        return 1
    if key == "zhili_rule":
        return "junshi" if edition(st) >= 2 else "none"
    return OPTIONS[key]


def edition(st: GameState) -> int:
    return st.options.get("edition", 1)


def msg(text: str, seat: int | None = None, **args) -> Message:
    return Message(text, tuple(args.items()), seat)


def cref(st: GameState, cid: str | None) -> str:
    """A card as a log argument: its instance id while everybody may see it (the log names it in the
    reader's language), else ``?``."""
    if not isinstance(cid, str):
        return "?"
    z = st.where.get(cid)
    return cid if z is not None and st.zones[z].is_face_up(cid) else "?"


def cname(st: GameState, cid: str) -> str:
    d = cdef(st, cid)
    return d["name"] or {"步兵": "步兵兵权", "弓兵": "弓兵兵权", "骑兵": "骑兵兵权", "谋士": "谋士兵权"}.get(
        d.get("face_value", {}).get("bingzhong"), d["id"])
