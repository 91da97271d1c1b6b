"""Lessons on the static site: at a step the learner makes, the play page's controls show on the
position, a move that is not the step's is answered, the step's move takes the lesson on, and
the lesson's figures come back after it (a part of a page hidden, then shown again: the Pyodide
kernel must send ``None`` as ``null``, see :mod:`widgets.site_kernel`)."""

from axe_check import EN, ZH, audit, axe_source, figures, settle, switch
from conftest import TIMEOUT, assert_no_python_error, screenshot
from playwright.sync_api import expect


def open_lesson(page, site, path: str) -> None:
    site.go(f"/voici/render/{path}.html")
    expect(page.locator(".moai-lesson .moai-title")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lesson-at-0")).to_be_attached(timeout=TIMEOUT)


def step_to(page, k: int) -> None:
    """Press "Next step" until step ``k`` is reached."""
    for i in range(1, k + 1):
        page.locator(".moai-lesson-step").click()
        expect(page.locator(f".moai-lesson-at-{i}")).to_be_attached(timeout=30_000)


def make(pad, notation: str, page, reached: int) -> None:
    """Make the move ``notation`` with the pad's button for it; wait for step ``reached``."""
    pad.locator(f'button.moai-action[title="{notation}"]').click()
    expect(page.locator(f".moai-lesson-at-{reached}")).to_be_attached(timeout=30_000)


def test_rapanui_setup_lesson_the_learner_plays_and_draws_with_the_controls(page, site):
    open_lesson(page, site, "rapanui/00_setup")
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


def test_giants_placement_lesson_in_chinese_the_learner_takes_a_half_tablet_no_axe_violation(
    page, site
):
    site.go("/voici/render/giants/03_placement.html?lang=zh-TW")
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
    # and the page passes axe-core in both languages (tests/site/test_site_axe.py's check, made
    # here on the lesson's later steps rather than on a page of its own: one Pyodide less)
    source = axe_source()  # without axe-core: skips (the lesson checked), or fails if required
    found: list[str] = []
    for lang in (ZH, EN):
        if lang == EN:
            switch(page, EN)
        settle(page, lang)
        found += audit(page, source, "site giants/03_placement", lang) + figures(page, lang)
    assert_no_python_error(page)
    assert not found, "\n".join(found)
