"""No game can hang (issue 18 item 3, the controller's side): bots that bring the same table back again and
again are stopped with a translated message and a log line; a person's moves never trip the guard."""

from desktop.controller import SeatConfig
from desktop.controller import game as game_mod
from desktop.core.progress import RepetitionGuard


def _looping_decider(level, rules, seed=0):
    """A broken bot: pauses and resumes for ever (the table after Resume is the table before Pause)."""
    def fn(view, legal, budget=None, cancel=None):
        kinds = {a.kind: a for a in legal}
        a = kinds.get("Resume") or kinds.get("Pause") or legal[0]
        return a, "", {}
    return fn


def test_bots_going_round_in_circles_are_stopped(win, qtbot, monkeypatch):
    monkeypatch.setattr(game_mod, "decider", _looping_decider)
    ctl = win.ctl
    messages = []
    ctl.stalled.connect(messages.append)
    ctl.new_game("jupai", [SeatConfig(f"B{k}", "bot") for k in range(4)], {}, 3)
    qtbot.waitUntil(lambda: ctl.is_stalled, timeout=10000)
    n = len(ctl.match.actions)
    qtbot.wait(200)
    assert len(ctl.match.actions) == n  # the bots stay stopped
    assert not ctl.bot_thinking()
    assert messages and "stuck" in messages[0]
    assert any("stuck" in line for line in win.log.plain_lines())
    assert win.stall_box.isVisible() and "stuck" in win.notice.text()
    assert n <= 2 * 3  # pause, resume, pause, resume, …: the third visit of a table stops it


def test_a_person_pausing_and_resuming_is_not_stuck(win, qtbot):
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("jupai", [SeatConfig("Ann"), SeatConfig("Bo")], {}, 3)
    seat = ctl.to_act()
    for _ in range(5):
        pause = next(a for a in ctl.legal(seat) if a.kind == "Pause")
        assert ctl.submit(pause)
        assert ctl.submit(next(a for a in ctl.legal(seat) if a.kind == "Resume"))
    assert not ctl.is_stalled


def test_guard_counts_repeats_and_idle_runs():
    g = RepetitionGuard(limit=3, idle=4)
    assert not any(g.step(h) for h in "abcdef")
    assert not g.step("a") and g.step("a")  # third time
    g.reset()
    seq = ["x", "y", "z", "w", "x", "y", "z"]
    assert [g.step(h) for h in seq] == [False] * 6 + [False]
    assert g.step("w")  # four moves in a row to tables seen before


def test_simulate_counts_a_stuck_game_as_a_failure(monkeypatch):
    from desktop.bots import simulate

    class Looper:
        def choose(self, rules, view, legal, budget, rng, cancel=None):
            from types import SimpleNamespace
            kinds = {a.kind: a for a in legal}
            return SimpleNamespace(action=kinds.get("Resume") or kinds.get("Pause") or legal[0], reason="", args={})

    monkeypatch.setattr(simulate, "make_bot", lambda name: Looper())
    res = simulate.run_games("jupai", 4, 2, 1, ["random"] * 4, {}, check=False)
    assert res["violations"] == 2
    assert all("stuck" in v for v in res["violation_examples"])
