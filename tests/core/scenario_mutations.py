"""Hostile scenario files: the named cases of issue 18 and seeded one-change mutations of the shipped files.

Used by the fuzz test (tests/core/test_scenario_files.py) and the probe (bench/fuzz_scenarios.py). Pure Python:
nothing here imports the program, so the probe can run the same files against another checkout.
"""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("file_mutations", HERE / "file_mutations.py")
fm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fm)  # type: ignore[union-attr]

# What the format has (docs/scenarios.md, docs/lessons.md): a key elsewhere is one a file may not hold, and a
# file that holds one and still passes had a line silently ignored (the probe's "accepted-but-broken").
TOP_KEYS = {"game", "title", "rule", "players", "options", "setup", "rng", "steps", "lesson", "names"}
STEP_KEYS = {"do", "expect", "refused", "say", "wrong", "explain"}
RNG_KEYS = {"seed", "shuffles"}
SETUP_KEYS = {
    "jupai": {"identities", "zones", "face_up", "face_down", "round_card", "rounds", "reserve", "final", "leftovers",
              "round_no", "order", "leader", "actor", "phase", "players", "finish", "withdrawn", "bonus", "props",
              "props_drawn", "prop_active", "new_game"},
    "sanguozhi": {"turn", "active", "first", "step", "round", "players", "order", "used_events", "new_game"},
}


def named_cases() -> list[tuple[str, bytes]]:
    """(description, file bytes) for the hostile files issue 18 names, and their relatives."""
    jp = {"game": "jupai", "setup": {"round_card": "6H", "zones": {"P1.hand": ["7S"], "P2.hand": ["5S"],
                                                                   "P3.hand": ["2H"], "P4.hand": ["2D"]}},
          "steps": [{"expect": {"to_act": "P1"}}]}
    sg = {"game": "sanguozhi", "setup": {"players": {"P1": {"camp": 100_000_000}}}, "steps": []}
    cases = [
        ("sandbox with no steps", '{"game": "sandbox", "steps": []}'),
        ("a step whose do is a number", '{"steps": [{"do": 5}]}'),
        ("a step whose do is a number, with a game", json.dumps({**jp, "steps": [{"do": 5}]})),
        ("setup is text", '{"game": "jupai", "setup": "x", "steps": []}'),
        ("a top-level list", '[{"game": "jupai"}]'),
        ("a top-level number", "5"),
        ("players 1e400", '{"game": "jupai", "players": 1e400, "steps": []}'),
        ("players 1e400 in 三国智", '{"game": "sanguozhi", "players": 1e400, "steps": []}'),
        ("deep nesting", '{"game": "jupai", "steps": ' + "[" * 100_000 + "]" * 100_000 + "}"),
        ("deep nesting in an expect", json.dumps({**jp, "steps": [{"expect": {"data": {"x": fm.deep(600)}}}]})),
        ("players 100000000", json.dumps({**jp, "players": 100_000_000})),
        ("players 100000000 in 三国智", '{"game": "sanguozhi", "players": 100000000, "steps": []}'),
        ("a 三国智 camp of 100000000", json.dumps(sg)),
        ("a 三国智 bingquan of 100000000", json.dumps(
            {"game": "sanguozhi", "setup": {"players": {"P1": {"bingquan": {"步兵": 100_000_000}}}}, "steps": []})),
        ("a 三国智 deputy_slots of 100000000", json.dumps(
            {"game": "sanguozhi", "setup": {"players": {"P1": {"deputy_slots": 100_000_000}}}, "steps": []})),
        ("a 三国智 turn of 10**15", '{"game": "sanguozhi", "setup": {"turn": 1000000000000000}, "steps": []}'),
        ("players 0", json.dumps({**jp, "players": 0})),
        ("players -3", '{"game": "sanguozhi", "players": -3, "steps": []}'),
        ("players text", json.dumps({**jp, "players": "4"})),
        ("seed 1e400", json.dumps({**jp, "rng": {"seed": "RAW"}}).replace('"RAW"', "1e400")),
        ("a million steps", '{"game": "jupai", "steps": [' + ",".join(['{"expect": {}}'] * 1_000_000) + "]}"),
        ("round_no 10**18", json.dumps({**jp, "setup": {**jp["setup"], "round_no": 10 ** 18}})),
        ("a lone surrogate", '{"game": "jupai", "title": "\\ud800", "steps": []}'),
        ("not UTF-8", b"\xff\xfe{}"),
        ("a BOM", "\ufeff" + json.dumps(jp)),
        ("empty file", ""),
        ("an unknown game", '{"game": "chess", "steps": []}'),
        ("game is a list", '{"game": ["jupai"], "steps": []}'),
        ("a step that is a list", json.dumps({**jp, "steps": [[1]]})),
        ("expect is a list", json.dumps({**jp, "steps": [{"expect": [1]}]})),
        ("refused is a number", json.dumps({**jp, "steps": [
            {"do": {"kind": "Act", "seat": "P1", "card": "7S", "target": "P9", "source": "none"}, "refused": 5}]})),
        ("a seat P0", json.dumps({**jp, "steps": [{"do": {"kind": "Pass", "seat": "P0"}}]})),
        ("a seat 1e9", json.dumps({**jp, "steps": [{"do": {"kind": "Pass", "seat": 1_000_000_000}}]})),
        ("an unknown action kind", json.dumps({**jp, "steps": [{"do": {"kind": "Fly", "seat": "P1"}}]})),
        ("a typo in expect's name", json.dumps({**jp, "steps": [{"expcet": {"to_act": "P3"}}]})),
        ("an unknown 劇牌 setup key", json.dumps({**jp, "setup": {**jp["setup"], "actr": "P3"}})),
        ("shuffles of 10**6 lists", '{"game": "jupai", "rng": {"shuffles": [' + ",".join(["[]"] * 1_000_000) + "]}, "
         '"steps": []}'),
        ("zones with a number", json.dumps({**jp, "setup": {"zones": {"P1.hand": 7}}})),
        ("options of the wrong type", json.dumps({**jp, "options": {"round_cards": "x"}})),
        ("options a list", json.dumps({**jp, "options": [1]})),
        ("an expect on a zone that is not there", json.dumps({**jp, "steps": [{"expect": {"piles": {"P9.x": []}}}]})),
    ]
    return [(what, text if isinstance(text, bytes) else text.encode("utf-8")) for what, text in cases]


def base_files(root: Path) -> list[Path]:
    """The shipped scenario and lesson files: the bases the mutations start from."""
    return sorted(root.glob("tests/scenarios/*/*.json")) + sorted(root.glob("desktop/games/*/lessons/*.json"))


def mutate(doc: dict, rng: random.Random) -> tuple[str, str]:
    """One hostile change to a scenario document (file_mutations.mutate_doc), as JSON text, and what it was."""
    mutated, what = fm.mutate_doc(doc, rng, protect=())
    return fm.dumps(mutated), what


def unknown_keys(doc) -> list[str]:
    """Keys at places the format has no such key (so a runner that passes the file ignored them): the
    mutator's added ``zz_`` keys anywhere, and unknown keys at the top, in a step, in ``rng``."""
    if not isinstance(doc, dict):
        return []
    out = [fm.show_path(p) for p in fm.paths(doc) if isinstance(p[-1], str) and p[-1].startswith("zz_")]
    out += [f"${k}" for k in doc if k not in TOP_KEYS and not k.startswith("zz_")]
    steps = doc.get("steps")
    for i, s in enumerate(steps if isinstance(steps, list) else []):
        if isinstance(s, dict):
            out += [f"steps[{i}].{k}" for k in s if k not in STEP_KEYS]
    known = SETUP_KEYS.get(doc.get("game"))  # type: ignore[call-overload]
    if known is not None and isinstance(doc.get("setup"), dict):
        out += [f"setup.{k}" for k in doc["setup"] if k not in known and not k.startswith("zz_")]
    if isinstance(doc.get("rng"), dict):
        out += [f"rng.{k}" for k in doc["rng"] if k not in RNG_KEYS]
    return out
