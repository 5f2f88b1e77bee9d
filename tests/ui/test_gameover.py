"""Issue 15, defect 8: a game-over dialog — ranking with burdens / 粮草, the tie-breaks in words, the game's
length, Rematch (same seats, new seed), New game, Save replay."""

import json

from PySide6.QtWidgets import QDialog

from desktop.controller import SeatConfig


def _finish(win, qtbot, game="jupai", seats=None, options=None, seed=3):
    ctl = win.ctl
    ctl.bot_delay_ms = 0
    seats = seats or [SeatConfig(f"B{k}", "bot", "random") for k in range(4)]
    with qtbot.waitSignal(ctl.gameOver, timeout=240000):  # generous: the machine may be busy
        ctl.new_game(game, seats, dict(options or {}), seed)
    return ctl


def test_the_dialog_ranks_with_burdens_tie_breaks_and_length(win, qtbot):
    ctl = _finish(win, qtbot)
    dlg = win.gameover_dialog
    assert dlg.isVisible()
    text = dlg.text.toPlainText()
    for s in ctl.seats:
        assert s.name in text
    assert "burden" in text and "Length:" in text and "move" in text
    assert "How the places were decided" in text and "§6.4" in text
    rk = ctl.rules.ranking(ctl.state)
    assert dlg.headline.text().startswith(ctl.name(rk[0][0]))


def test_rematch_keeps_seats_and_rules_with_a_new_seed(win, qtbot):
    ctl = _finish(win, qtbot, options={"mode": "advanced", "round_cards": 3})
    old = ctl.match
    seats = [s.to_dict() for s in ctl.seats]
    ctl.auto_bots = False
    assert win.gameover_dialog.rematch()
    assert ctl.match is not old and not ctl.is_over()
    assert [s.to_dict() for s in ctl.seats] == seats
    assert ctl.state.options == old.initial.options
    assert ctl.match.initial.hash() != old.initial.hash()
    assert not win.gameover_dialog.isVisible()


def test_save_replay_and_new_game(win, qtbot, tmp_path, monkeypatch):
    ctl = _finish(win, qtbot)
    path = tmp_path / "replay.json"
    assert win.gameover_dialog.save_replay(str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert len(doc["actions"]) == len(ctl.match.actions) and doc["meta"]["log"]
    from desktop.ui.newgame import NewGameDialog
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(self) or QDialog.Rejected)
    win.gameover_dialog.new_game()
    assert opened


def test_sanguozhi_ranking_shows_provisions(win, qtbot):
    # seed 11: a random game of 455 actions (the default seed 3 plays 1,068, drawn on the table one by one)
    _finish(win, qtbot, "sanguozhi", [SeatConfig("A", "bot", "random"), SeatConfig("B", "bot", "random")], seed=11)
    text = win.gameover_dialog.text.toPlainText()
    assert "Provisions" in text


def test_undoing_the_end_closes_the_dialog(win, qtbot):
    ctl = win.ctl
    ctl.bot_delay_ms = 0
    seats = [SeatConfig("Ann")] + [SeatConfig(f"B{k}", "bot", "random") for k in range(3)]
    ctl.new_game("sandbox", [SeatConfig("Ann")], {}, 7)
    assert seats  # (the free table has no end; the dialog's close on undo is checked through _changed)
    win._game_over([[0]])
    assert win.gameover_dialog.isVisible()
    ctl.changed.emit([])
    assert not win.gameover_dialog.isVisible()
