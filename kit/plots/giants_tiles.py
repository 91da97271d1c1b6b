"""Beside the Giants board: the quarry tile, dice, stocks and score track; and the final score
by scoring rule. Pure functions from a view and a language to a ``go.Figure``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import plotly.graph_objects as go

from kit.plots.common import layout, player_name, tr
from kit.plots.giants_island import HEADDRESS_COLOUR, INK, MOAI_COLOUR
from kit.plots.giants_track import SEAT_ROW, TRACK_TOP, _score_track
from kit.plots.giants_words import figure_words, size_word

# The tiles figure is laid out in pixels from the top of its plot area (its y axis counts
# pixels; its x axis counts hundredths of the width): two rows of two panels, the score track,
# and the viewer's own screen; every text fits a panel half as wide as the play page's column.
# The score track's rows (TRACK_TOP, SEAT_ROW) are drawn by kit.plots.giants_track.
ROW1, ROW2 = (0, 118), (126, 222)  # top and bottom of the two rows of panels
LEFT, RIGHT = (0.0, 49.5), (50.5, 100.0)

_Text = tuple[float, float, str]  # a text's x, y and words


def giants_tiles(view: dict[str, Any], lang: str, names: list[str] | None = None) -> go.Figure:
    """:func:`giants_tiles_data` as a figure (built unchecked: the tests validate it)."""
    return go.Figure(giants_tiles_data(view, lang, names), _validate=False)


def giants_tiles_data(
    view: dict[str, Any], lang: str, names: list[str] | None = None
) -> dict[str, Any]:
    """Beside the board: the Moai quarry tile (this round's moai, for the auction, with the pick
    order once the bids are revealed), the dice last rolled, the headdress stock, the supply, and
    the score track (colour and symbol per player, half-tablets and what lies in front of each
    screen); the viewer's own screen, which only the viewer sees, on the last line. A figure's
    ``data`` and ``layout`` as plain dicts (the play page sends them as they are)."""
    screen = _own_screen(view, lang)
    track_bottom = TRACK_TOP + 34 + SEAT_ROW * len(view["seats"])
    plot_h = track_bottom + (44 if screen else 4)

    def y(top: float) -> float:
        return plot_h - top

    left = _headings(view, lang, y)
    small: list[_Text] = []
    centred: list[_Text] = []
    data = _quarry_tile(view, lang, names, y, small, centred)
    data += _dice(view, lang, y, centred)
    data += _headdress_stock(view, lang, y)
    left += _supply_lines(view, lang, y)
    data += _score_track(view, lang, names, left, small, y)
    if screen:
        left.append((1, y(track_bottom + 24), screen))
    data.append(_texts("tile-texts", left, "middle right", 12))
    if small:
        data.append(_texts("tile-small", small, "middle right", 11))
    if centred:
        data.append(_texts("tile-notes", centred, "middle center", 12))
    shapes = _panels(track_bottom, y)
    return _tiles_figure(view, lang, data, shapes, plot_h)


def _panels(track_bottom: float, y: Callable[[float], float]) -> list[dict[str, Any]]:
    """The panels' frames: two rows of two, and the score track."""
    return [
        _panel(*LEFT, y(ROW1[1]), y(ROW1[0])),
        _panel(*RIGHT, y(ROW1[1]), y(ROW1[0])),
        _panel(*LEFT, y(ROW2[1]), y(ROW2[0])),
        _panel(*RIGHT, y(ROW2[1]), y(ROW2[0])),
        _panel(0, 100, y(track_bottom), y(TRACK_TOP)),
    ]


def _headings(view: dict[str, Any], lang: str, y: Callable[[float], float]) -> list[_Text]:
    """The panels' titles, in bold."""
    left: list[_Text] = []
    for x, top, key, params in (
        (LEFT[0] + 1, ROW1[0] + 16, "plots.giants.quarry_tile", {}),
        (RIGHT[0] + 1, ROW1[0] + 16, "plots.giants.dice", {}),
        (LEFT[0] + 1, ROW2[0] + 16, "plots.giants.stock", {"n": view["headdress_stock"]}),
        (RIGHT[0] + 1, ROW2[0] + 16, "plots.giants.supply", {}),
        (1, TRACK_TOP + 16, "plots.giants.score_track", {}),
    ):
        left.append((x, y(top), "<b>" + tr(key, lang, **params) + "</b>"))
    return left


def _quarry_tile(
    view: dict[str, Any],
    lang: str,
    names: list[str] | None,
    y: Callable[[float], float],
    small: list[_Text],
    centred: list[_Text],
) -> list[dict[str, Any]]:
    """The Moai quarry tile: this round's moai, largest first (or a note that it is empty), and
    the pick order once the bids are revealed (added to ``small``)."""
    data: list[dict[str, Any]] = []
    middle = sum(LEFT) / 2
    tile = sorted(view["quarry_tile"], key=lambda m: (-m["size"], m["item"]))
    if tile:
        step = min(6.0, 40 / len(tile))
        xs = [middle + (k - (len(tile) - 1) / 2) * step for k in range(len(tile))]
        data.append(
            _markers(
                "quarry-tile",
                xs,
                [y(ROW1[0] + 56)] * len(tile),
                ["square"] * len(tile),
                [14 + 6 * m["size"] for m in tile],
                [MOAI_COLOUR] * len(tile),
                [str(m["size"]) for m in tile],
                [m["item"] for m in tile],
                [tr("plots.giants.moai", lang, size=size_word(m["size"], lang)) for m in tile],
            )
        )
    else:
        centred.append((middle, y(ROW1[0] + 56), tr("plots.giants.quarry_empty", lang)))
    auction = view.get("auction")
    if auction and auction.get("order") and view["phase"] == "auction_pick":
        order = tr("giants.list_sep", lang).join(
            player_name(s, lang, names) for s in auction["order"]
        )
        small.append(
            (LEFT[0] + 1, y(ROW1[0] + 98), tr("plots.giants.pick_order", lang, order=order))
        )
    return data


def _dice(
    view: dict[str, Any], lang: str, y: Callable[[float], float], centred: list[_Text]
) -> list[dict[str, Any]]:
    """The dice last rolled (a broken one crossed out) with how to read them, or a note that
    none was rolled (added to ``centred``)."""
    middle = sum(RIGHT) / 2
    faces = view["dice"]["faces"]
    colours = view["dice"]["colours"]
    if not faces:
        centred.append((middle, y(ROW1[0] + 56), tr("plots.giants.no_roll", lang)))
        return []
    n = len(faces)
    xs = [middle + (k - (n - 1) / 2) * min(6.0, 40 / n) for k in range(n)]
    die_names = [tr(f"giants.name.{c}", lang) for c in colours[:n]]
    shown = [str(f) if f else "✕" for f in faces]
    dice = _markers(
        "dice",
        xs,
        [y(ROW1[0] + 56)] * n,
        ["square"] * n,
        [30] * n,
        ["#fbfbf7" if c == "white" else "#8b5a2b" for c in colours[:n]],
        shown,
        list(faces),
        [
            tr(
                "plots.giants.die_hover",
                lang,
                die=d,
                face=tr("plots.giants.broken", lang) if not f else f,
            )
            for d, f in zip(die_names, faces, strict=True)
        ],
        text_colours=[INK if c == "white" else "white" for c in colours[:n]],
    )
    key = "plots.giants.dice_key_first" if view["round"] == 1 else "plots.giants.dice_key"
    centred.append((middle, y(ROW1[0] + 98), tr(key, lang)))
    return [dice]


def _headdress_stock(
    view: dict[str, Any], lang: str, y: Callable[[float], float]
) -> list[dict[str, Any]]:
    """The headdress stock, in rows of seven."""
    stock = view["headdress_stock"]
    if not stock:
        return []
    xs = [LEFT[0] + 4 + 4.5 * (k % 7) for k in range(stock)]
    ys = [y(ROW2[0] + 44 + 24 * (k // 7)) for k in range(stock)]
    return [
        _markers(
            "headdress-stock",
            xs,
            ys,
            ["hexagon"] * stock,
            [14] * stock,
            [HEADDRESS_COLOUR] * stock,
            [""] * stock,
            list(range(stock)),
            [tr("plots.giants.stock", lang, n=stock)] * stock,
        )
    ]


def _supply_lines(view: dict[str, Any], lang: str, y: Callable[[float], float]) -> list[_Text]:
    """The supply: its moai by size, its half-tablets and its logs."""
    supply = view["supply"]
    moai = supply["moai"]
    return [
        (RIGHT[0] + 1, y(ROW2[0] + 40 + 20 * k), line)
        for k, line in enumerate(
            (
                tr("plots.giants.supply_moai", lang, one=moai["1"], two=moai["2"], three=moai["3"]),
                tr("plots.giants.supply_tablets", lang, n=supply["half_tablets"]),
                tr(
                    "plots.giants.supply_logs",
                    lang,
                    n=supply["logs"],
                    removed=supply["logs_removed"],
                ),
            )
        )
    ]


def _tiles_figure(
    view: dict[str, Any],
    lang: str,
    data: list[dict[str, Any]],
    shapes: list[dict[str, Any]],
    plot_h: float,
) -> dict[str, Any]:
    """The tiles figure (as dicts) from its traces and panels, ``plot_h`` pixels high inside
    its margins."""
    title = tr("plots.giants.tiles_title", lang, round=view["round"])
    margin = {"l": 8, "r": 8, "t": 50, "b": 8}
    fig_layout = layout(
        title,
        height=plot_h + margin["t"] + margin["b"],
        shapes=shapes,
        showlegend=False,
        xaxis={"range": [-0.5, 100.5], "visible": False, "fixedrange": True},
        yaxis={"range": [0, plot_h], "visible": False, "fixedrange": True},
        hovermode="closest",
        dragmode=False,
    )
    fig_layout["margin"] = margin
    # built at every action of the play page: the tests validate it, the page need not
    return {"data": data, "layout": fig_layout}


def _panel(x0: float, x1: float, y0: float, y1: float) -> dict[str, Any]:
    return {
        "type": "rect",
        "x0": x0,
        "x1": x1,
        "y0": y0,
        "y1": y1,
        "xref": "x",
        "yref": "y",
        "line": {"color": "#c9c2b2", "width": 1},
        "fillcolor": "#faf7f0",
        "layer": "below",
    }


def _markers(
    uid: str,
    xs: list[float],
    ys: list[float],
    symbols: list[str],
    sizes: list[int],
    colours: list[str],
    texts: list[str],
    custom: list[Any],
    hovers: list[str],
    text_colours: list[str] | None = None,
) -> dict[str, Any]:
    return {
        "type": "scatter",
        "uid": uid,
        "x": xs,
        "y": ys,
        "mode": "markers+text",
        "marker": {
            "symbol": symbols,
            "size": sizes,
            "opacity": 1,
            "color": colours,
            "line": {"color": INK, "width": 1},
        },
        "text": texts,
        "textfont": {"size": 13, "color": text_colours or "white"},
        "customdata": custom,
        "hovertext": hovers,
        "hoverinfo": "text",
    }


def _texts(uid: str, points: list[tuple[float, float, str]], position: str, size: int) -> dict:
    return {
        "type": "scatter",
        "uid": uid,
        "x": [p[0] for p in points],
        "y": [p[1] for p in points],
        "text": [p[2] for p in points],
        "mode": "text",
        "textposition": position,
        "textfont": {"size": size, "color": INK},
        "hoverinfo": "skip",
    }


def _own_screen(view: dict[str, Any], lang: str) -> str:
    """What lies behind the viewer's own screen (only the viewer's view holds it)."""
    seat = view.get("seat")
    if seat is None:
        return ""
    screen = view["seats"][seat].get("screen")
    if not screen:
        return ""
    figures = figure_words(screen, lang) or tr("plots.giants.no_figures", lang)
    return tr(
        "plots.giants.screen",
        lang,
        figures=figures,
        markers=screen["markers"],
        logs=screen["logs"],
        bases=screen["bases"],
    )


def rule_name(rule: str, lang: str) -> str:
    """The name of a final-scoring rule of Giants (a key of ``result()["breakdown"]``)."""
    return tr(f"plots.giants.rule.{rule}", lang)


def giants_breakdown(view: dict[str, Any], lang: str, names: list[str] | None = None) -> go.Figure:
    """The final score of a finished game as stacked bars per player, by scoring rule; hovering
    the moai and headdress segments lists each player's Ahu."""
    from kit.plots.history import final_breakdown, seat_colours

    result = view["result"]
    fig = final_breakdown(result, lang, seat_colours(view), rule_name, names)
    per_seat: list[list[str]] = [[] for _ in result["scores"]]
    for line in result.get("per_ahu", []):
        words = {**line, "size": size_word(line["size"], lang)}
        per_seat[line["seat"]].append(tr("plots.giants.ahu_line", lang, **words))
    rules = list(result["breakdown"][0])
    for trace, rule in zip(fig.data, rules, strict=False):
        if rule in ("ahu_moai", "headdress"):
            trace.hovertext = [
                tr("plots.label_value", lang, label=trace.name, value=v)
                + "<br>"
                + "<br>".join(lines)
                for v, lines in zip(trace.y, per_seat, strict=True)
            ]
            trace.hoverinfo = "text"
    fig.update_layout(title_text=tr("plots.giants.breakdown_title", lang))
    return fig
