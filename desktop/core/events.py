"""Events: what happened, in order.  The UI animates them and the log tells them.

Every event is a frozen dataclass with a ``kind``; ``Message`` carries a
translatable English sentence (``Log`` context) with ``{name}`` fields.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass(frozen=True, slots=True)
class Event:
    @property
    def kind(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict:
        d = asdict(self)
        d["kind"] = self.kind
        return d


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """``card`` went from zone ``src`` to zone ``dst``; ``card`` is None when the viewer may not know it."""
    card: str | None
    src: str
    dst: str
    face_up: bool = False


@dataclass(frozen=True, slots=True)
class CardRevealed(Event):
    card: str
    zone: str


@dataclass(frozen=True, slots=True)
class CardHidden(Event):
    card: str
    zone: str


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    zone: str


@dataclass(frozen=True, slots=True)
class FormulaResolved(Event):
    """A comparison the rules make, with its named inputs and its result.

    ``expr`` is written with the input names (``r×i+q×w``); the log shows it
    with translated names and with the values substituted.
    """
    key: str
    seat: int | None
    expr: str
    inputs: tuple[tuple[str, int], ...]
    result: int

    def substituted(self) -> str:
        text = self.expr
        # Longest names first so ``id`` is not eaten by ``i``.
        for name, val in sorted(self.inputs, key=lambda kv: -len(kv[0])):
            text = text.replace(name, "\x00" + str(val) + "\x01")
        return text.replace("\x00", "").replace("\x01", "")


@dataclass(frozen=True, slots=True)
class Message(Event):
    """A line for the log: English ``text`` with ``{fields}`` from ``args``."""
    text: str
    args: tuple[tuple[str, object], ...] = field(default_factory=tuple)
    seat: int | None = None

    def format(self, translate=None) -> str:
        text = translate(self.text) if translate else self.text
        try:
            return text.format(**dict(self.args))
        except (KeyError, IndexError, ValueError):
            return text


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    phase: str
    round_no: int = 0


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """``ranking`` lists finishing places: ``ranking[k]`` = seats sharing place k+1."""
    ranking: tuple[tuple[int, ...], ...]
    reason: str = ""
