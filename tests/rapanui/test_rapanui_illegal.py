"""Bad input: illegal actions raise IllegalAction with a reason and change nothing."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rapanui_support import act, position, random_game, snapshot

from kit import IllegalAction, rapanui
from kit.core.actions import Action
from kit.rapanui import (
    Buy,
    DiscardMoai,
    Draw,
    MoaiPayout,
    Offer,
    PassBuy,
    PassOffer,
    Play,
    Sacrifice,
)
from kit.rapanui.actions import well_typed
from kit.rapanui.options import Options


def refused(game, action, key=None):
    before = snapshot(game)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert snapshot(game) == before
    assert err.value.reason and err.value.reason_zh and err.value.reason != err.value.reason_zh
    assert "{" not in err.value.reason and "{" not in err.value.reason_zh
    if key:
        assert err.value.key == key, err.value.reason
    return err.value


def test_wrong_seat_names_who_is_to_move():
    game = rapanui.new_game(3, seed=1)
    err = refused(game, PassBuy(2), "rapanui.err.not_your_turn")
    assert "player 1" in err.reason and "玩家1" in err.reason_zh
    assert "Buy an offering card" in err.reason and "採集祭品" in err.reason_zh


def test_seat_not_at_the_table():
    game = rapanui.new_game(2, seed=1)
    refused(game, PassBuy(3), "rapanui.err.no_seat")
    refused(game, PassBuy(-1), "rapanui.err.no_seat")


def test_wrong_phase():
    game = rapanui.new_game(3, seed=1)
    refused(game, Draw(0, 1), "rapanui.err.wrong_step")
    refused(game, Play(0, "fish", 1), "rapanui.err.wrong_step")


def test_unaffordable():
    game = position(wood=[3, 3, 4], hands=[["moai", "fish", "fish"], [], []])
    refused(game, Buy(0, "fish"), "rapanui.err.offering_price")
    act(game, "0:no_buy")
    refused(game, Play(0, "moai", 1), "rapanui.err.moai_cost")
    game.wood[0] = 0
    refused(game, Play(0, "fish", 2), "rapanui.err.hunters_cost")


@pytest.mark.parametrize(
    "action",
    [
        Buy(0, "banana"),
        Buy(0, None),
        Buy(0, 3),
        Buy(True, "fish"),
        Buy(0.0, "fish"),
        PassBuy("0"),
        Draw(0, "1"),
        Play(0, "fish", 1.0),
    ],
)
def test_malformed_and_unknown_values(action):
    game = rapanui.new_game(3, seed=1)
    err = refused(game, action)
    assert err.key in ("rapanui.err.malformed", "rapanui.err.unknown_kind")


def test_equal_but_malformed_is_refused():
    game = position(wood=[9, 3, 4])
    assert PassBuy(True) != PassBuy(0) and Buy(1, "fish") == Buy(True, "fish")
    act(game, "0:no_buy")
    game.hands[0] = ["fish", "fish", "grain"]
    refused(game, Play(0, "fish", True), "rapanui.err.malformed")
    assert Play(0, "fish", 1) in game.legal_actions(0)


def test_not_an_action_of_this_game():
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Fly(Action):
        KIND = "fly"

    game = rapanui.new_game(3, seed=1)
    refused(game, Fly(0), "core.err.unknown_action")
    refused(game, "0:no_buy", "core.err.unknown_action")
    refused(game, None, "core.err.unknown_action")


def test_specific_reasons_in_each_phase():
    game = position(wood=[9, 3, 4], hands=[["fish", "priest", "moai"], [], []])
    act(game, "0:no_buy")
    refused(game, Play(0, "fish", 4), "rapanui.err.hunters_count")
    refused(game, Play(0, "rock", 1), "rapanui.err.unknown_card")
    refused(game, DiscardMoai(0), "rapanui.err.no_discard")
    act(game, "0:play moai 1")
    refused(game, Sacrifice(1, "fish", "sideways"), "rapanui.err.bad_face")
    refused(game, Sacrifice(1, "rice", "up"), "rapanui.err.unknown_kind")
    for text in ("1:sacrifice fish up", "2:sacrifice fish up", "0:sacrifice fish down"):
        act(game, text)
    refused(game, Offer(0, "rice"), "rapanui.err.unknown_kind")
    act(game, "0:no_offer")
    refused(game, Draw(0, 4), "rapanui.err.no_column")
    refused(game, Draw(0, -1), "rapanui.err.no_column")
    game.market[2] = []
    refused(game, Draw(0, 2), "rapanui.err.column_empty")


def test_payout_reasons():
    game = position(wood=[9, 3, 4], hands=[["lumberjack"] * 3, [], []])
    game.market[0] = ["moai", "grain"]  # back to front: the grain is taken, the moai scored
    game.displays[1]["moai"] = 2
    act(game, "0:no_buy")
    act(game, "0:play lumberjack 1")
    act(game, "0:draw 0")
    assert game.phase == "payout" and game.to_move == (1,)
    refused(game, MoaiPayout(1, -1, 3), "rapanui.err.payout_sum")
    refused(game, MoaiPayout(1, 1, 1), "rapanui.err.payout_split")


# -- hypothesis: any action in any reachable state ---------------------------------------------

WORDS = (*rapanui.CARD_TYPES, "up", "down", "rock", "")
seats = st.one_of(st.integers(-1, 4), st.booleans(), st.none(), st.just("1"), st.just(1.0))
words = st.one_of(st.sampled_from(WORDS), st.integers(-1, 3), st.none())
numbers = st.one_of(st.integers(-2, 11), st.booleans(), st.just(2.0), st.just("1"))
actions = st.one_of(
    st.builds(Buy, seats, words),
    st.builds(PassBuy, seats),
    st.builds(Play, seats, words, numbers),
    st.builds(DiscardMoai, seats),
    st.builds(Sacrifice, seats, words, words),
    st.builds(Offer, seats, words),
    st.builds(PassOffer, seats),
    st.builds(Draw, seats, numbers),
    st.builds(MoaiPayout, seats, numbers, numbers),
)
OPTIONS = [Options(), Options(supply_offering_optional=False, moai_split_allowed=True)]


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 200),
    options=st.sampled_from(OPTIONS),
    tries=st.lists(actions, min_size=1, max_size=8),
)
def test_any_illegal_action_raises_and_changes_nothing(players, seed, steps, options, tries):
    game = random_game(players, seed, options=options, steps=steps)
    for action in tries:
        seat = action.seat if type(action.seat) is int else None
        legal = game.legal_actions(seat) if seat is not None else []
        if well_typed(action) and action in legal:
            twin = game.clone()
            twin.apply(action)
            continue
        err = refused(game, action)
        assert err.key != "core.err.not_legal", err.reason  # always a specific reason
