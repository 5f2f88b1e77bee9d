"""A full 劇牌 state consistent with one seat's view: the hidden cards dealt at random (for search bots).

The view hides card ids (``None`` slots) and a few fields of ``data`` (the other
duelist's committed card and weapon source).  ``determinize`` deals the view's
``unknown`` cards into the ``None`` slots uniformly at random, except where the
view itself pins a card down:

* identity cards (``data["roles"]``) that are unknown lie face down in an
  identity slot (paused or withdrawn players) — they go to the ``None`` identity
  slots first;
* undrawn props (advanced, §7.7) are public and lie in the draw pile — they go
  to the draw pile's ``None`` slots first.

``data["pending"]`` gets its committed cards back from the play zones; a hidden
weapon source is sampled from the sources that seat has in the sampled state.
The sampled state gets a fresh Rng seeded from ``rng``, so that future shuffles
are unknown to the searcher too.  Nothing here reads anything but the view.
"""

from __future__ import annotations

from ...core import cards
from ...core.rng import Rng
from ...core.state import GameState, PlayerView, copy_data
from ...core.zones import HIDDEN, OWNER, PUBLIC, Zone
from .table import t, tier_capacity, z


def _seed(rng) -> int:
    """64 random bits from a ``random.Random`` or a core ``Rng``."""
    if hasattr(rng, "getrandbits"):
        return rng.getrandbits(64)
    return rng.next64()


def _shuffle(cards: list[str], rng) -> None:
    if hasattr(rng, "shuffle") and not isinstance(rng, Rng):
        rng.shuffle(cards)
    else:
        Rng(_seed(rng)).shuffle(cards)


def determinize(rules, view: PlayerView, rng) -> GameState:
    """A GameState whose view for ``view.seat`` equals ``view`` (hidden cards sampled with ``rng``)."""
    pool = list(view.unknown)  # sorted by the rules, so the sample depends on rng alone
    _shuffle(pool, rng)
    holes: dict[str, list[int]] = {}
    zones: dict[str, Zone] = {}
    for zid, vz in view.zones.items():
        zc = Zone(vz.id, vz.owner, vz.visibility, vz.capacity, list(vz.cards), dict(vz.overrides))
        zones[zid] = zc
        idx = [k for k, c in enumerate(zc.cards) if c is None]
        if idx:
            holes[zid] = idx
    n_holes = sum(len(v) for v in holes.values())
    if n_holes != len(pool):
        raise ValueError(f"view has {n_holes} hidden slots but {len(pool)} unknown cards")

    # Pinned cards first: unknown identity cards to hidden identity slots, undrawn props to the draw pile.
    taken: set[str] = set()

    def fill(zid: str, wanted: list[str]) -> None:
        slots = holes.get(zid, [])
        while slots and wanted:
            card = wanted.pop()
            zones[zid].cards[slots.pop()] = card
            taken.add(card)

    roles = view.data.get("roles") or {}
    unknown_ids = [c for c in pool if c in roles]
    for s in range(len(view.seats)):
        if unknown_ids:
            fill(z(s, "identity"), unknown_ids)
    props = view.data.get("props") or []
    drawn: set[str] = set()
    for p in view.data.get("players", []):
        drawn.update(p.get("props_drawn") or [])
    undrawn = [c for c in pool if c in props and c not in drawn and c not in taken]
    if undrawn and t("draw") in zones:
        fill(t("draw"), undrawn)
    rest = [c for c in pool if c not in taken]
    free: list[tuple[str, int]] = []  # slots dealt without a pin: they may swap cards
    for zid in sorted(holes):
        for k in holes[zid]:
            zones[zid].cards[k] = rest.pop()
            free.append((zid, k))
        zc = zones[zid]
        if zc.visibility == PUBLIC:  # a face-down card in a face-up zone carried an override the view dropped
            vis = HIDDEN if zc.owner is None or zid.endswith(".identity") else OWNER
            for k in view_holes(view, zid):
                zc.overrides[zc.cards[k]] = vis

    _respect_uses(view, zones, free, rng)
    st = GameState(view.game, copy_data(view.seats), copy_data(view.options), zones, Rng(_seed(rng)),
                   copy_data(view.data))
    st.reindex()
    # The view tells each hidden hand-card bonus only as an amount and its holder (§1.1):
    # put each amount on one of that holder's sampled hand cards.
    public = st.data.pop("hand_bonuses", None) or {}
    for seat_key, amounts in sorted(public.items()):
        hand_cards = [c for c in st.zones[z(int(seat_key), "hand")].cards if c not in st.data["bonus"]]
        known = [b for c, b in st.data["bonus"].items() if c in st.zones[z(int(seat_key), "hand")].cards]
        for amount in amounts:
            if amount in [sum(b.values()) for b in known]:
                known.remove(next(b for b in known if sum(b.values()) == amount))
                continue
            if hand_cards:
                card = hand_cards.pop(rng.randrange(len(hand_cards)))
                st.data["bonus"][card] = {"prop": amount}

    pend = st.data.get("pending")
    if pend is not None and pend.get("kind") not in (None, "yield"):
        a, b = pend.get("actor"), pend.get("target")
        if "card_a" not in pend:
            play = st.zones[z(a, "play")].cards
            pend["card_a"] = play[0] if play else None
        if "src_a" not in pend:
            pend["src_a"] = _sample_source(rules, st, a, pend, rng, actor=True)
        if "card_b" not in pend:
            play = st.zones[z(b, "play")].cards
            pend["card_b"] = play[0] if play else None
        if "src_b" not in pend:
            pend["src_b"] = _sample_source(rules, st, b, pend, rng, actor=False) if pend["card_b"] else "none"
    return st


def _respect_uses(view: PlayerView, zones: dict[str, Zone], free: list[tuple[str, int]], rng) -> None:
    """A hidden quality card must leave room for the public use count (§5.1, §5.2): capacity > uses."""
    o = view.options

    def cap(card: str) -> int:
        return tier_capacity(cards.value(card, o["small_joker_value"], o["big_joker_value"], o["blank_value"]))
    free_set = set(free)
    for s, p in enumerate(view.data.get("players", [])):
        uses = p.get("uses", 0)
        qz = z(s, "quality")
        if not uses or qz not in zones or not zones[qz].cards or (qz, 0) not in free_set:
            continue
        card = zones[qz].cards[0]
        if cap(card) > uses:
            continue
        fits = [(zid, k) for zid, k in free if zid != qz and cap(zones[zid].cards[k]) > uses
                and not (zid.endswith(".quality") and view.data["players"][int(zid[1:zid.index(".")]) - 1].get("uses"))]
        if not fits:
            continue
        zid, k = fits[_seed(rng) % len(fits)]
        zones[qz].cards[0], zones[zid].cards[k] = zones[zid].cards[k], card


def view_holes(view: PlayerView, zid: str) -> list[int]:
    return [k for k, c in enumerate(view.zones[zid].cards) if c is None]


def _sample_source(rules, st: GameState, s: int, pend: dict, rng, actor: bool) -> str:
    """A weapon source the hidden duelist may have committed (§3.4 step 1; §4 says where one is allowed)."""
    kind = pend.get("kind")
    final_force = st.data.get("final") and st.options.get("final_round_force_equipment")
    if kind == "defense":
        defends = (st.options["defense_mode"] == "actor_defends") == actor
        if not defends:
            return "none"
        mandatory = True
    elif kind == "attack" or (kind == "discard_same" and actor):
        mandatory = bool(final_force)
    else:
        return "none"
    srcs = rules.weapon_sources(st, s)
    if not srcs:
        return "none"
    if mandatory:
        return srcs[_seed(rng) % len(srcs)]
    # An attacker usually brings its weapon: 3 in 4 samples use one.
    if _seed(rng) % 4 == 0:
        return "none"
    return srcs[_seed(rng) % len(srcs)]
