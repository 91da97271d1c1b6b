"""Random simulation: 2,100 seeded games at 2, 3 and 4 players under five option sets, with the
invariants checked after every action."""

import json
import random

import pytest
from rapanui_support import check_invariants, independent_result

from kit import rapanui
from kit.rapanui import Play
from kit.rapanui.options import Options

OPTION_SETS = [
    Options(),
    Options(min_offering_price=0, majority_min_count=2, moai_split_allowed=True),
    Options(
        supply_offering_optional=False, stuck_moai_discard_to="box", altar_ranking="competition"
    ),
    Options(
        end_trigger="column_empty_and_pile_empty",
        altar_ranking="zero_count_scores_zero",
        wood_per_glory_at_end=0,
    ),
    Options(
        tiebreak_wood="wood_mod_5",
        reversed_secrecy=True,
        majority_min_count=1,
        start_set_missing="sweet_potato,mulberry,grain,fish",
    ),
]
GAMES_PER_CHUNK = 35
CHUNKS = [
    (players, index, chunk)
    for players in (2, 3, 4)
    for index in range(len(OPTION_SETS))
    for chunk in range(4)
]
MAX_ACTIONS = 2_000


def choose(legal, rng):
    """Random, but keen on moai, so that sacrifices and moai payouts happen often."""
    for action in legal:
        if isinstance(action, Play) and action.card == "moai" and rng.random() < 0.8:
            return action
    return legal[rng.randrange(len(legal))]


def test_the_simulation_covers_at_least_2000_games():
    assert len(CHUNKS) * GAMES_PER_CHUNK >= 2000


@pytest.mark.parametrize(("players", "index", "chunk"), CHUNKS)
def test_random_games_keep_every_invariant(players, index, chunk):
    options = OPTION_SETS[index]
    phases = set()
    for k in range(GAMES_PER_CHUNK):
        seed = 10_000 * players + 1_000 * index + GAMES_PER_CHUNK * chunk + k
        game = rapanui.new_game(players, seed=seed, options=options)
        rng = random.Random(seed)
        try_all = k % 5 == 0  # in one game of five, every legal action is tried on a copy
        check_invariants(game)
        while not game.is_over:
            assert len(game.history) < MAX_ACTIONS, "the game does not end"
            phases.add(game.phase)
            legal = game.legal_actions(game.to_move[0])
            assert legal and len(set(legal)) == len(legal)
            if try_all:
                for action in legal:
                    twin = game.clone()
                    twin.apply(action)
                    check_invariants(twin)
            game.apply(choose(legal, rng))
            check_invariants(game)
        result = game.result()
        scores, winners, values = independent_result(game)
        assert result["scores"] == scores
        assert result["winners"] == winners
        assert result["altar_values"] == values
        assert sum(sum(b.values()) for b in result["breakdown"]) == sum(scores)
        json.dumps([game.view(s) for s in (None, *range(players))])
    assert phases >= {"buy", "play", "draw", "sacrifice"}
