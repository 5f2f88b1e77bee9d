"""The controller's session: undo and redo back to the last point where hidden information was revealed
(every move where the game says so), saving, opening, the autosave and resuming it."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import SaveError
from ..core.persistence import autosave_path, load_match, read_json_limited, save_match
from ..core.zones import seat_label
from ..games import rules_for, spec_for
from . import autosave as autosaver
from .bots import DEFAULT_LEVEL
from .logbook import Logbook, Redone, Undone


@dataclass
class SeatConfig:
    name: str
    kind: str = "human"  # "human" or "bot"
    bot: str = DEFAULT_LEVEL  # random | easy | normal | hard

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "SeatConfig":
        return cls(str(d.get("name", "?")), "bot" if d.get("kind") == "bot" else "human",
                   str(d.get("bot", DEFAULT_LEVEL)))


def undo_anything(game: str) -> bool:
    """Whether every move of ``game`` can be taken back (its spec says; no hidden information)."""
    return spec_for(game).undo_anything


class Session:
    """Mixed into ``GameController``: undo/redo and files."""

    match: Any
    barrier: int
    _redo: list
    _redo_auto: list
    pass_modes: dict

    # ---- undo / redo -----------------------------------------------------------
    # Undo goes back to the last decision of a human seat made since the barrier (the last move that showed
    # anyone a card they had not seen): the human is to act again there, so no bot replays its move into the
    # same position.  Bot moves after that decision are undone with it.  A game without humans has no undo.
    def can_undo(self) -> bool:
        return bool(self.match) and self._undo_target() is not None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def _undo_target(self) -> int | None:
        acts = self.match.actions
        if len(acts) <= self.barrier or not self.humans():
            return None
        for i in range(len(acts) - 1, self.barrier - 1, -1):
            if self.is_human(acts[i].seat) and i not in self.auto_moves:
                return i
        return None

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        n = self._undo_target()
        self._stop_bots()
        self._held_reasons.clear()
        undone = self.match.actions[n:]
        self._redo.append(list(undone))
        self.pass_modes.clear()
        self.match.truncate(n)
        self._redo_auto.append({i for i in self.auto_moves if i >= n})  # answered for the person: again on redo
        self.auto_moves = {i for i in self.auto_moves if i < n}
        self.guard.reset()
        self.is_stalled = False
        self.logbook.truncate(n)
        self.logbook.add(n, [Undone(len(undone), undone[0].seat)])
        self.logReset.emit()
        self._reinstall_view()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        chunk = self._redo.pop()
        self.auto_moves |= self._redo_auto.pop() if self._redo_auto else set()
        self._stop_bots()
        done = 0
        for a in chunk:
            if not self._apply(a, from_redo=True):
                self._redo.clear()
                self._redo_auto.clear()
                break
            done += 1
        if done:
            self.logbook.add(len(self.match.actions), [Redone(done)])
            self.logEvents.emit(self.logbook.batches[-1][1])
        self._after_change()
        self.undoChanged.emit()
        return True

    def _follow_redo(self, action) -> None:
        """A move made after an undo: the same as the next undone one keeps the redo list (it is redone),
        any other move starts a new line of play and the undone moves are gone."""
        if not self._redo:
            return
        top = self._redo[-1]
        if top and top[0] == action:
            top.pop(0)
            if not top:
                self._redo.pop()
                if self._redo_auto:
                    self._redo_auto.pop()
        else:
            self._redo.clear()
            self._redo_auto.clear()

    def _reinstall_view(self) -> None:
        self._touch()
        self._over_sent = self.is_over()
        self.changed.emit([])
        self._autosave()
        self.undoChanged.emit()
        actor = self.to_act()
        if self.is_human(actor) and actor != self.viewer and len(self.humans()) == 1:
            self.set_viewer(actor)  # with several humans the curtain passes the PC (_after_change)
        self._after_change()

    # ---- files -----------------------------------------------------------------
    def meta(self, log: bool = True) -> dict:
        """What a save keeps beside the moves: seats, the undo barrier, the viewer, the game's info (preset,
        start time), where the game stands (mode, round: the resume offer names them) and the log."""
        st = self.match.state
        d = {"seats": [s.to_dict() for s in self.seats], "barrier": self.barrier, "viewer": self.viewer,
             "info": dict(self.info), "auto": sorted(self.auto_moves),
             "summary": {"mode": st.options.get("mode"), "round": _round_of(st), "moves": len(self.match.actions)}}
        if log:
            d["log"] = self.logbook.to_meta()
        return d

    def save(self, path: str | Path) -> bool:
        try:
            save_match(self.match, path, self.meta())
        except OSError as exc:
            self.saveFailed.emit(str(exc))
            return False
        return True

    def _autosave(self) -> None:
        """Save after every action, cheaply: compact text from cached pieces, written on a worker thread
        (atomic, in order; ``flush_autosave`` waits for it).  The same document ``save_match`` writes."""
        if self.autosave_enabled and self.match is not None and not self.is_over():
            text = self._save_text.text(self.match, self.meta(log=False), self.state_hash(), self.logbook.texts())
            self._writer.write(autosave_path(), text)

    def open(self, path: str | Path) -> None:
        """Load a save (SaveError with a message for the user if it is not a good one)."""
        match = load_match(path, rules_for)
        doc = read_json_limited(path)
        meta = doc.get("meta") if isinstance(doc, dict) else None
        meta = meta if isinstance(meta, dict) else {}
        seats_meta = meta.get("seats")
        if isinstance(seats_meta, list) and len(seats_meta) == len(match.state.seats):
            seats = [SeatConfig.from_dict(d if isinstance(d, dict) else {}) for d in seats_meta]
        else:
            seats = [SeatConfig(s.get("name", seat_label(i))) for i, s in enumerate(match.state.seats)]
        barrier = meta.get("barrier")
        if undo_anything(self.rules_name(match)):
            barrier = 0
        elif not isinstance(barrier, int) or not 0 <= barrier <= len(match.actions):
            barrier = len(match.actions)
        info = meta.get("info")
        self.info = {k: v for k, v in info.items() if isinstance(k, str) and _plain_value(v)} \
            if isinstance(info, dict) else {}
        auto = meta.get("auto")
        auto_moves = {i for i in auto if type(i) is int and 0 <= i < len(match.actions)} \
            if isinstance(auto, list) else set()
        self._install(match, seats, barrier, Logbook.from_meta(meta.get("log"), len(match.actions)), auto_moves)

    @staticmethod
    def rules_name(match) -> str:
        return match.rules.name

    @staticmethod
    def autosave_exists() -> bool:
        autosaver.flush()
        return autosave_path().exists()

    def resume_autosave(self) -> None:
        autosaver.flush()
        self.open(autosave_path())

    @staticmethod
    def discard_autosave() -> None:
        autosaver.flush()
        try:
            autosave_path().unlink()
        except OSError:
            pass

    @staticmethod
    def autosave_summary() -> dict | None:
        """What the resume offer says of the autosave — game, mode, round, moves, seats and when it was written
        (seconds since the epoch) — read without replaying it; None when there is none or it is unreadable."""
        autosaver.flush()
        try:
            doc = read_json_limited(autosave_path())
            when = autosave_path().stat().st_mtime
        except (SaveError, OSError):
            return None
        if not isinstance(doc, dict) or not isinstance(doc.get("game"), str):
            return None
        meta = doc.get("meta") if isinstance(doc.get("meta"), dict) else {}
        summ = meta.get("summary") if isinstance(meta.get("summary"), dict) else {}
        seats = meta.get("seats") if isinstance(meta.get("seats"), list) else []
        rnd = summ.get("round")
        mode = summ.get("mode")
        return {"game": doc["game"], "mode": mode if isinstance(mode, str) else None,
                "round": rnd if type(rnd) is int else None,
                "moves": len(doc.get("actions") or []) if isinstance(doc.get("actions"), list) else 0,
                "seats": [SeatConfig.from_dict(x).to_dict() for x in seats if isinstance(x, dict)][:8],
                "time": when}


def _round_of(state) -> int | None:
    """The round a game is in, if its rules keep one (``round_no``, else ``turn_no``) in the state's data."""
    data = state.data if isinstance(state.data, dict) else {}
    for key in ("round_no", "turn_no"):
        v = data.get(key)
        if type(v) is int:
            return v
    return None


def _plain_value(v, depth: int = 0) -> bool:
    """A value a save's ``info`` may hold: scalars, short strings, and (one level down) lists and flat dicts."""
    if v is None or isinstance(v, (bool, int, float)) or (isinstance(v, str) and len(v) < 200):
        return True
    if depth:
        return False
    if isinstance(v, list):
        return len(v) < 100 and all(_plain_value(x, 1) for x in v)
    if isinstance(v, dict):
        return len(v) < 200 and all(isinstance(k, str) and _plain_value(x, 1) for k, x in v.items())
    return False
