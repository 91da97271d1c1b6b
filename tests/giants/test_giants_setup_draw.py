"""Setup (R2) and phase 1, drawing the moai (R4)."""

import pytest
from giants_support import conservation

from kit import giants
from kit.giants import flow


@pytest.mark.parametrize(("players", "dice", "bases"), [(3, 3, 7), (4, 4, 6), (5, 5, 5)])
def test_r2_2_r2_4_dice_and_bases_by_player_count(players, dice, bases):
    game = giants.new_game(players, seed=3)
    st = game.state
    assert len(st.dice) == dice and st.dice[:3] == ("white",) * 3
    assert st.dice[3:] == ("brown",) * (dice - 3)
    for seat in st.seats:
        assert seat.bases == bases and seat.spare_bases == 7 - bases
    assert len(st.last_roll) == dice
    conservation(game)


def test_r2_4_r2_5_screens_and_the_reserve_box():
    game = giants.new_game(4, seed=1)
    for s, seat in enumerate(game.state.seats):
        assert (seat.workers, seat.sorcerer, seat.chief, seat.markers) == (1, True, True, 2)
        assert (seat.box_workers, seat.box_markers) == (5, 4)
        assert seat.score == 0 and seat.tablets == 0 and seat.logs == 0
        view = game.view(s)
        assert view["seats"][s]["screen"] == {
            "workers": 1,
            "sorcerer": True,
            "chief": True,
            "markers": 2,
            "logs": 0,
            "bases": 6,
        }
        assert view["seats"][s]["reserve_box"] == {"workers": 5, "markers": 4}


def test_r2_1_r2_3_supplies_and_forest_tiles_dealt_at_random():
    deals = set()
    for seed in range(12):
        game = giants.new_game(3, seed=seed)
        st = game.state
        assert sorted(st.forest.values()) == [3, 3, 3, 4, 4, 5, 5]
        assert set(st.forest) == set(game.board.forests)
        deals.add(tuple(st.forest[h] for h in game.board.forests))
        assert st.log_supply == 27 and st.tablet_supply == 30
        assert sum(1 for i in st.items.values() if i.place == "stock") == 14
    assert len(deals) > 6


def test_r2_6_first_player_is_random():
    firsts = {giants.new_game(5, seed=s).state.first for s in range(40)}
    assert firsts == {0, 1, 2, 3, 4}


def _roll(players, white, brown="0", round_no=1, remove=()):
    """A game whose setup dice show the given faces; ``round_no`` > 1 rolls a later round."""
    game = giants.new_game(
        players, seed=0, options=giants.Options(white_faces=white, brown_faces=brown)
    )
    st = game.state
    for item in st.items.values():
        if item.place == "tile":
            item.place = "supply"
    for item in st.items.values():
        if item.kind == "moai" and item.size in remove:
            item.place = "front"
            item.seat = 0
    st.round = round_no - 1
    events = flow.start_round(st)
    game.state_changed()
    return game, events


def test_r4_2_each_die_puts_a_moai_of_its_size_on_the_quarry_tile():
    game, events = _roll(3, "2", round_no=2)
    tile = [i.size for i in game.state.items.values() if i.place == "tile"]
    assert tile == [2, 2, 2]
    assert events[1] == {"type": "dice_rolled", "faces": [2, 2, 2], "moai": [2, 2, 2]}
    game, _ = _roll(3, "0", round_no=2)
    assert not [i for i in game.state.items.values() if i.place == "tile"]
    assert game.phase == "placement"  # no moai: no auction


def test_r4_3_first_round_broken_counts_as_1_and_3_as_2():
    game, events = _roll(5, "0", "3", round_no=1)
    tile = sorted(i.size for i in game.state.items.values() if i.place == "tile")
    assert tile == [1, 1, 1, 2, 2]
    assert events[1]["faces"] == [0, 0, 0, 3, 3]
    game, _ = _roll(4, "3", "3", round_no=2)
    assert sorted(i.size for i in game.state.items.values() if i.place == "tile") == [3, 3, 3, 3]


def test_r4_4_no_moai_of_that_size_left_means_nothing():
    game, events = _roll(4, "3", "1", round_no=2, remove=(3,))
    tile = [i.size for i in game.state.items.values() if i.place == "tile"]
    assert tile == [1] and events[1]["moai"] == [1]


def test_r4_1_the_dice_come_from_the_seeded_generator():
    a = [giants.new_game(5, seed=11).state.last_roll for _ in range(2)]
    assert a[0] == a[1]
    rolls = {tuple(giants.new_game(5, seed=s).state.last_roll) for s in range(20)}
    assert len(rolls) > 10
