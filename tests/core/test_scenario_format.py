"""The scenario format (docs/scenarios.md, issue 17): the doc's own examples run, the doc lists what the code has,
every scenario file passes, and the new setup keys and checks fail when the table differs."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from desktop.core import scenario
from desktop.core.rng import Rng, forcing
from desktop.games import rules_for

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "scenarios.md"
SCEN = ROOT / "tests" / "scenarios"


def doc_blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def run_doc(tmp_path: Path, doc: dict | str):
    path = tmp_path / "s.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return scenario.run_scenario(path, rules_for)


# -- the doc cannot drift from the code --------------------------------------------------------------------------

def test_doc_has_examples():
    assert len(doc_blocks("json")) >= 5


@pytest.mark.parametrize("n", range(len(doc_blocks("json"))))
def test_every_json_example_of_the_doc_is_a_file_that_passes(tmp_path, n):
    res = run_doc(tmp_path, doc_blocks("json")[n])
    assert res.ok, "\n".join(res.failures)


def test_the_refusal_shown_in_the_doc_is_what_the_runner_prints(tmp_path, capsys):
    shown = next(b for b in doc_blocks("text") if "is malformed at" in b)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "sanguozhi", "setup": {"players": {"P1": {"camp": 100_000_000}}}}),
                   encoding="utf-8")
    scenario.main(type("A", (), {"files": [str(bad)]})(), rules_for)
    out = capsys.readouterr().out
    assert shown.strip().splitlines()[1].strip() in out, out


def test_doc_lists_every_jupai_phase_and_player_field():
    text = DOC.read_text(encoding="utf-8")
    code = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "desktop" / "games" / "jupai").glob("*.py"))
    phases = set(re.findall(r'\["phase"\] = "([a-z_]+)"', code)) | {"setup"}
    assert len(phases) >= 12
    for ph in phases:
        assert f"`{ph}`" in text, f"phase {ph} is not in docs/scenarios.md"
    fields = rules_for("jupai")._new_player()
    for k in fields:
        assert f"`{k}`" in text, f"player field {k} is not in docs/scenarios.md"


def test_doc_lists_every_event_kind_and_generic_check():
    text = DOC.read_text(encoding="utf-8")
    for kind, (_, fields) in scenario.EVENT_KINDS.items():
        assert f"| `{kind}` |" in text
        for f in fields:
            assert f"`{f}`" in text
    for key in scenario.GENERIC_KEYS | {"events", "no_events"}:
        assert f"| `{key}`" in text or f"`{key}` /" in text or f"/ `{key}`" in text, key


# -- every scenario file, every game ---------------------------------------------------------------------------

FILES = sorted(SCEN.glob("*/*.json"))


@pytest.mark.parametrize("path", [p for p in FILES if p.parent.name not in ("jupai", "sanguozhi")],
                         ids=lambda p: p.stem)
def test_other_games_scenario_files_pass(path):
    res = scenario.run_scenario(path, rules_for)
    assert res.ok, "\n".join(res.failures)


# -- the new checks fail when the table differs ----------------------------------------------------------------

def _file(name: str) -> dict:
    return json.loads((SCEN / name).read_text(encoding="utf-8"))


def _with(doc: dict, step: int, key: str, value) -> dict:
    doc = copy.deepcopy(doc)
    doc["steps"][step]["expect"][key] = value
    return doc


ROUND_END = "jupai/c3_round_end_events.json"


@pytest.mark.parametrize("key,value,says", [
    ("bottom", {"table.discard": ["QD", "AD"]}, "bottom of table.discard"),
    ("bottom", {"table.nowhere": []}, "no zone table.nowhere"),
    ("events", [{"kind": "moved", "card": "9C", "to": "table.round_card"},
                {"kind": "moved", "card": "6H", "to": "table.discard"}], "after the previous one"),
    ("events", [{"kind": "moved", "card": "KS", "to": "P2.collected"}], "no moved event"),
    ("events", [{"kind": "flew"}], "kind must be one of"),
    ("events", [{"kind": "shuffled", "card": "KS"}], "not 'card'"),
    ("no_events", [{"kind": "phase", "phase": "round"}], "unexpected event"),
    ("formulas", [{"key": "attack_total", "n": 3}], "computed 2 time(s)"),
    ("formulas", [{"key": "attack_total", "n": 2, "result": 78}], "expected 78"),
    ("formulas", [{"key": "attack_total", "result": 78}], "expected 78"),
])
def test_new_checks_can_fail(tmp_path, key, value, says):
    res = run_doc(tmp_path, _with(_file(ROUND_END), 3, key, value))
    assert any(says in f for f in res.failures), res.failures


def test_the_unchanged_files_pass(tmp_path):
    for name in (ROUND_END, "jupai/c3_gone_players_in_ranking.json", "jupai/c3_custom_identity_set.json",
                 "jupai/c3_new_game_forced_deal.json", "jupai/c3_player_fields.json"):
        assert run_doc(tmp_path, _file(name)).ok, name


@pytest.mark.parametrize("change,says", [
    (lambda d: d["setup"].update(finish=[["P3"]], withdrawn=["P3"]), "at most once"),
    (lambda d: d["setup"].update(finish=[["P7"]]), "at most once"),
    (lambda d: d["setup"]["players"].update(P4={"status": "out"}), "listed as withdrawn"),
    (lambda d: d["setup"].update(face_down={"P1.hand": ["KS"]}), "KS is not in P1.hand"),
    (lambda d: d["setup"].update(face_down={"P9.hand": ["KS"]}), "no zone P9.hand"),
])
def test_setup_mistakes_are_refused(tmp_path, change, says):
    doc = _file("jupai/c3_gone_players_in_ranking.json")
    change(doc)
    res = run_doc(tmp_path, doc)
    assert len(res.failures) == 1 and says in res.failures[0], res.failures


def test_gone_players_ranking_fails_when_the_order_differs(tmp_path):
    doc = _with(_file("jupai/c3_gone_players_in_ranking.json"), 0, "ranking", [["P3"], ["P1"], ["P2"], ["P4"], ["P5"]])
    assert any("ranking" in f for f in run_doc(tmp_path, doc).failures)


def test_new_game_refuses_other_setup_keys(tmp_path):
    doc = _file("jupai/c3_new_game_forced_deal.json")
    doc["setup"]["round_card"] = "6H"
    res = run_doc(tmp_path, doc)
    assert res.failures == ["s.json is malformed at $.setup: a fresh deal (new_game) takes no other setup keys, "
                            'found "round_card".']


def test_new_game_uses_the_forced_shuffles(tmp_path):
    doc = _file("jupai/c3_new_game_forced_deal.json")
    doc["rng"]["shuffles"][0] = ["BJ", "6D", "3C"]
    res = run_doc(tmp_path, doc)
    assert any("P1.identity" in f for f in res.failures), res.failures


# -- rng.forcing ----------------------------------------------------------------------------------------------

def test_forcing_reaches_the_next_rng_only():
    with forcing([["A", "B"]]):
        r = Rng(1)
        r2 = Rng(1)
    cards = ["B", "C", "A"]
    r.shuffle(cards)
    assert cards[-2:] == ["B", "A"] and r2.forced == []
    assert Rng(1).forced == [] and Rng.from_dict({"state": 5}).forced == []
    with forcing([["A"]]):
        assert Rng.from_dict({"state": 5}).forced == []  # a stored RNG keeps what it had


@pytest.mark.parametrize("name", ["jupai/c3_new_game_forced_deal.json", "sanguozhi/c3_new_game_forced_camps.json",
                                  "sandbox/c3_free_table_fresh_deal.json"])
def test_scenario_state_makes_the_fresh_deal_too(name):
    """A lesson asks ``rules.scenario_state(spec)`` for its position: a new_game file gives the same table."""
    doc = _file(name)
    rules = rules_for(doc["game"])
    assert rules.scenario_state(doc).hash() == scenario.initial_state(rules, doc).hash()


def test_a_game_that_fails_to_load_is_a_refusal(tmp_path):
    def broken(name):
        raise RuntimeError("its code is broken")
    path = tmp_path / "s.json"
    path.write_text('{"game": "jupai", "steps": []}', encoding="utf-8")
    res = scenario.run_scenario(path, broken)
    assert res.failures == ['s.json is malformed at $.game: the game "jupai" cannot be loaded here.']


def test_bottom_longer_than_the_pile_fails(tmp_path):
    res = run_doc(tmp_path, _with(_file(ROUND_END), 0, "bottom", {"table.discard": ["6H", "AD", "QD"]}))
    assert any("bottom of table.discard" in f for f in res.failures), res.failures


@pytest.mark.parametrize("doc,says", [
    ({"game": "jupai", "setup": {"zones": {"P1.hand": ["6D"]}}},
     'at $.setup.zones["P1.hand"]: card 6D is placed already (the default identity of P2)'),
    ({"game": "jupai", "setup": {"actor": "P6"}}, "at $.setup: there is no P6 with 4 players"),
    ({"game": "sanguozhi", "setup": {"players": {"P5": {"hand": []}}}},
     "at $.setup.players.P5: there is no P5 with 2 players"),
    ({"game": "sanguozhi", "setup": {"players": {"P1": {"deputy1": "T-无名"}}}},
     "at $.setup.players.P1.deputy1: unknown card 'T-无名'"),
    ({"game": "sanguozhi", "setup": {"order": ["P1", "P9"]}}, "at $.setup.order: the order must list every seat once"),
    ({"game": "sanguozhi", "setup": {"active": "P7"}}, "at $.setup.active: there is no P7 with 2 players"),
])
def test_a_builders_refusal_names_the_place(tmp_path, doc, says):
    assert run_doc(tmp_path, doc).failures == [f"setup: {says}"]
