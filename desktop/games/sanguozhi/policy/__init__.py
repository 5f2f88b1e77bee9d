"""三国智 bot rules of thumb (the Normal level, Easy's pruning and manner, Hard's playout stop and position value)."""

from .normal import (CLEAR, HARD, Obs, Scored, best, candidates, easy_style, equivalence_key, light_sense,  # noqa: F401
                     hard_obs, judge, rollout_done,
                     search_worthy,
                     score_actions, value)
