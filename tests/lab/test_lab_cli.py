"""The lab's command line: runs, summaries, comparisons, exit codes, nothing written on error."""

import json
import subprocess
import sys

import pytest

from kit.lab.cli import main
from kit.lab.table import Table, TableError


def lab(*args):
    return main([str(a) for a in args])


def test_run_writes_a_table_and_prints_its_measures(tmp_path, capsys):
    out = tmp_path / "a.csv"
    code = lab(
        "run",
        "--game",
        "rapanui",
        "--players",
        3,
        "--bots",
        "greedy,greedy,random",
        "--games",
        6,
        "--seed",
        1,
        "--workers",
        1,
        "--option",
        "majority_min_count=2",
        "--out",
        out,
    )
    assert code == 0
    table = Table.from_csv(out.read_text())
    assert [r["seed"] for r in table] == [1, 2, 3, 4, 5, 6]
    assert all(r["options"]["majority_min_count"] == 2 for r in table)
    printed = capsys.readouterr().out
    assert "balance" in printed.lower()


def test_summary_and_compare_of_saved_tables(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.csv"
    base = [
        "--game",
        "rapanui",
        "--players",
        2,
        "--bots",
        "greedy,random",
        "--games",
        8,
        "--workers",
        1,
    ]
    assert lab("run", *base, "--out", a) == 0
    assert lab("run", *base, "--option", "min_offering_price=0", "--out", b) == 0
    capsys.readouterr()
    assert lab("summary", a, "--json") == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 8
    assert lab("compare", a, b) == 0
    assert "balance" in capsys.readouterr().out.lower()
    assert lab("compare", a, b, "--json") == 0
    assert json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"--bots": "greedy,sage"}, "unknown bot 'sage'; the bots are: random, greedy, ismcts"),
        ({"--option": "wood=3"}, "unknown option 'wood' for rapanui; the options are:"),
        ({"--option": "moai_split_allowed=maybe"}, "takes true or false"),
        ({"--option": "majority_min_count=9"}, "majority_min_count must be one of"),
        ({"--players": "7"}, "2 to 4 players"),
        ({"--bots": "greedy"}, "one bot per seat"),
        ({"--bots": "ismcts:depth=2,random"}, "the parameters are: iterations"),
    ],
)
def test_bad_arguments_exit_2_naming_the_valid_choices(tmp_path, capsys, changes, words):
    out = tmp_path / "x.csv"
    args = {
        "--game": "rapanui",
        "--players": "2",
        "--bots": "greedy,random",
        "--games": "2",
        "--workers": "1",
        "--out": str(out),
        **changes,
    }
    assert main(["run", *[x for pair in args.items() for x in pair]]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and words in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


GIANTS = ["run", "--game", "giants", "--players", 3, "--bots", "greedy,greedy,greedy"]


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "board: The board file {board} cannot be read ([Errno 2] No such file"),
        ("folder", "board: The board file {board} cannot be read ([Errno 21] Is a directory"),
        ('{"hexes": ', "board {board}: The file ends too early"),
        ("[1, 2]", "board {board}: A board must be a JSON object"),
        ('{"hexes": "many"}', "board {board}: "),
    ],
)
def test_a_bad_board_file_exits_2_in_one_line_before_any_game(tmp_path, capsys, content, words):
    board = tmp_path / "board.json"
    if content == "folder":
        board.mkdir()
    elif content is not None:
        board.write_text(content)
    out = tmp_path / "g.csv"
    assert lab(*GIANTS, "--games", 2, "--workers", 1, "--board", board, "--out", out) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: " + words.format(board=board)) and err.count("\n") == 1
    assert not out.exists() and not (tmp_path / "g.csv.part").exists()


def test_out_naming_a_folder_exits_2_before_any_game(tmp_path, capsys):
    folder = tmp_path / "a.csv"
    folder.mkdir()
    args = ["--players", 2, "--bots", "greedy,random", "--games", 2, "--workers", 1]
    assert lab("run", "--game", "rapanui", *args, "--out", folder) == 2
    assert "is a folder" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.csv"]
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("failure", [OSError(28, "No space left on device"), KeyboardInterrupt()])
def test_a_failed_write_leaves_no_part_file_and_the_old_table(tmp_path, monkeypatch, failure):
    from kit.lab import cli

    out = tmp_path / "a.csv"
    out.write_text("the old table")

    def replace(src, dst):
        raise failure

    monkeypatch.setattr(cli.os, "replace", replace)
    with pytest.raises(TableError if isinstance(failure, OSError) else KeyboardInterrupt) as exc:
        cli._write(str(out), "the new table")
    if isinstance(failure, OSError):
        assert str(exc.value) == f"cannot write {out}: No space left on device"
    assert [p.name for p in tmp_path.iterdir()] == ["a.csv"]
    assert out.read_text() == "the old table"


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A small table saved as CSV and as JSON."""
    from kit.lab import run

    folder = tmp_path_factory.mktemp("saved")
    table = run("rapanui", players=2, bots=["greedy", "random"], games=4, workers=1)
    (folder / "t.csv").write_text(table.to_csv())
    (folder / "t.json").write_text(table.to_json())
    return folder


def _bad_tables(good_csv, good_json):
    data = json.loads(good_json)
    lines = good_csv.splitlines(keepends=True)
    options = lines[1].split('"{')[1].split('}"')[0]
    mixed = json.loads(good_json)
    mixed["rows"][1] = {
        **{k: v for k, v in mixed["rows"][1].items() if k not in ("flows", "sources")},
        "players": 3,
        "bots": ["greedy"] * 3,
        "scores": [1, 2, 3],
    }
    return {
        "long.csv": (
            good_csv.replace("greedy random", "g" * 140_000, 1),
            "line 2: a cell is longer than 131,072 characters",
        ),
        "deep.csv": (
            good_csv.replace('"{' + options + '}"', "[" * 60_000 + "]" * 60_000, 1),
            "line 2: options is nested too deeply",
        ),
        "deep.json": ("[" * 100_000 + "]" * 100_000, "not JSON: nested too deeply"),
        "norows.json": (json.dumps({**data, "rows": []}), "the table has no games"),
        "header.csv": (lines[0], "the table has no games"),
        "cut.csv": (good_csv[: good_csv.rindex("end_trigger")], "line 5: the file ends inside"),
        "short.csv": (good_csv.rstrip("\n").rsplit(",", 2)[0], "line 5: "),
        "ragged.csv": ("".join([lines[0], lines[1].rstrip("\n") + ",x\n", *lines[2:]]), "line 2: "),
        "mixed.json": (json.dumps(mixed), "the table mixes player counts"),
    }


def test_unreadable_tables_exit_1_in_one_line_saying_what_is_wrong(saved, tmp_path, capsys):
    good = saved / "t.csv"
    bad = _bad_tables(good.read_text(), (saved / "t.json").read_text())
    for name, (text, words) in bad.items():
        path = tmp_path / name
        path.write_text(text)
        for args in (["summary", path], ["compare", good, path], ["compare", path, good]):
            assert lab(*args) == 1, (name, args)
            captured = capsys.readouterr()
            assert captured.err.startswith(f"error: {path}: {words}")
            assert captured.err.count("\n") == 1 and captured.out == "", (name, captured.err)


def test_unreadable_tables_exit_1_with_the_reason(tmp_path, capsys):
    bad = tmp_path / "bad.csv"
    bad.write_text("seed,players\n1,2\n")
    assert lab("summary", bad) == 1
    assert "missing columns" in capsys.readouterr().err
    assert lab("summary", tmp_path / "none.csv") == 1
    assert "cannot read" in capsys.readouterr().err


def test_python_dash_m_kit_lab():
    done = subprocess.run(
        [sys.executable, "-m", "kit", "lab", "--help"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and "run" in done.stdout
    done = subprocess.run(
        [sys.executable, "-m", "kit"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2 and "usage" in done.stderr
