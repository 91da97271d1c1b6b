"""Every action with the keyboard alone (WCAG 2.1.1): a play page's game started, and played on
for several turns, by Tab, typing, Enter and Space only; no mouse event at all."""

from chromium_setup import steps, wait_past
from conftest import assert_no_traceback
from playwright.sync_api import expect

TIMEOUT = 120_000

FOCUSED = """([selector, text]) => {
    const el = document.activeElement;
    if (!el || !el.matches(selector)) return false;
    return !text || el.textContent.toLowerCase().includes(text);
}"""


def tab_to(page, selector: str, text: str = "", limit: int = 400) -> bool:
    """Press Tab until the focused element matches ``selector`` (and holds ``text``); False if
    ``limit`` presses never reach one."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED, [selector, text]):
            return True
    return False


def no_mouse(page) -> list[str]:
    """Record every mouse event the page gets (the test fails if there is any)."""
    page.evaluate(
        """() => { window.moaiMouse = [];
            for (const t of ['mousedown', 'click', 'pointerdown'])
                document.addEventListener(t, e => { if (e.detail > 0 || e.pointerType)
                    window.moaiMouse.push(t); }, true); }"""
    )
    return page.evaluate("() => window.moaiMouse")


def start_by_keyboard(page, url: str, started: str) -> None:
    page.goto(url)
    expect(page.locator(".moai-setup")).to_be_visible(timeout=TIMEOUT)
    no_mouse(page)
    assert tab_to(page, ".moai-start, .moai-start *"), "the start button is not reachable by Tab"
    page.keyboard.press("Enter")
    expect(page.locator(".moai-header")).to_contain_text(started, timeout=TIMEOUT)


def test_rapanui_by_keyboard_alone(page, voila_url):
    start_by_keyboard(page, voila_url + "/voila/render/rapanui/play.ipynb", "Turn")
    played = 0
    for _ in range(12):
        page.locator(".moai-actions .moai-action").first.wait_for(timeout=60_000)
        before = steps(page)
        assert tab_to(page, ".moai-actions .moai-action"), "no action reachable by Tab"
        page.keyboard.press("Enter")
        wait_past(page, before)
        played += 1
        assert_no_traceback(page)
    assert played == 12
    assert page.evaluate("() => window.moaiMouse") == []


def test_giants_round_by_keyboard_alone(page, voila_url):
    start_by_keyboard(page, voila_url + "/voila/render/giants/play.ipynb", "Round 1")
    bids = placed = 0
    for _ in range(120):
        if "Round 2" in page.locator(".moai-header").inner_text():
            break
        page.locator(".moai-actions .moai-action").first.wait_for(timeout=60_000)
        before = steps(page)
        if page.locator(".moai-bid").count():
            assert tab_to(page, ".moai-bid-workers input"), "the bid form is not reachable"
            page.keyboard.press("Control+A")
            page.keyboard.type("1")
            assert tab_to(page, ".moai-bid, .moai-bid *", limit=40), "no bid button after it"
            page.keyboard.press("Space")
            bids += 1
        elif page.locator(".moai-place-hex select").count() and not placed:
            # the placement form: a hex chosen from its list by arrow keys, then placed
            assert tab_to(page, ".moai-place-hex select"), "the placement form is not reachable"
            page.keyboard.press("ArrowDown")
            assert tab_to(page, ".moai-place", limit=10), "no place button after the list"
            page.keyboard.press("Enter")
            placed += 1
        else:
            assert tab_to(page, ".moai-actions .moai-action", "pass") or tab_to(
                page, ".moai-actions .moai-action"
            ), "no action reachable by Tab"
            page.keyboard.press("Enter")
        wait_past(page, before)
        assert_no_traceback(page)
    expect(page.locator(".moai-header")).to_contain_text("Round 2", timeout=TIMEOUT)
    assert bids >= 1 and placed == 1
    assert page.evaluate("() => window.moaiMouse") == []
