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
