"""三国智's table plug-in: the map layout, faces, zone items, card marks, combat drop boxes, its words.

TableScene calls these hooks (desktop/ui/plugin.py ``TablePlugin``; GameSpec.table names this class).
Nothing here decides a rule: marks come from ``view_for``, drop targets from ``legal_actions``,
refusals from the rules (``rules.refusal``).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from ....core.zones import parse_zone_id, zone_id
from ....games.sanguozhi.actions import (Conscript, DeclareAttacker, DeclareDefender, DeployGeneral, EquipTreasure,
                                        FormFormation, PickCard, PlaceBingquan, PlaceDamage, PutTrigger, SetGeneral,
                                        SetStrategy, UseAbility, UseEvent, UseStrategy)
from ...items import Z_CARD, ZoneItem, zone_colors
from ...layout import CH, CW
from ...plugin import LogNaming, TablePlugin
from ...themes import color
from ....games.sanguozhi.ruleset import stepwise
from . import faces, layoutdata, terms
from .window import NewGameDecks, SanguozhiWindowExtras
from .faces import font

Z_TREASURE = Z_CARD - 20
LABEL_PX = 12.5     # zone labels (scene px at scale 1) …
MIN_LABEL_PX = 11.0  # … and never smaller


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

    # A card turned face up on top of its own pile (D.8.4 an event used, a formation formed) moves within one
    # zone: the log said "八阵图：玩家 1的阵型 → 玩家 1的阵型".
    SAME_ZONE = {"formation": QT_TRANSLATE_NOOP("Sanguozhi", "{player} forms {card}."),
                 "event": QT_TRANSLATE_NOOP("Sanguozhi", "{player} uses the event {card}.")}

    def move(self, card: str | None, src: str, dst: str, names: list[str]) -> str | None:
        parsed = parse_zone_id(src) if src == dst and card else None
        seat, key = parsed if parsed is not None else (None, "")
        text = self.SAME_ZONE.get(key)
        if text is None or seat is None or seat >= len(names):
            return None
        return QCoreApplication.translate("Sanguozhi", text).format(player=names[seat], card=self.card(card) or card)


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
        self.chooser: stepwise.Chooser | None = None  # an action being built part by part

    def present(self, key: str, value):
        return refusal_arg(self.ctl, key, value, self.naming)

    BAR_PICKS = 1  # a search with one card to take has a button for it (more: the side panel; the bar would widen)

    def search_picks(self, seat: int | None) -> list:
        """The cards a search of the viewer's may take now (暗度陈仓 …), one PickCard each, in the search's order."""
        return [a for a in self.ctl.legal(seat) if isinstance(a, PickCard)] if seat is not None else []

    def bar_actions(self, actions: list) -> list:
        """Pass is the phase bar's "Next" (F5) and the panel's Pass (Ctrl+Enter): not a third button; a triggered
        effect with a choice of targets is chosen step by step from the side panel, not one button per choice.
        A search's few cards to take ("Take Zhang Liao") stand before its "Take nothing" (the bar's actions are
        the ones with no card: a PickCard names one)."""
        st = self.ctl.state
        picks = self.search_picks(self.ctl.my_turn_seat())
        out = picks if len(picks) <= self.BAR_PICKS else []
        for a in actions:
            if a.kind == "Pass" and self.ctl.use_stops:  # (a lesson has no phase-bar keys: Pass stays here)
                continue
            start = stepwise.start_of(a)
            if start is not None and st is not None and stepwise.needs_steps(self.ctl.rules, st, start):
                continue
            out.append(a)
        return out

    # ------------------------------------------------------------ step-by-step choosing (ruleset/stepwise.py)
    def choose(self, seat: int, actions: list) -> bool:
        """Actions of one start with a real choice of members, costs or targets: build the move part by part.
        A general dropped on a slot that can only go face down (its 兵权条件 not met) asks first, saying why."""
        st = self.ctl.state
        if actions and all(isinstance(a, SetGeneral) for a in actions) and len(actions) == 1:
            a = actions[0]
            exc = self.ctl.rules.refusal(st, DeployGeneral(a.seat, a.card, a.zone))
            if exc is not None:
                if not self.confirm_face_down(a, exc):
                    item = self.scene.card_item(a.card)
                    if item is not None:
                        self.scene.slide_home(item)
                return True
        return self._choose_parts(seat, actions)

    def confirm_face_down(self, action, exc) -> bool:
        """Set ``action`` (a 伏将) only if the player agrees, told why it cannot be 遣将; True if it was played."""
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QMenu
        menu = QMenu()
        why = menu.addAction(self.ctl.refusal_message(exc))
        why.setEnabled(False)
        go = menu.addAction(QCoreApplication.translate("Sanguozhi", "Set it face down instead (伏将)"))
        menu.addAction(QCoreApplication.translate("Sanguozhi", "Cancel"))
        chosen = self.ask_menu(menu, QCursor.pos())
        if chosen is go:
            return self.ctl.submit(action)
        self.scene.refuse(self.ctl.refusal_message(exc))
        return False

    def ask_menu(self, menu, pos):
        """A popup's answer (tests replace it)."""
        return menu.exec(pos)

    def _choose_parts(self, seat: int, actions: list) -> bool:
        st = self.ctl.state
        found = stepwise.starts(actions)
        if st is None or len(found) != 1 or len(actions) != sum(len(v) for v in found.values()):
            return False
        start = next(iter(found))
        if not stepwise.needs_steps(self.ctl.rules, st, start):
            return False
        self.begin_choice(start)
        return True

    def menu_entries(self, seat: int, actions: list):
        """One entry per start with parts ("Form formation…"), the others one per action."""
        st = self.ctl.state
        if st is None:
            return None
        out, seen = [], set()
        for a in actions:
            start = stepwise.start_of(a)
            if start is not None and stepwise.needs_steps(self.ctl.rules, st, start):
                if start not in seen:
                    seen.add(start)
                    out.append((self.action_label(a) + "…", lambda s=start: self.begin_choice(s)))
            else:
                out.append((self.action_text(a), lambda a=a: self.ctl.submit(a)))
        return out

    def begin_choice(self, start) -> None:
        self.chooser = stepwise.Chooser(self.ctl.rules, self.ctl.state, start)
        self._choice_version = self.ctl.state.version
        self._advance()

    def _advance(self) -> None:
        """After a pick: take a part that has no choice, submit a finished action, or show the next step."""
        ch = self.chooser
        while ch is not None and not ch.complete():
            lit = [v for v, why in ch.options() if why is None]
            k = ch.current()
            if len(lit) == ch.steps[k].count - len(ch.picks[k]) and not ch.steps[k].up_to:
                for v in lit:
                    ch.pick(v)
                continue
            break
        if ch is not None and ch.complete():
            self.chooser = None
            self._mark_choice()
            self.ctl.submit(ch.action())
            return
        self._mark_choice()

    def choice_prompt(self) -> str:
        """The current step in words: "结成阵型 鱼鳞阵 · 成员 2 (步兵)"."""
        ch = self.chooser
        if ch is None:
            return ""
        k = ch.current()
        s = ch.steps[k]
        args = dict(s.args)
        for key in ("card",):
            if key in args:
                args[key] = self.name_of(args[key])
        if "corps" in args:
            args["corps"] = "/".join(terms.term(x) for x in str(args["corps"]).split("/"))
        text = QCoreApplication.translate("Actions", s.label)
        try:
            text = text.format(**args)
        except (KeyError, IndexError, ValueError):
            pass
        head = self.name_of(ch.start.card) if ch.start.card else ""
        if head and head in text:  # "Member 2 of 八阵图: any" names it already
            head = ""
        sep = QCoreApplication.translate("App", ", ")  # the reader's list separator (、 in Chinese)
        done = sep.join(self.name_of(v) for p in ch.picks for v in p)
        out = f"{head} · {text}" if head else text
        if s.count > 1:
            out += f" ({len(ch.picks[k]) + 1}/{s.count})"
        if done:
            out += "  ·  " + QCoreApplication.translate("Sanguozhi", "chosen: %1").replace("%1", done)
        return out

    def _mark_choice(self) -> None:
        """Light the cards that may be chosen now (the others lose their ring); tell the side panel."""
        lit = set()
        if self.chooser is not None:
            lit = {v for v, why in self.chooser.options() if why is None}
        for it in self.scene.cards:
            want = (it.card in lit) if self.chooser is not None else it.playable
            if self.chooser is not None and it.playable != want:
                it.playable = want
                it.refresh()
        if self.chooser is None:
            self.scene._mark_playable()
        self.scene.message.emit(self.choice_prompt() if self.chooser is not None else "")
        hub_for(self.scene).synced.emit()

    def wants_click(self, item) -> bool:
        return self.chooser is not None

    def card_clicked(self, item) -> None:
        ch = self.chooser
        if ch is None:
            return
        if item.card is None:
            self.scene.refuse(QCoreApplication.translate("Sanguozhi", "That card is not a choice for this part."))
            return
        self.pick_value(item.card)

    def pick_value(self, value) -> None:
        ch = self.chooser
        if ch is None:
            return
        why = ch.pick(value)
        if why is not None:
            self.scene.refuse(self.ctl.refusal_message(why))
            return
        self._advance()

    def close_step(self) -> None:
        if self.chooser is not None and self.chooser.can_close():
            self.chooser.close()
            self._advance()

    def back(self) -> None:
        if self.chooser is not None and not self.chooser.back():
            self.cancel()
        else:
            self._mark_choice()

    def cancel(self) -> bool:
        if self.chooser is None:
            return False
        self.chooser = None
        self._mark_choice()
        return True
    def what_now(self, view, seat: int) -> str | None:
        from . import whatnow
        return whatnow.what_now(self, view, seat)

    def banner_text(self, who: str) -> str | None:
        rn = (self.ctl.view().data or {}).get("round_no") or 0
        parts = [QCoreApplication.translate("MainWindow", "Round %1").replace("%1", str(rn))] if rn else []
        parts.append(QCoreApplication.translate("MainWindow", "%1 to act").replace("%1", who))
        return "  ·  ".join(parts)

    def help_anchor(self, zone: str | None) -> str:
        """The rules page's anchor of a place (resources/help/sanguozhi_*.html): every 副将槽 → zone-deputy, every
        谋略槽 → zone-strategy, every 兵权槽 → zone-bingquan, a 宝物 → zone-treasure, a 战团 box → zone-combat."""
        if not zone:
            return ""
        if zone.startswith("combat."):
            return "zone-combat"
        if zone == "table.chain":
            return "zone-chain"
        key = zone.split(".", 1)[-1]
        if key.endswith(".treasure"):
            return "zone-treasure"
        base = key.rstrip("0123456789")
        if base.startswith("bq_"):
            return "zone-bingquan"
        return "zone-" + base

    # ------------------------------------------------------------ layout
    def _take(self, view) -> None:
        self.defs = dict(view.data.get("cards") or {})
        self.field = view.data.get("field") or {}

    def layout(self, view, anchor: int):
        self._take(view)
        lay = layoutdata.table_layout(view, anchor, getattr(self.scene, "view_aspect", None))
        self.sig = layoutdata.signature(view, anchor)
        return lay

    def needs_rebuild(self, view) -> bool:
        self._take(view)
        return layoutdata.signature(view, self.scene.anchor) != self.sig

    def zone_item(self, placed) -> ZoneItem:
        return SgzZoneItem(self.scene, placed, self)

    def place_cards(self, placed, items: list) -> None:
        """A general stands in the middle of its 将领槽 (as wide as a card is tall), so turned 90° (横置) it stays
        inside it."""
        if placed.key in layoutdata.GENERAL_KEYS and placed.rect.width() > CW:
            dx = (placed.rect.width() - CW) / 2
            for it in items:
                it.home = QPointF(it.home.x() + dx, it.home.y())

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
            if it.card in commands and not it.playable and self.chooser is None:
                it.playable = True
                it.refresh()
        for zi in self.scene.zones.values():
            if isinstance(zi, SgzZoneItem):
                zi.update_extra(view)
        if self.lang != terms.lang():
            self.relanguage()
        if self.chooser is not None and (self.chooser.st is not self.ctl.state or
                                         self.chooser.st.version != getattr(self, "_choice_version", None)):
            self.chooser = None  # the table moved on (a bot, undo): what was being chosen is gone
        if self.chooser is not None:
            self._mark_choice()
            return
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

    def intended(self, seat: int, card: str, zone: str) -> list:
        """The moves a person means by dropping ``card`` on ``zone`` (the obvious reading first), legal or not:
        the rules' check of them explains a refused drop with the rule and the numbers."""
        st = self.ctl.state
        if st is None or card not in st.where or card not in (st.data.get("cards") or {}):
            return []
        cd = terms.card_def(st.data["cards"][card]) or {}
        t = cd.get("type")
        base = zone.split(".", 1)[-1] if "." in zone else zone
        slot = base.split(".")[0]
        if slot in ("lord", "advisor") or slot.startswith("deputy"):
            if base.endswith("treasure") or t == "宝物":
                g = next(iter(st.zones[zone.replace(".treasure", "")].cards), None) if zone.replace(
                    ".treasure", "") in st.zones else None
                return [EquipTreasure(seat, card, g)] if t == "宝物" and g else []
            if t == "将领":
                return [DeployGeneral(seat, card, zone), SetGeneral(seat, card, zone)]
        if slot.startswith("strategy") and t == "谋略":
            return [SetStrategy(seat, card, zone), UseStrategy(seat, card, (), zone)]
        if slot.startswith("bq_"):
            return ([PlaceBingquan(seat, card)] if t == "兵权" else []) + [Conscript(seat, card, zone)]
        if zone == "table.chain" and t == "谋略":
            return [UseStrategy(seat, card, (), None)]
        if zone == "table.chain" and t == "事件":
            return [UseEvent(seat, card, ())]
        return []

    def explain_drop(self, card: str, zone: str) -> str | None:
        """Why a drop is refused: the rules' refusal of the move it means (a 宝物 on a face-down general: "A
        treasure can only be equipped to a face-up general of yours."; a 战团: the attack or the block)."""
        seat = self.ctl.viewer
        if not zone.startswith("combat."):
            if seat is None:
                return None
            why = self._rule_refusing(self.intended(seat, card, zone))
            if why is None and card not in self.ctl.draggable_cards(seat):
                # a place the card never goes, and the card has no move now: why its own moves are refused
                # (a general dropped on the 墓地 in the battle step: "遣将 only in your main phase [§…]")
                st = self.ctl.state
                own = [z for z in st.zones if z.startswith(f"P{seat + 1}.")] + ["table.chain"]
                why = self._rule_refusing([a for z in own for a in self.intended(seat, card, z)])
            return why
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
            exc = self.ctl.rules.refusal(st, act)
        except Exception:  # noqa: BLE001 - an explanation must never break the table
            return None
        return self.ctl.refusal_message(exc) if exc is not None else None

    def _rule_refusing(self, actions: list) -> str | None:
        """The first of ``actions`` the rules refuse with a rule of theirs (§…), in the reader's words."""
        for act in actions:
            try:
                exc = self.ctl.rules.refusal(self.ctl.state, act)
            except Exception:  # noqa: BLE001 - an explanation must never break the table
                continue
            if exc is not None and "§" in exc.rule:
                return self.ctl.refusal_message(exc)
        return None

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
            text = text.format(**args)
        except (KeyError, IndexError, ValueError):
            pass
        if isinstance(a, PutTrigger):  # it read "Use triggered effect / Do not use": whose effect?
            src = self.trigger_source(a.trigger)
            if src:
                text = f"{self.name_of(src)} · {text}"
        return text

    def trigger_source(self, trigger: int) -> str | None:
        """The card whose waiting triggered ability ``trigger`` is (D.5.5), as the viewer's view has it."""
        view = view_of(self.ctl)
        for w in (view.data.get("waiting") or []) if view is not None else []:
            if w.get("id") == trigger:
                return w.get("src")
        return None

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
        elif isinstance(a, PickCard):  # "Take Zhang Liao" (it read "Take" once per card of the search)
            return f"{base} {self.name_of(a.card)}"
        if isinstance(a, UseStrategy) and a.zone:
            extra = (extra + "; " if extra else "") + terms.zone_name(a.zone)
        text = f"{base} → {extra}" if extra else base
        if isinstance(a, (DeclareAttacker, DeclareDefender)):  # the list read "Defend: battle group 1" twice
            text = f"{self.name_of(a.card)} · {text}"
        return text


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
        self.label_room = getattr(placed, "label_room", 0.0)
        self.label_cut = False  # the last drawn label had to be cut (…)

    def label(self) -> str:
        z = self.zone
        if z.startswith("combat.new."):
            return QCoreApplication.translate("Sanguozhi", "New battle group")
        if z.startswith("combat."):
            return f"{terms.term('战团')} {z.split('.')[1]}"
        return terms.zone_name(z)

    def label_width(self) -> float:
        """The label band: the slot and the gap after it, or the room up to the next label (layoutdata)."""
        return max(self.rect.width() + layoutdata.GAP - 3, self.label_room)

    def boundingRect(self) -> QRectF:
        top = layoutdata.LABEL + 2 + (layoutdata.PEEK if self._has_peek() else 0)
        return self.rect.adjusted(-4, -top, max(layoutdata.GAP - 2, self.label_width() - self.rect.width() + 1), 4)

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
        key = (self.label(), self.count, self.mode, self.rect.width(), self.label_room, self.table.render_scale,
               self.table.theme, self.extra)
        if self._pm is None or self._pm_key != key:
            self._pm = self._render(key)
            self._pm_key = key
        br = self.boundingRect()
        p.drawPixmap(br, self._pm, QRectF(0, 0, self._pm.width(), self._pm.height()))

    def _render(self, key) -> QPixmap:
        br = self.boundingRect()
        # drawn at the scale it is shown at: a label rendered at scale 1 and shrunk lost strokes (墓地 read 些地)
        s = max(0.25, self.table.render_scale)
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
        if self.style in ("stack", "fan", "row", "spread") and self.count:
            text = f"{text} · {self.count}"
        p.setPen(color(theme, "legal") if self.mode else color(theme, "subtext"))
        band = QRectF(r.x() - 1, r.y() - layoutdata.LABEL - 1 - (layoutdata.PEEK if self._has_peek() else 0),
                      self.label_width(), layoutdata.LABEL)
        self._draw_label(p, band, text)
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

    def _draw_label(self, p: QPainter, band: QRectF, text: str) -> None:
        """The label at 12.5 px, never below 11 px (scene units at scale 1: legible at the default window size);
        a name too long for its band is cut with … but keeps its count (" · 3")."""
        f = faces.fit_font(text, band.width() - 1, LABEL_PX, bool(self.mode), MIN_LABEL_PX)
        fm = QFontMetricsF(f)
        # at 11 px the letters may close up a little before anything is cut ("Formations · 2" and
        # "Graveyard · 12" are 2–3 units too long for a card-wide slot, and read "Formati… · 2")
        if fm.horizontalAdvance(text) > band.width():
            for pct in (97.0, 94.0, 91.0):  # closed up, it keeps a clear gap before the next label
                f.setLetterSpacing(QFont.PercentageSpacing, pct)
                fm = QFontMetricsF(f)
                if fm.horizontalAdvance(text) <= band.width() - 4:
                    break
        p.setFont(f)
        whole = text
        if fm.horizontalAdvance(text) > band.width() and " · " in text:
            name, count = text.rsplit(" · ", 1)
            tail = " · " + count
            text = fm.elidedText(name, Qt.ElideRight, band.width() - fm.horizontalAdvance(tail)) + tail
        else:
            text = fm.elidedText(text, Qt.ElideRight, band.width())
        self.label_cut = text != whole
        p.drawText(band, Qt.AlignLeft | Qt.AlignVCenter, text)

    def _has_peek(self) -> bool:
        return layoutdata.has_peek(self.key)


__all__ = ["SanguozhiTable", "hub_for", "CardMarks", "SgzZoneItem", "QPointF"]
