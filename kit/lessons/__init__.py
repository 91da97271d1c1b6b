"""Lessons of both games: prepared positions stepped through rule by rule, with an exercise.

::

    from kit.lessons import load, lessons, LessonRun, check
    lesson = load("rapanui", "03_sacrifice")
    check(lesson)                 # replays it through the engine (LessonError if it broke)
    run = LessonRun(lesson)
    run.step()                    # apply the next action of the prepared record
    lesson.text(lesson.steps[0].sentence, "zh-TW")

The model is pure Python (no widgets); ``widgets.lessons.lesson`` shows it. The lessons' JSON files are
made by ``python -m kit.lessons.build``.
"""

from __future__ import annotations

from kit.core import i18n
from kit.lessons import messages as messages
from kit.lessons.checking import check
from kit.lessons.files import lesson_from_dict, lesson_ids, lesson_to_dict, lessons, load
from kit.lessons.model import (
    ACTOR,
    Attempt,
    Choice,
    Exercise,
    Feedback,
    Lesson,
    LessonError,
    LessonStep,
    engine_of,
    mechanism_key,
    rule_key,
    viewer_seat,
)
from kit.lessons.walk import LessonRun, PlayOn

i18n.load(*messages.catalogs())  # the lessons' words (see kit.core.i18n)

__all__ = [
    "ACTOR",
    "Attempt",
    "Choice",
    "Exercise",
    "Feedback",
    "Lesson",
    "LessonError",
    "LessonRun",
    "LessonStep",
    "PlayOn",
    "check",
    "engine_of",
    "lesson_from_dict",
    "lesson_ids",
    "lesson_to_dict",
    "lessons",
    "load",
    "mechanism_key",
    "rule_key",
    "viewer_seat",
]
