"""三国智's table plug-in: the map layout, faces, zone items, card marks, combat drop boxes, its words.

TableScene calls these hooks (desktop/ui/plugin.py ``TablePlugin``; GameSpec.table names this class).
Nothing here decides a rule: marks come from ``view_for``, drop targets from ``legal_actions``,
refusals from the rules (``refusal_of``).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from ....core.legality import refusal_of
from ....core.zones import zone_id
from ....games.sanguozhi.actions import (DeclareAttacker, DeclareDefender, DeployGeneral, EquipTreasure,
                                        FormFormation, PlaceDamage, PutTrigger, SetGeneral, UseAbility, UseEvent,
                                        UseStrategy)
from ...items import Z_CARD, ZoneItem, zone_colors
from ...layout import CH, CW
from ...plugin import LogNaming, TablePlugin
from ...themes import color
from . import faces, layoutdata, terms
from .window import NewGameDecks, SanguozhiWindowExtras
from .faces import font

Z_TREASURE = Z_CARD - 20


def tr(text: str) -> str:
    return QCoreApplication.translate("Sanguozhi", text)


class Hub(QObject):
    """Signals the side panel listens to: one per table scene (the plugin is rebuilt per game; the hub stays)."""
    cardHovered = Signal(object)   # {"card", "def", "zone"} of the hovered card
    synced = Signal()              # the scene has drawn a new view


def hub_for(scene) -> Hub:
    """The hub of ``scene`` (made on first use, owned by the scene): one window's panel hears only its table."""
    hub = scene.findChild(Hub, "sanguozhiHub")
    if hub is None:
        hub = Hub(scene)
        hub.setObjectName("sanguozhiHub")
    return hub


def public_values(view) -> tuple[dict, dict]:
    """(粮草 cap per seat, current [attack, health, intelligence] per face-up card) from the view's
    ``derived`` values (the engine puts only what the viewer may see there)."""
    dv = (view.data.get("derived") or {}) if view is not None else {}
    return dict(enumerate(dv.get("cap") or [])), {c: list(v) for c, v in (dv.get("stats") or {}).items()}


def view_of(ctl):
    """The viewer's view (the controller keeps one per table state and viewer)."""
    return ctl.view() if ctl.state is not None else None


def seat_name(ctl, seat) -> str:
    return ctl.name(seat) if isinstance(seat, int) else str(seat)


class SanguozhiNaming(LogNaming):
    """The log names 三国智 card ids by the card's name and zones by their 三国智 labels."""

    def __init__(self, ctl=None) -> None:
        self.ctl = ctl

    def card(self, cid: str) -> str | None:
        st = self.ctl.state if self.ctl is not None else None
        if st is None:
            return None
        if cid == "?":
            return QCoreApplication.translate("Sanguozhi", "a face-down card")
        card = terms.card_def((st.data.get("cards") or {}).get(cid))
        return terms.card_name(card) if card else None

    def zone(self, zone: str) -> str | None:
        name = terms.zone_name(zone)
        return None if name == zone else name


class SanguozhiTable(TablePlugin):
    window_extras = SanguozhiWindowExtras
    newgame_extras = NewGameDecks

    def __init__(self, scene, game: str = "sanguozhi"):
        super().__init__(scene, game)
        self.naming = SanguozhiNaming(self.ctl)
        self.defs: dict[str, str] = {}
        self.field: dict = {}
        self.sig = None
        self.lang = terms.lang()
        self.caps: dict = {}
        self.stats: dict = {}

    def present(self, key: str, value):
        return refusal_arg(self.ctl, key, value, self.naming)

    def what_now(self, view, seat: int) -> str | None:
        from . import whatnow
        return whatnow.what_now(self, view, seat)

    def banner_text(self, who: str) -> str | None:
        rn = (self.ctl.view().data or {}).get("round_no") or 0
        parts = [QCoreApplication.translate("MainWindow", "Round %1").replace("%1", str(rn))] if rn else []
        parts.append(QCoreApplication.translate("MainWindow", "%1 to act").replace("%1", who))
        return "  ·  ".join(parts)

    # ------------------------------------------------------------ layout
    def _take(self, view) -> None:
        self.defs = dict(view.data.get("cards") or {})
        self.field = view.data.get("field") or {}

    def layout(self, view, anchor: int):
        self._take(view)
        lay = layoutdata.table_layout(view, anchor)
        self.sig = layoutdata.signature(view, anchor)
        return lay

    def needs_rebuild(self, view) -> bool:
        self._take(view)
        return layoutdata.signature(view, self.scene.anchor) != self.sig

    def zone_item(self, placed) -> ZoneItem:
        return SgzZoneItem(self.scene, placed, self)

    # ------------------------------------------------------------ pictures and marks
    def card_pixmap(self, face, w, h, scale, theme, marks: tuple = ()) -> QPixmap:
        base = faces.pixmap(self.defs.get(face) if face else None, w, h, scale, theme)
        if not marks:
            return base
        pm = QPixmap(base)
        p = QPainter(pm)
        p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        p.scale(pm.width() / pm.devicePixelRatio() / w, pm.height() / pm.devicePixelRatio() / h)
        _paint_generic_marks(p, w, h, marks)
        p.end()
        return pm

    def synced(self, view) -> None:
        self._take(view)
        self.caps, self.stats = public_values(view)
        seat = self.ctl.my_turn_seat()
        commands = set()
        if seat is not None:
            for a in self.ctl.legal(seat):
                c = self.ctl.hint(a).get("card")
                if c:
                    commands.add(c)
        cb = view.data.get("combat") or {}
        roles = {}
        for gi, g in enumerate(cb.get("groups") or []):
            for c in g.get("att", []):
                roles[c] = ("att", gi + 1)
            for c in g.get("def", []):
                roles[c] = ("def", gi + 1)
        chain_cards = {it.get("card") for it in view.data.get("chain") or []}
        for it in self.scene.cards:
            it.setTransformOriginPoint(CW / 2, CH / 2)
            f = self.field.get(it.card) if it.card else None
            tapped = bool(f and f.get("tap")) and it.zone.split(".")[-1] != "hand"
            it.setRotation(90 if tapped else 0)
            if it.zone.endswith(".treasure"):
                it.home_z = Z_TREASURE
                it.setZValue(Z_TREASURE)
            marks = self._marks_for(it, f, roles, chain_cards)
            m = getattr(it, "sgz_marks", None)
            if marks and m is None:
                m = CardMarks(it)
                it.sgz_marks = m
            if m is not None:
                m.set_marks(marks)
            if it.card in commands and not it.playable:
                it.playable = True
                it.refresh()
        for zi in self.scene.zones.values():
            if isinstance(zi, SgzZoneItem):
                zi.update_extra(view)
        if self.lang != terms.lang():
            self.relanguage()
        hub_for(self.scene).synced.emit()

    def relanguage(self) -> None:
        self.lang = terms.lang()
        for it in self.scene.cards:
            it._pm_key = None
            it.refresh()

    def _marks_for(self, it, f, roles, chain_cards) -> dict:
        if not it.card or f is None:
            return {"chain": True} if it.card in chain_cards and it.zone == "table.chain" else {}
        out = {}
        if f.get("dc"):
            out["dc"] = f["dc"]
        if f.get("dp"):
            out["dp"] = f["dp"]
        card = terms.card_def(self.defs.get(it.card))
        if card and card["type"] in ("将领", "阵型") and (f.get("up") or f.get("formed")):
            cur = self.stats.get(it.card)
            if cur:
                printed = [card.get("attack", 0), card.get("health", 0)]
                if cur[:2] != printed:
                    out["stats"] = (cur[0], cur[1], cur[0] > printed[0] or cur[1] > printed[1])
        if it.card in roles:
            out["combat"] = roles[it.card]
        if f.get("dying"):
            out["dying"] = True
        if f.get("chain"):
            out["chain"] = True
        if f.get("formed") or f.get("form"):
            out["form"] = True
        return out

    # ------------------------------------------------------------ seat panels and hover
    def panel_parts(self, seat: int, view) -> list[str]:
        if self.lang != terms.lang():
            self.relanguage()
        players = view.data.get("players") or []
        pl = players[seat] if seat < len(players) else {}
        parts = []
        if pl.get("out"):
            parts.append(QCoreApplication.translate("Sanguozhi", "out"))
        cap = self.caps.get(seat)
        lc = pl.get("lc", 0)
        parts.append(f"{terms.term('粮草')} {lc}/{cap}" if cap is not None else f"{terms.term('粮草')} {lc}")
        hand = view.zones.get(zone_id(seat, "hand"))
        if hand is not None:
            parts.append(QCoreApplication.translate("Sanguozhi", "hand %1").replace("%1", str(len(hand.cards))))
        camp = view.zones.get(zone_id(seat, "camp"))
        if camp is not None:
            parts.append(QCoreApplication.translate("Sanguozhi", "camp %1").replace("%1", str(len(camp.cards))))
        return parts

    def card_hovered(self, item, on: bool) -> None:
        if on:
            hub_for(self.scene).cardHovered.emit({"card": item.card, "def": self.defs.get(item.card) if item.card else None,
                                  "zone": item.zone, "field": self.field.get(item.card) if item.card else None})

    def describe_card(self, item) -> str:
        where = terms.zone_name(item.zone)
        zi = self.scene.zones.get(item.zone)
        owner = self.ctl.name(zi.seat) if zi is not None and zi.seat is not None else ""
        card = terms.card_def(self.defs.get(item.card)) if item.card else None
        if card is None:
            what = QCoreApplication.translate("Sanguozhi", "a face-down card")
        else:
            what = f"{terms.card_name(card)} ({terms.type_line(card)})"
            cur = self.stats.get(item.card)
            if cur and card["type"] in ("将领", "阵型"):
                what += f" {terms.term('attack')} {cur[0]} · {terms.term('health')} {cur[1]}"
        return " — ".join(x for x in (what, f"{where} ({owner})" if owner else where) if x)

    # ------------------------------------------------------------ combat drops and wording
    def extra_targets(self, card: str, targets: dict) -> None:
        """Nothing to add: attackers and defenders are ordinary drags (the engine's hints name the
        战团 boxes ``combat.N`` / ``combat.new.S``)."""

    def explain_drop(self, card: str, zone: str) -> str | None:
        """Why a card may not join this 战团: the engine's refusal of the action tried on a copy."""
        if not zone.startswith("combat."):
            return None
        seat = self.ctl.viewer
        st = self.ctl.state
        if seat is None or st is None:
            return None
        cb = st.data.get("combat") or {}
        groups = cb.get("groups") or []
        decs = st.data.get("decisions") or []
        kind = decs[0].get("type") if decs else None
        parts = zone.split(".")
        if parts[1] == "new":
            act = DeclareAttacker(seat, card, len(groups) + 1, int(parts[2]))
        else:
            n = int(parts[1])
            if kind == "defend":
                act = DeclareDefender(seat, card, n)
            else:
                act = DeclareAttacker(seat, card, n, groups[n - 1]["target"] if n <= len(groups) else 0)
        try:
            exc = refusal_of(self.ctl.rules, st, act)
        except Exception:  # noqa: BLE001 - an explanation must never break the table
            return None
        return self.ctl.refusal_message(exc) if exc is not None else None

    def name_of(self, x) -> str:
        """A target as words: a card by its name, a seat by its player, a chain item by its card."""
        if isinstance(x, int) and not isinstance(x, bool):
            return seat_name(self.ctl, x)
        if isinstance(x, str):
            if x.startswith("P") and x[1:].isdigit():
                return seat_name(self.ctl, int(x[1:]) - 1)
            if x.startswith("#"):
                for it in (view_of(self.ctl).data.get("chain") or []):
                    if str(it.get("id")) == x[1:]:
                        card = terms.card_def(self.defs.get(it.get("card")))
                        kind = terms.pick(terms.CHAIN_KINDS.get(it.get("kind"), ("?",) * 3))
                        return f"{kind}: {terms.card_name(card)}" if card else kind
                return x
            if "=" in x:
                return self.name_of(x.split("=", 1)[1])
            card = terms.card_def(self.defs.get(x))
            if card:
                return terms.card_name(card)
            zone = terms.zone_name(x)
            return zone
        return str(x)

    def action_label(self, a) -> str:
        """The engine's label ("Actions" context) in the current language, seats by their players' names."""
        h = self.ctl.hint(a)
        args = dict(h.get("args") or {})
        for k in ("player", "target"):
            if k in args:
                args[k] = self.name_of(args[k])
        text = QCoreApplication.translate("Actions", h.get("label") or a.kind)
        try:
            return text.format(**args)
        except (KeyError, IndexError, ValueError):
            return text

    def action_text(self, a) -> str:
        base = self.action_label(a)
        extra = ""
        if isinstance(a, (UseStrategy, UseEvent, UseAbility, PutTrigger)) and a.targets:
            extra = ", ".join(self.name_of(t) for t in a.targets)
        elif isinstance(a, (DeployGeneral, SetGeneral)):
            extra = terms.zone_name(a.zone)
        elif isinstance(a, EquipTreasure):
            extra = self.name_of(a.general)
        elif isinstance(a, FormFormation):
            extra = ", ".join(self.name_of(m) for m in a.members)
        elif isinstance(a, DeclareAttacker):
            extra = seat_name(self.ctl, a.target)
        elif isinstance(a, PlaceDamage):
            extra = f"{self.name_of(a.dealer)} → {self.name_of(a.receiver)}"
        if isinstance(a, UseStrategy) and a.zone:
            extra = (extra + "; " if extra else "") + terms.zone_name(a.zone)
        return f"{base} → {extra}" if extra else base


_CID = re.compile(r"^P[1-6]:\d{3}$")
_CJK_WORD = re.compile(r"[\u4e00-\u9fff]+")


def refusal_arg(ctl, key: str, value, naming: LogNaming | None = None):
    """A field of a 三国智 refusal as the reader should see it, the way the log names it: a card id by
    the card's name in the current language, a seat by its player, a zone id by its label (with its
    owner), game words (步兵, 主将) in the current language."""
    from ... import logpanel
    if not isinstance(value, str):
        return None
    if _CID.match(value):  # only cards the reader may see are named (the view drops the others)
        view = view_of(ctl)
        card = terms.card_def(((view.data.get("cards") or {}) if view is not None else {}).get(value))
        return terms.card_name(card) if card else QCoreApplication.translate("Sanguozhi", "a face-down card")
    names = [ctl.name(i) for i in range(len(ctl.seats))]
    shown = logpanel.present_arg(key, value, names, naming)
    if shown != value:
        return shown
    if "." in value and terms.zone_name(value) != value:
        return logpanel.zone_name(value, names, naming)
    return _CJK_WORD.sub(lambda m: terms.term(m.group(0)), value)


class CardMarks(QGraphicsItem):
    """Runtime marks on a 三国智 card: damage (战斗 red, 永久 purple), current stats, 战团 tag, 濒死, 连环."""

    def __init__(self, card):
        super().__init__(card)
        self.card = card
        self.marks: dict = {}
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(2)

    def set_marks(self, marks: dict) -> None:
        if marks != self.marks:
            self.marks = dict(marks)
            self.setVisible(bool(marks))
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, CW + 16, CH + 16)

    def paint(self, p: QPainter, option, widget=None) -> None:
        m = self.marks
        if not m:
            return
        p.setRenderHint(QPainter.Antialiasing)
        y = 2.0
        for key, col in (("dc", "#d32f2f"), ("dp", "#6a1b9a")):
            if m.get(key):
                _pill(p, QRectF(CW - 25, y - 6, 29, 15), QColor(col), f"-{m[key]}", 10.5)
                y += 16
        if "stats" in m:
            a, h, up = m["stats"]
            _pill(p, QRectF(1, CH - 17, 40, 15), QColor("#1e6b3a" if up else "#8a4b0f"), f"{a}/{h}", 10.5)
        tags = []
        if "combat" in m:
            side, n = m["combat"]
            tags.append((QCoreApplication.translate("Sanguozhi", "ATK %1") if side == "att" else QCoreApplication.translate("Sanguozhi", "DEF %1")).replace("%1", str(n)))
        if m.get("dying"):
            tags.append(QCoreApplication.translate("Sanguozhi", "dying"))
        if m.get("chain"):
            tags.append(terms.term("连环"))
        ty = 20.0
        for t in tags:
            _pill(p, QRectF(-5, ty, 44, 14), QColor("#b71c1c" if "ATK" in t or "攻" in t else "#1a3f7a"), t, 9.5)
            ty += 16


def _paint_generic_marks(p: QPainter, w: float, h: float, marks: tuple) -> None:
    """The table's generic marks (private veil, focus/playable ring, badge) on a 三国智 face."""
    for m in marks:
        if m[0] == "private":
            p.fillRect(QRectF(2, 2, w - 4, h - 4), QColor(20, 30, 60, 70))
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(30, 40, 80, 210))
            p.drawRoundedRect(QRectF(w - 22, h - 30, 19, 13), 3, 3)
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(QPointF(w - 12.5, h - 23.5), 5, 3)
            p.setBrush(QColor(30, 40, 80))
            p.drawEllipse(QPointF(w - 12.5, h - 23.5), 1.8, 1.8)
        elif m[0] == "ring":
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(QColor(m[1]), m[2] + 0.6))
            p.drawRoundedRect(QRectF(1.5, 1.5, w - 3, h - 3), 6, 6)
        elif m[0] == "badge" and len(m) >= 3:
            _pill(p, QRectF(w * 0.08, h * 0.45, w * 0.84, 15), QColor(m[2]), str(m[1]), 10)


def _pill(p: QPainter, r: QRectF, fill: QColor, text: str, px: float) -> None:
    p.setPen(QPen(QColor(255, 255, 255, 230), 1.2))
    p.setBrush(fill)
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    p.setPen(QColor("white"))
    p.setFont(faces.fit_font(text, r.width() - 4, px, True, 6))
    p.drawText(r, Qt.AlignCenter, text)


class SgzZoneItem(ZoneItem):
    """A slot of the 三国智 map: label in the current language; 粮仓 shows 粮草/cap; 战团 boxes list their cards."""

    def __init__(self, table, placed, plugin):
        super().__init__(table, placed)
        self.plugin = plugin
        self.extra: tuple = ()

    def label(self) -> str:
        z = self.zone
        if z.startswith("combat.new."):
            return QCoreApplication.translate("Sanguozhi", "New battle group")
        if z.startswith("combat."):
            return f"{terms.term('战团')} {z.split('.')[1]}"
        return terms.zone_name(z)

    def boundingRect(self) -> QRectF:
        top = layoutdata.LABEL + 2 + (layoutdata.PEEK if self._has_peek() else 0)
        return self.rect.adjusted(-4, -top, max(4.0, layoutdata.PITCH - CW - 6), 4)

    def update_extra(self, view) -> None:
        extra: tuple = ()
        if self.style == "granary" and self.seat is not None:
            pl = (view.data.get("players") or [])[self.seat]
            extra = (pl.get("lc", 0), self.plugin.caps.get(self.seat))
        elif self.style == "combat":
            extra = self._combat_lines(view)
        if extra != self.extra:
            self.extra = extra
            self.table.bg_dirty(self.sceneBoundingRect())

    def _combat_lines(self, view) -> tuple:
        ctl = self.plugin.ctl
        parts = self.zone.split(".")
        if parts[1] == "new":
            return ("→ " + ctl.name(int(parts[2])), QCoreApplication.translate("Sanguozhi", "drop an attacker here"))
        groups = (view.data.get("combat") or {}).get("groups") or []
        k = int(parts[1]) - 1
        if k >= len(groups):
            return ()
        g = groups[k]
        lines = ["→ " + ctl.name(g.get("target"))]
        lines += ["⚔ " + self.plugin.name_of(c) for c in g.get("att", [])]
        lines += ["◆ " + self.plugin.name_of(c) for c in g.get("def", [])]
        if not g.get("def"):
            lines.append(QCoreApplication.translate("Sanguozhi", "no defender"))
        return tuple(lines)

    def draw_into(self, p: QPainter) -> None:
        key = (self.label(), self.count, self.mode, self.rect.width(), self.table.render_scale, self.table.theme,
               self.extra)
        if self._pm is None or self._pm_key != key:
            self._pm = self._render(key)
            self._pm_key = key
        br = self.boundingRect()
        p.drawPixmap(br, self._pm, QRectF(0, 0, self._pm.width(), self._pm.height()))

    def _render(self, key) -> QPixmap:
        br = self.boundingRect()
        s = max(1.0, self.table.render_scale)
        pm = QPixmap(max(1, int(br.width() * s)), max(1, int(br.height() * s)))
        pm.fill(Qt.transparent)
        p = QPainter(pm)
        p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        p.scale(s, s)
        p.translate(-br.topLeft())
        theme = self.table.theme
        r = self.rect
        edge, fill, width = zone_colors(theme, self.mode)
        if self.style == "attached":
            if self.mode:  # only a drop target shows: the strip above the general
                p.setPen(QPen(edge, width))
                p.setBrush(fill)
                p.drawRoundedRect(QRectF(r.x(), r.y(), r.width(), layoutdata.PEEK + 6), 5, 5)
            p.end()
            pm.setDevicePixelRatio(s)
            return pm
        style = Qt.DashLine if self.style in ("combat", "row") else Qt.SolidLine
        p.setPen(QPen(edge, width, style))
        p.setBrush(fill)
        p.drawRoundedRect(r, 7, 7)
        text = self.label()
        if self.style in ("stack", "fan", "row") and self.count:
            text = f"{text} · {self.count}"
        p.setPen(color(theme, "legal") if self.mode else color(theme, "subtext"))
        band = QRectF(r.x() - 1, r.y() - layoutdata.LABEL - 1 - (layoutdata.PEEK if self._has_peek() else 0),
                      max(r.width(), layoutdata.PITCH - 6), layoutdata.LABEL)
        f = faces.fit_font(text, band.width(), 12.0, bool(self.mode), 8.5)
        p.setFont(f)
        p.drawText(band, Qt.AlignLeft | Qt.AlignVCenter, p.fontMetrics().elidedText(text, Qt.ElideRight, int(band.width())))
        if self.style == "granary" and self.extra:
            lc, cap = self.extra
            p.setPen(color(theme, "text"))
            p.setFont(font(30, True))
            p.drawText(QRectF(r.x(), r.y() + 14, r.width(), 40), Qt.AlignCenter, str(lc))
            p.setPen(color(theme, "subtext"))
            p.setFont(font(13))
            p.drawText(QRectF(r.x(), r.y() + 54, r.width(), 18), Qt.AlignCenter,
                       f"/ {cap}" if cap is not None else "")
            p.setFont(font(11))
            p.drawText(QRectF(r.x(), r.y() + 74, r.width(), 18), Qt.AlignCenter, terms.term("粮草"))
            if cap:
                bar = QRectF(r.x() + 8, r.bottom() - 9, r.width() - 16, 4)
                p.setPen(Qt.NoPen)
                p.setBrush(QColor(0, 0, 0, 70))
                p.drawRoundedRect(bar, 2, 2)
                p.setBrush(QColor("#ffd54f") if lc * 3 > cap else QColor("#ef5350"))
                p.drawRoundedRect(QRectF(bar.x(), bar.y(), bar.width() * max(0, min(1, lc / cap)), 4), 2, 2)
        elif self.style == "combat" and self.extra:
            p.setPen(color(theme, "text"))
            y = r.y() + 5
            for k, line in enumerate(self.extra):
                f = faces.fit_font(line, r.width() - 10, 12 if k == 0 else 11, k == 0, 7)
                p.setFont(f)
                p.drawText(QRectF(r.x() + 5, y, r.width() - 10, 16), Qt.AlignLeft | Qt.AlignVCenter,
                           p.fontMetrics().elidedText(line, Qt.ElideRight, int(r.width() - 10)))
                y += 15
                if y > r.bottom() - 12:
                    break
        p.end()
        pm.setDevicePixelRatio(s)
        return pm

    def _has_peek(self) -> bool:
        return self.key in ("graveyard", "lord", "advisor", "camp") or self.key.startswith("deputy")


__all__ = ["SanguozhiTable", "hub_for", "CardMarks", "SgzZoneItem", "QPointF"]
