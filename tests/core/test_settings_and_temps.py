"""The settings file through the validation layer (a bad file is refused, logged and kept, never overwritten
with defaults), and the leftover temp files of interrupted atomic writes (cleaned on the next start)."""

from __future__ import annotations

import json
import logging
import os
import time

from desktop.core.persistence import atomic_write_text, autosave_path, clean_stale_temps
from desktop.ui.settings import DEFAULTS, Settings, settings_path


def _write(text: str | bytes) -> bytes:
    p = settings_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return p.read_bytes()


def test_a_good_file_is_read_and_saved():
    _write(json.dumps({"speed": 3, "theme": "dark", "language": "zh_TW", "future_key": [1]}))
    s = Settings()
    assert s.refusal is None and s["speed"] == 3 and s["theme"] == "dark" and s["language"] == "zh_TW"
    s["speed"] = 1
    s.save()
    assert json.loads(settings_path().read_text(encoding="utf-8"))["speed"] == 1


def test_no_file_gives_the_defaults():
    assert not settings_path().exists()
    s = Settings()
    assert s.refusal is None and dict(s) == DEFAULTS


def test_a_bad_file_is_refused_logged_and_kept(caplog):
    bad = [
        '{"speed": 2, "theme": ',                         # cut short by a crash
        json.dumps({"speed": "fast"}),                    # a wrong type
        json.dumps({"geometry": 5}),                      # would crash restoreGeometry
        json.dumps({"bot_delay_ms": 10 ** 30}),
        '{"language": "\\ud800"}',
        b"\xef\xbb\xbf" + b'{"speed": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}',
        b"\xff\xfe{}",
        "[1, 2]",
    ]
    for text in bad:
        before = _write(text)
        with caplog.at_level(logging.WARNING, logger="desktop.ui.settings"):
            s = Settings()
        assert s.refusal is not None and "settings.json" in str(s.refusal), text
        assert "settings.json" in caplog.text
        assert dict(s) == DEFAULTS
        s["speed"] = 0
        s.save()  # the next save must not replace the user's file with defaults
        assert settings_path().read_bytes() == before
        caplog.clear()


def test_a_bom_settings_file_is_accepted():
    _write(b"\xef\xbb\xbf" + json.dumps({"theme": "dark"}).encode())
    s = Settings()
    assert s.refusal is None and s["theme"] == "dark"


def _leftover(folder, name, age):
    p = folder / f".{name}.ab3d_9z1.tmp"
    p.write_text("partial", encoding="utf-8")
    old = time.time() - age
    os.utime(p, (old, old))
    return p


def test_leftover_temp_files_are_cleaned(tmp_path):
    target = tmp_path / "autosave.json"
    target.write_text("{}", encoding="utf-8")
    old = _leftover(tmp_path, "autosave.json", 600)
    fresh = tmp_path / ".autosave.json.zzzzzzzz.tmp"  # a write in progress (another window) stays
    fresh.write_text("…", encoding="utf-8")
    other = _leftover(tmp_path, "game.json", 600)  # another file's leftover: cleaned when that file is written
    mine = tmp_path / "notes.autosave.json.ab3d_9z1.tmp"  # not our pattern
    mine.write_text("user's", encoding="utf-8")
    os.utime(mine, (0, 0))
    assert clean_stale_temps(target) == [old]
    assert fresh.exists() and other.exists() and mine.exists() and target.exists()


def test_first_write_and_the_start_clean_leftovers(tmp_path):
    target = tmp_path / "game.json"
    left = _leftover(tmp_path, "game.json", 120)
    atomic_write_text(target, "{}")
    assert not left.exists() and target.read_text(encoding="utf-8") == "{}"
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    a = _leftover(autosave_path().parent, "autosave.json", 120)
    b = _leftover(settings_path().parent, "settings.json", 120)
    Settings()  # made once when the program starts
    assert not a.exists() and not b.exists()
