"""Figures of Rapa Nui: the sacrifice ranking at the altar, and the market with the players' tables.

Pure functions from a view (``kit.rapanui`` ``game.view(seat)``) and a language to a
``go.Figure``; they show nothing the view does not hold, so nothing hidden from the viewer. Each
figure is built as one dict and validated once (fast enough to redraw after every action).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from kit.plots.common import (
    FONT,
    KIND_COLOURS,
    KIND_PATTERNS,
    UNSEEN,
    count_axis,
    ink,
    layout,
    seat_colour,
    tint,
    tr,
)
from kit.plots.games import GameFigures, Maker, sample_game
from kit.rapanui.cards import CARD_TYPES, KINDS

CARD_COLOURS = {"lumberjack": "#7f5f3f", "priest": "#6a51a3", "moai": "#525252", **KIND_COLOURS}


def kind_name(kind: str, lang: str) -> str:
    """The name of an offering kind or card type in ``lang``."""
    return tr(f"rapanui.name.{kind}", lang)


def ranking_order(counts: dict[str, int]) -> list[str]:
    """The kinds from most to least sacrificed (ties in the fixed order of kinds)."""
    return sorted(KINDS, key=lambda k: (-counts.get(k, 0), KINDS.index(k)))


def wrapped(name: str) -> str:
    """A name of two words or more on two lines (under a bar, on a card): "sweet<br>potato"."""
    return name.replace(" ", "<br>", 1) if len(name) > 8 else name


def _title(text: str, x: float, size: int = 15) -> dict[str, Any]:
    return {
        "text": text,
        "x": x,
        "y": 1.0,
        "xref": "paper",
        "yref": "paper",
        "yanchor": "bottom",
        "yshift": 4,
        "showarrow": False,
        "font": {"size": size},
    }


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


def rapanui_altar(view: dict[str, Any], lang: str) -> go.Figure:
    """The sacrifice ranking as it stands: ordered bars of the altar's count per kind with the value
    of each kind written on it (tied kinds share a value and a bracket), the face-down cards this
    viewer cannot see as a grey bar, and what the viewer's own offerings are worth now. At the end
    every card is revealed (R6.5) and the final counts and values are shown."""
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
        data.append(
            {
                "type": "bar",
                "x": [tr("plots.rapanui.unseen", lang)],
                "y": [unseen],
                "marker": {"color": UNSEEN, "pattern": {"shape": "-"}, "line": {"color": "#222"}},
                "text": ["?"],
                "textposition": "outside",
                "textfont": {"size": 16},
                "hovertemplate": tr("plots.rapanui.unseen_hover", lang, n=unseen)
                + "<extra></extra>",
                "showlegend": False,
            }
        )
    shapes: list[dict[str, Any]] = []
    notes = [_title(tr("plots.rapanui.altar_counts", lang), sum(left) / 2, 14)]
    # Ties: a bracket over neighbouring bars that share a value.
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
    if own is not None:
        worth = {k: own[k] * values[k] for k in KINDS}
        stock = _kind_bars(
            list(KINDS),
            [own[k] for k in KINDS],
            [
                tr("plots.rapanui.worth", lang, n=own[k], value=values[k], total=worth[k])
                for k in KINDS
            ],
            lang,
        )
        stock.update(
            xaxis="x2",
            yaxis="y2",
            hovertemplate=tr("plots.rapanui.stock_hover", lang) + "<extra></extra>",
            textfont={"size": 13},
        )
        data.append(stock)
        most = max([*own.values(), 1])
        axes["xaxis2"] = {"domain": list(right), "anchor": "y2", **kinds_ticks}
        axes["yaxis2"] = {
            "range": [0, most * 1.35 + 0.5],
            "anchor": "x2",
            **count_axis(most * 1.35 + 0.5, 6),
        }
        notes.append(_title(tr("plots.rapanui.your_offerings", lang), sum(right) / 2, 14))
        title = tr("plots.rapanui.altar_title_own", lang, total=sum(worth.values()))
    fig_layout = layout(title, height=460, bargap=0.25, shapes=shapes, annotations=notes, **axes)
    # the title at the very top, the panels' two-line titles under it
    fig_layout["title"].update(y=1.0, yref="container", yanchor="top", pad={"t": 10})
    fig_layout["margin"]["t"] = 96
    return go.Figure({"data": data, "layout": fig_layout})


def rapanui_table(view: dict[str, Any], lang: str, names: list[str] | None = None) -> go.Figure:
    """The market's four columns (front card at the bottom, outlined; the card that taking it would
    expose, i.e. the type that would be scored, named under it), every player's display, wood and
    glory as a table, and the viewer's own hand."""
    shapes: list[dict[str, Any]] = []
    notes = [
        _title(tr("plots.rapanui.market", lang), 0.235),
        _title(tr("plots.rapanui.players", lang), 0.765),
    ]
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
        if len(cards) > 1:
            exposed = tr("plots.rapanui.would_score", lang, card=kind_name(cards[1], lang))
        else:
            exposed = tr("plots.rapanui.refill" if cards else "plots.rapanui.empty_column", lang)
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
    seats = view["seats"]
    # The players' table, drawn with shapes and one text trace (a Plotly table is slow to draw):
    # a column per player, a row per card type and counter.
    rows = [(kind_name(t, lang), [s["display"].get(t, 0) for s in seats]) for t in CARD_TYPES]
    rows += [
        (tr("rapanui.name.wood", lang), [s["wood"] for s in seats]),
        (tr("rapanui.name.glory", lang), [s["glory"] for s in seats]),
        (tr("plots.rapanui.offerings", lang), [s["offerings"] for s in seats]),
        (tr("plots.rapanui.hand", lang), [s["hand_size"] for s in seats]),
    ]
    gx: list[float] = []
    gy: list[float] = []
    gt: list[str] = []
    colours: list[str] = []
    for p, s in enumerate(seats):
        name = names[s["seat"]] if names else tr("core.player", lang, n=s["seat"] + 1)
        if s["seat"] == view.get("seat"):
            name = tr("plots.rapanui.seat_you", lang, name=name)
        if s["seat"] == view.get("active") and not view.get("over"):
            name = "▶ " + name
        shapes.append(
            {
                "type": "rect",
                "xref": "x2",
                "yref": "y2",
                "x0": p - 0.47,
                "x1": p + 0.47,
                "y0": -0.75,
                "y1": 0.5,
                "fillcolor": seat_colour(s["colour"]),
                "line": {"width": 0},
                "layer": "below",
            }
        )
        gx.append(p)
        gy.append(0)
        gt.append(f"<b>{name}</b>")
        colours.append("white")
    for r, (label, values) in enumerate(rows, start=1):
        if r % 2:
            shapes.append(
                {
                    "type": "rect",
                    "xref": "x2",
                    "yref": "y2",
                    "x0": -1.95,
                    "x1": len(seats) - 0.5,
                    "y0": r - 0.5,
                    "y1": r + 0.5,
                    "fillcolor": "#f3f3f3",
                    "line": {"width": 0},
                    "layer": "below",
                }
            )
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
    if "hand" in view:
        hand = tr("plots.list_sep", lang).join(kind_name(c, lang) for c in view["hand"]) or "—"
        notes.append(
            {
                "x": 0,
                "y": -0.09,
                "xref": "paper",
                "yref": "paper",
                "xanchor": "left",
                "text": tr("plots.rapanui.your_hand", lang, cards=hand),
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
    """A figure's message as HTML: escaped, its ``<br>`` kept as a line break."""
    return html.escape(text).replace("&lt;br&gt;", "<br>")


def _card_style(card: str, depth: int) -> str:
    """A market card's colours: its own (lightened for a card behind the front one), and the
    text colour that reads on it (a dark text has no shadow)."""
    background = CARD_COLOURS[card] if depth == 0 else tint(CARD_COLOURS[card], 0.4)
    colour = ink(background)
    return f"background:{background}" + (
        "" if colour == "#ffffff" else f";color:{colour};text-shadow:none"
    )


def rapanui_table_html(view: dict[str, Any], lang: str, names: list[str] | None = None) -> str:
    """What :func:`rapanui_table` shows, as HTML (styled by ``TABLE_CSS``): the market's four
    columns (front card at the bottom, outlined; the card type that taking it would score named
    under it), every player's display, wood and glory as a table, and the viewer's own hand."""
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
        if len(cards) > 1:
            exposed = tr("plots.rapanui.would_score", lang, card=kind_name(cards[1], lang))
        else:
            exposed = tr("plots.rapanui.refill" if cards else "plots.rapanui.empty_column", lang)
        star = indicator.get("column") == c
        columns.append(
            f'<div class="rn-column{" rn-indicator" if star else ""}">'
            f'<div class="rn-colname">{"★ " if star else ""}'
            f"{_html(tr('plots.rapanui.column', lang, n=c + 1))}</div>"
            f'<div class="rn-stack">{stack}</div>'
            f'<div class="rn-scores">{_html(exposed)}</div></div>'
        )
    seats = view["seats"]
    heads = []
    for s in seats:
        name = names[s["seat"]] if names else tr("core.player", lang, n=s["seat"] + 1)
        if s["seat"] == view.get("seat"):
            name = tr("plots.rapanui.seat_you", lang, name=name)
        name = _html(name)
        if s["seat"] == view.get("active") and not view.get("over"):
            name = "▶ " + name
        colour = seat_colour(s["colour"])
        heads.append(f'<th style="background:{colour};color:{ink(colour)}">{name}</th>')
    rows = [(kind_name(t, lang), [s["display"].get(t, 0) for s in seats]) for t in CARD_TYPES]
    rows += [
        (tr("rapanui.name.wood", lang), [s["wood"] for s in seats]),
        (tr("rapanui.name.glory", lang), [s["glory"] for s in seats]),
        (tr("plots.rapanui.offerings", lang), [s["offerings"] for s in seats]),
        (tr("plots.rapanui.hand", lang), [s["hand_size"] for s in seats]),
    ]
    body = "".join(
        f'<tr><td class="rn-label">{html.escape(label)}</td>'
        + "".join(f"<td>{value}</td>" for value in values)
        + "</tr>"
        for label, values in rows
    )
    hand = ""
    if "hand" in view:
        cards = tr("plots.list_sep", lang).join(kind_name(c, lang) for c in view["hand"]) or "—"
        hand = (
            f'<div class="rn-hand">{_html(tr("plots.rapanui.your_hand", lang, cards=cards))}</div>'
        )
    title = tr("plots.rapanui.table_title", lang, turn=view["turn"], pile=view["draw_pile"])
    return (
        f'<div class="moai-rn-table"><div class="rn-title">{_html(title)}</div>'
        '<div class="rn-body"><div class="rn-market">'
        f'<div class="rn-head">{_html(tr("plots.rapanui.market", lang))}</div>'
        f'<div class="rn-columns">{"".join(columns)}</div>{hand}</div>'
        '<div class="rn-table">'
        f'<div class="rn-head">{_html(tr("plots.rapanui.players", lang))}</div>'
        f'<table class="rn-players"><thead><tr><th style="background:none"></th>{"".join(heads)}'
        f"</tr></thead><tbody>{body}</tbody></table></div></div></div>"
    )


def rule_name(rule: str, lang: str) -> str:
    """The name of a final-scoring rule of Rapa Nui (a key of ``result()["breakdown"]``)."""
    return tr(f"plots.rapanui.rule.{rule}", lang)


def rapanui_breakdown(view: dict[str, Any], lang: str, names: list[str] | None = None) -> go.Figure:
    """The final score of a finished game as stacked bars per player, by scoring rule."""
    from kit.plots.history import final_breakdown, seat_colours

    return final_breakdown(view["result"], lang, seat_colours(view), rule_name, names)


def rapanui_figures(
    view: dict[str, Any],
    lang: str,
    names: list[str] | None = None,
    highlight: Sequence[str] = (),
) -> dict[str, go.Figure]:
    """The market and the players' tables, the sacrifice ranking, and at the end the breakdown."""
    figures = {"table": rapanui_table(view, lang, names), "altar": rapanui_altar(view, lang)}
    if view.get("result") is not None:
        figures["breakdown"] = rapanui_breakdown(view, lang, names)
    return figures


def rapanui_samples() -> list[tuple[str, Maker]]:
    """The gallery's figures: a game in the middle (seen by seat 0, and publicly) and at its end."""
    from kit.plots.history import score_history

    middle = sample_game("rapanui", 3, seed=7, steps=70)
    end = sample_game("rapanui", 3, seed=7)
    return [
        ("gallery.rapanui.table", lambda lang: rapanui_table(middle.view(0), lang)),
        ("gallery.rapanui.altar", lambda lang: rapanui_altar(middle.view(0), lang)),
        ("gallery.rapanui.altar_public", lambda lang: rapanui_altar(middle.view(None), lang)),
        ("gallery.rapanui.altar_end", lambda lang: rapanui_altar(end.view(None), lang)),
        ("gallery.rapanui.history", lambda lang: score_history(end.record(), lang)),
        ("gallery.rapanui.breakdown", lambda lang: rapanui_breakdown(end.view(None), lang)),
    ]


FIGURES = GameFigures(
    names=("table", "altar", "breakdown"),
    build=rapanui_figures,
    samples=rapanui_samples,
    live=("table",),  # the market changes after almost every action (the play page: HTML)
)
