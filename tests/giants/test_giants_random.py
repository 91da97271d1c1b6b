"""Seeded random simulation: many games at 3, 4 and 5 players across the rule options, with the
invariants checked after every action (conservation, nothing negative, scores only rise, legal
actions apply, views leak nothing) and the final scores recomputed independently.

Random play runs for a bounded number of rounds (the ``round_limit`` option ends it); greedy
games are played to their natural end."""

import random
from types import SimpleNamespace

import pytest
from giants_support import play_checked

from kit import giants

OPTIONS = [
    giants.Options(),
    giants.Options(memory_mode=True, gift_helpers=True, marks_per_turn=2),
    giants.Options(unmarked_open_next_round=True, one_move_per_item=True, gains_at_once=False),
    giants.Options(immediate_scoring=True, tie_break="ahu_points", erector_on_end_hex=True),
    giants.Options(ordinary_on_special_spaces=True, ordinary_next_to_ahu=False),
    giants.Options(logs_need_figure_in_set=False, moai_quarry_open=False, gift_helpers=True),
    giants.Options(white_faces="3", brown_faces="0", marks_per_turn=3),
]
RANDOM_GAMES = 952
RANDOM_CHUNKS = 17
GREEDY_GAMES = 48


def options_for(seed, rounds):
    base = OPTIONS[seed % len(OPTIONS)]
    return giants.Options(**{**base.__dict__, "round_limit": rounds})


def test_the_simulation_covers_at_least_1000_games(monkeypatch):
    """Runs the two simulation tests below over all their parameters with the engine replaced by
    a stand-in that only counts: together they must start 1000 distinct games."""
    started = []

    def new_game(players, seed, options):
        started.append(seed)
        return SimpleNamespace(is_over=True, state=SimpleNamespace(round=1))

    stand_in = SimpleNamespace(
        new_game=new_game, Options=giants.Options, RandomBot=object, GreedyBot=object
    )
    monkeypatch.setitem(globals(), "giants", stand_in)
    monkeypatch.setitem(globals(), "play_checked", lambda *args, **kwargs: None)
    for test in (
        test_random_games_keep_every_invariant,
        test_greedy_games_to_the_end_keep_every_invariant,
    ):
        mark = next(m for m in test.pytestmark if m.name == "parametrize")
        for chunk in mark.args[1]:
            test(chunk)
    assert len(started) >= 1000 and len(set(started)) == len(started), len(started)


@pytest.mark.parametrize("chunk", range(RANDOM_CHUNKS))
def test_random_games_keep_every_invariant(chunk):
    per = RANDOM_GAMES // RANDOM_CHUNKS
    for seed in range(chunk * per, (chunk + 1) * per):
        players = 3 + seed % 3
        game = giants.new_game(players, seed=seed, options=options_for(seed, 1 + seed % 2))
        bots = [giants.RandomBot()] * players
        play_checked(game, bots, random.Random(seed), leak_every=25 if seed % 20 == 0 else 0)


@pytest.mark.parametrize("chunk", range(4))
def test_greedy_games_to_the_end_keep_every_invariant(chunk):
    per = GREEDY_GAMES // 4
    for seed in range(10_000 + chunk * per, 10_000 + (chunk + 1) * per):
        players = 3 + seed % 3
        game = giants.new_game(players, seed=seed, options=options_for(seed, 40))
        bots = [giants.GreedyBot() for _ in range(players)]
        play_checked(game, bots, random.Random(seed))
        assert game.is_over and game.state.round <= 40
