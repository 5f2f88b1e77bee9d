"""三国智 in the main window and the new-game dialog: the side-panel dock, Game ▸ Deck editor, deck per seat
(the plug-in's ``window_extras`` and ``newgame_extras``)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QDockWidget, QFileDialog, QFrame, QScrollArea

from ....games.sanguozhi.decks import DEFAULT_DECKS, DeckError, load_deck
from ....games.sanguozhi.paths import decks_dir
from ...plugin import NewGameExtras, WindowExtras


def tr(text: str) -> str:
    return QCoreApplication.translate("Sanguozhi", text)


# A deck's name written in both languages, "魏蜀 铁骑 (Wei–Shu Iron Cavalry)": the Chinese before the brackets,
# the English inside them (deck files have one name field).
_BOTH = re.compile(r"^(?P<zh>.*[\u3400-\u9fff].*?)\s*[(（](?P<en>[^()（）\u3400-\u9fff]+)[)）]\s*$")


def deck_label(name: str, language: str | None = None) -> str:
    """A deck name in the UI language only: the Chinese part in zh_CN (zh_TW converted), the English in en;
    a name in one language stays as it is."""
    from . import terms
    language = language or terms.lang()
    m = _BOTH.match(name or "")
    if not m:
        return name
    if language == "en":
        return m.group("en").strip()
    zh = m.group("zh").strip()
    if language == "zh_TW":
        from ....games.sanguozhi.cardtext import zh_tw
        return zh_tw(zh)
    return zh


def deck_choices() -> list[tuple[str, str]]:
    """(label, deck reference) of the shipped decks and the user's saved decks."""
    from .deckeditor import user_decks_dir
    out = []
    for base in (decks_dir(), user_decks_dir()):
        if not base.is_dir():
            continue
        for p in sorted(base.iterdir()):
            if p.suffix.lower() not in (".txt", ".json"):
                continue
            try:
                name = load_deck(str(p)).get("name") or p.stem
            except DeckError:
                continue
            out.append((deck_label(name), str(p)))
    return out


class SanguozhiWindowExtras(WindowExtras):
    """Owns the 三国智 dock (shown only during a 三国智 game) and the Deck editor menu entry."""

    def __init__(self, win, game: str = "sanguozhi"):
        super().__init__(win, game)
        from .panel import SanguozhiPanel
        self.panel = SanguozhiPanel(win)
        self.dock = QDockWidget(win)
        self.dock.setObjectName("sanguozhiDock")
        # The panel scrolls inside its dock: its own minimum height grew with the 战团 (four battle groups, their
        # attackers and blockers) and made the window taller than a 768 px screen (the action bar off it).
        self.scroll = QScrollArea()
        self.scroll.setObjectName("sanguozhiScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.panel)
        self.dock.setWidget(self.scroll)
        self.dock.setFeatures(QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetClosable)
        win.addDockWidget(Qt.LeftDockWidgetArea, self.dock)
        # narrow enough that at 1024 px the table keeps more than half the window (issue 12); it may be closed
        # (its ×, View ▸ its entry or F9) and the main window remembers that per dock (settings "panels")
        self.dock.setMinimumWidth(140)  # (the main window shares the width among the docks: _budget_docks)
        self.dock.hide()
        self.dock.toggleViewAction().setShortcut(QKeySequence("F9"))
        self.a_decks = QAction(win)
        self.a_decks.setShortcut(QKeySequence("Ctrl+D"))
        self.a_decks.triggered.connect(self.open_deck_editor)
        win.m_game.insertAction(win.m_actions.menuAction(), self.a_decks)
        self.editor = None
        self.retranslate()
        self.game_started()

    def retranslate(self) -> None:
        self.a_decks.setText(QCoreApplication.translate("Sanguozhi", "三国智 &deck editor…"))
        self.dock.setWindowTitle(QCoreApplication.translate("Sanguozhi", "San Guo Zhi"))
        self.panel.retranslate()

    def game_started(self) -> None:
        on = self.active()
        self.dock.setVisible(on)  # the main window hides it again if the player closed it (settings "panels")
        if on:
            self.panel.refresh()

    def show_panel(self, on: bool) -> None:
        self.dock.setVisible(bool(on) and self.active())

    def open_deck_editor(self) -> None:
        from .deckeditor import DeckEditor
        if self.editor is None:
            self.editor = DeckEditor(self.win)
            self.editor.startGame.connect(self.start_with_deck)
        self.editor.show()
        self.editor.raise_()

    def start_with_deck(self, path: str, bot_deck: str, level: str) -> None:
        """Play the editor's deck against a bot seat of ``level``; the seats get the names the new-game dialog
        gives them (the player's last name there, else "Player 1"; "Player 2" for the bot)."""
        import random
        from ....controller import SeatConfig
        names = self.win.seat_names(2)
        seats = [SeatConfig(names[0]), SeatConfig(names[1], "bot", level)]
        if not self.win.confirm_replace():  # the running game is not lost by accident (issue 15)
            return
        self.win.start_game(self.game, seats, {"decks": [path, bot_deck]}, random.randrange(1, 1_000_000))


class NewGameDecks(NewGameExtras):
    """A deck chooser per seat in the new-game dialog, shown when 三国智 is chosen."""

    def __init__(self, dlg, game: str = "sanguozhi", page=None):
        super().__init__(dlg, game, page)
        self.combos: list[QComboBox] = []
        choices = deck_choices()
        defaults = [str(decks_dir() / (n + ".txt")) for n in DEFAULT_DECKS]
        for k, (name, kind, lbl) in enumerate(dlg.seat_rows):
            cb = QComboBox()
            for label, ref in choices:
                cb.addItem(label, ref)
            cb.addItem(QCoreApplication.translate("Sanguozhi", "Other deck file…"), "")
            want = next((i for i, (_l, ref) in enumerate(choices)
                         if Path(ref).stem == DEFAULT_DECKS[k % len(DEFAULT_DECKS)]), 0)
            cb.setCurrentIndex(want)
            cb.activated.connect(lambda i, c=cb: self._other(c, i))
            dlg.seat_grid.addWidget(cb, k, 4)
            self.combos.append(cb)
        self.defaults = defaults

    def _other(self, cb: QComboBox, i: int) -> None:
        if cb.itemData(i):
            return
        path, _ = QFileDialog.getOpenFileName(self.dlg, QCoreApplication.translate("Sanguozhi", "Open a deck"), str(decks_dir()),
                                              QCoreApplication.translate("Sanguozhi", "三国智 decks (*.txt *.json)"))
        if path:
            cb.insertItem(i, Path(path).stem, path)
            cb.setCurrentIndex(i)

    def update(self, game: str, mode: str | None, n: int) -> None:
        for k, cb in enumerate(self.combos):
            cb.setVisible(game == self.game and k < n)

    def options(self, mode: str | None, n: int) -> dict:
        return {"decks": [cb.currentData() or self.defaults[k % len(self.defaults)]
                          for k, cb in enumerate(self.combos[:n])]}
