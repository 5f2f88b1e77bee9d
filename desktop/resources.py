"""Where the program's data files are: the checkout's resources/ and translations/, or the frozen bundle's copies.

No Qt here: the engine, the bots and the tools may ask for data paths too.
"""

from __future__ import annotations

import sys
from pathlib import Path

FONT_SUFFIXES = (".otf", ".ttf", ".ttc", ".otc")


def _base() -> Path:
    """The folder holding resources/ and translations/: the PyInstaller bundle or the repository."""
    frozen = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[1]


def resource_root() -> Path:
    """The resources/ folder (``sys._MEIPASS/resources`` in a frozen bundle)."""
    return _base() / "resources"


def resource_path(*parts: str) -> Path:
    """A path inside resources/, e.g. ``resource_path("icons", "paizhuo.png")``; it may not exist."""
    return resource_root().joinpath(*parts)


def translations_dir() -> Path:
    """The folder with the compiled ``paizhuo_*.qm`` (and, in a checkout, the ``.ts`` sources)."""
    return _base() / "translations"


def font_files() -> list[Path]:
    """The bundled font files, sorted; empty if none are there."""
    folder = resource_path("fonts")
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in FONT_SUFFIXES and p.is_file())
