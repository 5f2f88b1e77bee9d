"""三国智 rules: the Rules protocol over the engine, on the core legality mechanism.

``SanguozhiRules`` is a ``CheckedRules``: the candidates (ruleset.candidates) and one check per action
kind (ruleset.checks) give ``legal_actions`` and refusals alike, so the two never disagree; performing an
action (ruleset.perform) runs the engine (engine.py → mechanics/).  Views, validation and table hints live
in ruleset/ as well.  Rules are cited as 三国智 §… (the sections of ../shared/rules/sanguozhi.md).
"""

from __future__ import annotations

from ...core.actions import Action
from ...core.events import Event
from ...core.legality import CheckedRules
from ...core.rng import Rng
from ...core.rules import UiHint
from ...core.state import GameState, PlayerView
from . import engine as E
from .ruleset import candidates as _candidates
from .ruleset import hints as _hints
from .ruleset import moments as _moments
from .ruleset import perform as _perform
from .ruleset import validation as _validation
from .ruleset import views as _views
from .ruleset.checks import DECISION_ACTIONS, Checks, ill
from .ruleset.newgame import build_state, deck_for, merge_options

__all__ = ["SanguozhiRules", "DECISION_ACTIONS", "build_state", "merge_options"]

_ill = ill  # the old name of the refusal helper (tests build refusals with it)


class SanguozhiRules(Checks, CheckedRules):
    name = "sanguozhi"
    rule_prefix = "三国智 §D.4.4"
    state_schema = "state_schema.json"  # JSON Schema of a saved table, beside this module (desktop/core/files.py)
    # A game started now plays edition 2 (D.11, the revised starter set); new_game() without it keeps the
    # table of older versions, so their saves and golden games replay unchanged (core.rules.new_game_options).
    new_game_options = E.NEW_GAME_OPTIONS
    # Issue 18: no hidden card in any part of a view or in any event (simulate checks both after every action).
    view_checks = ("data", "events")

    # -- new game -----------------------------------------------------------------
    def new_game(self, seats: list[str], options: dict, seed: int) -> GameState:
        opts = merge_options(options)
        opts["players"] = len(seats)
        decks = deck_for(opts, len(seats))
        st = build_state(seats, opts, Rng(seed), decks)
        ev: list[Event] = []
        for s in range(len(seats)):
            E.moved(st)
            st.shuffle(E.zid(s, "camp"))  # D.4.1 step 2
        st.data["draw_winner"] = st.rng.below(len(seats))  # D.4.1 step 4: the random draw
        E.run(st, ev)
        return st

    # -- the table's stops (desktop/controller/stops.py) ------------------------------------------
    phases = _moments.PHASES
    default_stops = _moments.DEFAULT_STOPS

    def moment(self, state: GameState, seat: int) -> dict:
        return _moments.moment(state, seat)

    def forced_answer(self, state: GameState, seat: int, legal: list):
        return _moments.forced_answer(state, seat, legal)

    # -- whose decision ------------------------------------------------------------
    def to_act(self, state: GameState) -> int | None:
        d = state.data
        if d.get("over"):
            return None
        if d["decisions"]:
            return d["decisions"][0]["seat"]
        return d["prio"]

    def is_over(self, state: GameState) -> bool:
        return bool(state.data.get("over"))

    def ranking(self, state: GameState) -> list[list[int]]:
        return E.ranking(state)

    # -- the legality mechanism's hooks (checks: the Checks mixin) ---------------------
    def candidates(self, state: GameState, seat: int) -> list[Action]:
        return _candidates.candidates(state, seat)

    def legal_now(self, state: GameState, seat: int, seed: dict | None = None) -> list[Action]:
        """The core's candidates-and-checks pass, kept for a response window while nothing it reads changes
        (``candidates.window_key``): most windows repeat the seat's previous list (mostly just Pass).  Under
        ``VERIFY`` a kept list is compared with a fresh pass.  ``seed``: as the core's (a kept list needs none)."""
        key = _candidates.window_key(state, seat)
        if key is None:
            return CheckedRules.legal_now(self, state, seat, seed)
        memo = state.cache.get(_candidates.WINDOW)
        if memo is None:
            memo = state.cache[_candidates.WINDOW] = {}
        hit = memo.get(seat)
        if hit is not None and hit[0] == key:
            if E.verify_on() and CheckedRules.legal_now(self, state, seat) != list(hit[1]):
                raise AssertionError("三国智: a kept response-window list differs from a fresh pass")
            return list(hit[1])
        out = CheckedRules.legal_now(self, state, seat, seed)
        memo[seat] = (key, tuple(out))
        return out

    def perform(self, state: GameState, action: Action) -> list[Event]:
        return _perform.perform(state, action)

    def after_perform(self, state: GameState) -> None:
        _perform.after_perform(state)

    # -- views, invariants, validation, hints ------------------------------------------
    def view_for(self, state: GameState, seat: int | None) -> PlayerView:
        return _views.view_for(state, seat)

    def public_values(self, state: GameState, visible: set) -> dict:
        return _views.public_values(state, visible)

    def revealed_by(self, events: list[Event]) -> set[str]:
        return _views.revealed_by(events)

    def looked_at(self, state: GameState, seat: int | None) -> set[str]:
        """Hidden cards ``seat``'s view names beyond the zones' visibility (a pending search's candidates)."""
        return _views.looked_at(state, seat)

    def check_invariants(self, state: GameState) -> list[str]:
        return _validation.check_invariants(state)

    def validate_state(self, state: GameState) -> None:
        _validation.validate_state(state)

    def ui_hint(self, state: GameState, action: Action) -> UiHint:
        return _hints.ui_hint(state, action)

    # -- scenarios --------------------------------------------------------------------
    def scenario_state(self, spec: dict) -> GameState:
        from .scenario import scenario_state
        return scenario_state(self, spec)

    def scenario_check(self, state: GameState, key: str, value, events: list[Event]) -> list[str]:
        from .scenario import scenario_check
        return scenario_check(self, state, key, value, events)
