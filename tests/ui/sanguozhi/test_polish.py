"""Defects found playing 三国智 against Normal by hand (session 4, brief U): each test fails on the old code."""

from desktop.ui.games.sanguozhi.panel import CardDetail


def test_card_detail_never_shows_the_last_cards_stats(app):
    """Hovering a formation on the table (stats 4/5/1) and then a general in the hand showed the general with the
    formation's numbers ("攻击 4 (1) · 生命 5 (3) · 智力 1 (6)")."""
    d = CardDetail()
    d.show_info({"card": "P2:058", "def": "起始-164", "zone": "P2.formation"}, [4, 5, 1])
    assert "<b>4</b> (4)" not in d.browser.toHtml()  # sanity: the formation's own numbers, unchanged
    d.show_info({"card": "P1:022", "def": "起始-034", "zone": "P1.hand"}, None)  # 法正 1/3/6 in the hand
    text = d.browser.toPlainText()
    assert "(1)" not in text and "(3)" not in text and "(6)" not in text, text
    d.swap.setChecked(True)  # the other language re-renders the same card, still without stale numbers
    assert "(6)" not in d.browser.toPlainText()
    d.show_info({"card": "P1:019", "def": "起始-039", "zone": "P1.deputy1"}, [4, 3, 2])  # 廖化 2/3/2, +2 attack
    d.swap.setChecked(False)
    assert "(2)" in d.browser.toPlainText()  # a field card's current value keeps its printed one beside it


def _panel():
    from desktop.ui.logpanel import LogPanel
    p = LogPanel()
    p.clear_log(["Ann", "Bo", "Cy", "Di"])
    return p


def test_a_four_player_round_of_passes_is_folded_into_one_line_per_player(app):
    """4-player 三国智: "Ann: Pass (the only legal answer)" came back every few lines between the bots' passes; a
    run of passes around the table now keeps one line per player, counted ×n; a real move ends the run."""
    from desktop.controller.logbook import AutoAnswer, BotReason
    from desktop.core.events import PhaseChanged
    p = _panel()
    for _ in range(5):
        p.add_batch([AutoAnswer(0, "only", "Pass")])
        for seat in (1, 2, 3):
            p.add_batch([BotReason(seat, "normal", "the only sensible move", {}, False, "Pass")])
    lines = p.plain_lines()
    assert len(lines) == 4, lines
    assert lines[0].startswith("Ann: Pass (the only legal answer)") and lines[0].endswith("×5")
    assert all(line.endswith("×5") for line in lines)
    assert p.toPlainText().splitlines() == lines  # the shown text is the folded text
    from desktop.core.events import CardMoved
    for k in range(3):  # another player's chain items, each answered with Ann's one legal pass
        p.add_batch([CardMoved(f"P4:{k}", "P4.hand", "P4.deputy1")])
        p.add_batch([AutoAnswer(0, "only", "Pass")])
    lines = p.plain_lines()
    assert len(lines) == 7 and lines[0].endswith("×8"), lines  # Ann's passes of the phase on one line
    assert p.toPlainText().splitlines() == lines
    assert not lines[4].endswith("×2") and "×" not in lines[-1]  # the bots' reasons do not fold across moves
    p.add_batch([PhaseChanged("Battle phase")])
    p.add_batch([AutoAnswer(0, "only", "Pass")])
    assert len(p.plain_lines()) == 9 and not p.plain_lines()[-1].endswith("×2")
    p.load([(1, [AutoAnswer(0, "only", "Pass")]), (2, [BotReason(1, "normal", "the only sensible move", {}, False,
                                                                  "Pass")]),
            (3, [AutoAnswer(0, "only", "Pass")])])
    assert p.plain_lines()[0].endswith("×2") and len(p.plain_lines()) == 2  # the same on a load or an undo


def test_a_bot_reason_that_does_not_name_its_move_says_which_move(app):
    """"Player 2 (Normal bot): the only sensible move" was all the log said of a bot's pass."""
    from desktop.controller.logbook import BotReason
    p = _panel()
    p.add_batch([BotReason(1, "normal", "the only sensible move", {}, False, "Pass")])
    assert p.plain_lines() == ["Bo (Normal bot): Pass (the only sensible move)"]


def test_the_controller_names_a_bots_only_move_but_never_a_hidden_card(win, qtbot):
    """The table's words for the move go with the reason only when they name no card the reader has not seen."""
    from desktop.bots.common import REASON_ONLY
    from desktop.controller import SeatConfig
    from desktop.games.sanguozhi.actions import DiscardCard, Pass
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "bot", "normal")], {}, 3)
    got = []
    ctl.logEvents.connect(got.extend)
    ctl._tell_reason(1, REASON_ONLY, {}, ctl._words_for(Pass(1)))
    assert got[-1].words == "Pass"
    hidden = ctl.state.zones["P2.camp"].cards[0]
    assert ctl._words_for(DiscardCard(1, card=hidden)) == ""
    mine = ctl.state.zones["P1.event"].cards[0]
    assert ctl._words_for(DiscardCard(0, card=mine)) != ""


def test_forming_a_formation_is_told_as_a_formation_not_a_move_from_a_zone_to_itself(win, qtbot):
    """The log said "八阵图：玩家 1的阵型 → 玩家 1的阵型" (and "蝗灾：玩家 2的事件 → 玩家 2的事件" for an event)."""
    from desktop.games.sanguozhi.actions import FormFormation
    from tests.ui.sanguozhi.test_choosing import _table
    _table(win)
    win.ctl.submit(FormFormation(0, "P1:八阵图", ("P1:乐进", "P1:许褚", "P1:于禁")))
    lines = win.log.plain_lines()
    assert not any("→" in line and "Formation" in line.split("→")[-1] for line in lines), lines
    assert "Ann forms Eight Gates Formation." in lines, lines[-4:]
    naming = win.scene.plugin.naming
    assert naming.move("P2:蝗灾", "P2.event", "P2.event", ["Ann", "Bot"]).startswith("Bot uses the event ")
    assert naming.move("P1:八阵图", "P1.hand", "P1.formation", ["Ann", "Bot"]) is None  # a real move: generic


def test_the_attacker_is_not_told_to_block_after_the_defence_is_declared(win, qtbot):
    """After the defender declared (or declined), the attacker holds 行动权 in the defence step and was told
    "Defence: drag generals into the battle box to block, then end the defence."."""
    from desktop.controller import SeatConfig
    from desktop.ui.games.sanguozhi.whatnow import what_now
    from tests.ui.sanguozhi.test_sanguozhi_table import _advance
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "human")], {}, 5)
    plugin = win.scene.ensure_plugin()
    seen = set()

    def told(c):
        seat = c.to_act()
        st = c.state.data.get("step")
        if seat is None or st not in ("battle_attack", "battle_defend"):
            return False
        kinds = {a.kind for a in c.legal(seat)}
        line = what_now(plugin, c.view(seat), seat) or ""
        if "DeclareDefender" not in kinds and "DeclareAttacker" not in kinds and not c.state.data.get("chain") \
                and not c.state.data.get("decisions"):
            assert "drag" not in line, (st, kinds, line)
            seen.add(st)
        return {"battle_attack", "battle_defend"} <= seen

    assert _advance(ctl, told, seed=2, limit=6000), seen


def test_no_zone_label_is_cut_in_any_language_with_two_or_four_seats(win, qtbot):
    """"Formations · 2" read "Formati… · 2" and, with four seats, "Infantry command" read "Infantry comm…"."""
    from desktop.controller import SeatConfig
    from desktop.ui import i18n
    from PySide6.QtGui import QImage, QPainter

    from desktop.ui.games.sanguozhi.plugin import SgzZoneItem
    win.resize(1024, 768)
    win.ctl.auto_bots = False
    for lang in ("en", "zh_CN", "zh_TW"):
        i18n.set_language(lang)
        for n in (2, 4):
            seats = [SeatConfig("Ann")] + [SeatConfig(f"Bot{k}", "bot", "normal") for k in range(1, n)]
            win.ctl.new_game("sanguozhi", seats, {}, 3)
            qtbot.wait(10)
            items = [z for z in win.scene.zones.values() if isinstance(z, SgzZoneItem) and z.style != "attached"]
            for z in items:
                z.label_cut, z._pm = None, None  # drawn afresh
            img = QImage(800, 600, QImage.Format_ARGB32)
            painter = QPainter(img)
            win.scene.render(painter)  # the zones draw their labels into the table's background
            painter.end()
            assert all(z.label_cut is not None for z in items)
            cut = [(z.zone, z.label()) for z in items if z.label_cut]
            assert not cut, (lang, n, cut)
            assert any(z.key == "formation" and z.count for z in items)  # "Formations · 2" was among them


def test_attack_and_defence_choices_name_their_general(win, qtbot):
    """The side panel's list read "防守：战团1 / 防守：战团1 / …", one entry per general but none named."""
    from desktop.controller import SeatConfig
    from desktop.games.sanguozhi.actions import DeclareAttacker, DeclareDefender
    from tests.ui.sanguozhi.test_sanguozhi_table import _advance
    ctl = win.ctl
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("Ann"), SeatConfig("Bo", "human")], {}, 5)
    plugin = win.scene.ensure_plugin()
    seen: set = set()

    def check(c):
        seat = c.to_act()
        acts = [a for a in c.legal(seat) if isinstance(a, (DeclareAttacker, DeclareDefender))] if seat is not None else []
        texts = [plugin.action_text(a) for a in acts]
        assert len(set(texts)) == len(texts), texts  # two generals never read the same
        for a, t in zip(acts, texts):
            assert plugin.name_of(a.card) in t
            seen.add(type(a).__name__)
        return seen == {"DeclareAttacker", "DeclareDefender"}

    assert _advance(ctl, check, seed=2, limit=6000), seen
