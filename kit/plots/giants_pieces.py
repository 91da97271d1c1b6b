"""What stands on the Giants board figure: the Ahu with their bases and erected moai, the pieces
on the hexes, and the transport in progress (:mod:`kit.plots.giants_transport`). Each returns
plain trace dicts."""

from __future__ import annotations

from typing import Any

from kit.plots.common import escaped, seat_colour, tr
from kit.plots.giants_island import (
    HEADDRESS_COLOUR,
    INK,
    LOG_COLOUR,
    MOAI_COLOUR,
    BoardPixels,
    tokens_at,
)
from kit.plots.giants_transport import transport_parts as transport_parts
from kit.plots.giants_words import player, size_word

FIGURE_SYMBOLS = {"worker": "circle", "sorcerer": "star", "chief": "diamond"}

FIGURE_SIZES = {"worker": 12, "sorcerer": 16, "chief": 14}

_Columns = dict[str, list[Any]]  # a trace's columns (x, y, sizes, ...) as they are gathered


def _columns(*names: str) -> _Columns:
    return {name: [] for name in names}


def ahu_traces(
    geo: BoardPixels, view: dict[str, Any], lang: str, names: list[str] | None
) -> list[dict[str, Any]]:
    """The 26 Ahu platforms with their points (moai / headdress, the headdress value in red),
    the bases on them (face up: owner colour; face down: dark, ringed in the owner's colour only
    when the view names the owner), and the erected moai with their headdresses."""
    plat = _columns("x", "y", "text", "hover", "id")
    base = _columns("x", "y", "fill", "line", "width", "data")
    up = _columns("x", "y", "symbol", "size", "colour", "text", "data")
    states = view["ahus"]
    for ahu_id, spot in geo.ahus.items():
        info = spot.info
        x, y = spot.platform
        plat["x"].append(x)
        plat["y"].append(y)
        plat["id"].append(ahu_id)
        plat["text"].append(
            f"{info['moai_points']}<span style='color:{HEADDRESS_COLOUR}'>"
            f"/{info['hat_points']}</span>"
        )
        lines = _ahu_head(ahu_id, info, lang)
        state = states.get(ahu_id)
        if state is None:
            lines.append(tr("plots.giants.ahu_free", lang))
        else:
            lines.append(_add_base(base, ahu_id, spot.stand, state, view, lang, names))
            lines += _add_erected(up, ahu_id, spot.stand, state, lang)
        plat["hover"].append("<br>".join(lines))
    return [_platforms(plat, lang), _bases(base), _erected(up)]


def _ahu_head(ahu_id: str, info: dict[str, Any], lang: str) -> list[str]:
    """The first lines of an Ahu's hover text: its name, its points and its hexes."""
    name = info["name"]  # an Ahu added in the island editor is named by its id: said once
    ahu, named = escaped(ahu_id), escaped(str(name))  # a board file's words: text, never markup
    head = tr("plots.giants.ahu_head", lang, ahu=ahu, name=named) if name != ahu_id else ahu
    return [
        "<b>" + head + "</b>",
        tr("plots.giants.ahu_points", lang, moai=info["moai_points"], hat=info["hat_points"]),
        tr(
            "plots.giants.ahu_hexes",
            lang,
            hexes=tr("plots.list_sep", lang).join(map(escaped, info["adjacent_hexes"])),
        ),
    ]


def _add_base(
    base: _Columns,
    ahu_id: str,
    stand: tuple[float, float],
    state: dict[str, Any],
    view: dict[str, Any],
    lang: str,
    names: list[str] | None,
) -> str:
    """Add the base on an Ahu to the columns ``base``; returns its line of the hover text."""
    sx, sy = stand
    owner = state["owner"]
    base["x"].append(sx)
    base["y"].append(sy)
    if state["base"] == "face_up":
        base["fill"].append(seat_colour(view["seats"][owner]["colour"]))
        base["line"].append("white")
        base["width"].append(2)
        line = tr("plots.giants.base_up", lang, player=player(view, owner, lang, names))
    else:
        base["fill"].append("#3b3b3b")
        known = owner is not None
        base["line"].append(seat_colour(view["seats"][owner]["colour"]) if known else "#a0a0a0")
        base["width"].append(4 if known else 1.5)
        line = (
            tr("plots.giants.base_down_known", lang, player=player(view, owner, lang, names))
            if known
            else tr("plots.giants.base_down_hidden", lang)
        )
    base["data"].append([ahu_id, state["base"], owner])
    return line


def _add_erected(
    up: _Columns, ahu_id: str, stand: tuple[float, float], state: dict[str, Any], lang: str
) -> list[str]:
    """Add the moai erected on an Ahu, and its headdress, to the columns ``up``; returns their
    lines of the hover text."""
    sx, sy = stand
    moai = state["moai"]
    if moai is None:
        return []
    up["x"].append(sx)
    up["y"].append(sy)
    up["symbol"].append("square")
    up["size"].append(8 + 3 * moai["size"])
    up["colour"].append(MOAI_COLOUR)
    up["text"].append(str(moai["size"]))
    up["data"].append([ahu_id, "moai", moai["size"]])
    lines = [tr("plots.giants.erected", lang, size=size_word(moai["size"], lang))]
    if state["headdress"] is not None:
        up["x"].append(sx)
        up["y"].append(sy + 0.42)
        up["symbol"].append("hexagon")
        up["size"].append(10)
        up["colour"].append(HEADDRESS_COLOUR)
        up["text"].append("")
        up["data"].append([ahu_id, "headdress", 1])
        lines.append(tr("plots.giants.crowned", lang))
    return lines


def _platforms(plat: _Columns, lang: str) -> dict[str, Any]:
    return {
        "type": "scatter",
        "uid": "ahus",
        "name": tr("plots.giants.legend.ahu", lang),
        "x": plat["x"],
        "y": plat["y"],
        "mode": "markers+text",
        "marker": {
            "symbol": "square",
            "size": 25,
            "color": "#f4ecd8",
            "line": {"color": "#6b5b45", "width": 1.5},
        },
        "text": plat["text"],
        "textfont": {"size": 10, "color": INK},
        "customdata": plat["id"],
        "hovertext": plat["hover"],
        "hoverinfo": "text",
        "legendgroup": "pieces",
        "showlegend": False,
    }


def _bases(base: _Columns) -> dict[str, Any]:
    return {
        "type": "scatter",
        "uid": "bases",
        "x": base["x"],
        "y": base["y"],
        "mode": "markers",
        "marker": {
            "symbol": "circle",
            "size": 24,
            "color": base["fill"],
            "line": {"color": base["line"], "width": base["width"]},
        },
        "customdata": base["data"],
        "hoverinfo": "skip",
        "showlegend": False,
    }


def _erected(up: _Columns) -> dict[str, Any]:
    return {
        "type": "scatter",
        "uid": "erected",
        "x": up["x"],
        "y": up["y"],
        "mode": "markers+text",
        "marker": {
            "symbol": up["symbol"],
            "size": up["size"],
            "opacity": 1,
            "color": up["colour"],
            "line": {"color": "white", "width": 1},
        },
        "text": up["text"],
        "textfont": {"size": 10, "color": "white"},
        "customdata": up["data"],
        "hoverinfo": "skip",
        "showlegend": False,
    }


def piece_traces(geo: BoardPixels, view: dict[str, Any]) -> tuple[list[dict[str, Any]], set[str]]:
    """Every figure, log and loose item on the hexes, in rows inside each hex (alike pieces
    grouped with a count in a crowded hex), and the crowded hexes."""
    fig = _columns("x", "y", "symbol", "size", "colour", "data")
    log = _columns("x", "y", "size", "data")
    item = _columns("x", "y", "symbol", "size", "line", "width", "text", "data")
    counts = _columns("x", "y", "text")
    crowded: set[str] = set()
    seats = view["seats"]
    for hex_id, entry in view["hexes"].items():
        centre = geo.centre.get(hex_id)
        if centre is None:
            continue
        labelled = geo.kind[hex_id] != "plain"
        placed, gives_way, numbered = tokens_at(entry, centre, labelled, geo.id_spot.get(hex_id))
        if gives_way:
            crowded.add(hex_id)
        for token, (x, y), scale in placed:
            count = token[-1]
            if count > 1:
                counts["x"].append(x + 0.22)
                counts["y"].append(y - 0.15)
                counts["text"].append(str(count))
            if token[0] == "figure":
                _, seat, figure, count = token
                fig["x"].append(x)
                fig["y"].append(y)
                fig["symbol"].append(FIGURE_SYMBOLS[figure])
                fig["size"].append(round(FIGURE_SIZES[figure] * scale))
                fig["colour"].append(seat_colour(seats[seat]["colour"]))
                fig["data"].append([hex_id, seat, figure, count])
            elif token[0] == "logs":
                log["x"].append(x)
                log["y"].append(y)
                log["size"].append(round(13 * scale))
                log["data"].append([hex_id, count])
            else:
                _add_item(item, token, (x, y), scale, hex_id, seats, numbered)
    traces = [_logs(log), _figures(fig), _items(item), _counts(counts)]
    return traces, crowded


def _add_item(
    item: _Columns,
    token: tuple[Any, ...],
    at: tuple[float, float],
    scale: float,
    hex_id: str,
    seats: list[dict[str, Any]],
    numbered: bool,
) -> None:
    """Add a loose moai or headdress (or a group of alike ones) to the columns ``item``."""
    count = token[-1]
    first = token[1][0]
    item["x"].append(at[0])
    item["y"].append(at[1])
    moai = first["kind"] == "moai"
    item["symbol"].append("square" if moai else "hexagon")
    item["size"].append(round((8 + 3 * first["size"] if moai else 11) * scale))
    marker = first["marker"]
    item["line"].append(INK if marker is None else seat_colour(seats[marker]["colour"]))
    item["width"].append(1 if marker is None else 3)
    item["text"].append(str(first["size"]) if moai and numbered else "")
    ids = [i["item"] for i in token[1]]
    item["data"].append([hex_id, first["kind"], first["size"], marker, count, ids])


def _figures(fig: _Columns) -> dict[str, Any]:
    return {
        "type": "scatter",
        "uid": "figures",
        "x": fig["x"],
        "y": fig["y"],
        "mode": "markers",
        "marker": {
            "symbol": fig["symbol"],
            "size": fig["size"],
            "opacity": 1,
            "color": fig["colour"],
            "line": {"color": INK, "width": 1},
        },
        "customdata": fig["data"],
        "hoverinfo": "skip",
        "showlegend": False,
    }


def _logs(log: _Columns) -> dict[str, Any]:
    return {
        "type": "scatter",
        "uid": "logs",
        "x": log["x"],
        "y": log["y"],
        "mode": "markers",
        "marker": {
            "symbol": "line-ew",
            "size": log["size"],
            "opacity": 1,
            "line": {"color": LOG_COLOUR, "width": 5},
        },
        "customdata": log["data"],
        "hoverinfo": "skip",
        "showlegend": False,
    }


def _items(item: _Columns) -> dict[str, Any]:
    return {
        "type": "scatter",
        "uid": "items",
        "x": item["x"],
        "y": item["y"],
        "mode": "markers+text",
        "marker": {
            "symbol": item["symbol"],
            "size": item["size"],
            "opacity": 1,
            "color": [MOAI_COLOUR if s == "square" else HEADDRESS_COLOUR for s in item["symbol"]],
            "line": {"color": item["line"], "width": item["width"]},
        },
        "text": item["text"],
        "textfont": {"size": 9, "color": "white"},
        "customdata": item["data"],
        "hoverinfo": "skip",
        "showlegend": False,
    }


def _counts(counts: _Columns) -> dict[str, Any]:
    return {
        "type": "scatter",
        "uid": "counts",
        "x": counts["x"],
        "y": counts["y"],
        "mode": "markers+text",
        "marker": {"size": 11, "color": "white", "line": {"color": INK, "width": 1}},
        "text": counts["text"],
        "textfont": {"size": 8, "color": INK},
        "hoverinfo": "skip",
        "showlegend": False,
    }
