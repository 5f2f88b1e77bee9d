"""Lessons on the main table: Help ▸ Lessons lists each game's courses; a lesson sets its position up on the table
and a dock walks its steps — what to do and why, the target lit, every move checked (a wrong one explained with
the rules' refusal or the lesson's reason, and not applied), the other seats' moves played, the outcome explained
with the formulas it computed, then the next step.  Progress is remembered; the first start offers lesson 1.

The lesson file format and its cursor are in ``desktop/core/lessons.py``; this module only shows them.  While a
lesson runs the controller's ``gate`` checks the learner's moves, the bots and the autosave wait, and the game is
not recorded; a game that was on the table comes back from its autosave when the lesson is closed.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QDockWidget, QHBoxLayout, QLabel, QMessageBox, QPushButton,
                               QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from ..controller.session import SeatConfig
from ..core.events import FormulaResolved
from ..core.lessons import AUTO, CHECK, TASK, TRY, Course, Cursor, Lesson, LessonError, Progress, load_lesson
from ..core.spec import GAMES_CONTEXT
from ..core.zones import seat_label
from . import guide, i18n
from .logpanel import describe


def tr(text: str) -> str:
    return QCoreApplication.translate("Lessons", text)


def courses() -> list[tuple[object, Course]]:
    """(game spec, course) for every registered game that has lessons, in the registry's order."""
    from ..games import specs
    out = []
    for spec in specs(strict=False):
        for c in spec.lessons:
            if isinstance(c, Course):
                out.append((spec, c))
    return out


class LessonsDialog(QDialog):
    """Help ▸ Lessons: every course of every game, each lesson ticked once completed."""

    def __init__(self, parent=None, progress: Progress | None = None) -> None:
        super().__init__(parent)
        self.progress = progress or Progress()
        self.setWindowTitle(QCoreApplication.translate("Lessons", "Lessons"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(QCoreApplication.translate("Lessons", "Short guided positions: each shows one rule at work. Pick one to start.")))
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.itemDoubleClicked.connect(lambda _i, _c: self.accept_selected())
        lay.addWidget(self.tree)
        bb = QDialogButtonBox(QDialogButtonBox.Close)
        self.b_start = bb.addButton(QCoreApplication.translate("Lessons", "Start"), QDialogButtonBox.AcceptRole)
        bb.accepted.connect(self.accept_selected)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.chosen: tuple[Course, int] | None = None
        self.fill()
        self.resize(560, 520)

    def fill(self) -> None:
        self.tree.clear()
        lang = i18n.current[0]
        first = None
        for spec, course in courses():
            top = QTreeWidgetItem([f"{QCoreApplication.translate(GAMES_CONTEXT, spec.display_name)} — {tr(course.title)}"])
            self.tree.addTopLevelItem(top)
            for k, path in enumerate(course.paths()):
                try:
                    lesson = load_lesson(path)
                except LessonError as exc:
                    item = QTreeWidgetItem([f"{k + 1}. (!) {exc}"])
                    item.setDisabled(True)
                    top.addChild(item)
                    continue
                mark = "✓ " if lesson.id in self.progress.done else ""
                item = QTreeWidgetItem([f"{mark}{k + 1}. {lesson.text('title', lang)}"])
                item.setData(0, Qt.UserRole, (course, k))
                item.setToolTip(0, lesson.text("goal", lang))
                top.addChild(item)
                if first is None and lesson.id not in self.progress.done:
                    first = item
            top.setExpanded(True)
        if first is not None:
            self.tree.setCurrentItem(first)

    def accept_selected(self) -> None:
        item = self.tree.currentItem()
        data = item.data(0, Qt.UserRole) if item is not None else None
        if data:
            self.chosen = data
            self.accept()


class LessonDock(QDockWidget):
    """The lesson beside the table: its texts as they come, Continue, Show me, Restart, Next lesson."""

    finished = Signal(str)  # the lesson's id, when its last step is done

    def __init__(self, win) -> None:
        super().__init__(win)
        self.win = win
        self.ctl = win.ctl
        self.setObjectName("lessonDock")
        self.setFeatures(QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetClosable)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold; font-size: 15px;")
        lay.addWidget(self.title)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        lay.addWidget(self.text, 1)
        row = QHBoxLayout()
        self.b_continue = QPushButton()
        self.b_continue.setObjectName("lessonContinue")
        self.b_continue.clicked.connect(self.go_on)
        self.b_show = QPushButton()
        self.b_show.clicked.connect(self.show_me)
        self.b_restart = QPushButton()
        self.b_restart.clicked.connect(self.restart)
        self.b_next = QPushButton()
        self.b_next.setObjectName("lessonNext")
        self.b_next.clicked.connect(self.next_lesson)
        for b in (self.b_continue, self.b_show, self.b_restart, self.b_next):
            row.addWidget(b)
        lay.addLayout(row)
        self.setWidget(body)
        self.progress = Progress()
        self.lesson: Lesson | None = None
        self.course: Course | None = None
        self.index = 0
        self.cursor: Cursor | None = None
        self.events: list = []
        self.entries: list[tuple[str, str, dict]] = []  # (style, text key / literal, args) — re-told on a language change
        self.waiting = False        # an explanation is shown: Continue goes on
        self.auto_delay_ms = 900    # the other seats' moves are played this long after the text says them
        self._starting = False
        self._saved: tuple | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_auto)
        self._right = None
        self.ctl.logEvents.connect(self._events)
        self.ctl.changed.connect(self._moved)
        self.ctl.gameStarted.connect(self._game_started)
        self.ctl.refused.connect(self._rules_refused)
        self._attempt: tuple[str, str] | None = None
        win.scene.dropAttempted.connect(lambda card, zone: setattr(self, "_attempt", (card, zone)))
        win.scene.message.connect(self._scene_message)
        win.scene.dropDone.connect(lambda _ok: self._relight())
        self.ctl.undoChanged.connect(self._relight)
        self.visibilityChanged.connect(self._visibility)
        self.retranslate()
        self.hide()

    # ---- starting and ending -----------------------------------------------------------
    def active(self) -> bool:
        return self.lesson is not None

    def start(self, course: Course | None, index: int, lesson: Lesson | None = None) -> bool:
        """Set a lesson up on the table (``lesson`` given, or the course's ``index``-th)."""
        if lesson is None:
            assert course is not None
            try:
                lesson = load_lesson(course.paths()[index])
            except (LessonError, IndexError) as exc:
                QMessageBox.warning(self.win, QCoreApplication.translate("Lessons", "Lessons"), str(exc))
                return False
        from ..games import rules_for
        rules = rules_for(lesson.game)
        try:
            state = lesson.initial_state(rules)
        except (ValueError, KeyError, TypeError) as exc:
            QMessageBox.warning(self.win, QCoreApplication.translate("Lessons", "Lessons"), f"{lesson.path.name}: {exc}")
            return False
        if self._saved is None:  # what the table did before the first lesson, restored when the lessons end
            self._saved = (self.ctl.autosave_enabled, self.ctl.auto_bots, self.ctl.use_stops)
            self.ctl.flush_autosave()
        self.ctl.autosave_enabled = False
        self.ctl.auto_bots = False
        self.ctl.use_stops = False  # the learner makes every move the lesson asks for, passes too (no stops)
        self.course, self.index, self.lesson = course, index, lesson
        self.cursor = Cursor(lesson)
        self.events = []
        self.entries = []
        self.waiting = False
        seats = [SeatConfig(seat_label(k), "human" if k == lesson.learner else "bot", "normal")
                 for k in range(len(state.seats))]
        self._starting = True
        try:
            self.ctl.start_from_state(state, seats)
        finally:
            self._starting = False
        self.ctl.gate = self._gate
        self.win.save_path = None
        self.title.setText(lesson.text("title", i18n.current[0]))
        self._say("goal", lesson.texts["goal"], style="goal")
        self.show()
        self.raise_()
        log = getattr(self.win, "dock", None)
        if log is not None and log.isVisible():  # the lesson's text gets most of the height beside the table
            self.win.resizeDocks([self, log], [3, 1], Qt.Vertical)
        self._run()
        return True

    def _game_started(self) -> None:
        if not self._starting and (self.lesson is not None or self.isVisible()):
            self.stop(restore=False)  # another game came onto the table: the lesson is over
            self.course = None
            self.hide()

    def stop(self, restore: bool = True) -> None:
        """End the lesson mode; with ``restore`` the game that was on the table comes back from its autosave."""
        self._timer.stop()
        self.ctl.gate = None
        had = self.lesson is not None
        self.lesson = None
        self.cursor = None
        guide.clear(self.win.scene)
        self._unmark()
        if self._saved is not None:
            self.ctl.autosave_enabled, self.ctl.auto_bots, self.ctl.use_stops = self._saved
            self._saved = None
        if had and restore and self.ctl.autosave_exists():
            try:
                self.ctl.resume_autosave()
            except Exception:  # noqa: BLE001 - a bad autosave leaves the lesson's table
                pass
        self._buttons()

    def _visibility(self, visible: bool) -> None:
        try:
            closing = self.win.isHidden()
        except RuntimeError:  # the window is being destroyed
            return
        if not visible and self.lesson is not None and not closing:
            self.stop()

    # ---- the steps -------------------------------------------------------------------------
    def _run(self) -> None:
        """Go through the steps that need no move of the learner, up to the next task or explanation."""
        cur = self.cursor
        if cur is None:
            return
        while not cur.done:
            step = cur.step
            assert step is not None
            if step.kind == AUTO:
                if step.texts.get("say"):
                    self._say("say", step.texts["say"], style="auto")
                self._buttons()
                self._timer.start(self.auto_delay_ms)
                return
            if step.kind == CHECK:
                self._check(step)
                if cur.k + 1 >= len(cur.lesson.steps):
                    cur.advance()
                    break
                self.waiting = True
                self._buttons()
                return
            # a task or a try: the learner's turn
            self._say("say", step.texts["say"], style="task")
            self._relight()
            self._buttons()
            return
        self._finish()

    def _play_auto(self) -> None:
        cur = self.cursor
        if cur is None or cur.step is None or cur.step.kind != AUTO:
            return
        action = cur.step.action
        self.ctl.gate = None
        try:
            ok = self.ctl.submit(action)
        finally:
            self.ctl.gate = self._gate if self.lesson is not None else None
        if not ok:
            self._line(QCoreApplication.translate("Lessons", "The lesson's move for %1 was refused: the lesson file does not fit the rules.")
                       .replace("%1", seat_label(getattr(action, "seat", 0))), "error")
            return
        self._hold()
        cur.advance()
        self._run()

    def _check(self, step) -> None:
        assert self.cursor is not None and self.lesson is not None
        fails = self.cursor.check(self.ctl.rules, self.ctl.state, self.events)
        formulas = [e for e in self.events if isinstance(e, FormulaResolved)]
        self.events = []
        self._say("explain", step.texts["explain"], style="explain")
        for f in formulas:
            self._formula(f)
        if fails:
            self._line(QCoreApplication.translate("Lessons", "This lesson's table does not show what its text says: %1").replace("%1", "; ".join(fails)),
                       "error")

    def go_on(self) -> None:
        """Continue: past the explanation shown, to the next step."""
        if self.cursor is None or not self.waiting:
            return
        self.waiting = False
        self.cursor.advance()
        self._run()

    def _finish(self) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        self.progress.mark_done(lesson.id)
        self.ctl.gate = None
        self._say("done", lesson.texts["done"], style="done")
        guide.clear(self.win.scene)
        self._unmark()
        self._buttons()
        self.finished.emit(lesson.id)

    def _hold(self) -> None:
        """No undo across a lesson's moves (the lesson's steps would no longer match the table)."""
        if self.ctl.match is not None:
            self.ctl.barrier = len(self.ctl.match.actions)
            self.ctl.undoChanged.emit()

    # ---- the learner's moves ----------------------------------------------------------------
    def _gate(self, action) -> bool:
        cur = self.cursor
        if cur is None or self.lesson is None:
            return True
        if self.waiting or (cur.step is not None and cur.step.kind == AUTO):
            self._line(QCoreApplication.translate("Lessons", "Wait: read the text and press Continue."), "hint")
            return False
        v = cur.judge(self.ctl.rules, self.ctl.state, action)
        if v.kind == "right":
            self._right = action  # the lesson goes on once the move is on the table (_moved)
            return True
        step = cur.step
        if v.kind == "tried":
            self._tried(self.ctl.refusal_message(v.refusal))
            return False
        if v.kind == "refused":
            self._line(QCoreApplication.translate("Lessons", "Refused: %1").replace("%1", self.ctl.refusal_message(v.refusal)), "refused")
        else:
            self._line(QCoreApplication.translate("Lessons", "That is a legal move, but not the one this lesson practises."), "wrong")
        if step is not None and step.texts.get("wrong"):
            self._say("wrong", step.texts["wrong"], style="wrong")
        self._relight()
        return False

    def _moved(self, _events=None) -> None:
        """A move is on the table: the learner's right move takes the lesson on; else only the light again."""
        right, self._right = self._right, None
        cur = self.cursor
        if right is not None and cur is not None and self.ctl.match is not None and self.ctl.match.actions \
                and self.ctl.match.actions[-1] == right:
            self._line(QCoreApplication.translate("Lessons", "Right."), "right")
            self._hold()
            cur.advance()
            self._run()
            return
        self._relight()

    def _scene_message(self, text: str) -> None:
        """A drop the table refused (a place the rules do not allow): explained, or the try the step asked for."""
        cur = self.cursor
        attempt, self._attempt = self._attempt, None
        if cur is None or self.lesson is None or not text:
            return
        step = cur.step
        if step is not None and step.kind == TRY:
            expected = self.ctl.rules.refusal(self.ctl.state, step.action)
            h = self.ctl.hint(step.action)
            same_drop = attempt is not None and attempt == (h.get("card"), h.get("zone"))
            if expected is not None and (same_drop or self.ctl.refusal_message(expected) in text):
                self._tried(self.ctl.refusal_message(expected))  # the rules' own reason for the lesson's move
                return
        if step is not None and step.kind in (TASK, TRY):
            self._line(QCoreApplication.translate("Lessons", "Refused: %1").replace("%1", text), "refused")
            if step.texts.get("wrong"):
                self._say("wrong", step.texts["wrong"], style="wrong")

    def _rules_refused(self, text: str) -> None:
        if self.lesson is not None and self.cursor is not None and self.cursor.step is not None \
                and self.cursor.step.kind == TRY:
            self._scene_message(text)

    def _tried(self, message: str) -> None:
        cur = self.cursor
        assert cur is not None and cur.step is not None
        self._line(QCoreApplication.translate("Lessons", "Refused, as the lesson said: %1").replace("%1", message), "refused")
        self._say("explain", cur.step.texts["explain"], style="explain")
        cur.advance()
        self._run()

    def _events(self, events: list) -> None:
        if self.lesson is not None:
            self.events.extend(events)

    # ---- the lit target ---------------------------------------------------------------------
    def target(self):
        cur = self.cursor
        if cur is None or self.waiting or cur.step is None or cur.step.kind not in (TASK, TRY):
            return None
        return cur.step.action

    def _unmark(self) -> None:
        for b in getattr(self, "_marked", []):
            try:
                b.setStyleSheet("")
            except RuntimeError:  # the bar already dropped it
                pass
        self._marked = []

    def _relight(self) -> None:
        self._unmark()
        action = self.target()
        scene = self.win.scene
        if action is None or scene.dragging is not None:
            return
        if self.ctl.to_act() != (self.lesson.learner if self.lesson else None):
            return
        card, zone = guide.light(scene, self.ctl, action)
        if card is None and zone is None:  # a button: mark it in the action bar
            text = scene.ensure_plugin().action_text(action)
            for b in getattr(self.win, "buttons", []):
                if b.text() == text:
                    b.setStyleSheet("border: 2px solid #1565c0; font-weight: bold;")
                    self._marked.append(b)

    def show_me(self) -> None:
        self._relight()
        action = self.target()
        if action is not None:
            text = self.win.scene.ensure_plugin().action_text(action)
            self._line(QCoreApplication.translate("Lessons", "The lesson's move: %1").replace("%1", text), "hint")

    # ---- buttons ------------------------------------------------------------------------------
    def _buttons(self) -> None:
        on = self.lesson is not None
        cur = self.cursor
        done = on and cur is not None and cur.done
        self.b_continue.setVisible(on and self.waiting)
        self.b_show.setVisible(on and not done and self.target() is not None)
        self.b_restart.setVisible(self.lesson is not None or self.course is not None)
        nxt = self.course is not None and self.index + 1 < len(self.course.files)
        self.b_next.setVisible(bool(done and nxt))

    def restart(self) -> None:
        if self.lesson is not None:
            self.start(self.course, self.index, load_lesson(self.lesson.path))

    def next_lesson(self) -> None:
        if self.course is not None and self.index + 1 < len(self.course.files):
            self.start(self.course, self.index + 1)

    # ---- the text ------------------------------------------------------------------------------
    STYLES = {"goal": "color:#2e5e2e;", "task": "font-weight:bold;", "auto": "color:#555555;",
              "explain": "color:#0d47a1;", "formula": "color:#1565c0;font-weight:bold;",
              "done": "color:#2e7d32;font-weight:bold;", "right": "color:#2e7d32;", "wrong": "color:#b71c1c;",
              "refused": "color:#b71c1c;", "hint": "color:#6a1b9a;", "error": "color:#b71c1c;font-style:italic;"}

    def _say(self, part: str, texts: dict, style: str) -> None:
        self.entries.append((style, "texts", {"texts": texts}))
        self._tell()

    def _line(self, text: str, style: str) -> None:
        self.entries.append((style, "line", {"text": text}))
        self._tell()

    def _formula(self, ev: FormulaResolved) -> None:
        self.entries.append(("formula", "formula", {"event": ev}))
        self._tell()

    def _entry_text(self, kind: str, data: dict) -> str:
        lang = i18n.current[0]
        if kind == "texts":
            t = data["texts"]
            return t.get(lang) or t.get("en", "")
        if kind == "formula":
            names = [s.name for s in self.ctl.seats]
            return describe(data["event"], names, self.win.scene.ensure_plugin().naming) or ""
        return data["text"]

    def _tell(self) -> None:
        parts = []
        last = len(self.entries) - 1
        for k, (style, kind, data) in enumerate(self.entries):
            text = html.escape(self._entry_text(kind, data))
            mark = "background:#fff8c4;" if k == last and style in ("task",) else ""
            parts.append(f'<p style="{self.STYLES.get(style, "")}{mark}">{text}</p>')
        self.text.setHtml("".join(parts))
        sb = self.text.verticalScrollBar()
        sb.setValue(sb.maximum())

    def plain(self) -> list[str]:
        return [self._entry_text(kind, data) for _s, kind, data in self.entries]

    def retranslate(self) -> None:
        lang = i18n.current[0]
        self.setWindowTitle(QCoreApplication.translate("Lessons", "Lesson"))
        self.title.setText(self.lesson.text("title", lang) if self.lesson else "")
        self.b_continue.setText(QCoreApplication.translate("Lessons", "Continue"))
        self.b_show.setText(QCoreApplication.translate("Lessons", "Show me"))
        self.b_restart.setText(QCoreApplication.translate("Lessons", "Restart"))
        self.b_next.setText(QCoreApplication.translate("Lessons", "Next lesson"))
        self._tell()
        self._buttons()


def place_over_table(box, parent) -> None:
    """Centre ``box`` on the table, not on the whole window: at 1024×768 the offer centred on the window had its
    right edge under the log dock. Kept inside the table where it fits, else inside the window."""
    area = getattr(parent, "view", None) if parent is not None else None
    if area is None or not area.isVisible():
        area = parent.centralWidget() if parent is not None and hasattr(parent, "centralWidget") else None
    if area is None:
        return
    if not box.isVisible():
        box.adjustSize()
    size = box.size()
    rect = QRect(area.mapToGlobal(QPoint(0, 0)), area.size())
    outer = QRect(parent.mapToGlobal(QPoint(0, 0)), parent.size())
    bound = rect if size.width() <= rect.width() and size.height() <= rect.height() else outer
    x = rect.center().x() - size.width() // 2
    y = rect.center().y() - size.height() // 2
    x = max(bound.left(), min(x, bound.right() + 1 - size.width()))
    y = max(bound.top(), min(y, bound.bottom() + 1 - size.height()))
    box.move(x, y)


def offer_first_lesson(parent, progress: Progress | None = None) -> tuple[Course, int] | None:
    """The first start: offer lesson 1 of each game that has lessons (asked once)."""
    progress = progress or Progress()
    if progress.offered:
        return None
    progress.mark_offered()
    firsts = []
    seen = set()
    for spec, course in courses():
        if spec.name not in seen and course.files:
            seen.add(spec.name)
            firsts.append((spec, course))
    if not firsts:
        return None
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("Lessons", "Welcome"))
    box.setText(QCoreApplication.translate("Lessons", "New to these games? A first lesson takes a few minutes and shows how a turn works."))
    buttons = {}
    for spec, course in firsts:
        b = box.addButton(QCoreApplication.translate("Lessons", "Lesson 1: %1").replace("%1", QCoreApplication.translate(GAMES_CONTEXT, spec.display_name)),
                          QMessageBox.AcceptRole)
        buttons[b] = course
    box.addButton(QCoreApplication.translate("Lessons", "Not now"), QMessageBox.RejectRole)
    place_over_table(box, parent)
    QTimer.singleShot(0, lambda: place_over_table(box, parent))  # again once shown: its laid-out size is final
    box.exec()
    course = buttons.get(box.clickedButton())
    return (course, 0) if course is not None else None


__all__ = ["LessonDock", "LessonsDialog", "courses", "offer_first_lesson", "place_over_table", "TRY"]
