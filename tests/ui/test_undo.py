"""Issue 15, defect 4: undo you can trust against bots — back to the human's last decision (the bots do not
replay into the same position), redo kept until a different move, the log marks what was undone and shows
only what stands, the log is saved and comes back, the resume offer names game, mode, round and time."""

import json
import random

import pytest

from desktop.controller import GameController, SeatConfig
from desktop.controller.bots import playing_moves
from desktop.controller.logbook import Redone, Undone
from desktop.core.persistence import autosave_path, read_json_limited

SEATS = [SeatConfig("Ann")] + [SeatConfig(n, "bot", "random") for n in ("Bo", "Cy", "Di")]


def _settle(qtbot, ctl, ms=3000):
    """Let the bots play until a human is to act or the game is over."""
    qtbot.waitUntil(lambda: ctl.is_over() or (ctl.to_act() is not None and ctl.is_human(ctl.to_act())
                                              and not ctl.bot_thinking()), timeout=ms)


def _play_to_undoable(qtbot, ctl, rng, limit=200):
    """Human moves (random) until the human's last decision can be undone with bot moves after it."""
    for _ in range(limit):
        _settle(qtbot, ctl)
        assert not ctl.is_over()
        if ctl.can_undo():
            t = ctl._undo_target()
            if any(not ctl.is_human(a.seat) for a in ctl.match.actions[t:]):
                return
        ctl.submit(rng.choice(playing_moves(ctl.legal(0))))
    raise AssertionError("no undoable human decision followed by bot moves")


@pytest.mark.parametrize("game, players", [("jupai", 4), ("sanguozhi", 2)])
def test_undo_against_bots_goes_back_to_the_human_and_stays(win, qtbot, game, players):
    ctl = win.ctl
    ctl.new_game(game, SEATS[:players], {}, 5)
    _play_to_undoable(qtbot, ctl, random.Random(3))
    target = ctl._undo_target()
    before_lines = None
    # the log's lines up to the human's decision, as they stood then
    stood = [b for b in ctl.logbook.batches if b[0] <= target]
    before_lines = [line for line in _lines(win, stood)]
    n_before = len(ctl.match.actions)
    win.a_undo.trigger()
    assert len(ctl.match.actions) == target < n_before
    assert ctl.to_act() == 0 and ctl.my_turn_seat() == 0
    # the bots do not replay into the same position: nothing moves while the human thinks
    qtbot.wait(300)
    assert len(ctl.match.actions) == target
    assert not ctl.bot_thinking()
    # the log shows what stands and one mark of what was undone
    lines = win.log.plain_lines()
    assert lines[:len(before_lines)] == before_lines
    assert len(lines) == len(before_lines) + 1 and "Undone" in lines[-1], lines[len(before_lines):]
    assert isinstance(ctl.logbook.batches[-1][1][0], Undone)
    # redo makes the same moves again
    assert ctl.can_redo()
    win.a_redo.trigger()
    assert len(ctl.match.actions) == n_before
    assert isinstance(ctl.logbook.batches[-1][1][0], Redone)
    assert "Redone" in win.log.plain_lines()[-1]


def _lines(win, batches):
    from desktop.ui.logpanel import LogPanel
    p = LogPanel()
    p.clear_log(win.log.names, win.log.naming)
    p.load(batches)
    return p.plain_lines()


def test_undo_twice_reaches_earlier_decisions_and_the_log_keeps_one_mark(win, qtbot):
    ctl = win.ctl
    ctl.auto_bots = False
    seats = [SeatConfig("Ann"), SeatConfig("Bo")]
    ctl.new_game("sandbox", seats, {}, 7)  # hot-seat free table: every move may be taken back
    from desktop.games.sandbox.rules import Deal
    from desktop.core.actions import MoveCard
    assert ctl.submit(Deal(0, 3))
    cards = ctl.state.zones["P1.hand"].cards[:2]
    assert ctl.submit(MoveCard(0, cards[0], "table.discard"))
    assert ctl.submit(MoveCard(0, cards[1], "table.discard"))
    assert ctl.undo() and ctl.undo()
    assert len(ctl.match.actions) == 1
    marks = [ev for _m, evs in ctl.logbook.batches for ev in evs if isinstance(ev, Undone)]
    assert len(marks) == 1  # the first mark belonged to a move the second undo took back too
    assert not any("table.discard" in line or "Discard pile" in line for line in win.log.plain_lines())


def test_redo_is_kept_for_the_same_move_and_dropped_for_another(win, qtbot):
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sandbox", [SeatConfig("Ann")], {}, 7)
    from desktop.games.sandbox.rules import Deal
    from desktop.core.actions import MoveCard
    assert ctl.submit(Deal(0, 3))
    a, b = ctl.state.zones["P1.hand"].cards[:2]
    m1, m2 = MoveCard(0, a, "table.discard"), MoveCard(0, b, "table.discard")
    assert ctl.submit(m1) and ctl.submit(m2)
    assert ctl.undo() and ctl.undo()
    assert ctl.submit(m1)          # the same move as the next undone one: redo still offers the other
    assert ctl.can_redo()
    assert ctl.redo()
    assert ctl.match.actions[-1] == m2
    assert ctl.undo() and ctl.undo()
    assert ctl.submit(MoveCard(0, b, "table.spot1"))  # another move: the undone ones are gone
    assert not ctl.can_redo()


def test_the_log_is_saved_and_comes_back_on_open_and_resume(win, qtbot, tmp_path):
    ctl = win.ctl
    ctl.new_game("jupai", SEATS, {}, 5)
    rng = random.Random(4)
    for _ in range(6):
        _settle(qtbot, ctl)
        ctl.submit(rng.choice(playing_moves(ctl.legal(0))))
    _settle(qtbot, ctl)
    lines = win.log.plain_lines()
    assert len(lines) > 10
    path = tmp_path / "g.json"
    assert ctl.save(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["meta"]["log"] and doc["meta"]["summary"]["round"] >= 1
    ctl.flush_autosave()
    auto = read_json_limited(autosave_path())
    assert auto["meta"]["log"] == doc["meta"]["log"]  # the autosave's cached text is the same document
    assert win.open_file(str(path))
    assert win.log.plain_lines() == lines
    other = GameController(autosave=False)
    try:
        other.resume_autosave()
        assert [list(b[1]) for b in other.logbook.batches] == [list(b[1]) for b in ctl.logbook.batches]
    finally:
        other.shutdown()


def test_a_forged_log_is_dropped_entry_by_entry_never_the_game(win, tmp_path):
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sandbox", [SeatConfig("Ann")], {}, 7)
    from desktop.games.sandbox.rules import Deal
    assert ctl.submit(Deal(0, 3))
    path = tmp_path / "g.json"
    assert ctl.save(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    good = doc["meta"]["log"][0]
    doc["meta"]["log"] = [good, "junk", [1, [{"kind": "Message", "text": 5}]],
                          [1, [{"kind": "TurnStarted", "seat": "zero"}, {"kind": "Nope"}]], [99, [good[1][0]]]]
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert win.open_file(str(path))
    assert len(ctl.logbook.batches) == 1


def test_resume_offer_names_game_mode_round_and_time(win, qtbot):
    from desktop.ui.app import resume_question
    ctl = win.ctl
    ctl.new_game("jupai", SEATS, {"mode": "advanced"}, 5)
    _settle(qtbot, ctl)
    for _ in range(3):
        ctl.submit(playing_moves(ctl.legal(0))[0])
        _settle(qtbot, ctl)
    ctl.flush_autosave()
    summary = ctl.autosave_summary()
    assert summary["game"] == "jupai" and summary["mode"] == "advanced" and summary["round"] >= 1
    text = resume_question(summary)
    assert "劇牌" in text and "Advanced" in text and f"round {summary['round']}" in text
    assert "Ann" in text and "Bo (Random bot)" in text
    import time
    assert time.strftime("%Y") in text
