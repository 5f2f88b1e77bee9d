"""Edit ▸ Settings: language, theme, animation speed, bot speed (the pause after a bot's move, so people can
follow it), gesture-window stops, the four-colour deck and suit letters, the log — applied by the window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QVBoxLayout

from . import i18n
from .settings import BOT_DELAYS, GESTURE_STOPS


def bot_speed_names(win) -> dict[int, str]:
    """The bot speeds in words: the delay (ms) before a bot's move is shown."""
    return dict(zip(BOT_DELAYS, (QCoreApplication.translate("MainWindow", "Instant"),
                                 QCoreApplication.translate("MainWindow", "Fast"),
                                 QCoreApplication.translate("MainWindow", "Normal"),
                                 QCoreApplication.translate("MainWindow", "Slow"))))


class SettingsDialog(QDialog):
    def __init__(self, win):
        super().__init__(win)
        self.win = win
        s = win.settings
        self.setWindowTitle(self.tr("Settings"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox()
        for lang in i18n.LANGUAGES:
            self.language.addItem(i18n.NATIVE_NAMES[lang], lang)
        self.language.setCurrentIndex(max(0, self.language.findData(i18n.current[0])))
        form.addRow(self.tr("&Language:"), self.language)
        self.theme = QComboBox()
        self.theme.addItem(self.tr("Light table"), "light")
        self.theme.addItem(self.tr("Dark table"), "dark")
        self.theme.setCurrentIndex(max(0, self.theme.findData(s.get("theme", "light"))))
        form.addRow(self.tr("&Theme:"), self.theme)
        self.speed = QComboBox()
        names = {sp: bot_speed_names(win)[ms] for sp, ms in ((0, 0), (1, 1200), (2, 600), (3, 300))}
        for sp in (0, 1, 2, 3):
            self.speed.addItem(names[sp], sp)
        self.speed.setCurrentIndex(max(0, self.speed.findData(s.get("speed", 2))))
        form.addRow(self.tr("&Animation speed:"), self.speed)
        self.bot_speed = QComboBox()
        for ms, name in bot_speed_names(win).items():
            self.bot_speed.addItem(name, ms)
            self.bot_speed.setItemData(self.bot_speed.count() - 1,
                                       self.tr("A bot's move is shown %1 s after the move before it").replace(
                                           "%1", f"{ms / 1000:g}"), 3)  # Qt.ToolTipRole
        current = int(s.get("bot_delay_ms", 600))
        k = self.bot_speed.findData(current)
        if k < 0:  # a delay between the named speeds: the nearest
            k = min(range(len(BOT_DELAYS)), key=lambda i: abs(BOT_DELAYS[i] - current))
        self.bot_speed.setCurrentIndex(k)
        form.addRow(self.tr("&Bot speed:"), self.bot_speed)
        self.stops = QComboBox()
        texts = {"empty": self.tr("Skip windows where I have no gesture"),
                 "always": self.tr("Stop at every window"),
                 "never": self.tr("Skip them all (pause and concede stay in the menu)")}
        for key in GESTURE_STOPS:
            self.stops.addItem(texts[key], key)
        self.stops.setCurrentIndex(max(0, self.stops.findData(s.get("gesture_stops", "empty"))))
        form.addRow(self.tr("&Gesture windows:"), self.stops)
        self.four = QCheckBox(self.tr("&Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)"))
        self.four.setChecked(bool(s.get("four_colour")))
        self.letters = QCheckBox(self.tr("S&uit letters beside the symbols"))
        self.letters.setChecked(bool(s.get("suit_letters")))
        self.log = QCheckBox(self.tr("Show the l&og"))
        self.log.setChecked(bool(s.get("log_visible", True)))
        form.addRow(self.four)
        form.addRow(self.letters)
        form.addRow(self.log)
        lay.addLayout(form)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        from .sizing import fit_to_screen
        fit_to_screen(self, max(460, self.sizeHint().width()), self.sizeHint().height(), win)

    def apply(self) -> None:
        w = self.win
        if self.language.currentData() != i18n.current[0]:
            w.set_language(self.language.currentData())
        if self.theme.currentData() != w.scene.theme:
            w.set_theme(self.theme.currentData())
        w.set_speed(self.speed.currentData())
        w.set_bot_delay(self.bot_speed.currentData())
        w.settings["gesture_stops"] = self.stops.currentData()
        w.set_card_style(self.four.isChecked(), self.letters.isChecked())
        if self.log.isChecked() != w.dock.isVisible():
            w.toggle_log(self.log.isChecked())
        w.settings.save()
        w.retranslate()
