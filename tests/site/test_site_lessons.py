"""Lessons on the static site: at a step the learner makes, the play page's controls show on the
position, a move that is not the step's is answered, the step's move takes the lesson on, and
the lesson's figures come back after it (a part of a page hidden, then shown again: the Pyodide
kernel must send ``None`` as ``null``, see :mod:`widgets.site_kernel`).

Each test goes on from its lesson to the play page by the lesson's link, in the same Python
(tests/site/test_site_moves.py says how): one Pyodide start for the two pages. Each part of a
test is a function of its own, so a failure's traceback names the part that failed.
"""

from axe_check import EN, ZH, audit, axe_source, figures, settle, switch
from conftest import TIMEOUT, assert_no_python_error, screenshot
from playwright.sync_api import expect
from test_site_moves import LESSON, PLAY, kernel, open_first, shown


def step_to(page, k: int) -> None:
    """Press "Next step" until step ``k`` is reached."""
    for i in range(1, k + 1):
        page.locator(".moai-lesson-step").click()
        expect(page.locator(f".moai-lesson-at-{i}")).to_be_attached(timeout=30_000)


def make(pad, notation: str, page, reached: int) -> None:
    """Make the move ``notation`` with the pad's button for it; wait for step ``reached``."""
    pad.locator(f'button.moai-action[title="{notation}"]').click()
    expect(page.locator(f".moai-lesson-at-{reached}")).to_be_attached(timeout=30_000)


def audited(page, source: str, name: str, langs: tuple[str, str]) -> list[str]:
    """axe-core's and the figures' findings on the page as it is, in ``langs[0]`` (the page's
    language now) and then in ``langs[1]`` (by its switch); each line names the page."""
    found: list[str] = []
    for lang in langs:
        if lang != langs[0]:
            switch(page, lang)
        settle(page, lang)
        found += audit(page, source, name, lang) + figures(page, lang)
    return [f"{name}: {line}" for line in found]


# -- Rapa Nui: the setup lesson, then its play page and back --------------------------------------
def rapanui_setup_lesson_the_learner_plays_and_draws_with_the_controls(page) -> None:
    step_to(page, 1)
    pad = page.locator(".moai-lesson-your-move")
    expect(pad).to_be_visible()
    expect(pad.locator(".moai-actions")).to_contain_text("Hina")
    expect(page.locator(".moai-lesson-steps")).to_be_hidden()
    expect(page.locator(".moai-lesson-rule")).to_contain_text("Your move, as Hina")
    # another legal move: said so, and the lesson waits
    pad.locator('button.moai-action[title="0:play mulberry 1"]').click()
    expect(page.locator(".moai-attempt-other")).to_contain_text("not the move this step")
    expect(page.locator(".moai-lesson-at-1")).to_be_attached()
    screenshot(page, "lesson_rapanui_yours")
    make(pad, "0:play grain 1", page, 2)
    expect(page.locator(".moai-attempt-other")).to_have_count(0)
    expect(pad).to_be_visible()  # the draw is the learner's too
    make(pad, "0:draw 3", page, 3)
    expect(pad).to_be_hidden()
    expect(page.locator(".moai-lesson-steps .js-plotly-plot").first).to_be_visible(timeout=30_000)
    expect(page.locator(".moai-lesson-rule")).to_contain_text("Hina")
    assert_no_python_error(page)


def lesson_to_play_page_and_back_in_the_same_python(page, site, first: dict, workers: list):
    """From the lesson (kernel marks ``first``) to the play page, back, forward, and on to the
    next lesson, all in the Python that showed the lesson (no new worker after ``workers``)."""
    started = len(workers)
    page.locator(".moai-lesson-footer a[href^='play.']").click()
    shown(page, 2)
    assert page.url == site.url + PLAY + "?lang=en"
    expect(page.locator(".moai-setup")).to_be_visible(timeout=30_000)
    expect(page.locator(".moai-lesson")).to_have_count(0)  # the lesson's widgets are gone
    assert kernel(page)["moaiKernel"] == first["moaiKernel"]
    screenshot(page, "moved_play")
    # back: the lesson again, at its address, in the same Python
    page.go_back()
    shown(page, 3)
    assert page.url == site.url + LESSON + "?lang=en"
    expect(page.locator(".moai-lesson .moai-title")).to_contain_text("Lesson", timeout=30_000)
    expect(page.locator(".moai-setup")).to_have_count(0)
    page.locator(".moai-lesson-step").click()
    expect(page.locator(".moai-lesson-at-1")).to_be_attached(timeout=30_000)
    # forward: the play page again; a link to the next lesson from there goes on the same way
    page.go_forward()
    shown(page, 4)
    assert page.url == site.url + PLAY + "?lang=en"
    expect(page.locator(".moai-setup")).to_be_visible(timeout=30_000)
    page.go_back()
    shown(page, 5)
    page.locator(".moai-lesson-footer a.moai-lesson-next").click()
    shown(page, 6)
    assert page.url == site.url + "/voici/render/rapanui/01_buying.html?lang=en"
    expect(page.locator(".moai-lesson .moai-title")).to_contain_text("Lesson 1", timeout=30_000)
    assert kernel(page)["moaiKernel"] == first["moaiKernel"]
    assert len(workers) == started, workers  # no new Python started
    assert_no_python_error(page)


def test_rapanui_setup_lesson_played_with_the_controls_then_its_play_page_and_back_in_one_python(
    page, site
):
    workers = open_first(page, site, LESSON + "?lang=en")
    expect(page.locator(".moai-lesson .moai-title")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lesson-at-0")).to_be_attached(timeout=TIMEOUT)
    first = kernel(page)
    assert first["moaiPage"] == "rapanui/00_setup" and first["moaiShown"] == "1"
    rapanui_setup_lesson_the_learner_plays_and_draws_with_the_controls(page)
    lesson_to_play_page_and_back_in_the_same_python(page, site, first, workers)


# -- Giants: the placement lesson in Chinese, then its play page; axe-core on both ----------------
def giants_placement_lesson_opens_in_chinese(page) -> None:
    """The lesson opened by its address in Chinese (as tests/site/test_site_pages.py opens other
    pages): its widgets drawn, its title in Chinese."""
    page.wait_for_function(
        "() => document.querySelectorAll('.jupyter-widgets').length > 3", timeout=TIMEOUT
    )
    expect(page.locator(".moai-title").first).to_be_visible(timeout=TIMEOUT)
    title = page.locator(".moai-title").first.inner_text()
    assert any("\u4e00" <= c <= "\u9fff" for c in title), title
    screenshot(page, "giants_03_placement")
    assert_no_python_error(page)


def giants_placement_lesson_in_chinese_the_learner_takes_a_half_tablet(page) -> None:
    expect(page.locator(".moai-lesson .moai-title")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lesson-at-0")).to_be_attached(timeout=TIMEOUT)
    step_to(page, 5)
    pad = page.locator(".moai-lesson-your-move")
    expect(pad).to_be_visible()
    expect(page.locator(".moai-lesson-rule")).to_contain_text("換你了")
    expect(pad.locator(".moai-board .js-plotly-plot")).to_be_visible(timeout=30_000)
    pad.locator('button.moai-action[title="0:pass"]').click()
    expect(page.locator(".moai-attempt-other")).to_be_visible()
    screenshot(page, "lesson_giants_yours")
    make(pad, "0:influence", page, 6)
    expect(pad).to_be_hidden()
    expect(page.locator(".moai-lesson-steps .js-plotly-plot").first).to_be_visible(timeout=30_000)
    assert_no_python_error(page)


def giants_play_page_reached_in_the_same_python(page) -> None:
    """The lesson's link to the play page (the language switched on the lesson goes with it)."""
    page.locator(".moai-lesson-footer a[href^='play.']").click()
    shown(page, 2)
    assert page.url.endswith("/voici/render/giants/play.html?lang=en")
    expect(page.locator(".moai-start")).to_be_visible(timeout=30_000)


def test_giants_placement_lesson_in_chinese_and_its_play_page_reached_from_it_no_axe_violation(
    page, site
):
    source = axe_source()  # without axe-core: skips, or fails if required
    open_first(page, site, "/voici/render/giants/03_placement.html?lang=zh-TW")
    giants_placement_lesson_opens_in_chinese(page)
    giants_placement_lesson_in_chinese_the_learner_takes_a_half_tablet(page)
    # the lesson passes axe-core in both languages (tests/site/test_site_axe.py's check, made
    # here on the lesson's later steps rather than on a page of its own: one Pyodide less)
    found = audited(page, source, "site giants/03_placement", (ZH, EN))
    assert_no_python_error(page)
    # and so does the play page reached from it in the same Python, in both languages
    giants_play_page_reached_in_the_same_python(page)
    found += audited(page, source, "site giants/play (moved)", (EN, ZH))
    assert_no_python_error(page)
    assert not found, "\n".join(found)
