"""Command-line ``--option KEY=VALUE`` pairs into a dict of rule-set options."""

from __future__ import annotations

import json


def parse_option_pairs(pairs: list[str]) -> dict:
    """``["k=v", …]`` → dict with ints, booleans and JSON values where they parse, else strings."""
    out: dict = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"--option needs KEY=VALUE, got {pair!r}")
        k, v = pair.split("=", 1)
        low = v.lower()
        if low in ("true", "false"):
            out[k] = low == "true"
            continue
        try:
            out[k] = json.loads(v)
        except ValueError:
            out[k] = v
    return out
