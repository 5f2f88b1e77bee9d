"""三国智 tables the rules refuse: team seating (§1.2.4.1) and loaded tables, each with one translatable sentence
(``TableError``, ``Files`` context) that a save refusal carries whole into the reader's language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.core.errors import SaveError
from desktop.core.persistence import match_from_dict
from desktop.games import rules_for
from desktop.games.sanguozhi.ruleset.problems import TableError

R = rules_for("sanguozhi")
GLOSSARY = json.loads((Path(__file__).resolve().parents[2] / "translations" / "glossary.json").read_text(encoding="utf-8"))
GOLDEN = Path(__file__).resolve().parents[1] / "fixtures" / "golden" / "sanguozhi_2p_s10.json"


def seats(n):
    return [f"P{k + 1}" for k in range(n)]


@pytest.mark.parametrize("teams, n", [([["P1", "P3"], ["P2", "P4"]], 4), ([["P1", "P4"], ["P2", "P5"], ["P3", "P6"]], 6),
                                      ([["P1", "P3", "P5"], ["P2", "P4", "P6"]], 6), ([["P1"], ["P2"], ["P3"]], 3)])
def test_alternating_teams_are_accepted(teams, n):
    st = R.new_game(seats(n), {"teams": teams}, 1)
    assert len({p["team"] for p in st.data["players"]}) == len(teams)


@pytest.mark.parametrize("teams, n, words", [
    ([["P1", "P2"], ["P3", "P4"]], 4, "side by side"),          # allies next to each other (the example)
    ([["P1", "P2", "P3"], ["P4"]], 4, "as many players"),       # 3 against 1 cannot alternate
    ([["P1", "P3"], ["P2"]], 3, "as many players"),
    ([["P1", "P4"], ["P2", "P6"], ["P3", "P5"]], 6, "fixed order"),
])
def test_teams_that_cannot_alternate_are_refused_with_the_rule(teams, n, words):
    with pytest.raises(TableError) as exc:
        R.new_game(seats(n), {"teams": teams}, 1)
    assert "§1.2.4.1" in str(exc.value) and words in str(exc.value)
    assert exc.value.text in GLOSSARY["Files"]


def _zh(text: str) -> str:
    return GLOSSARY["Files"].get(text, text)


def test_a_broken_table_in_a_save_is_refused_in_the_readers_language():
    doc = json.loads(GOLDEN.read_text(encoding="utf-8"))
    doc["initial"]["data"]["order"] = [0, 0]
    with pytest.raises(SaveError) as exc:
        match_from_dict(doc, rules_for, "s10.json")
    en = exc.value.message()
    assert "impossible table" in en and "turn order" in en
    zh = exc.value.message(_zh)
    assert "行動順序" in zh and "turn order" not in zh  # the table's own sentence is translated too


def test_every_table_problem_text_has_a_translation():
    from desktop.games.sanguozhi.ruleset import problems
    texts = [v for k, v in vars(problems).items() if k[:2] in ("O_", "T_", "I_")]
    assert texts and all(t in GLOSSARY["Files"] for t in texts)


def test_invariant_problems_stay_strings_for_the_checkers():
    st = R.new_game(seats(2), {}, 1)
    st.data["players"][0]["lc"] = 99
    assert R.check_invariants(st) == ["P1 has 99 粮草, above the cap 30"]
