"""The hint path sees only the seat's view: with every hidden card dealt elsewhere (the poison test of
test_bots.py) the three hints, their chances and reasons are identical, and no hint names a hidden card."""

from __future__ import annotations

import json
import random

import pytest

from desktop.controller.advice import advise
from tests.bots.test_bots import MODES, R, hidden_ids, play, poisoned, view_key


@pytest.mark.parametrize("options", MODES)
def test_poisoned_hidden_cards_change_no_hint(options):
    checked = 0

    def hook(st, s, view, legal, c):
        nonlocal checked
        if len(legal) < 2 or checked >= 12:
            return
        p = poisoned(st, s)
        pv = R.view_for(p, s)
        assert view_key(pv) == view_key(view)
        h1 = advise(R, view, legal, 1.0, random.Random(3), iterations=12)
        h2 = advise(R, pv, R.legal_actions(p, s), 1.0, random.Random(3), iterations=12)
        assert h1 == h2
        secret = hidden_ids(st, s)
        said = json.dumps([[a.reason, a.args] for a in h1], default=str)
        for card in secret:
            assert f'"{card}"' not in said, f"a hint for seat {s} names hidden {card}"
        checked += 1
    play(["normal", "easy", "normal", "easy"], 41, options, hook)
    assert checked >= 10


def test_the_hints_are_hard_s_root_moves_with_their_playouts():
    """The hint reads Hard's own search: its first hint is Hard's choice and the playouts add up."""
    from desktop.bots.levels import make
    seen = 0

    def hook(st, s, view, legal, c):
        nonlocal seen
        if seen >= 5 or len(legal) < 3:
            return
        hints = advise(R, view, legal, 1.0, random.Random(9), iterations=40)
        hard = make("hard", iterations=40).choose(R, view, legal, 1.0, random.Random(9))
        if hints[0].chance is None:
            return
        assert hints[0].action == hard.action
        assert all(h.action in legal for h in hints) and len({h.action for h in hints}) == len(hints)
        assert sum(h.visits for h in hints) <= 40 and hints[0].visits >= 1
        assert all(0.0 <= h.chance <= 1.0 for h in hints)
        seen += 1
    play(["normal", "easy", "normal", "easy"], 43, None, hook)
    assert seen >= 3
