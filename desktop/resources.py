"""Where the program's data files are: one lookup through importlib.resources for the wheel, the bundle and a checkout.

* **Installed wheel** and **PyInstaller bundle**: the data is package data, ``desktop/_data/resources/**``
  and ``desktop/_data/translations/*.qm`` (scripts/paizhuo_build.py puts it into the wheel, build.spec
  into the bundle), found as ``importlib.resources.files("desktop") / "_data"``.
* **Checkout or editable install** (``pip install -e .``): there is no ``_data``; the package's folder is
  the checkout's ``desktop/``, and its siblings ``resources/`` and ``translations/`` are used as they are.

No Qt here: the engine, the bots and the tools may ask for data paths too.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

FONT_SUFFIXES = (".otf", ".ttf", ".ttc", ".otc")
DATA = "_data"


def package_dir() -> Path:
    """The ``desktop`` package's folder, as importlib.resources finds it (a real folder: the program's data
    files are handed to Qt by path, so an install must unpack them, as pip and PyInstaller do)."""
    return Path(str(resources.files("desktop")))


def _base() -> Path:
    """The folder holding resources/ and translations/."""
    pkg = package_dir()
    data = pkg / DATA
    return data if data.is_dir() else pkg.parent


def resource_root() -> Path:
    """The resources/ folder."""
    return _base() / "resources"


def resource_path(*parts: str) -> Path:
    """A path inside resources/, e.g. ``resource_path("icons", "paizhuo.png")``; it may not exist."""
    return resource_root().joinpath(*parts)


def translations_dir() -> Path:
    """The folder with the compiled ``paizhuo_*.qm`` (and, in a checkout, the ``.ts`` sources)."""
    return _base() / "translations"


def font_files() -> list[Path]:
    """The bundled font files, sorted; empty if none are there."""
    folder = resource_path("fonts")
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in FONT_SUFFIXES and p.is_file())
