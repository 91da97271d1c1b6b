"""The sacrifice ranking of Rapa Nui at the altar (:func:`rapanui_altar`): a bar per offering
kind, most sacrificed first, with the value of each kind; the viewer's own offerings beside it."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from kit.plots.common import KIND_COLOURS, KIND_PATTERNS, UNSEEN, count_axis, layout, tr
from kit.plots.rapanui_words import kind_name, panel_title, wrapped
from kit.rapanui.cards import KINDS


def ranking_order(counts: dict[str, int]) -> list[str]:
    """The kinds from most to least sacrificed (ties in the fixed order of kinds)."""
    return sorted(KINDS, key=lambda k: (-counts.get(k, 0), KINDS.index(k)))


def _kind_bars(kinds: list[str], ys: list[int], texts: list[str], lang: str) -> dict[str, Any]:
    return {
        "type": "bar",
        "x": [kind_name(k, lang) for k in kinds],
        "y": ys,
        "marker": {
            "color": [KIND_COLOURS[k] for k in kinds],
            "pattern": {"shape": [KIND_PATTERNS[k] for k in kinds]},
            "line": {"color": "#222", "width": 1},
        },
        "text": texts,
        "textposition": "outside",
        "showlegend": False,
    }


def _unseen_bar(unseen: int, lang: str) -> dict[str, Any]:
    """The face-down cards this viewer cannot see, as one grey bar."""
    return {
        "type": "bar",
        "x": [tr("plots.rapanui.unseen", lang)],
        "y": [unseen],
        "marker": {"color": UNSEEN, "pattern": {"shape": "-"}, "line": {"color": "#222"}},
        "text": ["?"],
        "textposition": "outside",
        "textfont": {"size": 16},
        "hovertemplate": tr("plots.rapanui.unseen_hover", lang, n=unseen) + "<extra></extra>",
        "showlegend": False,
    }


def _ties(
    order: list[str], counts: dict[str, int], values: dict[str, int], top: int, lang: str
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Ties: a bracket (shape) over neighbouring bars that share a value, and its note."""
    shapes: list[dict[str, Any]] = []
    notes: list[dict[str, Any]] = []
    start = 0
    for i in range(1, len(order) + 1):
        if i == len(order) or values[order[i]] != values[order[start]]:
            if i - start > 1 and sum(counts.values()) > 0:
                h = counts[order[start]] + top * 0.22
                shapes.append(
                    {
                        "type": "path",
                        "path": f"M {start - 0.35},{h - top * 0.04} L {start - 0.35},{h} "
                        f"L {i - 1 + 0.35},{h} L {i - 1 + 0.35},{h - top * 0.04}",
                        "line": {"color": "#333", "width": 2},
                        "xref": "x",
                        "yref": "y",
                    }
                )
                notes.append(
                    {
                        "x": (start + i - 1) / 2,
                        "y": h,
                        "text": tr("plots.rapanui.tie", lang, value=values[order[start]]),
                        "showarrow": False,
                        "yshift": 10,
                        "xref": "x",
                        "yref": "y",
                    }
                )
            start = i
    return shapes, notes


def _own_offerings(
    own: dict[str, int],
    values: dict[str, int],
    right: tuple[float, float],
    kinds_ticks: dict[str, Any],
    lang: str,
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], str]:
    """The viewer's own offering cards on the right: their bars (what each kind is worth now),
    the panel's axes, its title and the figure's title (with the total)."""
    worth = {k: own[k] * values[k] for k in KINDS}
    stock = _kind_bars(
        list(KINDS),
        [own[k] for k in KINDS],
        [tr("plots.rapanui.worth", lang, n=own[k], value=values[k], total=worth[k]) for k in KINDS],
        lang,
    )
    stock.update(
        xaxis="x2",
        yaxis="y2",
        hovertemplate=tr("plots.rapanui.stock_hover", lang) + "<extra></extra>",
        textfont={"size": 13},
    )
    most = max([*own.values(), 1])
    axes = {
        "xaxis2": {"domain": list(right), "anchor": "y2", **kinds_ticks},
        "yaxis2": {
            "range": [0, most * 1.35 + 0.5],
            "anchor": "x2",
            **count_axis(most * 1.35 + 0.5, 6),
        },
    }
    note = panel_title(tr("plots.rapanui.your_offerings", lang), sum(right) / 2, 14)
    title = tr("plots.rapanui.altar_title_own", lang, total=sum(worth.values()))
    return stock, axes, note, title


def rapanui_altar(view: dict[str, Any], lang: str, validate: bool = True) -> go.Figure:
    """The sacrifice ranking as it stands: ordered bars of the altar's count per kind with the value
    of each kind written on it (tied kinds share a value and a bracket), the face-down cards this
    viewer cannot see as a grey bar, and what the viewer's own offerings are worth now. At the end
    every card is revealed (R6.5) and the final counts and values are shown. ``validate=False``
    skips Plotly's checks of every property (three quarters of the time: the play page, which
    redraws it after most sacrifices; the tests check that it is the same figure)."""
    ranking = view["ranking"]
    counts, values, unseen = ranking["counts"], ranking["values"], ranking["unseen"]
    final = view.get("result")
    if final is not None:
        counts, values, unseen = final["altar_counts"], final["altar_values"], 0
    order = ranking_order(counts)
    own = view.get("stock")
    # the altar on the left, the viewer's own offering cards on the right
    left, right = ((0.0, 0.52), (0.62, 1.0)) if own is not None else ((0.0, 1.0), None)
    names = [kind_name(k, lang) for k in KINDS]
    kinds_ticks = {"tickmode": "array", "tickvals": names, "ticktext": [wrapped(n) for n in names]}
    ticks = {**kinds_ticks, "tickvals": list(names), "ticktext": [wrapped(n) for n in names]}
    altar = _kind_bars(
        order,
        [counts[k] for k in order],
        [tr("plots.rapanui.per_card", lang, value=values[k]) for k in order],
        lang,
    )
    altar.update(
        customdata=[values[k] for k in order],
        hovertemplate=tr("plots.rapanui.altar_hover", lang) + "<extra></extra>",
        textfont={"size": 16},
    )
    data = [altar]
    top = max([counts[k] for k in KINDS] + [unseen, 1])
    if unseen:
        ticks["tickvals"].append(tr("plots.rapanui.unseen", lang))
        ticks["ticktext"].append(tr("plots.rapanui.unseen_tick", lang))
        data.append(_unseen_bar(unseen, lang))
    shapes, ties = _ties(order, counts, values, top, lang)
    notes = [panel_title(tr("plots.rapanui.altar_counts", lang), sum(left) / 2, 14), *ties]
    if sum(counts.values()) == 0 and not unseen:
        notes.append(
            {
                "x": sum(left) / 2,
                "y": 0.6,
                "xref": "paper",
                "yref": "paper",
                "text": tr("plots.rapanui.empty_altar", lang),
                "showarrow": False,
                "font": {"size": 14},
                "bgcolor": "#fff7e0",
            }
        )
    axes: dict[str, Any] = {
        "xaxis": {"domain": list(left), **ticks},
        "yaxis": {
            "range": [0, top * 1.45 + 0.5],
            "title": {"text": tr("plots.rapanui.cards", lang)},
            **count_axis(top * 1.45 + 0.5, 6),
        },
    }
    title = tr("plots.rapanui.altar_title", lang)
    if own is not None and right is not None:
        stock, own_axes, note, title = _own_offerings(own, values, right, kinds_ticks, lang)
        data.append(stock)
        axes.update(own_axes)
        notes.append(note)
    fig_layout = layout(title, height=460, bargap=0.25, shapes=shapes, annotations=notes, **axes)
    # the title at the very top, the panels' two-line titles under it
    fig_layout["title"].update(y=1.0, yref="container", yanchor="top", pad={"t": 10})
    fig_layout["margin"]["t"] = 96
    if not shapes:
        del fig_layout["shapes"]  # as Plotly's checks leave it: no ties, no shapes
    return go.Figure({"data": data, "layout": fig_layout}, _validate=validate)
