"""The gallery in Chromium through Voila: the plots really render, in both languages."""

from conftest import assert_no_traceback, plot_heights, screenshot
from playwright.sync_api import expect

TIMEOUT = 120_000


def drawn_fills(page) -> list[str]:
    return page.eval_on_selector_all(
        ".js-plotly-plot .barlayer path, .js-plotly-plot .layer-below path",
        "els => els.map(e => getComputedStyle(e).fill)",
    )


def test_gallery_plots_render(page, voila_url):
    page.goto(voila_url + "/voila/render/gallery.ipynb")
    expect(page.locator(".moai-gallery .moai-title")).to_be_visible(timeout=TIMEOUT)
    plots = page.locator(".js-plotly-plot")
    expect(plots.nth(5)).to_be_visible(timeout=TIMEOUT)
    assert plots.count() >= 6
    assert all(h > 300 for h in plot_heights(page)), plot_heights(page)
    fills = drawn_fills(page)
    coloured = [f for f in fills if f not in ("none", "rgb(255, 255, 255)", "rgba(0, 0, 0, 0)")]
    assert len(coloured) > 20, fills[:20]
    expect(page.locator(".js-plotly-plot .gtitle").first).to_contain_text("Turn")
    screenshot(page, "gallery_en")
    page.get_by_role("button", name="繁體中文").click()
    expect(page.locator(".moai-gallery .moai-title")).to_contain_text("圖庫")
    expect(page.locator(".js-plotly-plot .gtitle").first).to_contain_text("回合")
    screenshot(page, "gallery_zh")
    assert_no_traceback(page)
