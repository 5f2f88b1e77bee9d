"""desktop.resources finds data in a checkout and in a frozen bundle, without importing Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from desktop import resources

ROOT = Path(__file__).resolve().parents[2]


def test_checkout_paths():
    assert resources.resource_root() == ROOT / "resources"
    assert resources.resource_path("icons", "paizhuo.png") == ROOT / "resources" / "icons" / "paizhuo.png"
    assert resources.translations_dir() == ROOT / "translations"
    assert all(p.parent == ROOT / "resources" / "fonts" for p in resources.font_files())


def test_frozen_paths(tmp_path, monkeypatch):
    (tmp_path / "resources" / "fonts").mkdir(parents=True)
    (tmp_path / "resources" / "fonts" / "A.otf").write_bytes(b"x")
    (tmp_path / "resources" / "fonts" / "OFL.txt").write_text("licence")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_root() == tmp_path / "resources"
    assert resources.translations_dir() == tmp_path / "translations"
    assert resources.font_files() == [tmp_path / "resources" / "fonts" / "A.otf"]


def test_no_qt_import():
    code = (
        "import sys; sys.path.insert(0, %r)\n"
        "import desktop.resources as r; r.font_files(); r.translations_dir()\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    ) % str(ROOT)
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
