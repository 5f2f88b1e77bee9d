"""The rendered table is a real picture, its Chinese is in the bundled font, and the catalogues are complete."""

import argparse
import re
from pathlib import Path

from PySide6.QtGui import QImage

from desktop.ui import cardart

ROOT = Path(__file__).resolve().parents[2]


def test_screenshot_png_is_not_blank_and_its_chinese_is_in_the_font(app, tmp_path):
    from desktop.ui import screenshot
    out = tmp_path / "table.png"
    args = argparse.Namespace(game="jupai", players=4, seed=2, after=25, lang="zh_CN", size="1200x800",
                              option=[], theme="light", seat=0, output=str(out))
    app_, win = screenshot.build_window(args.game, args.players, args.seed, args.after, args.lang, (1200, 800))
    screenshot.render(win, str(out))
    img = QImage(str(out))
    assert img.width() == 1200 and img.height() == 800
    colours = {img.pixel(x, y) for x in range(0, 1200, 7) for y in range(0, 800, 7)}
    assert len(colours) > 200  # cards, felt, text: not a flat fill
    # Every CJK character the table shows is in the loaded (bundled) font.
    texts = [z.label() for z in win.scene.zones.values()] + [win.banner.text()] + win.log.plain_lines()
    texts += [p.title + p.detail for p in win.scene.panels.values()]
    chars = {ch for t in texts for ch in t if re.match(r"[\u3000-\u9fff\uff00-\uffef]", ch)}
    assert chars, "the zh_CN table shows no Chinese"
    from desktop.resources import font_files
    files = font_files()
    assert files and cardart.FONT_FAMILY, "bundled font not registered"
    from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
    font = QFont(cardart.FONT_FAMILY[0])
    assert QFontInfo(font).family() == cardart.FONT_FAMILY[0]
    fm = QFontMetrics(font)
    missing = sorted(ch for ch in chars if not fm.inFontUcs4(ord(ch)))
    assert not missing, missing
    win.ctl.shutdown()
    win.close()


def test_catalogues_have_no_unfinished_entries():
    for lang in ("zh_CN", "zh_TW", "en"):
        text = (ROOT / "translations" / f"paizhuo_{lang}.ts").read_text(encoding="utf-8")
        assert 'type="unfinished"' not in text, lang
        assert "<translation></translation>" not in text, lang


def test_compiled_catalogues_are_named_by_their_source():
    """Checkouts with other .ts files share the cache folder: a catalogue is named by its .ts content, so none
    loads another's, and none is rewritten while another program has it mapped (that was a SIGBUS)."""
    import hashlib
    from desktop.ui import i18n
    ts = i18n.translations_dir() / "paizhuo_zh_CN.ts"
    path = i18n.qm_path("zh_CN")
    if path is not None and path.parent != ts.parent:
        assert path.name == f"paizhuo_zh_CN-{hashlib.sha256(ts.read_bytes()).hexdigest()[:16]}.qm"


def test_english_rule_and_file_messages_use_english_game_words():
    # a source that names 三国智 terms in Chinese (兵权, 战团, 墓地 …) has English words in the en catalogue; a
    # Chinese gloss in brackets, a game's own name and the language switch (中文) stay
    text = (ROOT / "translations" / "paizhuo_en.ts").read_text(encoding="utf-8")
    for ctx in ("Rules", "Files"):
        block = re.search(rf"<context>\s*<name>{ctx}</name>(.*?)</context>", text, re.S).group(1)
        for tr in re.findall(r"<translation[^>]*>(.*?)</translation>", block, re.S):
            bare = re.sub(r"（[^）]*）|\([^)]*\)|\[[^\]]*\]|三国智|劇牌|中文", "", tr)
            assert not re.search(r"[\u4e00-\u9fff]", bare), tr
