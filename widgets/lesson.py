"""Lesson pages: a prepared position stepped through rule by rule, and a "what would you do?".

:class:`LessonPage` shows one lesson of :mod:`kit.lessons` (any game): the explanation, the
figures of the position (updated at each step), Next step / Back / Restart, the rule applied with
its number and why, the exercise with a button per choice and its feedback, and links to the next
lesson, the lessons' index (:mod:`widgets.lesson_index`) and the play page.

What differs between games is only the figures, which each game describes once
(:func:`kit.plots.games.figures_of`).
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import ipywidgets as W
import plotly.graph_objects as go

from kit import games
from kit.core import i18n
from kit.lessons import Lesson, LessonRun, lesson_ids, load, mechanism_key
from kit.plots.games import figures_of
from widgets.figures import FigureSlot
from widgets.language import language_toggle, page_lang, with_lang

ACCENTS = {spec.key: spec.accent for spec in games.specs()}


def esc(text: str) -> str:
    return html.escape(text)


def rich_html(text: str) -> str:
    """Plain text as HTML: paragraphs split by a blank line, lines starting with "- " as a list."""
    out = []
    for block in text.split("\n\n"):
        lines = [line for line in block.split("\n") if line.strip()]
        items = [line[2:] for line in lines if line.startswith("- ")]
        lead = [line for line in lines if not line.startswith("- ")]
        if lead:
            out.append(f"<p>{esc(' '.join(lead))}</p>")
        if items:
            out.append("<ul>" + "".join(f"<li>{esc(item)}</li>" for item in items) + "</ul>")
    return "".join(out)


def game_name(game: str, lang: str) -> str:
    """The game's name as the start page shows it (from the game's description)."""
    return games.spec(game).name(lang)


def link(
    href: str, text: str, css: str = "", colour: str = "#1f5f8b", lang: str | None = None
) -> str:
    """An HTML link to another page of the kit (asking it for ``lang``, when given)."""
    if lang is not None:
        href = with_lang(href, lang)
    return (
        f'<a class="moai-link {css}" href="{esc(href)}" '
        f'style="margin-right:18px;font-weight:600;color:{colour}">{esc(text)}</a>'
    )


class FigureBoard(W.VBox):
    """Figures shown by name, one :class:`FigureSlot` each, in the order they are given."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.slots: dict[str, FigureSlot] = {}

    def show(self, figures: Mapping[str, go.Figure], only: tuple[str, ...] = ()) -> None:
        """Show ``figures`` (only those named in ``only``, if given); drop the others."""
        names = [name for name in figures if not only or name in only]
        for name in names:
            if name not in self.slots:
                self.slots[name] = FigureSlot()
                self.slots[name].add_class(f"moai-figure-{name}")
            self.slots[name].show(figures[name])
        self.children = [self.slots[name] for name in names]


class LessonPage(W.VBox):
    """One lesson: ``LessonPage("rapanui", "03_sacrifice")``. ``root`` is the folder of the game's
    pages (to link only to pages that exist; default: the current folder, as in Voila)."""

    def __init__(
        self, game: str, lesson_id: str, lang: str | None = None, root: Path | str | None = None
    ) -> None:
        lang = page_lang() if lang is None else lang
        self.lesson: Lesson = load(game, lesson_id)
        self.run = LessonRun(self.lesson)
        self.root = Path(root) if root is not None else Path.cwd()
        self.feedback_choice: str | None = None
        accent = ACCENTS.get(game, "#444")

        self.toggle = language_toggle(lang)
        self.title = W.HTML()
        self.nav = W.HTML()
        self.mechanisms = W.HTML()
        self.explanation = W.HTML(layout=W.Layout(max_width="860px"))
        self.explanation.add_class("moai-lesson-explanation")
        self.restart_button = W.Button(icon="fast-backward")
        self.restart_button.add_class("moai-lesson-restart")
        self.back_button = W.Button(icon="step-backward")
        self.back_button.add_class("moai-lesson-back")
        self.step_button = W.Button(icon="step-forward", button_style="primary")
        self.step_button.add_class("moai-lesson-step")
        self.progress = W.HTML()
        self.progress.add_class("moai-lesson-progress")
        self.restart_button.on_click(lambda _: self.restart())
        self.back_button.on_click(lambda _: self.back())
        self.step_button.on_click(lambda _: self.step())
        self.rule = W.HTML(layout=W.Layout(max_width="860px"))
        self.rule.add_class("moai-lesson-rule")
        self.figures = FigureBoard()
        self.figures.add_class("moai-lesson-steps")
        self.viewer_note = W.HTML()
        self.exercise_title = W.HTML()
        self.question = W.HTML(layout=W.Layout(max_width="860px"))
        self.question.add_class("moai-lesson-question")
        self.exercise_figures = FigureBoard()
        self.choice_buttons: dict[str, W.Button] = {}
        for choice in self.lesson.exercise.choices:
            button = W.Button(layout=W.Layout(width="auto", margin="2px 6px 2px 0"))
            button.add_class("moai-lesson-choice")
            button.add_class(f"moai-choice-{choice.id}")
            button.on_click(lambda _, cid=choice.id: self.choose(cid))
            self.choice_buttons[choice.id] = button
        self.feedback = W.HTML(layout=W.Layout(max_width="860px"))
        self.feedback.add_class("moai-lesson-feedback")
        self.footer = W.HTML()
        self.footer.add_class("moai-lesson-footer")

        header = W.HBox(
            [self.title, self.toggle],
            layout=W.Layout(justify_content="space-between", align_items="center"),
        )
        controls = W.HBox(
            [self.restart_button, self.back_button, self.step_button, self.progress],
            layout=W.Layout(align_items="center", flex_flow="row wrap"),
        )
        exercise = W.VBox(
            [
                self.exercise_title,
                self.question,
                self.exercise_figures,
                W.Box(list(self.choice_buttons.values()), layout=W.Layout(flex_flow="row wrap")),
                self.feedback,
            ],
            layout=W.Layout(
                border=f"2px solid {accent}", padding="4px 14px 10px", margin="16px 0 8px"
            ),
        )
        exercise.add_class("moai-lesson-exercise")
        super().__init__(
            [
                header,
                self.nav,
                self.mechanisms,
                self.explanation,
                controls,
                self.rule,
                self.figures,
                self.viewer_note,
                exercise,
                self.footer,
            ],
            layout=W.Layout(max_width="1180px", width="100%"),
        )
        self.add_class("moai-lesson")
        self.add_class(f"moai-lesson-{game}")
        self.toggle.observe(lambda _: self.render(), names="value")
        self.render()

    # -- language ------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.toggle.value

    def set_lang(self, lang: str) -> None:
        """Switch every string of the page to ``lang`` (the position stays where it is)."""
        self.toggle.value = i18n.check_lang(lang)

    def t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    # -- moving --------------------------------------------------------------------------------
    def step(self) -> None:
        if self.run.step():
            self.show_position()

    def back(self) -> None:
        if self.run.back():
            self.show_position()

    def restart(self) -> None:
        self.run.restart()
        self.show_position()

    def choose(self, choice_id: str) -> None:
        """The learner picked ``choice_id``: colour its button and explain."""
        feedback = self.run.answer(choice_id)
        self.choice_buttons[choice_id].button_style = "success" if feedback.right else "danger"
        self.feedback_choice = choice_id
        self.show_feedback()

    # -- drawing -------------------------------------------------------------------------------
    def render(self) -> None:
        """Draw every string and figure in the current language."""
        lesson, lang = self.lesson, self.lang
        game = game_name(lesson.game, lang)
        title = self.t(
            "lesson.title", game=game, n=lesson.number, title=lesson.text(lesson.title, lang)
        )
        accent = ACCENTS.get(lesson.game, "#444")
        self.title.value = (
            f'<h2 class="moai-title" style="margin:6px 0;color:{accent}">{esc(title)}</h2>'
        )
        self.nav.value = self.links_html("moai-lesson-nav")
        mechanisms = ", ".join(lesson.text(mechanism_key(m), lang) for m in lesson.mechanisms)
        self.mechanisms.value = (
            f"<div><b>{esc(self.t('lesson.mechanisms'))}</b> {esc(mechanisms)}</div>"
        )
        self.explanation.value = rich_html(lesson.text(lesson.explanation, lang))
        self.restart_button.description = self.t("lesson.restart")
        self.back_button.description = self.t("lesson.back")
        self.step_button.description = self.t("lesson.step")
        self.exercise_title.value = (
            f"<h3 style='margin:6px 0'>{esc(self.t('lesson.exercise'))}</h3>"
        )
        self.question.value = f"<p>{esc(lesson.question_text(lang))}</p>"
        for choice in lesson.exercise.choices:
            self.choice_buttons[choice.id].description = lesson.choice_label(choice, lang)
        game_view = self.run.exercise_game.view(self.run.exercise_viewer())
        self.exercise_figures.show(self.figures_of(game_view), only=tuple(lesson.exercise.figures))
        self.footer.value = self.links_html("moai-lesson-links", with_next=True)
        self.show_position()
        self.show_feedback()

    def figures_of(self, view: dict[str, Any]) -> dict[str, go.Figure]:
        names = self.lesson.player_names(self.lang)
        return figures_of(self.lesson.game).build(view, self.lang, names, ())

    def show_position(self) -> None:
        """Redraw what depends on the step reached: progress, buttons, rule panel, figures."""
        run, lesson, lang = self.run, self.lesson, self.lang
        self.progress.value = f"<b>{esc(self.t('lesson.progress', k=run.index, n=run.total))}</b>"
        for name in list(self.progress._dom_classes):
            if name.startswith("moai-lesson-at-"):
                self.progress.remove_class(name)
        self.back_button.disabled = run.at_start
        self.restart_button.disabled = run.at_start
        self.step_button.disabled = run.at_end
        accent = ACCENTS.get(lesson.game, "#444")
        box = f"border-left:5px solid {accent};padding:4px 14px;margin:8px 0;background:#f6f8f7"
        if run.last_step is None:
            body = f"<p>{esc(self.t('lesson.begin'))}</p>"
        else:
            step = run.last_step
            rules = "".join(
                f'<div class="moai-lesson-rule-line"><b>{esc(self.t("lesson.rule", rule=r))}</b>'
                f" · {esc(lesson.rule_text(r, lang))}</div>"
                for r in step.rules
            )
            sentence = lesson.step_sentence(run.index - 1, lang)
            names = lesson.player_names(lang)
            log = "".join(
                f"<li>{esc(lesson.engine.describe(e, lang, names))}</li>" for e in run.events
            )
            body = (
                f'<div style="margin-top:4px">{rules}</div>'
                f'<p class="moai-lesson-sentence" style="font-size:1.08em">{esc(sentence)}</p>'
                f'<div style="color:#555;font-size:.92em">{esc(self.t("lesson.happened"))}'
                f'<ul style="margin:2px 0 4px">{log}</ul></div>'
            )
            if run.at_end:
                body += f"<p><b>{esc(self.t('lesson.done'))}</b></p>"
        self.rule.value = f'<div style="{box}">{body}</div>'
        seat = run.viewer()
        self.figures.show(self.figures_of(run.game.view(seat)))
        if seat is None:
            note = self.t("lesson.public")
        else:
            note = self.t("lesson.seen_by", name=lesson.player_names(lang)[seat])
        self.viewer_note.value = f'<div style="color:#555;font-style:italic">{esc(note)}</div>'
        # last: a class naming the step reached, a sync point for browser tests
        self.progress.add_class(f"moai-lesson-at-{run.index}")

    def show_feedback(self) -> None:
        """Explain the last choice picked (nothing before the first)."""
        cid = self.feedback_choice
        if cid is None:
            self.feedback.value = ""
            return
        lesson, lang = self.lesson, self.lang
        feedback = lesson.answer(cid, self.run.exercise_game)
        verdict = self.t("lesson.right" if feedback.right else "lesson.wrong")
        colour = "#1a7f37" if feedback.right else "#b42318"
        parts = [
            f'<p><b style="color:{colour}">{esc(verdict)}</b> '
            f"{esc(lesson.why_text(feedback.choice, lang))}</p>"
        ]
        if feedback.reason is not None:
            reason = feedback.reason.get(lang, feedback.reason["en"])
            parts.append(
                f'<p style="color:#555">{esc(self.t("lesson.illegal", reason=reason))}</p>'
            )
        right = lesson.exercise.right_ids
        if len(right) > 1:
            found = len(set(right) & set(self.run.answers))
            key = "lesson.solved" if self.run.solved else "lesson.found"
            parts.append(f"<p><i>{esc(self.t(key, found=found, total=len(right)))}</i></p>")
        state = "right" if feedback.right else "wrong"
        self.feedback.value = f'<div class="moai-feedback-{state}">{"".join(parts)}</div>'

    def links_html(self, css: str, with_next: bool = False) -> str:
        """Links to the next lesson, the lessons' index, the play page and the start page (only
        to pages that exist under ``root``)."""
        lesson, lang, root = self.lesson, self.lang, self.root
        links = []
        if with_next:
            ids = lesson_ids(lesson.game)
            later = ids[ids.index(lesson.id) + 1 :]
            if later and (root / f"{later[0]}.ipynb").exists():
                following = load(lesson.game, later[0])
                text = self.t("lesson.next", title=following.text(following.title, lang))
                links.append(link(f"{later[0]}.ipynb", text, "moai-lesson-next", lang=lang))
            elif not later:
                links.append(f"<b style='margin-right:18px'>{esc(self.t('lesson.last'))}</b>")
        for key, href in (
            ("lesson.index", "lessons.ipynb"),
            ("lesson.play", "play.ipynb"),
            ("lesson.home", "../index.ipynb"),
        ):
            if (root / href).exists():
                links.append(link(href, self.t(key), lang=lang))
        return f'<div class="{css}" style="margin:8px 0">{"".join(links)}</div>'
