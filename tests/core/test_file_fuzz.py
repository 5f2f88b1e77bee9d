"""Fuzz tests of the file readers (issue 18 item 7): seeded one-change mutations of saves of every game and of
deck files (tests/core/file_mutations.py, the same as bench/fuzz_files.py uses), plus hypothesis over the JSON
layer. Nothing may raise but the clear refusal; every file is handled within a time guard and a memory bound;
a save that loads can be saved, reloaded and played on.

The default run is a few hundred files; ``PAIZHUO_FUZZ_SLOW=1`` runs the big one (``@pytest.mark.slow``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import tracemalloc
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from desktop.core import files
from desktop.core.errors import FileRefused, SaveError
from desktop.core.persistence import load_match, match_to_dict
from desktop.core.rules import Match
from desktop.games import rules_for
from desktop.games.sanguozhi.deckcheck import main as deck_check

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
_spec = importlib.util.spec_from_file_location("file_mutations", HERE / "file_mutations.py")
mut = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mut)

GUARD_SECONDS = 60          # a hang detector, not a speed test: no file may take anywhere near this
MEMORY_BOUND = 64 * 2 ** 20  # traced peak per file
SLOW = pytest.mark.skipif(not os.environ.get("PAIZHUO_FUZZ_SLOW"), reason="set PAIZHUO_FUZZ_SLOW=1 for the big run")


def guard(what: str):
    return mut.guard(what, GUARD_SECONDS)


def base_docs() -> list[dict]:
    docs = []
    for game, options in (("jupai", {}), ("jupai", {"mode": "advanced"}), ("sanguozhi", {}), ("sandbox", {})):
        rules = rules_for(game)
        for k, moves in enumerate((0, 8, 30)):
            rng = random.Random(k)
            m = Match.new(rules, ["Ann", "Bo"], dict(options), 5 + k)
            for _ in range(moves):
                if rules.is_over(m.state):
                    break
                m.play(rng.choice(rules.legal_actions(m.state, rules.to_act(m.state))))
            docs.append(json.loads(json.dumps(match_to_dict(m))))
    return docs


def play_on(match, rng: random.Random, tmp: Path) -> None:
    """What the table does next with a loaded save: save, reload, play a few moves, view every seat."""
    rules = match.rules
    again = tmp / "again.json"
    again.write_text(json.dumps(match_to_dict(match), ensure_ascii=False, allow_nan=False), encoding="utf-8")
    assert load_match(again, rules_for).state.hash() == match.state.hash()
    for _ in range(10):
        if rules.is_over(match.state):
            break
        for seat in range(len(match.state.seats)):
            rules.view_for(match.state, seat)
        match.play(rng.choice(rules.legal_actions(match.state, rules.to_act(match.state))))
    assert rules.check_invariants(match.state) == []


def fuzz_saves(n: int, seed: int, tmp: Path) -> dict:
    rng = random.Random(seed)
    bases = base_docs()
    seen = {"refused": 0, "accepted": 0}
    path = tmp / "save.json"
    for i in range(n):
        doc, what = mut.mutate_doc(bases[i % len(bases)], rng)
        if rng.random() < 0.25:
            doc.pop("state_hash", None)
        path.write_text(mut.dumps(doc), encoding="ascii")
        measure = i % 10 == 0
        if measure:
            tracemalloc.start()
        try:
            with guard(what):
                try:
                    match = load_match(path, rules_for)
                except SaveError as exc:
                    assert "save.json" in str(exc) and "Error(" not in str(exc), (what, str(exc))
                    seen["refused"] += 1
                    continue
                play_on(match, rng, tmp)
                seen["accepted"] += 1
        finally:
            if measure:
                peak = tracemalloc.get_traced_memory()[1]
                tracemalloc.stop()
                assert peak < MEMORY_BOUND, (what, peak)
    return seen


def fuzz_decks(n: int, seed: int, tmp: Path, capsys) -> dict:
    rng = random.Random(seed)
    folder = ROOT / "resources" / "decks" / "sanguozhi"
    bases = sorted(p for p in folder.iterdir() if p.suffix in (".txt", ".json"))
    seen = {"refused": 0, "accepted": 0}
    for i in range(n):
        base = bases[i % len(bases)]
        text = base.read_text(encoding="utf-8")
        data, what = (mut.mutate_deck_json(json.loads(text), rng) if base.suffix == ".json"
                      else mut.mutate_deck_text(text, rng))
        path = tmp / f"deck{base.suffix}"
        path.write_bytes(data)
        tracemalloc.start()
        try:
            with guard(what):
                code = deck_check(SimpleNamespace(files=[str(path)]))
        finally:
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
        out = capsys.readouterr().out
        assert peak < MEMORY_BOUND, (what, peak)
        assert len(out) < 4000 and "Error(" not in out, (what, out[:300])
        if what.endswith("UTF-8 BOM"):
            assert code == 0, (what, out)
        seen["refused" if code else "accepted"] += 1
    return seen


def test_mutated_saves(tmp_path):
    seen = fuzz_saves(240, 18, tmp_path)
    assert seen["refused"] > 150 and seen["accepted"] > 0, seen  # both outcomes are exercised


def test_mutated_deck_files(tmp_path, capsys):
    seen = fuzz_decks(120, 18, tmp_path, capsys)
    assert seen["refused"] > 40 and seen["accepted"] > 10, seen


@pytest.mark.slow
@SLOW
def test_mutated_saves_big(tmp_path):
    fuzz_saves(4200, 1, tmp_path)


@pytest.mark.slow
@SLOW
def test_mutated_deck_files_big(tmp_path, capsys):
    fuzz_decks(800, 1, tmp_path, capsys)


# -- hypothesis over the JSON layer: any text, any JSON value, the save schema --------------------------------

_scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(2 ** 70), max_value=2 ** 70),
                     st.floats(allow_nan=False, allow_infinity=False),
                     st.text(alphabet=st.characters(codec=None), max_size=8), st.just("\ud800"))
_json = st.recursive(_scalars, lambda kids: st.one_of(st.lists(kids, max_size=4),
                                                      st.dictionaries(st.text(max_size=4), kids, max_size=4)),
                     max_leaves=30)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=200))
def test_any_text_parses_or_is_refused(text):
    try:
        files.parse_json(text, "t.json")
    except FileRefused as exc:
        assert str(exc).startswith("t.json")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=_json)
def test_any_json_value_fits_the_save_schema_or_is_refused_with_a_place(value):
    text = json.dumps({"format": "paizhuo-save", "schema": 1, "game": "jupai", "initial": value,
                       "actions": [value], "state_hash": "0" * 64})
    try:
        doc = files.parse_json(text, "s.json")
        files.validate(doc, files.schema_validator("desktop.core", "save_schema.json"), "s.json")
    except FileRefused as exc:
        assert str(exc).startswith("s.json") and ("$" in str(exc) or "JSON" in str(exc)), str(exc)
