"""Refresh translations/paizhuo_{zh_CN,zh_TW,en}.ts from the sources and fill them from glossary.json.

    python translations/update.py          # lupdate + fill; exit 1 if any string lacks a translation
    python translations/update.py --check  # only report what is missing (no writing)

1. ``pyside6-lupdate`` scans desktop/ (``tr()``, ``QCoreApplication.translate``
   and ``QT_TRANSLATE_NOOP`` with literal arguments).
2. Strings marked through an alias (``N = QT_TRANSLATE_NOOP`` … ``N("Log", "…")``),
   which lupdate cannot see, are added by a regular expression.
3. Every message is filled: zh_TW from glossary.json (written in traditional
   characters), zh_CN converted from it with OpenCC t2s unless glossary.json
   gives an explicit ``zh_CN``, en = the English source (or the entry's ``en``: English words for the
   Chinese game terms of the source).  No entry stays ``unfinished``.
See docs/translations.md.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGS = ("zh_CN", "zh_TW", "en")
ALIAS = re.compile(r'\b(?:N|QT_TRANSLATE_NOOP)\(\s*"(\w+)",\s*"((?:[^"\\]|\\.)*)"\s*\)')
# Plural forms lupdate sometimes misses in Python: translate("Ctx", "%n thing(s)", "", n).
NUMERUS = re.compile(r'\btranslate\(\s*"(\w+)",\s*"((?:[^"\\]|\\.)*%n(?:[^"\\]|\\.)*)",\s*"",')


def sources() -> list[Path]:
    return sorted(p for p in (ROOT / "desktop").rglob("*.py") if "__pycache__" not in p.parts)


def alias_strings() -> list[tuple[str, str, bool]]:
    out, seen = [], set()
    for p in sources():
        code = p.read_text(encoding="utf-8")
        for pat, numerus in ((ALIAS, False), (NUMERUS, True)):
            for m in pat.finditer(code):
                ctx, text = m.group(1), m.group(2)
                if (ctx, text) not in seen:
                    seen.add((ctx, text))
                    out.append((ctx, text, numerus))
    return out


_T2S: list = []


def t2s(text: str) -> str:
    """Traditional → simplified with OpenCC (the ``opencc`` package, or the pure-Python ``opencc-purepy``)."""
    if not _T2S:
        try:
            from opencc import OpenCC
        except ImportError:
            try:
                from opencc_purepy import OpenCC
            except ImportError:
                sys.exit("translations/update.py needs OpenCC for zh_CN: pip install opencc (or opencc-purepy)")
        _T2S.append(OpenCC("t2s"))
    return _T2S[0].convert(text)


def english_plural(text: str) -> list[str]:
    one = re.sub(r"\((s|es)\)", "", text)
    many = re.sub(r"\((s|es)\)", r"\1", text)
    return [one, many]


def fill(ts: Path, lang: str, glossary: dict) -> list[str]:
    tree = ET.parse(ts)
    root = tree.getroot()
    root.set("language", lang)
    root.set("sourcelanguage", "en")
    contexts = {c.findtext("name"): c for c in root.findall("context")}
    for ctx, text, numerus in alias_strings():
        c = contexts.get(ctx)
        if c is None:
            c = ET.SubElement(root, "context")
            ET.SubElement(c, "name").text = ctx
            contexts[ctx] = c
        if not any(m.findtext("source") == text for m in c.findall("message")):
            m = ET.SubElement(c, "message")
            if numerus:
                m.set("numerus", "yes")
            ET.SubElement(m, "source").text = text
            ET.SubElement(m, "translation", type="unfinished")
    missing = []
    plural = {(ctx, text) for ctx, text, numerus in alias_strings() if numerus}
    for ctx, c in contexts.items():
        for m in c.findall("message"):
            src = m.findtext("source")
            tr = m.find("translation")
            if (ctx, src) in plural:  # lupdate does not see the count argument of a Python translate()
                m.set("numerus", "yes")
            numerus = m.get("numerus") == "yes"
            entry = glossary.get(ctx, {}).get(src)
            if lang == "en":  # the source, unless the glossary gives English words for its Chinese game terms
                value = entry.get("en", src) if isinstance(entry, dict) else src
            elif entry is None:
                missing.append(f"{ctx}: {src}")
                continue
            elif isinstance(entry, dict):
                value = entry.get(lang) or (t2s(entry["zh_TW"]) if lang == "zh_CN" else entry["zh_TW"])
            else:
                value = t2s(entry) if lang == "zh_CN" else entry
            for k in list(tr.attrib):
                del tr.attrib[k]
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            if numerus:
                forms = english_plural(value) if lang == "en" else [value]
                for f in forms:
                    ET.SubElement(tr, "numerusform").text = f
            else:
                tr.text = value
    ET.indent(tree, space="    ")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    text = ts.read_text(encoding="utf-8").replace("<?xml version='1.0' encoding='utf-8'?>",
                                                  '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
    ts.write_text(text, encoding="utf-8")
    return missing


def main(argv: list[str]) -> int:
    glossary = json.loads((HERE / "glossary.json").read_text(encoding="utf-8"))
    exe = shutil.which("pyside6-lupdate")
    if exe is None:
        sys.exit("pyside6-lupdate not found (pip install PySide6-Essentials)")
    missing_all: set[str] = set()
    for lang in LANGS:
        ts = HERE / f"paizhuo_{lang}.ts"
        if "--check" not in argv:
            subprocess.run([exe, "-silent", "-no-obsolete", "-locations", "none", *map(str, sources()),
                            "-ts", str(ts)], check=True, cwd=ROOT)
        missing_all.update(fill(ts, lang, glossary))
    for m in sorted(missing_all):
        print("missing:", m)
    return 1 if missing_all else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
