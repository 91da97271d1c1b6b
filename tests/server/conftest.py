"""Server tests: Moai Kit's launcher (``python -m deploy.moai_voila``) started once per module on a
free port (helpers in ``moai_server.py``), driven over HTTP and websockets.

Each module has its own server and its own xdist group, so the modules can run side by side.
Servers on the real notebooks test the app as ``make app`` serves it; servers on a few tiny
notebooks test caps, culling and the kernels' environment in seconds.
"""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


# -- Chromium, for the one page test here (the same setup as tests/browser) --------------------
def chromium_path() -> str | None:
    return (
        os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    )


@pytest.fixture(scope="session")
def chromium():
    path = chromium_path()
    if path is None:
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail("REQUIRE_BROWSER=1 but no Chromium: install Debian's 'chromium' package")
        pytest.skip("no Chromium on this machine: install Debian's 'chromium' package")
    return path


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, chromium):
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}
