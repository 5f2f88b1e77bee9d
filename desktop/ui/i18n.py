"""Languages: load the compiled catalogues (paizhuo_*.qm, and Qt's own) and switch at run time.

The .qm files are built from translations/*.ts (scripts/build_translations.py,
docs/translations.md).  In a checkout where they were not built yet, they are
compiled once with pyside6-lrelease into the user cache so the program still
speaks every language.  Translators are kept referenced here (QT_NOTES: a
collected QTranslator silently untranslates the UI).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import platformdirs
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = ("zh_CN", "zh_TW", "en")

# Qt's own file dialog (the widget one; Xvfb and many Linux desktops have no native one) asks for these two
# labels with their mnemonics since Qt 6, and PySide6's qtbase_zh_*.qm only has the old "Look in:" and
# "Files of type:": the dialog read "Look in:" and "Files of type:" in Chinese.  Our own catalogue carries them.
QT_GAPS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))
NATIVE_NAMES = {"zh_CN": "简体中文", "zh_TW": "繁體中文", "en": "English"}
_installed: list[QTranslator] = []
current: list[str] = ["en"]


def translations_dir() -> Path:
    try:
        from ..resources import translations_dir as td
        return td()
    except ImportError:
        return Path(__file__).resolve().parents[2] / "translations"


def system_language() -> str:
    """zh_CN, zh_TW or en from the system locale (Hong Kong, Macau and Taiwan read traditional)."""
    loc = QLocale.system()
    name = loc.name()  # e.g. zh_CN, zh_TW, en_US
    if name.startswith("zh"):
        if loc.script() == QLocale.TraditionalChineseScript or name[3:5] in ("TW", "HK", "MO"):
            return "zh_TW"
        return "zh_CN"
    return "en"


def qm_path(lang: str) -> Path | None:
    """The compiled catalogue for ``lang``: shipped next to the .ts, or built once into the user cache."""
    folder = translations_dir()
    qm = folder / f"paizhuo_{lang}.qm"
    ts = folder / f"paizhuo_{lang}.ts"
    if qm.exists() and (not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime):
        return qm
    if not ts.exists():
        return qm if qm.exists() else None
    # Named by the catalogue's content: checkouts (and versions) with other .ts files share the cache folder and
    # must neither load each other's catalogue nor rewrite a file another program has mapped (a QTranslator maps
    # its .qm: rewriting it in place killed that program with SIGBUS).  Written aside, then renamed.
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cache = Path(platformdirs.user_cache_dir("paizhuo", appauthor=False)) / "translations"
    out = cache / f"paizhuo_{lang}-{digest}.qm"
    if out.exists():
        return out
    exe = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if exe is None:
        return qm if qm.exists() else None
    cache.mkdir(parents=True, exist_ok=True)
    tmp = cache / f".{out.name}.{os.getpid()}.tmp"
    try:
        subprocess.run([exe, "-silent", str(ts), "-qm", str(tmp)], check=True, capture_output=True, timeout=60)
        os.replace(tmp, out)
    except (OSError, subprocess.SubprocessError):
        try:
            tmp.unlink()
        except OSError:
            pass
        return qm if qm.exists() else None
    return out if out.exists() else None


def set_language(lang: str) -> bool:
    """Install ``lang``'s catalogues (replacing the current ones); widgets get a LanguageChange event."""
    app = QCoreApplication.instance()
    if lang not in LANGUAGES:
        lang = "en"
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    ok = True
    path = qm_path(lang)
    t = QTranslator()
    if path is not None and t.load(str(path)):
        app.installTranslator(t)
        _installed.append(t)
    else:
        ok = False
    if lang != "en":  # Qt's own strings (dialog buttons …)
        qt_dir = QLibraryInfo.path(QLibraryInfo.TranslationsPath)
        qt = QTranslator()
        if qt.load(f"qtbase_{lang}", qt_dir) or qt.load(f"qtbase_{lang.split('_')[0]}", qt_dir):
            app.installTranslator(qt)
            _installed.append(qt)
    current[0] = lang
    return ok
