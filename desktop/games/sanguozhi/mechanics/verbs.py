"""三国智 the effect vocabulary (D.10.6 one-shot, D.10.7 continuous): each verb's parameters, code and text.

Text templates name their fields in braces; ``cardtext.py`` fills them: ``{player}`` / ``{target}`` … the
references as the card reads them (``{player_s}`` the same as an English subject, empty for "you"),
amounts as numbers, ``{when}`` the duration (zh_CN: where the template puts it; en: appended), ``{has}``
``{gets}`` ``{s}`` agreement words, plus the fields a verb's ``words`` function gives.
"""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.events import FormulaResolved
from ....core.state import GameState
from ..verbs import (ABILITY, AMOUNT, AMOUNT_OR_ALL, BOOL, CARD, CARD1, CARD_OR_PLAYER, CARD_VALUES, CHAIN_ITEM,
                     CHOICE, FILTER, NO_LAYER, PLAYER, PLAYER_VALUES, ROLE, ROLES, STAT, TEXT, Param, register)
from . import chain
from .basics import F_LOSS, changed, cref, damage_cleared, lc_changed, msg, tap_changed, touch, zid, zinfo
from .derived import derive
from .filters import amount, resolve_cards, resolve_players
from .moves import (attach, damage_player, deal_damage, destroy_card, die_generals, dissolve_formation, draw_cards,
                    flip_up, gain_control, gain_lc, move_to_slot, mv, return_general, turn_face_down)
from .queries import controller, is_general_slot, owner, treasure_of

P = Param
OPT = False  # Param(kind, OPT): an optional parameter

STAT_WORDS = {"zh_CN": {"attack": "攻击", "health": "生命", "intelligence": "智力"},
              "en": {"attack": "attack", "health": "health", "intelligence": "intelligence"}}


def _delta_words(e: dict, lang: str, key: str = "delta") -> dict:
    n = e.get(key)
    if not isinstance(n, int):
        return {"signed": "", "abs": "", "more": ""}
    more = ("more" if n >= 0 else "fewer") if lang == "en" else ("多" if n >= 0 else "少")
    higher = "higher" if n >= 0 else "lower"
    return {"signed": f"{n:+d}", "abs": str(abs(n)), "more": more, "higher": higher}


# ================================================================ one-shot verbs (D.10.6)

@register("draw", params={"player": P(PLAYER), "n": P(AMOUNT)},
          zh_CN="{player}抓{n}张卡", en="{player_s}draw{_s} {n}")
def _draw(st: GameState, e: dict, c: dict, ev: list) -> None:
    for p in resolve_players(st, e["player"], c):
        draw_cards(st, p, amount(st, None, e["n"], c), ev)


def _discard_words(e: dict, lang: str) -> dict:
    ch = e.get("chooser", "owner")
    if lang == "en":
        return {"how": {"random": "random ", "you": "", "owner": ""}[ch],
                "who": " of your choice" if ch == "you" else ""}
    return {"how": {"random": "随机", "you": "", "owner": ""}[ch], "who": "（由你选择）" if ch == "you" else ""}


@register("discard", params={"player": P(PLAYER), "n": P(AMOUNT), "chooser": P(CHOICE, OPT, ("owner", "you", "random"))},
          zh_CN="{player}{how}舍弃{n}张手牌{who}", en="{player_s}discard{_s} {n_a} {how}hand card{s}{who}",
          words=_discard_words)
def _discard(st: GameState, e: dict, c: dict, ev: list) -> None:
    ctl = c["ctl"]
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
            st.data["decisions"].append({"type": "discard", "seat": p if chooser == "owner" else ctl, "of": p, "n": k})


@register("gain_liangcao", params={"player": P(PLAYER), "n": P(AMOUNT)},
          zh_CN="{player}获得{n}点粮草", en="{player_s}gain{_s} {n} 粮草")
def _gain_liangcao(st: GameState, e: dict, c: dict, ev: list) -> None:
    for p in resolve_players(st, e["player"], c):
        gain_lc(st, p, amount(st, None, e["n"], c), ev)


@register("lose_liangcao", params={"player": P(PLAYER), "n": P(AMOUNT)},
          zh_CN="{player}失去{n}点粮草", en="{player_s}lose{_s} {n} 粮草")
def _lose_liangcao(st: GameState, e: dict, c: dict, ev: list) -> None:
    n = amount(st, None, e["n"], c)
    for p in resolve_players(st, e["player"], c):
        pl = st.data["players"][p]
        lc_changed(st, p, pl["lc"] - n)
        ev.append(FormulaResolved(F_LOSS, p, "Provisions-Amount", (("Provisions", pl["lc"]), ("Amount", n)), pl["lc"] - n))
        pl["lc"] -= n


def _damage_words(e: dict, lang: str) -> dict:
    perm = e.get("damage_kind", "combat") == "permanent"
    return {"kind": ("permanent " if perm else "") if lang == "en" else ("永久" if perm else "")}


@register("damage", params={"target": P(CARD), "n": P(AMOUNT), "damage_kind": P(CHOICE, OPT, ("combat", "permanent"))},
          zh_CN="对{target}造成{n}点{kind}伤害", en="deal {n} {kind}damage to {target}", words=_damage_words)
def _damage(st: GameState, e: dict, c: dict, ev: list) -> None:
    D = derive(st)
    n = amount(st, D, e["n"], c)
    for t in resolve_cards(st, e["target"], c):
        deal_damage(st, D, t, n, e.get("damage_kind", "combat"), c.get("src"), c["ctl"], ev)


@register("damage_player", params={"player": P(PLAYER), "n": P(AMOUNT)},
          zh_CN="对{player}造成{n}点伤害", en="deal {n} damage to {player}")
def _damage_player(st: GameState, e: dict, c: dict, ev: list) -> None:
    n = amount(st, None, e["n"], c)
    for p in resolve_players(st, e["player"], c):
        damage_player(st, p, n, ev)


def _heal_words(e: dict, lang: str) -> dict:
    if e.get("n") == "all":
        return {"pts": "all" if lang == "en" else "所有"}
    return {"pts": f"up to {e['n']}" if lang == "en" else f"至多{e['n']}点"}


@register("heal", params={"target": P(CARD), "n": P(AMOUNT_OR_ALL)},
          zh_CN="移除{target}身上{pts}伤害", en="remove {pts} damage from {target}", words=_heal_words)
def _heal(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        f = st.data["field"].get(t)
        if f is None:
            continue
        n = 10 ** 6 if e["n"] == "all" else amount(st, None, e["n"], c)
        k = min(n, f["dc"])
        damage_cleared(st)  # (less damage: a settled state stays settled)
        f["dc"] -= k
        f["dp"] -= min(n - k, f["dp"])


@register("destroy", params={"target": P(CARD)}, zh_CN="破坏{target}", en="destroy {target}")
def _destroy(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        destroy_card(st, t, c["ctl"], ev)


@register("sacrifice", params={"target": P(CARD)}, zh_CN="牺牲{target}", en="sacrifice {target}")
def _sacrifice(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        if t not in st.data["field"] or controller(st, t) != c["ctl"]:
            continue
        if is_general_slot(st.where[t]):
            die_generals(st, [{"cid": t, "how": "牺牲"}], ev)
        elif zinfo(st.where[t])[1] == "formation":
            dissolve_formation(st, t, ev)
        else:
            changed(st)
            st.data["field"].pop(t, None)
            mv(st, t, zid(owner(t), "graveyard"), ev)


@register("return_to_hand", params={"target": P(CARD)},
          zh_CN="将{target}返回手牌", en="return {target} to its owner's hand")
def _return_to_hand(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        if t not in st.data["field"]:
            continue
        if is_general_slot(st.where[t]):
            return_general(st, t, ev)
        elif zinfo(st.where[t])[1] == "formation":
            dissolve_formation(st, t, ev)
        else:
            changed(st)
            st.data["field"].pop(t, None)
            mv(st, t, zid(owner(t), "hand"), ev)


ROLE_WORDS = {"zh_CN": {"主将": "主将", "军师": "军师", "副将": "副将"},
              "en": {"主将": "主将", "军师": "军师", "副将": "副将"}}


def _slot_words(e: dict, lang: str) -> dict:
    role = e.get("slot", "副将")
    if lang == "en":
        swap = " (it swaps places with the present one)" if e.get("swap") else ""
        as_slot = "" if role == "副将" else f" as the {role}"
    else:
        swap = f"（与原{role}交换位置）" if e.get("swap") else ""
        as_slot = "" if role == "副将" else f"，使其成为{role}"
    return {"role": role, "swap": swap, "as_slot": as_slot}


@register("move_to_slot", params={"target": P(CARD), "slot": P(ROLE), "swap": P(BOOL, OPT)},
          zh_CN="使{target}成为{role}{swap}", en="{target} becomes the {role}{swap}", words=_slot_words)
def _move_to_slot(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        move_to_slot(st, t, e["slot"], e.get("swap", False), ev)


@register("gain_control", params={"target": P(CARD), "slot": P(ROLE, OPT)},
          zh_CN="获得{target}的控制权{as_slot}", en="gain control of {target}{as_slot}", words=_slot_words)
def _gain_control(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        gain_control(st, t, c["ctl"], e.get("slot", "副将"), ev)


@register("tap", params={"target": P(CARD)}, zh_CN="横置{target}", en="tap {target}")
def _tap(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        if t in st.data["field"]:
            tap_changed(st)
            st.data["field"][t]["tap"] = True


@register("untap", params={"target": P(CARD)}, zh_CN="重置{target}", en="untap {target}")
def _untap(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        if t in st.data["field"]:
            tap_changed(st)
            st.data["field"][t]["tap"] = False


@register("turn_face_down", params={"target": P(CARD)}, zh_CN="将{target}翻为背面", en="turn {target} face down")
def _turn_face_down(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        turn_face_down(st, t, ev)


@register("turn_face_up", params={"target": P(CARD)}, zh_CN="将{target}翻为正面", en="turn {target} face up")
def _turn_face_up(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        f = st.data["field"].get(t)
        if f is not None and not f["up"] and is_general_slot(st.where[t]):
            flip_up(st, t, ev)


@register("attach_treasure", params={"treasure": P(CARD1), "to": P(CARD1)},
          zh_CN="将{treasure}装备给{to}", en="equip {treasure} to {to}")
def _attach_treasure(st: GameState, e: dict, c: dict, ev: list) -> None:
    ts = resolve_cards(st, e["treasure"], c)
    gs = resolve_cards(st, e["to"], c)
    if ts and gs:
        attach(st, ts[0], gs[0], ev)


def _detach_words(e: dict, lang: str) -> dict:
    hand = e.get("to") == "hand"
    if lang == "en":
        return {"dest": "its owner's hand" if hand else "the graveyard"}
    return {"dest": "手牌" if hand else "墓地"}


@register("detach_treasure", params={"target": P(CARD), "to": P(CHOICE, OPT, ("graveyard", "hand"))},
          zh_CN="{target}失去其宝物（置入{dest}）", en="{target} loses its 宝物 (to {dest})", words=_detach_words)
def _detach_treasure(st: GameState, e: dict, c: dict, ev: list) -> None:
    for g in resolve_cards(st, e["target"], c):
        t = treasure_of(st, g) if is_general_slot(st.where[g]) else None
        if t is not None:
            changed(st)
            st.data["field"].pop(t, None)
            dest = "hand" if e.get("to") == "hand" else "graveyard"
            mv(st, t, zid(owner(t), dest), ev)
            ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} loses its treasure."), controller(st, g), card=cref(st, g)))


@register("search_deck", params={"player": P(PLAYER, OPT), "filter": P(FILTER), "n": P(AMOUNT),
                                 "to": P(CHOICE, OPT, ("hand",))},
          zh_CN="{player}从营地中检索{found}加入手牌", en="{player_s}search{_es} {their} camp for {found} "
          "and put{_s} {them} into {their} hand")
def _search_deck(st: GameState, e: dict, c: dict, ev: list) -> None:
    for p in resolve_players(st, e.get("player", "you"), c):
        f = dict(e["filter"])
        st.data["decisions"].append({"type": "search", "seat": p, "filter": f, "n": amount(st, None, e["n"], c),
                                     "ctl": c["ctl"]})


@register("negate", params={"target": P(CHAIN_ITEM)}, zh_CN="使{target}离开连环", en="{target} leaves the chain")
def _negate(st: GameState, e: dict, c: dict, ev: list) -> None:
    for iid in c["targets"].get(e["target"], []):
        chain.negate(st, iid, ev)


@register("revive", params={"target": P(CARD)}, zh_CN="使{target}生还", en="revive {target}")
def _revive(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        f = st.data["field"].get(t)
        if f is not None and f.get("dying"):
            touch(st)
            f.pop("dying")
            f["dc"] = f["dp"] = 0
            st.data["lethal"].pop(t, None)
            ev.append(msg(QT_TRANSLATE_NOOP("Log", "{card} survives."), controller(st, t), card=cref(st, t)))


@register("dissolve_formation", params={"target": P(CARD)}, zh_CN="解散{target}", en="dissolve {target}")
def _dissolve_formation(st: GameState, e: dict, c: dict, ev: list) -> None:
    for t in resolve_cards(st, e["target"], c):
        if st.data["field"].get(t, {}).get("formed"):
            dissolve_formation(st, t, ev)


# ================================================================ continuous verbs (D.10.7)
# Player values: apply(D, seat, n, e) with n the effect's amount.  Card values: apply(L, card, e, c) with
# L.D the values being derived, L.sets / L.deltas the stat changes (sets first, then deltas, D.10.10).

def _stat_words(e: dict, lang: str) -> dict:
    out = _delta_words(e, lang)
    out["stat"] = STAT_WORDS[lang].get(e.get("stat", ""), "")
    out["value"] = str(e.get("value", ""))
    return out


@register("modify_stat", continuous=True, layer=CARD_VALUES,
          params={"target": P(CARD), "stat": P(STAT), "delta": P(AMOUNT)},
          zh_CN="{target}{when}{stat}{signed}", en="{target} {gets} {signed} {stat}", words=_stat_words)
def _modify_stat(L, t: str, e: dict, c: dict) -> None:
    if t in L.D.stats:
        L.deltas.append((t, e["stat"], amount(L.st, L.D, e["delta"], c)))


@register("set_stat", continuous=True, layer=CARD_VALUES,
          params={"target": P(CARD), "stat": P(STAT), "value": P(AMOUNT)},
          zh_CN="{target}{when}{stat}为{value}", en="{target} {has} {stat} {value}", words=_stat_words)
def _set_stat(L, t: str, e: dict, c: dict) -> None:
    if t in L.D.stats:
        L.sets.append((t, e["stat"], amount(L.st, L.D, e["value"], c)))


@register("modify_liangcao_cap", continuous=True, layer=PLAYER_VALUES,
          params={"player": P(PLAYER), "delta": P(AMOUNT)},
          zh_CN="{when_c}{player_of}粮草上限{signed}", en="{their_p} 粮草 cap is {abs} {higher}",
          words=_delta_words)
def _modify_liangcao_cap(D, p: int, n: int, e: dict) -> None:
    D.cap[p] += n


@register("modify_hand_limit", continuous=True, layer=PLAYER_VALUES,
          params={"player": P(PLAYER), "delta": P(AMOUNT)},
          zh_CN="{when_c}{player_of}手牌上限{signed}", en="{their_p} hand limit is {abs} {higher}",
          words=_delta_words)
def _modify_hand_limit(D, p: int, n: int, e: dict) -> None:
    D.hand_limit[p] += n


def _slots_words(e: dict, lang: str) -> dict:
    out = _delta_words(e, lang)
    out["kind"] = e.get("slot", "")
    if lang == "en" and out["abs"] == "1":
        out["abs"] = "one"
    return out


@register("modify_slots", continuous=True, layer=PLAYER_VALUES,
          params={"player": P(PLAYER), "slot": P(CHOICE, True, ("副将", "谋略")), "delta": P(AMOUNT)},
          zh_CN="{when_c}{player}{more}{abs}个{kind}槽", en="{player_s}{have} {abs} {more} {kind} slot{s}",
          words=_slots_words)
def _modify_slots(D, p: int, n: int, e: dict) -> None:
    if e["slot"] == "副将":
        D.dep_slots[p] += n
    else:
        D.strat_slots[p] += n


@register("lose_text", continuous=True, layer=TEXT, params={"target": P(CARD)},
          zh_CN="{target}{when}失去文字框内容", en="{target} lose{_s} {its} text box")
def _lose_text(abil: dict, extra: list, st: GameState, t: str, e: dict, ts: int) -> None:
    abil[t] = []


@register("grant", continuous=True, layer=TEXT, params={"target": P(CARD), "ability": P(ABILITY)},
          zh_CN="{target}{when}获得能力：{ability}", en="{target} gain{_s}: {ability}")
def _grant(abil: dict, extra: list, st: GameState, t: str, e: dict, ts: int) -> None:
    abil[t] = list(abil.get(t, [])) + [e["ability"]]
    if e["ability"]["kind"] == "static":
        extra.append((ts + 50, controller(st, t), t, e["ability"], {}))


def _roles_words(e: dict, lang: str) -> dict:
    return {"roles": (" or " if lang == "en" else "或").join(e.get("roles", []))}


@register("only_roles", continuous=True, layer=CARD_VALUES, params={"target": P(CARD), "roles": P(ROLES)},
          zh_CN="{target}只能为{roles}", en="{target} can only be a {roles}", words=_roles_words)
def _only_roles(L, t: str, e: dict, c: dict) -> None:
    L.D.only_roles[t] = e["roles"]


@register("cannot_attack", continuous=True, layer=CARD_VALUES, params={"target": P(CARD)},
          zh_CN="{target}{when}不能进攻", en="{target} cannot attack")
def _cannot_attack(L, t: str, e: dict, c: dict) -> None:
    L.D.no_attack.add(t)


@register("cannot_defend", continuous=True, layer=CARD_VALUES, params={"target": P(CARD)},
          zh_CN="{target}{when}不能防守", en="{target} cannot defend")
def _cannot_defend(L, t: str, e: dict, c: dict) -> None:
    L.D.no_defend.add(t)


@register("cannot_be_damaged_by", continuous=True, layer=CARD_VALUES,
          params={"target": P(CARD), "source": P(FILTER)},
          zh_CN="{target}不会受到{source}的伤害", en="{target} cannot be damaged by {source}")
def _cannot_be_damaged_by(L, t: str, e: dict, c: dict) -> None:
    L.D.no_damage.setdefault(t, []).append((e["source"], c["ctl"], c["src"]))


def _prevent_words(e: dict, lang: str) -> dict:
    if e.get("n") == "all":
        return {"pts": "all" if lang == "en" else "所有"}
    return {"pts": f"the next {e['n']}" if lang == "en" else f"下{e['n']}点"}


# Damage prevention is consulted when damage is dealt (mechanics/moves.py, deal_damage and damage_player).
register("prevent_damage", continuous=True, layer=NO_LAYER,
         params={"target": P(CARD_OR_PLAYER), "n": P(AMOUNT_OR_ALL)},
         zh_CN="{when}防止{target}受到的{pts}伤害", en="prevent {pts} damage to {target}", words=_prevent_words)(None)
