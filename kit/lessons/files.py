"""Reading and writing lessons: their JSON form, and the lesson files of each game.

A game's lessons are ``kit/lessons/data/<game>/<id>.json``; their ids start with their number
(``03_sacrifice``), so sorting them gives their order.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from kit.lessons.model import ACTOR, Choice, Exercise, Lesson, LessonError, LessonStep

DATA = Path(__file__).parent / "data"


def _need(data: Mapping[str, Any], name: str, kind: type | tuple[type, ...], where: str) -> Any:
    if name not in data:
        raise LessonError(f"{where}: missing '{name}'")
    value = data[name]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise LessonError(f"{where}: '{name}' has the wrong type")
    return value


def _params(data: Mapping[str, Any], where: str) -> dict[str, Any]:
    params = data.get("params", {})
    if not isinstance(params, dict) or not all(
        isinstance(v, (int, str, float)) for v in params.values()
    ):
        raise LessonError(f"{where}: 'params' must map names to numbers or words")
    return dict(params)


def _viewer(value: Any, where: str) -> int | str | None:
    if value is None or value == ACTOR or (type(value) is int and value >= 0):
        return value
    raise LessonError(f"{where}: viewer must be a seat, 'actor' or null")


def _flag(data: Mapping[str, Any], name: str, where: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise LessonError(f"{where}: '{name}' must be true or false")
    return value


def _exercise(raw_ex: Any, where: str) -> Exercise:
    if not isinstance(raw_ex, dict):
        raise LessonError(f"{where}: not an object")
    choices = []
    for raw in _need(raw_ex, "choices", list, where):
        at = f"{where} choice"
        if not isinstance(raw, dict):
            raise LessonError(f"{at}: not an object")
        action, label = raw.get("action"), raw.get("label")
        if (action is None) == (label is None):
            raise LessonError(f"{at} {raw.get('id')}: give either an action or a label")
        choices.append(
            Choice(
                _need(raw, "id", str, at),
                _need(raw, "right", bool, at),
                _need(raw, "why", str, at),
                action,
                label,
                _params(raw, at),
            )
        )
    play_on = raw_ex.get("play_on", 0)
    if type(play_on) is not int or play_on < 0:
        raise LessonError(f"{where}: 'play_on' must be a count of actions")
    return Exercise(
        _need(raw_ex, "at", int, where),
        _need(raw_ex, "question", str, where),
        tuple(choices),
        _viewer(raw_ex.get("viewer", ACTOR), where),
        _params(raw_ex, where),
        tuple(raw_ex.get("figures", ())),
        play_on,
    )


def lesson_from_dict(data: Any) -> Lesson:
    """Read a lesson from its JSON form; LessonError says what is wrong with it."""
    if not isinstance(data, dict):
        raise LessonError("a lesson must be a JSON object")
    where = str(data.get("id", "lesson"))
    steps = []
    for i, raw in enumerate(_need(data, "steps", list, where), start=1):
        at = f"{where} step {i}"
        if not isinstance(raw, dict):
            raise LessonError(f"{at}: not an object")
        rules = _need(raw, "rules", list, at)
        expect = raw.get("expect", [])
        if not all(isinstance(r, str) for r in rules) or not isinstance(expect, list):
            raise LessonError(f"{at}: rules must be words and expect a list of events")
        steps.append(
            LessonStep(
                _need(raw, "action", str, at),
                tuple(rules),
                _need(raw, "sentence", str, at),
                _params(raw, at),
                tuple(dict(e) for e in expect),
                _flag(raw, "yours", at),
            )
        )
    if "exercises" in data:
        raw_exercises = _need(data, "exercises", list, where)
    else:  # a lesson of one exercise may give it alone
        raw_exercises = [_need(data, "exercise", dict, where)]
    if not raw_exercises:
        raise LessonError(f"{where}: a lesson has at least one exercise")
    exercises = tuple(
        _exercise(raw, f"{where} exercise {n}") for n, raw in enumerate(raw_exercises, start=1)
    )
    names = data.get("names", {})
    if not isinstance(names, dict) or not all(isinstance(v, list) for v in names.values()):
        raise LessonError(f"{where}: 'names' must map languages to lists of names")
    record = _need(data, "record", dict, where)
    if not isinstance(record.get("actions"), list) or "players" not in record:
        raise LessonError(f"{where}: the record needs 'players' and a list of 'actions'")
    return Lesson(
        id=_need(data, "id", str, where),
        game=_need(data, "game", str, where),
        number=_need(data, "number", int, where),
        title=_need(data, "title", str, where),
        summary=_need(data, "summary", str, where),
        explanation=_need(data, "explanation", str, where),
        mechanisms=tuple(_need(data, "mechanisms", list, where)),
        record=record,
        start=_need(data, "start", int, where),
        steps=tuple(steps),
        exercises=exercises,
        names={lang: tuple(v) for lang, v in names.items()},
        viewer=_viewer(data.get("viewer", ACTOR), where),
    )


def lesson_to_dict(lesson: Lesson) -> dict[str, Any]:
    """The JSON form of ``lesson`` (what :func:`lesson_from_dict` reads)."""

    def choice(c: Choice) -> dict[str, Any]:
        out: dict[str, Any] = {"id": c.id, "right": c.right, "why": c.why}
        out["action" if c.action is not None else "label"] = c.action or c.label
        if c.params:
            out["params"] = dict(c.params)
        return out

    def exercise(ex: Exercise) -> dict[str, Any]:
        out: dict[str, Any] = {
            "at": ex.at,
            "viewer": ex.viewer,
            "question": ex.question,
            "choices": [choice(c) for c in ex.choices],
        }
        if ex.params:
            out["params"] = dict(ex.params)
        if ex.figures:
            out["figures"] = list(ex.figures)
        if ex.play_on:
            out["play_on"] = ex.play_on
        return out

    steps = []
    for s in lesson.steps:
        step: dict[str, Any] = {"action": s.action, "rules": list(s.rules), "sentence": s.sentence}
        if s.params:
            step["params"] = dict(s.params)
        if s.expect:
            step["expect"] = [dict(e) for e in s.expect]
        if s.yours:
            step["yours"] = True
        steps.append(step)
    return {
        "id": lesson.id,
        "game": lesson.game,
        "number": lesson.number,
        "title": lesson.title,
        "summary": lesson.summary,
        "explanation": lesson.explanation,
        "mechanisms": list(lesson.mechanisms),
        "names": {lang: list(v) for lang, v in lesson.names.items()},
        "viewer": lesson.viewer,
        "start": lesson.start,
        "steps": steps,
        "exercises": [exercise(ex) for ex in lesson.exercises],
        "record": dict(lesson.record),
    }


def lesson_ids(game: str) -> list[str]:
    """The ids of ``game``'s lessons in order (their files are numbered: ``03_sacrifice``)."""
    folder = DATA / game
    return sorted(p.stem for p in folder.glob("*.json")) if folder.is_dir() else []


def load(game: str, lesson_id: str) -> Lesson:
    """The lesson ``lesson_id`` of ``game`` from the package's data."""
    if lesson_id not in lesson_ids(game):
        raise LessonError(f"{game} has no lesson {lesson_id!r}")
    path = DATA / game / f"{lesson_id}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise LessonError(f"{path.name}: not JSON ({exc})") from None
    lesson = lesson_from_dict(data)
    if lesson.id != lesson_id or lesson.game != game:
        raise LessonError(f"{path.name}: its id/game say {lesson.game}/{lesson.id}")
    return lesson


def lessons(game: str) -> list[Lesson]:
    """Every lesson of ``game``, in order."""
    return [load(game, lesson_id) for lesson_id in lesson_ids(game)]
