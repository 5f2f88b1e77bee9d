"""The game's seeded random number generator: SplitMix64, one integer of state.

Everything random in a game comes from here, so the same seed and the same
actions give the same state on every machine and Python version.  Scenario
files may force the outcome of the next shuffles instead.
"""

from __future__ import annotations

from contextlib import contextmanager

_MASK = (1 << 64) - 1
# Forced orders waiting for the next Rng that is made without any (``forcing``).
_PENDING: list[list[list[str]]] = []


@contextmanager
def forcing(shuffles: list[list[str]] | None):
    """The next ``Rng(seed)`` made inside this block takes ``shuffles`` as its forced orders.

    A scenario that starts from a fresh deal (``"setup": {"new_game": true}``, docs/scenarios.md) calls the
    game's own ``new_game(seats, options, seed)``, which makes its Rng from the seed; this is how the file's
    forced shuffles reach that Rng without every game's ``new_game`` taking them as an argument.
    """
    _PENDING[:] = [[list(f) for f in (shuffles or [])]]
    try:
        yield
    finally:
        _PENDING.clear()


class Rng:
    __slots__ = ("state", "forced")

    def __init__(self, seed: int = 0, forced: list[list[str]] | None = None) -> None:
        self.state = seed & _MASK
        if forced is None and _PENDING:
            forced = _PENDING.pop()
        # Orders that the next shuffles must produce (scenario files); each is
        # the resulting order top first.
        self.forced: list[list[str]] = [list(f) for f in (forced or [])]

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        return self.next64() % n

    def shuffle(self, cards: list[str]) -> None:
        """Shuffle in place (Fisher–Yates), or take the next forced order.

        A forced order lists cards top first: those cards come out on top in
        that order and the others stay below in their present order (so a
        scenario names only the cards it cares about).  Lists are stored with
        the top card last, hence the reverse.
        """
        if self.forced:
            order = self.forced.pop(0)
            rest = list(cards)
            for c in order:
                if c not in rest:
                    raise ValueError(f"forced shuffle names {c}, which is not in the pile")
                rest.remove(c)
            cards[:] = rest + list(reversed(order))
            return
        for i in range(len(cards) - 1, 0, -1):
            j = self.next64() % (i + 1)
            cards[i], cards[j] = cards[j], cards[i]

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def clone(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.state = self.state
        r.forced = [list(f) for f in self.forced]
        return r

    def to_dict(self) -> dict:
        d: dict = {"state": self.state}
        if self.forced:
            d["forced"] = [list(f) for f in self.forced]
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Rng":
        r = cls(0, d.get("forced") or [])
        r.state = int(d["state"]) & _MASK
        return r
