"""Checking a lesson against its game's engine, so that a rule change that breaks it fails."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kit.core import i18n
from kit.core.errors import RecordError
from kit.core.game import Event, Game
from kit.lessons.model import Lesson, LessonError


def _matches(event: Event, expected: Mapping[str, Any]) -> bool:
    return all(event.get(k) == v for k, v in expected.items())


def check(lesson: Lesson) -> None:
    """Replay the lesson through its engine; LessonError names the first thing that no longer
    holds: the record replays, each step is the record's next action and legal in turn and causes
    the events it expects, every message exists, and the exercise's choices make sense there."""
    where = lesson.id
    actions = lesson.record["actions"]
    if lesson.number < 0 or not lesson.steps:
        raise LessonError(f"{where}: a lesson has a number and at least one step")
    if not 0 <= lesson.start <= len(actions) - len(lesson.steps):
        raise LessonError(f"{where}: the steps run past the end of the record")
    try:
        game = lesson.position(lesson.start)
    except RecordError as exc:
        raise LessonError(f"{where}: the record does not replay: {exc.reason}") from None
    for i, step in enumerate(lesson.steps, start=1):
        action = lesson.engine.ACTIONS.parse(step.action)
        if action != lesson.action(lesson.start + i - 1):
            raise LessonError(f"{where} step {i}: {step.action} is not the record's next action")
        if action not in game.legal_actions(action.seat):
            raise LessonError(f"{where} step {i}: {step.action} is not legal there")
        events = game.apply(action)
        for expected in step.expect:
            if not any(_matches(e, expected) for e in events):
                raise LessonError(f"{where} step {i}: no event like {expected} in {events}")
        if not step.rules:
            raise LessonError(f"{where} step {i}: name the rule it illustrates")
        if step.yours and lesson.engine.ACTIONS.parse(step.action).seat < 0:
            raise LessonError(f"{where} step {i}: a step the learner makes is a seat's move")
    for key in lesson.keys():
        if not i18n.has(key):
            raise LessonError(f"{where}: no message {key!r}")
    previous = -1
    for n, ex in enumerate(lesson.exercises):
        at = f"{where} exercise {n + 1}"
        if not 0 <= ex.at <= len(actions):
            raise LessonError(f"{at}: its position is not in the record")
        if ex.at < previous:
            raise LessonError(f"{at}: exercises come in the order of their positions")
        previous = ex.at
        try:
            position = lesson.position(ex.at)
        except RecordError as exc:
            raise LessonError(f"{at}: its position does not replay: {exc.reason}") from None
        _check_exercise(lesson, n, position, at)


def _check_exercise(lesson: Lesson, index: int, position: Game, where: str) -> None:
    ex = lesson.exercises[index]
    ids = [c.id for c in ex.choices]
    # a move exercise may list one move (any other legal move is then not the one to learn)
    least = 1 if ex.moves else 2
    if len(set(ids)) != len(ids) or len(ids) < least or not ex.right_ids:
        raise LessonError(f"{where}: an exercise has 2+ distinct choices, at least one right")
    if ex.play_on and not ex.moves:
        raise LessonError(f"{where}: only an exercise answered by moves can play on")
    seats = set()
    for choice in ex.moves:
        try:
            action = lesson.engine.ACTIONS.parse(choice.action)
        except ValueError:
            raise LessonError(f"{where} choice {choice.id}: {choice.action} is no action") from None
        seats.add(action.seat)
        feedback = lesson.answer(choice.id, position, index)
        if choice.right and not feedback.legal:
            raise LessonError(f"{where} choice {choice.id}: a right answer must be legal")
    if len(seats) > 1:
        raise LessonError(f"{where}: the moves of an exercise are one seat's")
    if seats and seats.pop() not in position.to_move:
        raise LessonError(f"{where}: the exercise's moves are not the seat to move")
