"""Table layouts: where each zone lies, per game, seat count and viewing seat.

A layout is data: per-seat panel rows of slots and the centre's slots (zone
suffix, style, width in cards, label).  ``table_layout`` places the panels
around the centre (viewer at the bottom, the others clockwise) and returns
scene rectangles; zones the state does not have are left out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF

from ..core.errors import QT_TRANSLATE_NOOP

CW, CH = 72.0, 100.0            # card size in scene units
GAP = 10.0                      # between slots
LABEL_H = 17.0                  # zone label band above a slot
HEADER_H = 26.0                 # seat name band
PANEL_GAP = 18.0
SLOT_W = CW + GAP

# Zone labels (Terms context: game vocabulary, translated apart from the UI).
LABELS = {
    "identity": QT_TRANSLATE_NOOP("Terms", "Identity"),
    "hand": QT_TRANSLATE_NOOP("Terms", "Hand (intent)"),
    "sandbox.hand": QT_TRANSLATE_NOOP("Terms", "Hand"),
    "quality": QT_TRANSLATE_NOOP("Terms", "Quality"),
    "weapon": QT_TRANSLATE_NOOP("Terms", "Weapon"),
    "collected": QT_TRANSLATE_NOOP("Terms", "Collected"),
    "play": QT_TRANSLATE_NOOP("Terms", "Play"),
    "trigger": QT_TRANSLATE_NOOP("Terms", "Trigger"),
    "risk": QT_TRANSLATE_NOOP("Terms", "Risk"),
    "benefit": QT_TRANSLATE_NOOP("Terms", "Benefit"),
    "effect": QT_TRANSLATE_NOOP("Terms", "Effect"),
    "strategy": QT_TRANSLATE_NOOP("Terms", "Strategy"),
    "temp": QT_TRANSLATE_NOOP("Terms", "Time-limited"),
    "draw": QT_TRANSLATE_NOOP("Terms", "Draw pile"),
    "discard": QT_TRANSLATE_NOOP("Terms", "Discard pile"),
    "rounds": QT_TRANSLATE_NOOP("Terms", "Round pile"),
    "round_card": QT_TRANSLATE_NOOP("Terms", "Round card"),
    "props": QT_TRANSLATE_NOOP("Terms", "Props"),
    "out": QT_TRANSLATE_NOOP("Terms", "Out of game"),
    "stock": QT_TRANSLATE_NOOP("Terms", "Stock"),
    "area": QT_TRANSLATE_NOOP("Terms", "Table area"),
    "spot1": QT_TRANSLATE_NOOP("Terms", "Spot 1"),
    "spot2": QT_TRANSLATE_NOOP("Terms", "Spot 2"),
    "spot3": QT_TRANSLATE_NOOP("Terms", "Spot 3"),
    "spot4": QT_TRANSLATE_NOOP("Terms", "Spot 4"),
}


@dataclass
class SlotSpec:
    key: str            # zone suffix: "hand" for "P1.hand", "draw" for "table.draw"
    x: float            # in slot units from the panel's left
    row: int
    width: float = 1.0  # in cards
    style: str = "single"  # single | stack | fan | row
    label: str | None = None   # instead of LABELS[key]
    show_label: bool = True    # False: no label band (a slot tucked behind another)


# 劇牌 basic (§1.1): quality left and weapon right of the identity, collected pile and play area beside.
JUPAI_BASIC = [
    SlotSpec("quality", 0, 0), SlotSpec("identity", 1, 0), SlotSpec("weapon", 2, 0),
    SlotSpec("play", 3.25, 0), SlotSpec("collected", 4.5, 0, 2.4, "row"),
    SlotSpec("hand", 0, 1, 7.0, "fan"),
]
# Advanced (§1.1): risk left and benefit right of the identity, the trigger tucked behind the identity (its edge
# shows on the right), the effect beside the equipment; strategy and time-limited card beside the hand.
JUPAI_ADVANCED = [
    SlotSpec("effect", 0, 0), SlotSpec("quality", 1, 0), SlotSpec("risk", 2, 0),
    SlotSpec("trigger", 3.3, 0, show_label=False),
    SlotSpec("identity", 3, 0, label=QT_TRANSLATE_NOOP("Terms", "Identity · trigger")),
    SlotSpec("benefit", 4.4, 0), SlotSpec("weapon", 5.4, 0), SlotSpec("play", 6.65, 0),
    SlotSpec("collected", 7.9, 0, 2.4, "row"),
    SlotSpec("hand", 0, 1, 6.6, "fan"), SlotSpec("strategy", 6.9, 1), SlotSpec("temp", 7.9, 1),
]
JUPAI_CENTRE = [
    SlotSpec("rounds", 0, 0, 1, "stack"), SlotSpec("round_card", 1, 0),
    SlotSpec("draw", 2.3, 0, 1, "stack"), SlotSpec("discard", 3.3, 0, 1.6, "stack"),
    SlotSpec("props", 0, 1, 2.6, "row"), SlotSpec("out", 3.3, 1, 1, "stack"),
]
SANDBOX_SEAT = [SlotSpec("area", 0, 0, 6.2, "row"), SlotSpec("hand", 0, 1, 6.2, "fan")]
SANDBOX_CENTRE = [
    SlotSpec("stock", 0, 0, 1, "stack"), SlotSpec("discard", 1, 0, 1, "stack"),
    SlotSpec("spot1", 2.2, 0, 1, "stack"), SlotSpec("spot2", 3.2, 0, 1, "stack"),
    SlotSpec("spot3", 2.2, 1, 1, "stack"), SlotSpec("spot4", 3.2, 1, 1, "stack"),
]


@dataclass
class Placed:
    zone: str
    key: str
    seat: int | None
    rect: QRectF
    style: str
    label: str
    show_label: bool = True


@dataclass
class TableLayout:
    size: tuple[float, float]
    zones: dict[str, Placed] = field(default_factory=dict)
    panels: dict[int, QRectF] = field(default_factory=dict)   # seat → panel rect
    centre: QRectF = field(default_factory=QRectF)
    game: str = ""


def _specs(game: str, zone_ids) -> tuple[list[SlotSpec], list[SlotSpec]]:
    if game == "sandbox":
        return SANDBOX_SEAT, SANDBOX_CENTRE
    advanced = any(z.endswith(".risk") or z.endswith(".effect") for z in zone_ids)
    return (JUPAI_ADVANCED if advanced else JUPAI_BASIC), JUPAI_CENTRE


def _block_size(specs: list[SlotSpec]) -> tuple[float, float]:
    w = max(s.x + s.width for s in specs) * SLOT_W - GAP
    rows = max(s.row for s in specs) + 1
    return w, rows * (LABEL_H + CH + GAP)


def seat_positions(n: int) -> list[str]:
    """Panel places by distance clockwise from the viewer (who sits at the bottom)."""
    return {
        1: ["bottom"], 2: ["bottom", "top0"], 3: ["bottom", "top0", "top1"],
        4: ["bottom", "left", "top0", "right"], 5: ["bottom", "left", "top0", "top1", "right"],
        6: ["bottom", "left", "top0", "top1", "top2", "right"],
    }.get(n, ["bottom"] + [f"top{k}" for k in range(n - 1)])


def table_layout(game: str, zone_ids: list[str], nseats: int, viewer: int = 0) -> TableLayout:
    seat_specs, centre_specs = _specs(game, zone_ids)
    have = set(zone_ids)
    bw, bh = _block_size(seat_specs)
    pw, ph = bw + 2 * GAP, bh + HEADER_H + GAP
    cw, ch = _block_size(centre_specs)
    cw += 2 * GAP
    places = seat_positions(nseats)
    tops = sorted({p for p in places if p.startswith("top")})
    sides = "left" in places
    ntop = len(tops)
    width = max(ntop * pw + (ntop + 1) * PANEL_GAP,
                (2 * pw + cw + 4 * PANEL_GAP) if sides else (max(pw, cw) + 2 * PANEL_GAP))
    centre_h = max(ch, ph if sides else ch)
    height = 2 * ph + centre_h + 4 * PANEL_GAP if ntop else ph + ch + 3 * PANEL_GAP
    lay = TableLayout((width, height), game=game)
    # centre
    cy = (PANEL_GAP * 2 + ph) if ntop else PANEL_GAP
    cx = (width - cw) / 2
    lay.centre = QRectF(cx, cy + (centre_h - ch) / 2, cw, ch)
    _place(lay, centre_specs, "table", None, lay.centre.x() + GAP, lay.centre.y(), have)
    # seats
    for seat in range(nseats):
        pos = places[(seat - viewer) % nseats]
        if pos == "bottom":
            x, y = (width - pw) / 2, height - ph - PANEL_GAP
        elif pos == "left":
            x, y = PANEL_GAP, PANEL_GAP * 2 + ph + (centre_h - ph) / 2
        elif pos == "right":
            x, y = width - pw - PANEL_GAP, PANEL_GAP * 2 + ph + (centre_h - ph) / 2
        else:
            k = int(pos[3:])
            row_w = ntop * pw + (ntop - 1) * PANEL_GAP
            x, y = (width - row_w) / 2 + k * (pw + PANEL_GAP), PANEL_GAP
        lay.panels[seat] = QRectF(x, y, pw, ph)
        _place(lay, seat_specs, f"P{seat + 1}", seat, x + GAP, y + HEADER_H, have)
    return lay


def _place(lay: TableLayout, specs, prefix: str, seat, x0: float, y0: float, have: set) -> None:
    for s in specs:
        zid = f"{prefix}.{s.key}"
        if zid not in have:
            continue
        rect = QRectF(x0 + s.x * SLOT_W, y0 + s.row * (LABEL_H + CH + GAP) + LABEL_H,
                      s.width * SLOT_W - GAP if s.width != 1 else CW, CH)
        label = s.label or LABELS.get(f"{lay.game}.{s.key}") or LABELS.get(s.key, s.key)
        lay.zones[zid] = Placed(zid, s.key, seat, rect, s.style, label, s.show_label)


def card_positions(style: str, rect: QRectF, n: int, hovered_gap: bool = False) -> list[tuple[float, float]]:
    """Top-left corners of ``n`` cards laid in ``rect`` (bottom card first)."""
    if n <= 0:
        return []
    x0, y0 = rect.x(), rect.y()
    if style in ("fan", "row"):
        room = rect.width() - CW
        ideal = CW * (0.62 if style == "fan" else 0.42)
        step = min(ideal, room / (n - 1)) if n > 1 else 0
        used = step * (n - 1) + CW
        start = x0 + (rect.width() - used) / 2 if style == "fan" else x0
        return [(start + i * step, y0) for i in range(n)]
    if style == "stack":
        # A pile: the top few cards show a thin edge; spread discard piles a little.
        wide = rect.width() > CW + 1
        out = []
        for i in range(n):
            depth = n - 1 - i  # 0 for the top card
            if wide:
                k = min(depth, 4)
                out.append((x0 + max(0.0, (4 - k)) * (rect.width() - CW) / 4, y0))
            else:
                d = min(depth, 6) * 0.7
                out.append((x0 + 3 - d, y0 + 3 - d))
        return out
    # single slot: several cards (rare) overlap a little
    return [(x0 + i * 6, y0 + i * 4) for i in range(n)]
