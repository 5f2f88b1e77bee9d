"""劇牌 duels: commitments, intents, weapon sources, and one scoring function per round nature (rules/jupai.md §3.4, §4, §5).

``score`` dispatches on the pending action's kind to ``score_attack`` (§4.1), ``score_defense`` (§4.2),
``score_discard`` (§4.4, different identities) and ``score_discard_same`` (§4.4, same identity); each
computes its formula, compares, moves the cards and does the weapon bookkeeping.  The layer's
``before_formula`` (§7.3–§7.6) may adjust the intents, add bonuses or take the action over first.
"""

from __future__ import annotations

from typing import Callable

from ...core.errors import QT_TRANSLATE_NOOP
from ...core.events import CardHidden, CardRevealed, Event, FormulaResolved
from ...core.state import GameState
from ...core.zones import OWNER, PUBLIC
from .actions import Act, Respond
from .flow import Flow, formula, msg
from .layers import layer_of
from .table import PLAY_IDS, hand, identity_value, pdata, same_identity, tier_capacity, value, z

N = QT_TRANSLATE_NOOP


def drawn_open(p: dict, card: str) -> bool:
    """The equipment card was drawn 明牌 (§5.2, I-14) and stays face up until it leaves: ``open`` is True
    (every card now in the slots) or the list of those cards."""
    o = p["open"]
    return o is True or (isinstance(o, list) and card in o)


class Duel(Flow):
    """Commit, reveal, resolve (on the flow, which ends the turn)."""

    def _commit(self, st: GameState, s: int, card: str, ev: list[Event]) -> None:
        ev.append(st.move(card, PLAY_IDS[s]))

    def _do_Act(self, st: GameState, a: Act, ev: list[Event]) -> None:
        d = st.data
        nature = d["nature"]
        b = a.target
        same = same_identity(st, a.seat, b)
        self._commit(st, a.seat, a.card, ev)
        kind = nature if nature != "discard" else ("discard_same" if same else "discard")
        msg(ev, N("Log", "{actor} commits an intent card against {target}."), a.seat,
            actor=st.seats[a.seat]["name"], target=st.seats[b]["name"])
        d["pending"] = {"kind": kind, "actor": a.seat, "target": b, "responder": b, "same": same,
                        "card_a": a.card, "src_a": a.source, "card_b": None, "src_b": "none"}
        if kind == "discard" or (kind == "discard_same" and not hand(st, b)):
            self._resolve(st, ev)
        else:
            d["phase"] = "respond"

    def _do_Respond(self, st: GameState, a: Respond, ev: list[Event]) -> None:
        d = st.data
        self._commit(st, a.seat, a.card, ev)
        d["pending"]["card_b"] = a.card
        d["pending"]["src_b"] = a.source
        self._resolve(st, ev)

    def _reveal(self, st: GameState, card: str | None, ev: list[Event]) -> None:
        if card is not None and not st.zone_of(card).is_face_up(card):
            st.set_vis(card, PUBLIC)
            ev.append(CardRevealed(card, st.where[card]))

    def source_terms(self, st: GameState, s: int, source: str,
                     ev: list[Event]) -> tuple[list, list, int, int]:
        """(attack parts, defense parts, EQ, Wv) of a weapon source (§5.4), revealing what it reveals."""
        if source == "none":
            return [], [], 0, 0
        if source == "equip":
            qc = st.zones[z(s, "quality")].cards[0]
            wc = st.zones[z(s, "weapon")].cards[0]
            q = value(st, qc)
            w = max(0, value(st, wc) + pdata(st, s)["weapon_mod"])
            cap = tier_capacity(q)
            hidden_use = cap == 3 and pdata(st, s)["uses"] == 1  # §5.2: the second of three uses is made face down
            if hidden_use:
                return [("+", "EQ", q * w)], [("", "Wv", w)], q * w, w
            self._reveal(st, qc, ev)
            self._reveal(st, wc, ev)
            return [("+", "q", q), ("×", "w", w)], [("", "w", w)], q * w, w
        return layer_of(st).source_terms(self, st, s, source, ev)

    def consume_source(self, st: GameState, s: int, source: str, ev: list[Event]) -> None:
        """Bookkeeping after a scored action (§5.2, §5.4)."""
        if source == "equip":
            p = pdata(st, s)
            qc = st.zones[z(s, "quality")].cards[0]
            cap = tier_capacity(value(st, qc))
            p["uses"] += 1
            if p["uses"] >= cap:
                for slot in ("quality", "weapon"):
                    for c in list(st.zones[z(s, slot)].cards):
                        self.to_used(st, c, ev)
                p["uses"] = 0
                p["weapon_mod"] = 0
                p["rearm_from"] = st.data["round_no"] + 1 + st.options["cooldown_rounds"]
                msg(ev, N("Log", "{name}'s weapon is used up; rearming is possible from round {round}."), s,
                    name=st.seats[s]["name"], round=p["rearm_from"])
                layer_of(st).became_unarmed(self, st, s, ev)
            else:
                for slot in ("quality", "weapon"):
                    for c in st.zones[z(s, slot)].cards:
                        if not drawn_open(p, c) and st.zones[z(s, slot)].is_face_up(c):
                            st.set_vis(c, OWNER)
                            ev.append(CardHidden(c, z(s, slot)))
                msg(ev, N("Log", "{name} has used the weapon {uses} of {cap} times."), s,
                    name=st.seats[s]["name"], uses=p["uses"], cap=cap)
        elif source != "none":
            layer_of(st).consume_source(self, st, s, source, ev)

    def _resolve(self, st: GameState, ev: list[Event]) -> None:
        """§3.4 steps 3–6 for the pending action."""
        d = st.data
        pend = d["pending"]
        ca, cb = pend["card_a"], pend["card_b"]
        self._reveal(st, ca, ev)
        self._reveal(st, cb, ev)
        ia, ib = self.intent(st, ca), self.intent(st, cb)
        bonus_a = bonus_b = 0
        outcome = layer_of(st).before_formula(self, st, pend, ia, ib, ev)
        if outcome is not None:
            if outcome.get("done"):
                return
            ia, ib = outcome["ia"], outcome["ib"]
            bonus_a, bonus_b = outcome["bonus_a"], outcome["bonus_b"]
        self.score(st, pend, ia, ib, bonus_a, bonus_b, ev)

    def score(self, st: GameState, pend: dict, ia: int, ib: int, bonus_a: int, bonus_b: int,
              ev: list[Event]) -> None:
        """§4: the round nature's formula, comparison and card movements; then the turn ends."""
        SCORERS[pend["kind"]](self, st, pend, ia, ib, bonus_a, bonus_b, ev)
        if not layer_of(st).after_score(self, st, pend, ev):  # else the plunder victim chooses first (§7.6)
            self._finish_turn(st, ev)

    def _collect_both(self, st: GameState, s: int, ca: str | None, cb: str | None, ev: list[Event],
                      say: bool = True) -> None:
        if say:
            msg(ev, N("Log", "{name} collects both intent cards."), s, name=st.seats[s]["name"])
        for c in (ca, cb):
            if c is not None:
                self.collect(st, s, c, ev)


def score_attack(rules: Duel, st: GameState, pend: dict, ia: int, ib: int, bonus_a: int, bonus_b: int,
                 ev: list[Event]) -> None:
    """§4.1 attack 進攻: the smaller total collects both intents; a tie per ``attack_tie`` (I-9)."""
    a, b = pend["actor"], pend["target"]
    ca, cb = pend["card_a"], pend["card_b"]
    r = st.data["r"]
    totals = []
    for s, i, src, bonus in ((a, ia, pend["src_a"], bonus_a), (b, ib, pend["src_b"], bonus_b)):
        att, _, eq, _ = rules.source_terms(st, s, src, ev)
        if pend["same"]:  # 劇牌 basic R7: (身份×意圖)＋回合
            idv = identity_value(st, s)
            parts = [("", "id", idv), ("×", "i", i), ("+", "r", r)] + att
            total = idv * i + r + eq
        else:  # basic R5: 回合×意圖＋質量×武器
            parts = [("", "r", r), ("×", "i", i)] + att
            total = r * i + eq
        if bonus:
            parts.append(("+", "b", bonus))
            total += bonus
        formula(ev, "attack_total", s, parts, total)
        totals.append(total)
    ta, tb = totals
    if ta < tb:
        rules._collect_both(st, a, ca, cb, ev)
    elif tb < ta:
        rules._collect_both(st, b, ca, cb, ev)
    else:  # tie, option attack_tie (I-9)
        tie = st.options["attack_tie"]
        msg(ev, N("Log", "The totals are equal."))
        if tie == "each_own":
            rules.collect(st, a, ca, ev)
            rules.collect(st, b, cb, ev)
        elif tie == "actor_collects":
            rules._collect_both(st, a, ca, cb, ev)
        else:
            rules.to_discard(st, ca, ev)
            rules.to_discard(st, cb, ev)
    rules.consume_source(st, a, pend["src_a"], ev)
    rules.consume_source(st, b, pend["src_b"], ev)


def score_defense(rules: Duel, st: GameState, pend: dict, ia: int, ib: int, bonus_a: int, bonus_b: int,
                  ev: list[Event]) -> None:
    """§4.2 defense 防守 (I-10, I-11, I-43): if L > F the defense becomes an attack and F collects both."""
    a, b = pend["actor"], pend["target"]
    ca, cb = pend["card_a"], pend["card_b"]
    r = st.data["r"]
    actor_defends = st.options["defense_mode"] == "actor_defends"
    # F: the attacking side; L: the defending side (§4.2).
    fs, fi, fb, ls, li, lsrc, lb = (b, ib, bonus_b, a, ia, pend["src_a"], bonus_a) if actor_defends \
        else (a, ia, bonus_a, b, ib, pend["src_b"], bonus_b)
    if pend["same"]:  # basic R7 (I-11): 身份+意圖：回合＋意圖
        idv = identity_value(st, fs)
        if st.options["same_identity_defense_former"] == "max":
            f_total = max(idv + fi, r + fi) + fb
            expr = "max(id+i,r+i)"
        else:
            f_total = (idv + fi) + (r + fi) + fb
            expr = "(id+i)+(r+i)"
        inputs = [("id", idv), ("r", r), ("i", fi)]
        if fb:
            expr += "+b"
            inputs.append(("b", fb))
        ev.append(FormulaResolved("defense_former", fs, expr, tuple(inputs), f_total))
    else:
        f_total = r + fi + fb
        formula(ev, "defense_former", fs, [("", "r", r), ("+", "i", fi)] + ([("+", "b", fb)] if fb else []), f_total)
    _, dparts, _, wv = rules.source_terms(st, ls, lsrc, ev)
    l_total = wv + li + lb
    parts = (dparts if dparts else [("", "Wv", 0)]) + [("+", "i", li)] + ([("+", "b", lb)] if lb else [])
    formula(ev, "defense_latter", ls, parts, l_total)
    if l_total > f_total:
        msg(ev, N("Log", "The defense becomes an attack: {name} collects both cards."), fs,
            name=st.seats[fs]["name"])
        rules._collect_both(st, fs, ca, cb, ev, say=False)
    elif l_total == f_total:
        # I-10 "ties favour the actor": defense_tie names who collects, also with defense_mode=actor_defends
        # (issue 17 defect 6; before, ties there went to the other side than the option's name)
        rules._collect_both(st, a if st.options["defense_tie"] == "actor_collects" else b, ca, cb, ev)
    else:
        rules._collect_both(st, ls, ca, cb, ev)
    rules.consume_source(st, ls, lsrc, ev)


def score_discard(rules: Duel, st: GameState, pend: dict, ia: int, ib: int, bonus_a: int, bonus_b: int,
                  ev: list[Event]) -> None:
    """§4.4 discard 丟棄, different identities (basic R5, I-15): intent > target's quality takes the weapon."""
    a, b = pend["actor"], pend["target"]
    ca = pend["card_a"]
    qb = st.zones[z(b, "quality")].cards
    q = value(st, qb[0]) if qb else 0
    formula(ev, "discard_intent", a, [("", "i", ia)], ia)
    formula(ev, "discard_quality", b, [("", "q", q)], q)
    if ia > q:  # success
        for c in list(st.zones[z(b, "weapon")].cards):
            rules.to_discard(st, c, ev)
        pdata(st, b)["uses"] = 0
        pdata(st, b)["weapon_mod"] = 0
        msg(ev, N("Log", "The discard succeeds: {name} loses the weapon."), b, name=st.seats[b]["name"])
        if st.options["discard_success_card"] == "target_collects":
            rules.collect(st, b, ca, ev)
        else:
            rules.to_discard(st, ca, ev)
        layer_of(st).became_unarmed(rules, st, b, ev)
    else:
        msg(ev, N("Log", "The discard fails: the intent card is discarded."), a)
        rules.to_discard(st, ca, ev)


def score_discard_same(rules: Duel, st: GameState, pend: dict, ia: int, ib: int, bonus_a: int,
                       bonus_b: int, ev: list[Event]) -> None:
    """§4.4 discard 丟棄, same identity (basic R7, I-16): id×i+r+EQ against the target's bare intent."""
    a, b = pend["actor"], pend["target"]
    ca, cb = pend["card_a"], pend["card_b"]
    r = st.data["r"]
    att, _, eq, _ = rules.source_terms(st, a, pend["src_a"], ev)
    idv = identity_value(st, a)
    parts = [("", "id", idv), ("×", "i", ia), ("+", "r", r)] + att + ([("+", "b", bonus_a)] if bonus_a else [])
    total = idv * ia + r + eq + bonus_a
    formula(ev, "discard_attack", a, parts, total)
    formula(ev, "discard_intent", b, [("", "i", ib)], ib)
    if total > ib:  # success
        for c in (ca, cb):
            if c is not None:
                rules.collect(st, b, c, ev)
        for slot in ("quality", "weapon"):
            for c in list(st.zones[z(b, slot)].cards):
                rules.to_discard(st, c, ev)
        pdata(st, b)["uses"] = 0
        pdata(st, b)["weapon_mod"] = 0
        msg(ev, N("Log", "The discard succeeds: {name} loses the equipment."), b, name=st.seats[b]["name"])
        layer_of(st).became_unarmed(rules, st, b, ev)
    else:
        msg(ev, N("Log", "The discard fails."), a)
        rules.to_discard(st, ca, ev)
        if cb is not None:
            rules.to_hand(st, b, cb, ev)
    rules.consume_source(st, a, pend["src_a"], ev)


Scorer = Callable[["Duel", GameState, dict, int, int, int, int, list[Event]], None]
SCORERS: dict[str, Scorer] = {"attack": score_attack, "defense": score_defense,
                              "discard": score_discard, "discard_same": score_discard_same}
