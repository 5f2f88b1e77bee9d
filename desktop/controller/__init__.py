"""Qt glue between the engine and the table: one game, its bots, undo, saves and autosave."""

from .game import GameController, SeatConfig

__all__ = ["GameController", "SeatConfig"]
