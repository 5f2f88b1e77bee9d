"""Errors the engine raises: refused actions and refused files."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name, read by lupdate
    """Mark ``text`` for translation in ``context`` without importing Qt."""
    return text


# The rule books a citation names (``"三国智 §D.3"``): the name is the reader's (三國智 in 繁體, 剧牌 in 简体).
RULE_BOOKS = (QT_TRANSLATE_NOOP("Rules", "三国智"), QT_TRANSLATE_NOOP("Rules", "劇牌"))


def cite(rule: str, translate=None) -> str:
    """``rule`` (``"<book> §<section>"``) with the book's name in the reader's language: ``translate`` as in
    ``IllegalAction.message``; a citation of no known book is shown as it is."""
    if translate is None:
        return rule
    book, sep, section = rule.partition(" §")
    return f"{translate(book)}{sep}{section}" if sep and book in RULE_BOOKS else rule


class IllegalAction(Exception):
    """An action the rules forbid.  The state is untouched when this is raised.

    ``rule`` names the rule that forbids it (e.g. ``"劇牌 §4.4 (basic R5)"``),
    ``reason`` is an English sentence marked for translation in the ``Rules``
    context, ``args`` fill its ``{name}`` fields.
    """

    def __init__(self, rule: str, reason: str, **args: object) -> None:
        # BaseException.__new__ has set self.args = (rule, reason) already.  The message is formatted when
        # asked for (str(), message()): legal_actions builds and drops refusals, and most are never read.
        self.rule = rule
        self.reason = reason
        self.args_ = args

    def __str__(self) -> str:
        return self.message()

    def message(self, translate=None, present=None) -> str:
        """The reason in the reader's language: ``translate(reason)`` gives the sentence and
        ``present(key, value)`` (optional) names a field for the reader (a card id as its name, a
        zone id as its label); a field it returns None for is shown as it is."""
        text = translate(self.reason) if translate else self.reason
        args = self.args_
        if present is not None:
            args = {}
            for k, v in self.args_.items():
                try:
                    shown = present(k, v)
                except Exception:  # noqa: BLE001 - naming a field must never hide the refusal
                    shown = None
                args[k] = v if shown is None else shown
        try:
            text = text.format(**args)
        except (KeyError, IndexError, ValueError):
            pass
        return f"{text} [{cite(self.rule, translate)}]"


class FileRefused(Exception):
    """A file the program will not use, and why: one sentence for the user (desktop/core/files.py).

    ``text`` is an English sentence marked for translation in the ``Files`` context (with
    ``QT_TRANSLATE_NOOP``), ``args`` fill its ``{name}`` fields: ``file`` names the file, ``where`` the place
    in it (a JSON path such as ``$.initial.zones[3].capacity``, or a line), the rest what is wrong.
    ``str()`` gives the English sentence; ``message(translate)`` the reader's language.
    """

    def __init__(self, text: str, /, **args: object) -> None:
        self.text = text
        self.args_ = args
        super().__init__(self.message())

    def message(self, translate=None) -> str:
        """The sentence in the reader's language: ``translate(text)`` gives the translated template.  An
        argument that is itself a ``FileRefused`` (a save refused for what its table says) is put in as its
        own message, translated the same way, without its closing full stop."""
        text = translate(self.text) if translate else self.text
        args = {k: (v.message(translate).rstrip(".。") if isinstance(v, FileRefused) else v)
                for k, v in self.args_.items()}
        try:
            return text.format(**args)
        except (KeyError, IndexError, ValueError):
            return text


class SaveError(FileRefused):
    """A file that is not a valid save; the message says why, for the user."""
