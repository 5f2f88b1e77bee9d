"""How often the table asks a human: decisions per game, passes among them, prompts with one legal answer.

    python bench/human_decisions.py [--game sanguozhi] [--games 20] [--bot normal] [--seed 1] [--json]

Seat 1 is a human driven through the ``GameController`` (the same object the window uses: its stops and
automatic answers, if it has any, apply); a bot of level ``--bot`` answers each time the controller asks
that seat (``humanToAct``).  Seat 2 is a bot of the same level.  A *decision* is one time the human is
asked; a *pass* is one the human answered with ``Pass``; *one legal answer* counts the asks whose legal
actions (leaving out gestures such as Concede) were exactly one.  The same script runs on an older
checkout (``PYTHONPATH=that/checkout python bench/human_decisions.py``) for before/after figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

if "PYTHONPATH" not in os.environ:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from desktop.controller import GameController, SeatConfig  # noqa: E402
from desktop.controller.bots import decider  # noqa: E402


def play(game: str, level: str, seed: int, limit: int = 6000) -> dict:
    ctl = GameController(autosave=False)
    ctl.auto_bots = False  # the bot seat is driven here, synchronously
    asked = {"decisions": 0, "passes": 0, "one_answer": 0, "only_pass": 0}
    pending: list[int] = []
    ctl.humanToAct.connect(pending.append)
    ctl.new_game(game, [SeatConfig("Human"), SeatConfig("Bot", "bot", level)], {}, seed)
    steps = 0
    while not ctl.is_over() and steps < limit:
        steps += 1
        actor = ctl.to_act()
        if actor is None:
            break
        legal = ctl.legal(actor)
        if not legal:
            break
        view = ctl.rules.view_for(ctl.state, actor)
        fn = decider(level, ctl.rules, seed * 100_003 + steps)
        action = fn(view, legal, 0.05)[0]
        if ctl.is_human(actor):
            if pending:
                pending.clear()
                real = [a for a in legal if not getattr(a, "gesture", False)]
                asked["decisions"] += 1
                asked["passes"] += type(action).__name__ == "Pass"
                asked["one_answer"] += len(real) == 1
                asked["only_pass"] += len(real) == 1 and type(real[0]).__name__ == "Pass"
        if not ctl.submit(action):
            ctl.submit(legal[0])
    asked["actions"] = len(ctl.match.actions)
    asked["over"] = ctl.is_over()
    ctl.shutdown()
    return asked


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="sanguozhi")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--bot", default="normal")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    QCoreApplication.instance() or QCoreApplication([])
    rows = [play(a.game, a.bot, a.seed + g) for g in range(a.games)]
    keys = ("decisions", "passes", "one_answer", "only_pass", "actions")
    mean = {k: statistics.mean(r[k] for r in rows) for k in keys}
    if a.json:
        print(json.dumps({"games": a.games, "bot": a.bot, "mean": mean, "finished": sum(r["over"] for r in rows)}))
        return 0
    print(f"{a.games} games of {a.game}, a {a.bot} bot answering for the human seat and playing the other")
    print(f"{'per game (mean)':28} value")
    names = {"decisions": "decisions asked of the human", "passes": "… answered with Pass",
             "one_answer": "… with one legal answer", "only_pass": "… whose one answer was Pass",
             "actions": "actions in the game (all seats)"}
    for k in keys:
        print(f"{names[k]:34} {mean[k]:8.1f}")
    print(f"finished games: {sum(r['over'] for r in rows)} of {a.games}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
