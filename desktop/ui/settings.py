"""The user's settings (window size, language, animation speed, theme …) in a JSON file in the config dir."""

from __future__ import annotations

import json
from pathlib import Path

import platformdirs

from ..core.persistence import atomic_write_text

DEFAULTS = {"language": None, "speed": 2, "theme": "light", "geometry": None, "log_visible": True,
            "last_game": None, "bot_delay_ms": 600, "new_game": None,
            "gesture_stops": "empty", "four_colour": False, "suit_letters": False, "panels": {}}
GESTURE_STOPS = ("empty", "always", "never")  # skip empty gesture windows / stop at every one / skip all
BOT_DELAYS = (0, 300, 600, 1200)  # ms a bot move stays back so people can follow it


def settings_path() -> Path:
    return Path(platformdirs.user_config_dir("paizhuo", appauthor=False)) / "settings.json"


class Settings(dict):
    def __init__(self):
        super().__init__(DEFAULTS)
        try:
            raw = settings_path().read_text(encoding="utf-8")
            data = json.loads(raw) if len(raw) < 200_000 else {}
        except (OSError, ValueError):
            data = {}
        if isinstance(data, dict):
            for k, v in data.items():
                if k in DEFAULTS:
                    self[k] = v
        if self.get("speed") not in (0, 1, 2, 3):
            self["speed"] = 2
        if not isinstance(self.get("bot_delay_ms"), int) or not 0 <= self["bot_delay_ms"] <= 5000:
            self["bot_delay_ms"] = DEFAULTS["bot_delay_ms"]
        if not isinstance(self.get("new_game"), (dict, type(None))):
            self["new_game"] = None  # the dialog checks every remembered value again
        if self.get("gesture_stops") not in GESTURE_STOPS:
            self["gesture_stops"] = "empty"
        for key in ("four_colour", "suit_letters"):
            if not isinstance(self.get(key), bool):
                self[key] = False
        if not isinstance(self.get("panels"), dict):
            self["panels"] = {}
        if self.get("theme") not in ("light", "dark"):
            self["theme"] = "light"

    def save(self) -> None:
        try:
            atomic_write_text(settings_path(), json.dumps(dict(self), ensure_ascii=False, indent=1))
        except OSError:
            pass
