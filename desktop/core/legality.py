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

A game may give its candidates in runs (``candidate_runs``: candidates of one seat that share one check) and
write a check in run form (``@run_check``): one call checks a whole run and returns the accepted ones, and a
refusal is the same call with a run of one, so the list and the refusal still come from the same code.
A run the rule set makes only of candidates its check accepts is an ``ExactRun``: the pass asks the common check
and takes it whole (``checked=True`` checks it like any run; the rule set's test shows the two lists are equal).
"""

from __future__ import annotations

from itertools import repeat
from operator import is_
from typing import Any, Iterable

from .actions import Action
from .errors import QT_TRANSLATE_NOOP, IllegalAction
from .events import Event
from .state import GameState

_LEGAL = "core.legal"  # state.cache key: (version, seat) -> tuple of legal actions
_SETTLED = "core.settled"  # state.cache key: (seat, tuple of legal actions) of the state perform() ended in


#: state.cache key of the memo of one legality pass (see ``CheckedRules.legal_now``)
PASS = "core.pass"
_UNKNOWN = object()  # an action class whose check has not been looked up yet
_MALFORMED = (KeyError, IndexError, TypeError, ValueError, AttributeError)  # a malformed field: refused


class ExactRun(tuple):
    """A run of ``candidate_runs`` made only of candidates its check accepts once ``check_common`` accepts the
    seat: the pass asks ``check_common`` (once per key, as for any run) and takes the run whole, without its
    check.  A refusal is still the check's own; ``legal_now(…, checked=True)`` checks it like any other run, and a
    rule set that makes exact runs proves in a test that both lists are equal."""

    __slots__ = ()


def run_check(fn):
    """Mark ``check_<Kind>(self, state, run, out)`` as a check in run form.

    ``run``: candidates of one seat whose classes all have this check (``candidate_runs``).  With a list as
    ``out`` it appends the candidates it accepts, in order, and skips the others; with ``out`` None (a refusal:
    ``run`` holds one action) it raises that action's ``IllegalAction`` or returns if it is legal.  Each candidate is judged by the same
    code in both uses (hoisting what the run shares — the seat's hand, a (target, source) already accepted in
    this run — but no verdict of another candidate that differs in what is judged)."""
    fn.core_run = True
    return fn


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
        """Checks shared by every action kind (the seat exists, the game is not over, whose turn …).

        Its verdict may depend on the state, the action's seat and ``common_key(type(action))`` only, never
        on the other fields (those are the kind's own check): ``legal_actions`` asks it once per key among
        the candidates of one seat."""

    def common_key(self, cls: type) -> object:
        """What ``check_common``'s verdict depends on in an action's class (by default the class itself; a
        game whose common checks only tell two groups of kinds apart returns the group)."""
        return cls

    def perform(self, state: GameState, action: Action) -> list[Event]:
        """Carry out an action the checks accepted; return what happened."""
        raise NotImplementedError

    def after_perform(self, state: GameState) -> None:
        """Called after the version bump (a game may seed caches for the new version here)."""

    #: optional hook ``candidate_runs(state, seat) -> Iterable[Sequence[Action]]``: the candidates in runs, each
    #: run of one seat and one check (the same ``check_<Kind>`` for every class in it, so one common key); their
    #: concatenation is ``candidates(state, seat)``.  A rule set with run-form checks (``@run_check``) gives it;
    #: without it the pass checks candidate by candidate.
    candidate_runs: Any = None

    #: Kinds whose candidates the rule set makes only where ``check_common`` and the kind's own check accept them
    #: (for the seat asked): the pass takes such a candidate without running its checks again.  ``exact_if``:
    #: kinds for which ``exact_candidate(state, action)`` says so candidate by candidate.  A refusal is always
    #: the checks' own; a rule set that declares these proves it in a test (``legal_now(…, checked=True)``
    #: checks every candidate, and the lists must be equal).  None by default (the pass over
    #: ``candidate_runs`` checks everything).
    exact_kinds: frozenset = frozenset()
    exact_if: frozenset = frozenset()

    def exact_candidate(self, state: GameState, action: Action) -> bool:
        """A candidate of a kind in ``exact_if`` was made only where its checks accept it."""
        return False

    # ---- the mechanism --------------------------------------------------------------
    def _check_fn(self, cls: type):
        """The bound ``check_<Kind>`` of an action class (None if the game has no such action)."""
        return self._check_entry(cls)[0]

    def _check_entry(self, cls: type) -> tuple:
        """(``check_<Kind>`` as a call on one action or None, ``common_key(cls)``), looked up once per class (a
        run-form check is called with a run of one, to refuse)."""
        table = self.__dict__.get("_core_checks")
        if table is None:
            table = self.__dict__["_core_checks"] = {}
        entry = table.get(cls)
        if entry is None:
            fn: Any = getattr(self, "check_" + cls.__name__, None)
            if getattr(fn, "core_run", False):
                run_fn = fn

                def one(state: GameState, action: Action) -> None:
                    run_fn(state, (action,), None)
                fn = one
            entry = table[cls] = (fn, self.common_key(cls))
        return entry

    def _run_entry(self, cls: type) -> tuple:
        """(bound ``check_<Kind>`` or None, ``common_key(cls)``, run form?), looked up once per class."""
        table = self._core_runs
        if table is None:
            table = self._core_runs = {}
        fn = getattr(self, "check_" + cls.__name__, None)
        entry = table[cls] = (fn, self.common_key(cls), bool(getattr(fn, "core_run", False)))
        return entry

    _core_runs: dict | None = None  # class -> (check, common key, run form?) of this rules object

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
        out = self.legal_now(state, seat)
        state.cache[_LEGAL] = (key, tuple(out))
        return out

    def settle(self, state: GameState, seat: int, legal: list[Action] | None = None,
               seed: dict | None = None) -> list[Action]:
        """``seat``'s legal actions in the state ``perform`` ends in, computed by the same checks and kept for
        the next decision.  A game calls this as the very last step of ``perform`` (nothing may change the
        state after it); ``apply`` then files the list under the new state version.  ``legal``: the list
        ``legal_now(state, seat)`` gave in this very state, when the game's flow needed it already (to see
        whether a turn can be taken) and nothing has changed since; ``seed``: as for ``legal_now``."""
        out = self.legal_now(state, seat, seed) if legal is None else legal
        state.cache[_SETTLED] = (seat, tuple(out))
        return out

    def legal_now(self, state: GameState, seat: int, seed: dict | None = None,
                  checked: bool = False) -> list[Action]:
        """``seat``'s legal actions in the state as it is, computed afresh (not cached): the candidates
        every check accepts.

        While the candidates are checked, ``state.cache[PASS]`` is a dict the game's checks may keep
        values derived from the state in (weapon sources, target faults …): the state cannot change
        during the pass.  At any other time there is none, so a lone refusal derives everything afresh.
        ``seed``: a new dict of values the caller derived from this very state already (the pass memo starts as
        it: the pass takes it over).  ``checked``: run every candidate's checks, the rule set's exact kinds' and
        exact runs' too (``exact_kinds``, ``ExactRun``; tests compare the two lists)."""
        cache = state.cache
        outer = cache.get(PASS)
        cache[PASS] = {} if seed is None else seed
        runs = self.candidate_runs
        if runs is not None:
            # The pass over candidate_runs (inline: this runs at every decision): check_common
            # once per key (a run shares one), then one call per run of a run-form check, or one per candidate
            # of any other check.
            try:
                out: list[Action] = []
                fn: Any
                ok: bool | None
                table = self._core_runs
                if table is None:
                    table = self._core_runs = {}
                commons: dict = {}
                for run in runs(state, seat):
                    if not run:
                        continue
                    a = run[0]
                    try:
                        fn, key, many = table[a.__class__]
                    except KeyError:
                        fn, key, many = self._run_entry(a.__class__)
                    if fn is None:
                        continue  # no such action in this game
                    if a.seat is seat:
                        ok = commons.get(key)
                        if ok is None:  # _common_ok, inline (asked once per key and pass)
                            try:
                                self.check_common(state, a)
                                ok = True
                            except IllegalAction:
                                ok = False
                            except _MALFORMED:
                                ok = False
                            commons[key] = ok
                    else:
                        ok = self._common_ok(state, a)
                    if not ok:
                        continue
                    if run.__class__ is ExactRun and not checked:
                        out += run  # made only of what its check accepts (ExactRun)
                        continue
                    if many:
                        n = len(out)
                        try:
                            fn(state, run, out)
                        except _MALFORMED:  # judge each candidate alone, as refusal() would
                            del out[n:]
                            self._one_by_one(state, run, out, True)
                    else:
                        self._one_by_one(state, run, out, False)
                return out
            finally:
                if outer is None:
                    del cache[PASS]
                else:
                    cache[PASS] = outer
        try:
            # The same checks as refusal(), inlined: this loop runs for every candidate of every decision.
            # check_common's verdict depends on the state, the seat and common_key(class) only (its contract),
            # so it is asked once per key among the candidates of ``seat``.  Candidates come in runs of one
            # class (an Act per card, then the next target …): the class's check and verdict are looked up
            # when the class changes, and a candidate inside a run costs its own check and little more.
            out = []
            append = out.append
            table = self.__dict__.get("_core_checks")
            if table is None:
                table = self.__dict__["_core_checks"] = {}
            commons = {}
            common = self.check_common
            last: type | None = None
            fn = None
            ok = False
            exact = self.exact_kinds
            maybe = self.exact_if
            if checked or type(seat) is not int or not 0 <= seat < len(state.seats):
                exact = maybe = frozenset()
            for a in self.candidates(state, seat):
                if a.seat is seat and (a.__class__ in exact or (a.__class__ in maybe and self.exact_candidate(state, a))):
                    append(a)  # made only where its checks accept it (exact_kinds)
                    continue
                if a.__class__ is not last or a.seat is not seat:
                    last = a.__class__
                    try:
                        fn, key = table[last]
                    except KeyError:
                        fn, key = self._check_entry(last)
                    if fn is None:
                        ok = False  # no such action in this game
                    elif a.seat is seat:
                        ok = commons.get(key)
                        if ok is None:  # _common_ok, inline (asked once per key and pass)
                            try:
                                common(state, a)
                                ok = True
                            except IllegalAction:
                                ok = False
                            except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                                ok = False
                            commons[key] = ok
                    else:  # another seat's candidate: its own verdict, and no run
                        ok = self._common_ok(state, a)
                        last = None
                if not ok:
                    continue
                try:
                    fn(state, a)
                except IllegalAction:
                    continue
                except (KeyError, IndexError, TypeError, ValueError, AttributeError):  # malformed: refused
                    continue
                append(a)
            return out
        finally:
            if outer is None:
                del cache[PASS]
            else:
                cache[PASS] = outer

    def _one_by_one(self, state: GameState, run, out: list, many: bool) -> None:
        """Judge each candidate of ``run`` alone (a check not in run form, or a run that met a malformed field)."""
        fn = self._core_runs[run[0].__class__][0]  # type: ignore[index]
        for a in run:
            try:
                if many:
                    fn(state, (a,), None)
                else:
                    fn(state, a)
            except IllegalAction:
                continue
            except _MALFORMED:
                continue
            out.append(a)

    def _common_ok(self, state: GameState, action: Action) -> bool:
        """``check_common`` accepts ``action`` (as ``refusal`` asks it)."""
        try:
            self.check_common(state, action)
        except IllegalAction:
            return False
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            return False
        return True

    def is_legal(self, state: GameState, action: Action) -> bool:
        if self._listed(state, action):
            return True
        return self.refusal(state, action) is None

    @staticmethod
    def _listed(state: GameState, action: object) -> bool:
        """``action`` is the very object taken from the cached legal list of this state version (identity,
        not equality: Pause(True) == Pause(1) for dataclasses, and a bool seat must still be refused)."""
        hit = state.cache.get(_LEGAL)
        if hit is None or not isinstance(action, Action) or hit[0] != (state.version, action.seat):
            return False
        return any(map(is_, hit[1], repeat(action)))

    def apply(self, state: GameState, action: Action) -> list[Event]:
        """Refuse ``action`` (state untouched) or perform it and bump the state version."""
        cache = state.cache
        hit = cache.get(_LEGAL)
        # the check is skipped only for the listed object itself (``_listed``, inline)
        if hit is None or not isinstance(action, Action) or hit[0] != (state.version, action.seat) \
                or not any(map(is_, hit[1], repeat(action))):
            self.check(state, action)
        if hit is not None:
            del cache[_LEGAL]
        cache.pop(_SETTLED, None)
        events = self.perform(state, action)
        state.version += 1
        settled = cache.pop(_SETTLED, None)
        if settled is not None:
            cache[_LEGAL] = ((state.version, settled[0]), settled[1])
        else:
            cache.pop(_LEGAL, None)
        self.after_perform(state)
        return events

