"""劇牌 gestures 牌局手勢 (rules/jupai.md §8): windows, 讓位, 重洗, 暫停, 棄局, 認輸, 交換, 角色更換, 信息補充.

What a gesture does; whether it may be made now is in ``checks.py``.
"""

from __future__ import annotations

from ...core import cards as deckmod
from ...core.errors import QT_TRANSLATE_NOOP
from ...core.events import CardRevealed, Event, Shuffled
from ...core.state import GameState
from ...core.zones import HIDDEN, PUBLIC
from . import advanced as adv
from .actions import (Abandon, AnswerYield, Background, Concede, Done, Exchange, Pause, Reshuffle, Resume,
                      RoleChange, Yield)
from .flow import msg
from .layers import layer_of
from .scoring import Duel
from .table import ADV_ZONES, SEAT_ZONES, hand, is_active, pdata, t, value, z

N = QT_TRANSLATE_NOOP


class Gestures(Duel):
    """The gestures of §8 (on the flow and the duel)."""

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
        msg(ev, N("Log", "{name} offers their position to {other}."), a.seat,
             name=st.seats[a.seat]["name"], other=st.seats[a.to]["name"])

    def _do_AnswerYield(self, st: GameState, a: AnswerYield, ev: list[Event]) -> None:
        d = st.data
        x, y = d["pending"]["from"], d["pending"]["to"]
        if a.accept:  # gesture 1 (I-40): X and Y swap positions in turn order
            order = d["order"]
            i, j = order.index(x), order.index(y)
            order[i], order[j] = order[j], order[i]
            d["leader"] = order[0]
            msg(ev, N("Log", "{name} accepts: the two swap places in the turn order."), y, name=st.seats[y]["name"])
        else:
            msg(ev, N("Log", "{name} declines the offer."), y, name=st.seats[y]["name"])
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
            msg(ev, N("Log", "{name} calls for a reshuffle: everything but the identities is dealt again."), s, name=name)
            keep = {st.zones[z(b, "identity")].cards[0] for b in range(len(st.seats)) if st.zones[z(b, "identity")].cards}
            for zid, zone in st.zones.items():
                if zid in (t("draw"), t("box"), t("out")):
                    continue
                for c in list(zone.cards):
                    if c not in keep:
                        st.move(c, t("draw"))
            st.data["bonus"] = {}
            layer_of(st).reset_deal(st)
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
            msg(ev, N("Log", "{name} reshuffles {n} collected cards into the draw pile and draws as many."), s,
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
        msg(ev, N("Log", "{name} pauses the game."), a.seat, name=st.seats[a.seat]["name"])

    def _do_Resume(self, st: GameState, a: Resume, ev: list[Event]) -> None:
        d = st.data
        d["phase"] = d["paused"]["phase"]
        d["paused"] = None
        st.set_vis(st.zones[z(a.seat, "identity")].cards[0], PUBLIC)
        msg(ev, N("Log", "{name} resumes the game."), a.seat, name=st.seats[a.seat]["name"])

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
            msg(ev, N("Log", "{name} abandons the game (棄局) and withdraws."), s, name=name)
        else:
            if a.card is not None:
                if st.options["abandon_cost"] == "to_collected":
                    self.collect(st, s, a.card, ev)
                else:
                    self.to_discard(st, a.card, ev)
            st.set_vis(ident, HIDDEN)
            p["abandoned"] = True
            msg(ev, N("Log", "{name} sits out this round (棄局)."), s, name=name)
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
        if self._check_out(st, ev):
            return  # §6.3 (c): at most one active player left ends the game at once (issue 17 defect 3)
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
        msg(ev, N("Log", "{name} concedes (認輸)."), s, name=st.seats[s]["name"])

    def _do_Exchange(self, st: GameState, a: Exchange, ev: list[Event]) -> None:
        s = a.seat
        self._window_used(st, s, "exchange")
        h = list(hand(st, s))
        for c in h:
            st.data["bonus"].pop(c, None)
            st.move(c, t("draw"))
        st.shuffle(t("draw"))
        ev.append(Shuffled(t("draw")))
        msg(ev, N("Log", "{name} exchanges {n} hand cards (交換)."), s, name=st.seats[s]["name"], n=len(h))
        for _ in h:
            self.draw(st, s, z(s, "hand"), ev)

    def _do_RoleChange(self, st: GameState, a: RoleChange, ev: list[Event]) -> None:
        """角色更換 (gesture 7, I-41)."""
        d = st.data
        self._window_used(st, a.seat, "role_change")
        seats = [s for s in d["order"] if is_active(st, s)]
        msg(ev, N("Log", "{name} calls for a role change (角色更換)."), a.seat, name=st.seats[a.seat]["name"])
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
            ident = st.zones[z(s, "identity")].cards
            if ident:
                ev.append(CardRevealed(ident[0], z(s, "identity")))

