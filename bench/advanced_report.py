"""劇牌 advanced-layer simulation report (issue 4): how often each forced situation fires per 100 duels,
and the mean game length, with mode=advanced and default options.

    python bench/advanced_report.py [--games 2000] [--seed 1] [--players 4] [--option key=value …]

Bots (``--bots``, default ``random``; also easy/normal/hard, or ``eager``: random play that always opts
in and always commits a weapon source when it has one) play every seat.  A *duel* is an action with a target (an ``Act``);
a forced situation is counted once per duel from the ``forced_*`` FormulaResolved keys that
desktop/games/jupai/advanced.py emits.  Invariants are checked after every action.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.core.events import FormulaResolved  # noqa: E402
from desktop.games import rules_for  # noqa: E402
from desktop.games.jupai.advanced import FORCED_KEYS  # noqa: E402
from desktop.bots import make_bot  # noqa: E402

LABELS = {"forced_cooperation": ("cooperation", "強制合作"), "forced_trade": ("trade", "強制交易"),
          "forced_plunder": ("plunder", "強制掠奪"), "forced_discard": ("discard", "強制丟棄")}


class EagerBot:
    """Random play that always opts in (§7.2) and always commits a weapon source when it has one."""
    name = "eager"

    def __init__(self):
        self.base = make_bot("random")

    def choose(self, rules, view, legal, budget, rng):
        opt = [a for a in legal if a.kind == "OptIn" and a.accept]
        if opt:
            return type(self.base.choose(rules, view, legal, budget, rng))(opt[0])
        armed = [a for a in legal if a.kind in ("Act", "Respond") and a.source != "none"]
        if armed:
            return type(self.base.choose(rules, view, legal, budget, rng))(rng.choice(armed))
        return self.base.choose(rules, view, legal, budget, rng)


def run(games: int, seed: int, players: int, options: dict, check: bool = True, bots: str = "random") -> dict:
    rules = rules_for("jupai")
    bot = EagerBot() if bots == "eager" else make_bot(bots)
    fired: Counter = Counter()
    other: Counter = Counter()
    duels = actions = rounds = violations = 0
    t_apply = 0.0
    for g in range(games):
        st = rules.new_game([f"P{s + 1}" for s in range(players)], {"mode": "advanced", **options}, seed + g)
        rng = random.Random(seed * 1_000_003 + g)
        n = 0
        while not rules.is_over(st):
            s = rules.to_act(st)
            legal = rules.legal_actions(st, s)
            choice = bot.choose(rules, rules.view_for(st, s), legal, 1.0, rng).action
            t0 = time.perf_counter()
            ev = rules.apply(st, choice)
            t_apply += time.perf_counter() - t0
            n += 1
            if choice.kind == "Act":
                duels += 1
            # a duel resolves on the Act (discard) or on the Respond: count each resolution's keys once
            keys = {e.key for e in ev if isinstance(e, FormulaResolved)}
            fired.update(k for k in FORCED_KEYS if k in keys)
            if choice.kind in ("Act", "Respond"):  # not purges
                other.update(k for k in ("trigger", "situation_bonus") if k in keys)
            if check and rules.check_invariants(st):
                violations += 1
                break
        actions += n
        rounds += st.data["round_no"]
    return {"games": games, "seed": seed, "players": players, "options": options, "bots": bots, "duels": duels,
            "fired": dict(fired), "per_100_duels": {k: 100 * fired[k] / duels for k in FORCED_KEYS},
            "any_per_100_duels": 100 * sum(fired.values()) / duels,
            "trigger_checks_per_100_duels": 100 * other["trigger"] / duels,
            "bonuses_per_100_duels": 100 * other["situation_bonus"] / duels,
            "mean_rounds": rounds / games, "mean_actions": actions / games, "mean_duels": duels / games,
            "apply_per_s": actions / t_apply if t_apply else 0.0, "violations": violations}


def table(res: dict) -> str:
    lines = [f"劇牌 advanced, {res['players']} players, {res['games']} games (seed {res['seed']}), bots {res['bots']}, "
             f"options {res['options'] or 'default'}", "",
             f"{'forced situation':<22}{'fired':>8}{'per 100 duels':>15}", "-" * 45]
    for k in FORCED_KEYS:
        en, zh = LABELS[k]
        lines.append(f"{en:<22}{res['fired'].get(k, 0):>8}{res['per_100_duels'][k]:>15.2f}   {zh}")
    lines += ["-" * 45,
              f"{'any':<22}{sum(res['fired'].values()):>8}{res['any_per_100_duels']:>15.2f}", "",
              f"duels {res['duels']} ({res['mean_duels']:.1f} per game); duels with a trigger check per 100 "
              f"{res['trigger_checks_per_100_duels']:.1f}; with a situation bonus per 100 "
              f"{res['bonuses_per_100_duels']:.1f}",
              f"mean game length: {res['mean_rounds']:.2f} rounds, {res['mean_actions']:.1f} actions",
              f"engine apply() rate: {res['apply_per_s']:.0f} actions/s; invariant violations: {res['violations']}"]
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--option", action="append", default=[], help="key=value (JSON value)")
    ap.add_argument("--bots", default="random", help="random, easy, normal, hard or eager")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    opts = {}
    for o in args.option:
        k, _, v = o.partition("=")
        try:
            opts[k] = json.loads(v)
        except ValueError:
            opts[k] = v
    res = run(args.games, args.seed, args.players, opts, bots=args.bots)
    print(json.dumps(res, ensure_ascii=False) if args.json else table(res))
    return 0 if res["violations"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
