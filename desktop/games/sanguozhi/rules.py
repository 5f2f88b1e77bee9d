"""三国智 rules: the Rules protocol over the engine (new game, legal actions, apply, views).

Every action is checked by one function per action kind before anything
changes; ``legal_actions`` enumerates candidates and keeps those the same
checks accept, so the two never disagree.  Rules are cited as 三国智 §…
(the sections of ../shared/rules/sanguozhi.md).
"""

from __future__ import annotations

from itertools import permutations

from ...core.actions import Action
from ...core.errors import IllegalAction, QT_TRANSLATE_NOOP
from ...core.events import Event, Shuffled
from ...core.invariants import capacities, card_conservation, validate_zones
from ...core.rng import Rng
from ...core.rules import UiHint
from ...core.state import GameState, PlayerView, copy_data
from ...core.zones import HIDDEN, OWNER, PUBLIC, Zone
from . import engine as E
from .actions import (Answer, AssignDamage, ChooseFirstPlayer, Concede, Conscript, DeclareAttacker, DeclareDefender,
                      DeployGeneral, DiscardCard, DissolveFormation, EndAttack, EndDefense, EquipTreasure, FlipGeneral,
                      FormFormation, KeepHand, Mulligan, Pass, PickCard, PlaceBingquan, PlaceDamage, PutTrigger,
                      SetGeneral, SetStrategy, UseAbility, UseEvent, UseStrategy)
from .cards import BINGZHONG, card_db
from .zoneinfo import BINGQUAN, BINGQUAN_OF_ZONE, GENERAL_SLOTS, MAX_DEPUTIES, STRATEGY_SLOTS, player_zone_ids



# How a table names the fields of a refusal for its reader: fn(key, value) -> str | None, set by the
# 三国智 table plugin (desktop/ui/sanguozhi); None = the ids themselves (CLI, scenarios, tests).
PRESENT_ARG: list = [None]


class Refusal(IllegalAction):
    """A 三国智 refusal.  Reasons are English ``Rules`` sources; card ids (``P1:017``), zone ids
    (``P1.deputy1``), seats (``P2``) and game words (``步兵``, ``主将``) travel as fields, and a
    translated message asks ``PRESENT_ARG`` to name them in the reader's language."""

    def message(self, translate=None) -> str:
        present = PRESENT_ARG[0]
        if translate is None or present is None:
            return super().message(translate)
        args = {}
        for k, v in self.args_.items():
            try:
                shown = present(k, v)
            except Exception:  # noqa: BLE001 - naming must never hide the refusal
                shown = None
            args[k] = v if shown is None else shown
        text = translate(self.reason)
        try:
            text = text.format(**args)
        except (KeyError, IndexError, ValueError):
            pass
        return f"{text} [{self.rule}]"


def _ill(rule: str, reason: str, **args) -> IllegalAction:
    return Refusal(f"三国智 {rule}", reason, **args)


# ---------------------------------------------------------------- building a game

def merge_options(options: dict) -> dict:
    opts = dict(E.OPTIONS)
    for k, v in (options or {}).items():
        if k not in E.OPTIONS:
            raise ValueError(f"unknown 三国智 option {k!r}")
        opts[k] = v
    for k, allowed in E.CHOICES.items():
        if opts[k] not in allowed:
            raise ValueError(f"option {k} must be one of {', '.join(allowed)}")
    for k, v in opts.items():
        if isinstance(E.OPTIONS[k], bool) and not isinstance(v, bool):
            raise ValueError(f"option {k} must be true or false")
        if isinstance(E.OPTIONS[k], int) and not isinstance(E.OPTIONS[k], bool) and (
                not isinstance(v, int) or isinstance(v, bool) or v < 0):
            raise ValueError(f"option {k} must be a whole number ≥ 0")
    b = opts["zhujiang_bonus"]
    if not (isinstance(b, dict) and set(b) == {"attack", "health", "threshold"}
            and all(isinstance(x, int) for x in b.values())):
        raise ValueError("option zhujiang_bonus must be {attack, health, threshold}")
    return opts


def build_state(seats: list[str], opts: dict, rng: Rng, decks: list[dict]) -> GameState:
    """An empty table with each seat's cards in its 营地 / 事件槽 / 阵型槽 (not shuffled yet).

    ``decks[s]`` = {"main": [def ids], "events": [...], "formations": [...]} .
    """
    n = len(seats)
    if not 2 <= n <= 6:
        raise ValueError("三国智 is played by 2 to 6 players")
    st = GameState("sanguozhi", [{"name": s} for s in seats], opts, {}, rng, {})
    teams = opts.get("teams")
    team = list(range(n))
    if teams:
        team = [-1] * n
        for ti, members in enumerate(teams):
            for m in members:
                s = E.seat_of(m)
                if not 0 <= s < n or team[s] != -1:
                    raise ValueError("option teams must name every seat once")
                team[s] = ti
        if -1 in team:
            raise ValueError("option teams must name every seat once")
    cards: dict[str, str] = {}
    st.data = {
        "cards": cards, "turn": 0, "round_no": 0, "active": 0, "first": 0, "order": list(range(n)),
        "draw_winner": 0, "step": "setup_first", "stage": "enter", "prio": None, "passes": 0,
        "decisions": [], "chain": [], "chain_ctl": {}, "waiting": [], "field": {}, "effects": [],
        "combat": None, "lethal": {}, "uses": {}, "seq": 0, "ts": 0, "obj": 0, "placed": 0,
        "over": False, "winners": [],
        "players": [{"lc": opts["start_life"], "out": False, "marked": False, "lord_lost": False,
                     "dep": [f"deputy{k}" for k in range(1, min(opts["deputy_slots"], MAX_DEPUTIES) + 1)],
                     "strat": [f"strategy{k}" for k in range(1, min(opts["strategy_slots"], len(STRATEGY_SLOTS)) + 1)],
                     "cnt": {"bq": 0, "gen": 0, "ev": 0, "form": 0, "battle": 0}, "mull": 0, "last_turn": 0,
                     "team": team[s]} for s in range(n)],
    }
    st.add_zone(Zone("table.chain", None, PUBLIC))
    for s in range(n):
        for z in player_zone_ids(s):
            base = E.zinfo(z)[1]
            vis, cap = PUBLIC, None
            if base in ("hand",):
                vis = OWNER
            elif base == "camp":
                vis = HIDDEN
            elif base in ("event", "formation", "strategy"):
                vis = OWNER
            if base in ("lord", "advisor", "deputy", "treasure", "strategy"):
                cap = 1
            st.add_zone(Zone(z, s, vis, cap))
        deck = decks[s]
        k = 0
        for part, zone in (("main", "camp"), ("events", "event"), ("formations", "formation")):
            for defid in deck.get(part, []):
                k += 1
                cid = f"P{s + 1}:{k:03d}"
                cards[cid] = defid
                st.zones[E.zid(s, zone)].cards.append(cid)
    st.reindex()
    return st


def _deck_for(rules_opts: dict, n: int) -> list[dict]:
    from .decks import default_decks, load_deck, deck_parts
    names = rules_opts.get("decks")
    if names is None:
        ds = default_decks()
        return [deck_parts(ds[s % len(ds)]) for s in range(n)]
    if not isinstance(names, list) or len(names) != n:
        raise ValueError("option decks must name one deck per seat")
    from .decks import check_deck
    out = []
    for nm in names:
        deck = load_deck(nm) if isinstance(nm, str) else nm
        probs = check_deck(deck, {k: rules_opts[k] for k in ("deck_min", "events_max", "formations_max")})
        if probs:
            # D.4.1 step 1: every violation with its rule
            raise ValueError("; ".join(f"[{r}] {m}" for r, m in probs))
        out.append(deck_parts(deck))
    return out


# ---------------------------------------------------------------- the rules object

class SanguozhiRules:
    name = "sanguozhi"
    state_schema = "state_schema.json"  # JSON Schema of a saved table, beside this module (desktop/core/files.py)

    # -- new game -----------------------------------------------------------------
    def new_game(self, seats: list[str], options: dict, seed: int) -> GameState:
        opts = merge_options(options)
        opts["players"] = len(seats)
        decks = _deck_for(opts, len(seats))
        st = build_state(seats, opts, Rng(seed), decks)
        ev: list[Event] = []
        for s in range(len(seats)):
            st.shuffle(E.zid(s, "camp"))  # D.4.1 step 2
        st.data["draw_winner"] = st.rng.below(len(seats))  # D.4.1 step 4: the random draw
        E.run(st, ev)
        return st

    # -- whose decision ------------------------------------------------------------
    def to_act(self, state: GameState) -> int | None:
        d = state.data
        if d.get("over"):
            return None
        if d["decisions"]:
            return d["decisions"][0]["seat"]
        return d["prio"]

    def is_over(self, state: GameState) -> bool:
        return bool(state.data.get("over"))

    def ranking(self, state: GameState) -> list[list[int]]:
        return E.ranking(state)

    # -- legal actions -------------------------------------------------------------
    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        st = state
        d = st.data
        if d.get("over") or st.data["players"][seat]["out"]:
            return []
        cands: list[Action] = []
        if d["decisions"]:
            dec = d["decisions"][0]
            if dec["seat"] != seat:
                return []
            cands = self._decision_candidates(st, dec, seat)
        elif d["stage"] == "round" and d["prio"] == seat:
            cands = [Pass(seat)] + self._response_candidates(st, seat)
            if self._main_timing(st, seat):
                cands += self._main_candidates(st, seat)
        out = []
        for a in cands:
            try:
                self._check(st, a)
            except IllegalAction:
                continue
            out.append(a)
        if out:
            out.append(Concede(seat))  # D.6: a gesture (Concede.gesture), never chosen by bots
        return out

    def _decision_candidates(self, st: GameState, dec: dict, seat: int) -> list[Action]:
        t = dec["type"]
        D = E.derive(st, cached=True)
        if t == "first":
            n = len(st.seats)
            return [ChooseFirstPlayer(seat, f, cw) for f in range(n) for cw in ((True,) if n == 2 else (True, False))]
        if t == "mulligan":
            return [KeepHand(seat), Mulligan(seat)]
        if t in ("shuffle", "may_draw"):
            return [Answer(seat, True), Answer(seat, False)]
        if t == "attack":
            out: list[Action] = [EndAttack(seat)]
            cb = st.data["combat"]
            declared = {c for g in cb["groups"] for c in g["att"]}
            foes = self._attack_targets(st, seat)
            for c in E.possible_attackers(st, D, seat):
                if c in declared:
                    continue
                for gi, g in enumerate(cb["groups"]):
                    out.append(DeclareAttacker(seat, c, gi + 1, g["target"]))
                for f in foes:
                    out.append(DeclareAttacker(seat, c, len(cb["groups"]) + 1, f))
            return out
        if t == "defend":
            out = [EndDefense(seat)]
            cb = st.data["combat"]
            declared = {c for g in cb["groups"] for c in g["def"]}
            for c in E.possible_defenders(st, D, seat):
                if c in declared:
                    continue
                for gi, g in enumerate(cb["groups"]):
                    if g["target"] == dec["for"] and g["att"]:
                        out.append(DeclareDefender(seat, c, gi + 1))
            return out
        if t == "assign":
            out = []
            for dl, r, mx in E.placements(dec):
                out.append(PlaceDamage(seat, dl, r, 1))
                if mx > 1:
                    out.append(PlaceDamage(seat, dl, r, mx))
            return out
        if t == "discard":
            return [DiscardCard(seat, c) for c in st.zones[E.zid(dec["of"], "hand")].cards]
        if t == "search":
            out = [Answer(seat, False)]
            out += [PickCard(seat, c) for c in st.zones[E.zid(seat, "camp")].cards
                    if E.matches(st, D, c, dict(dec["filter"], zone="deck"), dec["ctl"], None)]
            return out
        if t == "triggers":
            out = []
            for w in st.data["waiting"]:
                if w["ctl"] != seat:
                    continue
                for tg in E.target_options(st, w["ab"].get("targets", []), seat, w["src"], limit=20):
                    out.append(PutTrigger(seat, w["id"], True, tg))
                if w["ab"].get("optional") or not E.target_options(st, w["ab"].get("targets", []), seat, w["src"], limit=1):
                    out.append(PutTrigger(seat, w["id"], False, ()))
            return out
        return []

    def _attack_targets(self, st: GameState, seat: int) -> list[int]:
        if E.opt(st, "attack_target") == "next_enemy":
            s = E.next_seat(st, seat)
            while not E.is_enemy(st, s, seat):
                s = E.next_seat(st, s)
            return [s]
        return E.enemies(st, seat)

    def _main_timing(self, st: GameState, seat: int) -> bool:
        d = st.data
        return (not d["decisions"] and d["stage"] == "round" and d["prio"] == seat and d["active"] == seat
                and d["step"] == "main" and not d["chain"])

    def _has_prio(self, st: GameState, seat: int) -> bool:
        d = st.data
        return not d.get("over") and not d["decisions"] and d["stage"] == "round" and d["prio"] == seat

    def _main_candidates(self, st: GameState, seat: int) -> list[Action]:
        out: list[Action] = []
        hand = st.zones[E.zid(seat, "hand")].cards
        empty_g = [z for z in E.open_general_slots(st, seat) if not st.zones[z].cards]
        empty_s = [z for z in E.open_strategy_slots(st, seat) if not st.zones[z].cards]
        D = E.derive(st, cached=True)
        # Candidates the checks would refuse anyway are not made (the checks still decide).
        bq_ok = st.data["players"][seat]["cnt"]["bq"] < E.opt(st, "bingquan_per_turn")
        conscript = bq_ok and E.opt(st, "zhengbing_enabled")
        for c in hand:
            cd = E.cdef(st, c)
            t = cd["type"]
            if t == "兵权" and bq_ok:
                out.append(PlaceBingquan(seat, c))
            if conscript:
                out += [Conscript(seat, c, E.zid(seat, z)) for z in BINGQUAN.values()]
            if t == "将领":
                if E.meets_condition(st, seat, cd):
                    out += [DeployGeneral(seat, c, z) for z in empty_g]
                out += [SetGeneral(seat, c, z) for z in empty_g]
            elif t == "谋略":
                out += [SetStrategy(seat, c, z) for z in empty_s]
                out += self._strategy_uses(st, seat, c, empty_s)
            elif t == "宝物":
                for g in E.field_generals(st, seat):
                    out.append(EquipTreasure(seat, c, g))
        if E.opt(st, "flip_speed") == "main":
            out += self._flips(st, seat)
        for c in st.zones[E.zid(seat, "formation")].cards:
            f = st.data["field"].get(c)
            if f and f.get("formed"):
                out.append(DissolveFormation(seat, c))
            elif f is None:
                out += self._formation_options(st, D, seat, c)
        if E.opt(st, "event_speed") == "main":
            out += self._event_uses(st, seat)
        return out

    def _formation_options(self, st: GameState, D, seat: int, c: str) -> list[Action]:
        entries = E.cdef(st, c)["members"]
        pool = [g for g in E.field_generals(st, seat) if self._may_join(st, g)]
        out = []
        for combo in permutations(pool, len(entries)):
            if all(self._fits(st, g, e) for g, e in zip(combo, entries)):
                out.append(FormFormation(seat, c, combo))
                if len(out) >= 24:
                    break
        return out

    def _may_join(self, st: GameState, g: str) -> bool:
        f = st.data["field"][g]
        if not f["up"] or f.get("dying") or f.get("form") or f.get("chain"):
            return False
        if E.zinfo(st.where[g])[1] == "advisor" and not E.opt(st, "junshi_can_join_formation"):
            return False
        return True

    def _fits(self, st: GameState, g: str, entry: list) -> bool:
        return "任意" in entry or bool(set(entry) & set(E.cdef(st, g).get("corps", [])))

    def _flips(self, st: GameState, seat: int) -> list[Action]:
        fd = st.data["field"]
        return [FlipGeneral(seat, g) for g in E.field_generals(st, seat)
                if not fd[g]["up"] and E.meets_condition(st, seat, E.cdef(st, g))]

    def _strategy_uses(self, st: GameState, seat: int, c: str, empty_s: list[str]) -> list[Action]:
        d = E.cdef(st, c)
        if not E.meets_condition(st, seat, d):
            return []
        decls = d.get("use", {}).get("targets", [])
        opts = E.target_options(st, decls, seat, c, limit=40)
        zones = [None] if not d.get("persistent") else empty_s
        return [UseStrategy(seat, c, tg, z) for tg in opts for z in zones]

    def _event_uses(self, st: GameState, seat: int) -> list[Action]:
        out = []
        if st.data["players"][seat]["cnt"]["ev"] >= E.opt(st, "events_per_turn"):
            return out
        for c in st.zones[E.zid(seat, "event")].cards:
            if st.zones[E.zid(seat, "event")].is_face_up(c):
                continue
            cd = E.cdef(st, c)
            if not E.meets_condition(st, seat, cd):
                continue
            decls = cd.get("use", {}).get("targets", [])
            out += [UseEvent(seat, c, tg) for tg in E.target_options(st, decls, seat, c, limit=40)]
        return out

    def _response_candidates(self, st: GameState, seat: int) -> list[Action]:
        out: list[Action] = []
        D = E.derive(st, cached=True)
        main = self._main_timing(st, seat)
        wait = E.opt(st, "set_strategy_wait")
        for z in E.open_strategy_slots(st, seat):
            for c in st.zones[z].cards:
                f = st.data["field"].get(c)
                if f is not None and not f["up"] and not (wait and f.get("set_turn", 0) >= st.data["turn"]):
                    out += self._strategy_uses(st, seat, c, [])
        if not main:
            any_speed = E.opt(st, "hand_strategy_speed") == "any"
            for c in st.zones[E.zid(seat, "hand")].cards:
                cd = E.cdef(st, c)
                if cd["type"] == "谋略" and (any_speed or cd.get("speed", "main") != "main"):
                    out += self._strategy_uses(st, seat, c,
                                               [z for z in E.open_strategy_slots(st, seat) if not st.zones[z].cards])
            if E.opt(st, "flip_speed") == "any":
                out += self._flips(st, seat)
        if E.opt(st, "event_speed") == "any" or main:
            if E.opt(st, "event_speed") == "any":
                out += self._event_uses(st, seat)
        fd = st.data["field"]
        uses = st.data["uses"]
        for src, ctl, i, ab in D.activated:
            if ctl != seat:
                continue
            if (ab["style"] == "tap" or any(c["pay"] == "tap_self" for c in ab.get("cost", []))) and fd[src]["tap"]:
                continue
            per = ab.get("per_turn", 1 if ab["style"] == "free" else None)
            if per is not None and uses.get(f"{src}/{i}", 0) >= per:
                continue
            decls = ab.get("targets", [])
            for tg in E.target_options(st, decls, seat, src, limit=30):
                for costs in self._cost_options(st, seat, src, ab):
                    out.append(UseAbility(seat, src, i, tg, costs))
        return out

    def _cost_options(self, st: GameState, seat: int, src: str, ab: dict) -> list[tuple]:
        from itertools import combinations, product
        parts = []
        for cst in ab.get("cost", []):
            pay = cst["pay"]
            if pay in ("tap_self", "lose_liangcao"):
                continue
            pool = self._cost_pool(st, seat, src, cst)
            opts = list(combinations(pool, cst["n"]))
            if not opts:
                return []
            parts.append(opts[:12])
        out = []
        for combo in product(*parts):
            flat = tuple(x for p in combo for x in p)
            if len(set(flat)) == len(flat):
                out.append(flat)
        return out[:24]

    def _cost_pool(self, st: GameState, seat: int, src: str, cst: dict) -> list[str]:
        pay = cst["pay"]
        if pay == "discard":
            hand = st.zones[E.zid(seat, "hand")].cards
            if "filter" in cst:
                return [c for c in hand if E.matches(st, None, c, dict(cst["filter"], zone="hand"), seat, src)]
            return list(hand)
        f = dict(cst["filter"])
        f.setdefault("controller", "you")
        pool = [c for c in E.candidates(st, f, seat, src) if E.controller(st, c) == seat]
        if pay == "tap":
            pool = [c for c in pool if c != src and not st.data["field"][c]["tap"]]
        return pool

    # -- checks ----------------------------------------------------------------------
    def _check(self, st: GameState, a: Action) -> None:
        d = st.data
        n = len(st.seats)
        if not isinstance(a.seat, int) or isinstance(a.seat, bool) or not 0 <= a.seat < n:
            raise _ill("§D.1", QT_TRANSLATE_NOOP("Rules", "There is no seat {seat}."), seat=a.seat)
        if d.get("over"):
            raise _ill("§D.6", QT_TRANSLATE_NOOP("Rules", "The game is over."))
        if d["players"][a.seat]["out"]:
            raise _ill("§D.6", QT_TRANSLATE_NOOP("Rules", "{player} is out of the game."), player=E.pname(a.seat))
        if isinstance(a, Concede):
            return
        if d["decisions"]:
            dec = d["decisions"][0]
            if dec["seat"] != a.seat:
                raise _ill("§D.1.3", QT_TRANSLATE_NOOP("Rules", "{player} must choose first."), player=E.pname(dec["seat"]))
            fn = getattr(self, "_chk_" + type(a).__name__, None)
            if fn is None or type(a).__name__ not in DECISION_ACTIONS.get(dec["type"], ()):
                raise _ill("§D.1.3", QT_TRANSLATE_NOOP("Rules", "That is not an answer to the pending choice."))
            fn(st, a, dec)
            return
        if type(a).__name__ in {x for v in DECISION_ACTIONS.values() for x in v} - {"Answer"} or isinstance(a, Answer):
            raise _ill("§D.1.3", QT_TRANSLATE_NOOP("Rules", "There is no such choice to make now."))
        if not self._has_prio(st, a.seat):
            raise _ill("§D.5.2", QT_TRANSLATE_NOOP("Rules", "{player} does not hold priority."), player=E.pname(a.seat))
        fn = getattr(self, "_chk_" + type(a).__name__, None)
        if fn is None:
            raise _ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "This game has no such action."))
        fn(st, a, None)

    def _card_in(self, st: GameState, card, zone: str, what: str) -> None:
        if not isinstance(card, str) or st.where.get(card) != zone:
            raise _ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "{card} is not in {zone}."), card=card, zone=zone)

    def _need_main(self, st: GameState, seat: int) -> None:
        if not self._main_timing(st, seat):
            raise _ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "Only the turn player may do that, in the main phase, with an empty chain."))

    def _need_condition(self, st: GameState, seat: int, card: str) -> None:
        d = E.cdef(st, card)
        if not E.meets_condition(st, seat, d):
            need = ", ".join(f"{k} {v}" for k, v in d.get("bingquan_condition", {}).items())
            raise _ill("§D.3", QT_TRANSLATE_NOOP("Rules", "{card} needs command {need}."), card=card, need=need)

    def _targets(self, st: GameState, decls: list, given, seat: int, src: str):
        if not isinstance(given, tuple):
            raise _ill("§D.5.3", QT_TRANSLATE_NOOP("Rules", "Targets must be a list."))
        r = E.parse_targets(st, decls, given, seat, src)
        if isinstance(r, str):
            if r == "count":
                raise _ill("§D.10.3", QT_TRANSLATE_NOOP("Rules", "Choose exactly the targets the card asks for."))
            if r == "twice":
                raise _ill("§D.5.3", QT_TRANSLATE_NOOP("Rules", "The same target may be chosen only once."))
            raise _ill("§D.5.3", QT_TRANSLATE_NOOP("Rules", "That is not a legal target."))
        return r

    def _chk_Pass(self, st, a, dec):
        pass

    def _chk_PlaceBingquan(self, st, a, dec):
        self._need_main(st, a.seat)
        self._card_in(st, a.card, E.zid(a.seat, "hand"), "hand")
        if E.cdef(st, a.card)["type"] != "兵权":
            raise _ill("§1.3.6", QT_TRANSLATE_NOOP("Rules", "Only a command card can be placed in a command slot."))
        self._bq_limit(st, a.seat)

    def _bq_limit(self, st, seat):
        if st.data["players"][seat]["cnt"]["bq"] >= E.opt(st, "bingquan_per_turn"):
            raise _ill("§D.3", QT_TRANSLATE_NOOP("Rules", "At most {n} command placements or conscriptions per turn."), n=E.opt(st, "bingquan_per_turn"))

    def _chk_Conscript(self, st, a, dec):
        self._need_main(st, a.seat)
        if not E.opt(st, "zhengbing_enabled"):
            raise _ill("§D.3", QT_TRANSLATE_NOOP("Rules", "Conscription is switched off in this game."))
        self._card_in(st, a.card, E.zid(a.seat, "hand"), "hand")
        if a.zone not in [E.zid(a.seat, z) for z in BINGQUAN.values()]:
            raise _ill("§D.3", QT_TRANSLATE_NOOP("Rules", "Conscription puts the card into one of your command slots."))
        self._bq_limit(st, a.seat)

    def _general_slot_ok(self, st, seat, zone):
        if zone not in E.open_general_slots(st, seat):
            raise _ill("§1.3.2", QT_TRANSLATE_NOOP("Rules", "{zone} is not an open general slot of yours."), zone=zone)
        if st.zones[zone].cards:
            raise _ill("§1.3.2.1", QT_TRANSLATE_NOOP("Rules", "That general slot is occupied."))
        lim = E.opt(st, "generals_per_turn")
        if lim and st.data["players"][seat]["cnt"]["gen"] >= lim:
            raise _ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "At most {n} generals may be deployed or set per turn."), n=lim)

    def _chk_DeployGeneral(self, st, a, dec):
        self._need_main(st, a.seat)
        self._card_in(st, a.card, E.zid(a.seat, "hand"), "hand")
        if E.cdef(st, a.card)["type"] != "将领":
            raise _ill("§1.3.2.1", QT_TRANSLATE_NOOP("Rules", "Only generals go into general slots."))
        self._general_slot_ok(st, a.seat, a.zone)
        roles = _printed_only_roles(E.cdef(st, a.card))
        if roles is not None and E.slot_role(a.zone) not in roles:
            raise _ill("§1.3.2.6", QT_TRANSLATE_NOOP("Rules", "{card} may only be {roles}."), card=a.card,
                       roles="/".join(roles))
        self._need_condition(st, a.seat, a.card)

    def _chk_SetGeneral(self, st, a, dec):
        self._need_main(st, a.seat)
        self._card_in(st, a.card, E.zid(a.seat, "hand"), "hand")
        if E.cdef(st, a.card)["type"] != "将领":
            raise _ill("§1.3.2.1", QT_TRANSLATE_NOOP("Rules", "Only generals go into general slots."))
        self._general_slot_ok(st, a.seat, a.zone)

    def _chk_FlipGeneral(self, st, a, dec):
        if E.opt(st, "flip_speed") == "main":
            self._need_main(st, a.seat)
        f = st.data["field"].get(a.card) if isinstance(a.card, str) else None
        if f is None or not E.is_general_slot(st.where[a.card]) or E.controller(st, a.card) != a.seat:
            raise _ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "Flipping needs a face-down general of yours on the field."))
        if f["up"] or f.get("chain"):
            raise _ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "Flipping needs a face-down general of yours on the field."))
        if any(it["kind"] == 14 and it["card"] == a.card for it in st.data["chain"]):
            raise _ill("§D.4.4", QT_TRANSLATE_NOOP("Rules", "That general is already being flipped."))
        self._need_condition(st, a.seat, a.card)

    def _chk_SetStrategy(self, st, a, dec):
        self._need_main(st, a.seat)
        self._card_in(st, a.card, E.zid(a.seat, "hand"), "hand")
        if E.cdef(st, a.card)["type"] != "谋略":
            raise _ill("§1.3.5", QT_TRANSLATE_NOOP("Rules", "Only stratagems go into stratagem slots."))
        if a.zone not in E.open_strategy_slots(st, a.seat) or st.zones[a.zone].cards:
            raise _ill("§1.3.5", QT_TRANSLATE_NOOP("Rules", "Setting a stratagem needs an empty stratagem slot of yours."))

    def _chk_UseStrategy(self, st, a, dec):
        seat = a.seat
        if not isinstance(a.card, str) or a.card not in st.where:
            raise _ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "There is no card {card}."), card=a.card)
        d = E.cdef(st, a.card)
        if d["type"] != "谋略":
            raise _ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "That is not a stratagem."))
        z = st.where[a.card]
        if z == E.zid(seat, "hand"):
            speed = d.get("speed", "main")
            if E.opt(st, "hand_strategy_speed") == "any":
                speed = "any"
            if speed == "main":
                self._need_main(st, seat)
            if d.get("persistent"):
                if a.zone not in E.open_strategy_slots(st, seat) or st.zones[a.zone].cards:
                    raise _ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "A persistent stratagem needs an empty stratagem slot of yours."))
            elif a.zone is not None:
                raise _ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "An instant stratagem takes no stratagem slot."))
        elif E.zinfo(z)[1] == "strategy" and E.zinfo(z)[0] == seat:
            f = st.data["field"].get(a.card)
            if f is None or f["up"]:
                raise _ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "That stratagem is already face up."))
            if E.opt(st, "set_strategy_wait") and f.get("set_turn", 0) >= st.data["turn"]:
                raise _ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "A set stratagem can be used from the next turn on."))
            if a.zone is not None:
                raise _ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "A set stratagem stays in its own stratagem slot."))
        else:
            raise _ill("§D.8.1", QT_TRANSLATE_NOOP("Rules", "You can use a stratagem from your hand or from your stratagem slots."))
        self._need_condition(st, seat, a.card)
        use = d.get("use", {})
        if "condition" in use and not E.eval_condition(st, E.derive(st, cached=True), use["condition"],
                                                       {"ctl": seat, "src": a.card, "targets": {}}):
            raise _ill("§D.10.4", QT_TRANSLATE_NOOP("Rules", "The condition of {card} is not met."), card=a.card)
        self._targets(st, use.get("targets", []), a.targets, seat, a.card)

    def _chk_EquipTreasure(self, st, a, dec):
        self._need_main(st, a.seat)
        self._card_in(st, a.card, E.zid(a.seat, "hand"), "hand")
        if E.cdef(st, a.card)["type"] != "宝物":
            raise _ill("§D.8.2", QT_TRANSLATE_NOOP("Rules", "Only a treasure can be equipped."))
        g = a.general
        f = st.data["field"].get(g) if isinstance(g, str) else None
        if (f is None or not E.is_general_slot(st.where[g]) or E.controller(st, g) != a.seat or not f["up"]
                or f.get("chain")):
            raise _ill("§D.8.2", QT_TRANSLATE_NOOP("Rules", "A treasure can only be equipped to a face-up general of yours."))
        if E.treasure_of(st, g) is not None:
            raise _ill("§D.8.2", QT_TRANSLATE_NOOP("Rules", "A general holds at most one treasure."))
        self._need_condition(st, a.seat, a.card)

    def _chk_FormFormation(self, st, a, dec):
        seat = a.seat
        self._need_main(st, seat)
        self._card_in(st, a.card, E.zid(seat, "formation"), "formation")
        if st.data["field"].get(a.card, {}).get("formed"):
            raise _ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "That formation is already formed."))
        p = st.data["players"][seat]
        if p["cnt"]["form"] >= E.opt(st, "formations_per_turn"):
            raise _ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "At most {n} formations may be formed per turn."), n=E.opt(st, "formations_per_turn"))
        active = [c for c in st.zones[E.zid(seat, "formation")].cards if st.data["field"].get(c, {}).get("formed")]
        if len(active) >= E.opt(st, "formations_active_max"):
            raise _ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "At most {n} formations may stand at a time."), n=E.opt(st, "formations_active_max"))
        self._need_condition(st, seat, a.card)
        entries = E.cdef(st, a.card)["members"]
        mem = a.members
        if not isinstance(mem, tuple) or len(mem) != len(entries) or len(set(mem)) != len(mem):
            raise _ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "Name one general for each entry of the formation."))
        for g, e in zip(mem, entries):
            if not isinstance(g, str) or g not in st.data["field"] or not E.is_general_slot(st.where[g]) \
                    or E.controller(st, g) != seat or not self._may_join(st, g):
                raise _ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "{card} cannot join a formation."), card=g)
            if not self._fits(st, g, e):
                raise _ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "{card} does not fit entry {entry}."), card=g,
                           entry="/".join(e))

    def _chk_DissolveFormation(self, st, a, dec):
        self._need_main(st, a.seat)
        self._card_in(st, a.card, E.zid(a.seat, "formation"), "formation")
        if not st.data["field"].get(a.card, {}).get("formed"):
            raise _ill("§D.8.3", QT_TRANSLATE_NOOP("Rules", "That formation is not formed."))

    def _chk_UseEvent(self, st, a, dec):
        seat = a.seat
        if E.opt(st, "event_speed") == "main":
            self._need_main(st, seat)
        z = st.zones[E.zid(seat, "event")]
        self._card_in(st, a.card, z.id, "event")
        if z.is_face_up(a.card):
            raise _ill("§D.8.4", QT_TRANSLATE_NOOP("Rules", "That event has been used."))
        if E.opt(st, "event_choice") == "top":
            down = [c for c in z.cards if not z.is_face_up(c)]
            if down[-1] != a.card:
                raise _ill("§D.8.4", QT_TRANSLATE_NOOP("Rules", "Only the top face-down event can be used."))
        if st.data["players"][seat]["cnt"]["ev"] >= E.opt(st, "events_per_turn"):
            raise _ill("§D.8.4", QT_TRANSLATE_NOOP("Rules", "At most {n} events per turn."), n=E.opt(st, "events_per_turn"))
        self._need_condition(st, seat, a.card)
        use = E.cdef(st, a.card)["use"]
        if "condition" in use and not E.eval_condition(st, E.derive(st, cached=True), use["condition"],
                                                       {"ctl": seat, "src": a.card, "targets": {}}):
            raise _ill("§D.10.4", QT_TRANSLATE_NOOP("Rules", "The condition of {card} is not met."), card=a.card)
        self._targets(st, use.get("targets", []), a.targets, seat, a.card)

    def _chk_UseAbility(self, st, a, dec):
        seat = a.seat
        D = E.derive(st, cached=True)
        found = [ab for src, ctl, i, ab in D.activated if src == a.card and i == a.index and ctl == seat]
        if not found:
            raise _ill("§D.10.1", QT_TRANSLATE_NOOP("Rules", "{card} has no such ability you can use."), card=a.card)
        ab = found[0]
        if ab.get("speed", "any") == "main":
            self._need_main(st, seat)
        key = f"{a.card}/{a.index}"
        per = ab.get("per_turn", 1 if ab["style"] == "free" else None)
        if per is not None and st.data["uses"].get(key, 0) >= per:
            raise _ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "That ability was used {n} times this turn."), n=per)
        f = st.data["field"][a.card]
        taps = ab["style"] == "tap" or any(c["pay"] == "tap_self" for c in ab.get("cost", []))
        if taps:
            base = E.zinfo(st.where[a.card])[1]
            if f["tap"]:
                raise _ill("§D.10.1", QT_TRANSLATE_NOOP("Rules", "A tap ability needs its card untapped."))
            if base in E.GENERAL_BASES and not E.is_ready(st, a.card):
                raise _ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "{card} arrived this turn and is not ready."), card=a.card)
            if base not in E.GENERAL_BASES and base != "formation":
                raise _ill("§D.10.1", QT_TRANSLATE_NOOP("Rules", "Only a general or a formation has a tap ability."))
        if "condition" in ab and not E.eval_condition(st, D, ab["condition"], {"ctl": seat, "src": a.card, "targets": {}}):
            raise _ill("§D.10.4", QT_TRANSLATE_NOOP("Rules", "The condition of that ability is not met."))
        if not isinstance(a.costs, tuple):
            raise _ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "Costs must be a list."))
        i = 0
        for cst in ab.get("cost", []):
            pay = cst["pay"]
            if pay == "lose_liangcao":
                if st.data["players"][seat]["lc"] < cst["n"]:
                    raise _ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "You need {n} provisions to pay."), n=cst["n"])
            elif pay in ("discard", "sacrifice", "tap"):
                chosen = a.costs[i:i + cst["n"]]
                i += cst["n"]
                pool = self._cost_pool(st, seat, a.card, cst)
                if len(chosen) != cst["n"] or any(c not in pool for c in chosen):
                    raise _ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "That does not pay the cost."))
        if i != len(a.costs) or len(set(a.costs)) != len(a.costs):
            raise _ill("§D.10.8", QT_TRANSLATE_NOOP("Rules", "That does not pay the cost."))
        self._targets(st, ab.get("targets", []), a.targets, seat, a.card)

    # decisions
    def _chk_ChooseFirstPlayer(self, st, a, dec):
        if not isinstance(a.target, int) or not 0 <= a.target < len(st.seats) or not isinstance(a.clockwise, bool):
            raise _ill("§1.2.4", QT_TRANSLATE_NOOP("Rules", "Name a seat at this table."))

    def _chk_Mulligan(self, st, a, dec):
        if st.data["players"][a.seat]["mull"] >= E.opt(st, "mulligans"):
            raise _ill("§1.2.6.2", QT_TRANSLATE_NOOP("Rules", "Only {n} mulligan per player."), n=E.opt(st, "mulligans"))

    def _chk_KeepHand(self, st, a, dec):
        pass

    def _chk_Answer(self, st, a, dec):
        if not isinstance(a.yes, bool):
            raise _ill("§D.1.12", QT_TRANSLATE_NOOP("Rules", "Answer yes or no."))

    def _chk_DeclareAttacker(self, st, a, dec):
        D = E.derive(st, cached=True)
        cb = st.data["combat"]
        if any(a.card in g["att"] for g in cb["groups"]):
            raise _ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "{card} is already attacking."), card=a.card)
        if not isinstance(a.card, str) or not E.can_attack(st, D, a.card, a.seat):
            why = QT_TRANSLATE_NOOP("Rules", "{card} cannot attack now.")
            f = st.data["field"].get(a.card) if isinstance(a.card, str) else None
            if f is not None and f.get("form"):
                why = QT_TRANSLATE_NOOP("Rules", "{card} is a member of a formation and cannot attack alone.")
            elif f is not None and E.is_general_slot(st.where[a.card]) and not E.is_ready(st, a.card):
                why = QT_TRANSLATE_NOOP("Rules", "{card} arrived this turn and is not ready.")
            raise _ill("§D.7.2", why, card=a.card if isinstance(a.card, str) and a.card in st.where else a.card)
        if not isinstance(a.group, int) or not 1 <= a.group <= len(cb["groups"]) + 1:
            raise _ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "There is no battle group {group}."), group=a.group)
        if a.group <= len(cb["groups"]):
            if cb["groups"][a.group - 1]["target"] != a.target:
                raise _ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "That battle group attacks another player."))
        elif a.target not in self._attack_targets(st, a.seat):
            raise _ill("§D.7.2", QT_TRANSLATE_NOOP("Rules", "A battle group must attack an enemy."))

    def _chk_EndAttack(self, st, a, dec):
        pass

    def _chk_DeclareDefender(self, st, a, dec):
        D = E.derive(st, cached=True)
        cb = st.data["combat"]
        if any(a.card in g["def"] for g in cb["groups"]):
            raise _ill("§D.7.3", QT_TRANSLATE_NOOP("Rules", "{card} is already defending."), card=a.card)
        if not isinstance(a.card, str) or not E.can_defend(st, D, a.card, a.seat):
            raise _ill("§D.7.3", QT_TRANSLATE_NOOP("Rules", "{card} cannot defend."), card=a.card)
        if not isinstance(a.group, int) or not 1 <= a.group <= len(cb["groups"]):
            raise _ill("§D.7.3", QT_TRANSLATE_NOOP("Rules", "There is no battle group {group}."), group=a.group)
        g = cb["groups"][a.group - 1]
        if g["target"] != dec["for"] or not g["att"]:
            raise _ill("§D.7.3", QT_TRANSLATE_NOOP("Rules", "That battle group does not attack you."))

    def _chk_EndDefense(self, st, a, dec):
        pass

    def _chk_PlaceDamage(self, st, a, dec):
        if not isinstance(a.n, int) or isinstance(a.n, bool) or a.n < 1:
            raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "Place at least one point."))
        for dl, r, mx in E.placements(dec):
            if dl == a.dealer and r == a.receiver:
                if a.n > mx:
                    raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{receiver} can take at most {n} more points."),
                               receiver=r, n=mx)
                return
        if a.dealer in dec["pts"] and a.receiver in dec["rem"] and a.receiver not in dec["allowed"][a.dealer]:
            raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} cannot damage {receiver}."), dealer=a.dealer,
                       receiver=a.receiver)
        raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "No point of {dealer} can go on {receiver}."), dealer=a.dealer, receiver=a.receiver)

    def _chk_AssignDamage(self, st, a, dec):
        # D.7.4: valid = allowed pairs, no receiver over its remaining 生命, complete
        if not isinstance(a.points, tuple):
            raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "An assignment is a list of (dealer, receiver, points)."))
        used, recv = {}, {}
        for p in a.points:
            if not (isinstance(p, (list, tuple)) and len(p) == 3 and isinstance(p[2], int) and p[2] >= 0):
                raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "An assignment is a list of (dealer, receiver, points)."))
            dl, r, n = p
            if dl not in dec["pts"] or r not in dec["rem"]:
                raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} cannot damage {receiver}."), dealer=dl, receiver=r)
            if n and r not in dec["allowed"][dl]:
                raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} cannot damage {receiver}."), dealer=dl,
                           receiver=r)
            used[dl] = used.get(dl, 0) + n
            recv[r] = recv.get(r, 0) + n
        for key, n in dec["placed"].items():
            dl, r = key.split(">")
            used[dl] = used.get(dl, 0) + n
            recv[r] = recv.get(r, 0) + n
        for dl, n in used.items():
            if n > dec["pts"][dl]:
                raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} has only {n} points."), dealer=dl, n=dec["pts"][dl])
        for r, n in recv.items():
            if n > dec["rem"][r]:
                raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{receiver} can take at most {n} points."), receiver=r,
                           n=dec["rem"][r])
        for dl, p in dec["pts"].items():
            if p - used.get(dl, 0) > 0:
                for r in dec["allowed"][dl]:
                    if recv.get(r, 0) < dec["rem"][r]:
                        raise _ill("§D.7.4", QT_TRANSLATE_NOOP("Rules", "{dealer} has points left while {receiver} is not filled."),
                                   dealer=dl, receiver=r)

    def _chk_DiscardCard(self, st, a, dec):
        self._card_in(st, a.card, E.zid(dec["of"], "hand"), "hand")

    def _chk_PickCard(self, st, a, dec):
        self._card_in(st, a.card, E.zid(a.seat, "camp"), "camp")
        if not E.matches(st, None, a.card, dict(dec["filter"], zone="deck"), dec["ctl"], None):
            raise _ill("§D.10.6", QT_TRANSLATE_NOOP("Rules", "That card does not match the search."))

    def _chk_PutTrigger(self, st, a, dec):
        w = next((w for w in st.data["waiting"] if w["id"] == a.trigger and w["ctl"] == a.seat), None)
        if w is None:
            raise _ill("§D.5.5", QT_TRANSLATE_NOOP("Rules", "You have no such waiting trigger."))
        decls = w["ab"].get("targets", [])
        if not a.use:
            if not w["ab"].get("optional") and E.target_options(st, decls, a.seat, w["src"], limit=1):
                raise _ill("§D.5.5", QT_TRANSLATE_NOOP("Rules", "That trigger is not optional."))
            return
        self._targets(st, decls, a.targets, a.seat, w["src"])

    # -- apply -------------------------------------------------------------------------
    def apply(self, state: GameState, action: Action) -> list[Event]:
        st = state
        self._check(st, action)
        sig_keyed = st.cache.get("derived")  # checked against its inputs on use: stays valid
        st.cache.clear()
        if sig_keyed is not None:
            st.cache["derived"] = sig_keyed
        ev: list[Event] = []
        getattr(self, "_do_" + type(action).__name__)(st, action, ev)
        E.run(st, ev)
        st.version += 1
        # run()'s last state check derived the values of the state it stopped at: they serve this
        # version's read-only queries (E.derive(cached=True)).
        settled = st.cache.get("settled")
        sig_keyed = st.cache.get("derived")
        st.cache.clear()
        if sig_keyed is not None:
            st.cache["derived"] = sig_keyed
        if settled is not None and not st.data.get("over"):
            st.cache["derived_v"] = (st.version, settled)
        return ev

    def _chain_action(self, st, seat):
        st.data["passes"] = 0
        st.data["prio"] = E.next_seat(st, seat)

    def _special_action(self, st, seat):
        st.data["passes"] = 0

    def _do_Concede(self, st, a, ev):
        E.lose(st, [a.seat], ev)

    def _do_Pass(self, st, a, ev):
        d = st.data
        d["passes"] += 1
        if d["passes"] >= len(E.players_in(st)):
            if d["chain"]:
                E.resolve_top(st, ev)
                d["prio"] = d["active"]
                d["passes"] = 0
            else:
                d["prio"] = None
        else:
            d["prio"] = E.next_seat(st, a.seat)

    def _do_PlaceBingquan(self, st, a, ev):
        bz = E.cdef(st, a.card)["face_value"]["bingzhong"]
        E.mv(st, a.card, E.zid(a.seat, BINGQUAN[bz]), ev)
        E.new_field(st, a.card, True)
        st.data["players"][a.seat]["cnt"]["bq"] += 1
        self._special_action(st, a.seat)

    def _do_Conscript(self, st, a, ev):
        E.mv(st, a.card, a.zone, ev)
        E.new_field(st, a.card, False, zb=True)
        st.data["players"][a.seat]["cnt"]["bq"] += 1
        self._special_action(st, a.seat)

    def _do_DeployGeneral(self, st, a, ev):
        E.mv(st, a.card, a.zone, ev)
        E.new_field(st, a.card, True, chain=True)
        st.data["players"][a.seat]["cnt"]["gen"] += 1
        E.push_item(st, 12, a.card, a.seat, ev)
        self._chain_action(st, a.seat)

    def _do_SetGeneral(self, st, a, ev):
        E.mv(st, a.card, a.zone, ev, OWNER)
        E.new_field(st, a.card, False, chain=True)
        st.data["players"][a.seat]["cnt"]["gen"] += 1
        E.push_item(st, 11, a.card, a.seat, ev)
        self._chain_action(st, a.seat)

    def _do_FlipGeneral(self, st, a, ev):
        E.push_item(st, 14, a.card, a.seat, ev, obj=st.data["field"][a.card]["obj"])
        self._chain_action(st, a.seat)

    def _do_SetStrategy(self, st, a, ev):
        E.mv(st, a.card, a.zone, ev)
        E.new_field(st, a.card, False, set_turn=st.data["turn"])
        self._special_action(st, a.seat)

    def _do_UseStrategy(self, st, a, ev):
        d = E.cdef(st, a.card)
        use = d.get("use", {})
        decls = use.get("targets", [])
        targets = E.parse_targets(st, decls, a.targets, a.seat, a.card)
        z = st.where[a.card]
        if z == E.zid(a.seat, "hand"):
            if d.get("persistent"):
                E.mv(st, a.card, a.zone, ev, PUBLIC)
                E.new_field(st, a.card, True)
            else:
                E.mv(st, a.card, "table.chain", ev)
                st.data["chain_ctl"][a.card] = a.seat
        else:
            st.set_vis(a.card, PUBLIC)
            st.data["field"][a.card]["up"] = True
        E.push_item(st, 16, a.card, a.seat, ev, decls=decls, targets=targets)
        E._emit(st, "used", ev, subject=a.card, subject_ctl=a.seat)
        self._chain_action(st, a.seat)

    def _do_EquipTreasure(self, st, a, ev):
        E.mv(st, a.card, "table.chain", ev)
        st.data["chain_ctl"][a.card] = a.seat
        E.push_item(st, 13, a.card, a.seat, ev, target=a.general)
        self._chain_action(st, a.seat)

    def _do_FormFormation(self, st, a, ev):
        z = E.zid(a.seat, "formation")
        E.mv(st, a.card, z, ev, PUBLIC)
        f = E.new_field(st, a.card, True, formed=True, members=list(a.members))
        f["since"] = -1
        for m in a.members:
            st.data["field"][m]["form"] = a.card
        st.data["players"][a.seat]["cnt"]["form"] += 1
        E._emit(st, "formation_formed", ev, subject=a.card, subject_ctl=a.seat)
        self._special_action(st, a.seat)

    def _do_DissolveFormation(self, st, a, ev):
        E.dissolve_formation(st, a.card, ev)
        self._special_action(st, a.seat)

    def _do_UseEvent(self, st, a, ev):
        z = E.zid(a.seat, "event")
        E.mv(st, a.card, z, ev, PUBLIC)  # D.8.4: face up on top of the 事件槽 at once
        st.data["players"][a.seat]["cnt"]["ev"] += 1
        use = E.cdef(st, a.card)["use"]
        decls = use.get("targets", [])
        targets = E.parse_targets(st, decls, a.targets, a.seat, a.card)
        E.push_item(st, 18, a.card, a.seat, ev, decls=decls, targets=targets)
        E._emit(st, "used", ev, subject=a.card, subject_ctl=a.seat)
        self._chain_action(st, a.seat)

    def _do_UseAbility(self, st, a, ev):
        D = E.derive(st)
        ab = next(ab for src, ctl, i, ab in D.activated if src == a.card and i == a.index)
        decls = ab.get("targets", [])
        targets = E.parse_targets(st, decls, a.targets, a.seat, a.card)
        key = f"{a.card}/{a.index}"
        st.data["uses"][key] = st.data["uses"].get(key, 0) + 1
        if ab["style"] == "tap" or any(c["pay"] == "tap_self" for c in ab.get("cost", [])):
            st.data["field"][a.card]["tap"] = True
        i = 0
        for cst in ab.get("cost", []):
            pay = cst["pay"]
            if pay == "lose_liangcao":
                st.data["players"][a.seat]["lc"] -= cst["n"]
            elif pay == "discard":
                for c in a.costs[i:i + cst["n"]]:
                    E.mv(st, c, E.zid(E.owner(c), "graveyard"), ev)
                i += cst["n"]
            elif pay == "tap":
                for c in a.costs[i:i + cst["n"]]:
                    st.data["field"][c]["tap"] = True
                i += cst["n"]
            elif pay == "sacrifice":
                chosen = a.costs[i:i + cst["n"]]
                i += cst["n"]
                gens = [c for c in chosen if E.is_general_slot(st.where[c])]
                for c in chosen:
                    if c not in gens:
                        E._one_shot(st, {"do": "sacrifice", "target": "t"}, {"ctl": a.seat, "src": a.card,
                                                                             "targets": {"t": [c]}}, ev)
                if gens:
                    E.die_generals(st, [{"cid": g, "how": "牺牲"} for g in gens], ev)
        E.push_item(st, 15 if ab["style"] == "tap" else 17, a.card, a.seat, ev, ab=ab, decls=decls, targets=targets)
        self._chain_action(st, a.seat)

    def _do_ChooseFirstPlayer(self, st, a, ev):
        d = st.data
        d["decisions"].pop(0)
        n = len(st.seats)
        step = 1 if a.clockwise else -1
        d["order"] = [(a.target + step * k) % n for k in range(n)]
        d["first"] = a.target
        d["active"] = a.target

    def _do_Mulligan(self, st, a, ev):
        d = st.data
        d["decisions"].pop(0)
        p = d["players"][a.seat]
        p["mull"] += 1
        hand = E.zid(a.seat, "hand")
        camp = E.zid(a.seat, "camp")
        k = len(st.zones[hand].cards)
        for c in list(st.zones[hand].cards):
            E.mv(st, c, camp, ev)
        st.shuffle(camp)
        ev.append(Shuffled(camp))
        front = []
        if E.opt(st, "enemy_shuffle") == "ask":
            front += [{"type": "shuffle", "seat": e, "of": a.seat} for e in E.enemies(st, a.seat)]
        front.append({"type": "redraw", "seat": a.seat, "n": k})
        if p["mull"] < E.opt(st, "mulligans"):
            front.append({"type": "mulligan", "seat": a.seat})
        d["decisions"][0:0] = front

    def _do_KeepHand(self, st, a, ev):
        st.data["decisions"].pop(0)

    def _do_Answer(self, st, a, ev):
        dec = st.data["decisions"].pop(0)
        if dec["type"] == "shuffle" and a.yes:
            st.shuffle(E.zid(dec["of"], "camp"))
            ev.append(Shuffled(E.zid(dec["of"], "camp")))
        elif dec["type"] == "may_draw" and a.yes:
            E.draw_cards(st, a.seat, dec["n"], ev)
        elif dec["type"] == "search":
            st.shuffle(E.zid(a.seat, "camp"))
            ev.append(Shuffled(E.zid(a.seat, "camp")))

    def _do_DeclareAttacker(self, st, a, ev):
        cb = st.data["combat"]
        if a.group > len(cb["groups"]):
            cb["groups"].append({"att": [], "def": [], "target": a.target, "blocked": False})
        cb["groups"][a.group - 1]["att"].append(a.card)

    def _do_EndAttack(self, st, a, ev):
        st.data["decisions"].pop(0)

    def _do_DeclareDefender(self, st, a, ev):
        g = st.data["combat"]["groups"][a.group - 1]
        g["def"].append(a.card)
        g["blocked"] = True

    def _do_EndDefense(self, st, a, ev):
        st.data["decisions"].pop(0)

    def _do_PlaceDamage(self, st, a, ev):
        dec = st.data["decisions"][0]
        key = f"{a.dealer}>{a.receiver}"
        dec["placed"][key] = dec["placed"].get(key, 0) + a.n
        if not E.placements(dec):
            self._finish_assign(st, dec)

    def _do_AssignDamage(self, st, a, ev):
        dec = st.data["decisions"][0]
        for dl, r, n in a.points:
            if n:
                key = f"{dl}>{r}"
                dec["placed"][key] = dec["placed"].get(key, 0) + n
        self._finish_assign(st, dec)

    def _finish_assign(self, st, dec):
        st.data["decisions"].pop(0)
        st.data["combat"]["placed"].append({"group": dec["group"], "dealers": list(dec["pts"]),
                                            "placed": dec["placed"], "pts": dec["pts"]})

    def _do_DiscardCard(self, st, a, ev):
        dec = st.data["decisions"][0]
        E.mv(st, a.card, E.zid(E.owner(a.card), "graveyard"), ev)
        dec["n"] -= 1
        if dec["n"] <= 0 or not st.zones[E.zid(dec["of"], "hand")].cards:
            st.data["decisions"].pop(0)

    def _do_PickCard(self, st, a, ev):
        dec = st.data["decisions"][0]
        E.mv(st, a.card, E.zid(a.seat, "hand"), ev, PUBLIC)
        st.set_vis(a.card, OWNER)
        dec["n"] -= 1
        if dec["n"] <= 0:
            st.data["decisions"].pop(0)
            st.shuffle(E.zid(a.seat, "camp"))
            ev.append(Shuffled(E.zid(a.seat, "camp")))

    def _do_PutTrigger(self, st, a, ev):
        st.data["decisions"].pop(0)
        w = next(w for w in st.data["waiting"] if w["id"] == a.trigger)
        E.put_trigger(st, w, a.use, a.targets, ev)

    # -- views, invariants, validation ------------------------------------------------
    def view_for(self, state: GameState, seat: int | None) -> PlayerView:
        """What ``seat`` may know, plus the public derived values (``data["derived"]``).

        One view per seat and state version (``state.cache``, cleared by ``apply``): callers treat
        views as read-only.  ``derived``: ``cap`` / ``hand_limit`` per seat, ``stats`` = current
        [攻击, 生命, 智力] of every face-up general and formed 阵型 the viewer sees, ``slots`` per seat =
        the open 将领槽 and 谋略槽 (zone ids).
        """
        key = ("view", seat, state.version)
        v = state.cache.get(key)
        if v is None:
            v = state.cache[key] = self._view_for(state, seat)
        return v

    def public_values(self, state: GameState, visible: set) -> dict:
        st = state
        D = E.derive(st, cached=True)
        fd = st.data["field"]
        n = len(st.seats)
        stats = {c: list(v) for c, v in D.stats.items()
                 if c in visible and c in fd and (fd[c].get("up") or fd[c].get("formed")) and not fd[c].get("chain")}
        return {"cap": [D.cap[s] for s in range(n)], "hand_limit": [D.hand_limit[s] for s in range(n)],
                "stats": stats,
                "slots": [{"general": E.open_general_slots(st, s), "strategy": E.open_strategy_slots(st, s)}
                          for s in range(n)]}

    def _view_for(self, state: GameState, seat: int | None) -> PlayerView:
        st = state
        zones = st.zones_for(seat)
        visible = {c for z in zones.values() for c in z.cards if c is not None}
        data = copy_data(st.data)
        data["cards"] = {c: v for c, v in st.data["cards"].items() if c in visible}
        data["field"] = {c: v for c, v in data["field"].items() if c in visible}
        for it in data["chain"]:
            if it["card"] not in visible:
                it["card"] = None
        data["decisions"] = [dd if dd.get("seat") == seat else {"type": dd["type"], "seat": dd["seat"]}
                             for dd in data["decisions"]]
        data["derived"] = self.public_values(st, visible)
        unknown = sorted(set(st.where) - visible)
        return PlayerView(seat, st.game, st.seats, st.options, zones, data, unknown)

    def check_invariants(self, state: GameState) -> list[str]:
        st = state
        out = card_conservation(st, set(st.data["cards"])) + capacities(st)
        D = E.derive(st)
        for s, p in enumerate(st.data["players"]):
            # A player who has lost has no working cards, so their cap falls back; their 粮草 no longer counts.
            if p["lc"] > D.cap[s] and not p.get("out"):
                out.append(f"P{s + 1} 粮草 {p['lc']} > cap {D.cap[s]}")
            if len(p["dep"]) > MAX_DEPUTIES:
                out.append(f"P{s + 1} has {len(p['dep'])} 副将槽")
        for c in st.data["field"]:
            if c not in st.where or E.zinfo(st.where[c])[0] is None:
                out.append(f"field card {c} is not on the field")
        for s in range(len(st.seats)):
            for name in GENERAL_SLOTS:
                z = st.zones[E.zid(s, name)]
                for c in z.cards:
                    if c not in st.data["field"]:
                        out.append(f"{c} in {z.id} has no field state")
                    elif E.cdef(st, c)["type"] != "将领":
                        out.append(f"{c} in {z.id} is not a 将领")
                t = st.zones[E.zid(s, name) + ".treasure"]
                if t.cards and not z.cards:
                    out.append(f"{t.id} holds a 宝物 without a general")
        for c in st.zones["table.chain"].cards:
            if not any(it["card"] == c for it in st.data["chain"]):
                out.append(f"{c} lies in the chain area without an item")
        return out

    def validate_state(self, state: GameState) -> None:
        st = state
        d = st.data
        if st.game != "sanguozhi":
            raise ValueError("not a 三国智 table")
        merge_options({k: v for k, v in st.options.items()})
        need = {"cards", "turn", "active", "order", "step", "stage", "prio", "passes", "decisions", "chain",
                "waiting", "field", "effects", "players", "seq", "ts", "obj"}
        if not isinstance(d, dict) or not need <= set(d):
            raise ValueError("the table's bookkeeping is incomplete")
        if not isinstance(d["cards"], dict):
            raise ValueError("card list malformed")
        db = card_db()
        for c, v in d["cards"].items():
            if not isinstance(v, str) or v not in db:
                raise ValueError(f"card {c} names an unknown card definition")
        n = len(st.seats)
        if not 2 <= n <= 6 or len(d["players"]) != n:
            raise ValueError("wrong number of players")
        want = {"table.chain"} | {z for s in range(n) for z in player_zone_ids(s)}
        if set(st.zones) != want:
            raise ValueError("the zones are not those of a 三国智 table")
        validate_zones(st, set(d["cards"]))
        missing = set(d["cards"]) - set(st.where)
        if missing:
            raise ValueError(f"cards missing: {sorted(missing)[:5]}")
        if sorted(d["order"]) != list(range(n)):
            raise ValueError("bad turn order")
        if d["step"] not in E.NEXT or d["stage"] not in ("enter", "post", "round", "done"):
            raise ValueError("unknown step")
        for c in d["field"]:
            if c not in st.where:
                raise ValueError(f"field state for an unknown card {c}")
        probs = self.check_invariants(st)
        if probs:
            raise ValueError(probs[0])

    # -- table hints -------------------------------------------------------------------
    def ui_hint(self, state: GameState, action: Action) -> UiHint:
        """What the table shows for ``action``: the card to drag and the zone to drop it on, or a button.

        Labels are English sources of the "Actions" context with ``{fields}`` from ``args`` (seats as
        ``P1``…).  Combat drops use the table's pseudo-zones: ``combat.N`` (战团 N) and ``combat.new.S``
        (a new 战团 attacking seat S, 0-based).
        """
        a = action
        k = type(a).__name__
        h = UiHint(card=None, zone=None, label="", args={}, group=k)
        if isinstance(a, PlaceBingquan):
            bz = E.cdef(state, a.card)["face_value"]["bingzhong"]
            h.update(card=a.card, zone=E.zid(a.seat, BINGQUAN[bz]), label=QT_TRANSLATE_NOOP("Actions", "Place command"))
        elif isinstance(a, Conscript):
            h.update(card=a.card, zone=a.zone, label=QT_TRANSLATE_NOOP("Actions", "Conscript"))
        elif isinstance(a, DeployGeneral):
            h.update(card=a.card, zone=a.zone, label=QT_TRANSLATE_NOOP("Actions", "Deploy general"))
        elif isinstance(a, SetGeneral):
            h.update(card=a.card, zone=a.zone, label=QT_TRANSLATE_NOOP("Actions", "Set general face down"))
        elif isinstance(a, SetStrategy):
            h.update(card=a.card, zone=a.zone, label=QT_TRANSLATE_NOOP("Actions", "Set stratagem face down"))
        elif isinstance(a, EquipTreasure):
            h.update(card=a.card, zone=state.where.get(a.general, "") + ".treasure",
                     label=QT_TRANSLATE_NOOP("Actions", "Equip treasure"), args={"general": a.general})
        elif isinstance(a, UseStrategy):
            h.update(card=a.card, zone=a.zone or "table.chain", label=QT_TRANSLATE_NOOP("Actions", "Use stratagem"),
                     args={"targets": list(a.targets)})
        elif isinstance(a, UseEvent):
            h.update(card=a.card, zone="table.chain", label=QT_TRANSLATE_NOOP("Actions", "Use event"),
                     args={"targets": list(a.targets)})
        elif isinstance(a, FlipGeneral):
            h.update(card=a.card, label=QT_TRANSLATE_NOOP("Actions", "Flip face up"))
        elif isinstance(a, FormFormation):
            h.update(card=a.card, label=QT_TRANSLATE_NOOP("Actions", "Form formation"), args={"members": list(a.members)})
        elif isinstance(a, DissolveFormation):
            h.update(card=a.card, label=QT_TRANSLATE_NOOP("Actions", "Dissolve formation"))
        elif isinstance(a, UseAbility):
            h.update(card=a.card, label=QT_TRANSLATE_NOOP("Actions", "Use ability"),
                     args={"index": a.index, "targets": list(a.targets)})
        elif isinstance(a, DeclareAttacker):
            cb = state.data.get("combat") or {}
            new = not isinstance(a.group, int) or a.group > len(cb.get("groups") or [])
            zone = f"combat.new.{a.target}" if new else f"combat.{a.group}"
            h.update(card=a.card, zone=zone, label=QT_TRANSLATE_NOOP("Actions", "Attack: battle group {group}"),
                     args={"group": a.group, "target": E.pname(a.target) if isinstance(a.target, int) else a.target})
        elif isinstance(a, DeclareDefender):
            h.update(card=a.card, zone=f"combat.{a.group}", label=QT_TRANSLATE_NOOP("Actions", "Defend: battle group {group}"),
                     args={"group": a.group})
        elif isinstance(a, PlaceDamage):
            h.update(card=a.dealer, zone=state.where.get(a.receiver), label=QT_TRANSLATE_NOOP("Actions", "Place {n} damage"),
                     args={"n": a.n, "receiver": a.receiver})
        elif isinstance(a, DiscardCard):
            h.update(card=a.card, zone=E.zid(E.owner(a.card), "graveyard"), label=QT_TRANSLATE_NOOP("Actions", "Discard"))
        elif isinstance(a, PickCard):
            h.update(card=a.card, zone=E.zid(a.seat, "hand"), label=QT_TRANSLATE_NOOP("Actions", "Take"))
        elif isinstance(a, Pass):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Pass"))
        elif isinstance(a, EndAttack):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Done declaring attackers"))
        elif isinstance(a, EndDefense):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Done declaring defenders"))
        elif isinstance(a, Mulligan):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Mulligan"))
        elif isinstance(a, KeepHand):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Keep hand"))
        elif isinstance(a, Answer):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Yes") if a.yes else QT_TRANSLATE_NOOP("Actions", "No"))
        elif isinstance(a, ChooseFirstPlayer):
            if len(state.seats) == 2 or a.clockwise:
                label = QT_TRANSLATE_NOOP("Actions", "{player} goes first")
            else:
                label = QT_TRANSLATE_NOOP("Actions", "{player} goes first, counter-clockwise")
            h.update(label=label, args={"player": E.pname(a.target), "clockwise": a.clockwise})
        elif isinstance(a, PutTrigger):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Use triggered effect") if a.use
                     else QT_TRANSLATE_NOOP("Actions", "Do not use"), args={"trigger": a.trigger, "targets": list(a.targets)})
        elif isinstance(a, AssignDamage):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Place damage"))
        elif isinstance(a, Concede):
            h.update(label=QT_TRANSLATE_NOOP("Actions", "Concede"))
        return h

    # -- scenarios --------------------------------------------------------------------
    def scenario_state(self, spec: dict) -> GameState:
        from .scenario import scenario_state
        return scenario_state(self, spec)

    def scenario_check(self, state: GameState, key: str, value, events: list[Event]) -> list[str]:
        from .scenario import scenario_check
        return scenario_check(self, state, key, value, events)


DECISION_ACTIONS = {
    "first": ("ChooseFirstPlayer",), "mulligan": ("Mulligan", "KeepHand"), "shuffle": ("Answer",),
    "may_draw": ("Answer",), "attack": ("DeclareAttacker", "EndAttack"), "defend": ("DeclareDefender", "EndDefense"),
    "assign": ("PlaceDamage", "AssignDamage"), "discard": ("DiscardCard",), "search": ("PickCard", "Answer"),
    "triggers": ("PutTrigger",),
}


def _printed_only_roles(card: dict) -> list | None:
    """The roles a face-up general's printed attributes allow (only_roles on self), or None."""
    for ab in card.get("abilities", []):
        if ab["kind"] == "static" and "condition" not in ab:
            for e in ab["effects"]:
                if e["do"] == "only_roles" and e["target"] == "self":
                    return e["roles"]
    return None
