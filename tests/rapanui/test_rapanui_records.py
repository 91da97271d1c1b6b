"""Notation, records and replay, determinism and copies."""

import copy
import json
import random

import pytest
from rapanui_support import all_views, random_game

from kit import RecordError, rapanui
from kit.core.records import dumps, loads
from kit.rapanui.options import Options

OPTIONS = Options(moai_split_allowed=True, supply_offering_optional=True)


def greedy_game(players, seed, options=OPTIONS, steps=None):
    """A game of greedy bots: they play moai, so every action type shows up."""
    game = rapanui.new_game(players, seed=seed, options=options)
    bot, rng = rapanui.GreedyBot(), random.Random(seed)
    events = []
    while not game.is_over and (steps is None or len(game.history) < steps):
        seat = game.to_move[0]
        events.append(game.apply(bot.choose(game.view(seat), game.legal_actions(seat), rng)))
    return game, events


def test_notation_round_trip_for_every_action_type():
    seen = set()
    for seed in range(12):
        game = rapanui.new_game(3, seed=seed, options=OPTIONS)
        rng = random.Random(seed)
        bot = rapanui.GreedyBot()
        while not game.is_over:
            seat = game.to_move[0]
            legal = game.legal_actions(seat)
            for action in legal:
                text = str(action)
                assert rapanui.parse_action(text) == action
                assert rapanui.ACTIONS.from_dict(json.loads(json.dumps(action.to_dict()))) == action
                assert hash(action) == hash(rapanui.parse_action(text))
                seen.add(type(action).KIND)
            choice = bot.choose(game.view(seat), legal, rng) if rng.random() < 0.7 else None
            game.apply(choice or legal[rng.randrange(len(legal))])
    assert seen >= set(rapanui.ACTIONS.by_kind) - {"discard"}
    stuck = rapanui.DiscardMoai(2)
    assert rapanui.parse_action(str(stuck)) == stuck


def test_notation_examples():
    assert str(rapanui.Buy(0, "fish")) == "0:buy fish"
    assert str(rapanui.PassBuy(1)) == "1:no_buy"
    assert str(rapanui.Play(0, "sweet_potato", 2)) == "0:play sweet_potato 2"
    assert str(rapanui.Sacrifice(2, "grain", "up")) == "2:sacrifice grain up"
    assert str(rapanui.Draw(1, 3)) == "1:draw 3"
    assert str(rapanui.MoaiPayout(1, 0, 3)) == "1:payout 0 3"
    for bad in ("", "buy fish", "x:buy fish", "0:fly", "0:draw", "0:buy fish grain"):
        with pytest.raises(ValueError):
            rapanui.parse_action(bad)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_round_trip(players):
    game, _ = greedy_game(players, 21)
    text = dumps(game.record({"note": "test"}))
    again = rapanui.replay(loads(text))
    assert again.record() == game.record()
    assert all_views(again) == all_views(game)
    assert again.result() == game.result()


def test_replay_of_a_game_in_progress():
    game, _ = greedy_game(3, 5, steps=77)
    again = rapanui.replay(game.record())
    assert (again.phase, again.to_move, again.turn) == (game.phase, game.to_move, game.turn)
    assert all_views(again) == all_views(game)
    assert again.legal_actions(game.to_move[0]) == game.legal_actions(game.to_move[0])


def test_determinism_same_seed_same_game_twice():
    first, events1 = greedy_game(4, 99)
    second, events2 = greedy_game(4, 99)
    assert first.record() == second.record()
    assert events1 == events2
    assert all_views(first) == all_views(second)
    other, _ = greedy_game(4, 100)
    assert other.record()["actions"] != first.record()["actions"]


def test_random_bot_determinism():
    a = random_game(3, 17)
    b = random_game(3, 17)
    assert a.record() == b.record() and a.result() == b.result()


def corrupt(record, path, value):
    bad = copy.deepcopy(record)
    target = bad
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return bad


@pytest.fixture(scope="module")
def record():
    game, _ = greedy_game(3, 8, steps=60)
    return game.record()


@pytest.mark.parametrize(
    ("path", "value", "key"),
    [
        (("game",), "giants", "core.err.record_wrong_game"),
        (("rules_version",), 99, "core.err.record_version"),
        (("seed",), KeyError, "core.err.record_missing"),
        (("seed",), -5, "core.err.record_bad_field"),
        (("players",), 7, "core.err.record_bad_field"),
        (("options",), {"altar_ranking": "olympic"}, "core.err.record_bad_field"),
        (("options",), [], "core.err.record_bad_field"),
        (("actions",), "all of them", "core.err.record_bad_field"),
        (("actions", 3), {"type": "fly", "seat": 0}, "core.err.record_bad_action"),
        (("actions", 3, "seat"), "zero", "core.err.record_bad_action"),
    ],
)
def test_corrupt_records_are_refused(record, path, value, key):
    with pytest.raises(RecordError) as err:
        rapanui.replay(corrupt(record, path, value))
    assert err.value.key == key
    assert err.value.reason and err.value.reason_zh


def test_tampered_record_names_the_first_bad_action(record):
    actions = record["actions"]
    index = next(i for i, a in enumerate(actions) if a["type"] == "draw")
    bad = corrupt(record, ("actions", index, "seat"), (actions[index]["seat"] + 1) % 3)
    with pytest.raises(RecordError) as err:
        rapanui.replay(bad)
    assert err.value.key == "core.err.record_illegal_action"
    assert err.value.params["index"] == index + 1
    assert f"{index + 1}" in err.value.reason and f"{index + 1}" in err.value.reason_zh
    # an unaffordable purchase slipped into the record
    first = corrupt(record, ("actions", 0), {"type": "buy", "seat": 0, "kind": "fish"})
    with pytest.raises(RecordError) as err:
        rapanui.replay(first)
    assert err.value.params["index"] == 1 and "5" in err.value.reason


def test_malformed_value_in_a_record():
    game = rapanui.new_game(2, seed=3)
    record = game.record()
    record["actions"] = [{"type": "no_buy", "seat": True}]
    with pytest.raises(RecordError):
        rapanui.replay(record)
    with pytest.raises(RecordError):
        loads("{not json")
    with pytest.raises(RecordError):
        rapanui.replay([1, 2])


def test_clone_is_independent():
    game, _ = greedy_game(3, 2, steps=50)
    before = (game.record(), all_views(game))
    twin = game.clone()
    for name, value in vars(game).items():
        if isinstance(value, (list, dict)):
            assert getattr(twin, name) is not value, name
    for row in (*game.hands, *game.market, *game.displays, *game.stocks):
        assert all(
            row is not other for other in (*twin.hands, *twin.market, *twin.displays, *twin.stocks)
        )
    rng = random.Random(0)
    while not twin.is_over:
        legal = twin.legal_actions(twin.to_move[0])
        twin.apply(legal[rng.randrange(len(legal))])
    assert (game.record(), all_views(game)) == before
    # the chance state is copied: the same actions give the same game
    again = game.clone()
    for action in twin.history[len(game.history) :]:
        again.apply(action)
    assert all_views(again) == all_views(twin)
