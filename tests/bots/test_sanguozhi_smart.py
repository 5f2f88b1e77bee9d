"""三国智 Hard's own rules of thumb (``HARD["smart"]``, the policy's ``hard_obs``): the camp race.

Normal against Normal nearly always ends with a 营地 running out (D.6), so Hard counts every card its camp keeps
against the enemy's (``smart_lead``).  Normal's picture stays as it was (Normal and Easy choose as recorded:
``test_sanguozhi_unchanged``).  Here: the value, the choices it changes, legal choices with translated reasons,
the same seed the same choice, and no hidden card read."""

from __future__ import annotations

import random

import pytest

from desktop.bots.common import format_reason
from desktop.bots.levels import make
from desktop.core.moves import plays
from desktop.games.sanguozhi import engine as E
from desktop.games.sanguozhi import policy as P
from desktop.games.sanguozhi.policy import normal as PN
from desktop.games.sanguozhi.policy.position import lead
from tests.bots.test_sanguozhi_bots import GLOSSARY, JARGON, R, choice_ignores_hidden_cards, position
from tests.selfplay import seat_bots, self_play


def play(lineup, seed, hook, steps=None):
    """A seeded game of these levels (``steps``: only its first that many actions)."""
    return self_play(R, [f"{n}-{k}" for k, n in enumerate(lineup)], None, seed,
                     choose=seat_bots([make(n) for n in lineup], hook), steps=steps)


def _view(st):
    s = R.to_act(st)
    return s, R.view_for(st, s), R.legal_actions(st, s)


def test_hard_counts_the_camp_race_and_normal_does_not():
    st = R.new_game(["a", "b"], {}, 5)
    s, view, legal = _view(st)
    assert not P.Obs(view).smart and P.hard_obs(view).smart
    o = P.hard_obs(view)
    race = PN.camp_race(o.st, s)
    mine = len(o.st.zones[E.zid(s, "camp")].cards)
    theirs = len(o.st.zones[E.zid(1 - s, "camp")].cards)
    assert race == mine - theirs
    assert PN.smart_lead(o.st, s) == pytest.approx(lead(o.st, s) + PN.CAMP_W * race)


def test_hard_keeps_its_camp_where_normal_draws():
    """Reinforcements (draw two) with a small hand: Normal's trying finds it worth using, Hard's policy keeps the
    event and its camp."""
    st = position({"turn": 6, "active": "P1", "step": "main",
                   "players": {"P1": {"events": ["T-援军"], "hand": ["T-许褚"], "bingquan": {"步兵": 1}}}})
    s, view, legal = _view(st)
    use = [a for a in plays(legal) if a.kind == "UseEvent"]
    assert use
    normal = {id(x.action): x.score for x in P.score_actions(P.Obs(view), plays(legal))}
    smart = {id(x.action): x.score for x in P.score_actions(P.hard_obs(view), plays(legal))}
    assert normal[id(use[0])] > 0 > smart[id(use[0])]
    assert len(R.view_for(st, s).zones[E.zid(s, "camp")].cards) > 4  # (not a camp about to run out)


def test_hard_declines_the_commanders_cards_that_normal_takes():
    """A fallen 主将's three cards at the first decision of a game: Normal takes them; for Hard a card is worth at most
    1.2 in hand against 2 in the camp."""
    st = R.new_game(["a", "b"], {}, 5)
    s, view, _ = _view(st)
    picks = []
    for o in (P.Obs(view), P.hard_obs(view)):
        o.st.data["decisions"] = [{"type": "may_draw", "seat": s, "n": 3}]
        legal = plays(R.legal_actions(o.st, s))
        assert {a.kind for a in legal} == {"Answer"}
        top = P.best(o, legal)
        assert top.reason in GLOSSARY
        picks.append(top.action.yes)
    assert picks == [True, False]


@pytest.mark.parametrize("name", ["hard:0", "hard:3"])
def test_hard_policy_choices_are_legal_translated_and_seeded(name):
    """Every choice legal with a plain translated reason; the same view and seed give the same choice."""
    b = make(name)
    seen = set()
    again = 0

    def hook(st, s, view, legal, c):
        nonlocal again
        if s != 0:
            return
        assert c.action in legal
        text = format_reason(c)
        assert text and "{" not in text and not JARGON.search(text), text
        assert c.reason in GLOSSARY, c.reason
        seen.add(c.reason)
        if len(plays(legal)) >= 2 and again < 8 and st.data["step"] == "main":
            c1 = b.choose(R, view, legal, 1.0, random.Random(4))
            c2 = b.choose(R, view, legal, 1.0, random.Random(4))
            assert (c1.action, c1.reason, c1.args) == (c2.action, c2.reason, c2.args)
            again += 1
    play([name, "normal"], 13, hook, steps=400 if name == "hard:3" else None)
    assert len(seen) >= 5 and again >= 3


def test_hard_policy_reads_no_hidden_card():
    """Change what every hidden card is: Hard's policy (no search) chooses the same."""
    b = make("hard:0")
    checked = 0

    def hook(st, s, view, legal, c):
        nonlocal checked
        if len(plays(legal)) < 2 or checked > 25:
            return
        checked += choice_ignores_hidden_cards(b, st, s, view, legal)
    play(["normal", "easy"], 31, hook, steps=1500)
    assert checked > 10


def test_hard_says_what_it_expects_only_once_the_game_is_under_way():
    """At the choice of the first player and the mulligan the search's estimate measures the bots, not the
    position ("it expects to win" at move one): Hard gives the rules of thumb's words there; from the first turn
    on its searched moves say what it expects."""
    from desktop.bots.hard import REASONS
    outlooks = {r for forms in REASONS.values() for r in forms}
    said = {"setup": [], "game": []}

    def hook(st, s, view, legal, c):
        if s == 0 and len(plays(legal)) >= 2:
            said["setup" if view.data["turn"] == 0 else "game"].append(c.reason)
    play(["hard:3", "normal"], 5, hook, steps=60)
    assert len(said["setup"]) >= 2, said
    assert not outlooks & set(said["setup"]), said["setup"]
    assert all(r in GLOSSARY for r in said["setup"]), said["setup"]
    assert outlooks & set(said["game"]), said["game"]
