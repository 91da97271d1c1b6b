"""What the design lab reads of a Rapa Nui game (see :class:`kit.core.spec.LabParts`).

While a game is played the lab counts majority bonuses awarded (R8.2) and scorings (R7.5). At
the end: cards of each kind on the altar (``altar_<kind>``) and their values (``value_<kind>``,
R10.4), moai raised (``moai``), turns played, and how the game ended (``end``: "refill" when
refilling a column emptied the draw pile, "column" when an emptied column found it empty, R9.1;
"cut" for a timed-out game).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from kit.core.spec import LabParts

TALLIED = ("majority_bonuses", "scorings")


def tally(counts: Counter, event: dict[str, Any]) -> None:
    """Add what one event tells to ``counts``."""
    kind = event.get("type")
    if kind == "majority":  # R8.2
        counts["majority_bonuses"] += 1
    elif kind == "indicator":  # R7.5
        counts["scorings"] += 1


def track(game: Any) -> list[int]:
    """Glory as every player sees it (R8)."""
    return list(game.glory)


def round_of(game: Any) -> int:
    """Turns divided by the players, rounded up (0 before the first turn)."""
    return (game.turn - 1) // game.players + 1


def facts(game: Any, events: list[dict[str, Any]]) -> dict[str, Any]:
    """The facts of a game at its end (see the module's notes)."""
    result = game.result()
    out: dict[str, Any] = {}
    for kind, count in result["altar_counts"].items():
        out[f"altar_{kind}"] = count
    for kind, value in result["altar_values"].items():
        out[f"value_{kind}"] = value
    out["moai"] = sum(result["moai"])
    out["turns"] = game.turn
    end = "cut"
    if game.is_over:
        end = "refill" if any(e.get("type") == "refilled" for e in events) else "column"
    out["end"] = end
    return out


LAB = LabParts(
    track=track,
    round_of=round_of,
    facts=facts,
    tallied=TALLIED,
    tally=tally,
    # Budget measured in benchmarks/bots.py to stay under 1 s per decision on a 2-core machine.
    ismcts={"iterations": 500, "c": 0.7, "rollout": "random", "cutoff": None},
    # Small enough to finish in well under 30 s on a projector laptop or on Binder; in a browser
    # (Pyodide, one game at a time) about 150 games/s with greedy bots.
    page={"players": 3, "games": 100, "bots": "greedy", "single_games": 50},
)
