"""三国智 starter-deck balance: random self-play with the decks swapped between the seats every other game.

    python bench/sgz_balance.py [--games 300] [--seed 1] [--option KEY=VALUE …] [--json]

Game g plays the two shipped starter decks, 魏蜀 in seat 1 for even g and in seat 2 for odd g (so each deck
sits in each seat equally often; the random draw of D.4.1 picks the first player), both seats Random bots
choosing uniformly among the legal actions (Concede left out).  A game started as the program starts one
(``core.rules.new_game_options``: the current rules edition).  Prints each deck's wins, draws and the first
player's share; the issue-12 target is 45–55 % for both decks.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.core.options import parse_option_pairs  # noqa: E402
from desktop.core.rules import new_game_options  # noqa: E402
from desktop.games import rules_for  # noqa: E402
from desktop.games.sanguozhi.decks import DEFAULT_DECKS  # noqa: E402
from desktop.games.sanguozhi.paths import decks_dir  # noqa: E402

CAP = 20000


def deck_path(name: str) -> str:
    for ext in (".txt", ".json"):
        p = decks_dir() / (name + ext)
        if p.exists():
            return str(p)
    raise SystemExit(f"no deck {name}")


def play(games: int, seed: int, options: dict) -> dict:
    rules = rules_for("sanguozhi")
    a, b = (deck_path(n) for n in DEFAULT_DECKS)
    wins = {DEFAULT_DECKS[0]: 0, DEFAULT_DECKS[1]: 0}
    draws = first_wins = decided = actions = 0
    for g in range(games):
        swap = g % 2 == 1
        decks = [b, a] if swap else [a, b]
        names = [DEFAULT_DECKS[1], DEFAULT_DECKS[0]] if swap else list(DEFAULT_DECKS)
        st = rules.new_game(["P1", "P2"], new_game_options(rules, dict(options, decks=decks)), seed + g)
        rng = random.Random(seed * 1_000_003 + g)
        n = 0
        while not rules.is_over(st) and n < CAP:
            s = rules.to_act(st)
            legal = [x for x in rules.legal_actions(st, s) if x.kind != "Concede"]
            rules.apply(st, rng.choice(legal))
            n += 1
        actions += n
        w = st.data.get("winners") or []
        if len(w) == 1:
            wins[names[w[0]]] += 1
            decided += 1
            first_wins += w[0] == st.data["first"]
        else:
            draws += 1
    return {"games": games, "wins": wins, "draws": draws, "first_player_share": first_wins / max(1, decided),
            "mean_actions": actions / games}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[])
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    t0 = time.perf_counter()
    r = play(a.games, a.seed, parse_option_pairs(a.option))
    r["seconds"] = round(time.perf_counter() - t0, 1)
    if a.json:
        print(json.dumps(r, ensure_ascii=False))
        return 0
    print(f"{a.games} random games, decks swapped between the seats every other game, seed {a.seed}")
    for name, w in r["wins"].items():
        print(f"  {name:18} {w:4} wins  {100 * w / a.games:5.1f} %")
    print(f"  draws {r['draws']}; first player won {100 * r['first_player_share']:.1f} % of decided games;"
          f" {r['mean_actions']:.0f} actions a game; {r['seconds']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
