"""``paizhuo screenshot``: render the table (or one of its dialogs: ``--show``) offscreen to a PNG after K random
legal actions, at ``--size``."""

from __future__ import annotations

import os
import random
import sys

NAMES = {
    "zh_CN": ["小明", "小红", "阿强", "老王", "小丽", "大刘"],
    "zh_TW": ["小明", "小紅", "阿強", "老王", "小麗", "大劉"],
    "en": ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"],
}


def build_window(game: str, players: int, seed: int, after: int, lang: str, size: tuple[int, int],
                 options: dict | None = None, theme: str = "light", seat: int = 0):
    """A MainWindow showing ``game`` after ``after`` random legal actions (offscreen-safe; no autosave)."""
    from . import i18n
    from .app import setup_app
    app = setup_app([sys.argv[0] if sys.argv else "paizhuo"])
    i18n.set_language(lang)
    from ..controller import GameController, SeatConfig
    from ..controller.bots import playing_moves
    from .mainwindow import MainWindow
    from .settings import DEFAULTS, Settings
    settings = Settings.__new__(Settings)
    dict.__init__(settings, DEFAULTS)
    settings.update({"speed": 0, "theme": theme, "language": lang})
    settings.save = lambda: None
    ctl = GameController(autosave=False)
    ctl.auto_bots = False
    human = (seat - 1) if seat > 0 else 0
    names = NAMES.get(lang, NAMES["en"])
    seats = [SeatConfig(names[k % len(names)], "human" if k == human else "bot") for k in range(players)]
    win = MainWindow(settings, ctl)
    win.resize(*size)
    ctl.new_game(game, seats, dict(options or {}), seed)
    rng = random.Random(seed)
    for _ in range(after):
        actor = ctl.to_act()
        if actor is None:
            break
        legal = ctl.legal(actor)
        if not legal:
            break
        ctl.submit(rng.choice(playing_moves(legal)))
    ctl.set_viewer(human)
    win.curtain.hide()
    return app, win


def render(win, path: str) -> None:
    from PySide6.QtWidgets import QApplication
    win.show()
    for _ in range(3):
        QApplication.processEvents()
    win.view.fit()
    win.scene.finish_animations()
    QApplication.processEvents()
    win.grab().save(path)


def show_dialog(win, what: str, seed: int = 1):
    """Open one of the table's dialogs over ``win`` (offscreen-safe) and return it: the new-game dialog, the
    game-over dialog (the game is played on to its end by random legal moves), the rules, the settings."""
    from PySide6.QtWidgets import QApplication
    if what == "newgame":
        from .newgame import NewGameDialog
        dlg = NewGameDialog(win)
    elif what == "rules":
        from .mainwindow import RulesDialog
        dlg = RulesDialog(win)
    elif what == "settings":
        from .settingsdialog import SettingsDialog
        dlg = SettingsDialog(win)
    elif what == "gameover":
        from ..controller.bots import playing_moves
        ctl = win.ctl
        rng = random.Random(seed)
        for _ in range(20000):
            actor = ctl.to_act()
            if actor is None or ctl.is_over():
                break
            legal = ctl.legal(actor)
            if not legal:
                break
            ctl.submit(rng.choice(playing_moves(legal)))
        dlg = getattr(win, "gameover_dialog", None)
        if dlg is None:
            raise SystemExit("paizhuo screenshot: the game did not end")
    else:
        raise SystemExit(f"paizhuo screenshot: nothing to show called {what!r}")
    from .sizing import fit_to_area
    fit_to_area(dlg, win.width(), win.height())  # the --size is the screen the dialog is made for
    dlg.show()
    for _ in range(3):
        QApplication.processEvents()
    return dlg


def main(args) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..__main__ import parse_options
    try:
        w, h = (int(x) for x in str(args.size).lower().split("x"))
    except ValueError:
        print(f"paizhuo screenshot: --size must be WIDTHxHEIGHT, got {args.size!r}", file=sys.stderr)
        return 2
    app, win = build_window(args.game, args.players, args.seed, args.after, args.lang, (w, h),
                            parse_options(args.option), args.theme, args.seat)
    what = getattr(args, "show", "table") or "table"
    if what == "table":
        render(win, args.output)
    else:
        win.show()
        dlg = show_dialog(win, what, args.seed)
        if not dlg.grab().save(args.output):
            print(f"paizhuo screenshot: could not write {args.output}", file=sys.stderr)
            return 1
        dlg.close()
    print(args.output)
    win.ctl.shutdown()
    win.close()
    del app
    return 0
