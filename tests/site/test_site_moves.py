"""Moving between the static site's pages in one Python (:mod:`widgets.site_router`): a link from a
lesson to the play page and back opens each page in the Python already running (no new Pyodide,
the same kernel), each page at its own address; the back and forward buttons, a reload, the
language switch and the pages' accessibility work as on pages loaded by themselves."""

from axe_check import EN, ZH, audit, axe_source, figures, settle, switch
from conftest import TIMEOUT, assert_no_python_error, screenshot
from playwright.sync_api import expect

LESSON = "/voici/render/rapanui/00_setup.html"
PLAY = "/voici/render/rapanui/play.html"


def kernel(page) -> dict[str, str]:
    """The router's marks on the page: its kernel's token, how many pages it showed, which."""
    return page.evaluate(
        "() => ({...document.documentElement.dataset})",
    )


def open_first(page, site, path: str) -> list:
    """Open ``path`` by its address; the Pyodide workers the page starts from then on."""
    workers: list = []
    page.on("worker", lambda worker: workers.append(worker.url))
    site.go(path)
    expect(page.locator(".moai-title").first).to_be_visible(timeout=TIMEOUT)
    page.wait_for_function("() => document.documentElement.dataset.moaiKernel", timeout=TIMEOUT)
    return workers


def shown(page, n: int) -> None:
    page.wait_for_function(
        "n => Number(document.documentElement.dataset.moaiShown) === n", arg=n, timeout=60_000
    )


def test_lesson_to_play_page_and_back_in_the_same_python(page, site):
    workers = open_first(page, site, LESSON + "?lang=en")
    expect(page.locator(".moai-lesson-at-0")).to_be_attached(timeout=TIMEOUT)
    first = kernel(page)
    assert first["moaiPage"] == "rapanui/00_setup" and first["moaiShown"] == "1"
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


def test_a_reload_opens_the_page_of_the_address(page, site):
    open_first(page, site, LESSON)
    first = kernel(page)
    page.locator(".moai-lesson-footer a[href^='play.']").click()
    shown(page, 2)
    page.reload()
    page.wait_for_function(
        "k => document.documentElement.dataset.moaiKernel"
        " && document.documentElement.dataset.moaiKernel !== k",
        arg=first["moaiKernel"],
        timeout=TIMEOUT,
    )
    expect(page.locator(".moai-setup")).to_be_visible(timeout=TIMEOUT)
    assert kernel(page)["moaiPage"] == "rapanui/play" and kernel(page)["moaiShown"] == "1"
    expect(page.locator(".moai-lesson")).to_have_count(0)
    assert_no_python_error(page)


def test_the_language_goes_with_the_pages_and_the_switch_still_works(page, site):
    open_first(page, site, LESSON + "?lang=zh-TW")
    page.locator(".moai-lesson-footer a[href^='play.']").click()
    shown(page, 2)
    assert page.url.endswith(PLAY + "?lang=zh-TW")
    expect(page.locator(".moai-start")).to_be_visible(timeout=30_000)
    assert page.evaluate("() => document.documentElement.lang") == "zh-Hant-TW"
    page.get_by_role("button", name="English").click()
    page.wait_for_url("**/rapanui/play.html?lang=en", timeout=30_000)
    page.locator(".moai-nav-lessons").click()  # the game's lessons, in English
    shown(page, 3)
    assert page.url.endswith("/voici/render/rapanui/lessons.html?lang=en")
    expect(page.locator(".moai-title").first).to_contain_text("Rapa Nui", timeout=30_000)
    assert page.evaluate("() => document.documentElement.lang") == "en"
    # the landing page is a static page: loaded by itself, in the language chosen
    page.go_back()
    shown(page, 4)
    page.locator(".moai-nav-home").click()
    expect(page.locator(".moai-card-rapanui h2")).to_be_visible(timeout=TIMEOUT)
    assert page.url.endswith("/voici/render/index.html?lang=en")
    assert_no_python_error(page)


def test_a_page_reached_in_the_same_python_has_no_serious_violation(page, site):
    source = axe_source()
    open_first(page, site, "/voici/render/giants/03_placement.html?lang=zh-TW")
    page.locator(".moai-lesson-footer a[href^='play.']").click()
    shown(page, 2)
    expect(page.locator(".moai-start")).to_be_visible(timeout=30_000)
    found: list[str] = []
    settle(page, ZH)
    found += audit(page, source, "site giants/play (moved)", ZH) + figures(page, ZH)
    switch(page, EN)
    settle(page, EN)
    found += audit(page, source, "site giants/play (moved)", EN) + figures(page, EN)
    assert_no_python_error(page)
    assert not found, "\n".join(found)
