"""Mutation probe of the file readers (issue 18): thousands of hostile saves, hundreds of deck files, one table.

    python bench/fuzz_files.py [--saves 4200] [--decks 400] [--seed 1] [--repo PATH] [--big-mb 200]

Each save is a fresh 2-seat save of 劇牌 (basic, advanced), 三国智 or the sandbox with one field changed
(tests/core/file_mutations.py), its ``state_hash`` kept, removed or recomputed. It is loaded with
``load_match``; a save that loads is then saved again, reloaded and played on for 20 random moves.
Each deck file is a starter deck with one hostile change, run through ``paizhuo deck check``; one more is
a single line of ``--big-mb`` MB (run in a child process: its peak memory and output size are measured).

Counts: **tracebacks** (an exception other than the file refusal), **hangs** (over ``--timeout`` s),
**accepted-but-broken** (loaded, then saving, reloading or playing on failed; a deck said OK that a game
cannot use), **repr messages** (a refusal that shows a Python exception repr), **floods** (a deck refusal
over 2,000 characters), **BOM refused** (a valid deck with a UTF-8 BOM refused), refusals and accepted files.
``--repo`` probes another checkout (e.g. main before a change) with the same mutations.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import os
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

HERE = Path(__file__).resolve().parents[1]
REPR = re.compile(r"[A-Za-z]+(Error|Exception)\(|unhashable type|object has no attribute|not subscriptable|<class '")
SAVE_KINDS = [("jupai", {}), ("jupai", {"mode": "advanced"}), ("sanguozhi", {}), ("sandbox", {})]


class Hang(Exception):
    pass


@contextlib.contextmanager
def time_limit(seconds: float):
    def boom(*_):
        raise Hang()
    old = signal.signal(signal.SIGALRM, boom)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def load_mutations(name: str = "file_mutations"):
    """The seeded mutators the fuzz tests use (tests/core/<name>.py), loaded without importing the test package."""
    spec = importlib.util.spec_from_file_location(name, HERE / "tests" / "core" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def where_raised(exc: BaseException) -> str:
    tb = traceback.extract_tb(exc.__traceback__)
    frame = tb[-1] if tb else None
    loc = f"{Path(frame.filename).name}:{frame.name}" if frame else "?"
    return f"{type(exc).__name__} in {loc}"


class Probe:
    def __init__(self, repo: Path, seed: int, timeout: float) -> None:
        sys.path.insert(0, str(repo))
        from desktop.core import persistence
        from desktop.core.errors import SaveError
        from desktop.core.rules import Match
        from desktop.games import rules_for
        self.repo = repo
        self.persistence, self.SaveError, self.Match, self.rules_for = persistence, SaveError, Match, rules_for
        self.m = load_mutations()
        self.seed = seed
        self.timeout = timeout
        self.tmp = Path(tempfile.mkdtemp(prefix="paizhuo-fuzz-"))

    # -- saves ----------------------------------------------------------------------------------------------
    def base_docs(self) -> list[dict]:
        docs = []
        for game, options in SAVE_KINDS:
            rules = self.rules_for(game)
            for k, moves in enumerate((0, 6, 25)):
                rng = random.Random(1000 * k + len(docs))
                match = self.Match.new(rules, ["Ann", "Bo"], dict(options), 11 + k)
                for _ in range(moves):
                    if rules.is_over(match.state):
                        break
                    s = rules.to_act(match.state)
                    match.play(rng.choice(rules.legal_actions(match.state, s)))
                docs.append(self.persistence.match_to_dict(match))
        return docs

    def rehash(self, doc: dict) -> str | None:
        """The hash a forger would write: replay the mutated file with the engine (None if that fails)."""
        from desktop.core.actions import action_from_dict
        from desktop.core.state import GameState
        try:
            with time_limit(self.timeout):
                rules = self.rules_for(doc["game"])
                st = GameState.from_dict(doc["initial"])
                for ad in doc["actions"]:
                    rules.apply(st, action_from_dict(ad, doc["game"]))
                return st.hash()
        except BaseException:  # noqa: BLE001 - a forger simply gives up on this one
            return None

    def play_on(self, match, rng: random.Random) -> None:
        """What the table does next with a loaded save: save it, reload it, play 20 moves, view every seat."""
        rules = match.rules
        text = json.dumps(self.persistence.match_to_dict(match), ensure_ascii=False, allow_nan=False)
        again = self.tmp / "again.json"
        again.write_bytes(text.encode("utf-8"))
        back = self.persistence.load_match(again, self.rules_for)
        if back.state.hash() != match.state.hash():
            raise AssertionError("reloading gives another table")
        for _ in range(20):
            if rules.is_over(match.state):
                break
            s = rules.to_act(match.state)
            for seat in range(len(match.state.seats)):
                rules.view_for(match.state, seat)
            legal = rules.legal_actions(match.state, s)
            match.play(rng.choice(legal))
            match.state.hash()
        probs = rules.check_invariants(match.state)
        if probs:
            raise AssertionError(probs[0])
        json.dumps(self.persistence.match_to_dict(match), allow_nan=False).encode("utf-8")

    def saves(self, n: int) -> tuple[Counter, Counter]:
        rng = random.Random(self.seed)
        bases = self.base_docs()
        out, causes = Counter(), Counter()
        path = self.tmp / "save.json"
        for i in range(n):
            base = bases[i % len(bases)]
            doc, what = self.m.mutate_doc(base, rng)
            mode = rng.choice(["keep", "keep", "drop", "rehash"])
            if mode == "drop":
                doc.pop("state_hash", None)
            elif mode == "rehash":
                h = self.rehash(doc)
                if h is not None:
                    doc["state_hash"] = h
            path.write_text(self.m.dumps(doc), encoding="ascii")
            kind = self.classify_save(path, rng, causes, f"{doc.get('game', base['game'])}: {what} (hash {mode})")
            out[kind] += 1
        return out, causes

    def classify_save(self, path: Path, rng, causes: Counter, what: str) -> str:
        try:
            with time_limit(self.timeout):
                match = self.persistence.load_match(path, self.rules_for)
        except Hang:
            causes[f"hang: {what}"] += 1
            return "hangs"
        except self.SaveError as exc:
            if REPR.search(str(exc)):
                causes[f"repr: {str(exc)[:90]}"] += 1
                return "repr messages"
            return "refusals"
        except RecursionError as exc:
            causes[where_raised(exc)] += 1
            return "tracebacks"
        except Exception as exc:  # noqa: BLE001 - that is what we count
            causes[where_raised(exc)] += 1
            return "tracebacks"
        try:
            with time_limit(self.timeout):
                self.play_on(match, rng)
        except Hang:
            causes[f"hang after load: {what}"] += 1
            return "accepted-but-broken"
        except BaseException as exc:  # noqa: BLE001
            causes[f"broken after load: {what}: {where_raised(exc)}"] += 1
            return "accepted-but-broken"
        return "accepted"

    # -- deck files -----------------------------------------------------------------------------------------
    def deck_check(self, path: Path) -> tuple[int, str]:
        from desktop.games.sanguozhi.deckcheck import main
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
            code = main(SimpleNamespace(files=[str(path)]))
        return code, buf.getvalue()

    def deck_usable(self, path: Path) -> None:
        rules = self.rules_for("sanguozhi")
        st = rules.new_game(["Ann", "Bo"], {"decks": [str(path), str(path)]}, 1)
        rules.legal_actions(st, rules.to_act(st))

    def decks(self, n: int) -> tuple[Counter, Counter]:
        rng = random.Random(self.seed + 1)
        folder = self.repo / "resources" / "decks" / "sanguozhi"
        bases = sorted(p for p in folder.iterdir() if p.suffix in (".txt", ".json"))
        out, causes = Counter(), Counter()
        for i in range(n):
            base = bases[i % len(bases)]
            text = base.read_text(encoding="utf-8")
            if base.suffix == ".json":
                data, what = self.m.mutate_deck_json(json.loads(text), rng)
            else:
                data, what = self.m.mutate_deck_text(text, rng)
            path = self.tmp / f"deck{base.suffix}"
            path.write_bytes(data)
            what = f"{base.name}: {what}"
            try:
                with time_limit(self.timeout):
                    code, printed = self.deck_check(path)
            except Hang:
                causes[f"hang: {what}"] += 1
                out["hangs"] += 1
                continue
            except BaseException as exc:  # noqa: BLE001
                causes[where_raised(exc)] += 1
                out["tracebacks"] += 1
                continue
            if what.endswith("UTF-8 BOM") and code != 0:
                causes[f"BOM refused: {printed[:80]}"] += 1
                out["BOM refused"] += 1
            elif len(printed) > 2000:
                causes[f"flood: {what}: {len(printed):,} chars"] += 1
                out["floods"] += 1
            elif REPR.search(printed):
                causes[f"repr: {printed[:90]}"] += 1
                out["repr messages"] += 1
            elif code != 0:
                out["refusals"] += 1
            else:
                try:
                    with time_limit(self.timeout):
                        self.deck_usable(path)
                except BaseException as exc:  # noqa: BLE001
                    causes[f"deck OK but unusable: {what}: {where_raised(exc)}"] += 1
                    out["accepted-but-broken"] += 1
                    continue
                out["accepted"] += 1
        return out, causes

    def big_deck(self, mb: int) -> dict:
        """One ``mb`` MB line through ``paizhuo deck check`` in a child process: its peak memory and output."""
        path = self.tmp / "big.txt"
        with open(path, "wb") as f:
            f.write(b"1 ")
            chunk = "曹".encode("utf-8") * (1 << 18)
            for _ in range(mb * (1 << 20) // len(chunk)):
                f.write(chunk)
        code = ("import resource, sys; from types import SimpleNamespace; sys.path.insert(0, sys.argv[2]); "
                "from desktop.games.sanguozhi.deckcheck import main; "
                "rc = main(SimpleNamespace(files=[sys.argv[1]])); sys.stdout.flush(); "
                "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr); sys.exit(rc)")
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-c", code, str(path), str(self.repo)], capture_output=True,
                              timeout=600)
        secs = time.perf_counter() - t0
        path.unlink()
        err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        try:
            peak_mb = int(err[-1]) / 1024
        except (IndexError, ValueError):
            peak_mb = float("nan")
        return {"MB": mb, "exit": proc.returncode, "printed": len(proc.stdout), "peak MB": round(peak_mb),
                "seconds": round(secs, 1), "first line": proc.stdout[:120].decode("utf-8", "replace").strip()}


COLUMNS = ["tracebacks", "hangs", "accepted-but-broken", "repr messages", "floods", "BOM refused", "refusals",
           "accepted"]


def table(rows: list[tuple[str, int, Counter]]) -> str:
    head = f"| files | {'n':>5} | " + " | ".join(COLUMNS) + " |"
    lines = [head, "|" + "---|" * (len(COLUMNS) + 2)]
    for name, n, c in rows:
        lines.append(f"| {name} | {n:>5} | " + " | ".join(f"{c.get(k, 0):>{len(k)}}" for k in COLUMNS) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--saves", type=int, default=4200)
    ap.add_argument("--decks", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds per file before it counts as a hang")
    ap.add_argument("--repo", type=Path, default=HERE, help="the checkout to probe (default: this one)")
    ap.add_argument("--big-mb", type=int, default=200, help="size of the one-line deck file (0: skip)")
    ap.add_argument("--causes", type=int, default=15, help="how many distinct causes to list")
    args = ap.parse_args(argv)
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="paizhuo-fuzz-data-"))
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    probe = Probe(args.repo.resolve(), args.seed, args.timeout)
    big = probe.big_deck(args.big_mb) if args.big_mb else None
    t0 = time.perf_counter()
    s_out, s_causes = probe.saves(args.saves)
    t_saves = time.perf_counter() - t0
    t0 = time.perf_counter()
    d_out, d_causes = probe.decks(args.decks)
    t_decks = time.perf_counter() - t0
    print(f"probe of {probe.repo} (seed {args.seed}): saves {t_saves:.0f} s, decks {t_decks:.0f} s\n")
    print(table([("saves", args.saves, s_out), ("deck files", args.decks, d_out)]))
    if big:
        print(f"\none {big['MB']} MB deck line: exit {big['exit']}, printed {big['printed']:,} bytes, "
              f"peak {big['peak MB']:,} MB, {big['seconds']} s; says: {big['first line']!r}")
    for title, causes in (("saves", s_causes), ("deck files", d_causes)):
        if causes:
            print(f"\n{title}: {len(causes)} distinct causes, most common first")
            for cause, k in causes.most_common(args.causes):
                print(f"  {k:>4}  {cause}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
