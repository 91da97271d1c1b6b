"""Replication in seed blocks and the sequential comparison."""

import pytest

from kit import lab
from kit.lab.games import LabError
from kit.lab.replicate import OBRIEN_FLEMING, seed_blocks
from tests.lab.conftest import make_table


def two_seat_games(row, n, first_wins, seed=1):
    return [
        row(
            seed=seed + i,
            first_player=i % 2,
            winners=[i % 2 if i < first_wins else 1 - i % 2],
            scores=[10, 5] if (i < first_wins) == (i % 2 == 0) else [5, 10],
        )
        for i in range(n)
    ]


def test_seed_blocks_are_consecutive_and_cover_the_table(row):
    table = make_table([row(seed=s) for s in (7, 3, 5, 4, 6, 8, 9)])
    blocks = seed_blocks(table, 3)
    assert [[r["seed"] for r in b] for b in blocks] == [[3, 4, 5], [6, 7], [8, 9]]
    with pytest.raises(LabError, match="blocks"):
        seed_blocks(table, 8)


def test_a_finding_reports_how_it_held_in_the_blocks(row):
    # A: the first seat wins 40 of 200; B: 140 of 200 on the same seeds, spread over the blocks
    a = make_table(
        [{**r, "winners": [r["first_player"]] if r["seed"] % 5 == 0 else [1 - r["first_player"]]}
         for r in two_seat_games(row, 200, 0)]
    )  # fmt: skip
    b = make_table(
        [{**r, "winners": [r["first_player"]] if r["seed"] % 10 < 7 else [1 - r["first_player"]]}
         for r in two_seat_games(row, 200, 0)]
    )  # fmt: skip
    rep = lab.replication(a, b, blocks=5)
    assert [blk.a.games for blk in rep.blocks] == [40] * 5
    held = rep.held("first_seat_win_rate")
    assert (held.found, held.same_way, held.blocks) == (5, 5, 5)
    sentences = rep.sentences("en")
    assert sentences and sentences[-1].endswith("Held in 5 of 5 seed blocks (5 of 5 the same way).")
    assert "在5個種子區塊中有5個得到相同結果" in rep.sentences("zh-TW")[-1]
    assert rep.to_dict()["held"]["first_seat_win_rate"] == {"found": 5, "same_way": 5, "blocks": 5}


def test_sequential_stops_early_on_a_clear_difference():
    # equal starting wood: the first seat's rate rises by about 9 points (see the design lesson)
    seq = lab.sequential(
        "rapanui",
        players=4,
        bots=["greedy"] * 4,
        b={"starting_wood": "2,2,2,2"},
        measure="first_seat_win_rate",
        looks=5,
        games_per_look=200,
        seed=3,
        workers=1,
    )
    assert seq.verdict == "up"
    assert len(seq.looks) < 5 and seq.games == 200 * len(seq.looks)
    last = seq.looks[-1]
    assert last.low > 0 and last.bound == pytest.approx(
        OBRIEN_FLEMING[5] * (5 / len(seq.looks)) ** 0.5
    )
    assert len(seq.tables["A"]) == len(seq.tables["B"]) == seq.games


def test_sequential_says_same_for_rules_that_do_not_differ():
    # the same rules twice: a difference of exactly 0 in every game, settled at the first look
    seq = lab.sequential(
        "rapanui",
        players=3,
        bots=["greedy"] * 3,
        measure="duration_decisions",
        looks=3,
        games_per_look=20,
        workers=1,
    )
    assert seq.verdict == "same" and len(seq.looks) == 1
    with pytest.raises(LabError, match="looks"):
        lab.sequential("rapanui", players=3, bots=["greedy"] * 3, measure="balance", looks=11)
