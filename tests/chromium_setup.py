"""Debian's Chromium for every test and benchmark that drives a real browser (Playwright): where
it is, how it is started (never a downloaded browser), and what every page must not show."""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    # no connection of Chromium's own: this machine's network refuses them, many at a time
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def chromium_path() -> str | None:
    """``$CHROMIUM``, else Debian's ``chromium`` on the PATH; None without one."""
    return (
        os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    )


def require_chromium() -> str:
    """The Chromium to drive; without one the test skips, or fails under ``REQUIRE_BROWSER=1``."""
    path = chromium_path()
    if path is None:
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail("REQUIRE_BROWSER=1 but no Chromium: install Debian's 'chromium' package")
        pytest.skip("no Chromium on this machine: install Debian's 'chromium' package")
    return path


def assert_no_python_error(page) -> None:
    """Fail if the page shows a Python error (a traceback, or an error output)."""
    errors = page.locator('[data-mime-type="application/vnd.jupyter.stderr"], .jp-OutputArea-error')
    assert errors.count() == 0, errors.first.inner_text()
    text = page.inner_text("body")
    assert "Traceback" not in text and "Error:" not in text, text[:2000]


def plot_heights(page) -> list[float]:
    """The drawn height of every Plotly figure on the page (0: it did not really render)."""
    return page.eval_on_selector_all(
        ".js-plotly-plot", "els => els.map(e => e.getBoundingClientRect().height)"
    )


# -- the play pages ---------------------------------------------------------------------------
HEX_PIXEL = """
(hexId) => {
  const gd = [...document.querySelectorAll('.js-plotly-plot')]
    .find(g => g.data && g.data.some(t => t.meta === 'hexes'));
  const t = gd.data.find(t => t.meta === 'hexes');
  const i = t.customdata.findIndex(c => (Array.isArray(c) ? c[0] : c) === hexId);
  const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis;
  const r = gd.getBoundingClientRect();
  return [r.left + xa._offset + xa.l2p(t.x[i]), r.top + ya._offset + ya.l2p(t.y[i])];
}
"""
"""The page coordinates of a Giants hex (by id) on the clickable board, for ``page.mouse``."""


def start_play(page, players: str, seed: str, started: str | None = None) -> None:
    """Start a game from a play page's setup form: ``players`` seats (me, then bots), ``seed``;
    wait until ``started`` shows in the header (else until the first action is offered), then
    set the bots' pause to 0."""
    from playwright.sync_api import expect

    expect(page.locator(".moai-setup")).to_be_visible(timeout=120_000)
    page.locator(".moai-setup select").first.select_option(players)
    page.locator(".moai-setup input[type=text]").last.fill(seed)
    page.locator(".moai-start").click()
    if started is None:
        expect(page.locator(".moai-actions .moai-action").first).to_be_visible(timeout=120_000)
    else:
        expect(page.locator(".moai-header")).to_contain_text(started, timeout=120_000)
    readout = page.locator(".moai-speed .widget-readout")
    readout.click()
    readout.fill("0")
    readout.press("Enter")


def steps(page) -> int:
    """The number of actions taken, as a play page's action panel last drew them."""
    classes = page.locator(".moai-actions").get_attribute("class") or ""
    return max((int(c[8:]) for c in classes.split() if c.startswith("moai-at-")), default=-1)


def wait_past(page, n: int, timeout: float = 60_000) -> None:
    """Wait until a play page's action panel is drawn for a position after action ``n``."""
    page.wait_for_function(
        """n => [...document.querySelector('.moai-actions').classList]
            .some(c => c.startsWith('moai-at-') && Number(c.slice(8)) > n)""",
        arg=n,
        timeout=timeout,
    )
