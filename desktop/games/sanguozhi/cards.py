"""三国智 card data: loading and checking the JSON card files (spec D.2, D.10).

Card text is data in a small vocabulary; nothing in a card file is ever run as
code.  The loader refuses an unknown key, an unknown vocabulary word, a missing
required parameter or a reference to an undeclared target, naming the card
and the key (三国智 §D.10.1).
"""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

from ...core import files
from ...core.errors import QT_TRANSLATE_NOOP as N
from ...core.errors import FileRefused
from . import verbs
from .paths import cards_dir

MAX_BYTES = 2_000_000  # the starter set is about 400 KB

TYPES = ("将领", "谋略", "兵权", "宝物", "阵型", "事件")
BINGZHONG = ("步兵", "弓兵", "骑兵", "谋士")
CORPS = ("骑兵", "步兵", "弓兵", "刀盾", "枪兵")
ROLES = ("主将", "军师", "副将")
FACTIONS = ("魏", "蜀", "吴", "群", "")
LANGS = ("zh_CN", "zh_TW", "en")
OPS = (">=", ">", "<=", "<", "==", "!=")
STATS = ("attack", "health", "intelligence")
PHASES = ("抓牌", "准备", "战斗", "结束")

CARD_KEYS = {"id", "name", "type", "faction", "attack", "health", "intelligence", "corps",
             "bingquan_condition", "face_value", "speed", "persistent", "lasts", "use",
             "abilities", "members", "display", "test", "zhili"}
TYPE_KEYS = {
    "将领": {"attack", "health", "intelligence", "corps", "bingquan_condition", "abilities", "faction"},
    "兵权": {"face_value", "abilities", "faction"},
    "谋略": {"bingquan_condition", "zhili", "speed", "persistent", "lasts", "use", "abilities", "faction"},
    "宝物": {"bingquan_condition", "abilities", "faction"},
    "阵型": {"attack", "health", "intelligence", "members", "bingquan_condition", "abilities", "faction"},
    "事件": {"bingquan_condition", "speed", "use", "faction"},
}
COMMON_KEYS = {"id", "name", "type", "display", "test"}

ABILITY_KEYS = {
    "static": ({"kind", "label", "condition", "effects"}, {"effects"}),
    "triggered": ({"kind", "label", "when", "optional", "condition", "targets", "effects"}, {"when", "effects"}),
    "activated": ({"kind", "label", "style", "speed", "per_turn", "cost", "condition", "targets", "effects"},
                  {"style", "effects"}),
}
USE_KEYS = {"targets", "condition", "effects"}
TARGET_KEYS = {"id", "pick", "filter", "count", "up_to"}
FILTER_KEYS = {"type", "controller", "zone", "face", "role", "corps", "ready", "has_treasure",
               "in_formation", "name", "other", "stat", "bingquan_total"}
CONTROLLERS = ("any", "you", "we", "allies", "enemies")
SIDES = ("you", "we", "allies", "enemies", "all")

CONDITION_PARAMS = {
    "has_treasure": ({"of"}, {"of"}),
    "role_is": ({"of", "roles"}, {"of", "roles"}),
    "face_up": ({"of"}, {"of"}),
    "count": ({"filter", "op", "value"}, {"filter", "op", "value"}),
    "stat": ({"of", "stat", "op", "value"}, {"of", "stat", "op", "value"}),
    "liangcao": ({"player", "op", "value"}, {"player", "op", "value"}),
    "hand_size": ({"player", "op", "value"}, {"player", "op", "value"}),
    "bingquan": ({"player", "bingzhong", "op", "value"}, {"player", "bingzhong", "op", "value"}),
    "is_turn_of": ({"player"}, {"player"}),
    "phase_is": ({"phase"}, {"phase"}),
    "all_of": ({"of"}, {"of"}),
    "any_of": ({"of"}, {"of"}),
    "not": ({"of"}, {"of"}),
}

EVENTS = {
    "enters_field": {"subject", "whose"}, "leaves_field": {"subject", "to", "whose"},
    "dies": {"subject", "how", "whose"}, "would_die": {"subject", "how", "whose"},
    "destroyed": {"subject", "whose"}, "flipped": {"subject", "whose"},
    "turn_start": {"whose"}, "turn_end": {"whose"}, "phase_start": {"phase", "whose"},
    "battle_end": {"whose"}, "attacks": {"subject", "whose"}, "defends": {"subject", "whose"},
    "damaged": {"subject", "damage_kind", "whose"}, "player_damaged": {"player", "whose"},
    "draws": {"player", "whose"}, "used": {"subject", "whose"},
    "treasure_equipped": {"subject", "whose"}, "formation_formed": {"subject", "whose"},
    "formation_dissolved": {"subject", "whose"},
}
PAYS = {
    "tap_self": (set(), set()),
    "lose_liangcao": ({"n"}, {"n"}),
    "discard": ({"n", "filter"}, {"n"}),
    "sacrifice": ({"n", "filter"}, {"n", "filter"}),
    "tap": ({"n", "filter"}, {"n", "filter"}),
}
CARD_REFS = {"self", "equipped", "members", "subject"}
PLAYER_REFS = {"you", "owner", "subject_controller", "we", "allies", "enemies", "all"}


class CardDataError(FileRefused, ValueError):
    """A card file that breaks the card format: one translatable sentence (``Files`` context) naming the file,
    the card, the key (a JSON path inside the card) and what is wrong (a nested ``CardProblem``)."""


class CardProblem(FileRefused):
    """What is wrong at one key of a card (a ``Files`` clause; values quoted as JSON, never a Python repr)."""


M_CARD = N("Files", "{file}: card {card}, {where}: {problem}.")
M_ID_TWICE = N("Files", "{file}: card {card}: the id is used twice.")
M_NAME_TWICE = N("Files", "{file}: card {card}: the name {name} is used twice.")
C_UNKNOWN_KEY = N("Files", "unknown key")
C_MISSING = N("Files", "missing required key")
C_NOT_OF_TYPE = N("Files", "not a key of a {type} card")
C_OBJECT = N("Files", "must be an object")
C_LIST = N("Files", "must be a list")
C_NONEMPTY = N("Files", "must be a non-empty list")
C_BOOL = N("Files", "must be true or false")
C_STRING = N("Files", "must be a string")
C_INT = N("Files", "must be a whole number")
C_INT_MIN = N("Files", "must be a whole number from {min} up")
C_ZHILI = N("Files", "must be a whole number from 0 to 9")
C_UNKNOWN = N("Files", "{value} is not a known {what}")
C_UNKNOWN_OF = N("Files", "{value} is not one of {choices}")
C_REF = N("Files", "{value} is neither a declared target nor a reference of the card format")
C_PLAYER_NOT_CARD = N("Files", "target {value} is a player; a card is needed here")
C_AMOUNT = N("Files", "{value} is not an amount")
C_ONE_SHOT = N("Files", "{value} is a one-shot effect; a static ability needs continuous ones")
C_CHAIN_TARGET = N("Files", "must name a declared chain_item target, not {value}")
C_ID_USED = N("Files", "{value} is already used as a name")
C_ID_FORM = N("Files", "must be a name such as t1 or p1")
C_CARD_ID = N("Files", "must be a string <set>-<number>")
C_NAMELESS = N("Files", "only plain 兵权 cards may be nameless")
C_NEEDS_TEST = N("Files", "a condition needs a test")
C_NEEDS_DO = N("Files", "an effect needs a do")
C_NEEDS_EVENT = N("Files", "a trigger needs an event")


class _Ctx:
    def __init__(self, card_id: str, file: str = "cards") -> None:
        self.card = card_id
        self.file = file
        self.targets: dict[str, str] = {}  # declared id -> pick

    def fail(self, where: str, problem: str, **args) -> NoReturn:
        shown = {k: (files._excerpt(v) if k == "value" else v) for k, v in args.items()}
        raise CardDataError(M_CARD, file=self.file, card=self.card[:40], where=where,
                            problem=CardProblem(problem, **shown))


def _keys(ctx: _Ctx, where: str, obj, allowed: set, required: set | frozenset = frozenset()) -> dict:
    if not isinstance(obj, dict):
        ctx.fail(where, C_OBJECT)
    for k in obj:
        if k not in allowed:
            ctx.fail(f"{where}.{k}", C_UNKNOWN_KEY)
    for k in required:
        if k not in obj:
            ctx.fail(f"{where}.{k}", C_MISSING)
    return obj


def _int(ctx: _Ctx, where: str, v, lo: int | None = None) -> None:
    if not isinstance(v, int) or isinstance(v, bool) or (lo is not None and v < lo):
        ctx.fail(where, C_INT if lo is None else C_INT_MIN, min=lo)


def _check_filter(ctx: _Ctx, where: str, f) -> None:
    _keys(ctx, where, f, FILTER_KEYS, {"type"})
    if f["type"] not in TYPES:
        ctx.fail(f"{where}.type", C_UNKNOWN, what="type", value=f['type'])
    if f.get("controller", "any") not in CONTROLLERS:
        ctx.fail(f"{where}.controller", C_UNKNOWN, what="controller", value=f['controller'])
    if f.get("zone", "field") not in ("field", "hand", "graveyard", "deck"):
        ctx.fail(f"{where}.zone", C_UNKNOWN, what="zone", value=f['zone'])
    if f.get("face", "up") not in ("up", "down", "any"):
        ctx.fail(f"{where}.face", C_UNKNOWN, what="face", value=f['face'])
    for r in f.get("role", []):
        if r not in ROLES:
            ctx.fail(f"{where}.role", C_UNKNOWN, what="role", value=r)
    for c in f.get("corps", []):
        if c not in CORPS:
            ctx.fail(f"{where}.corps", C_UNKNOWN, what="兵种", value=c)
    for k in ("ready", "has_treasure", "in_formation", "other"):
        if k in f and not isinstance(f[k], bool):
            ctx.fail(f"{where}.{k}", C_BOOL)
    if "stat" in f:
        if not isinstance(f["stat"], dict):
            ctx.fail(f"{where}.stat", C_OBJECT)
        for s, cmp_ in f["stat"].items():
            if s not in STATS:
                ctx.fail(f"{where}.stat", C_UNKNOWN, what="stat", value=s)
            _check_cmp(ctx, f"{where}.stat.{s}", cmp_)
    if "bingquan_total" in f:
        _check_cmp(ctx, f"{where}.bingquan_total", f["bingquan_total"])


def _check_cmp(ctx: _Ctx, where: str, c) -> None:
    _keys(ctx, where, c, {"op", "value"}, {"op", "value"})
    if c["op"] not in OPS:
        ctx.fail(f"{where}.op", C_UNKNOWN, what="operator", value=c['op'])
    _int(ctx, f"{where}.value", c["value"])


def _check_card_ref(ctx: _Ctx, where: str, ref, allow_filter: bool = True) -> None:
    if isinstance(ref, str):
        if ref in CARD_REFS:
            return
        if ref in ctx.targets:
            if ctx.targets[ref] == "player":
                ctx.fail(where, C_PLAYER_NOT_CARD, value=ref)
            return
        ctx.fail(where, C_REF, value=ref)
    if allow_filter and isinstance(ref, dict) and set(ref) == {"all"}:
        _check_filter(ctx, f"{where}.all", ref["all"])
        return
    ctx.fail(where, C_REF, value=ref)


def _check_player_ref(ctx: _Ctx, where: str, ref) -> None:
    if isinstance(ref, str):
        if ref in PLAYER_REFS:
            return
        if ctx.targets.get(ref) == "player":
            return
        ctx.fail(where, C_REF, value=ref)
    ctx.fail(where, C_REF, value=ref)


def _check_amount(ctx: _Ctx, where: str, a, allow_all: bool = False) -> None:
    if isinstance(a, int) and not isinstance(a, bool):
        return
    if allow_all and a == "all":
        return
    if a == "event_amount":
        return
    if isinstance(a, dict):
        if set(a) == {"stat", "of"}:
            if a["stat"] not in STATS:
                ctx.fail(where, C_UNKNOWN, what="stat", value=a['stat'])
            _check_card_ref(ctx, f"{where}.of", a["of"], allow_filter=False)
            return
        if set(a) == {"count"}:
            _check_filter(ctx, f"{where}.count", a["count"])
            return
    ctx.fail(where, C_AMOUNT, value=a)


def _check_condition(ctx: _Ctx, where: str, c) -> None:
    if not isinstance(c, dict) or "test" not in c:
        ctx.fail(where, C_NEEDS_TEST)
    test = c["test"]
    if test not in CONDITION_PARAMS:
        ctx.fail(f"{where}.test", C_UNKNOWN, what="test", value=test)
    allowed, required = CONDITION_PARAMS[test]
    _keys(ctx, where, c, allowed | {"test"}, required)
    if test in ("has_treasure", "face_up", "role_is", "stat"):
        _check_card_ref(ctx, f"{where}.of", c["of"], allow_filter=False)
    if test == "role_is":
        for r in c["roles"]:
            if r not in ROLES:
                ctx.fail(f"{where}.roles", C_UNKNOWN, what="role", value=r)
    if test == "stat" and c["stat"] not in STATS:
        ctx.fail(f"{where}.stat", C_UNKNOWN, what="stat", value=c['stat'])
    if test == "count":
        _check_filter(ctx, f"{where}.filter", c["filter"])
    if test in ("liangcao", "hand_size", "bingquan", "is_turn_of"):
        _check_player_ref(ctx, f"{where}.player", c["player"])
    if test == "bingquan" and c["bingzhong"] not in BINGZHONG:
        ctx.fail(f"{where}.bingzhong", C_UNKNOWN, what="兵种", value=c['bingzhong'])
    if test == "phase_is" and c["phase"] not in PHASES:
        ctx.fail(f"{where}.phase", C_UNKNOWN, what="phase", value=c['phase'])
    if "op" in c and c["op"] not in OPS:
        ctx.fail(f"{where}.op", C_UNKNOWN, what="operator", value=c['op'])
    if "value" in c:
        _check_amount(ctx, f"{where}.value", c["value"])
    if test in ("all_of", "any_of"):
        if not isinstance(c["of"], list) or not c["of"]:
            ctx.fail(f"{where}.of", C_NONEMPTY)
        for i, sub in enumerate(c["of"]):
            _check_condition(ctx, f"{where}.of[{i}]", sub)
    if test == "not":
        _check_condition(ctx, f"{where}.of", c["of"])


def _check_duration(ctx: _Ctx, where: str, d) -> None:
    if d in ("this_turn", "until_your_next_turn", "permanent"):
        return
    if isinstance(d, dict) and set(d) == {"turns"}:
        _int(ctx, f"{where}.turns", d["turns"], 1)
        return
    if isinstance(d, dict) and set(d) == {"while"}:
        _check_condition(ctx, f"{where}.while", d["while"])
        return
    ctx.fail(where, C_UNKNOWN, what="duration", value=d)


def _check_effect(ctx: _Ctx, where: str, e, static: bool) -> None:
    """An effect against its verb's registration (verbs.py: parameters and their kinds)."""
    if not isinstance(e, dict) or "do" not in e:
        ctx.fail(where, C_NEEDS_DO)
    do = e["do"]
    v = verbs.get(do) if isinstance(do, str) else None
    if v is None:
        ctx.fail(f"{where}.do", C_UNKNOWN, what="effect", value=do)
    if not v.continuous and static:
        ctx.fail(f"{where}.do", C_ONE_SHOT, value=do)
    timed = v.continuous and not static  # a continuous effect outside a static ability lasts a while
    extra = {"do", "if"} | ({"duration"} if timed else set())
    _keys(ctx, where, e, v.allowed() | extra, v.required() | ({"duration"} if timed else set()))
    if "if" in e:
        _check_condition(ctx, f"{where}.if", e["if"])
    if "duration" in e:
        _check_duration(ctx, f"{where}.duration", e["duration"])
    for k, prm in v.params.items():
        if k in e:
            _check_param(ctx, f"{where}.{k}", prm, e[k])


def _check_param(ctx: _Ctx, where: str, prm: verbs.Param, x) -> None:
    kind = prm.kind
    if kind == verbs.PLAYER:
        _check_player_ref(ctx, where, x)
    elif kind in (verbs.CARD, verbs.CARD1):
        _check_card_ref(ctx, where, x, allow_filter=(kind == verbs.CARD))
    elif kind == verbs.CARD_OR_PLAYER:
        if not (isinstance(x, str) and (x in PLAYER_REFS or ctx.targets.get(x) == "player")):
            _check_card_ref(ctx, where, x)
    elif kind == verbs.CHAIN_ITEM:
        if x not in ctx.targets or ctx.targets[x] != "chain_item":
            ctx.fail(where, C_CHAIN_TARGET, value=x)
    elif kind in (verbs.AMOUNT, verbs.AMOUNT_OR_ALL):
        _check_amount(ctx, where, x, allow_all=(kind == verbs.AMOUNT_OR_ALL))
    elif kind == verbs.STAT:
        if x not in STATS:
            ctx.fail(where, C_UNKNOWN, what="stat", value=x)
    elif kind == verbs.ROLE:
        if x not in ROLES:
            ctx.fail(where, C_UNKNOWN, what="slot", value=x)
    elif kind == verbs.ROLES:
        if not isinstance(x, list) or not x:
            ctx.fail(where, C_NONEMPTY)
        for r in x:
            if r not in ROLES:
                ctx.fail(where, C_UNKNOWN, what="role", value=r)
    elif kind == verbs.CHOICE:
        if x not in prm.choices:
            ctx.fail(where, C_UNKNOWN_OF, value=x, choices=", ".join(map(str, prm.choices)))
    elif kind == verbs.BOOL:
        if not isinstance(x, bool):
            ctx.fail(where, C_BOOL)
    elif kind == verbs.FILTER:
        _check_filter(ctx, where, x)
    elif kind == verbs.ABILITY:
        _check_ability(ctx, where, x)


def _check_targets(ctx: _Ctx, where: str, targets) -> None:
    if not isinstance(targets, list):
        ctx.fail(where, C_LIST)
    for i, t in enumerate(targets):
        w = f"{where}[{i}]"
        _keys(ctx, w, t, TARGET_KEYS, {"id", "pick"})
        if not isinstance(t["id"], str) or not t["id"]:
            ctx.fail(f"{w}.id", C_ID_FORM)
        if t["id"] in ctx.targets or t["id"] in CARD_REFS or t["id"] in PLAYER_REFS:
            ctx.fail(f"{w}.id", C_ID_USED, value=t["id"])
        pick = t["pick"]
        if pick == "card":
            _check_filter(ctx, f"{w}.filter", t.get("filter"))
        elif pick == "player":
            _keys(ctx, f"{w}.filter", t.get("filter", {}), {"side"})
            if t.get("filter", {}).get("side", "all") not in SIDES:
                ctx.fail(f"{w}.filter.side", C_UNKNOWN, what="side", value=t['filter']['side'])
        elif pick == "chain_item":
            f = t.get("filter", {})
            _keys(ctx, f"{w}.filter", f, {"item_kinds", "controller"})
            for k in f.get("item_kinds", []):
                if k not in range(11, 20):
                    ctx.fail(f"{w}.filter.item_kinds", C_UNKNOWN, what="chain item kind", value=k)
            if f.get("controller", "any") not in CONTROLLERS:
                ctx.fail(f"{w}.filter.controller", C_UNKNOWN, what="controller", value=f['controller'])
        else:
            ctx.fail(f"{w}.pick", C_UNKNOWN, what="pick", value=pick)
        if "count" in t:
            _int(ctx, f"{w}.count", t["count"], 1)
        if "up_to" in t and not isinstance(t["up_to"], bool):
            ctx.fail(f"{w}.up_to", C_BOOL)
        ctx.targets[t["id"]] = pick


def _check_when(ctx: _Ctx, where: str, w) -> None:
    if not isinstance(w, dict) or "event" not in w:
        ctx.fail(where, C_NEEDS_EVENT)
    ev = w["event"]
    if ev not in EVENTS:
        ctx.fail(f"{where}.event", C_UNKNOWN, what="event", value=ev)
    _keys(ctx, where, w, EVENTS[ev] | {"event"})
    if "subject" in w and w["subject"] != "self":
        _check_filter(ctx, f"{where}.subject", w["subject"])
    if w.get("whose", "you") not in ("you", "enemies", "allies", "any", "we"):
        ctx.fail(f"{where}.whose", C_UNKNOWN, what="side", value=w['whose'])
    for h in w.get("how", []):
        if h not in ("阵亡", "破坏", "牺牲"):
            ctx.fail(f"{where}.how", C_UNKNOWN, what="way", value=h)
    if w.get("to", "any") not in ("graveyard", "hand", "removed", "any"):
        ctx.fail(f"{where}.to", C_UNKNOWN, what="destination", value=w['to'])
    if w.get("damage_kind", "any") not in ("combat", "permanent", "any"):
        ctx.fail(f"{where}.damage_kind", C_UNKNOWN, what="damage kind", value=w['damage_kind'])
    if "phase" in w and w["phase"] not in PHASES:
        ctx.fail(f"{where}.phase", C_UNKNOWN, what="phase", value=w['phase'])
    if "player" in w:
        _check_player_ref(ctx, f"{where}.player", w["player"])


def _check_cost(ctx: _Ctx, where: str, cost) -> None:
    if not isinstance(cost, list):
        ctx.fail(where, C_LIST)
    for i, c in enumerate(cost):
        w = f"{where}[{i}]"
        if not isinstance(c, dict) or c.get("pay") not in PAYS:
            ctx.fail(f"{w}.pay", C_UNKNOWN, what="pay", value=c.get("pay") if isinstance(c, dict) else c)
        allowed, required = PAYS[c["pay"]]
        _keys(ctx, w, c, allowed | {"pay"}, required)
        if "n" in c:
            _int(ctx, f"{w}.n", c["n"], 1)
        if "filter" in c:
            _check_filter(ctx, f"{w}.filter", c["filter"])


def _check_ability(ctx: _Ctx, where: str, ab) -> None:
    if not isinstance(ab, dict) or ab.get("kind") not in ABILITY_KEYS:
        ctx.fail(f"{where}.kind", C_UNKNOWN, what="kind", value=ab.get("kind") if isinstance(ab, dict) else ab)
    allowed, required = ABILITY_KEYS[ab["kind"]]
    _keys(ctx, where, ab, allowed, required)
    saved = dict(ctx.targets)
    if "targets" in ab:
        _check_targets(ctx, f"{where}.targets", ab["targets"])
    if "condition" in ab:
        _check_condition(ctx, f"{where}.condition", ab["condition"])
    if ab["kind"] == "triggered":
        _check_when(ctx, f"{where}.when", ab["when"])
        if "optional" in ab and not isinstance(ab["optional"], bool):
            ctx.fail(f"{where}.optional", C_BOOL)
    if ab["kind"] == "activated":
        if ab["style"] not in ("tap", "free"):
            ctx.fail(f"{where}.style", C_UNKNOWN, what="style", value=ab['style'])
        if ab.get("speed", "any") not in ("any", "main"):
            ctx.fail(f"{where}.speed", C_UNKNOWN, what="speed", value=ab['speed'])
        if "per_turn" in ab:
            _int(ctx, f"{where}.per_turn", ab["per_turn"], 1)
        if "cost" in ab:
            _check_cost(ctx, f"{where}.cost", ab["cost"])
    if not isinstance(ab["effects"], list):
        ctx.fail(f"{where}.effects", C_LIST)
    for i, e in enumerate(ab["effects"]):
        _check_effect(ctx, f"{where}.effects[{i}]", e, static=(ab["kind"] == "static"))
    ctx.targets = saved


def check_card(card: dict, persistent_targets: dict | None = None, file: str = "cards") -> None:
    """Raise CardDataError unless ``card`` follows the card format of D.2 / D.10."""
    cid = card.get("id") if isinstance(card, dict) else None
    ctx = _Ctx(str(cid), file)
    if not isinstance(card, dict):
        ctx.fail("card", C_OBJECT)
    if not isinstance(cid, str) or "-" not in cid:
        ctx.fail("id", C_CARD_ID)
    for k in card:
        if k not in CARD_KEYS:
            ctx.fail(k, C_UNKNOWN_KEY)
    for k in ("name", "type"):
        if k not in card:
            ctx.fail(k, C_MISSING)
    t = card["type"]
    if t not in TYPES:
        ctx.fail("type", C_UNKNOWN, what="type", value=t)
    for k in card:
        if k not in COMMON_KEYS and k not in TYPE_KEYS[t]:
            ctx.fail(k, C_NOT_OF_TYPE, type=t)
    if not isinstance(card["name"], str):
        ctx.fail("name", C_STRING)
    if card["name"] == "" and (t != "兵权" or card.get("abilities")):
        ctx.fail("name", C_NAMELESS)
    if card.get("faction", "") not in FACTIONS:
        ctx.fail("faction", C_UNKNOWN, what="faction", value=card['faction'])
    if t in ("将领", "阵型"):
        for k in STATS:
            if k not in card:
                ctx.fail(k, C_MISSING)
            _int(ctx, k, card[k])
    if t == "将领":
        for c in card.get("corps", []):
            if c not in CORPS:
                ctx.fail("corps", C_UNKNOWN, what="兵种", value=c)
    if "bingquan_condition" in card:
        bc = card["bingquan_condition"]
        if not isinstance(bc, dict):
            ctx.fail("bingquan_condition", C_OBJECT)
        for k, v in bc.items():
            if k not in BINGZHONG:
                ctx.fail("bingquan_condition", C_UNKNOWN, what="兵种", value=k)
            _int(ctx, f"bingquan_condition.{k}", v, 0)
    if t == "兵权":
        fv = _keys(ctx, "face_value", card.get("face_value"), {"bingzhong", "amount"}, {"bingzhong"})
        if fv["bingzhong"] not in BINGZHONG:
            ctx.fail("face_value.bingzhong", C_UNKNOWN, what="兵种", value=fv['bingzhong'])
        _int(ctx, "face_value.amount", fv.get("amount", 1), 1)
    if t in ("谋略", "事件"):
        if card.get("speed", "main" if t == "谋略" else "any") not in ("main", "any"):
            ctx.fail("speed", C_UNKNOWN, what="speed", value=card['speed'])
    if t == "谋略":
        z = card.get("zhili", 0)  # 智力要求, D.11
        if not isinstance(z, int) or isinstance(z, bool) or not 0 <= z <= 9:
            ctx.fail("zhili", C_ZHILI)
        if not isinstance(card.get("persistent", False), bool):
            ctx.fail("persistent", C_BOOL)
        if "lasts" in card:
            _check_duration(ctx, "lasts", card["lasts"])
    if t == "阵型":
        mem = card["members"]
        if not isinstance(mem, list) or not mem:
            ctx.fail("members", C_NONEMPTY)
        for i, entry in enumerate(mem):
            if not isinstance(entry, list) or not entry:
                ctx.fail(f"members[{i}]", C_NONEMPTY)
            for c in entry:
                if c not in CORPS and c != "任意":
                    ctx.fail(f"members[{i}]", C_UNKNOWN, what="兵种", value=c)
    if "use" in card:
        use = card["use"]
        _keys(ctx, "use", use, USE_KEYS, {"effects"})
        if "targets" in use:
            _check_targets(ctx, "use.targets", use["targets"])
        if "condition" in use:
            _check_condition(ctx, "use.condition", use["condition"])
        if not isinstance(use["effects"], list):
            ctx.fail("use.effects", C_LIST)
        for i, e in enumerate(use["effects"]):
            _check_effect(ctx, f"use.effects[{i}]", e, static=False)
    elif t == "事件" or (t == "谋略" and not card.get("persistent", False)):
        ctx.fail("use", C_MISSING)
    abilities = card.get("abilities", [])
    if not isinstance(abilities, list):
        ctx.fail("abilities", C_LIST)
    # A persistent 谋略's abilities may refer to the targets chosen when it was used (D.8.1).
    base_targets = dict(ctx.targets)
    for i, ab in enumerate(abilities):
        ctx.targets = dict(base_targets)
        _check_ability(ctx, f"abilities[{i}]", ab)
    if "display" in card:
        d = card["display"]
        _keys(ctx, "display", d, set(LANGS))
        for lang, v in d.items():
            _keys(ctx, f"display.{lang}", v, {"name", "text"})
            for k, s in v.items():
                if not isinstance(s, str):
                    ctx.fail(f"display.{lang}.{k}", C_STRING)
    if "test" in card and not isinstance(card["test"], bool):
        ctx.fail("test", C_BOOL)


def load_card_file(path: Path) -> list[dict]:
    """A card file through the validation layer (size, UTF-8, JSON limits, ``card_schema.json``), then every
    card against the vocabulary (D.10: the verbs' registered parameters, declared targets)."""
    return read_card_file(path)[1]


def read_card_file(path: Path) -> tuple[int, list[dict]]:
    """(edition, cards) of a card file; a file without ``edition`` holds cards of edition 1."""
    path = Path(path)
    doc = files.read_json(path, MAX_BYTES, CardDataError)
    files.validate(doc, files.schema_validator(__package__, "card_schema.json"), path.name, CardDataError)
    cards = doc["cards"]
    for c in cards:
        check_card(c, file=path.name)
    return doc.get("edition", 1), cards


LATEST = 2  # the rules edition new games are played with (engine NEW_GAME_OPTIONS)


class CardDB:
    """All known card definitions by id, with a name index per rules edition.

    A card file of edition E (its ``edition`` key; 1 when it has none) revises cards for games of edition E
    and later: a card of it replaces, by name, the card of an earlier edition (a revised card has its own
    id, ``起始-100/2``), so an older game's state keeps naming the cards it was dealt."""

    def __init__(self, cards: list[dict], file: str = "cards", editions: dict[str, int] | None = None) -> None:
        self.by_id: dict[str, dict] = {}
        self.edition_of: dict[str, int] = {}
        names: dict[int, dict[str, dict]] = {}
        for c in cards:
            if c["id"] in self.by_id:
                raise CardDataError(M_ID_TWICE, file=file, card=c["id"])
            self.by_id[c["id"]] = c
            e = (editions or {}).get(c["id"], 1)
            self.edition_of[c["id"]] = e
            if c["name"]:
                table = names.setdefault(e, {})
                if c["name"] in table:
                    raise CardDataError(M_NAME_TWICE, file=file, card=c["id"], name=c["name"])
                table[c["name"]] = c
        self._names: dict[int, dict[str, dict]] = {}
        merged: dict[str, dict] = {}
        for e in range(1, max([LATEST, *names]) + 1):
            merged = {**merged, **names.get(e, {})}
            self._names[e] = merged
        self.by_name = self._names[1]  # edition 1: the table of every game started before editions

    def __getitem__(self, cid: str) -> dict:
        return self.by_id[cid]

    def __contains__(self, cid: str) -> bool:
        return cid in self.by_id

    def names(self, edition: int = 1) -> dict[str, dict]:
        """Name → card as a game of ``edition`` deals it."""
        return self._names.get(edition) or self._names[max(self._names)]

    def cards(self, edition: int = LATEST) -> list[dict]:
        """The cards a game of ``edition`` can deal: each named card in its revision, the nameless ones."""
        named = {id(c) for c in self.names(edition).values()}
        return [c for c in self.by_id.values() if (id(c) in named) or (not c["name"] and self.edition_of[c["id"]] <= edition)]

    def lookup(self, ref: str, edition: int = 1) -> dict | None:
        """A card by id, by name, or by its display name in any language (names as ``edition`` deals them)."""
        if ref in self.by_id:
            return self.by_id[ref]
        table = self.names(edition)
        if ref in table:
            return table[ref]
        for c in table.values():
            for v in c.get("display", {}).values():
                if v.get("name") == ref:
                    return c
        for c in self.by_id.values():  # a nameless card (a plain 兵权) by its display name
            if not c["name"]:
                for v in c.get("display", {}).values():
                    if v.get("name") == ref:
                        return c
        return None


_DB: CardDB | None = None


def card_db() -> CardDB:
    """Every card of every file in resources/cards/sanguozhi (loaded once)."""
    global _DB
    if _DB is None:
        cards: list[dict] = []
        editions: dict[str, int] = {}
        for p in sorted(cards_dir().glob("*.json")):
            e, got = read_card_file(p)
            cards += got
            editions.update({c["id"]: e for c in got})
        _DB = CardDB(cards, editions=editions)
    return _DB


def display_name(card: dict, lang: str = "zh_CN") -> str:
    d = card.get("display", {}).get(lang, {})
    return d.get("name") or card["name"] or card["id"]


def bingquan_total(card: dict) -> int:
    return sum(card.get("bingquan_condition", {}).values())
