"""Registers the bundled fonts with Qt and names the family the UI should use."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from desktop.resources import font_files, resource_path

MAIN_FAMILY = "Paizhuo Sans"  # Noto Sans CJK SC subset; "Paizhuo Symbols" covers the few symbols it lacks
_registered: list[str] = []


class FontError(RuntimeError):
    """No bundled font could be loaded: Chinese text would render as boxes."""


def register_fonts() -> str:
    """Add every bundled font to the application font database; return the main family name.

    The other bundled families become substitutes of the main one, so Qt takes a
    character the main font lacks (⚔ ▸ …) from them before any system font.
    Needs a QGuiApplication. Safe to call more than once (later calls return the first result).
    Raises FontError if no font file is there or none loads.
    """
    if _registered:
        return _registered[0]
    if QGuiApplication.instance() is None:
        raise FontError("register_fonts() needs a QApplication; create it first")
    files = font_files()
    if not files:
        raise FontError(f"no bundled font in {resource_path('fonts')}; run scripts/make_font.py")
    families: list[str] = []
    failed: list[str] = []
    for path in files:
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            failed.append(path.name)
            continue
        families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    if not families:
        raise FontError(f"Qt could not load any bundled font ({', '.join(failed)}) from {resource_path('fonts')}")
    main = MAIN_FAMILY if MAIN_FAMILY in families else families[0]
    others = [f for f in families if f != main]
    if others:
        QFont.insertSubstitutions(main, others)
    _registered.extend([main, *others])
    return main
