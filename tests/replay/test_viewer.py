"""The replay viewer as a player uses it: open a game, step, scrub the timeline, jump, play at a speed, change
eyes, and play from a middle position in the main window with the seats chosen again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from desktop.controller.replay import OPEN, RecentGames, Replay
from desktop.controller.session import SeatConfig
from desktop.games import rules_for
from desktop.ui.replay import RecentGamesDialog, ReplayWindow, SeatsDialog

GOLDEN = Path(__file__).resolve().parents[1] / "fixtures" / "golden"


def _window(qtbot, name="jupai_basic_4p_s1.json"):
    r = Replay.load(GOLDEN / name, rules_for)
    w = ReplayWindow(r)
    w.set_speed("instant")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w, r


def test_stepping_moves_the_table_and_the_log(app, qtbot):
    w, r = _window(qtbot)
    assert w.ctl.pos == 0 and w.ctl.perspective == OPEN  # a finished game opens with every card shown
    st = r.state_at(0)
    assert len(w.scene.cards) == sum(len(z.cards) for z in st.zones.values())  # the table is drawn at once
    w.step_forward()
    assert "last move — P3: Done" in w.where.text()  # the move itself, worded as the table words it
    for _ in range(4):
        w.step_forward()
    assert w.ctl.pos == 5 and w.ctl.state.hash() == r.state_at(5).hash()
    n = len(w.log.entries)
    assert n > 0 and any("Round 1" in line for line in w.log.plain_lines())
    w.step_back()
    w.step_back()
    assert w.ctl.pos == 3 and len(w.log.entries) < n
    w.to_end()
    assert w.ctl.pos == r.length and "Game over" in w.banner.text()
    assert not w.b_here.isEnabled()  # nothing to play on from the end of a finished game
    w.to_start()
    assert w.ctl.pos == 0 and w.log.plain_lines() == []
    w.close()


def test_the_timeline_scrubs_and_the_jump_list_goes_to_a_round(app, qtbot):
    w, r = _window(qtbot)
    tl = w.timeline
    x = int(tl.x_of(r.length // 2))
    qtbot.mouseClick(tl, Qt.LeftButton, pos=QPoint(x, 26))
    assert abs(w.ctl.pos - r.length // 2) <= 1
    assert w.ctl.state.hash() == r.state_at(w.ctl.pos).hash()
    third = next(m for m in r.marks if m.kind == "round" and m.round_no == 3)
    k = w.jump.findData(third.pos)
    w.jump.activated.emit(k)
    assert w.ctl.pos == third.pos and "Round 3" in w.where.text()
    w.next_round()
    assert w.ctl.pos == next(m.pos for m in r.marks if m.kind == "round" and m.round_no == 4)
    w.prev_round()
    assert w.ctl.pos == third.pos
    w.close()


def test_play_runs_to_the_end_at_instant_speed(app, qtbot):
    w, r = _window(qtbot, "jupai_basic_2p_s4.json")
    w.toggle_play()
    assert w.playing()
    qtbot.waitUntil(lambda: w.ctl.pos == r.length and not w.playing(), timeout=10_000)
    assert w.ctl.state.hash() == r.final.hash()
    w.close()


def test_eyes_of_a_seat_hide_what_it_cannot_see(app, qtbot):
    w, r = _window(qtbot)
    w.goto(r.length // 2)
    w.set_perspective(2)
    assert w.ctl.viewer == 2 and w.eyes.currentData() == 2
    hidden = {c.card for c in w.scene.cards if c.card is None}
    assert None in hidden  # some cards are backs for seat 3
    st = r.state_at(w.ctl.pos)
    shown = {c.card for c in w.scene.cards if c.card}
    view = r.rules.view_for(st, 2)
    assert shown <= {c for z in view.zones.values() for c in z.cards if c}
    # the log tells only what seat 3 knew
    secret = {c for z in st.zones.values() for c in z.cards} - {c for z in view.zones.values() for c in z.cards if c}
    text = " ".join(str(e) for e in w.log.entries)
    assert not any(f"'{c}'" in text for c in secret if len(c) > 1)
    w.set_perspective(OPEN)
    assert all(c.card is not None for c in w.scene.cards)
    w.close()


def test_a_running_game_offers_no_open_eyes(app, qtbot):
    w, r = _window(qtbot, "jupai_advanced_4p_running_s16.json")
    assert not r.over() and w.eyes.findData(OPEN) == -1 and w.ctl.perspective == 0
    w.to_end()
    assert "not finished" in w.banner.text() and w.b_here.isEnabled()
    w.close()


def test_play_from_here_asks_the_seats_again(app, qtbot, monkeypatch):
    w, r = _window(qtbot)
    w.goto(10)
    got = []
    w.playFromHere.connect(lambda st, seats: got.append((st, seats)))

    def accept(dlg):
        name, kind, level = dlg.rows[1]
        kind.setCurrentIndex(0)  # seat 2 is a human now
        name.setText("Bo")
        return QDialog.Accepted
    monkeypatch.setattr(SeatsDialog, "exec", accept)
    w.play_from_here()
    (st, seats), = got
    assert st.hash() == r.state_at(10).hash()
    assert seats[1] == SeatConfig("Bo", "human", seats[1].bot)
    w.close()


def test_play_from_here_in_the_main_window_and_the_recent_list(win, qtbot, monkeypatch):
    from desktop.ui.companion import Companion
    comp = win.findChild(Companion)
    assert comp is not None
    r = Replay.load(GOLDEN / "jupai_basic_4p_s2.json", rules_for)
    rw = comp.show_replay(r)
    rw.goto(12)
    monkeypatch.setattr(SeatsDialog, "exec", lambda dlg: QDialog.Accepted)
    rw.play_from_here()
    assert win.ctl.state.hash() == r.state_at(12).hash()
    assert len(win.ctl.match.actions) == 0 and not win.ctl.is_over()
    rw.close()
    # the recent-games list shows the finished games kept in the user data folder
    store = RecentGames()
    played = Replay.load(GOLDEN / "jupai_basic_4p_s3.json", rules_for)
    from desktop.core.rules import Match
    m = Match(played.rules, played.initial)
    for a in played.actions:
        m.play(a)
    store.add(m, {}, ["Ann", "Bo", "Cy", "Di"])
    dlg = RecentGamesDialog(win)
    assert dlg.table.rowCount() == 1 and "Ann" in dlg.table.item(0, 2).text()
    dlg.accept_selected()
    assert dlg.chosen is not None and dlg.chosen.path is not None


def test_the_last_move_is_not_worded_when_it_names_a_card_the_reader_cannot_see(app, qtbot):
    from desktop.core import cards as cardmod
    w, r = _window(qtbot)
    w.set_perspective(2)
    pos = next(k + 1 for k, a in enumerate(r.actions) if a.kind == "Act" and a.seat not in (2,)
               and a.card not in {c for z in r.rules.view_for(r.state_at(k + 1), 2).zones.values() for c in z.cards})
    w.goto(pos)
    act = r.actions[pos - 1]
    assert "moves" in w.where.text() and cardmod.pretty(act.card) not in w.where.text()
    w.set_perspective(OPEN)
    assert cardmod.pretty(act.card) in w.where.text()
    w.close()


def test_a_file_without_seats_offers_one_human_and_bots(app, qtbot, monkeypatch):
    w, r = _window(qtbot)
    assert "seats" not in r.meta  # the golden saves keep no seats
    w.goto(10)
    seen = []

    def accept(dlg):
        seen.append([kd.currentData() for _e, kd, _l in dlg.rows])
        return QDialog.Accepted
    monkeypatch.setattr(SeatsDialog, "exec", accept)
    w.play_from_here()
    assert seen == [["human", "bot", "bot", "bot"]]
    w.close()
