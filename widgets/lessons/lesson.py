"""Lesson pages: a prepared position stepped through rule by rule, and a "what would you do?".

:class:`LessonPage` shows one lesson of :mod:`kit.lessons` (any game): the explanation, the
figures of the position (updated at each step), Next step / Back / Restart, the rule applied with
its number and why, the exercise with a button per choice and its feedback, and links to the next
lesson, the lessons' index (:mod:`widgets.lessons.index`) and the play page.

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
from kit.core.actions import Action
from kit.lessons import Attempt, Lesson, LessonRun, lesson_ids, load, mechanism_key
from kit.plots.games import figures_of
from widgets.figures import FigureSlot
from widgets.language import page_lang, with_lang
from widgets.lessons.exercise import ExerciseBox
from widgets.lessons.moves import MovePad
from widgets.page import Page

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


class LessonPage(Page):
    """One lesson: ``LessonPage("rapanui", "03_sacrifice")``. ``root`` is the folder of the game's
    pages (to link only to pages that exist; default: the current folder, as in Voila)."""

    def __init__(
        self, game: str, lesson_id: str, lang: str | None = None, root: Path | str | None = None
    ) -> None:
        # a page of its own (lang None) is built first, then told its address's language: a
        # preheated kernel builds it before the student's request, which page_lang waits for
        asked, lang = lang is None, lang or "en"
        self.lesson: Lesson = load(game, lesson_id)
        self.run = LessonRun(self.lesson)
        self.root = Path(root) if root is not None else Path.cwd()
        self.missed = False  # the learner's last click on the board meant no move
        accent = ACCENTS.get(game, "#444")

        self.language_switch(lang)
        self.title = W.HTML()
        self.nav = W.HTML()
        self.mechanisms = W.HTML()
        self.explanation = W.HTML(layout=W.Layout(max_width="860px"))
        self.explanation.add_class("moai-lesson-explanation")
        self.restart_button = W.Button(icon="fast-backward", layout=W.Layout(width="auto"))
        self.restart_button.add_class("moai-lesson-restart")
        self.back_button = W.Button(icon="step-backward", layout=W.Layout(width="auto"))
        self.back_button.add_class("moai-lesson-back")
        self.step_button = W.Button(
            icon="step-forward", button_style="primary", layout=W.Layout(width="auto")
        )
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
        # a step the learner makes: the play page's controls on the position, and what came of it
        self.step_pad = MovePad(game, self.try_step, self.missed_step)
        self.step_pad.add_class("moai-lesson-your-move")
        self.attempt = W.HTML(layout=W.Layout(max_width="860px"))
        self.attempt.add_class("moai-lesson-attempt")
        self.last_attempt: Attempt | None = None
        self.exercises = [
            ExerciseBox(self.run, i, FigureBoard, self.figures_in, accent, lang)
            for i in range(len(self.lesson.exercises))
        ]
        self.footer = W.HTML()
        self.footer.add_class("moai-lesson-footer")

        controls = W.HBox(
            [self.restart_button, self.back_button, self.step_button, self.progress],
            layout=W.Layout(align_items="center", flex_flow="row wrap"),
        )
        super().__init__(
            [
                self.title_row(self.title),
                self.nav,
                self.mechanisms,
                self.explanation,
                controls,
                self.rule,
                self.figures,
                self.step_pad,
                self.attempt,
                self.viewer_note,
                *self.exercises,
                self.footer,
            ],
            layout=W.Layout(max_width="1180px", width="100%"),
        )
        self.add_class("moai-lesson")
        self.add_class(f"moai-lesson-{game}")
        self.ready()
        if asked:  # redrawn only if the address asks for another language
            self.toggle.value = i18n.check_lang(page_lang())

    # -- language (the position stays where it is: see Page.set_lang) ---------------------------
    def t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    # -- the first exercise, by its old names ----------------------------------------------------
    @property
    def question(self) -> W.HTML:
        return self.exercises[0].question

    @property
    def feedback(self) -> W.HTML:
        return self.exercises[0].feedback

    @property
    def choice_buttons(self) -> dict[str, W.Button]:
        """The first exercise's buttons (its named options; its moves are made with controls)."""
        return self.exercises[0].buttons

    @property
    def exercise_figures(self) -> Any:
        """The first exercise's figures (its move pad when it is answered by a move)."""
        box = self.exercises[0]
        return box.pad if box.pad is not None else box.figures

    # -- moving --------------------------------------------------------------------------------
    def step(self) -> None:
        self.last_attempt = None
        if self.run.step():
            self.show_position()

    def back(self) -> None:
        if self.run.back():
            self.show_position()

    def restart(self) -> None:
        self.run.restart()
        self.show_position()

    def choose(self, choice_id: str, index: int = 0) -> None:
        """The learner picked ``choice_id`` of exercise ``index`` (a move is made as a move)."""
        self.exercises[index].choose(choice_id)

    def try_step(self, action: Action) -> None:
        """The learner's move at a step marked "yours": taken if it is the step's move."""
        if not self.run.yours:
            return
        self.last_attempt = self.run.try_step(action)
        self.missed = False
        if self.last_attempt.done:
            self.show_position()
        else:
            self.draw_attempt()

    def missed_step(self) -> None:
        self.last_attempt, self.missed = None, True
        self.draw_attempt()

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
        for box in self.exercises:
            box.render(lang)
        self.footer.value = self.links_html("moai-lesson-links", with_next=True)
        self.show_position()

    def figures_in(self, view: dict[str, Any], lang: str) -> dict[str, go.Figure]:
        names = self.lesson.player_names(lang)
        return figures_of(self.lesson.game).build(view, lang, names, ())

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
        yours = run.yours
        self.step_button.description = self.t("lesson.show_me" if yours else "lesson.step")
        accent = ACCENTS.get(lesson.game, "#444")
        box = f"border-left:5px solid {accent};padding:4px 14px;margin:8px 0;background:#f6f8f7"
        if run.last_step is None:
            begin = "lesson.begin_yours" if run.yours else "lesson.begin"
            body = f"<p>{esc(self.t(begin))}</p>"
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
        if yours:
            body += self.your_move_html()
        self.rule.value = f'<div style="{box}">{body}</div>'
        seat = run.viewer()
        self.figures.layout.display = "none" if yours else None
        self.step_pad.layout.display = None if yours else "none"
        if yours:
            action = run.next_action()
            assert action is not None
            self.step_pad.show(run.game, action.seat, lang, lesson.player_names(lang))
        else:
            self.figures.show(self.figures_of(run.game.view(seat)))
        self.draw_attempt()
        if seat is None:
            note = self.t("lesson.public")
        else:
            note = self.t("lesson.seen_by", name=lesson.player_names(lang)[seat])
        self.viewer_note.value = f'<div style="color:#555;font-style:italic">{esc(note)}</div>'
        # last: a class naming the step reached, a sync point for browser tests
        self.progress.add_class(f"moai-lesson-at-{run.index}")

    def your_move_html(self) -> str:
        """The call to make the next step's move, with the rules it is about."""
        run, lesson, lang = self.run, self.lesson, self.lang
        action = run.next_action()
        assert action is not None
        step = lesson.steps[run.index]
        name = lesson.player_names(lang)[action.seat]
        rules = "".join(
            f"<li><b>{esc(self.t('lesson.rule', rule=r))}</b> · {esc(lesson.rule_text(r, lang))}"
            "</li>"
            for r in step.rules
        )
        return (
            f'<div class="moai-lesson-your-turn" style="margin-top:6px;padding:6px 10px;'
            f'background:#fff7e0;border-radius:6px"><b>{esc(self.t("lesson.your_move", name=name))}'
            f"</b><ul style='margin:2px 0'>{rules}</ul>"
            f"<div style='color:#555'>{esc(self.t('lesson.your_move_help'))}</div></div>"
        )

    def draw_attempt(self) -> None:
        """What came of the learner's try at a step of theirs."""
        attempt, lesson, lang = self.last_attempt, self.lesson, self.lang
        if self.missed:
            text, css = self.t("lesson.no_move_there"), "miss"
        elif attempt is None or attempt.done:
            self.attempt.value = ""
            return
        elif attempt.legal:
            move = self.step_pad.describe(attempt.action, lang, lesson.player_names(lang))
            text, css = self.t("lesson.not_this_move", move=move), "other"
        else:
            assert attempt.reason is not None
            reason = attempt.reason.get(lang, attempt.reason["en"])
            text, css = self.t("lesson.illegal", reason=reason), "illegal"
        self.attempt.value = (
            f'<div class="moai-attempt-{css}" style="color:#8c510a;margin:4px 0">{esc(text)}</div>'
        )

    def links_html(self, css: str, with_next: bool = False) -> str:
        """Links to the next lesson, the lessons' index, the play page, the lab and the start
        page (only to pages that exist under ``root``)."""
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
            ("lesson.lab", "lab.ipynb"),
            ("lesson.home", "../index.ipynb"),
        ):
            if (root / href).exists():
                links.append(link(href, self.t(key), lang=lang))
        return f'<div class="{css}" style="margin:8px 0">{"".join(links)}</div>'
