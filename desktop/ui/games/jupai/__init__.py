"""The 劇牌 parts of the table, main window and new-game dialog (GameSpec.table names plugin.JupaiTable)."""
