"""劇牌 rule set: the parts put together (rules/jupai.md); ``JupaiRules`` is what the registry names.

The parts, each along one seam of the rules:

``flow.py``      setup, the draw procedure, the round's steps, turns, end of game (§2, §3, §6);
``scoring.py``   the duel and one scoring function per round nature (§3.4, §4, §5);
``gestures.py``  the gestures of §8;
``checks.py``    candidates and one check per action kind: legality and refusals (core ``CheckedRules``);
``layers.py``    the named points where the advanced layer (``advanced.py``, §7) adds to the basic game.

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
"""

from __future__ import annotations

from typing import Callable

from ...core.actions import Action
from ...core.events import Event
from ...core.invariants import capacities, card_conservation, validate_zones
from ...core.rules import UiHint
from ...core.state import GameState, PlayerView, copy_data
from . import advanced as adv
from .checks import BACKGROUND_MAX, TURN_LEGAL
from .gestures import Gestures
from .options import make_options
from .table import SEAT_ZONES, burden, hand, pdata, tier_capacity, value, z

PHASES = ("window", "yield", "vote", "upkeep", "turn", "respond", "purge", "trade", "plunder", "paused", "over")

__all__ = ["JupaiRules", "BACKGROUND_MAX", "PHASES"]

_DO: dict[type, dict[type, Callable[..., None]]] = {}  # rules class -> action class -> _do_<Kind>, looked up once


class JupaiRules(Gestures):
    name = "jupai"
    state_schema = "state_schema.json"  # JSON Schema of a saved table, beside this module (desktop/core/files.py)
    # Issue 18: simulate checks every event for hidden cards after every action. Not "data": a view names the
    # props and the identity→role table, which the rules make public (§7.7 "prop identities are public", adv R3),
    # though the cards may lie face down — the generic data check cannot know that.
    view_checks = ("events",)

    # ------------------------------------------------------------------ the core's hooks
    def perform(self, st: GameState, action: Action) -> list[Event]:
        """Carry out an action the checks accepted, then run the automatic steps (``_advance``)."""
        ev: list[Event] = []
        st.cache.clear()  # nothing computed before this action may be reused after it
        table = _DO.get(self.__class__)
        if table is None:
            table = _DO[self.__class__] = {}
        do = table.get(action.__class__)
        if do is None:
            do = table[action.__class__] = getattr(self.__class__, "_do_" + action.__class__.__name__)
        do(self, st, action, ev)
        if st.data["phase"] != "over":
            self._advance(st, ev)
            actor = self.to_act(st)
            if actor is not None:  # the next decision's list, from the same checks (core: settle)
                known = st.cache.get(TURN_LEGAL)
                if known is not None and known[0] == actor and st.data["phase"] == "turn":
                    # the flow computed it when the turn started (has_turn_action), nothing has changed since
                    self.settle(st, actor, known[1])
                else:
                    self.settle(st, actor, None, {"to_act": actor})  # the pass need not ask to_act again
        return ev

    def view_for(self, st: GameState, seat: int | None) -> PlayerView:
        zones = st.zones_for(seat)
        known = {c for zz in zones.values() for c in zz.cards if c is not None}
        unknown = sorted(set(st.where) - known)
        # A view is a copy (issue 18): nothing a bot or the table does to it reaches the game.
        data = {k: copy_data(v) for k, v in st.data.items() if k not in ("pending", "trade", "bonus")}
        pend = st.data.get("pending")
        if pend is not None:
            data["pending"] = {k: v for k, v in pend.items()
                               if not (k in ("card_a", "src_a") and pend.get("actor") != seat)
                               and not (k in ("card_b", "src_b") and pend.get("target") != seat)}
        data["bonus"] = {c: dict(b) for c, b in st.data["bonus"].items() if c in known}
        # §1.1: a hand-card bonus is public as an amount and the player holding it, not the card.
        data["hand_bonuses"] = {str(s): sorted(adv.bonus_of(st, c) for c in hand(st, s) if c in st.data["bonus"])
                                for s in range(len(st.seats))}
        if st.data.get("trade") is not None:
            data["trade"] = adv.trade_view(st, seat)
        return PlayerView(seat, st.game, copy_data(st.seats), copy_data(st.options), zones, data, unknown)

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
        if not isinstance(d, dict) or d.get("phase") not in PHASES:
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
