"""The bots: random and greedy. The greedy bot must finish games and beat random play."""

import copy
import random

import pytest

from kit import giants
from kit.core.simulate import play, simulate
from kit.giants.bots import GreedyWeights

FINISH_GAMES = 200
CHUNKS = 4


def greedy_game(seed, players=4, options=None):
    options = options or giants.Options(round_limit=30)
    game = giants.new_game(players, seed=seed, options=options)
    return play(game, [giants.GreedyBot() for _ in range(players)], random.Random(seed))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_greedy_finishes_at_least_95_percent_of_4_player_games_within_30_rounds(chunk):
    per = FINISH_GAMES // CHUNKS
    finished = 0
    for seed in range(chunk * per, (chunk + 1) * per):
        game = greedy_game(seed)
        result = game.result()
        finished += bool(result["finishers"]) and result["rounds"] <= 30
        assert any(line["size"] for line in result["per_ahu"])  # it carves, hauls and erects
    assert finished >= 0.95 * per


def test_greedy_beats_random_play():
    wins = 0
    margin = 0
    games = 12
    for seed in range(games):
        seat = seed % 4
        bots = [giants.RandomBot() for _ in range(4)]
        bots[seat] = giants.GreedyBot()
        game = giants.new_game(4, seed=seed, options=giants.Options(round_limit=12))
        play(game, bots, random.Random(seed))
        scores = game.result()["scores"]
        wins += seat in game.result()["winners"]
        margin += scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
    assert wins >= 0.75 * games and margin > 0


def test_greedy_is_a_function_of_what_it_sees():
    game = giants.new_game(4, seed=5)
    rng = random.Random(5)
    bot = giants.GreedyBot()
    for _ in range(150):
        seat = game.to_move[0]
        view, legal = game.view(seat), game.legal_actions(seat)
        first = bot.choose(copy.deepcopy(view), legal, random.Random(1))
        assert giants.GreedyBot().choose(view, legal, random.Random(2)) == first
        assert first in legal
        game.apply(bot.choose(view, legal, rng))


def test_weights_are_named_and_change_the_play():
    eager = GreedyWeights(half_tablet=50.0, keep_markers=0)
    game = giants.new_game(3, seed=2, options=giants.Options(round_limit=2))
    play(game, [giants.GreedyBot(eager) for _ in range(3)], random.Random(2))
    plain = giants.new_game(3, seed=2, options=giants.Options(round_limit=2))
    play(plain, [giants.GreedyBot() for _ in range(3)], random.Random(2))
    tablets = sum(s.tablets for s in game.state.seats)
    assert tablets > sum(s.tablets for s in plain.state.seats)
    assert giants.GreedyBot().name == "greedy" and giants.RandomBot().name == "random"


def test_bots_work_with_the_core_simulation_at_every_player_count():
    for players in (3, 4, 5):

        def factory(seed, players=players):
            return giants.new_game(players, seed=seed, options=giants.Options(round_limit=3))

        rows = simulate(factory, [giants.GreedyBot()] * players, 3, first_seed=players)
        assert len(rows) == 3 and all(len(r["scores"]) == players for r in rows)


def test_greedy_plays_under_every_option():
    options = [
        giants.Options(memory_mode=True, round_limit=30),
        giants.Options(erector_on_end_hex=True, round_limit=30),
        giants.Options(immediate_scoring=True, gains_at_once=False, round_limit=30),
        giants.Options(unmarked_open_next_round=True, one_move_per_item=True, round_limit=30),
    ]
    for seed, opts in enumerate(options):
        game = greedy_game(seed, players=3 + seed % 3, options=opts)
        assert game.result()["finishers"], opts
