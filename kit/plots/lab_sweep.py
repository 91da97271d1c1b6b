"""The figure of a sweep (:mod:`kit.lab.sweep`): a measure against the value of the rule swept.

One point per value with its 95% interval as an error bar, a dashed line at the target with its
label, and the values meeting the target drawn as filled diamonds, each labelled in words,
the others as hollow circles (shape and text, so colour is never the only cue). Each point says
what it is when hovered, and the same words make the figure's text alternative
(:func:`widgets.figure_alt.figure_alt`): the value, its estimate and interval, and whether it
meets the target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from kit.lab.messages import fmt, fmt_interval
from kit.lab.sweep import Point, Sweep, value_text
from kit.plots.common import layout, level_line, tr

MEETS = {
    "symbol": "diamond",
    "size": 15,
    "color": "#D55E00",
    "line": {"width": 1.5, "color": "#222"},
}
MISSES = {"symbol": "circle-open", "size": 12, "color": "#0072B2", "line": {"width": 2}}
TICK_FORMATS = {"share": ".0%", "points": "+.0%"}


def lab_sweep(
    sweep: Sweep,
    measure: str,
    lang: str,
    target: float | None = None,
    side: str = "contains",
    *,
    option: str | None = None,
    values: Sequence[str] | None = None,
    measure_label: str | None = None,
) -> go.Figure:
    """``measure`` of ``sweep`` against the value swept, in ``lang``. ``option`` names the rule
    swept (default: its key), ``values`` the values (default: as typed), ``measure_label`` the
    measure (default: its name in ``lang``); ``target`` and ``side`` as in
    :meth:`kit.lab.sweep.Sweep.meets`."""
    points = sweep.points(measure)
    option = option or sweep.name
    names = list(values) if values is not None else [value_text(p.value) for p in points]
    label = measure_label or sweep.measure_label(measure, lang)
    unit = next((p.unit for p in points if p.estimate is not None), "number")
    shown = [(p, n) for p, n in zip(points, names, strict=True) if p.estimate is not None]
    numeric = all(isinstance(p.value, int) and not isinstance(p.value, bool) for p in points)
    xs = [p.value if numeric else n for p, n in shown]
    data: list[dict[str, Any]] = []
    if len(shown) > 1:  # the estimates joined in the values' order: a trend to the eye only
        line = list(zip(xs, [p.estimate for p, _ in shown], strict=True))
        data.append(_trend(sorted(line, key=lambda xy: xy[0]) if numeric else line))
    groups = [(True, tr(f"plots.sweep.meets.{side}", lang), MEETS)] if target is not None else []
    rest = "plots.sweep.misses" if target is not None else "plots.sweep.estimate"
    groups.append((False, tr(rest, lang), MISSES))
    for meets, name, marker in groups:
        picked = [
            (x, p, n)
            for x, (p, n) in zip(xs, shown, strict=True)
            if target is None or p.meets(target, side) == meets
        ]
        if picked or not meets:
            data.append(_points(picked, name, marker, meets, option, lang))
    shapes, notes = [], []
    if target is not None:
        shapes.append(level_line(target, "#333"))
        text = f"{target:g}" if unit == "number" else fmt(target, unit, lang)
        notes.append(_target_note(target, tr("plots.sweep.target", lang, target=text)))
    xaxis: dict[str, Any] = {"title": {"text": option}}
    if numeric:
        xaxis |= {"tickvals": [p.value for p in points], "ticktext": names}
    else:
        xaxis |= {"type": "category", "categoryorder": "array", "categoryarray": names}
    yaxis: dict[str, Any] = {"title": {"text": label}}
    if unit in TICK_FORMATS:
        yaxis["tickformat"] = TICK_FORMATS[unit]
    title = tr("plots.sweep.title", lang, measure=label, option=option)
    return go.Figure(
        {
            "data": data,
            "layout": layout(
                title,
                height=440,
                xaxis=xaxis,
                yaxis=yaxis,
                shapes=shapes,
                annotations=notes,
                legend={"orientation": "h", "y": -0.22},
                margin={"l": 70, "r": 20, "t": 60, "b": 110},
            ),
        }
    )


def _trend(line: list[tuple[Any, Any]]) -> dict[str, Any]:
    return {
        "type": "scatter",
        "mode": "lines",
        "x": [x for x, _ in line],
        "y": [y for _, y in line],
        "line": {"color": "#999", "width": 1, "dash": "dot"},
        "hoverinfo": "skip",
        "showlegend": False,
    }


def _points(
    picked: list[tuple[Any, Point, str]],
    name: str,
    marker: dict[str, Any],
    meets: bool,
    option: str,
    lang: str,
) -> dict[str, Any]:
    key = "plots.sweep.point_meets" if meets else "plots.sweep.point"
    hover = [
        tr(
            key,
            lang,
            option=option,
            value=n,
            estimate=fmt(p.estimate, p.unit, lang),
            interval=fmt_interval(p.low, p.high, p.unit, lang),
        )
        for _, p, n in picked
    ]
    up = [(p.high - p.estimate) if p.high is not None else 0 for _, p, _ in picked]
    down = [(p.estimate - p.low) if p.low is not None else 0 for _, p, _ in picked]
    trace: dict[str, Any] = {
        "type": "scatter",
        "mode": "markers+text" if meets else "markers",
        "name": name,
        "x": [x for x, _, _ in picked],
        "y": [p.estimate for _, p, _ in picked],
        "error_y": {"type": "data", "array": up, "arrayminus": down, "color": "#444"},
        "marker": marker,
        "hovertext": hover,
        "hovertemplate": "%{hovertext}<extra></extra>",
    }
    if meets:
        trace |= {
            "text": [tr("plots.sweep.mark", lang)] * len(picked),
            "textposition": "middle right",
        }
    return trace


def _target_note(y: float, text: str) -> dict[str, Any]:
    return {
        "text": text,
        "xref": "paper",
        "x": 0,
        "y": y,
        "xanchor": "left",
        "yanchor": "bottom",
        "showarrow": False,
        "font": {"size": 12, "color": "#333"},
    }
