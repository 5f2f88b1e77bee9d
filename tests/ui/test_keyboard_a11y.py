"""Issue 15, defect 9 (keys) and deliverable 8: Tab order hand → play area → targets → buttons; keyboard-menu
entries name the action; Alt mnemonics unique per language; every card and zone has an accessible name and
description the view speaks when it gets the focus; four-colour deck with suit letters; the blank card's
word translated."""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from desktop.controller import SeatConfig
from desktop.games import rules_for
from desktop.ui import a11y, cardart, i18n
from desktop.ui.items import CardItem, ZoneItem

NAMES = ["Ann", "Bo", "Cy", "Di"]
SUPPLY = {"round_no": 2, "round_card": "4C", "actor": "P1",
          "zones": {"P1.hand": ["4S", "KH", "2D"], "P1.collected": ["AC", "5C"], "P1.quality": ["6S"],
                    "P1.weapon": ["5H"], "P2.hand": ["9S"], "P3.hand": ["2S"], "P4.hand": ["9D", "3D"]}}


def _start(win, setup=SUPPLY):
    st = rules_for("jupai").scenario_state({"players": 4, "setup": setup, "options": {}})
    win.ctl.auto_bots = False
    win.ctl.start_from_state(st, [SeatConfig(n, "human" if k == 0 else "bot") for k, n in enumerate(NAMES)])
    return win.ctl


def test_tab_walks_hand_then_play_then_targets_then_the_buttons(win, qtbot):
    ctl = _start(win)
    qtbot.wait(20)  # the action bar's new buttons are shown by the event loop
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
    win.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view, timeout=2000)
    win.scene.clear_focus()
    order = []
    for _ in range(20):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        if QApplication.focusWidget() is not win.view:
            break
        order.append(win.scene.focused_item())
    kinds = []
    for it in order:
        if isinstance(it, CardItem):
            kinds.append("hand" if it.zone == "P1.hand" else "play" if it.zone == "P1.play" else "card")
        else:
            kinds.append("target")
    assert kinds[:3] == ["hand"] * 3, kinds
    assert "target" in kinds and kinds.index("target") > 2
    assert kinds == sorted(kinds, key=["hand", "play", "card", "target"].index)  # never back to a hand card
    hand_x = [it.home.x() for it in order[:3]]
    assert hand_x == sorted(hand_x)
    assert not any(isinstance(it, CardItem) and it.zone in ("P1.identity", "P1.collected") for it in order)
    assert isinstance(QApplication.focusWidget(), QPushButton) and QApplication.focusWidget() in win.buttons


def test_enter_on_a_target_plays_the_focused_card_there(win, qtbot):
    ctl = _start(win)
    win.view.setFocus()
    card = win.scene.items_in("P1.hand")[0]
    win.scene._set_focus(card)
    discard = win.scene.zones["table.discard"]
    win.scene._set_focus(discard)
    menu = win.scene.build_zone_menu(discard)
    texts = [a.text() for a in menu.actions() if a.text()]
    assert any(card.card and ("Purge" in t) for t in texts), texts


def test_every_card_and_zone_has_a_name_and_the_view_speaks_the_focus(win, qtbot):
    ctl = _start(win)
    for it in win.scene.cards:
        if not it.isVisible():
            continue
        name = a11y.card_name(win.scene, it)
        assert re.search(r"\d+ of \d+$", name), name
        assert a11y.card_description(win.scene, it)
    for zi in win.scene.zones.values():
        assert zi.accessible_name()
    first = win.scene.items_in("P1.hand")[0]
    win.scene._set_focus(first)
    assert win.view.accessibleName().startswith(a11y.spoken(first.card))
    assert "your Hand (intent), 1 of 3" in win.view.accessibleName()
    assert "played now" in win.view.accessibleDescription()
    i18n.set_language("zh_CN")
    try:
        assert a11y.spoken("7S") == "黑桃7" and a11y.spoken("BL") == "空白牌"
    finally:
        i18n.set_language("en")
    assert a11y.spoken("7S") == "7 of spades" and a11y.spoken("QH#2") == "queen of hearts (deck 2)"


MNEMONIC = re.compile(r"&(?!&)(.)")


def _mnemonics(texts):
    out = [m.group(1).lower() for t in texts for m in [MNEMONIC.search(t)] if m]
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_alt_mnemonics_are_unique_in_every_language(win, lang):
    i18n.set_language(lang)
    try:
        _start(win)
        win.refresh(force=True)
        bar = [a.text() for a in win.menuBar().actions() if a.isVisible()]
        letters = _mnemonics(bar)
        assert len(letters) == len(bar) and len(set(letters)) == len(letters), bar
        for a in win.menuBar().actions():
            if a.menu() is None:
                continue
            texts = [x.text() for x in a.menu().actions() if x.isVisible() and not x.isSeparator()]
            letters = _mnemonics(texts)
            assert len(set(letters)) == len(letters), (lang, a.text(), texts)
    finally:
        i18n.set_language("en")


def test_four_colour_deck_with_suit_letters(win):
    cardart.set_style(four_colour=True, letters=True)
    try:
        for suit, col in (("S", "#1b1b1b"), ("H", "#c62828"), ("D", "#1565c0"), ("C", "#2e7d32")):
            assert cardart.suit_colour(suit).name() == col
        pm = cardart.pixmap("7D", 72, 100, 1.0)
        img = pm.toImage()
        blue = sum(1 for x in range(72) for y in range(100) if img.pixelColor(x, y).name() == "#1565c0")
        assert blue > 50
    finally:
        cardart.set_style(four_colour=False, letters=False)
    assert cardart.suit_colour("D").name() == "#c62828"


def test_the_blank_card_word_is_translated(win):
    i18n.set_language("zh_CN")
    try:
        assert cardart.card_words()["BL"] == "空白"
    finally:
        i18n.set_language("en")
    assert cardart.card_words()["BL"] == "BLANK"
    assert ZoneItem


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_dialog_mnemonics_are_unique_in_every_language(win, lang):
    from PySide6.QtWidgets import QAbstractButton, QLabel
    from desktop.ui.newgame import NewGameDialog
    from desktop.ui.settingsdialog import SettingsDialog
    i18n.set_language(lang)
    try:
        for dlg in (SettingsDialog(win), NewGameDialog(win)):
            texts = [w.text() for w in dlg.findChildren(QLabel) + dlg.findChildren(QAbstractButton)
                     if not w.isHidden() and "&" in w.text()]
            letters = _mnemonics(texts)
            assert len(set(letters)) == len(letters), (lang, type(dlg).__name__, texts)
            dlg.deleteLater()
    finally:
        i18n.set_language("en")
