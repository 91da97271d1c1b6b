"""Server tests: Moai Kit's launcher (``python -m deploy.moai_voila``) started once per module on a
free port (helpers in ``moai_server.py``), driven over HTTP and websockets.

Each module has its own server and its own xdist group, so the modules can run side by side.
Servers on the real notebooks test the app as ``make app`` serves it; servers on a few tiny
notebooks test caps, culling and the kernels' environment in seconds.
"""

from __future__ import annotations

import pytest
from chromium_setup import CHROMIUM_ARGS, require_chromium


# -- Chromium, for the one page test here (the same setup as tests/browser) --------------------
@pytest.fixture(scope="session")
def chromium():
    return require_chromium()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, chromium):
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}
