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

A lesson is played, not only watched. A step marked ``yours`` waits for the learner to make the
record's move with the play page's controls (:meth:`LessonRun.try_step`), and an exercise whose
choices are actions is answered by making a move (:meth:`Lesson.answer_move`): a listed move gets
its explanation, another legal move is told it is not the one to learn, an illegal one gets the
engine's reason. After an answer, bots play ``play_on`` actions on from it
(:meth:`LessonRun.play_on`) so that the consequence shows. A lesson may hold several exercises,
in the order of their positions.

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
    yours: bool = False
    """The learner makes this move (with the play page's controls) instead of watching it."""


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
    ``figures`` names the figures that matter (empty: all). An exercise whose choices include
    actions is answered by making a move; ``play_on`` is how many actions bots then play on from
    the learner's move, to show what it leads to (0: none)."""

    at: int
    question: str
    choices: tuple[Choice, ...]
    viewer: int | str | None = ACTOR
    params: Mapping[str, Any] = field(default_factory=dict)
    figures: tuple[str, ...] = ()
    play_on: int = 0

    @property
    def moves(self) -> tuple[Choice, ...]:
        """The choices that are moves (answered with the play page's controls)."""
        return tuple(c for c in self.choices if c.action is not None)

    @property
    def options(self) -> tuple[Choice, ...]:
        """The choices that are named options (answered with a button each)."""
        return tuple(c for c in self.choices if c.action is None)

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
    """What the learner is told after picking a choice or making a move. ``choice`` is None for
    a move that is none of the exercise's choices; ``legal`` is whether a move is allowed at the
    exercise's position (None for a named option); ``reason`` is the engine's own reason when it
    is not (``{"en": ..., "zh-TW": ...}``)."""

    choice: Choice | None
    right: bool
    legal: bool | None
    reason: Mapping[str, str] | None = None
    action: Action | None = None


@dataclass(frozen=True)
class Attempt:
    """The learner's try at a step marked ``yours``: ``done`` when it was the step's move (and
    the step was taken); otherwise ``legal`` says whether the move was allowed at all, and
    ``reason`` is the engine's reason when it was not."""

    action: Action
    done: bool
    legal: bool
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
    exercises: tuple[Exercise, ...]
    names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    viewer: int | str | None = ACTOR

    @property
    def exercise(self) -> Exercise:
        """The first exercise."""
        return self.exercises[0]

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

    def question_text(self, lang: str, index: int = 0) -> str:
        exercise = self.exercises[index]
        return self.text(exercise.question, lang, exercise.params)

    def describe_move(self, action: Action, lang: str) -> str:
        """A move in the engine's words (its notation if the engine has none)."""
        describe = getattr(self.engine, "describe_action", None)
        return describe(action, lang) if describe else str(action)

    def choice_label(self, choice: Choice, lang: str, index: int = 0) -> str:
        """The button label of ``choice``: the engine's words for an action, else its message."""
        if choice.action is not None:
            return self.describe_move(self.engine.ACTIONS.parse(choice.action), lang)
        params = {**self.exercises[index].params, **choice.params}
        return self.text(choice.label or choice.id, lang, params)

    def why_text(self, choice: Choice, lang: str, index: int = 0) -> str:
        """Why ``choice`` is right or wrong (the exercise's and the choice's params apply)."""
        return self.text(choice.why, lang, {**self.exercises[index].params, **choice.params})

    def keys(self) -> list[str]:
        """Every message key the lesson uses (for the completeness test)."""
        out = [self.title, self.summary, self.explanation]
        out += [mechanism_key(m) for m in self.mechanisms]
        for step in self.steps:
            out.append(step.sentence)
            out += [rule_key(self.game, r) for r in step.rules]
        for exercise in self.exercises:
            out.append(exercise.question)
            for choice in exercise.choices:
                out.append(choice.why)
                if choice.label is not None:
                    out.append(choice.label)
        return out

    # -- the exercises -------------------------------------------------------------------------
    def answer(self, choice_id: str, game: Game | None = None, index: int = 0) -> Feedback:
        """The feedback for ``choice_id`` of exercise ``index``; ``game`` is the exercise's
        position if already built."""
        exercise = self.exercises[index]
        choice = exercise.choice(choice_id)
        if choice.action is None:
            return Feedback(choice, choice.right, None)
        game = game if game is not None else self.position(exercise.at)
        action = self.engine.ACTIONS.parse(choice.action)
        if action in game.legal_actions(action.seat):
            return Feedback(choice, choice.right, True, action=action)
        error = game.why_illegal(action)
        reason = {"en": error.reason, "zh-TW": error.reason_zh}
        return Feedback(choice, choice.right, False, reason, action)

    def answer_move(self, action: Action, game: Game | None = None, index: int = 0) -> Feedback:
        """The feedback for a move made at exercise ``index``'s position: a listed move gets its
        choice's feedback; any other move is not the one to learn (with the engine's reason when
        it is not even allowed)."""
        exercise = self.exercises[index]
        for choice in exercise.moves:
            if self.engine.ACTIONS.parse(choice.action) == action:
                return self.answer(choice.id, game, index)
        game = game if game is not None else self.position(exercise.at)
        if action in game.legal_actions(action.seat):
            return Feedback(None, False, True, action=action)
        error = game.why_illegal(action)
        return Feedback(None, False, False, {"en": error.reason, "zh-TW": error.reason_zh}, action)


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
