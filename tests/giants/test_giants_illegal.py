"""Bad input never crashes and never corrupts: refusals are typed, bilingual and change nothing."""

import dataclasses
import random

import pytest
from giants_support import random_action, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kit import IllegalAction, giants
from kit.giants.actions import ACTION_CLASSES, Bid, Carry, Step


def _positions():
    """One game per phase, reached by random play with assorted options."""
    found = {}
    options = [
        giants.Options(),
        giants.Options(memory_mode=True, marks_per_turn=2, gift_helpers=True),
        giants.Options(unmarked_open_next_round=True, one_move_per_item=True),
    ]
    for seed in range(40):
        if len(found) >= 9 * len(options):
            break
        game = giants.new_game(3 + seed % 3, seed=seed, options=options[seed % 3])
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over:
                break
            key = (game.phase, seed % 3)
            if key not in found:
                found[key] = game.clone()
            game.apply(random_action(game, rng))
    return [found[k] for k in sorted(found)]


POSITIONS = _positions()

TEXT = st.sampled_from(
    [
        "H44",
        "H43",
        "H54",
        "H27",
        "A06",
        "A07",
        "m1",
        "m18",
        "m30",
        "hd1",
        "worker",
        "chief",
        "sorcerer",
        "x",
        "",
        "H99",
        "W0",
        "C1",
        "L",
    ]
)
VALUE = st.one_of(
    st.integers(-2, 8), st.booleans(), st.none(), TEXT, st.lists(TEXT, max_size=3).map(tuple)
)


@st.composite
def actions(draw):
    cls = draw(st.sampled_from(ACTION_CLASSES))
    n = len(dataclasses.fields(cls)) - 1
    seat = draw(st.integers(-1, 5))
    return cls(seat, *[draw(VALUE) for _ in range(n)])


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(POSITIONS) - 1), action=actions())
def test_any_action_is_applied_or_refused_without_change(index, action):
    game = POSITIONS[index].clone()
    before = snapshot(game)
    offered = action.seat in game.to_move and action in game.legal_actions(action.seat)
    try:
        game.apply(action)
    except IllegalAction as error:
        assert error.reason and error.reason_zh and error.reason != error.reason_zh
        assert not error.reason.startswith(("giants.", "core.")) and "{" not in error.reason
        assert "{" not in error.reason_zh
        assert snapshot(game) == before
    else:
        assert offered


def test_positions_cover_every_phase():
    phases = {g.phase for g in POSITIONS}
    assert {"auction_bid", "auction_pick", "placement", "transport", "transport_move"} <= phases
    assert {"transport_mark", "transport_park", "round_end"} <= phases


def test_every_legal_action_is_refused_when_it_is_not_your_turn():
    for game in POSITIONS:
        if game.is_over:
            continue
        seat = game.to_move[0]
        for action in game.legal_actions(seat)[:20]:
            other = type(action)(*((seat + 1) % game.players, *action.args()))
            if other.seat in game.to_move and other in game.legal_actions(other.seat):
                continue
            before = snapshot(game)
            with pytest.raises(IllegalAction):
                game.apply(other)
            assert snapshot(game) == before


def test_values_of_the_wrong_type_are_refused_with_the_field_named():
    game = giants.new_game(3, seed=1)
    with pytest.raises(IllegalAction) as info:
        game.apply(Bid(0, 1, 0, 1, False))  # 1 is not a yes/no value
    assert info.value.key == "giants.err.bad_value" and "sorcerer" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        game.apply(Carry(0, 7))
    assert info.value.key == "giants.err.bad_value"
    with pytest.raises(IllegalAction) as info:
        game.apply(Step(True, "H44"))
    assert info.value.key == "giants.err.bad_value"


def test_objects_that_are_not_actions_are_refused():
    game = giants.new_game(3, seed=1)
    before = snapshot(game)
    for thing in (None, "0:pass", 42, {"type": "pass", "seat": 0}):
        with pytest.raises(IllegalAction) as info:
            game.apply(thing)
        assert info.value.key == "core.err.unknown_action"
    assert snapshot(game) == before


def test_a_finished_game_refuses_everything():
    game = giants.new_game(4, seed=3, options=giants.Options(round_limit=1))
    rng = random.Random(0)
    while not game.is_over:
        game.apply(random_action(game, rng))
    with pytest.raises(IllegalAction) as info:
        game.apply(giants.ACTIONS.parse("0:pass"))
    assert info.value.key == "core.err.game_over"
