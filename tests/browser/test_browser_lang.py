"""The language is kept from page to page: a page opened with ``?lang=zh-TW`` starts in Chinese
(the landing page comes from a preheated kernel), and its links carry the language on."""

import re

from conftest import assert_no_traceback, screenshot
from playwright.sync_api import expect

TIMEOUT = 120_000


def test_a_page_opened_in_chinese_and_the_pages_reached_from_it(page, voila_url):
    page.goto(voila_url + "/voila/render/index.ipynb?lang=zh-TW")
    expect(page.locator(".moai-title")).to_have_text("摩艾教具箱", timeout=TIMEOUT)
    expect(page.locator(".moai-card-rapanui h2")).to_have_text("復活島")
    page.locator('.moai-card-rapanui a[href^="rapanui/lessons.ipynb"]').click()
    expect(page.locator(".moai-lesson-index .moai-title")).to_contain_text("課程", timeout=TIMEOUT)
    assert "lang=zh-TW" in page.url
    page.get_by_role("button", name="English").click()  # the toggle rewrites the links
    link = page.locator('.moai-lessons a[href*="lab.ipynb"]')
    expect(link).to_have_attribute("href", "lab.ipynb?lang=en")
    page.get_by_role("button", name="繁體中文").click()
    expect(link).to_have_attribute("href", "lab.ipynb?lang=zh-TW")
    link.click()
    expect(page.locator(".moai-lab-rapanui .moai-title")).to_have_text(
        "復活島·設計實驗室", timeout=TIMEOUT
    )
    screenshot(page, "lang_kept_lab_zh")
    assert_no_traceback(page)


def test_a_play_page_opened_in_chinese(page, voila_url):
    page.goto(voila_url + "/voila/render/rapanui/play.ipynb?lang=zh-TW")
    expect(page.locator(".moai-title")).to_contain_text("復活島", timeout=TIMEOUT)
    expect(page.get_by_role("button", name="繁體中文")).to_have_class(re.compile("mod-active"))
    assert_no_traceback(page)
