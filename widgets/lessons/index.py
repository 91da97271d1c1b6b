"""A game's lessons in order, each with its summary and mechanisms, linked to its page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets as W

from kit.core import i18n
from kit.lab.lessons import design_lessons
from kit.lessons import lesson_ids, load, mechanism_key
from widgets.language import page_lang, with_lang
from widgets.lessons.lesson import ACCENTS, esc, game_name, link
from widgets.page import Page


class LessonIndex(Page):
    """The lessons of one game in order, with links (``root``: the folder of the game's pages)."""

    def __init__(self, game: str, lang: str | None = None, root: Path | str | None = None) -> None:
        self.language_switch(page_lang() if lang is None else lang)
        self.game = game
        self.lessons = [load(game, lesson_id) for lesson_id in lesson_ids(game)]
        self.root = Path(root) if root is not None else Path.cwd()
        self.title = W.HTML()
        self.body = W.HTML(layout=W.Layout(max_width="860px"))
        self.body.add_class("moai-lessons")
        super().__init__(
            [self.title_row(self.title), self.body],
            layout=W.Layout(max_width="920px", width="100%"),
        )
        self.add_class("moai-lesson-index")
        self.ready()

    def render(self) -> None:
        lang, root = self.lang, self.root

        def t(key: str, **params: Any) -> str:
            return esc(i18n.t(key, lang, **params))

        accent = ACCENTS.get(self.game, "#444")
        name = game_name(self.game, lang)
        self.title.value = (
            f'<h2 class="moai-title" style="color:{accent};margin:6px 0">'
            f"{t('lessons.title', game=name)}</h2>"
        )
        items = []
        for lesson in self.lessons:
            title = esc(lesson.text(lesson.title, lang))
            if (root / lesson.notebook).exists():
                title = (
                    f'<a class="moai-link" href="{esc(with_lang(lesson.notebook, lang))}" '
                    f'style="color:{accent}">{title}</a>'
                )
            mechanisms = i18n.t("app.list_sep", lang).join(
                lesson.text(mechanism_key(m), lang) for m in lesson.mechanisms
            )
            items.append(
                f'<li class="moai-lesson-item" style="margin:8px 0">'
                f"<b>{t('lessons.number', n=lesson.number)}{t('app.sep')}{title}</b><br>"
                f"{esc(lesson.text(lesson.summary, lang))}<br>"
                f'<span style="color:#666">{t("lessons.mechanisms", list=mechanisms)}</span></li>'
            )
        design = [
            f'<li class="moai-design-item"><a class="moai-link" href="{with_lang(f"../design/{d.id}.ipynb", lang)}" '
            f'style="color:{accent}">{t(d.text("title"))}</a></li>'
            for d in design_lessons(self.game)
            if (root.parent / "design" / f"{d.id}.ipynb").exists()
        ]
        design_html = (
            f"<h3>{t('design.page.lessons')}</h3><ul class='moai-design-list'>{''.join(design)}</ul>"
            if design
            else ""
        )
        links = [
            link(href, i18n.t(key, lang), lang=lang)
            for key, href in (
                ("lesson.play", "play.ipynb"),
                ("lesson.lab", "lab.ipynb"),
                ("lesson.home", "../index.ipynb"),
                ("lesson.teachers", "../teachers.ipynb"),
            )
            if (root / href).exists()
        ]
        self.body.value = (
            f"<p>{t('lessons.intro')}</p>"
            f'<ol style="list-style:none;padding-left:0">{"".join(items)}</ol>'
            f"{design_html}"
            f'<div style="margin:10px 0">{"".join(links)}</div>'
        )
