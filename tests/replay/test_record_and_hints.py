"""A game played to its end in the main window is kept (recent games, statistics); the hint asked for the seat
to act comes from the Hard bot off the GUI thread and can be followed; hints are off when the players agreed,
and say so for a game without a sampler of hidden cards."""

from __future__ import annotations

import random
from pathlib import Path

from desktop.controller.replay import RecentGames, Replay
from desktop.controller.session import SeatConfig
from desktop.controller.stats import Stats
from desktop.games import rules_for

GOLDEN = Path(__file__).resolve().parents[1] / "fixtures" / "golden"


def _comp(win):
    return win.companion


def test_a_game_played_to_the_end_is_recorded_once(win, qtbot):
    ctl = win.ctl
    ctl.open(GOLDEN / "jupai_advanced_4p_running_s16.json")
    ctl.seats = [SeatConfig("Ann"), SeatConfig("Bo", "bot", "hard"), SeatConfig("Cy", "bot", "easy"),
                 SeatConfig("Di", "bot", "easy")]
    ctl.auto_bots = False
    rng = random.Random(2)
    while not ctl.is_over():
        seat = ctl.to_act()
        legal = [a for a in ctl.legal(seat) if not getattr(a, "gesture", False)] or ctl.legal(seat)
        assert ctl.submit(rng.choice(legal))
    entries = RecentGames().entries()
    assert len(entries) == 1 and entries[0].players == ["Ann", "Bo", "Cy", "Di"]
    r = Replay.load(entries[0].path, rules_for)
    assert r.final.hash() == ctl.state.hash() and r.over()
    s = Stats().summary("jupai", "advanced")
    assert s.games == 1
    assert {lv.level for lv in s.levels} == {"hard", "easy"}
    assert _comp(win).a_replay_this.isEnabled()
    rw = _comp(win).replay_this()
    assert rw.replay.length == len(ctl.match.actions)
    rw.close()


def test_a_finished_game_opened_from_a_file_is_not_recorded(win, qtbot):
    win.ctl.open(GOLDEN / "jupai_basic_4p_s1.json")
    assert win.ctl.is_over()
    assert RecentGames().entries() == [] and Stats().summary().games == 0


def _start(win, game="jupai", info=None, players=4):
    seats = [SeatConfig("Ann")] + [SeatConfig(f"Bot{k}", "bot", "easy") for k in range(1, players)]
    win.ctl.auto_bots = False
    win.ctl.new_game(game, seats, {}, 7, info=info)


def _to_human_decision(win):
    ctl = win.ctl
    rng = random.Random(1)
    while True:
        seat = ctl.to_act()
        if seat == 0 and len(ctl.legal(0)) > 1 and ctl.my_turn_seat() == 0:
            return
        legal = [a for a in ctl.legal(seat) if not getattr(a, "gesture", False)] or ctl.legal(seat)
        ctl.submit(rng.choice(legal))


def test_a_hint_is_asked_shown_and_followed(win, qtbot):
    _start(win)
    _to_human_decision(win)
    win.ctl.bot_budget = 0.3
    panel = _comp(win).hints
    before = len(win.ctl.match.actions)
    assert _comp(win).ask_hint()
    assert panel.isVisible() and "Thinking" in panel.status.text()
    qtbot.waitUntil(lambda: bool(panel.rows), timeout=20_000)
    assert 1 <= len(panel.advice) <= 3
    for a in panel.advice:
        assert a.action in win.ctl.legal(0)
        assert panel.chance_text(a) and panel.reason_text(a) and "{" not in panel.reason_text(a)
    panel.show_move(panel.advice[0])
    h = win.ctl.hint(panel.advice[0].action)
    if h.get("zone") in win.scene.zones:
        assert win.scene.zones[h["zone"]].mode == "legal"
    best = panel.advice[0]
    assert panel.play(best)
    assert len(win.ctl.match.actions) == before + 1 and win.ctl.match.actions[before] == best.action
    assert "ask again" in panel.status.text() and not panel.rows


def test_no_hints_when_the_players_agreed_or_the_game_has_no_sampler(win, qtbot):
    _start(win, info={"hints": False})
    _to_human_decision(win)
    assert not _comp(win).ask_hint()
    assert "agreed" in _comp(win).hints.status.text()
    _start(win, "sandbox", players=2)  # the free table has no sampler of hidden cards (三国智 has one now)
    assert not _comp(win).ask_hint()
    assert "not available for this game yet" in _comp(win).hints.status.text()


def test_the_new_game_dialog_offers_no_hints(app, qtbot):
    from desktop.ui.newgame import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert "hints" not in dlg.result_info()
    dlg.no_hints.setChecked(True)
    assert dlg.result_info()["hints"] is False


def test_show_rings_the_move_and_the_ring_goes_once_the_table_moves(win, qtbot):
    _start(win)
    _to_human_decision(win)
    win.ctl.bot_budget = 0.2
    panel = _comp(win).hints
    panel.ask()
    qtbot.waitUntil(lambda: bool(panel.rows), timeout=20_000)
    best = panel.advice[0]
    panel.show_move(best)
    card = win.ctl.hint(best.action).get("card")
    if card:
        assert win.scene.focus_card is not None and win.scene.focus_card.card == card
    panel.play(best)
    assert win.scene.focus_card is None and not any(it.focused for it in win.scene.cards)
