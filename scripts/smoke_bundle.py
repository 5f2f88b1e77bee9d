#!/usr/bin/env python3
"""Smoke-tests a built bundle: --version, the bundle self-test and a real offscreen table screenshot.

    python scripts/smoke_bundle.py [dist/paizhuo] [--json] [--system-fonts]

Fails (exit 1) unless: ``paizhuo --version`` prints this checkout's version; the
bundle loads its own font and .qm files (its package data in sys._MEIPASS); ``paizhuo
screenshot --game jupai --players 4 --seed 1 --after 10 -o FILE.png`` writes a
valid PNG of the requested size that is not blank; and (Linux) the bundle is
within its 160 MB budget. On Linux the runs see no system fonts at all (an
empty fontconfig), as on a fresh machine. Prints the measured numbers.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINUX_BUDGET_BYTES = 160_000_000
SCREENSHOT_ARGS = ["screenshot", "--game", "jupai", "--players", "4", "--seed", "1", "--after", "10"]
SCREENSHOT_SIZE = (1600, 1000)  # the screenshot command's default --size
FAMILY = "Paizhuo Sans"


class SmokeError(Exception):
    pass


def source_version() -> str:
    text = (ROOT / "desktop" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__\s*=\s*"([^"]+)"', text).group(1)


def source_games() -> list[str] | None:
    """The rule sets that load from this checkout (pure Python, no Qt), or None if that cannot be told."""
    code = "import json, desktop.games as g; print(json.dumps(g.available()))"
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    try:
        return json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return None


def bundle_exe(dist: Path) -> Path:
    """The console executable: paizhuo-cli.exe on Windows (paizhuo.exe has no console), else paizhuo (also in a .app)."""
    if dist.suffix == ".app":  # macOS app bundle: the same executable inside
        dist = dist / "Contents" / "MacOS"
    names = ["paizhuo-cli.exe", "paizhuo.exe"] if sys.platform == "win32" else ["paizhuo"]
    for name in names:
        if (dist / name).is_file():
            return dist / name
    raise SmokeError(f"no paizhuo executable in {dist}; build it with python scripts/build_bundle.py")


def dir_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def no_font_env(tmp: Path) -> dict[str, str]:
    """Linux: a fontconfig that knows no font folder, so only the bundled font can draw anything."""
    conf = tmp / "fonts.conf"
    conf.write_text(
        f'<?xml version="1.0"?>\n<fontconfig>\n  <dir>{tmp / "no-fonts"}</dir>\n'
        f'  <cachedir>{tmp / "fc-cache"}</cachedir>\n</fontconfig>\n',
        encoding="utf-8",
    )
    (tmp / "no-fonts").mkdir(exist_ok=True)
    return {"FONTCONFIG_FILE": str(conf), "FONTCONFIG_PATH": str(tmp)}


def _children_cpu() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def run(cmd: list[str], env: dict[str, str], timeout: float = 120, cpu: list | None = None):
    """Run ``cmd``; return (process, wall seconds). Appends its CPU seconds to ``cpu`` where the OS tells."""
    c0, t0 = _children_cpu(), time.perf_counter()
    try:
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout,
                              encoding="utf-8", errors="replace")
    except subprocess.TimeoutExpired as exc:
        raise SmokeError(f"{' '.join(cmd)} did not finish in {timeout:.0f} s") from exc
    wall = time.perf_counter() - t0
    if cpu is not None and c0 is not None:
        cpu.append(_children_cpu() - c0)
    return proc, wall


def check_png(path: Path, size: tuple[int, int] | None, min_colours: int = 32) -> dict:
    """A valid PNG, of ``size`` if given, with at least ``min_colours`` colours and no colour over 97 %."""
    from PIL import Image

    if not path.is_file() or path.stat().st_size == 0:
        raise SmokeError(f"{path} was not written")
    try:
        with Image.open(path) as im:
            im.verify()
        with Image.open(path) as im:
            fmt, got = im.format, im.size
            rgb = im.convert("RGB")
    except Exception as exc:  # Pillow raises many kinds for a broken file
        raise SmokeError(f"{path} is not a valid image: {exc}") from exc
    if fmt != "PNG":
        raise SmokeError(f"{path} is {fmt}, not PNG")
    if size and got != size:
        raise SmokeError(f"{path} is {got[0]}×{got[1]}, expected {size[0]}×{size[1]}")
    colours = rgb.getcolors(maxcolors=got[0] * got[1])
    top = max(n for n, _ in colours)
    share = top / (got[0] * got[1])
    if len(colours) < min_colours or share > 0.97:
        raise SmokeError(f"{path} looks blank: {len(colours)} colours, the commonest covers {share:.1%}")
    return {"size": list(got), "colours": len(colours), "commonest_share": round(share, 3)}


def package_data(root: Path) -> list[str]:
    """Non-Python files inside the desktop package (rule data such as desktop/games/jupai/data/*.json)."""
    return sorted(
        p.relative_to(root).as_posix() for p in (root / "desktop").rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc", ".pyo") and "__pycache__" not in p.parts
    )


def missing_data(bundle_resources: Path) -> list[str]:
    """Files of this checkout's resources/ and desktop/ data that an install lacks, given the resources/
    folder it uses: ``…/desktop/_data/resources`` of a bundle (sys._MEIPASS) or a wheel, whose package data
    then lies beside the ``desktop`` folder two levels up."""
    base = bundle_resources.parent
    packages = base.parent.parent if base.name == "_data" else base
    want = [f"resources/{p.relative_to(ROOT / 'resources').as_posix()}"
            for p in (ROOT / "resources").rglob("*") if p.is_file()]
    missing = [rel for rel in want if not (base / rel).is_file()]
    missing += [rel for rel in package_data(ROOT) if not (packages / rel).is_file()]
    return sorted(missing)


def smoke(dist: Path, system_fonts: bool = False, runs: int = 3) -> dict:
    dist = dist.resolve()
    exe = bundle_exe(dist)
    report: dict = {"bundle": str(dist), "exe": exe.name}
    with tempfile.TemporaryDirectory(prefix="paizhuo-smoke-") as tmp_name:
        tmp = Path(tmp_name)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUTF8="1")
        env.pop("PAIZHUO_BUNDLE_SELFTEST", None)
        if sys.platform.startswith("linux") and not system_fonts:
            env.update(no_font_env(tmp))
            report["system_fonts"] = False
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = str(tmp / var.lower())  # keep settings and autosaves out of the user's folders

        # 1. --version
        proc, secs = run([str(exe), "--version"], env)
        want = f"paizhuo {source_version()}"
        if proc.returncode != 0 or proc.stdout.strip() != want:
            raise SmokeError(f"--version: exit {proc.returncode}, printed {proc.stdout.strip()!r} "
                             f"(want {want!r})\n{proc.stderr[-2000:]}")
        report["version"] = proc.stdout.strip()
        report["checks"] = ["--version"]
        report["version_seconds"] = round(secs, 2)

        # 2. the bundle finds its font and translations (package data under sys._MEIPASS, via importlib.resources)
        st_png = tmp / "selftest.png"
        proc, _ = run([str(exe)], dict(env, PAIZHUO_BUNDLE_SELFTEST=str(st_png)))
        try:
            st = json.loads(proc.stdout.strip().splitlines()[-1])
        except (IndexError, ValueError):
            raise SmokeError(f"self-test printed no report (exit {proc.returncode})\n{proc.stderr[-3000:]}")
        expected_qm = sorted(p.with_suffix(".qm").name for p in (ROOT / "translations").glob("*.ts"))
        problems = []
        if not st.get("frozen"):
            problems.append("not frozen")
        if st.get("family") != FAMILY:
            problems.append(f"font family {st.get('family')!r}")
        if st.get("notdef_glyphs"):
            problems.append(f"{st['notdef_glyphs']} characters without a glyph")
        if not set(st.get("families_drawn", [])) <= {FAMILY, "Paizhuo Symbols"}:
            problems.append(f"text drawn with other fonts: {st.get('families_drawn')}")
        if st.get("import_failures"):
            problems.append(f"modules that do not import in the bundle: {st['import_failures']}")
        expected_games = source_games()
        if expected_games is not None and st.get("games") != expected_games:
            problems.append(f"games {st.get('games')} (from source: {expected_games})")
        if sorted(st.get("qm", [])) != expected_qm:
            problems.append(f"translations {st.get('qm')} (want {expected_qm})")
        if proc.returncode != 0 or problems:
            raise SmokeError(f"self-test: {'; '.join(problems) or 'exit ' + str(proc.returncode)}\n"
                             f"{proc.stdout}\n{proc.stderr[-3000:]}")
        check_png(st_png, (1200, 90), min_colours=8)
        report["selftest"] = {k: st[k] for k in ("family", "fonts", "qm", "families_drawn", "games")}
        report["checks"].append("bundled font and translations")

        # 3. every data file of the checkout is in the bundle: resources/** and desktop/**'s non-Python files
        missing = missing_data(Path(st["resources"]))
        if missing:
            raise SmokeError(f"{len(missing)} data files missing from the bundle: {', '.join(missing[:10])}")
        report["checks"].append("data files")

        # 4. the real table, offscreen, timed (start of the process to the PNG on disk)
        times: list[float] = []
        cpu: list[float] = []
        for i in range(runs):
            png = tmp / f"table{i}.png"
            proc, secs = run([str(exe), *SCREENSHOT_ARGS, "-o", str(png)], env, cpu=cpu)
            if proc.returncode != 0:
                raise SmokeError(f"screenshot: exit {proc.returncode}\n{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}")
            report["screenshot"] = check_png(png, SCREENSHOT_SIZE)
            times.append(secs)
        report["checks"].append("table screenshot")
        report["screenshot_seconds"] = {"median": round(statistics.median(times), 2),
                                        "first": round(times[0], 2), "runs": len(times)}
        if cpu:  # CPU time barely depends on what else the machine is doing; wall time does
            report["screenshot_seconds"]["cpu_median"] = round(statistics.median(cpu), 2)
        keep = os.environ.get("PAIZHUO_SMOKE_KEEP")
        if keep:
            Path(keep).write_bytes((tmp / "table0.png").read_bytes())

    size = dir_size(dist)
    report["bundle_bytes"] = size
    report["bundle_mb"] = round(size / 1e6, 1)
    if sys.platform.startswith("linux") and size > LINUX_BUDGET_BYTES:
        raise SmokeError(f"bundle is {size / 1e6:.1f} MB, over the {LINUX_BUDGET_BYTES / 1e6:.0f} MB budget")
    report["checks"].append("size budget")
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dist", nargs="?", default=str(ROOT / "dist" / "paizhuo"), type=Path)
    ap.add_argument("--system-fonts", action="store_true", help="let the bundle see the system's fonts (Linux)")
    ap.add_argument("--runs", type=int, default=3, help="screenshot runs to time")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    try:
        report = smoke(args.dist, system_fonts=args.system_fonts, runs=max(1, args.runs))
    except SmokeError as exc:
        print(f"SMOKE FAILED: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        t = report["screenshot_seconds"]
        print(f"smoke OK: {report['version']}; font {report['selftest']['family']}, "
              f"{len(report['selftest']['qm'])} translations; table screenshot {report['screenshot']['size']} "
              f"in {t['median']} s (median of {t['runs']}, first {t['first']} s, CPU {t.get('cpu_median', '?')} s); "
              f"bundle {report['bundle_mb']} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
