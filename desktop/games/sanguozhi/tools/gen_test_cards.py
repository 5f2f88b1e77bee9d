"""Writes resources/cards/sanguozhi/test_cards.json: the T- cards of spec T2 (tests only)."""

import json
import sys
from pathlib import Path

G = "将领"


def gen(name, a, h, i, corps, cond, abilities=()):
    return {"name": name, "type": G, "attack": a, "health": h, "intelligence": i,
            "corps": corps, "bingquan_condition": cond, "abilities": list(abilities)}


DIES_FRIENDLY_DEPUTY = {"event": "dies", "subject": {"type": "将领", "controller": "we", "role": ["副将"]}}
CARDS = [
    gen("T-张辽", 4, 5, 2, ["骑兵"], {"骑兵": 2}),
    gen("T-乐进", 3, 3, 1, ["步兵"], {"步兵": 2, "骑兵": 1}),
    gen("T-曹纯", 2, 3, 1, ["骑兵"], {"骑兵": 1}),
    gen("T-典韦", 5, 5, 1, ["步兵"], {"步兵": 3}),
    gen("T-许褚", 4, 4, 1, ["步兵"], {"步兵": 1}),
    gen("T-于禁", 3, 4, 2, ["步兵"], {"步兵": 1}),
    gen("T-曹仁", 3, 5, 2, ["骑兵"], {"骑兵": 1}),
    gen("T-太史慈", 2, 3, 2, ["弓兵"], {"弓兵": 1}),
    gen("T-蒋钦", 1, 2, 1, ["步兵"], {"步兵": 1}),
    gen("T-孙权", 2, 4, 4, [], {"弓兵": 1, "谋士": 1}),
    gen("T-孙权甲", 2, 4, 4, [], {"弓兵": 2, "谋士": 1}),
    gen("T-鲁肃", 1, 3, 5, [], {"谋士": 2}),
    gen("T-曹操", 3, 5, 4, ["骑兵"], {"骑兵": 1, "谋士": 1}, [
        {"kind": "triggered", "label": "Q", "when": DIES_FRIENDLY_DEPUTY,
         "effects": [{"do": "gain_liangcao", "player": "you", "n": 2}]}]),
    gen("T-荀彧", 1, 3, 6, [], {"谋士": 1}, [
        {"kind": "triggered", "label": "P", "optional": True, "when": DIES_FRIENDLY_DEPUTY,
         "effects": [{"do": "draw", "player": "you", "n": 1}]}]),
    gen("T-孙策", 3, 4, 2, ["骑兵"], {"骑兵": 1}, [
        {"kind": "triggered", "label": "R",
         "when": {"event": "dies", "subject": {"type": "将领", "controller": "enemies", "role": ["副将"]},
                  "how": ["阵亡"], "whose": "any"},
         "effects": [{"do": "lose_liangcao", "player": "subject_controller", "n": 2}]}]),
    gen("T-藤甲兵", 2, 5, 1, ["步兵"], {"步兵": 1}, [
        {"kind": "static", "effects": [{"do": "cannot_be_damaged_by", "target": "self",
                                        "source": {"type": "将领", "corps": ["骑兵"]}}]}]),
    gen("T-周泰", 2, 3, 1, ["步兵"], {"步兵": 1}, [
        {"kind": "triggered", "label": "禀赋", "optional": True,
         "when": {"event": "would_die", "subject": "self", "how": ["阵亡", "破坏"]},
         "effects": [{"do": "lose_liangcao", "player": "you", "n": 3},
                     {"do": "revive", "target": "subject"}]}]),
    gen("T-张昭", 1, 3, 5, [], {"谋士": 1}, [
        {"kind": "static", "effects": [{"do": "modify_hand_limit", "player": "you", "delta": 1}]}]),
    {"name": "T-撤退", "type": "谋略", "bingquan_condition": {}, "speed": "any",
     "use": {"targets": [{"id": "t1", "pick": "card", "filter": {"type": "将领", "controller": "we", "face": "any"}}],
             "effects": [{"do": "return_to_hand", "target": "t1"}]}},
    {"name": "T-火计", "type": "谋略", "bingquan_condition": {}, "speed": "any",
     "use": {"targets": [{"id": "t1", "pick": "card", "filter": {"type": "将领"}}],
             "effects": [{"do": "damage", "target": "t1", "n": 3, "damage_kind": "combat"}]}},
    {"name": "T-毒箭", "type": "谋略", "bingquan_condition": {}, "speed": "any",
     "use": {"targets": [{"id": "t1", "pick": "card", "filter": {"type": "将领"}}],
             "effects": [{"do": "damage", "target": "t1", "n": 2, "damage_kind": "permanent"}]}},
    {"name": "T-落石", "type": "谋略", "bingquan_condition": {}, "speed": "main",
     "use": {"targets": [{"id": "t1", "pick": "card", "filter": {"type": "将领", "face": "any"}}],
             "effects": [{"do": "destroy", "target": "t1"}]}},
    {"name": "T-识破", "type": "谋略", "bingquan_condition": {}, "speed": "any",
     "use": {"targets": [{"id": "t1", "pick": "chain_item", "filter": {}}],
             "effects": [{"do": "negate", "target": "t1"}]}},
    {"name": "T-断粮", "type": "谋略", "bingquan_condition": {}, "speed": "any",
     "use": {"targets": [{"id": "t1", "pick": "card", "filter": {"type": "兵权"}}],
             "effects": [{"do": "destroy", "target": "t1"}]}},
    {"name": "T-瘟疫", "type": "谋略", "bingquan_condition": {}, "speed": "main",
     "use": {"effects": [{"do": "lose_liangcao", "player": "all", "n": 5}]}},
    {"name": "T-援军", "type": "事件", "bingquan_condition": {}, "speed": "any",
     "use": {"effects": [{"do": "draw", "player": "you", "n": 2}]}},
    {"name": "T-天时", "type": "事件", "bingquan_condition": {}, "speed": "any",
     "use": {"effects": [{"do": "gain_liangcao", "player": "you", "n": 3}]}},
    {"name": "T-地利", "type": "事件", "bingquan_condition": {}, "speed": "any",
     "use": {"effects": [{"do": "draw", "player": "you", "n": 1}]}},
    {"name": "T-青釭", "type": "宝物", "bingquan_condition": {},
     "abilities": [{"kind": "static", "effects": [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 2}]}]},
    {"name": "T-锋矢阵", "type": "阵型", "attack": 7, "health": 6, "intelligence": 2,
     "members": [["骑兵"], ["骑兵"], ["步兵"]], "bingquan_condition": {}, "abilities": []},
    # D.11 (T2-26 … T2-28): a 谋略 that needs 智力 5, and one that lowers a general's 智力 this turn
    {"name": "T-火计智5", "type": "谋略", "bingquan_condition": {}, "zhili": 5, "speed": "any",
     "use": {"targets": [{"id": "t1", "pick": "card", "filter": {"type": "将领"}}],
             "effects": [{"do": "damage", "target": "t1", "n": 3, "damage_kind": "combat"}]}},
    {"name": "T-惑智", "type": "谋略", "bingquan_condition": {}, "speed": "any",
     "use": {"targets": [{"id": "t1", "pick": "card", "filter": {"type": "将领"}}],
             "effects": [{"do": "modify_stat", "target": "t1", "stat": "intelligence", "delta": -1, "duration": "this_turn"}]}},
]


def main(out: Path) -> None:
    cards = []
    for k, c in enumerate(CARDS, 1):
        cards.append({"id": f"测试-{k:03d}", "test": True, **c})
    out.write_text(json.dumps({"cards": cards}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
