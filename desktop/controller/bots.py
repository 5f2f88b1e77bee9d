"""Bot seats off the GUI thread: one decision at a time on a worker, cancellable, stale answers dropped.

A decision function is ``fn(view, legal, budget, cancel) -> (action, reason, args)``
(``view`` a PlayerView, ``legal`` the legal actions, ``budget`` seconds,
``cancel`` a ``threading.Event`` the bot polls; ``reason`` English, marked in
the "Bots" context, with ``{fields}`` filled from the ``args`` dict).
``decider(level, rules, seed)`` wraps the real bots of ``desktop.bots``
(``make_bot(level).choose(rules, view, legal, budget, rng, cancel=…)``).
"""

from __future__ import annotations

import inspect
import random
import sys
import threading
import time

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..core.errors import QT_TRANSLATE_NOOP

LEVELS = ("random", "easy", "normal", "hard")
LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("Bots", "Random"), "easy": QT_TRANSLATE_NOOP("Bots", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Bots", "Normal"), "hard": QT_TRANSLATE_NOOP("Bots", "Hard"),
}
DEFAULT_LEVEL = "normal"
DEFAULT_BUDGET = 1.0  # seconds a Hard bot may think (the bots' default budget)


def random_bot(view, legal, budget=None, cancel=None, seed=0):
    """A random legal player (fallback when the bots package is missing); deterministic per ``seed``."""
    rng = random.Random(seed)
    return rng.choice(playing_moves(legal)), "random choice", {}


def playing_moves(legal):
    """The moves a random player picks from: real moves first, then "done" in a gesture window, then anything."""
    plain = [a for a in legal if not getattr(a, "gesture", False)]
    if plain:
        return plain
    done = [a for a in legal if type(a).__name__ == "Done"]
    return done or list(legal)


_bots: dict[str, object] = {}


def make_bot(level: str):
    """The bot object of ``level`` (one per level and process: bots keep no game state between calls)."""
    bot = _bots.get(level)
    if bot is None:
        from ..bots import make_bot as mk
        try:
            bot = mk(level)
        except (KeyError, ValueError):
            bot = mk(DEFAULT_LEVEL) if level != DEFAULT_LEVEL else mk("random")
        _bots[level] = bot
    return bot


def _takes_cancel(bot) -> bool:
    try:
        return "cancel" in inspect.signature(bot.choose).parameters
    except (TypeError, ValueError):
        return False


def decider(level: str, rules, seed: int = 0):
    """``fn(view, legal, budget, cancel) -> (action, reason, args)`` playing at ``level`` (worker-thread safe)."""
    try:
        bot = make_bot(level)
    except ImportError:
        return lambda view, legal, budget=None, cancel=None: random_bot(view, legal, budget, cancel, seed)
    cancellable = _takes_cancel(bot)

    def fn(view, legal, budget=None, cancel=None):
        rng = random.Random(seed)
        b = DEFAULT_BUDGET if budget is None else budget
        if cancellable:
            c = bot.choose(rules, view, legal, b, rng, cancel=cancel)
        else:
            c = bot.choose(rules, view, legal, b, rng)
        args = dict(getattr(c, "args", ()) or ())
        return c.action, getattr(c, "reason", "") or "", args
    fn.level = level
    return fn


def _busy_then(fn, seconds, view, legal, budget=None, cancel=None):
    """Pure-Python work for ``seconds`` (holds the GIL like a real search), then ``fn`` (tests and the bench)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not (cancel is not None and cancel.is_set()):
        sum(i * i for i in range(2000))
    return fn(view, legal, budget, cancel)


class _Signals(QObject):
    done = Signal(object, object, object, str, object, object)  # token, action, error, reason, args, cancel


class _Job(QRunnable):
    def __init__(self, fn, token, view, legal, budget, cancel, signals):
        super().__init__()
        self.setAutoDelete(True)
        self.fn, self.token, self.view, self.legal = fn, token, view, legal
        self.budget, self.cancel, self.signals = budget, cancel, signals

    def run(self) -> None:  # worker thread
        try:
            out = self.fn(self.view, self.legal, self.budget, self.cancel)
            act, reason, args = (tuple(out) + ("", {}))[:3]
            err = None
        except Exception as exc:  # a broken bot must not take the table down
            act, reason, args, err = None, "", {}, exc
        if self.cancel.is_set():
            return  # stale: the table moved on (undo, new game, quit) while this bot thought
        self.signals.done.emit(self.token, act, err, reason or "", dict(args or {}), self.cancel)


class BotRunner(QObject):
    """Runs one bot decision at a time on a thread pool; ``decided`` arrives in the GUI thread."""

    decided = Signal(object, object, str, object)  # token, action, reason, args
    failed = Signal(object, str)

    def __init__(self, parent=None):
        super().__init__(parent)
        # A bot searching in a Python thread holds the GIL; with the default 5 ms switch interval the GUI
        # thread, which needs the GIL several times per event, waits ~40 ms per timer tick.  1 ms keeps the
        # event loop ticking every ~5 ms while Hard thinks (measured: median gap 40 ms → 5.4 ms).
        if sys.getswitchinterval() > 0.001:
            sys.setswitchinterval(0.001)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._cancel: threading.Event | None = None
        self.think_delay = 0.0  # extra seconds a bot "thinks" (tests: simulated work)

    def start(self, fn, token, view, legal, budget=None) -> threading.Event:
        self.cancel()
        self._cancel = threading.Event()
        if self.think_delay:
            inner, delay = fn, self.think_delay
            fn = lambda v, l, b=None, c=None: _busy_then(inner, delay, v, l, b, c)  # noqa: E731
        self.pool.start(_Job(fn, token, view, list(legal), budget, self._cancel, self._signals))
        return self._cancel

    def cancel(self) -> None:
        """Tell a thinking bot to stop at once; its answer, if any, is dropped."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None

    def busy(self) -> bool:
        return self._cancel is not None

    def _on_done(self, token, action, err, reason, args, cancel) -> None:
        if cancel is not self._cancel or cancel.is_set():
            return  # an answer of a decision that was cancelled after it finished
        self._cancel = None
        if err is not None:
            self.failed.emit(token, repr(err))
        else:
            self.decided.emit(token, action, reason, args)

    def shutdown(self, wait_ms: int = 2000) -> bool:
        self.cancel()
        return self.pool.waitForDone(wait_ms)
