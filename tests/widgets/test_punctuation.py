"""Chinese text gets Chinese punctuation, and raw values are shown by their names.

The play pages (both games: the setup form, a hot-seat game under way, a game to its end), the lab
page (after a run with three kinds of bot), a design lesson and the teacher's page are rendered
headless in zh-TW. Their visible text (HTML without tags, labels, button and option words,
titles) must have no ASCII ``:`` ``,`` ``;`` ``(`` ``)`` next to a Chinese character: a Chinese
sentence is written with ：，；（） (notation such as "R5.4", "A2 · R8.2" or "2,3,4,5" touches no
Chinese character and is allowed). The seed's own words quoted by the glossary are verbatim and
are left out. And the words a reader sees name bots and option values (「貪婪機器人」,
「平手的玩家共同獲勝」), never the raw specs and values of the code (``greedy``, ``shared``).

The figures drawn by ``kit.plots`` (Plotly titles, annotations, names, ticks; the HTML tables) are
checked apart, in the last tests.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterator

import ipywidgets as W
import pytest

from kit.core.glossary import CJK
from kit.lab.lessons import design_lesson
from kit.lab.ruleset import RuleSet
from widgets.giants_play import giants_play
from widgets.lab.app import LabApp
from widgets.lab.design import DesignLessonPage
from widgets.lab.run import ABRun
from widgets.pages.teachers import TeachersPage
from widgets.rapanui_play import rapanui_play

ZH = "zh-TW"
PUNCT = re.escape(":,;()")
SPACE = " \t\u00a0"
BAD = re.compile(rf"[{CJK}][{SPACE}]*[{PUNCT}]|[{PUNCT}][{SPACE}]*[{CJK}]")
BLOCK = re.compile(r"</?(?:p|div|li|ul|ol|td|th|tr|table|thead|tbody|br|hr|h[1-6])\b[^>]*>", re.I)
VERBATIM = re.compile(r"<div class='moai-seed'>.*?</div>", re.S)
"""The glossary's quotations of the seeds, kept as the seeds write them (「36圓木($)token」)."""

CODE = r"(?<![A-Za-z0-9_/]){}(?![A-Za-z0-9_]|\.\w)"  # not inside a word or a file path
RAW = {
    "zh-TW": re.compile(
        CODE.format(
            r"(?:greedy|random|ismcts|shared|ahu_points|draw_pile|dense|competition"
            r"|total_wood|wood_mod_5|True|False)"
        )
    ),
    "en": re.compile(CODE.format(r"(?:ismcts:\S*|greedy:\S*|[a-z]+_[a-z_0-9]+|True|False)")),
}
"""Raw bot specs and option values of the code, which a reader must not meet in a sentence (in
English only what is no English word: ``greedy`` is one, ``ahu_points`` and ``True`` are not)."""


def visible(text: str, code: bool = True) -> str:
    """The text an HTML string shows: styles and the seeds' verbatim quotes dropped, block tags
    as line breaks, inline tags removed, entities decoded (``code=False``: names of the code,
    set in ``<code>``, dropped too)."""
    text = re.sub(r"<(style|script)\b.*?</\1>", "", text, flags=re.S | re.I)
    if not code:
        text = re.sub(r"<code>.*?</code>", "", text, flags=re.S)
    text = VERBATIM.sub("\n", text)
    text = BLOCK.sub("\n", text)
    text = re.sub(r"<[^>]*>", "", text)
    return html.unescape(text)


def is_figure(widget: W.Widget) -> bool:
    """A figure drawn by ``kit.plots`` (checked apart)."""
    return "moai-slot" in getattr(widget, "_dom_classes", ())


def texts(widget: W.Widget, tooltips: bool = True, code: bool = True) -> Iterator[str]:
    """Every word a reader sees on ``widget`` and its children, figures left out: HTML and
    labels, the words of buttons, checkboxes and lists, titles, placeholders (and tooltips, and
    names set as code). What the user types (a text box's value) is not read."""
    todo = [widget]
    while todo:
        w = todo.pop()
        if is_figure(w):
            continue
        if isinstance(w, W.HTML | W.Label | W.HTMLMath):
            yield visible(w.value, code)
        for name in ("description", "placeholder") + (("tooltip",) if tooltips else ()):
            value = getattr(w, name, None)
            if isinstance(value, str) and value:
                yield visible(value)
        if isinstance(w, W.Dropdown | W.RadioButtons | W.ToggleButtons | W.Select):
            yield from (str(label) for label in w._options_labels)
        yield from (title for title in getattr(w, "titles", ()) or () if title)
        todo.extend(getattr(w, "children", ()))


def offences(widget: W.Widget) -> set[str]:
    """Each ASCII punctuation mark next to a Chinese character, with its neighbours."""
    found = set()
    for text in texts(widget):
        for line in text.splitlines():
            for match in BAD.finditer(line):
                found.add(line[max(0, match.start() - 8) : match.end() + 8].strip())
    return found


def raw_values(widget: W.Widget, lang: str = ZH) -> set[str]:
    """The raw bot specs and option values a reader meets in a sentence (tooltips may keep them,
    and the teacher's table names each option as the code does, in ``<code>``)."""
    found = RAW[lang].finditer
    return {m.group(0) for text in texts(widget, False, False) for m in found(text)}


def buttons(app: W.Widget) -> list[W.Button]:
    """The action buttons a person may click now, at any depth."""
    out, todo = [], list(app.actions.children)
    while todo:
        w = todo.pop(0)
        if isinstance(w, W.Button) and not w.disabled:
            out.append(w)
        todo.extend(getattr(w, "children", ()))
    return out


def play_and_check(app: W.Widget, clicks: int, seed: int) -> set[str]:
    """Click random offered buttons (lifting the curtain when asked), checking the page after
    each click; returns every offence seen."""
    rng = random.Random(seed)
    found = offences(app)
    for _ in range(clicks):
        if app.session.game.is_over:
            break
        if app.curtain.layout.display != "none":
            app.curtain.click()
        else:
            rng.choice(buttons(app)).click()
        found |= offences(app)
    return found


def start(app: W.Widget, kinds: list[str], seed: int, **options: object) -> W.Widget:
    app.setup.players.value = len(kinds)
    for i, kind in enumerate(kinds):
        app.setup.seat_kinds[i].value = kind
    for name, value in options.items():
        app.setup.option_widgets[name].value = value
    app.setup.seed.value = str(seed)
    app.setup.start.click()
    assert app.session is not None, app.setup.message.value
    return app


# -- the check itself ------------------------------------------------------------------------------
def test_the_check_finds_ascii_punctuation_next_to_chinese_and_only_there():
    page = W.VBox(
        [
            W.HTML("<div><b>輪到玩家1</b>: 你可以採集</div>"),  # across a tag
            W.Button(description="魚 1, 穀子 1"),
            W.Dropdown(options=[("平手(共同獲勝)", "shared")]),
            W.HTML("<p>R5.4 · A2 · R8.2；起始圓木2,3,4,5；p < 0.05</p>"),  # notation: allowed
            W.HTML("<div class='moai-seed'>「36圓木($)token」</div>"),  # the seed, verbatim
            W.HTML("<td>glory (Rapa Nui)</td><td>分</td>"),  # two cells, not one sentence
        ]
    )
    assert offences(page) == {"輪到玩家1: 你可以採集", "魚 1, 穀子 1", "平手(共同獲勝)"}
    assert raw_values(W.HTML("貪婪機器人的勝率")) == set()
    assert raw_values(W.HTML("greedy的勝率")) == {"greedy"}
    assert raw_values(W.HTML("Win rate of ismcts:iterations=4 (default: True)"), "en") == {
        "ismcts:iterations=4",
        "True",
    }
    assert raw_values(W.HTML("the greedy bot; tied players share the win"), "en") == set()


# -- the pages ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("play", [rapanui_play, giants_play], ids=["rapanui", "giants"])
def test_the_setup_form_names_every_value(play):
    app = play(ZH)
    assert offences(app) == set()
    assert raw_values(app) == set()
    app.set_lang("en")
    assert raw_values(app, "en") == set()  # English names too ("tied players share the win")
    lists = [w for w in app.setup.option_widgets.values() if isinstance(w, W.Dropdown)]
    assert lists and all(
        label != str(value)
        for w in lists
        for label, value in w.options
        if not isinstance(value, int)
    )


def test_rapanui_play_page_in_chinese():
    app = start(rapanui_play("en"), ["human", "human", "greedy"], seed=3)
    app.set_lang(ZH)
    assert play_and_check(app, clicks=120, seed=3) == set()
    assert "：" in app.header.value or app.session.game.is_over
    ended = start(rapanui_play(ZH), ["greedy", "random", "greedy"], seed=5)
    assert ended.session.game.is_over and "勝者" in ended.header.value
    assert offences(ended) == set()


def test_giants_play_page_in_chinese():
    app = start(giants_play(ZH), ["human", "human", "greedy"], seed=2, round_limit=1)
    found = play_and_check(app, clicks=400, seed=2)
    assert app.session.game.is_over, "the one-round game should end within the clicks"
    assert found == set()
    assert "勝者" in app.header.value


def test_lab_page_in_chinese_names_the_bots():
    app = LabApp("rapanui", lang=ZH, games=6)
    app.players.value = 3
    for dropdown, kind in zip(app.seat_bots, ["greedy", "random", "ismcts"], strict=False):
        dropdown.value = kind
    app.iterations.value = 4
    app.sets["B"].widgets["majority_min_count"].value = 2
    app.run_button.click()
    assert app.run_state.done == 12
    page = visible(app.measures.value)
    assert "貪婪機器人的勝率" in page and "隨機機器人的勝率" in page
    assert "ISMCTS機器人（每次決策4次迭代）的勝率" in page
    assert "最強機器人（ISMCTS）的勝率" in page
    assert "至" in page  # an interval in Chinese: 「-3.0個百分點至+5.0個百分點」
    assert offences(app) == set()
    assert raw_values(app) == set()
    app.set_lang("en")
    assert "Win rate of the greedy bot" in visible(app.measures.value)
    assert raw_values(app, "en") == set()


def test_lab_page_names_the_option_values_and_the_rule_numbers():
    app = LabApp("giants", lang=ZH, games=1)
    panel = app.sets["B"]
    tie = panel.widgets["tie_break"]
    assert dict((v, k) for k, v in tie.options) == {
        "shared": "平手的玩家共同獲勝",
        "ahu_points": "比豎立石像與石帽的得分，仍平手則共同獲勝",
    }
    assert panel.labels["tie_break"].value.startswith("R10.6 · U13")
    assert "課堂用選項" in panel.labels["round_limit"].value
    assert panel.widgets["white_faces"].tooltip == "0、1、1、2、2、3"
    rules = RuleSet("giants", {"tie_break": "ahu_points"}, name="B").to_json().encode()
    app.load_rules(({"name": "b.json", "content": memoryview(rules), "size": len(rules)},))
    assert tie.value == "ahu_points" and "<b>" in panel.labels["tie_break"].value
    other = RuleSet("rapanui").to_json().encode()
    app.load_rules(({"name": "r.json", "content": memoryview(other), "size": len(other)},))
    assert "復活島" in app.message.value and "rapanui" not in visible(app.message.value)
    assert offences(app) == set() and raw_values(app) == set()


def test_design_lesson_in_chinese_names_the_bots():
    lesson = design_lesson("rapanui_majority")  # two greedy bots and a random one
    run = ABRun(lesson.rulesets(), players=3, bots=list(lesson.bots), games=12, seed=1)
    run.run_here()
    page = DesignLessonPage(lesson, ZH)
    page.choices.value = lesson.choices[0]
    page.commit.click()
    page.run_state = run  # a short run of the lesson's experiment (the lesson plays 300 games)
    page.draw()
    assert "你的預測" in page.note.value and page.result.value
    assert offences(page) == set() and raw_values(page) == set()


def test_teachers_page_in_chinese():
    page = TeachersPage(lang=ZH, root="notebooks")
    assert offences(page) == set()
    assert raw_values(page) == set()
    options = visible(page.options.children[page.games_with_options.index("giants")].value)
    assert "平手的玩家共同獲勝" in options and "shared" not in options
    page.set_lang("en")
    assert raw_values(page, "en") == set()


# -- the figures (kit.plots) -----------------------------------------------------------------------
FIGURE_KEYS = frozenset({"data", "layout", "annotations", "text", "name", "ticktext", "title"})


def figure_strings(obj: object) -> Iterator[str]:
    """The words of a Plotly figure: titles, annotations, trace names and texts, tick texts."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key in FIGURE_KEYS or key.startswith(("xaxis", "yaxis")):
                yield from figure_strings(value)
    elif isinstance(obj, list | tuple):
        for value in obj:
            yield from figure_strings(value)
    elif isinstance(obj, str):
        yield obj


def figure_offences(widget: W.Widget) -> set[str]:
    """:func:`offences` in the figures of ``widget`` (Plotly figures and HTML tables)."""
    found, todo = set(), [widget]
    while todo:
        w = todo.pop()
        todo.extend(getattr(w, "children", ()))
        if not is_figure(w):
            continue
        words = [getattr(w, "html", "")]
        if getattr(w, "figure", None) is not None:
            words += list(figure_strings(w.figure.to_plotly_json()))
        for text in words:
            for line in visible(text.replace("<br>", "\n")).splitlines():
                found |= {line[max(0, m.start() - 8) : m.end() + 8] for m in BAD.finditer(line)}
    return found


def played_figures(app: W.Widget, clicks: int, seed: int) -> set[str]:
    rng, found = random.Random(seed), figure_offences(app)
    for _ in range(clicks):
        if app.session.game.is_over:
            break
        if app.curtain.layout.display != "none":
            app.curtain.click()
        else:
            rng.choice(buttons(app)).click()
        found |= figure_offences(app)
    return found


def test_giants_and_lab_figures_in_chinese():
    app = start(giants_play(ZH), ["human", "greedy", "greedy"], seed=4, round_limit=1)
    assert played_figures(app, clicks=200, seed=4) == set()
    lab = LabApp("giants", lang=ZH, games=2)
    lab.run_button.click()
    assert figure_offences(lab) == set()


def test_rapanui_figures_in_chinese():
    app = start(rapanui_play(ZH), ["human", "human", "greedy"], seed=3)
    assert played_figures(app, clicks=40, seed=3) == set()
