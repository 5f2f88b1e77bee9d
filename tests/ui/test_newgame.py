"""Issue 15, defects 2 and 5: house rules in plain words (translated labels and values, grouped, other modes'
options hidden, presets with the differences marked, saved with the game and shown in Game ▸ Properties);
starting another game asks before the running one is lost; the dialog remembers names, seat kinds, levels
and options."""

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox

from desktop.controller import SeatConfig
from desktop.games import spec_for
from desktop.ui import i18n
from desktop.ui.newgame import CUSTOM, NewGameDialog


def _dialog(win, qtbot, **kw):
    dlg = NewGameDialog(win, **kw)
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def _visible_option_texts(dlg):
    page = dlg.option_pages[dlg.result_game()]
    out = []
    for key, (mark, name, w, expl) in page.rows.items():
        if not w.isHidden():
            out.append((key, name.text(), expl.text()))
    return out


def test_house_rules_are_words_in_every_language_and_other_modes_are_hidden(win, qtbot):
    for lang in ("zh_CN", "zh_TW", "en"):
        i18n.set_language(lang)
        dlg = _dialog(win, qtbot)
        dlg.game.setCurrentIndex(dlg.game.findData("jupai"))
        dlg.mode.setCurrentIndex(dlg.mode.findData("basic"))
        shown = _visible_option_texts(dlg)
        spec = spec_for("jupai")
        assert shown and all(spec.option(k).applies_to("basic") for k, _n, _h in shown)
        assert not any(k == "refused_vote" for k, _n, _h in shown)  # advanced only
        for key, name, help_ in shown:
            assert name and name != key and "_" not in name, (lang, key, name)
            if lang != "en":
                assert any("\u4e00" <= ch <= "\u9fff" for ch in name + help_), (lang, key, name)
        # choice values are words, not keys
        combo = dlg.option_pages["jupai"].widgets["attack_tie"]
        assert all(combo.itemText(k) != combo.itemData(k) for k in range(combo.count()))
        # grouped: one tab per group the mode uses, none for advanced-only groups in basic
        tabs = dlg.option_pages["jupai"].tabs
        visible = [tabs.tabText(k) for k in range(tabs.count()) if tabs.isTabVisible(k)]
        assert len(visible) == len(spec.groups("basic")) >= 4
        dlg.mode.setCurrentIndex(dlg.mode.findData("advanced"))
        assert any(k == "refused_vote" for k, _n, _h in _visible_option_texts(dlg))
        dlg.close()
    i18n.set_language("en")


def test_presets_set_the_rules_and_differences_are_marked(win, qtbot):
    dlg = _dialog(win, qtbot)
    dlg.game.setCurrentIndex(dlg.game.findData("jupai"))
    assert dlg.preset.currentData() == "novel"
    assert dlg.result_options() == {"mode": "basic"}
    dlg.preset.setCurrentIndex(dlg.preset.findData("quick"))
    dlg.preset.activated.emit(dlg.preset.currentIndex())
    assert dlg.result_options()["round_cards"] == 3 and dlg.result_options()["gesture_windows"] == "skip"
    assert dlg.preset.currentData() == "quick"
    page = dlg.option_pages["jupai"]
    assert not any(m.text() for m in page.marks.values())  # nothing differs from the chosen preset
    page.widgets["attack_tie"].setCurrentIndex(1)
    assert dlg.preset.currentData() == CUSTOM
    assert page.marks["attack_tie"].text() == "●" and page.labels["attack_tie"].font().bold()
    assert "Quick game" in page.marks["attack_tie"].toolTip()
    assert "1 change from" in dlg.preset_help.text() and "Quick game" in dlg.preset_help.text()
    tab = page.tabs.tabText(page.tab_of["attack_tie"])
    assert "●1" in tab
    assert dlg.result_info()["preset"] == CUSTOM and dlg.result_info()["preset_base"] == "quick"
    dlg.preset_reset.click()
    assert dlg.preset.currentData() == "quick" and not page.marks["attack_tie"].text()


def test_preset_and_rules_are_saved_with_the_game_and_shown_in_properties(win, qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", _accept_with(lambda d: (
        d.preset.setCurrentIndex(d.preset.findData("quick")), d.preset.activated.emit(d.preset.currentIndex()),
        d.option_pages["jupai"].widgets["attack_tie"].setCurrentIndex(2))))
    win.ctl.auto_bots = False
    assert win.new_game_dialog()
    assert win.ctl.info["preset"] == CUSTOM and win.ctl.info["house_rules"]["attack_tie"] == "both_discard"
    path = tmp_path / "g.json"
    assert win.ctl.save(path)
    assert win.open_file(str(path))
    assert win.ctl.info["preset_base"] == "quick"
    win.show_properties()
    text = win.properties_dialog.browser.toPlainText()
    assert "Custom" in text and "Quick game" in text
    assert "Tied attack: both cards are discarded" in text
    assert "● Round cards: 3" in text  # differs from the novel's 5


def _accept_with(setup):
    def exec_(self):
        setup(self)
        return QDialog.Accepted
    return exec_


def test_the_dialog_remembers_names_seats_levels_and_options(win, qtbot, monkeypatch):
    def setup(d):
        d.game.setCurrentIndex(d.game.findData("jupai"))
        d.players.setValue(3)
        d.seat_rows[0][0].setText("Mei")
        d.seat_rows[1][1].setCurrentIndex(0)  # a second human
        d.seat_levels[2].setCurrentIndex(d.seat_levels[2].findData("hard"))
        d.option_pages["jupai"].widgets["round_cards"].setValue(7)
    monkeypatch.setattr(NewGameDialog, "exec", _accept_with(setup))
    win.ctl.auto_bots = False
    assert win.new_game_dialog()
    seen = {}
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: seen.setdefault("dlg", self) and QDialog.Rejected)
    monkeypatch.setattr(win, "ask_save_or_discard", lambda: "cancel")
    win.new_game_dialog()
    d = seen["dlg"]
    assert d.result_game() == "jupai" and d.players.value() == 3
    seats = d.result_seats()
    assert seats[0].name == "Mei" and seats[1].kind == "human" and seats[2].bot == "hard"
    assert d.result_options()["round_cards"] == 7
    assert win.settings["new_game"]["seats"][0]["name"] == "Mei"


def test_a_remembered_custom_set_is_marked_against_its_own_preset(win, qtbot):
    d = _dialog(win, qtbot)
    d.game.setCurrentIndex(d.game.findData("jupai"))
    d.preset.setCurrentIndex(d.preset.findData("quick"))
    d.preset.activated.emit(d.preset.currentIndex())
    d.option_pages["jupai"].widgets["attack_tie"].setCurrentIndex(1)
    mem = d.remembered()
    again = _dialog(win, qtbot, remembered=mem)
    assert again.preset.currentData() == CUSTOM
    assert "1 change from" in again.preset_help.text() and "Quick game" in again.preset_help.text()


def _running_game(win):
    win.ctl.auto_bots = False
    win.ctl.new_game("sandbox", [SeatConfig("Ann")], {}, 7)
    from desktop.games.sandbox.rules import Deal
    assert win.ctl.submit(Deal(0, 3))
    return win.ctl.match


def test_starting_another_game_asks_before_the_running_one_is_lost(win, qtbot, monkeypatch):
    match = _running_game(win)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.Accepted)
    # the real question box appears; Cancel keeps the game
    seen = []

    def answer():
        box = QApplication.activeModalWidget()
        seen.append(box)
        if isinstance(box, QMessageBox):
            box.button(QMessageBox.Cancel).click()
    QTimer.singleShot(50, answer)
    assert not win.new_game_dialog()
    assert isinstance(seen[0], QMessageBox) and win.ctl.match is match
    # Discard replaces it
    monkeypatch.setattr(win, "ask_save_or_discard", lambda: "discard")
    assert win.new_game_dialog()
    assert win.ctl.match is not match


def test_save_first_keeps_the_game_on_disk(win, qtbot, monkeypatch, tmp_path):
    _running_game(win)
    win.save_path = str(tmp_path / "kept.json")
    monkeypatch.setattr(win, "ask_save_or_discard", lambda: "save")
    assert win.confirm_replace()
    assert (tmp_path / "kept.json").exists()
    assert not win.game_at_stake()  # saved: nothing to ask any more


def test_open_and_the_deck_editors_game_ask_too(win, qtbot, monkeypatch):
    match = _running_game(win)
    asked = []
    monkeypatch.setattr(win, "ask_save_or_discard", lambda: asked.append(1) or "cancel")
    win.open_dialog()
    ext = win.extras["sanguozhi"]
    ext.start_with_deck("", "", "normal")
    assert len(asked) == 2 and win.ctl.match is match


def test_a_finished_or_untouched_game_is_replaced_without_asking(win, monkeypatch):
    win.ctl.auto_bots = False
    win.ctl.new_game("sandbox", [SeatConfig("Ann")], {}, 7)
    monkeypatch.setattr(win, "ask_save_or_discard", lambda: (_ for _ in ()).throw(AssertionError("asked")))
    assert win.confirm_replace()  # no move yet
    assert QLabel  # (imported for the checks above)
