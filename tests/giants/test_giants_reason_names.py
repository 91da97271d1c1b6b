"""A Giants action out of turn is refused naming the player as the pages and Rapa Nui name them
("Player 2", counted from 1), and the players the game waits for, in both languages (issue 25,
item 7): never "Seat 1", the engine's count from 0."""

import pytest

from kit import giants
from kit.core.errors import IllegalAction
from kit.giants.actions import Bid


def refusal(game, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    return info.value


def test_a_bid_out_of_turn_names_the_player_and_those_awaited():
    game = giants.new_game(3, seed=1)
    game.apply(Bid(1, 0, 0, False, False))  # the second player has bid; 1 and 3 still to bid
    error = refusal(game, Bid(1, 0, 0, False, False))
    assert error.key == "giants.err.not_your_turn"
    assert error.message("en") == (
        "Player 2 may not act now: the game waits for Player 1 and Player 3."
    )
    assert error.message("zh-TW") == "玩家2現在不能行動：正在等待玩家1和玩家3。"
    assert "Seat" not in error.message("en") and "座位" not in error.message("zh-TW")


def test_a_placement_out_of_turn_names_the_one_awaited():
    game = giants.new_game(3, seed=4)
    bots = [giants.GreedyBot() for _ in range(3)]
    while game.phase != "placement":
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), None))
    mover = game.to_move[0]
    other = (mover + 1) % 3
    action = game.legal_actions(mover)[0]
    error = refusal(game, type(action)(other, *action.args()))
    assert error.message("en").startswith(f"Player {other + 1} may not act now")
    assert error.message("en").endswith(f"waits for Player {mover + 1}.")
    assert error.message("zh-TW").endswith(f"正在等待玩家{mover + 1}。")


def test_a_seat_not_at_the_table_is_named_as_such():
    game = giants.new_game(3, seed=1)
    error = refusal(game, Bid(5, 0, 0, False, False))
    assert error.key == "giants.err.no_seat" and "3" in error.message("en")
