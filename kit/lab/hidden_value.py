"""What hidden information is worth: the same seeds played twice, once with a fair ISMCTS seat
(it sees only its seat's view) and once with an ISMCTS seat that **sees every hidden card (not
a fair player)**, the bot spec ``ismcts-sees-all`` (:mod:`kit.lab.ismcts`), the other seats
greedy in both. The gap between the two seats' win rates, paired by seed (a paired percentile
bootstrap, :func:`kit.lab.stats.paired_bootstrap_difference`), is what seeing the hidden cards
was worth to that searcher in these games.

A seat's win counts 1, a shared win among k seats 1/k, a timed-out game 0. The bots rotate round
the table from seed to seed (as in every lab run), so the searching seat is not always first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kit.core import i18n
from kit.lab.bots import SEES_ALL
from kit.lab.experiment import Progress, plan, run
from kit.lab.messages import fmt, interval_text
from kit.lab.stats import Difference, paired_bootstrap_difference, wilson_share
from kit.lab.table import Table

FAIR = "fair"
SEES = "sees_all"
ARMS = (FAIR, SEES)
"""The two tables of the experiment, by name: the fair searcher, the one that sees all."""


def lineups(players: int, iterations: int) -> dict[str, list[str]]:
    """The bot of each seat (before rotation) in each table: the searcher first, then greedy."""
    others = ["greedy"] * (players - 1)
    return {
        FAIR: [f"ismcts:iterations={iterations}", *others],
        SEES: [f"{SEES_ALL}:iterations={iterations}", *others],
    }


def plans(
    game: str,
    *,
    players: int,
    games: int,
    seed: int,
    iterations: int,
    options: Any = None,
    board: Any = None,
) -> dict[str, list[dict[str, Any]]]:
    """The games of both tables as one-game chunks (for a page that runs them itself)."""
    return {
        name: plan(
            game,
            players=players,
            bots=bots,
            options=options,
            board=board,
            games=games,
            seed=seed,
            causes=False,
        )
        for name, bots in lineups(players, iterations).items()
    }


def searcher_share(row: dict[str, Any], is_searcher: Callable[[str], bool]) -> float:
    """The share of the win held by the searching seat(s) of one game (0 if none won)."""
    winners = row["winners"]
    if row["timed_out"] or not winners:
        return 0.0
    won = sum(1 for s in winners if is_searcher(row["bots"][s]))
    return won / len(winners)


def is_searcher(spec: str) -> bool:
    return spec.split(":")[0] in ("ismcts", SEES_ALL)


@dataclass(frozen=True)
class Rate:
    """A seat's win rate over ``n`` games with its 95% Wilson interval."""

    value: float
    low: float
    high: float
    n: int


def rate(values: list[float]) -> Rate:
    """The mean of per-game win shares with a Wilson interval (a shared win counts a part)."""
    n = len(values)
    p = sum(values) / n
    low, high = wilson_share(p, n)
    return Rate(p, low, high, n)


@dataclass(frozen=True)
class HiddenValue:
    """The result: each table's searcher win rate, and the gap (sees all − fair) paired by seed."""

    fair: Rate
    sees_all: Rate
    gap: Difference
    players: int
    seeds: tuple[int, ...]

    def reading(self, lang: str) -> str:
        """One sentence that says only what the run shows."""
        low, high = self.gap.low, self.gap.high
        params = {
            "gap": fmt(self.gap.diff, "points", lang),
            "interval": interval_text(fmt(low, "points", lang), fmt(high, "points", lang), lang)
            if low is not None and high is not None
            else "—",
            "fair": fmt(self.fair.value, "share", lang),
            "sees": fmt(self.sees_all.value, "share", lang),
            "games": len(self.seeds),
        }
        if low is not None and low > 0:
            key = "lab.hidden.reading.more"
        elif high is not None and high < 0:
            key = "lab.hidden.reading.less"
        else:
            key = "lab.hidden.reading.unclear"
        return i18n.t(key, lang, **params)


def hidden_value(tables: dict[str, Table], resamples: int = 2000) -> HiddenValue:
    """The result from the two tables (``fair`` and ``sees_all``), paired on their common seeds
    (ValueError when they have fewer than two in common)."""
    by_seed = {name: {r["seed"]: r for r in tables[name].rows} for name in ARMS}
    seeds = tuple(sorted(set(by_seed[FAIR]) & set(by_seed[SEES])))
    if len(seeds) < 2:
        raise ValueError("the hidden-information gap needs two or more games on the same seeds")
    a = [searcher_share(by_seed[FAIR][s], is_searcher) for s in seeds]
    b = [searcher_share(by_seed[SEES][s], is_searcher) for s in seeds]
    gap = paired_bootstrap_difference(a, b, mean_of, resamples=resamples)
    players = by_seed[FAIR][seeds[0]]["players"]
    return HiddenValue(rate(a), rate(b), gap, players, seeds)


def mean_of(values: Any) -> float:
    return sum(values) / len(values)


def run_hidden_value(
    game: str,
    *,
    players: int,
    games: int,
    seed: int = 0,
    iterations: int = 100,
    options: Any = None,
    workers: int | None = None,
    progress: Progress | None = None,
) -> tuple[HiddenValue, dict[str, Table]]:
    """Play both tables on the same seeds and return the result and the tables."""
    tables = {
        name: run(
            game,
            players=players,
            bots=bots,
            options=options,
            games=games,
            seed=seed,
            workers=workers,
            progress=progress,
            causes=False,
        )
        for name, bots in lineups(players, iterations).items()
    }
    return hidden_value(tables), tables
