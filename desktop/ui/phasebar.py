"""The phase bar: a game's phases with the current one lit and the player's stops marked, and the pass keys.

Shown for a game whose rules name their phases (``rules.phases``, desktop/controller/stops.py).  A phase
button is the stop there: checked = the table stops for you in that phase (on your own turn while it is your
turn, on the others' turns otherwise — the bar shows the stops of the turn being played; View ▸ Stops… edits
both and the chain / attack stops).  "Next phase" passes now (F5), "End turn" passes until the turn is over
(F4), "Until something happens" passes until another player acts at you (F6).  Names no game.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QLayout,
                               QPushButton, QSizePolicy, QToolButton, QVBoxLayout, QWidget)

from ..controller import stops as S
from .themes import color


def term(text: str) -> str:
    return QCoreApplication.translate("Terms", text)


def load_stops(settings, game: str, rules) -> S.Stops:
    keys = [k for k, _l in S.phases(rules)]
    return S.Stops.from_dict((settings.get("stops") or {}).get(game), S.default_stops(rules), keys)


def save_stops(settings, game: str, stops: S.Stops) -> None:
    all_ = dict(settings.get("stops") or {})
    all_[game] = stops.to_dict()
    settings["stops"] = all_
    settings.save()


class PhaseBar(QWidget):
    """One row under the banner: whose turn, the phase buttons, the pass buttons."""

    stopsChanged = Signal()

    def __init__(self, win) -> None:
        super().__init__(win)
        self.win = win
        self.ctl = win.ctl
        self.setObjectName("phaseBar")
        self.setAttribute(Qt.WA_StyledBackground, True)  # a plain QWidget paints its style-sheet background only so
        lay = QHBoxLayout(self)
        # never wider than the window lets it be: at 1024 px the table keeps its width (the chips are cut)
        lay.setContentsMargins(8, 2, 8, 2)
        lay.setSpacing(4)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("phaseTurn")
        lay.addWidget(self.turn_label)
        self.phase_row = QHBoxLayout()
        self.phase_row.setSpacing(2)
        lay.addLayout(self.phase_row)
        lay.addStretch(1)
        self.mode_label = QLabel()
        lay.addWidget(self.mode_label)
        # the pass keys sit in the window's action bar, beside the game's own buttons (``pass_buttons``)
        self.pass_buttons = QWidget(self)
        bl = QHBoxLayout(self.pass_buttons)
        bl.setContentsMargins(0, 0, 0, 0)
        bl.setSpacing(4)
        self.b_next = QPushButton()
        self.b_next.setObjectName("phaseButton")
        self.b_next.setShortcut(QKeySequence("F5"))  # (F2 is Help ▸ Lessons)
        self.b_next.clicked.connect(self.next_phase)
        self.b_end = QPushButton()
        self.b_end.setObjectName("phaseButton")
        self.b_end.setCheckable(True)
        self.b_end.setShortcut(QKeySequence("F4"))
        self.b_end.clicked.connect(lambda on: self._mode(S.END_OF_TURN, on))
        self.b_until = QPushButton()
        self.b_until.setObjectName("phaseButton")
        self.b_until.setCheckable(True)
        self.b_until.setShortcut(QKeySequence("F6"))
        self.b_until.clicked.connect(lambda on: self._mode(S.UNTIL_EVENT, on))
        for b in (self.b_next, self.b_end, self.b_until):
            b.setObjectName("actionButton")
            bl.addWidget(b)
        self.buttons: dict[str, QToolButton] = {}
        self._keys: tuple = ()
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        self.ctl.passModeChanged.connect(lambda _s, _k: self.refresh())
        self.retranslate()

    # ---- what the bar shows -------------------------------------------------------------------
    def game_started(self) -> None:
        rules = self.ctl.rules if self.ctl.match else None
        keys = tuple(S.phases(rules)) if rules is not None else ()
        self.setVisible(bool(keys))
        # the pass keys only where the table passes by stops (a lesson turns them off: its Pass is the bar's)
        self.pass_buttons.setVisible(bool(keys) and bool(getattr(self.ctl, "use_stops", True)))
        if keys != self._keys:
            for b in self.buttons.values():
                self.phase_row.removeWidget(b)
                b.deleteLater()
            self.buttons = {}
            for key, label in keys:
                b = QToolButton()
                b.setObjectName("phaseChip")
                b.setCheckable(True)
                b.setToolButtonStyle(Qt.ToolButtonTextOnly)
                b.clicked.connect(lambda on, k=key: self.toggle_stop(k, on))
                self.phase_row.addWidget(b)
                self.buttons[key] = b
            self._keys = keys
        if keys:
            self.ctl.set_stops(self.ctl.game, load_stops(self.win.settings, self.ctl.game, rules))
        self.retranslate()

    def seat(self) -> int | None:
        """The human whose stops the bar shows: the viewer (the one the table shows), if human."""
        v = self.ctl.viewer
        return v if self.ctl.is_human(v) else None

    def refresh(self) -> None:
        if not self._keys or self.ctl.match is None:
            return
        seat = self.seat()
        m = S.moment(self.ctl.rules, self.ctl.state, seat if seat is not None else 0) or {}
        active = m.get("active")
        mine = seat is not None and active == seat
        stops = self.ctl.stops_for(seat if seat is not None else 0)
        on = stops.own if mine else stops.theirs
        cur = m.get("phase")
        for key, label in self._keys:
            b = self.buttons[key]
            b.blockSignals(True)
            b.setChecked(key in on)
            b.blockSignals(False)
            b.setProperty("current", key == cur)
            mark = "● " if key in on else ""
            b.setText(mark + term(label))
            # (a tool button's size hint ignores the style sheet's padding and bold face: it elided the names)
            f = b.font()
            f.setBold(True)
            b.setMinimumWidth(QFontMetrics(f).horizontalAdvance(b.text()) + 18)
            b.setToolTip(self.tr("Stop here on your turn (click to change)") if mine else
                         self.tr("Stop here on the other players' turns (click to change)"))
            b.style().unpolish(b)
            b.style().polish(b)
        who = self.ctl.name(active) if active is not None else "—"
        self.turn_label.setText(self.tr("Your turn") if mine else self.tr("%1's turn").replace("%1", who))
        asked = self.ctl.my_turn_seat()
        can_pass = asked is not None and (S.moment(self.ctl.rules, self.ctl.state, asked) or {}).get("pass_action") in self.ctl.legal(asked)
        self.b_next.setEnabled(can_pass)
        self.b_end.setEnabled(seat is not None and not self.ctl.is_over())
        self.b_until.setEnabled(seat is not None and not self.ctl.is_over())
        mode = self.ctl.pass_mode(seat)
        for b, k in ((self.b_end, S.END_OF_TURN), (self.b_until, S.UNTIL_EVENT)):
            b.blockSignals(True)
            b.setChecked(mode == k)
            b.blockSignals(False)
        self.mode_label.setText({S.END_OF_TURN: self.tr("passing until the end of the turn"),
                                 S.UNTIL_EVENT: self.tr("passing until something happens")}.get(mode, ""))
        self.b_next.setText(self._label(self._next_label(m), "F5"))
        # no pass keys before the turns begin (the setup's choices are the bar's own buttons)
        self.pass_buttons.setVisible(bool(getattr(self.ctl, "use_stops", True)) and cur in dict(self._keys)
                                     and not self.ctl.is_over())

    def _next_label(self, m: dict) -> str:
        if m.get("chain"):
            return self.tr("Pass")
        keys = [k for k, _l in self._keys]
        cur = m.get("phase")
        if cur in keys and keys.index(cur) + 1 < len(keys):
            return self.tr("Next: %1").replace("%1", term(dict(self._keys)[keys[keys.index(cur) + 1]]))
        return self.tr("Next phase")

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        if self.narrow() != getattr(self, "_was_narrow", None):
            self._was_narrow = self.narrow()
            self.retranslate()

    def narrow(self) -> bool:
        """A window too narrow for the keys' names beside the game's buttons: the keys are in the tooltips
        (at 1024 px the action bar's buttons made the window wider than the screen)."""
        return self.win.width() < NARROW

    def _label(self, text: str, key: str) -> str:
        """The button's words with its key; in a narrow window no key, and a phrase of several words on two
        lines: the short "Until" read as a cut-off label, and the bar must still fit 1024 px."""
        from .sizing import two_lines
        return two_lines(text) if self.narrow() else text + "  " + key

    def retranslate(self) -> None:
        for b in (self.b_next, self.b_end, self.b_until):  # narrow: less padding too (the bar must fit 1024 px)
            b.setStyleSheet("padding: 5px 6px;" if self.narrow() else "")
        self.b_end.setText(self._label(self.tr("End turn"), "F4"))
        self.b_until.setText(self._label(self.tr("Until something happens"), "F6"))
        self.b_end.setToolTip(self.tr("F4: pass priority until this turn is over (and declare no attack on your own turn)"))
        self.b_until.setToolTip(self.tr("F6: pass priority until another player puts something on the chain, an attack is declared at you, or your turn begins"))
        self.b_next.setToolTip(self.tr("F5: pass priority now; the phase ends when every player passes in turn with an empty chain"))
        self.refresh()

    def apply_theme(self, theme: str) -> None:
        c = lambda k: color(theme, k).name()  # noqa: E731
        self.setStyleSheet(
            f"#phaseBar {{ background: {c('felt2')}; }}"
            f"#phaseTurn {{ color: {c('text')}; font-weight: bold; font-size: 13px; padding-right: 6px; }}"
            f"QLabel {{ color: {c('text')}; font-size: 12px; }}"
            f"#phaseChip {{ color: {c('text')}; background: transparent; border: 1px solid {c('subtext')};"
            f" border-radius: 8px; padding: 1px 6px; font-size: 13px; }}"
            f"#phaseChip:checked {{ border: 2px solid {c('legal')}; }}"
            f"#phaseChip[current=\"true\"] {{ background: {c('banner')}; color: {c('banner_text')}; font-weight: bold; }}"
            "")

    # ---- what the player does -----------------------------------------------------------------
    def toggle_stop(self, key: str, on: bool) -> None:
        seat = self.seat()
        if seat is None:
            return
        m = S.moment(self.ctl.rules, self.ctl.state, seat) or {}
        stops = self.ctl.stops_for(seat)
        target = stops.own if m.get("active") == seat else stops.theirs
        (target.add if on else target.discard)(key)
        save_stops(self.win.settings, self.ctl.game, stops)
        self.ctl.set_stops(self.ctl.game, stops)
        self.refresh()

    def next_phase(self) -> None:
        seat = self.ctl.my_turn_seat()
        if seat is None:
            return
        a = (S.moment(self.ctl.rules, self.ctl.state, seat) or {}).get("pass_action")
        if a is not None:
            self.ctl.submit(a)

    def _mode(self, kind: str, on: bool) -> None:
        seat = self.seat()
        if seat is not None:
            self.ctl.set_pass_mode(seat, kind if on else None)
        self.refresh()


NARROW = 1280  # px of window width below which the pass keys show short names


class StopsDialog(QDialog):
    """View ▸ Stops…: the stops of the game on the table, on your turn and on the others', the two events, and
    whether to pass on one's own chain items."""

    def __init__(self, win) -> None:
        super().__init__(win)
        self.win = win
        self.ctl = win.ctl
        rules = self.ctl.rules
        self.setWindowTitle(self.tr("Stops"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("Where the table stops to let you act; elsewhere it passes priority for you. A prompt with one legal answer is always answered for you.")))
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Phase")), 0, 0)
        grid.addWidget(QLabel(self.tr("Your turn")), 0, 1)
        grid.addWidget(QLabel(self.tr("Others' turns")), 0, 2)
        stops = self.ctl.stops_for(0)
        self.own: dict[str, QCheckBox] = {}
        self.theirs: dict[str, QCheckBox] = {}
        for r, (key, label) in enumerate(S.phases(rules), 1):
            grid.addWidget(QLabel(term(label)), r, 0)
            a, b = QCheckBox(), QCheckBox()
            a.setChecked(key in stops.own)
            b.setChecked(key in stops.theirs)
            grid.addWidget(a, r, 1, Qt.AlignCenter)
            grid.addWidget(b, r, 2, Qt.AlignCenter)
            self.own[key], self.theirs[key] = a, b
        lay.addLayout(grid)
        self.chain = QCheckBox(self.tr("Stop whenever another player puts something on the chain"))
        self.chain.setChecked(stops.chain)
        self.attacked = QCheckBox(self.tr("Stop when an attack is declared at you"))
        self.attacked.setChecked(stops.attacked)
        self.own_item = QCheckBox(self.tr("Pass on your own chain items (they resolve)"))
        self.own_item.setToolTip(self.tr("When your own item is on top of the chain, the table passes for you so "
                                         "that it resolves, unless an attack is declared at you."))
        self.own_item.setChecked(stops.own_item)
        lay.addWidget(self.chain)
        lay.addWidget(self.attacked)
        lay.addWidget(self.own_item)
        box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.RestoreDefaults)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        box.button(QDialogButtonBox.RestoreDefaults).clicked.connect(self.defaults)
        lay.addWidget(box)

    def defaults(self) -> None:
        d = S.default_stops(self.ctl.rules)
        for k, cb in self.own.items():
            cb.setChecked(k in d.own)
        for k, cb in self.theirs.items():
            cb.setChecked(k in d.theirs)
        self.chain.setChecked(d.chain)
        self.attacked.setChecked(d.attacked)
        self.own_item.setChecked(d.own_item)

    def result_stops(self) -> S.Stops:
        return S.Stops({k for k, cb in self.own.items() if cb.isChecked()},
                       {k for k, cb in self.theirs.items() if cb.isChecked()},
                       self.chain.isChecked(), self.attacked.isChecked(), self.own_item.isChecked())

    def accept(self) -> None:
        stops = self.result_stops()
        save_stops(self.win.settings, self.ctl.game, stops)
        self.ctl.set_stops(self.ctl.game, stops)
        super().accept()
