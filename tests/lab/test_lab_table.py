"""The lab's table: rows checked, CSV and JSON round trips, bad files refused with the place."""

import csv
import io
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


def cells_of(text):
    return list(csv.reader(io.StringIO(text)))


def as_csv(records):
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(records)
    return out.getvalue()


GOOD = Table("rapanui", [row(0), row(1), row(2)]).to_csv()
RECORDS = cells_of(GOOD)
HEADER = RECORDS[0]
N = len(HEADER)
OPTIONS = '"{""majority_min_count"": 2}"'


def without(name):
    i = HEADER.index(name)
    return as_csv([r[:i] + r[i + 1 :] for r in RECORDS])


def with_score_3(value):
    i = HEADER.index("score_2") + 1
    return as_csv(
        [[*HEADER[:i], "score_3", *HEADER[i:]]] + [[*r[:i], value, *r[i:]] for r in RECORDS[1:]]
    )


BAD_CSV = [
    # cut off inside the last row: in a quoted cell, or between two cells
    (GOOD[: GOOD.rindex("majority_min_count")], "line 4: the file ends inside a quoted cell"),
    (
        GOOD.rstrip("\n").rsplit(",", 3)[0],
        f"line 4: {N - 3} cells where the header has {N} columns: the file seems cut off",
    ),
    # ragged rows: more or fewer cells than the header has columns
    (as_csv([HEADER, [*RECORDS[1], "x"], *RECORDS[2:]]), f"line 2: {N + 1} cells where the header"),
    (as_csv([HEADER, RECORDS[1][:-1], *RECORDS[2:]]), f"line 2: {N - 1} cells where the header"),
    # a header missing a column, or naming one twice
    (without("score_2"), "line 2: a game of 3 players, but the header has no column score_2"),
    (without("score_1"), "line 1: missing column score_1 (there is score_2)"),
    (without("rounds"), "line 1: missing columns: rounds"),
    (as_csv([[*HEADER, "seed"]] + [[*r, "9"] for r in RECORDS[1:]]), "line 1: columns named twice"),
    # a score for a seat the game does not have (an empty one is fine)
    (with_score_3("4"), "line 2: score_3 is given for a game of 3 players"),
    # not CSV, or a cell out of bounds
    (GOOD.replace(OPTIONS, OPTIONS + "x", 1), "line 2: not CSV"),
    (GOOD.replace("greedy random", "x" * 140_000, 1), "line 2: a cell is longer than 131,072"),
    (GOOD.replace(OPTIONS, "[" * 60_000 + "]" * 60_000, 1), "line 2: options is nested too deeply"),
    (GOOD.replace(",120,", f",{'9' * 5000},", 1), "line 2: decisions must be a whole number"),
    (GOOD.replace(",1 2,", ",1 x,", 1), "line 2: winners must be seat numbers"),
    (GOOD.replace("rapanui,0,3,", "rapanui,0,-1,", 1), "line 2: players must be 1 to 8, not -1"),
    # the line named is where the row starts (a quoted cell may hold line breaks)
    (
        GOOD.replace(OPTIONS, '"{\n}"', 1).replace(",120,", ",x,").replace(",x,", ",120,", 2),
        "line 5: decisions must be a whole number",
    ),
]


@pytest.mark.parametrize(("text", "words"), BAD_CSV, ids=[w[:40] for _, w in BAD_CSV])
def test_bad_csv_is_refused_naming_the_line(text, words):
    with pytest.raises(TableError) as exc:
        Table.from_csv(text)
    assert str(exc.value).startswith(words)


def test_csv_from_a_spreadsheet_reads_the_same():
    crlf = GOOD.replace("\n", "\r\n")
    table = Table("rapanui", [row(0), row(1), row(2)])
    assert Table.from_csv(crlf) == table
    assert Table.from_csv("\ufeff" + GOOD.rstrip("\n")) == table  # byte order mark, no last newline
    notes = as_csv([[*r, "note"] for r in RECORDS])  # a column of the reader's own is ignored
    assert Table.from_csv(notes) == table
    assert Table.from_csv(with_score_3("")) == table


def test_json_tables_with_no_games_or_too_deep_are_refused():
    with pytest.raises(TableError, match=r"^the table has no games$"):
        Table.from_json(json.dumps({"game": "rapanui", "rows": []}))
    with pytest.raises(TableError, match=r"^not JSON: nested too deeply$"):
        Table.from_json('{"game": "rapanui", "rows": [' + "[" * 100_000 + "]" * 100_000 + "]}")
    deep = row(options={"a": json.loads("[" * 500 + "]" * 500)})
    with pytest.raises(TableError, match=r"^row 1: options must be an object of option names"):
        Table.from_json(json.dumps({"game": "rapanui", "rows": [deep]}))


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"bots": ["greedy", 7, "random"]}, "bots must be bot specs"),
        ({"bots": ["greedy", "two words", "random"]}, "bots must be bot specs"),
        ({"winners": [True]}, "winners must be seats"),
        ({"leaders": [[0], [9]]}, "leaders must be lists of seats"),
        ({"facts": {"moai": [1, 2]}}, "facts must be an object of names"),
        ({"options": {"x": {"y": 1}}}, "options must be an object of option names"),
    ],
)
def test_check_row_refuses_what_the_csv_could_not_hold(changes, words):
    with pytest.raises(ValueError, match=words):
        check_row(row(**changes))
