"""Mutation probe of ``paizhuo scenario`` (issue 18 item 5): the named hostile files and seeded mutants.

    python bench/fuzz_scenarios.py [--mutants 640] [--seed 1] [--timeout 10] [--repo PATH] [--show]

Each file goes through what ``paizhuo scenario FILE`` runs (``desktop.core.scenario.main``), its output captured.
The named files are those of issue 18 (tests/core/scenario_mutations.py); each mutant is a shipped scenario or
lesson file with one field changed, removed, added or reordered (tests/core/file_mutations.py's mutator).

Counts: **tracebacks** (an exception escaped the runner), **hangs** (over ``--timeout`` s of wall time, or
out of the 4 GB address space the probe allows itself), **accepted-but-broken** (reported PASS although the
file holds a key the format does not have, so a line was silently ignored; or its position, played on for 20
random legal moves with every seat's view, raises or breaks an invariant), **repr messages** (output showing
a Python exception repr), **long output** (over 2,000 characters for one file), refused/failed and passed.
``--repo`` probes another checkout (e.g. main before a change) with the same files.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import re
import resource
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import fuzz_files  # bench/ is the script's folder: the time limit and the traceback's place are shared
from fuzz_files import Hang, time_limit, where_raised

HERE = Path(__file__).resolve().parents[1]
REPR = re.compile(r"[A-Za-z]+(Error|Exception)\(|unhashable type|object has no attribute|not subscriptable|<class '"
                  r"|Traceback \(most recent")


def load_mutations():
    return fuzz_files.load_mutations("scenario_mutations")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mutants", type=int, default=640)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--repo", type=Path, default=HERE)
    ap.add_argument("--show", action="store_true", help="print each named file's outcome and first output line")
    a = ap.parse_args()
    limit = 4 * 2 ** 30
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    sys.path.insert(0, str(a.repo.resolve()))
    from desktop.core import scenario
    from desktop.games import rules_for
    m = load_mutations()
    tmp = Path(tempfile.mkdtemp(prefix="paizhuo-scen-fuzz-"))

    def run(data: bytes, what: str, causes: Counter) -> tuple[str, str]:
        path = tmp / "scenario.json"
        path.write_bytes(data)
        buf = io.StringIO()
        try:
            with time_limit(a.timeout), contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
                code = scenario.main(SimpleNamespace(files=[str(path)], verbose=False), rules_for)
        except Hang:
            causes[f"hang: {what}"] += 1
            return "hangs", ""
        except MemoryError:
            causes[f"memory: {what}"] += 1
            return "hangs", ""
        except BaseException as exc:  # noqa: BLE001 - that is what we count
            causes[f"{where_raised(exc)}  ({what})"] += 1
            return "tracebacks", ""
        out = buf.getvalue()
        first = next((ln.strip() for ln in out.splitlines() if ln.strip().startswith("-")), out.split("\n")[0])
        if REPR.search(out):
            causes[f"repr: {first[:100]}"] += 1
            return "repr messages", first
        if len(out) > 2000:
            causes[f"long output ({len(out):,} chars): {what}"] += 1
            return "long output", first
        if code == 0:
            try:
                doc = json.loads(data.decode("utf-8-sig", "surrogatepass"))
            except ValueError:
                doc = None
            extra = m.unknown_keys(doc)
            if extra:
                causes[f"accepted with {extra[0]}: {what}"] += 1
                return "accepted-but-broken", first
            try:
                with time_limit(a.timeout):
                    play_on(doc)
            except BaseException as exc:  # noqa: BLE001 - the position a passing file sets up must be playable
                causes[f"broken after PASS: {where_raised(exc)}  ({what})"] += 1
                return "accepted-but-broken", first
            return "passed", first
        return "refused or failed", first

    def play_on(doc: dict) -> None:
        """What the table does with a passing file's position (a lesson, play from here): every seat's view,
        then 20 random legal moves, the invariants after each."""
        rules = rules_for(doc["game"])
        st = rules.scenario_state(doc)
        st.rng.forced = []  # random moves leave the file's script, and its forced orders belong to the script
        rng = random.Random(len(json.dumps(doc)))
        for _ in range(20):
            for seat in range(len(st.seats)):
                rules.view_for(st, seat)
            if rules.is_over(st):
                break
            legal = rules.legal_actions(st, rules.to_act(st))
            if not legal:
                raise AssertionError("no legal move and the game is not over")
            rules.apply(st, rng.choice(legal))
            problems = rules.check_invariants(st)
            if problems:
                raise AssertionError(problems[0])

    totals: dict[str, Counter] = {"named": Counter(), "mutants": Counter()}
    causes: Counter = Counter()
    t0 = time.process_time()
    named = m.named_cases()
    for what, data in named:
        kind, first = run(data, what, causes)
        totals["named"][kind] += 1
        if a.show:
            shown = first[:110].encode("utf-8", "backslashreplace").decode("utf-8")
            print(f"{kind:20} {what:40} {shown}")
    rng = random.Random(a.seed)
    bases = m.base_files(HERE)
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in bases]
    for i in range(a.mutants):
        k = i % len(docs)
        text, what = m.mutate(docs[k], rng)
        kind, _ = run(text.encode("utf-8", "surrogatepass"), f"{bases[k].name}: {what}", causes)
        totals["mutants"][kind] += 1
    cols = ["tracebacks", "hangs", "accepted-but-broken", "repr messages", "long output", "refused or failed",
            "passed"]
    print(f"\nrepo {a.repo}  seed {a.seed}  timeout {a.timeout:g} s  process time {time.process_time() - t0:.0f} s")
    print("| files | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    for name, n in (("named", len(named)), ("mutants", a.mutants)):
        c = totals[name]
        print(f"| {n} {name} | " + " | ".join(str(c[k]) for k in cols) + " |")
    if causes:
        print("\ncauses (count; hangs and tracebacks first, then up to 40 more):")
        ranked = sorted(causes.items(), key=lambda kv: (not kv[0].startswith(("hang", "memory")), "Error in" not in kv[0],
                                                         -kv[1]))
        serious = [kv for kv in ranked if kv[0].startswith(("hang", "memory")) or "Error in" in kv[0]]
        for cause, n in serious + [kv for kv in ranked if kv not in serious][:40]:
            print(f"  {n:4}  {cause[:160]}".encode("utf-8", "backslashreplace").decode("utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
