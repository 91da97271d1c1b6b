"""The gallery: every figure of the kit on seeded positions, in the chosen language."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.plots.games import Maker, figures_of
from widgets.figures import FigureSlot
from widgets.language import page_lang
from widgets.page import Page
from widgets.page_links import home_html


def all_figures() -> list[tuple[str, Maker]]:
    """Every game's gallery figures (each game lists its own: ``kit.plots.<game>.FIGURES``)."""
    return [item for key in games.keys() for item in figures_of(key).samples()]


class Gallery(Page):
    """Every figure with its caption; the language toggle redraws them all."""

    def __init__(
        self, lang: str | None = None, makers: list[tuple[str, Maker]] | None = None
    ) -> None:
        self.language_switch(page_lang() if lang is None else lang)
        self.makers = makers if makers is not None else all_figures()
        self.title = W.HTML()
        self.captions = [W.HTML() for _ in self.makers]
        self.slots = [FigureSlot() for _ in self.makers]
        items: list[Any] = []
        for caption, slot in zip(self.captions, self.slots, strict=True):
            items += [caption, slot]
        top = self.title_row(self.title)
        self.back = W.HTML()  # the way back to the start page
        self.back.add_class("moai-page-nav")
        super().__init__([top, self.back, *items], layout=W.Layout(max_width="1100px"))
        self.add_class("moai-gallery")
        self.ready()

    def render(self) -> None:
        """Draw every figure in the current language."""
        lang = self.lang
        self.title.value = (
            f'<h2 class="moai-title">{html.escape(i18n.t("gallery.title", lang))}</h2>'
        )
        self.back.value = home_html(lang, Path.cwd())
        for (key, make), caption, slot in zip(self.makers, self.captions, self.slots, strict=True):
            caption.value = f"<h3>{html.escape(i18n.t(key, lang))}</h3>"
            slot.show(make(lang))
