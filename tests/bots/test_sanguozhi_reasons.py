"""三国智 Normal at three moments of a game one of us played by hand against it (zh_CN, 393 moves; the save is
``data/sgz_hand_game.json``).  Each moment once went wrong:

* move 150: it sent 徐盛 (4/4) after 长蛇阵 "because no defender can stop it without losing out", and 刘备 (4/7)
  blocked and killed 徐盛 — the defender's best answer to the whole attack, not attacker by attacker;
* moves 123 and 181: at the 30 粮草 cap it used 人和 and 天降甘霖 as "what helps most now" — the heal was scored
  before the enemy's blows and passing after them;
* move 4: "the best target" for 蝗灾 with one enemy, where there is no other target.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from desktop.bots.levels import make
from desktop.core.persistence import match_from_dict
from desktop.games import rules_for
from desktop.games.sanguozhi import engine as E
from desktop.games.sanguozhi.policy import combat as C

DATA = Path(__file__).resolve().parent / "data" / "sgz_hand_game.json"
R = rules_for("sanguozhi")
_MATCH = match_from_dict(json.loads(DATA.read_text("utf-8")), rules_for)


def normal_at(n: int, match=_MATCH):
    """The table before move ``n`` (0-based) of a hand-played game, and Normal's choice there (seat 2)."""
    st = match.replay_to(n)
    seat = R.to_act(st)
    assert seat == 1  # the bot's seat
    legal = R.legal_actions(st, seat)
    return st, make("normal").choose(R, R.view_for(st, seat), legal, 1.0, random.Random(n))


def _unit(cid, atk, hp, worth):
    u = C.Unit.__new__(C.Unit)
    u.cid, u.atk, u.hp, u.worth = cid, atk, hp, worth
    return u


def test_the_played_game_is_the_recorded_one():
    assert len(_MATCH.actions) == 393
    assert _MATCH.actions[150].kind == "DeclareAttacker" and _MATCH.actions[150].card == "P2:012"


def test_normal_does_not_send_an_attacker_that_the_best_answer_blocks_and_kills():
    st, c = normal_at(150)
    assert E.cdef(st, "P2:012")["name"] == "徐盛" and E.cdef(st, "P1:012")["name"] == "刘备"
    assert c.action.kind == "EndAttack", c
    assert "blocked" in c.reason


def test_the_defenders_best_answer_covers_the_whole_attack():
    formation, xu, liu = _unit("form", 4, 5, 15.0), _unit("xu", 4, 4, 14.5), _unit("liu", 4, 7, 17.0)
    # attacker by attacker, 刘备 would take the first (the formation) and leave 徐盛 free
    assert C.likely_blocks([formation, xu], [liu], 1.0, 30) == {"xu": [liu]}
    # with lethal damage coming, the defender blocks to live even at a loss
    weak = _unit("weak", 1, 1, 3.0)
    assert C.likely_blocks([formation, xu], [weak], 1.0, 8) != {}


def test_normal_does_not_heal_at_the_cap():
    for n in (123, 181):
        st, c = normal_at(n)
        assert st.data["players"][1]["lc"] == 30
        heals = {"P2:052", "P2:053"}  # 天降甘霖, 人和
        assert not (c.action.kind == "UseEvent" and c.action.card in heals), (n, c)


def test_a_single_target_is_not_called_the_best_one():
    st, c = normal_at(4)
    assert c.action.kind == "UseEvent" and c.action.targets == ("P1",)
    assert "best target" not in c.reason, c.reason


def test_two_weak_blockers_together_stop_an_attacker_that_kills_either_alone():
    # the second hand game's move 190: 长蛇阵 4/5 against 法正 1/4 and 简雍 0/4
    snake, fa, jian = _unit("snake", 4, 5, 14.5), _unit("fa", 1, 4, 12.1), _unit("jian", 0, 4, 11.5)
    # the defender places the points (damage_assigner=receiver): 2 + 2, neither falls (D.7.4)
    assert C.clash([snake], [fa, jian]) == ([], [])
    assert C.clash([snake], [fa]) == ([], [fa])
    got = C.likely_blocks([snake], [fa, jian], 1.0, 30)
    assert {u.cid for u in got["snake"]} == {"fa", "jian"}
    assert C.attack_value(snake, got["snake"], 1.0, 1.0) == 0.0
    # when the attacker places (dealer), it fills the dearer of the two
    assert C.clash([snake], [fa, jian], receiver_places=False) == ([], [fa])
    # together they kill what neither kills alone, and the 4 points spread over both fell nobody
    ox = _unit("ox", 3, 4, 10.0)
    brute = _unit("brute", 4, 4, 13.0)
    assert C.clash([brute], [ox, fa]) == ([brute], [])


# -- the second game played by hand (zh_CN, 328 moves, won by the human 22 to −3): ``data/sgz_hand_game2.json`` --
_MATCH2 = match_from_dict(json.loads((DATA.parent / "sgz_hand_game2.json").read_text("utf-8")), rules_for)


def normal_at2(n: int):
    return normal_at(n, _MATCH2)


def test_the_second_played_game_is_the_recorded_one():
    assert len(_MATCH2.actions) == 328
    assert _MATCH2.actions[93].kind == "FormFormation"
    assert _MATCH2.actions[189].kind == "DeclareAttacker" and _MATCH2.actions[189].card == "P2:058"


def test_normal_does_not_trade_two_fighters_for_one_weaker_formation():
    # move 94: 长蛇阵 (4/5) from 甘宁 (4/4) and 程普 (4/5) — the members' 生命 were counted beside the formation's
    st, c = normal_at2(93)
    assert any(a.kind == "FormFormation" for a in R.legal_actions(st, 1))
    assert c.action.kind != "FormFormation", c


def test_normal_does_not_claim_an_attack_is_unstoppable_when_a_double_block_stops_it():
    # move 190: the human blocked 长蛇阵 with 法正 and 简雍 and lost nothing
    st, c = normal_at2(189)
    assert "no defender can stop it" not in c.reason, c


def test_normal_blocks_where_its_blocker_kills_and_survives():
    # move 225: 高顺 (5/4, its 军师: a fall costs 5 粮草) blocked 关平 (5/5) as "a fair trade"; 徐晃 (3/5) it kills
    # and survives
    st, c = normal_at2(224)
    assert c.action.kind == "DeclareDefender" and c.action.card == "P2:021", c
    target = st.data["combat"]["groups"][c.action.group - 1]["att"]
    assert [E.cdef(st, x)["name"] for x in target] == ["徐晃"]
    assert "kill the attacker and survive" in c.reason


def test_normal_blocks_to_live_even_at_a_loss():
    # move 320, at 4 粮草: 长蛇阵 already blocks 徐晃 (3); 于禁 (2) and 关平 (5) would take the rest — 周泰 must block
    # 关平 though it falls (its planned block once scored below ending the defense)
    st, c = normal_at2(319)
    assert st.data["players"][1]["lc"] == 4
    assert c.action.kind == "DeclareDefender" and c.action.card == "P2:008", c
    assert [E.cdef(st, x)["name"] for x in st.data["combat"]["groups"][c.action.group - 1]["att"]] == ["关平"]


# -- a third game played by hand (English, unfinished after 261 moves): ``data/sgz_hand_game3.json`` --
_MATCH3 = match_from_dict(json.loads((DATA.parent / "sgz_hand_game3.json").read_text("utf-8")), rules_for)


def test_an_unblocked_attacker_is_not_said_to_be_unstoppable_when_the_blockers_are_used_elsewhere():
    # move 130: 周泰 (3/4) and 祝公道 (4/3) against 曹仁 (2/6) and 张郃 (3/4): the defender's best answer blocks 祝公道
    # with both and lets 周泰 through — 曹仁 alone could have stopped 周泰 safely
    st, c = normal_at(129, _MATCH3)
    assert c.action.kind == "DeclareAttacker" and c.action.card == "P2:008", c
    assert "no defender can stop it" not in c.reason
    assert "needed against the other attackers" in c.reason


def test_normal_keeps_a_stat_strategy_that_would_change_nothing():
    # move 120: it turned 连弩 (its archers +1 attack) face up with no archer on its side, "to help its position
    # the most": a face-up lasting 谋略 was counted as a gain of its own on top of the stats it changes
    st, c = normal_at(120, _MATCH3)
    assert E.cdef(st, "P2:033")["name"] == "连弩"
    corps = {k for cid in E.field_generals(st, 1) for k in (E.cdef(st, cid).get("corps") or ())}
    assert "弓兵" not in corps
    assert not (c.action.kind == "UseStrategy" and c.action.card == "P2:033"), c


def test_an_effect_says_what_it_changes():
    # an effect's reason was "it helps its position the most now" for every card: it now names the largest
    # change against passing, at the same point of the turn
    st, c = normal_at2(123)
    assert E.cdef(st, c.action.card)["name"] == "天降甘霖", c
    assert c.reason == "uses {card}: its provisions end {n} higher than if it passed" and dict(c.args)["n"] == 4, c
    st, c = normal_at(4)
    assert c.reason == "uses {card} on {target}: {player}'s hand shrinks by {n}", c
    assert dict(c.args)["player"] == "P1" and dict(c.args)["n"] == 2
    st, c = normal_at(22)
    assert E.cdef(st, c.action.card)["name"] == "草船借箭", c
    assert c.reason == "uses {card}: its hand grows by {n}" and dict(c.args)["n"] == 2, c


# -- a fourth game played by hand (繁體, 1024×768, 487 moves, won by the human 5 to −3): ``data/sgz_hand_game4.json`` --
_MATCH4 = match_from_dict(json.loads((DATA.parent / "sgz_hand_game4.json").read_text("utf-8")), rules_for)


def _said(n: int):
    st, c = normal_at(n, _MATCH4)
    assert c.action == _MATCH4.actions[n], (n, c)  # the move the bot played in that game
    fin = _MATCH4.replay_to(len(_MATCH4.actions))
    args = {k: E.cdef(fin, v)["name"] if isinstance(v, str) and ":" in v else v for k, v in dict(c.args).items()}
    return c.reason, args


def test_an_effect_says_what_it_does_itself_before_what_it_changes_later():
    # move 78: 火攻 killed the human's 军师 徐庶 (3 生命); the reason said "P1's generals come out weaker"
    assert _said(78) == ("uses {card} on {target}: {general} falls", {"card": "火攻", "target": "徐庶", "general": "徐庶"})
    # move 468: 陆逊's ping cost the human 1 粮草; it said "P1's generals come out weaker" (a later battle's change)
    assert _said(468) == ("uses {card}: {player}'s provisions end {n} lower", {"card": "陆逊", "player": "P1", "n": 1})
    # move 224: 调虎离山 tapped 夏侯惇 before he could attack; it said "its provisions end 4 higher than if it passed"
    assert _said(224) == ("uses {card} on {target}: {general} is tapped",
                          {"card": "调虎离山", "target": "夏侯惇", "general": "夏侯惇"})


def test_a_countered_general_is_said_to_never_reach_the_field():
    # move 405: 识破 cancelled the human's 许褚 on the chain; it said "P1's generals come out weaker"
    assert _said(405) == ("uses {card}: {general} never reaches the field", {"card": "识破", "general": "许褚"})


def test_ending_a_defense_after_a_block_says_no_more_defenders():
    # moves 116 and 166: "needs no defenders" right after it had declared one
    for n in (116, 166):
        assert _MATCH4.actions[n - 1].kind == "DeclareDefender"
        assert _said(n)[0] == "needs no more defenders"


def test_normal_keeps_the_blocker_it_needs_when_the_strike_back_would_be_lethal():
    # move 446, at 3 粮草 against 12: it sent 孙权 (6/5) because "each defender kept home stops one attacker" —
    # but its other blockers were 陆逊, a 军师 (4/4) that dies blocking a 4-attack general and takes 5 粮草 with it,
    # and 长蛇阵; the human's strike back won the game
    st, c = normal_at(446, _MATCH4)
    assert st.data["players"][1]["lc"] == 3 and _MATCH4.actions[446].card == "P2:001"
    assert not (c.action.kind == "DeclareAttacker" and c.action.card == "P2:001"), c
    D = E.derive(st)
    strikers = C._counter_threat(st, D, 0, 1)
    home = [x for x in E.possible_defenders(st, D, 1) if x != "P2:001"]
    assert C.exposure(st, D, 1, strikers, home, True) >= 3  # without 孙权 at home the strike is lethal
