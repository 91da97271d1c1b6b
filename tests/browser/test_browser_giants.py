"""Giants in Chromium through Voila: a whole round by clicks, and a transport that pays a helper."""

import json

from chromium_setup import HEX_PIXEL, start_play, steps, wait_past
from conftest import assert_no_traceback, plot_heights, screenshot
from giants_positions import transport_with_helper
from playwright.sync_api import expect

TIMEOUT = 120_000


def click_hex(page, hex_id: str) -> None:
    page.wait_for_timeout(600)
    x, y = page.evaluate(HEX_PIXEL, hex_id)
    page.mouse.click(x, y)


def start(page, voila_url, players="3", seed="4"):
    page.goto(voila_url + "/voila/render/giants/play.ipynb")
    start_play(page, players, seed, started="Round 1")
    expect(page.locator(".moai-actions .moai-action").first).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-status")).to_contain_text("What just happened")


def test_a_whole_giants_round_by_clicks(page, voila_url):
    start(page, voila_url)
    expect(page.locator(".moai-board .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    assert all(h > 300 for h in plot_heights(page)), plot_heights(page)
    screenshot(page, "giants_bid")
    seen_phases = set()
    placed_by_click = False
    for _ in range(300):
        header = page.locator(".moai-header").inner_text()
        if "Round 2" in header or "over" in header:
            break
        for phase in ("auction", "placement", "transport", "end of round", "markers"):
            if phase in header.lower():
                seen_phases.add(phase)
        page.locator(".moai-actions .moai-action").first.wait_for(timeout=60_000)
        before = steps(page)
        bid = page.locator(".moai-bid")
        hexes = page.locator(".moai-place-hex select")
        if bid.count():
            page.locator(".moai-bid-workers input").fill("1")
            page.locator(".moai-bid-workers input").press("Tab")
            page.wait_for_timeout(300)
            bid.click()
        elif hexes.count() and not placed_by_click:
            target = hexes.locator("option").first.inner_text()
            click_hex(page, target)
            placed_by_click = True
            screenshot(page, "giants_placed")
        else:
            buttons = page.locator(".moai-actions .moai-action")
            # prefer passing, so that the round moves on through every phase
            passing = page.locator(".moai-actions .moai-action", has_text="pass")
            (passing.first if passing.count() else buttons.last).click()
        wait_past(page, before)
        assert_no_traceback(page)
    expect(page.locator(".moai-header")).to_contain_text("Round 2", timeout=TIMEOUT)
    assert placed_by_click
    page.get_by_text("Everything that happened").click()
    log = page.locator(".moai-log-lines").inner_text()
    for words in ("bid", "places", "round"):
        assert words in log.lower(), words
    for phase in ("Phase 2", "Phase 3", "Phase 4"):  # the round went through every phase
        assert phase in log, phase
    assert {"auction", "placement"} <= seen_phases, seen_phases
    # switch language mid-game: the game goes on in Chinese
    page.get_by_role("button", name="繁體中文").click()
    expect(page.locator(".moai-header")).to_contain_text("第2回合")
    screenshot(page, "giants_round2_zh")
    assert_no_traceback(page)


def test_a_transport_that_pays_a_helper_from_a_loaded_game(page, voila_url, tmp_path):
    record, moves = transport_with_helper()
    path = tmp_path / "giants.json"
    path.write_text(json.dumps(record))
    start(page, voila_url)
    with page.expect_file_chooser() as chooser:
        page.locator(
            ".moai-game .jupyter-widget-file-upload, .moai-game .widget-upload"
        ).first.click()
    chooser.value.set_files(str(path))
    expect(page.locator(".moai-game .moai-file-status")).to_contain_text(
        "Loaded giants.json", timeout=TIMEOUT
    )
    if page.locator(".moai-curtain").is_visible():
        page.locator(".moai-curtain").click()
    carry, step, helpers = moves[0], moves[1], moves[2]
    # choose the item (two choices here: carry it, or pass)
    before = steps(page)
    button = page.locator(f".moai-actions .moai-action[title='{carry}']")
    expect(button).to_be_visible(timeout=TIMEOUT)
    button.click()
    wait_past(page, before)
    # the next hex: a click on the board
    before = steps(page)
    click_hex(page, step.hex)
    wait_past(page, before)
    # who carries: the other player's worker, who is paid at once
    before = steps(page)
    page.locator(f".moai-actions .moai-action[title='{helpers}']").click()
    wait_past(page, before)
    expect(page.locator(".moai-status")).to_contain_text("for helping")
    screenshot(page, "giants_helper_paid")
    assert_no_traceback(page)


def test_a_corrupt_upload_is_refused(page, voila_url, tmp_path):
    start(page, voila_url)
    before = page.locator(".moai-header").inner_text()
    bad = tmp_path / "broken.json"
    bad.write_text('{"game": "giants", "players": 3')
    with page.expect_file_chooser() as chooser:
        page.locator(
            ".moai-game .jupyter-widget-file-upload, .moai-game .widget-upload"
        ).first.click()
    chooser.value.set_files(str(bad))
    message = page.locator(".moai-game .moai-file-status")
    expect(message).to_contain_text("Could not load broken.json")
    # said beside the upload button, not far away in the side panel
    button = page.locator(".moai-game .jupyter-widget-file-upload, .moai-game .widget-upload")
    below = message.bounding_box()["y"] - button.first.bounding_box()["y"]
    assert abs(below) < 80, below
    assert "broken.json" not in page.locator(".moai-status").inner_text()
    assert page.locator(".moai-header").inner_text() == before
    assert_no_traceback(page)
