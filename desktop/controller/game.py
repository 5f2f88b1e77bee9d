"""GameController: owns one game of any rule set and speaks Qt signals to the table.

It applies actions through the rules protocol, tells every engine event
(filtered to what the viewing seat may know) and asks bot seats for their move on
a worker thread, shown after the presentation delay.  The action index (drags,
commands, buttons, labels, refused drops) is in ``actions.py``; undo/redo, saves
and the autosave are in ``session.py``.  The UI never changes the game itself:
it submits actions here.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal

from ..core import cards as cardmod
from ..core.errors import IllegalAction
from ..core.events import CardHidden, CardMoved, CardRevealed, GameOver
from ..core.persistence import autosave_path
from ..core.progress import RepetitionGuard
from ..core.rules import Match
from ..core.zones import seat_label
from ..games import rules_for, spec_for
from . import autosave as autosaver
from . import stops as stopsmod
from .actions import ActionIndex, tr_rules
from ..bots.common import REASON_ONLY
from .bots import DEFAULT_BUDGET, BotRunner, decider
from .logbook import BotReason, Logbook, Stalled
from .session import SeatConfig, Session, undo_anything

__all__ = ["GameController", "SeatConfig", "filter_events", "tr_log", "tr_rules"]


def tr_log(text: str) -> str:
    return QCoreApplication.translate("Log", text)


def filter_events(events, known_before: set, known_after: set):
    """The events as a seat that knew ``known_before`` and now knows ``known_after`` may tell them."""
    out = []
    for ev in events:
        if isinstance(ev, CardMoved):
            if ev.card is not None and ev.card not in known_before and ev.card not in known_after:
                ev = dataclasses.replace(ev, card=None)
        elif isinstance(ev, CardRevealed):
            if ev.card not in known_after:
                continue
        elif isinstance(ev, CardHidden):
            if ev.card not in known_before:
                continue
        out.append(ev)
    return out


class GameController(ActionIndex, Session, QObject):
    gameStarted = Signal()              # a new, loaded or resumed game: redraw everything
    changed = Signal(list)              # after each action: events filtered for the viewer (for animation)
    logEvents = Signal(list)            # one action's events for the log, filtered for the log's reader
    logReset = Signal()                 # the log was cut back (undo) or loaded: show ``logbook`` afresh
    refused = Signal(str)               # an illegal action: the translated reason with its rule
    toActChanged = Signal(int)          # seat to act (-1 = nobody)
    humanToAct = Signal(int)            # a human seat must decide
    viewerChanged = Signal(int)         # whose eyes the table shows (-1 = nobody: the curtain is up)
    curtainRequested = Signal(int)      # pass the PC to this human seat
    gameOver = Signal(object)           # ranking
    undoChanged = Signal()
    botThinking = Signal(int, bool)     # seat, thinking?
    botReason = Signal(int, str, object, bool)  # seat, English reason ("Bots" context), its args, told late?
    saveFailed = Signal(str)
    autoAnswered = Signal(int, object, str)  # seat, the action the table played for a human, why (stops.py)
    passModeChanged = Signal(int, str)       # seat, the pass mode now on ("" = none; stops.END_OF_TURN …)
    stalled = Signal(str)               # the game repeated itself without progress: the bots stopped (translated)

    def __init__(self, parent=None, autosave: bool = True):
        super().__init__(parent)
        self.match: Match | None = None
        self.rules = None
        self.spec = None    # the GameSpec of the game on the table
        self.present = None  # names refusal fields for the reader: the table plug-in's ``present``
        self.seats: list[SeatConfig] = []
        self.viewer: int | None = None
        self.autosave_enabled = autosave
        self.bot_delay_ms = 0  # presentation delay: a bot move is shown no sooner than this after the last move
        self.bot_budget: float | None = DEFAULT_BUDGET
        self.barrier = 0
        self._redo: list[list] = []
        self._redo_auto: list[set[int]] = []  # per redo chunk: which of its moves were answered for a person
        self._rev = 0
        self._legal_cache: dict = {}
        self._view_cache: dict = {}   # (state, version, rev, seat) → view / known cards, see _cached
        self._view_stamp = None
        self._hash_cache: tuple | None = None  # (state, version, rev, hash)
        self._save_text = autosaver.SaveText()
        self._writer = autosaver.writer()
        self._writer.signals.failed.connect(self.saveFailed)
        self._over_sent = False
        self.bots = BotRunner(self)
        self.bots.decided.connect(self._bot_decided)
        self.bots.failed.connect(self._bot_failed)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._start_bot)
        # A decided bot move waits here until the presentation delay has passed (never sleep on the GUI thread).
        self._present_timer = QTimer(self)
        self._present_timer.setSingleShot(True)
        self._present_timer.timeout.connect(self._present)
        self._presenting = None  # (token, seat, action, reason, args)
        self._thinking_seat: int | None = None
        self._since_move = QElapsedTimer()
        self._since_move.start()
        self._held_reasons: list = []  # bot reasons naming cards the log's reader may not know yet
        # the table's words for a move (its plug-in's ``action_text``), for reasons that do not name the move
        self.move_words: Callable[[Any], str] | None = None
        self.info: dict = {}  # what the save keeps of how the game was set up (house-rule preset, start time …)
        self.logbook = Logbook()  # what the log shows: batches of events per move (undo cuts it, saves keep it)
        self.auto_bots = True  # False: bot seats wait (screenshots and tests drive them)
        #: fn(seat, legal) -> action or None: an answer the table gives for a person without asking (an empty
        #: gesture window, a decision that changes nothing; the window sets it from the game's table plug-in)
        self.auto_answer = None
        self.auto_moves: set[int] = set()  # indices of moves answered for a person (undo skips them like bot moves)
        self.guard = RepetitionGuard()  # no game can hang: bot moves that go round in circles stop the bots
        self.is_stalled = False
        # A lesson's check of every move submitted: fn(action) -> True to let it be applied (None: no check).
        # A move it stops is not applied and changes nothing; the gate says why itself.
        self.gate = None
        # Stops (stops.py): for a game whose rules describe their moments, the table answers a human's prompt
        # that has one legal answer, and passes priority where the player's stops say so (marked in auto_moves).
        self.use_stops = True
        self.stops: dict[str, stopsmod.Stops] = {}       # game → the human players' stops (the window sets them)
        self.pass_modes: dict[int, stopsmod.PassMode] = {}
        self._answering = False

    # ---- starting --------------------------------------------------------------
    def new_game(self, game: str, seats: list[SeatConfig], options: dict, seed: int, info: dict | None = None) -> None:
        """Start ``game``; ``info`` (plain values: the house-rule preset, {"hints": False} …) is saved with it."""
        rules = rules_for(game)
        match = Match.new(rules, [s.name for s in seats], options, seed)
        self.info = {"seed": seed, "started": time.time(), **dict(info or {})}
        self._install(match, seats, barrier=0)

    def start_from_state(self, state, seats: list[SeatConfig] | None = None, info: dict | None = None) -> None:
        """Play on from a given GameState (a scenario position: ``rules.scenario_state(spec)``; a replay's position)."""
        rules = rules_for(state.game)
        self.info = {"started": time.time(), **dict(info or {})}
        if seats is None:
            seats = [SeatConfig(s.get("name", seat_label(k))) for k, s in enumerate(state.seats)]
        self._install(Match(rules, state), seats, barrier=0)

    def _stop_bots(self) -> None:
        """Cancel a thinking bot at once and forget a move waiting to be shown."""
        self.bots.cancel()
        self._bot_timer.stop()
        self._present_timer.stop()
        self._presenting = None
        if self._thinking_seat is not None:
            seat, self._thinking_seat = self._thinking_seat, None
            self.botThinking.emit(seat, False)

    def _install(self, match: Match, seats: list[SeatConfig], barrier: int, logbook: Logbook | None = None,
                 auto_moves: set[int] | None = None) -> None:
        self._stop_bots()
        self._held_reasons.clear()
        self.logbook = logbook if logbook is not None else Logbook()
        self.match = match
        self.rules = match.rules
        self.spec = spec_for(match.state.game)
        self.seats = list(seats)
        while len(self.seats) < len(match.state.seats):
            self.seats.append(SeatConfig(match.state.seats[len(self.seats)].get("name", "?"), "bot"))
        self.barrier = barrier
        self.guard.reset()
        self.is_stalled = False
        self.auto_moves = set(auto_moves or ())
        self._redo.clear()
        self._redo_auto.clear()
        self.pass_modes.clear()
        self._over_sent = False
        self._touch()
        humans = self.humans()
        actor = self.to_act()
        if len(humans) > 1:
            self.viewer = None  # hot seat: the first turn is behind the curtain like every later one
        elif humans:
            self.viewer = humans[0]
        else:
            self.viewer = None
        self.gameStarted.emit()
        self.viewerChanged.emit(-1 if self.viewer is None else self.viewer)
        self.undoChanged.emit()
        self._autosave()
        self._after_change(first=True)

    def close_game(self) -> None:
        self._stop_bots()
        self.match = None

    def shutdown(self) -> None:
        self._stop_bots()
        self.bots.shutdown()
        self.flush_autosave()

    def flush_autosave(self) -> None:
        """Wait until the autosave written after the last action is on disk (quit, tests)."""
        self._writer.flush()

    # ---- reading ---------------------------------------------------------------
    @property
    def state(self):
        return self.match.state if self.match else None

    @property
    def game(self) -> str | None:
        return self.match.state.game if self.match else None

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats):
            return "?"
        return self.seats[seat].name

    def to_act(self) -> int | None:
        if not self.match or self.is_over():
            return None
        return self.rules.to_act(self.match.state)

    def is_over(self) -> bool:
        return bool(self.match) and self.rules.is_over(self.match.state)

    def view(self, seat: int | None = "viewer"):
        """The table as ``seat`` sees it (default: the current viewer)."""
        if seat == "viewer":
            seat = self.viewer
        return self._cached("view", seat, lambda: self.rules.view_for(self.match.state, seat))

    def _cached(self, kind: str, seat, make):
        """One ``kind`` ("view", "known") per seat and table state: the scene, the panels, the banner and the
        knowledge filter of one action all ask for the same view; computing it once saves most of an action."""
        st = self.match.state
        stamp = (id(st), getattr(st, "version", None), self._rev)
        if stamp != self._view_stamp or self._view_cache.get("state") is not st:
            self._view_cache = {"state": st}
            self._view_stamp = stamp
        key = (kind, seat)
        if key not in self._view_cache:
            self._view_cache[key] = make()
        return self._view_cache[key]

    def log_reader(self) -> int | None:
        """Whose knowledge the log may tell: the only human, or nobody's private cards with several."""
        h = self.humans()
        return h[0] if len(h) == 1 else None

    def my_turn_seat(self) -> int | None:
        """The human seat the UI may act for now (the viewer, when it is their decision)."""
        a = self.to_act()
        if a is not None and a == self.viewer and self.is_human(a) and not self.bot_thinking():
            return a
        return None

    # ---- acting ----------------------------------------------------------------
    def submit(self, action) -> bool:
        """Apply ``action``; on refusal emit ``refused`` and return False (state untouched)."""
        if not self.match:
            return False
        if self.gate is not None and not self.gate(action):
            return False
        return self._apply(action, from_redo=False)

    def _apply(self, action, from_redo: bool, auto: bool = False) -> bool:
        st = self.match.state
        before = {s: self._known(s) for s in (self.humans() or range(len(self.seats)))}
        scene_before = self._known(self.viewer)
        log_before = self._known(self.log_reader())
        try:
            events = self.match.play(action)
        except IllegalAction as exc:
            self.refused.emit(self.refusal_message(exc))
            return False
        del st
        self._stop_bots()
        self._since_move.restart()
        self._touch()
        if not self.spec.undo_anything:
            # A card newly seen by a person ends what may be undone (they could replay knowing it); a bot's
            # new knowledge does not — undoing the human's move past a bot's draw shows the human nothing.
            knowers = self.humans() or range(len(self.seats))
            after = {s: self._known(s) for s in knowers}
            if any(after[s] - before[s] for s in knowers):
                self.barrier = len(self.match.actions)
        if not from_redo:
            self._follow_redo(action)
        log_after = self._known(self.log_reader())
        self._rules_said_over = any(isinstance(e, GameOver) for e in events)
        batch = filter_events(events, log_before, log_after)
        self.logbook.add(len(self.match.actions), batch)
        self.logEvents.emit(batch)
        self._tell_held_reasons(log_after)
        self.changed.emit(filter_events(events, scene_before, self._known(self.viewer)))
        self._autosave()
        self.undoChanged.emit()
        if self.is_human(action.seat):
            self.guard.reset()
        elif not self.is_over() and self.guard.step(self.state_hash()):
            self._stall()
        if not from_redo and not auto:
            self._after_change()
        return True

    def _known(self, seat) -> set:
        """The cards ``seat`` can name now (once per seat and table state; never change the set returned)."""
        return self._cached("known", seat, lambda: frozenset(
            c for z in self.view(seat).zones.values() for c in z.cards if c))

    def state_hash(self) -> str:
        """``state.hash()`` once per table state (the autosave and the bots' seeds share it)."""
        st = self.match.state
        stamp = (st, getattr(st, "version", None), self._rev)
        c = self._hash_cache
        if c is None or c[0] is not st or c[1:3] != stamp[1:]:
            c = self._hash_cache = stamp + (st.hash(),)
        return c[3]

    def _touch(self) -> None:
        self._rev += 1
        self._legal_cache.clear()

    def _stall(self) -> None:
        """Bots that repeat the same table without progress: stop them, say so (no game can hang)."""
        self._stop_bots()
        self.is_stalled = True
        times = self.guard.worst
        self.logbook.add(len(self.match.actions), [Stalled(times)])
        self.logEvents.emit(self.logbook.batches[-1][1])
        self.stalled.emit(QCoreApplication.translate(
            "GameController", "The game is stuck: the same table came back %1 times without progress, so the bots stopped. Undo, save the game for a bug report, or start a new one.").replace("%1", str(times)))

    def _after_change(self, first: bool = False) -> None:
        if self.is_over():
            if not self._over_sent:
                self._over_sent = True
                self.toActChanged.emit(-1)
                rk = self.rules.ranking(self.match.state)
                if not getattr(self, "_rules_said_over", False):
                    batch = [GameOver(tuple(tuple(p) for p in rk))]
                    self.logbook.add(len(self.match.actions), batch)
                    self.logEvents.emit(batch)
                self.gameOver.emit(rk)
                self.flush_autosave()  # an autosave still being written must not come back after this
                try:
                    autosave_path().unlink()
                except OSError:
                    pass
            return
        if self._answer_for_humans():
            self._after_change()  # the table answered: carry on from where that left the game
            return
        actor = self.to_act()
        self.toActChanged.emit(-1 if actor is None else actor)
        if actor is None:
            return
        if self.is_human(actor):
            auto = self.auto_answer(actor, self.legal(actor)) if self.auto_answer is not None else None
            if auto is not None:  # answered for the person (no curtain, no question)
                self.auto_moves.add(len(self.match.actions))
                if self.submit(auto):
                    return
                self.auto_moves.discard(len(self.match.actions))
            if actor != self.viewer:
                if len(self.humans()) > 1:
                    self.set_viewer(None)
                    self.curtainRequested.emit(actor)
                    return
                self.set_viewer(actor)
            self.humanToAct.emit(actor)
        else:
            if self.viewer is None and self.humans() and len(self.humans()) == 1:
                self.set_viewer(self.humans()[0])
            if self.auto_bots and not self.is_stalled:
                self._bot_timer.start(0)  # think at once; the presentation delay applies to showing the move

    # ---- stops and automatic answers (stops.py) ------------------------------------------------
    def answers_automatically(self) -> bool:
        """Whether this game's prompts may be answered by the table (its rules describe their moments)."""
        return self.use_stops and self.match is not None and hasattr(self.rules, "moment")

    def stops_for(self, seat: int) -> stopsmod.Stops:
        game = self.game or ""
        if game not in self.stops:
            self.stops[game] = stopsmod.default_stops(self.rules)
        return self.stops[game]

    def set_stops(self, game: str, stops: stopsmod.Stops) -> None:
        """The human players' stops for ``game`` (from the settings); applied at the next prompt."""
        self.stops[game] = stops
        if self.match is not None and self.game == game and not self.bot_thinking():
            self._after_change()

    def set_pass_mode(self, seat: int, kind: str | None) -> None:
        """Turn a pass mode on (stops.END_OF_TURN, stops.UNTIL_EVENT) or off (None) for a human seat."""
        if not self.match or not self.is_human(seat):
            return
        if kind is None:
            self.pass_modes.pop(seat, None)
        else:
            self.pass_modes[seat] = stopsmod.start_mode(self.rules, self.match.state, seat, kind)
        self.passModeChanged.emit(seat, kind or "")
        if kind is not None and self.to_act() == seat:
            self._after_change()

    def pass_mode(self, seat: int | None) -> str:
        m = self.pass_modes.get(seat) if seat is not None else None
        return m.kind if m is not None else ""

    def _answer_for_humans(self) -> bool:
        """Play the answers the table may give for human seats (stops.decide) until a player must be asked;
        True if it played any.  Each answer is an ordinary action of the match (the engine keeps every pass)."""
        if self._answering or not self.answers_automatically():
            return False
        self._answering = True
        played = False
        try:
            for _ in range(10000):
                if self.is_over():
                    break
                actor = self.to_act()
                if actor is None or not self.is_human(actor):
                    break
                legal = self.legal(actor)
                mode = self.pass_modes.get(actor)
                if mode is not None:
                    m = stopsmod.moment(self.rules, self.match.state, actor)
                    if m is not None and stopsmod.mode_over(mode, m, actor):
                        del self.pass_modes[actor]
                        self.passModeChanged.emit(actor, "")
                        mode = None
                got = stopsmod.decide(self.rules, self.match.state, actor, legal, self.stops_for(actor), mode)
                if got is None:
                    break
                action, why = got
                n = len(self.match.actions)
                self.auto_moves.add(n)
                # told before its events, as a bot's reason is (after the game-over line it read oddly)
                self.autoAnswered.emit(actor, action, why)
                if not self._apply(action, from_redo=False, auto=True):
                    self.auto_moves.discard(n)
                    break
                played = True
        finally:
            self._answering = False
        return played

    def tell(self, events: list) -> None:
        """Add ``events`` to the log as part of the last move (the window words an automatic answer so)."""
        if self.match is not None and events:
            self.logbook.add(len(self.match.actions), list(events))
            self.logEvents.emit(list(events))

    def is_auto(self, index: int) -> bool:
        """Whether action ``index`` of the match was played by the table for a human (stops.py)."""
        return index in self.auto_moves

    def set_viewer(self, seat: int | None) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self._touch()
            self.viewerChanged.emit(-1 if seat is None else seat)

    def lift_curtain(self, seat: int) -> None:
        """The player at ``seat`` has taken the PC: show the table through their eyes."""
        self.set_viewer(seat)
        if self.to_act() == seat:
            self.humanToAct.emit(seat)

    # ---- bots ------------------------------------------------------------------
    def _token(self):
        return (id(self.match), self._rev, len(self.match.actions)) if self.match else None

    def _start_bot(self) -> None:
        if not self.match or self.is_over():
            return
        actor = self.to_act()
        if actor is None or self.is_human(actor):
            return
        legal = self.legal(actor)
        if not legal:
            return
        view = self.rules.view_for(self.match.state, actor)
        seed = int(hashlib.sha256(f"{self.state_hash()}:{actor}".encode()).hexdigest()[:12], 16)
        fn = decider(self.seats[actor].bot, self.rules, seed)
        self._thinking_seat = actor
        self.botThinking.emit(actor, True)
        self.bots.start(fn, self._token(), view, legal, self.bot_budget)

    def _bot_decided(self, token, action, reason="", args=None) -> None:
        if token != self._token() or self._thinking_seat is None:
            return  # the table changed while the bot thought: its answer is stale
        wait = int(self.bot_delay_ms) - self._since_move.elapsed()
        self._presenting = (token, self._thinking_seat, action, reason, dict(args or {}))
        if wait > 0:
            self._present_timer.start(wait)  # people follow the bots: a move shows no sooner than the delay
        else:
            self._present()

    def _present(self) -> None:
        pending, self._presenting = self._presenting, None
        if pending is None:
            return
        token, seat, action, reason, args = pending
        if token != self._token():
            return
        self._thinking_seat = None
        self.botThinking.emit(seat, False)
        if reason:
            self._tell_reason(seat, reason, args, self._words_for(action) if reason == REASON_ONLY else "")
        if not self.submit(action):
            # A bot that proposes an illegal move: fall back to any legal action, never stall.
            legal = self.legal(seat)
            if legal:
                self.submit(legal[0])

    def _words_for(self, action) -> str:
        """The move in the reader's words (the table's ``move_words``), for a reason that does not name it."""
        if self.move_words is None:
            return ""
        values = set()
        for f in dataclasses.fields(action) if dataclasses.is_dataclass(action) else ():
            v = getattr(action, f.name)
            values.update(x for x in (v if isinstance(v, (list, tuple)) else [v]) if isinstance(x, str))
        cards = {c for z in self.match.state.zones.values() for c in z.cards if c in values}
        if cards - self._known(self.log_reader()):
            return ""  # the words would name a card the log's reader has not seen
        try:
            return str(self.move_words(action))
        except Exception:  # noqa: BLE001 - wording must never stop the game
            return ""

    def _tell_reason(self, seat: int, reason: str, args: dict, words: str = "") -> None:
        """The bot's reason for the log, at once, or held back while it names cards the reader may not see."""
        cards = {v for v in args.values() if isinstance(v, str) and cardmod.is_card(v)}
        if cards - self._known(self.log_reader()):
            self._held_reasons.append((seat, reason, args, cards))
        else:
            self._log_reason(seat, reason, args, False, len(self.match.actions) + 1, words)  # the next move

    def _tell_held_reasons(self, known: set) -> None:
        keep = []
        for seat, reason, args, cards in self._held_reasons:
            if cards <= known:
                self._log_reason(seat, reason, args, True, len(self.match.actions))
            else:
                keep.append((seat, reason, args, cards))
        self._held_reasons = keep

    def _log_reason(self, seat: int, reason: str, args: dict, late: bool, move: int, words: str = "") -> None:
        level = self.seats[seat].bot if 0 <= seat < len(self.seats) else ""
        entry = BotReason(seat, level, reason, dict(args), late, words)
        self.logbook.add(move, [entry])
        self.logEvents.emit([entry])
        self.botReason.emit(seat, reason, args, late)

    def _bot_failed(self, token, err) -> None:
        if token == self._token():
            seat, self._thinking_seat = self._thinking_seat, None
            if seat is not None:
                self.botThinking.emit(seat, False)
            legal = self.legal(self.to_act())
            if legal:
                self.submit(legal[0])

    def bot_thinking(self) -> bool:
        return (self.bots.busy() or self._bot_timer.isActive() or self._presenting is not None
                or self._thinking_seat is not None)

    def thinking_seat(self) -> int | None:
        """The bot seat thinking (or waiting to show its move) now, else None."""
        return self._thinking_seat

