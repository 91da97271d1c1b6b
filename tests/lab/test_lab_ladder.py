"""Luck or skill (kit.lab.ladder): ISMCTS at doubling budgets against greedy seats, on the
same seeds, with a reading that says only what the run shows."""

import copy

import pytest

from kit.core.i18n import t
from kit.lab.ladder import BUDGETS, ladder, lineup, plans, run_ladder


def test_the_budgets_double_from_25_to_400_against_greedy_seats():
    assert BUDGETS == (25, 50, 100, 200, 400)
    assert lineup(3, 50) == ["ismcts:iterations=50", "greedy", "greedy"]
    chunks = plans("rapanui", players=3, games=2, seed=4)
    assert list(chunks) == [str(b) for b in BUDGETS]
    assert all([c["seeds"] for c in chunks[k]] == [[4], [5]] for k in chunks)
    assert not any(c["causes"] for k in chunks for c in chunks[k])


def test_a_tiny_ladder_gives_a_rate_with_its_interval_per_budget():
    result, tables = run_ladder("rapanui", players=3, games=3, seed=1, budgets=(2, 4), workers=1)
    assert result.budgets == (2, 4) and result.seeds == (1, 2, 3)
    assert result.chance == pytest.approx(1 / 3)
    for r in result.rates:
        assert r.n == 3 and r.low <= r.value <= r.high
    assert result.gap is not None and result.gap.low <= result.gap.diff <= result.gap.high
    assert result.reading("en") and result.reading("zh-TW")
    assert [row["bots"].count("ismcts:iterations=4") for row in tables["4"]] == [1, 1, 1]


def _won(tables, by_budget):
    out = {}
    for name, table in tables.items():
        table = copy.deepcopy(table)
        for row in table.rows:
            me = next(s for s, b in enumerate(row["bots"]) if b.startswith("ismcts"))
            row["winners"] = [me] if by_budget[name] else [(me + 1) % 3]
            row["timed_out"] = False
        out[name] = table
    return out


def test_a_flat_line_reads_as_no_more_wins_and_a_rise_as_more():
    _, tables = run_ladder("rapanui", players=3, games=3, seed=0, budgets=(2, 4), workers=1)
    flat = ladder(_won(tables, {"2": True, "4": True}))
    assert [r.value for r in flat.rates] == [1.0, 1.0]
    assert flat.reading("en").startswith("The extra thinking did not win more games in these runs")
    assert "多想並沒有贏更多局" in flat.reading("zh-TW")
    rise = ladder(_won(tables, {"2": False, "4": True}))
    assert rise.reading("en") == t(
        "lab.ladder.reading.more",
        "en",
        low_budget=2,
        high_budget=4,
        gap="+100.0 pp",
        interval="[+100.0 pp, +100.0 pp]",
        games=3,
    )
    fall = ladder(_won(tables, {"2": True, "4": False}))
    assert "fewer" in fall.reading("en")
    one = ladder({k: type(v)(v.game, v.rows[:1]) for k, v in tables.items()})
    assert one.gap is None and one.reading("en") == t("lab.ladder.reading.few", "en")
