"""Traces that never change drawn once as pictures (issue 24): the Giants island's plain hexes and
their ids leave the traces plotly.js redraws at every click and become two SVG layout images
placed on the axes, which draw the same polygons and words."""

import base64
import copy
import re

from kit import giants
from kit.plots.figure_images import image_layer, with_images
from kit.plots.giants import giants_board_data


def svg_of(image):
    head, _, body = image["source"].partition(",")
    assert head == "data:image/svg+xml;base64"
    return base64.b64decode(body).decode()


def board(lang="en", seed=3):
    game = giants.new_game(4, seed=seed)
    return game, giants_board_data(game.view(0), lang)


def test_the_island_becomes_two_pictures_on_the_axes_and_the_pieces_stay_traces():
    game, fig = board()
    original = copy.deepcopy(fig)
    out = with_images(fig)
    assert fig == original  # the figure given is not changed
    uids = [t.get("uid") for t in out["data"]]
    assert "hex-plain" not in uids and "hex-ids" not in uids and "hex-village" not in uids
    # what changes during a game, and what a click picks, stay traces
    for uid in ("hex-forest", "hex-forest_cleared", "hex-labels", "hexes", "ahus", "figures"):
        assert uid in uids
    assert not any(image_layer(t) for t in out["data"])
    below, above = out["layout"]["images"]
    assert (below["layer"], above["layer"]) == ("below", "above")
    (x0, x1), (y0, y1) = fig["layout"]["xaxis"]["range"], fig["layout"]["yaxis"]["range"]
    for image in (below, above):
        assert (image["x"], image["y"], image["xref"], image["yref"]) == (x0, y1, "x", "y")
        assert image["sizex"] == x1 - x0 and image["sizey"] == y1 - y0
        assert image["sizing"] == "stretch"
    island = svg_of(below)
    drawn = {t["uid"]: t for t in fig["data"] if image_layer(t) == "below"}
    polygons = sum(len(t["meta"]["hexes"]) for t in drawn.values())
    assert polygons == island.count("Z") > 40  # one closed path per hex of a fixed kind
    for trace in drawn.values():
        assert trace["fillcolor"] in island
    ids = svg_of(above)
    plain = [h for h in game.view(0)["board"]["hexes"] if h["kind"] == "plain"]
    written = re.findall(r">([^<]+)</text>", ids)
    assert sorted(written) == sorted(h["id"] for h in plain if h["id"] in written)
    assert len(written) > 0.8 * len(plain)
    assert 'stroke="#f4f1e6"' in ids  # the ids' halo


def test_the_same_island_is_the_same_picture_and_a_changed_one_another():
    game, fig = board()
    first = with_images(fig)["layout"]["images"]
    for _ in range(30):  # pieces move, the island stays
        game.apply(game.legal_actions(game.to_move[0])[0])
    later = with_images(giants_board_data(game.view(1), "zh-TW"))["layout"]["images"]
    assert [i["source"] for i in later] == [i["source"] for i in first]
    other = with_images(board(seed=3)[1] | {"layout": {**fig["layout"], "height": 400}})
    assert other["layout"]["images"][1]["source"] != first[1]["source"]  # words scaled anew


def test_words_are_escaped_and_a_figure_without_pictures_or_ranges_is_left_alone():
    trace = {
        "type": "scatter",
        "mode": "text",
        "x": [0, 1, None],
        "y": [0, 1, 2],
        "text": ["<b>&", "ok", "gone"],
        "textfont": {"size": [8, 9, 10], "color": "#123456"},
        "meta": {"image": "above"},
    }
    layout = {"xaxis": {"range": [-1, 2]}, "yaxis": {"range": [-1, 2]}, "height": 300}
    svg = svg_of(with_images({"data": [trace], "layout": layout})["layout"]["images"][0])
    assert "&lt;b&gt;&amp;" in svg and "<b>" not in svg and "gone" not in svg
    assert svg.count("<text") == 2
    plain = {"data": [{**trace, "meta": {"image": "sideways"}}], "layout": layout}
    assert with_images(plain) is plain
    no_range = {"data": [trace], "layout": {"height": 300}}
    assert with_images(no_range) is no_range
