"""Issue 15, defect 1: a card answers presses on its whole visible face, at every view scale and device pixel
ratio (Qt's pixmap item made its hit shape from the picture's device pixels: at scale < 1 only the upper-left
part answered, at 2× the card claimed twice its size)."""

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.controller import SeatConfig
from desktop.ui.items import CardItem
from desktop.ui.layout import CH, CW


def _start(win):
    win.ctl.auto_bots = False
    seats = [SeatConfig("Ann")] + [SeatConfig(n, "bot") for n in ("Bo", "Cy", "Di")]
    win.ctl.new_game("jupai", seats, {}, 11)
    # A few moves so cards lie on the table too (identities, equipment, the round pile).
    return win.ctl


def _visible_points(scene, item):
    """A 5×5 grid over the card, inset 3 units, keeping the points no card above it covers."""
    br = item.sceneBoundingRect()
    pts = []
    for i in range(5):
        for j in range(5):
            p = QPointF(br.left() + 3 + (br.width() - 6) * i / 4, br.top() + 3 + (br.height() - 6) * j / 4)
            above = [c for c in scene.cards if c is not item and c.isVisible() and c.zValue() > item.zValue()
                     and c.sceneBoundingRect().adjusted(-1, -1, 1, 1).contains(p)]
            if not above:
                pts.append(p)
    return pts


def _topmost_card(scene, p):
    for it in scene.items(p):  # descending stacking order
        if isinstance(it, CardItem):
            return it
    return None


@pytest.mark.parametrize("size, dpr", [((1400, 900), 1.0), ((900, 600), 1.0), ((1400, 900), 2.0)])
def test_every_visible_part_of_a_card_is_hit(win, size, dpr):
    ctl = _start(win)
    win.resize(*size)
    win.view.fit()
    scale = win.view.transform().m11()
    win.scene.set_render_scale(scale * dpr)  # the pictures as a screen of this pixel ratio gets them
    win.scene.finish_animations()
    cards = [it for it in win.scene.cards if it.isVisible()]
    assert any(it.zone == "P1.hand" for it in cards) and any(not it.zone.endswith(".hand") for it in cards)
    checked = 0
    for it in cards:
        assert it.shape().boundingRect() == it.boundingRect()  # the whole card, whatever the picture's size
        assert it.boundingRect().width() == pytest.approx(CW, rel=0.05) and it.boundingRect().height() == pytest.approx(CH, rel=0.05)
        for p in _visible_points(win.scene, it):
            assert _topmost_card(win.scene, p) is it, (it.card, it.zone, p)
            checked += 1
        # … and nothing beside the card answers for it
        outside = it.sceneBoundingRect().bottomRight() + QPointF(6, 6)
        assert _topmost_card(win.scene, outside) is not it
    assert checked > 100
    assert ctl.match is not None


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_pressing_each_corner_region_of_a_hand_card_lifts_it(win, qtbot, dpr):
    _start(win)
    win.resize(1000, 700)  # the view scale is well below 1 here: the defect's case
    win.view.fit()
    win.scene.set_render_scale(win.view.transform().m11() * dpr)
    win.scene.finish_animations()
    vp = win.view.viewport()
    hand = win.scene.items_in("P1.hand")
    assert hand
    for it in (hand[0], hand[-1]):
        pts = _visible_points(win.scene, it)
        xs, ys = [p.x() for p in pts], [p.y() for p in pts]
        corners = [QPointF(x, y) for x in (min(xs), max(xs)) for y in (min(ys), max(ys))]
        for c in corners:
            if not any((p - c).manhattanLength() < 0.01 for p in pts):
                continue
            p = win.view.mapFromScene(c)
            qtbot.mousePress(vp, Qt.LeftButton, pos=p)
            qtbot.mouseMove(vp, pos=p + type(p)(12, -12))
            qtbot.mouseMove(vp, pos=p + type(p)(24, -30))
            assert win.scene.dragging is it, (it.card, c)
            qtbot.mouseRelease(vp, Qt.LeftButton, pos=p)  # dropped on its own hand: slides home
            win.scene.finish_animations()
            assert win.scene.dragging is None
            assert it.pos() == it.home


def test_a_dragged_card_leaves_no_hover_text_behind(win, qtbot):
    _start(win)
    texts = []
    win.scene.hoverInfo.connect(texts.append)
    it = win.scene.items_in("P1.hand")[-1]
    win.scene.card_hovered(it, True)
    assert texts[-1]
    win.scene.drag_started(it)
    assert texts[-1] == "" and win.status_label.text() == ""
    win.scene.drag_dropped(it, it.home)
