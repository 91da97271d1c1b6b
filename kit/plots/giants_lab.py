"""The Giants figures of the design lab: the island with the Ahu used, and the facts of
:mod:`kit.giants.tallies` (moai by size, helpers, what the dice brought)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import plotly.graph_objects as go

from kit.lab.table import Table
from kit.plots.common import layout, tr
from kit.plots.giants_island import geometry
from kit.plots.lab_facts import lab_facts


def lab_ahus(table: Table, board: dict[str, Any], lang: str, name: str = "A") -> go.Figure:
    """Giants: the island's outline with each Ahu drawn as a circle whose size and colour give
    the share of games in which a moai was erected there (hover: the share and the Ahu's
    points). ``board`` is the board as a dict (``Board.to_dict()``)."""
    geo = geometry(board)
    games = [row for row in table if not row["timed_out"]] or list(table)
    counts: dict[str, int] = dict.fromkeys(geo.ahus, 0)
    for row in games:
        for ahu in str(row["facts"].get("ahus", "")).split():
            if ahu in counts:
                counts[ahu] += 1
    total = max(1, len(games))
    xs: list[float | None] = []
    ys: list[float | None] = []
    for corners in geo.corners.values():
        for x, y in corners:
            xs.append(x)
            ys.append(y)
        xs.append(None)
        ys.append(None)
    land = {
        "type": "scatter",
        "x": xs,
        "y": ys,
        "mode": "lines",
        "fill": "toself",
        "fillcolor": "#e4edc6",
        "line": {"color": "#9a9a9a", "width": 0.5},
        "hoverinfo": "skip",
        "showlegend": False,
    }
    ids = list(geo.ahus)
    shares = [counts[a] / total for a in ids]
    spots = {
        "type": "scatter",
        "mode": "markers+text",
        "x": [geo.ahus[a].platform[0] for a in ids],
        "y": [geo.ahus[a].platform[1] for a in ids],
        "text": [f"{s:.0%}" if s else "" for s in shares],
        "textposition": "middle center",
        "textfont": {"size": 9, "color": "white"},
        "marker": {
            "size": [12 + 26 * s for s in shares],
            "color": shares,
            "cmin": 0,
            "cmax": 1,
            "colorscale": [[0, "#f0f0f0"], [0.5, "#56B4E9"], [1, "#0b3d91"]],
            "line": {"color": "#333", "width": 1},
            "colorbar": {"title": {"text": tr("plots.lab.share_games", lang)}, "tickformat": ".0%"},
        },
        "customdata": [[a, geo.ahus[a].info.get("moai_points", ""), counts[a]] for a in ids],
        "hovertemplate": tr("plots.lab.ahu_hover", lang) + "<extra></extra>",
        "showlegend": False,
    }
    return go.Figure(
        {
            "data": [land, spots],
            "layout": layout(
                tr("plots.lab.ahus", lang, name=name, games=len(games)),
                height=560,
                # the plot area shrinks to the island (see kit.plots.giants.giants_board)
                xaxis={
                    "range": geo.x_range,
                    "visible": False,
                    "fixedrange": True,
                    "constrain": "domain",
                },
                yaxis={
                    "range": geo.y_range,
                    "visible": False,
                    "fixedrange": True,
                    "scaleanchor": "x",
                    "scaleratio": 1,
                    "constrain": "domain",
                },
                plot_bgcolor="#cfe3f2",
                margin={"l": 6, "r": 6, "t": 60, "b": 6},
            ),
        }
    )


FACT_FIGURES: dict[str, tuple[str, ...]] = {
    "moai_sizes": ("moai_1", "moai_2", "moai_3"),
    "helpers": ("helper_points", "moai", "headdresses"),
    "dice": ("moai_drawn", "faces_empty", "empty_rolls"),
}
"""Moai erected by size (R10.3); who is paid for hauling (R7.6: helper points, with the moai
and headdresses set); what the dice brought into play (R4.1-R4.5)."""


def _facts(name: str) -> Any:
    def maker(
        tables: Mapping[str, Table], summaries: Any, comparison: Any, lang: str, boards: Any
    ) -> go.Figure:
        return lab_facts(tables, lang, name, FACT_FIGURES[name])

    return maker


def _ahus(which: str) -> Any:
    def maker(
        tables: Mapping[str, Table], summaries: Any, comparison: Any, lang: str, boards: Any
    ) -> go.Figure:
        return lab_ahus(tables[which], boards[which], lang, which)

    return maker


LAB_FIGURES = {
    **{name: _facts(name) for name in FACT_FIGURES},
    "ahus_a": _ahus("A"),
    "ahus_b": _ahus("B"),
}
"""The lab figures of Giants (see :data:`kit.plots.lab.LabFigure`)."""
