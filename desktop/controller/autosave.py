"""The autosave, cheap on the GUI thread: compact JSON built from cached pieces, written by a worker.

A save document is the same as ``persistence.match_to_dict`` gives (``load_match`` reads it), but

* its text is assembled from cached parts: the initial table is serialised once per match and each
  action once (undo re-serialises only the actions after the first changed one), compact (no indent);
* the file is written on one worker thread (a daemon thread: a quit flushes it first) (``atomic_write_text``: temp file, fsync, rename), so the
  GUI thread never waits for the disk.  Writes keep their order: the worker always writes the newest
  text last, and a text superseded before its turn is skipped (its file would be replaced at once).
  ``flush()`` waits for every pending write (quit, game over, reading or deleting the autosave).  The worker
  starts a write 80 ms after the action (once the GUI thread has repainted), so the file on disk is at most
  that much (plus the write) behind the table.
"""

from __future__ import annotations

import atexit
import json
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..core.persistence import FORMAT, SCHEMA_VERSION, atomic_write_text


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class SaveText:
    """Builds a match's save text from cached pieces (one per match: initial table and actions)."""

    def __init__(self) -> None:
        self._match = None
        self._head = ""
        self._acts: list = []      # the action objects serialised so far …
        self._texts: list[str] = []  # … and their JSON

    def text(self, match, meta: dict, state_hash: str, log_texts: list[str] | None = None) -> str:
        """The save document's text; ``log_texts`` (the log's batches as JSON, cached by the controller) go in
        as ``meta["log"]`` without dumping the whole log again."""
        if match is not self._match:
            from .. import __version__
            self._match = match
            self._acts, self._texts = [], []
            self._head = (f'{{"format":{_dumps(FORMAT)},"schema":{_dumps(SCHEMA_VERSION)},'
                          f'"app_version":{_dumps(__version__)},"game":{_dumps(match.initial.game)},'
                          f'"initial":{_dumps(match.initial.to_dict())},')
        acts = match.actions
        k = 0
        n = min(len(acts), len(self._acts))
        while k < n and acts[k] is self._acts[k]:
            k += 1
        del self._acts[k:], self._texts[k:]
        for a in acts[k:]:
            self._acts.append(a)
            self._texts.append(_dumps(a.to_dict()))
        meta_text = _dumps(meta)
        if log_texts is not None:
            meta_text = meta_text[:-1] + ("," if meta else "") + f'"log":[{",".join(log_texts)}]}}'
        return (f'{self._head}"meta":{meta_text},"actions":[{",".join(self._texts)}],'
                f'"state_hash":{_dumps(state_hash)}}}')


class _Signals(QObject):
    failed = Signal(str)


class AutosaveWriter:
    """Writes save texts on one worker thread, newest last; ``flush`` waits for them.

    A plain Python thread waiting on a condition (handing a text over is a notify, no thread start).  It
    starts writing ``delay`` seconds after a text is handed over (taking the newest then): the GUI thread has
    finished the action's repaint by then, so the two threads do not take the interpreter lock from each
    other in the middle of it (on a busy machine each hand-over of the lock can cost a time slice)."""

    def __init__(self, delay: float = 0.08) -> None:
        self.signals = _Signals()  # lives in the GUI thread: a failure is delivered there (queued)
        self.delay = delay
        self._cond = threading.Condition()
        self._pending: tuple[Path, str] | None = None
        self._since = 0.0    # when the oldest text not yet written was handed over
        self._busy = False
        self._flushing = 0
        self._thread: threading.Thread | None = None
        self.writes = 0  # files actually written (tests, bench)

    def write(self, path: Path | str, text: str) -> None:
        with self._cond:
            if self._pending is None:
                self._since = time.monotonic()
            self._pending = (Path(path), text)  # a text not yet written is superseded: its file would be replaced
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="paizhuo-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while True:
                    if self._pending is None:
                        self._cond.wait()
                        continue
                    left = self._since + self.delay - time.monotonic()
                    if left <= 0 or self._flushing:
                        break
                    self._cond.wait(left)
                job, self._pending = self._pending, None
                self._busy = True
            try:
                atomic_write_text(*job)
                self.writes += 1
            except Exception as exc:  # noqa: BLE001 - the writer must survive (OSError: disk full, no rights …)
                self.signals.failed.emit(str(exc))
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self) -> None:
        """Wait until every text handed over is on disk (at once: no delay)."""
        with self._cond:
            self._flushing += 1
            try:
                self._cond.notify_all()
                while self._pending is not None or self._busy:
                    self._cond.wait()
            finally:
                self._flushing -= 1


_WRITER: AutosaveWriter | None = None


def writer() -> AutosaveWriter:
    global _WRITER
    if _WRITER is None:
        _WRITER = AutosaveWriter()
        atexit.register(_WRITER.flush)  # a quit that skips the window's close still leaves the last save
    return _WRITER


def flush() -> None:
    if _WRITER is not None:
        _WRITER.flush()
