"""The figures of Stones: the pile and what each player took."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from kit.plots.common import layout, tr
from kit.plots.games import GameFigures, sample_game


def stones_pile(view: dict[str, Any], lang: str, names: list[str] | None = None) -> go.Figure:
    """A bar per player (the stones taken) and one for the pile."""
    players = view["players"]
    labels = [names[s] if names and s < len(names) else f"{s + 1}" for s in range(players)]
    labels.append(tr("stones.figure.pile", lang))
    values = [*view["taken"], view["pile"]]
    return go.Figure(
        {
            "data": [
                {
                    "type": "bar",
                    "x": labels,
                    "y": values,
                    "text": [str(v) for v in values],
                    "textposition": "outside",
                    "marker": {"color": ["#5b3a8c"] * players + ["#999"]},
                }
            ],
            "layout": layout(tr("stones.figure.title", lang), height=300),
        }
    )


def stones_figures(
    view: dict[str, Any], lang: str, names: list[str] | None, highlight: Sequence[str]
) -> dict[str, go.Figure]:
    return {"pile": stones_pile(view, lang, names)}


def stones_samples() -> list[tuple[str, Any]]:
    game = sample_game("stones", 2, seed=4, steps=3)
    return [("stones.figure.title", lambda lang: stones_pile(game.view(None), lang))]


FIGURES = GameFigures(names=("pile",), build=stones_figures, samples=stones_samples)
