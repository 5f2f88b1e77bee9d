"""The ``paizhuo`` command: opens the table, or runs one of the headless tools."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def _parser() -> argparse.ArgumentParser:
    from .games import specs
    games = specs(strict=False)
    names = ", ".join(g.name for g in games)
    p = argparse.ArgumentParser(prog="paizhuo", description=f"Paizhuo 牌桌 — a card table ({names}).")
    p.add_argument("--version", action="version", version=f"paizhuo {__version__}")
    sub = p.add_subparsers(dest="command")

    s = sub.add_parser("simulate", help="headless games between bots, with a summary table")
    s.add_argument("--game", default=None, help=f"one of {names} (default: the first)")
    s.add_argument("--players", type=int, default=4)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--bots", default="random", help="comma-separated, one per seat (random, easy, normal, hard)")
    s.add_argument("--rotate", action="store_true", help="rotate the bots between seats from game to game")
    s.add_argument("--budget", type=float, default=None, help="seconds per decision for thinking bots")
    s.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    s.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
    hooks = [h for h in (g.get_cli() for g in games) if h is not None]
    for h in hooks:
        if h.simulate_args is not None:
            h.simulate_args(s)

    sc = sub.add_parser("scenario", help="run scenario files and report pass/fail")
    sc.add_argument("files", nargs="+")
    sc.add_argument("-v", "--verbose", action="store_true")

    sh = sub.add_parser("screenshot", help="render the table offscreen to a PNG")
    sh.add_argument("--game", default=None, help=f"one of {names} (default: the first)")
    sh.add_argument("--players", type=int, default=4)
    sh.add_argument("--seed", type=int, default=1)
    sh.add_argument("--after", type=int, default=0, help="random legal actions played first")
    sh.add_argument("--lang", default="zh_CN", choices=["zh_CN", "zh_TW", "en"])
    sh.add_argument("--size", default="1600x1000", help="the window's size, WIDTHxHEIGHT")
    sh.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sh.add_argument("--theme", default="light", choices=["light", "dark"])
    sh.add_argument("--seat", type=int, default=0, help="whose eyes (1-based seat, 0 = first human)")
    sh.add_argument("--show", default="table", choices=["table", "newgame", "gameover", "rules", "settings"],
                    help="what to render: the table (default) or one of its dialogs, offscreen")
    sh.add_argument("-o", "--output", required=True)

    # each game's own commands (GameSpec.cli)
    p.set_defaults(game_commands={})
    commands: dict = {}
    for h in hooks:
        if h.commands is not None:
            commands.update(h.commands(sub))
    p.set_defaults(game_commands=commands)
    return p


def default_game() -> str:
    """The first registered game (the command line's default)."""
    from .games import specs
    return specs()[0].name


def parse_options(pairs: list[str]) -> dict:
    from .core.options import parse_option_pairs
    try:
        return parse_option_pairs(pairs)
    except ValueError as exc:
        raise SystemExit(f"paizhuo: {exc}") from None


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if getattr(args, "game", "") is None:
        args.game = default_game()
    if args.command == "simulate":
        from .bots.simulate import main as run
        return run(args)
    if args.command == "scenario":
        from .core.scenario import main as run
        from .games import rules_for
        return run(args, rules_for)
    if args.command == "screenshot":
        from .ui.screenshot import main as run
        return run(args)
    if args.command in args.game_commands:
        return args.game_commands[args.command](args)
    problem = _display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    from .ui.app import main as run
    return run(sys.argv[:1])


def _display_problem() -> str | None:
    """A sentence for the user when the table cannot open a window here, else None."""
    import os
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return ("paizhuo: no graphical display here (DISPLAY and WAYLAND_DISPLAY are not set), so the table "
                "cannot open its window.\nStart it from your desktop session, or make a picture of the table "
                "offscreen: paizhuo screenshot -o table.png")
    return None


if __name__ == "__main__":
    sys.exit(main())
