"""The lesson pages driven headless through their own buttons, in both languages; the lessons'
index and the teacher's page."""

import html
from pathlib import Path

import pytest

from kit.lessons import lesson_ids, load
from kit.lessons.messages import RULE_ORDER
from widgets.lesson import LessonPage, rich_html
from widgets.lesson_index import LessonIndex
from widgets.lesson_teachers import TeachersPage, option_rows

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


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_answer_of_the_exercise_is_checked_and_explained(lesson_id):
    page = LessonPage("rapanui", lesson_id, root=PAGES)
    exercise = page.lesson.exercise
    assert page.feedback.value == ""
    assert set(figure_names(page.exercise_figures)) == set(exercise.figures)
    wrong = [c for c in exercise.choices if not c.right]
    right = [c for c in exercise.choices if c.right]
    assert wrong and right
    for choice in wrong:
        page.choice_buttons[choice.id].click()
        assert page.choice_buttons[choice.id].button_style == "danger"
        assert "Not quite." in page.feedback.value and "moai-feedback-wrong" in page.feedback.value
        why = page.lesson.why_text(choice, "en")
        assert html.escape(why.split(":")[0]) in page.feedback.value
        if (
            choice.action is not None
            and page.run.answers[-1]
            and not page.lesson.answer(choice.id).legal
        ):
            assert "The rules say:" in page.feedback.value
    for choice in right:
        page.choice_buttons[choice.id].click()
        assert page.choice_buttons[choice.id].button_style == "success"
        assert "Right!" in page.feedback.value and "moai-feedback-right" in page.feedback.value
    if len(right) > 1:
        assert "every right answer" in page.feedback.value
    # the same in Chinese, on the same page
    page.set_lang("zh-TW")
    assert "答對了！" in page.feedback.value
    page.choice_buttons[wrong[0].id].click()
    assert "不太對。" in page.feedback.value
    assert page.lesson.why_text(wrong[0], "zh-TW")[:8] in page.feedback.value


@pytest.mark.parametrize("lesson_id", ["03_sacrifice", "06_end_ranking"])
def test_the_language_switch_redraws_every_string_and_keeps_the_position(lesson_id):
    page = LessonPage("rapanui", lesson_id, root=PAGES)
    page.step_button.click()
    page.step_button.click()
    english = [page.title.value, page.explanation.value, page.rule.value, page.question.value]
    labels = [b.description for b in page.choice_buttons.values()]
    page.set_lang("zh-TW")
    assert page.run.index == 2 and "moai-lesson-at-2" in page.progress._dom_classes
    chinese = [page.title.value, page.explanation.value, page.rule.value, page.question.value]
    assert all(a != b for a, b in zip(english, chinese, strict=True))
    assert "第" in page.title.value and "課" in page.title.value
    assert "規則R" in page.rule.value and "第2步" in page.progress.value
    assert page.step_button.description == "下一步"
    for text in chinese:
        assert "Hina" not in text and "Moana" not in text
    assert [b.description for b in page.choice_buttons.values()] != labels
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
