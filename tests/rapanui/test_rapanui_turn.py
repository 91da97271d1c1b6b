"""Buying (R4), playing (R5) and the sacrifice round (R6) on prepared positions."""

import pytest
from rapanui_support import act, position, types

from kit import IllegalAction, rapanui
from kit.rapanui import Buy, Offer, PassBuy, PassOffer, Play, Sacrifice
from kit.rapanui.options import Options

# -- R4: buying an offering card ---------------------------------------------------------------


def test_r4_2_t2_price_is_5_minus_own_hunters_of_the_kind():
    game = position(displays=[{"grain": 2}, {}, {}], wood=[9, 3, 4])
    assert game.price(0, "grain") == 3
    assert game.price(0, "fish") == 5
    assert game.view(0)["seats"][0]["prices"] == {
        "fish": 5,
        "grain": 3,
        "mulberry": 5,
        "sweet_potato": 5,
    }
    events = act(game, "0:buy grain")
    assert events == [{"type": "bought", "seat": 0, "kind": "grain", "price": 3}]
    assert game.wood[0] == 6


@pytest.mark.parametrize(("minimum", "price"), [(1, 1), (0, 0)])
def test_r4_2_t2_a1_minimum_price(minimum, price):
    options = Options(min_offering_price=minimum)
    game = position(options=options, displays=[{"fish": 5}, {}, {}], wood=[0, 3, 4])
    assert game.price(0, "fish") == price
    assert (Buy(0, "fish") in game.legal_actions(0)) == (price == 0)
    game.displays[0]["fish"] = 6  # never below the minimum
    assert game.price(0, "fish") == price


def test_r4_3_buy_pays_and_moves_a_card_from_supply_to_stock():
    game = position(wood=[5, 3, 4])
    act(game, "0:buy mulberry")
    assert game.wood[0] == 0
    assert game.supply["mulberry"] == 21
    assert game.stocks[0]["mulberry"] == 2
    assert game.phase == "play"


def test_r4_3_cannot_buy_what_you_cannot_pay():
    game = position(wood=[4, 3, 4])
    assert game.legal_actions(0) == [PassBuy(0)]
    with pytest.raises(IllegalAction) as err:
        act(game, "0:buy fish")
    assert "5" in err.value.reason and "4" in err.value.reason
    assert "圓木" in err.value.reason_zh


def test_r4_1_at_most_one_offering_card_per_turn():
    game = position(wood=[20, 3, 4])
    act(game, "0:buy fish")
    assert game.phase == "play"
    assert not any(isinstance(a, Buy) for a in game.legal_actions(0))
    with pytest.raises(IllegalAction) as err:
        act(game, "0:buy grain")
    assert err.value.key == "rapanui.err.wrong_step"


def test_r4_1_buying_is_optional():
    game = position(wood=[20, 3, 4])
    assert game.legal_actions(0)[-1] == PassBuy(0)
    assert act(game, "0:no_buy") == [{"type": "no_buy", "seat": 0}]
    assert game.wood[0] == 20 and game.phase == "play"


def test_r4_4_wood_gained_later_cannot_pay_for_the_buy():
    # the lumberjack scoring comes after the buy; with 4 wood nothing can be bought first
    game = position(wood=[4, 3, 4], hands=[["lumberjack", "fish", "grain"], [], []])
    assert game.phase == "buy" and game.legal_actions(0) == [PassBuy(0)]


def test_r13_1_empty_supply_stack_cannot_be_bought():
    game = position(wood=[9, 3, 4], supply={"fish": 0, "grain": 3, "mulberry": 3})
    kinds = [a.kind for a in game.legal_actions(0) if isinstance(a, Buy)]
    assert kinds == ["grain", "mulberry"]
    with pytest.raises(IllegalAction) as err:
        act(game, "0:buy fish")
    assert err.value.key == "rapanui.err.supply_empty"


# -- R5: playing cards -------------------------------------------------------------------------


def in_play_phase(hand, wood=0, **state):
    game = position(hands=[hand, ["fish"] * 3, ["grain"] * 3], wood=[wood, 3, 4], **state)
    act(game, "0:no_buy")
    return game


@pytest.mark.parametrize(("wood", "counts"), [(2, [1, 2, 3]), (1, [1, 2]), (0, [1])])
def test_r5_1d_t3_one_to_three_hunters_of_one_kind(wood, counts):
    game = in_play_phase(["fish", "fish", "fish"], wood=wood)
    assert game.legal_actions(0) == [Play(0, "fish", n) for n in counts]


@pytest.mark.parametrize(("count", "cost"), [(1, 0), (2, 1), (3, 2)])
def test_r5_1d_hunters_cost_0_1_2_in_total(count, cost):
    game = in_play_phase(["grain", "grain", "grain"], wood=5)
    events = act(game, f"0:play grain {count}")
    assert events[0] == {
        "type": "played_hunters",
        "seat": 0,
        "kind": "grain",
        "count": count,
        "cost": cost,
    }
    assert game.wood[0] == 5 - cost
    assert game.displays[0]["grain"] == count
    assert game.hands[0] == ["grain"] * (3 - count)


def test_r5_1_lumberjack_and_priest_are_free_moai_costs_7():
    game = in_play_phase(["lumberjack", "priest", "moai"], wood=7)
    assert game.legal_actions(0) == [
        Play(0, "lumberjack", 1),
        Play(0, "priest", 1),
        Play(0, "moai", 1),
    ]
    act(game, "0:play moai 1")
    assert game.wood[0] == 0 and game.displays[0]["moai"] == 1


def test_r5_1_one_lumberjack_priest_or_moai_per_turn():
    game = in_play_phase(["priest", "priest", "fish"])
    assert Play(0, "priest", 2) not in game.legal_actions(0)
    with pytest.raises(IllegalAction) as err:
        act(game, "0:play priest 2")
    assert err.value.key == "rapanui.err.one_at_a_time"


def test_r5_1_moai_needs_7_wood():
    game = in_play_phase(["moai", "fish", "fish"], wood=6)
    with pytest.raises(IllegalAction) as err:
        act(game, "0:play moai 1")
    assert err.value.key == "rapanui.err.moai_cost"
    assert err.value.params == {"wood": 6, "cost": 7}


def test_r5_1_cannot_play_cards_not_in_hand():
    game = in_play_phase(["fish", "grain", "priest"], wood=5)
    with pytest.raises(IllegalAction) as err:
        act(game, "0:play fish 2")
    assert err.value.key == "rapanui.err.not_in_hand"
    with pytest.raises(IllegalAction):
        act(game, "0:play lumberjack 1")


def test_r5_3_playing_is_mandatory():
    game = in_play_phase(["fish", "grain", "priest"])
    assert all(isinstance(a, Play) for a in game.legal_actions(0))
    with pytest.raises(IllegalAction):
        game.apply(PassBuy(0))


def test_r5_5_no_limit_on_a_display():
    game = in_play_phase(["fish", "fish", "fish"], wood=2, displays=[{"fish": 6}, {}, {}])
    act(game, "0:play fish 3")
    assert game.displays[0]["fish"] == 9


def test_r5_4_only_moai_discard_goes_into_the_draw_pile():
    game = in_play_phase(["moai", "moai", "moai"], wood=6)
    assert game.legal_actions(0) == [rapanui.DiscardMoai(0)]
    pile = len(game.pile)
    events = act(game, "0:discard")
    assert events[0] == {"type": "discarded", "seat": 0, "card": "moai", "to": "draw_pile"}
    assert game.hands[0] == ["moai", "moai"]
    assert len(game.pile) == pile + 1 and "moai" in game.pile
    assert game.displays[0]["moai"] == 0 and game.wood[0] == 6
    # no sacrifice round; draw one card, then scoring as usual
    assert game.phase == "draw" and game.draws_left == 1


def test_r5_4_a5_discard_into_the_box():
    options = Options(stuck_moai_discard_to="box")
    game = in_play_phase(["moai", "moai", "moai"], wood=0, options=options)
    pile = list(game.pile)
    act(game, "0:discard")
    assert game.box.count("moai") == 1 and game.pile == pile


def test_r13_4_only_moai_with_7_wood_must_play_one():
    game = in_play_phase(["moai", "moai", "moai"], wood=7)
    assert game.legal_actions(0) == [Play(0, "moai", 1)]
    with pytest.raises(IllegalAction) as err:
        act(game, "0:discard")
    assert err.value.key == "rapanui.err.no_discard"


def test_r5_4_no_discard_with_other_cards():
    game = in_play_phase(["moai", "moai", "fish"], wood=0)
    assert game.legal_actions(0) == [Play(0, "fish", 1)]


# -- R6: the sacrifice round -------------------------------------------------------------------


def moai_position(players=3, initiator=1, options=None, **state):
    """``initiator`` holds a moai and 7 wood and is about to play it."""
    n = players
    hands = [["fish", "grain", "mulberry"] for _ in range(n)]
    hands[initiator] = ["moai", "fish", "grain"]
    wood = [3] * n
    wood[initiator] = 7
    game = position(n, options=options, hands=hands, wood=wood, **state)
    game.active = initiator
    game._set_phase("buy", initiator)
    act(game, f"{initiator}:no_buy")
    return game


def test_r6_t8_sacrifice_order_and_faces():
    game = moai_position()
    events = act(game, "1:play moai 1")
    assert types(events) == ["played", "sacrifice_round"]
    # R6.2: the left neighbour first, face up, then clockwise
    assert game.phase == "sacrifice" and game.to_move == (2,)
    assert game.legal_actions(2) == [Sacrifice(2, k, "up") for k in rapanui.KINDS]
    assert act(game, "2:sacrifice grain up") == [{"type": "sacrificed", "seat": 2, "kind": "grain"}]
    assert game.to_move == (0,)
    act(game, "0:sacrifice fish up")
    # R6.3: the initiator's own card face down
    assert game.to_move == (1,)
    assert game.legal_actions(1)[0].face == "down"
    assert act(game, "1:sacrifice mulberry down") == [{"type": "sacrificed_face_down", "seat": 1}]
    # R6.4: then one card from the supply, face up
    assert game.phase == "offer" and game.to_move == (1,)
    supply = game.supply["sweet_potato"]
    act(game, "1:offer sweet_potato")
    assert game.supply["sweet_potato"] == supply - 1
    assert game.altar_up == {"fish": 1, "grain": 1, "mulberry": 0, "sweet_potato": 1}
    assert game.altar_down == [(1, "mulberry")]
    assert sum(game.altar_counts().values()) == 4  # T8: the altar holds 4 more cards
    assert game.stocks[2]["grain"] == 0 and game.stocks[1]["mulberry"] == 0
    assert game.phase == "draw"


def test_r6_1_sacrifice_comes_before_drawing_and_r6_6_pays_nothing():
    game = moai_position()
    act(game, "1:play moai 1")
    wood, glory = list(game.wood), list(game.glory)
    for text in ("2:sacrifice fish up", "0:sacrifice fish up", "1:sacrifice fish down"):
        assert game.phase == "sacrifice"
        act(game, text)
    act(game, "1:no_offer")
    assert game.wood == wood and game.glory == glory
    assert game.phase == "draw"


def test_r6_2_r13_3_players_without_offerings_skip():
    game = moai_position(stocks=[{}, {"fish": 1}, {"grain": 2}])
    act(game, "1:play moai 1")
    assert game.to_move == (2,)
    act(game, "2:sacrifice grain up")
    assert game.to_move == (1,)  # seat 0 has nothing and is skipped


def test_r6_3_initiator_without_offerings_skips():
    game = moai_position(stocks=[{"fish": 1}, {}, {}])
    act(game, "1:play moai 1")
    assert game.to_move == (0,)
    act(game, "0:sacrifice fish up")
    assert game.phase == "offer"


def test_r6_2_a_sacrifice_is_mandatory_and_from_the_own_stock():
    game = moai_position(stocks=[{}, {"fish": 1}, {"grain": 2}])
    act(game, "1:play moai 1")
    assert game.legal_actions(2) == [Sacrifice(2, "grain", "up")]
    with pytest.raises(IllegalAction) as err:
        act(game, "2:sacrifice fish up")
    assert err.value.key == "rapanui.err.no_offering"
    with pytest.raises(IllegalAction) as err:
        act(game, "2:sacrifice grain down")
    assert err.value.key == "rapanui.err.wrong_face"


def test_r6_4_a3_supply_card_optional_by_default():
    game = moai_position(stocks=[{}, {}, {}])
    act(game, "1:play moai 1")
    assert game.phase == "offer"
    assert game.legal_actions(1) == [*(Offer(1, k) for k in rapanui.KINDS), PassOffer(1)]
    assert types(act(game, "1:no_offer")) == ["no_offer"]
    assert game.altar_counts() == dict.fromkeys(rapanui.KINDS, 0)


def test_r6_4_a3_supply_card_mandatory_option():
    options = Options(supply_offering_optional=False)
    game = moai_position(options=options, stocks=[{}, {}, {}], supply={"grain": 1})
    act(game, "1:play moai 1")
    assert game.legal_actions(1) == [Offer(1, "grain")]
    with pytest.raises(IllegalAction) as err:
        act(game, "1:no_offer")
    assert err.value.key == "rapanui.err.offer_mandatory"
    with pytest.raises(IllegalAction) as err:
        act(game, "1:offer fish")
    assert err.value.key == "rapanui.err.supply_empty"


def test_r13_2_no_supply_card_when_every_stack_is_empty():
    options = Options(supply_offering_optional=False)
    game = moai_position(options=options, stocks=[{}, {}, {}], supply={})
    act(game, "1:play moai 1")
    assert game.phase == "draw"


def test_v1_a11_reversed_secrecy_everybody_face_down():
    game = moai_position(options=Options(reversed_secrecy=True))
    act(game, "1:play moai 1")
    assert {a.face for a in game.legal_actions(2)} == {"down"}
    act(game, "2:sacrifice fish down")
    act(game, "0:sacrifice grain down")
    act(game, "1:sacrifice fish down")
    act(game, "1:offer mulberry")
    assert game.altar_up == {"fish": 0, "grain": 0, "mulberry": 1, "sweet_potato": 0}
    assert game.altar_down == [(2, "fish"), (0, "grain"), (1, "fish")]


def test_r6_5_every_altar_card_counts_for_the_ranking():
    game = moai_position()
    act(game, "1:play moai 1")
    for text in ("2:sacrifice fish up", "0:sacrifice fish up", "1:sacrifice grain down"):
        act(game, text)
    act(game, "1:offer grain")
    assert game.result()["altar_counts"] == {
        "fish": 2,
        "grain": 2,
        "mulberry": 0,
        "sweet_potato": 0,
    }


def test_r5_2_start_card_and_deck_hunters_of_a_kind_are_played_together():
    game = rapanui.new_game(2, seed=4)
    assert "grain" in game.hands[0]  # a start card
    game.market[0][-1] = "grain"  # a deck card in front of column 0
    act(game, "0:no_buy")
    act(game, "0:play mulberry 1")
    act(game, "0:draw 0")
    while game.active != 0 or game.phase != "play":
        seat = game.to_move[0]
        game.apply(game.legal_actions(seat)[-1 if game.phase == "buy" else 0])
    assert game.hands[0].count("grain") >= 2
    assert Play(0, "grain", 2) in game.legal_actions(0)
