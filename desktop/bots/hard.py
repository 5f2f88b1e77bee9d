"""Hard: information-set Monte Carlo search over the root moves, anytime within a wall-clock budget.

Each iteration samples a full state consistent with the view
(the game's ``GameSpec.determinize(rules, view, rng)``: hidden cards dealt at random), picks a root
move by UCB1, applies it and plays the game out with the Normal rules of thumb
(with a little randomness) for every seat; the reward is 1 for a win plus a small
share for a better place.  The answer is the root move with the best mean
reward among the well-visited ones.  Only the view is ever read: the sampled
states are the bot's own guesses.

Determinism: with ``iterations=N`` (constructor or ``choose``) the search runs
exactly N iterations and ignores the clock, so the same view, legal actions and
rng give the same choice; with the default (``iterations=None``) it stops at the
budget, so the number of playouts depends on the machine.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from ..core.actions import Action
from ..core.errors import QT_TRANSLATE_NOOP
from .base import Choice
from .common import REASON_ONLY, Cancelled, cancel_check, choice, game_parts, plays
from .easy import EasyBot, light_sense
from .normal import NormalBot, policy_for

N = QT_TRANSLATE_NOOP

MAX_ROLLOUT = 2000        # actions in one playout before it is scored as it stands
SAFETY = 0.92             # stop at this share of the budget (the last iteration and the answer must fit)


@dataclass
class Arm:
    """A root move of the search: how often it was tried and the sum of its rewards."""

    action: Action
    visits: int = 0
    total: float = 0.0


class HardBot:
    name = "hard"

    def __init__(self, iterations: int | None = None, top_k: int = 6, explore: float = 0.5,
                 epsilon: float = 0.1, prior: int = 2) -> None:
        self.iterations = iterations
        self.top_k = top_k          # root moves searched (the Normal scores pick them)
        self.explore = explore      # UCB1 exploration constant
        self.epsilon = epsilon      # share of random moves in playouts
        self.prior = prior          # virtual visits of Normal's own choice (a win each): search must beat it
        self.stats: dict = {}       # the last search: iterations, seconds, playouts per second

    # -- the protocol --------------------------------------------------------------------------
    def choose(self, rules, view, legal, budget, rng, cancel=None, iterations=None) -> Choice:
        t0 = time.perf_counter()
        cancelled = cancel_check(cancel)
        iterations = iterations if iterations is not None else self.iterations
        pol = policy_for(view.game)
        moves = pol.candidates(legal) if pol is not None else plays(legal)
        if pol is not None:
            obs = pol.Obs(view)
            seen: dict = {}
            for a in moves:
                seen.setdefault(pol.equivalence_key(obs, a), a)
            moves = list(seen.values())
        else:
            moves = light_sense(view.game, moves)
        self.stats = {"iterations": 0, "seconds": 0.0, "playouts_per_s": 0.0}
        if len(moves) == 1:
            return choice(moves[0], REASON_ONLY)
        determinize = game_parts(view.game).determinize
        if determinize is None:
            return (NormalBot() if pol else EasyBot()).choose(rules, view, legal, budget, rng)
        # Root moves: the Normal scores pick the most promising few; Normal's choice gets a head start.
        favourite = None
        if pol is not None:
            scored = pol.score_actions(obs, moves)
            order = sorted(range(len(scored)), key=lambda k: -scored[k].score)
            moves = [scored[k].action for k in order[:self.top_k]]
            favourite = moves[0]
        arms = [Arm(a) for a in moves]
        if favourite is not None and self.prior:
            arms[0].visits += self.prior
            arms[0].total += self.prior * self._prior_value
        deadline = t0 + max(0.0, budget) * SAFETY
        seat = view.seat
        n = 0
        try:
            while True:
                if cancelled():
                    raise Cancelled
                if iterations is not None:
                    if n >= iterations:
                        break
                elif n > 0 and time.perf_counter() >= deadline:
                    break
                arm = self._select(arms, n)
                st = determinize(rules, view, rng)
                if pol is not None and hasattr(pol, "refine"):
                    pol.refine(st, seat, rng)
                try:
                    rules.apply(st, arm.action)
                except Exception:  # not legal in this sample (cannot happen for a consistent sample): skip it
                    n += 1
                    continue
                arm.visits += 1
                arm.total += self._playout(rules, st, seat, rng, pol, cancelled)
                n += 1
        except Cancelled:
            pass
        dt = time.perf_counter() - t0
        self.stats = {"iterations": n, "seconds": dt, "playouts_per_s": n / dt if dt > 0 else 0.0}
        best = max(arms, key=lambda a: (a.visits, a.total / a.visits if a.visits else -1.0))  # the most visited (robust) move
        visits = best.visits - (self.prior if best.action is favourite else 0)
        mean = best.total / best.visits if best.visits else 0.0
        return choice(best.action, N("Bots", "search: {n} sampled playouts; this move scored {p}% over its {v}"),
                      n=n, p=round(100 * mean), v=visits)

    _prior_value = 0.35  # what a virtual visit of Normal's choice scores (a bit above a 4-player chance)

    def _select(self, arms: list[Arm], n: int) -> Arm:
        for arm in arms:  # every root move once first
            if arm.visits == 0:
                return arm
        total = sum(a.visits for a in arms)
        log_t = math.log(total)
        return max(arms, key=lambda a: a.total / a.visits + self.explore * math.sqrt(log_t / a.visits))

    def _playout(self, rules, st, seat, rng, pol, cancelled) -> float:
        steps = 0
        while not rules.is_over(st) and steps < MAX_ROLLOUT:
            s = rules.to_act(st)
            if s is None:
                break
            legal = rules.legal_actions(st, s)
            if not legal:
                break
            moves = pol.candidates(legal) if pol is not None else plays(legal)
            if len(moves) == 1:
                a = moves[0]
            elif pol is None or rng.random() < self.epsilon:
                a = rng.choice(light_sense(st.game, moves))
            else:
                o = pol.Obs(st, s)
                o.reasons = False
                a = pol.best(o, moves).action
            rules.apply(st, a)
            steps += 1
            if steps % 64 == 0 and cancelled():
                raise Cancelled
        return reward(rules, st, seat)


def reward(rules, st, seat: int) -> float:
    """1 for a win (a shared first place included), plus up to 0.2 for the place otherwise."""
    ranking = rules.ranking(st)
    n = len(st.seats)
    for place, group in enumerate(ranking):
        if seat in group:
            if place == 0:
                return 1.0
            return 0.2 * (n - 1 - place) / max(1, n - 1)
    return 0.0
