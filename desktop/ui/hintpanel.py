"""The hint panel: "What would you do?" (H, or its button) — the Hard bot's three best moves for the seat whose
decision it is, each with its chance in words, a one-line reason, "Show" (the card ringed, its place lit) and
"Play this".  The search runs off the GUI thread within the bots' budget, from that seat's view only
(``desktop/controller/advice.py``)."""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (QBoxLayout, QDockWidget, QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout,
                               QWidget)

from ..controller.advice import Advice, HintRunner, hints_available
from . import guide
from .logpanel import BotReason, bot_reason_text, present_arg


def tr(text: str) -> str:
    return QCoreApplication.translate("Hints", text)


def hints_allowed(ctl) -> bool:
    """False when every human at the table agreed to play without hints (the new-game option)."""
    return ctl.info.get("hints", True) is not False


class HintPanel(QDockWidget):
    """A dock of the main window; ``ask()`` starts a search for the seat to act."""

    def __init__(self, win) -> None:
        super().__init__(win)
        self.win = win
        self.ctl = win.ctl
        self.setObjectName("hintDock")
        self.setFeatures(QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetClosable)
        body = QWidget()
        self.box = QVBoxLayout(body)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.box.addWidget(self.status)
        self.rows: list[QFrame] = []
        self.box.addStretch(1)
        scroll = QScrollArea()  # the rows keep their height in a small window; the dock scrolls instead
        scroll.setWidgetResizable(True)
        # ... but only up and down: every line wraps and the buttons stack in a narrow dock (at 1024×768 a
        # horizontal bar hid half of "a good chance (about 60%)" and of "Play this")
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.scroll = scroll
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setWidget(body)
        self.body = body
        self.setWidget(scroll)
        self.runner = HintRunner(self)
        self.runner.ready.connect(self._ready)
        self.runner.failed.connect(lambda _t, err: self._say(QCoreApplication.translate("Hints", "The hint search failed: %1").replace("%1", err)))
        self.token = None
        self.advice: list[Advice] = []
        self.seat: int | None = None
        self._shown = False  # a move is ringed on the table (Show)
        self.ctl.changed.connect(self._table_changed)
        self.ctl.gameStarted.connect(self._table_changed)
        self.retranslate()
        self.hide()

    # ---- asking ------------------------------------------------------------------------------
    def why_not(self) -> str | None:
        """Why no hint can be given now (translated), or None."""
        c = self.ctl
        if c.match is None:
            return QCoreApplication.translate("Hints", "There is no game on the table.")
        if not hints_available(c.game):
            return QCoreApplication.translate("Hints", "Hints are not available for this game yet.")
        if not hints_allowed(c):
            return QCoreApplication.translate("Hints", "Hints are off in this game: every player agreed to play without them.")
        if c.my_turn_seat() is None:
            return QCoreApplication.translate("Hints", "Hints are for your own decisions: ask when it is your turn.")
        return None

    def ask(self) -> bool:
        """Show the panel and start a search; False (and the reason shown) when no hint can be given now."""
        self.show()
        self.raise_()
        self._clear_rows()
        problem = self.why_not()
        if problem:
            self._say(problem)
            return False
        c = self.ctl
        seat = c.my_turn_seat()
        self.seat = seat
        view = c.rules.view_for(c.match.state, seat)  # that seat's view only: nothing else reaches the search
        legal = c.legal(seat)
        self.token = (c._token(), seat)
        seed = int(hashlib.sha256(f"{c.state_hash()}:{seat}:hint".encode()).hexdigest()[:12], 16)
        budget = c.bot_budget if c.bot_budget is not None else 1.0
        self._say(QCoreApplication.translate("Hints", "Thinking (about %1 s)…").replace("%1", f"{budget:g}"))
        self.runner.ask(c.rules, view, legal, self.token, seed, budget)
        return True

    def _ready(self, token, advice: list) -> None:
        if token != self.token:
            return
        self.advice = list(advice)
        if not advice:
            self._say(QCoreApplication.translate("Hints", "No move to suggest."))
            return
        self._say(QCoreApplication.translate("Hints", "What I would do, best first:"))
        for k, a in enumerate(advice):
            self._add_row(k, a)
        QTimer.singleShot(0, self._fit)  # once the new rows are laid out

    def _fit(self) -> None:
        """Give the dock the height its rows need (up to most of the window), so they read without scrolling."""
        self.body.layout().activate()
        want = min(self.body.sizeHint().height() + 40, int(self.win.height() * 0.6))
        if self.height() < want:
            self.win.resizeDocks([self], [want], Qt.Vertical)

    def _table_changed(self, *_a) -> None:
        if self._shown:
            self._shown = False
            guide.clear(self.win.scene)  # the ring of a shown move does not stay on the card once it moved
        if self.token is not None and self.token != (self.ctl._token(), self.seat):
            self.runner.cancel()
            self.token = None
            self._clear_rows()
            self.advice = []
            self._say(QCoreApplication.translate("Hints", "The table has changed: press H to ask again."))

    # ---- showing -----------------------------------------------------------------------------
    def move_text(self, a: Advice) -> str:
        return self.win.scene.ensure_plugin().action_text(a.action)

    def reason_text(self, a: Advice) -> str:
        names = [s.name for s in self.ctl.seats]
        naming = self.win.scene.ensure_plugin().naming
        if a.reason_context == "Bots":
            return bot_reason_text(BotReason(self.seat or 0, "hard", a.reason, dict(a.args)), names, naming)
        args = {k: present_arg(k, v, names, naming) for k, v in a.args.items()}
        text = tr(a.reason)
        try:
            return text.format(**args)
        except (KeyError, IndexError, ValueError):
            return text

    def chance_text(self, a: Advice) -> str:
        if a.chance is None:
            return tr(a.words)
        return QCoreApplication.translate("Hints", "%1 (about %2%)").replace("%1", tr(a.words)).replace("%2", str(round(100 * a.chance)))

    def _add_row(self, k: int, a: Advice) -> None:
        row = QFrame()
        row.setObjectName("hintRow")
        row.setFrameShape(QFrame.StyledPanel)
        lay = QVBoxLayout(row)
        lay.setContentsMargins(6, 4, 6, 4)
        title = QLabel(f"{k + 1}. {self.move_text(a)}")
        title.setStyleSheet("font-weight: bold;")
        title.setWordWrap(True)
        lay.addWidget(title)
        chance = QLabel(self.chance_text(a))
        chance.setWordWrap(True)
        lay.addWidget(chance)
        reason = QLabel(self.reason_text(a))
        reason.setWordWrap(True)
        reason.setStyleSheet("color: #6a1b9a; font-style: italic;")
        lay.addWidget(reason)
        buttons = QBoxLayout(QBoxLayout.LeftToRight)
        show = QPushButton(QCoreApplication.translate("Hints", "Show"))
        show.clicked.connect(lambda _=False, a=a: self.show_move(a))
        play = QPushButton(QCoreApplication.translate("Hints", "Play this"))
        play.setObjectName(f"hintPlay{k + 1}")
        play.clicked.connect(lambda _=False, a=a: self.play(a))
        buttons.addWidget(show)
        buttons.addWidget(play)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        row.setProperty("buttons", buttons)
        self.box.insertWidget(self.box.count() - 1, row)
        self.rows.append(row)
        self._stack_buttons()

    def _stack_buttons(self) -> None:
        """Side by side when the dock has the room for both buttons, else one under the other."""
        room = self.scroll.viewport().width() - 2 * 12  # the body's and the row's margins
        for row in self.rows:
            lay = row.property("buttons")
            items = [lay.itemAt(k).widget() for k in range(lay.count()) if lay.itemAt(k).widget()]
            need = sum(w.sizeHint().width() for w in items) + lay.spacing() * (len(items) - 1)
            lay.setDirection(QBoxLayout.LeftToRight if need <= room else QBoxLayout.TopToBottom)

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        self._stack_buttons()

    def show_move(self, a: Advice) -> None:
        card, zone = guide.light(self.win.scene, self.ctl, a.action)
        self._shown = True
        if card is None and zone is None:  # a button: say which
            self.win.show_notice(QCoreApplication.translate("Hints", "Press '%1'.").replace("%1", self.move_text(a)))

    def play(self, a: Advice) -> bool:
        if self.token != (self.ctl._token(), self.seat):
            return False
        return self.ctl.submit(a.action)

    def _say(self, text: str) -> None:
        self.status.setText(text)

    def _clear_rows(self) -> None:
        for r in self.rows:
            self.box.removeWidget(r)
            r.deleteLater()
        self.rows.clear()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Hints", "What would you do?"))
        if self.advice and self.token == (self.ctl._token(), self.seat):
            self._clear_rows()
            self._say(QCoreApplication.translate("Hints", "What I would do, best first:"))
            for k, a in enumerate(self.advice):
                self._add_row(k, a)
        elif not self.rows:
            self._say(QCoreApplication.translate("Hints", "Press H (or the Hint button) when it is your turn."))

    def shutdown(self) -> None:
        self.runner.shutdown()


__all__ = ["HintPanel", "hints_allowed", "Qt"]
