"""The table fixtures of tests/ui (the app in English with the bundled font, a main window at speed 0)."""

from tests.ui.conftest import app, drag, win  # noqa: F401 - fixtures
