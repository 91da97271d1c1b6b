"""Speed of the Giants engine (run on demand: ``.venv/bin/python benchmarks/giants.py``).

Prints, at 3, 4 and 5 players and on one core:

- random play: games of ``--rounds`` rounds (the ``round_limit`` option ends them) per second,
  rounds per second and actions (steps) per second, with a view built for every step;
- greedy play: full games (all seats :class:`GreedyBot`) per second and steps per second;
- the largest ``legal_actions`` call met during random play: how many actions it lists and
  the median time to compute it afresh (without the engine's cache).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from kit import giants

PLAYERS = (3, 4, 5)


def random_games(players: int, games: int, rounds: int) -> tuple[float, int, tuple]:
    """Seconds and steps of ``games`` random games, and where the largest legal-action list
    was met: (its length, players, seed, step)."""
    bot = giants.RandomBot()
    steps = 0
    largest: tuple = (0, players, 0, 0)
    start = time.perf_counter()
    for seed in range(games):
        game = giants.new_game(players, seed=seed, options=giants.Options(round_limit=rounds))
        rng = random.Random(seed)
        step = 0
        while not game.is_over:
            seat = game.to_move[0]
            legal = game.legal_actions(seat)
            if len(legal) > largest[0]:
                largest = (len(legal), players, seed, step)
            game.apply(bot.choose(game.view(seat), legal, rng))
            step += 1
        steps += step
    return time.perf_counter() - start, steps, largest


def replay_to(players: int, seed: int, step: int, rounds: int) -> giants.Giants:
    """The random game of ``seed`` again, stopped before action ``step``."""
    bot = giants.RandomBot()
    game = giants.new_game(players, seed=seed, options=giants.Options(round_limit=rounds))
    rng = random.Random(seed)
    for _ in range(step):
        seat = game.to_move[0]
        game.apply(bot.choose(game.view(seat), game.legal_actions(seat), rng))
    return game


def time_legal(game: giants.Giants, seat: int, repeat: int = 50) -> float:
    """Median seconds to compute ``legal_actions(seat)`` afresh."""
    times = []
    for _ in range(repeat):
        game.state_changed()
        t0 = time.perf_counter()
        game.legal_actions(seat)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def greedy_games(players: int, games: int) -> tuple[float, int, int]:
    """Seconds, steps and rounds of ``games`` full greedy games."""
    steps = rounds = 0
    start = time.perf_counter()
    for seed in range(games):
        game = giants.new_game(players, seed=seed)
        bots = [giants.GreedyBot() for _ in range(players)]
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_move[0]
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
            steps += 1
        rounds += game.state.round
    return time.perf_counter() - start, steps, rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random-games", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--greedy-games", type=int, default=30)
    args = parser.parse_args()
    print(f"random play, {args.rounds} rounds per game, {args.random_games} games per count")
    largest: tuple = (0, 3, 0, 0)
    for players in PLAYERS:
        seconds, steps, biggest = random_games(players, args.random_games, args.rounds)
        largest = max(largest, biggest, key=lambda x: x[0])
        print(
            f"  {players} players: {args.random_games / seconds:7.1f} games/s"
            f"  {args.random_games * args.rounds / seconds:7.1f} rounds/s"
            f"  {steps / seconds:8.0f} steps/s"
        )
    size, players, seed, step = largest
    game = replay_to(players, seed, step, args.rounds)
    seat = game.to_move[0]
    print(
        f"  largest legal_actions call: {size} actions ({game.phase}),"
        f" {time_legal(game, seat) * 1000:.2f} ms to compute"
    )
    print(f"greedy play, full games, {args.greedy_games} games per count")
    for players in PLAYERS:
        seconds, steps, rounds = greedy_games(players, args.greedy_games)
        print(
            f"  {players} players: {args.greedy_games / seconds:7.1f} games/s"
            f"  {steps / seconds:8.0f} steps/s"
            f"  {rounds / args.greedy_games:5.1f} rounds/game"
        )


if __name__ == "__main__":
    main()
