"""Lab figures of per-game facts (:func:`kit.lab.games.facts` and the tallies of
:mod:`kit.lab.tally`): the mean per game of a few facts, a bar per rule set. Each figure is a
named list of facts (:data:`FACT_FIGURES`); a label is ``plots.lab.fact.<fact>``."""

from __future__ import annotations

from collections.abc import Mapping

import plotly.graph_objects as go

from kit.lab.table import Table
from kit.plots.common import layout, tr
from kit.plots.lab_sets import SET_COLOURS, SET_PATTERNS, _set_name, _sets

FACT_FIGURES: dict[str, tuple[str, ...]] = {
    "moai_sizes": ("moai_1", "moai_2", "moai_3"),
    "helpers": ("helper_points", "moai", "headdresses"),
    "dice": ("moai_drawn", "faces_empty", "empty_rolls"),
}
"""Giants: moai erected by size (R10.3); who is paid for hauling (R7.6: helper points, with the
moai and headdresses set); what the dice brought into play (R4.1-R4.5)."""


def lab_facts(tables: Mapping[str, Table], lang: str, name: str) -> go.Figure:
    """The figure ``name`` of :data:`FACT_FIGURES`: each fact's mean over the finished games
    (all games when none finished), the value written on each bar."""
    facts = FACT_FIGURES[name]
    data = []
    for i, set_name, table in _sets(tables):
        games = [row for row in table if not row["timed_out"]] or list(table)
        ys = [sum(row["facts"].get(f, 0) for row in games) / max(1, len(games)) for f in facts]
        data.append(
            {
                "type": "bar",
                "name": _set_name(set_name, lang),
                "x": [tr(f"plots.lab.fact.{f}", lang) for f in facts],
                "y": ys,
                "text": [f"{y:.1f}" for y in ys],
                "textposition": "outside",
                "marker": {"color": SET_COLOURS[i % 2], "pattern": {"shape": SET_PATTERNS[i % 2]}},
            }
        )
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                tr(f"plots.lab.{name}", lang),
                height=380,
                barmode="group",
                yaxis={"title": {"text": tr("plots.lab.per_game", lang)}, "rangemode": "tozero"},
                margin={"l": 60, "r": 20, "t": 60, "b": 70},
            ),
        }
    )
