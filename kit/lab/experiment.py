"""Experiments: many seeded games of one rule set, on any executor, as a :class:`Table`.

``run(game, players=, bots=[...], games=, seed=)`` plays games with seeds ``seed``,
``seed + 1``, ... With ``rotate`` (the default) the bots move round the table from game to game:
in the game of seed ``k`` the first bot of the list sits at seat ``k mod players``, the second at
the next seat, and so on, so that seat effects and bot strength can be told apart.

The games run in chunks (a few dozen games per message) on a ``concurrent.futures.Executor``:
a process pool by default when the machine has more than one core, in this process otherwise
(and always under Pyodide, which has no processes). A ``dask.distributed`` ``Client`` works
unchanged. The table does not depend on the executor: the same seeds give the same rows.

Chance: the game of seed ``k`` deals and rolls from its own generator, seeded with ``k`` (see
:mod:`kit.core.chance`); the bot at each seat draws from a generator of its own,
:func:`bot_rng`, seeded with the text ``"bot/<k>/<seat>"``. The bots' generators are
independent of the game's and of each other, and the same in every process and on every run.

A run stopped early (``progress`` returning False) keeps the games of seeds ``seed``,
``seed + 1``, ... up to the first game not finished, and drops the games finished after that
gap: the table of a stopped run is the table of a shorter run of the same seeds.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from typing import Any

from kit.core.options import options_to_dict
from kit.lab.bots import make_bot, parse_spec
from kit.lab.flows import Recorder
from kit.lab.games import (
    LabError,
    check_players,
    engine,
    facts,
    lab_parts,
    lab_spec,
    make_options,
    new_game,
    round_of,
)
from kit.lab.table import Table
from kit.lab.tally import tallied_facts, tally, track

Progress = Callable[[int, int], Any]
"""``progress(done, total)``, called as games finish; returning False stops the run."""


def lineup(bots: Sequence[str], players: int, seed: int, rotate: bool = True) -> list[str]:
    """The bot spec at each seat in the game of ``seed`` (rotated unless ``rotate`` is False)."""
    shift = seed % players if rotate else 0
    seats = [""] * players
    for i, spec in enumerate(bots):
        seats[(i + shift) % players] = spec
    return seats


def play_game(
    game: str,
    players: int,
    seats: Sequence[str],
    options: dict[str, Any],
    board: Any,
    seed: int,
    max_steps: int,
    bots: dict[str, Any] | None = None,
    causes: bool = True,
) -> dict[str, Any]:
    """Play one game and return its table row (``causes``: with flows and sources). A bot sees
    its seat's view; only one declaring ``sees_all = True`` (not a fair player) gets the game."""
    bots = {} if bots is None else bots
    for spec in seats:
        if spec not in bots:
            bots[spec] = make_bot(game, spec)
    g = new_game(game, players, seed, make_options(game, options), board)
    first = lab_parts(game).first_player(g)
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    decisions = choices = legal_total = 0
    leaders: list[list[int]] = []
    current_round = round_of(g)
    events: list[dict[str, Any]] = []
    counts: Counter = Counter()
    tally(game, counts, getattr(g, "opening_events", ()))
    recorder = Recorder(game, players, causes)
    recorder.add(current_round, getattr(g, "opening_events", ()))
    while not g.is_over and decisions < max_steps:
        seat = g.to_move[0]
        legal = g.legal_actions(seat)
        decisions += 1
        legal_total += len(legal)
        if len(legal) == 1:
            action = legal[0]
        else:
            choices += 1
            bot = bots[seats[seat]]
            if getattr(bot, "sees_all", False) is True:  # the one named path to the true state
                action = bot.choose_seeing_all(g, seat, legal, rngs[seat])
            else:
                action = bot.choose(g.view(seat), legal, rngs[seat])
        events = g.apply(action)
        tally(game, counts, events)
        recorder.add(current_round, events)
        now = round_of(g)
        if now != current_round and not g.is_over:
            leaders.append(_leading(track(g)))
            current_round = now
    result = g.result()
    over = g.is_over
    leaders.append(list(result["winners"]) if over else _leading(track(g)))
    return {
        "seed": seed,
        "players": players,
        "bots": list(seats),
        "options": dict(options),
        "first_player": first,
        "scores": list(result["scores"]),
        "winners": list(result["winners"]) if over else [],
        "decisions": decisions,
        "choices": choices,
        "legal_total": legal_total,
        "rounds": round_of(g),
        "timed_out": not over,
        "leaders": leaders,
        "facts": {**facts(g, events), **tallied_facts(game, counts)},
        **recorder.row_part(g, round_of(g)),
    }


def bot_rng(seed: int, seat: int) -> random.Random:
    """The random generator of the bot at ``seat`` in the game of ``seed``.

    It is seeded with the text ``"bot/<seed>/<seat>"``, which :class:`random.Random` hashes with
    SHA-512 (not with ``hash()``, so ``PYTHONHASHSEED`` plays no part): the same generator in
    every process and on every run, and a stream of its own, unrelated to the game's chance
    (``random.Random(seed)``) and to the other seats' bots."""
    return random.Random(f"bot/{seed}/{seat}")


def _leading(scores: list[int]) -> list[int]:
    top = max(scores)
    return [s for s, v in enumerate(scores) if v == top]


def play_chunk(task: dict[str, Any]) -> list[dict[str, Any]]:
    """Play the games of one chunk (a picklable task, see :func:`run`); one row per seed."""
    bots: dict[str, Any] = {}
    return [
        play_game(
            task["game"],
            task["players"],
            lineup(task["bots"], task["players"], seed, task["rotate"]),
            task["options"],
            task["board"],
            seed,
            task["max_steps"],
            bots,
            task.get("causes", True),
        )
        for seed in task["seeds"]
    ]


def run(
    game: str,
    *,
    players: int,
    bots: Sequence[str],
    options: Any = None,
    board: Any = None,
    games: int = 100,
    seed: int = 0,
    executor: Any = None,
    progress: Progress | None = None,
    rotate: bool = True,
    max_steps: int | None = None,
    workers: int | None = None,
    chunk_size: int | None = None,
    causes: bool = True,
) -> Table:
    """Play ``games`` games and return their table (rows in seed order).

    ``bots`` gives one spec per seat (see :func:`kit.lab.make_bot`); ``options`` an options
    object or a dict of changed options; ``board`` a Giants board (dict, path or ``Board``).
    ``executor``: any ``concurrent.futures.Executor`` or a ``dask.distributed.Client``; None
    makes a process pool of ``workers`` processes (default: the cores) when there is more than
    one, or plays here. ``progress(done, total)`` is called as games finish; when it returns
    False the run stops, and the table holds the games of seeds ``seed``, ``seed + 1``, ... that
    finished before the first one that did not (games finished out of order after that gap are
    dropped, so that a stopped run is a shorter run of the same seeds, reproducible).
    ``max_steps`` caps the decisions of a game (a game cut off is ``timed_out``).

    The process pool made here is stopped at once, its workers ended, when the run stops early
    or is interrupted (KeyboardInterrupt or any other exception).
    """
    task = _task(game, players, bots, options, board, games, seed, rotate, max_steps)
    task["causes"] = bool(causes)
    seeds = list(range(seed, seed + games))
    if executor is None:
        workers = _default_workers() if workers is None else workers
        if workers > 1 and games > 1:
            pool = process_pool(workers)
            try:
                table = _gather(game, pool, task, seeds, progress, chunk_size, workers)
            except BaseException:
                stop_pool(pool)
                raise
            if len(table) < games:  # stopped early: the games under way are not wanted
                stop_pool(pool)
            else:
                pool.shutdown()
            return table
        return _here(game, task, seeds, progress)
    if hasattr(executor, "get_executor"):  # a dask.distributed Client
        executor = executor.get_executor()
    if not isinstance(executor, Executor):
        raise LabError("executor must be a concurrent.futures.Executor or a dask Client")
    return _gather(game, executor, task, seeds, progress, chunk_size, workers or 2)


def plan(
    game: str,
    *,
    players: int,
    bots: Sequence[str],
    options: Any = None,
    board: Any = None,
    games: int = 100,
    seed: int = 0,
    rotate: bool = True,
    max_steps: int | None = None,
    chunk_size: int = 1,
    causes: bool = True,
) -> list[dict[str, Any]]:
    """The games of an experiment as picklable chunks for :func:`play_chunk`, checked first
    (LabError says what is wrong). For callers that schedule the games themselves, such as the
    lab page, which plays them between two repaints, on a worker pool or under Pyodide."""
    task = _task(game, players, bots, options, board, games, seed, rotate, max_steps)
    task["causes"] = bool(causes)
    if isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
        raise LabError(f"chunk_size must be a whole number >= 1, not {chunk_size!r}")
    seeds = list(range(seed, seed + games))
    return [{**task, "seeds": chunk} for chunk in _chunks(seeds, chunk_size)]


def _task(
    game: str,
    players: int,
    bots: Sequence[str],
    options: Any,
    board: Any,
    games: int,
    seed: int,
    rotate: bool,
    max_steps: int | None,
) -> dict[str, Any]:
    module = engine(game)
    check_players(game, players)
    if isinstance(bots, str) or len(bots) != players:
        raise LabError(f"give one bot per seat: {players} bots, not {bots!r}")
    for spec in bots:
        parse_spec(spec)
        make_bot(game, spec)  # refuse bad parameters before any game starts
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise LabError(f"games must be a whole number >= 1, not {games!r}")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise LabError(f"seed must be a whole number >= 0, not {seed!r}")
    opts = options_to_dict(make_options(game, options))
    if board is not None:
        if not lab_spec(game).has_board:
            raise LabError(f"{lab_spec(game).name('en')} has no board to choose")
        try:
            board = module.load_board(board).to_dict()
        except ValueError as exc:  # BoardError: its reason names the problem
            raise LabError(_board_problem(board, exc)) from None
    new_game(game, players, seed, make_options(game, opts), board)  # forests that fit the island
    cap = lab_spec(game).max_steps if max_steps is None else max_steps
    if isinstance(cap, bool) or not isinstance(cap, int) or cap < 1:
        raise LabError(f"max_steps must be a whole number >= 1, not {cap!r}")
    return {
        "game": game,
        "players": players,
        "bots": [b.strip() for b in bots],
        "options": opts,
        "board": board,
        "rotate": bool(rotate),
        "max_steps": cap,
    }


def _board_problem(board: Any, exc: ValueError) -> str:
    reason = str(exc)
    if not isinstance(board, str | os.PathLike):
        return f"bad board: {reason}"
    path = os.fspath(board)
    return f"board: {reason}" if path in reason else f"board {path}: {reason}"


def _default_workers() -> int:
    if sys.platform == "emscripten":  # Pyodide: one process, no pool
        return 1
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def process_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes started from a fork server where there is one (a process
    forked from a Jupyter kernel's threads could deadlock; a fork server is single-threaded)."""
    try:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([__name__])  # workers start with the engines imported
    except ValueError:  # pragma: no cover - not on Linux / macOS
        context = multiprocessing.get_context()
    return ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_interrupts)


def _ignore_interrupts() -> None:
    """In a pool's worker: Ctrl-C on a terminal reaches every process of the terminal's process
    group; the parent stops the run, so the worker ignores it (no traceback from each worker)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def stop_pool(pool: ProcessPoolExecutor, timeout: float = 5.0) -> None:
    """Stop a process pool now: pending chunks cancelled, worker processes ended (SIGTERM, then
    SIGKILL after ``timeout`` seconds) and waited for. For a pool whose results are not wanted."""
    terminate = getattr(pool, "terminate_workers", None)  # Python 3.14
    processes = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)  # shutdown() forgets it
    if terminate is not None:
        terminate()
    else:
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
    for process in processes:
        process.join(timeout)
        if process.is_alive():
            process.kill()
            process.join(timeout)
    # The pool's manager thread notices the ended workers and closes its wake-up pipe; wait for
    # it, or the interpreter's exit may write to that pipe while it closes ("Bad file
    # descriptor", seen under load after a signal stopped a run).
    if manager is not None:
        manager.join(timeout)


def _chunks(seeds: list[int], size: int) -> Iterator[list[int]]:
    for i in range(0, len(seeds), size):
        yield seeds[i : i + size]


def _here(game: str, task: dict[str, Any], seeds: list[int], progress: Progress | None) -> Table:
    table = Table(game)
    for s in seeds:
        table.extend(play_chunk({**task, "seeds": [s]}))
        if progress is not None and progress(len(table), len(seeds)) is False:
            break
    return table


def _gather(
    game: str,
    executor: Executor,
    task: dict[str, Any],
    seeds: list[int],
    progress: Progress | None,
    chunk_size: int | None,
    workers: int,
) -> Table:
    size = chunk_size or max(1, min(25, len(seeds) // (workers * 4) or 1))
    futures: list[Future] = [
        executor.submit(play_chunk, {**task, "seeds": chunk}) for chunk in _chunks(seeds, size)
    ]
    table = Table(game)
    try:
        for future in as_completed(futures):
            table.extend(future.result())
            if progress is not None and progress(len(table), len(seeds)) is False:
                break
    finally:
        for future in futures:
            future.cancel()
    return consecutive(table.sorted(), seeds[0])


def consecutive(table: Table, seed: int) -> Table:
    """The rows of ``table`` (in seed order) with seeds ``seed``, ``seed + 1``, ... up to the
    first seed missing: what a stopped run keeps (the rows after a gap are dropped)."""
    n = 0
    while n < len(table.rows) and table.rows[n]["seed"] == seed + n:
        n += 1
    return Table(table.game, table.rows[:n])
