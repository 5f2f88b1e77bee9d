"""劇牌 legality: the candidate actions of a seat and one check per action kind (rules/jupai.md §3.4, §4, §5.4, §7, §8).

``desktop.core.legality.CheckedRules`` builds ``legal_actions`` from ``candidates`` filtered by these
checks, and refuses any other action with the same checks, so the list the table lights, the list a bot
chooses from and the reason a drop is refused cannot disagree.  The candidates come in the order the table
and the bots have always seen; most runs of them are exact (core ``ExactRun``: made only of what the checks
accept, so the pass does not check them again; a refusal is always the checks'), the others the checks decide.
Every refusal cites its rule (§) and names its numbers.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ...core.actions import Action
from ...core.errors import QT_TRANSLATE_NOOP, IllegalAction
from ...core.legality import PASS, CheckedRules, ExactRun, run_check
from ...core.state import GameState
from . import advanced as adv
from .actions import (SOURCES, Abandon, Act, AnswerYield, Background, Concede, Done, Exchange, OptIn, Pass,
                      Pause, PlayOut, PlunderGive, Purge, PurgeDone, PurgePick, Rearm, Reequip, Reshuffle, Respond, Resume,
                      RoleChange, TradeChoice, TradeOffer, Vote, Yield)
from .layers import LAYERS, layer_of
from .table import COLLECTED_IDS, HAND_IDS, QUALITY_IDS, WEAPON_IDS, hand, is_active, pdata, same_identity, value, z

N = QT_TRANSLATE_NOOP
R = IllegalAction
BACKGROUND_MAX = 500
ANY_TIME = frozenset((Pause, Concede))  # §8 gestures 3 and 5: any time between actions, not only at one's own decision
PENDING_PHASES = ("respond", "purge", "trade", "yield", "plunder")  # a commitment is pending: no gesture (§8)
_PENDING = frozenset(PENDING_PHASES)
_NO_PAUSE = frozenset(PENDING_PHASES + ("paused",))
# Values derived from the state (weapon sources "ws", a target's fault with the sources against it "as", the
# sources of a seat in a kind of action and a role "src", the seat to act "to_act", the seat the checks of
# every kind accepted "seat", the seat, target and source an Act was accepted with (seat, target, source), a
# Respond's (seat, source)) are kept in the core's pass memo (``st.cache[PASS]``) while the candidates of one
# decision are checked; it exists only while the state cannot change, so a check made at
# any other time derives everything afresh.
#: st.cache key: (seat, legal list) that ``has_turn_action`` computed while the flow looked for a turn
TURN_LEGAL = "jupai.turn_legal"


def _seat_ok(st: GameState, s: object) -> bool:
    return isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(st.seats)


def _is_bool(x: object) -> bool:
    return isinstance(x, bool)


# Candidate actions, one object per value (class -> fields after the class -> the action).  Actions are
# immutable, so one object serves every state and game, and finding it costs less than building a frozen
# dataclass, which ``candidates`` would otherwise do for every decision.  The fields are the exact values
# the candidates use (ints, bools, card ids, None): True and 1 are never both used for one field.
class _Row(dict):
    """The interned actions ``make(card)`` of one seat, target and source, keyed by the card (a card id's
    hash is cached, so a lookup costs less than one keyed by a tuple of all the fields)."""

    __slots__ = ("make",)
    make: Callable[[str], Action]

    def __missing__(self, card: str) -> Action:
        a = self[card] = self.make(card)
        return a


_ROWS: dict[tuple, _Row] = {}


def _row(cls: type, *fields: object) -> _Row:
    """The row of ``cls(seat, card, *rest)`` for ``fields`` = (seat, *rest): the card goes second."""
    key = (cls, *fields)
    r = _ROWS.get(key)
    if r is None:
        r = _ROWS[key] = _Row()
        seat, rest = fields[0], fields[1:]
        r.make = lambda card: cls(seat, card, *rest)
    return r


class _Fixed:
    """The actions of one seat that have no field but the seat, or a yes/no (built once per seat)."""

    __slots__ = ("key", "yield_to", "done", "any_time", "resume", "concede", "exchange", "role_change", "reequip", "pass_",
                 "purge_done", "answer", "rearm", "opt_in", "trade_choice", "vote", "reshuffle", "abandon_none",
                 "purge", "purge_pick", "play_out", "trade_offer", "plunder_give",
                 "abandon", "respond", "act", "paused_runs", "any_time_runs", "any_time_checked", "rearm_runs",
                 "opt_in_runs", "opt_in_checked", "vote_runs", "answer_runs", "round_window",
                 "final_window")

    def __init__(self, s: int) -> None:
        self.key = str(s)  # the seat's key in a window's "used" record
        self.yield_to = {b: Yield(s, b) for b in range(6) if b != s}
        self.done = Done(s)
        self.concede = Concede(s)
        self.any_time = (Pause(s), self.concede)  # §8 gestures 3 and 5, offered at every decision
        self.resume = Resume(s)
        self.exchange = Exchange(s)
        self.role_change = RoleChange(s)
        self.reequip = Reequip(s)
        self.pass_ = Pass(s)
        self.purge_done = PurgeDone(s)
        self.answer = [AnswerYield(s, True), AnswerYield(s, False)]
        self.rearm = [Rearm(s, True), Rearm(s, False)]
        self.opt_in = [OptIn(s, True), OptIn(s, False)]
        self.trade_choice = [TradeChoice(s, True), TradeChoice(s, False)]
        self.vote = [Vote(s, True), Vote(s, False)]
        self.reshuffle = {way: Reshuffle(s, way) for way in (1, 2, 3)}
        self.abandon_none = Abandon(s, None)
        # the interned actions with a card, keyed by the card (``act[source][target]`` and ``respond[source]`` too)
        self.purge, self.purge_pick, self.play_out = _row(Purge, s), _row(PurgePick, s), _row(PlayOut, s)
        self.trade_offer, self.plunder_give, self.abandon = _row(TradeOffer, s), _row(PlunderGive, s), _row(Abandon, s)
        self.respond = {src: _row(Respond, s, src) for src in SOURCES}
        self.act = {src: {b: _row(Act, s, b, src) for b in range(6)} for src in SOURCES}
        # candidate runs (core ``candidate_runs``): 暫停 and 認輸 end the run of the other decisions
        # ``_check_open`` judges.  Exact runs (core ``ExactRun``) hold only what the run's check accepts in the
        # phase (and step) candidate_runs gives them for, the seat's common check passed
        # (tests/jupai/test_legality.py::test_exact_runs_are_exactly_what_the_checks_accept).
        self.paused_runs = (ExactRun((self.resume, self.concede)),)
        self.any_time_runs = (ExactRun(self.any_time),)
        self.any_time_checked = (self.any_time,)  # a phase the candidates do not know: checked
        self.rearm_runs = (ExactRun((*self.rearm, *self.any_time)),)
        self.opt_in_runs = (ExactRun((*self.opt_in, *self.any_time)),)
        self.opt_in_checked = ((*self.opt_in, *self.any_time),)  # an upkeep step with no decision: checked
        self.vote_runs = (ExactRun((*self.vote, *self.any_time)),)
        self.answer_runs = (ExactRun(self.answer),)
        # a round window's gestures (``_window_candidates``) by the reshuffle way, whether abandoning (without a
        # card) and the reshuffle are open; a final window's by whether exchange and role change are open
        self.round_window = {(way, ab, rs): (ExactRun((self.done, *((self.abandon_none,) if ab else ()),
                                                       *((self.reshuffle[way],) if rs else ()), *self.any_time)),)
                             for way in (2, 3) for ab in (False, True) for rs in (False, True)}
        self.final_window = {(ex, rc): (ExactRun((self.done, *((self.exchange,) if ex else ()),
                                                  *((self.role_change,) if rc else ()), *self.any_time)),)
                             for ex in (False, True) for rc in (False, True)}


class _FixedTable(dict):
    def __missing__(self, s: int) -> _Fixed:
        fx = self[s] = _Fixed(s)
        return fx


_FIXED: dict[int, _Fixed] = _FixedTable()


# Faults without numbers, built once (they are met at almost every turn: a seat cannot target itself …).
Fault = tuple[str, str, dict]
_F_OTHERS: Fault = ("劇牌 §4", N("Rules", "Targets are always other players."), {})
_F_NO_HAND: Fault = ("劇牌 §3.5 (basic R6)",
              N("Rules", "A player with no hand card cannot be targeted in attack or defense rounds."), {})
_F_SUPPLY_NO_TARGET: Fault = ("劇牌 §4.3 (basic R5)", N("Rules", "A supply round has no target: purge, re-equip or pass."), {})
_F_SUPPLY_ONLY: Fault = ("劇牌 §4.3", N("Rules", "Purging and re-equipping are supply-round actions."), {})
_F_MUST_ACT: Fault = ("劇牌 §3.4", N("Rules", "In attack, defense and discard rounds you must act when you can."), {})
_F_FINAL_PLAY: Fault = ("劇牌 §6.2 (basic R6)", N("Rules", "In the final round every turn must play a hand card."), {})
_MISS = object()
_NONE = ("none",)  # the sources of a bare intent
_UNAVAILABLE = N("Rules", "That gesture is not available in this window or has been used.")
_WINDOWS_ALL = ("setup", "round", "final")
_WINDOWS_SETUP_FINAL = ("setup", "final")


def _raise(fault: tuple | None) -> None:
    """Raise the refusal a ``*_fault`` helper described."""
    if fault is not None:
        raise R(fault[0], fault[1], **fault[2])


class Checks(CheckedRules):
    """Who decides, the candidates and the checks: the base of ``JupaiRules``."""

    rule_prefix = "劇牌"

    def to_act(self, st: GameState) -> int | None:
        d = st.data
        ph = d["phase"]  # the phases by how often they are met (this is asked at every decision)
        if ph == "window":
            q = d["window"]["queue"]
            return q[0] if q else None
        if ph == "turn" or ph == "purge":
            return d["actor"]
        if ph == "respond":
            return d["pending"]["responder"]
        if ph == "upkeep":
            return d["upkeep"]["queue"][0]
        if ph == "over":
            return None
        if ph == "paused":
            return d["paused"]["seat"]
        if ph == "yield":
            return d["pending"]["to"]
        if ph in ("trade", "vote", "plunder"):
            return adv.to_act(st)
        return None

    # ------------------------------------------------------------------ who may do what
    def weapon_sources(self, st: GameState, s: int) -> list[str]:
        """Weapon sources available to seat ``s`` now (§5.4), besides 'none' (kept in the pass memo)."""
        memo = st.cache.get(PASS)
        if memo is not None:
            hit = memo.get(("ws", s))
            if hit is not None:
                return hit  # the callers only read it
        zs = st.zones
        d = st.data
        weapon_usable = bool(zs[WEAPON_IDS[s]].cards) and d["players"][s]["weapon_from"] <= d["round_no"]
        out = ["equip"] if weapon_usable and zs[QUALITY_IDS[s]].cards else []
        out += LAYERS[st.options["mode"]].extra_sources(self, st, s, weapon_usable)
        if memo is not None:
            memo["ws", s] = out
        return out

    def _target_fault(self, st: GameState, a: int, b: object) -> tuple | None:
        """Why ``b`` is no legal target of ``a`` in the current round nature (§4) as (rule, reason, args), or None."""
        memo = st.cache.get(PASS)
        if memo is not None and b.__class__ is int:
            hit = memo.get(("as", a, b))
            if hit is not None:
                return hit[0]
        return self._target_fault_now(st, a, b)

    def _target_fault_now(self, st: GameState, a: int, b: object) -> tuple | None:
        if b == a or not (0 <= b < len(st.seats) if b.__class__ is int else _seat_ok(st, b)):
            return _F_OTHERS
        assert isinstance(b, int)
        pb = st.data["players"][b]
        if pb["status"] != "active" or pb["abandoned"]:
            return ("劇牌 §4", N("Rules", "{name} cannot be targeted: not in play this round."),
                    {"name": st.seats[b]["name"]})
        nature = st.data["nature"]
        if nature in ("attack", "defense"):
            if not st.zones[HAND_IDS[b]].cards:
                return _F_NO_HAND
        elif nature == "discard":
            if same_identity(st, a, b):
                if not st.zones[z(b, "quality")].cards and not st.zones[z(b, "weapon")].cards:
                    return ("劇牌 §4.4 (basic R7)", N("Rules", "A same-identity discard needs a target with equipment."), {})
            elif not st.zones[z(b, "weapon")].cards:
                return ("劇牌 §4.4 (basic R5)", N("Rules", "The target of a discard must hold a weapon card."), {})
        else:
            return _F_SUPPLY_NO_TARGET
        return None

    def targets(self, st: GameState, a: int) -> list[int]:
        """Legal targets of the actor in the current round nature (§4), in turn order."""
        return [b for b in st.data["order"] if self._target_fault(st, a, b) is None]

    def _source_fault(self, st: GameState, s: int, source: object, kind: str, role: str,
                      held: list[str] | None = None) -> tuple | None:
        """Why ``s`` may not commit ``source`` as ``role`` (actor/target) in a ``kind`` action (attack, defense,
        discard, discard_same), as (rule, reason, args), or None (§4, §5.4).  ``held``: ``weapon_sources``."""
        if source not in SOURCES:
            return ("劇牌 §5.4", N("Rules", "Unknown weapon source."), {})
        opts = st.options
        if kind == "defense":
            allowed = (opts["defense_mode"] == "actor_defends") == (role == "actor")
            mandatory = True
            if not allowed and source != "none":
                if role == "actor":
                    return ("劇牌 §4.2 (basic R5)",
                            N("Rules", "The defense actor commits an intent only, without a weapon."), {})
                return ("劇牌 §4.2", N("Rules", "With defense_mode=actor_defends the target commits an intent only."), {})
        elif kind == "attack" or (kind == "discard_same" and role == "actor"):
            allowed, mandatory = True, bool(st.data["final"] and opts["final_round_force_equipment"])
        elif role == "actor":  # a discard against another identity
            if source != "none":
                return ("劇牌 §4.4 (basic R5)", N("Rules", "A discard is made with the intent alone."), {})
            return None
        else:  # the target of a discard commits a bare intent
            if source != "none":
                return ("劇牌 §4.4 (I-16)", N("Rules", "The target of a discard commits an intent only."), {})
            return None
        if held is None:
            held = self.weapon_sources(st, s)
        if source == "none":
            if allowed and mandatory and held:
                if kind == "defense":
                    return ("劇牌 §4.2 (I-43)",
                            N("Rules", "The defender must use a weapon source when one is available."), {})
                return ("劇牌 §6.2", N("Rules", "In the final round a weapon source must be used when one is available."), {})
            return None
        if source not in held:
            return ("劇牌 §5.4 (I-17)", N("Rules", "That weapon source is not available to you now."), {})
        return None

    def _act_sources(self, st: GameState, a: int, b: object) -> tuple[tuple | None, tuple[str, ...]]:
        """(fault of ``b`` as the target of ``a`` (§4) or None, the sources ``_source_fault`` lets ``a`` commit
        against it, in the order none, equip, strat, temp).  Kept in the pass memo: ``check_Act`` reads them for
        the first card of each target (the candidates build theirs straight-line, ``_turn_candidates``)."""
        memo = st.cache.get(PASS)
        if memo is not None:
            key = ("as", a, b)
            hit = memo.get(key)
            if hit is not None:
                return hit
        fault = self._target_fault_now(st, a, b)
        srcs: tuple[str, ...] = ()
        if fault is None:
            assert isinstance(b, int)
            kind = st.data["nature"]  # _duel_kind, inline
            if kind == "discard" and same_identity(st, a, b):
                kind = "discard_same"
            srcs = self._sources(st, a, kind, "actor")
        got = (fault, srcs)
        if memo is not None:
            memo[key] = got
        return got

    def _sources(self, st: GameState, s: int, kind: str, role: str) -> tuple[str, ...]:
        """The sources ``_source_fault`` lets ``s`` commit as ``role`` in a ``kind`` action (none, equip, strat,
        temp): they do not depend on the target but through ``kind``, so the pass memo keeps them per kind."""
        memo = st.cache.get(PASS)
        key = ("src", s, kind, role)
        if memo is not None:
            hit = memo.get(key)
            if hit is not None:
                return hit
        held = self.weapon_sources(st, s)
        ok = []  # a loop, not a comprehension: this runs at most decisions (a comprehension is a call in 3.11)
        fault = self._source_fault
        for src in ("none", *held):
            if fault(st, s, src, kind, role, held) is None:
                ok.append(src)
        srcs = tuple(ok)
        if memo is not None:
            memo[key] = srcs
        return srcs

    def _respond_sources(self, st: GameState, b: int) -> tuple[str, ...]:
        """The sources ``_source_fault`` lets the responder ``b`` commit (none, equip, strat, temp), pass-memoized."""
        return self._sources(st, b, st.data["pending"]["kind"], "target")

    def _open_sources(self, st: GameState, s: int, kind: str, role: str) -> tuple[str, ...]:
        """``_sources`` straight-line, for the candidates: the sources ``s`` may commit as ``role`` in a ``kind``
        action (§4.2: the side that does not defend commits an intent only, the defender uses a source when it
        has one; §6.2: in the final round a source is used when there is one; §4.4: a discard's intent is bare
        but the same-identity actor's).  The checks derive them from ``_source_fault`` (the exact-runs test)."""
        if kind == "defense":
            if (st.options["defense_mode"] == "actor_defends") is not (role == "actor"):
                return _NONE
            held = self.weapon_sources(st, s)
            return tuple(held) if held else _NONE
        if kind == "attack" or (kind == "discard_same" and role == "actor"):
            held = self.weapon_sources(st, s)
            if not held:
                return _NONE
            if st.data["final"] and st.options["final_round_force_equipment"]:
                return tuple(held)
            return ("none", *held)
        return _NONE

    def _duel_kind(self, st: GameState, a: int, b: int) -> str:
        nature = st.data["nature"]
        if nature == "discard":
            return "discard_same" if same_identity(st, a, b) else "discard"
        return nature

    # ------------------------------------------------------------------ candidates
    def candidates(self, st: GameState, seat: int) -> list[Action]:
        return [a for run in self.candidate_runs(st, seat) for a in run]

    def candidate_runs(self, st: GameState, seat: int) -> Sequence[Sequence[Action]]:
        """The candidates in runs of one check each (core ``candidate_runs``): every Act of the turn is one run,
        every Respond one; the decisions ``_check_open`` judges one, with 暫停 and 認輸 at its end; the rest of
        a pending commitment (§8: no gesture) one run per kind.  All are exact runs (core ``ExactRun``) but a
        purge's, a trade's, a plunder's and those of a phase, step or window not known here."""
        d = st.data
        ph = d["phase"]
        if ph == "over" or not (0 <= seat < len(st.seats) if seat.__class__ is int else _seat_ok(st, seat)):
            return ()
        fx = _FIXED[seat]
        if ph == "paused":
            return fx.paused_runs
        memo = st.cache.get(PASS)
        actor = memo.get("to_act", _MISS) if memo is not None else _MISS
        if actor is _MISS:
            actor = self.to_act(st)
            if memo is not None:
                memo["to_act"] = actor  # for the checks (_actor), in this same state
        if actor != seat:
            return () if ph in _PENDING else fx.any_time_runs
        # by how often each phase is met; a pending commitment's list is complete (no gesture, §8)
        if ph == "window":
            return self._window_candidates(st, seat, fx)
        if ph == "turn":
            return self._turn_candidates(st, seat, fx)
        if ph == "respond":
            srcs = self._open_sources(st, seat, d["pending"]["kind"], "target")
            h = st.zones[HAND_IDS[seat]].cards
            if len(srcs) == 1:  # exact: check_Respond accepts a hand card with a source it allows
                return (ExactRun(map(fx.respond[srcs[0]].__getitem__, h)),)
            rows = [fx.respond[src] for src in srcs]
            acts: list[Action] = []
            for c in h:
                for row in rows:
                    acts.append(row[c])
            return (ExactRun(acts),)
        if ph == "upkeep":
            step = d["upkeep"]["step"]
            return fx.rearm_runs if step == "rearm" else fx.opt_in_runs if step == "optin" else fx.opt_in_checked
        if ph == "purge":
            return (list(map(fx.purge_pick.__getitem__, st.zones[z(seat, "collected")].cards)), (fx.purge_done,))
        if ph == "yield":
            return fx.answer_runs
        if ph == "trade":
            if d["trade"]["step"] == "offer":
                return (list(map(fx.trade_offer.__getitem__, hand(st, seat))),)
            return (fx.trade_choice,)
        if ph == "vote":
            return fx.vote_runs
        if ph == "plunder":  # the engine's default first: the lowest face value (advanced.plunder_choices)
            return (list(map(fx.plunder_give.__getitem__, adv.plunder_choices(st, seat))),)
        return fx.any_time_checked  # a phase not known here: checked

    def _turn_candidates(self, st: GameState, a: int, fx: _Fixed) -> list[Sequence[Action]]:
        """The Acts (one exact run), then the purges, re-equip, pass or play-out with 暫停 and 認輸 (one exact run,
        ``_check_open``'s).  What ``_target_fault`` and ``_turn_fault`` accept, straight-line: every target of §4
        with the sources ``_open_sources`` lets the actor commit against it (§4, §5.4), re-equip and pass (§4.3,
        §3.4, §6.2), and in the final round a hand card played out when there is no target (§6.2)."""
        d = st.data
        zs = st.zones
        h = zs[HAND_IDS[a]].cards
        final = d["final"]
        nature = d["nature"]
        rest: list[Action] = []
        if nature == "supply":
            purged = d["purged"]
            if not purged and h:
                rest += map(fx.purge.__getitem__, h)
            if not final and st.options["use_weapons"]:
                rest.append(fx.reequip)
            if purged or not final:
                rest.append(fx.pass_)
            rest += fx.any_time
            return [ExactRun(rest)]
        out: list[Action] = []
        if h:
            players = d["players"]
            srcs: tuple[str, ...] = ()
            for b in d["order"]:
                if b == a:
                    continue  # never a target (§4)
                pb = players[b]
                if pb["status"] != "active" or pb["abandoned"]:
                    continue
                if nature == "attack" or nature == "defense":
                    if not zs[HAND_IDS[b]].cards:
                        continue  # basic R6
                    if not srcs:
                        srcs = self._open_sources(st, a, nature, "actor")
                    ss = srcs
                elif nature == "discard":
                    if same_identity(st, a, b):
                        if not zs[QUALITY_IDS[b]].cards and not zs[WEAPON_IDS[b]].cards:
                            continue  # basic R7
                        ss = self._open_sources(st, a, "discard_same", "actor")
                    elif zs[WEAPON_IDS[b]].cards:
                        ss = _NONE
                    else:
                        continue  # basic R5
                else:
                    break  # no target in a round of another nature
                if len(ss) == 1:
                    out += map(fx.act[ss[0]][b].__getitem__, h)
                else:
                    rows = [fx.act[src][b] for src in ss]
                    for c in h:
                        for row in rows:
                            out.append(row[c])
            if not final and st.options["allow_voluntary_pass"]:
                rest.append(fx.pass_)
            elif final and not out:  # no target: a hand card is played out
                rest += map(fx.play_out.__getitem__, h)
        rest += fx.any_time
        return [ExactRun(out), ExactRun(rest)] if out else [ExactRun(rest)]

    def has_turn_action(self, st: GameState, a: int) -> bool:
        """The actor has a legal turn action (else the turn passes, §3.4).  The whole legal list is computed
        (by the core, from the same checks) and kept under ``TURN_LEGAL``: when the turn starts, it is the
        list the next decision needs, so ``perform`` files it instead of computing it again."""
        legal = self.legal_now(st, a, {"to_act": a} if st.data["phase"] == "turn" and st.data["actor"] == a else None)
        st.cache[TURN_LEGAL] = (a, legal)
        for x in legal:
            if x.__class__ not in ANY_TIME:
                return True
        return False

    def may_pick_more(self, st: GameState, s: int) -> bool:
        """The purge intent pays for another collected card (§4.3 a, I-12)."""
        return any(self.refusal(st, PurgePick(s, c)) is None for c in st.zones[z(s, "collected")].cards)

    def _window_candidates(self, st: GameState, s: int, fx: _Fixed) -> Sequence[Sequence[Action]]:
        """The window's gestures of its kind still open to ``s``, then 暫停 and 認輸, as one exact run (core
        ``ExactRun``) in the order the table has always listed them: the same tests as ``_check_open``'s."""
        d = st.data
        w = d["window"]
        kind = w["kind"]
        if kind == "round":
            opts = st.options
            way = LAYERS[opts["mode"]].round_reshuffle_way
            ab = self._abandon_open(st, s)
            rs = self._reshuffle_open(st, s, way)
            if opts["abandon_mode"] == "game" or opts["abandon_cost"] == "none":
                return fx.round_window[way, ab, rs]
            acts: list[Action] = [fx.done]
            if ab:  # abandoning costs a hand card
                acts += map(fx.abandon.__getitem__, st.zones[HAND_IDS[s]].cards)
            if rs:
                acts.append(fx.reshuffle[way])
            acts += fx.any_time
            return (ExactRun(acts),)
        if kind == "setup":
            acts = [fx.done]
            if self._yield_open(w, fx):
                to = fx.yield_to
                players = d["players"]
                acts += [to[b] for b in d["order"] if b != s and players[b]["status"] == "active"]
            if self._reshuffle_open(st, s, 1):
                acts.append(fx.reshuffle[1])
            if self._exchange_open(st, w, fx, s):
                acts.append(fx.exchange)
            if self._role_change_open(w):
                acts.append(fx.role_change)
            acts += fx.any_time  # 信息補充 (Background) is typed by a person: see text_gestures
            return (ExactRun(acts),)
        if kind == "final":
            return fx.final_window[self._exchange_open(st, w, fx, s), self._role_change_open(w)]
        return ((fx.done, *fx.any_time),)  # a kind of window not known here: checked

    # ------------------------------------------------------------------ checks shared by every kind
    def common_key(self, cls: type) -> object:
        """``check_common`` tells no kind from another: the core asks it once per pass."""
        return None

    def check_common(self, st: GameState, action: Action) -> None:
        """The checks of every kind: the seat, the game running, the pause, the seat in play.  Whose decision it
        is comes first in each kind's own check (``_decides``; 暫停 and 認輸 may be made by anyone, §8)."""
        seat = action.seat
        d = st.data
        if seat.__class__ is not int or not 0 <= seat < len(st.seats):
            raise R("劇牌 §1", N("Rules", "There is no such seat."))
        ph = d["phase"]
        if ph == "over":
            raise R("劇牌 §6.3", N("Rules", "The game is over."))
        if ph == "paused" and d["paused"]["seat"] != seat:
            raise R("劇牌 §8 gesture 3 (I-38)", N("Rules", "The game is paused; only {name} may resume or concede."),
                    name=st.seats[d["paused"]["seat"]]["name"])
        if d["players"][seat]["status"] != "active":  # table.is_active
            raise R("劇牌 §6.4, §8", N("Rules", "{name} is no longer in the game."), name=st.seats[seat]["name"])

    def _actor(self, st: GameState) -> int | None:
        """``to_act``, from the pass memo when a pass has it (the state cannot change during the pass)."""
        memo = st.cache.get(PASS)
        if memo is not None:
            actor = memo.get("to_act", _MISS)
            if actor is not _MISS:
                return actor
        return self.to_act(st)

    def _not_yours(self, st: GameState, actor: Any) -> IllegalAction:
        return R("劇牌 §3.4", N("Rules", "It is {name}'s decision now, not yours."),
                 name=st.seats[actor]["name"] if actor is not None else "—")

    def _decides(self, st: GameState, seat: int) -> None:
        """The first check of every kind but 暫停 and 認輸: it is ``seat``'s decision now (§3.4)."""
        actor = self._actor(st)
        if actor != seat:
            raise self._not_yours(st, actor)

    def _in_turn(self, st: GameState) -> None:
        ph = st.data["phase"]
        if ph != "turn":
            raise R("劇牌 §3.1", N("Rules", "That is not possible at this moment of the round ({phase})."), phase=ph)

    def _in_supply(self, st: GameState) -> None:
        self._in_turn(st)
        if st.data["nature"] != "supply":
            raise R("劇牌 §4.3", N("Rules", "Purging and re-equipping are supply-round actions."))

    def _from_hand(self, st: GameState, s: int, card: object, rule: str = "劇牌 §3.4") -> None:
        if card not in hand(st, s):
            raise R(rule, N("Rules", "The intent card must come from your hand."))

    # ------------------------------------------------------------------ turn actions (§3.4, §4)
    @run_check
    def check_Act(self, st: GameState, run: Sequence[Act], out: list | None) -> None:
        """Run form (core ``run_check``): every Act of the turn in one call.  The phase, the nature and the
        target (with the sources it lets the actor commit, ``_act_sources``) are judged for the first Act of
        each block of one target and hold for the block's next ones (the state has not changed); the source
        and the card are each one's own."""
        d = st.data
        seat = run[0].seat
        memo = st.cache.get(PASS)
        actor = self._actor(st)
        if actor != seat:  # _decides, once for the run (the candidates of a run are of one seat)
            if out is None:
                raise self._not_yours(st, actor)
            return
        cards = st.zones[HAND_IDS[seat]].cards
        last_t: object = _MISS  # the target of the block, once its first Act passed the target's checks
        srcs: tuple = ()  # the sources accepted against it
        for a in run:
            try:
                t = a.target
                if t is not last_t:
                    last_t = _MISS
                    if d["phase"] != "turn":
                        self._in_turn(st)
                    if d["nature"] == "supply":
                        raise R("劇牌 §4.3 (basic R5)",
                                N("Rules", "A supply round has no target: purge, re-equip or pass."))
                    if a.card not in cards:
                        self._from_hand(st, seat, a.card)
                    hit = memo.get(("as", seat, t)) if memo is not None and t.__class__ is int else None
                    fault, srcs = self._act_sources(st, seat, t) if hit is None else hit  # the pass memo's, inline
                    if fault is not None:
                        _raise(fault)
                    last_t = t
                src = a.source
                if src not in srcs:  # the source's own fault (every source it accepts is among srcs)
                    _raise(self._source_fault(st, seat, src, self._duel_kind(st, seat, t), "actor"))
                if a.card not in cards:
                    self._from_hand(st, seat, a.card)
            except IllegalAction:
                if out is None:
                    raise
                continue
            if out is not None:
                out.append(a)

    @run_check
    def check_Respond(self, st: GameState, run: Sequence[Respond], out: list | None) -> None:
        """Run form, as ``check_Act``: a source this run has accepted for one card is accepted for the next."""
        d = st.data
        seat = run[0].seat
        actor = self._actor(st)
        if actor != seat:  # _decides, once for the run
            if out is None:
                raise self._not_yours(st, actor)
            return
        cards = st.zones[HAND_IDS[seat]].cards
        ok: tuple = ()  # the sources accepted so far in this run
        for a in run:
            try:
                src = a.source
                if src not in ok:
                    if d["phase"] != "respond":
                        raise R("劇牌 §3.4", N("Rules", "Nobody is waiting for your commitment now."))
                    if a.card not in cards:
                        self._from_hand(st, seat, a.card)
                    if src not in self._respond_sources(st, seat):  # the source's own fault (as in check_Act)
                        _raise(self._source_fault(st, seat, src, d["pending"]["kind"], "target"))
                    ok += (src,)
                if a.card not in cards:
                    self._from_hand(st, seat, a.card)
            except IllegalAction:
                if out is None:
                    raise
                continue
            if out is not None:
                out.append(a)

    def _judge_Purge(self, st: GameState, a: Purge) -> None:
        self._in_supply(st)
        if st.data["purged"]:
            raise R("劇牌 §4.3", N("Rules", "That is not possible at this moment of the round ({phase})."),
                    phase=st.data["phase"])
        self._from_hand(st, a.seat, a.card, "劇牌 §4.3")

    def _turn_fault(self, st: GameState, x: Action) -> tuple | None:
        """Why the supply choices and the pass are not open now (§4.3, §3.4, §6.2), or None."""
        d = st.data
        supply = d["nature"] == "supply"
        if isinstance(x, Reequip):
            if not supply:
                return _F_SUPPLY_ONLY
            if d["final"]:
                return ("劇牌 §6.2", N("Rules", "Nothing is drawn in the final round."), {})
            if not st.options["use_weapons"]:
                return ("劇牌 §2.2 step 4", N("Rules", "This game is played without weapons."), {})
            return None
        if supply and (d["purged"] or not d["final"]):
            return None
        if d["final"]:
            return _F_FINAL_PLAY
        if not (st.options["allow_voluntary_pass"] and hand(st, x.seat)):
            return _F_MUST_ACT
        return None

    def _judge_Reequip(self, st: GameState, a: Reequip) -> None:
        self._in_turn(st)
        _raise(self._turn_fault(st, a))

    def _judge_Pass(self, st: GameState, a: Pass) -> None:
        self._in_turn(st)
        _raise(self._turn_fault(st, a))

    def _judge_PlayOut(self, st: GameState, a: PlayOut) -> None:
        d = st.data
        self._in_turn(st)
        if not d["final"] or d["nature"] == "supply" or a.card not in hand(st, a.seat) or self.targets(st, a.seat):
            raise R("劇牌 §6.2", N("Rules", "You may discard a hand card only in the final round when no action is legal."))

    def check_PurgePick(self, st: GameState, a: PurgePick) -> None:
        self._decides(st, a.seat)
        d = st.data
        if d["phase"] != "purge":
            raise R("劇牌 §4.3", N("Rules", "Collected cards are discarded only by a purge."))
        if a.card not in st.zones[z(a.seat, "collected")].cards:
            raise R("劇牌 §4.3", N("Rules", "Only your own collected cards can be purged."))
        pg = d["purge"]
        mode = st.options["supply_purge_limit"]
        if (mode == "count" and pg["picked"] >= pg["limit"]) or \
                (mode == "value_sum" and pg["value"] + value(st, a.card) > pg["limit"]):
            raise R("劇牌 §4.3 (I-12)", N("Rules", "The purge intent pays for no more cards."))

    def check_PurgeDone(self, st: GameState, a: PurgeDone) -> None:
        self._decides(st, a.seat)
        if st.data["phase"] != "purge":
            raise R("劇牌 §4.3", N("Rules", "Collected cards are discarded only by a purge."))

    # ------------------------------------------------------------------ upkeep (§5.3, §7.2)
    def _judge_Rearm(self, st: GameState, a: Rearm) -> None:
        d = st.data
        if d["phase"] != "upkeep" or d["upkeep"]["step"] != "rearm" or not _is_bool(a.accept):
            raise R("劇牌 §5.3", N("Rules", "That is not possible at this moment of the round ({phase})."),
                    phase=d["phase"])

    def _judge_OptIn(self, st: GameState, a: OptIn) -> None:
        d = st.data
        if d["phase"] != "upkeep" or d["upkeep"]["step"] != "optin" or not _is_bool(a.accept):
            raise R("劇牌 §7.2 (I-25)", N("Rules", "Players opt in only at their upkeep."))

    # ------------------------------------------------------------------ forced trade, vote (§7.6, §7.9)
    def check_TradeOffer(self, st: GameState, a: TradeOffer) -> None:
        self._decides(st, a.seat)
        d = st.data
        if d["phase"] != "trade":
            raise R("劇牌 §7.6 (I-30)", N("Rules", "There is no forced trade now."))
        if d["trade"]["step"] != "offer":
            raise R("劇牌 §7.6 (I-30)", N("Rules", "The offers have been made."))
        if a.card not in hand(st, a.seat):
            raise R("劇牌 §7.6 (I-30)", N("Rules", "Offer one of your own uncommitted hand cards."))

    def check_TradeChoice(self, st: GameState, a: TradeChoice) -> None:
        self._decides(st, a.seat)
        d = st.data
        if d["phase"] != "trade":
            raise R("劇牌 §7.6 (I-30)", N("Rules", "There is no forced trade now."))
        if d["trade"]["step"] != "choice" or not _is_bool(a.score):
            raise R("劇牌 §7.6 (I-30)", N("Rules", "Only the initiator chooses, once both offers are made."))

    def check_PlunderGive(self, st: GameState, a: PlunderGive) -> None:
        self._decides(st, a.seat)
        if st.data["phase"] != "plunder":
            raise R("劇牌 §7.6 (I-31)", N("Rules", "Nobody is plundering your hand now."))
        if a.card not in adv.plunder_choices(st, a.seat):
            raise R("劇牌 §7.6 (I-31)", N("Rules", "Give one of your highest hand cards."))

    def _judge_Vote(self, st: GameState, a: Vote) -> None:
        if st.data["phase"] != "vote" or not _is_bool(a.yes):
            raise R("劇牌 §7.9 (I-23)", N("Rules", "There is no continuation vote for you now."))

    # ------------------------------------------------------------------ gestures (§8)
    def _gesture_unavailable(self) -> IllegalAction:
        return R("劇牌 §8", _UNAVAILABLE)

    # Whether a gesture is still open to a seat in its window (the window's kind apart).  The checks refuse
    # with these; the candidates ask the same ones, so that a used gesture is not offered only to be refused.
    @staticmethod
    def _yield_open(w: dict, fx: _Fixed) -> bool:
        return "yield" not in w["used"].get(fx.key, ())

    @staticmethod
    def _reshuffle_open(st: GameState, s: int, way: int) -> bool:
        p = st.data["players"][s]
        if way == 1:
            return not p["used_way1"]
        if way == 3:  # basic: the collected pile into the draw pile (I-39)
            return not p["used_way3"] and bool(st.zones[COLLECTED_IDS[s]].cards)
        # advanced: with quality and weapon
        return not p["used_way2"] and bool(st.zones[QUALITY_IDS[s]].cards) and bool(st.zones[WEAPON_IDS[s]].cards)

    @staticmethod
    def _exchange_open(st: GameState, w: dict, fx: _Fixed, s: int) -> bool:
        return bool(st.zones[HAND_IDS[s]].cards) and "exchange" not in w["used"].get(fx.key, ())

    @staticmethod
    def _role_change_open(w: dict) -> bool:
        for used in w["used"].values():  # §8 row 7: once per window in all
            if "role_change" in used:
                return False
        return True

    @staticmethod
    def _abandon_open(st: GameState, s: int) -> bool:
        return bool(st.zones[HAND_IDS[s]].cards) and not st.data["final"]

    def _window(self, st: GameState, *kinds: str) -> dict:
        w = st.data["window"]
        if st.data["phase"] != "window" or w["kind"] not in kinds:
            raise self._gesture_unavailable()
        return w

    def _used(self, w: dict, s: int) -> list:
        return w["used"].get(str(s), [])

    def check_AnswerYield(self, st: GameState, a: AnswerYield) -> None:
        self._decides(st, a.seat)
        if st.data["phase"] != "yield" or not _is_bool(a.accept):
            raise self._gesture_unavailable()

    def text_gestures(self, st: GameState, seat: int) -> list[Action]:
        """Free-text gestures ``seat`` may make now, with empty text for a person to fill in (§8 gesture 8).

        They are not among ``legal_actions`` (a bot has no text to give, and an empty text changes nothing);
        the table asks the person for the text and submits the filled action, which ``check_Background``
        accepts or refuses like any other."""
        probe = Background(seat, "…")
        return [Background(seat, "")] if self.refusal(st, probe) is None else []

    def check_Background(self, st: GameState, a: Background) -> None:
        self._decides(st, a.seat)
        self._window(st, "setup")
        if not isinstance(a.text, str) or len(a.text) > BACKGROUND_MAX:
            raise R("劇牌 §8 gesture 8", N("Rules", "That gesture is not available in this window or has been used."))
        if not a.text.strip():  # issue 18: an action that changes nothing is not legal
            raise R("劇牌 §8 gesture 8", N("Rules", "A background text needs some words."))
        if a.text == pdata(st, a.seat)["background"]:
            raise R("劇牌 §8 gesture 8", N("Rules", "That background text is already recorded."))

    @run_check
    def _check_open(self, st: GameState, run: Sequence[Action], out: list | None) -> None:
        """The decisions that may be offered beside 暫停 and 認輸, in one run with them: the window gestures of §8
        (Done, Yield, Reshuffle, Exchange, RoleChange, Abandon), the turn's purge, re-equip, pass and play-out,
        rearm, opt-in, the vote and resuming.  暫停 and 認輸 (§8 gestures 3, 5) are made by anyone between
        actions, never while a commitment is pending (暫停 not while paused either); every other kind only by
        the seat whose decision it is (``_decides``), then by its own test: a window gesture is open in its
        kinds of window only, and once (§8 table; refused alike: not available), the others by ``_judge_<Kind>``."""
        d = st.data
        ph = d["phase"]
        seat = run[0].seat
        actor = self._actor(st)
        kind = d["window"]["kind"] if ph == "window" else None
        y_open: bool | None = None
        for a in run:
            cls = a.__class__
            if cls is Pause or cls is Concede:
                if ph in (_NO_PAUSE if cls is Pause else _PENDING):
                    if out is None:
                        raise R("劇牌 §8", N("Rules", "Gestures are made between actions, never while a commitment is pending."))
                    continue
            elif actor != seat:
                if out is None:
                    raise self._not_yours(st, actor)
                continue
            elif cls in _WINDOW_KINDS:
                if kind is None:
                    ok = False
                elif cls is Done:  # every kind of window
                    ok = kind in _WINDOWS_ALL
                elif cls is Yield:  # setup window
                    to = a.to  # type: ignore[attr-defined]
                    ok = kind == "setup" and (to.__class__ is int or _seat_ok(st, to)) and 0 <= to < len(st.seats) \
                        and to != seat and d["players"][to]["status"] == "active"
                    if ok:
                        if y_open is None:  # the seat's yield is still open (once per window): asked once per run
                            y_open = self._yield_open(d["window"], _FIXED[seat])
                        ok = y_open
                elif cls is Reshuffle:  # way 1 in the setup window, the mode's way 2 or 3 in a round window
                    way = a.way  # type: ignore[attr-defined]
                    if way == 1:
                        ok = kind == "setup" and self._reshuffle_open(st, seat, 1)
                    elif way in (2, 3) and way == LAYERS[st.options["mode"]].round_reshuffle_way \
                            and not isinstance(way, bool):
                        ok = kind == "round" and self._reshuffle_open(st, seat, way)
                    else:
                        ok = False
                elif cls is Exchange:  # setup and final windows
                    ok = kind in _WINDOWS_SETUP_FINAL and self._exchange_open(st, d["window"], _FIXED[seat], seat)
                elif cls is RoleChange:  # setup and final windows, §8 row 7: once per window in all
                    ok = kind in _WINDOWS_SETUP_FINAL and self._role_change_open(d["window"])
                else:  # Abandon: round window; with a card where abandoning costs one
                    ok = kind == "round" and self._abandon_open(st, seat)
                    if ok:
                        opts = st.options
                        if opts["abandon_mode"] == "game" or opts["abandon_cost"] == "none":
                            ok = a.card is None  # type: ignore[attr-defined]
                        else:
                            ok = a.card in hand(st, seat)  # type: ignore[attr-defined]
                if not ok:
                    if out is None:
                        raise self._gesture_unavailable()
                    continue
            else:  # purge, re-equip, pass, play-out, rearm, opt-in, vote, resume: each its own test
                try:
                    _JUDGE[cls](self, st, a)
                except IllegalAction:
                    if out is None:
                        raise
                    continue
            if out is not None:
                out.append(a)

    check_Done = check_Yield = check_Reshuffle = check_Exchange = check_RoleChange = check_Abandon = _check_open
    check_Pause = check_Concede = _check_open
    check_Purge = check_Reequip = check_Pass = check_PlayOut = check_Rearm = check_OptIn = check_Vote = _check_open
    check_Resume = _check_open

    def _judge_Resume(self, st: GameState, a: Resume) -> None:
        if st.data["phase"] != "paused":
            raise self._gesture_unavailable()


_WINDOW_KINDS = frozenset((Done, Yield, Reshuffle, Exchange, RoleChange, Abandon))
#: the own test of each other kind ``_check_open`` judges (after ``_decides``)
_JUDGE: dict[type, Callable[[Checks, GameState, Any], None]] = {
    Purge: Checks._judge_Purge, Reequip: Checks._judge_Reequip, Pass: Checks._judge_Pass,
    PlayOut: Checks._judge_PlayOut, Rearm: Checks._judge_Rearm, OptIn: Checks._judge_OptIn,
    Vote: Checks._judge_Vote, Resume: Checks._judge_Resume}
