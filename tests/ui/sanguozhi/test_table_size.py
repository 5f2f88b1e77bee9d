"""The 三国智 table is legible at every size (issue 12 item 8): zone labels at 11 px or more at scale 1 in every
language (rendered at the scale they are shown at), a 横置 general stays inside its slot, at 1024×768 the table
keeps at least 55 % of the window's width, and the side panel can be closed and stays closed."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from desktop.controller import SeatConfig
from desktop.ui import i18n
from desktop.ui.games.sanguozhi import layoutdata
from desktop.ui.games.sanguozhi.plugin import MIN_LABEL_PX, SgzZoneItem


def _game(win, seed=3, after=260):
    win.ctl.auto_bots = False
    win.ctl.use_stops = False
    win.ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot")], {}, seed)
    rng = random.Random(seed)
    for _ in range(after):
        if win.ctl.is_over():
            break
        legal = [a for a in win.ctl.legal(win.ctl.to_act()) if a.kind != "Concede"]
        win.ctl.submit(rng.choice(legal))


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_zone_labels_are_11_px_or_more_and_fit(win, lang):
    i18n.set_language(lang)
    _game(win, after=0)
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter
    for zi in win.scene.zones.values():
        if not isinstance(zi, SgzZoneItem) or zi.style in ("combat", "attached"):
            continue
        img = QImage(10, 10, QImage.Format_ARGB32)
        p = QPainter(img)
        used = []
        orig = p.drawText
        p.drawText = lambda *a, _o=orig: (used.append(p.font().pixelSize()), _o(*a))  # noqa: E731
        band = QRectF(0, 0, zi.rect.width() + layoutdata.GAP - 3, layoutdata.LABEL)
        zi._draw_label(p, band, zi.label())
        p.end()
        assert used and min(used) >= MIN_LABEL_PX, (zi.zone, used)
        assert QFontMetricsF(p.font()).height() <= layoutdata.LABEL + 2
    i18n.set_language("en")


def test_a_tapped_general_stays_inside_its_slot(win):
    _game(win, after=400)
    win.scene.finish_animations()
    tapped = [it for it in win.scene.cards if it.rotation() == 90 and it.isVisible()]
    assert tapped, "no tapped general in this position"
    for it in tapped:
        slot = win.scene.zones[it.zone].rect
        r = it.mapRectToScene(it.boundingRect())
        assert slot.adjusted(-1, -1, 1, 1).contains(r), (it.card, it.zone, r, slot)


def test_at_1024_by_768_the_table_keeps_more_than_half_the_window(win, qtbot):
    win.resize(1024, 768)
    _game(win, after=50)
    qtbot.wait(50)
    assert win.width() == 1024 and win.extras["sanguozhi"].dock.isVisible() and win.dock.isVisible()
    assert win.view.width() >= 0.55 * win.width(), (win.view.width(), win.width())


def test_the_side_panel_can_be_closed_and_stays_closed(win, qtbot):
    _game(win, after=0)
    ext = win.extras["sanguozhi"]
    assert ext.dock.isVisible()
    ext.show_panel(False)
    assert not ext.dock.isVisible() and win.settings["panels"]["sanguozhiDock"] is False
    _game(win, after=0)  # the next game keeps it closed
    assert not ext.dock.isVisible()
    ext.show_panel(True)
    assert ext.dock.isVisible() and win.settings["panels"]["sanguozhiDock"] is True
    assert ext.dock.toggleViewAction().shortcut().toString() == "F9"


def test_hand_cards_show_their_whole_face_while_the_row_has_room():
    from desktop.ui.layout import CW, card_positions
    xs = [x for x, _y in card_positions("spread", QRectF(0, 0, CW * 8, 100), 4)]
    assert all(b - a >= CW for a, b in zip(xs, xs[1:]))  # side by side (the fan hid 38 % of each face)
    xs = [x for x, _y in card_positions("spread", QRectF(0, 0, CW * 3, 100), 8)]
    assert xs[-1] + CW <= CW * 3 + 0.01  # a full row overlaps, inside its zone


def test_the_deck_editor_fits_the_screen(win):
    """At 1024×768 its Play button was off the screen (the editor was 1180 px wide)."""
    ext = win.extras["sanguozhi"]
    ext.open_deck_editor()
    ed = ext.editor
    avail = ed.screen().availableGeometry()  # (the offscreen screen: 800×800)
    assert ed.width() <= max(avail.width() - 24, ed.minimumSizeHint().width())
    assert ed.height() <= max(avail.height() - 64, ed.minimumSizeHint().height())
    right = ed.b_play.mapTo(ed, ed.b_play.rect().topRight()).x()
    assert right <= ed.width()
    ed.close()
