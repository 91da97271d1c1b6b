"""The worth of a Giants position cut off before its end (kit.giants.evaluate): the standing
plus the moai and headdresses on their way to an Ahu."""

import random

import pytest
from giants_support import position

from kit import giants
from kit.giants.evaluate import NOT_YET, ON_THE_WAY, ahu_distances


def moai_one_step_from(game, ahu_id, seat, marker=True):
    """A size-1 moai of the supply put on a hex one step from a hex next to ``ahu_id``."""
    st = game.state
    board = st.board
    near = board.ahus[ahu_id].adjacent_hexes[0]
    hex_id = next(
        n for n in board.hexes[near].neighbours if ahu_id not in board.hexes[n].adjacent_ahus
    )
    item = next(
        i for i in st.items.values() if i.kind == "moai" and i.size == 1 and i.place == "supply"
    )
    item.place, item.hex = "hex", hex_id
    item.marker = seat if marker else None
    game.state_changed()
    return item


def test_a_moai_one_step_from_a_free_ahu_is_worth_points_before_it_stands():
    bare = position(players=4, seed=3)
    with_moai = position(players=4, seed=3)
    ahu = with_moai.board.ahu_list[0]
    moai_one_step_from(with_moai, ahu.id, seat=1)
    before, after = giants.evaluate(bare)["scores"], giants.evaluate(with_moai)["scores"]
    assert after[1] > before[1]
    assert after[1] - before[1] >= ahu.moai_points * NOT_YET * ON_THE_WAY  # that Ahu, one hex on
    assert after[1] - before[1] < max(a.moai_points for a in with_moai.board.ahu_list)
    assert [after[s] for s in (0, 2, 3)] == [before[s] for s in (0, 2, 3)]
    assert giants.evaluate(with_moai)["winners"] == [1]
    assert with_moai.result()["scores"] == bare.result()["scores"]  # the standing alone: no


def test_nobody_counts_a_moai_without_a_place_for_it():
    game = position(players=4, seed=3)
    moai_one_step_from(game, game.board.ahu_list[0].id, seat=2)
    game.state.seats[2].bases = 0  # no base left and no Ahu of its own (R7.7)
    assert giants.evaluate(game)["scores"][2] == pytest.approx(game.result()["scores"][2])


def test_an_unmarked_moai_is_nobodys_and_an_erected_one_counts_once():
    game = position(players=4, seed=3)
    ahu = game.board.ahu_list[0]
    item = moai_one_step_from(game, ahu.id, seat=0, marker=False)
    assert giants.evaluate(game)["scores"] == game.result()["scores"]
    st = game.state
    st.ahus[ahu.id].base, st.ahus[ahu.id].moai = 0, item.id  # R7.7: erected by seat 0
    item.place, item.hex, item.ahu = "ahu", None, ahu.id
    st.seats[0].bases -= 1
    game.state_changed()
    assert giants.evaluate(game)["scores"] == game.result()["scores"]
    assert game.result()["scores"][0] == ahu.moai_points


def test_erecting_is_worth_more_than_waiting_next_to_the_ahu():
    waiting = position(players=4, seed=3)
    ahu = waiting.board.ahu_list[0]
    item = moai_one_step_from(waiting, ahu.id, seat=0)
    item.hex = ahu.adjacent_hexes[0]  # next to the Ahu, marked by seat 0
    erected = position(players=4, seed=3)
    st = erected.state
    st.ahus[ahu.id].base, st.ahus[ahu.id].moai = 0, item.id
    twin = st.items[item.id]
    twin.place, twin.ahu = "ahu", ahu.id
    st.seats[0].bases -= 1
    assert giants.evaluate(erected)["scores"][0] > giants.evaluate(waiting)["scores"][0]


def test_distances_count_the_hexes_to_enter():
    board = giants.default_board()
    away = ahu_distances(board)
    for ahu in board.ahu_list:
        for h in ahu.adjacent_hexes:
            assert away[h][ahu.id] == 0
            for n in board.hexes[h].neighbours:
                assert away[n][ahu.id] <= 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_evaluation_of_a_finished_game_is_its_result(players):
    game = giants.new_game(players, seed=players)
    bots = [giants.GreedyBot() for _ in range(players)]
    rng = random.Random(players)
    while not game.is_over:
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
    result = game.result()
    assert giants.evaluate(game) == {"scores": result["scores"], "winners": result["winners"]}
