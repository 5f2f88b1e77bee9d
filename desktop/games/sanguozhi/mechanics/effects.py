"""三国智 effects (D.10.6, D.10.7): running a list of effects, continuous effect instances, the 粮草 cap."""

from __future__ import annotations

from ....core.events import FormulaResolved
from ....core.state import GameState
from ..verbs import AMOUNT, CARD_OR_PLAYER, VERBS
from .basics import F_CAP, lc_changed, touch, values_changed, wrote
from .derived import Derived, derive
from .filters import amount, eval_condition, resolve_cards, resolve_players
from .queries import new_ts


def effects_changed(st: GameState, insts: list, start: bool = False) -> None:
    """Lasting effects ``insts`` are about to start (``start``) or end: a new epoch if one of them works in a
    layer of the derived values (derived.derive); else (prevent_damage, consulted only when damage is dealt)
    the state check has something new to read only in one that starts with a ``while`` condition (it may end
    at once) — else a settled state stays settled (WRITES: the view lists them)."""
    for e in insts:
        if VERBS[e["eff"]["do"]].layer is not None:
            values_changed(st)
            return
    if start and any("while" in e for e in insts):
        touch(st)
    else:
        wrote(st)


def add_continuous(st: GameState, e: dict, c: dict) -> None:
    dur = e["duration"]
    eff = {k: v for k, v in e.items() if k not in ("duration", "if")}
    st.data["seq"] += 1
    inst = {"id": st.data["seq"], "ts": new_ts(st), "ctl": c["ctl"], "src": c.get("src"), "eff": eff,
            "turn": st.data["turn"]}
    if "player" in e:
        inst["players"] = resolve_players(st, e["player"], c)
    v = VERBS[e["do"]]
    if "target" in e:
        if v.params["target"].kind == CARD_OR_PLAYER and (
                e["target"] in ("you", "we", "enemies", "all", "allies", "owner")
                or any(isinstance(x, int) for x in c["targets"].get(e["target"], []))):
            inst["players"] = resolve_players(st, e["target"], c)
        else:
            inst["cards"] = [[x, st.data["field"][x]["obj"]] for x in resolve_cards(st, e["target"], c)
                             if x in st.data["field"]]
    if e["do"] == "prevent_damage":  # a shield used up by the damage it prevents (moves.deal_damage)
        inst["left"] = e["n"] if e["n"] == "all" else amount(st, None, e["n"], c)
    for k, prm in v.params.items():
        if prm.kind == AMOUNT and k in e:
            eff[k] = amount(st, None, e[k], c)  # D.10.7: amounts are fixed when the effect starts
    if dur == "this_turn":
        inst["end"] = st.data["turn"]
    elif dur == "until_your_next_turn":
        inst["next_of"] = c["ctl"]
    elif dur == "permanent":
        pass
    elif "turns" in dur:
        inst["end"] = st.data["turn"] + dur["turns"] - 1
    elif "while" in dur:
        inst["while"] = dur["while"]
        inst["wctx"] = {"targets": c["targets"], "subject": c.get("subject")}
    effects_changed(st, [inst], start=True)
    st.data["effects"].append(inst)


def do_effects(st: GameState, effects: list, c: dict, ev: list) -> None:
    for e in effects:
        if st.data.get("over"):
            return
        if "if" in e and not eval_condition(st, derive(st), e["if"], c):
            continue
        if "duration" in e:
            add_continuous(st, e, c)
            cut_to_cap(st, ev)
            continue
        one_shot(st, e, c, ev)
        cut_to_cap(st, ev)


def cut_to_cap(st: GameState, ev: list, D: Derived | None = None) -> None:
    # D.1.5 / TEXT §1.2.5.2: 粮草 never exceeds the cap, applied at once
    D = D or derive(st)
    for s in range(len(st.seats)):
        p = st.data["players"][s]
        if p["lc"] > D.cap[s]:
            ev.append(FormulaResolved(F_CAP, s, "MIN(Provisions,Cap)", (("Provisions", p["lc"]), ("Cap", D.cap[s])), D.cap[s]))
            lc_changed(st, s, D.cap[s])
            p["lc"] = D.cap[s]


def one_shot(st: GameState, e: dict, c: dict, ev: list) -> None:
    """Carry out one one-shot effect: the code its verb registered (mechanics/verbs.py)."""
    v = VERBS.get(e["do"])
    if v is not None and not v.continuous:
        v.run(st, e, c, ev)
