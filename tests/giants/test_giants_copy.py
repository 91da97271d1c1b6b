"""Copying a Giants game (``clone``, ``copy.deepcopy``): as independent as a deep copy, with the
island, the options and the caches of what never changes shared, and the dice the same."""

from __future__ import annotations

import copy
import pickle
import random

from giants_support import check_invariants, put_figure, random_action, random_game, snapshot

from kit.core.chance import Chance
from kit.core.errors import IllegalAction
from kit.giants import state_copy
from kit.giants.actions import Pass, Recall
from kit.giants.options import Options
from kit.giants.transport_targets import step_targets


def _play(game, seed, steps=None):
    rng = random.Random(seed)
    done = 0
    while not game.is_over and (steps is None or done < steps):
        game.apply(random_action(game, rng))
        done += 1
    return game


def test_every_slot_of_the_copied_classes_is_copied():
    state_copy.check_slots()


def test_a_clone_is_independent_of_its_original_at_every_phase():
    seen = set()
    for seed in range(2):
        game = random_game(4, seed, steps=0)
        rng = random.Random(seed)
        here = set()
        while not game.is_over:
            if game.phase not in here:  # once per phase and game
                here.add(game.phase)
                before = snapshot(game)
                twin = game.clone()
                assert snapshot(twin) == before
                assert twin.legal_actions(twin.to_move[0]) == game.legal_actions(game.to_move[0])
                _play(twin, seed + 100, steps=25)
                check_invariants(twin)
                assert snapshot(game) == before  # the original did not move
            game.apply(random_action(game, rng))
        seen |= here
    assert {"auction_bid", "placement", "transport", "transport_move", "round_end"} <= seen


def test_a_clone_plays_on_exactly_like_its_original_dice_included():
    for seed in range(3):
        game = random_game(3, seed, options=Options(round_limit=3), steps=25)
        twin = game.clone()
        deep = copy.deepcopy(game)
        for g in (game, twin, deep):
            _play(g, seed)
        assert game.record() == twin.record() == deep.record()
        assert game.result() == twin.result() == deep.result()


def test_a_clone_shares_what_never_changes_and_copies_the_rest():
    game = random_game(4, 7, steps=60)
    twin = game.clone()
    st, ts = game.state, twin.state
    assert twin.board is game.board and ts.board is st.board and ts.options is st.options
    assert ts.numbers is st.numbers and twin.chance is ts.chance
    assert twin.chance is not game.chance and twin.history == game.history
    assert twin.history is not game.history
    for key, item in st.items.items():
        copied = ts.items[key]
        assert copied is not item
        assert all(getattr(copied, n) == getattr(item, n) for n in item.__slots__)
    for a, b in zip(st.seats, ts.seats, strict=True):
        assert a is not b and a.peeked is not b.peeked
        assert all(getattr(a, n) == getattr(b, n) for n in a.__slots__)
    assert ts.figures == st.figures
    assert all(x is not y for x, y in zip(st.figures.values(), ts.figures.values(), strict=True))
    for name in ("ahus", "logs_on", "forest", "cleared", "order", "units", "recalling"):
        assert getattr(ts, name) is not getattr(st, name)


def test_editing_a_clone_and_dropping_its_caches_leaves_the_original_alone():
    game = random_game(4, 3, steps=0)
    while game.phase != "placement":
        game.apply(random_action(game, random.Random(1)))
    seat = game.to_move[0]
    before = game.legal_actions(seat)
    twin = game.clone()
    twin.state.seats[seat].logs = 0
    twin.state.seats[seat].workers = 0
    twin.state_changed()
    assert len(twin.legal_actions(seat)) < len(before)
    assert game.legal_actions(seat) == before


def test_an_attribute_added_to_a_state_is_deep_copied():
    game = random_game(3, 2, steps=10)
    game.state.lesson_notes = {"marks": [1, 2]}
    twin = game.clone()
    assert twin.state.lesson_notes == {"marks": [1, 2]}
    twin.state.lesson_notes["marks"].append(3)
    assert game.state.lesson_notes == {"marks": [1, 2]}


def test_the_carrying_power_follows_figures_put_on_the_board():
    game = random_game(4, 5, steps=0)
    st = game.state
    here = st.board.moai_quarry
    target = st.board.hexes[here].neighbours[0]
    item = next(iter(st.items.values()))
    assert target not in step_targets(st, item, here, [here])  # nobody there: no power
    put_figure(game, 0, "worker", target, count=item.size)
    assert target in step_targets(st, item, here, [here])


def test_copies_of_a_chance_draw_the_same_numbers_in_any_order():
    a = Chance(11)
    b = copy.deepcopy(a)
    c = copy.deepcopy(b)
    first = [a.below(10**6) for _ in range(5)]
    assert [c.below(10**6) for _ in range(5)] == first
    assert [b.below(10**6) for _ in range(5)] == first
    d = pickle.loads(pickle.dumps(copy.deepcopy(a)))
    assert [d.below(10**6) for _ in range(3)] == [a.below(10**6) for _ in range(3)]


def test_a_pickled_game_plays_on_like_its_clone():
    game = random_game(5, 9, options=Options(round_limit=3), steps=30)
    twin = game.clone()
    back = pickle.loads(pickle.dumps(game))
    for g in (twin, back):
        _play(g, 4)
    assert twin.record() == back.record()


def test_illegal_actions_on_a_clone_still_raise_and_change_nothing():
    game = random_game(4, 12, steps=50)
    twin = game.clone()
    before = snapshot(twin)
    seat = twin.to_move[0]
    for bad in (Pass((seat + 1) % 4), Recall(seat, "m1")):
        try:
            twin.apply(bad)
        except IllegalAction:
            pass
        else:  # pragma: no cover - the test's own check
            raise AssertionError(f"{bad} was accepted")
        assert snapshot(twin) == before
