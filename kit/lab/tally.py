"""What the lab counts while a game is played: events tallied into per-game facts, and the
score track as the players see it (for lead changes and decisiveness).

Giants: the moai the dice brought into play (R4.1-R4.4: ``moai_drawn``; ``faces_empty``, dice
faces that brought none, a blank face or a size of which none is left in the supply; and
``empty_rolls``, rounds whose dice brought no moai at all), markers and figures bid in the blind
auctions (R5.1-R5.3) and moai sculpted by size (R5.5). Rapa Nui: majority bonuses awarded (R8.2) and scorings (R7.5).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from kit.core.game import Game


def tally(counts: Counter, events: Iterable[dict[str, Any]]) -> None:
    """Add what ``events`` (of one ``apply``) tell to ``counts``."""
    for event in events:
        kind = event.get("type")
        if kind == "dice_rolled":  # Giants R4.1-R4.4
            counts["moai_drawn"] += len(event["moai"])
            counts["faces_empty"] += len(event["faces"]) - len(event["moai"])
            counts["empty_rolls"] += not event["moai"]
        elif kind == "bids_revealed":  # Giants R5.2: every bid shown at once
            for bid in event["bids"]:
                counts["bid_markers"] += bid["markers"]
                counts["bid_figures"] += bid["workers"] + bid["sorcerer"] + bid["chief"]
        elif kind == "moai_sculpted":  # Giants R5.5
            counts[f"sculpted_{event['size']}"] += 1
        elif kind == "majority":  # Rapa Nui R8.2
            counts["majority_bonuses"] += 1
        elif kind == "indicator":  # Rapa Nui R7.5
            counts["scorings"] += 1


TALLIED = {
    "giants": (
        "moai_drawn",
        "faces_empty",
        "empty_rolls",
        "bid_markers",
        "bid_figures",
        "sculpted_1",
        "sculpted_2",
        "sculpted_3",
    ),
    "rapanui": ("majority_bonuses", "scorings"),
}
"""The tallied facts of each game (present in every row, 0 when nothing happened)."""


def tallied_facts(game: str, counts: Counter) -> dict[str, int]:
    """The tallied facts of ``game`` from ``counts``."""
    return {name: counts[name] for name in TALLIED[game]}


def track(game: Game) -> list[int]:
    """The score track as every player sees it during the game: Giants' points on the track
    (help points, and erected moai in the immediate-scoring variant, R9.1, R10.7); Rapa Nui's
    glory (R8)."""
    if game.NAME == "giants":
        return [seat.score for seat in game.state.seats]  # type: ignore[attr-defined]
    return list(game.glory)  # type: ignore[attr-defined]
