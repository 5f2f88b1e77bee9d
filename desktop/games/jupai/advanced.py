"""劇牌 advanced layer (rules/jupai.md §7): hooks the basic engine calls in advanced mode.

Hand-card bonuses (§7.6 last paragraph) are kept here for both modes, since the
basic engine reads intents through ``bonus_of``.  The rest of the advanced layer
(unarmed period, effect and strategy, opt-in, trigger, situations, forced
situations, props, time-limited card, continuation vote) is issue 4.
"""

from __future__ import annotations

from ...core.events import Event
from ...core.state import GameState


# -- hand-card bonuses (used by both modes) ---------------------------------------
def bonus_of(st: GameState, card: str) -> int:
    parts = st.data["bonus"].get(card)
    return sum(parts.values()) if parts else 0


def add_bonus(st: GameState, card: str, part: str, amount: int) -> None:
    st.data["bonus"].setdefault(card, {})[part] = st.data["bonus"].get(card, {}).get(part, 0) + amount


# -- advanced hooks ---------------------------------------------------------------------
def _not_yet(*_args, **_kw):
    raise NotImplementedError("the 劇牌 advanced game is not implemented yet")


def choose_props(rules, st: GameState, ev: list[Event]) -> None:
    _not_yet()


meet_prop = unarmed_period_ends = open_vote = owed_weapon = strategy_phase = round_end = _not_yet
became_unarmed = check_unarmed = after_score = do_opt_in = do_trade_offer = do_trade_choice = _not_yet
do_vote = reset_props = reshuffle_way2 = vote_seat_gone = consume_source = source_terms = _not_yet


def may_opt_in(rules, st, s) -> bool:
    return False


def extra_sources(rules, st, s, weapon_usable) -> list[str]:
    return []


def to_act(st):
    return None


def actions(rules, st, seat):
    return []


def before_formula(rules, st, pend, ia, ib, ev):
    return None


def adjusted_purge_intent(rules, st, seat, card, i, ev):
    return i


def trade_view(st, seat):
    return None
