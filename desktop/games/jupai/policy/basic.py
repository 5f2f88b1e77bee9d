"""The Normal level's rules of thumb for 劇牌 (rules/jupai.md §3–§6): score every legal action from one seat's knowledge.

Everything here reads an ``Obs``: the seat's PlayerView, or — inside Hard's
playouts — a sampled GameState seen through that seat's eyes (hidden cards are
skipped exactly as the view would skip them).  The scores estimate the change of
burden 負擔 (the number the game is won on, §6) that an action brings:
shedding one's own burden counts +1 a card, loading a rival −λ a card, and a
small price is put on spending a high card that later duels would want.
Opponents' hidden cards are estimated from the pool of unknown card values.
"""

from __future__ import annotations

import math
import sys
from typing import Any

from ....core import cards as deckmod
from ....core.errors import QT_TRANSLATE_NOOP
from ....core.moves import plays
from ....core.state import GameState
from . import advanced as advp

N = QT_TRANSLATE_NOOP

CARD_COST = 0.08      # burden-equivalent price of one point of card value spent now rather than later
RIVAL_WEIGHT = 0.35   # a card loaded on a rival is worth this much of a card shed by oneself …
LEADER_WEIGHT = 0.30  # … plus this much more if the rival is the one closest to going out
REARM_ROUNDS = 3      # rearm only with at least this many round cards still to flip (§5.3)
USE_CREDIT = 0.25     # credit for a use that brings the equipment closer to being used up (§5.2)
WAY3_MIN = 3          # 重洗 way 3: turn at least this many collected cards back into hand cards (§8 gesture 2)
BEST_SHARE = 0.5      # an opponent's hidden intent: the best of its hand this often, else any card of it
TEMP_REFILL = 0.5     # advanced: a card drawn by the TEMP refill is worth this much back while rounds remain
OPT_MIN = -0.3        # advanced: opt in unless the round's expected value drops by more than this (§7.2)


def chance_step(p: float) -> int:
    """A chance in the words a player uses: 0 sure, 1 likely, 2 either way, 3 unlikely, 4 no chance.

    "Sure" and "no chance" only when no card the others may hold changes it, so the reason, told once the
    cards are shown, is never contradicted by them."""
    if p >= 0.999:
        return 0
    if p >= 0.65:
        return 1
    if p >= 0.35:
        return 2
    if p > 0.001:
        return 3
    return 4


# The reasons of the duel moves (§4), one sentence per chance step.
ATTACK = (N("Bots", "attacks {target} with {card}: sure to win the duel"),
          N("Bots", "attacks {target} with {card}: likely to win the duel"),
          N("Bots", "attacks {target} with {card}: the duel could go either way"),
          N("Bots", "attacks {target} with {card}: unlikely to win the duel"),
          N("Bots", "attacks {target} with {card}: the duel cannot be won, so a low card goes"))
DEFENSE_ROUND = (N("Bots", "defense round against {target} with {card}: its total is sure to hold"),
                 N("Bots", "defense round against {target} with {card}: its total will likely hold"),
                 N("Bots", "defense round against {target} with {card}: its total may or may not hold"),
                 N("Bots", "defense round against {target} with {card}: its total will likely be beaten"),
                 N("Bots", "defense round against {target} with {card}: its total will be beaten, so a low card goes"))
DISCARD = (N("Bots", "discard round against {target} with {card}: sure to beat its quality card"),
           N("Bots", "discard round against {target} with {card}: likely to beat its quality card"),
           N("Bots", "discard round against {target} with {card}: may beat its quality card"),
           N("Bots", "discard round against {target} with {card}: unlikely to beat its quality card"),
           N("Bots", "discard round against {target} with {card}: cannot beat its quality card, but the card leaves its hand"))
ANSWER_ATTACK = (N("Bots", "answers the attack with {card}: sure to win the duel"),
                 N("Bots", "answers the attack with {card}: likely to win the duel"),
                 N("Bots", "answers the attack with {card}: the duel could go either way"),
                 N("Bots", "answers the attack with {card}: unlikely to win the duel"),
                 N("Bots", "answers the attack with {card}: the duel cannot be won, so a low card goes"))
ANSWER_DEFENSE = (N("Bots", "defends with {card}: sure to beat the attacker's total"),
                  N("Bots", "defends with {card}: likely to beat the attacker's total"),
                  N("Bots", "defends with {card}: may beat the attacker's total"),
                  N("Bots", "defends with {card}: unlikely to beat the attacker's total"),
                  N("Bots", "defends with {card}: the attacker's total cannot be beaten, so a low card goes"))
SITUATION_ACT = (N("Bots", "{nature} against {target} with {card}: counting the situation cards, sure to shed the cards"),
                 N("Bots", "{nature} against {target} with {card}: counting the situation cards, likely to shed the cards"),
                 N("Bots", "{nature} against {target} with {card}: counting the situation cards, it could go either way"),
                 N("Bots", "{nature} against {target} with {card}: counting the situation cards, unlikely to shed the cards"),
                 N("Bots", "{nature} against {target} with {card}: counting the situation cards, it cannot be won, so a low card goes"))
SITUATION_ANSWER = (N("Bots", "answers the {nature} with {card}: counting the situation cards, sure to come out ahead"),
                    N("Bots", "answers the {nature} with {card}: counting the situation cards, likely to come out ahead"),
                    N("Bots", "answers the {nature} with {card}: counting the situation cards, it could go either way"),
                    N("Bots", "answers the {nature} with {card}: counting the situation cards, unlikely to come out ahead"),
                    N("Bots", "answers the {nature} with {card}: counting the situation cards, it cannot be won, so a low card goes"))


class Obs:
    """One seat's knowledge: from a PlayerView, or from a GameState filtered by that seat's visibility."""

    __slots__ = ("seat", "zones", "data", "options", "seats", "nseats", "_full", "_unknown", "_vals", "_burdens", "reasons", "memo")

    def __init__(self, src, seat: int | None = None, unknown: list[str] | None = None) -> None:
        self._full = isinstance(src, GameState)
        self.seat = seat if self._full else src.seat
        self.zones = src.zones
        self.data = src.data
        self.options = src.options
        self.seats = src.seats  # the advanced helpers name the seat in their (discarded) log lines
        self.nseats = len(src.seats)
        self._unknown: list[str] | None = None if self._full else src.unknown
        self._vals: list[int] | None = None
        self._burdens: list[int] | None = None
        self.memo: dict = {}
        self.reasons = True  # False in playouts: skip the figures that only the reason shows

    def burdens(self) -> list[int]:  # (a sampled state's counts are those of the whole table)
        if self._burdens is None:
            self._burdens = [burden_of(self, s) for s in range(self.nseats)]
        return self._burdens

    def cards(self, zid: str) -> list[str]:
        zone = self.zones.get(zid)
        if zone is None:
            return []
        if self._full:
            seat = self.seat
            return [c for c in zone.cards if zone.visible_to(c, seat)]
        return [c for c in zone.cards if c is not None]

    def count(self, zid: str) -> int:
        zone = self.zones.get(zid)
        return len(zone.cards) if zone is not None else 0

    def value(self, card: str) -> int:
        o = self.options
        key = (card, o["small_joker_value"], o["big_joker_value"], o["blank_value"])
        v = _VALUES.get(key)
        if v is None:
            v = _VALUES[key] = deckmod.value(card, *key[1:])
        return v

    def intent(self, card: str) -> int:
        parts = self.data.get("bonus", {}).get(card)
        return self.value(card) + (sum(parts.values()) if parts else 0)

    def unknown_values(self) -> list[int]:
        if self._vals is None:
            if self._full:
                seat = self.seat
                unk: list = []
                for zone in self.zones.values():
                    if not zone.cards:
                        continue
                    vis, over = zone.visibility, zone.overrides
                    if not over:
                        if vis == "hidden" or (vis == "owner" and zone.owner != seat):
                            unk += zone.cards
                        continue
                    unk += [c for c in zone.cards if not zone.visible_to(c, seat)]
            else:
                unk = self._unknown or []
            value = self.value
            self._vals = sorted(value(c) for c in unk) or [7]
        return self._vals


_VALUES: dict = {}
_ZIDS = {(s, n): f"P{s + 1}.{n}" for s in range(6) for n in (
    "identity", "hand", "quality", "weapon", "collected", "play", "trigger", "risk", "benefit", "effect",
    "strategy", "temp")}


def zid(seat: int, name: str) -> str:
    return _ZIDS.get((seat, name)) or f"P{seat + 1}.{name}"


# -- estimates of hidden values ---------------------------------------------------------------
class Pool:
    """The distribution of an unknown card's value, and of the best of k unknown cards."""

    def __init__(self, values: list[int]) -> None:
        n = len(values)
        top = max(values[-1], 0) + 1
        counts = [0] * (top + 1)
        for v in values:
            counts[max(v, 0)] += 1
        cdf, acc = [], 0
        for c in counts:
            acc += c
            cdf.append(acc / n)
        self.cdf = cdf
        self.top = top
        self.quant = [values[min(n - 1, int(n * f))] for f in (1 / 6, 0.5, 5 / 6)]
        self.mean = sum(values) / n

    def le(self, x: int, k: int = 1) -> float:
        """P(an opponent's intent from k unknown cards ≤ x): the best of them (share BEST_SHARE) or any one."""
        if k <= 0:
            return 1.0
        if x < 0:
            return 0.0
        if x >= self.top:
            return 1.0
        f = self.cdf[x]
        return BEST_SHARE * f ** k + (1.0 - BEST_SHARE) * f

    def expect_max(self, k: int) -> float:
        if k <= 0:
            return 0.0
        return sum(1.0 - self.le(x, k) for x in range(self.top))


def _card_values(obs: Obs, zname: str, seat: int, pool: Pool) -> list[tuple[int, float]]:
    """(value, weight) of the one card in a seat's slot: exact if visible, else the pool's quantiles."""
    known = obs.cards(zid(seat, zname))
    if known:
        return [(obs.value(known[0]), 1.0)]
    return [(q, 1 / 3) for q in pool.quant]


def _has(obs: Obs, seat: int, zname: str) -> bool:
    return obs.count(zid(seat, zname)) > 0


def weapon_usable(obs: Obs, seat: int) -> bool:
    p = obs.data["players"][seat]
    return _has(obs, seat, "weapon") and p.get("weapon_from", 0) <= obs.data["round_no"]


def _cached(fn):
    def wrapper(obs, *args):
        key = (fn.__name__,) + args[:-1] if args and isinstance(args[-1], Pool) else (fn.__name__,) + args
        m = obs.memo
        if key not in m:
            m[key] = fn(obs, *args)
        return m[key]
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper


@_cached
def eq_dist(obs: Obs, seat: int, pool: Pool) -> list[tuple[int, float]]:
    """Attack equipment term q×w of a seat that brings its equipment (§5.4), as (value, weight)."""
    if not (_has(obs, seat, "quality") and weapon_usable(obs, seat)):
        if obs.options["mode"] == "advanced":
            return _adv_eq_dist(obs, seat, pool)
        return [(0, 1.0)]
    mod = obs.data["players"][seat].get("weapon_mod", 0)
    return [(q * max(0, w + mod), wq * ww) for q, wq in _card_values(obs, "quality", seat, pool)
            for w, ww in _card_values(obs, "weapon", seat, pool)]


def _adv_eq_dist(obs: Obs, seat: int, pool: Pool) -> list[tuple[int, float]]:
    """An opponent without usable equipment may still attack with STRAT (E×s) or TEMP (§5.4): the hidden
    card at the pool's quantiles, the visible one exact; an attacker brings the stronger of the two."""
    quant = [(q, 1 / 3) for q in pool.quant]
    opts = []
    eff = obs.cards(zid(seat, "effect"))
    if _has(obs, seat, "strategy") and eff and not _has(obs, seat, "quality") and not _has(obs, seat, "weapon"):
        e = obs.value(eff[0])
        opts.append([(e * sv, w) for sv, w in quant])
    if _has(obs, seat, "temp") and not (_has(obs, seat, "quality") and weapon_usable(obs, seat)):
        if weapon_usable(obs, seat):
            mod = obs.data["players"][seat].get("weapon_mod", 0)
            opts.append([(tv * max(0, w + mod), tw * ww) for tv, tw in quant
                         for w, ww in _card_values(obs, "weapon", seat, pool)])
        elif _has(obs, seat, "quality"):
            opts.append([(q * tv, qw * tw) for tv, tw in quant for q, qw in _card_values(obs, "quality", seat, pool)])
        else:
            opts.append([(tv * tv, tw) for tv, tw in quant])
    if not opts:
        return [(0, 1.0)]
    return max(opts, key=lambda dist: sum(v * w for v, w in dist))


@_cached
def wv_dist(obs: Obs, seat: int, pool: Pool) -> list[tuple[int, float]]:
    """Defense weapon value Wv of a seat that must use its weapon (§4.2)."""
    if weapon_usable(obs, seat) and _has(obs, seat, "quality"):
        mod = obs.data["players"][seat].get("weapon_mod", 0)
        return [(max(0, w + mod), ww) for w, ww in _card_values(obs, "weapon", seat, pool)]
    if _has(obs, seat, "strategy") or _has(obs, seat, "temp"):  # advanced sources: a card of unknown value
        return [(q, 1 / 3) for q in pool.quant]
    return [(0, 1.0)]


def burden_of(obs: Obs, seat: int) -> int:
    return sum(obs.count(zid(seat, n)) for n in ("hand", "collected", "quality", "weapon", "strategy", "temp", "play"))


@_cached
def rival_weight(obs: Obs, b: int) -> float:
    me: Any = obs.seat  # the Obs of a deciding seat (never None here)
    others = [s for s in range(obs.nseats) if s != me and obs.data["players"][s]["status"] == "active"]
    if not others:
        return RIVAL_WEIGHT
    bs = obs.burdens()
    best = min(bs[s] for s in others)
    return RIVAL_WEIGHT + (LEADER_WEIGHT if bs[b] <= best else 0.0)


def capacity(q: int) -> int:
    return 1 if q <= 4 else 2 if q <= 8 else 3


def equip_use_gain(obs: Obs, seat: int) -> float:
    """Burden gain of one more equipment use: 2 cards when it uses the equipment up (§5.2)."""
    qc = obs.cards(zid(seat, "quality"))
    if not qc:
        return 0.0
    cap = capacity(obs.value(qc[0]))
    uses = obs.data["players"][seat].get("uses", 0)
    return 2.0 if uses + 1 >= cap else USE_CREDIT


def own_eq(obs: Obs, seat: int, source: str) -> tuple[int, int, float]:
    """(attack term, defense term, burden gain) of one's own weapon source (§5.4)."""
    if source == "none":
        return 0, 0, 0.0
    if source == "equip":
        qc, wc = obs.cards(zid(seat, "quality")), obs.cards(zid(seat, "weapon"))
        if not qc or not wc:
            return 0, 0, 0.0
        q = obs.value(qc[0])
        w = max(0, obs.value(wc[0]) + obs.data["players"][seat].get("weapon_mod", 0))
        return q * w, w, equip_use_gain(obs, seat)
    if source == "strat":  # advanced: effect × strategy; the strategy card goes (−1 burden)
        e, s_ = obs.cards(zid(seat, "effect")), obs.cards(zid(seat, "strategy"))
        ev = obs.value(e[0]) if e else 0
        sv = obs.value(s_[0]) if s_ else 0
        return ev * sv, sv, 1.0
    if source == "temp":  # advanced: the time-limited card fills the missing role; it goes, slots are refilled
        return temp_terms(obs, seat)
    return 0, 0, 0.0


def temp_terms(obs: Obs, seat: int) -> tuple[int, int, float]:
    """TEMP (§5.4, I-36, I-44): its three cases, and the burden it sheds: the card goes (+1), each empty
    slot is refilled (−1 each, not in the final round), and a refill that ends the unarmed period takes an
    unused strategy card with it (+1, §5.3); a fresh weapon is worth TEMP_REFILL of a card when rounds
    remain to use it up, and a time-limited card kept to the end stays burden."""
    tc = obs.cards(zid(seat, "temp"))
    tv = obs.value(tc[0]) if tc else 0
    qc, wc = obs.cards(zid(seat, "quality")), obs.cards(zid(seat, "weapon"))
    d = obs.data
    w_ok = bool(wc) and d["players"][seat].get("weapon_from", 0) <= d["round_no"]
    if w_ok:
        wv = max(0, obs.value(wc[0]) + d["players"][seat].get("weapon_mod", 0))
        att = tv * wv
    elif qc:
        att, wv = obs.value(qc[0]) * tv, tv
    else:
        att, wv = tv * tv, tv
    if d.get("final"):
        return att, wv, 1.0
    empty = (0 if qc else 1) + (0 if wc else 1)
    if obs.options["temp_refill"] == "one_card":
        empty = min(empty, 1)
    gain = 1.0 - empty
    if not qc and not wc and obs.count(zid(seat, "strategy")):
        gain += 1.0
    if empty and obs.count("table.rounds") >= REARM_ROUNDS - 1:
        gain += TEMP_REFILL * empty
    return att, wv, gain


# -- probabilities of duels ----------------------------------------------------------------------
def p_attack(total: int, r: int, k: int, eqs, pool: Pool) -> tuple[float, float]:
    """(P(win), P(tie)) of an attack total against r×X+EQ, X the best of k unknown cards (§4.1)."""
    win = tie = 0.0
    for eq, w in eqs:
        x = total - eq
        if r <= 0:
            if x > 0:
                win += w
            elif x == 0:
                tie += w
            continue
        lo = -(-x // r) - 1  # largest X with r×X < x
        p_lt = pool.le(lo, k)
        win += w * p_lt
        if x % r == 0:
            tie += w * (pool.le(x // r, k) - p_lt)
    return win, tie


def p_latter_wins(former: int, k: int, wvs, pool: Pool, offset: int = 0) -> float:
    """P(Wv + X > former) with X the best of k unknown cards (§4.2)."""
    return sum(w * (1.0 - pool.le(former - wv - offset, k)) for wv, w in wvs)


# -- the policy ------------------------------------------------------------------------------------
class Scored:
    __slots__ = ("score", "action", "reason", "args")

    def __init__(self, score: float, action, reason: str, args: dict) -> None:
        self.score, self.action, self.reason, self.args = score, action, reason, args


def _name(b: int) -> str:
    return f"P{b + 1}"


def _adv_duel(obs: Obs, me: int, b: int) -> bool:
    """The advanced terms matter in this duel: a duelist is opted in (§7.2) and the roles are the default ones."""
    return (obs.options["mode"] == "advanced" and obs.options["defense_mode"] == "target_defends"
            and (advp.participant(obs, me) or advp.participant(obs, b)))


def score_actions(obs: Obs, legal: list) -> list[Scored]:
    """Every legal action with its score and the rule that scored it (higher is better)."""
    d = obs.data
    me: Any = obs.seat  # the Obs of a deciding seat (never None here)
    pool = None
    out: list[Scored] = []
    memo: dict = {}
    for a in legal:
        kind = a.kind
        if kind in ("Act", "Respond", "Purge", "PlayOut", "TradeOffer"):
            key = (kind, obs.intent(a.card), getattr(a, "target", None), getattr(a, "source", None))
            if key in memo:
                s = memo[key]
                out.append(Scored(s.score, a, s.reason, dict(s.args, card=a.card)))
                continue
        if pool is None:
            pool = Pool(obs.unknown_values())
        s = _score(obs, a, pool, me, d)
        if kind in ("Act", "Respond", "Purge", "PlayOut", "TradeOffer"):
            memo[key] = s
        out.append(s)
    return out


def _score(obs: Obs, a, pool: Pool, me: int, d: dict) -> Scored:
    kind = a.kind
    r = d.get("r") or 0
    if kind == "Act":
        return _score_act(obs, a, pool, me, d, r)
    if kind == "Respond":
        return _score_respond(obs, a, pool, me, d, r)
    if kind == "Purge":
        i = obs.intent(a.card)
        if obs.options["mode"] == "advanced":
            i = advp.purge_intent(obs, me, i)  # §7.2: a participant's purge intent is adjusted too
        coll = obs.cards(zid(me, "collected"))
        mode = obs.options["supply_purge_limit"]
        if mode == "all":
            n = len(coll)
        elif mode == "value_sum":
            n, acc = 0, 0
            for v in sorted(obs.value(c) for c in coll):
                if acc + v > i:
                    break
                acc += v
                n += 1
        else:
            n = min(i, len(coll))
        return Scored(1 + n - CARD_COST * i, a, N("Bots", "purges with {card}: sheds it and {n} collected cards"),
                      {"card": a.card, "n": n})
    if kind == "PurgePick":
        return Scored(1 + obs.value(a.card) / 100, a, N("Bots", "clears {card} from its collected pile"),
                      {"card": a.card})
    if kind == "PurgeDone":
        return Scored(0.0, a, N("Bots", "stops clearing: nothing more to pick"), {})
    if kind == "Reequip":
        empty = 2 - obs.count(zid(me, "quality")) - obs.count(zid(me, "weapon"))
        uses = d["players"][me].get("uses", 0)
        return Scored(-empty - 0.2 - 0.5 * uses, a,
                      N("Bots", "re-equips: a fresh weapon for {n} more cards to shed"), {"n": empty})
    if kind == "Pass":
        return Scored(0.0, a, N("Bots", "passes: no move here lightens its hand"), {})
    if kind == "PlayOut":
        return Scored(-CARD_COST * obs.intent(a.card), a,
                      N("Bots", "plays out its lowest card {card}: nothing else is allowed"), {"card": a.card})
    if kind == "Rearm" and obs.options["mode"] == "advanced":
        # §7.1: unarmed, the effect and a strategy card replace the equipment (source STRAT), opting in becomes
        # possible (§7.2), and the two rearmed cards would be burden to use up (measured: rearming loses games)
        if a.accept:
            return Scored(-1.0, a, N("Bots", "rearms, although the effect and strategy cards could serve as the weapon"), {})
        return Scored(0.0, a, N("Bots", "stays unarmed: the effect and strategy cards serve as the weapon, without two more cards to shed"), {})
    if kind == "Rearm":
        left = obs.count("table.rounds")
        good = left >= REARM_ROUNDS
        if a.accept:
            return Scored(1.0 if good else -1.0, a,
                          N("Bots", "rearms: {n} round cards are left to use the weapon up") if good else
                          N("Bots", "rearms, although only {n} round cards are left to use it"), {"n": left})
        return Scored(0.0, a, N("Bots", "does not rearm: with {n} round cards left, two more cards would stay in its hand"),
                      {"n": left})
    if kind == "OptIn":
        gain = obs.memo.get("opt_gain")
        if gain is None:
            gain = obs.memo["opt_gain"] = advp.opt_in_gain(_POLICY, obs, me, pool)
        if a.accept:
            return Scored(gain - OPT_MIN, a,
                          N("Bots", "joins the situation: its trigger, benefit and risk help it in this round's duels") if gain > 0 else
                          N("Bots", "joins the situation: it costs little in this round's duels") if gain > OPT_MIN else
                          N("Bots", "joins the situation, although that costs it in this round's duels"), {})
        return Scored(0.0, a,
                      N("Bots", "stays out of the situation: joining would cost it in this round's duels") if gain <= OPT_MIN else
                      N("Bots", "stays out of the situation: joining would hardly help"), {})
    if kind == "TradeOffer":
        return Scored(-CARD_COST * obs.intent(a.card), a,
                      N("Bots", "offers {card} in the forced trade: the card it will miss least"),
                      {"card": a.card})
    if kind == "TradeChoice":
        return _score_trade_choice(obs, a, pool, me, d)
    if kind == "Vote":
        return _score_vote(obs, a, me)
    if kind == "AnswerYield":
        return Scored(0.0 if not a.accept else -0.1, a, N("Bots", "keeps its place in the turn order"), {})
    if kind in ("Done", "Resume"):
        return Scored(0.0, a, N("Bots", "done: no gesture needed"), {})
    if kind == "Reshuffle" and a.way == 2:
        return _score_way2(obs, a, me)
    if kind == "Reshuffle" and a.way == 3:
        n = obs.count(zid(me, "collected"))
        left = obs.count("table.rounds")
        good = n >= WAY3_MIN and left >= 1
        return Scored(0.5 if good else -1.0, a,
                      N("Bots", "reshuffles (way 3): its {n} collected cards become hand cards it can still shed"),
                      {"n": n})
    if kind == "PlunderGive":
        return _score_plunder_give(obs, a)
    # other gestures: never chosen by the heuristic
    return Scored(-5.0, a, N("Bots", "a gesture it does not need"), {})


def _score_act(obs: Obs, a, pool: Pool, me: int, d: dict, r: int) -> Scored:
    b = a.target
    i = obs.intent(a.card)
    k_b = obs.count(zid(b, "hand"))
    lam = rival_weight(obs, b)
    nature = d.get("nature")
    if nature in ("attack", "defense") and _adv_duel(obs, me, b):
        sc, p, pf = advp.duel_score(_POLICY, obs, me, b, True, nature, i, a.source, pool, k_b, lam, _same(obs, me, b), r)
        return Scored(sc - CARD_COST * i, a, SITUATION_ACT[chance_step(p)],
                      {"nature": nature, "target": _name(b), "card": a.card})
    if nature == "attack":
        eq, _, gain = own_eq(obs, me, a.source)
        same = _same(obs, me, b)
        if same:
            total = _idv(obs, me) * i + r + eq
            # the target's total id_B×X + r + EQ_B: scale X by id_B instead of r
            win, tie = p_attack(total - r, _idv(obs, b), k_b, eq_dist(obs, b, pool), pool)
        else:
            total = r * i + eq
            win, tie = p_attack(total, r, k_b, eq_dist(obs, b, pool), pool)
        lose = 1.0 - win - tie
        tie_me = {"each_own": 0.0, "actor_collects": 1.0, "both_discard": -1.0}[obs.options["attack_tie"]]
        tie_b = {"each_own": 0.0, "actor_collects": -1.0, "both_discard": -1.0}[obs.options["attack_tie"]]
        d_me = -win + lose + tie * tie_me
        d_b = win - lose + tie * tie_b
        score = -d_me + lam * d_b + gain - CARD_COST * i
        return Scored(score, a, ATTACK[chance_step(win)], {"target": _name(b), "card": a.card})
    if nature == "defense":
        actor_defends = obs.options["defense_mode"] == "actor_defends"
        if actor_defends:  # roles swapped: the actor is the latter (rare house rule)
            _, wv, gain = own_eq(obs, me, a.source)
            latter = wv + i
            p_win = pool.le(latter - r - 1, k_b)  # P(r + X < latter): the target's former total is beaten
        else:
            gain = 0.0
            former = _former(obs, me, b, i, r)
            p_win = 1.0 - p_latter_wins(former, k_b, wv_dist(obs, b, pool), pool)
        d_me = 1.0 - 2.0 * p_win
        score = -d_me + lam * (-d_me) + gain - CARD_COST * i
        return Scored(score, a, DEFENSE_ROUND[chance_step(p_win)], {"target": _name(b), "card": a.card})
    # discard round (§4.4): the intent leaves my hand whatever happens
    if _same(obs, me, b):
        eq, _, gain = own_eq(obs, me, a.source)
        total = _idv(obs, me) * i + r + eq
        p = pool.le(total - 1, 1) if k_b else 1.0
        score = 1.0 + lam * 1.0 * p + gain - CARD_COST * i
        return Scored(score, a, N("Bots", "discard round against {target} with {card}: the card leaves its hand either way"),
                      {"target": _name(b), "card": a.card})
    extra = 0.0
    if obs.options["mode"] == "advanced":
        i_adj, extra = advp.discard_adjust(_POLICY, obs, me, i, r, b)  # §7.4 (no bonus, §7.5), §7.6
    else:
        i_adj = i
    qs = _card_values(obs, "quality", b, pool) if _has(obs, b, "quality") else [(0, 1.0)]
    p = sum(w for q, w in qs if i_adj > q)
    weapon_worth = 0.6 + 0.4 * (1 if weapon_usable(obs, b) else 0)
    score = 1.0 + lam * weapon_worth * p + extra - CARD_COST * i
    return Scored(score, a, DISCARD[chance_step(p)], {"target": _name(b), "card": a.card})


def _score_respond(obs: Obs, a, pool: Pool, me: int, d: dict, r: int) -> Scored:
    pend = d.get("pending") or {}
    kind = pend.get("kind")
    actor: Any = pend.get("actor")  # a pending duel always names its actor
    i = obs.intent(a.card)
    k_a = obs.count(zid(actor, "hand")) + 1  # the committed card was the best of these
    lam = rival_weight(obs, actor)
    if kind in ("attack", "defense") and _adv_duel(obs, me, actor):
        sc, p, pf = advp.duel_score(_POLICY, obs, me, actor, False, kind, i, a.source, pool, k_a, lam,
                                    bool(pend.get("same")), r)
        return Scored(sc - CARD_COST * i, a, SITUATION_ANSWER[chance_step(p)], {"nature": kind, "card": a.card})
    if kind == "attack":
        eq, _, gain = own_eq(obs, me, a.source)
        if pend.get("same"):
            total = _idv(obs, me) * i + r + eq
            win, tie = p_attack(total - r, _idv(obs, actor), k_a, eq_dist(obs, actor, pool), pool)
        else:
            total = r * i + eq
            win, tie = p_attack(total, r, k_a, eq_dist(obs, actor, pool), pool)
        lose = 1.0 - win - tie
        d_me = -win + lose
        score = -d_me + lam * (-d_me) + gain - CARD_COST * i
        return Scored(score, a, ANSWER_ATTACK[chance_step(win)], {"card": a.card})
    if kind == "defense":
        _, wv, gain = own_eq(obs, me, a.source)
        latter = wv + i
        # the former total r + i_A (same identity: (id+i)+(r+i)); I win iff latter > former
        if pend.get("same"):
            idv = _idv(obs, actor)
            if obs.options["same_identity_defense_former"] == "max":
                p_win = pool.le((latter - 1) - max(idv, r), k_a)
            else:
                p_win = pool.le((latter - 1 - idv - r) // 2, k_a)
        else:
            p_win = pool.le(latter - 1 - r, k_a)
        d_me = 1.0 - 2.0 * p_win
        score = -d_me + lam * (-d_me) + gain - CARD_COST * i
        return Scored(score, a, ANSWER_DEFENSE[chance_step(p_win)], {"card": a.card})
    # same-identity discard target (§4.4): keep the high cards, the bare intent rarely saves the equipment
    return Scored(-CARD_COST * i, a, N("Bots", "answers the discard with its lowest card {card}"), {"card": a.card})


def _score_trade_choice(obs: Obs, a, pool: Pool, me: int, d: dict) -> Scored:
    """Forced trade (§7.6): score = §4 with the base intents, which both lie face up; void = cards back."""
    tr = d.get("trade") or {}
    pend = d.get("pending") or {}
    if not a.score:
        return Scored(0.0, a, N("Bots", "voids the forced trade: scoring it would not favour it"), {})
    kind, actor, target = pend.get("kind"), pend.get("actor"), pend.get("target")
    me_actor = actor == me
    op: Any = target if me_actor else actor  # both are seats of the pending duel
    i_me, i_op = (tr.get("ia", 0), tr.get("ib", 0)) if me_actor else (tr.get("ib", 0), tr.get("ia", 0))
    src = pend.get("src_a" if me_actor else "src_b") or "none"
    att, wv, gain = own_eq(obs, me, src)
    r = d.get("r") or 0
    lam = rival_weight(obs, op) if op is not None else RIVAL_WEIGHT
    same = bool(pend.get("same"))
    dm = do = 0.0
    if kind == "attack":
        for eq, w in eq_dist(obs, op, pool):
            tm = (_idv(obs, me) * i_me + r if same else r * i_me) + att
            to = (_idv(obs, op) * i_op + r if same else r * i_op) + eq
            s_ = (tm > to) - (tm < to)
            dm -= w * s_
            do += w * s_
    elif kind == "defense":
        if me_actor:
            wvs = wv_dist(obs, op, pool)
            f = _former(obs, me, op, i_me, r)
            for wo, w in wvs:
                s_ = 1 if wo + i_op <= f else -1
                dm -= w * s_
                do += w * s_
        else:
            f = _former(obs, op, me, i_op, r)
            s_ = 1 if wv + i_me > f else -1
            dm, do = -s_, s_
    if dm < 0 and obs.count(zid(me, "strategy")):
        dm -= 0.5  # my strategy goes with my intent onto the loser's pile (一同算入回收意圖牌)
        do += 0.5
    sc = -dm + lam * do + gain
    return Scored(sc, a, N("Bots", "scores the forced trade: with the base intents, {mine} against {theirs} favours it"),
                  {"mine": i_me, "theirs": i_op})


def _score_vote(obs: Obs, a, me: int) -> Scored:
    """Continuation vote (§7.9): a yes empties every collected pile; vote yes when that does not worsen my
    standing against the best rival (and always when it takes me out)."""
    bs = obs.burdens()
    live = [s for s in range(obs.nseats) if s != me and obs.data["players"][s]["status"] == "active"]
    coll = [obs.count(zid(s, "collected")) for s in range(obs.nseats)]
    if not live:
        want, now, after = True, 0, 0
    else:
        now = min(bs[s] for s in live) - bs[me]
        after = min(bs[s] - coll[s] for s in live) - (bs[me] - coll[me])
        out_me = bs[me] - coll[me] == 0
        out_other = any(bs[s] - coll[s] == 0 for s in live)
        want = out_me or (after >= now and not out_other)
    if a.yes:
        text = (N("Bots", "votes to go on: emptying the collected piles takes it out") if live and bs[me] - coll[me] == 0 else
                N("Bots", "votes to go on: emptying the collected piles does not set it back against the best rival")
                if a.yes == want else N("Bots", "votes to go on, although emptying the collected piles sets it back"))
    else:
        text = (N("Bots", "votes to stop: emptying the collected piles would help a rival more than it") if a.yes == want
                else N("Bots", "votes to stop, although emptying the collected piles would not set it back"))
    return Scored(1.0 if a.yes == want else 0.0, a, text, {})


def _score_plunder_give(obs: Obs, a) -> Scored:
    """Forced plunder, the victim's choice among equally high cards (§7.6, issue 17 defect 4): give the one
    whose worth rests most on a bonus that may vanish — the lowest face value (the engine's first candidate)."""
    return Scored(-obs.value(a.card) / 100.0, a,
                  N("Bots", "gives up {card}: of its equally high cards, its worth rests most on a bonus that may vanish"),
                  {"card": a.card})


def _score_way2(obs: Obs, a, me: int) -> Scored:
    """重洗 way 2 (§8 gesture 2): the discard pile goes into the draw pile; worth it when my next draws
    (this equipment's last use, then the refill or a strategy card) would come from a better pile."""
    disc = [obs.value(c) for c in obs.cards("table.discard")]
    unk = obs.unknown_values()
    mean_unk = sum(unk) / len(unk)
    better = bool(disc) and sum(disc) / len(disc) >= mean_unk + 2 and len(disc) >= 4
    good = better and equip_use_gain(obs, me) >= 2.0 and obs.count("table.rounds") >= 2
    return Scored(0.3 if good else -1.0, a,
                  N("Bots", "reshuffles (way 2): the discard pile holds higher cards than the unseen ones, and its equipment is on its last use"),
                  {})


def _former(obs: Obs, me: int, b: int, i: int, r: int) -> int:
    if _same(obs, me, b):
        idv = _idv(obs, me)
        if obs.options["same_identity_defense_former"] == "max":
            return max(idv + i, r + i)
        return (idv + i) + (r + i)
    return r + i


def _identity(obs: Obs, s: int) -> str | None:
    c = obs.cards(zid(s, "identity"))
    return c[0] if c else None


@_cached
def _idv(obs: Obs, s: int) -> int:
    c = _identity(obs, s)
    return obs.value(c) if c else 0


@_cached
def _same(obs: Obs, a: int, b: int) -> bool:
    ca, cb = _identity(obs, a), _identity(obs, b)
    roles = obs.data.get("roles", {})
    rule = obs.options["same_identity_rule"]
    same_role = ca is not None and roles.get(ca) is not None and roles.get(ca) == roles.get(cb)
    same_num = _idv(obs, a) == _idv(obs, b)
    if rule == "role":
        return same_role
    if rule == "number":
        return same_num
    return same_role and same_num


def best(obs: Obs, legal: list) -> Scored:
    """The highest-scoring legal action; ties go to the first in the rules' order (deterministic)."""
    scored = score_actions(obs, legal)
    top = scored[0]
    for s in scored[1:]:
        if s.score > top.score + 1e-9:
            top = s
    return top


def equivalence_key(obs: Obs, a):
    """Actions that differ only in which of two equal cards is played are one move (suits never matter, §0)."""
    if a.kind in ("Act", "Respond", "Purge", "PlayOut", "TradeOffer", "PurgePick"):
        return (a.kind, obs.intent(a.card), getattr(a, "target", None), getattr(a, "source", None))
    return a


def refine(st: GameState, seat: int, rng, p_best: float = 0.6) -> None:
    """Hard's opponent model on a sampled state: a hidden committed intent is more often a high card.

    When ``seat`` answers a duel, the actor's face-down card was dealt at random
    by ``determinize``; an actor who plays to win commits its best card, so with
    probability ``p_best`` that card is swapped with the best card of the actor's
    sampled hand.  Only sampled (unknown) cards move."""
    pend = st.data.get("pending")
    if not pend or pend.get("responder") != seat or pend.get("actor") == seat:
        return
    a = pend["actor"]
    card = pend.get("card_a")
    if card is None or rng.random() >= p_best:
        return
    hand_zone = st.zones[zid(a, "hand")]
    if not hand_zone.cards:
        return
    o = st.options

    def v(c):
        return deckmod.value(c, o["small_joker_value"], o["big_joker_value"], o["blank_value"])
    top = max(hand_zone.cards, key=v)
    if v(top) <= v(card):
        return
    play_zone = st.zones[zid(a, "play")]
    k = hand_zone.cards.index(top)
    hand_zone.cards[k] = card
    play_zone.cards[play_zone.cards.index(card)] = top
    st.where[card] = hand_zone.id
    st.where[top] = play_zone.id
    pend["card_a"] = top


# Hard's playouts in the advanced game stop at the end of the round after the one they began in (HARD
# rounds_ahead; §3.1: a round card is flipped) and score the position: a softmax over the active players of
# u = b·burden + h·(hand values)/10 + n·(hand cards), one weight set per number of round cards left
# (1, 2, 3, 4 or more), fitted to Normal self-play by bench/jupai_value_fit.py (copied here by hand).
# The basic game plays its playouts out to the end (measured: that Hard already wins about half its games).
VALUE_WEIGHTS = {  # 1,500 games of four Normal bots, advanced (log loss against the burden alone)
    1: (-1.420, 0.520, 1.443),  # 3310 positions; 0.552 (0.766)
    2: (-0.803, 0.688, 0.451),  # 1659 positions; 0.882 (1.129)
    3: (-0.568, 0.542, 0.266),  # 1662 positions; 1.134 (1.277)
    4: (-3.838, 0.428, 0.872),  # 3409 positions; 1.028 (1.057)
}


def _paired(view) -> bool:
    """Hard in the advanced game compares its root moves on the same samples (paired rounds, measured: 42 %
    against three Normal over 100 games at 0.25 s, from 26.5 %); the basic game keeps the UCB search."""
    return view.options["mode"] == "advanced"


# rounds_ahead: a playout stops at the end of the second round (the one it began in and the next) — measured on
# the same 200 seeded games at 0.25 s against three Normal: 41.5 % from 38.5 % with one round, at about 1.6× the
# work; a 3-point gain is within the noise of 200 games (SE about 3.4 points), so it is evidence, not proof
# (try other horizons with bench/bots.py --hard-set rounds_ahead=N)
HARD = {"paired": _paired, "rounds_ahead": 2}


def rollout_done(st: GameState, start):
    """Where Hard's playout stops (policy.rollout_done): advanced only, when ``HARD["rounds_ahead"]`` rounds
    have ended since it began (the round it began in counts)."""
    if start is None:
        return (st.options["mode"] == "advanced", st.data["round_no"])
    return start[0] and st.data["round_no"] - start[1] >= HARD.get("rounds_ahead", 1)


def value(rules, st: GameState, seat: int) -> float:
    """The position as ``seat``'s chance to win (policy.value): its share of the softmax above."""
    players = st.data["players"]
    active = [s for s in range(len(players)) if players[s]["status"] == "active"]
    if seat not in active:
        return 0.0
    o = Obs(st, seat)
    left = max(1, min(4, o.count("table.rounds")))
    b, h, n = VALUE_WEIGHTS[left]
    us = {}
    for s in active:
        hand = st.zones[zid(s, "hand")].cards
        us[s] = b * burden_of(o, s) + h * sum(o.value(c) for c in hand) / 10.0 + n * len(hand)
    top = max(us.values())
    tot = sum(math.exp(u - top) for u in us.values())
    return math.exp(us[seat] - top) / tot


_POLICY = sys.modules[__name__]  # handed to policy.advanced, which scores with this module's estimates

GESTURES_USED = ("Reshuffle",)  # the gestures the rules of thumb may choose


def candidates(legal: list) -> list:
    """The legal actions the rules of thumb consider: the plays, or in a window Done and the useful gestures."""
    moves = plays(legal)
    extra = [a for a in legal if a.kind in GESTURES_USED and a not in moves]
    return moves + extra


def light_sense(moves: list) -> list:
    """Easy's light sense (GameSpec.prune): drop the moves a legal alternative plainly beats."""
    kinds = {a.kind for a in moves}
    out = moves
    if "PurgePick" in kinds:  # §4.3a: a purge pick sheds a card for free
        out = [a for a in out if a.kind != "PurgeDone"]
    if "Purge" in kinds:  # §4.3: purging sheds at least the intent card; passing or re-equipping sheds none
        out = [a for a in out if a.kind not in ("Pass", "Reequip")]
    # §4.1: in an attack a weapon source only adds to one's total; §4.2 forces it on the defender anyway
    with_src = {(a.kind, a.card, getattr(a, "target", None)) for a in out
                if a.kind in ("Act", "Respond") and a.source != "none"}
    out = [a for a in out if not (a.kind in ("Act", "Respond") and a.source == "none"
                                  and (a.kind, a.card, getattr(a, "target", None)) in with_src)]
    return out or moves

