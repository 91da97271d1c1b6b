"""Phase 2, the blind auction (R5.1-R5.8, U6, U16)."""

import pytest
from giants_support import act, conservation, position, types

from kit import IllegalAction
from kit.giants.actions import Bid


def auction(players=4, tile=(1, 2, 3), first=0, tablets=None, workers=None):
    """A game at the blind bid with ``tile`` on the Moai quarry tile."""
    game = position(players, phase="auction_bid", first=first)
    st = game.state
    for size in tile:
        st.take_from_supply("supply", "moai", size).place = "tile"
    for s, n in enumerate(tablets or []):
        st.seats[s].tablets = n
        st.tablet_supply -= n
    for s, n in enumerate(workers or []):
        st.seats[s].box_workers -= n - st.seats[s].workers
        st.seats[s].workers = n
    game.state_changed()
    return game


def test_r5_1_every_seat_bids_in_any_order_and_to_move_holds_who_has_not():
    game = auction(4)
    assert game.to_move == (0, 1, 2, 3)
    act(game, "2:bid 1 0 yes no")
    assert game.to_move == (0, 1, 3)
    assert game.legal_actions(2) == []
    act(game, "0:bid 0 1 no no")
    events = act(game, "3:bid 0 0 no yes")
    assert types(events) == ["bid_placed"] and events[0] == {"type": "bid_placed", "seat": 3}
    assert game.phase == "auction_bid"
    events = act(game, "1:bid 2 0 no no")
    assert types(events)[:2] == ["bid_placed", "bids_revealed"]
    assert game.phase == "auction_pick"


def test_r5_1_legal_bids_are_every_fist_from_behind_the_screen():
    game = auction(3)
    legal = game.legal_actions(0)
    assert len(legal) == 3 * 2 * 2 * 2  # markers 0-2, workers 0-1, sorcerer, chief
    assert Bid(0, 2, 1, True, True) in legal and Bid(0, 3, 0, False, False) not in legal


def test_r5_2_no_view_shows_a_bid_before_all_are_in():
    game = auction(3)
    act(game, "0:bid 2 1 yes yes")
    for seat in (None, 1, 2):
        view = game.view(seat)
        assert view["auction"] is None
        assert all(s["bid"] is None for s in view["seats"])
        assert view["seats"][0]["has_bid"] is True
    assert game.view(0)["seats"][0]["bid"] == {
        "markers": 2,
        "workers": 1,
        "sorcerer": True,
        "chief": True,
    }
    act(game, "1:bid 0 0 no no")
    act(game, "2:bid 0 0 no no")
    assert game.view(2)["auction"]["bids"][0]["markers"] == 2


def test_r5_4_pick_order_markers_then_half_tablets_then_turn_order():
    game = auction(4, first=2, tablets=[3, 1, 0, 3], workers=[1, 1, 1, 1])
    for seat, m in ((0, 1), (1, 2), (2, 0), (3, 1)):
        game.apply(Bid(seat, m, 1, False, False))
    # seat 1 bid most; seats 0 and 3 tie on markers and tablets: 3 comes first from first=2
    assert game.view(None)["auction"]["order"] == [1, 3, 0, 2]
    assert game.to_move == (1,)


def test_r5_5_each_figure_sculpts_once_and_the_chief_is_indivisible():
    game = auction(3, tile=(1, 1, 2))
    act(game, "0:bid 0 1 yes yes")  # worker + sorcerer + chief
    act(game, "1:bid 0 0 no no")
    act(game, "2:bid 0 0 no no")
    assert game.to_move == (0,)
    act(game, "0:sculpt 1 yes")  # the chief wastes 2 on a size-1 moai
    assert game.legal_actions(0)[-1].KIND == "decline"
    assert not any(a.KIND == "sculpt" and a.chief for a in game.legal_actions(0))
    act(game, "0:sculpt 2 no")  # worker + sorcerer make 2
    assert game.phase == "placement"  # nobody can sculpt the last size-1
    st = game.state
    assert sorted(i.size for i in st.front_items(0)) == [1, 2]
    assert [i.size for i in st.items.values() if i.place == "tile"] == []


def test_r5_5_several_passes_in_the_same_order():
    game = auction(3, tile=(1, 1, 1, 1), workers=[2, 2, 1])
    act(game, "0:bid 1 2 no no")
    act(game, "1:bid 0 1 no no")
    act(game, "2:bid 0 0 yes no")
    picks = []
    while game.phase == "auction_pick":
        seat = game.to_move[0]
        picks.append(seat)
        act(game, f"{seat}:sculpt 1 no")
    assert picks == [0, 1, 2, 0]


def test_u6_a_seat_that_declines_is_out_of_this_auction():
    game = auction(3, tile=(1, 1, 1), workers=[3, 1, 1])
    act(game, "0:bid 0 3 no no")
    act(game, "1:bid 0 0 no no")
    act(game, "2:bid 0 0 no no")
    act(game, "0:sculpt 1 no")
    events = act(game, "0:decline")
    assert types(events) == ["auction_declined", "moai_returned", "phase_started"]


def test_r5_6_unclaimed_moai_go_back_to_the_supply():
    game = auction(3, tile=(3, 3))
    supply_before = sum(1 for i in game.state.items.values() if i.place == "supply")
    for seat in range(3):
        act(game, f"{seat}:bid 0 0 no no")
    assert game.phase == "placement"
    assert sum(1 for i in game.state.items.values() if i.place == "supply") == supply_before + 2


def test_r5_7_r5_8_won_moai_and_every_revealed_piece_go_in_front_of_the_screen():
    game = auction(3, tile=(3,))
    act(game, "0:bid 2 1 yes yes")
    act(game, "1:bid 0 0 no no")
    act(game, "2:bid 0 0 no no")
    act(game, "0:sculpt 3 yes")
    s = game.state.seats[0]
    assert (s.workers, s.sorcerer, s.chief, s.markers) == (0, False, False, 0)
    assert (s.front_workers, s.front_sorcerer, s.front_chief, s.front_markers) == (1, True, True, 2)
    assert [i.size for i in game.state.front_items(0)] == [3]
    # spent pieces cannot be used in phase 3 (R5.8)
    game.state.current = 0
    game.state_changed()
    kinds = {a.KIND for a in game.legal_actions(0)}
    assert kinds == {"pass"}
    conservation(game)


def test_u16_a_bid_chief_cannot_take_action_c():
    game = auction(3, tile=(2,))
    game.state.seats[0].tablets = 4
    game.state.tablet_supply -= 4
    act(game, "0:bid 0 0 no yes")
    act(game, "1:bid 0 0 no no")
    act(game, "2:bid 0 0 no no")
    act(game, "0:sculpt 2 yes")
    assert not any(getattr(a, "figure", "") == "chief" for a in game.legal_actions(0))


def test_illegal_bids_give_specific_reasons():
    game = auction(3)
    with pytest.raises(IllegalAction) as info:
        act(game, "0:bid 3 0 no no")
    assert info.value.key == "giants.err.bid_markers" and "2" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        act(game, "0:bid 0 2 no no")
    assert info.value.key == "giants.err.bid_workers"
    act(game, "0:bid 0 0 no no")
    with pytest.raises(IllegalAction) as info:
        act(game, "0:bid 0 0 no no")
    assert info.value.key == "giants.err.not_your_turn"
    with pytest.raises(IllegalAction) as info:
        act(game, "1:sculpt 1 no")
    assert info.value.key == "giants.err.wrong_phase"
    assert "第2階段" in info.value.reason_zh


def test_illegal_picks_give_specific_reasons():
    game = auction(3, tile=(1, 3))
    act(game, "0:bid 0 1 no no")
    act(game, "1:bid 0 0 no no")
    act(game, "2:bid 0 0 no no")
    with pytest.raises(IllegalAction) as info:
        act(game, "0:sculpt 3 no")
    assert info.value.key == "giants.err.sculptors"
    with pytest.raises(IllegalAction) as info:
        act(game, "0:sculpt 2 no")
    assert info.value.key == "giants.err.no_moai_on_tile"
    with pytest.raises(IllegalAction) as info:
        act(game, "0:sculpt 1 yes")
    assert info.value.key == "giants.err.chief_spent"
