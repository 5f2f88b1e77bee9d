"""三国智 game words in the three languages (data, like zoneinfo's labels), and card display text by language."""

from __future__ import annotations

import re

from ....games.sanguozhi.cards import card_db
from ....games.sanguozhi.zoneinfo import zone_label
from ... import i18n

_IDX = {"zh_CN": 0, "zh_TW": 1, "en": 2}

TERMS = {
    # card types (D.2)
    "将领": ("将领", "將領", "General"), "谋略": ("谋略", "謀略", "Stratagem"), "兵权": ("兵权", "兵權", "Command"),
    "宝物": ("宝物", "寶物", "Treasure"), "阵型": ("阵型", "陣型", "Formation"), "事件": ("事件", "事件", "Event"),
    # 兵种 and corps
    "步兵": ("步兵", "步兵", "Infantry"), "弓兵": ("弓兵", "弓兵", "Archers"), "骑兵": ("骑兵", "騎兵", "Cavalry"),
    "谋士": ("谋士", "謀士", "Advisers"), "刀盾": ("刀盾", "刀盾", "Shieldmen"), "枪兵": ("枪兵", "槍兵", "Spearmen"),
    "任意": ("任意", "任意", "Any"),
    # factions
    "魏": ("魏", "魏", "Wei"), "蜀": ("蜀", "蜀", "Shu"), "吴": ("吴", "吳", "Wu"), "群": ("群", "群", "Qun"),
    "": ("—", "—", "—"),
    # roles
    "主将": ("主将", "主將", "Commander"), "军师": ("军师", "軍師", "Strategist"), "副将": ("副将", "副將", "Lieutenant"),
    # stats
    "attack": ("攻击", "攻擊", "Attack"), "health": ("生命", "生命", "Health"), "intelligence": ("智力", "智力", "Intellect"),
    "粮草": ("粮草", "糧草", "Provisions"), "兵权条件": ("兵权条件", "兵權條件", "Command condition"),
    "战团": ("战团", "戰團", "Battle group"), "行动权": ("行动权", "行動權", "Priority"),
    # ability labels of the card data (D.10.1), shown with a chain item
    "技能": ("技能", "技能", "Skill"), "属性": ("属性", "屬性", "Trait"), "禀赋": ("禀赋", "稟賦", "Gift"),
    "横置技能": ("横置技能", "橫置技能", "Tap skill"), "启动式效果": ("启动式效果", "啟動式效果", "Activated effect"),
    "连环": ("连环", "連環", "Chain"), "横置": ("横置", "橫置", "Tapped"), "盖放": ("盖放", "蓋放", "Face down"),
    "战斗伤害": ("战斗伤害", "戰鬥傷害", "Combat damage"), "永久伤害": ("永久伤害", "永久傷害", "Permanent damage"),
    # phases (client names, §3)
    "抓牌": ("抓牌阶段", "抓牌階段", "Draw phase"), "准备": ("准备阶段", "準備階段", "Main phase"),
    "战斗": ("战斗阶段", "戰鬥階段", "Battle phase"), "结束": ("结束阶段", "結束階段", "End phase"),
    "setup": ("开局", "開局", "Setup"),
    # what a refusal names (the action refused, the stat a 谋略 needs, D.3, D.11)
    "遣将": ("遣将", "遣將", "Deploying"), "伏将": ("伏将", "伏將", "Setting"), "翻转": ("翻转", "翻轉", "Flipping"),
    "谋略发动": ("谋略发动", "謀略發動", "Using"), "装备宝物": ("装备宝物", "裝備寶物", "Equipping"),
    "结成阵型": ("结成阵型", "結成陣型", "Forming"), "使用事件": ("使用事件", "使用事件", "Using"),
    "智力": ("智力", "智力", "Intellect"), "智力要求": ("智力要求", "智力要求", "Intellect needed"),
    "智": ("智", "智", "Int"),
    # the card back's mark, three glyphs stacked (the game's name; English readers see the Chinese mark)
    "back_mark": ("三国智", "三國智", "三国智"),
}
# Combat steps (D.7.1) shown after the phase.
STEPS = {
    "battle_start": ("战斗开始", "戰鬥開始", "start of battle"), "battle_attack": ("进攻", "進攻", "attack"),
    "battle_defend": ("防守", "防守", "defence"), "battle_damage": ("伤害", "傷害", "damage"),
    "battle_end": ("战斗结束", "戰鬥結束", "end of battle"),
}
PHASE_OF_STEP = {"setup_first": "setup", "setup_mull": "setup", "draw": "抓牌", "main": "准备",
                 "battle_start": "战斗", "battle_attack": "战斗", "battle_defend": "战斗", "battle_damage": "战斗",
                 "battle_end": "战斗", "end": "结束", "cleanup": "结束", "cleanup_check": "结束"}
# Chain item kinds (§4, D.10.12).
CHAIN_KINDS = {
    11: ("武将盖放", "武將蓋放", "Set general"), 12: ("武将上场", "武將上場", "General enters"),
    13: ("装备宝物", "裝備寶物", "Equip treasure"), 14: ("武将翻转", "武將翻轉", "Flip general"),
    15: ("横置技能", "橫置技能", "Tap skill"), 16: ("谋略发动", "謀略發動", "Stratagem"),
    17: ("启动式效果", "啟動式效果", "Activated effect"), 18: ("事件使用", "事件使用", "Event"),
    19: ("触发效果", "觸發效果", "Triggered effect"),
}
BINGQUAN_ORDER = ("步兵", "弓兵", "骑兵", "谋士")
FACTION_COLOURS = {"魏": "#2f5fa7", "蜀": "#b8322a", "吴": "#2e8b57", "群": "#7a6a55", "": "#6b6b6b"}
BINGZHONG_COLOURS = {"步兵": "#8d6e3f", "弓兵": "#3f8d4a", "骑兵": "#b23b2e", "谋士": "#3b5db2"}
TYPE_COLOURS = {"将领": "#c9a34a", "谋略": "#5b6fb5", "兵权": "#8a7a5a", "宝物": "#b0772a", "阵型": "#7d4fa0",
                "事件": "#3f8f8f"}


def lang() -> str:
    return i18n.current[0] if i18n.current[0] in _IDX else "en"


def pick(triple, language: str | None = None) -> str:
    return triple[_IDX.get(language or lang(), 2)]


def term(key: str, language: str | None = None) -> str:
    t = TERMS.get(key)
    return pick(t, language) if t else key


def other_language(language: str | None = None) -> str:
    """The language the card detail shows one key away: English for Chinese readers, Chinese for English."""
    language = language or lang()
    return "en" if language != "en" else "zh_CN"


def zone_name(zone_id: str, language: str | None = None) -> str:
    try:
        return pick(zone_label(zone_id), language)
    except KeyError:
        return zone_id


def card_def(defid: str | None) -> dict | None:
    if not defid:
        return None
    db = card_db()
    return db.by_id.get(defid)


def card_name(card: dict, language: str | None = None) -> str:
    language = language or lang()
    d = card.get("display", {}).get(language) or {}
    if d.get("name"):
        return d["name"]
    if card["type"] == "兵权":
        bz = card.get("face_value", {}).get("bingzhong", "")
        return term(bz, language) + (" " if language == "en" else "") + term("兵权", language)
    return card["name"] or card["id"]


def card_text(card: dict, language: str | None = None) -> str:
    language = language or lang()
    d = card.get("display", {}).get(language) or card.get("display", {}).get("zh_CN") or {}
    return d.get("text", "")


# A card's text speaks to its controller (你 / you). Told of another player's card it names that player instead:
# "你抓2张卡" on the opponent's 草船借箭 read as if the viewer drew (English: the possessive and the verbs that
# follow "you" in the card texts; an imperative sentence gets the player's name in front).
_EN_YOU = ((re.compile(r"\b[Yy]ou have\b"), "{p} has"), (re.compile(r"\b[Yy]ou control\b"), "{p} controls"),
           (re.compile(r"\b[Yy]ours\b"), "{p}'s"), (re.compile(r"\b[Yy]our\b"), "{p}'s"),
           (re.compile(r"\b[Yy]ou\b"), "{p}"))


def text_told_of(text: str, player: str, language: str | None = None) -> str:
    """A card text written to its controller, told of ``player`` (its controller, who is not the reader)."""
    language = language or lang()
    if not text:
        return text
    if language in ("zh_CN", "zh_TW"):
        return text.replace("你", player)
    for rx, repl in _EN_YOU:
        text = rx.sub(repl.replace("{p}", player), text)
    return f"{player}: {text}"


def condition_text(card: dict, language: str | None = None) -> str:
    cond = card.get("bingquan_condition") or {}
    parts = [f"{term(bz, language)} {cond[bz]}" for bz in BINGQUAN_ORDER if cond.get(bz)]
    return ", ".join(parts) if parts else "—"


def type_line(card: dict, language: str | None = None) -> str:
    """``将领 · 骑兵`` / ``兵权 · 步兵 1`` / ``阵型 · 骑兵, 骑兵, 步兵/枪兵``."""
    t = card["type"]
    parts = [term(t, language)]
    if t == "将领" and card.get("corps"):
        parts.append("/".join(term(c, language) for c in card["corps"]))
    elif t == "兵权":
        fv = card.get("face_value", {})
        parts.append(f"{term(fv.get('bingzhong', ''), language)} {fv.get('amount', 1)}")
    elif t == "阵型" and card.get("members"):
        parts.append(", ".join("/".join(term(x, language) for x in m) for m in card["members"]))
    if card.get("faction"):
        parts.append(term(card["faction"], language))
    return " · ".join(parts)
