"""Lab figures of a game's facts (``LabParts.facts`` and ``LabParts.tallied`` of its
``kit/<game>/tallies.py``): the mean per game of a few facts, a bar per rule set. A game names
its figures and their facts (for example ``kit.plots.giants_lab.FACT_FIGURES``); a fact's label
is ``plots.lab.fact.<fact>``."""

from __future__ import annotations

from collections.abc import Mapping

import plotly.graph_objects as go

from kit.lab.table import Table
from kit.plots.common import layout, tr
from kit.plots.lab_sets import SET_COLOURS, SET_PATTERNS, _set_name, _sets


def lab_facts(
    tables: Mapping[str, Table], lang: str, name: str, facts: tuple[str, ...]
) -> go.Figure:
    """The figure ``name`` (titled ``plots.lab.<name>``) of ``facts``: each fact's mean over
    the finished games (all games when none finished), the value written on each bar."""
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
