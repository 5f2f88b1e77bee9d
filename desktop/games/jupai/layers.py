"""劇牌 rule layers: the named points where the advanced game (§7) adds to the basic flow.

The basic flow (``flow.py``, ``scoring.py``, ``gestures.py``, ``checks.py``) never asks which mode is
played; at each point where the advanced game changes something it calls the state's layer
(``layer_of(st)``).  ``BasicLayer`` answers every point with "nothing more" (rules/jupai.md §2–§6);
``AdvancedLayer`` adds §7 through the functions of ``advanced.py``.
"""

from __future__ import annotations

from typing import Any

from ...core.events import Event
from ...core.state import GameState
from . import advanced as adv
from .table import ADV_ZONES, z

# ``rules`` is the JupaiRules instance (advanced.py's functions take it as their first argument).
#: a weapon source's terms: (attack parts, defense parts, EQ, Wv), §5.4
SourceTerms = tuple[list, list, int, int]


class BasicLayer:
    """The basic game: every hook adds nothing."""

    name = "basic"
    #: per-seat zones of this layer beyond identity, hand, quality, weapon, collected, play (§1.1)
    seat_zones: tuple[str, ...] = ()
    #: table zones of this layer beyond the basic ones (§1.2)
    table_zones: tuple[str, ...] = ()
    #: the 重洗 way offered in the round-start window (§8 gesture 2: way 3 basic, way 2 advanced)
    round_reshuffle_way = 3

    # -- setup (§2.2, §2.3) ----------------------------------------------------------------------
    def deal_props(self, rules: Any, st: GameState, ev: list[Event]) -> None:
        """After §2.2 step 3 (A1)."""

    def deal_fixtures(self, rules: Any, st: GameState, seats: list[int], ev: list[Event]) -> None:
        """After §2.2 step 4 (A2)."""

    def deal_temp(self, rules: Any, st: GameState, seats: list[int], ev: list[Event]) -> None:
        """After §2.2 step 5 (A3)."""

    def reset_deal(self, st: GameState) -> None:
        """重洗 way 1 deals again (§8 gesture 2)."""

    # -- the draw procedure (§3.6) -----------------------------------------------------------------
    def drawer_barred(self, st: GameState, seat: int | None) -> bool:
        """True if ``seat`` draws nothing more (§7.7: conceded by the triple-prop penalty)."""
        return False

    def is_prop(self, st: GameState, card: str) -> bool:
        """The top card is a prop not yet drawn (§3.6 step 2)."""
        return False

    def meet_prop(self, rules: Any, st: GameState, seat: int | None, card: str, ev: list[Event]) -> bool:
        """§3.6 step 2 for a prop; True if the draw stops."""
        return False

    def hand_bonus_from_props(self, st: GameState, card: str, props_met: list[str]) -> None:
        """§3.6 step 3: a hand card drawn after props carries +P of the last one."""

    def equipment_entered(self, rules: Any, st: GameState, seat: int, ev: list[Event]) -> None:
        """A card entered an equipment slot (§5.3): an unarmed period may end."""

    # -- upkeep (§3.1 step 4) ------------------------------------------------------------------------
    def upkeep_owed_weapon(self, rules: Any, st: GameState, seat: int, ev: list[Event]) -> None:
        """Step 4a, before rearming: a weapon card owed by a forced discard (§7.6)."""

    def upkeep_strategy(self, rules: Any, st: GameState, seat: int, ev: list[Event]) -> None:
        """Step 4b: the strategy phase (§7.1)."""

    def may_opt_in(self, rules: Any, st: GameState, seat: int) -> bool:
        """Step 4c: the seat has the opt-in decision (§7.2)."""
        return False

    def round_end(self, rules: Any, st: GameState, ev: list[Event]) -> None:
        """§3.1 step 7: what the layer turns face down at the end of a round."""

    # -- weapon sources (§5.4) -----------------------------------------------------------------------
    def extra_sources(self, rules: Any, st: GameState, seat: int, weapon_usable: bool) -> list[str]:
        """Weapon sources besides EQUIP."""
        return []

    def source_terms(self, rules: Any, st: GameState, seat: int, source: str,
                     ev: list[Event]) -> SourceTerms:
        """The terms of a source from ``extra_sources``."""
        raise ValueError(f"no weapon source {source!r} in the basic game")

    def consume_source(self, rules: Any, st: GameState, seat: int, source: str, ev: list[Event]) -> None:
        """Bookkeeping of a source from ``extra_sources`` after a scored action."""

    def became_unarmed(self, rules: Any, st: GameState, seat: int, ev: list[Event]) -> None:
        """The equipment was used up or lost (§5.2, §4.4)."""

    # -- the action (§3.4 steps 4–6) -----------------------------------------------------------------
    def before_formula(self, rules: Any, st: GameState, pend: dict, ia: int, ib: int,
                       ev: list[Event]) -> dict | None:
        """Step 4: None (score as basic), {"done": True} (handled), or the intents and bonuses to score."""
        return None

    def after_score(self, rules: Any, st: GameState, pend: dict, ev: list[Event]) -> bool:
        """Card movements that follow the scored formula (§7.6 trade and plunder); True if a decision waits."""
        return False

    def purge_intent(self, rules: Any, st: GameState, seat: int, card: str, i: int,
                     ev: list[Event]) -> int:
        """A supply purge's intent (§4.3 a; §7.2 adjusts a participant's)."""
        return i


class AdvancedLayer(BasicLayer):
    """進階牌局 (§7): the hooks delegate to ``advanced.py``."""

    name = "advanced"
    seat_zones = ADV_ZONES
    table_zones = ("props",)
    round_reshuffle_way = 2

    def deal_props(self, rules: Any, st: GameState, ev: list[Event]) -> None:
        adv.choose_props(rules, st, ev)

    def deal_fixtures(self, rules: Any, st: GameState, seats: list[int], ev: list[Event]) -> None:
        for s in seats:  # A2: effect, trigger, risk, benefit
            for name in ("effect", "trigger", "risk", "benefit"):
                rules.draw(st, s, z(s, name), ev)

    def deal_temp(self, rules: Any, st: GameState, seats: list[int], ev: list[Event]) -> None:
        if st.options["time_limited"]:  # A3
            for s in seats:
                rules.draw(st, s, z(s, "temp"), ev)

    def reset_deal(self, st: GameState) -> None:
        adv.reset_props(st)

    def drawer_barred(self, st: GameState, seat: int | None) -> bool:
        return seat is not None and st.data["players"][seat]["status"] == "conceded"

    def is_prop(self, st: GameState, card: str) -> bool:
        return card in st.data["props"] and card not in st.data["props_drawn"]

    def meet_prop(self, rules: Any, st: GameState, seat: int | None, card: str, ev: list[Event]) -> bool:
        return adv.meet_prop(rules, st, seat, card, ev)

    def hand_bonus_from_props(self, st: GameState, card: str, props_met: list[str]) -> None:
        from .table import value
        adv.add_bonus(st, card, "prop", value(st, props_met[-1]))

    def equipment_entered(self, rules: Any, st: GameState, seat: int, ev: list[Event]) -> None:
        adv.unarmed_period_ends(rules, st, seat, ev)

    def upkeep_owed_weapon(self, rules: Any, st: GameState, seat: int, ev: list[Event]) -> None:
        adv.owed_weapon(rules, st, seat, ev)

    def upkeep_strategy(self, rules: Any, st: GameState, seat: int, ev: list[Event]) -> None:
        adv.strategy_phase(rules, st, seat, ev)

    def may_opt_in(self, rules: Any, st: GameState, seat: int) -> bool:
        return adv.may_opt_in(rules, st, seat)

    def round_end(self, rules: Any, st: GameState, ev: list[Event]) -> None:
        adv.round_end(rules, st, ev)

    def extra_sources(self, rules: Any, st: GameState, seat: int, weapon_usable: bool) -> list[str]:
        return adv.extra_sources(rules, st, seat, weapon_usable)

    def source_terms(self, rules: Any, st: GameState, seat: int, source: str,
                     ev: list[Event]) -> SourceTerms:
        return adv.source_terms(rules, st, seat, source, ev)

    def consume_source(self, rules: Any, st: GameState, seat: int, source: str, ev: list[Event]) -> None:
        adv.consume_source(rules, st, seat, source, ev)

    def became_unarmed(self, rules: Any, st: GameState, seat: int, ev: list[Event]) -> None:
        adv.became_unarmed(rules, st, seat, ev)

    def before_formula(self, rules: Any, st: GameState, pend: dict, ia: int, ib: int,
                       ev: list[Event]) -> dict | None:
        return adv.before_formula(rules, st, pend, ia, ib, ev)

    def after_score(self, rules: Any, st: GameState, pend: dict, ev: list[Event]) -> bool:
        return adv.after_score(rules, st, pend, ev)

    def purge_intent(self, rules: Any, st: GameState, seat: int, card: str, i: int,
                     ev: list[Event]) -> int:
        return adv.adjusted_purge_intent(rules, st, seat, card, i, ev)


BASIC = BasicLayer()
ADVANCED = AdvancedLayer()
LAYERS: dict[str, BasicLayer] = {"basic": BASIC, "advanced": ADVANCED}


def layer_of(st: GameState) -> BasicLayer:
    """The layer of the state's ``mode`` option."""
    return LAYERS[st.options["mode"]]
