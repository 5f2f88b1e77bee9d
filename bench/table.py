"""Table benchmark, printed as a table (offscreen).

    python bench/table.py [--rounds 5] [--frames 60] [--starts 5] [--skip-stall]

* frame time of the full 4-seat 劇牌 table during a repaint, and while 20 cards
  animate, against a bare QGraphicsScene (target: ≤ 1.25× the bare baseline).
  The baseline is honest: the same viewport size and scale, the same number of
  visible pixmap items at the same places showing the same card pictures, the
  same render hints and update mode, and a felt background cached by the view
  as the table's is.  Frames of the two are measured interleaved (so a busy
  machine slows both alike), as wall time and as the GUI thread's CPU time;
  each round gives a median, the table prints the median of the rounds;
* start-up to the first painted table, in a fresh process (target ≤ 1 s):
  from just before the process is spawned to the end of the first paint (the
  interpreter's exit is not counted); compiled bytecode is kept in a temporary
  PYTHONPYCACHEPREFIX, as an installed program has it;
* the longest event-loop stall while Hard bots think (1 s budget each; 劇牌 and 三国智), timed
  with a 5 ms QTimer (target ≤ 50 ms);
* one action applied, on the GUI thread: ``controller.submit`` plus the events it
  posts (scene sync, panels, banner, action bar, log, autosave hand-over, the
  repaint of the shown window), as GUI-thread CPU time, in a mid-game 4-seat 劇牌
  (moves 10–40, seed 3) and 2-seat 三国智 (moves 150–180, seed 3), one human seat,
  animation speed 2, autosave on (targets ≤ 20 ms and ≤ 30 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SIZE = (1600, 1000)


def _timed_grab(view) -> tuple[float, float]:
    vp = view.viewport()
    c, t = time.thread_time(), time.perf_counter()
    vp.grab()
    return (time.perf_counter() - t) * 1000, (time.thread_time() - c) * 1000


def _bare_like(win):
    """A bare QGraphicsScene/View with the table's visible cards as plain pixmap items, same size and scale."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QGraphicsView

    from desktop.ui.themes import color
    tv = win.view
    scene = QGraphicsScene()
    scene.setSceneRect(win.scene.sceneRect())
    scene.setBackgroundBrush(color(win.scene.theme, "felt"))
    scene.setItemIndexMethod(QGraphicsScene.NoIndex)
    items = []
    for c in win.scene.cards:
        pm = c.pixmap() if hasattr(c, "pixmap") else c.pix.pixmap()  # (older tables: a pixmap child)
        it = QGraphicsPixmapItem(pm)
        it.setPos(c.pos())
        it.setZValue(c.zValue())
        it.setVisible(c.isVisible())
        scene.addItem(it)
        items.append(it)
    bare = QGraphicsView(scene)
    bare.setViewportUpdateMode(tv.viewportUpdateMode())
    bare.setRenderHints(tv.renderHints())
    bare.setCacheMode(QGraphicsView.CacheBackground)
    bare.setOptimizationFlags(tv.optimizationFlags())
    bare.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    bare.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    bare.setFrameShape(QGraphicsView.NoFrame)
    bare.resize(tv.viewport().size())
    bare.show()
    bare.setTransform(tv.transform())
    bare.centerOn(tv.mapToScene(tv.viewport().rect().center()))
    return bare, scene, items


def bench_frames(rounds: int, frames: int):
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication

    from desktop.ui.screenshot import build_window
    app, win = build_window("jupai", 4, 1, 20, "zh_CN", SIZE)
    win.show()
    for _ in range(3):
        app.processEvents()
    win.view.fit()
    win.scene.finish_animations()
    app.processEvents()
    bare, _scene, items = _bare_like(win)
    app.processEvents()
    assert bare.viewport().size() == win.view.viewport().size()
    assert abs(bare.transform().m11() - win.view.transform().m11()) < 1e-9
    cards = [c for c in win.scene.cards if c.isVisible()]
    n_visible = len(cards)
    movers = cards[:20]
    homes = [QPointF(c.pos()) for c in movers]
    bmovers = [it for it in items if it.isVisible()][:20]
    bhomes = [QPointF(it.pos()) for it in bmovers]

    def offset(k):
        return QPointF((k % 30) * 6, (k % 20) * 4)

    out = {"repaint": ([], [], [], []), "anim": ([], [], [], [])}
    for _r in range(rounds):
        for what in ("repaint", "anim"):
            tw, tc, bw, bc = [], [], [], []
            for k in range(frames + 5):
                if what == "anim":
                    for i, c in enumerate(movers):
                        c.setPos(homes[i] + offset(k))
                w, c = _timed_grab(win.view)
                if what == "anim":
                    for i, it in enumerate(bmovers):
                        it.setPos(bhomes[i] + offset(k))
                w2, c2 = _timed_grab(bare)
                if k >= 5:
                    tw.append(w), tc.append(c), bw.append(w2), bc.append(c2)
            for lst, vals in zip(out[what], (tw, tc, bw, bc)):
                lst.append(statistics.median(vals))
            if what == "anim":
                for c, h in zip(movers, homes):
                    c.setPos(h)
                for it, h in zip(bmovers, bhomes):
                    it.setPos(h)
    win.ctl.shutdown()
    bare.close()
    QApplication.processEvents()
    med = {k: tuple(statistics.median(x) for x in v) for k, v in out.items()}
    ratios = {k: [a / b for a, b in zip(v[0], v[2])] for k, v in out.items()}
    return n_visible, len(items), med, ratios


FLOOR = r"""
import os, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication([])
w = QMainWindow()
w.setCentralWidget(QGraphicsView(QGraphicsScene()))
w.resize(1600, 1000)
w.show()
app.processEvents()
img = w.grab()
print(time.time(), time.process_time())
"""

STARTUP = r"""
import os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, {root!r})
from desktop.ui.screenshot import build_window
app, win = build_window("jupai", 4, 1, 0, "zh_CN", (1600, 1000))
win.show()
app.processEvents()
img = win.grab()
print(time.time(), time.process_time())
"""


def bench_startup(starts: int, code: str | None = None) -> tuple[float, float, list[float]]:
    """Median (ms from spawn to the first painted table, CPU ms of the process until then), all wall times."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "paizhuo-bench-pycache")
    code = code or STARTUP.format(root=str(ROOT))
    subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)  # warm .pyc
    walls, cpus = [], []
    for _ in range(starts):
        t = time.time()
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        done, cpu = (float(x) for x in out.stdout.strip().splitlines()[-1].split())
        walls.append((done - t) * 1000)
        cpus.append(cpu * 1000)
    return statistics.median(walls), statistics.median(cpus), walls


ATTACK = {"players": 4, "setup": {"round_card": "8C", "actor": "P1", "zones": {
    "P1.hand": ["2H", "7H", "KH"], "P2.hand": ["3S", "9S", "QS"],
    "P3.hand": ["4D", "10D", "JD"], "P4.hand": ["5C", "8S", "AC"]}}}


def _quiet_size_hints(_kind, _ctx, msg: str) -> None:
    """The offscreen platform warns at every window-size hint of the bots' turns; the table is the output."""
    if "propagateSizeHints" not in msg:
        print(msg, file=sys.stderr)


def bench_stall(budget: float = 1.0, game: str = "jupai") -> tuple[float, int, int, float]:
    """Longest gap (ms) between 5 ms timer ticks while Hard bots think: in 劇牌 three of them (1 human attacks one
    of them), in 三国智 two Hard bots playing each other from a fresh deal for ``STALL_SECONDS``."""
    from PySide6.QtCore import QEventLoop, QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from desktop.controller import GameController, SeatConfig
    qInstallMessageHandler(_quiet_size_hints)
    from desktop.games import rules_for
    from desktop.games.jupai.actions import Act
    app = QApplication.instance() or QApplication([])
    ctl = GameController(autosave=False)
    ctl.bot_budget = budget
    if game == "jupai":
        st = rules_for("jupai").scenario_state(ATTACK)
        ctl.start_from_state(st, [SeatConfig("H")] + [SeatConfig(f"B{k}", "bot", "hard") for k in range(3)])
    else:
        ctl.new_game(game, [SeatConfig(f"B{k}", "bot", "hard") for k in range(2)], {}, 3)
    gaps: list[float] = []
    last = [time.perf_counter()]
    decisions = [0]

    def tick():
        now = time.perf_counter()
        if ctl.bot_thinking():
            gaps.append((now - last[0]) * 1000)
        last[0] = now
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    loop = QEventLoop()
    ctl.botThinking.connect(lambda _s, on: decisions.__setitem__(0, decisions[0] + (0 if on else 1)))
    ctl.humanToAct.connect(lambda _s: loop.quit())
    ctl.gameOver.connect(lambda _r: loop.quit())
    QTimer.singleShot(int(budget * 1000 * 12) if game == "jupai" else STALL_SECONDS * 1000, loop.quit)
    t0 = time.perf_counter()
    timer.start()
    last[0] = time.perf_counter()
    if game == "jupai":
        ctl.submit(Act(0, "7H", 1, "none"))
    loop.exec()
    timer.stop()
    spent = time.perf_counter() - t0
    ctl.shutdown()
    app.processEvents()
    return (max(gaps) if gaps else float("nan")), len(gaps), decisions[0], spent


STALL_SECONDS = 30  # 三国智: two Hard bots play on from a fresh deal this long


ACTION_GAMES = (("jupai", 4, 10, 20.0), ("sanguozhi", 2, 150, 30.0))  # game, players, moves before, target ms


def bench_action(game: str, players: int, after: int, actions: int = 30, seed: int = 3):
    """GUI-thread CPU ms and wall ms of each of ``actions`` random playing moves: submit + the events it posts
    + repaint (two lists)."""
    import random

    from PySide6.QtWidgets import QApplication

    from desktop.controller.bots import playing_moves
    from desktop.ui.screenshot import build_window
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="paizhuo-bench-")  # the autosave goes there
    app, win = build_window(game, players, seed, after, "zh_CN", SIZE)
    win.scene.speed = 2
    ctl = win.ctl
    ctl.autosave_enabled = True
    ctl._autosave()  # as in a game played from move 0: the save's pieces so far are cached (a resume pays once)
    ctl.flush_autosave()
    win.show()
    for _ in range(3):
        app.processEvents()
    win.view.fit()
    win.scene.finish_animations()
    app.processEvents()
    rng = random.Random(seed)
    out, walls = [], []
    for _ in range(actions):
        actor = ctl.to_act()
        legal = ctl.legal(actor) if actor is not None else []
        if not legal:
            break
        action = rng.choice(playing_moves(legal))
        c, t = time.thread_time(), time.perf_counter()
        ctl.submit(action)
        app.processEvents()
        out.append((time.thread_time() - c) * 1000)
        walls.append((time.perf_counter() - t) * 1000)
        win.scene.finish_animations()
        app.processEvents()
    ctl.shutdown()
    win.close()
    QApplication.processEvents()
    return out, walls


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--frames", type=int, default=60)
    ap.add_argument("--starts", type=int, default=5)
    ap.add_argument("--skip-stall", action="store_true")
    ap.add_argument("--action-runs", type=int, default=3)
    ap.add_argument("--only-actions", action="store_true", help="measure only the per-action cost")
    ap.add_argument("--only-stall", action="store_true", help="measure only the event-loop stalls (both games)")
    args = ap.parse_args(argv)
    if args.only_stall:
        for game, label in (("jupai", "劇牌, 3 Hard bots"), ("sanguozhi", "三国智, 2 Hard bots")):
            stall, ticks, decisions, spent = bench_stall(game=game)
            print(f"longest event-loop stall, {label} thinking: {stall:.1f} ms ({ticks} ticks, {decisions} "
                  f"decisions in {spent:.1f} s, load {os.getloadavg()[0]:.1f}); target ≤ 50 ms")
        return 0
    action_rows = []
    for game, players, after, target in ACTION_GAMES:
        meds, wmeds, worst, n = [], [], 0.0, 0
        for _ in range(args.action_runs):
            ms, wall = bench_action(game, players, after)
            meds.append(statistics.median(ms))
            wmeds.append(statistics.median(wall))
            worst, n = max(worst, max(ms)), n + len(ms)
        name = {"jupai": "劇牌, 4 seats", "sanguozhi": "三国智, 2 seats"}[game]
        action_rows.append((f"apply one action, GUI thread: {name}",
                            f"median {statistics.median(meds):.1f} ms, max {worst:.1f} ms (CPU)",
                            f"wall median {statistics.median(wmeds):.1f} ms",
                            f"{args.action_runs} runs × 30 actions from move {after} (run medians "
                            f"{min(meds):.1f}–{max(meds):.1f} ms)", f"≤ {target:.0f} ms"))
    if args.only_actions:
        for r in action_rows:
            print(" | ".join(r))
        return 0
    nvis, nitems, med, ratios = bench_frames(args.rounds, args.frames)
    start_ms, start_cpu, walls = bench_startup(args.starts)
    floor_ms, floor_cpu, _ = bench_startup(args.starts, FLOOR)
    rows = []
    for key, label in (("repaint", "repaint, full 4-seat table"), ("anim", "20 cards animating (per frame)")):
        tw, tc, bw, bc = med[key]
        rows.append((label, f"{tw:.2f} ms (cpu {tc:.2f})", f"{bw:.2f} ms (cpu {bc:.2f})",
                     f"{statistics.median(ratios[key]):.2f}× (rounds {min(ratios[key]):.2f}–{max(ratios[key]):.2f})",
                     "≤ 1.25×"))
    rows.append(("first painted table (fresh process)", f"{start_ms:.0f} ms (cpu {start_cpu:.0f})",
                 f"{floor_ms:.0f} ms (cpu {floor_cpu:.0f}): empty PySide6 window",
                 f"{args.starts} starts: {min(walls):.0f}–{max(walls):.0f} ms", "≤ 1000 ms"))
    if not args.skip_stall:
        for game, label in (("jupai", "劇牌"), ("sanguozhi", "三国智")):
            stall, ticks, decisions, spent = bench_stall(game=game)
            rows.append((f"longest event-loop stall, {label} Hard bots thinking", f"{stall:.1f} ms", "",
                         f"{ticks} ticks, {decisions} decisions in {spent:.1f} s", "≤ 50 ms"))
    rows += action_rows
    head = ("measure", "paizhuo", f"bare Qt ({nvis} of {nitems} pixmap items shown)", "ratio / note", "target")
    widths = [max(len(str(r[i])) for r in rows + [head]) for i in range(5)]
    line = "  ".join("{:<%d}" % w for w in widths)
    print(f"bench/table.py — offscreen, window {SIZE[0]}×{SIZE[1]}, {args.rounds} rounds × {args.frames} frames "
          f"(medians), {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    print(line.format(*head))
    print(line.format(*("-" * w for w in widths)))
    for r in rows:
        print(line.format(*r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
