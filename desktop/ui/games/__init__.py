"""Each game's table plug-in and its window and dialog parts, one package per game (desktop/ui/plugin.py)."""
