"""What the design lab reads of a game of Stones (see :class:`kit.core.spec.LabParts`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from kit.core.spec import LabParts


def tally(counts: Counter, event: dict[str, Any]) -> None:
    """Count the stones taken one at a time."""
    if event.get("type") == "took" and event["n"] == 1:
        counts["single_takes"] += 1


LAB = LabParts(
    track=lambda game: [0] * game.players,  # nothing is scored before the end
    round_of=lambda game: -(-game.turn // game.players),
    facts=lambda game, events: {"pile": game.start},
    tallied=("single_takes",),
    tally=tally,
    ismcts={"iterations": 60, "c": 0.7, "rollout": "random", "cutoff": None},
    page={"players": 2, "games": 10, "bots": "greedy", "single_games": 10},
)
