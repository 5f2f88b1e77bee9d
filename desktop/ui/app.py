"""``paizhuo``: the application — fonts, language, settings, the window, and the resume offer."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from . import cardart, i18n
from .settings import Settings


def setup_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication with the bundled CJK font registered and the language installed."""
    app = QApplication.instance() or QApplication(list(argv or sys.argv[:1]))
    app.setApplicationName("paizhuo")
    app.setApplicationDisplayName("Paizhuo 牌桌")
    if not cardart.FONT_FAMILY:
        family = None
        try:
            from .fonts import register_fonts
            family = register_fonts()
        except Exception:  # noqa: BLE001 - the font module may be missing or the font absent: system fonts then
            family = None
        if family:
            cardart.FONT_FAMILY.append(family)
            f = QFont(family)
            f.setPointSizeF(app.font().pointSizeF())
            app.setFont(f)
    try:
        from ..resources import resource_path
        icon = resource_path("icons", "paizhuo.png")
        if icon.exists():
            app.setWindowIcon(QIcon(str(icon)))
    except ImportError:
        pass
    return app


def seat_words(seat: dict) -> str:
    """A seat in words: "Ann", or "Bo (Normal bot)"."""
    if seat.get("kind") != "bot":
        return str(seat.get("name", "?"))
    from ..controller.bots import LEVEL_NAMES
    level = QCoreApplication.translate("Bots", LEVEL_NAMES.get(seat.get("bot", ""), seat.get("bot", "")))
    return QCoreApplication.translate("App", "%1 (%2 bot)").replace("%1", str(seat.get("name", "?"))).replace("%2", level)


def resume_question(summary: dict | None) -> str:
    """The resume offer in words: which game, mode and round, who sat where, when it was last saved."""
    ask = QCoreApplication.translate("App", "A game was not finished (the program was closed or crashed). Resume it?")
    if not summary:
        return ask
    from PySide6.QtCore import QDateTime, QLocale

    from ..core.spec import GAMES_CONTEXT
    from ..games import spec_for
    try:
        spec = spec_for(summary["game"])
    except KeyError:
        return ask
    parts = [QCoreApplication.translate(GAMES_CONTEXT, spec.display_name)]
    mode = next((m for m in spec.modes if m.key == summary.get("mode")), None)
    if mode is not None:
        parts.append(QCoreApplication.translate(GAMES_CONTEXT, mode.label))
    if summary.get("round"):
        parts.append(QCoreApplication.translate("App", "round %1").replace("%1", str(summary["round"])))
    parts.append(QCoreApplication.translate("App", "%n move(s)", "", int(summary.get("moves") or 0)))
    names = [seat_words(s) for s in summary.get("seats") or []]
    when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(summary.get("time") or 0)), QLocale.ShortFormat)
    text = QCoreApplication.translate("App", "A game was not finished (the program was closed or crashed): %1.")
    sep = QCoreApplication.translate("App", ", ")  # a list's separator in the reader's language (、 in Chinese)
    text = text.replace("%1", sep.join(parts))
    if names:
        text += "\n" + QCoreApplication.translate("App", "Players: %1").replace("%1", sep.join(names))
    text += "\n" + QCoreApplication.translate("App", "Last saved: %1").replace("%1", when)
    return text + "\n\n" + QCoreApplication.translate("App", "Resume it?")


def main(argv: list[str] | None = None) -> int:
    app = setup_app(argv)
    settings = Settings()
    lang = settings.get("language") or i18n.system_language()
    i18n.set_language(lang)
    from .mainwindow import MainWindow
    win = MainWindow(settings)
    win.show()
    win.report_load_problems()  # a game that failed to load is named with its cause, never hidden
    ctl = win.ctl
    started = False
    if ctl.autosave_exists():
        ans = QMessageBox.question(win, QCoreApplication.translate("App", "Resume"),
                                   resume_question(ctl.autosave_summary()),
                                   QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
        if ans == QMessageBox.Yes:
            try:
                ctl.resume_autosave()
                started = True
            except Exception as exc:  # noqa: BLE001 - a bad autosave must not stop the program
                from .mainwindow import refusal_text
                QMessageBox.warning(win, QCoreApplication.translate("App", "Resume"), refusal_text(exc))
    if not started and not win.companion.first_start():  # the first start offers lesson 1
        win.new_game_dialog()
    return app.exec()
