"""The figures of a class tournament (:mod:`kit.lab.tournament`): one measure, every variant.

One row per variant, named on the axis (names are typed by students: escaped, never markup),
its estimate with the 95% interval as an error bar, and the reference's value (the seed's rules)
as a dashed line with its label. The variants that differ from the reference (Holm-corrected
over all variants × measures, :meth:`kit.lab.tournament.Tournament.differences`) are filled
diamonds labelled "differs", the others hollow circles, the reference a square: shape and text,
so colour is never the only cue. Each point says what it is when hovered, and the same words make
the figure's text alternative (:func:`widgets.figure_alt.figure_alt`): each variant, its value
and interval, and whether it differs.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from kit.lab.hidden_value import HiddenValue
from kit.lab.messages import fmt, fmt_interval, p_text
from kit.lab.tournament import HIDDEN, Tournament
from kit.plots.common import escaped, layout, tr
from kit.plots.lab_sweep import MEETS, MISSES, TICK_FORMATS

FIGURES = ("balance", "duration_rounds", "decisiveness")
"""The measures drawn by :func:`tournament_figures` (balance, length, decisiveness), before
:data:`kit.lab.tournament.HIDDEN` when it was measured."""

DIFFERS, SAME = MEETS, MISSES  # a variant that differs is marked as a sweep's value that meets
REFERENCE = {"symbol": "square", "size": 12, "color": "#444444"}


def tournament_figures(t: Tournament, lang: str = "en") -> list[tuple[str, go.Figure]]:
    """``(measure key, figure)`` for balance, length (rounds), decisiveness, and what hidden
    information is worth when the tournament measured it."""
    keys = list(FIGURES)
    if t.hidden is not None and any(h is not None for h in t.hidden):
        keys.append(HIDDEN)
    return [(key, tournament_figure(t, key, lang)) for key in keys]


def tournament_figure(t: Tournament, measure: str, lang: str = "en") -> go.Figure:
    """``measure`` of every variant of ``t`` (a key of :attr:`Tournament.MEASURES` or
    :data:`~kit.lab.tournament.HIDDEN`), one row each, in ``lang``."""
    names = [escaped(t.name(i, lang)) for i in range(len(t.entries))]
    points = [t.point(i, measure) for i in range(len(t.entries))]
    unit = next((p.unit for p in points if p.estimate is not None), "number")
    ref = t.reference
    changes = t.differences() if measure != HIDDEN else [{} for _ in t.entries]
    groups: dict[str, list[int]] = {"differs": [], "same": [], "reference": [], "none": []}
    for i, p in enumerate(points):
        change = changes[i].get(measure)
        if p.estimate is None:
            groups["none"].append(i)
        elif i == ref:
            groups["reference"].append(i)
        elif change is not None and change.significant:
            groups["differs"].append(i)
        else:
            groups["same"].append(i)
    data = []
    for group, marker in (("reference", REFERENCE), ("same", SAME), ("differs", DIFFERS)):
        if groups[group] or group == "same":
            data.append(_trace(t, measure, groups[group], group, marker, names, changes, lang))
    if groups["none"]:
        data.append(_missing(groups["none"], names))
    shapes, notes = [], []
    if measure == HIDDEN:
        shapes.append(_vertical(0.0, "#999", "dot"))
    if ref is not None and points[ref].estimate is not None:
        value = points[ref].estimate
        shapes.append(_vertical(value, "#333", "dash"))
        text = tr("plots.tournament.reference_line", lang, value=fmt(value, unit, lang))
        notes.append(_note(value, text))
    label = t.label(measure, lang)
    xaxis: dict[str, Any] = {"title": {"text": label}}
    if measure == HIDDEN:
        xaxis["title"]["text"] = tr("plots.tournament.hidden_axis", lang)
    if unit in TICK_FORMATS:
        xaxis["tickformat"] = TICK_FORMATS[unit]
    yaxis = {"type": "category", "categoryorder": "array", "categoryarray": names}
    yaxis["autorange"] = "reversed"  # the first entry (the reference) on top
    title = (
        tr("plots.tournament.hidden_title", lang)
        if measure == HIDDEN
        else tr("plots.tournament.title", lang, measure=label)
    )
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                title,
                height=200 + 40 * len(names),
                xaxis=xaxis,
                yaxis=yaxis,
                shapes=shapes,
                annotations=notes,
                legend={"orientation": "h", "y": -0.25 if len(names) < 4 else -0.12},
                margin={"l": 40, "r": 30, "t": 80, "b": 110},
            ),
        }
    )


def _trace(
    t: Tournament,
    measure: str,
    rows: list[int],
    group: str,
    marker: dict[str, Any],
    names: list[str],
    changes: list[dict[str, Any]],
    lang: str,
) -> dict[str, Any]:
    """The points of one group (reference, same, differs), with their words."""
    points = [t.point(i, measure) for i in rows]
    hover = []
    for i, p in zip(rows, points, strict=True):
        value = fmt(p.estimate, p.unit, lang)
        interval = fmt_interval(p.low, p.high, p.unit, lang)
        words = {"name": names[i], "value": value, "interval": interval}
        if measure == HIDDEN and t.hidden is not None and t.hidden[i] is not None:
            hover.append(_hidden_words(t.hidden[i], words, lang))
        elif group == "differs":
            p_adj = changes[i][measure].p_adjusted
            hover.append(tr("plots.tournament.point_differs", lang, p=p_text(p_adj), **words))
        elif group == "reference":
            hover.append(tr("plots.tournament.point_reference", lang, **words))
        else:
            hover.append(tr("plots.tournament.point", lang, **words))
    up = [(p.high - p.estimate) if p.high is not None else 0 for p in points]
    down = [(p.estimate - p.low) if p.low is not None else 0 for p in points]
    legend = {"reference": "plots.tournament.reference", "differs": "plots.tournament.differs"}
    if measure == HIDDEN:
        legend["same"] = "plots.tournament.hidden_estimate"
    trace: dict[str, Any] = {
        "type": "scatter",
        "mode": "markers+text" if group == "differs" else "markers",
        "name": tr(legend.get(group, "plots.tournament.same"), lang),
        "x": [p.estimate for p in points],
        "y": [names[i] for i in rows],
        "error_x": {"type": "data", "array": up, "arrayminus": down, "color": "#444"},
        "marker": marker,
        "hovertext": hover,
        "hovertemplate": "%{hovertext}<extra></extra>",
    }
    if group == "differs":
        trace["text"] = [tr("plots.tournament.mark", lang)] * len(rows)
        trace["textposition"] = "top center"
    return trace


def _hidden_words(result: HiddenValue, words: dict[str, str], lang: str) -> str:
    return tr(
        "plots.tournament.hidden_point",
        lang,
        games=len(result.seeds),
        fair=fmt(result.fair.value, "share", lang),
        sees=fmt(result.sees_all.value, "share", lang),
        **words,
    )


def _missing(rows: list[int], names: list[str]) -> dict[str, Any]:
    """The variants without a value (no finished game): on the axis, named, "—"."""
    return {
        "type": "scatter",
        "mode": "markers",
        "x": [None] * len(rows),
        "y": [names[i] for i in rows],
        "hovertext": [f"{names[i]}: —" for i in rows],
        "hovertemplate": "%{hovertext}<extra></extra>",
        "showlegend": False,
    }


def _vertical(x: float, colour: str, dash: str) -> dict[str, Any]:
    return {
        "type": "line",
        "xref": "x",
        "yref": "paper",
        "x0": x,
        "x1": x,
        "y0": 0,
        "y1": 1,
        "line": {"dash": dash, "color": colour, "width": 1.5},
    }


def _note(x: float, text: str) -> dict[str, Any]:
    return {
        "text": text,
        "xref": "x",
        "yref": "paper",
        "x": x,
        "y": 1,
        "xanchor": "left",
        "yanchor": "bottom",
        "showarrow": False,
        "font": {"size": 12, "color": "#333"},
    }
