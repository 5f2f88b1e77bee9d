"""三国智 deck files: a plain text list (``count name`` per line) or JSON; deck building rules (§1.1.1, D.4.1)."""

from __future__ import annotations

import json
from pathlib import Path

from ...core import files
from ...core.errors import QT_TRANSLATE_NOOP, FileRefused
from .cards import LATEST, card_db
from .paths import decks_dir

DEFAULT_DECKS = ("wei_shu_starter", "wu_qun_starter")


MAX_BYTES = 256 * 1024    # a starter deck is about 1.5 KB; a file of a few hundred KB is no deck
MAX_LINE = 200            # characters of one "count name" line
MAX_COUNT = 999
MAX_ENTRIES = 1000

D_LINE = QT_TRANSLATE_NOOP("Files", "{file}, line {line}: expected a count and a card name, found {found}.")
D_COUNT = QT_TRANSLATE_NOOP("Files", "{file}, line {line}: the count {count} is not a whole number from 0 to {max}.")
D_LONG = QT_TRANSLATE_NOOP("Files", "{file}, line {line}: the line has {length} characters; at most {max} are allowed.")
D_MANY = QT_TRANSLATE_NOOP("Files", "{file} lists more than {max} cards.")
D_UNKNOWN = QT_TRANSLATE_NOOP("Files", "{file}, line {line}: unknown card {ref}.")
D_NO_DECK = QT_TRANSLATE_NOOP("Files", "There is no deck named {name}.")


class DeckError(FileRefused, ValueError):
    """A deck file that cannot be read: one translatable message naming the file and the line (or JSON path)."""


def _shown(text: str, limit: int = 40) -> str:
    """A piece of the file for a message: quoted, cut at ``limit`` characters (never a 200 MB line)."""
    return json.dumps(text[:limit], ensure_ascii=False)[:-1] + ("…\"" if len(text) > limit else "\"")


def parse_text(text: str, file: str = "deck") -> dict:
    """``count name`` lines (``#`` starts a comment; ``name: …`` names the deck); counts are ASCII digits."""
    name = ""
    entries: list[tuple[int, str, int]] = []
    for no, raw in enumerate(text.splitlines(), 1):
        if len(raw) > MAX_LINE:
            raise DeckError(D_LONG, file=file, line=no, length=f"{len(raw):,}", max=MAX_LINE)
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.lower().startswith("name:"):
            name = line[5:].strip()
            continue
        head, _, rest = line.partition(" ")
        if not rest.strip():
            raise DeckError(D_LINE, file=file, line=no, found=_shown(raw.strip()))
        # isdigit() is also true of "²" or "①", which int() refuses: only ASCII digits are counts
        if not (head.isascii() and head.isdigit()) or len(head) > len(str(MAX_COUNT)):
            raise DeckError(D_COUNT, file=file, line=no, count=_shown(head, 12), max=MAX_COUNT)
        if len(entries) >= MAX_ENTRIES:
            raise DeckError(D_MANY, file=file, max=MAX_ENTRIES)
        entries.append((int(head), rest.strip(), no))
    return {"name": name, "entries": entries}


def parse_json(doc, file: str = "deck") -> dict:
    """A JSON deck: ``{"name": …, "cards": [[count, name] or {"count": …, "card": …}, …]}`` (deck_schema.json)."""
    files.validate(doc, files.schema_validator(__package__, "deck_schema.json"), file, DeckError)
    entries = []
    for i, e in enumerate(doc["cards"], 1):
        if isinstance(e, dict):
            e = [e["count"], e["card"]]
        entries.append((e[0], e[1], i))
    return {"name": doc.get("name", ""), "entries": entries}


_READ: dict[tuple, dict] = {}  # deck files read and accepted: (name, suffix, bytes) → the parsed deck


def read_deck_file(path: Path | str, file: str | None = None) -> dict:
    """A deck file, read through the validation layer (size, UTF-8 with or without BOM, JSON limits, schema);
    ``file`` is how messages name it (default: the file name).  Bytes read and accepted before are not
    validated again (the schema check of a starter deck cost about 10 ms of every new 三国智 game); the caller
    gets its own copy."""
    path = Path(path)
    file = file or path.name
    raw = files.read_bytes(path, MAX_BYTES, DeckError)
    key = (file, path.suffix.lower(), raw)
    deck = _READ.get(key)
    if deck is None:
        text = files.decode_text(raw, file, DeckError)
        if path.suffix.lower() == ".json":
            deck = parse_json(files.parse_json(text, file, DeckError), file)
        else:
            deck = parse_text(text, file)
        if len(_READ) >= 64:
            _READ.clear()
        _READ[key] = deck
    return {"name": deck["name"], "entries": list(deck["entries"])}


def load_deck(name: str) -> dict:
    """A deck by file path or by name under resources/decks/sanguozhi."""
    p = Path(name)
    if p.is_file():
        return read_deck_file(p)
    for ext in (".txt", ".json"):
        q = decks_dir() / (name + ext)
        if q.is_file():
            return read_deck_file(q)
    raise DeckError(D_NO_DECK, name=json.dumps(str(name)[:80], ensure_ascii=False))


class DeckProblem(tuple):
    """One deck building violation: ``(rule, English message)`` — and, for a translated message,
    ``source`` (an English text of the "Rules" context with ``{fields}``) and ``args``; a ``card``
    argument is a card definition id (named in the reader's language by the table)."""

    source: str
    args: dict

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


def check_deck(deck: dict, options: dict | None = None, edition: int | None = None) -> list[DeckProblem]:
    """Every violation as (rule, message) ``DeckProblem``s; empty = legal (§1.1.1, D.4.1 step 1).  Names are
    read as a game of ``edition`` deals them (default: the latest, as a new game does)."""
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
    ed = LATEST if edition is None else edition
    for count, ref, line in deck["entries"]:
        c = db.lookup(ref, ed)
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


def deck_parts(deck: dict, edition: int = 1) -> dict:
    """{"main": [def ids], "events": [...], "formations": [...]} in file order, each name as a game of
    ``edition`` deals it (cards.CardDB)."""
    db = card_db()
    out: dict[str, list[str]] = {"main": [], "events": [], "formations": []}
    for count, ref, line in deck["entries"]:
        c = db.lookup(ref, edition)
        if c is None:
            raise DeckError(D_UNKNOWN, file="deck", line=line, ref=_shown(str(ref)))
        part = {"事件": "events", "阵型": "formations"}.get(c["type"], "main")
        out[part] += [c["id"]] * count
    return out


def default_decks() -> list[dict]:
    """The two preconstructed decks (parsed), used when a game names no decks."""
    return [load_deck(n) for n in DEFAULT_DECKS]
