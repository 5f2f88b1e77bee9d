"""三国智 effects (D.10.6, D.10.7): running a list of effects, continuous effect instances, the 粮草 cap."""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.events import FormulaResolved
from ....core.state import GameState
from . import chain as C
from .basics import F_CAP, F_LOSS, cref, msg, zid, zinfo
from .derived import Derived, derive
from .filters import amount, eval_condition, resolve_cards, resolve_players
from .moves import (attach, damage_player, deal_damage, destroy_card, die_generals, dissolve_formation, draw_cards,
                    flip_up, gain_control, gain_lc, move_to_slot, mv, return_general, turn_face_down)
from .queries import controller, is_general_slot, new_ts, owner, treasure_of


def add_continuous(st: GameState, e: dict, c: dict) -> None:
    dur = e["duration"]
    eff = {k: v for k, v in e.items() if k not in ("duration", "if")}
    st.data["seq"] += 1
    inst = {"id": st.data["seq"], "ts": new_ts(st), "ctl": c["ctl"], "src": c.get("src"), "eff": eff,
            "turn": st.data["turn"]}
    if "player" in e:
        inst["players"] = resolve_players(st, e["player"], c)
    if "target" in e:
        if e["do"] == "prevent_damage" and (e["target"] in ("you", "we", "enemies", "all", "allies", "owner")
                                            or any(isinstance(v, int) for v in c["targets"].get(e["target"], []))):
            inst["players"] = resolve_players(st, e["target"], c)
        else:
            inst["cards"] = [[x, st.data["field"][x]["obj"]] for x in resolve_cards(st, e["target"], c)
                             if x in st.data["field"]]
    if e["do"] == "prevent_damage":
        inst["left"] = e["n"] if e["n"] == "all" else amount(st, None, e["n"], c)
    if e["do"] in ("modify_stat", "set_stat", "modify_liangcao_cap", "modify_hand_limit", "modify_slots"):
        key = "delta" if "delta" in e else "value"
        eff[key] = amount(st, None, e[key], c)
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
            p["lc"] = D.cap[s]


def one_shot(st: GameState, e: dict, c: dict, ev: list) -> None:
    do = e["do"]
    ctl = c["ctl"]
    if do == "draw":
        for p in resolve_players(st, e["player"], c):
            draw_cards(st, p, amount(st, None, e["n"], c), ev)
    elif do == "discard":
        n = amount(st, None, e["n"], c)
        for p in resolve_players(st, e["player"], c):
            hand = st.zones[zid(p, "hand")].cards
            k = min(n, len(hand))
            if k <= 0:
                continue
            chooser = e.get("chooser", "owner")
            if chooser == "random":
                for _ in range(k):
                    h = st.zones[zid(p, "hand")].cards
                    mv(st, h[st.rng.below(len(h))], zid(p, "graveyard"), ev)
            else:
                st.data["decisions"].append({"type": "discard", "seat": p if chooser == "owner" else ctl,
                                             "of": p, "n": k})
    elif do == "gain_liangcao":
        for p in resolve_players(st, e["player"], c):
            gain_lc(st, p, amount(st, None, e["n"], c), ev)
    elif do == "lose_liangcao":
        n = amount(st, None, e["n"], c)
        for p in resolve_players(st, e["player"], c):
            pl = st.data["players"][p]
            ev.append(FormulaResolved(F_LOSS, p, "Provisions-Amount", (("Provisions", pl["lc"]), ("Amount", n)), pl["lc"] - n))
            pl["lc"] -= n
    elif do == "damage":
        D = derive(st)
        n = amount(st, D, e["n"], c)
        for t in resolve_cards(st, e["target"], c):
            deal_damage(st, D, t, n, e.get("damage_kind", "combat"), c.get("src"), ctl, ev)
    elif do == "damage_player":
        n = amount(st, None, e["n"], c)
        for p in resolve_players(st, e["player"], c):
            damage_player(st, p, n, ev)
    elif do == "heal":
        for t in resolve_cards(st, e["target"], c):
            f = st.data["field"].get(t)
            if f is None:
                continue
            n = 10 ** 6 if e["n"] == "all" else amount(st, None, e["n"], c)
            k = min(n, f["dc"])
            f["dc"] -= k
            f["dp"] -= min(n - k, f["dp"])
    elif do == "destroy":
        for t in resolve_cards(st, e["target"], c):
            destroy_card(st, t, ctl, ev)
    elif do == "sacrifice":
        for t in resolve_cards(st, e["target"], c):
            if t not in st.data["field"] or controller(st, t) != ctl:
                continue
            if is_general_slot(st.where[t]):
                die_generals(st, [{"cid": t, "how": "牺牲"}], ev)
            elif zinfo(st.where[t])[1] == "formation":
                dissolve_formation(st, t, ev)
            else:
                st.data["field"].pop(t, None)
                mv(st, t, zid(owner(t), "graveyard"), ev)
    elif do == "return_to_hand":
        for t in resolve_cards(st, e["target"], c):
            if t not in st.data["field"]:
                continue
            if is_general_slot(st.where[t]):
                return_general(st, t, ev)
            elif zinfo(st.where[t])[1] == "formation":
                dissolve_formation(st, t, ev)
            else:
                st.data["field"].pop(t, None)
                mv(st, t, zid(owner(t), "hand"), ev)
    elif do == "move_to_slot":
        for t in resolve_cards(st, e["target"], c):
            move_to_slot(st, t, e["slot"], e.get("swap", False), ev)
    elif do == "gain_control":
        for t in resolve_cards(st, e["target"], c):
            gain_control(st, t, ctl, e.get("slot", "副将"), ev)
    elif do in ("tap", "untap"):
        for t in resolve_cards(st, e["target"], c):
            if t in st.data["field"]:
                st.data["field"][t]["tap"] = do == "tap"
    elif do == "turn_face_down":
        for t in resolve_cards(st, e["target"], c):
            turn_face_down(st, t, ev)
    elif do == "turn_face_up":
        for t in resolve_cards(st, e["target"], c):
            f = st.data["field"].get(t)
            if f is not None and not f["up"] and is_general_slot(st.where[t]):
                flip_up(st, t, ev)
    elif do == "attach_treasure":
        ts = resolve_cards(st, e["treasure"], c)
        gs = resolve_cards(st, e["to"], c)
        if ts and gs:
            attach(st, ts[0], gs[0], ev)
    elif do == "detach_treasure":
        for g in resolve_cards(st, e["target"], c):
            t = treasure_of(st, g) if is_general_slot(st.where[g]) else None
            if t is not None:
                st.data["field"].pop(t, None)
                dest = "hand" if e.get("to") == "hand" else "graveyard"
                mv(st, t, zid(owner(t), dest), ev)
                ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} loses its treasure."), controller(st, g), card=cref(st, g)))
    elif do == "search_deck":
        for p in resolve_players(st, e.get("player", "you"), c):
            f = dict(e["filter"])
            st.data["decisions"].append({"type": "search", "seat": p, "filter": f, "n": amount(st, None, e["n"], c),
                                         "ctl": ctl})
    elif do == "negate":
        for iid in c["targets"].get(e["target"], []):
            C.negate(st, iid, ev)
    elif do == "revive":
        for t in resolve_cards(st, e["target"], c):
            f = st.data["field"].get(t)
            if f is not None and f.get("dying"):
                f.pop("dying")
                f["dc"] = f["dp"] = 0
                st.data["lethal"].pop(t, None)
                ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} survives."), controller(st, t), card=cref(st, t)))
    elif do == "dissolve_formation":
        for t in resolve_cards(st, e["target"], c):
            if st.data["field"].get(t, {}).get("formed"):
                dissolve_formation(st, t, ev)
