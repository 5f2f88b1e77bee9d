"""``paizhuo deck check FILE…``: print every violation of each 三国智 deck with its rule, or OK (one line per refused file)."""

from __future__ import annotations

from .cards import CardDataError
from .decks import DeckError, check_deck, read_deck_file


def main(args) -> int:
    bad = 0
    for f in args.files:
        try:
            deck = read_deck_file(f)
            problems = check_deck(deck)
        except (DeckError, CardDataError) as exc:
            print(f"{f}: [三国智 §D.2] {exc}")
            bad += 1
            continue
        if not problems:
            print(f"{f}: OK")
            continue
        bad += 1
        for rule, text in problems:
            print(f"{f}: [{rule}] {text}")
    return 1 if bad else 0
