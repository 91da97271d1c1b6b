"""The Rapa Nui play page sends as little as a click needs (issue 24): the altar redrawn in place,
built without Plotly's checks (the same figure), and action buttons that share their looks."""

import random

import plotly.graph_objects as go
import pytest
from test_play_rapanui import action_buttons, new_app

from kit.plots.games import sample_game
from kit.plots.rapanui import rapanui_altar
from widgets.figures import PLOTLY_MIME, FigureSlot, PlotReact
from widgets.play.actions import shared

VIEW_MIME = "application/vnd.jupyter.widget-view+json"


def widgets_shown(slot):
    return [o["data"][VIEW_MIME]["model_id"] for o in slot.outputs if VIEW_MIME in o["data"]]


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_altar_built_without_checks_is_the_checked_figure(lang):
    game = sample_game("rapanui", 3, seed=7)
    views = [game.view(None), game.view(0)]
    for steps in (0, 30, 70):
        middle = sample_game("rapanui", 3, seed=7, steps=steps)
        views += [middle.view(None), middle.view(1)]
    for view in views:
        fast = rapanui_altar(view, lang, validate=False)
        assert fast.to_plotly_json() == rapanui_altar(view, lang).to_plotly_json()


def bars(heights, title="altar"):
    return go.Figure(go.Bar(x=["a", "b"], y=heights), layout={"title": {"text": title}})


def test_an_in_place_slot_redraws_its_figure_without_sending_it_anew():
    slot = FigureSlot(in_place=True)
    # its redrawer exists before any figure: the page sets it up as it opens, not when the first
    # figure comes (anywidget gives a model 2 s to start; a busy page may exceed that)
    react, alt = slot._react, slot._alt
    assert isinstance(react, PlotReact) and react.comm is not None and slot.outputs == ()
    slot.show(bars([1, 2]))
    first = slot.outputs
    assert PLOTLY_MIME in first[0]["data"]  # drawn first by the page's Plotly renderer
    assert slot._react is react and slot._alt is alt
    assert isinstance(react, PlotReact) and widgets_shown(slot) == [alt.model_id, react.model_id]
    assert "moai-figure-alt" in alt.value and react.figure == {}
    slot.show(bars([3, 1], "the altar now"))
    assert slot.outputs is first  # the figure drawn is redrawn in place: one message
    assert react.figure["data"][0]["y"] == [3, 1] and react.figure["config"]["responsive"]
    assert "the altar now" in alt.value
    slot.show(None)
    assert slot.outputs == () and react.figure == {}  # nothing for a later view to redraw
    slot.show(bars([5, 5]))  # drawn anew, by the same redrawer starting from it
    assert PLOTLY_MIME in slot.outputs[0]["data"] and slot._react is react and react.figure == {}
    assert widgets_shown(slot) == [alt.model_id, react.model_id]
    slot.close()
    assert react.comm is None and alt.comm is None  # nothing left behind


def test_a_slot_made_in_place_later_gets_its_redrawer_then():
    slot = FigureSlot()
    assert slot._react is None
    slot.in_place = True  # as the play page does for its game's in-place figures
    assert isinstance(slot._react, PlotReact) and slot._react.comm is not None


def test_a_slot_not_in_place_sends_each_figure_whole():
    slot = FigureSlot()
    slot.show(bars([1, 2]))
    first = slot.outputs
    slot.show(bars([2, 2]))
    assert slot.outputs is not first and slot.outputs[0]["data"][PLOTLY_MIME]["data"][0]["y"] == [
        2,
        2,
    ]
    assert widgets_shown(slot) == []


def test_the_play_page_redraws_the_altar_in_place_in_either_language():
    app = new_app(2, ["human", "greedy"], seed=3)
    altar = app.parts.slot_of["altar"]
    assert altar.in_place and not app.parts.slot_of["breakdown"].outputs
    first, shown = altar.outputs, 0
    rng = random.Random(2)
    for _ in range(60):
        if app.session.game.is_over:
            break
        rng.choice(action_buttons(app)).click()
        if altar._react.figure:
            shown += 1
            assert altar._react.figure["data"] == altar.figure.to_plotly_json()["data"]
    assert shown and altar.outputs is first
    app.toggle.value = "zh-TW"
    assert altar.outputs is first and "獻祭排名" in altar._react.figure["layout"]["title"]["text"]
    assert "獻祭排名" in altar._alt.value


def test_action_buttons_share_one_layout_and_style():
    app = new_app(2, ["human", "greedy"], seed=1)
    looks = set()
    rng = random.Random(4)
    for _ in range(5):
        buttons = action_buttons(app)
        looks |= {(b.layout.model_id, b.style.model_id) for b in buttons}
        rng.choice(buttons).click()
    assert looks == {(shared("auto").model_id, shared("button_style").model_id)}
    assert shared("auto").width == "auto"
