"""The Normal level's rules of thumb for 三国智 (rules/sanguozhi.md §D): score every legal move from one seat's view.

The moves fall in three groups:

* **resources and generals** (§D.3, §D.4.4) by rule: place the 兵权 the cards in hand need, conscript a
  card only without a 兵权 card to place, deploy the best general the command allows in the slot that suits
  it (主将 for a general whose condition earns the +2/+2, 军师 for one whose 智力 the 谋略 need under D.11,
  副将 for the fighters), keep within the hand limit, mulligan a hand it cannot play;
* **combat** (§D.7) by ``policy.combat``: attack when the exchange favours it, block to save 粮草 or to kill
  attackers, place damage where it costs least;
* **effects** — 谋略, 事件, abilities, triggers, treasures, formations, flips — by trying them: the move is
  made on the seat's own picture of the table (``determinize`` of its view), the chain resolves with every
  player passing (through the combat damage if a battle is on), and the position (``policy.position``) is
  compared with passing.  That finds the best target without a table of card effects.

Scores are in 粮草 points (``policy.position``); passing is 0.  Reasons are plain words (Bots context) and
never name a card the other players cannot see.
"""

from __future__ import annotations

import math
import random
import zlib
from typing import Any

from ....core.errors import QT_TRANSLATE_NOOP
from ....core.moves import plays
from ....core.state import GameState
from .. import engine as E
from ..actions import Pass
from ..determinize import determinize
from . import combat as C
from .position import SCALE, WEIGHTS, chance, features, lead, life_value, life_weight

N = QT_TRANSLATE_NOOP

MIN_GAIN = 0.4        # an effect is used when it beats passing by at least this much (a card is worth keeping)
SIM_STEPS = 80        # actions the aftermath of a tried move may take before it is scored as it stands
CLEAR = 6.0           # Hard: a move this much better than the next one is played without a search
CAMP_W = 2.0          # Hard (smart): one card of the camp race (``camp_race``), in 粮草 points
# Hard: paired rounds (desktop/bots/hard.py) over the four best root moves; it leaves Normal's move only for one
# that fares better by 0.05 of a win on the same samples (its playouts are few: two turns cost about 0.04 s);
# "turns_ahead": turn changes before a playout is scored; "search_combat": False leaves attacks and blocks to
# the combat rules (``combat.best_blocks`` is exact there, and a handful of noisy playouts only blurred it)
# "judge": S > 0 replaces the playouts by Normal's own scoring (``judge``) on up to S samples of the hidden cards:
# Hard plays the move with the best mean unless Normal's move is within "judge_margin" 粮草 points or the paired
# samples do not show the lead at "judge_z" (Student's t); 0 = the playout search
HARD = {"top_k": 4, "paired": True, "margin": 0.05, "epsilon": 0.05, "trust_z": 2.4, "search_combat": False,
        "turns_ahead": 2, "judge": 0, "judge_margin": 0.3, "judge_z": 2.0,
        "judge_answers": True, "judge_k": 4, "smart": True,
        # Hard states what it expects of the game only once the first turn has begun (the mulligan and the
        # choice of the first player are said in the rules of thumb's words)
        "outlook": lambda view: view.data["turn"] >= 1}
COMBAT_STEPS = ("battle_attack", "battle_defend", "battle_damage")
EFFECT_KINDS = ("UseStrategy", "UseEvent", "UseAbility", "PutTrigger", "EquipTreasure", "FormFormation",
                "FlipGeneral", "DeployGeneral")


def _rules():
    from ... import rules_for
    return rules_for("sanguozhi")


def _view_seed(view) -> int:
    d = view.data
    key = f"{view.seat}:{d.get('turn')}:{d.get('step')}:{d.get('seq')}:{d.get('passes')}:{len(view.unknown)}"
    return zlib.crc32(key.encode())


class Obs:
    """One seat's picture of the table: the sampled state of its view (or, in Hard's playouts, a sampled
    state itself), with the derived values.  The rules below read only what the seat may see."""

    __slots__ = ("seat", "st", "D", "reasons", "tries", "memo", "answers", "smart")
    seat: int

    def __init__(self, src, seat: int | None = None) -> None:
        if isinstance(src, GameState):
            self.st = src
            self.seat = seat if seat is not None else _acting(src)
        else:
            self.seat = src.seat
            self.st = determinize(None, src, random.Random(_view_seed(src)))
        self.D = E.derive(self.st, cached=True)
        self.reasons = True   # plain-words reasons (off in Hard's playouts)
        self.tries = 0        # with reasons off: effects judged by trying the best this many by rule (Hard's playouts)
        self.memo: dict = {}
        self.answers = False  # Hard's judge: in a tried move's aftermath the others answer on the chain as Normal
        self.smart = False    # Hard's own rules of thumb on top of Normal's (``hard_obs``): the camp race


def _trying(st: GameState, seat: int, tries: int) -> Obs:
    """The seat's picture of a sampled state ``st`` that judges effects by trying the best ``tries`` of them as
    Normal does, without plain-words reasons (Hard's judge and the answers in its tried moves)."""
    o = Obs(st, seat)
    o.reasons = False
    o.tries = tries
    return o


def hard_obs(view) -> Obs:
    """Hard's picture of its view (desktop/bots/hard.py asks for it): Normal's, with Hard's own rules of thumb on
    when ``HARD["smart"]`` is (``smart_lead``: Normal against Normal nearly always ends with a camp running out,
    so Hard counts every card its camp keeps against the enemy's)."""
    o = Obs(view)
    o.smart = bool(HARD.get("smart"))
    return o


def camp_race(st: GameState, seat: int) -> float:
    """The seat's 营地 cards minus the fewest an enemy still in the game has (D.6: drawing from an empty 营地 loses;
    the sizes are public)."""
    foes = [s for s in range(len(st.seats)) if s != seat and E.is_enemy(st, s, seat)
            and not st.data["players"][s]["out"]]
    if not foes:
        return 0.0
    mine = len(st.zones[E.zid(seat, "camp")].cards)
    return float(mine - min(len(st.zones[E.zid(s, "camp")].cards) for s in foes))


def smart_lead(st: GameState, seat: int, D=None) -> float:
    """Hard's lead: Normal's (``position.lead``) plus ``CAMP_W`` for each card of the camp race (``camp_race``).
    Both Normal bots nearly always lose by drawing from an empty 营地 (12 of 12 seeded games, neither side's
    粮草 below 11): a card drawn that the hand limit throws away, or a draw effect used for a full hand, only
    brings that end closer."""
    return lead(st, seat, D) + CAMP_W * camp_race(st, seat)


def _lead(obs: Obs, st: GameState, D=None) -> float:
    return smart_lead(st, obs.seat, D) if obs.smart else lead(st, obs.seat, D)


def _acting(st: GameState) -> int:
    """The seat whose choice a sampled state waits for: the pending decision's, else the one with 行动权."""
    decs = st.data["decisions"]
    return decs[0]["seat"] if decs else st.data["prio"]


class Scored:
    __slots__ = ("score", "action", "reason", "args")

    def __init__(self, score: float, action, reason: str, args: dict | None = None) -> None:
        self.score, self.action, self.reason, self.args = score, action, reason, args or {}


def candidates(legal: list) -> list:
    return plays(legal)


def equivalence_key(obs: Obs, a):
    """Moves that differ only in which of two equal slots or copies is used are one move."""
    k = a.kind
    st = obs.st
    if k in ("DeployGeneral", "SetGeneral"):
        return (k, a.card, E.slot_role(a.zone))
    if k == "SetStrategy":
        return (k, a.card)
    if k == "Conscript":
        return (k, st.data["cards"].get(a.card), a.zone)
    if k == "DiscardCard":
        return (k, st.data["cards"].get(a.card))
    if k == "UseStrategy" and a.zone is not None:
        return (k, a.card, a.targets)
    return a


def best(obs: Obs, legal: list) -> Scored:
    scored = score_actions(obs, legal)
    top = scored[0]
    for s in scored[1:]:
        if s.score > top.score + 1e-9:
            top = s
    return top


# -- the aftermath of a tried move ------------------------------------------------------------------
def _settle(R, st: GameState, seat: int, answers: bool = False) -> None:
    """Let the chain resolve with everybody passing, and a battle run through its damage (quick choices).

    ``answers`` (Hard's ``judge`` only): the other seats answer on a chain as Normal would, with the cards of this
    sample, instead of passing."""
    for _ in range(SIM_STEPS):
        d = st.data
        if d.get("over"):
            return
        if not d["chain"] and not d["decisions"] and not d["waiting"] and \
                (d.get("combat") is None or d["step"] not in COMBAT_STEPS):
            return
        s = R.to_act(st)
        if s is None:
            return
        if d["decisions"]:
            legal = R.legal_actions(st, s)
            if not legal:
                return
            R.apply(st, quick(st, s, legal))
        elif answers and s != seat and d["chain"]:
            legal = plays(R.legal_actions(st, s))
            R.apply(st, best(_trying(st, s, len(legal)), legal).action if len(legal) > 1 else legal[0])
        else:
            R.apply(st, Pass(s))


def _moment(st: GameState) -> tuple:
    return st.data["turn"], st.data["step"]


def _aftermath(obs: Obs, a, catch_up: tuple | None = None) -> GameState | None:
    """The seat's sampled table after ``a`` and its aftermath (None if the sample refuses it).

    ``catch_up`` is the moment (turn, step) the baseline (passing) reached: when passing would have ended the
    present step, the tried move is followed by the same passes, so that both are scored at the same point of
    the turn — a heal used before the enemy's blows is not compared with the table after them."""
    R = _rules()
    st = obs.st.clone()
    start = _moment(st)
    try:
        R.apply(st, a)
        _settle(R, st, obs.seat, obs.answers)
        if catch_up is not None and catch_up != start:
            for _ in range(SIM_STEPS):
                d = st.data
                if d.get("over") or _moment(st) != start:
                    break
                s = R.to_act(st)
                if s is None:
                    break
                if d["chain"] or d["decisions"] or d["waiting"]:
                    _settle(R, st, obs.seat, obs.answers)
                else:
                    R.apply(st, Pass(s))
            _settle(R, st, obs.seat, obs.answers)
    except Exception:  # noqa: BLE001 - a move the sampled table refuses scores as passing
        return None
    return st


def _tried(obs: Obs, a, catch_up: tuple | None = None) -> float | None:
    """The seat's lead after ``a`` and its aftermath (``_aftermath``; None if the sample refuses it)."""
    st = _aftermath(obs, a, catch_up)
    return None if st is None else _lead(obs, st)


def _baseline(obs: Obs, legal: list) -> float:
    """The lead after passing (the moment it reaches is kept for ``_aftermath``'s catch-up)."""
    hit = obs.memo.get("base")
    if hit is None:
        p = next((a for a in legal if a.kind == "Pass"), None)
        st = _aftermath(obs, p) if p is not None else None
        if st is not None:
            hit = _lead(obs, st)
            obs.memo["base_moment"] = _moment(st)
            obs.memo["base_state"] = st
        else:
            hit = _lead(obs, obs.st, obs.D)
        obs.memo["base"] = hit
    return hit


def _smart_may_draw(obs: Obs, legal: list, dec: dict) -> list[Scored]:
    """Hard (smart): the cards a 主将's fall offers are drawn only when the hand has room for them and they are
    worth more than the camp cards they cost (``CAMP_W`` each)."""
    st, me = obs.st, obs.seat
    n = dec.get("n", 3)
    room = max(0, E.derive(st, cached=True).hand_limit.get(me, 7) + 1 - len(st.zones[E.zid(me, "hand")].cards))
    worth = WEIGHTS["hand"] * min(n, room) - CAMP_W * n
    return [Scored(worth if a.yes else 0.0, a,
                   N("Bots", "draws the cards: more to choose from") if a.yes else
                   N("Bots", "declines the cards"))  # (every card drawn brings its camp closer to running out)
            for a in legal]


# -- quick choices (used in the aftermath of tried moves and by the combat rules) -----------------------
def quick(st: GameState, seat: int, legal: list):
    """A sensible answer to a pending choice without trying moves: the combat rules, the cheapest discard."""
    o = Obs(st, seat)
    o.reasons = False
    moves = plays(legal)
    dec = st.data["decisions"][0] if st.data["decisions"] else None
    t = dec["type"] if dec else None
    if t in ("attack", "defend", "assign", "discard", "mulligan", "first", "may_draw", "shuffle", "search"):
        return best(o, moves).action
    if t == "triggers":
        return next((a for a in moves if a.kind == "PutTrigger" and getattr(a, "use", False)), moves[0])
    return moves[0]


# -- scoring -----------------------------------------------------------------------------------------
def score_actions(obs: Obs, legal: list) -> list[Scored]:
    st = obs.st
    d = st.data
    me: Any = obs.seat
    dec = d["decisions"][0] if d["decisions"] and d["decisions"][0]["seat"] == me else None
    if dec is not None:
        t = dec["type"]
        if t == "attack":
            return _score_attack(obs, legal)
        if t == "defend":
            return _score_defend(obs, legal, dec)
        if t == "assign":
            return _score_assign(obs, legal, dec)
        if t == "discard":
            return [Scored(-hand_value(obs, a.card), a, N("Bots", "discards {card}: the card it can use least"),
                           {"card": a.card}) for a in legal]
        if t == "mulligan":
            return _score_mulligan(obs, legal)
        if t == "first":
            return [Scored(1.0 if a.target == me else 0.0, a, N("Bots", "goes first: the first moves set the pace"))
                    for a in legal]
        if t == "may_draw" and obs.smart:
            return _smart_may_draw(obs, legal, dec)
        if t == "may_draw":
            few = len(st.zones[E.zid(me, "camp")].cards) <= dec.get("n", 3) + 2
            return [Scored((1.0 if a.yes else 0.0) * (-1 if few else 1), a,
                           N("Bots", "draws the cards: more to choose from") if a.yes and not few else
                           N("Bots", "declines the cards: its camp is almost empty") if not a.yes and few else
                           N("Bots", "declines the cards") if not a.yes else
                           N("Bots", "draws the cards, although its camp is almost empty")) for a in legal]
        if t == "search":
            return [Scored(hand_value(obs, a.card) if a.kind == "PickCard" else 0.0, a,
                           N("Bots", "takes the card it needs most from its camp") if a.kind == "PickCard" else
                           N("Bots", "takes nothing: no card of the camp is worth it")) for a in legal]
        if t == "shuffle":
            return [Scored(0.0, a, N("Bots", "lets the shuffle stand as it is")) for a in legal]
        if t == "triggers":
            return _score_effects(obs, legal, legal)
    out: list[Scored] = []
    main = _main_timing(st, me)
    effects = [a for a in legal if a.kind in EFFECT_KINDS]
    if not effects:
        tried = {}
    elif obs.reasons:
        tried = {id(s.action): s for s in _score_effects(obs, legal, effects)}
    elif obs.tries:  # Hard's playouts: try only the few effects the rules of thumb rank best; the rest wait
        ranked = sorted(_quick_effects(obs, effects, main), key=lambda s: -s.score)
        few = [s.action for s in ranked[:obs.tries]]
        tried = {id(s.action): s for s in _score_effects(obs, legal, few)}
        for s in ranked[obs.tries:]:
            tried[id(s.action)] = Scored(-5.0, s.action, "")
    else:  # inside Hard's quick playouts: rules of thumb without trying each move
        tried = {id(s.action): s for s in _quick_effects(obs, effects, main)}
    has_place = any(a.kind == "PlaceBingquan" for a in legal)
    for a in legal:
        k = a.kind
        if id(a) in tried:
            s = tried[id(a)]
            if k == "DeployGeneral":
                fit, why = slot_fit(obs, a)
                s = Scored(s.score + fit + 1.0, a, why, {"card": a.card})
            out.append(s)
        elif k == "Pass":
            out.append(Scored(0.0, a, N("Bots", "passes: nothing worth playing now") if main else
                              N("Bots", "passes: no answer worth a card now")))
        elif k == "PlaceBingquan":
            out.append(_score_place(obs, a))
        elif k == "Conscript":
            out.append(_score_conscript(obs, a, has_place))
        elif k == "SetGeneral":
            out.append(_score_set_general(obs, a, legal))
        elif k == "SetStrategy":
            out.append(_score_set_strategy(obs, a))
        elif k == "DissolveFormation":
            out.append(Scored(-1.0, a, N("Bots", "dissolves {card}: its members fight on their own"), {"card": a.card}))
        else:
            out.append(Scored(-0.5, a, N("Bots", "a move with no clear use now")))
    return out


def _main_timing(st: GameState, seat: int) -> bool:
    d = st.data
    return (not d["decisions"] and d["stage"] == "round" and d["prio"] == seat and d["active"] == seat
            and d["step"] == "main" and not d["chain"])


def _score_effects(obs: Obs, legal: list, moves: list) -> list[Scored]:
    """Effects by trying them: the lead after each against the lead after passing."""
    st = obs.st
    me: Any = obs.seat
    base = _baseline(obs, legal)
    out = []
    own_turn_before_battle = st.data["active"] == me and st.data["step"] in ("draw", "main")
    ready = set(E.possible_attackers(st, obs.D, me)) if own_turn_before_battle else set()
    catch_up = obs.memo.get("base_moment")
    aims: dict = {}  # (kind, card) -> the targets the legal moves offer for it
    for a in moves:
        t = getattr(a, "targets", None)
        if t:
            aims.setdefault((a.kind, getattr(a, "card", None)), set()).add(tuple(t))
    for a in moves:
        if a.kind == "PutTrigger" and not a.use:
            out.append(Scored(0.0, a, N("Bots", "declines the effect: it would cost more than it brings")))
            continue
        after = _aftermath(obs, a, catch_up)
        v = None if after is None else _lead(obs, after)
        gain = -5.0 if v is None else v - base
        direct = None
        if obs.reasons and gain >= MIN_GAIN and catch_up is not None and catch_up != _moment(st):
            direct = _aftermath(obs, a)  # what the move itself does, before the turn goes on (its reason)
        card = getattr(a, "card", None)
        if a.kind == "UseAbility" and card in ready and _taps(st, a):
            gain -= 0.5 * C.Unit(st, obs.D, card, me).atk * WEIGHTS["attack"]  # it cannot attack this turn any more
        score = gain - (MIN_GAIN if a.kind in ("UseStrategy", "UseEvent", "UseAbility") else 0.0)
        only = len(aims.get((a.kind, getattr(a, "card", None)), ())) <= 1
        out.append(Scored(score, a, *_effect_reason(obs, a, gain, only, after, direct or after)))
    return out


HARMFUL = {"damage", "damage_player", "destroy", "return_to_hand", "tap", "cannot_attack", "lose_text",
           "detach_treasure", "discard", "lose_liangcao", "negate", "gain_control", "move_to_slot"}


def _quick_effects(obs: Obs, moves: list, main: bool) -> list[Scored]:
    """Effects by rule instead of by trying (Hard's playouts, where trying every move costs too much):
    generals, flips and treasures by their printed worth; 谋略, 事件 and abilities in one's own main phase,
    aimed at an enemy when they harm and at one's own cards when they help; triggers used when they aim
    the right way."""
    st, me = obs.st, obs.seat
    out = []
    for a in moves:
        k = a.kind
        if k == "DeployGeneral":
            score = 0.6 * printed_worth(E.cdef(st, a.card)) + 1.0
        elif k == "FlipGeneral":
            score = 3.0
        elif k == "EquipTreasure":
            score = 1.5 + 0.1 * max(0, E.current_stats(st, obs.D, a.general)[0])
        elif k == "FormFormation":
            score = -0.5
        elif k == "PutTrigger":
            score = 0.5 if not a.use or _aimed(st, me, a, None) else -1.0
            score = score if a.use else 0.0
        else:
            score = (0.6 if main else -0.2) if _aimed(st, me, a, getattr(a, "card", None)) else -2.0
            if k == "UseAbility" and main and a.card in E.possible_attackers(st, obs.D, me) and _taps(st, a):
                score = -0.3
        out.append(Scored(score, a, ""))
    return out


def _aimed(st: GameState, me: int, a, card) -> bool:
    """The move's first target is an enemy's when its effect harms, one of mine when it helps."""
    if a.kind == "PutTrigger":
        w = next((w for w in st.data["waiting"] if w["id"] == a.trigger), None)
        effects = w["ab"].get("effects", []) if w else []
    elif a.kind == "UseAbility":
        effects = _ability(st, a).get("effects", [])
    else:
        effects = (E.cdef(st, card).get("use") or {}).get("effects", [])
    harm = any(e.get("do") in HARMFUL for e in effects)
    targets = getattr(a, "targets", ()) or ()
    if not targets:
        return True
    t = targets[0]
    if t.startswith("#"):
        return harm
    try:
        owner = E.seat_of(t) if ":" not in t else E.controller(st, t)
    except (ValueError, KeyError):
        return False
    return (owner != me) == harm


def _ability(st: GameState, a) -> dict:
    """The activated ability a UseAbility names (its card and index, as the rules list them)."""
    D = E.derive(st, cached=True)
    return next((ab for src, _ctl, i, ab in D.activated if src == a.card and i == a.index), {})


def _taps(st: GameState, a) -> bool:
    x = _ability(st, a)
    return x.get("style") == "tap" or any(c.get("pay") == "tap_self" for c in x.get("cost", []))


def _effect_reason(obs: Obs, a, gain: float, only_target: bool = False, after: GameState | None = None,
                   direct: GameState | None = None) -> tuple[str, dict]:
    """The reason of an effect move; ``only_target``: the card has no other target to choose from; ``after``:
    the table after the move and its aftermath, ``direct``: after the move's own chain only (the reason then
    says what it does, ``_gist``)."""
    k = a.kind
    targets: tuple = getattr(a, "targets", ()) or ()
    tgt = targets[0] if len(targets) == 1 else None
    args: dict = {"card": a.card} if hasattr(a, "card") else {}
    if tgt is not None and isinstance(tgt, str) and not tgt.startswith("#"):
        args["target"] = tgt
    if k == "DeployGeneral":
        return N("Bots", "deploys {card}"), args
    if k == "FlipGeneral":
        return N("Bots", "turns {card} face up: its command is met now"), args
    if k == "EquipTreasure":
        return N("Bots", "equips {card} to {target}: the general it helps most"), {"card": a.card, "target": a.general}
    if k == "FormFormation":
        return N("Bots", "forms {card}: its members fight as one unit, and blows to it spare them"), args
    if k == "PutTrigger":
        st = obs.st
        w = next((w for w in st.data["waiting"] if w["id"] == a.trigger), None)
        src = w["src"] if w else None
        if src in st.where and st.zones[st.where[src]].is_face_up(src):
            return N("Bots", "uses the effect of {card}: it helps more than it costs"), {"card": src}
        return N("Bots", "uses the effect: it helps more than it costs"), {}
    if gain < MIN_GAIN:  # (a hand or face-down card stays unnamed: the move keeps it hidden)
        return N("Bots", "keeps the card for a better moment"), {}
    got = _gist(obs, after, direct or after, "target" in args) if after is not None and obs.reasons else None
    if got is not None:
        return got[0], {**args, **got[1]}
    if "target" in args and not only_target:
        return N("Bots", "uses {card} on {target}: the best target for it now"), args
    if "target" in args:
        return N("Bots", "uses {card} on {target}: it helps its position the most now"), args
    return N("Bots", "uses {card}: it helps its position the most now"), args


# What a used effect does, in a player's words: the first form for a card used without a target, the second
# with one ("uses {card} on {target}: …").
GIST = {
    "saves": (N("Bots", "uses {card}: it saves {general}, which would fall otherwise"),
              N("Bots", "uses {card} on {target}: it saves {general}, which would fall otherwise")),
    "fells": (N("Bots", "uses {card}: {general} falls"),
              N("Bots", "uses {card} on {target}: {general} falls")),
    "stops": (N("Bots", "uses {card}: {general} never reaches the field"),
              N("Bots", "uses {card} on {target}: {general} never reaches the field")),
    "taps": (N("Bots", "uses {card}: {general} is tapped"),
             N("Bots", "uses {card} on {target}: {general} is tapped")),
    "life": (N("Bots", "uses {card}: its provisions end {n} higher than if it passed"),
             N("Bots", "uses {card} on {target}: its provisions end {n} higher than if it passed")),
    "foe_life": (N("Bots", "uses {card}: {player}'s provisions end {n} lower"),
                 N("Bots", "uses {card} on {target}: {player}'s provisions end {n} lower")),
    "units": (N("Bots", "uses {card}: its generals come out stronger"),
              N("Bots", "uses {card} on {target}: its generals come out stronger")),
    "foe_units": (N("Bots", "uses {card}: {player}'s generals come out weaker"),
                  N("Bots", "uses {card} on {target}: {player}'s generals come out weaker")),
    "hand": (N("Bots", "uses {card}: its hand grows by {n}"),
             N("Bots", "uses {card} on {target}: its hand grows by {n}")),
    "foe_hand": (N("Bots", "uses {card}: {player}'s hand shrinks by {n}"),
                 N("Bots", "uses {card} on {target}: {player}'s hand shrinks by {n}")),
}
GIST_MIN = 0.3        # a change smaller than this (in 粮草 points) is not what the move is for
UNIT_FEATURES = ("attack", "health", "generals", "abilities")


def _gist(obs: Obs, after: GameState, direct: GameState, targeted: bool) -> tuple[str, dict] | None:
    """What the move does, in a player's words (None: nothing stands out).

    First what it does itself (``direct``: the table once its own chain has resolved, against the table now): a
    general that falls or is tapped, 粮草 and hands.  Then, if that is nothing a player would name, what it
    changes against passing at the same point of the turn (``after`` against the baseline): a general saved, an
    enemy general that never reaches the field, 粮草 kept, generals stronger or weaker.  Only cards face up on the
    table or on the chain now are named (the sample's guesses about hidden cards are never told)."""
    st = obs.st
    me = obs.seat
    base = obs.memo.get("base_state") or st
    foes = [s for s in range(len(st.seats)) if s != me and E.is_enemy(st, s, me) and not st.data["players"][s]["out"]]
    fd = st.data["field"]
    seen = {c for c in fd if fd[c].get("up") and c in st.where}
    chain = {it.get("card") for it in st.data["chain"]} & seen

    def on_field(state: GameState, s: int) -> set:
        return set(E.field_generals(state, s))

    def tapped(state: GameState, c: str) -> bool:
        f = state.data["field"].get(c)
        return bool(f and f.get("tap"))

    def lc(state: GameState, s: int) -> int:
        return state.data["players"][s]["lc"]

    form = 1 if targeted else 0  # GIST's form: without a target, with one

    def said(options: list[tuple[float, str, dict]]) -> tuple[str, dict] | None:
        """The largest change, if it is one a player would name."""
        if not options:
            return None
        worth, key, args = max(options, key=lambda o: o[0])
        return (GIST[key][form], args) if worth >= GIST_MIN else None

    def changes(before: GameState, later: GameState) -> list[tuple[float, str, dict]]:
        """(worth in 粮草 points, GIST key, arguments) of each kind of change from ``before`` to ``later``."""
        Db, Da = E.derive(before, cached=True), E.derive(later, cached=True)
        fb, fa = features(before, Db, me), features(later, Da, me)
        out: list[tuple[float, str, dict]] = []
        dl = life_value(lc(later, me)) - life_value(lc(before, me))
        out.append((dl, "life", {"n": lc(later, me) - lc(before, me)}))
        out.append((sum(WEIGHTS[k] * (fa[k] - fb[k]) for k in UNIT_FEATURES), "units", {}))
        out.append((WEIGHTS["hand"] * (fa["hand"] - fb["hand"]), "hand", {"n": fa["hand"] - fb["hand"]}))
        for s in foes:
            gb, ga = features(before, Db, s), features(later, Da, s)
            who = {"player": f"P{s + 1}"}
            out.append((life_value(lc(before, s)) - life_value(lc(later, s)), "foe_life",
                        {**who, "n": lc(before, s) - lc(later, s)}))
            out.append((sum(WEIGHTS[k] * (gb[k] - ga[k]) for k in UNIT_FEATURES), "foe_units", who))
            out.append((WEIGHTS["hand"] * (gb["hand"] - ga["hand"]), "foe_hand", {**who, "n": gb["hand"] - ga["hand"]}))
        return [o for o in out if o[2].get("n", 1) > 0]

    # what the move does itself
    for s in foes:
        left = on_field(direct, s)
        fell = [c for c in on_field(st, s) & seen if c not in left and c not in chain]
        if fell:
            return GIST["fells"][form], {"general": fell[0]}
    for s in foes:
        left = on_field(direct, s)
        got = [c for c in on_field(st, s) & seen if c in left and not tapped(st, c) and tapped(direct, c)]
        if got:
            return GIST["taps"][form], {"general": got[0]}
    if direct is not after:
        got_direct = said(changes(st, direct))
        if got_direct is not None:
            return got_direct
    # … then against passing, the largest change
    options = changes(base, after)
    saved = [c for c in on_field(after, me) & seen if c not in on_field(base, me)]
    if saved:
        options.append((100.0, "saves", {"general": saved[0]}))
    for s in foes:
        kept_off = [c for c in (on_field(base, s) - on_field(after, s)) & chain]
        if kept_off:
            options.append((100.0, "stops", {"general": kept_off[0]}))
    return said(options)


# -- resources ------------------------------------------------------------------------------------------
def _needs(obs: Obs) -> dict[str, float]:
    """How much each 兵种 of 兵权 would bring: the cards in hand it brings closer to the field, by worth."""
    hit = obs.memo.get("needs")
    if hit is not None:
        return hit
    st, me = obs.st, obs.seat
    have = {bz: E.bingquan_count(st, me, bz) for bz in ("步兵", "弓兵", "骑兵", "谋士")}
    out = {bz: 0.0 for bz in have}
    for c in st.zones[E.zid(me, "hand")].cards:
        d = E.cdef(st, c)
        cond = d.get("bingquan_condition") or {}
        short = {bz: n - have.get(bz, 0) for bz, n in cond.items() if n > have.get(bz, 0)}
        if not short:
            continue
        worth = printed_worth(d) if d["type"] == "将领" else 3.0
        total = sum(short.values())
        for bz in short:
            out[bz] += worth * (1.0 if total == 1 else 0.4 / total)
    obs.memo["needs"] = out
    return out


def printed_worth(d: dict) -> float:
    w = WEIGHTS
    return (w["attack"] * d.get("attack", 0) + w["health"] * d.get("health", 0) + w["generals"]
            + w["abilities"] * len(d.get("abilities", [])))


def _bz_of_zone(zone: str) -> str | None:
    from ..zoneinfo import BINGQUAN_OF_ZONE
    return BINGQUAN_OF_ZONE.get(zone.split(".", 1)[1])


def _score_place(obs: Obs, a) -> Scored:
    d = E.cdef(obs.st, a.card)
    bz = d.get("face_value", {}).get("bingzhong")
    need = _needs(obs).get(bz, 0.0)
    special = 1.5 if d.get("abilities") else 0.0
    score = 2.5 + min(6.0, 0.5 * need) + special
    if need > 0:
        return Scored(score, a, N("Bots", "places {card}: the generals in its hand need this command"), {"card": a.card})
    return Scored(score, a, N("Bots", "places {card}: more command for the cards to come"), {"card": a.card})


def _score_conscript(obs: Obs, a, has_place: bool) -> Scored:
    bz = _bz_of_zone(a.zone)
    need = _needs(obs).get(bz, 0.0) if bz else 0.0
    if has_place:
        return Scored(-1.0, a, N("Bots", "keeps its cards: a command card can be placed instead"))
    score = 1.0 + min(5.0, 0.5 * need) - hand_value(obs, a.card)
    return Scored(score, a, N("Bots", "turns {card} into command: its hand has no command card to place"),
                  {"card": a.card})


def hand_value(obs: Obs, c: str) -> float:
    """What a hand card is worth keeping (discards and conscription give up the least of these)."""
    st, me = obs.st, obs.seat
    d = E.cdef(st, c)
    t = d["type"]
    if t == "兵权":
        bq = sum(E.bingquan_count(st, me, bz) for bz in ("步兵", "弓兵", "骑兵", "谋士"))
        return 2.5 if bq < 6 else 1.0
    if t == "将领":
        cond = d.get("bingquan_condition") or {}
        short = sum(max(0, n - E.bingquan_count(st, me, bz)) for bz, n in cond.items())
        return 1.0 + (0.3 if short <= 1 else 0.12) * printed_worth(d)
    return 2.0


def slot_fit(obs: Obs, a) -> tuple[float, str]:
    """The slot a general suits (§1.3.2.5): 主将 gets +2/+2 with a condition total ≥ 3 and costs its slot and
    three cards to the enemy when it falls; the 军师 cannot attack, costs 5 粮草 when it falls and, under D.11,
    lends its 智力 to the 谋略; a 副将 just fights."""
    st, me = obs.st, obs.seat
    d = E.cdef(st, a.card)
    role = E.slot_role(a.zone)
    total = sum((d.get("bingquan_condition") or {}).values())
    bonus = E.opt(st, "zhujiang_bonus")
    free_dep = any(E.slot_role(z) == "副将" and not st.zones[z].cards for z in E.open_general_slots(st, me))
    if role == "主将":
        if total >= bonus["threshold"]:
            return 2.0 + 0.5 * (bonus["attack"] + bonus["health"]), N("Bots", "deploys {card} as commander: its standing earns the commander's bonus")
        return (-1.5 if free_dep else 0.0), N("Bots", "deploys {card} as commander: every lieutenant slot is taken")
    if role == "军师":
        need = _zhili_need(obs)
        if need and d.get("intelligence", 0) >= need:
            return 1.5, N("Bots", "deploys {card} as strategist: its wits serve the stratagems")
        pen = E.opt(st, "junshi_death_penalty") * 0.3 + (WEIGHTS["attack"] * d.get("attack", 0) if
                                                          not E.opt(st, "junshi_can_attack") else 0.0)
        return (-pen if free_dep else -0.3 * pen), N("Bots", "deploys {card} as strategist: it defends from there")
    return 0.0, N("Bots", "deploys {card} as lieutenant: the strongest general it can field now")


def _zhili_need(obs: Obs) -> int:
    """D.11 (option ``zhili_rule``; edition 2 defaults to ``junshi``, a table from before editions has none):
    the highest 智力 the 谋略 in hand or in my slots ask for, when the 军师 is the one who must have it
    (under ``highest`` any face-up general serves, under ``none`` 智力 does nothing)."""
    st, me = obs.st, obs.seat
    if E.opt(st, "zhili_rule") != "junshi":
        return 0
    cards = list(st.zones[E.zid(me, "hand")].cards)
    for z in E.open_strategy_slots(st, me):
        cards += st.zones[z].cards
    return max((E.cdef(st, c).get("zhili", 0) or 0 for c in cards if E.cdef(st, c)["type"] == "谋略"), default=0)


def _score_set_general(obs: Obs, a, legal: list) -> Scored:
    st, me = obs.st, obs.seat
    if any(x.kind == "DeployGeneral" and x.card == a.card for x in legal):
        return Scored(-2.0, a, N("Bots", "deploys face up instead: it can fight at once"))
    d = E.cdef(st, a.card)
    cond = d.get("bingquan_condition") or {}
    short = sum(max(0, n - E.bingquan_count(st, me, bz)) for bz, n in cond.items())
    if E.slot_role(a.zone) != "副将":
        return Scored(-1.5, a, N("Bots", "keeps the slot open: a face-down general there is a risk"))
    score = 0.15 * printed_worth(d) - 1.2 * short
    return Scored(score, a, N("Bots", "sets a general face down, to turn it up once its command allows"))


def _score_set_strategy(obs: Obs, a) -> Scored:
    st, me = obs.st, obs.seat
    d = E.cdef(st, a.card)
    free = sum(1 for z in E.open_strategy_slots(st, me) if not st.zones[z].cards)
    reactive = d.get("speed") == "any" or any(e.get("do") in ("prevent_damage", "negate", "return_to_hand")
                                             for e in (d.get("use") or {}).get("effects", []))
    score = (0.8 if reactive else 0.3) - (0.6 if free <= 1 else 0.0)
    return Scored(score, a, N("Bots", "sets a stratagem face down, ready to answer in later turns"))


def _score_mulligan(obs: Obs, legal: list) -> list[Scored]:
    st, me = obs.st, obs.seat
    hand = [E.cdef(st, c) for c in st.zones[E.zid(me, "hand")].cards]
    generals = [d for d in hand if d["type"] == "将领"]
    command = [d for d in hand if d["type"] == "兵权"]
    cheap = [d for d in generals if sum((d.get("bingquan_condition") or {}).values()) <= 1]
    playable = bool(generals) and (bool(command) or bool(cheap)) and len(generals) + len(command) >= 3
    out = []
    for a in legal:
        if a.kind == "Mulligan":
            out.append(Scored(0.0 if playable else 1.0, a,
                              N("Bots", "takes a new hand: this one has too few generals and command to play")))
        else:
            out.append(Scored(0.5 if playable else 0.0, a,
                              N("Bots", "keeps its hand: it has generals and command to play")))
    return out


# -- combat ---------------------------------------------------------------------------------------------
def _foe(obs: Obs) -> int:
    st, me = obs.st, obs.seat
    foes = E.enemies(st, me)
    return min(foes, key=lambda s: st.data["players"][s]["lc"])


def _score_attack(obs: Obs, legal: list) -> list[Scored]:
    st, me, D = obs.st, obs.seat, obs.D
    cb = st.data["combat"]
    declared = [c for g in cb["groups"] for c in g["att"]]
    foe = _foe(obs)
    ready = sorted({a.card for a in legal if a.kind == "DeclareAttacker" and a.target == foe})
    plan, why = C.plan_attack(st, D, me, ready, declared, foe)
    todo = [c for c in plan if c not in declared]
    out = []
    new_group = len(cb["groups"]) + 1
    for a in legal:
        if a.kind == "EndAttack":
            if todo:
                out.append(Scored(0.0, a, N("Bots", "ends the attack")))
            elif declared:
                out.append(Scored(1.0, a, N("Bots", "sends no more attackers: the rest would be blocked and lost or must stay back to defend")))
            else:
                out.append(Scored(1.0, a, N("Bots", "does not attack: every attacker would be blocked and lost, or must stay back to defend")))
            continue
        if a.card in todo and a.target == foe and a.group == new_group:
            v, blk = why[a.card]
            args = {"card": a.card, "target": E.pname(foe)}
            others = [c for c in plan if c != a.card]
            blocked_elsewhere = any(why[c][1] for c in others if c in why)
            if blk is None and blocked_elsewhere:
                # a defender could meet it, but the defender's best answer needs its blockers for the others
                text = N("Bots", "attacks {target} with {card}: {target}'s defenders are needed against the other attackers")
            elif blk is None:
                text = N("Bots", "attacks {target} with {card}: no defender can stop it without losing out")
            elif v > 0:
                args["blocker"] = blk[0].cid
                text = N("Bots", "attacks {target} with {card}: blocking it with {blocker} would cost {target} more")
            elif v < 0:
                text = N("Bots", "attacks {target} with {card}: it may fall, but it draws blockers off the other attackers")
            else:
                text = N("Bots", "attacks {target} with {card}: an even trade at worst")
            out.append(Scored(2.0 + v, a, text, args))
        else:
            out.append(Scored(-1.0, a, N("Bots", "keeps {card} back"), {"card": a.card}))
    return out


def _score_defend(obs: Obs, legal: list, dec: dict) -> list[Scored]:
    st, me, D = obs.st, obs.seat, obs.D
    cb = st.data["combat"]
    used = {c for g in cb["groups"] for c in g["def"]}
    groups = [(gi + 1, g["att"], g["def"]) for gi, g in enumerate(cb["groups"])
              if g["target"] == dec["for"] and g["att"]]
    free = sorted({a.card for a in legal if a.kind == "DeclareDefender"} - used)
    plan = C.plan_blocks(st, D, me, groups, free)
    want = {(c, gi) for gi, cs in plan.items() for c in cs}
    lw = life_weight(st.data["players"][me]["lc"])
    rp = C.receiver_places(st)
    out = []
    for a in legal:
        if a.kind == "EndDefense":
            dmg = sum(max(0, E.current_stats(st, D, c)[0]) for gi, att, d in groups
                      if gi not in plan and not d for c in att)
            if want:
                out.append(Scored(0.0, a, N("Bots", "ends the defense")))
            elif dmg:
                out.append(Scored(1.0, a, N("Bots", "lets {n} points of attack through: no block is worth a general"), {"n": dmg}))
            elif used:  # (it has just declared one: "needs no defenders" read as if it had not)
                out.append(Scored(1.0, a, N("Bots", "needs no more defenders")))
            else:
                out.append(Scored(1.0, a, N("Bots", "needs no defenders")))
            continue
        if (a.card, a.group) in want:
            g = cb["groups"][a.group - 1]
            atts = [C.Unit(st, D, c, me) for c in g["att"]]
            blks = [C.Unit(st, D, c, me) for c in g["def"] + plan[a.group]]
            blk = next(u for u in blks if u.cid == a.card)
            others = [u for u in blks if u is not blk]
            dead_a, dead_b = C.clash(atts, blks, rp)
            args = {"card": a.card, "attacker": atts[0].cid, "n": sum(u.atk for u in atts)}
            kills, dies = bool(dead_a), blk in dead_b
            if others and not dies:
                args["other"] = others[0].cid
                text = (N("Bots", "blocks {attacker} with {card} and {other}: together they should kill it, and {card} should survive")
                        if kills else
                        N("Bots", "blocks {attacker} with {card} and {other}: its damage spread over both should fell neither and save {n} provisions"))
            elif kills and not dies:
                text = N("Bots", "blocks {attacker} with {card}: it should kill the attacker and survive")
            elif not dies:
                text = N("Bots", "blocks {attacker} with {card}: it should survive and save {n} provisions")
            elif kills:
                text = N("Bots", "blocks {attacker} with {card}: both should fall, a fair trade")
            else:
                text = N("Bots", "blocks {attacker} with {card} to save {n} provisions, though it will likely fall")
            # what this blocker adds to the planned block (a double block may pay only with both); a planned
            # block stays above ending the defense even at a loss: the plan blocks at a loss only to live
            gain = C.group_gain(atts, blks, lw, rp) - C.group_gain(atts, others, lw, rp)
            out.append(Scored(2.0 + max(0.0, gain), a, text, args))
        else:
            out.append(Scored(-1.0, a, N("Bots", "keeps {card} out of this fight"), {"card": a.card}))
    return out


def _score_assign(obs: Obs, legal: list, dec: dict) -> list[Scored]:
    st, me, D = obs.st, obs.seat, obs.D
    receivers = list(dec["rem"])
    mine = bool(receivers) and E.controller(st, receivers[0]) == me
    worth = {r: C.Unit(st, D, r, me).worth for r in receivers}
    plan = C.plan_damage(dec, worth, mine)
    got: dict[str, int] = {}
    for k, n in dec["placed"].items():
        r = k.split(">")[1]
        got[r] = got.get(r, 0) + n
    out = []
    for a in legal:
        if a.kind != "PlaceDamage":
            out.append(Scored(-1.0, a, N("Bots", "a move with no clear use now")))
            continue
        want = plan.get(a.receiver, 0) - got.get(a.receiver, 0)
        if want <= 0:
            score = -1.0 - a.n
        elif a.n <= want:
            score = 1.0 + a.n / 100.0
        else:
            score = 0.5 - a.n / 100.0
        text = (N("Bots", "puts the damage where it costs least") if mine else
                N("Bots", "puts the damage where it kills the most"))
        out.append(Scored(score, a, text))
    return out


# -- Easy's light sense and Hard's playouts --------------------------------------------------------------
def light_sense(moves: list, src=None) -> list:
    """Easy (GameSpec.prune): drop moves a legal alternative plainly beats — passing up a free beneficial play
    (placing a 兵权 card, deploying a general, flipping one, drawing, a blow no defender can meet, a block the
    blocker outlives), conscripting a card while a 兵权 card can be placed, setting face down a general that
    could come face up, an effect aimed the wrong way (damage to one's own general), attacking into a certain
    loss of the attacker and a block that loses the blocker for nothing while the damage is not lethal.
    The same card into another slot of the same kind counts as one move."""
    kinds = {a.kind for a in moves}
    # the same card into another slot of the same kind is the same move (one of them is kept)
    seen: set = set()
    out = []
    for a in moves:
        k = a.kind
        key = ((k, a.card, E.slot_role(a.zone)) if k in ("DeployGeneral", "SetGeneral") else (k, a.card)
               if k == "SetStrategy" else (k, a.zone) if k == "Conscript" else a)
        if key not in seen:
            seen.add(key)
            out.append(a)
    if kinds & {"PlaceBingquan", "DeployGeneral", "FlipGeneral"}:
        out = [a for a in out if a.kind != "Pass"]
    if "PlaceBingquan" in kinds:
        out = [a for a in out if a.kind != "Conscript"]
    deployable = {a.card for a in out if a.kind == "DeployGeneral"}
    out = [a for a in out if not (a.kind == "SetGeneral" and a.card in deployable)]
    out = [a for a in out if not (a.kind == "Answer" and not a.yes and _is_may_draw(src))]
    aimed = kinds & {"UseStrategy", "UseEvent", "UseAbility", "PutTrigger", "DeclareAttacker", "DeclareDefender"}
    if aimed and src is not None:
        st = src if isinstance(src, GameState) else Obs(src).st
        me = src.seat if not isinstance(src, GameState) else _acting(st)
        D = E.derive(st, cached=True)
        # an effect aimed the wrong way (damage to one's own general, a boost to an enemy's) is worse than none
        out = [a for a in out if a.kind not in ("UseStrategy", "UseEvent", "UseAbility", "PutTrigger")
               or (a.kind == "PutTrigger" and not a.use) or _aimed(st, me, a, getattr(a, "card", None))]
        if "DeclareAttacker" in kinds:
            doomed = {a.card for a in out if a.kind == "DeclareAttacker" and _sure_loss(st, D, a.card, a.target)}
            out = [a for a in out if not (a.kind == "DeclareAttacker" and a.card in doomed)]
            # an attacker no defender can meet is a free blow: do not end the attack before it
            open_foes = [a for a in out if a.kind == "DeclareAttacker" and not E.possible_defenders(st, D, a.target)]
            if open_foes:
                out = [a for a in out if a.kind != "EndAttack"]
        if "DeclareDefender" in kinds:
            out = [a for a in out if a.kind != "DeclareDefender" or not _chump(st, D, me, a)]
            # a block the blocker survives saves 粮草 for nothing: do not end the defense before it
            if any(a.kind == "DeclareDefender" and _free_block(st, D, me, a) for a in out):
                out = [a for a in out if a.kind != "EndDefense"]
    if "PlaceDamage" in kinds and src is not None:
        # D.7.4: damage placed where it kills own generals that another placement saves (or spares enemy
        # generals that another placement kills) is plainly worse — the placements of the plan are kept
        st = src if isinstance(src, GameState) else Obs(src).st
        decs = st.data["decisions"]
        if decs and decs[0]["type"] == "assign":
            me = decs[0]["seat"]
            o = Obs(st, me) if isinstance(src, GameState) else Obs(src)
            good = {s.action for s in _score_assign(o, out, decs[0]) if s.action.kind == "PlaceDamage" and s.score >= 0.5}
            if good:
                out = [a for a in out if a.kind != "PlaceDamage" or a in good]
    return out or list(moves)


def easy_style(moves: list, src=None) -> list:
    """Easy's manner (GameSpec.easy_style), not a rule of sense: it attacks whenever it can — while an attacker
    may still be declared (light_sense has already dropped those that would surely die for nothing), it does not
    end the attack.  (Measured: 三国智 Easy vs Random 62–67 % without it, 73–77 % with it, 100 seeded games each.)"""
    if any(a.kind == "DeclareAttacker" for a in moves):
        return [a for a in moves if a.kind != "EndAttack"] or moves
    return moves


def _is_may_draw(src) -> bool:
    if src is None:
        return False
    decs = src.data.get("decisions") or []
    return bool(decs) and decs[0].get("type") == "may_draw"


def _chump(st: GameState, D, me: int, a) -> bool:
    """A block that loses the blocker and kills nothing, when the damage it stops is not lethal."""
    cb = st.data["combat"]
    atts = [C.Unit(st, D, c, me) for c in cb["groups"][a.group - 1]["att"]]
    blk = C.Unit(st, D, a.card, me)
    incoming = sum(u.atk for u in atts)
    total = sum(max(0, E.current_stats(st, D, c)[0]) for g in cb["groups"] if g["target"] == me and not g["def"]
                for c in g["att"])
    kills = any(blk.atk >= u.hp for u in atts)
    return incoming >= blk.hp and not kills and total < st.data["players"][me]["lc"]


def _free_block(st: GameState, D, me: int, a) -> bool:
    """The blocker outlives the damage of the 战团 it blocks (no defender is there yet)."""
    g = st.data["combat"]["groups"][a.group - 1]
    if g["def"]:
        return False
    incoming = sum(C.Unit(st, D, c, me).atk for c in g["att"])
    return incoming < C.Unit(st, D, a.card, me).hp and incoming > 0


def _sure_loss(st: GameState, D, card: str, foe: int) -> bool:
    """An untapped defender of ``foe`` kills this attacker and survives it (D.7.3–D.7.4)."""
    seat = E.controller(st, card)
    a = C.Unit(st, D, card, seat)
    for b in E.possible_defenders(st, D, foe):
        u = C.Unit(st, D, b, seat)
        if u.atk >= a.hp and a.atk < u.hp:
            return True
    return False


def rollout_done(st: GameState, start):
    """Hard's playouts stop after ``HARD["turns_ahead"]`` turn changes (then ``value`` scores the position)."""
    if start is None:
        return st.data["turn"]
    return st.data["turn"] >= start + HARD["turns_ahead"]


def value(rules, st: GameState, seat: int) -> float:
    """The position as a chance to win for ``seat`` (policy.value: Hard's playouts; with ``HARD["smart"]`` the lead
    counts the camp race, ``smart_lead``)."""
    if HARD.get("smart") and not st.data.get("over"):
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, smart_lead(st, seat) / SCALE))))
    return chance(st, seat)


def judge(st: GameState, seat: int, moves: list) -> list[float]:
    """Normal's scores of ``moves`` on one sampled state ``st`` (Hard's ``HARD["judge"]``): every effect tried as
    Normal tries it, without the reasons (the scores are the same)."""
    o = _trying(st, seat, len(moves))
    o.answers = bool(HARD.get("judge_answers"))
    got = {id(s.action): s.score for s in score_actions(o, moves)}
    return [got.get(id(a), -5.0) for a in moves]


def search_worthy(obs: Obs, moves: list) -> bool:
    """Hard searches the choices that shape the game — its main phase, attacks, blocks and answers to a
    chain or a battle; damage placement, discards and the quiet windows follow the rules of thumb."""
    st, me = obs.st, obs.seat
    d = st.data
    if d["decisions"]:
        kinds = ("attack", "defend", "mulligan") if HARD.get("search_combat") else ("mulligan",)
        return d["decisions"][0]["type"] in kinds
    if _main_timing(st, me):
        return True
    return bool(d["chain"]) or (d.get("combat") is not None and d["step"] in COMBAT_STEPS)
