"""One validation layer for every file the program reads: size, text and JSON limits, a declared schema, one clear message.

Every reader (saves, 三国智 deck files, settings; scenario files later) goes through the same three steps:

1. **Limits before trust**: the size is checked before a byte is read; the text must be UTF-8 (a leading
   UTF-8 BOM, as Windows Notepad writes, is accepted); JSON is parsed with no NaN/Infinity, no number
   outside ±2**64 (``1e400``, 5,000-digit integers), no unpaired UTF-16 surrogate (``"\\ud800"``) in any
   string or key, and at most ``MAX_DEPTH`` levels of nesting (so no copy or walk of the result can
   recurse too deep later).
2. **A declared schema**: JSON Schema (draft 2020-12) files beside the code, checked with the
   ``jsonschema`` library (chosen over pydantic because the schemas are data: a game declares its own
   state schema as a JSON file in its package, language-neutral and readable without the code).
3. Then the caller's own checks (a game's ``validate_state``, the deck building rules …).

Every failure is one ``FileRefused`` (or a subclass: ``SaveError``, ``DeckError``, ``SettingsError``) whose
English sentence is marked for translation in the ``Files`` context and names the file, the place (a JSON
path such as ``$.initial.zones[3].capacity``, or a line and column) and what is wrong, never a Python repr.
Nothing here writes: a refused file stays as it was.
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from importlib import resources
from pathlib import Path

from .errors import QT_TRANSLATE_NOOP, FileRefused

MAX_DEPTH = 48          # saves written by the program nest about 10 levels deep
MAX_NUMBER = 2 ** 64    # the RNG state is the largest number a file holds
BOM = b"\xef\xbb\xbf"
_SURROGATE = re.compile("[\ud800-\udfff]")
_PLAIN_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")

M_OPEN = QT_TRANSLATE_NOOP("Files", "{file} cannot be opened: {reason}.")
M_TOO_BIG = QT_TRANSLATE_NOOP("Files", "{file} is {size} bytes; a file like this may have at most {limit} bytes.")
M_NOT_UTF8 = QT_TRANSLATE_NOOP("Files", "{file} is not a text file: byte {offset} is not UTF-8.")
M_JSON = QT_TRANSLATE_NOOP("Files", "{file}, line {line}, column {column}: this is not valid JSON ({detail}).")
M_DEEP_PARSE = QT_TRANSLATE_NOOP("Files", "{file} is not valid JSON for this program: it is nested more than {limit} levels deep.")
M_DEEP = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: nested more than {limit} levels deep.")
M_NUMBER_BIG = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: the number {number} is too large.")
M_NOT_FINITE = QT_TRANSLATE_NOOP("Files", "{file} is not valid JSON at {where}: {number} is not a finite number.")
M_SURROGATE = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: the text holds a broken character (an unpaired UTF-16 surrogate).")
M_TYPE = {
    "integer": QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: expected a whole number, found {found}."),
    "string": QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: expected text, found {found}."),
    "array": QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: expected a list, found {found}."),
    "object": QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: expected an object, found {found}."),
    "boolean": QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: expected true or false, found {found}."),
    "number": QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: expected a number, found {found}."),
}
M_TYPE_OTHER = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {found} has the wrong type; expected {expected}.")
M_ENUM = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {found} is not one of {choices}.")
M_CONST = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: expected {expected}, found {found}.")
M_MIN = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {found} is less than {limit}.")
M_MAX = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {found} is more than {limit}.")
M_MIN_ITEMS = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {count} entries; at least {limit} are needed.")
M_MAX_ITEMS = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {count} entries; at most {limit} are allowed.")
M_MIN_LEN = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: the text is {count} characters long; at least {limit} are needed.")
M_MAX_LEN = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: the text is {count} characters long; at most {limit} are allowed.")
M_REQUIRED = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {key} is missing.")
M_EXTRA = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: unknown entry {key}.")
M_PATTERN = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {found} is not of the expected form.")
M_UNIQUE = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: an entry appears twice.")
M_NO_FORM = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {found} fits none of the allowed forms.")
M_OTHER = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: {found} is not allowed here ({rule}).")


# -- reading -------------------------------------------------------------------------------------------------

def read_bytes(path: Path | str, max_bytes: int, error: type[FileRefused] = FileRefused) -> bytes:
    """The file's bytes, refused before reading if it is larger than ``max_bytes``."""
    path = Path(path)
    name = path.name
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise error(M_TOO_BIG, file=name, size=f"{size:,}", limit=f"{max_bytes:,}")
        with open(path, "rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as exc:
        raise error(M_OPEN, file=name, reason=exc.strerror or type(exc).__name__) from None
    if len(raw) > max_bytes:  # it grew while we looked
        raise error(M_TOO_BIG, file=name, size=f"{len(raw):,}+", limit=f"{max_bytes:,}")
    return raw


def decode_text(raw: bytes, name: str, error: type[FileRefused] = FileRefused) -> str:
    """UTF-8 text, a leading BOM dropped; refused at the first byte that is not UTF-8."""
    if raw.startswith(BOM):
        raw = raw[len(BOM):]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(M_NOT_UTF8, file=name, offset=f"{exc.start:,}") from None


def read_text(path: Path | str, max_bytes: int, error: type[FileRefused] = FileRefused) -> str:
    return decode_text(read_bytes(path, max_bytes, error), Path(path).name, error)


class _BadNumber(str):
    """A number the parser met that no file may hold (kept as its text until its place is known)."""


def _parse_int(text: str):
    return _BadNumber(text) if len(text) > 21 else int(text)


def _parse_float(text: str):
    value = float(text)
    return value if math.isfinite(value) else _BadNumber(text)


def parse_json(text: str, name: str, error: type[FileRefused] = FileRefused, max_depth: int = MAX_DEPTH):
    """Parse JSON text within the limits of this module; one ``error`` naming the place if it is not."""
    try:
        doc = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_BadNumber)
    except json.JSONDecodeError as exc:
        raise error(M_JSON, file=name, line=exc.lineno, column=exc.colno, detail=exc.msg) from None
    except RecursionError:
        raise error(M_DEEP_PARSE, file=name, limit=max_depth) from None
    check_tree(doc, name, error, max_depth)
    return doc


def read_json(path: Path | str, max_bytes: int, error: type[FileRefused] = FileRefused, max_depth: int = MAX_DEPTH):
    """Read and parse a JSON file within every limit (size, UTF-8, numbers, strings, depth)."""
    path = Path(path)
    return parse_json(read_text(path, max_bytes, error), path.name, error, max_depth)


def check_tree(doc, name: str, error: type[FileRefused] = FileRefused, max_depth: int = MAX_DEPTH) -> None:
    """Walk parsed JSON without recursion: depth, numbers and strings within the limits."""
    stack: list[tuple[object, tuple, int]] = [(doc, (), 0)]
    while stack:
        node, path, depth = stack.pop()
        if isinstance(node, _BadNumber):
            number = node if len(node) <= 24 else node[:20] + "…"
            lower = node.lower().lstrip("-+")
            bad = M_NOT_FINITE if lower in ("nan", "infinity") or "e" in lower or "." in lower else M_NUMBER_BIG
            raise error(bad, file=name, where=json_path(path), number=number)
        if isinstance(node, str):
            if _SURROGATE.search(node):
                raise error(M_SURROGATE, file=name, where=json_path(path))
            continue
        if isinstance(node, bool) or node is None or isinstance(node, float):
            continue
        if isinstance(node, int):
            if not -MAX_NUMBER <= node <= MAX_NUMBER:
                raise error(M_NUMBER_BIG, file=name, where=json_path(path), number=_short_number(node))
            continue
        if depth >= max_depth:
            raise error(M_DEEP, file=name, where=json_path(path), limit=max_depth)
        if isinstance(node, dict):
            for k, v in node.items():
                if _SURROGATE.search(k):
                    raise error(M_SURROGATE, file=name, where=json_path(path + (k,)))
                stack.append((v, path + (k,), depth + 1))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                stack.append((v, path + (i,), depth + 1))


def _short_number(n: int) -> str:
    return str(n) if abs(n) < 10 ** 40 else f"{str(n)[:20]}…"


# -- places and values in messages -------------------------------------------------------------------------------

def json_path(path, prefix: tuple = ()) -> str:
    """``("initial", "zones", 3, "capacity")`` → ``$.initial.zones[3].capacity`` (odd keys quoted)."""
    out = ["$"]
    for k in (*prefix, *path):
        if isinstance(k, int):
            out.append(f"[{k}]")
        elif _PLAIN_KEY.match(k):
            out.append(f".{k}")
        else:
            out.append("[" + _excerpt(k, 30) + "]")
    return "".join(out)


def _excerpt(value, limit: int = 40) -> str:
    """A value as a short piece of JSON (never Python's repr; long texts and lists cut with …)."""
    if isinstance(value, str):
        text = json.dumps(value[: limit + 1], ensure_ascii=False)
        return text if len(value) <= limit else text[: limit + 1] + "…\""
    if isinstance(value, (list, dict)):
        if not value:
            return "[]" if isinstance(value, list) else "{}"
        try:
            text = json.dumps(value, ensure_ascii=False)
        except (ValueError, RecursionError):
            text = "[…]" if isinstance(value, list) else "{…}"
        return text if len(text) <= limit else text[: limit - 1] + "…" + ("]" if isinstance(value, list) else "}")
    return json.dumps(value)


# -- schemas -----------------------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def schema_validator(package: str, filename: str):
    """The checked JSON Schema ``filename`` of ``package`` (found through importlib.resources), compiled once."""
    from jsonschema import Draft202012Validator
    text = resources.files(package).joinpath(filename).read_text(encoding="utf-8")
    schema = json.loads(text)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def validate(doc, validator, name: str, error: type[FileRefused] = FileRefused, prefix: tuple = ()) -> None:
    """Refuse ``doc`` with one message for the most telling violation of ``validator``'s schema."""
    from jsonschema.exceptions import best_match
    err = best_match(validator.iter_errors(doc))
    if err is None:
        return
    raise schema_refusal(err, name, error, prefix)


def schema_refusal(err, name: str, error: type[FileRefused] = FileRefused, prefix: tuple = (),
                   path: tuple | None = None) -> FileRefused:
    """One jsonschema ``ValidationError`` as a translatable refusal (its own message holds Python reprs);
    ``path`` overrides the error's place in the document."""
    kw = err.validator
    want = err.validator_value
    inst = err.instance
    where = json_path(tuple(err.absolute_path) if path is None else path, prefix)
    base = {"file": name, "where": where}
    found = _excerpt(inst)
    if kw == "type":
        types = want if isinstance(want, list) else [want]
        if len(types) == 1 and types[0] in M_TYPE:
            return error(M_TYPE[types[0]], **base, found=found)
        return error(M_TYPE_OTHER, **base, found=found, expected=" / ".join(types))
    if kw == "enum":
        return error(M_ENUM, **base, found=found, choices=_excerpt(want, 120))
    if kw == "const":
        return error(M_CONST, **base, found=found, expected=_excerpt(want))
    if kw in ("minimum", "exclusiveMinimum"):
        return error(M_MIN, **base, found=found, limit=want if kw == "minimum" else f"{want} + 1")
    if kw in ("maximum", "exclusiveMaximum"):
        return error(M_MAX, **base, found=found, limit=want if kw == "maximum" else f"{want} - 1")
    if kw in ("minItems", "minProperties"):
        return error(M_MIN_ITEMS, **base, count=len(inst), limit=want)
    if kw in ("maxItems", "maxProperties"):
        return error(M_MAX_ITEMS, **base, count=len(inst), limit=want)
    if kw == "minLength":
        return error(M_MIN_LEN, **base, count=len(inst), limit=want)
    if kw == "maxLength":
        return error(M_MAX_LEN, **base, count=f"{len(inst):,}", limit=want)
    if kw == "required":
        missing = [k for k in want if isinstance(inst, dict) and k not in inst]
        return error(M_REQUIRED, **base, key=missing[0] if missing else "?")
    if kw in ("additionalProperties", "unevaluatedProperties"):
        allowed = set(err.schema.get("properties", {}))
        extra = [k for k in inst if k not in allowed] if isinstance(inst, dict) else []
        return error(M_EXTRA, **base, key=_excerpt(extra[0], 30) if extra else "?")
    if kw == "pattern":
        return error(M_PATTERN, **base, found=found)
    if kw == "uniqueItems":
        return error(M_UNIQUE, **base)
    if kw in ("anyOf", "oneOf"):
        return error(M_NO_FORM, **base, found=found)
    return error(M_OTHER, **base, found=found, rule=kw)
