"""The rules protocol every rule set implements, and a played game (its action log).

A rule set is an object with the methods of ``Rules``.  ``Match`` keeps the
initial state and the list of actions, so that replay, undo, saves and bug
reports all rest on one mechanism: same initial state + same actions = same
state, byte for byte.
"""

from __future__ import annotations

from typing import Any, Protocol, TypedDict, runtime_checkable

from .actions import Action
from .errors import IllegalAction
from .events import Event
from .state import GameState, PlayerView


@runtime_checkable
class Rules(Protocol):
    name: str

    def new_game(self, seats: list[str], options: dict, seed: int) -> GameState: ...
    def to_act(self, state: GameState) -> int | None: ...
    def legal_actions(self, state: GameState, seat: int) -> list[Action]: ...
    def apply(self, state: GameState, action: Action) -> list[Event]: ...
    # Why an action is illegal now (None if legal), from the same checks as legal_actions and apply; the state
    # is not changed (the controller explains a refused drop with it, lessons judge a move with it):
    def refusal(self, state: GameState, action: Action) -> IllegalAction | None: ...
    def is_over(self, state: GameState) -> bool: ...
    def ranking(self, state: GameState) -> list[list[int]]: ...
    def view_for(self, state: GameState, seat: int | None) -> PlayerView: ...
    def check_invariants(self, state: GameState) -> list[str]: ...
    def validate_state(self, state: GameState) -> None: ...

    # For the table and the bots alike (FreeKill's "same question, same code"):
    def ui_hint(self, state: GameState, action: Action) -> "UiHint": ...
    # Scenario files (desktop/core/scenario.py):
    def scenario_state(self, spec: dict) -> GameState: ...
    def scenario_check(self, state: GameState, key: str, value, events: list[Event]) -> list[str]: ...


class UiHint(TypedDict, total=False):
    """How a legal action is made on the table, in UI-neutral terms (every key the table reads).

    An action with both ``card`` and ``zone`` is a drag; otherwise it is a button (or, with ``card`` or
    ``target_zone`` alone, a command in that card's or zone's menu)."""

    card: str | None          # the card id to drag (or whose menu holds the command), or None
    zone: str | None          # the zone id to drop it on, or None
    label: str                # English text for a button or menu entry ("Actions" context), {fields} from args
    args: dict[str, Any]      # fields for the label
    group: str | None         # puts alternatives together, e.g. the weapon source equip / strat / temp / none
    target_zone: str | None   # a command on a zone that is not a drop (e.g. shuffle this pile)


def new_game_options(rules: Rules, options: dict | None) -> dict:
    """``options`` over the rule set's ``new_game_options``: what a game started now gets unless chosen
    otherwise (a rule set whose absent options must keep meaning what older saves were played with sets
    them here, e.g. 三国智's rules edition; ``rules.new_game`` itself keeps the older meaning)."""
    return {**(getattr(rules, "new_game_options", None) or {}), **(options or {})}


class Match:
    """One game being played: the initial state, the actions so far, the current state.

    Every ``SNAPSHOT_EVERY`` actions a copy of the state is kept, so that going back to any point
    (undo, ``replay_to``) replays at most that many actions from the nearest copy instead of the whole
    log; the copies are the states the rules produced, so the result is the same state byte for byte.
    ``redo`` holds the actions undone by ``truncate``, next first; playing the next one keeps the rest,
    any other action clears it.
    """

    SNAPSHOT_EVERY = 24

    def __init__(self, rules: Rules, initial: GameState) -> None:
        self.rules = rules
        self.initial = initial.clone()
        self.state = initial.clone()
        self.actions: list[Action] = []
        self.redo: list[Action] = []
        self._snaps: dict[int, GameState] = {}  # number of actions -> the state after them (never played on)

    @classmethod
    def new(cls, rules: Rules, seats: list[str], options: dict, seed: int) -> "Match":
        return cls(rules, rules.new_game(seats, new_game_options(rules, options), seed))

    def play(self, action: Action) -> list[Event]:
        events = self.rules.apply(self.state, action)
        self.actions.append(action)
        n = len(self.actions)
        if n % self.SNAPSHOT_EVERY == 0:
            self._snaps[n] = self.state.clone()
        if self.redo:
            if self.redo[0] == action:
                del self.redo[0]  # the same move again: the rest can still be redone
            else:
                self.redo.clear()
        return events

    def replay_to(self, n: int) -> GameState:
        """The state after the first ``n`` actions (replayed from the nearest kept copy)."""
        if not 0 <= n <= len(self.actions):
            raise IndexError(f"a match of {len(self.actions)} actions has no state after {n}")
        k = n - n % self.SNAPSHOT_EVERY
        while k > 0 and k not in self._snaps:
            k -= self.SNAPSHOT_EVERY
        st = (self._snaps[k] if k else self.initial).clone()
        for a in self.actions[k:n]:
            self.rules.apply(st, a)
        return st

    def truncate(self, n: int) -> None:
        """Go back to the state after ``n`` actions (undo); the actions after it go to the front of ``redo``."""
        self.state = self.replay_to(n)
        self.redo[:0] = self.actions[n:]
        del self.actions[n:]
        for k in [k for k in self._snaps if k > n]:
            del self._snaps[k]

    def redo_next(self) -> list[Event]:
        """Play the next undone action again (IndexError if there is none)."""
        return self.play(self.redo[0])


def replay(rules: Rules, initial: GameState, actions: list[Action]) -> GameState:
    st = initial.clone()
    for a in actions:
        rules.apply(st, a)
    return st
