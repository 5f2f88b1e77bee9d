"""劇牌 on the table, from exact scenario positions: every kind of drag a 劇牌 player makes becomes the one legal
action the engine expects (the scene and the engine agree afterwards), and an illegal drop in each situation
leaves the state alone, slides the card home and shows the rule that forbids it."""

from PySide6.QtCore import Qt

from desktop.controller import SeatConfig
from desktop.games import rules_for
from desktop.games.jupai.actions import Act, PlayOut, Purge, PurgeDone, PurgePick, Respond

NAMES = ["Ann", "Bo", "Cy", "Di"]


def _start(win, setup: dict, human: int = 0, options: dict | None = None):
    spec = {"players": 4, "setup": setup, "options": dict(options or {})}
    st = rules_for("jupai").scenario_state(spec)
    seats = [SeatConfig(n, "human" if k == human else "bot") for k, n in enumerate(NAMES)]
    win.ctl.auto_bots = False  # the bots' moves are made by the test
    win.ctl.start_from_state(st, seats)
    assert win.ctl.viewer == human
    return win.ctl


def _agree(win):
    """Every zone of the viewer's view is drawn card for card, each card inside its zone, nothing hidden shows."""
    view = win.ctl.view()
    win.scene.finish_animations()
    for zid, z in view.zones.items():
        items = win.scene.items_in(zid)
        assert [it.card for it in items] == list(z.cards), zid
        placed = win.scene.zones.get(zid)
        for it in items:
            if it.card is None:
                assert not it.shows_face(), zid
            if placed is not None:
                assert placed.rect.adjusted(-8, -8, 8, 8).contains(it.sceneBoundingRect().center()), zid


def _refused(win, ctl, item, before, rule):
    win.scene.finish_animations()
    assert ctl.state.hash() == before
    assert item.pos() == item.home
    assert rule in win.scene.last_refusal, win.scene.last_refusal
    assert win.notice.text() == win.scene.last_refusal


def _click_chip(win, qtbot, group):
    chip = next(c for c in win.scene.chips if c.group == group)
    p = win.view.mapFromScene(chip.sceneBoundingRect().center())
    qtbot.mouseClick(win.view.viewport(), Qt.LeftButton, pos=p)
    assert win.scene.source_choice[win.ctl.viewer] == group


# An attack round (8♣): Ann holds a refined weapon (quality 6♠, weapon 5♥) and may attack with or without it.
ATTACK = {
    "round_no": 2, "round_card": "8C", "actor": "P1",
    "zones": {"P1.hand": ["4S", "KH"], "P1.quality": ["6S"], "P1.weapon": ["5H"],
              "P2.hand": ["9S"], "P3.hand": ["2S"], "P4.hand": ["9D", "3D"]},
}


def test_attack_drag_onto_an_opponent_with_the_weapon_source_selector(win, qtbot, drag):
    ctl = _start(win, ATTACK)
    groups = [c.group for c in win.scene.chips]
    assert groups == ["none", "equip"], groups  # the weapon-source chips on Ann's panel
    _click_chip(win, qtbot, "equip")
    item = win.scene.card_item("4S")
    with qtbot.waitSignal(ctl.changed, timeout=3000):
        drag(win.view, item, win.scene.panels[3].rect.center())  # onto Di's panel: Di's play area
    assert ctl.match.actions[-1] == Act(0, "4S", 3, "equip")
    assert ctl.state.where["4S"] == "P1.play"  # committed face down in Ann's play area, against Di
    assert item.zone == "P1.play"
    _agree(win)
    # Di answers; the engine and the scene still agree after the reveal and the collection.
    assert ctl.submit(Respond(3, "3D", "none"))
    _agree(win)


def test_attack_illegal_drop_shows_the_rule(win, qtbot, drag):
    ctl = _start(win, ATTACK)
    before = ctl.state.hash()
    item = win.scene.card_item("KH")
    drag(win.view, item, win.scene.zones["table.round_card"].rect.center())
    _refused(win, ctl, item, before, "§3.4")
    # A card of one's equipment is not an intent card.
    eq = win.scene.card_item("6S")
    drag(win.view, eq, win.scene.panels[1].rect.center())
    _refused(win, ctl, eq, before, "§")


# Bo attacks Ann (an attack round, 6♣): Ann answers as the target by dragging an intent card to her play area.
RESPOND = {
    "round_card": "6C", "actor": "P2",
    "zones": {"P1.hand": ["7S", "QS"], "P2.hand": ["8H", "2H"], "P3.hand": ["2C"], "P4.hand": ["3D"]},
}


def test_respond_as_the_target(win, qtbot, drag):
    ctl = _start(win, RESPOND)
    assert ctl.submit(Act(1, "8H", 0, "none"))
    assert ctl.to_act() == 0 and ctl.my_turn_seat() == 0
    item = win.scene.card_item("QS")
    targets = ctl.drag_targets(0, "QS")
    assert list(targets) == ["P1.play"]
    # illegal first: into Bo's play area
    before = ctl.state.hash()
    drag(win.view, item, win.scene.zones["P2.play"].rect.center())
    _refused(win, ctl, item, before, "§3.4")
    with qtbot.waitSignal(ctl.changed, timeout=3000):
        drag(win.view, item, win.scene.zones["P1.play"].rect.center())
    assert ctl.match.actions[-1] == Respond(0, "QS", "none")
    # Resolved: 6×12 beats 6×8, so Bo collects both intents.
    assert set(ctl.state.zones["P2.collected"].cards) >= {"8H", "QS"}
    _agree(win)


# a supply round (4♣); Cy purges with 2♠ (limit 2 collected cards), picks K♠, and stops.
SUPPLY = {
    "round_card": "4C", "actor": "P3",
    "zones": {"P3.hand": ["8S", "2S"], "P3.collected": ["KS", "3S", "5S", "9S", "6S", "AS"],
              "P1.hand": ["2H"], "P2.hand": ["2D"], "P4.hand": ["3H"]},
}


def test_supply_purge_then_collected_cards_to_the_discard_pile_and_stop(win, qtbot, drag):
    ctl = _start(win, SUPPLY, human=2)
    discard = win.scene.zones["table.discard"].rect.center()
    # Collected cards cannot go before the purge's intent card has (§4.3).
    before = ctl.state.hash()
    ks = win.scene.card_item("KS")
    drag(win.view, ks, discard)
    _refused(win, ctl, ks, before, "§4.3")
    with qtbot.waitSignal(ctl.changed, timeout=3000):
        drag(win.view, win.scene.card_item("2S"), discard)
    assert ctl.match.actions[-1] == Purge(2, "2S")
    assert ctl.state.data["phase"] == "purge"
    # A hand card is not a collected card: refused while purging.
    before = ctl.state.hash()
    h = win.scene.card_item("8S")
    drag(win.view, h, discard)
    _refused(win, ctl, h, before, "§4.3")
    with qtbot.waitSignal(ctl.changed, timeout=3000):
        drag(win.view, ks, discard)
    assert ctl.match.actions[-1] == PurgePick(2, "KS")
    assert ctl.state.where["KS"] == "table.discard"
    _agree(win)
    # Stop: the action bar's button (Alt+1).
    stop = [b for b in win.buttons if b.text() == "Stop purging"]
    assert stop, [b.text() for b in win.buttons]
    stop[0].click()
    assert ctl.match.actions[-1] == PurgeDone(2)
    assert ctl.state.zones["P3.collected"].cards == ["3S", "5S", "9S", "6S", "AS"] or \
        sorted(ctl.state.zones["P3.collected"].cards) == sorted(["3S", "5S", "9S", "6S", "AS"])
    assert ctl.to_act() == 3
    _agree(win)


# The final round in a discard round (9♣) where nobody holds a weapon: no action is legal, so Ann plays a hand
# card out onto the discard pile (§6.2).
FINAL = {
    "final": True, "round_card": "9C", "actor": "P1", "order": ["P1", "P2", "P3", "P4"],
    "zones": {"P1.hand": ["3S", "7S"], "P2.hand": ["4H"], "P3.hand": ["5H"], "P4.hand": ["6H"],
              "P2.collected": ["2S"]},
}


def test_final_round_play_out(win, qtbot, drag):
    ctl = _start(win, FINAL)
    assert {a.kind for a in ctl.legal(0)} >= {"PlayOut"}
    item = win.scene.card_item("7S")
    before = ctl.state.hash()
    drag(win.view, item, win.scene.panels[1].rect.center())  # not onto an opponent: nobody can be targeted
    _refused(win, ctl, item, before, "§6.2")
    with qtbot.waitSignal(ctl.changed, timeout=3000):
        drag(win.view, item, win.scene.zones["table.discard"].rect.center())
    assert ctl.match.actions[-1] == PlayOut(0, "7S")
    assert ctl.state.zones["table.discard"].cards[-1] == "7S" or "7S" in ctl.state.zones["table.discard"].cards
    _agree(win)


def test_scene_follows_bot_moves_from_a_scenario(win, qtbot):
    """A scenario position played on by a bot: the drawn table follows each move."""
    ctl = _start(win, RESPOND)
    ctl.seats[1].bot = "normal"
    ctl.auto_bots = True
    ctl._after_change()
    qtbot.waitUntil(lambda: ctl.to_act() == 0 and not ctl.bot_thinking(), timeout=10000)
    assert ctl.match.actions and all(a.seat != 0 for a in ctl.match.actions)  # the bots played on
    _agree(win)
