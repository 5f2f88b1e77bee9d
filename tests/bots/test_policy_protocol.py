"""The rules of thumb of both games against what the levels ask of them (``desktop/bots/policy.py``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop.bots.normal import policy_for
from desktop.bots.policy import OPTIONAL, Policy, PolicyHooks, hooks
from desktop.games.jupai.policy import basic as JP
from desktop.games.sanguozhi import policy as SP

BOTS = Path(__file__).resolve().parents[2] / "desktop" / "bots"


@pytest.mark.parametrize("game", ["jupai", "sanguozhi"])
def test_each_game_policy_has_the_parts_normal_needs(game):
    pol = policy_for(game)
    assert isinstance(pol, Policy)
    assert callable(pol.Obs)


def test_the_optional_parts_are_looked_up_by_their_names():
    h = hooks(SP)
    assert h.policy is SP and h.hard is SP.HARD
    assert (h.clear, h.hard_obs, h.search_worthy, h.judge) == (SP.CLEAR, SP.hard_obs, SP.search_worthy, SP.judge)
    assert (h.rollout_done, h.value) == (SP.rollout_done, SP.value)
    j = hooks(JP)
    assert j.hard is JP.HARD and (j.refine, j.rollout_done, j.value) == (JP.refine, JP.rollout_done, JP.value)
    assert j.hard_obs is None and j.judge is None and j.search_worthy is None  # 劇牌 has none of these
    none = hooks(None)
    assert none.policy is None and dict(none.hard) == {}
    assert all(getattr(none, f) is None for f in ("clear", "hard_obs", "search_worthy", "judge", "refine",
                                                  "rollout_done", "value"))
    # every optional name has its field
    fields = set(PolicyHooks.__dataclass_fields__)
    assert {n.lower() for n in OPTIONAL} <= fields


def test_a_setting_changed_in_place_is_seen_by_the_next_search(monkeypatch):
    monkeypatch.setitem(SP.HARD, "top_k", 99)
    assert hooks(SP).hard["top_k"] == 99


def test_no_level_probes_a_policy_by_name():
    """The levels read a policy's optional parts from ``hooks`` only: a probe such as ``getattr(pol, "judge")``
    elsewhere would be a second list of them."""
    probe = re.compile(r"\b(getattr|hasattr)\(\s*(pol|policy)\b")
    found = [f"{p.name}:{n}" for p in sorted(BOTS.glob("*.py")) if p.name != "policy.py"
             for n, line in enumerate(p.read_text("utf-8").splitlines(), 1) if probe.search(line)]
    assert not found, found
