"""Fixtures for the table tests: the app with the bundled font, English, animation speed 0, no bots running alone."""

import pytest
from PySide6.QtCore import Qt

from desktop.ui import i18n
from desktop.ui.app import setup_app


@pytest.fixture
def app(qapp):
    setup_app()
    i18n.set_language("en")
    yield qapp
    i18n.set_language("en")


@pytest.fixture
def win(app, qtbot):
    from desktop.ui.mainwindow import MainWindow
    from desktop.ui.settings import Settings
    s = Settings()
    s["speed"] = 0
    s["bot_delay_ms"] = 0
    w = MainWindow(s)
    w.resize(1400, 900)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.ctl.shutdown()


@pytest.fixture
def drag(qtbot):
    return lambda view, item, point: _drag(qtbot, view, item, point)


def _drag(qtbot, view, item, scene_point):
    """Press on ``item``, move to ``scene_point`` in steps, release (the pytest-qt recipe of QT_NOTES)."""
    vp = view.viewport()
    p = view.mapFromScene(item.sceneBoundingRect().center())
    q = view.mapFromScene(scene_point)
    qtbot.mousePress(vp, Qt.LeftButton, pos=p)
    for k in range(1, 6):
        mid = p + (q - p) * k / 5
        qtbot.mouseMove(vp, pos=mid)
    qtbot.mouseRelease(vp, Qt.LeftButton, pos=q)
