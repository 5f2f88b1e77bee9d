"""Hard: information-set Monte Carlo search over the root moves, anytime within a wall-clock budget.

Each iteration samples a full state consistent with the view (the game's
``GameSpec.determinize(rules, view, rng)``: hidden cards dealt at random), picks a
root move by UCB1, applies it and plays on with the game's rules of thumb (Normal,
with a little randomness) for every seat.  A playout ends with the game, or — for a
game whose policy says where to stop (``policy.rollout_done``) — earlier, scored by
the policy's own estimate of the position (``policy.value``).  The reward is 1 for a
win plus a small share for a better place.  The answer is the most visited root move.
Only the view is ever read: the sampled states are the bot's own guesses.

Anytime and early stops: the search runs until ``SAFETY × budget`` and stops sooner
when the answer cannot change any more (the most visited move is further ahead than
the playouts left could overturn) — and it does not search at all when only one
sensible move exists or when the rules of thumb find one clearly best
(``policy.CLEAR``: a score margin in the policy's own units).

``analyse(rules, view, legal, budget, rng, …)`` is the public form of the search for
hints: the root moves with their win estimates, visits and plain-words reasons.

Determinism: with ``iterations=N`` (constructor or ``choose``) the search runs
exactly N iterations (or fewer when the answer is settled) and ignores the clock,
so the same view, legal actions and rng give the same choice; with the default
(``iterations=None``) it stops at the budget, so the number of playouts depends on
the machine.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..core.actions import Action
from ..core.errors import QT_TRANSLATE_NOOP
from .base import Choice
from .common import REASON_ONLY, Cancelled, cancel_check, choice, game_parts, plays
from .easy import EasyBot, light_sense
from .normal import NormalBot, policy_for
from .policy import PolicyHooks, hooks

N = QT_TRANSLATE_NOOP

MAX_ROLLOUT = 2000        # actions in one playout before it is scored as it stands
SAFETY = 0.92             # start no playout after this share of the budget …
CUTOFF = 1.0              # … and drop one still running at the budget itself
MIN_SETTLE = 12           # iterations before the search may call its answer settled
MIN_RACE = 4              # paired rounds before a root move may fall out of the race
MIN_TRUST = 3             # paired rounds before a search may override Normal (policies with HARD["trust_z"])

# Hard's reasons: what it expects of the game after the search, in three steps (see ``outlook``), for a
# move with a card and a target, a move with a card, and any other move.
REASONS = {
    "target": (N("Bots", "looking a few moves ahead, {card} on {target} works out best; it expects to win"),
               N("Bots", "looking a few moves ahead, {card} on {target} works out best; the game looks close"),
               N("Bots", "looking a few moves ahead, {card} on {target} works out best; it is behind and this is its best chance")),
    "card": (N("Bots", "looking a few moves ahead, {card} works out best; it expects to win"),
             N("Bots", "looking a few moves ahead, {card} works out best; the game looks close"),
             N("Bots", "looking a few moves ahead, {card} works out best; it is behind and this is its best chance")),
    "plain": (N("Bots", "looking a few moves ahead, this works out best; it expects to win"),
              N("Bots", "looking a few moves ahead, this works out best; the game looks close"),
              N("Bots", "looking a few moves ahead, this works out best; it is behind and this is its best chance")),
}

# Hard's reasons for a move chosen by Normal's judgment over many guesses of the hidden cards (``_judged``).
JUDGED = {
    "target": N("Bots", "weighing what the other side may hold in hand, {card} on {target} works out best"),
    "card": N("Bots", "weighing what the other side may hold in hand, {card} works out best"),
    "plain": N("Bots", "weighing what the other side may hold in hand, this works out best"),
}


def _reason_shape(arm_args) -> tuple[str, dict]:
    """Which form of a Hard reason a root move takes ("target", "card" or "plain", the keys of ``REASONS`` and
    ``JUDGED``) and the fields that form names, from the move's reason arguments (``Arm.args``)."""
    args = dict(arm_args)
    shape = "target" if "target" in args and "card" in args else "card" if "card" in args else "plain"
    return shape, {k: args[k] for k in ("card", "target") if k in args and shape != "plain"}


def outlook(win: float, players: int) -> int:
    """0 ahead, 1 close, 2 behind: the win estimate against the even share 1/players."""
    even = 1.0 / max(2, players)
    if win >= 1.3 * even:
        return 0
    if win >= 0.7 * even:
        return 1
    return 2


@dataclass
class Arm:
    """A root move of the search: how often it was tried, the sum of its rewards and of its wins."""

    action: Action
    visits: int = 0
    total: float = 0.0
    wins: float = 0.0
    prior: int = 0            # virtual visits (Normal's own choice starts with a head start)
    reason: str = ""          # the rules of thumb's plain reason for this move (hints show it)
    args: tuple = ()

    def real_visits(self) -> int:
        return self.visits - self.prior


class Analysis(NamedTuple):
    """One root move as the search saw it (``analyse``): best first."""

    action: Action
    win: float                # estimated chance to win the game after this move (0…1)
    visits: int               # playouts that began with this move
    reason: str               # plain words, English, "Bots" context, with {fields} …
    args: tuple = ()          # … filled from these (name, value) pairs

    def choice(self) -> Choice:
        return Choice(self.action, self.reason, self.args)


class HardBot:
    name = "hard"

    def __init__(self, iterations: int | None = None, top_k: int | None = None, explore: float | None = None,
                 epsilon: float | None = None, prior: int | None = None) -> None:
        self.iterations = iterations
        # None = the game policy's own setting (``policy.HARD``), else these defaults:
        self.top_k = top_k          # root moves searched (the Normal scores pick them)
        self.explore = explore      # UCB1 exploration constant
        self.epsilon = epsilon      # share of random moves in playouts
        self.prior = prior          # virtual visits of Normal's own choice: search must beat it
        self.stats: dict = {}       # the last search: iterations, seconds, playouts per second, settled early
        # the budget's clock: wall time for a player; a benchmark on shared cores may pass time.process_time
        self.clock = time.perf_counter

    def _setting(self, hk: PolicyHooks, key: str, default, view=None):
        """The bot's own setting, else the policy's ``HARD[key]`` (a callable there is asked with the view:
        a game may set the search by mode), else ``default``."""
        mine = getattr(self, key, None)
        if mine is not None:
            return mine
        got = hk.hard.get(key, default)
        return got(view) if callable(got) and view is not None else got

    # -- the protocol --------------------------------------------------------------------------
    def choose(self, rules, view, legal, budget, rng, cancel=None, iterations=None) -> Choice:
        res = self._search(rules, view, legal, budget, rng, cancel, iterations, early=True)
        if res.direct is not None:
            return res.direct
        best = res.best
        win = best.wins / best.real_visits() if best.real_visits() else 0.5
        a = best.action
        if best.reason and not self._setting(hooks(policy_for(view.game)), "outlook", True, view):
            # before the game is under way (a policy's ``HARD["outlook"]`` says when), the estimate measures the
            # bots, not the position: Hard gives the rules of thumb's words for the move, not "it expects to win"
            return choice(a, best.reason, **dict(best.args))
        shape, out = _reason_shape(best.args)
        return choice(a, REASONS[shape][outlook(win, len(view.seats))], **out)

    def analyse(self, rules, view, legal, budget, rng, cancel=None, iterations=None, top: int = 3) -> list[Analysis]:
        """The ``top`` root moves after a full search (no early stop), most visited first.

        Each has the estimated chance to win after it, its playouts and the rules of thumb's plain reason for
        it; a cancelled search answers with what it has.  Reads only the view (hints use it)."""
        res = self._search(rules, view, legal, budget, rng, cancel, iterations, early=False)
        arms = sorted(res.arms, key=lambda a: (-a.real_visits(), -(a.wins / a.real_visits() if a.real_visits() else 0)))
        out = []
        for arm in arms[:top]:
            v = arm.real_visits()
            out.append(Analysis(arm.action, arm.wins / v if v else 0.0, v, arm.reason or REASON_ONLY, arm.args))
        return out

    # -- the search ------------------------------------------------------------------------------
    def _search(self, rules, view, legal, budget, rng, cancel, iterations, early: bool) -> "_Result":
        t0 = self.clock()
        cancelled = cancel_check(cancel)
        iterations = iterations if iterations is not None else self.iterations
        pol = policy_for(view.game)
        hk = hooks(pol)
        self.stats = {"iterations": 0, "seconds": 0.0, "playouts_per_s": 0.0, "settled": False}
        moves = pol.candidates(legal) if pol is not None else plays(legal)
        obs = None
        if pol is not None:
            # (a policy may give Hard a picture of its own, with rules of thumb Normal does not use: ``hard_obs``)
            obs = hk.obs_for_hard(view)
            seen: dict = {}
            for a in moves:
                seen.setdefault(pol.equivalence_key(obs, a), a)
            moves = list(seen.values())
        else:
            moves = light_sense(view.game, moves, view)
        determinize = game_parts(view.game).determinize
        if determinize is None:
            fallback = (NormalBot() if pol else EasyBot()).choose(rules, view, legal, budget, rng)
            return _Result([Arm(fallback.action, reason=fallback.reason, args=fallback.args)], None, fallback)
        # Root moves: the Normal scores pick the most promising few; Normal's choice gets a head start.
        favourite = None
        if pol is not None:
            scored = pol.score_actions(obs, moves)
            order = sorted(range(len(scored)), key=lambda k: -scored[k].score)
            top_k = self._setting(hk, "top_k", 6, view)
            arms = [Arm(scored[k].action, reason=scored[k].reason, args=tuple(sorted(scored[k].args.items())))
                    for k in order[:top_k]]
            favourite = arms[0]
            clear, worthy = hk.clear, hk.search_worthy
            if early and len(order) > 1 and (
                    (clear is not None and scored[order[0]].score - scored[order[1]].score >= clear)
                    or (worthy is not None and not worthy(obs, moves))):
                s = scored[order[0]]
                return _Result(arms, arms[0], choice(s.action, s.reason, **s.args))
        else:
            arms = [Arm(a) for a in moves]
        judge = self._setting(hk, "judge", 0, view) if pol is not None and early else 0
        if judge and len(scored) > 1 and hk.judge is not None:
            return self._judged(rules, view, scored, order[0], hk, budget, rng, cancelled, iterations, t0, judge)
        if early and len(arms) == 1:
            a = arms[0]
            direct = Choice(a.action, a.reason, a.args) if a.reason else choice(a.action, REASON_ONLY)
            return _Result(arms, a, direct)
        paired = self._setting(hk, "paired", False, view) if pol is not None else False
        if paired and len(arms) > 1:
            return self._paired(rules, view, arms, favourite, hk, budget, rng, cancelled, iterations, early, t0)
        prior = self._setting(hk, "prior", 2, view)
        if favourite is not None and prior and len(arms) > 1:
            favourite.prior = prior
            favourite.visits += prior
            favourite.total += prior * self._setting(hk, "prior_value", 0.35, view)
        explore = self._setting(hk, "explore", 0.5, view)
        epsilon = self._setting(hk, "epsilon", 0.1, view)
        deadline = t0 + max(0.0, budget) * SAFETY
        # a playout still running at this moment is dropped: the answer must come within the budget
        cutoff = t0 + max(0.0, budget) * CUTOFF if iterations is None else None
        seat = view.seat
        n = 0
        settled = False
        try:
            while True:
                if cancelled():
                    raise Cancelled
                if iterations is not None:
                    if n >= iterations:
                        break
                    left = iterations - n
                else:
                    now = self.clock()
                    if n > 0 and now >= deadline:
                        break
                    left = (deadline - now) * n / (now - t0) if n and now > t0 else None
                if early and left is not None and n >= MIN_SETTLE and len(arms) > 1 and _settled(arms, left):
                    settled = True
                    break
                arm = _select(arms, explore)
                st = determinize(rules, view, rng)
                if hk.refine is not None:
                    hk.refine(st, seat, rng)
                try:
                    rules.apply(st, arm.action)
                except Exception:  # not legal in this sample (cannot happen for a consistent sample): skip it
                    n += 1
                    continue
                try:
                    r, w = self._playout(rules, st, seat, rng, hk, cancelled, epsilon, cutoff)
                except _Overrun:
                    break
                arm.visits += 1
                arm.total += r
                arm.wins += w
                n += 1
        except Cancelled:
            pass
        dt = self.clock() - t0
        self.stats = {"iterations": n, "seconds": dt, "playouts_per_s": n / dt if dt > 0 else 0.0,
                      "settled": settled}
        best = max(arms, key=lambda a: (a.visits, a.total / a.visits if a.visits else -1.0))  # the most visited (robust)
        return _Result(arms, best, None)

    def _paired(self, rules, view, arms, favourite, hk: PolicyHooks, budget, rng, cancelled, iterations, early, t0) -> "_Result":
        """Paired sampling (a policy's ``HARD["paired"]``): every round deals one sample of the hidden cards
        and one seed for the playouts' random moves, and plays every root move still in the race on it, so
        that the moves are compared on the same luck.  A move falls out of the race once it trails the
        leader, paired round by round, by more than ``race_z`` standard errors (after ``min_race`` rounds);
        the race is settled when one move is left.  Normal's own move stays the answer unless another one
        beats it by ``margin`` (the search has to beat the rules of thumb)."""
        seat = view.seat
        determinize = game_parts(view.game).determinize
        assert determinize is not None  # (the caller answered without a search otherwise)
        epsilon = self._setting(hk, "epsilon", 0.1, view)
        margin = self._setting(hk, "margin", 0.02, view)
        race_z = self._setting(hk, "race_z", 2.0, view)
        min_race = self._setting(hk, "min_race", MIN_RACE, view)
        deadline = t0 + max(0.0, budget) * SAFETY
        cutoff = t0 + max(0.0, budget) * CUTOFF if iterations is None else None
        live = list(arms)
        rewards: dict[int, list[float]] = {id(a): [] for a in arms}
        n = rounds = 0
        settled = False
        try:
            while True:
                if cancelled():
                    raise Cancelled
                if iterations is not None and n >= iterations:
                    break
                if iterations is None and rounds and self.clock() >= deadline:
                    break
                base = determinize(rules, view, rng)
                if hk.refine is not None:
                    hk.refine(base, seat, rng)
                seed = rng.getrandbits(32)
                got = {}
                for arm in live:
                    st = base.clone()
                    try:
                        rules.apply(st, arm.action)
                    except Exception:  # not legal in this sample (cannot happen for a consistent sample)
                        got[id(arm)] = (0.0, 0.0)
                        continue
                    got[id(arm)] = self._playout(rules, st, seat, random.Random(seed), hk, cancelled, epsilon,
                                                 cutoff)
                    n += 1
                rounds += 1
                for arm in live:
                    r, w = got[id(arm)]
                    arm.visits += 1
                    arm.total += r
                    arm.wins += w
                    rewards[id(arm)].append(r)
                if early and rounds >= min_race:
                    live = _race(live, rewards, race_z)
                    if len(live) == 1:
                        settled = True
                        break
        except (Cancelled, _Overrun):
            pass
        dt = self.clock() - t0
        self.stats = {"iterations": n, "seconds": dt, "playouts_per_s": n / dt if dt > 0 else 0.0,
                      "settled": settled}
        pool = live if settled else [a for a in arms if a.visits]
        if not pool:
            return _Result(arms, favourite, None)
        best = max(pool, key=lambda a: a.total / a.visits)
        trust = self._setting(hk, "trust_z", None, view)
        if favourite is not None and best is not favourite and favourite.visits and trust is not None:
            # (a policy's ``HARD["trust_z"]``) the search overrides Normal only when the paired rounds show the
            # other move better by ``margin`` and by ``trust_z`` standard errors: a few costly playouts are
            # noise, and a noisy override of sound rules of thumb loses more than it finds
            if not _beats(rewards[id(best)], rewards[id(favourite)], margin, trust):
                best = favourite
        elif favourite is not None and best is not favourite and favourite.visits and favourite in pool:
            k = favourite.visits
            if best.total / best.visits - favourite.total / k < margin:
                best = favourite
        return _Result(arms, best, None)

    def _judged(self, rules, view, scored, fav, hk: PolicyHooks, budget, rng, cancelled, iterations, t0, samples) -> "_Result":
        """Normal's own judgment over the information set (a policy's ``HARD["judge"]`` = S): the rules of thumb
        score every move on one guess of the hidden cards; this scores the same moves with ``policy.judge`` on up
        to S samples of them (``determinize``) and plays the best mean — Normal's move unless another beats it,
        sample by sample, by ``judge_margin`` and by Student's t at ``judge_z`` standard errors.  That removes the
        single guess's errors (fearing or ignoring a card the foe may not hold) without a playout."""
        seat = view.seat
        determinize = game_parts(view.game).determinize
        assert determinize is not None
        judge = hk.judge
        assert judge is not None  # (the caller checked)
        margin = self._setting(hk, "judge_margin", 0.3, view)
        z = self._setting(hk, "judge_z", 2.0, view)
        deadline = t0 + max(0.0, budget) * SAFETY
        cutoff = t0 + max(0.0, budget) * CUTOFF
        # the moves judged: Normal's best few (``judge_k``), and passing (the baseline of the effects' scores)
        k_best = self._setting(hk, "judge_k", len(scored), view)
        ranked = sorted(range(len(scored)), key=lambda k: -scored[k].score)
        keep = sorted(set(ranked[:k_best]) | {k for k in range(len(scored)) if scored[k].action.kind == "Pass"})
        scored = [scored[k] for k in keep]
        fav = keep.index(fav)
        acts = [s.action for s in scored]
        rows: list[list[float]] = []
        slowest = 0.0
        settled = False
        try:
            while True:
                if cancelled():
                    raise Cancelled
                if iterations is not None:
                    if len(rows) >= iterations:
                        break
                else:
                    now = self.clock()
                    if len(rows) >= samples or (rows and (now >= deadline or now + 1.2 * slowest > cutoff)):
                        break
                base = determinize(rules, view, rng)
                if hk.refine is not None:
                    hk.refine(base, seat, rng)
                t = self.clock()
                rows.append(judge(base, seat, acts))
                slowest = max(slowest, self.clock() - t)
                # settled: the samples agree (the hidden cards change nothing here), or after MIN_SETTLE samples
                # no move has yet scored above Normal's on any of them
                if (len(rows) >= MIN_TRUST + 1 and all(r == rows[0] for r in rows)) or (
                        len(rows) >= MIN_SETTLE and all(r[k] <= r[fav] + 1e-9 for r in rows for k in range(len(acts)))):
                    settled = True
                    break
        except Cancelled:
            pass
        dt = self.clock() - t0
        n = len(rows)
        self.stats = {"iterations": n, "seconds": dt, "playouts_per_s": n / dt if dt > 0 else 0.0, "settled": settled}
        arms = [Arm(s.action, reason=s.reason, args=tuple(sorted(s.args.items()))) for s in scored]
        for k, arm in enumerate(arms):
            arm.visits = n
            arm.total = sum(r[k] for r in rows)
        pick = fav
        if n:
            top = max(range(len(acts)), key=lambda k: (arms[k].total, k == fav))
            if top != fav and _beats([r[top] for r in rows], [r[fav] for r in rows], margin, z):
                pick = top
        best = arms[pick]
        if pick == fav:
            s = scored[fav]
            return _Result(arms, best, choice(s.action, s.reason, **s.args))
        shape, out = _reason_shape(best.args)
        return _Result(arms, best, choice(best.action, JUDGED[shape], **out))

    def _playout(self, rules, st, seat, rng, hk: PolicyHooks, cancelled, epsilon, cutoff=None) -> tuple[float, float]:
        """Play on from ``st``; (reward, win share) for ``seat``.  Raises _Overrun past ``cutoff``."""
        steps = 0
        pol = hk.policy
        done = hk.rollout_done
        full = self._setting(hk, "full_playouts", 0) if pol is not None else 0
        start = done(st, None) if done is not None else None  # the policy notes where the playout began
        while not rules.is_over(st) and steps < MAX_ROLLOUT:
            if done is not None and steps and done(st, start):
                assert hk.value is not None, "a policy that stops playouts (rollout_done) scores them (value)"
                v = hk.value(rules, st, seat)
                return v, v
            s = rules.to_act(st)
            if s is None:
                break
            legal = rules.legal_actions(st, s)
            if not legal:
                break
            moves = pol.candidates(legal) if pol is not None else plays(legal)
            if len(moves) == 1:
                a = moves[0]
            elif pol is None or rng.random() < epsilon:
                a = rng.choice(light_sense(st.game, moves, st))
            else:
                o = pol.Obs(st, s)
                o.reasons = False
                if full:
                    o.tries = full  # (a policy's HARD["full_playouts"]: effects tried as Normal tries them)
                a = pol.best(o, moves).action
            rules.apply(st, a)
            steps += 1
            if steps % 64 == 0 and cancelled():
                raise Cancelled
            # (a full playout's step may cost milliseconds: its clock is read at every step, a quick one's at 16)
            if cutoff is not None and (full or steps % 16 == 0) and self.clock() > cutoff:
                raise _Overrun
        if not rules.is_over(st) and hk.value is not None:
            v = hk.value(rules, st, seat)
            return v, v
        r = reward(rules, st, seat)
        return r, 1.0 if r >= 1.0 else 0.0


class _Overrun(Exception):
    """A playout ran past the budget: it is dropped and the search answers."""


@dataclass
class _Result:
    arms: list[Arm]
    best: Any                 # the answer's Arm
    direct: Choice | None     # answered without a search (one move, a clear best, no sampler)


def _select(arms: list[Arm], explore: float) -> Arm:
    for arm in arms:  # every root move once first
        if arm.visits == 0:
            return arm
    log_t = math.log(sum(a.visits for a in arms))
    return max(arms, key=lambda a: a.total / a.visits + explore * math.sqrt(log_t / a.visits))


def _race(live: list[Arm], rewards: dict[int, list[float]], z: float) -> list[Arm]:
    """The root moves still in the race: those that do not trail the leader by more than ``z`` standard
    errors of their round-by-round (paired) difference."""
    lead = max(live, key=lambda a: a.total / a.visits)
    lr = rewards[id(lead)]
    out = []
    for arm in live:
        if arm is lead:
            out.append(arm)
            continue
        diff = [x - y for x, y in zip(lr, rewards[id(arm)])]
        k = len(diff)
        mean = sum(diff) / k
        var = sum((d - mean) ** 2 for d in diff) / max(1, k - 1)
        if var > 0.0 and mean <= z * math.sqrt(var / k):  # (no spread: it fares as the leader or worse)
            out.append(arm)
    return out


def _beats(rs: list[float], base: list[float], margin: float, z: float) -> bool:
    """``rs`` beats ``base`` round by round (paired): by ``margin`` on average and by more than ``t_level(z, k−1)``
    standard errors of the difference, over at least MIN_TRUST rounds.

    With three to eight rounds the spread itself is a guess, and the plain ``z`` passes a move that fares no
    better far more often than its level says: Student's t with k−1 degrees of freedom is the test for so few."""
    diff = [x - y for x, y in zip(rs, base)]
    k = len(diff)
    if k < MIN_TRUST:
        return False
    mean = sum(diff) / k
    var = sum((d - mean) ** 2 for d in diff) / (k - 1)
    return mean >= margin and mean > t_level(z, k - 1) * math.sqrt(var / k)


def t_level(z: float, df: int) -> float:
    """Student's t with ``df`` degrees of freedom at the one-sided level of the normal ``z`` (the Cornish–Fisher
    expansion to the third term: within 5 % of the table from 3 degrees of freedom on)."""
    z3, z5, z7 = z ** 3, z ** 5, z ** 7
    return (z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2)
            + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3))


def _settled(arms: list[Arm], left: float) -> bool:
    """The most visited move stays the most visited whatever the ``left`` playouts do."""
    vs = sorted((a.visits for a in arms), reverse=True)
    return vs[0] - vs[1] > left


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


def analyse(rules, view, legal, budget, rng, cancel=None, iterations=None, top: int = 3) -> list[Analysis]:
    """``HardBot().analyse(…)``: the ``top`` root moves with win estimates, playouts and reasons (hints)."""
    return HardBot().analyse(rules, view, legal, budget, rng, cancel=cancel, iterations=iterations, top=top)
