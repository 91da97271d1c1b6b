"""Game end (R9), final scoring (R10) and the winners (R11)."""

import random

import pytest
from rapanui_support import act, independent_result, position, random_game, types

from kit import IllegalAction, rapanui
from kit.rapanui import PassBuy
from kit.rapanui.options import Options

MARKET = [["grain"] * 4, ["grain"] * 4, ["grain"] * 4, ["sweet_potato"]]


def ending(count, pile, options=None):
    """Seat 0 played ``count`` fish and draws; column 3 holds a single card."""
    hand = ["fish"] * count + ["priest"] * (3 - count)
    game = position(options=options, hands=[hand, [], []], market=MARKET, pile=pile, wood=[9, 3, 4])
    game.hands[1], game.hands[2] = ["grain"] * 3, ["grain"] * 3
    act(game, "0:no_buy")
    act(game, f"0:play fish {count}")
    return game


def test_r9_1_game_ends_when_a_refill_empties_the_draw_pile():
    game = ending(1, ["moai", "fish", "priest", "lumberjack"], options=None)
    events = act(game, "0:draw 3")
    assert types(events)[:3] == ["drew", "refilled", "game_over"]
    assert game.is_over and game.phase == "over" and game.to_move == ()
    assert game.pile == [] and len(game.market[3]) == 4
    # R9.2: no scoring in that turn
    assert "indicator" not in types(events)
    assert game.wood == [9, 3, 4] and game.glory == [0, 0, 0]


def test_r9_3_the_round_is_not_finished():
    game = ending(1, ["moai", "fish", "priest", "lumberjack"])
    act(game, "0:draw 3")
    # the start player ended the game in turn 1: seats 1 and 2 get no turn
    assert game.is_over and game.turn == 1 and game.active == 0


def test_r9_2_the_hand_may_stay_short():
    game = ending(2, ["moai", "fish"])
    events = act(game, "0:draw 3")
    assert events[1] == {"type": "refilled", "column": 3, "count": 2}
    assert game.is_over and len(game.hands[0]) == 2


def test_r9_1_a6_partial_refill_and_the_end_when_a_refill_finds_nothing():
    options = Options(end_trigger="column_empty_and_pile_empty")
    game = ending(3, ["moai"], options=options)
    act(game, "0:draw 3")
    assert not game.is_over and game.pile == [] and game.market[3] == ["moai"]
    events = act(game, "0:draw 3")
    assert types(events)[:2] == ["drew", "game_over"]
    assert game.is_over and len(game.hands[0]) == 2 and game.market[3] == []


def test_r9_1_default_trigger_on_the_same_position_ends_at_once():
    game = ending(3, ["moai"])
    act(game, "0:draw 3")
    assert game.is_over and len(game.hands[0]) == 1


@pytest.mark.parametrize(
    ("trigger", "emptied"),
    [("draw_pile_empty_after_column_refill", 9), ("column_empty_and_pile_empty", 10)],
)
def test_r9_4_t13_the_standard_game_ends_at_the_9th_column_emptying(trigger, emptied):
    # with the moai discards kept out of the pile (A5 = box), the pile holds 34 = 8 x 4 + 2
    options = Options(end_trigger=trigger, stuck_moai_discard_to="box")
    for players in (2, 3, 4):
        for seed in range(8):
            game = rapanui.new_game(players, seed=seed, options=options)
            rng = random.Random(seed)
            log = []
            while not game.is_over:
                legal = game.legal_actions(game.to_move[0])
                log += game.apply(legal[rng.randrange(len(legal))])
            refills = [e["count"] for e in log if e["type"] == "refilled"]
            assert refills == [4] * 8 + [2]
            # an emptied column is refilled at once, except the one that ends the game
            ending = types(log).index("game_over")
            found_nothing = log[ending - 1]["type"] == "drew"
            assert len(refills) + found_nothing == emptied
            # T13: that turn has no scoring
            last_turn = len(log) - types(log)[::-1].index("turn")
            assert "indicator" not in types(log[last_turn:])


def test_r9_5_an_empty_offering_supply_does_not_end_the_game():
    game = position(supply={}, wood=[20, 20, 20])
    assert game.legal_actions(0) == [PassBuy(0)]
    for _ in range(30):
        legal = game.legal_actions(game.to_move[0])
        game.apply(legal[0])
    assert not game.is_over


def test_after_the_end_nothing_can_be_done():
    game = random_game(3, 1)
    assert game.is_over
    assert all(game.legal_actions(s) == [] for s in range(3))
    with pytest.raises(IllegalAction) as err:
        game.apply(PassBuy(game.active))
    assert err.value.key == "core.err.game_over"
    assert game.result()["over"] is True
    assert game.view(0)["result"] == game.result()


# -- R10 / R11 ---------------------------------------------------------------------------------

T10_ALTAR = {"fish": 6, "grain": 6, "mulberry": 3, "sweet_potato": 0}
T10_STOCK = {"fish": 2, "grain": 0, "mulberry": 3, "sweet_potato": 4}


def final(options=None, **state):
    game = position(options=options, **state)
    return game, game.result()


def test_r10_t10_t11_final_score_by_rule():
    game, result = final(
        glory=[5, 0, 0],
        displays=[{"moai": 2, "lumberjack": 4, "priest": 3}, {}, {}],
        wood=[14, 0, 0],
        stocks=[T10_STOCK, {}, {}],
        altar_up=T10_ALTAR,
    )
    # R10.1 glory 5, R10.2 2 moai = 8, R10.3 14 wood = 2 (T11), R10.4 T10 = 16;
    # R10.5 lumberjacks, priests and the hand give nothing
    assert result["breakdown"][0] == {"glory": 5, "moai": 8, "wood": 2, "offerings": 16}
    assert result["scores"][0] == 31
    assert result["altar_values"] == {"fish": 3, "grain": 3, "mulberry": 2, "sweet_potato": 1}
    assert independent_result(game)[0] == result["scores"]


def test_r10_4a_face_down_cards_count_at_the_end():
    game, result = final(stocks=[T10_STOCK, {}, {}], altar_up={"fish": 1})
    game.altar_down = [(1, "grain"), (2, "grain")]
    result = game.result()
    assert result["altar_counts"]["grain"] == 2
    assert result["altar_values"] == {"fish": 2, "grain": 3, "mulberry": 1, "sweet_potato": 1}


def test_r10_4c_empty_altar_all_offerings_worth_nothing():
    _, result = final(stocks=[T10_STOCK, T10_STOCK, T10_STOCK])
    assert [b["offerings"] for b in result["breakdown"]] == [0, 0, 0]
    assert result["altar_values"] == dict.fromkeys(T10_STOCK, 0)


@pytest.mark.parametrize(
    ("ranking", "points"), [("dense", 16), ("zero_count_scores_zero", 12), ("competition", 9)]
)
def test_r10_4b_a7_rankings_in_the_final_score(ranking, points):
    game, result = final(
        options=Options(altar_ranking=ranking), stocks=[T10_STOCK, {}, {}], altar_up=T10_ALTAR
    )
    assert result["breakdown"][0]["offerings"] == points
    assert independent_result(game)[0] == result["scores"]


def test_r10_3_a8_wood_worth_nothing_option():
    _, result = final(options=Options(wood_per_glory_at_end=0), wood=[14, 9, 3])
    assert [b["wood"] for b in result["breakdown"]] == [0, 0, 0]
    _, result = final(wood=[14, 9, 3])
    assert [b["wood"] for b in result["breakdown"]] == [2, 1, 0]


def test_r11_1_highest_score_wins():
    _, result = final(glory=[3, 9, 4])
    assert result["winners"] == [1]


def test_r11_2_t12_tie_more_moai_wins():
    _, result = final(glory=[0, 4, 0], displays=[{"moai": 3}, {"moai": 2}, {}])
    assert result["scores"][:2] == [12, 12]
    assert result["winners"] == [0]


def test_r11_3_t12_tie_and_equal_moai_more_wood_wins():
    _, result = final(glory=[4, 4, 0], displays=[{"moai": 2}, {"moai": 2}, {}], wood=[3, 4, 0])
    assert result["scores"][:2] == [12, 12]
    assert result["winners"] == [1]


def test_r11_4_t12_full_tie_is_shared():
    _, result = final(glory=[4, 4, 0], displays=[{"moai": 2}, {"moai": 2}, {}], wood=[3, 3, 0])
    assert result["winners"] == [0, 1]


@pytest.mark.parametrize(("rule", "winner"), [("total_wood", 0), ("wood_mod_5", 1)])
def test_r11_3_a9_which_wood_breaks_the_tie(rule, winner):
    options = Options(tiebreak_wood=rule)
    _, result = final(
        options=options, glory=[3, 4, 0], displays=[{"moai": 2}, {"moai": 2}, {}], wood=[5, 4, 0]
    )
    assert result["scores"][:2] == [12, 12]
    assert result["winners"] == [winner]
