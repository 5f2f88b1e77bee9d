"""劇牌 table vocabulary: zone ids, card values, roles, burden (rules/jupai.md §0, §1)."""

from __future__ import annotations

from ...core import cards
from ...core.state import GameState

SEAT_ZONES = ("identity", "hand", "quality", "weapon", "collected", "play")
ADV_ZONES = ("trigger", "risk", "benefit", "effect", "strategy", "temp")
TABLE_ZONES = ("draw", "discard", "rounds", "round_card", "props", "out", "box")
BURDEN_ZONES = ("hand", "collected", "quality", "weapon", "strategy", "temp", "play")
ROLES = ("landlord", "farmer", "coordinator", "narrator")


_ZIDS = {(s, n): f"P{s + 1}.{n}" for s in range(6) for n in SEAT_ZONES + ADV_ZONES}
_BURDEN_IDS = [tuple(f"P{s + 1}.{n}" for n in BURDEN_ZONES) for s in range(6)]


def z(seat: int, name: str) -> str:
    """Zone id of a seat's zone: ``z(0, "hand")`` → ``"P1.hand"``."""
    return _ZIDS[seat, name]


def t(name: str) -> str:
    return "table." + name


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


_VALUES: dict[tuple, int] = {}
_PLAIN: dict[str, int] = {}  # card -> v(c) of the cards no option values (every card but the jokers and the blank)


def value(state: GameState, card: str) -> int:
    """v(c) of §0 with the configured joker and blank values."""
    v = _PLAIN.get(card)
    if v is not None:
        return v
    if cards.rank_of(card) not in ("SJ", "BJ", "BL"):  # core cards.value: only these read the options
        v = _PLAIN[card] = cards.value(card)
        return v
    o = state.options
    key = (card, o["small_joker_value"], o["big_joker_value"], o["blank_value"])
    v = _VALUES.get(key)
    if v is None:
        v = _VALUES[key] = cards.value(card, key[1], key[2], key[3])
    return v


def v10(state: GameState, card: str) -> int:
    return min(value(state, card), 10)


def nature_of(value_: int, options: dict) -> str:
    """Round nature of a round value (§3.2, basic R1)."""
    if value_ == options["supply_value"]:
        return "supply"
    if value_ == options["discard_value"]:
        return "discard"
    even = value_ % 2 == 0
    if options["swap_parity"]:
        even = not even
    return "attack" if even else "defense"


def tier_capacity(q: int) -> int:
    """Uses of a weapon by its quality value (§5.1)."""
    return 1 if q <= 4 else 2 if q <= 8 else 3


def pdata(state: GameState, seat: int) -> dict:
    return state.data["players"][seat]


def is_active(state: GameState, seat: int) -> bool:
    return state.data["players"][seat]["status"] == "active"


def role_of(state: GameState, seat: int) -> str | None:
    ident = state.zones[IDENTITY_IDS[seat]].cards
    return state.data["roles"].get(ident[0]) if ident else None


def identity_value(state: GameState, seat: int) -> int:
    ident = state.zones[IDENTITY_IDS[seat]].cards
    return value(state, ident[0]) if ident else 0


def same_identity(state: GameState, a: int, b: int) -> bool:
    """Same identity 同身份 (§2.1, I-5; option same_identity_rule)."""
    rule = state.options["same_identity_rule"]
    if rule != "number":  # the role first: "role" asks nothing more, "role_and_number" the number too
        role = role_of(state, a)
        if role is None or role != role_of(state, b):
            return False
        if rule == "role":
            return True
    return identity_value(state, a) == identity_value(state, b)


def burden_cards(state: GameState, seat: int) -> list[str]:
    zs = state.zones
    out: list[str] = []
    for zid in _BURDEN_IDS[seat]:
        zone = zs.get(zid)
        if zone is not None:
            out += zone.cards
    return out


def burden(state: GameState, seat: int) -> int:
    """負擔 (§0, I-20): hand + collected + quality + weapon + strategy + time-limited (+ play area)."""
    zs = state.zones
    return sum([len(zs[zid].cards) for zid in _BURDEN_IDS[seat] if zid in zs])


def unburdened(state: GameState, seat: int) -> bool:
    """burden(seat) == 0, stopping at the first card found (the hand, usually)."""
    zs = state.zones
    for zid in _BURDEN_IDS[seat]:
        zone = zs.get(zid)
        if zone is not None and zone.cards:
            return False
    return True


# zone ids by seat; dicts, so that a seat out of range is a KeyError
HAND_IDS = {s: f"P{s + 1}.hand" for s in range(6)}
IDENTITY_IDS = {s: f"P{s + 1}.identity" for s in range(6)}
COLLECTED_IDS = {s: f"P{s + 1}.collected" for s in range(6)}
PLAY_IDS = {s: f"P{s + 1}.play" for s in range(6)}
QUALITY_IDS = {s: f"P{s + 1}.quality" for s in range(6)}
WEAPON_IDS = {s: f"P{s + 1}.weapon" for s in range(6)}


def hand(state: GameState, seat: int) -> list[str]:
    return state.zones[HAND_IDS[seat]].cards
