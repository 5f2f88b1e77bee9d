"""三国智 deck files through the validation layer: the issue's tracebacks refused with one short line, a BOM
accepted, no size without limit (``paizhuo deck check``, desktop/games/sanguozhi/decks.py)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from desktop.games.sanguozhi.deckcheck import main as deck_check
from desktop.games.sanguozhi.decks import DeckError, read_deck_file

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "resources" / "decks" / "sanguozhi"
TXT = (DECKS / "wei_shu_starter.txt").read_text(encoding="utf-8")
JSON = json.loads((DECKS / "wu_qun_starter.json").read_text(encoding="utf-8"))


def check(capsys, path: Path) -> tuple[int, str]:
    code = deck_check(SimpleNamespace(files=[str(path)]))
    return code, capsys.readouterr().out


def refused(tmp_path, capsys, name: str, data: bytes, *fragments: str) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(DeckError) as info:
        read_deck_file(path)
    msg = str(info.value)
    for f in fragments:
        assert f in msg, msg
    assert name in msg and len(msg) < 200, msg
    code, out = check(capsys, path)
    assert code == 1 and out.count("\n") == 1 and len(out) < 400, out
    assert path.read_bytes() == data
    return msg


@pytest.mark.parametrize("count", ["²", "①", "٣", "9" * 5000, "-1", "1.5", "+1"])
def test_counts_that_are_not_ascii_numbers(tmp_path, capsys, count):
    first = next(ln for ln in TXT.splitlines() if ln[:1].isdigit())
    text = TXT.replace(first, f"{count} {first.partition(' ')[2]}", 1)
    refused(tmp_path, capsys, "d.txt", text.encode("utf-8"), "line")


def test_deep_and_wrong_json(tmp_path, capsys):
    refused(tmp_path, capsys, "d.json", b"[" * 100_000 + b"]" * 100_000, "nested")
    refused(tmp_path, capsys, "d.json", json.dumps({"cards": [[1, "x"], [[[[1]]], "y"]]}).encode(), "$.cards[1]")
    refused(tmp_path, capsys, "d.json", json.dumps({"cards": [[1.5, "x"]]}).encode(), "$.cards[0]")
    refused(tmp_path, capsys, "d.json", json.dumps({"cards": "all of them"}).encode(), "$.cards", "expected a list")
    refused(tmp_path, capsys, "d.json", b'{"cards": [[1e400, "x"]]}', "$.cards[0][0]")


def test_a_huge_file_is_refused_by_its_size_in_one_short_line(tmp_path, capsys):
    big = tmp_path / "big.txt"
    with open(big, "wb") as f:
        f.write(b"1 ")
        f.truncate(200 * 1024 * 1024)  # 200 MB, sparse: never read
    code, out = check(capsys, big)
    assert code == 1 and "209,715,200 bytes" in out and len(out) < 300, out


def test_a_long_line_is_not_repeated(tmp_path, capsys):
    msg = refused(tmp_path, capsys, "d.txt", (TXT + "\n1 " + "曹" * 50_000).encode("utf-8"), "characters")
    assert "曹曹曹" not in msg


def test_not_utf8(tmp_path, capsys):
    refused(tmp_path, capsys, "d.txt", TXT.encode("utf-8") + b"\n1 \xed\xa0\x80\n", "not UTF-8")


def test_a_bom_as_notepad_writes_it_is_accepted(tmp_path, capsys):
    for name, text in (("bom.txt", TXT.replace("\n", "\r\n")), ("bom.json", json.dumps(JSON, ensure_ascii=False))):
        path = tmp_path / name
        path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
        plain = tmp_path / ("plain" + path.suffix)
        plain.write_text(text, encoding="utf-8")
        assert read_deck_file(path)["entries"] == read_deck_file(plain)["entries"]
        assert check(capsys, path) == (0, f"{path}: OK\n")


def test_starter_decks_still_check_ok(capsys):
    for path in sorted(DECKS.iterdir()):
        assert check(capsys, path) == (0, f"{path}: OK\n")


def test_a_deck_read_again_is_the_same_and_a_changed_one_is_read_anew(tmp_path):
    """Accepted bytes are not validated twice (a new 三国智 game reads both decks), yet every read is the file's
    own: the same bytes give an equal, separate copy; changed bytes of the same length are read and checked."""
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(JSON, ensure_ascii=False), encoding="utf-8")
    first, again = read_deck_file(path), read_deck_file(path)
    assert first == again and first["entries"] is not again["entries"]
    first["entries"].clear()
    assert read_deck_file(path) == again
    bad = json.dumps(JSON, ensure_ascii=False).replace('"cards"', '"cardz"', 1)
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(DeckError):
        read_deck_file(path)
