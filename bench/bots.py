"""Bot benchmark (issue 5): win rates over rotating four-player 劇牌 games, decision times, Hard's playouts per second.

    python bench/bots.py                          # the full table (≈ 30–60 min on 2 cores)
    python bench/bots.py --games 40 --timing 30   # a quick look

Three runs, one table:

1. Normal vs three Easy, ``--games`` games, seats rotating.
2. Hard vs three Normal, ``--games`` games, seats rotating, Hard at ``--hard-budget``
   seconds a decision (a 1 s budget over 400 games would take hours: the win rate
   is reported at the smaller budget, and says so).
3. The same two runs in the advanced game (``mode=advanced``, §7), ``--adv-games`` games each
   (the "advanced" section of the table).
4. A timing run at the default budget (``--budget``, 1 s): Hard plays its seat in
   Hard vs three Normal games until ``--timing`` of its searches (decisions with more
   than one sensible move) are timed; p95 and max come from there, as do the
   playouts per second.  Easy and Normal times come from runs 1 and 2.

Run the timing run on a quiet machine: other processes on the same cores stretch
wall-clock times.  Times are the whole decision (legal actions, view, bot).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.levels import make  # noqa: E402
from desktop.bots.simulate import run_games  # noqa: E402
from desktop.games import rules_for  # noqa: E402


def pct(ts: list[float], q: float) -> float:
    ts = sorted(ts)
    return ts[min(len(ts) - 1, int(len(ts) * q))] if ts else 0.0


def timing_run(budget: float, decisions: int, seed: int) -> dict:
    """Hard (one seat, rotating) vs three Normal until ``decisions`` searches are timed."""
    rules = rules_for("jupai")
    hard, normal = make("hard"), make("normal")
    times, searches, rates, iters = [], [], [], []
    g = 0
    while len(searches) < decisions:
        hseat = g % 4
        st = rules.new_game([f"P{s + 1}" for s in range(4)], {}, seed + g)
        rng = random.Random(seed + g)
        while not rules.is_over(st) and len(searches) < decisions:
            s = rules.to_act(st)
            t0 = time.perf_counter()
            legal = rules.legal_actions(st, s)
            view = rules.view_for(st, s)
            bot = hard if s == hseat else normal
            c = bot.choose(rules, view, legal, budget, rng)
            dt = time.perf_counter() - t0
            if s == hseat:
                times.append(dt)
                if hard.stats.get("iterations"):
                    searches.append(dt)
                    rates.append(hard.stats["playouts_per_s"])
                    iters.append(hard.stats["iterations"])
            rules.apply(st, c.action)
        g += 1
    return {"decisions": len(times), "searches": len(searches), "median": statistics.median(times),
            "p95": pct(times, 0.95), "max": max(times), "search_median": statistics.median(searches),
            "search_p95": pct(searches, 0.95), "search_max": max(searches),
            "playouts_per_s": statistics.median(rates), "iterations_median": statistics.median(iters)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--hard-budget", type=float, default=0.25, help="Hard's budget in the win-rate run (s)")
    ap.add_argument("--budget", type=float, default=1.0, help="Hard's budget in the timing run (default 1 s)")
    ap.add_argument("--timing", type=int, default=200, help="Hard searches timed at --budget")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--json", help="also write the raw results to this file")
    ap.add_argument("--adv-games", type=int, default=200, help="games per advanced run")
    ap.add_argument("--skip", action="append", default=[],
                    choices=["normal", "hard", "timing", "adv-normal", "adv-hard"])
    args = ap.parse_args(argv)

    out: dict = {"games": args.games, "hard_budget": args.hard_budget, "budget": args.budget}
    t_all = time.perf_counter()
    if "normal" not in args.skip:
        t0 = time.perf_counter()
        out["normal_vs_easy"] = run_games("jupai", 4, args.games, args.seed, ["normal", "easy", "easy", "easy"], {},
                                          rotate=True, budget=args.budget, check=False)
        out["normal_vs_easy"]["wall_s"] = time.perf_counter() - t0
    if "hard" not in args.skip:
        t0 = time.perf_counter()
        out["hard_vs_normal"] = run_games("jupai", 4, args.games, args.seed + 1, ["hard", "normal", "normal", "normal"],
                                          {}, rotate=True, budget=args.hard_budget, check=False)
        out["hard_vs_normal"]["wall_s"] = time.perf_counter() - t0
    adv = {"mode": "advanced"}
    if "adv-normal" not in args.skip:
        t0 = time.perf_counter()
        out["adv_normal_vs_easy"] = run_games("jupai", 4, args.adv_games, args.seed + 3,
                                              ["normal", "easy", "easy", "easy"], adv, rotate=True,
                                              budget=args.budget, check=False)
        out["adv_normal_vs_easy"]["wall_s"] = time.perf_counter() - t0
    if "adv-hard" not in args.skip:
        t0 = time.perf_counter()
        out["adv_hard_vs_normal"] = run_games("jupai", 4, args.adv_games, args.seed + 4,
                                              ["hard", "normal", "normal", "normal"], adv, rotate=True,
                                              budget=args.hard_budget, check=False)
        out["adv_hard_vs_normal"]["wall_s"] = time.perf_counter() - t0
    if "timing" not in args.skip:
        out["timing"] = timing_run(args.budget, args.timing, args.seed + 2)
    out["wall_s"] = time.perf_counter() - t_all
    print(table(out))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1, default=str), encoding="utf-8")
    return 0


def table(out: dict) -> str:
    ms = lambda s: f"{s * 1e3:.1f}"  # noqa: E731
    lines = ["| run | games | bot | win rate | target | decision median ms | p95 ms | max ms |",
             "|---|---|---|---|---|---|---|---|"]
    ne = out.get("normal_vs_easy")
    if ne:
        for name, tgt in (("normal", "≥ 40 %"), ("easy", "")):
            b = ne["per_bot"][name]
            lines.append(f"| Normal vs 3 Easy | {ne['games']} | {name} | {b['win_rate']:.1%} | {tgt} | "
                         f"{ms(b['decision_median_s'])} | {ms(b['decision_p95_s'])} | {ms(b['decision_max_s'])} |")
    hn = out.get("hard_vs_normal")
    if hn:
        for name, tgt in (("hard", "≥ 35 %"), ("normal", "")):
            b = hn["per_bot"][name]
            label = f"hard @ {out['hard_budget']} s" if name == "hard" else name
            lines.append(f"| Hard vs 3 Normal | {hn['games']} | {label} | {b['win_rate']:.1%} | {tgt} | "
                         f"{ms(b['decision_median_s'])} | {ms(b['decision_p95_s'])} | {ms(b['decision_max_s'])} |")
    for key, run, names in (("adv_normal_vs_easy", "Normal vs 3 Easy (advanced)", (("normal", "≥ 40 %"), ("easy", ""))),
                            ("adv_hard_vs_normal", "Hard vs 3 Normal (advanced)", (("hard", "≥ 35 %"), ("normal", "")))):
        res = out.get(key)
        if not res:
            continue
        for name, tgt in names:
            b = res["per_bot"][name]
            label = f"hard @ {out['hard_budget']} s" if name == "hard" else name
            lines.append(f"| {run} | {res['games']} | {label} | {b['win_rate']:.1%} | {tgt} | "
                         f"{ms(b['decision_median_s'])} | {ms(b['decision_p95_s'])} | {ms(b['decision_max_s'])} |")
    tm = out.get("timing")
    if tm:
        lines.append(f"| Hard timing @ {out['budget']} s | {tm['decisions']} decisions | hard (all) | — | "
                     f"p95 ≤ 1000, max ≤ 1500 | {ms(tm['median'])} | {ms(tm['p95'])} | {ms(tm['max'])} |")
        lines.append(f"| Hard timing @ {out['budget']} s | {tm['searches']} searches | hard (searches only) | — | | "
                     f"{ms(tm['search_median'])} | {ms(tm['search_p95'])} | {ms(tm['search_max'])} |")
        lines.append("")
        lines.append(f"Hard: {tm['playouts_per_s']:.0f} playouts per second (median over searches), "
                     f"{tm['iterations_median']:.0f} playouts per search at {out['budget']} s.")
    lines.append(f"Wall time {out['wall_s'] / 60:.1f} min.")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
