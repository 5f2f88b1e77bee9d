"""Zone ids of the 三国智 table (§1.3 map) and their labels in three languages."""

from __future__ import annotations

import re

MAX_DEPUTIES = 6      # 副将 zones that exist; 3 are open at the start, effects open more
MAX_STRATEGIES = 7    # 谋略 zones that exist; 5 are open at the start
BINGQUAN = {"步兵": "bq_infantry", "弓兵": "bq_archer", "骑兵": "bq_cavalry", "谋士": "bq_advisor"}
BINGQUAN_OF_ZONE = {v: k for k, v in BINGQUAN.items()}
GENERAL_SLOTS = ("lord", "advisor") + tuple(f"deputy{i}" for i in range(1, MAX_DEPUTIES + 1))
STRATEGY_SLOTS = tuple(f"strategy{i}" for i in range(1, MAX_STRATEGIES + 1))
ROLE_OF = {"lord": "主将", "advisor": "军师"}

_BASE = {
    "graveyard": ("墓地", "墓地", "Graveyard"),
    "lord": ("主将", "主將", "Commander"),
    "advisor": ("军师", "軍師", "Strategist"),
    "deputy": ("副将", "副將", "Lieutenant"),
    "camp": ("营地", "營地", "Camp"),
    "event": ("事件", "事件", "Events"),
    "strategy": ("谋略", "謀略", "Stratagem"),
    "formation": ("阵型", "陣型", "Formations"),
    "bq_infantry": ("步兵兵权", "步兵兵權", "Infantry command"),
    "bq_archer": ("弓兵兵权", "弓兵兵權", "Archer command"),
    "bq_cavalry": ("骑兵兵权", "騎兵兵權", "Cavalry command"),
    "bq_advisor": ("谋士兵权", "謀士兵權", "Adviser command"),
    "granary": ("粮仓", "糧倉", "Granary"),
    "hand": ("手牌", "手牌", "Hand"),
    "removed": ("移除游戏", "移除遊戲", "Removed from game"),
    "treasure": ("宝物", "寶物", "Treasure"),
}
ZONE_LABELS = dict(_BASE)
ZONE_LABELS["table.chain"] = ("连环", "連環", "Chain")

_RE = re.compile(r"^(P\d+)\.([a-z_]+?)(\d*)(\.treasure)?$")


def zone_label(zone_id: str) -> tuple[str, str, str]:
    """(zh_CN, zh_TW, en) label of a zone id such as ``P1.deputy2`` or ``P1.lord.treasure``."""
    if zone_id == "table.chain":
        return ZONE_LABELS["table.chain"]
    m = _RE.match(zone_id)
    if not m:
        raise KeyError(zone_id)
    _, base, num, treas = m.groups()
    if base not in _BASE:
        raise KeyError(zone_id)
    zh, tw, en = _BASE[base]
    if num:
        zh, tw, en = f"{zh}{num}", f"{tw}{num}", f"{en} {num}"
    if treas:
        t = _BASE["treasure"]
        zh, tw, en = f"{zh}·{t[0]}", f"{tw}·{t[1]}", f"{en} treasure"
    return zh, tw, en


def seat_prefix(seat: int) -> str:
    return f"P{seat + 1}"


def player_zone_ids(seat: int) -> list[str]:
    """Every zone id of one seat, in map order (§1.3)."""
    p = seat_prefix(seat)
    ids = [f"{p}.graveyard"]
    for s in GENERAL_SLOTS:
        ids += [f"{p}.{s}", f"{p}.{s}.treasure"]
    ids += [f"{p}.camp", f"{p}.event"]
    ids += [f"{p}.{s}" for s in STRATEGY_SLOTS]
    ids += [f"{p}.formation"]
    ids += [f"{p}.{z}" for z in BINGQUAN.values()]
    ids += [f"{p}.granary", f"{p}.hand", f"{p}.removed"]
    return ids
