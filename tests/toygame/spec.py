"""High card's GameSpec (found through ``PAIZHUO_GAMES=tests.toygame.spec:SPEC`` or ``register(SPEC)``)."""

from desktop.core.spec import GameSpec, OptionSpec

SPEC = GameSpec(
    name="highcard",
    display_name="High card",
    rules="tests.toygame.rules:HighCardRules",
    players=(2, 4),
    default_players=2,
    options=(OptionSpec("dummy", "bool", False, "An option that changes nothing"),),
    table="tests.toygame.table:HighCardTable",
)
