"""What the shell knows of a game: its ``GameSpec`` (name, players, options as data, rules, bots, help, table plug-in).

Each game declares one ``GameSpec`` in its own package (``desktop/games/<game>/spec.py``) and the registry
(``desktop.games``) finds it.  The shell — main window, new-game dialog, controller, table, log, simulate,
the bots' level lookup — asks the spec and names no game.  Everything Qt lives in the table plug-in, which
the spec names by import string, so no game package imports Qt.

An import string is ``"package.module:attribute"``; ``resolve`` turns it (or a callable given directly)
into the object.  Texts are English source strings marked for translation (``QT_TRANSLATE_NOOP``) in the
context the field names.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .errors import QT_TRANSLATE_NOOP

#: translation context of option labels, help texts, choice labels and group names
OPTIONS_CONTEXT = "Options"
#: translation context of game display names and mode names
GAMES_CONTEXT = "Games"

# Option groups every game may use (the dialog shows them in this order, then any others).
GROUPS: dict[str, str] = {
    "general": QT_TRANSLATE_NOOP("Options", "General"),
    "cards": QT_TRANSLATE_NOOP("Options", "Cards"),
    "rounds": QT_TRANSLATE_NOOP("Options", "Rounds"),
    "weapons": QT_TRANSLATE_NOOP("Options", "Weapons"),
    "scoring": QT_TRANSLATE_NOOP("Options", "Scoring"),
    "ending": QT_TRANSLATE_NOOP("Options", "End of the game"),
    "gestures": QT_TRANSLATE_NOOP("Options", "Gestures"),
    "advanced": QT_TRANSLATE_NOOP("Options", "Advanced layer"),
    "turns": QT_TRANSLATE_NOOP("Options", "Turns"),
    "battle": QT_TRANSLATE_NOOP("Options", "Battle"),
}

OPTION_TYPES = ("bool", "int", "choice")


def resolve(ref: str | Callable[..., Any] | Any | None) -> Any:
    """The object an import string ``"module:attr"`` names (or ``ref`` itself when it is not a string)."""
    if ref is None or not isinstance(ref, str):
        return ref
    mod, sep, attr = ref.partition(":")
    obj: Any = importlib.import_module(mod)
    if sep:
        for part in attr.split("."):
            obj = getattr(obj, part)
    return obj


@dataclass(frozen=True)
class OptionSpec:
    """One house rule: what it is called, what values it takes, where it goes in the dialog.

    ``type`` is ``bool``, ``int`` (``range`` = (min, max)) or ``choice`` (``choices`` = the allowed values,
    ``choice_labels`` = (value, English label) pairs).  ``modes`` lists the game modes it applies to
    (empty = every mode)."""

    key: str
    type: str
    default: Any
    label: str
    help: str = ""
    group: str = "general"
    choices: tuple = ()
    range: tuple[int, int] | None = None
    choice_labels: tuple[tuple[Any, str], ...] = ()
    modes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.type not in OPTION_TYPES:
            raise ValueError(f"option {self.key}: type must be one of {OPTION_TYPES}, not {self.type!r}")
        if self.type == "int" and self.range is None:
            raise ValueError(f"option {self.key}: an int option needs a range")
        if self.type == "choice" and self.default not in self.choices:
            raise ValueError(f"option {self.key}: default {self.default!r} is not among its choices")
        if not self.label:
            raise ValueError(f"option {self.key}: needs a label")

    def applies_to(self, mode: str | None) -> bool:
        return not self.modes or mode is None or mode in self.modes

    def choice_label(self, value: Any) -> str:
        """The English label of ``value`` (``Options`` context); the value itself when it has none."""
        for v, text in self.choice_labels:
            if v == value and type(v) is type(value):
                return text
        return str(value).lower() if isinstance(value, bool) else str(value)

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is not allowed for this option (English), or None."""
        if self.type == "bool":
            return None if isinstance(value, bool) else f"option {self.key} must be true or false"
        if self.type == "int":
            lo, hi = self.range or (0, 0)
            ok = isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi
            return None if ok else f"option {self.key} must be a whole number from {lo} to {hi}"
        if any(value == c and type(value) is type(c) for c in self.choices):
            return None
        return f"option {self.key} must be one of {', '.join(map(str, self.choices))}"


@dataclass(frozen=True)
class PresetSpec:
    """A named set of house rules (``Options`` context): ``values`` over the defaults, e.g. "Quick game".
    ``modes`` lists the modes it is offered in (empty = every mode); values of options another mode does
    not have are ignored there."""

    key: str
    label: str
    values: Mapping[str, Any] = field(default_factory=dict)
    help: str = ""
    modes: tuple[str, ...] = ()

    def applies_to(self, mode: str | None) -> bool:
        return not self.modes or mode is None or mode in self.modes


@dataclass(frozen=True)
class ModeSpec:
    """A mode of a game (``options["mode"]``), e.g. 劇牌's basic and advanced games."""

    key: str
    label: str  # English, Games context


@dataclass(frozen=True)
class HelpPages:
    """A game's rules pages: per language a file under resources/ and the anchors of its sections."""

    files: Mapping[str, str] = field(default_factory=dict)      # language → path inside resources/
    sections: tuple[str, ...] = ()                                # anchors, in page order
    zone_anchor: str = "zone-{key}"                               # the anchor that explains a zone (its key)


@dataclass(frozen=True)
class CliHooks:
    """A game's parts of the ``paizhuo`` command line (each may be None).

    ``commands(subparsers) -> {command: fn(args) -> int}`` adds its own subcommands;
    ``simulate_args(parser)`` adds flags to ``paizhuo simulate``; ``simulate_options(args, options)``
    turns those flags into rule-set options (changing ``options`` in place)."""

    commands: Callable[[Any], dict[str, Callable[[Any], int]]] | None = None
    simulate_args: Callable[[Any], None] | None = None
    simulate_options: Callable[[Any, dict], None] | None = None


@dataclass(frozen=True)
class GameSpec:
    """One game as the shell sees it.  Import strings keep a game's heavy or Qt parts unloaded until used."""

    name: str                                  # the id in saves, scenario files and the command line
    display_name: str                          # English, Games context
    rules: str | Callable[[], Any]             # factory of its rules object (a ``Rules``)
    players: tuple[int, int] = (2, 6)          # (fewest, most)
    default_players: int = 4
    options: tuple[OptionSpec, ...] = ()
    modes: tuple[ModeSpec, ...] = ()           # empty: a game with one mode
    determinize: str | Callable[..., Any] | None = None   # fn(rules, view, rng) -> GameState, for search bots
    policy: str | Any | None = None            # Normal's rules of thumb (docs/bots.md), a module-like object
    prune: str | Callable[[list], list] | None = None     # Easy's "light sense": drop plainly worse moves
    # Easy's own manner among the sensible moves, fn(moves, view) -> moves (the search bots' random playout
    # moves use only ``prune``): e.g. 三国智's Easy attacks whenever an attacker can go in safely
    easy_style: str | Callable[[list, Any], list] | None = None
    help: HelpPages = field(default_factory=HelpPages)
    lessons: tuple = ()                        # guided lessons: ``core.lessons.Course``s, in the order offered
    table: str | None = None                   # import string of its table plug-in class (desktop.ui.games.…)
    undo_anything: bool = False                # every move may be taken back (no hidden information)
    seat_names: tuple[str, ...] = ()           # default seat names (English, Games context); else "Player n"
    cli: str | CliHooks | None = None           # its own command-line parts (import string of a CliHooks)
    description: str = ""                      # one English line (Games context)
    # Where each kind of drag goes, with the rule that says so: kind -> (English, "Rules" context; rule).
    # The table's explanation of a refused drop when the rules have nothing more precise to say.
    drop_rules: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # Game words of action-label fields: field -> {value: English word, "Terms" context} (e.g. a weapon source).
    arg_words: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # Named sets of house rules the dialog offers ("As in the novel", "Quick game"); the first is the reading
    # of the rules (usually every default).  Anything else the player sets is "Custom".
    presets: tuple[PresetSpec, ...] = ()

    def __post_init__(self) -> None:
        lo, hi = self.players
        if not 1 <= lo <= hi or not lo <= self.default_players <= hi:
            raise ValueError(f"game {self.name}: players {self.players} / default {self.default_players}")
        keys = [o.key for o in self.options]
        if len(keys) != len(set(keys)):
            raise ValueError(f"game {self.name}: an option key is declared twice")
        for p in self.presets:
            for k, v in p.values.items():
                opt = self.option(k)
                if opt is None:
                    raise ValueError(f"game {self.name}: preset {p.key} sets the unknown option {k!r}")
                if opt.problem(v):
                    raise ValueError(f"game {self.name}: preset {p.key}: {opt.problem(v)}")

    # ---- reading -------------------------------------------------------------------
    def make_rules(self) -> Any:
        factory = resolve(self.rules)
        return factory()

    def option(self, key: str) -> OptionSpec | None:
        return next((o for o in self.options if o.key == key), None)

    def options_for(self, mode: str | None) -> list[OptionSpec]:
        """The options that apply to ``mode``, in declaration order."""
        return [o for o in self.options if o.applies_to(mode)]

    def defaults(self, mode: str | None = None) -> dict:
        return {o.key: o.default for o in self.options_for(mode)}

    def groups(self, mode: str | None = None) -> list[str]:
        """The option groups used in ``mode``, in the order of ``GROUPS`` then first use."""
        used = []
        for o in self.options_for(mode):
            if o.group not in used:
                used.append(o.group)
        order = list(GROUPS)
        return sorted(used, key=lambda g: (order.index(g) if g in order else len(order), used.index(g)))

    def presets_for(self, mode: str | None) -> list[PresetSpec]:
        return [p for p in self.presets if p.applies_to(mode)]

    def preset_values(self, key: str, mode: str | None) -> dict | None:
        """Every option of ``mode`` as preset ``key`` sets it (defaults elsewhere), or None if there is none."""
        p = next((p for p in self.presets if p.key == key), None)
        if p is None:
            return None
        out = self.defaults(mode)
        out.update({k: v for k, v in p.values.items() if k in out})
        return out

    def default_mode(self) -> str | None:
        return self.modes[0].key if self.modes else None

    def get_determinize(self) -> Callable[..., Any] | None:
        return resolve(self.determinize)

    def get_policy(self) -> Any | None:
        return resolve(self.policy)

    def get_prune(self) -> Callable[[list], list] | None:
        return resolve(self.prune)

    def get_easy_style(self) -> Callable[[list, Any], list] | None:
        return resolve(self.easy_style)

    def get_cli(self) -> CliHooks | None:
        return resolve(self.cli)


def group_label(group: str) -> str:
    """The English label of an option group (``Options`` context)."""
    return GROUPS.get(group, group)
