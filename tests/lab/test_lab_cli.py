"""The lab's command line: runs, summaries, comparisons, exit codes, nothing written on error."""

import json
import subprocess
import sys

import pytest

from kit.lab.cli import main
from kit.lab.table import Table


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
    with pytest.raises(SystemExit) as exc:
        main(["run", *[x for pair in args.items() for x in pair]])
    assert exc.value.code == 2
    assert words in capsys.readouterr().err
    assert not out.exists()


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
