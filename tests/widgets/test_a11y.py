"""Accessibility kept by the Python side (the browser side is tests/browser/test_browser_axe.py):
every form control has a name in the page's language, every figure has a text alternative that
says what it shows, colours keep their contrast, and the pages say their language."""

from __future__ import annotations

import re

import ipywidgets as W
import plotly.graph_objects as go
import pytest

from kit.plots.common import PLAYER_COLOURS, contrast, ink, tint
from kit.plots.rapanui import CARD_COLOURS
from widgets.a11y import NAMED, aria_name
from widgets.figure_alt import figure_alt
from widgets.giants_play import giants_play
from widgets.lab.app import LabApp
from widgets.pages.landing_page import landing_document
from widgets.rapanui_play import rapanui_play

CJK = re.compile(r"[\u3400-\u9fff]")
CONTROLS = (W.Text, W.Dropdown, W.IntText, W.BoundedIntText, W.FloatText, W.Checkbox, W.FloatSlider)
CONTROLS += (W.IntSlider,)


def controls(*roots: W.Widget) -> list[W.Widget]:
    """Every form control under ``roots``."""
    found, todo = [], list(roots)
    while todo:
        widget = todo.pop()
        if isinstance(widget, CONTROLS):
            found.append(widget)
        todo.extend(getattr(widget, "children", ()))
    return found


def names(app, *roots) -> dict[int, str]:
    return {id(c): c.description for c in controls(*roots)}


@pytest.mark.parametrize("page", ["rapanui", "giants", "lab"])
def test_every_control_has_a_name_in_the_page_language(page):
    if page == "lab":
        app = LabApp("giants", lang="en")
        roots = (app,)
    else:
        app = (rapanui_play if page == "rapanui" else giants_play)("en")
        app.setup.players.value = app.setup.players.options[-1]  # every seat shown
        roots = (app, app.setup, app.game_box)
    english = names(app, *roots)
    assert len(english) >= 8
    assert all(english.values()), [c for c in controls(*roots) if not c.description]
    assert all(NAMED in c._dom_classes for c in controls(*roots))
    app.toggle.value = "zh-TW"
    chinese = names(app, *roots)
    assert all(chinese.values())
    # a name that is a phrase is said in Chinese (a lab weight without words keeps its code name)
    phrases = [key for key, text in english.items() if " " in text]
    assert phrases and all(CJK.search(chinese[key]) for key in phrases), chinese


def test_a_name_is_for_screen_readers_only():
    box = aria_name(W.Dropdown(options=[1, 2]), "Players")
    assert box.description == "Players" and box.style.description_width == "0px"
    assert aria_name(box, "玩家人數").description == "玩家人數"
    assert box._dom_classes.count(NAMED) == 1


def cells(html: str) -> list[list[str]]:
    """The rows of the tables in ``html``, as lists of their cells' texts."""
    rows = re.findall(r"<tr>(.*?)</tr>", html)
    return [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row) for row in rows]


def test_bars_are_a_table_with_a_row_per_category_and_a_column_per_trace():
    fig = go.Figure(
        [
            go.Bar(name="Rules A", x=["Player 1", "Player 2"], y=[0.55, 0.45]),
            go.Bar(name="Rules B", x=["Player 1", "Player 2"], y=[0.5, 0.5]),
        ]
    )
    fig.update_layout(title="Win rates", xaxis_title="seat")
    alt = figure_alt(fig.to_plotly_json())
    assert alt.startswith("<p>Win rates</p>")
    assert cells(alt) == [
        ["seat", "Rules A", "Rules B"],
        ["Player 1", "0.55", "0.5"],
        ["Player 2", "0.45", "0.5"],
    ]


def test_a_board_is_the_list_of_what_its_points_say_when_hovered():
    fig = go.Figure(
        [
            go.Scatter(x=[0, 1, 1, 0], y=[0, 0, 1, 1], fill="toself", hoverinfo="skip"),
            go.Scatter(x=[0, 1], y=[0, 1], mode="text", text=["H01", "H02"], hoverinfo="skip"),
            go.Scatter(
                x=[0, 1], y=[0, 1], mode="markers", hovertext=["H01<br>a <b>worker</b>", "H02"]
            ),
        ]
    )
    fig.update_layout(title="Giants · round 5")
    alt = figure_alt(fig.to_plotly_json())
    assert "<li>H01 a worker</li><li>H02</li>" in alt
    assert alt.count("<li>") == 2 and "<table" not in alt  # labels and outlines left out


def test_a_table_drawn_as_text_is_a_table_top_row_first():
    fig = go.Figure(
        go.Scatter(
            x=[1, 2, 0, 1, 2],
            y=[2, 2, 1, 1, 1],
            mode="text",
            text=["Player 1", "Player 2", "wood", "3", "8"],
            hoverinfo="skip",
        )
    )
    assert cells(figure_alt(fig.to_plotly_json())) == [
        ["", "Player 1", "Player 2"],
        ["wood", "3", "8"],
    ]


def test_player_colours_stand_out_from_the_page_and_carry_readable_text():
    for colour in PLAYER_COLOURS.values():
        assert contrast(colour, "#ffffff") >= 3, colour  # WCAG 1.4.11, graphics
        assert contrast(colour, ink(colour)) >= 4.5, colour  # a seat's name written on it
    for colour in CARD_COLOURS.values():  # a market card, in front and behind
        for shown in (colour, tint(colour, 0.4)):
            assert contrast(shown, ink(shown)) >= 4.5, shown


def test_the_landing_page_says_its_language():
    page = landing_document("zh-TW", "notebooks")
    assert '<html lang="zh-Hant-TW">' in page
    assert re.search(r'data-lang="zh-TW"[^>]*lang="zh-Hant-TW">繁體中文<', page)
    assert re.search(r'data-lang="en"[^>]*lang="en">English<', page)
