"""What every figure shares: colours that colour-blind viewers can tell apart, marker symbols so
that colour is never the only cue, a font with the CJK glyphs, and the figures' words."""

from __future__ import annotations

import html
import re
from typing import Any

import plotly.graph_objects as go

from kit.core import i18n

FONT = "Noto Sans CJK TC, Noto Sans TC, PingFang TC, Microsoft JhengHei, Arial, sans-serif"

# The games' player colours drawn from the Okabe-Ito palette (safe for the common colour-vision
# deficiencies), the light ones darkened to 3:1 contrast with the white page (WCAG 1.4.11); each
# seat also has its own marker symbol, so that colour is never the only difference.
PLAYER_COLOURS: dict[str, str] = {
    "red": "#D55E00",
    "yellow": "#C28600",
    "blue": "#0072B2",
    "green": "#009E73",
    "purple": "#CB77A6",
    "yellow_green": "#979700",
    "light_blue": "#1D99E0",
    "violet": "#8E5BA8",
}
SEAT_SYMBOLS = ("circle", "square", "diamond", "triangle-up", "star")
SEAT_DASHES = ("solid", "dash", "dot", "dashdot", "longdash")

# The four offering kinds of Rapa Nui, each with a colour and a pattern.
KIND_COLOURS = {
    "fish": "#0072B2",
    "grain": "#E69F00",
    "mulberry": "#CC79A7",
    "sweet_potato": "#8C510A",
}
KIND_PATTERNS = {"fish": "", "grain": "/", "mulberry": ".", "sweet_potato": "x"}
UNSEEN = "#B0B0B0"


# A light white template, built once (Plotly's named templates cost ~20 ms per figure).
TEMPLATE = go.layout.Template(
    layout={
        "paper_bgcolor": "white",
        "plot_bgcolor": "white",
        "xaxis": {"gridcolor": "#ebebeb", "zerolinecolor": "#ebebeb", "automargin": True},
        "yaxis": {"gridcolor": "#ebebeb", "zerolinecolor": "#ebebeb", "automargin": True},
        "colorway": ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#8C510A"],
        "hoverlabel": {"font": {"family": FONT}},
    }
)


def layout(title: str, height: int = 520, width: int | None = None, **more: Any) -> dict[str, Any]:
    """A clean white layout with the CJK font and the title, as a dict (plus ``more``)."""
    out = {
        "title": {"text": title, "x": 0.01, "xanchor": "left", "font": {"size": 18}},
        "font": {"family": FONT, "size": 14},
        "template": TEMPLATE,
        "height": height,
        "width": width,
        "margin": {"l": 40, "r": 20, "t": 60, "b": 40},
        "legend": {"orientation": "h", "y": -0.08},
    }
    out.update(more)
    return out


def base_layout(fig: go.Figure, title: str, height: int = 520, width: int | None = None) -> None:
    """Give ``fig`` the kit's layout (see :func:`layout`)."""
    fig.update_layout(**layout(title, height, width))


def seat_colour(colour: str) -> str:
    """The drawing colour of a player colour name."""
    return PLAYER_COLOURS.get(colour, "#555555")


DARK_INK = "#111111"


def luminance(colour: str) -> float:
    """The relative luminance (WCAG 2.1) of a ``#rrggbb`` colour."""
    channels = [int(colour.lstrip("#")[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    """The contrast ratio (WCAG 2.1) of two ``#rrggbb`` colours, 1 to 21."""
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def tint(colour: str, white: float) -> str:
    """``colour`` (``#rrggbb``) lightened by mixing in ``white`` (0 to 1) of white."""
    channels = [int(colour.lstrip("#")[i : i + 2], 16) for i in (0, 2, 4)]
    return "#" + "".join(f"{round(c + (255 - c) * white):02x}" for c in channels)


def ink(background: str) -> str:
    """The text colour, white or near-black, that reads best on ``background`` (``#rrggbb``)."""
    return (
        "#ffffff" if contrast(background, "#ffffff") >= contrast(background, DARK_INK) else DARK_INK
    )


def figure_config() -> dict[str, Any]:
    """The Plotly config for every figure of the kit: no mode bar, no double-click rescale, and
    as wide as its place on the page, following the window (the figures set no width)."""
    return {"displayModeBar": False, "doubleClick": False, "responsive": True}


ENTITY_OR_CHAR = re.compile(r"&#?\w+;|.", re.S)


def wrap(text: str, width: int) -> str:
    """``text`` in lines of about ``width`` columns joined by ``<br>`` (a CJK character takes two
    columns): broken at spaces, or after CJK punctuation (or anywhere) in a Chinese sentence."""
    lines: list[str] = []
    line, used, cut = "", 0, -1  # cut: where the current line may be broken
    for ch in ENTITY_OR_CHAR.findall(text):  # an escaped character is one, never cut
        line += ch
        used += 2 if ord(ch[0]) > 0x2E80 else 1
        if ch == " " or ch in "，。：；、）":
            cut = len(line)
        if used > width and line.strip():
            at = cut if cut > 0 else len(line) - len(ch)
            lines.append(line[:at].rstrip())
            line = line[at:].lstrip()
            used = sum(2 if ord(c[0]) > 0x2E80 else 1 for c in ENTITY_OR_CHAR.findall(line))
            cut = -1
    if line.strip():
        lines.append(line.strip())
    return "<br>".join(lines)


def tr(key: str, lang: str, **params: Any) -> str:
    """A figure's word in ``lang``."""
    return i18n.t(key, lang, **params)


def escaped(words: str) -> str:
    """Words typed by someone (a player's name, a text from a file) as a Plotly text shows them:
    escaped (``&lt;`` for ``<``, which Plotly decodes), so that a name holding ``<a href>``,
    ``<b>`` or ``<br>`` is drawn as those characters, never as markup (issue 25)."""
    return html.escape(words, quote=False)


def player_name(seat: int, lang: str, names: list[str] | None = None) -> str:
    """The name of ``seat`` as a figure draws it (its given name, else "Player 1"; see
    :func:`kit.core.i18n.player_name`), escaped: every figure names a player through this."""
    return escaped(i18n.player_name(seat, lang, names))


# The markup the kit's own figure texts use (player names never bring any: see :func:`escaped`).
KIT_TAGS = re.compile(r"(<br\s*/?>|</?(?:b|i|sub|sup)>)", re.I)


def as_html(words: str) -> str:
    """A Plotly text (names escaped, the kit's ``<b>`` and ``<br>`` kept) as HTML showing the
    same: its tags kept, the rest decoded as Plotly does and escaped again for the page."""
    parts = KIT_TAGS.split(words)
    return "".join(
        part if i % 2 else html.escape(html.unescape(part)) for i, part in enumerate(parts)
    )


def count_axis(top: float, ticks: int = 8) -> dict[str, Any]:
    """An axis that counts (games, rounds): whole-number ticks only, at a step of 1, 2 or 5
    times a power of ten that gives at most ``ticks`` ticks up to ``top``."""
    step = 1
    while top / step > ticks:
        for factor in (2, 2.5, 2):  # 1, 2, 5, 10, 20, 50, ...
            step = int(step * factor)
            if top / step <= ticks:
                break
    return {"tick0": 0, "dtick": step, "tickformat": "d"}


def level_line(y: float, colour: str = "#555") -> dict[str, Any]:
    """A dashed line across the whole plot at ``y`` (a fair share, a target, chance), as a
    layout shape."""
    return {
        "type": "line",
        "xref": "paper",
        "x0": 0,
        "x1": 1,
        "y0": y,
        "y1": y,
        "line": {"dash": "dash", "color": colour, "width": 1.5},
    }
