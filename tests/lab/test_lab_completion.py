"""Lab evidence needs games that end: ISMCTS at a table of greedy bots finishes its Giants
games under every single rule option at 3, 4 and 5 players (the greedy tables are tested in
``tests/giants/test_giants_bots_finish.py``); Rapa Nui games always end (R9.1: the draw pile
runs out). A game cut off is reported by the lab (completion), not hidden."""

import pytest
from giants.test_giants_bots_finish import OUT_OF_REACH, PLAYERS, SINGLE_OPTIONS

from kit import lab
from kit.lab.experiment import play_game

BUDGET = "ismcts:iterations=8:cutoff=10"


@pytest.mark.parametrize("name", sorted(SINGLE_OPTIONS))
def test_ismcts_giants_games_end_under_every_single_option(name):
    options = SINGLE_OPTIONS[name]
    unfinished = []
    for players in PLAYERS:
        if (name, players) in OUT_OF_REACH:
            continue
        seed = 700 + players
        seats = [BUDGET] + ["greedy"] * (players - 1)
        seats = seats[-(seed % players) :] + seats[: -(seed % players)]  # ISMCTS moves round
        row = play_game("giants", players, seats, options, None, seed, max_steps=12_000)
        if row["timed_out"]:
            unfinished.append((players, seed, row["rounds"]))
    assert unfinished == []


def test_rapanui_ismcts_and_random_tables_always_complete():
    table = lab.run(
        "rapanui",
        players=4,
        bots=["ismcts:iterations=5", "random", "random", "greedy"],
        games=8,
        workers=1,
    )
    assert all(not row["timed_out"] for row in table)
    assert lab.summarize(table).measures["completion"].value == 1.0
