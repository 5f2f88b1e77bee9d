"""Engine benchmark: decisions per second of random self-play, one core, printed as a table.

    python bench/engine.py [--games N]

A decision is one legal_actions + choose + apply, as the bots and the table
make it; invariant checks are off (simulate and the tests do those).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.base import RandomBot  # noqa: E402
from desktop.games import rules_for  # noqa: E402

CASES = [
    ("jupai", "basic, 4 players", 4, {}),
    ("jupai", "advanced, 4 players", 4, {"mode": "advanced"}),
    ("sanguozhi", "2 players, starter decks", 2, {}),
]


def run(game: str, players: int, options: dict, games: int) -> tuple[int, float, int]:
    rules = rules_for(game)
    bot = RandomBot()
    decisions = 0
    elapsed = 0.0
    finished = 0
    for g in range(games):
        rng = random.Random(g)
        st = rules.new_game([f"P{s + 1}" for s in range(players)], dict(options), g)
        t0 = time.perf_counter()
        n = 0
        while not rules.is_over(st) and n < 20000:
            s = rules.to_act(st)
            legal = rules.legal_actions(st, s)
            rules.apply(st, bot.choose(rules, None, legal, 0.0, rng).action)
            n += 1
        elapsed += time.perf_counter() - t0
        decisions += n
        finished += rules.is_over(st)
    return decisions, elapsed, finished


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    args = ap.parse_args()
    print(f"{'game':<10} {'setting':<26} {'games':>6} {'ended':>6} {'decisions':>10} {'seconds':>8} {'decisions/s':>12}")
    print("-" * 84)
    for game, label, players, options in CASES:
        try:
            d, secs, done = run(game, players, options, args.games)
        except (KeyError, NotImplementedError, ValueError) as exc:
            print(f"{game:<10} {label:<26} {'not available: ' + type(exc).__name__:>48}")
            continue
        print(f"{game:<10} {label:<26} {args.games:>6} {done:>6} {d:>10} {secs:>8.2f} {d / secs:>12,.0f}")


if __name__ == "__main__":
    main()
