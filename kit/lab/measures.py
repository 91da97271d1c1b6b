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

from collections.abc import Callable, Sequence
from typing import Any

from kit.lab.clustered import clustered_wilson, ratio_estimate, ratio_interval
from kit.lab.per_game import (
    balance_of,
    decisiveness_of,
    lead_changes_of,
    position_flags,
    score_spread_of,
)
from kit.lab.significance import chi_square_uniform
from kit.lab.stats import RESAMPLES, mean_interval, wilson
from kit.lab.summary import STRENGTH, Measure, Summary
from kit.lab.table import Table


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
    game), the game as the unit (:func:`~kit.lab.clustered.clustered_wilson`)."""
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
    outside), with its t interval; a share's interval kept within 0 and 1 (a few games' t
    interval can reach past them, where no share lies)."""
    m = mean_interval([x for x, y in pairs if y])
    low, high = m.low, m.high
    if unit == "share":
        low = None if low is None else max(0.0, low)
        high = None if high is None else min(1.0, high)
    return Measure(key, m.mean, low, high, m.n, "mean", unit, sd=m.sd, values=pairs, seeds=seeds)


def _ratio(key: str, pairs: tuple, seeds: tuple[int, ...], unit: str) -> Measure:
    """``Σx / Σy`` over games (choices per decision, ...), the game as the unit."""
    est = ratio_estimate(pairs)
    ci = ratio_interval(est)
    low, high = ci if ci else (None, None)
    return Measure(key, est.value, low, high, est.n, "ratio", unit, values=pairs, seeds=seeds)


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
    the finished games with one winner (:func:`~kit.lab.significance.chi_square_uniform`).
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


STATISTICS: dict[str, Callable[[Sequence[Any]], float]] = {"balance": balance_of}
"""Measures compared by a bootstrap of a statistic of the per-game values."""


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
