"""劇牌 in the main window (the Gestures menu, §8; the trade and vote dialog, §7.6/§7.9) and in the new-game
dialog (the editable situation table, §7.8)."""

from __future__ import annotations

from ...plugin import NewGameExtras, WindowExtras


class JupaiWindow(WindowExtras):
    def __init__(self, win, game: str) -> None:
        super().__init__(win, game)
        from .gestures import GestureMenu
        self.gestures = GestureMenu(win, win.menuBar(), before=win.m_help.menuAction())  # §8
        self.decisions = None

    def refresh(self) -> None:
        on = self.active()
        self.gestures.refresh(on)
        if on and self.decisions is None:
            from .decisions import DecisionDialog
            self.decisions = DecisionDialog(self.win)  # forced trade and continuation vote (§7.6, §7.9)
        if self.decisions is not None:
            self.decisions.refresh()


class JupaiNewGame(NewGameExtras):
    def __init__(self, dlg, game: str, page) -> None:
        super().__init__(dlg, game, page)
        from .situation_editor import SituationTableEditor
        self.situation = SituationTableEditor()  # advanced: the editable §7.8 table
        page.addWidget(self.situation)

    def update(self, game: str, mode: str | None, players: int) -> None:
        self.situation.setVisible(game == self.game and mode == "advanced")

    def options(self, mode: str | None, players: int) -> dict:
        if mode == "advanced" and self.situation.changed():
            return {"situation_table": self.situation.table()}
        return {}
