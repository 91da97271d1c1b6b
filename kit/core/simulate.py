"""Playing whole games with bots: one game (:func:`play`) or many (:func:`simulate`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Any

from kit.core.bots import Bot
from kit.core.game import Game

MAX_STEPS = 100_000


def play(game: Game, bots: Sequence[Bot], rng: random.Random | None = None) -> Game:
    """Let ``bots[seat]`` move for every seat until the game is over; returns the game."""
    rng = rng or random.Random(game.seed)
    for _ in range(MAX_STEPS):
        if game.is_over:
            return game
        seat = game.to_move[0]
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat), rng)
        game.apply(action)
    raise RuntimeError(f"the game did not end within {MAX_STEPS} actions")


def _one(game_factory: Callable[[int], Game], bots: Sequence[Bot], seed: int) -> dict[str, Any]:
    game = play(game_factory(seed), bots, random.Random(seed))
    result = game.result()
    return {
        "seed": seed,
        "steps": len(game.history),
        "scores": result["scores"],
        "winners": result["winners"],
    }


def simulate(
    game_factory: Callable[[int], Game],
    bots: Sequence[Bot],
    n: int,
    *,
    first_seed: int = 0,
    executor: Executor | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[dict[str, Any]]:
    """Play ``n`` games with seeds ``first_seed``... and return one row per game.

    ``game_factory(seed)`` makes a new game. With an ``executor`` (a process pool, or a
    ``dask.distributed`` client's executor) the games run there; factory and bots must then be
    picklable (module-level functions or ``functools.partial``). ``progress(done, n)`` is called
    after each game.
    """
    seeds = range(first_seed, first_seed + n)
    rows: list[dict[str, Any]] = []
    if executor is None:
        results = (_one(game_factory, bots, s) for s in seeds)
    else:
        results = executor.map(_one, [game_factory] * n, [bots] * n, seeds)
    for done, row in enumerate(results, start=1):
        rows.append(row)
        if progress is not None:
            progress(done, n)
    return rows
