"""The main window: menus, the table, the round banner, the action bar, the log and the hot-seat curtain."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPalette
from PySide6.QtWidgets import (QApplication, QDialog, QDockWidget, QFileDialog, QHBoxLayout, QLabel,
                               QMainWindow, QMessageBox, QPushButton, QSizePolicy, QTextBrowser, QVBoxLayout,
                               QWidget)

from ..controller import GameController, SeatConfig
from ..core.errors import FileRefused, SaveError
from ..core.persistence import saves_dir
from . import i18n
from .help import help_html, help_spec, help_url
from .logpanel import LogPanel
from .settings import Settings
from .sizing import shrinkable, two_lines
from .table import TableScene, TableView
from .themes import color

def refusal_text(exc: Exception) -> str:
    """A refused file's reason in the reader's language: the validation layer's ``message(translate)``
    (``Files`` context) where the error offers it, else its text."""
    msg = getattr(exc, "message", None)
    if callable(msg):
        try:
            return str(msg(lambda t: QCoreApplication.translate("Files", t)))
        except TypeError:
            pass
    return str(exc)


class Curtain(QWidget):
    """Covers the table between two humans: "Pass to <name>", until that player clicks."""

    lifted = Signal(int)

    def __init__(self, parent):
        super().__init__(parent)
        self.seat = -1
        self.setAutoFillBackground(True)
        # A QWidget subclass paints a style-sheet background only with this attribute: without it the curtain
        # showed only its title's band and the table (face-down hands, but everything else) around it.
        self.setAttribute(Qt.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignCenter)
        self.title.setObjectName("curtainTitle")
        self.button = QPushButton()
        self.button.setObjectName("curtainButton")
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(lambda: self.lifted.emit(self.seat))
        lay.addWidget(self.title)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)
        self.hide()

    def show_for(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        if self.seat >= 0:
            self.title.setText(self.tr("Pass to %1").replace("%1", self.name))
            self.button.setText(self.tr("I am %1 — show my cards").replace("%1", self.name))

    def mousePressEvent(self, ev) -> None:
        ev.accept()


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, controller: GameController | None = None):
        super().__init__()
        self.settings = settings if settings is not None else Settings()
        self.ctl = controller or GameController(self)
        self.ctl.setParent(self)
        self.ctl.bot_delay_ms = int(self.settings.get("bot_delay_ms", 600))
        self.save_path = None
        self.load_problems: list[str] = []
        self.scene = TableScene(self.ctl, self)  # keep a Python reference (QT_NOTES)
        self.scene.speed = int(self.settings.get("speed", 2))
        self.scene.theme = self.settings.get("theme", "light")
        from . import cardart
        cardart.set_style(bool(self.settings.get("four_colour")), bool(self.settings.get("suit_letters")))
        self.view = TableView(self.scene)
        self.view.after_tab = lambda: next((b for b in self.buttons if not b.isHidden() and b.isEnabled()), None)
        central = QWidget()
        self.central = central
        vl = QVBoxLayout(central)
        vl.setContentsMargins(0, 0, 0, 0)
        vl.setSpacing(0)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setAlignment(Qt.AlignCenter)
        self.banner.setMinimumHeight(34)
        # a long banner (players' names) is cut, it does not widen the window past the screen
        self.banner.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        vl.addWidget(self.banner)
        from .phasebar import PhaseBar
        self.phasebar = PhaseBar(self)  # the phases and the stops of a game whose rules name them
        self.phasebar.hide()
        self.phasebar.pass_buttons.hide()
        # "passing until the end of the turn" beside the chips is cut when the row is full; it never widens the window
        self.phasebar.mode_label.setMinimumWidth(1)
        vl.addWidget(self.phasebar)
        vl.addWidget(self.view, 1)
        self.bar = QWidget()
        self.bar.setObjectName("actionBar")
        self.bar_layout = QHBoxLayout(self.bar)
        self.bar_layout.setContentsMargins(8, 4, 8, 4)
        # The "what now" line (FreeKill's 请选择… prompt) and, below it, the last refusal or notice.
        from .sizing import FitLabel
        self.prompt = FitLabel(2)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setAccessibleName(self.tr("What to do now"))
        self.notice = QLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        for lab in (self.prompt, self.notice):
            lab.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)  # the buttons keep their width
            lab.setMinimumWidth(160)
            lab.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        left = QVBoxLayout()
        left.setSpacing(1)
        left.addWidget(self.prompt)
        left.addWidget(self.notice)
        self.bar_layout.addLayout(left, 1)
        self.bar_layout.addWidget(self.phasebar.pass_buttons)
        from .sizing import shrinkable
        # the pass keys and the game's buttons may be narrower than their words (cut with "…"): at 1024×768 a row
        # of long Chinese labels widened the window past the screen (the bar, 提示 and the log's × off it)
        shrinkable(self.phasebar.b_next, self.phasebar.b_end, self.phasebar.b_until)
        self.buttons: list[QPushButton] = []
        self._bar_probe = QPushButton("Ag", self.bar)  # the action bar is as tall as with buttons from the start
        self._bar_probe.setObjectName("actionButton")
        self._bar_probe.hide()
        vl.addWidget(self.bar)
        self.setCentralWidget(central)
        self.curtain = Curtain(central)
        self.curtain.lifted.connect(self._lift_curtain)
        self.log = LogPanel()
        self.dock = QDockWidget(self)
        self.dock.setObjectName("logDock")
        self.dock.setWidget(self.log)
        self.dock.setFeatures(QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetClosable)
        self.addDockWidget(Qt.RightDockWidgetArea, self.dock)
        self.dock.setVisible(bool(self.settings.get("log_visible", True)))
        self.status_label = QLabel()
        self.status_label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)  # a long hover text is cut
        self.statusBar().addWidget(self.status_label, 1)
        self._build_menus()
        self._connect()
        self.extras = self._make_extras()  # each game's docks, menus and dialogs (WindowExtras)
        from .companion import Companion
        self.companion = Companion(self)  # replays, recent games, statistics, hints, the record of finished games
        self.apply_theme(self.scene.theme)
        self.retranslate()
        geo = self.settings.get("geometry")
        if isinstance(geo, str):
            try:
                self.restoreGeometry(QByteArray.fromBase64(geo.encode()))
            except Exception:  # noqa: BLE001
                pass
        else:
            from .sizing import fit_to_screen
            fit_to_screen(self, 1400, 880)  # a first start on a small screen gets a window that fits it
        self._fit_minimum()

    # ------------------------------------------------------------------ menus
    def _act(self, menu, shortcut, slot, checkable=False) -> QAction:
        a = QAction(self)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))
        a.setCheckable(checkable)
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.m_game = mb.addMenu("")
        self.a_new = self._act(self.m_game, QKeySequence.New, self.new_game_dialog)
        self.a_open = self._act(self.m_game, QKeySequence.Open, self.open_dialog)
        self.a_save = self._act(self.m_game, QKeySequence.Save, self.save)
        self.a_save_as = self._act(self.m_game, "Ctrl+Shift+S", self.save_as)
        self.a_props = self._act(self.m_game, "Ctrl+I", self.show_properties)
        self.m_game.addSeparator()
        self.m_actions = self.m_game.addMenu("")
        self.m_game.addSeparator()
        self.a_quit = self._act(self.m_game, QKeySequence.Quit, self.close)
        self.m_edit = mb.addMenu("")
        self.a_undo = self._act(self.m_edit, QKeySequence.Undo, self.ctl.undo)
        self.a_redo = self._act(self.m_edit, "Ctrl+Shift+Z", self.ctl.redo)
        self.m_edit.addSeparator()
        self.a_settings = self._act(self.m_edit, "Ctrl+,", self.settings_dialog)
        self.a_redo2 = QAction(self)
        self.a_redo2.setShortcut(QKeySequence("Ctrl+Y"))
        self.a_redo2.triggered.connect(self.ctl.redo)
        self.addAction(self.a_redo2)
        self.m_view = mb.addMenu("")
        self.m_lang = self.m_view.addMenu("")
        self.lang_group = QActionGroup(self)
        self.lang_actions = {}
        for k, lang in enumerate(i18n.LANGUAGES):
            a = self._act(self.m_lang, f"Ctrl+Alt+{k + 1}", lambda _=False, lg=lang: self.set_language(lg), True)
            a.setText(i18n.NATIVE_NAMES[lang])
            self.lang_group.addAction(a)
            self.lang_actions[lang] = a
        self.m_theme = self.m_view.addMenu("")
        self.theme_group = QActionGroup(self)
        self.a_light = self._act(self.m_theme, "Ctrl+Alt+L", lambda: self.set_theme("light"), True)
        self.a_dark = self._act(self.m_theme, "Ctrl+Alt+D", lambda: self.set_theme("dark"), True)
        self.theme_group.addAction(self.a_light)
        self.theme_group.addAction(self.a_dark)
        self.m_speed = self.m_view.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions = {}
        for sp in (0, 1, 2, 3):
            a = self._act(self.m_speed, f"Ctrl+Alt+{sp + 5}", lambda _=False, s=sp: self.set_speed(s), True)
            self.speed_group.addAction(a)
            self.speed_actions[sp] = a
        self.m_botdelay = self.m_view.addMenu("")
        self.botdelay_group = QActionGroup(self)
        self.botdelay_actions = {}
        from .settings import BOT_DELAYS
        for ms in BOT_DELAYS:
            a = self._act(self.m_botdelay, None, lambda _=False, m=ms: self.set_bot_delay(m), True)
            self.botdelay_group.addAction(a)
            self.botdelay_actions[ms] = a
        self.a_log = self._act(self.m_view, "Ctrl+L", self.toggle_log, True)
        self.a_stops = self._act(self.m_view, None, self.stops_dialog)
        self.m_help = mb.addMenu("")
        self.a_rules = self._act(self.m_help, "Ctrl+F1", lambda: self.show_rules(""))
        self.a_help_here = self._act(self.m_help, "F1", self.help_here)
        self.a_about = self._act(self.m_help, None, self.about)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Paizhuo 牌桌"))
        self.m_game.setTitle(self.tr("&Game"))
        self.a_new.setText(self.tr("&New game…"))
        self.a_open.setText(self.tr("&Open…"))
        self.a_save.setText(self.tr("&Save"))
        self.a_save_as.setText(self.tr("Sa&ve as…"))
        self.a_props.setText(self.tr("&Properties…"))
        self.m_actions.setTitle(self.tr("&Actions"))
        self.a_quit.setText(self.tr("&Quit"))
        self.m_edit.setTitle(self.tr("&Edit"))
        self.a_undo.setText(self.tr("&Undo"))
        self.a_redo.setText(self.tr("&Redo"))
        self.m_view.setTitle(self.tr("&View"))
        self.m_lang.setTitle(self.tr("&Language"))
        self.m_theme.setTitle(self.tr("&Theme"))
        self.a_light.setText(self.tr("&Light table"))
        self.a_dark.setText(self.tr("&Dark table"))
        self.m_speed.setTitle(self.tr("Animation &speed"))
        names = {0: self.tr("Instant"), 1: self.tr("Slow"), 2: self.tr("Normal"), 3: self.tr("Fast")}
        for sp, a in self.speed_actions.items():
            a.setText(f"{sp} — {names[sp]}")
        self.m_botdelay.setTitle(self.tr("&Bot speed"))
        from .settingsdialog import bot_speed_names
        for ms, name in bot_speed_names(self).items():
            a = self.botdelay_actions[ms]
            a.setText(name + ("" if ms == 0 else " — " + self.tr("%1 s").replace("%1", f"{ms / 1000:g}")))
            a.setChecked(ms == self.ctl.bot_delay_ms)
        self.a_settings.setText(self.tr("&Settings…"))
        self.a_log.setText(self.tr("Show lo&g"))
        self.a_stops.setText(self.tr("Sto&ps…"))
        self.phasebar.retranslate()
        self.m_help.setTitle(self.tr("&Help"))
        self.a_rules.setText(self.tr("&Rules"))
        self.a_help_here.setText(self.tr("Rule for the card or place under the mouse"))
        self.a_about.setText(self.tr("&About Paizhuo"))
        self.dock.setWindowTitle(self.tr("Log"))
        self.lang_actions.get(i18n.current[0], self.lang_actions["en"]).setChecked(True)
        (self.a_dark if self.scene.theme == "dark" else self.a_light).setChecked(True)
        self.speed_actions[self.scene.speed].setChecked(True)
        self.a_log.setChecked(self.dock.isVisible() or bool(self.settings.get("log_visible", True)))
        self.curtain.retranslate()
        self.notice.clear()  # it was said in the other language
        for ext in getattr(self, "extras", {}).values():
            ext.retranslate()
        self.scene.relabel()
        self.log.retell()
        self.refresh(force=True)

    def changeEvent(self, ev) -> None:
        if ev.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(ev)

    def _make_extras(self) -> dict:
        """Each registered game's window parts (its table plug-in's ``window_extras``); a game whose plug-in
        fails to load is reported, not hidden."""
        from ..games import specs
        from .plugin import plugin_class
        out = {}
        for spec in specs(strict=False):
            try:
                cls = plugin_class(spec).window_extras
            except Exception as exc:  # noqa: BLE001 - shown to the user, the other games stay playable
                self.load_problems.append(f"{spec.name}: {type(exc).__name__}: {exc}")
                continue
            if cls is not None:
                out[spec.name] = cls(self, spec.name)
        return out

    def report_load_problems(self) -> None:
        """Tell the user about games that failed to load (the registry's errors and broken plug-ins)."""
        from ..games import load_errors
        lines = [str(e) for e in load_errors().values()] + self.load_problems
        if lines:
            QMessageBox.warning(self, self.tr("Games that failed to load"), "\n".join(lines))

    # ------------------------------------------------------------------ wiring
    def _connect(self) -> None:
        c = self.ctl
        c.gameStarted.connect(self._game_started)
        c.logEvents.connect(self.log.add_batch)
        c.logReset.connect(lambda: self.log.load(self.ctl.logbook.batches))
        c.refused.connect(self.show_notice)
        c.toActChanged.connect(lambda _s: self.refresh())
        c.undoChanged.connect(self.refresh)
        c.viewerChanged.connect(lambda _s: self.refresh())
        c.curtainRequested.connect(self._curtain)
        c.gameOver.connect(self._game_over)
        c.stalled.connect(self._stalled)
        c.saveFailed.connect(lambda m: self.show_notice(self.tr("Could not save: %1").replace("%1", m)))
        c.changed.connect(self._changed)
        c.botThinking.connect(lambda _s, _b: self.refresh())
        c.auto_answer = self._auto_answer
        c.autoAnswered.connect(self._auto_answered)
        c.move_words = self._move_words
        self.scene.message.connect(self.show_notice)
        self.scene.hoverInfo.connect(self.status_label.setText)
        self.scene.helpRequested.connect(self.show_rules)

    def _changed(self, _events) -> None:
        self.notice.clear()  # a refusal or notice is stale once the table has moved on
        dlg = getattr(self, "gameover_dialog", None)
        if dlg is not None and dlg.isVisible() and not self.ctl.is_over():
            dlg.close()  # the end was undone
        self.refresh()

    def submit_by_hand(self, action) -> bool:
        """A move a person chose in the action bar or a menu: asked first where it ends their game
        (``confirm_move``), then submitted.  Moves submitted by code (bots, tests, replays) are never asked."""
        if not self.confirm_move(action):
            return False
        return self.ctl.submit(action)

    def confirm_move(self, action) -> bool:
        """A move that ends (or suspends) the player's game — 认输, and whatever else the game's plug-in names
        (``TablePlugin.confirm_text``) — is asked first: one misclick in the action bar or a menu must not do
        it.  Asked of a person only."""
        asked = self.scene.ensure_plugin().confirm_text(action)
        if asked is None:
            return True
        seat = getattr(action, "seat", None)
        if not self.ctl.is_human(seat if seat is not None else self.ctl.to_act()):
            return True  # a bot's move (bots are never asked)
        ans = QMessageBox.question(self, asked[0], asked[1], QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        return ans == QMessageBox.Yes

    def _auto_answer(self, seat: int, legal: list):
        """Answers the table gives for a person without asking (the game's plug-in; the player's stops)."""
        return self.scene.ensure_plugin().auto_answer(seat, legal, str(self.settings.get("gesture_stops", "empty")))

    def what_now_text(self) -> str:
        """The "what now" line: what the person at the PC is expected to do, or whom the table waits for."""
        c = self.ctl
        if not c.match:
            return self.tr("Game ▸ New game (Ctrl+N) starts a game.")
        if c.is_over():
            return self.tr("The game is over: see the ranking. Game ▸ New game starts another.")
        if c.is_stalled:
            return self.tr("The bots stopped: the game went round in circles. Undo, save or start a new game.")
        actor = c.to_act()
        if actor is None:
            return ""
        if self.curtain.isVisible() or c.viewer is None and c.is_human(actor):
            return self.tr("Pass the PC to %1.").replace("%1", c.name(actor))
        plugin = self.scene.ensure_plugin()
        view = c.view()
        seat = c.my_turn_seat()
        if seat is not None:
            text = plugin.what_now(view, seat)
            if text:
                return text
            drags, buttons = c.draggable_cards(seat), c.button_actions(seat)
            if drags and buttons:
                return self.tr("Your turn: drag a lit card onto a lit place, or choose a button.")
            if drags:
                return self.tr("Your turn: drag a lit card onto a lit place.")
            if buttons:
                return self.tr("Your turn: choose in the action bar.")
            return self.tr("Your turn.")
        if c.viewer is not None:
            text = plugin.waiting_text(view, actor)
            if text:
                return text
        if c.is_human(actor):
            return self.tr("Waiting for %1.").replace("%1", c.name(actor))
        return self.tr("%1 (bot) is thinking…").replace("%1", c.name(actor))

    def _game_started(self) -> None:
        self.log.clear_log([s.name for s in self.ctl.seats], self.scene.ensure_plugin().naming)
        self.log.load(self.ctl.logbook.batches)  # a loaded or resumed game brings its log back
        self._restoring_docks = True  # the game's parts show their docks: not the player's choice
        try:
            for ext in self.extras.values():
                ext.game_started()
        finally:
            self._restoring_docks = False
        self.phasebar.game_started()
        wanted = {d for d in self.side_docks() if d.isVisible()}  # the docks this game has
        self._restore_docks()
        self._watch_docks()
        for d in self.side_docks():  # View offers the docks of the game on the table only
            if d is not self.dock:
                d.toggleViewAction().setVisible(d in wanted or d.isVisible()
                                                or (self.settings.get("panels") or {}).get(d.objectName()) is False
                                                and self._dock_game_active(d))
        self.curtain.hide()
        self.notice.clear()
        self.refresh(force=True)

    def _move_words(self, action) -> str:
        """A move in the reader's words (the game's plug-in), for a bot reason that does not name its move."""
        return self.scene.ensure_plugin().action_text(action)

    def _auto_answered(self, seat: int, action, why: str) -> None:
        """The table answered for a human (stops.py): a line in the log (runs of passes become one line)."""
        from ..controller.logbook import AutoAnswer
        try:
            words = self.scene.ensure_plugin().action_text(action)
        except Exception:  # noqa: BLE001 - wording must never stop the game
            words = action.kind
        self.ctl.tell([AutoAnswer(seat, why, words)])

    def stops_dialog(self) -> None:
        from .phasebar import StopsDialog
        if self.ctl.match is None or not self.phasebar.buttons:
            self.show_notice(self.tr("This game has no stops."))
            return
        StopsDialog(self).exec()
        self.phasebar.refresh()

    def _curtain(self, seat: int) -> None:
        self.curtain.show_for(seat, self.ctl.name(seat))
        self.refresh()

    def _lift_curtain(self, seat: int) -> None:
        self.curtain.hide()
        self.refresh()
        self.ctl.lift_curtain(seat)
        self.view.setFocus()

    def _game_over(self, ranking) -> None:
        names = []
        for k, group in enumerate(ranking):
            names.append(f"{k + 1}. " + ", ".join(self.ctl.name(s) for s in group))
        self.show_notice(self.tr("Game over — %1").replace("%1", "; ".join(names)))
        self.ctl.info.setdefault("ended", __import__("time").time())
        from .gameover import GameOverDialog
        if getattr(self, "gameover_dialog", None) is not None:
            self.gameover_dialog.close()
        self.gameover_dialog = GameOverDialog(self, [list(g) for g in ranking])
        self.gameover_dialog.show()

    def _stalled(self, message: str) -> None:
        """The controller stopped bots that went round in circles: say so (non-modal, the table stays usable)."""
        self.show_notice(message)
        box = QMessageBox(QMessageBox.Warning, self.tr("The game is stuck"), message, QMessageBox.Ok, self)
        box.setWindowModality(Qt.NonModal)
        box.setAttribute(Qt.WA_DeleteOnClose)
        box.show()
        self.stall_box = box

    def _fit_minimum(self) -> None:
        """The window never needs more than its screen: its minimum size is its contents' minimum, at most the
        screen's available area less the window frame (contents squeezed past their own minimum are cut inside
        the window, not pushed off the screen: at 1024×768 the window grew to 1042×779 mid-game)."""
        from PySide6.QtCore import QSize
        from PySide6.QtGui import QGuiApplication
        lay = self.layout()
        screen = self.screen() or QGuiApplication.primaryScreen()
        if lay is None or screen is None:
            return
        avail = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.size()
        cap = QSize(max(200, avail.width() - frame.width()), max(150, avail.height() - frame.height()))
        want = lay.totalMinimumSize().boundedTo(cap)
        if self.minimumSize() != want:
            self.setMinimumSize(want)

    def event(self, ev) -> bool:
        done = super().event(ev)
        if ev.type() in (QEvent.LayoutRequest, QEvent.Show, QEvent.ScreenChangeInternal):
            self._fit_minimum()
        return done

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.central.rect())
        self._budget_docks()

    # ---- docks: the table keeps most of the width ---------------------------------------
    TABLE_SHARE = 0.56  # of the window's width, at the least, whatever docks are open (issue 15: 1024×768)

    def side_docks(self) -> list:
        """The docks beside the table (the log, a game's side panel), open or not."""
        return [d for d in self.findChildren(QDockWidget)
                if self.dockWidgetArea(d) in (Qt.LeftDockWidgetArea, Qt.RightDockWidgetArea)]

    def _budget_docks(self) -> None:
        """Open docks share at most the window's width the table does not keep; each may be narrowed to that."""
        docks = [d for d in self.side_docks() if d.isVisible() and not d.isFloating()]
        if not docks:
            return
        share = int(self.width() * (1 - self.TABLE_SHARE) / len(docks)) - 6
        for d in docks:
            d.setMinimumWidth(min(140, share))
            d.setMaximumWidth(max(140, share))
            if d.widget() is not None:
                d.widget().setMinimumWidth(0)
        widths = [min(d.width(), share) for d in docks]
        self.resizeDocks(docks, widths, Qt.Horizontal)

    def _dock_toggled(self, dock, visible: bool) -> None:
        """A dock the player opens or closes stays so (remembered per dock in the settings)."""
        try:
            if getattr(self, "_restoring_docks", False) or not self.isVisible():
                return
        except RuntimeError:  # the window is being destroyed
            return
        panels = dict(self.settings.get("panels") or {})
        panels[dock.objectName()] = bool(visible)
        self.settings["panels"] = panels
        self.settings.save()
        QTimer.singleShot(0, self._budget_docks)

    def _dock_game_active(self, dock) -> bool:
        """Whether ``dock`` belongs to the game on the table (a game's extras made it for its own window)."""
        for ext in self.extras.values():
            if dock in vars(ext).values():
                return ext.active()
        return False

    def _restore_docks(self) -> None:
        """After a game's parts showed their docks: the ones the player closed stay closed."""
        panels = self.settings.get("panels") or {}
        self._restoring_docks = True
        try:
            for d in self.side_docks():
                if d is not self.dock and panels.get(d.objectName()) is False and d.isVisible():
                    d.hide()
        finally:
            self._restoring_docks = False
        self._budget_docks()

    # ------------------------------------------------------------------ state display
    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.statusBar().showMessage(text, 8000)
        self._hold_bar_height()

    def banner_text(self) -> str:
        c = self.ctl
        if not c.match:
            return self.tr("No game — Game ▸ New game")
        actor = c.to_act()
        if c.is_over():
            return self.tr("Game over")
        who = c.name(actor) if actor is not None else "—"
        return self.scene.ensure_plugin().banner_text(who) or self.tr("%1 to act").replace("%1", who)

    def refresh(self, force: bool = False) -> None:
        # One action emits changed, undoChanged and toActChanged: the bar, menus and dialogs are rebuilt once per
        # table state (and whenever the language, theme or game changes), not three times.
        c = self.ctl
        stamp = None if c.match is None else (id(c.match), c._rev, c.viewer, c.to_act(), c.my_turn_seat(),
                                              c.can_undo(), c.can_redo(), c.is_over(), i18n.current[0],
                                              c.bot_thinking(), c.is_stalled, self.curtain.isVisible())
        if not force and stamp is not None and stamp == getattr(self, "_refresh_stamp", None):
            return
        self._refresh_stamp = stamp
        self.banner.setText(self.banner_text())
        self.prompt.setText(self.what_now_text())
        self.prompt.setToolTip(self.prompt.text())
        self.a_undo.setEnabled(self.ctl.can_undo())
        self.a_redo.setEnabled(self.ctl.can_redo())
        self.a_save.setEnabled(self.ctl.match is not None)
        self.a_save_as.setEnabled(self.ctl.match is not None)
        self.a_props.setEnabled(self.ctl.match is not None)
        self._rebuild_buttons()
        self.phasebar.refresh()
        for ext in getattr(self, "extras", {}).values():
            ext.refresh()

    def _rebuild_buttons(self) -> None:
        for b in self.buttons:
            self.bar_layout.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.buttons.clear()
        self.m_actions.clear()
        seat = self.ctl.my_turn_seat() if self.ctl.match else None
        if seat is None:
            self.m_actions.setEnabled(False)
            return
        plugin = self.scene.ensure_plugin()
        acts = plugin.bar_actions(self.ctl.button_actions(seat))  # a game may keep some in its own menus
        self.m_actions.setEnabled(bool(acts))
        for k, a in enumerate(acts):
            label = plugin.action_text(a)
            # a narrow window: long labels on two lines, so the pass keys' whole names fit beside them
            b = QPushButton(two_lines(label) if self.phasebar.narrow() else label)
            b.setObjectName("actionButton")
            shrinkable(b)
            tip = plugin.action_tip(a)
            if k < 9:
                b.setShortcut(QKeySequence(f"Alt+{k + 1}"))
                tip = f"{tip} (Alt+{k + 1})" if tip else f"Alt+{k + 1}"
            b.setToolTip(tip)
            b.setAccessibleName(label)
            b.setAccessibleDescription(tip)
            b.clicked.connect(lambda _=False, a=a: self.submit_by_hand(a))
            self.bar_layout.addWidget(b)
            if self.buttons:
                QWidget.setTabOrder(self.buttons[-1], b)
            self.buttons.append(b)
            ma = self.m_actions.addAction(label)
            ma.triggered.connect(lambda _=False, a=a: self.submit_by_hand(a))
        self._hold_bar_height()

    def _hold_bar_height(self) -> None:
        """(The bar's height is fixed: _fix_bar_height.)  Long lines show whole in their tooltips."""
        self.prompt.setToolTip(self.prompt.text())
        self.notice.setToolTip(self.notice.text())

    # ------------------------------------------------------------------ commands
    def seat_names(self, n: int) -> list[str]:
        """Names for ``n`` seats as the new-game dialog would give them: the names chosen there last, else
        "Player 1" … (translated)."""
        last = self.settings.get("seat_names") or []
        return [last[k] if k < len(last) and isinstance(last[k], str) and last[k].strip() else
                QCoreApplication.translate("NewGameDialog", "Player %1").replace("%1", str(k + 1)) for k in range(n)]

    def new_game_dialog(self) -> bool:
        from .newgame import NewGameDialog
        mem = self.settings.get("new_game")
        dlg = NewGameDialog(self, default_names=self.settings.get("seat_names") or None,
                            remembered=mem if isinstance(mem, dict) else None)
        self.newgame_dialog = dlg
        if dlg.exec() != QDialog.Accepted:
            return False
        self.settings["new_game"] = dlg.remembered()
        self.settings["seat_names"] = [s.name for s in dlg.result_seats()]  # the deck editor's game uses them
        self.settings.save()
        if not self.confirm_replace():
            return False
        return self.start_game(dlg.result_game(), dlg.result_seats(), dlg.result_options(), dlg.result_seed(),
                               dlg.result_info())

    def start_game(self, game: str, seats, options: dict, seed: int, info: dict | None = None) -> bool:
        try:
            self.ctl.new_game(game, seats, options, seed, info)
        except (ValueError, KeyError) as exc:
            QMessageBox.warning(self, self.tr("New game"), refusal_text(exc))
            return False
        self.save_path = None
        self._saved_at = None
        return True

    # ---- nothing lost by accident --------------------------------------------------
    def game_at_stake(self) -> bool:
        """A running game with moves that no save holds yet (the autosave is not a choice the player made)."""
        c = self.ctl
        if c.match is None or c.is_over() or not c.match.actions:
            return False
        return getattr(self, "_saved_at", None) != (id(c.match), len(c.match.actions))

    def ask_save_or_discard(self) -> str:
        """"save", "discard" or "cancel": the question before the running game is replaced."""
        box = QMessageBox(QMessageBox.Question, self.tr("Replace the running game?"),
                          self.tr("The game on the table is not finished. Save it before starting another one?"),
                          QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, self)
        box.setDefaultButton(QMessageBox.Save)
        self.replace_box = box
        ans = box.exec()
        return {QMessageBox.Save: "save", QMessageBox.Discard: "discard"}.get(ans, "cancel")

    def confirm_replace(self) -> bool:
        """True when the running game may be replaced (saved first if the player says so)."""
        if not self.game_at_stake():
            return True
        ans = self.ask_save_or_discard()
        if ans == "save":
            self.save()
            return not self.game_at_stake()  # a cancelled file dialog keeps the game
        return ans == "discard"

    def open_dialog(self) -> None:
        if not self.confirm_replace():
            return
        saves_dir().mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(saves_dir()),
                                              self.tr("Paizhuo saves (*.json)"))
        if path:
            self.open_file(path)

    def open_file(self, path) -> bool:
        """Open a save; a bad file is refused in a message box with the reason in the reader's language (the
        table and the running game stay as they were; never a traceback)."""
        try:
            self.ctl.open(path)
        except SaveError as exc:
            self.open_refused(refusal_text(exc))
            return False
        except Exception as exc:  # noqa: BLE001 - whatever a file does, the user gets a sentence, not a traceback
            self.open_refused(self.tr("This file cannot be opened (%1).").replace("%1", type(exc).__name__))
            return False
        self.save_path = path
        self._saved_at = (id(self.ctl.match), len(self.ctl.match.actions))
        return True

    def open_refused(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Warning, self.tr("Open"), text, QMessageBox.Ok, self)
        box.setAttribute(Qt.WA_DeleteOnClose)
        self.open_box = box
        box.open()  # window-modal, does not block the event loop

    def save(self) -> None:
        if self.save_path:
            if self.ctl.save(self.save_path):
                self._saved_at = (id(self.ctl.match), len(self.ctl.match.actions))
                self.show_notice(self.tr("Saved to %1").replace("%1", str(self.save_path)))
        else:
            self.save_as()

    def save_as(self) -> None:
        if not self.ctl.match:
            return
        saves_dir().mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(saves_dir() / "game.json"),
                                              self.tr("Paizhuo saves (*.json)"))
        if path:
            self.save_path = path
            self.save()

    def set_language(self, lang: str) -> None:
        i18n.set_language(lang)
        self.settings["language"] = lang
        self.settings.save()
        self.retranslate()  # LanguageChange also arrives; retranslating twice is harmless

    def set_theme(self, theme: str) -> None:
        self.settings["theme"] = theme
        self.settings.save()
        self.apply_theme(theme)

    def apply_theme(self, theme: str) -> None:
        from .themes import palette
        app = QApplication.instance()
        if app is not None:  # menus, the log, docks and dialogs follow the table's theme
            app.setPalette(palette(theme, app.style().standardPalette()))
        self.scene.set_theme(theme)
        self.phasebar.apply_theme(theme)
        self.log.set_theme(theme)
        # The view caches its background, the letterbox bands beside the scene included: redraw all of it
        # (stale green bands stayed after a switch to dark until the next resize).
        self.view.resetCachedContent()
        self.view.viewport().update()
        c = lambda k: color(theme, k).name()  # noqa: E731
        self.setStyleSheet(
            f"#banner {{ background: {c('banner')}; color: {c('banner_text')}; font-size: 15px; font-weight: bold;"
            f" padding: 4px; }}"
            f"#actionBar {{ background: {c('felt2')}; }}"
            f"#prompt {{ color: {c('text')}; font-size: 14px; font-weight: bold; }}"
            f"#notice {{ color: {c('legal')}; font-size: 13px; }}"
            f"#actionButton {{ padding: 5px 12px; font-size: 13px; }}"
            f"Curtain {{ background: {c('curtain')}; }}"
            f"#curtainTitle {{ color: {c('text')}; font-size: 34px; font-weight: bold; }}"
            f"#curtainButton {{ font-size: 16px; padding: 8px 24px; }}")
        self.curtain.setStyleSheet(f"Curtain {{ background: {c('curtain')}; }}")
        pal = self.curtain.palette()
        pal.setColor(QPalette.Window, color(theme, "curtain"))
        self.curtain.setPalette(pal)
        self.curtain.title.setStyleSheet(f"color: {c('text')}; font-size: 34px; font-weight: bold;")
        self._fix_bar_height()

    def _fix_bar_height(self) -> None:
        """The action bar has one height: two lines of the "what now" line, one of the notice (longer text is
        cut, the whole of it is the tooltip) or a button row.  A table view that changed height with every
        turn re-fitted the scene and re-rendered every card picture and the background twice a turn."""
        from PySide6.QtGui import QFontMetrics
        self._bar_probe.ensurePolished()
        from PySide6.QtGui import QFont
        for lab, lines in ((self.prompt, 2), (self.notice, 1)):
            lab.ensurePolished()
            f = QFont(lab.font())
            if getattr(lab, "sizes", None):  # a FitLabel: as tall as its lines at its largest size
                f.setPixelSize(lab.sizes[0])
            lab.setFixedHeight(QFontMetrics(f).lineSpacing() * lines + 2)
        m = self.bar_layout.contentsMargins()
        text_h = self.prompt.height() + self.notice.height() + 1
        self.bar.setFixedHeight(max(text_h, self._bar_probe.sizeHint().height()) + m.top() + m.bottom())

    def set_bot_delay(self, ms: int) -> None:
        self.ctl.bot_delay_ms = ms
        self.settings["bot_delay_ms"] = ms
        self.settings.save()
        for m, a in self.botdelay_actions.items():
            a.setChecked(m == ms)

    def set_card_style(self, four_colour: bool, letters: bool) -> None:
        """The four-colour deck and suit letters (colour-blind players; issue 15)."""
        from . import cardart
        self.settings["four_colour"] = bool(four_colour)
        self.settings["suit_letters"] = bool(letters)
        self.settings.save()
        cardart.set_style(four_colour, letters)
        for it in self.scene.cards:
            it._pm_key = None  # the item's picture key does not hold the style: draw it again
            it.refresh()

    def settings_dialog(self) -> None:
        from .settingsdialog import SettingsDialog
        dlg = SettingsDialog(self)
        self.settings_dlg = dlg
        if dlg.exec() == QDialog.Accepted:
            dlg.apply()

    def set_speed(self, speed: int) -> None:
        self.scene.speed = speed
        self.settings["speed"] = speed
        self.settings.save()

    def _watch_docks(self) -> None:
        for d in self.side_docks():
            if d is not self.dock and not d.property("watched"):
                d.setProperty("watched", True)
                d.visibilityChanged.connect(lambda v, d=d: self._dock_toggled(d, v))
                act = d.toggleViewAction()  # View ▸ the game's panels, each a checkable entry
                self.m_view.insertAction(self.a_log, act)

    def toggle_log(self, on: bool) -> None:
        self.dock.setVisible(on)
        self.settings["log_visible"] = bool(on)
        self.settings.save()

    def help_here(self) -> None:
        pos = self.view.mapFromGlobal(self.cursor().pos())
        anchor = ""
        if self.view.rect().contains(pos):
            anchor = self.scene.help_at(self.view.mapToScene(pos))
        if not anchor and self.scene.focus_card is not None:
            anchor = self.scene.help_anchor(self.scene.focus_card.zone)
        self.show_rules(anchor)

    def show_properties(self) -> None:
        if self.ctl.match is None:
            return
        self.properties_dialog = PropertiesDialog(self)
        self.properties_dialog.show()

    def show_rules(self, anchor: str = "") -> None:
        self.rules_dialog = RulesDialog(self, anchor)
        self.rules_dialog.show()

    def about(self) -> None:
        from .. import __version__
        QMessageBox.about(self, self.tr("About Paizhuo"),
                          self.tr("Paizhuo 牌桌 %1 — a card table for Chinese card games.").replace("%1", __version__))

    def closeEvent(self, ev) -> None:
        self.settings["geometry"] = bytes(self.saveGeometry().toBase64()).decode()
        self.settings.save()
        self.companion.shutdown()
        self.ctl.shutdown()
        super().closeEvent(ev)


def properties_html(ctl) -> str:
    """Game ▸ Properties: the game, its seats, seed and length, and its house rules in words — each option of
    its mode with its value, the ones that differ from the first preset (the rules' reading) marked."""
    import html as _html
    import time as _time

    from ..core.spec import GAMES_CONTEXT, OPTIONS_CONTEXT, group_label
    from .newgame import value_text
    spec, st, info = ctl.spec, ctl.state, ctl.info

    def esc(x) -> str:
        return _html.escape(str(x))
    mode = st.options.get("mode")
    rows = [(QCoreApplication.translate("MainWindow", "Game"), QCoreApplication.translate(GAMES_CONTEXT, spec.display_name))]
    m = next((m for m in spec.modes if m.key == mode), None)
    if m is not None:
        rows.append((QCoreApplication.translate("MainWindow", "Mode"), QCoreApplication.translate(GAMES_CONTEXT, m.label)))
    from .app import seat_words
    sep = QCoreApplication.translate("App", ", ")
    rows.append((QCoreApplication.translate("MainWindow", "Players"), sep.join(seat_words(s.to_dict()) for s in ctl.seats)))
    if "seed" in info:
        rows.append((QCoreApplication.translate("MainWindow", "Seed"), str(info["seed"])))
    if isinstance(info.get("started"), (int, float)):
        rows.append((QCoreApplication.translate("MainWindow", "Started"), _time.strftime("%Y-%m-%d %H:%M", _time.localtime(info["started"]))))
    rows.append((QCoreApplication.translate("MainWindow", "Moves"), str(len(ctl.match.actions))))
    from ..controller.session import _round_of
    if _round_of(st):
        rows.append((QCoreApplication.translate("MainWindow", "Round"), str(_round_of(st))))
    presets = {p.key: p for p in spec.presets}
    key = info.get("preset")
    if key in presets:
        rows.append((QCoreApplication.translate("MainWindow", "House rules"), QCoreApplication.translate(OPTIONS_CONTEXT, presets[key].label)))
    elif key == "custom":
        base = presets.get(info.get("preset_base"))
        text = QCoreApplication.translate("MainWindow", "Custom")
        if base is not None:
            text += " — " + QCoreApplication.translate("MainWindow", "from “%1”").replace("%1", QCoreApplication.translate(OPTIONS_CONTEXT, base.label))
        rows.append((QCoreApplication.translate("MainWindow", "House rules"), text))
    out = ["<table cellspacing='4'>"] + [f"<tr><td><b>{esc(a)}</b></td><td>{esc(b)}</td></tr>" for a, b in rows]
    out.append("</table>")
    given = info.get("house_rules") if isinstance(info.get("house_rules"), dict) else None
    reading = spec.preset_values(spec.presets[0].key, mode) if spec.presets else spec.defaults(mode)
    reading_name = QCoreApplication.translate(OPTIONS_CONTEXT, spec.presets[0].label) if spec.presets else ""
    for group in spec.groups(mode):
        out.append(f"<h4>{esc(QCoreApplication.translate(OPTIONS_CONTEXT, group_label(group)))}</h4><ul>")
        for opt in spec.options_for(mode):
            if opt.group != group:
                continue
            if given is not None:
                v = given.get(opt.key, opt.default)
            else:
                v = st.options.get(opt.key, opt.default)
            if opt.problem(v):  # a value the rules worked out (劇牌's automatic deck count): shown as it is
                shown = str(v)
            else:
                shown = value_text(opt, v)
            differs = reading is not None and opt.key in reading and reading[opt.key] != v
            line = esc(QCoreApplication.translate("MainWindow", "%1: %2").replace(
                "%1", QCoreApplication.translate(OPTIONS_CONTEXT, opt.label)).replace("%2", shown))
            if differs:
                line = "● <b>" + line + "</b> <i>(" + esc(QCoreApplication.translate("MainWindow", "%1: %2").replace("%1", reading_name).replace(
                    "%2", value_text(opt, reading[opt.key]))) + ")</i>"
            out.append(f"<li>{line}</li>")
        out.append("</ul>")
    return "".join(out)


class PropertiesDialog(QDialog):
    """Game ▸ Properties: what the game on the table is and which house rules it is played with."""

    def __init__(self, parent):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game properties"))
        self.browser = QTextBrowser()
        self.browser.setHtml(properties_html(parent.ctl))
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        from .sizing import fit_to_screen
        fit_to_screen(self, 560, 640, parent)


class RulesDialog(QDialog):
    """Help ▸ Rules: the player-facing rules of the game on the table in the current language, at a section or
    zone anchor (the game's ``GameSpec.help`` pages)."""

    def __init__(self, parent, anchor: str = ""):
        super().__init__(parent)
        game = parent.ctl.game if parent is not None and hasattr(parent, "ctl") else None
        spec = help_spec(game)
        name = QCoreApplication.translate("Games", spec.display_name) if spec is not None else ""
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", name))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        from .sizing import fit_to_screen
        fit_to_screen(self, 760, 820, parent)
        url = help_url(i18n.current[0], spec)
        if url is not None:
            self.browser.setSource(url)
        else:
            self.browser.setHtml(help_html(i18n.current[0], spec))
        if anchor:
            QTimer.singleShot(0, lambda: self.browser.scrollToAnchor(anchor))
        self.anchor = anchor


__all__ = ["MainWindow", "Curtain", "RulesDialog", "SeatConfig", "QApplication"]
