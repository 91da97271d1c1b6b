"""A reload on the static site keeps the game: the play page keeps it in the browser's IndexedDB
at every action (:mod:`widgets.site_kernel`) and the reloaded page offers to continue it, as
the served app does from its files.

The one test here checks all that is checked on a play page opened by its address (a Pyodide
start is long: 20-50 s on a loaded machine): axe-core on the new page in both languages (as
tests/site/test_site_axe.py does on the others), a game kept across a reload, then played on to
its end by clicks. Each part is a function of its own: a failure's traceback names it."""

import random

from axe_check import EN, axe_source, settle, switch
from chromium_setup import start_play
from conftest import (
    TIMEOUT,
    assert_no_python_error,
    plot_heights,
    screenshot,
    steps,
    wait_past,
)
from playwright.sync_api import expect
from test_site_axe import a_site_page_has_no_serious_violation

KEPT_ACTIONS = """
async (key) => {
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open("moai-kit", 1);
    r.onupgradeneeded = () => r.result.createObjectStore("autosave");
    r.onsuccess = () => ok(r.result);
    r.onerror = () => no(r.error);
  });
  const text = await new Promise((ok, no) => {
    const r = db.transaction("autosave").objectStore("autosave").get(key);
    r.onsuccess = () => ok(r.result);
    r.onerror = () => no(r.error);
  });
  db.close();
  return text === undefined ? -1 : JSON.parse(text).actions.length;
}
"""
"""How many actions the game kept in the browser under ``key`` holds (-1: none kept)."""


def a_reload_offers_the_game_kept_in_the_browser_and_continues_it(page) -> int:
    """A game started, played for a few actions, kept, the page reloaded and the game continued;
    the number of actions kept."""
    start_play(page, "2", "5", started="Turn")  # me and a greedy bot
    rng = random.Random(2)
    for _ in range(4):
        buttons = page.locator(".moai-actions .moai-action")
        buttons.first.wait_for(timeout=30_000)
        before = steps(page)
        buttons.nth(rng.randrange(buttons.count())).click()
        wait_past(page, before)
    page.locator(".moai-actions .moai-action").first.wait_for(timeout=30_000)  # my turn again
    played = steps(page)
    assert played >= 4, played
    page.wait_for_function(
        f"async () => (await ({KEPT_ACTIONS})('local/rapanui')) === {played}", timeout=30_000
    )
    page.reload()
    offer = page.locator(".moai-continue-box")
    expect(offer).to_be_visible(timeout=TIMEOUT)
    expect(offer).to_contain_text("Continue your game")
    expect(offer).to_contain_text(f"{played} actions")
    screenshot(page, "play_reloaded")
    page.locator(".moai-continue").click()
    page.locator(".moai-actions .moai-action").first.wait_for(timeout=60_000)
    assert steps(page) == played
    expect(offer).to_be_hidden()
    assert_no_python_error(page)
    return played


def a_whole_rapanui_game_against_a_bot_by_clicks(page) -> None:
    """The game under way played to its end by clicks on the actions offered, the bots' pause
    set to 0 as :func:`start_play` sets it (a continued game has the page's own pause)."""
    readout = page.locator(".moai-speed .widget-readout")
    readout.click()
    readout.fill("0")
    readout.press("Enter")
    rng = random.Random(1)
    clicks = 0
    for _ in range(600):
        if "over" in page.locator(".moai-header").inner_text():
            break
        buttons = page.locator(".moai-actions .moai-action")
        try:
            buttons.first.wait_for(timeout=30_000)
        except Exception:
            continue
        before = steps(page)
        buttons.nth(rng.randrange(buttons.count())).click()
        clicks += 1
        wait_past(page, before)
    header = page.locator(".moai-header")
    expect(header).to_contain_text("The game is over", timeout=TIMEOUT)
    expect(header).to_contain_text("Winner")
    assert clicks > 10, clicks
    assert page.locator(".js-plotly-plot .main-svg").count() >= 3
    assert all(h > 300 for h in plot_heights(page)), plot_heights(page)
    screenshot(page, "rapanui_end")
    assert_no_python_error(page)


def test_the_play_page_passes_axe_keeps_a_game_across_a_reload_and_plays_it_to_the_end(page, site):
    source = axe_source()  # without axe-core: skips, or fails if required
    site.go("/voici/render/rapanui/play.html?lang=en")
    a_site_page_has_no_serious_violation(page, source, "rapanui/play", EN)
    switch(page, EN)  # the game in English (the axe check left the page in Chinese)
    settle(page, EN)
    a_reload_offers_the_game_kept_in_the_browser_and_continues_it(page)
    a_whole_rapanui_game_against_a_bot_by_clicks(page)
