"""High card's tiny table plug-in: the hand fanned under the play spot, a word for the trick count."""

from __future__ import annotations

from desktop.ui.layout import SlotSpec
from desktop.ui.plugin import TablePlugin


class HighCardTable(TablePlugin):
    def slots(self, view):
        return [SlotSpec("play", 0, 0), SlotSpec("hand", 0, 1, 4.0, "fan")], [SlotSpec("draw", 0, 0, 1, "stack")]

    def panel_parts(self, seat, view):
        return [f"tricks {view.data['tricks'][seat]}"]
