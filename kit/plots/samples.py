"""Seeded positions to draw: the same game every time, for the gallery, lessons and benchmarks."""

from __future__ import annotations

import random
from typing import Any

from kit.core.game import Game


def played(engine: Any, players: int, seed: int, steps: int | None = None) -> Game:
    """A game of ``engine`` (``kit.rapanui`` or ``kit.giants``) played by greedy bots for
    ``steps`` actions (None: to the end), from ``seed``."""
    game = engine.new_game(players, seed=seed)
    bots = [engine.GreedyBot() for _ in range(players)]
    rng = random.Random(seed)
    done = 0
    while not game.is_over and (steps is None or done < steps):
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
        done += 1
    return game
