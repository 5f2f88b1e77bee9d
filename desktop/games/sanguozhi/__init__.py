"""三国智 (San Guo Zhi): rules engine, card data loader and deck tools."""

from .zoneinfo import zone_label, ZONE_LABELS  # noqa: F401
from .decks import default_decks  # noqa: F401
