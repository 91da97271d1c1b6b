"""The gallery: every figure of the kit on seeded positions, in the chosen language."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as W
import plotly.graph_objects as go

from kit import giants, rapanui
from kit.core import i18n
from kit.plots import (
    giants_board,
    giants_breakdown,
    giants_tiles,
    rapanui_altar,
    rapanui_breakdown,
    rapanui_table,
    score_history,
)
from kit.plots.samples import played
from widgets.figures import FigureSlot
from widgets.language import language_toggle

Maker = Callable[[str], go.Figure]


def rapanui_figures() -> list[tuple[str, Maker]]:
    """The Rapa Nui figures: a game in the middle (seen by seat 0, and publicly) and at its end."""
    middle = played(rapanui, 3, seed=7, steps=70)
    end = played(rapanui, 3, seed=7)
    return [
        ("gallery.rapanui.table", lambda lang: rapanui_table(middle.view(0), lang)),
        ("gallery.rapanui.altar", lambda lang: rapanui_altar(middle.view(0), lang)),
        ("gallery.rapanui.altar_public", lambda lang: rapanui_altar(middle.view(None), lang)),
        ("gallery.rapanui.altar_end", lambda lang: rapanui_altar(end.view(None), lang)),
        ("gallery.rapanui.history", lambda lang: score_history(end.record(), lang)),
        ("gallery.rapanui.breakdown", lambda lang: rapanui_breakdown(end.view(None), lang)),
    ]


def giants_figures() -> list[tuple[str, Maker]]:
    """The Giants figures: one 4-player game at the start of a transport phase (seen by seat 0,
    and publicly), during its auction, with a moai on its way, and at its end."""
    middle = played(giants, 4, seed=9, steps=175)
    auction = played(giants, 4, seed=9, steps=159)
    moving = played(giants, 4, seed=9, steps=545)
    end = played(giants, 4, seed=9)
    mover = moving.to_move[0]
    steps = [a.hex for a in moving.legal_actions(mover) if a.KIND == "step"]
    return [
        ("gallery.giants.board", lambda lang: giants_board(middle.view(0), lang)),
        ("gallery.giants.board_public", lambda lang: giants_board(middle.view(None), lang)),
        ("gallery.giants.tiles", lambda lang: giants_tiles(auction.view(0), lang)),
        (
            "gallery.giants.transport",
            lambda lang: giants_board(moving.view(mover), lang, highlight=steps),
        ),
        ("gallery.giants.history", lambda lang: score_history(end.record(), lang)),
        ("gallery.giants.breakdown", lambda lang: giants_breakdown(end.view(None), lang)),
    ]


class Gallery(W.VBox):
    """Every figure with its caption; the language toggle redraws them all."""

    def __init__(self, lang: str = "en", makers: list[tuple[str, Maker]] | None = None) -> None:
        self.makers = makers if makers is not None else rapanui_figures() + giants_figures()
        self.toggle = language_toggle(lang)
        self.title = W.HTML()
        self.captions = [W.HTML() for _ in self.makers]
        self.slots = [FigureSlot() for _ in self.makers]
        items: list[Any] = []
        for caption, slot in zip(self.captions, self.slots, strict=True):
            items += [caption, slot]
        top = W.HBox(
            [self.title, self.toggle],
            layout=W.Layout(justify_content="space-between", align_items="center"),
        )
        super().__init__([top, *items], layout=W.Layout(max_width="1100px"))
        self.add_class("moai-gallery")
        self.toggle.observe(lambda _: self.render(), names="value")
        self.render()

    def render(self) -> None:
        """Draw every figure in the current language."""
        lang = self.toggle.value
        self.title.value = (
            f'<h2 class="moai-title">{html.escape(i18n.t("gallery.title", lang))}</h2>'
        )
        for (key, make), caption, slot in zip(self.makers, self.captions, self.slots, strict=True):
            caption.value = f"<h3>{html.escape(i18n.t(key, lang))}</h3>"
            slot.show(make(lang))
