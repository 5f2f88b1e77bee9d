"""The log: every event in words, every formula with its inputs and result, in the current language.

Events are kept, not their text, so a language switch re-tells the whole log.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTextBrowser

from ..core import cards as cardmod
from ..core.errors import QT_TRANSLATE_NOOP
from ..core.events import (CardHidden, CardMoved, CardRevealed, FormulaResolved, GameOver, Message,
                           PhaseChanged, Shuffled, TurnStarted)
from .layout import LABELS

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
    "d": QT_TRANSLATE_NOOP("Terms", "Class denominator"), "MIN": QT_TRANSLATE_NOOP("Terms", "MIN"),
    "MAX": QT_TRANSLATE_NOOP("Terms", "MAX"),
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


def term(text: str) -> str:
    return QCoreApplication.translate("Terms", text)


def ui(text: str) -> str:
    return QCoreApplication.translate("LogPanel", text)


# Per-game naming of card ids and zones ("card"/"zone" → fn returning a name or None), set by a table plugin.
GAME_NAMES: dict = {}


def zone_name(zone: str, names: list[str]) -> str:
    prefix, _, key = zone.partition(".")
    label = (GAME_NAMES["zone"](zone) if "zone" in GAME_NAMES else None) or term(LABELS.get(key, key))
    if prefix.startswith("P") and prefix[1:].isdigit():
        k = int(prefix[1:]) - 1
        who = names[k] if 0 <= k < len(names) else prefix
        return QCoreApplication.translate("LogPanel", "%1's %2").replace("%1", who).replace("%2", label)
    return label


def card_name(card: str | None) -> str:
    if card and "card" in GAME_NAMES and not cardmod.is_card(card):
        return GAME_NAMES["card"](card) or card
    return cardmod.pretty(card) if card else QCoreApplication.translate("LogPanel", "a card")


def formula_text(ev: FormulaResolved) -> str:
    """``回合×意圖＋質量×武器 = 6×7＋3×10 = 72`` in the current language."""
    names = sorted((n for n, _ in ev.inputs), key=len, reverse=True)
    if not names:
        return f"{ev.expr} = {ev.result}"
    # Whole names only (i is not the i of MIN); MIN and MAX are told as words, not values.
    pat = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(re.escape(n) for n in names) + r")(?![A-Za-z0-9_])")
    fn = re.compile(r"\b(MIN|MAX)\b")
    vals = dict(ev.inputs)
    plus = QCoreApplication.translate("LogPanel", "+")
    words = pat.sub(lambda m: term(SYMBOLS.get(m.group(0), m.group(0))), ev.expr)
    words = fn.sub(lambda m: term(SYMBOLS[m.group(0)]), words).replace("+", plus)
    nums = pat.sub(lambda m: str(vals[m.group(0)]), ev.expr)
    nums = fn.sub(lambda m: term(SYMBOLS[m.group(0)]), nums).replace("+", plus)
    return f"{words} = {nums} = {ev.result}"


def present_arg(key: str, value, names: list[str]):
    """A message argument as the reader should see it: cards with suit signs, game words translated."""
    from .mainwindow import NATURES
    from .table import _ROLE_NAMES, _SOURCE_NAMES, _STATUS_NAMES
    if isinstance(value, str):
        if "card" in GAME_NAMES and not cardmod.is_card(value) and (name := GAME_NAMES["card"](value)):
            return name  # a card id of a game whose table plugin names its cards (三国智)
        for table in (NATURES, _ROLE_NAMES, _SOURCE_NAMES, _STATUS_NAMES):
            if value in table:
                return term(table[value])
        if key in ("card", "c", "s") and cardmod.is_card(value):
            return cardmod.pretty(value)
        if value[:1] == "P" and value[1:].isdigit() and 0 < int(value[1:]) <= len(names):
            return names[int(value[1:]) - 1]  # a seat named by the rules (scenario positions)
    return value


@dataclass(frozen=True)
class BotReason:
    """Why a bot seat made its move: English ``reason`` ("Bots" context) with ``{fields}`` from ``args``."""
    seat: int
    level: str
    reason: str
    args: dict = field(default_factory=dict)
    late: bool = False  # told after the cards it names were shown


def bot_reason_text(ev: BotReason, names: list[str]) -> str:
    """``QCoreApplication.translate("Bots", reason).format(**args)``, cards with suit signs, seats by name."""
    args = {}
    for k, v in ev.args.items():
        if isinstance(v, str) and cardmod.is_card(v):
            v = cardmod.pretty(v)
        elif isinstance(v, str) and v[:1] == "P" and v[1:].isdigit() and 0 < int(v[1:]) <= len(names):
            v = names[int(v[1:]) - 1]
        elif k == "vote" and v in ("yes", "no"):
            v = QCoreApplication.translate("Bots", v)
        else:
            v = present_arg(k, v, names)
        args[k] = v
    text = QCoreApplication.translate("Bots", ev.reason)
    try:
        return text.format(**args)
    except (KeyError, IndexError, ValueError):
        return text


_YES_NO = (QT_TRANSLATE_NOOP("Bots", "yes"), QT_TRANSLATE_NOOP("Bots", "no"))


class MoveRun(tuple):
    """Several cards that went the same way in one action: (cards, src, dst)."""


def group_moves(events: list) -> list:
    out: list = []
    for ev in events:
        if isinstance(ev, CardMoved) and out:
            last = out[-1]
            if isinstance(last, CardMoved) and (last.src, last.dst) == (ev.src, ev.dst):
                out[-1] = MoveRun(([last.card, ev.card], ev.src, ev.dst))
                continue
            if isinstance(last, MoveRun) and (last[1], last[2]) == (ev.src, ev.dst):
                out[-1] = MoveRun((last[0] + [ev.card], ev.src, ev.dst))
                continue
        out.append(ev)
    return out


def describe(ev, names: list[str]) -> str | None:
    """One log line for ``ev`` (None for events told elsewhere)."""
    who = (lambda s: names[s] if s is not None and 0 <= s < len(names) else "")
    if isinstance(ev, BotReason):
        from ..controller.bots import LEVEL_NAMES
        level = QCoreApplication.translate("Bots", LEVEL_NAMES.get(ev.level, ev.level))
        if ev.late:
            text = QCoreApplication.translate("LogPanel", "%1 (%2 bot), now that the cards are shown: %3")
        else:
            text = QCoreApplication.translate("LogPanel", "%1 (%2 bot): %3")
        return text.replace("%1", who(ev.seat)).replace("%2", level).replace("%3", bot_reason_text(ev, names))
    if isinstance(ev, MoveRun):
        cards, src, dst = ev
        known = [card_name(c) for c in cards if c]
        what = QCoreApplication.translate("LogPanel", "%n card(s)", "", len(cards))
        if known and len(known) == len(cards):
            what += " (" + " ".join(known) + ")"
        return QCoreApplication.translate("LogPanel", "%1: %2 → %3").replace("%1", what).replace("%2", zone_name(src, names)).replace(
            "%3", zone_name(dst, names))
    if isinstance(ev, Message):
        args = {k: present_arg(k, v, names) for k, v in ev.args}
        text = QCoreApplication.translate("Log", ev.text)
        try:
            text = text.format(**args)
        except (KeyError, IndexError, ValueError):
            pass
        for s, n in enumerate(names):
            text = text.replace(f"{{P{s + 1}}}", n)
        return (who(ev.seat) + ": " + text) if ev.seat is not None and who(ev.seat) not in text else text
    if isinstance(ev, FormulaResolved):
        label = term(FORMULAS.get(ev.key, ev.key))
        head = f"{who(ev.seat)} · {label}" if ev.seat is not None else label
        return f"{head}: {formula_text(ev)}"
    if isinstance(ev, CardMoved):
        return QCoreApplication.translate("LogPanel", "%1: %2 → %3").replace("%1", card_name(ev.card)).replace(
            "%2", zone_name(ev.src, names)).replace("%3", zone_name(ev.dst, names))
    if isinstance(ev, CardRevealed):
        return QCoreApplication.translate("LogPanel", "%1 is revealed (%2)").replace("%1", card_name(ev.card)).replace("%2", zone_name(ev.zone, names))
    if isinstance(ev, CardHidden):
        return QCoreApplication.translate("LogPanel", "%1 is turned face down (%2)").replace("%1", card_name(ev.card)).replace(
            "%2", zone_name(ev.zone, names))
    if isinstance(ev, Shuffled):
        return QCoreApplication.translate("LogPanel", "%1 is shuffled").replace("%1", zone_name(ev.zone, names))
    if isinstance(ev, PhaseChanged):
        text = term(PHASES.get(ev.phase, ev.phase))
        return text.replace("{n}", str(ev.round_no))
    if isinstance(ev, TurnStarted):
        return QCoreApplication.translate("LogPanel", "%1's turn").replace("%1", who(ev.seat))
    if isinstance(ev, GameOver):
        places = []
        for k, group in enumerate(ev.ranking):
            places.append(f"{k + 1}. " + ", ".join(who(s) for s in group))
        return QCoreApplication.translate("LogPanel", "Game over. Ranking: %1").replace("%1", "; ".join(places))
    return None


class LogPanel(QTextBrowser):
    """Read-only, re-told in the current language on demand."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setOpenLinks(False)
        self.entries: list = []
        self.names: list[str] = []
        self.setObjectName("log")

    def clear_log(self, names: list[str]) -> None:
        self.entries.clear()
        self.names = list(names)
        self.clear()

    def add_batch(self, events: list) -> None:
        """One action's events; runs of the same move (dealing, drawing) become one line."""
        for item in group_moves(events):
            self.entries.append(item)
            self._append(item)

    def add_entry(self, ev) -> None:
        self.entries.append(ev)
        self._append(ev)

    def _append(self, ev) -> None:
        text = describe(ev, self.names)
        if text is None:
            return
        cls = ""
        if isinstance(ev, FormulaResolved):
            cls = "color:#1565c0;font-weight:bold"
        elif isinstance(ev, BotReason):
            cls = "color:#6a1b9a;font-style:italic"
        elif isinstance(ev, (PhaseChanged, GameOver)):
            cls = "color:#2e7d32;font-weight:bold"
        elif isinstance(ev, (CardMoved, CardRevealed, CardHidden, Shuffled)):
            cls = "color:#616161"
        self.append(f'<span style="{cls}">{html.escape(text)}</span>')

    def retell(self) -> None:
        self.clear()
        for ev in self.entries:
            self._append(ev)

    def plain_lines(self) -> list[str]:
        return [t for t in (describe(ev, self.names) for ev in self.entries) if t]
