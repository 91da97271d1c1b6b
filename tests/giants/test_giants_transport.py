"""Phase 4, moving items: turns, paths, carrying power and paid helpers (R7.1-R7.6, U5, U9)."""

import pytest
from giants_support import (
    MOAI_QUARRY,
    act,
    conservation,
    erect,
    give_item,
    position,
    put_figure,
    put_item,
    put_logs,
    types,
)

from kit import IllegalAction
from kit.giants.actions import Carry, Helpers, Place, Step, Stop

# A corridor from the Moai quarry (H44) to A05: H44 -> H43 -> H52 -> H60 (next to A05).
H43, H52, H60 = "H43", "H52", "H60"
COAST = "H54"  # next to A06 and A07, a neighbour of H44


def transport(players=3, **options):
    return position(players, phase="transport", **options)


def done(game):
    """Skip the optional marking after a move (R7.1)."""
    if game.phase == "transport_mark":
        act(game, f"{game.to_move[0]}:done")


def again(game, seat):
    """Give ``seat`` another turn at once (a prepared position)."""
    game.state.phase = "transport"
    game.state.current = seat
    game.state_changed()


def test_r7_3_r7_4_a_size_3_moai_passes_one_worker_and_two_logs_but_not_two_logs_alone():
    game = transport()
    item = give_item(game, 0, size=3)
    put_logs(game, H43, 2)
    act(game, f"0:carry {item}")
    assert game.state.power(H43) == 0
    assert Step(0, H43) not in game.legal_actions(0)
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:step {H43}")
    assert info.value.key == "giants.err.too_weak"
    assert "0" in info.value.reason and "3" in info.value.reason
    put_figure(game, 1, "worker", H43)
    assert game.state.power(H43) == 3
    events = act(game, f"0:step {H43}")
    assert types(events) == ["hex_entered", "helper_paid"]
    assert events[1] == {"type": "helper_paid", "seat": 1, "points": 1, "mover": 0}
    assert game.view(None)["transport"]["carriers"] == [["L", "L", "W1"]]


def test_r7_3_the_start_hex_needs_no_carriers_and_no_hex_is_used_twice():
    game = transport()
    item = give_item(game, 0, size=1)
    put_figure(game, 1, "worker", H43)
    put_figure(game, 2, "worker", "H42")
    put_figure(game, 2, "worker", "H32")
    assert game.state.power(MOAI_QUARRY) == 0
    act(game, f"0:carry {item}")
    view = game.view(0)["transport"]
    assert view["path"] == [MOAI_QUARRY] and view["carriers"] == [] and view["from_front"]
    act(game, f"0:step {H43}")
    act(game, "0:step H42")
    assert Step(0, H43) not in game.legal_actions(0)
    put_figure(game, 2, "worker", MOAI_QUARRY)
    act(game, "0:stop")  # the item stays on H42
    assert game.state.items[item].hex == "H42"
    again(game, 0)
    act(game, f"0:carry {item}")
    act(game, f"0:step {H43}")
    with pytest.raises(IllegalAction) as info:
        act(game, "0:step H42")
    assert info.value.key == "giants.err.hex_used"
    with pytest.raises(IllegalAction) as info:
        act(game, "0:step H60")
    assert info.value.key == "giants.err.not_neighbour"


def test_r7_4_logs_count_only_beside_a_figure_and_headdresses_need_one():
    game = transport()
    put_logs(game, H43, 2)
    assert game.state.power(H43) == 0
    put_figure(game, 0, "sorcerer", H43)
    assert game.state.power(H43) == 3
    put_figure(game, 1, "chief", H43)
    assert game.state.power(H43) == 6


def test_r7_6_a_chief_helping_a_size_2_moai_pays_2_and_a_headdress_1():
    game = transport()
    moai = give_item(game, 0, size=2)
    put_figure(game, 1, "chief", COAST)
    act(game, f"0:carry {moai}")
    events = act(game, f"0:step {COAST}")
    assert events[-1] == {"type": "helper_paid", "seat": 1, "points": 2, "mover": 0}
    assert game.state.seats[1].score == 2
    hat = put_item(game, "H53", kind="headdress")
    act(game, "0:stop")
    again(game, 0)
    act(game, f"0:carry {hat}")
    events = act(game, f"0:step {COAST}")
    assert events[-1]["points"] == 1 and game.state.seats[1].score == 3


def test_r7_6_own_figures_and_logs_score_nothing():
    game = transport()
    moai = give_item(game, 0, size=3)
    put_figure(game, 0, "worker", H43)
    put_logs(game, H43, 2)
    act(game, f"0:carry {moai}")
    events = act(game, f"0:step {H43}")
    assert types(events) == ["hex_entered"]
    assert [s.score for s in game.state.seats] == [0, 0, 0]


def test_r7_6_the_mover_picks_whose_figures_serve():
    game = transport()
    moai = give_item(game, 0, size=1)
    put_figure(game, 1, "worker", H43)
    put_figure(game, 2, "sorcerer", H43)
    act(game, f"0:carry {moai}")
    act(game, f"0:step {H43}")
    assert game.phase == "transport_helpers"
    legal = game.legal_actions(0)
    assert legal == [Helpers(0, ("S2",)), Helpers(0, ("W1",))]
    view = game.view(1)["transport"]
    assert view["pending_hex"] == H43
    assert view["helper_options"] == [
        {"carriers": ["S2"], "paid": [0, 0, 1]},
        {"carriers": ["W1"], "paid": [0, 1, 0]},
    ]
    with pytest.raises(IllegalAction) as info:
        act(game, "0:stop")
    assert info.value.key == "giants.err.choose_helpers"
    with pytest.raises(IllegalAction) as info:
        game.apply(Helpers(0, ("W1", "S2")))
    assert info.value.key == "giants.err.bad_helpers"
    act(game, "0:helpers [W1]")
    assert [s.score for s in game.state.seats] == [0, 1, 0]
    assert game.view(2)["transport"]["paid"] == [0, 1, 0]


def test_u5_minimal_sets_by_default_and_gifts_with_the_option():
    for gift, expected in ((False, 3), (True, 4)):
        game = transport(gift_helpers=gift)
        moai = give_item(game, 0, size=1)
        put_figure(game, 0, "worker", H43)
        put_figure(game, 1, "worker", H43)
        put_figure(game, 2, "worker", H43)
        act(game, f"0:carry {moai}")
        act(game, f"0:step {H43}")
        pays = [o["paid"] for o in game.view(0)["transport"]["helper_options"]]
        assert len(pays) == expected
        assert ([0, 1, 1] in pays) is gift


def test_u5_logs_need_a_figure_of_the_set_beside_them():
    game = transport()
    moai = give_item(game, 0, size=1)
    put_figure(game, 1, "worker", H43)
    put_logs(game, H43, 2)
    act(game, f"0:carry {moai}")
    events = act(game, f"0:step {H43}")
    assert events[-1]["points"] == 1  # a log alone is no set: the worker must carry
    assert game.view(0)["transport"]["carriers"] == [["W1"]]


def test_u5_option_logs_count_beside_any_figure():
    game = transport(logs_need_figure_in_set=False)
    moai = give_item(game, 0, size=1)
    put_figure(game, 1, "worker", H43)
    put_logs(game, H43, 2)
    act(game, f"0:carry {moai}")
    act(game, f"0:step {H43}")
    assert game.legal_actions(0) == [Helpers(0, ("L",)), Helpers(0, ("W1",))]
    act(game, "0:helpers [L]")
    assert [s.score for s in game.state.seats] == [0, 0, 0]


def test_u15_the_moai_quarry_hex_may_be_closed_to_action_a():
    assert Place(0, "worker", MOAI_QUARRY, 0) in position(3).legal_actions(0)
    assert Place(0, "worker", MOAI_QUARRY, 0) not in position(
        3, moai_quarry_open=False
    ).legal_actions(0)


def test_r7_5_carriers_are_not_used_up():
    game = transport()
    first = give_item(game, 0, size=1)
    second = give_item(game, 1, size=1)
    put_figure(game, 2, "worker", H43)
    act(game, f"0:carry {first}")
    act(game, f"0:step {H43}")
    act(game, "0:stop")
    done(game)
    act(game, f"1:carry {second}")
    events = act(game, f"1:step {H43}")
    assert events[-1] == {"type": "helper_paid", "seat": 2, "points": 1, "mover": 1}
    assert game.state.seats[2].score == 2


def test_r7_1_one_item_per_turn_and_turns_repeat_until_everyone_passes():
    game = transport()
    first = give_item(game, 0, size=1)
    second = give_item(game, 0, size=2)
    put_figure(game, 1, "chief", H43)
    act(game, f"0:carry {first}")
    act(game, f"0:step {H43}")
    act(game, "0:stop")
    assert game.phase == "transport_mark" and game.to_move == (0,)
    done(game)
    assert game.to_move == (1,)
    act(game, "1:pass")
    act(game, "2:pass")
    assert game.to_move == (0,)
    act(game, f"0:carry {second}")
    act(game, "0:stop")
    done(game)
    assert game.to_move == (0,)
    events = act(game, "0:pass")
    assert "logs_removed" in types(events)
    assert game.phase in ("round_end", "auction_bid", "placement")


def test_r7_2_which_items_a_player_may_move():
    game = transport()
    put_figure(game, 1, "worker", H43)
    own = give_item(game, 0, size=1)
    theirs = give_item(game, 1, size=1)
    marked_other = put_item(game, COAST, size=2, marker=1)
    marked_own = put_item(game, "H53", size=2, marker=0)
    free = put_item(game, "H45", size=3)
    put_figure(game, 2, "chief", "H33")
    carry = {a.item for a in game.legal_actions(0) if isinstance(a, Carry)}
    assert own in carry and theirs not in carry and marked_other not in carry
    for item, key in (
        (theirs, "giants.err.not_your_item"),
        (marked_other, "giants.err.marked_by_other"),
        ("m99", "giants.err.no_such_item"),
    ):
        with pytest.raises(IllegalAction) as info:
            act(game, f"0:carry {item}")
        assert info.value.key == key
    put_figure(game, 2, "worker", "H52")
    put_figure(game, 2, "worker", "H34")
    carry = {a.item for a in game.legal_actions(0) if isinstance(a, Carry)}
    assert marked_own not in carry  # nothing can carry a size-2 out of H53
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:carry {marked_own}")
    assert info.value.key == "giants.err.item_stuck"
    assert free in {a.item for a in game.legal_actions(0) if isinstance(a, Carry)}  # H33: chief
    erect(game, "A07", seat=0)
    standing = game.state.ahus["A07"].moai
    in_supply = next(i.id for i in game.state.items.values() if i.place == "supply")
    for item, key in (
        (standing, "giants.err.item_fixed"),
        (in_supply, "giants.err.item_not_on_board"),
    ):
        with pytest.raises(IllegalAction) as info:
            act(game, f"0:carry {item}")
        assert info.value.key == key
    conservation(game)


def test_equal_items_are_offered_once():
    game = transport()
    first = give_item(game, 0, size=1)
    second = give_item(game, 0, size=1)
    carry = [a.item for a in game.legal_actions(0) if isinstance(a, Carry)]
    assert carry == [first]
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:carry {second}")
    assert info.value.key == "giants.err.use_equivalent" and first in info.value.reason


def test_u9_an_item_moves_again_unless_the_option_says_once():
    for once in (False, True):
        game = transport(one_move_per_item=once)
        moai = give_item(game, 0, size=1)
        put_figure(game, 1, "worker", H43)
        put_figure(game, 1, "worker", H52)
        act(game, f"0:carry {moai}")
        act(game, f"0:step {H43}")
        act(game, "0:stop")
        done(game)
        act(game, "1:pass")
        act(game, "2:pass")
        carry = [a.item for a in game.legal_actions(0) if isinstance(a, Carry)]
        assert (moai in carry) is not once


def test_stop_needs_a_step_for_an_item_already_on_the_board():
    game = transport()
    moai = put_item(game, H43, size=1, marker=0)
    put_figure(game, 1, "worker", H52)
    act(game, f"0:carry {moai}")
    assert Stop(0) not in game.legal_actions(0)
    with pytest.raises(IllegalAction) as info:
        act(game, "0:stop")
    assert info.value.key == "giants.err.stop_at_start"
    with pytest.raises(IllegalAction) as info:
        act(game, "0:pass")
    assert info.value.key == "giants.err.finish_move"


def test_a_blocked_chain_stops_the_haul():
    game = transport()
    moai = give_item(game, 0, size=1)
    put_figure(game, 1, "worker", H43)
    put_figure(game, 0, "worker", H60)  # H52 between them is empty
    act(game, f"0:carry {moai}")
    act(game, f"0:step {H43}")
    assert [a for a in game.legal_actions(0) if isinstance(a, Step)] == []
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:step {H52}")
    assert info.value.key == "giants.err.too_weak"
    put_figure(game, 2, "sorcerer", H52)
    act(game, f"0:step {H52}")
    act(game, f"0:step {H60}")
    act(game, "0:erect A05")
    assert game.state.ahus["A05"].base == 0


def test_r6_9_figures_on_special_spaces_carry_and_items_pass_through_them():
    game = transport()
    hat = give_item(game, 0, kind="headdress")
    put_figure(game, 1, "sorcerer", "H27")  # the village, next to the headdress quarry's H38/H39
    put_figure(game, 2, "worker", "H38")
    act(game, f"0:carry {hat}")
    assert game.state.items[hat].hex == "H48"
    act(game, "0:step H38")
    events = act(game, "0:step H27")
    assert events[-1] == {"type": "helper_paid", "seat": 1, "points": 1, "mover": 0}
    assert game.state.items[hat].hex == "H27"


def test_r9_1_help_points_go_on_the_track_at_once():
    game = transport()
    moai = give_item(game, 0, size=3)
    put_figure(game, 2, "chief", H43)
    act(game, f"0:carry {moai}")
    act(game, f"0:step {H43}")
    assert game.view(1)["scores"] == [0, 0, 3]
    conservation(game)
