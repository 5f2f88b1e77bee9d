"""The new-game dialog: rule set and mode, players, each seat human or bot with a name, seed, house rules."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QScrollArea, QSpinBox,
                               QVBoxLayout, QWidget)

from ..controller import SeatConfig
from ..controller.bots import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
from ..core.errors import QT_TRANSLATE_NOOP

# One line per house rule of rules/jupai.md §9 (context HouseRules).
EXPLAIN = {
    "deck_count": QT_TRANSLATE_NOOP("HouseRules", "Decks in play; auto = 1 for basic with up to 5 players, else 2."),
    "use_blank": QT_TRANSLATE_NOOP("HouseRules", "Use the blank card as the narrator's identity."),
    "small_joker_value": QT_TRANSLATE_NOOP("HouseRules", "Value of the small joker."),
    "big_joker_value": QT_TRANSLATE_NOOP("HouseRules", "Value of the big joker."),
    "blank_value": QT_TRANSLATE_NOOP("HouseRules", "Value of the blank card."),
    "same_identity_rule": QT_TRANSLATE_NOOP("HouseRules", "When two players count as the same identity."),
    "supply_value": QT_TRANSLATE_NOOP("HouseRules", "Round value that makes a supply round."),
    "discard_value": QT_TRANSLATE_NOOP("HouseRules", "Round value that makes a discard round."),
    "swap_parity": QT_TRANSLATE_NOOP("HouseRules", "Odd round values attack, even ones defend."),
    "round_cards": QT_TRANSLATE_NOOP("HouseRules", "Number of round cards, the bottom card included."),
    "first_player": QT_TRANSLATE_NOOP("HouseRules", "Who plays first."),
    "use_weapons": QT_TRANSLATE_NOOP("HouseRules", "Deal and draw quality and weapon cards."),
    "attack_tie": QT_TRANSLATE_NOOP("HouseRules", "What happens when attack totals are equal."),
    "defense_mode": QT_TRANSLATE_NOOP("HouseRules", "Who defends in a defense round."),
    "defense_tie": QT_TRANSLATE_NOOP("HouseRules", "Who collects when a defense ties."),
    "same_identity_defense_former": QT_TRANSLATE_NOOP("HouseRules", "Former total of a same-identity defense: sum or max."),
    "discard_success_card": QT_TRANSLATE_NOOP("HouseRules", "Where the intent of a successful discard goes."),
    "supply_purge_limit": QT_TRANSLATE_NOOP("HouseRules", "How many collected cards a purge may discard."),
    "supply_allow_both": QT_TRANSLATE_NOOP("HouseRules", "Purge and re-equip in one supply turn."),
    "rearm_mode": QT_TRANSLATE_NOOP("HouseRules", "Rearming at upkeep is optional or mandatory."),
    "cooldown_rounds": QT_TRANSLATE_NOOP("HouseRules", "Rounds without rearming after a weapon is used up."),
    "allow_voluntary_pass": QT_TRANSLATE_NOOP("HouseRules", "Allow passing in attack, defense and discard rounds."),
    "used_cards_to": QT_TRANSLATE_NOOP("HouseRules", "Where used-up equipment goes."),
    "play_until": QT_TRANSLATE_NOOP("HouseRules", "Stop at the first player out, or play on."),
    "final_round_force_equipment": QT_TRANSLATE_NOOP("HouseRules", "In the final round equipment must be played out too."),
    "refused_vote": QT_TRANSLATE_NOOP("HouseRules", "What a refused continuation vote does."),
    "bonus_rounding": QT_TRANSLATE_NOOP("HouseRules", "How halved bonuses are rounded."),
    "bonus_parity_match": QT_TRANSLATE_NOOP("HouseRules", "Bonus only when its parity matches the effect card."),
    "strategy_refill": QT_TRANSLATE_NOOP("HouseRules", "When a new strategy card is drawn."),
    "situation_order": QT_TRANSLATE_NOOP("HouseRules", "Which situation card is checked first."),
    "forced_situations": QT_TRANSLATE_NOOP("HouseRules", "Use the forced situations (cooperation, trade, plunder, discard)."),
    "trade_condition": QT_TRANSLATE_NOOP("HouseRules", "When a forced trade fires."),
    "prop_count": QT_TRANSLATE_NOOP("HouseRules", "Number of prop cards."),
    "prop_round_cap": QT_TRANSLATE_NOOP("HouseRules", "Limit props to one per round."),
    "prop_triple_rule": QT_TRANSLATE_NOOP("HouseRules", "What three props in a row do."),
    "time_limited": QT_TRANSLATE_NOOP("HouseRules", "Deal time-limited cards."),
    "temp_refill": QT_TRANSLATE_NOOP("HouseRules", "How many cards the time-limited refill draws."),
    "bottom_card_vote": QT_TRANSLATE_NOOP("HouseRules", "Vote on continuing when only the bottom card is left."),
    "continuation_shuffle": QT_TRANSLATE_NOOP("HouseRules", "Shuffle the placed cards when play continues."),
    "role_change_source": QT_TRANSLATE_NOOP("HouseRules", "Where a role change takes the new roles from."),
    "abandon_mode": QT_TRANSLATE_NOOP("HouseRules", "Abandoning leaves the game, or sits out one round."),
    "abandon_cost": QT_TRANSLATE_NOOP("HouseRules", "The hand card an abandoned round costs."),
    "gesture_windows": QT_TRANSLATE_NOOP("HouseRules", "Ask every player in the gesture windows, or skip them."),
}
GAMES = {"jupai": QT_TRANSLATE_NOOP("NewGameDialog", "劇牌 Ju Pai"), "sandbox": QT_TRANSLATE_NOOP("NewGameDialog", "Sandbox (free table)"),
         "sanguozhi": QT_TRANSLATE_NOOP("NewGameDialog", "三国智 San Guo Zhi")}
DECKS = {"standard54": QT_TRANSLATE_NOOP("NewGameDialog", "One deck with jokers (54)"),
         "double108": QT_TRANSLATE_NOOP("NewGameDialog", "Two decks with jokers (108)"),
         "piquet52": QT_TRANSLATE_NOOP("NewGameDialog", "One deck without jokers (52)")}


def _t(ctx: str, text: str) -> str:
    return QCoreApplication.translate(ctx, text)


class NewGameDialog(QDialog):
    def __init__(self, parent=None, games: list[str] | None = None, default_names: list[str] | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.games = games or ["jupai", "sandbox"]
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        for g in self.games:
            self.game.addItem(_t("NewGameDialog", GAMES.get(g, g)), g)
        form.addRow(self.tr("Game:"), self.game)
        self.mode = QComboBox()
        self.mode.addItem(self.tr("Basic"), "basic")
        self.mode.addItem(self.tr("Advanced"), "advanced")
        form.addRow(self.tr("Mode:"), self.mode)
        self.deck = QComboBox()
        for k, v in DECKS.items():
            self.deck.addItem(_t("NewGameDialog", v), k)
        form.addRow(self.tr("Deck:"), self.deck)
        self.players = QSpinBox()
        self.players.setRange(2, 6)
        self.players.setValue(4)
        form.addRow(self.tr("Players:"), self.players)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1, 1_000_000))
        form.addRow(self.tr("Seed:"), self.seed)
        lay.addLayout(form)
        seats_box = QGroupBox(self.tr("Seats"))
        self.seat_grid = QGridLayout(seats_box)
        self.seat_rows: list[tuple[QLineEdit, QComboBox]] = []
        self.seat_levels: list[QComboBox] = []
        default_names = default_names or []
        for k in range(6):
            name = QLineEdit(default_names[k] if k < len(default_names) else self.tr("Player %1").replace("%1", str(k + 1)))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), "human")
            kind.addItem(self.tr("Bot"), "bot")
            kind.setCurrentIndex(0 if k == 0 else 1)
            lbl = QLabel(f"P{k + 1}")
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
        self.rules_box = QGroupBox(self.tr("House rules (劇牌 §9)"))
        self.option_widgets: dict[str, QWidget] = {}
        self._build_options()
        lay.addWidget(self.rules_box, 1)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        from .sanguozhi.window import NewGameDecks
        self.sgz_decks = NewGameDecks(self)  # 三国智: a deck per seat (docs/sanguozhi_table.md)
        self.players.valueChanged.connect(self._update)
        self.game.currentIndexChanged.connect(self._update)
        self._update()
        self.resize(620, 720)

    def _build_options(self) -> None:
        outer = QVBoxLayout(self.rules_box)
        area = QScrollArea()
        area.setWidgetResizable(True)
        inner = QWidget()
        grid = QGridLayout(inner)
        try:
            from ..games.jupai.options import CHOICES
        except ImportError:
            CHOICES = {}
        row = 0
        for key, (default, allowed) in CHOICES.items():
            if key in ("mode",):
                continue
            if allowed is bool:
                w = QCheckBox()
                w.setChecked(bool(default))
            elif isinstance(allowed, tuple) and len(allowed) == 2 and all(
                    isinstance(x, int) and not isinstance(x, bool) for x in allowed) and key != "deck_count":
                w = QSpinBox()
                w.setRange(allowed[0], allowed[1])
                w.setValue(int(default))
            else:
                w = QComboBox()
                for v in allowed:
                    w.addItem(str(v).lower() if isinstance(v, bool) else str(v), v)
                w.setCurrentIndex(list(allowed).index(default))
            w.setProperty("default", default)
            name = QLabel(f"<b>{key}</b>")
            expl = QLabel(_t("HouseRules", EXPLAIN.get(key, "")))
            expl.setWordWrap(True)
            expl.setStyleSheet("color: palette(mid);")
            grid.addWidget(name, row, 0)
            grid.addWidget(w, row, 1)
            grid.addWidget(expl, row + 1, 0, 1, 2)
            self.option_widgets[key] = w
            row += 2
        from .situation_editor import SituationTableEditor
        self.situation = SituationTableEditor()  # advanced: the editable §7.8 table
        grid.addWidget(self.situation, row, 0, 1, 2)
        area.setWidget(inner)
        outer.addWidget(area)
        self.mode.currentIndexChanged.connect(self._update)

    def _update(self) -> None:
        n = self.players.value()
        for k, (name, kind, lbl) in enumerate(self.seat_rows):
            for w in (name, kind, lbl, self.seat_levels[k]):
                w.setVisible(k < n)
        jupai = self.game.currentData() == "jupai"
        self.mode.setEnabled(jupai)
        self.rules_box.setVisible(jupai)
        self.situation.setVisible(jupai and self.mode.currentData() == "advanced")
        self.deck.setEnabled(not jupai)
        self.sgz_decks.update(self.game.currentData(), n)

    # --- results ---
    def result_game(self) -> str:
        return self.game.currentData()

    def result_seats(self) -> list[SeatConfig]:
        n = self.players.value()
        return [SeatConfig(name.text().strip() or f"P{k + 1}", kind.currentData(), self.seat_levels[k].currentData())
                for k, (name, kind, _l) in enumerate(self.seat_rows[:n])]

    def result_options(self) -> dict:
        if self.result_game() == "sanguozhi":
            return self.sgz_decks.options(self.players.value())
        if self.result_game() == "sandbox":
            return {"deck": self.deck.currentData()}
        out: dict = {"mode": self.mode.currentData()}
        if out["mode"] == "advanced" and self.situation.changed():
            out["situation_table"] = self.situation.table()
        for key, w in self.option_widgets.items():
            if isinstance(w, QCheckBox):
                v = w.isChecked()
            elif isinstance(w, QSpinBox):
                v = w.value()
            else:
                v = w.currentData()
            if v != w.property("default"):
                out[key] = v
        return out

    def result_seed(self) -> int:
        return self.seed.value()


__all__ = ["NewGameDialog", "EXPLAIN", "Qt", "QHBoxLayout"]
