"""The Gestures menu (劇牌 §8, 牌局手勢): every gesture, enabled only in its window, each citing its rule.

Whether a gesture can be made now is the engine's word: an entry is enabled
when the local human seat has a legal action of its kind (pause and concede
are legal at any time between actions).  The action bar keeps only "done" and
the answers a window asks for; the other gestures live here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QInputDialog, QMenu

from ....core.errors import QT_TRANSLATE_NOOP

# kind (and way) → (§8 gesture number, the menu text when it is not available, the rule in one line)
GESTURES = [
    ("Yield", None, 1, QT_TRANSLATE_NOOP("Gestures", "Yield my position (讓位)"),
     QT_TRANSLATE_NOOP("Gestures", "Offer your identity to another player; if they accept, you swap places in the turn order. Setup window, once per window.")),
    ("Reshuffle", 1, 2, QT_TRANSLATE_NOOP("Gestures", "Reshuffle, way 1 (重洗)"),
     QT_TRANSLATE_NOOP("Gestures", "All cards except the identities go back into the deck and the setup is repeated. Setup window, once per player.")),
    ("Reshuffle", 2, 2, QT_TRANSLATE_NOOP("Gestures", "Reshuffle, way 2 (重洗)"),
     QT_TRANSLATE_NOOP("Gestures", "Advanced, round-start window, once per game, with quality and weapon: your effect card is turned face up for good and the discard pile is shuffled into the draw pile.")),
    ("Reshuffle", 3, 2, QT_TRANSLATE_NOOP("Gestures", "Reshuffle, way 3 (重洗)"),
     QT_TRANSLATE_NOOP("Gestures", "Basic, round-start window, once per game: your collected pile goes into the draw pile, it is shuffled and you draw as many cards into your hand.")),
    ("Pause", None, 3, QT_TRANSLATE_NOOP("Gestures", "Pause (暫停)"),
     QT_TRANSLATE_NOOP("Gestures", "Any time: your identity goes face down and the game halts until you resume or concede.")),
    ("Resume", None, 3, QT_TRANSLATE_NOOP("Gestures", "Resume"),
     QT_TRANSLATE_NOOP("Gestures", "Ends your pause: your identity is face up again and play goes on.")),
    ("Abandon", None, 4, QT_TRANSLATE_NOOP("Gestures", "Abandon (棄局)"),
     QT_TRANSLATE_NOOP("Gestures", "Round-start window, not in the final round, with a hand card: leave the game (or, by house rule, sit out this round for one hand card).")),
    ("Concede", None, 5, QT_TRANSLATE_NOOP("Gestures", "Concede (認輸)"),
     QT_TRANSLATE_NOOP("Gestures", "Any time: your identity goes to the discard pile and all your other cards out of the game; you are ranked by §6.4.")),
    ("Exchange", None, 6, QT_TRANSLATE_NOOP("Gestures", "Exchange hand (交換)"),
     QT_TRANSLATE_NOOP("Gestures", "Setup and final-round windows, once per window: your whole hand goes into the draw pile, it is shuffled and you draw as many cards.")),
    ("RoleChange", None, 7, QT_TRANSLATE_NOOP("Gestures", "Role change (角色更換)"),
     QT_TRANSLATE_NOOP("Gestures", "Setup and final-round windows: all identity cards are shuffled and dealt again; the turn order stays.")),
    ("Background", None, 8, QT_TRANSLATE_NOOP("Gestures", "Background text (信息補充)…"),
     QT_TRANSLATE_NOOP("Gestures", "Setup window: a free text about your character; it has no rule effect.")),
]


def tr(text: str) -> str:
    return QCoreApplication.translate("Gestures", text)


def rule_tip(number: int, text: str) -> str:
    return QCoreApplication.translate("Gestures", "劇牌 §8, gesture %1: %2").replace("%1", str(number)).replace("%2", tr(text))


class GestureMenu(QObject):
    """Builds the Gestures menu from the legal actions of the local human seat."""

    def __init__(self, win, menubar, before=None):
        super().__init__(win)
        self.win = win
        self.menu = QMenu(win)
        self.menu.setToolTipsVisible(True)
        if before is not None:
            menubar.insertMenu(before, self.menu)
        else:
            menubar.addMenu(self.menu)
        self.entries: list = []  # (QAction, kind, action or None)

    def seat(self):
        ctl = self.win.ctl
        v = ctl.viewer
        return v if ctl.match is not None and ctl.is_human(v) else None

    def refresh(self, active: bool) -> None:
        """Rebuild the menu; ``active``: a 劇牌 game is on the table (else the menu is hidden)."""
        ctl = self.win.ctl
        self.menu.clear()
        self.entries.clear()
        self.menu.menuAction().setVisible(active)
        self.is_open = False
        if not active:
            self.menu.setTitle(QCoreApplication.translate("MainWindow", "Ge&stures"))
            return
        seat = self.seat()
        legal = [a for a in ctl.legal(seat) if getattr(a, "gesture", False)] if seat is not None else []
        # Free-text gestures (信息補充) are not legal actions (no bot has a text): the rules name them for the
        # table, which asks the person for the words (§8 gesture 8).
        if seat is not None and ctl.my_turn_seat() == seat and hasattr(ctl.rules, "text_gestures"):
            legal += list(ctl.rules.text_gestures(ctl.state, seat))
        # "Open" when a window gesture can be made now (pause and concede are open between any two actions).
        self.is_open = any(a.kind not in ("Pause", "Concede", "Resume") for a in legal)
        title = QCoreApplication.translate("MainWindow", "Ge&stures")
        if self.is_open:
            title += " " + QCoreApplication.translate("MainWindow", "(open)")
        self.menu.setTitle(title)
        for kind, way, number, label, rule in GESTURES:
            acts = [a for a in legal if a.kind == kind and (way is None or getattr(a, "way", None) == way)]
            tip = rule_tip(number, rule)
            if kind in ("Yield", "Abandon") and len(acts) > 1:
                sub = self.menu.addMenu(tr(label))
                sub.setToolTipsVisible(True)
                sub.menuAction().setToolTip(tip)
                for a in acts:
                    qa = sub.addAction(ctl.action_label(a))
                    qa.setToolTip(tip)
                    qa.triggered.connect(lambda _=False, a=a: self.make(a))
                    self.entries.append((qa, kind, a))
                continue
            qa = self.menu.addAction(tr(label))
            qa.setToolTip(tip)
            qa.setStatusTip(tip)
            qa.setEnabled(bool(acts))
            if acts:
                qa.triggered.connect(lambda _=False, a=acts[0]: self.make(a))
            self.entries.append((qa, kind, acts[0] if acts else None))

    def enabled_kinds(self) -> set[str]:
        return {kind for qa, kind, a in self.entries if qa.isEnabled() and a is not None}

    def make(self, action) -> bool:
        ctl = self.win.ctl
        if action.kind == "Background":
            text, ok = QInputDialog.getText(self.win, QCoreApplication.translate("Gestures", "Background text (信息補充)…"),
                                            QCoreApplication.translate("Gestures", "A few words about your character (no rule effect):"))
            if not ok:
                return False
            import dataclasses
            action = dataclasses.replace(action, text=text.strip()[:500])
            if not action.text:
                return False
        if not self.win.confirm_move(action):  # (认输 ends the game: asked first)
            return False
        return ctl.submit(action)
