"""Every 劇牌 scenario file of tests/scenarios/jupai passes (rules/jupai.md §11)."""

from pathlib import Path

import pytest

from desktop.core.scenario import run_scenario
from desktop.games import rules_for

FILES = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "jupai").glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    res = run_scenario(path, rules_for)
    assert res.ok, "\n".join(res.failures)


def test_basic_examples_all_present():
    have = {p.name.split("_")[0].rstrip("abcd") for p in FILES}
    for n in list(range(1, 17)) + list(range(34, 39)):
        assert f"x{n:02d}" in have, f"X-{n} has no scenario file"


def test_scenario_command_reports_failure(tmp_path, capsys):
    from desktop.__main__ import main
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "jupai", "title": "wrong", "setup": {"round_card": "6H", "zones": {"P1.hand": ["7S"],'
                   ' "P2.hand": ["5S"], "P3.hand": ["2H"], "P4.hand": ["2D"]}}, "steps": ['
                   '{"do": {"kind": "Act", "seat": "P1", "card": "7S", "target": "P2", "source": "none"}},'
                   '{"do": {"kind": "Respond", "seat": "P2", "card": "5S", "source": "none"}},'
                   '{"expect": {"zones": {"P1.collected": ["7S"]}}}]}', encoding="utf-8")
    assert main(["scenario", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "P1.collected" in out and "expected ['7S'], got []" in out
    assert main(["scenario", str(FILES[0])]) == 0
