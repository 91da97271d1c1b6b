"""Lessons as data: a prepared position, steps through it, and a "what would you do" exercise.

A lesson is game-agnostic. It holds a game record (``game.record()``: game, rules version,
options, players, seed, actions) that the game's own engine replays, so a rule change that
breaks a lesson fails its tests. The lesson starts after ``start`` actions of the record; each
:class:`LessonStep` applies the next action of the record and names the rule(s) it illustrates with a
sentence saying why. The :class:`Exercise` shows the position after ``at`` actions of the same
record (before, inside or after the steps), asks a question and offers :class:`Choice` s: actions
of the engine (their labels come from the engine) or named options (their labels are messages),
each marked right or wrong with a sentence explaining why.

Every text is an i18n message key (:mod:`kit.core.i18n`). Messages are rendered with the lesson's
player names as ``{p0}``, ``{p1}``, ... plus the ``params`` of the step, exercise or choice.

Lessons live as JSON files in ``kit/lessons/data/<game>/<id>.json``, read by
:mod:`kit.lessons.files` and written by :mod:`kit.lessons.build`; :mod:`kit.lessons.checking`
replays them through the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from kit import games
from kit.core import i18n
from kit.core.actions import Action
from kit.core.game import Game

ACTOR = "actor"  # the viewer is the seat of the action just taken (or about to be taken)


class LessonError(ValueError):
    """A lesson file that is malformed or no longer fits the rules; the message says where."""


@dataclass(frozen=True)
class LessonStep:
    """One action of the record, the rule numbers it illustrates and the sentence saying why.

    ``expect`` lists events (partial dicts) the action must cause: if the engine stops causing
    them, the lesson's sentence is no longer true and the lesson's check fails.
    """

    action: str
    rules: tuple[str, ...]
    sentence: str
    params: Mapping[str, Any] = field(default_factory=dict)
    expect: tuple[Mapping[str, Any], ...] = ()


@dataclass(frozen=True)
class Choice:
    """One answer offered by an exercise: an ``action`` (notation) or a named option (``label``,
    a message key); ``right`` says whether it is a right answer and ``why`` (a message key)
    explains it."""

    id: str
    right: bool
    why: str
    action: str | None = None
    label: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Exercise:
    """ "What would you do?" on the position after ``at`` actions of the lesson's record, seen by
    ``viewer`` (a seat, ``"actor"`` for the seat to move, or None for the public view).
    ``figures`` names the figures that matter (empty: all)."""

    at: int
    question: str
    choices: tuple[Choice, ...]
    viewer: int | str | None = ACTOR
    params: Mapping[str, Any] = field(default_factory=dict)
    figures: tuple[str, ...] = ()

    def choice(self, choice_id: str) -> Choice:
        """The choice with ``choice_id``; KeyError if there is none."""
        for choice in self.choices:
            if choice.id == choice_id:
                return choice
        raise KeyError(choice_id)

    @property
    def right_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.choices if c.right)


@dataclass(frozen=True)
class Feedback:
    """What the learner is told after picking a choice. ``legal`` is whether an action choice
    is allowed at the exercise's position (None for a named option); ``reason`` is the engine's
    own reason when it is not (``{"en": ..., "zh-TW": ...}``)."""

    choice: Choice
    right: bool
    legal: bool | None
    reason: Mapping[str, str] | None = None


@dataclass(frozen=True)
class Lesson:
    """One lesson of one game (see the module's documentation)."""

    id: str
    game: str
    number: int
    title: str
    summary: str
    explanation: str
    mechanisms: tuple[str, ...]
    record: Mapping[str, Any]
    start: int
    steps: tuple[LessonStep, ...]
    exercise: Exercise
    names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    viewer: int | str | None = ACTOR

    # -- the engine ----------------------------------------------------------------------------
    @property
    def engine(self) -> ModuleType:
        """The game's engine module (``kit.rapanui``, ``kit.giants``)."""
        return engine_of(self.game)

    @property
    def notebook(self) -> str:
        """The file name of the lesson's page, next to the game's play page."""
        return f"{self.id}.ipynb"

    def action(self, index: int) -> Action:
        """Action ``index`` (from 0) of the record, as the engine's value."""
        return self.engine.ACTIONS.from_dict(self.record["actions"][index])

    def position(self, count: int) -> Game:
        """The game after the first ``count`` actions of the record."""
        if not 0 <= count <= len(self.record["actions"]):
            raise LessonError(f"{self.id}: no position after {count} actions")
        record = dict(self.record)
        record["actions"] = list(self.record["actions"][:count])
        return self.engine.replay(record)

    # -- words ---------------------------------------------------------------------------------
    def player_names(self, lang: str) -> list[str]:
        """The players' names in ``lang`` (the lesson's, else "Player 1", ...)."""
        given = self.names.get(lang) or self.names.get("en") or ()
        players = int(self.record["players"])
        return [i18n.player_name(s, lang, list(given)) for s in range(players)]

    def text(self, key: str, lang: str, params: Mapping[str, Any] | None = None) -> str:
        """Message ``key`` in ``lang`` with the players' names (``{p0}``...) and ``params``."""
        names = {f"p{s}": name for s, name in enumerate(self.player_names(lang))}
        return i18n.t(key, lang, **names, **dict(params or {}))

    def rule_text(self, rule: str, lang: str) -> str:
        """The one-line summary of rule ``rule`` (e.g. "R6.2") of this lesson's game."""
        return i18n.t(rule_key(self.game, rule), lang)

    def step_sentence(self, index: int, lang: str) -> str:
        step = self.steps[index]
        return self.text(step.sentence, lang, step.params)

    def question_text(self, lang: str) -> str:
        return self.text(self.exercise.question, lang, self.exercise.params)

    def choice_label(self, choice: Choice, lang: str) -> str:
        """The button label of ``choice``: the engine's words for an action, else its message."""
        if choice.action is not None:
            action = self.engine.ACTIONS.parse(choice.action)
            describe = getattr(self.engine, "describe_action", None)
            return describe(action, lang) if describe else str(action)
        return self.text(choice.label or choice.id, lang, {**self.exercise.params, **choice.params})

    def why_text(self, choice: Choice, lang: str) -> str:
        """Why ``choice`` is right or wrong (the exercise's and the choice's params apply)."""
        return self.text(choice.why, lang, {**self.exercise.params, **choice.params})

    def keys(self) -> list[str]:
        """Every message key the lesson uses (for the completeness test)."""
        out = [self.title, self.summary, self.explanation, self.exercise.question]
        out += [mechanism_key(m) for m in self.mechanisms]
        for step in self.steps:
            out.append(step.sentence)
            out += [rule_key(self.game, r) for r in step.rules]
        for choice in self.exercise.choices:
            out.append(choice.why)
            if choice.label is not None:
                out.append(choice.label)
        return out

    # -- the exercise --------------------------------------------------------------------------
    def answer(self, choice_id: str, game: Game | None = None) -> Feedback:
        """The feedback for ``choice_id``; ``game`` is the exercise's position if already built."""
        choice = self.exercise.choice(choice_id)
        if choice.action is None:
            return Feedback(choice, choice.right, None)
        game = game if game is not None else self.position(self.exercise.at)
        action = self.engine.ACTIONS.parse(choice.action)
        if action in game.legal_actions(action.seat):
            return Feedback(choice, choice.right, True)
        error = game.why_illegal(action)
        return Feedback(choice, choice.right, False, {"en": error.reason, "zh-TW": error.reason_zh})


def rule_key(game: str, rule: str) -> str:
    """The message key of a rule's one-line summary: ``lessons.<game>.rule.<rule>``."""
    return f"lessons.{game}.rule.{rule}"


def mechanism_key(mechanism: str) -> str:
    """The message key of a game mechanism's name: ``lessons.mech.<mechanism>``."""
    return f"lessons.mech.{mechanism}"


def engine_of(game: str) -> ModuleType:
    """The engine module of ``game`` ("rapanui" -> ``kit.rapanui``), from :mod:`kit.games`."""
    try:
        return games.spec(game).engine
    except KeyError:
        raise LessonError(f"no game {game!r}") from None


def viewer_seat(viewer: int | str | None, game: Game, last: Action | None = None) -> int | None:
    """The seat whose view is shown: a fixed seat, None (the public view), or for ``"actor"`` the
    seat of ``last`` (the action just shown) or else the first seat to move."""
    if viewer is None or isinstance(viewer, int):
        return viewer
    if last is not None:
        return last.seat
    return game.to_move[0] if game.to_move else None
