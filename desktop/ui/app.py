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
                                   QCoreApplication.translate("App", "A game was not finished (the program was closed or crashed). Resume it?"),
                                   QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
        if ans == QMessageBox.Yes:
            try:
                ctl.resume_autosave()
                started = True
            except Exception as exc:  # noqa: BLE001 - a bad autosave must not stop the program
                QMessageBox.warning(win, QCoreApplication.translate("App", "Resume"), str(exc))
    if not started and not win.companion.first_start():  # the first start offers lesson 1
        win.new_game_dialog()
    return app.exec()
