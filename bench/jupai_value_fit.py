"""Fit the weights of 劇牌 Hard's position value (desktop/games/jupai/policy/basic.py, VALUE_WEIGHTS) to results.

    python bench/jupai_value_fit.py --games 750 --workers 2

Plays four Normal bots in the advanced game (``--mode``), records at the end of every round each active
player's burden, the sum of its hand values (÷10) and its number of hand cards, and who won, and fits a
conditional logit (a softmax over the players of u = b·burden + h·values/10 + n·cards) per number of round
cards left (1, 2, 3, 4 or more) by gradient descent.  Prints the weights and the mean log loss against the
burden alone; copy them into VALUE_WEIGHTS by hand.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from desktop.bots.levels import make  # noqa: E402
from desktop.games import rules_for  # noqa: E402
from desktop.games.jupai.policy import basic as B  # noqa: E402


def snapshots(job):
    seed, games, mode = job
    R = rules_for("jupai")
    normal = make("normal")
    rows = []
    for g in range(games):
        st = R.new_game(list("abcd"), {"mode": mode}, seed + g)
        rng = random.Random(seed + g)
        snaps, last = [], st.data.get("round_no")
        while not R.is_over(st):
            s = R.to_act(st)
            R.apply(st, normal.choose(R, R.view_for(st, s), R.legal_actions(st, s), 1.0, rng).action)
            if st.data.get("round_no") != last and not R.is_over(st):
                last = st.data.get("round_no")
                o = B.Obs(st, 0)
                feats = []
                for k in range(4):
                    hand = st.zones[B.zid(k, "hand")].cards
                    feats.append((B.burden_of(o, k), sum(o.value(c) for c in hand) / 10.0, len(hand),
                                  st.data["players"][k]["status"] == "active"))
                snaps.append((o.count("table.rounds"), feats))
        win = R.ranking(st)[0]
        rows += [(left, feats, list(win)) for left, feats in snaps]
    return rows


def fit(data, mask, steps=3000, lr=0.05):
    X = np.array([[f[:3] for f in feats] for feats, _ in data], dtype=float)
    act = np.array([[f[3] for f in feats] for feats, _ in data], dtype=bool)
    Y = np.array([[1.0 if k in win else 0.0 for k in range(4)] for _, win in data])
    Y = Y / np.maximum(Y.sum(1, keepdims=True), 1)
    m = np.array(mask, dtype=float)
    w = np.zeros(3)

    def nll(w):
        u = np.where(act, X @ w, -1e9)
        u -= u.max(1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(1, keepdims=True)
        return -(Y * np.log(np.maximum(p, 1e-12))).sum() / len(data), p
    for _ in range(steps):
        _, p = nll(w)
        w -= lr * ((p - Y)[:, :, None] * X).sum((0, 1)) / len(data) * m
    return w, nll(w)[0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=750)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=3000)
    ap.add_argument("--mode", default="advanced")
    args = ap.parse_args(argv)
    n = max(1, args.workers)
    jobs = [(args.seed + 10_000 * k, args.games // n, args.mode) for k in range(n)]
    if n > 1:
        with ProcessPoolExecutor(n) as ex:
            parts = list(ex.map(snapshots, jobs))
    else:
        parts = [snapshots(j) for j in jobs]
    by = defaultdict(list)
    for part in parts:
        for left, feats, win in part:
            by[min(4, max(1, left))].append((feats, win))
    print("VALUE_WEIGHTS = {")
    for left in sorted(by):
        w, loss = fit(by[left], (1, 1, 1))
        _, base = fit(by[left], (1, 0, 0))
        print(f"    {left}: ({w[0]:.3f}, {w[1]:.3f}, {w[2]:.3f}),  # {len(by[left])} positions; "
              f"log loss {loss:.3f} (burden alone {base:.3f})")
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
