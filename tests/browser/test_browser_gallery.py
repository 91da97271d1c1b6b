"""The gallery in Chromium through Voila: the plots of both games really render, in both
languages, and the page passes axe-core's WCAG 2.1 A and AA checks in each (the check
tests/browser/test_browser_axe.py makes on every other page: made here, the gallery's kernel and
its twelve figures are started once)."""

from axe_check import EN, ZH, audit, axe_source, figures, settle
from conftest import assert_no_traceback, plot_heights, screenshot
from playwright.sync_api import expect

TIMEOUT = 120_000
PLOTS = 12
GIANTS_BOARD = 6  # the first Giants figure: the island as player 1 sees it
FOREST = "rgb(60, 122, 57)"


def drawn_fills(page) -> list[str]:
    return page.eval_on_selector_all(
        ".js-plotly-plot .barlayer path, .js-plotly-plot .layer-below path",
        "els => els.map(e => getComputedStyle(e).fill)",
    )


def island_fills(page) -> list[str]:
    """The fills of the hex polygons of the first Giants board."""
    board = page.locator(".js-plotly-plot").nth(GIANTS_BOARD)
    return board.locator(".scatterlayer path.js-fill").evaluate_all(
        "els => els.map(e => getComputedStyle(e).fill)"
    )


def titles(page) -> str:
    return " ".join(page.locator(".js-plotly-plot .gtitle").all_text_contents())


def audited(page, source: str, lang: str) -> list[str]:
    """axe-core's blocking violations and the figures' faults, once the page is drawn in
    ``lang`` and still (as tests/browser/test_browser_axe.py audits a page)."""
    settle(page, lang)
    return audit(page, source, "gallery.ipynb", lang) + figures(page, lang)


def test_gallery_plots_render_in_both_languages_with_no_serious_violation(page, voila_url):
    source = axe_source()  # without axe-core: skips, or fails under REQUIRE_BROWSER=1
    page.goto(voila_url + "/voila/render/gallery.ipynb")
    expect(page.locator(".moai-gallery .moai-title")).to_be_visible(timeout=TIMEOUT)
    plots = page.locator(".js-plotly-plot")
    expect(plots.nth(PLOTS - 1)).to_be_visible(timeout=TIMEOUT)
    assert plots.count() >= PLOTS
    assert all(h > 300 for h in plot_heights(page)), plot_heights(page)
    fills = drawn_fills(page)
    coloured = [f for f in fills if f not in ("none", "rgb(255, 255, 255)", "rgba(0, 0, 0, 0)")]
    assert len(coloured) > 20, fills[:20]
    island = island_fills(page)
    assert len(island) >= 6 and FOREST in island, island
    expect(page.locator(".js-plotly-plot .gtitle").first).to_contain_text("Turn")
    assert "Giants · round" in titles(page)
    screenshot(page, "gallery_en")
    found = audited(page, source, EN)
    page.get_by_role("button", name="繁體中文").click()
    expect(page.locator(".moai-gallery .moai-title")).to_contain_text("圖庫")
    expect(page.locator(".js-plotly-plot .gtitle").first).to_contain_text("回合")
    expect(plots.nth(GIANTS_BOARD).locator(".gtitle")).to_contain_text("神秘巨石像")
    assert FOREST in island_fills(page)
    screenshot(page, "gallery_zh")
    found += audited(page, source, ZH)
    assert_no_traceback(page)
    assert not found, "gallery.ipynb:\n" + "\n".join(found)
