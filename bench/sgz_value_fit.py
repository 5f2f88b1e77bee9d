"""Fit the weights of the 三国智 position value (desktop/games/sanguozhi/policy/position.py) to game results.

    python bench/sgz_value_fit.py --games 300 --workers 2

Plays Normal against Normal (seats rotating, so both decks on both seats), records at the start of every
turn the differences of the two players' ``features`` and who won, and fits a logistic regression
(Newton's method with a small ridge term).  Prints the weights scaled so that a 粮草 point weighs 1, the
scale that turns a lead into a chance (``SCALE``), and the log loss of the fitted and the current weights
on the same positions.  Copy the figures into value.py by hand (they are data for the bots, kept in code).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from desktop.bots.levels import make  # noqa: E402
from desktop.games import rules_for  # noqa: E402
from desktop.games.sanguozhi import engine as E  # noqa: E402
from desktop.games.sanguozhi.policy import position as V  # noqa: E402


def positions(job) -> list[tuple[list[float], int]]:
    seed, games, lineup = job
    R = rules_for("sanguozhi")
    bots = [make(n) for n in lineup]
    rows = []
    for g in range(games):
        st = R.new_game(["a", "b"], {}, seed + g)
        rng = random.Random(seed + g)
        order = [bots[(k + g) % 2] for k in range(2)]
        seen_turn = -1
        snaps = []
        while not R.is_over(st):
            if st.data["turn"] != seen_turn and st.data["turn"] >= 2:
                seen_turn = st.data["turn"]
                D = E.derive(st, cached=True)
                f = [V.features(st, D, s) for s in range(2)]
                snaps.append([f[0][k] - f[1][k] for k in V.FEATURES])
            s = R.to_act(st)
            c = order[s].choose(R, R.view_for(st, s), R.legal_actions(st, s), 1.0, rng)
            R.apply(st, c.action)
        won = 1 if 0 in st.data.get("winners", []) else 0
        if st.data.get("winners") == [0, 1] or not st.data.get("winners"):
            continue  # a draw says nothing
        rows += [(x, won) for x in snaps]
    return rows


def fit(X: np.ndarray, y: np.ndarray, ridge: float = 1e-3) -> np.ndarray:
    """Logistic regression without intercept (the value is a difference): Newton's method."""
    w = np.zeros(X.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-X @ w))
        g = X.T @ (p - y) + ridge * w
        h = (X * (p * (1 - p))[:, None]).T @ X + ridge * np.eye(X.shape[1])
        step = np.linalg.solve(h, g)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def logloss(X, y, w) -> float:
    p = np.clip(1 / (1 + np.exp(-X @ w)), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=7100)
    ap.add_argument("--save", help="write the positions to this file (JSON) …")
    ap.add_argument("--load", help="… or fit positions read from it instead of playing")
    ap.add_argument("--features", help="fit only these features (comma-separated; the others weigh 0)")
    args = ap.parse_args(argv)
    if args.load:
        rows = [tuple(r) for r in json.loads(Path(args.load).read_text())]
    else:
        n = max(1, args.workers)
        jobs = [(args.seed + 10_000 * k, args.games // n, ["normal", "normal"]) for k in range(n)]
        if n > 1:
            with ProcessPoolExecutor(n) as ex:
                parts = list(ex.map(positions, jobs))
        else:
            parts = [positions(j) for j in jobs]
        rows = [r for p in parts for r in p]
        if args.save:
            Path(args.save).write_text(json.dumps(rows))
    X = np.array([r[0] for r in rows], dtype=float)
    y = np.array([r[1] for r in rows], dtype=float)
    if args.features:
        keep = [k in args.features.split(",") for k in V.FEATURES]
        X = X * np.array(keep, dtype=float)
    w = fit(X, y)
    life = w[list(V.FEATURES).index("life")]
    print(f"{len(rows)} positions from {args.games} games")
    print("fitted weights in 粮草 points (life = 1):")
    for k, v in zip(V.FEATURES, w):
        print(f"  {k:<11} {v / life:7.2f}   (current {V.WEIGHTS[k]:.2f})")
    print(f"SCALE = {1 / life:.1f}   (current {V.SCALE:.1f})")
    cur = np.array([V.WEIGHTS[k] for k in V.FEATURES]) / V.SCALE
    print(f"log loss: fitted {logloss(X, y, w):.4f}, current {logloss(X, y, cur):.4f}, "
          f"coin {math.log(2):.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
