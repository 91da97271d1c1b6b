"""The teacher's page: a class plan per game whose timings add up to the length it states (period
by period; the measured times are checked in tests/lessons/test_lessons_class_fit.py), a design
activity, projector and hot-seat advice for each game, every Giants option named with its rule
number, the majority bonus (R8.2) and the sacrifice ranking (R10.4) kept apart, and the glossary."""

from __future__ import annotations

import html
import re

import pytest

from kit import games
from kit.core import i18n
from widgets.giants_teach import ROUNDS as GIANTS_ROUNDS
from widgets.pages.glossary import GLOSSARY
from widgets.pages.teachers import (
    CLASS_MINUTES,
    CLASS_PLAN,
    LAB_PLAN,
    PERIOD,
    TeachersPage,
    options_html,
)

LANGS = i18n.LANGS
MINUTES = {"en": r"(\d+) min\b", "zh-TW": r"(\d+)分鐘"}
STATED = {
    "en": r"a (\d+)-minute (?:design )?class",
    "zh-TW": r"(\d+)分鐘的(?:設計)?課",
}
SENTENCE_END = re.compile(r"(?<=[.?!:])\s+(?=[A-Z“])|[。？！；]|\n")


def visible(text: str) -> str:
    """An HTML string's text, one line per block (a table row is one line: an option's row holds
    its name, its rule and its default)."""
    text = re.sub(r"<(style|script)\b.*?</\1>", "", text, flags=re.S)
    text = re.sub(r"</?(?:td|th)\b[^>]*>", " ", text)
    text = re.sub(r"</?(?:p|div|li|ul|ol|tr|table|br|h[1-6])\b[^>]*>", "\n", text)
    return html.unescape(re.sub(r"<[^>]*>", "", text))


def sentences(text: str) -> list[str]:
    """The sentences (and table cells, list items and headings) of an HTML string."""
    return [s.strip() for s in SENTENCE_END.split(visible(text)) if s.strip()]


def plans(page_html: str, css: str) -> dict[str, list[str]]:
    """Each game's plan tables in the page (one per class period), by game (found by their class
    ``<css>-<game>``)."""
    out: dict[str, list[str]] = {}
    for game, rows in re.findall(
        rf"<table class='{css} {css}-(\w+)'>(.*?)</table>", page_html, re.S
    ):
        out.setdefault(game, []).append(rows)
    return out


@pytest.fixture(scope="module")
def pages() -> dict[str, TeachersPage]:
    out = {}
    for lang in LANGS:
        page = TeachersPage(lang=lang, root="notebooks")
        out[lang] = page
    return out


def parts(page: TeachersPage) -> str:
    """What the page writes itself (the rules summary and the glossary are tables of their own)."""
    options = "".join(child.value for child in page.options.children)
    return page.classroom.value + page.design.value + page.lab_plan.value + options


@pytest.mark.parametrize("lang", LANGS)
def test_every_plan_adds_up_to_the_length_it_states(pages, lang):
    page = pages[lang]
    class_plans = {game: list(periods) for game, periods in CLASS_PLAN.items()}
    lab_plans = {game: [plan] for game, plan in LAB_PLAN.items()}
    for section, css, table in (
        (page.classroom.value, "moai-class-plan", class_plans),
        (page.lab_plan.value, "moai-lab-plan", lab_plans),
    ):
        found = plans(section, css)
        assert set(found) == set(table) == {spec.key for spec in games.specs()}
        for game, tables in found.items():
            assert len(tables) == len(table[game])  # one table per class period
            at = 0
            for rows, plan in zip(tables, table[game], strict=True):
                times = re.findall(r"<tr><td[^>]*>(.*?)</td>", rows)  # each row's first cell
                minutes = [int(re.fullmatch(MINUTES[lang], time).group(1)) for time in times]
                assert len(minutes) == len(plan)  # one time per part, every part timed
                at = section.index(f"{css}-{game}'>{rows}", at)
                stated = int(re.findall(STATED[lang], visible(section[:at]))[-1])  # its heading
                assert sum(minutes) == stated, (css, game, minutes, stated)
                at += 1
    totals = {game: sum(m for p in periods for _, m in p) for game, periods in CLASS_PLAN.items()}
    assert totals == CLASS_MINUTES
    for periods in CLASS_PLAN.values():  # whole class periods, each of 45 or 90 minutes
        assert all(sum(m for _, m in plan) in (PERIOD, 2 * PERIOD) for plan in periods)


def test_each_class_fits_its_game():
    giants, rapanui = games.spec("giants"), games.spec("rapanui")
    game = {key: sum(dict(plan).get("game", 0) for plan in CLASS_PLAN[key]) for key in CLASS_PLAN}
    # Rapa Nui's double period plays a whole game; Giants' cannot, and plays 5 rounds (R10.1)
    assert game["rapanui"] >= rapanui.minutes
    assert game["giants"] < giants.minutes and giants.minutes > 2 * PERIOD
    assert "R10.1" in i18n.t("teach.class.giants.tables", "en")
    assert f"回合上限設為{GIANTS_ROUNDS}（R10.1" in i18n.t("teach.class.giants.tables", "zh-TW")


@pytest.mark.parametrize("lang", LANGS)
def test_each_game_has_a_design_activity_and_projector_and_hotseat_advice(pages, lang):
    page = pages[lang].classroom.value
    words = {
        "en": ("Design activity", "design lesson", "Projector", "curtain", "“I am …”"),
        "zh-TW": ("設計活動", "設計課", "投影模式", "布幕", "「我是……」"),
    }[lang]
    for spec in games.specs():
        start = page.index(f"moai-class moai-class-{spec.key}")
        section = page[start : page.index("</div>", start)]
        for word in words:
            assert word in section, (spec.key, word)
        assert "moai-class-projector" in section and "moai-class-hotseat" in section
    rapanui = page[page.index("moai-class-rapanui") : page.index("moai-class-giants")]
    giants = page[page.index("moai-class-giants") :]
    private = {"en": ("offering cards", "screen"), "zh-TW": ("祭品卡", "屏風")}[lang]
    assert private[0] in rapanui and private[1] in giants  # each game's own hidden things


GIANTS_WORDS: dict[str, tuple[str, ...]] = {
    "white_faces": ("die faces", "骰面"),
    "brown_faces": ("die faces", "骰面"),
    "ordinary_on_special_spaces": ("action a may", "行動a可"),
    "ordinary_next_to_ahu": ("action a may", "行動a可"),
    "moai_quarry_open": ("action a may", "行動a可"),
    "erector_on_end_hex": ("erector", "豎立者"),
    "gift_helpers": ("gift", "送分"),
    "logs_need_figure_in_set": ("counted logs", "計入的圓木"),
    "marks_per_turn": ("marks per turn", "輪到時的標記數"),
    "unmarked_open_next_round": ("unmarked", "未標記"),
    "one_move_per_item": ("once per phase", "只移動一次"),
    "gains_at_once": ("usable at once", "立即使用"),
    "tie_break": ("tie-break", "平手判定"),
    "immediate_scoring": ("immediate scoring", "立即計分"),
    "memory_mode": ("memory mode", "記憶模式"),
    "round_limit": ("round limit", "回合上限"),
}
"""How the page may name each Giants option, in English and Chinese (besides its label)."""


def giants_option_words() -> dict[str, tuple[str, ...]]:
    """Every way of naming each Giants option: its label in both languages (without a note in
    parentheses) and the words of :data:`GIANTS_WORDS`, lower-cased."""
    spec = games.spec("giants")
    readings = {name for name in spec.option_names() if name not in spec.parameters}
    assert (
        set(GIANTS_WORDS) == readings
    )  # a new option needs its words here (a parameter: its label)
    out = {}
    for name in readings:  # a parameter's words are common ones ("half-tablets"): see below
        labels = [i18n.t(f"giants.option.{name}", lang) for lang in LANGS]
        labels = [re.sub(r"\s*[（(].*?[）)]", "", label).lower() for label in labels]
        out[name] = tuple({*labels, *GIANTS_WORDS[name]})
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_giants_option_named_carries_its_rule_number(pages, lang):
    rules = games.spec("giants").rule_numbers
    named = set()
    for sentence in sentences(parts(pages[lang])):
        lower = sentence.lower()
        for name, words in giants_option_words().items():
            if any(word in lower for word in words):
                named.add(name)
                rule = rules[name].split(" · ")[0]
                assert re.search(rf"{re.escape(rule)}(?![\d])", sentence), (name, rule, sentence)
    # the plans and the ideas name options, not only the table of options
    prose = sentences(pages[lang].classroom.value + pages[lang].design.value)
    mentioned = {
        name
        for sentence in prose
        for name, words in giants_option_words().items()
        if any(word in sentence.lower() for word in words)
    }
    assert {"round_limit", "immediate_scoring", "memory_mode", "white_faces"} <= mentioned
    parameters = games.spec("giants").parameters
    assert named == set(rules) - set(parameters)  # the table names them all
    table = parts(pages[lang])
    for name, parameter in parameters.items():  # each parameter's row says its rule
        row = re.search(rf"<code>{name}</code>(.*?)</tr>", table, re.S)
        assert row and parameter.rule in row.group(1), name


@pytest.mark.parametrize("lang", LANGS)
def test_the_majority_bonus_and_the_sacrifice_ranking_are_kept_apart(pages, lang):
    bonus, ranking = {
        "en": ("majority bonus", "sacrifice ranking"),
        "zh-TW": ("多數獎勵", "獻祭排名"),
    }[lang]
    both = 0
    for sentence in sentences(parts(pages[lang])):
        lower = sentence.lower()
        has_bonus, has_ranking = bonus in lower, ranking in lower
        if has_bonus:
            assert "R8.2" in sentence, sentence
        if has_ranking:
            assert "R10.4" in sentence, sentence
        if has_bonus and not has_ranking:
            assert "R10.4" not in sentence, sentence
        if has_ranking and not has_bonus:
            assert "R8.2" not in sentence, sentence
        both += has_bonus and has_ranking
    assert both >= 1  # said at least once that they are two different scorings


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_and_the_options_by_name(pages, lang):
    page = pages[lang]
    printed = page.print_title.value
    assert printed.count("<tr>") == len(GLOSSARY) + 1
    giants = page.options.children[page.games_with_options.index("giants")].value
    assert "<code>tie_break</code>" in giants  # the option as the file names it
    shared = i18n.t("play.value.giants.tie_break.shared", lang)
    assert f"title='&#x27;shared&#x27;'>{html.escape(shared)}</td>" in giants  # its default by name
    assert ">R10.7" in giants  # every row with its rule number


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_options_table_says_what_each_rule_parameter_means_and_its_range(lang):
    for game in ("rapanui", "giants"):
        table = options_html(game, lang)
        for name, parameter in games.spec(game).parameters.items():
            assert f"<code>{name}</code>" in table
            assert html.escape(i18n.t(f"{game}.param.{name}", lang)) in table
            words = i18n.t("play.param.range", lang, low=parameter.low, high=parameter.high)
            assert words in table
