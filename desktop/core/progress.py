"""No game can hang: a guard that sees a game go round in circles (the same table again and again).

Fed the state hash after every move that no person made (bot moves; every move of a headless game), it
says "stuck" when one table has come back ``limit`` times, or when ``idle`` moves in a row each led to a
table seen before — a legal game always moves on (cards change places, rounds advance), so either means
the players are repeating themselves (e.g. pause and resume for ever).  A person's move starts afresh.
The controller stops such a game with a message; ``simulate`` counts it as a failure.
"""

from __future__ import annotations

from collections import Counter

REPEAT_LIMIT = 3   # the same table this many times …
IDLE_LIMIT = 30    # … or this many moves in a row to tables seen before


class RepetitionGuard:
    def __init__(self, limit: int = REPEAT_LIMIT, idle: int = IDLE_LIMIT) -> None:
        self.limit = limit
        self.idle_limit = idle
        self.counts: Counter[str] = Counter()
        self.idle = 0
        self.worst = 0  # how many times the most repeated table came back

    def reset(self) -> None:
        self.counts.clear()
        self.idle = 0
        self.worst = 0

    def step(self, state_hash: str) -> bool:
        """Count the table reached by a move; True when the game is stuck."""
        n = self.counts[state_hash] = self.counts[state_hash] + 1
        self.idle = self.idle + 1 if n > 1 else 0
        self.worst = max(self.worst, n)
        return n >= self.limit or self.idle >= self.idle_limit
