"""Where things are on the Giants board figure: the island's geometry (computed once per board),
the hex polygons, where the pieces sit inside a hex, and which hexes a highlight names."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import Any, NamedTuple

from kit.core.hexgrid import Hex, Layout
from kit.plots.common import tr

HEX_LAYOUT = Layout(size=1.0, flip_y=True)  # north up; one unit = one hex radius

INK = "#1f1f1f"

MOAI_COLOUR = "#5a544c"

HEADDRESS_COLOUR = "#b5391f"

LOG_COLOUR = "#7a4a1d"

NEUTRAL = "#9a9a9a"

KIND_FILL = {
    "plain": "#e4edc6",
    "forest": "#3c7a39",
    "forest_cleared": "#d2bf94",
    "quarry_moai": "#b3aca0",
    "quarry_hat": "#eab3a2",
    "village": "#f3c57a",
    "sorcerer_hut": "#bba6de",
}

PULL = 0.3  # an Ahu platform is drawn this far from its sea hex towards its land hexes

CAPACITY = 12  # pieces drawn one by one in a hex; beyond, alike pieces are grouped

ROW = 4  # pieces in one row; a hex with more gives its label up and its moai their numbers

# Where a plain hex's id may be written (from its centre), in order of preference.
ID_SPOTS = ((0.0, 0.72), (0.0, -0.72), (-0.42, 0.56), (0.42, 0.56), (-0.42, -0.56), (0.42, -0.56))

LABEL_SHIFT = 0.56  # a special hex's name (or a forest's logs) is written this far above it


class AhuSpot(NamedTuple):
    """Where an Ahu is drawn: the platform (points) and, seaward of it, the base and moai."""

    info: dict[str, Any]
    platform: tuple[float, float]
    stand: tuple[float, float]


class BoardPixels:
    """Pixel positions of a board (one unit = one hex radius, north up), computed once."""

    def __init__(self, board: dict[str, Any]) -> None:
        self.centre: dict[str, tuple[float, float]] = {}
        self.corners: dict[str, list[tuple[float, float]]] = {}
        self.kind: dict[str, str] = {}
        self.by_coords: dict[tuple[int, int], str] = {}
        self.adjacent_ahus: dict[str, list[str]] = {}
        for h in board["hexes"]:
            hexagon = Hex(h["q"], h["r"])
            x, y = HEX_LAYOUT.to_pixel(hexagon)
            self.centre[h["id"]] = (round(x, 3), round(y, 3))
            corners = [(round(cx, 3), round(cy, 3)) for cx, cy in HEX_LAYOUT.corners(hexagon)]
            self.corners[h["id"]] = [*corners, corners[0]]
            self.kind[h["id"]] = h["kind"]
            self.by_coords[(h["q"], h["r"])] = h["id"]
            self.adjacent_ahus[h["id"]] = list(h.get("adjacent_ahus", []))
        self.ahus: dict[str, AhuSpot] = {}
        for a in board["ahus"]:
            ax, ay = HEX_LAYOUT.to_pixel(Hex(a["anchor_q"], a["anchor_r"]))
            near = [self.centre[h] for h in a["adjacent_hexes"] if h in self.centre] or [(ax, ay)]
            mx = sum(p[0] for p in near) / len(near)
            my = sum(p[1] for p in near) / len(near)
            dist = math.hypot(mx - ax, my - ay) or 1.0
            ux, uy = (mx - ax) / dist, (my - ay) / dist
            platform = (round(ax + PULL * (mx - ax), 3), round(ay + PULL * (my - ay), 3))
            stand = (round(ax - 0.42 * ux, 3), round(ay - 0.42 * uy, 3))
            self.ahus[a["id"]] = AhuSpot(a, platform, stand)
        # A plain hex's id goes at its top, or, when an Ahu platform (and its points) or the
        # name of a neighbouring special hex covers that spot, at the first free one of
        # ID_SPOTS; nowhere if none is free (the hover names the hex).
        covers = [(p, 0.85, 0.65) for p in (s.platform for s in self.ahus.values())]
        covers += [
            ((x, y + LABEL_SHIFT), 1.2, 0.55)
            for h, (x, y) in self.centre.items()
            if self.kind[h] != "plain"
        ]
        self.id_spot: dict[str, tuple[float, float]] = {}
        for hex_id, (x, y) in self.centre.items():
            if self.kind[hex_id] != "plain":
                continue
            for sx, sy in ID_SPOTS:
                if not any(
                    abs(px - x - sx) < dx and abs(py - y - sy) < dy for (px, py), dx, dy in covers
                ):
                    self.id_spot[hex_id] = (sx, sy)
                    break
        xs = [p[0] for c in self.corners.values() for p in c]
        ys = [p[1] for c in self.corners.values() for p in c]
        # every Ahu whole: where its moai stands and its platform (the box of its points)
        xs += [p[0] for s in self.ahus.values() for p in (s.stand, s.platform)]
        ys += [p[1] for s in self.ahus.values() for p in (s.stand, s.platform)]
        self.x_range = [round(min(xs) - 0.6, 2), round(max(xs) + 0.6, 2)]
        # a base or a moai on the lowest Ahu is drawn below its spot: room for it on a small board
        self.y_range = [round(min(ys) - 1.0, 2), round(max(ys) + 0.7, 2)]


_GEOMETRY: list[tuple[dict[str, Any], BoardPixels]] = []


def geometry(board: dict[str, Any]) -> BoardPixels:
    """The geometry of ``board``; the views of a game share one board dict, so it is kept."""
    for known, geo in _GEOMETRY:
        if known is board:
            return geo
    geo = BoardPixels(board)
    _GEOMETRY.insert(0, (board, geo))
    del _GEOMETRY[8:]
    return geo


def drawn_kind(geo: BoardPixels, view: dict[str, Any], hex_id: str) -> str:
    """The colour class of a hex: its kind, or ``forest_cleared`` for a cleared forest."""
    kind = geo.kind[hex_id]
    if kind == "forest" and view["forests"].get(hex_id, {}).get("cleared"):
        return "forest_cleared"
    return kind


def kind_label(kind: str, lang: str) -> str:
    if kind in ("forest", "forest_cleared"):
        return tr(f"plots.giants.kind.{kind}", lang)
    return tr(f"giants.name.{kind}", lang)


CHANGING = ("forest", "forest_cleared")
"""The kinds of hex whose polygons change during a game (a forest is cleared)."""


def polygons(geo: BoardPixels, view: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    """ONE filled scatter trace per kind of hex, its polygons separated by None (every kind,
    even with no hex, so that the board always has the same traces)."""
    by_kind: dict[str, list[str]] = {k: [] for k in KIND_FILL}
    for hex_id in geo.centre:
        by_kind.setdefault(drawn_kind(geo, view, hex_id), []).append(hex_id)
    out = []
    for kind, ids in by_kind.items():
        xs: list[float | None] = []
        ys: list[float | None] = []
        for hex_id in ids:
            for x, y in geo.corners[hex_id]:
                xs.append(x)
                ys.append(y)
            xs.append(None)
            ys.append(None)
        meta: dict[str, Any] = {"role": "hexes", "kind": kind, "hexes": ids}
        if kind not in CHANGING:  # the same all game: drawn once, as a picture
            meta["image"] = "below"
        trace: dict[str, Any] = {
            "type": "scatter",
            "uid": f"hex-{kind}",
            "name": kind_label(kind, lang),
            "x": xs,
            "y": ys,
            "mode": "lines",
            "fill": "toself",
            "fillcolor": KIND_FILL.get(kind, KIND_FILL["plain"]),
            "line": {"color": "#707070", "width": 1},
            "meta": meta,
            "hoverinfo": "skip",
            "showlegend": False,
        }
        out.append(trace)
    return out


@lru_cache(maxsize=128)
def slots(
    n: int, labelled: bool, grouped: bool, room: tuple[float, float] = (0.5, -0.72)
) -> tuple[tuple[tuple[float, float], ...], float]:
    """Offsets from the hex centre for ``n`` pieces in rows (figures first, then logs and
    items) below the label of a special hex, or between ``room`` (top, bottom), and the scale
    of their markers. Grouped pieces (a count beside each) get wider slots."""
    top, bottom = (0.12, -0.72) if labelled else room
    if grouped:  # in two rows (far enough apart for their counts) as long as possible
        cols = 3 if n <= 6 else 4 if n <= 8 else 5
        rows = math.ceil(n / cols)
    else:
        rows = 1 if n <= ROW else 2 if n <= 2 * ROW else 3 if n <= 3 * ROW else 4
        cols = math.ceil(n / rows)
    dx = min(0.56 if grouped else 0.42, 1.56 / max(cols, 1))
    dy = min(0.56 if grouped else 0.42, (top - bottom) / rows)
    mid = (top + bottom) / 2 if rows > 1 else (-0.3 if labelled else 0.0)
    out = []
    for k in range(n):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        y = mid + ((rows - 1) / 2 - row) * dy
        # the hex narrows below y = -0.5: squeeze that row
        half = 1.6 if y >= -0.5 else (1 + y) * math.sqrt(3) - 0.22
        step = dx if in_row < 2 else min(dx, 2 * half / (in_row - 1) if half > 0 else dx)
        out.append((round((col - (in_row - 1) / 2) * step, 3), round(y, 3)))
    return tuple(out), min(1.0, dy / 0.4, (dx if not grouped else dx - 0.2) / 0.42)


def hex_tokens(entry: dict[str, Any]) -> tuple[list[tuple[Any, ...]], bool]:
    """The pieces of one hex in drawing order: figures (seat by seat: workers, sorcerer,
    chief), logs, then moai (largest first) and headdresses; each token ends with its count.
    Over :data:`CAPACITY` pieces, alike pieces are grouped (second value True)."""
    figures: list[tuple[Any, ...]] = []
    for f in entry["figures"]:
        seat = f["seat"]
        figures += [("figure", seat, "worker", 1)] * f["workers"]
        if f["sorcerer"]:
            figures.append(("figure", seat, "sorcerer", 1))
        if f["chief"]:
            figures.append(("figure", seat, "chief", 1))
    items = sorted(entry["items"], key=lambda i: (i["kind"] != "moai", -i["size"], i["item"]))
    logs: list[tuple[Any, ...]] = [("logs", 1)] * entry["logs"]
    tokens = figures + logs + [("item", [i], 1) for i in items]
    if len(tokens) <= CAPACITY:
        return tokens, False
    groups = Counter(t[1:3] for t in figures)
    tokens = [("figure", seat, figure, n) for (seat, figure), n in groups.items()]
    if entry["logs"]:
        tokens.append(("logs", entry["logs"]))
    alike: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for i in items:
        alike.setdefault((i["kind"], i["size"], i["marker"]), []).append(i)
    tokens += [("item", group, len(group)) for group in alike.values()]
    return tokens, True


def tokens_at(
    entry: dict[str, Any],
    centre: tuple[float, float],
    labelled: bool,
    id_spot: tuple[float, float] | None = None,
) -> tuple[list[tuple[tuple[Any, ...], tuple[float, float], float]], bool, bool]:
    """The pieces of one hex (see :func:`hex_tokens`), each with its position and marker
    scale; whether the hex's label gives way to them (more than one row, or grouped); and
    whether they are in one row (only then do moai carry their size written on them: the
    numbers of two rows would run into each other). A plain hex keeps the side of its id
    (``id_spot``, from its centre) free of pieces."""
    tokens, grouped = hex_tokens(entry)
    crowded = grouped or len(tokens) > ROW
    side = 0 if id_spot is None else 1 if id_spot[1] > 0 else -1
    room = {1: (0.2, -0.72), -1: (0.5, -0.42)}.get(side, (0.5, -0.72))
    offsets, scale = slots(len(tokens), labelled and not crowded, grouped, room)
    cx, cy = centre
    placed = [(t, (cx + dx, cy + dy), scale) for t, (dx, dy) in zip(tokens, offsets, strict=True)]
    return placed, crowded, not crowded


def highlight_targets(
    geo: BoardPixels, highlight: Iterable[Any] | None
) -> tuple[list[str], list[str]]:
    """The land hexes and the Ahu named by ``highlight`` (ids, ``Hex``/(q, r) pairs or
    ``{"q", "r"}`` dicts); anything else is ignored."""
    hexes: list[str] = []
    ahus: list[str] = []
    for target in highlight or ():
        hex_id = None
        if isinstance(target, str):
            if target in geo.ahus:
                if target not in ahus:
                    ahus.append(target)
                continue
            hex_id = target if target in geo.centre else None
        elif isinstance(target, dict):
            hex_id = _at(geo, target.get("q"), target.get("r"))
        elif isinstance(target, Hex | tuple | list) and len(target) == 2:
            hex_id = _at(geo, target[0], target[1])
        if hex_id is not None and hex_id not in hexes:
            hexes.append(hex_id)
    return hexes, ahus


def _at(geo: BoardPixels, q: Any, r: Any) -> str | None:
    if isinstance(q, int) and isinstance(r, int):
        return geo.by_coords.get((q, r))
    return None


INNER = [
    (0.9 * math.cos(math.radians(60 * k - 30)), -0.9 * math.sin(math.radians(60 * k - 30)))
    for k in range(7)
]


def board_axes(x_range: list[float], y_range: list[float], sea: str) -> dict[str, Any]:
    """The layout of a figure of the island: its ranges kept and its hexes regular (the plot
    area shrinks to fit the island: a resize of the window would otherwise widen the ranges, and
    shrink the island, each time), the sea behind it, a click picks the nearest thing."""
    return {
        "xaxis": {"range": x_range, "visible": False, "fixedrange": True, "constrain": "domain"},
        "yaxis": {
            "range": y_range,
            "visible": False,
            "fixedrange": True,
            "scaleanchor": "x",
            "scaleratio": 1,
            "constrain": "domain",
        },
        "plot_bgcolor": sea,
        "clickmode": "event",
        "dragmode": False,
        "hovermode": "closest",
        "hoverdistance": -1,
    }
