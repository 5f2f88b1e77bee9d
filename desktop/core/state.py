"""The game state as plain data: seats, zones, options, seeded RNG, game data.

``data`` holds the rule set's own bookkeeping (round number, whose turn, pending
commitments …) as JSON-compatible values only, so that every state serialises
to JSON and back without loss and hashes the same way on every machine.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from .events import CardMoved
from .rng import Rng
from .zones import HIDDEN, OWNER, PUBLIC, Zone


def copy_data(obj):
    """Deep copy of JSON-compatible data (much faster than ``copy.deepcopy``)."""
    if isinstance(obj, dict):
        return {k: copy_data(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [copy_data(v) for v in obj]
    return obj


@dataclass(slots=True)
class GameState:
    game: str
    seats: list[dict]
    options: dict
    zones: dict[str, Zone]
    rng: Rng
    data: dict = field(default_factory=dict)
    # Derived: card id -> zone id.  Rebuilt on load, kept up to date by move().
    where: dict[str, str] = field(default_factory=dict)
    # Derived: bumped on every change; keys caches such as legal-action lists.
    version: int = 0
    cache: dict = field(default_factory=dict)

    # -- construction -------------------------------------------------------
    def add_zone(self, zone: Zone) -> Zone:
        self.zones[zone.id] = zone
        for c in zone.cards:
            self.where[c] = zone.id
        return zone

    def reindex(self) -> None:
        self.where = {c: z.id for z in self.zones.values() for c in z.cards}

    # -- card movement ------------------------------------------------------
    def zone_of(self, card: str) -> Zone:
        return self.zones[self.where[card]]

    def move(self, card: str, dst: str, index: int | None = None, vis: str | None = None) -> CardMoved:
        """Move ``card`` onto ``dst`` (top, or at ``index``); ``vis`` overrides its visibility there."""
        src = self.zones[self.where[card]]
        src.cards.remove(card)
        src.overrides.pop(card, None)
        z = self.zones[dst]
        if index is None:
            z.cards.append(card)
        else:
            z.cards.insert(index, card)
        if vis is not None and vis != z.visibility:
            z.overrides[card] = vis
        self.where[card] = dst
        return CardMoved(card, src.id, dst, z.is_face_up(card))

    def set_vis(self, card: str, vis: str) -> None:
        z = self.zones[self.where[card]]
        if vis == z.visibility:
            z.overrides.pop(card, None)
        else:
            z.overrides[card] = vis

    def shuffle(self, zone_id: str) -> None:
        z = self.zones[zone_id]
        self.rng.shuffle(z.cards)
        z.overrides.clear()

    # -- copies and serialisation --------------------------------------------
    def clone(self) -> "GameState":
        return GameState(self.game, copy_data(self.seats), copy_data(self.options),
                         {k: z.clone() for k, z in self.zones.items()}, self.rng.clone(),
                         copy_data(self.data), dict(self.where), self.version, {})

    def to_dict(self) -> dict:
        return {"game": self.game, "seats": copy_data(self.seats), "options": copy_data(self.options),
                "zones": [z.to_dict() for z in self.zones.values()], "rng": self.rng.to_dict(),
                "data": copy_data(self.data)}

    @classmethod
    def from_dict(cls, d: dict) -> "GameState":
        zones = {}
        for zd in d["zones"]:
            z = Zone.from_dict(zd)
            zones[z.id] = z
        st = cls(d["game"], list(d["seats"]), dict(d["options"]), zones, Rng.from_dict(d["rng"]), dict(d["data"]))
        st.reindex()
        return st

    def canonical_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False, separators=(",", ":"))

    def hash(self) -> str:
        return hashlib.sha256(self.canonical_json().encode("utf-8")).hexdigest()

    # -- views ---------------------------------------------------------------
    def zones_for(self, seat: int | None) -> dict[str, Zone]:
        """Copies of the zones in which every card ``seat`` may not see is ``None``."""
        out = {}
        for zid, z in self.zones.items():
            if z.visibility == PUBLIC and not z.overrides:
                out[zid] = z.clone()
                continue
            cards: list = [c if z.visible_to(c, seat) else None for c in z.cards]  # None: a card the seat cannot see
            over = {c: v for c, v in z.overrides.items() if z.visible_to(c, seat)}
            out[zid] = Zone(z.id, z.owner, z.visibility, z.capacity, cards, over)
        return out


@dataclass(slots=True)
class PlayerView:
    """What one seat may know: hidden cards are ``None`` (unknown), not flagged.

    ``data`` is the rule set's bookkeeping with anything secret removed.
    ``unknown`` lists every card id this seat cannot place (the pool a bot
    samples hidden cards from).
    """
    seat: int | None
    game: str
    seats: list[dict]
    options: dict
    zones: dict[str, Zone]
    data: dict
    unknown: list[str]


__all__ = ["GameState", "PlayerView", "copy_data", "PUBLIC", "OWNER", "HIDDEN"]
