"""Scenario files: a position set up explicitly, actions by seat, and expectations.

The format is documented in docs/scenarios.md.  The runner is generic; each rule
set builds its positions (``rules.scenario_state``) and checks its own
expectation keys (``rules.scenario_check``).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .actions import action_from_dict
from .errors import IllegalAction
from .events import Event, FormulaResolved

SEAT_RE = re.compile(r"^P([1-9])$")
SEAT_FIELDS = ("seat", "target", "to")


@dataclass
class ScenarioResult:
    path: str
    title: str
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


def seat_index(ref) -> int:
    """``"P3"`` → 2; integers are taken as 0-based already."""
    if isinstance(ref, int):
        return ref
    m = SEAT_RE.match(str(ref))
    if not m:
        raise ValueError(f"not a seat: {ref!r} (write P1, P2, …)")
    return int(m.group(1)) - 1


def parse_action(d: dict, game: str | None = None):
    d = dict(d)
    for k in SEAT_FIELDS:
        if k in d and d[k] is not None:
            d[k] = seat_index(d[k])
    return action_from_dict(d, game)


def _top_first(zone) -> list[str]:
    return list(reversed(zone.cards))


def _get_path(data, path: str):
    cur = data
    for part in path.split("."):
        if isinstance(cur, list):
            cur = cur[int(part)]
        else:
            cur = cur[part]
    return cur


def check_generic(state, key, value, events, rules) -> list[str]:
    fails: list[str] = []
    if key == "zones":
        for zid, want in value.items():
            if zid not in state.zones:
                fails.append(f"no zone {zid}")
                continue
            got = state.zones[zid].cards
            if Counter(got) != Counter(want):
                fails.append(f"zone {zid}: expected {sorted(want)}, got {sorted(got)}")
    elif key == "piles":  # exact order, top first
        for zid, want in value.items():
            got = _top_first(state.zones[zid])
            if got != want:
                fails.append(f"pile {zid} (top first): expected {want}, got {got}")
    elif key == "top":  # the top cards of a pile, top first
        for zid, want in value.items():
            got = _top_first(state.zones[zid])[: len(want)]
            if got != want:
                fails.append(f"top of {zid}: expected {want}, got {got}")
    elif key in ("face_up", "face_down"):
        for zid, cards in value.items():
            z = state.zones[zid]
            for c in cards:
                if c not in z.cards:
                    fails.append(f"{c} is not in {zid}")
                elif z.is_face_up(c) != (key == "face_up"):
                    fails.append(f"{c} in {zid} should be {key.replace('_', ' ')}")
    elif key == "formulas":
        formulas = [e for e in events if isinstance(e, FormulaResolved)]
        for want in value:
            seat = seat_index(want["seat"]) if "seat" in want else None
            match = [f for f in formulas if f.key == want["key"] and (seat is None or f.seat == seat)]
            if not match:
                fails.append(f"no formula {want['key']}" + (f" for {want['seat']}" if seat is not None else "")
                             + f"; formulas were {[(f.key, f.seat, f.result) for f in formulas]}")
                continue
            f = match[-1]
            if "result" in want and f.result != want["result"]:
                fails.append(f"formula {f.key} for P{(f.seat or 0) + 1}: expected {want['result']}, "
                             f"got {f.expr} = {f.substituted()} = {f.result}")
            for name, val in want.get("inputs", {}).items():
                got = dict(f.inputs).get(name)
                if got != val:
                    fails.append(f"formula {f.key}: input {name} expected {val}, got {got}")
    elif key == "no_formulas":
        keys = [e.key for e in events if isinstance(e, FormulaResolved)]
        for k in value:
            if k in keys:
                fails.append(f"formula {k} should not have been computed")
    elif key == "data":
        for path, want in value.items():
            try:
                got = _get_path(state.data, path)
            except (KeyError, IndexError, ValueError, TypeError):
                got = "<missing>"
            if got != want:
                fails.append(f"data {path}: expected {want!r}, got {got!r}")
    elif key == "to_act":
        got = rules.to_act(state)
        want = None if value is None else seat_index(value)
        if got != want:
            fails.append(f"to act: expected {value}, got {None if got is None else f'P{got + 1}'}")
    elif key == "over":
        if rules.is_over(state) != bool(value):
            fails.append(f"game over: expected {bool(value)}, got {rules.is_over(state)}")
    elif key == "invariants":
        fails += rules.check_invariants(state)
    else:
        return rules.scenario_check(state, key, value, events)
    return fails


GENERIC_KEYS = {"zones", "piles", "top", "face_up", "face_down", "formulas", "no_formulas", "data", "to_act",
                "over", "invariants"}


def run_scenario(path: str | Path, rules_for) -> ScenarioResult:
    """Run one file; ``rules_for(name)`` finds the rule set (desktop.games.rules_for)."""
    path = Path(path)
    try:
        spec = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return ScenarioResult(str(path), "?", [f"cannot read scenario: {exc}"])
    res = ScenarioResult(str(path), spec.get("title", path.stem))
    try:
        rules = rules_for(spec["game"])
    except KeyError:
        res.failures.append(f"unknown game {spec.get('game')!r}")
        return res
    try:
        state = rules.scenario_state(spec)
    except (ValueError, KeyError, TypeError, IllegalAction) as exc:
        res.failures.append(f"setup: {exc}")
        return res
    events: list[Event] = []
    for n, step in enumerate(spec.get("steps", []), 1):
        where = f"step {n}"
        if "do" in step:
            try:
                action = parse_action(step["do"], spec["game"])
            except ValueError as exc:
                res.failures.append(f"{where}: bad action: {exc}")
                return res
            before = state.hash()
            try:
                new = rules.apply(state, action)
            except IllegalAction as exc:
                if "refused" not in step:
                    res.failures.append(f"{where}: {action} refused: {exc.message()}")
                    return res
                if step["refused"] not in exc.rule and step["refused"] not in exc.message():
                    res.failures.append(f"{where}: refused by [{exc.rule}], expected a rule containing "
                                        f"{step['refused']!r}: {exc.message()}")
                if state.hash() != before:
                    res.failures.append(f"{where}: the refused action changed the state")
                continue
            if "refused" in step:
                res.failures.append(f"{where}: {action} should have been refused ({step['refused']})")
                return res
            events += new
            problems = rules.check_invariants(state)
            if problems:
                res.failures.append(f"{where}: invariants broken: {problems}")
                return res
        if "expect" in step:
            for key, value in step["expect"].items():
                try:
                    fails = check_generic(state, key, value, events, rules)
                except (KeyError, IndexError, TypeError, ValueError) as exc:
                    fails = [f"cannot check {key}: {exc!r}"]
                res.failures += [f"{where}: {f}" for f in fails]
            events = []
    return res


def main(args, rules_for) -> int:
    files: list[str] = []
    for f in args.files:
        p = Path(f)
        files += sorted(str(x) for x in p.glob("*.json")) if p.is_dir() else [f]
    passed = failed = 0
    for f in files:
        r = run_scenario(f, rules_for)
        if r.ok:
            passed += 1
            print(f"PASS  {f}  {r.title}")
        else:
            failed += 1
            print(f"FAIL  {f}  {r.title}")
            for line in r.failures:
                print(f"      - {line}")
    print(f"{passed} passed, {failed} failed")
    sys.stdout.flush()
    return 0 if failed == 0 and passed > 0 else 1
