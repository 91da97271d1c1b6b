"""Player names are text, never markup (issue 25, item 6): a name holding HTML (a link, an image
with ``onerror``, bold, a line break, an entity) is shown as the characters typed, in every figure
of both games (Plotly draws a subset of HTML in its texts and decodes entities, so a name in a
figure is escaped) and in every HTML widget of the play page, in English and in Chinese, whether
the names came from the setup form or from a saved file."""

from __future__ import annotations

import html
import json
import random
import re
from typing import Any

import ipywidgets as W
import pytest
from page_parts import action_buttons as buttons
from page_parts import upload

from kit.giants.board import default_board
from kit.lab.ruleset import RuleSet
from kit.plots import score_history
from kit.plots.common import as_html, escaped, wrap
from kit.plots.games import figures_of
from widgets.giants_play import giants_play
from widgets.rapanui_play import rapanui_play

HOSTILE = [
    '<a href="https://x.test">Ann</a>',
    "<img src=x onerror=alert(1)>",
    "<b>Bo</b>",
    "Tom &amp; Jerry",
    "Ann<br>Bob",
    "阿明<i>斜</i>",
]
# the page, its most players, and how many clicks between two looks at everything
PAGES = {"giants": (giants_play, 5, 5), "rapanui": (rapanui_play, 4, 6)}
# What a name's markup would become if drawn escaped twice (shown as "&lt;" to the reader).
TWICE = ("&amp;lt;", "&amp;gt;", "&amp;amp;amp;")
DATA = {"customdata", "meta", "uid", "ids"}  # a figure's keys that Plotly does not show


def strings(value: Any) -> list[str]:
    """Every string in a figure's JSON (texts, names, hover texts, titles, annotations)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):  # ids a click sends back are data, never shown
        return [s for k, v in value.items() if k not in DATA for s in strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in strings(v)]
    return []


def live(texts: list[str], names: list[str]) -> list[str]:
    """The texts that hold a name's markup as markup (or escaped twice)."""
    return [
        text
        for text in texts
        if any(name in text for name in names) or any(twice in text for twice in TWICE)
    ]


def escaped_somewhere(texts: list[str], name: str) -> bool:
    blob = "\n".join(texts)
    return html.escape(name, quote=False) in blob or html.escape(name) in blob


def html_values(root: Any) -> list[str]:
    """The value of every HTML widget under ``root`` (the whole play page)."""
    out, todo = [], [root]
    while todo:
        w = todo.pop()
        if isinstance(w, W.HTML | W.HTMLMath):
            out.append(w.value)
        todo.extend(getattr(w, "children", ()))
    return out


def page_figures(app: Any) -> list[str]:
    """The strings of the figures the page shows now (their slots' figures)."""
    out = []
    for slot in app.parts.slot_of.values():
        figure = getattr(slot, "figure", None)
        if figure is not None:
            out += strings(figure if isinstance(figure, dict | str) else figure.to_plotly_json())
    return out


def new_app(game: str, names: list[str], lang: str) -> Any:
    make, players, _ = PAGES[game]
    app = make(lang)
    app.setup.players.value = players
    for i in range(players):
        app.setup.seat_names[i].value = names[i]
        app.setup.seat_kinds[i].value = "human" if i == 0 else "random"
    if "round_limit" in app.setup.option_widgets:  # a shorter game (Giants)
        app.setup.option_widgets["round_limit"].value = 2
    app.setup.seed.value = "3"
    app.setup.start.click()
    assert app.session is not None, app.setup.message.value
    return app


def check_page(app: Any, names: list[str]) -> list[str]:
    """Every HTML widget and shown figure of the page, in both languages: the texts where a
    name is markup (none expected); the log's panel is opened so that it is drawn too."""
    app.log_box.selected_index = 0
    found = []
    for lang in ("en", "zh-TW"):
        app.set_lang(lang)
        found += live(html_values(app) + page_figures(app), names)
    app.set_lang("en")
    return found


def figure_texts(game: str, app: Any, names: list[str]) -> list[str]:
    """The strings of every figure of ``game`` for the position (each seat's view and the
    public one), and of the score history, in both languages."""
    s = app.session
    build = figures_of(game).build
    out = []
    for lang in ("en", "zh-TW"):
        for seat in (None, *range(len(s.seats))):
            for fig in build(s.view(seat), lang, names, ()).values():
                out += strings(fig if isinstance(fig, str) else fig.to_plotly_json())
        out += strings(score_history(s.game.record(), lang, names).to_plotly_json())
    return out


@pytest.mark.parametrize("game", ["giants", "rapanui"])
def test_hostile_names_are_text_in_every_figure_and_panel(game):
    names = HOSTILE[: PAGES[game][1]]
    app = new_app(game, names, "en")
    rng = random.Random(1)
    problems, texts, checks = [], [], 0
    for step in range(5000):
        if app.session.game.is_over:
            break
        if step % PAGES[game][2] == 0:
            texts += figure_texts(game, app, names)
            problems += check_page(app, names)
            checks += 1
        if app.curtain.layout.display != "none":
            app.curtain.click()
            continue
        rng.choice(buttons(app)).click()
    assert app.session.game.is_over
    texts += figure_texts(game, app, names)
    problems += check_page(app, names) + live(texts, names)
    assert checks > 2
    assert not problems, problems[:3]
    shown = texts + html_values(app)
    missing = [n for n in names if not escaped_somewhere(shown, n)]
    assert not missing, missing  # the names are shown, as text


@pytest.mark.parametrize("game", ["giants", "rapanui"])
def test_hostile_names_from_a_saved_file_are_text(game):
    """A file's names (written by anyone) loaded through the page's upload."""
    make, players, _ = PAGES[game]
    first = new_app(game, ["a", "b", "c", "d", "e"][:players], "en")
    record = json.loads(first.session.save())
    assert record["meta"]["names"][0] == "a"
    names = list(reversed(HOSTILE))[:players]
    record["meta"]["names"] = names
    app = make("zh-TW")
    app.upload.value = upload(json.dumps(record).encode())
    assert app.session is not None and app.session.names == names
    problems = check_page(app, names)
    problems += live(figure_texts(game, app, names), names)
    assert not problems, problems[:3]


def test_a_rule_set_file_with_hostile_board_words_is_text():
    """A Giants rule set whose board names an Ahu and a hex with markup, and whose own name is
    markup, loaded on the play page: a game on that island shows them as typed."""
    board = default_board().to_dict()
    ahu_name = "<a href='https://x.test'>Ahu</a>"
    board["ahus"][0]["name"] = ahu_name
    old, hex_id = board["hexes"][5]["id"], "<i>H5</i>"
    board = json.loads(json.dumps(board).replace(json.dumps(old), json.dumps(hex_id)))
    rules = RuleSet("giants", board=board, name="<b>Bold rules</b>")
    app = giants_play("en")
    app.upload.value = upload(rules.to_json().encode())
    assert app.rules is not None and app.rules.board == board, app.file_status.value
    app.setup.players.value = 3
    app.setup.seed.value = "2"
    app.setup.start.click()
    assert app.session is not None, app.setup.message.value
    words = [ahu_name, hex_id, rules.name]
    rng = random.Random(2)
    problems, texts = [], []
    for step in range(60):
        if app.session.game.is_over:
            break
        if step % 10 == 0:
            texts += figure_texts("giants", app, [])
            problems += check_page(app, words)
        if app.curtain.layout.display != "none":
            app.curtain.click()
            continue
        rng.choice(buttons(app)).click()
    problems += live(texts, words)
    assert not problems, problems[:3]
    assert escaped_somewhere(texts, ahu_name) and escaped_somewhere(texts, hex_id)


def test_a_figure_text_turned_to_html_keeps_the_kit_markup_and_the_names_as_text():
    """The helpers between: a name escaped for Plotly, the same text as HTML (the legend under
    the board, the Rapa Nui table), and a long escaped name wrapped without cutting an entity."""
    name = escaped("<b>Bo</b> & <br>")
    assert name == "&lt;b&gt;Bo&lt;/b&gt; &amp; &lt;br&gt;"
    assert as_html(f"<b>{name}</b><br>x") == f"<b>{name}</b><br>x"
    assert as_html("<script>") == "&lt;script&gt;"  # anything else is escaped
    wrapped = wrap(escaped("<" * 40), 10)
    assert all(re.fullmatch(r"(&lt;)+", line) for line in wrapped.split("<br>"))
