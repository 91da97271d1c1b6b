"""Measures that name causes: what each player gains and spends each round (*flows*) and where
a player's final points come from (*sources*).

A game says what flows and sources it has (:class:`kit.core.spec.LabParts`: ``flows`` and
``flow``, ``sources`` and ``source``, in ``kit/<game>/tallies.py``). While a game is played the
lab's :class:`Recorder` reads every event with the round it happened in; a table row then holds

- ``flows``: ``{flow: [[amount of each seat] for each round]}`` (round 1 first; every flow has a
  list for every round the game reached), and
- ``sources``: ``{source: [points of each seat]}`` at the end (they sum to each seat's score).

Both keys are optional in a row (a table written before them, or a game with none, has neither).
The game is the unit of analysis: :func:`round_means` and :func:`game_means` average per game
first (over the seats), then over the games, with a Student-t interval
(:func:`kit.lab.stats.mean_interval`).
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Iterable, Sequence
from typing import Any

from kit.lab.games import lab_parts
from kit.lab.stats import MeanInterval, mean_interval

CAUSE_KEYS = ("flows", "sources")
"""The optional keys of a table row this module adds."""


class Recorder:
    """The flows of one game of ``game`` with ``players`` seats, read event by event (when
    ``enabled`` is False it records nothing: the row gets no flows and no sources)."""

    def __init__(self, game: str, players: int, enabled: bool = True) -> None:
        parts = lab_parts(game)
        self.names = parts.flows if enabled else ()
        self.source_names = parts.sources if enabled else ()
        self._flow = parts.flow
        self._source = parts.source
        self.players = players
        self.memo: dict[str, Any] = {}
        self.rounds: dict[str, list[list[int]]] = {name: [] for name in self.names}

    def add(self, round_no: int, events: Iterable[dict[str, Any]]) -> None:
        """Count ``events`` in round ``round_no`` (counted as round 1 before the first)."""
        if not self.names:
            return
        index = max(round_no, 1) - 1
        for event in events:
            for name, seat, amount in self._flow(event, self.memo):
                per = self.rounds[name]
                while len(per) <= index:
                    per.append([0] * self.players)
                per[index][seat] += amount

    def flows(self, rounds: int) -> dict[str, list[list[int]]]:
        """Every flow by round, each as long as the longest (at least ``rounds`` rounds)."""
        n = max([rounds, *(len(per) for per in self.rounds.values())])
        blank = [0] * self.players
        return {
            name: [list(r) for r in per] + [list(blank) for _ in range(n - len(per))]
            for name, per in self.rounds.items()
        }

    def sources(self, game: Any) -> dict[str, list[int]]:
        """Each seat's final points by source (see :attr:`LabParts.source`)."""
        totals = {
            name: [sum(r[s] for r in per) for s in range(self.players)]
            for name, per in self.rounds.items()
        }
        seats = self._source(game, totals)
        return {name: [int(seat.get(name, 0)) for seat in seats] for name in self.source_names}

    def row_part(self, game: Any, rounds: int) -> dict[str, Any]:
        """The row's ``flows`` and ``sources`` (only those the game has)."""
        out: dict[str, Any] = {}
        if self.names:
            out["flows"] = self.flows(rounds)
        if self.source_names:
            out["sources"] = self.sources(game)
        return out


# -- rows and files ----------------------------------------------------------------------------
def check_causes(row: dict[str, Any]) -> None:
    """ValueError unless the row's ``flows`` and ``sources`` (when present) have their shape."""
    n = row["players"]
    flows = row.get("flows")
    if flows is not None:
        if not isinstance(flows, dict) or not all(isinstance(k, str) for k in flows):
            raise ValueError("flows must be an object of flow names to rounds")
        for name, per in flows.items():
            if not isinstance(per, list) or not all(_seat_ints(r, n) for r in per):
                raise ValueError(f"flow {name} must give whole numbers for {n} seats each round")
    sources = row.get("sources")
    if sources is not None:
        if not isinstance(sources, dict) or not all(
            isinstance(k, str) and _seat_ints(v, n) for k, v in sources.items()
        ):
            raise ValueError(f"sources must give whole numbers for {n} seats by source")


def _seat_ints(value: Any, n: int) -> bool:
    return isinstance(value, list) and len(value) == n and all(type(v) is int for v in value)


def to_cell(value: Any) -> str:
    """A row's ``flows`` or ``sources`` as one CSV cell (compact JSON; empty when absent)."""
    return "" if value is None else json.dumps(value, separators=(",", ":"), sort_keys=True)


def from_cells(cells: dict[str, str]) -> dict[str, Any]:
    """The ``flows`` and ``sources`` of a CSV line's cells (none when the columns are absent or
    empty: a table written before them still loads)."""
    out: dict[str, Any] = {}
    for key in CAUSE_KEYS:
        text = cells.get(key, "")
        if text:
            try:
                out[key] = json.loads(text)
            except RecursionError:
                raise ValueError(f"{key} is nested too deeply") from None
            except ValueError:
                raise ValueError(f"{key} must be JSON, not {text[:40]!r}") from None
    return out


# -- averages over a table's games -------------------------------------------------------------
def flow_names(table: Any) -> list[str]:
    """The flows the table's rows hold (in the game's order, then any others)."""
    found = {name for row in table.rows for name in row.get("flows", {})}
    order = [n for n in lab_parts(table.game).flows if n in found]
    return order + sorted(found - set(order))


def source_names(table: Any) -> list[str]:
    """The sources the table's rows hold (in the game's order, then any others)."""
    found = {name for row in table.rows for name in row.get("sources", {})}
    order = [n for n in lab_parts(table.game).sources if n in found]
    return order + sorted(found - set(order))


def round_means(table: Any, name: str, share: float = 0.5) -> list[MeanInterval]:
    """Flow ``name`` per player in each round: per game the seats' mean, then the mean over the
    games that reached the round, with its interval. Rounds that fewer than ``share`` of the
    games reached (and fewer than two) are left out at the end."""
    rows = [row for row in table.rows if name in row.get("flows", {})]
    need = max(2, math.ceil(share * len(rows)))
    out: list[MeanInterval] = []
    r = 0
    while True:
        values = [_mean(row["flows"][name][r]) for row in rows if r < len(row["flows"][name])]
        if len(values) < need:
            return out
        out.append(_amount_interval(values))
        r += 1


def game_means(table: Any, name: str) -> MeanInterval | None:
    """Flow ``name`` per player over a whole game: mean over the games (None: no game has it)."""
    values = [
        _mean([sum(r[s] for r in row["flows"][name]) for s in range(row["players"])])
        for row in table.rows
        if name in row.get("flows", {})
    ]
    return _amount_interval(values) if values else None


def winner_sources(table: Any) -> dict[str, MeanInterval]:
    """The winners' points by source: per finished game the mean over its winners (a shared win
    counts each winner), then the mean over the games, with its interval."""
    rows = [r for r in table.rows if r["winners"] and r.get("sources")]
    out: dict[str, MeanInterval] = {}
    for name in source_names(table):
        values = [
            _mean([row["sources"].get(name, [0] * row["players"])[s] for s in row["winners"]])
            for row in rows
        ]
        if values:
            out[name] = mean_interval(values)
    return out


def shares(means: dict[str, MeanInterval]) -> dict[str, float]:
    """Each source's share of the winners' points (0 each when there are none)."""
    total = math.fsum(max(m.mean, 0.0) for m in means.values())
    return {k: (max(m.mean, 0.0) / total if total else 0.0) for k, m in means.items()}


def _amount_interval(values: Sequence[float]) -> MeanInterval:
    """The mean of amounts with its t interval, which never reaches below 0 when no amount does
    (a count of moai or wood cannot be negative, however few the games)."""
    found = mean_interval(values)
    if found.low is not None and found.low < 0 <= min(values):
        return dataclasses.replace(found, low=0.0)
    return found


def _mean(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values) if values else 0.0
