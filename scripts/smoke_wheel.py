#!/usr/bin/env python3
"""Smoke-tests the wheel as a user gets it: a fresh venv, ``pip install paizhuo-*.whl``, commands run from outside the checkout.

    python scripts/smoke_wheel.py dist/wheel/paizhuo-VERSION-py3-none-any.whl [--venv DIR] [--json]

Fails (exit 1) unless, in a new ``python -m venv`` with only the wheel and its dependencies installed, run
from a temporary folder and (Linux) seeing no system fonts at all:

1. ``paizhuo --version`` prints this checkout's version, and ``desktop`` is imported from the venv;
2. every file of the checkout's resources/ and of the desktop package's data is installed, the data is
   found through importlib.resources inside the package, and every translations/*.ts is there as a .qm;
3. the packaging self-test (scripts/paizhuo_entry.py, the same as the bundle's) loads the bundled
   font and the .qm files and draws a line of Chinese with no missing glyph, by the bundled fonts only;
4. ``paizhuo screenshot --game G --lang zh_CN`` of both games writes a PNG that is not blank and differs
   from the same table rendered with the installed font folder hidden (so the bundled font draws its CJK
   text) and from the one rendered with the .qm files hidden (so the translation is applied);
5. ``paizhuo simulate --game sanguozhi --games 1`` (a game of 2,317 actions, every step checked: about 30 s)
   finishes with no invariant violation;
6. ``paizhuo deck check`` says OK for each installed starter deck.

Ends with ``wheel: N passed, M failed``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import smoke_bundle  # noqa: E402 - shares the PNG, font-environment and data checks with the bundle's

GAMES = ("jupai", "sanguozhi")


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts" if sys.platform == "win32" else "bin") / ("python.exe" if sys.platform == "win32" else "python")


def venv_command(venv: Path) -> Path:
    return venv / ("Scripts" if sys.platform == "win32" else "bin") / ("paizhuo.exe" if sys.platform == "win32" else "paizhuo")


def make_venv(venv: Path, wheel: Path) -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
    subprocess.run([str(venv_python(venv)), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)],
                   check=True)
    return time.perf_counter() - t0


PROBE = r"""
import json, sys
import desktop, desktop.resources as r
print(json.dumps({"desktop": desktop.__file__, "package": str(r.package_dir()), "resources": str(r.resource_root()),
                  "translations": str(r.translations_dir()), "qm": sorted(p.name for p in r.translations_dir().glob("*.qm")),
                  "fonts": [p.name for p in r.font_files()], "version": desktop.__version__}))
"""


def smoke(wheel: Path, venv: Path | None = None) -> tuple[list[str], list[str], dict]:
    passed: list[str] = []
    failed: list[str] = []
    report: dict = {"wheel": wheel.name, "wheel_bytes": wheel.stat().st_size}
    with tempfile.TemporaryDirectory(prefix="paizhuo-wheel-") as tmp_name:
        tmp = Path(tmp_name)
        venv = venv or tmp / "venv"
        report["install_seconds"] = round(make_venv(venv, wheel), 1)
        work = tmp / "elsewhere"  # not the checkout: nothing may be found through the working directory
        work.mkdir()
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
        env.update(QT_QPA_PLATFORM="offscreen", PYTHONUTF8="1")
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = str(tmp / var.lower())
        if sys.platform.startswith("linux"):
            env.update(smoke_bundle.no_font_env(tmp))
        py, cmd = str(venv_python(venv)), str(venv_command(venv))

        def run(args: list[str], timeout: float = 300, extra: dict | None = None):
            return subprocess.run(args, cwd=work, env=dict(env, **(extra or {})), capture_output=True, text=True,
                                  encoding="utf-8", errors="replace", timeout=timeout)

        def check(name: str, fn) -> None:
            try:
                fn()
            except Exception as exc:  # noqa: BLE001 - every failing check is reported, not just the first
                failed.append(f"{name}: {exc}")
            else:
                passed.append(name)

        def probe() -> dict:
            if "installed" not in report:
                proc = run([py, "-c", PROBE])
                if proc.returncode != 0 or not proc.stdout.strip():
                    raise AssertionError(f"the installed package cannot say where its data is: {proc.stderr[-400:]}")
                report["installed"] = json.loads(proc.stdout.strip().splitlines()[-1])
            return report["installed"]

        def version() -> None:
            proc = run([cmd, "--version"])
            want = f"paizhuo {smoke_bundle.source_version()}"
            if proc.returncode != 0 or proc.stdout.strip() != want:
                raise AssertionError(f"printed {proc.stdout.strip()!r}, want {want!r}; {proc.stderr[-500:]}")

        def data() -> None:
            info = probe()
            pkg = Path(info["package"])
            if ROOT in pkg.parents or not Path(info["desktop"]).is_relative_to(venv):
                raise AssertionError(f"desktop imported from {info['desktop']}, not from the venv")
            if Path(info["resources"]) != pkg / "_data" / "resources":
                raise AssertionError(f"resources found at {info['resources']}, not inside the package")
            want_qm = sorted(p.with_suffix(".qm").name for p in (ROOT / "translations").glob("*.ts"))
            if info["qm"] != want_qm:
                raise AssertionError(f"translations {info['qm']}, want {want_qm}")
            missing = smoke_bundle.missing_data(Path(info["resources"]))
            if missing:
                raise AssertionError(f"{len(missing)} data files not installed: {', '.join(missing[:8])}")

        def glyphs() -> None:
            png = tmp / "selftest.png"
            proc = run([py, str(ROOT / "scripts" / "paizhuo_entry.py")], extra={"PAIZHUO_BUNDLE_SELFTEST": str(png)})
            if not proc.stdout.strip():
                raise AssertionError(f"the self-test printed no report (exit {proc.returncode}): {proc.stderr[-400:]}")
            st = json.loads(proc.stdout.strip().splitlines()[-1])
            problems = []
            if st.get("family") != smoke_bundle.FAMILY:
                problems.append(f"font family {st.get('family')!r}")
            if st.get("notdef_glyphs"):
                problems.append(f"{st['notdef_glyphs']} characters without a glyph")
            if not set(st.get("families_drawn", [])) <= {smoke_bundle.FAMILY, "Paizhuo Symbols"}:
                problems.append(f"text drawn with other fonts: {st.get('families_drawn')}")
            if st.get("import_failures"):
                problems.append(f"modules that do not import: {st['import_failures']}")
            if sorted(st.get("qm", [])) != sorted(p.with_suffix(".qm").name for p in (ROOT / "translations").glob("*.ts")):
                problems.append(f"loadable translations {st.get('qm')}")
            if proc.returncode != 0 or problems:
                raise AssertionError("; ".join(problems) or f"exit {proc.returncode}: {proc.stderr[-800:]}")
            smoke_bundle.check_png(png, (1200, 90), min_colours=8)
            report["selftest"] = {k: st.get(k) for k in ("family", "fonts", "qm", "families_drawn", "games")}

        def installed_data() -> Path:
            return Path(probe()["package"]) / "_data"

        @contextlib.contextmanager
        def hidden(folder: Path):
            """The installed ``folder`` out of the program's sight for a moment (a render without it)."""
            away = folder.with_name(folder.name + ".hidden")
            moved = folder.is_dir()
            if moved:
                folder.rename(away)
            try:
                yield
            finally:
                if moved:
                    away.rename(folder)

        def screenshot(game: str):
            def shot(name: str, lang: str = "zh_CN") -> bytes | None:
                png = tmp / f"{game}_{name}.png"
                proc = run([cmd, "screenshot", "--game", game, "--lang", lang, "--seed", "1", "-o", str(png)])
                if proc.returncode != 0:
                    if name == "full":
                        raise AssertionError(f"exit {proc.returncode}: {proc.stderr[-800:]}")
                    return None  # refusing to start without its font or catalogue also tells them apart
                report.setdefault(f"screenshot_{game}", {})[name] = smoke_bundle.check_png(png, smoke_bundle.SCREENSHOT_SIZE)
                return png.read_bytes()

            def go() -> None:
                data = installed_data()
                full = shot("full")
                with hidden(data / "resources" / "fonts"):
                    no_font = shot("without_bundled_font")
                with hidden(data / "translations"):
                    no_qm = shot("without_translations")
                if full == no_font:
                    raise AssertionError("the table looks the same without the bundled font: no CJK glyph is drawn by it")
                if full == no_qm:
                    raise AssertionError("the table looks the same without the .qm files: the translation is not applied")
                keep = os.environ.get("PAIZHUO_SMOKE_KEEP")
                if keep:
                    Path(keep).mkdir(parents=True, exist_ok=True)
                    (Path(keep) / f"wheel_{game}_zh_CN.png").write_bytes(full)
            return go

        def simulate() -> None:
            t0 = time.perf_counter()
            proc = run([cmd, "simulate", "--game", "sanguozhi", "--games", "1"], timeout=600)
            report["simulate_seconds"] = round(time.perf_counter() - t0, 1)
            lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("invariant violations")]
            if proc.returncode != 0 or not lines or lines[-1].split()[-1] != "0":
                raise AssertionError(f"exit {proc.returncode}; {lines or proc.stdout[-500:]}; {proc.stderr[-800:]}")

        def decks() -> None:
            folder = installed_data() / "resources" / "decks" / "sanguozhi"
            paths = sorted(str(p) for p in folder.iterdir())
            proc = run([cmd, "deck", "check", *paths])
            oks = [ln for ln in proc.stdout.splitlines() if ln.endswith(": OK")]
            if proc.returncode != 0 or len(oks) != len(paths) or not paths:
                raise AssertionError(f"exit {proc.returncode}: {proc.stdout[-600:]}{proc.stderr[-600:]}")

        check("--version", version)
        check("package data via importlib.resources", data)
        check("bundled font draws Chinese, translations load", glyphs)
        for game in GAMES:
            check(f"{game} screenshot in zh_CN", screenshot(game))
        check("simulate 三国智 ×1", simulate)
        check("deck check of the starter decks", decks)
    return passed, failed, report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("wheel", type=Path)
    ap.add_argument("--venv", type=Path, help="make the venv here (default: a temporary folder)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    passed, failed, report = smoke(args.wheel.resolve(), args.venv)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    for name in passed:
        print(f"ok    {name}")
    for problem in failed:
        print(f"FAIL  {problem}")
    print(f"installed in {report.get('install_seconds')} s; wheel {report['wheel_bytes'] / 1e6:.1f} MB; "
          f"simulate {report.get('simulate_seconds')} s")
    print(f"wheel: {len(passed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
