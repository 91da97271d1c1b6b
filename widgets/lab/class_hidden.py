"""What hidden information is worth, per variant, as the class page measures it after its
tournament: for each entry the same seeds played twice with an ISMCTS seat, once fair and once
seeing every hidden card (:mod:`kit.lab.hidden_value`), the other seats greedy, at the small
budget of the game's lab parts (:func:`kit.lab.tournament.hidden_budget`). The games run in
the background as the tournament's do (:class:`HiddenRun` is an :class:`widgets.lab.run.ABRun`
of its own chunks)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from kit.lab import hidden_value as hv
from kit.lab.table import Table
from kit.lab.tournament import Entry, hidden_budget, hidden_values
from widgets.lab.run import ABRun


class HiddenRun(ABRun):
    """The fair and the seeing-all tables of every entry, chunk by chunk, the entries in turn."""

    def __init__(
        self, game: str, entries: Sequence[Entry], *, players: int, seed: int, games: int
    ) -> None:
        seeds, iterations = hidden_budget(game)
        self.game, self.seed, self.entries = game, seed, list(entries)
        self.rulesets = {e.name: e.ruleset for e in self.entries}
        self.tables: dict[str, Table] = {}
        self.queue: list[tuple[str, dict[str, Any]]] = []
        for entry in self.entries:
            both = hv.plans(
                game,
                players=players,
                games=min(games, seeds),
                seed=seed,
                iterations=iterations,
                options=entry.ruleset.options,
                board=entry.ruleset.board,
            )
            for arm in hv.ARMS:
                key = self.key(entry, arm)
                self.tables[key] = Table(game)
                self.queue += [(key, task) for task in both[arm]]
        self.total = sum(len(task["seeds"]) for _, task in self.queue)
        self.stopped, self.finished = False, False
        self.started = time.perf_counter()

    @staticmethod
    def key(entry: Entry, arm: str) -> str:
        return f"{entry.name}\n{arm}"

    def values(self) -> list[hv.HiddenValue | None]:
        """Per entry, what hidden information was worth (None with fewer than two games)."""
        pairs = [self.tables[self.key(e, arm)] for e in self.entries for arm in hv.ARMS]
        return hidden_values(pairs, self.seed)
