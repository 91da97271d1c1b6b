"""The faster ISMCTS (issue 24): a dealer reads the view once and deals the same games as
determinize; the search stays reproducible and keeps to the legal actions."""

import random

import pytest

from kit import giants, rapanui
from kit.giants.tallies import CLASS_ISMCTS as GIANTS_CLASS
from kit.lab import ISMCTSBot, make_bot
from kit.rapanui.tallies import CLASS_ISMCTS as RAPANUI_CLASS


def greedy_position(module, players, seed, steps):
    game = module.new_game(players, seed=seed)
    bots = [module.GreedyBot() for _ in range(players)]
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        seat = game.to_move[0]
        legal = game.legal_actions(seat)
        game.apply(bots[seat].choose(game.view(seat), legal, rng))
    return game


def hidden(game):
    return [sorted(h) for h in game.hands], list(game.pile), game.stocks, game.altar_down


@pytest.mark.parametrize(("players", "steps"), [(2, 10), (3, 40), (4, 90), (3, 400)])
def test_a_dealer_deals_what_determinize_deals(players, steps):
    game = greedy_position(rapanui, players, steps, steps)
    seat = game.to_move[0] if game.to_move else 0
    view = game.view(seat)
    deal = rapanui.dealer(view, seat)
    one, two = random.Random(5), random.Random(5)
    for _ in range(3):
        dealt, sampled = deal(one), rapanui.determinize(view, seat, two)
        assert dealt.view(seat) == view == sampled.view(seat)
        assert hidden(dealt) == hidden(sampled)
        assert dealt.seed == sampled.seed and dealt.history == []


def test_dealt_games_are_independent_of_each_other():
    game = greedy_position(rapanui, 3, 7, 30)
    seat = game.to_move[0]
    view = game.view(seat)
    deal = rapanui.dealer(view, seat)
    first = deal(random.Random(1))
    while not first.is_over:  # play one dealt game to its end
        first.apply_legal(first.legal_actions(first.to_move[0])[0])
    second = deal(random.Random(1))
    assert second.view(seat) == view
    assert hidden(second) == hidden(rapanui.determinize(view, seat, random.Random(1)))


def giants_hidden(game):
    st = game.state
    seats = [(s.workers, s.markers, s.logs, s.aside_logs, s.box_workers, s.bid) for s in st.seats]
    return seats, {a: ahu.base for a, ahu in st.ahus.items()}


@pytest.mark.parametrize(("players", "steps"), [(3, 0), (3, 60), (4, 150)])
def test_a_giants_dealer_deals_what_determinize_deals(players, steps):
    game = greedy_position(giants, players, steps + 1, steps)
    seat = game.to_move[0]
    view = game.view(seat)
    deal = giants.dealer(view, seat)
    one, two = random.Random(8), random.Random(8)
    for _ in range(3):
        dealt, sampled = deal(one), giants.determinize(view, seat, two)
        assert dealt.view(seat) == view == sampled.view(seat)
        assert giants_hidden(dealt) == giants_hidden(sampled)
        assert dealt.legal_actions(seat) == game.legal_actions(seat)
        dealt.apply_legal(dealt.legal_actions(dealt.to_move[0])[0])  # the next deal is fresh
    assert deal(random.Random(3)).view(seat) == view


def test_make_bot_gives_the_searcher_its_dealer():
    assert make_bot("rapanui", "ismcts").dealer is rapanui.dealer
    assert make_bot("giants", "ismcts").dealer is giants.dealer


@pytest.mark.parametrize(
    ("game", "spec", "steps"),
    [("rapanui", "ismcts:iterations=40", 20), ("giants", "ismcts:iterations=15:cutoff=20", 30)],
)
def test_the_same_seed_gives_the_same_moves(game, spec, steps):
    module = rapanui if game == "rapanui" else giants
    position = greedy_position(module, 3, 3, steps)
    seat = position.to_move[0]
    legal = position.legal_actions(seat)
    assert len(legal) > 1
    runs = []
    for _ in range(2):
        bot = make_bot(game, spec)
        runs.append([bot.choose(position.view(seat), legal, random.Random(s)) for s in range(3)])
    assert runs[0] == runs[1]
    assert all(action in legal for action in runs[0])


def test_a_random_rollout_stops_at_its_cutoff_and_scores_the_standing():
    game = rapanui.new_game(3, seed=4)
    bot = ISMCTSBot(rapanui.determinize, cutoff=5)
    reward = bot._rollout(game, random.Random(2))
    assert len(game.history) == 5 and not game.is_over
    assert len(reward) == 3 and all(0.0 <= r <= 1.0 for r in reward)


def test_the_class_budget_is_a_valid_cheaper_spec():
    bot = make_bot("rapanui", RAPANUI_CLASS)
    assert bot.iterations < make_bot("rapanui", "ismcts").iterations
    cheap = make_bot("giants", GIANTS_CLASS)
    assert cheap.iterations < make_bot("giants", "ismcts").iterations


def test_make_bot_gives_the_searcher_the_engine_s_playout():
    assert make_bot("rapanui", "ismcts").playout is rapanui.playout
    assert make_bot("giants", "ismcts").playout is giants.playout


@pytest.mark.parametrize(("players", "steps"), [(2, 5), (3, 45), (4, 60), (4, 90)])
def test_the_playout_makes_the_searcher_s_very_choices(players, steps):
    """The playout only makes the rollout quicker: with it or without it, the same seed gives
    the same moves (so the same strength)."""
    position = greedy_position(rapanui, players, steps, steps)
    seat = position.to_move[0]
    legal = position.legal_actions(seat)
    assert len(legal) > 1
    quick, engine = make_bot("rapanui", "ismcts:iterations=50"), make_bot("rapanui", "ismcts")
    engine.playout, engine.iterations = None, 50
    view = position.view(seat)
    for s in range(3):
        one, two = random.Random(s), random.Random(s)
        assert quick.choose(view, legal, one) == engine.choose(view, legal, two)
        assert one.getstate() == two.getstate()  # as many draws: the very same rollouts


def test_a_playout_stops_at_the_cutoff_and_scores_the_standing():
    game = rapanui.new_game(3, seed=4)
    bot = make_bot("rapanui", "ismcts:cutoff=5")
    twin = game.clone()
    reward = bot._rollout(game, random.Random(2))
    engine = ISMCTSBot(rapanui.determinize, cutoff=5)
    assert engine._rollout(twin, random.Random(2)) == reward
    assert not game.is_over and game.view(None) == twin.view(None)
