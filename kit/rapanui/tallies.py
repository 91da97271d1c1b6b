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
from kit.rapanui.cards import CARD_TYPES, MOAI, PRIEST

TALLIED = ("majority_bonuses", "scorings")
FLOWS = (
    "wood_gained",
    "wood_spent",
    "glory_priests",
    "glory_moai",
    "glory_majority",
    *(f"played_{card}" for card in CARD_TYPES),
    "offerings_bought",
    "offerings_received",
    "offerings_sacrificed",
)
"""What a player gains and spends each round: wood (R5.1, R4.2, R8.3, R8.5), glory by where it
comes from (priests R8.4, moai payouts R8.5, majority bonuses R8.2), cards played by type (R5.1),
offering cards bought (R4), received (R8.6) and sacrificed (R6.2, R6.3)."""
SOURCES = ("moai_payouts", "priests", "majority", "moai_end", "offerings", "wood")
"""Where final glory comes from (R10.1-R10.4): glory from moai payouts (R8.5), from priest
scorings (R8.4) and from majority bonuses (R8.2) during the game; 4 per moai at the end (R10.2),
offering cards by the altar ranking (R10.4) and the end conversion of wood (R10.3)."""


def tally(counts: Counter, event: dict[str, Any]) -> None:
    """Add what one event tells to ``counts``."""
    kind = event.get("type")
    if kind == "majority":  # R8.2
        counts["majority_bonuses"] += 1
    elif kind == "indicator":  # R7.5
        counts["scorings"] += 1


def flow(event: dict[str, Any], memo: dict[str, Any]) -> list[tuple[str, int, int]]:
    """The ``(flow, seat, amount)`` triples one event tells (see :data:`FLOWS`)."""
    kind = event.get("type")
    seat = event.get("seat", 0)
    if kind == "gained_wood":  # R8.3 (a majority bonus included, R8.2)
        return [("wood_gained", seat, event["amount"])]
    if kind == "gained_glory":  # R8.4 (the bonus moved to glory_majority below)
        return [("glory_priests", seat, event["amount"])]
    if kind == "majority" and event["card"] == PRIEST:  # R8.2: one of the glory is the bonus
        extra = event.get("bonus", 1)  # the rule parameter majority_bonus (1 by the rules)
        return [("glory_majority", seat, extra), ("glory_priests", seat, -extra)]
    if kind == "majority" and event["card"] == MOAI:  # R8.2: one unit of the payout to come
        memo["moai_bonus"] = seat
        memo["moai_extra"] = event.get("bonus", 1)  # the rule parameter majority_bonus
        return []
    if kind == "moai_payout":  # R8.5: the bonus unit counts as glory when glory is taken
        glory, bonus = event["glory"], 0
        if memo.get("moai_bonus") == seat:
            del memo["moai_bonus"]
            bonus = min(glory, memo.pop("moai_extra", 1))
        out = [("wood_gained", seat, event["wood"]), ("glory_moai", seat, glory - bonus)]
        return out + [("glory_majority", seat, bonus)]
    if kind == "bought":  # R4.2
        return [("wood_spent", seat, event["price"]), ("offerings_bought", seat, 1)]
    if kind == "played_hunters":  # R5.1d
        return [
            (f"played_{event['kind']}", seat, event["count"]),
            ("wood_spent", seat, event["cost"]),
        ]
    if kind == "played":  # R5.1
        return [(f"played_{event['card']}", seat, 1), ("wood_spent", seat, event["cost"])]
    if kind == "received":  # R8.6
        return [("offerings_received", seat, 1)]
    if kind in ("sacrificed", "sacrificed_face_down"):  # R6.2, R6.3
        return [("offerings_sacrificed", seat, 1)]
    return []


def source(game: Any, totals: dict[str, list[int]]) -> list[dict[str, int]]:
    """Each seat's final glory by source (see :data:`SOURCES`); the sources sum to the score."""
    out = []
    for seat, row in enumerate(game.result()["breakdown"]):
        out.append(
            {
                "moai_payouts": totals["glory_moai"][seat],
                "priests": totals["glory_priests"][seat],
                "majority": totals["glory_majority"][seat],
                "moai_end": row["moai"],
                "offerings": row["offerings"],
                "wood": row["wood"],
            }
        )
    return out


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


CLASS_ISMCTS = "ismcts:iterations=400"
"""The ISMCTS bot of a class table (issue 24): 200 three-player games of one ISMCTS seat and two
greedy bots in under 5 minutes on 2 worker processes. Measured on an idle 2-core machine with the
rollouts played by :func:`kit.rapanui.playout.playout` (``benchmarks/bots.py --tables``, seed 0):
400 iterations, 3.3 minutes (6.5 CPU minutes in the workers), ISMCTS won 156 of 200 (78%, 95%
72%-83%; a fair share is 33%, the default budget of 500 wins about 85%); 150 iterations, 1.2
minutes, 109 of 200 (55%, 48%-61%)."""

LAB = LabParts(
    track=track,
    round_of=round_of,
    facts=facts,
    tallied=TALLIED,
    tally=tally,
    flows=FLOWS,
    flow=flow,
    sources=SOURCES,
    source=source,
    # Budget measured in benchmarks/bots.py to stay under 1 s per decision on a 2-core machine.
    ismcts={"iterations": 500, "c": 0.7, "rollout": "random", "cutoff": None},
    # Small enough to finish in well under 30 s on a projector laptop or on Binder; in a browser
    # (Pyodide, one game at a time) about 150 games/s with greedy bots. The deeper questions
    # (widgets/lab/causes.py), measured in CPU seconds on this 2-core machine: a searcher's game
    # costs about 0.4 s at 25 iterations, 1.6 s at 100, 7.5 s at 400, so 40 seeds of the hidden-
    # information pair at 100 iterations take about a minute on 2 cores and 12 seeds of the
    # ladder (25 to 400) about a minute and a half: a lesson's few minutes.
    page={
        "players": 3,
        "games": 100,
        "bots": "greedy",
        "single_games": 50,
        "hidden_games": 40,
        "hidden_iterations": 100,
        "tournament_hidden_games": 10,  # a class tournament's, per variant
        "tournament_hidden_iterations": 20,
        "ladder_games": 12,
    },
)
