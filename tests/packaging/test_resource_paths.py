"""desktop.resources finds data in a checkout, an installed wheel and a frozen bundle, without importing Qt."""

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


def test_installed_paths(tmp_path, monkeypatch):
    """A wheel or a PyInstaller bundle: the data is package data in desktop/_data, found via importlib.resources."""
    pkg = tmp_path / "site-packages" / "desktop"
    (pkg / "_data" / "resources" / "fonts").mkdir(parents=True)
    (pkg / "_data" / "resources" / "fonts" / "A.otf").write_bytes(b"x")
    (pkg / "_data" / "resources" / "fonts" / "OFL.txt").write_text("licence")
    monkeypatch.setattr(resources.resources, "files", lambda name: pkg if name == "desktop" else None)
    assert resources.package_dir() == pkg
    assert resources.resource_root() == pkg / "_data" / "resources"
    assert resources.translations_dir() == pkg / "_data" / "translations"
    assert resources.font_files() == [pkg / "_data" / "resources" / "fonts" / "A.otf"]


def test_sanguozhi_data_follows_the_one_place(tmp_path, monkeypatch):
    from desktop.games.sanguozhi import paths
    monkeypatch.setattr(resources, "resource_root", lambda: tmp_path / "r")
    assert paths.cards_dir() == tmp_path / "r" / "cards" / "sanguozhi"
    assert paths.decks_dir() == tmp_path / "r" / "decks" / "sanguozhi"


def test_no_qt_import():
    code = (
        "import sys; sys.path.insert(0, %r)\n"
        "import desktop.resources as r; r.font_files(); r.translations_dir()\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    ) % str(ROOT)
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
