"""The lab's figures: A and B side by side, drawn from the tables' own numbers, in both languages."""

import pytest

from kit import giants, lab
from kit.plots.giants_lab import FACT_FIGURES
from kit.plots.giants_lab import lab_ahus as lab_giants_ahus
from kit.plots.lab import (
    lab_differences,
    lab_length,
    lab_scores,
    lab_win_rates,
)
from kit.plots.lab_facts import lab_facts
from kit.plots.rapanui_lab import lab_ranking as lab_rapanui_ranking


@pytest.fixture(scope="module")
def rapanui_tables():
    kwargs = {"players": 3, "bots": ["greedy", "greedy", "random"], "games": 24, "workers": 1}
    a = lab.run("rapanui", **kwargs)
    b = lab.run("rapanui", options={"majority_min_count": 1}, **kwargs)
    return a, b


@pytest.fixture(scope="module")
def giants_tables():
    kwargs = {"players": 3, "bots": ["greedy"] * 3, "games": 3, "workers": 1}
    return lab.run("giants", **kwargs), lab.run(
        "giants", options={"immediate_scoring": True}, **kwargs
    )


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_win_rates_show_each_position_with_its_interval(rapanui_tables, lang):
    a, b = rapanui_tables
    sa, sb = lab.summarize(a), lab.summarize(b)
    fig = lab_win_rates({"A": sa, "B": sb}, lang)
    assert [t.name for t in fig.data] == (
        ["Rules A", "Rules B"] if lang == "en" else ["規則A", "規則B"]
    )
    bar = fig.data[0]
    assert len(bar.x) == 3
    m = sa.measures["win_rate_position_0"]
    assert bar.y[0] == pytest.approx(m.value)
    assert bar.error_y.array[0] == pytest.approx(m.high - m.value)
    assert fig.layout.shapes[0].y0 == pytest.approx(1 / 3)  # the fair share


def test_scores_and_length_take_every_finished_game(rapanui_tables):
    a, b = rapanui_tables
    scores = lab_scores({"A": a, "B": b}, "en")
    assert len(scores.data[0].y) == 3 * len(a)
    assert sorted(scores.data[1].y) == sorted(s for row in b for s in row["scores"])
    length = lab_length({"A": a, "B": b}, "en", by="decisions")
    assert list(length.data[0].x) == [row["decisions"] for row in a]


def test_differences_mark_the_significant_changes(rapanui_tables):
    comparison = lab.compare(*rapanui_tables)
    fig = lab_differences(comparison, "en")
    trace = fig.data[0]
    for label, x, symbol in zip(trace.y, trace.x, trace.marker.symbol, strict=True):
        change = next(c for c in comparison.changes.values() if c.a.label("en") == label)
        assert x == pytest.approx(change.diff)
        assert (symbol == "circle") == change.significant


def test_rapanui_ranking_shares_add_up_to_one_per_kind(rapanui_tables):
    a, b = rapanui_tables
    fig = lab_rapanui_ranking({"A": a, "B": b}, "zh-TW")
    assert len(fig.data) == 8  # 4 values x 2 rule sets
    for name in ("A", "B"):
        bars = [t for t in fig.data if t.offsetgroup == name]
        for k in range(4):
            assert sum(t.y[k] for t in bars) == pytest.approx(1.0)
    assert "魚" in fig.data[0].x[0]


def test_giants_figures(giants_tables):
    a, b = giants_tables
    sizes = lab_facts({"A": a, "B": b}, "en", "moai_sizes", FACT_FIGURES["moai_sizes"])
    expected = sum(row["facts"]["moai_2"] for row in a) / len(a)
    assert sizes.data[0].y[1] == pytest.approx(expected)
    board = giants.default_board().to_dict()
    fig = lab_giants_ahus(a, board, "en")
    spots = fig.data[1]
    assert len(spots.x) == len(board["ahus"])
    used = {ahu for row in a for ahu in row["facts"]["ahus"].split()}
    for (ahu, _points, count), colour in zip(spots.customdata, spots.marker.color, strict=True):
        assert (count > 0) == (ahu in used)
        assert colour == pytest.approx(count / len(a))


@pytest.mark.parametrize("name", ["helpers", "dice"])
def test_giants_fact_figures_show_each_facts_mean_per_game(giants_tables, name):
    a, b = giants_tables
    fig = lab_facts({"A": a, "B": b}, "zh-TW", name, FACT_FIGURES[name])
    for trace, table in zip(fig.data, (a, b), strict=True):
        for fact, y in zip(FACT_FIGURES[name], trace.y, strict=True):
            assert y == pytest.approx(sum(row["facts"][fact] for row in table) / len(table))
        assert trace.text == tuple(f"{y:.1f}" for y in trace.y)  # the value on the bar
    assert fig.data[1].marker.pattern.shape == "/"  # B told apart by more than its colour
    assert all("_" not in label for label in fig.data[0].x)  # words, not fact names


def test_figures_by_name_as_the_pages_ask_for_them(rapanui_tables):
    from kit.plots.lab import lab_figure

    a, b = rapanui_tables
    tables = {"A": a, "B": b}
    summaries = {"A": lab.summarize(a), "B": lab.summarize(b)}
    assert lab_figure("differences", tables, summaries, None, "en") is None  # not yet compared
    fig = lab_figure("ranking", tables, summaries, None, "en", game="rapanui")
    assert len(fig.data) == 8
    with pytest.raises(ValueError, match="no lab figure"):
        lab_figure("pie", tables, summaries, None, "en")
