"""The 劇牌 advanced layer on the table: zones where the rules put them, situation names on the cards, the
forced-trade and continuation-vote dialogs, the Gestures menu, the situation-table editor, formulas in words."""

import json
from pathlib import Path

from desktop.controller import SeatConfig
from desktop.core.actions import action_from_dict
from desktop.core.scenario import seat_index
from desktop.games import rules_for
from desktop.games.jupai.actions import TradeChoice, TradeOffer, Vote

SCEN = Path(__file__).resolve().parents[1] / "scenarios" / "jupai"


def _scenario(win, name: str, human: int, steps: int = 0):
    spec = json.loads((SCEN / name).read_text(encoding="utf-8"))
    st = rules_for("jupai").scenario_state(spec)
    win.ctl.auto_bots = False
    win.ctl.start_from_state(st, [SeatConfig(n, "human" if k == human else "bot")
                                  for k, n in enumerate(["Ann", "Bo", "Cy", "Di"])])
    done = 0
    for step in spec["steps"]:
        if done >= steps:
            break
        if "do" in step and "refused" not in step:
            d = dict(step["do"])
            d.update({k: seat_index(v) for k, v in d.items() if k in ("seat", "target", "to")})
            assert win.ctl.submit(action_from_dict(d, "jupai")), (d, win.notice.text())
            done += 1
    return win.ctl


def test_advanced_zones_where_the_rules_put_them(win):
    _scenario(win, "x25_forced_trade.json", human=2)
    zr = lambda k, s=2: win.scene.zones[f"P{s + 1}.{k}"].rect  # noqa: E731
    # effect beside the equipment; risk left, benefit right of the identity
    assert zr("effect").right() < zr("quality").left() < zr("risk").left() < zr("identity").left()
    assert zr("identity").right() < zr("benefit").left() < zr("weapon").left()
    # the trigger tucked behind the identity, its edge showing on the right
    assert zr("trigger").intersects(zr("identity")) and zr("trigger").right() > zr("identity").right()
    trig = win.scene.items_in("P3.trigger")[0]
    ident = win.scene.items_in("P3.identity")[0]
    assert trig.zValue() < ident.zValue()
    assert not win.scene.zones["P3.trigger"].show_label
    # strategy and time-limited card in the hand row; the prop area and the bottom card in the centre
    assert zr("strategy").top() == zr("hand").top() == zr("temp").top()
    assert "table.props" in win.scene.zones
    rounds = win.scene.items_in("table.rounds")
    assert len(rounds) >= 2 and rounds[0].rotation() == 90 and all(it.rotation() == 0 for it in rounds[1:])
    assert not rounds[0].shows_face()  # face down: the bottom card is nobody's to see
    assert "bottom card" in win.scene.describe_card(rounds[0])
    # situation cards face up show their name and class (§7.8: 7♥ as risk = 偶發, weak; 9♥ as benefit = 竟然)
    risk = win.scene.card_item("7H")
    assert win.scene.card_badge(risk)[0] == "偶發 · weak"
    assert win.scene.card_badge(win.scene.card_item("9H"))[0] == "竟然 · strong"
    assert ("badge", "偶發 · weak", "#5c6bc0") in risk.marks()
    assert "situation value 5" in win.scene.describe_card(risk)


def test_forced_trade_dialog_offer_then_score(win, qtbot):
    ctl = _scenario(win, "x25_forced_trade.json", human=2, steps=2)
    assert ctl.state.data["phase"] == "trade"
    dlg = win.extras["jupai"].decisions
    assert dlg.isVisible() and dlg.kind == "TradeOffer"
    assert [b.text() for b in dlg.buttons] == ["Offer 2♠"]  # the committed 9♠ cannot be offered
    assert "§7.6" in dlg.text.text()
    dlg.buttons[0].click()
    assert ctl.match.actions[-1] == TradeOffer(2, "2S")
    assert not dlg.isVisible()  # Di offers now
    assert ctl.submit(TradeOffer(3, "KS"))
    assert dlg.isVisible() and dlg.kind == "TradeChoice"
    assert [b.text() for b in dlg.buttons] == ["Score the action", "Void the action"]
    dlg.buttons[0].click()
    assert ctl.match.actions[-1] == TradeChoice(2, True)
    assert not dlg.isVisible()
    # every forced situation is told with its formula, in words
    lines = win.log.plain_lines()
    assert any("forced trade (強制交易)" in ln and "Trigger score" in ln and "= 18" in ln for ln in lines), lines
    assert any("trigger check" in ln and "Intent×Trigger = 9×3 = 27" in ln for ln in lines), lines


def test_continuation_vote_dialog(win):
    ctl = _scenario(win, "x32_continuation_accepted.json", human=0)
    dlg = win.extras["jupai"].decisions
    assert ctl.state.data["phase"] == "vote" and dlg.isVisible() and dlg.kind == "Vote"
    assert "§7.9" in dlg.text.text() and "(2 cards)" in dlg.text.text()
    assert [b.text() for b in dlg.buttons] == ["Yes: place my collected pile", "No: play the final round"]
    dlg.buttons[0].click()
    assert ctl.match.actions[-1] == Vote(0, True)
    assert not dlg.isVisible()


def test_gestures_menu_follows_the_windows_and_cites_the_rules(win):
    ctl = _scenario(win, "x36_setup_gestures.json", human=0)
    assert ctl.state.data["phase"] == "window"
    on = win.extras["jupai"].gestures.enabled_kinds()
    assert {"Pause", "Concede", "Yield", "Exchange", "RoleChange"} <= on, on
    for qa, kind, _a in win.extras["jupai"].gestures.entries:
        assert "§8, gesture" in qa.toolTip(), kind
    # Outside the windows only pause and concede (any time) are possible.
    _scenario(win, "x25_forced_trade.json", human=2)
    assert win.extras["jupai"].gestures.enabled_kinds() == {"Pause", "Concede"}
    assert not [b for b in win.buttons if b.text().startswith(("Pause", "Concede"))]  # not in the action bar
    entry = next(qa for qa, kind, _a in win.extras["jupai"].gestures.entries if kind == "Pause")
    entry.trigger()
    assert ctl.match.actions[-1].kind == "Pause"
    assert [b.text() for b in win.buttons] == ["Resume"]


def test_situation_table_editor(win, qtbot):
    from desktop.games.jupai.options import make_options
    from desktop.ui.newgame import NewGameDialog
    dlg = NewGameDialog(win)
    qtbot.addWidget(dlg)
    dlg.show()
    assert not dlg.extras["jupai"].situation.isVisible()
    dlg.mode.setCurrentIndex(dlg.mode.findData("advanced"))
    assert dlg.extras["jupai"].situation.isVisible()
    assert "situation_table" not in dlg.result_options()
    dlg.extras["jupai"].situation.values[7].setValue(9)
    dlg.extras["jupai"].situation.classes[7].setCurrentIndex(2)
    table = dlg.result_options()["situation_table"]
    assert table["7"] == {"risk": "偶發", "benefit": "瞬然", "class": "strong", "value": 9}
    assert make_options({"mode": "advanced", "situation_table": table}, 4)["situation_table"]["7"]["value"] == 9
