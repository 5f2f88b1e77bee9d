"""三国智 checks: one per action kind (``check_<Kind>``) plus the checks every action shares.

The core legality mechanism (``desktop.core.legality.CheckedRules``) runs ``check_common`` and then the
action's own check, both for ``legal_actions`` and for the refusal of an illegal action, so the two cannot
disagree.  A refusal names the rule (三国智 §…) and carries card ids, zone ids, seats (``P2``) and game words
as fields; a table names them for its reader with ``IllegalAction.message(translate, present)``.
"""

from __future__ import annotations

from ....core.actions import Action
from ....core.errors import QT_TRANSLATE_NOOP, IllegalAction
from ....core.state import GameState
from .. import engine as E
from ..mechanics import basics as _basics
from ..actions import (Answer, AssignDamage, ChooseFirstPlayer, Concede, Conscript, DeclareAttacker, DeclareDefender,
                       DeployGeneral, DiscardCard, DissolveFormation, EndAttack, EndDefense,
                       EquipTreasure, FlipGeneral, FormFormation, KeepHand, Mulligan, Pass,
                       PickCard, PlaceBingquan, PlaceDamage, PutTrigger, SetGeneral, SetStrategy,
                       UseAbility, UseEvent, UseStrategy)

from ....core.legality import PASS
from .candidates import MAIN, attack_targets, being_flipped, cost_pool, fits, main_timing, may_join, printed_only_roles

# The answers each kind of pending choice accepts (D.1.3).
DECISION_ACTIONS = {
    "first": ("ChooseFirstPlayer",), "mulligan": ("Mulligan", "KeepHand"), "shuffle": ("Answer",),
    "may_draw": ("Answer",), "attack": ("DeclareAttacker", "EndAttack"), "defend": ("DeclareDefender", "EndDefense"),
    "assign": ("PlaceDamage", "AssignDamage"), "discard": ("DiscardCard",), "search": ("PickCard", "Answer"),
    "triggers": ("PutTrigger",),
}
_ANSWERS = frozenset(x for v in DECISION_ACTIONS.values() for x in v)
_CONSCRIPT = "sgz.conscript"  # pass memo key: the seat whose 征兵 seat checks passed in this legality pass
_FORM = "sgz.form"  # pass memo key: {(seat, card), (seat, card, general, entry index)} of 结成阵型 parts that passed


def ill(rule: str, reason: str, **args) -> IllegalAction:
    """A 三国智 refusal: ``rule`` is a section (``§D.3``), ``reason`` an English ``Rules`` source."""
    return IllegalAction(f"三国智 {rule}", reason, **args)


def card_in(st: GameState, card, zone: str, what: str) -> None:
    if not isinstance(card, str) or st.where.get(card) != zone:
        raise ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "{card} is not in {zone}."), card=card, zone=zone)


def need_main(st: GameState, seat: int) -> None:
    m = st.cache.get(MAIN)  # main_timing's answer for this version, when it is known (asked for every candidate)
    if m is not None and m[0] == st.version and m[1] == seat:
        if m[2]:
            return
    elif main_timing(st, seat):
        return
    raise ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "Only the turn player may do that, in the main phase, with an empty chain."))


def need_condition(st: GameState, seat: int, card: str, action: str) -> None:
    """D.3: the 兵权条件, refused with both numbers ("遣将 法正 needs 谋士 1; you have 谋士 0")."""
    d = E.cdef(st, card)
    if not E.meets_condition(st, seat, d):
        cond = d.get("bingquan_condition", {})
        need = ", ".join(f"{k} {v}" for k, v in cond.items())
        have = ", ".join(f"{k} {E.bingquan_count(st, seat, k)}" for k in cond)
        raise ill("§D.3", QT_TRANSLATE_NOOP("Rules", "{action} {card} needs {need}; you have {have}."), action=action,
                  card=card, need=need, have=have)


def need_zhili(st: GameState, seat: int, card: str) -> None:
    """D.11: a 谋略's 智力要求, met by the face-up 军师 (zhili_rule=junshi) or the wisest face-up general
    (highest), checked with the 兵权条件 when it is put on the chain; refused with both numbers."""
    d = E.cdef(st, card)
    need = d.get("zhili", 0)
    if not need or E.meets_zhili(st, seat, d):
        return
    g, have = E.zhili_source(st, seat)
    role = "军师" if E.opt(st, "zhili_rule") == "junshi" else "将领"
    if g is None:
        raise ill("§D.11", QT_TRANSLATE_NOOP("Rules", "{card} needs {stat} {need}; you have no face-up {role}."),
                  card=card, stat="智力", need=need, role=role)
    raise ill("§D.11", QT_TRANSLATE_NOOP("Rules", "{card} needs {stat} {need}; your {role} {general} has {have}."),
              card=card, stat="智力", need=need, role=role, general=g, have=have)


def check_targets(st: GameState, decls: list, given, seat: int, src: str):
    if not isinstance(given, tuple):
        raise ill("§D.5.3", QT_TRANSLATE_NOOP("Rules", "Targets must be a list."))
    r = E.parse_targets(st, decls, given, seat, src)
    if isinstance(r, str):
        if r == "count":
            raise ill("§D.10.3", QT_TRANSLATE_NOOP("Rules", "Choose exactly the targets the card asks for."))
        if r == "twice":
            raise ill("§D.5.3", QT_TRANSLATE_NOOP("Rules", "The same target may be chosen only once."))
        raise ill("§D.5.3", QT_TRANSLATE_NOOP("Rules", "That is not a legal target."))
    return r


def bq_limit(st, seat):
    n = E.opt(st, "bingquan_per_turn")
    if st.data["players"][seat]["cnt"]["bq"] >= n:
        raise ill("§D.3", QT_TRANSLATE_NOOP("Rules", "At most {n} command placements or conscriptions per turn."), n=n)


def general_slot_ok(st, seat, zone):
    if not E.general_slot_open(st, seat, zone):
        raise ill("§1.3.2", QT_TRANSLATE_NOOP("Rules", "{zone} is not an open general slot of yours."), zone=zone)
    if st.zones[zone].cards:
        raise ill("§1.3.2.1", QT_TRANSLATE_NOOP("Rules", "That general slot is occupied."))
    lim = E.opt(st, "generals_per_turn")
    if lim and st.data["players"][seat]["cnt"]["gen"] >= lim:
        raise ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "At most {n} generals may be deployed or set per turn."), n=lim)


class Checks:
    """The ``check_<Kind>`` methods of SanguozhiRules; each raises ``IllegalAction`` (state untouched)."""

    def check_common(self, st: GameState, a: Action) -> None:
        # legal_actions asks this once per group of kinds (common_key) and seat; a few dict reads, no memo.
        d = st.data
        seat = a.seat
        kind = type(a)
        if type(seat) is not int or not 0 <= seat < len(st.seats):  # (a bool is no seat)
            raise ill("§D.1", QT_TRANSLATE_NOOP("Rules", "There is no seat {seat}."), seat=seat)
        if d.get("over"):
            raise ill("§D.6", QT_TRANSLATE_NOOP("Rules", "The game is over."))
        if d["players"][seat]["out"]:
            raise ill("§D.6", QT_TRANSLATE_NOOP("Rules", "{player} is out of the game."), player=E.pname(seat))
        if kind is Concede:
            return
        decisions = d["decisions"]
        if decisions:
            dec = decisions[0]
            if dec["seat"] != seat:
                raise ill("§D.1.3", QT_TRANSLATE_NOOP("Rules", "{player} must choose first."), player=E.pname(dec["seat"]))
            if kind.__name__ not in DECISION_ACTIONS.get(dec["type"], ()):
                raise ill("§D.1.3", QT_TRANSLATE_NOOP("Rules", "That is not an answer to the pending choice."))
            return
        if kind.__name__ in _ANSWERS:
            raise ill("§D.1.3", QT_TRANSLATE_NOOP("Rules", "There is no such choice to make now."))
        if d["stage"] != "round" or d["prio"] != seat:  # has_prio (the game is not over, no choice pending)
            raise ill("§D.5.2", QT_TRANSLATE_NOOP("Rules", "{player} does not hold priority."), player=E.pname(seat))

    def common_key(self, cls: type) -> object:
        """check_common tells three groups of kinds apart: Concede; the answers, by the pending choices they
        answer; every other kind (it needs 行动权).  Within a group its verdict is the same."""
        name = cls.__name__
        if cls is Concede:
            return "concede"
        if name in _ANSWERS:
            return ("answer", frozenset(t for t, names in DECISION_ACTIONS.items() if name in names))
        return "priority"

    def check_Concede(self, st: GameState, a: Concede) -> None:
        pass

    def check_Pass(self, st: GameState, a: Pass) -> None:
        pass

    def check_PlaceBingquan(self, st: GameState, a: PlaceBingquan) -> None:
        need_main(st, a.seat)
        card_in(st, a.card, E.HAND[a.seat], "hand")
        if E.cdef(st, a.card)["type"] != "兵权":
            raise ill("§1.3.6", QT_TRANSLATE_NOOP("Rules", "Only a command card can be placed in a command slot."))
        bq_limit(st, a.seat)

    def check_Conscript(self, st: GameState, a: Conscript) -> None:
        seat = a.seat
        # In a legality pass (the state cannot change) the seat's part — the main timing, 征兵 on, the
        # placements left — is asked once: a seat that passed it needs only the card's and the slot's checks
        # (the order of the refusals stays: a failing seat part is asked again in full below).
        memo = st.cache.get(PASS)
        fast = memo is not None and memo.get(_CONSCRIPT) == seat
        if not fast:
            need_main(st, seat)
            if not E.opt(st, "zhengbing_enabled"):
                raise ill("§D.3", QT_TRANSLATE_NOOP("Rules", "Conscription is switched off in this game."))
        card = a.card
        if card.__class__ is not str or st.where.get(card) != E.HAND[seat]:  # card_in, inlined (every 征兵 candidate)
            card_in(st, card, E.HAND[seat], "hand")
        if a.zone not in E.BQ_ZONES[seat]:
            raise ill("§D.3", QT_TRANSLATE_NOOP("Rules", "Conscription puts the card into one of your command slots."))
        if not fast:
            bq_limit(st, seat)
            if memo is not None:
                memo[_CONSCRIPT] = seat

    def check_DeployGeneral(self, st: GameState, a: DeployGeneral) -> None:
        need_main(st, a.seat)
        card_in(st, a.card, E.HAND[a.seat], "hand")
        if E.cdef(st, a.card)["type"] != "将领":
            raise ill("§1.3.2.1", QT_TRANSLATE_NOOP("Rules", "Only generals go into general slots."))
        general_slot_ok(st, a.seat, a.zone)
        roles = printed_only_roles(E.cdef(st, a.card))
        if roles is not None and E.slot_role(a.zone) not in roles:
            raise ill("§1.3.2.6", QT_TRANSLATE_NOOP("Rules", "{card} may only be {roles}."), card=a.card,
                       roles="/".join(roles))
        need_condition(st, a.seat, a.card, "遣将")

    def check_SetGeneral(self, st: GameState, a: SetGeneral) -> None:
        need_main(st, a.seat)
        card_in(st, a.card, E.HAND[a.seat], "hand")
        if E.cdef(st, a.card)["type"] != "将领":
            raise ill("§1.3.2.1", QT_TRANSLATE_NOOP("Rules", "Only generals go into general slots."))
        general_slot_ok(st, a.seat, a.zone)

    def check_FlipGeneral(self, st: GameState, a: FlipGeneral) -> None:
        if E.opt(st, "flip_speed") == "main":
            need_main(st, a.seat)
        f = st.data["field"].get(a.card) if isinstance(a.card, str) else None
        if f is None or not E.is_general_slot(st.where[a.card]) or E.controller(st, a.card) != a.seat:
            raise ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "Flipping needs a face-down general of yours on the field."))
        if f["up"] or f.get("chain"):
            raise ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "Flipping needs a face-down general of yours on the field."))
        if being_flipped(st, a.card):
            raise ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "That general is already being flipped."))
        need_condition(st, a.seat, a.card, "翻转")

    def check_SetStrategy(self, st: GameState, a: SetStrategy) -> None:
        need_main(st, a.seat)
        card_in(st, a.card, E.HAND[a.seat], "hand")
        if E.cdef(st, a.card)["type"] != "谋略":
            raise ill("§1.3.5", QT_TRANSLATE_NOOP("Rules", "Only stratagems go into stratagem slots."))
        if a.zone not in E.open_strategy_slots(st, a.seat) or st.zones[a.zone].cards:
            raise ill("§1.3.5", QT_TRANSLATE_NOOP("Rules", "Setting a stratagem needs an empty stratagem slot of yours."))

    def check_UseStrategy(self, st: GameState, a: UseStrategy) -> None:
        seat = a.seat
        if not isinstance(a.card, str) or a.card not in st.where:
            raise ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "There is no card {card}."), card=a.card)
        d = E.cdef(st, a.card)
        if d["type"] != "谋略":
            raise ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "That is not a stratagem."))
        z = st.where[a.card]
        if z == E.zid(seat, "hand"):
            speed = d.get("speed", "main")
            if E.opt(st, "hand_strategy_speed") == "any":
                speed = "any"
            if speed == "main":
                need_main(st, seat)
            if d.get("persistent"):
                if a.zone not in E.open_strategy_slots(st, seat) or st.zones[a.zone].cards:
                    raise ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "A persistent stratagem needs an empty stratagem slot of yours."))
            elif a.zone is not None:
                raise ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "An instant stratagem takes no stratagem slot."))
        elif E.zinfo(z)[1] == "strategy" and E.zinfo(z)[0] == seat:
            f = st.data["field"].get(a.card)
            if f is None or f["up"]:
                raise ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "That stratagem is already face up."))
            if E.opt(st, "set_strategy_wait") and f.get("set_turn", 0) >= st.data["turn"]:
                raise ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "A set stratagem can be used from the next turn on."))
            if a.zone is not None:
                raise ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "A set stratagem stays in its own stratagem slot."))
        else:
            raise ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "You can use a stratagem from your hand or from your stratagem slots."))
        need_condition(st, seat, a.card, "谋略发动")
        need_zhili(st, seat, a.card)
        use = d.get("use", {})
        if "condition" in use and not E.eval_condition(st, E.derive(st, cached=True), use["condition"],
                                                       {"ctl": seat, "src": a.card, "targets": {}}):
            raise ill("§D.10.4", QT_TRANSLATE_NOOP("Rules", "The condition of {card} is not met."), card=a.card)
        check_targets(st, use.get("targets", []), a.targets, seat, a.card)

    def check_EquipTreasure(self, st: GameState, a: EquipTreasure) -> None:
        need_main(st, a.seat)
        card_in(st, a.card, E.HAND[a.seat], "hand")
        if E.cdef(st, a.card)["type"] != "宝物":
            raise ill("§D.8.2", QT_TRANSLATE_NOOP("Rules", "Only a treasure can be equipped."))
        g = a.general
        f = st.data["field"].get(g) if isinstance(g, str) else None
        if (f is None or not E.is_general_slot(st.where[g]) or E.controller(st, g) != a.seat or not f["up"]
                or f.get("chain")):
            raise ill("§D.8.2", QT_TRANSLATE_NOOP("Rules", "A treasure can only be equipped to a face-up general of yours."))
        if E.treasure_of(st, g) is not None:
            raise ill("§D.8.2", QT_TRANSLATE_NOOP("Rules", "A general holds at most one treasure."))
        need_condition(st, a.seat, a.card, "装备宝物")

    def check_FormFormation(self, st: GameState, a: FormFormation) -> None:
        seat = a.seat
        # In a legality pass (the state cannot change) the up to 24 assignments of one card share their
        # parts: the card's part and each (general, entry) that passed are asked once (``_FORM``); a part
        # that fails is asked again in full, so the refusal and its order stay those below.
        memo = st.cache.get(PASS)
        seen = None
        if memo is not None:
            seen = memo.get(_FORM)
            if seen is None:
                seen = memo[_FORM] = set()
        card = a.card
        if seen is None or card.__class__ is not str or (seat, card) not in seen:
            need_main(st, seat)
            card_in(st, card, E.zid(seat, "formation"), "formation")
            if st.data["field"].get(card, {}).get("formed"):
                raise ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "That formation is already formed."))
            p = st.data["players"][seat]
            if p["cnt"]["form"] >= E.opt(st, "formations_per_turn"):
                raise ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "At most {n} formations may be formed per turn."), n=E.opt(st, "formations_per_turn"))
            active = [c for c in st.zones[E.zid(seat, "formation")].cards if st.data["field"].get(c, {}).get("formed")]
            if len(active) >= E.opt(st, "formations_active_max"):
                raise ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "At most {n} formations may stand at a time."), n=E.opt(st, "formations_active_max"))
            need_condition(st, seat, card, "结成阵型")
            if seen is not None:
                seen.add((seat, card))
        entries = E.cdef(st, card)["members"]
        mem = a.members
        if not isinstance(mem, tuple) or len(mem) != len(entries) or len(set(mem)) != len(mem):
            raise ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "Name one general for each entry of the formation."))
        for i, (g, e) in enumerate(zip(mem, entries)):
            if seen is not None and g.__class__ is str and (seat, card, g, i) in seen:
                continue
            if not isinstance(g, str) or g not in st.data["field"] or not E.is_general_slot(st.where[g]) \
                    or E.controller(st, g) != seat or not may_join(st, g):
                raise ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "{card} cannot join a formation."), card=g)
            if not fits(st, g, e):
                raise ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "{card} does not fit entry {entry}."), card=g,
                           entry="/".join(e))
            if seen is not None:
                seen.add((seat, card, g, i))

    def check_DissolveFormation(self, st: GameState, a: DissolveFormation) -> None:
        need_main(st, a.seat)
        card_in(st, a.card, E.zid(a.seat, "formation"), "formation")
        if not st.data["field"].get(a.card, {}).get("formed"):
            raise ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "That formation is not formed."))

    def check_UseEvent(self, st: GameState, a: UseEvent) -> None:
        seat = a.seat
        if E.opt(st, "event_speed") == "main":
            need_main(st, seat)
        z = st.zones[E.zid(seat, "event")]
        card_in(st, a.card, z.id, "event")
        if z.is_face_up(a.card):
            raise ill("§D.8.4", QT_TRANSLATE_NOOP("Rules", "That event has been used."))
        if E.opt(st, "event_choice") == "top":
            down = [c for c in z.cards if not z.is_face_up(c)]
            if down[-1] != a.card:
                raise ill("§D.8.4", QT_TRANSLATE_NOOP("Rules", "Only the top face-down event can be used."))
        if st.data["players"][seat]["cnt"]["ev"] >= E.opt(st, "events_per_turn"):
            raise ill("§D.8.4", QT_TRANSLATE_NOOP("Rules", "At most {n} events per turn."), n=E.opt(st, "events_per_turn"))
        need_condition(st, seat, a.card, "使用事件")
        use = E.cdef(st, a.card)["use"]
        if "condition" in use and not E.eval_condition(st, E.derive(st, cached=True), use["condition"],
                                                       {"ctl": seat, "src": a.card, "targets": {}}):
            raise ill("§D.10.4", QT_TRANSLATE_NOOP("Rules", "The condition of {card} is not met."), card=a.card)
        check_targets(st, use.get("targets", []), a.targets, seat, a.card)

    def check_UseAbility(self, st: GameState, a: UseAbility) -> None:
        seat = a.seat
        D = st.cache.get(E.CLEAN)  # (derive's first test, inline: this check runs for every listed ability use)
        if D is None or _basics.VERIFY:
            D = E.derive(st)
        found = [ab for src, ctl, i, ab in D.activated if src == a.card and i == a.index and ctl == seat]
        if not found:
            raise ill("§D.10.1", QT_TRANSLATE_NOOP("Rules", "{card} has no such ability you can use."), card=a.card)
        ab = found[0]
        if ab.get("speed", "any") == "main":
            need_main(st, seat)
        key = f"{a.card}/{a.index}"
        per = ab.get("per_turn", 1 if ab["style"] == "free" else None)
        if per is not None and st.data["uses"].get(key, 0) >= per:
            raise ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "That ability was used {n} times this turn."), n=per)
        f = st.data["field"][a.card]
        taps = ab["style"] == "tap" or any(c["pay"] == "tap_self" for c in ab.get("cost", []))
        if taps:
            base = E.zinfo(st.where[a.card])[1]
            if f["tap"]:
                raise ill("§D.10.1", QT_TRANSLATE_NOOP("Rules", "A tap ability needs its card untapped."))
            if base in E.GENERAL_BASES and not E.is_ready(st, a.card):
                raise ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "{card} arrived this turn and is not ready."), card=a.card)
            if base not in E.GENERAL_BASES and base != "formation":
                raise ill("§D.10.1", QT_TRANSLATE_NOOP("Rules", "Only a general or a formation has a tap ability."))
        if "condition" in ab and not E.eval_condition(st, D, ab["condition"], {"ctl": seat, "src": a.card, "targets": {}}):
            raise ill("§D.10.4", QT_TRANSLATE_NOOP("Rules", "The condition of that ability is not met."))
        if not isinstance(a.costs, tuple):
            raise ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "Costs must be a list."))
        i = 0
        for cst in ab.get("cost", []):
            pay = cst["pay"]
            if pay == "lose_liangcao":
                if st.data["players"][seat]["lc"] < cst["n"]:
                    raise ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "You need {n} provisions to pay."), n=cst["n"])
            elif pay in ("discard", "sacrifice", "tap"):
                chosen = a.costs[i:i + cst["n"]]
                i += cst["n"]
                pool = cost_pool(st, seat, a.card, cst)
                if len(chosen) != cst["n"] or any(c not in pool for c in chosen):
                    raise ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "That does not pay the cost."))
        if i != len(a.costs) or len(set(a.costs)) != len(a.costs):
            raise ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "That does not pay the cost."))
        check_targets(st, ab.get("targets", []), a.targets, seat, a.card)

    # decisions

    def check_ChooseFirstPlayer(self, st: GameState, a: ChooseFirstPlayer) -> None:
        if not isinstance(a.target, int) or not 0 <= a.target < len(st.seats) or not isinstance(a.clockwise, bool):
            raise ill("§1.2.4", QT_TRANSLATE_NOOP("Rules", "Name a seat at this table."))
        if st.data["players"][a.target]["out"]:
            raise ill("§D.6", QT_TRANSLATE_NOOP("Rules", "{player} is out of the game."), player=E.pname(a.target))

    def check_Mulligan(self, st: GameState, a: Mulligan) -> None:
        if st.data["players"][a.seat]["mull"] >= E.opt(st, "mulligans"):
            raise ill("§1.2.6.2", QT_TRANSLATE_NOOP("Rules", "Only {n} mulligan per player."), n=E.opt(st, "mulligans"))

    def check_KeepHand(self, st: GameState, a: KeepHand) -> None:
        pass

    def check_Answer(self, st: GameState, a: Answer) -> None:
        if not isinstance(a.yes, bool):
            raise ill("§D.1.12", QT_TRANSLATE_NOOP("Rules", "Answer yes or no."))

    def check_DeclareAttacker(self, st: GameState, a: DeclareAttacker) -> None:
        D = E.derive(st, cached=True)
        cb = st.data["combat"]
        if any(a.card in g["att"] for g in cb["groups"]):
            raise ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "{card} is already attacking."), card=a.card)
        if not isinstance(a.card, str) or not E.can_attack(st, D, a.card, a.seat):
            why = QT_TRANSLATE_NOOP("Rules", "{card} cannot attack now.")
            f = st.data["field"].get(a.card) if isinstance(a.card, str) else None
            if f is not None and f.get("form"):
                why = QT_TRANSLATE_NOOP("Rules", "{card} is a member of a formation and cannot attack alone.")
            elif f is not None and E.is_general_slot(st.where[a.card]) and not E.is_ready(st, a.card):
                why = QT_TRANSLATE_NOOP("Rules", "{card} arrived this turn and is not ready.")
            raise ill("§D.7.2", why, card=a.card if isinstance(a.card, str) and a.card in st.where else a.card)
        if not isinstance(a.group, int) or not 1 <= a.group <= len(cb["groups"]) + 1:
            raise ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "There is no battle group {group}."), group=a.group)
        if a.group <= len(cb["groups"]):
            if cb["groups"][a.group - 1]["target"] != a.target:
                raise ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "That battle group attacks another player."))
        elif a.target not in attack_targets(st, a.seat):
            raise ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "A battle group must attack an enemy."))

    def check_EndAttack(self, st: GameState, a: EndAttack) -> None:
        pass

    def check_DeclareDefender(self, st: GameState, a: DeclareDefender) -> None:
        dec = st.data["decisions"][0]
        D = E.derive(st, cached=True)
        cb = st.data["combat"]
        if any(a.card in g["def"] for g in cb["groups"]):
            raise ill("§D.7.3", QT_TRANSLATE_NOOP("Rules", "{card} is already defending."), card=a.card)
        if not isinstance(a.card, str) or not E.can_defend(st, D, a.card, a.seat):
            raise ill("§D.7.3", QT_TRANSLATE_NOOP("Rules", "{card} cannot defend."), card=a.card)
        if not isinstance(a.group, int) or not 1 <= a.group <= len(cb["groups"]):
            raise ill("§D.7.3", QT_TRANSLATE_NOOP("Rules", "There is no battle group {group}."), group=a.group)
        g = cb["groups"][a.group - 1]
        if g["target"] != dec["for"] or not g["att"]:
            raise ill("§D.7.3", QT_TRANSLATE_NOOP("Rules", "That battle group does not attack you."))

    def check_EndDefense(self, st: GameState, a: EndDefense) -> None:
        pass

    def check_PlaceDamage(self, st: GameState, a: PlaceDamage) -> None:
        dec = st.data["decisions"][0]
        if not isinstance(a.n, int) or isinstance(a.n, bool) or a.n < 1:
            raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "Place at least one point."))
        for dl, r, mx in E.placements(dec):
            if dl == a.dealer and r == a.receiver:
                if a.n > mx:
                    raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{receiver} can take at most {n} more points."),
                               receiver=r, n=mx)
                return
        if a.dealer in dec["pts"] and a.receiver in dec["rem"] and a.receiver not in dec["allowed"][a.dealer]:
            raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} cannot damage {receiver}."), dealer=a.dealer,
                       receiver=a.receiver)
        raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "No point of {dealer} can go on {receiver}."), dealer=a.dealer, receiver=a.receiver)

    def check_AssignDamage(self, st: GameState, a: AssignDamage) -> None:
        dec = st.data["decisions"][0]
        # D.7.4: valid = allowed pairs, no receiver over its remaining 生命, complete
        if not isinstance(a.points, tuple):
            raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "An assignment is a list of (dealer, receiver, points)."))
        used: dict[str, int] = {}
        recv: dict[str, int] = {}
        for p in a.points:
            if not (isinstance(p, (list, tuple)) and len(p) == 3 and isinstance(p[2], int) and p[2] >= 0):
                raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "An assignment is a list of (dealer, receiver, points)."))
            dl, r, n = p
            if dl not in dec["pts"] or r not in dec["rem"]:
                raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} cannot damage {receiver}."), dealer=dl, receiver=r)
            if n and r not in dec["allowed"][dl]:
                raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} cannot damage {receiver}."), dealer=dl,
                           receiver=r)
            used[dl] = used.get(dl, 0) + n
            recv[r] = recv.get(r, 0) + n
        for key, n in dec["placed"].items():
            dl, r = key.split(">")
            used[dl] = used.get(dl, 0) + n
            recv[r] = recv.get(r, 0) + n
        for dl, n in used.items():
            if n > dec["pts"][dl]:
                raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} has only {n} points."), dealer=dl, n=dec["pts"][dl])
        for r, n in recv.items():
            if n > dec["rem"][r]:
                raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{receiver} can take at most {n} points."), receiver=r,
                           n=dec["rem"][r])
        for dl, p in dec["pts"].items():
            if p - used.get(dl, 0) > 0:
                for r in dec["allowed"][dl]:
                    if recv.get(r, 0) < dec["rem"][r]:
                        raise ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} has points left while {receiver} is not filled."),
                                   dealer=dl, receiver=r)

    def check_DiscardCard(self, st: GameState, a: DiscardCard) -> None:
        dec = st.data["decisions"][0]
        card_in(st, a.card, E.zid(dec["of"], "hand"), "hand")

    def check_PickCard(self, st: GameState, a: PickCard) -> None:
        dec = st.data["decisions"][0]
        card_in(st, a.card, E.zid(a.seat, "camp"), "camp")
        if not E.matches(st, None, a.card, dict(dec["filter"], zone="deck"), dec["ctl"], None):
            raise ill("§D.10.6", QT_TRANSLATE_NOOP("Rules", "That card does not match the search."))

    def check_PutTrigger(self, st: GameState, a: PutTrigger) -> None:
        w = next((w for w in st.data["waiting"] if w["id"] == a.trigger and w["ctl"] == a.seat), None)
        if w is None:
            raise ill("§D.5.5", QT_TRANSLATE_NOOP("Rules", "You have no such waiting trigger."))
        decls = w["ab"].get("targets", [])
        if not a.use:
            if not w["ab"].get("optional") and E.target_options(st, decls, a.seat, w["src"], limit=1):
                raise ill("§D.5.5", QT_TRANSLATE_NOOP("Rules", "That trigger is not optional."))
            return
        check_targets(st, decls, a.targets, a.seat, w["src"])
