"""三国智 Hard with ``HARD["judge"]``: Normal's own scoring over many samples of the hidden cards, the other side
answering on the chain as Normal would (``policy.judge``).  Legal choices with translated reasons, the same seed
the same choice, the budget kept, a cancelled search returns, no hidden card read."""

from __future__ import annotations

import random
import threading
import time

import pytest

from desktop.bots.common import format_reason
from desktop.bots.hard import JUDGED
from desktop.bots.levels import make
from desktop.core.moves import plays
from desktop.games.sanguozhi import policy as P
from desktop.games.sanguozhi.determinize import determinize
from tests.bots.test_sanguozhi_bots import GLOSSARY, JARGON, R, choice_ignores_hidden_cards


@pytest.fixture
def judged(monkeypatch):
    monkeypatch.setitem(P.HARD, "judge", 16)


def positions(seed: int, limit: int, lineup=("normal", "normal")):
    """Views at which Hard judges (several moves, a decision that shapes the game), from a seeded Normal game."""
    st = R.new_game([f"{n}-{k}" for k, n in enumerate(lineup)], {}, seed)
    rng = random.Random(seed)
    normal = make("normal")
    out = []
    k = 0
    while not R.is_over(st) and len(out) < limit and k < 3000:
        s = R.to_act(st)
        legal = R.legal_actions(st, s)
        view = R.view_for(st, s)
        if len(plays(legal)) >= 3 and st.data["step"] == "main" and not st.data["decisions"]:
            out.append((st.clone(), s, view, legal))
        R.apply(st, normal.choose(R, view, legal, 1.0, rng).action)
        k += 1
    return out


def test_judged_choices_are_legal_with_plain_translated_reasons(judged):
    hard = make("hard", iterations=6)
    judged_any = 0
    for st, s, view, legal in positions(11, 25):
        c = hard.choose(R, view, legal, 1.0, random.Random(3))
        assert c.action in legal
        text = format_reason(c)
        assert text and "{" not in text and not JARGON.search(text), text
        assert c.reason in GLOSSARY, c.reason
        judged_any += bool(hard.stats.get("iterations"))
    assert judged_any >= 5
    assert all(r in GLOSSARY for r in JUDGED.values())


def test_judge_scores_every_move_and_the_answers_are_the_samples():
    # Normal's scoring is the same on every sample when the other side only passes; with its answers the
    # hidden cards matter at some positions
    spread = 0
    for st, s, view, legal in positions(5, 12):
        moves = plays(legal)
        rows = [P.judge(determinize(R, view, random.Random(k)), s, moves) for k in range(4)]
        assert all(len(r) == len(moves) for r in rows)
        spread += any(r != rows[0] for r in rows)
    assert spread >= 1


def test_same_seed_same_choice(judged):
    hard = make("hard", iterations=5)
    for st, s, view, legal in positions(7, 8):
        a = hard.choose(R, view, legal, 1.0, random.Random(9))
        b = hard.choose(R, view, legal, 1.0, random.Random(9))
        assert (a.action, a.reason, a.args) == (b.action, b.reason, b.args)


def test_budget_kept_and_cancel_returns(judged, monkeypatch):
    # a thousand samples would take many seconds: the search stops at its budget, one sample (well under a
    # second of CPU) past it at worst — a bound generous enough not to flake on a loaded machine
    monkeypatch.setitem(P.HARD, "judge", 1000)
    hard = make("hard")
    hard.clock = time.process_time
    worst = 0.0
    for st, s, view, legal in positions(5, 10):
        t = time.process_time()
        c = hard.choose(R, view, legal, 0.3, random.Random(1))
        worst = max(worst, time.process_time() - t)
        assert c.action in legal
    assert worst < 0.3 + 1.5
    cancel = threading.Event()
    cancel.set()
    st, s, view, legal = positions(5, 3)[-1]
    t = time.perf_counter()
    c = hard.choose(R, view, legal, 5.0, random.Random(1), cancel=cancel)
    assert time.perf_counter() - t < 1.0 and c.action in legal


def test_poisoned_hidden_cards_change_nothing(judged):
    hard = make("hard", iterations=4)
    checked = 0
    for st, s, view, legal in positions(31, 10):
        checked += choice_ignores_hidden_cards(hard, st, s, view, legal)
    assert checked >= 5
