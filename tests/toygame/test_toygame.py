"""The toy game is played through the controller, the table (offscreen), simulate and a scenario file —
registered from its own folder only (``register()`` in-process, ``PAIZHUO_GAMES`` in a child process)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import games
from desktop.core.rules import Rules

from .spec import SPEC

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


@pytest.fixture
def toy():
    games.register(SPEC)
    yield SPEC
    games.unregister(SPEC.name)


def test_the_registry_finds_it_and_its_rules_keep_the_protocol(toy):
    assert games.spec_for("highcard") is SPEC
    assert "highcard" in games.available()
    assert isinstance(games.rules_for("highcard"), Rules)


def test_played_through_the_controller(toy, qapp):
    from desktop.controller import GameController, SeatConfig
    ctl = GameController(autosave=False)
    ctl.auto_bots = False
    ctl.new_game("highcard", [SeatConfig("A"), SeatConfig("B")], {}, 3)
    refusals = []
    ctl.refused.connect(refusals.append)
    card = ctl.state.zones["P2.hand"].cards[0]
    assert not ctl.submit(ctl.rules.candidates(ctl.state, 1)[0])  # not B's turn
    assert refusals and "[high card §1]" in refusals[-1]
    mine = ctl.state.zones["P1.hand"].cards[0]
    assert "P1.play" in ctl.drag_targets(0, mine)
    assert "§1" in ctl.explain_drop(0, card, "P1.play")  # not her card: the rule says why
    while not ctl.is_over():
        seat = ctl.to_act()
        assert ctl.submit(ctl.legal(seat)[0])
    assert sum(ctl.state.data["tricks"]) == 3
    assert ctl.can_undo()  # back to the last reveal
    ctl.shutdown()


def test_played_on_the_table_offscreen(toy, qapp):
    from desktop.ui.screenshot import build_window
    app, win = build_window("highcard", 2, 5, 0, "en", (900, 640))
    scene = win.scene
    assert type(scene.plugin).__name__ == "HighCardTable"
    assert {"P1.hand", "P1.play", "P2.play", "table.draw"} <= set(scene.zones)
    mine = win.ctl.state.zones["P1.hand"].cards[0]
    assert not scene.drop_card(mine, "P2.play")  # not her play spot
    assert scene.last_refusal
    assert scene.drop_card(mine, "P1.play")
    assert win.ctl.state.where[mine] == "P1.play"
    assert "tricks 0" in scene.panels[0].detail  # the plug-in's words on the seat panel
    assert win.banner.text() == "Bob to act"
    img = win.grab().toImage()
    assert img.width() > 0 and len({img.pixel(x, y) for x in range(0, img.width(), 40) for y in range(0, img.height(), 40)}) > 3
    win.ctl.shutdown()
    win.close()


def test_simulate_in_process(toy, capsys):
    from desktop.__main__ import main
    assert main(["simulate", "--game", "highcard", "--players", "3", "--games", "20", "--bots", "easy", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["game"] == "highcard" and res["violations"] == 0 and sum(res["wins"]) >= 20


def _child(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PAIZHUO_GAMES="tests.toygame.spec:SPEC", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_scenario_file_and_simulate_in_a_child_process_found_through_the_environment():
    out = _child("scenario", str(HERE / "scenario.json"))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "1 passed" in out.stdout or "PASS" in out.stdout.upper()
    out = _child("simulate", "--game", "highcard", "--players", "2", "--games", "5", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["games"] == 5


@pytest.fixture
def scratch_registry(monkeypatch):
    """A test may register games, even broken ones: the registry's tables are copies for the test and the
    originals come back after it (a broken game's load error left behind made every later ``specs()`` raise
    it — an order-dependent failure)."""
    games.specs(strict=False)  # load the real sources first, into the tables that are kept
    for name in ("_specs", "_errors", "_registered", "_rules"):
        monkeypatch.setattr(games, name, dict(getattr(games, name)))


def test_a_broken_game_fails_loudly(scratch_registry):
    from desktop.core.spec import GameSpec
    broken = GameSpec(name="brokengame", display_name="Broken", rules="tests.toygame.no_such_module:Rules")
    games.register(broken)
    with pytest.raises(games.GameLoadError) as err:
        games.rules_for("brokengame")
    assert "brokengame" in str(err.value) and "no_such_module" in str(err.value)
    with pytest.raises(KeyError):
        games.rules_for("no-game-of-that-name")


def test_unregister_forgets_a_broken_games_load_error(scratch_registry):
    from desktop.core.spec import GameSpec
    games.register(GameSpec(name="brokengame2", display_name="Broken", rules="tests.toygame.no_such_module:Rules"))
    with pytest.raises(games.GameLoadError):
        games.rules_for("brokengame2")
    assert "brokengame2" in games.load_errors()
    games.unregister("brokengame2")
    assert "brokengame2" not in games.load_errors()
    games.specs()  # strict: nothing left to raise


def test_a_broken_game_leaves_nothing_behind():
    # after test_a_broken_game_fails_loudly (file order): the registry is as it was
    assert "brokengame" not in games.load_errors()
    games.specs()  # strict: raises if a load error was left behind
