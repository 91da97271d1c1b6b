"""Figures of the design lab: two rule sets, A and B, side by side, from their tables.

Pure functions from lab tables (:class:`kit.lab.Table`), summaries and comparisons to a
``go.Figure``: win rate by seat position with 95% intervals, score distributions, game length,
the differences B − A with their intervals, the final sacrifice ranking across Rapa Nui games,
and for Giants how often each Ahu was used (on the island) and the moai erected by size.

Rule set A is drawn in blue, B in orange (Okabe-Ito), B also hatched, so that colour is never
the only cue.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

import plotly.graph_objects as go

from kit.lab.compare import Comparison
from kit.lab.summary import Summary
from kit.lab.table import Table
from kit.plots.common import count_axis, layout, level_line, tr
from kit.plots.lab_sets import SET_COLOURS, SET_PATTERNS, _set_name, _sets

LabFigure = Callable[
    [Mapping[str, Table], Mapping[str, Summary], Comparison | None, str, Mapping[str, Any]],
    go.Figure | None,
]
"""A game's own lab figure: ``maker(tables, summaries, comparison, lang, boards)``."""
COMMON = ("win_rates", "differences", "scores", "length")
"""The lab figures of every game, before the game's own (``GameFigures.lab``)."""


def lab_win_rates(summaries: Mapping[str, Summary], lang: str) -> go.Figure:
    """Win rate of each seat position (0 = moves first), one bar per rule set, with the 95%
    Wilson interval as error bars and the fair share (1 / players) as a dashed line."""
    data: list[dict[str, Any]] = []
    players = 0
    for i, name, summary in _sets(summaries):
        players = summary.players
        xs, ys, ups, downs, texts = [], [], [], [], []
        for p in range(summary.players):
            m = summary.measures.get(f"win_rate_position_{p}")
            if m is None:
                continue
            xs.append(tr("plots.lab.position", lang, n=p + 1))
            ys.append(m.value)
            ups.append((m.high - m.value) if m.high is not None else 0)
            downs.append((m.value - m.low) if m.low is not None else 0)
            texts.append(f"{m.value:.0%}")
        data.append(
            {
                "type": "bar",
                "name": _set_name(name, lang),
                "x": xs,
                "y": ys,
                "text": texts,
                # at the foot of the bar, clear of the error bar around its top
                "textposition": "inside",
                "insidetextanchor": "start",
                "marker": {"color": SET_COLOURS[i % 2], "pattern": {"shape": SET_PATTERNS[i % 2]}},
                "error_y": {"type": "data", "array": ups, "arrayminus": downs, "color": "#333"},
                "hovertemplate": tr("plots.label_value", lang, label="%{x}", value="%{y:.1%}")
                + "<extra>"
                + _set_name(name, lang)
                + "</extra>",
            }
        )
    shapes = []
    if players:
        shapes.append(level_line(1 / players))
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                tr("plots.lab.win_rates", lang),
                height=420,
                barmode="group",
                yaxis={"tickformat": ".0%", "rangemode": "tozero", "title": {"text": ""}},
                shapes=shapes,
                annotations=[_fair_note(1 / players, lang)] if players else [],
                margin={"l": 50, "r": 20, "t": 60, "b": 70},
            ),
        }
    )


def _fair_note(y: float, lang: str) -> dict[str, Any]:
    return {
        "text": tr("plots.lab.fair_share", lang, share=f"{y:.0%}"),
        "xref": "paper",
        "x": 1,
        "y": y,
        "xanchor": "right",
        "yanchor": "bottom",
        "showarrow": False,
        "font": {"size": 11, "color": "#555"},
    }


def lab_scores(tables: Mapping[str, Table], lang: str) -> go.Figure:
    """Final scores by seat position, a box per rule set (finished games only)."""
    data = []
    for i, name, table in _sets(tables):
        xs: list[str] = []
        ys: list[int] = []
        for row in table:
            if row["timed_out"]:
                continue
            n, first = row["players"], row["first_player"]
            for seat, score in enumerate(row["scores"]):
                xs.append(tr("plots.lab.position", lang, n=(seat - first) % n + 1))
                ys.append(score)
        data.append(
            {
                "type": "box",
                "name": _set_name(name, lang),
                "x": xs,
                "y": ys,
                "marker": {"color": SET_COLOURS[i % 2]},
                "boxmean": True,
            }
        )
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                tr("plots.lab.scores", lang),
                height=420,
                boxmode="group",
                yaxis={"title": {"text": tr("plots.lab.score", lang)}},
                margin={"l": 60, "r": 20, "t": 60, "b": 70},
            ),
        }
    )


def lab_length(tables: Mapping[str, Table], lang: str, by: str = "rounds") -> go.Figure:
    """How long the games were (``by``: "rounds" or "decisions"), a histogram per rule set, in
    bins of whole numbers (both axes count: their ticks are whole numbers)."""
    sets = [
        (i, name, [row[by] for row in t if not row["timed_out"]]) for i, name, t in _sets(tables)
    ]
    every = [v for _, _, values in sets for v in values] or [0]
    low, high = min(every), max(every)
    size = max(1, math.ceil((high - low + 1) / 25))  # at most 25 bars, each a whole number wide
    top = max(
        [
            max(Counter((v - low) // size for v in values).values())
            for _, _, values in sets
            if values
        ]
        or [1]
    )
    data = []
    for i, name, values in sets:
        data.append(
            {
                "type": "histogram",
                "name": _set_name(name, lang),
                "x": values,
                "xbins": {"start": low - 0.5, "end": high + 0.5, "size": size},
                "opacity": 0.65,
                "marker": {
                    "color": SET_COLOURS[i % 2],
                    "pattern": {"shape": SET_PATTERNS[i % 2]},
                },
            }
        )
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                tr("plots.lab.length", lang),
                height=380,
                barmode="overlay",
                xaxis={"title": {"text": tr(f"plots.lab.{by}", lang)}, **count_axis(high - low)},
                yaxis={"title": {"text": tr("plots.lab.games", lang)}, **count_axis(top)},
                margin={"l": 60, "r": 20, "t": 60, "b": 80},
            ),
        }
    )


DIFFERENCE_KEYS = (
    "balance",
    "first_seat_advantage",
    "completion",
    "shared_wins",
    "lead_changes",
    "decisiveness",
    "decision_moves",
)
"""The measures on a common scale (rates and shares) that the differences figure shows."""


def lab_differences(comparison: Comparison, lang: str) -> go.Figure:
    """B − A for the measures on a 0-1 scale, with the 95% interval; a significant change
    (p < 0.05) is drawn filled and labelled, the others hollow. Zero is "no change"."""
    rows = [(k, comparison.changes[k]) for k in DIFFERENCE_KEYS if k in comparison.changes]
    ys = [c.a.label(lang) for _, c in rows]
    xs = [c.diff for _, c in rows]
    low = [c.diff - c.low if c.low is not None else 0 for _, c in rows]
    high = [c.high - c.diff if c.high is not None else 0 for _, c in rows]
    significant = [c.significant for _, c in rows]
    trace = {
        "type": "scatter",
        "mode": "markers",
        "x": xs,
        "y": ys,
        "error_x": {"type": "data", "array": high, "arrayminus": low, "color": "#444"},
        "marker": {
            "size": 12,
            "symbol": ["circle" if s else "circle-open" for s in significant],
            "color": ["#D55E00" if s else "#555" for s in significant],
            "line": {"width": 2},
        },
        "customdata": [
            tr("plots.lab.significant" if s else "plots.lab.chance", lang) for s in significant
        ],
        "hovertemplate": tr("plots.label_value", lang, label="%{y}", value="%{x:+.3f}")
        + "<br>%{customdata}<extra></extra>",
        "showlegend": False,
    }
    return go.Figure(
        {
            "data": [trace],
            "layout": layout(
                tr("plots.lab.differences", lang),
                height=90 + 42 * max(1, len(rows)),
                xaxis={
                    "zeroline": True,
                    "zerolinecolor": "#333",
                    "zerolinewidth": 2,
                    "title": {"text": tr("plots.lab.b_minus_a", lang)},
                },
                yaxis={"autorange": "reversed"},
                margin={"l": 20, "r": 20, "t": 60, "b": 60},
            ),
        }
    )


def lab_figure(
    name: str,
    tables: Mapping[str, Table],
    summaries: Mapping[str, Summary],
    comparison: Comparison | None,
    lang: str,
    boards: Mapping[str, dict[str, Any]] | None = None,
    game: str | None = None,
) -> go.Figure | None:
    """The lab figure called ``name`` for rule sets A and B (None when it cannot be drawn yet:
    the differences need a comparison). Every game has :data:`COMMON` (win_rates,
    differences, scores, length); ``game`` adds its own (``GameFigures.lab``, for example the
    sacrifice ranking of Rapa Nui or the Ahu used on Giants' island, ``boards`` by rule set)."""
    if name == "win_rates":
        return lab_win_rates(summaries, lang)
    if name == "differences":
        return lab_differences(comparison, lang) if comparison is not None else None
    if name == "scores":
        return lab_scores(tables, lang)
    if name == "length":
        return lab_length(tables, lang)
    own = lab_figures(game) if game is not None else {}
    if name in own:
        return own[name](tables, summaries, comparison, lang, boards or {})
    raise ValueError(f"no lab figure {name!r}")


def lab_figures(game: str) -> Mapping[str, LabFigure]:
    """The lab figures ``game`` brings, by name (see :class:`kit.plots.games.GameFigures`)."""
    from kit.plots.games import figures_of  # the games' figures import this module's helpers

    try:
        return figures_of(game).lab
    except KeyError:  # a game without figures of its own
        return {}


def lab_figure_names(game: str) -> list[str]:
    """Every lab figure of ``game``, in the order the lab page shows them."""
    return [*COMMON, *lab_figures(game)]
