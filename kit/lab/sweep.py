"""Sweeps: one rule option (or rule parameter) run over a list of values, a lab table per value.

::

    s = sweep("rapanui", "majority_min_count", [1, 2, 3], players=3, bots=["greedy"] * 3,
              games=50, seed=1)
    s.points("rounds")         # (value, estimate, low, high) of the rounds per game, per value
    s.meets("rounds", 12)      # the values whose 95% interval contains 12

Every value plays the same seeds (``seed``, ``seed + 1``, ...), with the same bots at the same
seats, as :func:`kit.lab.run` plays them: the table of a value is exactly the table of a plain
run with that option, so the values differ by the rule alone. The values are checked by the
game's options before any game starts: a bad one is refused with its reason in both languages
(an :class:`~kit.core.errors.OptionError` naming the limit), and nothing runs.

The games of all the values run together, chunk by chunk, on the lab's executors (see
:func:`kit.lab.run`: a process pool of ``workers``, any ``concurrent.futures.Executor`` or a
``dask.distributed`` ``Client``, or this process). The chunks are interleaved by seed, so that a
sweep stopped early (``progress`` returning False) keeps, for every value, the games of the same
first seeds: a shorter sweep of the same seeds.

**Meeting a target.** :meth:`Sweep.meets` names the values whose 95% interval of a measure
*contains* the target (``side="contains"``: the value is compatible with the target), or lies
wholly *above* it (``side="above"``: ``low >= target``) or wholly *below* it (``side="below"``:
``high <= target``). A value whose measure has no interval (one game) meets nothing.

**Values as text** (:func:`parse_values`, the command line and the lab page): for an option
whose value is a whole number (or true/false), values are separated by commas or semicolons
(``1,2,3``); for a text-valued option, whose single value may hold commas (a rule parameter such
as ``moai_supply=17,12,6``), values are separated by semicolons only (``17,12,6;10,8,4``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, as_completed
from dataclasses import dataclass, field
from typing import Any

from kit.core.i18n import t
from kit.core.options import options_to_dict
from kit.lab.experiment import (
    Progress,
    _default_workers,
    consecutive,
    plan,
    play_chunk,
    process_pool,
    stop_pool,
)
from kit.lab.games import LabError, engine
from kit.lab.measures import summarize
from kit.lab.messages import fmt, fmt_interval
from kit.lab.summary import Summary
from kit.lab.sweep_values import (
    ALIASES,
    MEASURES,
    SIDES,
    SweepError,
    check_values,
    is_list,
    measure_key,
    parse_values,
)
from kit.lab.table import Table, TableError

__all__ = [
    "ALIASES",
    "MEASURES",
    "SIDES",
    "Point",
    "Sweep",
    "SweepError",
    "check_values",
    "is_list",
    "measure_key",
    "parse_values",
    "sweep",
    "value_text",
]
FORMAT = "moai-kit-lab-sweep"


@dataclass(frozen=True)
class Point:
    """One value of a sweep and its measure: the estimate and the 95% interval (None where the
    tables cannot give them), ``unit`` as :class:`kit.lab.Measure` has it, ``n`` games."""

    value: Any
    estimate: float | None
    low: float | None
    high: float | None
    unit: str = "number"
    n: int = 0

    def meets(self, target: float, side: str = "contains") -> bool:
        """Whether the interval meets ``target`` on ``side`` (see :meth:`Sweep.meets`)."""
        if side not in SIDES:
            raise LabError(f"side must be one of {', '.join(SIDES)}, not {side!r}")
        if self.low is None or self.high is None:
            return False
        if side == "above":
            return self.low >= target
        if side == "below":
            return self.high <= target
        return self.low <= target <= self.high


@dataclass
class Sweep:
    """The tables of a sweep of option ``name`` over ``values`` (``tables`` by value, in the
    values' order), with how they were played."""

    game: str
    name: str
    tables: dict[Any, Table]
    players: int
    bots: list[str]
    seed: int
    games: int
    options: dict[str, Any] = field(default_factory=dict)
    _summaries: dict[Any, Summary] = field(default_factory=dict, repr=False, compare=False)

    @property
    def values(self) -> list[Any]:
        """The values swept, in order."""
        return list(self.tables)

    def summary(self, value: Any) -> Summary:
        """Every measure of the table of ``value`` (:func:`kit.lab.summarize`), kept."""
        if value not in self._summaries:
            self._summaries[value] = summarize(self.tables[value])
        return self._summaries[value]

    def points(self, measure: str) -> list[Point]:
        """``measure`` (a key of :func:`kit.lab.summarize` or an alias such as ``rounds``) for
        each value; a value whose table lacks the measure (no finished game) has None."""
        key = measure_key(measure)
        out, known = [], False
        for value, table in self.tables.items():
            m = self.summary(value).measures.get(key) if len(table) else None
            known = known or m is not None
            if m is None:
                out.append(Point(value, None, None, None, n=0))
            else:
                out.append(Point(value, m.value, m.low, m.high, m.unit, m.n))
        if not known and key not in MEASURES:
            raise SweepError("lab.sweep.err.measure", measure=key, known=MEASURES)
        return out

    def meets(self, measure: str, target: float, side: str = "contains") -> list[Any]:
        """The values whose 95% interval of ``measure`` contains ``target`` (``side="contains"``),
        or lies wholly at or above it (``"above"``) or at or below it (``"below"``)."""
        return [p.value for p in self.points(measure) if p.meets(target, side)]

    def measure_label(self, measure: str, lang: str = "en") -> str:
        """The measure's name in ``lang`` ("Rounds per game")."""
        key = measure_key(measure)
        for value, table in self.tables.items():
            if len(table) and key in self.summary(value).measures:
                return self.summary(value).measures[key].label(lang)
        return key

    def header(self, lang: str = "en") -> tuple[str, str, str, str]:
        """Column names for :meth:`rows`."""
        value, estimate, interval, meets = (
            t(f"lab.sweep.column.{k}", lang) for k in ("value", "estimate", "interval", "meets")
        )
        return value, estimate, interval, meets

    def rows(
        self, measure: str, lang: str = "en", target: float | None = None, side: str = "contains"
    ) -> list[tuple[str, str, str, str]]:
        """``(value, estimate, interval, meets)`` as text ("—" for no target or no value)."""
        out = []
        for p in self.points(measure):
            meets = "—" if target is None else t(f"lab.sweep.{_yes(p.meets(target, side))}", lang)
            value = fmt(p.estimate, p.unit, lang)
            out.append(
                (value_text(p.value), value, fmt_interval(p.low, p.high, p.unit, lang), meets)
            )
        return out

    def sentence(
        self,
        measure: str,
        target: float,
        lang: str = "en",
        side: str = "contains",
        *,
        option: str | None = None,
        names: Callable[[Any], str] = lambda value: value_text(value),
    ) -> str:
        """The values meeting ``target`` named in a sentence in ``lang`` (or that none does);
        ``option`` names the rule (default: its key), ``names(value)`` each value."""
        points = self.points(measure)
        unit = next((p.unit for p in points if p.estimate is not None), "number")
        meeting = [names(p.value) for p in points if p.meets(target, side)]
        shown = f"{target:g}" if unit == "number" else fmt(target, unit, lang)
        name = option or self.name
        if not meeting:
            return t(f"lab.sweep.meet_none.{side}", lang, name=name, target=shown)
        sep = t("core.list_sep", lang)
        if sep.strip() == "," and any("," in m for m in meeting):
            sep = "; "  # values that hold commas (17,12,6; 10,8,4)
        values = sep.join(meeting)
        return t(f"lab.sweep.meet.{side}", lang, name=name, target=shown, values=values)

    # -- files -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: how the sweep was played and each value's table rows."""
        return {
            "format": FORMAT,
            "game": self.game,
            "name": self.name,
            "players": self.players,
            "bots": list(self.bots),
            "seed": self.seed,
            "games": self.games,
            "options": dict(self.options),
            "tables": [{"value": v, "rows": t.rows} for v, t in self.tables.items()],
        }

    def to_json(self) -> str:
        """The sweep as JSON text (read back by :meth:`from_json`)."""
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Sweep:
        """A sweep written by :meth:`to_json` (TableError says what is wrong)."""
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise TableError(f"not JSON: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise TableError(f'a sweep is an object with "format": "{FORMAT}"')
        try:
            tables = {}
            for entry in data["tables"]:
                table = Table(data["game"])
                table.extend(entry["rows"])
                tables[entry["value"]] = table
            return cls(
                data["game"],
                data["name"],
                tables,
                int(data["players"]),
                list(data["bots"]),
                int(data["seed"]),
                int(data["games"]),
                dict(data.get("options") or {}),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise TableError(f"not a sweep: {exc}") from None


def value_text(value: Any) -> str:
    """A value as the command line types it (``true``, ``2``, ``17,12,6``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def sweep(
    game: str,
    name: str,
    values: Sequence[Any],
    *,
    players: int,
    bots: Sequence[str],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
    board: Any = None,
    workers: int | None = None,
    executor: Any = None,
    progress: Progress | None = None,
    max_steps: int | None = None,
) -> Sweep:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) for each of ``values`` of option
    ``name``, the other options as in ``options`` (a dict of changes; None: the rules), and
    return the :class:`Sweep`. ``workers``, ``executor``, ``board``, ``max_steps`` and
    ``progress(done, total)`` (all values' games) as in :func:`kit.lab.run`. Every value is
    checked before any game starts (:func:`check_values`)."""
    if isinstance(options, dict) and name in options:
        options = {k: v for k, v in options.items() if k != name}
    checked = check_values(game, name, values, options)
    common = {"players": players, "bots": list(bots), "board": board, "games": games}
    common |= {"seed": seed, "max_steps": max_steps}
    plan(game, options=checked[0], **common)  # players, bots, games... checked once, here
    total = games * len(checked)

    def chunks(size: int) -> list[tuple[int, dict[str, Any]]]:
        plans = [plan(game, options=o, chunk_size=size, **common) for o in checked]
        return [(i, p[k]) for k in range(len(plans[0])) for i, p in enumerate(plans)]

    tables = [Table(game) for _ in checked]
    play_interleaved(
        chunks, tables, total, games, workers=workers, executor=executor, progress=progress
    )
    kept = min(len(consecutive(t.sorted(), seed)) for t in tables)
    by_value = {v: Table(game, t.sorted().rows[:kept]) for v, t in zip(values, tables, strict=True)}
    base = {k: v for k, v in checked[0].items() if k != name}
    defaults = options_to_dict(engine(game).Options())
    changed = {k: v for k, v in base.items() if v != defaults[k]}
    return Sweep(game, name, by_value, players, list(bots), seed, games, changed)


def play_interleaved(
    chunks: Callable[[int], list[tuple[int, dict[str, Any]]]],
    tables: list[Table],
    total: int,
    games: int,
    *,
    workers: int | None = None,
    executor: Any = None,
    progress: Progress | None = None,
) -> None:
    """Play the chunks ``chunks(size)`` gives (``(i, task)``: a :func:`kit.lab.experiment.plan`
    chunk whose rows go to ``tables[i]``, interleaved by seed) on the executors of
    :func:`kit.lab.run`: ``total`` games in all, chunks cut as for ``games`` per table. Used by
    :func:`sweep` and the class tournament (:mod:`kit.lab.tournament`); the rows are added as
    they come (a stopped run: keep each table's :func:`consecutive` seeds)."""
    if executor is None:
        workers = _default_workers() if workers is None else workers
        if workers > 1 and total > 1:
            pool = process_pool(workers)
            try:
                _gather(pool, chunks(_size(games, workers)), tables, total, progress)
            except BaseException:
                stop_pool(pool)
                raise
            if sum(map(len, tables)) < total:  # stopped early: the games under way are not wanted
                stop_pool(pool)
            else:
                pool.shutdown()
        else:
            _here(chunks(1), tables, total, progress)
    else:
        if hasattr(executor, "get_executor"):  # a dask.distributed Client
            executor = executor.get_executor()
        if not isinstance(executor, Executor):
            raise LabError("executor must be a concurrent.futures.Executor or a dask Client")
        _gather(executor, chunks(_size(games, workers or 2)), tables, total, progress)


def _size(games: int, workers: int) -> int:
    """Games per chunk, as :func:`kit.lab.run` cuts them."""
    return max(1, min(25, games // (workers * 4) or 1))


def _here(
    queue: list[tuple[int, dict[str, Any]]],
    tables: list[Table],
    total: int,
    progress: Progress | None,
) -> None:
    done = 0
    for i, task in queue:
        tables[i].extend(play_chunk(task))
        done += len(task["seeds"])
        if progress is not None and progress(done, total) is False:
            return


def _gather(
    executor: Executor,
    queue: list[tuple[int, dict[str, Any]]],
    tables: list[Table],
    total: int,
    progress: Progress | None,
) -> None:
    futures: dict[Future, int] = {executor.submit(play_chunk, task): i for i, task in queue}
    done = 0
    try:
        for future in as_completed(futures):
            rows = future.result()
            tables[futures[future]].extend(rows)
            done += len(rows)
            if progress is not None and progress(done, total) is False:
                break
    finally:
        for future in futures:
            future.cancel()
