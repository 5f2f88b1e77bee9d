"""The free table's plug-in: its layout (a row and a hand per seat, stock, discard and four spots), its banner."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....core import cards as cardmod
from ....core.errors import QT_TRANSLATE_NOOP
from ...layout import LABELS as GENERIC_LABELS
from ...layout import SlotSpec
from ...plugin import LogNaming, TablePlugin

LABELS = {
    **GENERIC_LABELS,
    "area": QT_TRANSLATE_NOOP("Terms", "Table area"),
    "spot1": QT_TRANSLATE_NOOP("Terms", "Spot 1"),
    "spot2": QT_TRANSLATE_NOOP("Terms", "Spot 2"),
    "spot3": QT_TRANSLATE_NOOP("Terms", "Spot 3"),
    "spot4": QT_TRANSLATE_NOOP("Terms", "Spot 4"),
}
SEAT = [SlotSpec("area", 0, 0, 6.2, "row"), SlotSpec("hand", 0, 1, 6.2, "fan", wide_label=True)]
CENTRE = [
    SlotSpec("stock", 0, 0, 1, "stack"), SlotSpec("discard", 1, 0, 1, "stack"),
    SlotSpec("spot1", 2.2, 0, 1, "stack"), SlotSpec("spot2", 3.2, 0, 1, "stack"),
    SlotSpec("spot3", 2.2, 1, 1, "stack"), SlotSpec("spot4", 3.2, 1, 1, "stack"),
]


class SandboxNaming(LogNaming):
    def zone_label(self, key: str) -> str:
        return LABELS.get(key, key)


class SandboxTable(TablePlugin):
    naming_class = SandboxNaming

    def slots(self, view):
        return SEAT, CENTRE

    def marks_playable(self) -> bool:
        return False  # every card may be moved: marking them all would say nothing

    def banner_text(self, who: str) -> str | None:
        return QCoreApplication.translate("MainWindow", "Sandbox — %1 has the mouse").replace("%1", who)

    def card_details(self, item) -> list[str]:
        if item.card is None:
            return []
        return [QCoreApplication.translate("TableScene", "value %1").replace("%1", str(cardmod.value(item.card)))]
