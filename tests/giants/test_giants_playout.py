"""The playout of a search (kit.giants.playout) against the engine's random rollout, side by
side: from the same position and the same draws, the same game at the end and the same result."""

import random

import pytest

from kit import giants
from kit.giants.playout import playout
from kit.lab import ISMCTSBot
from kit.lab.ismcts import rewards


def positions(players, seed, every, options=None):
    """Copies of a greedy game every ``every`` decisions (a random seat's move now and then, so
    that the positions are not only greedy ones)."""
    game = giants.new_game(players, seed=seed, options=options)
    bots = [giants.GreedyBot() for _ in range(players)]
    rng = random.Random(seed)
    out = []
    count = 0
    while not game.is_over:
        seat = game.to_move[0]
        legal = game.legal_actions(seat)
        count += 1
        if count % every == 0:
            out.append(game.clone())
        bot_choice = rng.random() < 0.15
        game.apply(
            rng.choice(legal) if bot_choice else bots[seat].choose(game.view(seat), legal, rng)
        )
    return out


def engine_rollout(game, seed, cutoff):
    """The rollout of kit.lab.ismcts through legal_actions and apply_legal (no playout)."""
    bot = ISMCTSBot(giants.determinize, cutoff=cutoff)
    return bot._rollout(game, random.Random(seed))


def picture(game):
    """Everything a rollout may change, read from the game."""
    st = game.state
    seats = [[getattr(s, name) for name in type(s).__slots__] for s in st.seats]
    items = [
        (i.id, i.place, i.seat, i.hex, i.ahu, i.marker, i.moved_by, i.moved_round, i.carried_round)
        for i in st.items.values()
    ]
    ahus = [(a, x.base, x.face_up, x.moai, x.headdress) for a, x in st.ahus.items()]
    move = st.move and (st.move.item, st.move.path, st.move.carriers, st.move.paid, st.move.pending)
    return (
        st.phase, st.round, st.current, st.first, st.over, seats, items, ahus, move,
        {h: [list(f) for f in fs] for h, fs in st.figures.items()}, dict(st.logs_on),
        st.log_supply, st.tablet_supply, sorted(st.cleared), sorted(st.recalling), st.finishers,
        st.order, st.pick_index, st.units, st.last_roll, st.parked, st.marks_left,
        game.chance._rng.getstate(), game.legal_actions(game.to_move[0]) if not st.over else [],
    )  # fmt: skip


def side_by_side(game, seed, cutoff):
    ours, theirs = game.clone(), game.clone()
    history = list(game.history)
    expected = engine_rollout(theirs, seed, cutoff)
    result = playout(ours, random.Random(seed).random, cutoff)
    assert rewards(result, game.players) == expected
    final = theirs.result()
    assert result == {"scores": final["scores"], "winners": final["winners"]}
    assert picture(ours) == picture(theirs)
    assert ours.history == history  # not extended
    return theirs


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("cutoff", [1, 5, 40, 60])
def test_the_playout_makes_the_engines_random_choices(players, cutoff):
    phases = set()
    for k, game in enumerate(positions(players, seed=10 * players + cutoff, every=9)):
        side_by_side(game, seed=k, cutoff=cutoff)
        phases.add(game.phase)
    assert {"placement", "transport", "transport_move"} <= phases
    assert phases & {"auction_bid", "auction_pick"}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_playout_to_the_end(players):
    games = positions(players, seed=players, every=40)[-3:]  # late positions: ends come sooner
    for k, game in enumerate(games):
        assert side_by_side(game, seed=k, cutoff=None).is_over


@pytest.mark.parametrize(
    "options",
    [
        {"memory_mode": True},
        {"unmarked_open_next_round": True, "one_move_per_item": True},
        {"gift_helpers": True, "logs_need_figure_in_set": False},
        {"immediate_scoring": True, "gains_at_once": True, "tie_break": "ahu_points"},
    ],
)
def test_the_playout_under_rule_options(options):
    for k, game in enumerate(positions(4, seed=7, every=11, options=giants.Options(**options))):
        side_by_side(game, seed=k, cutoff=30)


def test_the_playout_is_the_searchs_random_rollout():
    from kit.lab import make_bot

    bot = make_bot("giants", "ismcts:iterations=5")
    assert bot.playout is playout and bot.evaluate is giants.evaluate


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_search_makes_the_same_moves_with_the_playout_or_without(players):
    from kit.lab import make_bot

    games = [g for g in positions(players, seed=20 + players, every=13) if not g.is_over][:4]
    for k, game in enumerate(games):
        seat = game.to_move[0]
        legal = game.legal_actions(seat)
        quick, engine = make_bot("giants", "ismcts:iterations=40"), make_bot("giants", "ismcts")
        engine.playout, engine.iterations = None, 40
        rng_a, rng_b = random.Random(k), random.Random(k)
        assert quick.choose(game.view(seat), legal, rng_a) == engine.choose(
            game.view(seat), legal, rng_b
        )
        assert rng_a.random() == rng_b.random()  # the same draws were made
