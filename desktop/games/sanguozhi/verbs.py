"""三国智 effect verbs (D.10.6, D.10.7): one registration per verb with its parameters, its code and its card text.

A card's effects are data (``{"do": "draw", "player": "you", "n": 2}``).  Each ``do`` word is registered
once, in ``mechanics/verbs.py``, with

* its **parameters**: name → kind (a player reference, a card reference, an amount, a choice …), required
  or not — the card loader (``cards.py``) checks a card's effects against them (D.10.1);
* its **code**: a one-shot verb's ``run(st, e, c, ev)`` (the engine calls it when the effect resolves),
  a continuous verb's ``apply`` in a layer of the derived values (``mechanics/derived.py``);
* its **text**: templates in zh_CN and en (zh_TW is converted from zh_CN with OpenCC unless given), which
  ``cardtext.py`` fills in to write the starter set's card texts (``tools/gen_starter.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

# Parameter kinds: what the loader checks and what the text renderer names.
PLAYER = "player"              # a player reference: you, enemies, a declared player target …
CARD = "card"                  # a card reference: self, equipped, a declared card target, {"all": filter}
CARD1 = "card1"                # one card: a reference without {"all": …}
CARD_OR_PLAYER = "card_or_player"
CHAIN_ITEM = "chain_item"      # a declared chain_item target
AMOUNT = "amount"              # an integer, event_amount, {"stat", "of"} or {"count"}
AMOUNT_OR_ALL = "amount_or_all"
STAT = "stat"
ROLE = "role"
ROLES = "roles"                # a list of roles
CHOICE = "choice"              # one of Param.choices
BOOL = "bool"
FILTER = "filter"              # a card filter
ABILITY = "ability"            # a whole ability (grant)

# Layers of the derived values a continuous verb works in (D.10.10).
TEXT = "text"                  # layer 1: text boxes (lose_text, grant)
PLAYER_VALUES = "players"      # player values: 粮草 cap, hand limit, slots
CARD_VALUES = "cards"          # stats and attributes of cards
NO_LAYER = None                # consulted elsewhere (prevent_damage: when damage is dealt)


@dataclass(frozen=True)
class Param:
    kind: str
    required: bool = True
    choices: tuple = ()


def no_code(*args, **kwargs):
    """The code of a verb that has none of this kind (a one-shot verb's apply, a continuous verb's run, or a
    continuous verb consulted elsewhere)."""
    raise TypeError("this effect verb has no such code")


@dataclass(frozen=True)
class Verb:
    name: str
    continuous: bool
    params: dict[str, Param]
    text: dict[str, str]
    run: Callable[..., Any] = no_code              # one-shot: run(st, e, c, ev)
    layer: str | None = None                       # continuous: the layer of derived values
    apply: Callable[..., Any] = no_code            # continuous: apply(...) in that layer
    words: Callable[[dict, str], dict] | None = None  # extra template fields of one effect in a language
    notes: dict = field(default_factory=dict)      # e.g. {"plural": True} for the renderer

    def allowed(self) -> set[str]:
        return set(self.params)

    def required(self) -> set[str]:
        return {k for k, p in self.params.items() if p.required}


VERBS: dict[str, Verb] = {}


def register(name: str, *, params: dict[str, Param], zh_CN: str, en: str, zh_TW: str | None = None,
             continuous: bool = False, layer: str | None = None, words=None) -> Callable:
    """Decorator: the decorated function is the verb's code (``run`` for one-shot verbs, ``apply`` for
    continuous ones; ``None`` is allowed for a continuous verb consulted elsewhere)."""
    text = {"zh_CN": zh_CN, "en": en}
    if zh_TW is not None:
        text["zh_TW"] = zh_TW

    def deco(fn):
        if name in VERBS:
            raise ValueError(f"effect verb {name!r} registered twice")
        VERBS[name] = Verb(name, continuous, dict(params), text, no_code if continuous else fn, layer,
                           (fn or no_code) if continuous else no_code, words)
        return fn
    return deco


def registry() -> dict[str, Verb]:
    """Every verb (the registrations are imported on first use)."""
    if not VERBS:
        from .mechanics import verbs  # noqa: F401 - registers them
    return VERBS


def get(name: str) -> Verb | None:
    return registry().get(name)


def one_shot_names() -> set[str]:
    return {n for n, v in registry().items() if not v.continuous}


def continuous_names() -> set[str]:
    return {n for n, v in registry().items() if v.continuous}
