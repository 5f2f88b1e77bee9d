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
from .mechanics import basics as _basics
from .actions import (Answer, Concede, Conscript, DeclareAttacker, DeclareDefender, DeployGeneral, DiscardCard,
                      DissolveFormation, EndAttack, EndDefense, EquipTreasure, FlipGeneral, FormFormation, KeepHand,
                      Pass, PlaceBingquan, PlaceDamage, SetGeneral, SetStrategy, UseEvent, UseStrategy)
from .ruleset import candidates as _candidates
from .ruleset import hints as _hints
from .ruleset import moments as _moments
from .ruleset import perform as _perform
from .ruleset import validation as _validation
from .ruleset import views as _views
from .ruleset.checks import DECISION_ACTIONS, Checks, ill
from .ruleset.newgame import build_state, deck_for, merge_options

__all__ = ["SanguozhiRules", "DECISION_ACTIONS", "build_state", "merge_options"]

# Kinds whose candidates (ruleset.candidates) are made only where check_common and the kind's check accept them:
# Pass and Concede (made for the seat that decides: the game not over, the seat in it, and for Pass 行动权 with
# no choice pending); in the main timing only (main_candidates): 摆放兵权 and 征兵 of hand cards while
# placements are left (征兵 into the seat's own 兵权槽, switched on), 遣将 / 伏将 of hand generals into the
# empty open general slots (the turn's limit, 遣将's 兵权条件 and printed roles met), 设伏 of hand 谋略 into the
# empty open 谋略槽, 装备宝物 of hand 宝物 onto the seat's face-up generals without one (兵权条件 met), 结成阵型
# of unformed 阵型 in the seat's 阵型槽 (the turn's and the standing limits, the 兵权条件, joinable generals that
# fit the entries: formation_assignments), 解散 of formed ones; and 翻转 of the seat's face-down generals not on
# the chain nor being flipped (兵权条件 met), in the main timing or at any speed (flip_speed) outside it.
# Answers to the pending choice of the seat (decision_candidates): 宣告攻击 of its possible attackers not yet
# attacking, into a group or a new one against an attack target, and the end of it; 宣告防御 of its possible
# defenders not yet defending, into a group attacking the defended player, and the end of it; a placement of
# damage within what placements() leaves; discarding a card of the hand named; keeping the hand; yes or no.
# SanguozhiRules._pass takes them unchecked.
TRUSTED = frozenset((Pass, Concede, PlaceBingquan, Conscript, DeployGeneral, SetGeneral, SetStrategy, EquipTreasure,
                     FormFormation, DissolveFormation, FlipGeneral, DeclareAttacker, EndAttack, DeclareDefender,
                     EndDefense, PlaceDamage, DiscardCard, KeepHand, Answer))

# 谋略发动 and 使用事件 of a card whose use has no condition and at most one target declaration of one target
# (the starter decks' cards all are such): strategy_uses and event_uses make them only where the checks accept
# them (from hand at its speed, persistent ones into an empty open 谋略槽; set ones from the seat's open 谋略槽,
# face down, from the turn after they were set; events of the seat's 事件区 not used yet, within the turn's limit,
# at event_speed; the 兵权条件 and 智力要求 met; every target option is a legal target: target_options), except a
# 使用事件 under event_choice=top (only the top face-down event), which is checked.  _PLAIN: definition id ->
# (such a use?, a 谋略?).
_PLAIN: dict[str, tuple[bool, bool]] = {}


def _plain(defid: str) -> tuple[bool, bool]:
    from .cards import card_db
    d = card_db()[defid]
    use = d.get("use")
    decls = use.get("targets", []) if isinstance(use, dict) else None
    ok = isinstance(use, dict) and "condition" not in use and isinstance(decls, list) and (
        not decls or (len(decls) == 1 and decls[0].get("count", 1) == 1 and not decls[0].get("up_to")))
    r = _PLAIN[defid] = (ok, d["type"] == "谋略")
    return r


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

    def legal_now(self, state: GameState, seat: int, seed: dict | None = None,
                  checked: bool = False) -> list[Action]:
        """The candidates every check accepts (``_pass``), kept for a response window while nothing it reads
        changes (``candidates.window_key``): most windows repeat the seat's previous list (mostly just Pass).
        Under ``VERIFY`` a kept list is compared with a fresh pass.  ``seed``: as the core's (a kept list needs
        none)."""
        if checked:
            return CheckedRules.legal_now(self, state, seat, seed, checked=True)
        key = _candidates.window_key(state, seat)
        if key is None:
            return self._pass(state, seat, seed)
        memo = state.cache.get(_candidates.WINDOW)
        if memo is None:
            memo = state.cache[_candidates.WINDOW] = {}
        hit = memo.get(seat)
        if hit is not None and hit[0] == key:
            if _basics.VERIFY and CheckedRules.legal_now(self, state, seat, checked=True) != list(hit[1]):
                raise AssertionError("三国智: a kept response-window list differs from a fresh pass")
            return list(hit[1])
        # A window's candidates are Pass, the response candidates and 认输 (candidates.candidates); with no
        # response candidate (most windows) the list is those two trusted kinds, without the core's pass.
        if state.data["players"][seat]["out"] or type(seat) is not int:
            out = self._pass(state, seat, seed)
        else:
            resp = _candidates.response_candidates(state, seat, False)  # (not the main timing: a window)
            if not resp:
                out = [_candidates.PASS[seat], _candidates.CONCEDE[seat]]
                if _basics.VERIFY and CheckedRules.legal_now(self, state, seat, checked=True) != out:
                    raise AssertionError("三国智: a window without response candidates lists more than Pass and 认输")
            else:
                state.cache[_candidates.RESPONSE] = (seat, resp)  # candidates() takes them over
                try:
                    out = self._pass(state, seat, seed)
                finally:
                    state.cache.pop(_candidates.RESPONSE, None)
        memo[seat] = (key, tuple(out))
        return out

    exact_kinds = TRUSTED  # (the core's pass takes these unchecked: see TRUSTED)
    exact_if = frozenset((UseStrategy, UseEvent))

    def exact_candidate(self, state: GameState, action: Action) -> bool:
        """A 谋略发动 / 使用事件 of a card whose use has no condition and at most one target declaration of one
        target (``_PLAIN``), except a 使用事件 under event_choice=top (only the top face-down event: checked)."""
        cls = action.__class__
        if cls is UseEvent and E.opt(state, "event_choice") == "top":
            return False
        defid = state.data["cards"][action.card]  # type: ignore[attr-defined]  # (a UseStrategy / UseEvent)
        plain = _PLAIN.get(defid) or _plain(defid)
        return plain[0] and (cls is UseEvent or plain[1])

    def _pass(self, state: GameState, seat: int, seed: dict | None = None) -> list[Action]:
        """The core's pass (the candidates of ``TRUSTED`` kinds taken unchecked); under ``VERIFY`` compared with
        the pass that checks every candidate (tests/sanguozhi/test_caches.py does so too)."""
        out = CheckedRules.legal_now(self, state, seat, seed)
        if _basics.VERIFY and out != CheckedRules.legal_now(self, state, seat, checked=True):
            raise AssertionError("三国智: the pass that trusts candidates differs from the one that checks them all")
        return out

    # (ruleset/perform.py's own function: the core calls it at every action, so without a wrapper's frame)
    perform = staticmethod(_perform.perform)  # type: ignore[assignment]

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
