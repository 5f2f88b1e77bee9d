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


def test_edition_2_deals_the_revised_cards_and_edition_1_the_first_set():
    from desktop.games.sanguozhi.cards import card_db
    db = card_db()
    new = Match.new(R, ["A", "B"], {}, 5).state.data["cards"].values()
    old = R.new_game(["A", "B"], {}, 5).data["cards"].values()
    assert any(v.endswith("/2") for v in new) and not any(v.endswith("/2") for v in old)
    names_new = sorted(db[v]["name"] for v in new)
    names_old = sorted(db[v]["name"] for v in old)
    assert names_new == names_old  # the same deck lists: only the card data was revised


def test_every_stratagem_of_edition_2_has_a_zhili_spread():
    from desktop.games.sanguozhi.cards import card_db
    strat = [c for c in card_db().cards(2) if c["type"] == "谋略" and not c.get("test")]
    z = [c.get("zhili", 0) for c in strat]
    assert len(strat) >= 20
    assert 0.25 <= z.count(0) / len(z) <= 0.4            # about a third usable by anyone (D.11)
    assert sum(3 <= x <= 6 for x in z) > len(z) / 3        # most 3–6
    assert 1 <= sum(x >= 7 for x in z) <= 5               # the strongest 7–9
    assert all(c.get("zhili", 0) == 0 for c in card_db().cards(1) if c["type"] == "谋略" and not c.get("test"))
