"""What the lab counts while a game is played: events tallied into per-game facts, and the
score track as the players see it (for lead changes and decisiveness). Each game says what it
counts and what its track is (``kit/<game>/tallies.py``, see :class:`kit.core.spec.LabParts`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from kit.core.game import Game
from kit.lab.games import lab_parts


def tally(game: str, counts: Counter, events: Iterable[dict[str, Any]]) -> None:
    """Add what ``events`` (of one ``apply`` in a game of ``game``) tell to ``counts``."""
    count = lab_parts(game).tally
    for event in events:
        count(counts, event)


def tallied_facts(game: str, counts: Counter) -> dict[str, int]:
    """The tallied facts of ``game`` from ``counts`` (every one, 0 when nothing happened)."""
    return {name: counts[name] for name in lab_parts(game).tallied}


def track(game: Game) -> list[int]:
    """The score track as every player sees it during the game."""
    return lab_parts(game.NAME).track(game)
