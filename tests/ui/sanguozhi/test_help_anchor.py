"""F1 and "Rule for this place" on the 三国智 table open the 三国智 rules page at an anchor it has."""

from __future__ import annotations

from tests.sanguozhi.test_help_and_texts import page


def test_every_place_on_the_table_has_its_help(app):
    from desktop.controller import GameController, SeatConfig
    from desktop.ui.games.sanguozhi.plugin import SanguozhiTable

    ctl = GameController(autosave=False)
    ctl.auto_bots = False
    ctl.new_game("sanguozhi", [SeatConfig("A"), SeatConfig("B", "bot")], {}, 1)

    class Scene:
        pass
    scene = Scene()
    scene.ctl = ctl
    plugin = SanguozhiTable.__new__(SanguozhiTable)
    plugin.scene, plugin.ctl = scene, ctl
    anchors = set(page("en").anchors)
    for zid in list(ctl.state.zones) + ["combat.1", "combat.new.1", "P1.deputy2.treasure"]:
        assert plugin.help_anchor(zid) in anchors, zid
    ctl.shutdown()




def test_help_rules_opens_the_game_page(win):
    from desktop.controller import SeatConfig
    from desktop.ui.mainwindow import RulesDialog
    win.ctl.auto_bots = False
    win.ctl.new_game("sanguozhi", [SeatConfig("A"), SeatConfig("B", "bot")], {}, 1)
    dlg = RulesDialog(win, "zone-advisor")
    assert "sanguozhi_en.html" in dlg.browser.source().toString()
    assert "San Guo Zhi" in dlg.windowTitle() or "三国智" in dlg.windowTitle()
    assert win.scene.plugin.help_anchor("P1.deputy3") == "zone-deputy"
