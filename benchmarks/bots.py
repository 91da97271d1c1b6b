"""Strength and speed of the bots (run on demand: ``.venv/bin/python benchmarks/bots.py``).

Parts (none named: ``--speed`` and ``--strength``):

- ``--speed``, on one core: ISMCTS at its default budget (``LabParts.ismcts`` in
  ``kit/<game>/tallies.py``): iterations per second and seconds per decision (median, 95th
  percentile, max), over decisions met in seeded games of each player count (targets: under
  1 s per Rapa Nui decision, under 2 s per Giants decision on a 2-core machine). The seconds are
  the process's CPU seconds (``time.process_time``), so that a machine busy with other work
  gives the same figures; on an idle machine they are the wall seconds;
- ``--strength``: the win rate of ISMCTS against random bots (two-player Rapa Nui) and against
  greedy bots (three-player Rapa Nui at the default budget, Giants at 100 iterations, and both at
  their class budget, Giants also at four players as at its class table), with its 95% Wilson
  interval (these games run on 2 processes);
- ``--tables``: the class tables (issue 24), played by the lab's own runner
  (:func:`kit.lab.run`, its process pool of 2 workers, seats rotated): 100 four-player Giants
  games with one ISMCTS seat and three greedy bots (target: under 10 minutes), 200 three-player
  Rapa Nui games with one ISMCTS seat and two greedy bots (target: under 5 minutes), at the
  class budget (``CLASS_ISMCTS`` in ``kit/<game>/tallies.py``; the default budget is some 5
  times too slow for a lesson), with the minutes (wall clock, and the CPU minutes of the
  workers: on a busy machine half of them is what an idle 2-core machine takes) and the ISMCTS
  seat's win rate next to them.

``--quick`` plays fewer games (a smoke run).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from kit import giants, rapanui
from kit.giants.tallies import CLASS_ISMCTS as GIANTS_CLASS
from kit.lab import make_bot, run
from kit.lab.experiment import process_pool
from kit.lab.stats import wilson
from kit.rapanui.tallies import CLASS_ISMCTS as RAPANUI_CLASS


def decisions(
    game_module, players: int, seeds: range, budget: str
) -> tuple[list[float], list[int]]:
    """CPU seconds and iterations of the ISMCTS bot's decisions with 2+ actions, in greedy games
    where one seat is ISMCTS (every 3rd decision of that seat is timed)."""
    name = "rapanui" if game_module is rapanui else "giants"
    seconds: list[float] = []
    iterations: list[int] = []
    for seed in seeds:
        game = game_module.new_game(players, seed=seed)
        bots = [game_module.GreedyBot() for _ in range(players)]
        ismcts = make_bot(name, budget)
        rng = random.Random(seed)
        mine = 0
        while not game.is_over and len(seconds) < 40 * (seed - seeds.start + 1):
            seat = game.to_move[0]
            legal = game.legal_actions(seat)
            if seat == 0 and len(legal) > 1:
                mine += 1
                if mine % 3 == 0:
                    t0 = time.process_time()
                    action = ismcts.choose(game.view(seat), legal, rng)
                    seconds.append(time.process_time() - t0)
                    iterations.append(ismcts.last_iterations)
                    game.apply(action)
                    continue
            game.apply(bots[seat].choose(game.view(seat), legal, rng))
    return seconds, iterations


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def speed(quick: bool) -> None:
    print("ISMCTS at the default budget, one seat among greedy bots (CPU seconds, one core)")
    seeds = range(2) if quick else range(4)
    for module, name, counts in ((rapanui, "rapanui", (2, 3, 4)), (giants, "giants", (3, 4, 5))):
        for players in counts:
            seconds, iterations = decisions(module, players, seeds, "ismcts")
            rate = sum(iterations) / sum(seconds)
            print(
                f"  {name} {players} players: {rate:7.0f} iterations/s"
                f"  {statistics.median(seconds):5.2f} s median per decision"
                f"  {percentile(seconds, 0.95):5.2f} s p95  {max(seconds):5.2f} s max"
                f"  ({len(seconds)} decisions)"
            )


def ismcts_wins(table) -> int:
    """Games won by the ISMCTS seat (a shared win counts)."""
    return sum(any(row["bots"][w].startswith("ismcts") for w in row["winners"]) for row in table)


def rate_text(wins: int, n: int, players: int) -> str:
    low, high = wilson(wins, n)
    return (
        f"ISMCTS wins {wins}/{n} = {wins / n:.0%} (95% {low:.0%}-{high:.0%};"
        f" fair share {1 / players:.0%})"
    )


def strength(quick: bool) -> None:
    scale = 0.25 if quick else 1.0
    print("strength (seats rotate; 2 processes)")
    for game, players, bots, games in (
        ("rapanui", 2, ["ismcts", "random"], 40),
        ("rapanui", 3, ["ismcts", "greedy", "greedy"], 60),
        ("giants", 3, ["ismcts:iterations=100:cutoff=40", "greedy", "greedy"], 24),
        ("rapanui", 3, [RAPANUI_CLASS, "greedy", "greedy"], 60),
        ("giants", 3, [GIANTS_CLASS, "greedy", "greedy"], 24),
        ("giants", 4, [GIANTS_CLASS, "greedy", "greedy", "greedy"], 24),  # the class table
    ):
        t0 = time.perf_counter()
        n = max(4, int(games * scale))
        table = run(game, players=players, bots=bots, games=n, seed=1000, workers=2)
        print(
            f"  {game} {players}p {'+'.join(bots)}: {rate_text(ismcts_wins(table), n, players)}"
            f"  {time.perf_counter() - t0:6.1f} s"
        )


def workers_cpu(pool: ProcessPoolExecutor) -> float:
    """CPU seconds used so far by the worker processes of ``pool`` (read from /proc: they are
    children of the pool's fork server, not of this process; 0 where there is no /proc)."""
    total = 0.0
    for process in (getattr(pool, "_processes", None) or {}).values():
        try:
            with open(f"/proc/{process.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime
    return total


def tables(quick: bool) -> None:
    print("class tables (the lab's runner, 2 worker processes, seats rotated)")
    for game, players, games, target, budget in (
        ("giants", 4, 100, 10, GIANTS_CLASS),
        ("rapanui", 3, 200, 5, RAPANUI_CLASS),
    ):
        n = max(4, games // 10) if quick else games
        bots = [budget, *["greedy"] * (players - 1)]
        pool = process_pool(2)  # the lab's own executor, as run() makes it
        t0 = time.perf_counter()
        table = run(game, players=players, bots=bots, games=n, seed=0, executor=pool, workers=2)
        wall, cpu = time.perf_counter() - t0, workers_cpu(pool)
        pool.shutdown()
        print(
            f"  {game} {players}p {n} games, {'+'.join(bots)}: {wall / 60:5.1f} min"
            f" (target {target} min for {games}; {cpu / 60:5.1f} CPU min in the workers)"
            f"  {rate_text(ismcts_wins(table), n, players)}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and decisions")
    parser.add_argument("--speed", action="store_true", help="iterations and seconds")
    parser.add_argument("--strength", action="store_true", help="win rates")
    parser.add_argument("--tables", action="store_true", help="the class tables, timed")
    args = parser.parse_args()
    chosen = args.speed or args.strength or args.tables
    if args.speed or not chosen:
        speed(args.quick)
    if args.strength or not chosen:
        strength(args.quick)
    if args.tables:
        tables(args.quick)


if __name__ == "__main__":
    main()
