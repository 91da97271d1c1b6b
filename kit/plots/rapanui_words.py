"""The words and colours the Rapa Nui figures share: a card's name and colour, a panel's title,
a player's heading, the players' table rows and what taking a market column would score."""

from __future__ import annotations

from typing import Any

from kit.plots.common import KIND_COLOURS, player_name, tr
from kit.rapanui.cards import CARD_TYPES

CARD_COLOURS = {"lumberjack": "#7f5f3f", "priest": "#6a51a3", "moai": "#525252", **KIND_COLOURS}


def kind_name(kind: str, lang: str) -> str:
    """The name of an offering kind or card type in ``lang``."""
    return tr(f"rapanui.name.{kind}", lang)


def wrapped(name: str) -> str:
    """A name of two words or more on two lines (under a bar, on a card): "sweet<br>potato"."""
    return name.replace(" ", "<br>", 1) if len(name) > 8 else name


def panel_title(text: str, x: float, size: int = 15) -> dict[str, Any]:
    """A panel's title: an annotation just above the plot area, centred on ``x`` (paper)."""
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


def column_note(cards: list[str], lang: str) -> str:
    """Under a market column: the card type taking its front card would score (the card it would
    expose), or that the column would be refilled, or that it is empty."""
    if len(cards) > 1:
        return tr("plots.rapanui.would_score", lang, card=kind_name(cards[1], lang))
    return tr("plots.rapanui.refill" if cards else "plots.rapanui.empty_column", lang)


def seat_heading(
    view: dict[str, Any], seat: dict[str, Any], lang: str, names: list[str] | None
) -> tuple[str, bool]:
    """A player's name over their column of the table ("you" for the viewer), and whether that
    player is the one to move (marked "▶ " by the caller)."""
    name = player_name(seat["seat"], lang, names)
    if seat["seat"] == view.get("seat"):
        name = tr("plots.rapanui.seat_you", lang, name=name)
    return name, seat["seat"] == view.get("active") and not view.get("over")


def player_rows(view: dict[str, Any], lang: str) -> list[tuple[str, list[int]]]:
    """The players' table, a row per card type and counter: its label and a value per player."""
    seats = view["seats"]
    rows = [(kind_name(t, lang), [s["display"].get(t, 0) for s in seats]) for t in CARD_TYPES]
    rows += [
        (tr("rapanui.name.wood", lang), [s["wood"] for s in seats]),
        (tr("rapanui.name.glory", lang), [s["glory"] for s in seats]),
        (tr("plots.rapanui.offerings", lang), [s["offerings"] for s in seats]),
        (tr("plots.rapanui.hand", lang), [s["hand_size"] for s in seats]),
    ]
    return rows


def hand_words(view: dict[str, Any], lang: str) -> str:
    """The viewer's own hand: "Your hand: ..." (a dash for an empty hand)."""
    cards = tr("plots.list_sep", lang).join(kind_name(c, lang) for c in view["hand"]) or "—"
    return tr("plots.rapanui.your_hand", lang, cards=cards)
