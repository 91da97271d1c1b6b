"""Moving between the static site's pages in one Python (:mod:`widgets.site_router`): a link from a
lesson to the play page and back opens each page in the Python already running (no new Pyodide,
the same kernel), each page at its own address; the back and forward buttons, a reload, the
language switch and the pages' accessibility work as on pages loaded by themselves.

A Pyodide start is long (20-50 s on a loaded machine): each test here goes through as many pages
as it can in one Python, each part a function of its own (a failure's traceback names it). The
lessons' tests (tests/site/test_site_lessons.py) go on from a lesson to its play page the same
way: the Rapa Nui lesson to the play page, back and forward, and the Giants lesson to a play page
audited by axe-core in both languages."""

from conftest import TIMEOUT, assert_no_python_error
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


def the_language_goes_with_the_pages_and_the_switch_still_works(page, site) -> None:
    """From the lesson opened in Chinese to the play page, switched to English, to the game's
    lessons and back to the play page: each page in the language chosen."""
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
    page.go_back()
    shown(page, 4)
    assert page.url.endswith(PLAY + "?lang=en")


def a_reload_opens_the_page_of_the_address(page, first: dict) -> None:
    """A reload of a page reached in the Python of ``first`` (its kernel marks): a new Python
    shows the page of the address, and only it."""
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


def the_landing_page_is_loaded_by_itself_in_the_language_chosen(page) -> None:
    """The landing page is a static page: loaded by itself, in the language chosen."""
    page.locator(".moai-nav-home").click()
    expect(page.locator(".moai-card-rapanui h2")).to_be_visible(timeout=TIMEOUT)
    assert page.url.endswith("/voici/render/index.html?lang=en")
    assert_no_python_error(page)


def test_the_language_goes_with_the_pages_a_reload_opens_the_page_of_the_address(page, site):
    open_first(page, site, LESSON + "?lang=zh-TW")
    first = kernel(page)
    the_language_goes_with_the_pages_and_the_switch_still_works(page, site)
    a_reload_opens_the_page_of_the_address(page, first)
    the_landing_page_is_loaded_by_itself_in_the_language_chosen(page)
