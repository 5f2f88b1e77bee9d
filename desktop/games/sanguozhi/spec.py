"""三国智's GameSpec: its D.9 options (engine ``OPTIONS``/``CHOICES``) as option data, rules, help and table plug-in."""

from __future__ import annotations

from ...core.errors import QT_TRANSLATE_NOOP as N
from ...core.lessons import Course
from ...core.spec import GameSpec, HelpPages, OptionSpec, PresetSpec
from .engine import CHOICES, OPTIONS as ENGINE_OPTIONS

# Options that are data, set by the program or chosen elsewhere (decks per seat in the dialog): not listed.
_NOT_SHOWN = ("players", "teams", "zhujiang_bonus", "decks", "edition")
_MAX = 999  # D.9 numbers are whole numbers ≥ 0 (rules.merge_options); the dialog needs an upper end

# Where a card of each kind of move goes, said when a drop lands elsewhere (the controller's explain_drop).
DROP_RULES = {
    "DeployGeneral": (N("Rules", "A general from your hand goes into an empty general slot of yours (主将, 军师 or 副将) in your main phase."), "三国智 §D.4.4"),
    "SetGeneral": (N("Rules", "A general from your hand goes into an empty general slot of yours (主将, 军师 or 副将) in your main phase."), "三国智 §D.4.4"),
    "PlaceBingquan": (N("Rules", "A 兵权 card from your hand goes into the 兵权槽 of its corps."), "三国智 §D.3"),
    "Conscript": (N("Rules", "Conscription (征兵) puts a card from your hand face down into a 兵权槽 of yours."), "三国智 §D.3"),
    "SetStrategy": (N("Rules", "A 谋略 is set face down into an empty 谋略槽 of yours."), "三国智 §D.8.1"),
    "UseStrategy": (N("Rules", "A 谋略 is used by dropping it on the chain, from your hand or from its 谋略槽."), "三国智 §D.8.1"),
    "UseEvent": (N("Rules", "An 事件 is used by dropping it on the chain."), "三国智 §D.8.4"),
    "EquipTreasure": (N("Rules", "A treasure goes onto a face-up general of yours."), "三国智 §D.8.2"),
    "DeclareAttacker": (N("Rules", "An attacker goes into a 战团 box: a new one against an enemy, or one already formed."), "三国智 §D.7.2"),
    "DeclareDefender": (N("Rules", "A defender goes into the 战团 it blocks."), "三国智 §D.7.3"),
    "PlaceDamage": (N("Rules", "Damage is placed by dropping the card that deals it on the card that takes it."), "三国智 §D.7.4"),
    "DiscardCard": (N("Rules", "A card you discard goes onto your 墓地."), "三国智 §D.4.6"),
    "PickCard": (N("Rules", "A card you take goes into your hand."), "三国智 §D.10.6"),
}

# key: (label, help, group, {value: label})
_TEXT: dict[str, tuple[str, str, str, dict]] = {
    "start_life": (N("Options", "Starting provisions"), N("Options", "Provisions each player starts with."), "general", {}),
    "life_cap": (N("Options", "Provisions cap"), N("Options", "The starting provisions cap."), "general", {}),
    "deck_min": (N("Options", "Smallest deck"), N("Options", "Fewest cards a deck may have."), "cards", {}),
    "events_max": (N("Options", "Events per deck"), N("Options", "Events per player, each with a different name."), "cards", {}),
    "formations_max": (N("Options", "Formations per deck"), N("Options", "Formations per player, each with a different name."), "cards", {}),
    "opening_hand": (N("Options", "Opening hand"), N("Options", "Cards in the opening hand."), "cards", {}),
    "mulligans": (N("Options", "Mulligans"), N("Options", "How often a player may redraw the opening hand."), "cards", {}),
    "hand_limit": (N("Options", "Hand limit"), N("Options", "Most cards a hand may keep."), "cards", {}),
    "enemy_shuffle": (N("Options", "Enemy shuffle"), N("Options", "Whether each enemy shuffles your camp at the start."), "cards",
                      {"auto": N("Options", "automatic"), "ask": N("Options", "ask each enemy")}),
    "draw_per_turn": (N("Options", "Cards drawn"), N("Options", "Cards drawn in the draw phase."), "turns", {}),
    "first_player_draws": (N("Options", "First player draws"), N("Options", "The first player draws in turn 1."), "turns", {}),
    "prep_round_no_battle": (N("Options", "No battle in turn 1"), N("Options", "Nobody battles in the first round."), "battle", {}),
    "bingquan_per_turn": (N("Options", "Command cards a turn"), N("Options", "Command cards placed and conscriptions together, per turn."), "turns", {}),
    "zhengbing_enabled": (N("Options", "Conscription"), N("Options", "Allow conscription: any hand card put face down as a command card."), "turns", {}),
    "generals_per_turn": (N("Options", "Generals a turn"), N("Options", "Generals deployed or set face down per turn; 0 = no limit."), "turns", {}),
    "summoning_sickness": (N("Options", "Readiness"), N("Options", "A general may not attack or use a tap ability the turn it arrives."), "battle", {}),
    "hand_strategy_speed": (N("Options", "Strategies from hand"), N("Options", "At what speed stratagems are used from the hand."), "turns",
                            {"card": N("Options", "each card's own speed"), "any": N("Options", "response speed")}),
    "set_strategy_wait": (N("Options", "Set strategies wait"), N("Options", "A stratagem set face down may not be used the turn it was set."), "turns", {}),
    "flip_speed": (N("Options", "Flip speed"), N("Options", "At what speed a card is flipped."), "turns",
                   {"main": N("Options", "main action"), "any": N("Options", "response speed")}),
    "event_speed": (N("Options", "Event speed"), N("Options", "At what speed events are used."), "turns",
                    {"any": N("Options", "response speed"), "main": N("Options", "main action")}),
    "event_choice": (N("Options", "Which event"), N("Options", "Which face-down event may be used."), "turns",
                     {"any": N("Options", "any of them"), "top": N("Options", "the top one")}),
    "events_per_turn": (N("Options", "Events a turn"), N("Options", "Events per player and turn (any player's turn)."), "turns", {}),
    "formations_per_turn": (N("Options", "Formations a turn"), N("Options", "Formations formed per turn."), "turns", {}),
    "formations_active_max": (N("Options", "Formed formations"), N("Options", "Formed formations per player at a time."), "turns", {}),
    "junshi_can_join_formation": (N("Options", "Strategist in formations"), N("Options", "The strategist may be a member of a formation."), "battle", {}),
    "junshi_can_attack": (N("Options", "Strategist attacks"), N("Options", "The strategist may attack."), "battle", {}),
    "junshi_can_defend": (N("Options", "Strategist defends"), N("Options", "The strategist may defend."), "battle", {}),
    "zhujiang_can_attack": (N("Options", "Commander attacks"), N("Options", "The commander may attack."), "battle", {}),
    "zhujiang_can_defend": (N("Options", "Commander defends"), N("Options", "The commander may defend."), "battle", {}),
    "battles_per_turn": (N("Options", "Battles a turn"), N("Options", "Battles in one battle phase."), "battle", {}),
    "attack_target": (N("Options", "Attack target"), N("Options", "Whom a battle group may attack."), "battle",
                      {"any_enemy": N("Options", "any enemy"), "next_enemy": N("Options", "the next enemy")}),
    "allies_may_defend": (N("Options", "Allies defend"), N("Options", "Allies may add defenders."), "battle", {}),
    "damage_assigner": (N("Options", "Who places damage"), N("Options", "Who places the points of combat damage."), "battle",
                        {"receiver": N("Options", "the receiver"), "dealer": N("Options", "the dealer")}),
    "excess_damage": (N("Options", "Excess damage"), N("Options", "Where a blocked battle group's unplaced points go."), "battle",
                      {"lost": N("Options", "lost"), "to_liangcao": N("Options", "to the attacked player's provisions")}),
    "blocked_stays_blocked": (N("Options", "Blocked stays blocked"), N("Options", "A battle group whose defenders all left still counts as blocked."), "battle", {}),
    "combat_damage_clears_at": (N("Options", "Combat damage clears"), N("Options", "When combat damage on generals is cleared."), "battle",
                                {"end_of_turn": N("Options", "at the end of the turn"), "end_of_battle": N("Options", "at the end of the battle")}),
    "treasure_on_fizzle": (N("Options", "Treasure that fizzles"), N("Options", "Where a treasure goes when its equipping leaves the chain."), "cards",
                           {"graveyard": N("Options", "to the graveyard"), "hand": N("Options", "back to the hand")}),
    "hand_limit_check": (N("Options", "Hand limit check"), N("Options", "When the hand limit is checked."), "turns",
                         {"end_of_own_turn": N("Options", "at the end of one's own turn"), "end_of_every_turn": N("Options", "at the end of every turn")}),
    "deck_out": (N("Options", "Empty camp"), N("Options", "What a draw from an empty camp does."), "general",
                 {"lose": N("Options", "the player loses"), "skip": N("Options", "the draw is skipped")}),
    "turn_limit": (N("Options", "Round limit"), N("Options", "Rounds until a draw; 0 = none."), "general", {}),
    "junshi_death_penalty": (N("Options", "Strategist loss"), N("Options", "Provisions lost when one's strategist dies."), "general", {}),
    "zhujiang_kill_draw": (N("Options", "Commander kill draw"), N("Options", "Cards drawn for killing an enemy commander."), "general", {}),
    "zhili_rule": (N("Options", "Intellect rule"), N("Options", "What meets a stratagem's intellect requirement (D.11)."), "cards",
                   {"junshi": N("Options", "your face-up strategist"), "highest": N("Options", "your highest face-up general"),
                    "none": N("Options", "nothing: intellect has no rule use")}),
    "deputy_slots": (N("Options", "Deputy slots"), N("Options", "Deputy general slots per player."), "general", {}),
    "strategy_slots": (N("Options", "Strategy slots"), N("Options", "Strategy slots per player."), "general", {}),
}


def _option(key: str, default) -> OptionSpec:
    label, help_, group, names = _TEXT[key]
    if key in CHOICES:
        allowed = tuple(CHOICES[key])
        return OptionSpec(key, "choice", default, label, help_, group, choices=allowed,
                          choice_labels=tuple((v, names[v]) for v in allowed if v in names))
    if isinstance(default, bool):
        return OptionSpec(key, "bool", default, label, help_, group)
    return OptionSpec(key, "int", default, label, help_, group, range=(0, max(_MAX, default)))


OPTIONS = tuple(_option(k, v) for k, v in ENGINE_OPTIONS.items() if k not in _NOT_SHOWN)

# Lessons (docs/lessons.md): the basics — command, deploying, conscription, battle, the chain, a stratagem.
_L = "desktop.games.sanguozhi:lessons/"
LESSONS = (
    Course("basics", N("Lessons", "Basics"), tuple(_L + f for f in (
        "basics_1_deploy.json", "basics_2_conscript.json", "basics_3_attack.json", "basics_4_defend.json",
        "basics_5_chain.json", "basics_6_stratagem.json"))),
)

# Named house rules (the dialog's presets): the rules' reading is every default.
PRESETS = (
    PresetSpec("rules", N("Options", "As in the rules"), {}, N("Options", "Every number as the rules give it (D.9).")),
    PresetSpec("quick", N("Options", "Quick game"), {"start_life": 20, "life_cap": 20},
               N("Options", "20 provisions instead of 30: battles decide sooner.")),
)

SPEC = GameSpec(
    name="sanguozhi",
    display_name=N("Games", "三国智 San Guo Zhi"),
    description=N("Games", "Generals, strategies and battles of the Three Kingdoms, deck against deck."),
    rules="desktop.games.sanguozhi.rules:SanguozhiRules",
    players=(2, 2),
    default_players=2,
    options=OPTIONS,
    help=HelpPages(files={"zh_CN": "help/sanguozhi_zh_CN.html", "zh_TW": "help/sanguozhi_zh_TW.html",
                          "en": "help/sanguozhi_en.html"},
                   sections=tuple(f"s{k}" for k in range(14))),
    table="desktop.ui.games.sanguozhi.plugin:SanguozhiTable",
    cli="desktop.games.sanguozhi.cli:CLI",
    determinize="desktop.games.sanguozhi.determinize:determinize",
    policy="desktop.games.sanguozhi.policy",
    prune="desktop.games.sanguozhi.policy:light_sense",
    easy_style="desktop.games.sanguozhi.policy:easy_style",
    lessons=LESSONS,
    presets=PRESETS,
    drop_rules=DROP_RULES,
)
