"""The settings dialog (bot speed instant … slow, gesture stops, four-colour deck, suit letters) and
``paizhuo screenshot --size WxH --show newgame|gameover|rules|settings`` (issue 15 deliverable 9)."""

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from desktop.ui import cardart
from desktop.ui.settingsdialog import SettingsDialog

ROOT = Path(__file__).resolve().parents[2]


def test_settings_dialog_applies_bot_speed_and_the_rest(win):
    from desktop.controller import SeatConfig
    win.ctl.auto_bots = False
    win.ctl.new_game("jupai", [SeatConfig("Ann")] + [SeatConfig(n, "bot") for n in ("Bo", "Cy", "Di")], {}, 5)
    item = win.scene.items_in("P1.hand")[0]
    before = item.pixmap().toImage()
    dlg = SettingsDialog(win)
    assert [dlg.bot_speed.itemText(k) for k in range(dlg.bot_speed.count())] == ["Instant", "Fast", "Normal", "Slow"]
    dlg.bot_speed.setCurrentIndex(dlg.bot_speed.findData(1200))
    dlg.stops.setCurrentIndex(dlg.stops.findData("always"))
    dlg.four.setChecked(True)
    dlg.letters.setChecked(True)
    try:
        dlg.apply()
        assert win.ctl.bot_delay_ms == 1200 and win.settings["bot_delay_ms"] == 1200
        assert win.botdelay_actions[1200].isChecked()
        assert win.settings["gesture_stops"] == "always"
        assert cardart.STYLE == {"four_colour": True, "letters": True}
        assert win.settings["four_colour"] and win.settings["suit_letters"]
        assert item.pixmap().toImage() != before  # the cards on the table are drawn again at once
    finally:
        win.set_card_style(False, False)


@pytest.mark.parametrize("show, size", [("table", "1024x768"), ("newgame", "1024x768"), ("gameover", "1280x720"),
                                        ("rules", "1024x768"), ("settings", "1600x1000")])
def test_screenshot_size_and_show(tmp_path, show, size):
    out = tmp_path / f"{show}.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d"),
           "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    r = subprocess.run([sys.executable, "-m", "desktop", "screenshot", "--game", "jupai", "--players", "4",
                        "--seed", "5", "--lang", "en", "--size", size, "--show", show, "-o", str(out)],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr
    img = QImage(str(out))
    assert not img.isNull()
    w, h = (int(x) for x in size.split("x"))
    if show == "table":
        assert (img.width(), img.height()) == (w, h)
    else:  # a dialog: its own size, never larger than the screen it was made for
        assert img.width() <= max(w, 800) and img.height() <= h
        assert img.width() > 200 and img.height() > 150
