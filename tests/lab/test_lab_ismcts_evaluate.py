"""ISMCTS: an engine's ``evaluate`` scores the rollouts stopped at the cutoff, and only those;
a decision wider than ``wide`` is left to the greedy bot."""

import random

import pytest

from kit.lab import ISMCTSBot
from kit.lab.ismcts import rewards
from tests.toy import Toy

SEAT_ONE_AHEAD = {"scores": [0.0, 5.0], "winners": [1]}


def searcher(calls, **kwargs):
    def evaluate(game):
        calls.append(game.pile)
        return SEAT_ONE_AHEAD

    return ISMCTSBot(lambda view, seat, rng: Toy(2, 1), evaluate=evaluate, **kwargs)


def test_a_rollout_stopped_at_the_cutoff_is_scored_by_evaluate():
    calls = []
    bot = searcher(calls, cutoff=2)
    game = Toy(2, 1)
    assert game.pile >= 10  # two takes of at most 3 stones cannot end it
    reward = bot._rollout(game, random.Random(0))
    assert calls == [game.pile] and not game.is_over
    assert reward == rewards(SEAT_ONE_AHEAD, 2)


def test_a_rollout_that_reaches_the_end_is_scored_by_the_result():
    calls = []
    for cutoff in (None, 100):
        bot = searcher(calls, cutoff=cutoff)
        game = Toy(2, 1)
        reward = bot._rollout(game, random.Random(0))
        assert game.is_over
        assert reward == rewards(game.result(), 2)
    assert calls == []


def test_evaluate_follows_the_engines_playout_too():
    calls = []

    def playout(game, draw, steps):
        for _ in range(steps or 1000):
            if game.is_over:
                break
            legal = game.legal_actions(game.to_move[0])
            game.apply(legal[int(draw() * len(legal))])
        return game.result() if game.is_over else {"scores": [0, 0], "winners": [0, 1]}

    stopped = searcher(calls, cutoff=2, playout=playout)
    game = Toy(2, 1)
    assert stopped._rollout(game, random.Random(0)) == rewards(SEAT_ONE_AHEAD, 2)
    assert calls == [game.pile] and game.pile > 0
    ended = searcher(calls, cutoff=None, playout=playout)
    game = Toy(2, 1)
    assert ended._rollout(game, random.Random(0)) == rewards(game.result(), 2)
    assert len(calls) == 1  # the rollout that reached the end asked nothing


def test_the_search_with_evaluate_still_answers_a_legal_action():
    calls = []
    bot = searcher(calls, cutoff=3, iterations=30)
    game = Toy(2, 1)
    legal = game.legal_actions(0)
    assert bot.choose({**game.view(0), "seat": 0}, legal, random.Random(1)) in legal
    assert calls and all(pile > 0 for pile in calls)  # games stopped before their end only


class Last:
    """A stand-in greedy bot: the last legal action, and how often it was asked."""

    def __init__(self):
        self.asked = 0

    def choose(self, view, legal, rng):
        self.asked += 1
        return legal[-1]


def test_a_decision_wider_than_wide_is_left_to_greedy():
    greedy = Last()
    bot = ISMCTSBot(lambda view, seat, rng: Toy(2, 1), greedy=greedy, wide=2, iterations=20)
    game = Toy(2, 1)
    legal = game.legal_actions(0)  # three takes: wider than 2
    view = {**game.view(0), "seat": 0}
    assert bot.choose(view, legal, random.Random(0)) == legal[-1]
    assert greedy.asked == 1 and bot.last_iterations == 0
    bot.wide = 3  # three is not wider than 3: searched
    bot.choose(view, legal, random.Random(0))
    assert greedy.asked == 1 and bot.last_iterations == 20


def test_wide_needs_the_greedy_bot():
    with pytest.raises(ValueError, match="greedy"):
        ISMCTSBot(lambda view, seat, rng: Toy(2, 1), wide=5)
    with pytest.raises(ValueError, match="wide"):
        ISMCTSBot(lambda view, seat, rng: Toy(2, 1), greedy=Last(), wide=1)


def test_anchor_keeps_greedys_choice_unless_the_search_beats_it_clearly():
    start = Toy(2, 1).pile

    def evaluate(game):  # seat 0 leads when the two takes together are more than 4 stones
        return {"scores": [start - game.pile, 4], "winners": [0] if start - game.pile > 4 else [1]}

    game = Toy(2, 1)
    legal = game.legal_actions(0)
    view = {**game.view(0), "seat": 0}
    picks = []
    for anchor in (0.0, 2.0):  # rewards are at most 1: a margin of 2 is never beaten
        greedy = Last()
        greedy.choose = lambda view, legal, rng: legal[0]  # greedy takes one stone
        bot = ISMCTSBot(
            lambda view, seat, rng: Toy(2, 1),
            greedy=greedy,
            anchor=anchor,
            evaluate=evaluate,
            cutoff=1,
            iterations=60,
        )
        picks.append(bot.choose(view, legal, random.Random(3)))
    assert picks[1] == legal[0]  # kept
    assert picks[0] != legal[0]  # the search found better and beat it
