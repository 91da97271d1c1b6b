"""Experiments: rows as the rules played them, seats rotated, the same table on every executor."""

import os
import random
import subprocess
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from kit import giants, rapanui
from kit.lab import LabError, run
from kit.lab.experiment import bot_rng, lineup, plan, play_game

BOTS = ["greedy", "random", "random"]


def test_rows_agree_with_a_replayed_game():
    table = run("rapanui", players=3, bots=BOTS, games=4, seed=10, workers=1)
    assert [r["seed"] for r in table] == [10, 11, 12, 13]
    for row in table:
        assert row["bots"] == lineup(BOTS, 3, row["seed"])
        game = rapanui.new_game(3, seed=row["seed"])
        assert row["first_player"] == 0  # R0.8: seat 0 starts
        assert not row["timed_out"] and row["winners"]
        assert row["choices"] <= row["decisions"] <= row["legal_total"]
        assert row["leaders"][-1] == row["winners"]
        assert len(row["leaders"]) == row["rounds"]
        assert sum(row["facts"][f"altar_{k}"] for k in rapanui.KINDS) >= 0
        assert row["facts"]["end"] in ("refill", "column")
        assert row["options"] == table.rows[0]["options"]
        assert game.players == row["players"]


def test_seats_rotate_with_the_seed_unless_asked_not_to():
    assert lineup(["a", "b", "c"], 3, 0) == ["a", "b", "c"]
    assert lineup(["a", "b", "c"], 3, 1) == ["c", "a", "b"]  # seed k: first bot at seat k mod n
    assert lineup(["a", "b", "c"], 3, 5) == ["b", "c", "a"]
    assert lineup(["a", "b", "c"], 3, 5, rotate=False) == ["a", "b", "c"]
    table = run("rapanui", players=3, bots=BOTS, games=3, seed=0, workers=1, rotate=False)
    assert all(r["bots"] == BOTS for r in table)


def test_giants_rows_carry_the_first_player_and_erected_moai():
    table = run("giants", players=3, bots=["greedy"] * 3, games=2, seed=4, workers=1)
    for row in table:
        game = giants.new_game(3, seed=row["seed"])
        assert row["first_player"] == game.state.first  # R2.6: drawn at random
        facts = row["facts"]
        assert facts["moai"] == facts["moai_1"] + facts["moai_2"] + facts["moai_3"]
        assert facts["ahu_used"] == len(facts["ahus"].split())
        assert row["rounds"] >= 1 and not row["timed_out"]


def test_a_game_over_the_step_cap_is_timed_out_with_no_winner():
    row = play_game("rapanui", 2, ["random", "random"], {}, None, seed=1, max_steps=10)
    assert row["timed_out"] and row["winners"] == [] and row["decisions"] == 10
    assert row["facts"]["end"] == "cut"


def test_the_same_seeds_give_the_same_table_on_every_executor():
    kwargs = {"players": 3, "bots": BOTS, "games": 12, "seed": 7}
    alone = run("rapanui", workers=1, **kwargs)
    with ProcessPoolExecutor(2) as pool:
        processes = run("rapanui", executor=pool, chunk_size=5, **kwargs)
    with ThreadPoolExecutor(2) as pool:
        threads = run("rapanui", executor=pool, **kwargs)
    assert alone == processes == threads
    assert len(alone) == 12


def test_a_dask_local_cluster_gives_the_same_table():
    distributed = pytest.importorskip("distributed")
    kwargs = {"players": 3, "bots": ["greedy"] * 3, "games": 6, "seed": 2}
    with (
        distributed.LocalCluster(
            processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask = run("giants", executor=client, **kwargs)
    assert on_dask == run("giants", workers=1, **kwargs)


def test_progress_is_told_and_can_stop_the_run():
    seen = []
    table = run(
        "rapanui",
        players=2,
        bots=["random"] * 2,
        games=10,
        workers=1,
        progress=lambda done, total: seen.append((done, total)) or done < 4,
    )
    assert seen == [(1, 10), (2, 10), (3, 10), (4, 10)]
    assert len(table) == 4  # what finished is kept
    with ThreadPoolExecutor(2) as pool:
        table = run(
            "rapanui",
            players=2,
            bots=["random"] * 2,
            games=40,
            executor=pool,
            chunk_size=5,
            progress=lambda done, total: False,
        )
    assert [r["seed"] for r in table] in ([], [0, 1, 2, 3, 4])  # the first chunk, if it was first


def test_a_pooled_run_stopped_early_keeps_the_first_seeds_with_no_gap(monkeypatch):
    from kit.lab import experiment

    late, play = threading.Event(), experiment.play_chunk

    def play_chunk(task):  # the second chunk (seeds 7 and 8) finishes after the others
        if task["seeds"][0] == 7:
            late.wait(10)
        return play(task)

    monkeypatch.setattr(experiment, "play_chunk", play_chunk)
    finished = []

    def progress(done, total):
        finished.append(done)
        if done < 6:
            return True
        late.set()
        return False

    kwargs = {"players": 2, "bots": ["random"] * 2, "games": 20, "seed": 5}
    with ThreadPoolExecutor(2) as pool:
        table = run("rapanui", executor=pool, chunk_size=2, progress=progress, **kwargs)
    assert finished[-1] == 6  # seeds 5, 6 then 9 to 12 finished, not 7 and 8
    assert [r["seed"] for r in table] == [5, 6]  # a shorter run of the same seeds
    assert table == run("rapanui", workers=1, **{**kwargs, "games": 2})


def test_a_stopped_run_on_its_own_pool_ends_with_seeds_from_the_first():
    started = time.perf_counter()
    table = run(
        "rapanui",
        players=2,
        bots=["greedy", "random"],
        games=2000,
        seed=3,
        workers=2,
        progress=lambda done, total: done < 30,
    )
    assert time.perf_counter() - started < 10  # the games under way are not waited for
    assert [r["seed"] for r in table] == list(range(3, 3 + len(table)))
    assert len(table) < 2000


def test_each_bot_draws_from_a_generator_of_its_own():
    seeds, seats = range(40), range(8)
    first_draws = {
        ("bot", seed, seat): tuple(bot_rng(seed, seat).random() for _ in range(3))
        for seed in seeds
        for seat in seats
    }
    games = {
        ("game", seed): tuple(random.Random(seed).random() for _ in range(3)) for seed in seeds
    }
    streams = list(first_draws.values()) + list(games.values())
    assert len(set(streams)) == len(streams)  # no bot shares a stream with a game or a bot
    assert bot_rng(3, 1).random() == bot_rng(3, 1).random()


class Recorder:
    """A bot that notes the state of the generator it is handed, then takes the first action."""

    def __init__(self):
        self.states = []

    def choose(self, view, legal, rng):
        self.states.append(rng.getstate())
        rng.random()
        return legal[0]


def test_play_game_hands_each_seat_its_own_generator():
    bots = {"a": Recorder(), "b": Recorder()}
    play_game("rapanui", 2, ["a", "b"], {}, None, seed=0, max_steps=40, bots=bots)
    for seat, name in enumerate(["a", "b"]):
        rng = bot_rng(0, seat)
        first = rng.getstate()
        assert bots[name].states[0] == first
        assert first != random.Random(0).getstate()  # not the game's chance (seed 0)


def test_the_bots_generators_are_the_same_in_every_process():
    code = "from kit.lab.experiment import bot_rng; print(repr(bot_rng(12, 3).random()))"
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
        )
        assert done.stdout.strip() == repr(bot_rng(12, 3).random())
    kwargs = {"players": 3, "bots": ["ismcts:iterations=20", "greedy", "random"], "games": 3}
    assert run("rapanui", workers=1, **kwargs) == run("rapanui", workers=1, **kwargs)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"game": "chess"}, "unknown game"),
        ({"players": 5}, "2 to 4 players"),
        ({"bots": ["greedy"]}, "one bot per seat"),
        ({"bots": ["greedy", "wizard"]}, "unknown bot"),
        ({"options": {"majority": 2}}, "unknown option 'majority'"),
        ({"options": {"majority_min_count": 7}}, "majority_min_count must be one of"),
        ({"games": 0}, "games must be"),
        ({"board": {}}, "Rapa Nui has no board to choose"),
    ],
)
def test_bad_requests_are_refused_before_any_game(kwargs, words):
    args = {"game": "rapanui", "players": 2, "bots": ["greedy", "random"], "games": 2, **kwargs}
    game = args.pop("game")
    with pytest.raises(LabError, match=words):
        run(game, workers=1, **args)


def test_a_combination_only_the_island_can_refuse_is_refused_before_any_game_runs():
    """R1.3: seven forest tiles for the seven forest hexes; three tiles do not fit the island,
    and the lab says so (in both languages) before it plays a game."""
    from kit.core.errors import OptionError

    with pytest.raises(OptionError) as refused:
        plan(
            "giants", players=3, bots=["random"] * 3, options={"forests": "3,3,3"}, games=5, seed=1
        )
    assert "forest" in refused.value.message("en")
    assert "森林" in refused.value.message("zh-TW")
