"""Game ▸ Statistics shows what was kept (games, places, win rate per level, streak) and resets on request."""

from PySide6.QtWidgets import QMessageBox

from desktop.controller.stats import Stats
from desktop.ui.statsdialog import StatsDialog


def test_the_dialog_shows_and_resets(app, qtbot, monkeypatch):
    st = Stats()
    lineup = [{"name": "Ann", "kind": "human"}, {"name": "b", "kind": "bot", "bot": "hard"}]
    st.record("a", "2026-01-01T10:00:00+00:00", "jupai", "basic", lineup, [[0], [1]])
    st.record("b", "2026-01-02T10:00:00+00:00", "jupai", "basic", lineup, [[1], [0]])
    dlg = StatsDialog(None, st)
    qtbot.addWidget(dlg)
    assert "2 games, 1 won (50%)" in dlg.totals.text() and "Longest winning streak: 1" in dlg.totals.text()
    assert "place 1: 1" in dlg.places.text() and "place 2: 1" in dlg.places.text()
    assert dlg.levels.rowCount() == 1 and dlg.levels.item(0, 0).text() == "Hard"
    assert dlg.levels.item(0, 2).text() == "50% (1/2)"
    assert dlg.game.count() == 2 and "Ju Pai" in dlg.game.itemText(1) and "Basic" in dlg.game.itemText(1)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    dlg.reset()
    assert st.summary().games == 0 and "No finished games yet" in dlg.totals.text()
