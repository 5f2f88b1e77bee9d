"""Standard playing cards as printable ids: ``10H``, ``QS``, ``SJ``, ``BJ``, ``BL``, ``7C#2``.

A card id is a string: rank ``A 2–10 J Q K`` then suit ``S H D C``; ``SJ`` and
``BJ`` are the small and big joker, ``BL`` the blank card; a suffix ``#2`` names
the second deck's copy.  Card ids are what zones hold and what saves store.
"""

from __future__ import annotations

import re

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_VALUES = {r: i + 1 for i, r in enumerate(RANKS)}

_CARD_RE = re.compile(r"^(?:(A|[2-9]|10|J|Q|K)([SHDC])|(SJ|BJ|BL))(?:#([2-9]))?$")


def parse(card: str) -> tuple[str, str | None, int]:
    """``(rank, suit, copy)``; rank is ``SJ``/``BJ``/``BL`` for the specials (suit None)."""
    m = _CARD_RE.match(card)
    if not m:
        raise ValueError(f"not a card: {card!r}")
    copy = int(m.group(4) or 1)
    if m.group(3):
        return m.group(3), None, copy
    return m.group(1), m.group(2), copy


def is_card(card: str) -> bool:
    return bool(_CARD_RE.match(card))


def rank_of(card: str) -> str:
    return parse(card)[0]


def suit_of(card: str) -> str | None:
    return parse(card)[1]


def base(card: str) -> str:
    """The id without its deck suffix: ``7C#2`` → ``7C``."""
    return card.split("#", 1)[0]


def value(card: str, small_joker: int = 14, big_joker: int = 15, blank: int = 0) -> int:
    """Face value: A=1, 2–10, J=11, Q=12, K=13, jokers and blank as configured."""
    r = rank_of(card)
    if r == "SJ":
        return small_joker
    if r == "BJ":
        return big_joker
    if r == "BL":
        return blank
    return RANK_VALUES[r]


def deck(copy: int = 1, jokers: bool = True) -> list[str]:
    """One 54-card deck (52 without jokers); ``copy`` > 1 adds the ``#n`` suffix."""
    suffix = "" if copy == 1 else f"#{copy}"
    cards = [r + s + suffix for s in SUITS for r in RANKS]
    if jokers:
        cards += ["SJ" + suffix, "BJ" + suffix]
    return cards


def pretty(card: str) -> str:
    """Human form with suit symbols: ``10H`` → ``10♥``, ``7C#2`` → ``7♣²``."""
    rank, suit, copy = parse(card)
    text = rank + (SUIT_SYMBOLS[suit] if suit else "")
    return text + ("" if copy == 1 else "²³⁴⁵⁶⁷⁸⁹"[copy - 2])
