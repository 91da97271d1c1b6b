"""Throughput of the lab (run on demand: ``.venv/bin/python benchmarks/lab.py``).

Prints games per second of ``kit.lab.run`` for tables of random, greedy and ISMCTS bots in both
games, with 1 process and with a warm pool of 2 processes (its start-up is printed apart), and
the speed-up (target: 2 processes >= 1.7x one; the machine has 2 cores, so anything else running
at the same time lowers it). ``--quick`` plays fewer games.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import Executor

from kit.lab import run
from kit.lab.experiment import process_pool

CASES = (
    ("rapanui", 4, ["random"] * 4, 2000),
    ("rapanui", 4, ["greedy"] * 4, 1000),
    ("rapanui", 3, ["ismcts:iterations=50", "greedy", "greedy"], 16),
    ("giants", 4, ["random"] * 4, 400),
    ("giants", 4, ["greedy"] * 4, 120),
    ("giants", 3, ["ismcts:iterations=30", "greedy", "greedy"], 8),
)


def games_per_second(
    game: str, players: int, bots: list[str], games: int, executor: Executor | None
) -> float:
    t0 = time.perf_counter()
    options = {"round_limit": 3} if game == "giants" and bots[0] == "random" else None
    table = run(
        game,
        players=players,
        bots=bots,
        games=games,
        workers=1,
        executor=executor,
        options=options,
    )
    return len(table) / (time.perf_counter() - t0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print("kit.lab.run, games per second (Giants random tables: 3 rounds each)")
    t0 = time.perf_counter()
    pool = process_pool(2)
    run("rapanui", players=2, bots=["random"] * 2, games=4, executor=pool)  # start the workers
    print(f"  a 2-process pool starts in {time.perf_counter() - t0:.2f} s (not counted below)")
    for game, players, bots, games in CASES:
        games = max(2, games // 4) if args.quick else games
        one = games_per_second(game, players, bots, games, None)
        two = games_per_second(game, players, bots, games, pool)
        print(
            f"  {game:8s} {players}p {'+'.join(bots):40s} {games:4d} games:"
            f" 1 process {one:8.1f}/s   2 processes {two:8.1f}/s   x{two / one:4.2f}"
        )


if __name__ == "__main__":
    main()
