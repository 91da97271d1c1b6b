"""Experiments: rows as the rules played them, seats rotated, the same table on every executor."""

from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from kit import giants, rapanui
from kit.lab import LabError, run
from kit.lab.experiment import lineup, play_game

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
    assert 1 <= len(table) < 40 and len(table) % 5 == 0


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
        ({"board": {}}, "only Giants has a board"),
    ],
)
def test_bad_requests_are_refused_before_any_game(kwargs, words):
    args = {"game": "rapanui", "players": 2, "bots": ["greedy", "random"], "games": 2, **kwargs}
    game = args.pop("game")
    with pytest.raises(LabError, match=words):
        run(game, workers=1, **args)
