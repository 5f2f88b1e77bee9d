"""Every action the 三国智 rules accept can be made from the table (issue 12 item 2).

Over random positions of random games (both editions), every action of a kind with parts (结成阵型 members,
谋略 / 事件 / ability targets, ability costs, trigger targets) that the rules' check accepts is found by brute
force over the table's cards, seats and chain items — with no limit — and then built step by step with the
table's ``Chooser``: its start is offered (``starts`` of the legal actions), every value is a lit option of
its step, and the finished action is the accepted one.  Every other accepted action of a card is in
``legal_actions`` itself (drags and buttons), and a damage placement of any size is a listed pair with at
most its listed maximum (the table offers every number up to it)."""

from __future__ import annotations

import random
from itertools import combinations, permutations, product

import pytest

from desktop.core.rules import Match
from desktop.games import rules_for
from desktop.games.sanguozhi import engine as E
from desktop.games.sanguozhi.actions import (FormFormation, PlaceDamage, PutTrigger, UseAbility, UseEvent,
                                             UseStrategy)
from desktop.games.sanguozhi.ruleset.stepwise import Chooser, start_of, starts

R = rules_for("sanguozhi")


def positions(n_games=16, per_game=25, edition=True):
    out = []
    for g in range(n_games):
        st = Match.new(R, ["A", "B"], {}, 40 + g).state if edition else R.new_game(["A", "B"], {}, 40 + g)
        rng = random.Random(g)
        marks = sorted(rng.sample(range(40, 700), per_game))
        k = 0
        while not R.is_over(st) and marks:
            if k == marks[0]:
                marks.pop(0)
                out.append(st.clone())
            seat = R.to_act(st)
            legal = [a for a in R.legal_actions(st, seat) if a.kind != "Concede"]
            R.apply(st, rng.choice(legal))
            k += 1
    return out


def universe(st):
    """Every value a part may take: cards on the table, in hands and graveyards, seats, chain items."""
    cards = [c for z, zone in st.zones.items() if not z.endswith(".camp") for c in zone.cards]
    seats = [E.pname(s) for s in range(len(st.seats))]
    items = [f"#{it['id']}" for it in st.data["chain"]]
    return cards, seats, items


def target_tuples(st, decls, cards, seats, items):
    per = []
    for d in decls:
        pool = seats if d["pick"] == "player" else items if d["pick"] == "chain_item" else cards
        n = d.get("count", 1)
        sizes = range(1, n + 1) if d.get("up_to") else [n]
        per.append([c for k in sizes for c in combinations(pool, k)])
    for combo in product(*per):
        yield tuple(x for part in combo for x in part)


def accepted(st, seat):
    """Every accepted action with parts, by brute force (no limits, no engine candidate lists)."""
    cards, seats, items = universe(st)
    out = []
    ok = lambda a: R.refusal(st, a) is None  # noqa: E731
    for c in st.zones[E.zid(seat, "formation")].cards:
        k = len(E.cdef(st, c)["members"])
        gens = [g for g in cards if g in st.data["field"] and E.is_general_slot(st.where[g])]
        out += [a for m in permutations(gens, k) if ok(a := FormFormation(seat, c, m))]
    slots = [None] + [E.zid(seat, f"strategy{k}") for k in range(1, 8)]
    for c in cards:
        d = E.cdef(st, c)
        if d["type"] == "谋略" and (st.where[c] == E.zid(seat, "hand") or E.zinfo(st.where[c])[1] == "strategy"):
            for tg in target_tuples(st, d.get("use", {}).get("targets", []), cards, seats, items):
                out += [a for z in slots if ok(a := UseStrategy(seat, c, tg, z))]
    for c in st.zones[E.zid(seat, "event")].cards:
        d = E.cdef(st, c)
        for tg in target_tuples(st, d.get("use", {}).get("targets", []), cards, seats, items):
            out += [a for a in [UseEvent(seat, c, tg)] if ok(a)]
    D = E.derive(st)
    for src, ctl, i, ab in D.activated:
        if ctl != seat:
            continue
        n = sum(x["n"] for x in ab.get("cost", []) if x["pay"] in ("discard", "sacrifice", "tap"))
        for costs in permutations(cards, n):
            for tg in target_tuples(st, ab.get("targets", []), cards, seats, items):
                out += [a for a in [UseAbility(seat, src, i, tg, costs)] if ok(a)]
    for w in st.data["waiting"]:
        if w["ctl"] == seat:
            for tg in target_tuples(st, w["ab"].get("targets", []), cards, seats, items):
                out += [a for a in [PutTrigger(seat, w["id"], True, tg)] if ok(a)]
    return out


def build(st, action):
    """Make ``action`` with the Chooser, value by value; fails on any value that is not lit."""
    start = start_of(action)
    ch = Chooser(R, st, start)
    fields = {"members": list(getattr(action, "members", ()) or ()), "costs": list(getattr(action, "costs", ()) or ()),
              "targets": list(getattr(action, "targets", ()) or ())}
    for k, s in enumerate(ch.steps):
        vals = fields[s.field]
        want = s.count
        if s.up_to:  # as many as the action gives before the next declaration takes over: try the largest fit
            rest = sum(x.count for x in ch.steps[k + 1:] if x.field == s.field)
            want = max(1, min(s.count, len(vals) - rest))
        take, fields[s.field] = vals[:want], vals[want:]
        for v in take:
            why = ch.option_refusal(v)
            assert why is None, (action, k, v, why and why.message())
            ch.pick(v)
        if s.up_to and len(take) < s.count:
            ch.close()
    assert ch.complete()
    assert ch.action() == action, (ch.action(), action)


@pytest.mark.parametrize("edition", [True, False])
def test_every_accepted_action_with_parts_can_be_built_step_by_step(edition):
    seen = {"FormFormation": 0, "UseStrategy": 0, "UseEvent": 0, "UseAbility": 0, "PutTrigger": 0}
    for st in positions(edition=edition):
        seat = R.to_act(st)
        legal = R.legal_actions(st, seat)
        offered = starts(legal)
        for a in accepted(st, seat):
            assert start_of(a) in offered, a  # the table offers the start (a drag or a menu entry)
            build(st, a)
            seen[a.kind] += 1
    assert seen["UseStrategy"] and sum(seen.values()) > 20, seen


def test_a_formation_the_old_list_missed_is_offered():
    """The issue's case: 八阵图 with five eligible generals — {乐进, 许褚, 于禁} was missing from the 24."""
    spec = {"game": "sanguozhi", "players": 2, "options": {},
            "setup": {"turn": 9, "active": "P1", "step": "main", "players": {"P1": {
                "bingquan": {"谋士": 3}, "formations": ["八阵图"], "lord": "曹操", "deputy1": "张辽", "deputy2": "乐进",
                "deputy3": "许褚", "advisor": "于禁"}}}}
    st = R.scenario_state(spec)
    st.options["junshi_can_join_formation"] = True
    st.cache.clear()
    want = FormFormation(0, "P1:八阵图", ("P1:乐进", "P1:许褚", "P1:于禁"))
    assert R.refusal(st, want) is None
    listed = [a for a in R.legal_actions(st, 0) if a.kind == "FormFormation"]
    assert want not in listed and len(listed) == 24  # the bots' list stops at 24 orderings …
    build(st, want)                                   # … the table builds it member by member


def test_an_unlit_member_says_why():
    spec = {"game": "sanguozhi", "players": 2,
            "setup": {"turn": 9, "active": "P1", "step": "main", "players": {"P1": {
                "formations": ["T-锋矢阵"], "deputy1": "T-张辽", "deputy2": "T-曹纯", "deputy3": "T-乐进"}}}}
    st = R.scenario_state(spec)
    start = start_of(FormFormation(0, "P1:T-锋矢阵", ()))
    ch = Chooser(R, st, start)
    assert [v for v, why in ch.options() if why is None] == ["P1:T-张辽", "P1:T-曹纯"]  # entry 1: 骑兵
    assert ch.pick("P1:T-乐进") is not None  # not a 骑兵: not even a candidate
    assert ch.pick("P1:T-张辽") is None
    why = ch.option_refusal("P1:T-张辽")
    assert why is not None and "chosen already" in why.message()
    assert ch.pick("P1:T-曹纯") is None and ch.pick("P1:T-乐进") is None and ch.complete()
    assert R.refusal(st, ch.action()) is None


def test_damage_points_of_any_size_are_a_listed_pair():
    for st in positions(n_games=10, per_game=20):
        d = st.data
        if not d["decisions"] or d["decisions"][0]["type"] != "assign":
            continue
        seat = d["decisions"][0]["seat"]
        listed = {(a.dealer, a.receiver): a.n for a in R.legal_actions(st, seat) if isinstance(a, PlaceDamage)}
        for dl, r, mx in E.placements(d["decisions"][0]):
            for n in range(1, mx + 1):
                assert R.refusal(st, PlaceDamage(seat, dl, r, n)) is None
                assert listed.get((dl, r)) == mx  # the table offers 1 … mx on that pair
