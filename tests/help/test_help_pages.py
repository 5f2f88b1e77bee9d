"""The player-facing 劇牌 rules help (Help > Rules): three HTML pages and their index.

No Qt needed: the pages are checked with html.parser and plain string tests.
"""

from __future__ import annotations

import html
import json
import unicodedata
from html.parser import HTMLParser
from pathlib import Path

import pytest

HELP_DIR = Path(__file__).resolve().parents[2] / "resources" / "help"
LANGS = ("zh_CN", "zh_TW", "en")
FILES = {lang: HELP_DIR / f"jupai_{lang}.html" for lang in LANGS}

SECTION_ANCHORS = (
    "s0", "s1", "s2", "s3", "s3-2", "s4", "s4-1", "s4-2", "s4-3", "s4-4", "s5", "s6",
    "s7", "s7-6", "s7-7", "s7-8", "s7-9", "s8", "s9", "s10",
)
ZONE_IDS = (
    "identity", "hand", "quality", "weapon", "collected", "play", "trigger", "risk", "benefit",
    "effect", "strategy", "temp", "draw", "discard", "rounds", "round_card", "props", "out",
)

# Tags QTextBrowser understands that we allow; everything else (script, img, iframe,
# link, object, form ...) is refused so the page stays self-contained.
ALLOWED_TAGS = {
    "html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "h4", "p", "br",
    "ul", "ol", "li", "table", "tr", "th", "td", "b", "i", "a", "code", "span", "div",
}
VOID_TAGS = {"meta", "br"}

# Simplified-only and traditional-only forms of characters used by the game's terms.
SIMPLIFIED_ONLY = "剧图质战发觉权负担弃备装触应时数丢进补续这个们说换让认输协调员农资讯设选项样级简单开关"
TRADITIONAL_ONLY = "劇圖質戰發覺權負擔棄備裝觸應時數丟進補續這個們說換讓認輸協調員農資訊設選項樣級簡單開關"
# Characters common to both sets must not be in the lists above.
_COMMON = set(SIMPLIFIED_ONLY) & set(TRADITIONAL_ONLY)
SIMPLIFIED_ONLY = "".join(c for c in SIMPLIFIED_ONLY if c not in _COMMON)
TRADITIONAL_ONLY = "".join(c for c in TRADITIONAL_ONLY if c not in _COMMON)

# Game terms as they must appear in each Chinese page.
TERMS = {
    "zh_TW": ("劇牌", "意圖牌", "回合牌", "質量", "武器", "收牌", "回收", "負擔", "觸發牌", "發覺牌",
              "應然牌", "效果牌", "策略牌", "時效牌", "道具牌", "底牌", "回合牌堆", "棄牌堆"),
    "zh_CN": ("剧牌", "意图牌", "回合牌", "质量", "武器", "收牌", "回收", "负担", "触发牌", "发觉牌",
              "应然牌", "效果牌", "策略牌", "时效牌", "道具牌", "底牌", "回合牌堆", "弃牌堆"),
}

# Besides ASCII and CJK ideographs of the right set: the app's font subset ships these.
EXTRA_CHARS = set("×＋−：♠♥♦♣")


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.anchors: list[str] = []
        self.hrefs: list[str] = []
        self.headings: list[tuple[str, list[str], str]] = []  # (tag, anchors inside, text)
        self.errors: list[str] = []
        self.text: list[str] = []
        self._stack: list[str] = []
        self._heading: tuple[str, list[str], list[str]] | None = None
        self._in_style = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag not in ALLOWED_TAGS:
            self.errors.append(f"tag <{tag}> not allowed")
        for key, value in attrs.items():
            if key in ("src", "background") or (key.startswith("on")):
                self.errors.append(f"attribute {key}={value!r} not allowed")
        if tag == "a":
            if "name" in attrs:
                self.anchors.append(attrs["name"])
                if self._heading is not None:
                    self._heading[1].append(attrs["name"])
            if "href" in attrs:
                self.hrefs.append(attrs["href"])
        if tag in ("h1", "h2", "h3", "h4"):
            self._heading = (tag, [], [])
        if tag == "style":
            self._in_style = True
        if tag not in VOID_TAGS:
            self._stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID_TAGS:
            self._stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID_TAGS:
            return
        if not self._stack or self._stack[-1] != tag:
            self.errors.append(f"</{tag}> does not close <{self._stack[-1] if self._stack else None}>"
                               f" (line {self.getpos()[0]})")
            if tag in self._stack:
                while self._stack and self._stack.pop() != tag:
                    pass
            return
        self._stack.pop()
        if tag in ("h1", "h2", "h3", "h4") and self._heading is not None:
            htag, anchors, text = self._heading
            self.headings.append((htag, anchors, "".join(text).strip()))
            self._heading = None
        if tag == "style":
            self._in_style = False

    def handle_data(self, data):
        if self._in_style:
            return
        self.text.append(data)
        if self._heading is not None:
            self._heading[2].append(data)


def _parse(lang: str) -> _Page:
    page = _Page()
    page.feed(FILES[lang].read_text(encoding="utf-8"))
    page.close()
    return page


def _index() -> dict:
    return json.loads((HELP_DIR / "index.json").read_text(encoding="utf-8"))


def _own_anchors(anchors):
    return [a for a in anchors if a.startswith(("s", "zone-"))]


def _is_ideograph(ch: str) -> bool:
    return unicodedata.name(ch, "").startswith("CJK UNIFIED IDEOGRAPH")


FULLWIDTH_PUNCT = set("“”‘’　、。「」『』【】〔〕《》〈〉！（），．／：；？［］｛｝～")


def _is_fullwidth_punct(ch: str) -> bool:
    return ch in FULLWIDTH_PUNCT


def _in_gb2312(ch: str) -> bool:
    try:
        ch.encode("gb2312")
        return True
    except UnicodeEncodeError:
        return False


def _in_big5_level1(ch: str) -> bool:
    try:
        b = ch.encode("big5")
    except UnicodeEncodeError:
        return False
    return len(b) == 2 and 0xA440 <= int.from_bytes(b, "big") <= 0xC67E


@pytest.mark.parametrize("lang", LANGS)
def test_page_parses_and_is_self_contained(lang):
    page = _parse(lang)
    assert not page.errors, page.errors[:10]
    assert not page._stack, f"unclosed tags: {page._stack}"
    for href in page.hrefs:
        assert href.startswith("#"), f"external link {href!r}"


@pytest.mark.parametrize("lang", LANGS)
def test_page_has_every_required_anchor_once(lang):
    page = _parse(lang)
    assert len(page.anchors) == len(set(page.anchors)), "duplicate anchors"
    for anchor in SECTION_ANCHORS:
        assert anchor in page.anchors, anchor
    for zone in ZONE_IDS:
        assert f"zone-{zone}" in page.anchors, zone


@pytest.mark.parametrize("lang", LANGS)
def test_section_anchors_sit_on_headings_and_links_resolve(lang):
    page = _parse(lang)
    heading_anchors = {a for _, anchors, _ in page.headings for a in anchors}
    for anchor in _own_anchors(page.anchors):
        if anchor.startswith("s"):
            assert anchor in heading_anchors, f"section anchor {anchor} is not on a heading"
    for href in page.hrefs:
        assert href[1:] in page.anchors, f"link {href} has no target"
    # the table of contents links every section
    for anchor in SECTION_ANCHORS:
        assert f"#{anchor}" in page.hrefs, f"no link to {anchor}"


def test_pages_share_one_structure():
    orders = {lang: _own_anchors(_parse(lang).anchors) for lang in LANGS}
    assert orders["zh_CN"] == orders["zh_TW"] == orders["en"]


def test_index_is_consistent_with_the_pages():
    index = _index()
    assert set(index["files"]) == set(LANGS)
    for lang in LANGS:
        assert (HELP_DIR / index["files"][lang]) == FILES[lang]
    sections, zones = index["sections"], index["zones"]
    assert set(SECTION_ANCHORS) <= set(sections)
    assert set(zones) == set(ZONE_IDS)
    for sid, entry in sections.items():
        assert entry["anchor"] == sid
    for zid, entry in zones.items():
        assert entry["anchor"] == f"zone-{zid}"
    listed = {e["anchor"] for e in sections.values()} | {e["anchor"] for e in zones.values()}
    # Extra anchor names (e.g. the hyphenated form a caller may build from a zone id),
    # each placed right next to the anchor it stands for.
    aliases = index.get("aliases", {})
    assert set(aliases.values()) <= listed and not set(aliases) & listed
    for lang in LANGS:
        page = _parse(lang)
        assert set(_own_anchors(page.anchors)) == listed | set(aliases), lang
        raw = FILES[lang].read_text(encoding="utf-8")
        for alias, target in aliases.items():
            assert f'<a name="{target}"></a><a name="{alias}"></a>' in raw, (lang, alias)
        text = "".join(page.text)
        headings = {a: t for _, anchors, t in page.headings for a in anchors}
        for entry in list(sections.values()) + list(zones.values()):
            title = entry[lang]
            assert title and "\n" not in title, (lang, entry)
            assert title in text, (lang, title)
            if entry["anchor"] in headings:
                assert title in headings[entry["anchor"]], (lang, entry["anchor"], headings[entry["anchor"]])


def test_traditional_page_has_no_simplified_forms():
    text = FILES["zh_TW"].read_text(encoding="utf-8")
    found = sorted({c for c in text if c in SIMPLIFIED_ONLY})
    assert not found, f"simplified characters in zh_TW: {''.join(found)}"
    for term in ("剧牌", "意图", "质量", "回合数"):
        assert term not in text


def test_simplified_page_has_no_traditional_forms():
    text = FILES["zh_CN"].read_text(encoding="utf-8")
    found = sorted({c for c in text if c in TRADITIONAL_ONLY})
    assert not found, f"traditional characters in zh_CN: {''.join(found)}"


def test_english_page_uses_the_seed_terms():
    text = FILES["en"].read_text(encoding="utf-8")
    found = sorted({c for c in text if c in SIMPLIFIED_ONLY})
    assert not found, f"simplified characters in en: {''.join(found)}"
    for term in ("intent card (意圖牌)", "burden (負擔)", "round card (回合牌)"):
        assert term in text


@pytest.mark.parametrize("lang", ("zh_CN", "zh_TW"))
def test_chinese_pages_use_the_game_terms(lang):
    text = FILES[lang].read_text(encoding="utf-8")
    for term in TERMS[lang]:
        assert term in text, term


@pytest.mark.parametrize("lang", LANGS)
def test_characters_are_in_the_shipped_font_subset(lang):
    # Check the decoded text, so entities such as &nbsp; or &mdash; are caught too.
    text = html.unescape(FILES[lang].read_text(encoding="utf-8"))
    in_set = _in_gb2312 if lang == "zh_CN" else _in_big5_level1
    bad = set()
    for ch in text:
        if ch in "\n\t" or 0x20 <= ord(ch) < 0x7F or ch in EXTRA_CHARS or _is_fullwidth_punct(ch):
            continue
        if _is_ideograph(ch) and in_set(ch):
            continue
        bad.add(ch)
    assert not bad, f"characters outside the font subset: {' '.join(sorted(bad))}"
