"""劇牌 legality, old tree against new: random self-play timed, or the bytecodes run inside legality counted.

    python bench/jupai_legality.py time  [--mode basic|advanced] [--games N]    # CPU seconds, decisions
    python bench/jupai_legality.py count [--mode basic|advanced] [--games N]    # bytecodes inside legality
    python bench/jupai_legality.py setup [--mode basic|advanced] [--games N]    # imports and new_game only
    python bench/jupai_legality.py interleave OLD_TREE NEW_TREE [--runs 5] [--games N]

``desktop`` comes from the tree in ``PYTHONPATH``; the loop is bench/engine.py's ``run`` beside this file (a
decision is one legal_actions + choose + apply, CPU time), which uses only what every tree since 99d8b23 has,
so the same file measures an old worktree and a new one.  ``count``: opcodes executed (settrace,
f_trace_opcodes) while an outermost legality call runs — the core's ``legal_now`` (new), or the old rule set's
``_legal`` / ``_turn_actions`` / ``_any_time`` — per decision.  ``interleave``: ``time`` run alternately in the
two trees, ``--runs`` times each; the decisions/s of each run and now/old of the medians.  For instructions,
run ``time`` and ``setup`` under ``valgrind --tool=cachegrind`` (PYTHONHASHSEED=0) and subtract.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOTS = frozenset(("legal_now", "_legal", "_turn_actions", "_any_time"))


def engine():
    """bench/engine.py beside this file, on the ``desktop`` already imported from PYTHONPATH (the path it puts
    first is taken out again: its imports of desktop's modules follow the imported package)."""
    import desktop.games  # noqa: F401  (first: from PYTHONPATH)
    path = list(sys.path)
    spec = importlib.util.spec_from_file_location("bench_engine", Path(__file__).with_name("engine.py"))
    mod = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    sys.path[:] = path
    return mod


def counter():
    """(settrace function, [opcodes]): counts the opcodes run while an outermost legality call (ROOTS) runs."""
    ops = [0]
    roots: list = []

    def counting(frame, event, arg):
        if event == "opcode":
            ops[0] += 1
        elif event == "return" and roots and frame is roots[-1]:
            roots.pop()
        return counting

    def global_trace(frame, event, arg):
        if event != "call" or not (roots or frame.f_code.co_name in ROOTS):
            return None
        if not roots:
            roots.append(frame)
        frame.f_trace_opcodes = True
        return counting
    return global_trace, ops


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=("time", "count", "setup", "interleave"))
    ap.add_argument("trees", nargs="*")
    ap.add_argument("--mode", default="basic")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    options = {} if args.mode == "basic" else {"mode": args.mode}
    if args.what != "interleave":
        run = engine().run
    if args.what == "time":
        d, secs, _ = run("jupai", args.players, options, args.games)
        print(json.dumps({"decisions": d, "seconds": secs, "dps": d / secs}))
    elif args.what == "setup":
        from desktop.games import rules_for
        for g in range(args.games):  # the games of ``time``, not played
            rules_for("jupai").new_game([f"P{s + 1}" for s in range(args.players)], dict(options), g)
    elif args.what == "count":
        trace, ops = counter()
        d, _, _ = run("jupai", args.players, options, args.games, trace)
        print(json.dumps({"decisions": d, "opcodes": ops[0], "per_decision": ops[0] / d}))
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
