"""Window sizes that fit the screen: a dialog asks for its preferred size and gets at most what the screen
it opens on has room for (a 1024×768 screen must show every dialog whole); a label that fits its lines."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QLabel, QPushButton, QStyle, QStyleOptionButton, QStylePainter, QToolTip


def fit_to_screen(widget, w: int, h: int, parent=None) -> None:
    """Resize ``widget`` to ``w``×``h``, or to the available screen area less a margin when that is smaller
    (the preferred size is kept as ``widget.preferred_size``: ``fit_to_area`` fits it to another area)."""
    widget.preferred_size = (w, h)
    screen = None
    for who in (parent, widget):
        if who is not None and who.screen() is not None:
            screen = who.screen()
            break
    screen = screen or QGuiApplication.primaryScreen()
    if screen is not None:
        avail = screen.availableGeometry()
        w, h = min(w, avail.width() - 24), min(h, avail.height() - 64)  # room for the window frame
    widget.resize(max(200, w), max(150, h))


def fit_to_area(widget, area_w: int, area_h: int) -> None:
    """Fit a dialog made with ``fit_to_screen`` to an area of ``area_w``×``area_h`` (a screenshot's --size)."""
    w, h = getattr(widget, "preferred_size", (widget.width(), widget.height()))
    widget.resize(max(200, min(w, area_w - 24)), max(150, min(h, area_h - 64)))


_CJK_CUTS = "：:·・，、；"  # a Chinese phrase is cut after one of these when one is near its middle


def _is_cjk(ch: str) -> bool:
    return "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"


def two_lines(text: str, shortest: int = 11) -> str:
    """A button's phrase of several words on two lines, cut at the space nearest its middle, for the action bar
    of a narrow window (the bar is two lines tall for the what-now line): a short word stays as it is.  A
    Chinese phrase has no spaces ("下一步：戰鬥結束", "直到有事發生"): it is cut after a "：" or "·" near its
    middle, else at its middle character (Chinese breaks between any two characters); a Chinese character
    counts as two letters for ``shortest``."""
    if "\n" in text:
        return text
    words = text.split(" ")
    width = sum(2 if _is_cjk(ch) else 1 for ch in text)
    if width < shortest:
        return text
    if len(words) < 2 or any(len(w) > 5 and all(_is_cjk(ch) for ch in w) for w in words):
        if not any(_is_cjk(ch) for ch in text):
            return text
        return _cut_cjk(text)
    cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return " ".join(words[:cut]) + "\n" + " ".join(words[cut:])


def _cut_cjk(text: str) -> str:
    """``text`` on two lines at the break nearest its middle: after a space or a cut mark, or between two
    Chinese characters."""
    n = len(text)
    marks = [k + 1 for k, ch in enumerate(text[:-1]) if ch in _CJK_CUTS or ch == " "]
    near = [k for k in marks if n / 4 <= k <= 3 * n / 4]
    if near:
        cut = min(near, key=lambda k: abs(2 * k - n))
    else:
        inside = [k for k in range(1, n) if _is_cjk(text[k - 1]) and _is_cjk(text[k])]
        if not inside:
            return text
        cut = min(inside, key=lambda k: abs(2 * k - n))
    return text[:cut].rstrip() + "\n" + text[cut:].lstrip()


class _Elider(QObject):
    """Paints a push button that its layout made narrower than its words with each line cut with "…"; its
    tooltip then starts with the whole words.  ``button.text()`` stays whole (tests and the accessible name
    read it)."""

    def eventFilter(self, obj, ev) -> bool:
        t = ev.type()
        if t == QEvent.Paint and isinstance(obj, QPushButton):
            shown = shown_text(obj)
            if shown == obj.text():
                return False
            opt = QStyleOptionButton()
            obj.initStyleOption(opt)
            opt.text = shown
            p = QStylePainter(obj)
            p.drawControl(QStyle.CE_PushButton, opt)
            p.end()
            return True
        if t == QEvent.ToolTip and isinstance(obj, QPushButton) and shown_text(obj) != obj.text():
            words = obj.text().replace("\n", " ")
            tip = obj.toolTip()
            QToolTip.showText(ev.globalPos(), words + ("\n" + tip if tip else ""), obj)
            return True
        if t in (QEvent.StyleChange, QEvent.FontChange, QEvent.Polish) and isinstance(obj, QPushButton):
            _set_min_width(obj)
        return False


_ELIDER: list[_Elider] = []


def _padding(b: QPushButton) -> int:
    """The width a push button adds to its words (its style's margins, a style sheet's padding and border)."""
    opt = QStyleOptionButton()
    b.initStyleOption(opt)
    opt.text = ""
    return b.style().sizeFromContents(QStyle.CT_PushButton, opt, QSize(0, b.fontMetrics().height()), b).width()


def _set_min_width(b: QPushButton) -> None:
    w = _padding(b) + b.fontMetrics().horizontalAdvance("字…") + 2
    if b.minimumWidth() != w:
        b.setMinimumWidth(w)


def shown_text(b: QPushButton) -> str:
    """The words ``b`` shows at its width: its text, or each line cut with "…" when it is narrower."""
    text = b.text()
    if not text:
        return text
    fm = b.fontMetrics()
    lines = text.split("\n")
    room = b.width() - _padding(b)
    if max(fm.horizontalAdvance(line) for line in lines) <= room:
        return text
    return "\n".join(fm.elidedText(line, Qt.ElideRight, max(room, 0)) for line in lines)


def shrinkable(*buttons: QPushButton) -> None:
    """Let a layout make ``buttons`` narrower than their words (to one character and "…") instead of widening
    the window: a row of long Chinese labels made the window wider than a 1024 px screen."""
    if not _ELIDER:
        _ELIDER.append(_Elider())
    for b in buttons:
        b.installEventFilter(_ELIDER[0])
        b.ensurePolished()
        _set_min_width(b)


class FitLabel(QLabel):
    """A word-wrapped label of ``lines`` lines at most (its height is fixed by its owner) that takes a smaller
    font, down to ``sizes[-1]`` px, before its text is cut, and then ends the last line with "…" (the whole text
    is its tooltip).  The action bar's "what now" line at 1024 px beside four buttons lost its second half."""

    def __init__(self, lines: int = 2, sizes: tuple[int, ...] = (14, 13, 12, 11), parent=None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.lines, self.sizes = lines, sizes
        self._full = ""
        self._px: int | None = None

    def text(self) -> str:  # the whole text, whatever is shown
        return self._full

    def shown_text(self) -> str:
        return QLabel.text(self)

    def setText(self, text: str) -> None:
        self._full = text or ""
        self._fit()

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        self._fit()

    def _fits(self, px: int, text: str, width: int) -> bool:
        f = QFont(self.font())
        f.setPixelSize(px)
        fm = QFontMetrics(f)
        r = fm.boundingRect(QRect(0, 0, width, 100000), int(Qt.TextWordWrap | Qt.AlignLeft), text)
        return r.height() <= fm.lineSpacing() * self.lines + 1 and r.width() <= width

    def _fit(self) -> None:
        width = self.contentsRect().width()
        text = self._full
        px = self.sizes[-1]
        if width > 0:
            px = next((p for p in self.sizes if self._fits(p, text, width)), self.sizes[-1])
            if not self._fits(px, text, width):  # still too long at the smallest size: cut with "…"
                while text and not self._fits(px, text + "…", width):
                    text = text[:-1]
                text = text.rstrip() + "…"
        if px != self._px:
            self._px = px
            self.setStyleSheet(f"font-size: {px}px;")
        QLabel.setText(self, text)
