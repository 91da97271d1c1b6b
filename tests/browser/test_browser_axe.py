"""Every page of the app passes axe-core's WCAG 2.1 A and AA checks with no critical and no serious
violation, in English and in Chinese.

axe-core comes from npm (``make axe``: tests/browser/package.json into tests/browser/node_modules);
without it these tests skip and say why, except under ``REQUIRE_BROWSER=1`` where they fail. Each
page is opened once, in English or in Chinese in turn (``?lang=``), left to draw its widgets and
figures, audited, switched to the other language by its own switch and audited again; a few pages
are opened ahead in tabs of their own so that their kernels start while one is audited. A page
that another test opens anyway is audited by that test instead (``AUDITED_BY``). Before
each audit the page's ``lang`` attribute says its language (``zh-Hant-TW`` for Chinese). The counts
per page are printed (``pytest -s``) and written, with every violation found, to
``tests/artifacts/axe_<page>_<lang>.json``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from axe_check import EN, SETTLED, TIMEOUT, ZH, audit, axe_source, figures, settle, switch
from chromium_setup import start_play
from conftest import assert_no_traceback

ROOT = Path(__file__).resolve().parents[2]

# Every page of the app (notebooks/), by its path under /voila/render/.
ALL_PAGES = sorted(
    str(p.relative_to(ROOT / "notebooks"))
    for p in (ROOT / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)
# Pages another test opens anyway, audited there in both languages the same way (a page with
# many figures takes long to start): the page, and the test that audits it.
AUDITED_BY = {
    "gallery.ipynb": "test_browser_gallery.py",
    "giants/02_auction.ipynb": "test_browser_lessons.py",
    "rapanui/03_sacrifice.ipynb": "test_browser_lessons.py",
    "class.ipynb": "test_browser_class.py",  # after its tournament, its figures drawn
}
PAGES = [name for name in ALL_PAGES if name not in AUDITED_BY]


@pytest.fixture(scope="module")
def axe():
    return axe_source()


class Pages:
    """The pages, opened a few ahead of the one audited (their kernels run meanwhile), each in
    its own tab, in English or in Chinese in turn (the other language comes by its switch)."""

    AHEAD = 3

    def __init__(self, browser, base: str, order: list[str]) -> None:
        self.browser, self.base, self.order = browser, base, order
        self.open: dict[str, object] = {}

    def first_lang(self, name: str) -> str:
        return EN if PAGES.index(name) % 2 == 0 else ZH

    def take(self, name: str):
        """The tab of ``name`` (opened now if it was not yet), with the next ones opening."""
        at = self.order.index(name)
        for later in self.order[at : at + self.AHEAD + 1]:
            if later not in self.open:
                # a context of its own: a client of its own for the server's cap on kernels
                tab = self.browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
                url = f"{self.base}/voila/render/{later}?lang={self.first_lang(later)}"
                tab.goto(url, wait_until="commit", timeout=TIMEOUT)
                self.open[later] = tab
        return self.open.pop(name)

    @staticmethod
    def done(tab) -> None:
        """Leave the page (its kernel is shut down as when a student leaves it) and close it."""
        try:
            tab.goto("about:blank", timeout=10_000)
        finally:
            tab.context.close()

    def close(self) -> None:
        for tab in self.open.values():
            self.done(tab)


@pytest.fixture(scope="module")
def pages(browser, voila_url, request):
    # the pages in the order their tests run (those selected only)
    order = [
        item.callspec.params["name"]
        for item in request.session.items
        if getattr(item, "module", None) is request.module and hasattr(item, "callspec")
    ]
    opened = Pages(browser, voila_url, order)
    yield opened
    opened.close()


@pytest.mark.parametrize("name", PAGES)
def test_page_has_no_serious_violation(axe, pages, name):
    page = pages.take(name)
    try:
        first = pages.first_lang(name)
        found: list[str] = []
        for lang in (first, ZH if first == EN else EN):
            if lang != first:
                switch(page, lang)
            settle(page, lang)
            found += audit(page, axe, name, lang) + figures(page, lang)
        if name.endswith("play.ipynb"):  # and a game under way, its board and figures drawn
            start_play(page, "2" if name.startswith("rapanui") else "3", "5")
            page.locator(".moai-game .js-plotly-plot").first.wait_for(timeout=TIMEOUT)
            page.evaluate(SETTLED, [700, 20_000, ".moai-game"])
            found += audit(page, axe, f"{name} game", lang) + figures(page, lang)
        assert_no_traceback(page)
    finally:
        pages.done(page)
    assert not found, f"{name}:\n" + "\n".join(found)
