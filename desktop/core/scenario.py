"""Scenario files: a position set up explicitly, actions by seat, and expectations.

The format is documented in docs/scenarios.md.  The runner is generic; each rule
set builds its positions (``rules.scenario_state``) and checks its own
expectation keys (``rules.scenario_check``).  A file is read through the shared
validation layer (desktop/core/files.py, docs/files.md): size and JSON limits, the
declared schema ``scenario_schema.json`` beside this module, then the game's own
``scenario_schema.json`` for ``setup`` (if its package has one), before anything is built.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from . import files
from .actions import action_from_dict
from .errors import QT_TRANSLATE_NOOP, FileRefused, IllegalAction
from .events import (CardHidden, CardMoved, CardRevealed, Event, FormulaResolved, GameOver, PhaseChanged, Shuffled,
                     TurnStarted)
from .rng import forcing

SEAT_RE = re.compile(r"^P([1-9])$")
SEAT_FIELDS = ("seat", "target", "to")
MAX_BYTES = 1_000_000   # the largest shipped scenario or lesson file has about 6 KB

M_UNKNOWN_GAME = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: there is no game {found} here.")
M_GAME_BROKEN = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: the game {found} cannot be loaded here.")
M_NEW_GAME = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: a fresh deal (new_game) takes no other setup keys, found {key}.")


class ScenarioError(FileRefused):
    """A scenario (or lesson) file that cannot be run: one sentence naming the file, the place and the problem."""


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
    if not isinstance(d, dict):
        raise ValueError("an action is an object with kind and seat")
    d = dict(d)
    for k in SEAT_FIELDS:
        if k in d and d[k] is not None:
            d[k] = seat_index(d[k])
    try:
        return action_from_dict(d, game)
    except (TypeError, KeyError) as exc:
        raise ValueError(f"the fields do not fit this action ({type(exc).__name__}: {exc})") from None


def read_scenario(path: str | Path, rules_for):
    """The checked document of a scenario file and its rule set; ``ScenarioError`` naming file and place.

    Limits first (size, UTF-8, JSON numbers, strings, depth), then ``scenario_schema.json``, the game's name,
    then the game's setup schema (``scenario_schema.json`` in the rule set's package, if it has one).
    """
    path = Path(path)
    name = path.name
    doc = files.read_json(path, MAX_BYTES, ScenarioError)
    files.validate(doc, files.schema_validator("desktop.core", "scenario_schema.json"), name, ScenarioError)
    try:
        rules = rules_for(doc["game"])
    except KeyError:
        raise ScenarioError(M_UNKNOWN_GAME, file=name, where="$.game", found=files._excerpt(doc["game"])) from None
    except Exception:  # noqa: BLE001 - a declared game whose code fails to load (desktop.games.GameLoadError)
        raise ScenarioError(M_GAME_BROKEN, file=name, where="$.game", found=files._excerpt(doc["game"])) from None
    setup = doc.get("setup", {})
    if setup.get("new_game") is True:
        other = [k for k in setup if k != "new_game"]
        if other:
            raise ScenarioError(M_NEW_GAME, file=name, where="$.setup", key=files._excerpt(other[0]))
    validator = _setup_validator(rules)
    if validator is not None:
        files.validate(setup, validator, name, ScenarioError, prefix=("setup",))
    return doc, rules


def _setup_validator(rules):
    package = type(rules).__module__.rpartition(".")[0]
    filename = getattr(rules, "scenario_schema", "scenario_schema.json")
    try:
        from importlib import resources
        if not resources.files(package).joinpath(filename).is_file():
            return None
    except (ModuleNotFoundError, TypeError):
        return None
    return files.schema_validator(package, filename)


def initial_state(rules, spec: dict):
    """The file's starting position at its first decision: the game's ``scenario_state``, or with
    ``"setup": {"new_game": true}`` a fresh deal by the game's own ``new_game`` (seats P1…Pn, the file's
    options and ``rng.seed``, the forced shuffles taken by the new game's RNG in order)."""
    setup = spec.get("setup") or {}
    if setup.get("new_game") is True:
        n = int(spec.get("players", 4))
        names = spec.get("names") or [f"P{s + 1}" for s in range(n)]
        if len(names) != n:
            raise ValueError(f"names lists {len(names)} seats for {n} players")
        rng_spec = spec.get("rng", {})
        with forcing(rng_spec.get("shuffles")):
            st = rules.new_game(list(names), dict(spec.get("options", {})), int(rng_spec.get("seed", 0)))
        return st
    return rules.scenario_state(spec)


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
    elif key in ("piles", "top", "bottom") and any(zid not in state.zones for zid in value):
        fails += [f"no zone {zid}" for zid in value if zid not in state.zones]
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
    elif key == "bottom":  # the bottom cards of a pile, written top first (the last is the very bottom)
        for zid, want in value.items():
            got = _top_first(state.zones[zid])[max(0, len(state.zones[zid].cards) - len(want)):] if want else []
            if got != want:
                fails.append(f"bottom of {zid} (top first): expected {want}, got {got}")
    elif key in ("events", "no_events") and isinstance(value, list) and all(isinstance(w, dict) for w in value):
        fails += check_events(key, value, events)
    elif key in ("face_up", "face_down"):
        for zid, cards in value.items():
            if zid not in state.zones:
                fails.append(f"no zone {zid}")
                continue
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
            nth = want.get("n", -1)
            if not isinstance(nth, int) or isinstance(nth, bool) or nth == 0 or abs(nth) > len(match):
                fails.append(f"formula {want['key']}: n={nth!r}, but it was computed {len(match)} time(s)")
                continue
            f = match[nth - 1 if nth > 0 else nth]
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


GENERIC_KEYS = {"zones", "piles", "top", "bottom", "face_up", "face_down", "formulas", "no_formulas", "data",
                "to_act", "over", "invariants"}

# ``events`` / ``no_events`` entries: {"kind": …, field: value}; the fields each kind has (docs/scenarios.md).
EVENT_KINDS: dict[str, tuple[type, dict[str, str]]] = {
    "moved": (CardMoved, {"card": "card", "from": "src", "to": "dst", "face_up": "face_up"}),
    "revealed": (CardRevealed, {"card": "card", "zone": "zone"}),
    "hidden": (CardHidden, {"card": "card", "zone": "zone"}),
    "shuffled": (Shuffled, {"zone": "zone"}),
    "phase": (PhaseChanged, {"phase": "phase", "round_no": "round_no"}),
    "turn": (TurnStarted, {"seat": "seat"}),
    "over": (GameOver, {"reason": "reason"}),
}


def _event_matches(e: Event, want: dict) -> bool:
    cls, fields_ = EVENT_KINDS[want["kind"]]
    if type(e) is not cls and not isinstance(e, cls):
        return False
    for k, v in want.items():
        if k == "kind":
            continue
        got = getattr(e, fields_[k])
        if k == "seat" and v is not None:
            v = seat_index(v)
        if got != v:
            return False
    return True


def check_events(key: str, value: list[dict], events: list[Event]) -> list[str]:
    """``events``: each entry happened, in the order listed (other events may come between);
    ``no_events``: no event matches any entry. Both look at the events since the previous ``expect``."""
    for w in value:
        kind = w.get("kind")
        if kind not in EVENT_KINDS:
            return [f"{key}: kind must be one of {sorted(EVENT_KINDS)}, got {kind!r}"]
        extra = [k for k in w if k != "kind" and k not in EVENT_KINDS[kind][1]]
        if extra:
            return [f"{key}: a {kind} event has {sorted(EVENT_KINDS[kind][1])}, not {extra[0]!r}"]
    if key == "no_events":
        return [f"unexpected event {w}" for w in value if any(_event_matches(e, w) for e in events)]
    at = 0
    for w in value:
        k = next((i for i in range(at, len(events)) if _event_matches(events[i], w)), None)
        if k is None:
            seen = [_show_event(e) for e in events if isinstance(e, EVENT_KINDS[w["kind"]][0])]
            later = "" if at == 0 else " after the previous one"
            return [f"no {w['kind']} event {w}{later}; {w['kind']} events were {seen[:12]}"]
        at = k + 1
    return []


def _show_event(e: Event) -> dict:
    for kind, (cls, fields_) in EVENT_KINDS.items():
        if type(e) is cls:
            out = {"kind": kind}
            out.update({k: getattr(e, a) for k, a in fields_.items()})
            return out
    return {"kind": type(e).__name__}


def run_scenario(path: str | Path, rules_for) -> ScenarioResult:
    """Run one file; ``rules_for(name)`` finds the rule set (desktop.games.rules_for).

    Never raises for what a file says: a file the validation layer refuses gives one failure (the
    ``ScenarioError`` sentence, naming file and place); an engine exception on a checked file is a failure
    of the step that raised it.
    """
    path = Path(path)
    try:
        spec, rules = read_scenario(path, rules_for)
    except FileRefused as exc:
        return ScenarioResult(str(path), "?", [exc.message()])
    res = ScenarioResult(str(path), spec.get("title", path.stem))
    try:
        state = initial_state(rules, spec)
    except (ValueError, KeyError, TypeError, IllegalAction, FileRefused) as exc:
        res.failures.append(f"setup: {exc}")
        return res
    except Exception as exc:  # noqa: BLE001 - a position the game cannot build is this file's failure
        res.failures.append(f"setup: the game could not build this position ({type(exc).__name__}: {exc})")
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
            except Exception as exc:  # noqa: BLE001 - an engine failure is this step's failure, not a crash
                res.failures.append(f"{where}: {action} made the engine fail ({type(exc).__name__}: {exc})")
                return res
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
                except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
                    fails = [f"cannot check {key} with {files._excerpt(value)}: the value does not have the form "
                             f"this check takes (docs/scenarios.md)"]
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
