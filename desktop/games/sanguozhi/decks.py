"""三国智 deck files: a plain text list (``count name`` per line) or JSON; deck building rules (§1.1.1, D.4.1)."""

from __future__ import annotations

import json
from pathlib import Path

from .cards import card_db
from .paths import decks_dir

DEFAULT_DECKS = ("wei_shu_starter", "wu_qun_starter")


class DeckError(ValueError):
    """A deck file that cannot be read; the message says which line."""


def parse_text(text: str) -> dict:
    """``count name`` lines (``#`` starts a comment; ``name: …`` names the deck)."""
    name = ""
    entries = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.lower().startswith("name:"):
            name = line[5:].strip()
            continue
        head, _, rest = line.partition(" ")
        if not head.isdigit() or not rest.strip():
            raise DeckError(f"line {no}: expected 'count name', got {raw.strip()!r}")
        entries.append((int(head), rest.strip(), no))
    return {"name": name, "entries": entries}


def parse_json(doc) -> dict:
    if not isinstance(doc, dict) or not isinstance(doc.get("cards"), list):
        raise DeckError("a JSON deck is an object with a 'cards' list of [count, name]")
    entries = []
    for i, e in enumerate(doc["cards"], 1):
        if isinstance(e, dict):
            e = [e.get("count"), e.get("card")]
        if not (isinstance(e, list) and len(e) == 2 and isinstance(e[0], int) and isinstance(e[1], str)):
            raise DeckError(f"entry {i}: expected [count, name]")
        entries.append((e[0], e[1], i))
    return {"name": doc.get("name", ""), "entries": entries}


def read_deck_file(path: Path | str) -> dict:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckError(f"cannot read {path.name}: {exc}") from None
    if path.suffix.lower() == ".json":
        try:
            return parse_json(json.loads(text))
        except ValueError as exc:
            if isinstance(exc, DeckError):
                raise
            raise DeckError(f"{path.name} is not valid JSON: {exc}") from None
    return parse_text(text)


def load_deck(name: str) -> dict:
    """A deck by file path or by name under resources/decks/sanguozhi."""
    p = Path(name)
    if p.is_file():
        return read_deck_file(p)
    for ext in (".txt", ".json"):
        q = decks_dir() / (name + ext)
        if q.is_file():
            return read_deck_file(q)
    raise DeckError(f"no deck named {name!r}")


class DeckProblem(tuple):
    """One deck building violation: ``(rule, English message)`` — and, for a translated message,
    ``source`` (an English text of the "Rules" context with ``{fields}``) and ``args``; a ``card``
    argument is a card definition id (named in the reader's language by the table)."""

    def __new__(cls, rule: str, source: str, **args):
        self = super().__new__(cls, (rule, source.format(**{k: _english_name(k, v) for k, v in args.items()})))
        self.source = source
        self.args = args
        return self

    @property
    def rule(self) -> str:
        return self[0]


def _english_name(key: str, value):
    if key == "card" and isinstance(value, str):
        c = card_db().by_id.get(value)
        if c is not None:
            return (c.get("display", {}).get("en") or {}).get("name") or c["name"] or value
    return value


def check_deck(deck: dict, options: dict | None = None) -> list[DeckProblem]:
    """Every violation as (rule, message) ``DeckProblem``s; empty = legal (§1.1.1, D.4.1 step 1)."""
    from ...core.errors import QT_TRANSLATE_NOOP
    from .engine import OPTIONS
    o = dict(OPTIONS, **(options or {}))
    db = card_db()
    out = []
    main = 0
    names: dict[str, list] = {}
    events: dict[str, list] = {}
    forms: dict[str, list] = {}
    n_events = n_forms = 0
    for count, ref, line in deck["entries"]:
        c = db.lookup(ref)
        if c is None:
            out.append(DeckProblem("三国智 §D.2", QT_TRANSLATE_NOOP("Rules", "line {line}: unknown card {ref}"),
                                   line=line, ref=repr(ref)))
            continue
        if count < 1:
            out.append(DeckProblem("三国智 §D.4.1", QT_TRANSLATE_NOOP("Rules", "line {line}: a count must be at least 1"),
                                   line=line))
            continue
        if c.get("test"):
            out.append(DeckProblem("三国智 §T2", QT_TRANSLATE_NOOP("Rules", "line {line}: {card} is a test card, not for decks"),
                                   line=line, card=c["id"]))
        t = c["type"]
        if t == "事件":
            n_events += count
            events.setdefault(c["name"], [c["id"], 0])[1] += count
        elif t == "阵型":
            n_forms += count
            forms.setdefault(c["name"], [c["id"], 0])[1] += count
        else:
            main += count
            if c["name"]:
                names.setdefault(c["name"], [c["id"], 0])[1] += count
    if main < o["deck_min"]:
        out.append(DeckProblem("三国智 §1.1.1", QT_TRANSLATE_NOOP("Rules", "the deck has {n} cards; at least {min} are needed"),
                               n=main, min=o["deck_min"]))
    for nm, (cid, k) in sorted(names.items()):
        if k > 1:
            out.append(DeckProblem("三国智 §1.1.1.1", QT_TRANSLATE_NOOP("Rules", "{card} appears {n} times; at most 1 card per name"),
                                   card=cid, n=k))
    if n_events > o["events_max"]:
        out.append(DeckProblem("三国智 §1.1.1.2", QT_TRANSLATE_NOOP("Rules", "{n} event cards; at most {max}"),
                               n=n_events, max=o["events_max"]))
    for nm, (cid, k) in sorted(events.items()):
        if k > 1:
            out.append(DeckProblem("三国智 §1.1.1.2",
                                   QT_TRANSLATE_NOOP("Rules", "the event {card} appears {n} times; events must have different names"),
                                   card=cid, n=k))
    if n_forms > o["formations_max"]:
        out.append(DeckProblem("三国智 §D.4.1", QT_TRANSLATE_NOOP("Rules", "{n} formation cards; at most {max}"),
                               n=n_forms, max=o["formations_max"]))
    for nm, (cid, k) in sorted(forms.items()):
        if k > 1:
            out.append(DeckProblem("三国智 §D.4.1",
                                   QT_TRANSLATE_NOOP("Rules", "the formation {card} appears {n} times; formations must have different names"),
                                   card=cid, n=k))
    return out


def deck_parts(deck: dict) -> dict:
    """{"main": [def ids], "events": [...], "formations": [...]} in file order."""
    db = card_db()
    out = {"main": [], "events": [], "formations": []}
    for count, ref, line in deck["entries"]:
        c = db.lookup(ref)
        if c is None:
            raise DeckError(f"line {line}: unknown card {ref!r}")
        part = {"事件": "events", "阵型": "formations"}.get(c["type"], "main")
        out[part] += [c["id"]] * count
    return out


def default_decks() -> list[dict]:
    """The two preconstructed decks (parsed), used when a game names no decks."""
    return [load_deck(n) for n in DEFAULT_DECKS]
