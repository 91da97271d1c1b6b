"""``python -m kit lab sweep``: one option over a list of values, its table, its refusals."""

import json

import pytest

from kit import lab
from kit.lab.cli import main
from kit.lab.sweep import Sweep

BASE = ["sweep", "--game", "rapanui", "--players", "3", "--bots", "greedy,greedy,greedy"]
BASE += ["--games", "5", "--seed", "1", "--workers", "1"]


def test_a_sweep_prints_its_table_and_writes_its_tables(tmp_path, capsys):
    out = tmp_path / "sweep.json"
    target = 14
    args = ["--option", "majority_min_count=1,2,3", "--option", "wood_per_glory_at_end=4"]
    code = main([*BASE, *args, "--measure", "rounds", "--target", str(target), "--out", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    lines = text.splitlines()
    assert lines[0] == "Rounds per game"
    assert lines[1].split() == ["Value", "Estimate", "95%", "interval", "Meets", "the", "target"]
    assert [line.split()[0] for line in lines[3:6]] == ["1", "2", "3"]
    s = Sweep.from_json(out.read_text())
    assert s.name == "majority_min_count" and s.values == [1, 2, 3]
    assert s.options == {"wood_per_glory_at_end": 4}  # A8 · R10.3 fixed for every value
    plain = lab.run(
        "rapanui",
        players=3,
        bots=["greedy"] * 3,
        games=5,
        seed=1,
        options={"majority_min_count": 2, "wood_per_glory_at_end": 4},
        workers=1,
    )
    assert s.tables[2] == plain
    meeting = s.meets("rounds", target)
    assert [line.split()[-1] for line in lines[3:6]] == [
        "yes" if v in meeting else "no" for v in (1, 2, 3)
    ]
    assert lines[6] == s.sentence("rounds", target, "en")


def test_in_chinese_with_a_text_option_and_json_points(capsys):
    args = ["--option", "starting_wood=2,3,4,5;3,3,3,3", "--measure", "balance", "--lang", "zh-TW"]
    assert main([*BASE, *args, "--target", "50%"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "平衡度" and lines[1].split()[0] == "設定值"
    assert [line.split()[0] for line in lines[3:5]] == ["2,3,4,5", "3,3,3,3"]
    assert "starting_wood：" in lines[5]
    assert (
        main([*BASE, "--option", "majority_min_count=1,3", "--measure", "balance", "--json"]) == 0
    )
    points = json.loads(capsys.readouterr().out)["points"]
    assert [p["value"] for p in points] == [1, 3] and points[0]["meets"] is None


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "must be one of 1, 2, 3, not 5"), ("zh-TW", "1、2、3其中之一")]
)
def test_a_bad_value_is_refused_before_any_game_in_the_language_chosen(
    tmp_path, capsys, lang, words
):
    out = tmp_path / "s.json"
    args = ["--option", "majority_min_count=1,5", "--measure", "rounds", "--out", str(out)]
    assert main([*BASE, *args, "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and words in err
    assert not out.exists()


@pytest.mark.parametrize(
    "options",
    [
        ["majority_min_count=2"],
        ["majority_min_count=1,2", "wood_per_glory_at_end=3,5"],
    ],
)
def test_exactly_one_option_holds_a_list(capsys, options):
    args = [a for o in options for a in ("--option", o)]
    assert main([*BASE, *args, "--measure", "rounds"]) == 2
    assert "exactly one --option with a list" in capsys.readouterr().err


def test_an_unknown_measure_is_named(capsys):
    args = ["--option", "majority_min_count=1,2", "--measure", "fun", "--lang", "zh-TW"]
    assert main([*BASE, *args]) == 2
    assert "沒有fun這個指標" in capsys.readouterr().err
