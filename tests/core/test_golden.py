"""Golden games recorded before later engine changes (tests/fixtures/make_golden.py): every file still loads
as a save, every recorded action is still offered by legal_actions and accepted, and the state hash after
every 25 actions and at the end is the recorded one (same seeds + same actions = same state)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.core.actions import action_from_dict
from desktop.core.persistence import load_match
from desktop.core.rules import Match
from desktop.core.state import GameState
from desktop.games import rules_for

GOLDEN = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "golden").glob("*.json"))


def test_there_are_golden_games_of_both_games():
    names = {p.name.split("_")[0] for p in GOLDEN}
    assert {"jupai", "sanguozhi"} <= names, names
    assert len(GOLDEN) >= 20


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_game_replays_to_the_recorded_hashes(path: Path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    gold = doc["meta"]["golden"]
    rules = rules_for(doc["game"])
    # Same seed, same table: the initial state is what new_game gives today.
    fresh = rules.new_game([f"P{s + 1}" for s in range(gold["players"])], dict(gold["options"]), gold["seed"])
    assert fresh.hash() == GameState.from_dict(doc["initial"]).hash()
    match = Match(rules, GameState.from_dict(doc["initial"]))
    for k, ad in enumerate(doc["actions"], start=1):
        action = action_from_dict(ad, doc["game"])
        seat = rules.to_act(match.state)
        assert action.seat == seat, (k, action, seat)
        assert action in rules.legal_actions(match.state, action.seat), (k, action)
        match.play(action)
        want = gold["checkpoints"].get(str(k))
        if want is not None:
            assert match.state.hash() == want, f"state after move {k} differs"
    assert match.state.hash() == doc["state_hash"]
    assert rules.is_over(match.state) == gold["over"]


@pytest.mark.parametrize("path", GOLDEN[::4], ids=[p.stem for p in GOLDEN[::4]])
def test_golden_game_opens_as_a_save(path: Path):
    match = load_match(path, rules_for)
    assert match.state.hash() == json.loads(path.read_text(encoding="utf-8"))["state_hash"]
