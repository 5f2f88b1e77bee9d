"""The packaging scripts' pieces that run without building a bundle: translations, PNG checks, one version."""

from __future__ import annotations

import configparser
import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context><name>Smoke</name>
<message><source>Collected</source><translation>收牌</translation></message>
</context>
</TS>
"""


def test_build_translations_compiles_ts_to_loadable_qm(tmp_path, qapp):
    from PySide6.QtCore import QTranslator

    (tmp_path / "paizhuo_zh_TW.ts").write_text(TS, encoding="utf-8")
    (qm,) = _script("build_translations").build(tmp_path)
    assert qm == tmp_path / "paizhuo_zh_TW.qm"
    t = QTranslator()
    assert t.load(str(qm))
    assert t.translate("Smoke", "Collected") == "收牌"


def test_check_png_accepts_a_picture_and_refuses_blank(tmp_path):
    from PIL import Image, ImageDraw

    smoke = _script("smoke_bundle")
    blank = tmp_path / "blank.png"
    Image.new("RGB", (160, 100), "#1e6e48").save(blank)
    with pytest.raises(smoke.SmokeError, match="blank"):
        smoke.check_png(blank, (160, 100))
    pic = tmp_path / "pic.png"
    im = Image.new("RGB", (160, 100), "#1e6e48")
    d = ImageDraw.Draw(im)
    for i in range(60):
        d.rectangle((i * 2, i, i * 2 + 40, i + 30), fill=(i * 4, 255 - i * 4, 128))
    im.save(pic)
    assert smoke.check_png(pic, (160, 100))["colours"] >= 32
    with pytest.raises(smoke.SmokeError, match="expected"):
        smoke.check_png(pic, (1600, 1000))
    (tmp_path / "junk.png").write_bytes(b"not a png")
    with pytest.raises(smoke.SmokeError, match="not a valid image"):
        smoke.check_png(tmp_path / "junk.png", None)


def test_version_lives_in_one_place():
    version = _script("smoke_bundle").source_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+([.\w-]*)", version)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in pyproject and 'attr = "desktop.__version__"' in pyproject
    packaging_files = [ROOT / "build.spec", *(p for p in (ROOT / "packaging").rglob("*") if p.is_file())]
    for path in packaging_files:
        assert version not in path.read_text(encoding="utf-8-sig"), f"{path} repeats the version"


def test_desktop_entry():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "packaging" / "linux" / "paizhuo.desktop", encoding="utf-8")
    de = entry["Desktop Entry"]
    assert de["Type"] == "Application" and de["Exec"] == "paizhuo" and de["Icon"] == "paizhuo"
    assert de["Name[zh_CN]"] == "牌桌" and "Game;" in de["Categories"]


def test_spec_collects_what_the_program_reads():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    for needle in ('collect_submodules("desktop")', 'collect_data_files("desktop"', '"resources"',
                   '"translations"', "paizhuo_entry.py", "PySide6.Qt{m}"):
        assert needle in spec


def test_missing_data_compares_bundle_with_checkout(tmp_path):
    smoke = _script("smoke_bundle")
    assert not any(p.endswith((".py", ".pyc")) for p in smoke.package_data(ROOT))
    bundle = tmp_path / "_internal"
    (bundle / "resources").mkdir(parents=True)
    missing = smoke.missing_data(bundle / "resources")
    assert "resources/fonts/PaizhuoSans-Regular.otf" in missing
    assert set(smoke.package_data(ROOT)) <= set(missing)


def test_program_imports_no_qt_module_the_spec_leaves_out():
    import ast

    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    unused = {f"Qt{m}" for m in ast.literal_eval(re.search(r"QT_UNUSED = (\[.*?\])\n", spec, re.S).group(1))}
    used = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("PySide6"):
                used |= {a.name for a in node.names} if node.module == "PySide6" else {node.module.split(".")[1]}
            elif isinstance(node, ast.Import):
                used |= {a.name.split(".")[1] for a in node.names if a.name.startswith("PySide6.")}
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    assert not used & unused, f"build.spec excludes Qt modules the program imports: {sorted(used & unused)}"
