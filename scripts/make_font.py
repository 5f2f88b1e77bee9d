#!/usr/bin/env python3
"""Subsets Noto Sans CJK SC (SIL OFL) into the font Paizhuo ships: resources/fonts/PaizhuoSans-Regular.otf.

The subset covers GB2312 (simplified), Big5 level 1 plus its symbol rows
(common traditional), ASCII/Latin-1, general and full-width punctuation, card
suits, the formula signs × ＋ − ： and every character found in the texts the
program shows (translations/*.ts, resources/**/*.json|md|txt|html and string
literals in desktop/**/*.py, data in desktop/**/*.json: lesson texts). Re-run it after adding text with
new characters:

    python scripts/make_font.py                 # uses the system Noto Sans CJK
    python scripts/make_font.py --source NotoSansCJKsc-Regular.otf
    python scripts/make_font.py --check         # only report missing characters

The source font is needed only here; the program and its tests use the subset.
The family is renamed "Paizhuo Sans": the subset is a Modified Version under
the OFL, and the new name keeps Qt from mixing it up with a full system Noto.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FONT_DIR = ROOT / "resources" / "fonts"
OUT_NAME = "PaizhuoSans-Regular.otf"
MANIFEST = "subset.json"
FAMILY = "Paizhuo Sans"
POSTSCRIPT = "PaizhuoSans-Regular"
SOURCE_FACE = "Noto Sans CJK SC"
# The few named characters Noto Sans CJK lacks (⚔ ▸ ⁵ …) come from DejaVu Sans (Bitstream Vera licence,
# DejaVu changes public domain) as a tiny second font; register_fonts() makes it Paizhuo Sans's substitute.
SYMBOLS_OUT = "PaizhuoSymbols-Regular.ttf"
SYMBOLS_FAMILY = "Paizhuo Symbols"
SYMBOLS_POSTSCRIPT = "PaizhuoSymbols-Regular"
SYMBOLS_CANDIDATES = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
    "/Library/Fonts/DejaVuSans.ttf",
]

# Where the source font usually lives (Debian fonts-noto-cjk, Fedora, Homebrew, upstream downloads).
SOURCE_CANDIDATES = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf",
    "/Library/Fonts/NotoSansCJK-Regular.ttc",
    str(Path.home() / "Library/Fonts/NotoSansCJKsc-Regular.otf"),
]

# Characters the table draws whatever the texts say: suits, formula signs, arrows, marks.
EXTRA_CHARS = (
    "♠♥♦♣♤♡♢♧"          # card suits, filled and outlined
    "×÷＋－−＝：＜＞±·"    # formulas: 回合×意圖＋質量×武器 = …
    "★☆○●◎◇◆□■△▲▽▼✓"   # markers
    "←↑→↓↔↕"            # arrows
    "≤≥≠≈∞%‰№"
    "€£¥￥"
)

# Unicode ranges taken whole (only the code points the source font has are kept).
RANGES = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 supplement
    (0x2010, 0x2027),  # general punctuation: dashes, quotes, ellipsis, bullet
    (0x2030, 0x203B),  # per mille, primes, ※
    (0x2460, 0x2473),  # ①…⑳
    (0x2160, 0x216B),  # Ⅰ…Ⅻ
    (0x2190, 0x21FF),  # arrows
    (0x25A0, 0x25FF),  # geometric shapes: ▲▶●◆ … (turn markers, bullets)
    (0x2600, 0x267F),  # miscellaneous symbols: ★☆ ♠♥♦♣ ♤♡♢♧ …
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0xFF01, 0xFF5E),  # full-width ASCII forms
    (0xFF5F, 0xFF65),  # full-width brackets, half-width CJK punctuation
    (0xFFE0, 0xFFE6),  # full-width signs ￠￡￢￣￤￥￦
]

# Texts the program shows; glob patterns relative to the repository root.
TEXT_GLOBS = [
    "translations/*.ts",
    "resources/**/*.json",
    "resources/**/*.md",
    "resources/**/*.txt",
    "resources/**/*.html",
    "desktop/**/*.py",
    "desktop/**/*.json",  # data the program shows: lesson texts, a game's data files
]


def gb2312_chars() -> set[str]:
    """All 7,445 characters of GB2312: 6,763 hanzi plus its punctuation and symbol rows."""
    out = set()
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                out.add(bytes([hi, lo]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return out


def big5_common_chars() -> set[str]:
    """Big5 symbols (A140–A3BF) and level-1 frequently used hanzi (A440–C67E)."""
    out = set()
    for hi in range(0xA1, 0xC7):
        for lo in [*range(0x40, 0x7F), *range(0xA1, 0xFF)]:
            if hi == 0xC6 and lo > 0x7E:  # C6A1… is level 2 / extensions
                continue
            try:
                out.add(bytes([hi, lo]).decode("big5"))
            except UnicodeDecodeError:
                pass
    return out


def range_chars() -> set[str]:
    return {chr(c) for lo, hi in RANGES for c in range(lo, hi + 1)}


def text_files(root: Path = ROOT) -> list[Path]:
    """The files whose characters the font must cover (the font folder itself excluded)."""
    files: set[Path] = set()
    for pattern in TEXT_GLOBS:
        for p in root.glob(pattern):
            if p.is_file() and FONT_DIR not in p.parents and "__pycache__" not in p.parts:
                files.add(p)
    return sorted(files)


def shown_char(c: str) -> bool:
    """True for characters worth a glyph: not controls, not whitespace other than space."""
    cat = unicodedata.category(c)
    return c == " " or not (cat.startswith("C") or cat in ("Zl", "Zp") or c.isspace())


def repo_chars(root: Path = ROOT, extra_files: list[Path] = ()) -> set[str]:
    """Every non-ASCII visible character in the program's texts (ASCII is covered anyway)."""
    out: set[str] = set()
    for p in [*text_files(root), *extra_files]:
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        out.update(c for c in text if ord(c) > 0x7E and shown_char(c))
    return out


def wanted_chars(extra_files: list[Path] = ()) -> set[str]:
    return gb2312_chars() | big5_common_chars() | range_chars() | set(EXTRA_CHARS) | repo_chars(ROOT, extra_files)


def find_source(explicit: str | None) -> Path:
    for cand in ([explicit] if explicit else SOURCE_CANDIDATES):
        if cand and Path(cand).is_file():
            return Path(cand)
    sys.exit(
        "make_font: no Noto Sans CJK source found. Install fonts-noto-cjk (Debian/Ubuntu) or download "
        "NotoSansCJKsc-Regular.otf from https://github.com/notofonts/noto-cjk and pass --source PATH."
    )


def open_source(path: Path):
    """The SC face of a .ttc collection, or the single font of an .otf/.ttf."""
    from fontTools.ttLib import TTCollection, TTFont

    if path.suffix.lower() in (".ttc", ".otc"):
        coll = TTCollection(str(path))
        for font in coll.fonts:
            if font["name"].getDebugName(1) == SOURCE_FACE:
                return font
        sys.exit(f"make_font: {path} has no face named {SOURCE_FACE!r}")
    return TTFont(str(path))


def rename(font, source_version: str, family: str = FAMILY, postscript: str = POSTSCRIPT,
           source_face: str = SOURCE_FACE) -> None:
    """Give the subset its own name (a Modified Version must not keep reserved names) and say where it came from."""
    name = font["name"]
    copyright_ = name.getDebugName(0) or "© 2014-2021 Adobe (http://www.adobe.com/)."
    keep = {0: copyright_, 13: name.getDebugName(13), 14: name.getDebugName(14)}
    name.names = []
    values = {
        0: keep[0],
        1: family,
        2: "Regular",
        3: f"{postscript};{source_version}",
        4: f"{family} Regular",
        5: source_version,
        6: postscript,
        10: f"Subset of {source_face} ({source_version}) made by Paizhuo's scripts/make_font.py.",
        13: keep[13] or "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        14: keep[14] or "https://openfontlicense.org",
    }
    for nid, text in values.items():
        if not text:
            continue
        name.setName(text, nid, 3, 1, 0x409)  # Windows, Unicode BMP, English (US)
        name.setName(text, nid, 1, 0, 0)      # Macintosh Roman, for old tools
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        for attr, val in (("FullName", f"{family} Regular"), ("FamilyName", family)):
            if hasattr(top, attr):
                setattr(top, attr, val)


def subset(source: Path, chars: set[str], out: Path, named: set[str] = frozenset()) -> dict:
    """Write the subset of ``chars`` to ``out``; report which of the ``named`` characters the source lacks."""
    from fontTools import subset as fts

    font = open_source(source)
    have = set(font.getBestCmap())
    wanted = {ord(c) for c in chars}
    keep = sorted(wanted & have)
    absent = sorted(wanted - have)
    source_version = font["name"].getDebugName(5) or "unknown version"

    opts = fts.Options()
    # fontTools' default features (kerning, half-width/proportional punctuation …) minus "locl":
    # its Japanese/Korean/Taiwan/HK glyph variants nearly double the file (4.9 vs 2.6 MB) and Qt
    # does not pass the UI language to the shaper, so they would never be used.
    opts.layout_features = [f for f in opts.layout_features if f != "locl"]
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.drop_tables += ["VORG", "vhea", "vmtx"]  # vertical writing: the table never uses it
    sub = fts.Subsetter(options=opts)
    sub.populate(unicodes=keep)
    sub.subset(font)
    rename(font, source_version)
    font.recalcTimestamp = False  # same input, same bytes: a re-run makes no git noise
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))

    return {
        "font": out.name,
        "family": FAMILY,
        "source": f"{SOURCE_FACE} Regular, {source_version}",
        "source_file": source.name,
        "codepoints": len(keep),
        "glyphs": font["maxp"].numGlyphs,
        "hanzi": sum(1 for c in keep if 0x4E00 <= c <= 0x9FFF or 0x3400 <= c <= 0x4DBF),
        "bytes": out.stat().st_size,
        "absent_from_source": "".join(chr(c) for c in absent if chr(c) in named and shown_char(chr(c))),
    }


def subset_symbols(chars: set[str], out: Path, explicit: str | None = None) -> dict | None:
    """The fallback font: ``chars`` (those Noto Sans CJK lacks) from DejaVu Sans, or None if none is needed."""
    from fontTools import subset as fts
    from fontTools.ttLib import TTFont

    if out.exists():
        out.unlink()
    if not chars:
        return None
    source = next((Path(c) for c in ([explicit] if explicit else SYMBOLS_CANDIDATES) if c and Path(c).is_file()), None)
    if source is None:
        print("make_font: DejaVuSans.ttf not found (Debian: fonts-dejavu-core); no fallback for "
              + "".join(sorted(chars)), file=sys.stderr)
        return None
    font = TTFont(str(source))
    have = set(font.getBestCmap())
    keep = sorted(ord(c) for c in chars if ord(c) in have)
    if not keep:
        return None
    version = font["name"].getDebugName(5) or "unknown version"
    licence = font["name"].getDebugName(13) or ""
    (out.parent / "LICENSE-DejaVu.txt").write_text(
        "PaizhuoSymbols-Regular.ttf is a subset of DejaVu Sans " + version + ", renamed as its licence asks.\n\n"
        + licence.strip() + "\n", encoding="utf-8")
    opts = fts.Options()
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.drop_tables += ["FFTM"]
    sub = fts.Subsetter(options=opts)
    sub.populate(unicodes=keep)
    sub.subset(font)
    rename(font, version, SYMBOLS_FAMILY, SYMBOLS_POSTSCRIPT, "DejaVu Sans")
    font.recalcTimestamp = False
    font.save(str(out))
    return {
        "font": out.name,
        "family": SYMBOLS_FAMILY,
        "source": f"DejaVu Sans, {version}",
        "covers": "".join(chr(c) for c in keep),
        "bytes": out.stat().st_size,
    }


def shipped_fonts() -> list[Path]:
    return sorted(p for p in FONT_DIR.iterdir() if p.suffix.lower() in (".otf", ".ttf"))


def covered(font_path: Path) -> set[str]:
    from fontTools.ttLib import TTFont

    return {chr(c) for c in TTFont(str(font_path), lazy=True).getBestCmap()}


def missing_in_shipped(extra_files: list[Path] = ()) -> set[str]:
    """Characters of the program's texts no shipped font has (and no source font had)."""
    manifest = json.loads((FONT_DIR / MANIFEST).read_text(encoding="utf-8"))
    known_absent = set(manifest.get("absent_everywhere", ""))
    have = set().union(*(covered(p) for p in shipped_fonts()))
    return repo_chars(ROOT, extra_files) - have - known_absent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", help="Noto Sans CJK .ttc or NotoSansCJKsc-Regular.otf (default: search system fonts)")
    ap.add_argument("--extra", action="append", default=[], type=Path, help="another text file to cover")
    ap.add_argument("--symbols-source", help="DejaVuSans.ttf for the few characters Noto Sans CJK lacks")
    ap.add_argument("--check", action="store_true", help="only list characters the shipped font lacks")
    args = ap.parse_args(argv)

    if args.check:
        missing = missing_in_shipped(args.extra)
        if missing:
            print(f"missing {len(missing)}: {''.join(sorted(missing))}\nre-run: python scripts/make_font.py")
            return 1
        print("the shipped font covers every character of the program's texts")
        return 0

    source = find_source(args.source)
    named = repo_chars(ROOT, args.extra) | set(EXTRA_CHARS)  # asked for by name, not just part of a range
    info = subset(source, wanted_chars(args.extra), FONT_DIR / OUT_NAME, named)
    fallback = subset_symbols(set(info["absent_from_source"]), FONT_DIR / SYMBOLS_OUT, args.symbols_source)
    info["fallback"] = fallback
    info["absent_everywhere"] = "".join(
        c for c in info["absent_from_source"] if not fallback or c not in fallback["covers"])
    (FONT_DIR / MANIFEST).write_text(json.dumps(info, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(
        f"{info['font']}: {info['codepoints']} code points ({info['hanzi']} hanzi), {info['glyphs']} glyphs, "
        f"{info['bytes'] / 1e6:.2f} MB from {source}"
    )
    if fallback:
        print(f"{fallback['font']}: {fallback['covers']} from {fallback['source']} ({fallback['bytes']} bytes)")
    if info["absent_everywhere"]:
        print(f"in no source font (a system font must draw them): {info['absent_everywhere']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
