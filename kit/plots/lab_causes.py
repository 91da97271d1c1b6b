"""Figures of the lab's measures that name causes (:mod:`kit.lab.flows`,
:mod:`kit.lab.hidden_value`, :mod:`kit.lab.ladder`), for any game:

- :func:`flows_figure`: what a player gains and spends in a game, A and B side by side;
- :func:`flow_rounds_figure`: one flow round by round, A and B;
- :func:`sources_figure`: where the winners' points come from, a stacked bar per rule set;
- :func:`hidden_figure`: the fair searcher and the one that sees every hidden card;
- :func:`ladder_figure`: the searcher's win rate against its budget (log-2 axis).

Colour is never the only cue: rule set B is hatched, each source has a pattern and its name
and share written on its part, the omniscient bar is hatched and named "not a fair player".
A flow's or source's name is the game's word ``plots.<game>.flow.<name>`` /
``plots.<game>.source.<name>`` (the name itself when the game has none). The text alternative
of each figure is made from its data by :func:`widgets.figure_alt.figure_alt` (bars as a table,
points as a table, notes as a list), in the figure's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import plotly.graph_objects as go

from kit.core import i18n
from kit.lab.flows import flow_names, game_means, round_means, shares, winner_sources
from kit.lab.hidden_value import HiddenValue
from kit.lab.ladder import Ladder
from kit.lab.messages import fmt, interval_text
from kit.lab.table import Table
from kit.plots.common import layout, level_line, tr
from kit.plots.lab_sets import SET_COLOURS, SET_PATTERNS, _set_name, _sets

PATTERNS = ("", "/", ".", "x", "-", "|", "+", "\\")
SOURCE_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442")
GREY = "#555"


def word(game: str, kind: str, name: str, lang: str) -> str:
    """The game's word for flow or source ``name`` (``kind``: "flow" or "source")."""
    key = f"plots.{game}.{kind}.{name}"
    return i18n.t(key, lang) if i18n.has(key) else name


def _error(low: list[float | None], high: list[float | None], ys: list[float]) -> dict[str, Any]:
    plus = [(h - y) if h is not None else 0 for h, y in zip(high, ys, strict=True)]
    minus = [(y - lo) if lo is not None else 0 for lo, y in zip(low, ys, strict=True)]
    return {"type": "data", "array": plus, "arrayminus": minus, "visible": True}


def _interval(m: Any, unit: str, lang: str) -> str:
    low, high = m.low, m.high
    if low is None or high is None:
        return "—"
    if unit == "share":
        return interval_text(fmt(low, "share", lang), fmt(high, "share", lang), lang)
    return interval_text(f"{low:.2f}", f"{high:.2f}", lang)


def flows_figure(tables: Mapping[str, Table], lang: str) -> go.Figure | None:
    """Each flow per player over a game (mean over the games, 95% interval), a bar per rule
    set; None when no table has flows."""
    first = next(iter(tables.values()))
    names = flow_names(first)
    if not names:
        return None
    labels = [word(first.game, "flow", n, lang) for n in names]
    data = []
    for i, set_name, table in _sets(tables):
        means = [game_means(table, n) for n in names]
        xs = [m.mean if m else 0.0 for m in means]
        data.append(
            {
                "type": "bar",
                "orientation": "h",
                "name": _set_name(set_name, lang),
                "y": labels,
                "x": xs,
                "text": [f"{x:.1f}" for x in xs],
                "textposition": "outside",
                "error_x": _error(
                    [m.low if m else None for m in means],
                    [m.high if m else None for m in means],
                    xs,
                ),
                "marker": {"color": SET_COLOURS[i % 2], "pattern": {"shape": SET_PATTERNS[i % 2]}},
            }
        )
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                tr("plots.lab.flows", lang),
                height=max(360, 120 + 20 * len(names) * len(tables)),
                barmode="group",
                xaxis={
                    "title": {"text": tr("plots.lab.per_player_game", lang)},
                    "rangemode": "tozero",
                },
                yaxis={"autorange": "reversed", "automargin": True},
                margin={"l": 60, "r": 30, "t": 60, "b": 70},
            ),
        }
    )


def flow_rounds_figure(tables: Mapping[str, Table], name: str, lang: str) -> go.Figure:
    """Flow ``name`` per player in each round (mean over the games that reached the round, 95%
    interval), a line per rule set: A solid with circles, B dashed with squares."""
    first = next(iter(tables.values()))
    flow = word(first.game, "flow", name, lang)
    data = []
    for i, set_name, table in _sets(tables):
        means = round_means(table, name)
        ys = [m.mean for m in means]
        hover = [
            tr("plots.lab.point", lang, x=r, y=f"{m.mean:.2f}", interval=_interval(m, "", lang))
            for r, m in enumerate(means, start=1)
        ]
        data.append(
            {
                "type": "scatter",
                "mode": "lines+markers",
                "name": _set_name(set_name, lang),
                "x": list(range(1, len(means) + 1)),
                "y": ys,
                "hovertext": hover,
                "hoverinfo": "text+name",
                "error_y": _error([m.low for m in means], [m.high for m in means], ys),
                "line": {"color": SET_COLOURS[i % 2], "dash": ("solid", "dash")[i % 2]},
                "marker": {"symbol": ("circle", "square")[i % 2], "size": 8},
            }
        )
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                tr("plots.lab.flow_rounds", lang, flow=flow),
                height=380,
                xaxis={"title": {"text": tr("plots.lab.round", lang)}, "dtick": 1},
                yaxis={"title": {"text": tr("plots.lab.per_player_round", lang)}},
                margin={"l": 60, "r": 20, "t": 60, "b": 70},
            ),
        }
    )


def sources_figure(tables: Mapping[str, Table], lang: str) -> go.Figure | None:
    """The winners' points by source, a stacked bar per rule set, each part with its value and
    share written on it and a pattern of its own; None when no table has sources."""
    means = {name: winner_sources(t) for name, t in tables.items()}
    first = next(iter(tables.values()))
    names: list[str] = []
    for per in means.values():
        names += [n for n in per if n not in names]
    if not names:
        return None
    sets = [_set_name(name, lang) for name in tables]
    data = []
    for k, source in enumerate(names):
        ys, texts = [], []
        for per in means.values():
            m = per.get(source)
            value = m.mean if m else 0.0
            ys.append(value)
            share = shares(per).get(source, 0.0)
            texts.append(
                tr("plots.lab.share_label", lang, value=f"{value:.1f}", share=f"{share:.0%}")
            )
        data.append(
            {
                "type": "bar",
                "name": word(first.game, "source", source, lang),
                "x": sets,
                "y": ys,
                "text": texts,
                "textposition": "inside",
                "insidetextanchor": "middle",
                "marker": {
                    "color": SOURCE_COLOURS[k % len(SOURCE_COLOURS)],
                    "pattern": {"shape": PATTERNS[k % len(PATTERNS)], "fgcolor": "#222"},
                },
            }
        )
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                tr("plots.lab.sources", lang),
                height=480,
                barmode="stack",
                yaxis={"title": {"text": tr("plots.lab.winner_points", lang)}},
                legend={"orientation": "v", "x": 1.02, "y": 1, "traceorder": "normal"},
                margin={"l": 60, "r": 20, "t": 60, "b": 40},
            ),
        }
    )


def _chance(players: int, lang: str) -> tuple[dict[str, Any], dict[str, Any]]:
    y = 1 / players
    line = level_line(y, GREY)
    text = tr("plots.lab.chance_line", lang, players=players, share=f"{y:.0%}")
    note = {"text": text, "xref": "paper", "x": 1, "y": y, "xanchor": "right"}
    note.update({"yanchor": "bottom", "showarrow": False, "font": {"size": 11, "color": GREY}})
    return line, note


def hidden_figure(result: HiddenValue, lang: str) -> go.Figure:
    """The two searchers' win rates with their 95% intervals, the chance line, and the gap with
    its interval written under the title. The omniscient bar is hatched and says it is not a
    fair player."""
    rates = (result.fair, result.sees_all)
    ys = [r.value for r in rates]
    labels = [tr("plots.lab.hidden_fair", lang), tr("plots.lab.hidden_sees_all", lang)]
    bar = {
        "type": "bar",
        "name": tr("plots.lab.win_rate", lang),
        "x": labels,
        "y": ys,
        "text": [fmt(y, "share", lang) for y in ys],
        "textposition": "outside",
        "error_y": _error([r.low for r in rates], [r.high for r in rates], ys),
        "marker": {"color": [SET_COLOURS[0], SET_COLOURS[1]], "pattern": {"shape": ["", "x"]}},
    }
    line, note = _chance(result.players, lang)
    gap = result.gap
    interval = (
        interval_text(fmt(gap.low, "points", lang), fmt(gap.high, "points", lang), lang)
        if gap.low is not None and gap.high is not None
        else "—"
    )
    gap_note = {
        "text": tr(
            "plots.lab.gap_note", lang, gap=fmt(gap.diff, "points", lang), interval=interval
        ),
        "xref": "paper",
        "yref": "paper",
        "x": 0,
        "y": 1.02,
        "xanchor": "left",
        "yanchor": "bottom",
        "showarrow": False,
    }
    return go.Figure(
        {
            "data": [bar],
            "layout": layout(
                tr("plots.lab.hidden", lang),
                height=420,
                showlegend=False,
                yaxis={"title": {"text": tr("plots.lab.win_rate", lang)}, "tickformat": ".0%"},
                shapes=[line],
                annotations=[note, gap_note],
                margin={"l": 60, "r": 20, "t": 90, "b": 60},
            ),
        }
    )


def ladder_figure(result: Ladder, lang: str) -> go.Figure:
    """The searcher's win rate at each budget with its 95% interval (log-2 x axis: budgets
    doubling are evenly spaced), and the chance line 1/players."""
    ys = [r.value for r in result.rates]
    hover = [
        tr(
            "plots.lab.point",
            lang,
            x=b,
            y=fmt(r.value, "share", lang),
            interval=_interval(r, "share", lang),
        )
        for b, r in zip(result.budgets, result.rates, strict=True)
    ]
    trace = {
        "hovertext": hover,
        "hoverinfo": "text",
        "type": "scatter",
        "mode": "lines+markers+text",
        "name": tr("plots.lab.win_rate", lang),
        "x": list(result.budgets),
        "y": ys,
        "text": [fmt(y, "share", lang) for y in ys],
        "textposition": "top right",
        "error_y": _error([r.low for r in result.rates], [r.high for r in result.rates], ys),
        "line": {"color": SET_COLOURS[0]},
        "marker": {"symbol": "diamond", "size": 10},
    }
    players = round(1 / result.chance)
    line, note = _chance(players, lang)
    return go.Figure(
        {
            "data": [trace],
            "layout": layout(
                tr("plots.lab.ladder", lang),
                height=420,
                showlegend=False,
                xaxis={
                    "title": {"text": tr("plots.lab.budget", lang)},
                    "type": "log",
                    "tickvals": list(result.budgets),
                    "ticktext": [str(b) for b in result.budgets],
                },
                yaxis={
                    "title": {"text": tr("plots.lab.win_rate", lang)},
                    "tickformat": ".0%",
                    "range": [0, 1],
                },
                shapes=[line],
                annotations=[note],
                margin={"l": 60, "r": 20, "t": 60, "b": 60},
            ),
        }
    )
