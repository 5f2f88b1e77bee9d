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


def check_deck(deck: dict, options: dict | None = None) -> list[tuple[str, str]]:
    """Every violation as (rule, message); empty = legal (§1.1.1, D.4.1 step 1)."""
    from .engine import OPTIONS
    o = dict(OPTIONS, **(options or {}))
    db = card_db()
    out = []
    main = 0
    names: dict[str, int] = {}
    events: dict[str, int] = {}
    forms: dict[str, int] = {}
    n_events = n_forms = 0
    for count, ref, line in deck["entries"]:
        c = db.lookup(ref)
        if c is None:
            out.append(("三国智 §D.2", f"line {line}: unknown card {ref!r}"))
            continue
        if count < 1:
            out.append(("三国智 §D.4.1", f"line {line}: a count must be at least 1"))
            continue
        if c.get("test"):
            out.append(("三国智 §T2", f"line {line}: {c['name']} is a test card, not for decks"))
        t = c["type"]
        if t == "事件":
            n_events += count
            events[c["name"]] = events.get(c["name"], 0) + count
        elif t == "阵型":
            n_forms += count
            forms[c["name"]] = forms.get(c["name"], 0) + count
        else:
            main += count
            if c["name"]:
                names[c["name"]] = names.get(c["name"], 0) + count
    if main < o["deck_min"]:
        out.append(("三国智 §1.1.1", f"the deck has {main} cards; at least {o['deck_min']} are needed"))
    for nm, k in sorted(names.items()):
        if k > 1:
            out.append(("三国智 §1.1.1.1", f"{nm} appears {k} times; at most 1 card per name"))
    if n_events > o["events_max"]:
        out.append(("三国智 §1.1.1.2", f"{n_events} 事件 cards; at most {o['events_max']}"))
    for nm, k in sorted(events.items()):
        if k > 1:
            out.append(("三国智 §1.1.1.2", f"事件 {nm} appears {k} times; 事件 must have different names"))
    if n_forms > o["formations_max"]:
        out.append(("三国智 §D.4.1", f"{n_forms} 阵型 cards; at most {o['formations_max']}"))
    for nm, k in sorted(forms.items()):
        if k > 1:
            out.append(("三国智 §D.4.1", f"阵型 {nm} appears {k} times; 阵型 must have different names"))
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
