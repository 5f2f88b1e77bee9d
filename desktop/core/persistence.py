"""Saves: JSON files written atomically, read back with distrust.

A save holds the initial state and the action log; loading validates the
initial state, replays every action through the rules (so a forged move is
refused like any illegal move) and compares the result with the stored state
hash.  Anything wrong gives ``SaveError`` with a message for the user; the
file on disk is never touched by a failed load, and a write never replaces a
good file with a partial one.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Callable

import platformdirs

from .actions import action_from_dict
from .errors import IllegalAction, SaveError
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


def atomic_write_text(path: Path | str, text: str) -> None:
    """Write ``text`` to ``path`` via a temp file in the same folder, fsync, rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
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


def _reject_constant(name: str):
    raise ValueError(f"{name} is not allowed in a save")


def read_json_limited(path: Path | str, max_bytes: int = MAX_BYTES) -> object:
    """Parse a JSON file of at most ``max_bytes``; SaveError on anything else."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveError(f"Cannot open {path.name}: {exc.strerror or exc}") from None
    if size > max_bytes:
        raise SaveError(f"{path.name} is {size:,} bytes; a save may be at most {max_bytes:,} bytes.")
    try:
        with open(path, "rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as exc:
        raise SaveError(f"Cannot read {path.name}: {exc.strerror or exc}") from None
    if len(raw) > max_bytes:
        raise SaveError(f"{path.name} is larger than {max_bytes:,} bytes.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a text file (not UTF-8).") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise SaveError(f"{path.name} is not valid JSON ({exc}).") from None


def match_from_dict(doc: object, rules_for: Callable[[str], Rules], name: str = "save") -> Match:
    """Rebuild a match from a save document, validating everything."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Paizhuo save file.")
    if doc.get("schema") != SCHEMA_VERSION:
        raise SaveError(f"{name} has save schema {doc.get('schema')!r}; this version reads schema {SCHEMA_VERSION}.")
    game = doc.get("game")
    if not isinstance(game, str):
        raise SaveError(f"{name} does not say which game it is.")
    try:
        rules = rules_for(game)
    except KeyError:
        raise SaveError(f"{name} is for an unknown game {game!r}.") from None
    initial = doc.get("initial")
    actions = doc.get("actions")
    if not isinstance(initial, dict) or not isinstance(actions, list):
        raise SaveError(f"{name} lacks its initial table or its action list.")
    try:
        state = GameState.from_dict(initial)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(f"{name} has a malformed table: {exc!r}.") from None
    if state.game != game:
        raise SaveError(f"{name} mixes two games ({game!r} and {state.game!r}).")
    try:
        rules.validate_state(state)
    except ValueError as exc:
        raise SaveError(f"{name} has an impossible table: {exc}") from None
    match = Match(rules, state)
    for k, ad in enumerate(actions):
        try:
            action = action_from_dict(ad, game)
            match.play(action)
        except ValueError as exc:
            raise SaveError(f"{name}: move {k + 1} is malformed: {exc}") from None
        except IllegalAction as exc:
            raise SaveError(f"{name}: move {k + 1} breaks the rules: {exc.message()}") from None
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise SaveError(f"{name}: move {k + 1} does not fit the table ({exc!r}).") from None
    want = doc.get("state_hash")
    if want is not None and want != match.state.hash():
        raise SaveError(f"{name} is damaged: replaying its moves does not give the saved table.")
    return match


def load_match(path: Path | str, rules_for: Callable[[str], Rules]) -> Match:
    doc = read_json_limited(path)
    return match_from_dict(doc, rules_for, Path(path).name)
