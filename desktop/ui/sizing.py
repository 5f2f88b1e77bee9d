"""Window sizes that fit the screen: a dialog asks for its preferred size and gets at most what the screen
it opens on has room for (a 1024×768 screen must show every dialog whole); a label that fits its lines."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QLabel


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


def two_lines(text: str, shortest: int = 11) -> str:
    """A button's phrase of several words on two lines, cut at the space nearest its middle, for the action bar
    of a narrow window (the bar is two lines tall for the what-now line): a short word stays as it is."""
    words = text.split(" ")
    if len(words) < 2 or len(text) < shortest:
        return text
    cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return " ".join(words[:cut]) + "\n" + " ".join(words[cut:])


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
