"""What stands on the Giants board figure: the Ahu with their bases and erected moai, the pieces
on the hexes, and the transport in progress. Each returns plain trace dicts."""

from __future__ import annotations

from typing import Any

from kit.plots.common import seat_colour, tr
from kit.plots.giants_island import (
    HEADDRESS_COLOUR,
    INK,
    LOG_COLOUR,
    MOAI_COLOUR,
    BoardPixels,
    tokens_at,
)
from kit.plots.giants_words import carrier_words, player, size_word

FIGURE_SYMBOLS = {"worker": "circle", "sorcerer": "star", "chief": "diamond"}

FIGURE_SIZES = {"worker": 12, "sorcerer": 16, "chief": 14}


def ahu_traces(
    geo: BoardPixels, view: dict[str, Any], lang: str, names: list[str] | None
) -> list[dict[str, Any]]:
    """The 26 Ahu platforms with their points (moai / headdress, the headdress value in red),
    the bases on them (face up: owner colour; face down: dark, ringed in the owner's colour only
    when the view names the owner), and the erected moai with their headdresses."""
    px, py, texts, hovers, ids = [], [], [], [], []
    bx, by, b_fill, b_line, b_width, b_data = [], [], [], [], [], []
    ex, ey, e_symbol, e_size, e_colour, e_text, e_data = [], [], [], [], [], [], []
    states = view["ahus"]
    for ahu_id, spot in geo.ahus.items():
        info = spot.info
        x, y = spot.platform
        px.append(x)
        py.append(y)
        ids.append(ahu_id)
        texts.append(
            f"{info['moai_points']}<span style='color:{HEADDRESS_COLOUR}'>"
            f"/{info['hat_points']}</span>"
        )
        lines = [
            "<b>" + tr("plots.giants.ahu_head", lang, ahu=ahu_id, name=info["name"]) + "</b>",
            tr("plots.giants.ahu_points", lang, moai=info["moai_points"], hat=info["hat_points"]),
            tr(
                "plots.giants.ahu_hexes",
                lang,
                hexes=tr("plots.list_sep", lang).join(info["adjacent_hexes"]),
            ),
        ]
        state = states.get(ahu_id)
        if state is None:
            lines.append(tr("plots.giants.ahu_free", lang))
            hovers.append("<br>".join(lines))
            continue
        sx, sy = spot.stand
        owner = state["owner"]
        bx.append(sx)
        by.append(sy)
        if state["base"] == "face_up":
            b_fill.append(seat_colour(view["seats"][owner]["colour"]))
            b_line.append("white")
            b_width.append(2)
            lines.append(tr("plots.giants.base_up", lang, player=player(view, owner, lang, names)))
        else:
            b_fill.append("#3b3b3b")
            known = owner is not None
            b_line.append(seat_colour(view["seats"][owner]["colour"]) if known else "#a0a0a0")
            b_width.append(4 if known else 1.5)
            lines.append(
                tr("plots.giants.base_down_known", lang, player=player(view, owner, lang, names))
                if known
                else tr("plots.giants.base_down_hidden", lang)
            )
        b_data.append([ahu_id, state["base"], owner])
        moai = state["moai"]
        if moai is not None:
            ex.append(sx)
            ey.append(sy)
            e_symbol.append("square")
            e_size.append(8 + 3 * moai["size"])
            e_colour.append(MOAI_COLOUR)
            e_text.append(str(moai["size"]))
            e_data.append([ahu_id, "moai", moai["size"]])
            lines.append(tr("plots.giants.erected", lang, size=size_word(moai["size"], lang)))
            if state["headdress"] is not None:
                ex.append(sx)
                ey.append(sy + 0.42)
                e_symbol.append("hexagon")
                e_size.append(10)
                e_colour.append(HEADDRESS_COLOUR)
                e_text.append("")
                e_data.append([ahu_id, "headdress", 1])
                lines.append(tr("plots.giants.crowned", lang))
        hovers.append("<br>".join(lines))
    platforms = {
        "type": "scatter",
        "uid": "ahus",
        "name": tr("plots.giants.legend.ahu", lang),
        "x": px,
        "y": py,
        "mode": "markers+text",
        "marker": {
            "symbol": "square",
            "size": 25,
            "color": "#f4ecd8",
            "line": {"color": "#6b5b45", "width": 1.5},
        },
        "text": texts,
        "textfont": {"size": 10, "color": INK},
        "customdata": ids,
        "hovertext": hovers,
        "hoverinfo": "text",
        "legendgroup": "pieces",
        "showlegend": False,
    }
    bases = {
        "type": "scatter",
        "uid": "bases",
        "x": bx,
        "y": by,
        "mode": "markers",
        "marker": {
            "symbol": "circle",
            "size": 24,
            "color": b_fill,
            "line": {"color": b_line, "width": b_width},
        },
        "customdata": b_data,
        "hoverinfo": "skip",
        "showlegend": False,
    }
    erected = {
        "type": "scatter",
        "uid": "erected",
        "x": ex,
        "y": ey,
        "mode": "markers+text",
        "marker": {
            "symbol": e_symbol,
            "size": e_size,
            "opacity": 1,
            "color": e_colour,
            "line": {"color": "white", "width": 1},
        },
        "text": e_text,
        "textfont": {"size": 10, "color": "white"},
        "customdata": e_data,
        "hoverinfo": "skip",
        "showlegend": False,
    }
    return [platforms, bases, erected]


def piece_traces(geo: BoardPixels, view: dict[str, Any]) -> tuple[list[dict[str, Any]], set[str]]:
    """Every figure, log and loose item on the hexes, in rows inside each hex (alike pieces
    grouped with a count in a crowded hex), and the crowded hexes."""
    fx, fy, f_symbol, f_size, f_colour, f_data = [], [], [], [], [], []
    lx, ly, l_size, l_data = [], [], [], []
    ix, iy, i_symbol, i_size, i_line, i_width, i_text, i_data = [], [], [], [], [], [], [], []
    cx, cy, c_text = [], [], []
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
                cx.append(x + 0.22)
                cy.append(y - 0.15)
                c_text.append(str(count))
            if token[0] == "figure":
                _, seat, figure, count = token
                fx.append(x)
                fy.append(y)
                f_symbol.append(FIGURE_SYMBOLS[figure])
                f_size.append(round(FIGURE_SIZES[figure] * scale))
                f_colour.append(seat_colour(seats[seat]["colour"]))
                f_data.append([hex_id, seat, figure, count])
            elif token[0] == "logs":
                lx.append(x)
                ly.append(y)
                l_size.append(round(13 * scale))
                l_data.append([hex_id, count])
            else:
                item = token[1][0]
                ix.append(x)
                iy.append(y)
                moai = item["kind"] == "moai"
                i_symbol.append("square" if moai else "hexagon")
                i_size.append(round((8 + 3 * item["size"] if moai else 11) * scale))
                marker = item["marker"]
                i_line.append(INK if marker is None else seat_colour(seats[marker]["colour"]))
                i_width.append(1 if marker is None else 3)
                i_text.append(str(item["size"]) if moai and numbered else "")
                ids = [i["item"] for i in token[1]]
                i_data.append([hex_id, item["kind"], item["size"], marker, count, ids])
    figures = {
        "type": "scatter",
        "uid": "figures",
        "x": fx,
        "y": fy,
        "mode": "markers",
        "marker": {
            "symbol": f_symbol,
            "size": f_size,
            "opacity": 1,
            "color": f_colour,
            "line": {"color": INK, "width": 1},
        },
        "customdata": f_data,
        "hoverinfo": "skip",
        "showlegend": False,
    }
    logs = {
        "type": "scatter",
        "uid": "logs",
        "x": lx,
        "y": ly,
        "mode": "markers",
        "marker": {
            "symbol": "line-ew",
            "size": l_size,
            "opacity": 1,
            "line": {"color": LOG_COLOUR, "width": 5},
        },
        "customdata": l_data,
        "hoverinfo": "skip",
        "showlegend": False,
    }
    items = {
        "type": "scatter",
        "uid": "items",
        "x": ix,
        "y": iy,
        "mode": "markers+text",
        "marker": {
            "symbol": i_symbol,
            "size": i_size,
            "opacity": 1,
            "color": [MOAI_COLOUR if s == "square" else HEADDRESS_COLOUR for s in i_symbol],
            "line": {"color": i_line, "width": i_width},
        },
        "text": i_text,
        "textfont": {"size": 9, "color": "white"},
        "customdata": i_data,
        "hoverinfo": "skip",
        "showlegend": False,
    }
    counts = {
        "type": "scatter",
        "uid": "counts",
        "x": cx,
        "y": cy,
        "mode": "markers+text",
        "marker": {"size": 11, "color": "white", "line": {"color": INK, "width": 1}},
        "text": c_text,
        "textfont": {"size": 8, "color": INK},
        "hoverinfo": "skip",
        "showlegend": False,
    }
    return [logs, figures, items, counts], crowded


def transport_parts(
    geo: BoardPixels, view: dict[str, Any], lang: str, names: list[str] | None
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The move in progress: its path as a line in the mover's colour with an arrow on the last
    step, and a box saying what is carried, by whom, over which carriers and who was paid.
    With no move, an empty path (the board keeps the same traces)."""
    move = view.get("transport")
    if not move:
        empty = {"type": "scatter", "uid": "transport", "x": [], "y": [], "customdata": []}
        return [{**empty, "mode": "lines", "hoverinfo": "skip", "showlegend": False}], []
    seat = move["seat"]
    colour = seat_colour(view["seats"][seat]["colour"])
    path = [h for h in move["path"] if h in geo.centre]
    xs = [geo.centre[h][0] for h in path]
    ys = [geo.centre[h][1] for h in path]
    trace = {
        "type": "scatter",
        "uid": "transport",
        "name": tr("plots.giants.legend.path", lang),
        "x": xs,
        "y": ys,
        "mode": "lines+markers",
        "line": {"color": colour, "width": 6},
        "marker": {"size": 7, "color": "white", "line": {"color": colour, "width": 2}},
        "opacity": 0.85,
        "customdata": path,
        "meta": {"seat": seat, "item": move["item"]["item"], "paid": move["paid"]},
        "hoverinfo": "skip",
        "legendgroup": "pieces",
        "legendrank": 400,
    }
    notes: list[dict[str, Any]] = []
    if len(path) >= 2:
        notes.append(
            {
                "x": xs[-1],
                "y": ys[-1],
                "ax": xs[-2],
                "ay": ys[-2],
                "xref": "x",
                "yref": "y",
                "axref": "x",
                "ayref": "y",
                "text": "",
                "showarrow": True,
                "arrowhead": 2,
                "arrowsize": 1.2,
                "arrowwidth": 4,
                "arrowcolor": colour,
                "standoff": 12,
            }
        )
    item = move["item"]
    what = (
        tr("plots.giants.a_moai", lang, size=size_word(item["size"], lang))
        if item["kind"] == "moai"
        else tr("plots.giants.a_headdress", lang)
    )
    who = player(view, seat, lang, names)
    lines = [
        "<b>" + tr("plots.giants.transport_head", lang, player=who, item=what) + "</b>",
        tr("plots.giants.path", lang, path=" → ".join(move["path"])),
    ]
    for hex_id, tokens in zip(move["path"][1:], move["carriers"], strict=False):
        carriers = carrier_words(tokens, view, lang, names)
        lines.append(tr("plots.label_value", lang, label=hex_id, value=carriers))
    paid = [f"{player(view, s, lang, names)} +{p}" for s, p in enumerate(move["paid"]) if p]
    if paid:
        lines.append(tr("plots.giants.paid", lang, paid=tr("giants.list_sep", lang).join(paid)))
    else:
        lines.append(tr("plots.giants.nobody_paid", lang))
    if move.get("pending_hex"):
        lines.append("<i>" + tr("plots.giants.pending", lang, hex=move["pending_hex"]) + "</i>")
    notes.append(
        {
            "text": "<br>".join(lines),
            "xref": "paper",
            "yref": "paper",
            "x": 0.99,
            "y": 0.01,
            "xanchor": "right",
            "yanchor": "bottom",
            "align": "left",
            "showarrow": False,
            "bgcolor": "rgba(255,255,255,0.92)",
            "bordercolor": colour,
            "borderwidth": 2,
            "borderpad": 6,
            "font": {"size": 12, "color": INK},
        }
    )
    return [trace], notes
