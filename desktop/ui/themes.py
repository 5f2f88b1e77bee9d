"""Light and dark table themes: colours of the felt, panels, zones, highlights and text."""

from __future__ import annotations

from PySide6.QtGui import QColor

THEMES = {
    "light": {
        "felt": "#2e6b4c", "felt2": "#245a3f", "panel": "#3a7a59", "panel_active": "#4d9470",
        "panel_edge": "#1d4a33", "zone": "#2a6246", "zone_edge": "#8fc1a5", "text": "#f3f6f1",
        "subtext": "#cfe3d6", "legal": "#ffd54f", "hover": "#fff176", "bad": "#ef5350",
        "focus": "#40c4ff", "banner": "#1d4a33", "banner_text": "#ffffff", "curtain": "#17382a",
    },
    "dark": {
        "felt": "#1c2124", "felt2": "#15191b", "panel": "#262d31", "panel_active": "#33434b",
        "panel_edge": "#0e1112", "zone": "#20272a", "zone_edge": "#5d6e75", "text": "#e6ecef",
        "subtext": "#a6b4ba", "legal": "#ffca28", "hover": "#ffee58", "bad": "#ef5350",
        "focus": "#4fc3f7", "banner": "#101416", "banner_text": "#e6ecef", "curtain": "#0c0f10",
    },
}


def color(theme: str, key: str) -> QColor:
    return QColor(THEMES.get(theme, THEMES["light"])[key])
