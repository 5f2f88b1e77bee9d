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
