"""Traces that never change drawn once, as pictures (issue 24).

Plotly draws every trace of a plot again whenever any data changes: a board whose island is
hundreds of polygon corners and a few dozen labels costs tens of milliseconds a click for
nothing. A trace whose ``meta`` says ``"image": "below"`` (under every trace) or ``"image":
"above"`` (over them; a click still reaches the traces under a picture) is fixed for as long as
the figure's axes stay where they are: :func:`with_images` takes such traces out of a figure and
draws them into one SVG layout image per layer, placed on the axes' ranges. The same traces give
the same picture (kept, not drawn again), and plotly.js does not draw a picture again whose
source has not changed.

What a picture can draw: filled polygons (``fill="toself"``, polygons separated by None) with
their outline, lines, and text (``mode="text"``: centred, with the trace's font size and colour,
a ``shadow`` as a halo). Pure Python: the kit runs in the browser too.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterable, Sequence
from html import escape, unescape
from typing import Any

from kit.plots.common import FONT

LAYERS = ("below", "above")
UNIT = 100.0
"""Picture units per data unit (the picture is stretched onto the axes' ranges)."""
_KEPT: dict[str, str] = {}
_KEEP = 32


def image_layer(trace: dict[str, Any]) -> str | None:
    """The layer (``below``/``above``) a trace asks to be drawn in as a picture, or None."""
    meta = trace.get("meta")
    layer = meta.get("image") if isinstance(meta, dict) else None
    return layer if layer in LAYERS else None


def with_images(fig: dict[str, Any]) -> dict[str, Any]:
    """``fig`` (``{"data", "layout"}`` as plain dicts) with its picture traces (see the module)
    drawn as layout images; ``fig`` itself unchanged. A figure without such traces, or whose
    axes have no fixed ranges, is returned as it is."""
    layout = fig["layout"]
    ranges = _ranges(layout)
    layers: dict[str, list[dict[str, Any]]] = {}
    kept = []
    for trace in fig["data"]:
        layer = image_layer(trace)
        if layer is None:
            kept.append(trace)
        else:
            layers.setdefault(layer, []).append(trace)
    if not layers or ranges is None:
        return fig
    (x0, x1), (y0, y1) = ranges
    scale = _pixels_per_unit(layout, y1 - y0)
    images = list(layout.get("images") or [])
    for layer in LAYERS:
        if layer in layers:
            images.append(
                {
                    "source": picture(layers[layer], ranges, scale),
                    "xref": "x",
                    "yref": "y",
                    "x": x0,
                    "y": y1,
                    "sizex": x1 - x0,
                    "sizey": y1 - y0,
                    "sizing": "stretch",
                    "xanchor": "left",
                    "yanchor": "top",
                    "layer": layer,
                }
            )
    return {**fig, "data": kept, "layout": {**layout, "images": images}}


def picture(
    traces: Sequence[dict[str, Any]],
    ranges: tuple[tuple[float, float], tuple[float, float]],
    scale: float,
) -> str:
    """The ``data:`` address of an SVG drawing ``traces`` over ``ranges`` ((x0, x1), (y0, y1)),
    ``scale`` screen pixels to a data unit (for line widths and font sizes); kept by content."""
    key = json.dumps([traces, ranges, round(scale, 3)], sort_keys=True, default=str)
    source = _KEPT.get(key)
    if source is None:
        svg = _svg(traces, ranges, scale)
        source = "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()
        if len(_KEPT) >= _KEEP:
            _KEPT.pop(next(iter(_KEPT)))
        _KEPT[key] = source
    return source


def _ranges(layout: dict[str, Any]) -> tuple[tuple[float, float], tuple[float, float]] | None:
    xr = (layout.get("xaxis") or {}).get("range")
    yr = (layout.get("yaxis") or {}).get("range")
    if not (xr and yr and len(xr) == 2 and len(yr) == 2):
        return None
    return (float(xr[0]), float(xr[1])), (float(yr[0]), float(yr[1]))


def _pixels_per_unit(layout: dict[str, Any], y_span: float) -> float:
    """Screen pixels to a data unit: the plot's height over the y range (the island's axes keep
    their scale ratio, so x is drawn at the same scale)."""
    margin = layout.get("margin") or {}
    height = float(layout.get("height") or 450)
    plot = height - float(margin.get("t", 80)) - float(margin.get("b", 80))
    return max(plot, 50.0) / y_span if y_span > 0 else 1.0


def _svg(
    traces: Iterable[dict[str, Any]],
    ranges: tuple[tuple[float, float], tuple[float, float]],
    scale: float,
) -> str:
    (x0, x1), (y0, y1) = ranges
    width, height = (x1 - x0) * UNIT, (y1 - y0) * UNIT
    px = UNIT / scale  # picture units of one screen pixel

    def at(x: float, y: float) -> str:
        return f"{(x - x0) * UNIT:.1f},{(y1 - y) * UNIT:.1f}"

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.1f} {height:.1f}" '
        f'width="{width:.0f}" height="{height:.0f}" preserveAspectRatio="none">'
    ]
    for trace in traces:
        mode = trace.get("mode") or ""
        if "lines" in mode:
            parts.append(_paths(trace, at, px))
        if "text" in mode:
            parts.append(_texts(trace, at, px))
    parts.append("</svg>")
    return "".join(parts)


def _paths(trace: dict[str, Any], at: Any, px: float) -> str:
    """The trace's lines, one path per run of points between Nones (closed and filled with
    ``fill="toself"``)."""
    filled = trace.get("fill") == "toself"
    runs: list[list[str]] = [[]]
    for x, y in zip(trace.get("x") or [], trace.get("y") or [], strict=False):
        if x is None or y is None:
            runs.append([])
        else:
            runs[-1].append(at(x, y))
    end = "Z" if filled else ""
    d = "".join(f"M{'L'.join(run)}{end}" for run in runs if run)
    line = trace.get("line") or {}
    fill = escape(str(trace.get("fillcolor", "none"))) if filled else "none"
    stroke = escape(str(line.get("color", "#444")))
    width = float(line.get("width", 2)) * px
    return (
        f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{width:.2f}" '
        'stroke-linejoin="round"/>'
    )


def _texts(trace: dict[str, Any], at: Any, px: float) -> str:
    """The trace's texts, centred on their points (a ``shadow`` in the font: a halo)."""
    font = trace.get("textfont") or {}
    sizes, colours = font.get("size", 12), font.get("color", "#444")
    shadow = font.get("shadow")
    halo = _halo_colour(shadow) if isinstance(shadow, str) and shadow != "none" else None
    out = []
    points = zip(trace.get("x") or [], trace.get("y") or [], trace.get("text") or [], strict=False)
    for i, (x, y, text) in enumerate(points):
        if x is None or y is None or text is None:
            continue
        size = float(sizes[i] if isinstance(sizes, list) else sizes) * px
        colour = escape(str(colours[i] if isinstance(colours, list) else colours))
        around = (
            f' stroke="{escape(halo)}" stroke-width="{2.5 * px:.2f}" paint-order="stroke"'
            if halo
            else ""
        )
        xy = at(x, y).split(",")
        out.append(
            f'<text x="{xy[0]}" y="{xy[1]}" font-size="{size:.1f}" fill="{colour}"'
            f'{around} text-anchor="middle" dominant-baseline="central" '
            f'font-family="{FONT}">{escape(unescape(str(text)))}</text>'
        )
    return "".join(out)


def _halo_colour(shadow: str) -> str:
    """The colour of a CSS text shadow (its last word), white for ``auto``."""
    if shadow == "auto":
        return "white"
    return shadow.split(",")[0].split()[-1]
