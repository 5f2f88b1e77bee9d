"""Game ▸ Statistics: games, places, the win rate against each bot level and the longest winning streak, per game
and mode and player, from the statistics file (``desktop/controller/stats.py``); with a reset."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHeaderView,
                               QLabel, QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout)

from ..controller.bots import LEVEL_NAMES
from ..controller.stats import HUMAN, Stats
from .replay import game_name, mode_name



def level_name(level: str) -> str:
    if level == HUMAN:
        return QCoreApplication.translate("Statistics", "human players")
    return QCoreApplication.translate("Bots", LEVEL_NAMES.get(level, level))


class StatsDialog(QDialog):
    def __init__(self, parent=None, stats: Stats | None = None) -> None:
        super().__init__(parent)
        self.stats = stats or Stats()
        self.setWindowTitle(QCoreApplication.translate("Statistics", "Statistics"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        self.player = QComboBox()
        form.addRow(QCoreApplication.translate("Statistics", "Game:"), self.game)
        form.addRow(QCoreApplication.translate("Statistics", "Player:"), self.player)
        lay.addLayout(form)
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        lay.addWidget(self.totals)
        self.places = QLabel()
        lay.addWidget(self.places)
        self.levels = QTableWidget(0, 3)
        self.levels.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.levels.verticalHeader().setVisible(False)
        self.levels.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        lay.addWidget(self.levels)
        bb = QDialogButtonBox(QDialogButtonBox.Close)
        self.b_reset = bb.addButton(QCoreApplication.translate("Statistics", "Reset statistics…"), QDialogButtonBox.ResetRole)
        self.b_reset.clicked.connect(self.reset)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.game.currentIndexChanged.connect(self.show_summary)
        self.player.currentIndexChanged.connect(self.show_summary)
        self.fill()
        self.resize(520, 460)

    def fill(self) -> None:
        for box in (self.game, self.player):
            box.blockSignals(True)
            box.clear()
        self.game.addItem(QCoreApplication.translate("Statistics", "All games"), None)
        for g, m in self.stats.games_played():
            mode = mode_name(g, m or None)
            self.game.addItem(f"{game_name(g)} · {mode}" if mode else game_name(g), (g, m))
        self.player.addItem(QCoreApplication.translate("Statistics", "Everyone"), None)
        for n in self.stats.names():
            self.player.addItem(n, n)
        for box in (self.game, self.player):
            box.blockSignals(False)
        self.show_summary()

    def show_summary(self) -> None:
        gm = self.game.currentData()
        game, mode = (gm if gm else (None, None))
        s = self.stats.summary(game, mode, self.player.currentData())
        if not s.games:
            self.totals.setText(QCoreApplication.translate("Statistics", "No finished games yet."))
            self.places.setText("")
        else:
            self.totals.setText(QCoreApplication.translate("Statistics", "%1 games, %2 won (%3%). Longest winning streak: %4; current streak: %5.")
                                .replace("%1", str(s.games)).replace("%2", str(s.wins))
                                .replace("%3", str(round(100 * s.rate))).replace("%4", str(s.longest_streak))
                                .replace("%5", str(s.current_streak)))
            places = ", ".join(QCoreApplication.translate("Statistics", "place %1: %2").replace("%1", str(p)).replace("%2", str(n))
                               for p, n in sorted(s.places.items()))
            self.places.setText(QCoreApplication.translate("Statistics", "Places — %1").replace("%1", places))
        self.levels.setHorizontalHeaderLabels([QCoreApplication.translate("Statistics", "Against"), QCoreApplication.translate("Statistics", "Games"), QCoreApplication.translate("Statistics", "Win rate")])
        self.levels.setRowCount(len(s.levels))
        for r, row in enumerate(s.levels):
            for c, text in enumerate((level_name(row.level), str(row.games),
                                      f"{round(100 * row.rate)}% ({row.wins}/{row.games})")):
                self.levels.setItem(r, c, QTableWidgetItem(text))

    def reset(self) -> None:
        ans = QMessageBox.question(self, QCoreApplication.translate("Statistics", "Reset statistics"), QCoreApplication.translate("Statistics", "Forget every result kept so far?"),
                                   QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        if ans == QMessageBox.Yes:
            self.stats.reset()
            self.fill()


__all__ = ["StatsDialog"]
