"""The wheel's build step (PEP 517 in-tree backend over setuptools): resources/ and compiled translations as package data.

pyproject.toml names this module as the build backend (``backend-path = ["scripts"]``) and its ``BuildPy``
as setuptools' ``build_py``. A wheel (``pip install .``, ``pip wheel .``, a wheel built from the sdist) then
holds, beside the modules, ``desktop/_data/resources/**`` (a copy of the top-level ``resources/``) and
``desktop/_data/translations/paizhuo_*.qm`` (``translations/*.ts`` compiled with ``pyside6-lrelease``), which
``desktop/resources.py`` finds through ``importlib.resources``. The top-level folders stay where
DESIGN.md puts them; the ``.qm`` are never committed.

Only a wheel build needs ``pyside6-lrelease``, so only ``get_requires_for_build_wheel`` adds PySide6 (the
same requirement as the program's own, read from pyproject.toml); an editable install
(``pip install -e .``) uses the checkout's folders and needs nothing more than setuptools.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
import tomllib
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F401,F403 - the rest of the PEP 517 hooks, unchanged
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parents[1]
DATA = Path("desktop") / "_data"


def _pyside_requirements() -> list[str]:
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    return [d for d in deps if d.lower().startswith("pyside6")]


def get_requires_for_build_wheel(config_settings=None):
    return _setuptools.get_requires_for_build_wheel(config_settings) + _pyside_requirements()


def _translations_module():
    spec = importlib.util.spec_from_file_location("build_translations", ROOT / "scripts" / "build_translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def add_package_data(build_lib: Path) -> list[Path]:
    """Copy resources/ and compile translations/*.ts into ``build_lib``/desktop/_data; return the files made."""
    import subprocess

    out_dir = build_lib / DATA
    shutil.rmtree(out_dir, ignore_errors=True)
    shutil.copytree(ROOT / "resources", out_dir / "resources",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))
    (out_dir / "translations").mkdir(parents=True)
    lrelease = _translations_module().lrelease_command()
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        qm = out_dir / "translations" / ts.with_suffix(".qm").name
        subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        if not qm.is_file():
            raise RuntimeError(f"pyside6-lrelease wrote no {qm.name}")
    return sorted(p for p in out_dir.rglob("*") if p.is_file())


class BuildPy(build_py):
    """setuptools' build_py, plus the program's data files inside the package (not in editable mode)."""

    def run(self) -> None:
        editable = getattr(self, "editable_mode", False)
        if not editable:  # a build folder kept from an earlier build may hold modules removed since
            shutil.rmtree(Path(self.build_lib) / "desktop", ignore_errors=True)
        super().run()
        if editable:
            return  # desktop/resources.py reads the checkout's resources/ and translations/
        made = add_package_data(Path(self.build_lib))
        print(f"paizhuo: {len(made)} data files in {DATA.as_posix()}/ (resources and compiled translations)",
              file=sys.stderr)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outs = list(super().get_outputs(include_bytecode))
        data = Path(self.build_lib) / DATA
        if data.is_dir():
            outs += [str(p) for p in data.rglob("*") if p.is_file()]
        return outs
