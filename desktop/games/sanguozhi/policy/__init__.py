"""三国智 bot rules of thumb (the Normal level, Easy's pruning, Hard's playout stop and position value)."""

from .normal import (CLEAR, HARD, Obs, Scored, best, candidates, equivalence_key, light_sense, rollout_done,  # noqa: F401
                     search_worthy,
                     score_actions, value)
