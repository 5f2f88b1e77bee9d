"""三国智 card texts written from the card data: each effect by its verb's template (verbs.py), in zh_CN and en.

The starter set's generator (tools/gen_starter.py) writes every card's text with ``card_text``, so a text
always says what the data does; zh_TW is converted from zh_CN with OpenCC (``zh_tw``).  The phrases for
references (``you``, ``t1`` → its declared filter, ``{"all": …}``), amounts, durations, conditions and the
frame of an ability (trigger, cost, once per turn) live here; each verb's own words live in its
registration (mechanics/verbs.py).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from . import verbs

LANGS = ("zh_CN", "en")
OPS = {">=": "≥", "<=": "≤", ">": ">", "<": "<", "==": "=", "!=": "≠"}
STAT = {"zh_CN": {"attack": "攻击", "health": "生命", "intelligence": "智力"},
        "en": {"attack": "attack", "health": "health", "intelligence": "intelligence"}}
NOUN = {"将领": ("将领", "名", "general", "generals"), "宝物": ("宝物", "件", "treasure", "treasures"),
        "谋略": ("谋略", "张", "stratagem", "stratagems"), "阵型": ("阵型", "个", "formation", "formations"),
        "兵权": ("兵权", "张", "command card", "command cards"), "事件": ("事件", "张", "event", "events")}
SELF = {"将领": ("此将领", "this general"), "阵型": ("此阵型", "this formation"), "宝物": ("此宝物", "this treasure"),
        "谋略": ("此谋略", "this stratagem"), "兵权": ("此兵权", "this command card"), "事件": ("此事件", "this event")}
CORPS_EN = {"骑兵": "cavalry", "步兵": "infantry", "弓兵": "archer", "刀盾": "shield", "枪兵": "spear"}
ROLE_EN = {"主将": "commander", "军师": "strategist", "副将": "lieutenant"}
PHASE_EN = {"抓牌": "draw", "准备": "main", "战斗": "battle", "结束": "end"}
ITEM = {11: ("伏将", "general set face down"), 12: ("武将上场", "general entering the field"),
        13: ("宝物装备", "treasure being equipped"), 14: ("翻转", "flip"), 15: ("横置技能", "tap ability"),
        16: ("谋略发动", "谋略"), 17: ("启动式效果", "activated ability"), 18: ("事件", "event"),
        19: ("触发效果", "triggered effect")}
HOW = {"阵亡": ("阵亡", "die", "dies in battle"), "破坏": ("被破坏", "be destroyed", "is destroyed"),
       "牺牲": ("被牺牲", "be sacrificed", "is sacrificed")}

# Game words an English text may still hold, as the English texts say them (the table's glossary:
# desktop/ui/sanguozhi/terms.py).  Longest first; every English text is checked for Chinese left over.
EN_TERMS = (("兵权槽", "command slot"), ("粮草", "provisions"), ("宝物", "treasure"), ("谋略", "stratagem"),
            ("主将", "commander"), ("军师", "strategist"), ("副将", "lieutenant"), ("任意", "Any"),
            ("步兵", "Infantry"), ("弓兵", "Archers"), ("骑兵", "Cavalry"), ("谋士", "Advisers"),
            ("枪兵", "Spearmen"), ("刀盾", "Shieldmen"))
_CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
_FIELD = re.compile(r"\{(\w+)\}")


def english(text: str, where: str = "") -> str:
    for zh, en in EN_TERMS:
        text = text.replace(zh, en)
    if _CJK.search(text):
        raise ValueError(f"{where}: Chinese left in the English text {text!r} (add the word to EN_TERMS)")
    return text


PHRASES = Path(__file__).resolve().parent / "tools" / "zh_tw_phrases.txt"


@lru_cache(maxsize=1)
def _opencc():
    import opencc  # a generator-time dependency (the test extras); the program reads the written texts
    return opencc.OpenCC("s2twp")


@lru_cache(maxsize=1)
def phrases() -> tuple[tuple[str, str], ...]:
    """The game's phrase list (tools/zh_tw_phrases.txt), longest first."""
    out = []
    for line in PHRASES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            zh, tw = line.split("\t")
            out.append((zh, tw))
    return tuple(sorted(out, key=lambda p: -len(p[0])))


def zh_tw(text: str) -> str:
    """zh_CN → zh_TW (Taiwan standard characters and phrasing): the phrase list first, OpenCC ``s2twp`` for the
    rest (each piece between phrases converted on its own)."""
    table = phrases()
    out: list[str] = []
    plain: list[str] = []
    i = 0
    while i < len(text):
        for zh, tw in table:
            if text.startswith(zh, i):
                if plain:
                    out.append(_opencc().convert("".join(plain)))
                    plain = []
                out.append(tw)
                i += len(zh)
                break
        else:
            plain.append(text[i])
            i += 1
    if plain:
        out.append(_opencc().convert("".join(plain)))
    return "".join(out)


class Ctx:
    """What a text needs to know about its card: its type (``self``) and the targets it declared."""

    def __init__(self, card_type: str, decls: list | None = None) -> None:
        self.type = card_type
        self.decls = {d["id"]: d for d in (decls or [])}
        self.mentioned: set[str] = set()  # targets named already: later they are "it" / 其
        self.self_named = False  # the card named itself already (此将领进攻时，…)

    def with_decls(self, decls: list | None) -> "Ctx":
        c = Ctx(self.type)
        c.self_named = self.self_named
        c.decls = dict(self.decls)
        c.decls.update({d["id"]: d for d in (decls or [])})
        return c


# ---------------------------------------------------------------- references

def _n(n) -> str:
    return str(n)


def filter_phrase(f: dict, lang: str, mode: str = "target", count: int = 1, up_to: bool = False) -> str:
    """A card filter as words.  ``mode``: ``target`` (一名敌方将领 / target enemy general), ``indef``
    (an enemy general), ``plural`` (你控制的其他将领 / other generals you control)."""
    typ = f.get("type", "将领")
    zh_noun, measure, en_one, en_many = NOUN[typ]
    roles = f.get("role")
    if roles:
        zh_noun = "或".join(roles)
        en_one = " or ".join(ROLE_EN[r] for r in roles)
        en_many = " or ".join(ROLE_EN[r] + "s" for r in roles)
    ctl = f.get("controller", "any")
    corps = f.get("corps")
    stat = f.get("stat", {})
    if lang == "zh_CN":
        attrs = ""
        if "name" in f:
            attrs += f"名为{f['name']}的"
        for s, cm in stat.items():
            attrs += f"{STAT['zh_CN'][s]}{OPS[cm['op']]}{cm['value']}的"
        if "bingquan_total" in f:
            attrs += f"兵权条件合计{OPS[f['bingquan_total']['op']]}{f['bingquan_total']['value']}的"
        if "has_treasure" in f:
            attrs += "装备宝物的" if f["has_treasure"] else "未装备宝物的"
        if "ready" in f:
            attrs += "未横置的" if f["ready"] else "横置的"
        if "in_formation" in f:
            attrs += "阵型中的" if f["in_formation"] else "不在阵型中的"
        if f.get("face") == "down":
            attrs += "背面朝上的"
        zone = {"hand": "手牌中的", "graveyard": "墓地中的", "deck": "营地中的"}.get(f.get("zone", "field"), "")
        side = {"enemies": "敌方", "allies": "友方", "we": "你方"}.get(ctl, "")
        body = attrs + side + ("或".join(corps) if corps else "") + zh_noun
        if mode == "plural":
            who = {"you": "你控制的", "enemies": "", "allies": "", "we": ""}.get(ctl, "")
            return zone + who + ("其他" if f.get("other") else "") + attrs + side + ("或".join(corps) if corps else "") + zh_noun
        if mode == "indef":
            return ("你的" if ctl == "you" else "") + ("其他" if f.get("other") else "") + zone + body
        q = ("至多" if up_to else "") + ("一" if count == 1 and not up_to else _n(count)) + measure
        if f.get("other"):
            q = "另" + q
        return ("你的" if ctl == "you" else "") + q + zone + body
    # English
    side = {"enemies": "enemy ", "allies": "allied ", "we": "friendly "}.get(ctl, "")
    cw = (" or ".join(CORPS_EN[c] for c in corps) + " ") if corps else ""
    tail = ""
    for s, cm in stat.items():
        tail += f" with {STAT['en'][s]} {OPS[cm['op']]} {cm['value']}"
    if "bingquan_total" in f:
        tail += f" with a command total {OPS[f['bingquan_total']['op']]} {f['bingquan_total']['value']}"
    if "has_treasure" in f:
        tail += " with a 宝物" if f["has_treasure"] else " without a 宝物"
    if "ready" in f:
        tail += " that is untapped" if f["ready"] else " that is tapped"
    if "in_formation" in f:
        tail += " in a formation" if f["in_formation"] else " not in a formation"
    if f.get("face") == "down":
        tail += " that is face down"
    if "name" in f:
        tail += f" named {f['name']}"
    zone = {"hand": " in a hand", "graveyard": " in a graveyard", "deck": " in a camp"}.get(f.get("zone", "field"), "")
    if mode == "plural":
        if ctl == "you" and not f.get("other"):
            return "your " + cw + en_many + tail + zone
        own = " you control" if ctl == "you" else ""
        return ("other " if f.get("other") else "") + side + cw + en_many + tail + zone + own
    own = " of yours" if ctl == "you" else ""
    noun = side + cw + (en_one if count == 1 else en_many)
    if mode == "indef":
        if f.get("other"):
            return "another " + noun + tail + zone + own
        return ("an " if noun[:1] in "aeiou" else "a ") + noun + tail + zone + own
    if f.get("other"):
        q = "another "
    elif count == 1 and not up_to:
        q = "target "
    else:
        q = ("up to " if up_to else "") + f"{count} target "
    return q + noun + tail + zone + own


def player_words(ref, lang: str, ctx: Ctx) -> dict:
    """A player reference: subject, object and possessive forms, and the agreement words it needs."""
    you = ref in (None, "you")
    if isinstance(ref, str) and ref in ctx.decls:
        side = ctx.decls[ref].get("filter", {}).get("side", "all")
        zh = {"you": "你", "enemies": "一名敌方", "allies": "一名友方", "we": "你方一名玩家", "all": "一名玩家"}[side]
        en = {"you": "you", "enemies": "target enemy", "allies": "target ally", "we": "target player on your side",
              "all": "target player"}[side]
        you = side == "you"
    else:
        zh = {"you": "你", "owner": "其拥有者", "subject_controller": "其控制者", "we": "你方每名玩家",
              "allies": "每名友方", "enemies": "每名敌方", "all": "每名玩家"}.get(ref or "you", str(ref))
        en = {"you": "you", "owner": "its owner", "subject_controller": "its controller",
              "we": "each player on your side", "allies": "each ally", "enemies": "each enemy",
              "all": "each player"}.get(ref or "you", str(ref))
    if lang == "zh_CN":
        return {"player": zh, "player_of": zh + "的", "player_s": zh}
    return {"player": en, "player_s": "" if you else en + " ", "player_of": "your" if you else en + "'s",
            "their": "your" if you else "their", "their_p": "your" if you else en + "'s",
            "_s": "" if you else "s", "_es": "" if you else "es", "have": "have" if you else "has"}


def card_words(ref, lang: str, ctx: Ctx, key: str = "target") -> tuple[str, bool]:
    """A card reference as words, and whether it names several cards."""
    zh = lang == "zh_CN"
    if isinstance(ref, dict) and "all" in ref:
        return filter_phrase(ref["all"], lang, "plural"), True
    if ref == "self":
        if ctx.self_named:  # 此将领防守时，其本回合生命+2 / When this general defends, it gets …
            return ("其" if zh else "it"), False
        return SELF[ctx.type][0 if zh else 1], False
    if ref == "equipped":
        return ("装备将领" if zh else "the equipped general"), False
    if ref == "members":
        return ("其成员" if zh else "its members"), True
    if ref == "subject":
        return ("其" if zh else "it"), False
    if isinstance(ref, str) and ref in ctx.decls:
        d = ctx.decls[ref]
        if ref in ctx.mentioned:
            return ("其" if zh else "it"), False
        ctx.mentioned.add(ref)
        n = d.get("count", 1)
        if d["pick"] == "chain_item":
            kinds = d.get("filter", {}).get("item_kinds") or []
            if zh:
                return "一个" + ("或".join(ITEM[k][0] for k in kinds) if kinds else "连环项目"), False
            return "target " + (" or ".join(ITEM[k][1] for k in kinds) if kinds else "chain item"), False
        if d["pick"] == "player":
            return player_words(ref, lang, ctx)["player"], False
        return filter_phrase(d.get("filter", {}), lang, "target", n, d.get("up_to", False)), n > 1
    return str(ref), False


def amount_words(a, lang: str, ctx: Ctx) -> str:
    zh = lang == "zh_CN"
    if isinstance(a, int):
        return str(a)
    if a == "all":
        return "所有" if zh else "all"
    if a == "event_amount":
        return "该数值" if zh else "that much"
    if isinstance(a, dict) and "stat" in a:
        who, _ = card_words(a["of"], lang, ctx)
        return f"{who}的{STAT['zh_CN'][a['stat']]}" if zh else f"{who}'s {STAT['en'][a['stat']]}"
    if isinstance(a, dict) and "count" in a:
        many = filter_phrase(a["count"], lang, "plural")
        return f"{many}的数量" if zh else f"the number of {many}"
    return str(a)


def condition_text(cond: dict, lang: str, ctx: Ctx) -> str:
    zh = lang == "zh_CN"
    t = cond["test"]
    if t in ("all_of", "any_of"):
        return ("且" if t == "all_of" else "或").join(condition_text(x, lang, ctx) for x in cond["of"]) if zh else \
            (" and " if t == "all_of" else " or ").join(condition_text(x, lang, ctx) for x in cond["of"])
    if t == "not":
        return f"并非{condition_text(cond['of'], lang, ctx)}" if zh else f"not ({condition_text(cond['of'], lang, ctx)})"
    if t == "phase_is":
        return f"在{cond['phase']}阶段" if zh else f"during the {PHASE_EN[cond['phase']]} phase"
    op = OPS.get(cond.get("op", ""), "")
    val = amount_words(cond["value"], lang, ctx) if "value" in cond else ""
    if t in ("has_treasure", "face_up", "role_is", "stat"):
        who, _ = card_words(cond["of"], lang, ctx)
        if t == "has_treasure":
            return f"{who}装备宝物" if zh else f"{who} has a 宝物"
        if t == "face_up":
            return f"{who}正面朝上" if zh else f"{who} is face up"
        if t == "role_is":
            return f"{who}为{'或'.join(cond['roles'])}" if zh else f"{who} is the {' or '.join(ROLE_EN[r] for r in cond['roles'])}"
        return f"{who}的{STAT['zh_CN'][cond['stat']]}{op}{val}" if zh else f"{who}'s {STAT['en'][cond['stat']]} is {op} {val}"
    if t == "count":
        many = filter_phrase(cond["filter"], lang, "plural")
        return f"{many}的数量{op}{val}" if zh else f"the number of {many} is {op} {val}"
    pw = player_words(cond["player"], lang, ctx)
    if t == "is_turn_of":
        return f"是{pw['player_of']}回合" if zh else f"it is {pw['their_p']} turn"
    if t == "liangcao":
        return f"{pw['player_of']}粮草{op}{val}" if zh else f"{pw['their_p']} 粮草 {op} {val}"
    if t == "hand_size":
        return f"{pw['player_of']}手牌数{op}{val}" if zh else f"{pw['their_p']} hand size is {op} {val}"
    return f"{pw['player_of']}{cond['bingzhong']}兵权{op}{val}" if zh else \
        f"{pw['their_p']} {cond['bingzhong']} command is {op} {val}"


def _duration(d, lang: str, ctx: Ctx) -> tuple[str, str]:
    """(inline, suffix) words of a duration."""
    zh = lang == "zh_CN"
    if d is None or d == "permanent":
        return "", ""
    if d == "this_turn":
        return ("本回合", "") if zh else ("", " this turn")
    if d == "until_your_next_turn":
        return ("直到你的下个回合", "") if zh else ("", " until your next turn")
    if isinstance(d, dict) and "turns" in d:
        return ("", f"，持续{d['turns']}回合") if zh else ("", f" for {d['turns']} turns")
    if isinstance(d, dict) and "while" in d:
        c = condition_text(d["while"], lang, ctx)
        return ("", f"（只要{c}）") if zh else ("", f" for as long as {c}")
    return "", ""


# ---------------------------------------------------------------- effects

def effect_text(e: dict, lang: str, ctx: Ctx) -> str:
    """One effect as a clause (no final punctuation), from its verb's template."""
    v = verbs.get(e["do"])
    if v is None:
        raise KeyError(e["do"])
    tpl = v.text[lang]
    fields: dict[str, str] = {}
    many = False
    subject_player = "player" in v.params
    for k, prm in v.params.items():
        if k not in e and not (prm.kind == verbs.PLAYER and k == "player"):
            continue
        x = e.get(k)
        if prm.kind == verbs.PLAYER:
            fields.update(player_words(x, lang, ctx))
        elif prm.kind in (verbs.CARD, verbs.CARD1):
            fields[k], pl = card_words(x, lang, ctx, k)
            if k == "target":
                many = pl
        elif prm.kind == verbs.CARD_OR_PLAYER:
            if isinstance(x, str) and (x in ("you", "we", "enemies", "all", "allies", "owner")
                                       or (x in ctx.decls and ctx.decls[x]["pick"] == "player")):
                fields[k] = player_words(x, lang, ctx)["player"]
            else:
                fields[k], many = card_words(x, lang, ctx, k)
        elif prm.kind == verbs.CHAIN_ITEM:
            fields[k], _ = card_words(x, lang, ctx, k)
        elif prm.kind in (verbs.AMOUNT, verbs.AMOUNT_OR_ALL):
            fields[k] = amount_words(x, lang, ctx)
        elif prm.kind == verbs.FILTER and isinstance(x, dict):
            fields[k] = filter_phrase(x, lang, "plural")
            if k == "filter":  # what a search finds: 一张谋略 / a stratagem
                n = e.get("n", 1)
                f = {k2: v2 for k2, v2 in x.items() if k2 != "zone"}
                if lang == "zh_CN":
                    fields["found"] = f"{amount_words(n, lang, ctx)}{NOUN[f.get('type', '将领')][1]}" + \
                        filter_phrase(f, lang, "plural")
                else:
                    fields["found"] = filter_phrase(f, lang, "indef") if n == 1 else \
                        f"{amount_words(n, lang, ctx)} " + filter_phrase(f, lang, "plural")
                fields["them"] = "it" if n == 1 else "them"
        elif prm.kind == verbs.ABILITY and isinstance(x, dict):
            fields[k] = ability_text(x, lang, ctx).rstrip("。.")
    n = e.get("n")
    fields["s"] = "" if n == 1 or e.get("delta") in (1, -1) else "s"
    fields["n_a"] = "a" if n == 1 and lang == "en" else fields.get("n", "")
    if v.continuous and lang == "en" and fields.get("player_s") == "":
        fields["player_s"] = "you "  # a lasting effect states a fact: "you have …", not an order
    if not subject_player:
        fields["_s"] = "" if many else "s"
        fields["has"] = "have" if many else "has"
        fields["its"] = "their" if many else "its"
    fields.setdefault("has", "have" if many else "has")
    if "duration" in e:
        fields["gets"] = "get" if many else "gets"
    else:
        fields["gets"] = fields["has"]
    inline, suffix = _duration(e.get("duration"), lang, ctx)
    fields["when"] = inline
    fields["when_c"] = inline + "，" if inline else ""
    if v.words is not None:
        fields.update(v.words(e, lang))
    used = set(_FIELD.findall(tpl))
    text = _FIELD.sub(lambda m: fields.get(m.group(1), ""), tpl)
    if lang == "zh_CN" and inline and not used & {"when", "when_c"}:
        text = inline + "，" + text
    if "if" in e:
        c = condition_text(e["if"], lang, ctx)
        text = (f"若{c}，" + text) if lang == "zh_CN" else f"if {c}, " + text
    text = re.sub(r"  +", " ", text + suffix).strip()
    if lang == "zh_CN":
        text = re.sub(r"(?<![\d.+-])1(?=[张个名件])", "一", text)
    return text


def _merge_stats(effects: list) -> list:
    """Consecutive modify_stat effects on the same target and for the same time read as one clause."""
    out: list = []
    for e in effects:
        prev = out[-1] if out else None
        if (prev is not None and e["do"] == "modify_stat" and prev[0]["do"] == "modify_stat"
                and e.get("target") == prev[0].get("target") and e.get("duration") == prev[0].get("duration")
                and "if" not in e and "if" not in prev[0]):
            prev.append(e)
        else:
            out.append([e])
    return out


def effects_text(effects: list, lang: str, ctx: Ctx) -> str:
    zh = lang == "zh_CN"
    clauses = []
    for group in _merge_stats(effects):
        text = effect_text(group[0], lang, ctx)
        for e in group[1:]:
            # 装备将领攻击+1、生命+1 / the equipped general has +1 attack and +1 health
            d = amount_words(e["delta"], lang, ctx)
            d = d if d.startswith("-") else "+" + d
            text += ("、" + STAT["zh_CN"][e["stat"]] + d) if zh else (" and " + d + " " + STAT["en"][e["stat"]])
        clauses.append(text)
    if zh:
        for i in range(1, len(clauses)):  # 你失去3点粮草，抓3张卡 / 你的手牌上限+1，粮草上限+5
            for subj in ("你的", "你"):
                if clauses[0].startswith(subj) and clauses[i].startswith(subj):
                    clauses[i] = clauses[i][len(subj):]
                    break
        return "，".join(clauses)
    cont = all(verbs.registry()[e["do"]].continuous for e in effects)
    if len(clauses) <= 1:
        return "".join(clauses)
    return (" and " if cont else ", then ").join(clauses)


# ---------------------------------------------------------------- abilities

def _subject(w: dict, lang: str, ctx: Ctx) -> str:
    s = w.get("subject")
    if s == "self":
        return SELF[ctx.type][0 if lang == "zh_CN" else 1]
    if isinstance(s, dict):
        return filter_phrase(s, lang, "indef")
    return "一张卡" if lang == "zh_CN" else "a card"


def _whose(w: dict, lang: str, ctx: Ctx) -> str:
    if "player" in w:
        return player_words(w["player"], lang, ctx)["player_of" if lang == "zh_CN" else "their_p"]
    wh = w.get("whose", "you")
    if lang == "zh_CN":
        return {"you": "你的", "enemies": "敌方的", "allies": "友方的", "we": "你方的", "any": "每名玩家的"}[wh]
    return {"you": "your", "enemies": "each enemy's", "allies": "each ally's", "we": "each of your side's",
            "any": "each player's"}[wh]


def when_text(w: dict, lang: str, ctx: Ctx) -> str:
    """The frame of a triggered ability: 登场时，/ When this enters the field, """
    zh = lang == "zh_CN"
    ev = w["event"]
    subj = _subject(w, lang, ctx)
    how = w.get("how")
    if ev == "enters_field" and w.get("subject") == "self":
        return "登场时，" if zh else "When this enters the field, "
    if ev in ("dies", "would_die"):
        ways = how or (["阵亡", "破坏"] if ev == "would_die" else None)
        if zh:
            what = "或".join(HOW[h][0] for h in ways or []) or "死亡"
            return f"{subj}{'将' if ev == 'would_die' else ''}{what}时，"
        if ev == "would_die":
            return f"When {subj} would {' or '.join(HOW[h][1] for h in ways or [])}, "
        return f"When {subj} {' or '.join(HOW[h][2] for h in ways) if ways else 'dies'}, "
    if ev in ("turn_start", "turn_end", "phase_start", "battle_end"):
        who = _whose(w, lang, ctx)
        if zh:
            return {"turn_start": f"{who}回合开始时，", "turn_end": f"{who}回合结束时，",
                    "phase_start": f"{who}{w.get('phase', '')}阶段开始时，", "battle_end": f"{who}战斗结束时，"}[ev]
        return {"turn_start": f"At the start of {who} turn, ", "turn_end": f"At the end of {who} turn, ",
                "phase_start": f"At the start of {who} {PHASE_EN.get(w.get('phase', ''), '')} phase, ",
                "battle_end": f"At the end of {who} battle, "}[ev]
    if ev in ("player_damaged", "draws"):
        who = player_words(w.get("player", "you"), lang, ctx)["player"] if "player" in w else \
            {"you": "你", "enemies": "敌方", "any": "一名玩家"}.get(w.get("whose", "you"), "你") if zh else \
            {"you": "you", "enemies": "an enemy", "any": "a player"}.get(w.get("whose", "you"), "you")
        if zh:
            return f"{who}{'受到伤害' if ev == 'player_damaged' else '抓卡'}时，"
        verb = ("are damaged" if who == "you" else "is damaged") if ev == "player_damaged" else \
            ("draw" if who == "you" else "draws")
        return f"When {who} {verb}, "
    zh_words = {"enters_field": "登场", "leaves_field": "离场", "destroyed": "被破坏", "flipped": "翻为正面",
                "attacks": "进攻", "defends": "防守", "damaged": "受到伤害", "used": "发动",
                "treasure_equipped": "装备宝物", "formation_formed": "结成", "formation_dissolved": "解散"}
    en_words = {"enters_field": "enters the field", "leaves_field": "leaves the field", "destroyed": "is destroyed",
                "flipped": "is turned face up", "attacks": "attacks", "defends": "defends", "damaged": "is damaged",
                "used": "is used", "treasure_equipped": "is equipped with a treasure",
                "formation_formed": "is formed", "formation_dissolved": "is dissolved"}
    if zh:
        return f"{subj}{zh_words[ev]}时，"
    return f"When {subj} {en_words[ev]}, "


def _cost_text(cost: list, style: str, lang: str, ctx: Ctx) -> str:
    zh = lang == "zh_CN"
    parts = ["横置" if zh else "Tap"] if style == "tap" else []
    for c in cost:
        n = c.get("n", 1)
        if c["pay"] == "tap_self":
            if style != "tap":
                parts.append("横置" if zh else "Tap")
        elif c["pay"] == "lose_liangcao":
            parts.append(f"失去{n}点粮草" if zh else f"Lose {n} 粮草")
        elif c["pay"] == "discard":
            parts.append(f"舍弃{'一' if n == 1 else n}张手牌" if zh else ("Discard a card" if n == 1 else f"Discard {n} cards"))
        elif c["pay"] == "sacrifice":
            f = filter_phrase(c["filter"], lang, "plural")
            parts.append(f"牺牲{n}{NOUN[c['filter']['type']][1]}{f}" if zh else f"Sacrifice {n} {f}")
        elif c["pay"] == "tap":
            f = filter_phrase(c["filter"], lang, "plural")
            parts.append(f"横置{n}{NOUN[c['filter']['type']][1]}{f}" if zh else f"Tap {n} {f}")
    if not parts:
        return ""
    if zh:
        return "，".join(parts) + "："
    return ", ".join([parts[0]] + [p[0].lower() + p[1:] for p in parts[1:]]) + ": "


def _sentence(text: str, lang: str) -> str:
    if lang == "zh_CN":
        return text + "。"
    return text[:1].upper() + text[1:] + "."


def ability_text(ab: dict, lang: str, ctx: Ctx) -> str:
    """One ability as a sentence: its frame (trigger, cost, condition) and its effects."""
    zh = lang == "zh_CN"
    c = ctx.with_decls(ab.get("targets"))
    kind = ab["kind"]
    if kind == "triggered" and ab["when"].get("subject") == "self" and ab["when"]["event"] != "enters_field":
        c.self_named = True
    body = effects_text(ab["effects"], lang, c)
    if kind == "triggered" and ab.get("optional"):
        if zh:
            body = "你可以" + body[1:] if body.startswith("你") and not body.startswith("你的") else "你可以" + body
        else:
            body = "you may " + body
    cond = ""
    if "condition" in ab:
        ct = condition_text(ab["condition"], lang, c)
        cond = (f"{ct}时，" if kind == "static" else f"若{ct}，") if zh else \
            (f"While {ct}, " if kind == "static" else f"if {ct}, ")
    if kind == "triggered":
        frame = when_text(ab["when"], lang, c)
        text = frame + cond + body
        return _sentence(text, lang)
    if kind == "activated":
        lead = _cost_text(ab.get("cost", []), ab["style"], lang, c)
        text = _sentence(lead + cond + body, lang)
        per = ab.get("per_turn", 1 if ab["style"] == "free" else None)
        if per is not None:
            if zh:
                text += "每回合限一次。" if per == 1 else f"每回合限{per}次。"
            else:
                text += " Once per turn." if per == 1 else f" {per} times per turn."
        if ab.get("speed") == "main":
            text += "（仅限准备阶段）" if zh else " (Main phase only.)"
        return text
    return _sentence(cond + body, lang)


def _duration_label(d, lang: str) -> str:
    if isinstance(d, dict) and "turns" in d:
        return f"（{d['turns']}回合）" if lang == "zh_CN" else f" ({d['turns']} turns)"
    return ""


def card_text(card: dict, lang: str) -> str:
    """The whole rules text of a card in zh_CN, zh_TW or en ("" for a card without text)."""
    if lang == "zh_TW":
        return zh_tw(card_text(card, "zh_CN"))
    ctx = Ctx(card["type"])
    sep = "" if lang == "zh_CN" else " "
    out = []
    if "use" in card:
        use = card["use"]
        c = ctx.with_decls(use.get("targets"))
        body = effects_text(use["effects"], lang, c)
        if "condition" in use:
            ct = condition_text(use["condition"], lang, c)
            body = (f"若{ct}，" if lang == "zh_CN" else f"if {ct}, ") + body
        out.append(_sentence(body, lang))
    abilities = [ability_text(ab, lang, ctx) for ab in card.get("abilities", [])]
    if card.get("persistent"):
        head = ("持续谋略" + _duration_label(card.get("lasts"), lang) + "：") if lang == "zh_CN" else \
            ("Persistent" + _duration_label(card.get("lasts"), lang) + ": ")
        first = abilities[0] if abilities else ""
        if lang == "en" and first:
            first = first[:1].lower() + first[1:]
        abilities = [head + first] + abilities[1:] if abilities else [head.rstrip("：: ")]
    out += abilities
    text = sep.join(out)
    return english(text, card.get("id", "")) if lang == "en" else text
