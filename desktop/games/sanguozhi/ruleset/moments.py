"""三国智 for the table's stops (desktop/controller/stops.py): the phases, where a prompt is, forced answers.

The controller passes a human's 行动权 where their stops do not stop and answers a prompt that has one
legal answer; the rules here say which phases a turn has (D.4.3, the 战斗阶段's steps D.7.1), which action
passes (``Pass``, D.5.2), which declines to attack (``EndAttack``), whose items are on the chain and whether an
attack is declared at the seat, and when a damage placement can only go one way (D.7.4).
"""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP as N
from ....core.state import GameState
from .. import engine as E
from ..actions import EndAttack, Pass, PlaceDamage

# (key, English label in the Terms context): the phase bar's order
PHASES = (
    ("draw", N("Terms", "Draw")), ("main", N("Terms", "Main")),
    ("battle_start", N("Terms", "Battle start")), ("battle_attack", N("Terms", "Attack")),
    ("battle_defend", N("Terms", "Defence")), ("battle_damage", N("Terms", "Damage")),
    ("battle_end", N("Terms", "Battle end")), ("end", N("Terms", "End")),
)
PHASE_OF_STEP = {"draw": "draw", "main": "main", "battle_start": "battle_start", "battle_attack": "battle_attack",
                 "battle_defend": "battle_defend", "battle_damage": "battle_damage", "battle_end": "battle_end",
                 "end": "end", "cleanup": "end", "cleanup_check": "end", "setup_first": "setup", "setup_mull": "setup"}
# Where a new player stops: in their own 准备阶段 (to act) and after the defenders are declared in their own
# battle (to answer the blocks); elsewhere only when another player puts something on the chain or attacks them.
DEFAULT_STOPS = {"own": ["main", "battle_defend"], "theirs": [], "chain": True, "attacked": True}


def moment(st: GameState, seat: int) -> dict:
    d = st.data
    m: dict = {"phase": PHASE_OF_STEP.get(d["step"], d["step"]), "turn": d["turn"], "active": d["active"],
               "chain": [(it["id"], it["ctl"]) for it in d["chain"]]}
    decs = d["decisions"]
    if not d.get("over") and not decs and d["stage"] == "round" and d["prio"] == seat:
        m["pass_action"] = Pass(seat)
    elif decs and decs[0]["seat"] == seat and decs[0]["type"] == "attack" and not (d.get("combat") or {}).get("groups"):
        m["decline_attack"] = EndAttack(seat)
    # attacked: after the attackers are declared at this seat, until the damage (the rounds to answer in)
    cb = d.get("combat") or {}
    m["attacked"] = (d["step"] in ("battle_attack", "battle_defend") and d["stage"] == "round"
                     and any(g["target"] == seat and g["att"] for g in cb.get("groups") or []))
    return m


def forced_answer(st: GameState, seat: int, legal: list):
    """A damage placement that can only go one way (D.7.4): each dealer has one receiver and no receiver is
    shared, or one receiver takes every point left — place it whole; else None (the generic rule: one legal
    non-gesture action, is the controller's)."""
    decs = st.data["decisions"]
    if not decs or decs[0]["seat"] != seat or decs[0]["type"] != "assign":
        return None
    opts = E.placements(decs[0])
    if not opts:
        return None
    by_d: dict = {}
    by_r: dict = {}
    for dl, r, mx in opts:
        by_d.setdefault(dl, []).append((r, mx))
        by_r.setdefault(r, []).append(dl)
    one_each = all(len(v) == 1 for v in by_d.values()) and all(len(v) == 1 for v in by_r.values())
    one_receiver = False
    if len(by_r) == 1:
        r = opts[0][1]
        dec = decs[0]
        used: dict[str, int] = {}
        for key, n in dec["placed"].items():
            dl, _r = key.split(">")
            used[dl] = used.get(dl, 0) + n
        left = sum(dec["pts"][dl] - used.get(dl, 0) for dl in by_d)
        room = dec["rem"][r] - sum(n for key, n in dec["placed"].items() if key.split(">")[1] == r)
        one_receiver = left <= room
    if one_each or one_receiver:
        dl, r, mx = opts[0]
        return PlaceDamage(seat, dl, r, mx)
    return None
