"""The bundled CJK font: it loads into Qt, names its own family and covers the game's characters."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import resources

ROOT = Path(__file__).resolve().parents[2]

TRADITIONAL = "劇牌回合意圖質量武器收牌"
SIMPLIFIED = "简体剧牌回合意图质量"
SANGUOZHI = "三国智墓地將領槽将领槽谋略兵权阵型"
SIGNS = "♠♥♦♣×＋−：，。「」（）！？"


def _make_font():
    spec = importlib.util.spec_from_file_location("make_font", ROOT / "scripts" / "make_font.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_font_file_shipped_with_licence():
    files = resources.font_files()
    assert [p.name for p in files][0] == "PaizhuoSans-Regular.otf"
    assert {p.name for p in files} <= {"PaizhuoSans-Regular.otf", "PaizhuoSymbols-Regular.ttf"}
    folder = resources.resource_path("fonts")
    assert "SIL OPEN FONT LICENSE Version 1.1" in (folder / "OFL.txt").read_text(encoding="utf-8")
    assert "Noto Sans CJK" in (folder / "README.md").read_text(encoding="utf-8")
    if (folder / "PaizhuoSymbols-Regular.ttf").exists():
        assert "Bitstream" in (folder / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert sum(p.stat().st_size for p in files) < 6_000_000


def test_cmap_covers_game_text():
    from fontTools.ttLib import TTFont

    cmap = TTFont(str(resources.font_files()[0]), lazy=True).getBestCmap()
    for text in (TRADITIONAL, SIMPLIFIED, SANGUOZHI, SIGNS, "Paizhuo 0123 éü"):
        missing = [c for c in text if c != " " and ord(c) not in cmap]
        assert not missing, f"font lacks {''.join(missing)}"
    hanzi = sum(1 for c in cmap if 0x4E00 <= c <= 0x9FFF)
    assert hanzi > 8000  # GB2312 ∪ Big5 level 1


def test_register_fonts_loads_bundled_family(qapp):
    from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QRawFont

    from desktop.ui.fonts import register_fonts

    family = register_fonts()
    assert family == "Paizhuo Sans"
    assert register_fonts() == family  # idempotent
    assert family in QFontDatabase.families()

    font = QFont(family, 14)
    raw = QRawFont.fromFont(font)
    assert raw.isValid() and raw.familyName() == family  # our file, not a system substitute
    metrics = QFontMetrics(font)
    for text in (TRADITIONAL, SIMPLIFIED, SANGUOZHI, SIGNS):
        for ch in text:
            assert raw.supportsCharacter(ord(ch)), ch  # the str overload misreads some hanzi (牌)
            assert metrics.inFontUcs4(ord(ch)), ch
        assert all(g != 0 for g in raw.glyphIndexesForString(text)), text  # 0 = .notdef (a box)
        assert metrics.horizontalAdvance(text) > 0


def test_symbols_the_cjk_font_lacks_come_from_the_bundled_fallback(qapp):
    import json

    from PySide6.QtGui import QFont, QTextLayout

    from desktop.ui.fonts import register_fonts

    family = register_fonts()
    manifest = json.loads(resources.resource_path("fonts", "subset.json").read_text(encoding="utf-8"))
    symbols = (manifest.get("fallback") or {}).get("covers", "")
    if not symbols:
        pytest.skip("the CJK font covers everything; no fallback font shipped")
    assert "paizhuo symbols" in [f.lower() for f in QFont.substitutes(family)]
    layout = QTextLayout(f"牌局 {symbols} 牌", QFont(family, 14))
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = {r.rawFont().familyName(): list(r.glyphIndexes()) for r in layout.glyphRuns()}
    assert set(runs) <= {"Paizhuo Sans", "Paizhuo Symbols"}, runs  # no system font needed
    assert all(g != 0 for glyphs in runs.values() for g in glyphs), runs


def test_register_fonts_without_app_is_a_clear_error():
    code = (
        "import sys; sys.path.insert(0, %r)\n"
        "from desktop.ui.fonts import register_fonts, FontError\n"
        "try:\n    register_fonts()\nexcept FontError as e:\n    print('FontError', e)\n"
    ) % str(ROOT)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert "FontError" in out.stdout, out.stderr


def test_font_covers_every_character_of_the_programs_texts():
    missing = _make_font().missing_in_shipped()
    assert not missing, f"font lacks {''.join(sorted(missing))}: run python scripts/make_font.py"


def test_subset_wants_gb2312_and_big5_level1():
    mf = _make_font()
    gb, big5 = mf.gb2312_chars(), mf.big5_common_chars()
    assert len(gb) == 7445 and {"剧", "质", "谋"} <= gb
    assert {"劇", "質", "將", "圖"} <= big5
