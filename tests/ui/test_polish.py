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


def _card_px(win):
    return 72 * win.view.transform().m11()


def test_four_seats_at_1024_use_the_height_and_show_larger_cards(win, qtbot):
    """With four seats at 1024×768 the wide table left a third of the height empty: 劇牌 advanced cards were
    25 px wide, 三国智 20 px.  The side seats now sit side by side under the top one when that shows larger
    cards; a wide window keeps the wide table; panels never overlap."""
    win.ctl.auto_bots = False
    seats = [SeatConfig("Ann")] + [SeatConfig(f"B{k}", "bot", "normal") for k in range(1, 4)]
    for game, opts, least in (("jupai", {"mode": "advanced"}, 30.0), ("jupai", {}, 35.0), ("sanguozhi", {}, 25.0)):
        win.resize(1024, 768)
        win.ctl.new_game(game, seats, opts, 5)
        qtbot.wait(20)
        lay = win.scene.layout
        assert lay.arrangement == "tall" and _card_px(win) >= least, (game, opts, _card_px(win))
        rects = list(lay.panels.values()) + [lay.centre]
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:]), (game, rects)
        assert all(lay.panels[s].bottom() <= lay.size[1] and lay.panels[s].right() <= lay.size[0] for s in lay.panels)
        win.resize(2400, 700)  # a wide, low window: the wide table again, chosen when the view is resized
        qtbot.wait(20)
        assert win.scene.layout.arrangement == "wide", (game, opts)


def test_qt_file_dialog_speaks_chinese(app):
    """The Qt file dialog read "Look in:" and "Files of type:" in zh_CN: Qt 6 asks for "&Look in:" and
    "Files of &type:", which PySide6's qtbase_zh_CN.qm does not have (our catalogue fills the gap)."""
    import re

    from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel, QWidget

    from desktop.ui import i18n
    for lang in ("zh_CN", "zh_TW"):
        i18n.set_language(lang)
        for mode in (QFileDialog.AcceptOpen, QFileDialog.AcceptSave):
            d = QFileDialog(None, "x", "/tmp")
            d.setOption(QFileDialog.DontUseNativeDialog, True)
            d.setAcceptMode(mode)
            english = [w.text() for w in d.findChildren(QWidget) if isinstance(w, (QLabel, QAbstractButton))
                       and re.search("[A-Za-z]{2,}", w.text())]
            english += [w.toolTip() for w in d.findChildren(QWidget) if re.search("[A-Za-z]{2,}", w.toolTip())]
            assert not english, (lang, english)
            d.deleteLater()
    i18n.set_language("en")


def test_the_what_now_line_is_never_cut_beside_the_buttons_at_1024(win, qtbot):
    """At 1024 px beside four buttons the two-line "what now" line lost its end; it now takes a smaller font
    first and, only when even that is too long, ends with "…" (the whole line is its tooltip)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics
    win.resize(1024, 768)
    win.ctl.auto_bots = False
    win.ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "normal")], {}, 3)
    qtbot.wait(20)
    p = win.prompt
    long = ("A chain is open: answer it at response speed (a strategy, event or ability), or pass to let it "
            "resolve.")
    for text in (long, long + " " + long):
        p.setText(text)
        qtbot.wait(5)
        shown = p.shown_text()
        fm = QFontMetrics(p.font())
        r = fm.boundingRect(QRect(0, 0, p.contentsRect().width(), 10000), int(Qt.TextWordWrap), shown)
        assert r.height() <= p.height(), (text, shown, r.height(), p.height())  # every shown line is whole
        assert p.text() == text and (shown == text or shown.endswith("…"))
    p.setText(long)
    assert p.shown_text() == long  # the one-chain line fits whole at 1024 (a smaller font if need be)
