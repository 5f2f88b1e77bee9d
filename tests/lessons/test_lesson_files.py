"""Every lesson file: listed by its game's spec, a scenario file that passes (`paizhuo scenario`), played through
with its intended moves (each judged right, each try refused), texts in zh_CN, zh_TW and en with zh_TW made by
OpenCC from zh_CN; the cursor judges a wrong move wrong and an illegal one refused, changing nothing."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.core.lessons import (AUTO, CHECK, LANGS, TASK, TRY, Course, Cursor, LessonError, Progress, load_lesson,
                                  parse_lesson, play_through)
from desktop.core.scenario import run_scenario
from desktop.games import rules_for, specs

ROOT = Path(__file__).resolve().parents[2]
LISTED = [(spec.name, course, path) for spec in specs() for course in spec.lessons for path in course.paths()]
FILES = sorted(ROOT.glob("desktop/games/*/lessons/*.json"))


def _converter():
    spec = importlib.util.spec_from_file_location("lesson_tw", ROOT / "translations" / "lessons.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_lesson_file_is_listed_and_every_listed_file_exists():
    listed = sorted(p.resolve() for _g, _c, p in LISTED)
    assert listed == sorted(p.resolve() for p in FILES)
    assert all(p.exists() for p in listed)


def test_about_six_lessons_per_course():
    courses = {(g, c.key): c for g, c, _p in LISTED}
    assert set(courses) == {("jupai", "basic"), ("jupai", "advanced"), ("sanguozhi", "basics")}
    for c in courses.values():
        assert isinstance(c, Course) and 5 <= len(c.files) <= 8


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.parent.name}-{p.stem}" for p in FILES])
def test_a_lesson_is_a_passing_scenario_and_plays_through(path):
    res = run_scenario(path, rules_for)
    assert res.ok, "\n".join(res.failures)
    lesson = load_lesson(path)
    assert play_through(lesson, rules_for(lesson.game)) == []
    kinds = [s.kind for s in lesson.steps]
    assert TASK in kinds and CHECK in kinds and kinds[-1] == CHECK  # it ends by explaining the outcome
    for s in lesson.steps:
        if s.kind in (TASK, TRY):
            assert s.texts["say"], f"step {s.n} says nothing"
        if s.kind in (CHECK, TRY):
            assert s.texts["explain"], f"step {s.n} explains nothing"
    ids = [load_lesson(p).id for p in FILES]
    assert len(ids) == len(set(ids))


def _texts(doc):
    if isinstance(doc, dict):
        if "zh_CN" in doc and "en" in doc:
            yield doc
            return
        for v in doc.values():
            yield from _texts(v)
    elif isinstance(doc, list):
        for v in doc:
            yield from _texts(v)


def test_zh_tw_is_opencc_from_zh_cn_with_the_glossary_terms():
    convert = _converter().Converter()
    seen = 0
    for path in FILES:
        for t in _texts(json.loads(path.read_text(encoding="utf-8"))):
            assert set(t) == set(LANGS), (path.name, t)
            assert t["zh_TW"] == convert(t["zh_CN"]), f"{path.name}: run python translations/lessons.py"
            seen += 1
    assert seen > 150
    # the game's words come out as the program's traditional catalogue spells them
    assert convert("质量牌和收牌都算负担") == "質量牌和收牌都算負擔"
    assert convert("把将领拖进将领槽里") == "把將領拖進將領槽裡"


def test_the_check_script_reports_stale_zh_tw(tmp_path):
    res = subprocess.run([sys.executable, str(ROOT / "translations" / "lessons.py"), "--check"], cwd=ROOT,
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr


def test_the_cursor_judges_right_wrong_refused_and_tried():
    lesson = load_lesson(ROOT / "desktop/games/jupai/lessons/basic_4_discard.json")
    rules = rules_for("jupai")
    state = lesson.initial_state(rules)
    cur = Cursor(lesson)
    try_step = cur.step
    assert try_step.kind == TRY
    before = state.hash()
    assert cur.judge(rules, state, try_step.action).kind == "tried"
    cur.advance()
    task = cur.step
    assert cur.judge(rules, state, task.action).kind == "right"
    legal = rules.legal_actions(state, lesson.learner)
    other = next(a for a in legal if a != task.action)
    assert cur.judge(rules, state, other).kind == "wrong"
    v = cur.judge(rules, state, try_step.action)
    assert v.kind == "refused" and "§4.4" in v.refusal.rule
    assert state.hash() == before  # judging never changes the table


def test_broken_lesson_files_are_refused_with_the_reason(tmp_path):
    good = json.loads((ROOT / "desktop/games/jupai/lessons/basic_1_attack.json").read_text(encoding="utf-8"))
    bad = json.loads(json.dumps(good))
    del bad["lesson"]["goal"]["zh_TW"]
    with pytest.raises(LessonError, match="zh_CN, zh_TW and en"):
        parse_lesson(bad, "x.json")
    bad = json.loads(json.dumps(good))
    del bad["steps"][0]["say"]
    with pytest.raises(LessonError, match="step 1 say"):
        parse_lesson(bad, "x.json")
    bad = json.loads(json.dumps(good))
    bad["steps"][1]["refused"] = "§4"
    with pytest.raises(LessonError, match="only the learner"):
        parse_lesson(bad, "x.json")
    bad = {k: v for k, v in good.items() if k != "lesson"}
    with pytest.raises(LessonError, match="not a lesson"):
        parse_lesson(bad, "x.json")
    p = tmp_path / "broken.json"
    p.write_text("{", encoding="utf-8")
    with pytest.raises(LessonError, match="not valid JSON"):
        load_lesson(p)


def test_a_lesson_whose_text_lies_fails_its_play_through(tmp_path):
    doc = json.loads((ROOT / "desktop/games/jupai/lessons/basic_1_attack.json").read_text(encoding="utf-8"))
    doc["steps"][-1]["expect"]["burden"]["P1"] = 2
    p = tmp_path / "lie.json"
    p.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    fails = play_through(load_lesson(p), rules_for("jupai"))
    assert fails and "burden" in fails[0]


def test_progress_is_remembered(tmp_path):
    p = Progress(tmp_path / "lessons.json")
    assert not p.done and not p.offered
    p.mark_done("jupai.basic.1")
    p.mark_offered()
    again = Progress(tmp_path / "lessons.json")
    assert again.done == {"jupai.basic.1"} and again.offered
    (tmp_path / "lessons.json").write_text("nonsense", encoding="utf-8")
    assert Progress(tmp_path / "lessons.json").done == set()


def test_paizhuo_scenario_passes_on_every_lesson_file():
    from desktop.__main__ import main
    assert main(["scenario", *map(str, FILES)]) == 0
