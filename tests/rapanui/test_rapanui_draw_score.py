"""Refilling the hand and the scoring indicator (R7), scoring for all players (R8)."""

import pytest
from rapanui_support import act, position, types

from kit import IllegalAction
from kit.rapanui import Draw, MoaiPayout
from kit.rapanui.options import Options

MARKET = [
    ["lumberjack", "priest", "moai", "fish"],
    ["priest", "moai", "fish", "grain"],
    ["grain", "lumberjack", "priest", "mulberry"],
    ["sweet_potato"],
]
PILE = ["moai", "fish", "lumberjack", "priest", "grain", "grain", "mulberry", "moai"]


def drawing(played="fish", count=1, hand=None, market=MARKET, pile=PILE, **state):
    """Seat 0 (of 3) has played ``count`` cards and is about to draw."""
    hand = hand or [played] * count + ["sweet_potato"] * (3 - count)
    state.setdefault("wood", [9, 3, 4])
    game = position(
        hands=[hand, ["priest"] * 3, ["lumberjack"] * 3], market=market, pile=pile, **state
    )
    act(game, "0:no_buy")
    act(game, f"0:play {played} {count}")
    return game


def test_r7_1_draw_back_up_to_three():
    game = drawing(count=2)
    assert game.phase == "draw" and game.draws_left == 2
    assert game.view(0)["draws_left"] == 2
    act(game, "0:draw 0")
    assert game.phase == "draw" and len(game.hands[0]) == 2
    act(game, "0:draw 1")
    assert len(game.hands[0]) == 3 and game.phase == "buy" and game.active == 1


def test_r7_2_r7_3_take_the_front_card_and_expose_the_next():
    game = drawing(count=3)
    assert game.legal_actions(0) == [Draw(0, c) for c in range(4)]
    events = act(game, "0:draw 1")
    assert events == [{"type": "drew", "seat": 0, "card": "priest", "column": 1}]
    assert game.view(None)["market"][1]["front"] == "moai"
    act(game, "0:draw 1")  # the same column again
    assert game.hands[0].count("moai") == 1
    assert game.view(None)["market"][1]["cards"] == ["fish", "grain"]


def test_r7_4_an_emptied_column_is_refilled_with_four_at_once():
    game = drawing(count=2)
    events = act(game, "0:draw 3")
    assert types(events) == ["drew", "refilled"]
    assert events[1] == {"type": "refilled", "column": 3, "count": 4}
    # R2.4: dealt back to front, the fourth card dealt is the front card
    assert game.view(None)["market"][3]["cards"] == ["priest", "lumberjack", "fish", "moai"]
    assert len(game.pile) == 4
    act(game, "0:draw 3")  # R7.2: a just refilled column may be drawn from
    assert game.hands[0][-1] == "priest"


def test_r7_5_t9_indicator_is_the_next_card_of_the_last_column():
    market = [["fish"] * 4, ["priest", "moai", "fish"], ["grain"] * 4, ["grain"] * 4]
    game = drawing(count=1, market=market, displays=[{"moai": 1}, {}, {}])
    events = act(game, "0:draw 1")
    assert game.hands[0][-1] == "priest"
    assert events[1] == {"type": "indicator", "card": "moai", "column": 1}
    assert game.view(0)["indicator"] == {"card": "moai", "column": 1, "turn": 1}
    # R7.6: the indicator stays in the market
    assert game.market[1] == ["fish", "moai"]


def test_r7_5_t9_indicator_of_a_refilled_column_is_its_new_front():
    market = [["fish"] * 4, ["lumberjack"], ["grain"] * 4, ["grain"] * 4]
    pile = ["moai", "fish", "lumberjack", "priest", "grain"]
    game = drawing(count=1, market=market, pile=pile)
    events = act(game, "0:draw 1")
    assert game.hands[0][-1] == "lumberjack"
    assert types(events)[:3] == ["drew", "refilled", "indicator"]
    assert events[2]["card"] == "priest"


def test_r7_5_cards_exposed_by_earlier_draws_are_not_scored():
    game = drawing(count=2, displays=[{"lumberjack": 1}, {}, {}])
    events = act(game, "0:draw 0")  # exposes a priest: not scored
    assert "indicator" not in types(events)
    events = act(game, "0:draw 2")  # exposes a lumberjack: scored
    indicators = [e for e in events if e["type"] == "indicator"]
    assert indicators == [{"type": "indicator", "card": "lumberjack", "column": 2}]


# -- R8: scoring -------------------------------------------------------------------------------


def score(card, displays, options=None, players=3, others=("grain",) * 3, **state):
    """Seat 0 plays a lumberjack and draws so that ``card`` is the indicator."""
    market = [["fish", card, "grain"], ["grain"] * 4, ["grain"] * 4, ["grain"] * 4]
    n = players
    hands = [["lumberjack", "fish", "grain"]] + [list(others)] * (n - 1)
    state.setdefault("wood", [0] * n)
    game = position(n, options=options, hands=hands, market=market, **state)
    game.displays = [dict(dict.fromkeys(game.displays[0], 0), **d) for d in displays]
    act(game, "0:no_buy")
    act(game, "0:play lumberjack 1")
    game.displays = [dict(dict.fromkeys(game.displays[0], 0), **d) for d in displays]
    return game, act(game, "0:draw 0")


def test_r8_3_t4_lumberjacks_tie_means_no_bonus():
    game, events = score("lumberjack", [{"lumberjack": 3}, {"lumberjack": 3}, {"lumberjack": 1}])
    assert game.wood == [3, 3, 1]
    assert "majority" not in types(events)


def test_r8_3_t4_lumberjack_bonus():
    game, events = score("lumberjack", [{"lumberjack": 3}, {"lumberjack": 2}, {}])
    assert game.wood == [4, 2, 0]
    assert {"type": "majority", "seat": 0, "card": "lumberjack", "count": 3} in events
    assert [e["amount"] for e in events if e["type"] == "gained_wood"] == [4, 2]


@pytest.mark.parametrize(("minimum", "gain"), [(3, 2), (2, 3), (1, 3)])
def test_r8_4_t5_priests_and_a2_bonus_threshold(minimum, gain):
    options = Options(majority_min_count=minimum)
    game, _ = score("priest", [{"priest": 2}, {}, {}], options=options)
    assert game.glory == [gain, 0, 0]


def test_r8_4_t5_priest_bonus_with_three():
    game, _ = score("priest", [{"priest": 3}, {"priest": 1}, {}])
    assert game.glory == [4, 1, 0]


def test_r8_1_only_the_display_counts_not_the_hand():
    game, _ = score("priest", [{}, {"priest": 1}, {}], others=["priest"] * 3)
    assert game.glory == [0, 1, 0]
    assert game.hands[2] == ["priest"] * 3


def test_r8_2_sole_majority_with_two_players():
    game, _ = score("priest", [{"priest": 4}, {"priest": 3}], players=2)
    assert game.glory == [5, 3]


def test_r8_6_t6_one_offering_card_each_and_one_more_for_the_majority():
    game, events = score("fish", [{"fish": 3}, {"fish": 1}, {}])
    assert [s["fish"] for s in game.stocks] == [3, 2, 1]
    assert [e["seat"] for e in events if e["type"] == "received"] == [0, 1, 0]
    assert game.supply["fish"] == 22 - 3


def test_r8_7_r13_1_supply_runs_out_in_payout_order():
    game, events = score("fish", [{"fish": 3}, {"fish": 1}, {"fish": 1}], supply={"fish": 2})
    assert [s["fish"] for s in game.stocks] == [2, 2, 1]
    assert [e["seat"] for e in events if e["type"] == "supply_empty"] == [2, 0]
    assert game.supply["fish"] == 0


def test_r8_5_t7_moai_payout_wood_or_glory():
    options = Options(majority_min_count=2)
    game, _ = score("moai", [{"moai": 2}, {"moai": 1}, {}], options=options)
    assert game.phase == "payout" and game.to_move == (0,)
    assert game.legal_actions(0) == [MoaiPayout(0, 3, 0), MoaiPayout(0, 0, 3)]
    assert game.view(None)["payouts"] == [{"seat": 0, "units": 3}, {"seat": 1, "units": 1}]
    act(game, "0:payout 0 3")
    assert game.to_move == (1,)
    assert act(game, "1:payout 1 0")[0] == {
        "type": "moai_payout",
        "seat": 1,
        "wood": 1,
        "glory": 0,
    }
    assert game.glory == [3, 0, 0] and game.wood == [0, 1, 0]
    assert game.phase == "buy" and game.active == 1


def test_r8_5_default_threshold_no_bonus_with_two_moai():
    game, _ = score("moai", [{"moai": 2}, {"moai": 1}, {}])
    assert game.payouts == [(0, 2), (1, 1)]


def test_r8_5_no_mixing_by_default():
    game, _ = score("moai", [{"moai": 3}, {}, {}])
    with pytest.raises(IllegalAction) as err:
        act(game, "0:payout 2 2")
    assert err.value.key == "rapanui.err.payout_split"
    with pytest.raises(IllegalAction) as err:
        act(game, "0:payout 4 1")
    assert err.value.key == "rapanui.err.payout_sum"


def test_r8_5_a4_split_allowed():
    options = Options(moai_split_allowed=True)
    game, _ = score("moai", [{"moai": 3}, {}, {}], options=options)
    assert game.legal_actions(0) == [MoaiPayout(0, w, 4 - w) for w in (4, 3, 2, 1, 0)]
    act(game, "0:payout 1 3")
    assert game.wood[0] == 1 and game.glory[0] == 3


def test_r8_5_r8_7_payout_order_starts_with_the_active_player():
    game, _ = score("moai", [{"moai": 1}, {}, {"moai": 1}])
    assert [s for s, _ in game.payouts] == [0, 2]
    game2, events = score("moai", [{}, {}, {}])
    assert game2.phase == "buy" and not any(e["type"] == "moai_payout" for e in events)
