"""劇牌 flow: setup and dealing, the draw procedure, the round's steps, turns, end of game (rules/jupai.md §2, §3, §6).

After every action ``_advance`` runs the automatic steps until a decision is needed, so ``to_act``
always names the seat whose decision is pending.  Where the advanced game adds a step, the flow calls
the state's layer (``layers.py``) at a named point instead of testing the mode.
"""

from __future__ import annotations

from ...core import cards as deckmod
from ...core.errors import QT_TRANSLATE_NOOP
from ...core.events import Event, FormulaResolved, GameOver, Message, PhaseChanged, Shuffled, TurnStarted
from ...core.rng import Rng
from ...core.state import GameState
from ...core.zones import HIDDEN, OWNER, PUBLIC, Zone
from . import advanced as adv
from .actions import (OptIn, Pass, PlayOut, PlunderGive, Purge, PurgeDone, PurgePick, Rearm, Reequip, TradeChoice,
                      TradeOffer, Vote)
from .checks import TURN_LEGAL, Checks
from .layers import LAYERS, layer_of
from .options import make_options
from .table import (COLLECTED_IDS, HAND_IDS, QUALITY_IDS, WEAPON_IDS, burden_cards, hand, is_active, nature_of, pdata,
                    role_of, same_identity, t, unburdened, value, z)

N = QT_TRANSLATE_NOOP
_TURN_OK = "jupai.turn_ok"  # st.cache: the actor _next_turn found a legal action for, during this action
# (its legal list is kept under checks.TURN_LEGAL until something changes: see _check_out)


def msg(ev: list[Event], text: str, seat: int | None = None, **args) -> None:
    """A log line (``text`` marked for translation in the ``Log`` context)."""
    ev.append(Message(text, tuple(args.items()), seat))


def formula(ev: list[Event], key: str, seat: int | None, parts: list[tuple[str, str, int]], result: int) -> None:
    """``parts``: (operator, name, value) with operator '' for the first term, '+', '×' …"""
    expr = "".join([op + name for op, name, _ in parts])
    ev.append(FormulaResolved(key, seat, expr, tuple([(name, val) for _, name, val in parts]), result))


class Flow(Checks):
    """Setup, drawing and the round's steps (on the checks, which it asks whether a turn can be taken)."""

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
        layer = LAYERS[opts["mode"]]
        for s in range(n):
            st.add_zone(Zone(z(s, "identity"), s, PUBLIC, 1))
            st.add_zone(Zone(z(s, "hand"), s, OWNER))
            st.add_zone(Zone(z(s, "quality"), s, OWNER, 1))
            st.add_zone(Zone(z(s, "weapon"), s, OWNER, 1))
            st.add_zone(Zone(z(s, "collected"), s, PUBLIC))
            st.add_zone(Zone(z(s, "play"), s, OWNER, 1))
            for name in layer.seat_zones:
                st.add_zone(Zone(z(s, name), s, OWNER, 1))
        st.add_zone(Zone(t("draw"), None, HIDDEN))
        st.add_zone(Zone(t("discard"), None, PUBLIC))
        st.add_zone(Zone(t("rounds"), None, HIDDEN))
        st.add_zone(Zone(t("round_card"), None, PUBLIC, 1))
        st.add_zone(Zone(t("out"), None, HIDDEN))
        st.add_zone(Zone(t("box"), None, HIDDEN))
        for name in layer.table_zones:
            st.add_zone(Zone(t(name), None, PUBLIC))
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
        layer = layer_of(st)
        st.shuffle(t("draw"))
        ev.append(Shuffled(t("draw")))
        layer.deal_props(self, st, ev)  # A1
        for s in seats:
            if opts["use_weapons"]:  # step 4
                self.draw(st, s, z(s, "quality"), ev)
                self.draw(st, s, z(s, "weapon"), ev)
        layer.deal_fixtures(self, st, seats, ev)  # A2
        for s in seats:  # step 5
            for _ in range(5):
                self.draw(st, s, z(s, "hand"), ev)
        layer.deal_temp(self, st, seats, ev)  # A3
        for _ in range(opts["round_cards"]):  # step 6: first drawn is the bottom
            self.draw(st, None, t("rounds"), ev)

    # ------------------------------------------------------------ drawing
    def draw(self, st: GameState, seat: int | None, dest: str, ev: list[Event], vis: str | None = None) -> str | None:
        """The draw procedure of §3.6; returns the card drawn, or None."""
        pile = st.zones[t("draw")]
        props_met: list[str] = []
        layer = layer_of(st)
        if layer.drawer_barred(st, seat):
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
                msg(ev, N("Log", "The draw pile is empty: the discard pile is shuffled into a new draw pile."))
            card = pile.cards[-1]
            if layer.is_prop(st, card):
                stop = layer.meet_prop(self, st, seat, card, ev)
                props_met.append(card)
                if stop:
                    return None
                continue
            st.data["prop_run"] = 0
            ev.append(st.move(card, dest, None, vis))
            if props_met and dest.endswith(".hand"):
                layer.hand_bonus_from_props(st, card, props_met)
            if dest.endswith(".quality") or dest.endswith(".weapon"):
                self._equipment_entered(st, int(dest[1:dest.index(".")]) - 1, dest, ev, vis == PUBLIC)
            return card

    def _equipment_entered(self, st: GameState, seat: int, dest: str, ev: list[Event], open_: bool = False) -> None:
        """§5.3: a card entering an equipment slot ends an unarmed period; modifiers attach."""
        p = pdata(st, seat)
        if p["open"] is True and not open_:
            # §5.2 明牌 belongs to the cards drawn face up (issue 17 defect 2): a card drawn face down ends it
            # for itself; what is left of the open draw stays face up until it leaves.
            card = st.zones[dest].cards[-1]
            left = [c for sl in ("quality", "weapon") for c in st.zones[z(seat, sl)].cards if c != card]
            p["open"] = left or False
        if dest.endswith(".weapon"):
            if p["modifier"] is not None:
                p["weapon_mod"] = p["modifier"]
                p["modifier"] = None
            else:
                p["weapon_mod"] = 0
            p["weapon_from"] = 0
        layer_of(st).equipment_entered(self, st, seat, ev)

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
        ev.append(st.move(card, COLLECTED_IDS[seat]))

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
        msg(ev, N("Log", "Round {round}: the round card is {card} (value {value}); the round is {nature}."),
             round=d["round_no"], card=card, value=r, nature=d["nature"])
        if d["final"]:
            msg(ev, N("Log", "This is the final round: every hand must be played out."))
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
        players = st.data["players"]
        return [s for s in order[k:] + order[:k] if players[s]["status"] == "active"]  # is_active

    def rearm_eligible(self, st: GameState, seat: int) -> bool:
        """§5.3: not the final round, weapons in use, a slot empty, cooldown over."""
        d = st.data
        p = pdata(st, seat)
        if d["final"] or not st.options["use_weapons"] or not is_active(st, seat):
            return False
        empty = not st.zones[QUALITY_IDS[seat]].cards or not st.zones[WEAPON_IDS[seat]].cards
        return empty and d["round_no"] >= p["rearm_from"]

    def _run_upkeep(self, st: GameState, ev: list[Event]) -> None:
        """§3.1 step 4 for each active player from the leader; stops at a decision."""
        d = st.data
        up = d["upkeep"]
        layer = layer_of(st)
        while up["queue"]:
            s = up["queue"][0]
            if not is_active(st, s):
                up["queue"].pop(0)
                up["step"] = "auto"
                continue
            if up["step"] == "auto":
                if not d["final"]:
                    layer.upkeep_owed_weapon(self, st, s, ev)  # 4a, forced-discard weapon
                up["step"] = "rearm"
            if up["step"] == "rearm":
                if self.rearm_eligible(st, s):
                    if st.options["rearm_mode"] == "mandatory":
                        self._rearm(st, s, ev)
                    else:
                        return  # decision: Rearm(accept)
                up["step"] = "strategy"
            if up["step"] == "strategy":
                layer.upkeep_strategy(self, st, s, ev)  # 4b
                up["step"] = "optin"
            if up["step"] == "optin":
                if layer.may_opt_in(self, st, s):
                    return  # decision: OptIn(accept)
                up["step"] = "auto"
                up["queue"].pop(0)
        d["upkeep"] = None
        if d["final"]:
            self._begin_turns(st, ev)
        else:
            self._open_window(st, "round", ev)

    def _rearm(self, st: GameState, s: int, ev: list[Event]) -> None:
        msg(ev, N("Log", "{name} rearms."), s, name=st.seats[s]["name"])
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
            if self.has_turn_action(st, s):
                st.cache[_TURN_OK] = s  # _advance need not ask again in this action
                ev.append(TurnStarted(s))
                return
            msg(ev, N("Log", "{name} has no legal action and passes."), s, name=st.seats[s]["name"])
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
        layer_of(st).round_end(self, st, ev)
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
        out = []
        left = 0  # active players who stay in
        zs = st.zones
        for s, p in enumerate(players):
            if p["status"] == "active":
                if zs[HAND_IDS[s]].cards or not unburdened(st, s):  # a hand card is a burden: the usual case, first
                    left += 1
                else:
                    out.append(s)
        if out:
            st.cache.pop(TURN_LEGAL, None)  # the turn's legal list was computed before these went out
            for s in out:
                d["players"][s]["status"] = "out"
                msg(ev, N("Log", "{name} has no burden left and goes out!"), s, name=st.seats[s]["name"])
            d["finish"].append(out)
            if st.options["play_until"] == "first_out":
                self._game_over(st, ev, "went_out")
                return True
        if left <= 1:
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
    def intent(self, st: GameState, card: str | None) -> int:
        """Base intent i = v(card) + bonus(card) (§3.4 step 3)."""
        if card is None:
            return 0
        return value(st, card) + adv.bonus_of(st, card)

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
            if (d["phase"] == "turn" and d["actor"] is not None and st.cache.get(_TURN_OK) != d["actor"]
                    and not self.has_turn_action(st, d["actor"])):
                self._next_turn(st, ev)
                continue
            if self._check_out(st, ev):
                return
            return

    # -- turn actions ---------------------------------------------------

    def _finish_turn(self, st: GameState, ev: list[Event]) -> None:
        st.data["pending"] = None
        if not self._check_out(st, ev):
            self._next_turn(st, ev)

    # -- supply ---------------------------------------------------------
    def _do_Purge(self, st: GameState, a: Purge, ev: list[Event]) -> None:
        d = st.data
        i = layer_of(st).purge_intent(self, st, a.seat, a.card, self.intent(st, a.card), ev)
        self.to_discard(st, a.card, ev)
        formula(ev, "purge_limit", a.seat, [("", "i", i)], i)
        d["purge"] = {"limit": i, "picked": 0, "value": 0}
        d["phase"] = "purge"
        self._purge_continue(st, a.seat, ev)

    def _purge_continue(self, st: GameState, s: int, ev: list[Event]) -> None:
        if not self.may_pick_more(st, s):  # 劇牌 §4.3 (I-12): the intent pays for nothing more
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
        msg(ev, N("Log", "{name} re-equips."), s, name=st.seats[s]["name"])
        self.draw(st, s, z(s, "quality"), ev, vis)
        self.draw(st, s, z(s, "weapon"), ev, vis)
        p["uses"] = 0
        self._finish_turn(st, ev)

    def _do_Pass(self, st: GameState, a: Pass, ev: list[Event]) -> None:
        msg(ev, N("Log", "{name} passes."), a.seat, name=st.seats[a.seat]["name"])
        self._finish_turn(st, ev)

    def _do_PlayOut(self, st: GameState, a: PlayOut, ev: list[Event]) -> None:
        msg(ev, N("Log", "{name} has no legal action and must discard a hand card."), a.seat,
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

    def _do_PlunderGive(self, st: GameState, a: PlunderGive, ev: list[Event]) -> None:
        adv.do_plunder_give(self, st, a, ev)

    def _do_Vote(self, st: GameState, a: Vote, ev: list[Event]) -> None:
        adv.do_vote(self, st, a, ev)

