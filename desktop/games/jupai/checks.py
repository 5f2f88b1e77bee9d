"""劇牌 legality: the candidate actions of a seat and one check per action kind (rules/jupai.md §3.4, §4, §5.4, §7, §8).

``desktop.core.legality.CheckedRules`` builds ``legal_actions`` from ``candidates`` filtered by these
checks, and refuses any other action with the same checks, so the list the table lights, the list a bot
chooses from and the reason a drop is refused cannot disagree.  The candidates are close to the legal
list (they are enumerated in the order the table and the bots have always seen); the checks decide.
Every refusal cites its rule (§) and names its numbers.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ...core.actions import Action
from ...core.errors import QT_TRANSLATE_NOOP, IllegalAction
from ...core.legality import PASS, CheckedRules
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
                 "rearm_any", "opt_in_any", "vote_any", "purge", "purge_pick", "play_out", "trade_offer", "plunder_give",
                 "abandon", "respond", "act")

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
        # the candidates of a decision with the any-time gestures after them (read only: core copies them)
        self.rearm_any = tuple(self.rearm) + self.any_time
        self.opt_in_any = tuple(self.opt_in) + self.any_time
        self.vote_any = tuple(self.vote) + self.any_time
        self.reshuffle = {way: Reshuffle(s, way) for way in (1, 2, 3)}
        self.abandon_none = Abandon(s, None)
        # the interned actions with a card, keyed by the card (``act[source][target]`` and ``respond[source]`` too)
        self.purge, self.purge_pick, self.play_out = _row(Purge, s), _row(PurgePick, s), _row(PlayOut, s)
        self.trade_offer, self.plunder_give, self.abandon = _row(TradeOffer, s), _row(PlunderGive, s), _row(Abandon, s)
        self.respond = {src: _row(Respond, s, src) for src in SOURCES}
        self.act = {src: {b: _row(Act, s, b, src) for b in range(6)} for src in SOURCES}


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
        against it, in the order none, equip, strat, temp).  Kept in the pass memo: the candidates list these,
        and ``check_Act`` reads them again for the first card of each target."""
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

    def _duel_kind(self, st: GameState, a: int, b: int) -> str:
        nature = st.data["nature"]
        if nature == "discard":
            return "discard_same" if same_identity(st, a, b) else "discard"
        return nature

    # ------------------------------------------------------------------ candidates
    def candidates(self, st: GameState, seat: int) -> Sequence[Action]:
        d = st.data
        ph = d["phase"]
        if ph == "over" or not (0 <= seat < len(st.seats) if seat.__class__ is int else _seat_ok(st, seat)):
            return []
        fx = _FIXED[seat]
        if ph == "paused":
            return [fx.resume, fx.concede]
        memo = st.cache.get(PASS)
        actor = memo.get("to_act", _MISS) if memo is not None else _MISS
        if actor is _MISS:
            actor = self.to_act(st)
            if memo is not None:
                memo["to_act"] = actor  # for check_common, in this same state
        if actor != seat:
            return [] if ph in _PENDING else list(fx.any_time)
        # by how often each phase is met; a pending commitment's list is complete (no gesture, §8)
        if ph == "window":
            acts = self._window_candidates(st, seat, fx)
        elif ph == "turn":
            acts = self._turn_candidates(st, seat, fx)
        elif ph == "respond":
            srcs = self._respond_sources(st, seat)
            h = st.zones[HAND_IDS[seat]].cards
            if len(srcs) == 1:
                return list(map(fx.respond[srcs[0]].__getitem__, h))
            rows = [fx.respond[src] for src in srcs]
            acts = []
            for c in h:
                for row in rows:
                    acts.append(row[c])
            return acts
        elif ph == "upkeep":
            return fx.rearm_any if d["upkeep"]["step"] == "rearm" else fx.opt_in_any
        elif ph == "purge":
            acts = list(map(fx.purge_pick.__getitem__, st.zones[z(seat, "collected")].cards))
            acts.append(fx.purge_done)
            return acts
        elif ph == "yield":
            return list(fx.answer)
        elif ph == "trade":
            if d["trade"]["step"] == "offer":
                return list(map(fx.trade_offer.__getitem__, hand(st, seat)))
            return list(fx.trade_choice)
        elif ph == "vote":
            return fx.vote_any
        elif ph == "plunder":  # the engine's default first: the lowest face value (advanced.plunder_choices)
            return list(map(fx.plunder_give.__getitem__, adv.plunder_choices(st, seat)))
        else:
            acts = []
        acts += fx.any_time  # check_Pause and check_Concede refuse both while a commitment is pending (§8)
        return acts

    def _turn_candidates(self, st: GameState, a: int, fx: _Fixed) -> list[Action]:
        d = st.data
        h = st.zones[HAND_IDS[a]].cards
        out: list[Action] = []
        some = False
        if d["nature"] == "supply":
            if not d["purged"] and h:
                some = True
                out += map(fx.purge.__getitem__, h)
        elif h:
            for b in d["order"]:
                if b == a:
                    continue  # never a target (§4)
                fault, srcs = self._act_sources(st, a, b)
                if fault is None:
                    some = True
                    if len(srcs) == 1:
                        out += map(fx.act[srcs[0]][b].__getitem__, h)
                    else:
                        rows = [fx.act[src][b] for src in srcs]
                        for c in h:
                            for row in rows:
                                out.append(row[c])
        for x in (fx.reequip, fx.pass_):
            if self._turn_fault(st, x) is None:
                some = True
                out.append(x)
        if not some and d["final"]:
            out += map(fx.play_out.__getitem__, h)
        return out

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

    def _window_candidates(self, st: GameState, s: int, fx: _Fixed) -> list[Action]:
        d = st.data
        # The gestures still open to the seat (the checks' own tests, see _yield_open …); the checks decide.
        w = d["window"]
        acts: list[Action] = [fx.done]
        kind = w["kind"]
        if kind == "setup":
            if self._yield_open(w, fx):
                to = fx.yield_to
                players = d["players"]
                acts += [to[b] for b in d["order"] if b != s and players[b]["status"] == "active"]
            if self._reshuffle_open(st, s, 1):
                acts.append(fx.reshuffle[1])  # 信息補充 (Background) is typed by a person: see text_gestures
        if kind == "setup" or kind == "final":
            if self._exchange_open(st, w, fx, s):
                acts.append(fx.exchange)
            if self._role_change_open(w):
                acts.append(fx.role_change)
        elif kind == "round":
            if self._abandon_open(st, s):
                if st.options["abandon_mode"] == "game" or st.options["abandon_cost"] == "none":
                    acts.append(fx.abandon_none)
                else:
                    acts += map(fx.abandon.__getitem__, hand(st, s))
            way = LAYERS[st.options["mode"]].round_reshuffle_way
            if self._reshuffle_open(st, s, way):
                acts.append(fx.reshuffle[way])
        return acts

    # ------------------------------------------------------------------ checks shared by every kind
    def common_key(self, cls: type) -> object:
        """``check_common`` tells only the any-time gestures (§8 gestures 3, 5) from the rest."""
        return cls in ANY_TIME

    def check_common(self, st: GameState, action: Action) -> None:
        seat = action.seat
        memo = st.cache.get(PASS)
        # The checks of every kind (the seat, the game running, the pause, the seat in play) come first; in a pass
        # the memo remembers the seat they accepted ("seat": the state cannot change during the pass), so the
        # any-time gestures' verdict after the others' costs a lookup.
        if memo is None or memo.get("seat", _MISS) is not seat:
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
            if memo is not None:
                memo["seat"] = seat
        if action.__class__ in ANY_TIME:
            return
        actor: Any = memo.get("to_act", _MISS) if memo is not None else _MISS
        if actor is _MISS:
            actor = self.to_act(st)
        if actor != seat:
            raise R("劇牌 §3.4", N("Rules", "It is {name}'s decision now, not yours."),
                    name=st.seats[actor]["name"] if actor is not None else "—")

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
    def check_Act(self, st: GameState, a: Act) -> None:
        memo = st.cache.get(PASS)
        if memo is not None and (a.seat, a.target, a.source) in memo:
            # This pass accepted this target and source for another card: the phase, the nature, the target
            # and the source were checked then and the state has not changed; the card is this one's own.
            if a.card not in st.zones[HAND_IDS[a.seat]].cards:
                self._from_hand(st, a.seat, a.card)
            return
        d = st.data
        if d["phase"] != "turn":
            self._in_turn(st)
        if d["nature"] == "supply":
            raise R("劇牌 §4.3 (basic R5)", N("Rules", "A supply round has no target: purge, re-equip or pass."))
        if a.card not in hand(st, a.seat):
            self._from_hand(st, a.seat, a.card)
        fault, srcs = self._act_sources(st, a.seat, a.target)
        _raise(fault)
        if a.source not in srcs:  # the source's own fault (every source it accepts is among srcs)
            _raise(self._source_fault(st, a.seat, a.source, self._duel_kind(st, a.seat, a.target), "actor"))
        if memo is not None:
            memo[a.seat, a.target, a.source] = True

    def check_Respond(self, st: GameState, a: Respond) -> None:
        memo = st.cache.get(PASS)
        if memo is not None and (a.seat, a.source) in memo:
            # as in check_Act: this pass accepted this source for another card
            if a.card not in st.zones[HAND_IDS[a.seat]].cards:
                self._from_hand(st, a.seat, a.card)
            return
        d = st.data
        if d["phase"] != "respond":
            raise R("劇牌 §3.4", N("Rules", "Nobody is waiting for your commitment now."))
        if a.card not in hand(st, a.seat):
            self._from_hand(st, a.seat, a.card)
        if a.source not in self._respond_sources(st, a.seat):  # the source's own fault (as in check_Act)
            _raise(self._source_fault(st, a.seat, a.source, d["pending"]["kind"], "target"))
        if memo is not None:
            memo[a.seat, a.source] = True

    def check_Purge(self, st: GameState, a: Purge) -> None:
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

    def check_Reequip(self, st: GameState, a: Reequip) -> None:
        self._in_turn(st)
        _raise(self._turn_fault(st, a))

    def check_Pass(self, st: GameState, a: Pass) -> None:
        self._in_turn(st)
        _raise(self._turn_fault(st, a))

    def check_PlayOut(self, st: GameState, a: PlayOut) -> None:
        d = st.data
        self._in_turn(st)
        if not d["final"] or d["nature"] == "supply" or a.card not in hand(st, a.seat) or self.targets(st, a.seat):
            raise R("劇牌 §6.2", N("Rules", "You may discard a hand card only in the final round when no action is legal."))

    def check_PurgePick(self, st: GameState, a: PurgePick) -> None:
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
        if st.data["phase"] != "purge":
            raise R("劇牌 §4.3", N("Rules", "Collected cards are discarded only by a purge."))

    # ------------------------------------------------------------------ upkeep (§5.3, §7.2)
    def check_Rearm(self, st: GameState, a: Rearm) -> None:
        d = st.data
        if d["phase"] != "upkeep" or d["upkeep"]["step"] != "rearm" or not _is_bool(a.accept):
            raise R("劇牌 §5.3", N("Rules", "That is not possible at this moment of the round ({phase})."),
                    phase=d["phase"])

    def check_OptIn(self, st: GameState, a: OptIn) -> None:
        d = st.data
        if d["phase"] != "upkeep" or d["upkeep"]["step"] != "optin" or not _is_bool(a.accept):
            raise R("劇牌 §7.2 (I-25)", N("Rules", "Players opt in only at their upkeep."))

    # ------------------------------------------------------------------ forced trade, vote (§7.6, §7.9)
    def check_TradeOffer(self, st: GameState, a: TradeOffer) -> None:
        d = st.data
        if d["phase"] != "trade":
            raise R("劇牌 §7.6 (I-30)", N("Rules", "There is no forced trade now."))
        if d["trade"]["step"] != "offer":
            raise R("劇牌 §7.6 (I-30)", N("Rules", "The offers have been made."))
        if a.card not in hand(st, a.seat):
            raise R("劇牌 §7.6 (I-30)", N("Rules", "Offer one of your own uncommitted hand cards."))

    def check_TradeChoice(self, st: GameState, a: TradeChoice) -> None:
        d = st.data
        if d["phase"] != "trade":
            raise R("劇牌 §7.6 (I-30)", N("Rules", "There is no forced trade now."))
        if d["trade"]["step"] != "choice" or not _is_bool(a.score):
            raise R("劇牌 §7.6 (I-30)", N("Rules", "Only the initiator chooses, once both offers are made."))

    def check_PlunderGive(self, st: GameState, a: PlunderGive) -> None:
        if st.data["phase"] != "plunder":
            raise R("劇牌 §7.6 (I-31)", N("Rules", "Nobody is plundering your hand now."))
        if a.card not in adv.plunder_choices(st, a.seat):
            raise R("劇牌 §7.6 (I-31)", N("Rules", "Give one of your highest hand cards."))

    def check_Vote(self, st: GameState, a: Vote) -> None:
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

    def check_Done(self, st: GameState, a: Done) -> None:
        d = st.data
        if d["phase"] != "window" or d["window"]["kind"] not in _WINDOWS_ALL:  # _window(st, every kind)
            raise self._gesture_unavailable()

    def check_Yield(self, st: GameState, a: Yield) -> None:
        d = st.data
        w = d["window"]
        if d["phase"] != "window" or w["kind"] != "setup":  # _window(st, "setup")
            raise self._gesture_unavailable()
        to = a.to
        if (to.__class__ is not int and not _seat_ok(st, to)) or not 0 <= to < len(st.seats) or to == a.seat \
                or d["players"][to]["status"] != "active" or not self._yield_open(w, _FIXED[a.seat]):
            raise self._gesture_unavailable()

    def check_AnswerYield(self, st: GameState, a: AnswerYield) -> None:
        if st.data["phase"] != "yield" or not _is_bool(a.accept):
            raise self._gesture_unavailable()

    def check_Reshuffle(self, st: GameState, a: Reshuffle) -> None:
        d = st.data
        if a.way == 1:
            if d["phase"] != "window" or d["window"]["kind"] != "setup":  # _window(st, "setup")
                raise self._gesture_unavailable()
            ok = self._reshuffle_open(st, a.seat, 1)
        elif a.way in (2, 3) and a.way == LAYERS[st.options["mode"]].round_reshuffle_way and not isinstance(a.way, bool):
            if d["phase"] != "window" or d["window"]["kind"] != "round":  # _window(st, "round")
                raise self._gesture_unavailable()
            ok = self._reshuffle_open(st, a.seat, a.way)
        else:
            ok = False
        if not ok:
            raise self._gesture_unavailable()

    def text_gestures(self, st: GameState, seat: int) -> list[Action]:
        """Free-text gestures ``seat`` may make now, with empty text for a person to fill in (§8 gesture 8).

        They are not among ``legal_actions`` (a bot has no text to give, and an empty text changes nothing);
        the table asks the person for the text and submits the filled action, which ``check_Background``
        accepts or refuses like any other."""
        probe = Background(seat, "…")
        return [Background(seat, "")] if self.refusal(st, probe) is None else []

    def check_Background(self, st: GameState, a: Background) -> None:
        self._window(st, "setup")
        if not isinstance(a.text, str) or len(a.text) > BACKGROUND_MAX:
            raise R("劇牌 §8 gesture 8", N("Rules", "That gesture is not available in this window or has been used."))
        if not a.text.strip():  # issue 18: an action that changes nothing is not legal
            raise R("劇牌 §8 gesture 8", N("Rules", "A background text needs some words."))
        if a.text == pdata(st, a.seat)["background"]:
            raise R("劇牌 §8 gesture 8", N("Rules", "That background text is already recorded."))

    def check_Exchange(self, st: GameState, a: Exchange) -> None:
        d = st.data
        w = d["window"]
        if d["phase"] != "window" or w["kind"] not in _WINDOWS_SETUP_FINAL:  # _window(st, "setup", "final")
            raise self._gesture_unavailable()
        if not self._exchange_open(st, w, _FIXED[a.seat], a.seat):
            raise self._gesture_unavailable()

    def check_RoleChange(self, st: GameState, a: RoleChange) -> None:
        d = st.data
        w = d["window"]
        if d["phase"] != "window" or w["kind"] not in _WINDOWS_SETUP_FINAL:  # _window(st, "setup", "final")
            raise self._gesture_unavailable()
        if not self._role_change_open(w):  # §8 row 7: once per window in all
            raise self._gesture_unavailable()

    def check_Abandon(self, st: GameState, a: Abandon) -> None:
        self._window(st, "round")
        opts = st.options
        if not self._abandon_open(st, a.seat):
            raise self._gesture_unavailable()
        if opts["abandon_mode"] == "game" or opts["abandon_cost"] == "none":
            ok = a.card is None
        else:
            ok = a.card in hand(st, a.seat)
        if not ok:
            raise self._gesture_unavailable()

    def check_Pause(self, st: GameState, a: Pause) -> None:
        if st.data["phase"] in _NO_PAUSE:
            raise R("劇牌 §8", N("Rules", "Gestures are made between actions, never while a commitment is pending."))

    def check_Concede(self, st: GameState, a: Concede) -> None:
        if st.data["phase"] in _PENDING:
            raise R("劇牌 §8", N("Rules", "Gestures are made between actions, never while a commitment is pending."))

    def check_Resume(self, st: GameState, a: Resume) -> None:
        if st.data["phase"] != "paused":
            raise self._gesture_unavailable()
