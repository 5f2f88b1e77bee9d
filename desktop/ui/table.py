"""The table: one QGraphicsScene drawn from the viewer's PlayerView, and the view that scales it.

The scene never decides a rule.  It draws what ``controller.view()`` says,
animates the events the controller reports, lights up the drop targets that
``controller.drag_targets`` lists (the same legal actions the bots use) and
turns a drop into a submitted action.  A refused drop slides back home and
the reason is shown.
"""

from __future__ import annotations

from PySide6.QtCore import (QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation,
                            QCoreApplication, Signal, QTimer)
from PySide6.QtGui import QBrush, QColor, QCursor, QLinearGradient, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMenu

from ..core.events import CardMoved
from . import cardart
from .items import Z_CARD, Z_MOVING, CardItem, ChipItem, PanelItem, ThinkingItem, ZoneItem
from .layout import CH, CW, GAP, HEADER_H, LABEL_H, card_positions
from .plugin import TablePlugin, load_plugin
from .themes import color

SPEED_MS = {0: 0, 1: 520, 2: 300, 3: 160}  # animation speed setting → ms per move (0 = instant)


def tr_term(text: str) -> str:
    return QCoreApplication.translate("Terms", text)


class TableScene(QGraphicsScene):
    message = Signal(str)          # a refusal or a hint for the status bar / action bar
    hoverInfo = Signal(str)        # the hovered card's role and value
    helpRequested = Signal(str)    # an anchor in the rules help (F1 over a card or zone)
    animationsFinished = Signal()
    dropDone = Signal(bool)        # a drop became an action (True) or was refused (False)
    dropAttempted = Signal(str, str)  # a card was dropped on a zone (before it becomes an action or a refusal)
    focusMoved = Signal()          # the keyboard focus moved to another card or place (the view speaks it)

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.ctl = controller
        self.theme = "light"
        self.render_scale = 1.0
        self.scale_known = False  # cards are rendered once the view has fitted the table (never twice at start)
        self.speed = 2
        self.show_counts = True
        self.cards: list[CardItem] = []
        self.zones: dict[str, ZoneItem] = {}
        self.panels: dict[int, PanelItem] = {}
        self.chips: list[ChipItem] = []
        self.source_choice: dict[int, str] = {}
        self.layout = None
        self.anchor = 0
        self.view_aspect: float | None = None  # the view's width / height: a layout may pick its arrangement
        self.dragging: CardItem | None = None
        self._targets: dict[str, list] = {}
        self._hover_zone: str | None = None
        self._anim: QVariantAnimation | None = None
        self.focus_card: CardItem | None = None
        self.hovered: object = None
        self.last_refusal = ""
        self.plugin: TablePlugin = TablePlugin(self)  # the game's table plug-in (desktop/ui/plugin.py)
        self._panels_stamp = None
        self._new_game = True  # the next rebuild starts from no cards (another game, or a loaded one)
        self.spinner: ThinkingItem | None = None
        self._spin_timer = QTimer(self)
        self._spin_timer.setInterval(160)
        self._spin_timer.timeout.connect(self._spin)
        self.setItemIndexMethod(QGraphicsScene.NoIndex)
        controller.gameStarted.connect(self._game_started)
        controller.changed.connect(self.on_changed)
        controller.viewerChanged.connect(lambda _s: self.on_viewer_changed())
        controller.toActChanged.connect(lambda _s: self.refresh_panels())
        controller.botThinking.connect(lambda _s, _b: self.refresh_panels())

    # ---------------------------------------------------------------- helpers
    def tr_term(self, text: str) -> str:
        return tr_term(text)

    def card_item(self, card: str) -> CardItem | None:
        for it in self.cards:
            if it.card == card:
                return it
        return None

    def items_in(self, zone: str) -> list[CardItem]:
        return sorted((c for c in self.cards if c.zone == zone), key=lambda c: c._index)

    def set_theme(self, theme: str) -> None:
        self.theme = theme
        self._paint_background()
        for it in self.cards:
            it.refresh()
        for c in self.chips:
            c.update()

    def set_render_scale(self, s: float) -> None:
        first = not self.scale_known
        self.scale_known = True
        if first or abs(s - self.render_scale) > 0.01:
            self.render_scale = s
            for it in self.cards:
                it.refresh()
            self.bg_dirty()

    def card_pixmap(self, face: str | None, scale: float, marks: tuple = ()) -> QPixmap:
        """The picture of a card (``None`` = its back) with ``marks``: the game's painter (playing cards by default)."""
        return self.plugin.card_pixmap(face, CW, CH, scale, self.theme, marks)

    def _paint_background(self) -> None:
        self.bg_dirty()

    def bg_dirty(self, rect: QRectF | None = None) -> None:
        """The felt, panels or zones changed: redraw the cached background once (only ``rect`` of it if given:
        the view repaints just that part of its background cache, e.g. one zone's count after a move)."""
        self._bg = None
        self.invalidate(self.sceneRect() if rect is None else QRectF(rect).adjusted(-1, -1, 1, 1),
                        QGraphicsScene.BackgroundLayer)

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        # Felt, seat panels and zones: each panel and zone is a pixmap rendered at the view's scale once per
        # text/size/highlight; they are blitted here, into the view's background cache (CacheBackground), so a
        # repaint or an animation frame never calls this (bench/table.py).  No scene-sized intermediate
        # picture: that one was rescaled to the view on every rebuild.
        # Only what the clip needs: after a move the exposed background is a few zones and panels far apart,
        # whose bounding ``rect`` is most of the table; the clip region is just those parts.
        clip = p.clipRegion() if p.hasClipping() else None

        def needed(br: QRectF) -> bool:
            return br.intersects(rect) and (clip is None or clip.intersects(br.toAlignedRect().adjusted(-2, -2, 2, 2)))
        p.fillRect(rect, color(self.theme, "felt"))
        for panel in self.panels.values():
            if needed(panel.boundingRect()):
                panel.draw_into(p)
        for zi in self.zones.values():
            if needed(zi.boundingRect()):
                zi.draw_into(p)

    # ---------------------------------------------------------------- building
    def _game_started(self) -> None:
        self._new_game = True
        self.rebuild()

    def set_view_aspect(self, aspect: float) -> None:
        """The view was resized: lay the table out again when another arrangement now shows larger cards."""
        if self.view_aspect is not None and abs(aspect - self.view_aspect) < 0.01 * self.view_aspect:
            return
        self.view_aspect = aspect
        if self.layout is None or self.ctl.match is None or self.plugin is None or self.dragging is not None:
            return
        if self.plugin.layout(self.ctl.view(), self.anchor).arrangement != self.layout.arrangement:
            self.rebuild()

    def rebuild(self) -> None:
        """Lay out zones and panels for the current game and viewer, then place every card."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        # Within one game the card items stay (a new layout only moves them; _sync matches them by card and
        # zone): re-creating and re-rendering every card made a layout change the slowest action of a game.
        same_game = not self._new_game and self.ctl.match is not None
        keep = [it for it in self.cards if it is not self.dragging] if same_game else []
        # … and so do zone items whose place did not change (their pictures stay rendered).
        reuse = {zid: zi for zid, zi in self.zones.items() if getattr(zi, "_placed", None) is not None} \
            if same_game else {}
        self._new_game = False
        kept = {id(it) for it in keep} | {id(zi) for zi in reuse.values()}
        for it in list(self.items()):
            if it.parentItem() is None and id(it) not in kept:
                self.removeItem(it)  # (with its children)
        for it in keep:
            if it.focused:
                it.focused = False
                it.refresh()
        self.cards[:] = keep
        self.zones.clear()
        self.panels.clear()
        self.chips.clear()
        self.focus_card = None
        self.focus_zone = None
        self.kb_card = None
        self.spinner = None
        self._spin_timer.stop()
        if not self.ctl.match:
            return
        v = self.ctl.viewer
        if v is not None:
            self.anchor = v
        st_view = self.ctl.view()
        self.ensure_plugin()
        self.layout = self.plugin.layout(st_view, self.anchor)
        w, h = self.layout.size
        self.setSceneRect(QRectF(0, 0, w, h))
        self._paint_background()
        for seat, rect in self.layout.panels.items():
            p = PanelItem(self, seat, rect)
            self.addItem(p)
            self.panels[seat] = p
        for zid, placed in self.layout.zones.items():
            zi = reuse.pop(zid, None)
            if zi is None or type(zi._placed) is not type(placed) or zi._placed != placed:
                if zi is not None:
                    self.removeItem(zi)
                zi = self.plugin.zone_item(placed) or ZoneItem(self, placed)
                zi._placed = placed
                self.addItem(zi)
            self.zones[zid] = zi
        for zi in reuse.values():
            self.removeItem(zi)
        self._sync(st_view, [], animate=False)
        self.refresh_panels(force=True)

    def ensure_plugin(self) -> TablePlugin:
        """The current game's table plug-in (loaded when the game changes); it names refusal fields for the
        controller (``present``)."""
        game = self.ctl.game or ""
        if self.plugin.game != game:
            self.plugin = load_plugin(game, self)
            self.ctl.present = self.plugin.present
        return self.plugin

    def on_viewer_changed(self) -> None:
        v = self.ctl.viewer
        if v is not None and v != self.anchor and self.layout is not None:
            self.anchor = v
            self.rebuild()
        else:
            self.on_changed([], animate=False)

    def on_changed(self, events: list, animate: bool = True) -> None:
        if not self.ctl.match:
            return
        if self.layout is None:
            self.rebuild()
            return
        view = self.ctl.view()
        if self.plugin.needs_rebuild(view):
            self.rebuild()
            return
        if set(view.zones) - set(self.zones) - {z for z in view.zones if z not in self.layout.zones}:
            self.rebuild()
            return
        self._sync(view, events, animate)
        self.refresh_panels()

    def _sync(self, view, events: list, animate: bool) -> None:
        """Match card items to the view (following the events), then move them to their places."""
        self.end_drag_highlight()
        # 1. follow the events: an item moves with its card (or an unknown card from the top of src)
        for k, it in enumerate(self.cards):
            if not hasattr(it, "_index"):
                it._index = k
        for ev in events:
            if not isinstance(ev, CardMoved):
                continue
            it = self.card_item(ev.card) if ev.card else None
            if it is None:
                src = [c for c in self.cards if c.zone == ev.src]
                unknown = [c for c in src if c.card is None] or src
                if unknown:
                    it = max(unknown, key=lambda c: c._index)
            if it is None:
                continue
            it.zone = ev.dst
            it._index = 10_000 + len(self.cards) + id(ev) % 997
            if ev.card:
                it.card = ev.card
        # 2. assign items to the view's positions
        by_card = {it.card: it for it in self.cards if it.card is not None}
        assigned: dict[int, tuple[str, int, str | None]] = {}
        slots: list[tuple[str, int, str | None]] = []
        for zid, z in view.zones.items():
            for i, c in enumerate(z.cards):
                slots.append((zid, i, c))
        free_slots = []
        for s in slots:
            it = by_card.get(s[2]) if s[2] is not None else None
            if it is not None and id(it) not in assigned:
                assigned[id(it)] = s
            else:
                free_slots.append(s)
        pool = [it for it in self.cards if id(it) not in assigned]
        by_zone: dict[str, list[CardItem]] = {}
        for it in sorted(pool, key=lambda c: c._index):
            by_zone.setdefault(it.zone, []).append(it)
        rest = []
        for s in free_slots:
            lst = by_zone.get(s[0])
            if lst:
                assigned[id(lst.pop(0))] = s
            else:
                rest.append(s)
        leftovers = [it for lst in by_zone.values() for it in lst]
        keep: list[CardItem] = [it for it in self.cards if id(it) in assigned]
        for s in rest:
            if leftovers:
                it = leftovers.pop(0)
            else:
                it = CardItem(self)
                self.addItem(it)
                z = self.zones.get(s[0])
                it.setPos(z.rect.topLeft() if z else QPointF(-200, -200))
            assigned[id(it)] = s
            keep.append(it)
        for it in leftovers:
            self.removeItem(it)
        self.cards = keep
        # 3. faces, order and places
        moves = []
        in_zone: dict[str, list[CardItem]] = {}
        for it in self.cards:
            zid, i, c = assigned[id(it)]
            z = view.zones[zid]
            it.zone = zid
            it._index = i
            it.card = c
            it.face_up = c is not None and z.is_face_up(c)
            it.private = c is not None and not it.face_up and not zid.endswith(".hand")
            if zid.endswith(".hand") and c is not None:
                it.face_up = True
            in_zone.setdefault(zid, []).append(it)
        for zid, zi in self.zones.items():
            zi.set_count(len(view.zones[zid].cards) if zid in view.zones else 0)
        for zid in view.zones:
            items = sorted(in_zone.get(zid, ()), key=lambda c: c._index)
            placed = self.layout.zones.get(zid)
            if placed is None:
                for it in items:
                    it.setVisible(False)
                continue
            pos = card_positions(placed.style, placed.rect, len(items))
            for k, (it, (x, y)) in enumerate(zip(items, pos)):
                it.setVisible(True)
                it.home = QPointF(x, y)
                it.home_z = Z_CARD + k
                it.set_crosswise(False)
            self.plugin.place_cards(placed, items)  # the game's own touches (a card lying crosswise …)
            for it in items:
                if (it.pos() - it.home).manhattanLength() > 0.5:
                    moves.append(it)
                else:
                    it.setZValue(it.home_z)
                look = (it.card, it.face_up, it.private, it.zone)
                if look != it._look:  # its picture may change (face, veil, badge); else nothing to redo
                    it._look = look
                    it.update()
        self._mark_playable()
        self.plugin.synced(view)
        self._animate(moves, animate)
        self._refresh_chips()

    def _animate(self, moves: list[CardItem], animate: bool) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
            for it in self.cards:
                if it.zValue() >= Z_MOVING and it is not self.dragging:
                    it.setZValue(it.home_z)
        ms = SPEED_MS.get(self.speed, 300) if animate else 0
        if not moves or ms == 0:
            for it in moves:
                it.setPos(it.home)
                it.setZValue(it.home_z)
            self.animationsFinished.emit()
            return
        # One animation drives every moving card (cards are plain pixmap items, not QObjects).
        group = QVariantAnimation(self)
        group.setDuration(ms)
        group.setStartValue(0.0)
        group.setEndValue(1.0)
        group.setEasingCurve(QEasingCurve.OutCubic)
        paths = []
        for k, it in enumerate(moves):
            it.setZValue(Z_MOVING + k)
            paths.append((it, QPointF(it.pos()), it.home - it.pos()))

        def step(v, paths=paths):
            for it, a, d in paths:
                it.setPos(a + d * v)
        group.valueChanged.connect(step)
        group.finished.connect(lambda g=group, ms_=moves: self._anim_done(g, ms_))
        self._anim = group
        group.start()

    def _anim_done(self, group, moves) -> None:
        for it in moves:
            if it.scene() is self:
                it.setZValue(it.home_z)
        if self._anim is group:
            self._anim = None
        self.animationsFinished.emit()

    def animating(self) -> bool:
        return self._anim is not None

    def finish_animations(self) -> None:
        if self._anim is not None:
            self._anim.setCurrentTime(self._anim.duration())

    def card_badge(self, item: CardItem):
        """(text, colour) drawn on a face-up card, or None: the game's (plug-in) word."""
        return self.plugin.card_badge(item)

    # ---------------------------------------------------------------- panels
    def refresh_panels(self, force: bool = False) -> None:
        if not self.ctl.match or not self.panels:
            return
        c = self.ctl
        # An action asks twice (its events, then the seat to act): the panels are worked out once per state.
        stamp = (id(c.match), c._rev, c.viewer, c.to_act(), c.bot_thinking(), c.thinking_seat(),
                 QCoreApplication.translate("TableScene", "you"))
        if not force and stamp == self._panels_stamp:
            return
        self._panels_stamp = stamp
        view = self.ctl.view()
        actor = self.ctl.to_act()
        thinking = self.ctl.bot_thinking()
        for seat, p in self.panels.items():
            name = self.ctl.name(seat)
            if self.ctl.seats and self.ctl.seats[seat].kind == "bot":
                name += " " + QCoreApplication.translate("TableScene", "(bot)")
            parts = list(self.plugin.panel_parts(seat, view))
            if seat == self.ctl.viewer:
                parts.append(QCoreApplication.translate("TableScene", "you"))
            p.set_text(name, " · ".join(parts), seat == actor, thinking and seat == actor)
        self._place_spinner()

    def _place_spinner(self) -> None:
        """Show the thinking dots on the panel of the bot seat that thinks now."""
        seat = self.ctl.thinking_seat()
        if seat is None or seat not in self.panels:
            if self.spinner is not None:
                self.spinner.hide()
            self._spin_timer.stop()
            return
        if self.spinner is None:
            self.spinner = ThinkingItem(self)
            self.addItem(self.spinner)
        end = self.panels[seat].title_end()
        self.spinner.setPos(end.x() + 6, end.y() - ThinkingItem.H / 2)
        self.spinner.show()
        if not self._spin_timer.isActive():
            self._spin_timer.start()

    def _spin(self) -> None:
        if self.spinner is not None and self.spinner.isVisible():
            self.spinner.step()

    # ---------------------------------------------------------------- source chips
    def _refresh_chips(self) -> None:
        for c in self.chips:
            self.removeItem(c)
        self.chips.clear()
        seat = self.ctl.my_turn_seat()
        if seat is None or seat not in self.panels:
            return
        groups = []
        for a in self.ctl.legal(seat):
            h = self.ctl.hint(a)
            g = h.get("group")
            if h.get("card") and h.get("zone") and g and g not in groups:
                groups.append(g)
        offer = self.plugin.chips(seat, groups)  # the game's choice between alternatives (e.g. a weapon source)
        if not offer:
            return
        entries, tip = offer
        order = [g for g, _label in entries]
        cur = self.source_choice.get(seat)
        if cur not in order:
            cur = order[0]
            self.source_choice[seat] = cur
        panel = self.panels[seat].rect
        chips = [ChipItem(self, g, label) for g, label in entries]
        # In the seat's header, centred: the alternative the next drop uses.
        x = panel.center().x() - (sum(c.width() + 4 for c in chips) - 4) / 2
        for c in chips:
            c.setPos(x, panel.y() + 5)
            c.setToolTip(tip)
            x += c.width() + 4
        for c in chips:
            c.selected = c.group == cur
            c.clicked.connect(lambda g, s=seat: self.choose_source(s, g))
            self.addItem(c)
            self.chips.append(c)

    def choose_source(self, seat: int, group: str) -> None:
        self.source_choice[seat] = group
        for c in self.chips:
            c.selected = c.group == group
            c.update()

    # ---------------------------------------------------------------- dragging
    def _mark_playable(self) -> None:
        seat = self.ctl.my_turn_seat()
        playable = self.ctl.draggable_cards(seat) if seat is not None and self.plugin.marks_playable() else set()
        for it in self.cards:
            p = it.card is not None and it.card in playable
            if p != it.playable:
                it.playable = p
                it.update()

    def can_pick(self, item: CardItem) -> bool:
        if self.ctl.match is None or self.animating() and False:
            return False
        v = self.ctl.viewer
        if v is None or item.card is None:
            return False
        if item.card in self.ctl.draggable_cards(v):
            return True
        z = self.ctl.state.zones.get(item.zone) if self.ctl.state else None
        return z is not None and z.owner == v  # own cards can be picked (a drop then explains)

    def pick_refused(self, item: CardItem) -> None:
        pass

    def wants_click(self, item: CardItem) -> bool:
        return self.plugin.wants_click(item)

    def card_clicked(self, item: CardItem) -> None:
        self.plugin.card_clicked(item)

    def drag_started(self, item: CardItem) -> None:
        self.dragging = item
        self.hovered = None
        self.hoverInfo.emit("")  # the card leaves its place: its hover text would stay behind (seen in a window)
        self.finish_animations()
        seat = self.ctl.viewer
        self._targets = self.ctl.drag_targets(seat, item.card) if item.card else {}
        if item.card and not self._targets:
            self._targets = self._pile_targets(seat, item)
        if item.card:
            self.plugin.extra_targets(item.card, self._targets)
        for zid, zi in self.zones.items():
            zi.set_mode("legal" if zid in self._targets else "")

    def _pile_targets(self, seat, item: CardItem) -> dict[str, list]:
        """A pile's top card that has no move stands for the pile: its other cards' moves (三国智 turns a used
        event face up on top of the unused ones, D.8.4, which a person could then not reach at all)."""
        placed = self.layout.zones.get(item.zone) if self.layout else None
        zone = self.ctl.view(seat).zones.get(item.zone) if seat is not None else None
        out: dict[str, list] = {}
        if placed is None or placed.style != "stack" or zone is None:
            return out
        for card in zone.cards:
            if card and card != item.card:
                for zid, acts in self.ctl.drag_targets(seat, card).items():
                    out.setdefault(zid, []).extend(acts)
        return out

    def drop_zone_at(self, pos: QPointF) -> str | None:
        """The zone under ``pos``; on a seat's panel, its only legal target (drop "onto an opponent")."""
        best = None
        for zid, zi in self.zones.items():
            if zi.rect.adjusted(-6, -6, 6, 6).contains(pos):
                if best is None or (zid in self._targets and best not in self._targets):
                    best = zid  # overlapping zones (a general and its 宝物): the legal one wins
        if best is not None and (best in self._targets or not self._targets):
            return best
        for seat, p in self.panels.items():
            if p.rect.contains(pos):
                mine = [z for z in self._targets if self.zones.get(z) and self.zones[z].seat == seat]
                if len(mine) == 1:
                    return mine[0]
        if best is None and self.layout and self.layout.centre.contains(pos):
            mine = [z for z in self._targets if z.startswith("table.")]
            if len(mine) == 1:
                return mine[0]
        return best

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        zid = self.drop_zone_at(pos)
        if zid == self._hover_zone:
            return
        if self._hover_zone in self.zones:
            self.zones[self._hover_zone].set_mode("legal" if self._hover_zone in self._targets else "")
        self._hover_zone = zid
        if zid in self.zones:
            self.zones[zid].set_mode("hover" if zid in self._targets else "bad")

    def end_drag_highlight(self) -> None:
        self._hover_zone = None
        self._targets = {}
        for zi in self.zones.values():
            zi.set_mode("focus" if zi is self.focus_zone else "")

    def drag_dropped(self, item: CardItem, pos: QPointF) -> None:
        zid = self.drop_zone_at(pos)
        targets = self._targets
        self.dragging = None
        self.end_drag_highlight()
        ok = False
        if zid is None:  # on a seat without a legal target there: explain with one of its zones
            for seat, p in self.panels.items():
                if p.rect.contains(pos):
                    zid = next((z for z, zi in self.zones.items() if zi.seat == seat and zi.key == "play"),
                               next((z for z, zi in self.zones.items() if zi.seat == seat), None))
                    break
        if zid is not None and zid != item.zone or (zid is not None and zid in targets):
            ok = self.drop_card(item.card, zid, targets=targets)
        if not ok:
            self.slide_home(item)
        self.dropDone.emit(ok)

    def drop_card(self, card: str, zone: str, targets: dict | None = None, popup: bool = True) -> bool:
        """Turn "``card`` dropped on ``zone``" into one legal action and submit it; explain a refusal."""
        self.dropAttempted.emit(card, zone)
        seat = self.ctl.viewer
        if targets is None:
            targets = self.ctl.drag_targets(seat, card)
        acts = targets.get(zone, [])
        if not acts:
            msg = self.plugin.explain_drop(card, zone) or self.ctl.explain_drop(seat, card, zone)
            self.refuse(msg)
            return False
        if self.plugin.choose(seat, acts):  # the game builds it step by step (members, costs, targets)
            return True
        act = self.pick_action(seat, acts, popup)
        if act is None:
            return False
        return self.ctl.submit(act)

    def pick_action(self, seat, acts: list, popup: bool = True):
        if len(acts) == 1:
            return acts[0]
        groups = {self.ctl.hint(a).get("group"): a for a in acts}
        choice = self.source_choice.get(seat)
        if choice in groups:
            return groups[choice]
        if not popup:
            return acts[0]
        menu = QMenu()
        for a in acts:
            menu.addAction(self.menu_entry(a, acts)).setData(a)
        chosen = menu.exec(QCursor.pos())
        return chosen.data() if chosen is not None else None

    def menu_entry(self, action, acts: list) -> str:
        """The action's words; the card's name first when the entries are moves of several cards (a pile stands
        for its cards: "East Wind: Use event → Lu Su", not "Use event" twice)."""
        text = self.action_text(action)
        card = self.ctl.hint(action).get("card")
        if card and len({self.ctl.hint(a).get("card") for a in acts}) > 1:
            name = self.plugin.naming.card(card)
            if name and name not in text:
                return f"{name}: {text}"
        return text

    def action_text(self, action) -> str:
        """A menu entry for ``action``: the game's own wording (targets by name), else the controller's label."""
        return self.plugin.action_text(action)

    def refuse(self, msg: str) -> None:
        self.last_refusal = msg
        self.message.emit(msg)

    def slide_home(self, item: CardItem) -> None:
        if item.scene() is not self:
            return
        self._animate([item], animate=True)

    # ---------------------------------------------------------------- menus, hover, help
    def card_hovered(self, item: CardItem, on: bool) -> None:
        self.plugin.card_hovered(item, on)
        if not on:
            self.hovered = None
            self.hoverInfo.emit("")
            return
        self.hovered = item
        self.hoverInfo.emit(self.describe_card(item))

    def describe_card(self, item: CardItem) -> str:
        return self.plugin.describe_card(item)

    def card_menu(self, item: CardItem, screen_pos) -> None:
        menu = self.build_card_menu(item)
        if menu is not None and not menu.isEmpty():
            menu.exec(screen_pos)

    def build_card_menu(self, item: CardItem) -> QMenu | None:
        seat = self.ctl.viewer
        menu = QMenu()
        if item.card is not None and seat is not None:
            acts = self.ctl.card_actions(seat, item.card)
            entries = self.plugin.menu_entries(seat, acts)
            if entries is None:
                entries = [(self.action_text(a), lambda a=a: self.ctl.submit(a)) for a in acts]
            for text, fn in entries:
                act = menu.addAction(text)
                act.triggered.connect(lambda _=False, fn=fn: fn())
        menu.addSeparator()
        helpa = menu.addAction(QCoreApplication.translate("TableScene", "Rule for this place"))
        helpa.setShortcut("F1")
        helpa.triggered.connect(lambda: self.helpRequested.emit(self.help_anchor(item.zone)))
        return menu

    def zone_menu(self, zi: ZoneItem, screen_pos) -> None:
        self.build_zone_menu(zi).exec(screen_pos)

    def card_activated(self, item: CardItem) -> None:
        """Double-click: the card's only command (e.g. flipping it on the free table)."""
        seat = self.ctl.viewer
        if item.card is None or seat is None:
            return
        cmds = [a for a in self.ctl.card_actions(seat, item.card) if not self.ctl.hint(a).get("zone")]
        if len(cmds) == 1:
            self.ctl.submit(cmds[0])

    def help_anchor(self, zone: str | None) -> str:
        return self.plugin.help_anchor(zone)

    def help_at(self, pos: QPointF) -> str:
        for it in self.items(pos):
            if isinstance(it, CardItem):
                return self.help_anchor(it.zone)
            if isinstance(it, ZoneItem):
                return self.help_anchor(it.zone)
        return ""

    # ---------------------------------------------------------------- keyboard
    # Tab walks your hand, then your play area, then the places a card of yours can go, then leaves the table
    # for the action bar's buttons (issue 15: it started on the identity and walked the collected pile first).
    # The arrow keys walk the same items and then your other cards.  Enter on a card opens its actions; on a
    # place, the moves of the card last focused (or of any card) onto it.
    def keyboard_items(self, arrows: bool = False) -> list:
        seat = self.ctl.viewer
        if seat is None or self.ctl.match is None:
            return []
        own = [it for it in self.cards if it.card is not None and it.isVisible()
               and self.zones.get(it.zone) is not None and self.zones[it.zone].seat == seat]
        by_x = lambda it: (it.home.y(), it.home.x())  # noqa: E731
        hand = sorted((it for it in own if self.zones[it.zone].key == "hand"), key=lambda it: it.home.x())
        play = sorted((it for it in own if self.zones[it.zone].key == "play"), key=by_x)
        others = [it for it in self.cards if it.playable and it.isVisible() and it not in own]
        targets = sorted((zi for zi in self.zones.values() if self.keyboard_target_actions(zi, any_card=True)
                          and not (zi.seat == seat and zi.key == "hand")), key=lambda zi: (zi.rect.y(), zi.rect.x()))
        items = hand + play + sorted(others, key=by_x) + targets
        if arrows:
            items += sorted((it for it in own if it not in hand and it not in play), key=by_x)
        return items

    def keyboard_cards(self) -> list[CardItem]:
        return [it for it in self.keyboard_items(arrows=True) if isinstance(it, CardItem)]

    def keyboard_target_actions(self, zi, any_card: bool = False) -> list:
        """Legal drops onto zone ``zi``: of the card last focused, or (``any_card``) of any card."""
        seat = self.ctl.my_turn_seat()
        if seat is None:
            return []
        held = self.kb_card.card if self.kb_card is not None and not any_card else None
        out = []
        for a in self.ctl.legal(seat):
            h = self.ctl.hint(a)
            if h.get("zone") == zi.zone and h.get("card") and (held is None or h["card"] == held):
                out.append(a)
        return out

    kb_card: CardItem | None = None     # the card last focused: Enter on a place plays it there
    focus_zone: ZoneItem | None = None

    def _set_focus(self, item) -> None:
        if self.focus_card is not None:
            self.focus_card.focused = False
            self.focus_card.update()
        if self.focus_zone is not None:
            self.focus_zone.set_mode("")
        self.focus_card = self.focus_zone = None
        if isinstance(item, CardItem):
            self.focus_card = item
            self.kb_card = item
            item.focused = True
            item.update()
            self.hoverInfo.emit(self.describe_card(item))
        elif item is not None:
            self.focus_zone = item
            item.set_mode("focus")
            self.hoverInfo.emit(item.accessible_name())
        self.focusMoved.emit()

    def focused_item(self):
        return self.focus_card or self.focus_zone

    def move_focus(self, step: int, arrows: bool = True, wrap: bool = True):
        """Focus the next (``step`` 1) or previous item; None at the end when not wrapping (Tab leaves)."""
        lst = self.keyboard_items(arrows=arrows)
        if not lst:
            return None
        cur = self.focused_item()
        if cur in lst:
            k = lst.index(cur) + step
            if not 0 <= k < len(lst):
                if not wrap:
                    self._set_focus(None)
                    return None
                k %= len(lst)
        else:
            k = 0 if step > 0 else len(lst) - 1
        self._set_focus(lst[k])
        return lst[k]

    def clear_focus(self) -> None:
        self._set_focus(None)

    def build_zone_menu(self, zi) -> QMenu:
        seat = self.ctl.viewer
        menu = QMenu()
        acts = self.keyboard_target_actions(zi) or self.keyboard_target_actions(zi, any_card=True)
        for a in acts:
            act = menu.addAction(self.action_text(a))
            act.triggered.connect(lambda _=False, a=a: self.ctl.submit(a))
        for a in self.ctl.zone_actions(seat, zi.zone):
            act = menu.addAction(self.action_text(a))
            act.triggered.connect(lambda _=False, a=a: self.ctl.submit(a))
        helpa = menu.addAction(QCoreApplication.translate("TableScene", "Rule for this place"))
        helpa.triggered.connect(lambda: self.helpRequested.emit(self.help_anchor(zi.zone)))
        return menu

    def relabel(self) -> None:
        self.bg_dirty()
        for it in self.cards:
            it.refresh()  # badges are words
        self._refresh_chips()
        self.refresh_panels(force=True)


class TableView(QGraphicsView):
    """Shows the whole table scaled to the window; keyboard access to the cards."""

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.NoFrame)
        self.setFocusPolicy(Qt.StrongFocus)
        # The viewport is in the focus chain right after the view: Tab from the table's last item went there,
        # and it hands the focus back to the view, which started over (the buttons were never reached).
        self.viewport().setFocusPolicy(Qt.NoFocus)
        self.setMouseTracking(True)
        self.setOptimizationFlags(QGraphicsView.DontSavePainterState)
        scene.sceneRectChanged.connect(lambda _r: self.fit())
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.timeout.connect(self.fit)
        scene.focusMoved.connect(self.speak_focus)
        self.setAccessibleName(QCoreApplication.translate("TableScene", "Card table"))

    def fit(self) -> None:
        r = self.table.sceneRect()
        if r.isEmpty():
            return
        self.fitInView(r, Qt.KeepAspectRatio)
        self.table.set_render_scale(self.transform().m11() * self.devicePixelRatioF())

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        vp = self.viewport().size()
        if vp.width() > 0 and vp.height() > 0:
            self.table.set_view_aspect(vp.width() / vp.height())
        self.fit()

    def keyPressEvent(self, ev) -> None:
        k = ev.key()
        t = self.table
        if k in (Qt.Key_Right, Qt.Key_Down):
            t.move_focus(1)
        elif k in (Qt.Key_Left, Qt.Key_Up):
            t.move_focus(-1)
        elif k in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space, Qt.Key_Menu) and t.focused_item() is not None:
            it = t.focused_item()
            menu = t.build_card_menu(it) if isinstance(it, CardItem) else t.build_zone_menu(it)
            if menu is not None:
                pt = self.mapToGlobal(self.mapFromScene(it.sceneBoundingRect().center()))
                self.open_menu = menu
                menu.exec(pt)
        elif k == Qt.Key_Escape and t.plugin.cancel():
            pass  # the game stopped choosing (a formation's members, a target …)
        elif k == Qt.Key_Escape and t.focused_item() is not None:
            t.clear_focus()
        else:
            super().keyPressEvent(ev)

    def focusNextPrevChild(self, nxt: bool) -> bool:
        # Tab walks hand → play area → targets, then leaves the table for the buttons (and Shift+Tab back).
        if self.hasFocus() and self.table.move_focus(1 if nxt else -1, arrows=False, wrap=False) is not None:
            return True
        if nxt and self.hasFocus() and self.after_tab is not None:
            w = self.after_tab()  # the window's first action-bar button
            if w is not None:
                w.setFocus(Qt.TabFocusReason)
                return True
        return super().focusNextPrevChild(nxt)

    #: fn() -> the widget Tab goes to after the table's last item (the window sets it: its first button)
    after_tab = None

    def focusInEvent(self, ev) -> None:
        super().focusInEvent(ev)
        if ev.reason() in (Qt.TabFocusReason, Qt.BacktabFocusReason) and self.table.focused_item() is None:
            self.table.move_focus(1 if ev.reason() == Qt.TabFocusReason else -1, arrows=False)

    def speak_focus(self) -> None:
        """The view says what has the table's focus (a screen reader reads the view's name and description)."""
        from . import a11y
        it = self.table.focused_item()
        if it is None:
            a11y.announce(self, QCoreApplication.translate("TableScene", "Card table"), "")
        elif isinstance(it, CardItem):
            a11y.announce(self, a11y.card_name(self.table, it), a11y.card_description(self.table, it))
        else:
            a11y.announce(self, it.accessible_name(), a11y.zone_description(self.table, it))


__all__ = ["TableScene", "TableView", "SPEED_MS", "cardart", "CW", "CH", "QColor"]
