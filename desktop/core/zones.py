"""Zones: ordered lists of card ids with an owner, a visibility and a capacity.

A zone's list is ordered bottom first: ``cards[-1]`` is the top card (the one
drawn next from a pile).  Visibility says who may see its cards:

* ``public``  — everyone (discard pile, collected piles, revealed cards);
* ``owner``   — only the owning seat (hands, face-down equipment);
* ``hidden``  — nobody (draw pile, round pile).

``overrides`` sets one card's visibility against the zone's, e.g. a quality card
revealed on use (``public``) or a face-down card in a public slot (``owner``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

PUBLIC = "public"
OWNER = "owner"
HIDDEN = "hidden"
VISIBILITIES = (PUBLIC, OWNER, HIDDEN)


@dataclass(slots=True)
class Zone:
    id: str
    owner: int | None = None
    visibility: str = PUBLIC
    capacity: int | None = None
    cards: list[str] = field(default_factory=list)
    overrides: dict[str, str] = field(default_factory=dict)

    def visibility_of(self, card: str) -> str:
        return self.overrides.get(card, self.visibility)

    def visible_to(self, card: str, seat: int | None) -> bool:
        vis = self.overrides.get(card, self.visibility)
        return vis == PUBLIC or (vis == OWNER and seat is not None and seat == self.owner)

    def is_face_up(self, card: str) -> bool:
        return self.overrides.get(card, self.visibility) == PUBLIC

    @property
    def top(self) -> str | None:
        return self.cards[-1] if self.cards else None

    def __len__(self) -> int:
        return len(self.cards)

    def clone(self) -> "Zone":
        return Zone(self.id, self.owner, self.visibility, self.capacity, self.cards[:], dict(self.overrides))

    def to_dict(self) -> dict:
        d: dict = {"id": self.id, "owner": self.owner, "visibility": self.visibility,
                   "capacity": self.capacity, "cards": list(self.cards)}
        if self.overrides:
            d["overrides"] = dict(sorted(self.overrides.items()))
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Zone":
        return cls(d["id"], d.get("owner"), d.get("visibility", PUBLIC), d.get("capacity"),
                   list(d.get("cards", [])), dict(d.get("overrides", {})))


# -- zone ids ---------------------------------------------------------------------
# Every game names a seat's zones "P<n>.<name>" (n = seat + 1) and the shared ones "table.<name>".
# These are the one formatter and the one parser (games keep lookup tables on top for speed).

def seat_label(seat: int) -> str:
    """``seat_label(0)`` → ``"P1"``: how a seat is named in zone ids, card ids and refusals."""
    return f"P{seat + 1}"


def zone_id(seat: int | None, name: str) -> str:
    """``zone_id(0, "hand")`` → ``"P1.hand"``; ``zone_id(None, "draw")`` → ``"table.draw"``."""
    return f"table.{name}" if seat is None else f"P{seat + 1}.{name}"


def parse_seat_label(text: object) -> int | None:
    """``"P3"`` → 2; None for anything that is not a seat label."""
    if isinstance(text, str) and len(text) > 1 and text[0] == "P" and text[1:].isascii() and text[1:].isdigit():
        n = int(text[1:])
        return n - 1 if n >= 1 else None
    return None


def parse_zone_id(zid: object) -> tuple[int | None, str] | None:
    """``"P1.hand"`` → (0, "hand"); ``"table.draw"`` → (None, "draw"); None if ``zid`` is not a zone id."""
    if not isinstance(zid, str):
        return None
    head, dot, name = zid.partition(".")
    if not dot or not name:
        return None
    if head == "table":
        return None, name
    seat = parse_seat_label(head)
    return None if seat is None else (seat, name)
