"""The wheel's build step (scripts/paizhuo_build.py) puts resources/ and compiled translations into the package,
where desktop/resources.py finds them. The whole wheel in a fresh venv is smoke-tested by .ci/run
(scripts/smoke_wheel.py); these are the fast checks of the same pieces."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

from desktop import resources

ROOT = Path(__file__).resolve().parents[2]


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_pyproject_builds_through_the_backend():
    cfg = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert cfg["build-system"]["build-backend"] == "paizhuo_build"
    assert cfg["build-system"]["backend-path"] == ["scripts"]
    assert cfg["tool"]["setuptools"]["cmdclass"]["build_py"] == "scripts.paizhuo_build.BuildPy"
    assert any(d.startswith("jsonschema") for d in cfg["project"]["dependencies"])


def test_only_a_wheel_build_needs_pyside_for_lrelease(monkeypatch):
    backend = _script("paizhuo_build")
    monkeypatch.setattr(backend._setuptools, "get_requires_for_build_wheel", lambda config_settings=None: ["wheel"])
    pyside = backend._pyside_requirements()
    assert pyside and all("PySide6-Essentials" in r for r in pyside)
    assert backend.get_requires_for_build_wheel() == ["wheel", *pyside]
    assert backend.get_requires_for_build_editable is backend._setuptools.get_requires_for_build_editable


def test_package_data_is_resources_and_compiled_translations(tmp_path, monkeypatch):
    made = _script("paizhuo_build").add_package_data(tmp_path)
    data = tmp_path / "desktop" / "_data"
    want = sorted(p.relative_to(ROOT) for p in (ROOT / "resources").rglob("*") if p.is_file())
    assert sorted(p.relative_to(data) for p in (data / "resources").rglob("*") if p.is_file()) == want
    qm = sorted(p.name for p in (data / "translations").iterdir())
    assert qm == sorted(p.with_suffix(".qm").name for p in (ROOT / "translations").glob("*.ts"))
    assert all((data / "translations" / q).read_bytes()[:4] == b"\x3c\xb8\x64\x18" for q in qm)  # Qt .qm magic
    assert set(made) == {p for p in data.rglob("*") if p.is_file()}
    # … and that is where the installed program looks
    monkeypatch.setattr(resources.resources, "files", lambda name: tmp_path / "desktop")
    assert resources.resource_root() == data / "resources"
    assert resources.font_files() and all(p.is_relative_to(data) for p in resources.font_files())
    smoke = _script("smoke_bundle")
    assert not [m for m in smoke.missing_data(resources.resource_root()) if m.startswith("resources/")]


def test_sdist_manifest_carries_what_the_wheel_is_built_from():
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    for needle in ("scripts/paizhuo_build.py", "scripts/build_translations.py", "recursive-include resources",
                   "translations/*.ts"):
        assert needle in manifest


def test_ci_builds_and_smoke_tests_the_wheel():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "pip wheel" in ci and "scripts/smoke_wheel.py" in ci
