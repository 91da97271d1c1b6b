"""Prepared Giants positions for the UI tests, found by replaying seeded greedy games."""

from __future__ import annotations

import random

from kit import giants
from kit.giants.actions import Carry, Crown, Erect, Helpers, Step, Stop


def helper_paying_move(game, seat, depth=7):
    """Actions from ``game`` by which ``seat`` moves an item and pays another player, or None."""
    if depth == 0:
        return None
    for action in game.legal_actions(seat):
        if not isinstance(action, Carry | Step | Helpers | Erect | Crown | Stop):
            continue
        twin = game.clone()
        events = twin.apply(action)
        if any(e["type"] == "helper_paid" and e.get("seat") != seat for e in events):
            return [action]
        if isinstance(action, Erect | Crown | Stop) or twin.to_move != (seat,):
            continue
        rest = helper_paying_move(twin, seat, depth - 1)
        if rest is not None:
            return [action, *rest]
    return None


def transport_with_helper(players=3, seeds=range(40)):
    """A record where seat 0 is to move in phase 4 and can pay a helper, and the moves that do."""
    for seed in seeds:
        game = giants.new_game(players, seed=seed)
        bots = [giants.GreedyBot() for _ in range(players)]
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over:
                break
            seat = game.to_move[0]
            if seat == 0 and game.phase == "transport":
                moves = helper_paying_move(game, 0)
                if moves is not None:
                    return game.record(), moves
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
    raise LookupError("no position found")
