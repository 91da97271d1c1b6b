"""The market of Rapa Nui and the players' tables: as a figure (:func:`rapanui_table`) and as
HTML for the play page (:func:`rapanui_table_html`, styled by :data:`TABLE_CSS`)."""

from __future__ import annotations

import html
from typing import Any

import plotly.graph_objects as go

from kit.plots.common import FONT, as_html, ink, layout, seat_colour, tint, tr
from kit.plots.rapanui_words import (
    CARD_COLOURS,
    column_note,
    hand_words,
    kind_name,
    panel_title,
    player_rows,
    seat_heading,
    wrapped,
)


def _market(view: dict[str, Any], lang: str) -> tuple[dict[str, Any], list[Any], list[Any]]:
    """The market's four columns: the cards' names (one text trace), the cards (shapes), and
    each column's name (★ on the indicator's column) and what taking it would score (notes)."""
    shapes: list[dict[str, Any]] = []
    notes: list[dict[str, Any]] = []
    xs, ys, texts, hovers = [], [], [], []
    indicator = view.get("indicator") or {}
    for c, column in enumerate(view["market"]):
        cards = column["cards"]  # front first, drawn at the bottom
        for depth, card in enumerate(cards):
            front = depth == 0
            shapes.append(
                {
                    "type": "rect",
                    "x0": c - 0.42,
                    "x1": c + 0.42,
                    "y0": depth - 0.42,
                    "y1": depth + 0.42,
                    "line": {"color": "#111" if front else "#888", "width": 3 if front else 1},
                    "fillcolor": CARD_COLOURS[card],
                    "opacity": 1.0 if front else 0.55,
                    "layer": "below",
                }
            )
            xs.append(c)
            ys.append(depth)
            texts.append(wrapped(kind_name(card, lang)))
            hovers.append(tr("plots.rapanui.card_hover", lang, n=c + 1, depth=depth + 1))
        exposed = column_note(cards, lang)
        star = "★ " if indicator.get("column") == c else ""
        notes.append(
            {
                "x": c,
                "y": -0.5,
                "yanchor": "top",
                "text": exposed,
                "showarrow": False,
                "font": {"size": 11},
            }
        )
        notes.append(
            {
                "x": c,
                "y": 4.0,
                "text": star + tr("plots.rapanui.column", lang, n=c + 1),
                "showarrow": False,
                "font": {"size": 13},
            }
        )
    market = {
        "type": "scatter",
        "x": xs,
        "y": ys,
        "mode": "text",
        "text": texts,
        "textfont": {"color": "white", "size": 12},
        "hovertext": hovers,
        "hoverinfo": "text",
        "showlegend": False,
    }
    return market, shapes, notes


def _rect(x0: float, x1: float, y0: float, y1: float, colour: str) -> dict[str, Any]:
    """A filled rectangle behind the players' table (axes x2, y2)."""
    return {
        "type": "rect",
        "xref": "x2",
        "yref": "y2",
        "x0": x0,
        "x1": x1,
        "y0": y0,
        "y1": y1,
        "fillcolor": colour,
        "line": {"width": 0},
        "layer": "below",
    }


def _players(
    view: dict[str, Any], lang: str, names: list[str] | None, rows: list[tuple[str, list[int]]]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The players' table, drawn with shapes and one text trace (a Plotly table is slow to draw):
    a column per player under a heading in their colour, a row per card type and counter."""
    seats = view["seats"]
    shapes: list[dict[str, Any]] = []
    gx: list[float] = []
    gy: list[float] = []
    gt: list[str] = []
    colours: list[str] = []
    for p, s in enumerate(seats):
        name, active = seat_heading(view, s, lang, names)
        if active:
            name = "▶ " + name
        shapes.append(_rect(p - 0.47, p + 0.47, -0.75, 0.5, seat_colour(s["colour"])))
        gx.append(p)
        gy.append(0)
        gt.append(f"<b>{name}</b>")
        colours.append("white")
    for r, (label, values) in enumerate(rows, start=1):
        if r % 2:
            shapes.append(_rect(-1.95, len(seats) - 0.5, r - 0.5, r + 0.5, "#f3f3f3"))
        gx.append(-0.6)
        gy.append(r)
        gt.append(label)
        colours.append("#444")
        for p, value in enumerate(values):
            gx.append(p)
            gy.append(r)
            gt.append(str(value))
            colours.append("#111")
    grid = {
        "type": "scatter",
        "name": "players",
        "x": gx,
        "y": gy,
        "xaxis": "x2",
        "yaxis": "y2",
        "mode": "text",
        "text": gt,
        "textfont": {"color": colours, "size": 13},
        "textposition": ["middle left" if x < 0 else "middle center" for x in gx],
        "hoverinfo": "skip",
        "showlegend": False,
    }
    return grid, shapes


def rapanui_table(view: dict[str, Any], lang: str, names: list[str] | None = None) -> go.Figure:
    """The market's four columns (front card at the bottom, outlined; the card that taking it would
    expose, i.e. the type that would be scored, named under it), every player's display, wood and
    glory as a table, and the viewer's own hand."""
    market, shapes, column_notes = _market(view, lang)
    notes = [
        panel_title(tr("plots.rapanui.market", lang), 0.235),
        panel_title(tr("plots.rapanui.players", lang), 0.765),
        *column_notes,
    ]
    seats = view["seats"]
    rows = player_rows(view, lang)
    grid, table_shapes = _players(view, lang, names, rows)
    shapes += table_shapes
    if "hand" in view:
        notes.append(
            {
                "x": 0,
                "y": -0.09,
                "xref": "paper",
                "yref": "paper",
                "xanchor": "left",
                "text": hand_words(view, lang),
                "showarrow": False,
                "font": {"size": 14},
            }
        )
    title = tr("plots.rapanui.table_title", lang, turn=view["turn"], pile=view["draw_pile"])
    fig_layout = layout(
        title,
        height=500,
        shapes=shapes,
        annotations=notes,
        xaxis={"domain": [0, 0.47], "range": [-0.55, 3.55], "visible": False},
        yaxis={"range": [-1.45, 4.3], "visible": False},
        xaxis2={"domain": [0.53, 1.0], "range": [-2.0, len(seats) - 0.45], "visible": False},
        yaxis2={"range": [len(rows) + 0.6, -0.85], "visible": False, "anchor": "x2"},
    )
    fig_layout["margin"].update(b=60, t=80)
    return go.Figure({"data": [market, grid], "layout": fig_layout})


# The market and the players' table as HTML, for the play page (a page of text is quicker to send
# and to draw than a Plotly figure of shapes, and it changes after almost every action). The CSS
# is set once on the page; the HTML names its classes.
TABLE_CSS = (
    f".moai-rn-table {{font-family: {FONT}}}"
    + """
.moai-rn-table {font-size: 14px; line-height: 1.3; color: #222; padding: 4px 6px 8px}
.moai-rn-table .rn-title {font-size: 18px; margin: 2px 0 8px}
.moai-rn-table .rn-body {display: flex; flex-wrap: wrap; gap: 12px 28px; align-items: flex-start}
.moai-rn-table .rn-head {font-size: 15px; margin-bottom: 6px}
.moai-rn-table .rn-columns {display: flex; gap: 8px}
.moai-rn-table .rn-column {width: 88px; display: flex; flex-direction: column; align-items: center}
.moai-rn-table .rn-colname {font-size: 13px; height: 20px; white-space: nowrap}
.moai-rn-table .rn-indicator .rn-colname {font-weight: bold}
.moai-rn-table .rn-stack {display: flex; flex-direction: column-reverse; gap: 5px;
  min-height: 215px; justify-content: flex-start}
.moai-rn-table .rn-card {width: 84px; height: 50px; padding: 0 2px; box-sizing: border-box;
  border-radius: 3px; border: 1px solid #888; display: flex; align-items: center; justify-content: center;
  text-align: center; font-size: 13px; line-height: 1.1; color: white; overflow-wrap: break-word;
  text-shadow: 0 0 2px rgba(0, 0, 0, 0.8)}
.moai-rn-table .rn-card.rn-front {border: 3px solid #111; box-shadow: none}
.moai-rn-table .rn-scores {font-size: 12px; text-align: center; line-height: 1.2; margin-top: 4px;
  min-height: 30px}
.moai-rn-table table.rn-players {border-collapse: collapse; font-size: 13px}
.moai-rn-table .rn-players th {color: white; font-weight: bold; padding: 3px 6px; line-height: 1.2;
  min-width: 58px; max-width: 110px; overflow-wrap: anywhere; border: 2px solid white}
.moai-rn-table .rn-players td {text-align: center; padding: 2px 8px; line-height: 1.35}
.moai-rn-table .rn-players td.rn-label {text-align: right; color: #444; padding-right: 10px}
.moai-rn-table .rn-players tbody tr:nth-child(odd) {background: #f3f3f3}
.moai-rn-table .rn-hand {font-size: 14px; margin-top: 6px}
"""
)


def _html(text: str) -> str:
    """A figure's message as HTML: its ``<br>`` kept as a line break, a name as its text."""
    return as_html(text)


def _card_style(card: str, depth: int) -> str:
    """A market card's colours: its own (lightened for a card behind the front one), and the
    text colour that reads on it (a dark text has no shadow)."""
    background = CARD_COLOURS[card] if depth == 0 else tint(CARD_COLOURS[card], 0.4)
    colour = ink(background)
    return f"background:{background}" + (
        "" if colour == "#ffffff" else f";color:{colour};text-shadow:none"
    )


def _html_columns(view: dict[str, Any], lang: str) -> str:
    """The market's four columns as HTML: the column's name, its cards (front card at the
    bottom, outlined) and what taking it would score."""
    indicator = view.get("indicator") or {}
    columns = []
    for c, column in enumerate(view["market"]):
        cards = column["cards"]  # front first, drawn at the bottom
        stack = "".join(
            f'<div class="rn-card{" rn-front" if depth == 0 else ""}" '
            f'style="{_card_style(card, depth)}" '
            f'title="{_html(tr("plots.rapanui.card_hover", lang, n=c + 1, depth=depth + 1))}">'
            f"{_html(kind_name(card, lang))}</div>"
            for depth, card in enumerate(cards)
        )
        exposed = column_note(cards, lang)
        star = indicator.get("column") == c
        columns.append(
            f'<div class="rn-column{" rn-indicator" if star else ""}">'
            f'<div class="rn-colname">{"★ " if star else ""}'
            f"{_html(tr('plots.rapanui.column', lang, n=c + 1))}</div>"
            f'<div class="rn-stack">{stack}</div>'
            f'<div class="rn-scores">{_html(exposed)}</div></div>'
        )
    return "".join(columns)


def _html_players(view: dict[str, Any], lang: str, names: list[str] | None) -> str:
    """The players' table as HTML: a heading per player in their colour, a row per card type
    and counter."""
    heads = []
    for s in view["seats"]:
        name, active = seat_heading(view, s, lang, names)
        name = _html(name)
        if active:
            name = "▶ " + name
        colour = seat_colour(s["colour"])
        heads.append(f'<th style="background:{colour};color:{ink(colour)}">{name}</th>')
    body = "".join(
        f'<tr><td class="rn-label">{html.escape(label)}</td>'
        + "".join(f"<td>{value}</td>" for value in values)
        + "</tr>"
        for label, values in player_rows(view, lang)
    )
    return (
        f'<table class="rn-players"><thead><tr><th style="background:none"></th>{"".join(heads)}'
        f"</tr></thead><tbody>{body}</tbody></table>"
    )


def rapanui_table_html(view: dict[str, Any], lang: str, names: list[str] | None = None) -> str:
    """What :func:`rapanui_table` shows, as HTML (styled by ``TABLE_CSS``): the market's four
    columns (front card at the bottom, outlined; the card type that taking it would score named
    under it), every player's display, wood and glory as a table, and the viewer's own hand."""
    hand = ""
    if "hand" in view:
        hand = f'<div class="rn-hand">{_html(hand_words(view, lang))}</div>'
    title = tr("plots.rapanui.table_title", lang, turn=view["turn"], pile=view["draw_pile"])
    return (
        f'<div class="moai-rn-table"><div class="rn-title">{_html(title)}</div>'
        '<div class="rn-body"><div class="rn-market">'
        f'<div class="rn-head">{_html(tr("plots.rapanui.market", lang))}</div>'
        f'<div class="rn-columns">{_html_columns(view, lang)}</div>{hand}</div>'
        '<div class="rn-table">'
        f'<div class="rn-head">{_html(tr("plots.rapanui.players", lang))}</div>'
        f"{_html_players(view, lang, names)}</div></div></div>"
    )
