"""The figure of a sweep: a point per value with its interval, the target, who meets it, and
its text alternative in both languages."""

import pytest

from kit.lab.sweep import sweep
from kit.plots.lab_sweep import lab_sweep
from widgets.figure_alt import figure_alt


@pytest.fixture(scope="module")
def swept():
    # A8 · R10.3: the wood per glory point at the end, over three values
    return sweep(
        "rapanui",
        "wood_per_glory_at_end",
        [0, 5, 10],
        players=3,
        bots=["greedy", "greedy", "random"],
        games=8,
        seed=2,
        workers=1,
    )


def _target(swept):
    """A target the first value's interval contains, and not every value's, if there is one."""
    points = swept.points("score_spread")
    return points[0].estimate


def test_points_error_bars_target_line_and_who_meets_it(swept):
    target = _target(swept)
    fig = lab_sweep(swept, "score_spread", "en", target)
    points = {p.value: p for p in swept.points("score_spread")}
    meeting = swept.meets("score_spread", target)
    assert 0 in meeting
    marked = [t for t in fig.data if t.mode and "markers" in t.mode]
    meets, misses = marked
    assert meets.name.startswith("meets the target") and misses.name == "does not meet the target"
    assert list(meets.x) == meeting and sorted([*meets.x, *misses.x]) == [0, 5, 10]
    assert meets.marker.symbol == "diamond" and misses.marker.symbol == "circle-open"
    assert list(meets.text) == ["meets"] * len(meeting)  # a word, not colour alone
    for trace in marked:
        for x, y, up, down in zip(
            trace.x, trace.y, trace.error_y.array, trace.error_y.arrayminus, strict=True
        ):
            p = points[x]
            assert y == p.estimate
            assert y + up == pytest.approx(p.high) and y - down == pytest.approx(p.low)
    (line,) = fig.layout.shapes
    assert line.line.dash == "dash" and line.y0 == line.y1 == target
    assert fig.layout.annotations[0].text == f"target {target:g}"
    assert list(fig.layout.xaxis.tickvals) == [0, 5, 10]
    assert (
        "Score spread" in fig.layout.title.text and "wood_per_glory_at_end" in fig.layout.title.text
    )


def test_without_target_one_trace_of_estimates_and_no_line(swept):
    fig = lab_sweep(swept, "balance", "en")
    marked = [t for t in fig.data if t.mode and "markers" in t.mode]
    assert [t.name for t in marked] == ["estimate"] and len(marked[0].x) == 3
    assert not fig.layout.shapes and not fig.layout.annotations


def test_a_share_is_drawn_as_percentages_on_a_category_axis_for_text_values(swept):
    fig = lab_sweep(
        swept,
        "first_seat_win_rate",
        "en",
        0.4,
        "above",
        option="A8 · R10.3 wood per glory",
        values=["none", "five", "ten"],
    )
    assert fig.layout.yaxis.tickformat == ".0%"
    assert fig.layout.xaxis.title.text == "A8 · R10.3 wood per glory"
    assert fig.layout.annotations[0].text == "target 40.0%"
    names = [t.name for t in fig.data if t.mode and "markers" in t.mode]
    assert names[-1] == "does not meet the target"
    assert set(names[:-1]) <= {"meets the target: interval at or above it"}


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["for each value of", "wood_per_glory_at_end = 0:", "meets the target", "target "]),
        ("zh-TW", ["各設定值下的", "wood_per_glory_at_end=0：", "達到目標", "目標"]),
    ],
)
def test_the_text_alternative_says_each_value_and_the_target(swept, lang, words):
    fig = lab_sweep(swept, "score_spread", lang, _target(swept))
    alt = figure_alt(fig.to_plotly_json())
    for word in words:
        assert word in alt, word
    assert alt.count("<li>") == 3 + 1  # the three values, and the target
