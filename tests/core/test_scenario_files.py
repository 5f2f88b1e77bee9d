"""Hostile scenario files (issue 18 item 5/7): ``paizhuo scenario FILE`` never raises or hangs, and refuses a bad
file with one clear line naming the file and the place (desktop/core/scenario.py through desktop/core/files.py).

The named cases and the seeded mutator are in tests/core/scenario_mutations.py (bench/fuzz_scenarios.py runs
the same files as a probe with counts).
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import random
import re
import tracemalloc
from pathlib import Path
from types import SimpleNamespace

import pytest

from desktop.core import scenario
from desktop.games import rules_for

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
_spec = importlib.util.spec_from_file_location("scenario_mutations", HERE / "scenario_mutations.py")
mut = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mut)

GUARD_SECONDS = 30           # a hang detector, not a speed test
MEMORY_BOUND = 64 * 2 ** 20  # traced peak per file
REPR = re.compile(r"[A-Za-z]+(Error|Exception)\(|object has no attribute|not subscriptable|<class '|Traceback")


_fspec = importlib.util.spec_from_file_location("file_mutations", HERE / "file_mutations.py")
files_mut = importlib.util.module_from_spec(_fspec)
_fspec.loader.exec_module(files_mut)


def guard(what: str):
    return files_mut.guard(what, GUARD_SECONDS)


def run_cli(path: Path, what: str, measure: bool = True) -> tuple[int, str]:
    """What ``paizhuo scenario PATH`` does, with its output captured; any exception fails the test.
    ``measure``: trace the memory peak too (tracing makes a run several times slower)."""
    buf = io.StringIO()
    if measure:
        tracemalloc.start()
    try:
        with guard(what), contextlib.redirect_stdout(buf):
            code = scenario.main(SimpleNamespace(files=[str(path)], verbose=False), rules_for)
    finally:
        if measure:
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
    if measure:
        assert peak < MEMORY_BOUND, (what, peak)
    return code, buf.getvalue()


@pytest.mark.parametrize("what,data", mut.named_cases(), ids=[w for w, _ in mut.named_cases()])
def test_named_hostile_file_is_refused_in_one_line(tmp_path, what, data):
    path = tmp_path / "hostile.json"
    path.write_bytes(data)
    code, out = run_cli(path, what)
    if what == "a BOM":  # Windows Notepad writes one: the file is fine
        assert code == 0, out
        return
    assert code == 1, out
    lines = [ln.strip() for ln in out.splitlines() if ln.strip().startswith("- ")]
    assert len(lines) == 1, out
    assert not REPR.search(out), out
    assert len(out) < 1500, out


@pytest.mark.parametrize("what", ["players 100000000 in 三国智", "a 三国智 camp of 100000000", "players 1e400",
                                  "a top-level list", "setup is text", "deep nesting"])
def test_the_issues_files_name_the_file_and_the_place(tmp_path, what):
    data = dict(mut.named_cases())[what]
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    res = scenario.run_scenario(path, rules_for)
    assert len(res.failures) == 1 and res.failures[0].startswith("bad.json"), res.failures
    assert "$" in res.failures[0] or "nested" in res.failures[0], res.failures


def test_refusal_is_translatable():
    """The refusal is a FileRefused sentence of the Files context (translated by the window)."""
    from desktop.core.errors import FileRefused
    with pytest.raises(scenario.ScenarioError) as info:
        scenario.read_scenario(_write(json.dumps({"game": "chess"})), rules_for)
    exc = info.value
    assert isinstance(exc, FileRefused) and exc.text == scenario.M_UNKNOWN_GAME
    assert exc.message(lambda s: s.replace("there is no game", "NO GAME")).count("NO GAME") == 1


def _write(text: str) -> Path:
    import tempfile
    path = Path(tempfile.mkdtemp()) / "s.json"
    path.write_text(text, encoding="utf-8")
    return path


def play_on(doc: dict, rng: random.Random) -> None:
    """What the table does with a passing file's position (a lesson, play from here): every seat's view, then
    a few random legal moves with the invariants after each."""
    rules = rules_for(doc["game"])
    st = rules.scenario_state(doc)
    st.rng.forced = []  # random moves leave the file's script, and its forced orders belong to the script
    for _ in range(8):
        for seat in range(len(st.seats)):
            rules.view_for(st, seat)
        if rules.is_over(st):
            return
        legal = rules.legal_actions(st, rules.to_act(st))
        assert legal, "no legal move and the game is not over"
        rules.apply(st, rng.choice(legal))
        assert rules.check_invariants(st) == []


def test_mutated_scenario_files(tmp_path):
    """A few hundred one-change mutants of the shipped scenario and lesson files: each runs or is refused,
    within bounded time and memory, never with a traceback or a Python repr; a mutant that passes holds no
    key the format does not have (nothing was silently ignored) and its position can be played on."""
    rng = random.Random(17)
    bases = mut.base_files(ROOT)
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in bases]
    path = tmp_path / "mutant.json"
    seen = {"pass": 0, "fail": 0}
    for i in range(400):
        k = i % len(docs)
        text, what = mut.mutate(docs[k], rng)
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        code, out = run_cli(path, f"{bases[k].name}: {what}", measure=i % 10 == 0)
        assert not REPR.search(out), (what, out)
        assert len(out) < 4000, (what, out[:300])
        if code == 0:
            doc = json.loads(text.encode("utf-8", "surrogatepass").decode("utf-8", "replace"))
            extra = mut.unknown_keys(doc)
            assert not extra, (what, extra)
            with guard(what):
                play_on(doc, random.Random(i))
        seen["pass" if code == 0 else "fail"] += 1
    assert seen["pass"] > 20 and seen["fail"] > 200, seen  # both outcomes are exercised


# -- hypothesis: any JSON value anywhere a scenario file puts one -----------------------------------------------

from hypothesis import HealthCheck, given, settings, strategies as hst  # noqa: E402

_scalars = hst.one_of(hst.none(), hst.booleans(), hst.integers(min_value=-(2 ** 70), max_value=2 ** 70),
                      hst.floats(allow_nan=False, allow_infinity=False), hst.text(max_size=8),
                      hst.sampled_from(["P1", "P9", "7S", "table.draw", "P1.hand", "6H", "main", "步兵"]))
_json = hst.recursive(_scalars, lambda kids: hst.one_of(hst.lists(kids, max_size=4),
                                                        hst.dictionaries(hst.text(max_size=6), kids, max_size=4)),
                      max_leaves=20)
_PLACES = ["setup", "options", "steps", "rng", "players", "step", "do", "expect", "setup.zones", "setup.players.P1"]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(game=hst.sampled_from(["jupai", "sanguozhi", "sandbox"]), place=hst.sampled_from(_PLACES), value=_json)
def test_any_value_anywhere_runs_or_is_refused_in_words(tmp_path, game, place, value):
    doc = {"game": game, "setup": {"players": {}, "zones": {}}, "steps": [{"do": {"kind": "Pass", "seat": "P1"}}]}
    if place == "step":
        doc["steps"].append(value)
    elif place == "do":
        doc["steps"][0]["do"] = value
    elif place == "expect":
        doc["steps"].append({"expect": value})
    elif "." in place:
        head, *rest = place.split(".")
        node = doc[head]
        for k in rest[:-1]:
            node = node.setdefault(k, {})
        node[rest[-1]] = value
    else:
        doc[place] = value
    path = tmp_path / "h.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with guard(place):
        res = scenario.run_scenario(path, rules_for)
    assert not REPR.search(" ".join(res.failures)), res.failures
