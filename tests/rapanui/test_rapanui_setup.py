"""Components, setup and rule options (R1, R2, §16)."""

import dataclasses

import pytest
from rapanui_support import check_invariants, rapa_nui_cards

from kit import rapanui
from kit.core.chance import Chance
from kit.core.options import options_from_dict, options_to_dict
from kit.rapanui import cards
from kit.rapanui.options import Options


def test_r1_components_66_rapa_nui_cards_and_100_offerings():
    assert cards.DECK_SIZE == 50
    assert cards.DECK == {
        "moai": 9,
        "priest": 9,
        "lumberjack": 12,
        "fish": 5,
        "grain": 5,
        "mulberry": 5,
        "sweet_potato": 5,
    }
    assert cards.ALL_RAPA_NUI_CARDS == 66 == sum(cards.CARDS_IN_BOX.values())
    # R1.1: each kind is on exactly 3 start cards, each colour lacks exactly one kind
    assert all(cards.CARDS_IN_BOX[k] == 5 + 3 for k in cards.KINDS)
    assert cards.CARDS_IN_BOX["lumberjack"] == 12 + 4
    assert cards.ALL_OFFERINGS == 100


def test_r1_1_a10_start_set_table_lacks_each_kind_once():
    assert sorted(cards.START_SET_MISSING_KIND.values()) == sorted(cards.KINDS)
    assert list(cards.START_SET_MISSING_KIND) == list(cards.COLOURS)
    assert Options().start_sets() == cards.START_SET_MISSING_KIND


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r2_setup_by_player_count(players):
    game = rapanui.new_game(players, seed=11)
    # R2.7: wood 2/3/4/5 by seat; R2.8: no glory
    assert game.wood == [2, 3, 4, 5][:players]
    assert game.glory == [0] * players
    # R2.2: the lumberjack is the first card of each display, the hand holds 3 H&G
    for seat in range(players):
        assert game.displays[seat]["lumberjack"] == 1
        assert sum(game.displays[seat].values()) == 1
        hand = game.hands[seat]
        assert len(hand) == 3 and len(set(hand)) == 3 and set(hand) <= set(cards.KINDS)
    # R2.5: one offering card of each kind per player, the rest in the open supply
    assert game.stocks == [dict.fromkeys(cards.KINDS, 1) for _ in range(players)]
    assert game.supply == dict.fromkeys(cards.KINDS, 25 - players)
    # R2.3: unused start sets go to the box, the whole deck is used
    assert len(game.box) == 4 * (4 - players)
    # R2.4: 4 columns of 4, 34 cards in the draw pile
    assert [len(c) for c in game.market] == [4, 4, 4, 4]
    assert len(game.pile) == 34
    assert game.phase == "buy" and game.to_move == (0,) and game.turn == 1
    check_invariants(game)


def test_r2_2_t1_three_players():
    game = rapanui.new_game(3, seed=0)
    assert game.wood == [2, 3, 4]
    assert all(s == {"fish": 1, "grain": 1, "mulberry": 1, "sweet_potato": 1} for s in game.stocks)
    assert [d["lumberjack"] for d in game.displays] == [1, 1, 1]
    # A10 default table: yellow-green lacks fish, light blue grain, red mulberry
    assert game.hands == [
        ["grain", "mulberry", "sweet_potato"],
        ["fish", "mulberry", "sweet_potato"],
        ["fish", "grain", "sweet_potato"],
    ]
    assert game.colours == ["yellow_green", "light_blue", "red"]


def test_r2_3_unused_start_sets_in_the_box():
    game = rapanui.new_game(2, seed=0)
    # red lacks mulberry, violet lacks sweet potato
    assert sorted(game.box) == sorted(
        ["lumberjack", "fish", "grain", "sweet_potato", "lumberjack", "fish", "grain", "mulberry"]
    )
    assert rapa_nui_cards(game)["lumberjack"] == 16


def test_r2_4_deal_column_by_column_last_card_in_front():
    seed = 5
    deck = [t for t in cards.CARD_TYPES for _ in range(cards.DECK[t])]
    Chance(seed).shuffle(deck)
    game = rapanui.new_game(4, seed=seed)
    for c in range(4):
        dealt = [deck.pop() for _ in range(4)]
        assert game.market[c] == dealt  # back card first
        assert game.view(None)["market"][c]["front"] == dealt[-1]
    assert game.pile == deck


def test_a10_other_start_set_table():
    options = Options(start_set_missing="grain,fish,sweet_potato,mulberry")
    game = rapanui.new_game(4, seed=0, options=options)
    assert game.hands[0] == ["fish", "mulberry", "sweet_potato"]
    assert game.hands[3] == ["fish", "grain", "sweet_potato"]


def test_options_defaults_follow_the_policy():
    o = Options()
    assert o.min_offering_price == 1  # A1 (seed)
    assert o.majority_min_count == 3  # A2 (seed)
    assert o.supply_offering_optional is True  # A3 (seed)
    assert o.moai_split_allowed is False  # A4
    assert o.stuck_moai_discard_to == "draw_pile"  # A5 (seed)
    assert o.end_trigger == "draw_pile_empty_after_column_refill"  # A6
    assert o.altar_ranking == "dense"  # A7
    assert o.wood_per_glory_at_end == 5  # A8
    assert o.tiebreak_wood == "total_wood"  # A9
    assert o.start_set_missing == "fish,grain,mulberry,sweet_potato"  # A10
    assert o.reversed_secrecy is False  # A11
    with pytest.raises(dataclasses.FrozenInstanceError):
        o.min_offering_price = 0


def test_every_option_is_documented_with_its_rule():
    import inspect

    from kit.rapanui.options import CLASSROOM, RULE_NUMBERS

    source = inspect.getsource(Options)
    for field in dataclasses.fields(Options):
        block = source.split(f"    {field.name}:", 1)[1].split('"""')[1]
        if field.name in CLASSROOM:  # not a rule of the game: says so, and which rule it changes
            assert "classroom option, not a rule of the game" in block, field.name
        else:
            assert block.strip().startswith("A"), field.name
        assert RULE_NUMBERS[field.name].split(" · ")[-1] in block, field.name
        assert "R" in block or "V1" in block, field.name


@pytest.mark.parametrize(
    "bad",
    [
        {"min_offering_price": 2},
        {"majority_min_count": 0},
        {"majority_min_count": True},
        {"supply_offering_optional": 1},
        {"stuck_moai_discard_to": "sea"},
        {"end_trigger": "never"},
        {"altar_ranking": "olympic"},
        {"wood_per_glory_at_end": -1},
        {"tiebreak_wood": "most"},
        {"start_set_missing": "fish,fish,grain,mulberry"},
        {"start_set_missing": "fish,grain"},
        {"reversed_secrecy": "yes"},
    ],
)
def test_bad_options_are_refused(bad):
    with pytest.raises(ValueError):
        Options(**bad)


def test_options_round_trip_through_a_dict():
    o = Options(altar_ranking="competition", majority_min_count=2, reversed_secrecy=True)
    assert options_from_dict(Options, options_to_dict(o)) == o
    with pytest.raises(ValueError):
        options_from_dict(Options, {"altar_ranking": 3})
    with pytest.raises(ValueError):
        options_from_dict(Options, {"no_such_option": 1})


@pytest.mark.parametrize("players", [1, 5, True, "3"])
def test_player_count_2_to_4(players):
    with pytest.raises(ValueError):
        rapanui.new_game(players, seed=1)


def test_new_game_without_seed_picks_one():
    a, b = rapanui.new_game(2), rapanui.new_game(2)
    assert isinstance(a.seed, int) and a.seed != b.seed
