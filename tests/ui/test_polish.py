"""Defects of the table found as a player at 1024×768 and in zh_CN (session 4, brief U); each test fails before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from desktop.controller import SeatConfig


def test_the_hint_dock_never_scrolls_sideways(win, qtbot):
    """At 1024×768 the hint dock showed a horizontal bar: "a good chance (abou…" and "Pl…" were cut."""
    from desktop.controller.advice import Advice
    from desktop.games.sanguozhi.actions import Pass
    win.resize(1024, 768)
    win.ctl.auto_bots = False
    win.ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "normal")], {}, 3)
    panel = win.companion.hints
    panel.show()
    panel.token = (win.ctl._token(), 0)
    panel.seat = 0
    advice = [Advice(Pass(0), 0.62, 40, "passes: no answer worth a card now"),
              Advice(Pass(0), 0.31, 30, "the only sensible move")]
    panel._ready(panel.token, advice)
    for width in (140, 180, 260):
        win.resizeDocks([panel], [width], Qt.Horizontal)
        qtbot.wait(20)
        bar = panel.scroll.horizontalScrollBar()
        assert not bar.isVisible() or bar.maximum() == 0, width
        for row in panel.rows:  # nothing of a row lies beyond the dock's right edge
            assert row.geometry().right() <= panel.scroll.viewport().width() + 1, (width, row.geometry())
            for w in row.findChildren(QPushButton):
                assert w.geometry().right() <= row.width(), (width, w.text(), w.geometry(), row.width())
