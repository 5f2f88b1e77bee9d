"""The 三国智 side panel: card detail (the other language one key away), the chain, 行动权, combat and choices.

Everything shown comes from the viewer's ``view_for`` and the legal actions; a click or Enter on a
choice submits that legal action, the Pass button submits ``Pass`` (Ctrl+Return).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (QLabel, QListWidget, QListWidgetItem, QPushButton, QSplitter, QTextBrowser,
                               QVBoxLayout, QWidget, QHBoxLayout)

from ....games.sanguozhi.actions import (Answer, DeclareAttacker, DeclareDefender, EndAttack, EndDefense, Pass, PickCard,
                                        PlaceDamage, PutTrigger)
from ....games.sanguozhi.ruleset import stepwise
from . import terms
from .plugin import hub_for, view_of


def card_html(card: dict, language: str, field: dict | None = None, current: list | None = None) -> str:
    """The full card in ``language``: name, type line, 兵权条件, stats, text, set code."""
    e = html.escape
    col = terms.FACTION_COLOURS.get(card.get("faction", ""), "#555")
    rows = [f"<div style='font-size:18px; font-weight:bold; color:{col}'>{e(terms.card_name(card, language))}</div>",
            f"<div style='color:#666'>{e(terms.type_line(card, language))}</div>"]
    if card["type"] != "兵权":
        rows.append(f"<div><b>{e(terms.term('兵权条件', language))}</b>: {e(terms.condition_text(card, language))}</div>")
    if card.get("zhili"):  # D.11: met by your face-up 军师
        rows.append(f"<div><b>{e(terms.term('智力要求', language))}</b>: {card['zhili']}</div>")
    if card["type"] in ("将领", "阵型"):
        stats = []
        for k, key in enumerate(("attack", "health", "intelligence")):
            v = card.get(key, 0)
            if current and k < len(current) and current[k] != v:
                stats.append(f"{e(terms.term(key, language))} <b>{current[k]}</b> ({v})")
            else:
                stats.append(f"{e(terms.term(key, language))} <b>{v}</b>")
        rows.append("<div>" + " · ".join(stats) + "</div>")
    text = terms.card_text(card, language)
    rows.append(f"<p style='margin-top:6px'>{e(text)}</p>")
    if field:
        st = []
        if field.get("tap"):
            st.append(terms.term("横置", language))
        if field.get("up") is False:
            st.append(terms.term("盖放", language))
        if field.get("dc"):
            st.append(f"{terms.term('战斗伤害', language)} {field['dc']}")
        if field.get("dp"):
            st.append(f"{terms.term('永久伤害', language)} {field['dp']}")
        if st:
            rows.append("<div style='color:#a33'>" + " · ".join(e(x) for x in st) + "</div>")
    rows.append(f"<div style='color:#888; font-size:11px'>{e(card['id'])}</div>")
    return "".join(rows)


class CardDetail(QWidget):
    """The hovered card in full, in the current language; F3 (or the button) shows the other language."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("sgzHeading")
        self.swap = QPushButton()
        self.swap.setShortcut(QKeySequence("F3"))
        self.swap.setCheckable(True)
        self.swap.toggled.connect(lambda _on: self.show_info(self.info, self._current))
        head.addWidget(self.title, 1)
        head.addWidget(self.swap)
        lay.addLayout(head)
        self.browser = QTextBrowser()
        self.browser.setMinimumHeight(150)
        lay.addWidget(self.browser)
        self.info: dict | None = None
        self._current: list | None = None
        self.retranslate()

    def language(self) -> str:
        return terms.other_language() if self.swap.isChecked() else terms.lang()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Card"))
        # named by the language it shows, short: "Other language (F3)" was cut when the dock is at its narrowest
        # (1024×768 with the hint dock open)
        other = terms.other_language()
        self.swap.setText(self.tr("中文 (F3)") if other.startswith("zh") else self.tr("English (F3)"))
        self.swap.setToolTip(self.tr("Show the card in the other language (F3)"))
        self.show_info(self.info, self._current)

    def show_info(self, info: dict | None, current: list | None = None) -> None:
        # ``current``: this card's stats on the table now, or None (not on the field): never the last card's
        self.info, self._current = info, current
        card = terms.card_def(info.get("def")) if info else None
        if card is None:
            hint = self.tr("Hover over a card to read it.") if not info else self.tr("A face-down card.")
            self.browser.setHtml(f"<i>{html.escape(hint)}</i>")
            return
        self.browser.setHtml(card_html(card, self.language(), info.get("field"), self._current))


class SanguozhiPanel(QWidget):
    """Detail, chain (top first), 行动权, 战团 and the current choices of the viewer."""

    def __init__(self, window):
        super().__init__()
        self.win = window
        self.ctl = window.ctl
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        split = QSplitter(Qt.Vertical)
        self.detail = CardDetail()
        split.addWidget(self.detail)
        chain_box = QWidget()
        cl = QVBoxLayout(chain_box)
        cl.setContentsMargins(0, 0, 0, 0)
        self.phase = QLabel()
        self.phase.setWordWrap(True)
        self.priority = QLabel()
        self.priority.setObjectName("sgzPriority")
        self.priority.setWordWrap(True)
        self.chain_title = QLabel()
        self.chain_title.setObjectName("sgzHeading")
        self.chain = QListWidget()
        self.chain.setObjectName("sgzChain")
        self.chain.setWordWrap(True)
        self.chain.itemEntered.connect(self._chain_hover)
        self.chain.setMouseTracking(True)
        row = QHBoxLayout()
        self.pass_button = QPushButton()
        self.pass_button.setShortcut(QKeySequence("Ctrl+Return"))
        self.pass_button.clicked.connect(self.pass_priority)
        row.addWidget(self.pass_button)
        cl.addWidget(self.phase)
        cl.addWidget(self.priority)
        cl.addWidget(self.chain_title)
        cl.addWidget(self.chain, 1)
        cl.addLayout(row)
        split.addWidget(chain_box)
        choice_box = QWidget()
        vl = QVBoxLayout(choice_box)
        vl.setContentsMargins(0, 0, 0, 0)
        self.combat_title = QLabel()
        self.combat_title.setObjectName("sgzHeading")
        self.combat = QLabel()
        self.combat.setWordWrap(True)
        self.combat.setTextFormat(Qt.RichText)
        self.choices_title = QLabel()
        self.choices_title.setObjectName("sgzHeading")
        self.choices_title.setWordWrap(True)  # a long step ("Member 3 of …, chosen: …") must not widen the dock
        self.choices = QListWidget()
        self.choices.setObjectName("sgzChoices")
        self.choices.itemActivated.connect(self._choose)
        self.choices.itemClicked.connect(self._choose)
        vl.addWidget(self.combat_title)
        vl.addWidget(self.combat)
        vl.addWidget(self.choices_title)
        vl.addWidget(self.choices, 1)
        split.addWidget(choice_box)
        split.setSizes([260, 260, 260])
        lay.addWidget(split)
        hub = hub_for(window.scene)  # this window's table only
        hub.cardHovered.connect(self._hovered)
        hub.synced.connect(self.refresh)
        self.ctl.viewerChanged.connect(lambda _s: self.refresh())
        self.ctl.gameStarted.connect(self.refresh)
        self.retranslate()

    # ------------------------------------------------------------ reading
    def plugin(self):
        return getattr(self.win.scene, "plugin", None)

    def name_of(self, x) -> str:
        p = self.plugin()
        return p.name_of(x) if p is not None else str(x)

    def chain_rows(self, view=None) -> list[dict]:
        """The chain as shown, top (resolves first) first: the engine's items in reverse order."""
        if not self.ctl.match:
            return []
        view = view or view_of(self.ctl)
        return list(reversed(view.data.get("chain") or []))

    def chain_text(self, it: dict, view=None) -> str:
        kind = terms.pick(terms.CHAIN_KINDS.get(it.get("kind"), ("?", "?", "?")))
        view = view or view_of(self.ctl)
        card = terms.card_def((view.data.get("cards") or {}).get(it.get("card")))
        src = terms.card_name(card) if card else self.tr("a hidden card")
        who = self.ctl.name(it.get("ctl"))
        targets = []
        picks = {dd.get("id"): dd.get("pick") for dd in it.get("decls") or [] if isinstance(dd, dict)}
        for did, vals in (it.get("targets") or {}).items():
            for v in vals if isinstance(vals, list) else [vals]:
                if isinstance(v, list) and v:  # [card, object number]
                    v = v[0]
                targets.append(self.name_of(f"#{v}" if picks.get(did) == "chain_item" else v))
        if it.get("target"):
            targets.append(self.name_of(it["target"]))
        does = terms.card_text(card) if card and it.get("kind") in (16, 18) else ""
        if does and it.get("ctl") != view.seat:  # the card's "you" is its controller, not the reader
            does = terms.text_told_of(does, who)
        if card and it.get("kind") in (15, 17, 19) and it.get("ab", {}).get("label"):
            lab = it["ab"]["label"]
            # the card data's Chinese label: a kind's own name says nothing more (it showed 启动式效果 in English)
            does = "" if any(lab in names for names in terms.CHAIN_KINDS.values()) else terms.term(lab)
        line = f"{kind} — {src} ({who})"
        if targets:
            line += "\n" + self.tr("targets: %1").replace("%1", ", ".join(targets))
        if does:
            line += "\n" + does
        return line

    # ------------------------------------------------------------ drawing
    def retranslate(self) -> None:
        self.chain_title.setText(terms.term("连环"))
        self.combat_title.setText(terms.term("战团"))
        self.choices_title.setText(self.tr("Your choices (click or Enter)"))
        self.pass_button.setText(self.tr("Pass (Ctrl+Enter)"))
        self.detail.retranslate()
        self.refresh()

    def changeEvent(self, ev) -> None:
        if ev.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(ev)

    def refresh(self) -> None:
        if not self.ctl.match or self.ctl.game != "sanguozhi":
            return
        view = view_of(self.ctl)
        d = view.data
        step = d.get("step", "")
        phase = terms.term(terms.PHASE_OF_STEP.get(step, step))
        if step in terms.STEPS:
            phase += " · " + terms.pick(terms.STEPS[step])
        self.phase.setText(self.tr("Turn %1 · %2 · %3").replace("%1", str(d.get("round_no") or d.get("turn", 0))).replace(
            "%2", self.ctl.name(d.get("active"))).replace("%3", phase))
        actor = self.ctl.to_act()
        mine = actor is not None and actor == self.ctl.viewer and self.ctl.is_human(actor)
        who = self.ctl.name(actor) if actor is not None else "—"
        self.priority.setText(f"{terms.term('行动权')}: {who}" + (" — " + self.tr("your move") if mine else ""))
        self.priority.setProperty("mine", mine)
        self.priority.setStyleSheet("background:#ffd54f; color:#222; padding:4px; font-weight:bold;" if mine
                                    else "background:#455a64; color:#eee; padding:4px;")
        self.chain.clear()
        rows = self.chain_rows(view)
        for k, it in enumerate(rows):
            li = QListWidgetItem(f"{len(rows) - k}. " + self.chain_text(it, view))
            li.setData(Qt.UserRole, it.get("id"))
            self.chain.addItem(li)
        if not self.chain.count():
            self.chain.addItem(self.tr("(empty)"))
        seat = self.ctl.my_turn_seat()
        legal = self.ctl.legal(seat) if seat is not None else []
        self.pass_button.setEnabled(any(isinstance(a, Pass) for a in legal))
        self.combat.setText(self.combat_html(view))
        self.choices.clear()
        p = self.plugin()
        ch = getattr(p, "chooser", None)
        if ch is not None and not ch.complete():
            self._choice_rows(p, ch)
            return
        self.choices_title.setText(self.tr("Your choices (click or Enter)"))
        decs = d.get("decisions") or []
        searching = bool(decs) and decs[0].get("type") == "search" and decs[0].get("seat") == seat
        started = set()
        for a in sorted(legal, key=lambda a: searching and isinstance(a, Answer)):  # "Take nothing" last
            start = stepwise.start_of(a) if isinstance(a, PutTrigger) else None
            if start is not None and stepwise.needs_steps(self.ctl.rules, self.ctl.state, start):
                if start not in started:  # a triggered effect with a choice of targets: chosen step by step
                    started.add(start)
                    li = QListWidgetItem((p.action_label(a) if p else self.ctl.action_label(a)) + "…")
                    li.setData(Qt.UserRole, ("start", start))
                    self.choices.addItem(li)
                continue
            if isinstance(a, PutTrigger):
                li = QListWidgetItem(p.action_text(a) if p else self.ctl.action_label(a))
                li.setData(Qt.UserRole, a)
                self.choices.addItem(li)
                continue
            search = isinstance(a, Answer) and searching  # a search: the cards it may take, then "Take nothing"
            if isinstance(a, (DeclareAttacker, DeclareDefender, PlaceDamage, EndAttack, EndDefense, PickCard)) or search:
                li = QListWidgetItem(p.action_text(a) if p else self.ctl.action_label(a))
                li.setData(Qt.UserRole, a)
                self.choices.addItem(li)

    def combat_html(self, view) -> str:
        e = html.escape
        cb = view.data.get("combat") or {}
        out = []
        for k, g in enumerate(cb.get("groups") or []):
            att = ", ".join(e(self.name_of(c)) for c in g.get("att", []))
            de = ", ".join(e(self.name_of(c)) for c in g.get("def", [])) or e(self.tr("no defender"))
            out.append(f"<b>{e(terms.term('战团'))} {k + 1}</b> → {e(self.ctl.name(g.get('target')))}<br>"
                       f"⚔ {att}<br>◆ {de}")
        for dec in view.data.get("decisions") or []:
            if dec.get("type") == "assign" and "pts" in dec:
                # the points already placed are taken off: after "2 → 法正" it still read "长蛇阵 4 / 法正 4"
                dealt: dict = {}
                got: dict = {}
                for pair, n in (dec.get("placed") or {}).items():
                    src, _, dst = pair.partition(">")
                    dealt[src] = dealt.get(src, 0) + n
                    got[dst] = got.get(dst, 0) + n
                pts = ", ".join(f"{e(self.name_of(c))} {n - dealt.get(c, 0)}" for c, n in dec["pts"].items())
                rem = ", ".join(f"{e(self.name_of(c))} {n - got.get(c, 0)}" for c, n in dec.get("rem", {}).items())
                head, room = self.tr("Damage to place"), self.tr("Room left (health)")
                out.append(f"<b>{e(head)}</b>: {pts}<br>{e(room)}: {rem}")
        return "<br>".join(out) if out else e(self.tr("No battle now."))

    # ------------------------------------------------------------ acting
    def _hovered(self, info: dict) -> None:
        p = self.plugin()
        cur = p.stats.get(info.get("card")) if p is not None and info.get("card") else None
        self.detail.show_info(info, cur)

    def _chain_hover(self, li: QListWidgetItem) -> None:
        iid = li.data(Qt.UserRole)
        for it in self.chain_rows():
            if it.get("id") == iid and it.get("card"):
                cards = view_of(self.ctl).data.get("cards") or {}
                self.detail.show_info({"card": it["card"], "def": cards.get(it["card"]), "zone": "table.chain"})

    def _choice_rows(self, p, ch) -> None:
        """The step being chosen: its options (those no completion allows greyed, the reason as tooltip), then
        Done (an "up to" part), Back and Cancel."""
        self.choices_title.setText(p.choice_prompt())
        for v, why in ch.options():
            li = QListWidgetItem(self.name_of(v))
            li.setData(Qt.UserRole, ("pick", v))
            if why is not None:
                li.setForeground(Qt.gray)
                li.setToolTip(self.ctl.refusal_message(why))
            self.choices.addItem(li)
        for key, text in (("close", self.tr("Done with this part")), ("back", self.tr("Back")),
                          ("cancel", self.tr("Cancel (Esc)"))):
            if key == "close" and not ch.can_close():
                continue
            li = QListWidgetItem("— " + text)
            li.setData(Qt.UserRole, (key, None))
            self.choices.addItem(li)

    def _choose(self, li: QListWidgetItem) -> None:
        a = li.data(Qt.UserRole)
        if isinstance(a, tuple):  # a step of an action being built (plugin.chooser)
            p = self.plugin()
            key, v = a
            {"pick": lambda: p.pick_value(v), "close": p.close_step, "back": p.back, "cancel": p.cancel,
             "start": lambda: p.begin_choice(v)}[key]()
            return
        if a is not None:
            self.ctl.submit(a)

    def pass_priority(self) -> bool:
        seat = self.ctl.my_turn_seat()
        for a in self.ctl.legal(seat) if seat is not None else []:
            if isinstance(a, Pass):
                return self.ctl.submit(a)
        return False
