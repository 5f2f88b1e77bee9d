"""Decisions that are not drags, asked in a small non-blocking dialog: the forced trade (劇牌 §7.6: which hand
card to offer, then score or void) and the continuation vote (§7.9).  The buttons are the local human seat's
legal actions; the dialog closes itself as soon as the engine no longer asks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ....core import cards as cardmod
from ....core.zones import zone_id

KINDS = ("TradeOffer", "TradeChoice", "Vote")  # the decisions this dialog asks (plugin.DIALOG_KINDS)


def tr(text: str) -> str:
    return QCoreApplication.translate("Decisions", text)


def decision(ctl, seat):
    """(kind, title, text, [(label, action)]) the seat must decide now in a dialog, or None."""
    if seat is None or ctl.match is None:
        return None
    acts = [a for a in ctl.legal(seat) if a.kind in KINDS]
    if not acts:
        return None
    kind = acts[0].kind
    acts = [a for a in acts if a.kind == kind]
    view = ctl.view(seat)
    data = view.data or {}
    trade = data.get("trade") or {}
    if kind == "TradeOffer":
        other = trade.get("partner") if trade.get("initiator") == seat else trade.get("initiator")
        text = QCoreApplication.translate("Decisions", "A forced trade (強制交易): choose one hand card to offer, face down. %1 offers one at the same time; the two cards are then swapped. [劇牌 §7.6]").replace("%1", ctl.name(other))
        buttons = [(QCoreApplication.translate("Decisions", "Offer %1").replace("%1", cardmod.pretty(a.card)), a) for a in acts]
        return kind, QCoreApplication.translate("Decisions", "Forced trade: offer a card"), text, buttons
    if kind == "TradeChoice":
        text = QCoreApplication.translate("Decisions", "The cards are swapped. Score the action with the base intents, or void it (the intent cards go back to the hands). [劇牌 §7.6]")
        labels = {True: QCoreApplication.translate("Decisions", "Score the action"), False: QCoreApplication.translate("Decisions", "Void the action")}
        return kind, QCoreApplication.translate("Decisions", "Forced trade: score or void"), text, [(labels[bool(a.score)], a) for a in acts]
    col = view.zones.get(zone_id(seat, "collected"))
    mine = len(col.cards) if col is not None else 0
    text = QCoreApplication.translate("Decisions", "Only the bottom card (底牌) is left in the round pile. Continue the game? Voting yes places your whole collected pile (%n card(s)) as new round cards; if anyone votes no, the bottom card is the final round. [劇牌 §7.9]", "", mine)  # noqa: E501
    labels = {True: QCoreApplication.translate("Decisions", "Yes: place my collected pile"), False: QCoreApplication.translate("Decisions", "No: play the final round")}
    return kind, QCoreApplication.translate("Decisions", "Continue the game?"), text, [(labels[bool(a.yes)], a) for a in acts]


class DecisionDialog(QDialog):
    """Non-modal: the table stays visible (and testable) while it asks."""

    def __init__(self, win):
        super().__init__(win)
        self.win = win
        self.setObjectName("decisionDialog")
        self.setWindowModality(Qt.NonModal)
        self.kind = None
        lay = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(420)
        lay.addWidget(self.text)
        self.row = QHBoxLayout()
        lay.addLayout(self.row)
        self.buttons: list[QPushButton] = []

    def refresh(self) -> None:
        ctl = self.win.ctl
        d = decision(ctl, ctl.my_turn_seat())
        if d is None:
            self.kind = None
            if self.isVisible():
                self.hide()
            return
        kind, title, text, buttons = d
        self.kind = kind
        self.setWindowTitle(title)
        self.text.setText(text)
        for b in self.buttons:
            self.row.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        for k, (label, action) in enumerate(buttons):
            b = QPushButton(label)
            b.setObjectName("decisionButton")
            if k < 9:
                b.setToolTip(f"{k + 1}")
            b.clicked.connect(lambda _=False, a=action: self.choose(a))
            self.row.addWidget(b)
            self.buttons.append(b)
        if not self.isVisible():
            self.show()
            self.raise_()

    def choose(self, action) -> None:
        self.win.ctl.submit(action)

    def keyPressEvent(self, ev) -> None:
        k = ev.key() - Qt.Key_1
        if 0 <= k < len(self.buttons):
            self.buttons[k].click()
            return
        if ev.key() == Qt.Key_Escape:
            return  # the engine waits for an answer: the dialog stays
        super().keyPressEvent(ev)
