"""三国智 card data: loading and checking the JSON card files (spec D.2, D.10).

Card text is data in a small vocabulary; nothing in a card file is ever run as
code.  The loader refuses an unknown key, an unknown vocabulary word, a missing
required parameter or a reference to an undeclared target, naming the card
and the key (三国智 §D.10.1).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import NoReturn

from . import verbs
from .paths import cards_dir

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
             "abilities", "members", "display", "test"}
TYPE_KEYS = {
    "将领": {"attack", "health", "intelligence", "corps", "bingquan_condition", "abilities", "faction"},
    "兵权": {"face_value", "abilities", "faction"},
    "谋略": {"bingquan_condition", "speed", "persistent", "lasts", "use", "abilities", "faction"},
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


class CardDataError(ValueError):
    """A card file that breaks the card format; the message names the card and the key."""


class _Ctx:
    def __init__(self, card_id: str) -> None:
        self.card = card_id
        self.targets: dict[str, str] = {}  # declared id -> pick

    def fail(self, where: str, msg: str) -> NoReturn:
        raise CardDataError(f"card {self.card}: {where}: {msg}")


def _keys(ctx: _Ctx, where: str, obj, allowed: set, required: set | frozenset = frozenset()) -> dict:
    if not isinstance(obj, dict):
        ctx.fail(where, "must be an object")
    for k in obj:
        if k not in allowed:
            ctx.fail(f"{where}.{k}", "unknown key")
    for k in required:
        if k not in obj:
            ctx.fail(f"{where}.{k}", "missing required key")
    return obj


def _int(ctx: _Ctx, where: str, v, lo: int | None = None) -> None:
    if not isinstance(v, int) or isinstance(v, bool) or (lo is not None and v < lo):
        ctx.fail(where, f"must be an integer{'' if lo is None else f' ≥ {lo}'}")


def _check_filter(ctx: _Ctx, where: str, f) -> None:
    _keys(ctx, where, f, FILTER_KEYS, {"type"})
    if f["type"] not in TYPES:
        ctx.fail(f"{where}.type", f"unknown type {f['type']!r}")
    if f.get("controller", "any") not in CONTROLLERS:
        ctx.fail(f"{where}.controller", f"unknown controller {f['controller']!r}")
    if f.get("zone", "field") not in ("field", "hand", "graveyard", "deck"):
        ctx.fail(f"{where}.zone", f"unknown zone {f['zone']!r}")
    if f.get("face", "up") not in ("up", "down", "any"):
        ctx.fail(f"{where}.face", f"unknown face {f['face']!r}")
    for r in f.get("role", []):
        if r not in ROLES:
            ctx.fail(f"{where}.role", f"unknown role {r!r}")
    for c in f.get("corps", []):
        if c not in CORPS:
            ctx.fail(f"{where}.corps", f"unknown 兵种 {c!r}")
    for k in ("ready", "has_treasure", "in_formation", "other"):
        if k in f and not isinstance(f[k], bool):
            ctx.fail(f"{where}.{k}", "must be true or false")
    if "stat" in f:
        if not isinstance(f["stat"], dict):
            ctx.fail(f"{where}.stat", "must be an object")
        for s, cmp_ in f["stat"].items():
            if s not in STATS:
                ctx.fail(f"{where}.stat", f"unknown stat {s!r}")
            _check_cmp(ctx, f"{where}.stat.{s}", cmp_)
    if "bingquan_total" in f:
        _check_cmp(ctx, f"{where}.bingquan_total", f["bingquan_total"])


def _check_cmp(ctx: _Ctx, where: str, c) -> None:
    _keys(ctx, where, c, {"op", "value"}, {"op", "value"})
    if c["op"] not in OPS:
        ctx.fail(f"{where}.op", f"unknown operator {c['op']!r}")
    _int(ctx, f"{where}.value", c["value"])


def _check_card_ref(ctx: _Ctx, where: str, ref, allow_filter: bool = True) -> None:
    if isinstance(ref, str):
        if ref in CARD_REFS:
            return
        if ref in ctx.targets:
            if ctx.targets[ref] == "player":
                ctx.fail(where, f"target {ref!r} is a player, a card is needed")
            return
        ctx.fail(where, f"unknown or undeclared card reference {ref!r}")
    if allow_filter and isinstance(ref, dict) and set(ref) == {"all"}:
        _check_filter(ctx, f"{where}.all", ref["all"])
        return
    ctx.fail(where, f"not a card reference: {ref!r}")


def _check_player_ref(ctx: _Ctx, where: str, ref) -> None:
    if isinstance(ref, str):
        if ref in PLAYER_REFS:
            return
        if ctx.targets.get(ref) == "player":
            return
        ctx.fail(where, f"unknown or undeclared player reference {ref!r}")
    ctx.fail(where, f"not a player reference: {ref!r}")


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
                ctx.fail(where, f"unknown stat {a['stat']!r}")
            _check_card_ref(ctx, f"{where}.of", a["of"], allow_filter=False)
            return
        if set(a) == {"count"}:
            _check_filter(ctx, f"{where}.count", a["count"])
            return
    ctx.fail(where, f"not an amount: {a!r}")


def _check_condition(ctx: _Ctx, where: str, c) -> None:
    if not isinstance(c, dict) or "test" not in c:
        ctx.fail(where, "a condition needs a 'test'")
    test = c["test"]
    if test not in CONDITION_PARAMS:
        ctx.fail(f"{where}.test", f"unknown test {test!r}")
    allowed, required = CONDITION_PARAMS[test]
    _keys(ctx, where, c, allowed | {"test"}, required)
    if test in ("has_treasure", "face_up", "role_is", "stat"):
        _check_card_ref(ctx, f"{where}.of", c["of"], allow_filter=False)
    if test == "role_is":
        for r in c["roles"]:
            if r not in ROLES:
                ctx.fail(f"{where}.roles", f"unknown role {r!r}")
    if test == "stat" and c["stat"] not in STATS:
        ctx.fail(f"{where}.stat", f"unknown stat {c['stat']!r}")
    if test == "count":
        _check_filter(ctx, f"{where}.filter", c["filter"])
    if test in ("liangcao", "hand_size", "bingquan", "is_turn_of"):
        _check_player_ref(ctx, f"{where}.player", c["player"])
    if test == "bingquan" and c["bingzhong"] not in BINGZHONG:
        ctx.fail(f"{where}.bingzhong", f"unknown 兵种 {c['bingzhong']!r}")
    if test == "phase_is" and c["phase"] not in PHASES:
        ctx.fail(f"{where}.phase", f"unknown phase {c['phase']!r}")
    if "op" in c and c["op"] not in OPS:
        ctx.fail(f"{where}.op", f"unknown operator {c['op']!r}")
    if "value" in c:
        _check_amount(ctx, f"{where}.value", c["value"])
    if test in ("all_of", "any_of"):
        if not isinstance(c["of"], list) or not c["of"]:
            ctx.fail(f"{where}.of", "must be a non-empty list of conditions")
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
    ctx.fail(where, f"unknown duration {d!r}")


def _check_effect(ctx: _Ctx, where: str, e, static: bool) -> None:
    """An effect against its verb's registration (verbs.py: parameters and their kinds)."""
    if not isinstance(e, dict) or "do" not in e:
        ctx.fail(where, "an effect needs a 'do'")
    do = e["do"]
    v = verbs.get(do) if isinstance(do, str) else None
    if v is None:
        ctx.fail(f"{where}.do", f"unknown effect {do!r}")
    if not v.continuous and static:
        ctx.fail(f"{where}.do", f"{do!r} is a one-shot effect; a static ability needs continuous ones")
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
            ctx.fail(where, f"must name a declared chain_item target, not {x!r}")
    elif kind in (verbs.AMOUNT, verbs.AMOUNT_OR_ALL):
        _check_amount(ctx, where, x, allow_all=(kind == verbs.AMOUNT_OR_ALL))
    elif kind == verbs.STAT:
        if x not in STATS:
            ctx.fail(where, f"unknown stat {x!r}")
    elif kind == verbs.ROLE:
        if x not in ROLES:
            ctx.fail(where, f"unknown slot {x!r}")
    elif kind == verbs.ROLES:
        if not isinstance(x, list) or not x:
            ctx.fail(where, "must be a non-empty list of roles")
        for r in x:
            if r not in ROLES:
                ctx.fail(where, f"unknown role {r!r}")
    elif kind == verbs.CHOICE:
        if x not in prm.choices:
            ctx.fail(where, f"unknown value {x!r} (one of {', '.join(map(str, prm.choices))})")
    elif kind == verbs.BOOL:
        if not isinstance(x, bool):
            ctx.fail(where, "must be true or false")
    elif kind == verbs.FILTER:
        _check_filter(ctx, where, x)
    elif kind == verbs.ABILITY:
        _check_ability(ctx, where, x)


def _check_targets(ctx: _Ctx, where: str, targets) -> None:
    if not isinstance(targets, list):
        ctx.fail(where, "must be a list")
    for i, t in enumerate(targets):
        w = f"{where}[{i}]"
        _keys(ctx, w, t, TARGET_KEYS, {"id", "pick"})
        if not isinstance(t["id"], str) or not t["id"]:
            ctx.fail(f"{w}.id", "must be a name such as t1 or p1")
        if t["id"] in ctx.targets or t["id"] in CARD_REFS or t["id"] in PLAYER_REFS:
            ctx.fail(f"{w}.id", f"{t['id']!r} is already used")
        pick = t["pick"]
        if pick == "card":
            _check_filter(ctx, f"{w}.filter", t.get("filter"))
        elif pick == "player":
            _keys(ctx, f"{w}.filter", t.get("filter", {}), {"side"})
            if t.get("filter", {}).get("side", "all") not in SIDES:
                ctx.fail(f"{w}.filter.side", f"unknown side {t['filter']['side']!r}")
        elif pick == "chain_item":
            f = t.get("filter", {})
            _keys(ctx, f"{w}.filter", f, {"item_kinds", "controller"})
            for k in f.get("item_kinds", []):
                if k not in range(11, 20):
                    ctx.fail(f"{w}.filter.item_kinds", f"unknown chain item kind {k!r}")
            if f.get("controller", "any") not in CONTROLLERS:
                ctx.fail(f"{w}.filter.controller", f"unknown controller {f['controller']!r}")
        else:
            ctx.fail(f"{w}.pick", f"unknown pick {pick!r}")
        if "count" in t:
            _int(ctx, f"{w}.count", t["count"], 1)
        if "up_to" in t and not isinstance(t["up_to"], bool):
            ctx.fail(f"{w}.up_to", "must be true or false")
        ctx.targets[t["id"]] = pick


def _check_when(ctx: _Ctx, where: str, w) -> None:
    if not isinstance(w, dict) or "event" not in w:
        ctx.fail(where, "needs an 'event'")
    ev = w["event"]
    if ev not in EVENTS:
        ctx.fail(f"{where}.event", f"unknown event {ev!r}")
    _keys(ctx, where, w, EVENTS[ev] | {"event"})
    if "subject" in w and w["subject"] != "self":
        _check_filter(ctx, f"{where}.subject", w["subject"])
    if w.get("whose", "you") not in ("you", "enemies", "allies", "any", "we"):
        ctx.fail(f"{where}.whose", f"unknown side {w['whose']!r}")
    for h in w.get("how", []):
        if h not in ("阵亡", "破坏", "牺牲"):
            ctx.fail(f"{where}.how", f"unknown way {h!r}")
    if w.get("to", "any") not in ("graveyard", "hand", "removed", "any"):
        ctx.fail(f"{where}.to", f"unknown destination {w['to']!r}")
    if w.get("damage_kind", "any") not in ("combat", "permanent", "any"):
        ctx.fail(f"{where}.damage_kind", f"unknown damage kind {w['damage_kind']!r}")
    if "phase" in w and w["phase"] not in PHASES:
        ctx.fail(f"{where}.phase", f"unknown phase {w['phase']!r}")
    if "player" in w:
        _check_player_ref(ctx, f"{where}.player", w["player"])


def _check_cost(ctx: _Ctx, where: str, cost) -> None:
    if not isinstance(cost, list):
        ctx.fail(where, "must be a list")
    for i, c in enumerate(cost):
        w = f"{where}[{i}]"
        if not isinstance(c, dict) or c.get("pay") not in PAYS:
            ctx.fail(f"{w}.pay", f"unknown cost {c.get('pay') if isinstance(c, dict) else c!r}")
        allowed, required = PAYS[c["pay"]]
        _keys(ctx, w, c, allowed | {"pay"}, required)
        if "n" in c:
            _int(ctx, f"{w}.n", c["n"], 1)
        if "filter" in c:
            _check_filter(ctx, f"{w}.filter", c["filter"])


def _check_ability(ctx: _Ctx, where: str, ab) -> None:
    if not isinstance(ab, dict) or ab.get("kind") not in ABILITY_KEYS:
        ctx.fail(f"{where}.kind", f"unknown ability kind {ab.get('kind') if isinstance(ab, dict) else ab!r}")
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
            ctx.fail(f"{where}.optional", "must be true or false")
    if ab["kind"] == "activated":
        if ab["style"] not in ("tap", "free"):
            ctx.fail(f"{where}.style", f"unknown style {ab['style']!r}")
        if ab.get("speed", "any") not in ("any", "main"):
            ctx.fail(f"{where}.speed", f"unknown speed {ab['speed']!r}")
        if "per_turn" in ab:
            _int(ctx, f"{where}.per_turn", ab["per_turn"], 1)
        if "cost" in ab:
            _check_cost(ctx, f"{where}.cost", ab["cost"])
    if not isinstance(ab["effects"], list):
        ctx.fail(f"{where}.effects", "must be a list")
    for i, e in enumerate(ab["effects"]):
        _check_effect(ctx, f"{where}.effects[{i}]", e, static=(ab["kind"] == "static"))
    ctx.targets = saved


def check_card(card: dict, persistent_targets: dict | None = None) -> None:
    """Raise CardDataError unless ``card`` follows the card format of D.2 / D.10."""
    cid = card.get("id") if isinstance(card, dict) else None
    ctx = _Ctx(str(cid))
    if not isinstance(card, dict):
        ctx.fail("card", "must be an object")
    if not isinstance(cid, str) or "-" not in cid:
        ctx.fail("id", "must be a string '<set>-<number>'")
    for k in card:
        if k not in CARD_KEYS:
            ctx.fail(k, "unknown key")
    for k in ("name", "type"):
        if k not in card:
            ctx.fail(k, "missing required key")
    t = card["type"]
    if t not in TYPES:
        ctx.fail("type", f"unknown type {t!r}")
    for k in card:
        if k not in COMMON_KEYS and k not in TYPE_KEYS[t]:
            ctx.fail(k, f"not a key of a {t} card")
    if not isinstance(card["name"], str):
        ctx.fail("name", "must be a string")
    if card["name"] == "" and (t != "兵权" or card.get("abilities")):
        ctx.fail("name", "only plain 兵权 cards may be nameless")
    if card.get("faction", "") not in FACTIONS:
        ctx.fail("faction", f"unknown faction {card['faction']!r}")
    if t in ("将领", "阵型"):
        for k in STATS:
            if k not in card:
                ctx.fail(k, "missing required key")
            _int(ctx, k, card[k])
    if t == "将领":
        for c in card.get("corps", []):
            if c not in CORPS:
                ctx.fail("corps", f"unknown 兵种 {c!r}")
    if "bingquan_condition" in card:
        bc = card["bingquan_condition"]
        if not isinstance(bc, dict):
            ctx.fail("bingquan_condition", "must be an object")
        for k, v in bc.items():
            if k not in BINGZHONG:
                ctx.fail("bingquan_condition", f"unknown 兵种 {k!r}")
            _int(ctx, f"bingquan_condition.{k}", v, 0)
    if t == "兵权":
        fv = _keys(ctx, "face_value", card.get("face_value"), {"bingzhong", "amount"}, {"bingzhong"})
        if fv["bingzhong"] not in BINGZHONG:
            ctx.fail("face_value.bingzhong", f"unknown 兵种 {fv['bingzhong']!r}")
        _int(ctx, "face_value.amount", fv.get("amount", 1), 1)
    if t in ("谋略", "事件"):
        if card.get("speed", "main" if t == "谋略" else "any") not in ("main", "any"):
            ctx.fail("speed", f"unknown speed {card['speed']!r}")
    if t == "谋略":
        if not isinstance(card.get("persistent", False), bool):
            ctx.fail("persistent", "must be true or false")
        if "lasts" in card:
            _check_duration(ctx, "lasts", card["lasts"])
    if t == "阵型":
        mem = card["members"]
        if not isinstance(mem, list) or not mem:
            ctx.fail("members", "must be a non-empty list of entries")
        for i, entry in enumerate(mem):
            if not isinstance(entry, list) or not entry:
                ctx.fail(f"members[{i}]", "must be a non-empty list of 兵种")
            for c in entry:
                if c not in CORPS and c != "任意":
                    ctx.fail(f"members[{i}]", f"unknown 兵种 {c!r}")
    if "use" in card:
        use = card["use"]
        _keys(ctx, "use", use, USE_KEYS, {"effects"})
        if "targets" in use:
            _check_targets(ctx, "use.targets", use["targets"])
        if "condition" in use:
            _check_condition(ctx, "use.condition", use["condition"])
        if not isinstance(use["effects"], list):
            ctx.fail("use.effects", "must be a list")
        for i, e in enumerate(use["effects"]):
            _check_effect(ctx, f"use.effects[{i}]", e, static=False)
    elif t == "事件" or (t == "谋略" and not card.get("persistent", False)):
        ctx.fail("use", "missing required key")
    abilities = card.get("abilities", [])
    if not isinstance(abilities, list):
        ctx.fail("abilities", "must be a list")
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
                    ctx.fail(f"display.{lang}.{k}", "must be a string")
    if "test" in card and not isinstance(card["test"], bool):
        ctx.fail("test", "must be true or false")


def load_card_file(path: Path) -> list[dict]:
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CardDataError(f"{Path(path).name}: cannot read: {exc}") from None
    cards = doc.get("cards") if isinstance(doc, dict) else doc
    if not isinstance(cards, list):
        raise CardDataError(f"{Path(path).name}: expected a list of cards")
    for c in cards:
        check_card(c)
    return cards


class CardDB:
    """All known card definitions by id, with a name index."""

    def __init__(self, cards: list[dict]) -> None:
        self.by_id: dict[str, dict] = {}
        self.by_name: dict[str, dict] = {}
        for c in cards:
            if c["id"] in self.by_id:
                raise CardDataError(f"card {c['id']}: the id is used twice")
            self.by_id[c["id"]] = c
            if c["name"]:
                if c["name"] in self.by_name:
                    raise CardDataError(f"card {c['id']}: the name {c['name']} is used twice")
                self.by_name[c["name"]] = c

    def __getitem__(self, cid: str) -> dict:
        return self.by_id[cid]

    def __contains__(self, cid: str) -> bool:
        return cid in self.by_id

    def lookup(self, ref: str) -> dict | None:
        """A card by id, by name, or by its display name in any language."""
        if ref in self.by_id:
            return self.by_id[ref]
        if ref in self.by_name:
            return self.by_name[ref]
        for c in self.by_id.values():
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
        for p in sorted(cards_dir().glob("*.json")):
            cards += load_card_file(p)
        _DB = CardDB(cards)
    return _DB


def display_name(card: dict, lang: str = "zh_CN") -> str:
    d = card.get("display", {}).get(lang, {})
    return d.get("name") or card["name"] or card["id"]


def bingquan_total(card: dict) -> int:
    return sum(card.get("bingquan_condition", {}).values())
