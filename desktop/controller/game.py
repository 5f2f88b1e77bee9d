"""GameController: owns one game of any rule set and speaks Qt signals to the table.

It applies actions through the rules protocol, tells every engine event
(filtered to what the viewing seat may know), asks bot seats for their move on
a worker thread, autosaves after every action, and offers undo/redo back to the
last point where hidden information was revealed (every move in the sandbox).
The UI never changes the game itself: it submits actions here.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal

from ..core.errors import IllegalAction, SaveError
from ..core.events import CardHidden, CardMoved, CardRevealed, GameOver
from ..core.persistence import autosave_path, load_match, read_json_limited, save_match
from ..core.rules import Match
from ..games import rules_for
from . import autosave as autosaver
from .bots import DEFAULT_BUDGET, DEFAULT_LEVEL, BotRunner, decider
from ..core import cards as cardmod
from .hints import SOURCE_NAMES, drop_rule, hint_for, is_drag

UNDO_ANYTHING = {"sandbox"}  # rule sets whose every move can be taken back


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


def tr_rules(text: str) -> str:
    return QCoreApplication.translate("Rules", text)


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


class GameController(QObject):
    gameStarted = Signal()              # a new, loaded or resumed game: redraw everything
    changed = Signal(list)              # after each action: events filtered for the viewer (for animation)
    logEvents = Signal(list)            # one action's events for the log, filtered for the log's reader
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

    def __init__(self, parent=None, autosave: bool = True):
        super().__init__(parent)
        self.match: Match | None = None
        # Names a refusal's fields for the reader (IllegalAction.message's present); the table plug-in sets it.
        self.present_arg = None
        self.rules = None
        self.seats: list[SeatConfig] = []
        self.viewer: int | None = None
        self.autosave_enabled = autosave
        self.bot_delay_ms = 0  # presentation delay: a bot move is shown no sooner than this after the last move
        self.bot_budget: float | None = DEFAULT_BUDGET
        self.barrier = 0
        self._redo: list[list] = []
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
        self.auto_bots = True  # False: bot seats wait (screenshots and tests drive them)

    # ---- starting --------------------------------------------------------------
    def new_game(self, game: str, seats: list[SeatConfig], options: dict, seed: int) -> None:
        rules = rules_for(game)
        match = Match.new(rules, [s.name for s in seats], options, seed)
        self._install(match, seats, barrier=0)

    def start_from_state(self, state, seats: list[SeatConfig] | None = None) -> None:
        """Play on from a given GameState (a scenario position: ``rules.scenario_state(spec)``)."""
        rules = rules_for(state.game)
        if seats is None:
            seats = [SeatConfig(s.get("name", f"P{k + 1}")) for k, s in enumerate(state.seats)]
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

    def _install(self, match: Match, seats: list[SeatConfig], barrier: int) -> None:
        self._stop_bots()
        self._held_reasons.clear()
        self.match = match
        self.rules = match.rules
        self.seats = list(seats)
        while len(self.seats) < len(match.state.seats):
            self.seats.append(SeatConfig(match.state.seats[len(self.seats)].get("name", "?"), "bot"))
        self.barrier = barrier
        self._redo.clear()
        self._over_sent = False
        self._touch()
        humans = self.humans()
        actor = self.to_act()
        if actor is not None and actor in humans:
            self.viewer = actor
        else:
            self.viewer = humans[0] if humans else None
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

    def legal(self, seat: int | None) -> list:
        if not self.match or seat is None or self.is_over() or self.paused_for(seat):
            return []
        key = (self._rev, seat)
        if key not in self._legal_cache:
            self._legal_cache[key] = list(self.rules.legal_actions(self.match.state, seat))
        return self._legal_cache[key]

    def paused_for(self, seat) -> bool:
        return False

    def hint(self, action):
        key = ("hint", self._rev, action)
        try:
            h = self._legal_cache.get(key)
        except TypeError:
            h = None
        if h is None:
            h = hint_for(self.rules, self.match.state, action)
            try:
                self._legal_cache[key] = h
            except TypeError:
                pass
        return h

    def my_turn_seat(self) -> int | None:
        """The human seat the UI may act for now (the viewer, when it is their decision)."""
        a = self.to_act()
        if a is not None and a == self.viewer and self.is_human(a) and not self.bot_thinking():
            return a
        return None

    def drag_targets(self, seat: int | None, card: str) -> dict[str, list]:
        """zone id → legal actions made by dropping ``card`` there."""
        out: dict[str, list] = {}
        for a in self.legal(seat):
            h = self.hint(a)
            if is_drag(h) and h["card"] == card:
                out.setdefault(h["zone"], []).append(a)
        return out

    def draggable_cards(self, seat: int | None) -> set[str]:
        return {self.hint(a)["card"] for a in self.legal(seat) if is_drag(self.hint(a))}

    def card_actions(self, seat: int | None, card: str) -> list:
        """Every legal action that names ``card`` (drags and commands such as flipping it)."""
        return [a for a in self.legal(seat) if self.hint(a).get("card") == card]

    def zone_actions(self, seat: int | None, zone: str) -> list:
        """Commands on a zone that are not drags (e.g. shuffle this pile)."""
        out = []
        for a in self.legal(seat):
            h = self.hint(a)
            if not is_drag(h) and (h.get("zone") == zone or h.get("target_zone") == zone) and not h.get("card"):
                out.append(a)
        return out

    def button_actions(self, seat: int | None) -> list:
        """Legal actions that are neither drags nor about one card or zone: the action bar."""
        out = []
        for a in self.legal(seat):
            h = self.hint(a)
            if not h.get("card") and not h.get("zone") and not h.get("target_zone"):
                out.append(a)
        return out

    def action_label(self, action) -> str:
        h = self.hint(action)
        text = QCoreApplication.translate("Actions", h.get("label") or action.kind)
        args = dict(h.get("args") or {})
        for k, v in list(args.items()):
            if isinstance(v, int) and not isinstance(v, bool) and k in ("target", "to", "seat"):
                args[k] = self.name(v)
            elif k == "source" and v in SOURCE_NAMES:
                args[k] = QCoreApplication.translate("Terms", SOURCE_NAMES[v])
            elif k == "card" and isinstance(v, str) and cardmod.is_card(v):
                args[k] = cardmod.pretty(v)
            elif k == "zone" and isinstance(v, str):
                args[k] = v.split(".", 1)[-1]
        try:
            return text.format(**args)
        except (KeyError, IndexError, ValueError):
            return text

    def explain_drop(self, seat: int | None, card: str, zone: str) -> str:
        """Why dropping ``card`` on ``zone`` is refused: the rule that forbids it, in words."""
        if self.is_over():
            return QCoreApplication.translate("Rules", "The game is over.")
        actor = self.to_act()
        if seat is None or actor != seat:
            return QCoreApplication.translate("Rules", "It is {name}'s turn.").format(name=self.name(actor))
        fn = getattr(self.rules, "explain_drop", None)
        if fn is not None:
            try:
                exc = fn(self.match.state, seat, card, zone)
            except Exception:  # noqa: BLE001 - an explanation must never break the table
                exc = None
            if isinstance(exc, IllegalAction):
                return exc.message(tr_rules, self.present_arg)
            if isinstance(exc, str) and exc:
                return tr_rules(exc)
        # Try the same kind of move with this card or onto this zone: the rules say why not.
        st = self.match.state
        vague = None
        for a in self._candidates(seat, card, zone):
            trial = st.clone()
            try:
                self.rules.apply(trial, a)
            except IllegalAction as exc:
                if "§" in exc.rule:
                    return exc.message(tr_rules, self.present_arg)
                vague = vague or exc.message(tr_rules, self.present_arg)
            except Exception:  # noqa: BLE001
                continue
        # Where this card (or, if it cannot move now, the cards that can) may go, and the rule that says so.
        drags = [a for a in self.legal(seat) if is_drag(self.hint(a))]
        mine = [a for a in drags if self.hint(a)["card"] == card] or drags
        for a in mine:
            rule = drop_rule(self.game, a.kind)
            if rule is not None:
                return f"{tr_rules(rule[0])} [{rule[1]}]"
        if vague:
            return vague
        if card not in self.draggable_cards(seat):
            return QCoreApplication.translate("Rules", "That card cannot be played now.")
        return QCoreApplication.translate("Rules", "That card cannot go there now.")

    def _candidates(self, seat, card, zone):
        out = []
        owner = st_owner(self.match.state, zone)
        for a in self.legal(seat):
            h = self.hint(a)
            if not is_drag(h):
                continue
            if h["zone"] == zone and h["card"] != card:
                out.append(_swap_value(a, h["card"], card))
            elif h["card"] == card and h["zone"] != zone:
                b = _swap_value(a, h["zone"], zone)
                if b == a:
                    old_owner = st_owner(self.match.state, h["zone"])
                    if old_owner is not None and owner is not None:
                        b = _swap_target(a, old_owner, owner)
                out.append(b)
        seen, uniq = set(), []
        for a in out:
            if a is not None and a not in seen:
                seen.add(a)
                uniq.append(a)
        return uniq[:12]

    # ---- acting ----------------------------------------------------------------
    def submit(self, action) -> bool:
        """Apply ``action``; on refusal emit ``refused`` and return False (state untouched)."""
        if not self.match:
            return False
        return self._apply(action, from_redo=False)

    def _apply(self, action, from_redo: bool) -> bool:
        st = self.match.state
        knowers = range(len(self.seats))
        before = {s: self._known(s) for s in knowers}
        scene_before = self._known(self.viewer)
        log_before = self._known(self.log_reader())
        try:
            events = self.match.play(action)
        except IllegalAction as exc:
            self.refused.emit(exc.message(tr_rules, self.present_arg))
            return False
        del st
        self._stop_bots()
        self._since_move.restart()
        self._touch()
        if self.rules.name not in UNDO_ANYTHING:
            after = {s: self._known(s) for s in knowers}
            if any(after[s] - before[s] for s in knowers):
                self.barrier = len(self.match.actions)
        if not from_redo:
            self._redo.clear()
        log_after = self._known(self.log_reader())
        self._rules_said_over = any(isinstance(e, GameOver) for e in events)
        self.logEvents.emit(filter_events(events, log_before, log_after))
        self._tell_held_reasons(log_after)
        self.changed.emit(filter_events(events, scene_before, self._known(self.viewer)))
        self._autosave()
        self.undoChanged.emit()
        if not from_redo:
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

    def _after_change(self, first: bool = False) -> None:
        if self.is_over():
            if not self._over_sent:
                self._over_sent = True
                self.toActChanged.emit(-1)
                rk = self.rules.ranking(self.match.state)
                if not getattr(self, "_rules_said_over", False):
                    self.logEvents.emit([GameOver(tuple(tuple(p) for p in rk))])
                self.gameOver.emit(rk)
                self.flush_autosave()  # an autosave still being written must not come back after this
                try:
                    autosave_path().unlink()
                except OSError:
                    pass
            return
        actor = self.to_act()
        self.toActChanged.emit(-1 if actor is None else actor)
        if actor is None:
            return
        if self.is_human(actor):
            if actor != self.viewer:
                if self.viewer is not None and len(self.humans()) > 1:
                    self.set_viewer(None)
                    self.curtainRequested.emit(actor)
                    return
                self.set_viewer(actor)
            self.humanToAct.emit(actor)
        else:
            if self.viewer is None and self.humans() and len(self.humans()) == 1:
                self.set_viewer(self.humans()[0])
            if self.auto_bots:
                self._bot_timer.start(0)  # think at once; the presentation delay applies to showing the move

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
            self._tell_reason(seat, reason, args)
        if not self.submit(action):
            # A bot that proposes an illegal move: fall back to any legal action, never stall.
            legal = self.legal(seat)
            if legal:
                self.submit(legal[0])

    def _tell_reason(self, seat: int, reason: str, args: dict) -> None:
        """The bot's reason for the log, at once, or held back while it names cards the reader may not see."""
        cards = {v for v in args.values() if isinstance(v, str) and cardmod.is_card(v)}
        if cards - self._known(self.log_reader()):
            self._held_reasons.append((seat, reason, args, cards))
        else:
            self.botReason.emit(seat, reason, args, False)

    def _tell_held_reasons(self, known: set) -> None:
        keep = []
        for seat, reason, args, cards in self._held_reasons:
            if cards <= known:
                self.botReason.emit(seat, reason, args, True)
            else:
                keep.append((seat, reason, args, cards))
        self._held_reasons = keep

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
        return {"seats": [s.to_dict() for s in self.seats], "barrier": self.barrier,
                "viewer": self.viewer}

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
            seats = [SeatConfig(s.get("name", f"P{i + 1}")) for i, s in enumerate(match.state.seats)]
        barrier = meta.get("barrier")
        if self.rules_name(match) in UNDO_ANYTHING:
            barrier = 0
        elif not isinstance(barrier, int) or not 0 <= barrier <= len(match.actions):
            barrier = len(match.actions)
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


def st_owner(state, zone: str) -> int | None:
    z = state.zones.get(zone)
    return z.owner if z is not None else None


def _swap_value(action, old, new):
    """``action`` with every field equal to ``old`` set to ``new`` (a candidate for explaining a drop)."""
    changes = {f.name: new for f in dataclasses.fields(action) if f.name != "seat" and getattr(action, f.name) == old}
    if not changes:
        return action
    try:
        return dataclasses.replace(action, **changes)
    except (TypeError, ValueError):
        return None


def _swap_target(action, old: int, new: int):
    changes = {f.name: new for f in dataclasses.fields(action)
               if f.name in ("target", "to") and getattr(action, f.name) == old}
    if not changes:
        return None
    return dataclasses.replace(action, **changes)
