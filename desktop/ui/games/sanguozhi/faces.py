"""三国智 card faces and back drawn by the program: name, type, 兵种, 兵权条件, stats, text, set code.

Pictures are rendered once per (card, size × device pixel ratio, language, theme) and then only
blitted (QT_NOTES).  Runtime state (横置, damage, modified stats) is not part of the picture: the
table plugin draws it as marks on top.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from ... import cardart
from . import terms

_cache: dict[tuple, QPixmap] = {}
PARCHMENT = QColor("#f7f0dc")
INK = QColor("#2b2118")


def font(px: float, bold: bool = False) -> QFont:
    f = QFont(cardart.FONT_FAMILY[0]) if cardart.FONT_FAMILY else QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def fit_font(text: str, width: float, px: float, bold: bool = False, min_px: float = 5.0) -> QFont:
    """The largest font up to ``px`` in which ``text`` fits ``width`` (in the painter's units)."""
    size = px
    while size > min_px:
        f = font(size, bold)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            return f
        size -= 0.5
    return font(min_px, bold)


def _draw_text_fitted(p: QPainter, rect: QRectF, text: str, px: float, flags, bold=False, min_px=5.0) -> None:
    f = fit_font(text, rect.width(), px, bold, min_px)
    p.setFont(f)
    p.drawText(rect, flags, QFontMetricsF(f).elidedText(text, Qt.ElideRight, rect.width()))


def _stat_badge(p: QPainter, cx: float, cy: float, r: float, value: int, fill: QColor, glyph: str) -> None:
    p.setPen(QPen(QColor(255, 255, 255, 220), r * 0.14))
    p.setBrush(fill)
    p.drawEllipse(QPointF(cx, cy), r, r)
    p.setPen(QColor("white"))
    p.setFont(font(r * 1.15, True))
    p.drawText(QRectF(cx - r, cy - r, 2 * r, 2 * r), Qt.AlignCenter, str(value))
    if glyph:
        p.setFont(font(r * 0.62, True))
        p.setPen(fill.darker(140))
        p.drawText(QRectF(cx - r * 1.9, cy - r, r * 0.95, 2 * r), Qt.AlignCenter, glyph)


ZHILI_COLOUR = QColor("#6a3d9a")


def art_glyph(card: dict, language: str | None = None) -> str:
    """The big character drawn in the middle of ``card``'s face: the first of its name in ``language`` (traditional
    in zh_TW, as the card names are: 張 for 张辽), a 兵权 its 兵种's (步, 騎 …); English faces keep the Chinese
    character of the simplified name."""
    language = language or terms.lang()
    zh = "zh_TW" if language == "zh_TW" else "zh_CN"
    bz = card.get("face_value", {}).get("bingzhong", "")
    if card.get("type") == "兵权" or not card.get("name"):
        return (terms.term(bz, zh) if bz else terms.term("兵权", zh))[:1] or "兵"
    return terms.card_name(card, zh)[:1]


def pip_glyph(bingzhong: str, language: str | None = None) -> str:
    """A 兵种's one character on a 兵权条件 pip (謀 and 騎 in zh_TW)."""
    return terms.term(bingzhong, "zh_TW" if (language or terms.lang()) == "zh_TW" else "zh_CN")[:1]


def condition_pips(p: QPainter, card: dict, right: float, cy: float, r: float, language: str | None = None) -> float:
    """Draw the 兵权条件 as coloured pips ending at ``right`` and, left of them, a 谋略's 智力要求 (智7, D.11);
    returns the left edge used."""
    cond = card.get("bingquan_condition") or {}
    x = right
    z = card.get("zhili")
    if z:
        label = f"{terms.term('智', language)}{z}"
        f = font(r * 1.05, True)
        width = QFontMetricsF(f).horizontalAdvance(label) + r * 1.2
        x -= width
        p.setPen(QPen(QColor("white"), r * 0.18))
        p.setBrush(ZHILI_COLOUR)
        p.drawRoundedRect(QRectF(x, cy - r, width, 2 * r), r, r)
        p.setPen(QColor("white"))
        p.setFont(f)
        p.drawText(QRectF(x, cy - r, width, 2 * r), Qt.AlignCenter, label)
        x -= r * 0.3
    for bz in reversed(terms.BINGQUAN_ORDER):
        n = cond.get(bz)
        if not n:
            continue
        col = QColor(terms.BINGZHONG_COLOURS[bz])
        g = pip_glyph(bz, language)
        label = g if n == 1 else f"{g}{n}"
        width = 2 * r if n == 1 else 3.3 * r
        x -= width
        p.setPen(QPen(QColor("white"), r * 0.18))
        p.setBrush(col)
        p.drawRoundedRect(QRectF(x, cy - r, width, 2 * r), r, r)
        p.setPen(QColor("white"))
        p.setFont(font(r * 1.05, True))
        p.drawText(QRectF(x, cy - r, width, 2 * r), Qt.AlignCenter, label)
        x -= r * 0.3
    return x


def paint_face(p: QPainter, card: dict, w: float, h: float, language: str) -> None:
    t = card["type"]
    fac = QColor(terms.FACTION_COLOURS.get(card.get("faction", ""), "#6b6b6b"))
    tcol = QColor(terms.TYPE_COLOURS.get(t, "#777777"))
    edge = fac if t in ("将领", "阵型") and card.get("faction") else tcol
    rad = w * 0.07
    frame = QPainterPath()
    frame.addRoundedRect(QRectF(0.6, 0.6, w - 1.2, h - 1.2), rad, rad)
    p.setPen(QPen(edge.darker(120), max(1.0, w / 40)))
    p.setBrush(PARCHMENT)
    p.drawPath(frame)
    p.save()
    p.setClipPath(frame)
    # header: name on the faction (or type) colour
    head = QRectF(0, 0, w, h * 0.19)
    g = QLinearGradient(head.topLeft(), head.bottomLeft())
    g.setColorAt(0, edge.lighter(115))
    g.setColorAt(1, edge.darker(110))
    p.fillRect(head, g)
    name = terms.card_name(card, language)
    p.setPen(QColor("white"))
    _draw_text_fitted(p, head.adjusted(w * 0.06, 0, -w * 0.05, 0), name, h * 0.115, Qt.AlignLeft | Qt.AlignVCenter,
                      bold=True, min_px=h * 0.06)
    # type line and condition pips
    line = QRectF(w * 0.05, h * 0.195, w * 0.9, h * 0.09)
    left = condition_pips(p, card, w * 0.95, line.center().y(), h * 0.036, language)
    p.setPen(tcol.darker(140))
    _draw_text_fitted(p, QRectF(line.x(), line.y(), left - line.x() - w * 0.02, line.height()),
                      terms.type_line(card, language), h * 0.06, Qt.AlignLeft | Qt.AlignVCenter, min_px=h * 0.035)
    # art: a watermark glyph in the faction colour
    art = QRectF(w * 0.05, h * 0.29, w * 0.9, h * 0.31)
    tint = QColor(edge)
    tint.setAlpha(38)
    p.setPen(Qt.NoPen)
    p.setBrush(tint)
    p.drawRoundedRect(art, w * 0.04, w * 0.04)
    glyph = art_glyph(card, language)
    if t == "兵权":
        col = QColor(terms.BINGZHONG_COLOURS.get(card.get("face_value", {}).get("bingzhong", ""), "#777"))
        p.setBrush(col)
        p.drawEllipse(art.center(), art.height() * 0.42, art.height() * 0.42)
        p.setPen(QColor("white"))
        p.setFont(font(art.height() * 0.5, True))
        p.drawText(art, Qt.AlignCenter, glyph)
    else:
        wm = QColor(edge)
        wm.setAlpha(120)
        p.setPen(wm)
        p.setFont(font(art.height() * 0.8, True))
        p.drawText(art, Qt.AlignCenter, glyph)
    # text box
    box = QRectF(w * 0.06, h * 0.615, w * 0.88, h * 0.245)
    p.setPen(INK)
    text = terms.card_text(card, language)
    px = h * 0.052
    while px > h * 0.032:
        f = font(px)
        br = QFontMetricsF(f).boundingRect(box, Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop, text)
        if br.height() <= box.height():
            break
        px -= 0.25
    p.setFont(font(px))
    p.drawText(box, Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop, text)
    # footer: stats and set code
    foot_y = h * 0.925
    if t in ("将领", "阵型"):
        r = h * 0.05
        cols = (QColor("#c0392b"), QColor("#2e8b57"), QColor("#2f5fa7"))
        vals = (card.get("attack", 0), card.get("health", 0), card.get("intelligence", 0))
        for k, (v, c) in enumerate(zip(vals, cols)):
            _stat_badge(p, w * (0.13 + k * 0.2), foot_y, r, v, c, "")
    p.setPen(QColor("#7a6f5c"))
    p.setFont(font(h * 0.042))
    p.drawText(QRectF(w * 0.5, foot_y - h * 0.04, w * 0.46, h * 0.08), Qt.AlignRight | Qt.AlignVCenter,
               card["id"])
    p.restore()


def paint_back(p: QPainter, w: float, h: float, theme: str, language: str | None = None) -> None:
    rad = w * 0.07
    frame = QPainterPath()
    frame.addRoundedRect(QRectF(0.6, 0.6, w - 1.2, h - 1.2), rad, rad)
    base = QColor("#5a1a14") if theme != "dark" else QColor("#2b2f4a")
    g = QLinearGradient(0, 0, w, h)
    g.setColorAt(0, base.lighter(135))
    g.setColorAt(1, base.darker(120))
    p.setPen(QPen(QColor("#c9a34a"), max(1.0, w / 36)))
    p.setBrush(g)
    p.drawPath(frame)
    inner = QRectF(w * 0.1, w * 0.1, w * 0.8, h - w * 0.2)
    p.setPen(QPen(QColor(201, 163, 74, 160), max(0.8, w / 80)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(inner, w * 0.04, w * 0.04)
    p.setPen(QColor("#e8cf8a"))
    p.setFont(font(w * 0.22, True))
    step = h * 0.2
    for k, ch in enumerate(terms.term("back_mark", language)):
        p.drawText(QRectF(0, h * 0.2 + k * step, w, step), Qt.AlignCenter, ch)


def pixmap(defid: str | None, w: float, h: float, dpr: float, theme: str, language: str | None = None) -> QPixmap:
    """The face of card definition ``defid`` (None = the back) at ``w``×``h``, sharp at ``dpr``."""
    language = language or terms.lang()
    pw, ph = max(1, round(w * dpr)), max(1, round(h * dpr))
    key = (defid, pw, ph, theme, language)

    def paint(p: QPainter) -> None:
        card = terms.card_def(defid)
        if card is None:
            paint_back(p, w, h, theme, language)
        else:
            paint_face(p, card, w, h, language)

    return cardart.cached_picture(_cache, key, w, h, pw, ph, paint, 1200)
