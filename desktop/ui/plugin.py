"""The table plug-in interface: what a game adds to the generic table, main window, new-game dialog and log.

A game's ``GameSpec.table`` names a ``TablePlugin`` subclass by import string (``desktop.ui.games.<game>``).
The generic parts call only the hooks below; a game that names no plug-in gets ``TablePlugin`` itself (a
layout built from its zone ids, playing-card faces, plain words).  Nothing here decides a rule: drop targets
come from the legal actions, refusals from the rules.

* ``TablePlugin`` — one per table scene and game: layout, zone items, card faces and badges, seat-panel words,
  drag extras, refusal wording (``present``), menu/button wording, hover text, help anchors, log naming,
  the banner.
* ``WindowExtras`` — one per main window and game (``TablePlugin.window_extras``): docks, menus, dialogs;
  told when a game starts, when the window refreshes and when the language changes.
* ``NewGameExtras`` — one per new-game dialog and game (``TablePlugin.newgame_extras``): widgets beyond the
  spec's option data (a deck per seat, an editable table) and the options they give.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPixmap

from ..core import cards as cardmod
from ..core.spec import GameSpec, resolve
from ..core.zones import parse_zone_id, zone_id
from . import cardart
from .layout import CH, CW, LABELS, SlotSpec, TableLayout, table_layout


def tr_term(text: str) -> str:
    return QCoreApplication.translate("Terms", text)


class LogNaming:
    """How the log names a game's things (every hook may answer None: the generic words are used)."""

    def card(self, card: str) -> str | None:
        """The name of a card id that is not a playing card (三国智's instance ids)."""
        return None

    def zone(self, zone: str) -> str | None:
        """The name of a whole zone id (translated), or None for the zone label of its key."""
        return None

    def zone_label(self, key: str) -> str:
        """The English label of a zone key (``Terms`` context)."""
        return LABELS.get(key, key)

    def value(self, key: str, value: Any) -> str | None:
        """A message argument that is a game word (a round nature, a role …), translated; else None."""
        return None

    def move(self, card: str | None, src: str, dst: str, names: list[str]) -> str | None:
        """A card's move in the game's words (a card turned up in its own zone is no move "A → A"), or None for
        the generic "card: from → to"."""
        return None

    def symbol(self, name: str) -> str:
        """The English game term of a formula input (``Terms`` context)."""
        return name

    def formula(self, key: str) -> str:
        """The English name of a formula (``Terms`` context)."""
        return key

    def phase(self, phase: str) -> str:
        """The English log line of a phase change (``Terms`` context; ``{n}`` = the round number)."""
        return phase


class TablePlugin:
    """A game's part of the table scene.  Subclasses override what their game needs."""

    #: a ``WindowExtras`` subclass the main window makes once for this game (docks, menus), or None
    window_extras: type[WindowExtras] | None = None
    #: a ``NewGameExtras`` subclass the new-game dialog makes once for this game, or None
    newgame_extras: type[NewGameExtras] | None = None
    #: how the log names this game's things
    naming_class: type[LogNaming] = LogNaming

    def __init__(self, scene: Any, game: str = "") -> None:
        self.scene = scene
        self.ctl = scene.ctl
        self.game = game
        self.naming = self.naming_class()

    # ---- layout ----------------------------------------------------------------------
    def slots(self, view: Any) -> tuple[list[SlotSpec], list[SlotSpec]]:
        """(seat slots, centre slots): by default every zone key of the view, hands fanned on a row of their own."""
        seat_keys: list[str] = []
        centre_keys: list[str] = []
        for zid in view.zones:
            parsed = parse_zone_id(zid)
            if parsed is None:
                continue
            seat, key = parsed
            keys = centre_keys if seat is None else seat_keys
            if key not in keys:
                keys.append(key)
        seat_slots, x = [], 0.0
        for key in seat_keys:
            if key != "hand":
                seat_slots.append(SlotSpec(key, x, 0, 1.0, "stack"))
                x += 1.2
        if "hand" in seat_keys:
            seat_slots.append(SlotSpec("hand", 0, 1 if seat_slots else 0, max(5.0, x - 0.2), "fan"))
        centre = [SlotSpec(key, 1.2 * k, 0, 1.0, "stack") for k, key in enumerate(centre_keys)]
        return seat_slots or [SlotSpec("hand", 0, 0, 5.0, "fan")], centre or [SlotSpec("draw", 0, 0)]

    def layout(self, view: Any, anchor: int) -> TableLayout:
        seat_slots, centre_slots = self.slots(view)
        return table_layout(self.game, list(view.zones), len(view.seats), anchor, seat_slots, centre_slots,
                            self.naming.zone_label, getattr(self.scene, "view_aspect", None))

    def needs_rebuild(self, view: Any) -> bool:
        """True when the view asks for another layout than the one drawn (zones appear or change shape)."""
        return False

    def zone_item(self, placed: Any) -> Any | None:
        """A game's own zone item for ``placed`` (None: the generic ``ZoneItem``)."""
        return None

    def place_cards(self, placed: Any, items: list) -> None:
        """Adjust the home places of a zone's card items after the generic placing (a card lying crosswise …)."""

    # ---- pictures --------------------------------------------------------------------
    def card_pixmap(self, face: str | None, w: float, h: float, scale: float, theme: str, marks: tuple = ()) -> QPixmap:
        return cardart.pixmap(face, CW, CH, scale, theme, *((marks,) if marks else ()))

    def card_badge(self, item: Any) -> tuple[str, str] | None:
        """(text, colour) drawn on a face-up card, or None."""
        return None

    def synced(self, view: Any) -> None:
        """The scene has placed every card for ``view`` (marks, extra items)."""

    # ---- words -------------------------------------------------------------------------
    def panel_parts(self, seat: int, view: Any) -> list[str]:
        """What a seat's panel says after the name (the generic part: the hand size)."""
        hand = view.zones.get(zone_id(seat, "hand"))
        if hand is None:
            return []
        return [QCoreApplication.translate("TableScene", "%n card(s) in hand", "", len(hand.cards))]

    def result_parts(self, seat: int, view: Any) -> list[str]:
        """A seat's standing in the game-over dialog (the generic part: what its panel says)."""
        return list(self.panel_parts(seat, view))

    def ranking_notes(self, view: Any, ranking: list) -> list[str]:
        """The tie-breaks that decided places, in words (none by default)."""
        return []

    def banner_text(self, who: str) -> str | None:
        """The whole banner instead of the generic one, or None."""
        return None

    def action_text(self, action: Any) -> str:
        """A menu entry or button for ``action`` (the controller's label unless the game words it)."""
        return self.ctl.action_label(action)

    def what_now(self, view: Any, seat: int) -> str | None:
        """The "what now" line when ``seat`` (the viewer) is to decide: the expected action in words and what is
        at stake (None: the generic line, worked out from the kinds of legal actions)."""
        return None

    def waiting_text(self, view: Any, actor: int) -> str | None:
        """The "what now" line while another seat decides (None: "Waiting for …")."""
        return None

    def confirm_text(self, action: Any) -> tuple[str, str] | None:
        """(title, question) to ask a person before ``action`` because it ends or suspends their game — one
        misclick must not do it — or None to submit it at once.  Conceding asks in every game."""
        if getattr(action, "kind", "") == "Concede":
            return (QCoreApplication.translate("MainWindow", "Concede?"),
                    QCoreApplication.translate("MainWindow", "Concede the game? It ends the game for you."))
        return None

    def auto_answer(self, seat: int, legal: list, stops: str) -> Any | None:
        """An answer the table gives for a person at ``seat`` without asking — a decision that can change
        nothing, or one the player's stops say to pass (``stops``: the ``gesture_stops`` setting) — or None."""
        return None

    def action_tip(self, action: Any) -> str:
        """A button's or menu entry's tooltip: what the action does (the shortcut is added by the window)."""
        return ""

    def bar_actions(self, actions: list) -> list:
        """The button actions that go in the action bar (a game may keep some in its own menus or dialogs)."""
        return actions

    def present(self, key: str, value: Any) -> str | None:
        """A refusal field named for the reader (``IllegalAction.message(present=…)``), or None."""
        return None

    def describe_card(self, item: Any) -> str:
        """The status-bar text of a hovered card: what, where, whose."""
        zi = self.scene.zones.get(item.zone)
        where = zi.label() if zi else item.zone
        owner = self.ctl.name(zi.seat) if zi is not None and zi.seat is not None else ""
        if item.card is None:
            what = QCoreApplication.translate("TableScene", "a face-down card")
        else:
            what = cardmod.pretty(item.card)
        role = f"{where} ({owner})" if owner else where
        extra = self.card_details(item)
        return " — ".join(x for x in (what, role, *extra) if x)

    def card_details(self, item: Any) -> list[str]:
        """More parts of the hover text (a value, a class …)."""
        return []

    def help_anchor(self, zone: str | None) -> str:
        if not zone:
            return ""
        return "zone-" + zone.split(".", 1)[-1].replace("_", "-")

    # ---- dragging ----------------------------------------------------------------------
    def marks_playable(self) -> bool:
        """Whether the cards that can be played now are marked (a free table marks none)."""
        return True

    def extra_targets(self, card: str, targets: dict) -> None:
        """Add drop targets beyond the zones (e.g. a combat box) for ``card``."""

    def explain_drop(self, card: str, zone: str) -> str | None:
        """The game's own words for a refused drop, or None for the controller's explanation."""
        return None

    def choose(self, seat: int, actions: list) -> bool:
        """A drop or menu entry gives these legal actions: True if the game builds the move itself from them
        (step by step, e.g. a formation's members one by one) instead of the table's pick among them."""
        return False

    def menu_entries(self, seat: int, actions: list) -> list[tuple[str, Any]] | None:
        """A card menu's entries for these legal actions as (text, callback), or None for one per action."""
        return None

    def wants_click(self, item: Any) -> bool:
        """While the game is choosing something (``choose``): a left click on ``item`` goes to ``card_clicked``
        instead of starting a drag."""
        return False

    def card_clicked(self, item: Any) -> None:
        """A left click on a card while ``wants_click`` said so."""

    def cancel(self) -> bool:
        """Esc: stop what the game is choosing; True if there was something."""
        return False

    def chips(self, seat: int, groups: list[str]) -> tuple[list[tuple[str, str]], str] | None:
        """Choice chips in the seat's header for alternative actions (``UiHint.group``): ([(group, label)], tip)."""
        return None

    def card_hovered(self, item: Any, on: bool) -> None:
        pass


class WindowExtras:
    """A game's parts of the main window (made once per window, for every game that has them)."""

    def __init__(self, win: Any, game: str) -> None:
        self.win = win
        self.game = game

    def active(self) -> bool:
        ctl = self.win.ctl
        return ctl.match is not None and ctl.game == self.game

    def game_started(self) -> None:
        """A game (this one or another) started, was loaded or resumed."""

    def refresh(self) -> None:
        """The window refreshed its bar and menus for the current table state."""

    def retranslate(self) -> None:
        """The language changed."""


class NewGameExtras:
    """A game's widgets in the new-game dialog beyond its option data."""

    def __init__(self, dlg: Any, game: str, page: Any) -> None:
        self.dlg = dlg
        self.game = game
        self.page = page  # the QVBoxLayout of this game's options page

    def update(self, game: str, mode: str | None, players: int) -> None:
        """The chosen game, mode or number of players changed."""

    def options(self, mode: str | None, players: int) -> dict:
        """The options these widgets give (merged over the option data's)."""
        return {}


_classes: dict[str, type[TablePlugin]] = {}


def plugin_class(spec: GameSpec | None) -> type[TablePlugin]:
    """The table plug-in class a spec names (``TablePlugin`` when it names none)."""
    if spec is None or not spec.table:
        return TablePlugin
    cls = _classes.get(spec.table)
    if cls is None:
        cls = resolve(spec.table)
        if not (isinstance(cls, type) and issubclass(cls, TablePlugin)):
            raise TypeError(f"{spec.table} is not a TablePlugin")
        _classes[spec.table] = cls
    return cls


def load_plugin(game: str | None, scene: Any) -> TablePlugin:
    """The table plug-in of ``game`` for ``scene``."""
    from ..games import spec_for
    spec = spec_for(game) if game else None
    return plugin_class(spec)(scene, game or "")


__all__ = ["LogNaming", "NewGameExtras", "TablePlugin", "WindowExtras", "load_plugin", "plugin_class", "QRectF"]
