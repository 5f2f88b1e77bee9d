"""Where the 三国智 data files live (one function, so a frozen build can change it)."""

from __future__ import annotations

from pathlib import Path

from ... import resources


def resource_root() -> Path:
    """The ``resources`` folder: the installed package's data, the frozen bundle's, or the checkout's
    (desktop/resources.py, the one place that knows)."""
    return resources.resource_root()


def cards_dir() -> Path:
    return resource_root() / "cards" / "sanguozhi"


def decks_dir() -> Path:
    return resource_root() / "decks" / "sanguozhi"
