"""Graphics items of the table: cards, zones, seat headers and weapon-source chips.

Cards paint a pre-rendered pixmap (cardart); zones and headers paint a pixmap
rendered once per text/size/highlight, so a repaint is just blits (QT_NOTES).
Items never decide anything: they report presses, moves and drops to the scene.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPixmapItem

from . import cardart
from .layout import CH, CW, LABEL_H
from .themes import color

# One place for z-layers (Cockatrice's z_values.h).
Z_PANEL, Z_ZONE, Z_CARD, Z_CHIP, Z_MOVING, Z_HOVER, Z_DRAG = 0, 10, 100, 900, 5000, 8000, 9000
HOVER_ZOOM = 1.6
LABEL_PX, MIN_LABEL_PX = 12.5, 11.0  # zone labels in scene units (11 px at scale 1 at the least; issue 15)


def ui_font(px: float, bold: bool = False) -> QFont:
    f = QFont(cardart.FONT_FAMILY[0]) if cardart.FONT_FAMILY else QFont()
    f.setPixelSize(max(6, int(round(px))))
    f.setBold(bold)
    return f


_BLANK: list[QPixmap] = []


def _blank() -> QPixmap:
    if not _BLANK:
        pm = QPixmap(int(CW), int(CH))
        pm.fill(Qt.transparent)
        _BLANK.append(pm)
    return _BLANK[0]



# A zone's edge, fill and edge width in a highlight mode ("" plain, "legal" drop target, "hover", "bad").
_ZONE_MODES = {"legal": ("legal", 2.6, 45), "hover": ("hover", 3.6, 95), "bad": ("bad", 3.0, 60),
               "focus": ("focus", 3.4, 70)}


def zone_colors(theme, mode: str):
    if mode not in _ZONE_MODES:
        return color(theme, "zone_edge"), color(theme, "zone"), 1.2
    key, width, alpha = _ZONE_MODES[mode]
    edge = color(theme, key)
    return edge, QColor(edge.red(), edge.green(), edge.blue(), alpha), width

class CardItem(QGraphicsPixmapItem):
    """One physical card on the table; shows its face only when the view says the viewer may see it.

    Speed (QT_NOTES, bench/table.py): a card is one C++ pixmap item showing a pre-rendered picture
    (marks included); Python overrides only the mouse and hover handlers, never paint or boundingRect,
    so a repaint or an animation frame never calls into Python for it.
    """

    def __init__(self, table, card: str | None = None):
        super().__init__()
        self.table = table
        self.card = card          # what the viewer knows (None = unknown)
        self.zone = ""
        self.face_up = False      # drawn face up (public) …
        self.private = False      # … or known only to the viewer (face down on the table)
        self.home = QPointF()
        self.home_z = Z_CARD
        self.focused = False
        self.playable = False
        self._hover = False
        self._drag_from: QPointF | None = None
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.LeftButton | Qt.RightButton)
        self.setFlag(QGraphicsItem.ItemIsFocusable, False)
        self.setShapeMode(QGraphicsPixmapItem.BoundingRectShape)  # hit tests without a pixmap mask
        self.setTransformOriginPoint(CW / 2, CH)
        self._pm_key = None
        self._look = None  # (card, face_up, private, zone) when the scene last refreshed the picture (_sync)

    # Hit tests on the whole card.  Qt's QGraphicsPixmapItem builds its BoundingRectShape from the pixmap's
    # size in *device* pixels, ignoring its devicePixelRatio: a card rendered at the view's scale 0.6 answered
    # presses only in its upper-left 60 % (a third of first drags failed), one rendered at 2× claimed twice its
    # size (pressing beside a card grabbed it).  Only hit tests call these, never a repaint.
    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect())  # the picture's logical size (its device pixels ÷ its pixel ratio)
        return path

    def contains(self, point: QPointF) -> bool:
        return self.boundingRect().contains(point)

    def set_crosswise(self, on: bool) -> None:
        """Lie across (the bottom card at the foot of the round pile), turned about its centre."""
        if on != (self.rotation() == 90):
            self.setTransformOriginPoint(CW / 2, CH / 2 if on else CH)
            self.setRotation(90 if on else 0)

    def shows_face(self) -> bool:
        return self.card is not None and (self.face_up or self.private)

    def marks(self) -> tuple:
        """What is drawn onto the picture: the private veil, the focus or playable ring, a badge."""
        out = []
        if self.private and not self._hover:
            out.append(("private",))
        if self.focused or self.playable:
            theme = self.table.theme
            out.append(("ring", color(theme, "focus" if self.focused else "legal").name(), 3 if self.focused else 1.6))
        badge = self.table.card_badge(self) if self.shows_face() else None
        if badge:
            out.append(("badge",) + tuple(badge))
        return tuple(out)

    def refresh(self) -> None:
        """Pick the picture (face, marks, size and theme): a card is always one pre-rendered blit."""
        if not self.table.scale_known:  # not shown yet: a shared blank of the right size, rendered on demand
            if self._pm_key is not None or self.pixmap().isNull():
                self._pm_key = None
                self.setPixmap(_blank())
            return
        scale = self.table.render_scale * (HOVER_ZOOM if self._hover else 1.0)
        face = self.card if self.shows_face() else None
        marks = self.marks()
        key = (face, round(scale, 3), self.table.theme, marks)
        if key != self._pm_key:
            self._pm_key = key
            self.setPixmap(self.table.card_pixmap(face, scale, marks))

    def update(self, *a) -> None:  # noqa: D401 - keep QGraphicsItem.update()'s meaning: redraw with current state
        self.refresh()

    def shape(self) -> QPainterPath:
        # The whole card is hit, not only its pixmap's device pixels: BoundingRectShape uses the pixmap's
        # size in device pixels, so below a render scale of 1 (a small window) only the card's top-left part
        # took a press or a hover.  Called for hit tests only (mouse events), never for painting.
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    # --- hover zoom and status ---
    def hoverEnterEvent(self, ev) -> None:
        if self.table.dragging is None:
            self._hover = True
            self.setZValue(Z_HOVER)
            self.setScale(HOVER_ZOOM)
            self.refresh()
            self.table.card_hovered(self, True)
        super().hoverEnterEvent(ev)

    def hoverLeaveEvent(self, ev) -> None:
        self.unhover()
        self.table.card_hovered(self, False)
        super().hoverLeaveEvent(ev)

    def unhover(self) -> None:
        if self._hover:
            self._hover = False
            self.setScale(1.0)
            self.refresh()
            if not self._dragging:
                self.setZValue(self.home_z)

    # --- our own drag (QDrag cannot be tested offscreen; QT_NOTES) ---
    def mousePressEvent(self, ev) -> None:
        if ev.button() == Qt.RightButton:
            ev.accept()
            return
        if self.table.wants_click(self):  # the game is choosing: a click picks (plugin.card_clicked)
            self._clicking = True
            ev.accept()
            return
        if not self.table.can_pick(self):
            ev.ignore()
            self.table.pick_refused(self)
            return
        self._drag_from = ev.scenePos()
        ev.accept()

    def mouseMoveEvent(self, ev) -> None:
        if self._drag_from is None:
            return
        if not self._dragging:
            if (ev.scenePos() - self._drag_from).manhattanLength() < 4:
                return
            self._dragging = True
            self.unhover()
            self.setZValue(Z_DRAG)
            self.table.drag_started(self)
        self.setPos(self.home + (ev.scenePos() - self._drag_from))
        self.table.drag_moved(self, ev.scenePos())

    def mouseReleaseEvent(self, ev) -> None:
        if ev.button() == Qt.RightButton:
            self.table.card_menu(self, ev.screenPos())
            return
        if getattr(self, "_clicking", False):
            self._clicking = False
            self.table.card_clicked(self)
            return
        was = self._dragging
        self._drag_from = None
        self._dragging = False
        if was:
            self.table.drag_dropped(self, ev.scenePos())

    def mouseDoubleClickEvent(self, ev) -> None:
        self.table.card_activated(self)

    def contextMenuEvent(self, ev) -> None:
        self.table.card_menu(self, ev.screenPos())


class ZoneItem(QGraphicsObject):
    """A labelled place on the table; lights up as a legal drop target."""

    def __init__(self, table, placed):
        super().__init__()
        self.table = table
        self.zone = placed.zone
        self.key = placed.key
        self.seat = placed.seat
        self.style = placed.style
        self.source_label = placed.label
        self.show_label = getattr(placed, "show_label", True)
        # A slot with its own longer label (劇牌's identity · trigger) may write over its neighbour's strip.
        self.label_extra = 36.0 if getattr(placed, "wide_label", False) else 0.0
        self.rect = QRectF(placed.rect)
        self.count = 0
        self.mode = ""  # "" | legal | hover | bad | focus (the keyboard's)
        self._pm: QPixmap | None = None
        self._pm_key = None
        self.setZValue(Z_ZONE)
        self.setAcceptedMouseButtons(Qt.RightButton | Qt.LeftButton)
        # Drawn into the scene's cached background (TableScene.drawBackground), not per frame.
        self.setFlag(QGraphicsItem.ItemHasNoContents, True)

    def set_rect(self, r: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(r)
        self._pm = None

    def set_mode(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.table.bg_dirty(self.boundingRect())  # only this zone's part of the cached background

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.table.bg_dirty(self.boundingRect())

    def label(self) -> str:
        return self.table.tr_term(self.source_label)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -LABEL_H - 2, 4 + self.label_extra, 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        pass

    def draw_into(self, p: QPainter) -> None:
        key = (self.label(), self.count, self.mode, self.rect.width(), self.table.render_scale, self.table.theme,
               self.table.show_counts)
        if self._pm is None or self._pm_key != key:
            self._pm = self._render(key)
            self._pm_key = key
        br = self.boundingRect()
        p.drawPixmap(br, self._pm, QRectF(0, 0, self._pm.width(), self._pm.height()))

    def _render(self, key) -> QPixmap:
        br = self.boundingRect()
        s = max(0.25, self.table.render_scale)  # at the view's scale: blitted 1:1, text hinted for it
        pm = QPixmap(max(1, int(br.width() * s)), max(1, int(br.height() * s)))
        pm.fill(Qt.transparent)
        p = QPainter(pm)
        p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        p.scale(s, s)
        p.translate(-br.topLeft())
        theme = self.table.theme
        r = self.rect
        edge, fill, width = zone_colors(theme, self.mode)
        style = Qt.DashLine if self.key == "play" else Qt.SolidLine
        p.setPen(QPen(edge, width, style))
        p.setBrush(fill)
        p.drawRoundedRect(r, 7, 7)
        if not self.show_label:
            p.end()
            pm.setDevicePixelRatio(s)
            return pm
        text = self.label()
        box = QRectF(r.x() - 2, r.y() - LABEL_H - 1, r.width() + 8 + self.label_extra, LABEL_H)
        p.setPen(color(theme, "legal") if self.mode else color(theme, "subtext"))
        # The count is drawn apart, right-aligned, and never elided (a long label gives way, not the number);
        # the label shrinks to 11 units before it is elided (issue 15: "Round pile ···" hid the count).
        count = self.count_text()
        room = box.width() - 2
        if count:  # a pill at the zone's own right edge (never over the neighbour's label)
            p.setFont(ui_font(LABEL_PX, bold=True))
            pill = self.count_box()
            p.setBrush(color(theme, "zone_edge"))
            p.setPen(Qt.NoPen)
            p.drawRoundedRect(pill, 6, 6)
            p.setPen(color(theme, "felt2"))
            p.drawText(pill, Qt.AlignCenter, count)
            p.setPen(color(theme, "legal") if self.mode else color(theme, "subtext"))
            room = pill.x() - box.x() - 3
        px = LABEL_PX
        while True:
            f = ui_font(px, bold=bool(self.mode))
            p.setFont(f)
            if p.fontMetrics().horizontalAdvance(text) <= room or px <= MIN_LABEL_PX:
                break
            px -= 0.5
        text = p.fontMetrics().elidedText(text, Qt.ElideRight, int(room))
        p.drawText(QRectF(box.x(), box.y(), room, box.height()), Qt.AlignLeft | Qt.AlignVCenter, text)
        p.end()
        pm.setDevicePixelRatio(s)
        return pm

    def count_text(self) -> str:
        return str(self.count) if self.table.show_counts and self.style in ("stack", "row", "fan", "spread") and self.count else ""

    def count_box(self) -> QRectF:
        """Where the card count is drawn: a pill at the right end of the zone's own label band."""
        from PySide6.QtGui import QFontMetricsF
        cw = QFontMetricsF(ui_font(LABEL_PX, bold=True)).horizontalAdvance(self.count_text()) + 8
        r = self.rect
        return QRectF(r.right() - cw, r.y() - LABEL_H - 1 + 1.5, cw, LABEL_H - 3)

    def accessible_name(self) -> str:
        """The zone for a screen reader: its label, whose it is and how many cards lie there."""
        owner = self.table.ctl.name(self.seat) if self.seat is not None else ""
        n = QCoreApplication.translate("TableScene", "%n card(s)", "", self.count)
        return ", ".join(x for x in (self.label(), owner, n) if x)

    def mousePressEvent(self, ev) -> None:
        ev.accept()

    def mouseReleaseEvent(self, ev) -> None:
        if ev.button() == Qt.RightButton:
            self.table.zone_menu(self, ev.screenPos())

    def contextMenuEvent(self, ev) -> None:
        self.table.zone_menu(self, ev.screenPos())


class PanelItem(QGraphicsObject):
    """A seat's panel: background, the player's name and role, burden and a turn marker."""

    def __init__(self, table, seat: int, rect: QRectF):
        super().__init__()
        self.table = table
        self.seat = seat
        self.rect = QRectF(rect)
        self.title = ""
        self.detail = ""
        self.active = False
        self.thinking = False
        self._pm = None
        self._pm_key = None
        self.setZValue(Z_PANEL)
        self.setFlag(QGraphicsItem.ItemHasNoContents, True)

    def set_rect(self, r: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(r)

    def set_text(self, title: str, detail: str, active: bool, thinking: bool = False) -> None:
        if (title, detail, active, thinking) != (self.title, self.detail, self.active, self.thinking):
            self.title, self.detail, self.active, self.thinking = title, detail, active, thinking
            self.table.bg_dirty(self.boundingRect())  # only this panel's part of the cached background

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def title_text(self) -> str:
        return ("▶ " if self.active else "") + self.title

    def title_end(self) -> QPointF:
        """Where the drawn title ends (the thinking indicator goes there)."""
        from PySide6.QtGui import QFontMetricsF
        w = QFontMetricsF(ui_font(15, bold=True)).horizontalAdvance(self.title_text())
        return QPointF(self.rect.x() + 12 + w, self.rect.y() + 3 + 11)

    def paint(self, p: QPainter, option, widget=None) -> None:
        pass

    def draw_into(self, p: QPainter) -> None:
        key = (self.title, self.detail, self.active, self.rect.width(), self.rect.height(),
               self.table.render_scale, self.table.theme)
        if self._pm is None or self._pm_key != key:
            self._pm = self._render()
            self._pm_key = key
        p.drawPixmap(self.boundingRect(), self._pm, QRectF(0, 0, self._pm.width(), self._pm.height()))

    def _render(self) -> QPixmap:
        br = self.boundingRect()
        s = max(0.25, self.table.render_scale)  # at the view's scale: blitted 1:1, text hinted for it
        pm = QPixmap(max(1, int(br.width() * s)), max(1, int(br.height() * s)))
        pm.fill(Qt.transparent)
        p = QPainter(pm)
        p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        p.scale(s, s)
        p.translate(-br.topLeft())
        theme = self.table.theme
        r = self.rect
        path = QPainterPath()
        path.addRoundedRect(r, 12, 12)
        p.setPen(QPen(color(theme, "legal") if self.active else color(theme, "panel_edge"), 3 if self.active else 1.5))
        p.setBrush(color(theme, "panel_active" if self.active else "panel"))
        p.drawPath(path)
        p.setPen(color(theme, "text"))
        p.setFont(ui_font(15, bold=True))
        head = QRectF(r.x() + 12, r.y() + 3, r.width() - 24, 22)
        title = self.title_text()
        p.drawText(head, Qt.AlignLeft | Qt.AlignVCenter, title)
        p.setPen(color(theme, "subtext"))
        p.setFont(ui_font(12.5))
        p.drawText(head, Qt.AlignRight | Qt.AlignVCenter, self.detail)
        p.end()
        pm.setDevicePixelRatio(s)
        return pm


class ThinkingItem(QGraphicsObject):
    """Three pulsing dots after a seat's name while its bot thinks (a tiny item: only it repaints)."""

    W, H = 30.0, 12.0

    def __init__(self, table):
        super().__init__()
        self.table = table
        self.phase = 0
        self.setZValue(Z_CHIP)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def step(self) -> None:
        self.phase = (self.phase + 1) % 6
        QGraphicsItem.update(self)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        base = color(self.table.theme, "legal")
        for k in range(3):
            lit = (self.phase // 2) == k
            c = QColor(base)
            c.setAlpha(255 if lit else 90)
            p.setBrush(c)
            r = 3.6 if lit else 2.8
            p.drawEllipse(QPointF(5 + k * 10, self.H / 2), r, r)


class ChipItem(QGraphicsObject):
    """A small toggle on the viewer's seat: which weapon source the next drop uses."""

    clicked = Signal(str)

    def __init__(self, table, group: str, text: str):
        super().__init__()
        self.table = table
        self.group = group
        self.text = text
        self.selected = False
        self.setZValue(Z_CHIP)
        self.setCursor(Qt.PointingHandCursor)
        self._w = 0.0

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._w = 0.0
        self.update()

    def width(self) -> float:
        if not self._w:
            from PySide6.QtGui import QFontMetricsF
            self._w = QFontMetricsF(ui_font(12)).horizontalAdvance(self.text) + 16
        return self._w

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width(), 17)

    def paint(self, p: QPainter, option, widget=None) -> None:
        theme = self.table.theme
        p.setRenderHint(QPainter.Antialiasing)
        sel = self.selected
        p.setPen(QPen(color(theme, "legal") if sel else color(theme, "zone_edge"), 1.4))
        p.setBrush(color(theme, "legal") if sel else color(theme, "zone"))
        p.drawRoundedRect(self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        p.setPen(QColor("#1b1b1b") if sel else color(theme, "text"))
        p.setFont(ui_font(11.5, bold=sel))
        p.drawText(self.boundingRect(), Qt.AlignCenter, self.text)

    def mousePressEvent(self, ev) -> None:
        ev.accept()

    def mouseReleaseEvent(self, ev) -> None:
        self.clicked.emit(self.group)


def _pos_get(item):
    return item.pos()


__all__ = ["CardItem", "ZoneItem", "PanelItem", "ChipItem", "Property"]
