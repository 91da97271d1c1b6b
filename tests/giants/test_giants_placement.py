"""Phase 3, placement (R6.1-R6.10, U3, U12, U14, U17)."""

import pytest
from giants_support import (
    HAT_QUARRY,
    HUT,
    MOAI_QUARRY,
    VILLAGE,
    act,
    conservation,
    give_logs,
    position,
    types,
)

from kit import IllegalAction
from kit.giants.actions import Influence, Pass, Place, Special

FOREST = "H19"
COAST = "H54"  # next to A06 and A07
PLAIN = "H42"


def test_r6_1_turns_go_clockwise_from_the_first_player_skipping_passed_seats():
    game = position(3, first=1, current=1)
    act(game, "1:pass")
    assert game.to_move == (2,)
    act(game, f"2:place worker {PLAIN} 0")
    assert game.to_move == (0,)
    act(game, "0:pass")
    assert game.to_move == (2,)  # seat 2 acts several times in a row late in the phase
    act(game, f"2:place chief {PLAIN} 0")
    assert game.to_move == (2,)
    events = act(game, "2:pass")
    assert types(events) == ["passed", "phase_started"] and game.phase == "transport"
    assert game.to_move == (1,)  # phase 4 starts with the first player


def test_r6_2_a_worker_brings_0_to_2_logs_and_the_chief_never():
    game = position(3)
    give_logs(game, 0, 5)
    legal = game.legal_actions(0)
    assert Place(0, "worker", PLAIN, 2) in legal
    assert Place(0, "worker", PLAIN, 3) not in legal
    assert Place(0, "chief", PLAIN, 1) not in legal
    act(game, f"0:place worker {PLAIN} 2")
    assert game.state.logs_on[PLAIN] == 2 and game.state.seats[0].logs == 3
    with pytest.raises(IllegalAction) as info:
        act(game, f"2:place chief {PLAIN} 0")
    assert info.value.key == "giants.err.not_your_turn"
    game.state.current = 0
    game.state_changed()
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:place chief {PLAIN} 1")
    assert info.value.key == "giants.err.chief_logs"
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:place sorcerer {PLAIN} 3")
    assert info.value.key == "giants.err.logs_range"
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:place worker {PLAIN} 0")
    assert info.value.key == "giants.err.no_figure"


def test_r6_2_u3_special_spaces_are_closed_to_action_a_and_coast_hexes_open():
    game = position(3)
    legal = {a.hex for a in game.legal_actions(0) if isinstance(a, Place)}
    assert {VILLAGE, HUT, FOREST, HAT_QUARRY}.isdisjoint(legal)
    assert {COAST, MOAI_QUARRY, PLAIN} <= legal  # U15: the moai quarry is ordinary
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:place worker {VILLAGE} 0")
    assert info.value.key == "giants.err.not_ordinary"


def test_u3_options_open_special_spaces_or_close_the_coast():
    game = position(3, ordinary_on_special_spaces=True, ordinary_next_to_ahu=False)
    legal = {a.hex for a in game.legal_actions(0) if isinstance(a, Place)}
    assert {VILLAGE, HUT, FOREST, HAT_QUARRY} <= legal
    assert COAST not in legal
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:place worker {COAST} 0")
    assert info.value.key == "giants.err.not_ordinary_ahu"
    # the sorcerer may still stand on the coast without reserving (action B)
    assert Special(0, "sorcerer", COAST, None) in game.legal_actions(0)
    act(game, f"0:place worker {VILLAGE} 0")  # no effect on the village under this option
    assert game.state.seats[0].box_workers == 5


def test_r6_3_any_number_of_figures_of_any_players_share_a_hex():
    game = position(3)
    act(game, f"0:place worker {PLAIN} 0")
    act(game, f"1:place chief {PLAIN} 0")
    act(game, f"2:place sorcerer {PLAIN} 0")
    assert game.state.figures[PLAIN] == [[1, 0, 0], [0, 0, 1], [0, 1, 0]]
    assert game.state.power(PLAIN) == 5


def test_r6_4_village_gives_a_worker_from_the_reserve_box():
    game = position(3)
    events = act(game, f"0:special sorcerer {VILLAGE} -")
    assert types(events) == ["village_used"]
    s = game.state.seats[0]
    assert (s.workers, s.box_workers, s.sorcerer_hex) == (2, 4, VILLAGE)


def test_r6_4_sorcerers_hut_gives_a_marker_from_the_reserve_box():
    game = position(3)
    act(game, f"0:special sorcerer {HUT} -")
    s = game.state.seats[0]
    assert (s.markers, s.box_markers) == (3, 3)


def test_r6_4_forest_gives_its_logs_once():
    game = position(3)
    value = game.state.forest[FOREST]
    events = act(game, f"0:special sorcerer {FOREST} -")
    assert events[0]["logs"] == value and game.state.seats[0].logs == value
    assert game.state.log_supply == 27 - value and FOREST in game.state.cleared
    assert Special(1, "sorcerer", FOREST, None) not in game.legal_actions(1)
    with pytest.raises(IllegalAction) as info:
        act(game, f"1:special sorcerer {FOREST} -")
    assert info.value.key == "giants.err.forest_cleared"


def test_r6_4_u12_next_to_two_ahu_the_sorcerer_reserves_the_one_chosen():
    game = position(3)
    legal = game.legal_actions(0)
    assert Special(0, "sorcerer", COAST, "A06") in legal
    assert Special(0, "sorcerer", COAST, "A07") in legal
    assert Special(0, "sorcerer", COAST, None) not in legal  # action A does that
    events = act(game, f"0:special sorcerer {COAST} A07")
    assert types(events) == ["ahu_reserved"]
    a = game.state.ahus["A07"]
    assert (a.base, a.face_up, game.state.seats[0].bases) == (0, True, 6)
    assert Special(1, "sorcerer", COAST, "A07") not in game.legal_actions(1)
    with pytest.raises(IllegalAction) as info:
        act(game, f"1:special sorcerer {COAST} A07")
    assert info.value.key == "giants.err.ahu_taken"
    assert game.view(2)["ahus"]["A07"] == {
        "base": "face_up",
        "owner": 0,
        "moai": None,
        "headdress": None,
    }


def test_r6_4_headdress_quarry_puts_a_headdress_in_front_of_the_screen():
    game = position(3)
    events = act(game, f"0:special sorcerer {HAT_QUARRY} -")
    assert types(events) == ["headdress_taken"]
    assert [i.kind for i in game.state.front_items(0)] == ["headdress"]
    assert game.view(1)["seats"][0]["front"]["headdresses"] == [events[0]["item"]]


def test_r6_5_the_chief_on_a_special_space_costs_two_half_tablets():
    game = position(3)
    assert not any(isinstance(a, Special) and a.figure == "chief" for a in game.legal_actions(0))
    game.state.seats[0].tablets = 3
    game.state.tablet_supply -= 3
    game.state_changed()
    act(game, f"0:special chief {VILLAGE} -")
    s = game.state.seats[0]
    assert (s.tablets, game.state.tablet_supply, s.workers, s.chief_hex) == (1, 29, 2, VILLAGE)
    conservation(game)


def test_r6_6_influence_trades_a_marker_for_a_half_tablet():
    game = position(3)
    events = act(game, "0:influence")
    s = game.state.seats[0]
    assert types(events) == ["influence"] and (s.markers, s.front_markers, s.tablets) == (1, 1, 1)


def test_r6_7_a_passed_seat_takes_no_further_action():
    game = position(3)
    act(game, "0:pass")
    assert game.state.seats[0].passed and game.view(1)["seats"][0]["passed"]
    assert game.legal_actions(0) == []


def test_r6_8_u14_gains_are_usable_at_once_or_set_aside_until_the_round_ends():
    game = position(3)
    act(game, f"0:special sorcerer {VILLAGE} -")
    act(game, "1:pass")
    act(game, "2:pass")
    assert sum(1 for a in game.legal_actions(0) if isinstance(a, Place) and a.figure == "worker")
    game = position(3, gains_at_once=False)
    act(game, f"0:special sorcerer {VILLAGE} -")
    s = game.state.seats[0]
    assert (s.workers, s.aside_workers) == (1, 1)
    assert game.view(0)["seats"][0]["aside"]["workers"] == 1
    assert game.view(1)["seats"][0]["aside"] is None


def test_r6_10_u17_an_empty_stock_gives_nothing():
    game = position(3)
    st = game.state
    st.seats[0].box_workers = 0
    st.seats[0].workers += 5
    for item in st.items.values():
        if item.kind == "headdress":
            item.place, item.seat = "front", 2
    st.seats[1].tablets = 30
    st.tablet_supply = 0
    game.state_changed()
    act(game, f"0:special sorcerer {VILLAGE} -")
    assert st.seats[0].workers == 6
    events = act(game, f"1:special sorcerer {HAT_QUARRY} -")
    assert types(events) == ["headdress_stock_empty"]
    events = act(game, "2:influence")
    assert types(events) == ["influence_no_tablet"] and st.seats[2].tablets == 0
    conservation(game)


def test_placement_reasons_name_the_problem():
    game = position(3)
    for text, key in (
        (f"0:special worker {VILLAGE} -", "giants.err.worker_special"),
        (f"0:special chief {VILLAGE} -", "giants.err.chief_tablets"),
        (f"0:special sorcerer {PLAIN} -", "giants.err.not_special"),
        (f"0:special sorcerer {COAST} -", "giants.err.use_place"),
        (f"0:special sorcerer {COAST} A01", "giants.err.ahu_not_adjacent"),
        (f"0:place worker {PLAIN} 1", "giants.err.not_enough_logs"),
        ("0:place worker H00 0", "giants.err.no_such_hex"),
        ("0:place priest H12 0", "giants.err.bad_figure"),
        ("0:carry m1", "giants.err.wrong_phase"),
    ):
        with pytest.raises(IllegalAction) as info:
            act(game, text)
        assert info.value.key == key, text
    game.state.seats[0].markers = 0
    game.state.box_markers = 6
    game.state_changed()
    with pytest.raises(IllegalAction) as info:
        game.apply(Influence(0))
    assert info.value.key == "giants.err.no_marker"
    game.state.seats[0].bases = 0
    game.state_changed()
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:special sorcerer {COAST} A06")
    assert info.value.key == "giants.err.no_base"
    assert Pass(0) in game.legal_actions(0)
