"""The Giants board on a page (issue 24): built without Plotly's validation yet valid, its legend
drawn once as HTML under the board instead of by Plotly at every click, and updated in place by
one message that leaves the widget as a board built anew would be."""

import json
import random

import plotly.graph_objects as go
import pytest

from kit import giants
from kit.plots import giants_board, giants_tiles
from kit.plots.common import tr
from kit.plots.giants import LEGEND_HEIGHT
from widgets.board_legend import legend_html, split_legend
from widgets.figures import BoardSlot, figure_dict
from widgets.plot_board import PlotBoardSlot


def positions(seed=4, players=3, every=23, limit=500):
    """Views of one game (seat 0) every ``every`` actions, and the legal hexes to highlight."""
    game = giants.new_game(players, seed=seed)
    bots = [giants.GreedyBot() for _ in range(players)]
    rng = random.Random(seed)
    out = []
    for n in range(limit):
        if game.is_over:
            break
        seat = game.to_move[0]
        legal = game.legal_actions(seat)
        if n % every == 0:
            hexes = sorted({a.hex for a in legal if hasattr(a, "hex")})
            out.append((game.view(0), hexes))
        game.apply(bots[seat].choose(game.view(seat), legal, rng))
    return out


def plain(data):
    """A figure's JSON, an empty list of annotations being no annotation (as Plotly drops it)."""
    data = json.loads(json.dumps(data))
    if data["layout"].get("annotations") == []:
        del data["layout"]["annotations"]
    return data


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_board_and_tiles_built_without_validation_are_valid(lang):
    for view, hexes in positions()[::4]:
        for fig in (giants_board(view, lang, highlight=hexes), giants_tiles(view, lang)):
            built = fig.to_plotly_json()
            assert figure_dict(fig) == built
            assert plain(go.Figure(built).to_plotly_json()) == plain(built)  # validates


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_legend_is_html_under_the_board_with_every_entry(lang):
    view, _ = positions()[3]
    lit = [h["id"] for h in view["board"]["hexes"]][:3]
    fig = giants_board(view, lang, highlight=lit)
    data = fig.to_plotly_json()
    entries = [t for t in data["data"] if t.get("showlegend") is not False and t.get("name")]
    slot = BoardSlot()
    slot.show(fig)
    shown = slot.widget.to_dict()
    assert shown["layout"]["showlegend"] is False and "legend" not in shown["layout"]
    assert shown["layout"]["height"] == data["layout"]["height"] - LEGEND_HEIGHT
    # the entries without a point are gone from the board, the others stay
    assert all(t.get("x") != [None] or t.get("showlegend") is False for t in shown["data"])
    assert any(t.get("meta") == "hexes" for t in shown["data"])
    legend = slot.legend.value
    assert slot.legend.layout.display is None and slot.legend in slot.children
    names = [e["name"] for e in entries]
    assert len(names) > 12 and all(name.replace("'", "&#x27;") in legend for name in names)
    note = data["layout"]["legend"]["title"]["text"].split("<br>")[0]
    assert note.replace("'", "&#x27;") in legend
    assert legend.count("<svg") == len(names)  # a symbol per entry
    assert tr("plots.giants.legend.highlight", lang) in legend  # the highlight's line


def test_the_legend_follows_the_ranks_and_draws_each_symbol():
    view, _ = positions()[1]
    data = giants_board(view, "en").to_plotly_json()
    _, entries = split_legend(data)
    html = legend_html(entries, "Note")
    ranked = sorted(entries, key=lambda t: t.get("legendrank", 1000))
    where = [html.index(f"</svg>{t['name']}<") for t in ranked]
    assert where == sorted(where)
    for shape in ("<circle", "<rect", "<path"):
        assert shape in html
    assert html.index("Note") < where[0]


def test_a_board_updated_in_place_is_the_board_built_anew_in_one_message():
    slot = BoardSlot()
    views = positions(seed=7, every=11)
    slot.show(giants_board(views[0][0], "en"))
    messages = []
    slot.widget.observe(lambda c: messages.append(c["new"]), names="_py2js_update")
    for k, (view, hexes) in enumerate(views[1:], start=1):
        lang = "zh-TW" if k % 5 == 0 else "en"
        before = len(messages)
        fig = giants_board(view, lang, highlight=hexes)
        slot.show(fig)
        assert len([m for m in messages[before:] if m is not None]) <= 1
        fresh = BoardSlot()
        fresh.show(fig)
        ours, anew = plain(slot.widget.to_dict()), plain(fresh.widget.to_dict())
        for trace in ours["data"] + anew["data"]:
            trace.pop("uid", None)
        assert ours == anew, k
        assert slot.legend.value == fresh.legend.value and slot.alt.value == fresh.alt.value
    # an unchanged board sends nothing
    before = len(messages)
    slot.show(giants_board(views[-1][0], "en", highlight=views[-1][1]))
    slot.show(giants_board(views[-1][0], "en", highlight=views[-1][1]))
    assert len(messages) - before <= 2  # at most the change of language back, one message


def test_the_play_page_updates_the_tiles_in_place_and_only_the_island_is_a_board():
    from widgets.giants_play import giants_play

    app = giants_play("en")
    app.setup.players.value = 3
    app.setup.seat_kinds[0].value = "human"
    app.setup.start.click()
    board, tiles = app.slots[0], app.slots[1]
    # live: redrawn in place by the page's plotly.js (widgets.plot_board), no FigureWidget
    assert isinstance(tiles, PlotBoardSlot) and tiles.board is not None and tiles.widget is None
    assert "moai-board" in board._dom_classes and "moai-board" not in tiles._dom_classes
    assert tiles.legend.layout.display == "none" and tiles.alt.value
