"""The lesson pages driven headless through their own buttons, in both languages; the lessons'
index and the teacher's page."""

import dataclasses
import html
from pathlib import Path

import ipywidgets as W
import pytest

from kit.lessons import lesson_ids, load
from kit.lessons.messages import RULE_ORDER
from widgets.lessons.index import LessonIndex
from widgets.lessons.lesson import LessonPage, rich_html
from widgets.pages.teachers import TeachersPage, option_rows

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "notebooks" / "rapanui"
IDS = lesson_ids("rapanui")


def figure_names(board):
    return [name for name, slot in board.slots.items() if slot in board.children]


@pytest.mark.parametrize("lesson_id", IDS)
def test_stepping_through_a_lesson_with_its_buttons(lesson_id):
    page = LessonPage("rapanui", lesson_id, root=PAGES)
    lesson = page.lesson
    assert "moai-lesson-at-0" in page.progress._dom_classes
    assert page.back_button.disabled and page.restart_button.disabled
    assert "Next step" in page.rule.value or "“Next step”" in page.rule.value
    first = {name: page.figures.slots[name].figure for name in figure_names(page.figures)}
    assert {"table", "altar"} <= set(first)
    for k, step in enumerate(lesson.steps, start=1):
        page.step_button.click()
        assert f"moai-lesson-at-{k}" in page.progress._dom_classes
        assert f"moai-lesson-at-{k - 1}" not in page.progress._dom_classes
        assert f"Step {k} of {len(lesson.steps)}" in page.progress.value
        for rule in step.rules:
            assert f"Rule {rule}" in page.rule.value
        assert html.escape(lesson.step_sentence(k - 1, "en").split(".")[0]) in page.rule.value
        assert "<li>" in page.rule.value  # the engine's own log of the step
    assert page.step_button.disabled and "last step" in page.rule.value
    # every figure was redrawn from the new position
    last = {name: page.figures.slots[name].figure for name in figure_names(page.figures)}
    assert all(last[name] is not first[name] for name in first)
    page.step_button.click()  # nothing more to step
    assert f"moai-lesson-at-{len(lesson.steps)}" in page.progress._dom_classes
    page.back_button.click()
    assert f"moai-lesson-at-{len(lesson.steps) - 1}" in page.progress._dom_classes
    page.restart_button.click()
    assert "moai-lesson-at-0" in page.progress._dom_classes
    assert page.run.game.record() == lesson.position(lesson.start).record()


def buttons_in(widget):
    """Every button under ``widget``."""
    if isinstance(widget, W.Button):
        return [widget]
    return [b for child in getattr(widget, "children", ()) for b in buttons_in(child)]


def move_button(pad, action):
    """The button of the pad's action panel that makes ``action`` (as on the play page)."""
    found = [b for b in buttons_in(pad.actions) if b.tooltip == str(action)]
    assert len(found) == 1, (str(action), [b.tooltip for b in buttons_in(pad.actions)])
    return found[0]


def answer(box, choice):
    """Answer ``choice`` with the page's own controls: its move's button, or its own button."""
    if choice.action is not None:
        move_button(box.pad, box.lesson.engine.ACTIONS.parse(choice.action)).click()
    else:
        box.buttons[choice.id].click()
        assert box.buttons[choice.id].button_style == ("success" if choice.right else "danger")


def pad_figures(pad):
    return [name for name, slot in pad.slot_of.items() if slot in pad.figures.children]


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_answer_of_every_exercise_is_made_with_the_controls_and_explained(lesson_id):
    page = LessonPage("rapanui", lesson_id, root=PAGES)
    for box, exercise in zip(page.exercises, page.lesson.exercises, strict=True):
        assert box.feedback.value == ""
        if exercise.moves:
            # answered with the play page's controls, on the mover's side of the position
            assert box.pad is not None and box.pad in box.children
            assert set(pad_figures(box.pad)) == set(exercise.figures)
            assert "moai-private-panel" in box.pad.private.value or box.pad.private.value
            assert "Answer by making the move" in box.question.value
        else:
            assert box.pad is None
            assert set(figure_names(box.figures)) == set(exercise.figures)
        wrong = [c for c in exercise.choices if not c.right]
        right = [c for c in exercise.choices if c.right]
        assert right
        for choice in wrong:
            answer(box, choice)
            assert "Not quite." in box.feedback.value
            assert "moai-feedback-wrong" in box.feedback.value
            why = page.lesson.why_text(choice, "en", box.index)
            assert html.escape(why.split(":")[0]) in box.feedback.value
            if (
                choice.action is not None
                and not page.lesson.answer(choice.id, None, box.index).legal
            ):
                assert "The rules say:" in box.feedback.value
        for choice in right:
            answer(box, choice)
            assert "Right!" in box.feedback.value and "moai-feedback-right" in box.feedback.value
        if len(right) > 1:
            assert "every right answer" in box.feedback.value
        # the same in Chinese, on the same page
        page.set_lang("zh-TW")
        assert "答對了！" in box.feedback.value
        if wrong:
            answer(box, wrong[0])
            assert "不太對。" in box.feedback.value
            assert page.lesson.why_text(wrong[0], "zh-TW", box.index)[:8] in box.feedback.value
        page.set_lang("en")


def test_a_move_not_listed_and_a_click_that_means_nothing_are_explained():
    page = LessonPage("rapanui", "03_sacrifice", root=PAGES)
    box = page.exercises[0]
    labels = [b.description for b in buttons_in(box.pad.actions)]
    assert "Add a fish offering card from the supply" in labels
    box.pad.on_move(page.lesson.engine.ACTIONS.parse("0:offer fish"))  # not Hina's turn
    assert "Not quite." in box.feedback.value and "The rules say:" in box.feedback.value
    box.miss()
    assert "highlighted places" in box.feedback.value
    page.set_lang("zh-TW")
    assert "標亮的位置" in box.feedback.value


def test_what_follows_a_move_is_played_on_by_the_bots_and_compared(monkeypatch):
    lesson = load("rapanui", "03_sacrifice")
    exercise = dataclasses.replace(lesson.exercises[0], play_on=6)
    lesson = dataclasses.replace(lesson, exercises=(exercise,))
    monkeypatch.setattr("widgets.lessons.lesson.load", lambda game, lesson_id: lesson)
    page = LessonPage("rapanui", "03_sacrifice", root=PAGES)
    box = page.exercises[0]
    assert box.follow_button.layout.display == "none"  # nothing to play on yet
    move_button(box.pad, lesson.engine.ACTIONS.parse("2:offer grain")).click()
    assert box.follow_button.layout.display is None
    box.follow_button.click()
    assert box.follow_box.layout.display is None
    # the learner's move first, then the right one to compare with
    labels = [label for label, _ in box.which.options]
    assert labels[0].startswith("Add a grain") and "(yours)" in labels[0]
    assert labels[1].startswith("Add a fish") and labels[1].endswith("✓")
    assert "the bots played 6 more actions" in box.follow_text.value
    grain_text = box.follow_text.value
    assert box.follow_figures.children  # the position the bots reached
    box.which.value = 1
    assert box.follow_text.value != grain_text and "After Add a fish" in box.follow_text.value
    # the move shown is always the learner's latest, even one made before
    move_button(box.pad, lesson.engine.ACTIONS.parse("2:offer grain")).click()
    assert box.which.value == 0 and "After Add a grain" in box.follow_text.value
    page.set_lang("zh-TW")
    assert "機器人又進行了6個行動" in box.follow_text.value
    assert "（你的選擇）" in box.which.options[0][0]


def test_a_step_of_your_own_is_made_with_the_controls(monkeypatch):
    lesson = load("rapanui", "03_sacrifice")
    steps = (dataclasses.replace(lesson.steps[0], yours=True), *lesson.steps[1:])
    lesson = dataclasses.replace(lesson, steps=steps)
    monkeypatch.setattr("widgets.lessons.lesson.load", lambda game, lesson_id: lesson)
    page = LessonPage("rapanui", "03_sacrifice", root=PAGES)
    assert page.run.yours and page.step_button.description == "Show me"
    assert page.step_pad.layout.display is None and page.figures.layout.display == "none"
    assert "Your move, as Moana" in page.rule.value and "Rule R4.4" in page.rule.value
    parse = lesson.engine.ACTIONS.parse
    move_button(page.step_pad, parse("2:buy fish")).click()  # allowed, but not this step's
    assert page.run.index == 0 and "not the move this step is about" in page.attempt.value
    page.try_step(parse("0:no_buy"))  # not Hina's turn
    assert page.run.index == 0 and "The rules say:" in page.attempt.value
    page.set_lang("zh-TW")
    assert "規則說" in page.attempt.value and page.step_button.description == "示範給我看"
    page.set_lang("en")
    move_button(page.step_pad, parse("2:no_buy")).click()
    assert page.run.index == 1 and "moai-lesson-at-1" in page.progress._dom_classes
    assert page.attempt.value == "" and page.step_pad.layout.display == "none"
    assert page.step_button.description == "Next step"
    page.back_button.click()
    assert page.run.yours
    page.step_button.click()  # "Show me"
    assert page.run.index == 1


@pytest.mark.parametrize("lesson_id", ["03_sacrifice", "06_end_ranking"])
def test_the_language_switch_redraws_every_string_and_keeps_the_position(lesson_id):
    page = LessonPage("rapanui", lesson_id, root=PAGES)
    page.step_button.click()
    page.step_button.click()
    english = [page.title.value, page.explanation.value, page.rule.value, page.question.value]
    labels = [b.description for b in buttons_in(page.exercises[0])]
    page.set_lang("zh-TW")
    assert page.run.index == 2 and "moai-lesson-at-2" in page.progress._dom_classes
    chinese = [page.title.value, page.explanation.value, page.rule.value, page.question.value]
    assert all(a != b for a, b in zip(english, chinese, strict=True))
    assert "第" in page.title.value and "課" in page.title.value
    assert "規則R" in page.rule.value and "第2步" in page.progress.value
    assert page.step_button.description == "下一步"
    for text in chinese:
        assert "Hina" not in text and "Moana" not in text
    assert [b.description for b in buttons_in(page.exercises[0])] != labels
    page.set_lang("en")
    assert [page.title.value, page.explanation.value, page.rule.value, page.question.value] == (
        english
    )


def test_the_final_step_shows_the_final_breakdown():
    page = LessonPage("rapanui", "06_end_ranking", root=PAGES)
    assert "breakdown" not in figure_names(page.figures)
    for _ in page.lesson.steps:
        page.step_button.click()
    assert figure_names(page.figures) == ["table", "altar", "breakdown"]
    page.back_button.click()
    assert "breakdown" not in figure_names(page.figures)


def test_links_go_only_to_pages_that_exist(tmp_path):
    page = LessonPage("rapanui", "03_sacrifice", root=PAGES)
    assert 'href="04_refill_indicator.ipynb?lang=en"' in page.footer.value
    assert "Drawing, refilling" in page.footer.value
    for href in ("lessons.ipynb", "play.ipynb", "../index.ipynb"):
        assert (
            f'href="{href}?lang=en"' in page.nav.value
            and f'href="{href}?lang=en"' in page.footer.value
        )
    last = LessonPage("rapanui", "06_end_ranking", root=PAGES)
    assert "last lesson" in last.footer.value
    alone = LessonPage("rapanui", "03_sacrifice", root=tmp_path)
    assert "href" not in alone.nav.value and "href" not in alone.footer.value


def test_the_viewer_is_named_under_the_figures():
    page = LessonPage("rapanui", "03_sacrifice", root=PAGES)
    assert "Seen by Moana" in page.viewer_note.value
    page.step_button.click()
    page.step_button.click()
    page.step_button.click()  # Hina's sacrifice
    assert "Seen by Hina" in page.viewer_note.value
    scoring = LessonPage("rapanui", "05_scoring_majority", root=PAGES)
    assert "Seen by Tane" in scoring.viewer_note.value  # Tane is about to draw


def test_rich_text_escapes_and_makes_lists():
    text = rich_html("A <b>\n\n- one\n- two & three\n\nEnd")
    assert text == "<p>A &lt;b&gt;</p><ul><li>one</li><li>two &amp; three</li></ul><p>End</p>"


def test_the_lessons_index_lists_every_lesson_in_order():
    index = LessonIndex("rapanui", root=PAGES)
    body = index.body.value
    titles = [load("rapanui", i).text(load("rapanui", i).title, "en") for i in IDS]
    positions = [body.index(t) for t in titles]
    assert positions == sorted(positions)
    for lesson_id in IDS:
        assert f'href="{lesson_id}.ipynb?lang=en"' in body
    assert 'href="play.ipynb?lang=en"' in body and 'href="../teachers.ipynb?lang=en"' in body
    index.set_lang("zh-TW")
    assert "課程" in index.title.value and "第6課" in index.body.value
    assert "Setting up" not in index.body.value


def test_the_teachers_page_in_both_languages():
    page = TeachersPage(root=ROOT / "notebooks")
    text = page.classroom.value + page.design.value
    for words in ("Projector", "curtain", "Binder", "kit/rapanui/options.py"):
        assert words in text
    assert "kit/giants/data/giants_board.json" in page.design.value
    rules = page.rules.children[list(RULE_ORDER).index("rapanui")].value
    for rule in RULE_ORDER["rapanui"]:
        assert f"<b>{rule}</b>" in rules
    options = page.options.children[page.games_with_options.index("rapanui")].value
    for name, _ in option_rows("rapanui"):
        assert f"<code>{name}</code>" in options
    assert "majority bonus" in options
    assert 'href="rapanui/lessons.ipynb?lang=en"' in page.links.value
    page.set_lang("zh-TW")
    assert "給老師" in page.title.value and "投影模式" in page.classroom.value
    assert "祭壇" in page.rules.children[0].value
    assert "Projector" not in page.classroom.value


def test_a_lesson_page_of_its_own_is_built_then_told_its_language(monkeypatch):
    """A preheated kernel builds the lesson while it waits for a student: page_lang returns when
    the request comes; the page is then in the request's language, every string of it."""
    import widgets.lessons.lesson as lesson_module

    asked = []

    def the_request_comes():
        asked.append(True)
        return "zh-TW"

    monkeypatch.setattr(lesson_module, "page_lang", the_request_comes)
    page = LessonPage("rapanui", "03_sacrifice", root=PAGES)
    english = LessonPage("rapanui", "03_sacrifice", lang="en", root=PAGES)
    chinese = LessonPage("rapanui", "03_sacrifice", lang="zh-TW", root=PAGES)
    assert asked == [True] and page.lang == "zh-TW"
    shown = [page.title.value, page.explanation.value, page.rule.value, page.question.value]
    assert shown == [
        chinese.title.value,
        chinese.explanation.value,
        chinese.rule.value,
        chinese.question.value,
    ]
    assert shown[0] != english.title.value
    assert [b.description for b in buttons_in(page.exercises[0])] == [
        b.description for b in buttons_in(chinese.exercises[0])
    ]
