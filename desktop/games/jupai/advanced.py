"""劇牌 advanced layer 進階牌局 (rules/jupai.md §7): the hooks the basic engine calls in advanced mode.

* unarmed period, effect and strategy (§7.1, I-24, I-28), weapon sources STRAT and TEMP (§5.4, I-36, I-44);
* opting in at upkeep (§7.2, I-25), trigger check (§7.3, I-26), situation adjustment with its cap (§7.4) and
  the rule-7 bonus with the effect card's class (§7.5, I-27);
* forced situations 強制情況 in precedence order (§7.6, I-29 … I-33): cooperation, trade (blind offers,
  then score or void), plunder, forced discard;
* props 道具牌 (§7.7, I-34, I-35), hand-card bonuses (§7.6 last paragraph), the bottom card and the
  continuation vote (§7.9, I-23), 重洗 way 2 (§8 gesture 2).

Hand-card bonuses are kept here for both modes, since the basic engine reads intents through
``bonus_of`` (in basic mode no card ever carries one).

Formula keys emitted here (inputs in brackets; every check's result is its *excess*, the rule fires or
succeeds when it is > 0):

``trigger`` i×T [i, T] = x · ``benefit_check`` x−B · ``risk_check`` x−R · ``cap`` E×r ·
``adjust_benefit`` MIN(i+B,cap) · ``adjust_risk`` MIN(MAX(i−R,0),cap) · ``bonus_max`` MAX(S×r,s×i1) = M ·
``situation_bonus`` M×n÷d (class multiplier n/d) · ``cooperation_check`` · ``trade_check`` ·
``plunder_check`` R×B−r×i · ``discard_check`` s×E−R×B · and, when a forced situation fires, exactly one of
``forced_cooperation``, ``forced_trade``, ``forced_plunder`` (per action) or ``forced_discard`` (per
qualifying duelist).
"""

from __future__ import annotations

from ...core.errors import QT_TRANSLATE_NOOP
from ...core.events import CardHidden, CardRevealed, Event, FormulaResolved, Message, PhaseChanged, Shuffled
from ...core.state import GameState
from ...core.zones import HIDDEN, OWNER, PUBLIC
from .actions import OptIn, TradeChoice, TradeOffer, Vote
from .table import hand, is_active, pdata, t, v10, value, z

N = QT_TRANSLATE_NOOP
FORCED_KEYS = ("forced_cooperation", "forced_trade", "forced_plunder", "forced_discard")


# -- hand-card bonuses (used by both modes) ---------------------------------------
def bonus_of(st: GameState, card: str) -> int:
    """Sum of a hand card's bonus parts (§7.6 last paragraph); ``prop_round_cap`` caps the prop part (§7.7)."""
    parts = st.data["bonus"].get(card)
    if not parts:
        return 0
    total = sum(parts.values())
    if "prop" in parts and st.options.get("prop_round_cap") and st.data.get("r") is not None:
        # 劇牌 §7.7 (I-34) "（意圖牌＋道具牌：回合牌）": boosted intent = max(v, min(v + P, r))
        p = parts["prop"]
        capped = max(0, min(p, st.data["r"] - value(st, card)))
        total += capped - p
    return total


def add_bonus(st: GameState, card: str, part: str, amount: int) -> None:
    st.data["bonus"].setdefault(card, {})[part] = st.data["bonus"].get(card, {}).get(part, 0) + amount


# -- small helpers ------------------------------------------------------------------------
def _msg(ev: list[Event], text: str, seat: int | None = None, **args) -> None:
    ev.append(Message(text, tuple(args.items()), seat))


def _formula(ev: list[Event], key: str, seat: int | None, expr: str, inputs, result: int) -> None:
    ev.append(FormulaResolved(key, seat, expr, tuple(inputs), result))


def _name(st: GameState, s: int) -> str:
    return st.seats[s]["name"]


def _card(st: GameState, s: int, zone: str) -> str | None:
    cards = st.zones[z(s, zone)].cards
    return cards[0] if cards else None


def _the(st: GameState, s: int, zone: str) -> str:
    """The card a one-card zone holds (the caller knows it is there)."""
    return st.zones[z(s, zone)].cards[0]


def unarmed(st: GameState, s: int) -> bool:
    """Both equipment slots empty (§1.1); a not-yet-usable weapon still counts as present (§5.4)."""
    return not st.zones[z(s, "quality")].cards and not st.zones[z(s, "weapon")].cards


def _row(st: GameState, card: str | None) -> dict:
    """The 十發/十然 row of a card (§7.8, option situation_table); no card reads as row 0."""
    return st.options["situation_table"][str(v10(st, card) if card is not None else 0)]


def situation_value(st: GameState, card: str | None) -> int:
    """Actual value S of a risk or benefit card (§7.8)."""
    return _row(st, card)["value"]


def _num(st: GameState, card: str | None) -> int:
    """Card number v10 of a fixture (0 if the slot is empty)."""
    return v10(st, card) if card is not None else 0


def _reveal(st: GameState, card: str | None, ev: list[Event]) -> None:
    if card is not None and not st.zone_of(card).is_face_up(card):
        st.set_vis(card, PUBLIC)
        ev.append(CardRevealed(card, st.where[card]))


def _hide(st: GameState, card: str | None, ev: list[Event]) -> None:
    if card is not None and st.zone_of(card).is_face_up(card):
        st.set_vis(card, OWNER)
        ev.append(CardHidden(card, st.where[card]))


def _weapon_usable(st: GameState, s: int) -> bool:
    return bool(st.zones[z(s, "weapon")].cards) and pdata(st, s)["weapon_from"] <= st.data["round_no"]


# -- props 道具牌 (§2.3 A1, §3.6, §7.7) -------------------------------------------------------
def choose_props(rules, st: GameState, ev: list[Event]) -> None:
    """A1: the top ``prop_count`` cards of the draw pile are revealed as props, put back, pile shuffled."""
    d = st.data
    pile = st.zones[t("draw")].cards
    k = min(st.options["prop_count"], len(pile))
    props = list(reversed(pile[len(pile) - k:])) if k else []
    reset_props(st)
    d["props"] = props
    for c in props:
        ev.append(CardRevealed(c, t("draw")))
    if props:
        _msg(ev, N("Log", "The props (道具牌) are {cards}; they go back into the draw pile."), cards=" ".join(props))
    st.shuffle(t("draw"))
    ev.append(Shuffled(t("draw")))


def reset_props(st: GameState) -> None:
    """重洗 way 1 deals again with new props (§8 gesture 2)."""
    d = st.data
    d["props"] = []
    d["props_drawn"] = []
    d["prop_active"] = None
    d["prop_run"] = 0
    for p in d["players"]:
        p["props_drawn"] = []


def _clear_prop_parts(st: GameState) -> None:
    bonus = st.data["bonus"]
    for c in [c for c, parts in bonus.items() if "prop" in parts]:
        del bonus[c]["prop"]
        if not bonus[c]:
            del bonus[c]


def meet_prop(rules, st: GameState, seat: int | None, card: str, ev: list[Event]) -> bool:
    """§3.6 step 2: the top card is an undrawn prop.  True if the draw stops (triple-prop penalty)."""
    d = st.data
    prev = d["prop_active"]
    if prev is not None and prev in st.zones[t("props")].cards:
        # 劇牌 §7.7 "抽出第二張時重置基數": the previous prop is spent, face down, its bonus part cleared.
        st.set_vis(prev, HIDDEN)
        ev.append(CardHidden(prev, t("props")))
    _clear_prop_parts(st)
    ev.append(st.move(card, t("props")))
    d["props_drawn"].append(card)
    d["prop_active"] = card
    d["prop_run"] += 1
    if seat is not None:
        pdata(st, seat)["props_drawn"].append(card)
    _msg(ev, N("Log", "{card} is a prop (道具牌): it becomes the active prop (+{value})."), seat,
         card=card, value=value(st, card))
    rule = st.options["prop_triple_rule"]
    if rule == "adjacent":
        triple = d["prop_run"] >= 3
    elif rule == "same_player":
        triple = (seat is not None and bool(d["props"])
                  and set(d["props"]) <= set(pdata(st, seat)["props_drawn"]))
    else:
        triple = False
    if not triple:
        return False
    # 劇牌 §7.7 (I-35) 連續抽出三次: the draw pile is shuffled, the counter resets, the drawer concedes.
    st.shuffle(t("draw"))
    ev.append(Shuffled(t("draw")))
    d["prop_run"] = 0
    if seat is None:
        _msg(ev, N("Log", "Three props in a row with no drawer: the draw pile is shuffled and the draw goes on."))
        return False
    _msg(ev, N("Log", "{name} drew three props: suspected cheating (作弊嫌疑), {name} concedes."), seat,
         name=_name(st, seat))
    rules.concede(st, seat, ev)
    return True


# -- unarmed period, effect and strategy (§5.3, §7.1) -----------------------------------------
def unarmed_period_ends(rules, st: GameState, seat: int, ev: list[Event]) -> None:
    """A card just entered an equipment slot (§5.3): if the player was unarmed, the period ends."""
    if len(st.zones[z(seat, "quality")].cards) + len(st.zones[z(seat, "weapon")].cards) != 1:
        return  # the player already held equipment
    p = pdata(st, seat)
    p["strategy_drawn"] = False
    if not p["effect_up_forever"]:
        _hide(st, _card(st, seat, "effect"), ev)  # 劇牌 adv R1 "效果牌再次背放"
    for c in list(st.zones[z(seat, "strategy")].cards):
        rules.to_discard(st, c, ev)
        _msg(ev, N("Log", "{name}'s unarmed period ends: the unused strategy card {card} is discarded."), seat,
             name=_name(st, seat), card=c)


def became_unarmed(rules, st: GameState, s: int, ev: list[Event]) -> None:
    """The equipment was used up (§5.2): an unarmed period begins (effect and strategy at the next upkeep)."""
    if unarmed(st, s):
        _msg(ev, N("Log", "{name} is unarmed: effect and strategy come at the next upkeep."), s, name=_name(st, s))


def check_unarmed(rules, st: GameState, s: int, ev: list[Event]) -> None:
    """Equipment lost to a discard action (§4.4): possibly unarmed now (no cooldown)."""
    became_unarmed(rules, st, s, ev)


def strategy_phase(rules, st: GameState, s: int, ev: list[Event]) -> None:
    """Upkeep 4b (§3.1, §7.1, I-28): effect face up, one strategy card per unarmed period."""
    if not is_active(st, s) or not unarmed(st, s):
        return
    p = pdata(st, s)
    eff = _card(st, s, "effect")
    if eff is not None and not st.zone_of(eff).is_face_up(eff):
        _reveal(st, eff, ev)
        _msg(ev, N("Log", "{name} is unarmed: the effect card {card} is turned face up."), s,
             name=_name(st, s), card=eff)
    if st.data["final"]:
        return  # §6.2: nothing is drawn in the final round
    holds = bool(st.zones[z(s, "strategy")].cards)
    if st.options["strategy_refill"] == "after_use":
        need = not holds
    else:
        need = not holds and not p["strategy_drawn"]
    if need:
        c = rules.draw(st, s, z(s, "strategy"), ev)
        if c is not None:  # both piles empty: nothing counts as drawn, retried at the next upkeep
            p["strategy_drawn"] = True
            _msg(ev, N("Log", "{name} draws a strategy card."), s, name=_name(st, s))


def owed_weapon(rules, st: GameState, s: int, ev: list[Event]) -> None:
    """Upkeep 4a: the card owed by a forced discard that found both piles empty (§7.6)."""
    p = pdata(st, s)
    if not p["owed_weapon"] or not is_active(st, s) or not st.options["use_weapons"]:
        return
    if st.zones[z(s, "weapon")].cards:
        p["owed_weapon"] = False
        return
    c = rules.draw(st, s, z(s, "weapon"), ev)
    if c is not None:  # usable at once: the "next round" of 下回合使用 has come (docs/rules-decisions.md)
        p["owed_weapon"] = False
        _msg(ev, N("Log", "{name} draws the weapon card owed by the forced discard."), s, name=_name(st, s))


# -- opting in (§7.2) -------------------------------------------------------------------------
def may_opt_in(rules, st: GameState, s: int) -> bool:
    """Upkeep 4c: every unarmed active player may turn risk and benefit face up (adv R2, R6; I-25)."""
    p = pdata(st, s)
    return (is_active(st, s) and not p["opted_in"] and unarmed(st, s)
            and bool(st.zones[z(s, "risk")].cards) and bool(st.zones[z(s, "benefit")].cards))


def do_opt_in(rules, st: GameState, a: OptIn, ev: list[Event]) -> None:
    s = a.seat
    if a.accept:
        pdata(st, s)["opted_in"] = True
        _reveal(st, _card(st, s, "risk"), ev)
        _reveal(st, _card(st, s, "benefit"), ev)
        _msg(ev, N("Log", "{name} opts in (加入情況): risk and benefit are turned face up for this round."), s,
             name=_name(st, s))
    up = st.data["upkeep"]
    up["queue"].pop(0)
    up["step"] = "auto"
    rules._run_upkeep(st, ev)


def round_end(rules, st: GameState, ev: list[Event]) -> None:
    """§3.1 step 7: triggers, risks and benefits go face down; participation ends."""
    for s, p in enumerate(st.data["players"]):
        _hide(st, _card(st, s, "trigger"), ev)
        if p["opted_in"]:
            _hide(st, _card(st, s, "risk"), ev)
            _hide(st, _card(st, s, "benefit"), ev)
            p["opted_in"] = False


# -- weapon sources STRAT and TEMP (§5.4) ------------------------------------------------------
def extra_sources(rules, st: GameState, s: int, weapon_usable: bool) -> list[str]:
    out = []
    zs = st.zones
    q = zs[z(s, "quality")].cards
    # 劇牌 §5.4, §7.1 (I-24, I-28): STRAT needs unarmed, effect face up, a strategy held.
    if not q and not zs[z(s, "weapon")].cards and zs[z(s, "strategy")].cards:
        eff = _card(st, s, "effect")
        if eff is not None and st.zone_of(eff).is_face_up(eff):
            out.append("strat")
    # 劇牌 §5.4 (I-36): TEMP needs the time-limited card and an empty slot (an unusable weapon counts missing).
    if zs[z(s, "temp")].cards and (not q or not weapon_usable):
        out.append("temp")
    return out


def temp_case(st: GameState, s: int) -> int:
    """The TEMP case of adv R9 (I-36): 1 temp:temp, 2 temp:weapon, 3 quality:temp."""
    if _weapon_usable(st, s):
        return 2
    return 3 if st.zones[z(s, "quality")].cards else 1


def source_terms(rules, st: GameState, s: int, source: str, ev: list[Event]) -> tuple[list, list, int, int]:
    """(attack parts, defense parts, EQ, Wv) of STRAT or TEMP (§5.4), revealing the cards used."""
    if source == "strat":
        eff, sc = _the(st, s, "effect"), _the(st, s, "strategy")
        e, sv = value(st, eff), value(st, sc)
        _reveal(st, eff, ev)
        _reveal(st, sc, ev)
        return [("+", "E", e), ("×", "s", sv)], [("", "s", sv)], e * sv, sv
    tc = _the(st, s, "temp")
    tv = value(st, tc)
    _reveal(st, tc, ev)
    case = temp_case(st, s)
    if case == 2:  # temp:weapon
        wc = _the(st, s, "weapon")
        w = max(0, value(st, wc) + pdata(st, s)["weapon_mod"])
        _reveal(st, wc, ev)
        return [("+", "t", tv), ("×", "w", w)], [("", "w", w)], tv * w, w
    if case == 3:  # quality:temp
        qc = _the(st, s, "quality")
        q = value(st, qc)
        _reveal(st, qc, ev)
        return [("+", "q", q), ("×", "t", tv)], [("", "t", tv)], q * tv, tv
    return [("+", "t", tv), ("×", "t", tv)], [("", "t", tv)], tv * tv, tv  # temp:temp


def consume_source(rules, st: GameState, s: int, source: str, ev: list[Event]) -> None:
    """After a scored action: the strategy is discarded; the time-limited card is used and refilled (§5.4)."""
    if not is_active(st, s):
        return
    p = pdata(st, s)
    if source == "strat":
        for c in list(st.zones[z(s, "strategy")].cards):
            rules.to_discard(st, c, ev)
        _msg(ev, N("Log", "{name}'s strategy card is used and discarded."), s, name=_name(st, s))
        return
    for c in list(st.zones[z(s, "temp")].cards):
        rules.to_used(st, c, ev)
    for slot in ("quality", "weapon"):  # the real card used stays, face down again (unless drawn 明牌, §5.2)
        held = _card(st, s, slot)
        o = p["open"]
        if not (o is True or (isinstance(o, list) and held in o)):
            _hide(st, held, ev)
    _msg(ev, N("Log", "{name}'s time-limited card is used up."), s, name=_name(st, s))
    if st.data["final"] or not st.options["use_weapons"]:
        return  # §6.2 nothing is drawn in the final round; §5.4 no equipment is drawn without weapons
    # 劇牌 adv R9 "同時從牌堆中獲取" (I-44): fill every empty slot, quality first; temp_refill=one_card: one.
    slots = [slot for slot in ("quality", "weapon") if not st.zones[z(s, slot)].cards]
    if st.options["temp_refill"] == "one_card":
        slots = slots[:1]
    for slot in slots:
        rules.draw(st, s, z(s, slot), ev)
    p["uses"] = 0


# -- the action: trigger checks, forced situations, adjustments and bonuses ------------------------
def _trigger(st: GameState, s: int, i: int, ev: list[Event]) -> dict:
    """§7.3 trigger check 觸發條件 (I-26): x = i × v10(trigger) against S(benefit) and S(risk)."""
    tc = _card(st, s, "trigger")
    tv = _num(st, tc)
    _reveal(st, tc, ev)
    x = i * tv
    b, r = situation_value(st, _card(st, s, "benefit")), situation_value(st, _card(st, s, "risk"))
    _formula(ev, "trigger", s, "i×T", (("i", i), ("T", tv)), x)
    _formula(ev, "benefit_check", s, "x−B", (("x", x), ("B", b)), x - b)
    _formula(ev, "risk_check", s, "x−R", (("x", x), ("R", r)), x - r)
    ok_b, ok_r = x > b, x > r
    args = {"name": _name(st, s), "x": x, "b": b, "r": r}
    if ok_b and ok_r:
        _msg(ev, N("Log", "{name}'s trigger {x} beats both benefit {b} and risk {r}."), s, **args)
    elif ok_b:
        _msg(ev, N("Log", "{name}'s trigger {x} beats the benefit {b} but not the risk {r}."), s, **args)
    elif ok_r:
        _msg(ev, N("Log", "{name}'s trigger {x} beats the risk {r} but not the benefit {b}."), s, **args)
    else:
        _msg(ev, N("Log", "{name}'s trigger {x} beats neither benefit {b} nor risk {r}."), s, **args)
    return {"i": i, "x": x, "B": b, "R": r, "ok_b": ok_b, "ok_r": ok_r}


def _adjust(st: GameState, s: int, inf: dict, ev: list[Event]) -> int:
    """§7.4 situation adjustment 使用方式: i1 with the cap E × r (option situation_order)."""
    i1 = inf["i"]
    if not (inf["ok_b"] or inf["ok_r"]):
        return i1
    eff = _card(st, s, "effect")
    e = value(st, eff) if eff is not None else 0
    r = st.data["r"]
    cap = e * r  # "效果牌就是這個時候回合牌的限度"
    _formula(ev, "cap", s, "E×r", (("E", e), ("r", r)), cap)
    steps = ("benefit", "risk") if st.options["situation_order"] == "benefit_first" else ("risk", "benefit")
    first = True
    for step in steps:
        iname = "i" if first else "i1"
        if step == "benefit" and inf["ok_b"]:
            new = min(i1 + inf["B"], cap)  # （應然牌＋意圖牌：效果牌x回合牌）
            _formula(ev, "adjust_benefit", s, f"MIN({iname}+B,cap)", ((iname, i1), ("B", inf["B"]), ("cap", cap)), new)
            i1, first = new, False
        elif step == "risk" and inf["ok_r"]:
            new = min(max(i1 - inf["R"], 0), cap)  # （意圖牌－發覺牌：效果牌x回合牌）
            _formula(ev, "adjust_risk", s, f"MIN(MAX({iname}−R,0),cap)",
                     ((iname, i1), ("R", inf["R"]), ("cap", cap)), new)
            i1, first = new, False
    return i1


def _round_div(n: int, d: int, mode: str) -> int:
    if mode == "ceil":
        return -(-n // d)
    if mode == "half_up":
        return (2 * n + d) // (2 * d)
    return n // d


def _bonus(st: GameState, s: int, inf: dict, i1: int, ev: list[Event]) -> int:
    """§7.5 situation bonus 效果產生 (I-27): M = max(Sv × r, s × i1) scaled by the effect card's class."""
    if not (inf["ok_b"] or inf["ok_r"]):
        return 0
    r = st.data["r"]
    sv = max(([inf["B"]] if inf["ok_b"] else []) + ([inf["R"]] if inf["ok_r"] else []))
    sc = _card(st, s, "strategy")
    strat = value(st, sc) if sc is not None else 0
    m = max(sv * r, strat * i1)
    _formula(ev, "bonus_max", s, "MAX(S×r,s×i1)", (("S", sv), ("r", r), ("s", strat), ("i1", i1)), m)
    eff = _card(st, s, "effect")
    cls = _row(st, eff)["class"]
    num, den = st.options["class_modifiers"][cls]
    bonus = _round_div(m * num, den, st.options["bonus_rounding"])
    if st.options["bonus_parity_match"] and m % 2 != _num(st, eff) % 2:
        bonus = 0  # 「最大數與效果牌【性質】（積與質）對應」 read strictly
        _msg(ev, N("Log", "{name}: {m} and the effect card differ in parity, so there is no bonus."), s,
             name=_name(st, s), m=m)
    _formula(ev, "situation_bonus", s, "M×n÷d", (("M", m), ("n", num), ("d", den)), bonus)
    return bonus


def _duel(pend: dict, ia: int, ib: int) -> list[tuple[int, str, int]]:
    """The duelists who committed an intent card (§7.6: a discard-round target never qualifies)."""
    out = [(pend["actor"], pend["card_a"], ia)]
    if pend["card_b"] is not None:
        out.append((pend["target"], pend["card_b"], ib))
    return out


def before_formula(rules, st: GameState, pend: dict, ia: int, ib: int, ev: list[Event]):
    """§3.4 step 4: trigger checks, then forced situations, else adjustments and bonuses.

    Returns None (nothing advanced happens), {"done": True} (the action was handled here), or the
    intents and bonuses to score with.
    """
    duel = _duel(pend, ia, ib)
    info = {s: _trigger(st, s, i, ev) for s, _, i in duel if pdata(st, s)["opted_in"]}
    if not info:
        return None
    if st.options["forced_situations"]:
        for name in st.options["forced_precedence"]:
            res = _FORCED[name](rules, st, pend, duel, info, ev)
            if res is not None:
                return res
    out = {"ia": ia, "ib": ib, "bonus_a": 0, "bonus_b": 0}
    kind = pend["kind"]
    for s, _, _ in duel:
        if s not in info:
            continue
        i1 = _adjust(st, s, info[s], ev)
        actor = s == pend["actor"]
        # §7.5: the bonus goes to totals only, never to a bare intent (discard i_A, the discard target's i_B).
        gets_bonus = kind in ("attack", "defense") or (kind == "discard_same" and actor)
        bonus = _bonus(st, s, info[s], i1, ev) if gets_bonus else 0
        out["ia" if actor else "ib"] = i1
        out["bonus_a" if actor else "bonus_b"] = bonus
    return out


def adjusted_purge_intent(rules, st: GameState, seat: int, card: str, i: int, ev: list[Event]) -> int:
    """§7.2: a participant's purge intent is adjusted too (no forced situation, no bonus: §7.5)."""
    if not pdata(st, seat)["opted_in"]:
        return i
    return _adjust(st, seat, _trigger(st, seat, i, ev), ev)


# -- forced situations 強制情況 (§7.6) ---------------------------------------------------------------
def _void_commitments(rules, st: GameState, pend: dict, ev: list[Event]) -> None:
    for s, c in ((pend["actor"], pend["card_a"]), (pend["target"], pend["card_b"])):
        if c is not None and st.where.get(c) == z(s, "play"):
            rules.to_hand(st, s, c, ev)


def _cooperation(rules, st: GameState, pend: dict, duel, info: dict, ev: list[Event]):
    """強制合作 (I-29): both participants, equal benefit or equal risk card numbers."""
    if len(duel) < 2 or any(s not in info for s, _, _ in duel):
        return None
    a, b = pend["actor"], pend["target"]
    ba, bb = _num(st, _card(st, a, "benefit")), _num(st, _card(st, b, "benefit"))
    ra, rb = _num(st, _card(st, a, "risk")), _num(st, _card(st, b, "risk"))
    match_b = ba == bb
    if match_b:
        _formula(ev, "cooperation_check", None, "B1−B2", (("B1", ba), ("B2", bb)), 0)
    else:
        _formula(ev, "cooperation_check", None, "R1−R2", (("R1", ra), ("R2", rb)), ra - rb)
    if not match_b and ra != rb:
        return None
    if match_b:
        _formula(ev, "forced_cooperation", a, "B1−B2", (("B1", ba), ("B2", bb)), 0)
    else:
        _formula(ev, "forced_cooperation", a, "R1−R2", (("R1", ra), ("R2", rb)), 0)
    _msg(ev, N("Log", "Forced cooperation (強制合作): the action is void and both intent cards are discarded."), a)
    for s, c, _ in duel:
        rules.to_discard(st, c, ev)
    for s, _, _ in duel:
        sc = _card(st, s, "strategy")
        if sc is None:
            continue
        mod = value(st, sc) if match_b else -value(st, sc)
        rules.to_discard(st, sc, ev)
        pdata(st, s)["modifier"] = mod  # 「獲取武器牌後作為增值或減值」, the latest modifier wins
        _msg(ev, N("Log", "{name}'s strategy card {card} becomes a weapon modifier of {mod:+d}."), s,
             name=_name(st, s), card=sc, mod=mod)
    rules._finish_turn(st, ev)
    return {"done": True}


def _trade(rules, st: GameState, pend: dict, duel, info: dict, ev: list[Event]):
    """強制交易 (I-30; option trade_condition)."""
    if len(duel) < 2 or any(s not in info for s, _, _ in duel):
        return None
    a, b = pend["actor"], pend["target"]
    rank: dict[int, int] = {}  # what decides the initiator
    inputs: dict[int, tuple]
    excess: dict[int, int] = {}  # the check's result (> 0: qualifies)
    if st.options["trade_condition"] == "margin":
        # B_X − R_X > B_Y − R_Y: the larger margin initiates.
        expr = "B−R"
        inputs = {s: (("B", info[s]["B"]), ("R", info[s]["R"])) for s in (a, b)}
        for s in (a, b):
            rank[s] = info[s]["B"] - info[s]["R"]
        for s in (a, b):
            excess[s] = rank[s] - rank[b if s == a else a]
            _formula(ev, "trade_check", s, expr, inputs[s], rank[s])
    else:
        b1, b2 = _num(st, _card(st, a, "benefit")), _num(st, _card(st, b, "benefit"))
        top = max(b1, b2)  # 「收益大於任意一方的收益牌數」
        expr = "x−MAX(B1,B2)"
        inputs = {s: (("x", info[s]["x"]), ("B1", b1), ("B2", b2)) for s in (a, b)}
        for s in (a, b):
            rank[s] = info[s]["x"]
            excess[s] = info[s]["x"] - top
            _formula(ev, "trade_check", s, expr, inputs[s], excess[s])
    qual = [s for s in (a, b) if excess[s] > 0]
    if not qual:
        return None
    x = max(qual, key=lambda s: (rank[s], s == a))  # both: larger x; tie: the actor
    y = b if x == a else a
    _formula(ev, "forced_trade", x, expr, inputs[x], excess[x] if expr != "B−R" else rank[x])
    _msg(ev, N("Log", "Forced trade (強制交易), initiated by {name}: each offers a hand card face down."), x,
         name=_name(st, x))
    d = st.data
    d["trade"] = {"initiator": x, "partner": y, "step": "offer", "offers": {},
                  "ia": duel[0][2], "ib": duel[1][2]}
    if not hand(st, x) or not hand(st, y):
        _msg(ev, N("Log", "No exchange: a player has no hand card to offer."))
        d["trade"]["step"] = "choice"
        if d["final"]:  # §6.2: in the final round the trade is scored
            tr = d["trade"]
            d["trade"] = None
            pend["trade_initiator"] = x
            return {"ia": tr["ia"], "ib": tr["ib"], "bonus_a": 0, "bonus_b": 0}
    d["phase"] = "trade"
    return {"done": True}


def _plunder(rules, st: GameState, pend: dict, duel, info: dict, ev: list[Event]):
    """強制掠奪 (I-31): S(risk) × S(benefit) > r × i with the base intent."""
    r = st.data["r"]
    excess: dict[int, int] = {}
    for s, _, i in duel:
        if s not in info:
            continue
        lhs = info[s]["R"] * info[s]["B"]
        ex = lhs - r * i
        _formula(ev, "plunder_check", s, "R×B−r×i", (("R", info[s]["R"]), ("B", info[s]["B"]), ("r", r), ("i", i)), ex)
        if ex > 0:
            excess[s] = ex
    if not excess:
        return None
    a = pend["actor"]
    x = max(excess, key=lambda s: (excess[s], s == a))  # larger excess; tie: the actor
    i = next(i for s, _, i in duel if s == x)
    _formula(ev, "forced_plunder", x, "R×B−r×i", (("R", info[x]["R"]), ("B", info[x]["B"]), ("r", r), ("i", i)),
             excess[x])
    _msg(ev, N("Log", "Forced plunder (強制掠奪) by {name}: the action is scored with base intents."), x,
         name=_name(st, x))
    pend["plunderer"] = x
    return {"ia": duel[0][2], "ib": duel[1][2] if len(duel) > 1 else 0, "bonus_a": 0, "bonus_b": 0}


def _forced_discard(rules, st: GameState, pend: dict, duel, info: dict, ev: list[Event]):
    """強制丟棄 (I-32): unarmed, a strategy held, v(s) × E > S(risk) × S(benefit)."""
    qual = []
    for s, _, _ in duel:
        sc = _card(st, s, "strategy")
        if s not in info or sc is None or not unarmed(st, s):
            continue
        eff = _card(st, s, "effect")
        e = value(st, eff) if eff is not None else 0
        sv = value(st, sc)
        ex = sv * e - info[s]["R"] * info[s]["B"]
        inputs = (("s", sv), ("E", e), ("R", info[s]["R"]), ("B", info[s]["B"]))
        _formula(ev, "discard_check", s, "s×E−R×B", inputs, ex)
        if ex > 0:
            qual.append((s, inputs, ex))
    if not qual:
        return None
    d = st.data
    cards = {s: c for s, c, _ in duel}
    for s, inputs, ex in qual:
        _formula(ev, "forced_discard", s, "s×E−R×B", inputs, ex)
        _msg(ev, N("Log", "Forced discard (強制丟棄): {name}'s intent and strategy are discarded; a weapon card "
                          "is drawn for the next round."), s, name=_name(st, s))
        rules.to_discard(st, cards[s], ev)
        for c in list(st.zones[z(s, "strategy")].cards):
            rules.to_discard(st, c, ev)
    qs = {s for s, _, _ in qual}
    for s, c, _ in duel:  # the action is void for the other duelist
        if s not in qs:
            rules.to_hand(st, s, c, ev)
    if not d["final"] and st.options["use_weapons"]:  # §5.4: without weapons no weapon card is drawn
        for s, _, _ in qual:
            if not is_active(st, s):
                continue
            p = pdata(st, s)
            got = rules.draw(st, s, z(s, "weapon"), ev)
            if got is not None:
                p["weapon_from"] = d["round_no"] + 1  # 「下回合使用」
            elif is_active(st, s):
                p["owed_weapon"] = True
                _msg(ev, N("Log", "Both piles are empty: {name} is owed the weapon card."), s, name=_name(st, s))
    rules._finish_turn(st, ev)
    return {"done": True}


_FORCED = {"cooperation": _cooperation, "trade": _trade, "plunder": _plunder, "discard": _forced_discard}


def after_score(rules, st: GameState, pend: dict, ev: list[Event]) -> bool:
    """Card movements that follow a scored forced trade or plunder (§7.6); True if the victim must choose."""
    x = pend.pop("trade_initiator", None)
    if x is not None and is_active(st, x):
        mine = pend["card_a"] if x == pend["actor"] else pend["card_b"]
        loc = st.where.get(mine, "")
        sc = _card(st, x, "strategy")
        if sc is not None and loc.endswith(".collected"):
            # 「一同算入回收意圖牌」: the strategy goes with X's intent onto that collected pile.
            owner = int(loc[1:loc.index(".")]) - 1
            rules.collect(st, owner, sc, ev)
            _msg(ev, N("Log", "{name}'s strategy card {card} goes with the intent card to {other}'s collected pile."),
                 x, name=_name(st, x), card=sc, other=_name(st, owner))
    x = pend.pop("plunderer", None)
    if x is not None and is_active(st, x):
        o = pend["target"] if x == pend["actor"] else pend["actor"]
        oh = hand(st, o) if is_active(st, o) else []
        if not oh:
            _msg(ev, N("Log", "{name} has no hand card: nothing is plundered."), o, name=_name(st, o))
            return False
        choices = plunder_choices(st, o)
        if len({value(st, c) for c in choices}) > 1:
            # 「O picks among equals」(issue 17 defect 4): equal play values, different face values (one rests
            # more on a bonus that may vanish): O decides.  Phase "plunder"; the view shows no card.
            st.data["plunder"] = {"plunderer": x, "victim": o}
            st.data["phase"] = "plunder"
            _msg(ev, N("Log", "{name} chooses which of the highest hand cards {other} plunders."), o,
                 name=_name(st, o), other=_name(st, x))
            return True
        _plunder_take(rules, st, x, o, choices[0], ev)
    return False


def plunder_choices(st: GameState, o: int) -> list[str]:
    """The victim's hand cards of the highest play value v + bonus, lowest face value first (the engine's
    default: its worth rests most on a bonus that may vanish), then as held."""
    oh = hand(st, o)
    best = max(value(st, c) + bonus_of(st, c) for c in oh)
    return sorted((c for c in oh if value(st, c) + bonus_of(st, c) == best), key=lambda c: value(st, c))


def do_plunder_give(rules, st: GameState, a, ev: list[Event]) -> None:
    pl = st.data.pop("plunder")
    st.data["phase"] = "turn"
    _plunder_take(rules, st, pl["plunderer"], pl["victim"], a.card, ev)
    rules._finish_turn(st, ev)


def _plunder_take(rules, st: GameState, x: int, o: int, card: str, ev: list[Event]) -> None:
    """X takes ``card`` from O's hand; X's strategy card becomes its plunder bonus (§7.6)."""
    ev.append(st.move(card, z(x, "hand")))  # its bonus parts travel with it
    # the card stays secret (hands are private); its bonus amount and holder are public (§1.1)
    _msg(ev, N("Log", "{name} plunders the highest card from {other}'s hand."), x, name=_name(st, x),
         other=_name(st, o))
    sc = _card(st, x, "strategy")
    if sc is not None:
        sv = value(st, sc)
        rules.to_discard(st, sc, ev)
        add_bonus(st, card, "plunder", sv)  # 「作為掠奪最大數牌的附加數牌」
        _msg(ev, N("Log", "{name}'s strategy card {s} is discarded: the plundered card carries +{v}."), x,
             name=_name(st, x), s=sc, v=sv)


# -- forced trade: offers and choice -------------------------------------------------------------
def to_act(st: GameState) -> int | None:
    d = st.data
    if d["phase"] == "trade":
        tr = d["trade"]
        if tr["step"] == "offer":
            for s in (tr["initiator"], tr["partner"]):
                if str(s) not in tr["offers"]:
                    return s
        return tr["initiator"]
    if d["phase"] == "vote":
        q = d["vote"]["queue"]
        return q[0] if q else None
    if d["phase"] == "plunder":
        return d["plunder"]["victim"]
    return None


def do_trade_offer(rules, st: GameState, a: TradeOffer, ev: list[Event]) -> None:
    d = st.data
    tr = d["trade"]
    tr["offers"][str(a.seat)] = a.card
    _msg(ev, N("Log", "{name} chooses a card to offer, face down."), a.seat, name=_name(st, a.seat))
    if len(tr["offers"]) < 2:
        return
    x, y = tr["initiator"], tr["partner"]
    cx, cy = tr["offers"][str(x)], tr["offers"][str(y)]
    # A search bot's sampled state (determinize) knows only its own offer: the other is None there.
    cx = cx if cx is not None else hand(st, x)[0]
    cy = cy if cy is not None else hand(st, y)[0]
    ev.append(st.move(cx, z(y, "hand")))  # swapped at once, neither may refuse; bonuses travel
    ev.append(st.move(cy, z(x, "hand")))
    _msg(ev, N("Log", "{name} and {other} swap the offered cards."), x, name=_name(st, x), other=_name(st, y))
    tr["offers"] = {}
    tr["step"] = "choice"
    if d["final"]:  # §6.2: the trade must be scored
        _trade_resolve(rules, st, True, ev)


def do_trade_choice(rules, st: GameState, a: TradeChoice, ev: list[Event]) -> None:
    _trade_resolve(rules, st, a.score, ev)


def _trade_resolve(rules, st: GameState, score: bool, ev: list[Event]) -> None:
    d = st.data
    tr = d["trade"]
    pend = d["pending"]
    d["trade"] = None
    d["phase"] = "turn"
    x = tr["initiator"]
    if score:  # 「完畢後選擇觸發」: resolve §4 with the base intents
        _msg(ev, N("Log", "{name} scores the action."), x, name=_name(st, x))
        pend["trade_initiator"] = x
        rules.score(st, pend, tr["ia"], tr["ib"], 0, 0, ev)
    else:
        _msg(ev, N("Log", "{name} voids the action: the intent cards return to the hands."), x, name=_name(st, x))
        _void_commitments(rules, st, pend, ev)
        rules._finish_turn(st, ev)


def trade_view(st: GameState, seat: int | None) -> dict:
    """What ``seat`` may know of a forced trade: its own offer, and who has chosen (offers are blind)."""
    tr = st.data["trade"]
    own = str(seat) if seat is not None else None
    return {"initiator": tr["initiator"], "partner": tr["partner"], "step": tr["step"],
            "ia": tr["ia"], "ib": tr["ib"],
            "offers": {k: (v if k == own else None) for k, v in tr["offers"].items()},  # None: chosen, unseen
            "made": sorted(int(k) for k in tr["offers"]), "offer": tr["offers"].get(own) if own else None}


# -- bottom card and continuation vote (§7.9) -----------------------------------------------------
def open_vote(rules, st: GameState, ev: list[Event]) -> None:
    """§3.1 step 1: only the bottom card is left; every active player votes (I-23)."""
    d = st.data
    d["phase"] = "vote"
    d["vote"] = {"queue": rules._from_leader(st), "yes": []}
    ev.append(PhaseChanged("vote", d["round_no"]))
    _msg(ev, N("Log", "Only the bottom card (底牌) is left: continue the game? A yes places one's whole collected pile."))
    if not d["vote"]["queue"]:
        _vote_accepted(rules, st, ev)


def do_vote(rules, st: GameState, a: Vote, ev: list[Event]) -> None:
    v = st.data["vote"]
    v["queue"].remove(a.seat)
    if not a.yes:
        _msg(ev, N("Log", "{name} votes no."), a.seat, name=_name(st, a.seat))
        _vote_refused(rules, st, ev)
        return
    v["yes"].append(a.seat)
    _msg(ev, N("Log", "{name} votes yes."), a.seat, name=_name(st, a.seat))
    if not v["queue"]:
        _vote_accepted(rules, st, ev)


def vote_seat_gone(rules, st: GameState, s: int, ev: list[Event]) -> None:
    """A voter conceded during the vote: the others' votes decide."""
    v = st.data.get("vote")
    if v is None:
        return
    if s in v["queue"]:
        v["queue"].remove(s)
    if s in v["yes"]:
        v["yes"].remove(s)
    if not v["queue"]:
        _vote_accepted(rules, st, ev)


def _vote_refused(rules, st: GameState, ev: list[Event]) -> None:
    d = st.data
    d["vote"] = None
    if st.options["refused_vote"] == "end_now":
        _msg(ev, N("Log", "The continuation is refused: the game ends now."))
        rules._game_over(st, ev, "vote_refused")
        return
    _msg(ev, N("Log", "The continuation is refused: the bottom card is played as the final round."))
    d["vote_done"] = True
    rules._begin_round(st, ev)


def _vote_accepted(rules, st: GameState, ev: list[Event]) -> None:
    d = st.data
    order = [s for s in rules._from_leader(st) if s in d["vote"]["yes"]]
    piles = [list(st.zones[z(s, "collected")].cards) for s in order]
    placed = [c for pile in reversed(piles) for c in pile]  # bottom first: the leader's pile on top
    d["vote"] = None
    if not placed:  # nothing placed: as a refusal, but never ends the game at once
        _msg(ev, N("Log", "No card was placed: the bottom card is played as the final round."))
        d["vote_done"] = True
        rules._begin_round(st, ev)
        return
    if st.options["continuation_shuffle"]:
        st.rng.shuffle(placed)
    for c in placed:
        st.data["bonus"].pop(c, None)
        ev.append(st.move(c, t("rounds")))
    if st.options["continuation_shuffle"]:
        ev.append(Shuffled(t("rounds")))
    _msg(ev, N("Log", "Everyone agrees: {n} collected cards become new round cards on the bottom card."), n=len(placed))
    if rules._check_out(st, ev):
        return
    d["vote_done"] = False
    rules._begin_round(st, ev)


# -- 重洗 way 2 (§8 gesture 2) -------------------------------------------------------------------------
def reshuffle_way2(rules, st: GameState, s: int, ev: list[Event]) -> None:
    """【進階】: the effect face up for the rest of the game; the discard pile shuffled into the draw pile."""
    p = pdata(st, s)
    p["used_way2"] = True
    p["effect_up_forever"] = True
    _reveal(st, _card(st, s, "effect"), ev)
    for c in list(st.zones[t("discard")].cards):
        st.move(c, t("draw"))
    st.shuffle(t("draw"))
    ev.append(Shuffled(t("draw")))
    _msg(ev, N("Log", "{name} reshuffles (重洗, way 2): the effect card stays face up; the discard pile is "
                      "shuffled into the draw pile."), s, name=_name(st, s))
