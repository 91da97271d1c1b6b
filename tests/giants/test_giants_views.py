"""Views (R11): what each seat sees, and that nothing hidden leaks."""

import json
import random

from giants_support import (
    act,
    check_no_leak,
    check_view,
    erect,
    give_item,
    hidden_twin,
    position,
    put_figure,
    put_item,
    put_logs,
    random_action,
)

from kit import giants

KEYS = {
    "game",
    "seat",
    "players",
    "colours",
    "round",
    "phase",
    "phase_number",
    "to_move",
    "current",
    "first_player",
    "over",
    "board",
    "board_note",
    "options",
    "dice",
    "quarry_tile",
    "headdress_stock",
    "supply",
    "forests",
    "hexes",
    "ahus",
    "seats",
    "scores",
    "auction",
    "transport",
    "marks_left",
    "parked",
    "last_moved",
    "recalling",
    "result",
}


def test_a_view_has_every_public_part_as_plain_data():
    game = giants.new_game(4, seed=2)
    view = game.view(1)
    assert set(view) == KEYS
    json.dumps(view)
    assert view["seat"] == 1 and view["phase"] == "auction_bid" and view["phase_number"] == 2
    assert view["to_move"] == [0, 1, 2, 3] and view["current"] is None
    assert view["dice"]["colours"] == ["white", "white", "white", "brown"]
    assert len(view["dice"]["faces"]) == 4
    assert sum(view["supply"]["moai"].values()) + len(view["quarry_tile"]) == 35
    assert view["headdress_stock"] == 14 and view["supply"]["half_tablets"] == 30
    assert len(view["board"]["ahus"]) == 26 and view["board"]["note"] == view["board_note"]
    assert view["colours"] == ["red", "yellow", "blue", "green"]
    assert game.view(None)["seat"] is None


def test_the_board_state_per_hex_and_ahu():
    game = position(3, phase="transport")
    put_figure(game, 0, "worker", "H43", count=2)
    put_figure(game, 2, "chief", "H43")
    put_logs(game, "H43", 1)
    moai = put_item(game, "H43", size=2, marker=1)
    erect(game, "A06", seat=2, size=3, headdress=True)
    view = game.view(0)
    assert view["hexes"]["H43"] == {
        "figures": [
            {"seat": 0, "workers": 2, "sorcerer": 0, "chief": 0},
            {"seat": 2, "workers": 0, "sorcerer": 0, "chief": 1},
        ],
        "logs": 1,
        "items": [{"item": moai, "kind": "moai", "size": 2, "marker": 1}],
        "power": 6,
    }
    assert view["ahus"]["A06"]["moai"]["size"] == 3 and view["ahus"]["A06"]["headdress"]
    assert view["ahus"]["A06"]["owner"] is None
    assert game.view(2)["ahus"]["A06"]["owner"] == 2
    assert view["seats"][0]["on_board"] == {
        "workers": 2,
        "sorcerer": None,
        "chief": None,
        "markers": 0,
    }
    assert view["seats"][1]["on_board"]["markers"] == 1


def test_the_transport_in_progress_can_be_drawn():
    game = position(3, phase="transport")
    moai = give_item(game, 0, size=2)
    put_figure(game, 1, "worker", "H43")
    put_logs(game, "H43", 1)
    act(game, f"0:carry {moai}")
    act(game, "0:step H43")
    t = game.view(2)["transport"]
    assert t == {
        "seat": 0,
        "item": {"item": moai, "kind": "moai", "size": 2, "marker": None},
        "need": 2,
        "from_front": True,
        "path": ["H44", "H43"],
        "carriers": [["L", "W1"]],
        "paid": [0, 1, 0],
        "pending_hex": None,
        "helper_options": [],
    }
    assert game.view(0)["last_moved"] == moai


def test_only_the_owner_sees_behind_a_screen_and_its_part_of_the_reserve_box():
    game = giants.new_game(3, seed=5)
    for seat in range(3):
        view = game.view(seat)
        for entry in view["seats"]:
            mine = entry["seat"] == seat
            assert (entry["screen"] is not None) == mine
            assert (entry["reserve_box"] is not None) == mine
    public = game.view(None)
    assert all(e["screen"] is None and e["reserve_box"] is None for e in public["seats"])


def test_the_leak_check_detects_a_change_of_secrets():
    """The twin used by the leak checks really changes what the other seats hide."""
    game = position(3, phase="transport")
    erect(game, "A06", seat=1)
    twin = hidden_twin(game, 0)
    assert twin.view(1) != game.view(1)  # seat 1's own screen and base did change
    assert twin.view(0) == game.view(0)
    assert twin.view(None) == game.view(None)


def test_no_view_leaks_during_random_games_with_every_option():
    options = [
        giants.Options(round_limit=2),
        giants.Options(round_limit=2, memory_mode=True, gains_at_once=False),
        giants.Options(round_limit=2, immediate_scoring=True, gift_helpers=True),
    ]
    for seed, opts in enumerate(options * 2):
        game = giants.new_game(3 + seed % 3, seed=seed, options=opts)
        rng = random.Random(seed)
        step = 0
        while not game.is_over:
            if step % 5 == 0:
                check_no_leak(game)
            for seat in (None, *range(game.players)):
                if step % 3 == 0:
                    check_view(game, seat)
            game.apply(random_action(game, rng))
            step += 1
        check_no_leak(game)


def test_bids_are_hidden_until_all_are_in_even_in_the_public_view():
    game = giants.new_game(3, seed=1)
    seat = game.to_move[0]
    legal = game.legal_actions(seat)
    game.apply(legal[-1])  # the biggest bid
    for other in (None, *range(3)):
        text = json.dumps(game.view(other))
        assert '"bids"' not in text
    check_no_leak(game)
