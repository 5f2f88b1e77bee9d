"""The game-over dialog: the ranking with each seat's standing (burden, 粮草 … as the game's plug-in words it),
the tie-breaks that decided places in words, the game's length, and Rematch (same seats, new seed),
New game, Save replay."""

from __future__ import annotations

import html
import random
import time

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QLabel, QPushButton, QTextBrowser, QVBoxLayout


def tr(text: str) -> str:
    return QCoreApplication.translate("GameOver", text)


def result_html(win, ranking) -> str:
    """The dialog's text: places, names, each seat's standing, the tie-breaks, the game's length."""
    ctl = win.ctl
    plugin = win.scene.ensure_plugin()
    view = ctl.view()
    from .app import seat_words
    rows = []
    for place, group in enumerate(ranking, 1):
        for s in group:
            parts = plugin.result_parts(s, view)
            shared = QCoreApplication.translate("GameOver", "shared") if len(group) > 1 else ""
            rows.append(f"<tr><td align='right'><b>{place}.</b></td><td><b>{html.escape(seat_words(ctl.seats[s].to_dict()))}"
                        f"</b></td><td>{html.escape(' · '.join(parts))}</td><td><i>{shared}</i></td></tr>")
    title = QCoreApplication.translate("GameOver", "Ranking")
    out = [f"<h3>{html.escape(title)}</h3>", "<table cellspacing='6'>", *rows, "</table>"]
    notes = plugin.ranking_notes(view, ranking)
    if notes:
        head = QCoreApplication.translate("GameOver", "How the places were decided")
        out.append(f"<h4>{html.escape(head)}</h4><ul>")
        out += [f"<li>{html.escape(n)}</li>" for n in notes]
        out.append("</ul>")
    length = [QCoreApplication.translate("GameOver", "%n move(s)", "", len(ctl.match.actions))] if ctl.match else []
    from ..controller.session import _round_of
    rnd = _round_of(ctl.state)
    if rnd:
        length.append(QCoreApplication.translate("GameOver", "%n round(s)", "", rnd))
    started = ctl.info.get("started")
    if isinstance(started, (int, float)) and ctl.info.get("ended"):
        minutes = int(round((ctl.info["ended"] - started) / 60))
        if minutes >= 1:
            length.append(QCoreApplication.translate("GameOver", "%n minute(s)", "", minutes))
    sep = QCoreApplication.translate("App", ", ")
    line = QCoreApplication.translate("GameOver", "Length: %1").replace("%1", sep.join(length))
    out.append(f"<p>{html.escape(line)}</p>")
    return "".join(out)


class GameOverDialog(QDialog):
    """Non-modal: the final table stays visible behind it."""

    def __init__(self, win, ranking):
        super().__init__(win)
        self.win = win
        self.setObjectName("gameOverDialog")
        self.setWindowTitle(QCoreApplication.translate("GameOver", "Game over"))
        self.setWindowModality(Qt.NonModal)
        lay = QVBoxLayout(self)
        sep = QCoreApplication.translate("App", ", ")
        winners = sep.join(win.ctl.name(s) for s in (ranking[0] if ranking else []))
        self.headline = QLabel(QCoreApplication.translate("GameOver", "%1 wins!").replace("%1", winners) if ranking and len(ranking[0]) == 1
                               else QCoreApplication.translate("GameOver", "Shared first place: %1").replace("%1", winners))
        self.headline.setObjectName("gameOverHeadline")
        self.headline.setStyleSheet("font-size: 20px; font-weight: bold;")
        lay.addWidget(self.headline)
        self.text = QTextBrowser()
        self.text.setHtml(result_html(win, ranking))
        self.text.setAccessibleName(QCoreApplication.translate("GameOver", "Ranking"))
        lay.addWidget(self.text, 1)
        bb = QDialogButtonBox()
        self.b_rematch = QPushButton(QCoreApplication.translate("GameOver", "&Rematch"))
        self.b_rematch.setToolTip(QCoreApplication.translate("GameOver", "The same seats and house rules with a new seed"))
        self.b_new = QPushButton(QCoreApplication.translate("GameOver", "&New game…"))
        self.b_replay = QPushButton(QCoreApplication.translate("GameOver", "&Save replay…"))
        self.b_close = QPushButton(QCoreApplication.translate("GameOver", "&Close"))
        for b, role in ((self.b_rematch, QDialogButtonBox.AcceptRole), (self.b_new, QDialogButtonBox.ActionRole),
                        (self.b_replay, QDialogButtonBox.ActionRole), (self.b_close, QDialogButtonBox.RejectRole)):
            bb.addButton(b, role)
        self.b_rematch.clicked.connect(self.rematch)
        self.b_new.clicked.connect(self.new_game)
        self.b_replay.clicked.connect(self.save_replay)
        self.b_close.clicked.connect(self.close)
        lay.addWidget(bb)
        from .sizing import fit_to_screen
        fit_to_screen(self, 560, 460, win)
        self.b_rematch.setDefault(True)

    def rematch(self) -> bool:
        """The same seats (names, kinds, levels) and options, a new seed."""
        ctl = self.win.ctl
        game = ctl.game
        opts = {k: v for k, v in ctl.match.initial.options.items() if k != "players"}
        info = {k: ctl.info[k] for k in ("preset", "preset_base", "house_rules") if k in ctl.info}
        seed = random.randrange(1, 1_000_000)
        self.close()
        return self.win.start_game(game, list(ctl.seats), opts, seed, info)

    def new_game(self) -> bool:
        self.close()
        return self.win.new_game_dialog()

    def save_replay(self, path: str | None = None) -> bool:
        """Save the finished game (its moves replay it: H's replay viewer opens it like any save)."""
        from ..core.persistence import saves_dir
        if path is None:
            saves_dir().mkdir(parents=True, exist_ok=True)
            name = time.strftime("replay-%Y%m%d-%H%M.json")
            path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("GameOver", "Save the replay"), str(saves_dir() / name),
                                                  QCoreApplication.translate("MainWindow", "Paizhuo saves (*.json)"))
            if not path:
                return False
        ok = self.win.ctl.save(path)
        if ok:
            self.win.show_notice(QCoreApplication.translate("MainWindow", "Saved to %1").replace("%1", str(path)))
        return ok
