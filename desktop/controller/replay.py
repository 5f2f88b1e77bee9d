"""Replays: any save, autosave or finished game as a timeline of moves, and the folder of recent finished games.

A replay is a save read back (``persistence.match_from_dict`` validates it: every move is replayed through the
rules) plus what the viewer needs: the events of every move, checkpoints to jump quickly, the round and turn
marks of the timeline, and a view of any position through any seat's eyes — or with every card open once the
game is over.  Nothing here imports Qt; the viewer (``desktop/ui/replay.py``) draws it.

Files:

* a **save** or **autosave** (``"format": "paizhuo-save"``, today's format) opens as it is;
* a **replay file** (``"format": "paizhuo-replay"``, ``"version"`` ``REPLAY_VERSION``) wraps a save document
  with a summary (date, game, mode, players, result) — what the recent-games folder holds.  A file of a newer
  replay version is refused with a message saying so, never half read.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from ..core.errors import QT_TRANSLATE_NOOP, SaveError
from ..core.events import Event, PhaseChanged, TurnStarted
from ..core.persistence import (FORMAT as SAVE_FORMAT, atomic_write_text, data_dir, match_from_dict, match_to_dict,
                                read_json_limited)
from ..core.rules import Match
from ..core.state import GameState
from ..core.zones import PUBLIC

REPLAY_FORMAT = "paizhuo-replay"
REPLAY_VERSION = 1
CHECKPOINT_EVERY = 32       # a state kept every this many moves: a jump replays at most that many
RECENT_LIMIT = 50           # finished games kept in the recent-games folder …
RECENT_MAX_BYTES = 20 * 1024 * 1024  # … and at most this much disk; the oldest go first
OPEN = "open"               # the perspective that shows every card (finished games only)


class ReplayError(SaveError):
    """A file the replay viewer refuses: an English sentence (``Replay`` context) with ``{fields}``."""

    def __init__(self, text: str, **args: object) -> None:
        self.text = text
        self.args_ = args
        super().__init__(self.message())

    def message(self, translate: Callable[[str], str] | None = None) -> str:
        text = translate(self.text) if translate else self.text
        try:
            return text.format(**self.args_)
        except (KeyError, IndexError, ValueError):
            return text


@dataclass(frozen=True)
class Mark:
    """A place on the timeline: ``pos`` = the position (moves played) at which a round or a turn begins."""

    pos: int
    kind: str                 # "round" or "turn"
    round_no: int = 0         # the round's number (a turn's number in a game that numbers turns, ``numbered``)
    seat: int | None = None


@dataclass
class Summary:
    """One line of the recent-games list."""

    ended: str                 # ISO date and time (UTC)
    game: str
    mode: str | None
    players: list[str]
    ranking: list[list[int]]
    moves: int
    path: Path | None = None

    def to_dict(self) -> dict:
        return {"ended": self.ended, "game": self.game, "mode": self.mode, "players": list(self.players),
                "ranking": [list(p) for p in self.ranking], "moves": self.moves}

    @classmethod
    def from_dict(cls, d: object, path: Path | None = None) -> "Summary":
        if not isinstance(d, dict):
            raise ReplayError(QT_TRANSLATE_NOOP("Replay", "The replay file has no summary."))
        try:
            players = [str(p) for p in d.get("players", [])]
            ranking = [[int(s) for s in place] for place in d.get("ranking", [])]
            return cls(str(d.get("ended", "")), str(d["game"]), d.get("mode") if isinstance(d.get("mode"), str) else None,
                       players, ranking, int(d.get("moves", 0)), path)
        except (KeyError, TypeError, ValueError):
            raise ReplayError(QT_TRANSLATE_NOOP("Replay", "The replay file has a malformed summary.")) from None

    def result_names(self) -> list[list[str]]:
        """The ranking with the players' names: ``[["Ann"], ["Bo", "Cy"]]``."""
        name = (lambda s: self.players[s] if 0 <= s < len(self.players) else f"P{s + 1}")
        return [[name(s) for s in place] for place in self.ranking]


def open_view(rules, state: GameState, seat: int | None):
    """The view of ``seat`` with every card open: the same view a player gets of a table where nothing is hidden."""
    st = state.clone()
    for z in st.zones.values():
        z.visibility = PUBLIC
        z.overrides.clear()
    return rules.view_for(st, seat)


class Replay:
    """A finished or running game as a timeline: position ``k`` = the table after the first ``k`` moves."""

    def __init__(self, match: Match, meta: dict | None = None, summary: Summary | None = None,
                 name: str = "") -> None:
        self.rules = match.rules
        self.initial = match.initial.clone()
        self.actions = list(match.actions)
        self.meta = dict(meta or {})
        self.summary = summary
        self.name = name
        self.events: list[list[Event]] = []      # events[k]: what move k (0-based) did
        self._checkpoints: dict[int, GameState] = {}
        self.marks: list[Mark] = []
        self._walk()

    # ---- reading a file ----------------------------------------------------------------
    @classmethod
    def load(cls, path: Path | str, rules_for: Callable[[str], Any]) -> "Replay":
        """A save, autosave or replay file; ``SaveError`` (or ``ReplayError``) for anything else."""
        path = Path(path)
        doc = read_json_limited(path)
        return cls.from_document(doc, rules_for, path.name)

    @classmethod
    def from_document(cls, doc: object, rules_for: Callable[[str], Any], name: str = "replay") -> "Replay":
        summary = None
        if isinstance(doc, dict) and doc.get("format") == REPLAY_FORMAT:
            version = doc.get("version")
            if not isinstance(version, int) or isinstance(version, bool):
                raise ReplayError(QT_TRANSLATE_NOOP("Replay", "{name} does not say which replay format it has."),
                                  name=name)
            if version > REPLAY_VERSION:
                raise ReplayError(QT_TRANSLATE_NOOP("Replay", "{name} was written by a newer version of Paizhuo (replay format {got}); this version reads format {want}."),
                                  name=name, got=version, want=REPLAY_VERSION)
            summary = Summary.from_dict(doc.get("summary"))
            doc = doc.get("save")
        elif not (isinstance(doc, dict) and doc.get("format") == SAVE_FORMAT):
            raise ReplayError(QT_TRANSLATE_NOOP("Replay", "{name} is neither a saved game nor a replay."), name=name)
        match = match_from_dict(doc, rules_for, name)
        meta = doc.get("meta") if isinstance(doc, dict) else None
        return cls(match, meta if isinstance(meta, dict) else {}, summary, name)

    # ---- the timeline ----------------------------------------------------------------------
    def _walk(self) -> None:
        """Replay every move once: its events, a checkpoint every ``CHECKPOINT_EVERY`` moves, the marks."""
        st = self.initial.clone()
        self._checkpoints[0] = st.clone()
        last_round = None
        self.marks = [Mark(0, "round", 0)]
        for k, action in enumerate(self.actions):
            evs = self.rules.apply(st, action)
            self.events.append(evs)
            pos = k + 1
            for ev in evs:
                if isinstance(ev, PhaseChanged) and ev.round_no and ev.round_no != last_round:
                    last_round = ev.round_no
                    self.marks.append(Mark(pos, "round", ev.round_no))
                elif isinstance(ev, TurnStarted):
                    self.marks.append(Mark(pos, "turn", last_round or 0, ev.seat))
            if pos % CHECKPOINT_EVERY == 0:
                self._checkpoints[pos] = st.clone()
        self.final = st
        # A game whose number goes up with every turn (not once a round) numbers turns: its marks are turns.
        rounds = [m for m in self.marks if m.kind == "round" and m.round_no]
        turn_at = {m.pos: m for m in self.marks if m.kind == "turn"}
        self.numbered = "round"
        if rounds and all(m.pos in turn_at for m in rounds):
            self.numbered = "turn"
            number = {m.pos: m.round_no for m in rounds}
            self.marks = [self.marks[0]] + [Mark(m.pos, "turn", number.get(m.pos, m.round_no), m.seat)
                                            for m in self.marks if m.kind == "turn"]

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def game(self) -> str:
        return self.initial.game

    def over(self) -> bool:
        return bool(self.rules.is_over(self.final))

    def ranking(self) -> list[list[int]]:
        return [list(p) for p in self.rules.ranking(self.final)] if self.over() else []

    def state_at(self, pos: int) -> GameState:
        """A fresh copy of the table after ``pos`` moves (0 … length)."""
        pos = max(0, min(pos, self.length))
        base = max(k for k in self._checkpoints if k <= pos)
        st = self._checkpoints[base].clone()
        for a in self.actions[base:pos]:
            self.rules.apply(st, a)
        return st

    def events_at(self, pos: int) -> list[Event]:
        """The events of the move that leads to position ``pos`` (none at 0)."""
        return list(self.events[pos - 1]) if 0 < pos <= self.length else []

    def rounds(self) -> list[Mark]:
        """The numbered marks: rounds, or turns in a game that numbers its turns (``numbered``)."""
        return [m for m in self.marks if m.kind == self.numbered and (m.round_no or m.kind == "turn")]

    def turns(self) -> list[Mark]:
        return [m for m in self.marks if m.kind == "turn"]

    def mark_before(self, pos: int, kind: str | None = None) -> Mark | None:
        """The last mark (of ``kind``) at or before ``pos``."""
        best = None
        for m in self.marks:
            if m.pos <= pos and (kind is None or m.kind == kind):
                best = m
        return best

    def next_mark(self, pos: int, kind: str | None = None) -> Mark | None:
        return next((m for m in self.marks if m.pos > pos and (kind is None or m.kind == kind)), None)

    def previous_mark(self, pos: int, kind: str | None = None) -> Mark | None:
        before = [m for m in self.marks if m.pos < pos and (kind is None or m.kind == kind)]
        return before[-1] if before else None

    # ---- perspective ---------------------------------------------------------------------
    def perspectives(self) -> list[int | str]:
        """Whose eyes the viewer may take: every seat, and ``OPEN`` (all cards) once the game is over."""
        seats: list[int | str] = list(range(len(self.initial.seats)))
        return ([OPEN] + seats) if self.over() else seats

    def view_at(self, pos: int, perspective: int | str):
        st = self.state_at(pos)
        if perspective == OPEN:
            if not self.over():
                raise ValueError("all cards are open only in a finished game")
            return open_view(self.rules, st, None)
        return self.rules.view_for(st, perspective)

    def seat_names(self) -> list[str]:
        seats = self.meta.get("seats")
        if isinstance(seats, list) and len(seats) == len(self.initial.seats):
            return [str(s.get("name", f"P{k + 1}")) if isinstance(s, dict) else f"P{k + 1}"
                    for k, s in enumerate(seats)]
        return [str(s.get("name", f"P{k + 1}")) for k, s in enumerate(self.initial.seats)]

    def match_at(self, pos: int) -> Match:
        """A new match that starts from position ``pos`` ("play from here"): its initial table is that position."""
        return Match(self.rules, self.state_at(pos))


# ---- the recent-games folder ------------------------------------------------------------------
def recent_dir() -> Path:
    return data_dir() / "recent"


def now_iso() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def replay_document(match: Match, meta: dict, names: list[str], ended: str | None = None) -> dict:
    """A replay file's document for a finished match (``meta`` as the save's, ``names`` of the seats)."""
    rules = match.rules
    st = match.state
    summary = Summary(ended or now_iso(), st.game, st.options.get("mode") if isinstance(st.options.get("mode"), str) else None,
                      list(names), [list(p) for p in rules.ranking(st)] if rules.is_over(st) else [],
                      len(match.actions))
    return {"format": REPLAY_FORMAT, "version": REPLAY_VERSION, "summary": summary.to_dict(),
            "save": match_to_dict(match, meta)}


class RecentGames:
    """Finished games in the user data folder, newest first; over ``limit`` files or ``max_bytes`` the oldest go."""

    def __init__(self, folder: Path | None = None, limit: int = RECENT_LIMIT, max_bytes: int = RECENT_MAX_BYTES) -> None:
        self.folder = folder if folder is not None else recent_dir()
        self.limit = limit
        self.max_bytes = max_bytes

    def add(self, match: Match, meta: dict, names: list[str], key: str | None = None,
            ended: str | None = None) -> Path:
        """Keep a finished game; the same ``key`` (one game played on after an undo) replaces its earlier file."""
        doc = replay_document(match, meta, names, ended)
        stamp = doc["summary"]["ended"].replace(":", "").replace("-", "").replace("+0000", "")[:15]
        key = key or hashlib.sha256(json.dumps(doc["save"]["actions"]).encode()).hexdigest()[:10]
        safe = "".join(ch for ch in key if ch.isalnum())[:16] or "game"
        for old in self.folder.glob(f"*-{safe}.json"):
            try:
                old.unlink()
            except OSError:
                pass
        path = self.folder / f"{stamp}-{match.state.game}-{safe}.json"
        atomic_write_text(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
        self.prune()
        return path

    def files(self) -> list[Path]:
        if not self.folder.is_dir():
            return []
        return sorted(self.folder.glob("*.json"), key=lambda p: (p.name, p.stat().st_mtime), reverse=True)

    def entries(self) -> list[Summary]:
        """The summaries, newest first (a file that cannot be read is left out, not deleted)."""
        out = []
        for p in self.files():
            try:
                doc = read_json_limited(p)
                if not isinstance(doc, dict) or doc.get("format") != REPLAY_FORMAT:
                    continue
                out.append(Summary.from_dict(doc.get("summary"), p))
            except SaveError:
                continue
        out.sort(key=lambda s: s.ended, reverse=True)
        return out

    def prune(self) -> list[Path]:
        """Delete the oldest files beyond the limits; returns what went."""
        files = self.files()
        gone = []
        total = 0
        for k, p in enumerate(files):
            try:
                size = p.stat().st_size
            except OSError:
                continue
            total += size
            if k >= self.limit or (k > 0 and total > self.max_bytes):  # the newest game always stays
                try:
                    os.unlink(p)
                    gone.append(p)
                except OSError:
                    pass
        return gone

    def clear(self) -> None:
        for p in self.files():
            try:
                p.unlink()
            except OSError:
                pass


__all__ = ["Replay", "ReplayError", "RecentGames", "Summary", "Mark", "OPEN", "REPLAY_FORMAT", "REPLAY_VERSION",
           "open_view", "replay_document", "recent_dir"]
