"""Sandbox: a free table where any card goes anywhere, logged and undoable."""
