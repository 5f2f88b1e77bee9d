"""Normal's rules of thumb for the 劇牌 advanced layer (rules/jupai.md §7), read from one seat's ``Obs``.

What the seat can know of the advanced terms, and how it uses them:

* its own situation cards (trigger, risk, benefit, effect, strategy) are known to it: the trigger check
  (§7.3), the adjustment with its cap (§7.4) and the bonus (§7.5) are computed with the engine's own
  helpers (``advanced._adjust``, ``advanced._bonus``, ``advanced.situation_value``) on the Obs, which has
  the ``zones``/``data``/``options`` those helpers read;
* an opted-in opponent's risk and benefit lie face up (§7.2), its effect is face up while it is unarmed
  and its trigger once used this round: its adjustment and bonus are computed the same way when the cards
  are visible, with the trigger at the pool's median otherwise;
* the forced situations (§7.6) are checked in the configured precedence for every value the opponent's
  intent may take: cooperation (void, both intents and strategies discarded), trade (scored with base
  intents), plunder (scored with base intents, then the plunderer takes the victim's best hand card) and
  forced discard (the qualifying intent and strategy discarded, a weapon drawn, void for the other).

The scores are, as in ``policy.basic``, expected changes of burden (own shed +1, a rival loaded +λ).
"""

from __future__ import annotations

from typing import Any

from .. import advanced as adv
from ..actions import Act, Purge, Respond

_NOEV: list = []  # formula events of the helpers are thrown away


def _ev() -> list:
    _NOEV.clear()
    return _NOEV


def _zid(seat: int, name: str) -> str:
    return f"P{seat + 1}.{name}"


def _one(obs, seat: int, name: str):
    c = obs.cards(_zid(seat, name))
    return c[0] if c else None


def v10(obs, card) -> int:
    return min(obs.value(card), 10) if card is not None else 0


def participant(obs, s: int) -> bool:
    """Opted in this round (§7.2); ``obs.memo['opt']`` overrides it when the OptIn decision weighs both."""
    over = obs.memo.get("opt")
    if over is not None and over[0] == s:
        return over[1]
    return bool(obs.data["players"][s].get("opted_in"))


def unarmed(obs, s: int) -> bool:
    return not obs.count(_zid(s, "quality")) and not obs.count(_zid(s, "weapon"))


class Side:
    """One duelist's advanced terms as far as the seat knows them (None where unknown)."""

    __slots__ = ("seat", "on", "T", "B", "R", "Bn", "Rn", "E", "eff", "s", "n_strat", "unarmed", "full")

    # None where the seat cannot know them; the methods check (``full``, ``None in …``) before they compute,
    # which a type checker cannot follow: hence Any.
    T: Any
    B: Any
    R: Any
    Bn: Any
    Rn: Any
    E: Any

    def __init__(self, obs, s: int, median: int) -> None:
        self.seat = s
        self.on = participant(obs, s)
        trig = _one(obs, s, "trigger")
        ben, risk = _one(obs, s, "benefit"), _one(obs, s, "risk")
        self.eff = _one(obs, s, "effect")
        self.T = v10(obs, trig) if trig is not None else min(median, 10)
        self.Bn, self.Rn = (v10(obs, ben) if ben is not None else None), (v10(obs, risk) if risk is not None else None)
        self.B = adv.situation_value(obs, ben) if ben is not None else None
        self.R = adv.situation_value(obs, risk) if risk is not None else None
        self.E = obs.value(self.eff) if self.eff is not None else None
        sc = _one(obs, s, "strategy")
        self.n_strat = obs.count(_zid(s, "strategy"))
        self.s = obs.value(sc) if sc is not None else (median if self.n_strat else 0)
        self.unarmed = unarmed(obs, s)
        # the helpers need every card they read: own seat always, an opponent when the cards are face up
        self.full = self.on and None not in (ben, risk) and self.eff is not None

    def plunder_excess(self, r: int, i: int) -> int | None:
        """§7.6 plunder: S(risk)×S(benefit) − r×i with the base intent (> 0: fires)."""
        if not self.on or self.B is None or self.R is None:
            return None
        return self.R * self.B - r * i

    def forced_discard(self) -> bool:
        """§7.6 forced discard: unarmed, a strategy held, s×E > S(risk)×S(benefit)."""
        if not self.on or not self.unarmed or not self.n_strat or None in (self.E, self.B, self.R):
            return False
        return self.s * self.E > self.R * self.B

    def adjusted(self, obs, i: int, with_bonus: bool) -> tuple[int, int]:
        """(i1, bonus) of §7.3–§7.5 for base intent ``i`` (no forced situation)."""
        if not self.full:
            return i, 0
        x = i * self.T
        inf = {"i": i, "x": x, "B": self.B, "R": self.R, "ok_b": x > self.B, "ok_r": x > self.R}
        if not (inf["ok_b"] or inf["ok_r"]):
            return i, 0
        i1 = adv._adjust(obs, self.seat, inf, _ev())
        bonus = adv._bonus(obs, self.seat, inf, i1, _ev()) if with_bonus else 0
        return i1, bonus


def _dist(pool, k: int) -> list[tuple[int, float]]:
    """P(opponent's intent = x) for the best-of-k mixture of ``Pool.le``."""
    out, prev = [], 0.0
    for x in range(pool.top + 1):
        c = pool.le(x, k)
        if c - prev > 1e-9:
            out.append((x, c - prev))
        prev = c
    return out


def forced_first(obs, me: Side, op: Side, actor: int, r: int, i_me: int, x_op: int):
    """The forced situation that fires (§7.6, option forced_precedence), as (name, who) or None."""
    if not (me.on or op.on):
        return None
    for name in obs.options["forced_precedence"]:
        if name == "cooperation":
            if me.on and op.on and op.Bn is not None and (me.Bn == op.Bn or me.Rn == op.Rn):
                return ("cooperation", None)
        elif name == "trade":
            if me.on and op.on and op.Bn is not None and obs.options["trade_condition"] != "margin":
                top = max(me.Bn, op.Bn)
                if i_me * me.T > top or x_op * op.T > top:
                    return ("trade", None)
        elif name == "plunder":
            ex = {}
            for side, i in ((me, i_me), (op, x_op)):
                e = side.plunder_excess(r, i)
                if e is not None and e > 0:
                    ex[side.seat] = e
            if ex:
                return ("plunder", max(ex, key=lambda s: (ex[s], s == actor)))
        elif name == "discard":
            who = [s.seat for s in (me, op) if s.forced_discard()]
            if who:
                return ("discard", who)
    return None


def duel_score(pol, obs, me: int, op: int, me_actor: bool, kind: str, i: int, source: str, pool, k_op: int,
               lam: float, same: bool, r: int) -> tuple[float, float, float]:
    """Expected score of a duel with advanced terms: (score without card cost, P(win), P(forced))."""
    med = pool.quant[1]
    mine, theirs = Side(obs, me, med), Side(obs, op, med)
    actor = me if me_actor else op
    att, wv, gain = pol.own_eq(obs, me, source)
    if kind == "attack":
        op_eq = pol.eq_dist(obs, op, pool)
    elif me_actor:
        op_eq = pol.wv_dist(obs, op, pool)  # the target must use a weapon source (§4.2)
    else:
        op_eq = [(0, 1.0)]
    id_me, id_op = pol._idv(obs, me), pol._idv(obs, op)
    # hand cards left after the commitments (the actor's card is already in its play zone when I answer)
    op_hand = obs.count(_zid(op, "hand")) - (1 if me_actor else 0) > 0
    my_hand = obs.count(_zid(me, "hand")) - 1 > 0
    i1_me, b_me = mine.adjusted(obs, i, True) if mine.on else (i, 0)
    tie_rule = obs.options["attack_tie"]
    sum_former = obs.options["same_identity_defense_former"] != "max"

    def former(idv, x):
        if same:
            return (idv + x) + (r + x) if sum_former else max(idv + x, r + x)
        return r + x

    def result(ia_me, bm, xo, bo) -> tuple[float, float]:
        """(d_me, d_op) of the scored §4 formula: +1 for the one who collects both, −1 for the other."""
        dm = do = 0.0
        for eq, w in op_eq:
            if kind == "attack":
                tm = (id_me * ia_me + r if same else r * ia_me) + att + bm
                to = (id_op * xo + r if same else r * xo) + eq + bo
                if tm > to:
                    dm -= w; do += w
                elif tm < to:
                    dm += w; do -= w
                elif tie_rule == "actor_collects":
                    dm += w if me_actor else -w; do += -w if me_actor else w
                elif tie_rule == "both_discard":
                    dm -= w; do -= w
            else:
                if me_actor:
                    f, lt = former(id_me, ia_me) + bm, eq + xo + bo
                else:
                    f, lt = former(id_op, xo) + bo, wv + ia_me + bm
                latter_wins = lt > f or (lt == f and obs.options["defense_tie"] == "actor_collects")
                me_latter = not me_actor
                if latter_wins == me_latter:
                    dm -= w; do += w
                else:
                    dm += w; do -= w
        return dm, do

    score = p_win = p_forced = 0.0
    for x, p in _dist(pool, k_op):
        f = forced_first(obs, mine, theirs, actor, r, i, x)
        scored = True
        if f is None:
            x1, b_op = theirs.adjusted(obs, x, True) if theirs.on else (x, 0)
            dm, do = result(i1_me, b_me, x1, b_op)
        else:
            p_forced += p
            name, who = f
            if name == "cooperation":  # void; both intents and every strategy discarded (§7.6)
                dm = -1.0 - (1.0 if mine.n_strat else 0.0)
                do = -1.0 - (1.0 if theirs.n_strat else 0.0)
                scored = False
            elif name == "discard":  # the qualifying duelist sheds intent and strategy, draws a weapon
                dm = -1.0 if me in who else 0.0
                do = -1.0 if op in who else 0.0
                scored = False
            else:  # trade or plunder: the §4 formula with base intents
                dm, do = result(i, 0, x, 0)
                if name == "plunder":
                    if who == me and op_hand:
                        dm += 1.0 - (1.0 if mine.n_strat and source != "strat" else 0.0)
                        do -= 1.0
                    elif who == op and my_hand:
                        dm -= 1.0
                        do += 1.0 - (1.0 if theirs.n_strat else 0.0)
        if dm < 0:
            p_win += p
        score += p * (-dm + lam * do + (gain if scored else 0.0))
    return score, p_win, p_forced


def discard_adjust(pol, obs, me: int, i: int, r: int, target: int) -> tuple[int, float]:
    """Different-identity discard as a participant: (adjusted intent, extra score of a forced situation)."""
    mine = Side(obs, me, 7)
    if not mine.on:
        return i, 0.0
    ex = mine.plunder_excess(r, i)
    if ex is not None and ex > 0 and "plunder" in obs.options["forced_precedence"]:
        # scored with the base intent, then the target's best hand card comes to me (+1), my strategy goes
        extra = -(1.0 - (1.0 if mine.n_strat else 0.0)) if obs.count(_zid(target, "hand")) else 0.0
        return i, extra
    if mine.forced_discard():
        return -1, 0.0  # my intent and strategy discarded, a weapon drawn: the action is void
    return mine.adjusted(obs, i, False)[0], 0.0


def purge_intent(obs, me: int, i: int) -> int:
    """§7.2: a participant's purge intent is adjusted too (no bonus, §7.5)."""
    mine = Side(obs, me, 7)
    return mine.adjusted(obs, i, False)[0] if mine.on else i


# -- opting in (§7.2) ----------------------------------------------------------------------------------
def round_value(pol, obs, me: int, pool) -> float:
    """What this round's duels are worth to ``me`` as it stands: its best own action plus the answers
    it may have to give (each other player targets someone once a round)."""
    d = obs.data
    nature = d.get("nature")
    hand = obs.cards(_zid(me, "hand"))
    if not hand:
        return 0.0
    r = d.get("r") or 0
    srcs = ["none"]
    eff = _one(obs, me, "effect")
    if obs.count(_zid(me, "strategy")) and eff is not None and unarmed(obs, me):
        srcs.append("strat")
    if obs.count(_zid(me, "temp")):
        srcs.append("temp")
    others = [b for b in range(obs.nseats) if b != me and d["players"][b]["status"] == "active"
              and not d["players"][b].get("abandoned")]
    if nature == "supply":
        return max(pol._score(obs, Purge(me, c), pool, me, d).score for c in hand)
    acts = []
    for b in others:
        if nature in ("attack", "defense"):
            if not obs.count(_zid(b, "hand")):
                continue
            ss = srcs if nature == "attack" else ["none"]
        elif nature == "discard":
            if not obs.count(_zid(b, "weapon")) or pol._same(obs, me, b):
                continue
            ss = ["none"]
        else:
            continue
        acts += [Act(me, c, b, src) for c in hand for src in ss]
    best = max((pol._score(obs, a, pool, me, d).score for a in acts), default=0.0)
    if nature not in ("attack", "defense"):
        return best
    answers = []
    rsrcs = srcs if nature == "attack" else ([s for s in srcs if s != "none"] or ["none"])
    for b in others:
        if not obs.count(_zid(b, "hand")):
            continue
        fake = dict(d, pending={"kind": nature, "actor": b, "target": me, "responder": me,
                                "same": pol._same(obs, b, me)})
        answers.append(max(pol._score(obs, Respond(me, c, src), pool, me, fake).score for c in hand for src in rsrcs))
    if answers:
        best += sum(answers) / len(answers)
    return best


def opt_in_gain(pol, obs, me: int, pool) -> float:
    """The round's value opted in minus its value staying out (§7.2–§7.6)."""
    saved = obs.memo.get("opt")
    try:
        obs.memo["opt"] = (me, True)
        yes = round_value(pol, obs, me, pool)
        obs.memo["opt"] = (me, False)
        no = round_value(pol, obs, me, pool)
    finally:
        if saved is None:
            obs.memo.pop("opt", None)
        else:
            obs.memo["opt"] = saved
    return yes - no
