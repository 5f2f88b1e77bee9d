"""三国智 on the table: the whitepaper's map, drags, 战团 drops, the chain panel, card detail, a bot game."""

import random

from PySide6.QtCore import QPointF

from desktop.controller import SeatConfig
from desktop.games.sanguozhi.actions import (Concede, DeclareAttacker, DeployGeneral, PlaceBingquan, SetGeneral)
from desktop.ui import i18n
from desktop.ui.games.sanguozhi.plugin import hub_for

MAP = (["graveyard", "lord", "advisor", "deputy1", "deputy2", "deputy3", "camp", "event"]
       + [f"strategy{k}" for k in range(1, 6)]
       + ["formation", "bq_infantry", "bq_archer", "bq_cavalry", "bq_advisor", "granary", "hand"])


def _game(win, n=2, seed=3, humans=1):
    win.ctl.auto_bots = False
    seats = [SeatConfig(f"S{k + 1}", "human" if k < humans else "bot") for k in range(n)]
    win.ctl.new_game("sanguozhi", seats, {}, seed)
    return win.ctl


def _advance(ctl, until, seed=1, limit=4000):
    """Random legal moves (never conceding) for whoever acts, until ``until(ctl)``; True if reached."""
    rng = random.Random(seed)
    for _ in range(limit):
        if until(ctl):
            return True
        actor = ctl.to_act()
        if actor is None:
            return False
        legal = [a for a in ctl.legal(actor) if not isinstance(a, Concede)]
        if not legal:
            return False
        ctl.submit(rng.choice(legal))
    return until(ctl)


def _my_legal(ctl, kind):
    seat = ctl.my_turn_seat()
    return [a for a in ctl.legal(seat) if isinstance(a, kind)] if seat is not None else []


def test_every_slot_of_the_map_is_shown_and_labelled(win):
    _game(win)
    scene = win.scene
    for seat in (0, 1):
        for key in MAP:
            zid = f"P{seat + 1}.{key}"
            assert zid in scene.zones, zid
            assert scene.zones[zid].label(), zid
    # §1.1.3's rows, seen from the viewer (bottom); with two seats the 兵权 row continues the generals' row …
    z = lambda k, s=0: scene.zones[f"P{s + 1}.{k}"].rect  # noqa: E731
    assert z("graveyard").x() < z("lord").x() < z("advisor").x() < z("deputy1").x() < z("deputy3").x() < z("camp").x()
    assert z("camp").x() < z("bq_infantry").x() < z("bq_archer").x() < z("bq_cavalry").x() < z("bq_advisor").x() < z("granary").x()
    assert z("lord").y() == z("bq_infantry").y() < z("strategy1").y() == z("hand").y()
    assert z("event").x() < z("strategy1").x() < z("strategy5").x() < z("formation").x() < z("hand").x()
    # … and the opponent's map turned round across the table, generals facing generals.
    assert z("graveyard", 1).x() > z("camp", 1).x() > z("granary", 1).x()
    assert z("strategy1", 1).y() < z("lord", 1).y() < z("lord").y()


def test_labels_follow_the_language(win):
    _game(win)
    i18n.set_language("zh_CN")
    try:
        assert win.scene.zones["P1.lord"].label() == "主将"
        assert win.scene.zones["P1.bq_cavalry"].label() == "骑兵兵权"
        i18n.set_language("zh_TW")
        assert win.scene.zones["P1.advisor"].label() == "軍師"
    finally:
        i18n.set_language("en")
    assert win.scene.zones["P1.granary"].label() == "Granary"


def test_layouts_for_two_to_six_players(win):
    for n in range(2, 7):
        _game(win, n=n, seed=n)
        scene = win.scene
        rect = scene.sceneRect()
        slots = [zi for zid, zi in scene.zones.items() if zid.startswith("P") and zi.style != "attached"]
        assert len(slots) == n * len(MAP)
        for zi in slots:
            assert rect.contains(zi.rect), zi.zone
        for k, a in enumerate(slots):
            for b in slots[k + 1:]:
                assert not a.rect.intersects(b.rect), (a.zone, b.zone)
        for seat, panel in scene.panels.items():
            assert rect.contains(panel.rect)


def test_slots_added_and_lost_appear_and_disappear(win):
    ctl = _game(win)
    p = ctl.state.data["players"][0]
    p["dep"].append("deputy4")
    p["strat"].append("strategy6")
    ctl.state.version += 1  # a change behind the engine's back: a new version, as apply makes (views are cached per version)
    ctl.changed.emit([])
    assert "P1.deputy4" in win.scene.zones and "P1.strategy6" in win.scene.zones
    assert win.scene.zones["P1.deputy4"].rect.x() > win.scene.zones["P1.deputy3"].rect.x()
    p["dep"].remove("deputy4")
    p["lord_lost"] = True
    ctl.state.version += 1
    ctl.changed.emit([])
    assert "P1.deputy4" not in win.scene.zones
    assert "P1.lord" not in win.scene.zones


def test_legal_drag_deploys_a_general_and_the_scene_agrees(win, qtbot, drag):
    ctl = _game(win, seed=5)
    assert _advance(ctl, lambda c: bool(_my_legal(c, DeployGeneral)), seed=5)
    act = _my_legal(ctl, DeployGeneral)[0]
    win.scene.source_choice[0] = "DeployGeneral"  # 遣将 rather than 伏将 on this slot (no popup)
    item = win.scene.card_item(act.card)
    with qtbot.waitSignal(ctl.changed, timeout=3000):
        drag(win.view, item, win.scene.zones[act.zone].rect.center())
    assert isinstance(ctl.match.actions[-1], DeployGeneral)
    assert ctl.state.where[act.card] == act.zone
    assert item.zone == act.zone
    assert win.scene.zones[act.zone].rect.contains(item.sceneBoundingRect().center())
    # the chain panel shows the 武将上场 item the engine put on the chain
    rows = win.extras["sanguozhi"].panel.chain_rows()
    assert [r["id"] for r in rows] == [it["id"] for it in reversed(ctl.state.data["chain"])]
    assert win.extras["sanguozhi"].panel.chain.count() == len(rows) >= 1


def test_illegal_drag_is_refused_with_the_rule(win, drag):
    ctl = _game(win, seed=5)
    assert _advance(ctl, lambda c: bool(_my_legal(c, DeployGeneral)), seed=5)
    general = _my_legal(ctl, DeployGeneral)[0].card
    before = ctl.state.hash()
    item = win.scene.card_item(general)
    home = QPointF(item.home)
    drag(win.view, item, win.scene.zones["P2.advisor"].rect.center())  # not into an opponent's 将领槽
    assert ctl.state.hash() == before
    assert item.pos() == home
    assert win.scene.last_refusal


def test_bingquan_drag_and_dropping_on_the_opponent_refused(win, drag, qtbot):
    ctl = _game(win, seed=9)
    assert _advance(ctl, lambda c: bool(_my_legal(c, PlaceBingquan)), seed=9)
    act = _my_legal(ctl, PlaceBingquan)[0]
    zone = ctl.hint(act)["zone"]
    before = ctl.state.hash()
    item = win.scene.card_item(act.card)
    drag(win.view, item, win.scene.zones[zone.replace("P1.", "P2.")].rect.center())
    assert ctl.state.hash() == before and win.scene.last_refusal
    win.scene.source_choice[0] = "PlaceBingquan"
    with qtbot.waitSignal(ctl.changed, timeout=3000):
        drag(win.view, item, win.scene.zones[zone].rect.center())
    assert ctl.state.where[act.card] == zone


def test_attackers_dropped_into_a_battle_group(win, drag, qtbot):
    ctl = _game(win, seed=11)
    reached = _advance(ctl, lambda c: bool(_my_legal(c, DeclareAttacker)), seed=11, limit=6000)
    assert reached
    act = _my_legal(ctl, DeclareAttacker)[0]
    box = f"combat.new.{act.target}"
    assert box in win.scene.zones
    item = win.scene.card_item(act.card)
    n = len(ctl.match.actions)
    with qtbot.waitSignal(ctl.changed, timeout=3000):
        drag(win.view, item, win.scene.zones[box].rect.center())
    first = ctl.match.actions[n]  # the drop's own move (the table may answer after it: EndAttack, passes)
    assert isinstance(first, DeclareAttacker) and first.card == act.card and not ctl.is_auto(n)
    assert "combat.1" in win.scene.zones
    assert "ATK 1" in [t for t in ["ATK 1"] if win.scene.card_item(act.card).sgz_marks.marks.get("combat") == ("att", 1)]


def test_chain_panel_agrees_with_the_engine_all_game(win):
    ctl = _game(win, seed=4)
    panel = win.extras["sanguozhi"].panel
    rng = random.Random(4)
    seen = 0
    for _ in range(300):
        actor = ctl.to_act()
        if actor is None:
            break
        chain = ctl.state.data["chain"]
        assert [r["id"] for r in panel.chain_rows()] == [it["id"] for it in reversed(chain)]
        assert panel.chain.count() == max(1, len(chain))
        seen += bool(chain)
        legal = [a for a in ctl.legal(actor) if not isinstance(a, Concede)]
        if not legal:
            break
        ctl.submit(rng.choice(legal))
    assert seen > 0


def test_card_detail_in_both_languages(win):
    ctl = _game(win, seed=5)
    assert _advance(ctl, lambda c: bool(c.view().zones["P1.hand"].cards), seed=5)
    hand = ctl.view().zones["P1.hand"].cards
    item = win.scene.card_item(hand[0])
    win.scene.card_hovered(item, True)
    detail = win.extras["sanguozhi"].panel.detail
    defid = ctl.state.data["cards"][hand[0]]
    from desktop.games.sanguozhi.cards import card_db
    card = card_db()[defid]
    assert card["display"]["en"]["name"] in detail.browser.toPlainText()
    detail.swap.setChecked(True)  # F3: the other language
    assert card["display"]["zh_CN"]["name"] in detail.browser.toPlainText()
    detail.swap.setChecked(False)


def test_a_whole_two_player_game_with_bot_seats(win, qtbot):
    ctl = win.ctl
    ctl.auto_bots = True
    ctl.bot_delay_ms = 0
    win.scene.speed = 0
    with qtbot.waitSignal(ctl.gameOver, timeout=300000) as over:  # generous: a busy machine
        ctl.new_game("sanguozhi", [SeatConfig("A", "bot", "random"), SeatConfig("B", "bot", "random")], {}, 2)
    assert ctl.is_over()
    ranking = ctl.rules.ranking(ctl.state)
    assert [list(g) for g in over.args[0]] == ranking  # the table was told the rules' own ranking
    assert sorted(s for g in ranking for s in g) == [0, 1]  # every seat placed once
    winners = ctl.state.data["winners"]
    assert ranking[0] == (sorted(winners) if winners else [0, 1])  # the winners first; a draw ties both
    assert "Game over" in win.log.plain_lines()[-1]


def test_hover_signal_reaches_the_panel(win):
    ctl = _game(win, seed=5)
    assert _advance(ctl, lambda c: bool(c.view().zones["P1.hand"].cards), seed=5)
    got = []
    hub = hub_for(win.scene)
    hub.cardHovered.connect(got.append)
    try:
        item = win.scene.card_item(ctl.view().zones["P1.hand"].cards[0])
        win.scene.card_hovered(item, True)
    finally:
        hub.cardHovered.disconnect(got.append)
    assert got and got[0]["card"] == item.card


def test_refusals_and_log_arguments_name_cards_in_the_current_language(win):
    from desktop.games.sanguozhi import rules as SR
    from desktop.ui import logpanel
    from desktop.ui.games.sanguozhi import terms
    ctl = _game(win)
    assert _advance(ctl, lambda c: c.state.data["step"] == "main")
    card = next(c for c, z in ctl.state.where.items() if z == "P1.hand")
    hidden = next(c for c, z in ctl.state.where.items() if z == "P2.hand")
    defid = ctl.state.data["cards"][card]
    exc = SR._ill("§D.3", "{card} needs command {need}.", card=card, need="步兵 2")
    assert str(exc).startswith(f"{card} needs command 步兵 2.")  # ids outside the table
    try:
        for lang in ("en", "zh_CN"):
            i18n.set_language(lang)
            name = terms.card_name(terms.card_def(defid), lang)
            msg = ctl.refusal_message(exc)  # the fields named by the table plug-in's present()
            assert name in msg and card not in msg and "三国智 §D.3" in msg
            assert ("Infantry" in msg) == (lang == "en") and ("步兵" in msg) == (lang != "en")
            naming = win.scene.plugin.naming  # the log names cards through the plug-in's LogNaming
            assert logpanel.present_arg("card", card, ["S1", "S2"], naming) == name
            assert logpanel.present_arg("card", card, ["S1", "S2"]) == card  # no naming given: the id itself
            other = ctl.refusal_message(SR._ill("§D.4.4", "{card} is not in {zone}.", card=hidden, zone="P2.hand"))
            assert ctl.state.data["cards"][hidden] not in other and hidden not in other and "S2" in other
    finally:
        i18n.set_language("en")


def test_what_now_line_follows_the_step(win, qtbot):
    """Issue 15: the "what now" line of 三国智 names the expected decision from the step and the legal actions."""
    from desktop.controller import SeatConfig
    from desktop.controller.bots import playing_moves
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo")], {}, 3)
    seen = set()
    for _ in range(200):
        if ctl.is_over():
            break
        seat = ctl.to_act()
        if ctl.viewer != seat:
            win.curtain.hide()
            ctl.lift_curtain(seat)
        text = win.prompt.text()
        assert text and "drag a lit card" not in text or ctl.state.data.get("step") not in ("main", "setup_mull")
        seen.add(text.split(":")[0])
        ctl.submit(playing_moves(ctl.legal(seat))[0])
    assert {"Setup", "Main phase"} <= seen, seen
