"""The search's playout (kit.rapanui.playout): the random choices a rollout makes through
``legal_actions`` and ``apply_legal``, made without the engine's events and checks, leave the
game exactly where the engine would, from every phase and under rule options and parameters."""

import random

import pytest
from rapanui_support import position

from kit import rapanui
from kit.rapanui.options import Options
from kit.rapanui.playout import playout, standing

STATE = (
    "hands",
    "box",
    "pile",
    "market",
    "displays",
    "supply",
    "stocks",
    "wood",
    "glory",
    "altar_up",
    "altar_down",
    "active",
    "turn",
    "phase",
    "to_move",
    "sacrifices",
    "payouts",
    "draws_left",
    "indicator",
    "indicator_column",
    "indicator_turn",
)

OPTIONS = {
    "rules": Options(),
    "variants": Options(
        moai_split_allowed=True,
        supply_offering_optional=False,
        reversed_secrecy=True,
        stuck_moai_discard_to="box",
        end_trigger="column_empty_and_pile_empty",
        majority_min_count=1,
        altar_ranking="competition",
        tiebreak_wood="wood_mod_5",
    ),
    "parameters": Options(
        moai_cost=2,
        hand_size=5,
        market_columns=2,
        market_depth=2,
        max_hunters=5,
        scoring_units="lumberjack=2,priest=0,moai=3,hunters=2",
        majority_bonus="lumberjack=0,priest=2,moai=2,hunters=3",
        offering_supply=12,
        majority_min_count=1,
        start_offerings=0,
        min_offering_price=0,
        offering_base_price=0,
        moai_glory=1,
        ranking_values="5,0,2,1",
    ),
}


def state(game):
    return {name: getattr(game, name) for name in STATE} | {"chance": game.chance.state_digest()}


def engine_rollout(game, rng, steps):
    """The rollout of kit.lab.ismcts through the engine: index int(r * n), no draw for one."""
    draw = rng.random
    for _ in range(1 << 30 if steps is None else steps):
        if game.is_over:
            break
        legal = game.legal_actions(game.to_move[0])
        n = len(legal)
        game.apply_legal(legal[0] if n == 1 else legal[int(draw() * n)])


def positions(options, count):
    """Games of 2 to 4 players after 0 to 150 random actions of the engine."""
    for seed in range(count):
        game = rapanui.new_game(2 + seed % 3, seed=seed, options=options)
        rng = random.Random(seed)
        for _ in range(seed * 37 % 151):
            if game.is_over:
                break
            legal = game.legal_actions(game.to_move[0])
            game.apply(legal[rng.randrange(len(legal))])
        yield seed, game


def same_as_the_engine(game, seed, steps):
    ours, theirs = game.clone(), game.clone()
    mine, yours = random.Random(seed), random.Random(seed)
    got = playout(ours, mine.random, steps)
    engine_rollout(theirs, yours, steps)
    assert state(ours) == state(theirs)
    assert mine.random() == yours.random()  # as many draws
    result = theirs.result()
    assert got == {"scores": result["scores"], "winners": result["winners"]}
    return theirs


@pytest.mark.parametrize("name", list(OPTIONS))
def test_the_playout_ends_where_the_engine_ends(name):
    phases = set()
    for seed, game in positions(OPTIONS[name], 45):
        phases.add(game.phase)
        end = same_as_the_engine(game, seed, None)
        assert end.is_over
        same_as_the_engine(game, seed, 1 + seed % 9)  # a cutoff: the standing
    assert phases >= {"buy", "play", "draw"}


@pytest.mark.parametrize("name", list(OPTIONS))
def test_the_playout_starts_in_every_phase(name):
    """From the first position of each phase met in random games (sacrifice, offer, payout
    included), on as far as the engine goes."""
    first: dict[str, object] = {}
    for seed in range(40):
        game = rapanui.new_game(3 + seed % 2, seed=seed, options=OPTIONS[name])
        rng = random.Random(seed)
        while not game.is_over and len(first) < 6:
            if game.phase not in first:
                first[game.phase] = game.clone()
                same_as_the_engine(game, seed, None)
            legal = game.legal_actions(game.to_move[0])
            game.apply(legal[rng.randrange(len(legal))])
    assert set(first) == set(rapanui.PHASES) - {"over"}


def test_a_game_over_is_left_as_it_is():
    game = rapanui.new_game(3, seed=2)
    while not game.is_over:
        game.apply(game.legal_actions(game.to_move[0])[-1])
    before = state(game)
    rng = random.Random(1)
    got = playout(game, rng.random)
    assert state(game) == before and rng.random() == random.Random(1).random()
    assert got["winners"] == game.result()["winners"]


def test_the_standing_is_the_result_s_scores_and_winners():
    for _, game in positions(OPTIONS["variants"], 12):
        result = game.result()
        assert standing(game) == {"scores": result["scores"], "winners": result["winners"]}


def test_a_prepared_market_with_an_empty_column():
    """Not met in play (R7.4 refills an emptied column at once), but a prepared position may
    have one: only the other columns can be drawn from."""
    for seed in range(20):
        game = position(
            players=3,
            seed=seed,
            hands=[["fish"], ["grain", "moai", "priest"], ["lumberjack", "fish", "fish"]],
            market=[["moai", "fish"], [], ["priest"], ["grain", "lumberjack", "moai"]],
            pile=["mulberry", "priest", "moai", "lumberjack", "fish"],
        )
        game.set_phase("draw", 0)
        game.draws_left = 2
        same_as_the_engine(game, seed, None)
        same_as_the_engine(game, seed, 2)


def test_a_dealt_game_and_a_clone_have_every_attribute_of_a_new_game():
    """Both are built attribute by attribute (quicker to read in a search): none is missed."""
    game = rapanui.new_game(3, seed=5)
    dealt = rapanui.dealer(game.view(1), 1)(random.Random(2))
    assert list(vars(dealt)) == list(vars(game)) == list(vars(game.clone()))
