"""The new-game dialog: the game and its mode, players, each seat human or bot with a name and a level, seed,
and the game's house rules in plain words — all built from its ``GameSpec``: the chosen mode's options in
tabs per group, presets ("As in the novel", "Quick game", or "Custom") with the differences from the preset
marked.  It remembers the last choices (names, seat kinds, levels, options) in the settings."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea, QSpinBox,
                               QStackedWidget, QTabWidget, QVBoxLayout, QWidget)

from ..controller import SeatConfig
from ..controller.bots import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
from ..core.spec import GAMES_CONTEXT, OPTIONS_CONTEXT, GameSpec, OptionSpec, group_label
from ..core.zones import seat_label
from .plugin import NewGameExtras, plugin_class

MAX_SEATS = 6
CUSTOM = "custom"  # the preset combo's entry when the options match no preset


def _t(ctx: str, text: str) -> str:
    return QCoreApplication.translate(ctx, text)


def value_text(opt: OptionSpec, value: Any) -> str:
    """An option's value in words (``Options`` context): its choice label, yes/no, or the number."""
    if opt.type == "bool":
        return QCoreApplication.translate("NewGameDialog", "yes") if value else QCoreApplication.translate("NewGameDialog", "no")
    if opt.type == "choice":
        return _t(OPTIONS_CONTEXT, opt.choice_label(value))
    return str(value)


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


def set_widget_value(w: QWidget, opt: OptionSpec, value: Any) -> bool:
    """Show ``value`` in the option's editor; False (nothing changed) when the value is not allowed."""
    if opt.problem(value):
        return False
    if isinstance(w, QCheckBox):
        w.setChecked(bool(value))
    elif isinstance(w, QSpinBox):
        w.setValue(int(value))
    elif isinstance(w, QComboBox):
        k = next((i for i, c in enumerate(opt.choices) if c == value and type(c) is type(value)), -1)
        if k < 0:
            return False
        w.setCurrentIndex(k)
    return True


class OptionsPage(QWidget):
    """One game's house rules: a tab per group, each option a translated label, its editor and one plain line
    of help; options and tabs of other modes are hidden; rows that differ from the preset are marked."""

    changed = Signal()

    def __init__(self, spec: GameSpec):
        super().__init__()
        self.spec = spec
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("houseRuleTabs")
        self.box.addWidget(self.tabs, 1)
        self.widgets: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.marks: dict[str, QLabel] = {}
        self.rows: dict[str, list[QWidget]] = {}
        self.tab_of: dict[str, int] = {}
        self.groups: list[str] = []
        self._marked: dict[str, Any] = {}
        self.mode: str | None = None
        for group in spec.groups(None):
            area = QScrollArea()
            area.setWidgetResizable(True)
            inner = QWidget()
            grid = QGridLayout(inner)
            grid.setColumnStretch(2, 1)
            row = 0
            for opt in spec.options:
                if opt.group != group:
                    continue
                w = option_widget(opt)
                name = QLabel(_t(OPTIONS_CONTEXT, opt.label))
                name.setObjectName("optionLabel")
                name.setBuddy(w)
                mark = QLabel()
                mark.setObjectName("optionMark")
                mark.setFixedWidth(14)
                expl = QLabel(_t(OPTIONS_CONTEXT, opt.help))
                expl.setObjectName("optionHelp")
                expl.setWordWrap(True)
                w.setToolTip(_t(OPTIONS_CONTEXT, opt.help))
                w.setAccessibleName(_t(OPTIONS_CONTEXT, opt.label))
                w.setAccessibleDescription(_t(OPTIONS_CONTEXT, opt.help))
                grid.addWidget(mark, row, 0, Qt.AlignRight)
                grid.addWidget(name, row, 1)
                grid.addWidget(w, row, 2)
                grid.addWidget(expl, row + 1, 1, 1, 2)
                self.widgets[opt.key] = w
                self.labels[opt.key] = name
                self.marks[opt.key] = mark
                self.rows[opt.key] = [mark, name, w, expl]
                self.tab_of[opt.key] = len(self.groups)
                for sig in ("toggled", "valueChanged", "currentIndexChanged"):
                    if hasattr(w, sig):
                        getattr(w, sig).connect(lambda *_a: self.changed.emit())
                        break
                row += 2
            grid.setRowStretch(row, 1)
            area.setWidget(inner)
            self.tabs.addTab(area, _t(OPTIONS_CONTEXT, group_label(group)))
            self.groups.append(group)

    def set_mode(self, mode: str | None) -> None:
        self.mode = mode
        used = set(self.spec.groups(mode))
        for opt in self.spec.options:
            for w in self.rows.get(opt.key, ()):
                w.setVisible(opt.applies_to(mode))
        for k, group in enumerate(self.groups):
            self.tabs.setTabVisible(k, group in used)
        self.mark(self._marked)

    def values(self, mode: str | None) -> dict:
        """Every option of ``mode`` as the editors show it."""
        return {opt.key: widget_value(self.widgets[opt.key]) for opt in self.spec.options_for(mode)}

    def set_values(self, values: dict) -> None:
        for key, v in values.items():
            opt = self.spec.option(key)
            if opt is not None and key in self.widgets:
                w = self.widgets[key]
                w.blockSignals(True)
                set_widget_value(w, opt, v)
                w.blockSignals(False)
        self.changed.emit()

    def options(self, mode: str | None) -> dict:
        """The options of ``mode`` set to something other than their default."""
        out = {}
        for opt in self.spec.options_for(mode):
            v = widget_value(self.widgets[opt.key])
            if v != opt.default or type(v) is not type(opt.default):
                out[opt.key] = v
        return out

    def mark(self, base: dict, base_name: str = "") -> list[str]:
        """Mark the options whose value differs from ``base`` (key → value); returns their keys."""
        self._marked = dict(base)
        differ = []
        count = [0] * len(self.groups)
        for opt in self.spec.options:
            w = self.widgets[opt.key]
            lab = self.labels[opt.key]
            on = opt.key in base and opt.applies_to(self.mode) and widget_value(w) != base[opt.key]
            f = QFont(lab.font())
            f.setBold(on)
            lab.setFont(f)
            self.marks[opt.key].setText("●" if on else "")
            tip = QCoreApplication.translate("NewGameDialog", "Changed: %1 has %2").replace("%1", base_name).replace(
                "%2", value_text(opt, base[opt.key])) if on else ""
            self.marks[opt.key].setToolTip(tip)
            lab.setToolTip(tip)
            if on:
                differ.append(opt.key)
                count[self.tab_of[opt.key]] += 1
        for k, group in enumerate(self.groups):
            name = _t(OPTIONS_CONTEXT, group_label(group))
            self.tabs.setTabText(k, f"{name} ●{count[k]}" if count[k] else name)
        return differ


class NewGameDialog(QDialog):
    def __init__(self, parent=None, games: list[str] | None = None, default_names: list[str] | None = None,
                 remembered: dict | None = None):
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
        form.addRow(self.tr("&Game:"), self.game)
        self.mode = QComboBox()
        self.mode_label = QLabel(self.tr("&Mode:"))
        self.mode_label.setBuddy(self.mode)
        form.addRow(self.mode_label, self.mode)
        self.players = QSpinBox()
        self.players.setRange(2, MAX_SEATS)
        self.players.setValue(4)
        form.addRow(self.tr("&Players:"), self.players)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1, 1_000_000))
        form.addRow(self.tr("S&eed:"), self.seed)
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
            name.setAccessibleName(self.tr("Name of seat %1").replace("%1", str(k + 1)))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), "human")
            kind.addItem(self.tr("Bot"), "bot")
            kind.setCurrentIndex(0 if k == 0 else 1)
            kind.setAccessibleName(self.tr("Seat %1 is played by").replace("%1", str(k + 1)))
            lbl = QLabel(seat_label(k))
            level = QComboBox()  # the bot's strength, per seat (Hard thinks up to 1 s a move)
            for lv in LEVELS:
                level.addItem(_t("Bots", LEVEL_NAMES[lv]), lv)
            level.setCurrentIndex(LEVELS.index(DEFAULT_LEVEL))
            level.setToolTip(self.tr("How well this bot plays"))
            level.setAccessibleName(self.tr("Bot level of seat %1").replace("%1", str(k + 1)))
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
        prow = QHBoxLayout()
        self.preset_label = QLabel(self.tr("P&reset:"))
        self.preset = QComboBox()
        self.preset.setObjectName("preset")
        self.preset_label.setBuddy(self.preset)
        self.preset_reset = QPushButton(self.tr("Back to the preset"))
        self.preset_reset.clicked.connect(lambda: self._apply_preset(self._base))
        prow.addWidget(self.preset_label)
        prow.addWidget(self.preset, 1)
        prow.addWidget(self.preset_reset)
        outer.addLayout(prow)
        self.preset_help = QLabel()
        self.preset_help.setObjectName("presetHelp")
        # One line that does not wrap (its tooltip holds all of it): a wrapping label gives the group a
        # height-for-width, and the dialog became as tall as every tab's preferred height (993 px, more than
        # a 768 px screen).
        self.preset_help.setWordWrap(False)
        self.preset_help.setMinimumWidth(100)
        from PySide6.QtWidgets import QSizePolicy
        self.preset_help.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)
        outer.addWidget(self.preset_help)
        self.pages = QStackedWidget()
        area = QScrollArea()  # a game's extra widgets (劇牌's situation table) may be tall: they scroll
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.NoFrame)
        area.setWidget(self.pages)
        outer.addWidget(area, 1)
        self.option_pages: dict[str, OptionsPage] = {}
        self.extras: dict[str, NewGameExtras] = {}
        for name, spec in self.specs.items():
            page = OptionsPage(spec)
            self.pages.addWidget(page)
            self.option_pages[name] = page
            page.changed.connect(self._options_changed)
            cls = plugin_class(spec).newgame_extras
            if cls is not None:
                self.extras[name] = cls(self, name, page.box)
        lay.addWidget(self.rules_box, 1)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self._base = ""       # the preset the options started from (the differences are marked against it)
        self._quiet = False
        self.players.valueChanged.connect(self._update)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.preset.activated.connect(lambda _i: self._apply_preset(self.preset.currentData()))
        self._game_changed()
        if remembered:
            self.restore(remembered)
        from .sizing import fit_to_screen
        fit_to_screen(self, 660, 700, parent)

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
        self._mode_changed()

    def _mode_changed(self) -> None:
        self._fill_presets()
        self._update()

    def _fill_presets(self) -> None:
        spec, mode = self.spec(), self.result_mode()
        self.preset.blockSignals(True)
        self.preset.clear()
        for p in spec.presets_for(mode):
            self.preset.addItem(_t(OPTIONS_CONTEXT, p.label), p.key)
            self.preset.setItemData(self.preset.count() - 1, _t(OPTIONS_CONTEXT, p.help), Qt.ToolTipRole)
        self.preset.addItem(self.tr("Custom"), CUSTOM)
        self.preset.blockSignals(False)
        has = bool(spec.presets_for(mode))
        for w in (self.preset_label, self.preset, self.preset_reset, self.preset_help):
            w.setVisible(has)
        if self._base not in [p.key for p in spec.presets_for(mode)]:
            self._base = spec.presets_for(mode)[0].key if has else ""
        self._options_changed()

    def _apply_preset(self, key: str | None) -> None:
        if not key or key == CUSTOM:
            self._options_changed()
            return
        values = self.spec().preset_values(key, self.result_mode())
        if values is None:
            return
        self._base = key
        self.option_pages[self.result_game()].set_values(values)

    def matching_preset(self) -> str:
        """The preset the options equal now, or ``custom``."""
        spec, mode = self.spec(), self.result_mode()
        now = self.option_pages[spec.name].values(mode)
        for p in spec.presets_for(mode):
            if spec.preset_values(p.key, mode) == now:
                return p.key
        return CUSTOM

    def _options_changed(self) -> None:
        spec, mode = self.spec(), self.result_mode()
        page = self.option_pages[spec.name]
        key = self.matching_preset()
        if key != CUSTOM:
            self._base = key
        self.preset.setCurrentIndex(max(0, self.preset.findData(key)))
        base = spec.preset_values(self._base, mode) if self._base else None
        p = next((p for p in spec.presets if p.key == self._base), None)
        base_name = _t(OPTIONS_CONTEXT, p.label) if p is not None else ""
        differ = page.mark(base or {}, base_name)
        if key == CUSTOM and p is not None:
            self.preset_help.setText(self.tr("Custom: %n change(s) from “%1” (marked ●).", "", len(differ))
                                     .replace("%1", base_name))
        elif p is not None:
            self.preset_help.setText(_t(OPTIONS_CONTEXT, p.help))
        self.preset_help.setToolTip(self.preset_help.text())
        self.preset_reset.setEnabled(key == CUSTOM and p is not None)

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

    # --- remembered choices ---
    def remembered(self) -> dict:
        """What the next dialog starts from (the settings' ``new_game``): game, mode, players, seats, and per
        game its preset and the options given."""
        return {"game": self.result_game(), "mode": self.result_mode(), "players": self.players.value(),
                "seats": [SeatConfig(name.text().strip(), kind.currentData(), self.seat_levels[k].currentData()).to_dict()
                          for k, (name, kind, _l) in enumerate(self.seat_rows)],
                "options": {self.result_game(): self.option_pages[self.result_game()].options(self.result_mode())},
                "preset": {self.result_game(): self.matching_preset()},
                "preset_base": {self.result_game(): self._base}}

    def restore(self, mem: dict) -> None:
        """Start from the last dialog's choices (anything that no longer fits is left at its default)."""
        if not isinstance(mem, dict):
            return
        k = self.game.findData(mem.get("game"))
        if k >= 0:
            self.game.setCurrentIndex(k)
        if isinstance(mem.get("mode"), str) and self.mode.findData(mem["mode"]) >= 0:
            self.mode.setCurrentIndex(self.mode.findData(mem["mode"]))
        n = mem.get("players")
        if type(n) is int and self.players.minimum() <= n <= self.players.maximum():
            self.players.setValue(n)
        seats = mem.get("seats")
        if isinstance(seats, list):
            for k, d in enumerate(seats[:MAX_SEATS]):
                if not isinstance(d, dict):
                    continue
                s = SeatConfig.from_dict(d)
                name, kind, _l = self.seat_rows[k]
                if s.name.strip() and len(s.name) <= 40:
                    name.setText(s.name)
                kind.setCurrentIndex(max(0, kind.findData(s.kind)))
                lv = self.seat_levels[k].findData(s.bot)
                if lv >= 0:
                    self.seat_levels[k].setCurrentIndex(lv)
        opts = (mem.get("options") or {}) if isinstance(mem.get("options"), dict) else {}
        given = opts.get(self.result_game())
        if isinstance(given, dict):
            page = self.option_pages[self.result_game()]
            spec = self.spec()
            values = spec.defaults(self.result_mode())
            values.update({k: v for k, v in given.items() if spec.option(k) is not None and not spec.option(k).problem(v)})
            bases = mem.get("preset_base") if isinstance(mem.get("preset_base"), dict) else {}
            base = bases.get(self.result_game())
            if base in [p.key for p in spec.presets_for(self.result_mode())]:
                self._base = base  # the differences are marked against the preset the player started from
            page.set_values(values)

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

    def result_info(self) -> dict:
        """What the save keeps of the choice: the preset (or ``custom`` and the one it started from) and the
        house rules given, as plain values (Game ▸ Properties shows them)."""
        game, mode = self.result_game(), self.result_mode()
        given = self.option_pages[game].options(mode)
        info = {"preset": self.matching_preset(), "preset_base": self._base, "house_rules": dict(given)}
        if self.no_hints.isChecked():
            info["hints"] = False  # every human agreed to play without hints (issue 16)
        return info

    def result_seed(self) -> int:
        return self.seed.value()


__all__ = ["NewGameDialog", "OptionsPage", "QHBoxLayout", "value_text"]
