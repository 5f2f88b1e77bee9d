"""The 三国智 engine's caches (issue 13) skip work only when it would change nothing.

With ``mechanics.basics.VERIFY`` on, every kept derived value is compared with a fresh computation and every
skipped state check is run on a copy and must change nothing; seeded games and the golden games are
played that way, with several option sets.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from desktop.bots.base import play_actions
from desktop.core.actions import action_from_dict
from desktop.core.state import GameState
from desktop.games import rules_for
from desktop.games.sanguozhi.mechanics import basics
from tests.selfplay import random_play, self_play

R = rules_for("sanguozhi")
GOLDEN = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "golden").glob("sanguozhi_*.json"))


@pytest.fixture
def verify(monkeypatch):
    monkeypatch.setattr(basics, "VERIFY", True)


@pytest.mark.parametrize("seed,seats,options", [
    (1, 2, {}),
    (2, 3, {}),
    (3, 4, {"teams": [["P1", "P3"], ["P2", "P4"]]}),
    (4, 2, {"combat_damage_clears_at": "end_of_battle", "flip_speed": "any", "event_speed": "main",
            "excess_damage": "to_liangcao", "hand_limit_check": "end_of_every_turn"}),
    (5, 2, {"damage_assigner": "dealer", "deck_out": "skip", "enemy_shuffle": "ask", "set_strategy_wait": False}),
])
def test_kept_values_are_fresh_values(verify, seed, seats, options):
    st = R.new_game([f"P{s + 1}" for s in range(seats)], options, seed)
    rnd = random.Random(seed)
    for _ in range(700):
        if R.is_over(st):
            break
        st_seat = R.to_act(st)
        R.apply(st, rnd.choice(play_actions(R.legal_actions(st, st_seat))))


@pytest.mark.parametrize("path", GOLDEN[:3], ids=[p.stem for p in GOLDEN[:3]])
def test_golden_games_replay_with_every_cache_checked(verify, path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    st = GameState.from_dict(doc["initial"])
    for ad in doc["actions"][:400]:
        R.apply(st, action_from_dict(ad, "sanguozhi"))


SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "sanguozhi").glob("*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenarios_pass_with_every_cache_checked(verify, path):
    from desktop.core.scenario import run_scenario
    res = run_scenario(path, rules_for)
    assert res.ok, res.failures


@pytest.mark.parametrize("seed", [6, 7, 8])
def test_checks_shared_in_a_pass_accept_and_refuse_as_alone(seed):
    """A legality pass asks 征兵's seat part and 结成阵型's card and (general, entry) parts once (the pass
    memo): its list is every candidate that a lone refusal (no pass memo) accepts, and a candidate with a
    malformed card is refused as before."""
    kinds: set = set()

    def compare(st, seat, legal, rng):
        alone = [a for a in R.candidates(st, seat) if R.refusal(st, a) is None]
        assert legal == alone
        kinds.update(type(a).__name__ for a in R.candidates(st, seat))

    self_play(R, 2, {}, seed, choose=random_play, steps=900, before=compare)
    assert {"Conscript", "FormFormation"} <= kinds  # both shared checks were asked


def test_a_malformed_formation_card_is_refused_by_the_formation_rule():
    """In the main timing, 结成阵型 of a card that is no card id is refused as not in the 阵型槽 — inside a
    pass as alone (the pass memo is not asked with it)."""
    from desktop.core.legality import PASS
    from desktop.games.sanguozhi.actions import FormFormation
    from desktop.games.sanguozhi.ruleset.candidates import main_timing
    st = R.new_game(["P1", "P2"], {}, 1)
    rnd = random.Random(1)
    while not main_timing(st, R.to_act(st)):
        R.apply(st, rnd.choice(play_actions(R.legal_actions(st, R.to_act(st)))))
    bad = FormFormation(R.to_act(st), ["not", "a card"], ())
    alone = R.refusal(st, bad)
    st.cache[PASS] = {}
    try:
        within = R.refusal(st, bad)
    finally:
        del st.cache[PASS]
    for exc in (alone, within):
        assert exc is not None and exc.reason == "{card} is not in {zone}."


def test_forming_and_dissolving_a_formation_patch_the_epochs_values(verify):
    """结成阵型 and 解散 of a 阵型 without abilities (the starter decks' 阵型) keep the epoch: its own stats and
    state-check entry are patched into the kept derived values (derived.formed_unseen / dissolved_unseen),
    which VERIFY compares with a fresh computation at every read."""
    from desktop.games.sanguozhi.engine import EPOCH
    done = {"FormFormation": 0, "DissolveFormation": 0}
    for seed in range(1, 40):
        st = R.new_game(["P1", "P2"], {}, seed)
        rnd = random.Random(seed)
        for _ in range(900):
            if R.is_over(st):
                break
            legal = play_actions(R.legal_actions(st, R.to_act(st)))
            a = rnd.choice(legal)
            ep = st.cache.get(EPOCH, 0)
            R.apply(st, a)
            if a.kind in done:
                assert st.cache.get(EPOCH, 0) == ep, a
                done[a.kind] += 1
        if min(done.values()) >= 3:
            break
    assert min(done.values()) >= 3, done


def test_who_is_in_a_formation_is_a_read_that_stops_the_patch():
    """A filter on in_formation or a "members" reference anywhere in a card tags it "formation"
    (basics._def_reads): a game with such a card derives its values afresh when a 阵型 forms."""
    flt = {"kind": "static", "effects": [{"do": "modify_stat", "target": {"all": {"type": "将领", "in_formation": True}}}]}
    ref = {"kind": "triggered", "effects": [{"do": "damage", "target": "members"}]}
    assert "formation" in basics._def_reads({"abilities": [flt]})
    assert "formation" in basics._def_reads({"abilities": [ref]})
    assert "formation" not in basics._def_reads({"abilities": [{"kind": "static", "effects": [
        {"do": "modify_stat", "target": {"all": {"type": "将领"}}}]}]})


def test_trusted_candidates_are_exactly_what_the_checks_accept():
    """The core's pass takes the candidates of the kinds in rules.TRUSTED (SanguozhiRules.exact_kinds, and plain
    谋略 / 事件 uses: exact_candidate) without running their checks:
    every one of them must pass its checks (a lone refusal), and the whole list must be the core's pass
    (every candidate the checks accept, in order)."""
    from desktop.core.legality import CheckedRules
    from desktop.games.sanguozhi.actions import UseEvent, UseStrategy
    from desktop.games.sanguozhi.rules import TRUSTED, _plain
    kinds: set = set()

    def compare(st, seat, legal, rng):
        assert CheckedRules.legal_now(R, st, seat) == CheckedRules.legal_now(R, st, seat, checked=True)
        for a in R.candidates(st, seat):
            if type(a) in TRUSTED or (type(a) in (UseStrategy, UseEvent) and _plain(st.data["cards"][a.card])[0]):
                assert R.refusal(st, a) is None, a
                kinds.add(type(a).__name__)

    for seed, options in ((9, {}), (10, {"generals_per_turn": 1, "bingquan_per_turn": 2}),
                          (11, {"zhengbing_enabled": False, "flip_speed": "any", "event_speed": "main"})):
        for g in range(3):
            self_play(R, 2, dict(options), seed * 10 + g, choose=random_play, steps=500, before=compare)
    assert {"Pass", "SetGeneral", "DeployGeneral", "SetStrategy", "FlipGeneral", "FormFormation", "EquipTreasure",
            "DeclareAttacker", "DeclareDefender", "PlaceDamage", "DiscardCard", "KeepHand", "UseStrategy", "UseEvent"} <= kinds, kinds


def test_every_list_is_the_pass_that_checks_every_candidate():
    """SanguozhiRules.legal_now's short ways — a kept response-window list, a window without response candidates
    (Pass and 认输 without the core's pass), response candidates made once for the pass — give at every decision
    of seeded games, with option sets that change what a window offers, the list of the pass that checks every
    candidate afresh."""
    from desktop.core.legality import CheckedRules
    from desktop.games.sanguozhi.ruleset.candidates import CONCEDE, PASS, window_key
    seen = {"window": 0, "quiet": 0}

    def compare(st, seat, legal, rng):
        assert legal == CheckedRules.legal_now(R, st, seat, checked=True)
        if window_key(st, seat) is not None:
            seen["window"] += 1
            seen["quiet"] += legal == [PASS[seat], CONCEDE[seat]]

    for seed, options in ((12, {}), (13, {"hand_strategy_speed": "any", "set_strategy_wait": False}),
                          (14, {"flip_speed": "any", "event_speed": "main"}), (15, {"events_per_turn": 2})):
        for g in range(3):
            self_play(R, 2, dict(options), seed * 10 + g, choose=random_play, steps=600, before=compare)
    assert seen["quiet"] > 500 and seen["window"] - seen["quiet"] > 100, seen


def test_response_speed_hand_cards_are_those_of_the_speed_table():
    """candidates._response_defs (the hand cards a window looks at) is what _strategy_speed says, for both
    values of hand_strategy_speed."""
    from desktop.games.sanguozhi.cards import card_db
    from desktop.games.sanguozhi.ruleset.candidates import _response_defs, _strategy_speed
    for any_speed in (False, True):
        want = {k for k in card_db().by_id if (sp := _strategy_speed(k)) is not None and (any_speed or sp != "main")}
        assert _response_defs(any_speed) == want and want


def test_field_filters_on_role_or_treasure_are_those_matches_names():
    """filters._candidates answers a field filter of the quick keys plus role / has_treasure from the type's field
    rows and those two tests: at every 25th decision of seeded games, for every such filter of the card files
    (and both values of has_treasure) and each seat, the cards are those filters._general (matches()) names."""
    from desktop.games.sanguozhi.cards import card_db
    from desktop.games.sanguozhi.mechanics import filters as F
    found: list = []

    def walk(o):
        if isinstance(o, dict):
            if isinstance(o.get("type"), str) and "test" not in o and F._SLOTTED.issuperset(o) \
                    and ("role" in o or "has_treasure" in o) and o.get("zone", "field") == "field":
                found.append(o)
            for v in o.values():
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)
    walk(list(card_db().by_id.values()))
    filters = found + [{"type": "将领", "has_treasure": False}, {"type": "将领", "role": ["主将"], "controller": "you"}]
    assert len(found) >= 2
    asked = 0

    def compare(st, seat, legal, rng):
        nonlocal asked
        if rng.random() < 0.04:
            for f in filters:
                for ctl in range(len(st.seats)):
                    assert F._candidates(st, f, ctl, None, None) == F._general(st, f, ctl, None, None), f
                    asked += 1

    for seed in (16, 17):
        self_play(R, 2, {}, seed, choose=random_play, steps=900, before=compare)
    assert asked > 50


def test_patched_derived_values_are_a_full_recompute():
    """The derived values after a change the engine patches instead of recomputing — continuous effects, 粮草 a
    lasting condition reads, the turn player or phase (a new epoch, the field scan and field queries kept), a card
    turned face up, leaving the chain, made active, or joining / leaving the field unseen (the kept scan rescanned
    for that card) — equal a computation from nothing at every step of seeded games with several option sets."""
    from desktop.games.sanguozhi.mechanics import derived as DV
    from desktop.games.sanguozhi.mechanics.basics import MEMO
    from desktop.games.sanguozhi.mechanics.queries import field_by_type
    seen = {"kept": 0, "patched": 0}

    def compare(st, seat, legal, rng):
        m = st.cache.get(MEMO) or {}
        b = m.get("base")
        if b is not None:
            seen["kept"] += 1
            seen["patched"] += bool(b.dirty)
        D = DV.derive(st)
        twin = st.clone()
        twin.cache.clear()
        assert DV._fields(D) == DV._fields(DV.derive(twin))
        b = (st.cache.get(MEMO) or {}).get("base")
        if b is not None:
            if b.dirty:  # patched when the values are next computed
                DV._patch(st, b)
            assert b.rows() == DV._scan(twin, None).rows()
        for t in ("将领", "兵权", "谋略", "宝物", "阵型"):
            assert list(field_by_type(st, t)) == list(field_by_type(twin, t))

    for seed, options in ((21, {}), (22, {"flip_speed": "any", "set_strategy_wait": False}),
                          (23, {"generals_per_turn": 1, "bingquan_per_turn": 2}), (24, {"edition": 1})):
        for g in range(2):
            self_play(R, 2, dict(options), seed * 10 + g, choose=random_play, steps=600, before=compare)
    assert seen["kept"] > 1000 and seen["patched"] > 50, seen


def test_the_kept_seats_in_follow_a_loss_and_the_turn_order():
    """queries.seats_in keeps the seats still in with the turn-order list they were read from: a player who
    concedes leaves them at once (players_in no longer lists that seat, next_seat passes over it), and the
    order 先手 sets is read afresh.  Without VERIFY, so that the kept tuple itself is what is read."""
    from desktop.games.sanguozhi import engine as E
    st = R.new_game(["P1", "P2", "P3"], {}, 2)
    first = st.data["order"]
    assert E.seats_in(st) == tuple(first)
    rnd = random.Random(2)
    while st.data["order"] is first:  # the setup's choice of the first player sets a new order list
        R.apply(st, rnd.choice(play_actions(R.legal_actions(st, R.to_act(st)))))
    order = st.data["order"]
    assert E.seats_in(st) == tuple(order) and E.next_seat(st, order[0]) == order[1]
    gone = order[1]
    E.lose(st, [gone], [])  # (what 认输 and the state check's losers come to)
    assert gone not in E.seats_in(st) and E.players_in(st) == [s for s in order if s != gone]
    assert E.next_seat(st, order[0]) == order[2] and E.next_seat(st, gone) == order[2]
    fresh = GameState.from_dict(st.to_dict())  # (a state read from its data keeps nothing: the same answer)
    assert E.seats_in(fresh) == E.seats_in(st)


def test_a_change_of_provisions_keeps_the_values_unless_a_threshold_test_turns():
    """A static ability whose condition is a threshold test of its controller's 粮草 (许褚, 张飞, 文丑: 粮草 ≤ 10)
    is a probe of the derived values (derived._LC_PROBES): a change of 粮草 that leaves every probe's answer as
    it was keeps this epoch's values (basics.lc_changed bumps nothing), one that turns an answer starts a new
    epoch; either way the values are those a computation from nothing gives."""
    from desktop.games.sanguozhi.mechanics import derived as DV
    from desktop.games.sanguozhi.mechanics.basics import EPOCH, lc_changed

    def fresh(st):
        twin = st.clone()
        twin.cache.clear()
        return DV.derive(twin)

    found = None
    for seed in range(1, 60):
        st = R.new_game(["P1", "P2"], {}, seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if R.is_over(st):
                break
            D = DV.derive(st)
            if D.lc_probes and not D.reads_lc:
                found = st
                break
            R.apply(st, rng.choice(play_actions(R.legal_actions(st, R.to_act(st)))))
        if found is not None:
            break
    assert found is not None, "no seeded game puts a 粮草 probe on the field"
    st = found
    D = DV.derive(st)
    seat, op, v, was = D.lc_probes[0]
    p = st.data["players"][seat]
    assert op in ("<=", "<"), D.lc_probes[0]  # (the starter set's probes are upper bounds)
    # a change that leaves the answer as it was
    if was:
        same = min(p["lc"], v) - 1 if op == "<=" else min(p["lc"], v - 1) - 1
    else:
        same = max(p["lc"], v + 1) + 1 if op == "<=" else max(p["lc"], v) + 1
    epoch = st.cache.get(EPOCH, 0)
    lc_changed(st, seat, same)
    p["lc"] = same
    assert st.cache.get(EPOCH, 0) == epoch  # kept
    assert DV.derive(st) is D and DV._fields(D) == DV._fields(fresh(st))
    # a change that turns it
    if op == "<=":
        other = v + 1 if was else v
    else:
        other = v if was else v - 1
    lc_changed(st, seat, other)
    p["lc"] = other
    assert st.cache.get(EPOCH, 0) == epoch + 1  # a new epoch
    D2 = DV.derive(st)
    assert D2 is not D and DV._fields(D2) == DV._fields(fresh(st))
    assert D2.lc_probes != D.lc_probes and D2.stats != D.stats


def test_a_settled_state_stays_settled_where_the_state_check_has_nothing_new_to_read():
    """A change of 粮草 that leaves it above 0 and within the cap, with no lasting effect whose end reads 粮草,
    keeps a settled state settled (basics.lc_changed): the state check reads 粮草 only for a loser, the cap
    and a ``while`` condition — and a change to 0, over the cap or under such an effect unsettles it.  Combat
    damage cleared (basics.damage_cleared) keeps it settled.  VERIFY (test_kept_values_are_fresh_values) checks
    at every step of its games that a state kept settled is one the full check leaves as it is."""
    from desktop.games.sanguozhi.mechanics.basics import CLEAN, WRITES, damage_cleared, lc_changed
    from desktop.games.sanguozhi.mechanics.statecheck import state_check

    st = R.new_game(["P1", "P2"], {}, 7)
    rng = random.Random(7)
    for _ in range(120):
        R.apply(st, rng.choice(play_actions(R.legal_actions(st, R.to_act(st)))))
    assert not R.is_over(st)

    def settled():
        twin = st.clone()
        state_check(twin, [])
        assert CLEAN in twin.cache
        return twin

    twin = settled()
    s = 0
    lc = twin.data["players"][s]["lc"]
    cap = twin.cache[CLEAN].cap[s]
    assert 1 < lc <= cap, (lc, cap)
    writes = twin.cache.get(WRITES, 0)
    lc_changed(twin, s, lc - 1)
    assert CLEAN in twin.cache and twin.cache[WRITES] == writes + 1  # kept settled; legal lists see a write
    damage_cleared(twin)
    assert CLEAN in twin.cache and twin.cache[WRITES] == writes + 2
    for new in (0, -3, cap + 1):
        twin = settled()
        lc_changed(twin, s, new)
        assert CLEAN not in twin.cache, new
    twin = settled()
    twin.data["effects"].append({"id": 999, "ts": 1, "ctl": s, "src": None, "turn": twin.data["turn"],
                                 "eff": {"do": "prevent_damage", "n": "all"}, "players": [s],
                                 "while": {"test": "liangcao", "player": "you", "op": ">=", "value": 5},
                                 "wctx": {"targets": {}}})
    lc_changed(twin, s, lc - 1)
    assert CLEAN not in twin.cache  # the effect's end reads 粮草: the state check must look


def test_quiet_card_asks_the_state_checks_questions_of_one_card():
    """statecheck.quiet_card (a change that touched one card keeps a settled state settled, resettle) fails
    exactly where the state check has work with that card: damage to its health, a slot not open, a 阵型
    whose member is face down — and passes for a general standing as it should."""
    from desktop.games.sanguozhi.mechanics.derived import derive
    from desktop.games.sanguozhi.mechanics.queries import field_generals
    from desktop.games.sanguozhi.mechanics.statecheck import quiet_card, state_check

    st = R.new_game(["P1", "P2"], {}, 11)
    rng = random.Random(11)
    g = None
    for _ in range(3000):
        if R.is_over(st):
            break
        R.apply(st, rng.choice(play_actions(R.legal_actions(st, R.to_act(st)))))
        gs = [x for x in field_generals(st, 0) if st.data["field"][x]["up"] and st.where[x].endswith("deputy1")]
        if gs and not st.data["chain"] and not st.data["decisions"]:
            g = gs[0]
            break
    assert g is not None
    state_check(st, [])
    D = derive(st)
    assert quiet_card(st, D, g)
    hp = D.stats[g][1]
    f = st.data["field"][g]
    f["dc"] = hp - f["dp"]
    assert not quiet_card(st, D, g)  # (a) it dies
    f["dc"] = 0
    st.data["players"][0]["dep"].remove("deputy1")
    assert not quiet_card(st, D, g)  # (b) its slot is closed
    st.data["players"][0]["dep"].insert(0, "deputy1")
    assert quiet_card(st, D, g)
    fid = "P1:999"
    st.data["field"][fid] = {"up": True, "tap": False, "dc": 0, "dp": 0, "since": 0, "ts": 0, "obj": 0,
                             "formed": True, "members": [g]}
    st.where[fid] = "P1.formation"
    D.stats[fid] = [1, 3, 0]
    assert not quiet_card(st, D, fid)  # (c) its member is not in it
    f["form"] = fid
    assert quiet_card(st, D, fid)
    f["up"] = False
    assert not quiet_card(st, D, fid)  # (c) its member is face down
