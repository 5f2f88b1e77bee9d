"""The main window's companions, hooked in with one call: replays (Game ▸ Replay…, Recent games, Replay this
game), statistics (Game ▸ Statistics), hints (Game ▸ What would you do?, the H key and a Hint button), lessons
(Help ▸ Lessons, the lesson dock, the first start's offer) and the record of every game played to its end (the
recent-games folder and the statistics file; lessons are not recorded).

Everything here is reached through the main window's public parts (its controller, scene, menus, status bar):
the window itself only makes a ``Companion``.  Names no game.
"""

from __future__ import annotations

import sqlite3
import uuid

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QPushButton

from ..controller.replay import RecentGames, Replay, now_iso, recent_dir
from ..controller.stats import Stats
from ..core.persistence import saves_dir
from .hintpanel import HintPanel
from .lessons import LessonDock, LessonsDialog, offer_first_lesson
from .replay import RecentGamesDialog, ReplayWindow, open_replay



def _insert_after(menu, anchor, actions: list) -> None:
    """Put ``actions`` into ``menu`` right after ``anchor`` (at the end when it is not there)."""
    acts = menu.actions()
    before = acts[acts.index(anchor) + 1] if anchor in acts and acts.index(anchor) + 1 < len(acts) else None
    for a in actions:
        if before is None:
            menu.addAction(a)
        else:
            menu.insertAction(before, a)


class Companion(QObject):
    def __init__(self, win) -> None:
        super().__init__(win)
        self.setObjectName("companion")
        self.win = win
        self.ctl = win.ctl
        self.recent = RecentGames()
        self.stats = Stats()
        self.windows: list[ReplayWindow] = []
        self._key: str | None = None
        self._fresh = False
        self.record_games = True  # tests of other parts may turn the record off
        self.last_recorded = None
        # menus
        self.a_replay = self._action(self.open_replay_dialog)
        self.a_recent = self._action(self.recent_dialog)
        self.a_replay_this = self._action(self.replay_this)
        self.a_stats = self._action(self.stats_dialog)
        sep = QAction(win)
        sep.setSeparator(True)
        _insert_after(win.m_game, win.a_save_as, [sep, self.a_replay, self.a_recent, self.a_replay_this, self.a_stats])
        self.a_hint = self._action(self.ask_hint, "H")
        _insert_after(win.m_game, win.m_actions.menuAction(), [self.a_hint])
        # the hint panel and its button
        self.hints = HintPanel(win)
        win.addDockWidget(Qt.RightDockWidgetArea, self.hints)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.hint_button.clicked.connect(self.ask_hint)
        win.statusBar().addPermanentWidget(self.hint_button)
        # lessons
        self.a_lessons = self._action(self.lessons_dialog, "F2")
        first_help = win.m_help.actions()[0] if win.m_help.actions() else None
        if first_help is not None:
            win.m_help.insertAction(first_help, self.a_lessons)
        else:
            win.m_help.addAction(self.a_lessons)
        self.lesson = LessonDock(win)
        win.addDockWidget(Qt.RightDockWidgetArea, self.lesson)
        # the record of finished games
        self.ctl.gameStarted.connect(self._game_started)
        self.ctl.gameOver.connect(self._game_over)
        self.ctl.undoChanged.connect(self._refresh)
        win.installEventFilter(self)
        self.retranslate()
        self._refresh()

    def _action(self, slot, shortcut: str | None = None) -> QAction:
        a = QAction(self.win)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(lambda _=False: slot())
        return a

    def eventFilter(self, obj, ev) -> bool:
        if obj is self.win and ev.type() == QEvent.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.a_replay.setText(QCoreApplication.translate("Companion", "&Replay a game…"))
        self.a_recent.setText(QCoreApplication.translate("Companion", "Recent &games…"))
        self.a_replay_this.setText(QCoreApplication.translate("Companion", "Replay &this game"))
        self.a_stats.setText(QCoreApplication.translate("Companion", "Stat&istics…"))
        self.a_hint.setText(QCoreApplication.translate("Companion", "What would you do? (hint)"))
        self.a_lessons.setText(QCoreApplication.translate("Companion", "&Lessons…"))
        self.lesson.retranslate()
        self.hint_button.setText(QCoreApplication.translate("Companion", "Hint (H)"))
        self.hint_button.setToolTip(QCoreApplication.translate("Companion", "The Hard bot's three best moves for you, with their chances"))
        self.hints.retranslate()
        for w in self.windows:
            w.retranslate()

    def _refresh(self) -> None:
        self.a_replay_this.setEnabled(self.ctl.match is not None and self.ctl.is_over())

    # ---- replays ---------------------------------------------------------------------------
    def open_replay_dialog(self) -> ReplayWindow | None:
        folder = recent_dir() if recent_dir().is_dir() else saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self.win, QCoreApplication.translate("Companion", "Replay a game"), str(folder),
                                              QCoreApplication.translate("Companion", "Saves and replays (*.json)"))
        if not path:
            return None
        replay = open_replay(self.win, path)
        return self.show_replay(replay) if replay is not None else None

    def recent_dialog(self) -> ReplayWindow | None:
        dlg = RecentGamesDialog(self.win, self.recent)
        if dlg.exec() != QDialog.Accepted or dlg.chosen is None or dlg.chosen.path is None:
            return None
        replay = open_replay(self.win, dlg.chosen.path)
        return self.show_replay(replay) if replay is not None else None

    def replay_this(self) -> ReplayWindow | None:
        c = self.ctl
        if c.match is None or not c.is_over():
            return None
        return self.show_replay(Replay(c.match, c.meta()))

    def show_replay(self, replay: Replay) -> ReplayWindow:
        w = ReplayWindow(replay, None, self.win.scene.theme)
        w.playFromHere.connect(lambda state, seats, r=replay: self.play_from(state, seats, r))
        w.destroyed.connect(lambda _o=None, w=w: self.windows.remove(w) if w in self.windows else None)
        self.windows.append(w)
        w.show()
        w.raise_()
        return w

    def play_from(self, state, seats, replay: Replay) -> None:
        info = replay.meta.get("info") if isinstance(replay.meta.get("info"), dict) else {}
        kept = {k: v for k, v in info.items() if k in ("hints", "preset", "preset_base", "house_rules")}
        self.ctl.start_from_state(state.clone(), seats, info=kept)
        self.win.save_path = None
        self.win.raise_()
        self.win.activateWindow()

    # ---- the record of finished games --------------------------------------------------------
    def _game_started(self) -> None:
        self._key = uuid.uuid4().hex[:12]
        self._fresh = not self.ctl.is_over()  # a finished game opened from a file is not played again
        self._refresh()

    def _game_over(self, ranking) -> None:
        self._refresh()
        c = self.ctl
        if self.lesson.active():
            return  # a lesson's position is not a game played
        if not (self.record_games and self._fresh and c.match is not None and c.match.actions and self._key):
            return
        ended = now_iso()
        names = [s.name for s in c.seats]
        try:
            path = self.recent.add(c.match, c.meta(), names, key=self._key, ended=ended)
            mode = c.match.state.options.get("mode")
            self.stats.record(self._key, ended, c.game, mode if isinstance(mode, str) else None,
                              [s.to_dict() for s in c.seats], [list(p) for p in ranking])
            self.last_recorded = path
        except (OSError, sqlite3.Error) as exc:
            self.win.show_notice(QCoreApplication.translate("Companion", "The finished game could not be kept: %1").replace("%1", str(exc)))

    # ---- statistics and hints ------------------------------------------------------------------
    def stats_dialog(self) -> None:
        from .statsdialog import StatsDialog
        StatsDialog(self.win, self.stats).exec()

    def ask_hint(self) -> bool:
        return self.hints.ask()

    # ---- lessons ------------------------------------------------------------------------------
    def lessons_dialog(self) -> bool:
        dlg = LessonsDialog(self.win, self.lesson.progress)
        if dlg.exec() != QDialog.Accepted or dlg.chosen is None:
            return False
        course, index = dlg.chosen
        return self.start_lesson(course, index)

    def start_lesson(self, course, index: int) -> bool:
        return self.lesson.start(course, index)

    def first_start(self) -> bool:
        """The first start offers lesson 1 (once); True when a lesson was started."""
        chosen = offer_first_lesson(self.win, self.lesson.progress)
        return bool(chosen) and self.start_lesson(*chosen)

    def shutdown(self) -> None:
        self.lesson.stop(restore=False)
        self.hints.shutdown()
        for w in list(self.windows):
            w.close()


__all__ = ["Companion"]
