"""The registry of games: finds every ``GameSpec`` and makes rule sets (``spec_for``, ``specs``, ``rules_for``).

Where specs come from, in this order (docs/architecture.md):

1. the built-in packages ``desktop.games.<name>.spec`` (``BUILTIN``);
2. installed plug-ins: entry points of the group ``paizhuo.games``, each naming a ``GameSpec``;
3. the environment variable ``PAIZHUO_GAMES``: import strings ``module:attr`` of GameSpecs, separated by
   commas (a game in development, or a test's toy game in a child process);
4. ``register(spec)`` at run time (tests, plug-ins loaded by hand).

A game that fails to load **fails loudly**: ``GameLoadError`` names the game and the cause.  It never turns
into "unknown game"; ``KeyError`` is kept for a name that no source declares.
"""

from __future__ import annotations

import os
import traceback
from importlib import import_module
from importlib.metadata import entry_points
from typing import Any

from ..core.spec import GameSpec, resolve

BUILTIN = ("jupai", "sanguozhi", "sandbox")   # the order the new-game dialog lists them in
ENTRY_POINT_GROUP = "paizhuo.games"
ENV_VAR = "PAIZHUO_GAMES"


class GameLoadError(RuntimeError):
    """A game that is declared but cannot be loaded (its spec or its rules fail to import or to build)."""

    def __init__(self, game: str, cause: BaseException) -> None:
        self.game = game
        self.cause = cause
        super().__init__(f"game {game!r} failed to load: {type(cause).__name__}: {cause}")

    def details(self) -> str:
        return "".join(traceback.format_exception(type(self.cause), self.cause, self.cause.__traceback__))


_specs: dict[str, GameSpec] = {}
_errors: dict[str, GameLoadError] = {}
_registered: dict[str, GameSpec] = {}
_rules: dict[str, object] = {}
_loaded = False


def _add(spec: Any, source: str) -> None:
    if not isinstance(spec, GameSpec):
        raise TypeError(f"{source} is not a GameSpec but {type(spec).__name__}")
    _specs.setdefault(spec.name, spec)


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in BUILTIN:
        try:
            _add(import_module(f"{__name__}.{name}.spec").SPEC, f"desktop.games.{name}.spec:SPEC")
        except Exception as exc:  # noqa: BLE001 - reported with the game's name, never swallowed
            _errors[name] = GameLoadError(name, exc)
    try:
        eps = list(entry_points(group=ENTRY_POINT_GROUP))
    except Exception:  # noqa: BLE001 - broken metadata of another package: no plug-ins
        eps = []
    for ep in eps:
        try:
            _add(ep.load(), f"entry point {ep.value}")
        except Exception as exc:  # noqa: BLE001
            _errors.setdefault(ep.name, GameLoadError(ep.name, exc))
    for ref in filter(None, (x.strip() for x in os.environ.get(ENV_VAR, "").split(","))):
        try:
            _add(resolve(ref), ref)
        except Exception as exc:  # noqa: BLE001
            _errors.setdefault(ref, GameLoadError(ref, exc))
    for spec in _registered.values():
        _specs[spec.name] = spec


def register(spec: GameSpec) -> GameSpec:
    """Add (or replace) a game at run time; returns ``spec``."""
    if not isinstance(spec, GameSpec):
        raise TypeError(f"register() needs a GameSpec, not {type(spec).__name__}")
    _registered[spec.name] = spec
    _specs[spec.name] = spec
    _errors.pop(spec.name, None)
    _rules.pop(spec.name, None)
    return spec


def unregister(name: str) -> None:
    """Forget a game added with ``register`` (tests), with the load error a broken one left."""
    _registered.pop(name, None)
    _rules.pop(name, None)
    _specs.pop(name, None)
    _errors.pop(name, None)


def load_errors() -> dict[str, GameLoadError]:
    """The games that failed to load, by name (the main window shows them)."""
    _load()
    return dict(_errors)


def specs(strict: bool = True) -> list[GameSpec]:
    """Every game's spec, built-in ones first.  ``strict``: raise the first ``GameLoadError`` instead of
    leaving a broken game out."""
    _load()
    if strict and _errors:
        raise next(iter(_errors.values()))
    return list(_specs.values())


def spec_for(name: str) -> GameSpec:
    """The spec of game ``name``; ``GameLoadError`` if it is declared but broken, KeyError if unknown."""
    _load()
    if name in _specs:
        return _specs[name]
    if name in _errors:
        raise _errors[name]
    raise KeyError(name)


def rules_for(name: str) -> Any:
    """The rules object of game ``name`` (one per process); KeyError for an unknown game."""
    if name not in _rules:
        spec = spec_for(name)
        try:
            _rules[name] = spec.make_rules()
        except Exception as exc:  # noqa: BLE001
            err = GameLoadError(name, exc)
            _errors[name] = err
            raise err from exc
    return _rules[name]


def available() -> list[str]:
    """The names of the games that load, in registry order (a broken one is left out: see ``load_errors``)."""
    return [s.name for s in specs(strict=False)]
