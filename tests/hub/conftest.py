"""The hub tests: one hub for the module (on one xdist worker), and Playwright driving Debian's
Chromium for the test of a student in a real browser (skipped without one, failed instead under
``REQUIRE_BROWSER=1``, as the browser tests do)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--no-first-run",
]


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.xdist_group("hub"))


@pytest.fixture(scope="session")
def chromium():
    path = (
        os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    )
    if path is None:
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail("REQUIRE_BROWSER=1 but no Chromium: install Debian's 'chromium' package")
        pytest.skip("no Chromium on this machine: install Debian's 'chromium' package")
    return path


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, chromium):
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}}
