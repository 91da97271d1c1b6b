"""A figure's text alternative: what a Plotly figure shows, as tables and lists a screen reader
reads (WCAG 1.1.1). It is put on the page right after its figure, hidden from sight
(``moai-sr-only``, see :mod:`widgets.a11y`), by :class:`widgets.figures.FigureSlot` and
:class:`widgets.figures.BoardSlot`.

Made from the figure's own data, so it says what the figure says in the figure's language: its
title as the caption; bars (a ranking, scores, win rates) as a table with a row per category
and a column per trace; a heat map as its table; points with a text of their own (the pieces on
a board) as a list; other points as a table of their coordinates; the annotations as a list.
"""

from __future__ import annotations

import html
import re
from typing import Any

MAX_ROWS = 60  # rows (or items) per table (or list); more are left out, and the rest counted
TAG = re.compile(r"<[^>]*>")


def plain(text: Any) -> str:
    """A Plotly text as plain text: ``<br>`` as a space, other tags dropped, its entities (a
    player's name is escaped) decoded as Plotly does, escaped for HTML."""
    words = re.sub(r"<br\s*/?>", " ", str(text if text is not None else ""), flags=re.I)
    return html.escape(html.unescape(" ".join(TAG.sub("", words).split())))


def _list(values: Any) -> list[Any]:
    if values is None:
        return []
    if isinstance(values, str | int | float):
        return [values]
    if isinstance(values, dict):  # a typed array ({"dtype", "bdata"}): not read here
        return []
    return list(values)


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3g}" if abs(value) < 1000 else f"{value:.0f}"
    return plain(value)


def _axis_title(layout: dict[str, Any], axis: str) -> str:
    title = (layout.get(axis) or {}).get("title") or {}
    return plain(title.get("text") if isinstance(title, dict) else title)


def _table(caption: str, head: list[str], rows: list[list[Any]]) -> str:
    shown = rows[:MAX_ROWS]
    more = len(rows) - len(shown)
    cap = f"<caption>{caption}</caption>" if caption else ""
    head_html = "".join(f'<th scope="col">{h}</th>' for h in head)
    body = "".join("<tr>" + "".join(f"<td>{_cell(v)}</td>" for v in row) + "</tr>" for row in shown)
    tail = f"<tr><td colspan='{len(head)}'>… (+{more})</td></tr>" if more > 0 else ""
    return f"<table>{cap}<thead><tr>{head_html}</tr></thead><tbody>{body}{tail}</tbody></table>"


def _items(texts: list[str]) -> str:
    texts = [t for t in texts if t]
    if not texts:
        return ""
    shown = "".join(f"<li>{t}</li>" for t in texts[:MAX_ROWS])
    more = f"<li>… (+{len(texts) - MAX_ROWS})</li>" if len(texts) > MAX_ROWS else ""
    return f"<ul>{shown}{more}</ul>"


def _bars(traces: list[dict[str, Any]], layout: dict[str, Any]) -> str:
    """Bar traces as one table: a row per category, a column per trace."""
    columns: list[str] = []
    table: dict[str, dict[int, Any]] = {}
    for i, trace in enumerate(traces):
        across = trace.get("orientation") == "h"
        cats = _list(trace.get("y" if across else "x"))
        values = _list(trace.get("x" if across else "y"))
        if not cats:
            cats = list(range(1, len(values) + 1))
        columns.append(plain(trace.get("name")) or f"#{i + 1}")
        for cat, value in zip(cats, values, strict=False):
            table.setdefault(plain(cat), {})[i] = value
    across = traces[0].get("orientation") == "h"
    first = _axis_title(layout, "yaxis" if across else "xaxis")
    rows = [[cat, *(cells.get(i, "") for i in range(len(columns)))] for cat, cells in table.items()]
    return _table("", [first, *columns], rows)


def _axes(trace: dict[str, Any]) -> tuple[str, str]:
    return trace.get("xaxis") or "x", trace.get("yaxis") or "y"


def _grid(texts: list[str], xs: list[Any], ys: list[Any], down: bool) -> str:
    """Texts laid out in rows and columns (a table drawn as text): that table, top row first
    (``down``: the y axis grows downwards); "" if they are not laid out so."""
    try:
        cols = sorted(set(xs))
        rows = sorted(set(ys), reverse=not down)
    except TypeError:
        return ""
    if len(cols) < 2 or len(rows) < 2 or len(texts) != len(xs) or len(xs) != len(ys):
        return ""
    cells = {(x, y): t for t, x, y in zip(texts, xs, ys, strict=True)}
    table = [[cells.get((x, y), "") for x in cols] for y in rows]
    return _table("", table[0], table[1:])


def _points(trace: dict[str, Any], layout: dict[str, Any], hovered: set[tuple[str, str]]) -> str:
    """A scatter trace: its points' own texts as a list (or a table, when they are laid out as
    one), else their coordinates as a table. Where the figure says what its points are when
    hovered (``hovered``: those axes; a board's hexes), a trace that is not hovered only draws
    (labels, pieces, outlines): left out."""
    name = plain(trace.get("name"))
    silent = trace.get("hoverinfo") in ("skip", "none")
    if silent and _axes(trace) in hovered:
        return ""
    texts = [plain(t) for t in _list(trace.get("hovertext")) or _list(trace.get("text"))]
    if any(texts):
        yaxis = "yaxis" + _axes(trace)[1][1:]
        down = (layout.get(yaxis) or {}).get("autorange") == "reversed"
        grid = _grid(texts, _list(trace.get("x")), _list(trace.get("y")), down) if silent else ""
        items = grid or _items(texts)
        return f"<p>{name}</p>{items}" if name and items else items
    xs, ys = _list(trace.get("x")), _list(trace.get("y"))
    if (not xs and not ys) or trace.get("fill") or silent:
        return ""  # nothing, or drawing only (the outlines of a board's hexes)
    head = [_axis_title(layout, "xaxis") or "x", _axis_title(layout, "yaxis") or "y"]
    return _table(name, head, [list(p) for p in zip(xs, ys, strict=False)])


def _heatmap(trace: dict[str, Any]) -> str:
    zs = [_list(row) for row in _list(trace.get("z"))]
    xs = _list(trace.get("x")) or list(range(1, max(map(len, zs), default=0) + 1))
    ys = _list(trace.get("y")) or list(range(1, len(zs) + 1))
    rows = [[y, *row] for y, row in zip(ys, zs, strict=False)]
    return _table(plain(trace.get("name")), ["", *(plain(x) for x in xs)], rows)


def figure_alt(data: dict[str, Any]) -> str:
    """The text alternative of a figure (``fig.to_plotly_json()``), as HTML."""
    layout = data.get("layout") or {}
    title = layout.get("title") or {}
    caption = plain(title.get("text") if isinstance(title, dict) else title)
    parts: list[str] = [f"<p>{caption}</p>"] if caption else []
    traces = [t for t in data.get("data") or [] if t.get("visible", True) is not False]
    bars = [t for t in traces if t.get("type") == "bar"]
    hovered = {_axes(t) for t in traces if _list(t.get("hovertext"))}
    if bars:
        parts.append(_bars(bars, layout))
    for trace in traces:
        kind = trace.get("type", "scatter")
        if kind in ("scatter", "scattergl"):
            parts.append(_points(trace, layout, hovered))
        elif kind == "heatmap":
            parts.append(_heatmap(trace))
        elif kind == "pie":
            rows = list(zip(_list(trace.get("labels")), _list(trace.get("values")), strict=False))
            parts.append(_table(plain(trace.get("name")), ["", ""], [list(r) for r in rows]))
        elif kind == "table":
            cells = [_list(c) for c in _list((trace.get("cells") or {}).get("values"))]
            head = [plain(h) for h in _list((trace.get("header") or {}).get("values"))]
            parts.append(_table("", head, [list(r) for r in zip(*cells, strict=False)]))
    notes = [plain(a.get("text")) for a in layout.get("annotations") or []]
    parts.append(_items(notes))
    return "".join(p for p in parts if p)
