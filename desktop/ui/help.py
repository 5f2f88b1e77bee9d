"""Where the rules help pages are (resources/help/jupai_<lang>.html) and a fallback page."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl


def help_file(lang: str, game: str = "jupai") -> Path | None:
    try:
        from ..resources import resource_path
        folder = resource_path("help")
    except ImportError:
        folder = Path(__file__).resolve().parents[2] / "resources" / "help"
    for lg in (lang, "en"):
        p = folder / f"{game}_{lg}.html"
        if p.exists():
            return p
    return None


def help_url(lang: str, game: str = "jupai") -> QUrl | None:
    p = help_file(lang, game)
    return QUrl.fromLocalFile(str(p)) if p is not None else None


def help_html(lang: str) -> str:
    return ("<h1>" + QCoreApplication.translate("Help", "Rules of 劇牌") + "</h1><p>" +
            QCoreApplication.translate("Help", "The rules pages are not installed. See rules/jupai.md in the source.") + "</p>")
