"""Light and dark table themes: colours of the felt, panels, zones, highlights and text."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

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


# The window's widgets (menus, the log, docks, dialogs) follow the table's theme through the palette.
_UI = {
    "dark": {"window": "#202427", "text": "#e6ecef", "base": "#15191b", "alt": "#1c2124", "button": "#2b3236",
             "highlight": "#4fc3f7", "highlight_text": "#0c0f10", "tip": "#2b3236", "link": "#82b1ff",
             "disabled": "#7b878d", "mid": "#3a4246", "placeholder": "#8a979d"},
}
_LIGHT: list[QPalette] = []


def palette(theme: str, base: QPalette) -> QPalette:
    """The application palette of ``theme`` (``base``: the style's standard palette, kept for "light")."""
    if not _LIGHT:
        _LIGHT.append(QPalette(base))
    if theme not in _UI:
        return QPalette(_LIGHT[0])
    c = {k: QColor(v) for k, v in _UI[theme].items()}
    p = QPalette()
    roles = {QPalette.Window: "window", QPalette.WindowText: "text", QPalette.Base: "base",
             QPalette.AlternateBase: "alt", QPalette.ToolTipBase: "tip", QPalette.ToolTipText: "text",
             QPalette.Text: "text", QPalette.Button: "button", QPalette.ButtonText: "text",
             QPalette.BrightText: "highlight", QPalette.Highlight: "highlight",
             QPalette.HighlightedText: "highlight_text", QPalette.Link: "link", QPalette.Mid: "mid",
             QPalette.Dark: "base", QPalette.Light: "mid", QPalette.Midlight: "button", QPalette.Shadow: "base",
             QPalette.PlaceholderText: "placeholder"}
    for role, key in roles.items():
        p.setColor(QPalette.All, role, c[key])
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText):
        p.setColor(QPalette.Disabled, role, c["disabled"])
    return p
