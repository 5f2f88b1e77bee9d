"""The 三国智 game map as layout data (whitepaper §1.1.3) and its placement for 2 to 6 seats.

Each seat's map has three rows, as the whitepaper lays them, counted from the far row:

    墓地  主将  军师  副将 ×n  营地
    事件  谋略 ×m            阵型
    步兵兵权 弓兵兵权 骑兵兵权 谋士兵权 … 粮仓

The viewer's map sits at the bottom with the hand below it; opponents' maps are turned
round (rows and columns mirrored) as if seen across the table, their hands in the free
cells of the near row.  Slots opened or closed by effects (副将, 谋略, the lost 主将槽)
appear and disappear: ``signature`` changes and the scene rebuilds.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from ....core.zones import seat_label
from ....games.sanguozhi.zoneinfo import MAX_DEPUTIES, MAX_STRATEGIES
from ...layout import CH, CW, HEADER_H, Placed, TableLayout, seat_positions

PITCH = CW + 28          # column pitch: a 横置 card (CH wide) still fits between its neighbours
LABEL = 16.0             # label band above a slot
PEEK = 15.0              # the strip of an equipped 宝物 showing above its general
RGAP = 8.0               # between rows
PAD = 10.0               # panel padding
PANEL_GAP = 16.0

# Row 0/1/2 = far/middle/near row of §1.1.3; "end" = the last column, whatever the width.
ROW0 = [("graveyard", 0, "stack"), ("lord", 1, "single"), ("advisor", 2, "single")]   # + deputies, camp at end
ROW1 = [("event", 0, "stack")]                                                      # + strategies, formation at end
ROW2 = [("bq_infantry", 0, "stack"), ("bq_archer", 1, "stack"), ("bq_cavalry", 2, "stack"),
        ("bq_advisor", 3, "stack")]                                                 # granary at end
END = {0: ("camp", "stack"), 1: ("formation", "stack"), 2: ("granary", "granary")}
MIN_COLS = 7


def _row_h(row: int) -> float:
    return LABEL + (PEEK if row == 0 else 0) + CH + RGAP


def open_slots(view, seat: int) -> tuple[bool, list[int], list[int]]:
    """(主将槽 shown?, 副将 numbers shown, 谋略 numbers shown): open ones and occupied closed ones."""
    pl = (view.data.get("players") or [{}] * (seat + 1))[seat]
    z = view.zones
    p = seat_label(seat)
    lord = not pl.get("lord_lost") or bool(z.get(f"{p}.lord") and z[f"{p}.lord"].cards)
    dep = sorted({int(n[6:]) for n in pl.get("dep", [])} |
                 {k for k in range(1, MAX_DEPUTIES + 1) if z.get(f"{p}.deputy{k}") and z[f"{p}.deputy{k}"].cards})
    strat = sorted({int(n[8:]) for n in pl.get("strat", [])} |
                   {k for k in range(1, MAX_STRATEGIES + 1)
                    if z.get(f"{p}.strategy{k}") and z[f"{p}.strategy{k}"].cards})
    return lord, dep, strat


def combat_boxes(view, viewer: int | None) -> list[tuple[str, str]]:
    """Pseudo-zones of the centre: ("combat.N", …) per 战团, and ("combat.new.S", …) while the viewer declares attackers."""
    cb = view.data.get("combat") or {}
    out = [(f"combat.{k + 1}", "group") for k in range(len(cb.get("groups") or []))]
    decs = view.data.get("decisions") or []
    if decs and decs[0].get("type") == "attack" and decs[0].get("seat") == viewer and viewer is not None:
        players = view.data.get("players") or []
        for s in range(len(players)):
            if s != viewer and not players[s].get("out") and players[s].get("team") != players[viewer].get("team"):
                out.append((f"combat.new.{s}", "new"))
    return out


def signature(view, viewer: int | None) -> tuple:
    n = len(view.seats)
    slots = []
    for s in range(n):
        lord, dep, strat = open_slots(view, s)
        slots.append((lord, tuple(dep), tuple(strat)))
    return n, viewer, tuple(slots), tuple(combat_boxes(view, viewer))


def seat_grid(view, seat: int, ncols: int, with_hand: bool) -> list[tuple[str, int, int, float, str]]:
    """(zone suffix, row, column, width in columns, style) of one seat's map, unmirrored."""
    lord, dep, strat = open_slots(view, seat)
    out = []
    for key, col, style in ROW0:
        if key != "lord" or lord:
            out.append((key, 0, col, 1.0, style))
    for k in dep:
        out.append((f"deputy{k}", 0, 2 + k, 1.0, "single"))
    for key, col, style in ROW1:
        out.append((key, 1, col, 1.0, style))
    for k in strat:
        out.append((f"strategy{k}", 1, k, 1.0, "single"))
    for key, col, style in ROW2:
        out.append((key, 2, col, 1.0, style))
    for row, (key, style) in END.items():
        out.append((key, row, ncols - 1, 1.0, style))
    if with_hand:
        out.append(("hand", 3, 0, float(ncols), "fan"))
    else:
        out.append(("hand", 2, 4, float(ncols - 5), "fan"))
    return out


def columns(view) -> int:
    n = MIN_COLS
    for s in range(len(view.seats)):
        _lord, dep, strat = open_slots(view, s)
        n = max(n, 4 + (max(dep) if dep else 0), 2 + (max(strat) if strat else 0))
    return n


def panel_size(ncols: int, with_hand: bool) -> tuple[float, float]:
    w = ncols * PITCH - (PITCH - CW) + 2 * PAD
    h = HEADER_H + sum(_row_h(r) for r in range(3)) + (LABEL + CH + RGAP if with_hand else 0) + PAD / 2
    return w, h


def table_layout(view, viewer: int) -> TableLayout:
    """Scene rectangles of every shown zone (and the centre's chain area and 战团 boxes)."""
    n = len(view.seats)
    ncols = columns(view)
    places = seat_positions(n)
    pw, ph_me = panel_size(ncols, True)
    _, ph = panel_size(ncols, False)
    tops = sorted(p for p in places if p.startswith("top"))
    sides = "left" in places
    ntop = len(tops)
    boxes = combat_boxes(view, viewer)
    # centre: the chain (3 columns) and one box per 战团 / new 战团
    centre_cols = 3 + 1.5 * max(2, len(boxes))
    cw = centre_cols * PITCH + 2 * PAD
    ch = LABEL + CH + 2 * RGAP + 6
    if sides:
        cw = max(cw, 3.5 * PITCH)
    width = max(ntop * pw + (ntop + 1) * PANEL_GAP,
                (2 * pw + cw + 4 * PANEL_GAP) if sides else max(pw, cw) + 2 * PANEL_GAP)
    mid_h = max(ch, ph) if sides else ch
    height = PANEL_GAP + (ph + PANEL_GAP if ntop else 0) + mid_h + PANEL_GAP + ph_me + PANEL_GAP
    lay = TableLayout((width, height), game="sanguozhi")
    mid_y = PANEL_GAP + (ph + PANEL_GAP if ntop else 0)
    if sides:
        cx = (width - cw) / 2
        lay.centre = QRectF(cx, mid_y + (mid_h - ch) / 2, cw, ch)
    else:
        cx = (width - cw) / 2
        lay.centre = QRectF(cx, mid_y, cw, ch)
    _place_centre(lay, boxes)
    for seat in range(n):
        pos = places[(seat - viewer) % n]
        me = pos == "bottom"
        h = ph_me if me else ph
        if me:
            x, y = (width - pw) / 2, height - ph_me - PANEL_GAP
        elif pos == "left":
            x, y = PANEL_GAP, mid_y + (mid_h - ph) / 2
        elif pos == "right":
            x, y = width - pw - PANEL_GAP, mid_y + (mid_h - ph) / 2
        else:
            k = int(pos[3:])
            row_w = ntop * pw + (ntop - 1) * PANEL_GAP
            x, y = (width - row_w) / 2 + k * (pw + PANEL_GAP), PANEL_GAP
        lay.panels[seat] = QRectF(x, y, pw, h)
        _place_seat(lay, view, seat, x, y, ncols, me, mirrored=pos.startswith("top"))
    lay.signature = signature(view, viewer)
    return lay


def _place_centre(lay: TableLayout, boxes) -> None:
    c = lay.centre
    y = c.y() + LABEL + RGAP / 2
    lay.zones["table.chain"] = Placed("table.chain", "chain", None, QRectF(c.x() + PAD, y, 3 * PITCH - (PITCH - CW), CH),
                                      "row", "chain")
    x = c.x() + PAD + 3 * PITCH
    for zid, kind in boxes:
        lay.zones[zid] = Placed(zid, kind, None, QRectF(x, y, 1.5 * PITCH - (PITCH - CW) / 2, CH), "combat", zid)
        x += 1.5 * PITCH


def _place_seat(lay: TableLayout, view, seat: int, x0: float, y0: float, ncols: int, me: bool, mirrored: bool) -> None:
    rows = 4 if me else 3
    tops = []
    y = y0 + HEADER_H
    order = list(range(rows))
    if mirrored:
        order.reverse()
    for r in order:
        tops.append((r, y))
        y += _row_h(r) if r < 3 else LABEL + CH + RGAP
    top_of = dict(tops)
    p = seat_label(seat)
    for key, row, col, wcols, style in seat_grid(view, seat, ncols, me):
        if mirrored:
            col = ncols - col - wcols
        x = x0 + PAD + col * PITCH
        ytop = top_of[row] + LABEL + (PEEK if row == 0 else 0)
        w = CW if wcols == 1 else wcols * PITCH - (PITCH - CW)
        zid = f"{p}.{key}"
        # the hand's label (with its count) may write over its neighbour's strip
        lay.zones[zid] = Placed(zid, key, seat, QRectF(x, ytop, w, CH), style, zid, wide_label=key == "hand")
        if row == 0 and key in ("lord", "advisor") or key.startswith("deputy"):
            tz = f"{zid}.treasure"
            lay.zones[tz] = Placed(tz, "treasure", seat, QRectF(x, ytop - PEEK, CW, CH), "attached", tz)
