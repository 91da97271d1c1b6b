"""The third game (``tests/third_game/stones``, a game from a folder of its own) in Chromium:
the app serves the kit's notebooks with the game's pages beside them, and nothing of the kit is
edited for it. Its landing card links its play page, where a whole game is played by clicks."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest
from chromium_setup import start_play, steps, wait_past
from conftest import assert_no_traceback, screenshot, start_server, stop_server
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
THIRD = ROOT / "tests" / "third_game"


@pytest.fixture(scope="module")
def third_game_url(chromium, tmp_path_factory):
    """The app on the kit's notebooks and the game's own pages (links, not copies)."""
    root = tmp_path_factory.mktemp("notebooks")
    for entry in (ROOT / "notebooks").iterdir():
        (root / entry.name).symlink_to(entry)
    (root / "stones").symlink_to(THIRD / "stones" / "notebooks")
    path = os.pathsep.join(p for p in (str(THIRD), os.environ.get("PYTHONPATH", "")) if p)
    env = {**os.environ, "PYTHONPATH": path, "MOAI_KIT_GAMES": "stones"}
    argv = [
        sys.executable, "-m", "deploy.moai_voila", str(root), "--no-browser", "--port={port}",
        "--Voila.ip=127.0.0.1", "--MoaiVoila.max_kernels_per_address=40",
    ]  # fmt: skip
    proc, base, handle = start_server(
        "voila_third_game", argv, "/voila/templates/moai/static/moai-page.js", env
    )
    yield base
    stop_server(proc, handle)


def test_the_third_game_from_the_landing_page_to_a_whole_game(page, third_game_url):
    page.goto(third_game_url + "/")
    card = page.locator("a[href^='stones/play.ipynb']")
    expect(card).to_be_visible(timeout=60_000)
    card.click()
    start_play(page, "2", "5")
    screenshot(page, "third_game_play")
    rng = random.Random(5)
    for _ in range(40):
        header = page.locator(".moai-header").inner_text()
        if "over" in header:
            break
        buttons = page.locator(".moai-actions .moai-action")
        try:
            buttons.first.wait_for(timeout=30_000)
            before = steps(page)
            buttons.nth(rng.randrange(buttons.count())).click(timeout=10_000)
        except PlaywrightTimeoutError:
            continue  # the panel was drawn anew under the click: read it again
        wait_past(page, before)
        assert_no_traceback(page)
    expect(page.locator(".moai-header")).to_contain_text("over", timeout=60_000)
    expect(page.locator(".moai-header")).to_contain_text("Winner")
    page.get_by_role("button", name="繁體中文").click()
    expect(page.locator(".moai-header")).to_contain_text("結束", timeout=60_000)
    assert_no_traceback(page)
