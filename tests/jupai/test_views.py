"""What a seat may know: hand-card bonuses are public as amount and holder, never as the card (§1.1)."""

from desktop.games import rules_for

RULES = rules_for("jupai")


def test_hand_bonus_amount_and_holder_are_public_but_not_the_card():
    spec = {"game": "jupai", "options": {"mode": "advanced"},
            "setup": {"round_card": "6H", "actor": "P1", "bonus": {"QS": 8},
                      "zones": {"P1.hand": ["2S"], "P2.hand": ["QS", "3S"], "P3.hand": ["2H"], "P4.hand": ["2D"]}}}
    st = RULES.scenario_state(spec)
    v1 = RULES.view_for(st, 0)
    assert v1.data["hand_bonuses"]["1"] == [8]
    assert "QS" not in v1.data["bonus"] and "QS" in v1.unknown
    assert RULES.view_for(st, 1).data["bonus"] == {"QS": {"prop": 8}}


def test_committed_card_and_source_are_secret_until_the_reveal():
    spec = {"game": "jupai",
            "setup": {"round_card": "6H", "actor": "P1",
                      "zones": {"P1.hand": ["7S", "3S"], "P2.hand": ["KS", "5S"], "P3.hand": ["2H"], "P4.hand": ["2D"]}}}
    st = RULES.scenario_state(spec)
    from desktop.games.jupai.actions import Act
    RULES.apply(st, Act(0, "7S", 1, "none"))
    v2 = RULES.view_for(st, 1)
    assert "card_a" not in v2.data["pending"] and "src_a" not in v2.data["pending"]
    assert v2.zones["P1.play"].cards == [None]
    assert RULES.view_for(st, 0).data["pending"]["card_a"] == "7S"


def _scribble(obj, depth=0):
    """Change every part of a view's data in place: lists, dicts, and the values in them."""
    if isinstance(obj, dict):
        for k in list(obj):
            if isinstance(obj[k], (dict, list)):
                _scribble(obj[k], depth + 1)
            else:
                obj[k] = "scribbled"
        obj["scribbled"] = depth
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            if isinstance(v, (dict, list)):
                _scribble(v, depth + 1)
            else:
                obj[i] = "scribbled"
        obj.append("scribbled")


def _mutate_view(view):
    _scribble(view.data)
    _scribble(view.seats)
    _scribble(view.options)
    for zone in view.zones.values():
        zone.cards.append("XX")
        zone.cards.reverse()
        zone.overrides["XX"] = "public"
        zone.capacity = 0
    view.zones.clear()
    view.unknown.append("XX")


def test_views_are_copies_nothing_done_to_one_reaches_the_game():
    """Issue 18: a buggy bot writing into its view (data, seats, options, zones) cannot change the game."""
    import random

    from desktop.games.jupai.actions import Act
    for opts in ({}, {"mode": "advanced"}):
        st = RULES.new_game(["a", "b", "c", "d"], dict(opts), 7)
        rng = random.Random(7)
        for _ in range(60):
            if RULES.is_over(st):
                break
            before = st.hash()
            for seat in (None, 0, 1, 2, 3):
                _mutate_view(RULES.view_for(st, seat))
            assert st.hash() == before
            legal = RULES.legal_actions(st, RULES.to_act(st))
            plays = [a for a in legal if isinstance(a, Act)] or [a for a in legal if a.kind not in ("Pause", "Concede")]
            RULES.apply(st, rng.choice(plays or legal))


def test_sandbox_views_are_copies():
    sandbox = rules_for("sandbox")
    st = sandbox.new_game(["a", "b"], {}, 3)
    before = st.hash()
    for seat in (None, 0, 1):
        _mutate_view(sandbox.view_for(st, seat))
    assert st.hash() == before
