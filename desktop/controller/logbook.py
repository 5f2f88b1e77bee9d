"""The game's log as the controller keeps it: batches of events tagged with the move they belong to.

What the log panel shows is exactly this record, so an undo removes the lines of the undone moves (and
leaves one line saying what was undone), a redo tells them again, and the record goes into a save's
``meta`` and comes back when the game is opened or resumed.  A save's log is untrusted text for display
only: an entry that does not read as a known event is dropped, never the game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any

from ..core.events import (CardHidden, CardMoved, CardRevealed, FormulaResolved, GameOver, Message, PhaseChanged,
                           Shuffled, TurnStarted)

MAX_ENTRIES = 20_000    # batches read back from a save (a longer log is cut at the start)
MAX_TEXT = 2_000        # characters of one string field


@dataclass(frozen=True)
class BotReason:
    """Why a bot seat made its move: English ``reason`` ("Bots" context) with ``{fields}`` from ``args``;
    ``words`` the move in the reader's words when the reason does not name it ("the only sensible move");
    ``count`` how many such moves in a row the log folded into this line."""
    seat: int
    level: str
    reason: str
    args: dict = field(default_factory=dict)
    late: bool = False  # told after the cards it names were shown
    words: str = ""
    count: int = 1

    @property
    def kind(self) -> str:
        return "BotReason"


@dataclass(frozen=True)
class Undone:
    """``moves`` moves were taken back; ``seat`` decides again (None: nobody in particular)."""
    moves: int
    seat: int | None = None

    @property
    def kind(self) -> str:
        return "Undone"


@dataclass(frozen=True)
class Redone:
    """``moves`` undone moves were made again."""
    moves: int

    @property
    def kind(self) -> str:
        return "Redone"


@dataclass(frozen=True)
class Stalled:
    """The controller stopped a game that repeated itself without progress (``times`` the same table)."""
    times: int

    @property
    def kind(self) -> str:
        return "Stalled"


@dataclass(frozen=True)
class AutoAnswer:
    """The table answered a human's prompt (desktop/controller/stops.py): ``why`` is a key of ``stops.WHY``;
    ``words`` the action in the reader's words when it was played; ``count`` how many such answers in a row."""
    seat: int
    why: str
    words: str = ""
    count: int = 1

    @property
    def kind(self) -> str:
        return "AutoAnswer"


KINDS: dict[str, type] = {c.__name__: c for c in (
    CardMoved, CardRevealed, CardHidden, Shuffled, FormulaResolved, Message, PhaseChanged, TurnStarted, GameOver,
    BotReason, Undone, Redone, Stalled, AutoAnswer)}


def _plain(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    if isinstance(v, list):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    return v


def event_to_dict(ev) -> dict:
    d = {f.name: _plain(getattr(ev, f.name)) for f in fields(ev)}
    d["kind"] = type(ev).__name__
    return d


def _scalar(v: Any) -> bool:
    return v is None or isinstance(v, (bool, int, float)) or (isinstance(v, str) and len(v) <= MAX_TEXT)


def _pairs(v: Any) -> tuple:
    if not isinstance(v, list):
        raise ValueError("not a list of pairs")
    out = []
    for p in v[:200]:
        if not (isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) and _scalar(p[1])):
            raise ValueError("bad pair")
        out.append((p[0], p[1]))
    return tuple(out)


def event_from_dict(d: Any):
    """The event a save's log entry describes, or None when it is not one we know (shown nowhere then)."""
    if not isinstance(d, dict):
        return None
    cls = KINDS.get(d.get("kind"))  # type: ignore[arg-type]
    if cls is None:
        return None
    args = {}
    try:
        for f in fields(cls):
            if f.name not in d:
                continue
            v = d[f.name]
            if f.name in ("inputs", "args") and cls in (FormulaResolved, Message):
                v = _pairs(v)
            elif f.name == "args":
                if not isinstance(v, dict) or len(v) > 50 or not all(_scalar(x) for x in v.values()):
                    return None
                v = {str(k): x for k, x in v.items()}
            elif f.name == "ranking":
                if not isinstance(v, list) or not all(isinstance(g, list) and all(type(s) is int for s in g)
                                                       for g in v):
                    return None
                v = tuple(tuple(g) for g in v)
            elif not _scalar(v):
                return None
            args[f.name] = v
        ev = cls(**args)
    except (TypeError, ValueError):
        return None
    for f in fields(cls):  # the types the log panel reads (a string where a seat number belongs would break it)
        v = getattr(ev, f.name)
        if f.name in ("seat", "moves", "times", "round_no", "result", "count") and v is not None and type(v) is not int:
            return None
        if f.name in ("text", "reason", "expr", "key", "phase", "zone", "src", "dst", "level", "why", "words") and not isinstance(v, str):
            return None
    return ev


class Logbook:
    """Batches ``(move, [events])``: ``move`` is the number of moves made when the batch was told (a bot's
    reason for its move carries that move's number, told just before it)."""

    def __init__(self) -> None:
        self.batches: list[tuple[int, list]] = []
        self._texts: list[str] = []   # each batch's JSON, made once (the autosave writes the log every move)

    def clear(self) -> None:
        self.batches.clear()
        self._texts.clear()

    def add(self, move: int, events: list) -> None:
        if events:
            self.batches.append((move, list(events)))
            self._texts.append("")

    def truncate(self, moves: int) -> None:
        """Forget every batch of a move after the first ``moves`` (they were undone)."""
        k = len(self.batches)
        while k and self.batches[k - 1][0] > moves:
            k -= 1
        del self.batches[k:], self._texts[k:]

    def events(self) -> list:
        return [ev for _m, evs in self.batches for ev in evs]

    # ---- in a save ----------------------------------------------------------------
    def texts(self) -> list[str]:
        """The JSON of every batch (cached), for the autosave's text."""
        for k, t in enumerate(self._texts):
            if not t:
                m, evs = self.batches[k]
                self._texts[k] = json.dumps([m, [event_to_dict(e) for e in evs]], ensure_ascii=False,
                                            separators=(",", ":"))
        return self._texts

    def to_meta(self) -> list:
        return [json.loads(t) for t in self.texts()]

    @classmethod
    def from_meta(cls, raw: Any, moves: int) -> "Logbook":
        """The log of a save's ``meta`` (entries of moves the save does not have are dropped)."""
        book = cls()
        if not isinstance(raw, list):
            return book
        last = 0
        for entry in raw[-MAX_ENTRIES:]:
            if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int
                    and isinstance(entry[1], list)):
                continue
            m = entry[0]
            if not last <= m <= moves + 1:  # batches come in move order
                continue
            evs = [e for e in (event_from_dict(x) for x in entry[1][:500]) if e is not None]
            if evs:
                book.add(m, evs)
                last = m
        return book
