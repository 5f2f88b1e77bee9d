"""Defects found playing 三国智 against Normal by hand (session 5, brief U2): each test fails on the old code."""

import copy

from desktop.controller import SeatConfig
from desktop.ui import i18n


def _game(win, seed=3):
    win.ctl.auto_bots = False
    win.ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "normal")], {}, seed)
    win.scene.ensure_plugin()
    return win.extras["sanguozhi"].panel


class _View:
    def __init__(self, seat, data):
        self.seat, self.data = seat, data


def _chain_line(panel, ctl_seat, defid, viewer=0):
    data = copy.deepcopy(panel.ctl.view(viewer).data)
    data["cards"]["P9:001"] = defid
    item = {"id": 1, "kind": 18, "card": "P9:001", "ctl": ctl_seat, "targets": {}, "decls": []}
    return panel.chain_text(item, _View(viewer, data))


def test_the_chain_tells_the_opponents_event_as_the_opponents(win, qtbot):
    """The chain panel read "事件使用 — 草船借箭 (玩家 2) / 你抓2张卡。" for the opponent's card: the card's 你 is
    its controller, so the reader took it for himself."""
    panel = _game(win)
    for lang in ("zh_CN", "zh_TW", "en"):
        i18n.set_language(lang)
        theirs = _chain_line(panel, 1, "起始-180")  # 草船借箭: 你抓2张卡 / Draw 2.
        assert "你" not in theirs and "Bo" in theirs.splitlines()[-1], (lang, theirs)
        fog = _chain_line(panel, 1, "起始-176").splitlines()[-1]  # 大雾: 本回合防止你受到的所有伤害
        assert "你" not in fog and " you " not in f" {fog} ".lower() and fog.count("Bo") >= 1, (lang, fog)
        mine = _chain_line(panel, 0, "起始-180").splitlines()[-1]  # the reader's own card keeps its words
        assert mine == {"zh_CN": "你抓2张卡。", "zh_TW": "你抓2張卡。", "en": "Draw 2."}[lang], (lang, mine)
    i18n.set_language("en")
    assert _chain_line(panel, 1, "起始-180").splitlines()[-1] == "Bo: Draw 2."
    assert _chain_line(panel, 1, "起始-176").splitlines()[-1] == "Bo: Prevent all damage to Bo this turn."


def test_every_card_text_told_of_another_player_has_no_you_left(app):
    from desktop.ui.games.sanguozhi import terms
    import re
    for card in terms.card_db().by_id.values():
        for lang in ("zh_CN", "en"):
            told = terms.text_told_of(terms.card_text(card, lang), "Bo", lang)
            assert "你" not in told and not re.search(r"\b[Yy]ou(r|rs)?\b", told), (card["id"], lang, told)


XUNYU = {"game": "sanguozhi", "players": 2,
         "setup": {"turn": 3, "active": "P1", "step": "main", "players": {"P1": {
             "bingquan": {"谋士": 3}, "hand": ["荀彧"], "camp": 5},
             "P2": {"deputy1": "T-蒋钦"}}}}


def test_the_trigger_choice_and_the_what_now_line_name_the_card(win, qtbot):
    """Entering 荀彧 ("登场时，你可以抓一张卡") asked "发动触发效果 / 不发动" and the what-now line said only
    "请决定：在侧边面板或行动列中选择。": whose effect, doing what?"""
    from desktop.games import rules_for
    from desktop.games.sanguozhi.actions import DeployGeneral, Pass
    from desktop.ui.games.sanguozhi.whatnow import what_now
    R = rules_for("sanguozhi")
    win.ctl.auto_bots = False
    win.ctl.start_from_state(R.scenario_state(XUNYU), [SeatConfig("Ann"), SeatConfig("Bo", "human")])
    plugin = win.scene.ensure_plugin()
    win.ctl.submit(DeployGeneral(0, card="P1:荀彧", zone="P1.deputy1"))
    for _ in range(6):
        if any(a.kind == "PutTrigger" for a in win.ctl.legal(0)):
            break
        win.ctl.submit(Pass(win.ctl.to_act()))
    acts = [a for a in win.ctl.legal(0) if a.kind == "PutTrigger"]
    assert acts, [a.kind for a in win.ctl.legal(0)]
    name = plugin.name_of("P1:荀彧")
    for a in acts:
        assert name in plugin.action_text(a), plugin.action_text(a)
    line = what_now(plugin, win.ctl.view(0), 0)
    assert name in line, line
    i18n.set_language("zh_CN")
    line = what_now(plugin, win.ctl.view(0), 0)
    assert "荀彧" in line and "请决定" not in line, line
    assert all("荀彧" in plugin.action_text(a) for a in acts)
    i18n.set_language("en")


def test_deck_names_in_the_new_game_dialog_are_in_the_ui_language_only(win, qtbot):
    """The deck combos read "魏蜀 铁骑 (Wei–Shu Iron Cavalry)" in zh_CN (and the Chinese in English)."""
    import re
    from desktop.ui.newgame import NewGameDialog
    for lang, bad in (("zh_CN", r"[A-Za-z()]"), ("zh_TW", r"[A-Za-z()铁骑]"), ("en", r"[\u3400-\u9fff()]")):
        i18n.set_language(lang)
        dlg = NewGameDialog(win)
        qtbot.addWidget(dlg)
        combos = dlg.extras["sanguozhi"].combos
        names = [combos[0].itemText(i) for i in range(combos[0].count() - 1)]  # the last is "Other deck file…"
        assert len(names) >= 2 and all(n and not re.search(bad, n) for n in names), (lang, names)
        dlg.close()
    i18n.set_language("en")


def test_the_first_lesson_offer_sits_on_the_table_not_under_the_log(win, qtbot, monkeypatch, tmp_path):
    """1024×768 English: the offer was centred on the window, its right edge under the log dock."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QMessageBox
    from desktop.core.lessons import Progress
    from desktop.ui.lessons import offer_first_lesson
    win.resize(1024, 768)
    qtbot.wait(20)
    seen = {}

    def fake_exec(box):
        box.show()
        qtbot.wait(10)
        seen["box"] = QRect(box.mapToGlobal(QPoint(0, 0)), box.size())
        box.close()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    offer_first_lesson(win, Progress(tmp_path / "progress.json"))
    box = seen["box"]
    table = QRect(win.view.mapToGlobal(QPoint(0, 0)), win.view.size())
    assert table.contains(box), (box, table)
    assert abs(box.center().x() - table.center().x()) <= 2, (box, table)
    log = win.dock  # the log
    if log.isVisible():
        assert not QRect(log.mapToGlobal(QPoint(0, 0)), log.size()).intersects(box)


def test_the_other_language_button_fits_the_narrowest_side_panel(app, qtbot):
    """"Other language (F3)" read "ther language (F3" with the hint dock open at 1024×768 (the 三国智 dock at its
    140 px minimum)."""
    from desktop.ui.games.sanguozhi.panel import CardDetail
    for lang, want in (("en", "中文"), ("zh_CN", "English"), ("zh_TW", "English")):
        i18n.set_language(lang)
        d = CardDetail()
        qtbot.addWidget(d)
        d.resize(128, 300)  # the dock's 140 px less its frame and margins
        d.show()
        qtbot.wait(5)
        assert d.minimumSizeHint().width() <= 128 and d.width() <= 128, (lang, d.minimumSizeHint(), d.width())
        assert d.swap.geometry().right() < d.width(), (lang, d.swap.geometry(), d.width())
        assert d.swap.width() >= d.swap.sizeHint().width() and d.title.width() >= d.title.sizeHint().width()
        assert want in d.swap.text() and "F3" in d.swap.text()
    i18n.set_language("en")


def test_after_no_blockers_the_what_now_line_does_not_say_defenders_were_declared(win, qtbot):
    """With no defender declared the attacker read "Defenders declared: use a strategy … before the damage"."""
    from desktop.ui.games.sanguozhi.whatnow import what_now
    from tests.ui.sanguozhi.test_sanguozhi_table import _advance
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "human")], {}, 5)
    plugin = win.scene.ensure_plugin()
    seen = {}

    def check(c):
        d = c.state.data
        seat = c.to_act()
        groups = (d.get("combat") or {}).get("groups") or []
        if seat is None or d.get("step") != "battle_defend" or d.get("chain") or d.get("decisions") or not groups:
            return False
        if any(a.kind == "DeclareDefender" for a in c.legal(seat)):
            return False
        line = what_now(plugin, c.view(seat), seat) or ""
        blocked = any(g["def"] or g["blocked"] for g in groups)
        seen[blocked] = line
        if not blocked:
            assert "Defenders declared" not in line and "No blockers" in line, line
        else:
            assert "Defenders declared" in line, line
        return False in seen

    assert _advance(ctl, check, seed=2, limit=8000), seen


def test_four_seats_at_1024_by_768_give_the_centre_row_to_the_cards(app, monkeypatch):
    """4-seat 三国智 at 1024×768 (both docks open: a 644×576 view) showed 25.5 px cards: the chain and the 战团 boxes
    had a row of their own under the side seats while the corners beside the top seat were empty."""
    from desktop.games import rules_for
    from desktop.ui.games.sanguozhi import layoutdata as L
    from desktop.ui.layout import CW
    R = rules_for("sanguozhi")
    view = R.view_for(R.new_game(["a", "b", "c", "d"], {"players": 4}, 5), 0)
    aspect = 644 / 576
    lay = L.table_layout(view, 0, aspect)
    card_px = CW * min(644 / lay.size[0], 576 / lay.size[1])
    assert lay.arrangement == "tall" and card_px >= 28.0, (lay.size, card_px)

    def clear(lay):
        table = (0, 0, lay.size[0], lay.size[1])
        centre = [z for zid, z in lay.zones.items() if zid.startswith(("table.", "combat."))]
        for z in centre:
            r = z.rect
            assert r.x() >= table[0] and r.y() >= table[1] and r.right() <= table[2] and r.bottom() <= table[3], z.zone
            assert not any(p.intersects(r) for p in lay.panels.values()), z.zone
            assert not any(o is not z and o.rect.intersects(r) for o in centre), z.zone
        return len(centre)

    clear(lay)
    for n in (1, 3, 6, 9):  # 战团 boxes during a battle: beside the top seat while they fit, else a row again
        monkeypatch.setattr(L, "combat_boxes", lambda v, s, n=n: [(f"combat.{k + 1}", "group") for k in range(n)])
        lay = L.table_layout(view, 0, aspect)
        assert clear(lay) == n + 1


def test_the_damage_still_to_place_counts_the_points_already_placed(win, qtbot):
    """Placing 4 points of 长蛇阵 on 法正 and 简雍 (4 health each): after "2 → 法正" the panel still read
    "Damage to place: 长蛇阵 4 / Room left: 法正 4, 简雍 4"."""
    panel = _game(win)
    data = copy.deepcopy(panel.ctl.view(0).data)
    data["combat"] = {"groups": [{"att": ["P2:058"], "def": ["P1:022", "P1:024"], "target": 0, "blocked": True}],
                      "placed": []}
    data["decisions"] = [{"type": "assign", "seat": 0, "group": 1, "pts": {"P2:058": 4},
                          "rem": {"P1:022": 4, "P1:024": 4}, "allowed": {"P2:058": ["P1:022", "P1:024"]},
                          "placed": {"P2:058>P1:022": 2}}]
    text = panel.combat_html(_View(0, data))
    tail = text.split("<b>", 2)[-1]
    assert "P2:058 2" in tail.replace(panel.name_of("P2:058"), "P2:058"), text
    assert "P1:022 2" in tail.replace(panel.name_of("P1:022"), "P1:022") and \
        "P1:024 4" in tail.replace(panel.name_of("P1:024"), "P1:024"), text
