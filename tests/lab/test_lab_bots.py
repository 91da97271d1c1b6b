"""Bots by name: every spec the lab, the command line and the pages accept, and clear refusals."""

import random

import pytest

from kit import giants, rapanui
from kit.lab import LabError, make_bot
from kit.lab.bots import parse_spec
from kit.lab.ismcts import ISMCTSBot


@pytest.mark.parametrize("game", ["rapanui", "giants"])
def test_the_three_bots_by_name(game):
    module = rapanui if game == "rapanui" else giants
    assert isinstance(make_bot(game, "random"), module.RandomBot)
    assert isinstance(make_bot(game, "greedy"), module.GreedyBot)
    bot = make_bot(game, "ismcts:iterations=40:c=1.2:rollout=greedy:cutoff=none")
    assert isinstance(bot, ISMCTSBot)
    assert (bot.iterations, bot.c, bot.rollout, bot.cutoff) == (40, 1.2, "greedy", None)
    assert bot.determinize is module.determinize


def test_greedy_weights_by_name():
    bot = make_bot("rapanui", "greedy:wood=0.8:moai=5")
    assert bot.weights == rapanui.GreedyWeights(wood=0.8, moai=5.0)
    bot = make_bot("giants", "greedy:keep_markers=2")
    assert bot.weights.keep_markers == 2


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("clever", "the bots are: random, greedy, ismcts"),
        ("greedy:glory=3", "the weights are:"),
        ("greedy:wood=lots", "takes a float"),
        ("ismcts:depth=3", "the parameters are: iterations, time_limit, c, rollout, cutoff"),
        ("ismcts:iterations=0", "iterations must be"),
        ("ismcts:rollout=smart", "rollout is one of random, greedy"),
        ("ismcts:c", "name=value"),
        ("random:x=1", "takes no parameters"),
        ("ismcts:c=1:c=2", "twice"),
        ("greedy random", "no spaces"),
        ("", "a bot is one of"),
    ],
)
def test_bad_specs_name_the_valid_choices(spec, words):
    with pytest.raises(LabError, match=words):
        make_bot("rapanui", spec)


def test_unknown_game_is_named():
    with pytest.raises(LabError, match="choose one of rapanui, giants"):
        make_bot("chess", "random")


def test_spec_parts():
    assert parse_spec("ismcts:iterations=5") == ("ismcts", {"iterations": "5"})


def test_a_made_bot_plays_a_legal_action():
    game = rapanui.new_game(2, seed=3)
    bot = make_bot("rapanui", "ismcts:iterations=20")
    seat = game.to_move[0]
    legal = game.legal_actions(seat)
    assert bot.choose(game.view(seat), legal, random.Random(1)) in legal
