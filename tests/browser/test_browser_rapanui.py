"""A whole game of Rapa Nui in Chromium through Voila: one person clicking, bots elsewhere."""

import random

from chromium_setup import start_play
from conftest import assert_no_traceback, plot_heights, screenshot
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

TIMEOUT = 120_000


def steps(page) -> int:
    """The number of actions taken, as the action panel last drew them."""
    classes = page.locator(".moai-actions").get_attribute("class") or ""
    return max((int(c[8:]) for c in classes.split() if c.startswith("moai-at-")), default=-1)


def test_a_whole_rapanui_game_by_clicks(page, voila_url):
    page.goto(voila_url + "/voila/render/rapanui/play.ipynb")
    start_play(page, "2", "5", started="Turn")  # me and a greedy bot; a fixed seed
    screenshot(page, "rapanui_play_start")

    rng = random.Random(1)
    switched = False
    for _ in range(600):
        if (
            "over" in page.locator(".moai-header").inner_text()
            or "結束" in page.locator(".moai-header").inner_text()
        ):
            break
        buttons = page.locator(".moai-actions .moai-action")
        try:
            buttons.first.wait_for(timeout=30_000)
        except Exception:
            continue
        before = steps(page)
        count = buttons.count()
        try:
            buttons.nth(rng.randrange(count)).click(timeout=10_000)
        except PlaywrightTimeoutError:
            continue  # the panel was drawn anew under the click (seen once in CI): read it again
        # wait until the panel is drawn for a later position
        page.wait_for_function(
            """n => [...document.querySelector('.moai-actions').classList]
                .some(c => c.startsWith('moai-at-') && Number(c.slice(8)) > n)""",
            arg=before,
            timeout=60_000,
        )
        if not switched and before > 20:
            # switch language mid-game: the game goes on in Chinese
            page.get_by_role("button", name="繁體中文").click()
            expect(page.locator(".moai-header")).to_contain_text("回合")
            screenshot(page, "rapanui_play_zh")
            switched = True
        assert_no_traceback(page)
    header = page.locator(".moai-header")
    expect(header).to_contain_text("遊戲結束", timeout=TIMEOUT)
    expect(header).to_contain_text("勝者")
    # the final breakdown and the altar are drawn (two Plotly figures: the market and players'
    # table is HTML on the play page, see rapanui_table_html)
    expect(page.locator(".js-plotly-plot").nth(1)).to_be_visible()
    # the altar, drawn in English when the game began, was redrawn in place (Plotly.react from
    # the slot's redrawer, made as the page opened): its title is now in Chinese
    titles = page.evaluate(
        """() => [...document.querySelectorAll('.moai-slot .js-plotly-plot')]
            .map(p => (p._fullLayout && p._fullLayout.title && p._fullLayout.title.text) || '')"""
    )
    assert any(t.startswith("獻祭排名") for t in titles), titles
    assert page.locator(".js-plotly-plot .main-svg").count() >= 3
    assert all(h > 300 for h in plot_heights(page)), plot_heights(page)
    screenshot(page, "rapanui_play_end")
    assert_no_traceback(page)
