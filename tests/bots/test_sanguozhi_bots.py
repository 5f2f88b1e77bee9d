"""三国智 bots: every choice legal with a plain reason, the sampled table matches the view, no bot reads hidden
cards (the poison test), Hard's analysis for hints, and Normal's rules of thumb in set-up positions."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from desktop.bots import make_bot
from desktop.bots.common import format_reason
from desktop.bots.hard import analyse
from desktop.bots.levels import make
from desktop.core.moves import plays
from desktop.games import rules_for
from desktop.games.sanguozhi import engine as E
from desktop.games.sanguozhi.determinize import determinize
from tests.selfplay import seat_bots, self_play

R = rules_for("sanguozhi")
GLOSSARY = json.loads((Path(__file__).resolve().parents[2] / "translations" / "glossary.json").read_text("utf-8"))["Bots"]
JARGON = re.compile(r"§|%|\d\.\d|playout|sampled|burden|search:", re.I)


def bot(name: str):
    return make("hard", iterations=3) if name == "hard" else make_bot(name)


def play(lineup, seed, hook=None, options=None, max_actions=4000):
    """The final state of a seeded game of these levels (tests/selfplay.py's loop)."""
    return self_play(R, [f"{n}-{k}" for k, n in enumerate(lineup)], options, seed,
                     choose=seat_bots([bot(n) for n in lineup], hook), max_actions=max_actions).state


def view_key(view):
    return json.dumps({"zones": {k: [zz.cards, zz.overrides] for k, zz in sorted(view.zones.items())},
                       "data": view.data, "unknown": view.unknown, "seat": view.seat}, sort_keys=True, default=str)


def _search_pending(st) -> bool:
    return bool(st.data["decisions"]) and st.data["decisions"][0]["type"] == "search"


# -- every choice is legal, every reason plain and translated --------------------------------------------
@pytest.mark.parametrize("lineup", [["easy", "random"], ["normal", "easy"], ["hard", "normal"]])
def test_every_choice_is_legal_with_a_plain_reason(lineup):
    seen = set()

    def hook(st, s, view, legal, c):
        assert c.action in legal, (c.action, legal)
        if lineup[s] == "random":
            return
        text = format_reason(c)
        assert text and "{" not in text, (c.reason, c.args)
        assert not JARGON.search(text), text
        assert c.reason in GLOSSARY, f"untranslated reason: {c.reason!r}"
        seen.add(c.reason)
    play(lineup, 11, hook)
    if lineup[0] != "easy":
        assert len(seen) >= 5  # the rules of thumb explain themselves in more than one way


# -- the sampled table -------------------------------------------------------------------------------------
def test_determinized_state_matches_the_view():
    rng = random.Random(5)
    checked = 0
    searches = 0

    def hook(st, s, view, legal, c):
        nonlocal checked, searches
        if len(plays(legal)) < 2:
            return
        searches += _search_pending(st)  # the view shows the cards the search may take (views.py)
        d = determinize(R, view, rng)
        assert not R.check_invariants(d)
        assert view_key(R.view_for(d, s)) == view_key(view)
        assert R.legal_actions(d, s) == legal
        assert d.rng.state != st.rng.state  # future draws and shuffles are not the real ones
        # the hidden cards come from the owners' decks: a sampled face-down general is a general
        for cid in view.unknown:
            z = E.zinfo(d.where[cid])[1]
            if z in ("lord", "advisor", "deputy"):
                assert E.cdef(d, cid)["type"] == "将领"
        # and the sample plays on
        for _ in range(20):
            if R.is_over(d):
                break
            t = R.to_act(d)
            R.apply(d, rng.choice(plays(R.legal_actions(d, t))))
        checked += 1
    play(["normal", "easy"], 41, hook)
    play(["easy", "normal"], 42, hook)
    assert checked > 50
    # a search of the camp (暗度陈仓): the camp cards it does not show are sampled from cards it cannot take
    # (the deck lists would deal generals there), so the sample's choices are the real ones
    from tests.sanguozhi.test_hidden_info import _searching
    st = _searching()
    for _ in range(8):
        hook(st, 0, R.view_for(st, 0), R.legal_actions(st, 0), None)
    assert searches == 8


# -- no hidden information -----------------------------------------------------------------------------------
def poisoned(st, seat: int):
    """A copy of ``st`` in which the cards ``seat`` cannot see are other cards: among each owner's hidden cards
    of the same kind of place (hand and camp; face-down generals; set stratagems) the definitions are rotated."""
    p = st.clone()
    groups: dict = {}
    looked = R.looked_at(st, seat)  # the camp cards its search may take: it sees them
    for zid, zone in p.zones.items():
        for c in zone.cards:
            if zone.visible_to(c, seat) or c in looked:
                continue
            base = E.zinfo(zid)[1]
            kind = {"lord": "g", "advisor": "g", "deputy": "g", "strategy": "s", "event": "e",
                    "formation": "f"}.get(base, "m")
            groups.setdefault((E.owner(c), kind), []).append(c)
    for ids in groups.values():
        defs = [p.data["cards"][c] for c in ids]
        defs = defs[1:] + defs[:1]
        for c, d in zip(ids, defs):
            p.data["cards"][c] = d
    p.cache.clear()
    return p


def hidden_defs_differ(st, p) -> bool:
    return any(st.data["cards"][c] != p.data["cards"][c] for c in st.data["cards"])


def choice_ignores_hidden_cards(b, st, s: int, view, legal, legal_too: bool = False) -> bool:
    """Poison every card ``s`` cannot see: the view stays the same (and, with ``legal_too``, the legal actions) and
    the bot ``b`` chooses the same action, reason and arguments.  False when no hidden card changed (nothing
    checked)."""
    p = poisoned(st, s)
    if not hidden_defs_differ(st, p):
        return False
    pv = R.view_for(p, s)
    assert view_key(pv) == view_key(view)
    if legal_too:
        assert R.legal_actions(p, s) == legal
    c1 = b.choose(R, view, legal, 1.0, random.Random(7))
    c2 = b.choose(R, pv, R.legal_actions(p, s), 1.0, random.Random(7))
    assert (c1.action, c1.reason, c1.args) == (c2.action, c2.reason, c2.args)
    return True


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_poisoned_hidden_cards_change_nothing(level):
    """Change what every hidden card is: the view, the legal actions and the bot's choice stay the same."""
    b = bot(level)
    checked = searches = 0

    def hook(st, s, view, legal, c):
        nonlocal checked, searches
        if len(plays(legal)) < 2 or (level == "hard" and checked > 12 and not _search_pending(st)):
            return
        searches += _search_pending(st)
        checked += choice_ignores_hidden_cards(b, st, s, view, legal, legal_too=True)
    play(["normal", "easy"], 31, hook)
    assert checked > 10
    # and a search of the camp (暗度陈仓): its view shows the generals it may take, the other camp cards poisoned
    from tests.sanguozhi.test_hidden_info import _searching
    st = _searching()
    legal = R.legal_actions(st, 0)
    hook(st, 0, R.view_for(st, 0), legal, None)
    assert searches >= 1 and hidden_defs_differ(st, poisoned(st, 0))


# -- Hard's analysis (hints) ------------------------------------------------------------------------------------
def test_analyse_gives_the_best_moves_with_chances():
    st = R.new_game(["a", "b"], {}, 3)
    rng = random.Random(3)
    normal = make("normal")
    while True:
        s = R.to_act(st)
        legal = R.legal_actions(st, s)
        if st.data["turn"] >= 5 and len(plays(legal)) >= 3:
            break
        R.apply(st, normal.choose(R, R.view_for(st, s), legal, 1.0, rng).action)
    out = analyse(R, R.view_for(st, s), legal, 1.0, random.Random(1), iterations=12)
    assert 1 <= len(out) <= 3
    assert all(a.action in legal and 0.0 <= a.win <= 1.0 for a in out)
    assert sum(a.visits for a in out) <= 12
    assert [a.visits for a in out] == sorted((a.visits for a in out), reverse=True)
    for a in out:
        text = format_reason(a.choice())
        assert text and "{" not in text and not JARGON.search(text)


# -- Normal's rules of thumb in set-up positions -----------------------------------------------------------------
def position(setup: dict):
    return R.scenario_state({"game": "sanguozhi", "players": 2, "setup": setup})


def normal_choice(st):
    s = R.to_act(st)
    return make("normal").choose(R, R.view_for(st, s), R.legal_actions(st, s), 1.0, random.Random(0))


def test_normal_places_the_command_its_generals_need():
    st = position({"turn": 5, "active": "P1", "step": "main",
                   "players": {"P1": {"hand": ["T-张辽", "步兵兵权", "骑兵兵权"], "bingquan": {}}}})
    c = normal_choice(st)
    assert c.action.kind == "PlaceBingquan", format_reason(c)
    need = E.cdef(st, "P1:T-张辽").get("bingquan_condition", {})
    placed = E.cdef(st, c.action.card)["face_value"]["bingzhong"]
    assert placed in need, (placed, need)


def test_normal_deploys_a_fighter_as_lieutenant():
    st = position({"turn": 5, "active": "P1", "step": "main",
                   "players": {"P1": {"hand": ["T-张辽"], "bingquan": {"骑兵": 3, "步兵": 3}}}})
    c = normal_choice(st)
    assert c.action.kind == "DeployGeneral", format_reason(c)
    assert E.slot_role(c.action.zone) == "副将"


def test_normal_attacks_an_open_table_and_blocks_to_kill():
    st = position({"turn": 9, "active": "P1", "step": "battle",
                   "players": {"P1": {"deputy1": "T-张辽"}, "P2": {}}})
    c = normal_choice(st)
    assert c.action.kind == "DeclareAttacker", format_reason(c)
    assert "no defender" in c.reason


def test_easy_attacks_while_an_attacker_can_go_in_and_the_playouts_keep_the_plain_pruning():
    """Easy's manner (GameSpec.easy_style): with an attacker that no defender kills, it never ends the attack —
    over many seeds; the shared pruning, which Hard's random playout moves use, still keeps EndAttack."""
    from desktop.bots.common import game_parts
    st = position({"turn": 9, "active": "P1", "step": "battle",
                   "players": {"P1": {"deputy1": "T-张辽", "deputy2": "T-许褚"}, "P2": {"deputy1": "T-蒋钦"}}})
    s = R.to_act(st)
    legal, view = R.legal_actions(st, s), R.view_for(st, s)
    assert {"DeclareAttacker", "EndAttack"} <= {a.kind for a in legal}
    kinds = {make("easy").choose(R, view, legal, 1.0, random.Random(k)).action.kind for k in range(40)}
    assert kinds == {"DeclareAttacker"}, kinds
    assert "EndAttack" in {a.kind for a in game_parts("sanguozhi").prune(plays(legal), st)}
