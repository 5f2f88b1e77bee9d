"""Table benchmark, one run, printed as a table (offscreen).

    python bench/table.py

* frame time of the full 4-seat 劇牌 table during a repaint, and while 20 cards
  animate, against a bare QGraphicsScene holding the same number of plain
  pixmap items (target: ≤ 1.25× the bare baseline);
* start-up time to the first painted table, in a fresh process (target ≤ 1 s);
* the longest event-loop stall while a bot seat is thinking (target ≤ 50 ms).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FRAMES = 60
SIZE = (1600, 1000)


def _frame_times(view, step=None, frames=FRAMES) -> float:
    """Median ms of painting the whole viewport (after ``step(k)`` moved things, if given)."""
    vp = view.viewport()
    times = []
    for k in range(frames + 5):
        if step is not None:
            step(k)
        t = time.perf_counter()
        vp.grab()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times[5:])


def bench_frames():
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QGraphicsView

    from desktop.ui import cardart
    from desktop.ui.screenshot import build_window
    app, win = build_window("jupai", 4, 1, 20, "zh_CN", SIZE)
    win.show()
    app.processEvents()
    win.view.fit()
    view = win.view
    cards = [c for c in win.scene.cards if c.isVisible()]
    n = len(win.scene.cards)
    table_repaint = _frame_times(view)

    movers = cards[:20]
    homes = [QPointF(c.home) for c in movers]

    def animate_table(k):
        for i, c in enumerate(movers):
            c.setPos(homes[i] + QPointF((k % 30) * 6, (k % 20) * 4))
    table_anim = _frame_times(view, animate_table)
    for c, h in zip(movers, homes):
        c.setPos(h)

    # The bare baseline: the same number of plain pixmap items, same view size and update mode.
    scene = QGraphicsScene()
    scene.setSceneRect(win.scene.sceneRect())
    scene.setBackgroundBrush(win.scene.backgroundBrush())
    scale = win.scene.render_scale
    items = []
    for c in win.scene.cards:
        pm = cardart.pixmap(c.card if c.shows_face() else None, 72, 100, scale)
        it = QGraphicsPixmapItem(pm)
        it.setPos(c.pos())
        it.setVisible(c.isVisible())
        scene.addItem(it)
        items.append(it)
    bare = QGraphicsView(scene)
    bare.setViewportUpdateMode(QGraphicsView.BoundingRectViewportUpdate)
    bare.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    bare.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    bare.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    bare.resize(view.size())
    bare.show()
    app.processEvents()
    bare.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)
    bare_repaint = _frame_times(bare)
    bmovers = [it for it in items if it.isVisible()][:20]
    bhomes = [QPointF(it.pos()) for it in bmovers]

    def animate_bare(k):
        for i, it in enumerate(bmovers):
            it.setPos(bhomes[i] + QPointF((k % 30) * 6, (k % 20) * 4))
    bare_anim = _frame_times(bare, animate_bare)
    win.ctl.shutdown()
    return n, table_repaint, table_anim, bare_repaint, bare_anim


STARTUP = r"""
import os, sys, time
t0 = time.perf_counter()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, {root!r})
from desktop.ui.screenshot import build_window
app, win = build_window("jupai", 4, 1, 0, "zh_CN", (1600, 1000))
win.show()
app.processEvents()
img = win.grab()
print(time.perf_counter() - t0)
"""


def bench_startup() -> tuple[float, float]:
    """(seconds from process start to the first painted table, of which in Python after the interpreter)."""
    t = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", STARTUP.format(root=str(ROOT))], capture_output=True, text=True,
                         check=True)
    total = time.perf_counter() - t
    return total, float(out.stdout.strip().splitlines()[-1])


def bench_stall(think_s: float = 0.6) -> tuple[float, int]:
    """Longest gap (ms) between 5 ms timer ticks while a bot seat thinks for ``think_s`` seconds."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.controller import GameController, SeatConfig
    app = QApplication.instance()
    ctl = GameController(autosave=False)
    ctl.auto_bots = False
    ctl.new_game("jupai", [SeatConfig("H")] + [SeatConfig(f"B{k}", "bot") for k in range(3)], {}, 4)
    # Play until a bot seat must act, then let it think (pure-Python busy work that holds the GIL).
    import random
    rng = random.Random(1)
    while ctl.to_act() is not None and ctl.is_human(ctl.to_act()):
        ctl.submit(rng.choice(ctl.legal(ctl.to_act())))
    ctl.bots.think_delay = think_s
    ctl.auto_bots = True
    gaps = []
    last = [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        last[0] = now
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    loop = QEventLoop()
    ctl.changed.connect(lambda _e: loop.quit())
    QTimer.singleShot(int(think_s * 1000 * 4), loop.quit)
    timer.start()
    last[0] = time.perf_counter()
    ctl._start_bot()
    loop.exec()
    timer.stop()
    ctl.shutdown()
    app.processEvents()
    return max(gaps) if gaps else float("nan"), len(gaps)


def main() -> int:
    n, tr, ta, br, ba = bench_frames()
    total, inproc = bench_startup()
    stall, ticks = bench_stall()
    rows = [
        ("repaint, full 4-seat table", f"{tr:.2f} ms", f"{br:.2f} ms", f"{tr / br:.2f}×", "≤ 1.25×"),
        ("20 cards animating (per frame)", f"{ta:.2f} ms", f"{ba:.2f} ms", f"{ta / ba:.2f}×", "≤ 1.25×"),
        ("first painted table (fresh process)", f"{total * 1000:.0f} ms", "", f"in-process {inproc * 1000:.0f} ms",
         "≤ 1000 ms"),
        ("longest event-loop stall, bot thinking", f"{stall:.1f} ms", "", f"{ticks} ticks of 5 ms", "≤ 50 ms"),
    ]
    head = ("measure", "paizhuo", f"bare Qt ({n} pixmap items)", "ratio / note", "target")
    widths = [max(len(str(r[i])) for r in rows + [head]) for i in range(5)]
    line = "  ".join("{:<%d}" % w for w in widths)
    print(f"bench/table.py — offscreen, {SIZE[0]}×{SIZE[1]}, {FRAMES} frames, medians")
    print(line.format(*head))
    print(line.format(*("-" * w for w in widths)))
    for r in rows:
        print(line.format(*r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
