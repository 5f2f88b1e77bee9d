"""The log: every event in words, every formula with its inputs and result, in the current language.

Events are kept, not their text, so a language switch re-tells the whole log.
"""

from __future__ import annotations

import dataclasses
import html
import re

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QTextBrowser

from ..core import cards as cardmod
from ..core.errors import QT_TRANSLATE_NOOP
from ..core.events import (CardHidden, CardMoved, CardRevealed, FormulaResolved, GameOver, Message,
                           PhaseChanged, Shuffled, TurnStarted)
from ..core.zones import parse_seat_label, parse_zone_id, seat_label
from ..controller.logbook import AutoAnswer, BotReason, Redone, Stalled, Undone
from .plugin import LogNaming

# Formula words every game may use (Terms context); a game's symbols and formula names come from its plug-in.
SYMBOLS = {"MIN": QT_TRANSLATE_NOOP("Terms", "MIN"), "MAX": QT_TRANSLATE_NOOP("Terms", "MAX")}
_GENERIC = LogNaming()


def term(text: str) -> str:
    return QCoreApplication.translate("Terms", text)


def ui(text: str) -> str:
    return QCoreApplication.translate("LogPanel", text)


def zone_name(zone: str, names: list[str], naming: LogNaming | None = None) -> str:
    naming = naming or _GENERIC
    seat, key = parse_zone_id(zone) or (None, zone.partition(".")[2] or zone)
    label = naming.zone(zone) or term(naming.zone_label(key))
    if seat is not None:
        who = names[seat] if 0 <= seat < len(names) else seat_label(seat)
        return QCoreApplication.translate("LogPanel", "%1's %2").replace("%1", who).replace("%2", label)
    return label


def card_name(card: str | None, naming: LogNaming | None = None) -> str:
    if card and not cardmod.is_card(card) and naming is not None:
        return naming.card(card) or card
    return cardmod.pretty(card) if card else QCoreApplication.translate("LogPanel", "a card")


def formula_text(ev: FormulaResolved, naming: LogNaming | None = None) -> str:
    """``回合×意圖＋質量×武器 = 6×7＋3×10 = 72`` in the current language."""
    names = sorted((n for n, _ in ev.inputs), key=len, reverse=True)
    if not names:
        return f"{ev.expr} = {ev.result}"
    # Whole names only (i is not the i of MIN); MIN and MAX are told as words, not values.
    pat = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(re.escape(n) for n in names) + r")(?![A-Za-z0-9_])")
    fn = re.compile(r"\b(MIN|MAX)\b")
    vals = dict(ev.inputs)
    plus = QCoreApplication.translate("LogPanel", "+")
    naming = naming or _GENERIC
    words = pat.sub(lambda m: term(naming.symbol(m.group(0))), ev.expr)
    words = fn.sub(lambda m: term(SYMBOLS[m.group(0)]), words).replace("+", plus)
    nums = pat.sub(lambda m: str(vals[m.group(0)]), ev.expr)
    nums = fn.sub(lambda m: term(SYMBOLS[m.group(0)]), nums).replace("+", plus)
    return f"{words} = {nums} = {ev.result}"


def present_arg(key: str, value, names: list[str], naming: LogNaming | None = None):
    """A message argument as the reader should see it: cards with suit signs, game words translated."""
    if isinstance(value, str):
        if naming is not None and not cardmod.is_card(value) and (name := naming.card(value)):
            return name  # a card id of a game whose table plugin names its cards (三国智)
        if naming is not None and (word := naming.value(key, value)) is not None:
            return word
        if key in ("card", "c", "s") and cardmod.is_card(value):
            return cardmod.pretty(value)
        seat = parse_seat_label(value)
        if seat is not None and seat < len(names):
            return names[seat]  # a seat named by the rules (scenario positions)
    return value


def bot_reason_text(ev: BotReason, names: list[str], naming: LogNaming | None = None) -> str:
    """``QCoreApplication.translate("Bots", reason).format(**args)``, cards with suit signs, seats by name."""
    args = {}
    for k, v in ev.args.items():
        if isinstance(v, str) and cardmod.is_card(v):
            v = cardmod.pretty(v)
        elif isinstance(v, str) and (seat := parse_seat_label(v)) is not None and seat < len(names):
            v = names[seat]
        elif k == "vote" and v in ("yes", "no"):
            v = QCoreApplication.translate("Bots", v)
        else:
            v = present_arg(k, v, names, naming)
        args[k] = v
    text = QCoreApplication.translate("Bots", ev.reason)
    try:
        return text.format(**args)
    except (KeyError, IndexError, ValueError):
        return text


_YES_NO = (QT_TRANSLATE_NOOP("Bots", "yes"), QT_TRANSLATE_NOOP("Bots", "no"))


# Line colours per theme: each readable on that theme's log background (contrast ≥ 4.5 : 1).
LOG_COLOURS = {
    "light": {"text": "#202020", "formula": "#1565c0", "bot": "#6a1b9a", "phase": "#2e7d32", "undo": "#b71c1c",
              "move": "#5f5f5f", "auto": "#8d6e63"},
    "dark": {"text": "#e6ecef", "formula": "#82b1ff", "bot": "#ce93d8", "phase": "#81c784", "undo": "#ff8a80",
             "move": "#b0bec5", "auto": "#bcaaa4"},
}


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


def describe(ev, names: list[str], naming: LogNaming | None = None) -> str | None:
    """One log line for ``ev`` (None for events told elsewhere); ``naming``: the game's words (its plug-in)."""
    naming = naming or _GENERIC
    who = (lambda s: names[s] if s is not None and 0 <= s < len(names) else "")
    if isinstance(ev, BotReason):
        from ..controller.bots import LEVEL_NAMES
        level = QCoreApplication.translate("Bots", LEVEL_NAMES.get(ev.level, ev.level))
        if ev.late:
            text = QCoreApplication.translate("LogPanel", "%1 (%2 bot), now that the cards are shown: %3")
        elif ev.words:  # the reason does not name the move ("the only sensible move"): say which it was
            text = QCoreApplication.translate("LogPanel", "%1 (%2 bot): %4 (%3)").replace("%4", ev.words)
        else:
            text = QCoreApplication.translate("LogPanel", "%1 (%2 bot): %3")
        text = text.replace("%1", who(ev.seat)).replace("%2", level).replace("%3", bot_reason_text(ev, names, naming))
        return text + (f" ×{ev.count}" if ev.count > 1 else "")
    if isinstance(ev, AutoAnswer):
        from ..controller.stops import WHY
        text = QCoreApplication.translate("LogPanel", WHY.get(ev.why, ev.why))
        try:
            text = text.format(player=who(ev.seat), action=ev.words)
        except (KeyError, IndexError, ValueError):
            pass
        return text + (f" ×{ev.count}" if ev.count > 1 else "")
    if isinstance(ev, Undone):
        text = QCoreApplication.translate("LogPanel", "Undone: %n move(s), taken back from the log.", "", ev.moves)
        if ev.seat is not None and who(ev.seat):
            text += " " + QCoreApplication.translate("LogPanel", "%1 decides again.").replace("%1", who(ev.seat))
        return text
    if isinstance(ev, Redone):
        return QCoreApplication.translate("LogPanel", "Redone: %n move(s).", "", ev.moves)
    if isinstance(ev, Stalled):
        return QCoreApplication.translate("LogPanel", "The game is stuck: the same table came back %1 times without progress. The bots stopped.").replace("%1", str(ev.times))
    if isinstance(ev, MoveRun):
        cards, src, dst = ev
        known = [card_name(c, naming) for c in cards if c]
        what = QCoreApplication.translate("LogPanel", "%n card(s)", "", len(cards))
        if known and len(known) == len(cards):
            # a comma between names: 三国智's names have spaces ("Liu Bei Surprise Raid Cao Ren" read as one)
            what += " (" + QCoreApplication.translate("LogPanel", ", ").join(known) + ")"
        return QCoreApplication.translate("LogPanel", "%1: %2 → %3").replace("%1", what).replace("%2", zone_name(src, names, naming)).replace(
            "%3", zone_name(dst, names, naming))
    if isinstance(ev, Message):
        args = {k: present_arg(k, v, names, naming) for k, v in ev.args}
        text = QCoreApplication.translate("Log", ev.text)
        try:
            text = text.format(**args)
        except (KeyError, IndexError, ValueError):
            pass
        for s, n in enumerate(names):
            text = text.replace(f"{{P{s + 1}}}", n)
        return (who(ev.seat) + ": " + text) if ev.seat is not None and who(ev.seat) not in text else text
    if isinstance(ev, FormulaResolved):
        label = term(naming.formula(ev.key))
        head = f"{who(ev.seat)} · {label}" if ev.seat is not None else label
        return f"{head}: {formula_text(ev, naming)}"
    if isinstance(ev, CardMoved):
        if (said := naming.move(ev.card, ev.src, ev.dst, names)) is not None:
            return said
        return QCoreApplication.translate("LogPanel", "%1: %2 → %3").replace("%1", card_name(ev.card, naming)).replace(
            "%2", zone_name(ev.src, names, naming)).replace("%3", zone_name(ev.dst, names, naming))
    if isinstance(ev, CardRevealed):
        return QCoreApplication.translate("LogPanel", "%1 is revealed (%2)").replace("%1", card_name(ev.card, naming)).replace("%2", zone_name(ev.zone, names, naming))
    if isinstance(ev, CardHidden):
        return QCoreApplication.translate("LogPanel", "%1 is turned face down (%2)").replace("%1", card_name(ev.card, naming)).replace(
            "%2", zone_name(ev.zone, names, naming))
    if isinstance(ev, Shuffled):
        return QCoreApplication.translate("LogPanel", "%1 is shuffled").replace("%1", zone_name(ev.zone, names, naming))
    if isinstance(ev, PhaseChanged):
        text = term(naming.phase(ev.phase))
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
        self.naming: LogNaming = _GENERIC  # the game's words (its table plug-in), set when a game starts
        self.setObjectName("log")
        self.theme = "light"
        self.follow = True  # show the newest line after each one (until the reader scrolls back)
        self.verticalScrollBar().actionTriggered.connect(self._user_scrolled)

    def clear_log(self, names: list[str], naming: LogNaming | None = None) -> None:
        self.entries.clear()
        self.names = list(names)
        self.naming = naming or _GENERIC
        self.clear()

    def add_batch(self, events: list) -> None:
        """One action's events; runs of the same move (dealing, drawing) become one line."""
        follow = self._at_end()
        for item in group_moves(events):
            if self._merge_auto(item):
                continue
            self.entries.append(item)
            self._append(item)
        if follow:
            self.scroll_to_end()

    def _at_end(self) -> bool:
        return self.follow

    def _user_scrolled(self, _action=None) -> None:
        # Only the reader's own scrolling (wheel, bar, keys) decides whether the log follows the game: the
        # scroll range is worked out lazily after an append, so "at the bottom" read then was often wrong.
        # (When this signal comes, the slider position already has the action's result, the value not yet.)
        sb = self.verticalScrollBar()
        self.follow = sb.sliderPosition() >= sb.maximum() - 4

    def scroll_to_end(self) -> None:
        """Show the newest line (the log follows the game unless the reader has scrolled back)."""
        sb = self.verticalScrollBar()
        sb.setValue(sb.maximum())
        QTimer.singleShot(0, lambda: sb.setValue(sb.maximum()) if self.follow else None)  # after the layout

    def load(self, batches) -> None:
        """Show exactly ``batches`` (the controller's log: ``[(move, events)]``), after an undo or a load."""
        self.entries.clear()
        self.clear()
        for _move, events in batches:
            for item in group_moves(events):
                if not self._merge_auto(item, show=False):
                    self.entries.append(item)
        self.retell()

    # How far back a repeated pass may be folded into its earlier line: a passing round of six seats and a little;
    # the table's own answers for the person at the PC, anywhere in the same phase (a 4-player chain asks them
    # to pass after every item the others put on it).
    FOLD_REACH, AUTO_REACH = 12, 80

    @staticmethod
    def _fold_key(ev):
        """What makes two lines the same line (counted ×n), or None for a line that is never folded."""
        if isinstance(ev, AutoAnswer):
            return ("auto", ev.seat, ev.why, ev.words)
        if isinstance(ev, BotReason) and not ev.late:
            return ("bot", ev.seat, ev.level, ev.reason, tuple(sorted(ev.args.items())), ev.words)
        return None

    def _merge_auto(self, ev, show: bool = True) -> bool:
        """A repeated pass: one line counts them (×3), not three lines.  Within a run of passes around the table
        (only automatic answers and bot reasons, no move that changed anything in between) the same line from
        the same player is counted on its first line, so a 4-player round of passes stays four lines; the table's
        answers for a person are counted on their first line of the phase, across the others' moves."""
        key = self._fold_key(ev)
        if key is None:
            return False
        at = None
        quiet = True
        reach = self.AUTO_REACH if key[0] == "auto" else self.FOLD_REACH
        for i in range(len(self.entries) - 1, max(-1, len(self.entries) - 1 - reach), -1):
            e = self.entries[i]
            if isinstance(e, (PhaseChanged, TurnStarted, GameOver, Undone, Redone, Stalled)):
                break  # a new phase or turn, the end, an undo: a new count
            k = self._fold_key(e)
            if k is None:
                quiet = False  # a move, a formula …: only the table's answers for a person fold across it
                if key[0] != "auto":
                    break
                continue
            if k == key and (quiet or key[0] == "auto"):
                at = i
                break
        if at is None:
            return False
        tail = self.entries[at:]
        self.entries[at] = dataclasses.replace(tail[0], count=tail[0].count + ev.count)
        if show:
            cur = self.textCursor()
            cur.movePosition(cur.MoveOperation.End)
            shown = sum(1 for e in tail if describe(e, self.names, self.naming) is not None)
            if shown:
                cur.movePosition(cur.MoveOperation.StartOfBlock)
                cur.movePosition(cur.MoveOperation.PreviousBlock, cur.MoveMode.MoveAnchor, shown - 1)
                cur.movePosition(cur.MoveOperation.End, cur.MoveMode.KeepAnchor)
                cur.removeSelectedText()
                cur.deletePreviousChar()  # the paragraph break before the first removed line
            for e in self.entries[at:]:
                self._append(e)
        return True

    def add_entry(self, ev) -> None:
        follow = self._at_end()
        if self._merge_auto(ev):
            if follow:
                self.scroll_to_end()
            return
        self.entries.append(ev)
        self._append(ev)
        if follow:
            self.scroll_to_end()

    def _append(self, ev) -> None:
        text = describe(ev, self.names, self.naming)
        if text is None:
            return
        pal = LOG_COLOURS.get(self.theme, LOG_COLOURS["light"])
        cls = f"color:{pal['text']}"
        if isinstance(ev, FormulaResolved):
            cls = f"color:{pal['formula']};font-weight:bold"
        elif isinstance(ev, BotReason):
            cls = f"color:{pal['bot']};font-style:italic"
        elif isinstance(ev, AutoAnswer):
            cls = f"color:{pal['auto']};font-style:italic"
        elif isinstance(ev, (PhaseChanged, GameOver)):
            cls = f"color:{pal['phase']};font-weight:bold"
        elif isinstance(ev, (Undone, Redone, Stalled)):
            cls = f"color:{pal['undo']};font-weight:bold"
        elif isinstance(ev, (CardMoved, CardRevealed, CardHidden, Shuffled)):
            cls = f"color:{pal['move']}"
        self.append(f'<span style="{cls}">{html.escape(text)}</span>')

    def set_theme(self, theme: str) -> None:
        """Line colours that read on the theme's background (the panel's own colours come from the palette)."""
        if theme != self.theme:
            self.theme = theme
            self.retell()

    def retell(self) -> None:
        self.clear()
        for ev in self.entries:
            self._append(ev)
        self.scroll_to_end()

    def plain_lines(self) -> list[str]:
        return [t for t in (describe(ev, self.names, self.naming) for ev in self.entries) if t]
