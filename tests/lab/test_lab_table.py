"""The lab's table: rows checked, CSV and JSON round trips, bad files refused with the place."""

import json

import pytest

from kit.lab.table import ROW_KEYS, Table, TableError, check_row, csv_columns


def row(seed=0, **changes):
    base = {
        "seed": seed,
        "players": 3,
        "bots": ["greedy", "random", "ismcts:iterations=50"],
        "options": {"majority_min_count": 2},
        "first_player": 1,
        "scores": [10, 12, 12],
        "winners": [1, 2],
        "decisions": 120,
        "choices": 90,
        "legal_total": 400,
        "rounds": 14,
        "timed_out": False,
        "leaders": [[0], [1, 2], [1, 2]],
        "facts": {"moai": 3, "end": "refill"},
    }
    base.update(changes)
    return base


def test_csv_has_the_columns_the_lab_promises():
    table = Table("rapanui", [row(0), row(1)])
    header = table.to_csv().splitlines()[0].split(",")
    for column in ("seed", "winners", "score_0", "score_1", "score_2", "decisions", "rounds"):
        assert column in header
    assert "timed_out" in header and "fact_moai" in header
    line = table.to_csv().splitlines()[1]
    assert ",1 2," in line  # winners as space-separated seats


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_round_trip_keeps_every_row(fmt):
    table = Table("giants", [row(0), row(5, timed_out=True, winners=[], leaders=[[0]])])
    text = table.to_csv() if fmt == "csv" else table.to_json()
    back = Table.from_csv(text) if fmt == "csv" else Table.from_json(text)
    assert back == table
    assert back.rows[1]["timed_out"] is True and back.rows[1]["winners"] == []


def test_check_row_names_what_is_wrong():
    with pytest.raises(ValueError, match="missing"):
        check_row({k: v for k, v in row().items() if k != "scores"})
    with pytest.raises(ValueError, match="winners"):
        check_row(row(winners=[3]))
    with pytest.raises(ValueError, match="one score per seat"):
        check_row(row(scores=[1, 2]))
    with pytest.raises(ValueError, match="choices"):
        check_row(row(choices=500))
    assert set(check_row(row())) == set(ROW_KEYS)


def test_bad_files_are_refused_with_line_and_reason():
    good = Table("rapanui", [row(0), row(1)]).to_csv()
    lines = good.splitlines()
    broken = "\n".join([lines[0], lines[1], lines[2].replace(",120,", ",many,")])
    with pytest.raises(TableError, match="line 3"):
        Table.from_csv(broken)
    with pytest.raises(TableError, match="missing columns"):
        Table.from_csv("seed,players\n1,3\n")
    with pytest.raises(TableError, match="no games"):
        Table.from_csv(lines[0] + "\n")
    with pytest.raises(TableError, match="first line"):
        Table.from_csv("")
    with pytest.raises(TableError, match="not JSON"):
        Table.from_json("{")
    with pytest.raises(TableError, match="unknown game"):
        Table.from_json(json.dumps({"game": "chess", "rows": []}))
    with pytest.raises(TableError, match="row 1"):
        Table.from_json(json.dumps({"game": "rapanui", "rows": [{"seed": 1}]}))


def test_players_of_a_table():
    assert Table("rapanui", [row()]).players == 3
    with pytest.raises(ValueError, match="empty"):
        Table("rapanui").players  # noqa: B018
    assert csv_columns(2, ["a"])[-3:] == ["score_0", "score_1", "fact_a"]
