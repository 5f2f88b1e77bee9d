"""Defects found playing 三国智 against Normal by hand in English (session 6, brief U3): each test fails on the old
code."""

import re

from PySide6.QtWidgets import QComboBox

from desktop.ui import i18n
from desktop.ui.newgame import NewGameDialog

_CJK = re.compile("[\u3400-\u9fff]")


def test_english_house_rules_name_the_game_terms_in_english(win, qtbot):
    """The 三国智 options read "粮草 each player starts with.", "What a draw from an empty 营地 does.", "粮草 lost
    when one's 军师 dies.": English text names the terms as the English cards and table do (provisions, camp,
    strategist …)."""
    i18n.set_language("en")
    dlg = NewGameDialog(win)
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData("sanguozhi"))
    page = dlg.option_pages["sanguozhi"]
    texts = []
    for key, (_mark, name, w, expl) in page.rows.items():
        texts += [(key, name.text()), (key, expl.text()), (key, w.toolTip())]
        if isinstance(w, QComboBox):
            texts += [(key, w.itemText(k)) for k in range(w.count())]
    texts += [("preset", dlg.preset.itemText(k)) for k in range(dlg.preset.count())]
    for k in range(dlg.preset.count()):
        dlg.preset.setCurrentIndex(k)
        dlg._apply_preset(dlg.preset.currentData())
        texts.append(("preset help", dlg.preset_help.text()))
    assert len(texts) > 80
    chinese = [(key, t) for key, t in texts if _CJK.search(t)]
    assert not chinese, chinese
    dlg.close()


def test_at_1024_by_768_the_pass_buttons_say_their_whole_words_and_the_bar_fits(win, qtbot):
    """At 1024×768 in English the F6 button read "Until" (cut to fit), and in the battle steps the action bar was
    wider than the table (673 px beside 644), so the side docks jumped narrower whenever "Done declaring
    defenders" came: long labels now take two lines in a narrow window."""
    from PySide6.QtGui import QFontMetrics

    from desktop.controller import SeatConfig
    from tests.ui.sanguozhi.test_sanguozhi_table import _advance
    i18n.set_language("en")
    win.resize(1024, 768)
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "normal")], {}, 5)
    win.scene.ensure_plugin()

    def defending(c):
        seat = c.to_act()
        return seat == 0 and any(a.kind == "DeclareDefender" for a in c.legal(seat))

    assert _advance(ctl, defending, seed=2, limit=8000)
    for _ in range(5):
        qtbot.wait(10)
    pb = win.phasebar
    assert pb.narrow()
    assert pb.b_until.text().replace("\n", " ") == "Until something happens", pb.b_until.text()
    shown = [b for b in (pb.b_next, pb.b_end, pb.b_until, *win.buttons) if b.isVisible()]
    assert any("Done declaring defenders" == b.text().replace("\n", " ") for b in shown), [b.text() for b in shown]
    for b in shown:
        fm = QFontMetrics(b.font())
        widest = max(fm.horizontalAdvance(line) for line in b.text().split("\n"))
        assert widest <= b.width(), (b.text(), widest, b.width())
        assert b.height() <= win.bar.height(), (b.text(), b.height(), win.bar.height())
    assert win.bar.minimumSizeHint().width() <= win.centralWidget().width(), (
        win.bar.minimumSizeHint().width(), win.centralWidget().width())


def test_the_log_separates_the_names_of_cards_moved_together(win, qtbot):
    """The opening hand was told "6 cards (Liu Bei Surprise Raid Cao Ren Xun Yu Sun Qian Cao Chun): …": 三国智's
    English names have spaces, so the names ran together."""
    from desktop.controller import SeatConfig
    for lang, sep in (("en", ", "), ("zh_CN", "、")):
        i18n.set_language(lang)
        win.ctl.auto_bots = False
        win.ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "normal")], {}, 3)
        plugin = win.scene.ensure_plugin()
        for _ in range(4):  # who goes first: the hands are dealt after it
            if win.ctl.view(0).zones["P1.hand"].cards:
                break
            seat = win.ctl.to_act()
            win.ctl.submit(next(a for a in win.ctl.legal(seat) if a.kind != "Concede"))
        hand = win.ctl.view(0).zones["P1.hand"].cards
        names = [plugin.name_of(c) for c in hand]
        assert len(names) == 6 and all(names), names
        line = next(t for t in win.log.plain_lines() if names[0] in t)
        assert sep.join(names) in line, (lang, line)
    i18n.set_language("en")


def test_the_pass_keys_tips_say_priority_in_english(win, qtbot):
    """The F4/F5/F6 tooltips read "pass 行动权 until …" in English; the side panel calls it "Priority"."""
    from desktop.ui.phasebar import StopsDialog
    i18n.set_language("en")
    pb = win.phasebar
    tips = [pb.b_next.toolTip(), pb.b_end.toolTip(), pb.b_until.toolTip()]
    dlg = StopsDialog(win)
    qtbot.addWidget(dlg)
    from PySide6.QtWidgets import QLabel
    tips += [lab.text() for lab in dlg.findChildren(QLabel)]
    assert all(t for t in tips[:3]) and any("priority" in t for t in tips), tips
    assert not [t for t in tips if _CJK.search(t)], tips


def test_the_unused_events_under_a_used_one_can_still_be_played(win, qtbot):
    """A used event lies face up on top of the 事件槽 (D.8.4): grabbing the pile took that card, "That event has
    been used", and the unused events under it could not be reached by hand at all."""
    from desktop.controller import SeatConfig
    from tests.ui.sanguozhi.test_sanguozhi_table import _advance
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "normal")], {}, 5)
    scene = win.scene
    scene.ensure_plugin()

    def used_one_and_can_use_another(c):
        if c.to_act() != 0:
            return False
        zone = c.view(0).zones["P1.event"]
        top = zone.cards[-1] if zone.cards else None
        usable = {a.card for a in c.legal(0) if a.kind == "UseEvent"}
        return top is not None and top in c.view(0).data["cards"] and bool(usable) and top not in usable

    assert _advance(ctl, used_one_and_can_use_another, seed=4, limit=8000)
    for _ in range(3):
        qtbot.wait(10)
    top = ctl.view(0).zones["P1.event"].cards[-1]
    item = scene.card_item(top)
    assert item is not None and scene.can_pick(item)
    scene.drag_started(item)
    got = [a for acts in scene._targets.values() for a in acts]
    scene.end_drag_highlight()
    scene.dragging = None
    usable = [a for a in ctl.legal(0) if a.kind == "UseEvent"]
    assert got and set(got) == set(usable), (got, usable)
    entries = [scene.menu_entry(a, got) for a in got]
    names = {scene.plugin.naming.card(a.card) for a in got}
    assert all(any(e.startswith(n + ":") for n in names) for e in entries), entries
