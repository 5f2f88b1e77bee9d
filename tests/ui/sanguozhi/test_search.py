"""A human searches the 营地 (暗度陈仓, "search your camp for a general"): the side panel lists the generals it may
take by name, a click takes one, the action bar names a lone one, "No" reads "Take nothing", and the shown card
can be dragged from the camp to the hand (the screenshot of notes/hand7/01: an empty list and a lone "No")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.controller import SeatConfig
from desktop.games import rules_for
from desktop.games.sanguozhi.actions import Answer, PickCard
from tests.sanguozhi.test_hidden_info import _searching

R = rules_for("sanguozhi")


def _table(win, *camp):
    st = _searching(*camp)  # P1 chooses: 张辽 and 许褚 among five camp cards
    win.ctl.auto_bots = False
    win.ctl.start_from_state(st, [SeatConfig("Ann"), SeatConfig("Bot", "bot")])
    win.scene.ensure_plugin()
    generals = {st.data["cards"][c]: c for c in st.zones["P1.camp"].cards}
    return win.scene.plugin, generals["起始-013"], generals.get("起始-014")


def _rows(panel) -> list[str]:
    return [panel.choices.item(k).text() for k in range(panel.choices.count())]


def test_the_side_panel_lists_the_generals_by_name_and_a_click_takes_one(win, qtbot):
    p, zhang, xu = _table(win)
    panel = win.extras["sanguozhi"].panel
    panel.refresh()
    assert _rows(panel) == ["Take Zhang Liao", "Take Xu Chu", "Take nothing"]
    assert p.action_text(PickCard(0, xu)) == "Take Xu Chu"
    assert p.action_text(Answer(0, False)) == "Take nothing"  # it read "No"
    bar = [b.text().replace("\n", " ") for b in win.buttons]
    assert "Take nothing" in bar and "No" not in bar
    assert "Take Zhang Liao" not in bar  # two cards to take: the side panel lists them (the bar would widen)
    li = panel.choices.item(1)
    qtbot.mouseClick(panel.choices.viewport(), Qt.LeftButton, pos=panel.choices.visualItemRect(li).center())
    assert win.ctl.match.actions[-1] == PickCard(0, xu)
    st = win.ctl.state
    assert st.where[xu] == "P1.hand" and st.where[zhang] == "P1.camp"
    assert not st.data["decisions"] or st.data["decisions"][0]["type"] != "search"
    panel.refresh()
    assert not any(r.startswith("Take") for r in _rows(panel))
    assert win.scene.card_item(zhang) is None  # back among the unknown camp cards


def test_the_shown_card_on_top_of_the_camp_drags_to_the_hand(win, qtbot):
    p, zhang, xu = _table(win)
    top = win.scene.items_in("P1.camp")
    shown = {it.card for it in top if it.card}
    assert shown == {zhang, xu}  # the two generals lie shown on the camp; the rest face down
    item = win.scene.card_item(xu)
    assert item is not None and item.zone == "P1.camp" and not item.face_up and item.private
    assert win.scene.can_pick(item) and xu in win.ctl.draggable_cards(0)
    assert win.scene.drop_card(xu, "P1.hand")
    assert win.ctl.match.actions[-1] == PickCard(0, xu)
    assert win.ctl.state.where[xu] == "P1.hand"


def test_the_other_seat_is_not_shown_the_cards(win, qtbot):
    p, zhang, xu = _table(win)
    v = win.ctl.view(1)
    assert v.zones["P1.camp"].cards == [None] * 5
    assert zhang not in v.data["cards"] and xu not in v.data["cards"]


def test_a_lone_general_to_take_has_its_button_in_the_action_bar(win, qtbot):
    p, zhang, _ = _table(win, ("撤退", "张辽", "火攻"))
    bar = {b.text().replace("\n", " "): b for b in win.buttons}
    assert "Take Zhang Liao" in bar and "Take nothing" in bar
    assert list(bar).index("Take Zhang Liao") < list(bar).index("Take nothing")
    qtbot.mouseClick(bar["Take Zhang Liao"], Qt.LeftButton)
    assert win.ctl.match.actions[-1] == PickCard(0, zhang)
    assert win.ctl.state.where[zhang] == "P1.hand"
