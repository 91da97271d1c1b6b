"""The score track of the Giants tiles figure (:mod:`kit.plots.giants_tiles`): one row per
seat with its marker at its score, and under it the seat's half-tablets and what lies in front of
its screen. Plain trace dicts, placed in the tiles figure's pixels."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from kit.plots.common import SEAT_SYMBOLS, seat_colour, tr
from kit.plots.giants_island import INK
from kit.plots.giants_words import figure_words, player, size_word

TRACK_TOP = 230  # the track's panel, in pixels from the top of the tiles figure's plot area
SEAT_ROW = 40  # a seat's line and, under it, what lies in front of its screen


def _score_track(
    view: dict[str, Any],
    lang: str,
    names: list[str] | None,
    left: list[tuple[float, float, str]],
    small: list[tuple[float, float, str]],
    y: Callable[[float], float],
) -> list[dict[str, Any]]:
    """One row per seat: name, a track from 0 with the seat's marker at its score, and under
    them its half-tablets and what lies in front of its screen."""
    seats = view["seats"]
    scores = view["scores"]
    top = max(10, math.ceil(max(scores, default=0) / 10) * 10)
    x0, x1 = 34.0, 82.0
    lx: list[float | None] = []
    ly: list[float | None] = []
    mx, my, symbols, colours, texts, hovers = [], [], [], [], [], []
    turn = set(view["to_move"]) if view.get("current") is not None else set()
    for k, s in enumerate(seats):
        seat = s["seat"]
        row = y(TRACK_TOP + 44 + k * SEAT_ROW)
        mark = "▶ " if seat in turn and not view["over"] else ""
        left.append((1, row, mark + player(view, seat, lang, names)))
        lx += [x0, x1, None]
        ly += [row, row, None]
        mx.append(x0 + (x1 - x0) * scores[seat] / top)
        my.append(row)
        symbols.append(SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)])
        colours.append(seat_colour(s["colour"]))
        texts.append(tr("plots.giants.points", lang, n=scores[seat]))
        info = tr(
            "plots.giants.seat_info",
            lang,
            tablets=s["half_tablets"],
            front=_front_words(s["front"], lang),
        )
        if s["passed"]:
            info += " · " + tr("plots.giants.passed", lang)
        small.append((2.5, row - 17, _clip(info, 84)))  # the whole line is in the hover text
        who = player(view, seat, lang, names)
        hovers.append(tr("plots.label_value", lang, label=who, value=texts[-1]) + f"<br>{info}")
    scale = y(TRACK_TOP + 22)  # the track's ends, beside the panel's title
    small.append((x0 - 0.5, scale, "0"))
    small.append((x1 - 2.0, scale, str(top)))
    track = {
        "type": "scatter",
        "uid": "score-lines",
        "x": lx,
        "y": ly,
        "mode": "lines",
        "line": {"color": "#bdbdbd", "width": 6},
        "hoverinfo": "skip",
    }
    marks = {
        "type": "scatter",
        "uid": "scores",
        "x": mx,
        "y": my,
        "mode": "markers+text",
        "marker": {
            "symbol": symbols,
            "size": 16,
            "color": colours,
            "line": {"color": INK, "width": 1},
        },
        "text": texts,
        "textposition": "middle right",
        "textfont": {"size": 12, "color": INK},
        "customdata": [s["seat"] for s in seats],
        "hovertext": hovers,
        "hoverinfo": "text",
    }
    return [track, marks]


def _clip(text: str, width: int) -> str:
    """``text`` cut to about ``width`` columns (a CJK character takes two) with an ellipsis."""
    used = 0
    for i, ch in enumerate(text):
        used += 2 if ord(ch) > 0x2E80 else 1
        if used > width:
            return text[:i].rstrip(" ·,、") + "…"
    return text


def _front_words(front: dict[str, Any], lang: str) -> str:
    parts = []
    figures = figure_words(
        {"workers": front["workers"], "sorcerer": front["sorcerer"], "chief": front["chief"]}, lang
    )
    if figures:
        parts.append(figures)
    if front["markers"]:
        parts.append(tr("plots.giants.front_markers", lang, n=front["markers"]))
    if front["moai"]:
        sizes = tr("plots.list_sep", lang).join(size_word(m["size"], lang) for m in front["moai"])
        parts.append(tr("plots.giants.front_moai", lang, sizes=sizes))
    if front["headdresses"]:
        parts.append(tr("plots.giants.front_headdresses", lang, n=len(front["headdresses"])))
    return tr("giants.list_sep", lang).join(parts) or tr("plots.giants.front_none", lang)
