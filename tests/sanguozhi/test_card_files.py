"""三国智 card files go through the validation layer (docs/files.md): size, UTF-8 and JSON limits, the declared
``card_schema.json``, then the effect vocabulary card by card; each refusal is one translatable sentence
naming the file, the card and the key, with values quoted as JSON (no Python repr)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.games.sanguozhi import cards as C
from desktop.games.sanguozhi.cards import CardDataError, load_card_file

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = json.loads((ROOT / "translations" / "glossary.json").read_text(encoding="utf-8"))["Files"]
GOOD = {"id": "X-1", "name": "甲", "type": "将领", "attack": 1, "health": 1, "intelligence": 1,
        "abilities": [{"kind": "static", "effects": [{"do": "modify_stat", "target": "self", "stat": "attack", "delta": 1}]}]}


def _write(tmp_path: Path, doc, raw: str | None = None) -> Path:
    p = tmp_path / "mine.json"
    p.write_text(raw if raw is not None else json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return p


def _refusal(tmp_path, doc=None, raw=None) -> CardDataError:
    with pytest.raises(CardDataError) as exc:
        load_card_file(_write(tmp_path, doc, raw))
    return exc.value


def test_a_good_file_loads(tmp_path):
    assert load_card_file(_write(tmp_path, {"cards": [GOOD]}))[0]["id"] == "X-1"


@pytest.mark.parametrize("doc, raw, words", [
    (None, "{\"cards\": [", "not valid JSON"),
    ({"cards": [dict(GOOD, colour="red")]}, None, "unknown entry \"colour\""),            # the schema
    ({"cards": [dict(GOOD, attack="5")]}, None, "$.cards[0].attack"),
    ({"cards": [dict(GOOD, type="龙")]}, None, "\"龙\""),
    ({"heroes": []}, None, "cards is missing"),
    ({"cards": [dict(GOOD, abilities=[{"kind": "static", "effects": [{"do": "explode", "target": "self"}]}])]}, None,
     "card X-1, abilities[0].effects[0].do: \"explode\" is not a known effect"),     # the vocabulary
    ({"cards": [dict(GOOD, abilities=[{"kind": "static", "effects": [
        {"do": "modify_stat", "target": "t9", "stat": "attack", "delta": 1}]}])]}, None, "\"t9\" is neither a declared target"),
    ({"cards": [{"id": "X-2", "name": "计", "type": "谋略", "zhili": 12, "use": {"effects": []}}]}, None,
     "zhili"),
])
def test_bad_files_are_refused_with_one_clear_message(tmp_path, doc, raw, words):
    exc = _refusal(tmp_path, doc, raw)
    text = str(exc)
    assert words in text and "mine.json" in text
    assert "'" not in text  # JSON quotes, never a Python repr


def test_a_refusal_is_translated_whole():
    with pytest.raises(CardDataError) as exc:
        C.check_card(dict(GOOD, abilities=[{"kind": "static", "effects": [{"do": "explode", "target": "self"}]}]), file="x.json")
    zh = exc.value.message(lambda t: GLOSSARY.get(t, t))
    assert "explode" in zh and "is not a known" not in zh and "card X-1" not in zh


def test_every_card_file_message_has_a_translation():
    texts = [v for k, v in vars(C).items() if k[:2] in ("M_", "C_") and isinstance(v, str)]
    assert len(texts) > 20 and [t for t in texts if t not in GLOSSARY] == []


def test_a_file_too_large_is_refused_before_it_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(C, "MAX_BYTES", 100)
    exc = _refusal(tmp_path, {"cards": [GOOD, dict(GOOD, id="X-3", name="乙")]})
    assert "bytes" in str(exc)
