"""Where a game's rules help pages are (its ``GameSpec.help``: resources/help/<file>) and a fallback page."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl

from ..core.spec import GameSpec


def help_file(lang: str, spec: GameSpec | None) -> Path | None:
    """The page of ``spec`` in ``lang`` (else in English), or None when it has none installed."""
    if spec is None:
        return None
    from ..resources import resource_path
    for lg in (lang, "en"):
        rel = spec.help.files.get(lg)
        if rel:
            p = resource_path(*rel.split("/"))
            if p.exists():
                return p
    return None


def help_url(lang: str, spec: GameSpec | None) -> QUrl | None:
    p = help_file(lang, spec)
    return QUrl.fromLocalFile(str(p)) if p is not None else None


def help_spec(game: str | None) -> GameSpec | None:
    """The game whose rules Help shows: the one on the table if it has pages, else the first that has."""
    from ..games import spec_for, specs
    if game:
        spec = spec_for(game)
        if spec.help.files:
            return spec
    return next((s for s in specs(strict=False) if s.help.files), None)


def help_html(lang: str, spec: GameSpec | None = None) -> str:
    name = QCoreApplication.translate("Games", spec.display_name) if spec is not None else ""
    return ("<h1>" + QCoreApplication.translate("Help", "Rules of %1").replace("%1", name) + "</h1><p>" +
            QCoreApplication.translate("Help", "The rules pages of this game are not installed.") + "</p>")
