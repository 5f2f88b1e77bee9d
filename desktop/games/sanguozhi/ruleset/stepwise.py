"""三国智 actions chosen step by step: formation members, costs and targets one at a time (issue 12 item 2).

``legal_actions`` lists at most the first few combinations of an action with many parts (24 member orders
of a 阵型, 12 ways to pay a cost, 40 target choices): the bots' list.  The table instead builds such an
action part by part: a *start* (which card, which ability, which slot) and then one *step* per part —
each 阵型 entry (D.8.3), each cost (D.10.8), each target declaration (D.10.3) — whose options are lit when
some completion of the action is accepted by the rules' own check (``Checks``), and refused with that
check's reason when none is.  ``tests/sanguozhi/test_stepwise.py`` proves over random positions that every
action the check accepts can be built this way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....core.actions import Action
from ....core.errors import QT_TRANSLATE_NOOP, IllegalAction
from ....core.state import GameState
from .. import engine as E
from ..actions import FormFormation, PutTrigger, UseAbility, UseEvent, UseStrategy
from .candidates import cost_pool, fits, may_join

KINDS = ("FormFormation", "UseStrategy", "UseEvent", "UseAbility", "PutTrigger")
SEARCH_LIMIT = 400  # complete actions tried per option before it is lit anyway (the final check decides)


@dataclass(frozen=True)
class Start:
    """What an action is of before its parts are chosen: kind, source card, and the slot / ability / trigger."""

    kind: str
    seat: int
    card: str | None = None
    zone: str | None = None     # a persistent 谋略's 谋略槽
    index: int = 0              # an ability's index
    trigger: int = 0            # a waiting trigger's id


@dataclass(frozen=True)
class Step:
    """One part to choose: ``count`` values (``up_to``: 1 … count) out of ``candidates``.

    ``label`` is an English ``Actions`` source with ``{fields}`` in ``args`` (the table words it)."""

    field: str                 # members | costs | targets
    label: str
    args: tuple
    count: int
    up_to: bool
    candidates: tuple


def start_of(a: Any) -> Start | None:
    """The start an action belongs to (None for an action of one part, chosen by a drag or a button)."""
    k = a.kind
    if k == "FormFormation":
        return Start(k, a.seat, a.card)
    if k == "UseStrategy":
        return Start(k, a.seat, a.card, a.zone)
    if k == "UseEvent":
        return Start(k, a.seat, a.card)
    if k == "UseAbility":
        return Start(k, a.seat, a.card, index=a.index)
    if k == "PutTrigger" and a.use:
        return Start(k, a.seat, trigger=a.trigger)
    return None


def _target_steps(st: GameState, decls: list, seat: int, src: str | None) -> list[Step]:
    out = []
    for d in decls:
        cands = tuple(E.pname(x) if d["pick"] == "player" else E.encode_target(x)
                      for x in E.target_candidates(st, d, seat, src))
        if d["pick"] == "chain_item":
            cands = tuple(f"#{x}" for x in E.target_candidates(st, d, seat, src))
        label = {"player": QT_TRANSLATE_NOOP("Actions", "Choose a player"),
                 "chain_item": QT_TRANSLATE_NOOP("Actions", "Choose an item on the chain")}.get(
            d["pick"], QT_TRANSLATE_NOOP("Actions", "Choose a target"))
        out.append(Step("targets", label, (("id", d["id"]),), d.get("count", 1), bool(d.get("up_to")), cands))
    return out


def steps(st: GameState, start: Start) -> list[Step]:
    """Every part of ``start``'s action, in the order the action lists them."""
    seat, c = start.seat, start.card or ""
    if start.kind == "FormFormation":
        entries = E.cdef(st, c)["members"]
        pool = [g for g in E.field_generals(st, seat) if may_join(st, g)]
        return [Step("members", QT_TRANSLATE_NOOP("Actions", "Member {n} of {card}: {corps}"),
                     (("n", k + 1), ("card", c), ("corps", "/".join(e))), 1, False,
                     tuple(g for g in pool if fits(st, g, e))) for k, e in enumerate(entries)]
    if start.kind in ("UseStrategy", "UseEvent"):
        return _target_steps(st, (E.cdef(st, c).get("use") or {}).get("targets", []), seat, c)
    if start.kind == "UseAbility":
        D = E.derive(st, cached=True)
        ab = next((ab for src, ctl, i, ab in D.activated if src == c and i == start.index and ctl == seat), None)
        if ab is None:
            return []
        out = []
        for cst in ab.get("cost", []):
            if cst["pay"] in ("discard", "sacrifice", "tap"):
                label = {"discard": QT_TRANSLATE_NOOP("Actions", "Pay: discard {n}"),
                         "sacrifice": QT_TRANSLATE_NOOP("Actions", "Pay: sacrifice {n}"),
                         "tap": QT_TRANSLATE_NOOP("Actions", "Pay: tap {n}")}[cst["pay"]]
                out.append(Step("costs", label, (("n", cst["n"]),), cst["n"], False,
                                tuple(cost_pool(st, seat, c, cst))))
        return out + _target_steps(st, ab.get("targets", []), seat, c)
    if start.kind == "PutTrigger":
        w = next((w for w in st.data["waiting"] if w["id"] == start.trigger), None)
        return _target_steps(st, w["ab"].get("targets", []), seat, w["src"]) if w else []
    return []


def action_of(start: Start, parts: list[Step], picks: list) -> Action:
    """The action with the parts chosen (``picks[k]`` = the values of step ``parts[k]``)."""
    vals: dict[str, list] = {"members": [], "costs": [], "targets": []}
    for s, p in zip(parts, picks):
        vals[s.field] += list(p)
    t = start
    card = t.card or ""
    if t.kind == "FormFormation":
        return FormFormation(t.seat, card, tuple(vals["members"]))
    if t.kind == "UseStrategy":
        return UseStrategy(t.seat, card, tuple(vals["targets"]), t.zone)
    if t.kind == "UseEvent":
        return UseEvent(t.seat, card, tuple(vals["targets"]))
    if t.kind == "UseAbility":
        return UseAbility(t.seat, card, t.index, tuple(vals["targets"]), tuple(vals["costs"]))
    return PutTrigger(t.seat, t.trigger, True, tuple(vals["targets"]))


class Chooser:
    """One action being built: its start, its steps (fixed when it begins) and the values chosen so far.

    A step is full when it holds ``count`` values; an ``up_to`` step may be closed with fewer (at least one)."""

    def __init__(self, rules, st: GameState, start: Start) -> None:
        self.rules = rules
        self.st = st
        self.start = start
        self.steps = steps(st, start)
        self.picks: list[list] = [[] for _ in self.steps]
        self.closed: set[int] = set()
        self._memo: dict = {}

    # ---- where the choosing is ------------------------------------------------------------------
    def current(self) -> int | None:
        """The index of the step being chosen (None when every step is full or closed)."""
        for k, s in enumerate(self.steps):
            if len(self.picks[k]) < s.count and k not in self.closed:
                return k
        return None

    def complete(self) -> bool:
        return self.current() is None

    def can_close(self) -> bool:
        """The current step is an ``up_to`` one with a value already: it may end here."""
        k = self.current()
        return k is not None and self.steps[k].up_to and bool(self.picks[k])

    def close(self) -> None:
        k = self.current()
        if k is not None and self.can_close():
            self.closed.add(k)

    def action(self) -> Action:
        return action_of(self.start, self.steps, self.picks)

    def refusal_of(self, a: Action) -> IllegalAction | None:
        return self.rules.refusal(self.st, a)

    # ---- the options of the current step -------------------------------------------------------------
    def options(self) -> list[tuple[str, IllegalAction | None]]:
        """(value, None if some completion with it is legal else the reason) for the current step's candidates."""
        k = self.current()
        if k is None:
            return []
        return [(v, self.option_refusal(v)) for v in self.steps[k].candidates]

    def option_refusal(self, value) -> IllegalAction | None:
        k = self.current()
        if k is None:
            return IllegalAction("三国智 §D.5.3", QT_TRANSLATE_NOOP("Rules", "Every part of this action is chosen."))
        key = (tuple(tuple(p) for p in self.picks), frozenset(self.closed), value)
        if key in self._memo:
            return self._memo[key]
        if any(value in p for p in self.picks):
            why: IllegalAction | None = IllegalAction("三国智 §D.5.3", QT_TRANSLATE_NOOP("Rules", "{card} is chosen already."),
                                                      card=value)
        elif value not in self.steps[k].candidates:
            why = IllegalAction("三国智 §D.5.3", QT_TRANSLATE_NOOP("Rules", "That is not a choice for this part."))
        else:
            trial = [list(p) for p in self.picks]
            trial[k].append(value)
            why = self._complete(trial, set(self.closed))
        self._memo[key] = why
        return why

    def _complete(self, picks: list[list], closed: set) -> IllegalAction | None:
        """None if some way to fill the remaining parts gives an action the rules accept, else the reason of
        the first refusal met.  A search that runs out of its budget lights the option (the final check decides)."""
        first: list = []
        budget = [SEARCH_LIMIT]
        n = len(self.steps)

        def attempt() -> bool:
            budget[0] -= 1
            exc = self.refusal_of(action_of(self.start, self.steps, picks))
            if exc is None:
                return True
            if not first:
                first.append(exc)
            return False

        def walk(k: int) -> bool:
            while k < n and (len(picks[k]) >= self.steps[k].count or k in closed):
                k += 1
            if k == n:
                return attempt()
            s = self.steps[k]
            if s.up_to and picks[k]:  # this part may end here
                closed.add(k)
                ok = walk(k + 1)
                closed.discard(k)
                if ok or budget[0] <= 0:
                    return True
            used = {v for p in picks for v in p}
            for v in s.candidates:
                if v in used:
                    continue
                picks[k].append(v)
                ok = walk(k)
                picks[k].pop()
                if ok or budget[0] <= 0:
                    return True
            return False

        if walk(0):
            return None
        return first[0] if first else IllegalAction(
            "三国智 §D.5.3", QT_TRANSLATE_NOOP("Rules", "No choice is left for the next part of this action."))

    # ---- choosing ------------------------------------------------------------------------------------
    def pick(self, value) -> IllegalAction | None:
        """Choose ``value`` for the current step; the refusal (the choosing unchanged) if it may not be."""
        why = self.option_refusal(value)
        if why is not None:
            return why
        k = self.current()
        assert k is not None  # option_refusal refuses when every part is chosen
        self.picks[k].append(value)
        return None

    def back(self) -> bool:
        """Undo the last value chosen (or reopen the last closed step); False if nothing was chosen."""
        for k in range(len(self.steps) - 1, -1, -1):
            if k in self.closed and not any(self.picks[j] for j in range(k + 1, len(self.steps))):
                self.closed.discard(k)
            if self.picks[k]:
                self.picks[k].pop()
                return True
        return False


def starts(legal: list[Action]) -> dict[Start, list[Action]]:
    """The starts of the legal actions that have parts, each with its listed actions (a start is listed when
    any action of it is legal: the candidate generators always list the first one they find)."""
    out: dict[Start, list[Action]] = {}
    for a in legal:
        s = start_of(a)
        if s is not None:
            out.setdefault(s, []).append(a)
    return out


def needs_steps(rules, st: GameState, start: Start) -> bool:
    """Whether the start has a part with a real choice (else its one listed action is simply played)."""
    return any(len(s.candidates) > s.count or s.up_to for s in steps(st, start))


__all__ = ["Chooser", "KINDS", "Start", "Step", "action_of", "needs_steps", "start_of", "starts", "steps"]
