"""The user's settings (window size, language, animation speed, theme …) in a JSON file in the config dir.

Loading goes through the file validation layer (desktop/core/files.py: size, UTF-8, JSON limits,
``settings_schema.json``). A file that is refused is not used and not touched: the program runs with the
defaults, logs the reason (``Settings.refusal`` holds it for the window to show) and does not write the
settings file in that session, so the last file the user had is kept for them to fix or delete.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import platformdirs

from ..core import files
from ..core.errors import FileRefused
from ..core.persistence import atomic_write_text, autosave_path, clean_stale_temps

DEFAULTS = {"language": None, "speed": 2, "theme": "light", "geometry": None, "log_visible": True,
            "last_game": None, "bot_delay_ms": 600, "new_game": None,
            "gesture_stops": "empty", "four_colour": False, "suit_letters": False,
            # per game: the human players' stops (desktop/controller/stops.py); per game and panel: collapsed?
            "stops": {}, "panels": {}, "seat_names": []}
GESTURE_STOPS = ("empty", "always", "never")  # skip empty gesture windows / stop at every one / skip all
BOT_DELAYS = (0, 300, 600, 1200)  # ms a bot move stays back so people can follow it
MAX_BYTES = 200_000
log = logging.getLogger(__name__)


class SettingsError(FileRefused):
    """A settings file that is not used; the message says why."""


def settings_path() -> Path:
    return Path(platformdirs.user_config_dir("paizhuo", appauthor=False)) / "settings.json"


def read_settings(path: Path) -> dict:
    """The settings stored in ``path`` ({} if there is none); ``SettingsError`` if the file is bad."""
    if not path.exists():
        return {}
    doc = files.read_json(path, MAX_BYTES, SettingsError)
    files.validate(doc, files.schema_validator(__package__, "settings_schema.json"), path.name, SettingsError)
    return doc


class Settings(dict):
    def __init__(self):
        super().__init__(DEFAULTS)
        self.refusal: SettingsError | None = None
        path = settings_path()
        for target in (path, autosave_path()):  # made once at start: clear leftovers of killed writes
            clean_stale_temps(target)
        try:
            data = read_settings(path)
        except SettingsError as exc:
            self.refusal = exc
            log.warning("%s (using the default settings; the file is left as it is)", exc)
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
        if self.refusal is not None:  # never replace the user's (refused) file with defaults
            return
        try:
            atomic_write_text(settings_path(), json.dumps(dict(self), ensure_ascii=False, indent=1))
        except OSError:
            pass
