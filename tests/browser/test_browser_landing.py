"""The landing page in a real Chromium, through standalone Voila and through the server extension."""

import time

from conftest import assert_no_traceback, screenshot
from playwright.sync_api import expect

TIMEOUT = 120_000


def check_landing(page, name):
    expect(page.locator(".moai-title")).to_have_text("Moai Kit", timeout=TIMEOUT)
    expect(page.locator(".moai-card-giants")).to_be_visible()
    expect(page.locator(".moai-card-rapanui")).to_be_visible()
    expect(page.locator(".moai-card-giants h2")).to_have_text("Giants")
    assert_no_traceback(page)

    page.get_by_role("button", name="繁體中文").click()
    expect(page.locator(".moai-title")).to_have_text("摩艾教具箱")
    expect(page.locator(".moai-card-giants h2")).to_have_text("神秘巨石像")
    expect(page.locator(".moai-card-rapanui h2")).to_have_text("復活島")
    expect(page.get_by_text("工人放置")).to_be_visible()
    screenshot(page, f"{name}_zh")

    page.get_by_role("button", name="English").click()
    expect(page.locator(".moai-title")).to_have_text("Moai Kit")
    expect(page.get_by_text("worker placement")).to_be_visible()
    screenshot(page, f"{name}_en")
    assert_no_traceback(page)


def test_landing_page_in_voila(page, voila_url):
    """The app answers the landing page with a static document: no kernel, the switch rewrites
    the address (a reload keeps the language), and its links lead to the pages."""
    start = time.monotonic()
    page.goto(voila_url + "/")
    expect(page.locator(".moai-title")).to_be_visible(timeout=TIMEOUT)
    print(f"first page after {time.monotonic() - start:.1f} s")
    assert page.url.endswith("/voila/render/index.ipynb")
    assert page.locator("#jupyter-config-data").count() == 0  # no kernel behind it
    check_landing(page, "landing_voila")
    page.get_by_role("button", name="繁體中文").click()
    assert page.url.endswith("/voila/render/index.ipynb?lang=zh-TW")
    page.reload()
    expect(page.locator(".moai-title")).to_have_text("摩艾教具箱")
    expect(page.get_by_role("button", name="繁體中文")).to_have_attribute("aria-pressed", "true")
    page.locator('.moai-card-rapanui a[href^="rapanui/play.ipynb"]').click()
    expect(page.locator(".moai-title")).to_contain_text("復活島", timeout=TIMEOUT)
    assert "rapanui/play.ipynb?lang=zh-TW" in page.url
    assert_no_traceback(page)


def test_landing_page_through_the_server_extension(page, jupyter_url):
    page.goto(jupyter_url + "/voila/render/notebooks/index.ipynb")
    check_landing(page, "landing_extension")
