"""三国智 engine core: state layout, derived values, effects, the chain, the state check, combat.

``rules.py`` wraps this module in the Rules protocol (validation of actions,
legal action lists, views).  Everything here mutates a GameState in place and
appends events to a list; randomness comes from ``state.rng`` only.

Layout of ``state.data`` (JSON only):

* ``cards``: instance id → card definition id (secret for hidden cards in views)
* ``turn``, ``active`` (turn player), ``order`` (turn order), ``step``, ``stage``
* ``prio`` / ``passes``: who holds 行动权 and the pass count (D.5.2)
* ``decisions``: queue of pending choices (attackers, defenders, damage, discards …)
* ``chain``: the 连环, bottom first; ``waiting``: triggers not yet on the chain
* ``players``: per seat 粮草, open slots, per-turn counts, lost flags
* ``field``: per field card its runtime state (face, 横置, damage, readiness …)
* ``effects``: continuous effects created by resolved items, with durations
* ``combat``: the 战团 of the current battle
"""

from __future__ import annotations

from dataclasses import dataclass
from marshal import dumps as _dumps
from itertools import combinations, product
from operator import attrgetter

from ...core.errors import QT_TRANSLATE_NOOP
from ...core.events import Event, FormulaResolved, GameOver, Message, PhaseChanged, Shuffled, TurnStarted
from ...core.state import GameState
from ...core.zones import HIDDEN, OWNER, PUBLIC
from .cards import BINGZHONG, card_db, bingquan_total
from .zoneinfo import BINGQUAN, BINGQUAN_OF_ZONE, MAX_DEPUTIES, MAX_STRATEGIES, ROLE_OF, player_zone_ids

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
}
CHOICES = {
    "enemy_shuffle": ("auto", "ask"), "hand_strategy_speed": ("card", "any"), "flip_speed": ("main", "any"),
    "event_speed": ("any", "main"), "event_choice": ("any", "top"), "attack_target": ("any_enemy", "next_enemy"),
    "damage_assigner": ("receiver", "dealer"), "excess_damage": ("lost", "to_liangcao"),
    "combat_damage_clears_at": ("end_of_turn", "end_of_battle"), "treasure_on_fizzle": ("graveyard", "hand"),
    "hand_limit_check": ("end_of_own_turn", "end_of_every_turn"), "deck_out": ("lose", "skip"),
}

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
    """A game event of D.10.9 (``enters_field``, ``dies`` …) that triggers may react to."""
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


def zid(seat: int, name: str) -> str:
    return f"P{seat + 1}.{name}"


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


def opt(st: GameState, key: str):
    return st.options.get(key, OPTIONS[key])


def msg(text: str, seat: int | None = None, **args) -> Message:
    return Message(text, tuple(args.items()), seat)


def cref(st: GameState, cid: str | None) -> str:
    """A card as a log argument: its instance id while everybody may see it (the log names it in the
    reader's language), else ``?``."""
    z = st.where.get(cid) if isinstance(cid, str) else None
    return cid if z is not None and st.zones[z].is_face_up(cid) else "?"


def cname(st: GameState, cid: str) -> str:
    d = cdef(st, cid)
    return d["name"] or {"步兵": "步兵兵权", "弓兵": "弓兵兵权", "骑兵": "骑兵兵权", "谋士": "谋士兵权"}.get(
        d.get("face_value", {}).get("bingzhong"), d["id"])


# ---------------------------------------------------------------- basic queries

def players_in(st: GameState) -> list[int]:
    return [s for s in st.data["order"] if not st.data["players"][s]["out"]]


def next_seat(st: GameState, seat: int) -> int:
    order = st.data["order"]
    i = order.index(seat)
    for k in range(1, len(order) + 1):
        s = order[(i + k) % len(order)]
        if not st.data["players"][s]["out"]:
            return s
    return seat


def team_of(st: GameState, seat: int) -> int:
    return st.data["players"][seat]["team"]


def enemies(st: GameState, seat: int) -> list[int]:
    t = team_of(st, seat)
    return [s for s in players_in(st) if team_of(st, s) != t]


def allies(st: GameState, seat: int) -> list[int]:
    t = team_of(st, seat)
    return [s for s in players_in(st) if team_of(st, s) == t and s != seat]


def is_enemy(st: GameState, a: int, b: int) -> bool:
    return team_of(st, a) != team_of(st, b)


def owner(cid: str) -> int:
    return int(cid[1:cid.index(":")]) - 1


def controller(st: GameState, cid: str) -> int:
    z = st.where[cid]
    s = zinfo(z)[0]
    return s if s is not None else st.data["chain_ctl"].get(cid, owner(cid))


def is_general_slot(zone_id: str) -> bool:
    return zinfo(zone_id)[1] in GENERAL_BASES


def role_of(st: GameState, cid: str) -> str | None:
    """The role of a 场上将领 (主将/军师/副将); None for a 上场将领 or a card elsewhere."""
    f = st.data["field"].get(cid)
    if f is None or f.get("chain"):
        return None
    base = zinfo(st.where[cid])[1]
    if base == "deputy":
        return "副将"
    return ROLE_OF.get(base)


def slot_role(zone_id: str) -> str:
    base = zinfo(zone_id)[1]
    return "副将" if base == "deputy" else ROLE_OF[base]


def general_in(st: GameState, zone_id: str) -> str | None:
    z = st.zones[zone_id]
    return z.cards[-1] if z.cards else None


def treasure_of(st: GameState, gid: str) -> str | None:
    z = st.zones.get(st.where[gid] + ".treasure")
    return z.cards[-1] if z and z.cards else None


def open_general_slots(st: GameState, seat: int) -> list[str]:
    p = st.data["players"][seat]
    out = [] if p["lord_lost"] else [zid(seat, "lord")]
    out.append(zid(seat, "advisor"))
    out += [zid(seat, d) for d in p["dep"]]
    return out


def open_strategy_slots(st: GameState, seat: int) -> list[str]:
    return [zid(seat, s) for s in st.data["players"][seat]["strat"]]


def field_generals(st: GameState, seat: int | None = None, include_chain: bool = False) -> list[str]:
    out = []
    seats = players_in(st) if seat is None else [seat]
    for s in seats:
        for z in open_general_slots(st, s) + _closed_occupied(st, s):
            c = general_in(st, z)
            if c is not None and (include_chain or not st.data["field"][c].get("chain")):
                out.append(c)
    return out


def _closed_occupied(st: GameState, seat: int) -> list[str]:
    """General zones that are not open slots but still hold a card (the state check clears them)."""
    p = st.data["players"][seat]
    opened = set(p["dep"])
    out = []
    if p["lord_lost"] and st.zones[zid(seat, "lord")].cards:
        out.append(zid(seat, "lord"))
    for k in range(1, MAX_DEPUTIES + 1):
        n = f"deputy{k}"
        if n not in opened and st.zones[zid(seat, n)].cards:
            out.append(zid(seat, n))
    return out


def bingquan_count(st: GameState, seat: int, bz: str) -> int:
    """Sum of the 面值 amounts in the seat's own 兵权槽 of that 兵种 (D.3)."""
    n = 0
    for c in st.zones[zid(seat, BINGQUAN[bz])].cards:
        if st.data["field"].get(c, {}).get("zb"):
            n += 1
        else:
            n += cdef(st, c).get("face_value", {}).get("amount", 1)
    return n


def meets_condition(st: GameState, seat: int, card: dict) -> bool:
    return all(bingquan_count(st, seat, bz) >= n for bz, n in card.get("bingquan_condition", {}).items())


def is_ready(st: GameState, cid: str) -> bool:
    """D.7.2: on the field under its controller since before the start of his most recent turn."""
    f = st.data["field"][cid]
    if not opt(st, "summoning_sickness"):
        return True
    ctl = controller(st, cid)
    return f["since"] < st.data["players"][ctl]["last_turn"]


def new_ts(st: GameState) -> int:
    st.data["ts"] += 1
    return st.data["ts"]


def new_field(st: GameState, cid: str, up: bool, **extra) -> dict:
    st.data["obj"] += 1
    f = {"up": up, "tap": False, "dc": 0, "dp": 0, "since": st.data["turn"], "ts": new_ts(st),
         "obj": st.data["obj"]}
    f.update(extra)
    st.data["field"][cid] = f
    return f


# ---------------------------------------------------------------- derived values (D.10.10)

class Derived:
    __slots__ = ("abilities", "stats", "only_roles", "no_attack", "no_defend", "no_damage",
                 "cap", "hand_limit", "dep_slots", "strat_slots", "triggers", "activated")

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


def working_cards(st: GameState) -> list[tuple[str, int]]:
    """Cards whose abilities work (D.10.11), with their controllers."""
    out = []
    fd = st.data["field"]
    for cid, f in fd.items():
        z = st.where[cid]
        seat, base, _ = zinfo(z)
        if seat is None or st.data["players"][seat]["out"]:
            continue
        if base in GENERAL_BASES:
            if f["up"] and not f.get("chain"):
                out.append((cid, seat))
        elif base == "treasure":
            g = general_in(st, z[: -len(".treasure")])
            if g is not None and g in fd and fd[g]["up"] and not fd[g].get("chain"):
                out.append((cid, seat))
        elif base.startswith("bq_"):
            if not f.get("zb"):
                out.append((cid, seat))
        elif base == "strategy":
            if f["up"] and f.get("active"):
                out.append((cid, seat))
        elif base == "formation":
            if f.get("formed"):
                out.append((cid, seat))
    return out


_CARDS = attrgetter("cards")
_PSTATS: dict = {}


def printed_stats(card: dict) -> list[int]:
    return [card.get("attack", 0), card.get("health", 0), card.get("intelligence", 0)]


def derive_signature(st: GameState) -> tuple:
    """Everything derived values depend on, as one comparable value."""
    d = st.data
    fd = d["field"]
    # marshal: C speed, 4× faster than repr; equal bytes ⇒ equal inputs (JSON data only)
    return _dumps((fd, d["effects"], d["players"], tuple(map(len, map(_CARDS, st.zones.values()))),
                   tuple(map(st.where.__getitem__, fd)), PHASE_NAMES.get(d["step"], d["step"]), d["active"],
                   d["turn"]))  # conditions see the phase (phase_is), not the step within it


def derive(st: GameState, cached: bool = False) -> Derived:
    """Compute abilities, attributes, stats and player values from the current state.

    ``cached``: read-only callers between actions (legal actions, checks, views): the values are
    computed once per ``state.version`` (bumped by every ``apply``, which also clears ``state.cache``).
    Code that changes a state outside ``apply`` must clear ``state.cache``.  Uncached calls (the
    engine while it changes the state) compare a signature of the inputs instead.
    """
    if cached:
        c = st.cache.get("derived_v")
        if c is not None and c[0] == st.version:
            return c[1]
        D = derive(st)
        st.cache["derived_v"] = (st.version, D)
        return D
    sig = derive_signature(st)
    c = st.cache.get("derived")
    if c is not None and c[0] == sig:
        return c[1]
    D = Derived()
    fd = st.data["field"]
    work = working_cards(st)
    base_abs = {cid: cdef(st, cid).get("abilities", []) for cid, _ in work}
    # Stats start printed (face-down generals: printed, no modification, D.3).
    for cid in fd:
        ps = _PSTATS.get(st.data["cards"][cid])
        if ps is None:
            d = cdef(st, cid)
            ps = _PSTATS[d["id"]] = printed_stats(d) if d["type"] in ("将领", "阵型") else ()
        if ps:
            D.stats[cid] = list(ps)
    # Continuous effect instances: (ts, ctl, src, effect, ctx)
    insts = []
    for cid, ctl in work:
        ts0 = fd[cid]["ts"] * 100
        for i, ab in enumerate(base_abs[cid]):
            if ab["kind"] == "static":
                insts.append((ts0 + i, ctl, cid, ab, {"targets": fd[cid].get("targets", {})}))
    for e in st.data["effects"]:
        insts.append((e["ts"] * 100, e["ctl"], e["src"], {"effects": [e["eff"]], "_inst": e}, None))
    # Layer 1: lose_text and grant, in timestamp order.
    abil = dict(base_abs)
    extra_static = []
    for ts, ctl, src, ab, ctx in sorted(insts, key=lambda x: x[0]):
        if "condition" in ab and not eval_condition(st, D, ab["condition"], _ctx(st, ctl, src, ctx)):
            continue
        for e in ab["effects"]:
            if e["do"] not in ("lose_text", "grant"):
                continue
            for t in _eff_cards(st, e, ab, ctl, src, ctx):
                if e["do"] == "lose_text":
                    abil[t] = []
                else:
                    abil[t] = list(abil.get(t, [])) + [e["ability"]]
                    if e["ability"]["kind"] == "static":
                        extra_static.append((ts + 50, controller(st, t), t, e["ability"], {}))
    # Abilities after layer 1: only those of working cards whose text survived.
    D.abilities = {cid: abil.get(cid, []) for cid, _ in work}
    alive = []
    for inst in insts + extra_static:
        ts, ctl, src, ab, ctx = inst
        if ctx is not None and ab not in D.abilities.get(src, []):
            continue  # its text box is gone
        alive.append(inst)
    # Layers 2–4.
    sets, deltas = [], []
    seats = range(len(st.seats))
    D.cap = {s: opt(st, "life_cap") for s in seats}
    D.hand_limit = {s: opt(st, "hand_limit") for s in seats}
    D.dep_slots = {s: opt(st, "deputy_slots") for s in seats}
    D.strat_slots = {s: opt(st, "strategy_slots") for s in seats}
    for ts, ctl, src, ab, ctx in sorted(alive, key=lambda x: x[0]):
        c = _ctx(st, ctl, src, ctx)
        if "condition" in ab and not eval_condition(st, D, ab["condition"], c):
            continue
        for e in ab["effects"]:
            do = e["do"]
            if do in ("lose_text", "grant", "prevent_damage"):
                continue
            if "if" in e and not eval_condition(st, D, e["if"], c):
                continue
            if do in ("modify_liangcao_cap", "modify_hand_limit", "modify_slots"):
                for p in _eff_players(st, e, ab, ctl, src, ctx):
                    n = amount(st, D, e["delta"], c)
                    if do == "modify_liangcao_cap":
                        D.cap[p] += n
                    elif do == "modify_hand_limit":
                        D.hand_limit[p] += n
                    elif e["slot"] == "副将":
                        D.dep_slots[p] += n
                    else:
                        D.strat_slots[p] += n
                continue
            for t in _eff_cards(st, e, ab, ctl, src, ctx):
                if do == "modify_stat" and t in D.stats:
                    deltas.append((t, e["stat"], amount(st, D, e["delta"], c)))
                elif do == "set_stat" and t in D.stats:
                    sets.append((t, e["stat"], amount(st, D, e["value"], c)))
                elif do == "only_roles":
                    D.only_roles[t] = e["roles"]
                elif do == "cannot_attack":
                    D.no_attack.add(t)
                elif do == "cannot_defend":
                    D.no_defend.add(t)
                elif do == "cannot_be_damaged_by":
                    D.no_damage.setdefault(t, []).append((e["source"], ctl, src))
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
        g = general_in(st, zid(s, "lord"))
        if g and g in fd and fd[g]["up"] and not fd[g].get("chain") and bingquan_total(cdef(st, g)) >= bonus["threshold"]:
            # 三国智 §1.3.2.5.3.1: face-up 主将 with initial 兵权条件 total ≥ 3 gets +2/+2 (rule effect)
            D.stats[g][0] += bonus["attack"]
            D.stats[g][1] += bonus["health"]
    for cid, ctl in work:
        for i, ab in enumerate(D.abilities[cid]):
            if ab["kind"] == "triggered":
                D.triggers.append((cid, ctl, ab))
            elif ab["kind"] == "activated":
                D.activated.append((cid, ctl, i, ab))
    st.cache["derived"] = (sig, D)
    return D


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


# ---------------------------------------------------------------- references, filters, conditions

def resolve_cards(st: GameState, ref, c: dict) -> list[str]:
    if ref is None:
        return []
    if isinstance(ref, dict):
        return [x for x in candidates(st, ref["all"], c["ctl"], c.get("src"))]
    src = c.get("src")
    if ref == "self":
        return [src] if src in st.where else []
    if ref == "equipped":
        if src in st.where and zinfo(st.where[src])[1] == "treasure":
            g = general_in(st, st.where[src][: -len(".treasure")])
            return [g] if g else []
        return []
    if ref == "members":
        return list(st.data["field"].get(src, {}).get("members", []))
    if ref == "subject":
        s = c.get("subject")
        return [s] if s and s in st.where else []
    v = c["targets"].get(ref, [])
    return [x for x in v if isinstance(x, str) and x in st.where]


def resolve_players(st: GameState, ref, c: dict) -> list[int]:
    ctl = c["ctl"]
    if ref in (None, "you"):
        return [ctl]
    if ref == "owner":
        src = c.get("src")
        return [owner(src)] if src else [ctl]
    if ref == "subject_controller":
        s = c.get("subject_ctl")
        return [s] if s is not None else []
    if ref == "we":
        return [ctl] + allies(st, ctl)
    if ref == "allies":
        return allies(st, ctl)
    if ref == "enemies":
        return enemies(st, ctl)
    if ref == "all":
        return players_in(st)
    v = c["targets"].get(ref, [])
    return [x for x in v if isinstance(x, int) and not st.data["players"][x]["out"]]


def cmp(a: int, op: str, b: int) -> bool:
    return {">=": a >= b, ">": a > b, "<=": a <= b, "<": a < b, "==": a == b, "!=": a != b}[op]


def current_stats(st: GameState, D: Derived, cid: str) -> list[int]:
    s = D.stats.get(cid)
    return s if s is not None else printed_stats(cdef(st, cid))


def amount(st: GameState, D: Derived | None, a, c: dict) -> int:
    if isinstance(a, int):
        return a
    if a == "event_amount":
        return int(c.get("amount", 0))
    if isinstance(a, dict) and "stat" in a:
        cs = resolve_cards(st, a["of"], c)
        if not cs:
            return 0
        return current_stats(st, D or derive(st), cs[0])[("attack", "health", "intelligence").index(a["stat"])]
    if isinstance(a, dict) and "count" in a:
        return len(candidates(st, a["count"], c["ctl"], c.get("src")))
    return 0


def _controller_ok(st: GameState, want: str, ctl_card: int, ctl: int) -> bool:
    if want == "any":
        return True
    if want == "you":
        return ctl_card == ctl
    if want == "we":
        return not is_enemy(st, ctl_card, ctl)
    if want == "allies":
        return ctl_card != ctl and not is_enemy(st, ctl_card, ctl)
    return is_enemy(st, ctl_card, ctl)


def card_zone_kind(st: GameState, cid: str) -> str:
    base = zinfo(st.where[cid])[1]
    if base in ("hand", "graveyard"):
        return base
    if base == "camp":
        return "deck"
    if cid in st.data["field"]:
        return "field"
    return base


def matches(st: GameState, D: Derived | None, cid: str, f: dict, ctl: int, src: str | None,
            snap: dict | None = None) -> bool:
    """Whether card ``cid`` matches card filter ``f`` for an ability controlled by ``ctl`` (D.10.3)."""
    d = cdef(st, cid)
    if d["type"] != f["type"]:
        return False
    if f.get("other") and cid == src:
        return False
    if "name" in f and d["name"] != f["name"]:
        return False
    if "corps" in f and not set(f["corps"]) & set(d.get("corps", [])):
        return False
    if "bingquan_total" in f and not cmp(bingquan_total(d), f["bingquan_total"]["op"], f["bingquan_total"]["value"]):
        return False
    if snap is not None:  # as the subject was at the event (D.10.9)
        if f.get("zone", "field") != "field":
            return False
        if not _controller_ok(st, f.get("controller", "any"), snap["ctl"], ctl):
            return False
        if "role" in f and snap.get("role") not in f["role"]:
            return False
        face = f.get("face", "up")
        if face != "any" and (face == "up") != snap.get("up", True):
            return False
        return True
    zk = card_zone_kind(st, cid)
    if zk != f.get("zone", "field"):
        return False
    fe = st.data["field"].get(cid)
    if zk == "field":
        if fe.get("chain"):
            return False
        if d["type"] == "阵型" and not fe.get("formed"):
            return False
        if d["type"] == "谋略" and not fe.get("up"):
            if f.get("face", "up") == "up":
                return False
        cctl = controller(st, cid)
        face = f.get("face", "up")
        if face != "any" and (face == "up") != fe["up"]:
            return False
    else:
        cctl = owner(cid)
    if not _controller_ok(st, f.get("controller", "any"), cctl, ctl):
        return False
    if zk == "field":
        if "role" in f and role_of(st, cid) not in f["role"]:
            return False
        if "ready" in f and (not fe["tap"]) != f["ready"]:
            return False
        if "has_treasure" in f and (treasure_of(st, cid) is not None) != f["has_treasure"]:
            return False
        if "in_formation" in f and bool(fe.get("form")) != f["in_formation"]:
            return False
        if "stat" in f:
            cur = current_stats(st, D or derive(st), cid)
            for s, cm in f["stat"].items():
                if not cmp(cur[("attack", "health", "intelligence").index(s)], cm["op"], cm["value"]):
                    return False
    elif any(k in f for k in ("role", "ready", "has_treasure", "in_formation")):
        return False
    return True


def candidates(st: GameState, f: dict, ctl: int, src: str | None, D: Derived | None = None) -> list[str]:
    zone = f.get("zone", "field")
    if zone == "field":
        pool = [c for c in st.data["field"] if not st.data["players"][controller(st, c)]["out"]]
    else:
        name = {"hand": "hand", "graveyard": "graveyard", "deck": "camp"}[zone]
        pool = [c for s in players_in(st) for c in st.zones[zid(s, name)].cards]
    return [c for c in pool if matches(st, D, c, f, ctl, src)]


def eval_condition(st: GameState, D: Derived | None, cond: dict, c: dict) -> bool:
    t = cond["test"]
    if t == "all_of":
        return all(eval_condition(st, D, x, c) for x in cond["of"])
    if t == "any_of":
        return any(eval_condition(st, D, x, c) for x in cond["of"])
    if t == "not":
        return not eval_condition(st, D, cond["of"], c)
    if t == "phase_is":
        return PHASE_NAMES.get(st.data["step"]) == cond["phase"]
    if t in ("has_treasure", "face_up", "role_is", "stat"):
        cs = resolve_cards(st, cond["of"], c)
        if not cs or cs[0] not in st.data["field"]:
            return False
        g = cs[0]
        if t == "has_treasure":
            return treasure_of(st, g) is not None if is_general_slot(st.where[g]) else False
        if t == "face_up":
            return st.data["field"][g]["up"]
        if t == "role_is":
            return role_of(st, g) in cond["roles"]
        cur = current_stats(st, D if D is not None else derive(st), g)
        return cmp(cur[("attack", "health", "intelligence").index(cond["stat"])], cond["op"],
                   amount(st, D, cond["value"], c))
    if t == "count":
        return cmp(len(candidates(st, cond["filter"], c["ctl"], c.get("src"))), cond["op"],
                   amount(st, D, cond["value"], c))
    ps = resolve_players(st, cond["player"], c)
    if t == "is_turn_of":
        return st.data["active"] in ps
    if not ps:
        return False
    val = amount(st, D, cond["value"], c)
    for p in ps:
        if t == "liangcao":
            x = st.data["players"][p]["lc"]
        elif t == "hand_size":
            x = len(st.zones[zid(p, "hand")].cards)
        else:
            x = bingquan_count(st, p, cond["bingzhong"])
        if not cmp(x, cond["op"], val):
            return False
    return True


PHASE_NAMES = {"draw": "抓牌", "main": "准备", "battle_start": "战斗", "battle_attack": "战斗",
               "battle_defend": "战斗", "battle_damage": "战斗", "battle_end": "战斗", "end": "结束",
               "cleanup": "结束", "cleanup_check": "结束"}


# ---------------------------------------------------------------- targets (D.10.3)

def target_candidates(st: GameState, decl: dict, ctl: int, src: str | None) -> list:
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
        if not _controller_ok(st, f.get("controller", "any"), it["ctl"], ctl):
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


def target_options(st: GameState, decls: list, ctl: int, src: str | None, limit: int = 200) -> list[tuple]:
    """Every legal choice of targets, as flat tuples of encoded values in declaration order."""
    if not decls:
        return [()]
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


# ---------------------------------------------------------------- moving cards

def mv(st: GameState, cid: str, dst: str, ev: list, vis: str | None = None, index: int | None = None) -> None:
    if st.where[cid] == "table.chain":
        st.data["chain_ctl"].pop(cid, None)
    ev.append(st.move(cid, dst, index, vis))


def snapshot(st: GameState, D: Derived, cid: str) -> dict:
    f = st.data["field"].get(cid, {})
    return {"cid": cid, "ctl": controller(st, cid), "role": role_of(st, cid), "up": f.get("up", True),
            "zone": st.where[cid], "abilities": D.abilities.get(cid, [])}


def remove_from_combat(st: GameState, cid: str) -> None:
    cb = st.data.get("combat")
    if not cb:
        return
    for g in cb["groups"]:
        if cid in g["att"]:
            g["att"].remove(cid)
        if cid in g["def"]:
            g["def"].remove(cid)


def dissolve_formation(st: GameState, fid: str, ev: list, why: str = "dissolved") -> None:
    """D.8.3: turned face down in the 阵型槽, damage and modifications gone, members free."""
    f = st.data["field"].pop(fid, None)
    if f is None:
        return
    for m in f.get("members", []):
        mf = st.data["field"].get(m)
        if mf is not None:
            mf.pop("form", None)
    remove_from_combat(st, fid)
    ref = cref(st, fid)
    st.set_vis(fid, OWNER)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} is dissolved."), controller(st, fid), card=ref))
    _emit(st, "formation_dissolved", ev, subject=fid, subject_ctl=controller(st, fid))


def leave_field(st: GameState, cid: str, dest: str, ev: list) -> None:
    """A field general (or other field card) leaves its zone for ``dest`` (a new object, D.1.9)."""
    z = st.where[cid]
    base = zinfo(z)[1]
    if base == "formation":
        # a 阵型 never leaves its slot: it is turned face down
        dissolve_formation(st, cid, ev)
        return
    f = st.data["field"].get(cid)
    if base in GENERAL_BASES:
        t = treasure_of(st, cid)
        if t is not None:
            # D.8.2: the 宝物 goes to its owner's 墓地 at the same time, not as 破坏
            st.data["field"].pop(t, None)
            mv(st, t, zid(owner(t), "graveyard"), ev)
        if f and f.get("form"):
            dissolve_formation(st, f["form"], ev)
    st.data["field"].pop(cid, None)
    remove_from_combat(st, cid)
    vis = None
    mv(st, cid, dest, ev, vis)


# How a general goes to the 墓地 (D.5.6), as log lines.
DEATH_LINES = {
    "阵亡": QT_TRANSLATE_NOOP("Log", "{card} is killed and goes to the graveyard."),
    "破坏": QT_TRANSLATE_NOOP("Log", "{card} is destroyed and goes to the graveyard."),
    "牺牲": QT_TRANSLATE_NOOP("Log", "{card} is sacrificed and goes to the graveyard."),
}


def die_generals(st: GameState, items: list[dict], ev: list) -> None:
    """D.5.6: field generals go to the 墓地 by 牺牲 / 破坏 / 阵亡 as one rule effect."""
    D = derive(st)
    go = []
    for it in items:
        cid = it["cid"]
        f = st.data["field"].get(cid)
        if f is None:
            continue
        if it["how"] in ("阵亡", "破坏") and not f.get("dying") and not it.get("final"):
            trig = _would_die_trigger(st, D, cid, it["how"])
            if trig is not None:
                # D.5.8 生还: it stays in its slot, 濒死, until the item resolves or leaves the chain
                f["dying"] = {"how": it["how"], "killer": it.get("killer"),
                              "lethal": dict(st.data["lethal"].get(cid, {}))}
                remove_from_combat(st, cid)
                if f.get("form"):
                    dissolve_formation(st, f["form"], ev)
                src, ctl, ab = trig
                _add_waiting(st, src, ctl, ab, {"subject": cid, "subject_ctl": controller(st, cid)}, revive_for=cid)
                ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} is dying."), controller(st, cid), card=cref(st, cid)))
                continue
        go.append(it)
    if not go:
        return
    snaps = {it["cid"]: snapshot(st, D, it["cid"]) for it in go}
    for it in go:
        cid = it["cid"]
        leave_field(st, cid, zid(owner(cid), "graveyard"), ev)
        ev.append(msg(DEATH_LINES.get(it["how"], DEATH_LINES["阵亡"]), snaps[cid]["ctl"], card=cref(st, cid)))
    for it in go:
        sn = snaps[it["cid"]]
        if zinfo(sn["zone"])[1] == "advisor":
            # 三国智 §1.3.2.5.2.1: a 军师 put into the 墓地 costs its controller 5 粮草 (rule effect)
            pen = opt(st, "junshi_death_penalty")
            st.data["players"][sn["ctl"]]["lc"] -= pen
            ev.append(FormulaResolved(F_PENALTY, sn["ctl"], "Provisions-Penalty",
                                      (("Provisions", st.data["players"][sn["ctl"]]["lc"] + pen), ("Penalty", pen)),
                                      st.data["players"][sn["ctl"]]["lc"]))
    for it in go:
        sn = snaps[it["cid"]]
        if zinfo(sn["zone"])[1] == "lord":
            # 三国智 §1.3.2.5.3.2: the 主将槽 is lost for the rest of the game
            ctl = sn["ctl"]
            st.data["players"][ctl]["lord_lost"] = True
            ev.append(msg(QT_TRANSLATE_NOOP("Log", "{player} loses the commander slot."), ctl, player=pname(ctl)))
            killer = None
            if it["how"] == "破坏":
                k = it.get("killer")
                if k is not None and is_enemy(st, k, ctl) and not st.data["players"][k]["out"]:
                    killer = k
            elif it["how"] == "阵亡":
                rec = st.data["lethal"].get(it["cid"], {})
                best = None
                order = [st.data["active"]] + [s for s in _turn_order_from(st, st.data["active"])[1:]]
                for s in order:
                    n = rec.get(str(s), 0)
                    if n > 0 and is_enemy(st, s, ctl) and not st.data["players"][s]["out"] and (best is None or n > best[1]):
                        best = (s, n)
                killer = best[0] if best else None
            if killer is not None and opt(st, "zhujiang_kill_draw") > 0:
                # §1.3.2.5.3.2.1–.2: that enemy may draw 3
                st.data["decisions"].append({"type": "may_draw", "seat": killer, "n": opt(st, "zhujiang_kill_draw")})
    for it in go:
        sn = snaps[it["cid"]]
        _emit(st, "dies", ev, subject=it["cid"], subject_ctl=sn["ctl"], snap=sn, how=it["how"])
        if it["how"] == "破坏":
            _emit(st, "destroyed", ev, subject=it["cid"], subject_ctl=sn["ctl"], snap=sn)
        _emit(st, "leaves_field", ev, subject=it["cid"], subject_ctl=sn["ctl"], snap=sn, to="graveyard")


def _turn_order_from(st: GameState, seat: int) -> list[int]:
    order = st.data["order"]
    i = order.index(seat)
    return [order[(i + k) % len(order)] for k in range(len(order))]


def return_general(st: GameState, cid: str, ev: list) -> None:
    D = derive(st)
    sn = snapshot(st, D, cid)
    ref = cref(st, cid)
    leave_field(st, cid, zid(owner(cid), "hand"), ev)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} returns to its owner's hand."), sn["ctl"], card=ref))
    _emit(st, "leaves_field", ev, subject=cid, subject_ctl=sn["ctl"], snap=sn, to="hand")


def destroy_card(st: GameState, cid: str, killer: int | None, ev: list) -> None:
    """破坏 (D.10.6 destroy)."""
    if cid not in st.data["field"]:
        return
    base = zinfo(st.where[cid])[1]
    if base in GENERAL_BASES:
        if not st.data["field"][cid].get("chain"):
            die_generals(st, [{"cid": cid, "how": "破坏", "killer": killer}], ev)
        return
    ctl = controller(st, cid)
    ref = cref(st, cid)
    if base == "formation":
        dissolve_formation(st, cid, ev)
    else:
        st.data["field"].pop(cid, None)
        mv(st, cid, zid(owner(cid), "graveyard"), ev)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} is destroyed."), ctl, card=ref))
    _emit(st, "destroyed", ev, subject=cid, subject_ctl=ctl, snap={"ctl": ctl, "up": True})


def draw_cards(st: GameState, seat: int, n: int, ev: list, event: bool = True) -> int:
    camp = st.zones[zid(seat, "camp")]
    drawn = 0
    for _ in range(n):
        if not camp.cards:
            if opt(st, "deck_out") == "lose":
                # D.6.2: drawing from an empty 营地 marks a loss at the next state check
                st.data["players"][seat]["marked"] = True
                ev.append(msg(QT_TRANSLATE_NOOP("Log", "{player} must draw from an empty camp."), seat, player=pname(seat)))
            break
        mv(st, camp.cards[-1], zid(seat, "hand"), ev)
        drawn += 1
    if event and n > 0:
        _emit(st, "draws", ev, player=seat)
    return drawn


def gain_lc(st: GameState, seat: int, n: int, ev: list) -> None:
    D = derive(st)
    p = st.data["players"][seat]
    new = min(p["lc"] + n, D.cap[seat]) if n > 0 else p["lc"] + n
    new = max(new, p["lc"]) if n > 0 else new
    if n > 0 and p["lc"] + n > D.cap[seat]:
        ev.append(FormulaResolved(F_GAIN, seat, "MIN(Provisions+Amount,Cap)",
                                  (("Provisions", p["lc"]), ("Amount", n), ("Cap", D.cap[seat])), new))
    else:
        ev.append(FormulaResolved(F_GAIN, seat, "Provisions+Amount", (("Provisions", p["lc"]), ("Amount", n)), new))
    p["lc"] = new


def _prevent(st: GameState, kind: str, key, n: int) -> int:
    """Use up prevention effects on a card (kind 'card') or a player (kind 'player'); return what is left."""
    for e in st.data["effects"]:
        if n <= 0:
            break
        if e["eff"]["do"] != "prevent_damage":
            continue
        hit = (kind == "card" and any(c == key and st.data["field"].get(c, {}).get("obj") == o for c, o in e.get("cards", []))) \
            or (kind == "player" and key in e.get("players", []))
        if not hit:
            continue
        left = e.get("left", "all")
        if left == "all":
            return 0
        k = min(left, n)
        e["left"] = left - k
        n -= k
    st.data["effects"] = [e for e in st.data["effects"] if e.get("left", 1) != 0]
    return n


def damage_allowed(st: GameState, D: Derived, source: str | None, target: str) -> bool:
    for filt, ctl, src in D.no_damage.get(target, []):
        if source is not None and source in st.where and cdef(st, source)["type"] == filt["type"]:
            f2 = dict(filt)
            f2.pop("controller", None)
            if _static_match(st, source, f2):
                return False
    return True


def _static_match(st: GameState, cid: str, f: dict) -> bool:
    d = cdef(st, cid)
    if d["type"] != f["type"]:
        return False
    if "corps" in f and not set(f["corps"]) & set(d.get("corps", [])):
        return False
    if "name" in f and d["name"] != f["name"]:
        return False
    return True


def deal_damage(st: GameState, D: Derived, target: str, n: int, kind: str, source: str | None,
                source_ctl: int, ev: list) -> int:
    f = st.data["field"].get(target)
    if f is None or n <= 0:
        return 0
    if not damage_allowed(st, D, source, target):
        return 0
    n = _prevent(st, "card", target, n)
    if n <= 0:
        return 0
    f["dp" if kind == "permanent" else "dc"] += n
    rec = st.data["lethal"].setdefault(target, {})
    rec[str(source_ctl)] = rec.get(str(source_ctl), 0) + n
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} takes {n} damage."), controller(st, target), card=cref(st, target), n=n))
    _emit(st, "damaged", ev, subject=target, subject_ctl=controller(st, target), amount=n, damage_kind=kind)
    return n


def damage_player(st: GameState, seat: int, n: int, ev: list) -> int:
    if n <= 0:
        return 0
    n = _prevent(st, "player", seat, n)
    if n <= 0:
        return 0
    p = st.data["players"][seat]
    ev.append(FormulaResolved(F_DAMAGE, seat, "Provisions-Damage", (("Provisions", p["lc"]), ("Damage", n)), p["lc"] - n))
    p["lc"] -= n
    _emit(st, "player_damaged", ev, player=seat, amount=n)
    return n


# ---------------------------------------------------------------- triggers (D.5.5, D.10.9)

def _add_waiting(st: GameState, src: str, ctl: int, ab: dict, info: dict, revive_for: str | None = None) -> None:
    st.data["seq"] += 1
    w = {"id": st.data["seq"], "src": src, "ctl": ctl, "ab": ab, "info": info}
    if revive_for:
        w["revive_for"] = revive_for
    st.data["waiting"].append(w)


def _whose_ok(st: GameState, whose: str, seat: int | None, ctl: int) -> bool:
    if seat is None:
        return True
    if whose == "any":
        return True
    if whose == "you":
        return seat == ctl
    if whose == "enemies":
        return is_enemy(st, seat, ctl)
    if whose == "allies":
        return seat != ctl and not is_enemy(st, seat, ctl)
    if whose == "we":
        return not is_enemy(st, seat, ctl)
    return True


SUBJECT_EVENTS = {"enters_field", "leaves_field", "dies", "would_die", "destroyed", "flipped", "attacks", "defends",
                  "damaged", "used", "treasure_equipped", "formation_formed", "formation_dissolved"}


def _trigger_matches(st: GameState, D: Derived, src: str, ctl: int, ab: dict, name: str, info: dict) -> bool:
    w = ab["when"]
    if w["event"] != name:
        return False
    subj = info.get("subject")
    if name in SUBJECT_EVENTS:
        want = w.get("subject")
        if want == "self":
            if subj != src:
                return False
        elif want is not None:
            snap = info.get("snap")
            if subj is None or subj not in st.where:
                return False
            if snap is not None:
                if not matches(st, D, subj, want, ctl, src, snap=snap):
                    return False
            elif not matches(st, D, subj, want, ctl, src):
                return False
        if "whose" in w and not _whose_ok(st, w["whose"], info.get("subject_ctl"), ctl):
            return False
        if name == "enters_field" and want != "self" and not info.get("up", True):
            if not (isinstance(want, dict) and want.get("face", "up") in ("down", "any")):
                return False
    else:
        seat = info.get("player", st.data["active"])
        if "player" in w:
            if seat not in resolve_players(st, w["player"], {"ctl": ctl, "src": src, "targets": {}}):
                return False
        elif not _whose_ok(st, w.get("whose", "you"), seat, ctl):
            return False
    if "how" in w and info.get("how") not in w["how"]:
        return False
    if "to" in w and w["to"] != "any" and info.get("to") != w["to"]:
        return False
    if "phase" in w and info.get("phase") != w["phase"]:
        return False
    if w.get("damage_kind", "any") != "any" and info.get("damage_kind") != w["damage_kind"]:
        return False
    if "condition" in ab:
        c = {"ctl": ctl, "src": src, "targets": {}, "subject": subj, "subject_ctl": info.get("subject_ctl"),
             "amount": info.get("amount", 0)}
        if not eval_condition(st, D, ab["condition"], c):
            return False
    return True


def _emit(st: GameState, name: str, ev: list, **info) -> None:
    """An event happened: every working triggered ability that matches starts waiting."""
    if st.data.get("over"):
        return
    ev.append(RuleEvent(name, info.get("subject"), info.get("subject_ctl", info.get("player"))))
    D = derive(st)
    snap = info.get("snap")
    sources = list(D.triggers)
    if snap is not None and name in ("dies", "leaves_field", "destroyed"):
        # abilities about the card's own leaving look back (D.10.11)
        for ab in snap.get("abilities", []):
            if ab["kind"] == "triggered" and ab["when"].get("subject") == "self":
                sources.append((info["subject"], snap["ctl"], ab))
    for src, ctl, ab in sources:
        if ab["when"]["event"] != name:
            continue
        if src == info.get("subject") and snap is not None and ab not in snap.get("abilities", []) and name in ("dies", "leaves_field", "destroyed"):
            continue
        if _trigger_matches(st, D, src, ctl, ab, name, info):
            keep = {k: v for k, v in info.items() if k in ("subject", "subject_ctl", "amount", "player")}
            _add_waiting(st, src, ctl, ab, keep)


def _would_die_trigger(st: GameState, D: Derived, cid: str, how: str):
    info = {"subject": cid, "subject_ctl": controller(st, cid), "how": how}
    for src, ctl, ab in D.triggers:
        if ab["when"]["event"] == "would_die" and _trigger_matches(st, D, src, ctl, ab, "would_die", info):
            return src, ctl, ab
    return None


def place_triggers(st: GameState, ev: list) -> None:
    """D.5.5: waiting triggers go on the chain, the turn player's first; choices become decisions."""
    waiting = st.data["waiting"]
    for seat in _turn_order_from(st, st.data["active"]):
        mine = [w for w in waiting if w["ctl"] == seat]
        if not mine:
            continue
        if st.data["players"][seat]["out"]:
            for w in mine:
                waiting.remove(w)
            continue
        if len(mine) == 1 and not mine[0]["ab"].get("optional"):
            w = mine[0]
            opts = target_options(st, w["ab"].get("targets", []), w["ctl"], w["src"], limit=2)
            if len(opts) <= 1:
                put_trigger(st, w, True, opts[0] if opts else None, ev)
                continue
        st.data["decisions"].append({"type": "triggers", "seat": seat})
        return
    st.data["placed"] += 1
    st.data["prio"] = st.data["active"]
    st.data["passes"] = 0


def put_trigger(st: GameState, w: dict, use: bool, targets, ev: list) -> None:
    st.data["waiting"].remove(w)
    ab = w["ab"]
    if not use or targets is None:
        if w.get("revive_for"):
            _revive_failed(st, w["revive_for"], ev)
        return
    decls = ab.get("targets", [])
    parsed = parse_targets(st, decls, targets, w["ctl"], w["src"]) if decls else {}
    if isinstance(parsed, str):
        if w.get("revive_for"):
            _revive_failed(st, w["revive_for"], ev)
        return
    st.data["seq"] += 1
    item = {"id": st.data["seq"], "kind": 19, "card": w["src"], "ctl": w["ctl"], "ab": ab, "decls": decls,
            "targets": parsed, "info": w["info"]}
    if w.get("revive_for"):
        item["revive_for"] = w["revive_for"]
    st.data["chain"].append(item)
    st.data["placed_any"] = True
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card}: a triggered effect goes on the chain."), w["ctl"], card=cref(st, w["src"])))


def _revive_failed(st: GameState, cid: str, ev: list) -> None:
    f = st.data["field"].get(cid)
    if f is None or not f.get("dying"):
        return
    d = f.pop("dying")
    if d.get("lethal"):
        st.data["lethal"][cid] = d["lethal"]
    die_generals(st, [{"cid": cid, "how": d["how"], "killer": d.get("killer"), "final": True}], ev)


# ---------------------------------------------------------------- effects (D.10.6, D.10.7)

def add_continuous(st: GameState, e: dict, c: dict) -> None:
    dur = e["duration"]
    eff = {k: v for k, v in e.items() if k not in ("duration", "if")}
    st.data["seq"] += 1
    inst = {"id": st.data["seq"], "ts": new_ts(st), "ctl": c["ctl"], "src": c.get("src"), "eff": eff,
            "turn": st.data["turn"]}
    if "player" in e:
        inst["players"] = resolve_players(st, e["player"], c)
    if "target" in e:
        if e["do"] == "prevent_damage" and (e["target"] in ("you", "we", "enemies", "all", "allies", "owner")
                                            or any(isinstance(v, int) for v in c["targets"].get(e["target"], []))):
            inst["players"] = resolve_players(st, e["target"], c)
        else:
            inst["cards"] = [[x, st.data["field"][x]["obj"]] for x in resolve_cards(st, e["target"], c)
                             if x in st.data["field"]]
    if e["do"] == "prevent_damage":
        inst["left"] = e["n"] if e["n"] == "all" else amount(st, None, e["n"], c)
    if e["do"] in ("modify_stat", "set_stat", "modify_liangcao_cap", "modify_hand_limit", "modify_slots"):
        key = "delta" if "delta" in e else "value"
        eff[key] = amount(st, None, e[key], c)
    if dur == "this_turn":
        inst["end"] = st.data["turn"]
    elif dur == "until_your_next_turn":
        inst["next_of"] = c["ctl"]
    elif dur == "permanent":
        pass
    elif "turns" in dur:
        inst["end"] = st.data["turn"] + dur["turns"] - 1
    elif "while" in dur:
        inst["while"] = dur["while"]
        inst["wctx"] = {"targets": c["targets"], "subject": c.get("subject")}
    st.data["effects"].append(inst)


def do_effects(st: GameState, effects: list, c: dict, ev: list) -> None:
    for e in effects:
        if st.data.get("over"):
            return
        if "if" in e and not eval_condition(st, derive(st), e["if"], c):
            continue
        if "duration" in e:
            add_continuous(st, e, c)
            _cut_to_cap(st, ev)
            continue
        _one_shot(st, e, c, ev)
        _cut_to_cap(st, ev)


def _cut_to_cap(st: GameState, ev: list, D: Derived | None = None) -> None:
    # D.1.5 / TEXT §1.2.5.2: 粮草 never exceeds the cap, applied at once
    D = D or derive(st)
    for s in range(len(st.seats)):
        p = st.data["players"][s]
        if p["lc"] > D.cap[s]:
            ev.append(FormulaResolved(F_CAP, s, "MIN(Provisions,Cap)", (("Provisions", p["lc"]), ("Cap", D.cap[s])), D.cap[s]))
            p["lc"] = D.cap[s]


def _one_shot(st: GameState, e: dict, c: dict, ev: list) -> None:
    do = e["do"]
    ctl = c["ctl"]
    if do == "draw":
        for p in resolve_players(st, e["player"], c):
            draw_cards(st, p, amount(st, None, e["n"], c), ev)
    elif do == "discard":
        n = amount(st, None, e["n"], c)
        for p in resolve_players(st, e["player"], c):
            hand = st.zones[zid(p, "hand")].cards
            k = min(n, len(hand))
            if k <= 0:
                continue
            chooser = e.get("chooser", "owner")
            if chooser == "random":
                for _ in range(k):
                    h = st.zones[zid(p, "hand")].cards
                    mv(st, h[st.rng.below(len(h))], zid(p, "graveyard"), ev)
            else:
                st.data["decisions"].append({"type": "discard", "seat": p if chooser == "owner" else ctl,
                                             "of": p, "n": k})
    elif do == "gain_liangcao":
        for p in resolve_players(st, e["player"], c):
            gain_lc(st, p, amount(st, None, e["n"], c), ev)
    elif do == "lose_liangcao":
        n = amount(st, None, e["n"], c)
        for p in resolve_players(st, e["player"], c):
            pl = st.data["players"][p]
            ev.append(FormulaResolved(F_LOSS, p, "Provisions-Amount", (("Provisions", pl["lc"]), ("Amount", n)), pl["lc"] - n))
            pl["lc"] -= n
    elif do == "damage":
        D = derive(st)
        n = amount(st, D, e["n"], c)
        for t in resolve_cards(st, e["target"], c):
            deal_damage(st, D, t, n, e.get("damage_kind", "combat"), c.get("src"), ctl, ev)
    elif do == "damage_player":
        n = amount(st, None, e["n"], c)
        for p in resolve_players(st, e["player"], c):
            damage_player(st, p, n, ev)
    elif do == "heal":
        for t in resolve_cards(st, e["target"], c):
            f = st.data["field"].get(t)
            if f is None:
                continue
            n = 10 ** 6 if e["n"] == "all" else amount(st, None, e["n"], c)
            k = min(n, f["dc"])
            f["dc"] -= k
            f["dp"] -= min(n - k, f["dp"])
    elif do == "destroy":
        for t in resolve_cards(st, e["target"], c):
            destroy_card(st, t, ctl, ev)
    elif do == "sacrifice":
        for t in resolve_cards(st, e["target"], c):
            if t not in st.data["field"] or controller(st, t) != ctl:
                continue
            if is_general_slot(st.where[t]):
                die_generals(st, [{"cid": t, "how": "牺牲"}], ev)
            elif zinfo(st.where[t])[1] == "formation":
                dissolve_formation(st, t, ev)
            else:
                st.data["field"].pop(t, None)
                mv(st, t, zid(owner(t), "graveyard"), ev)
    elif do == "return_to_hand":
        for t in resolve_cards(st, e["target"], c):
            if t not in st.data["field"]:
                continue
            if is_general_slot(st.where[t]):
                return_general(st, t, ev)
            elif zinfo(st.where[t])[1] == "formation":
                dissolve_formation(st, t, ev)
            else:
                st.data["field"].pop(t, None)
                mv(st, t, zid(owner(t), "hand"), ev)
    elif do == "move_to_slot":
        for t in resolve_cards(st, e["target"], c):
            move_to_slot(st, t, e["slot"], e.get("swap", False), ev)
    elif do == "gain_control":
        for t in resolve_cards(st, e["target"], c):
            gain_control(st, t, ctl, e.get("slot", "副将"), ev)
    elif do in ("tap", "untap"):
        for t in resolve_cards(st, e["target"], c):
            if t in st.data["field"]:
                st.data["field"][t]["tap"] = do == "tap"
    elif do == "turn_face_down":
        for t in resolve_cards(st, e["target"], c):
            turn_face_down(st, t, ev)
    elif do == "turn_face_up":
        for t in resolve_cards(st, e["target"], c):
            f = st.data["field"].get(t)
            if f is not None and not f["up"] and is_general_slot(st.where[t]):
                flip_up(st, t, ev)
    elif do == "attach_treasure":
        ts = resolve_cards(st, e["treasure"], c)
        gs = resolve_cards(st, e["to"], c)
        if ts and gs:
            attach(st, ts[0], gs[0], ev)
    elif do == "detach_treasure":
        for g in resolve_cards(st, e["target"], c):
            t = treasure_of(st, g) if is_general_slot(st.where[g]) else None
            if t is not None:
                st.data["field"].pop(t, None)
                dest = "hand" if e.get("to") == "hand" else "graveyard"
                mv(st, t, zid(owner(t), dest), ev)
                ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} loses its treasure."), controller(st, g), card=cref(st, g)))
    elif do == "search_deck":
        for p in resolve_players(st, e.get("player", "you"), c):
            f = dict(e["filter"])
            st.data["decisions"].append({"type": "search", "seat": p, "filter": f, "n": amount(st, None, e["n"], c),
                                         "ctl": ctl})
    elif do == "negate":
        for iid in c["targets"].get(e["target"], []):
            negate(st, iid, ev)
    elif do == "revive":
        for t in resolve_cards(st, e["target"], c):
            f = st.data["field"].get(t)
            if f is not None and f.get("dying"):
                f.pop("dying")
                f["dc"] = f["dp"] = 0
                st.data["lethal"].pop(t, None)
                ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} survives."), controller(st, t), card=cref(st, t)))
    elif do == "dissolve_formation":
        for t in resolve_cards(st, e["target"], c):
            if st.data["field"].get(t, {}).get("formed"):
                dissolve_formation(st, t, ev)


def move_general(st: GameState, g: str, dst: str, ev: list) -> None:
    """Move a field general between 将领槽 with its 宝物 (not a zone change, §1.3.2.4)."""
    src = st.where[g]
    t = treasure_of(st, g)
    vis = None if st.data["field"][g]["up"] else OWNER
    mv(st, g, dst, ev, vis)
    if t is not None:
        mv(st, t, dst + ".treasure", ev)
    new_ctl = zinfo(dst)[0]
    if zinfo(src)[0] != new_ctl:
        f = st.data["field"][g]
        f["since"] = st.data["turn"]  # D.7.2: a change of controller resets readiness
        remove_from_combat(st, g)
        if f.get("form"):
            dissolve_formation(st, f["form"], ev)


MOVE_LINES = {
    "主将": QT_TRANSLATE_NOOP("Log", "{card} moves to the commander slot."),
    "军师": QT_TRANSLATE_NOOP("Log", "{card} moves to the strategist slot."),
    "副将": QT_TRANSLATE_NOOP("Log", "{card} moves to a lieutenant slot."),
}


def move_to_slot(st: GameState, g: str, role: str, swap: bool, ev: list) -> None:
    f = st.data["field"].get(g)
    if f is None or f.get("chain") or not is_general_slot(st.where[g]):
        return
    ctl = controller(st, g)
    p = st.data["players"][ctl]
    if role == "主将":
        slots = [] if p["lord_lost"] else [zid(ctl, "lord")]
    elif role == "军师":
        slots = [zid(ctl, "advisor")]
    else:
        slots = [zid(ctl, d) for d in p["dep"]]
    if not slots or st.where[g] in slots:
        return
    empty = [z for z in slots if not st.zones[z].cards]
    if empty:
        move_general(st, g, empty[0], ev)
    elif swap:
        other = general_in(st, slots[0])
        if st.data["field"][other].get("chain"):
            return
        here = st.where[g]
        tmp_t1, tmp_t2 = treasure_of(st, g), treasure_of(st, other)
        mv(st, g, zid(ctl, "removed"), ev)  # lift it for a moment
        if tmp_t1:
            mv(st, tmp_t1, zid(ctl, "removed"), ev)
        vis_o = None if st.data["field"][other]["up"] else OWNER
        mv(st, other, here, ev, vis_o)
        if tmp_t2:
            mv(st, tmp_t2, here + ".treasure", ev)
        vis_g = None if f["up"] else OWNER
        mv(st, g, slots[0], ev, vis_g)
        if tmp_t1:
            mv(st, tmp_t1, slots[0] + ".treasure", ev)
    else:
        return
    ev.append(msg(MOVE_LINES.get(role, MOVE_LINES["副将"]), ctl, card=cref(st, g)))
    _dissolve_if_advisor(st, g, ev)


def _dissolve_if_advisor(st: GameState, g: str, ev: list) -> None:
    f = st.data["field"].get(g)
    if f and f.get("form") and zinfo(st.where[g])[1] == "advisor" and not opt(st, "junshi_can_join_formation"):
        dissolve_formation(st, f["form"], ev)


def gain_control(st: GameState, g: str, seat: int, role: str, ev: list) -> None:
    f = st.data["field"].get(g)
    if f is None or f.get("chain") or not is_general_slot(st.where[g]) or controller(st, g) == seat:
        return
    p = st.data["players"][seat]
    if role == "主将":
        slots = [] if p["lord_lost"] else [zid(seat, "lord")]
    elif role == "军师":
        slots = [zid(seat, "advisor")]
    else:
        slots = [zid(seat, d) for d in p["dep"]]
    empty = [z for z in slots if not st.zones[z].cards]
    if not empty:
        return
    move_general(st, g, empty[0], ev)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{player} takes control of {card}."), seat, player=pname(seat), card=cref(st, g)))


def turn_face_down(st: GameState, g: str, ev: list) -> None:
    f = st.data["field"].get(g)
    if f is None or not f["up"] or not is_general_slot(st.where[g]):
        return
    f["up"] = False
    st.set_vis(g, OWNER)
    t = treasure_of(st, g)
    if t is not None:
        st.data["field"].pop(t, None)
        mv(st, t, zid(owner(t), "graveyard"), ev)
    if f.get("form"):
        dissolve_formation(st, f["form"], ev)
    remove_from_combat(st, g)


def flip_up(st: GameState, g: str, ev: list) -> None:
    f = st.data["field"][g]
    f["up"] = True
    f["ts"] = new_ts(st)
    st.set_vis(g, PUBLIC)
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} is turned face up."), controller(st, g), card=cref(st, g)))
    _emit(st, "flipped", ev, subject=g, subject_ctl=controller(st, g))


def attach(st: GameState, t: str, g: str, ev: list) -> bool:
    gf = st.data["field"].get(g)
    if gf is None or not gf["up"] or gf.get("chain") or not is_general_slot(st.where[g]) or treasure_of(st, g):
        return False
    if t in st.data["field"]:
        st.data["field"].pop(t)
    mv(st, t, st.where[g] + ".treasure", ev)
    new_field(st, t, True)
    _emit(st, "treasure_equipped", ev, subject=g, subject_ctl=controller(st, g))
    return True


# ---------------------------------------------------------------- the chain (D.5)

def push_item(st: GameState, kind: int, card: str, ctl: int, ev: list, **extra) -> dict:
    st.data["seq"] += 1
    item = {"id": st.data["seq"], "kind": kind, "card": card, "ctl": ctl, "targets": {}, "decls": []}
    item.update(extra)
    st.data["chain"].append(item)
    return item


def negate(st: GameState, iid: int, ev: list) -> None:
    for it in st.data["chain"]:
        if it["id"] == iid:
            st.data["chain"].remove(it)
            ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} leaves the chain."), it["ctl"], card=cref(st, it["card"])))
            leave_chain(st, it, ev)
            return


def leave_chain(st: GameState, it: dict, ev: list) -> None:
    """D.5.4: what happens to the card of an item that leaves the chain without effect."""
    k = it["kind"]
    c = it["card"]
    if k in (11, 12):
        st.data["field"].pop(c, None)
        mv(st, c, zid(owner(c), "graveyard"), ev)
    elif k == 13:
        dest = "hand" if opt(st, "treasure_on_fizzle") == "hand" else "graveyard"
        mv(st, c, zid(owner(c), dest), ev)
    elif k == 16:
        st.data["field"].pop(c, None)
        mv(st, c, zid(owner(c), "graveyard"), ev)
    elif k == 19 and it.get("revive_for"):
        _revive_failed(st, it["revive_for"], ev)


def resolve_top(st: GameState, ev: list) -> None:
    it = st.data["chain"].pop()
    k = it["kind"]
    c = it["card"]
    ctl = it["ctl"]
    if k in (16, 18, 19, 15, 17, 13):
        targets = still_legal(st, it)
        if targets is None:
            ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} leaves the chain: no target is left."), ctl, card=cref(st, c)))
            leave_chain(st, it, ev)
            return
    else:
        targets = {}
    ctx = {"ctl": ctl, "src": c, "targets": targets, "item": it["id"]}
    ctx.update({k2: v for k2, v in it.get("info", {}).items() if k2 in ("subject", "subject_ctl", "amount")})
    if k in (11, 12):
        f = st.data["field"][c]
        f.pop("chain", None)
        f["since"] = st.data["turn"]
        f["ts"] = new_ts(st)
        ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} enters the field."), ctl,
                      card=cref(st, c) if k == 12 else "?"))
        _dissolve_if_advisor(st, c, ev)
        _emit(st, "enters_field", ev, subject=c, subject_ctl=ctl, up=(k == 12))
    elif k == 13:
        g = it["target"]
        ok = g in st.data["field"] and controller(st, g) == ctl and attach(st, c, g, ev)
        if not ok:
            leave_chain(st, it, ev)
    elif k == 14:
        f = st.data["field"].get(c)
        if f is not None and not f["up"] and f.get("obj") == it.get("obj"):
            flip_up(st, c, ev)
    elif k in (15, 17, 19):
        cond = it["ab"].get("condition")
        if k == 19 and cond and not eval_condition(st, derive(st), cond, ctx):
            leave_chain(st, it, ev)
            return
        do_effects(st, it["ab"]["effects"], ctx, ev)
        if it.get("revive_for"):
            f = st.data["field"].get(it["revive_for"])
            if f is not None and f.get("dying"):
                _revive_failed(st, it["revive_for"], ev)
    elif k == 16:
        d = cdef(st, c)
        do_effects(st, d["use"]["effects"] if "use" in d else [], ctx, ev)
        if c in st.where:
            if d.get("persistent") and c in st.data["field"] and zinfo(st.where[c])[1] == "strategy":
                f = st.data["field"][c]
                f["active"] = True
                f["ts"] = new_ts(st)
                f["targets"] = targets
                lasts = d.get("lasts", "permanent")
                if isinstance(lasts, dict) and "turns" in lasts:
                    f["expires"] = st.data["turn"] + lasts["turns"] - 1
            elif st.where[c] in ("table.chain",) or zinfo(st.where[c])[1] == "strategy":
                st.data["field"].pop(c, None)
                mv(st, c, zid(owner(c), "graveyard"), ev)
    elif k == 18:
        d = cdef(st, c)
        do_effects(st, d["use"]["effects"], ctx, ev)


# ---------------------------------------------------------------- state check (D.5.7)

def state_check(st: GameState, ev: list) -> Derived | None:
    """D.5.7 until nothing changes; returns the derived values of the state it leaves (None at game end)."""
    for _ in range(64):
        if st.data.get("over"):
            return None
        D = derive(st)
        _cut_to_cap(st, ev, D)
        fd = st.data["field"]
        # a. deaths
        dead_g, dead_f = [], []
        for cid, f in fd.items():
            base = zinfo(st.where[cid])[1]
            if base in GENERAL_BASES:
                if f.get("chain") or f.get("dying"):
                    continue
            elif not (base == "formation" and f.get("formed")):
                continue
            hp = current_stats(st, D, cid)[1]
            if hp <= 0 or f["dc"] + f["dp"] >= hp:
                (dead_g if base in GENERAL_BASES else dead_f).append(cid)
        # b. generals not legally in their slots (§1.3.2.6)
        back = []
        for s in players_in(st):
            opened = set(open_general_slots(st, s))
            for z in list(opened) + _closed_occupied(st, s):
                g = general_in(st, z)
                if g is None or fd[g].get("chain") or g in dead_g or fd[g].get("dying"):
                    continue
                if z not in opened or (g in D.only_roles and slot_role(z) not in D.only_roles[g]):
                    back.append(g)
        # c. formations whose members are no longer valid
        broken = []
        for cid, f in fd.items():
            if f.get("formed") and cid not in dead_f:
                ctl = controller(st, cid)
                for m in f.get("members", []):
                    mf = fd.get(m)
                    if (mf is None or not mf["up"] or mf.get("dying") or mf.get("form") != cid
                            or controller(st, m) != ctl or m in dead_g or m in back):
                        broken.append(cid)
                        break
        # d. effects that end
        ended = [e for e in st.data["effects"] if "while" in e and not eval_condition(
            st, D, e["while"], {"ctl": e["ctl"], "src": e["src"], "targets": e["wctx"]["targets"],
                                "subject": e["wctx"].get("subject")})]
        gone = [e for e in st.data["effects"] if "cards" in e and e["cards"]
                and not any(fd.get(c, {}).get("obj") == o for c, o in e["cards"])]
        expired = [cid for cid, f in fd.items() if f.get("expired")]
        # e. slots
        slot_changes = _slot_changes(st, D)
        # f. losers
        losers = [s for s in players_in(st) if st.data["players"][s]["lc"] <= 0 or st.data["players"][s]["marked"]]
        if not (dead_g or dead_f or back or broken or ended or gone or expired or slot_changes or losers):
            break
        for e in ended + gone:
            if e in st.data["effects"]:
                st.data["effects"].remove(e)
        for cid in expired:
            if cid in fd:
                fd.pop(cid)
                mv(st, cid, zid(owner(cid), "graveyard"), ev)
        for cid in dead_f + broken:
            if fd.get(cid, {}).get("formed"):
                dissolve_formation(st, cid, ev)
        for seat, kind, name, add in slot_changes:
            lst = st.data["players"][seat][kind]
            if add:
                lst.append(name)
                lst.sort(key=lambda n: int(n.rstrip(".treasure")[len(n.rstrip("0123456789")):]))
            else:
                lst.remove(name)
        if dead_g:
            die_generals(st, [{"cid": g, "how": "阵亡"} for g in dead_g], ev)
        for g in back:
            if g in st.data["field"]:
                return_general(st, g, ev)
        _cut_to_cap(st, ev)
        if losers:
            lose(st, losers, ev)
    st.data["lethal"] = {}
    return D


def _slot_changes(st: GameState, D: Derived) -> list:
    """D.10.7 modify_slots / TEXT §1.3.2.5.1.1.1: open slots to the allowed number; close only empty ones."""
    out = []
    for s in players_in(st):
        p = st.data["players"][s]
        for kind, prefix, allowed, mx in (("dep", "deputy", D.dep_slots[s], MAX_DEPUTIES),
                                          ("strat", "strategy", D.strat_slots[s], MAX_STRATEGIES)):
            allowed = max(0, min(allowed, mx))
            cur = p[kind]
            if len(cur) < allowed:
                free = [f"{prefix}{k}" for k in range(1, mx + 1) if f"{prefix}{k}" not in cur
                        and not st.zones[zid(s, f"{prefix}{k}")].cards]
                for n in free[: allowed - len(cur)]:
                    out.append((s, kind, n, True))
            elif len(cur) > allowed:
                empty = [n for n in reversed(cur) if not st.zones[zid(s, n)].cards]
                for n in empty[: len(cur) - allowed]:
                    out.append((s, kind, n, False))
    return out


def lose(st: GameState, seats: list[int], ev: list) -> None:
    """D.6: players lose together; the game ends when one team (or nobody) is left."""
    for s in seats:
        st.data["players"][s]["out"] = True
        ev.append(msg(QT_TRANSLATE_NOOP("Log", "{player} loses."), s, player=pname(s)))
    left = players_in(st)
    teams = {team_of(st, s) for s in left}
    if len(teams) <= 1:
        st.data["over"] = True
        st.data["prio"] = None
        st.data["decisions"] = []
        if teams:
            t = teams.pop()
            winners = [s for s in range(len(st.seats)) if team_of(st, s) == t]
        else:
            winners = []
        st.data["winners"] = winners
        ev.append(GameOver(tuple(tuple(x) for x in ranking(st)), "draw" if not winners else "win"))
        return
    for s in seats:
        _remove_player(st, s, ev)


def ranking(st: GameState) -> list[list[int]]:
    if not st.data.get("over"):
        return []
    w = st.data.get("winners", [])
    if not w:
        return [list(range(len(st.seats)))]
    rest = [s for s in range(len(st.seats)) if s not in w]
    return [sorted(w)] + ([rest] if rest else [])


def _remove_player(st: GameState, s: int, ev: list) -> None:
    """D.6: a player who loses while the game goes on (3+ players)."""
    fd = st.data["field"]
    st.data["chain"] = [it for it in st.data["chain"] if it["ctl"] != s or _drop_item(st, it, ev)]
    st.data["effects"] = [e for e in st.data["effects"] if e["ctl"] != s]
    st.data["waiting"] = [w for w in st.data["waiting"] if w["ctl"] != s]
    st.data["decisions"] = [d for d in st.data["decisions"] if d["seat"] != s]
    cb = st.data.get("combat")
    if cb:
        cb["groups"] = [g for g in cb["groups"] if g["target"] != s and st.data["active"] != s]
    for zid_, z in list(st.zones.items()):
        for c in list(z.cards):
            zs = zinfo(zid_)[0]
            if owner(c) == s:
                if zid_ != zid(s, "removed"):
                    fd.pop(c, None)
                    mv(st, c, zid(s, "removed"), ev)
            elif zs == s and zinfo(zid_)[1] not in ("removed",):
                fd.pop(c, None)
                mv(st, c, zid(owner(c), "graveyard"), ev)
    if st.data["active"] == s:
        # the turn ends at once
        for f in fd.values():
            f["dc"] = 0
        st.data["effects"] = [e for e in st.data["effects"] if e.get("end") != st.data["turn"]]
        st.data["combat"] = None
        st.data["chain"] = []
        st.data["prio"] = None
        st.data["step"] = "draw"
        st.data["stage"] = "enter"
    elif st.data["prio"] == s:
        st.data["prio"] = next_seat(st, s)


def _drop_item(st: GameState, it: dict, ev: list) -> bool:
    return False


# ---------------------------------------------------------------- the flow of a turn (D.4.3)

NEXT = {"setup_first": "setup_mull", "setup_mull": "draw", "draw": "main", "main": "battle_start",
        "battle_start": "battle_attack", "battle_attack": "battle_defend", "battle_defend": "battle_damage",
        "battle_damage": "battle_end", "battle_end": "end", "end": "cleanup", "cleanup": "cleanup_check",
        "cleanup_check": "cleanup"}
AUTO_DECISIONS = {"redraw"}
STEPS_BY_NAME = {"draw": "draw", "main": "main", "battle": "battle_attack", "end": "end"}


def start_round(st: GameState) -> None:
    st.data["stage"] = "round"
    st.data["prio"] = st.data["active"]
    st.data["passes"] = 0


def run(st: GameState, ev: list) -> None:
    """Carry the game forward until a player must decide (or the game is over).

    When a player must decide, ``st.cache["settled"]`` holds the derived values of the state left
    (the last state check's: nothing changes between it and the return).
    """
    st.cache.pop("settled", None)
    for _ in range(100000):
        if st.data.get("over"):
            return
        D = state_check(st, ev)
        if st.data.get("over"):
            return
        st.cache["settled"] = D
        dq = st.data["decisions"]
        if dq:
            d = dq[0]
            if d["type"] in AUTO_DECISIONS:
                dq.pop(0)
                draw_cards(st, d["seat"], d["n"], ev, event=False)
                continue
            if st.data["players"][d["seat"]]["out"]:
                dq.pop(0)
                continue
            return
        stage = st.data["stage"]
        if stage == "round":
            if st.data["waiting"]:
                place_triggers(st, ev)
                continue
            if st.data["prio"] is not None:
                return
            st.data["step"] = NEXT[st.data["step"]]
            st.data["stage"] = "enter"
        elif stage == "enter":
            st.data["stage"] = "post"
            _enter(st, st.data["step"], ev)
        elif stage == "post":
            _post(st, st.data["step"], ev)
        elif stage == "done":
            st.data["step"] = NEXT[st.data["step"]]
            st.data["stage"] = "enter"
    raise RuntimeError("the 三国智 flow does not settle")


def _goto(st: GameState, step: str) -> None:
    st.data["step"] = step
    st.data["stage"] = "enter"


def _enter(st: GameState, step: str, ev: list) -> None:
    d = st.data
    a = d["active"]
    if step == "setup_first":
        if opt(st, "enemy_shuffle") == "ask":
            for s in d["order"]:
                for e in enemies(st, s):
                    d["decisions"].append({"type": "shuffle", "seat": e, "of": s})
        d["decisions"].append({"type": "first", "seat": d["draw_winner"]})
    elif step == "setup_mull":
        for s in d["order"]:
            d["decisions"].append({"type": "mulligan", "seat": s})
    elif step == "draw":
        _new_turn(st, ev)
    elif step == "main":
        ev.append(PhaseChanged(QT_TRANSLATE_NOOP("Terms", "Main phase"), d["turn"]))
        _emit(st, "phase_start", ev, phase="准备", player=a)
    elif step == "battle_start":
        if (opt(st, "prep_round_no_battle") and d["round_no"] <= 1) or d["players"][a]["cnt"]["battle"] >= opt(st, "battles_per_turn"):
            _goto(st, "end")
            return
        d["players"][a]["cnt"]["battle"] += 1
        ev.append(PhaseChanged(QT_TRANSLATE_NOOP("Terms", "Battle phase"), d["turn"]))
        _emit(st, "phase_start", ev, phase="战斗", player=a)
    elif step == "battle_attack":
        d["combat"] = {"groups": [], "placed": []}
        if not possible_attackers(st, derive(st), a):
            d["combat"] = None
            _goto(st, "end")
            return
        d["decisions"].append({"type": "attack", "seat": a})
    elif step == "battle_defend":
        cb = d["combat"]
        targets = []
        for g in cb["groups"]:
            if g["target"] not in targets:
                targets.append(g["target"])
        for s in _turn_order_from(st, a):
            if s in targets and not d["players"][s]["out"]:
                d["decisions"].append({"type": "defend", "seat": s, "for": s})
                if opt(st, "allies_may_defend"):
                    for al in allies(st, s):
                        d["decisions"].append({"type": "defend", "seat": al, "for": s})
    elif step == "battle_damage":
        _make_assignments(st)
    elif step == "battle_end":
        d["combat"] = None
        if opt(st, "combat_damage_clears_at") == "end_of_battle":
            for f in d["field"].values():
                f["dc"] = 0
        _emit(st, "battle_end", ev, player=a)
    elif step == "end":
        ev.append(PhaseChanged(QT_TRANSLATE_NOOP("Terms", "End phase"), d["turn"]))
        _emit(st, "turn_end", ev, player=a)
    elif step == "cleanup":
        D = derive(st)
        seats = [a]
        if opt(st, "hand_limit_check") == "end_of_every_turn":
            seats = _turn_order_from(st, a)
        for s in seats:
            if d["players"][s]["out"]:
                continue
            over = len(st.zones[zid(s, "hand")].cards) - D.hand_limit[s]
            if over > 0:
                d["decisions"].append({"type": "discard", "seat": s, "of": s, "n": over, "limit": True})
    elif step == "cleanup_check":
        if d["waiting"]:
            start_round(st)
        else:
            _goto(st, "draw")


def _post(st: GameState, step: str, ev: list) -> None:
    d = st.data
    if step == "setup_first":
        for s in d["order"]:
            draw_cards(st, s, opt(st, "opening_hand"), ev, event=False)
        d["stage"] = "done"
    elif step == "setup_mull":
        d["stage"] = "done"
    elif step == "battle_attack":
        cb = d["combat"]
        if not cb["groups"]:
            d["combat"] = None
            _goto(st, "end")
            return
        for g in cb["groups"]:
            for c in g["att"]:
                d["field"][c]["tap"] = True
                for m in d["field"][c].get("members", []):
                    d["field"][m]["tap"] = True
        for g in cb["groups"]:
            for c in g["att"]:
                _emit(st, "attacks", ev, subject=c, subject_ctl=d["active"])
        start_round(st)
    elif step == "battle_defend":
        for g in d["combat"]["groups"]:
            for c in g["def"]:
                _emit(st, "defends", ev, subject=c, subject_ctl=controller(st, c))
        start_round(st)
    elif step == "battle_damage":
        _deal_combat(st, ev)
        start_round(st)
    elif step == "cleanup":
        # D.4.3 4c: cleanup, all at once
        t = d["turn"]
        # combat damage always clears at the end of the turn; end_of_battle clears it earlier as well
        for f in d["field"].values():
            f["dc"] = 0
        d["effects"] = [e for e in d["effects"] if e.get("end") is None or e["end"] > t]
        for f in d["field"].values():
            if f.get("expires") is not None and f["expires"] <= t:
                f["expired"] = True
        d["stage"] = "done"
    else:
        start_round(st)


def _new_turn(st: GameState, ev: list) -> None:
    d = st.data
    prev = d["active"]
    if d["turn"] == 0:
        a = d["first"]
    else:
        a = next_seat(st, prev)
    order = d["order"]
    if d["turn"] == 0 or order.index(a) <= order.index(prev):
        d["round_no"] += 1
        lim = opt(st, "turn_limit")
        if lim and d["round_no"] > lim:
            d["over"] = True
            d["winners"] = []
            d["decisions"] = []
            d["prio"] = None
            ev.append(GameOver(tuple(tuple(x) for x in ranking(st)), "turn_limit"))
            return
    d["turn"] += 1
    d["active"] = a
    d["players"][a]["last_turn"] = d["turn"]
    d["uses"] = {}
    for p in d["players"]:
        p["cnt"] = {"bq": 0, "gen": 0, "ev": 0, "form": 0, "battle": 0}
    # 1a: until_your_next_turn effects of the turn player end
    d["effects"] = [e for e in d["effects"] if not (e.get("next_of") == a and e["turn"] < d["turn"])]
    ev.append(TurnStarted(a))
    ev.append(PhaseChanged(QT_TRANSLATE_NOOP("Terms", "Draw phase"), d["turn"]))
    # 1b: untap
    for cid, f in d["field"].items():
        if f["tap"] and controller(st, cid) == a:
            f["tap"] = False
    _emit(st, "turn_start", ev, player=a)
    n = opt(st, "draw_per_turn")
    if d["turn"] == 1 and not opt(st, "first_player_draws"):
        n = 0
    if n:
        draw_cards(st, a, n, ev)


# ---------------------------------------------------------------- combat (D.7)

def can_attack(st: GameState, D: Derived, cid: str, seat: int) -> bool:
    f = st.data["field"].get(cid)
    if f is None or controller(st, cid) != seat or f["tap"] or f.get("dying") or f.get("chain") or not f["up"]:
        return False
    base = zinfo(st.where[cid])[1]
    if base == "formation":
        if not f.get("formed"):
            return False
        return all(not st.data["field"][m]["tap"] and is_ready(st, m) for m in f["members"])
    if base not in GENERAL_BASES or f.get("form") or cid in D.no_attack or not is_ready(st, cid):
        return False
    if base == "lord" and not opt(st, "zhujiang_can_attack"):
        return False
    if base == "advisor" and not opt(st, "junshi_can_attack"):
        return False
    return True


def can_defend(st: GameState, D: Derived, cid: str, seat: int) -> bool:
    f = st.data["field"].get(cid)
    if f is None or controller(st, cid) != seat or f["tap"] or f.get("dying") or f.get("chain") or not f["up"]:
        return False
    base = zinfo(st.where[cid])[1]
    if base == "formation":
        return bool(f.get("formed")) and all(not st.data["field"][m]["tap"] for m in f["members"])
    if base not in GENERAL_BASES or f.get("form") or cid in D.no_defend:
        return False
    if base == "lord" and not opt(st, "zhujiang_can_defend"):
        return False
    if base == "advisor" and not opt(st, "junshi_can_defend"):
        return False
    return True


def possible_attackers(st: GameState, D: Derived, seat: int) -> list[str]:
    out = [g for g in field_generals(st, seat) if can_attack(st, D, g, seat)]
    for c in st.zones[zid(seat, "formation")].cards:
        if st.data["field"].get(c, {}).get("formed") and can_attack(st, D, c, seat):
            out.append(c)
    return out


def possible_defenders(st: GameState, D: Derived, seat: int) -> list[str]:
    out = [g for g in field_generals(st, seat) if can_defend(st, D, g, seat)]
    for c in st.zones[zid(seat, "formation")].cards:
        if st.data["field"].get(c, {}).get("formed") and can_defend(st, D, c, seat):
            out.append(c)
    return out


def _make_assignments(st: GameState) -> None:
    d = st.data
    D = derive(st)
    cb = d["combat"]
    cb["placed"] = []
    a = d["active"]
    for gi, g in enumerate(cb["groups"]):
        if not g["att"] or not g["def"]:
            continue
        # attackers' points on the defenders, then defenders' points on the attackers (D.7.4)
        for dealers, receivers in ((g["att"], g["def"]), (g["def"], g["att"])):
            if opt(st, "damage_assigner") == "receiver":
                seat = controller(st, receivers[0])
            else:
                seat = controller(st, dealers[0])
            pts = {x: max(0, current_stats(st, D, x)[0]) for x in dealers}
            rem = {}
            for r in receivers:
                f = d["field"][r]
                rem[r] = max(0, current_stats(st, D, r)[1] - f["dc"] - f["dp"])
            allowed = {x: [r for r in receivers if damage_allowed(st, D, x, r)] for x in dealers}
            dec = {"type": "assign", "seat": seat, "group": gi + 1, "pts": pts, "rem": rem, "allowed": allowed,
                   "placed": {}}
            if placements(dec):
                d["decisions"].append(dec)
            else:
                cb["placed"].append({"group": gi + 1, "dealers": dealers, "placed": {}, "pts": pts})


def placements(dec: dict) -> list[tuple[str, str, int]]:
    """Possible next placements (dealer, receiver, max n) of a pending damage assignment."""
    out = []
    used = {}
    recv = {}
    for key, n in dec["placed"].items():
        dl, r = key.split(">")
        used[dl] = used.get(dl, 0) + n
        recv[r] = recv.get(r, 0) + n
    for dl, p in dec["pts"].items():
        left = p - used.get(dl, 0)
        if left <= 0:
            continue
        for r in dec["allowed"][dl]:
            room = dec["rem"][r] - recv.get(r, 0)
            if room > 0:
                out.append((dl, r, min(left, room)))
    return out


def _deal_combat(st: GameState, ev: list) -> None:
    """D.7.4: all combat damage of all 战团 is dealt at the same time."""
    d = st.data
    D = derive(st)
    cb = d["combat"]
    if not cb:
        return
    hits = []
    for rec in cb["placed"]:
        for key, n in rec["placed"].items():
            dl, r = key.split(">")
            hits.append((dl, r, n))
    to_players = []
    for g in cb["groups"]:
        if not g["att"]:
            continue
        blocked = g["blocked"] if opt(st, "blocked_stays_blocked") else bool(g["def"])
        if not blocked:
            for x in g["att"]:
                n = max(0, current_stats(st, D, x)[0])
                to_players.append((x, g["target"], n))
        elif opt(st, "excess_damage") == "to_liangcao":
            for rec in cb["placed"]:
                if rec["group"] == cb["groups"].index(g) + 1 and rec["dealers"] == g["att"]:
                    for x in g["att"]:
                        used = sum(n for k, n in rec["placed"].items() if k.startswith(x + ">"))
                        to_players.append((x, g["target"], rec["pts"][x] - used))
    for dl, r, n in hits:
        if dl in d["field"] and r in d["field"]:
            deal_damage(st, D, r, n, "combat", dl, controller(st, dl), ev)
    for x, p, n in to_players:
        if n > 0 and not d["players"][p]["out"]:
            damage_player(st, p, n, ev)
