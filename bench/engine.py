"""Engine benchmark: decisions per second of random self-play, undo and load times, one core, as a table.

    python bench/engine.py [--games N] [--jupai-games M] [--json]

A decision is one legal_actions + choose + apply, as the bots and the table
make it; invariant checks are off (simulate and the tests do those).  Times are CPU time of this process
(time.process_time): the machine is shared, and wall time would count the other processes' turns.

Undo and load (issue 13) use one long seeded 三国智 game (the first random self-play game of at least
``LONG_GAME`` actions): ``undo_ms_max`` is the worst ``Match.truncate`` over its last 50 actions, undone one
by one from the end as the table's Undo does; ``load_ms`` is the median ``load_match`` of its save (every
move replayed and checked).  The same is measured for the sandbox (a long game of random card moves) and 劇牌.
A 劇牌 game is short (about 45 decisions against 三国智's 700), so its rows play ``--jupai-games`` games (by
default ten times ``--games``, at least 2,000: a row of a second or more, not a tenth of one).
With ``--json`` the last line is one JSON object with the figures.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.base import RandomBot  # noqa: E402
from desktop.core.persistence import load_match, save_match  # noqa: E402
from desktop.core.rules import Match  # noqa: E402
from desktop.games import rules_for  # noqa: E402

CASES = [
    ("jupai_basic_dps", "jupai", "basic, 4 players", 4, {}),
    ("jupai_advanced_dps", "jupai", "advanced, 4 players", 4, {"mode": "advanced"}),
    ("sanguozhi_dps", "sanguozhi", "2 players, starter decks", 2, {}),
]
CLOCK = time.process_time
LONG_GAME = 1000  # actions: the "1,000-action save" (and ≥ 700 for undo)
UNDOS = 50


def run(game: str, players: int, options: dict, games: int, trace=None) -> tuple[int, float, int]:
    """(decisions, CPU seconds of the decisions, games ended) of ``games`` seeded random self-play games;
    ``trace``: a ``sys.settrace`` function on while each game is played (bench/jupai_legality.py counts with it)."""
    rules = rules_for(game)
    bot = RandomBot()
    decisions = 0
    elapsed = 0.0
    finished = 0
    for g in range(games):
        rng = random.Random(g)
        st = rules.new_game([f"P{s + 1}" for s in range(players)], dict(options), g)
        if trace is not None:
            sys.settrace(trace)
        t0 = CLOCK()
        n = 0
        while not rules.is_over(st) and n < 20000:
            s = rules.to_act(st)
            legal = rules.legal_actions(st, s)
            rules.apply(st, bot.choose(rules, None, legal, 0.0, rng).action)
            n += 1
        elapsed += CLOCK() - t0
        sys.settrace(None)
        decisions += n
        finished += rules.is_over(st)
    return decisions, elapsed, finished


def long_match(game: str, players: int, options: dict, at_least: int, cap: int | None = None) -> Match:
    """The first seeded random self-play game with at least ``at_least`` actions (cut at ``cap``)."""
    rules = rules_for(game)
    bot = RandomBot()
    for g in range(10_000):
        rng = random.Random(g)
        match = Match.new(rules, [f"P{s + 1}" for s in range(players)], dict(options), g)
        while not rules.is_over(match.state) and len(match.actions) < (cap or 20000):
            s = rules.to_act(match.state)
            match.play(bot.choose(rules, None, rules.legal_actions(match.state, s), 0.0, rng).action)
        if len(match.actions) >= at_least:
            return match
    raise RuntimeError(f"no {game} game of {at_least} actions")


def undo_ms(match: Match, undos: int = UNDOS) -> float:
    """Worst time of undoing the last ``undos`` actions one at a time (ms); the match is left shorter."""
    worst = 0.0
    for _ in range(undos):
        t0 = CLOCK()
        match.truncate(len(match.actions) - 1)
        worst = max(worst, CLOCK() - t0)
    return worst * 1000


def load_ms(match: Match, repeats: int = 5) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.json"
        save_match(match, path)
        times = []
        for _ in range(repeats):
            t0 = CLOCK()
            load_match(path, rules_for)
            times.append(CLOCK() - t0)
    return statistics.median(times) * 1000


def sandbox_match(actions: int) -> Match:
    """A sandbox table after ``actions`` random legal moves (the sandbox has no end)."""
    rules = rules_for("sandbox")
    match = Match.new(rules, ["P1", "P2"], {}, 1)
    rng = random.Random(1)
    for _ in range(actions):
        s = rules.to_act(match.state)
        match.play(rng.choice(rules.legal_actions(match.state, s)))
    return match


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--jupai-games", type=int, default=None,
                    help="games per 劇牌 row (default: 10 × --games, at least 2,000)")
    ap.add_argument("--json", action="store_true", help="print the figures as one JSON object on the last line")
    args = ap.parse_args()
    out: dict = {}
    print(f"{'game':<10} {'setting':<26} {'games':>6} {'ended':>6} {'decisions':>10} {'seconds':>8} {'decisions/s':>12}")
    print("-" * 84)
    jupai_games = args.jupai_games if args.jupai_games is not None else max(2000, 10 * args.games)
    for key, game, label, players, options in CASES:
        games = jupai_games if game == "jupai" else args.games
        try:
            d, secs, done = run(game, players, options, games)
        except (KeyError, NotImplementedError, ValueError) as exc:
            print(f"{game:<10} {label:<26} {'not available: ' + type(exc).__name__:>48}")
            continue
        out[key] = round(d / secs)
        print(f"{game:<10} {label:<26} {games:>6} {done:>6} {d:>10} {secs:>8.2f} {d / secs:>12,.0f}")
    print()
    print(f"{'game':<10} {'match':<26} {'actions':>8} {'undo ms max':>12} {'load ms':>9}")
    print("-" * 69)
    rows = [("sanguozhi", "2 players, random", long_match("sanguozhi", 2, {}, LONG_GAME)),
            ("jupai", "advanced, 4 players", long_match("jupai", 4, {"mode": "advanced"}, 60)),
            ("sandbox", "2 players, random moves", sandbox_match(LONG_GAME))]
    for game, label, match in rows:
        n = len(match.actions)
        ld = load_ms(match)
        un = undo_ms(match, min(UNDOS, n))
        if game == "sanguozhi":
            out["undo_ms_max"] = round(un, 2)
            out["load_ms"] = round(ld, 1)
            out["long_game_actions"] = n
        else:
            out[f"{game}_undo_ms_max"] = round(un, 2)
            out[f"{game}_load_ms"] = round(ld, 1)
        print(f"{game:<10} {label:<26} {n:>8} {un:>12.2f} {ld:>9.1f}")
    if args.json:
        print(json.dumps(out))


if __name__ == "__main__":
    main()
