"""Speed of the Rapa Nui engine on one core: run ``python benchmarks/rapanui.py``.

Prints, at 2, 3 and 4 players:

- engine random play: full games per second and steps (actions) per second when a uniformly random
  choice is made among ``legal_actions`` and applied (the engine alone);
- random bots through ``kit.core.simulate.play``: the same, but each step also builds the
  mover's view, as every bot and the UI do;
- greedy bots through ``play``;
- the search's playout (:func:`kit.rapanui.playout`, ISMCTS's random rollout): uniformly random
  play picked with ``rng.random()`` instead of ``randrange`` (so other games than the first
  figure's), without events, checks or records.

Options: ``--games N`` (games per figure, default 300), ``--profile`` (the engine's hot spots).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kit import rapanui
from kit.core.simulate import play


def engine_games(players: int, games: int, first_seed: int = 0) -> int:
    """Play ``games`` random games on the engine alone; returns the number of actions."""
    actions = 0
    for seed in range(first_seed, first_seed + games):
        game = rapanui.new_game(players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions(game.to_move[0])
            game.apply(legal[rng.randrange(len(legal))])
        actions += len(game.history)
    return actions


def playout_steps(players: int, games: int) -> int:
    """The decisions of the playouts of :func:`playout_games` (one decision per call)."""
    steps = 0
    for seed in range(games):
        game = rapanui.new_game(players, seed=seed)
        draw = random.Random(seed).random
        while not game.is_over:
            rapanui.playout(game, draw, 1)
            steps += 1
    return steps


def playout_games(players: int, games: int) -> float:
    """Seconds to play ``games`` new games to their end, each in one :func:`kit.rapanui.playout`
    (the games themselves set up outside the timing)."""
    tables = [rapanui.new_game(players, seed=seed) for seed in range(games)]
    start = time.perf_counter()
    for seed, game in enumerate(tables):
        rapanui.playout(game, random.Random(seed).random)
    return time.perf_counter() - start


def bot_games(players: int, games: int, bot: object) -> int:
    """Play ``games`` games with ``bot`` in every seat through ``kit.core.simulate.play``."""
    actions = 0
    for seed in range(games):
        game = play(rapanui.new_game(players, seed=seed), [bot] * players, random.Random(seed))
        actions += len(game.history)
    return actions


def measure(label: str, games: int, run) -> None:
    start = time.perf_counter()
    actions = run()
    seconds = time.perf_counter() - start
    print(
        f"{label:<34} {games / seconds:8.1f} games/s {actions / seconds:10.0f} steps/s"
        f"   ({actions / games:.0f} steps per game)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    n = args.games
    print(f"Rapa Nui engine, {n} games per figure, Python {sys.version.split()[0]}, one core")
    engine_games(4, 20, first_seed=10_000)  # warm up
    for players in (2, 3, 4):
        measure(f"engine random play, {players} players", n, lambda p=players: engine_games(p, n))
    for players in (2, 3, 4):
        measure(
            f"random bots with views, {players} players",
            n,
            lambda p=players: bot_games(p, n, rapanui.RandomBot()),
        )
    greedy = max(n // 3, 10)
    for players in (3, 4):
        measure(
            f"greedy bots, {players} players",
            greedy,
            lambda p=players: bot_games(p, greedy, rapanui.GreedyBot()),
        )
    for players in (2, 3, 4):
        seconds, steps = playout_games(players, n), playout_steps(players, n)
        print(
            f"{'search playout, ' + str(players) + ' players':<34} {n / seconds:8.1f} games/s"
            f" {steps / seconds:10.0f} steps/s   ({steps / n:.0f} steps per game)"
        )
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(engine_games, 4, n)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


if __name__ == "__main__":
    main()
