"""Bot seats off the GUI thread: a worker per decision, cancellable, stale answers dropped.

A bot is a function ``choose(view, legal, budget, cancel) -> (action, reason)``
(``view`` a PlayerView, ``legal`` the legal actions, ``budget`` seconds,
``cancel`` a ``threading.Event`` to poll).  ``bot_function(kind)`` picks it;
plugging in the real bots of ``desktop.bots`` is the one line there.
"""

from __future__ import annotations

import functools
import random
import threading
import time

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


def random_bot(view, legal, budget=None, cancel=None, seed=0):
    """A random legal player (until the bots issue lands); deterministic per ``seed``."""
    rng = random.Random(seed)
    # Prefer real moves over gestures and windows' "done" only when both exist.
    pool = playing_moves(legal)
    return rng.choice(pool), "random legal action"


def playing_moves(legal):
    """The moves a random player picks from: real moves first, then "done" in a gesture window, then anything."""
    plain = [a for a in legal if not getattr(a, "gesture", False)]
    if plain:
        return plain
    done = [a for a in legal if type(a).__name__ == "Done"]
    return done or list(legal)


def _busy_then(fn, seconds, view, legal, budget=None, cancel=None):
    """Pure-Python work for ``seconds`` (holds the GIL like a real search), then ``fn``: the bench's thinking bot."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not (cancel is not None and cancel.is_set()):
        sum(i * i for i in range(2000))
    return fn(view, legal, budget, cancel)


def bot_function(kind: str):
    """The decision function for bot ``kind``; the real bots when ``desktop.bots`` offers them."""
    try:  # the bots package's entry point, when it exists
        from ..bots import get_bot  # type: ignore[attr-defined]
    except ImportError:
        return random_bot
    try:
        fn = get_bot(kind)
    except (KeyError, ValueError):
        return random_bot
    return fn


class _Signals(QObject):
    done = Signal(object, object, object, str)  # token, action or None, error or None, reason


class _Job(QRunnable):
    def __init__(self, fn, token, view, legal, budget, cancel, signals):
        super().__init__()
        self.setAutoDelete(True)
        self.fn, self.token, self.view, self.legal = fn, token, view, legal
        self.budget, self.cancel, self.signals = budget, cancel, signals

    def run(self) -> None:  # worker thread
        try:
            act, reason = self.fn(self.view, self.legal, self.budget, self.cancel)
            err = None
        except Exception as exc:  # a broken bot must not take the table down
            act, reason, err = None, "", exc
        if self.cancel.is_set():
            return  # stale: the table moved on while this bot thought
        self.signals.done.emit(self.token, act, err, reason or "")


class BotRunner(QObject):
    """Runs one bot decision at a time on a thread pool; ``decided`` arrives in the GUI thread."""

    decided = Signal(object, object, str)  # token, action, reason
    failed = Signal(object, str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._cancel: threading.Event | None = None
        self.think_delay = 0.0  # extra seconds a bot "thinks" (bench: simulated work)

    def start(self, fn, token, view, legal, budget=None, seed=0) -> None:
        self.cancel()
        self._cancel = threading.Event()
        if fn is random_bot:
            fn = functools.partial(random_bot, seed=seed)
        if self.think_delay:
            fn = functools.partial(_busy_then, fn, self.think_delay)
        self.pool.start(_Job(fn, token, view, legal, budget, self._cancel, self._signals))

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None

    def busy(self) -> bool:
        return self._cancel is not None

    def _on_done(self, token, action, err, reason) -> None:
        self._cancel = None
        if err is not None:
            self.failed.emit(token, repr(err))
        else:
            self.decided.emit(token, action, reason)

    def shutdown(self) -> None:
        self.cancel()
        self.pool.waitForDone(2000)
