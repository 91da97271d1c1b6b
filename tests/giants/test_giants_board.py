"""The island as data (R1.1, board doc): the default board's facts, loading, refusing bad files."""

import copy
import itertools
import json
from collections import deque

import pytest

from kit import BoardError, giants
from kit.core import i18n
from kit.core.hexgrid import Hex
from kit.giants.board import OFFSETS, Board, board_from_dict, default_board, load_board


@pytest.fixture(scope="module")
def board():
    return default_board()


@pytest.fixture
def data():
    return default_board().to_dict()


def _reach(board, start, blocked=()):
    seen = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for n in board.hexes[here].neighbours:
            if n not in seen and n not in blocked:
                seen[n] = seen[here] + 1
                todo.append(n)
    return seen


def test_default_board_counts(board):
    assert len(board.ahu_list) == 26
    assert len(board.spaces) == 69
    assert sum(1 for s in board.spaces if s.coastal) == 34
    kinds = [s.kind for s in board.spaces]
    assert kinds.count("quarry_moai") == kinds.count("quarry_hat") == 1
    assert kinds.count("village") == kinds.count("sorcerer_hut") == 1
    assert kinds.count("forest") == 7
    assert (board.moai_quarry, board.hat_quarry, board.village, board.sorcerer_hut) == (
        "H44",
        "H48",
        "H27",
        "H62",
    )


def test_land_graph_is_connected_and_neighbours_are_real_hex_neighbours(board):
    assert len(_reach(board, board.spaces[0].id)) == 69
    for s in board.spaces:
        here = Hex(s.q, s.r)
        for n in s.neighbours:
            other = board.hexes[n]
            assert here.distance(Hex(other.q, other.r)) == 1


def test_every_ahu_touches_land_and_no_special_space_is_next_to_an_ahu(board):
    for ahu in board.ahu_list:
        assert 1 <= len(ahu.adjacent_hexes) <= 3
        for h in ahu.adjacent_hexes:
            assert ahu.id in board.hexes[h].adjacent_ahus
            assert board.hexes[h].kind == "plain"
            space = board.hexes[h]
            assert (space.q - ahu.anchor_q, space.r - ahu.anchor_r) in OFFSETS
        assert 1 <= ahu.moai_points <= 7 and 1 <= ahu.hat_points <= 6


def test_forest_tiles_are_the_r1_3_set(board):
    assert sorted(board.forest_tile_values) == [3, 3, 3, 4, 4, 5, 5]
    assert sum(board.forest_tile_values) == 27  # R1.4: exactly the log supply
    assert len(board.forests) == 7


def test_points_rise_with_distance_from_the_matching_quarry(board):
    """U2: moai points never drop as the Moai quarry gets farther; hat points likewise."""
    for quarry, field in ((board.moai_quarry, "moai_points"), (board.hat_quarry, "hat_points")):
        dist = _reach(board, quarry)
        steps = {a.id: min(dist[h] for h in a.adjacent_hexes) for a in board.ahu_list}
        for a, b in itertools.permutations(board.ahu_list, 2):
            if steps[a.id] < steps[b.id]:
                assert getattr(a, field) <= getattr(b, field), (a.id, b.id)
        nearest = min(board.ahu_list, key=lambda a: steps[a.id])
        assert getattr(nearest, field) == 1


def test_every_ahu_stays_reachable_under_the_strictest_reading_of_u3(board):
    specials = {s.id for s in board.spaces if s.kind in ("village", "sorcerer_hut", "forest")}
    for quarry, other in (
        (board.moai_quarry, board.hat_quarry),
        (board.hat_quarry, board.moai_quarry),
    ):
        reach = _reach(board, quarry, blocked=specials | {other})
        for ahu in board.ahu_list:
            assert any(h in reach for h in ahu.adjacent_hexes), ahu.id


def test_board_is_immutable_hashable_and_round_trips(board, tmp_path):
    with pytest.raises(AttributeError):
        board.name = "x"
    assert hash(board) == hash(board_from_dict(board.to_dict()))
    assert board_from_dict(board.to_dict()) == board
    path = tmp_path / "island.json"
    path.write_text(json.dumps(board.to_dict()), encoding="utf-8")
    assert load_board(path) == board
    assert load_board(str(path)) == board
    assert copy.deepcopy(board) is board


def test_the_bundled_file_keeps_the_designed_approximation_status(board):
    assert "APPROXIMATION" in board.status
    assert "approximation" in (Board.__doc__ or "")
    assert "approximation" in i18n.t("giants.board.approximation", "en")
    assert "近似" in i18n.t("giants.board.approximation", "zh-TW")
    assert giants.new_game(3, seed=1).view(None)["board_note"] == "giants.board.approximation"


def _mutations():
    def drop(key):
        return lambda d: d.pop(key)

    def hex_field(i, key, value):
        def f(d):
            d["hexes"][i][key] = value

        return f

    def ahu_field(i, key, value):
        def f(d):
            d["ahus"][i][key] = value

        return f

    def second_village(d):
        d["hexes"][0]["kind"] = "village"

    def one_way(d):
        d["hexes"][1]["neighbours"].remove("H01")

    def missing_link(d):
        h01 = d["hexes"][0]
        h01["neighbours"].remove("H02")
        d["hexes"][1]["neighbours"].remove("H01")

    def island_apart(d):
        d["hexes"].append(
            {
                "id": "H99",
                "q": 30,
                "r": 30,
                "kind": "plain",
                "coastal": True,
                "neighbours": [],
                "adjacent_ahus": [],
            }
        )

    def duplicate(d):
        d["hexes"][1]["id"] = "H01"

    def mismatch(d):
        d["ahus"][0]["adjacent_hexes"] = ["H68"]

    def extra_forest_tile(d):
        d["forest_tile_values"].append(6)

    return [
        ("not_object", lambda d: d.clear() or d.update({"hexes": 3})),
        ("missing_field", drop("ahus")),
        ("missing_field", lambda d: d["hexes"][3].pop("q")),
        ("bad_field", hex_field(0, "r", "north")),
        ("bad_field", hex_field(0, "coastal", "yes")),
        ("unknown_kind", hex_field(0, "kind", "volcano")),
        ("special_count", second_village),
        ("unknown_neighbour", hex_field(0, "neighbours", ["H02", "H03", "H04", "H77"])),
        ("one_way", one_way),
        ("missing_neighbour", missing_link),
        ("disconnected", island_apart),
        ("duplicate_id", duplicate),
        ("ahu_no_hex", ahu_field(0, "adjacent_hexes", [])),
        ("ahu_on_land", ahu_field(0, "anchor_r", 10)),
        ("not_adjacent", mismatch),
        ("bad_points", ahu_field(2, "moai_points", -1)),
        ("bad_field", ahu_field(2, "hat_points", 2.5)),
        ("forest_count", extra_forest_tile),
        ("unknown_ahu", hex_field(0, "adjacent_ahus", ["A16", "A17", "A99"])),
    ]


@pytest.mark.parametrize(("key", "change"), _mutations())
def test_a_malformed_board_is_refused_with_a_reason_naming_the_problem(data, key, change):
    if key == "not_object":
        data = {"hexes": 3}
        key = "bad_field"
    else:
        change(data)
    with pytest.raises(BoardError) as info:
        load_board(data)
    assert info.value.key == f"giants.board.{key}"
    assert info.value.reason != info.value.key and info.value.reason_zh != info.value.key
    assert info.value.reason != info.value.reason_zh


def test_board_errors_name_the_hex_or_ahu(data):
    data["hexes"][5]["kind"] = "volcano"
    with pytest.raises(BoardError, match=r"H06.*volcano"):
        load_board(data)


def test_unreadable_and_non_json_files_are_refused(tmp_path):
    with pytest.raises(BoardError) as info:
        load_board(tmp_path / "missing.json")
    assert info.value.key == "giants.board.unreadable"
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(bad)
    assert info.value.key == "giants.board.not_json"
    listy = tmp_path / "list.json"
    listy.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(listy)
    assert info.value.key == "giants.board.not_object"
    with pytest.raises(BoardError):
        load_board(42)


def test_a_teacher_board_with_other_values_plays(data):
    """A new island is data: change every Ahu's points and the forest tiles, then play."""
    for ahu in data["ahus"]:
        ahu["moai_points"] = 2
    data["name"] = "flat"
    board = load_board(data)
    game = giants.new_game(3, seed=4, board=board)
    assert game.board.name == "flat"
    assert all(a.moai_points == 2 for a in game.board.ahu_list)
    assert game.view(0)["board"]["name"] == "flat"
