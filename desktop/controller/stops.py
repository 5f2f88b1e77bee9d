"""Stops and automatic answers: when the table answers a human's prompt for them, and how (any game).

The engine keeps every pass: an automatic answer is an ordinary action played through the match, so
replays, saves and undo see the same actions as if the player had clicked.  What the table may answer:

* a prompt with exactly one legal answer (gestures such as Concede left out), or the one a game names as
  forced (``rules.forced_answer(state, seat, legal)``: e.g. a damage placement that can only go one way) —
  answered and logged as "the only legal answer";
* a priority prompt that the player's *stops* do not stop at: the game tells where a prompt is
  (``rules.moment(state, seat)``, a ``Moment``) and which phases exist (``rules.phases``); the player's
  stops say per phase whether to stop on their own turn and on the others' turns, and whether to stop
  whenever another player puts something on the chain or an attack is declared at them;
* a priority prompt with the player's own item on top of the chain (mostly after the others passed on it):
  passed, so the item resolves, unless an attack is declared at the player — the "pass on my own chain
  items" setting, on by default (as digital card clients pass on one's own spell); off, the phase stops
  decide as elsewhere.  Another player's item on top is the chain stop's, as before;
* while a pass mode is on: "pass until end of turn" passes every priority prompt (and declines to attack on
  one's own turn) until the turn number changes; "pass until something happens" passes until another player
  puts something on the chain, an attack is declared at the player, or the player's own turn begins.

This module names no game and imports no Qt: the controller calls ``decide`` before it asks a human.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, TypedDict

from ..core.errors import QT_TRANSLATE_NOOP

ONLY = "only"        # exactly one legal answer
STOPS = "stops"      # no stop here
END_OF_TURN = "end_of_turn"
UNTIL_EVENT = "until_event"
OWN_ITEM = "own_item"  # the player's own item is on top of the chain

# Why the table answered, for the log (LogPanel context; {player} = the seat's name, {action} = its words)
WHY = {
    ONLY: QT_TRANSLATE_NOOP("LogPanel", "{player}: {action} (the only legal answer)"),
    STOPS: QT_TRANSLATE_NOOP("LogPanel", "{player} passes (no stop here)"),
    END_OF_TURN: QT_TRANSLATE_NOOP("LogPanel", "{player} passes (until the end of the turn)"),
    UNTIL_EVENT: QT_TRANSLATE_NOOP("LogPanel", "{player} passes (until something happens)"),
    OWN_ITEM: QT_TRANSLATE_NOOP("LogPanel", "{player} passes (lets their own chain item resolve)"),
}


class Moment(TypedDict, total=False):
    """Where a seat's prompt is, as a game tells it (``rules.moment``); every key optional."""

    phase: str            # a key of ``rules.phases``
    turn: int             # the turn number (a new turn ends "pass until end of turn")
    active: int           # whose turn it is
    pass_action: Any      # the action that passes priority, if this prompt is a priority prompt
    decline_attack: Any   # the action that declares no attack, if the seat is asked to attack
    chain: list           # [(item id, controlling seat)] bottom first
    attacked: bool        # an attack is declared at this seat and not yet over


@dataclass
class Stops:
    """A player's stops for one game: phase keys to stop at on their own turn and on the others' turns."""

    own: set[str] = field(default_factory=set)
    theirs: set[str] = field(default_factory=set)
    chain: bool = True      # stop whenever another player puts something on the chain
    attacked: bool = True   # stop when an attack is declared at me
    own_item: bool = True   # pass when my own item is on top of the chain (not while I am attacked)

    def to_dict(self) -> dict:
        return {"own": sorted(self.own), "theirs": sorted(self.theirs), "chain": self.chain, "attacked": self.attacked,
                "own_item": self.own_item}

    @classmethod
    def from_dict(cls, d: object, default: "Stops | None" = None, phases: Iterable[str] | None = None) -> "Stops":
        """Stops read back from settings; anything malformed falls back to ``default``."""
        base = default or cls()
        if not isinstance(d, dict):
            return cls(set(base.own), set(base.theirs), base.chain, base.attacked, base.own_item)
        known = set(phases) if phases is not None else None

        def keys(v, fallback):
            if not isinstance(v, list):
                return set(fallback)
            return {k for k in v if isinstance(k, str) and (known is None or k in known)}

        def flag(name):
            v = d.get(name)
            return v if isinstance(v, bool) else getattr(base, name)

        return cls(keys(d.get("own"), base.own), keys(d.get("theirs"), base.theirs),
                   flag("chain"), flag("attacked"), flag("own_item"))


def default_stops(rules) -> Stops:
    """The game's suggested stops (``rules.default_stops``: {"own": […], "theirs": […], …}), else none."""
    return Stops.from_dict(getattr(rules, "default_stops", None), Stops())


def phases(rules) -> list[tuple[str, str]]:
    """The game's phases for the phase bar: (key, English label in the ``Terms`` context)."""
    return list(getattr(rules, "phases", ()) or ())


@dataclass
class PassMode:
    """A pass mode a player turned on: which, and what it started from."""

    kind: str            # END_OF_TURN or UNTIL_EVENT
    turn: int | None
    chain_seen: frozenset = frozenset()


def real_moves(legal: list) -> list:
    return [a for a in legal if not getattr(a, "gesture", False)]


def forced(rules, state, seat: int, legal: list):
    """The answer a prompt forces: the game's own (``forced_answer``) or the one legal non-gesture move."""
    fn = getattr(rules, "forced_answer", None)
    if fn is not None:
        a = fn(state, seat, legal)
        if a is not None:
            return a
    real = real_moves(legal)
    return real[0] if len(real) == 1 else None


def moment(rules, state, seat: int) -> Moment | None:
    fn = getattr(rules, "moment", None)
    return fn(state, seat) if fn is not None else None


def start_mode(rules, state, seat: int, kind: str) -> PassMode:
    m = moment(rules, state, seat) or {}
    return PassMode(kind, m.get("turn"), frozenset(i for i, _c in m.get("chain", ())))


def decide(rules, state, seat: int, legal: list, stops: Stops | None, mode: PassMode | None):
    """(action, why) the table plays for ``seat`` now, or None to ask the player.  ``mode`` is updated in place
    (a mode that has run out is reported by ``mode_over``)."""
    if not legal:
        return None
    a = forced(rules, state, seat, legal)
    if a is not None:
        return a, ONLY
    m = moment(rules, state, seat)
    if m is None:
        return None
    pass_a = m.get("pass_action")
    if mode is not None and not mode_over(mode, m, seat):
        if pass_a is not None:
            return pass_a, mode.kind
        if mode.kind == END_OF_TURN and m.get("active") == seat and m.get("decline_attack") is not None:
            return m["decline_attack"], END_OF_TURN
        return None
    if pass_a is None or stops is None:
        return None
    chain = m.get("chain") or []
    if stops.chain and chain and chain[-1][1] != seat:
        return None  # another player just put something on the chain
    if stops.attacked and m.get("attacked"):
        return None
    if stops.own_item and chain and chain[-1][1] == seat and not m.get("attacked"):
        return pass_a, OWN_ITEM  # my own item is on top: let it resolve
    phase = m.get("phase")
    mine = m.get("active") == seat
    if phase in (stops.own if mine else stops.theirs):
        return None
    return pass_a, STOPS


def mode_over(mode: PassMode, m: Moment, seat: int) -> bool:
    """Whether a pass mode has run out at this moment (the controller then drops it)."""
    if mode.kind == END_OF_TURN:
        return m.get("turn") != mode.turn
    # UNTIL_EVENT: another player's new chain item, an attack at me, or my own turn begins
    new = [c for i, c in (m.get("chain") or []) if i not in mode.chain_seen]
    if any(c != seat for c in new):
        return True
    if m.get("attacked"):
        return True
    return m.get("turn") != mode.turn and m.get("active") == seat
