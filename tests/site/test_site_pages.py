"""The kit as a static website (``make site``), in Chromium: Pyodide runs every page in the
browser, nothing is asked of any other site (each test fails on one request outside it).

A Pyodide start is long (20-50 s on a loaded machine), so a page is started once for all that is
checked on it: the landing page's link opens the lab that then runs its comparison; the whole
Rapa Nui game is played on in tests/site/test_site_reload.py, after its reload; giants/03_placement
is opened in Chinese by tests/site/test_site_lessons.py's Giants lesson."""

import pytest
from chromium_setup import HEX_PIXEL, start_play
from conftest import (
    TIMEOUT,
    assert_no_python_error,
    plot_heights,
    screenshot,
    steps,
    wait_past,
)
from playwright.sync_api import expect

from kit.lab.rules_code import encode
from kit.lab.ruleset import RuleSet


def landing_page_keeps_the_language_and_links_to_the_site_pages(page, site) -> None:
    """The landing page in Chinese, switched to English and back; its link to the lab opened."""
    seconds = site.go("/?lang=zh-TW")
    expect(page.locator(".moai-title")).to_have_text("摩艾教具箱", timeout=TIMEOUT)
    assert page.url.endswith("/voici/render/index.html?lang=zh-TW")
    print(f"landing page answered in {seconds:.1f} s")
    expect(page.locator(".moai-card-rapanui h2")).to_have_text("復活島")
    expect(page.locator(".moai-lesson-list a")).to_have_count(7 + 6)
    page.get_by_role("button", name="English").click()
    expect(page.locator(".moai-title")).to_have_text("Moai Kit")
    expect(page.get_by_text("worker placement")).to_be_visible()
    screenshot(page, "landing_en")
    assert_no_python_error(page)
    # the kit's links name notebooks; in the site they open its pages, in the language chosen
    link = page.locator('.moai-card-rapanui a.moai-link[href^="rapanui/lab"]')
    expect(link).to_have_attribute("href", "rapanui/lab.html?lang=en")
    page.get_by_role("button", name="繁體中文").click()
    expect(link).to_have_attribute("href", "rapanui/lab.html?lang=zh-TW")
    link.click()
    expect(page.locator(".moai-lab-rapanui .moai-title")).to_contain_text("復活島", timeout=TIMEOUT)
    assert page.url.endswith("/voici/render/rapanui/lab.html?lang=zh-TW")
    assert_no_python_error(page)


def test_a_lesson_stepped_to_its_exercise_and_answered(page, site):
    site.go("/voici/render/rapanui/03_sacrifice.html")
    expect(page.locator(".moai-lesson .moai-title")).to_contain_text("Lesson 3", timeout=TIMEOUT)
    expect(page.locator(".moai-lesson-steps .moai-figure-altar .js-plotly-plot")).to_be_visible(
        timeout=TIMEOUT
    )
    for k in range(1, 6):
        page.locator(".moai-lesson-step").click()
        expect(page.locator(f".moai-lesson-at-{k}")).to_be_visible(timeout=30_000)
        expect(page.locator(".moai-lesson-rule")).to_contain_text("Rule R")
    expect(page.locator(".moai-lesson-step")).to_be_disabled()
    expect(page.locator(".moai-lesson-rule")).to_contain_text("R6.3")
    exercise = page.locator(".moai-lesson-exercise-1")
    feedback = exercise.locator(".moai-lesson-feedback")
    exercise.locator('button[title="2:offer grain"]').click()
    expect(feedback).to_contain_text("Not quite")
    exercise.locator('button[title="2:offer fish"]').click()
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text("15 glory")
    assert max(plot_heights(page)) > 300, plot_heights(page)  # the figure shown is drawn
    screenshot(page, "lesson")
    assert_no_python_error(page)


def test_a_giants_placement_by_a_board_click(page, site):
    site.go("/voici/render/giants/play.html")
    start_play(page, "3", "4", started="Round 1")
    expect(page.locator(".moai-board .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    placed = None
    for _ in range(60):
        page.locator(".moai-actions .moai-action").first.wait_for(timeout=60_000)
        before = steps(page)
        hexes = page.locator(".moai-place-hex select")
        if page.locator(".moai-bid").count():
            page.locator(".moai-bid-workers input").fill("1")
            page.locator(".moai-bid-workers input").press("Tab")
            page.wait_for_timeout(300)
            page.locator(".moai-bid").click()
        elif hexes.count():
            target = hexes.locator("option").first.inner_text()
            page.wait_for_timeout(600)  # the board drawn for this position
            x, y = page.evaluate(HEX_PIXEL, target)
            page.mouse.click(x, y)
            placed = target
        else:
            passing = page.locator(".moai-actions .moai-action", has_text="pass")
            (
                passing.first
                if passing.count()
                else page.locator(".moai-actions .moai-action").last
            ).click()
        wait_past(page, before)
        if placed:
            break
    assert placed, "no placement offered"
    page.get_by_text("Everything that happened").click()
    expect(page.locator(".moai-log-lines")).to_contain_text("places")
    screenshot(page, "giants_placed")
    assert_no_python_error(page)


def the_lab_runs_a_tiny_comparison_in_one_process(page) -> None:
    """The lab (open, in Chinese) in English: a tiny comparison run in the page's one Python."""
    page.get_by_role("button", name="English").click()
    expect(page.locator(".moai-lab-rapanui .moai-title")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lab-single")).to_contain_text("one at a time")
    games = page.get_by_label("Games per rule set", exact=True)  # not a sweep's or a question's
    expect(games).to_have_value("50")  # the browser's smaller default
    games.fill("4")
    games.press("Enter")
    page.locator(".moai-lab-set-b .moai-lab-opt-majority_min_count select").select_option("1")
    page.locator(".moai-lab-run").click()
    status = page.locator(".moai-lab-status")
    expect(status).to_contain_text("Done: 8 games", timeout=TIMEOUT)
    expect(page.locator(".js-plotly-plot").nth(4)).to_be_visible(timeout=TIMEOUT)
    assert all(h > 300 for h in plot_heights(page)), plot_heights(page)
    expect(page.locator(".moai-lab-downloads a")).to_have_count(4)
    page.get_by_role("button", name="繁體中文").click()
    expect(page.locator(".moai-lab-single")).to_contain_text("一次只跑一局")
    expect(status).to_contain_text("完成：8局", timeout=TIMEOUT)
    screenshot(page, "lab")
    assert_no_python_error(page)


def test_landing_page_keeps_the_language_and_links_to_the_lab_which_runs_a_tiny_comparison(
    page, site
):
    # the lab is reached by the landing page's link (a page loaded by its address, in Chinese)
    landing_page_keeps_the_language_and_links_to_the_site_pages(page, site)
    the_lab_runs_a_tiny_comparison_in_one_process(page)


@pytest.mark.parametrize(
    "path",
    [
        "gallery",
        "design/rapanui_majority",
        "giants/lab",
        "giants/island",
    ],
)
def test_other_pages_open_in_chinese(page, site, path):
    site.go(f"/voici/render/{path}.html?lang=zh-TW")
    page.wait_for_function(
        "() => document.querySelectorAll('.jupyter-widgets').length > 3", timeout=TIMEOUT
    )
    expect(page.locator(".moai-title").first).to_be_visible(timeout=TIMEOUT)
    title = page.locator(".moai-title").first.inner_text()
    assert any("\u4e00" <= c <= "\u9fff" for c in title), title
    if path == "gallery":
        expect(page.locator(".js-plotly-plot").first).to_be_visible(timeout=TIMEOUT)
        assert max(plot_heights(page)) > 200, plot_heights(page)
    screenshot(page, path.replace("/", "_"))
    assert_no_python_error(page)


def test_the_teachers_page_leads_to_the_class_page_whose_tournament_runs_in_the_browser(page, site):
    """Without a server the class page takes the students' links: the teacher's page (in
    Chinese) links to it in the same Python; a pasted link of a variant is added, and the
    tournament runs in the page's one Python to its table (issue 26)."""
    site.go("/voici/render/teachers.html?lang=zh-TW")
    expect(page.locator(".moai-title").first).to_be_visible(timeout=TIMEOUT)
    title = page.locator(".moai-title").first.inner_text()
    assert any("\u4e00" <= c <= "\u9fff" for c in title), title
    screenshot(page, "teachers")
    page.locator('a.moai-link[href^="class."]').click()
    expect(page.locator(".moai-class-page .moai-title")).to_have_text("全班的變體", timeout=TIMEOUT)
    assert page.url.endswith("/voici/render/class.html?lang=zh-TW"), page.url
    expect(page.locator(".moai-class-key")).to_be_hidden()  # no class board here
    page.get_by_role("button", name="English").click()
    code = encode(RuleSet("rapanui", {"majority_min_count": 1}, None, "One will do"))
    page.get_by_label("A student's link or code").fill(
        f"https://kit.example/rapanui/lab.html?b={code}"
    )
    page.locator(".moai-class-add").click()
    expect(page.locator(".moai-class-variants")).to_contain_text("One will do", timeout=TIMEOUT)
    games = page.get_by_label("Games per variant")
    games.fill("3")
    games.press("Enter")
    page.locator(".moai-class-run").click()
    expect(page.locator(".moai-class-run-status")).to_contain_text("Done: 6 games", timeout=TIMEOUT)
    table = page.locator(".moai-class-results")
    expect(table).to_contain_text("One will do")
    expect(table).to_contain_text("The published rules")
    expect(page.locator(".moai-class-downloads a")).to_have_count(2)
    screenshot(page, "class")
    assert_no_python_error(page)
