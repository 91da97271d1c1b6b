"""A board's legend drawn as HTML under its ``FigureWidget`` (issue 24): the same entries, symbols,
colours and words as Plotly's legend, but drawn once by the browser instead of by Plotly at every
redraw of the board (a Plotly legend is measured and laid out anew whenever a piece moves, which
cost a board click most of its time).

A figure asks for it with ``layout.meta = {"legend": "html", "legend_height": <px>}``:
:func:`split_legend` then takes the legend out of the figure's data (its legend-only entries, its
``legend`` layout) and gives the figure the height the legend had, and :func:`legend_html` draws
the entries: every trace shown in the legend, in the order of its ``legendrank``, grouped by
``legendgroup``, under the legend's title.
"""

from __future__ import annotations

import html
import math
from typing import Any

from kit.plots.common import FONT, as_html

PLOTLY_DEFAULT_RANK = 1000
LEGEND_CSS = (
    f".moai-board-legend{{font-family:{FONT};display:flex;flex-wrap:wrap;align-items:center;"
    "gap:2px 0;"
    "font-size:11px;color:#2a3f5f;margin:0 6px 6px 6px;line-height:18px}"
    ".moai-board-legend .moai-legend-title{flex:0 0 100%;font-size:10px;color:#555;"
    "line-height:13px;margin-bottom:4px}"
    ".moai-board-legend .moai-legend-item{display:inline-flex;align-items:center;"
    "margin-right:10px;white-space:nowrap}"
    ".moai-board-legend .moai-legend-gap{width:14px}"
    ".moai-board-legend svg{width:36px;height:18px;flex:0 0 36px}"
)


def wants_html_legend(layout: dict[str, Any]) -> bool:
    """Whether a figure's layout asks for its legend as HTML."""
    meta = layout.get("meta")
    return isinstance(meta, dict) and meta.get("legend") == "html"


def _in_legend(trace: dict[str, Any]) -> bool:
    return trace.get("showlegend") is not False and bool(trace.get("name"))


def _legend_only(trace: dict[str, Any]) -> bool:
    """A trace drawn only in the legend (no point on the plot)."""
    xs = trace.get("x")
    return _in_legend(trace) and (not xs or all(x is None for x in xs))


def split_legend(data: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The figure without its legend (a new dict sharing the traces), and the legend's entries
    (the traces shown in it). The figure keeps its plot's size: it loses the legend's height."""
    layout = dict(data["layout"])
    meta = layout.get("meta") or {}
    entries = [t for t in data["data"] if _in_legend(t)]
    legend = layout.pop("legend", None) or {}
    layout["showlegend"] = False
    if layout.get("height"):
        layout["height"] = layout["height"] - int(meta.get("legend_height", 0))
    title = (legend.get("title") or {}).get("text") or ""
    layout["meta"] = {**meta, "legend_title": title}
    traces = [t for t in data["data"] if not _legend_only(t)]
    return {"data": traces, "layout": layout}, entries


def _star(r: float) -> str:
    points = []
    for k in range(10):
        radius = r * 1.15 if k % 2 == 0 else r * 0.47
        angle = math.pi / 2 + k * math.pi / 5
        points.append(f"{18 + radius * math.cos(angle):.1f},{9 - radius * math.sin(angle):.1f}")
    return "M" + "L".join(points) + "Z"


def _hexagon(r: float) -> str:
    points = []
    for k in range(6):
        angle = math.pi / 2 + k * math.pi / 3
        points.append(f"{18 + r * math.cos(angle):.1f},{9 - r * math.sin(angle):.1f}")
    return "M" + "L".join(points) + "Z"


def _first(value: Any, default: Any) -> Any:
    if isinstance(value, list | tuple):
        return value[0] if value else default
    return default if value is None else value


def symbol_svg(trace: dict[str, Any]) -> str:
    """The symbol of a legend entry as a small inline SVG (a line for a trace of lines)."""
    mode = trace.get("mode") or "markers"
    if "markers" not in mode:
        line = trace.get("line") or {}
        colour = html.escape(str(line.get("color") or "#444"))
        width = min(float(line.get("width") or 2), 5)
        body = f'<path d="M5,9H31" stroke="{colour}" stroke-width="{width}" fill="none"/>'
        return f'<svg viewBox="0 0 36 18" aria-hidden="true">{body}</svg>'
    marker = trace.get("marker") or {}
    symbol = str(_first(marker.get("symbol"), "circle"))
    fill = html.escape(str(_first(marker.get("color"), "#444")))
    outline = marker.get("line") or {}
    stroke = html.escape(str(_first(outline.get("color"), "#444")))
    width = float(_first(outline.get("width"), 0))
    r = min(float(_first(marker.get("size"), 12)), 16) / 2  # Plotly's legend caps a symbol at 16
    paint = f'fill="{fill}" stroke="{stroke}" stroke-width="{width}"'
    if symbol.startswith("line-ew"):
        body = f'<path d="M{18 - r:.1f},9H{18 + r:.1f}" stroke="{stroke}" stroke-width="{width}"/>'
    elif symbol.startswith("square"):
        body = f'<rect x="{18 - r:.1f}" y="{9 - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}" {paint}/>'
    elif symbol.startswith("diamond"):
        d = r * 1.3
        body = f'<path d="M{18 + d:.1f},9L18,{9 + d:.1f}L{18 - d:.1f},9L18,{9 - d:.1f}Z" {paint}/>'
    elif symbol.startswith("star"):
        body = f'<path d="{_star(r)}" {paint}/>'
    elif symbol.startswith("hexagon"):
        body = f'<path d="{_hexagon(r * 1.05)}" {paint}/>'
    else:
        body = f'<circle cx="18" cy="9" r="{r:.1f}" {paint}/>'
    return f'<svg viewBox="0 0 36 18" aria-hidden="true">{body}</svg>'


def legend_html(entries: list[dict[str, Any]], title: str = "") -> str:
    """The legend's entries as HTML (a wrapping row, a small gap between groups), its title
    (Plotly's ``<br>`` kept) above them."""
    ranked = sorted(entries, key=lambda t: t.get("legendrank", PLOTLY_DEFAULT_RANK))
    parts = [f"<style>{LEGEND_CSS}</style>", '<div class="moai-board-legend">']
    if title:
        words = as_html(title)
        parts.append(f'<div class="moai-legend-title">{words}</div>')
    group = None
    for k, trace in enumerate(ranked):
        if k and trace.get("legendgroup") != group:
            parts.append('<span class="moai-legend-gap"></span>')
        group = trace.get("legendgroup")
        name = as_html(str(trace.get("name")))  # a Plotly text: a player's name is escaped
        parts.append(f'<span class="moai-legend-item">{symbol_svg(trace)}{name}</span>')
    parts.append("</div>")
    return "".join(parts)
