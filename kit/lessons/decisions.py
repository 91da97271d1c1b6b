"""Decisions for the lessons' exercises: the learner chooses among real moves in a position.

Each game's exercises are made in ``kit/lessons/decisions_<game>.py`` (JSON form, see
:mod:`kit.lessons.build`) for its lesson builders, at the script's current position: every
choice is a move of the engine, at least two of them legal and leading to different positions,
and the sentence explaining each is checked against what the engine makes of it
(:func:`outcome`); what the bots make of the moves the explanations speak of is checked once the
lesson is built (:func:`played`). Their words are in ``kit/lessons/text_decisions_<game>.py``.
This module holds what every game's exercises share.

They replace questions a learner answered from memory (how many bases for five players, how the
first round reads the dice, which actions are allowed, what a variant scores, how much wood a
fourth player starts with, how many offering cards a scoring gives) and two that gave their
answer away ("click A06", "raise the first moai!").
"""

from __future__ import annotations

from typing import Any

from kit.core.game import Game
from kit.lessons.build import Script, choice
from kit.lessons.files import lesson_from_dict
from kit.lessons.walk import LessonRun, PlayOn


def outcome(script: Script, notation: str) -> Game:
    """The position after ``notation`` at the script's position (the script is not moved)."""
    game = script.game.clone()
    game.apply(script.engine.ACTIONS.parse(notation))
    return game


def exercise(
    game: str,
    at: int,
    question: str,
    choices: list[dict[str, Any]],
    figures: list[str],
    viewer: int | None,
    params: dict[str, Any] | None = None,
    play_on: int = 0,
) -> dict[str, Any]:
    """An exercise (JSON form); ``question`` is ``lessons.<game>.<question>``."""
    out: dict[str, Any] = {
        "at": at,
        "viewer": viewer,
        "question": f"lessons.{game}.{question}",
        "figures": figures,
    }
    if params:
        out["params"] = params
    out["choices"] = choices
    if play_on:
        out["play_on"] = play_on
    return out


def played(data: dict[str, Any], index: int, notation: str) -> PlayOn:
    """What the bots make of ``notation`` at exercise ``index`` of the lesson ``data``."""
    lesson = lesson_from_dict(data)
    return LessonRun(lesson).play_on(lesson.engine.ACTIONS.parse(notation), index)


def move(
    game: str, number: int, cid: str, right: bool, notation: str, **params: Any
) -> dict[str, Any]:
    """A choice of exercise ``number``'s question: the move ``notation``, right or not, with its
    explanation ``lessons.<game>.<NN>.why.<cid>``."""
    return choice(f"lessons.{game}.{number:02d}", cid, right, notation, **params)
