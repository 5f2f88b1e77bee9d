"""Every refused drop on the 三国智 table names its rule, in each language: the move the drop means is checked by
the rules, a card without a move now says why its own moves are refused, a card dropped where it never goes
says where it does (GameSpec.drop_rules)."""

import random

import pytest
from PySide6.QtCore import QCoreApplication

from desktop.controller import SeatConfig
from desktop.games.sanguozhi.actions import Concede
from desktop.ui import i18n

VAGUE = ("That card cannot be played now.", "That card cannot go there now.")


def _positions(ctl, seed, steps=420, every=30):
    """Random positions where seat 0 (the human) is to act."""
    ctl.auto_bots = False
    ctl.use_stops = False
    ctl.new_game("sanguozhi", [SeatConfig("A"), SeatConfig("B", "bot")], {}, seed)
    rng = random.Random(seed)
    for step in range(steps):
        if ctl.is_over():
            return
        actor = ctl.to_act()
        if actor == 0 and step % every == 0:
            yield step
        legal = [a for a in ctl.legal(actor) if not isinstance(a, Concede)]
        if not legal:
            return
        ctl.submit(rng.choice(legal))


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_every_refused_drop_names_its_rule(win, lang):
    i18n.set_language(lang)
    vague = set(VAGUE) | {QCoreApplication.translate("Rules", v) for v in VAGUE}
    ctl, sc = win.ctl, win.scene
    tried = 0
    for _ in _positions(ctl, seed=2):
        win.refresh()
        for it in list(sc.cards):
            if not it.card or not it.zone.startswith("P1."):
                continue
            targets = ctl.drag_targets(0, it.card)
            for z in sc.zones:
                if z in targets or z == it.zone:
                    continue
                msg = sc.plugin.explain_drop(it.card, z) or ctl.explain_drop(0, it.card, z)
                tried += 1
                assert msg not in vague and "§" in msg, (it.card, it.zone, z, msg)
    assert tried > 500
