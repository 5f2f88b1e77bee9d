"""One legality mechanism for every rule set: candidates plus one check per action kind.

A rule set lists the actions that might be legal now (``candidates``) and gives one check per
action kind (``check_<Kind>``, raising ``IllegalAction`` with the rule and the numbers).  This
module does the rest, the same way for every game:

* ``legal_actions(state, seat)`` = the candidates every check accepts, cached per state version;
* ``refusal(state, action)`` = the ``IllegalAction`` that forbids an action, or None;
* ``apply(state, action)`` refuses with that same check, then lets the game perform the action
  and bumps the state version.

So the list the table lights, the list a bot chooses from and the reason a drop is refused come
from the same code and cannot disagree (FreeKill: the bot and the human ask the same question).
An action taken from the cached legal list (the same object) is not checked a second time.
"""

from __future__ import annotations

from typing import Iterable

from .actions import Action
from .errors import QT_TRANSLATE_NOOP, IllegalAction
from .events import Event
from .state import GameState

_LEGAL = "core.legal"  # state.cache key: (version, seat) -> tuple of legal actions
_SETTLED = "core.settled"  # state.cache key: (seat, tuple of legal actions) of the state perform() ended in


class CheckedRules:
    """Base class of rule sets.  Subclasses implement the hooks below; they do not override
    ``legal_actions``, ``refusal``, ``check`` or ``apply``."""

    #: the rule cited when an action kind has no check (or a field is malformed)
    rule_prefix: str = ""

    # ---- hooks a rule set provides ------------------------------------------------
    def candidates(self, state: GameState, seat: int) -> Iterable[Action]:
        """Every action ``seat`` might take now, each once (a superset is fine: each one is checked; the
        tests check that no game's legal list holds an action twice)."""
        raise NotImplementedError

    def check_common(self, state: GameState, action: Action) -> None:
        """Checks shared by every action kind (the seat exists, the game is not over, whose turn …)."""

    def perform(self, state: GameState, action: Action) -> list[Event]:
        """Carry out an action the checks accepted; return what happened."""
        raise NotImplementedError

    def after_perform(self, state: GameState) -> None:
        """Called after the version bump (a game may seed caches for the new version here)."""

    # ---- the mechanism --------------------------------------------------------------
    def _check_fn(self, cls: type):
        """The bound ``check_<Kind>`` of an action class (None if the game has no such action)."""
        table = self.__dict__.get("_core_checks")
        if table is None:
            table = self.__dict__["_core_checks"] = {}
        try:
            return table[cls]
        except KeyError:
            fn = table[cls] = getattr(self, "check_" + cls.__name__, None)
            return fn

    def refusal(self, state: GameState, action: Action) -> IllegalAction | None:
        """Why ``action`` is illegal now, or None if it is legal.  The state is not changed."""
        if not isinstance(action, Action):
            return IllegalAction(self.rule_prefix, QT_TRANSLATE_NOOP("Rules", "That is not a move of this game."))
        try:
            self.check_common(state, action)
            fn = self._check_fn(action.__class__)
            if fn is None:
                return IllegalAction(self.rule_prefix, QT_TRANSLATE_NOOP("Rules", "This game has no such action."))
            fn(state, action)
        except IllegalAction as exc:
            return exc
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):  # a malformed field
            return IllegalAction(self.rule_prefix, QT_TRANSLATE_NOOP("Rules", "That move is malformed."))
        return None

    def check(self, state: GameState, action: Action) -> None:
        """Raise the refusal of ``action`` if it is illegal now."""
        exc = self.refusal(state, action)
        if exc is not None:
            raise exc

    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        key = (state.version, seat)
        hit = state.cache.get(_LEGAL)
        if hit is not None and hit[0] == key:
            return list(hit[1])
        out = self._legal_now(state, seat)
        state.cache[_LEGAL] = (key, tuple(out))
        return out

    def settle(self, state: GameState, seat: int) -> list[Action]:
        """``seat``'s legal actions in the state ``perform`` ends in, computed by the same checks and kept for
        the next decision.  A game calls this as the very last step of ``perform`` (nothing may change the
        state after it); ``apply`` then files the list under the new state version."""
        out = self._legal_now(state, seat)
        state.cache[_SETTLED] = (seat, tuple(out))
        return out

    def _legal_now(self, state: GameState, seat: int) -> list[Action]:
        # The same checks as refusal(), inlined: this loop runs for every candidate of every decision.
        out: list[Action] = []
        common = self.check_common
        check_fn = self._check_fn
        for a in self.candidates(state, seat):
            fn = check_fn(a.__class__)
            if fn is None:
                continue
            try:
                common(state, a)
                fn(state, a)
            except IllegalAction:
                continue
            except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                continue
            out.append(a)
        return out

    def is_legal(self, state: GameState, action: Action) -> bool:
        hit = state.cache.get(_LEGAL)
        if hit is not None and hit[0] == (state.version, action.seat) and any(x is action for x in hit[1]):
            return True
        return self.refusal(state, action) is None

    def apply(self, state: GameState, action: Action) -> list[Event]:
        """Refuse ``action`` (state untouched) or perform it and bump the state version."""
        hit = state.cache.get(_LEGAL)
        # Skip the check only for an action taken from the legal list itself (identity, not equality:
        # Pause(True) == Pause(1) for dataclasses, and a bool seat must still be refused).
        if not (hit is not None and isinstance(action, Action) and hit[0] == (state.version, action.seat)
                and any(x is action for x in hit[1])):
            self.check(state, action)
        state.cache.pop(_LEGAL, None)
        state.cache.pop(_SETTLED, None)
        events = self.perform(state, action)
        state.version += 1
        settled = state.cache.pop(_SETTLED, None)
        if settled is not None:
            state.cache[_LEGAL] = ((state.version, settled[0]), settled[1])
        else:
            state.cache.pop(_LEGAL, None)
        self.after_perform(state)
        return events


def refusal_of(rules: object, state: GameState, action: Action) -> IllegalAction | None:
    """Why ``action`` is illegal for ``rules`` now, or None; the state is not changed.

    A ``CheckedRules`` answers with its own check.  A rule set not yet on this mechanism is asked the
    old way, by applying the action to a copy of the state (kept only until every game is a
    ``CheckedRules``; the controller and the tests call this one function either way)."""
    if isinstance(rules, CheckedRules):
        return rules.refusal(state, action)
    trial = state.clone()
    try:
        rules.apply(trial, action)  # type: ignore[attr-defined]
    except IllegalAction as exc:
        return exc
    return None
