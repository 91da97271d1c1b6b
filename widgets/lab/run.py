"""The lab page's model: an A/B experiment played in chunks that stream into its tables.

No widgets here. :class:`ABRun` plans the games of both rule sets (the same seeds, so the two
tables differ by the rules alone), interleaves their chunks so that both tables grow together,
and can be stopped at any time. A stopped run keeps the games of the first seeds, with no gap
and the same seeds in every table (see :meth:`ABRun.stop`). It runs

- at once (:meth:`ABRun.run_here`: scripts, tests, Pyodide without a kernel loop), or
- on the kernel's event loop (:meth:`ABRun.run_async`), each chunk handed to an executor (a
  process pool when the machine has more than one core; in this process otherwise, yielding to
  the loop between games), so the page stays responsive and redraws as results arrive.

:func:`named_comparison` and :func:`named_summary` give the results with the bots named in the
page's language (a measure of a bot or bot kind is labelled "貪婪機器人的勝率", not "greedy的勝率"),
for the tables, sentences and figures the pages show.
"""

from __future__ import annotations

import asyncio
import dataclasses
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Any

from kit.lab.compare import Comparison
from kit.lab.experiment import consecutive, plan, play_chunk
from kit.lab.messages import bot_name, kind_name
from kit.lab.ruleset import RuleSet
from kit.lab.summary import Measure, Summary
from kit.lab.table import Table

BOT_KIND_MEASURES = frozenset({"skill_win_rate", "skill_gap"})
"""Measures whose detail is a bot kind (``win_rate_bot_<spec>`` measures name a bot spec)."""

Update = Callable[["ABRun"], Any]


class ABRun:
    """Games of rule sets A and B (``rulesets`` by name) with the same players and seeds."""

    def __init__(
        self,
        rulesets: dict[str, RuleSet],
        *,
        players: int,
        bots: Sequence[str],
        games: int,
        seed: int,
        chunk_size: int = 4,
    ) -> None:
        game = next(iter(rulesets.values())).game
        self.game = game
        self.seed = seed
        self.rulesets = rulesets
        self.tables = {name: Table(game) for name in rulesets}
        plans = {
            name: plan(
                game,
                players=players,
                bots=list(bots),
                options=rs.options,
                board=rs.board,
                games=games,
                seed=seed,
                chunk_size=chunk_size,
            )
            for name, rs in rulesets.items()
        }
        self.queue: list[tuple[str, dict[str, Any]]] = []
        for i in range(max(len(p) for p in plans.values())):
            for name, chunks in plans.items():
                if i < len(chunks):
                    self.queue.append((name, chunks[i]))
        self.total = games * len(rulesets)
        self.stopped = False
        self.started = time.perf_counter()
        self.finished = False

    # -- progress ----------------------------------------------------------------------------
    @property
    def done(self) -> int:
        """Games finished so far (both rule sets)."""
        return sum(len(t) for t in self.tables.values())

    def rate(self) -> float:
        """Games per second so far."""
        elapsed = time.perf_counter() - self.started
        return self.done / elapsed if elapsed > 0 else 0.0

    def seconds_left(self) -> float | None:
        """Estimated seconds to the end (None before the first game)."""
        rate = self.rate()
        return (self.total - self.done) / rate if rate > 0 else None

    def stop(self) -> None:
        """Stop after the games under way. What is kept is reproducible, a shorter run of the
        same seeds: when the run ends, each table keeps the games of seeds ``seed``,
        ``seed + 1``, ... with no gap, and all the tables the same seeds (A and B are compared
        game by game), the longest such run they have in common; the other games finished
        (out of order, or in one table only) are dropped."""
        self.stopped = True
        if self.finished:
            self._keep_common_seeds()

    def _keep_common_seeds(self) -> None:
        kept = min(len(consecutive(t, self.seed)) for t in self.tables.values())
        for table in self.tables.values():
            del table.rows[kept:]

    def _add(self, name: str, rows: list[dict[str, Any]]) -> None:
        self.tables[name].extend(rows)
        self.tables[name].rows.sort(key=lambda r: r["seed"])

    # -- running -----------------------------------------------------------------------------
    def run_here(self, update: Update | None = None) -> None:
        """Play every chunk now, in this process (``update`` after each)."""
        for name, task in self.queue:
            if self.stopped:
                break
            self._add(name, play_chunk(task))
            if update is not None:
                update(self)
        self._end()

    def _end(self) -> None:
        if self.stopped:
            self._keep_common_seeds()
        self.finished = True

    async def run_async(
        self, executor: Executor | None, update: Update | None = None, every: float = 0.4
    ) -> None:
        """Play the chunks on ``executor`` (None: here, one game at a time between yields to
        the event loop), calling ``update`` at most every ``every`` seconds and at the end."""
        loop = asyncio.get_running_loop()
        last = 0.0
        try:
            if executor is None:
                for name, task in self.queue:
                    for seed in task["seeds"]:
                        if self.stopped:
                            return
                        self._add(name, play_chunk({**task, "seeds": [seed]}))
                        await asyncio.sleep(0)
                        last = self._maybe_update(update, last, every)
                return
            pending = {
                loop.run_in_executor(executor, play_chunk, task): name for name, task in self.queue
            }
            try:
                while pending and not self.stopped:
                    done, _ = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                    for future in done:
                        self._add(pending.pop(future), future.result())
                    last = self._maybe_update(update, last, every)
            finally:
                for future in pending:
                    future.cancel()
        finally:
            self._end()
            if update is not None:
                update(self)

    def _maybe_update(self, update: Update | None, last: float, every: float) -> float:
        now = time.perf_counter()
        if update is not None and now - last >= every:
            update(self)
            return now
        return last


def named_measure(measure: Measure, lang: str) -> Measure:
    """``measure`` with its bot spec or bot kind replaced by its name in ``lang`` (so that its
    label and sentence read "the greedy bot", "貪婪機器人"); other measures as they are."""
    if measure.base == "win_rate_bot":
        return dataclasses.replace(measure, detail=bot_name(measure.detail, lang))
    if measure.key in BOT_KIND_MEASURES:
        return dataclasses.replace(measure, detail=kind_name(measure.detail, lang))
    return measure


def named_summary(summary: Summary, lang: str) -> Summary:
    """``summary`` with every bot named in ``lang`` (see :func:`named_measure`)."""
    measures = {key: named_measure(m, lang) for key, m in summary.measures.items()}
    return dataclasses.replace(summary, measures=measures)


def named_comparison(comparison: Comparison, lang: str) -> Comparison:
    """``comparison`` with every bot named in ``lang``: its rows, sentences and the figures
    drawn from it name the bots, not their specs."""
    changes = {
        key: dataclasses.replace(
            change, a=named_measure(change.a, lang), b=named_measure(change.b, lang)
        )
        for key, change in comparison.changes.items()
    }
    return dataclasses.replace(
        comparison,
        a=named_summary(comparison.a, lang),
        b=named_summary(comparison.b, lang),
        changes=changes,
    )


_POOL: list[Executor] = []


def single_process() -> bool:
    """True where the games can only run in the page's own process: in a browser (Pyodide, as in
    the kit's static site), which has no process pool."""
    return sys.platform == "emscripten"


def shared_pool() -> Executor | None:
    """One process pool per kernel for the lab pages (None with a single core or under
    Pyodide: the games then run in the kernel between yields)."""
    from kit.lab.experiment import _default_workers, process_pool

    workers = _default_workers()
    if workers <= 1:
        return None
    if not _POOL:
        _POOL.append(process_pool(workers))
    return _POOL[0]


def launch(
    run: ABRun, update: Update, finished: Callable[[], Any], live: bool
) -> asyncio.Future | None:
    """Play ``run``: on the kernel's event loop when ``live`` (returns the task), else at once.
    ``update`` is called as results arrive, ``finished`` once at the end."""
    if not live:
        run.run_here(update)
        finished()
        return None
    task = asyncio.ensure_future(run.run_async(shared_pool(), update))
    task.add_done_callback(lambda _: finished())
    return task


class Background:
    """A part of the lab page that plays one experiment at a time in the background (the A/B
    run, a sweep, a deeper question): :meth:`launch_run` starts it, its progress redraws the
    part, :meth:`run_ended` is called once at the end, :meth:`stop` keeps the games that
    finished. The part defines ``draw()`` and ``run_ended()``; ``run_state`` is the experiment
    shown."""

    run_state: Any = None
    task: asyncio.Future | None = None

    def draw(self) -> None:
        raise NotImplementedError

    def run_ended(self) -> None:
        raise NotImplementedError

    def launch_run(self, run: Any) -> None:
        """Play ``run`` (an :class:`ABRun` or the like) on the kernel's loop, or at once."""
        from widgets.play.bots import in_kernel  # a live kernel: the page stays responsive

        self.run_state = run
        self.task = launch(run, self._update, self.run_ended, live=in_kernel())

    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def stop(self) -> None:
        """Stop the experiment: the games that finished are kept and shown."""
        if self.run_state is not None:
            self.run_state.stop()
        if not self.running():
            self.run_ended()

    def failure(self) -> BaseException | None:
        """What broke the last run, if it failed."""
        task = self.task
        if task is not None and task.done() and not task.cancelled():
            return task.exception()
        return None

    def _update(self, run: Any) -> None:
        if run is self.run_state:
            self.draw()
