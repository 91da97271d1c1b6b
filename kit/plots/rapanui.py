"""Figures of Rapa Nui: the sacrifice ranking at the altar, and the market with the players' tables.

Pure functions from a view (``kit.rapanui`` ``game.view(seat)``) and a language to a
``go.Figure``; they show nothing the view does not hold, so nothing hidden from the viewer. Each
figure is built as one dict and validated once (fast enough to redraw after every action).

The altar's figure is in :mod:`kit.plots.rapanui_ranking`; the market and the players' tables
(a figure, and HTML for the play page) in :mod:`kit.plots.rapanui_market`; the names and
colours they share in :mod:`kit.plots.rapanui_words`. All are importable from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from kit.plots.common import tr
from kit.plots.games import GameFigures, Maker, sample_game
from kit.plots.rapanui_lab import LAB_FIGURES
from kit.plots.rapanui_market import TABLE_CSS, rapanui_table, rapanui_table_html
from kit.plots.rapanui_ranking import ranking_order, rapanui_altar
from kit.plots.rapanui_words import CARD_COLOURS, kind_name, wrapped

__all__ = [
    "CARD_COLOURS",
    "FIGURES",
    "TABLE_CSS",
    "kind_name",
    "ranking_order",
    "rapanui_altar",
    "rapanui_breakdown",
    "rapanui_figures",
    "rapanui_samples",
    "rapanui_table",
    "rapanui_table_html",
    "rule_name",
    "wrapped",
]


def rule_name(rule: str, lang: str) -> str:
    """The name of a final-scoring rule of Rapa Nui (a key of ``result()["breakdown"]``)."""
    return tr(f"plots.rapanui.rule.{rule}", lang)


def rapanui_breakdown(view: dict[str, Any], lang: str, names: list[str] | None = None) -> go.Figure:
    """The final score of a finished game as stacked bars per player, by scoring rule."""
    from kit.plots.history import final_breakdown, seat_colours

    return final_breakdown(view["result"], lang, seat_colours(view), rule_name, names)


def rapanui_figures(
    view: dict[str, Any],
    lang: str,
    names: list[str] | None = None,
    highlight: Sequence[str] = (),
) -> dict[str, go.Figure]:
    """The market and the players' tables, the sacrifice ranking, and at the end the breakdown."""
    figures = {"table": rapanui_table(view, lang, names), "altar": rapanui_altar(view, lang)}
    if view.get("result") is not None:
        figures["breakdown"] = rapanui_breakdown(view, lang, names)
    return figures


def rapanui_samples() -> list[tuple[str, Maker]]:
    """The gallery's figures: a game in the middle (seen by seat 0, and publicly) and at its end."""
    from kit.plots.history import score_history

    middle = sample_game("rapanui", 3, seed=7, steps=70)
    end = sample_game("rapanui", 3, seed=7)
    return [
        ("gallery.rapanui.table", lambda lang: rapanui_table(middle.view(0), lang)),
        ("gallery.rapanui.altar", lambda lang: rapanui_altar(middle.view(0), lang)),
        ("gallery.rapanui.altar_public", lambda lang: rapanui_altar(middle.view(None), lang)),
        ("gallery.rapanui.altar_end", lambda lang: rapanui_altar(end.view(None), lang)),
        ("gallery.rapanui.history", lambda lang: score_history(end.record(), lang)),
        ("gallery.rapanui.breakdown", lambda lang: rapanui_breakdown(end.view(None), lang)),
    ]


FIGURES = GameFigures(
    lab=LAB_FIGURES,
    names=("table", "altar", "breakdown"),
    build=rapanui_figures,
    samples=rapanui_samples,
    live=("table",),  # the market changes after almost every action (the play page: HTML)
)
