#!/usr/bin/env python3
"""Compiles every translations/*.ts into the .qm beside it with pyside6-lrelease (the .qm are not committed).

Run before starting the program from a checkout and before building the bundle:
    python scripts/build_translations.py
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "translations"


def lrelease_command() -> list[str]:
    """pyside6-lrelease from PATH, else next to this Python, else through PySide6's own launcher."""
    exe = shutil.which("pyside6-lrelease") or shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if exe:
        return [exe]
    return [sys.executable, "-c", "import sys; from PySide6.scripts.pyside_tool import lrelease; sys.exit(lrelease())"]


def build(ts_dir: Path = TS_DIR) -> list[Path]:
    """Compile each .ts; return the .qm paths. Raises CalledProcessError if lrelease fails."""
    out = []
    for ts in sorted(ts_dir.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        subprocess.run([*lrelease_command(), "-silent", str(ts), "-qm", str(qm)], check=True)
        if not qm.is_file():
            raise RuntimeError(f"lrelease wrote no {qm}")
        out.append(qm)
    return out


def main() -> int:
    built = build()
    for qm in built:
        print(f"{qm.relative_to(ROOT)}: {qm.stat().st_size} bytes")
    if not built:
        print(f"no .ts files in {TS_DIR.relative_to(ROOT)}/ (nothing to compile)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
