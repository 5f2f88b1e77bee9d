"""PyInstaller's entry point for the frozen ``paizhuo`` (see build.spec): runs the same main() as the pip-installed command.

Packaging self-test: with PAIZHUO_BUNDLE_SELFTEST=FILE.png the bundle instead
registers its bundled font, loads its .qm files, draws a line of Chinese into
FILE.png and prints a JSON report (scripts/smoke_bundle.py uses it to prove the
frozen data paths work on a machine without CJK fonts).
"""

import multiprocessing
import os
import sys


def bundle_selftest(out: str) -> int:
    import json

    from PySide6.QtCore import QTranslator, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QTextLayout
    from PySide6.QtWidgets import QApplication

    from desktop import __version__
    from desktop.resources import font_files, resource_path, resource_root, translations_dir
    from desktop.ui.fonts import register_fonts

    app = QApplication(sys.argv[:1])
    family = register_fonts()
    text = "牌桌 劇牌 剧牌 三国智 將領槽 ♠♥♦♣ 7×5＋3×9"
    manifest = json.loads(resource_path("fonts", "subset.json").read_text(encoding="utf-8"))
    text += " " + ((manifest.get("fallback") or {}).get("covers") or "")  # drawn by the symbols font
    layout = QTextLayout(text, QFont(family, 32))
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = layout.glyphRuns()
    notdef = sum(1 for r in runs for g in r.glyphIndexes() if g == 0)
    used = sorted({r.rawFont().familyName() for r in runs})
    loaded = []
    for qm in sorted(translations_dir().glob("*.qm")):
        t = QTranslator(app)
        if t.load(str(qm)):
            loaded.append(qm.name)
    img = QImage(1200, 90, QImage.Format.Format_RGB32)
    img.fill(QColor("#1e6e48"))
    p = QPainter(img)
    p.setPen(QColor("#fcf9f0"))
    p.setFont(QFont(family, 24))
    p.drawText(img.rect(), Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    saved = img.save(out, "PNG")

    # every module of the package is in the bundle and imports (games and commands load lazily)
    import importlib
    import pkgutil

    import desktop
    from desktop.games import available

    failures = {}
    for mod in pkgutil.walk_packages(desktop.__path__, "desktop."):
        try:
            importlib.import_module(mod.name)
        except Exception as exc:  # noqa: BLE001 - report every failure, not just the first
            failures[mod.name] = f"{type(exc).__name__}: {exc}"
    print(json.dumps({
        "version": __version__, "frozen": bool(getattr(sys, "frozen", False)), "family": family,
        "fonts": [f.name for f in font_files()], "resources": str(resource_root()),
        "qm": loaded, "notdef_glyphs": notdef, "families_drawn": used, "saved": saved,
        "modules": len(sys.modules), "import_failures": failures, "games": available(),
    }))  # ASCII-only JSON: a Windows console or pipe may not take UTF-8
    return 0 if saved and notdef == 0 else 1


if __name__ == "__main__":
    multiprocessing.freeze_support()  # bots or simulate may start worker processes; frozen Windows needs this
    if os.environ.get("PAIZHUO_BUNDLE_SELFTEST"):
        sys.exit(bundle_selftest(os.environ["PAIZHUO_BUNDLE_SELFTEST"]))
    from desktop.__main__ import main

    sys.exit(main())
