"""What the bot levels ask of a game's rules of thumb (``GameSpec.policy``), in one typed place.

A policy is a module-like object.  Normal needs the five parts of ``Policy``; Hard also uses the optional parts of
``PolicyHooks`` when a game has them.  ``hooks(policy)`` looks them up, so a level reads ``h.refine`` (None when
the game has none) instead of probing the module with ``getattr``.  ``tests/bots/test_policy_protocol.py`` checks
both games' policies against this list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Mapping, Protocol, runtime_checkable

from ..core.actions import Action


class ScoredMove(Protocol):
    """One legal move with its score and its plain reason (``{fields}`` filled from ``args``)."""

    score: float
    action: Action
    reason: str
    args: dict


@runtime_checkable
class Policy(Protocol):
    """The parts every game policy has (Normal uses them; Easy's pruning and manner are the spec's own)."""

    Obs: Callable[..., Any]                      # the seat's picture: ``Obs(view)``, or ``Obs(state, seat)`` in playouts

    def candidates(self, legal: list) -> list: ...            # the moves worth weighing (usually the plays)

    def best(self, obs: Any, moves: list) -> ScoredMove: ...  # Normal's choice among them

    def score_actions(self, obs: Any, moves: list) -> list: ...  # every move scored (Hard's root moves)

    def equivalence_key(self, obs: Any, action: Action) -> Hashable: ...  # moves that play the same


# the optional parts, by name in the policy module: what each is for is in docs/bots.md ("Hard")
OPTIONAL = ("HARD", "CLEAR", "hard_obs", "search_worthy", "judge", "refine", "rollout_done", "value")


@dataclass(frozen=True)
class PolicyHooks:
    """A policy with its optional parts looked up (None, or an empty ``hard``, where the game has none; all of them
    for a game without a policy)."""

    policy: Policy | None                                     # None: the game has no rules of thumb
    hard: Mapping[str, Any]                                   # Hard's settings (``HARD``; a value may be fn(view))
    clear: float | None                                       # a score lead that needs no search (``CLEAR``)
    hard_obs: Callable[[Any], Any] | None                     # Hard's own picture of the view
    search_worthy: Callable[[Any, list], bool] | None         # is this choice worth a search at all
    judge: Callable[[Any, int, list], list] | None            # Normal's scores of moves on one sample
    refine: Callable[[Any, int, Any], None] | None            # re-deal a sample's hidden cards more plausibly
    rollout_done: Callable[[Any, Any], Any] | None            # where a playout stops (None: where it began)
    value: Callable[[Any, Any, int], float] | None            # a position as a chance to win

    def obs_for_hard(self, view) -> Any:
        """Hard's picture of ``view``: the policy's own for Hard if it has one, else Normal's."""
        if self.hard_obs is not None:
            return self.hard_obs(view)
        assert self.policy is not None
        return self.policy.Obs(view)


def hooks(policy: Any) -> PolicyHooks:
    """``policy``'s parts, the optional ones looked up once (call it per search: tests and benchmarks may change a
    policy's ``HARD`` table in place, which this keeps seeing)."""
    get = lambda name: getattr(policy, name, None)  # noqa: E731
    return PolicyHooks(policy, get("HARD") or {}, get("CLEAR"), get("hard_obs"), get("search_worthy"), get("judge"),
                       get("refine"), get("rollout_done"), get("value"))
