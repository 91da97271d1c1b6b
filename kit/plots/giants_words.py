"""The words of the Giants board figure: players, pieces and carriers named in the chosen
language, the hover text of a hex, and the legend."""

from __future__ import annotations

from collections import Counter
from typing import Any

from kit.core import i18n
from kit.plots.common import escaped, player_name, seat_colour, tr
from kit.plots.giants_island import (
    HEADDRESS_COLOUR,
    INK,
    KIND_FILL,
    LOG_COLOUR,
    MOAI_COLOUR,
    NEUTRAL,
    BoardPixels,
    kind_label,
)


def player(view: dict[str, Any], seat: int, lang: str, names: list[str] | None = None) -> str:
    """A seat's name with its colour ("Player 2 (yellow)"), and "you" for the viewer."""
    name = player_name(seat, lang, names)
    colour = tr(f"giants.name.{view['seats'][seat]['colour']}", lang)
    key = "plots.giants.player_you" if seat == view.get("seat") else "plots.giants.player"
    return tr(key, lang, name=name, colour=colour)


def figure_words(f: dict[str, Any], lang: str) -> str:
    parts = []
    if f["workers"] == 1:
        parts.append(tr("giants.name.worker", lang))
    elif f["workers"]:
        parts.append(tr("plots.giants.workers", lang, n=f["workers"]))
    if f["sorcerer"]:
        parts.append(tr("giants.name.sorcerer", lang))
    if f["chief"]:
        parts.append(tr("giants.name.chief", lang))
    return tr("giants.list_sep", lang).join(parts)


def size_word(size: int, lang: str) -> str:
    """A moai's size as the figures' words show it: "2" ("moai, size 2"), 「中尊」 (「中尊石像」)."""
    key = f"giants.name.size_{size}"
    return tr(key, lang) if i18n.has(key) else str(size)


def item_words(item: dict[str, Any], lang: str) -> str:
    if item["kind"] == "moai":
        return tr("plots.giants.moai", lang, size=size_word(item["size"], lang))
    return tr("giants.name.headdress", lang)


def hex_hover(
    hex_id: str, geo: BoardPixels, view: dict[str, Any], lang: str, names: list[str] | None
) -> str:
    """Everything on a hex, in words: its kind, carrying power, figures, logs and items."""
    kind = geo.kind[hex_id]
    name = kind_label(kind, lang)
    hex_name = escaped(hex_id)  # a custom board's id (from a file): text, never markup
    lines = [f"<b>{tr('plots.giants.hex_kind', lang, hex=hex_name, kind=name)}</b>"]
    forest = view["forests"].get(hex_id)
    if forest is not None:
        key = "plots.giants.forest_cleared" if forest["cleared"] else "plots.giants.forest_value"
        words = tr(key, lang, kind=name, value=forest["value"])
        lines[0] = f"<b>{tr('plots.giants.hex_kind', lang, hex=hex_name, kind=words)}</b>"
    entry = view["hexes"].get(hex_id)
    if entry is None:
        lines.append(tr("plots.giants.power", lang, power=0))
    else:
        lines.append(tr("plots.giants.power", lang, power=entry["power"]))
        for f in entry["figures"]:
            who = player(view, f["seat"], lang, names)
            lines.append(
                tr("plots.giants.figures", lang, player=who, figures=figure_words(f, lang))
            )
        if entry["logs"]:
            key = "plots.giants.logs" if entry["figures"] else "plots.giants.logs_idle"
            lines.append(tr(key, lang, n=entry["logs"]))
        alike: Counter[str] = Counter()
        for item in entry["items"]:
            words = item_words(item, lang)
            if item["marker"] is None:
                alike[tr("plots.giants.unmarked", lang, item=words)] += 1
            else:
                who = player(view, item["marker"], lang, names)
                alike[tr("plots.giants.marked", lang, item=words, player=who)] += 1
        lines += [line if n == 1 else f"{line} ×{n}" for line, n in alike.items()]
    ahus = geo.adjacent_ahus.get(hex_id)
    if ahus:
        lines.append(tr("plots.giants.next_to", lang, ahus=tr("plots.list_sep", lang).join(ahus)))
    return "<br>".join(lines)


def carrier_words(
    tokens: list[str], view: dict[str, Any], lang: str, names: list[str] | None
) -> str:
    """A carrier set (``W1``, ``S0``, ``C2``, ``L``) in words."""
    parts = []
    figure = {"W": "worker", "S": "sorcerer", "C": "chief"}
    for token, n in Counter(tokens).items():
        if token == "L":
            word = tr("plots.giants.log_token", lang)
            parts.append(word if n == 1 else f"{word} ×{n}")
            continue
        kind = figure.get(token[:1], "worker")
        word = tr(f"giants.name.{kind}", lang)
        if n > 1:
            word = tr("plots.giants.workers", lang, n=n) if kind == "worker" else f"{word} ×{n}"
        who = player(view, int(token[1:]), lang, names)
        parts.append(tr("plots.giants.carrier", lang, figure=word, player=who))
    return tr("giants.list_sep", lang).join(parts)


def _legend_marker(
    name: str,
    symbol: str,
    colour: str,
    group: str,
    line: str = INK,
    width: float = 1,
    size: int = 12,
) -> dict[str, Any]:
    return {
        "type": "scatter",
        "x": [None],
        "y": [None],
        "name": name,
        "mode": "markers",
        "marker": {
            "symbol": symbol,
            "color": colour,
            "size": size,
            "line": {"color": line, "width": width},
        },
        "legendgroup": group,
        "hoverinfo": "skip",
    }


def legend_traces(view: dict[str, Any], lang: str, names: list[str] | None) -> list[dict[str, Any]]:
    """Legend entries only (no points), in rows under the island: the forests, the quarry, the
    Ahu, each piece's symbol, and the players (the special spaces are named on the board)."""
    pieces = "pieces"
    out = [
        _legend_marker(
            kind_label("forest", lang), "hexagon", KIND_FILL["forest"], "island", size=15
        ),
        _legend_marker(
            kind_label("quarry_moai", lang), "hexagon", KIND_FILL["quarry_moai"], "island", size=15
        ),
        _legend_marker(
            tr("plots.giants.legend.ahu", lang), "square", "#f4ecd8", "island", "#6b5b45", 1.5, 14
        ),
        _legend_marker(tr("giants.name.worker", lang), "circle", NEUTRAL, pieces),
        _legend_marker(tr("giants.name.sorcerer", lang), "star", NEUTRAL, pieces, size=15),
        _legend_marker(tr("giants.name.chief", lang), "diamond", NEUTRAL, pieces, size=13),
        _legend_marker(
            tr("plots.giants.legend.log", lang), "line-ew", LOG_COLOUR, pieces, LOG_COLOUR, 5
        ),
        _legend_marker(tr("plots.giants.legend.moai", lang), "square", MOAI_COLOUR, pieces),
        _legend_marker(tr("giants.name.headdress", lang), "hexagon", HEADDRESS_COLOUR, pieces),
        _legend_marker(
            tr("plots.giants.legend.mark", lang), "square", MOAI_COLOUR, pieces, "#0072B2", 3
        ),
        _legend_marker(
            tr("plots.giants.legend.base_up", lang), "circle", NEUTRAL, pieces, "white", 2, 15
        ),
        _legend_marker(
            tr("plots.giants.legend.base_down", lang), "circle", "#3b3b3b", pieces, NEUTRAL, 2, 15
        ),
    ]
    for k, entry in enumerate(out):
        entry["legendrank"] = 100 + k
    for s in view["seats"]:
        entry = _legend_marker(
            player(view, s["seat"], lang, names), "circle", seat_colour(s["colour"]), "players"
        )
        entry["legendrank"] = 500 + s["seat"]
        out.append(entry)
    return out
