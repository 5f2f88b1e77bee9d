"""The new-game dialog: the game and its mode, players, each seat human or bot with a name, seed, and the
game's house rules — all built from its ``GameSpec`` (options of the chosen game and mode only, grouped)."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QScrollArea, QSpinBox, QStackedWidget,
                               QVBoxLayout, QWidget)

from ..controller import SeatConfig
from ..controller.bots import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
from ..core.spec import GAMES_CONTEXT, OPTIONS_CONTEXT, GameSpec, OptionSpec, group_label
from ..core.zones import seat_label
from .plugin import NewGameExtras, plugin_class

MAX_SEATS = 6


def _t(ctx: str, text: str) -> str:
    return QCoreApplication.translate(ctx, text)


def option_widget(opt: OptionSpec) -> QWidget:
    """The editor of one option, set to its default (``property("default")`` keeps it)."""
    w: QWidget
    if opt.type == "bool":
        w = QCheckBox()
        w.setChecked(bool(opt.default))
    elif opt.type == "int":
        w = QSpinBox()
        lo, hi = opt.range or (0, 0)
        w.setRange(lo, hi)
        w.setValue(int(opt.default))
    else:
        w = QComboBox()
        for v in opt.choices:
            w.addItem(_t(OPTIONS_CONTEXT, opt.choice_label(v)), v)
        w.setCurrentIndex(list(opt.choices).index(opt.default))
    w.setProperty("default", opt.default)
    return w


def widget_value(w: QWidget):
    if isinstance(w, QCheckBox):
        return w.isChecked()
    if isinstance(w, QSpinBox):
        return w.value()
    assert isinstance(w, QComboBox)
    return w.currentData()


class OptionsPage(QWidget):
    """One game's options in group boxes; rows of options that do not apply to the chosen mode are hidden."""

    def __init__(self, spec: GameSpec):
        super().__init__()
        self.spec = spec
        self.box = QVBoxLayout(self)
        self.widgets: dict[str, QWidget] = {}
        self.rows: dict[str, list[QWidget]] = {}
        self.groups: dict[str, QGroupBox] = {}
        for group in spec.groups(None):
            gb = QGroupBox(_t(OPTIONS_CONTEXT, group_label(group)))
            grid = QGridLayout(gb)
            row = 0
            for opt in spec.options:
                if opt.group != group:
                    continue
                w = option_widget(opt)
                name = QLabel(_t(OPTIONS_CONTEXT, opt.label))
                name.setToolTip(opt.key)
                name.setBuddy(w)
                expl = QLabel(_t(OPTIONS_CONTEXT, opt.help))
                expl.setWordWrap(True)
                expl.setStyleSheet("color: palette(mid);")
                grid.addWidget(name, row, 0)
                grid.addWidget(w, row, 1)
                grid.addWidget(expl, row + 1, 0, 1, 2)
                self.widgets[opt.key] = w
                self.rows[opt.key] = [name, w, expl]
                row += 2
            self.box.addWidget(gb)
            self.groups[group] = gb
        self.box.addStretch(1)

    def set_mode(self, mode: str | None) -> None:
        used = set(self.spec.groups(mode))
        for opt in self.spec.options:
            for w in self.rows.get(opt.key, ()):
                w.setVisible(opt.applies_to(mode))
        for group, gb in self.groups.items():
            gb.setVisible(group in used)

    def options(self, mode: str | None) -> dict:
        """The options of ``mode`` set to something other than their default."""
        out = {}
        for opt in self.spec.options_for(mode):
            v = widget_value(self.widgets[opt.key])
            if v != opt.default or type(v) is not type(opt.default):
                out[opt.key] = v
        return out


class NewGameDialog(QDialog):
    def __init__(self, parent=None, games: list[str] | None = None, default_names: list[str] | None = None):
        super().__init__(parent)
        from ..games import specs
        self.setWindowTitle(self.tr("New game"))
        all_specs = specs(strict=False)
        self.specs = {s.name: s for s in all_specs if games is None or s.name in games}
        self.games = list(self.specs)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        for name, spec in self.specs.items():
            self.game.addItem(_t(GAMES_CONTEXT, spec.display_name), name)
            if spec.description:
                self.game.setItemData(self.game.count() - 1, _t(GAMES_CONTEXT, spec.description), Qt.ToolTipRole)
        form.addRow(self.tr("Game:"), self.game)
        self.mode = QComboBox()
        self.mode_label = QLabel(self.tr("Mode:"))
        form.addRow(self.mode_label, self.mode)
        self.players = QSpinBox()
        self.players.setRange(2, MAX_SEATS)
        self.players.setValue(4)
        form.addRow(self.tr("Players:"), self.players)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1, 1_000_000))
        form.addRow(self.tr("Seed:"), self.seed)
        self.no_hints = QCheckBox(self.tr("Play without hints (every human player agrees)"))
        self.no_hints.setToolTip(self.tr("Nobody may ask the Hard bot what it would do in this game."))
        form.addRow("", self.no_hints)
        lay.addLayout(form)
        seats_box = QGroupBox(self.tr("Seats"))
        self.seat_grid = QGridLayout(seats_box)
        self.seat_rows: list[tuple[QLineEdit, QComboBox, QLabel]] = []
        self.seat_levels: list[QComboBox] = []
        default_names = default_names or []
        for k in range(MAX_SEATS):
            name = QLineEdit(default_names[k] if k < len(default_names) else self.tr("Player %1").replace("%1", str(k + 1)))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), "human")
            kind.addItem(self.tr("Bot"), "bot")
            kind.setCurrentIndex(0 if k == 0 else 1)
            lbl = QLabel(seat_label(k))
            level = QComboBox()  # the bot's strength, per seat (Hard thinks up to 1 s a move)
            for lv in LEVELS:
                level.addItem(_t("Bots", LEVEL_NAMES[lv]), lv)
            level.setCurrentIndex(LEVELS.index(DEFAULT_LEVEL))
            level.setToolTip(self.tr("How well this bot plays"))
            kind.currentIndexChanged.connect(lambda _i, kd=kind, lv=level: lv.setEnabled(kd.currentData() == "bot"))
            level.setEnabled(kind.currentData() == "bot")
            self.seat_grid.addWidget(lbl, k, 0)
            self.seat_grid.addWidget(name, k, 1)
            self.seat_grid.addWidget(kind, k, 2)
            self.seat_grid.addWidget(level, k, 3)
            self.seat_rows.append((name, kind, lbl))
            self.seat_levels.append(level)
        lay.addWidget(seats_box)
        self.rules_box = QGroupBox(self.tr("House rules"))
        outer = QVBoxLayout(self.rules_box)
        area = QScrollArea()
        area.setWidgetResizable(True)
        self.pages = QStackedWidget()
        area.setWidget(self.pages)
        outer.addWidget(area)
        self.option_pages: dict[str, OptionsPage] = {}
        self.extras: dict[str, NewGameExtras] = {}
        for name, spec in self.specs.items():
            page = OptionsPage(spec)
            self.pages.addWidget(page)
            self.option_pages[name] = page
            cls = plugin_class(spec).newgame_extras
            if cls is not None:
                self.extras[name] = cls(self, name, page.box)
        lay.addWidget(self.rules_box, 1)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.players.valueChanged.connect(self._update)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.mode.currentIndexChanged.connect(self._update)
        self._game_changed()
        self.resize(620, 720)

    # --- the parts of the chosen game ---
    def spec(self) -> GameSpec:
        return self.specs[self.game.currentData()]

    def _game_changed(self) -> None:
        spec = self.spec()
        self.mode.blockSignals(True)
        self.mode.clear()
        for m in spec.modes:
            self.mode.addItem(_t(GAMES_CONTEXT, m.label), m.key)
        self.mode.blockSignals(False)
        self.mode.setVisible(bool(spec.modes))
        self.mode_label.setVisible(bool(spec.modes))
        lo, hi = spec.players
        self.players.blockSignals(True)
        self.players.setRange(lo, min(hi, MAX_SEATS))
        self.players.setValue(spec.default_players)
        self.players.blockSignals(False)
        self.pages.setCurrentWidget(self.option_pages[spec.name])
        self._update()

    def _update(self) -> None:
        n = self.players.value()
        for k, (name, kind, lbl) in enumerate(self.seat_rows):
            for w in (name, kind, lbl, self.seat_levels[k]):
                w.setVisible(k < n)
        game, mode = self.result_game(), self.result_mode()
        page = self.option_pages[game]
        page.set_mode(mode)
        self.rules_box.setVisible(bool(page.spec.options_for(mode)) or game in self.extras)
        for ext in self.extras.values():
            ext.update(game, mode, n)

    # --- results ---
    def result_game(self) -> str:
        return self.game.currentData()

    def result_mode(self) -> str | None:
        return self.mode.currentData() if self.spec().modes else None

    def result_seats(self) -> list[SeatConfig]:
        n = self.players.value()
        return [SeatConfig(name.text().strip() or seat_label(k), kind.currentData(), self.seat_levels[k].currentData())
                for k, (name, kind, _l) in enumerate(self.seat_rows[:n])]

    def result_options(self) -> dict:
        game, mode, n = self.result_game(), self.result_mode(), self.players.value()
        out: dict = {"mode": mode} if mode is not None else {}
        out.update(self.option_pages[game].options(mode))
        if game in self.extras:
            out.update(self.extras[game].options(mode, n))
        return out

    def result_seed(self) -> int:
        return self.seed.value()

    def result_extra(self) -> dict:
        """What the table keeps with the game beyond the rules: the no-hints agreement."""
        return {"hints": False} if self.no_hints.isChecked() else {}


__all__ = ["NewGameDialog", "OptionsPage", "QHBoxLayout"]
