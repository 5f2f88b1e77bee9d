"""Table layouts: where each zone lies, for the slots a game's plug-in gives, the seat count and the viewer.

A layout is data: per-seat panel rows of slots and the centre's slots (zone
suffix, style, width in cards, label).  ``table_layout`` places the panels
around the centre (viewer at the bottom, the others clockwise) and returns
scene rectangles; zones the state does not have are left out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QRectF

from ..core.errors import QT_TRANSLATE_NOOP
from ..core.zones import seat_label

CW, CH = 72.0, 100.0            # card size in scene units
GAP = 10.0                      # between slots
LABEL_H = 17.0                  # zone label band above a slot
HEADER_H = 26.0                 # seat name band
PANEL_GAP = 18.0
SLOT_W = CW + GAP

# Generic zone labels (Terms context: game vocabulary, translated apart from the UI); a game's plug-in
# names its own zones (``LogNaming.zone_label``).
LABELS = {
    "hand": QT_TRANSLATE_NOOP("Terms", "Hand"),
    "play": QT_TRANSLATE_NOOP("Terms", "Play"),
    "draw": QT_TRANSLATE_NOOP("Terms", "Draw pile"),
    "discard": QT_TRANSLATE_NOOP("Terms", "Discard pile"),
    "stock": QT_TRANSLATE_NOOP("Terms", "Stock"),
    "out": QT_TRANSLATE_NOOP("Terms", "Out of game"),
}


@dataclass
class SlotSpec:
    key: str            # zone suffix: "hand" for "P1.hand", "draw" for "table.draw"
    x: float            # in slot units from the panel's left
    row: int
    width: float = 1.0  # in cards
    style: str = "single"  # single | stack | fan | row | spread
    label: str | None = None   # instead of LABELS[key]
    show_label: bool = True    # False: no label band (a slot tucked behind another)
    wide_label: bool = False   # the label may write over the neighbour's strip (a longer label)


@dataclass
class Placed:
    zone: str
    key: str
    seat: int | None
    rect: QRectF
    style: str
    label: str
    show_label: bool = True
    wide_label: bool = False   # a longer label than the slot: it may write over its neighbour's strip
    label_room: float = 0.0    # the free width for its label up to the next label on its right (0: not known)


@dataclass
class TableLayout:
    size: tuple[float, float]
    zones: dict[str, Placed] = field(default_factory=dict)
    panels: dict[int, QRectF] = field(default_factory=dict)   # seat → panel rect
    centre: QRectF = field(default_factory=QRectF)
    game: str = ""
    arrangement: str = "wide"   # "tall": four seats with the side seats in a row under the top one (see below)


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


def tall_is_better(aspect: float | None, wide: tuple[float, float], tall: tuple[float, float]) -> bool:
    """Whether the "tall" scene size shows its cards larger than the "wide" one in a view of ``aspect``
    (width / height; None: the view is not known yet, keep the wide table)."""
    if not aspect or aspect <= 0:
        return False
    def scale(size: tuple[float, float]) -> float:
        return min(aspect / size[0], 1.0 / size[1])
    return scale(tall) > scale(wide) * 1.02  # a clear gain only: no flipping back and forth at the edge


def table_layout(game: str, zone_ids: list[str], nseats: int, viewer: int, seat_specs: list[SlotSpec],
                 centre_specs: list[SlotSpec], label_of: Callable[[str], str] | None = None,
                 aspect: float | None = None) -> TableLayout:
    """Place ``seat_specs`` once per seat around ``centre_specs`` (the viewer at the bottom);
    ``label_of(key)`` gives a zone's English label (``Terms`` context).  With four seats in a view of
    ``aspect`` (width / height) that is not much wider than tall, the two side seats sit side by side under the
    top one and the centre in a row of its own above the viewer ("tall"): at 1024×768 the wide table left a
    third of the height empty and its cards were about 26 px wide."""
    label_of = label_of or (lambda key: LABELS.get(key, key))
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
    tall_size = (max(2 * pw + PANEL_GAP, cw) + 2 * PANEL_GAP, 3 * ph + ch + 5 * PANEL_GAP)
    tall = nseats == 4 and sides and ntop == 1 and tall_is_better(aspect, (width, height), tall_size)
    if tall:
        width, height = tall_size
    lay = TableLayout((width, height), game=game, arrangement="tall" if tall else "wide")
    # centre
    cy = (PANEL_GAP * 2 + ph) if ntop else PANEL_GAP
    cx = (width - cw) / 2
    if tall:
        lay.centre = QRectF(cx, PANEL_GAP * 3 + 2 * ph, cw, ch)
    else:
        lay.centre = QRectF(cx, cy + (centre_h - ch) / 2, cw, ch)
    _place(lay, centre_specs, "table", None, lay.centre.x() + GAP, lay.centre.y(), have, label_of)
    # seats
    for seat in range(nseats):
        pos = places[(seat - viewer) % nseats]
        if pos == "bottom":
            x, y = (width - pw) / 2, height - ph - PANEL_GAP
        elif tall and pos in ("left", "right"):
            x = width / 2 - PANEL_GAP / 2 - pw if pos == "left" else width / 2 + PANEL_GAP / 2
            y = PANEL_GAP * 2 + ph
        elif pos == "left":
            x, y = PANEL_GAP, PANEL_GAP * 2 + ph + (centre_h - ph) / 2
        elif pos == "right":
            x, y = width - pw - PANEL_GAP, PANEL_GAP * 2 + ph + (centre_h - ph) / 2
        else:
            k = int(pos[3:])
            row_w = ntop * pw + (ntop - 1) * PANEL_GAP
            x, y = (width - row_w) / 2 + k * (pw + PANEL_GAP), PANEL_GAP
        lay.panels[seat] = QRectF(x, y, pw, ph)
        _place(lay, seat_specs, seat_label(seat), seat, x + GAP, y + HEADER_H, have, label_of)
    return lay


def _place(lay: TableLayout, specs, prefix: str, seat, x0: float, y0: float, have: set,
           label_of: Callable[[str], str]) -> None:
    for s in specs:
        zid = f"{prefix}.{s.key}"
        if zid not in have:
            continue
        rect = QRectF(x0 + s.x * SLOT_W, y0 + s.row * (LABEL_H + CH + GAP) + LABEL_H,
                      s.width * SLOT_W - GAP if s.width != 1 else CW, CH)
        label = s.label or label_of(s.key)
        lay.zones[zid] = Placed(zid, s.key, seat, rect, s.style, label, s.show_label, s.wide_label or s.label is not None)


def card_positions(style: str, rect: QRectF, n: int, hovered_gap: bool = False) -> list[tuple[float, float]]:
    """Top-left corners of ``n`` cards laid in ``rect`` (bottom card first)."""
    if n <= 0:
        return []
    x0, y0 = rect.x(), rect.y()
    if style in ("fan", "row", "spread"):
        # "spread": a hand whose cards show their whole face while there is room (a 三国智 card's name and
        # text run across it), overlapping only when the row is full
        room = rect.width() - CW
        ideal = CW * {"fan": 0.62, "row": 0.42, "spread": 1.06}[style]
        step = min(ideal, room / (n - 1)) if n > 1 else 0
        used = step * (n - 1) + CW
        start = x0 + (rect.width() - used) / 2 if style in ("fan", "spread") else x0
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
