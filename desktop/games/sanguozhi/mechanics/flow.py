"""三国智 the flow of a turn (D.4.3): steps, 行动权 rounds, setup, a new turn; ``run`` carries the game forward."""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.events import GameOver, PhaseChanged, TurnStarted
from ....core.state import GameState
from . import basics
from .basics import CLEAN, changed, damage_cleared, opt, reads, tap_changed, touch, values_changed, zid
from .combat import deal_combat, make_assignments, possible_attackers
from .derived import derive, reads_phase
from .effects import effects_changed
from .filters import PHASE_NAMES
from .moves import draw_cards
from .queries import allies, controller, enemies, next_seat, turn_order_from
from .statecheck import ranking, state_check
from .triggers import emit, place_triggers


NEXT = {"setup_first": "setup_mull", "setup_mull": "draw", "draw": "main", "main": "battle_start",
        "battle_start": "battle_attack", "battle_attack": "battle_defend", "battle_defend": "battle_damage",
        "battle_damage": "battle_end", "battle_end": "end", "end": "cleanup", "cleanup": "cleanup_check",
        "cleanup_check": "cleanup"}
AUTO_DECISIONS = {"redraw"}
STEPS_BY_NAME = {"draw": "draw", "main": "main", "battle": "battle_attack", "end": "end"}


def start_round(st: GameState) -> None:
    st.data["stage"] = "round"
    st.data["prio"] = st.data["active"]
    st.data["passes"] = 0


def run(st: GameState, ev: list) -> None:
    """Carry the game forward until a player must decide (or the game is over).

    The state left is settled: its derived values are ``st.cache[CLEAN]`` (mechanics/basics.py).  Steps
    keep a settled state settled unless they write what the state check reads (those writes drop it).
    """
    d0 = st.data
    cache = st.cache
    # The common case (a Pass or a chain action handed 行动权 on in a settled state): nothing to carry forward.
    if d0["stage"] == "round" and d0["prio"] is not None and not d0["decisions"] and not d0["waiting"] \
            and CLEAN in cache and not d0["lethal"] and not basics.VERIFY and not d0.get("over"):
        return
    step = d0["step"]
    phase = PHASE_NAMES.get(step)
    for _ in range(100000):
        if d0.get("over"):
            return
        if d0["step"] is not step:  # (the phase can change only with the step)
            step = d0["step"]
            ph = PHASE_NAMES.get(step)
            if ph != phase:
                phase = ph
                if reads_phase(st):  # a phase_is condition may now read otherwise
                    values_changed(st)
        if CLEAN not in cache or d0["lethal"] or basics.VERIFY:  # a settled state is not checked (state_check)
            state_check(st, ev)
            if d0.get("over"):
                return
        dq = d0["decisions"]
        if dq:
            d = dq[0]
            if d["type"] in AUTO_DECISIONS:
                dq.pop(0)
                draw_cards(st, d["seat"], d["n"], ev, event=False)
                continue
            if d0["players"][d["seat"]]["out"]:
                dq.pop(0)
                continue
            return
        stage = d0["stage"]
        if stage == "round":
            if d0["waiting"]:
                place_triggers(st, ev)
                continue
            if d0["prio"] is not None:
                return
            d0["step"] = NEXT[d0["step"]]
            d0["stage"] = "enter"
        elif stage == "enter":
            d0["stage"] = "post"
            _enter(st, d0["step"], ev)
        elif stage == "post":
            _post(st, d0["step"], ev)
        elif stage == "done":
            d0["step"] = NEXT[d0["step"]]
            d0["stage"] = "enter"
    raise RuntimeError("the 三国智 flow does not settle")


def _goto(st: GameState, step: str) -> None:
    st.data["step"] = step
    st.data["stage"] = "enter"


def _enter(st: GameState, step: str, ev: list) -> None:
    d = st.data
    a = d["active"]
    if step == "setup_first":
        if opt(st, "enemy_shuffle") == "ask":
            for s in d["order"]:
                for e in enemies(st, s):
                    d["decisions"].append({"type": "shuffle", "seat": e, "of": s})
        d["decisions"].append({"type": "first", "seat": d["draw_winner"]})
    elif step == "setup_mull":
        for s in d["order"]:
            d["decisions"].append({"type": "mulligan", "seat": s})
    elif step == "draw":
        _new_turn(st, ev)
    elif step == "main":
        ev.append(PhaseChanged(QT_TRANSLATE_NOOP("Terms", "Main phase"), d["turn"]))
        emit(st, "phase_start", ev, phase="准备", player=a)
    elif step == "battle_start":
        if (opt(st, "prep_round_no_battle") and d["round_no"] <= 1) or d["players"][a]["cnt"]["battle"] >= opt(st, "battles_per_turn"):
            _goto(st, "end")
            return
        d["players"][a]["cnt"]["battle"] += 1
        ev.append(PhaseChanged(QT_TRANSLATE_NOOP("Terms", "Battle phase"), d["turn"]))
        emit(st, "phase_start", ev, phase="战斗", player=a)
    elif step == "battle_attack":
        d["combat"] = {"groups": [], "placed": []}
        if not possible_attackers(st, derive(st), a):
            d["combat"] = None
            _goto(st, "end")
            return
        d["decisions"].append({"type": "attack", "seat": a})
    elif step == "battle_defend":
        cb = d["combat"]
        targets = []
        for g in cb["groups"]:
            if g["target"] not in targets:
                targets.append(g["target"])
        for s in turn_order_from(st, a):
            if s in targets and not d["players"][s]["out"]:
                d["decisions"].append({"type": "defend", "seat": s, "for": s})
                if opt(st, "allies_may_defend"):
                    for al in allies(st, s):
                        d["decisions"].append({"type": "defend", "seat": al, "for": s})
    elif step == "battle_damage":
        make_assignments(st)
    elif step == "battle_end":
        d["combat"] = None
        if opt(st, "combat_damage_clears_at") == "end_of_battle":
            damage_cleared(st)
            for f in d["field"].values():
                f["dc"] = 0
        emit(st, "battle_end", ev, player=a)
    elif step == "end":
        ev.append(PhaseChanged(QT_TRANSLATE_NOOP("Terms", "End phase"), d["turn"]))
        emit(st, "turn_end", ev, player=a)
    elif step == "cleanup":
        D = derive(st)
        seats = [a]
        if opt(st, "hand_limit_check") == "end_of_every_turn":
            seats = turn_order_from(st, a)
        for s in seats:
            if d["players"][s]["out"]:
                continue
            over = len(st.zones[zid(s, "hand")].cards) - D.hand_limit[s]
            if over > 0:
                d["decisions"].append({"type": "discard", "seat": s, "of": s, "n": over, "limit": True})
    elif step == "cleanup_check":
        if d["waiting"]:
            start_round(st)
        else:
            _goto(st, "draw")


def _post(st: GameState, step: str, ev: list) -> None:
    d = st.data
    if step == "setup_first":
        for s in d["order"]:
            if not d["players"][s]["out"]:  # a player who conceded during the setup draws nothing
                draw_cards(st, s, opt(st, "opening_hand"), ev, event=False)
        d["stage"] = "done"
    elif step == "setup_mull":
        d["stage"] = "done"
    elif step == "battle_attack":
        cb = d["combat"]
        if not cb["groups"]:
            d["combat"] = None
            _goto(st, "end")
            return
        for g in cb["groups"]:
            for c in g["att"]:
                tap_changed(st)
                d["field"][c]["tap"] = True
                for m in d["field"][c].get("members", []):
                    d["field"][m]["tap"] = True
        for g in cb["groups"]:
            for c in g["att"]:
                emit(st, "attacks", ev, subject=c, subject_ctl=d["active"])
        start_round(st)
    elif step == "battle_defend":
        for g in d["combat"]["groups"]:
            for c in g["def"]:
                emit(st, "defends", ev, subject=c, subject_ctl=controller(st, c))
        start_round(st)
    elif step == "battle_damage":
        deal_combat(st, ev)
        start_round(st)
    elif step == "cleanup":
        # D.4.3 4c: cleanup, all at once
        t = d["turn"]
        # combat damage always clears at the end of the turn; end_of_battle clears it earlier as well
        for f in d["field"].values():
            if f["dc"]:
                damage_cleared(st)
                f["dc"] = 0
        kept = [e for e in d["effects"] if e.get("end") is None or e["end"] > t]
        if len(kept) != len(d["effects"]):
            effects_changed(st, [e for e in d["effects"] if e not in kept])
        d["effects"] = kept
        for f in d["field"].values():
            if f.get("expires") is not None and f["expires"] <= t:
                touch(st)
                f["expired"] = True
        d["stage"] = "done"
    else:
        start_round(st)


def _new_turn(st: GameState, ev: list) -> None:
    d = st.data
    prev = d["active"]
    if d["turn"] == 0:
        a = d["first"]
        if d["players"][a]["out"]:  # the chosen first player conceded during the setup (D.6): the next begins
            a = next_seat(st, a)
    else:
        a = next_seat(st, prev)
    order = d["order"]
    if d["turn"] == 0 or order.index(a) <= order.index(prev):
        d["round_no"] += 1
        lim = opt(st, "turn_limit")
        if lim and d["round_no"] > lim:
            d["over"] = True
            d["winners"] = []
            d["decisions"] = []
            d["prio"] = None
            ev.append(GameOver(tuple(tuple(x) for x in ranking(st)), "turn_limit"))
            return
    if reads(st, "turn"):
        values_changed(st)  # a new turn player for is_turn_of
    d["turn"] += 1
    d["active"] = a
    d["players"][a]["last_turn"] = d["turn"]
    d["uses"] = {}
    for p in d["players"]:
        p["cnt"] = {"bq": 0, "gen": 0, "ev": 0, "form": 0, "battle": 0}
    # 1a: until_your_next_turn effects of the turn player end
    kept = [e for e in d["effects"] if not (e.get("next_of") == a and e["turn"] < d["turn"])]
    if len(kept) != len(d["effects"]):
        effects_changed(st, [e for e in d["effects"] if e not in kept])
    d["effects"] = kept
    ev.append(TurnStarted(a))
    ev.append(PhaseChanged(QT_TRANSLATE_NOOP("Terms", "Draw phase"), d["turn"]))
    # 1b: untap
    for cid, f in d["field"].items():
        if f["tap"] and controller(st, cid) == a:
            tap_changed(st)
            f["tap"] = False
    emit(st, "turn_start", ev, player=a)
    n = opt(st, "draw_per_turn")
    if d["turn"] == 1 and not opt(st, "first_player_draws"):
        n = 0
    if n:
        draw_cards(st, a, n, ev)
