"""Actions: small frozen dataclasses naming the seat that takes them.

Rule sets define their own action classes and register them here so that the
action log can be written to JSON and read back.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import ClassVar

# (game, kind) -> class; game None for the core's own actions shared by every rule set.
_REGISTRY: dict[tuple[str | None, str], type["Action"]] = {}


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    # A player's own choice outside play (pause, concede, a 劇牌 §8 gesture): subclasses set it True.
    gesture: ClassVar[bool] = False

    @property
    def kind(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict:
        d = asdict(self)
        for k, v in d.items():
            if isinstance(v, tuple):
                d[k] = list(v)
        d["kind"] = self.kind
        return d


def _game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["desktop", "games"] else None


def register(cls: type[Action]) -> type[Action]:
    """Class decorator: make an action class known to ``action_from_dict``.

    Action kinds are looked up per rule set (``desktop.games.<game>``), so two
    games may both have a ``Pass``."""
    _REGISTRY[(_game_of(cls.__module__), cls.__name__)] = cls
    return cls


def action_from_dict(d: dict, game: str | None = None) -> Action:
    """Rebuild an action of ``game`` from ``to_dict`` output; ValueError on anything unknown or malformed."""
    if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
        raise ValueError("an action must be an object with a 'kind'")
    cls = _REGISTRY.get((game, d["kind"])) or _REGISTRY.get((None, d["kind"]))
    if cls is None:
        raise ValueError(f"unknown action kind {d['kind']!r}")
    kwargs = {}
    names = {f.name: f for f in fields(cls)}
    for key, val in d.items():
        if key == "kind":
            continue
        if key not in names:
            raise ValueError(f"action {d['kind']} has no field {key!r}")
        if isinstance(val, list):
            val = tuple(val)
        kwargs[key] = val
    try:
        act = cls(**kwargs)
    except TypeError as exc:
        raise ValueError(f"malformed {d['kind']}: {exc}") from None
    if not isinstance(act.seat, int) or isinstance(act.seat, bool):
        raise ValueError("an action's seat must be an integer")
    return act


@register
@dataclass(frozen=True, slots=True)
class MoveCard(Action):
    """Sandbox: move ``card`` to the top of ``to_zone`` (or to ``index``)."""
    card: str
    to_zone: str
    index: int | None = None


@register
@dataclass(frozen=True, slots=True)
class FlipCard(Action):
    """Sandbox: turn a card face up or face down."""
    card: str


@register
@dataclass(frozen=True, slots=True)
class ShuffleZone(Action):
    """Sandbox: shuffle a pile."""
    zone: str
