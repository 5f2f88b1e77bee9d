"""Errors the engine raises: refused actions and refused files."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name, read by lupdate
    """Mark ``text`` for translation in ``context`` without importing Qt."""
    return text


class IllegalAction(Exception):
    """An action the rules forbid.  The state is untouched when this is raised.

    ``rule`` names the rule that forbids it (e.g. ``"劇牌 §4.4 (basic R5)"``),
    ``reason`` is an English sentence marked for translation in the ``Rules``
    context, ``args`` fill its ``{name}`` fields.
    """

    def __init__(self, rule: str, reason: str, **args: object) -> None:
        self.rule = rule
        self.reason = reason
        self.args_ = args
        super().__init__(self.message())

    def message(self, translate=None) -> str:
        text = translate(self.reason) if translate else self.reason
        try:
            text = text.format(**self.args_)
        except (KeyError, IndexError, ValueError):
            pass
        return f"{text} [{self.rule}]"


class SaveError(Exception):
    """A file that is not a valid save; the message says why, for the user."""
