"""The prepared positions of the Rapa Nui lessons (see :mod:`kit.lessons.build`).

Every lesson is a seeded three-player game: greedy bots play it up to the lesson's position, then
the actions the lesson steps through are chosen here one by one. Each function asserts that its
position shows what the lesson's sentences (:mod:`kit.lessons.text_rapanui`) say.

This module lists the builders in ``BUILDERS``; they are made in
:mod:`kit.lessons.build_rapanui_turn` (lessons 0-2) and :mod:`kit.lessons.build_rapanui_scoring`
(lessons 3-6), from the helpers of :mod:`kit.lessons.build_rapanui_common`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kit.lessons.build_rapanui_common import NAMES
from kit.lessons.build_rapanui_scoring import (
    end_ranking,
    offer_worth,
    payout_gains,
    refill_indicator,
    sacrifice,
    sacrifice_worth,
    scoring_majority,
)
from kit.lessons.build_rapanui_turn import buying, playing, setup

__all__ = [
    "BUILDERS",
    "NAMES",
    "buying",
    "end_ranking",
    "offer_worth",
    "payout_gains",
    "playing",
    "refill_indicator",
    "sacrifice",
    "sacrifice_worth",
    "scoring_majority",
    "setup",
]

BUILDERS: tuple[Callable[[], dict[str, Any]], ...] = (
    setup,
    buying,
    playing,
    sacrifice,
    refill_indicator,
    scoring_majority,
    end_ranking,
)
