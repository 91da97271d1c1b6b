"""Phase 5 (R8) and the end of the game with its scoring (R10, U13, U18)."""

import pytest
from giants_support import (
    act,
    conservation,
    erect,
    give_item,
    position,
    put_figure,
    put_item,
    types,
)

from kit import giants
from kit.giants.actions import Done, Recall


def transport(players=3, **options):
    return position(players, phase="transport", **options)


def pass_all(game):
    events = []
    while game.phase.startswith("transport"):
        seat = game.to_move[0]
        text = (
            f"{seat}:done" if game.phase in ("transport_mark", "transport_park") else f"{seat}:pass"
        )
        events += act(game, text)
    return events


def test_r8_1_figures_spent_markers_and_banners_go_back_behind_the_screens():
    game = transport()
    st = game.state
    put_figure(game, 0, "worker", "H43")
    put_figure(game, 0, "chief", "H12")
    st.seats[1].workers -= 1
    st.seats[1].front_workers += 1
    st.seats[1].markers -= 2
    st.seats[1].front_markers += 2
    st.seats[1].sorcerer, st.seats[1].front_sorcerer = False, True
    game.state_changed()
    events = pass_all(game)
    assert "figures_returned" in types(events)
    assert st.figures == {}
    assert (st.seats[0].workers, st.seats[0].chief, st.seats[0].chief_hex) == (1, True, None)
    s1 = st.seats[1]
    assert (s1.workers, s1.markers, s1.sorcerer, s1.front_workers, s1.front_markers) == (
        1,
        2,
        True,
        0,
        0,
    )
    assert not any(s.passed for s in st.seats)
    conservation(game)


def test_r8_2_each_marker_on_the_board_may_be_taken_back():
    game = transport()
    kept = put_item(game, "H43", size=2, marker=0)
    freed = put_item(game, "H33", size=1, marker=0)
    other = put_item(game, "H32", size=3, marker=2)
    pass_all(game)
    assert game.phase == "round_end" and game.to_move == (0, 2)
    assert game.legal_actions(0) == [Recall(0, freed), Recall(0, kept), Done(0)]
    events = act(game, f"0:recall {freed}")
    assert types(events) == ["marker_recalled"]
    st = game.state
    assert st.items[freed].marker is None and st.seats[0].markers == 1
    act(game, "0:done")
    assert game.to_move == (2,)
    act(game, f"2:recall {other}")  # the last marker: seat 2 is done at once
    assert game.phase != "round_end"
    assert st.items[kept].marker == 0  # a marker left in place keeps the claim (R8.5)
    conservation(game)


def test_r8_3_r8_4_r8_5_first_player_moves_left_and_the_board_stays():
    game = transport(first=2)
    game.state.current = 2
    game.state_changed()
    erect(game, "A06", seat=1)
    left = put_item(game, "H43", size=2)
    pass_all(game)
    st = game.state
    assert st.first == 0 and st.round == 2
    assert st.ahus["A06"].moai is not None and st.items[left].hex == "H43"


def test_r10_1_u18_the_end_trigger_with_several_finishers_after_phase_4():
    game = transport()
    st = game.state
    for s, ahus in (
        (0, ("A01", "A02", "A03", "A04", "A05", "A06", "A07")),
        (1, ("A10", "A11", "A12", "A13", "A14", "A15", "A16")),
    ):
        for ahu in ahus:
            erect(game, ahu, seat=s)
    assert st.seats[0].bases == 0
    assert not game.is_over  # checked only when phase 4 ends
    events = pass_all(game)
    assert {"type": "game_end_triggered", "seats": [0, 1]} in events
    assert game.is_over and game.phase == "over" and game.to_move == ()
    assert "figures_returned" not in types(events)  # phase 5 is not played
    assert types(events)[-1] == "game_over"
    assert game.result()["finishers"] == [0, 1]


def test_r10_1_a_face_up_base_without_a_moai_does_not_count():
    game = transport()
    st = game.state
    for ahu in ("A01", "A02", "A03", "A04", "A05", "A06"):
        erect(game, ahu, seat=0)
    st.seats[0].bases -= 1
    st.ahus["A07"].base, st.ahus["A07"].face_up = 0, True
    game.state_changed()
    pass_all(game)
    assert not game.is_over


def test_r10_2_to_r10_5_final_scoring_with_a_breakdown_per_ahu():
    game = transport()
    st = game.state
    for ahu in ("A01", "A02", "A03", "A04", "A05", "A06"):
        erect(game, ahu, seat=0, size=1)
    erect(game, "A07", seat=0, size=3, headdress=True)  # A07: moai 1, hat 4
    erect(game, "A26", seat=1, size=2, headdress=True)  # A26: moai 7, hat 3
    st.seats[1].bases -= 1
    st.ahus["A25"].base, st.ahus["A25"].face_up = 1, True  # reserved, no moai: 0 (R10.5)
    give_item(game, 2, size=3)  # not erected: 0 (R10.5)
    st.seats[1].tablets, st.seats[2].tablets = 5, 2
    st.tablet_supply -= 7
    st.seats[2].help_points = 4
    game.state_changed()
    pass_all(game)
    assert game.is_over
    assert all(a.face_up for a in st.ahus.values() if a.base is not None)  # R10.2
    result = game.result()
    moai0 = 7 + 6 + 4 + 4 + 2 + 1 + 1 * 3
    assert result["breakdown"][0] == {"help": 0, "ahu_moai": moai0, "headdress": 4, "tablets": 0}
    assert result["breakdown"][1] == {"help": 0, "ahu_moai": 14, "headdress": 3, "tablets": 6}
    assert result["breakdown"][2] == {"help": 4, "ahu_moai": 0, "headdress": 0, "tablets": 3}
    assert result["scores"] == [moai0 + 4, 23, 7]
    assert result["winners"] == [0]
    assert {"ahu": "A26", "seat": 1, "size": 2, "moai": 14, "headdress": 3} in result["per_ahu"]
    assert game.view(2)["ahus"]["A26"]["owner"] == 1  # all bases face up now
    assert game.view(None)["result"]["scores"] == result["scores"]
    conservation(game)


def _tie(tie_break):
    game = transport(tie_break=tie_break)
    st = game.state
    for ahu in ("A01", "A02", "A03", "A04", "A05", "A06", "A07"):
        erect(game, ahu, seat=0, size=1)  # 7+6+4+4+2+1+1 = 25
    st.seats[1].help_points = 25
    game.state_changed()
    pass_all(game)
    return game.result()


def test_r10_6_u13_ties_are_shared_or_broken_on_ahu_points():
    assert _tie("shared")["winners"] == [0, 1]
    assert _tie("ahu_points")["winners"] == [0]


def test_r10_7_immediate_scoring_scores_moai_as_they_stand_and_shows_the_base():
    game = transport(immediate_scoring=True)
    moai = give_item(game, 0, size=2)
    put_figure(game, 0, "chief", "H54")
    act(game, f"0:carry {moai}")
    act(game, "0:step H54")
    events = act(game, "0:erect A07")
    assert {"type": "moai_scored", "seat": 0, "ahu": "A07", "points": 2} in events
    assert game.state.seats[0].score == 2
    assert game.view(1)["ahus"]["A07"]["owner"] == 0 and game.view(1)["scores"][0] == 2


def test_round_limit_ends_the_game_after_phase_4_of_that_round():
    game = transport(round_limit=1)
    events = pass_all(game)
    assert {"type": "round_limit_reached", "round": 1} in events and game.is_over
    assert giants.new_game(3, seed=0).result()["over"] is False


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_whole_greedy_game_ends_with_consistent_results(players):
    import random

    game = giants.new_game(players, seed=8)
    rng = random.Random(8)
    bots = [giants.GreedyBot() for _ in range(players)]
    while not game.is_over:
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
    result = game.result()
    assert result["finishers"]
    assert len(result["scores"]) == players == len(result["breakdown"])
    assert all(
        sum(row.values()) == s for row, s in zip(result["breakdown"], result["scores"], strict=True)
    )
