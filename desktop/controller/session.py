"""The controller's session: undo and redo back to the last point where hidden information was revealed
(every move where the game says so), saving, opening, the autosave and resuming it."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import SaveError
from ..core.persistence import autosave_path, load_match, read_json_limited, save_match
from ..core.zones import seat_label
from ..games import rules_for, spec_for
from . import autosave as autosaver
from .bots import DEFAULT_LEVEL


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
    extra_meta: dict

    # ---- undo / redo -----------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.match) and self._undo_target() is not None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def _undo_target(self) -> int | None:
        acts = self.match.actions
        if len(acts) <= self.barrier:
            return None
        for i in range(len(acts) - 1, self.barrier - 1, -1):
            if self.is_human(acts[i].seat):
                return i
        return len(acts) - 1

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        n = self._undo_target()
        self._stop_bots()
        self._held_reasons.clear()
        self._redo.append(self.match.actions[n:])
        self.match.truncate(n)
        self._reinstall_view()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        chunk = self._redo.pop()
        self._stop_bots()
        for a in chunk:
            if not self._apply(a, from_redo=True):
                self._redo.clear()
                break
        self._after_change()
        self.undoChanged.emit()
        return True

    def _reinstall_view(self) -> None:
        self._touch()
        self._over_sent = self.is_over()
        self.changed.emit([])
        self._autosave()
        self.undoChanged.emit()
        actor = self.to_act()
        if self.is_human(actor) and actor != self.viewer:
            self.set_viewer(actor)
        self._after_change()

    # ---- files -----------------------------------------------------------------
    def meta(self) -> dict:
        out = {"seats": [s.to_dict() for s in self.seats], "barrier": self.barrier, "viewer": self.viewer}
        if self.extra_meta:
            out["extra"] = dict(self.extra_meta)
        return out

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
            text = self._save_text.text(self.match, self.meta(), self.state_hash())
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
        extra = meta.get("extra")
        self.extra_meta = {k: v for k, v in extra.items() if isinstance(k, str)} if isinstance(extra, dict) else {}
        self._install(match, seats, barrier)

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
    def autosave_summary() -> str | None:
        """``game · n moves`` of the autosave, or None when there is none or it is unreadable."""
        autosaver.flush()
        try:
            doc = read_json_limited(autosave_path())
        except SaveError:
            return None
        if not isinstance(doc, dict):
            return None
        return json.dumps({"game": doc.get("game"), "moves": len(doc.get("actions") or [])})


