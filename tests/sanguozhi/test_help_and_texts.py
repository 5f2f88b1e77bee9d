"""三国智 rules pages and zh_TW texts (issue 12 items 4 and 7).

The pages (resources/help/sanguozhi_*.html) parse, are self-contained, share one structure in the three
languages, carry every section the spec names and an anchor for every place of the table (the plug-in's
``help_anchor``); zh_TW is what OpenCC with the phrase list makes of zh_CN.  No zh_TW string anywhere — card
names and texts, the zh_TW catalogue, the help page, the table's game words — holds a character that only
simplified Chinese writes (a character OpenCC's own table turns into something else and never keeps)."""

from __future__ import annotations

import importlib.resources
import json
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import opencc
import pytest

from desktop.games import spec_for
from desktop.games.sanguozhi.tools import gen_help

ROOT = Path(__file__).resolve().parents[2]
HELP = ROOT / "resources" / "help"
LANGS = ("zh_CN", "zh_TW", "en")
ZONES = ("graveyard", "lord", "advisor", "deputy", "camp", "event", "strategy", "formation", "bingquan", "granary",
         "hand", "treasure", "chain", "removed", "combat")


def simplified_only() -> set[str]:
    """Characters OpenCC's STCharacters table converts to other characters only (never to themselves) and that
    Taiwan's standard does not keep either (群: the table says 羣, Taiwan writes 群)."""
    # OpenCC's own character table, as the pure-Python packaging of OpenCC ships it (the official wheel keeps
    # only compiled dictionaries)
    table = importlib.resources.files("opencc_purepy") / "dicts" / "STCharacters.txt"
    tw = opencc.OpenCC("s2tw")
    out = set()
    for line in table.read_text(encoding="utf-8").splitlines():
        k, v = line.split("\t")
        if k not in v.split() and tw.convert(k) != k:
            out.add(k)
    return out


SIMPLIFIED_ONLY = simplified_only()


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.anchors, self.hrefs, self.errors, self.stack = [], [], [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "img", "iframe", "object", "link", "form"):
            self.errors.append(tag)
        if tag == "a" and "name" in a:
            self.anchors.append(a["name"])
        if tag == "a" and "href" in a:
            self.hrefs.append(a["href"])
        if tag not in ("meta", "br"):
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in ("meta", "br"):
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}>")
        else:
            self.stack.pop()


def page(lang: str) -> Page:
    p = Page()
    p.feed((HELP / f"sanguozhi_{lang}.html").read_text(encoding="utf-8"))
    return p


@pytest.mark.parametrize("lang", LANGS)
def test_a_page_parses_is_self_contained_and_has_every_anchor(lang):
    p = page(lang)
    assert not p.errors and not p.stack
    assert len(p.anchors) == len(set(p.anchors))
    assert all(h.startswith("#") and h[1:] in p.anchors for h in p.hrefs)
    for s in spec_for("sanguozhi").help.sections:
        assert s in p.anchors and f"#{s}" in p.hrefs, s
    for z in ZONES:
        assert f"zone-{z}" in p.anchors, z


def test_the_pages_share_one_structure_and_the_spec_registers_them():
    assert page("zh_CN").anchors == page("zh_TW").anchors == page("en").anchors
    files = spec_for("sanguozhi").help.files
    assert {k: (ROOT / "resources" / v).exists() for k, v in files.items()} == {k: True for k in LANGS}


def test_zh_tw_page_is_opencc_with_the_phrase_list():
    assert gen_help.convert((HELP / "sanguozhi_zh_CN.html").read_text(encoding="utf-8")) == \
        (HELP / "sanguozhi_zh_TW.html").read_text(encoding="utf-8")


def _zh_tw_strings():
    for f in sorted((ROOT / "resources" / "cards" / "sanguozhi").glob("*.json")):
        for c in json.loads(f.read_text(encoding="utf-8"))["cards"]:
            for k, v in c.get("display", {}).get("zh_TW", {}).items():
                yield f"{f.name} {c['id']} {k}", v
    tree = ET.parse(ROOT / "translations" / "paizhuo_zh_TW.ts")
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            for t in m.iter("translation"):
                yield f".ts {name}: {m.findtext('source')}", "".join(t.itertext())
    for f in sorted(HELP.glob("*_zh_TW.html")):
        yield f.name, f.read_text(encoding="utf-8")
    from desktop.ui.games.sanguozhi import terms
    for table in (terms.TERMS, terms.STEPS, terms.CHAIN_KINDS):
        for k, v in table.items():
            yield f"terms {k}", v[1]
    from desktop.games.sanguozhi.zoneinfo import player_zone_ids, zone_label
    for z in list(player_zone_ids(0)) + ["table.chain"]:
        yield f"zone {z}", zone_label(z)[1]


def test_no_zh_tw_string_holds_a_simplified_only_character():
    bad = {}
    for where, text in _zh_tw_strings():
        found = sorted({ch for ch in text if ch in SIMPLIFIED_ONLY})
        if found:
            bad[where] = "".join(found)
    assert not bad, list(bad.items())[:10]


def test_the_check_would_catch_one():
    assert {"们", "权", "阵"} <= SIMPLIFIED_ONLY and not ({"后", "干", "里"} & SIMPLIFIED_ONLY)


def test_english_card_names_match_the_zone_labels():
    """A plain 兵权 card is named as its slot is labelled: "Archer command" card, "Archer command" slot."""
    from desktop.games.sanguozhi.cards import card_db
    from desktop.games.sanguozhi.zoneinfo import BINGQUAN, zone_label
    for c in card_db().by_id.values():
        if c["type"] == "兵权" and not c["name"]:
            slot = zone_label(f"P1.{BINGQUAN[c['face_value']['bingzhong']]}")
            assert c["display"]["en"]["name"] == slot[2], (c["display"]["en"]["name"], slot[2])
            assert c["display"]["zh_CN"]["name"] == slot[0] and c["display"]["zh_TW"]["name"] == slot[1]
