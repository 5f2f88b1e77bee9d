"""A small editor for the 劇牌 situation table (§7.8, option ``situation_table``): per row v10 = 0…10 the risk
(發覺) and benefit (應然) names, the actual value S and the class (weak, normal, strong)."""

from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QComboBox, QGroupBox, QHeaderView, QLabel, QPushButton, QSpinBox, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from ....core.errors import QT_TRANSLATE_NOOP

CLASSES = ("weak", "normal", "strong")
CLASS_NAMES = {"weak": QT_TRANSLATE_NOOP("Terms", "weak"), "normal": QT_TRANSLATE_NOOP("Terms", "normal"),
               "strong": QT_TRANSLATE_NOOP("Terms", "strong")}
ROWS = [str(k) for k in range(11)]


def default_table() -> dict:
    from ....games.jupai.options import defaults
    return copy.deepcopy(defaults()["situation_table"])


def tr(text: str) -> str:
    return QCoreApplication.translate("SituationEditor", text)


class SituationTableEditor(QGroupBox):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTitle(QCoreApplication.translate("SituationEditor", "Situation table (劇牌 §7.8)"))
        self.default = default_table()
        lay = QVBoxLayout(self)
        note = QLabel(QCoreApplication.translate("SituationEditor", "Row v10(card): the risk (發覺) and benefit (應然) names, the actual value S and the class of the card's bonus (weak ×½, normal ×1, strong ×1½)."))
        note.setWordWrap(True)
        lay.addWidget(note)
        self.grid = QTableWidget(len(ROWS), 4)
        self.grid.setHorizontalHeaderLabels([QCoreApplication.translate("SituationEditor", "Risk 發覺"), QCoreApplication.translate("SituationEditor", "Benefit 應然"), QCoreApplication.translate("SituationEditor", "Value S"), QCoreApplication.translate("SituationEditor", "Class")])
        self.grid.setVerticalHeaderLabels(ROWS)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.grid.setMinimumHeight(330)
        self.values: list[QSpinBox] = []
        self.classes: list[QComboBox] = []
        for k, r in enumerate(ROWS):
            sp = QSpinBox()
            sp.setRange(0, 99)
            cb = QComboBox()
            for c in CLASSES:
                cb.addItem(QCoreApplication.translate("Terms", CLASS_NAMES[c]), c)
            self.grid.setCellWidget(k, 2, sp)
            self.grid.setCellWidget(k, 3, cb)
            self.values.append(sp)
            self.classes.append(cb)
        lay.addWidget(self.grid)
        reset = QPushButton(QCoreApplication.translate("SituationEditor", "Reset to the rules' table"))
        reset.clicked.connect(lambda: self.set_table(self.default))
        lay.addWidget(reset)
        self.set_table(self.default)

    def set_table(self, table: dict) -> None:
        for k, r in enumerate(ROWS):
            row = table.get(r, {})
            for col, key in ((0, "risk"), (1, "benefit")):
                self.grid.setItem(k, col, QTableWidgetItem(str(row.get(key, ""))))
            self.values[k].setValue(int(row.get("value", 0)))
            self.classes[k].setCurrentIndex(CLASSES.index(row.get("class", "normal")))

    def table(self) -> dict:
        out = {}
        for k, r in enumerate(ROWS):
            out[r] = {"risk": (self.grid.item(k, 0).text() if self.grid.item(k, 0) else "").strip(),
                      "benefit": (self.grid.item(k, 1).text() if self.grid.item(k, 1) else "").strip(),
                      "class": self.classes[k].currentData(), "value": self.values[k].value()}
        return out

    def changed(self) -> bool:
        return self.table() != self.default
