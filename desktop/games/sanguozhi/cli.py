"""三国智's parts of the ``paizhuo`` command line: ``paizhuo deck check`` and ``simulate --deck``."""

from __future__ import annotations

from typing import Any, Callable

from ...core.spec import CliHooks


def commands(sub: Any) -> dict[str, Callable[[Any], int]]:
    d = sub.add_parser("deck", help="三国智 deck files")
    dsub = d.add_subparsers(dest="deck_command", required=True)
    dc = dsub.add_parser("check", help="print every violation with its rule, or OK")
    dc.add_argument("files", nargs="+")
    return {"deck": _deck}


def _deck(args: Any) -> int:
    from .deckcheck import main as run
    return int(run(args))


def simulate_args(parser: Any) -> None:
    parser.add_argument("--deck", action="append", default=[], help="三国智: deck file per seat")


def simulate_options(args: Any, options: dict) -> None:
    if getattr(args, "deck", None):
        options["decks"] = args.deck


CLI = CliHooks(commands=commands, simulate_args=simulate_args, simulate_options=simulate_options)
