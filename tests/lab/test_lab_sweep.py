"""Sweeps: one rule option (or rule parameter) over a list of values, on the same seeds."""

import importlib
from concurrent.futures import ThreadPoolExecutor

import pytest

from kit import games, lab
from kit.core.errors import OptionError
from kit.lab.games import option_fields
from kit.lab.sweep import Point, Sweep, SweepError, check_values, is_list, parse_values, sweep

sweep_module = importlib.import_module("kit.lab.sweep")  # kit.lab.sweep is also the function
GREEDY3 = {"players": 3, "bots": ["greedy", "greedy", "random"], "games": 6, "seed": 4}


@pytest.fixture(scope="module")
def small():
    """Rapa Nui, A2 · R8.2 majority_min_count over 1, 2, 3 (3 is the rules' value)."""
    return sweep("rapanui", "majority_min_count", [1, 2, 3], workers=1, **GREEDY3)


def test_every_value_plays_the_same_seeds_and_the_default_is_a_plain_run(small):
    plain = lab.run("rapanui", workers=1, **GREEDY3)
    assert small.tables[3] == plain  # R8.2 at its rule value: exactly the table of a plain run
    for value, table in small.tables.items():
        assert [r["seed"] for r in table] == list(range(4, 10))
        assert [r["bots"] for r in table] == [r["bots"] for r in plain]  # the same seats
        assert {r["options"]["majority_min_count"] for r in table} == {value}
    assert small.tables[1] != plain  # the rule changes the games (R8.2: a sole majority scores)
    assert small.values == [1, 2, 3]


def test_fixed_options_hold_for_every_value():
    s = sweep(
        "rapanui",
        "wood_per_glory_at_end",
        [0, 5],
        options={"majority_min_count": 2},
        workers=1,
        **{**GREEDY3, "games": 2},
    )
    assert s.options == {"majority_min_count": 2}  # the fixed options that differ from the rules
    for value, table in s.tables.items():  # A8 · R10.3 swept, A2 · R8.2 fixed at 2
        assert {(r["options"]["wood_per_glory_at_end"], r["options"]["majority_min_count"])
                for r in table} == {(value, 2)}  # fmt: skip


@pytest.mark.parametrize(
    ("game", "name", "bad", "en", "zh"),
    [
        ("rapanui", "majority_min_count", 4, "one of 1, 2, 3, not 4", "1、2、3其中之一"),
        ("rapanui", "wood_per_glory_at_end", 101, "from 0 to 100, not 101", "0到100的整數"),
        ("giants", "marks_per_turn", 7, "from 1 to 6, not 7", "1到6的整數"),
    ],
)
def test_a_bad_value_is_refused_in_both_languages_before_any_game(
    monkeypatch, game, name, bad, en, zh
):
    played = []
    monkeypatch.setattr(sweep_module, "play_chunk", lambda task: played.append(task) or [])
    low = games.spec(game).player_counts()[0]
    with pytest.raises(OptionError) as refused:
        sweep(game, name, [1, bad], players=low, bots=["random"] * low, games=3, seed=0)
    assert en in refused.value.message("en") and name in refused.value.message("en")
    assert zh in refused.value.message("zh-TW")
    assert played == []  # nothing ran


def test_a_value_twice_or_no_value_is_refused_in_both_languages():
    with pytest.raises(SweepError) as twice:
        check_values("rapanui", "majority_min_count", [2, 2])
    assert "given twice" in twice.value.message("en") and "重複" in twice.value.message("zh-TW")
    with pytest.raises(SweepError) as none:
        check_values("rapanui", "majority_min_count", [])
    assert "one or more values" in none.value.message("en")
    with pytest.raises(OptionError) as unknown:
        check_values("rapanui", "no_such_rule", [1])
    assert "no_such_rule" in unknown.value.message("en")


def test_values_are_read_per_the_option_type():
    assert parse_values("rapanui", "majority_min_count", "1, 2;3") == [1, 2, 3]
    assert parse_values("rapanui", "moai_split_allowed", "true,false") == [True, False]
    # a text value holds commas: values are separated by semicolons only
    assert parse_values("rapanui", "starting_wood", "2,3,4,5; 2,2,2,2") == ["2,3,4,5", "2,2,2,2"]
    assert is_list("rapanui", "starting_wood", "2,2,2,2;3,3,3,3")
    assert not is_list("rapanui", "starting_wood", "2,2,2,2")
    assert is_list("rapanui", "majority_min_count", "1,2") and not is_list(
        "rapanui", "majority_min_count", "2"
    )
    with pytest.raises(OptionError) as word:
        parse_values("rapanui", "majority_min_count", "1,two")
    assert "whole number" in word.value.message("en")


def test_a_text_valued_option_is_swept_and_checked():
    s = sweep("rapanui", "starting_wood", ["2,3,4,5", "3,3,3,3"], workers=1, **GREEDY3)
    assert [r["options"]["starting_wood"] for r in s.tables["3,3,3,3"]] == ["3,3,3,3"] * 6
    with pytest.raises(OptionError) as bad:
        check_values("rapanui", "starting_wood", ["2,3,4,5", "2,3"])
    assert "starting_wood" in bad.value.message("en") and "0到20" in bad.value.message("zh-TW")


def test_a_rule_parameter_is_swept_without_special_cases():
    p = games.spec("rapanui").parameters["moai_cost"]  # R5.1: the wood a moai costs
    assert "moai_cost" in option_fields("rapanui")
    s = sweep("rapanui", "moai_cost", [p.default, p.default - 2], workers=1, **GREEDY3)
    assert s.tables[p.default] == lab.run("rapanui", workers=1, **GREEDY3)
    with pytest.raises(OptionError) as refused:
        check_values("rapanui", "moai_cost", [p.default, p.high + 1])
    assert f"from {p.low} to {p.high}" in refused.value.message("en")


def test_points_are_each_tables_measure_with_its_interval(small):
    for point, value in zip(small.points("rounds"), [1, 2, 3], strict=True):
        m = lab.summarize(small.tables[value]).measures["duration_rounds"]
        assert (point.value, point.estimate, point.low, point.high) == (
            value,
            m.value,
            m.low,
            m.high,
        )
    balance = small.points("balance")
    assert all(0 <= p.estimate <= 1 and p.low <= p.estimate <= p.high for p in balance)
    with pytest.raises(SweepError) as unknown:
        small.points("fun")
    assert "fun" in unknown.value.message("en") and "duration_rounds" in unknown.value.message("en")


def test_meets_names_the_values_whose_interval_contains_the_target(small):
    points = small.points("rounds")
    first = points[0]
    assert small.meets("rounds", first.estimate) == [
        p.value for p in points if p.low <= first.estimate <= p.high
    ]
    assert 1 in small.meets("rounds", first.estimate)
    assert small.meets("rounds", 1000) == [] and small.meets("rounds", 0, "above") == [1, 2, 3]
    assert small.meets("rounds", 1000, "below") == [1, 2, 3]
    point = Point(2, 0.5, 0.4, 0.6)
    assert point.meets(0.4) and point.meets(0.6) and not point.meets(0.61)
    assert point.meets(0.4, "above") and not point.meets(0.45, "above")
    assert point.meets(0.6, "below") and not point.meets(0.55, "below")
    assert not Point(2, 0.5, None, None).meets(0.5)  # no interval: meets nothing


def test_the_table_and_sentence_in_both_languages(small):
    target = small.points("rounds")[0].estimate
    rows = small.rows("rounds", "en", target)
    assert [r[0] for r in rows] == ["1", "2", "3"] and rows[0][3] == "yes"
    assert small.rows("rounds", "zh-TW", target)[0][3] == "是"
    assert small.rows("rounds", "en")[0][3] == "—"  # no target
    assert small.sentence("rounds", target, "en").startswith("majority_min_count: the values")
    assert "包含目標" in small.sentence("rounds", target, "zh-TW")
    assert "no value" in small.sentence("rounds", 1000, "en")


def test_json_round_trip(small):
    again = Sweep.from_json(small.to_json())
    assert again == small
    assert again.points("balance") == small.points("balance")
    with pytest.raises(ValueError, match="sweep"):
        Sweep.from_json('{"game": "rapanui"}')


def test_an_executor_gives_the_tables_of_one_process(small):
    with ThreadPoolExecutor(2) as pool:
        threaded = sweep("rapanui", "majority_min_count", [1, 2, 3], executor=pool, **GREEDY3)
    assert threaded == small
    pooled = sweep("rapanui", "majority_min_count", [1, 2, 3], workers=2, **GREEDY3)
    assert pooled == small  # the lab's process pool


def test_a_stopped_sweep_keeps_the_same_first_seeds_for_every_value():
    seen = []

    def progress(done, total):
        seen.append((done, total))
        return done < 7

    s = sweep("rapanui", "majority_min_count", [1, 3], workers=1, progress=progress, **GREEDY3)
    assert seen[-1] == (7, 12) and seen[0] == (1, 12)
    seeds = [[r["seed"] for r in t] for t in s.tables.values()]
    assert seeds[0] == seeds[1] == [4, 5, 6]  # chunks interleaved by seed: a shorter sweep


def test_a_dask_client_gives_the_tables_of_one_process(small):
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(
            processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask = sweep("rapanui", "majority_min_count", [1, 2, 3], executor=client, **GREEDY3)
    assert on_dask == small
