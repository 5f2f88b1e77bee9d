"""The 劇牌 advanced worked examples X-17 … X-33 (rules/jupai.md §11) pass as scenario files."""

from pathlib import Path

import pytest

from desktop.core.scenario import run_scenario
from desktop.games import rules_for

DIR = Path(__file__).resolve().parents[1] / "scenarios" / "jupai"
FILES = sorted(p for p in DIR.glob("x*.json") if 17 <= int(p.name[1:3]) <= 33)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_advanced_scenario(path):
    res = run_scenario(path, rules_for)
    assert res.ok, "\n".join(res.failures)


def test_every_advanced_example_has_a_file():
    have = {int(p.name[1:3]) for p in FILES}
    assert have == set(range(17, 34))
    names = {p.name for p in FILES}
    # the variants the examples mention
    assert any("one_card" in n for n in names)
    assert {"x31a", "x31b", "x31c"} <= {n[:4] for n in names}
    assert any(n.startswith("x33") and "end_now" in n for n in names)
