"""Writes tests/scenarios/sanguozhi/*.json (section T and T2 of the rules, plus chain / combat / loss cases).

The JSON files are what the suite runs; this script only keeps them easy to write.
Run: python tests/sanguozhi/make_scenarios.py [OUT_DIR]  (default: tests/scenarios/sanguozhi, whose generated
files are replaced; .ci/run writes to a temp dir and compares).
"""

import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "scenarios" / "sanguozhi"
FILES = {}


def do(kind, seat, **kw):
    return {"do": dict(kind=kind, seat=seat, **kw)}


def no(kind, seat, refused, **kw):
    return {"do": dict(kind=kind, seat=seat, **kw), "refused": refused}


def exp(**kw):
    return {"expect": kw}


def passes(*seats):
    return [do("Pass", s) for s in seats]


def scen(name, title, rule, setup, steps, **extra):
    d = {"game": "sanguozhi", "title": title, "rule": rule, "players": extra.pop("players", 2)}
    if "options" in extra:
        d["options"] = extra.pop("options")
    d["setup"] = setup
    if "rng" in extra:
        d["rng"] = extra.pop("rng")
    flat = []
    for s in steps:
        flat += s if isinstance(s, list) else [s]
    d["steps"] = flat
    FILES[name] = d


def main_turn(turn, active="P1", **players):
    return {"turn": turn, "active": active, "step": "main", "players": players}


# ---------------------------------------------------------------- section T (the seed's examples)
scen("t01_liufu_cap", "T-1 刘馥 raises the cap, not the 粮草", "三国智 §1.2.5.1",
     main_turn(5, P1={"bingquan": {"谋士": 1}, "hand": ["刘馥"]}),
     [do("DeployGeneral", "P1", card="P1:刘馥", zone="P1.deputy1"), passes("P2", "P1"),
      exp(cap={"P1": 40}, liangcao={"P1": 30}, role={"P1:刘馥": "副将"})])

scen("t02_wuchao_cap", "T-2 乌巢之覆: cap 30 → 20 cuts 粮草 28 → 20", "三国智 §1.2.5.2",
     main_turn(5, P1={"bingquan": {"骑兵": 2}, "hand": ["乌巢之覆"]}, P2={"liangcao": 28}),
     [do("UseStrategy", "P1", card="P1:乌巢之覆", targets=["P2"]), exp(chain=[[16, "P1:乌巢之覆"]], to_act="P2"),
      passes("P2", "P1"),
      exp(cap={"P2": 20}, liangcao={"P2": 20}, zones={"P1.graveyard": ["P1:乌巢之覆"]},
          effects=[{"do": "modify_liangcao_cap", "left": 3}])])

scen("t03_special_bingquan_slot", "T-3 虎豹骑: four 副将槽; the slot is lost only when one becomes empty",
     "三国智 §1.3.2.5.1.1.1",
     main_turn(5, P1={"bingquan": {"骑兵": 1}, "hand": ["虎豹骑", "T-曹纯"],
                      "deputy1": "T-许褚", "deputy2": "T-于禁", "deputy3": "T-乐进"},
               P2={"hand": ["T-断粮", "T-撤退"]}),
     [do("PlaceBingquan", "P1", card="P1:虎豹骑"), exp(slots={"P1": {"deputy": 4}}),
      do("DeployGeneral", "P1", card="P1:T-曹纯", zone="P1.deputy4"), passes("P2", "P1"),
      exp(role={"P1:T-曹纯": "副将"}),
      do("Pass", "P1"), do("Pass", "P2"),  # end of 准备
      passes("P1", "P2"),  # 战斗开始
      do("EndAttack", "P1"), passes("P1", "P2"),  # no attack declared; 结束阶段
      exp(turn=6, to_act="P2"),
      passes("P2", "P1"),  # turn 6 抓牌 priority round
      do("UseStrategy", "P2", card="P2:T-断粮", targets=["P1:虎豹骑"]), passes("P1", "P2"),
      exp(zones={"P1.graveyard": ["P1:虎豹骑"]}, slots={"P1": {"deputy": 4}}),
      {"expect": {"zones": {"P1.deputy4": ["P1:T-曹纯"]}}}])

FILES["t03_special_bingquan_slot"]["steps"][-1] = exp(zones={"P1.deputy4": ["P1:T-曹纯"]})

scen("t03b_slot_lost_when_empty", "T-3 (end) the owed slot goes when a 副将槽 becomes empty", "三国智 §1.3.2.5.1.1.1",
     main_turn(6, active="P2", P1={"deputy1": "T-许褚", "deputy2": "T-于禁", "deputy3": "T-乐进", "deputy4": "T-曹纯",
                                   "deputy_slots": 4},
               P2={"hand": ["T-落石"]}),
     [exp(slots={"P1": {"deputy": 4}}),
      do("UseStrategy", "P2", card="P2:T-落石", targets=["P1:T-于禁"]), passes("P1", "P2"),
      exp(slots={"P1": {"deputy": 3}}, zones={"P1.graveyard": ["P1:T-于禁"]})])

scen("t04_zhugongdao", "T-4 祝公道: 玩物丧志, 临阵换将, 夺其所好 → back to hand without the chain", "三国智 §1.3.2.6",
     main_turn(5, P1={"bingquan": {"谋士": 1}, "hand": ["玩物丧志", "临阵换将"]},
               P2={"deputy1": {"card": "祝公道", "treasure": "忠信旗"}, "hand": ["夺其所好"]}),
     [exp(stats={"P2:祝公道": [3, 5]}),
      do("UseStrategy", "P1", card="P1:玩物丧志", targets=["P2:祝公道"]), passes("P2", "P1"),
      do("UseStrategy", "P1", card="P1:临阵换将", targets=["P2:祝公道"]), passes("P2", "P1"),
      exp(zones={"P2.lord": ["P2:祝公道"], "P2.lord.treasure": ["P2:忠信旗"]}, role={"P2:祝公道": "主将"}),
      passes("P1"),
      do("UseStrategy", "P2", card="P2:夺其所好", targets=["P2:祝公道"]), passes("P1", "P2"),
      exp(zones={"P2.hand": ["P2:祝公道"], "P2.lord": [], "P2.graveyard": ["P2:忠信旗", "P2:夺其所好"]},
          slots={"P2": {"lord": True}}, chain=[], no_events=["dies"])])

scen("t05_junshi_destroyed", "T-5 / T2-8 a destroyed 军师 costs its controller 5 粮草", "三国智 §1.3.2.5.2.1",
     main_turn(9, P1={"hand": ["T-落石"]}, P2={"advisor": "T-鲁肃", "liangcao": 12}),
     [do("UseStrategy", "P1", card="P1:T-落石", targets=["P2:T-鲁肃"]), passes("P2", "P1"),
      exp(liangcao={"P2": 7}, zones={"P2.graveyard": ["P2:T-鲁肃"], "P1.graveyard": ["P1:T-落石"], "P2.advisor": []},
          formulas=[{"key": "Strategist lost", "seat": "P2", "result": 7}])])

scen("t05b_junshi_face_down", "T2-8 variant a: a face-down 军师 costs the same", "三国智 §D.3",
     main_turn(9, P1={"hand": ["T-落石"]}, P2={"advisor": {"card": "T-鲁肃", "face": "down"}, "liangcao": 12}),
     [do("UseStrategy", "P1", card="P1:T-落石", targets=["P2:T-鲁肃"]), passes("P2", "P1"),
      exp(liangcao={"P2": 7}, zones={"P2.graveyard": ["P2:T-鲁肃"]})])

scen("t05c_junshi_saved", "T2-8 variant b: 撤退 from hand saves the 军师, no penalty", "三国智 §D.5.4",
     main_turn(9, P1={"hand": ["T-落石"]}, P2={"advisor": "T-鲁肃", "liangcao": 12, "hand": ["T-撤退"]}),
     [do("UseStrategy", "P1", card="P1:T-落石", targets=["P2:T-鲁肃"]),
      do("UseStrategy", "P2", card="P2:T-撤退", targets=["P2:T-鲁肃"]), passes("P1", "P2"),
      exp(zones={"P2.hand": ["P2:T-鲁肃"]}, chain=[[16, "P1:T-落石"]]), passes("P1", "P2"),
      exp(liangcao={"P2": 12}, zones={"P1.graveyard": ["P1:T-落石"], "P2.graveyard": ["P2:T-撤退"]}, chain=[])])

scen("t05d_junshi_penalty_loses", "T2-8 variant c: the penalty takes B to −1 and he loses", "三国智 §D.6",
     main_turn(9, P1={"hand": ["T-落石"]}, P2={"advisor": "T-鲁肃", "liangcao": 4}),
     [do("UseStrategy", "P1", card="P1:T-落石", targets=["P2:T-鲁肃"]), passes("P2", "P1"),
      exp(liangcao={"P2": -1}, over=True, winner="P1")])

scen("t06_lord_bonus", "T-6 主将 bonus at printed total ≥ 3 only", "三国智 §1.3.2.5.3.1",
     main_turn(5, P1={"lord": "T-孙权甲", "deputy1": "T-孙权"}, P2={"lord": "T-孙权"}),
     [exp(stats={"P1:T-孙权甲": [4, 6], "P2:T-孙权": [2, 4], "P1:T-孙权": [2, 4]})])

scen("t07_lord_destroyed_enemy_draws", "T-7 / T2-9b a 主将 destroyed by an enemy: slot lost, the enemy may draw 3",
     "三国智 §1.3.2.5.3.2",
     main_turn(9, P1={"hand": ["T-落石"]}, P2={"lord": "T-孙权"}),
     [do("UseStrategy", "P1", card="P1:T-落石", targets=["P2:T-孙权"]), passes("P2", "P1"),
      exp(slots={"P2": {"lord": False}}, decision="may_draw", to_act="P1", count={"P1.hand": 0}),
      do("Answer", "P1", yes=True), exp(count={"P1.hand": 3, "P1.camp": 17}, decision=None)])

scen("t07b_own_lord_no_draw", "T2-9 variant b: destroying your own 主将: slot lost, nobody draws", "三国智 §D.7.5",
     main_turn(10, active="P2", P2={"lord": "T-孙权", "hand": ["T-落石", "T-许褚"], "bingquan": {"步兵": 1}}),
     [do("UseStrategy", "P2", card="P2:T-落石", targets=["P2:T-孙权"]), passes("P1", "P2"),
      exp(slots={"P2": {"lord": False}}, decision=None, to_act="P2", count={"P1.hand": 0, "P2.hand": 1}),
      no("DeployGeneral", "P2", "§1.3.2", card="P2:T-许褚", zone="P2.lord")])

scen("t08_lord_killed_in_combat", "T-7 / T2-9 a 主将 killed by an enemy attacker: slot lost, the enemy draws 3",
     "三国智 §D.7.5",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-张辽", "hand": ["T-许褚", "T-于禁", "T-曹仁"]},
                                               "P2": {"lord": "T-孙权", "liangcao": 20}}},
     [exp(decision="attack", to_act="P1"),
      do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"), do("EndAttack", "P1"),
      exp(tapped=["P1:T-张辽"]), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-孙权", group=1), do("EndDefense", "P2"), passes("P1", "P2"),
      do("PlaceDamage", "P2", dealer="P1:T-张辽", receiver="P2:T-孙权", n=4),
      do("PlaceDamage", "P1", dealer="P2:T-孙权", receiver="P1:T-张辽", n=2),
      exp(zones={"P2.graveyard": ["P2:T-孙权"]}, slots={"P2": {"lord": False}}, decision="may_draw",
          damage={"P1:T-张辽": [2, 0]}, liangcao={"P2": 20}),
      do("Answer", "P1", yes=True), exp(count={"P1.hand": 6, "P1.camp": 17})])

scen("t08b_lord_bonus_survives", "T2-9 variant a: the 主将 bonus makes him 4/6; both survive", "三国智 §1.3.2.5.3.1",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-张辽"}, "P2": {"lord": "T-孙权甲", "liangcao": 20}}},
     [do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-孙权甲", group=1), do("EndDefense", "P2"), passes("P1", "P2"),
      do("PlaceDamage", "P2", dealer="P1:T-张辽", receiver="P2:T-孙权甲", n=4),
      do("PlaceDamage", "P1", dealer="P2:T-孙权甲", receiver="P1:T-张辽", n=4),
      exp(damage={"P1:T-张辽": [4, 0], "P2:T-孙权甲": [4, 0]}, slots={"P2": {"lord": True}}, decision=None)])

scen("t09_opening_mulligan", "T-9 / T2-16 opening: 6 cards, one mulligan only, hand limit 7", "三国智 §1.2.6",
     {"step": "setup", "turn": 0, "players": {"P1": {"camp": 50}, "P2": {"camp": 50}}},
     [exp(decision="first"), do("ChooseFirstPlayer", "P1", target="P1"),
      exp(decision="mulligan", to_act="P1", count={"P1.hand": 6, "P1.camp": 44, "P2.hand": 6}),
      do("Mulligan", "P1"), exp(count={"P1.hand": 6, "P1.camp": 44}, to_act="P2"),
      no("Mulligan", "P1", "§D.1.3"), do("KeepHand", "P2"),
      exp(turn=1, count={"P1.hand": 6, "P1.camp": 44, "P2.hand": 6}, to_act="P1"),
      passes("P1", "P2", "P1", "P2"), do("EndAttack", "P1") if False else passes(),
      exp(step="end"), passes("P1", "P2"),
      exp(turn=2, count={"P2.hand": 8, "P2.camp": 42})])

scen("t10_move_between_players", "T-10 a general moved into another player's slot neither leaves nor enters",
     "三国智 §1.3.2.4",
     main_turn(9, P1={"bingquan": {"谋士": 3}, "hand": ["反间计"]},
               P2={"deputy1": {"card": "T-蒋钦", "perm": 1}, "deputy2": "T-孙策"}),
     [do("UseStrategy", "P1", card="P1:反间计", targets=["P2:T-蒋钦"]), passes("P2", "P1"),
      exp(zones={"P1.deputy1": ["P1:T-蒋钦" if False else "P2:T-蒋钦"]}, damage={"P2:T-蒋钦": [0, 1]},
          no_events=["enters_field", "leaves_field"]),
      {"expect": {"legal": {"P1": ["!UseAbility"]}}}])

# ---------------------------------------------------------------- T2 worked examples
scen("t2_01_deploy_condition", "T2-1 兵权条件 when deploying; nothing is spent; one 兵权 action per turn", "三国智 §D.3",
     main_turn(5, P1={"bingquan": {"步兵": 2, "骑兵": 1}, "hand": ["T-张辽", "T-乐进", "骑兵兵权", "步兵兵权"]}),
     [no("DeployGeneral", "P1", "§D.3", card="P1:T-张辽", zone="P1.deputy1"),
      do("DeployGeneral", "P1", card="P1:T-乐进", zone="P1.deputy1"),
      exp(chain=[[12, "P1:T-乐进"]], role={"P1:T-乐进": None}, to_act="P2"),
      passes("P2", "P1"),
      exp(role={"P1:T-乐进": "副将"}, face_up={"P1.deputy1": ["P1:T-乐进"]},
          count={"P1.bq_infantry": 2, "P1.bq_cavalry": 1}, events=["enters_field:P1:T-乐进"]),
      do("PlaceBingquan", "P1", card="P1:骑兵兵权"), exp(to_act="P1", count={"P1.bq_cavalry": 2}),
      do("DeployGeneral", "P1", card="P1:T-张辽", zone="P1.deputy2"), passes("P2", "P1"),
      exp(role={"P1:T-张辽": "副将"}, count={"P1.bq_infantry": 2, "P1.bq_cavalry": 2}),
      no("PlaceBingquan", "P1", "§D.3", card="P1:步兵兵权"),
      no("Conscript", "P1", "§D.3", card="P1:步兵兵权", zone="P1.bq_infantry")])

scen("t2_02_set_and_flip", "T2-2 伏将 ignores the condition, 翻转 checks it; a flipped general attacks at once",
     "三国智 §D.3, §D.4.4, §D.7.2",
     main_turn(3, P1={"bingquan": {"步兵": 1}, "hand": ["T-典韦", "T-许褚", "步兵兵权", "步兵兵权"]}),
     [do("SetGeneral", "P1", card="P1:T-典韦", zone="P1.deputy1"), passes("P2", "P1"),
      exp(face_down={"P1.deputy1": ["P1:T-典韦"]}, role={"P1:T-典韦": "副将"}),
      no("FlipGeneral", "P1", "§D.3", card="P1:T-典韦"),
      do("PlaceBingquan", "P1", card="P1:步兵兵权"),
      passes("P1", "P2"), passes("P1", "P2"), exp(step="end"),  # no attacker: the battle ends at once
      passes("P1", "P2"), passes("P2", "P1"), passes("P2", "P1"), passes("P2", "P1"),  # turn 4
      passes("P2", "P1"),
      exp(turn=5), passes("P1", "P2"),
      do("PlaceBingquan", "P1", card="P1:步兵兵权#2"), do("FlipGeneral", "P1", card="P1:T-典韦"),
      exp(chain=[[14, "P1:T-典韦"]]), passes("P2", "P1"),
      exp(face_up={"P1.deputy1": ["P1:T-典韦"]}, events=["flipped"], no_events=["enters_field"]),
      do("DeployGeneral", "P1", card="P1:T-许褚", zone="P1.deputy2"), passes("P2", "P1"), passes("P1", "P2"),
      passes("P1", "P2"),
      no("DeclareAttacker", "P1", "§D.7.2", card="P1:T-许褚", group=1, target="P2"),
      do("DeclareAttacker", "P1", card="P1:T-典韦", group=1, target="P2"), do("EndAttack", "P1"),
      passes("P1", "P2"), do("EndDefense", "P2"), passes("P1", "P2"),
      exp(tapped=["P1:T-典韦"], liangcao={"P2": 25})])

scen("t2_03_chain_lifo", "T2-3 a chain of three, last in first out; one item leaves the chain", "三国智 §D.5.2, §D.5.4",
     main_turn(5, P1={"bingquan": {"骑兵": 1}, "deputy1": "T-于禁", "strategy1": {"card": "T-撤退", "set_turn": 3},
                      "hand": ["T-曹仁"]},
               P2={"strategy1": {"card": "T-火计", "set_turn": 4}}),
     [do("DeployGeneral", "P1", card="P1:T-曹仁", zone="P1.deputy2"), exp(to_act="P2"),
      do("UseStrategy", "P2", card="P2:T-火计", targets=["P1:T-于禁"]),
      exp(to_act="P1", face_up={"P2.strategy1": ["P2:T-火计"]}),
      do("UseStrategy", "P1", card="P1:T-撤退", targets=["P1:T-于禁"]),
      exp(chain=[[12, "P1:T-曹仁"], [16, "P2:T-火计"], [16, "P1:T-撤退"]], to_act="P2"),
      passes("P2", "P1"),
      exp(zones={"P1.hand": ["P1:T-于禁"], "P1.graveyard": ["P1:T-撤退"]}, to_act="P1",
          chain=[[12, "P1:T-曹仁"], [16, "P2:T-火计"]]),
      passes("P1", "P2"), exp(zones={"P2.graveyard": ["P2:T-火计"], "P2.strategy1": []}, chain=[[12, "P1:T-曹仁"]]),
      passes("P1", "P2"),
      exp(role={"P1:T-曹仁": "副将"}, chain=[], to_act="P1", step="main",
          zones={"P1.hand": ["P1:T-于禁"], "P1.deputy1": [], "P2.strategy1": []})])

scen("t2_04_countered", "T2-4 a countered item: the general goes to the graveyard, no death rules", "三国智 §D.5.4",
     main_turn(5, P1={"bingquan": {"骑兵": 1}, "hand": ["T-曹仁"]},
               P2={"strategy2": {"card": "T-识破", "set_turn": 4}}),
     [do("DeployGeneral", "P1", card="P1:T-曹仁", zone="P1.deputy2"),
      do("UseStrategy", "P2", card="P2:T-识破", targets=["#1"]), passes("P1", "P2"),
      exp(zones={"P1.graveyard": ["P1:T-曹仁"], "P1.deputy2": [], "P2.graveyard": ["P2:T-识破"]}, chain=[],
          to_act="P1", no_events=["dies"], liangcao={"P1": 30})])

scen("t2_05_triggers_two_players", "T2-5 triggered effects of two players: the last player's resolve first",
     "三国智 §D.5.5",
     main_turn(5, P1={"lord": "T-曹操", "advisor": "T-荀彧", "deputy1": {"card": "T-于禁", "perm": 2},
                      "hand": ["T-许褚", "T-典韦", "T-乐进", "T-曹纯", "T-曹仁"]},
               P2={"deputy1": "T-孙策", "strategy1": {"card": "T-火计", "set_turn": 4}}),
     [do("Pass", "P1"), do("UseStrategy", "P2", card="P2:T-火计", targets=["P1:T-于禁"]), passes("P1", "P2"),
      exp(zones={"P1.graveyard": ["P1:T-于禁"], "P2.graveyard": ["P2:T-火计"]}, decision="triggers", to_act="P1"),
      do("PutTrigger", "P1", trigger=2, use=True, targets=[]),  # Q (T-曹操) first
      exp(decision="triggers", to_act="P1"),
      do("PutTrigger", "P1", trigger=3, use=True, targets=[]),  # yes to the optional P (T-荀彧)
      exp(chain=[[19, "P1:T-曹操"], [19, "P1:T-荀彧"], [19, "P2:T-孙策"]], to_act="P1"),
      passes("P1", "P2"), exp(liangcao={"P1": 28}),
      passes("P1", "P2"), exp(count={"P1.hand": 6, "P1.camp": 19}),
      passes("P1", "P2"), exp(liangcao={"P1": 30}, chain=[], to_act="P1", step="main")])


def t2_05_steps():
    # The trigger ids depend on the order in which they were found; we address them by the legal list instead.
    pass


scen("t2_06_combat_two_groups", "T2-6 two 战团: one blocked, one unblocked; damage distribution; 阵亡", "三国智 §D.7",
     {"turn": 7, "step": "battle", "players": {"P1": {"deputy1": "T-张辽", "deputy2": "T-乐进"},
                                               "P2": {"deputy1": "T-太史慈", "deputy2": "T-蒋钦", "liangcao": 20}}},
     [do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"),
      do("DeclareAttacker", "P1", card="P1:T-乐进", group=2, target="P2"), do("EndAttack", "P1"),
      exp(tapped=["P1:T-张辽", "P1:T-乐进"]), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-太史慈", group=1), do("DeclareDefender", "P2", card="P2:T-蒋钦", group=1),
      do("EndDefense", "P2"), passes("P1", "P2"), exp(decision="assign", to_act="P2"),
      no("AssignDamage", "P2", "§D.7.4", points=[["P1:T-张辽", "P2:T-太史慈", 1], ["P1:T-张辽", "P2:T-蒋钦", 2]]),
      no("AssignDamage", "P2", "§D.7.4", points=[["P1:T-张辽", "P2:T-太史慈", 4]]),
      do("AssignDamage", "P2", points=[["P1:T-张辽", "P2:T-太史慈", 2], ["P1:T-张辽", "P2:T-蒋钦", 2]]),
      exp(to_act="P1"),
      do("AssignDamage", "P1", points=[["P2:T-太史慈", "P1:T-张辽", 2], ["P2:T-蒋钦", "P1:T-张辽", 1]]),
      exp(damage={"P1:T-张辽": [3, 0], "P2:T-太史慈": [2, 0]}, zones={"P2.graveyard": ["P2:T-蒋钦"]},
          liangcao={"P2": 17})])

scen("t2_06b_other_valid_split", "T2-6 (3, 1) is the other valid split: T-太史慈 dies", "三国智 §D.7.4",
     {"turn": 7, "step": "battle", "players": {"P1": {"deputy1": "T-张辽"},
                                               "P2": {"deputy1": "T-太史慈", "deputy2": "T-蒋钦", "liangcao": 20}}},
     [do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-太史慈", group=1), do("DeclareDefender", "P2", card="P2:T-蒋钦", group=1),
      do("EndDefense", "P2"), passes("P1", "P2"),
      do("PlaceDamage", "P2", dealer="P1:T-张辽", receiver="P2:T-太史慈", n=3),
      do("PlaceDamage", "P2", dealer="P1:T-张辽", receiver="P2:T-蒋钦", n=1),
      do("PlaceDamage", "P1", dealer="P2:T-太史慈", receiver="P1:T-张辽", n=2),
      do("PlaceDamage", "P1", dealer="P2:T-蒋钦", receiver="P1:T-张辽", n=1),
      exp(zones={"P2.graveyard": ["P2:T-太史慈"]}, damage={"P2:T-蒋钦": [1, 0], "P1:T-张辽": [3, 0]}, liangcao={"P2": 20})])

scen("t2_07_combat_damage_clears", "T2-7 战斗伤害 is removed at the end of the turn, 永久伤害 is not",
     "三国智 §D.4.3, §D.7.6",
     {"turn": 7, "step": "battle", "players": {"P1": {"deputy1": {"card": "T-张辽", "perm": 2}},
                                               "P2": {"deputy1": "T-太史慈", "liangcao": 20,
                                                      "strategy1": {"card": "T-火计", "set_turn": 6}}}},
     [do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-太史慈", group=1), do("EndDefense", "P2"), passes("P1", "P2"),
      no("PlaceDamage", "P2", "§D.7.4", dealer="P1:T-张辽", receiver="P2:T-太史慈", n=4),
      do("PlaceDamage", "P2", dealer="P1:T-张辽", receiver="P2:T-太史慈", n=3),
      do("PlaceDamage", "P1", dealer="P2:T-太史慈", receiver="P1:T-张辽", n=2),
      exp(zones={"P2.graveyard": ["P2:T-太史慈"]}, liangcao={"P2": 20}, damage={"P1:T-张辽": [2, 2]}),
      passes("P1", "P2"), passes("P1", "P2"), passes("P1", "P2"),
      exp(turn=8, damage={"P1:T-张辽": [0, 2]}, tapped=["P1:T-张辽"]),
      passes("P2", "P1"),
      do("UseStrategy", "P2", card="P2:T-火计", targets=["P1:T-张辽"]), passes("P1", "P2"),
      exp(zones={"P1.graveyard": ["P1:T-张辽"]})])

scen("t2_09_lord_slot_lost_blocks", "T2-9 after the 主将槽 is lost, 临阵换将 on that player's general does nothing",
     "三国智 §D.10.6",
     main_turn(9, P1={"bingquan": {"谋士": 1}, "hand": ["临阵换将"]},
               P2={"lord_lost": True, "deputy1": "T-许褚"}),
     [do("UseStrategy", "P1", card="P1:临阵换将", targets=["P2:T-许褚"]), passes("P2", "P1"),
      exp(zones={"P2.deputy1": ["P2:T-许褚"], "P2.lord": []}, role={"P2:T-许褚": "副将"})])

scen("t2_10_formation", "T2-10 a 阵型 formed, attacking, and dissolved when a member leaves", "三国智 §D.8.3",
     main_turn(9, P1={"formations": ["T-锋矢阵"], "deputy1": "T-张辽", "deputy2": "T-曹纯", "deputy3": "T-乐进"},
               P2={"liangcao": 20, "hand": ["T-落石"]}),
     [no("FormFormation", "P1", "§D.8.3", card="P1:T-锋矢阵", members=["P1:T-乐进", "P1:T-曹纯", "P1:T-张辽"]),
      do("FormFormation", "P1", card="P1:T-锋矢阵", members=["P1:T-张辽", "P1:T-曹纯", "P1:T-乐进"]),
      exp(chain=[], to_act="P1", face_up={"P1.formation": ["P1:T-锋矢阵"]},
          formed={"P1:T-锋矢阵": ["P1:T-张辽", "P1:T-曹纯", "P1:T-乐进"]}),
      no("FormFormation", "P1", "§D.8.3", card="P1:T-锋矢阵", members=["P1:T-张辽", "P1:T-曹纯", "P1:T-乐进"]),
      passes("P1", "P2"), passes("P1", "P2"),
      no("DeclareAttacker", "P1", "§D.7.2", card="P1:T-张辽", group=1, target="P2"),
      do("DeclareAttacker", "P1", card="P1:T-锋矢阵", group=1, target="P2"), do("EndAttack", "P1"),
      exp(tapped=["P1:T-锋矢阵", "P1:T-张辽", "P1:T-曹纯", "P1:T-乐进"]),
      passes("P1", "P2"), do("EndDefense", "P2"), passes("P1", "P2"),
      exp(liangcao={"P2": 13}),
      passes("P1", "P2"), passes("P1", "P2"), passes("P1", "P2"), exp(turn=10), passes("P2", "P1"),
      do("UseStrategy", "P2", card="P2:T-落石", targets=["P1:T-曹纯"]), passes("P1", "P2"),
      exp(zones={"P1.graveyard": ["P1:T-曹纯"]}, face_down={"P1.formation": ["P1:T-锋矢阵"]},
          formed={"P1:T-锋矢阵": None}, tapped=["P1:T-张辽", "P1:T-乐进"])])

scen("t2_11_event_in_enemy_turn", "T2-11 an 事件 used from the 事件槽 in the enemy's turn", "三国智 §D.8.4",
     main_turn(8, active="P2", P1={"events": ["T-地利", "T-天时", "T-援军"], "hand": ["T-许褚", "T-于禁", "T-乐进", "T-曹纯"]},
               P2={"bingquan": {"步兵": 1}, "hand": ["T-许褚"]}),
     [do("DeployGeneral", "P2", card="P2:T-许褚", zone="P2.deputy1"),
      do("UseEvent", "P1", card="P1:T-援军"), exp(chain=[[12, "P2:T-许褚"], [18, "P1:T-援军"]],
                                                    top={"P1.event": ["P1:T-援军"]}, face_up={"P1.event": ["P1:T-援军"]}),
      passes("P2", "P1"), exp(count={"P1.hand": 6, "P1.camp": 18}),
      do("Pass", "P2"), no("UseEvent", "P1", "§D.8.4", card="P1:T-天时"), do("Pass", "P1"),
      exp(role={"P2:T-许褚": "副将"}, face_down={"P1.event": ["P1:T-天时", "P1:T-地利"]})])

scen("t2_12_hand_limit", "T2-12 hand limit: the turn player discards down to 7, the other keeps 8", "三国智 §D.4.6",
     {"turn": 9, "step": "end", "players": {"P1": {"hand": ["T-许褚", "T-于禁", "T-乐进", "T-曹纯", "T-曹仁", "T-典韦",
                                                           "T-张辽", "T-蒋钦", "T-鲁肃"]},
                                            "P2": {"hand": ["T-许褚", "T-于禁", "T-乐进", "T-曹纯", "T-曹仁", "T-典韦",
                                                            "T-张辽", "T-蒋钦"]}}},
     [passes("P1", "P2"), exp(decision="discard", to_act="P1"),
      do("DiscardCard", "P1", card="P1:T-鲁肃"), do("DiscardCard", "P1", card="P1:T-蒋钦"),
      exp(count={"P1.hand": 7, "P2.hand": 10}, zones={"P1.graveyard": ["P1:T-鲁肃", "P1:T-蒋钦"]}, turn=10)])

scen("t2_12b_hand_limit_every_turn", "T2-12 variant a: end_of_every_turn — B discards too", "三国智 §D.4.6",
     {"turn": 9, "step": "end", "players": {"P1": {"hand": ["T-许褚"]},
                                            "P2": {"hand": ["T-许褚", "T-于禁", "T-乐进", "T-曹纯", "T-曹仁", "T-典韦",
                                                            "T-张辽", "T-蒋钦"]}}},
     [passes("P1", "P2"), exp(decision="discard", to_act="P2"), do("DiscardCard", "P2", card="P2:T-蒋钦"),
      exp(count={"P2.hand": 9}, turn=10)], options={"hand_limit_check": "end_of_every_turn"})

scen("t2_12c_hand_limit_zhangzhao", "T2-12 variant b: T-张昭 makes the limit 8", "三国智 §D.4.6",
     {"turn": 9, "step": "end", "players": {"P1": {"advisor": "T-张昭",
                                                   "hand": ["T-许褚", "T-于禁", "T-乐进", "T-曹纯", "T-曹仁", "T-典韦",
                                                            "T-张辽", "T-蒋钦", "T-鲁肃"]}}},
     [exp(hand_limit={"P1": 8}), passes("P1", "P2"), do("DiscardCard", "P1", card="P1:T-鲁肃"),
      exp(count={"P1.hand": 8}, turn=10)])

scen("t2_13_loss_by_liangcao", "T2-13 loss by 粮草 ≤ 0 after an unblocked attack", "三国智 §D.6",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-乐进"}, "P2": {"liangcao": 3}}},
     [do("DeclareAttacker", "P1", card="P1:T-乐进", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("EndDefense", "P2"), passes("P1", "P2"),
      exp(liangcao={"P2": 0}, over=True, winner="P1", to_act=None)])

scen("t2_14_loss_by_empty_camp", "T2-14 loss by drawing from an empty 营地", "三国智 §D.6",
     {"turn": 10, "step": "turn_start", "players": {"P2": {"camp": 1, "hand": ["T-许褚", "T-于禁", "T-乐进"]}}},
     [exp(turn=10, count={"P2.hand": 4, "P2.camp": 0}, over=True, winner="P1")])

scen("t2_14b_deck_out_skip", "T2-14 variant a: deck_out=skip — the game goes on", "三国智 §D.9",
     {"turn": 10, "step": "turn_start", "players": {"P2": {"camp": 1, "hand": ["T-许褚", "T-于禁", "T-乐进"]}}},
     [exp(turn=10, count={"P2.hand": 4, "P2.camp": 0}, over=False, to_act="P2")], options={"deck_out": "skip"})

scen("t2_14c_decline_draw3", "T2-14 variant b: the 主将 draw may be declined (it would empty the camp)", "三国智 §D.6",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-张辽", "camp": 2}, "P2": {"lord": "T-孙权"}}},
     [do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-孙权", group=1), do("EndDefense", "P2"), passes("P1", "P2"),
      do("PlaceDamage", "P2", dealer="P1:T-张辽", receiver="P2:T-孙权", n=4),
      do("PlaceDamage", "P1", dealer="P2:T-孙权", receiver="P1:T-张辽", n=2),
      do("Answer", "P1", yes=False), exp(count={"P1.camp": 2, "P1.hand": 0}, over=False)])

scen("t2_14d_accept_draw3_loses", "T2-14 variant b: accepting the draw with 2 cards left loses", "三国智 §D.6",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-张辽", "camp": 2}, "P2": {"lord": "T-孙权"}}},
     [do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-孙权", group=1), do("EndDefense", "P2"), passes("P1", "P2"),
      do("PlaceDamage", "P2", dealer="P1:T-张辽", receiver="P2:T-孙权", n=4),
      do("PlaceDamage", "P1", dealer="P2:T-孙权", receiver="P1:T-张辽", n=2),
      do("Answer", "P1", yes=True), exp(count={"P1.camp": 0, "P1.hand": 2}, over=True, winner="P2")])

scen("t2_15_draw_game", "T2-15 both players lose at once: a draw", "三国智 §D.5.7, §D.6",
     main_turn(9, P1={"liangcao": 4, "hand": ["T-瘟疫"]}, P2={"liangcao": 5}),
     [do("UseStrategy", "P1", card="P1:T-瘟疫"), passes("P2", "P1"),
      exp(liangcao={"P1": -1, "P2": 0}, over=True, winner="draw")])

scen("t2_15b_one_loses", "T2-15 variant: A at 6 survives, B loses", "三国智 §D.6",
     main_turn(9, P1={"liangcao": 6, "hand": ["T-瘟疫"]}, P2={"liangcao": 5}),
     [do("UseStrategy", "P1", card="P1:T-瘟疫"), passes("P2", "P1"), exp(over=True, winner="P1")])

scen("t2_17_damage_matrix", "T2-17 damage distribution with a 'cannot be damaged by' restriction", "三国智 §D.7.4",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-张辽", "deputy2": "T-乐进"},
                                               "P2": {"deputy1": "T-藤甲兵", "deputy2": "T-蒋钦"}}},
     [do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"),
      do("DeclareAttacker", "P1", card="P1:T-乐进", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-藤甲兵", group=1), do("DeclareDefender", "P2", card="P2:T-蒋钦", group=1),
      do("EndDefense", "P2"), passes("P1", "P2"),
      no("PlaceDamage", "P2", "§D.7.4", dealer="P1:T-张辽", receiver="P2:T-藤甲兵", n=1),
      no("AssignDamage", "P2", "§D.7.4", points=[["P1:T-张辽", "P2:T-蒋钦", 3]]),
      no("AssignDamage", "P2", "§D.7.4", points=[["P1:T-张辽", "P2:T-蒋钦", 2], ["P1:T-乐进", "P2:T-藤甲兵", 1]]),
      do("AssignDamage", "P2", points=[["P1:T-乐进", "P2:T-蒋钦", 2], ["P1:T-乐进", "P2:T-藤甲兵", 1]]),
      do("AssignDamage", "P1", points=[["P2:T-藤甲兵", "P1:T-张辽", 2], ["P2:T-蒋钦", "P1:T-张辽", 1]]),
      exp(zones={"P2.graveyard": ["P2:T-蒋钦"]}, damage={"P2:T-藤甲兵": [1, 0], "P1:T-张辽": [3, 0], "P1:T-乐进": [0, 0]},
          liangcao={"P2": 30})])

scen("t2_17b_excess_to_liangcao", "T2-17 variant: excess_damage=to_liangcao", "三国智 §D.7.4",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-张辽", "deputy2": "T-乐进"},
                                               "P2": {"deputy1": "T-藤甲兵", "deputy2": "T-蒋钦"}}},
     [do("DeclareAttacker", "P1", card="P1:T-张辽", group=1, target="P2"),
      do("DeclareAttacker", "P1", card="P1:T-乐进", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-藤甲兵", group=1), do("DeclareDefender", "P2", card="P2:T-蒋钦", group=1),
      do("EndDefense", "P2"), passes("P1", "P2"),
      do("AssignDamage", "P2", points=[["P1:T-乐进", "P2:T-蒋钦", 2], ["P1:T-乐进", "P2:T-藤甲兵", 1]]),
      do("AssignDamage", "P1", points=[["P2:T-藤甲兵", "P1:T-张辽", 2], ["P2:T-蒋钦", "P1:T-张辽", 1]]),
      exp(liangcao={"P2": 26})], options={"excess_damage": "to_liangcao"})

scen("t2_18_treasure_follows", "T2-18 the 宝物 goes with its general", "三国智 §D.5.6, §D.8.2",
     main_turn(10, active="P2", P1={"deputy1": {"card": "T-张辽", "treasure": "T-青釭"}}, P2={"hand": ["T-落石"]}),
     [exp(stats={"P1:T-张辽": [6, 5]}),
      do("UseStrategy", "P2", card="P2:T-落石", targets=["P1:T-张辽"]), passes("P1", "P2"),
      exp(zones={"P1.graveyard": ["P1:T-张辽", "P1:T-青釭"]}, no_events=["destroyed:P1:T-青釭"],
          events=["destroyed:P1:T-张辽"])])

scen("t2_18b_treasure_on_retreat", "T2-18 variant: 撤退 returns the general; the 宝物 goes to the graveyard",
     "三国智 §D.8.2",
     main_turn(10, active="P2", P1={"deputy1": {"card": "T-张辽", "treasure": "T-青釭"},
                                    "strategy1": {"card": "T-撤退", "set_turn": 9}}, P2={"hand": ["T-落石"]}),
     [do("UseStrategy", "P2", card="P2:T-落石", targets=["P1:T-张辽"]),
      do("UseStrategy", "P1", card="P1:T-撤退", targets=["P1:T-张辽"]), passes("P2", "P1"), passes("P2", "P1"),
      exp(zones={"P1.hand": ["P1:T-张辽"], "P1.graveyard": ["P1:T-青釭", "P1:T-撤退"], "P2.graveyard": ["P2:T-落石"]})])

scen("t2_19_linzhen_swap", "T2-19 临阵换将 swaps; moving is not entering", "三国智 §D.10.13",
     main_turn(9, P1={"bingquan": {"谋士": 1}, "lord": "T-曹操", "deputy1": {"card": "T-张辽", "perm": 1},
                      "hand": ["临阵换将"]}),
     [do("UseStrategy", "P1", card="P1:临阵换将", targets=["P1:T-张辽"]), passes("P2", "P1"),
      exp(zones={"P1.lord": ["P1:T-张辽"], "P1.deputy1": ["P1:T-曹操"]}, damage={"P1:T-张辽": [0, 1]},
          stats={"P1:T-张辽": [4, 5]}, no_events=["enters_field", "leaves_field"]),
      passes("P1", "P2"), passes("P1", "P2"), exp(legal={"P1": ["DeclareAttacker"]})])

scen("t2_20_wuchao_duration", "T2-20 a duration in turns: 乌巢之覆", "三国智 §D.4.5",
     main_turn(5, P1={"bingquan": {"骑兵": 2}, "hand": ["乌巢之覆"]}, P2={"liangcao": 28, "events": ["T-天时"]}),
     [do("UseStrategy", "P1", card="P1:乌巢之覆", targets=["P2"]), passes("P2", "P1"),
      exp(cap={"P2": 20}, liangcao={"P2": 20}, effects=[{"do": "modify_liangcao_cap", "left": 3}]),
      passes("P1", "P2"), passes("P1", "P2"), passes("P1", "P2"),  # main, battle start, end
      exp(turn=6, effects=[{"do": "modify_liangcao_cap", "left": 2}]),
      do("UseEvent", "P2", card="P2:T-天时"), passes("P1", "P2"),
      exp(liangcao={"P2": 20}),
      passes("P2", "P1"), passes("P2", "P1"), passes("P2", "P1"), passes("P2", "P1"),
      exp(turn=7, effects=[{"do": "modify_liangcao_cap", "left": 1}], cap={"P2": 20}),
      passes("P1", "P2"), passes("P1", "P2"), passes("P1", "P2"), passes("P1", "P2"),
      exp(turn=8, cap={"P2": 30}, liangcao={"P2": 20}, effects=[{"do": "modify_liangcao_cap", "count": 0}])])

scen("t2_21_revive_resolves", "T2-21 生还 keeps a dying 军师 in its slot; it resolves", "三国智 §D.5.8",
     main_turn(9, P1={"hand": ["T-火计"]}, P2={"advisor": "T-周泰", "liangcao": 20}),
     [do("UseStrategy", "P1", card="P1:T-火计", targets=["P2:T-周泰"]), passes("P2", "P1"),
      exp(dying={"P2:T-周泰": True}, zones={"P2.advisor": ["P2:T-周泰"]}, liangcao={"P2": 20}, decision="triggers",
          to_act="P2"),
      do("PutTrigger", "P2", trigger=2, use=True, targets=[]), exp(chain=[[19, "P2:T-周泰"]], to_act="P1"),
      passes("P1", "P2"),
      exp(liangcao={"P2": 17}, dying={"P2:T-周泰": False}, damage={"P2:T-周泰": [0, 0]}, role={"P2:T-周泰": "军师"})])

scen("t2_21b_revive_negated", "T2-21 2b: the 生还 item is negated: the 军师 dies, −5 粮草", "三国智 §D.5.8",
     main_turn(9, P1={"hand": ["T-火计"], "strategy1": {"card": "T-识破", "set_turn": 7}},
               P2={"advisor": "T-周泰", "liangcao": 20}),
     [do("UseStrategy", "P1", card="P1:T-火计", targets=["P2:T-周泰"]), passes("P2", "P1"),
      do("PutTrigger", "P2", trigger=2, use=True, targets=[]),
      do("UseStrategy", "P1", card="P1:T-识破", targets=["#3"]), passes("P2", "P1"),
      exp(zones={"P2.graveyard": ["P2:T-周泰"]}, liangcao={"P2": 15}, chain=[])])

scen("t2_21c_revive_declined", "生还 declined: the general dies at once", "三国智 §D.5.8",
     main_turn(9, P1={"hand": ["T-火计"]}, P2={"advisor": "T-周泰", "liangcao": 20}),
     [do("UseStrategy", "P1", card="P1:T-火计", targets=["P2:T-周泰"]), passes("P2", "P1"),
      do("PutTrigger", "P2", trigger=2, use=False, targets=[]),
      exp(zones={"P2.graveyard": ["P2:T-周泰"]}, liangcao={"P2": 15})])

scen("t2_22_zhengbing", "T2-22 征兵: any card as a 兵权; public; one per turn", "三国智 §D.3",
     main_turn(5, P1={"bingquan": {"步兵": 1}, "hand": ["T-许褚", "T-典韦", "T-火计"]}),
     [do("Conscript", "P1", card="P1:T-火计", zone="P1.bq_infantry"),
      exp(zones={"P1.bq_infantry": ["P1:步兵兵权", "P1:T-火计"]}, face_up={"P1.bq_infantry": ["P1:T-火计"]}),
      no("Conscript", "P1", "§D.3", card="P1:T-许褚", zone="P1.bq_infantry"),
      do("DeployGeneral", "P1", card="P1:T-许褚", zone="P1.deputy1"), passes("P2", "P1"),
      no("DeployGeneral", "P1", "§D.3", card="P1:T-典韦", zone="P1.deputy2")])

scen("t2_23_three_players", "T2-23 行动权 with three players: an item resolves after three passes", "三国智 §D.5.2",
     {"turn": 7, "active": "P1", "step": "main",
      "players": {"P1": {"bingquan": {"骑兵": 1}, "deputy1": "T-于禁", "hand": ["T-曹仁"]},
                  "P3": {"strategy1": {"card": "T-火计", "set_turn": 6}}}},
     [do("DeployGeneral", "P1", card="P1:T-曹仁", zone="P1.deputy2"), exp(to_act="P2"), do("Pass", "P2"),
      do("UseStrategy", "P3", card="P3:T-火计", targets=["P1:T-于禁"]), exp(to_act="P1"),
      passes("P1", "P2"), exp(damage={"P1:T-于禁": [0, 0]}), do("Pass", "P3"),
      exp(damage={"P1:T-于禁": [3, 0]}, to_act="P1", chain=[[12, "P1:T-曹仁"]]),
      passes("P1", "P2"), exp(chain=[[12, "P1:T-曹仁"]]), do("Pass", "P3"),
      exp(role={"P1:T-曹仁": "副将"}, chain=[], to_act="P1", step="main"),
      passes("P1", "P2", "P3"), exp(step="battle_start")], players=3)

# ---------------------------------------------------------------- D.11 智力 and the 军师 (edition 2)
ED2 = {"edition": 2}
scen("t2_26_zhili_junshi", "T2-26 a 谋略 needs the 军师's 智力: 鲁肃 (智力 5) meets 5", "三国智 §D.11",
     main_turn(5, P1={"advisor": "T-鲁肃", "hand": ["T-火计智5"]}, P2={"deputy1": "T-于禁"}),
     [do("UseStrategy", "P1", card="P1:T-火计智5", targets=["P2:T-于禁"]), passes("P2", "P1"),
      exp(damage={"P2:T-于禁": [3, 0]}, zones={"P1.graveyard": ["P1:T-火计智5"]})], options=ED2)

scen("t2_26b_zhili_lowered", "T2-26 variant: 鲁肃's 智力 −1 (4) no longer meets 5; refused with both numbers",
     "三国智 §D.11",
     main_turn(5, P1={"advisor": "T-鲁肃", "hand": ["T-火计智5", "T-惑智"]}, P2={"deputy1": "T-于禁"}),
     [do("UseStrategy", "P1", card="P1:T-惑智", targets=["P1:T-鲁肃"]), passes("P2", "P1"),
      exp(stats={"P1:T-鲁肃": [1, 3, 4]}, legal={"P1": ["!UseStrategy"]}),
      no("UseStrategy", "P1", "§D.11", card="P1:T-火计智5", targets=["P2:T-于禁"])], options=ED2)

scen("t2_27_no_junshi", "T2-27 no 军师, no wits: 荀彧 (智力 6) as a 副将 does not count", "三国智 §D.11",
     main_turn(5, P1={"deputy1": "T-荀彧", "hand": ["T-火计智5"]}, P2={"deputy1": "T-于禁"}),
     [exp(legal={"P1": ["!UseStrategy"]}),
      no("UseStrategy", "P1", "§D.11", card="P1:T-火计智5", targets=["P2:T-于禁"])], options=ED2)

scen("t2_27b_zhili_highest", "T2-27 with zhili_rule=highest: 荀彧's 6 meets 5", "三国智 §D.11",
     main_turn(5, P1={"deputy1": "T-荀彧", "hand": ["T-火计智5"]}, P2={"deputy1": "T-于禁"}),
     [do("UseStrategy", "P1", card="P1:T-火计智5", targets=["P2:T-于禁"]), passes("P2", "P1"),
      exp(damage={"P2:T-于禁": [3, 0]})], options={"edition": 2, "zhili_rule": "highest"})

scen("t2_27c_zhili_none", "T2-27 with zhili_rule=none: 智力 has no rule use", "三国智 §D.11",
     main_turn(5, P1={"hand": ["T-火计智5"]}, P2={"deputy1": "T-于禁"}),
     [do("UseStrategy", "P1", card="P1:T-火计智5", targets=["P2:T-于禁"]), passes("P2", "P1"),
      exp(damage={"P2:T-于禁": [3, 0]})], options={"edition": 2, "zhili_rule": "none"})

scen("t2_28_junshi_dies_in_response", "T2-28 the 军师 dies in response: the 谋略 on the chain still resolves",
     "三国智 §D.11, §D.5.4",
     main_turn(5, P1={"advisor": {"card": "T-鲁肃", "damage": 1}, "hand": ["T-火计智5", "T-火计智5"]},
               P2={"deputy1": "T-于禁", "hand": ["T-毒箭"]}),
     [do("UseStrategy", "P1", card="P1:T-火计智5", targets=["P2:T-于禁"]),
      do("UseStrategy", "P2", card="P2:T-毒箭", targets=["P1:T-鲁肃"]),
      exp(chain=[[16, "P1:T-火计智5"], [16, "P2:T-毒箭"]]), passes("P1", "P2"),
      exp(zones={"P1.graveyard": ["P1:T-鲁肃"], "P2.graveyard": ["P2:T-毒箭"]}, liangcao={"P1": 25},
          chain=[[16, "P1:T-火计智5"]]),
      passes("P1", "P2"), exp(damage={"P2:T-于禁": [3, 0]}, chain=[]),
      no("UseStrategy", "P1", "§D.11", card="P1:T-火计智5#2", targets=["P2:T-于禁"])], options=ED2)

scen("x_concede_in_mulligan", "3 players: the first player concedes during the mulligan; the next one begins turn 1",
     "三国智 §D.6, §D.4.1",
     {"step": "setup", "turn": 0, "players": {"P1": {"camp": 50}, "P2": {"camp": 50}, "P3": {"camp": 50}}},
     [exp(decision="first"), do("ChooseFirstPlayer", "P1", target="P1", clockwise=True),
      exp(decision="mulligan", to_act="P1"), do("Concede", "P1"), exp(lost={"P1": True}, to_act="P2"),
      no("ChooseFirstPlayer", "P2", "§D.1.3", target="P1", clockwise=True),
      do("KeepHand", "P2"), do("Mulligan", "P3"),
      exp(turn=1, to_act="P2", legal={"P2": ["Pass"]}, count={"P1.hand": 0, "P2.hand": 6, "P3.hand": 6}),
      passes("P2", "P3"), exp(step="main", to_act="P2")], players=3)

scen("x_retreat_not_conscripted", "撤退 (face any) cannot take a 征兵 general back: in a 兵权槽 it is a plain 兵权",
     "三国智 §D.3, §D.10.3",
     main_turn(5, P1={"hand": ["T-撤退"], "conscripted": {"步兵": ["T-许褚"]}, "deputy1": {"card": "T-于禁", "face": "down"}}),
     [exp(legal={"P1": ["UseStrategy"]}),
      no("UseStrategy", "P1", "§D.5.3", card="P1:T-撤退", targets=["P1:T-许褚"]),
      do("UseStrategy", "P1", card="P1:T-撤退", targets=["P1:T-于禁"]), passes("P2", "P1"),
      exp(zones={"P1.hand": ["P1:T-于禁"], "P1.bq_infantry": ["P1:T-许褚"]})], options={"edition": 2})

scen("t2_24_liufu_leaves", "T2-24 刘馥 leaves: cap 40 → 30 and 粮草 35 → 30 at once", "三国智 §1.2.5.2",
     main_turn(10, active="P2", P1={"deputy1": "刘馥", "liangcao": 35}, P2={"hand": ["T-落石"]}),
     [exp(cap={"P1": 40}, liangcao={"P1": 35}),
      do("UseStrategy", "P2", card="P2:T-落石", targets=["P1:刘馥"]), passes("P1", "P2"),
      exp(cap={"P1": 30}, liangcao={"P1": 30}, zones={"P1.graveyard": ["P1:刘馥"]})])

scen("t2_25_zhugongdao_flip", "T2-25 祝公道 set face down as 主将, then flipped: back to hand", "三国智 §1.3.2.6",
     main_turn(5, P1={"bingquan": {"步兵": 1}, "hand": ["祝公道"]}),
     [no("DeployGeneral", "P1", "§1.3.2.6", card="P1:祝公道", zone="P1.lord"),
      do("SetGeneral", "P1", card="P1:祝公道", zone="P1.lord"), passes("P2", "P1"),
      exp(face_down={"P1.lord": ["P1:祝公道"]}, role={"P1:祝公道": "主将"}),
      do("FlipGeneral", "P1", card="P1:祝公道"), passes("P2", "P1"),
      exp(zones={"P1.hand": ["P1:祝公道"], "P1.lord": []}, slots={"P1": {"lord": True}}, count={"P2.hand": 0})])

# ---------------------------------------------------------------- extra: chain, combat, deaths
scen("x_chain_negate_counter", "Chain: a counter countered (LIFO); the first item then resolves", "三国智 §D.5.4",
     main_turn(5, P1={"bingquan": {"骑兵": 1}, "hand": ["T-曹仁"], "strategy1": {"card": "T-识破", "set_turn": 3}},
               P2={"strategy2": {"card": "T-识破", "set_turn": 4}}),
     [do("DeployGeneral", "P1", card="P1:T-曹仁", zone="P1.deputy1"),
      do("UseStrategy", "P2", card="P2:T-识破", targets=["#1"]),
      do("UseStrategy", "P1", card="P1:T-识破", targets=["#2"]),
      exp(chain=[[12, "P1:T-曹仁"], [16, "P2:T-识破"], [16, "P1:T-识破"]]),
      passes("P2", "P1"), exp(chain=[[12, "P1:T-曹仁"]], zones={"P2.graveyard": ["P2:T-识破"]}),
      passes("P1", "P2"), exp(role={"P1:T-曹仁": "副将"}, chain=[])])

scen("x_lord_killed_by_effect_damage", "主将 killed by enemy effect damage (lethal damage source): draw 3",
     "三国智 §D.7.5",
     main_turn(9, P1={"hand": ["T-火计"]}, P2={"lord": {"card": "T-鲁肃"}}),
     [do("UseStrategy", "P1", card="P1:T-火计", targets=["P2:T-鲁肃"]), passes("P2", "P1"),
      exp(zones={"P2.graveyard": ["P2:T-鲁肃"]}, slots={"P2": {"lord": False}}, decision="may_draw", to_act="P1")])

scen("x_unblocked_and_cleanup", "Unblocked 战团 hits 粮草; 战斗伤害 on a defender cleared at end of turn",
     "三国智 §D.7.4, §D.7.6",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-典韦", "deputy2": "T-曹纯"},
                                               "P2": {"deputy1": "T-曹仁", "liangcao": 25}}},
     [do("DeclareAttacker", "P1", card="P1:T-典韦", group=1, target="P2"),
      do("DeclareAttacker", "P1", card="P1:T-曹纯", group=2, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-曹仁", group=2), do("EndDefense", "P2"), passes("P1", "P2"),
      do("PlaceDamage", "P2", dealer="P1:T-曹纯", receiver="P2:T-曹仁", n=2),
      do("PlaceDamage", "P1", dealer="P2:T-曹仁", receiver="P1:T-曹纯", n=3),
      exp(liangcao={"P2": 20}, damage={"P2:T-曹仁": [2, 0]}, zones={"P1.graveyard": ["P1:T-曹纯"]}),
      passes("P1", "P2"), passes("P1", "P2"), passes("P1", "P2"), exp(turn=10, damage={"P2:T-曹仁": [0, 0]})])

scen("x_junshi_cannot_attack", "A 军师 may not attack (junshi_can_attack=false)", "三国智 §D.7.2",
     {"turn": 9, "step": "battle", "players": {"P1": {"advisor": "T-典韦", "lord": "T-许褚"}}},
     [no("DeclareAttacker", "P1", "§D.7.2", card="P1:T-典韦", group=1, target="P2"),
      do("DeclareAttacker", "P1", card="P1:T-许褚", group=1, target="P2")])

scen("x_junshi_killed_in_combat", "军师 killed as a defender: −5 粮草 as a rule effect", "三国智 §1.3.2.5.2.1",
     {"turn": 9, "step": "battle", "players": {"P1": {"deputy1": "T-典韦"}, "P2": {"advisor": "T-鲁肃", "liangcao": 20}}},
     [do("DeclareAttacker", "P1", card="P1:T-典韦", group=1, target="P2"), do("EndAttack", "P1"), passes("P1", "P2"),
      do("DeclareDefender", "P2", card="P2:T-鲁肃", group=1), do("EndDefense", "P2"), passes("P1", "P2"),
      do("PlaceDamage", "P2", dealer="P1:T-典韦", receiver="P2:T-鲁肃", n=3),
      do("PlaceDamage", "P1", dealer="P2:T-鲁肃", receiver="P1:T-典韦", n=1),
      exp(liangcao={"P2": 15}, zones={"P2.graveyard": ["P2:T-鲁肃"]}, slots={"P2": {"lord": True}})])

scen("x_illegal_refusals", "Refusals leave the table unchanged", "三国智 §D.4.4, §D.5.2",
     main_turn(5, P1={"bingquan": {"骑兵": 1}, "hand": ["T-曹仁", "T-落石"]}, P2={"hand": ["T-许褚"]}),
     [no("DeployGeneral", "P2", "§D.5.2", card="P2:T-许褚", zone="P2.deputy1"),
      no("DeployGeneral", "P1", "§1.3.2", card="P1:T-曹仁", zone="P2.deputy1"),
      no("UseStrategy", "P1", "§D.5.3", card="P1:T-落石", targets=["P1:T-曹仁"]),
      no("SetStrategy", "P1", "§1.3.5", card="P1:T-曹仁", zone="P1.strategy1"),
      no("EndAttack", "P1", "§D.1.3"),
      do("DeployGeneral", "P1", card="P1:T-曹仁", zone="P1.deputy1"),
      no("DeployGeneral", "P2", "§D.4.4", card="P2:T-许褚", zone="P2.deputy1")])

scen("x_equip_and_tap_ability", "装备宝物 (item 13) and a 横置技能 (item 15)", "三国智 §D.8.2, §D.10.1",
     main_turn(9, P1={"bingquan": {"弓兵": 2, "骑兵": 1}, "deputy1": "黄忠", "hand": ["青釭剑"]},
               P2={"deputy1": "T-蒋钦"}),
     [do("EquipTreasure", "P1", card="P1:青釭剑", general="P1:黄忠"), exp(chain=[[13, "P1:青釭剑"]],
                                                                     zones={"table.chain": ["P1:青釭剑"]}),
      passes("P2", "P1"), exp(treasure={"P1:黄忠": "P1:青釭剑"}, stats={"P1:黄忠": [5, 4]}),
      do("UseAbility", "P1", card="P1:黄忠", index=0, targets=["P2:T-蒋钦"]), exp(chain=[[15, "P1:黄忠"]],
                                                                             tapped=["P1:黄忠"]),
      passes("P2", "P1"), exp(zones={"P2.graveyard": ["P2:T-蒋钦"]}),
      no("UseAbility", "P1", "§D.10.1", card="P1:黄忠", index=0, targets=["P2:T-蒋钦"])])

scen("x_persistent_strategy", "A persistent 谋略 (屯田) stays in its slot and triggers each turn", "三国智 §D.8.1",
     main_turn(5, P1={"bingquan": {"步兵": 1}, "hand": ["屯田"], "liangcao": 20}),
     [do("UseStrategy", "P1", card="P1:屯田", zone="P1.strategy1"), passes("P2", "P1"),
      exp(face_up={"P1.strategy1": ["P1:屯田"]}, chain=[]),
      passes("P1", "P2"), passes("P1", "P2"), passes("P1", "P2"),  # turn 5 ends
      passes("P2", "P1"), passes("P2", "P1"), passes("P2", "P1"), passes("P2", "P1"),  # turn 6
      exp(turn=7, chain=[[19, "P1:屯田"]], liangcao={"P1": 20}), passes("P1", "P2"),
      exp(liangcao={"P1": 22})])


if __name__ == "__main__":
    if len(sys.argv) > 1:
        OUT = Path(sys.argv[1])
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.json"):
        if old.stem in FILES:
            old.unlink()
    for name, d in FILES.items():
        (OUT / f"{name}.json").write_text(json.dumps(d, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(FILES), "scenarios")
