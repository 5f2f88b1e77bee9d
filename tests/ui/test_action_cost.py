"""One action on the GUI thread stays cheap: the autosave (compact, cached pieces, written by a worker,
complete and valid after every action), views once per state, no re-fit when the action bar changes."""

import json
import random

from desktop.controller import GameController, SeatConfig
from desktop.controller.autosave import AutosaveWriter
from desktop.controller.bots import playing_moves
from desktop.core.persistence import autosave_path, load_match, match_to_dict, read_json_limited
from desktop.games import rules_for


def _play(ctl, n, seed=1):
    rng = random.Random(seed)
    for _ in range(n):
        actor = ctl.to_act()
        legal = ctl.legal(actor) if actor is not None else []
        if not legal:
            break
        assert ctl.submit(rng.choice(playing_moves(legal)))


def _same_as_save_match(ctl):
    ctl.flush_autosave()
    doc = read_json_limited(autosave_path())
    assert doc == json.loads(json.dumps(match_to_dict(ctl.match, ctl.meta()), ensure_ascii=False))
    assert "\n" not in autosave_path().read_text(encoding="utf-8")  # compact: no indent
    assert load_match(autosave_path(), rules_for).state.hash() == ctl.state.hash()


def test_autosave_is_the_full_save_after_every_action_and_after_undo(app):
    ctl = GameController()
    ctl.auto_bots = False
    ctl.new_game("jupai", [SeatConfig("A"), SeatConfig("B", "bot"), SeatConfig("C", "bot")], {}, 5)
    _same_as_save_match(ctl)
    for _ in range(6):
        _play(ctl, 3, seed=len(ctl.match.actions))
        _same_as_save_match(ctl)
    while ctl.can_undo() and len(ctl.match.actions) > 3:
        ctl.undo()
    _same_as_save_match(ctl)
    _play(ctl, 4, seed=99)
    _same_as_save_match(ctl)
    ctl.shutdown()


def test_autosave_of_sanguozhi_loads_back(app):
    ctl = GameController()
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("A"), SeatConfig("B", "bot")], {}, 3)
    _play(ctl, 40, seed=3)
    _same_as_save_match(ctl)
    ctl.shutdown()


def test_writer_keeps_order_and_flush_waits(tmp_path):
    w = AutosaveWriter()
    path = tmp_path / "a.json"
    for k in range(200):
        w.write(path, json.dumps({"k": k}))
    w.flush()
    assert json.loads(path.read_text()) == {"k": 199}  # the newest text is the one on disk
    assert 1 <= w.writes <= 200
    assert not list(tmp_path.glob(".a.json.*"))  # no temp file left behind


def test_views_and_known_cards_once_per_state(app, monkeypatch):
    ctl = GameController(autosave=False)
    ctl.auto_bots = False
    ctl.new_game("jupai", [SeatConfig("A"), SeatConfig("B", "bot"), SeatConfig("C", "bot"),
                           SeatConfig("D", "bot")], {}, 2)
    _play(ctl, 5)
    calls = []
    real = ctl.rules.view_for
    monkeypatch.setattr(ctl.rules, "view_for", lambda st, seat: calls.append(seat) or real(st, seat))
    _play(ctl, 1, seed=7)
    assert len(calls) == len(set(calls)) <= 4  # each seat's view once for the new state
    assert ctl.view() is ctl.view()
    ctl.shutdown()


def test_action_bar_does_not_resize_the_table(win, qtbot):
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("jupai", [SeatConfig("A"), SeatConfig("B", "bot"), SeatConfig("C", "bot")], {}, 4)
    qtbot.wait(10)
    sizes = set()
    for k in range(12):
        _play(ctl, 1, seed=k)
        qtbot.wait(1)
        sizes.add((win.view.viewport().width(), win.view.viewport().height()))
    assert len(sizes) == 1
