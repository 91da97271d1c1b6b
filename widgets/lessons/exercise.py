"""One exercise of a lesson page: the question, the learner's move or choice, why, what follows.

An exercise whose choices are moves is answered with the play page's own controls
(:class:`~widgets.lessons.moves.MovePad`): a listed move gets its explanation, another legal move
is told it is not the one to learn, a move the rules forbid gets the engine's reason, all in the
page's language. Named options (a question that is not a move) get a button each. After a legal
move, "What happens next?" lets the game's bots play on from it, and from every other move
tried or right, one after the other (:meth:`kit.lessons.LessonRun.play_on`).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as W
import plotly.graph_objects as go

from kit.core import i18n
from kit.core.actions import Action
from kit.lessons import Feedback, LessonRun, PlayOn
from widgets.lessons.moves import MovePad

Figures = Callable[[dict[str, Any]], dict[str, go.Figure]]


def esc(text: str) -> str:
    return html.escape(text)


class ExerciseBox(W.VBox):
    """Exercise ``index`` of ``run``'s lesson. ``board`` makes a figure board (a
    :class:`widgets.lessons.lesson.FigureBoard`), ``figures`` draws a view in the page's language."""

    def __init__(
        self,
        run: LessonRun,
        index: int,
        board: Callable[[], Any],
        figures: Callable[[dict[str, Any], str], dict[str, go.Figure]],
        accent: str,
        lang: str,
    ) -> None:
        self.run, self.index, self.lang = run, index, lang
        self.lesson = run.lesson
        self.exercise = self.lesson.exercises[index]
        self.draw_figures = figures
        self.title = W.HTML()
        self.question = W.HTML(layout=W.Layout(max_width="860px"))
        self.question.add_class("moai-lesson-question")
        self.pad: MovePad | None = None
        self.figures = board()
        if self.exercise.moves:
            self.pad = MovePad(self.lesson.game, self.move, self.miss)
        self.buttons: dict[str, W.Button] = {}
        for choice in self.exercise.options:
            button = W.Button(layout=W.Layout(width="auto", margin="2px 6px 2px 0"))
            button.add_class("moai-lesson-choice")
            button.add_class(f"moai-choice-{choice.id}")
            button.on_click(lambda _, cid=choice.id: self.choose(cid))
            self.buttons[choice.id] = button
        self.feedback = W.HTML(layout=W.Layout(max_width="860px"))
        self.feedback.add_class("moai-lesson-feedback")
        self.last: Feedback | None = None
        self.missed = False
        self.tried: list[Action] = []  # the legal moves made, in order
        self.latest: Action | None = None  # the last legal move made
        # what follows a move: the moves to compare, the position bots reached, what happened
        self.follow_button = W.Button(
            icon="play", button_style="info", layout=W.Layout(width="auto", align_self="flex-start")
        )
        self.follow_button.add_class("moai-lesson-play-on")
        self.follow_button.on_click(lambda _: self.open_play_on())
        self.follow_button.layout.display = "none"
        self.which = W.ToggleButtons(options=[], style={"button_width": "auto"})
        self.which.add_class("moai-lesson-which")
        self.which.observe(lambda _: self.draw_play_on(), names="value")
        self.follow_text = W.HTML()
        self.follow_text.add_class("moai-lesson-followed")
        self.follow_figures = board()
        self.follow_box = W.VBox([self.which, self.follow_text, self.follow_figures])
        self.follow_box.layout.display = "none"
        self._played: dict[Action, PlayOn] = {}
        self._quiet = False  # True while the box itself sets the moves to compare
        body = [self.title, self.question, self.pad if self.pad is not None else self.figures]
        body.append(W.Box(list(self.buttons.values()), layout=W.Layout(flex_flow="row wrap")))
        body += [self.feedback, self.follow_button, self.follow_box]
        super().__init__(
            body,
            layout=W.Layout(
                border=f"2px solid {accent}", padding="4px 14px 10px", margin="16px 0 8px"
            ),
        )
        self.add_class("moai-lesson-exercise")
        self.add_class(f"moai-lesson-exercise-{index + 1}")

    def t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    # -- answering -----------------------------------------------------------------------------
    def choose(self, choice_id: str) -> None:
        """The learner picked ``choice_id``: a named option, or a listed move made by name."""
        choice = self.exercise.choice(choice_id)
        if choice.action is not None:
            self.move(self.lesson.engine.ACTIONS.parse(choice.action))
            return
        self.last = self.run.answer(choice_id, self.index)
        self.missed = False
        self.buttons[choice_id].button_style = "success" if self.last.right else "danger"
        self.draw_feedback()

    def move(self, action: Action) -> None:
        """The learner made ``action`` with the controls: explain it (nothing is applied)."""
        self.last = self.run.move(action, self.index)
        self.missed = False
        if self.last.legal:
            self.latest = action
            if action not in self.tried:
                self.tried.append(action)
        self.draw_feedback()
        if self.follow_box.layout.display != "none":
            self.open_play_on()

    def miss(self) -> None:
        """A click on the board that means no move."""
        self.missed = True
        self.draw_feedback()

    # -- drawing -------------------------------------------------------------------------------
    def render(self, lang: str) -> None:
        """Draw every string and figure in ``lang``."""
        self.lang = lang
        lesson, run, index = self.lesson, self.run, self.index
        count = len(lesson.exercises)
        key = "lesson.exercise" if count == 1 else "lesson.exercise_n"
        self.title.value = f"<h3 style='margin:6px 0'>{esc(self.t(key, k=index + 1, n=count))}</h3>"
        question = lesson.question_text(lang, index)
        hint = ""
        if self.pad is not None:
            hint = f"<p style='color:#555'><i>{esc(self.t('lesson.make_move'))}</i></p>"
        self.question.value = f"<p>{esc(question)}</p>{hint}"
        for choice in self.exercise.options:
            self.buttons[choice.id].description = lesson.choice_label(choice, lang, index)
        names = lesson.player_names(lang)
        game = run.exercise_position(index)
        if self.pad is not None:
            seat = run.mover(index)
            assert seat is not None
            extra = [lesson.engine.ACTIONS.parse(c.action) for c in self.exercise.moves]
            self.pad.show(game, seat, lang, names, tuple(self.exercise.figures), extra)
        else:
            view = game.view(run.exercise_viewer(index))
            self.figures.show(self.draw_figures(view, lang), only=tuple(self.exercise.figures))
        self.follow_button.description = self.t("lesson.play_on")
        self.draw_feedback()
        if self.follow_box.layout.display != "none":
            self.open_play_on()

    def draw_feedback(self) -> None:
        """Explain the last answer (nothing before the first)."""
        lesson, lang, feedback = self.lesson, self.lang, self.last
        if self.missed:
            self.feedback.value = (
                f'<div class="moai-feedback-miss" style="color:#8c510a">'
                f"{esc(self.t('lesson.no_move_there'))}</div>"
            )
            return
        if feedback is None:
            self.feedback.value = ""
            return
        verdict = self.t("lesson.right" if feedback.right else "lesson.wrong")
        colour = "#1a7f37" if feedback.right else "#b42318"
        if feedback.choice is not None:
            why = lesson.why_text(feedback.choice, lang, self.index)
        elif feedback.legal:
            assert feedback.action is not None
            why = self.t("lesson.other_move", move=self.describe(feedback.action))
        else:
            why = ""
        parts = [f'<p><b style="color:{colour}">{esc(verdict)}</b> {esc(why)}</p>']
        if feedback.reason is not None:
            reason = feedback.reason.get(lang, feedback.reason["en"])
            parts.append(
                f'<p style="color:#555">{esc(self.t("lesson.illegal", reason=reason))}</p>'
            )
        right = self.exercise.right_ids
        if len(right) > 1:
            found = len(set(right) & set(self.run.answers.get(self.index, ())))
            key = "lesson.solved" if self.run.solved(self.index) else "lesson.found"
            parts.append(f"<p><i>{esc(self.t(key, found=found, total=len(right)))}</i></p>")
        state = "right" if feedback.right else "wrong"
        self.feedback.value = f'<div class="moai-feedback-{state}">{"".join(parts)}</div>'
        can_follow = self.exercise.play_on > 0 and bool(self.tried)
        self.follow_button.layout.display = None if can_follow else "none"

    def describe(self, action: Action) -> str:
        """A move in the words of the play page's buttons."""
        names = self.lesson.player_names(self.lang)
        if self.pad is not None:
            return self.pad.describe(action, self.lang, names)
        return self.lesson.describe_move(action, self.lang)

    # -- what follows --------------------------------------------------------------------------
    def compared(self) -> list[Action]:
        """The moves to play on from: the learner's legal moves, then the right ones."""
        parse = self.lesson.engine.ACTIONS.parse
        right = [parse(c.action) for c in self.exercise.moves if c.right]
        return list(dict.fromkeys([*self.tried, *right]))

    def open_play_on(self) -> None:
        """Show what the bots make of the learner's last move (and let them compare others)."""
        moves = self.compared()
        if not moves:
            return
        last = self.latest if self.latest in moves else moves[0]
        options = [(self.move_label(a), i) for i, a in enumerate(moves)]
        self._quiet = True
        try:
            self.which.options = options
            self.which.value = moves.index(last)
        finally:
            self._quiet = False
        self.follow_box.layout.display = None
        self.draw_play_on()

    def move_label(self, action: Action) -> str:
        label = self.describe(action)
        right = {c.action for c in self.exercise.moves if c.right}
        mark = self.t("lesson.mark_right") if str(action) in right else ""
        mine = self.t("lesson.mark_yours") if action in self.tried else ""
        return label + mine + mark

    def draw_play_on(self) -> None:
        if self._quiet:
            return
        moves = self.compared()
        if self.which.value is None or self.which.value >= len(moves):
            return
        action = moves[self.which.value]
        if action not in self._played:
            self._played[action] = self.run.play_on(action, self.index)
        played = self._played[action]
        lesson, lang = self.lesson, self.lang
        names = lesson.player_names(lang)
        lines = "".join(
            f"<li>{esc(lesson.engine.describe(e, lang, names))}</li>" for e in played.events
        )
        head = self.t("lesson.played_on", move=self.describe(action), n=played.actions)
        self.follow_text.value = (
            f"<p><b>{esc(head)}</b></p>"
            f"<ul style='max-height:180px;overflow:auto;margin:2px 0'>{lines}</ul>"
        )
        seat = self.run.mover(self.index)
        self.follow_figures.show(self.draw_figures(played.game.view(seat), lang))
