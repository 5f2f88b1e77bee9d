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
            shared = tr("shared") if len(group) > 1 else ""
            rows.append(f"<tr><td align='right'><b>{place}.</b></td><td><b>{html.escape(seat_words(ctl.seats[s].to_dict()))}"
                        f"</b></td><td>{html.escape(' · '.join(parts))}</td><td><i>{shared}</i></td></tr>")
    out = [f"<h3>{html.escape(tr('Ranking'))}</h3>", "<table cellspacing='6'>", *rows, "</table>"]
    notes = plugin.ranking_notes(view, ranking)
    if notes:
        out.append(f"<h4>{html.escape(tr('How the places were decided'))}</h4><ul>")
        out += [f"<li>{html.escape(n)}</li>" for n in notes]
        out.append("</ul>")
    length = [QCoreApplication.translate("GameOver", "%n move(s)", "", len(ctl.match.actions))] if ctl.match else []
    from ..controller.session import _round_of
    rnd = _round_of(ctl.state)
    if rnd:
        length.append(QCoreApplication.translate("GameOver", "%n round(s)", "", rnd))
    started = ctl.info.get("started")
    if isinstance(started, (int, float)) and ctl.info.get("ended"):
        minutes = max(0, int(round((ctl.info["ended"] - started) / 60)))
        length.append(QCoreApplication.translate("GameOver", "%n minute(s)", "", minutes))
    out.append(f"<p>{html.escape(tr('Length: %1').replace('%1', ', '.join(length)))}</p>")
    return "".join(out)


class GameOverDialog(QDialog):
    """Non-modal: the final table stays visible behind it."""

    def __init__(self, win, ranking):
        super().__init__(win)
        self.win = win
        self.setObjectName("gameOverDialog")
        self.setWindowTitle(tr("Game over"))
        self.setWindowModality(Qt.NonModal)
        lay = QVBoxLayout(self)
        winners = ", ".join(win.ctl.name(s) for s in (ranking[0] if ranking else []))
        self.headline = QLabel(tr("%1 wins!").replace("%1", winners) if ranking and len(ranking[0]) == 1
                               else tr("Shared first place: %1").replace("%1", winners))
        self.headline.setObjectName("gameOverHeadline")
        self.headline.setStyleSheet("font-size: 20px; font-weight: bold;")
        lay.addWidget(self.headline)
        self.text = QTextBrowser()
        self.text.setHtml(result_html(win, ranking))
        self.text.setAccessibleName(tr("Ranking"))
        lay.addWidget(self.text, 1)
        bb = QDialogButtonBox()
        self.b_rematch = QPushButton(tr("&Rematch"))
        self.b_rematch.setToolTip(tr("The same seats and house rules with a new seed"))
        self.b_new = QPushButton(tr("&New game…"))
        self.b_replay = QPushButton(tr("&Save replay…"))
        self.b_close = QPushButton(tr("&Close"))
        for b, role in ((self.b_rematch, QDialogButtonBox.AcceptRole), (self.b_new, QDialogButtonBox.ActionRole),
                        (self.b_replay, QDialogButtonBox.ActionRole), (self.b_close, QDialogButtonBox.RejectRole)):
            bb.addButton(b, role)
        self.b_rematch.clicked.connect(self.rematch)
        self.b_new.clicked.connect(self.new_game)
        self.b_replay.clicked.connect(self.save_replay)
        self.b_close.clicked.connect(self.close)
        lay.addWidget(bb)
        self.resize(560, 460)
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
            path, _ = QFileDialog.getSaveFileName(self, tr("Save the replay"), str(saves_dir() / name),
                                                  QCoreApplication.translate("MainWindow", "Paizhuo saves (*.json)"))
            if not path:
                return False
        ok = self.win.ctl.save(path)
        if ok:
            self.win.show_notice(QCoreApplication.translate("MainWindow", "Saved to %1").replace("%1", str(path)))
        return ok
