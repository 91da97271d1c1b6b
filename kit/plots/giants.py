"""Figures of Giants: the island with every piece on it (:func:`giants_board`); the quarry tile,
dice, stocks and score track beside it (:func:`giants_tiles`); the final score by scoring rule
(:func:`giants_breakdown`).

Pure functions from a view (``kit.giants`` ``game.view(seat)``) and a language to a
``go.Figure``. They draw only what the view holds, so nothing hidden from the viewer (a
face-down base shows its owner only if the view names it, R11.4). The board and the tiles are
each built as one dict and not validated by Plotly (the tests validate them,
``tests/widgets/test_giants_board_slot.py``): fast enough to redraw after every action. The
play page takes those dicts as they are (:func:`giants_board_data`, :func:`giants_tiles_data`,
:func:`giants_figure_data`): building a ``go.Figure`` still costs ~25 ms a figure. The
board's layout asks the play page to draw its legend as HTML (``meta``, see
:mod:`widgets.board_legend`); elsewhere Plotly draws it.

The board's traces carry a ``uid`` the UI and the tests can find:

- ``hexes``: one invisible marker per land hex centre (also ``name="hexes"``), hex id in
  ``customdata``, the hex's hover text: the click target (``clickmode="event"``,
  ``hoverdistance=-1``: the nearest centre wins);
- ``ahus``: one platform marker per Ahu, Ahu id in ``customdata``, its hover text: clickable too;
- ``hex-<kind>``: the filled polygons of one kind of hex (``meta``: role, kind, hex ids, and
  ``"image": "below"`` for the kinds that never change: the play page draws those once, as a
  picture, :mod:`kit.plots.figure_images`);
- ``figures``, ``logs``, ``items`` (``customdata`` says what each marker stands for, with a
  count), ``counts`` (the counts of grouped pieces), ``bases``, ``erected``;
- ``transport`` (the path of the move in progress, hex ids in ``customdata``);
- ``highlight`` (outlined hexes, ids in ``customdata``) and ``highlight-ahus``;
- ``hex-ids`` (text, ``"image": "above"``: a picture on the play page too), ``hex-labels``.
  Every trace but ``hexes`` and ``ahus`` skips hover, so clicks reach those two.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import plotly.graph_objects as go

from kit.plots.common import escaped, layout, tr, wrap
from kit.plots.games import GameFigures, Maker, sample_game
from kit.plots.giants_island import (
    INK,
    INNER,
    LABEL_SHIFT,
    BoardPixels,
    board_axes,
    geometry,
    highlight_targets,
    polygons,
)
from kit.plots.giants_lab import LAB_FIGURES
from kit.plots.giants_pieces import ahu_traces, piece_traces, transport_parts
from kit.plots.giants_tiles import giants_breakdown, giants_tiles, giants_tiles_data
from kit.plots.giants_words import hex_hover, legend_traces, player

__all__ = [
    "giants_board",
    "giants_board_data",
    "giants_breakdown",
    "giants_figure_data",
    "giants_tiles",
    "giants_tiles_data",
    "highlight_targets",
]

SEA = "#d3e7f3"

HIGHLIGHT = "#ffd21f"

LEGEND_HEIGHT = 100
"""The height (px) the legend takes under the island: what a board without it gives up."""


def giants_board(
    view: dict[str, Any],
    lang: str,
    highlight: Iterable[Any] | None = None,
    names: list[str] | None = None,
) -> go.Figure:
    """:func:`giants_board_data` as a figure (built unchecked: the tests validate it)."""
    return go.Figure(giants_board_data(view, lang, highlight, names), _validate=False)


def giants_board_data(
    view: dict[str, Any],
    lang: str,
    highlight: Iterable[Any] | None = None,
    names: list[str] | None = None,
) -> dict[str, Any]:
    """The island as the view shows it: hexes coloured by kind and labelled, the 26 Ahu with
    their points and what stands on them, every figure (colour = player, symbol = worker /
    sorcerer / chief), log, moai and headdress on the hexes, the transport in progress, and the
    ``highlight``: hex ids, Ahu ids or (q, r) coordinates (e.g. the legal targets of a choice),
    drawn as outlined hexes and ringed Ahu. Hovering a hex lists everything on it. A figure's
    ``data`` and ``layout`` as plain dicts (the play page sends them as they are)."""
    geo = geometry(view["board"])
    pieces, crowded = piece_traces(geo, view)
    data: list[dict[str, Any]] = polygons(geo, view, lang)
    # the hexes' ids and names over the highlight's outlines, which would hide them
    data += _highlight(geo, highlight, lang)
    data += _labels(geo, view, lang, crowded)
    traces, notes = transport_parts(geo, view, lang, names)
    data += traces
    data += ahu_traces(geo, view, lang, names)
    data += pieces
    data.append(_click_targets(geo, view, lang, names))
    data += legend_traces(view, lang, names)
    note = wrap(tr(view.get("board_note") or "giants.board.approximation", lang), 110)
    fig_layout = layout(
        _title(view, lang, names),
        height=800,
        **board_axes(geo.x_range, geo.y_range, SEA),
        annotations=notes,
        showlegend=True,
        # under the island, so that the island has the figure's whole width
        legend={
            "orientation": "h",
            "x": 0,
            "y": 0,
            "xanchor": "left",
            "yanchor": "top",
            "font": {"size": 11},
            "itemclick": False,
            "itemdoubleclick": False,
            "traceorder": "normal",
            "tracegroupgap": 4,
            "title": {"text": note, "side": "top", "font": {"size": 10, "color": "#555"}},
        },
    )
    # the title at the very top, its subtitle (who sees the board, who is to move) under it
    fig_layout["title"].update(y=1.0, yref="container", yanchor="top", pad={"t": 8})
    fig_layout["title"]["subtitle"] = {"text": _subtitle(view, lang, names), "font": {"size": 13}}
    fig_layout["margin"] = {"l": 6, "r": 6, "t": 86, "b": 10}
    # the play page draws the legend as HTML under the board (widgets.board_legend): Plotly would
    # lay it out anew at every click; the board keeps its size, less the legend's height
    fig_layout["meta"] = {"legend": "html", "legend_height": LEGEND_HEIGHT}
    return {"data": data, "layout": fig_layout}


def _title(view: dict[str, Any], lang: str, names: list[str] | None) -> str:
    phase = tr(f"giants.name.{view['phase']}", lang)
    return tr("plots.giants.board_title", lang, round=view["round"], phase=phase)


def _subtitle(view: dict[str, Any], lang: str, names: list[str] | None) -> str:
    seat = view.get("seat")
    if seat is None:
        text = tr("plots.giants.public", lang)
    else:
        text = tr("plots.giants.seen_by", lang, player=player(view, seat, lang, names))
    if view["to_move"] and not view["over"]:
        who = tr("giants.list_sep", lang).join(
            player(view, s, lang, names) for s in view["to_move"]
        )
        text += "<br>" + wrap(tr("plots.giants.to_move", lang, players=who), 100)
    return text


HALO = "0px 0px 2px #f4f1e6, 0px 0px 2px #f4f1e6"
"""The shadow of the hexes' ids: the island's pale colour all round the letters."""


def _labels(
    geo: BoardPixels, view: dict[str, Any], lang: str, crowded: set[str]
) -> list[dict[str, Any]]:
    """The ids of the plain hexes (small, at the top), the names of the special spaces and the
    forests' log values (a crowded hex gives its label up to its pieces)."""
    ids_x, ids_y, ids = [], [], []
    xs, ys, texts, colours, sizes = [], [], [], [], []
    forests = view["forests"]
    for hex_id, (x, y) in geo.centre.items():
        kind = geo.kind[hex_id]
        if kind == "plain":
            spot = geo.id_spot.get(hex_id)
            if spot is not None:
                ids_x.append(x + spot[0])
                ids_y.append(y + spot[1])
                ids.append(escaped(hex_id))  # a custom board's id: text, never markup
            continue
        if hex_id in crowded:
            continue
        if kind == "forest":
            forest = forests.get(hex_id)
            if forest is None:
                continue
            cleared = forest["cleared"]
            texts.append(
                tr("plots.giants.label.cleared", lang) if cleared else str(forest["value"])
            )
            colours.append("#4a3b22" if cleared else "white")
            sizes.append(10 if cleared else 16)
        else:
            texts.append(tr(f"plots.giants.label.{kind}", lang))
            colours.append(INK)
            sizes.append(9)
        xs.append(x)
        ys.append(y + LABEL_SHIFT)
    return [
        {
            "type": "scatter",
            "uid": "hex-ids",
            "x": ids_x,
            "y": ids_y,
            "mode": "text",
            "text": ids,
            # a light halo keeps them readable on a highlight's outline
            "textfont": {"size": 8, "color": "#3f3f3f", "shadow": HALO},
            "meta": {"image": "above"},  # the same all game: drawn once, as a picture
            "hoverinfo": "skip",
            "showlegend": False,
        },
        {
            "type": "scatter",
            "uid": "hex-labels",
            "x": xs,
            "y": ys,
            "mode": "text",
            "text": texts,
            "textfont": {"size": sizes, "color": colours, "shadow": "auto"},
            "hoverinfo": "skip",
            "showlegend": False,
        },
    ]


def _highlight(
    geo: BoardPixels, highlight: Iterable[Any] | None, lang: str
) -> list[dict[str, Any]]:
    hexes, ahus = highlight_targets(geo, highlight)
    xs: list[float | None] = []
    ys: list[float | None] = []
    for hex_id in hexes:
        cx, cy = geo.centre[hex_id]
        for dx, dy in INNER:
            xs.append(cx + dx)
            ys.append(cy + dy)
        xs.append(None)
        ys.append(None)
    name = tr("plots.giants.legend.highlight", lang)
    out = []
    for uid, colour, width in (("highlight-shadow", INK, 6), ("highlight", HIGHLIGHT, 3)):
        out.append(
            {
                "type": "scatter",
                "uid": uid,
                "name": name,
                "x": xs,
                "y": ys,
                "mode": "lines",
                "line": {"color": colour, "width": width},
                "customdata": hexes,
                "meta": {"hexes": hexes, "ahus": ahus},
                "hoverinfo": "skip",
                "showlegend": uid == "highlight" and bool(hexes or ahus),
                "legendgroup": "pieces",
                "legendrank": 401,
            }
        )
    out.append(
        {
            "type": "scatter",
            "uid": "highlight-ahus",
            "x": [geo.ahus[a].platform[0] for a in ahus],
            "y": [geo.ahus[a].platform[1] for a in ahus],
            "mode": "markers",
            "marker": {
                "symbol": "square-open",
                "size": 33,
                "color": HIGHLIGHT,
                "line": {"color": HIGHLIGHT, "width": 4},
            },
            "customdata": ahus,
            "hoverinfo": "skip",
            "showlegend": False,
        }
    )
    return out


def _click_targets(
    geo: BoardPixels, view: dict[str, Any], lang: str, names: list[str] | None
) -> dict[str, Any]:
    """One invisible marker per land hex centre: it carries the hex id and the hover text, and
    receives the clicks (with ``hoverdistance=-1`` the nearest centre wins anywhere)."""
    ids = list(geo.centre)
    return {
        "type": "scatter",
        "uid": "hexes",
        "name": "hexes",
        "x": [geo.centre[h][0] for h in ids],
        "y": [geo.centre[h][1] for h in ids],
        "mode": "markers",
        "marker": {"size": 30, "color": "white", "opacity": 0},
        "customdata": ids,
        "hovertext": [hex_hover(h, geo, view, lang, names) for h in ids],
        "hoverinfo": "text",
        "hoverlabel": {"align": "left"},
        "showlegend": False,
    }


def giants_figures(
    view: dict[str, Any],
    lang: str,
    names: list[str] | None = None,
    highlight: Sequence[str] = (),
) -> dict[str, go.Figure]:
    """The island (with the hexes and Ahu a click may pick), the tiles beside it (quarry tile,
    dice, stocks, score track), and at the end the final score by rule."""
    figures = {
        "board": giants_board(view, lang, highlight=highlight, names=names),
        "tiles": giants_tiles(view, lang, names),
    }
    if view.get("result") is not None:
        figures["breakdown"] = giants_breakdown(view, lang, names)
    return figures


def giants_figure_data(
    view: dict[str, Any],
    lang: str,
    names: list[str] | None = None,
    highlight: Sequence[str] = (),
) -> dict[str, dict[str, Any] | go.Figure]:
    """:func:`giants_figures` for the play page: the board and the tiles, drawn at every action,
    as plain dicts (no Plotly object built); the final score by rule, once, as a figure."""
    figures: dict[str, dict[str, Any] | go.Figure] = {
        "board": giants_board_data(view, lang, highlight=highlight, names=names),
        "tiles": giants_tiles_data(view, lang, names),
    }
    if view.get("result") is not None:
        figures["breakdown"] = giants_breakdown(view, lang, names)
    return figures


def giants_samples() -> list[tuple[str, Maker]]:
    """The gallery's figures: one 4-player game at the start of a transport phase (seen by seat
    0, and publicly), during its auction, with a moai on its way, and at its end."""
    from kit.plots.history import score_history

    middle = sample_game("giants", 4, seed=9, steps=175)
    auction = sample_game("giants", 4, seed=9, steps=159)
    moving = sample_game("giants", 4, seed=9, steps=545)
    end = sample_game("giants", 4, seed=9)
    mover = moving.to_move[0]
    steps = [a.hex for a in moving.legal_actions(mover) if a.KIND == "step"]
    return [
        ("gallery.giants.board", lambda lang: giants_board(middle.view(0), lang)),
        ("gallery.giants.board_public", lambda lang: giants_board(middle.view(None), lang)),
        ("gallery.giants.tiles", lambda lang: giants_tiles(auction.view(0), lang)),
        (
            "gallery.giants.transport",
            lambda lang: giants_board(moving.view(mover), lang, highlight=steps),
        ),
        ("gallery.giants.history", lambda lang: score_history(end.record(), lang)),
        ("gallery.giants.breakdown", lambda lang: giants_breakdown(end.view(None), lang)),
    ]


FIGURES = GameFigures(
    lab=LAB_FIGURES,
    names=("board", "tiles", "breakdown"),
    build=giants_figures,
    samples=giants_samples,
    clickable="board",
    live=("tiles",),  # stocks and dice change at almost every action: updated in place
)
