"""Defects found playing 三国智 against Normal by hand in English (session 6, brief U3): each test fails on the old
code."""

import re

from PySide6.QtWidgets import QComboBox

from desktop.ui import i18n
from desktop.ui.newgame import NewGameDialog

_CJK = re.compile("[\u3400-\u9fff]")


def test_english_house_rules_name_the_game_terms_in_english(win, qtbot):
    """The 三国智 options read "粮草 each player starts with.", "What a draw from an empty 营地 does.", "粮草 lost
    when one's 军师 dies.": English text names the terms as the English cards and table do (provisions, camp,
    strategist …)."""
    i18n.set_language("en")
    dlg = NewGameDialog(win)
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData("sanguozhi"))
    page = dlg.option_pages["sanguozhi"]
    texts = []
    for key, (_mark, name, w, expl) in page.rows.items():
        texts += [(key, name.text()), (key, expl.text()), (key, w.toolTip())]
        if isinstance(w, QComboBox):
            texts += [(key, w.itemText(k)) for k in range(w.count())]
    texts += [("preset", dlg.preset.itemText(k)) for k in range(dlg.preset.count())]
    for k in range(dlg.preset.count()):
        dlg.preset.setCurrentIndex(k)
        dlg._apply_preset(dlg.preset.currentData())
        texts.append(("preset help", dlg.preset_help.text()))
    assert len(texts) > 80
    chinese = [(key, t) for key, t in texts if _CJK.search(t)]
    assert not chinese, chinese
    dlg.close()
