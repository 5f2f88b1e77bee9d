"""Fill the zh_TW texts of every lesson file from its zh_CN texts: OpenCC (s2tw) plus a phrase list.

    python translations/lessons.py          # rewrite the zh_TW texts of desktop/games/*/lessons/*.json
    python translations/lessons.py --check  # exit 1 if a file's zh_TW is not what the conversion gives

The phrase list keeps the game's own words as the program's traditional catalogue spells them: every term of
glossary.json (the ``Terms`` and game contexts, written in traditional characters) is converted to simplified
with OpenCC t2s, and wherever a lesson's zh_CN text has that simplified form, zh_TW gets the glossary's term
instead of OpenCC's guess.  ``lesson_phrases.json`` may add phrases the glossary does not have (simplified →
traditional).  Nothing is a hand table of characters: OpenCC converts everything else.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# Glossary contexts whose entries are game words (the phrase list's sources).
TERM_CONTEXTS = ("Terms", "Sanguozhi", "Games", "CardDetail", "SanguozhiPanel")
CJK = re.compile(r"[\u3400-\u9fff]")


def lesson_files() -> list[Path]:
    return sorted(ROOT.glob("desktop/games/*/lessons/*.json"))


def _opencc(config: str):
    try:
        import opencc
    except ImportError:
        sys.exit("translations/lessons.py needs OpenCC: pip install opencc")
    return opencc.OpenCC(config)


def phrases() -> dict[str, str]:
    """simplified → traditional, longest first: the glossary's game words, then lesson_phrases.json."""
    glossary = json.loads((HERE / "glossary.json").read_text(encoding="utf-8"))
    t2s = _opencc("t2s")
    out: dict[str, str] = {}
    for ctx in TERM_CONTEXTS:
        for entry in glossary.get(ctx, {}).values():
            tw = entry.get("zh_TW") if isinstance(entry, dict) else entry
            cn = entry.get("zh_CN") if isinstance(entry, dict) and entry.get("zh_CN") else None
            if not isinstance(tw, str) or not CJK.search(tw) or "{" in tw or "%" in tw:
                continue
            for part in re.findall(r"[\u3400-\u9fff]{2,}", tw):  # whole words, not the sentence around them
                out.setdefault(t2s.convert(part), part)
            if cn and len(cn) >= 2 and "{" not in cn:
                out.setdefault(cn, tw)
    extra = HERE / "lesson_phrases.json"
    if extra.exists():
        out.update(json.loads(extra.read_text(encoding="utf-8")))
    return dict(sorted(out.items(), key=lambda kv: -len(kv[0])))


class Converter:
    def __init__(self) -> None:
        self.cc = _opencc("s2tw")
        self.table = phrases()
        self.pattern = re.compile("|".join(re.escape(k) for k in self.table)) if self.table else None

    def __call__(self, text: str) -> str:
        """zh_CN → zh_TW: the phrases first (kept aside in private-use characters), OpenCC for the rest."""
        kept: list[str] = []

        def keep(m: re.Match) -> str:
            kept.append(self.table[m.group(0)])
            return chr(0xE000 + len(kept) - 1)
        marked = self.pattern.sub(keep, text) if self.pattern else text
        out = self.cc.convert(marked)
        return re.sub("[\ue000-\uf8ff]", lambda m: kept[ord(m.group(0)) - 0xE000], out)


def fill(doc, convert) -> int:
    """Set every ``{"zh_CN", "en", …}`` text's zh_TW; returns how many changed."""
    changed = 0
    if isinstance(doc, dict):
        if "zh_CN" in doc and "en" in doc and isinstance(doc["zh_CN"], str):
            tw = convert(doc["zh_CN"])
            if doc.get("zh_TW") != tw:
                doc["zh_TW"] = tw
                changed += 1
            return changed
        for v in doc.values():
            changed += fill(v, convert)
    elif isinstance(doc, list):
        for v in doc:
            changed += fill(v, convert)
    return changed


def order_texts(doc):
    """Texts written zh_CN, zh_TW, en (the files read the same way everywhere)."""
    if isinstance(doc, dict):
        if "zh_CN" in doc and "en" in doc:
            return {k: doc[k] for k in ("zh_CN", "zh_TW", "en") if k in doc}
        return {k: order_texts(v) for k, v in doc.items()}
    if isinstance(doc, list):
        return [order_texts(v) for v in doc]
    return doc


def main(argv: list[str]) -> int:
    convert = Converter()
    stale = []
    for path in lesson_files():
        doc = json.loads(path.read_text(encoding="utf-8"))
        n = fill(doc, convert)
        if n:
            stale.append(f"{path.relative_to(ROOT)}: {n} zh_TW text(s) differ from the conversion")
            if "--check" not in argv:
                path.write_text(json.dumps(order_texts(doc), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for line in stale:
        print(line)
    return 1 if stale and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
