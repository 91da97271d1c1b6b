"""The Giants board of the play page drawn by the page's plotly.js (issue 24): its first figure a
Plotly bundle, later ones one message each that redraws it as the figure built anew, clicks sent
back from the plot, and no Plotly object built on the way from a click to that message."""

import json
import random

import plotly.graph_objects as go
from jupyter_client.session import json_packer
from test_giants_board_slot import plain, positions

from kit.plots.giants import giants_board, giants_board_data, giants_figure_data, giants_tiles
from kit.plots.giants_tiles import giants_tiles_data
from widgets.figures import figure_dict
from widgets.plot_board import PLOTLY_MIME, PlotBoard, PlotBoardSlot, plain_layout


def bundle(slot):
    """The figure the slot's ``Output`` draws first (its Plotly bundle)."""
    return next(o["data"][PLOTLY_MIME] for o in slot.plot.outputs if PLOTLY_MIME in o["data"])


def drawn(slot):
    """The figure plotly.js shows after the slot's last message, as the page's script builds it:
    the traces first drawn, those of the message put in their places, and its layout."""
    first = bundle(slot)
    update = slot.board.update
    if not update:
        return {"data": first["data"], "layout": first["layout"]}
    data = list(first["data"][: update["count"]])
    data += [None] * (update["count"] - len(data))
    for i, trace in update["traces"].items():
        data[int(i)] = trace
    layout = update["layout"]
    if update["first_images"]:  # the pictures first drawn, not sent again
        assert "images" not in layout
        layout = {**layout, "images": first["layout"]["images"]}
    return {"data": data, "layout": layout}


def json_ready(data):
    """A figure's dicts as a ``go.Figure`` holds them: its template as a dict, no ``None``."""
    layout = {k: v for k, v in plain_layout(data["layout"]).items() if v is not None}
    return {"data": data["data"], "layout": layout}


def wire(data):
    """``data`` as a widget message carries it to the page."""
    return json.loads(json_packer(data))


def test_the_dict_builders_are_the_figures_of_the_public_functions():
    for view, hexes in positions()[::5]:
        board = giants_board_data(view, "en", highlight=hexes)
        assert isinstance(board, dict) and not isinstance(board, go.Figure)
        assert json_ready(board) == figure_dict(giants_board(view, "en", highlight=hexes))
        tiles = giants_tiles_data(view, "zh-TW")
        assert json_ready(tiles) == figure_dict(giants_tiles(view, "zh-TW"))
        figures = giants_figure_data(view, "en", None, hexes)
        assert figures["board"] == board and isinstance(figures["tiles"], dict)


def test_later_boards_are_one_message_each_that_draws_the_board_built_anew():
    views = positions(seed=7, every=11)
    slot = PlotBoardSlot()
    slot.show(giants_board_data(views[0][0], "en"))
    assert "moai-board" in slot._dom_classes and slot.widget is None
    first = slot.plot
    sent = []
    slot.board.observe(lambda change: sent.append(change["new"]), names="update")
    for k, (view, hexes) in enumerate(views[1:], start=1):
        lang = "zh-TW" if k % 5 == 0 else "en"
        before = len(sent)
        fig = giants_board_data(view, lang, highlight=hexes)
        slot.show(fig)
        assert len(sent) - before <= 1 and slot.plot is first  # redrawn in place
        fresh = PlotBoardSlot()
        fresh.show(fig)
        ours, anew = wire(drawn(slot)), wire(drawn(fresh))
        assert plain(ours) == plain(anew), k
        assert ours["layout"]["template"]["layout"]["plot_bgcolor"] == "white"  # sent as JSON
        assert slot.legend.value == fresh.legend.value and slot.alt.value == fresh.alt.value
        if lang == "en":  # the words of the board first drawn: the island is not sent again
            sent_uids = {t.get("uid") for t in slot.board.update["traces"].values()}
            assert slot.board.update["first_images"] and not sent_uids & {"hex-plain", "hex-ids"}
            assert len(slot.board.update["traces"]) < len(anew["data"]), k
    # an unchanged board sends nothing, a go.Figure is taken too
    slot.show(giants_board_data(views[-1][0], "zh-TW", highlight=views[-1][1]))
    before = len(sent)
    slot.show(giants_board_data(views[-1][0], "zh-TW", highlight=views[-1][1]))
    assert len(sent) == before
    slot.show(giants_board(views[-1][0], "en", highlight=views[-1][1]))
    assert len(sent) == before + 1 and isinstance(slot.figure, go.Figure)


def test_a_click_on_the_plot_reaches_on_pick_and_reset_draws_anew():
    view, hexes = positions()[2]
    slot = PlotBoardSlot()
    slot.show(giants_board_data(view, "en", highlight=hexes))
    picked = []
    slot.on_pick = picked.append
    assert isinstance(slot.board, PlotBoard) and slot.board.pickable == ["hexes", "ahus"]
    hexes_trace = next(t for t in bundle(slot)["data"] if t.get("meta") == "hexes")
    target = hexes_trace["customdata"][0]
    slot.board._handle_custom_msg({"pick": target}, [])
    slot.board._handle_custom_msg({"other": 1}, [])  # not a click: nothing
    assert picked == [target]
    slot.show(giants_board_data(view, "zh-TW"))
    assert slot.board.update["n"] == 1
    slot.reset()
    assert slot.children == () and slot.plot.outputs == ()
    slot.show(giants_board_data(view, "zh-TW"))  # a new bundle, which later updates start from
    assert slot.board.update == {} and slot.plot in slot.children
    assert "第" in bundle(slot)["layout"]["title"]["text"]
    slot.show(None)
    assert slot.children == () and slot.figure is None


def test_the_play_page_builds_no_plotly_object_at_a_click(monkeypatch):
    from test_play_giants import new_app, reach_placement

    from kit.giants.actions import Place

    app = new_app(3, ["human", "greedy", "greedy"], seed=5)
    reach_placement(app, random.Random(1))
    board, tiles = app.slots[0], app.slots[1]
    assert isinstance(board, PlotBoardSlot) and isinstance(tiles, PlotBoardSlot)
    assert "moai-board" in board._dom_classes and "moai-board" not in tiles._dom_classes
    built = []
    init = go.Figure.__init__

    def counted(self, *args, **kwargs):
        built.append(self)
        init(self, *args, **kwargs)

    monkeypatch.setattr(go.Figure, "__init__", counted)
    seat = app.session.actor()
    place = next(
        a
        for a in app.session.game.legal_actions(seat)
        if isinstance(a, Place) and a.figure == app.ui.figure and a.logs == app.ui.logs
    )
    before = len(app.session.steps)
    board.board._handle_custom_msg({"pick": place.hex}, [])  # as the page's script sends it
    assert app.session.steps[before].action == place
    assert built == []
