"""劇牌 house-rule options (rules/jupai.md §9): defaults, allowed values, validation."""

from __future__ import annotations

import json
from pathlib import Path

from ...core.state import copy_data

_DATA = json.loads((Path(__file__).with_name("data") / "defaults.json").read_text(encoding="utf-8"))

# key: (default, allowed values or a (min, max) range for integers)
CHOICES: dict[str, tuple[object, object]] = {
    "mode": ("basic", ("basic", "advanced")),
    "deck_count": ("auto", ("auto", 1, 2, 3)),
    "use_blank": (True, bool),
    "small_joker_value": (14, (0, 99)),
    "big_joker_value": (15, (0, 99)),
    "blank_value": (0, (0, 99)),
    "same_identity_rule": ("role", ("role", "number", "role_and_number")),
    "supply_value": (4, (0, 15)),
    "discard_value": (9, (0, 15)),
    "swap_parity": (False, bool),
    "round_cards": (5, (1, 20)),
    "first_player": ("landlord", ("landlord", "seat1", "random")),
    "use_weapons": (True, bool),
    "attack_tie": ("each_own", ("each_own", "actor_collects", "both_discard")),
    "defense_mode": ("target_defends", ("target_defends", "actor_defends")),
    "defense_tie": ("target_collects", ("target_collects", "actor_collects")),
    "same_identity_defense_former": ("sum", ("sum", "max")),
    "discard_success_card": ("target_collects", ("target_collects", "discard")),
    "supply_purge_limit": ("count", ("count", "value_sum", "all")),
    "supply_allow_both": (False, bool),
    "rearm_mode": ("optional", ("optional", "mandatory")),
    "cooldown_rounds": (1, (0, 10)),
    "allow_voluntary_pass": (False, bool),
    "used_cards_to": ("discard", ("discard", "draw_bottom")),
    "play_until": ("first_out", ("first_out", "last_standing")),
    "final_round_force_equipment": (True, bool),
    "refused_vote": ("play_bottom", ("play_bottom", "end_now")),
    "bonus_rounding": ("floor", ("floor", "half_up", "ceil")),
    "bonus_parity_match": (False, bool),
    "strategy_refill": ("once_per_period", ("once_per_period", "after_use")),
    "situation_order": ("benefit_first", ("benefit_first", "risk_first")),
    "forced_situations": (True, bool),
    "trade_condition": ("trigger_vs_benefits", ("trigger_vs_benefits", "margin")),
    "prop_count": (3, (0, 10)),
    "prop_round_cap": (False, bool),
    "prop_triple_rule": ("adjacent", ("adjacent", "same_player", "off")),
    "time_limited": (True, bool),
    "temp_refill": ("fill_empty", ("fill_empty", "one_card")),
    "bottom_card_vote": ("auto", ("auto", True, False)),
    "continuation_shuffle": (True, bool),
    "role_change_source": ("identity_pool", ("identity_pool", "draw_pile")),
    "abandon_mode": ("game", ("game", "round")),
    "abandon_cost": ("to_collected", ("to_collected", "to_discard", "none")),
    # Ours (docs/rules-decisions.md): gesture windows ask every player (the seed's reading) or stay closed.
    "gesture_windows": ("ask", ("ask", "skip")),
}
FORCED_ORDER = ("cooperation", "trade", "plunder", "discard")


def defaults() -> dict:
    d = {k: v[0] for k, v in CHOICES.items()}
    d["identity_set"] = copy_data(_DATA["identity_set"])
    d["situation_table"] = copy_data(_DATA["situation_table"])
    d["class_modifiers"] = copy_data(_DATA["class_modifiers"])
    d["forced_precedence"] = list(FORCED_ORDER)
    return d


def make_options(given: dict, players: int) -> dict:
    """Merge ``given`` over the defaults; ValueError naming the key for anything invalid."""
    if not 2 <= players <= 6:
        raise ValueError("劇牌 is for 2 to 6 players")
    opts = defaults()
    for key, val in given.items():
        if key == "players":
            if val != players:
                raise ValueError(f"option players={val} does not match {players} seats")
            continue
        if key not in opts:
            raise ValueError(f"unknown option {key!r}")
        if key in CHOICES:
            allowed = CHOICES[key][1]
            if allowed is bool:
                if not isinstance(val, bool):
                    raise ValueError(f"option {key} must be true or false")
            elif isinstance(allowed, tuple) and len(allowed) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in allowed) and key not in ("deck_count",):
                if not isinstance(val, int) or isinstance(val, bool) or not allowed[0] <= val <= allowed[1]:
                    raise ValueError(f"option {key} must be a whole number from {allowed[0]} to {allowed[1]}")
            elif isinstance(allowed, tuple) and val not in allowed:
                raise ValueError(f"option {key} must be one of {', '.join(map(str, allowed))}")
        elif key == "forced_precedence":
            if sorted(val) != sorted(FORCED_ORDER):
                raise ValueError("forced_precedence must order cooperation, trade, plunder, discard")
        elif key == "situation_table":
            _check_table(val)
        elif key == "class_modifiers":
            if set(val) != {"weak", "normal", "strong"} or not all(
                    isinstance(v, list) and len(v) == 2 and all(isinstance(x, int) and x > 0 for x in v) for v in val.values()):
                raise ValueError("class_modifiers needs weak, normal, strong as [numerator, denominator]")
        elif key == "identity_set":
            _check_identity_set(val)
        opts[key] = copy_data(val)
    opts["players"] = players
    if opts["deck_count"] == "auto":
        opts["deck_count"] = 1 if (opts["mode"] == "basic" and players <= 5) else 2
    if opts["bottom_card_vote"] == "auto":
        opts["bottom_card_vote"] = opts["mode"] == "advanced"
    if str(players) not in opts["identity_set"]:
        raise ValueError(f"identity_set has no entry for {players} players")
    return opts


def _check_table(t) -> None:
    if not isinstance(t, dict) or set(t) != {str(i) for i in range(11)}:
        raise ValueError("situation_table needs rows 0–10")
    for row in t.values():
        if row.get("class") not in ("weak", "normal", "strong") or not isinstance(row.get("value"), int):
            raise ValueError("each situation_table row needs class weak/normal/strong and an integer value")


def _check_identity_set(s) -> None:
    from ...core import cards
    if not isinstance(s, dict):
        raise ValueError("identity_set maps a player count to [card, role] pairs")
    for n, pairs in s.items():
        if not n.isdigit() or not isinstance(pairs, list) or len(pairs) != int(n):
            raise ValueError(f"identity_set[{n}] must list {n} identity cards")
        for pair in pairs:
            if not (isinstance(pair, list) and len(pair) == 2 and cards.is_card(pair[0])
                    and pair[1] in ("landlord", "farmer", "coordinator", "narrator")):
                raise ValueError(f"identity_set[{n}]: bad entry {pair!r}")
