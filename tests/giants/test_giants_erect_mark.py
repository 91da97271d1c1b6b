"""Phase 4, finishing moves and claims: erecting, headdresses, peeks, marks, parking, logs
(R7.7-R7.13, U4, U7, U8)."""

import pytest
from giants_support import (
    HAT_QUARRY,
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
from kit.giants.actions import Carry, Crown, Erect, Mark, Peek

COAST = "H54"  # next to A06 and A07
H53 = "H53"  # next to A06 only


def transport(players=3, **options):
    return position(players, phase="transport", **options)


def test_r7_7_erecting_needs_an_own_figure_next_to_the_ahu():
    game = transport()
    moai = give_item(game, 0, size=2)
    put_figure(game, 1, "chief", COAST)
    act(game, f"0:carry {moai}")
    act(game, f"0:step {COAST}")
    assert not any(isinstance(a, Erect) for a in game.legal_actions(0))
    with pytest.raises(IllegalAction) as info:
        act(game, "0:erect A07")
    assert info.value.key == "giants.err.no_figure_by_ahu"
    put_figure(game, 0, "worker", H53)  # next to A06, not A07
    legal = game.legal_actions(0)
    assert Erect(0, "A06") in legal and Erect(0, "A07") not in legal
    events = act(game, "0:erect A06")
    assert types(events)[0] == "moai_erected"
    a = game.state.ahus["A06"]
    assert (a.base, a.face_up, a.moai) == (0, False, moai)
    assert game.state.seats[0].bases == 6 and game.state.items[moai].place == "ahu"
    assert game.view(0)["ahus"]["A06"]["owner"] == 0
    assert game.view(1)["ahus"]["A06"] == {
        "base": "face_down",
        "owner": None,
        "moai": {"item": moai, "size": 2},
        "headdress": None,
    }
    assert moai not in {a.item for a in game.legal_actions(game.to_move[0]) if isinstance(a, Carry)}
    conservation(game)


def test_u4_the_option_wants_the_figure_on_the_end_hex():
    game = transport(erector_on_end_hex=True)
    moai = give_item(game, 0, size=1)
    put_figure(game, 1, "worker", COAST)
    put_figure(game, 0, "worker", H53)
    act(game, f"0:carry {moai}")
    act(game, f"0:step {COAST}")
    assert Erect(0, "A06") not in game.legal_actions(0)
    with pytest.raises(IllegalAction) as info:
        act(game, "0:erect A06")
    assert info.value.key == "giants.err.no_figure_here"


def test_r7_7_a_reserved_base_is_turned_face_down_and_only_its_owner_erects_there():
    game = transport()
    st = game.state
    st.seats[0].bases -= 1
    st.ahus["A07"].base, st.ahus["A07"].face_up = 0, True
    first = give_item(game, 1, size=1)
    put_figure(game, 1, "worker", COAST)
    act(game, "0:pass")
    act(game, f"1:carry {first}")
    act(game, f"1:step {COAST}")
    assert [a.ahu for a in game.legal_actions(1) if isinstance(a, Erect)] == ["A06"]
    with pytest.raises(IllegalAction) as info:
        act(game, "1:erect A07")
    assert info.value.key == "giants.err.ahu_taken"
    game = transport()
    st = game.state
    st.seats[0].bases -= 1
    st.ahus["A07"].base, st.ahus["A07"].face_up = 0, True
    moai = put_item(game, MOAI_QUARRY, size=3, marker=0)
    put_figure(game, 0, "chief", COAST)
    act(game, f"0:carry {moai}")
    act(game, f"0:step {COAST}")
    act(game, "0:erect A07")
    a = st.ahus["A07"]
    assert (a.base, a.face_up, st.seats[0].bases) == (0, False, 6)
    assert st.seats[0].markers == 2  # the marker that rode along went back (R7.7)
    conservation(game)


def test_r7_7_no_base_left_means_no_erecting_on_an_empty_ahu():
    game = transport()
    game.state.seats[0].bases = 0
    game.state.seats[0].spare_bases = 7
    moai = give_item(game, 0, size=1)
    put_figure(game, 0, "worker", COAST)
    act(game, f"0:carry {moai}")
    act(game, f"0:step {COAST}")
    with pytest.raises(IllegalAction) as info:
        act(game, "0:erect A06")
    assert info.value.key == "giants.err.no_base"


def test_r7_8_a_headdress_goes_only_on_ones_own_moai_with_a_figure_beside_it():
    game = transport()
    erect(game, "A06", seat=0, size=2)
    erect(game, "A07", seat=1, size=1)
    hat = put_item(game, "H45", kind="headdress", marker=0)
    put_figure(game, 2, "worker", COAST)
    act(game, f"0:carry {hat}")
    act(game, f"0:step {COAST}")
    assert not any(isinstance(a, Crown) for a in game.legal_actions(0))
    put_figure(game, 0, "worker", H53)
    legal = game.legal_actions(0)
    assert Crown(0, "A06") in legal and Crown(0, "A07") not in legal
    with pytest.raises(IllegalAction) as info:
        act(game, "0:crown A07")
    assert info.value.key == "giants.err.not_your_moai"
    events = act(game, "0:crown A06")
    assert types(events)[0] == "headdress_set"
    assert game.state.ahus["A06"].headdress == hat and game.state.seats[0].markers == 2
    conservation(game)


def test_r7_9_memory_mode_hides_own_bases_and_sells_a_look():
    game = transport(memory_mode=True)
    erect(game, "A06", seat=0, size=1)
    erect(game, "A07", seat=1, size=1)
    assert game.view(0)["ahus"]["A06"]["owner"] is None
    assert game.legal_actions(0)[-1].KIND == "pass"
    assert not any(isinstance(a, Peek) for a in game.legal_actions(0))  # no half-tablet
    game.state.seats[0].tablets = 1
    game.state.tablet_supply -= 1
    game.state_changed()
    assert Peek(0, "A07") in game.legal_actions(0)
    events = act(game, "0:peek A07")
    assert events == [{"type": "base_peeked", "seat": 0, "ahu": "A07"}]
    assert game.view(0)["ahus"]["A07"]["owner"] == 1
    assert game.view(2)["ahus"]["A07"]["owner"] is None
    assert game.to_move == (0,) and game.state.tablet_supply == 30
    # a headdress tried on someone else's moai is refused and stays on the hex
    hat = put_item(game, "H45", kind="headdress")
    put_figure(game, 0, "worker", COAST)
    act(game, f"0:carry {hat}")
    act(game, f"0:step {COAST}")
    assert Crown(0, "A07") in game.legal_actions(0)
    events = act(game, "0:crown A07")
    assert types(events)[0] == "headdress_refused"
    assert game.state.items[hat].place == "hex" and game.state.ahus["A07"].headdress is None


def test_r7_9_peeks_are_refused_outside_memory_mode_with_a_reason():
    game = transport()
    erect(game, "A06", seat=1)
    with pytest.raises(IllegalAction) as info:
        act(game, "0:peek A06")
    assert info.value.key == "giants.err.no_memory_mode"


def test_r7_10_marking_after_a_move_and_u7_marks_per_turn():
    game = transport()
    moai = give_item(game, 0, size=1)
    other = put_item(game, "H33", size=2)
    put_figure(game, 1, "worker", "H43")
    act(game, f"0:carry {moai}")
    act(game, "0:step H43")
    act(game, "0:stop")
    assert game.phase == "transport_mark"
    assert {a.item for a in game.legal_actions(0) if isinstance(a, Mark)} == {moai, other}
    events = act(game, f"0:mark {moai}")
    assert types(events) == ["item_marked"] and game.to_move == (1,)
    assert game.state.items[moai].marker == 0
    assert game.view(2)["hexes"]["H43"]["items"][0]["marker"] == 0
    game = transport(marks_per_turn=2)
    first = put_item(game, "H33", size=2)
    second = put_item(game, "H32", size=1)
    act(game, f"0:mark {first}")  # marking without moving (R7.1 b)
    assert game.phase == "transport_mark" and game.to_move == (0,)
    act(game, f"0:mark {second}")
    assert game.to_move == (1,) and game.state.seats[0].markers == 0


def test_r7_10_marking_reasons():
    game = transport()
    theirs = put_item(game, "H33", size=2, marker=1)
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:mark {theirs}")
    assert info.value.key == "giants.err.already_marked"
    game.state.seats[0].markers = 0
    game.state.seats[0].box_markers = 6
    free = put_item(game, "H32", size=2)
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:mark {free}")
    assert info.value.key == "giants.err.no_marker"


def test_r7_11_an_unmarked_moai_is_taken_by_another_player():
    game = transport()
    moai = give_item(game, 0, size=1)
    put_figure(game, 2, "worker", "H43")
    put_figure(game, 2, "worker", "H44")
    put_figure(game, 1, "worker", COAST)
    act(game, f"0:carry {moai}")
    act(game, "0:step H43")
    act(game, "0:stop")
    act(game, "0:done")  # left unmarked
    assert Carry(1, moai) in game.legal_actions(1)
    act(game, f"1:carry {moai}")
    act(game, "1:step H44")
    events = act(game, f"1:step {COAST}")
    assert events[-1]["seat"] != 0
    act(game, "1:erect A06")
    assert game.state.ahus["A06"].base == 1  # it is now player 1's moai


def test_u8_with_the_option_an_unmarked_item_opens_to_others_next_round():
    game = transport(unmarked_open_next_round=True)
    moai = give_item(game, 0, size=1)
    put_figure(game, 2, "worker", "H43")
    put_figure(game, 2, "worker", "H44")
    act(game, f"0:carry {moai}")
    act(game, "0:step H43")
    act(game, "0:stop")
    act(game, "0:done")
    assert Carry(1, moai) not in game.legal_actions(1)
    with pytest.raises(IllegalAction) as info:
        act(game, f"1:carry {moai}")
    assert info.value.key == "giants.err.item_closed"
    with pytest.raises(IllegalAction) as info:
        act(game, f"1:mark {moai}")
    assert info.value.key == "giants.err.item_closed"
    game.state.round += 1
    game.state_changed()
    assert Carry(1, moai) in game.legal_actions(1)


def test_r7_12_passing_parks_unmoved_items_on_the_quarries_and_may_mark_them():
    game = transport()
    small = give_item(game, 0, size=1)
    big = give_item(game, 0, size=3)
    hat = give_item(game, 0, kind="headdress")
    events = act(game, "0:pass")
    assert types(events) == ["passed", "items_parked"]
    st = game.state
    assert (st.items[small].hex, st.items[big].hex, st.items[hat].hex) == (
        MOAI_QUARRY,
        MOAI_QUARRY,
        HAT_QUARRY,
    )
    assert game.phase == "transport_park"
    assert {a.item for a in game.legal_actions(0) if isinstance(a, Mark)} == {small, big, hat}
    act(game, f"0:mark {big}")
    act(game, f"0:mark {hat}")
    assert game.to_move == (1,)  # out of markers: the turn ends
    assert st.items[small].marker is None and st.items[big].marker == 0
    conservation(game)


def test_r7_13_logs_on_the_board_leave_the_game_when_phase_4_ends():
    game = transport()
    put_figure(game, 0, "worker", "H43")
    put_logs(game, "H43", 2)
    game.state.seats[1].logs = 3
    game.state.log_supply -= 3
    game.state_changed()
    for seat in range(3):
        events = act(game, f"{seat}:pass")
    assert {"type": "logs_removed", "count": 2} in events
    st = game.state
    assert st.logs_removed == 2 and st.logs_on == {} and st.seats[1].logs == 3
    conservation(game)
