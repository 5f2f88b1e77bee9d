"""The 三国智 deck editor: browse and filter the set, build a deck with live validation, save/load, start a game.

Validation is the engine's own deck check (``decks.check_deck``, §1.1.1 and D.4.1); the editor only
shows its messages.  Decks are saved as the text format the engine reads (``count name`` lines).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QFileDialog, QFormLayout, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QListWidget, QListWidgetItem, QMessageBox,
                               QPushButton, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ....controller.bots import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
from ....core.persistence import data_dir
from ....games.sanguozhi.cards import BINGZHONG, FACTIONS, LATEST, TYPES, card_db
from ....games.sanguozhi.decks import DEFAULT_DECKS, DeckError, check_deck, read_deck_file
from ....games.sanguozhi.paths import decks_dir
from . import terms
from .panel import CardDetail


def user_decks_dir() -> Path:
    return data_dir() / "decks" / "sanguozhi"


def deck_text(name: str, counts: dict[str, int]) -> str:
    """The deck as the engine's text format: a ``name:`` line, then ``count name`` (or id) per card."""
    db = card_db()
    lines = [f"name: {name}"] if name else []
    for cid, n in counts.items():
        c = db[cid]
        lines.append(f"{n} {c['name'] or c['id']}")
    return "\n".join(lines) + "\n"


def matches(card: dict, ftype: str, faction: str, corps: str, cond: str, text: str) -> bool:
    """Does ``card`` pass the editor's filters (type, 势力, 兵种, 兵权条件, text in any language)?"""
    if ftype and card["type"] != ftype:
        return False
    if faction and card.get("faction", "") != faction:
        return False
    if corps:
        kinds = set(card.get("corps") or [])
        fv = card.get("face_value", {}).get("bingzhong")
        if fv:
            kinds.add(fv)
        if corps not in kinds:
            return False
    if cond:
        bc = card.get("bingquan_condition") or {}
        if cond == "none":
            if any(bc.values()):
                return False
        elif not bc.get(cond):
            return False
    if text:
        t = text.lower()
        hay = [card["id"], card["name"]] + [v.get("name", "") + " " + v.get("text", "")
                                            for v in card.get("display", {}).values()]
        if not any(t in h.lower() for h in hay):
            return False
    return True


def problem_text(pr) -> str:
    """A deck problem of the engine in the current language (card names too)."""
    source = getattr(pr, "source", None)
    if not source:
        return pr[1]
    args = dict(pr.args)
    if isinstance(args.get("card"), str):
        c = terms.card_def(args["card"])
        if c is not None:
            args["card"] = terms.card_name(c)
    text = QCoreApplication.translate("Rules", source)
    try:
        return text.format(**args)
    except (KeyError, IndexError, ValueError):
        return pr[1]


class DeckEditor(QDialog):
    """Cards of the set on the left, the deck on the right; validation messages under the deck."""

    startGame = Signal(str, str, str)   # deck file, the bot's deck file, bot level

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("sgzDeckEditor")
        self.counts: dict[str, int] = {}
        self.path: str | None = None
        self.cards = [c for c in card_db().cards(LATEST) if not c.get("test")]  # as a new game deals them
        self.cards.sort(key=lambda c: (TYPES.index(c["type"]), c["id"]))
        outer = QVBoxLayout(self)
        filt = QHBoxLayout()
        self.f_type = QComboBox()
        self.f_faction = QComboBox()
        self.f_corps = QComboBox()
        self.f_cond = QComboBox()
        self.f_text = QLineEdit()
        self.f_text.setClearButtonEnabled(True)
        for w in (self.f_type, self.f_faction, self.f_corps, self.f_cond):
            w.currentIndexChanged.connect(self.refilter)
            filt.addWidget(w)
        self.f_text.textChanged.connect(self.refilter)
        filt.addWidget(self.f_text, 1)
        outer.addLayout(filt)
        split = QSplitter(Qt.Horizontal)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, 7)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemDoubleClicked.connect(lambda _i: self.add_selected())
        self.table.currentCellChanged.connect(lambda r, *_: self._preview_row(r))
        ll.addWidget(self.table)
        self.shown_label = QLabel()
        ll.addWidget(self.shown_label)
        split.addWidget(left)
        mid = QWidget()
        ml = QVBoxLayout(mid)
        ml.addStretch(1)
        self.b_add = QPushButton("→")
        self.b_add.setShortcut("Ctrl+Right")
        self.b_add.clicked.connect(self.add_selected)
        self.b_remove = QPushButton("←")
        self.b_remove.setShortcut("Ctrl+Left")
        self.b_remove.clicked.connect(self.remove_selected)
        ml.addWidget(self.b_add)
        ml.addWidget(self.b_remove)
        ml.addStretch(1)
        split.addWidget(mid)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name_label = QLabel()
        form.addRow(self.name_label, self.name)
        rl.addLayout(form)
        self.deck_list = QListWidget()
        self.deck_list.itemDoubleClicked.connect(lambda _i: self.remove_selected())
        self.deck_list.currentItemChanged.connect(self._preview_deck)
        rl.addWidget(self.deck_list, 2)
        self.summary = QLabel()
        rl.addWidget(self.summary)
        self.problems = QListWidget()
        self.problems.setObjectName("sgzDeckProblems")
        rl.addWidget(self.problems, 1)
        self.detail = CardDetail()
        rl.addWidget(self.detail, 2)
        split.addWidget(right)
        split.setSizes([620, 50, 420])
        outer.addWidget(split, 1)
        buttons = QHBoxLayout()
        self.b_new = QPushButton()
        self.b_new.clicked.connect(self.new_deck)
        self.b_open = QPushButton()
        self.b_open.setShortcut("Ctrl+O")
        self.b_open.clicked.connect(self.open_dialog)
        self.b_save = QPushButton()
        self.b_save.setShortcut("Ctrl+S")
        self.b_save.clicked.connect(self.save)
        self.b_save_as = QPushButton()
        self.b_save_as.clicked.connect(self.save_as)
        self.opponent = QComboBox()
        self.level = QComboBox()  # how well the bot plays (the new-game dialog's levels; Normal first chosen)
        self.level.setObjectName("sgzLevel")
        self.b_play = QPushButton()
        self.b_play.setObjectName("sgzPlay")
        self.b_play.clicked.connect(self.play)
        for b in (self.b_new, self.b_open, self.b_save, self.b_save_as):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.opponent)
        buttons.addWidget(self.level)
        buttons.addWidget(self.b_play)
        outer.addLayout(buttons)
        from ...sizing import fit_to_screen
        fit_to_screen(self, 1180, 760, parent)  # at 1024×768 its Play button was off the screen
        self.retranslate()
        self.new_deck()

    # ------------------------------------------------------------ words
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("三国智 deck editor"))
        keep = [w.currentData() for w in (self.f_type, self.f_faction, self.f_corps, self.f_cond)]
        for w in (self.f_type, self.f_faction, self.f_corps, self.f_cond):
            w.blockSignals(True)
            w.clear()
        self.f_type.addItem(self.tr("Every type"), "")
        for t in TYPES:
            self.f_type.addItem(terms.term(t), t)
        self.f_faction.addItem(self.tr("Every faction (势力)"), "")
        for f in FACTIONS:
            if f:
                self.f_faction.addItem(terms.term(f), f)
        self.f_corps.addItem(self.tr("Every troop type (兵种)"), "")
        for c in ("骑兵", "步兵", "弓兵", "谋士", "刀盾", "枪兵"):
            self.f_corps.addItem(terms.term(c), c)
        self.f_cond.addItem(self.tr("Any command condition"), "")
        self.f_cond.addItem(self.tr("No condition"), "none")
        for b in BINGZHONG:
            self.f_cond.addItem(self.tr("Needs %1").replace("%1", terms.term(b)), b)
        for w, k in zip((self.f_type, self.f_faction, self.f_corps, self.f_cond), keep):
            i = w.findData(k) if k is not None else 0
            w.setCurrentIndex(max(0, i))
            w.blockSignals(False)
        self.f_text.setPlaceholderText(self.tr("Search names and texts…"))
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Type"), self.tr("Faction"),
                                              self.tr("Condition"), self.tr("A/H/I"), self.tr("Set"),
                                              self.tr("Text")])
        self.name_label.setText(self.tr("Deck name:"))
        self.b_new.setText(self.tr("New"))
        self.b_open.setText(self.tr("Open…"))
        self.b_save.setText(self.tr("Save"))
        self.b_save_as.setText(self.tr("Save as…"))
        self.b_play.setText(self.tr("Play against a bot"))
        lv = self.level.currentData() or DEFAULT_LEVEL
        self.level.clear()
        for key in LEVELS:
            self.level.addItem(QCoreApplication.translate("Bots", LEVEL_NAMES[key]), key)
        self.level.setCurrentIndex(max(0, self.level.findData(lv)))
        self.level.setToolTip(self.tr("How well the bot plays"))
        cur = self.opponent.currentData()
        self.opponent.clear()
        from .window import deck_choices
        for label, ref in deck_choices():
            self.opponent.addItem(self.tr("Bot plays: %1").replace("%1", label), ref)
        if cur:
            self.opponent.setCurrentIndex(max(0, self.opponent.findData(cur)))
        self.detail.retranslate()
        self.refilter()
        self.refresh_deck()

    def changeEvent(self, ev) -> None:
        from PySide6.QtCore import QEvent
        if ev.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(ev)

    # ------------------------------------------------------------ browsing
    def filtered(self) -> list[dict]:
        return [c for c in self.cards if matches(c, self.f_type.currentData() or "", self.f_faction.currentData() or "",
                                                 self.f_corps.currentData() or "", self.f_cond.currentData() or "",
                                                 self.f_text.text().strip())]

    def refilter(self) -> None:
        rows = self.filtered()
        self.table.setRowCount(len(rows))
        for r, c in enumerate(rows):
            stats = f"{c.get('attack', 0)}/{c.get('health', 0)}/{c.get('intelligence', 0)}" \
                if c["type"] in ("将领", "阵型") else ""
            vals = [terms.card_name(c), terms.type_line(c), terms.term(c.get("faction", "")),
                    terms.condition_text(c), stats, c["id"], terms.card_text(c)]
            for k, v in enumerate(vals):
                it = QTableWidgetItem(v)
                if k == 0:
                    it.setData(Qt.UserRole, c["id"])
                self.table.setItem(r, k, it)
        self.shown_label.setText(self.tr("%1 of %2 cards").replace("%1", str(len(rows))).replace(
            "%2", str(len(self.cards))))

    def _preview_row(self, row: int) -> None:
        it = self.table.item(row, 0) if row >= 0 else None
        if it is not None:
            self.detail.show_info({"def": it.data(Qt.UserRole)})

    def _preview_deck(self, cur, _prev=None) -> None:
        if cur is not None:
            self.detail.show_info({"def": cur.data(Qt.UserRole)})

    # ------------------------------------------------------------ building
    def add_card(self, cid: str, n: int = 1) -> None:
        self.counts[cid] = self.counts.get(cid, 0) + n
        self.refresh_deck(select=cid)

    def remove_card(self, cid: str, n: int = 1) -> None:
        if cid in self.counts:
            self.counts[cid] -= n
            if self.counts[cid] <= 0:
                del self.counts[cid]
        self.refresh_deck(select=cid)

    def add_selected(self) -> None:
        it = self.table.item(self.table.currentRow(), 0)
        if it is not None:
            self.add_card(it.data(Qt.UserRole))

    def remove_selected(self) -> None:
        it = self.deck_list.currentItem()
        if it is not None:
            self.remove_card(it.data(Qt.UserRole))

    def deck(self) -> dict:
        db = card_db()
        return {"name": self.name.text(), "entries": [(n, db[c]["id"], k + 1) for k, (c, n) in enumerate(self.counts.items())]}

    def problems_now(self) -> list[tuple[str, str]]:
        return check_deck(self.deck())

    def refresh_deck(self, select: str | None = None) -> None:
        db = card_db()
        self.deck_list.clear()
        order = sorted(self.counts, key=lambda c: (TYPES.index(db[c]["type"]), c))
        for cid in order:
            c = db[cid]
            li = QListWidgetItem(f"{self.counts[cid]} × {terms.card_name(c)}  ·  {terms.term(c['type'])}")
            li.setData(Qt.UserRole, cid)
            self.deck_list.addItem(li)
            if cid == select:
                self.deck_list.setCurrentItem(li)
        main = sum(n for c, n in self.counts.items() if db[c]["type"] not in ("事件", "阵型"))
        ev = sum(n for c, n in self.counts.items() if db[c]["type"] == "事件")
        fo = sum(n for c, n in self.counts.items() if db[c]["type"] == "阵型")
        self.summary.setText(self.tr("Deck %1 (at least 50) · events %2 (at most 5) · formations %3 (at most 3)")
                             .replace("%1", str(main)).replace("%2", str(ev)).replace("%3", str(fo)))
        self.problems.clear()
        probs = self.problems_now()
        for pr in probs:
            li = QListWidgetItem(f"✗ [{pr[0]}] {problem_text(pr)}")
            li.setForeground(Qt.red)
            self.problems.addItem(li)
        if not probs:
            li = QListWidgetItem("✓ " + self.tr("The deck is legal."))
            li.setForeground(Qt.darkGreen)
            self.problems.addItem(li)
        self.b_play.setEnabled(not probs)

    # ------------------------------------------------------------ files
    def new_deck(self) -> None:
        self.counts = {}
        self.path = None
        self.name.setText(self.tr("My deck"))
        self.refresh_deck()

    def load(self, path: str) -> bool:
        try:
            doc = read_deck_file(path)
        except DeckError as exc:
            QMessageBox.warning(self, self.tr("Open"), exc.message(lambda t: QCoreApplication.translate("Files", t)))
            return False
        db = card_db()
        counts: dict[str, int] = {}
        unknown = []
        for n, ref, _line in doc["entries"]:
            c = db.lookup(ref, LATEST)
            if c is None:
                unknown.append(ref)
                continue
            counts[c["id"]] = counts.get(c["id"], 0) + n
        self.counts = counts
        self.path = path
        self.name.setText(doc.get("name") or Path(path).stem)
        self.refresh_deck()
        if unknown:
            QMessageBox.warning(self, self.tr("Open"), self.tr("Unknown cards left out: %1").replace(
                "%1", ", ".join(unknown)))
        return True

    def save_to(self, path: str) -> bool:
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            Path(path).write_text(deck_text(self.name.text().strip(), self.counts), encoding="utf-8")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save"), str(exc))
            return False
        self.path = path
        return True

    def open_dialog(self) -> None:
        start = user_decks_dir() if user_decks_dir().is_dir() else decks_dir()
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a deck"), str(start),
                                              self.tr("三国智 decks (*.txt *.json)"))
        if path:
            self.load(path)

    def save(self) -> bool:
        if self.path and Path(self.path).suffix == ".txt" and decks_dir() not in Path(self.path).parents:
            return self.save_to(self.path)
        return self.save_as()

    def save_as(self) -> bool:
        user_decks_dir().mkdir(parents=True, exist_ok=True)
        stem = "".join(ch for ch in self.name.text() if ch.isalnum() or ch in " _-").strip() or "deck"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the deck"), str(user_decks_dir() / (stem + ".txt")),
                                              self.tr("三国智 decks (*.txt)"))
        return bool(path) and self.save_to(path)

    def play(self) -> None:
        """Save (to the user's deck folder if it has no file yet) and start a game against a bot."""
        if self.problems_now():
            return
        if not self.path or decks_dir() in Path(self.path).parents:
            stem = "".join(ch for ch in self.name.text() if ch.isalnum() or ch in " _-").strip() or "deck"
            if not self.save_to(str(user_decks_dir() / (stem + ".txt"))):
                return
        else:
            self.save_to(self.path)
        bot = self.opponent.currentData() or str(decks_dir() / (DEFAULT_DECKS[1] + ".txt"))
        self.startGame.emit(self.path, bot, self.level.currentData() or DEFAULT_LEVEL)
        self.hide()
