"""The engine contract's shared parts: apply, illegal actions, records and replay, chance, bots."""

import json
import random

import pytest
from toy import Take, Toy, ToyOptions

from kit import IllegalAction, KitError, RecordError
from kit.core import RandomBot, play, simulate
from kit.core.chance import Chance, check_seed
from kit.core.records import MAX_RECORD_BYTES, dumps, loads, replay


def played(seed=5, players=2):
    return play(Toy(players, seed), [RandomBot()] * players, random.Random(seed))


def test_illegal_action_is_a_value_error_with_both_languages_and_changes_nothing():
    game = Toy(2, 1)
    before = game.record()
    with pytest.raises(IllegalAction) as err:
        game.apply(Take(1, 1))
    assert isinstance(err.value, ValueError) and isinstance(err.value, KitError)
    assert err.value.reason == "Seat 1 may not act now."
    assert err.value.reason_zh == "座位1現在不能行動。"
    assert err.value.message("zh-TW") == err.value.reason_zh
    assert game.record() == before


def test_engine_gives_a_specific_reason():
    game = Toy(2, 1, ToyOptions(max_take=5))
    game.pile = 2
    with pytest.raises(IllegalAction, match="Only 2 stones"):
        game.apply(Take(0, 4))


def test_foreign_objects_are_refused():
    game = Toy(2, 1)
    with pytest.raises(IllegalAction):
        game.apply("0:take 1")


def test_equal_but_mistyped_values_are_refused():
    game = Toy(2, 1)
    for bad in (Take(0, True), Take(0, 1.0)):
        with pytest.raises(IllegalAction) as err:
            game.apply(bad)
        assert err.value.key == "core.err.unknown_action"
    assert game.history == []
    game.apply(Take(0, 1))
    assert type(game.history[0].n) is int


def test_no_action_after_the_end():
    game = played()
    with pytest.raises(IllegalAction, match="over"):
        game.apply(Take(0, 1))


def test_bad_player_count_seed_and_options_are_refused():
    with pytest.raises(ValueError):
        Toy(4, 1)
    with pytest.raises(ValueError):
        Toy(2, -1)
    with pytest.raises(ValueError):
        Toy(2, True)
    with pytest.raises(ValueError):
        ToyOptions(max_take=9)


def test_record_is_json_and_replays_to_the_same_game():
    game = played(seed=11, players=3)
    record = game.record(meta={"names": ["a", "b", "c"]})
    text = dumps(record)
    again = replay(loads(text), Toy)
    assert again.record(meta={"names": ["a", "b", "c"]}) == record
    assert again.view(0) == game.view(0) and again.is_over


def test_clone_is_independent_and_keeps_chance():
    game = Toy(2, 3)
    twin = game.clone()
    twin.apply(twin.legal_actions(0)[0])
    assert game.history == [] and len(twin.history) == 1
    assert game.chance.below(1000) == twin.chance.below(1000)


def test_same_seed_same_game_two_runs():
    assert played(seed=9).record() == played(seed=9).record()
    assert {Toy(2, s).pile for s in range(30)} != {Toy(2, 0).pile}


@pytest.mark.parametrize(
    ("mutate", "key"),
    [
        (lambda r: r.pop("seed"), "core.err.record_missing"),
        (lambda r: r.update(game="chess"), "core.err.record_wrong_game"),
        (lambda r: r.update(rules_version=99), "core.err.record_version"),
        (lambda r: r.update(options={"max_take": "3"}), "core.err.record_bad_field"),
        (lambda r: r.update(options={"colour": 1}), "core.err.record_bad_field"),
        (lambda r: r.update(players=7), "core.err.record_bad_field"),
        (lambda r: r.update(seed="x"), "core.err.record_bad_field"),
        (lambda r: r.update(actions="x"), "core.err.record_bad_field"),
        (lambda r: r["actions"].append({"type": "jump", "seat": 0}), "core.err.record_bad_action"),
        (
            lambda r: r["actions"].insert(0, {"type": "take", "seat": 1, "n": 1}),
            "core.err.record_illegal_action",
        ),
        (
            lambda r: r["actions"].insert(0, {"type": "take", "seat": 0}),
            "core.err.record_bad_action",
        ),
    ],
)
def test_corrupt_records_are_refused_with_a_reason(mutate, key):
    record = played().record()
    mutate(record)
    with pytest.raises(RecordError) as err:
        replay(record, Toy)
    assert err.value.key == key
    assert err.value.reason and err.value.reason_zh and err.value.reason != err.value.reason_zh


def test_illegal_action_in_a_record_explains_in_both_languages():
    record = played().record()
    record["actions"][0] = {"type": "take", "seat": 0, "n": 5}
    with pytest.raises(RecordError) as err:
        replay(record, Toy)
    assert "Action 1" in err.value.reason and "0:take 5" in err.value.reason
    assert "第1個行動" in err.value.reason_zh


@pytest.mark.parametrize("data", [b"\xff\xfe", "not json", "[1, 2]", "null", b'{"game": '])
def test_unreadable_files_are_refused(data):
    with pytest.raises(RecordError):
        record = loads(data)
        replay(record, Toy)


def test_too_big_files_are_refused_before_parsing():
    with pytest.raises(RecordError) as err:
        loads(b" " * (MAX_RECORD_BYTES + 1))
    assert err.value.key == "core.err.record_too_big"


def test_record_loads_from_memoryview_like_an_upload():
    record = played().record()
    assert loads(memoryview(json.dumps(record).encode())) == record


def test_chance_is_seeded_and_copyable():
    import copy

    a, b = Chance(42), Chance(42)
    assert [a.roll("abcdef") for _ in range(20)] == [b.roll("abcdef") for _ in range(20)]
    c = copy.deepcopy(a)
    xs = list(range(10))
    ys = list(range(10))
    a.shuffle(xs)
    c.shuffle(ys)
    assert xs == ys
    with pytest.raises(ValueError):
        check_seed(2**64)


def test_random_bot_only_picks_legal_actions_and_refuses_none():
    bot = RandomBot()
    game = Toy(3, 2)
    for _ in range(5):
        legal = game.legal_actions(game.to_move[0])
        assert bot.choose(game.view(game.to_move[0]), legal, random.Random(1)) in legal
    with pytest.raises(ValueError):
        bot.choose({}, [], random.Random(1))


def _factory(seed):
    return Toy(2, seed)


def test_simulate_plays_many_games_and_reports_progress():
    seen = []
    rows = simulate(_factory, [RandomBot(), RandomBot()], 20, progress=lambda d, n: seen.append(d))
    assert len(rows) == 20 and seen == list(range(1, 21))
    assert all(sum(r["scores"]) == 1 and r["winners"] for r in rows)
    assert rows == simulate(_factory, [RandomBot(), RandomBot()], 20)


def test_simulate_runs_on_an_executor():
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as pool:
        rows = simulate(_factory, [RandomBot(), RandomBot()], 10, executor=pool)
    assert rows == simulate(_factory, [RandomBot(), RandomBot()], 10)


def test_replay_can_build_the_game_with_a_factory():
    record = played(seed=11, players=3).record()
    built = []

    def make(players, seed, options):
        built.append((players, seed))
        return Toy(players, seed, options)

    again = replay(record, Toy, make)
    assert built == [(3, 11)] and again.record() == record
