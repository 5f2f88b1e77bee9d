"""Bot latency rows (the wall-clock figures the tests no longer assert): how fast a cancelled Hard search
returns, how closely Hard keeps its budget, and the longest event-loop stall while Hard bots think.

    python bench/bot_latency.py            # a table; run on a quiet machine
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop.bots import make_bot  # noqa: E402
from desktop.bots.levels import make  # noqa: E402
from desktop.games import rules_for  # noqa: E402

R = rules_for("jupai")


def a_turn(seed: int = 3):
    rng = random.Random(seed)
    st = R.new_game(["a", "b", "c", "d"], {}, seed)
    n = make_bot("normal")
    while st.data["phase"] != "turn":
        s = R.to_act(st)
        R.apply(st, n.choose(R, R.view_for(st, s), R.legal_actions(st, s), 1.0, rng).action)
    s = R.to_act(st)
    return R.view_for(st, s), R.legal_actions(st, s)


def cancel_latency(runs: int = 5) -> list[float]:
    """Seconds from a cancel (set by another thread 0.2 s into a 30 s search) to Hard's answer."""
    view, legal = a_turn()
    out = []
    for k in range(runs):
        ev = threading.Event()
        set_at: list[float] = []
        threading.Timer(0.2, lambda: (set_at.append(time.perf_counter()), ev.set())).start()
        make("hard").choose(R, view, legal, 30.0, random.Random(k), cancel=ev)
        out.append(time.perf_counter() - set_at[0])
    return out


def budget_overshoot(budget: float = 0.3, runs: int = 5) -> list[float]:
    view, legal = a_turn()
    out = []
    for k in range(runs):
        t0 = time.perf_counter()
        make("hard").choose(R, view, legal, budget, random.Random(k))
        out.append(time.perf_counter() - t0 - budget)
    return out


def loop_stall(budget: float = 0.3) -> float:
    """The longest gap (ms) between ticks of a 5 ms timer while three Hard bots answer one move."""
    from PySide6.QtCore import QTimer
    from desktop.controller import GameController, SeatConfig
    from desktop.games.jupai.actions import Act
    from desktop.ui.app import setup_app
    app = setup_app(["bench"])
    ctl = GameController(autosave=False)
    st = R.scenario_state({"players": 4, "setup": {"round_card": "8C", "actor": "P1", "zones": {
        "P1.hand": ["2H", "7H", "KH"], "P2.hand": ["3S", "9S", "QS"], "P3.hand": ["4D", "10D", "JD"],
        "P4.hand": ["5C", "8S", "AC"]}}})  # the attack of tests/ui/test_bots.py
    ctl.bot_budget = budget
    ctl.start_from_state(st, [SeatConfig("Ann"), SeatConfig("Bo", "bot", "hard"), SeatConfig("Cy", "bot", "hard"),
                              SeatConfig("Di", "bot", "hard")])
    gaps, last = [], [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        last[0] = now
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    ctl.submit(Act(0, "7H", 1, "none"))
    end = time.perf_counter() + 30
    while time.perf_counter() < end and not (ctl.is_over() or (ctl.to_act() == 0 and not ctl.bot_thinking())):
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    ctl.shutdown()
    return max(gaps) if gaps else 0.0


def main() -> int:
    c, b = cancel_latency(), budget_overshoot()
    stall = loop_stall()
    print(f"{'figure':<44}{'median':>10}{'max':>10}")
    print("-" * 64)
    print(f"{'Hard: cancel → answer (s)':<44}{statistics.median(c):>10.3f}{max(c):>10.3f}")
    print(f"{'Hard: time past a 0.3 s budget (s)':<44}{statistics.median(b):>10.3f}{max(b):>10.3f}")
    print(f"{'GUI: longest event-loop stall, 3 Hard (ms)':<44}{'':>10}{stall:>10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
