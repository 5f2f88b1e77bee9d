"""Seeded mutators of saves and deck files: one hostile change per file, as the probes of issue 18 made them.

Used by the fuzz tests (tests/core/test_file_fuzz.py) and the probe script (bench/fuzz_files.py). Pure
Python: nothing here imports the program, so the probe can run the same mutations against another checkout.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
import signal

# Values a hostile or broken file may put anywhere. RAW(...) stands for JSON text that Python's json
# cannot write (numbers out of float range, NaN, 5,000-digit integers): it is pasted into the text.
RAW_PREFIX = "\x00RAW:"


def raw(text: str) -> str:
    return RAW_PREFIX + text


def deep(n: int, leaf=0):
    out = leaf
    for _ in range(n):
        out = [out]
    return out


VALUES = [
    "x", "", 1, -1, 0, 2**31, 1.5, -0.5, True, False, None, [], {}, [1, 2], {"x": 1}, ["x"], [None],
    "\ud800", "a\udfffb", "P9:999", "P1.nowhere", 10**30, -(10**30),
    raw("1e400"), raw("-1e400"), raw("NaN"), raw("Infinity"), raw("9" * 5000), raw("1" + "0" * 400),
    deep(600), deep(60, {}), "0" * 300,
]


def fresh(v):
    """A new copy of a value from VALUES (json round trip: copy.deepcopy recurses too deep for ``deep(600)``)."""
    return json.loads(json.dumps(v)) if isinstance(v, (list, dict)) else v


def paths(doc) -> list[tuple]:
    """Every path (tuple of keys/indexes) in ``doc``, the root excluded."""
    out: list[tuple] = []
    stack = [((), doc)]
    while stack:
        p, node = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():
                out.append(p + (k,))
                stack.append((p + (k,), v))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                out.append(p + (i,))
                stack.append((p + (i,), v))
    return out


# Where the probes found the loaders weak: half of the changes start their walk at one of these.
HOT_SPOTS = [("initial", "options"), ("initial", "data"), ("initial", "zones"), ("initial", "seats"),
             ("initial", "rng"), ("actions",)]


def pick_path(doc, rng: random.Random, hot: bool = True) -> tuple:
    """A random walk from the root (or from a hot spot): every level of the structure gets its share."""
    node, p = doc, ()
    if hot and rng.random() < 0.5:
        start = rng.choice(HOT_SPOTS)
        try:
            node, p = get(doc, start), start
        except (KeyError, IndexError, TypeError):
            node, p = doc, ()
    while True:
        kids = list(node.items()) if isinstance(node, dict) else list(enumerate(node)) if isinstance(node, list) else []
        if not kids or (p and rng.random() < 0.3):
            return p
        k, node = rng.choice(kids)
        p = p + (k,)


def get(doc, path: tuple):
    for k in path:
        doc = doc[k]
    return doc


def dumps(doc) -> str:
    """JSON text with the RAW(...) values pasted in unquoted."""
    text = json.dumps(doc, ensure_ascii=True)
    marker = json.dumps(RAW_PREFIX)[1:-1]
    while marker in text:
        i = text.index(marker)
        end = text.index('"', i + len(marker))
        text = text[:i - 1] + text[i + len(marker):end] + text[end + 1:]
    return text


def show_path(path: tuple) -> str:
    return "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path).lstrip(".") or "(root)"


def mutate_doc(doc: dict, rng: random.Random, protect: tuple = ("state_hash",)) -> tuple[dict, str]:
    """A copy of ``doc`` with one field changed (replaced, removed, added, reordered); and a description."""
    doc = copy.deepcopy(doc)
    for _ in range(20):
        path = pick_path(doc, rng)
        if path and path[0] not in protect:
            break
    parent = get(doc, path[:-1]) if path else None
    key = path[-1] if path else None
    target = get(doc, path) if path else doc
    ops = ["replace"] * 6 + ["remove", "add"]
    if isinstance(target, list) and len(target) > 1:
        ops += ["reverse", "swap", "duplicate"]
    if isinstance(target, (int, float)) and not isinstance(target, bool):
        ops += ["shift"]
    op = rng.choice(ops)
    where = show_path(path)
    if op == "replace" and parent is not None:
        v = rng.choice(VALUES)
        parent[key] = fresh(v)
        shown = v[len(RAW_PREFIX):][:20] if isinstance(v, str) and v.startswith(RAW_PREFIX) else json.dumps(v)[:20]
        return doc, f"{where} = {shown}"
    if op == "remove" and parent is not None:
        del parent[key]
        return doc, f"{where} removed"
    if op == "reverse":
        target.reverse()
        return doc, f"{where} reversed"
    if op == "swap":
        i, j = rng.sample(range(len(target)), 2)
        target[i], target[j] = target[j], target[i]
        return doc, f"{where}[{i}] <-> [{j}]"
    if op == "duplicate":
        target.append(copy.deepcopy(rng.choice(target)))
        return doc, f"{where} + a duplicate"
    if op == "shift":
        parent[key] = target + rng.choice([1, -1, 1000, -1000])
        return doc, f"{where} shifted"
    # add: an unknown key in the nearest dict
    holder = target if isinstance(target, dict) else parent if isinstance(parent, dict) else doc
    holder["zz_" + str(rng.randrange(100))] = fresh(rng.choice(VALUES))
    return doc, f"{where}: a key added"


# -- deck files -----------------------------------------------------------------------------------------------

ODD_NAMES = ["曹", "X" * 300, "\u200b", "\ud800", "[]", "{"]
DECK_COUNTS = ["²", "①", "٣", "9" * 5000, "0", "-1", "+1", "1.5", "1e3", "99999999999999999999", "", "x"]


def mutate_deck_text(text: str, rng: random.Random) -> tuple[bytes, str]:
    """One hostile change to a ``count name`` deck file, as bytes (some changes are not UTF-8)."""
    lines = text.splitlines()
    body = [i for i, ln in enumerate(lines) if ln.strip() and not ln.lstrip().startswith("#")]
    op = rng.choice(["count", "count", "name", "bom", "bytes", "nul", "surrogate", "dupe", "drop", "long",
                     "json_in_txt", "crlf"])
    i = rng.choice(body) if body else 0
    if op == "count" and body:
        head, _, rest = lines[i].strip().partition(" ")
        c = rng.choice(DECK_COUNTS)
        lines[i] = f"{c} {rest}"
        return "\n".join(lines).encode("utf-8"), f"line {i + 1}: count {c[:12]!r}"
    if op == "name" and body:
        head, _, rest = lines[i].strip().partition(" ")
        lines[i] = head + " " + rng.choice(ODD_NAMES)
        return "\n".join(lines).encode("utf-8", "surrogatepass"), f"line {i + 1}: odd name"
    if op == "bom":
        return b"\xef\xbb\xbf" + text.encode("utf-8"), "UTF-8 BOM"
    if op == "bytes":
        return text.encode("utf-8")[: rng.randrange(1, max(2, len(text)))] + b"\xff\xfe\x80", "broken UTF-8"
    if op == "nul":
        return text.replace(" ", "\x00", 1).encode("utf-8"), "NUL byte"
    if op == "surrogate":
        return "\n".join(lines).encode("utf-8") + b"\n1 \xed\xa0\x80\n", "UTF-8-encoded lone surrogate"
    if op == "dupe" and body:
        lines.insert(i, lines[i])
        return "\n".join(lines).encode("utf-8"), f"line {i + 1} twice"
    if op == "drop" and body:
        del lines[i]
        return "\n".join(lines).encode("utf-8"), f"line {i + 1} removed"
    if op == "long":
        return (text + "\n1 " + "曹" * rng.choice([1000, 100_000])).encode("utf-8"), "a long line"
    if op == "json_in_txt":
        return b"[" * 5000, "deep brackets in a text deck"
    return text.replace("\n", "\r\n").encode("utf-8"), "CRLF line ends"


def mutate_deck_json(doc: dict, rng: random.Random) -> tuple[bytes, str]:
    """One hostile change to a JSON deck: a field changed, deep nesting, a BOM, or broken text."""
    r = rng.random()
    if r < 0.08:
        return b"\xef\xbb\xbf" + json.dumps(doc, ensure_ascii=False).encode("utf-8"), "UTF-8 BOM"
    if r < 0.14:
        return ("[" * 100_000 + "]" * 100_000).encode(), "100,000 nested lists"
    if r < 0.2:
        return json.dumps({"cards": deep(900)}).encode(), "900 nested lists as cards"
    if r < 0.25:
        return json.dumps(doc).encode()[: rng.randrange(1, 200)], "truncated"
    mutated, what = mutate_doc(doc, rng, protect=())
    return dumps(mutated).encode("utf-8"), what


@contextlib.contextmanager
def guard(what: str, seconds: int):
    """A hang detector for reading one file (SIGALRM), not a speed test: the test fails naming the file."""
    def hang(*_):
        raise AssertionError(f"no answer after {seconds} s: {what}")
    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
