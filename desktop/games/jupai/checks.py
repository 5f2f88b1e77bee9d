"""劇牌 legality: the candidate actions of a seat and one check per action kind (rules/jupai.md §3.4, §4, §5.4, §7, §8).

``desktop.core.legality.CheckedRules`` builds ``legal_actions`` from ``candidates`` filtered by these
checks, and refuses any other action with the same checks, so the list the table lights, the list a bot
chooses from and the reason a drop is refused cannot disagree.  The candidates are close to the legal
list (they are enumerated in the order the table and the bots have always seen); the checks decide.
Every refusal cites its rule (§) and names its numbers.
"""

from __future__ import annotations

from ...core.actions import Action
from ...core.errors import QT_TRANSLATE_NOOP, IllegalAction
from ...core.legality import PASS, CheckedRules
from ...core.state import GameState
from . import advanced as adv
from .actions import (SOURCES, Abandon, Act, AnswerYield, Background, Concede, Done, Exchange, OptIn, Pass,
                      Pause, PlayOut, PlunderGive, Purge, PurgeDone, PurgePick, Rearm, Reequip, Reshuffle, Respond, Resume,
                      RoleChange, TradeChoice, TradeOffer, Vote, Yield)
from .layers import layer_of
from .table import hand, is_active, pdata, same_identity, value, z

N = QT_TRANSLATE_NOOP
R = IllegalAction
BACKGROUND_MAX = 500
ANY_TIME = (Pause, Concede)  # §8 gestures 3 and 5: any time between actions, not only at one's own decision
PENDING_PHASES = ("respond", "purge", "trade", "yield", "plunder")  # a commitment is pending: no gesture (§8)
_NO_PAUSE = PENDING_PHASES + ("paused",)
# Values derived from the state (weapon sources "ws", target faults "tf", the targets and sources an Act or a
# Respond was accepted with "act"/"resp") are kept in the core's pass memo (``st.cache[PASS]``) while the
# candidates of one decision are checked; it exists only while the state cannot change, so a check made at
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
_MADE: dict[type, dict[tuple, Action]] = {}


def _made(cls: type) -> dict[tuple, Action]:
    table = _MADE.get(cls)
    if table is None:
        table = _MADE[cls] = {}
    return table


def one(cls: type, *fields: object) -> Action:
    """The action ``cls(*fields)``, the same object every time."""
    table = _made(cls)
    a = table.get(fields)
    if a is None:
        a = table[fields] = cls(*fields)
    return a


_ANY_TIME_OF: dict[int, tuple[Action, ...]] = {}


def _any_time(seat: int) -> tuple[Action, ...]:
    """(Pause, Concede) of ``seat``: the gestures offered at every decision (§8 gestures 3, 5)."""
    got = _ANY_TIME_OF.get(seat)
    if got is None:
        got = _ANY_TIME_OF[seat] = (Pause(seat), Concede(seat))
    return got


# Faults without numbers, built once (they are met at almost every turn: a seat cannot target itself …).
_F_OTHERS = ("劇牌 §4", N("Rules", "Targets are always other players."), {})
_F_NO_HAND = ("劇牌 §3.5 (basic R6)",
              N("Rules", "A player with no hand card cannot be targeted in attack or defense rounds."), {})
_F_SUPPLY_NO_TARGET = ("劇牌 §4.3 (basic R5)", N("Rules", "A supply round has no target: purge, re-equip or pass."), {})
_F_SUPPLY_ONLY = ("劇牌 §4.3", N("Rules", "Purging and re-equipping are supply-round actions."), {})
_F_MUST_ACT = ("劇牌 §3.4", N("Rules", "In attack, defense and discard rounds you must act when you can."), {})
_F_FINAL_PLAY = ("劇牌 §6.2 (basic R6)", N("Rules", "In the final round every turn must play a hand card."), {})
_MISS = object()
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
        ph = d["phase"]
        if ph == "over":
            return None
        if ph == "paused":
            return d["paused"]["seat"]
        if ph == "window":
            return d["window"]["queue"][0] if d["window"]["queue"] else None
        if ph == "yield":
            return d["pending"]["to"]
        if ph == "upkeep":
            return d["upkeep"]["queue"][0]
        if ph in ("turn", "purge"):
            return d["actor"]
        if ph == "respond":
            return d["pending"]["responder"]
        if ph in ("trade", "vote", "plunder"):
            return adv.to_act(st)
        return None

    # ------------------------------------------------------------------ who may do what
    def weapon_sources(self, st: GameState, s: int) -> list[str]:
        """Weapon sources available to seat ``s`` now (§5.4), besides 'none'."""
        memo = st.cache.get(PASS)
        if memo is None:
            return self._weapon_sources(st, s)
        key = ("ws", s)
        hit = memo.get(key)
        if hit is None:
            hit = memo[key] = self._weapon_sources(st, s)
        return hit  # the callers only read it

    def _weapon_sources(self, st: GameState, s: int) -> list[str]:
        out = []
        q = st.zones[z(s, "quality")].cards
        w = st.zones[z(s, "weapon")].cards
        weapon_usable = bool(w) and pdata(st, s)["weapon_from"] <= st.data["round_no"]
        if q and weapon_usable:
            out.append("equip")
        return out + layer_of(st).extra_sources(self, st, s, weapon_usable)

    def _target_fault(self, st: GameState, a: int, b: object) -> tuple | None:
        """Why ``b`` is no legal target of ``a`` in the current round nature (§4) as (rule, reason, args), or None."""
        memo = st.cache.get(PASS)
        if memo is None or b.__class__ is not int:
            return self._target_fault_now(st, a, b)
        key = ("tf", a, b)
        fault = memo.get(key, _MISS)
        if fault is _MISS:
            fault = memo[key] = self._target_fault_now(st, a, b)
        return fault

    def _target_fault_now(self, st: GameState, a: int, b: object) -> tuple | None:
        if not _seat_ok(st, b) or b == a:
            return _F_OTHERS
        assert isinstance(b, int)
        pb = st.data["players"][b]
        if pb["status"] != "active" or pb["abandoned"]:
            return ("劇牌 §4", N("Rules", "{name} cannot be targeted: not in play this round."),
                    {"name": st.seats[b]["name"]})
        nature = st.data["nature"]
        if nature in ("attack", "defense"):
            if not hand(st, b):
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

    def _sources_for(self, st: GameState, s: int, kind: str, role: str) -> list[str]:
        """The sources ``_source_fault`` lets ``s`` commit, in the order none, equip, strat, temp."""
        held = self.weapon_sources(st, s)
        return [src for src in ["none"] + held if self._source_fault(st, s, src, kind, role, held) is None]

    def _duel_kind(self, st: GameState, a: int, b: int) -> str:
        nature = st.data["nature"]
        if nature == "discard":
            return "discard_same" if same_identity(st, a, b) else "discard"
        return nature

    # ------------------------------------------------------------------ candidates
    def candidates(self, st: GameState, seat: int) -> list[Action]:
        d = st.data
        ph = d["phase"]
        if ph == "over" or not _seat_ok(st, seat):
            return []
        if ph == "paused":
            return [one(Resume, seat), one(Concede, seat)]
        acts = self._decision_candidates(st, seat, ph) if self.to_act(st) == seat else []
        acts += _any_time(seat)
        return acts

    def _decision_candidates(self, st: GameState, seat: int, ph: str) -> list[Action]:
        """A fresh list (``candidates`` appends to it)."""
        d = st.data
        if ph == "turn":
            return self._turn_candidates(st, seat)
        if ph == "window":
            return self._window_candidates(st, seat)
        if ph == "respond":
            srcs = self._sources_for(st, seat, d["pending"]["kind"], "target")
            made = _made(Respond)
            out: list[Action] = []
            for c in hand(st, seat):
                for src in srcs:
                    x = made.get((seat, c, src))
                    if x is None:
                        x = made[seat, c, src] = Respond(seat, c, src)
                    out.append(x)
            return out
        if ph == "yield":
            return [one(AnswerYield, seat, True), one(AnswerYield, seat, False)]
        if ph == "upkeep":
            if d["upkeep"]["step"] == "rearm":
                return [one(Rearm, seat, True), one(Rearm, seat, False)]
            return [one(OptIn, seat, True), one(OptIn, seat, False)]
        if ph == "purge":
            return self._pick_candidates(st, seat)
        if ph == "trade":
            if d["trade"]["step"] == "offer":
                return [one(TradeOffer, seat, c) for c in hand(st, seat)]
            return [one(TradeChoice, seat, True), one(TradeChoice, seat, False)]
        if ph == "vote":
            return [one(Vote, seat, True), one(Vote, seat, False)]
        if ph == "plunder":  # the engine's default first: the lowest face value (advanced.plunder_choices)
            return [one(PlunderGive, seat, c) for c in adv.plunder_choices(st, seat)]
        return []

    def _turn_candidates(self, st: GameState, a: int) -> list[Action]:
        d = st.data
        h = hand(st, a)
        out: list[Action] = []
        some = False
        if d["nature"] == "supply":
            if not d["purged"] and h:
                some = True
                out += [one(Purge, a, c) for c in h]
        elif h:
            made = _made(Act)
            for b in d["order"]:
                if self._target_fault(st, a, b) is None:
                    srcs = self._sources_for(st, a, self._duel_kind(st, a, b), "actor")
                    some = True
                    for c in h:
                        for src in srcs:
                            x = made.get((a, c, b, src))
                            if x is None:
                                x = made[a, c, b, src] = Act(a, c, b, src)
                            out.append(x)
        for x in (one(Reequip, a), one(Pass, a)):
            if self._turn_fault(st, x) is None:
                some = True
                out.append(x)
        if not some and d["final"]:
            out += [one(PlayOut, a, c) for c in h]
        return out

    def has_turn_action(self, st: GameState, a: int) -> bool:
        """The actor has a legal turn action (else the turn passes, §3.4).  The whole legal list is computed
        (by the core, from the same checks) and kept under ``TURN_LEGAL``: when the turn starts, it is the
        list the next decision needs, so ``perform`` files it instead of computing it again."""
        legal = self.legal_now(st, a)
        st.cache[TURN_LEGAL] = (a, legal)
        for x in legal:
            if x.__class__ not in ANY_TIME:
                return True
        return False

    def _pick_candidates(self, st: GameState, s: int) -> list[Action]:
        return [one(PurgePick, s, c) for c in st.zones[z(s, "collected")].cards] + [one(PurgeDone, s)]

    def may_pick_more(self, st: GameState, s: int) -> bool:
        """The purge intent pays for another collected card (§4.3 a, I-12)."""
        return any(self.refusal(st, PurgePick(s, c)) is None for c in st.zones[z(s, "collected")].cards)

    def _window_candidates(self, st: GameState, s: int) -> list[Action]:
        d = st.data
        acts: list[Action] = [one(Done, s)]
        kind = d["window"]["kind"]
        if kind == "setup":
            acts += [one(Yield, s, b) for b in d["order"] if b != s and is_active(st, b)]
            acts.append(one(Reshuffle, s, 1))  # 信息補充 (Background) is typed by a person: see text_gestures
        if kind in ("setup", "final"):
            acts += [one(Exchange, s), one(RoleChange, s)]
        if kind == "round":
            if st.options["abandon_mode"] == "game" or st.options["abandon_cost"] == "none":
                acts.append(one(Abandon, s, None))
            else:
                acts += [one(Abandon, s, c) for c in hand(st, s)]
            acts.append(one(Reshuffle, s, layer_of(st).round_reshuffle_way))
        return acts

    # ------------------------------------------------------------------ checks shared by every kind
    def common_key(self, cls: type) -> object:
        """``check_common`` tells only the any-time gestures (§8 gestures 3, 5) from the rest."""
        return cls in ANY_TIME

    def check_common(self, st: GameState, action: Action) -> None:
        d = st.data
        seat = action.seat
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
        if action.__class__ in ANY_TIME:
            return
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
        d = st.data
        if d["phase"] != "turn":
            self._in_turn(st)
        if d["nature"] == "supply":
            raise R("劇牌 §4.3 (basic R5)", N("Rules", "A supply round has no target: purge, re-equip or pass."))
        if a.card not in hand(st, a.seat):
            self._from_hand(st, a.seat, a.card)
        memo = st.cache.get(PASS)
        if memo is not None:
            key = ("act", a.target, a.source)
            if key in memo:
                return  # this pass has accepted this target and source for another card
        _raise(self._target_fault(st, a.seat, a.target))
        _raise(self._source_fault(st, a.seat, a.source, self._duel_kind(st, a.seat, a.target), "actor"))
        if memo is not None:
            memo[key] = True

    def check_Respond(self, st: GameState, a: Respond) -> None:
        d = st.data
        if d["phase"] != "respond":
            raise R("劇牌 §3.4", N("Rules", "Nobody is waiting for your commitment now."))
        if a.card not in hand(st, a.seat):
            self._from_hand(st, a.seat, a.card)
        memo = st.cache.get(PASS)
        if memo is not None:
            key = ("resp", a.source)
            if key in memo:
                return  # this pass has accepted this source for another card
        _raise(self._source_fault(st, a.seat, a.source, d["pending"]["kind"], "target"))
        if memo is not None:
            memo[key] = True

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
        return R("劇牌 §8", N("Rules", "That gesture is not available in this window or has been used."))

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
                or d["players"][to]["status"] != "active" or "yield" in w["used"].get(str(a.seat), ()):
            raise self._gesture_unavailable()

    def check_AnswerYield(self, st: GameState, a: AnswerYield) -> None:
        if st.data["phase"] != "yield" or not _is_bool(a.accept):
            raise self._gesture_unavailable()

    def check_Reshuffle(self, st: GameState, a: Reshuffle) -> None:
        p = pdata(st, a.seat)
        if a.way == 1:
            d = st.data
            if d["phase"] != "window" or d["window"]["kind"] != "setup":  # _window(st, "setup")
                raise self._gesture_unavailable()
            ok = not p["used_way1"]
        elif a.way in (2, 3) and a.way == layer_of(st).round_reshuffle_way and not isinstance(a.way, bool):
            self._window(st, "round")
            if a.way == 3:  # basic: the collected pile into the draw pile (I-39)
                ok = not p["used_way3"] and bool(st.zones[z(a.seat, "collected")].cards)
            else:  # advanced: with quality and weapon
                ok = (not p["used_way2"] and bool(st.zones[z(a.seat, "quality")].cards)
                      and bool(st.zones[z(a.seat, "weapon")].cards))
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
        if not hand(st, a.seat) or "exchange" in w["used"].get(str(a.seat), ()):
            raise self._gesture_unavailable()

    def check_RoleChange(self, st: GameState, a: RoleChange) -> None:
        d = st.data
        w = d["window"]
        if d["phase"] != "window" or w["kind"] not in _WINDOWS_SETUP_FINAL:  # _window(st, "setup", "final")
            raise self._gesture_unavailable()
        for used in w["used"].values():  # §8 row 7: once per window in all
            if "role_change" in used:
                raise self._gesture_unavailable()

    def check_Abandon(self, st: GameState, a: Abandon) -> None:
        self._window(st, "round")
        opts = st.options
        if not hand(st, a.seat) or st.data["final"]:
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
        if st.data["phase"] in PENDING_PHASES:
            raise R("劇牌 §8", N("Rules", "Gestures are made between actions, never while a commitment is pending."))

    def check_Resume(self, st: GameState, a: Resume) -> None:
        if st.data["phase"] != "paused":
            raise self._gesture_unavailable()
