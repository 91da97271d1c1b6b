"""Bots: they act through views and legal actions only; the greedy bot beats random play."""

import dataclasses
import random

import pytest

from kit import rapanui
from kit.core.simulate import play, simulate
from kit.rapanui.bots import GreedyWeights


def three_player_game(seed):
    return rapanui.new_game(3, seed=seed)


def test_greedy_bot_wins_at_least_twice_its_share_against_random_bots():
    wins = 0.0
    games = 200
    for seed in range(games):
        seat = seed % 3  # the greedy bot plays every seat in turn
        bots = [rapanui.RandomBot() for _ in range(3)]
        bots[seat] = rapanui.GreedyBot()
        game = play(three_player_game(seed), bots, random.Random(seed))
        winners = game.result()["winners"]
        if seat in winners:
            wins += 1 / len(winners)
    assert wins / games >= 2 / 3, wins / games


def test_bots_only_choose_legal_actions_from_views():
    rng = random.Random(3)
    game = rapanui.new_game(4, seed=3)
    bots = [rapanui.GreedyBot(), rapanui.RandomBot(), rapanui.GreedyBot(), rapanui.RandomBot()]
    while not game.is_over:
        seat = game.to_move[0]
        legal = game.legal_actions(seat)
        view = game.view(seat)
        choice = bots[seat].choose(view, legal, rng)
        assert choice in legal
        game.apply(choice)


def test_greedy_weights_are_editable_and_change_play():
    assert dataclasses.is_dataclass(GreedyWeights)
    field_names = {f.name for f in dataclasses.fields(GreedyWeights)}
    assert {"wood", "moai", "priest", "lumberjack", "hunter", "rival_gain"} <= field_names
    cautious = rapanui.GreedyBot(GreedyWeights(moai=0.0, priest=0.0, wood=5.0))
    default = rapanui.GreedyBot()
    a = play(three_player_game(4), [default] * 3, random.Random(4))
    b = play(three_player_game(4), [cautious] * 3, random.Random(4))
    assert a.record()["actions"] != b.record()["actions"]


def test_bot_without_legal_actions_complains():
    game = rapanui.new_game(2, seed=0)
    with pytest.raises(ValueError):
        rapanui.GreedyBot().choose(game.view(0), [], random.Random(0))


def test_simulate_runs_rapanui_games():
    rows = simulate(
        three_player_game, [rapanui.GreedyBot(), rapanui.RandomBot(), rapanui.RandomBot()], 4
    )
    assert len(rows) == 4
    assert all(len(row["scores"]) == 3 and row["winners"] for row in rows)
