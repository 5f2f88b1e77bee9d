"""The rule sets, one package each; ``rules_for(name)`` finds one by name."""

from __future__ import annotations

import importlib

GAMES = {
    "jupai": "desktop.games.jupai.rules:JupaiRules",
    "sandbox": "desktop.games.sandbox.rules:SandboxRules",
    "sanguozhi": "desktop.games.sanguozhi.rules:SanguozhiRules",
}

_cache: dict[str, object] = {}


def rules_for(name: str):
    """The rules object of game ``name``; KeyError for an unknown game."""
    if name not in GAMES:
        raise KeyError(name)
    if name not in _cache:
        mod, _, cls = GAMES[name].partition(":")
        try:
            _cache[name] = getattr(importlib.import_module(mod), cls)()
        except ModuleNotFoundError as exc:  # a rule set not built yet
            raise KeyError(name) from exc
    return _cache[name]


def available() -> list[str]:
    out = []
    for name in GAMES:
        try:
            rules_for(name)
        except KeyError:
            continue
        out.append(name)
    return out
