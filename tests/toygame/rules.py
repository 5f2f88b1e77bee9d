"""High card: each seat holds three cards; in turn everyone plays one face up, the highest takes the trick."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.core import cards as deckmod
from desktop.core.actions import Action, register
from desktop.core.errors import IllegalAction
from desktop.core.events import Event, GameOver
from desktop.core.invariants import card_conservation
from desktop.core.legality import CheckedRules
from desktop.core.rng import Rng
from desktop.core.state import GameState, PlayerView
from desktop.core.zones import HIDDEN, OWNER, PUBLIC, Zone, zone_id

HAND = 3


@register
@dataclass(frozen=True, slots=True)
class PlayHigh(Action):
    card: str


class HighCardRules(CheckedRules):
    name = "highcard"
    rule_prefix = "high card"

    def new_game(self, seats: list[str], options: dict, seed: int) -> GameState:
        st = GameState(self.name, [{"name": n} for n in seats], dict(options), {}, Rng(seed),
                       {"turn": 0, "tricks": [0] * len(seats), "left": HAND})
        st.add_zone(Zone("table.draw", None, HIDDEN, None, deckmod.deck(1, jokers=False)))
        for s in range(len(seats)):
            st.add_zone(Zone(zone_id(s, "hand"), s, OWNER))
            st.add_zone(Zone(zone_id(s, "play"), s, PUBLIC, 1))
        st.shuffle("table.draw")
        for _ in range(HAND):
            for s in range(len(seats)):
                st.move(st.zones["table.draw"].cards[-1], zone_id(s, "hand"))
        return st

    # -- the legality hooks (desktop/core/legality.py) --
    def candidates(self, st, seat):
        return [PlayHigh(seat, c) for c in st.zones[zone_id(seat, "hand")].cards] if 0 <= seat < len(st.seats) else []

    def check_common(self, st, a):
        if self.is_over(st):
            raise IllegalAction("high card §3", "The game is over.")
        if a.seat != st.data["turn"]:
            raise IllegalAction("high card §1", "It is P{turn}'s turn, not P{seat}'s.", turn=st.data["turn"] + 1, seat=a.seat + 1)

    def check_PlayHigh(self, st, a):
        if st.where.get(a.card) != zone_id(a.seat, "hand"):
            raise IllegalAction("high card §1", "{card} is not in your hand.", card=a.card)

    def perform(self, st, a):
        ev: list[Event] = [st.move(a.card, zone_id(a.seat, "play"), vis=PUBLIC)]
        n = len(st.seats)
        st.data["turn"] = (a.seat + 1) % n
        plays = [st.zones[zone_id(s, "play")].cards for s in range(n)]
        if all(plays):  # §2: the highest card takes the trick (ties: the earlier seat)
            best = max(range(n), key=lambda s: (deckmod.value(plays[s][0]), -s))
            st.data["tricks"][best] += 1
            for s in range(n):
                ev.append(st.move(plays[s][0], "table.draw"))
            st.data["left"] -= 1
            st.data["turn"] = best
            if st.data["left"] == 0:
                ev.append(GameOver(tuple(tuple(g) for g in self.ranking(st))))
        return ev

    # -- the rest of the Rules protocol --
    def to_act(self, st):
        return None if self.is_over(st) else st.data["turn"]

    def is_over(self, st):
        return st.data["left"] == 0

    def ranking(self, st):
        t = st.data["tricks"]
        return [[s for s in range(len(t)) if t[s] == v] for v in sorted(set(t), reverse=True)]

    def view_for(self, st, seat):
        zones = st.zones_for(seat)
        known = {c for z in zones.values() for c in z.cards if c is not None}
        return PlayerView(seat, st.game, st.seats, st.options, zones, dict(st.data), sorted(set(st.where) - known))

    def check_invariants(self, st):
        return card_conservation(st, deckmod.deck(1, jokers=False))

    def validate_state(self, st):
        if len(st.data.get("tricks", [])) != len(st.seats):
            raise ValueError("tricks do not match the seats")

    def ui_hint(self, st, a):
        return {"card": a.card, "zone": zone_id(a.seat, "play"), "label": "Play {card}", "args": {"card": a.card}}

    def scenario_state(self, spec):
        setup = spec.get("setup", {})
        st = self.new_game(setup.get("seats", ["A", "B"]), {}, int(setup.get("seed", 1)))
        for zid, cards in setup.get("zones", {}).items():  # put the named cards there (from wherever they are)
            for c in cards:
                st.move(c, zid)
        return st

    def scenario_check(self, st, key, value, events):
        if key == "tricks":
            return [] if st.data["tricks"] == value else [f"tricks: expected {value}, got {st.data['tricks']}"]
        return [f"unknown check {key!r}"]
