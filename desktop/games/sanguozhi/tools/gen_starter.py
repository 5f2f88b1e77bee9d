"""Writes resources/cards/sanguozhi/starter.json: the original starter set (stats and texts ours).

Card texts are rendered from the ability data in three languages, so the text
always says what the data does.  Run: python -m desktop.games.sanguozhi.tools.gen_starter OUT
"""

import json
import re
import sys
from pathlib import Path

S2T = str.maketrans(
    "刘张辽许韦乐进马懿贾诩纯渊备关飞赵云黄诸庞统维简孙权鲁肃吕陆逊宁盖韩当蒋钦绍术华颜丑瓒陈宫顺绣腾蝉骑烦营阵"
    "识计袭离间将坚连弩调杀苦养乌丧临换夺剑卢玺锭鱼鳞图长军时雾东风灾这张场对伤敌方抓时损获数点费给与两个伤害"
    "横置发动将领兵权谋略宝物阵型事件粮草上限战斗阶段控制其他回合结束开始选择摆放进攻防守死亡破坏返回手牌墓地营地"
    "卡牌为每当该一名目标可以并且则则无法达态获得减少从洗时直到下个你的阵亡生还濒效触没钱让万实",
    "劉張遼許韋樂進馬懿賈詡純淵備關飛趙雲黃諸龐統維簡孫權魯肅呂陸遜寧蓋韓當蔣欽紹術華顏醜瓚陳宮順繡騰蟬騎煩營陣"
    "識計襲離間將堅連弩調殺苦養烏喪臨換奪劍盧璽錠魚鱗圖長軍時霧東風災這張場對傷敵方抓時損獲數點費給與兩個傷害"
    "橫置發動將領兵權謀略寶物陣型事件糧草上限戰鬥階段控制其他回合結束開始選擇擺放進攻防守死亡破壞返回手牌墓地營地"
    "卡牌為每當該一名目標可以並且則則無法達態獲得減少從洗時直到下個你的陣亡生還瀕效觸沒錢讓萬實")


def tw(s: str) -> str:
    return s.translate(S2T)


# ------------------------------------------------------------------ ability templates: (data, zh_CN, en)
ENEMY_GEN = {"type": "将领", "controller": "enemies"}
MY_GEN = {"type": "将领", "controller": "you"}


def enter(effects, zh, en, optional=False, targets=None):
    ab = {"kind": "triggered", "label": "技能", "when": {"event": "enters_field", "subject": "self"}, "effects": effects}
    if optional:
        ab["optional"] = True
    if targets:
        ab["targets"] = targets
    return ab, "登场时，" + zh, "When this enters the field, " + en


def A(key, n=1):
    if key == "enter_draw":
        return enter([{"do": "draw", "player": "you", "n": n}], f"你可以抓{n}张卡。", f"you may draw {n}.", optional=True)
    if key == "enter_gain":
        return enter([{"do": "gain_liangcao", "player": "you", "n": n}], f"你获得{n}点粮草。", f"gain {n} 粮草.")
    if key == "enter_damage":
        return enter([{"do": "damage", "target": "t1", "n": n}], f"对一名敌方将领造成{n}点伤害。",
                     f"deal {n} damage to target enemy general.", targets=[{"id": "t1", "pick": "card", "filter": ENEMY_GEN}])
    if key == "enter_ping":
        return enter([{"do": "damage_player", "player": "enemies", "n": n}], f"对每名敌方造成{n}点伤害。",
                     f"deal {n} damage to each enemy.")
    if key == "enter_bounce":
        f = dict(ENEMY_GEN, stat={"attack": {"op": "<=", "value": n}})
        return enter([{"do": "return_to_hand", "target": "t1"}], f"将一名攻击≤{n}的敌方将领返回手牌。",
                     f"return target enemy general with attack ≤ {n} to its owner's hand.",
                     targets=[{"id": "t1", "pick": "card", "filter": f}])
    if key == "enter_search":
        return enter([{"do": "search_deck", "player": "you", "filter": {"type": "谋略", "zone": "deck"}, "n": 1}],
                     "你可以从营地中检索一张谋略加入手牌。", "you may search your camp for a 谋略 and put it into your hand.",
                     optional=True)
    if key == "enter_discard":
        return enter([{"do": "discard", "player": "enemies", "n": 1, "chooser": "random"}], "每名敌方随机舍弃一张手牌。",
                     "each enemy discards a random hand card.")
    if key == "enter_destroy_treasure":
        return enter([{"do": "destroy", "target": "t1"}], "破坏一件敌方宝物。", "destroy target enemy 宝物.",
                     targets=[{"id": "t1", "pick": "card", "filter": {"type": "宝物", "controller": "enemies"}}])
    if key == "tap_damage":
        return ({"kind": "activated", "label": "横置技能", "style": "tap",
                 "targets": [{"id": "t1", "pick": "card", "filter": ENEMY_GEN}],
                 "effects": [{"do": "damage", "target": "t1", "n": n}]},
                f"横置：对一名敌方将领造成{n}点伤害。", f"Tap: deal {n} damage to target enemy general.")
    if key == "tap_ping":
        return ({"kind": "activated", "label": "横置技能", "style": "tap",
                 "effects": [{"do": "damage_player", "player": "enemies", "n": n}]},
                f"横置：对每名敌方造成{n}点伤害。", f"Tap: deal {n} damage to each enemy.")
    if key == "tap_heal":
        return ({"kind": "activated", "label": "横置技能", "style": "tap",
                 "targets": [{"id": "t1", "pick": "card", "filter": MY_GEN}],
                 "effects": [{"do": "heal", "target": "t1", "n": n}]},
                f"横置：移除你的一名将领身上至多{n}点伤害。", f"Tap: remove up to {n} damage from target general of yours.")
    if key == "tap_pump":
        return ({"kind": "activated", "label": "横置技能", "style": "tap",
                 "targets": [{"id": "t1", "pick": "card", "filter": dict(MY_GEN, other=True)}],
                 "effects": [{"do": "modify_stat", "target": "t1", "stat": "attack", "delta": n, "duration": "this_turn"}]},
                f"横置：你的另一名将领本回合攻击+{n}。", f"Tap: another general of yours gets +{n} attack this turn.")
    if key == "free_loot":
        return ({"kind": "activated", "label": "启动式效果", "style": "free", "per_turn": 1,
                 "cost": [{"pay": "discard", "n": 1}], "effects": [{"do": "draw", "player": "you", "n": 1}]},
                "舍弃一张手牌：抓一张卡。每回合限一次。", "Discard a card: draw 1. Once per turn.")
    if key == "free_blood":
        return ({"kind": "activated", "label": "启动式效果", "style": "free", "per_turn": 1,
                 "cost": [{"pay": "lose_liangcao", "n": 2}], "effects": [{"do": "draw", "player": "you", "n": 1}]},
                "失去2点粮草：抓一张卡。每回合限一次。", "Lose 2 粮草: draw 1. Once per turn.")
    if key == "low_attack":
        return ({"kind": "static", "label": "禀赋", "condition": {"test": "liangcao", "player": "you", "op": "<=", "value": 10},
                 "effects": [{"do": "modify_stat", "target": "self", "stat": "attack", "delta": n}]},
                f"你的粮草≤10时，此将领攻击+{n}。", f"While your 粮草 ≤ 10, this general has +{n} attack.")
    if key == "lead":
        return ({"kind": "static", "label": "禀赋",
                 "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, other=True)}, "stat": "attack", "delta": n}]},
                f"你控制的其他将领攻击+{n}。", f"Other generals you control have +{n} attack.")
    if key == "guard":
        return ({"kind": "static", "label": "禀赋",
                 "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, other=True)}, "stat": "health", "delta": n}]},
                f"你控制的其他将领生命+{n}。", f"Other generals you control have +{n} health.")
    if key == "corps_lead":
        bz = {1: "步兵", 2: "骑兵", 3: "弓兵"}[n]
        en_bz = {1: "infantry", 2: "cavalry", 3: "archer"}[n]
        return ({"kind": "static", "label": "禀赋",
                 "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, corps=[bz])}, "stat": "attack", "delta": 1}]},
                f"你控制的{bz}将领攻击+1。", f"Your {en_bz} generals have +1 attack.")
    if key == "mourn":
        return ({"kind": "triggered", "label": "禀赋",
                 "when": {"event": "dies", "subject": dict(MY_GEN, other=True)},
                 "effects": [{"do": "gain_liangcao", "player": "you", "n": n}]},
                f"你的其他将领死亡时，你获得{n}点粮草。", f"When another general of yours dies, gain {n} 粮草.")
    if key == "revive":
        return ({"kind": "triggered", "label": "禀赋", "optional": True,
                 "when": {"event": "would_die", "subject": "self", "how": ["阵亡", "破坏"]},
                 "effects": [{"do": "lose_liangcao", "player": "you", "n": n}, {"do": "revive", "target": "subject"}]},
                f"此将领将阵亡或被破坏时，你可以失去{n}点粮草使其生还。",
                f"When this general would die or be destroyed, you may lose {n} 粮草 to revive it.")
    if key == "hand_limit":
        return ({"kind": "static", "label": "禀赋", "effects": [{"do": "modify_hand_limit", "player": "you", "delta": n}]},
                f"你的手牌上限+{n}。", f"Your hand limit is {n} higher.")
    if key == "cap":
        return ({"kind": "static", "label": "禀赋", "effects": [{"do": "modify_liangcao_cap", "player": "you", "delta": n}]},
                f"你的粮草上限+{n}。", f"Your 粮草 cap is {n} higher.")
    if key == "attack_gain":
        return ({"kind": "triggered", "label": "技能", "when": {"event": "attacks", "subject": "self"},
                 "effects": [{"do": "gain_liangcao", "player": "you", "n": n}]},
                f"此将领进攻时，你获得{n}点粮草。", f"When this general attacks, gain {n} 粮草.")
    if key == "attack_draw":
        return ({"kind": "triggered", "label": "技能", "optional": True, "when": {"event": "attacks", "subject": "self"},
                 "effects": [{"do": "draw", "player": "you", "n": 1}]},
                "此将领进攻时，你可以抓一张卡。", "When this general attacks, you may draw 1.")
    if key == "defend_toughen":
        return ({"kind": "triggered", "label": "技能", "when": {"event": "defends", "subject": "self"},
                 "effects": [{"do": "modify_stat", "target": "self", "stat": "health", "delta": n, "duration": "this_turn"}]},
                f"此将领防守时，本回合生命+{n}。", f"When this general defends, it gets +{n} health this turn.")
    if key == "turn_gain":
        return ({"kind": "triggered", "label": "禀赋", "when": {"event": "turn_start", "whose": "you"},
                 "effects": [{"do": "gain_liangcao", "player": "you", "n": n}]},
                f"你的回合开始时，你获得{n}点粮草。", f"At the start of your turn, gain {n} 粮草.")
    if key == "no_cavalry":
        return ({"kind": "static", "label": "属性",
                 "effects": [{"do": "cannot_be_damaged_by", "target": "self", "source": {"type": "将领", "corps": ["骑兵"]}}]},
                "此将领不会受到骑兵将领的伤害。", "This general cannot be damaged by cavalry generals.")
    if key == "no_archer":
        return ({"kind": "static", "label": "属性",
                 "effects": [{"do": "cannot_be_damaged_by", "target": "self", "source": {"type": "将领", "corps": ["弓兵"]}}]},
                "此将领不会受到弓兵将领的伤害。", "This general cannot be damaged by archer generals.")
    if key == "only_deputy":
        return ({"kind": "static", "label": "属性", "effects": [{"do": "only_roles", "target": "self", "roles": ["副将"]}]},
                "此将领只能为副将。", "This general can only be a 副将.")
    if key == "no_attack":
        return ({"kind": "static", "label": "属性", "effects": [{"do": "cannot_attack", "target": "self"}]},
                "此将领不能进攻。", "This general cannot attack.")
    if key == "enemy_dies_draw":
        return ({"kind": "triggered", "label": "技能", "optional": True,
                 "when": {"event": "dies", "subject": ENEMY_GEN, "how": ["阵亡"]},
                 "effects": [{"do": "draw", "player": "you", "n": 1}]},
                "敌方将领阵亡时，你可以抓一张卡。", "When an enemy general dies in battle, you may draw 1.")
    if key == "damaged_draw":
        return ({"kind": "triggered", "label": "技能", "optional": True, "when": {"event": "damaged", "subject": "self"},
                 "effects": [{"do": "draw", "player": "you", "n": 1}]},
                "此将领受到伤害时，你可以抓一张卡。", "When this general is damaged, you may draw 1.")
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

EN_NAMES = {}


# Game words the templates write in Chinese, as the English texts say them (the table's glossary:
# desktop/ui/sanguozhi/terms.py).  Longest first; every English text is checked for Chinese left over.
EN_TERMS = (("兵权槽", "command slot"), ("粮草", "provisions"), ("宝物", "treasure"), ("谋略", "stratagem"),
            ("主将", "commander"), ("军师", "strategist"), ("副将", "lieutenant"), ("任意", "Any"),
            ("步兵", "Infantry"), ("弓兵", "Archers"), ("骑兵", "Cavalry"), ("谋士", "Advisers"),
            ("枪兵", "Spearmen"), ("刀盾", "Shieldmen"))
_CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


def english(text: str, cid: str = "") -> str:
    for zh, en in EN_TERMS:
        text = text.replace(zh, en)
    if _CJK.search(text):
        raise ValueError(f"{cid}: Chinese left in the English text {text!r} (add the word to EN_TERMS)")
    return text


def card(cid, name, en, typ, text_zh, text_en, name_tw=None, text_tw=None, **fields):
    text_en = english(text_en, cid)
    en = english(en, cid)
    d = {"id": cid, "name": name, "type": typ}
    d.update(fields)
    d["display"] = {"zh_CN": {"name": name or "", "text": text_zh},
                    "zh_TW": {"name": name_tw if name_tw is not None else tw(name), "text": text_tw or tw(text_zh)},
                    "en": {"name": en, "text": text_en}}
    return d


def build():
    cards = []
    wp = {}
    # whitepaper cards (D.10.13) keep their effects exactly
    wp["刘馥"] = ([{"kind": "static", "label": "禀赋",
                  "effects": [{"do": "modify_liangcao_cap", "player": "you", "delta": 10}]}],
                "只要刘馥在场，你的粮草上限+10。", "While Liu Fu is on the field, your 粮草 cap is 10 higher.")
    wp["祝公道"] = ([{"kind": "static", "label": "属性", "effects": [{"do": "only_roles", "target": "self", "roles": ["副将"]}]}],
                 "祝公道只能为副将。", "Zhu Gongdao can only be a 副将.")
    n = 10
    for name, en, fac, a, h, i, corps, cond, abil in GENERALS:
        if isinstance(abil, str):
            abs_, zh, ent = wp[{"LIUFU": "刘馥", "ZHU": "祝公道"}[abil]]
            cid = {"LIUFU": "起始-001", "ZHU": "官渡-曜武-059"}[abil]
        else:
            abs_, zhs, ens = [], [], []
            for key, k in abil:
                if key == "no_attack_never":
                    continue
                ab, z, e = A(key, k)
                abs_.append(ab)
                zhs.append(z)
                ens.append(e)
            zh, ent = "".join(zhs) or "无特殊能力。", " ".join(ens) or "No special ability."
            cid = f"起始-{n:03d}"
            n += 1
        cards.append(card(cid, name, en, "将领", zh, ent, faction=fac, attack=a, health=h, intelligence=i,
                          corps=corps, bingquan_condition=cond, abilities=abs_))
    # plain and special 兵权
    for k, (bz, en) in enumerate((("步兵", "Infantry"), ("弓兵", "Archers"), ("骑兵", "Cavalry"), ("谋士", "Advisers")), 1):
        cards.append(card(f"起始-{200 + k}", "", f"{en} command", "兵权", f"{bz}兵权。", f"{en} command.",
                          name_tw="", face_value={"bingzhong": bz, "amount": 1}))
        cards[-1]["display"]["zh_CN"]["name"] = f"{bz}兵权"
        cards[-1]["display"]["zh_TW"]["name"] = tw(f"{bz}兵权")
    cards.append(card("起始-002", "虎豹骑", "Tiger and Leopard Cavalry", "兵权", "只要此兵权在兵权槽中，你多一个副将槽。",
                      "While this is in your 兵权槽, you have one more 副将 slot.", faction="魏",
                      face_value={"bingzhong": "骑兵", "amount": 1},
                      abilities=[{"kind": "static", "effects": [{"do": "modify_slots", "player": "you", "slot": "副将", "delta": 1}]}]))
    cards.append(card("起始-205", "白毦兵", "White-Plumed Guard", "兵权", "你控制的步兵将领生命+1。",
                      "Your infantry generals have +1 health.", name_tw="白毦兵", faction="蜀",
                      face_value={"bingzhong": "步兵", "amount": 1},
                      abilities=[{"kind": "static", "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, corps=["步兵"])},
                                                                 "stat": "health", "delta": 1}]}]))
    cards.append(card("起始-206", "解烦营", "Jiefan Battalion", "兵权", "你的手牌上限+1。", "Your hand limit is 1 higher.",
                      faction="吴", face_value={"bingzhong": "弓兵", "amount": 1},
                      abilities=[{"kind": "static", "effects": [{"do": "modify_hand_limit", "player": "you", "delta": 1}]}]))
    cards.append(card("起始-207", "陷阵营", "Vanguard Battalion", "兵权", "你控制的步兵将领攻击+1。",
                      "Your infantry generals have +1 attack.", faction="群", face_value={"bingzhong": "步兵", "amount": 1},
                      abilities=[{"kind": "static", "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, corps=["步兵"])},
                                                                 "stat": "attack", "delta": 1}]}]))
    # 谋略
    G = {"id": "t1", "pick": "card"}

    def strat(cid, name, en, zh, ent, use=None, speed="main", cond=None, tw_name=None, **kw):
        extra = dict(kw)
        if use is not None:
            extra["use"] = use
        cards.append(card(cid, name, en, "谋略", zh, ent, name_tw=tw_name, bingquan_condition=cond or {}, speed=speed,
                          persistent=extra.pop("persistent", False), **extra))

    strat("官渡-曜武-130", "乌巢之覆", "Burning of Wuchao", "一名敌方的粮草上限-10，持续3回合。",
          "Target enemy's 粮草 cap is 10 lower for 3 turns.", cond={"骑兵": 2},
          use={"targets": [{"id": "p1", "pick": "player", "filter": {"side": "enemies"}}],
               "effects": [{"do": "modify_liangcao_cap", "player": "p1", "delta": -10, "duration": {"turns": 3}}]})
    strat("官渡-曜武-147", "玩物丧志", "Lost in Trinkets", "一名装备宝物的将领失去文字框内容，直到其不再装备宝物。",
          "Target general with a 宝物 loses its text box for as long as it has a 宝物.", cond={"谋士": 1},
          use={"targets": [dict(G, filter={"type": "将领", "has_treasure": True})],
               "effects": [{"do": "lose_text", "target": "t1", "duration": {"while": {"test": "has_treasure", "of": "t1"}}}]})
    strat("黄巾之乱-268", "临阵换将", "Change of Command", "使一名将领成为主将（与原主将交换位置）。",
          "Target general becomes the 主将 (it swaps places with the present one).", cond={"谋士": 1},
          use={"targets": [dict(G, filter={"type": "将领", "role": ["军师", "副将"]})],
               "effects": [{"do": "move_to_slot", "target": "t1", "slot": "主将", "swap": True}]})
    strat("黄巾之乱-263", "夺其所好", "Take What He Loves", "一名将领失去其宝物（置入墓地）。",
          "Target general loses its 宝物 (to the graveyard).", speed="any",
          use={"targets": [dict(G, filter={"type": "将领", "has_treasure": True})],
               "effects": [{"do": "detach_treasure", "target": "t1", "to": "graveyard"}]})
    rows = [
        ("火攻", "Fire Attack", "对一名将领造成3点伤害。", "Deal 3 damage to target general.", "any", {"谋士": 1},
         [dict(G, filter={"type": "将领"})], [{"do": "damage", "target": "t1", "n": 3}]),
        ("识破", "See Through", "使一个谋略发动或武将上场离开连环。", "Target 谋略 or general entering the field leaves the chain.",
         "any", {"谋士": 2}, [{"id": "t1", "pick": "chain_item", "filter": {"item_kinds": [12, 16]}}],
         [{"do": "negate", "target": "t1"}]),
        ("撤退", "Retreat", "将你的一名将领返回手牌。", "Return target general of yours to your hand.", "any", {},
         [dict(G, filter={"type": "将领", "controller": "you", "face": "any"})], [{"do": "return_to_hand", "target": "t1"}]),
        ("毒计", "Poison Plot", "对一名将领造成2点永久伤害。", "Deal 2 permanent damage to target general.", "any", {"谋士": 1},
         [dict(G, filter={"type": "将领"})], [{"do": "damage", "target": "t1", "n": 2, "damage_kind": "permanent"}]),
        ("离间", "Sow Discord", "破坏一名攻击≤3的敌方将领。", "Destroy target enemy general with attack ≤ 3.", "main", {"谋士": 2},
         [dict(G, filter=dict(ENEMY_GEN, stat={"attack": {"op": "<=", "value": 3}}))], [{"do": "destroy", "target": "t1"}]),
        ("激将", "Provoke", "你的一名将领本回合攻击+3。", "Target general of yours gets +3 attack this turn.", "any", {},
         [dict(G, filter=MY_GEN)], [{"do": "modify_stat", "target": "t1", "stat": "attack", "delta": 3, "duration": "this_turn"}]),
        ("坚守", "Hold Fast", "本回合防止你的一名将领受到的下3点伤害。", "Prevent the next 3 damage to target general of yours this turn.",
         "any", {}, [dict(G, filter=MY_GEN)], [{"do": "prevent_damage", "target": "t1", "n": 3, "duration": "this_turn"}]),
        ("调虎离山", "Lure the Tiger", "横置一名敌方将领。", "Tap target enemy general.", "any", {"谋士": 1},
         [dict(G, filter=ENEMY_GEN)], [{"do": "tap", "target": "t1"}]),
        ("釜底抽薪", "Remove the Firewood", "破坏一件宝物。", "Destroy target 宝物.", "main", {},
         [dict(G, filter={"type": "宝物"})], [{"do": "destroy", "target": "t1"}]),
        ("草木皆兵", "Every Bush a Soldier", "每名敌方随机舍弃一张手牌。", "Each enemy discards a random hand card.", "main",
         {"谋士": 1}, [], [{"do": "discard", "player": "enemies", "n": 1, "chooser": "random"}]),
        ("反间计", "Turncoat Plot", "获得一名攻击≤2的敌方副将的控制权。", "Gain control of target enemy 副将 with attack ≤ 2.",
         "main", {"谋士": 3}, [dict(G, filter=dict(ENEMY_GEN, role=["副将"], stat={"attack": {"op": "<=", "value": 2}}))],
         [{"do": "gain_control", "target": "t1", "slot": "副将"}]),
        ("苦肉计", "Self-Injury Ruse", "失去3点粮草，抓3张卡。", "Lose 3 粮草, then draw 3.", "main", {},
         [], [{"do": "lose_liangcao", "player": "you", "n": 3}, {"do": "draw", "player": "you", "n": 3}]),
        ("空城计", "Empty Fort", "本回合防止你受到的所有伤害。", "Prevent all damage to you this turn.", "any", {"谋士": 2},
         [], [{"do": "prevent_damage", "target": "you", "n": "all", "duration": "this_turn"}]),
        ("美人计", "Beauty Trap", "一名敌方将领直到你的下个回合不能进攻。", "Target enemy general cannot attack until your next turn.",
         "main", {"谋士": 1}, [dict(G, filter=ENEMY_GEN)], [{"do": "cannot_attack", "target": "t1", "duration": "until_your_next_turn"}]),
        ("暗度陈仓", "Secret Passage", "从你的营地中检索一张将领加入手牌。", "Search your camp for a general and put it into your hand.",
         "main", {}, [], [{"do": "search_deck", "player": "you", "filter": {"type": "将领", "zone": "deck"}, "n": 1}]),
        ("偷营", "Night Raid", "对一名敌方造成3点伤害。", "Deal 3 damage to target enemy.", "main", {"骑兵": 2},
         [{"id": "p1", "pick": "player", "filter": {"side": "enemies"}}], [{"do": "damage_player", "player": "p1", "n": 3}]),
        ("休养生息", "Rest and Recover", "你获得5点粮草。", "Gain 5 粮草.", "main", {}, [], [{"do": "gain_liangcao", "player": "you", "n": 5}]),
        ("奇袭", "Surprise Raid", "对一名敌方将领造成2点伤害，你抓一张卡。", "Deal 2 damage to target enemy general, then draw 1.",
         "main", {"骑兵": 1}, [dict(G, filter=ENEMY_GEN)], [{"do": "damage", "target": "t1", "n": 2}, {"do": "draw", "player": "you", "n": 1}]),
        ("借东风", "Borrow the East Wind", "每名敌方失去2点粮草。", "Each enemy loses 2 粮草.", "main", {"谋士": 2},
         [], [{"do": "lose_liangcao", "player": "enemies", "n": 2}]),
        ("围魏救赵", "Besiege Wei to Save Zhao", "将一名敌方将领返回手牌。", "Return target enemy general to its owner's hand.",
         "main", {"谋士": 3}, [dict(G, filter=ENEMY_GEN)], [{"do": "return_to_hand", "target": "t1"}]),
    ]
    k = 100
    for name, en, zh, ent, speed, cond, targets, effects in rows:
        use = {"effects": effects}
        if targets:
            use["targets"] = targets
        strat(f"起始-{k:03d}", name, en, zh, ent, use=use, speed=speed, cond=cond,
              tw_name={"借东风": "借東風", "围魏救赵": "圍魏救趙"}.get(name))
        k += 1
    strat(f"起始-{k:03d}", "屯田", "Military Farms", "持续谋略（6回合）：你的回合开始时，你获得2点粮草。",
          "Persistent (6 turns): at the start of your turn, gain 2 粮草.", cond={"步兵": 1}, persistent=True,
          lasts={"turns": 6}, abilities=[{"kind": "triggered", "when": {"event": "turn_start", "whose": "you"},
                                           "effects": [{"do": "gain_liangcao", "player": "you", "n": 2}]}])
    k += 1
    strat(f"起始-{k:03d}", "连弩", "Repeating Crossbows", "持续谋略：你控制的弓兵将领攻击+1。",
          "Persistent: your archer generals have +1 attack.", cond={"弓兵": 1}, persistent=True,
          abilities=[{"kind": "static", "effects": [{"do": "modify_stat", "target": {"all": dict(MY_GEN, corps=["弓兵"])},
                                                     "stat": "attack", "delta": 1}]}])
    # 宝物
    T = [("忠信旗", "Banner of Loyalty", "官渡-曜武-168", "装备将领生命+2。", "The equipped general has +2 health.",
          [{"do": "modify_stat", "target": "equipped", "stat": "health", "delta": 2}], {}),
         ("青釭剑", "Qinggang Sword", "起始-150", "装备将领攻击+2。", "The equipped general has +2 attack.",
          [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 2}], {"骑兵": 1}),
         ("倚天剑", "Yitian Sword", "起始-151", "装备将领攻击+1、生命+1。", "The equipped general has +1 attack and +1 health.",
          [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 1},
           {"do": "modify_stat", "target": "equipped", "stat": "health", "delta": 1}], {}),
         ("的卢", "Dilu", "起始-152", "装备将领生命+3。", "The equipped general has +3 health.",
          [{"do": "modify_stat", "target": "equipped", "stat": "health", "delta": 3}], {"骑兵": 1}),
         ("赤兔", "Red Hare", "起始-153", "装备将领攻击+2、生命+1。", "The equipped general has +2 attack and +1 health.",
          [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 2},
           {"do": "modify_stat", "target": "equipped", "stat": "health", "delta": 1}], {"骑兵": 2}),
         ("丈八蛇矛", "Serpent Spear", "起始-154", "装备将领攻击+3。", "The equipped general has +3 attack.",
          [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 3}], {"步兵": 2}),
         ("藤甲", "Rattan Armour", "起始-155", "装备将领不会受到弓兵将领的伤害。", "The equipped general cannot be damaged by archer generals.",
          [{"do": "cannot_be_damaged_by", "target": "equipped", "source": {"type": "将领", "corps": ["弓兵"]}}], {"步兵": 1}),
         ("玉玺", "Imperial Seal", "起始-156", "你的手牌上限+1，粮草上限+5。", "Your hand limit is 1 higher and your 粮草 cap 5 higher.",
          [{"do": "modify_hand_limit", "player": "you", "delta": 1}, {"do": "modify_liangcao_cap", "player": "you", "delta": 5}], {"谋士": 2}),
         ("古锭刀", "Old Ding Blade", "起始-157", "装备将领攻击+2。", "The equipped general has +2 attack.",
          [{"do": "modify_stat", "target": "equipped", "stat": "attack", "delta": 2}], {"弓兵": 1}),
         ]
    for name, en, cid, zh, ent, effs, cond in T:
        cards.append(card(cid, name, en, "宝物", zh, ent, bingquan_condition=cond,
                          abilities=[{"kind": "static", "effects": effs}]))
    # 阵型
    F = [("锋矢阵", "Arrowhead Formation", 7, 6, 2, [["骑兵"], ["骑兵"], ["步兵", "枪兵"]], {"骑兵": 2}),
         ("鱼鳞阵", "Fish-Scale Formation", 5, 9, 2, [["步兵"], ["步兵"], ["任意"]], {"步兵": 2}),
         ("八阵图", "Eight Gates Formation", 6, 7, 8, [["任意"], ["任意"], ["任意"]], {"谋士": 3}),
         ("雁行阵", "Wild Goose Formation", 6, 5, 3, [["弓兵"], ["弓兵"], ["任意"]], {"弓兵": 2}),
         ("长蛇阵", "Long Serpent Formation", 4, 5, 1, [["任意"], ["任意"]], {})]
    for k, (name, en, a, h, i, mem, cond) in enumerate(F):
        zh = "阵型：" + "、".join("/".join(e) for e in mem) + "。"
        ent = "Formation: " + ", ".join("/".join(e) for e in mem) + "."
        cards.append(card(f"起始-{160 + k}", name, en, "阵型", zh, ent, attack=a, health=h, intelligence=i, members=mem,
                          bingquan_condition=cond, abilities=[]))
    # 事件
    EV = [("天降甘霖", "Blessed Rain", "你获得4点粮草。", "Gain 4 粮草.", [], [{"do": "gain_liangcao", "player": "you", "n": 4}]),
          ("援军到来", "Reinforcements", "抓2张卡。", "Draw 2.", [], [{"do": "draw", "player": "you", "n": 2}]),
          ("天时", "Heaven's Timing", "你获得3点粮草。", "Gain 3 粮草.", [], [{"do": "gain_liangcao", "player": "you", "n": 3}]),
          ("地利", "Favourable Ground", "你的一名将领本回合生命+3。", "Target general of yours gets +3 health this turn.",
           [dict(G, filter=MY_GEN)], [{"do": "modify_stat", "target": "t1", "stat": "health", "delta": 3, "duration": "this_turn"}]),
          ("人和", "Harmony of Men", "抓1张卡，获得2点粮草。", "Draw 1 and gain 2 粮草.", [],
           [{"do": "draw", "player": "you", "n": 1}, {"do": "gain_liangcao", "player": "you", "n": 2}]),
          ("瘟疫流行", "Plague", "每名玩家失去3点粮草。", "Each player loses 3 粮草.", [], [{"do": "lose_liangcao", "player": "all", "n": 3}]),
          ("大雾", "Thick Fog", "本回合防止你受到的所有伤害。", "Prevent all damage to you this turn.", [],
           [{"do": "prevent_damage", "target": "you", "n": "all", "duration": "this_turn"}]),
          ("东风", "East Wind", "对一名敌方将领造成2点伤害。", "Deal 2 damage to target enemy general.", [dict(G, filter=ENEMY_GEN)],
           [{"do": "damage", "target": "t1", "n": 2}]),
          ("蝗灾", "Locusts", "一名敌方随机舍弃2张手牌。", "Target enemy discards 2 random hand cards.",
           [{"id": "p1", "pick": "player", "filter": {"side": "enemies"}}], [{"do": "discard", "player": "p1", "n": 2, "chooser": "random"}]),
          ("民心所向", "Will of the People", "直到你的下个回合，你的粮草上限+5。", "Your 粮草 cap is 5 higher until your next turn.", [],
           [{"do": "modify_liangcao_cap", "player": "you", "delta": 5, "duration": "until_your_next_turn"}]),
          ("草船借箭", "Borrowed Arrows", "抓2张卡。", "Draw 2.", [], [{"do": "draw", "player": "you", "n": 2}]),
          ]
    for k, (name, en, zh, ent, targets, effects) in enumerate(EV):
        use = {"effects": effects}
        if targets:
            use["targets"] = targets
        cards.append(card(f"起始-{170 + k}", name, en, "事件", zh, ent, bingquan_condition={}, speed="any", use=use))
    return cards


def main(out: Path) -> None:
    cards = build()
    out.write_text(json.dumps({"set": "起始", "cards": cards}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(cards), "cards")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
