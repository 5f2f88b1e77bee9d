"""Saves: JSON files written atomically, read back with distrust.

A save holds the initial state, the action log and the hash of the state they give.  Loading goes
through ``files`` (size, text and JSON limits; the save schema; the game's state schema), then the
game's own ``validate_state``, replays every action through the rules (so a forged move is refused like
any illegal move) and compares the result with the stored hash, which every save must have.  Anything
wrong gives one ``SaveError`` with a translatable message for the user; the file on disk is never
touched by a failed load, and a write never replaces a good file with a partial one.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Callable

import platformdirs

from . import files
from .actions import action_from_dict
from .errors import QT_TRANSLATE_NOOP, FileRefused, IllegalAction, SaveError
from .rules import Match, Rules
from .state import GameState

APP_NAME = "paizhuo"
FORMAT = "paizhuo-save"
SCHEMA_VERSION = 1
MAX_BYTES = 5 * 1024 * 1024


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


TEMP_AGE = 30.0  # seconds; a write takes milliseconds, so an older temp file is a leftover, not in use
_cleaned: set[Path] = set()


def _temp_name(target: Path) -> re.Pattern:
    """The names ``atomic_write_text`` gives its temp files for ``target``: ``.NAME.<8 random>.tmp``."""
    return re.compile(r"\." + re.escape(target.name) + r"\.[a-z0-9_]{8}\.tmp")


def clean_stale_temps(target: Path | str, max_age: float = TEMP_AGE) -> list[Path]:
    """Delete temp files that an interrupted write to ``target`` left beside it (killed, power cut):
    only our own name pattern, only files older than ``max_age`` seconds. Returns what was deleted."""
    target = Path(target)
    pattern = _temp_name(target)
    gone: list[Path] = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return gone
    now = time.time()
    for e in entries:
        if not pattern.fullmatch(e.name):
            continue
        try:
            if e.is_file(follow_symlinks=False) and now - e.stat(follow_symlinks=False).st_mtime > max_age:
                os.unlink(e.path)
                gone.append(Path(e.path))
        except OSError:
            pass  # someone else's, or gone already
    return gone


def atomic_write_text(path: Path | str, text: str) -> None:
    """Write ``text`` to ``path`` via a temp file in the same folder, fsync, rename (the first write to a
    path in this process also clears the leftovers of earlier interrupted writes)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path not in _cleaned:
        _cleaned.add(path)
        clean_stale_temps(path)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def match_to_dict(match: Match, meta: dict | None = None) -> dict:
    from .. import __version__
    return {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "app_version": __version__,
        "game": match.initial.game,
        "meta": meta or {},
        "initial": match.initial.to_dict(),
        "actions": [a.to_dict() for a in match.actions],
        "state_hash": match.state.hash(),
    }


def save_match(match: Match, path: Path | str, meta: dict | None = None) -> None:
    text = json.dumps(match_to_dict(match, meta), ensure_ascii=False, indent=1)
    atomic_write_text(path, text)


# -- loading: nothing in a save is trusted -------------------------------------------------------------------

S_NOT_SAVE = QT_TRANSLATE_NOOP("Files", "{file} is not a Paizhuo save file.")
S_VERSION = QT_TRANSLATE_NOOP("Files", "{file} has save schema {schema}; this version reads schema {want}.")
S_NO_GAME = QT_TRANSLATE_NOOP("Files", "{file} does not say which game it is.")
S_UNKNOWN_GAME = QT_TRANSLATE_NOOP("Files", "{file} is for an unknown game {game}.")
S_NO_PARTS = QT_TRANSLATE_NOOP("Files", "{file} lacks its initial table or its action list.")
S_NO_HASH = QT_TRANSLATE_NOOP("Files", "{file} has no state_hash, so its moves cannot be checked; a save without one is refused.")
S_MIXED = QT_TRANSLATE_NOOP("Files", "{file} mixes two games ({game} and {other}).")
S_ZONE_TWICE = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: the zone {zone} appears twice.")
S_IMPOSSIBLE = QT_TRANSLATE_NOOP("Files", "{file} has an impossible table: {detail}.")
S_IMPOSSIBLE_DATA = QT_TRANSLATE_NOOP("Files", "{file} has an impossible table: its bookkeeping does not fit the game.")
S_MOVE_MALFORMED = QT_TRANSLATE_NOOP("Files", "{file} is malformed at {where}: move {move}: {detail}.")
S_MOVE_ILLEGAL = QT_TRANSLATE_NOOP("Files", "{file}: move {move} breaks the rules: {detail}")
S_MOVE_BROKEN = QT_TRANSLATE_NOOP("Files", "{file} is damaged at {where}: move {move} ({kind}) cannot be played on this table.")
S_DAMAGED = QT_TRANSLATE_NOOP("Files", "{file} is damaged: replaying its moves does not give the saved table.")
S_UNPLAYABLE = QT_TRANSLATE_NOOP("Files", "{file} is damaged: the table after its {moves} moves cannot be played on.")


def read_json_limited(path: Path | str, max_bytes: int = MAX_BYTES) -> object:
    """Parse a JSON file of at most ``max_bytes`` within every limit of ``files``; SaveError on anything else."""
    return files.read_json(path, max_bytes, SaveError)


def _state_validator(rules: Rules):
    """The game's declared state schema (``state_schema`` beside its rules module), or None."""
    name = getattr(rules, "state_schema", None)
    if not name:
        return None
    package = type(rules).__module__.rpartition(".")[0]
    return files.schema_validator(package, name)


def _validate_save_doc(doc: dict, name: str) -> None:
    """The save schema, checked once per distinct action (a long game repeats a few hundred moves)."""
    from jsonschema.exceptions import best_match
    first: dict[str, int] = {}
    for i, a in enumerate(doc["actions"]):
        first.setdefault(json.dumps(a, sort_keys=True), i)
    index = list(first.values())
    shown = dict(doc, actions=[doc["actions"][i] for i in index])
    err = best_match(files.schema_validator(__package__, "save_schema.json").iter_errors(shown))
    if err is not None:
        path = tuple(err.absolute_path)
        if len(path) > 1 and path[0] == "actions":
            path = ("actions", index[path[1]], *path[2:])  # back to the move's place in the file
        raise files.schema_refusal(err, name, SaveError, path=path)


def match_from_dict(doc: object, rules_for: Callable[[str], Rules], name: str = "save") -> Match:
    """Rebuild a match from a save document, validating everything; ``SaveError`` (one message) if anything is off.

    Order: what the file says it is (format, schema version, game), the save schema (core's
    ``save_schema.json``), the table (the game's ``state_schema.json``, then its ``validate_state``), every
    move replayed through the rules, the required ``state_hash``, and a last look that the resulting table
    can be viewed and played on."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(S_NOT_SAVE, file=name)
    if doc.get("schema") != SCHEMA_VERSION:
        raise SaveError(S_VERSION, file=name, schema=files._excerpt(doc.get("schema")), want=SCHEMA_VERSION)
    game = doc.get("game")
    if not isinstance(game, str):
        raise SaveError(S_NO_GAME, file=name)
    try:
        rules = rules_for(game)
    except KeyError:
        raise SaveError(S_UNKNOWN_GAME, file=name, game=files._excerpt(game)) from None
    if not isinstance(doc.get("initial"), dict) or not isinstance(doc.get("actions"), list):
        raise SaveError(S_NO_PARTS, file=name)
    if "state_hash" not in doc:
        raise SaveError(S_NO_HASH, file=name)
    _validate_save_doc(doc, name)
    initial, actions = doc["initial"], doc["actions"]
    seen: set[str] = set()
    for i, zd in enumerate(initial["zones"]):
        if zd["id"] in seen:
            raise SaveError(S_ZONE_TWICE, file=name, where=files.json_path(("initial", "zones", i)), zone=zd["id"])
        seen.add(zd["id"])
    if initial["game"] != game:
        raise SaveError(S_MIXED, file=name, game=files._excerpt(game), other=files._excerpt(initial["game"]))
    validator = _state_validator(rules)
    if validator is not None:
        files.validate(initial, validator, name, SaveError, prefix=("initial",))
    state = GameState.from_dict(initial)
    try:
        rules.validate_state(state)
    except ValueError as exc:
        # a game's own refusal (a FileRefused) is translated with the save's message; others are English
        detail = exc if isinstance(exc, FileRefused) else str(exc).rstrip(".")
        raise SaveError(S_IMPOSSIBLE, file=name, detail=detail) from None
    except Exception:  # noqa: BLE001 - a check that trips over the data is a refusal too
        raise SaveError(S_IMPOSSIBLE_DATA, file=name) from None
    match = Match(rules, state)
    for k, ad in enumerate(actions):
        where = files.json_path(("actions", k))
        try:
            action = action_from_dict(ad, game)
        except ValueError as exc:
            raise SaveError(S_MOVE_MALFORMED, file=name, where=where, move=k + 1, detail=str(exc)) from None
        try:
            match.play(action)
        except IllegalAction as exc:
            raise SaveError(S_MOVE_ILLEGAL, file=name, move=k + 1, detail=exc.message()) from None
        except Exception:  # noqa: BLE001 - the engine met data no legal game makes: the file is damaged
            raise SaveError(S_MOVE_BROKEN, file=name, where=where, move=k + 1, kind=ad["kind"]) from None
    if doc["state_hash"] != match.state.hash():
        raise SaveError(S_DAMAGED, file=name)
    try:
        _playable(match)
    except Exception:  # noqa: BLE001 - same: a table the rules cannot work with is refused, not opened
        raise SaveError(S_UNPLAYABLE, file=name, moves=len(actions)) from None
    return match


def _playable(match: Match) -> None:
    """Raise unless the table can be shown to every seat, asked for its moves and written back to a save."""
    rules, st = match.rules, match.state
    for seat in range(len(st.seats)):
        rules.view_for(st, seat)
    if not rules.is_over(st):
        actor = rules.to_act(st)
        if actor is not None:
            rules.legal_actions(st, actor)
    json.dumps(st.to_dict(), ensure_ascii=False, allow_nan=False).encode("utf-8")


def load_match(path: Path | str, rules_for: Callable[[str], Rules]) -> Match:
    """Read, check and replay a save; ``SaveError`` with one message for the user if it is not a good one."""
    doc = read_json_limited(path)
    return match_from_dict(doc, rules_for, Path(path).name)
