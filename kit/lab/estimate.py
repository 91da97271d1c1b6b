"""How long a lab run will take on this machine, said before it starts (issue 24).

A cost model measured here, never assumed (the engines and the search keep getting faster):

- **a game** with the run's cheap bots (each searcher replaced by the greedy bot) is timed once:
  its seconds and its *choices* (decisions with more than one legal action), played as the lab
  plays it (:func:`kit.lab.experiment.play_game`); a game still going after :attr:`budget`
  seconds is cut and counted as long as the lab's step limit (the estimate is then a bound);
- **a search** (ISMCTS) costs ``iterations`` times its seconds per iteration, timed once on a few
  positions spread over a greedy game (:attr:`positions` searches of :attr:`iterations`
  iterations), capped by its ``time_limit``; a searcher's seat makes its share of the choices;
- **the run** plays ``games`` per rule set in chunks on ``workers`` processes
  (:func:`wall_seconds`): the chunks go round the workers, so the last round may be short.

:class:`Calibration` keeps what it timed for the life of the process (a kernel), by game,
players and bots: a change of settings costs nothing but the first use of a lineup or of a
search's kind. Once a run of a lineup has been seen (:meth:`Calibration.observe`), its estimates
are scaled by what that run took against what the model said. ``clock`` is a parameter, so that
tests give a fake one and never depend on this machine's speed.

:func:`offers` proposes a smaller run that fits a time: fewer games (with the width of a win
rate's 95% interval it gives) or a cheaper ISMCTS budget (the same intervals, a weaker searcher).
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from kit.core import i18n
from kit.lab.bots import SEES_ALL, make_bot, parse_spec
from kit.lab.experiment import _default_workers, bot_rng, play_game
from kit.lab.games import lab_parts, lab_spec, make_options, new_game

Clock = Callable[[], float]

SEARCHERS = ("ismcts", SEES_ALL)
"""Bots whose cost is a search per choice (parameters ``iterations`` and ``time_limit``)."""
MIN_GAMES = 2
"""The fewest games per rule set an offer proposes (a comparison needs more than one)."""
MIN_ITERATIONS = 10
"""The smallest ISMCTS budget an offer proposes."""
PROBE_STEPS = 100
"""Decisions timed first, to size the calibration game to its time budget."""


def workers_here() -> int:
    """The processes a run uses on this machine by default (1 in a browser)."""
    return _default_workers()


@dataclass(frozen=True)
class Setting:
    """What a run plays: ``games`` per rule set, ``rulesets`` of them (A and B: 2), on
    ``workers`` processes in chunks of ``chunk_size`` games (0: the rule of
    :func:`kit.lab.run`)."""

    game: str
    players: int
    bots: tuple[str, ...]
    games: int
    rulesets: int = 1
    workers: int = 1
    chunk_size: int = 0


@dataclass(frozen=True)
class GameCost:
    """One game of a lineup of cheap bots, timed: its seconds and its choices (all seats)."""

    seconds: float
    choices: float
    bound: bool = False
    """True when the timed game was cut: counted as long as the step limit."""


@dataclass(frozen=True)
class Estimate:
    """The time a run will take: ``seconds`` on the clock, ``game_seconds`` of one game;
    ``observed`` when scaled by a run seen in this process, ``bound`` when a timed game was cut."""

    seconds: float
    game_seconds: float
    workers: int
    observed: bool = False
    bound: bool = False


@dataclass(frozen=True)
class Offer:
    """A smaller run: ``games`` per rule set and the ISMCTS budget ``iterations`` (None: as
    asked), its estimate, and a win rate's 95% interval half-width (percentage points) with
    these games (``half_width``) and with the games asked (``was``)."""

    games: int
    iterations: int | None
    estimate: Estimate
    half_width: float
    was: float


def is_searcher(spec: str) -> bool:
    """True for a bot that searches at each choice (its cost grows with its budget)."""
    return parse_spec(spec)[0] in SEARCHERS


def search_budget(game: str, spec: str) -> tuple[int, float | None]:
    """A searcher's ``iterations`` and ``time_limit`` (the game's defaults where not given)."""
    _, params = parse_spec(spec)
    default = lab_parts(game).ismcts
    iterations = int(params.get("iterations", default.get("iterations", 500)))
    limit = params.get("time_limit", default.get("time_limit"))
    return iterations, None if limit is None else float(limit)


def with_iterations(bots: Sequence[str], iterations: int) -> tuple[str, ...]:
    """``bots`` with every searcher's budget set to ``iterations``."""
    out = []
    for spec in bots:
        if is_searcher(spec):
            name, params = parse_spec(spec)
            params["iterations"] = str(iterations)
            spec = ":".join([name, *(f"{k}={v}" for k, v in params.items())])
        out.append(spec)
    return tuple(out)


def half_width(games: int, players: int) -> float:
    """Half the width of a win rate's 95% interval after ``games`` games, in percentage points,
    for a seat winning its fair share ``1 / players`` (the normal approximation)."""
    p = 1 / max(1, players)
    return 100 * 1.96 * math.sqrt(p * (1 - p) / max(1, games))


def wall_seconds(game_seconds: float, setting: Setting) -> float:
    """Seconds on the clock for the run: its chunks go round the workers; one worker (or one
    game) plays them one after another."""
    total = setting.games * setting.rulesets
    workers = max(1, setting.workers)
    if workers == 1 or total <= 1:
        return game_seconds * total
    size = setting.chunk_size or max(1, min(25, setting.games // (workers * 4) or 1))
    chunks = setting.rulesets * math.ceil(setting.games / size)
    return game_seconds * math.ceil(chunks / workers) * total / chunks


class Calibration:
    """What this process has timed (once per game, players and lineup), and the runs seen."""

    def __init__(
        self,
        clock: Clock = time.perf_counter,
        budget: float = 1.5,
        positions: int = 5,
        iterations: int = 16,
    ) -> None:
        self.clock = clock
        self.budget = budget
        self.positions = positions
        self.iterations = iterations
        self._games: dict[tuple, GameCost] = {}
        self._search: dict[tuple, float] = {}
        self._seen: dict[tuple, float] = {}

    # -- the model ---------------------------------------------------------------------------
    def estimate(self, setting: Setting) -> Estimate:
        """The time ``setting`` will take (LabError for a bad bot)."""
        cost = self.game_cost(setting.game, setting.players, setting.bots)
        per_game = cost.seconds + sum(
            cost.choices / setting.players * self.search_seconds(setting, spec)
            for spec in setting.bots
            if is_searcher(spec)
        )
        seconds = wall_seconds(per_game, setting)
        ratio = self._seen.get(_key(setting))
        if ratio is not None:
            seconds *= ratio
        return Estimate(seconds, per_game, max(1, setting.workers), ratio is not None, cost.bound)

    def observe(self, setting: Setting, seconds: float) -> None:
        """A run of ``setting`` (its ``games``: those finished per rule set) took ``seconds``:
        later estimates of its lineup are scaled by what it took against the model."""
        if setting.games < 1 or seconds <= 0:
            return
        self._seen.pop(_key(setting), None)
        model = self.estimate(setting).seconds
        if model > 0:
            self._seen[_key(setting)] = seconds / model

    def game_cost(self, game: str, players: int, bots: Sequence[str]) -> GameCost:
        """One game of the lineup with each searcher replaced by the greedy bot (timed once)."""
        cheap = tuple(sorted("greedy" if is_searcher(b) else b for b in bots))
        key = (game, players, cheap)
        if key not in self._games:
            self._games[key] = self.time_game(game, players, cheap)
        return self._games[key]

    def search_seconds(self, setting: Setting, spec: str) -> float:
        """Seconds of one search of the searcher ``spec`` (its budget times the seconds per
        iteration timed for its kind), at most its ``time_limit``."""
        iterations, limit = search_budget(setting.game, spec)
        name, params = parse_spec(spec)
        kind = tuple(
            sorted((k, v) for k, v in params.items() if k not in ("iterations", "time_limit"))
        )
        key = (setting.game, setting.players, name, kind)
        if key not in self._search:
            timed = ":".join(
                [name, *(f"{k}={v}" for k, v in kind), f"iterations={self.iterations}"]
            )
            self._search[key] = self.time_search(setting.game, setting.players, timed)
        seconds = iterations * self._search[key]
        return seconds if limit is None else min(seconds, limit)

    # -- the timing --------------------------------------------------------------------------
    def time_game(self, game: str, players: int, bots: Sequence[str]) -> GameCost:
        """Play one game of ``bots`` as the lab does, timed with :attr:`clock`; a game longer
        than :attr:`budget` seconds is cut and counted as long as the step limit."""
        limit = lab_spec(game).max_steps
        seats = list(bots)

        def timed(steps: int) -> tuple[dict[str, Any], float]:
            start = self.clock()
            row = play_game(game, players, seats, {}, None, 1, steps)
            return row, self.clock() - start

        row, seconds = timed(min(limit, PROBE_STEPS))
        if row["timed_out"] and row["decisions"] < limit:
            per_step = seconds / max(1, row["decisions"])
            steps = limit if per_step <= 0 else int(self.budget / per_step)
            row, seconds = timed(max(PROBE_STEPS, min(limit, steps)))
        bound = row["timed_out"] and row["decisions"] < limit
        scale = limit / max(1, row["decisions"]) if bound else 1.0
        return GameCost(seconds * scale, row["choices"] * scale, bound)

    def time_search(self, game: str, players: int, spec: str) -> float:
        """Seconds per iteration of the searcher ``spec``: :attr:`positions` searches spread
        over a game of greedy bots (at least two, fewer when they take over :attr:`budget`)."""
        choices = self.game_cost(game, players, ("greedy",) * players).choices
        every = max(1, int(choices) // (self.positions + 1))
        g = new_game(game, players, 1, make_options(game, None))
        searcher, mover = make_bot(game, spec), make_bot(game, "greedy")
        searched = seen = steps = 0
        spent, start = 0.0, self.clock()
        while not g.is_over and searched < self.positions and steps < lab_spec(game).max_steps:
            seat, steps = g.to_move[0], steps + 1
            legal = g.legal_actions(seat)
            rng = bot_rng(steps, seat)
            if len(legal) > 1:
                seen += 1
                if seen % every == 0:
                    began = self.clock()
                    if getattr(searcher, "sees_all", False) is True:
                        searcher.choose_seeing_all(g, seat, legal, rng)
                    else:
                        searcher.choose(g.view(seat), legal, rng)
                    spent, searched = spent + self.clock() - began, searched + 1
                    if searched >= 2 and self.clock() - start > self.budget:
                        break
            g.apply(mover.choose(g.view(seat), legal, rng) if len(legal) > 1 else legal[0])
        return spent / (searched * self.iterations) if searched else 0.0


def _key(setting: Setting) -> tuple:
    """A lineup as the runs seen are kept: seats rotate (their order does not matter), and a
    run of one ISMCTS budget tells about the others (what it corrects does not depend on it)."""
    bots = sorted(
        with_iterations(setting.bots, 0) if any(map(is_searcher, setting.bots)) else setting.bots
    )
    return (setting.game, setting.players, tuple(bots), max(1, setting.workers))


CALIBRATION = Calibration()
"""This process's calibration (a kernel's: timed once, kept while it lives)."""


def _nice(n: int) -> int:
    """``n`` rounded down to a number a teacher reads at a glance (5s, then 10s)."""
    step = 10 if n >= 100 else 5 if n >= 20 else 1
    return max(1, n - n % step)


def _largest(low: int, high: int, fits: Callable[[int], bool]) -> int | None:
    """The largest n in [low, high] with ``fits(n)`` (``fits`` holds for small n only)."""
    if high < low or not fits(low):
        return None
    while low < high:
        mid = (low + high + 1) // 2
        low, high = (mid, high) if fits(mid) else (low, mid - 1)
    return low


def offers(calibration: Calibration, setting: Setting, limit: float) -> list[Offer]:
    """Smaller runs that fit ``limit`` seconds: fewer games; with a searcher, a cheaper budget
    for the same games (or, when none fits, a quarter of the budget and the games that fit)."""
    players, games = setting.players, setting.games
    was = half_width(games, players)

    def at(n: int, iterations: int | None = None) -> Setting:
        bots = setting.bots if iterations is None else with_iterations(setting.bots, iterations)
        return dataclasses.replace(setting, games=n, bots=bots)

    def fits(s: Setting) -> bool:
        return calibration.estimate(s).seconds <= limit

    found: list[Offer] = []
    n = _largest(MIN_GAMES, games - 1, lambda k: fits(at(k)))
    if n is not None:
        n = max(MIN_GAMES, _nice(n))
        found.append(Offer(n, None, calibration.estimate(at(n)), half_width(n, players), was))
    searchers = [search_budget(setting.game, b)[0] for b in setting.bots if is_searcher(b)]
    if not searchers or max(searchers) <= MIN_ITERATIONS:
        return found
    now = max(searchers)
    it = _largest(MIN_ITERATIONS, now - 1, lambda k: fits(at(games, k)))
    if it is not None:
        it = max(MIN_ITERATIONS, _nice(it))
        found.append(Offer(games, it, calibration.estimate(at(games, it)), was, was))
        return found
    it = max(MIN_ITERATIONS, _nice(now // 4))
    n = _largest(MIN_GAMES, games - 1, lambda k: fits(at(k, it)))
    if n is not None:
        n = max(MIN_GAMES, _nice(n))
        found.append(Offer(n, it, calibration.estimate(at(n, it)), half_width(n, players), was))
    return found


def duration_text(seconds: float, lang: str = "en") -> str:
    """A duration as a person says it: "about 40 s", "about 4 min", "about 1 h 20 min"."""
    if seconds < 55:
        return i18n.t("lab.time.seconds", lang, n=max(5, 5 * round(seconds / 5)))
    minutes = round(seconds / 60)
    if minutes < 60:
        return i18n.t("lab.time.minutes", lang, n=max(1, minutes))
    minutes = 10 * round(seconds / 600)
    if minutes % 60 == 0:
        return i18n.t("lab.time.hours_only", lang, h=minutes // 60)
    return i18n.t("lab.time.hours", lang, h=minutes // 60, m=minutes % 60)


def estimate_text(estimate: Estimate, lang: str = "en") -> str:
    """The estimate as one sentence: its time, where it runs and where the figure comes from."""
    where = (
        i18n.t("lab.estimate.pool", lang, workers=estimate.workers)
        if estimate.workers > 1
        else i18n.t("lab.estimate.here", lang)
    )
    source = "observed" if estimate.observed else "bound" if estimate.bound else "timed"
    return i18n.t(
        "lab.estimate.line",
        lang,
        time=duration_text(estimate.seconds, lang),
        where=where,
        source=i18n.t(f"lab.estimate.{source}", lang),
    )


def before_run(
    game: str,
    players: int,
    bots: Sequence[str],
    options: Any,
    board: Any,
    games: int,
    workers: int | None,
) -> str:
    """The estimate a command line prints before :func:`kit.lab.run` plays (LabError, before
    any timing, for what the run would refuse)."""
    from kit.lab.experiment import plan

    plan(game, players=players, bots=bots, options=options, board=board, games=games)
    workers = workers_here() if workers is None else workers
    setting = Setting(game, players, tuple(bots), games, 1, workers if games > 1 else 1)
    return estimate_text(CALIBRATION.estimate(setting), "en")
