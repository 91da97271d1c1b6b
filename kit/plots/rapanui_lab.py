"""The Rapa Nui figures of the design lab: the final sacrifice ranking across the games (R10.4)."""

from __future__ import annotations

from collections.abc import Mapping

import plotly.graph_objects as go

from kit.lab.table import Table
from kit.plots.common import KIND_COLOURS, layout, tr
from kit.plots.lab_sets import SET_PATTERNS, _set_name, _sets
from kit.rapanui.cards import KINDS

RANKING_VALUES = (3, 2, 1, 0)
VALUE_SHADES = {3: 1.0, 2: 0.7, 1: 0.45, 0: 0.18}


def lab_ranking(tables: Mapping[str, Table], lang: str) -> go.Figure:
    """R10.4: what each offering kind was worth per card at the end, across the games: for
    each kind and rule set, the share of games in which it was worth 3, 2, 1 or 0."""
    data = []
    for i, name, table in _sets(tables):
        games = [row for row in table if not row["timed_out"]]
        for value in RANKING_VALUES:
            shares = []
            for kind in KINDS:
                hits = sum(1 for row in games if row["facts"].get(f"value_{kind}") == value)
                shares.append(hits / len(games) if games else 0)
            data.append(
                {
                    "type": "bar",
                    "name": f"{_set_name(name, lang)} · {tr('plots.lab.worth', lang, n=value)}",
                    "legendgroup": name,
                    "offsetgroup": name,
                    "x": [tr(f"rapanui.name.{k}", lang) for k in KINDS],
                    "y": shares,
                    "marker": {
                        "color": [KIND_COLOURS[k] for k in KINDS],
                        "opacity": VALUE_SHADES[value],
                        "pattern": {"shape": SET_PATTERNS[i % 2]},
                        "line": {"color": "#333", "width": 0.5},
                    },
                    "text": [str(value) if s >= 0.08 else "" for s in shares],
                    "textposition": "inside",
                    "hovertemplate": tr("plots.label_value", lang, label="%{x}", value="%{y:.0%}")
                    + "<extra>"
                    + _set_name(name, lang)
                    + "</extra>",
                }
            )
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                tr("plots.lab.ranking", lang),
                height=440,
                barmode="stack",
                yaxis={"tickformat": ".0%", "range": [0, 1]},
                showlegend=False,
                annotations=[
                    {
                        "text": tr(
                            "plots.lab.ranking_note",
                            lang,
                            sets=tr("plots.list_sep", lang).join(tables),
                        ),
                        "xref": "paper",
                        "yref": "paper",
                        "x": 0,
                        "y": -0.16,
                        "xanchor": "left",
                        "showarrow": False,
                        "font": {"size": 11, "color": "#555"},
                    }
                ],
                margin={"l": 50, "r": 20, "t": 60, "b": 80},
            ),
        }
    )


LAB_FIGURES = {
    "ranking": lambda tables, summaries, comparison, lang, boards: lab_ranking(tables, lang),
}
"""The lab figures of Rapa Nui (see :data:`kit.plots.lab.LabFigure`)."""
