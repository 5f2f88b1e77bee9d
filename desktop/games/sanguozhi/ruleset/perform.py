"""三国智 performing an action the checks accepted: one ``do_<Kind>`` per action kind, then the flow runs on."""

from __future__ import annotations

from typing import Any, Callable

from ....core.actions import Action
from ....core.events import Event, Shuffled
from ....core.state import GameState
from ....core.zones import OWNER, PUBLIC
from .. import engine as E
from ..actions import (Answer, AssignDamage, ChooseFirstPlayer, Concede, Conscript, DeclareAttacker, DeclareDefender,
                       DeployGeneral, DiscardCard, DissolveFormation, EndAttack, EndDefense,
                       EquipTreasure, FlipGeneral, FormFormation, KeepHand, Mulligan, Pass,
                       PickCard, PlaceBingquan, PlaceDamage, PutTrigger, SetGeneral, SetStrategy,
                       UseAbility, UseEvent, UseStrategy)
from ..zoneinfo import BINGQUAN


def chain_action(st, seat):
    st.data["passes"] = 0
    st.data["prio"] = E.next_seat(st, seat)


def special_action(st, seat):
    st.data["passes"] = 0


def do_Concede(st: GameState, a: Concede, ev: list) -> None:
    E.lose(st, [a.seat], ev)


def do_Pass(st: GameState, a: Pass, ev: list) -> None:
    d = st.data
    d["passes"] += 1
    if d["passes"] >= len(E.seats_in(st)):
        if d["chain"]:
            E.resolve_top(st, ev)
            d["prio"] = d["active"]
            d["passes"] = 0
        else:
            d["prio"] = None
    else:
        d["prio"] = E.next_seat(st, a.seat)


def do_PlaceBingquan(st: GameState, a: PlaceBingquan, ev: list) -> None:
    cd = E.cdef(st, a.card)
    bz = cd["face_value"]["bingzhong"]
    E.field_joins(st, cd, True, a.card)
    E.mv(st, a.card, E.zid(a.seat, BINGQUAN[bz]), ev, quiet=not E.reads(st, "zones"))
    E.new_field(st, a.card, True, quiet=True)
    st.data["players"][a.seat]["cnt"]["bq"] += 1
    special_action(st, a.seat)


def do_Conscript(st: GameState, a: Conscript, ev: list) -> None:
    E.field_joins(st, E.cdef(st, a.card), False, a.card)
    E.mv(st, a.card, a.zone, ev, quiet=not E.reads(st, "zones"))
    E.new_field(st, a.card, False, quiet=True, zb=True)
    st.data["players"][a.seat]["cnt"]["bq"] += 1
    special_action(st, a.seat)


def do_DeployGeneral(st: GameState, a: DeployGeneral, ev: list) -> None:
    unseen = E.unseen_ok(st)  # on the chain it works for nothing yet (derived.joined_unseen)
    E.mv(st, a.card, a.zone, ev, quiet=unseen)
    E.new_field(st, a.card, True, quiet=unseen, chain=True)
    if unseen:
        E.joined_unseen(st, a.card)
    st.data["players"][a.seat]["cnt"]["gen"] += 1
    E.push_item(st, 12, a.card, a.seat, ev)
    chain_action(st, a.seat)


def do_SetGeneral(st: GameState, a: SetGeneral, ev: list) -> None:
    unseen = E.unseen_ok(st)  # face down on the chain it works for nothing yet (derived.joined_unseen)
    E.mv(st, a.card, a.zone, ev, OWNER, quiet=unseen)
    E.new_field(st, a.card, False, quiet=unseen, chain=True)
    if unseen:
        E.joined_unseen(st, a.card)
    st.data["players"][a.seat]["cnt"]["gen"] += 1
    E.push_item(st, 11, a.card, a.seat, ev)
    chain_action(st, a.seat)


def do_FlipGeneral(st: GameState, a: FlipGeneral, ev: list) -> None:
    E.push_item(st, 14, a.card, a.seat, ev, obj=st.data["field"][a.card]["obj"])
    chain_action(st, a.seat)


def do_SetStrategy(st: GameState, a: SetStrategy, ev: list) -> None:
    unseen = E.unseen_ok(st)  # a face-down 谋略 works for nothing (derived.joined_unseen)
    E.mv(st, a.card, a.zone, ev, quiet=unseen)
    E.new_field(st, a.card, False, quiet=unseen, set_turn=st.data["turn"])
    if unseen:
        E.joined_unseen(st, a.card)
    special_action(st, a.seat)


def do_UseStrategy(st: GameState, a: UseStrategy, ev: list) -> None:
    d = E.cdef(st, a.card)
    use = d.get("use", {})
    decls = use.get("targets", [])
    targets = E.parse_targets(st, decls, a.targets, a.seat, a.card)
    z = st.where[a.card]
    if z == E.zid(a.seat, "hand"):
        if d.get("persistent"):
            assert a.zone is not None  # checked: a persistent 谋略 from hand names its slot
            E.mv(st, a.card, a.zone, ev, PUBLIC)
            E.new_field(st, a.card, True)
        else:
            E.mv(st, a.card, "table.chain", ev)
            st.data["chain_ctl"][a.card] = a.seat
    else:
        E.moved(st)
        st.set_vis(a.card, PUBLIC)
        clean = None
        if E.unseen_ok(st) and not E.reads(st, "filter:谋略"):
            # face up but not active it works for nothing, and no lasting filter takes 谋略 (derived.joined_unseen)
            clean = st.cache.get(E.CLEAN)
            E.roster_changed(st, a.card, same_place=True, bingquan=False)
            E.touch(st)
        else:
            E.changed(st)
        st.data["field"][a.card]["up"] = True
        E.resettle(st, clean, a.card)  # (nothing new for the state check: it asks a 谋略 only for its end)
    E.push_item(st, 16, a.card, a.seat, ev, decls=decls, targets=targets)
    E.emit(st, "used", ev, subject=a.card, subject_ctl=a.seat)
    chain_action(st, a.seat)


def do_EquipTreasure(st: GameState, a: EquipTreasure, ev: list) -> None:
    E.mv(st, a.card, "table.chain", ev)
    st.data["chain_ctl"][a.card] = a.seat
    E.push_item(st, 13, a.card, a.seat, ev, target=a.general)
    chain_action(st, a.seat)


def do_FormFormation(st: GameState, a: FormFormation, ev: list) -> None:
    z = E.zid(a.seat, "formation")
    unseen = E.formation_unseen_ok(st, a.card)  # its own stats are all it adds (derived.formed_unseen)
    E.mv(st, a.card, z, ev, PUBLIC, quiet=unseen)
    f = E.new_field(st, a.card, True, quiet=unseen, formed=True, members=list(a.members))
    f["since"] = -1
    clean = st.cache.get(E.CLEAN) if unseen else None
    if unseen:
        E.formed_unseen(st, a.card)
    else:
        E.changed(st)
    for m in a.members:
        st.data["field"][m]["form"] = a.card
    E.resettle(st, clean, a.card)  # (settled still if the new 阵型 gives the state check nothing)
    st.data["players"][a.seat]["cnt"]["form"] += 1
    E.emit(st, "formation_formed", ev, subject=a.card, subject_ctl=a.seat)
    special_action(st, a.seat)


def do_DissolveFormation(st: GameState, a: DissolveFormation, ev: list) -> None:
    E.dissolve_formation(st, a.card, ev, unseen=E.formation_unseen_ok(st, a.card))
    special_action(st, a.seat)


def do_UseEvent(st: GameState, a: UseEvent, ev: list) -> None:
    z = E.zid(a.seat, "event")
    E.mv(st, a.card, z, ev, PUBLIC)  # D.8.4: face up on top of the 事件槽 at once
    E.wrote(st)
    st.data["players"][a.seat]["cnt"]["ev"] += 1
    use = E.cdef(st, a.card)["use"]
    decls = use.get("targets", [])
    targets = E.parse_targets(st, decls, a.targets, a.seat, a.card)
    E.push_item(st, 18, a.card, a.seat, ev, decls=decls, targets=targets)
    E.emit(st, "used", ev, subject=a.card, subject_ctl=a.seat)
    chain_action(st, a.seat)


def do_UseAbility(st: GameState, a: UseAbility, ev: list) -> None:
    D = E.derive(st)
    ab = next(ab for src, ctl, i, ab in D.activated if src == a.card and i == a.index)
    decls = ab.get("targets", [])
    targets = E.parse_targets(st, decls, a.targets, a.seat, a.card)
    key = f"{a.card}/{a.index}"
    E.wrote(st)
    st.data["uses"][key] = st.data["uses"].get(key, 0) + 1
    if ab["style"] == "tap" or any(c["pay"] == "tap_self" for c in ab.get("cost", [])):
        E.tap_changed(st)
        st.data["field"][a.card]["tap"] = True
    i = 0
    for cst in ab.get("cost", []):
        pay = cst["pay"]
        if pay == "lose_liangcao":
            E.lc_changed(st, a.seat, st.data["players"][a.seat]["lc"] - cst["n"])
            st.data["players"][a.seat]["lc"] -= cst["n"]
        elif pay == "discard":
            for c in a.costs[i:i + cst["n"]]:
                E.mv(st, c, E.zid(E.owner(c), "graveyard"), ev)
            i += cst["n"]
        elif pay == "tap":
            for c in a.costs[i:i + cst["n"]]:
                E.tap_changed(st)
                st.data["field"][c]["tap"] = True
            i += cst["n"]
        elif pay == "sacrifice":
            chosen = a.costs[i:i + cst["n"]]
            i += cst["n"]
            gens = [c for c in chosen if E.is_general_slot(st.where[c])]
            for c in chosen:
                if c not in gens:
                    E.one_shot(st, {"do": "sacrifice", "target": "t"}, {"ctl": a.seat, "src": a.card,
                                                                         "targets": {"t": [c]}}, ev)
            if gens:
                E.die_generals(st, [{"cid": g, "how": "牺牲"} for g in gens], ev)
    E.push_item(st, 15 if ab["style"] == "tap" else 17, a.card, a.seat, ev, ab=ab, decls=decls, targets=targets)
    chain_action(st, a.seat)


def do_ChooseFirstPlayer(st: GameState, a: ChooseFirstPlayer, ev: list) -> None:
    d = st.data
    d["decisions"].pop(0)
    n = len(st.seats)
    step = 1 if a.clockwise else -1
    d["order"] = [(a.target + step * k) % n for k in range(n)]
    d["first"] = a.target
    E.changed(st)
    d["active"] = a.target


def do_Mulligan(st: GameState, a: Mulligan, ev: list) -> None:
    d = st.data
    d["decisions"].pop(0)
    p = d["players"][a.seat]
    p["mull"] += 1
    hand = E.zid(a.seat, "hand")
    camp = E.zid(a.seat, "camp")
    k = len(st.zones[hand].cards)
    for c in list(st.zones[hand].cards):
        E.mv(st, c, camp, ev)
    E.moved(st)
    st.shuffle(camp)
    ev.append(Shuffled(camp))
    front = []
    if E.opt(st, "enemy_shuffle") == "ask":
        front += [{"type": "shuffle", "seat": e, "of": a.seat} for e in E.enemies(st, a.seat)]
    front.append({"type": "redraw", "seat": a.seat, "n": k})
    if p["mull"] < E.opt(st, "mulligans"):
        front.append({"type": "mulligan", "seat": a.seat})
    d["decisions"][0:0] = front


def do_KeepHand(st: GameState, a: KeepHand, ev: list) -> None:
    st.data["decisions"].pop(0)


def do_Answer(st: GameState, a: Answer, ev: list) -> None:
    dec = st.data["decisions"].pop(0)
    if dec["type"] == "shuffle" and a.yes:
        E.moved(st)
        st.shuffle(E.zid(dec["of"], "camp"))
        ev.append(Shuffled(E.zid(dec["of"], "camp")))
    elif dec["type"] == "may_draw" and a.yes:
        E.draw_cards(st, a.seat, dec["n"], ev)
    elif dec["type"] == "search":
        E.moved(st)
        st.shuffle(E.zid(a.seat, "camp"))
        ev.append(Shuffled(E.zid(a.seat, "camp")))


def do_DeclareAttacker(st: GameState, a: DeclareAttacker, ev: list) -> None:
    cb = st.data["combat"]
    if a.group > len(cb["groups"]):
        cb["groups"].append({"att": [], "def": [], "target": a.target, "blocked": False})
    cb["groups"][a.group - 1]["att"].append(a.card)


def do_EndAttack(st: GameState, a: EndAttack, ev: list) -> None:
    st.data["decisions"].pop(0)


def do_DeclareDefender(st: GameState, a: DeclareDefender, ev: list) -> None:
    g = st.data["combat"]["groups"][a.group - 1]
    g["def"].append(a.card)
    g["blocked"] = True


def do_EndDefense(st: GameState, a: EndDefense, ev: list) -> None:
    st.data["decisions"].pop(0)


def do_PlaceDamage(st: GameState, a: PlaceDamage, ev: list) -> None:
    dec = st.data["decisions"][0]
    key = f"{a.dealer}>{a.receiver}"
    dec["placed"][key] = dec["placed"].get(key, 0) + a.n
    if not E.placements(dec):
        finish_assign(st, dec)


def do_AssignDamage(st: GameState, a: AssignDamage, ev: list) -> None:
    dec = st.data["decisions"][0]
    for dl, r, n in a.points:
        if n:
            key = f"{dl}>{r}"
            dec["placed"][key] = dec["placed"].get(key, 0) + n
    finish_assign(st, dec)


def finish_assign(st, dec):
    st.data["decisions"].pop(0)
    st.data["combat"]["placed"].append({"group": dec["group"], "dealers": list(dec["pts"]),
                                        "placed": dec["placed"], "pts": dec["pts"]})


def do_DiscardCard(st: GameState, a: DiscardCard, ev: list) -> None:
    dec = st.data["decisions"][0]
    E.mv(st, a.card, E.zid(E.owner(a.card), "graveyard"), ev)
    dec["n"] -= 1
    if dec["n"] <= 0 or not st.zones[E.zid(dec["of"], "hand")].cards:
        st.data["decisions"].pop(0)


def do_PickCard(st: GameState, a: PickCard, ev: list) -> None:
    dec = st.data["decisions"][0]
    E.mv(st, a.card, E.zid(a.seat, "hand"), ev, PUBLIC)
    E.moved(st)
    st.set_vis(a.card, OWNER)
    dec["n"] -= 1
    if dec["n"] <= 0:
        st.data["decisions"].pop(0)
        E.moved(st)
        st.shuffle(E.zid(a.seat, "camp"))
        ev.append(Shuffled(E.zid(a.seat, "camp")))


def do_PutTrigger(st: GameState, a: PutTrigger, ev: list) -> None:
    st.data["decisions"].pop(0)
    w = next(w for w in st.data["waiting"] if w["id"] == a.trigger)
    E.put_trigger(st, w, a.use, a.targets, ev)


# Action kind -> its performer.
PERFORM: dict[str, Callable[[GameState, Any, list], None]] = {
    "Concede": do_Concede, "Pass": do_Pass, "PlaceBingquan": do_PlaceBingquan, "Conscript": do_Conscript,
    "DeployGeneral": do_DeployGeneral, "SetGeneral": do_SetGeneral, "FlipGeneral": do_FlipGeneral,
    "SetStrategy": do_SetStrategy, "UseStrategy": do_UseStrategy, "EquipTreasure": do_EquipTreasure,
    "FormFormation": do_FormFormation, "DissolveFormation": do_DissolveFormation, "UseEvent": do_UseEvent,
    "UseAbility": do_UseAbility, "ChooseFirstPlayer": do_ChooseFirstPlayer, "Mulligan": do_Mulligan, "KeepHand":
    do_KeepHand, "Answer": do_Answer, "DeclareAttacker": do_DeclareAttacker, "EndAttack": do_EndAttack,
    "DeclareDefender": do_DeclareDefender, "EndDefense": do_EndDefense, "PlaceDamage": do_PlaceDamage,
    "AssignDamage": do_AssignDamage, "DiscardCard": do_DiscardCard, "PickCard": do_PickCard, "PutTrigger":
    do_PutTrigger,
}


def perform(st: GameState, action: Action) -> list[Event]:
    """Carry out ``action`` and run the game on until somebody must decide (the core bumps the version).

    ``st.cache`` is not cleared: each entry the engine keeps there names the epoch or version it holds
    for (mechanics/basics.py), or is dropped by the steps that change what it describes."""
    ev: list[Event] = []
    PERFORM[type(action).__name__](st, action, ev)
    E.run(st, ev)
    return ev
