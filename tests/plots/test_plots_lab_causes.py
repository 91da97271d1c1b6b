"""The figures of the measures that name causes (kit.plots.lab_causes): flows, the winners'
points by source, the hidden-information gap and the skill ladder, in both languages, with a
text alternative and a cue besides colour."""

import pytest

from kit import lab
from kit.lab.hidden_value import FAIR, SEES, hidden_value, run_hidden_value
from kit.lab.ladder import ladder, run_ladder
from kit.plots.lab_causes import (
    flow_rounds_figure,
    flows_figure,
    hidden_figure,
    ladder_figure,
    sources_figure,
)
from widgets.figure_alt import figure_alt

LANGS = ["en", "zh-TW"]


@pytest.fixture(scope="module")
def rapanui_tables():
    kwargs = {"players": 3, "bots": ["greedy"] * 3, "games": 8, "workers": 1}
    a = lab.run("rapanui", **kwargs)
    b = lab.run("rapanui", options={"majority_min_count": 1}, **kwargs)
    return {"A": a, "B": b}


@pytest.fixture(scope="module")
def giants_tables():
    kwargs = {"players": 3, "bots": ["greedy"] * 3, "games": 2, "workers": 1}
    return {"A": lab.run("giants", **kwargs), "B": lab.run("giants", **kwargs)}


@pytest.mark.parametrize("lang", LANGS)
def test_flows_show_each_flow_for_a_and_b_with_intervals(rapanui_tables, lang):
    fig = flows_figure(rapanui_tables, lang)
    assert [t.name for t in fig.data] == (
        ["Rules A", "Rules B"] if lang == "en" else ["規則A", "規則B"]
    )
    wood = "wood gained" if lang == "en" else "獲得的圓木"
    assert wood in fig.data[0].y and len(fig.data[0].y) == 15
    assert fig.data[1].marker.pattern.shape == "/"  # B is hatched: colour is not the only cue
    assert fig.data[0].error_x.array is not None
    i = list(fig.data[0].y).index(wood)
    a = rapanui_tables["A"]
    per_game = [sum(sum(r) for r in row["flows"]["wood_gained"]) / 3 for row in a]
    assert fig.data[0].x[i] == pytest.approx(sum(per_game) / len(per_game))
    alt = figure_alt(fig.to_plotly_json())
    assert wood in alt and ("Rules B" if lang == "en" else "規則B") in alt


@pytest.mark.parametrize("lang", LANGS)
def test_one_flow_round_by_round(rapanui_tables, lang):
    fig = flow_rounds_figure(rapanui_tables, "glory_priests", lang)
    assert fig.data[0].x[0] == 1 and fig.data[1].line.dash == "dash"
    assert fig.data[0].marker.symbol != fig.data[1].marker.symbol
    alt = figure_alt(fig.to_plotly_json())
    assert ("glory from priests" if lang == "en" else "祭司得分") in alt
    assert "95%" in alt


@pytest.mark.parametrize("lang", LANGS)
def test_the_winners_points_are_a_stacked_bar_per_rule_set(rapanui_tables, giants_tables, lang):
    fig = sources_figure(rapanui_tables, lang)
    assert fig.layout.barmode == "stack" and len(fig.data) == 6
    assert len({t.marker.pattern.shape for t in fig.data}) == 6  # a pattern for every source
    assert all("%" in text for t in fig.data for text in t.text)  # shares written on the parts
    alt = figure_alt(fig.to_plotly_json())
    assert ("majority bonuses" if lang == "en" else "多數獎勵") in alt
    winners = [
        sum(r["scores"][s] for s in r["winners"]) / len(r["winners"])
        for r in rapanui_tables["A"]
        if r["winners"]
    ]
    assert sum(t.y[0] for t in fig.data) == pytest.approx(sum(winners) / len(winners))
    giants = sources_figure(giants_tables, lang)
    names = [t.name for t in giants.data]
    assert ("help points" if lang == "en" else "協助分") in names


def _tables(kind):
    run = {"players": 3, "games": 3, "seed": 0, "workers": 1}
    if kind == "hidden":
        return run_hidden_value("rapanui", iterations=4, **run)
    return run_ladder("rapanui", budgets=(2, 4, 8), **run)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hidden_information_figure_marks_the_unfair_player(lang):
    _, tables = _tables("hidden")
    fig = hidden_figure(hidden_value({FAIR: tables[FAIR], SEES: tables[SEES]}), lang)
    assert ("not a fair player" if lang == "en" else "不是公平的玩家") in fig.data[0].x[1]
    assert list(fig.data[0].marker.pattern.shape) == ["", "x"]
    assert fig.layout.shapes[0].y0 == pytest.approx(1 / 3)  # the chance line
    alt = figure_alt(fig.to_plotly_json())
    assert ("gap" if lang == "en" else "差距") in alt and ("95%") in alt


@pytest.mark.parametrize("lang", LANGS)
def test_the_ladder_has_a_log_axis_intervals_and_the_chance_line(lang):
    _, tables = _tables("ladder")
    fig = ladder_figure(ladder(tables), lang)
    assert fig.layout.xaxis.type == "log" and list(fig.layout.xaxis.tickvals) == [2, 4, 8]
    assert list(fig.data[0].x) == [2, 4, 8] and fig.data[0].error_y.visible
    assert fig.layout.shapes[0].y0 == pytest.approx(1 / 3)
    alt = figure_alt(fig.to_plotly_json())
    assert alt.count("<li>") == 4  # three budgets, the chance line
    assert ("chance" if lang == "en" else "隨機水準") in alt


def test_a_table_without_flows_draws_no_flow_figure():
    table = lab.run("rapanui", players=3, bots=["greedy"] * 3, games=2, causes=False, workers=1)
    assert flows_figure({"A": table}, "en") is None
    assert sources_figure({"A": table}, "en") is None
