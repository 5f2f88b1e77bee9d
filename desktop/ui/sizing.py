"""Window sizes that fit the screen: a dialog asks for its preferred size and gets at most what the screen
it opens on has room for (a 1024×768 screen must show every dialog whole)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication


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
