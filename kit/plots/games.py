"""A game's figures, registered in one place per game: ``FIGURES`` in ``kit/plots/<game>.py``.

The engine's description (:class:`kit.core.spec.GameSpec`, ``kit/<game>/spec.py``) cannot name
figures, since engines import no Plotly; so the figures a game brings are described here, one
layer up, and found the same way (by the game's key). The play page, the lessons and the gallery
all read this description; none of them lists a game's figures itself.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import plotly.graph_objects as go

from kit import games

View = dict[str, Any]
Build = Callable[[View, str, list[str] | None, Sequence[str]], dict[str, go.Figure]]
Maker = Callable[[str], go.Figure]


@dataclass(frozen=True)
class GameFigures:
    """The figures of one game."""

    names: tuple[str, ...]
    """Every figure a position may show, in the order the pages show them."""
    build: Build
    """``build(view, lang, names, highlight)``: the figures of a view by name (a subset of
    ``names``, in that order); ``highlight`` lists the ids a click may pick (may be ignored)."""
    samples: Callable[[], list[tuple[str, Maker]]]
    """The gallery's figures: a caption's message key and ``maker(lang)``, on seeded positions."""
    clickable: str | None = None
    """The figure that sends clicks (its ``hexes``/``ahus`` traces carry ids), if any."""
    live: tuple[str, ...] = ()
    """Figures that change after almost every action: the play page updates them in place."""
    lab: Mapping[str, Callable[..., go.Figure | None]] = field(default_factory=dict)
    """The game's own figures on the lab page, by name, after the figures every game has
    (``maker(tables, summaries, comparison, lang, boards)``, see :data:`kit.plots.lab.LabFigure`)."""


def figures_of(game: str) -> GameFigures:
    """The figures of ``game`` (KeyError if it has none)."""
    found = getattr(importlib.import_module(games.spec(game).part("figures")), "FIGURES", None)
    if not isinstance(found, GameFigures):
        raise KeyError(game)
    return found


def sample_game(game: str, players: int, seed: int, steps: int | None = None) -> Any:
    """A seeded position of ``game`` (see :func:`kit.plots.samples.played`)."""
    from kit.plots.samples import played

    return played(games.spec(game).engine, players, seed=seed, steps=steps)
