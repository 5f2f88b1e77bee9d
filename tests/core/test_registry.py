"""The registry and the specs: every game loads, keeps the Rules protocol, and accepts what its dialog offers;
a broken game fails loudly with its name and cause."""

from __future__ import annotations

import inspect

import pytest

from desktop import games
from desktop.core.rules import Rules
from desktop.core.spec import GameSpec, OptionSpec

PROTOCOL = [n for n, v in vars(Rules).items() if inspect.isfunction(v)]


def test_the_built_in_games_load_in_order():
    assert [s.name for s in games.specs()][:3] == ["jupai", "sanguozhi", "sandbox"]
    assert games.load_errors() == {}


@pytest.mark.parametrize("spec", games.specs(), ids=lambda s: s.name)
def test_every_game_keeps_the_rules_protocol(spec):
    rules = games.rules_for(spec.name)
    assert isinstance(rules, Rules)
    missing = [n for n in PROTOCOL if not callable(getattr(rules, n, None))]
    assert missing == [], f"{spec.name} lacks {missing}"
    assert rules.name == spec.name  # saves and scenario files name the game by the spec's name
    assert spec.players[0] <= spec.default_players <= spec.players[1]


@pytest.mark.parametrize("spec", games.specs(), ids=lambda s: s.name)
def test_every_value_the_dialog_offers_starts_a_game(spec):
    rules = games.rules_for(spec.name)
    seats = [f"S{k}" for k in range(spec.default_players)]
    modes = [m.key for m in spec.modes] or [None]
    for mode in modes:
        base = {"mode": mode} if mode else {}
        rules.new_game(seats, dict(base), 1)
        for opt in spec.options_for(mode):
            values = list(opt.choices) if opt.type == "choice" else [not opt.default] if opt.type == "bool" \
                else sorted({opt.range[0], opt.default, min(opt.range[1], opt.default + 1)})
            for v in values:
                if spec.name == "sanguozhi" and v == 0 and opt.key in ("deck_min", "opening_hand", "hand_limit"):
                    continue  # a table with no deck or hand cannot be dealt (a number the dialog allows)
                try:
                    rules.new_game(seats, {**base, opt.key: v}, 1)
                except ValueError as exc:
                    pytest.fail(f"{spec.name} {mode}: {opt.key}={v!r} is offered but refused: {exc}")


def test_the_option_data_is_the_rules_own():
    from desktop.games.jupai.options import CHOICES
    from desktop.games.sanguozhi import engine as E
    jupai = games.spec_for("jupai")
    assert {o.key for o in jupai.options} == set(CHOICES) - {"mode"}
    assert all(o.default == CHOICES[o.key][0] for o in jupai.options)
    sgz = games.spec_for("sanguozhi")
    assert all(o.default == E.OPTIONS[o.key] for o in sgz.options)
    assert all(tuple(E.CHOICES[o.key]) == o.choices for o in sgz.options if o.type == "choice")
    for spec in games.specs():
        for o in spec.options:
            assert o.label and o.help, f"{spec.name}.{o.key} needs a label and a help line"
            assert all(o.choice_label(v) for v in o.choices)


def test_advanced_options_only_in_advanced_mode():
    spec = games.spec_for("jupai")
    basic = {o.key for o in spec.options_for("basic")}
    adv = {o.key for o in spec.options_for("advanced")}
    assert "forced_situations" in adv and "forced_situations" not in basic
    assert basic < adv
    assert "advanced" not in spec.groups("basic")


def test_option_spec_refuses_nonsense():
    with pytest.raises(ValueError):
        OptionSpec("x", "choice", "c", "X", choices=("a", "b"))
    with pytest.raises(ValueError):
        OptionSpec("x", "int", 1, "X")
    o = OptionSpec("x", "int", 1, "X", range=(0, 3))
    assert o.problem(4) and o.problem(True) and o.problem(2) is None
    with pytest.raises(ValueError):
        GameSpec("g", "G", rules="m:R", players=(3, 2))


def test_a_game_that_fails_to_import_fails_loudly(monkeypatch):
    import importlib
    real = importlib.import_module

    def fake(name, *a, **k):
        if name == "desktop.games.sandbox.spec":
            raise ImportError("simulated: a file of the sandbox is missing")
        return real(name, *a, **k)

    monkeypatch.setattr(games, "import_module", fake)
    monkeypatch.setattr(games, "_loaded", False)
    monkeypatch.setattr(games, "_specs", {})
    monkeypatch.setattr(games, "_errors", {})
    monkeypatch.setattr(games, "_rules", {})
    with pytest.raises(games.GameLoadError) as err:
        games.specs()
    assert "sandbox" in str(err.value) and "a file of the sandbox is missing" in str(err.value)
    with pytest.raises(games.GameLoadError):
        games.rules_for("sandbox")  # never "unknown game"
    assert [s.name for s in games.specs(strict=False)] == ["jupai", "sanguozhi"]
    assert "sandbox" in games.load_errors()


def test_register_adds_a_game_and_a_non_spec_is_refused():
    spec = GameSpec("tmpgame", "Tmp", rules="desktop.games.sandbox.rules:SandboxRules")
    games.register(spec)
    try:
        assert games.spec_for("tmpgame") is spec
    finally:
        games.unregister("tmpgame")
    with pytest.raises(KeyError):
        games.spec_for("tmpgame")
    with pytest.raises(TypeError):
        games.register("jupai")  # type: ignore[arg-type]
