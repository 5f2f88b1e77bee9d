"""三国智 refusals name the rule and the numbers (issue 12 item 3): the 兵权条件 with what the player has, the
智力要求 of D.11 with the 军师's 智力; the state is untouched."""

from __future__ import annotations

import json
from pathlib import Path

from desktop.games import rules_for
from desktop.games.sanguozhi.actions import DeployGeneral, UseStrategy

R = rules_for("sanguozhi")
SCEN = Path(__file__).resolve().parents[1] / "scenarios" / "sanguozhi"


def _state(name: str):
    return R.scenario_state(json.loads((SCEN / name).read_text(encoding="utf-8")))


def test_a_condition_refusal_names_what_is_needed_and_what_there_is():
    st = _state("t2_01_deploy_condition.json")
    before = st.hash()
    exc = R.refusal(st, DeployGeneral(0, "P1:T-张辽", "P1.deputy1"))
    assert exc.rule == "三国智 §D.3"
    assert exc.message() == "遣将 P1:T-张辽 needs 骑兵 2; you have 骑兵 1. [三国智 §D.3]"
    assert st.hash() == before


def test_a_zhili_refusal_names_both_numbers():
    st = _state("t2_26b_zhili_lowered.json")
    a = UseStrategy(0, "P1:T-惑智", ("P1:T-鲁肃",), None)
    R.apply(st, a)
    for _ in range(2):
        R.apply(st, next(x for x in R.legal_actions(st, R.to_act(st)) if x.kind == "Pass"))
    exc = R.refusal(st, UseStrategy(0, "P1:T-火计智5", ("P2:T-于禁",), None))
    assert exc.rule == "三国智 §D.11"
    assert exc.message() == "P1:T-火计智5 needs 智力 5; your 军师 P1:T-鲁肃 has 4. [三国智 §D.11]"
    assert exc.args_["need"] == 5 and exc.args_["have"] == 4


def test_without_a_junshi_the_refusal_says_so():
    st = _state("t2_27_no_junshi.json")
    exc = R.refusal(st, UseStrategy(0, "P1:T-火计智5", ("P2:T-于禁",), None))
    assert exc.message() == "P1:T-火计智5 needs 智力 5; you have no face-up 军师. [三国智 §D.11]"
