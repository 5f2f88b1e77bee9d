"""Writes resources/help/sanguozhi_zh_TW.html from sanguozhi_zh_CN.html: OpenCC (s2twp) with the game's phrase
list (tools/zh_tw_phrases.txt, cardtext.zh_tw), tags and anchors untouched.  The English page is written by hand.

Run: python -m desktop.games.sanguozhi.tools.gen_help [OUT]   (default: resources/help/sanguozhi_zh_TW.html;
.ci/run writes to a temp file and compares).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from desktop.games.sanguozhi.cardtext import zh_tw

ROOT = Path(__file__).resolve().parents[4]
SOURCE = ROOT / "resources" / "help" / "sanguozhi_zh_CN.html"
TARGET = SOURCE.with_name("sanguozhi_zh_TW.html")
_TAG = re.compile(r"(<[^>]*>)")


def convert(html: str) -> str:
    """Text between tags converted, tags (anchors, styles, attributes) kept as they are."""
    out = []
    for part in _TAG.split(html):
        out.append(part if part.startswith("<") else zh_tw(part))
    text = "".join(out)
    return text.replace('<html lang="zh-CN">', '<html lang="zh-TW">')


def main(out: Path = TARGET) -> None:
    out.write_text(convert(SOURCE.read_text(encoding="utf-8")), encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else TARGET)
