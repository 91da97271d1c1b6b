"""A reload on the static site keeps the game: the play page keeps it in the browser's IndexedDB
at every action (:mod:`widgets.site_kernel`) and the reloaded page offers to continue it, as
the served app does from its files."""

import random

from chromium_setup import start_play
from conftest import TIMEOUT, assert_no_python_error, screenshot, steps, wait_past
from playwright.sync_api import expect

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


def test_a_reload_offers_the_game_kept_in_the_browser_and_continues_it(page, site):
    site.go("/voici/render/rapanui/play.html")
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
