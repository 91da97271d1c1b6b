"""The figures of a class tournament: one row per variant, named (escaped), the reference's value
as a line, the variants that differ marked by shape and text, and a text alternative."""

import html
import json

import pytest

from kit.lab import hidden_value as hv
from kit.lab.messages import fmt
from kit.lab.ruleset import RuleSet
from kit.lab.stats import Difference
from kit.lab.tournament import HIDDEN, Entry, Tournament, tournament
from kit.plots.lab_tournament import FIGURES, tournament_figure, tournament_figures
from widgets.figure_alt import figure_alt

NAMES = ["<b>x</b>", "Cheap & quick", "Majority 1"]
RULES = [{"majority_min_count": 2}, {"moai_cost": 2}, {"majority_min_count": 1}]


@pytest.fixture(scope="module")
def rapanui():
    """Rapa Nui: a variant whose name is markup, a big change (R5.1: a moai for 2 wood), R8.2."""
    entries = [Entry(n, RuleSet("rapanui", r)) for n, r in zip(NAMES, RULES, strict=True)]
    return tournament(
        "rapanui", entries, players=3, bots=["greedy"] * 3, games=24, seed=2, workers=1
    )


def _rows(fig):
    """The variant named by each point of the figure (every trace), in order."""
    return [y for trace in fig.data for y in (trace.y or ())]


@pytest.mark.parametrize("measure", [*FIGURES, "first_seat_advantage", "duration_decisions"])
def test_one_row_per_variant_named_and_escaped(rapanui, measure):
    fig = tournament_figure(rapanui, measure, "en")
    shown = ["The published rules", *(html.escape(n, quote=False) for n in NAMES)]
    assert sorted(_rows(fig)) == sorted(shown)  # each variant once
    assert list(fig.layout.yaxis.categoryarray) == shown  # in the entries' order
    text = str(json.loads(fig.to_json()))  # every text of the figure, decoded from JSON
    assert "<b>x</b>" not in text and "&lt;b&gt;x&lt;/b&gt;" in text
    assert "Cheap & quick" not in text and "Cheap &amp; quick" in text


def test_the_reference_is_a_line_and_the_differing_variants_a_shape_and_a_word(rapanui):
    differs = rapanui.differing(2)
    assert "duration_decisions" in differs  # R5.1 cheap moai: more decisions a game
    fig = tournament_figure(rapanui, "duration_decisions", "en")
    ref = rapanui.point(0, "duration_decisions").estimate
    assert any(s.x0 == s.x1 == ref for s in fig.layout.shapes)
    assert any(a.text == f"The published rules: {ref:.2f}" for a in fig.layout.annotations)
    marked = [t for t in fig.data if t.marker.symbol == "diamond"]
    assert len(marked) == 1 and "Cheap &amp; quick" in marked[0].y
    assert set(marked[0].text) == {"differs"} and marked[0].name.startswith("Differs")
    others = [y for t in fig.data if t.marker.symbol != "diamond" for y in t.y]
    assert "Cheap &amp; quick" not in others
    assert [t.marker.symbol for t in fig.data if "The published rules" in t.y] == ["square"]
    for trace in fig.data:
        assert trace.error_x.array is not None  # every estimate with its interval


def test_nothing_is_marked_when_nothing_differs(rapanui):
    fig = tournament_figure(rapanui, "completion", "en")  # every game finished under each rule
    assert not [t for t in fig.data if t.marker.symbol == "diamond"]


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_text_alternative_names_each_variant_and_its_value(rapanui, lang):
    for measure, fig in tournament_figures(rapanui, lang):
        alt = figure_alt(fig.to_plotly_json())
        assert rapanui.label(measure, lang) in alt
        for i in range(len(rapanui.entries)):
            p = rapanui.point(i, measure)
            assert html.escape(rapanui.name(i, lang)) in alt
            assert fmt(p.estimate, p.unit, lang) in alt
        assert "<b>x</b>" not in alt
    assert ("已出版的規則" in alt) == (lang == "zh-TW")


def test_the_figures_are_balance_length_decisiveness(rapanui):
    keys = [k for k, _ in tournament_figures(rapanui, "en")]
    assert keys == ["balance", "duration_rounds", "decisiveness"]


def _hidden(rapanui, gaps):
    results = []
    for gap in gaps:
        rate = hv.Rate(0.3, 0.1, 0.6, 10)
        results.append(
            None if gap is None
            else hv.HiddenValue(rate, rate, Difference(gap, gap - 0.1, gap + 0.1, None), 3,
                                tuple(range(2, 12)))
        )  # fmt: skip
    return Tournament.of_tables(
        "rapanui", rapanui.entries, rapanui.tables, players=3, bots=rapanui.bots, seed=2,
        hidden=results,
    )  # fmt: skip


def test_the_hidden_value_figure_only_when_measured(rapanui):
    measured = _hidden(rapanui, [0.05, 0.2, None, -0.1])
    keys = [k for k, _ in tournament_figures(measured, "en")]
    assert keys == ["balance", "duration_rounds", "decisiveness", HIDDEN]
    fig = tournament_figure(measured, HIDDEN, "zh-TW")
    assert sorted(_rows(fig)) == sorted(
        ["已出版的規則", *(html.escape(n, quote=False) for n in NAMES)]
    )
    alt = figure_alt(fig.to_plotly_json())
    assert "看到隱藏牌值+20.0個百分點" in alt and "Majority 1" in alt
    assert any(s.x0 == s.x1 == 0.0 for s in fig.layout.shapes)  # no gap
    assert any(s.x0 == s.x1 == 0.05 for s in fig.layout.shapes)  # the published rules' gap
    unmeasured = _hidden(rapanui, [None] * 4)
    assert HIDDEN not in [k for k, _ in tournament_figures(unmeasured, "en")]


def test_giants_figures():
    entries = [Entry("Immediate", RuleSet("giants", {"immediate_scoring": True}))]
    t = tournament("giants", entries, players=4, bots=["greedy"] * 4, games=2, seed=3, workers=1)
    for lang in ("en", "zh-TW"):
        figures = tournament_figures(t, lang)
        assert [k for k, _ in figures] == list(FIGURES)
        for _, fig in figures:
            assert sorted(_rows(fig)) == sorted([t.name(0, lang), "Immediate"])
