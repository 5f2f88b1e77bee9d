"""Writes resources/cards/sanguozhi/starter.json: the original starter set (stats and texts ours).

Every card text is written from the card's data by ``cardtext.card_text`` (each effect by its verb's
template in verbs.py; zh_TW with OpenCC), so a text always says what the data does.
Run: python -m desktop.games.sanguozhi.tools.gen_starter OUT
"""

import json
import sys
from pathlib import Path

from desktop.games.sanguozhi.cardtext import card_text, english, zh_tw


# ------------------------------------------------------------------ ability templates (texts: cardtext.py)
ENEMY_GEN = {"type": "将领", "controller": "enemies"}
MY_GEN = {"type": "将领", "controller": "you"}


def enter(effects, optional=False, targets=None):
    ab = {"kind": "triggered", "label": "技能", "when": {"event": "enters_field", "subject": "self"}, "effects": effects}
    if optional:
        ab["optional"] = True
    if targets:
        ab["targets"] = targets
    return ab


def A(key, n=1):
    if key == "enter_draw":
        return enter([{"do": "draw", "player": "you", "n": n}], optional=True)
    if key == "enter_gain":
        return enter([{"do": "gain_liangcao", "player": "you", "n": n}])
    if key == "enter_damage":
        return enter([{"do": "damage", "target": "t1", "n": n}],
                     targets=[{"id": "t1", "pick": "card", "filter": ENEMY_GEN}])
    if key == "enter_ping":
        return enter([{"do": "damage_player", "player": "enemies", "n": n}])
    if key == "enter_bounce":
        f = dict(ENEMY_GEN, stat={"attack": {"op": "<=", "value": n}})
        return enter([{"do": "return_to_hand", "target": "t1"}], targets=[{"id": "t1", "pick": "card", "filter": f}])
    if key == "enter_search":
        return enter([{"do": "search_deck", "player": "you", "filter": {"type": "谋略", "zone": "deck"}, "n": 1}],
                     optional=True)
    if key == "enter_discard":
        return enter([{"do": "discard", "player": "enemies", "n": 1, "chooser": "random"}])
    if key == "enter_destroy_treasure":
        return enter([{"do": "destroy", "target": "t1"}],
                     targets=[{"id": "t1", "pick": "card", "filter": {"type": "宝物", "controller": "enemies"}}])
    if key == "tap_damage":
        return {"kind": "activated", "label": "横置技能", "style": "tap",
                "targets": [{"id": "t1", "pick": "card", "filter": ENEMY_GEN}],
                "effects": [{"do": "damage", "target": "t1", "n": n}]}
    if key == "tap_ping":
        return {"kind": "activated", "label": "横置技能", "style": "tap",
                "effects": [{"do": "damage_player", "player": "enemies", "n": n}]}
    if key == "tap_heal":
        return {"kind": "activated", "label": "横置技能", "style": "tap",
                "targets": [{"id": "t1", "pick": "card", "filter": MY_GEN}],
                "effects": [{"do": "heal", "target": "t1", "n": n}]}
    if key == "tap_pump":
        return {"kind": "activated", "label": "横置技能", "style": "tap",
                "targets": [{"id": "t1", "pick": "card", "filter": dict(MY_GEN, other=True)}],
                "effects": [{"do": "modify_stat", "target": "t1", "stat": "attack", "delta": n, "duration": "this_turn"}]}
    if key == "free_loot":
        return {"kind": "activated", "label": "启动式效果", "style": "free", "per_turn": 1,
                "cost": [{"pay": "discard", "n": 1}], "effects": [{"do": "draw", "player": "you", "n": 1}]}
    if key == "free_blood":
        return {"kind": "activated", "label": "启动式效果", "style": "free", "per_turn": 1,
                "cost": [{"pay": "lose_liangcao", "n": 2}], "effects": [{"do": "draw", "player": "you", "n": 1}]}
    if key == "low_attack":
        return {"kind": "static", "label": "禀赋", "condition": {"test": "liangcao", "player": "you", "op": "<=", "value": 10},
                "effects": [{"do": "modify_stat", "target": "self", "stat": "attack", "delta": n}]}
    if key == "lead":
        return {"kind": "static", "label": "禀赋",
                "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, other=True)}, "stat": "attack", "delta": n}]}
    if key == "guard":
        return {"kind": "static", "label": "禀赋",
                "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, other=True)}, "stat": "health", "delta": n}]}
    if key == "corps_lead":
        bz = {1: "步兵", 2: "骑兵", 3: "弓兵"}[n]
        return {"kind": "static", "label": "禀赋",
                "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, corps=[bz])}, "stat": "attack", "delta": 1}]}
    if key == "mourn":
        return {"kind": "triggered", "label": "禀赋",
                "when": {"event": "dies", "subject": dict(MY_GEN, other=True)},
                "effects": [{"do": "gain_liangcao", "player": "you", "n": n}]}
    if key == "revive":
        return {"kind": "triggered", "label": "禀赋", "optional": True,
                "when": {"event": "would_die", "subject": "self", "how": ["阵亡", "破坏"]},
                "effects": [{"do": "lose_liangcao", "player": "you", "n": n}, {"do": "revive", "target": "subject"}]}
    if key == "hand_limit":
        return {"kind": "static", "label": "禀赋", "effects": [{"do": "modify_hand_limit", "player": "you", "delta": n}]}
    if key == "cap":
        return {"kind": "static", "label": "禀赋", "effects": [{"do": "modify_liangcao_cap", "player": "you", "delta": n}]}
    if key == "attack_gain":
        return {"kind": "triggered", "label": "技能", "when": {"event": "attacks", "subject": "self"},
                "effects": [{"do": "gain_liangcao", "player": "you", "n": n}]}
    if key == "attack_draw":
        return {"kind": "triggered", "label": "技能", "optional": True, "when": {"event": "attacks", "subject": "self"},
                "effects": [{"do": "draw", "player": "you", "n": 1}]}
    if key == "defend_toughen":
        return {"kind": "triggered", "label": "技能", "when": {"event": "defends", "subject": "self"},
                "effects": [{"do": "modify_stat", "target": "self", "stat": "health", "delta": n, "duration": "this_turn"}]}
    if key == "turn_gain":
        return {"kind": "triggered", "label": "禀赋", "when": {"event": "turn_start", "whose": "you"},
                "effects": [{"do": "gain_liangcao", "player": "you", "n": n}]}
    if key == "no_cavalry":
        return {"kind": "static", "label": "属性",
                "effects": [{"do": "cannot_be_damaged_by", "target": "self", "source": {"type": "将领", "corps": ["骑兵"]}}]}
    if key == "no_archer":
        return {"kind": "static", "label": "属性",
                "effects": [{"do": "cannot_be_damaged_by", "target": "self", "source": {"type": "将领", "corps": ["弓兵"]}}]}
    if key == "only_deputy":
        return {"kind": "static", "label": "属性", "effects": [{"do": "only_roles", "target": "self", "roles": ["副将"]}]}
    if key == "no_attack":
        return {"kind": "static", "label": "属性", "effects": [{"do": "cannot_attack", "target": "self"}]}
    if key == "enemy_dies_draw":
        return {"kind": "triggered", "label": "技能", "optional": True,
                "when": {"event": "dies", "subject": ENEMY_GEN, "how": ["阵亡"]},
                "effects": [{"do": "draw", "player": "you", "n": 1}]}
    if key == "damaged_draw":
        return {"kind": "triggered", "label": "技能", "optional": True, "when": {"event": "damaged", "subject": "self"},
                "effects": [{"do": "draw", "player": "you", "n": 1}]}
    raise KeyError(key)


# ------------------------------------------------------------------ generals
# (zh_CN, en, faction, attack, health, intelligence, corps, condition, abilities)
GENERALS = [
    ("曹操", "Cao Cao", "魏", 3, 6, 5, ["骑兵"], {"骑兵": 1, "谋士": 2}, [("lead", 1)]),
    ("夏侯惇", "Xiahou Dun", "魏", 4, 5, 2, ["骑兵"], {"骑兵": 2}, [("revive", 3)]),
    ("夏侯渊", "Xiahou Yuan", "魏", 4, 3, 2, ["骑兵", "弓兵"], {"骑兵": 1, "弓兵": 1}, [("attack_draw", 1)]),
    ("张辽", "Zhang Liao", "魏", 5, 5, 3, ["骑兵"], {"骑兵": 3}, [("attack_gain", 1)]),
    ("许褚", "Xu Chu", "魏", 4, 4, 1, ["步兵"], {"步兵": 2}, [("low_attack", 2)]),
    ("典韦", "Dian Wei", "魏", 5, 5, 1, ["步兵"], {"步兵": 3}, [("defend_toughen", 2)]),
    ("曹仁", "Cao Ren", "魏", 2, 6, 2, ["骑兵"], {"骑兵": 1}, [("defend_toughen", 1)]),
    ("徐晃", "Xu Huang", "魏", 3, 4, 2, ["步兵"], {"步兵": 1}, []),
    ("张郃", "Zhang He", "魏", 3, 4, 3, ["骑兵"], {"骑兵": 2}, [("no_archer", 0)]),
    ("于禁", "Yu Jin", "魏", 2, 4, 2, ["步兵"], {"步兵": 1}, [("guard", 1)]),
    ("乐进", "Yue Jin", "魏", 3, 3, 1, ["步兵"], {"步兵": 1}, []),
    ("荀彧", "Xun Yu", "魏", 1, 3, 6, [], {"谋士": 2}, [("enter_draw", 1)]),
    ("郭嘉", "Guo Jia", "魏", 1, 2, 7, [], {"谋士": 2}, [("free_loot", 0)]),
    ("司马懿", "Sima Yi", "魏", 2, 4, 7, [], {"谋士": 3}, [("enter_search", 0)]),
    ("程昱", "Cheng Yu", "魏", 2, 3, 5, [], {"谋士": 1}, [("enter_discard", 0)]),
    ("刘馥", "Liu Fu", "魏", 1, 4, 5, [], {"谋士": 1}, "LIUFU"),
    ("曹纯", "Cao Chun", "魏", 2, 3, 1, ["骑兵"], {"骑兵": 1}, []),
    ("刘备", "Liu Bei", "蜀", 2, 5, 4, ["步兵"], {"步兵": 1, "谋士": 2}, [("guard", 1)]),
    ("关羽", "Guan Yu", "蜀", 5, 5, 4, ["骑兵"], {"骑兵": 2, "步兵": 1}, [("enemy_dies_draw", 0)]),
    ("张飞", "Zhang Fei", "蜀", 5, 4, 1, ["骑兵"], {"骑兵": 2}, [("low_attack", 1)]),
    ("赵云", "Zhao Yun", "蜀", 4, 5, 3, ["骑兵"], {"骑兵": 2}, [("revive", 2)]),
    ("马超", "Ma Chao", "蜀", 5, 3, 2, ["骑兵"], {"骑兵": 3}, [("attack_gain", 1)]),
    ("黄忠", "Huang Zhong", "蜀", 3, 4, 2, ["弓兵"], {"弓兵": 2}, [("tap_damage", 2)]),
    ("诸葛亮", "Zhuge Liang", "蜀", 1, 4, 9, [], {"谋士": 3}, [("enter_draw", 2), ("hand_limit", 1)]),
    ("庞统", "Pang Tong", "蜀", 1, 3, 8, [], {"谋士": 2}, [("enter_damage", 2)]),
    ("法正", "Fa Zheng", "蜀", 1, 3, 6, [], {"谋士": 1}, [("tap_pump", 2)]),
    ("魏延", "Wei Yan", "蜀", 4, 4, 2, ["步兵"], {"步兵": 2}, []),
    ("姜维", "Jiang Wei", "蜀", 3, 4, 6, ["骑兵"], {"骑兵": 1, "谋士": 1}, [("attack_draw", 1)]),
    ("马岱", "Ma Dai", "蜀", 3, 3, 2, ["骑兵"], {"骑兵": 1}, []),
    ("关平", "Guan Ping", "蜀", 3, 4, 2, ["步兵"], {"步兵": 1}, []),
    ("廖化", "Liao Hua", "蜀", 2, 3, 2, ["步兵"], {"步兵": 1}, [("revive", 2)]),
    ("徐庶", "Xu Shu", "蜀", 1, 3, 6, [], {"谋士": 1}, [("enter_draw", 1)]),
    ("简雍", "Jian Yong", "蜀", 0, 3, 4, [], {}, [("hand_limit", 1)]),
    ("孙乾", "Sun Qian", "蜀", 0, 3, 4, [], {}, [("turn_gain", 1)]),
    ("糜竺", "Mi Zhu", "蜀", 0, 4, 3, [], {"谋士": 1}, [("cap", 5), ("enter_gain", 3)]),
    ("孙权", "Sun Quan", "吴", 2, 5, 5, ["弓兵"], {"弓兵": 1, "谋士": 2}, [("corps_lead", 3)]),
    ("孙策", "Sun Ce", "吴", 4, 5, 3, ["骑兵"], {"骑兵": 2}, [("attack_gain", 1)]),
    ("周瑜", "Zhou Yu", "吴", 2, 4, 8, [], {"谋士": 3}, [("enter_ping", 3)]),
    ("鲁肃", "Lu Su", "吴", 1, 4, 6, [], {"谋士": 1}, [("turn_gain", 1)]),
    ("吕蒙", "Lü Meng", "吴", 3, 4, 5, ["步兵"], {"步兵": 1, "谋士": 1}, [("enter_destroy_treasure", 0)]),
    ("陆逊", "Lu Xun", "吴", 2, 4, 8, ["弓兵"], {"弓兵": 1, "谋士": 2}, [("tap_ping", 1)]),
    ("甘宁", "Gan Ning", "吴", 4, 4, 2, ["弓兵"], {"弓兵": 2}, [("attack_draw", 1)]),
    ("太史慈", "Taishi Ci", "吴", 3, 4, 2, ["弓兵", "骑兵"], {"弓兵": 2}, [("tap_damage", 1)]),
    ("黄盖", "Huang Gai", "吴", 3, 4, 2, ["步兵"], {"步兵": 1}, [("free_blood", 0)]),
    ("周泰", "Zhou Tai", "吴", 2, 4, 1, ["步兵"], {"步兵": 1}, [("revive", 3)]),
    ("程普", "Cheng Pu", "吴", 3, 4, 3, ["弓兵"], {"弓兵": 1}, []),
    ("韩当", "Han Dang", "吴", 3, 3, 2, ["弓兵"], {"弓兵": 1}, []),
    ("凌统", "Ling Tong", "吴", 3, 3, 2, ["步兵"], {"步兵": 1}, [("damaged_draw", 0)]),
    ("徐盛", "Xu Sheng", "吴", 3, 4, 3, ["弓兵"], {"弓兵": 2}, [("no_cavalry", 0)]),
    ("丁奉", "Ding Feng", "吴", 3, 3, 2, ["步兵"], {"步兵": 1}, []),
    ("张昭", "Zhang Zhao", "吴", 0, 3, 6, [], {"谋士": 1}, [("hand_limit", 1)]),
    ("诸葛瑾", "Zhuge Jin", "吴", 1, 3, 5, [], {"谋士": 1}, [("enter_gain", 3)]),
    ("蒋钦", "Jiang Qin", "吴", 2, 3, 1, ["弓兵"], {}, []),
    ("吕布", "Lü Bu", "群", 7, 5, 1, ["骑兵"], {"骑兵": 3}, [("no_attack_never", 0)]),
    ("董卓", "Dong Zhuo", "群", 4, 7, 2, ["骑兵"], {"骑兵": 2, "步兵": 1}, [("cap", 5)]),
    ("袁绍", "Yuan Shao", "群", 2, 5, 3, ["弓兵"], {"弓兵": 1, "谋士": 1}, [("corps_lead", 3)]),
    ("袁术", "Yuan Shu", "群", 2, 5, 2, ["步兵"], {"步兵": 1}, [("turn_gain", 1)]),
    ("华雄", "Hua Xiong", "群", 4, 4, 1, ["骑兵"], {"骑兵": 1}, []),
    ("颜良", "Yan Liang", "群", 4, 4, 1, ["骑兵"], {"骑兵": 2}, [("attack_gain", 1)]),
    ("文丑", "Wen Chou", "群", 4, 4, 1, ["骑兵"], {"骑兵": 2}, [("low_attack", 2)]),
    ("张角", "Zhang Jue", "群", 1, 4, 7, [], {"谋士": 2}, [("tap_ping", 1)]),
    ("公孙瓒", "Gongsun Zan", "群", 3, 4, 2, ["骑兵"], {"骑兵": 1}, [("corps_lead", 2)]),
    ("陈宫", "Chen Gong", "群", 1, 3, 7, [], {"谋士": 2}, [("enter_bounce", 3)]),
    ("高顺", "Gao Shun", "群", 4, 4, 2, ["步兵"], {"步兵": 2}, [("corps_lead", 1)]),
    ("张绣", "Zhang Xiu", "群", 3, 4, 2, ["骑兵"], {"骑兵": 1}, []),
    ("刘表", "Liu Biao", "群", 1, 5, 4, [], {"谋士": 1}, [("cap", 5)]),
    ("马腾", "Ma Teng", "群", 3, 5, 2, ["骑兵"], {"骑兵": 2}, [("guard", 1)]),
    ("貂蝉", "Diaochan", "群", 0, 3, 6, [], {}, [("no_attack", 0), ("enter_discard", 0)]),
    ("华佗", "Hua Tuo", "群", 0, 3, 6, [], {"谋士": 1}, [("tap_heal", 3)]),
    ("祝公道", "Zhu Gongdao", "群", 3, 3, 2, ["步兵"], {"步兵": 1}, "ZHU"),
    ("贾诩", "Jia Xu", "群", 1, 3, 8, [], {"谋士": 2}, [("enter_damage", 1), ("free_loot", 0)]),
]

def card(cid, name, en, typ, plain=None, **fields):
    """A card with its display names and texts (zh_CN, zh_TW via OpenCC, en) written from its data;
    ``plain`` = (zh_CN, en) for a card without rules text (a plain 兵权, a 阵型's entries)."""
    d = {"id": cid, "name": name, "type": typ}
    d.update(fields)
    zh = card_text(d, "zh_CN")
    en_text = card_text(d, "en")
    default = plain or {"将领": ("无特殊能力。", "No special ability.")}.get(typ, ("", ""))
    zh, en_text = zh or default[0], en_text or english(default[1], cid)
    d["display"] = {"zh_CN": {"name": name or "", "text": zh},
                    "zh_TW": {"name": zh_tw(name), "text": zh_tw(zh)},  # names OpenCC renders otherwise
                    # (文丑 the general is 文醜; 凌統 keeps the 冫 form) are in tools/zh_tw_phrases.txt
                    "en": {"name": english(en, cid), "text": en_text}}
    return d


def build():
    cards = []
    # whitepaper cards (D.10.13) keep their effects exactly
    wp = {"刘馥": [{"kind": "static", "label": "禀赋", "effects": [{"do": "modify_liangcao_cap", "player": "you", "delta": 10}]}],
          "祝公道": [{"kind": "static", "label": "属性", "effects": [{"do": "only_roles", "target": "self", "roles": ["副将"]}]}]}
    n = 10
    for name, en, fac, a, h, i, corps, cond, abil in GENERALS:
        if isinstance(abil, str):
            abs_ = wp[{"LIUFU": "刘馥", "ZHU": "祝公道"}[abil]]
            cid = {"LIUFU": "起始-001", "ZHU": "官渡-曜武-059"}[abil]
        else:
            abs_ = [A(key, k) for key, k in abil if key != "no_attack_never"]
            cid = f"起始-{n:03d}"
            n += 1
        cards.append(card(cid, name, en, "将领", faction=fac, attack=a, health=h, intelligence=i,
                          corps=corps, bingquan_condition=cond, abilities=abs_))
    # plain and special 兵权
    # named as their slots are labelled (zoneinfo): "Archer command" card, "Archer command" slot
    for k, (bz, en) in enumerate((("步兵", "Infantry"), ("弓兵", "Archer"), ("骑兵", "Cavalry"), ("谋士", "Adviser")), 1):
        cards.append(card(f"起始-{200 + k}", "", f"{en} command", "兵权", plain=(f"{bz}兵权。", f"{en} command."),
                          face_value={"bingzhong": bz, "amount": 1}))
        cards[-1]["display"]["zh_CN"]["name"] = f"{bz}兵权"
        cards[-1]["display"]["zh_TW"]["name"] = zh_tw(f"{bz}兵权")
    cards.append(card("起始-002", "虎豹骑", "Tiger and Leopard Cavalry", "兵权", faction="魏",
                      face_value={"bingzhong": "骑兵", "amount": 1},
                      abilities=[{"kind": "static", "effects": [{"do": "modify_slots", "player": "you", "slot": "副将", "delta": 1}]}]))
    cards.append(card("起始-205", "白毦兵", "White-Plumed Guard", "兵权", faction="蜀",
                      face_value={"bingzhong": "步兵", "amount": 1},
                      abilities=[{"kind": "static", "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, corps=["步兵"])},
                                                                 "stat": "health", "delta": 1}]}]))
    cards.append(card("起始-206", "解烦营", "Jiefan Battalion", "兵权",
                      faction="吴", face_value={"bingzhong": "弓兵", "amount": 1},
                      abilities=[{"kind": "static", "effects": [{"do": "modify_hand_limit", "player": "you", "delta": 1}]}]))
    cards.append(card("起始-207", "陷阵营", "Vanguard Battalion", "兵权", faction="群",
                      face_value={"bingzhong": "步兵", "amount": 1},
                      abilities=[{"kind": "static", "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, corps=["步兵"])},
                                                                 "stat": "attack", "delta": 1}]}]))
    # 谋略
    G = {"id": "t1", "pick": "card"}

    def strat(cid, name, en, use=None, speed="main", cond=None, **kw):
        extra = dict(kw)
        if use is not None:
            extra["use"] = use
        cards.append(card(cid, name, en, "谋略", bingquan_condition=cond or {}, speed=speed,
                          persistent=extra.pop("persistent", False), **extra))

    strat("官渡-曜武-130", "乌巢之覆", "Burning of Wuchao", cond={"骑兵": 2},
          use={"targets": [{"id": "p1", "pick": "player", "filter": {"side": "enemies"}}],
               "effects": [{"do": "modify_liangcao_cap", "player": "p1", "delta": -10, "duration": {"turns": 3}}]})
    strat("官渡-曜武-147", "玩物丧志", "Lost in Trinkets", cond={"谋士": 1},
          use={"targets": [dict(G, filter={"type": "将领", "has_treasure": True})],
               "effects": [{"do": "lose_text", "target": "t1", "duration": {"while": {"test": "has_treasure", "of": "t1"}}}]})
    strat("黄巾之乱-268", "临阵换将", "Change of Command", cond={"谋士": 1},
          use={"targets": [dict(G, filter={"type": "将领", "role": ["军师", "副将"]})],
               "effects": [{"do": "move_to_slot", "target": "t1", "slot": "主将", "swap": True}]})
    strat("黄巾之乱-263", "夺其所好", "Take What He Loves", speed="any",
          use={"targets": [dict(G, filter={"type": "将领", "has_treasure": True})],
               "effects": [{"do": "detach_treasure", "target": "t1", "to": "graveyard"}]})
    rows = [
        ("火攻", "Fire Attack", "any", {"谋士": 1}, [dict(G, filter={"type": "将领"})],
         [{"do": "damage", "target": "t1", "n": 3}]),
        ("识破", "See Through", "any", {"谋士": 2}, [{"id": "t1", "pick": "chain_item", "filter": {"item_kinds": [12, 16]}}],
         [{"do": "negate", "target": "t1"}]),
        ("撤退", "Retreat", "any", {}, [dict(G, filter={"type": "将领", "controller": "you", "face": "any"})],
         [{"do": "return_to_hand", "target": "t1"}]),
        ("毒计", "Poison Plot", "any", {"谋士": 1}, [dict(G, filter={"type": "将领"})],
         [{"do": "damage", "target": "t1", "n": 2, "damage_kind": "permanent"}]),
        ("离间", "Sow Discord", "main", {"谋士": 2}, [dict(G, filter=dict(ENEMY_GEN, stat={"attack": {"op": "<=", "value": 3}}))],
         [{"do": "destroy", "target": "t1"}]),
        ("激将", "Provoke", "any", {}, [dict(G, filter=MY_GEN)],
         [{"do": "modify_stat", "target": "t1", "stat": "attack", "delta": 3, "duration": "this_turn"}]),
        ("坚守", "Hold Fast", "any", {}, [dict(G, filter=MY_GEN)],
         [{"do": "prevent_damage", "target": "t1", "n": 3, "duration": "this_turn"}]),
        ("调虎离山", "Lure the Tiger", "any", {"谋士": 1}, [dict(G, filter=ENEMY_GEN)], [{"do": "tap", "target": "t1"}]),
        ("釜底抽薪", "Remove the Firewood", "main", {}, [dict(G, filter={"type": "宝物"})], [{"do": "destroy", "target": "t1"}]),
        ("草木皆兵", "Every Bush a Soldier", "main", {"谋士": 1}, [],
         [{"do": "discard", "player": "enemies", "n": 1, "chooser": "random"}]),
        ("反间计", "Turncoat Plot", "main", {"谋士": 3},
         [dict(G, filter=dict(ENEMY_GEN, role=["副将"], stat={"attack": {"op": "<=", "value": 2}}))],
         [{"do": "gain_control", "target": "t1", "slot": "副将"}]),
        ("苦肉计", "Self-Injury Ruse", "main", {}, [],
         [{"do": "lose_liangcao", "player": "you", "n": 3}, {"do": "draw", "player": "you", "n": 3}]),
        ("空城计", "Empty Fort", "any", {"谋士": 2}, [],
         [{"do": "prevent_damage", "target": "you", "n": "all", "duration": "this_turn"}]),
        ("美人计", "Beauty Trap", "main", {"谋士": 1}, [dict(G, filter=ENEMY_GEN)],
         [{"do": "cannot_attack", "target": "t1", "duration": "until_your_next_turn"}]),
        ("暗度陈仓", "Secret Passage", "main", {}, [],
         [{"do": "search_deck", "player": "you", "filter": {"type": "将领", "zone": "deck"}, "n": 1}]),
        ("偷营", "Night Raid", "main", {"骑兵": 2}, [{"id": "p1", "pick": "player", "filter": {"side": "enemies"}}],
         [{"do": "damage_player", "player": "p1", "n": 3}]),
        ("休养生息", "Rest and Recover", "main", {}, [], [{"do": "gain_liangcao", "player": "you", "n": 5}]),
        ("奇袭", "Surprise Raid", "main", {"骑兵": 1}, [dict(G, filter=ENEMY_GEN)],
         [{"do": "damage", "target": "t1", "n": 2}, {"do": "draw", "player": "you", "n": 1}]),
        ("借东风", "Borrow the East Wind", "main", {"谋士": 2}, [], [{"do": "lose_liangcao", "player": "enemies", "n": 2}]),
        ("围魏救赵", "Besiege Wei to Save Zhao", "main", {"谋士": 3}, [dict(G, filter=ENEMY_GEN)],
         [{"do": "return_to_hand", "target": "t1"}]),
    ]
    k = 100
    for name, en, speed, cond, targets, effects in rows:
        use = {"effects": effects}
        if targets:
            use["targets"] = targets
        strat(f"起始-{k:03d}", name, en, use=use, speed=speed, cond=cond)
        k += 1
    strat(f"起始-{k:03d}", "屯田", "Military Farms", cond={"步兵": 1}, persistent=True,
          lasts={"turns": 6}, abilities=[{"kind": "triggered", "when": {"event": "turn_start", "whose": "you"},
                                           "effects": [{"do": "gain_liangcao", "player": "you", "n": 2}]}])
    k += 1
    strat(f"起始-{k:03d}", "连弩", "Repeating Crossbows", cond={"弓兵": 1}, persistent=True,
          abilities=[{"kind": "static", "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, corps=["弓兵"])},
                                                     "stat": "attack", "delta": 1}]}])
    # 宝物
    T = [("忠信旗", "Banner of Loyalty", "官渡-曜武-168", [{"do": "modify_stat", "target": "equipped", "stat": "health", "delta": 2}], {}),
         ("青釭剑", "Qinggang Sword", "起始-150", [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 2}], {"骑兵": 1}),
         ("倚天剑", "Yitian Sword", "起始-151", [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 1},
                                                {"do": "modify_stat", "target": "equipped", "stat": "health", "delta": 1}], {}),
         ("的卢", "Dilu", "起始-152", [{"do": "modify_stat", "target": "equipped", "stat": "health", "delta": 3}], {"骑兵": 1}),
         ("赤兔", "Red Hare", "起始-153", [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 2},
                                          {"do": "modify_stat", "target": "equipped", "stat": "health", "delta": 1}], {"骑兵": 2}),
         ("丈八蛇矛", "Serpent Spear", "起始-154", [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 3}], {"步兵": 2}),
         ("藤甲", "Rattan Armour", "起始-155",
          [{"do": "cannot_be_damaged_by", "target": "equipped", "source": {"type": "将领", "corps": ["弓兵"]}}], {"步兵": 1}),
         ("玉玺", "Imperial Seal", "起始-156", [{"do": "modify_hand_limit", "player": "you", "delta": 1},
                                              {"do": "modify_liangcao_cap", "player": "you", "delta": 5}], {"谋士": 2}),
         ("古锭刀", "Old Ding Blade", "起始-157", [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 2}], {"弓兵": 1}),
         ]
    for name, en, cid, effs, cond in T:
        cards.append(card(cid, name, en, "宝物", bingquan_condition=cond, abilities=[{"kind": "static", "effects": effs}]))
    # 阵型
    F = [("锋矢阵", "Arrowhead Formation", 7, 6, 2, [["骑兵"], ["骑兵"], ["步兵", "枪兵"]], {"骑兵": 2}),
         ("鱼鳞阵", "Fish-Scale Formation", 5, 9, 2, [["步兵"], ["步兵"], ["任意"]], {"步兵": 2}),
         ("八阵图", "Eight Gates Formation", 6, 7, 8, [["任意"], ["任意"], ["任意"]], {"谋士": 3}),
         ("雁行阵", "Wild Goose Formation", 6, 5, 3, [["弓兵"], ["弓兵"], ["任意"]], {"弓兵": 2}),
         ("长蛇阵", "Long Serpent Formation", 4, 5, 1, [["任意"], ["任意"]], {})]
    for k, (name, en, a, h, i, mem, cond) in enumerate(F):
        zh = "阵型：" + "、".join("/".join(e) for e in mem) + "。"
        ent = "Formation: " + ", ".join("/".join(e) for e in mem) + "."
        cards.append(card(f"起始-{160 + k}", name, en, "阵型", plain=(zh, ent), attack=a, health=h, intelligence=i,
                          members=mem, bingquan_condition=cond, abilities=[]))
    # 事件
    EV = [("天降甘霖", "Blessed Rain", [], [{"do": "gain_liangcao", "player": "you", "n": 4}]),
          ("援军到来", "Reinforcements", [], [{"do": "draw", "player": "you", "n": 2}]),
          ("天时", "Heaven's Timing", [], [{"do": "gain_liangcao", "player": "you", "n": 3}]),
          ("地利", "Favourable Ground", [dict(G, filter=MY_GEN)],
           [{"do": "modify_stat", "target": "t1", "stat": "health", "delta": 3, "duration": "this_turn"}]),
          ("人和", "Harmony of Men", [], [{"do": "draw", "player": "you", "n": 1}, {"do": "gain_liangcao", "player": "you", "n": 2}]),
          ("瘟疫流行", "Plague", [], [{"do": "lose_liangcao", "player": "all", "n": 3}]),
          ("大雾", "Thick Fog", [], [{"do": "prevent_damage", "target": "you", "n": "all", "duration": "this_turn"}]),
          ("东风", "East Wind", [dict(G, filter=ENEMY_GEN)], [{"do": "damage", "target": "t1", "n": 2}]),
          ("蝗灾", "Locusts", [{"id": "p1", "pick": "player", "filter": {"side": "enemies"}}],
           [{"do": "discard", "player": "p1", "n": 2, "chooser": "random"}]),
          ("民心所向", "Will of the People", [],
           [{"do": "modify_liangcao_cap", "player": "you", "delta": 5, "duration": "until_your_next_turn"}]),
          ("草船借箭", "Borrowed Arrows", [], [{"do": "draw", "player": "you", "n": 2}]),
          ]
    for k, (name, en, targets, effects) in enumerate(EV):
        use = {"effects": effects}
        if targets:
            use["targets"] = targets
        cards.append(card(f"起始-{170 + k}", name, en, "事件", bingquan_condition={}, speed="any", use=use))
    return cards


# ------------------------------------------------------------------ edition 2 (issue 12: D.11 and a rebalance)
# Every 谋略 gets a 智力要求 (D.11): about a third 0 (anyone may use it), most 3–6, the strongest 7–9, so that
# fielding a 军师 is worth its −5 risk.  A 谋略 whose requirement is 0 and whose data does not change is
# not revised (the edition-1 card serves both editions).
ZHILI = {
    "撤退": 0, "激将": 0, "坚守": 0, "釜底抽薪": 0, "苦肉计": 0, "暗度陈仓": 0, "休养生息": 0, "屯田": 0, "奇袭": 0,
    "草木皆兵": 3, "调虎离山": 3, "连弩": 3, "美人计": 3,
    "火攻": 4, "毒计": 4, "偷营": 4, "夺其所好": 4,
    "玩物丧志": 5, "临阵换将": 5, "识破": 5, "借东风": 5,
    "离间": 6, "空城计": 6,
    "乌巢之覆": 7, "围魏救赵": 7,
    "反间计": 8,
}
# The rebalance (bench/sgz_balance.py: 300 random games, the decks swapped between the seats): field by card name.
REVISE: dict[str, dict] = {
    # 吴群 has one 骑兵 兵权: its cavalry needed 征兵 to come face up (魏蜀 won 57–58 % before this pass)
    "颜良": {"bingquan_condition": {"骑兵": 1}, "health": 5},
    "文丑": {"bingquan_condition": {"骑兵": 1}},
    "孙策": {"bingquan_condition": {"骑兵": 1, "弓兵": 1}},
    "华雄": {"health": 5},
}


def build_edition2(cards: list[dict]) -> list[dict]:
    """The cards edition 2 revises, each with its own id (``<id>/2``) and texts written from its new data."""
    out = []
    for c in cards:
        fields = dict(REVISE.get(c["name"], {})) if c["name"] else {}
        if c["type"] == "谋略" and ZHILI.get(c["name"], 0):
            fields["zhili"] = ZHILI[c["name"]]
        if not fields:
            continue
        d = {k: v for k, v in c.items() if k not in ("id", "name", "type", "display")}
        d.update(fields)
        new = card(c["id"] + "/2", c["name"], c["display"]["en"]["name"], c["type"], **d)
        if c["type"] in ("兵权", "阵型"):
            new["display"] = c["display"]
        out.append(new)
    return out


def main(out: Path) -> None:
    cards = build()
    out.write_text(json.dumps({"set": "起始", "cards": cards}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    rev = build_edition2(cards)
    out2 = out.with_name("starter2.json")
    out2.write_text(json.dumps({"set": "起始", "edition": 2, "cards": rev}, ensure_ascii=False, indent=1) + "\n",
                    encoding="utf-8")
    print(len(cards), "cards;", len(rev), "revised for edition 2 in", out2.name)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
