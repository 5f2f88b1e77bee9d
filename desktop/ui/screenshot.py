"""``paizhuo screenshot``: render the table offscreen to a PNG after K random legal actions."""

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
    render(win, args.output)
    print(args.output)
    win.ctl.shutdown()
    win.close()
    del app
    return 0
