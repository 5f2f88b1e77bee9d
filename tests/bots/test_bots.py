"""Bots see only their view, always choose a legal action, repeat themselves for the same seed, and stop when cancelled."""

from __future__ import annotations

import json
import random
import re
import threading
from pathlib import Path

import pytest

from desktop.bots import make_bot
from desktop.bots.common import format_reason
from desktop.bots.levels import decision_function, make
from desktop.core.invariants import view_leaks
from desktop.games import rules_for
from desktop.games.jupai.table import z
from tests.selfplay import self_play

R = rules_for("jupai")
LEVELS = ("easy", "normal", "hard")


def bot(name: str):
    """Hard with a fixed, small iteration count: deterministic and quick."""
    return make("hard", iterations=4) if name == "hard" else make_bot(name)


def play(lineup, seed, options=None, hook=None, max_actions=3000):
    """One game; ``hook(st, seat, view, legal, choice)`` sees every decision; returns the choices."""
    bots = [bot(n) for n in lineup]

    def choose(rules, st, s, legal, rng):
        view = rules.view_for(st, s)
        c = bots[s].choose(rules, view, legal, 1.0, rng)
        if hook:
            hook(st, s, view, legal, c)
        return c.action

    game = self_play(R, [f"{n}-{k}" for k, n in enumerate(lineup)], options, seed, choose=choose,
                     max_actions=max_actions)
    assert R.is_over(game.state)
    return game.actions


MODES = [{}, {"mode": "advanced"}]  # both modes always: a mode that fails must fail here, not be skipped


# -- every choice is legal, every reason is a sentence ------------------------------------------------
GLOSSARY = json.loads((Path(__file__).resolve().parents[2] / "translations" / "glossary.json").read_text("utf-8"))["Bots"]
JARGON = re.compile(r"§|%|\d\.\d|playout|sampled|burden|search:", re.I)


@pytest.mark.parametrize("options", MODES)
def test_every_choice_is_legal(options):
    def hook(st, s, view, legal, c):
        assert c.action in legal, (c.action, legal)
        text = format_reason(c)
        assert text and "{" not in text, (c.reason, c.args)
        assert not JARGON.search(text), text  # plain words: no rule numbers, percentages, figures or internals
        assert c.reason in GLOSSARY, f"untranslated reason: {c.reason!r}"
    for seed in (1, 2, 3):
        play(["easy", "normal", "hard", "random"], seed, options, hook)
    for seed in (4, 5, 6):
        play(["normal", "easy", "easy", "normal"], seed, options, hook)


def test_three_and_five_players():
    for lineup in (["normal", "easy", "hard"], ["normal", "easy", "easy", "normal", "hard"]):
        play(lineup, 9)


# -- same seed, same choices ----------------------------------------------------------------------------
def test_same_seed_same_choices():
    lineup = ["hard", "normal", "easy", "normal"]
    first = play(lineup, 21)
    again = play(lineup, 21)
    assert first == again
    assert play(lineup, 22) != first  # the seed does matter


# -- no hidden information -------------------------------------------------------------------------------
def poisoned(st, seat: int):
    """A copy of ``st`` in which every card ``seat`` cannot see is dealt elsewhere among the hidden slots."""
    p = st.clone()
    slots = [(zid, k) for zid, zone in p.zones.items() for k, c in enumerate(zone.cards)
             if not zone.visible_to(c, seat)]
    cards = [p.zones[zid].cards[k] for zid, k in slots]
    moved = cards[1:] + cards[:1]  # rotate: every hidden card changes place when there are two or more
    for (zid, k), c in zip(slots, moved):
        zone = p.zones[zid]
        old = zone.cards[k]
        vis = zone.overrides.pop(old, None)
        zone.cards[k] = c
        if vis is not None:
            zone.overrides[c] = vis
    p.reindex()
    pend = p.data.get("pending")
    if pend and pend.get("kind") not in (None, "yield"):  # the committed cards follow their play zones
        for key, who in (("card_a", "actor"), ("card_b", "target")):
            if pend.get(key) is not None:
                pend[key] = p.zones[z(pend[who], "play")].cards[0]
    return p


def hidden_ids(st, seat: int) -> set[str]:
    return {c for zone in st.zones.values() for c in zone.cards if not zone.visible_to(c, seat)}


def view_key(view):
    return json.dumps({"zones": {k: [zz.cards, zz.overrides] for k, zz in sorted(view.zones.items())},
                       "data": view.data, "unknown": view.unknown, "seat": view.seat}, sort_keys=True, default=str)


@pytest.mark.parametrize("level", LEVELS)
def test_poisoned_hidden_cards_change_nothing(level):
    """Replace every hidden card in a real state: the views match and the bot's choice is identical."""
    checked = 0
    b = bot(level)

    def hook(st, s, view, legal, c):
        nonlocal checked
        if len(legal) < 2 or (checked > 25 and level == "hard"):
            return
        secret = hidden_ids(st, s)
        # the view itself names no hidden card, in its zones or its data
        assert not view_leaks(st, view.zones, s)
        shown = json.dumps({"zones": {k: zz.cards for k, zz in view.zones.items()}, "data": view.data}, default=str)
        for card in secret:
            assert f'"{card}"' not in shown, f"view of seat {s} names hidden {card}"
        p = poisoned(st, s)
        pv = R.view_for(p, s)
        assert view_key(pv) == view_key(view)
        assert R.legal_actions(p, s) == legal
        c1 = b.choose(R, view, legal, 1.0, random.Random(7))
        c2 = b.choose(R, pv, R.legal_actions(p, s), 1.0, random.Random(7))
        assert c1 == c2
        checked += 1
    for seed in (31, 32):
        play(["normal", "easy", "hard", "normal"], seed, None, hook)
    assert checked > 20


@pytest.mark.parametrize("options", MODES)
def test_determinized_state_matches_the_view(options):
    rng = random.Random(5)

    def hook(st, s, view, legal, c):
        d = R.determinize(view, rng)
        assert not R.check_invariants(d)
        assert view_key(R.view_for(d, s)) == view_key(view)
        assert R.legal_actions(d, s) == legal
        assert d.rng.state != st.rng.state  # future shuffles are not the real ones
    for seed in (41, 42):
        play(["normal", "easy", "normal", "easy"], seed, options, hook)


# -- cancelling and the controller's entry point ------------------------------------------------------
def _a_turn():
    st = R.new_game(list("abcd"), {}, 3)
    rng = random.Random(3)
    n = make_bot("normal")
    while st.data["phase"] != "turn":
        s = R.to_act(st)
        R.apply(st, n.choose(R, R.view_for(st, s), R.legal_actions(st, s), 1.0, rng).action)
    s = R.to_act(st)
    return st, s, R.view_for(st, s), R.legal_actions(st, s)


def test_hard_stops_at_once_when_cancelled():
    st, s, view, legal = _a_turn()
    hard = make("hard")
    ev = threading.Event()
    ev.set()
    c = hard.choose(R, view, legal, 30.0, random.Random(1), cancel=ev)
    assert c.action in legal
    assert hard.stats["iterations"] == 0  # cancelled before it began: no playout at all
    # a cancel set from another thread is seen, and so is a callable (polled between playouts)
    ev2 = threading.Event()
    t = threading.Thread(target=ev2.set)
    t.start()
    t.join()
    hard.choose(R, view, legal, 30.0, random.Random(1), cancel=ev2)
    assert hard.stats["iterations"] == 0
    polls = iter(range(10**6))
    c = hard.choose(R, view, legal, 30.0, random.Random(1), cancel=lambda: next(polls) >= 5)
    assert c.action in legal and 1 <= hard.stats["iterations"] <= 5  # stopped at the 5th poll, not at 30 s
    # (how fast a cancel lands in wall-clock time is a row of bench/bot_latency.py)


def test_hard_keeps_to_its_budget(monkeypatch):
    """The search stops once its clock passes the budget (a fake clock: 10 ms a reading)."""
    from desktop.bots import hard as hard_mod
    ticks = iter(range(10**6))
    monkeypatch.setattr(hard_mod.time, "perf_counter", lambda: next(ticks) * 0.01)
    st, s, view, legal = _a_turn()
    bot = make("hard")
    c = bot.choose(R, view, legal, 0.3, random.Random(1))
    assert c.action in legal
    assert 1 <= bot.stats["iterations"] <= 30  # ≤ 0.3 s × SAFETY of fake time, one reading per iteration
    assert bot.stats["seconds"] <= 0.3 + 0.02


def test_decision_function_for_the_controller():
    st, s, view, legal = _a_turn()
    for kind in ("easy", "normal", "hard"):
        fn = decision_function(kind)
        action, reason = fn(view, legal, 0.2, threading.Event())
        assert action in legal and isinstance(reason, str) and "{" not in reason
    # same position, same answer (Easy and Normal; Hard with a fixed iteration count)
    fn = decision_function("hard:3")
    assert fn(view, legal, 0.2, None) == fn(view, legal, 0.2, None)


def test_unknown_level_is_refused():
    with pytest.raises(KeyError):
        make_bot("grandmaster")
