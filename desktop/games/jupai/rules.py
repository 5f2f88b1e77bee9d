"""劇牌 rules engine: setup, round flow, actions, weapons, gestures, ranking (rules/jupai.md).

The state machine lives in ``state.data["phase"]``:

``window``   a gesture window (setup / round-start / final-round), players answer in turn;
``yield``    a 讓位 offer waits for the recipient's answer;
``vote``     the continuation vote (advanced, §7.9);
``upkeep``   a player decides to rearm (§5.3) or to opt in (§7.2);
``turn``     the actor chooses the round's action (§3.4, §4);
``respond``  the target commits (§3.4 step 2);
``purge``    the supply actor picks collected cards to discard (§4.3a);
``trade``    forced trade offers and the initiator's choice (§7.6);
``paused``   暫停 (§8 gesture 3);
``over``     the game has ended (§6.3).

After every action ``_advance`` runs the automatic steps until a decision is
needed, so ``to_act`` always names the seat whose decision is pending.
"""

from __future__ import annotations

from ...core import cards as deckmod
from ...core.actions import Action
from ...core.errors import IllegalAction, QT_TRANSLATE_NOOP
from ...core.events import (CardHidden, CardRevealed, Event, FormulaResolved, GameOver, Message,
                            PhaseChanged, Shuffled, TurnStarted)
from ...core.invariants import capacities, card_conservation, validate_zones
from ...core.rng import Rng
from ...core.rules import UiHint
from ...core.state import GameState, PlayerView
from ...core.zones import HIDDEN, OWNER, PUBLIC, Zone
from . import advanced as adv
from .actions import (Abandon, Act, AnswerYield, Background, Concede, Done, Exchange, OptIn, Pass, Pause,
                      PlayOut, Purge, PurgeDone, PurgePick, Rearm, Reequip, Reshuffle, Respond, Resume,
                      RoleChange, TradeChoice, TradeOffer, Vote, Yield)
from .options import make_options
from .table import (ADV_ZONES, SEAT_ZONES, burden, burden_cards, unburdened, hand, identity_value, is_active, nature_of,
                    pdata, role_of, same_identity, seat_name, t, tier_capacity, value, z)

N = QT_TRANSLATE_NOOP
BACKGROUND_MAX = 500


def _msg(ev: list[Event], text: str, seat: int | None = None, **args) -> None:
    ev.append(Message(text, tuple(args.items()), seat))


def _formula(ev: list[Event], key: str, seat: int | None, parts: list[tuple[str, str, int]], result: int) -> None:
    """``parts``: (operator, name, value) with operator '' for the first term, '+', '×' …"""
    expr = "".join(op + name for op, name, _ in parts)
    ev.append(FormulaResolved(key, seat, expr, tuple((name, val) for _, name, val in parts), result))


class JupaiRules:
    name = "jupai"
    state_schema = "state_schema.json"  # JSON Schema of a saved table, beside this module (desktop/core/files.py)

    # ------------------------------------------------------------------ setup
    def all_cards(self, options: dict) -> list[str]:
        out: list[str] = []
        for k in range(1, options["deck_count"] + 1):
            out += deckmod.deck(k)
        if any(c == "BL" for c, _ in self._identity_pairs(options)):
            out.append("BL")
        return out

    def _identity_pairs(self, options: dict) -> list[tuple[str, str]]:
        pairs = [tuple(p) for p in options["identity_set"][str(options["players"])]]
        if not options["use_blank"]:  # §2.1: SJ is the narrator when the blank card is not used
            pairs = [("SJ" if c == "BL" else c, r) for c, r in pairs]
        return pairs

    def _empty_table(self, seats: list[str], opts: dict, seed: int) -> GameState:
        n = len(seats)
        st = GameState("jupai", [{"name": s} for s in seats], opts, {}, Rng(seed), {})
        advanced = opts["mode"] == "advanced"
        for s in range(n):
            st.add_zone(Zone(z(s, "identity"), s, PUBLIC, 1))
            st.add_zone(Zone(z(s, "hand"), s, OWNER))
            st.add_zone(Zone(z(s, "quality"), s, OWNER, 1))
            st.add_zone(Zone(z(s, "weapon"), s, OWNER, 1))
            st.add_zone(Zone(z(s, "collected"), s, PUBLIC))
            st.add_zone(Zone(z(s, "play"), s, OWNER, 1))
            if advanced:
                for name in ADV_ZONES:
                    st.add_zone(Zone(z(s, name), s, OWNER, 1))
        st.add_zone(Zone(t("draw"), None, HIDDEN))
        st.add_zone(Zone(t("discard"), None, PUBLIC))
        st.add_zone(Zone(t("rounds"), None, HIDDEN))
        st.add_zone(Zone(t("round_card"), None, PUBLIC, 1))
        st.add_zone(Zone(t("out"), None, HIDDEN))
        st.add_zone(Zone(t("box"), None, HIDDEN))
        if advanced:
            st.add_zone(Zone(t("props"), None, PUBLIC))
        st.data = {
            "phase": "setup", "round_no": 0, "r": None, "nature": None, "final": False,
            "order": list(range(n)), "leader": 0, "actor": None, "turns": [],
            "window": None, "pending": None, "purge": None, "upkeep": None, "paused": None,
            "roles": {}, "finish": [], "withdrawn": [], "conceded": [], "ranking": None,
            "players": [self._new_player() for _ in range(n)],
            "bonus": {}, "props": [], "prop_active": None, "prop_run": 0, "purged": False,
        }
        return st

    @staticmethod
    def _new_player() -> dict:
        return {"status": "active", "uses": 0, "rearm_from": 1, "open": False, "abandoned": False,
                "used_way1": False, "used_way2": False, "used_way3": False, "background": "",
                "opted_in": False, "strategy_drawn": False, "modifier": None, "weapon_mod": 0,
                "weapon_from": 0, "owed_weapon": False, "effect_up_forever": False, "props_drawn": []}

    def new_game(self, seats: list[str], options: dict, seed: int) -> GameState:
        opts = make_options(dict(options), len(seats))
        st = self._empty_table(seats, opts, seed)
        ev: list[Event] = []
        # §2.2 step 2: identity cards out of the deck, shuffled, dealt face up in seat order.
        pairs = self._identity_pairs(opts)
        st.data["roles"] = {c: r for c, r in pairs}
        ids = [c for c, _ in pairs]
        st.zones[t("draw")].cards = [c for c in self.all_cards(opts) if c not in ids]
        st.zones[t("box")].cards = ids
        st.reindex()
        st.rng.shuffle(st.zones[t("box")].cards)
        for s in range(len(seats)):
            ev.append(st.move(st.zones[t("box")].cards[-1], z(s, "identity")))
        # Step 7: turn order, the first player first.
        first = 0
        if opts["first_player"] == "landlord":
            first = next((s for s in range(len(seats)) if role_of(st, s) == "landlord"), 0)
        elif opts["first_player"] == "random":
            first = st.rng.below(len(seats))
        n = len(seats)
        st.data["order"] = [(first + k) % n for k in range(n)]
        st.data["leader"] = st.data["order"][0]
        self._deal(st, ev)
        self._open_window(st, "setup", ev)
        self._advance(st, ev)
        st.version = 0
        return st

    def _deal(self, st: GameState, ev: list[Event]) -> None:
        """§2.2 steps 3–6 with the advanced additions A1–A4, for the players still in the game."""
        opts = st.options
        seats = [s for s in range(len(st.seats)) if is_active(st, s)]
        advanced = opts["mode"] == "advanced"
        st.shuffle(t("draw"))
        ev.append(Shuffled(t("draw")))
        if advanced:
            adv.choose_props(self, st, ev)  # A1
        for s in seats:
            if opts["use_weapons"]:  # step 4
                self.draw(st, s, z(s, "quality"), ev)
                self.draw(st, s, z(s, "weapon"), ev)
        if advanced:  # A2
            for s in seats:
                for name in ("effect", "trigger", "risk", "benefit"):
                    self.draw(st, s, z(s, name), ev)
        for s in seats:  # step 5
            for _ in range(5):
                self.draw(st, s, z(s, "hand"), ev)
        if advanced and opts["time_limited"]:  # A3
            for s in seats:
                self.draw(st, s, z(s, "temp"), ev)
        for _ in range(opts["round_cards"]):  # step 6: first drawn is the bottom
            self.draw(st, None, t("rounds"), ev)

    # ------------------------------------------------------------ drawing
    def draw(self, st: GameState, seat: int | None, dest: str, ev: list[Event], vis: str | None = None) -> str | None:
        """The draw procedure of §3.6; returns the card drawn, or None."""
        pile = st.zones[t("draw")]
        props_met: list[str] = []
        if seat is not None and st.options["mode"] == "advanced" and pdata(st, seat)["status"] == "conceded":
            return None  # 劇牌 §7.7: a drawer conceded by the triple-prop penalty draws nothing more
        while True:
            if not pile.cards:
                disc = st.zones[t("discard")]
                if not disc.cards:
                    return None
                for c in list(disc.cards):
                    st.move(c, t("draw"))
                st.shuffle(t("draw"))
                ev.append(Shuffled(t("draw")))
                _msg(ev, N("Log", "The draw pile is empty: the discard pile is shuffled into a new draw pile."))
            card = pile.cards[-1]
            if st.options["mode"] == "advanced" and card in st.data["props"] and card not in st.data["props_drawn"]:
                stop = adv.meet_prop(self, st, seat, card, ev)
                props_met.append(card)
                if stop:
                    return None
                continue
            st.data["prop_run"] = 0
            ev.append(st.move(card, dest, None, vis))
            if props_met and dest.endswith(".hand"):
                adv.add_bonus(st, card, "prop", value(st, props_met[-1]))
            if dest.endswith(".quality") or dest.endswith(".weapon"):
                self._equipment_entered(st, int(dest[1:dest.index(".")]) - 1, dest, ev)
            return card

    def _equipment_entered(self, st: GameState, seat: int, dest: str, ev: list[Event]) -> None:
        """§5.3: a card entering an equipment slot ends an unarmed period; modifiers attach."""
        p = pdata(st, seat)
        if dest.endswith(".weapon"):
            if p["modifier"] is not None:
                p["weapon_mod"] = p["modifier"]
                p["modifier"] = None
            else:
                p["weapon_mod"] = 0
            p["weapon_from"] = 0
        if st.options["mode"] == "advanced":
            adv.unarmed_period_ends(self, st, seat, ev)

    def to_discard(self, st: GameState, card: str, ev: list[Event]) -> None:
        st.data["bonus"].pop(card, None)
        ev.append(st.move(card, t("discard")))

    def to_used(self, st: GameState, card: str, ev: list[Event]) -> None:
        """Used equipment and time-limited cards (§1.2, option used_cards_to)."""
        st.data["bonus"].pop(card, None)
        if st.options["used_cards_to"] == "draw_bottom":
            ev.append(st.move(card, t("draw"), 0))
        else:
            ev.append(st.move(card, t("discard")))

    def collect(self, st: GameState, seat: int, card: str, ev: list[Event]) -> None:
        st.data["bonus"].pop(card, None)
        ev.append(st.move(card, z(seat, "collected")))

    def to_hand(self, st: GameState, seat: int, card: str, ev: list[Event]) -> None:
        ev.append(st.move(card, z(seat, "hand")))

    # ------------------------------------------------------- round flow
    def _open_window(self, st: GameState, kind: str, ev: list[Event]) -> None:
        d = st.data
        queue = self._from_leader(st)  # in turn order, from the round's leader
        if st.options["gesture_windows"] == "skip":
            queue = []
        d["window"] = {"kind": kind, "queue": queue, "used": {}}
        d["phase"] = "window"
        ev.append(PhaseChanged("window_" + kind, d["round_no"]))

    def _close_window(self, st: GameState, ev: list[Event]) -> None:
        d = st.data
        kind = d["window"]["kind"]
        d["window"] = None
        if kind == "setup":
            d["round_no"] = 1
            self._begin_round(st, ev)
        elif kind == "final":
            self._begin_upkeep(st, ev)
        else:
            self._begin_turns(st, ev)

    def _begin_round(self, st: GameState, ev: list[Event]) -> None:
        d = st.data
        rounds = st.zones[t("rounds")]
        # §3.1 step 1 (advanced): the continuation vote when only the bottom card is left.
        if st.options["bottom_card_vote"] and len(rounds.cards) == 1 and not d.get("vote_done"):
            adv.open_vote(self, st, ev)
            return
        d["vote_done"] = False
        self._flip(st, ev)

    def _flip(self, st: GameState, ev: list[Event]) -> None:
        """§3.1 step 2: flip the top round card."""
        d = st.data
        rounds = st.zones[t("rounds")]
        if not rounds.cards:  # cannot happen by the rules; end rather than loop
            self._game_over(st, ev, "no_round_card")
            return
        card = rounds.cards[-1]
        ev.append(st.move(card, t("round_card"), None, None))
        r = value(st, card)
        d["r"] = r
        d["nature"] = nature_of(r, st.options)
        d["final"] = not rounds.cards
        ev.append(PhaseChanged("round", d["round_no"]))
        _msg(ev, N("Log", "Round {round}: the round card is {card} (value {value}); the round is {nature}."),
             round=d["round_no"], card=card, value=r, nature=d["nature"])
        if d["final"]:
            _msg(ev, N("Log", "This is the final round: every hand must be played out."))
            self._open_window(st, "final", ev)
        else:
            self._begin_upkeep(st, ev)

    def _begin_upkeep(self, st: GameState, ev: list[Event]) -> None:
        d = st.data
        d["phase"] = "upkeep"
        d["upkeep"] = {"queue": self._from_leader(st), "step": "auto"}
        self._run_upkeep(st, ev)

    def _from_leader(self, st: GameState) -> list[int]:
        order = st.data["order"]
        k = order.index(st.data["leader"])
        return [s for s in order[k:] + order[:k] if is_active(st, s)]

    def rearm_eligible(self, st: GameState, seat: int) -> bool:
        """§5.3: not the final round, weapons in use, a slot empty, cooldown over."""
        d = st.data
        p = pdata(st, seat)
        if d["final"] or not st.options["use_weapons"] or not is_active(st, seat):
            return False
        empty = not st.zones[z(seat, "quality")].cards or not st.zones[z(seat, "weapon")].cards
        return empty and d["round_no"] >= p["rearm_from"]

    def _run_upkeep(self, st: GameState, ev: list[Event]) -> None:
        """§3.1 step 4 for each active player from the leader; stops at a decision."""
        d = st.data
        up = d["upkeep"]
        while up["queue"]:
            s = up["queue"][0]
            if not is_active(st, s):
                up["queue"].pop(0)
                up["step"] = "auto"
                continue
            if up["step"] == "auto":
                if st.options["mode"] == "advanced" and not d["final"]:
                    adv.owed_weapon(self, st, s, ev)  # 4a, forced-discard weapon
                up["step"] = "rearm"
            if up["step"] == "rearm":
                if self.rearm_eligible(st, s):
                    if st.options["rearm_mode"] == "mandatory":
                        self._rearm(st, s, ev)
                    else:
                        return  # decision: Rearm(accept)
                up["step"] = "strategy"
            if up["step"] == "strategy":
                if st.options["mode"] == "advanced":
                    adv.strategy_phase(self, st, s, ev)  # 4b
                up["step"] = "optin"
            if up["step"] == "optin":
                if st.options["mode"] == "advanced" and adv.may_opt_in(self, st, s):
                    return  # decision: OptIn(accept)
                up["step"] = "auto"
                up["queue"].pop(0)
        d["upkeep"] = None
        if d["final"]:
            self._begin_turns(st, ev)
        else:
            self._open_window(st, "round", ev)

    def _rearm(self, st: GameState, s: int, ev: list[Event]) -> None:
        _msg(ev, N("Log", "{name} rearms."), s, name=st.seats[s]["name"])
        for slot in ("quality", "weapon"):
            if not st.zones[z(s, slot)].cards:
                self.draw(st, s, z(s, slot), ev)
        pdata(st, s)["uses"] = 0

    def _begin_turns(self, st: GameState, ev: list[Event]) -> None:
        d = st.data
        d["turns"] = [s for s in self._from_leader(st) if not pdata(st, s)["abandoned"]]
        d["actor"] = None
        self._next_turn(st, ev)

    def _next_turn(self, st: GameState, ev: list[Event]) -> None:
        """Hand the turn to the next player who can take it (§3.4, §6.2)."""
        d = st.data
        d["pending"] = None
        d["purge"] = None
        d["purged"] = False
        while True:
            if d["final"]:
                s = self._next_final_actor(st)
                if s is None:
                    self._end_round(st, ev)
                    return
            else:
                if not d["turns"]:
                    self._end_round(st, ev)
                    return
                s = d["turns"].pop(0)
                if not is_active(st, s) or pdata(st, s)["abandoned"]:
                    continue
            d["actor"] = s
            d["phase"] = "turn"
            acts = self._turn_actions(st, s)
            if acts:
                st.cache["turn_acts"] = (s, acts)  # reused by _advance and the next legal_actions
                ev.append(TurnStarted(s))
                return
            _msg(ev, N("Log", "{name} has no legal action and passes."), s, name=st.seats[s]["name"])
            if d["final"]:  # cannot happen (PlayOut always exists with a hand card); guard the loop
                self._end_round(st, ev)
                return

    def _next_final_actor(self, st: GameState) -> int | None:
        """§6.2: turn order again and again from the leader, skipping empty hands."""
        d = st.data
        order = d["order"]
        if d["actor"] is None:
            start = order.index(d["leader"])
        else:
            start = order.index(d["actor"]) + 1
        for k in range(len(order)):
            s = order[(start + k) % len(order)]
            if is_active(st, s) and hand(st, s):
                return s
        return None

    def _end_round(self, st: GameState, ev: list[Event]) -> None:
        """§3.1 step 7."""
        d = st.data
        rc = st.zones[t("round_card")]
        for c in list(rc.cards):
            self.to_discard(st, c, ev)
        if st.options["mode"] == "advanced":
            adv.round_end(self, st, ev)
        for s, p in enumerate(d["players"]):
            if p["abandoned"]:
                p["abandoned"] = False
                if p["status"] == "active":
                    st.set_vis(st.zones[z(s, "identity")].cards[0], PUBLIC)
        if d["final"]:
            self._game_over(st, ev, "final_round")
            return
        d["leader"] = self._next_active_after(st, d["leader"])
        d["round_no"] += 1
        d["actor"] = None
        self._begin_round(st, ev)

    def _next_active_after(self, st: GameState, seat: int) -> int:
        order = st.data["order"]
        k = order.index(seat)
        for j in range(1, len(order) + 1):
            s = order[(k + j) % len(order)]
            if is_active(st, s):
                return s
        return seat

    # ------------------------------------------------------ end of game
    def _check_out(self, st: GameState, ev: list[Event]) -> bool:
        """§6.1 going out, §6.3 (c); True if the game ended."""
        d = st.data
        if d["phase"] == "over":
            return True
        players = d["players"]
        out = [s for s in range(len(players)) if players[s]["status"] == "active" and unburdened(st, s)]
        if out:
            for s in out:
                d["players"][s]["status"] = "out"
                _msg(ev, N("Log", "{name} has no burden left and goes out!"), s, name=st.seats[s]["name"])
            d["finish"].append(out)
            if st.options["play_until"] == "first_out":
                self._game_over(st, ev, "went_out")
                return True
        if sum(1 for p in players if p["status"] == "active") <= 1:
            self._game_over(st, ev, "one_left")
            return True
        return False

    def _game_over(self, st: GameState, ev: list[Event], reason: str) -> None:
        d = st.data
        d["phase"] = "over"
        d["actor"] = None
        d["ranking"] = self._compute_ranking(st)
        ev.append(GameOver(tuple(tuple(g) for g in d["ranking"]), reason))

    def _compute_ranking(self, st: GameState) -> list[list[int]]:
        """§6.4."""
        d = st.data
        ranking: list[list[int]] = [list(g) for g in d["finish"]]
        active = [s for s in range(len(st.seats)) if is_active(st, s)]

        def key(s: int):
            bc = burden_cards(st, s)
            return (len(bc), len(st.zones[z(s, "collected")].cards), sum(value(st, c) for c in bc))
        groups: dict[tuple, list[int]] = {}
        for s in sorted(active, key=key):
            groups.setdefault(key(s), []).append(s)
        ranking += [groups[k] for k in sorted(groups)]
        ranking += [[s] for s in reversed(d["withdrawn"])]
        ranking += [[s] for s in reversed(d["conceded"])]
        return ranking

    def is_over(self, st: GameState) -> bool:
        return st.data["phase"] == "over"

    def ranking(self, st: GameState) -> list[list[int]]:
        return st.data["ranking"] or self._compute_ranking(st)

    # ----------------------------------------------------- who acts, what
    def to_act(self, st: GameState) -> int | None:
        d = st.data
        ph = d["phase"]
        if ph == "over":
            return None
        if ph == "paused":
            return d["paused"]["seat"]
        if ph == "window":
            return d["window"]["queue"][0] if d["window"]["queue"] else None
        if ph == "yield":
            return d["pending"]["to"]
        if ph == "upkeep":
            return d["upkeep"]["queue"][0]
        if ph in ("turn", "purge"):
            return d["actor"]
        if ph == "respond":
            return d["pending"]["responder"]
        if ph in ("trade", "vote"):
            return adv.to_act(st)
        return None

    def weapon_sources(self, st: GameState, s: int) -> list[str]:
        """Weapon sources available to seat ``s`` now (§5.4), besides 'none'."""
        out = []
        q = st.zones[z(s, "quality")].cards
        w = st.zones[z(s, "weapon")].cards
        p = pdata(st, s)
        weapon_usable = bool(w) and p["weapon_from"] <= st.data["round_no"]
        if q and weapon_usable:
            out.append("equip")
        if st.options["mode"] == "advanced":
            out += adv.extra_sources(self, st, s, weapon_usable)
        return out

    def _source_choices(self, st: GameState, s: int, allowed: bool, mandatory: bool) -> list[str]:
        if not allowed:
            return ["none"]
        srcs = self.weapon_sources(st, s)
        if srcs and mandatory:
            return srcs
        return ["none"] + srcs

    def targets(self, st: GameState, a: int) -> list[int]:
        """Legal targets of the actor in the current round nature (§4)."""
        d = st.data
        nature = d["nature"]
        out = []
        for b in d["order"]:
            if b == a or not is_active(st, b) or pdata(st, b)["abandoned"]:
                continue
            if nature in ("attack", "defense"):
                if hand(st, b):
                    out.append(b)
            elif nature == "discard":
                if same_identity(st, a, b):
                    if st.zones[z(b, "quality")].cards or st.zones[z(b, "weapon")].cards:
                        out.append(b)
                elif st.zones[z(b, "weapon")].cards:
                    out.append(b)
        return out

    def _turn_actions(self, st: GameState, a: int) -> list[Action]:
        d = st.data
        nature = d["nature"]
        final = d["final"]
        force = final and st.options["final_round_force_equipment"]
        acts: list[Action] = []
        h = hand(st, a)
        if nature == "supply":
            if d["purged"]:  # supply_allow_both: re-equip after the purge, or stop
                return [Reequip(a), Pass(a)] if st.options["use_weapons"] else [Pass(a)]
            acts += [Purge(a, c) for c in h]
            if not final:
                if st.options["use_weapons"]:
                    acts.append(Reequip(a))
                acts.append(Pass(a))
        elif h:
            for b in self.targets(st, a):
                if nature == "attack":
                    srcs = self._source_choices(st, a, True, force)
                elif nature == "defense":
                    actor_defends = st.options["defense_mode"] == "actor_defends"
                    srcs = self._source_choices(st, a, actor_defends, True)
                else:  # discard: only the same-identity discard lets the actor use a source
                    srcs = self._source_choices(st, a, same_identity(st, a, b), force)
                acts += [Act(a, c, b, src) for c in h for src in srcs]
            if not final and st.options["allow_voluntary_pass"]:
                acts.append(Pass(a))
        if final and not acts and h:
            acts = [PlayOut(a, c) for c in h]
        return acts

    def _respond_actions(self, st: GameState, b: int) -> list[Action]:
        d = st.data
        pend = d["pending"]
        force = d["final"] and st.options["final_round_force_equipment"]
        kind = pend["kind"]
        if kind == "attack":
            srcs = self._source_choices(st, b, True, force)
        elif kind == "defense":
            target_defends = st.options["defense_mode"] == "target_defends"
            srcs = self._source_choices(st, b, target_defends, True)
        else:  # same-identity discard: the target commits a bare intent
            srcs = ["none"]
        return [Respond(b, c, src) for c in hand(st, b) for src in srcs]

    def _any_time(self, st: GameState, s: int) -> list[Action]:
        """暫停 and 認輸: any time between actions (§8), never while a commitment is pending."""
        if st.data["phase"] in ("respond", "purge", "trade", "yield") or not is_active(st, s):
            return []
        return [Pause(s), Concede(s)]

    def _window_actions(self, st: GameState, s: int) -> list[Action]:
        d = st.data
        w = d["window"]
        used = w["used"].get(str(s), [])
        kind = w["kind"]
        p = pdata(st, s)
        acts: list[Action] = [Done(s)]
        if kind == "setup":
            if "yield" not in used:
                acts += [Yield(s, b) for b in d["order"] if b != s and is_active(st, b)]
            if not p["used_way1"]:
                acts.append(Reshuffle(s, 1))
            acts.append(Background(s, ""))
        if kind in ("setup", "final"):
            if "exchange" not in used and hand(st, s):
                acts.append(Exchange(s))
            if "role_change" not in used:
                acts.append(RoleChange(s))
        if kind == "round":
            if hand(st, s) and not d["final"]:
                if st.options["abandon_mode"] == "game":
                    acts.append(Abandon(s, None))
                elif st.options["abandon_cost"] == "none":
                    acts.append(Abandon(s, None))
                else:
                    acts += [Abandon(s, c) for c in hand(st, s)]
            if st.options["mode"] == "basic" and not p["used_way3"] and st.zones[z(s, "collected")].cards:
                acts.append(Reshuffle(s, 3))
            if (st.options["mode"] == "advanced" and not p["used_way2"]
                    and st.zones[z(s, "quality")].cards and st.zones[z(s, "weapon")].cards):
                acts.append(Reshuffle(s, 2))
        return acts

    def legal_actions(self, st: GameState, seat: int) -> list[Action]:
        key = (st.version, seat)
        cached = st.cache.get("legal")
        if cached is not None and cached[0] == key:
            return cached[1]
        acts = self._legal(st, seat)
        st.cache["legal"] = (key, acts)
        return acts

    def _legal(self, st: GameState, seat: int) -> list[Action]:
        d = st.data
        ph = d["phase"]
        if ph == "over" or not isinstance(seat, int) or not 0 <= seat < len(st.seats):
            return []
        if ph == "paused":
            return [Resume(seat), Concede(seat)] if d["paused"]["seat"] == seat else []
        acts: list[Action] = []
        if self.to_act(st) == seat:
            if ph == "window":
                acts = self._window_actions(st, seat)
            elif ph == "yield":
                acts = [AnswerYield(seat, True), AnswerYield(seat, False)]
            elif ph == "upkeep":
                step = d["upkeep"]["step"]
                acts = [Rearm(seat, True), Rearm(seat, False)] if step == "rearm" else [OptIn(seat, True), OptIn(seat, False)]
            elif ph == "turn":
                acts = self._turn_actions(st, seat)
            elif ph == "respond":
                acts = self._respond_actions(st, seat)
            elif ph == "purge":
                acts = self._purge_actions(st, seat)
            elif ph in ("trade", "vote"):
                acts = adv.actions(self, st, seat)
        return acts + self._any_time(st, seat)

    # ----------------------------------------------------------- apply
    def apply(self, st: GameState, action: Action) -> list[Event]:
        seat = action.seat
        legal = self.legal_actions(st, seat) if isinstance(seat, int) else []
        if not (action in legal or (isinstance(action, Background) and Background(seat, "") in legal
                                    and isinstance(action.text, str) and len(action.text) <= BACKGROUND_MAX)):
            raise self._refusal(st, action)
        ev: list[Event] = []
        st.cache.clear()  # nothing computed before this action may be reused after it
        handler = getattr(self, "_do_" + type(action).__name__)
        handler(st, action, ev)
        if st.data["phase"] != "over":
            self._advance(st, ev)
        st.version += 1
        known = st.cache.get("turn_acts")
        st.cache.clear()
        d = st.data
        if known is not None and d["phase"] == "turn" and known[0] == d["actor"] and not d["purged"]:
            # The turn that _advance just checked: its legal actions are already known.
            st.cache["legal"] = ((st.version, known[0]), known[1] + self._any_time(st, known[0]))
        return ev

    def _advance(self, st: GameState, ev: list[Event]) -> None:
        """Run automatic steps until a decision is pending (guards: window queues emptied)."""
        d = st.data
        for _ in range(1000):
            if d["phase"] == "over":
                return
            if d["phase"] == "window" and not d["window"]["queue"]:
                self._close_window(st, ev)
                continue
            if d["phase"] == "window":
                q = d["window"]["queue"]
                while q and not is_active(st, q[0]):
                    q.pop(0)
                if not q:
                    continue
            if d["phase"] == "turn" and d["actor"] is not None:
                known = st.cache.get("turn_acts")
                acts = known[1] if known is not None and known[0] == d["actor"] else None
                if acts is None:
                    acts = self._turn_actions(st, d["actor"]) if is_active(st, d["actor"]) else []
                    st.cache["turn_acts"] = (d["actor"], acts)
                if not acts:
                    st.cache.pop("turn_acts", None)
                    self._next_turn(st, ev)
                    continue
            if self._check_out(st, ev):
                return
            return

    # -- turn actions ---------------------------------------------------
    def _commit(self, st: GameState, s: int, card: str, ev: list[Event]) -> None:
        ev.append(st.move(card, z(s, "play")))

    def _do_Act(self, st: GameState, a: Act, ev: list[Event]) -> None:
        d = st.data
        nature = d["nature"]
        b = a.target
        same = same_identity(st, a.seat, b)
        self._commit(st, a.seat, a.card, ev)
        kind = nature if nature != "discard" else ("discard_same" if same else "discard")
        _msg(ev, N("Log", "{actor} commits an intent card against {target}."), a.seat,
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

    def intent(self, st: GameState, card: str | None) -> int:
        """Base intent i = v(card) + bonus(card) (§3.4 step 3)."""
        if card is None:
            return 0
        return value(st, card) + adv.bonus_of(st, card)

    def source_terms(self, st: GameState, s: int, source: str, ev: list[Event]) -> tuple[list, list, int, int]:
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
        return adv.source_terms(self, st, s, source, ev)

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
                _msg(ev, N("Log", "{name}'s weapon is used up; rearming is possible from round {round}."), s,
                     name=st.seats[s]["name"], round=p["rearm_from"])
                if st.options["mode"] == "advanced":
                    adv.became_unarmed(self, st, s, ev)
            else:
                for slot in ("quality", "weapon"):
                    for c in st.zones[z(s, slot)].cards:
                        if not p["open"] and st.zones[z(s, slot)].is_face_up(c):
                            st.set_vis(c, OWNER)
                            ev.append(CardHidden(c, z(s, slot)))
                _msg(ev, N("Log", "{name} has used the weapon {uses} of {cap} times."), s,
                     name=st.seats[s]["name"], uses=p["uses"], cap=cap)
        elif source in ("strat", "temp"):
            adv.consume_source(self, st, s, source, ev)

    def _resolve(self, st: GameState, ev: list[Event]) -> None:
        """§3.4 steps 3–6 for the pending action."""
        d = st.data
        pend = d["pending"]
        a, b = pend["actor"], pend["target"]
        ca, cb = pend["card_a"], pend["card_b"]
        self._reveal(st, ca, ev)
        self._reveal(st, cb, ev)
        ia, ib = self.intent(st, ca), self.intent(st, cb)
        bonus_a = bonus_b = 0
        if st.options["mode"] == "advanced":
            outcome = adv.before_formula(self, st, pend, ia, ib, ev)
            if outcome is not None:
                if outcome.get("done"):
                    return
                ia, ib = outcome["ia"], outcome["ib"]
                bonus_a, bonus_b = outcome["bonus_a"], outcome["bonus_b"]
        self.score(st, pend, ia, ib, bonus_a, bonus_b, ev)

    def score(self, st: GameState, pend: dict, ia: int, ib: int, bonus_a: int, bonus_b: int,
              ev: list[Event]) -> None:
        """§4: compute the formula, compare, move cards, bookkeeping; then the turn ends."""
        d = st.data
        a, b = pend["actor"], pend["target"]
        ca, cb = pend["card_a"], pend["card_b"]
        r = d["r"]
        kind = pend["kind"]
        same = pend["same"]
        names = st.seats
        if kind == "attack":
            totals = []
            for s, i, src, bonus in ((a, ia, pend["src_a"], bonus_a), (b, ib, pend["src_b"], bonus_b)):
                att, _, eq, _ = self.source_terms(st, s, src, ev)
                if same:  # 劇牌 basic R7: (身份×意圖)＋回合
                    idv = identity_value(st, s)
                    parts = [("", "id", idv), ("×", "i", i), ("+", "r", r)] + att
                    total = idv * i + r + eq
                else:  # basic R5: 回合×意圖＋質量×武器
                    parts = [("", "r", r), ("×", "i", i)] + att
                    total = r * i + eq
                if bonus:
                    parts.append(("+", "b", bonus))
                    total += bonus
                _formula(ev, "attack_total", s, parts, total)
                totals.append(total)
            ta, tb = totals
            if ta < tb:
                self._collect_both(st, a, ca, cb, ev)
            elif tb < ta:
                self._collect_both(st, b, ca, cb, ev)
            else:  # tie, option attack_tie (I-9)
                tie = st.options["attack_tie"]
                _msg(ev, N("Log", "The totals are equal."))
                if tie == "each_own":
                    self.collect(st, a, ca, ev)
                    self.collect(st, b, cb, ev)
                elif tie == "actor_collects":
                    self._collect_both(st, a, ca, cb, ev)
                else:
                    self.to_discard(st, ca, ev)
                    self.to_discard(st, cb, ev)
            self.consume_source(st, a, pend["src_a"], ev)
            self.consume_source(st, b, pend["src_b"], ev)
        elif kind == "defense":
            actor_defends = st.options["defense_mode"] == "actor_defends"
            # F: the attacking side; L: the defending side (§4.2).
            fs, fi, fb, ls, li, lsrc, lb = (b, ib, bonus_b, a, ia, pend["src_a"], bonus_a) if actor_defends \
                else (a, ia, bonus_a, b, ib, pend["src_b"], bonus_b)
            if same:  # basic R7 (I-11): 身份+意圖：回合＋意圖
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
                parts = [("", "r", r), ("+", "i", fi)] + ([("+", "b", fb)] if fb else [])
                _formula(ev, "defense_former", fs, parts, f_total)
            _, dparts, _, wv = self.source_terms(st, ls, lsrc, ev)
            l_total = wv + li + lb
            parts = (dparts if dparts else [("", "Wv", 0)]) + [("+", "i", li)] + ([("+", "b", lb)] if lb else [])
            _formula(ev, "defense_latter", ls, parts, l_total)
            tie_to_f = st.options["defense_tie"] == "actor_collects"
            if l_total > f_total:
                _msg(ev, N("Log", "The defense becomes an attack: {name} collects both cards."), fs,
                     name=names[fs]["name"])
                self._collect_both(st, fs, ca, cb, ev, say=False)
            elif l_total == f_total and tie_to_f:
                self._collect_both(st, fs, ca, cb, ev)
            else:
                self._collect_both(st, ls, ca, cb, ev)
            self.consume_source(st, ls, lsrc, ev)
        elif kind == "discard":
            qb = st.zones[z(b, "quality")].cards
            q = value(st, qb[0]) if qb else 0
            parts_i = [("", "i", ia)]
            _formula(ev, "discard_intent", a, parts_i, ia)
            _formula(ev, "discard_quality", b, [("", "q", q)], q)
            if ia > q:  # §4.4 different identity: success
                for c in list(st.zones[z(b, "weapon")].cards):
                    self.to_discard(st, c, ev)
                pdata(st, b)["uses"] = 0
                pdata(st, b)["weapon_mod"] = 0
                _msg(ev, N("Log", "The discard succeeds: {name} loses the weapon."), b, name=names[b]["name"])
                if st.options["discard_success_card"] == "target_collects":
                    self.collect(st, b, ca, ev)
                else:
                    self.to_discard(st, ca, ev)
                if st.options["mode"] == "advanced":
                    adv.check_unarmed(self, st, b, ev)
            else:
                _msg(ev, N("Log", "The discard fails: the intent card is discarded."), a)
                self.to_discard(st, ca, ev)
        elif kind == "discard_same":
            att, _, eq, _ = self.source_terms(st, a, pend["src_a"], ev)
            idv = identity_value(st, a)
            parts = [("", "id", idv), ("×", "i", ia), ("+", "r", r)] + att + ([("+", "b", bonus_a)] if bonus_a else [])
            total = idv * ia + r + eq + bonus_a
            _formula(ev, "discard_attack", a, parts, total)
            _formula(ev, "discard_intent", b, [("", "i", ib)], ib)
            if total > ib:  # §4.4 same identity: success
                for c in (ca, cb):
                    if c is not None:
                        self.collect(st, b, c, ev)
                for slot in ("quality", "weapon"):
                    for c in list(st.zones[z(b, slot)].cards):
                        self.to_discard(st, c, ev)
                pdata(st, b)["uses"] = 0
                pdata(st, b)["weapon_mod"] = 0
                _msg(ev, N("Log", "The discard succeeds: {name} loses the equipment."), b, name=names[b]["name"])
                if st.options["mode"] == "advanced":
                    adv.check_unarmed(self, st, b, ev)
            else:
                _msg(ev, N("Log", "The discard fails."), a)
                self.to_discard(st, ca, ev)
                if cb is not None:
                    self.to_hand(st, b, cb, ev)
            self.consume_source(st, a, pend["src_a"], ev)
        if st.options["mode"] == "advanced":
            adv.after_score(self, st, pend, ev)
        self._finish_turn(st, ev)

    def _collect_both(self, st: GameState, s: int, ca: str | None, cb: str | None, ev: list[Event],
                      say: bool = True) -> None:
        if say:
            _msg(ev, N("Log", "{name} collects both intent cards."), s, name=st.seats[s]["name"])
        for c in (ca, cb):
            if c is not None:
                self.collect(st, s, c, ev)

    def _finish_turn(self, st: GameState, ev: list[Event]) -> None:
        st.data["pending"] = None
        if not self._check_out(st, ev):
            self._next_turn(st, ev)

    # -- supply ---------------------------------------------------------
    def _do_Purge(self, st: GameState, a: Purge, ev: list[Event]) -> None:
        d = st.data
        i = self.intent(st, a.card)
        if st.options["mode"] == "advanced":
            i = adv.adjusted_purge_intent(self, st, a.seat, a.card, i, ev)
        self.to_discard(st, a.card, ev)
        _formula(ev, "purge_limit", a.seat, [("", "i", i)], i)
        d["purge"] = {"limit": i, "picked": 0, "value": 0}
        d["phase"] = "purge"
        self._purge_continue(st, a.seat, ev)

    def _purge_actions(self, st: GameState, s: int) -> list[Action]:
        d = st.data
        pg = d["purge"]
        mode = st.options["supply_purge_limit"]
        out: list[Action] = []
        for c in st.zones[z(s, "collected")].cards:
            if mode == "count" and pg["picked"] >= pg["limit"]:
                break
            if mode == "value_sum" and pg["value"] + value(st, c) > pg["limit"]:
                continue
            out.append(PurgePick(s, c))
        return out + [PurgeDone(s)]

    def _purge_continue(self, st: GameState, s: int, ev: list[Event]) -> None:
        if len(self._purge_actions(st, s)) == 1:  # nothing more may be picked
            self._purge_end(st, s, ev)

    def _purge_end(self, st: GameState, s: int, ev: list[Event]) -> None:
        d = st.data
        d["purge"] = None
        if st.options["supply_allow_both"] and not d["final"] and st.options["use_weapons"]:
            d["phase"] = "turn"
            d["purged"] = True
            return
        self._finish_turn(st, ev)

    def _do_PurgePick(self, st: GameState, a: PurgePick, ev: list[Event]) -> None:
        pg = st.data["purge"]
        pg["picked"] += 1
        pg["value"] += value(st, a.card)
        self.to_discard(st, a.card, ev)
        self._purge_continue(st, a.seat, ev)

    def _do_PurgeDone(self, st: GameState, a: PurgeDone, ev: list[Event]) -> None:
        self._purge_end(st, a.seat, ev)

    def _do_Reequip(self, st: GameState, a: Reequip, ev: list[Event]) -> None:
        """§4.3b: discard the equipment, draw a quality and a weapon (明牌 if same identity, I-14)."""
        s = a.seat
        for slot in ("quality", "weapon"):
            for c in list(st.zones[z(s, slot)].cards):
                self.to_discard(st, c, ev)
        p = pdata(st, s)
        p["open"] = any(b != s and is_active(st, b) and same_identity(st, s, b) for b in range(len(st.seats)))
        vis = PUBLIC if p["open"] else None
        _msg(ev, N("Log", "{name} re-equips."), s, name=st.seats[s]["name"])
        self.draw(st, s, z(s, "quality"), ev, vis)
        self.draw(st, s, z(s, "weapon"), ev, vis)
        p["uses"] = 0
        self._finish_turn(st, ev)

    def _do_Pass(self, st: GameState, a: Pass, ev: list[Event]) -> None:
        _msg(ev, N("Log", "{name} passes."), a.seat, name=st.seats[a.seat]["name"])
        self._finish_turn(st, ev)

    def _do_PlayOut(self, st: GameState, a: PlayOut, ev: list[Event]) -> None:
        _msg(ev, N("Log", "{name} has no legal action and must discard a hand card."), a.seat,
             name=st.seats[a.seat]["name"])
        self.to_discard(st, a.card, ev)
        self._finish_turn(st, ev)

    def _do_Rearm(self, st: GameState, a: Rearm, ev: list[Event]) -> None:
        up = st.data["upkeep"]
        if a.accept:
            self._rearm(st, a.seat, ev)
        up["step"] = "strategy"
        self._run_upkeep(st, ev)

    # -- advanced decisions ---------------------------------------------
    def _do_OptIn(self, st: GameState, a: OptIn, ev: list[Event]) -> None:
        adv.do_opt_in(self, st, a, ev)

    def _do_TradeOffer(self, st: GameState, a: TradeOffer, ev: list[Event]) -> None:
        adv.do_trade_offer(self, st, a, ev)

    def _do_TradeChoice(self, st: GameState, a: TradeChoice, ev: list[Event]) -> None:
        adv.do_trade_choice(self, st, a, ev)

    def _do_Vote(self, st: GameState, a: Vote, ev: list[Event]) -> None:
        adv.do_vote(self, st, a, ev)

    # -- gestures (§8) --------------------------------------------------
    def _window_used(self, st: GameState, s: int, what: str) -> None:
        st.data["window"]["used"].setdefault(str(s), []).append(what)

    def _do_Done(self, st: GameState, a: Done, ev: list[Event]) -> None:
        q = st.data["window"]["queue"]
        q.remove(a.seat)

    def _do_Yield(self, st: GameState, a: Yield, ev: list[Event]) -> None:
        d = st.data
        self._window_used(st, a.seat, "yield")
        d["pending"] = {"kind": "yield", "from": a.seat, "to": a.to}
        d["phase"] = "yield"
        _msg(ev, N("Log", "{name} offers their position to {other}."), a.seat,
             name=st.seats[a.seat]["name"], other=st.seats[a.to]["name"])

    def _do_AnswerYield(self, st: GameState, a: AnswerYield, ev: list[Event]) -> None:
        d = st.data
        x, y = d["pending"]["from"], d["pending"]["to"]
        if a.accept:  # gesture 1 (I-40): X and Y swap positions in turn order
            order = d["order"]
            i, j = order.index(x), order.index(y)
            order[i], order[j] = order[j], order[i]
            d["leader"] = order[0]
            _msg(ev, N("Log", "{name} accepts: the two swap places in the turn order."), y, name=st.seats[y]["name"])
        else:
            _msg(ev, N("Log", "{name} declines the offer."), y, name=st.seats[y]["name"])
        d["pending"] = None
        d["phase"] = "window"

    def _do_Background(self, st: GameState, a: Background, ev: list[Event]) -> None:
        pdata(st, a.seat)["background"] = a.text

    def _do_Reshuffle(self, st: GameState, a: Reshuffle, ev: list[Event]) -> None:
        s = a.seat
        p = pdata(st, s)
        name = st.seats[s]["name"]
        if a.way == 1:  # all cards but identities back to the deck; setup again from step 3
            p["used_way1"] = True
            _msg(ev, N("Log", "{name} calls for a reshuffle: everything but the identities is dealt again."), s, name=name)
            keep = {st.zones[z(b, "identity")].cards[0] for b in range(len(st.seats)) if st.zones[z(b, "identity")].cards}
            for zid, zone in st.zones.items():
                if zid in (t("draw"), t("box"), t("out")):
                    continue
                for c in list(zone.cards):
                    if c not in keep:
                        st.move(c, t("draw"))
            st.data["bonus"] = {}
            if st.options["mode"] == "advanced":
                adv.reset_props(st)
            for b in range(len(st.seats)):
                pb = pdata(st, b)
                pb.update(uses=0, rearm_from=1, open=False, weapon_mod=0, weapon_from=0, modifier=None,
                          strategy_drawn=False, owed_weapon=False)
            self._deal(st, ev)
        elif a.way == 3:  # basic: collected pile into the draw pile, draw as many into hand (I-39)
            p["used_way3"] = True
            coll = list(st.zones[z(s, "collected")].cards)
            for c in coll:
                st.move(c, t("draw"))
            st.shuffle(t("draw"))
            ev.append(Shuffled(t("draw")))
            _msg(ev, N("Log", "{name} reshuffles {n} collected cards into the draw pile and draws as many."), s,
                 name=name, n=len(coll))
            for _ in coll:
                self.draw(st, s, z(s, "hand"), ev)
        else:
            adv.reshuffle_way2(self, st, s, ev)

    def _do_Pause(self, st: GameState, a: Pause, ev: list[Event]) -> None:
        d = st.data
        d["paused"] = {"seat": a.seat, "phase": d["phase"]}
        d["phase"] = "paused"
        st.set_vis(st.zones[z(a.seat, "identity")].cards[0], HIDDEN)
        _msg(ev, N("Log", "{name} pauses the game."), a.seat, name=st.seats[a.seat]["name"])

    def _do_Resume(self, st: GameState, a: Resume, ev: list[Event]) -> None:
        d = st.data
        d["phase"] = d["paused"]["phase"]
        d["paused"] = None
        st.set_vis(st.zones[z(a.seat, "identity")].cards[0], PUBLIC)
        _msg(ev, N("Log", "{name} resumes the game."), a.seat, name=st.seats[a.seat]["name"])

    def _do_Abandon(self, st: GameState, a: Abandon, ev: list[Event]) -> None:
        d = st.data
        s = a.seat
        p = pdata(st, s)
        name = st.seats[s]["name"]
        ident = st.zones[z(s, "identity")].cards[0]
        if st.options["abandon_mode"] == "game":  # I-37: withdraw from the game
            for c in list(hand(st, s)):
                self.to_discard(st, c, ev)
            st.set_vis(ident, HIDDEN)
            p["status"] = "withdrawn"
            d["withdrawn"].append(s)
            _msg(ev, N("Log", "{name} abandons the game (棄局) and withdraws."), s, name=name)
        else:
            if a.card is not None:
                if st.options["abandon_cost"] == "to_collected":
                    self.collect(st, s, a.card, ev)
                else:
                    self.to_discard(st, a.card, ev)
            st.set_vis(ident, HIDDEN)
            p["abandoned"] = True
            _msg(ev, N("Log", "{name} sits out this round (棄局)."), s, name=name)
        q = d["window"]["queue"]
        if s in q:
            q.remove(s)

    def _do_Concede(self, st: GameState, a: Concede, ev: list[Event]) -> None:
        d = st.data
        s = a.seat
        self.concede(st, s, ev)
        if d["phase"] == "paused" and d["paused"]["seat"] == s:
            d["phase"] = d["paused"]["phase"]
            d["paused"] = None
        if d["phase"] == "window" and s in d["window"]["queue"]:
            d["window"]["queue"].remove(s)
        if d["phase"] == "upkeep" and d["upkeep"]["queue"] and d["upkeep"]["queue"][0] == s:
            d["upkeep"]["queue"].pop(0)
            d["upkeep"]["step"] = "auto"
            self._run_upkeep(st, ev)
        elif d["phase"] == "turn" and d["actor"] == s:
            self._next_turn(st, ev)
        elif d["phase"] == "vote":
            adv.vote_seat_gone(self, st, s, ev)

    def concede(self, st: GameState, s: int, ev: list[Event]) -> None:
        """認輸 (gesture 5): identity to the discard pile, everything else out of the game."""
        d = st.data
        p = pdata(st, s)
        ident = st.zones[z(s, "identity")].cards
        for c in list(ident):
            self.to_discard(st, c, ev)
        for name in SEAT_ZONES + ADV_ZONES:
            zid = z(s, name)
            if zid in st.zones:
                for c in list(st.zones[zid].cards):
                    d["bonus"].pop(c, None)
                    ev.append(st.move(c, t("out")))
        p["status"] = "conceded"
        p["modifier"] = None
        d["conceded"].append(s)
        if s in d["turns"]:
            d["turns"].remove(s)
        _msg(ev, N("Log", "{name} concedes (認輸)."), s, name=st.seats[s]["name"])

    def _do_Exchange(self, st: GameState, a: Exchange, ev: list[Event]) -> None:
        s = a.seat
        self._window_used(st, s, "exchange")
        h = list(hand(st, s))
        for c in h:
            st.data["bonus"].pop(c, None)
            st.move(c, t("draw"))
        st.shuffle(t("draw"))
        ev.append(Shuffled(t("draw")))
        _msg(ev, N("Log", "{name} exchanges {n} hand cards (交換)."), s, name=st.seats[s]["name"], n=len(h))
        for _ in h:
            self.draw(st, s, z(s, "hand"), ev)

    def _do_RoleChange(self, st: GameState, a: RoleChange, ev: list[Event]) -> None:
        """角色更換 (gesture 7, I-41)."""
        d = st.data
        self._window_used(st, a.seat, "role_change")
        seats = [s for s in d["order"] if is_active(st, s)]
        _msg(ev, N("Log", "{name} calls for a role change (角色更換)."), a.seat, name=st.seats[a.seat]["name"])
        if st.options["role_change_source"] == "identity_pool":
            pool = [st.zones[z(s, "identity")].cards[0] for s in seats]
            st.rng.shuffle(pool)  # top of the shuffled pool is pool[-1]
            for s in seats:
                st.move(pool.pop(), z(s, "identity"))
            # moves between identity zones can pass through a full zone: re-place by the final assignment
        else:
            for s in seats:
                st.move(st.zones[z(s, "identity")].cards[0], t("draw"))
            st.shuffle(t("draw"))
            for s in seats:
                c = self.draw(st, s, z(s, "identity"), ev)
                if c is not None:
                    rank = deckmod.rank_of(c)
                    d["roles"][c] = ("landlord" if rank in ("SJ", "BJ") else "narrator" if rank == "BL"
                                     else "coordinator" if value(st, c) % 2 == 0 else "farmer")
        for s in seats:
            c = st.zones[z(s, "identity")].cards
            if c:
                ev.append(CardRevealed(c[0], z(s, "identity")))

    # --------------------------------------------------------- refusals
    def _refusal(self, st: GameState, action: Action) -> IllegalAction:
        """The rule that forbids ``action`` (the state is untouched)."""
        try:
            return self._explain(st, action)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):  # malformed fields
            return IllegalAction("劇牌", N("Rules", "That is not possible now."))

    def _explain(self, st: GameState, action: Action) -> IllegalAction:
        d = st.data
        seat = action.seat
        R = IllegalAction
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(st.seats):
            return R("劇牌 §1", N("Rules", "There is no such seat."))
        if d["phase"] == "over":
            return R("劇牌 §6.3", N("Rules", "The game is over."))
        if d["phase"] == "paused" and d["paused"]["seat"] != seat:
            return R("劇牌 §8 gesture 3 (I-38)", N("Rules", "The game is paused; only {name} may resume or concede."),
                     name=st.seats[d["paused"]["seat"]]["name"])
        if not is_active(st, seat):
            return R("劇牌 §6.4, §8", N("Rules", "{name} is no longer in the game."), name=st.seats[seat]["name"])
        if getattr(action, "gesture", False) and isinstance(action, (Pause, Concede)):
            return R("劇牌 §8", N("Rules", "Gestures are made between actions, never while a commitment is pending."))
        actor = self.to_act(st)
        if actor != seat:
            return R("劇牌 §3.4", N("Rules", "It is {name}'s decision now, not yours."),
                     name=st.seats[actor]["name"] if actor is not None else "—")
        ph = d["phase"]
        if isinstance(action, (Act, Purge, Reequip, Pass, PlayOut)) and ph != "turn":
            return R("劇牌 §3.1", N("Rules", "That is not possible at this moment of the round ({phase})."), phase=ph)
        if isinstance(action, Act):
            nature = d["nature"]
            if nature == "supply":
                return R("劇牌 §4.3 (basic R5)", N("Rules", "A supply round has no target: purge, re-equip or pass."))
            if action.card not in hand(st, seat):
                return R("劇牌 §3.4", N("Rules", "The intent card must come from your hand."))
            if not isinstance(action.target, int) or action.target == seat or not 0 <= action.target < len(st.seats):
                return R("劇牌 §4", N("Rules", "Targets are always other players."))
            b = action.target
            if not is_active(st, b) or pdata(st, b)["abandoned"]:
                return R("劇牌 §4", N("Rules", "{name} cannot be targeted: not in play this round."), name=st.seats[b]["name"])
            if nature in ("attack", "defense") and not hand(st, b):
                return R("劇牌 §3.5 (basic R6)", N("Rules", "A player with no hand card cannot be targeted in attack or defense rounds."))
            if nature == "discard":
                if same_identity(st, seat, b):
                    if not st.zones[z(b, "quality")].cards and not st.zones[z(b, "weapon")].cards:
                        return R("劇牌 §4.4 (basic R7)", N("Rules", "A same-identity discard needs a target with equipment."))
                elif not st.zones[z(b, "weapon")].cards:
                    return R("劇牌 §4.4 (basic R5)", N("Rules", "The target of a discard must hold a weapon card."))
                elif action.source != "none":
                    return R("劇牌 §4.4 (basic R5)", N("Rules", "A discard is made with the intent alone."))
            return self._source_refusal(st, seat, action.source, d["nature"], role="actor")
        if isinstance(action, Respond):
            if ph != "respond":
                return R("劇牌 §3.4", N("Rules", "Nobody is waiting for your commitment now."))
            if action.card not in hand(st, seat):
                return R("劇牌 §3.4", N("Rules", "The intent card must come from your hand."))
            return self._source_refusal(st, seat, action.source, d["pending"]["kind"], role="target")
        if isinstance(action, (Purge, Reequip)) and d["nature"] != "supply":
            return R("劇牌 §4.3", N("Rules", "Purging and re-equipping are supply-round actions."))
        if isinstance(action, Reequip) and d["final"]:
            return R("劇牌 §6.2", N("Rules", "Nothing is drawn in the final round."))
        if isinstance(action, Pass):
            if d["final"]:
                return R("劇牌 §6.2 (basic R6)", N("Rules", "In the final round every turn must play a hand card."))
            return R("劇牌 §3.4", N("Rules", "In attack, defense and discard rounds you must act when you can."))
        if isinstance(action, PlayOut):
            return R("劇牌 §6.2", N("Rules", "You may discard a hand card only in the final round when no action is legal."))
        if isinstance(action, PurgePick):
            if ph != "purge":
                return R("劇牌 §4.3", N("Rules", "Collected cards are discarded only by a purge."))
            if action.card not in st.zones[z(seat, "collected")].cards:
                return R("劇牌 §4.3", N("Rules", "Only your own collected cards can be purged."))
            return R("劇牌 §4.3 (I-12)", N("Rules", "The purge intent pays for no more cards."))
        if isinstance(action, (OptIn, TradeOffer, TradeChoice, Vote)):
            return adv.refusal(self, st, action)
        if getattr(action, "gesture", False):
            return R("劇牌 §8", N("Rules", "That gesture is not available in this window or has been used."))
        return R("劇牌", N("Rules", "That is not possible now."))

    def _source_refusal(self, st: GameState, s: int, source: str, kind: str, role: str) -> IllegalAction:
        R = IllegalAction
        if source not in ("none", "equip", "strat", "temp"):
            return R("劇牌 §5.4", N("Rules", "Unknown weapon source."))
        if kind == "defense" and role == "actor" and st.options["defense_mode"] == "target_defends" and source != "none":
            return R("劇牌 §4.2 (basic R5)", N("Rules", "The defense actor commits an intent only, without a weapon."))
        if kind == "defense" and role == "target" and st.options["defense_mode"] == "actor_defends" and source != "none":
            return R("劇牌 §4.2", N("Rules", "With defense_mode=actor_defends the target commits an intent only."))
        if kind in ("discard", "discard_same") and role == "target" and source != "none":
            return R("劇牌 §4.4 (I-16)", N("Rules", "The target of a discard commits an intent only."))
        if source != "none" and source not in self.weapon_sources(st, s):
            return R("劇牌 §5.4 (I-17)", N("Rules", "That weapon source is not available to you now."))
        if source == "none":
            if kind == "defense":
                return R("劇牌 §4.2 (I-43)", N("Rules", "The defender must use a weapon source when one is available."))
            if st.data["final"]:
                return R("劇牌 §6.2", N("Rules", "In the final round a weapon source must be used when one is available."))
        return R("劇牌 §3.4", N("Rules", "That commitment is not possible now."))

    # --------------------------------------------------------- views, checks
    def view_for(self, st: GameState, seat: int | None) -> PlayerView:
        zones = st.zones_for(seat)
        known = {c for zz in zones.values() for c in zz.cards if c is not None}
        unknown = sorted(set(st.where) - known)
        data = {k: v for k, v in st.data.items() if k not in ("pending", "trade")}
        pend = st.data.get("pending")
        if pend is not None:
            data["pending"] = {k: v for k, v in pend.items()
                               if not (k in ("card_a", "src_a") and pend.get("actor") != seat)
                               and not (k in ("card_b", "src_b") and pend.get("target") != seat)}
        data["bonus"] = {c: b for c, b in st.data["bonus"].items() if c in known}
        # §1.1: a hand-card bonus is public as an amount and the player holding it, not the card.
        data["hand_bonuses"] = {str(s): sorted(adv.bonus_of(st, c) for c in hand(st, s) if c in st.data["bonus"])
                                for s in range(len(st.seats))}
        if st.data.get("trade") is not None:
            data["trade"] = adv.trade_view(st, seat)
        return PlayerView(seat, st.game, st.seats, st.options, zones, data, unknown)

    def check_invariants(self, st: GameState) -> list[str]:
        """Card conservation, capacities, and the burden rules of §0 and §6.1."""
        problems = card_conservation(st, self.all_cards(st.options)) + capacities(st)
        running = st.data["phase"] != "over"
        for s in range(len(st.seats)):
            p = pdata(st, s)
            b = burden(st, s)
            if running and p["status"] == "active" and b == 0:
                problems.append(f"P{s + 1} has burden 0 but has not gone out (§6.1)")
            if p["status"] == "out" and running and b != 0 and st.options["play_until"] == "last_standing":
                problems.append(f"P{s + 1} went out but carries burden {b}")
            q = st.zones[z(s, "quality")].cards
            if q and not 0 <= p["uses"] < tier_capacity(value(st, q[0])):
                problems.append(f"P{s + 1} has used a {tier_capacity(value(st, q[0]))}-use weapon {p['uses']} times")
            if p["status"] == "conceded" and any(st.zones[z(s, n)].cards for n in SEAT_ZONES):
                problems.append(f"P{s + 1} conceded but still holds cards")
        return problems

    def validate_state(self, st: GameState) -> None:
        if st.game != "jupai":
            raise ValueError("not a 劇牌 table")
        opts = make_options({k: v for k, v in st.options.items() if k != "players"}, len(st.seats))
        if opts != st.options:
            raise ValueError("the options are not valid 劇牌 options")
        validate_zones(st, set(self.all_cards(st.options)))
        expected_zones = set(self._empty_table([s.get("name", "?") for s in st.seats], st.options, 0).zones)
        if set(st.zones) != expected_zones:
            raise ValueError("the zones do not match a 劇牌 table")
        missing = set(self.all_cards(st.options)) - set(st.where)
        if missing:
            raise ValueError(f"cards missing from the table: {sorted(missing)[:5]}")
        d = st.data
        if not isinstance(d, dict) or d.get("phase") not in ("window", "yield", "vote", "upkeep", "turn", "respond",
                                                               "purge", "trade", "paused", "over"):
            raise ValueError("unknown phase")
        if sorted(d.get("order", [])) != list(range(len(st.seats))):
            raise ValueError("bad turn order")
        if len(d.get("players", [])) != len(st.seats):
            raise ValueError("player records do not match the seats")

    # ------------------------------------------------------------- bots
    def determinize(self, view: PlayerView, rng) -> GameState:
        """A full state consistent with ``view``: hidden cards dealt at random (for search bots)."""
        from . import determinize
        return determinize.determinize(self, view, rng)

    # ---------------------------------------------------------------- UI
    def ui_hint(self, st: GameState, action: Action) -> UiHint:
        from . import ui_hints
        return ui_hints.hint(st, action)

    # ---------------------------------------------------------- scenarios
    def scenario_state(self, spec: dict) -> GameState:
        from . import scenario
        return scenario.build(self, spec)

    def scenario_check(self, st: GameState, key: str, value_, events: list[Event]) -> list[str]:
        from . import scenario
        return scenario.check(self, st, key, value_, events)
