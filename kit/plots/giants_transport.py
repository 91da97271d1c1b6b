"""The transport in progress on the Giants board figure (:mod:`kit.plots.giants`): the mover's
path with an arrow on its last step, and a box saying what is carried, by whom, over which
carriers and who was paid. Plain trace and annotation dicts."""

from __future__ import annotations

from typing import Any

from kit.plots.common import seat_colour, tr
from kit.plots.giants_island import INK, BoardPixels
from kit.plots.giants_words import carrier_words, player, size_word


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
        notes.append(_arrow(xs, ys, colour))
    notes.append(_transport_box(move, view, lang, names, colour))
    return [trace], notes


def _arrow(xs: list[float], ys: list[float], colour: str) -> dict[str, Any]:
    """An arrow in the mover's colour on the last step of the path."""
    return {
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


def _transport_box(
    move: dict[str, Any], view: dict[str, Any], lang: str, names: list[str] | None, colour: str
) -> dict[str, Any]:
    """The box in the corner: what is carried, by whom, its path, the carriers of each hex,
    who was paid and the hex still waiting for its carriers."""
    seat = move["seat"]
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
    return {
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
