"""What one game gives the measures of :mod:`kit.lab.measures`: each turn position's win, the
lead changes, when it was decided, the winner's lead (the game is the unit of every measure)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def position_flags(row: dict[str, Any]) -> tuple[int, ...]:
    """One 0/1 win flag per turn position of a finished game; ``()`` for a timed-out one."""
    if row["timed_out"]:
        return ()
    n, first, won = row["players"], row["first_player"], set(row["winners"])
    return tuple(int((first + p) % n in won) for p in range(n))


def balance_of(items: Sequence[tuple[int, ...]]) -> float:
    """Balance: ``1 − (max_p r_p − min_p r_p)``, with ``r_p`` the win rate of turn position ``p``
    over the finished games (``items``: one 0/1 win flag per position per game; ``()`` for a game
    that did not finish, left out). 1 when no game finished."""
    done = [flags for flags in items if flags]
    if not done:
        return 1.0
    rates = [sum(col) / len(done) for col in zip(*done, strict=True)]
    return 1 - (max(rates) - min(rates))


def lead_changes_of(leaders: list[list[int]]) -> float:
    """LeadChange of one game: the number of entries ``i ≥ 1`` whose set of leading seats differs
    from entry ``i − 1``'s, divided by ``len(leaders) − 1`` (0 for a single entry)."""
    if len(leaders) < 2:
        return 0.0
    changes = sum(1 for i in range(1, len(leaders)) if set(leaders[i]) != set(leaders[i - 1]))
    return changes / (len(leaders) - 1)


def decisiveness_of(leaders: list[list[int]], winners: list[int]) -> float:
    """Decisiveness of one finished game: ``i / len(leaders)`` for the first entry ``i`` such that
    every entry from ``i`` on has some final winner among its leaders (any winner of a shared win
    will do, not necessarily the same one each time). 0: a winner led from the first round on;
    near 1: settled at the end; 1 if no winner ever leads (the winners are not leaders at the end,
    e.g. a tie broken by something the score does not show)."""
    won = set(winners)
    first = len(leaders)
    while first > 0 and won & set(leaders[first - 1]):
        first -= 1
    return first / len(leaders)


def score_spread_of(scores: list[int]) -> int:
    """The winner's lead: the highest score minus the second highest (0 when they tie)."""
    top = sorted(scores, reverse=True)
    return top[0] - top[1]
