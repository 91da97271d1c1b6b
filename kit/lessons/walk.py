"""Walking through a lesson one step at a time, forwards and back: the model of a lesson page.

:class:`LessonRun` holds no widgets, so a page's logic is tested without a browser::

    run = LessonRun(load("rapanui", "03_sacrifice"))
    run.step(); run.step(); run.back(); run.restart()
    run.game.view(run.viewer())       # what the figures show now
    run.answer("fish")                # the exercise's feedback
"""

from __future__ import annotations

from kit.core.actions import Action
from kit.core.game import Event, Game
from kit.lessons.model import Feedback, Lesson, LessonStep, viewer_seat


class LessonRun:
    """The position of a learner in a lesson: ``index`` steps taken (0 to ``len(steps)``)."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self._games: list[Game] = [lesson.position(lesson.start)]
        self._events: list[list[Event]] = [[]]
        self._exercise_game: Game | None = None
        self.answers: list[str] = []  # choice ids picked, in order

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
        """The seat whose view the figures show now."""
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

    # -- the exercise --------------------------------------------------------------------------
    @property
    def exercise_game(self) -> Game:
        """The exercise's position (built once)."""
        if self._exercise_game is None:
            self._exercise_game = self.lesson.position(self.lesson.exercise.at)
        return self._exercise_game

    def exercise_viewer(self) -> int | None:
        return viewer_seat(self.lesson.exercise.viewer, self.exercise_game)

    def answer(self, choice_id: str) -> Feedback:
        """The feedback for the learner's choice (KeyError for an unknown choice)."""
        feedback = self.lesson.answer(choice_id, self.exercise_game)
        self.answers.append(choice_id)
        return feedback

    @property
    def solved(self) -> bool:
        """True once every right choice has been picked."""
        return set(self.lesson.exercise.right_ids) <= set(self.answers)
