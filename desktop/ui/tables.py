"""Read-only lists shown as tables (recent games, the deck editor's card list): one row selected at a time."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget


def list_table(columns: int) -> QTableWidget:
    """A table of ``columns`` columns whose rows are picked, never edited; columns fit their contents, the last
    takes the rest of the width."""
    table = QTableWidget(0, columns)
    table.setSelectionBehavior(QAbstractItemView.SelectRows)
    table.setSelectionMode(QAbstractItemView.SingleSelection)
    table.setEditTriggers(QAbstractItemView.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table
