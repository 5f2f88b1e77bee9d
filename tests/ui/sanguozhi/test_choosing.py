"""Choosing a move part by part on the 三国智 table (issue 12 item 2): a formation member by member from the
card menu, a 谋略's target after dropping it, the lit options, refusals of unlit cards, Back and Esc."""

from __future__ import annotations

from desktop.controller import SeatConfig
from desktop.games import rules_for
from desktop.games.sanguozhi.actions import FormFormation

R = rules_for("sanguozhi")

FORMATION = {"game": "sanguozhi", "players": 2, "options": {"junshi_can_join_formation": True},
             "setup": {"turn": 9, "active": "P1", "step": "main", "players": {"P1": {
                 "bingquan": {"谋士": 3}, "formations": ["八阵图"], "lord": "曹操", "deputy1": "张辽", "deputy2": "乐进",
                 "deputy3": "许褚", "advisor": "于禁", "hand": ["火攻"]}, "P2": {"deputy1": "T-蒋钦", "deputy2": "T-于禁"}}}}


def _table(win, spec=FORMATION):
    win.ctl.auto_bots = False
    win.ctl.start_from_state(R.scenario_state(spec), [SeatConfig("Ann"), SeatConfig("Bot", "bot")])
    win.scene.ensure_plugin()
    return win.scene.plugin


def _item(win, card):
    return win.scene.card_item(card)


def test_a_formation_member_by_member_the_old_list_could_not_reach(win, qtbot):
    p = _table(win)
    item = _item(win, "P1:八阵图")
    entries = p.menu_entries(0, win.ctl.card_actions(0, "P1:八阵图"))
    labels = [t for t, _fn in entries]
    assert len(labels) == 1 and labels[0].endswith("…")  # one entry, not 24 orderings
    entries[0][1]()
    assert p.chooser is not None and win.scene.plugin.wants_click(item)
    lit = {it.card for it in win.scene.cards if it.playable}
    assert lit == {"P1:曹操", "P1:张辽", "P1:乐进", "P1:许褚", "P1:于禁"}
    for card in ("P1:乐进", "P1:许褚"):
        p.card_clicked(_item(win, card))
    assert {it.card for it in win.scene.cards if it.playable} == {"P1:曹操", "P1:张辽", "P1:于禁"}
    prompt = p.choice_prompt()  # the card named once (it read "八阵图 · Member 3 of 八阵图 …"), the chosen listed
    assert prompt.count(p.name_of("P1:八阵图")) == 1 and "3" in prompt and p.name_of("P1:许褚") in prompt, prompt
    p.card_clicked(_item(win, "P2:T-蒋钦"))  # an enemy general: refused with the reason, nothing chosen
    assert win.scene.last_refusal and p.chooser.picks == [["P1:乐进"], ["P1:许褚"], []]
    p.card_clicked(_item(win, "P1:于禁"))
    assert p.chooser is None
    f = win.ctl.state.data["field"]["P1:八阵图"]
    assert f.get("formed") and f["members"] == ["P1:乐进", "P1:许褚", "P1:于禁"]
    assert win.ctl.match.actions[-1] == FormFormation(0, "P1:八阵图", ("P1:乐进", "P1:许褚", "P1:于禁"))


def test_back_and_escape_and_the_panel_list(win, qtbot):
    p = _table(win)
    p.menu_entries(0, win.ctl.card_actions(0, "P1:八阵图"))[0][1]()
    p.card_clicked(_item(win, "P1:乐进"))
    panel = win.extras["sanguozhi"].panel
    rows = [panel.choices.item(k).text() for k in range(panel.choices.count())]
    assert any("Back" in r for r in rows) and any("Cancel" in r for r in rows)
    assert len([r for r in rows if not r.startswith("—")]) == 5  # the candidates of entry 2, 乐进 greyed
    p.back()
    assert p.chooser.picks == [[], [], []]
    assert p.cancel() and p.chooser is None
    assert {it.card for it in win.scene.cards if it.playable} >= {"P1:火攻"}  # the normal marks are back
    assert not win.ctl.match.actions


def test_a_dropped_stratagem_asks_for_its_target(win, qtbot):
    p = _table(win)
    assert win.scene.drop_card("P1:火攻", "table.chain")  # several targets: the table asks for one
    assert p.chooser is not None
    lit = {it.card for it in win.scene.cards if it.playable}
    assert "P2:T-蒋钦" in lit and "P1:张辽" in lit
    p.card_clicked(_item(win, "P2:T-蒋钦"))
    assert p.chooser is None
    assert win.ctl.state.data["chain"] and win.ctl.state.data["chain"][-1]["card"] == "P1:火攻"


DROPS = {"game": "sanguozhi", "players": 2,
         "setup": {"turn": 9, "active": "P1", "step": "main", "players": {"P1": {
             "hand": ["法正", "青釭剑"], "bingquan": {"骑兵": 1}, "deputy1": {"card": "张辽", "face": "down"}}}}}


def test_a_general_that_can_only_go_face_down_asks_first_and_says_why(win, qtbot):
    p = _table(win, DROPS)
    asked = []

    def answer(menu, pos, pick):
        texts = [a.text() for a in menu.actions()]
        asked.append(texts)
        return next(a for a in menu.actions() if a.text() == pick)

    p.ask_menu = lambda menu, pos: answer(menu, pos, "Cancel")
    assert win.scene.drop_card("P1:法正", "P1.deputy2")
    assert asked and "needs Advisers 1; you have Advisers 0" in asked[0][0] and "§D.3" in asked[0][0]
    assert not win.ctl.match.actions and "§D.3" in win.scene.last_refusal  # cancelled: nothing happened
    p.ask_menu = lambda menu, pos: answer(menu, pos, "Set it face down instead (伏将)")
    assert win.scene.drop_card("P1:法正", "P1.deputy2")
    assert win.ctl.match.actions[-1].kind == "SetGeneral"


def test_a_treasure_on_a_face_down_general_is_refused_with_the_rule(win, qtbot):
    _table(win, DROPS)
    assert not win.scene.drop_card("P1:青釭剑", "P1.deputy1")
    assert "face-up general" in win.scene.last_refusal and "§D.8.2" in win.scene.last_refusal
