"""Bot seats on the table: the real bots think on a worker, the table stays responsive, undo and a new game
cancel a thinking bot at once, each bot move's reason reaches the log in the current language."""


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
    """A 5 ms timer counting its ticks while a bot thinks: the event loop runs during the search.
    (How long its longest stall is — a wall-clock figure — is a row of bench/bot_latency.py.)"""

    def __init__(self, ctl):
        self.ctl = ctl
        self.while_thinking = 0
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self):
        if self.ctl.bots.busy():
            self.while_thinking += 1

    def stop(self) -> int:
        self.timer.stop()
        return self.while_thinking


def test_hard_bots_think_off_the_gui_thread_and_tell_their_reasons(win, qtbot):
    ctl = _start(win)
    ctl.bot_budget = 0.3
    assert ctl.to_act() == 0
    n_log = len(win.log.entries)
    ticker = _Ticker(ctl)
    assert ctl.submit(Act(0, "7H", 1, "none"))  # attack Bo: Bo (Hard) answers, then Cy and Di take turns
    qtbot.waitUntil(lambda: ctl.is_over() or (ctl.to_act() == 0 and not ctl.bot_thinking()), timeout=30000)
    assert ticker.stop() >= 2, "the event loop did not run while the Hard bots searched"
    reasons = [line for line in win.log.plain_lines()[n_log:] if "(Hard bot)" in line]
    assert reasons, win.log.plain_lines()[n_log:]
    # reasons in plain words (issue 14 item 4): Hard says what it expects, never how many playouts it ran
    assert not any("playout" in line for line in reasons), reasons
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
    win.a_undo.trigger()
    assert ctl.state.hash() == start
    assert not ctl.bot_thinking()
    assert ctl.bots.pool.waitForDone(10_000)  # the cancelled search ends (its latency: bench/bot_latency.py)
    assert not win.scene.spinner.isVisible()
    qtbot.wait(50)
    assert ctl.state.hash() == start and not ctl.match.actions  # the cancelled answer never lands


def test_new_game_and_quit_cancel_a_thinking_bot(win, qtbot):
    ctl = _start(win)
    ctl.bot_budget = 30.0
    assert ctl.submit(Act(0, "7H", 1, "none"))
    _wait_thinking(qtbot, ctl, 1)
    ctl.auto_bots = False
    ctl.new_game("jupai", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "hard"), SeatConfig("Cy", "bot"),
                           SeatConfig("Di", "bot")], {}, 9)
    assert ctl.bots.pool.waitForDone(10_000)
    assert not ctl.match.actions
    # Quit while a bot thinks: shutdown cancels it and returns at once.
    ctl2 = _start(win)
    ctl2.bot_budget = 30.0
    assert ctl2.submit(Act(0, "7H", 1, "none"))
    _wait_thinking(qtbot, ctl2, 1)
    win.close()
    assert ctl2.bots.pool.activeThreadCount() == 0  # shutdown waited for the cancelled search to end


def test_presentation_delay_holds_a_bot_move_back_without_blocking(win, qtbot):
    ctl = _start(win, level="easy")
    ctl.bot_delay_ms = 600_000  # ten minutes: the decided move certainly waits for the delay
    assert ctl.submit(Act(0, "7H", 1, "none"))
    n = len(ctl.match.actions)
    qtbot.waitUntil(lambda: ctl._presenting is not None, timeout=10_000)  # decided, held back
    assert ctl._present_timer.isActive() and len(ctl.match.actions) == n  # a timer holds it, no sleep …
    qtbot.wait(20)  # … so the event loop keeps running meanwhile
    assert len(ctl.match.actions) == n
    ctl._present_timer.start(0)  # the delay is over
    qtbot.waitUntil(lambda: len(ctl.match.actions) > n, timeout=10_000)
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
