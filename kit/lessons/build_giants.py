"""The prepared positions of the Giants lessons (see :mod:`kit.lessons.build`).

Each lesson is a seeded game: the greedy bots play where the lesson does not care, and the moves
the lesson is about are chosen here one by one. Lesson 3 is round 2 of a game whose round 1 is
chosen move by move; lesson 0 has a game of its own, whose first dice (1, 0, 3) differ from the
dice lesson 1's exercise asks about (2, 3, 0). Each function asserts that its position shows what the lesson's sentences
(:mod:`kit.lessons.text_giants`) say, and the lessons' tests recompute every number they quote.

The exercises are answered by making a move with the play page's controls: their choices are
actions of the engine (``_move``), the right ones legal, and ``play_on`` lets the bots show what a
move leads to; each builder plays on from the moves it lists (:func:`played`) and asserts what the
lesson's words say about it. Every exercise is a decision among real moves: the ones that
replaced questions answered from memory are made by :mod:`kit.lessons.decisions`.

This module lists the builders in ``BUILDERS``; they are made in
:mod:`kit.lessons.build_giants_start` (lessons 0 and 1), :mod:`kit.lessons.build_giants_auction`
(2), :mod:`kit.lessons.build_giants_placement` (3) and :mod:`kit.lessons.build_giants_transport`
(4 and 5), from the helpers of :mod:`kit.lessons.build_giants_common`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kit.lessons.build_giants_auction import auction
from kit.lessons.build_giants_common import NAMES, paid, played, sculpted_after
from kit.lessons.build_giants_placement import PAYING_PLAY_ON, placement
from kit.lessons.build_giants_start import FIRST_MOAI_PLAY_ON, SETUP_ROLL, drawing, setup
from kit.lessons.build_giants_transport import FINAL, end, transport

__all__ = [
    "BUILDERS",
    "FINAL",
    "FIRST_MOAI_PLAY_ON",
    "NAMES",
    "PAYING_PLAY_ON",
    "SETUP_ROLL",
    "auction",
    "drawing",
    "end",
    "paid",
    "placement",
    "played",
    "sculpted_after",
    "setup",
    "transport",
]

BUILDERS: tuple[Callable[[], dict[str, Any]], ...] = (
    setup,
    drawing,
    auction,
    placement,
    transport,
    end,
)
