"""劇牌 legality, old tree against new: random self-play timed, or the bytecodes run inside legality counted.

    python bench/jupai_legality.py time  [--mode basic|advanced] [--games N]    # CPU seconds, decisions
    python bench/jupai_legality.py count [--mode basic|advanced] [--games N]    # bytecodes inside legality
    python bench/jupai_legality.py setup [--mode basic|advanced] [--games N]    # new_game only (to subtract)
    python bench/jupai_legality.py interleave OLD_TREE NEW_TREE [--runs 5] [--games N]

It imports ``desktop`` from the tree it is run in (``PYTHONPATH``), and uses only what every tree since
99d8b23 has (``rules_for``, ``RandomBot``, ``new_game`` / ``to_act`` / ``legal_actions`` / ``apply``), so the same
file measures an old worktree and a new one.  ``time``: the loop of bench/engine.py (a decision is one
legal_actions + choose + apply), CPU time (time.process_time).  ``count``: opcodes executed (settrace,
f_trace_opcodes) while an outermost legality call runs — the core's ``legal_now`` (new), or the old rule
set's ``_legal`` / ``_turn_actions`` / ``_any_time`` — per decision.  ``interleave``: ``time`` run alternately in
the two trees, each ``--runs`` times, 劇牌 only; prints the decisions/s of each run and now/old of the medians.
Run it under ``valgrind --tool=cachegrind`` (``time`` and ``setup``, PYTHONHASHSEED=0) for instructions.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

ROOTS = frozenset(("legal_now", "_legal", "_turn_actions", "_any_time"))


def play(mode: str, games: int, players: int, setup_only: bool = False, counter=None) -> tuple[int, float]:
    from desktop.bots.base import RandomBot
    from desktop.games import rules_for
    rules = rules_for("jupai")
    bot = RandomBot()
    options = {} if mode == "basic" else {"mode": mode}
    decisions = 0
    elapsed = 0.0
    for g in range(games):
        rng = random.Random(g)
        st = rules.new_game([f"P{s + 1}" for s in range(players)], dict(options), g)
        if setup_only:
            continue
        if counter is not None:
            sys.settrace(counter)
        t0 = time.process_time()
        n = 0
        while not rules.is_over(st) and n < 20000:
            s = rules.to_act(st)
            legal = rules.legal_actions(st, s)
            rules.apply(st, bot.choose(rules, None, legal, 0.0, rng).action)
            n += 1
        elapsed += time.process_time() - t0
        sys.settrace(None)
        decisions += n
    return decisions, elapsed


def count(mode: str, games: int, players: int) -> tuple[int, int]:
    """(decisions, opcodes executed inside outermost legality calls)."""
    depth = [0]
    ops = [0]

    def counting(frame, event, arg):
        if event == "opcode":
            ops[0] += 1
        elif event == "return" and frame is roots[-1]:
            roots.pop()
            depth[0] -= 1
        return counting

    roots: list = []

    def global_trace(frame, event, arg):
        if event != "call":
            return None
        if depth[0]:
            frame.f_trace_opcodes = True
            return counting
        if frame.f_code.co_name in ROOTS:
            depth[0] += 1
            roots.append(frame)
            frame.f_trace_opcodes = True
            return counting
        return None

    d, _ = play(mode, games, players, counter=global_trace)
    return d, ops[0]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=("time", "count", "setup", "interleave"))
    ap.add_argument("trees", nargs="*")
    ap.add_argument("--mode", default="basic")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    if args.what == "time":
        d, secs = play(args.mode, args.games, args.players)
        print(json.dumps({"decisions": d, "seconds": secs, "dps": d / secs}))
    elif args.what == "setup":
        play(args.mode, args.games, args.players, setup_only=True)
    elif args.what == "count":
        d, ops = count(args.mode, args.games, args.players)
        print(json.dumps({"decisions": d, "opcodes": ops, "per_decision": ops / d}))
    else:
        old, new = args.trees
        rates: dict[str, list[float]] = {old: [], new: []}
        for _ in range(args.runs):
            for tree in (old, new):
                env = dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0")
                res = subprocess.run([sys.executable, os.path.abspath(__file__), "time", "--mode", args.mode,
                                      "--games", str(args.games), "--players", str(args.players)],
                                     env=env, cwd=tree, capture_output=True, text=True, check=True)
                r = json.loads(res.stdout.strip().splitlines()[-1])
                rates[tree].append(r["dps"])
                print(f"{tree:<28} {r['decisions']:>8} decisions {r['seconds']:6.2f} s {r['dps']:>10,.0f}/s", flush=True)
        mo, mn = statistics.median(rates[old]), statistics.median(rates[new])
        print(f"{args.mode}: median old {mo:,.0f}/s, now {mn:,.0f}/s, now/old {mn / mo:.3f}")


if __name__ == "__main__":
    main()
