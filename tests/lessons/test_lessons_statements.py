"""Statements the lessons, the rules summaries, the teacher's plan and the pages once got wrong
(issue 21), each checked against the engine or the published rules, in both languages; and words a
learner should not meet: the project's "seed", option codes in prose, English values in the
Chinese lab."""

from __future__ import annotations

import re
from pathlib import Path

import ipywidgets as W
import pytest
from catalogs import kit_catalogs

import kit.giants
import kit.lab
import kit.lessons
import kit.plots
import kit.rapanui
import widgets
from kit import games
from kit.core import glossary, i18n
from kit.giants import BROKEN_FACE
from kit.lessons import lesson_ids, load
from kit.lessons.walk import LessonRun
from kit.rapanui.actions import Draw
from kit.rapanui.illegal import why_draw
from kit.rapanui.scoring import altar_values
from widgets.giants_play import giants_play
from widgets.lab.app import LabApp
from widgets.lessons.lesson import LessonPage
from widgets.rapanui_play import rapanui_play

ZH = "zh-TW"
ROOT = Path(__file__).resolve().parents[2]
assert kit.giants and kit.lab and kit.plots and kit.rapanui and widgets  # every catalog loaded


def t(key: str, lang: str = "en", **params: object) -> str:
    return i18n.t(key, lang, **params)


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?。！？])\s*|\n+", text) if s.strip()]


# -- Giants: what a gain becomes (R6.8) ------------------------------------------------------------
def test_a_headdress_gained_goes_in_front_of_the_screen_and_use_at_once_is_the_kits_reading():
    # the engine's reading (U14) is on by default: the texts say so, as the kit's reading
    assert kit.giants.Options().gains_at_once is True
    rule = t("lessons.giants.rule.R6.8"), t("lessons.giants.rule.R6.8", ZH)
    lesson = load("giants", "03_placement")
    explain = lesson.text(lesson.explanation, "en"), lesson.text(lesson.explanation, ZH)
    for en, zh in (rule, explain):
        assert "headdress in front of" in en and "behind your screen" in en
        assert "石帽則放在屏風前方" in zh and "屏風後方" in zh
        assert "kit's reading" in en and "本教具的讀法" in zh
        assert "What you gain goes behind your screen" not in en
        assert "U14" not in en + zh
    step = lesson.step_sentence(3, "en"), lesson.step_sentence(3, ZH)  # Marama's logs
    assert "in this kit gains can be used at once" in step[0] and "本教具" in step[1]


# -- Giants: a log beside a figure (R7.4, R7.6) ----------------------------------------------------
def test_a_log_beside_a_chosen_figure_is_taught_as_the_kits_reading():
    assert kit.giants.Options().logs_need_figure_in_set is True  # the kit's default
    for lesson_id in lesson_ids("giants"):
        lesson = load("giants", lesson_id)
        texts = [lesson.text(lesson.explanation, "en")]
        texts += [lesson.step_sentence(i, "en") for i in range(len(lesson.steps))]
        texts += [
            lesson.why_text(c, "en", n) for n, e in enumerate(lesson.exercises) for c in e.choices
        ]
        for sentence in (s for text in texts for s in sentences(text)):
            assert "beside any figure" not in sentence, sentence  # contradicts the kit's default
            if re.search(r"log counts only|only when the mover also chooses", sentence):
                assert "kit" in sentence, sentence
    transport = load("giants", "04_transport")
    zh = transport.step_sentence(7, ZH)
    assert "被選用的族人旁邊才算數" in zh and "本教具的讀法" in zh
    en = transport.step_sentence(7, "en")
    assert "kit's reading" in en and "the rules ask only for a figure on the hex" in en


# -- Rapa Nui: the altar ranking (R10.4) -----------------------------------------------------------
def test_the_altar_ranking_says_the_next_count_takes_the_next_value_down_as_the_engine_does():
    counts = {"fish": 5, "grain": 5, "mulberry": 3, "sweet_potato": 1}
    worth = list(altar_values(counts, kit.rapanui.Options().altar_ranking).values())
    assert worth == [3, 3, 2, 1]  # not 3, 3, 1, 0
    summary = t("lessons.rapanui.rule.R10.4")
    example = re.search(r"\((\d(?:, \d)+) are worth (\d(?:, \d)+)\)", summary)
    assert example, summary
    assert [int(n) for n in example.group(1).split(", ")] == list(counts.values())
    assert [int(n) for n in example.group(2).split(", ")] == worth
    assert "5、5、3、1張分別值3、3、2、1分" in t("lessons.rapanui.rule.R10.4", ZH)
    for lesson_id in ("03_sacrifice", "06_end_ranking"):
        lesson = load("rapanui", lesson_id)
        assert "the next value down" in lesson.text(lesson.explanation, "en")
        assert "下一個張數就接著下一個分數" in lesson.text(lesson.explanation, ZH)


# -- Giants: the immediate-scoring variant (R10.7) -------------------------------------------------
def test_face_up_bases_in_the_variant_are_the_kits_choice():
    lesson = load("giants", "05_end")
    for lang, choice in (("en", "kit's choice"), (ZH, "本教具的選擇")):
        variant = [p for p in lesson.text(lesson.explanation, lang).split("\n\n") if "R10.7" in p]
        assert len(variant) == 1
        face_up = [s for s in sentences(variant[0]) if "face up" in s or "顏色面朝上" in s]
        assert face_up and all(choice in s for s in face_up), face_up


# -- Giants 05: Hotu acts again because the others have passed -------------------------------------
def test_giants_05_says_the_others_have_passed_when_hotu_acts_again():
    lesson = load("giants", "05_end")
    run = LessonRun(lesson)
    run.step()
    seats = run.game.state.seats
    passed = [i for i, seat in enumerate(seats) if seat.passed]
    assert passed == [1, 2] and run.game.to_move == (0,)  # the engine: only Hotu still acts
    for lang, word in (("en", "passed"), (ZH, "PASS")):
        names = lesson.player_names(lang)
        sentence = lesson.step_sentence(1, lang)
        assert word in sentence and all(names[i] in sentence for i in passed), sentence


# -- lesson 0: what the steps end with ---------------------------------------------------------------
@pytest.mark.parametrize("game", ["rapanui", "giants"])
def test_lesson_0_says_the_first_moai_comes_in_the_last_exercise_not_the_steps(game):
    lesson = load(game, "00_setup")
    run = LessonRun(lesson)
    kinds = set()
    while run.step():
        kinds |= {e["type"] for e in run.events}
    assert {
        "played_hunters",
        "moai_sculpted",
    } & kinds  # the engine's events, so the next check can fail
    assert not kinds & {"sacrifice_round", "moai_erected"}  # no moai raised in the steps
    assert "moai" in lesson.question_text("en", len(lesson.exercises) - 1)  # but in the last one
    for lang in ("en", ZH):
        explain = lesson.text(lesson.explanation, lang)
        assert not re.search(r"lesson ends .*first moai|本課以你的第一|本課最後，你會", explain)
        assert "last exercise" in explain or "最後一個練習" in explain


# -- the lab plan on the teacher's page --------------------------------------------------------------
def test_the_lab_plan_names_the_lessons_that_teach_the_sacrifice_ranking():
    teaching = {
        int(lesson_id[:2])
        for lesson_id in lesson_ids("rapanui")
        if "R10.4" in (lesson := load("rapanui", lesson_id)).text(lesson.explanation, "en")
    }
    assert teaching == {3, 6}
    en, zh = t("teach.lab.rapanui.rules"), t("teach.lab.rapanui.rules", ZH)
    after = en[en.index("sacrifice ranking") :]
    assert {int(n) for n in re.findall(r"(?<![\d.])\d(?!\.?\d)", after)} == teaching  # not R10.4
    assert "lesson 0 on the projector (setup and a turn)" in en
    assert "獻祭排名（R10.4）在第3課和第6課" in zh and "第0課（準備與一個回合）" in zh


# -- Rapa Nui: buying, columns, the open market ------------------------------------------------------
def test_the_buying_help_says_display_and_the_lowest_price():
    assert kit.rapanui.Options().min_offering_price == 1
    numbers = {"base": 5, "least": 1}  # the rules' numbers (R4.2), as the play page fills them
    en, zh = t("play.rapanui.help.buy", **numbers), t("play.rapanui.help.buy", ZH, **numbers)
    assert "in your display" in en and "at least 1 wood" in en
    assert "場上" in zh and "最低1" in zh


def test_a_column_that_does_not_exist_is_named_as_the_page_numbers_columns():
    game = kit.rapanui.new_game(3, seed=1)
    assert len(game.market) == 4
    bad = why_draw(game, Draw(0, 4))
    assert bad is not None
    assert bad.key == "rapanui.err.no_column"
    assert "column 5" in bad.message("en") and "numbered 1 to 4" in bad.message("en")
    assert "第5排" in bad.message(ZH) and "1到4" in bad.message(ZH)
    assert "0 to 3" not in t("rapanui.err.no_column", column_no=1)


def test_the_market_is_open_nothing_hides_behind_a_front_card():
    lesson = load("rapanui", "04_refill_indicator")
    assert "hide" not in lesson.question_text("en", 0)
    assert "in full view" in lesson.question_text("en", 0)


# -- "Seen by": the seat whose view the page shows ---------------------------------------------------
@pytest.mark.parametrize("game", ["rapanui", "giants"])
def test_before_a_move_that_is_yours_the_view_is_the_movers(game):
    checked = 0
    for lesson_id in lesson_ids(game):
        run = LessonRun(load(game, lesson_id))
        while not run.at_end:
            if run.yours:
                assert run.viewer() == run.next_action().seat, (lesson_id, run.index)
                checked += 1
            run.step()
    assert checked >= 5


@pytest.mark.parametrize(
    ("game", "lesson_id", "steps", "name"),
    [("rapanui", "03_sacrifice", 4, "Moana"), ("giants", "03_placement", 5, "Hotu")],
)
def test_the_seen_by_caption_names_the_seat_about_to_move(game, lesson_id, steps, name):
    page = LessonPage(game, lesson_id, root=ROOT / "notebooks" / game)
    for _ in range(steps):
        page.step_button.click()
    assert page.run.yours and page.run.next_action().seat == page.lesson.player_names("en").index(
        name
    )
    assert f"Seen by {name}" in page.viewer_note.value


# -- Giants: the dice in the log as on the panel ------------------------------------------------------
def test_the_dice_log_shows_a_broken_moai_as_the_panel_does():
    event = {"type": "dice_rolled", "faces": [0, 0, 1, 3], "moai": [1, 3]}
    for lang in ("en", ZH):
        sentence = kit.giants.describe(event, lang)
        sep = t("giants.list_sep", lang)
        assert sep.join([BROKEN_FACE, BROKEN_FACE, "1", "3"]) in sentence
        assert sep.join(["0", "0"]) not in sentence
        assert BROKEN_FACE in t("plots.giants.dice_key", lang)  # the panel's key, same symbol


# -- words learners should not meet ------------------------------------------------------------------
SEED_WORDS = {
    "en": re.compile(
        r"seed summar|seed'?s'? rules|\bthe seed's\b|\bas the seeds do\b|\bfrom the seeds?\b"
        r"|\bthe seeds? (?:says?|gives?|tells?|does|do)\b",
        re.IGNORECASE,
    ),
    ZH: re.compile(r"原始規則|種子摘要|種子規則"),
}
"""The project's name for the original rules summaries, which a learner never meets; a random
seed ("the same seeds", "Seed") is another word."""


def texts(lang: str) -> dict[str, list[str]]:
    """Every form of every message in ``lang``, and the spacing rule the teacher's page shows."""
    out = {
        key: list(i18n.forms(message).values())
        for catalog in kit_catalogs().values()
        for key, message in catalog.messages(lang).items()
    }
    out["glossary.SPACING_RULE"] = [glossary.SPACING_RULE[lang]]
    return out


def option_codes(game: str) -> set[str]:
    """The option codes of ``game`` (A1..., U1..., V1), from the option labels and rule numbers."""
    spec = games.spec(game)
    labels = [t(k) for k in i18n.catalog("en") if k.startswith(f"play.opt.{game}.")]
    labels += list(spec.rule_numbers.values())
    return {code for label in labels for code in re.findall(r"\b[AUV]\d+\b", label)}


LESSON_DOMAINS = ("lessons.", "design.")
"""Keys of lesson prose (the lessons, their rules summaries, the design lessons): no code at all."""


def code_problems(key: str, text: str, codes: set[str]) -> list[str]:
    """Option codes in ``text``: any in lesson prose; elsewhere one not in a label's tag
    ("A2 · R8.2", "R4.5 · U1"), which only names a rule for the teacher."""
    out = []
    for found in re.finditer(r"(?<![\w.])([AUV]\d+)(?![\w.])", text):
        if found.group(1) not in codes:
            continue
        around = text[max(0, found.start() - 3) : found.end() + 3]
        tagged = " · " in around
        if key.startswith(LESSON_DOMAINS) or not tagged:
            out.append(f"{key}: {text[max(0, found.start() - 30) : found.end() + 10]!r}")
    return out


@pytest.mark.parametrize("lang", ["en", ZH])
def test_no_message_names_the_seeds_or_an_option_code_in_prose(lang):
    every = texts(lang)
    assert len(every) > 1000 and any(k.startswith("lessons.giants.") for k in every)
    seeds = [
        f"{key}: {form[:80]!r}"
        for key, forms in every.items()
        for form in forms
        if SEED_WORDS[lang].search(form)
    ]
    assert not seeds, "\n".join(seeds)
    codes = {game: option_codes(game) for game in ("rapanui", "giants")}
    assert {"A3", "A5"} <= codes["rapanui"] and {"U8", "U14"} <= codes["giants"]
    problems = []
    for key, forms in every.items():
        if key.startswith("play.opt."):  # the options' own labels: the code is their name
            continue
        in_game = [game for game in codes if game in key] or list(codes)
        for form in forms:
            for game in in_game:
                problems += code_problems(key, form, codes[game])
    assert not problems, "\n".join(problems)


def test_the_code_check_finds_codes_in_prose():
    codes = option_codes("rapanui")
    assert code_problems("lessons.rapanui.02.explain", "The rule option A5 removes it.", codes)
    assert code_problems("design.x.task", "the bonus (A2 · R8.2)", codes)
    assert code_problems("teach.x", "(the option A3)", codes)
    assert not code_problems("teach.x", "how ties count (A7 · R10.4)", codes)
    assert SEED_WORDS["en"].search("A is the rules as the seed summary gives them.")
    assert not SEED_WORDS["en"].search("the same seeds for A and B; seed 7")


# -- the Chinese lab shows no English value ----------------------------------------------------------
ALLOWED_LATIN = {"ismcts", "json", "csv", "holm"}
"""Names that stay as they are in Chinese (a search method, file formats, a correction's author)."""


def shown_texts(widget: W.Widget) -> list[str]:
    """What a reader sees of ``widget`` and its children: values of text boxes and HTML, the
    labels of lists, descriptions and tooltips (a list's value is its hidden raw value)."""
    out = []
    if isinstance(widget, W.Dropdown):
        out += [str(o[0] if isinstance(o, tuple) else o) for o in widget.options]
    elif isinstance(getattr(widget, "value", None), str):
        out.append(re.sub(r"<[^>]+>|&\w+;", " ", widget.value))
    for attr in ("description", "tooltip", "placeholder"):
        if isinstance(getattr(widget, attr, None), str):
            out.append(getattr(widget, attr))
    for child in getattr(widget, "children", ()) or ():
        out += shown_texts(child)
    return out


def english_words(app: LabApp) -> set[str]:
    return {
        word
        for text in shown_texts(app)
        for word in re.findall(r"[A-Za-z_]{3,}", text)
        if word.casefold() not in ALLOWED_LATIN
    }


@pytest.mark.parametrize("game", ["rapanui", "giants"])
def test_the_chinese_lab_shows_no_english_value(game):
    app = LabApp(game, lang=ZH, games=2)
    assert not english_words(app)
    panel = app.sets["B"]
    assert panel.ruleset().options == {}  # the values shown read back as the defaults
    if game == "giants":
        assert panel.widgets["white_faces"].value == "0、1、1、2、2、3"
        panel.widgets["white_faces"].value = "0、1、2、3、3、3"
        assert panel.ruleset().options == {"white_faces": "012333"}
        app.run_button.click()  # the results name the rule sets and values in Chinese too
        assert app.run_state.done == 4 and "moai-lab-table" in app.measures.value
        assert not english_words(app)
    else:
        assert panel.widgets["start_set_missing"].value == "魚、穀子、桑葚、甘藷"
        panel.widgets["start_set_missing"].value = "穀子、魚、甘藷、桑葚"
        assert panel.ruleset().options == {"start_set_missing": "grain,fish,sweet_potato,mulberry"}
        app.set_lang("en")
        assert panel.widgets["start_set_missing"].value == "grain, fish, sweet potato, mulberry"
        assert panel.ruleset().options == {"start_set_missing": "grain,fish,sweet_potato,mulberry"}


@pytest.mark.parametrize("game", ["rapanui", "giants"])
def test_the_chinese_play_form_shows_option_values_in_chinese(game):
    app = {"rapanui": rapanui_play, "giants": giants_play}[game](ZH)
    boxes = {n: w for n, w in app.setup.option_widgets.items() if isinstance(w, W.Text)}
    assert boxes  # the options typed in a text box
    english = {w for box in boxes.values() for w in re.findall(r"[A-Za-z_]{3,}", box.value)}
    assert not english, english
    defaults = app.setup.options()
    assert defaults == games.spec(game).engine.Options()  # read back as the defaults
    name, typed_zh, raw = {
        "rapanui": (
            "start_set_missing",
            "穀子、魚、甘藷、桑葚",
            "grain,fish,sweet_potato,mulberry",
        ),
        "giants": ("white_faces", "0、1、2、3、3、3", "012333"),
    }[game]
    boxes[name].value = typed_zh
    assert getattr(app.setup.options(), name) == raw
