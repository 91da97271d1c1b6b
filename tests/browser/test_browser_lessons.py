"""A whole Rapa Nui lesson and a whole Giants lesson in Chromium through Voila, in English then in
Chinese; the lessons' index and the teacher's page reached by their links.

The two lessons are audited by axe-core here too, in English as they open and in Chinese at the
end of their Chinese walk (tests/browser/test_browser_axe.py's check, made here rather than on a
page of their own: one kernel and page start less each)."""

from axe_check import EN, ZH, audit, axe_source, figures, settle
from conftest import assert_no_traceback, plot_heights, screenshot
from playwright.sync_api import expect

TIMEOUT = 120_000


def tall_screenshot(page, name: str, root: str = ".moai-lesson") -> None:
    """A screenshot of the whole page widget ``root``: Voila scrolls inside its own container,
    so the viewport is first made as tall as the widget."""
    page.evaluate("() => document.querySelectorAll('*').forEach(e => { e.scrollTop = 0; })")
    box = page.locator(root).first.bounding_box()
    size = page.viewport_size
    height = int(box["y"] + box["height"] + 40) if box else size["height"]
    page.set_viewport_size({"width": size["width"], "height": max(height, size["height"])})
    page.wait_for_timeout(500)
    screenshot(page, name)
    page.set_viewport_size(size)


def altar_total(page) -> int:
    """Cards on the altar as the shown sacrifice-ranking plot of the steps draws it (the step
    figures', or the controls' when the next step is the learner's to make)."""
    return page.evaluate(
        """() => {
        const plots = document.querySelectorAll(
            '.moai-lesson-steps .moai-figure-altar .js-plotly-plot,'
            + ' .moai-lesson-your-move .moai-figure-altar .js-plotly-plot');
        const gd = [...plots].find(p => p.offsetParent !== null);
        return gd.data[0].y.reduce((a, b) => a + b, 0);
    }"""
    )


def audited(page, source: str, name: str, lang: str) -> list[str]:
    """axe-core's blocking violations and the figures' faults on the page ``name`` as it is now,
    once drawn in ``lang`` and still (as tests/browser/test_browser_axe.py audits a page)."""
    settle(page, lang)
    return audit(page, source, name, lang) + figures(page, lang)


def walk_steps(page, total: int, rule_word: str, to_end: bool = True) -> list[int]:
    """Click "Next step" ``total`` times (to the end), waiting for each step; the altar's total
    after each."""
    totals = []
    for k in range(1, total + 1):
        page.locator(".moai-lesson-step").click()
        expect(page.locator(f".moai-lesson-at-{k}")).to_be_visible(timeout=30_000)
        expect(page.locator(".moai-lesson-rule")).to_contain_text(rule_word)
        page.wait_for_timeout(300)  # let plotly redraw the replaced figure
        totals.append(altar_total(page))
        assert_no_traceback(page)
    if to_end:
        expect(page.locator(".moai-lesson-step")).to_be_disabled()
    return totals


def test_the_sacrifice_lesson_step_by_step_in_both_languages_with_no_serious_violation(
    page, voila_url
):
    source = axe_source()  # without axe-core: skips, or fails under REQUIRE_BROWSER=1
    name = "rapanui/03_sacrifice.ipynb"
    page.goto(voila_url + "/voila/render/" + name)
    title = page.locator(".moai-lesson .moai-title")
    expect(title).to_contain_text("Lesson 3", timeout=TIMEOUT)
    expect(page.locator(".moai-lesson-steps .moai-figure-altar .js-plotly-plot")).to_be_visible(
        timeout=TIMEOUT
    )
    expect(page.locator(".moai-lesson-exercise-1 .moai-move-pad")).to_be_visible()
    assert altar_total(page) == 0  # the first moai of the game: an empty altar
    found = audited(page, source, name, EN)
    tall_screenshot(page, "lesson_rapanui_start")

    # five steps: no purchase, the moai, two face-up sacrifices, one face down
    totals = walk_steps(page, 5, "Rule R")
    # seen by each actor in turn; the last is Moana, who sees her own face-down card
    assert totals == [0, 0, 1, 2, 3], totals
    expect(page.locator(".moai-lesson-rule")).to_contain_text("R6.3")
    expect(page.locator(".moai-lesson-rule")).to_contain_text("face down")
    page.locator(".moai-lesson-back").click()
    expect(page.locator(".moai-lesson-at-4")).to_be_visible()
    expect(page.locator(".moai-lesson-rule")).to_contain_text("R6.2")
    page.locator(".moai-lesson-step").click()
    expect(page.locator(".moai-lesson-at-5")).to_be_visible()

    # the exercise, answered with the play page's buttons: a wrong move, then the right one
    exercise = page.locator(".moai-lesson-exercise-1")
    feedback = exercise.locator(".moai-lesson-feedback")
    exercise.locator('button[title="2:offer grain"]').click()
    expect(feedback).to_contain_text("Not quite")
    expect(feedback).to_contain_text("9 glory")
    exercise.locator('button[title="2:offer fish"]').click()
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text("15 glory")
    tall_screenshot(page, "lesson_rapanui_en")
    assert_no_traceback(page)

    # the whole lesson again in Chinese
    page.get_by_role("button", name="繁體中文").click()
    expect(title).to_contain_text("第3課")
    expect(feedback).to_contain_text("答對了")
    page.locator(".moai-lesson-restart").click()
    expect(page.locator(".moai-lesson-at-0")).to_be_visible()
    expect(page.locator(".moai-lesson-rule")).to_contain_text("準備好的局面")
    totals = walk_steps(page, 4, "規則R", to_end=False)
    assert totals == [0, 0, 1, 2], totals
    # the last step is the learner's: Moana's face-down card, made with the play page's buttons
    yours = page.locator(".moai-lesson-your-move")
    expect(page.locator(".moai-lesson-rule")).to_contain_text("換你了")
    yours.locator('button[title="2:sacrifice fish down"]').click()  # allowed, not this step's
    expect(page.locator(".moai-lesson-attempt")).to_contain_text("不是這一步要做的行動")
    yours.locator('button[title="2:sacrifice grain down"]').click()
    expect(page.locator(".moai-lesson-at-5")).to_be_visible(timeout=30_000)
    assert altar_total(page) == 3
    expect(page.locator(".moai-lesson-rule")).to_contain_text("面朝下")
    exercise.locator('button[title="2:no_offer"]').click()
    expect(feedback).to_contain_text("不太對")
    exercise.locator('button[title="2:offer fish"]').click()
    expect(feedback).to_contain_text("答對了")
    expect(exercise).to_contain_text("從供應區加放一張魚祭品卡")
    tall_screenshot(page, "lesson_rapanui_zh")
    found += audited(page, source, name, ZH)
    assert_no_traceback(page)
    assert not found, f"{name}:\n" + "\n".join(found)


def test_lessons_index_and_teachers_page_by_their_links(page, voila_url):
    page.goto(voila_url + "/voila/render/index.ipynb")
    expect(page.locator(".moai-lesson-list a")).to_have_count(7 + 6, timeout=TIMEOUT)
    page.locator(".moai-teachers-link").click()
    expect(page.locator(".moai-teachers .moai-title")).to_have_text("For teachers", timeout=TIMEOUT)
    page.get_by_text("Rules summary: Rapa Nui").click()
    expect(page.locator(".moai-rules-rapanui")).to_contain_text("R10.4")
    page.get_by_role("button", name="繁體中文").click()
    expect(page.locator(".moai-teachers .moai-title")).to_have_text("給老師的說明")
    expect(page.locator(".moai-rules-rapanui")).to_contain_text("祭壇")
    tall_screenshot(page, "teachers_zh", ".moai-teachers")
    assert_no_traceback(page)

    page.goto(voila_url + "/voila/render/rapanui/lessons.ipynb")
    items = page.locator(".moai-lesson-item")
    expect(items).to_have_count(7, timeout=TIMEOUT)
    expect(items.first).to_contain_text("Setting up the table")
    page.get_by_role("link", name="The end and the sacrifice ranking").click()
    expect(page.locator(".moai-lesson .moai-title")).to_contain_text("Lesson 6", timeout=TIMEOUT)
    for k in range(1, 5):  # the exercise's own move first, then the end of the game
        page.locator(".moai-lesson-step").click()
        expect(page.locator(f".moai-lesson-at-{k}")).to_be_visible(timeout=30_000)
    expect(page.locator(".moai-figure-breakdown .js-plotly-plot")).to_be_visible()
    expect(page.locator(".moai-lesson-rule")).to_contain_text("59")
    tall_screenshot(page, "lesson_rapanui_end")
    assert_no_traceback(page)


def tile_moai(page) -> int:
    """Moai on the quarry tile as the step figures' tiles plot draws them."""
    return page.evaluate(
        """() => {
        const plots = document.querySelectorAll(
            '.moai-lesson-steps .moai-figure-tiles .js-plotly-plot,'
            + ' .moai-lesson-your-move .moai-figure-tiles .js-plotly-plot');
        const gd = [...plots].find(p => p.offsetParent !== null);
        const trace = gd.data.find(t => t.uid === 'quarry-tile');
        return trace ? trace.x.length : 0;
    }"""
    )


def walk_giants_steps(page, total: int, rule_word: str) -> list[int]:
    """Click "Next step" to the end of a Giants lesson; the moai on the tile after each step."""
    counts = []
    for k in range(1, total + 1):
        page.locator(".moai-lesson-step").click()
        expect(page.locator(f".moai-lesson-at-{k}")).to_be_visible(timeout=30_000)
        expect(page.locator(".moai-lesson-rule")).to_contain_text(rule_word)
        page.wait_for_timeout(300)  # let plotly redraw the replaced figures
        counts.append(tile_moai(page))
        heights = [h for h in plot_heights(page) if h > 0]  # a step of yours hides the steps' plots
        assert len(heights) >= 3 and min(heights) > 300, heights
        assert_no_traceback(page)
    expect(page.locator(".moai-lesson-step")).to_be_disabled()
    return counts


def test_the_giants_auction_lesson_step_by_step_in_both_languages_with_no_serious_violation(
    page, voila_url
):
    source = axe_source()  # without axe-core: skips, or fails under REQUIRE_BROWSER=1
    name = "giants/02_auction.ipynb"
    page.goto(voila_url + "/voila/render/" + name)
    title = page.locator(".moai-lesson .moai-title")
    expect(title).to_contain_text("Giants · Lesson 2", timeout=TIMEOUT)
    for name in ("tiles", "board"):
        expect(
            page.locator(f".moai-lesson-steps .moai-figure-{name} .js-plotly-plot")
        ).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lesson-exercise-1 .js-plotly-plot").first).to_be_visible()
    assert tile_moai(page) == 4  # four size-2 moai on the quarry tile
    assert min(plot_heights(page)) > 300
    found = audited(page, source, name, EN)
    tall_screenshot(page, "lesson_giants_start")

    # four hidden bids (the last reveals them), three picks on the first pass, one on the second
    counts = walk_giants_steps(page, 8, "Rule R")
    assert counts == [4, 4, 4, 4, 3, 2, 1, 0], counts
    rule = page.locator(".moai-lesson-rule")
    expect(rule).to_contain_text("R5.8")
    expect(rule).to_contain_text("second pass")
    page.locator(".moai-lesson-back").click()
    expect(page.locator(".moai-lesson-at-7")).to_be_visible()
    assert tile_moai(page) == 1
    page.locator(".moai-lesson-step").click()
    expect(page.locator(".moai-lesson-at-8")).to_be_visible()

    # the exercise: two wrong answers (one not allowed), then the right one
    exercise = page.locator(".moai-lesson-exercise-1")
    feedback = exercise.locator(".moai-lesson-feedback")
    exercise.locator('button[title="2:sculpt 3 no"]').click()
    expect(feedback).to_contain_text("Not quite")
    expect(feedback).to_contain_text("needs 3")
    exercise.locator('button[title="2:sculpt 2 no"]').click()
    expect(feedback).to_contain_text("size 4 instead of 5")
    exercise.locator('button[title="2:sculpt 3 yes"]').click()
    expect(feedback).to_contain_text("Right!")
    tall_screenshot(page, "lesson_giants_en")
    assert_no_traceback(page)

    # the whole lesson again in Chinese
    page.get_by_role("button", name="繁體中文").click()
    expect(title).to_contain_text("第2課")
    expect(feedback).to_contain_text("答對了")
    page.locator(".moai-lesson-restart").click()
    expect(page.locator(".moai-lesson-at-0")).to_be_visible()
    counts = walk_giants_steps(page, 8, "規則R")
    assert counts == [4, 4, 4, 4, 3, 2, 1, 0], counts
    expect(page.locator(".moai-lesson-rule")).to_contain_text("第二輪")
    exercise.locator('button[title="2:sculpt 1 yes"]').click()
    expect(feedback).to_contain_text("不太對")
    expect(feedback).to_contain_text("放回公區")
    exercise.locator('button[title="2:sculpt 3 yes"]').click()
    expect(feedback).to_contain_text("答對了")
    # what follows the move: the bots play on from it
    exercise.locator(".moai-lesson-play-on").click()
    expect(exercise.locator(".moai-lesson-followed")).to_contain_text(
        "機器人又進行了", timeout=60_000
    )
    tall_screenshot(page, "lesson_giants_zh")
    found += audited(page, source, name, ZH)
    assert_no_traceback(page)
    assert not found, f"{name}:\n" + "\n".join(found)
