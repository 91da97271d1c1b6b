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
``None`` for the intervals it cannot give (means and ratios need two games).

The game is the unit of every interval: a measure that pools the seats of a game (a bot's win
rate) or its decisions (choices per decision) takes its variance over games, never over seats or
decisions, which are not independent within a game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kit.core.i18n import t
from kit.lab.messages import bot_name, interval_text, kind_name
from kit.lab.stats import (
    RESAMPLES,
    chi_square_uniform,
    clustered_wilson,
    mean_interval,
    ratio_estimate,
    ratio_interval,
    wilson,
)
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

    ``kind`` decides the interval and how :mod:`kit.lab.compare` tests a difference:
    ``"rate"`` (one 0/1 trial per game: ``successes`` of ``trials``, value ``successes / trials
    − offset``; Wilson), ``"clustered"`` (wins of the seats a bot held, several per game: the
    game as the unit), ``"mean"`` (a per-game value; t interval), ``"ratio"`` (``Σx / Σy`` over
    games; cluster-robust t interval) or ``"balance"`` (see :func:`_balance`). ``values`` holds
    the per-game data in table order (``(x, y)`` pairs, ``(0, 0)`` for a game outside the
    measure; for balance the position flags) and ``seeds`` the games' seeds, so that two tables
    played on the same seeds are compared game by game. ``unit`` says how to show the value:
    ``"share"`` (a percentage), ``"points"`` (a difference of shares, in percentage points) or
    ``"number"``. ``detail`` is the turn position, bot spec or bot kind the label names.
    ``p_equal`` (balance only): the p-value of the test that every turn position wins equally.
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
    seeds: tuple[int, ...] = field(default=(), repr=False)
    p_equal: float | None = None

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
        if self.p_equal is not None:
            out["p_equal"] = self.p_equal
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
            (m.label(lang), value_text(m, lang), fmt_interval(m.low, m.high, m.unit, lang))
            for m in self.measures.values()
        ]


def value_text(m: Measure, lang: str = "en") -> str:
    """A measure's value as text; balance with its test that all turn positions win equally."""
    value = fmt(m.value, m.unit, lang)
    if m.p_equal is None:
        return value
    return t("lab.balance_equal", lang, value=value, p=p_text(m.p_equal))


def p_text(p: float | None) -> str:
    """A p-value as text: "—" for none, "<0.001", or three decimals."""
    if p is None:
        return "—"
    return "<0.001" if p < 0.001 else f"{p:.3f}"


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
def _rows_pairs(rows: Sequence[dict[str, Any]], of: Callable[[dict[str, Any]], Any]) -> tuple:
    """Per game of the table, ``of(row)``: an ``(x, y)`` pair (``(0, 0)`` outside the domain)."""
    return tuple(of(row) for row in rows)


def _rate(
    key: str,
    pairs: tuple[tuple[int, int], ...],
    seeds: tuple[int, ...],
    *,
    offset: float = 0.0,
    detail: str = "",
) -> Measure:
    """A proportion with one trial per game: ``x`` successes of ``y`` (each 0 or 1). Wilson."""
    wins, trials = sum(x for x, _ in pairs), sum(y for _, y in pairs)
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
        values=pairs,
        seeds=seeds,
        detail=detail,
    )


def _clustered(
    key: str,
    pairs: tuple[tuple[int, int], ...],
    seeds: tuple[int, ...],
    *,
    offset: float = 0.0,
    detail: str = "",
) -> Measure:
    """A proportion of trials clustered in games (seats of a bot: ``x`` wins of ``y`` seats per
    game), the game as the unit (:func:`~kit.lab.stats.clustered_wilson`)."""
    est = ratio_estimate(pairs)
    trials = sum(y for _, y in pairs)
    ci = clustered_wilson(est, int(trials))
    low, high = (ci[0] - offset, ci[1] - offset) if ci else (None, None)
    return Measure(
        key,
        est.value - offset,
        low,
        high,
        est.n,
        "clustered",
        "points" if offset else "share",
        successes=int(sum(x for x, _ in pairs)),
        trials=int(trials),
        offset=offset,
        values=pairs,
        seeds=seeds,
        detail=detail,
    )


def _mean(key: str, pairs: tuple, seeds: tuple[int, ...], unit: str = "number") -> Measure:
    """The mean of a per-game value over the games of its domain (``(value, 1)``; ``(0, 0)``
    outside), with its t interval."""
    m = mean_interval([x for x, y in pairs if y])
    return Measure(
        key, m.mean, m.low, m.high, m.n, "mean", unit, sd=m.sd, values=pairs, seeds=seeds
    )


def _ratio(key: str, pairs: tuple, seeds: tuple[int, ...], unit: str) -> Measure:
    """``Σx / Σy`` over games (choices per decision, ...), the game as the unit."""
    est = ratio_estimate(pairs)
    ci = ratio_interval(est)
    low, high = ci if ci else (None, None)
    return Measure(key, est.value, low, high, est.n, "ratio", unit, values=pairs, seeds=seeds)


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


def _balance(flags: tuple[tuple[int, ...], ...], seeds: tuple[int, ...]) -> Measure:
    """Balance with an interval that can cover a fair game, and the test that every position
    wins equally often.

    The plain estimate is biased below 1: even in a fair game the positions' observed rates
    differ by chance, so ``1 − range`` averages less than 1 (about 0.94 for 4 players and 300
    games). Its interval is therefore not a bootstrap of the estimate (which would cover 1 only
    by luck) but follows from simultaneous intervals of the positions' rates: Wilson intervals
    at level ``1 − 0.05/P`` for the ``P`` positions (Bonferroni: all hold together at least 95%
    of the time), and the range lies between ``max(0, max_p low_p − min_q high_q)`` and
    ``max_p high_p − min_q low_q``. So the interval reaches 1 whenever the positions' intervals
    share a value, and it covers the true balance whenever they all hold (a conservative 95%).

    ``p_equal``: Pearson's chi-square test that every turn position wins equally often, over
    the finished games with one winner (:func:`~kit.lab.stats.chi_square_uniform`).
    """
    done = [f for f in flags if f]
    players = len(done[0])
    value = balance_of(done)
    level = 1 - 0.05 / players
    wins = [sum(col) for col in zip(*done, strict=True)]
    bounds = [wilson(w, len(done), level) for w in wins]
    lows, highs = [b[0] for b in bounds], [b[1] for b in bounds]
    range_low = max(0.0, max(lows) - min(highs))
    range_high = max(highs) - min(lows)
    low, high = (1 - range_high, 1 - range_low) if len(done) > 1 else (None, None)
    single = [0] * players
    for f in done:
        if sum(f) == 1:
            single[f.index(1)] += 1
    _, p_equal = chi_square_uniform(single)
    return Measure(
        "balance", value, low, high, len(done), "balance", values=flags, seeds=seeds,
        p_equal=p_equal,
    )  # fmt: skip


def ratio_of_sums(items: Sequence[tuple[float, float]]) -> float:
    """``Σ x / Σ y`` over ``(x, y)`` pairs, one per game (``Σy > 0``)."""
    return math.fsum(x for x, _ in items) / math.fsum(y for _, y in items)


STATISTICS: dict[str, Callable[[Sequence[Any]], float]] = {"balance": balance_of}
"""Measures compared by a bootstrap of a statistic of the per-game values."""


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

    **The game is the unit.** Every measure is a statistic of per-game values, kept in the
    measure (``values``, with the games' ``seeds``) so that :mod:`kit.lab.compare` can compare
    two tables game by game. The seats of one game are never taken as independent trials.

    - Win rate of turn position ``p`` (``win_rate_position_<p>``; the position of a seat is
      ``(seat − first_player) mod players``, 0 moves first): finished games won by that
      position's seat / finished games (one trial per game: Wilson). ``first_seat_win_rate`` =
      position 0's rate; ``first_seat_advantage`` (AdvantageP1) = that rate − 1/players.
      ``completion`` = games not timed out / games; ``shared_wins`` (Drawishness) = finished
      games with two or more winners / finished games.
    - Win rate of a bot spec (``win_rate_bot_<spec>``), ``skill_win_rate`` and ``skill_gap``
      (:func:`skill_measures`): wins of the seats the bot held / those seats, a ratio of per-game
      sums whose interval takes the game as the unit (cluster-robust, Wilson with the effective
      number of trials).
    - ``balance``: see :func:`_balance` (an interval that can reach 1, and ``p_equal``).
    - ``decision_moves`` (Σ choices / Σ decisions) and ``branching_factor`` (Σ legal_total /
      Σ decisions): ratios over the games with decisions, cluster-robust t intervals.
    - ``duration_decisions``, ``duration_rounds``, ``lead_changes``, ``decisiveness`` and
      ``score_spread`` (per-game values, see the ``*_of`` functions): means with t intervals.

    ``resamples`` and ``seed`` are kept for callers that pass them; no measure of a single table
    needs a bootstrap any more.
    """
    del resamples, seed
    if not table.rows:
        raise ValueError("no games to summarize: the table is empty")
    players = table.players
    rows = table.rows
    seeds = tuple(int(r["seed"]) for r in rows)
    done = [r for r in rows if not r["timed_out"]]
    out: list[Measure] = []
    if done:
        flags = tuple(position_flags(r) for r in rows)
        for p in range(players):
            pairs = tuple((f[p], 1) if f else (0, 0) for f in flags)
            out.append(_rate(f"win_rate_position_{p}", pairs, seeds, detail=str(p)))
        out += _bot_rates(rows, seeds)
        out.append(_balance(flags, seeds))
        first = tuple((f[0], 1) if f else (0, 0) for f in flags)
        out.append(_rate("first_seat_win_rate", first, seeds))
        out.append(_rate("first_seat_advantage", first, seeds, offset=1 / players))
    out.append(
        _rate("completion", _rows_pairs(rows, lambda r: (int(not r["timed_out"]), 1)), seeds)
    )
    if done:
        shared = _rows_pairs(
            rows, lambda r: _when(not r["timed_out"], lambda: len(r["winners"]) > 1)
        )
        out.append(_rate("shared_wins", shared, seeds))
        out.append(_mean("duration_decisions", _finished(rows, "decisions"), seeds))
        out.append(_mean("duration_rounds", _finished(rows, "rounds"), seeds))
    if any(r["decisions"] > 0 for r in rows):
        choices = _rows_pairs(rows, lambda r: (r["choices"], r["decisions"]))
        legal = _rows_pairs(rows, lambda r: (r["legal_total"], r["decisions"]))
        out.append(_ratio("decision_moves", choices, seeds, "share"))
        out.append(_ratio("branching_factor", legal, seeds, "number"))
    if any(r["leaders"] for r in rows):
        lead = _rows_pairs(
            rows, lambda r: _when(r["leaders"], lambda: lead_changes_of(r["leaders"]))
        )
        out.append(_mean("lead_changes", lead, seeds, "share"))
    decided = _rows_pairs(
        rows,
        lambda r: _when(
            r["leaders"] and not r["timed_out"],
            lambda: decisiveness_of(r["leaders"], r["winners"]),
        ),
    )
    if any(y for _, y in decided):
        out.append(_mean("decisiveness", decided, seeds, "share"))
    if done and players > 1:
        spread = _rows_pairs(
            rows, lambda r: _when(not r["timed_out"], lambda: score_spread_of(r["scores"]))
        )
        out.append(_mean("score_spread", spread, seeds))
    out += skill_measures(rows, players)
    return Summary(table.game, players, len(rows), {m.key: m for m in out})


def _when(included: Any, value: Callable[[], float]) -> tuple[float, int]:
    """``(value(), 1)`` for a game in the measure's domain, ``(0, 0)`` for one outside it."""
    return (float(value()), 1) if included else (0.0, 0)


def _finished(rows: Sequence[dict[str, Any]], key: str) -> tuple[tuple[float, int], ...]:
    return tuple(_when(not r["timed_out"], lambda r=r: r[key]) for r in rows)


def _bot_rates(rows: Sequence[dict[str, Any]], seeds: tuple[int, ...]) -> list[Measure]:
    """Per bot spec: its seats' wins and seats in each finished game (the game as the unit)."""
    specs = sorted({spec for row in rows for spec in row["bots"]})
    out = []
    for spec in specs:
        pairs = tuple(_seats_won(row, lambda s, spec=spec: s == spec) for row in rows)
        if any(y for _, y in pairs):
            out.append(_clustered(f"win_rate_bot_{spec}", pairs, seeds, detail=spec))
    return out


def _seats_won(row: dict[str, Any], holds: Callable[[str], bool]) -> tuple[int, int]:
    """``(wins, seats)`` of the seats whose bot spec ``holds``, in a finished game; else (0, 0)."""
    if row["timed_out"]:
        return (0, 0)
    seats = [seat for seat, spec in enumerate(row["bots"]) if holds(spec)]
    return (sum(1 for seat in seats if seat in row["winners"]), len(seats))


def skill_measures(rows: Sequence[dict[str, Any]], players: int) -> list[Measure]:
    """Skill gap, when the finished games hold two or more bot kinds, all of them in
    :data:`STRENGTH` (a kind is a spec's name before ":"): ``skill_win_rate`` = wins of the seats
    held by the strongest kind / those seats, and ``skill_gap`` = that rate − 1/players (the fair
    share of a seat), with the game as the unit (see :func:`_clustered`). Absent for a table of
    one kind or with a kind of unknown strength.
    """
    done = [row for row in rows if not row["timed_out"]]
    kinds = {spec.split(":")[0] for row in done for spec in row["bots"]}
    if len(kinds) < 2 or not kinds <= set(STRENGTH):
        return []
    best = max(kinds, key=STRENGTH.index)
    pairs = tuple(_seats_won(row, lambda s: s.split(":")[0] == best) for row in rows)
    seeds = tuple(int(r["seed"]) for r in rows)
    return [
        _clustered("skill_win_rate", pairs, seeds, detail=best),
        _clustered("skill_gap", pairs, seeds, offset=1 / players, detail=best),
    ]
