"""劇牌's GameSpec: its house rules (rules/jupai.md §9) as option data, its rules, bots, help and table plug-in."""

from __future__ import annotations

from ...core.errors import QT_TRANSLATE_NOOP as N
from ...core.lessons import Course
from ...core.spec import GameSpec, HelpPages, ModeSpec, OptionSpec, PresetSpec
from .options import CHOICES

BOTH = ("basic", "advanced")
ADV = ("advanced",)

# key: (label, help, group, modes, {value: label}) — values and defaults stay in options.CHOICES.
_TEXT: dict[str, tuple[str, str, str, tuple[str, ...], dict]] = {
    "deck_count": (N("Options", "Decks in play"), N("Options", "Decks in play; auto = 1 for basic with up to 5 players, else 2."), "cards", BOTH,
                   {"auto": N("Options", "automatic")}),
    "use_blank": (N("Options", "Blank card"), N("Options", "Use the blank card as the narrator's identity."), "cards", BOTH, {}),
    "small_joker_value": (N("Options", "Small joker value"), N("Options", "Value of the small joker."), "cards", BOTH, {}),
    "big_joker_value": (N("Options", "Big joker value"), N("Options", "Value of the big joker."), "cards", BOTH, {}),
    "blank_value": (N("Options", "Blank card value"), N("Options", "Value of the blank card."), "cards", BOTH, {}),
    "same_identity_rule": (N("Options", "Same identity"), N("Options", "When two players count as the same identity."), "cards", BOTH,
                           {"role": N("Options", "same role"), "number": N("Options", "same number"),
                            "role_and_number": N("Options", "same role and number")}),
    "supply_value": (N("Options", "Supply round value"), N("Options", "Round value that makes a supply round."), "rounds", BOTH, {}),
    "discard_value": (N("Options", "Discard round value"), N("Options", "Round value that makes a discard round."), "rounds", BOTH, {}),
    "swap_parity": (N("Options", "Odd rounds attack"), N("Options", "Odd round values attack, even ones defend."), "rounds", BOTH, {}),
    "round_cards": (N("Options", "Round cards"), N("Options", "Number of round cards, the bottom card included."), "rounds", BOTH, {}),
    "first_player": (N("Options", "First player"), N("Options", "Who plays first."), "rounds", BOTH,
                     {"landlord": N("Options", "the landlord"), "seat1": N("Options", "seat 1"),
                      "random": N("Options", "chosen at random")}),
    "use_weapons": (N("Options", "Weapons"), N("Options", "Deal and draw quality and weapon cards."), "weapons", BOTH, {}),
    "attack_tie": (N("Options", "Tied attack"), N("Options", "What happens when attack totals are equal."), "scoring", BOTH,
                   {"each_own": N("Options", "each collects their own card"), "actor_collects": N("Options", "the attacker collects both"),
                    "both_discard": N("Options", "both cards are discarded")}),
    "defense_mode": (N("Options", "Defender"), N("Options", "Who defends in a defense round."), "scoring", BOTH,
                     {"target_defends": N("Options", "the target defends"), "actor_defends": N("Options", "the actor defends")}),
    "defense_tie": (N("Options", "Tied defense"), N("Options", "Who collects when a defense ties."), "scoring", BOTH,
                    {"target_collects": N("Options", "the target collects"), "actor_collects": N("Options", "the actor collects")}),
    "same_identity_defense_former": (N("Options", "Same-identity defense total"), N("Options", "Former total of a same-identity defense: sum or max."), "scoring", BOTH,
                                     {"sum": N("Options", "sum"), "max": N("Options", "highest")}),
    "discard_success_card": (N("Options", "Successful discard"), N("Options", "Where the intent of a successful discard goes."), "scoring", BOTH,
                             {"target_collects": N("Options", "the target collects it"), "discard": N("Options", "onto the discard pile")}),
    "supply_purge_limit": (N("Options", "Purge limit"), N("Options", "How many collected cards a purge may discard."), "rounds", BOTH,
                           {"count": N("Options", "by count"), "value_sum": N("Options", "by value sum"), "all": N("Options", "all of them")}),
    "supply_allow_both": (N("Options", "Purge and re-equip"), N("Options", "Purge and re-equip in one supply turn."), "rounds", BOTH, {}),
    "rearm_mode": (N("Options", "Rearming"), N("Options", "Rearming at upkeep is optional or mandatory."), "weapons", BOTH,
                   {"optional": N("Options", "optional"), "mandatory": N("Options", "mandatory")}),
    "cooldown_rounds": (N("Options", "Cooldown rounds"), N("Options", "Rounds without rearming after a weapon is used up."), "weapons", BOTH, {}),
    "allow_voluntary_pass": (N("Options", "Voluntary pass"), N("Options", "Allow passing in attack, defense and discard rounds."), "rounds", BOTH, {}),
    "used_cards_to": (N("Options", "Used-up equipment"), N("Options", "Where used-up equipment goes."), "weapons", BOTH,
                      {"discard": N("Options", "onto the discard pile"), "draw_bottom": N("Options", "under the draw pile")}),
    "play_until": (N("Options", "Play until"), N("Options", "Stop at the first player out, or play on."), "ending", BOTH,
                   {"first_out": N("Options", "the first player is out"), "last_standing": N("Options", "one player is left")}),
    "final_round_force_equipment": (N("Options", "Final round: equipment too"), N("Options", "In the final round equipment must be played out too."), "ending", BOTH, {}),
    "refused_vote": (N("Options", "Refused vote"), N("Options", "What a refused continuation vote does."), "advanced", ADV,
                     {"play_bottom": N("Options", "the bottom card is played last"), "end_now": N("Options", "the game ends at once")}),
    "bonus_rounding": (N("Options", "Bonus rounding"), N("Options", "How halved bonuses are rounded."), "advanced", ADV,
                       {"floor": N("Options", "down"), "half_up": N("Options", "to the nearest"), "ceil": N("Options", "up")}),
    "bonus_parity_match": (N("Options", "Bonus parity"), N("Options", "Bonus only when its parity matches the effect card."), "advanced", ADV, {}),
    "strategy_refill": (N("Options", "Strategy refill"), N("Options", "When a new strategy card is drawn."), "advanced", ADV,
                        {"once_per_period": N("Options", "once per unarmed period"), "after_use": N("Options", "after each use")}),
    "situation_order": (N("Options", "Situation order"), N("Options", "Which situation card is checked first."), "advanced", ADV,
                        {"benefit_first": N("Options", "benefit first"), "risk_first": N("Options", "risk first")}),
    "forced_situations": (N("Options", "Forced situations"), N("Options", "Use the forced situations (cooperation, trade, plunder, discard)."), "advanced", ADV, {}),
    "trade_condition": (N("Options", "Forced trade"), N("Options", "When a forced trade fires."), "advanced", ADV,
                        {"trigger_vs_benefits": N("Options", "trigger against both benefits"), "margin": N("Options", "by margin")}),
    "prop_count": (N("Options", "Props"), N("Options", "Number of prop cards."), "advanced", ADV, {}),
    "prop_round_cap": (N("Options", "One prop a round"), N("Options", "Limit props to one per round."), "advanced", ADV, {}),
    "prop_triple_rule": (N("Options", "Three props"), N("Options", "What three props in a row do."), "advanced", ADV,
                         {"adjacent": N("Options", "in a row"), "same_player": N("Options", "by the same player"), "off": N("Options", "nothing")}),
    "time_limited": (N("Options", "Time-limited cards"), N("Options", "Deal time-limited cards."), "advanced", ADV, {}),
    "temp_refill": (N("Options", "Time-limited refill"), N("Options", "How many cards the time-limited refill draws."), "advanced", ADV,
                    {"fill_empty": N("Options", "fill the empty slot"), "one_card": N("Options", "one card")}),
    "bottom_card_vote": (N("Options", "Bottom card vote"), N("Options", "Vote on continuing when only the bottom card is left."), "advanced", ADV,
                         {"auto": N("Options", "automatic"), True: N("Options", "yes"), False: N("Options", "no")}),
    "continuation_shuffle": (N("Options", "Shuffle on continuing"), N("Options", "Shuffle the placed cards when play continues."), "advanced", ADV, {}),
    "role_change_source": (N("Options", "Role change"), N("Options", "Where a role change takes the new roles from."), "gestures", BOTH,
                           {"identity_pool": N("Options", "the identity cards"), "draw_pile": N("Options", "the draw pile")}),
    "abandon_mode": (N("Options", "Abandoning"), N("Options", "Abandoning leaves the game, or sits out one round."), "gestures", BOTH,
                     {"game": N("Options", "leave the game"), "round": N("Options", "sit out one round")}),
    "abandon_cost": (N("Options", "Abandoning costs"), N("Options", "The hand card an abandoned round costs."), "gestures", BOTH,
                     {"to_collected": N("Options", "a card onto one's collected pile"), "to_discard": N("Options", "a card onto the discard pile"),
                      "none": N("Options", "nothing")}),
    "gesture_windows": (N("Options", "Gesture windows"), N("Options", "Ask every player in the gesture windows, or skip them."), "gestures", BOTH,
                        {"ask": N("Options", "ask everyone"), "skip": N("Options", "skip them")}),
}


def _option(key: str, default, allowed) -> OptionSpec:
    label, help_, group, modes, names = _TEXT[key]
    if allowed is bool:
        return OptionSpec(key, "bool", default, label, help_, group, modes=modes)
    if (isinstance(allowed, tuple) and len(allowed) == 2 and key != "deck_count"
            and all(isinstance(x, int) and not isinstance(x, bool) for x in allowed)):
        return OptionSpec(key, "int", default, label, help_, group, range=(allowed[0], allowed[1]), modes=modes)
    assert isinstance(allowed, tuple)
    return OptionSpec(key, "choice", default, label, help_, group, choices=allowed,
                      choice_labels=tuple((v, names[v]) for v in allowed if v in names), modes=modes)


# Where a drag goes, per action kind, with the rule that says so (Rules context).
DROP_RULES = {
    "Act": (N("Rules", "An intent card from your hand is played face down against another player: drop it on that player's seat."), "劇牌 §3.4"),
    "Respond": (N("Rules", "As the target you answer with an intent card from your hand in your own play area."), "劇牌 §3.4"),
    "Purge": (N("Rules", "A purge first discards one hand card onto the discard pile; it pays for collected cards."), "劇牌 §4.3"),
    "PurgePick": (N("Rules", "While purging, only collected cards paid for by the purge go onto the discard pile."), "劇牌 §4.3"),
    "PlayOut": (N("Rules", "In the final round with no legal action, one hand card of your choice goes onto the discard pile."), "劇牌 §6.2"),
    "TradeOffer": (N("Rules", "In a forced trade you offer one hand card, face down, in your own play area."), "劇牌 §7.6"),
    "Abandon": (N("Rules", "Abandoning the round costs one hand card, onto your collected pile."), "劇牌 §8"),
}
# Weapon sources (§5.4) as the action labels name them (Terms context).
SOURCE_NAMES = {
    "none": N("Terms", "No weapon"), "equip": N("Terms", "Equipment"),
    "strat": N("Terms", "Strategy"), "temp": N("Terms", "Time-limited"),
}

OPTIONS = tuple(_option(k, d, a) for k, (d, a) in CHOICES.items() if k != "mode")

# Lessons (docs/lessons.md): positions with texts, in the order a newcomer takes them.
_L = "desktop.games.jupai:lessons/"
LESSONS = (
    Course("basic", N("Lessons", "Basic game"), tuple(_L + f for f in (
        "basic_1_attack.json", "basic_2_defense.json", "basic_3_supply.json", "basic_4_discard.json",
        "basic_5_weapons.json", "basic_6_going_out.json"))),
    Course("advanced", N("Lessons", "Advanced game"), tuple(_L + f for f in (
        "advanced_1_strategy.json", "advanced_2_time_limited.json", "advanced_3_opt_in.json",
        "advanced_4_plunder.json", "advanced_5_cooperation.json", "advanced_6_vote.json"))),
)

# Named house rules (the dialog's presets; docs/rules-decisions.md): the novel's reading is every default.
PRESETS = (
    PresetSpec("novel", N("Options", "As in the novel"), {},
               N("Options", "Every rule as the novel's game describes it.")),
    PresetSpec("quick", N("Options", "Quick game"), {"round_cards": 3, "gesture_windows": "skip", "prop_count": 2},
               N("Options", "Three round cards, no gesture windows (pause and concede stay), two props: about half as long.")),
)

SPEC = GameSpec(
    name="jupai",
    display_name=N("Games", "劇牌 Ju Pai"),
    description=N("Games", "Shed your burden of cards in duels of intent; the first with none wins."),
    rules="desktop.games.jupai.rules:JupaiRules",
    players=(2, 6),
    default_players=4,
    modes=(ModeSpec("basic", N("Games", "Basic")), ModeSpec("advanced", N("Games", "Advanced"))),
    options=OPTIONS,
    determinize="desktop.games.jupai.determinize:determinize",
    policy="desktop.games.jupai.policy.basic",
    prune="desktop.games.jupai.policy.basic:light_sense",
    help=HelpPages(files={"zh_CN": "help/jupai_zh_CN.html", "zh_TW": "help/jupai_zh_TW.html", "en": "help/jupai_en.html"},
                   sections=tuple(f"s{k}" for k in range(12))),
    table="desktop.ui.games.jupai.plugin:JupaiTable",
    drop_rules=DROP_RULES,
    arg_words={"source": SOURCE_NAMES},
    lessons=LESSONS,
    presets=PRESETS,
)
