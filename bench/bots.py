"""Bot benchmark (issues 5 and 14): win rates over rotating games in both games, decision times, Hard's playouts.

    python bench/bots.py --workers 2                       # every run of the table (hours: run it with nohup)
    python bench/bots.py --only sgz-normal --sgz-games 40  # one run, a quick look

The runs (each with seats rotating, so every bot plays every seat — and in 三国智 both decks, which belong
to the seats: the decks are swapped every other game):

* 劇牌 basic, 4 players: Normal vs three Easy, Hard vs three Normal (``--games``; Hard at ``--hard-budget``);
* 劇牌 advanced: the same two (``--adv-games``; Hard at ``--hard-budget``), and Hard at the default budget
  (``--budget``) vs three Normal over ``--adv-default-games``;
* 三国智, 2 players: Easy vs Random, Normal vs Easy (``--sgz-games``), Hard at ``--sgz-hard-budget`` vs Normal
  (``--sgz-hard-games``), and Hard's rules of thumb without a search (``hard:0``) vs Normal (``--sgz-smart-games``);
* a timing run of 劇牌 Hard at ``--budget`` (``--timing`` searches): median, p95, max, playouts per second.

Every decision is timed whole (legal actions, view, bot).  Decision times per level are taken from the runs
where the level plays at the default budget.  ``--workers N`` splits every run into N seed ranges played by
N processes (at most 2 on this machine; check ``uptime`` first); ``--parts N`` cuts every run into N seed ranges
(played one after another, or shared among the ``--workers``) and writes ``--json`` after each finished range, in
order (a long run cut short keeps what it finished).
``--hard-set KEY=VALUE`` tries a setting of Hard's search over the policy's ``HARD`` table (experiments).  Run it on a quiet machine: other processes
on the same cores stretch wall-clock times.  Invariant checks are off here (``tests/bots`` and
``paizhuo simulate`` keep them on).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.levels import make  # noqa: E402
from desktop.bots.normal import policy_for  # noqa: E402
from desktop.bots.simulate import run_games  # noqa: E402
from desktop.games import rules_for  # noqa: E402

ADV = {"mode": "advanced"}

# key: (game, lineup, options, games-arg, budget-arg, seed offset, label, target of the first bot)
RUNS = {
    "normal": ("jupai", ["normal", "easy", "easy", "easy"], {}, "games", "budget", 0, "Normal vs 3 Easy", "≥ 40 %"),
    "hard": ("jupai", ["hard", "normal", "normal", "normal"], {}, "games", "hard_budget", 1, "Hard vs 3 Normal", "≥ 35 %"),
    "adv-normal": ("jupai", ["normal", "easy", "easy", "easy"], ADV, "adv_games", "budget", 3,
                   "Normal vs 3 Easy (advanced)", "≥ 40 %"),
    "adv-hard": ("jupai", ["hard", "normal", "normal", "normal"], ADV, "adv_games", "hard_budget", 4,
                 "Hard vs 3 Normal (advanced)", "≥ 35 %"),
    "adv-hard-default": ("jupai", ["hard", "normal", "normal", "normal"], ADV, "adv_default_games", "budget", 5,
                         "Hard vs 3 Normal (advanced)", "≥ 35 %"),
    "sgz-easy": ("sanguozhi", ["easy", "random"], {}, "sgz_games", "budget", 6, "三国智 Easy vs Random", "≥ 65 %"),
    "sgz-normal": ("sanguozhi", ["normal", "easy"], {}, "sgz_games", "budget", 7, "三国智 Normal vs Easy", "≥ 75 %"),
    # Hard's rules of thumb alone (``hard:0``: no playout; the policy's ``hard_obs``), against Normal
    "sgz-smart": ("sanguozhi", ["hard:0", "normal"], {}, "sgz_smart_games", "sgz_hard_budget", 9,
                  "三国智 Hard's policy (no search) vs Normal", "≥ 60 %"),
    "sgz-hard": ("sanguozhi", ["hard", "normal"], {}, "sgz_hard_games", "sgz_hard_budget", 8, "三国智 Hard vs Normal", "≥ 60 %"),
}


def pct(ts: list[float], q: float) -> float:
    ts = sorted(ts)
    return ts[min(len(ts) - 1, int(len(ts) * q))] if ts else 0.0


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


def _chunk(job):
    game, lineup, options, games, seed, budget, clock, hard_set = job
    if hard_set:  # an experiment: these settings over the game policy's own HARD table (in this process)
        pol = policy_for(game)
        pol.HARD.update(hard_set)  # (in place: the policy's own functions read the same table)
    return run_games(game, len(lineup), games, seed, lineup, dict(options), rotate=True, budget=budget,
                     check=False, keep_times=True, clock=CLOCKS[clock])


def merge(parts: list[dict]) -> dict:
    """One result from the seed ranges of one run: wins and seat games add up, times are pooled."""
    out = {"games": sum(p["games"] for p in parts), "mean_actions":
           sum(p["mean_actions"] * p["games"] for p in parts) / max(1, sum(p["games"] for p in parts)),
           "per_bot": {}}
    for p in parts:
        for name, b in p["per_bot"].items():
            m = out["per_bot"].setdefault(name, {"seat_games": 0, "wins": 0, "place_sum": 0.0, "times": []})
            m["seat_games"] += b["seat_games"]
            m["wins"] += b["wins"]
            m["place_sum"] += b["mean_place"] * b["seat_games"]
            m["times"] += b["times"]
    for b in out["per_bot"].values():
        ts = b.pop("times")
        b["win_rate"] = b["wins"] / b["seat_games"] if b["seat_games"] else 0.0
        b["mean_place"] = b.pop("place_sum") / b["seat_games"] if b["seat_games"] else 0.0
        b["decisions"] = len(ts)
        b["decision_median_s"] = statistics.median(ts) if ts else 0.0
        b["decision_p95_s"] = pct(ts, 0.95)
        b["decision_max_s"] = max(ts) if ts else 0.0
    return out


def timing_run(budget: float, decisions: int, seed: int, clock: str = "wall") -> dict:
    """劇牌 Hard (one seat, rotating) vs three Normal until ``decisions`` searches are timed."""
    rules = rules_for("jupai")
    hard, normal = make("hard"), make("normal")
    hard.clock = now = CLOCKS[clock]
    times, searches, rates, iters = [], [], [], []
    g = 0
    while len(searches) < decisions:
        hseat = g % 4
        st = rules.new_game([f"P{s + 1}" for s in range(4)], {}, seed + g)
        rng = random.Random(seed + g)
        while not rules.is_over(st) and len(searches) < decisions:
            s = rules.to_act(st)
            t0 = now()
            legal = rules.legal_actions(st, s)
            view = rules.view_for(st, s)
            bot = hard if s == hseat else normal
            c = bot.choose(rules, view, legal, budget, rng)
            dt = now() - t0
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


def _number(text: str):
    try:
        return int(text)
    except ValueError:
        return float(text)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400, help="games per 劇牌 basic run")
    ap.add_argument("--adv-games", type=int, default=400, help="games per 劇牌 advanced run")
    ap.add_argument("--adv-default-games", type=int, default=100, help="advanced Hard at --budget")
    ap.add_argument("--sgz-games", type=int, default=400, help="三国智 Easy and Normal runs")
    ap.add_argument("--sgz-hard-games", type=int, default=200, help="三国智 Hard vs Normal")
    ap.add_argument("--sgz-smart-games", type=int, default=400, help="三国智 Hard's policy without search vs Normal")
    ap.add_argument("--sgz-hard-budget", type=float, default=1.0, help="三国智 Hard's budget there (s)")
    ap.add_argument("--hard-budget", type=float, default=0.25, help="劇牌 Hard's budget in the win-rate runs (s)")
    ap.add_argument("--budget", type=float, default=1.0, help="the default budget (s)")
    ap.add_argument("--timing", type=int, default=200, help="劇牌 Hard searches timed at --budget")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--workers", type=int, default=1, help="processes (each run split into seed ranges)")
    ap.add_argument("--parts", type=int, default=1,
                    help="play every run as this many seed ranges (with --workers, shared among the processes; the same "
                         "games as --workers N), writing --json after each: a run cut short keeps its finished parts; "
                         "keep games/N a multiple of the players, so that the seats rotate evenly")
    ap.add_argument("--json", help="also write the raw results to this file")
    ap.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                    help="Hard's budget and the decision times: wall time, or the process's CPU time (cpu: the "
                         "work itself, what a quiet machine gives, when other processes share the cores)")
    ap.add_argument("--hard-set", action="append", default=[], metavar="KEY=VALUE",
                    help="an experiment: a setting of Hard's search over the game policy's HARD table "
                         "(top_k, epsilon, margin, race_z, min_race …), e.g. --hard-set min_race=16")
    ap.add_argument("--only", action="append", default=[], choices=sorted(RUNS) + ["timing"])
    ap.add_argument("--skip", action="append", default=[], choices=sorted(RUNS) + ["timing"])
    args = ap.parse_args(argv)
    hard_set = {k: _number(v) for k, _, v in (h.partition("=") for h in args.hard_set)}
    wanted = [k for k in list(RUNS) + ["timing"] if (not args.only or k in args.only) and k not in args.skip]

    out: dict = {"budget": args.budget, "hard_budget": args.hard_budget, "workers": args.workers,
                 "clock": args.clock, "hard_set": hard_set, "runs": {}}
    t_all = time.perf_counter()
    jobs, where = [], []
    for key in wanted:
        if key == "timing":
            continue
        game, lineup, options, games_arg, budget_arg, off, _label, _tgt = RUNS[key]
        games, budget = getattr(args, games_arg), getattr(args, budget_arg)
        n = max(1, args.workers, args.parts)
        per = [games // n + (1 if k < games % n else 0) for k in range(n)]
        for k, g in enumerate(per):
            if g:
                # each seed range starts at a multiple of the lineup size: the rotation stays balanced
                jobs.append((game, lineup, options, g, args.seed + 1000 * off + 100_000 * k, budget, args.clock,
                             hard_set))
                where.append(key)
    parts: dict[str, list] = {}

    def gather(final: bool) -> None:
        for key, ps in parts.items():
            out["runs"][key] = merge(ps)
            game, lineup, options, games_arg, budget_arg, off, label, tgt = RUNS[key]
            out["runs"][key].update(label=label, target=tgt, budget=getattr(args, budget_arg), lineup=lineup,
                                    parts=len(ps))
        out["wall_s"] = time.perf_counter() - t_all
        out["complete"] = final
        if args.json:
            Path(args.json).write_text(json.dumps(out, indent=1, default=str), encoding="utf-8")

    if jobs:
        if args.workers > 1:
            with ProcessPoolExecutor(args.workers) as ex:  # in order, the file written after each finished range
                for key, res in zip(where, ex.map(_chunk, jobs)):
                    parts.setdefault(key, []).append(res)
                    gather(False)
        else:
            for key, job in zip(where, jobs):  # one seed range after another; the file says how far it got
                parts.setdefault(key, []).append(_chunk(job))
                gather(False)
    if "timing" in wanted:
        out["timing"] = timing_run(args.budget, args.timing, args.seed + 2, args.clock)
    gather(True)
    print(table(out))
    return 0


def table(out: dict) -> str:
    ms = lambda s: f"{s * 1e3:.1f}"  # noqa: E731
    lines = ["| run | games | bot | win rate | target | decision median ms | p95 ms | max ms |",
             "|---|---|---|---|---|---|---|---|"]
    for key in RUNS:
        res = out["runs"].get(key)
        if not res:
            continue
        first = res["lineup"][0]
        for name in dict.fromkeys(res["lineup"]):
            b = res["per_bot"][name]
            label = f"{name} @ {res['budget']} s" if name == "hard" else "hard (policy, no search)" \
                if name == "hard:0" else name
            tgt = res["target"] if name == first else ""
            lines.append(f"| {res['label']} | {res['games']} | {label} | {b['win_rate']:.1%} | {tgt} | "
                         f"{ms(b['decision_median_s'])} | {ms(b['decision_p95_s'])} | {ms(b['decision_max_s'])} |")
    tm = out.get("timing")
    if tm:
        lines.append(f"| 劇牌 Hard timing @ {out['budget']} s | {tm['decisions']} decisions | hard (all) | — | "
                     f"p95 ≤ 1000, max ≤ 1500 | {ms(tm['median'])} | {ms(tm['p95'])} | {ms(tm['max'])} |")
        lines.append(f"| 劇牌 Hard timing @ {out['budget']} s | {tm['searches']} searches | hard (searches only) | — | | "
                     f"{ms(tm['search_median'])} | {ms(tm['search_p95'])} | {ms(tm['search_max'])} |")
        lines.append("")
        lines.append(f"劇牌 Hard: {tm['playouts_per_s']:.0f} playouts per second (median over searches), "
                     f"{tm['iterations_median']:.0f} playouts per search at {out['budget']} s.")
    if out.get("hard_set"):
        lines.append(f"Experiment: Hard's settings {out['hard_set']} over the policy's HARD table.")
    lines.append(f"Wall time {out['wall_s'] / 60:.1f} min, {out['workers']} worker process(es); budgets and "
                 f"decision times in {'CPU' if out.get('clock') == 'cpu' else 'wall'} time.")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
