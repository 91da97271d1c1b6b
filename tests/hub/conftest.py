"""The hub tests: one hub for the module (on one xdist worker), and Playwright driving Debian's
Chromium for the test of a student in a real browser (skipped without one, failed instead under
``REQUIRE_BROWSER=1``, as the browser tests do)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from chromium_setup import CHROMIUM_ARGS, require_chromium

# The class board's folder of the hub (and of its live test): a temporary one, never /srv.
os.environ.setdefault("MOAI_HUB_CLASS_DIR", tempfile.mkdtemp(prefix="moai-hub-class-"))


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.xdist_group("hub"))


@pytest.fixture(scope="session")
def chromium():
    return require_chromium()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, chromium):
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}}
