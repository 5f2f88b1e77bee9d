"""三国智 triggers (D.5.5, D.10.9): events, matching triggered abilities, waiting, putting them on the chain."""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.state import GameState
from . import moves as M
from .basics import RuleEvent, cref, msg, reads, touch, wrote
from .derived import Derived, derive
from .filters import eval_condition, matches, resolve_players
from .queries import controller, is_enemy, turn_order_from
from .targets import parse_targets, target_options


def add_waiting(st: GameState, src: str, ctl: int, ab: dict, info: dict, revive_for: str | None = None) -> None:
    st.data["seq"] += 1
    w = {"id": st.data["seq"], "src": src, "ctl": ctl, "ab": ab, "info": info}
    if revive_for:
        w["revive_for"] = revive_for
    st.data["waiting"].append(w)


def _whose_ok(st: GameState, whose: str, seat: int | None, ctl: int) -> bool:
    if seat is None:
        return True
    if whose == "any":
        return True
    if whose == "you":
        return seat == ctl
    if whose == "enemies":
        return is_enemy(st, seat, ctl)
    if whose == "allies":
        return seat != ctl and not is_enemy(st, seat, ctl)
    if whose == "we":
        return not is_enemy(st, seat, ctl)
    return True


SUBJECT_EVENTS = {"enters_field", "leaves_field", "dies", "would_die", "destroyed", "flipped", "attacks", "defends",
                  "damaged", "used", "treasure_equipped", "formation_formed", "formation_dissolved"}


def _trigger_matches(st: GameState, D: Derived, src: str, ctl: int, ab: dict, name: str, info: dict) -> bool:
    w = ab["when"]
    if w["event"] != name:
        return False
    subj = info.get("subject")
    if name in SUBJECT_EVENTS:
        want = w.get("subject")
        if want == "self":
            if subj != src:
                return False
        elif want is not None:
            snap = info.get("snap")
            if subj is None or subj not in st.where:
                return False
            if snap is not None:
                if not matches(st, D, subj, want, ctl, src, snap=snap):
                    return False
            elif not matches(st, D, subj, want, ctl, src):
                return False
        if "whose" in w and not _whose_ok(st, w["whose"], info.get("subject_ctl"), ctl):
            return False
        if name == "enters_field" and want != "self" and not info.get("up", True):
            if not (isinstance(want, dict) and want.get("face", "up") in ("down", "any")):
                return False
    else:
        seat = info.get("player", st.data["active"])
        if "player" in w:
            if seat not in resolve_players(st, w["player"], {"ctl": ctl, "src": src, "targets": {}}):
                return False
        elif not _whose_ok(st, w.get("whose", "you"), seat, ctl):
            return False
    if "how" in w and info.get("how") not in w["how"]:
        return False
    if "to" in w and w["to"] != "any" and info.get("to") != w["to"]:
        return False
    if "phase" in w and info.get("phase") != w["phase"]:
        return False
    if w.get("damage_kind", "any") != "any" and info.get("damage_kind") != w["damage_kind"]:
        return False
    if "condition" in ab:
        c = {"ctl": ctl, "src": src, "targets": {}, "subject": subj, "subject_ctl": info.get("subject_ctl"),
             "amount": info.get("amount", 0)}
        if not eval_condition(st, D, ab["condition"], c):
            return False
    return True


_EVENT_KEY: dict[str, str] = {}


def _event_key(name: str) -> str:
    k = _EVENT_KEY[name] = "event:" + name
    return k


def emit(st: GameState, name: str, ev: list, **info) -> None:
    """An event happened: every working triggered ability that matches starts waiting."""
    if st.data.get("over"):
        return
    # Events go to every seat: the subject is named only while everybody sees it (as in the log, cref).
    subj = info.get("subject")
    shown = subj if subj is not None and cref(st, subj) == subj else None
    ev.append(RuleEvent(name, shown, info.get("subject_ctl", info.get("player"))))
    if not reads(st, _EVENT_KEY.get(name) or _event_key(name)):
        return  # no card of this game waits for this event: no derived values needed (a mid-step derive is costly)
    D = derive(st)
    snap = info.get("snap")
    sources = list(D.triggers)
    if snap is not None and name in ("dies", "leaves_field", "destroyed"):
        # abilities about the card's own leaving look back (D.10.11)
        for ab in snap.get("abilities", []):
            if ab["kind"] == "triggered" and ab["when"].get("subject") == "self":
                sources.append((info["subject"], snap["ctl"], ab))
    for src, ctl, ab in sources:
        if ab["when"]["event"] != name:
            continue
        if src == info.get("subject") and snap is not None and ab not in snap.get("abilities", []) and name in ("dies", "leaves_field", "destroyed"):
            continue
        if _trigger_matches(st, D, src, ctl, ab, name, info):
            keep = {k: v for k, v in info.items() if k in ("subject", "subject_ctl", "amount", "player")}
            add_waiting(st, src, ctl, ab, keep)


def would_die_trigger(st: GameState, D: Derived, cid: str, how: str):
    info = {"subject": cid, "subject_ctl": controller(st, cid), "how": how}
    for src, ctl, ab in D.triggers:
        if ab["when"]["event"] == "would_die" and _trigger_matches(st, D, src, ctl, ab, "would_die", info):
            return src, ctl, ab
    return None


def place_triggers(st: GameState, ev: list) -> None:
    """D.5.5: waiting triggers go on the chain, the turn player's first; choices become decisions."""
    waiting = st.data["waiting"]
    for seat in turn_order_from(st, st.data["active"]):
        mine = [w for w in waiting if w["ctl"] == seat]
        if not mine:
            continue
        if st.data["players"][seat]["out"]:
            for w in mine:
                waiting.remove(w)
            continue
        if len(mine) == 1 and not mine[0]["ab"].get("optional"):
            w = mine[0]
            opts = target_options(st, w["ab"].get("targets", []), w["ctl"], w["src"], limit=2)
            if len(opts) <= 1:
                put_trigger(st, w, True, opts[0] if opts else None, ev)
                continue
        st.data["decisions"].append({"type": "triggers", "seat": seat})
        return
    st.data["placed"] += 1
    st.data["prio"] = st.data["active"]
    st.data["passes"] = 0


def put_trigger(st: GameState, w: dict, use: bool, targets, ev: list) -> None:
    st.data["waiting"].remove(w)
    ab = w["ab"]
    if not use or targets is None:
        if w.get("revive_for"):
            revive_failed(st, w["revive_for"], ev)
        return
    decls = ab.get("targets", [])
    parsed = parse_targets(st, decls, targets, w["ctl"], w["src"]) if decls else {}
    if isinstance(parsed, str):
        if w.get("revive_for"):
            revive_failed(st, w["revive_for"], ev)
        return
    st.data["seq"] += 1
    item = {"id": st.data["seq"], "kind": 19, "card": w["src"], "ctl": w["ctl"], "ab": ab, "decls": decls,
            "targets": parsed, "info": w["info"]}
    if w.get("revive_for"):
        item["revive_for"] = w["revive_for"]
    wrote(st)  # (a response window's list reads the chain: window_key)
    st.data["chain"].append(item)
    st.data["placed_any"] = True
    ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card}: a triggered effect goes on the chain."), w["ctl"], card=cref(st, w["src"])))


def revive_failed(st: GameState, cid: str, ev: list) -> None:
    f = st.data["field"].get(cid)
    if f is None or not f.get("dying"):
        return
    touch(st)
    d = f.pop("dying")
    if d.get("lethal"):
        st.data["lethal"][cid] = d["lethal"]
    M.die_generals(st, [{"cid": cid, "how": d["how"], "killer": d.get("killer"), "final": True}], ev)
