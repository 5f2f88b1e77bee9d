"""Card faces and backs drawn by the program into pixmaps, once per size × device pixel ratio.

Suits are painted as vector paths (no font needed for ♠♥♦♣); ranks use the UI
font.  Pixmaps are cached per (card, width, height, dpr, theme) so the scene
only blits them (QT_NOTES: pre-rendered pixmaps are the fast path).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen,
                           QPixmap)

from ..core import cards as cardmod
from ..core.errors import QT_TRANSLATE_NOOP

BADGE_PX, MIN_BADGE_PX = 13.0, 11.0  # badge text on a card, in card units (CW = 72)
RED = QColor("#c62828")
BLACK = QColor("#1b1b1b")
BLUE, GREEN = QColor("#1565c0"), QColor("#2e7d32")  # the four-colour deck's diamonds and clubs
_cache: dict[tuple, QPixmap] = {}
# How faces are drawn (the settings): a four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green) for colour-blind
# players, and the suit's letter beside its symbol.
STYLE = {"four_colour": False, "letters": False}


FACE_WORDS = {"BL": QT_TRANSLATE_NOOP("Cards", "BLANK"), "BIG": QT_TRANSLATE_NOOP("Cards", "BIG"),
              "SMALL": QT_TRANSLATE_NOOP("Cards", "SMALL")}


def set_style(four_colour: bool | None = None, letters: bool | None = None) -> None:
    if four_colour is not None:
        STYLE["four_colour"] = bool(four_colour)
    if letters is not None:
        STYLE["letters"] = bool(letters)


def suit_colour(suit: str | None) -> QColor:
    if STYLE["four_colour"]:
        return {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}.get(suit or "", BLACK)
    return RED if suit in ("H", "D") else BLACK


def card_words() -> dict[str, str]:
    """The words printed on faces, in the current language (Cards context)."""
    from PySide6.QtCore import QCoreApplication
    return {k: QCoreApplication.translate("Cards", v) for k, v in FACE_WORDS.items()}


def suit_letter(suit: str) -> str:
    from PySide6.QtCore import QCoreApplication

    from .a11y import SUIT_LETTERS
    return QCoreApplication.translate("Cards", SUIT_LETTERS.get(suit, suit))
FONT_FAMILY: list[str] = []  # set by the app once the bundled font is registered


def suit_path(suit: str, cx: float, cy: float, s: float) -> QPainterPath:
    """A suit symbol of height ``s`` centred on (cx, cy)."""
    p = QPainterPath()
    h = s / 2
    if suit == "D":
        p.moveTo(cx, cy - h)
        p.lineTo(cx + h * 0.72, cy)
        p.lineTo(cx, cy + h)
        p.lineTo(cx - h * 0.72, cy)
        p.closeSubpath()
    elif suit == "H":
        p.moveTo(cx, cy + h)
        p.cubicTo(cx - h * 1.25, cy - h * 0.05, cx - h * 0.75, cy - h * 1.15, cx, cy - h * 0.45)
        p.cubicTo(cx + h * 0.75, cy - h * 1.15, cx + h * 1.25, cy - h * 0.05, cx, cy + h)
        p.closeSubpath()
    elif suit == "S":
        p.moveTo(cx, cy - h)
        p.cubicTo(cx + h * 1.3, cy - h * 0.05, cx + h * 0.75, cy + h * 0.85, cx + h * 0.08, cy + h * 0.35)
        p.lineTo(cx + h * 0.32, cy + h)
        p.lineTo(cx - h * 0.32, cy + h)
        p.lineTo(cx - h * 0.08, cy + h * 0.35)
        p.cubicTo(cx - h * 0.75, cy + h * 0.85, cx - h * 1.3, cy - h * 0.05, cx, cy - h)
        p.closeSubpath()
    else:  # clubs: three circles and a stem
        r = h * 0.42
        for dx, dy in ((0, -h * 0.5), (-h * 0.5, h * 0.05), (h * 0.5, h * 0.05)):
            p.addEllipse(QPointF(cx + dx, cy + dy), r, r)
        stem = QPainterPath()
        stem.moveTo(cx - h * 0.1, cy)
        stem.lineTo(cx - h * 0.3, cy + h)
        stem.lineTo(cx + h * 0.3, cy + h)
        stem.lineTo(cx + h * 0.1, cy)
        stem.closeSubpath()
        p = p.united(stem)
    return p


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont(FONT_FAMILY[0]) if FONT_FAMILY else QFont()
    f.setPixelSize(max(6, int(px)))
    f.setBold(bold)
    return f


def _frame(p: QPainter, w: float, h: float, fill: QColor, edge: QColor) -> QPainterPath:
    rad = w * 0.08
    path = QPainterPath()
    path.addRoundedRect(QRectF(0.75, 0.75, w - 1.5, h - 1.5), rad, rad)
    p.setPen(QPen(edge, max(1.0, w / 90)))
    p.setBrush(fill)
    p.drawPath(path)
    return path


def _paint_face(p: QPainter, card: str, w: float, h: float) -> None:
    rank, suit, copy = cardmod.parse(card)
    _frame(p, w, h, QColor("#fbfaf5"), QColor("#8a8577"))
    if rank in ("SJ", "BJ"):
        col = RED if rank == "BJ" else BLACK
        p.setPen(col)
        f = _font(w * 0.16)
        p.setFont(f)
        x = w * 0.07
        y = h * 0.06
        step = w * 0.17
        for k, ch in enumerate("JOKER"):
            p.drawText(QRectF(x, y + k * step, w * 0.2, step), Qt.AlignCenter, ch)
        star = QPainterPath()
        import math
        cx, cy, ro, ri = w * 0.58, h * 0.56, w * 0.3, w * 0.12
        for i in range(10):
            ang = -math.pi / 2 + i * math.pi / 5
            r = ro if i % 2 == 0 else ri
            pt = QPointF(cx + r * math.cos(ang), cy + r * math.sin(ang))
            star.moveTo(pt) if i == 0 else star.lineTo(pt)
        star.closeSubpath()
        p.setPen(Qt.NoPen)
        p.setBrush(col if rank == "BJ" else QColor("#37474f"))
        p.drawPath(star)
        p.setPen(col)
        p.setFont(_font(w * 0.13))
        p.drawText(QRectF(0, h * 0.8, w * 0.95, h * 0.16), Qt.AlignRight | Qt.AlignVCenter,
                   card_words()["BIG" if rank == "BJ" else "SMALL"])
    elif rank == "BL":
        p.setPen(QPen(QColor("#c9c3b3"), max(1.0, w / 70), Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(QRectF(w * 0.12, h * 0.1, w * 0.76, h * 0.8), w * 0.05, w * 0.05)
        p.setPen(QColor("#a39e90"))
        p.setFont(_font(w * 0.16, False))
        p.drawText(QRectF(0, 0, w, h), Qt.AlignCenter, card_words()["BL"])
    else:
        col = suit_colour(suit)
        p.setPen(col)
        p.setFont(_font(w * (0.27 if rank != "10" else 0.24)))
        corner = QRectF(w * 0.04, h * 0.02, w * 0.34, h * 0.2)
        p.drawText(corner, Qt.AlignCenter, rank)
        p.setPen(Qt.NoPen)
        p.setBrush(col)
        p.drawPath(suit_path(suit, w * 0.21, h * 0.3, w * 0.17))
        if STYLE["letters"] and suit:  # the suit's letter under its symbol (no colour needed to tell it)
            p.setPen(col)
            p.setFont(_font(w * 0.15))
            p.drawText(QRectF(w * 0.04, h * 0.37, w * 0.34, h * 0.14), Qt.AlignCenter, suit_letter(suit))
            p.setPen(Qt.NoPen)
        # bottom-right corner, upside down
        p.save()
        p.translate(w, h)
        p.rotate(180)
        p.setPen(col)
        p.drawText(corner, Qt.AlignCenter, rank)
        p.setPen(Qt.NoPen)
        p.drawPath(suit_path(suit, w * 0.21, h * 0.3, w * 0.17))
        p.restore()
        # centre: a big suit, or the rank letter for courts
        if rank in ("J", "Q", "K"):
            p.setBrush(QColor(col.red(), col.green(), col.blue(), 28))
            p.setPen(QPen(col, max(1.0, w / 80)))
            p.drawRoundedRect(QRectF(w * 0.26, h * 0.2, w * 0.48, h * 0.6), w * 0.04, w * 0.04)
            p.setPen(col)
            p.setFont(_font(w * 0.36))
            p.drawText(QRectF(w * 0.26, h * 0.2, w * 0.48, h * 0.42), Qt.AlignCenter, rank)
            p.setPen(Qt.NoPen)
            p.drawPath(suit_path(suit, w * 0.5, h * 0.67, w * 0.16))
        else:
            p.drawPath(suit_path(suit, w * 0.55, h * 0.56, w * 0.44))
    if copy > 1:
        p.setPen(QColor("#6d6a60"))
        p.setFont(_font(w * 0.11, False))
        p.drawText(QRectF(0, h * 0.86, w * 0.3, h * 0.12), Qt.AlignCenter, f"#{copy}")


def _paint_back(p: QPainter, w: float, h: float, theme: str) -> None:
    base = QColor("#8e2430") if theme != "dark" else QColor("#3a4a7a")
    _frame(p, w, h, QColor("#fdfcf7"), QColor("#8a8577"))
    inner = QRectF(w * 0.07, w * 0.07, w * 0.86, h - w * 0.14)
    g = QLinearGradient(inner.topLeft(), inner.bottomRight())
    g.setColorAt(0, base.lighter(125))
    g.setColorAt(1, base.darker(115))
    p.setPen(Qt.NoPen)
    p.setBrush(QBrush(g))
    p.drawRoundedRect(inner, w * 0.05, w * 0.05)
    p.save()
    p.setClipRect(inner)
    p.setPen(QPen(QColor(255, 255, 255, 55), max(1.0, w / 60)))
    step = w * 0.12
    k = -h
    while k < w + h:
        p.drawLine(QPointF(inner.left() + k, inner.top()), QPointF(inner.left() + k + h, inner.top() + h))
        p.drawLine(QPointF(inner.left() + k, inner.top()), QPointF(inner.left() + k - h, inner.top() + h))
        k += step
    p.restore()
    p.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, w / 45)))
    p.setBrush(Qt.NoBrush)
    p.drawEllipse(QPointF(w / 2, h / 2), w * 0.2, w * 0.2)
    p.setPen(QColor(255, 255, 255, 200))
    p.setFont(_font(w * 0.2))
    p.drawText(QRectF(0, 0, w, h), Qt.AlignCenter, "牌")


# Marks drawn onto a card picture (so a marked card is still one blit, never a Python paint per frame).
VEIL, EYE_BG = QColor(20, 30, 60, 60), QColor(30, 40, 80, 200)


def badge_lines(text: str) -> list[str]:
    return [x for x in text.split(" · ") if x] or [""]


def badge_px(lines: list[str], w: float) -> float:
    """The badge's font size in card units: 13, shrunk for a long line, never below 11 (readable at scale 1)."""
    from PySide6.QtGui import QFontMetricsF
    px = BADGE_PX
    while px > MIN_BADGE_PX:
        fm = QFontMetricsF(_font(px))
        if max(fm.horizontalAdvance(x) for x in lines) <= w * 0.92 - 4:
            break
        px -= 0.5
    return px


def _paint_marks(p: QPainter, w: float, h: float, marks: tuple) -> None:
    """``marks``: ("private",) veil and eye tag; ("ring", colour, width) a highlight ring."""
    for m in marks:
        if m[0] == "private":
            # Face down on the table, seen only by its owner: a veil and an eye tag.
            p.fillRect(QRectF(2, 2, w - 4, h - 4), VEIL)
            p.setPen(Qt.NoPen)
            p.setBrush(EYE_BG)
            p.drawRoundedRect(QRectF(w - 22, h - 16, 19, 13), 3, 3)
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(QPointF(w - 12.5, h - 9.5), 5, 3)
            p.setBrush(QColor(30, 40, 80))
            p.drawEllipse(QPointF(w - 12.5, h - 9.5), 1.8, 1.8)
        elif m[0] == "ring":
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(QColor(m[1]), m[2]))
            p.drawRoundedRect(QRectF(1.5, 1.5, w - 3, h - 3), 6, 6)
        elif m[0] == "badge":  # a label on the face: ("badge", text, colour); "a · b" is told on two lines
            lines = badge_lines(str(m[1]))
            f = _font(badge_px(lines, w))
            p.setFont(f)
            line_h = p.fontMetrics().height()
            bh = line_h * len(lines) + 4
            box = QRectF(w * 0.03, h * 0.97 - bh, w * 0.94, bh)
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(m[2]))
            p.drawRoundedRect(box, w * 0.05, w * 0.05)
            p.setPen(QColor("#ffffff"))
            for k, line in enumerate(lines):
                r = QRectF(box.x() + 1, box.y() + 2 + k * line_h, box.width() - 2, line_h)
                p.drawText(r, Qt.AlignCenter, p.fontMetrics().elidedText(line, Qt.ElideRight, int(r.width())))


def pixmap(card: str | None, w: float, h: float, dpr: float = 1.0, theme: str = "light",
           marks: tuple = ()) -> QPixmap:
    """The card's picture (``None`` = the back) at ``w``×``h`` logical pixels, sharp at ``dpr``, with ``marks``."""
    pw, ph = max(1, round(w * dpr)), max(1, round(h * dpr))
    words = tuple(card_words().values()) if card in ("BL", "SJ", "BJ") or (card or "")[:2] in ("BL", "SJ", "BJ") else ()
    key = (card, pw, ph, theme, marks, STYLE["four_colour"], STYLE["letters"], words)

    def paint(p: QPainter) -> None:
        if card is None:
            _paint_back(p, w, h, theme)
        else:
            _paint_face(p, card, w, h)
        if marks:
            _paint_marks(p, w, h, marks)

    return cached_picture(_cache, key, w, h, pw, ph, paint, 2000)


def cached_picture(cache: dict, key: tuple, w: float, h: float, pw: int, ph: int, paint, limit: int) -> QPixmap:
    """A picture of ``w``×``h`` logical pixels drawn by ``paint(painter)`` at ``pw``×``ph`` device pixels, kept in
    ``cache`` under ``key`` (emptied once it holds more than ``limit``): every game's card art draws through it."""
    pm = cache.get(key)
    if pm is not None:
        return pm
    pm = QPixmap(pw, ph)
    pm.fill(Qt.transparent)
    p = QPainter(pm)
    p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
    p.scale(pw / w, ph / h)
    paint(p)
    p.end()
    pm.setDevicePixelRatio(pw / w)
    if len(cache) > limit:
        cache.clear()
    cache[key] = pm
    return pm


def clear_cache() -> None:
    _cache.clear()
