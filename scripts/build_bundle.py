#!/usr/bin/env python3
"""Builds the one-folder bundle dist/paizhuo with PyInstaller, smoke-tests it, and optionally packages it.

    python scripts/build_bundle.py               # .ts → .qm, PyInstaller, smoke test
    python scripts/build_bundle.py --package     # + this platform's package (Linux: tar.gz, then
                                                 #   the unpacked tar.gz is smoke-tested too;
                                                 #   Windows: Inno Setup installer; macOS: .dmg)
    python scripts/build_bundle.py --appimage    # Linux: + AppImage (needs appimagetool)

Needs `pip install -e '.[build]'`. Exit status 1 if any step or smoke check fails.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import build_translations  # noqa: E402
import smoke_bundle  # noqa: E402

DIST = ROOT / "dist"
WORK = ROOT / "build"
BUNDLE = DIST / "paizhuo"


def step(msg: str) -> None:
    print(f"== {msg}", flush=True)


def pyinstaller(clean: bool) -> float:
    t0 = time.perf_counter()
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(DIST), "--workpath", str(WORK), str(ROOT / "build.spec")]
    if clean:
        cmd.insert(3, "--clean")
    subprocess.run(cmd, check=True, cwd=ROOT)
    return time.perf_counter() - t0


def linux_tarball(version: str) -> Path:
    """dist/paizhuo-VERSION-linux-ARCH.tar.gz: the bundle plus .desktop file, icon, menu installer, README."""
    name = f"paizhuo-{version}-linux-{platform.machine()}"
    stage = WORK / "pkg" / name
    shutil.rmtree(stage.parent, ignore_errors=True)
    shutil.copytree(BUNDLE, stage, symlinks=True)
    pkg = ROOT / "packaging" / "linux"
    for f in ("paizhuo.desktop", "install-desktop-entry.sh", "README.txt"):
        shutil.copy2(pkg / f, stage / f)
    shutil.copy2(ROOT / "resources" / "icons" / "paizhuo.png", stage / "paizhuo.png")
    out = DIST / f"{name}.tar.gz"
    if shutil.which("tar") and shutil.which("gzip"):  # GNU tar + gzip: faster than tarfile on 2 cores
        subprocess.run(["tar", "-C", str(stage.parent), "--owner=0", "--group=0", "-czf", str(out), name], check=True)
    else:
        with tarfile.open(out, "w:gz", compresslevel=6) as tar:
            tar.add(stage, arcname=name)
    shutil.rmtree(stage.parent, ignore_errors=True)
    return out


def smoke_tarball(tgz: Path) -> dict:
    """Unpack the tar.gz somewhere else and run the smoke test on what came out."""
    with tempfile.TemporaryDirectory(prefix="paizhuo-tgz-") as tmp:
        with tarfile.open(tgz) as tar:
            tar.extractall(tmp, filter="data")
        (top,) = Path(tmp).iterdir()
        for f in ("paizhuo.desktop", "paizhuo.png", "install-desktop-entry.sh"):
            if not (top / f).is_file():
                raise smoke_bundle.SmokeError(f"{tgz.name} lacks {f}")
        report = smoke_bundle.smoke(top, runs=1)
        report["unpacked_bytes"] = smoke_bundle.dir_size(top)
        return report


def windows_installer(version: str) -> Path:
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    for guess in (r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe", r"C:\Program Files\Inno Setup 6\ISCC.exe"):
        if not iscc and Path(guess).is_file():
            iscc = guess
    if not iscc:
        raise SystemExit("build_bundle: Inno Setup 6 (ISCC.exe) not found; install it (choco install innosetup)")
    subprocess.run([iscc, f"/DAppVersion={version}", str(ROOT / "packaging" / "windows" / "paizhuo.iss")], check=True)
    return DIST / f"Paizhuo-{version}-windows-x64-setup.exe"


def macos_dmg(version: str) -> Path:
    subprocess.run(["bash", str(ROOT / "packaging" / "macos" / "make_dmg.sh")], check=True)
    return DIST / f"Paizhuo-{version}-macos-{platform.machine()}.dmg"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--package", action="store_true", help="also make this platform's package")
    ap.add_argument("--appimage", action="store_true", help="Linux: also make an AppImage (needs appimagetool)")
    ap.add_argument("--no-smoke", action="store_true", help="skip the smoke tests")
    ap.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    ap.add_argument("--runs", type=int, default=3, help="timed screenshot runs in the smoke test")
    ap.add_argument("--report", type=Path, help="write the measured numbers to this JSON file")
    args = ap.parse_args(argv)
    version = smoke_bundle.source_version()
    numbers: dict = {"version": version, "platform": sys.platform, "machine": platform.machine()}
    t_all = time.perf_counter()
    try:
        step("compile translations")
        numbers["qm"] = [p.name for p in build_translations.build()]

        step("PyInstaller build.spec")
        numbers["pyinstaller_seconds"] = round(pyinstaller(args.clean), 1)

        if not args.no_smoke:
            step(f"smoke test {BUNDLE.relative_to(ROOT)}")
            numbers["smoke"] = smoke_bundle.smoke(BUNDLE, runs=max(1, args.runs))
            if sys.platform == "darwin" and (DIST / "Paizhuo.app").is_dir():
                step("smoke test dist/Paizhuo.app")
                numbers["smoke_app"] = smoke_bundle.smoke(DIST / "Paizhuo.app", runs=1)

        if args.package:
            step("package")
            if sys.platform.startswith("linux"):
                tgz = linux_tarball(version)
                numbers["package"] = str(tgz.relative_to(ROOT))
                numbers["package_bytes"] = tgz.stat().st_size
                if not args.no_smoke:
                    step(f"smoke test the unpacked {tgz.name}")
                    numbers["smoke_tarball"] = smoke_tarball(tgz)
            elif sys.platform == "win32":
                exe = windows_installer(version)
                numbers["package"], numbers["package_bytes"] = str(exe.relative_to(ROOT)), exe.stat().st_size
            elif sys.platform == "darwin":
                dmg = macos_dmg(version)
                numbers["package"], numbers["package_bytes"] = str(dmg.relative_to(ROOT)), dmg.stat().st_size
        if args.appimage:
            step("AppImage")
            subprocess.run(["bash", str(ROOT / "packaging" / "linux" / "make_appimage.sh")], check=True)
    except smoke_bundle.SmokeError as exc:
        print(f"SMOKE FAILED: {exc}", file=sys.stderr)
        print(f"bundle: {passed(numbers)} passed, 1 failed")
        return 1
    except subprocess.CalledProcessError as exc:
        print(f"FAILED: {' '.join(map(str, exc.cmd))} exited {exc.returncode}", file=sys.stderr)
        print(f"bundle: {passed(numbers)} passed, 1 failed")
        return 1

    numbers["total_seconds"] = round(time.perf_counter() - t_all, 1)
    if args.report:
        args.report.write_text(json.dumps(numbers, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    s = numbers.get("smoke")
    line = f"bundle OK: paizhuo {version}, PyInstaller {numbers['pyinstaller_seconds']} s"
    if s:
        t = s["screenshot_seconds"]
        line += (f"; {s['bundle_mb']} MB unpacked; table screenshot {t['median']} s "
                 f"(median of {t['runs']}; CPU {t.get('cpu_median', '?')} s)")
    if "package_bytes" in numbers:
        line += f"; {numbers['package']} {numbers['package_bytes'] / 1e6:.1f} MB"
    if "smoke_tarball" in numbers:
        line += " (unpacked and smoke-tested)"
    print(line + f"; total {numbers['total_seconds']} s")
    print(f"bundle: {passed(numbers)} passed, 0 failed")  # a closing line CI logs can count
    return 0


def passed(numbers: dict) -> int:
    """Checks passed so far: the build, each smoke check, the package."""
    n = int("pyinstaller_seconds" in numbers) + int("package_bytes" in numbers)
    return n + sum(len(numbers[k].get("checks", [])) for k in ("smoke", "smoke_app", "smoke_tarball") if k in numbers)


if __name__ == "__main__":
    sys.exit(main())
