"""劇牌's table plug-in: its layout (§1.1), words (natures, roles, formulas), badges, weapon-source chips and banner.

The generic table calls these hooks (desktop/ui/plugin.py); nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF

from ....core import cards as cardmod
from ....core.errors import QT_TRANSLATE_NOOP
from ....core.moves import is_gesture
from ....core.zones import zone_id
from ...layout import LABELS as GENERIC_LABELS
from ...layout import SlotSpec
from ...plugin import LogNaming, TablePlugin, tr_term
from .window import JupaiNewGame, JupaiWindow

# Zone labels (Terms context).
LABELS = {
    **GENERIC_LABELS,
    "identity": QT_TRANSLATE_NOOP("Terms", "Identity"),
    "hand": QT_TRANSLATE_NOOP("Terms", "Hand (intent)"),
    "quality": QT_TRANSLATE_NOOP("Terms", "Quality"),
    "weapon": QT_TRANSLATE_NOOP("Terms", "Weapon"),
    "collected": QT_TRANSLATE_NOOP("Terms", "Collected"),
    "trigger": QT_TRANSLATE_NOOP("Terms", "Trigger"),
    "risk": QT_TRANSLATE_NOOP("Terms", "Risk"),
    "benefit": QT_TRANSLATE_NOOP("Terms", "Benefit"),
    "effect": QT_TRANSLATE_NOOP("Terms", "Effect"),
    "strategy": QT_TRANSLATE_NOOP("Terms", "Strategy"),
    "temp": QT_TRANSLATE_NOOP("Terms", "Time-limited"),
    "rounds": QT_TRANSLATE_NOOP("Terms", "Round pile"),
    "round_card": QT_TRANSLATE_NOOP("Terms", "Round card"),
    "props": QT_TRANSLATE_NOOP("Terms", "Props"),
}

# Basic (§1.1): quality left and weapon right of the identity, collected pile and play area beside.
BASIC = [
    SlotSpec("quality", 0, 0), SlotSpec("identity", 1, 0), SlotSpec("weapon", 2, 0),
    SlotSpec("play", 3.25, 0), SlotSpec("collected", 4.5, 0, 2.4, "row"),
    SlotSpec("hand", 0, 1, 7.0, "fan"),
]
# Advanced (§1.1): risk left and benefit right of the identity, the trigger tucked behind the identity (its edge
# shows on the right), the effect beside the equipment; strategy and time-limited card beside the hand.
ADVANCED = [
    SlotSpec("effect", 0, 0), SlotSpec("quality", 1, 0), SlotSpec("risk", 2, 0),
    SlotSpec("trigger", 3.3, 0, show_label=False),
    SlotSpec("identity", 3, 0, label=QT_TRANSLATE_NOOP("Terms", "Identity · trigger")),
    SlotSpec("benefit", 4.4, 0), SlotSpec("weapon", 5.4, 0), SlotSpec("play", 6.65, 0),
    SlotSpec("collected", 7.9, 0, 2.4, "row"),
    SlotSpec("hand", 0, 1, 6.6, "fan"), SlotSpec("strategy", 6.9, 1), SlotSpec("temp", 7.9, 1),
]
CENTRE = [
    SlotSpec("rounds", 0, 0, 1, "stack"), SlotSpec("round_card", 1, 0),
    SlotSpec("draw", 2.3, 0, 1, "stack"), SlotSpec("discard", 3.3, 0, 1.6, "stack"),
    SlotSpec("props", 0, 1, 2.6, "row"), SlotSpec("out", 3.3, 1, 1, "stack"),
]

NATURES = {
    "attack": QT_TRANSLATE_NOOP("Terms", "Attack"), "defense": QT_TRANSLATE_NOOP("Terms", "Defense"),
    "supply": QT_TRANSLATE_NOOP("Terms", "Supply"), "discard": QT_TRANSLATE_NOOP("Terms", "Discard"),
}
PHASE_NAMES = {
    "setup": QT_TRANSLATE_NOOP("Terms", "Setup"), "window": QT_TRANSLATE_NOOP("Terms", "Gesture window"),
    "upkeep": QT_TRANSLATE_NOOP("Terms", "Upkeep"), "turn": QT_TRANSLATE_NOOP("Terms", "Turn"),
    "respond": QT_TRANSLATE_NOOP("Terms", "Answer"), "purge": QT_TRANSLATE_NOOP("Terms", "Purge"),
    "trade": QT_TRANSLATE_NOOP("Terms", "Trade"), "vote": QT_TRANSLATE_NOOP("Terms", "Vote"),
    "paused": QT_TRANSLATE_NOOP("Terms", "Paused"), "over": QT_TRANSLATE_NOOP("Terms", "Game over"),
    "yield": QT_TRANSLATE_NOOP("Terms", "Yield"),
}
ROLE_NAMES = {
    "landlord": QT_TRANSLATE_NOOP("Terms", "Landlord"), "farmer": QT_TRANSLATE_NOOP("Terms", "Farmer"),
    "coordinator": QT_TRANSLATE_NOOP("Terms", "Coordinator"), "narrator": QT_TRANSLATE_NOOP("Terms", "Narrator"),
}
STATUS_NAMES = {
    "out": QT_TRANSLATE_NOOP("Terms", "Out"), "withdrawn": QT_TRANSLATE_NOOP("Terms", "Withdrawn"),
    "conceded": QT_TRANSLATE_NOOP("Terms", "Conceded"), "active": QT_TRANSLATE_NOOP("Terms", "Active"),
}
# Weapon sources (§5.4), in the order the chips show them.
SOURCE_NAMES = {
    "none": QT_TRANSLATE_NOOP("Terms", "No weapon"), "equip": QT_TRANSLATE_NOOP("Terms", "Equipment"),
    "strat": QT_TRANSLATE_NOOP("Terms", "Strategy"), "temp": QT_TRANSLATE_NOOP("Terms", "Time-limited"),
}
CLASS_NAMES = {"weak": QT_TRANSLATE_NOOP("Terms", "weak"), "normal": QT_TRANSLATE_NOOP("Terms", "normal"),
               "strong": QT_TRANSLATE_NOOP("Terms", "strong")}
CLASS_COLOURS = {"weak": "#5c6bc0", "normal": "#00897b", "strong": "#c62828"}
# The default situation table's names (§7.8), so each language shows them in its own script.
SITUATION_NAMES = (
    QT_TRANSLATE_NOOP("Terms", "必發"), QT_TRANSLATE_NOOP("Terms", "跳發"), QT_TRANSLATE_NOOP("Terms", "開發"),
    QT_TRANSLATE_NOOP("Terms", "借發"), QT_TRANSLATE_NOOP("Terms", "調發"), QT_TRANSLATE_NOOP("Terms", "直發"),
    QT_TRANSLATE_NOOP("Terms", "偶發"), QT_TRANSLATE_NOOP("Terms", "接發"), QT_TRANSLATE_NOOP("Terms", "突發"),
    QT_TRANSLATE_NOOP("Terms", "揭發"), QT_TRANSLATE_NOOP("Terms", "必然"), QT_TRANSLATE_NOOP("Terms", "突然"),
    QT_TRANSLATE_NOOP("Terms", "已然"), QT_TRANSLATE_NOOP("Terms", "偶然"), QT_TRANSLATE_NOOP("Terms", "居然"),
    QT_TRANSLATE_NOOP("Terms", "依然"), QT_TRANSLATE_NOOP("Terms", "瞬然"), QT_TRANSLATE_NOOP("Terms", "果然"),
    QT_TRANSLATE_NOOP("Terms", "竟然"), QT_TRANSLATE_NOOP("Terms", "盡然"),
)

# Formula symbols → game terms (Terms context).
SYMBOLS = {
    "r": QT_TRANSLATE_NOOP("Terms", "Round"), "i": QT_TRANSLATE_NOOP("Terms", "Intent"),
    "q": QT_TRANSLATE_NOOP("Terms", "Quality"), "w": QT_TRANSLATE_NOOP("Terms", "Weapon"),
    "Wv": QT_TRANSLATE_NOOP("Terms", "Weapon value"), "EQ": QT_TRANSLATE_NOOP("Terms", "Equipment"),
    "id": QT_TRANSLATE_NOOP("Terms", "Identity"), "b": QT_TRANSLATE_NOOP("Terms", "Bonus"),
    "E": QT_TRANSLATE_NOOP("Terms", "Effect"), "s": QT_TRANSLATE_NOOP("Terms", "Strategy"),
    "t": QT_TRANSLATE_NOOP("Terms", "Time-limited"), "P": QT_TRANSLATE_NOOP("Terms", "Prop"),
    "S": QT_TRANSLATE_NOOP("Terms", "Situation"),
    # the advanced layer's formulas (§7.3–§7.6)
    "T": QT_TRANSLATE_NOOP("Terms", "Trigger"), "x": QT_TRANSLATE_NOOP("Terms", "Trigger score"),
    "B": QT_TRANSLATE_NOOP("Terms", "Benefit"), "R": QT_TRANSLATE_NOOP("Terms", "Risk"),
    "B1": QT_TRANSLATE_NOOP("Terms", "Actor's benefit"), "B2": QT_TRANSLATE_NOOP("Terms", "Target's benefit"),
    "R1": QT_TRANSLATE_NOOP("Terms", "Actor's risk"), "R2": QT_TRANSLATE_NOOP("Terms", "Target's risk"),
    "cap": QT_TRANSLATE_NOOP("Terms", "Cap"), "i1": QT_TRANSLATE_NOOP("Terms", "Adjusted intent"),
    "M": QT_TRANSLATE_NOOP("Terms", "Bonus base"), "n": QT_TRANSLATE_NOOP("Terms", "Class numerator"),
    "d": QT_TRANSLATE_NOOP("Terms", "Class denominator"),
}
FORMULAS = {
    "attack_total": QT_TRANSLATE_NOOP("Terms", "attack total"),
    "defense_former": QT_TRANSLATE_NOOP("Terms", "defense, former"),
    "defense_latter": QT_TRANSLATE_NOOP("Terms", "defense, latter"),
    "discard_attack": QT_TRANSLATE_NOOP("Terms", "discard attack"),
    "discard_intent": QT_TRANSLATE_NOOP("Terms", "discard intent"),
    "discard_quality": QT_TRANSLATE_NOOP("Terms", "discard, quality"),
    "purge_limit": QT_TRANSLATE_NOOP("Terms", "purge limit"),
    "trigger": QT_TRANSLATE_NOOP("Terms", "trigger check"),
    "benefit_check": QT_TRANSLATE_NOOP("Terms", "benefit check"),
    "risk_check": QT_TRANSLATE_NOOP("Terms", "risk check"),
    "cap": QT_TRANSLATE_NOOP("Terms", "cap (effect × round)"),
    "adjust_benefit": QT_TRANSLATE_NOOP("Terms", "situation adjustment, benefit"),
    "adjust_risk": QT_TRANSLATE_NOOP("Terms", "situation adjustment, risk"),
    "bonus_max": QT_TRANSLATE_NOOP("Terms", "bonus base"),
    "situation_bonus": QT_TRANSLATE_NOOP("Terms", "situation bonus"),
    "cooperation_check": QT_TRANSLATE_NOOP("Terms", "forced cooperation check"),
    "forced_cooperation": QT_TRANSLATE_NOOP("Terms", "forced cooperation (強制合作)"),
    "trade_check": QT_TRANSLATE_NOOP("Terms", "forced trade check"),
    "forced_trade": QT_TRANSLATE_NOOP("Terms", "forced trade (強制交易)"),
    "plunder_check": QT_TRANSLATE_NOOP("Terms", "forced plunder check"),
    "forced_plunder": QT_TRANSLATE_NOOP("Terms", "forced plunder (強制掠奪)"),
    "discard_check": QT_TRANSLATE_NOOP("Terms", "forced discard check"),
    "forced_discard": QT_TRANSLATE_NOOP("Terms", "forced discard (強制丟棄)"),
}
PHASES = {
    "round": QT_TRANSLATE_NOOP("Terms", "Round {n} begins"),
    "window_setup": QT_TRANSLATE_NOOP("Terms", "Setup window: gestures before round 1"),
    "window_round": QT_TRANSLATE_NOOP("Terms", "Round-start window"),
    "window_final": QT_TRANSLATE_NOOP("Terms", "Final-round window"),
    "vote": QT_TRANSLATE_NOOP("Terms", "Continuation vote (底牌)"),
}
# Burden (rules §0): the zones whose cards count.
BURDEN_ZONES = ("hand", "collected", "quality", "weapon", "play", "strategy", "temp")
# Decisions asked in the dialog (decisions.py) and gestures kept in the action bar (gestures.py).
DIALOG_KINDS = ("TradeOffer", "TradeChoice", "Vote")
BAR_GESTURES = ("Done", "AnswerYield", "Resume")


def situation_info(options: dict, card: str, key: str):
    """(name, class, value) of a risk or benefit card from the options' situation_table (row v10(card))."""
    table = options.get("situation_table") or {}
    v = card_value(options, card)
    row = table.get(str(min(v, 10)))
    if not isinstance(row, dict):
        return None
    return str(row.get(key, "")), str(row.get("class", "")), row.get("value")


def card_value(options: dict, card: str) -> int:
    """v(card) with the house rules' joker and blank values (§0)."""
    return cardmod.value(card, options.get("small_joker_value", 14), options.get("big_joker_value", 15),
                         options.get("blank_value", 0))


class JupaiNaming(LogNaming):
    def zone_label(self, key: str) -> str:
        return LABELS.get(key, key)

    def value(self, key: str, value: Any) -> str | None:
        if isinstance(value, str):
            for table in (NATURES, ROLE_NAMES, SOURCE_NAMES, STATUS_NAMES):
                if value in table:
                    return tr_term(table[value])
        return None

    def symbol(self, name: str) -> str:
        return SYMBOLS.get(name, name)

    def formula(self, key: str) -> str:
        return FORMULAS.get(key, key)

    def phase(self, phase: str) -> str:
        return PHASES.get(phase, phase)


class JupaiTable(TablePlugin):
    window_extras = JupaiWindow
    newgame_extras = JupaiNewGame
    naming_class = JupaiNaming

    def advanced(self) -> bool:
        st = self.ctl.state
        return st is not None and st.options.get("mode") == "advanced"

    # ---- layout ---------------------------------------------------------------------
    def slots(self, view):
        advanced = any(z.endswith(".risk") or z.endswith(".effect") for z in view.zones)
        return (ADVANCED if advanced else BASIC), CENTRE

    def place_cards(self, placed, items: list) -> None:
        if placed.key == "identity":
            for it in items:
                it.home_z += 500
        if placed.key == "trigger":
            for it in items:
                it.home_z -= 1
        # Advanced (§1.2): the bottom card (底牌) lies crosswise at the foot of the round pile.
        if placed.key == "rounds" and self.advanced() and len(items) >= 2:
            items[0].set_crosswise(True)
            items[0].home = QPointF(placed.rect.x(), placed.rect.y())

    # ---- pictures and words ---------------------------------------------------------------
    def card_badge(self, item):
        """A situation card's name and class (§7.8)."""
        key = item.zone.rpartition(".")[2]
        if key not in ("risk", "benefit") or item.card is None or not self.advanced():
            return None
        info = situation_info(self.ctl.state.options, item.card, key)
        if info is None or not info[0]:
            return None
        name, cls, _value = info
        return (f"{tr_term(name)} · {tr_term(CLASS_NAMES.get(cls, cls))}", CLASS_COLOURS.get(cls, "#455a64"))

    def panel_parts(self, seat: int, view) -> list[str]:
        parts = []
        data = view.data or {}
        roles = data.get("roles") or {}
        ident = view.zones.get(zone_id(seat, "identity"))
        if ident and ident.cards and ident.cards[0] and ident.cards[0] in roles:
            parts.append(tr_term(ROLE_NAMES.get(roles[ident.cards[0]], roles[ident.cards[0]])))
        burden = sum(len(view.zones[zone_id(seat, k)].cards) for k in BURDEN_ZONES if zone_id(seat, k) in view.zones)
        parts.append(QCoreApplication.translate("TableScene", "burden %n", "", burden))
        players = data.get("players") or []
        pl = players[seat] if seat < len(players) else {}
        status = pl.get("status") if isinstance(pl, dict) else None
        if status and status != "active":
            parts.append(tr_term(STATUS_NAMES.get(status, status)))
        return parts

    def card_details(self, item) -> list[str]:
        out = []
        if item.card is not None:
            opts = self.ctl.state.options if self.ctl.state else {}
            out.append(QCoreApplication.translate("TableScene", "value %1").replace("%1", str(card_value(opts, item.card))))
        key = item.zone.rpartition(".")[2]
        extra = ""
        if item.card is not None and key in ("risk", "benefit") and self.advanced():
            info = situation_info(self.ctl.state.options, item.card, key)
            if info is not None and info[0]:
                extra = QCoreApplication.translate("TableScene", "%1, %2, situation value %3").replace(
                    "%1", tr_term(info[0])).replace("%2", tr_term(CLASS_NAMES.get(info[1], info[1]))).replace(
                    "%3", str(info[2]))
        if item.rotation() == 90:
            extra = QCoreApplication.translate("TableScene", "the bottom card (底牌)")
        return out + [extra]

    def chips(self, seat: int, groups: list[str]):
        """The weapon source of the next drop (§5.4), when a card may be played with several."""
        order = [g for g in SOURCE_NAMES if g in groups]
        if len(order) < 2:
            return None
        tip = QCoreApplication.translate("TableScene", "Weapon source of your next play [劇牌 §5.4]")
        return [(g, tr_term(SOURCE_NAMES[g])) for g in order], tip

    def banner_text(self, who: str) -> str | None:
        def t(text: str) -> str:
            return QCoreApplication.translate("MainWindow", text)
        data = self.ctl.view().data or {}
        parts = []
        rn = data.get("round_no") or 0
        if rn:
            parts.append(t("Round %1").replace("%1", str(rn)))
        nature = data.get("nature")
        if nature:
            rv = data.get("r")
            parts.append(tr_term(NATURES.get(nature, nature)) + (f" ({rv})" if rv is not None else ""))
        if data.get("final"):
            parts.append(t("final round"))
        phase = data.get("phase")
        if phase and phase not in ("turn", "round"):
            parts.append(tr_term(PHASE_NAMES.get(phase, phase)))
        parts.append(t("%1 to act").replace("%1", who))
        return "  ·  ".join(parts)

    # ---- what now, answers without asking, tooltips (whatnow.py) ----------------------------
    def what_now(self, view, seat: int) -> str | None:
        from . import whatnow
        return whatnow.what_now(self, view, seat)

    def waiting_text(self, view, actor: int) -> str | None:
        from . import whatnow
        return whatnow.waiting_text(self, view, actor)

    def confirm_text(self, action):
        """棄局 is asked as 认输 is: by default it leaves the game for good (§8, gesture 4); with the house rule
        ``abandon_mode=round`` it sits out this round (for a hand card where the rule takes one)."""
        if action.kind != "Abandon":
            return super().confirm_text(action)
        opts = self.ctl.state.options if self.ctl.state is not None else {}
        if opts.get("abandon_mode", "game") == "game":
            title = QCoreApplication.translate("Gestures", "Abandon the game?")
            text = QCoreApplication.translate("Gestures", "Abandon the game (棄局)? You leave it for good: your hand goes to the discard pile and you rank below the players still in.")
        else:
            title = QCoreApplication.translate("Gestures", "Sit out this round?")
            text = QCoreApplication.translate("Gestures", "Sit out this round (棄局)? You take no turn and cannot be targeted until the round ends.")
        return title, text

    def auto_answer(self, seat: int, legal: list, stops: str):
        from . import whatnow
        return whatnow.auto_answer(self, seat, legal, stops)

    def action_tip(self, action) -> str:
        from . import whatnow
        return whatnow.action_tip(self, action)

    def action_text(self, action) -> str:
        """Keyboard-menu and popup entries name the action (attack, defend, discard, answer)."""
        if action.kind in ("Act", "Respond"):
            from . import whatnow
            return whatnow.act_text(self, action) or self.ctl.action_label(action)
        return self.ctl.action_label(action)

    def result_parts(self, seat: int, view) -> list[str]:
        from . import results
        return results.result_parts(self, seat, view)

    def ranking_notes(self, view, ranking: list) -> list[str]:
        from . import results
        return results.ranking_notes(self, view, ranking)

    def source_word(self, source: str) -> str:
        return tr_term(SOURCE_NAMES.get(source, source))

    def bar_actions(self, actions: list) -> list:
        """Gestures live in their menu, trade and vote in their dialog; the bar keeps "done" and the answers."""
        return [a for a in actions if (not is_gesture(a) or a.kind in BAR_GESTURES) and a.kind not in DIALOG_KINDS]

    def present(self, key: str, value: Any) -> str | None:
        return self.naming.value(key, value)
