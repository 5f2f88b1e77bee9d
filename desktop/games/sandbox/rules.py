"""Sandbox rules: a physical table.  Any seat may move, flip or shuffle any card it can reach.

Zones: a face-down stock, a face-up discard pile and four free table spots in
the centre; per seat a hand (owner only) and a face-up area.  The only rules
are physical ones: a card must exist, a zone must exist, a hidden card cannot
be flipped by someone who cannot reach it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from ...core import cards as deckmod
from ...core.actions import Action, FlipCard, MoveCard, ShuffleZone, register
from ...core.errors import IllegalAction, QT_TRANSLATE_NOOP
from ...core.events import CardRevealed, CardHidden, Event, Message, Shuffled
from ...core.invariants import capacities, card_conservation, validate_zones
from ...core.legality import CheckedRules
from ...core.rng import Rng
from ...core.rules import UiHint
from ...core.state import GameState, PlayerView, copy_data
from ...core.zones import HIDDEN, OWNER, PUBLIC, Zone

RULE = "Sandbox"
DECKS = {"standard54": (1, True), "double108": (2, True), "piquet52": (1, False)}
CENTRE = ("table.stock", "table.discard", "table.spot1", "table.spot2", "table.spot3", "table.spot4")


@register
@dataclass(frozen=True, slots=True)
class Deal(Action):
    """Deal ``count`` cards from the stock to every hand, one at a time in seat order."""
    count: int


@register
@dataclass(frozen=True, slots=True)
class PassControl(Action):
    """Hand the mouse to the next seat (hot-seat)."""


def hand(seat: int) -> str:
    return f"P{seat + 1}.hand"


def area(seat: int) -> str:
    return f"P{seat + 1}.area"


class SandboxRules(CheckedRules):
    """On the core legality mechanism (``desktop/core/legality.py``): the candidates below and one check per
    action kind; ``legal_actions``, ``refusal`` and ``apply`` come from the core."""

    name = "sandbox"
    state_schema = "state_schema.json"  # JSON Schema of a saved table, beside this module (desktop/core/files.py)
    rule_prefix = RULE

    def all_cards(self, options: dict) -> list[str]:
        copies, jokers = DECKS.get(options.get("deck", "standard54"), (1, True))
        out: list[str] = []
        for k in range(1, copies + 1):
            out += deckmod.deck(k, jokers)
        return out

    def new_game(self, seats: list[str], options: dict, seed: int) -> GameState:
        opts = {"deck": "standard54", **options}
        if opts["deck"] not in DECKS:
            raise ValueError(f"unknown deck {opts['deck']!r}")
        st = GameState("sandbox", [{"name": n} for n in seats], opts, {}, Rng(seed), {"active": 0})
        st.add_zone(Zone("table.stock", None, HIDDEN, None, self.all_cards(opts)))
        for zid in CENTRE[1:]:
            st.add_zone(Zone(zid, None, PUBLIC))
        for s in range(len(seats)):
            st.add_zone(Zone(hand(s), s, OWNER))
            st.add_zone(Zone(area(s), s, PUBLIC))
        st.shuffle("table.stock")
        return st

    def to_act(self, state: GameState) -> int | None:
        return state.data["active"]

    def is_over(self, state: GameState) -> bool:
        return False

    def ranking(self, state: GameState) -> list[list[int]]:
        return []

    # ---- the legality hooks: any seat may do anything physical, whoever has the mouse --------
    def candidates(self, state: GameState, seat: int) -> list[Action]:
        """Passing the mouse, dealing one card each, shuffling a pile of two or more, flipping a reachable card
        and moving it to any other zone (a move to a position, or a deal of more, is made but not listed)."""
        acts: list[Action] = [PassControl(seat)]
        stock = state.zones["table.stock"]
        if stock.cards:
            acts.append(Deal(seat, 1))
        for zid, z in state.zones.items():
            if len(z.cards) > 1:
                acts.append(ShuffleZone(seat, zid))
            for c in z.cards:
                if self._reachable(state, z, c, seat):
                    acts.append(FlipCard(seat, c))
                    acts += [MoveCard(seat, c, d) for d in state.zones if d != zid]
        return acts

    def _reachable(self, state: GameState, z: Zone, card: str, seat: int) -> bool:
        # A hand is reachable only by its owner; piles by anyone (top card or any card: it is a table).
        return z.owner is None or z.owner == seat or z.visibility == PUBLIC

    def check_common(self, state: GameState, action: Action) -> None:
        seat = action.seat
        if seat.__class__ is not int or not 0 <= seat < len(state.seats):  # a bool is no seat either
            raise IllegalAction(RULE, QT_TRANSLATE_NOOP("Rules", "There is no seat {seat}."), seat=seat)

    def _card_exists(self, state: GameState, action: MoveCard | FlipCard) -> None:
        if action.card not in state.where:
            raise IllegalAction(RULE, QT_TRANSLATE_NOOP("Rules", "There is no card {card} on the table."), card=action.card)

    def _in_reach(self, state: GameState, action: MoveCard | FlipCard) -> Zone:
        src = state.zone_of(action.card)
        if not self._reachable(state, src, action.card, action.seat):
            raise IllegalAction(RULE, QT_TRANSLATE_NOOP("Rules", "Only its owner may take a card from a hand."))
        return src

    def check_MoveCard(self, state: GameState, action: MoveCard) -> None:
        self._card_exists(state, action)
        if action.to_zone not in state.zones:
            raise IllegalAction(RULE, QT_TRANSLATE_NOOP("Rules", "There is no zone {zone}."), zone=action.to_zone)
        src = self._in_reach(state, action)
        dst = state.zones[action.to_zone]
        if dst.capacity is not None and len(dst.cards) >= dst.capacity and src is not dst:
            raise IllegalAction(RULE, QT_TRANSLATE_NOOP("Rules", "That zone is full."))
        idx = action.index
        if idx is not None and not (isinstance(idx, int) and 0 <= idx <= len(dst.cards)):
            raise IllegalAction(RULE, QT_TRANSLATE_NOOP("Rules", "There is no such position in that zone."))

    def check_FlipCard(self, state: GameState, action: FlipCard) -> None:
        self._card_exists(state, action)
        self._in_reach(state, action)

    def check_ShuffleZone(self, state: GameState, action: ShuffleZone) -> None:
        if action.zone not in state.zones:
            raise IllegalAction(RULE, QT_TRANSLATE_NOOP("Rules", "There is no zone {zone}."), zone=action.zone)

    def check_Deal(self, state: GameState, action: Deal) -> None:
        if not isinstance(action.count, int) or not 1 <= action.count <= 20:
            raise IllegalAction(RULE, QT_TRANSLATE_NOOP("Rules", "Deal between 1 and 20 cards each."))

    def check_PassControl(self, state: GameState, action: PassControl) -> None:
        """Anyone may hand the mouse on (hot-seat: the table is shared)."""

    def perform(self, state: GameState, action: Action) -> list[Event]:
        ev: list[Event] = []
        if isinstance(action, MoveCard):
            src = state.zone_of(action.card)
            dst = state.zones[action.to_zone]
            was_up = src.is_face_up(action.card)
            vis = PUBLIC if (was_up and dst.visibility != HIDDEN) else None
            ev.append(state.move(action.card, action.to_zone, action.index, vis))
        elif isinstance(action, FlipCard):
            z = state.zone_of(action.card)
            if z.is_face_up(action.card):
                state.set_vis(action.card, OWNER if z.owner is not None else HIDDEN)
                ev.append(CardHidden(action.card, z.id))
            else:
                state.set_vis(action.card, PUBLIC)
                ev.append(CardRevealed(action.card, z.id))
        elif isinstance(action, ShuffleZone):
            state.shuffle(action.zone)
            ev.append(Shuffled(action.zone))
        elif isinstance(action, Deal):
            stock = state.zones["table.stock"]
            for _ in range(action.count):
                for s in range(len(state.seats)):
                    if stock.cards:
                        ev.append(state.move(stock.cards[-1], hand(s)))
        elif isinstance(action, PassControl):
            state.data["active"] = (state.data["active"] + 1) % len(state.seats)
            ev.append(Message(QT_TRANSLATE_NOOP("Log", "{name} takes the mouse."),
                              (("name", state.seats[state.data["active"]]["name"]),)))
        return ev

    def view_for(self, state: GameState, seat: int | None) -> PlayerView:
        zones = state.zones_for(seat)
        known = {c for z in zones.values() for c in z.cards if c is not None}
        unknown = sorted(set(state.where) - known)
        # A view is a copy: nothing done to it reaches the game (issue 18).
        return PlayerView(seat, state.game, copy_data(state.seats), copy_data(state.options), zones,
                          copy_data(state.data), unknown)

    def check_invariants(self, state: GameState) -> list[str]:
        return card_conservation(state, self.all_cards(state.options)) + capacities(state)

    def validate_state(self, state: GameState) -> None:
        if state.options.get("deck") not in DECKS:
            raise ValueError("unknown deck")
        validate_zones(state, set(self.all_cards(state.options)))
        missing = set(self.all_cards(state.options)) - set(state.where)
        if missing:
            raise ValueError(f"cards missing: {sorted(missing)[:5]}")
        if not isinstance(state.data.get("active"), int) or not 0 <= state.data["active"] < len(state.seats):
            raise ValueError("no seat has the mouse")

    # ---- the table and scenario files (Rules protocol) ----------------------------------
    def ui_hint(self, state: GameState, action: Action) -> UiHint:
        """A move is a drag onto its zone; flipping is a command on the card, shuffling one on the zone."""
        args = {f.name: getattr(action, f.name) for f in fields(action) if f.name != "seat"}
        label = _LABELS.get(action.kind, action.kind)
        if isinstance(action, MoveCard):
            args["zone"] = action.to_zone
            return UiHint(card=action.card, zone=action.to_zone, label=label, args=args, group=None, target_zone=None)
        if isinstance(action, ShuffleZone):
            return UiHint(card=None, zone=None, label=label, args=args, group=None, target_zone=action.zone)
        return UiHint(card=getattr(action, "card", None), zone=None, label=label, args=args, group=None,
                      target_zone=None)

    def scenario_state(self, spec: dict) -> GameState:
        if (spec.get("setup") or {}).get("new_game") is True:  # the only position the free table has
            from ...core.scenario import initial_state
            return initial_state(self, spec)
        raise ValueError('the free table has no scenario positions; start from a fresh deal: "setup": {"new_game": true}')

    def scenario_check(self, state: GameState, key: str, value, events: list[Event]) -> list[str]:
        return [f"unknown check {key!r}"]


# Labels of the free table's actions (Actions context).
_LABELS = {
    "FlipCard": QT_TRANSLATE_NOOP("Actions", "Flip {card}"),
    "ShuffleZone": QT_TRANSLATE_NOOP("Actions", "Shuffle {zone}"),
    "Deal": QT_TRANSLATE_NOOP("Actions", "Deal {count} card(s) to everyone"),
    "PassControl": QT_TRANSLATE_NOOP("Actions", "Pass the mouse to the next seat"),
    "MoveCard": QT_TRANSLATE_NOOP("Actions", "Move {card} to {zone}"),
}
