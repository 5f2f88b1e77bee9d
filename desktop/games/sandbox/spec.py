"""The sandbox's GameSpec: a free table with one deck option, every move undoable."""

from __future__ import annotations

from ...core.errors import QT_TRANSLATE_NOOP as N
from ...core.spec import GameSpec, OptionSpec
from .rules import DECKS

SPEC = GameSpec(
    name="sandbox",
    display_name=N("Games", "Sandbox (free table)"),
    description=N("Games", "A free table: move, flip and shuffle cards as you like."),
    rules="desktop.games.sandbox.rules:SandboxRules",
    players=(2, 6),
    default_players=4,
    options=(OptionSpec("deck", "choice", "standard54", N("Options", "Deck"), N("Options", "The cards on the table."), "cards",
                        choices=tuple(DECKS),
                        choice_labels=(("standard54", N("Options", "One deck with jokers (54)")),
                                       ("double108", N("Options", "Two decks with jokers (108)")),
                                       ("piquet52", N("Options", "One deck without jokers (52)")))),),
    table="desktop.ui.games.sandbox.plugin:SandboxTable",
    undo_anything=True,
)
