"""Lessons: a guided position — a scenario file (``desktop/core/scenario.py``'s format) plus texts in zh_CN, zh_TW
and en — and the cursor that walks its steps, for the table and for the tests alike.

A lesson file is a scenario file with one more top-level key and a few more keys per step (docs/lessons.md):

* ``"lesson"``: ``id``, ``learner`` (the seat the player takes, ``"P1"``), and the texts ``title``, ``goal`` (what
  the lesson teaches) and ``done`` (what was learnt);
* a step whose ``do`` is the learner's is a **task** (``say``: what to do and why; ``wrong``: why another move is
  worse) or, with ``refused``, a **try** — the learner makes a move the rules refuse and reads the refusal;
* a ``do`` of another seat is played for it (``say`` may narrate it);
* an ``expect`` step is checked as in every scenario file and its ``explain`` says what happened, next to the
  formulas the move computed.

A text is ``{"zh_CN": …, "zh_TW": …, "en": …}``; zh_TW is made from zh_CN by OpenCC (translations/lessons.py).
``paizhuo scenario`` runs a lesson file like any scenario file: the lesson keys are ignored there.
Courses (a game's lessons in order) are listed by its ``GameSpec.lessons``.
"""

from __future__ import annotations

import importlib.resources
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action
from . import files
from .errors import FileRefused, IllegalAction
from .persistence import atomic_write_text, data_dir
from .scenario import MAX_BYTES, check_generic, parse_action, seat_index

LANGS = ("zh_CN", "zh_TW", "en")
LESSON_TEXTS = ("title", "goal", "done")
TASK, TRY, AUTO, CHECK = "task", "try", "auto", "check"


class LessonError(ValueError):
    """A lesson file that cannot be used (the message names the file and what is wrong)."""


@dataclass(frozen=True)
class Course:
    """A game's lessons in order: ``files`` are ``"package:path"`` references inside the game's package."""

    key: str
    title: str                       # English, "Lessons" context
    files: tuple[str, ...]
    description: str = ""            # English, "Lessons" context

    def paths(self) -> list[Path]:
        return [resolve_file(f) for f in self.files]


def resolve_file(ref: str) -> Path:
    """``"desktop.games.jupai:lessons/basic_1.json"`` → that file beside the package's modules."""
    package, sep, rel = ref.partition(":")
    if not sep:
        return Path(ref)
    root = importlib.resources.files(package)
    return Path(str(root.joinpath(rel)))


@dataclass
class Step:
    """One step of a lesson: ``kind`` task / try / auto / check."""

    n: int
    kind: str
    raw: dict
    game: str = ""
    seat: int | None = None
    refused: str | None = None
    expect: dict | None = None
    texts: dict[str, dict[str, str]] = field(default_factory=dict)
    _action: Action | None = None

    def text(self, part: str, lang: str) -> str:
        return pick(self.texts.get(part), lang)

    @property
    def action(self) -> Action | None:
        """The step's move (read once its game's rules are loaded: the game registers its action kinds)."""
        if self._action is None and "do" in self.raw:
            self._action = parse_action(self.raw["do"], self.game)
        return self._action


def pick(texts: dict | None, lang: str) -> str:
    """The text in ``lang`` (English when it lacks one)."""
    if not texts:
        return ""
    return texts.get(lang) or texts.get("en") or ""


@dataclass
class Lesson:
    path: Path
    spec: dict
    id: str
    game: str
    learner: int
    steps: list[Step]
    texts: dict[str, dict[str, str]]

    def text(self, part: str, lang: str) -> str:
        return pick(self.texts.get(part), lang)

    def initial_state(self, rules):
        """The lesson's position, advanced to its first decision (as the scenario runner sets it up)."""
        return rules.scenario_state(self.spec)

    def players(self) -> int:
        return int(self.spec.get("players", 4))

    def learner_steps(self) -> list[Step]:
        return [s for s in self.steps if s.kind in (TASK, TRY)]


def _texts(obj: Any, where: str, required: bool) -> dict[str, str]:
    if obj is None:
        if required:
            raise LessonError(f"{where}: the text is missing")
        return {}
    if not isinstance(obj, dict) or not all(isinstance(obj.get(lang), str) and obj.get(lang) for lang in LANGS):
        raise LessonError(f"{where}: a text needs zh_CN, zh_TW and en")
    return {lang: obj[lang] for lang in LANGS}


def parse_lesson(spec: object, path: Path | str = "lesson") -> Lesson:
    """A lesson from a lesson file's document; ``LessonError`` naming what is wrong."""
    path = Path(path)
    name = path.name
    if not isinstance(spec, dict) or not isinstance(spec.get("lesson"), dict):
        raise LessonError(f"{name}: not a lesson (no \"lesson\" section)")
    info = spec["lesson"]
    game = spec.get("game")
    if not isinstance(game, str):
        raise LessonError(f"{name}: no game")
    try:
        learner = seat_index(info.get("learner", "P1"))
    except ValueError as exc:
        raise LessonError(f"{name}: learner: {exc}") from None
    texts = {part: _texts(info.get(part), f"{name}: lesson {part}", True) for part in LESSON_TEXTS}
    steps: list[Step] = []
    for n, raw in enumerate(spec.get("steps", []), 1):
        where = f"{name}: step {n}"
        if not isinstance(raw, dict):
            raise LessonError(f"{where}: a step is an object")
        if "do" in raw:
            do = raw["do"]
            try:
                if not isinstance(do, dict) or not isinstance(do.get("kind"), str):
                    raise ValueError("an action must be an object with a 'kind'")
                seat = seat_index(do.get("seat"))
            except ValueError as exc:
                raise LessonError(f"{where}: {exc}") from None
            mine = seat == learner
            kind = (TRY if "refused" in raw else TASK) if mine else AUTO
            if kind == AUTO and "refused" in raw:
                raise LessonError(f"{where}: only the learner tries a refused move")
            step = Step(n, kind, raw, game, seat, raw.get("refused"), raw.get("expect"))
            step.texts["say"] = _texts(raw.get("say"), f"{where} say", kind in (TASK, TRY))
            step.texts["wrong"] = _texts(raw.get("wrong"), f"{where} wrong", False)
            step.texts["explain"] = _texts(raw.get("explain"), f"{where} explain", kind == TRY)
        elif "expect" in raw:
            step = Step(n, CHECK, raw, game, expect=raw["expect"])
            step.texts["explain"] = _texts(raw.get("explain"), f"{where} explain", True)
        else:
            raise LessonError(f"{where}: a step has \"do\" or \"expect\"")
        steps.append(step)
    if not any(s.kind == TASK for s in steps):
        raise LessonError(f"{name}: the learner has nothing to do")
    lid = info.get("id")
    if not isinstance(lid, str) or not lid:
        raise LessonError(f"{name}: the lesson has no id")
    return Lesson(path, spec, lid, game, learner, steps, texts)


def load_lesson(path: Path | str) -> Lesson:
    path = Path(path)
    try:  # the shared limits (size before reading, depth, numbers, text) as for every file the program reads
        spec = files.read_json(path, MAX_BYTES)
    except FileRefused as exc:
        raise LessonError(str(exc)) from None
    return parse_lesson(spec, path)


# ---- walking a lesson -------------------------------------------------------------------------
@dataclass(frozen=True)
class Verdict:
    """How the learner's move fits the step: ``right`` (the lesson's move), ``tried`` (the refused move the step
    asks for, refused), ``wrong`` (legal, but not the lesson's), ``refused`` (illegal), ``waiting`` (no learner
    step now).  ``refusal`` is the rules' refusal when there is one."""

    kind: str
    refusal: IllegalAction | None = None


class Cursor:
    """The position in a lesson's steps; ``judge`` weighs a move of the learner against the current step."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.k = 0

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.k] if self.k < len(self.lesson.steps) else None

    @property
    def done(self) -> bool:
        return self.k >= len(self.lesson.steps)

    def advance(self) -> Step | None:
        self.k += 1
        return self.step

    def judge(self, rules, state, action: Action) -> Verdict:
        step = self.step
        refusal = rules.refusal(state, action)
        if step is None or step.kind not in (TASK, TRY):
            return Verdict("waiting", refusal)
        if step.kind == TRY:
            if action == step.action and refusal is not None:
                return Verdict("tried", refusal)
            return Verdict("refused" if refusal is not None else "wrong", refusal)
        if action == step.action:
            return Verdict("right" if refusal is None else "refused", refusal)
        return Verdict("refused" if refusal is not None else "wrong", refusal)

    def check(self, rules, state, events: list) -> list[str]:
        """The failures of the current check step's expectations (a lesson whose table does not say what its text
        says is a broken lesson: the table tells)."""
        step = self.step
        if step is None or step.expect is None:
            return []
        fails: list[str] = []
        for key, value in step.expect.items():
            try:
                fails += check_generic(state, key, value, events, rules)
            except (KeyError, IndexError, TypeError, ValueError) as exc:
                fails.append(f"cannot check {key}: {exc!r}")
        return fails


def play_through(lesson: Lesson, rules) -> list[str]:
    """Play every step as a learner following the lesson would: each task is judged ``right`` and applied, each try
    is judged ``tried`` (refused, state untouched), the other seats' moves are applied, every check passes."""
    state = lesson.initial_state(rules)
    cur = Cursor(lesson)
    events: list = []
    fails: list[str] = []
    while not cur.done:
        step = cur.step
        assert step is not None
        where = f"{lesson.path.name} step {step.n}"
        if step.kind in (TASK, TRY, AUTO):
            assert step.action is not None
            if step.kind != AUTO:
                v = cur.judge(rules, state, step.action)
                want = "right" if step.kind == TASK else "tried"
                if v.kind != want:
                    return fails + [f"{where}: the lesson's move is judged {v.kind}, not {want}"
                                    + (f" ({v.refusal.message()})" if v.refusal else "")]
                if rules.to_act(state) != lesson.learner:
                    return fails + [f"{where}: it is not the learner's decision"]
            if step.kind == TRY:
                before = state.hash()
                try:
                    rules.apply(state, step.action)
                    return fails + [f"{where}: the move was not refused"]
                except IllegalAction:
                    pass
                if state.hash() != before:
                    fails.append(f"{where}: the refused move changed the table")
            else:
                try:
                    events += rules.apply(state, step.action)
                except IllegalAction as exc:
                    return fails + [f"{where}: refused: {exc.message()}"]
        else:
            fails += [f"{where}: {f}" for f in cur.check(rules, state, events)]
            events = []
        cur.advance()
    return fails


# ---- progress ---------------------------------------------------------------------------------
def progress_path() -> Path:
    return data_dir() / "lessons.json"


class Progress:
    """Which lessons were completed, and whether the first start has offered lesson 1 (a JSON file)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else progress_path()
        self.done: set[str] = set()
        self.offered = False
        try:
            doc = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            doc = {}
        if isinstance(doc, dict):
            self.done = {d for d in doc.get("done", []) if isinstance(d, str)}
            self.offered = doc.get("offered") is True

    def save(self) -> None:
        try:
            atomic_write_text(self.path, json.dumps({"done": sorted(self.done), "offered": self.offered}, indent=1))
        except OSError:
            pass

    def mark_done(self, lesson_id: str) -> None:
        self.done.add(lesson_id)
        self.save()

    def mark_offered(self) -> None:
        self.offered = True
        self.save()


__all__ = ["Course", "Lesson", "Step", "Cursor", "Verdict", "Progress", "LessonError", "load_lesson", "parse_lesson",
           "play_through", "resolve_file", "LANGS", "TASK", "TRY", "AUTO", "CHECK"]
