"""Scores over a whole game, from its record, and the final score broken down by scoring rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import plotly.graph_objects as go

from kit import games
from kit.core.game import Game
from kit.plots.common import SEAT_DASHES, SEAT_SYMBOLS, base_layout, player_name, seat_colour, tr


def _engine(record: dict[str, Any]) -> Any:
    try:
        return games.spec(record.get("game")).engine  # type: ignore[arg-type]
    except KeyError:
        raise ValueError(f"no figures for the game {record.get('game')!r}") from None


def public_scores(view: dict[str, Any]) -> list[int]:
    """The score of every seat that the public view shows (glory in Rapa Nui, points in Giants)."""
    if "scores" in view:
        return list(view["scores"])
    return [s["glory"] for s in view["seats"]]


def seat_colours(view: dict[str, Any]) -> list[str]:
    """The drawing colour of every seat."""
    return [seat_colour(s["colour"]) for s in view["seats"]]


def score_steps(record: dict[str, Any]) -> tuple[list[list[int]], Game]:
    """The public scores after every action of ``record`` (index 0: the start), and the end game."""
    engine = _engine(record)
    game = engine.replay({**record, "actions": []})
    steps = [public_scores(game.view(None))]
    for data in record["actions"]:
        game.apply(game.ACTIONS.from_dict(data))
        steps.append(public_scores(game.view(None)))
    return steps, game


def score_history(record: dict[str, Any], lang: str, names: list[str] | None = None) -> go.Figure:
    """Each player's score after every action, one line per player (colour, dash and symbol), with
    the final scores (all end-of-game scoring included) as the last point when the game is over."""
    steps, game = score_steps(record)
    view = game.view(None)
    colours = seat_colours(view)
    fig = go.Figure()
    finals = game.result()["scores"] if game.is_over else None
    ends: list[tuple[float, int]] = []
    for seat in range(game.players):
        name = player_name(seat, lang, names)
        ys = [s[seat] for s in steps]
        xs = list(range(len(ys)))
        if finals is not None:
            xs.append(len(ys))
            ys.append(finals[seat])
        fig.add_trace(
            go.Scatter(
                x=xs,
                y=ys,
                mode="lines",
                name=name,
                line={"color": colours[seat], "dash": SEAT_DASHES[seat % 5], "width": 3},
                hovertemplate=tr("plots.label_value", lang, label=name, value="%{y}")
                + "<extra></extra>",
            )
        )
        fig.add_trace(
            go.Scatter(
                x=[xs[-1]],
                y=[ys[-1]],
                mode="markers",
                marker={"color": colours[seat], "symbol": SEAT_SYMBOLS[seat % 5], "size": 12},
                showlegend=False,
                hoverinfo="skip",
            )
        )
        ends.append((xs[-1], ys[-1]))
    # every final score written beside its marker, the labels of close scores moved apart
    top = max([y for s in steps for y in s] + [y for _, y in ends] + [1])
    labels = spread([y for _, y in ends], gap=top * 0.085)
    fig.add_trace(
        go.Scatter(
            x=[x for x, _ in ends],
            y=labels,
            mode="text",
            text=[f"  {y}" for _, y in ends],
            textposition="middle right",
            textfont={"color": "#222"},
            showlegend=False,
            hoverinfo="skip",
        )
    )
    base_layout(fig, tr("plots.history.title", lang), height=440)
    fig.update_xaxes(title=tr("plots.history.step", lang), ticks="outside", ticklen=5)
    fig.update_yaxes(
        title=tr("plots.history.score", lang), rangemode="tozero", ticks="outside", ticklen=5
    )
    fig.update_layout(legend={"y": -0.22, "yanchor": "top"})
    return fig


def spread(values: list[float], gap: float) -> list[float]:
    """Where to write labels for ``values`` (on one vertical line) so that no two are closer
    than ``gap``: each run of labels that would be too close is spread evenly, ``gap`` apart,
    around the mean of its values, in the order of the values."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    runs: list[list[float]] = []  # each run: [first label, number of labels, sum of values]
    for i in order:
        runs.append([float(values[i]), 1, float(values[i])])
        while len(runs) > 1 and runs[-1][0] < runs[-2][0] + runs[-2][1] * gap - 1e-9:
            last = runs.pop()
            run = runs[-1]
            run[1] += last[1]
            run[2] += last[2]
            run[0] = run[2] / run[1] - gap * (run[1] - 1) / 2
    out = [0.0] * len(values)
    k = 0
    for first, count, _ in runs:
        for j in range(int(count)):
            out[order[k]] = first + j * gap
            k += 1
    return out


def final_breakdown(
    result: dict[str, Any],
    lang: str,
    colours: list[str],
    rule_name: Callable[[str, str], str],
    names: list[str] | None = None,
) -> go.Figure:
    """The final score as a stacked bar per player, one segment per scoring rule; winners marked.

    ``rule_name(rule, lang)`` names a scoring rule (a key of the result's breakdown).
    """
    breakdown = result["breakdown"]
    players = len(breakdown)
    labels = [player_name(s, lang, names) for s in range(players)]
    labels = [f"{label} ★" if s in result["winners"] else label for s, label in enumerate(labels)]
    rules = list(breakdown[0])
    fig = go.Figure()
    patterns = ["", "/", ".", "x", "\\", "+", "-", "|"]
    for i, rule in enumerate(rules):
        fig.add_trace(
            go.Bar(
                x=labels,
                y=[breakdown[s][rule] for s in range(players)],
                name=rule_name(rule, lang),
                marker={"pattern": {"shape": patterns[i % len(patterns)]}, "line": {"width": 1}},
                text=[breakdown[s][rule] or "" for s in range(players)],
                textposition="inside",
            )
        )
    fig.add_trace(
        go.Scatter(
            x=labels,
            y=result["scores"],
            mode="text",
            text=[f"<b>{v}</b>" for v in result["scores"]],
            textposition="top center",
            showlegend=False,
            hoverinfo="skip",
        )
    )
    base_layout(fig, tr("plots.breakdown.title", lang), height=420)
    fig.update_layout(barmode="stack")
    fig.update_xaxes(tickfont={"color": "#111"})
    top = max([*result["scores"], 1])
    fig.update_yaxes(range=[0, top * 1.15 + 1], title=tr("plots.history.score", lang))
    for s, colour in enumerate(colours[:players]):
        fig.add_shape(
            type="rect",
            xref="x",
            yref="paper",
            x0=s - 0.45,
            x1=s + 0.45,
            y0=-0.02,
            y1=0,
            fillcolor=colour,
            line={"width": 0},
        )
    return fig
