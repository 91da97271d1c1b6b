"""A game-design lesson page: the question, a committed prediction, a seeded run, the figures,
the check of the prediction, and what a designer concludes (lessons: :mod:`kit.lab.lessons`)."""

from __future__ import annotations

import asyncio
import html
from pathlib import Path
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.lab.compare import compare
from kit.lab.games import engine
from kit.lab.lesson_blocks import held
from kit.lab.lessons import RESAMPLES, DesignLesson, design_lesson
from kit.plots.lab import lab_figure
from widgets.figures import FigureSlot
from widgets.lab.run import ABRun, launch, named_comparison
from widgets.language import page_lang, with_lang
from widgets.page import Page
from widgets.page_links import PageNav, add_nav
from widgets.play.bots import in_kernel


def esc(text: Any) -> str:
    return html.escape(str(text))


class DesignLessonPage(Page):
    """One design lesson, from the question to the open task."""

    def __init__(self, lesson: DesignLesson, lang: str | None = None) -> None:
        self.language_switch(page_lang() if lang is None else lang)
        self.lesson = lesson
        self.prediction: str | None = None
        self.run_state: ABRun | None = None
        self._findings: tuple[Any, ...] | None = None  # (run, comparison, answer, quoted)
        self.task: asyncio.Future | None = None
        self.title = W.HTML()
        self.question = W.HTML()
        self.setup = W.HTML()
        self.choices = W.RadioButtons(options=[], value=None, layout=W.Layout(width="auto"))
        self.choices.add_class("moai-design-choices")
        self.commit = W.Button(
            button_style="info", icon="lock", layout=W.Layout(width="auto", align_self="flex-start")
        )
        self.commit.add_class("moai-design-commit")
        self.commit.on_click(lambda _: self.commit_prediction())
        self.run_button = W.Button(
            button_style="primary", icon="play", disabled=True, layout=W.Layout(width="auto")
        )
        self.run_button.add_class("moai-design-run")
        self.run_button.on_click(lambda _: self.run())
        self.progress = W.IntProgress(value=0, min=0, max=1, layout=W.Layout(width="300px"))
        self.note = W.HTML()
        self.note.add_class("moai-design-note")
        self.slots = [FigureSlot() for _ in lesson.figures]
        self.result = W.HTML()
        self.result.add_class("moai-design-result")
        self.after = W.HTML()
        self.after.add_class("moai-design-after")
        super().__init__(
            [
                self.title_row(self.title),
                self.question,
                self.setup,
                self.choices,
                self.commit,
                W.HBox([self.run_button, self.progress], layout=W.Layout(align_items="center")),
                self.note,
                *self.slots,
                self.result,
                self.after,
            ]
        )
        self.add_class(f"moai-design-{lesson.id}")
        self.ready()

    def t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    def render(self) -> None:
        """Every word in the page's language; the prediction and the results stay."""
        lesson = self.lesson
        t = self.t
        self.title.value = f"<h2 class='moai-title'>{esc(t(lesson.text('title')))}</h2>"
        self.question.value = (
            f"<h4>{esc(t('design.page.question'))}</h4><p>{esc(t(lesson.text('question')))}</p>"
        )
        self.setup.value = (
            f"<h4>{esc(t('design.page.setup'))}</h4><p>{esc(t(lesson.text('setup')))}</p>"
            f"<p><i>{esc(t('design.page.games', games=lesson.games, seed=lesson.seed))}</i></p>"
            f"<h4>{esc(t('design.page.predict'))}</h4>"
        )
        value = self.choices.value
        self.choices.options = [(t(lesson.text(f"choice.{c}")), c) for c in lesson.choices]
        self.choices.value = value
        self.commit.description = t("design.page.commit")
        self.run_button.description = t("design.page.run")
        self.draw()

    # -- the prediction ----------------------------------------------------------------------
    def commit_prediction(self) -> None:
        """Fix the chosen prediction (it cannot change afterwards); then the run may start."""
        if self.prediction is not None:
            return
        if self.choices.value is None:
            self.note.value = (
                f"<span style='color:#b00'>{esc(self.t('design.page.choose_first'))}</span>"
            )
            return
        self.prediction = self.choices.value
        self.choices.disabled = True
        self.commit.disabled = True
        self.run_button.disabled = False
        self.draw()

    # -- the run -----------------------------------------------------------------------------
    def run(self) -> None:
        """Play the lesson's seeded experiment (after the prediction is committed)."""
        if self.prediction is None or self.run_state is not None:
            return
        lesson = self.lesson
        run = ABRun(
            lesson.rulesets(),
            players=lesson.players,
            bots=list(lesson.bots),
            games=lesson.games,
            seed=lesson.seed,
        )
        self.run_state = run
        self.progress.max = run.total
        self.run_button.disabled = True
        self.task = launch(run, lambda _: self._progress(), self.draw, live=in_kernel())

    def _progress(self) -> None:
        if self.run_state is not None:
            self.progress.value = self.run_state.done
            self.note.value = esc(self.t("design.page.running"))

    def finished(self) -> bool:
        run = self.run_state
        return run is not None and run.finished and run.done == run.total

    def draw(self) -> None:
        """The committed prediction, and once the run is done: figures, check, conclusion."""
        lesson, t = self.lesson, self.t
        if self.prediction is not None:
            self.note.value = esc(
                t("design.page.committed", choice=t(lesson.text(f"choice.{self.prediction}")))
            )
        if not self.finished():
            return
        run = self.run_state
        assert run is not None
        self.progress.value = run.done
        tables = run.tables
        if self._findings is None or self._findings[0] is not run:
            comparison = compare(tables["A"], tables["B"], resamples=RESAMPLES)
            self._findings = (run, comparison, *lesson.findings(tables))
        _, comparison, answer, quoted = self._findings
        figures = self._figures(tables, comparison)
        for slot, name in zip(self.slots, lesson.figures, strict=True):
            slot.show(figures[name])
        right = answer == self.prediction
        verdict = (
            t("design.page.right")
            if right
            else t("design.page.wrong", answer=t(lesson.text(f"choice.{answer}")))
        )
        colour = "#1a7f37" if right else "#b35900"
        self.result.value = (
            f"<h4>{esc(t('design.page.result'))}</h4>"
            f"<p class='moai-design-verdict' style='color:{colour}'><b>{esc(verdict)}</b></p>"
            f"<p>{esc(t(lesson.text('explain'), **quoted))}</p>{self._held(answer)}"
        )
        link = with_lang(f"../{lesson.game}/lab.ipynb", self.lang)
        self.after.value = (
            f"<h4>{esc(t('design.page.conclusion'))}</h4>"
            f"<p>{esc(t(lesson.text('conclusion'), **quoted))}</p>"
            f"<h4>{esc(t('design.page.next'))}</h4><p>{esc(t(lesson.text('next')))}</p>"
            f"<h4>{esc(t('design.page.task'))}</h4><p>{esc(t(lesson.text('task')))}</p>"
            f"<p><a class='moai-link' href='{link}'>{esc(t('design.page.open_lab'))}</a></p>"
        )

    def _held(self, answer: str) -> str:
        """How often the run's verdict held on other seeds (:mod:`kit.lab.lesson_blocks`)."""
        alike, total = held(self.lesson, answer)
        if not total:
            return ""
        text = self.t("design.page.held", blocks=total, games=self.lesson.games, alike=alike)
        return f"<p class='moai-design-held'>{esc(text)}</p>"

    def _figures(self, tables: dict[str, Any], comparison: Any) -> dict[str, Any]:
        comparison = named_comparison(comparison, self.lang)  # the bots by name, not by spec
        summaries = {"A": comparison.a, "B": comparison.b}
        game = self.lesson.game
        default = engine(game).default_board().to_dict() if games.spec(game).has_board else {}
        boards = {name: rs.board or default for name, rs in self.lesson.rulesets().items()}
        return {
            name: lab_figure(name, tables, summaries, comparison, self.lang, boards, game)
            for name in self.lesson.figures
        }


def design_page(
    lesson_id: str, lang: str | None = None, root: Path | str | None = None
) -> DesignLessonPage:
    """The page of the design lesson ``lesson_id``, with the ways to its game's pages (``root``:
    the design lessons' folder, by default the current one, as in Voila)."""
    page = DesignLessonPage(design_lesson(lesson_id), lang)
    game = page.lesson.game
    folder = (Path(root) if root is not None else Path.cwd()).parent / game
    return add_nav(page, PageNav(game, "design", page.toggle, folder, prefix=f"../{game}/"))
