"""Issue 18 item 7, the GUI part: Game ▸ Open of a bad save shows a message box with the reason (translated
where the validation layer gives one), never a traceback, and leaves the running game as it was."""

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.controller import SeatConfig
from desktop.ui import i18n


def _good_save(win, tmp_path):
    win.ctl.auto_bots = False
    win.ctl.new_game("sandbox", [SeatConfig("Ann")], {}, 7)
    from desktop.games.sandbox.rules import Deal
    assert win.ctl.submit(Deal(0, 3))
    path = tmp_path / "good.json"
    assert win.ctl.save(path)
    return json.loads(path.read_text(encoding="utf-8"))


def _bad_files(doc, tmp_path):
    def write(name, text=None, data=None, raw=None):
        p = tmp_path / name
        if raw is not None:
            p.write_bytes(raw)
        else:
            p.write_text(text if text is not None else json.dumps(data), encoding="utf-8")
        return p
    forged = json.loads(json.dumps(doc))
    forged["actions"].append({"kind": "MoveCard", "seat": 0, "card": "ZZ", "to_zone": "table.discard"})
    wrong_hash = dict(doc, state_hash="0" * 64)
    unknown = dict(doc, game="chess")
    schema = dict(doc, schema=99)
    no_initial = {k: v for k, v in doc.items() if k != "initial"}
    deep = "[" * 5000 + "]" * 5000
    return [write("empty.json", ""), write("not_json.json", "{this is not json"), write("list.json", data=[1, 2, 3]),
            write("not_a_save.json", data={"hello": "world"}), write("schema.json", data=schema),
            write("unknown_game.json", data=unknown), write("no_initial.json", data=no_initial),
            write("forged_move.json", data=forged), write("wrong_hash.json", data=wrong_hash),
            write("nan.json", '{"format": NaN}'), write("binary.json", raw=b"\x00\xff\xfe PNG"),
            write("latin1.json", raw="{\"format\": \"é\"}".encode("latin-1")), write("deep.json", deep),
            write("huge.json", raw=b" " * (5 * 1024 * 1024 + 10))]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_opening_each_bad_file_shows_a_message_box_and_keeps_the_game(win, qtbot, tmp_path, capfd, lang):
    doc = _good_save(win, tmp_path)
    match = win.ctl.match
    i18n.set_language(lang)
    try:
        for path in _bad_files(doc, tmp_path):
            assert not win.open_file(str(path)), path.name
            box = win.open_box
            assert isinstance(box, QMessageBox) and box.isVisible(), path.name
            text = box.text()
            assert text and "Traceback" not in text and "Error(" not in text, (path.name, text)
            assert box.windowTitle() == ("Open" if lang == "en" else "开启"), box.windowTitle()
            assert win.ctl.match is match  # the running game is untouched
            box.close()
            qtbot.wait(1)
        err = capfd.readouterr().err
        assert "Traceback" not in err, err
    finally:
        i18n.set_language("en")
