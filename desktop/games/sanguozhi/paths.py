"""Where the 三国智 data files live (one function, so a frozen build can change it)."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The ``resources`` folder: beside the frozen executable's data, or at the repo root."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[3] / "resources"


def cards_dir() -> Path:
    return resource_root() / "cards" / "sanguozhi"


def decks_dir() -> Path:
    return resource_root() / "decks" / "sanguozhi"
