"""The Giants lab figure of the island: where the moai were erected, Ahu by Ahu."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from kit.lab.table import Table
from kit.plots.common import layout, tr
from kit.plots.giants_island import geometry


def lab_giants_ahus(table: Table, board: dict[str, Any], lang: str, name: str = "A") -> go.Figure:
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
