"""The 三国智 deck editor: filters, live validation (the engine's deck check), save/load, start a game."""

from desktop.games.sanguozhi.cards import LATEST, card_db
from desktop.games.sanguozhi.decks import check_deck, read_deck_file
from desktop.ui.games.sanguozhi.deckeditor import DeckEditor, matches


def _legal_deck(ed):
    """Every named main-deck card once, plain 兵权 to 50, up to 5 事件 and 3 阵型."""
    db = card_db()
    cards = [c for c in db.cards(LATEST) if not c.get("test")]  # the cards a new game deals (edition 2)
    for c in cards:
        if c["type"] not in ("事件", "阵型", "兵权") and c["name"]:
            ed.add_card(c["id"])
    for t, k in (("事件", 5), ("阵型", 3)):
        for c in [c for c in cards if c["type"] == t][:k]:
            ed.add_card(c["id"])
    plain = next(c for c in cards if c["type"] == "兵权" and not c["name"])
    main = sum(n for c, n in ed.counts.items() if db[c]["type"] not in ("事件", "阵型"))
    if main < 50:
        ed.add_card(plain["id"], 50 - main)


def test_filters_type_faction_corps_condition_text(app, qtbot):
    ed = DeckEditor()
    qtbot.addWidget(ed)
    total = ed.table.rowCount()
    ed.f_type.setCurrentIndex(ed.f_type.findData("将领"))
    assert 0 < ed.table.rowCount() < total
    assert all(c["type"] == "将领" for c in ed.filtered())
    ed.f_faction.setCurrentIndex(ed.f_faction.findData("魏"))
    assert all(c.get("faction") == "魏" for c in ed.filtered())
    ed.f_corps.setCurrentIndex(ed.f_corps.findData("骑兵"))
    assert all("骑兵" in c.get("corps", []) for c in ed.filtered())
    ed.f_cond.setCurrentIndex(ed.f_cond.findData("谋士"))
    assert all(c["bingquan_condition"].get("谋士") for c in ed.filtered())
    ed.f_type.setCurrentIndex(0)
    ed.f_faction.setCurrentIndex(0)
    ed.f_corps.setCurrentIndex(0)
    ed.f_cond.setCurrentIndex(0)
    ed.f_text.setText("Cao Cao")
    assert [terms_name["name"] for terms_name in ed.filtered()] == ["曹操"]
    assert matches(card_db().lookup("曹操"), "", "", "", "", "曹操")


def test_live_validation_save_load_and_play(win, qtbot, tmp_path):
    ed = DeckEditor(win)
    qtbot.addWidget(ed)
    assert not ed.b_play.isEnabled()  # an empty deck breaks §1.1.1
    assert ed.problems.count() >= 1 and "1.1.1" in ed.problems.item(0).text()
    _legal_deck(ed)
    assert check_deck(ed.deck()) == []
    assert "✓" in ed.problems.item(0).text() and ed.b_play.isEnabled()
    caocao = card_db().lookup("曹操", LATEST)["id"]
    ed.add_card(caocao)  # a second 曹操: at most 1 card per name
    assert any("1.1.1.1" in ed.problems.item(k).text() for k in range(ed.problems.count()))
    ed.remove_card(caocao)
    path = str(tmp_path / "mine.txt")
    ed.name.setText("Mine")
    assert ed.save_to(path)
    assert check_deck(read_deck_file(path)) == []
    counts = dict(ed.counts)
    ed.new_deck()
    assert ed.load(path) and ed.counts == counts and ed.name.text() == "Mine"
    got = []
    ed.startGame.connect(lambda *a: got.append(a))
    ed.play()
    assert got and got[0][0] == path
    win.ctl.auto_bots = False
    win.extras["sanguozhi"].start_with_deck(*got[0])
    assert win.ctl.game == "sanguozhi"
    assert win.extras["sanguozhi"].dock.isVisible()
    mine = sorted(win.ctl.state.data["cards"][c] for c in win.ctl.state.data["cards"] if c.startswith("P1:"))
    want = sorted(cid for cid, n in counts.items() for _ in range(n))
    assert mine == want


def test_play_against_a_bot_offers_the_level_and_names_the_seats(win, qtbot):
    ed = DeckEditor(win)
    qtbot.addWidget(ed)
    assert ed.level.currentData() == "normal"  # Normal unless chosen otherwise
    assert [ed.level.itemData(k) for k in range(ed.level.count())] == ["random", "easy", "normal", "hard"]
    _legal_deck(ed)
    got = []
    ed.startGame.connect(lambda *a: got.append(a))
    ed.level.setCurrentIndex(ed.level.findData("hard"))
    ed.play()
    assert got[0][2] == "hard"
    win.ctl.auto_bots = False
    win.settings["seat_names"] = ["Mei"]
    win.extras["sanguozhi"].start_with_deck(*got[0])
    assert [s.name for s in win.ctl.seats] == ["Mei", "Player 2"]
    assert win.ctl.seats[1].kind == "bot" and win.ctl.seats[1].bot == "hard"
