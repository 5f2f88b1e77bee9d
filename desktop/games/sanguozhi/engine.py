"""三国智 engine: the names of ``mechanics`` (one module per section of the old engine) in one place.

``rules.py`` and ``scenario.py`` call the engine through this module, as do tests and tools;
the code lives in ``mechanics/`` (basics, queries, derived, filters, targets, moves, triggers,
effects, chain, statecheck, flow, combat).
"""

from __future__ import annotations

from .mechanics.basics import (EPOCH, ROSTER, CLEAN, READS, FIELD_ZONES, field_joins, roster_changed, HAND, EVENT, CAMP, FORMATION, GRAVEYARD,
                               BQ_ZONES, SLOT_ZONES, MOVES, WRITES, changed, lc_changed, moved, wrote, reads, tap_changed, touch, verify_on, OPTIONS, CHOICES, RULE,
                               LATER_KEYS, NEW_GAME_OPTIONS, EDITIONS, edition, F_GAIN, F_LOSS, F_DAMAGE, F_PENALTY, F_CAP, FORMULA_TERMS,
                               RuleEvent, ROLE_SLOTS, GENERAL_BASES, zinfo, zid, pname, seat_of, cdef, opt, msg,
                               cref, cname, card_type)  # noqa: F401
from .mechanics.queries import (players_in, seats_in, next_seat, team_of, enemies, allies, is_enemy, owner, controller,
                                is_general_slot, role_of, slot_role, general_in, treasure_of, open_general_slots, general_slot_open,
                                open_strategy_slots, field_generals, closed_occupied, bingquan_count, bingquan_counts,
                                meets_condition, meets_zhili, zhili_source, is_ready, new_ts, new_field, turn_order_from, printed_stats)  # noqa: F401
from .mechanics.derived import (Derived, working_cards, derive, reads_phase, unseen_ok, joined_unseen,
                                formation_unseen_ok, formed_unseen, resettle)  # noqa: F401
from .mechanics.filters import (resolve_cards, resolve_players, cmp, current_stats, amount, controller_ok,
                                card_zone_kind, matches, candidates, eval_condition, PHASE_NAMES, CANDIDATES)  # noqa: F401
from .mechanics.targets import (target_candidates, encode_target, decode_target, target_options, parse_targets,
                                still_legal)  # noqa: F401
from .mechanics.moves import (mv, snapshot, remove_from_combat, dissolve_formation, leave_field, DEATH_LINES,
                              die_generals, return_general, destroy_card, draw_cards, gain_lc, damage_allowed,
                              deal_damage, damage_player, move_general, MOVE_LINES, move_to_slot,
                              dissolve_if_advisor, gain_control, turn_face_down, flip_up, attach)  # noqa: F401
from .mechanics.triggers import (add_waiting, SUBJECT_EVENTS, emit, would_die_trigger, place_triggers, put_trigger,
                                 revive_failed)  # noqa: F401
from .mechanics.effects import (add_continuous, do_effects, cut_to_cap, one_shot)  # noqa: F401
from .mechanics.chain import (push_item, negate, leave_chain, resolve_top)  # noqa: F401
from .mechanics.statecheck import (state_check, lose, ranking)  # noqa: F401
from .mechanics.flow import (NEXT, AUTO_DECISIONS, STEPS_BY_NAME, start_round, run)  # noqa: F401
from .mechanics.combat import (can_attack, can_defend, possible_attackers, possible_defenders, make_assignments,
                               placements, deal_combat)  # noqa: F401

# Old private names still used by callers of the engine.
from .mechanics.triggers import emit as _emit  # noqa: E402,F401
from .mechanics.effects import one_shot as _one_shot  # noqa: E402,F401
