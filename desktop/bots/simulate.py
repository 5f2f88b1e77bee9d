"""``paizhuo simulate``: headless games between bots, invariants checked after every action."""

from __future__ import annotations

import json
import random
import sys
import time
from collections import Counter, defaultdict
from typing import Any

from ..core.invariants import data_leaks, event_leaks, public_cards, shown_by, view_leaks
from ..core.rules import new_game_options
from ..core.progress import RepetitionGuard
from ..core.zones import seat_label
from ..games import GameLoadError, rules_for, spec_for
from . import make_bot

MAX_ACTIONS = 20000


def run_games(game: str, players: int, games: int, seed: int, bots: list[str], options: dict,
              rotate: bool = False, budget: float | None = None, check: bool = True, progress=None,
              keep_times: bool = False, clock=time.perf_counter) -> dict:
    """Headless games between bots; ``keep_times`` also returns every decision time per bot (``times``).

    ``clock`` times the decisions and Hard's budget: wall time by default; ``time.process_time`` measures the
    work itself on shared cores (bench/bots.py ``--clock cpu``)."""
    rules = rules_for(game)
    # Beyond the zones, the leak checks a rule set declares it passes (``view_checks``): "data" — nothing else in
    # a view (chain items, combat, effects …) names a card the viewer may not see; "events" — no event names a
    # card that was not public before or after the action (desktop/core/invariants.py).
    deep = getattr(rules, "view_checks", ())
    revealed = getattr(rules, "revealed_by", None)  # the cards an action showed everyone on the way (else shown_by)
    looked = getattr(rules, "looked_at", None)  # hidden cards a seat is shown beyond the zones (a search's choices)
    bot_objs = {name: make_bot(name) for name in set(bots)}
    for b in bot_objs.values():
        if hasattr(b, "clock"):
            b.clock = clock
    places: list[Counter[int]] = [Counter() for _ in range(players)]
    per_bot: defaultdict[str, dict[str, Any]] = defaultdict(lambda: {"games": 0, "wins": 0, "place_sum": 0, "times": []})
    wins = [0] * players
    violations: list[str] = []
    total_actions = rounds = 0
    think = 0.0
    decisions = 0
    for g in range(games):
        lineup = bots[g % players:] + bots[:g % players] if rotate else list(bots)
        st = rules.new_game([f"{lineup[s]}-{s + 1}" for s in range(players)], new_game_options(rules, options), seed + g)
        rng = random.Random(seed * 1_000_003 + g)
        guard = RepetitionGuard()  # no game can hang: the same table again and again is a failure
        ids = set(st.where)  # every card of the table (events may name only public ones: event_leaks)
        n = 0
        while not rules.is_over(st):
            s = rules.to_act(st)
            if s is None:
                violations.append(f"game {g}: nobody to act in phase {st.data.get('phase')}")
                break
            public = public_cards(st) if check and "events" in deep else set()  # (outside the timed decision)
            t0 = clock()
            legal = rules.legal_actions(st, s)
            if not legal:
                violations.append(f"game {g}: seat {s + 1} must act but has no legal action")
                break
            view = rules.view_for(st, s)
            choice = bot_objs[lineup[s]].choose(rules, view, legal, budget if budget is not None else 1.0, rng)
            events = rules.apply(st, choice.action)
            dt = clock() - t0
            think += dt
            decisions += 1
            per_bot[lineup[s]]["times"].append(dt)
            n += 1
            if check:
                # Issue 18: no view (its zones and everything else in it — chain items, combat, effects …) and no
                # event names a card its reader may not see; a leak is a violation like any other.
                problems = rules.check_invariants(st)
                for seat in range(players):
                    seen = rules.view_for(st, seat)
                    problems += view_leaks(st, seen.zones, seat, looked(st, seat) if looked is not None else ())
                    if "data" in deep:
                        problems += data_leaks(st, seen, seat)
                if "events" in deep:
                    events = events or []
                    shown = revealed(events) if revealed is not None else shown_by(events)
                    problems += event_leaks(events, public, public_cards(st), ids, shown)
                if problems:
                    violations.append(f"game {g} action {n}: {problems[0]}")
                    break
            if guard.step(st.hash()):
                violations.append(f"game {g}: stuck after {n} actions (the same table {guard.worst} times, "
                                  f"no progress)")
                break
            if n > MAX_ACTIONS:
                violations.append(f"game {g}: no end after {MAX_ACTIONS} actions")
                break
        total_actions += n
        rounds += int(st.data.get("round_no") or st.data.get("turn_no") or 0)
        ranking = rules.ranking(st) if rules.is_over(st) else []
        for place, group in enumerate(ranking, 1):
            for s in group:
                places[s][place] += 1
                per_bot[lineup[s]]["place_sum"] += place
        for s in range(players):
            per_bot[lineup[s]]["games"] += 1
        if ranking:
            for s in ranking[0]:
                wins[s] += 1
                per_bot[lineup[s]]["wins"] += 1
        if progress:
            progress(g + 1, games)
    bots_out = {}
    for name, b in per_bot.items():
        ts = sorted(b["times"]) or [0.0]
        bots_out[name] = {"seat_games": b["games"], "wins": b["wins"],
                          "win_rate": b["wins"] / b["games"] if b["games"] else 0.0,
                          "mean_place": b["place_sum"] / b["games"] if b["games"] else 0.0,
                          "decision_median_s": ts[len(ts) // 2], "decision_p95_s": ts[int(len(ts) * 0.95)],
                          "decision_max_s": ts[-1]}
        if keep_times:
            bots_out[name]["times"] = b["times"]
    return {
        "game": game, "players": players, "games": games, "seed": seed, "bots": bots, "rotate": rotate,
        "options": options, "wins": wins,
        "places": [{str(k): v for k, v in sorted(c.items())} for c in places],
        "mean_rounds": rounds / games if games else 0.0,
        "mean_actions": total_actions / games if games else 0.0,
        "decisions": decisions,
        "decisions_per_s": decisions / think if think else 0.0,
        "violations": len(violations), "violation_examples": violations[:10],
        "per_bot": bots_out,
    }


def _bar(done: int, total: int) -> None:
    width = 30
    k = done * width // total
    sys.stderr.write(f"\r[{'#' * k}{'.' * (width - k)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def format_tables(res: dict) -> str:
    lines = [f"{res['game']}: {res['games']} games, {res['players']} players, seed {res['seed']}, "
             f"bots {','.join(res['bots'])}{' (rotating)' if res['rotate'] else ''}", ""]
    nplaces = res["players"]
    head = "seat  " + " ".join(f"{'#' + str(p):>6}" for p in range(1, nplaces + 1)) + "   wins"
    lines += [head, "-" * len(head)]
    for s, pl in enumerate(res["places"]):
        lines.append(f"{seat_label(s):<5} " + " ".join(f"{pl.get(str(p), 0):>6}" for p in range(1, nplaces + 1))
                     + f" {res['wins'][s]:>6}")
    lines += ["", f"{'bot':<8} {'win rate':>9} {'mean place':>11} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}"]
    for name, b in sorted(res["per_bot"].items()):
        lines.append(f"{name:<8} {b['win_rate']:>9.1%} {b['mean_place']:>11.2f} {b['decision_median_s'] * 1e3:>10.2f}"
                     f" {b['decision_p95_s'] * 1e3:>8.2f} {b['decision_max_s'] * 1e3:>8.2f}")
    lines += ["",
              f"{'mean rounds per game':<28}{res['mean_rounds']:>10.2f}",
              f"{'mean actions per game':<28}{res['mean_actions']:>10.1f}",
              f"{'decisions per second':<28}{res['decisions_per_s']:>10.0f}",
              f"{'invariant violations':<28}{res['violations']:>10}"]
    for v in res["violation_examples"]:
        lines.append("  " + v)
    return "\n".join(lines)


def main(args) -> int:
    from ..core.options import parse_option_pairs
    try:
        options = parse_option_pairs(args.option)
    except ValueError as exc:
        print(f"paizhuo simulate: {exc}", file=sys.stderr)
        return 2
    bots = args.bots.split(",")
    if len(bots) == 1:
        bots = bots * args.players
    if len(bots) != args.players:
        print(f"paizhuo simulate: --bots needs one entry per seat ({args.players})", file=sys.stderr)
        return 2
    try:
        for b in set(bots):
            make_bot(b)
        rules_for(args.game)
    except KeyError as exc:
        print(f"paizhuo simulate: unknown game or bot {exc}", file=sys.stderr)
        return 2
    except GameLoadError as exc:
        print(f"paizhuo simulate: {exc}", file=sys.stderr)
        return 2
    hooks = spec_for(args.game).get_cli()
    if hooks is not None and hooks.simulate_options is not None:
        hooks.simulate_options(args, options)  # the game's own flags (GameSpec.cli)
    try:
        res = run_games(args.game, args.players, args.games, args.seed, bots, options, args.rotate, args.budget,
                        progress=_bar if sys.stderr.isatty() or not args.json else None)
    except ValueError as exc:
        print(f"paizhuo simulate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(res, ensure_ascii=False))
    else:
        print(format_tables(res))
    return 0 if res["violations"] == 0 else 1
