"""Saves: round trip on random mid-game states; damaged and hostile files refused, the good file kept."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from tests.selfplay import self_play
from desktop.core.errors import SaveError
from desktop.core.persistence import MAX_BYTES, atomic_write_text, load_match, match_to_dict, save_match
from desktop.core.rules import Match
from desktop.games import rules_for

RULES = rules_for("jupai")


def random_match(seed: int, steps: int, options=None) -> Match:
    return self_play(RULES, ["Ann", "Bo", "Cy", "Di"], options, seed, steps=steps, match=True).match


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 80))
def test_save_load_round_trip(tmp_path_factory, seed, steps):
    m = random_match(seed, steps)
    path = tmp_path_factory.mktemp("s") / "game.json"
    save_match(m, path)
    back = load_match(path, rules_for)
    assert back.state.hash() == m.state.hash()
    assert back.initial.hash() == m.initial.hash()
    assert [a.to_dict() for a in back.actions] == [a.to_dict() for a in m.actions]


def _good(tmp_path):
    m = random_match(7, 30)
    path = tmp_path / "good.json"
    save_match(m, path)
    return m, path, json.loads(path.read_text(encoding="utf-8"))


def _expect_refused(tmp_path, content, fragment):
    bad = tmp_path / "bad.json"
    if isinstance(content, (dict, list)):
        content = json.dumps(content)
    if isinstance(content, str):
        bad.write_text(content, encoding="utf-8")
    else:
        bad.write_bytes(content)
    before = bad.read_bytes()
    with pytest.raises(SaveError) as exc:
        load_match(bad, rules_for)
    assert fragment in str(exc.value), str(exc.value)
    assert bad.read_bytes() == before  # loading never touches the file


def test_not_json(tmp_path):
    _expect_refused(tmp_path, "this is not json {", "not valid JSON")


def test_truncated(tmp_path):
    _, path, _ = _good(tmp_path)
    text = path.read_text(encoding="utf-8")
    _expect_refused(tmp_path, text[: len(text) // 2], "not valid JSON")


def test_binary_garbage(tmp_path):
    _expect_refused(tmp_path, b"\xff\xfe\x00garbage", "not a text file")


def test_oversized(tmp_path):
    _expect_refused(tmp_path, " " * (MAX_BYTES + 10), "at most")


def test_wrong_format_and_schema(tmp_path):
    _, _, doc = _good(tmp_path)
    _expect_refused(tmp_path, {"hello": 1}, "not a Paizhuo save")
    _expect_refused(tmp_path, {**doc, "schema": 99}, "schema 99")
    _expect_refused(tmp_path, {**doc, "game": "poker"}, "unknown game")


def test_unknown_card(tmp_path):
    _, _, doc = _good(tmp_path)
    zone = next(z for z in doc["initial"]["zones"] if z["cards"])
    zone["cards"][0] = "ZZ"
    _expect_refused(tmp_path, doc, "unknown card")


def test_card_in_two_zones(tmp_path):
    _, _, doc = _good(tmp_path)
    zs = doc["initial"]["zones"]
    hand = next(z for z in zs if z["id"] == "P1.hand")
    other = next(z for z in zs if z["id"] == "P2.hand")
    other["cards"].append(hand["cards"][0])
    _expect_refused(tmp_path, doc, "two places")


def test_forged_move(tmp_path):
    _, _, doc = _good(tmp_path)
    doc["actions"].append({"kind": "Concede", "seat": 9})
    _expect_refused(tmp_path, doc, "breaks the rules")
    doc["actions"][-1] = {"kind": "Exec", "seat": 0, "code": "import os"}
    _expect_refused(tmp_path, doc, "malformed")


def test_tampered_result(tmp_path):
    _, _, doc = _good(tmp_path)
    doc["state_hash"] = "0" * 64
    _expect_refused(tmp_path, doc, "damaged")


def test_hostile_nesting_and_types(tmp_path):
    _expect_refused(tmp_path, "[" * 100000 + "]" * 100000, "bad.json")  # refused, naming the file
    _, _, doc = _good(tmp_path)
    _expect_refused(tmp_path, {**doc, "initial": {"zones": "x"}}, "malformed")
    _expect_refused(tmp_path, {**doc, "actions": "rm -rf"}, "action list")
    _expect_refused(tmp_path, '{"format": "paizhuo-save", "schema": NaN}', "not valid JSON")


def test_good_file_survives_failed_write(tmp_path, monkeypatch):
    m, path, _ = _good(tmp_path)
    before = path.read_bytes()

    def boom(*_a, **_k):
        raise OSError("disk full")
    import desktop.core.persistence as p
    monkeypatch.setattr(p.os, "fsync", boom)
    with pytest.raises(OSError):
        atomic_write_text(path, "partial")
    assert path.read_bytes() == before
    assert not [f for f in path.parent.iterdir() if f.name.endswith(".tmp")]


def test_doc_is_plain_json(tmp_path):
    m = random_match(3, 10)
    doc = match_to_dict(m)
    assert doc["format"] == "paizhuo-save" and doc["schema"] == 1
    json.dumps(doc)
