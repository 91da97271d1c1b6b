"""Figures you can read (issue 21): the Giants hex ids over the highlights, the whole island in
its frame, whole-number ticks on the lab's count axes and bar labels clear of error bars."""

from __future__ import annotations

import random

import pytest

from kit import giants, lab, rapanui
from kit.plots import rapanui_altar
from kit.plots.common import count_axis
from kit.plots.giants import giants_board
from kit.plots.giants_island import geometry
from kit.plots.lab import lab_length, lab_win_rates


@pytest.fixture(scope="module")
def rapanui_tables():
    kwargs = {"players": 3, "bots": ["greedy", "greedy", "random"], "games": 12, "workers": 1}
    return {
        "A": lab.run("rapanui", **kwargs),
        "B": lab.run("rapanui", options={"majority_min_count": 1}, **kwargs),
    }


def test_the_hex_ids_are_drawn_over_the_highlight_with_a_halo():
    view = giants.new_game(3, seed=4).view(0)
    fig = giants_board(view, "en", highlight=["H01", "H02"])
    order = [t.uid for t in fig.data]
    assert order.index("hex-ids") > order.index("highlight") > order.index("highlight-shadow")
    assert order.index("hex-labels") > order.index("highlight")
    ids = fig.data[order.index("hex-ids")]
    assert "H01" in ids.text and ids.textfont.shadow  # readable on the yellow outline


def test_the_island_frame_holds_every_ahu_and_room_under_the_lowest():
    geo = geometry(giants.new_game(3, seed=4).view(0)["board"])
    (x0, x1), (y0, y1) = geo.x_range, geo.y_range
    for spot in geo.ahus.values():
        for x, y in (spot.stand, spot.platform):
            assert x0 + 0.5 <= x <= x1 - 0.5 and y1 - 0.5 >= y
            assert y >= y0 + 0.95  # a base or a moai drawn on the lowest Ahu is not cut


@pytest.mark.parametrize("top, step", [(0, 1), (7, 1), (9, 2), (30, 5), (75, 10), (400, 50)])
def test_a_count_axis_ticks_whole_numbers(top, step):
    axis = count_axis(top)
    assert axis == {"tick0": 0, "dtick": step, "tickformat": "d"}
    assert top / step <= 8


@pytest.mark.parametrize("by", ["rounds", "decisions"])
def test_the_length_figure_counts_in_whole_numbers(rapanui_tables, by):
    fig = lab_length(rapanui_tables, "en", by)
    for axis in (fig.layout.xaxis, fig.layout.yaxis):
        assert axis.tickformat == "d" and axis.tick0 == 0
        assert isinstance(axis.dtick, int) and axis.dtick >= 1
    for trace in fig.data:  # bins of whole numbers, centred on them
        assert trace.xbins.size == int(trace.xbins.size) and trace.xbins.start % 1 == 0.5
    games = sum(not row["timed_out"] for row in rapanui_tables["A"])
    assert fig.layout.yaxis.dtick <= max(1, games)


def test_the_win_rates_are_written_clear_of_their_error_bars(rapanui_tables):
    summaries = {name: lab.summarize(table) for name, table in rapanui_tables.items()}
    for trace in lab_win_rates(summaries, "en").data:
        assert trace.error_y.array is not None
        assert trace.textposition == "inside" and trace.insidetextanchor == "start"


@pytest.mark.parametrize("steps", [0, 40, 200])
def test_the_altar_counts_cards_in_whole_numbers(steps):
    game = rapanui.new_game(3, seed=5)
    bot, rng = rapanui.RandomBot(), random.Random(5)
    for _ in range(steps):
        if game.is_over:
            break
        seat = game.to_move[0]
        game.apply(bot.choose(game.view(seat), game.legal_actions(seat), rng))
    fig = rapanui_altar(game.view(0), "en")
    for axis in (fig.layout.yaxis, fig.layout.yaxis2):
        if axis.range is None:
            continue
        assert axis.tickformat == "d" and axis.dtick >= 1 and float(axis.dtick).is_integer()
