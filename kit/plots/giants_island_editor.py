"""The island editor's figure: the island as the board figure draws it (hex colours, names and
forest logs, the Ahu with their points; :mod:`kit.plots.giants`), with the sea cells next to the
coast outlined (where a hex or an Ahu may be added) and the target chosen outlined in yellow.

The traces a click may pick carry the target in ``customdata`` (as on the play page's board):
``hexes`` (land hex ids), ``ahus`` (Ahu ids) and ``sea`` (sea cells, ``"q,r"``);
``clickmode="event"`` with ``hoverdistance=-1``: the nearest of them wins.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from kit.core.hexgrid import Hex
from kit.plots.common import layout, tr
from kit.plots.giants import SEA, _labels
from kit.plots.giants_island import HEX_LAYOUT, board_axes, geometry, kind_label, polygons
from kit.plots.giants_pieces import _ahu_head, ahu_traces

CHOSEN = "#ffd21f"


def _corners(q: int, r: int) -> list[tuple[float, float]]:
    corners = [(round(x, 3), round(y, 3)) for x, y in HEX_LAYOUT.corners(Hex(q, r))]
    return [*corners, corners[0]]


def _outline(
    cells: list[tuple[int, int]], uid: str, colour: str, width: float, dash: str
) -> dict[str, Any]:
    xs: list[float | None] = []
    ys: list[float | None] = []
    for q, r in cells:
        for x, y in _corners(q, r):
            xs.append(x)
            ys.append(y)
        xs.append(None)
        ys.append(None)
    return {
        "type": "scatter",
        "uid": uid,
        "x": xs,
        "y": ys,
        "mode": "lines",
        "line": {"color": colour, "width": width, "dash": dash},
        "hoverinfo": "skip",
        "showlegend": False,
    }


def _land_targets(
    geo: Any, board: dict[str, Any], logs: dict[str, int], lang: str
) -> dict[str, Any]:
    """One invisible marker per land hex centre: its id and what it is (the click target)."""
    hover = []
    for h in board["hexes"]:
        words = kind_label(h["kind"], lang)
        if h["kind"] == "forest":
            words = tr("plots.giants.forest_value", lang, kind=words, value=logs.get(h["id"], 0))
        lines = [f"<b>{tr('plots.giants.hex_kind', lang, hex=h['id'], kind=words)}</b>"]
        if h["adjacent_ahus"]:
            ahus = tr("plots.list_sep", lang).join(h["adjacent_ahus"])
            lines.append(tr("plots.giants.next_to", lang, ahus=ahus))
        hover.append("<br>".join(lines))
    ids = [h["id"] for h in board["hexes"]]
    return {
        "type": "scatter",
        "uid": "hexes",
        "name": "hexes",
        "x": [geo.centre[h][0] for h in ids],
        "y": [geo.centre[h][1] for h in ids],
        "mode": "markers",
        "marker": {"size": 30, "color": "white", "opacity": 0},
        "customdata": ids,
        "hovertext": hover,
        "hoverinfo": "text",
        "showlegend": False,
    }


def _sea_targets(cells: list[tuple[int, int]], lang: str) -> dict[str, Any]:
    centres = [HEX_LAYOUT.to_pixel(Hex(q, r)) for q, r in cells]
    names = [f"{q},{r}" for q, r in cells]
    return {
        "type": "scatter",
        "uid": "sea",
        "name": "sea",
        "x": [round(x, 3) for x, _ in centres],
        "y": [round(y, 3) for _, y in centres],
        "mode": "markers",
        "marker": {"size": 30, "color": "white", "opacity": 0},
        "customdata": names,
        "hovertext": [tr("plots.giants.editor.sea", lang, cell=n) for n in names],
        "hoverinfo": "text",
        "showlegend": False,
    }


def island_editor_figure(
    board: dict[str, Any],
    lang: str,
    sea: list[tuple[int, int]] | None = None,
    chosen: tuple[int, int] | None = None,
) -> go.Figure:
    """The island of ``board`` (board data, :meth:`kit.giants.island.Island.to_data`; a forest's
    logs are its tile in slot order) with the ``sea`` cells next to it outlined and the cell
    ``chosen`` (q, r) outlined in yellow."""
    geo = geometry(board)
    sea = sea or []
    woods = sorted(
        (h for h in board["hexes"] if h["kind"] == "forest"),
        key=lambda h: (h.get("forest_slot") or 0, h["id"]),
    )  # the forest tiles lie on the forests in the order of their slots
    logs = dict(zip((h["id"] for h in woods), board["forest_tile_values"], strict=False))
    forests = {h: {"value": n, "cleared": False} for h, n in logs.items()}
    view = {"forests": forests, "ahus": {}, "hexes": {}}
    data: list[dict[str, Any]] = polygons(geo, view, lang)
    data.append(_outline(sea, "sea-cells", "#6a8fa8", 1, "dot"))
    data += _labels(geo, view, lang, set())
    platforms = ahu_traces(geo, view, lang, None)[0]
    platforms["hovertext"] = [
        "<br>".join(_ahu_head(a, geo.ahus[a].info, lang)) for a in platforms["customdata"]
    ]
    data.append(platforms)
    data.append(_land_targets(geo, board, logs, lang))
    data.append(_sea_targets(sea, lang))
    data.append(_outline([chosen] if chosen else [], "chosen", CHOSEN, 4, "solid"))
    xs = [x for q, r in sea for x, _ in _corners(q, r)] + geo.x_range
    ys = [y for q, r in sea for _, y in _corners(q, r)] + geo.y_range
    title = tr("plots.giants.editor.title", lang, hexes=len(geo.centre), ahus=len(geo.ahus))
    fig_layout = layout(
        title,
        height=760,
        **board_axes([min(xs) - 0.2, max(xs) + 0.2], [min(ys) - 0.2, max(ys) + 0.2], SEA),
        showlegend=False,
    )
    fig_layout["title"]["subtitle"] = {
        "text": tr("plots.giants.editor.subtitle", lang),
        "font": {"size": 13},
    }
    fig_layout["margin"] = {"l": 6, "r": 6, "t": 80, "b": 10}
    return go.Figure({"data": data, "layout": fig_layout})
