"""The replay viewer: a finished or saved game on its own table, with a timeline of rounds and turns, stepping,
scrubbing, speed, any seat's eyes (all cards open once the game is over), the log in step, and "play from here".

The table is the ordinary ``TableScene`` drawn from a ``ReplayController``: a controller whose game is the
replay at the chosen position, that nobody may act in.  The shell names no game here: the table plug-in and
the log naming come from the game's spec as in the main window.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QDockWidget, QGridLayout,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMainWindow, QMessageBox, QPushButton, QStyle,
                               QTableWidget, QTableWidgetItem, QToolButton, QVBoxLayout, QWidget)

from ..controller.bots import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
from ..controller.game import GameController, filter_events
from ..controller.hints import hint_for
from ..controller.replay import OPEN, RecentGames, Replay, ReplayError, Summary
from ..controller.session import SeatConfig
from ..core.errors import SaveError
from ..core.rules import Match
from ..core.spec import GAMES_CONTEXT
from ..core.zones import seat_label
from .logpanel import LogPanel, group_moves
from .table import TableScene, TableView

# speed key → (ms between moves, the table's animation speed setting)
SPEEDS = {"instant": (40, 0), "slow": (2000, 1), "normal": (1100, 2), "fast": (550, 3), "faster": (260, 3)}
SPEED_ORDER = ("instant", "slow", "normal", "fast", "faster")


def tr(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


def replay_error_text(exc: Exception) -> str:
    """A refused file's message in the reader's language (the viewer's own refusals are translated)."""
    if isinstance(exc, ReplayError):
        return exc.message(tr)
    return str(exc)


def game_name(game: str) -> str:
    from ..games import spec_for
    try:
        return QCoreApplication.translate(GAMES_CONTEXT, spec_for(game).display_name)
    except KeyError:
        return game


def mode_name(game: str, mode: str | None) -> str:
    from ..games import spec_for
    if not mode:
        return ""
    try:
        spec = spec_for(game)
    except KeyError:
        return mode
    for m in spec.modes:
        if m.key == mode:
            return QCoreApplication.translate(GAMES_CONTEXT, m.label)
    return mode


def vars_of(action) -> list:
    """The field values of an action (a frozen dataclass), tuples flattened."""
    out: list = []
    for f in dataclasses.fields(action):
        v = getattr(action, f.name)
        out.extend(v if isinstance(v, (tuple, list)) else [v])
    return out


class ReplayController(GameController):
    """Shows one position of a replay; nobody acts (no legal actions, no bots, no autosave)."""

    def __init__(self, replay: Replay, parent=None) -> None:
        super().__init__(parent, autosave=False)
        self.auto_bots = False
        self.replay = replay
        self.perspective: int | str = OPEN if replay.over() else 0
        self.pos = 0
        self._log_cache: dict = {}  # perspective → per move, the events as that reader may tell them
        names = replay.seat_names()
        kinds = replay.meta.get("seats") if isinstance(replay.meta.get("seats"), list) else None
        seats = []
        for k, name in enumerate(names):
            d = kinds[k] if kinds and k < len(kinds) and isinstance(kinds[k], dict) else {"name": name}
            seats.append(SeatConfig.from_dict(d))
        self._install(Match(replay.rules, replay.state_at(0)), seats, barrier=0)
        self.set_viewer(self._anchor())

    # ---- nobody acts here -------------------------------------------------------------
    def legal(self, seat):
        return []

    def my_turn_seat(self):
        return None

    def _after_change(self, first: bool = False) -> None:
        actor = self.to_act()
        self.toActChanged.emit(-1 if actor is None else actor)

    def _anchor(self) -> int:
        return 0 if self.perspective == OPEN else int(self.perspective)

    def view(self, seat="viewer"):
        if seat == "viewer":
            seat = self.viewer
        if self.perspective == OPEN:
            from ..controller.replay import open_view
            return self._cached("open", seat, lambda: open_view(self.rules, self.match.state, seat))
        return super().view(seat)

    def log_reader(self):
        return None if self.perspective == OPEN else self.perspective

    # ---- moving on the timeline ---------------------------------------------------------
    def set_perspective(self, perspective) -> None:
        if perspective == OPEN and not self.replay.over():
            return
        self.perspective = perspective
        self._touch()
        self.set_viewer(self._anchor())
        self.changed.emit([])

    def goto(self, pos: int) -> list:
        """Show position ``pos``; returns the events the table animates (one step forward only)."""
        pos = max(0, min(pos, self.replay.length))
        if pos == self.pos:
            return []
        if pos == self.pos + 1:
            before = self._known(self.viewer)
            self.match.play(self.replay.actions[self.pos])
            self.pos = pos
            self._touch()
            events = self.replay.events_at(pos)
            shown = events if self.perspective == OPEN else filter_events(events, before, self._known(self.viewer))
        else:
            self.match = Match(self.rules, self.replay.initial)
            self.match.state = self.replay.state_at(pos)
            self.match.actions = list(self.replay.actions[:pos])
            self.pos = pos
            self._touch()
            shown = []
        self.changed.emit(shown)
        self._after_change()
        return shown

    def last_move_text(self, text_of) -> str | None:
        """The move that led to this position in words (``text_of(action)``: the table plug-in's wording, asked
        with the table as it was before the move); a move naming a card the reader cannot see is not worded."""
        if self.pos == 0:
            return None
        action = self.replay.actions[self.pos - 1]
        who = self.name(getattr(action, "seat", None))
        before = self.replay.state_at(self.pos - 1)
        h = hint_for(self.rules, before, action)
        if self.perspective != OPEN:
            known = self._known(self.viewer)
            named = [h.get("card")] + [v for v in (h.get("args") or {}).values() if isinstance(v, str)]
            named += [v for v in vars_of(action) if isinstance(v, str)]
            if any(n in before.where and n not in known for n in named if n):
                return QCoreApplication.translate("Replay", "%1 moves").replace("%1", who)
        now, self.match.state = self.match.state, before
        self._touch()
        try:
            text = text_of(action)
        except Exception:  # noqa: BLE001 - a wording that fails must not stop the replay
            text = action.kind
        finally:
            self.match.state = now
            self._touch()
        return QCoreApplication.translate("Replay", "%1: %2").replace("%1", who).replace("%2", text)

    def log_batches(self, upto: int) -> list[list]:
        """The events of moves 1 … ``upto`` as the current perspective may tell them (computed once per perspective)."""
        key = self.perspective
        if key not in self._log_cache:
            if key == OPEN:
                self._log_cache[key] = [list(e) for e in self.replay.events]
            else:
                seat = int(key)
                st = self.replay.state_at(0)
                rules = self.replay.rules
                known = self._known_in(st, seat)
                out = []
                for k, a in enumerate(self.replay.actions):
                    rules.apply(st, a)
                    after = self._known_in(st, seat)
                    out.append(filter_events(self.replay.events[k], known, after))
                    known = after
                self._log_cache[key] = out
        return self._log_cache[key][:upto]

    def _known_in(self, st, seat) -> frozenset:
        view = self.replay.rules.view_for(st, seat)
        return frozenset(c for z in view.zones.values() for c in z.cards if c)


class Timeline(QWidget):
    """The moves as a bar: rounds marked with their number, turns with short ticks, the position as a handle.
    Click or drag to go anywhere."""

    positionChanged = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.length = 0
        self.pos = 0
        self.marks: list = []
        self.numbered = "round"
        self.setMinimumHeight(46)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.NoFocus)
        self.theme = "light"

    def sizeHint(self) -> QSize:
        return QSize(600, 50)

    def set_replay(self, length: int, marks: list, numbered: str = "round") -> None:
        self.length = length
        self.marks = list(marks)
        self.numbered = numbered  # the kind of mark that carries a number (rounds, or turns)
        self.update()

    def set_position(self, pos: int) -> None:
        self.pos = pos
        self.update()

    def _track(self) -> QRectF:
        return QRectF(12, 22, max(1, self.width() - 24), 10)

    def x_of(self, pos: int) -> float:
        t = self._track()
        return t.left() + (t.width() * pos / self.length if self.length else 0)

    def pos_at(self, x: float) -> int:
        t = self._track()
        if not self.length:
            return 0
        return max(0, min(self.length, round((x - t.left()) / t.width() * self.length)))

    def paintEvent(self, _ev) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        t = self._track()
        text = self.palette().windowText().color()
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#c8c8c8"))
        p.drawRoundedRect(t, 4, 4)
        done = QRectF(t.left(), t.top(), self.x_of(self.pos) - t.left(), t.height())
        p.setBrush(QColor("#5c9e5c"))
        p.drawRoundedRect(done, 4, 4)
        f = p.font()
        f.setPointSizeF(max(7.0, f.pointSizeF() * 0.8))
        p.setFont(f)
        last_label = -100.0
        for m in self.marks:
            x = self.x_of(m.pos)
            if m.kind == self.numbered or m.pos == 0:
                p.setPen(QPen(QColor("#2e5e2e"), 2))
                p.drawLine(QPointF(x, t.top() - 6), QPointF(x, t.bottom() + 4))
                if m.round_no and x - last_label > 18:
                    p.setPen(text)
                    p.drawText(QRectF(x - 14, 0, 28, 16), Qt.AlignCenter, str(m.round_no))
                    last_label = x
            else:
                p.setPen(QPen(QColor("#555555"), 1))
                p.drawLine(QPointF(x, t.bottom()), QPointF(x, t.bottom() + 6))
        x = self.x_of(self.pos)
        p.setPen(QPen(QColor("#1565c0"), 1))
        p.setBrush(QColor("#1565c0"))
        p.drawPolygon(QPolygonF([QPointF(x, t.bottom() + 1), QPointF(x - 6, t.bottom() + 12),
                                 QPointF(x + 6, t.bottom() + 12)]))
        p.drawLine(QPointF(x, t.top() - 4), QPointF(x, t.bottom()))
        p.end()

    def mousePressEvent(self, ev) -> None:
        if ev.button() == Qt.LeftButton:
            self.positionChanged.emit(self.pos_at(ev.position().x()))

    def mouseMoveEvent(self, ev) -> None:
        pos = self.pos_at(ev.position().x())
        self.setToolTip(QCoreApplication.translate("Replay", "Move %1").replace("%1", str(pos)))
        if ev.buttons() & Qt.LeftButton:
            self.positionChanged.emit(pos)


class SeatsDialog(QDialog):
    """"Play from here": the seats chosen again — name, human or bot, and the bot's level."""

    def __init__(self, parent, names: list[str], seats: list[SeatConfig] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Replay", "Play from here"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(QCoreApplication.translate("Replay", "A new game starts from this position. Who sits where?")))
        grid = QGridLayout()
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        for k, name in enumerate(names):
            cfg = seats[k] if seats and k < len(seats) else SeatConfig(name, "human" if k == 0 else "bot")
            edit = QLineEdit(cfg.name)
            kind = QComboBox()
            kind.addItem(QCoreApplication.translate("NewGameDialog", "Human"), "human")
            kind.addItem(QCoreApplication.translate("NewGameDialog", "Bot"), "bot")
            kind.setCurrentIndex(0 if cfg.kind == "human" else 1)
            level = QComboBox()
            for lv in LEVELS:
                level.addItem(QCoreApplication.translate("Bots", LEVEL_NAMES[lv]), lv)
            level.setCurrentIndex(LEVELS.index(cfg.bot) if cfg.bot in LEVELS else LEVELS.index(DEFAULT_LEVEL))
            level.setEnabled(cfg.kind == "bot")
            kind.currentIndexChanged.connect(lambda _i, kd=kind, lv=level: lv.setEnabled(kd.currentData() == "bot"))
            grid.addWidget(QLabel(seat_label(k)), k, 0)
            grid.addWidget(edit, k, 1)
            grid.addWidget(kind, k, 2)
            grid.addWidget(level, k, 3)
            self.rows.append((edit, kind, level))
        lay.addLayout(grid)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def seats(self) -> list[SeatConfig]:
        return [SeatConfig(e.text().strip() or seat_label(k), kd.currentData(), lv.currentData())
                for k, (e, kd, lv) in enumerate(self.rows)]


class ReplayWindow(QMainWindow):
    """One replay on its own table."""

    playFromHere = Signal(object, list)  # the GameState to start from, the seats

    def __init__(self, replay: Replay, parent=None, theme: str = "light") -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WA_DeleteOnClose, True)
        self.replay = replay
        self.ctl = ReplayController(replay, self)
        self.scene = TableScene(self.ctl, self)  # keep a Python reference (QT_NOTES)
        self.scene.theme = theme
        self.scene.rebuild()  # the controller started its game before this scene listened
        self.view = TableView(self.scene)
        self.speed = "normal"
        self.scene.speed = SPEEDS[self.speed][1]
        self.log = LogPanel()
        self.dock = QDockWidget(self)
        self.dock.setObjectName("replayLog")
        self.dock.setWidget(self.log)
        self.dock.setFeatures(QDockWidget.DockWidgetMovable)
        self.addDockWidget(Qt.RightDockWidgetArea, self.dock)
        central = QWidget()
        vl = QVBoxLayout(central)
        vl.setContentsMargins(0, 0, 0, 0)
        vl.setSpacing(0)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setAlignment(Qt.AlignCenter)
        self.banner.setMinimumHeight(30)
        vl.addWidget(self.banner)
        vl.addWidget(self.view, 1)
        self.timeline = Timeline()
        self.timeline.theme = theme
        self.timeline.set_replay(replay.length, replay.marks, replay.numbered)
        self.timeline.positionChanged.connect(self.goto)
        vl.addWidget(self.timeline)
        bar = QWidget()
        bar.setObjectName("replayBar")
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(6, 2, 6, 4)
        rows.setSpacing(2)
        hl = QHBoxLayout()
        st = self.style()
        self.b_start = self._button(st.standardIcon(QStyle.SP_MediaSkipBackward), self.to_start)
        self.b_prev_round = self._button(st.standardIcon(QStyle.SP_MediaSeekBackward), self.prev_round)
        self.b_back = self._button("◀", self.step_back)
        self.b_play = self._button(st.standardIcon(QStyle.SP_MediaPlay), self.toggle_play)
        self.b_fwd = self._button("▶", self.step_forward)
        self.b_next_round = self._button(st.standardIcon(QStyle.SP_MediaSeekForward), self.next_round)
        self.b_end = self._button(st.standardIcon(QStyle.SP_MediaSkipForward), self.to_end)
        for b in (self.b_start, self.b_prev_round, self.b_back, self.b_play, self.b_fwd, self.b_next_round, self.b_end):
            hl.addWidget(b)
        self.where = QLabel()
        self.where.setMinimumWidth(120)
        hl.addWidget(self.where, 1)
        rows.addLayout(hl)
        hl2 = QHBoxLayout()
        self.jump = QComboBox()
        self.jump.activated.connect(self._jump_chosen)
        hl2.addWidget(self.jump, 1)
        self.speed_box = QComboBox()
        self.speed_box.currentIndexChanged.connect(self._speed_chosen)
        hl2.addWidget(self.speed_box)
        self.eyes = QComboBox()
        self.eyes.currentIndexChanged.connect(self._eyes_chosen)
        hl2.addWidget(self.eyes)
        self.b_here = QPushButton()
        self.b_here.clicked.connect(self.play_from_here)
        hl2.addWidget(self.b_here)
        rows.addLayout(hl2)
        vl.addWidget(bar)
        self.setCentralWidget(central)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._keys()
        self.ctl.changed.connect(lambda _e: self._show_where())
        self.log.clear_log(replay.seat_names(), self.scene.ensure_plugin().naming)
        self.retranslate()
        self.resize(1280, 820)
        self._show_where()

    def _button(self, face, slot) -> QToolButton:
        b = QToolButton()
        if isinstance(face, str):
            b.setText(face)
        else:
            b.setIcon(face)
        b.setMinimumSize(34, 30)
        b.clicked.connect(slot)
        return b

    def _keys(self) -> None:
        for seq, slot in (("Right", self.step_forward), ("Left", self.step_back), ("Space", self.toggle_play),
                          ("Home", self.to_start), ("End", self.to_end), ("PgDown", self.next_round),
                          ("PgUp", self.prev_round), ("Ctrl+Right", self.next_turn), ("Ctrl+Left", self.prev_turn)):
            a = QAction(self)
            a.setShortcut(QKeySequence(seq))
            a.setShortcutContext(Qt.WindowShortcut)
            a.triggered.connect(slot)
            self.addAction(a)

    # ---- words -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        name = game_name(self.replay.game)
        self.setWindowTitle(QCoreApplication.translate("Replay", "Replay — %1").replace("%1", f"{name} · {self.replay.name}" if self.replay.name else name))
        self.dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Log"))
        turns = self.replay.numbered == "turn"
        tips = ((self.b_start, QCoreApplication.translate("Replay", "To the start (Home)")),
                (self.b_prev_round, QCoreApplication.translate("Replay", "Previous turn (Page Up)") if turns else QCoreApplication.translate("Replay", "Previous round (Page Up)")),
                (self.b_back, QCoreApplication.translate("Replay", "One move back (Left)")), (self.b_play, QCoreApplication.translate("Replay", "Play or pause (Space)")),
                (self.b_fwd, QCoreApplication.translate("Replay", "One move forward (Right)")),
                (self.b_next_round, QCoreApplication.translate("Replay", "Next turn (Page Down)") if turns else QCoreApplication.translate("Replay", "Next round (Page Down)")),
                (self.b_end, QCoreApplication.translate("Replay", "To the end (End)")))
        for b, tip in tips:
            b.setToolTip(tip)
        self.speed_box.blockSignals(True)
        self.speed_box.clear()
        names = {"instant": QCoreApplication.translate("Replay", "Instant"), "slow": QCoreApplication.translate("Replay", "Slow"), "normal": QCoreApplication.translate("Replay", "Normal speed"), "fast": QCoreApplication.translate("Replay", "Fast"),
                 "faster": QCoreApplication.translate("Replay", "Very fast")}
        for key in SPEED_ORDER:
            self.speed_box.addItem(names[key], key)
        self.speed_box.setCurrentIndex(SPEED_ORDER.index(self.speed))
        self.speed_box.blockSignals(False)
        self.eyes.blockSignals(True)
        self.eyes.clear()
        for p in self.replay.perspectives():
            if p == OPEN:
                self.eyes.addItem(QCoreApplication.translate("Replay", "All cards open"), OPEN)
            else:
                self.eyes.addItem(QCoreApplication.translate("Replay", "Through %1's eyes").replace("%1", self.ctl.name(int(p))), p)
        self.eyes.setCurrentIndex(max(0, self.eyes.findData(self.ctl.perspective)))
        self.eyes.blockSignals(False)
        self.b_here.setText(QCoreApplication.translate("Replay", "Play from here…"))
        self._fill_jump()
        self._show_where()

    def _mark_text(self, m) -> str:
        if m.pos == 0 and m.kind == "round" and not m.round_no:
            return QCoreApplication.translate("Replay", "Start")
        if m.kind == "round":
            return QCoreApplication.translate("Replay", "Round %1").replace("%1", str(m.round_no))
        if self.replay.numbered == "turn":
            return QCoreApplication.translate("Replay", "Turn %1 · %2").replace("%1", str(m.round_no)).replace("%2", self.ctl.name(m.seat))
        return "    " + QCoreApplication.translate("Replay", "Round %1 · %2's turn").replace("%1", str(m.round_no)).replace("%2", self.ctl.name(m.seat))

    def _fill_jump(self) -> None:
        self.jump.blockSignals(True)
        self.jump.clear()
        self.jump.addItem(QCoreApplication.translate("Replay", "Jump to…"), -1)
        for m in self.replay.marks:
            self.jump.addItem(self._mark_text(m), m.pos)
        self.jump.blockSignals(False)

    def _show_where(self) -> None:
        pos = self.ctl.pos
        self.timeline.set_position(pos)
        parts = [QCoreApplication.translate("Replay", "Move %1 of %2").replace("%1", str(pos)).replace("%2", str(self.replay.length))]
        if self.replay.numbered == "turn":
            t = self.replay.mark_before(pos, "turn")
            if t is not None:
                parts.append(QCoreApplication.translate("Replay", "Turn %1 · %2").replace("%1", str(t.round_no)).replace("%2", self.ctl.name(t.seat)))
        else:
            r = self.replay.mark_before(pos, "round")
            if r is not None and r.round_no:
                parts.append(QCoreApplication.translate("Replay", "Round %1").replace("%1", str(r.round_no)))
            t = self.replay.mark_before(pos, "turn")
            if t is not None and r is not None and t.pos >= r.pos and t.seat is not None:
                parts.append(QCoreApplication.translate("Replay", "%1's turn").replace("%1", self.ctl.name(t.seat)))
        last = self.ctl.last_move_text(self.scene.ensure_plugin().action_text)
        if last:
            parts.append(QCoreApplication.translate("Replay", "last move — %1").replace("%1", last))
        self.where.setText(" · ".join(parts))
        self.where.setToolTip(self.where.text())
        if pos == self.replay.length and self.replay.over():
            ranking = self.replay.ranking()
            names = "; ".join(f"{k + 1}. " + ", ".join(self.ctl.name(s) for s in g) for k, g in enumerate(ranking))
            self.banner.setText(QCoreApplication.translate("Replay", "Game over — %1").replace("%1", names))
        elif pos == self.replay.length:
            self.banner.setText(QCoreApplication.translate("Replay", "End of the recording: the game was not finished"))
        else:
            actor = self.ctl.to_act()
            who = self.ctl.name(actor) if actor is not None else "—"
            self.banner.setText(self.scene.ensure_plugin().banner_text(who)
                                or QCoreApplication.translate("MainWindow", "%1 to act").replace("%1", who))
        self.b_back.setEnabled(pos > 0)
        self.b_start.setEnabled(pos > 0)
        self.b_fwd.setEnabled(pos < self.replay.length)
        self.b_end.setEnabled(pos < self.replay.length)
        self.b_here.setEnabled(not self.replay.rules.is_over(self.ctl.state))
        self.b_play.setIcon(self.style().standardIcon(QStyle.SP_MediaPause if self.timer.isActive()
                                                      else QStyle.SP_MediaPlay))

    # ---- moving -------------------------------------------------------------------------------
    def goto(self, pos: int) -> None:
        old = self.ctl.pos
        self.ctl.goto(pos)
        new = self.ctl.pos
        if new == old + 1:
            batches = self.ctl.log_batches(new)
            self.log.add_batch(batches[-1] if batches else [])
        elif new != old:
            self._retell_log()
        self._show_where()

    def _retell_log(self) -> None:
        self.log.clear_log(self.replay.seat_names(), self.scene.ensure_plugin().naming)
        for batch in self.ctl.log_batches(self.ctl.pos):
            self.log.entries.extend(group_moves(batch))
        self.log.retell()
        sb = self.log.verticalScrollBar()
        sb.setValue(sb.maximum())

    def step_forward(self) -> None:
        self.scene.finish_animations()
        self.goto(self.ctl.pos + 1)

    def step_back(self) -> None:
        self.pause()
        self.goto(self.ctl.pos - 1)

    def to_start(self) -> None:
        self.pause()
        self.goto(0)

    def to_end(self) -> None:
        self.pause()
        self.goto(self.replay.length)

    def next_round(self) -> None:
        m = self.replay.next_mark(self.ctl.pos, self.replay.numbered)
        self.goto(m.pos if m else self.replay.length)

    def prev_round(self) -> None:
        m = self.replay.previous_mark(self.ctl.pos, self.replay.numbered)
        self.goto(m.pos if m else 0)

    def next_turn(self) -> None:
        m = self.replay.next_mark(self.ctl.pos)
        self.goto(m.pos if m else self.replay.length)

    def prev_turn(self) -> None:
        m = self.replay.previous_mark(self.ctl.pos)
        self.goto(m.pos if m else 0)

    def _jump_chosen(self, index: int) -> None:
        pos = self.jump.itemData(index)
        if isinstance(pos, int) and pos >= 0:
            self.pause()
            self.goto(pos)
        self.jump.setCurrentIndex(0)

    # ---- playing ------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
        else:
            if self.ctl.pos >= self.replay.length:
                self.goto(0)
            self.timer.start(SPEEDS[self.speed][0])
            self._show_where()

    def pause(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self._show_where()

    def playing(self) -> bool:
        return self.timer.isActive()

    def _tick(self) -> None:
        if self.ctl.pos >= self.replay.length:
            self.pause()
            return
        self.step_forward()

    def _speed_chosen(self, index: int) -> None:
        key = self.speed_box.itemData(index)
        if key in SPEEDS:
            self.set_speed(key)

    def set_speed(self, key: str) -> None:
        self.speed = key
        self.scene.speed = SPEEDS[key][1]
        if self.timer.isActive():
            self.timer.start(SPEEDS[key][0])

    # ---- eyes ---------------------------------------------------------------------------------
    def _eyes_chosen(self, index: int) -> None:
        p = self.eyes.itemData(index)
        if p is not None:
            self.set_perspective(p)

    def set_perspective(self, p) -> None:
        self.ctl.set_perspective(p)
        k = self.eyes.findData(p)
        if k >= 0 and k != self.eyes.currentIndex():
            self.eyes.blockSignals(True)
            self.eyes.setCurrentIndex(k)
            self.eyes.blockSignals(False)
        self._retell_log()
        self._show_where()

    # ---- play from here -----------------------------------------------------------------------
    def play_from_here(self) -> None:
        self.pause()
        state = self.replay.state_at(self.ctl.pos)
        if self.replay.rules.is_over(state):
            return
        # The seats as they were, when the file says; else as a new game offers them (one human, bots).
        known = isinstance(self.replay.meta.get("seats"), list)
        dlg = SeatsDialog(self, self.replay.seat_names(), self.ctl.seats if known else None)
        if dlg.exec() != QDialog.Accepted:
            return
        self.playFromHere.emit(state, dlg.seats())

    def closeEvent(self, ev) -> None:
        self.timer.stop()
        self.ctl.shutdown()
        super().closeEvent(ev)


class RecentGamesDialog(QDialog):
    """Game ▸ Recent games: finished games, newest first, with date, game, players and result."""

    def __init__(self, parent=None, store: RecentGames | None = None) -> None:
        super().__init__(parent)
        self.store = store or RecentGames()
        self.setWindowTitle(QCoreApplication.translate("Replay", "Recent games"))
        lay = QVBoxLayout(self)
        self.table = QTableWidget(0, 5)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _i: self.accept_selected())
        lay.addWidget(self.table)
        self.empty = QLabel(QCoreApplication.translate("Replay", "No finished games yet: a game you play to the end is kept here."))
        lay.addWidget(self.empty)
        bb = QDialogButtonBox(QDialogButtonBox.Close)
        self.b_open = bb.addButton(QCoreApplication.translate("Replay", "Replay"), QDialogButtonBox.AcceptRole)
        bb.accepted.connect(self.accept_selected)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.chosen: Summary | None = None
        self.entries: list[Summary] = []
        self.fill()
        self.resize(760, 420)

    def fill(self) -> None:
        self.entries = self.store.entries()
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("Replay", "Date"), QCoreApplication.translate("Replay", "Game"), QCoreApplication.translate("Replay", "Players"), QCoreApplication.translate("Replay", "Result"), QCoreApplication.translate("Replay", "Moves")])
        self.table.setRowCount(len(self.entries))
        from datetime import datetime
        for r, e in enumerate(self.entries):
            try:
                when = datetime.fromisoformat(e.ended).astimezone().strftime("%Y-%m-%d %H:%M")
            except ValueError:
                when = e.ended
            game = game_name(e.game)
            mode = mode_name(e.game, e.mode)
            result = "; ".join(f"{k + 1}. " + ", ".join(p) for k, p in enumerate(e.result_names()))
            for c, text in enumerate((when, f"{game} · {mode}" if mode else game, ", ".join(e.players), result,
                                      str(e.moves))):
                self.table.setItem(r, c, QTableWidgetItem(text))
        if self.entries:
            self.table.selectRow(0)
        self.empty.setVisible(not self.entries)
        self.b_open.setEnabled(bool(self.entries))

    def accept_selected(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.entries):
            self.chosen = self.entries[row]
            self.accept()


def open_replay(parent, path) -> Replay | None:
    """Read a save, autosave or replay file for the viewer; a refused file is explained and gives None."""
    from ..games import rules_for
    from PySide6.QtWidgets import QApplication
    QApplication.setOverrideCursor(Qt.WaitCursor)
    try:
        return Replay.load(path, rules_for)
    except SaveError as exc:
        QApplication.restoreOverrideCursor()
        QMessageBox.warning(parent, QCoreApplication.translate("Replay", "Replay"), QCoreApplication.translate("Replay", "This file cannot be replayed: %1").replace("%1", replay_error_text(exc)))
        return None
    finally:
        if QApplication.overrideCursor() is not None:
            QApplication.restoreOverrideCursor()


__all__ = ["ReplayController", "ReplayWindow", "RecentGamesDialog", "SeatsDialog", "Timeline", "open_replay",
           "SPEEDS"]
