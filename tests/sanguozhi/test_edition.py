"""三国智 rules editions: a game started now plays edition 2 (D.11, the 征兵 card as a plain 兵权, the revised
starter set); a table without the key — every save written before — keeps edition 1 and replays as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.core.rules import Match, new_game_options
from desktop.games import rules_for
from desktop.games.sanguozhi import engine as E

R = rules_for("sanguozhi")
GOLDEN = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "golden").glob("sanguozhi_*.json"))


def test_new_game_without_the_key_is_the_old_table():
    st = R.new_game(["A", "B"], {}, 3)
    assert "edition" not in st.options and "zhili_rule" not in st.options
    assert E.edition(st) == 1 and E.opt(st, "zhili_rule") == "none"


def test_a_game_started_by_the_program_is_edition_2():
    m = Match.new(R, ["A", "B"], {}, 3)
    assert m.state.options["edition"] == 2
    assert E.opt(m.state, "zhili_rule") == "junshi"
    assert new_game_options(R, {"zhili_rule": "none"}) == {"edition": 2, "zhili_rule": "none"}


def test_golden_saves_are_edition_1():
    for p in GOLDEN:
        doc = json.loads(p.read_text(encoding="utf-8"))
        assert "edition" not in doc["initial"]["options"]


def test_unknown_edition_is_refused():
    with pytest.raises(ValueError):
        R.new_game(["A", "B"], {"edition": 7}, 1)
