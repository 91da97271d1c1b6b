"""Strength and speed of the bots (run on demand: ``.venv/bin/python benchmarks/bots.py``).

Prints, on one core:

- ISMCTS at its default budget (``LabParts.ismcts`` in ``kit/<game>/tallies.py``): iterations per second and
  seconds per decision, over decisions met in seeded games of each player count (targets: under
  1 s per Rapa Nui decision, under 2 s per Giants decision on a 2-core machine);
- strength: the win rate of ISMCTS against random bots (two-player Rapa Nui) and against greedy
  bots (three-player Rapa Nui at the default budget, Giants at 100 iterations), with its 95%
  Wilson interval (these games run on 2 processes).

``--quick`` plays fewer games (a smoke run).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from kit import giants, rapanui
from kit.lab import make_bot, run
from kit.lab.stats import wilson


def decisions(
    game_module, players: int, seeds: range, budget: str
) -> tuple[list[float], list[int]]:
    """Seconds and iterations of the ISMCTS bot's decisions with 2+ actions, in greedy games
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
                    t0 = time.perf_counter()
                    action = ismcts.choose(game.view(seat), legal, rng)
                    seconds.append(time.perf_counter() - t0)
                    iterations.append(ismcts.last_iterations)
                    game.apply(action)
                    continue
            game.apply(bots[seat].choose(game.view(seat), legal, rng))
    return seconds, iterations


def win_rate(game: str, players: int, bots: list[str], games: int) -> tuple[int, int]:
    """Games won by the ISMCTS seat (a shared win counts) of ``games`` played."""
    table = run(game, players=players, bots=bots, games=games, seed=1000, workers=2)
    wins = sum(any(row["bots"][w].startswith("ismcts") for w in row["winners"]) for row in table)
    return wins, len(table)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    seeds = range(2) if args.quick else range(4)
    print("ISMCTS at the default budget, one seat among greedy bots")
    for module, name, counts in ((rapanui, "rapanui", (2, 3, 4)), (giants, "giants", (3, 4, 5))):
        for players in counts:
            seconds, iterations = decisions(module, players, seeds, "ismcts")
            rate = sum(iterations) / sum(seconds)
            print(
                f"  {name} {players} players: {rate:7.0f} iterations/s"
                f"  {statistics.median(seconds):5.2f} s median per decision"
                f"  {max(seconds):5.2f} s max  ({len(seconds)} decisions)"
            )
    scale = 0.25 if args.quick else 1.0
    print("strength (seats rotate; 2 processes)")
    for game, players, bots, games in (
        ("rapanui", 2, ["ismcts", "random"], 40),
        ("rapanui", 3, ["ismcts", "greedy", "greedy"], 60),
        ("giants", 3, ["ismcts:iterations=100:cutoff=40", "greedy", "greedy"], 24),
    ):
        t0 = time.perf_counter()
        wins, n = win_rate(game, players, bots, max(4, int(games * scale)))
        low, high = wilson(wins, n)
        print(
            f"  {game} {players}p {'+'.join(bots)}: ISMCTS wins {wins}/{n} = {wins / n:.0%}"
            f" (95% {low:.0%}-{high:.0%}; fair share {1 / players:.0%})"
            f"  {time.perf_counter() - t0:6.1f} s"
        )


if __name__ == "__main__":
    main()
