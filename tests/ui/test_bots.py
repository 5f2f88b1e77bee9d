"""Bot seats on the table: the real bots think on a worker, the table stays responsive, undo and a new game
cancel a thinking bot at once, each bot move's reason reaches the log in the current language."""

import time

from PySide6.QtCore import QTimer

from desktop.controller import SeatConfig
from desktop.core.scenario import seat_index  # noqa: F401 - scenario names in the specs below
from desktop.games import rules_for
from desktop.games.jupai.actions import Act

# An attack round (round card 8♣) with the human P1 to act and three cards in every hand.
ATTACK = {
    "players": 4,
    "setup": {
        "round_card": "8C",
        "zones": {
            "P1.hand": ["2H", "7H", "KH"], "P2.hand": ["3S", "9S", "QS"],
            "P3.hand": ["4D", "10D", "JD"], "P4.hand": ["5C", "8S", "AC"],
        },
        "actor": "P1",
    },
}


def _start(win, level="hard", spec=ATTACK):
    st = rules_for("jupai").scenario_state(spec)
    seats = [SeatConfig("Ann")] + [SeatConfig(n, "bot", level) for n in ("Bo", "Cy", "Di")]
    win.ctl.auto_bots = True
    win.ctl.bot_delay_ms = 0
    win.ctl.start_from_state(st, seats)
    return win.ctl


class _Ticker:
    """A 5 ms timer: the longest gap between its ticks is the longest event-loop stall."""

    def __init__(self):
        self.gaps: list[float] = []
        self.last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self):
        now = time.perf_counter()
        self.gaps.append((now - self.last) * 1000)
        self.last = now

    def stop(self) -> float:
        self.timer.stop()
        return max(self.gaps) if self.gaps else 0.0


def test_hard_bots_think_off_the_gui_thread_and_tell_their_reasons(win, qtbot):
    ctl = _start(win)
    ctl.bot_budget = 0.3
    assert ctl.to_act() == 0
    n_log = len(win.log.entries)
    ticker = _Ticker()
    assert ctl.submit(Act(0, "7H", 1, "none"))  # attack Bo: Bo (Hard) answers, then Cy and Di take turns
    qtbot.waitUntil(lambda: ctl.is_over() or (ctl.to_act() == 0 and not ctl.bot_thinking()), timeout=30000)
    stall = ticker.stop()
    assert len(ticker.gaps) > 20
    assert stall < 400, f"the event loop stalled {stall:.0f} ms while Hard bots thought"  # generous: shared CPU
    reasons = [line for line in win.log.plain_lines()[n_log:] if "(Hard bot)" in line]
    assert reasons, win.log.plain_lines()[n_log:]
    assert any("playouts" in line or "only sensible" in line for line in reasons)
    # The log re-tells the reasons in the current language.
    win.set_language("zh_CN")
    assert any("困难" in line for line in win.log.plain_lines()[n_log:])
    win.set_language("en")


def _wait_thinking(qtbot, ctl, seat):
    qtbot.waitUntil(lambda: ctl.thinking_seat() == seat and ctl.bots.busy(), timeout=5000)


def test_undo_cancels_a_thinking_bot_at_once(win, qtbot):
    ctl = _start(win)
    ctl.bot_budget = 30.0  # would think ~28 s unless cancelled
    start = ctl.state.hash()
    assert ctl.submit(Act(0, "7H", 1, "none"))
    _wait_thinking(qtbot, ctl, 1)
    assert win.scene.spinner is not None and win.scene.spinner.isVisible()
    t = time.perf_counter()
    win.a_undo.trigger()
    assert ctl.state.hash() == start
    assert not ctl.bot_thinking()
    assert ctl.bots.pool.waitForDone(5000)
    assert time.perf_counter() - t < 5.0
    assert not win.scene.spinner.isVisible()
    qtbot.wait(50)
    assert ctl.state.hash() == start and not ctl.match.actions  # the cancelled answer never lands


def test_new_game_and_quit_cancel_a_thinking_bot(win, qtbot):
    ctl = _start(win)
    ctl.bot_budget = 30.0
    assert ctl.submit(Act(0, "7H", 1, "none"))
    _wait_thinking(qtbot, ctl, 1)
    t = time.perf_counter()
    ctl.auto_bots = False
    ctl.new_game("jupai", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "hard"), SeatConfig("Cy", "bot"),
                           SeatConfig("Di", "bot")], {}, 9)
    assert ctl.bots.pool.waitForDone(5000)
    assert time.perf_counter() - t < 5.0
    assert not ctl.match.actions
    # Quit while a bot thinks: shutdown cancels it and returns at once.
    ctl2 = _start(win)
    ctl2.bot_budget = 30.0
    assert ctl2.submit(Act(0, "7H", 1, "none"))
    _wait_thinking(qtbot, ctl2, 1)
    t = time.perf_counter()
    win.close()
    assert ctl2.bots.pool.activeThreadCount() == 0
    assert time.perf_counter() - t < 5.0


def test_presentation_delay_holds_a_bot_move_back_without_blocking(win, qtbot):
    ctl = _start(win, level="easy")
    ctl.bot_delay_ms = 400
    assert ctl.submit(Act(0, "7H", 1, "none"))
    n = len(ctl.match.actions)
    t = time.perf_counter()
    qtbot.waitUntil(lambda: len(ctl.match.actions) > n, timeout=5000)
    assert time.perf_counter() - t >= 0.3  # shown no sooner than the delay, with a timer (the loop kept running)
    ctl.bot_delay_ms = 0


def test_new_game_dialog_offers_bot_levels(win, qtbot):
    from desktop.ui.newgame import NewGameDialog
    dlg = NewGameDialog(win)
    qtbot.addWidget(dlg)
    assert [dlg.seat_levels[1].itemData(k) for k in range(dlg.seat_levels[1].count())] == \
        ["random", "easy", "normal", "hard"]
    assert dlg.seat_levels[1].currentData() == "normal"
    assert not dlg.seat_levels[0].isEnabled()  # seat 1 is a human
    dlg.seat_levels[2].setCurrentIndex(3)
    seats = dlg.result_seats()
    assert (seats[0].kind, seats[1].bot, seats[2].bot) == ("human", "normal", "hard")
