"""A page you can find and leave, in Chromium (issue 21): the Giants play page's address follows
its language switch (a reload keeps the language), its links back carry the language, its upload
button shows no "(0)", no button or list of the game cuts its words, and the tab has the kit's
icon from the server itself."""

from chromium_setup import start_play
from conftest import assert_no_traceback, screenshot
from playwright.sync_api import expect

TIMEOUT = 120_000

CUT = """() => [...document.querySelectorAll('.moai-play-giants button, .moai-play-giants select')]
  .filter(e => e.offsetParent && e.scrollWidth > e.clientWidth + 1)
  .map(e => e.textContent || e.value)"""


def test_the_giants_play_page_keeps_its_language_and_its_ways_back(page, voila_url):
    page.goto(voila_url + "/voila/render/giants/play.ipynb?lang=en")
    expect(page.locator(".moai-setup")).to_be_visible(timeout=TIMEOUT)
    page.get_by_role("button", name="繁體中文").click()
    expect(page.locator(".moai-title")).to_contain_text("巨石像", timeout=TIMEOUT)
    page.wait_for_function("() => location.search.includes('lang=zh-TW')", timeout=10_000)
    home = page.locator(".moai-nav a.moai-nav-home")
    expect(home).to_have_attribute("href", "../index.ipynb?lang=zh-TW")
    expect(page.locator(".moai-nav a.moai-nav-lab")).to_have_attribute(
        "href", "lab.ipynb?lang=zh-TW"
    )
    icons = page.eval_on_selector_all("link[rel=icon]", "ls => ls.map(l => l.href)")
    assert icons and all(i.startswith(voila_url) and "moai-icon.svg" in i for i in icons), icons
    assert page.request.get(icons[-1]).ok
    page.reload()  # the address kept the language
    expect(page.locator(".moai-title")).to_contain_text("巨石像", timeout=TIMEOUT)
    start_play(page, "3", "4")
    upload = page.locator(".moai-game .widget-upload").first
    expect(upload).to_contain_text("MB")
    expect(upload).not_to_contain_text("(0)")
    page.wait_for_timeout(500)
    assert page.evaluate(CUT) == []
    screenshot(page, "ways_giants_play_zh")
    assert_no_traceback(page)
