"""Speed of the Giants engine (run on demand: ``.venv/bin/python benchmarks/giants.py``).

Prints, at 3, 4 and 5 players and on one core:

- random play: games of ``--rounds`` rounds (the ``round_limit`` option ends them) per second,
  rounds per second and actions (steps) per second, with a view built for every step;
- the largest ``legal_actions`` call met during random play: how many actions it lists and
  the median time to compute it afresh (without the engine's cache);
- greedy play: full games (all seats :class:`GreedyBot`, default options, played to the rule's
  own end) per second, steps per second and rounds per game;
- the engine's cost per decision in random play (``legal_actions`` + ``apply``, no view, no
  bot) for Giants and Rapa Nui and, in the same run, for OpenSpiel's pure-Python game
  ``python_liars_poker`` with the ratio to it. OpenSpiel is optional: install the ``bench``
  extra (``pip install -e '.[bench]'``, the PyPI package ``open-spiel``); without it the
  comparison is skipped. Only OpenSpiel's decision nodes are timed (its chance nodes are
  applied outside the clock); Giants rolls its dice inside ``apply``, which is timed;
- the cost of copying a game (``game.clone()``, what ISMCTS determinizations and rollouts do),
  averaged over the positions of random 4-player games (every ``--copy-every``-th decision).

Timings are the best of ``--repeat`` runs, so that a busy machine disturbs them less.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from kit import giants, rapanui

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


def kit_decisions(new: Callable[[int], Any], games: int) -> tuple[float, int]:
    """Seconds spent in ``legal_actions`` + ``apply`` and the decisions of ``games`` random
    games of a kit engine (no view, no bot: a uniform pick)."""
    spent = 0.0
    decisions = 0
    clock = time.perf_counter
    for seed in range(games):
        game = new(seed)
        rng = random.Random(seed)
        while not game.is_over:
            t0 = clock()
            seat = game.to_move[0]
            legal = game.legal_actions(seat)
            game.apply(legal[rng.randrange(len(legal))])
            spent += clock() - t0
            decisions += 1
    return spent, decisions


def openspiel_game() -> Any | None:
    """OpenSpiel's ``python_liars_poker``, or None if OpenSpiel is not installed."""
    try:
        import pyspiel
        from open_spiel.python.games import liars_poker  # noqa: F401 (registers the game)
    except ImportError:
        return None
    return pyspiel.load_game("python_liars_poker")


def openspiel_decisions(game: Any, games: int) -> tuple[float, int]:
    """Seconds spent in ``legal_actions`` + ``apply_action`` at the decision nodes of
    ``games`` random games of an OpenSpiel game (chance nodes are applied off the clock)."""
    spent = 0.0
    decisions = 0
    clock = time.perf_counter
    rng = random.Random(0)
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            t0 = clock()
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            spent += clock() - t0
            decisions += 1
    return spent, decisions


def copy_cost(games: int, rounds: int, every: int, repeat: int) -> tuple[float, int]:
    """The lowest mean seconds of one ``clone()`` over positions of ``games`` random 4-player
    games (every ``every``-th decision), and the number of positions."""
    positions = []
    for seed in range(games):
        game = giants.new_game(4, seed=seed, options=giants.Options(round_limit=rounds))
        rng = random.Random(seed)
        step = 0
        while not game.is_over:
            if step % every == 0:
                positions.append(game.clone())
            legal = game.legal_actions(game.to_move[0])
            game.apply(legal[rng.randrange(len(legal))])
            step += 1
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for game in positions:
            game.clone()
        best = min(best, (time.perf_counter() - t0) / len(positions))
    return best, len(positions)


def best_cost(run: Callable[[], tuple[float, int]], repeat: int) -> float:
    """The lowest seconds per decision over ``repeat`` runs."""
    costs = []
    for _ in range(repeat):
        seconds, decisions = run()
        costs.append(seconds / decisions)
    return min(costs)


def best_of(run: Callable[[], tuple], repeat: int) -> tuple:
    """The run (a tuple starting with its seconds) that took least time."""
    return min((run() for _ in range(repeat)), key=lambda r: r[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random-games", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--greedy-games", type=int, default=30)
    parser.add_argument("--decision-games", type=int, default=60)
    parser.add_argument("--copy-games", type=int, default=10)
    parser.add_argument("--copy-every", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    repeat = max(1, args.repeat)

    print(f"random play, {args.rounds} rounds per game, {args.random_games} games per count")
    largest: tuple = (0, 3, 0, 0)
    for players in PLAYERS:
        seconds, steps, biggest = best_of(
            lambda p=players: random_games(p, args.random_games, args.rounds), repeat
        )
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
        f" {time_legal(game, seat) * 1000:.3f} ms to compute"
    )

    print(f"greedy play, full games, {args.greedy_games} games per count")
    for players in PLAYERS:
        seconds, steps, rounds = greedy_games(players, args.greedy_games)
        print(
            f"  {players} players: {args.greedy_games / seconds:7.1f} games/s"
            f"  {steps / seconds:8.0f} steps/s"
            f"  {rounds / args.greedy_games:5.1f} rounds/game"
        )

    n = args.decision_games
    print(f"engine cost per decision, random play (legal_actions + apply), best of {repeat}")
    giants_cost = best_cost(
        lambda: kit_decisions(
            lambda s: giants.new_game(4, seed=s, options=giants.Options(round_limit=args.rounds)),
            n,
        ),
        repeat,
    )
    rapanui_cost = best_cost(
        lambda: kit_decisions(lambda s: rapanui.new_game(3, seed=s), n), repeat
    )
    spiel = openspiel_game()
    spiel_cost = best_cost(lambda: openspiel_decisions(spiel, 20 * n), repeat) if spiel else None
    print(f"  giants (4 players, {args.rounds} rounds): {giants_cost * 1e6:6.2f} us", end="")
    print(f"{'' if spiel_cost is None else f'  {giants_cost / spiel_cost:5.2f}x openspiel'}")
    print(f"  rapa nui (3 players):         {rapanui_cost * 1e6:6.2f} us", end="")
    print(f"{'' if spiel_cost is None else f'  {rapanui_cost / spiel_cost:5.2f}x openspiel'}")
    if spiel_cost is None:
        print("  openspiel python_liars_poker: skipped (pip install -e '.[bench]' for open-spiel)")
    else:
        print(f"  openspiel python_liars_poker: {spiel_cost * 1e6:6.2f} us")

    copy_seconds, count = copy_cost(args.copy_games, args.rounds, args.copy_every, repeat)
    print(f"copying a game (game.clone()), {count} positions of random 4-player games")
    print(f"  giants: {copy_seconds * 1e6:7.1f} us per copy")


if __name__ == "__main__":
    main()
