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
from ...layout import CH, CW, HEADER_H, Placed, TableLayout, seat_positions, tall_is_better

GW = CH                  # a 将领槽 is as wide as a card is tall: a 横置 general (turned 90°) stays inside it
GAP = 10.0               # between slots in a row
BQ_W = CW + 38           # a 兵权槽 with two seats: its label "Infantry command · 3" needs the room at 11 px
PITCH = GW + GAP         # column pitch of the three-row map (3+ seats)
SEP = 22.0               # between the two halves of a long row (two seats)
LABEL = 18.0             # label band above a slot (the label at 12.5 px, never below 11 px: scene units at scale 1)
PEEK = 15.0              # the strip of an equipped 宝物 showing above its general
RGAP = 8.0               # between rows
PAD = 10.0               # panel padding
PANEL_GAP = 16.0
GENERAL_KEYS = ("lord", "advisor") + tuple(f"deputy{k}" for k in range(1, MAX_DEPUTIES + 1))

# Row 0/1/2 = far/middle/near row of §1.1.3; "end" = the last column, whatever the width.
ROW0 = [("graveyard", 0, "stack"), ("lord", 1, "single"), ("advisor", 2, "single")]   # + deputies, camp at end
ROW1 = [("event", 0, "stack")]                                                      # + strategies, formation at end
ROW2 = [("bq_infantry", 0, "stack"), ("bq_archer", 1, "stack"), ("bq_cavalry", 2, "stack"),
        ("bq_advisor", 3, "stack")]                                                 # granary at end
END = {0: ("camp", "stack"), 1: ("formation", "stack"), 2: ("granary", "granary")}
MIN_COLS = 7


def slot_width(key: str) -> float:
    return GW if key in GENERAL_KEYS else CW


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


def wide(view) -> bool:
    """Two seats: each map in two long rows (the table is wider than tall, like the window); 3+ seats: the
    whitepaper's three rows, in columns."""
    return len(view.seats) == 2


def long_rows(view, seat: int) -> list[list[tuple[str, float, str]]]:
    """The two rows of a seat's map with two seats, far row first: (zone suffix, width, style); "|" = the gap
    between the row's halves, "hand" takes what the row has left.  §1.1.3's three rows, the 兵权 row put
    beside the generals' (墓地 主将 军师 副将… 营地 | 步兵兵权 弓兵兵权 骑兵兵权 谋士兵权 粮仓 /
    事件 谋略… 阵型 | 手牌)."""
    lord, dep, strat = open_slots(view, seat)
    a: list[tuple[str, float, str]] = [("graveyard", CW, "stack")]
    if lord:
        a.append(("lord", GW, "single"))
    a.append(("advisor", GW, "single"))
    a += [(f"deputy{k}", GW, "single") for k in dep]
    a += [("camp", CW, "stack"), ("|", SEP, "")]
    a += [(k, BQ_W, "stack") for k in ("bq_infantry", "bq_archer", "bq_cavalry", "bq_advisor")]
    a.append(("granary", CW, "granary"))
    b: list[tuple[str, float, str]] = [("event", CW, "stack")]
    b += [(f"strategy{k}", CW, "single") for k in strat]
    b += [("formation", CW, "stack"), ("|", SEP, ""), ("hand", 0.0, "spread")]
    return [a, b]


def _row_width(row) -> float:
    items = [w for key, w, _s in row if key != "hand"]
    return sum(items) + GAP * (len(items) - 1)


def seat_grid(view, seat: int, ncols: int, with_hand: bool) -> list[tuple[str, int, int, float, str]]:
    """(zone suffix, row, column, width in columns, style) of one seat's map in three rows, unmirrored."""
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
        out.append(("hand", 3, 0, float(ncols), "spread"))
    else:
        out.append(("hand", 2, 4, float(ncols - 5), "spread"))
    return out


def columns(view) -> int:
    n = MIN_COLS
    for s in range(len(view.seats)):
        _lord, dep, strat = open_slots(view, s)
        n = max(n, 4 + (max(dep) if dep else 0), 2 + (max(strat) if strat else 0))
    return n


def panel_size(view, ncols: int, with_hand: bool) -> tuple[float, float]:
    if wide(view):
        w = max(_row_width(r) for s in range(len(view.seats)) for r in long_rows(view, s)[:1])
        w = max(w, _row_width(long_rows(view, 0)[1]) + 5 * CW)
        return w + 2 * PAD, HEADER_H + _row_h(0) + _row_h(1) + PAD / 2
    w = ncols * PITCH - (PITCH - GW) + 2 * PAD
    h = HEADER_H + sum(_row_h(r) for r in range(3)) + (LABEL + CH + RGAP if with_hand else 0) + PAD / 2
    return w, h


def table_layout(view, viewer: int, aspect: float | None = None) -> TableLayout:
    """Scene rectangles of every shown zone (and the centre's chain area and 战团 boxes); with four seats in a
    view of ``aspect`` (width / height) where it shows larger cards, the side seats sit side by side under the
    top one and the centre in a row of its own ("tall", as ``desktop.ui.layout.table_layout``)."""
    n = len(view.seats)
    ncols = columns(view)
    places = seat_positions(n)
    pw, ph_me = panel_size(view, ncols, True)
    _, ph = panel_size(view, ncols, False)
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
    tall_w = max(2 * pw + PANEL_GAP, cw) + 2 * PANEL_GAP
    # "tall": the chain and the 战团 boxes fill the two empty corners beside the top seat when they fit there
    # (the table loses a whole row: 4-seat cards at 1024×768 were 25 px), else they get a row of their own
    corner_w = (tall_w - pw) / 2 - 2 * PANEL_GAP
    box_cols = max(1, int((corner_w - 2 * PAD + (PITCH * 1.5 - BOX_W)) // (1.5 * PITCH)))
    box_rows = int((ph - LABEL) // (LABEL + CH + RGAP))
    corners = corner_w >= CHAIN_W + 2 * PAD and len(boxes) <= box_cols * box_rows
    tall_size = (tall_w, 2 * ph + ph_me + 4 * PANEL_GAP + (0 if corners else ch + PANEL_GAP))
    tall = n == 4 and sides and ntop == 1 and tall_is_better(aspect, (width, height), tall_size)
    if tall:
        width, height = tall_size
    lay = TableLayout((width, height), game="sanguozhi", arrangement="tall" if tall else "wide")
    mid_y = PANEL_GAP + (ph + PANEL_GAP if ntop else 0)
    cx = (width - cw) / 2
    if tall and corners:
        top_x = (width - pw) / 2
        lay.centre = QRectF(PANEL_GAP, PANEL_GAP, top_x - 2 * PANEL_GAP, ph)
        _place_corners(lay, boxes, QRectF(top_x + pw + PANEL_GAP, PANEL_GAP, top_x - 2 * PANEL_GAP, ph), box_cols)
    else:
        if tall:
            lay.centre = QRectF(cx, 3 * PANEL_GAP + 2 * ph, cw, ch)
        else:
            lay.centre = QRectF(cx, mid_y + ((mid_h - ch) / 2 if sides else 0), cw, ch)
        _place_centre(lay, boxes)
    for seat in range(n):
        pos = places[(seat - viewer) % n]
        me = pos == "bottom"
        h = ph_me if me else ph
        if me:
            x, y = (width - pw) / 2, height - ph_me - PANEL_GAP
        elif tall and pos in ("left", "right"):
            x = width / 2 - PANEL_GAP / 2 - pw if pos == "left" else width / 2 + PANEL_GAP / 2
            y = 2 * PANEL_GAP + ph
        elif pos == "left":
            x, y = PANEL_GAP, mid_y + (mid_h - ph) / 2
        elif pos == "right":
            x, y = width - pw - PANEL_GAP, mid_y + (mid_h - ph) / 2
        else:
            k = int(pos[3:])
            row_w = ntop * pw + (ntop - 1) * PANEL_GAP
            x, y = (width - row_w) / 2 + k * (pw + PANEL_GAP), PANEL_GAP
        lay.panels[seat] = QRectF(x, y, pw, h)
        if wide(view):
            _place_long(lay, view, seat, x, y, pw, mirrored=pos.startswith("top"))
        else:
            _place_seat(lay, view, seat, x, y, ncols, me, mirrored=pos.startswith("top"))
    _label_rooms(lay)
    lay.signature = signature(view, viewer)
    return lay


PEEK_KEYS = ("graveyard", "lord", "advisor", "camp")


def has_peek(key: str) -> bool:
    """Slots of the far row: their label sits above the strip an equipped 宝物 shows."""
    return key in PEEK_KEYS or key.startswith("deputy")


def _label_rooms(lay: TableLayout) -> None:
    """How wide each slot's label may be: up to the next label on its right (a card-wide slot in a column as wide
    as a general's, or before the gap between a long row's halves, has room its own width does not give; at
    11 px "Infantry command" and "Formations · 2" were cut to "Infantry comm…", "Formati… · 2")."""
    bands: dict[float, list[Placed]] = {}
    for pl in lay.zones.values():
        if pl.style in ("attached", "combat") or pl.seat is None:
            continue
        top = round(pl.rect.y() - (PEEK if has_peek(pl.key) else 0), 1)
        bands.setdefault(top, []).append(pl)
    for row in bands.values():
        row.sort(key=lambda z: z.rect.x())
        for k, a in enumerate(row):
            nxt = next((b for b in row[k + 1:] if b.seat == a.seat), None)
            edge = nxt.rect.x() - 3 if nxt is not None else (
                lay.panels[a.seat].right() - PAD / 2 if a.seat in lay.panels else a.rect.right() + GAP - 4)
            a.label_room = max(0.0, min(edge - a.rect.x() + 1, a.rect.width() + 48))


CHAIN_W = 3 * PITCH - (PITCH - CW)        # the chain area: three cards side by side
BOX_W = 1.5 * PITCH - (PITCH - CW) / 2    # one 战团 box


def _place_centre(lay: TableLayout, boxes) -> None:
    c = lay.centre
    y = c.y() + LABEL + RGAP / 2
    lay.zones["table.chain"] = Placed("table.chain", "chain", None, QRectF(c.x() + PAD, y, CHAIN_W, CH), "row", "chain")
    x = c.x() + PAD + 3 * PITCH
    for zid, kind in boxes:
        lay.zones[zid] = Placed(zid, kind, None, QRectF(x, y, BOX_W, CH), "combat", zid)
        x += 1.5 * PITCH


def _place_corners(lay: TableLayout, boxes, right: QRectF, cols: int) -> None:
    """The chain in the corner left of the top seat (``lay.centre``), the 战团 boxes right of it, ``cols`` a row,
    each block centred in its corner."""
    c = lay.centre
    rows = max(1, -(-len(boxes) // cols))
    block_h = rows * (LABEL + CH + RGAP) - RGAP
    y0 = c.y() + (c.height() - (LABEL + CH)) / 2 + LABEL
    lay.zones["table.chain"] = Placed("table.chain", "chain", None,
                                      QRectF(c.x() + (c.width() - CHAIN_W) / 2, y0, CHAIN_W, CH), "row", "chain")
    used = min(cols, max(1, len(boxes)))
    x0 = right.x() + (right.width() - (used * 1.5 * PITCH - (1.5 * PITCH - BOX_W))) / 2
    y = right.y() + (right.height() - block_h) / 2 + LABEL
    for k, (zid, kind) in enumerate(boxes):
        r, col = divmod(k, cols)
        lay.zones[zid] = Placed(zid, kind, None, QRectF(x0 + col * 1.5 * PITCH, y + r * (LABEL + CH + RGAP), BOX_W, CH),
                                "combat", zid)


def _add(lay: TableLayout, seat: int, key: str, x: float, ytop: float, w: float, style: str) -> None:
    p = seat_label(seat)
    zid = f"{p}.{key}"
    # the hand's label (with its count) may write over its neighbour's strip
    lay.zones[zid] = Placed(zid, key, seat, QRectF(x, ytop, w, CH), style, zid, wide_label=key == "hand")
    if key in GENERAL_KEYS:
        tz = f"{zid}.treasure"
        lay.zones[tz] = Placed(tz, "treasure", seat, QRectF(x + (w - CW) / 2, ytop - PEEK, CW, CH), "attached", tz)


def _place_long(lay: TableLayout, view, seat: int, x0: float, y0: float, pw: float, mirrored: bool) -> None:
    """Two rows; an opponent's map turned round (rows and their order mirrored) to face the viewer's."""
    rows = long_rows(view, seat)
    order = [1, 0] if mirrored else [0, 1]
    y = y0 + HEADER_H
    inner = pw - 2 * PAD
    for r in order:
        ytop = y + LABEL + (PEEK if r == 0 else 0)
        x = 0.0
        for key, w, style in rows[r]:
            if key == "hand":
                w = inner - x
            if key != "|":
                sx = x0 + PAD + (inner - x - w if mirrored else x)
                _add(lay, seat, key, sx, ytop, w, style)
            x += w + (GAP if key != "|" else 0)
        y += _row_h(r)


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
    for key, row, col, wcols, style in seat_grid(view, seat, ncols, me):
        if mirrored:
            col = ncols - col - wcols
        ytop = top_of[row] + LABEL + (PEEK if row == 0 else 0)
        if wcols == 1:
            w = slot_width(key)
            x = x0 + PAD + col * PITCH + (GW - w) / 2  # centred in its column
        else:
            w = wcols * PITCH - (PITCH - GW)
            x = x0 + PAD + col * PITCH
        _add(lay, seat, key, x, ytop, w, style)
