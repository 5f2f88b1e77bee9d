"""The free table's table plug-in (GameSpec.table names plugin.SandboxTable)."""
