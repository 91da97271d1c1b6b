"""Walking through a lesson one step at a time, forwards and back: the model of a lesson page.

:class:`LessonRun` holds no widgets, so a page's logic is tested without a browser::

    run = LessonRun(load("rapanui", "03_sacrifice"))
    run.step(); run.step(); run.back(); run.restart()
    run.game.view(run.viewer())       # what the figures show now
    run.answer("fish")                # the exercise's feedback
    run.move(action)                  # the exercise answered by a move
    run.try_step(action)              # the learner makes a step marked "yours"
    run.play_on(action)               # bots play on from a move, to show what it leads to
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from kit.core.actions import Action
from kit.core.game import Event, Game
from kit.lessons.model import Attempt, Feedback, Lesson, LessonStep, viewer_seat


@dataclass(frozen=True)
class PlayOn:
    """What bots made of a move: the game ``game`` after the move and ``actions`` more actions
    (fewer if the game ended), and what happened (``events``, the move's first)."""

    move: Action
    game: Game
    events: list[Event]
    actions: int


class LessonRun:
    """The position of a learner in a lesson: ``index`` steps taken (0 to ``len(steps)``)."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self._games: list[Game] = [lesson.position(lesson.start)]
        self._events: list[list[Event]] = [[]]
        self._exercise_games: dict[int, Game] = {}
        self.answers: dict[int, list[str]] = {}  # per exercise: the choice ids picked, in order

    # -- where we are --------------------------------------------------------------------------
    @property
    def index(self) -> int:
        """How many steps have been taken."""
        return len(self._games) - 1

    @property
    def total(self) -> int:
        return len(self.lesson.steps)

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index == self.total

    @property
    def game(self) -> Game:
        """The game as it stands after the steps taken (do not change it)."""
        return self._games[-1]

    @property
    def events(self) -> list[Event]:
        """What the last step caused (nothing at the start)."""
        return self._events[-1]

    @property
    def last_step(self) -> LessonStep | None:
        """The step shown now: the last one taken, or None at the start."""
        return self.lesson.steps[self.index - 1] if self.index else None

    def last_action(self) -> Action | None:
        return self.lesson.action(self.lesson.start + self.index - 1) if self.index else None

    def viewer(self) -> int | None:
        """The seat whose view the page shows now: before a step marked "yours", the seat that
        makes that move (its controls show its view); otherwise the lesson's viewer (for
        ``"actor"``, the seat of the step just shown)."""
        if self.yours:
            action = self.next_action()
            assert action is not None
            return action.seat
        return viewer_seat(self.lesson.viewer, self.game, self.last_action())

    # -- moving --------------------------------------------------------------------------------
    def step(self) -> bool:
        """Apply the next step's action; False (and nothing changes) at the end."""
        if self.at_end:
            return False
        game = self.game.clone()
        events = game.apply(self.lesson.action(self.lesson.start + self.index))
        self._games.append(game)
        self._events.append(events)
        return True

    def back(self) -> bool:
        """Undo the last step; False (and nothing changes) at the start."""
        if self.at_start:
            return False
        self._games.pop()
        self._events.pop()
        return True

    def restart(self) -> None:
        """Back to the lesson's prepared position."""
        del self._games[1:]
        del self._events[1:]

    @property
    def yours(self) -> bool:
        """True when the next step is one the learner makes (with the play page's controls)."""
        return not self.at_end and self.lesson.steps[self.index].yours

    def next_action(self) -> Action | None:
        """The action of the next step (None at the end)."""
        return None if self.at_end else self.lesson.action(self.lesson.start + self.index)

    def try_step(self, action: Action) -> Attempt:
        """The learner's move at the next step: the step is taken if it is the step's move;
        otherwise nothing changes and the attempt says whether the move was allowed at all."""
        expected = self.next_action()
        if expected is None:
            raise ValueError("the lesson's steps are over")
        if action == expected:
            self.step()
            return Attempt(action, True, True)
        if action in self.game.legal_actions(action.seat):
            return Attempt(action, False, True)
        error = self.game.why_illegal(action)
        return Attempt(action, False, False, {"en": error.reason, "zh-TW": error.reason_zh})

    # -- the exercises -------------------------------------------------------------------------
    def exercise_position(self, index: int = 0) -> Game:
        """Exercise ``index``'s position (built once; do not change it)."""
        if index not in self._exercise_games:
            self._exercise_games[index] = self.lesson.position(self.lesson.exercises[index].at)
        return self._exercise_games[index]

    @property
    def exercise_game(self) -> Game:
        """The first exercise's position."""
        return self.exercise_position(0)

    def exercise_viewer(self, index: int = 0) -> int | None:
        return viewer_seat(self.lesson.exercises[index].viewer, self.exercise_position(index))

    def mover(self, index: int = 0) -> int | None:
        """The seat whose move answers exercise ``index`` (None if it is not answered by moves)."""
        moves = self.lesson.exercises[index].moves
        if not moves:
            return None
        return self.lesson.engine.ACTIONS.parse(moves[0].action).seat

    def answer(self, choice_id: str, index: int = 0) -> Feedback:
        """The feedback for the learner's choice (KeyError for an unknown choice)."""
        feedback = self.lesson.answer(choice_id, self.exercise_position(index), index)
        self.answers.setdefault(index, []).append(choice_id)
        return feedback

    def move(self, action: Action, index: int = 0) -> Feedback:
        """The feedback for a move made at exercise ``index``'s position."""
        feedback = self.lesson.answer_move(action, self.exercise_position(index), index)
        if feedback.choice is not None:
            self.answers.setdefault(index, []).append(feedback.choice.id)
        return feedback

    def solved(self, index: int = 0) -> bool:
        """True once every right choice of exercise ``index`` has been found."""
        right = set(self.lesson.exercises[index].right_ids)
        return right <= set(self.answers.get(index, ()))

    def play_on(self, action: Action, index: int = 0) -> PlayOn:
        """Apply the (legal) move ``action`` at exercise ``index``'s position and let the game's
        greedy bots play the exercise's ``play_on`` actions more (the same every time)."""
        exercise = self.lesson.exercises[index]
        game = self.exercise_position(index).clone()
        events = list(game.apply(action))  # an illegal move raises, the position untouched
        engine = self.lesson.engine
        bots = [engine.GreedyBot() for _ in range(game.players)]
        rng = random.Random(f"{self.lesson.id}/{index}/{action}")
        played = 0
        while played < exercise.play_on and not game.is_over and game.to_move:
            seat = game.to_move[0]
            legal = game.legal_actions(seat)
            events += game.apply_legal(bots[seat].choose(game.view(seat), legal, rng))
            played += 1
        return PlayOn(action, game, events, played)
