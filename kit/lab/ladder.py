"""Luck or skill: a skill ladder. One ISMCTS seat against greedy seats, at budgets doubling from
25 to 400 iterations per decision, every budget on the same seeds. If more thinking wins more
games, skill counts in the game; if the win rate stays flat within its intervals, these runs
cannot tell the extra thinking from luck (they do not show that the game is luck: a stronger
searcher, or more games, might).

The reading compares the smallest and the largest budget, paired by seed (a paired percentile
bootstrap, :func:`kit.lab.stats.paired_bootstrap_difference`), and says only what the run shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kit.core import i18n
from kit.lab.experiment import Progress, plan, run
from kit.lab.hidden_value import Rate, is_searcher, mean_of, rate, searcher_share
from kit.lab.messages import fmt, interval_text
from kit.lab.stats import Difference, paired_bootstrap_difference
from kit.lab.table import Table

BUDGETS = (25, 50, 100, 200, 400)
"""Iterations per decision, doubling."""


def lineup(players: int, budget: int) -> list[str]:
    """The bots (before rotation): the searcher at ``budget`` iterations, then greedy seats."""
    return [f"ismcts:iterations={budget}", *["greedy"] * (players - 1)]


def plans(
    game: str,
    *,
    players: int,
    games: int,
    seed: int,
    budgets: tuple[int, ...] = BUDGETS,
    options: Any = None,
    board: Any = None,
) -> dict[str, list[dict[str, Any]]]:
    """The games of every budget (named by the budget) as one-game chunks."""
    return {
        str(b): plan(
            game,
            players=players,
            bots=lineup(players, b),
            options=options,
            board=board,
            games=games,
            seed=seed,
            causes=False,
        )
        for b in budgets
    }


@dataclass(frozen=True)
class Ladder:
    """The searcher's win rate at each budget, the chance line and the top − bottom gap."""

    budgets: tuple[int, ...]
    rates: tuple[Rate, ...]
    chance: float
    gap: Difference | None
    seeds: tuple[int, ...]

    def reading(self, lang: str) -> str:
        """One sentence that says only what the run shows."""
        gap = self.gap
        if gap is None or gap.low is None or gap.high is None:
            return i18n.t("lab.ladder.reading.few", lang)
        params = {
            "low_budget": self.budgets[0],
            "high_budget": self.budgets[-1],
            "gap": fmt(gap.diff, "points", lang),
            "interval": interval_text(
                fmt(gap.low, "points", lang), fmt(gap.high, "points", lang), lang
            ),
            "games": len(self.seeds),
        }
        if gap.low > 0:
            key = "lab.ladder.reading.more"
        elif gap.high < 0:
            key = "lab.ladder.reading.less"
        else:
            key = "lab.ladder.reading.flat"
        return i18n.t(key, lang, **params)


def ladder(tables: dict[str, Table], resamples: int = 2000) -> Ladder:
    """The ladder from tables named by budget, on their common seeds (ValueError if none)."""
    budgets = tuple(sorted(int(name) for name in tables))
    by_seed = {b: {r["seed"]: r for r in tables[str(b)].rows} for b in budgets}
    common = set.intersection(*(set(rows) for rows in by_seed.values()))
    seeds = tuple(sorted(common))
    if not seeds:
        raise ValueError("the ladder needs games on the same seeds at every budget")
    shares = {b: [searcher_share(by_seed[b][s], is_searcher) for s in seeds] for b in budgets}
    players = by_seed[budgets[0]][seeds[0]]["players"]
    gap = None
    if len(seeds) >= 2 and len(budgets) >= 2:
        low, high = shares[budgets[0]], shares[budgets[-1]]
        gap = paired_bootstrap_difference(low, high, mean_of, resamples=resamples)
    return Ladder(budgets, tuple(rate(shares[b]) for b in budgets), 1 / players, gap, seeds)


def run_ladder(
    game: str,
    *,
    players: int,
    games: int,
    seed: int = 0,
    budgets: tuple[int, ...] = BUDGETS,
    options: Any = None,
    workers: int | None = None,
    progress: Progress | None = None,
) -> tuple[Ladder, dict[str, Table]]:
    """Play every budget on the same seeds and return the ladder and the tables."""
    tables = {
        str(b): run(
            game,
            players=players,
            bots=lineup(players, b),
            options=options,
            games=games,
            seed=seed,
            workers=workers,
            progress=progress,
            causes=False,
        )
        for b in budgets
    }
    return ladder(tables), tables
