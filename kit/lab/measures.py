"""The measures of a table of games, each with its 95% interval: :func:`summarize`.

Every measure is defined here, in the docstring of the function that computes it, and named after
the metrics of Ludii's ``Evaluation/src/metrics`` where there is one (:data:`LUDII`). Which games a
measure rests on:

- *finished* games (not timed out; a timed-out game has no winners and a length set by the step
  cap): every win measure, balance, shared wins, duration, decisiveness, score spread;
- *all* games: completion, decision moves, branching factor, lead changes (properties of the
  decisions and rounds played, whether or not the game reached its end).

A shared win counts as a win for each of its winners, so per-position win rates can sum to more
than 1. A measure with no game to rest on is left out of the summary. One game gives values with
``None`` for the intervals it cannot give (means and bootstraps need two games).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kit.core.i18n import t
from kit.lab.messages import bot_name, interval_text, kind_name
from kit.lab.stats import RESAMPLES, bootstrap_interval, mean_interval, wilson
from kit.lab.table import Table

# Ludii's AdvantageP1 is player 1's raw win rate (a draw half a win; here a shared win is a whole
# one); its Balance compares the players' win rates, here those of the turn positions.
LUDII: dict[str, str] = {
    "balance": "Balance",
    "first_seat_win_rate": "AdvantageP1",
    "first_seat_advantage": "AdvantageP1 − 1/players",
    "completion": "Completion",
    "shared_wins": "Drawishness",
    "duration_decisions": "DurationMoves",
    "duration_rounds": "DurationTurns",
    "decision_moves": "DecisionMoves",
    "branching_factor": "BranchingFactor",
    "lead_changes": "LeadChange",
    "decisiveness": "Decisiveness",
}
STRENGTH = ("random", "greedy", "ismcts")  # bot kinds, weakest first


@dataclass(frozen=True)
class Measure:
    """One measure of a table.

    ``kind`` decides how :mod:`kit.lab.compare` tests a difference: ``"rate"`` (``successes`` of
    ``trials``; value ``successes / trials − offset``; Wilson, two-proportion test), ``"mean"``
    (per-game ``values``; t interval, Welch) or ``"bootstrap"`` (a statistic of per-game
    ``values``, named by the key; percentile bootstrap). ``unit`` says how to show the value:
    ``"share"`` (a percentage), ``"points"`` (a difference of shares, in percentage points) or
    ``"number"``. ``detail`` is the turn position, bot spec or bot kind the label names.
    """

    key: str
    value: float
    low: float | None
    high: float | None
    n: int
    kind: str
    unit: str = "number"
    successes: int | None = None
    trials: int | None = None
    offset: float = 0.0
    sd: float | None = None
    values: tuple[Any, ...] = field(default=(), repr=False)
    detail: str = ""

    @property
    def base(self) -> str:
        """The key without its position or bot: ``win_rate_position``, ``win_rate_bot``, ..."""
        for prefix in ("win_rate_position", "win_rate_bot"):
            if self.key.startswith(prefix + "_"):
                return prefix
        return self.key

    def label(self, lang: str = "en") -> str:
        """The measure's name in ``lang`` (message ``lab.measure.<base>``)."""
        position = int(self.detail) + 1 if self.base == "win_rate_position" else ""
        bot, kind = bot_name(self.detail, lang), kind_name(self.detail, lang)
        return t(f"lab.measure.{self.base}", lang, position=position, bot=bot, kind=kind)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready fields (the per-game values are left out)."""
        out = {k: getattr(self, k) for k in ("key", "value", "low", "high", "n", "kind", "unit")}
        out.update(successes=self.successes, trials=self.trials, sd=self.sd, detail=self.detail)
        if self.key in LUDII:
            out["ludii"] = LUDII[self.key]
        return out


@dataclass(frozen=True)
class Summary:
    """The measures of one table: ``game``, ``players``, ``games`` (rows) and ``measures``."""

    game: str
    players: int
    games: int
    measures: dict[str, Measure]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: game, players, games and each measure's :meth:`Measure.to_dict`."""
        measures = {k: m.to_dict() for k, m in self.measures.items()}
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "measures": measures,
        }

    def header(self, lang: str = "en") -> tuple[str, str, str]:
        """Column names for :meth:`rows`."""
        return (
            t("lab.column.measure", lang),
            t("lab.column.value", lang),
            t("lab.column.interval", lang),
        )

    def rows(self, lang: str = "en") -> list[tuple[str, str, str]]:
        """``(name, value, interval)`` as text for a terminal table (no header: see
        :meth:`header`); "—" for no interval."""
        return [
            (m.label(lang), fmt(m.value, m.unit, lang), fmt_interval(m.low, m.high, m.unit, lang))
            for m in self.measures.values()
        ]


def fmt(value: float | None, unit: str, lang: str = "en", digits: int = 1) -> str:
    """``value`` as text: a share as "31.2%", points as "+3.1 pp", a number as "4.25", a
    ``"delta"`` (a signed number) as "+4.25"."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if unit == "share":
        return f"{value * 100:.{digits}f}%"
    if unit == "points":
        return t("lab.unit.points", lang, value=f"{value * 100:+.{digits}f}")
    if unit == "delta":
        return f"{value:+.{digits + 1}f}"
    return f"{value:.{digits + 1}f}"


def fmt_interval(low: float | None, high: float | None, unit: str, lang: str = "en") -> str:
    """``[low, high]`` in the measure's unit, or "—" when there is none."""
    if low is None or high is None:
        return "—"
    return interval_text(fmt(low, unit, lang), fmt(high, unit, lang), lang)


# -- the measures ----------------------------------------------------------------------------
def _rate(key: str, wins: int, trials: int, *, offset: float = 0.0, detail: str = "") -> Measure:
    low, high = wilson(wins, trials)
    unit = "points" if offset else "share"
    return Measure(
        key,
        wins / trials - offset,
        low - offset,
        high - offset,
        trials,
        "rate",
        unit,
        successes=wins,
        trials=trials,
        offset=offset,
        detail=detail,
    )


def _mean(key: str, values: list[float], unit: str = "number") -> Measure:
    m = mean_interval(values)
    return Measure(key, m.mean, m.low, m.high, m.n, "mean", unit, sd=m.sd, values=tuple(values))


def _boot(key: str, items: list[tuple[int, ...]], unit: str, resamples: int, seed: int) -> Measure:
    ci = bootstrap_interval(items, STATISTICS[key], resamples=resamples, seed=seed)
    low, high = ci if ci else (None, None)
    return Measure(
        key, STATISTICS[key](items), low, high, len(items), "bootstrap", unit, values=tuple(items)
    )


def balance_of(items: Sequence[tuple[int, ...]]) -> float:
    """Balance: ``1 − (max_p r_p − min_p r_p)``, with ``r_p`` the win rate of turn position ``p``
    over the finished games (``items``: one 0/1 win flag per position per game)."""
    rates = [sum(col) / len(items) for col in zip(*items, strict=True)]
    return 1 - (max(rates) - min(rates))


def ratio_of_sums(items: Sequence[tuple[int, ...]]) -> float:
    """``Σ x / Σ y`` over ``(x, y)`` pairs, one per game (each ``y > 0``)."""
    xs, ys = zip(*items, strict=True)
    return sum(xs) / sum(ys)


STATISTICS: dict[str, Callable[[Sequence[Any]], float]] = {
    "balance": balance_of,
    "decision_moves": ratio_of_sums,
    "branching_factor": ratio_of_sums,
}


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


def summarize(table: Table, *, resamples: int = RESAMPLES, seed: int = 0) -> Summary:
    """Every measure of ``table`` (ValueError if it has no games or mixes player counts).

    Win rate of turn position ``p`` (``win_rate_position_<p>``; the position of a seat is
    ``(seat − first_player) mod players``, 0 moves first): finished games won by that position's
    seat / finished games. Win rate of a bot spec (``win_rate_bot_<spec>``): each seat the spec
    held in a finished game is one trial (seats of one game are not independent, so its Wilson
    interval is a little narrow). ``first_seat_win_rate`` = position 0's rate;
    ``first_seat_advantage`` (AdvantageP1) = that rate − 1/players, its Wilson interval shifted.
    ``completion`` = games not timed out / games; ``shared_wins`` (Drawishness) = finished games
    with two or more winners / finished games. ``balance``, ``decision_moves`` (Σ choices /
    Σ decisions) and ``branching_factor`` (Σ legal_total / Σ decisions) are ratios over the games
    (those with decisions) with percentile-bootstrap intervals. ``duration_decisions``,
    ``duration_rounds``, ``lead_changes``, ``decisiveness`` and ``score_spread`` (per-game values,
    see the ``*_of`` functions) are means with t intervals. ``skill_win_rate`` and ``skill_gap``:
    see :func:`skill_measures`.
    """
    if not table.rows:
        raise ValueError("no games to summarize: the table is empty")
    players = table.players
    rows = table.rows
    done = [r for r in rows if not r["timed_out"]]
    out: list[Measure] = []
    if done:
        flags = [_position_flags(r) for r in done]
        wins = [sum(col) for col in zip(*flags, strict=True)]
        out += [
            _rate(f"win_rate_position_{p}", w, len(done), detail=str(p)) for p, w in enumerate(wins)
        ]
        out += _bot_rates(done)
        out.append(_boot("balance", flags, "number", resamples, seed))
        out.append(_rate("first_seat_win_rate", wins[0], len(done)))
        out.append(_rate("first_seat_advantage", wins[0], len(done), offset=1 / players))
    out.append(_rate("completion", len(done), len(rows)))
    if done:
        out.append(_rate("shared_wins", sum(len(r["winners"]) > 1 for r in done), len(done)))
        out.append(_mean("duration_decisions", [r["decisions"] for r in done]))
        out.append(_mean("duration_rounds", [r["rounds"] for r in done]))
    moved = [r for r in rows if r["decisions"] > 0]
    if moved:
        choices = [(r["choices"], r["decisions"]) for r in moved]
        legal = [(r["legal_total"], r["decisions"]) for r in moved]
        out.append(_boot("decision_moves", choices, "share", resamples, seed))
        out.append(_boot("branching_factor", legal, "number", resamples, seed))
    led = [r for r in rows if r["leaders"]]
    if led:
        out.append(_mean("lead_changes", [lead_changes_of(r["leaders"]) for r in led], "share"))
    decided = [decisiveness_of(r["leaders"], r["winners"]) for r in done if r["leaders"]]
    if decided:
        out.append(_mean("decisiveness", decided, "share"))
    if done and players > 1:
        out.append(_mean("score_spread", [score_spread_of(r["scores"]) for r in done]))
    out += skill_measures(done, players)
    return Summary(table.game, players, len(rows), {m.key: m for m in out})


def _position_flags(row: dict[str, Any]) -> tuple[int, ...]:
    n, first, won = row["players"], row["first_player"], set(row["winners"])
    return tuple(int((first + p) % n in won) for p in range(n))


def _bot_rates(done: list[dict[str, Any]]) -> list[Measure]:
    tally: dict[str, list[int]] = {}
    for row in done:
        for seat, spec in enumerate(row["bots"]):
            wins_trials = tally.setdefault(spec, [0, 0])
            wins_trials[0] += seat in row["winners"]
            wins_trials[1] += 1
    return [_rate(f"win_rate_bot_{s}", w, n, detail=s) for s, (w, n) in sorted(tally.items())]


def skill_measures(done: list[dict[str, Any]], players: int) -> list[Measure]:
    """Skill gap, when the finished games hold two or more bot kinds, all of them in
    :data:`STRENGTH` (a kind is a spec's name before ":"): ``skill_win_rate`` = wins of the seats
    held by the strongest kind / those seats (Wilson), and ``skill_gap`` = that rate − 1/players
    (the fair share of a seat). Absent for a table of one kind or with a kind of unknown strength.
    """
    kinds = {spec.split(":")[0] for row in done for spec in row["bots"]}
    if len(kinds) < 2 or not kinds <= set(STRENGTH):
        return []
    best = max(kinds, key=STRENGTH.index)
    held = [
        (seat in row["winners"])
        for row in done
        for seat, spec in enumerate(row["bots"])
        if spec.split(":")[0] == best
    ]
    wins, seats = sum(held), len(held)
    return [
        _rate("skill_win_rate", wins, seats, detail=best),
        _rate("skill_gap", wins, seats, offset=1 / players, detail=best),
    ]
