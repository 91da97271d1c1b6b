"""The static site (``make site``: ``_site/``) in Debian's Chromium through Playwright.

The site is served by ``deploy/site/serve.py`` as any static host would serve it; every request
for anything outside the served site is blocked and counted (and Chromium resolves no other
host at all), and each test ends with none. Without a built site the tests skip and say how to
build it, except under ``REQUIRE_SITE=1`` where they fail; without a Chromium they skip or fail
the same way (``REQUIRE_BROWSER=1``). ``MOAI_SITE=/path`` tests another built site.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from chromium_setup import CHROMIUM_ARGS as BASE_ARGS
from chromium_setup import (  # noqa: F401 (the site tests import them from here)
    assert_no_python_error,
    chromium_path,
    plot_heights,
    require_chromium,
    steps,
    wait_past,
)

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
SITE = Path(os.environ.get("MOAI_SITE") or ROOT / "_site")
TIMEOUT = 120_000
CHROMIUM_ARGS = [
    *BASE_ARGS,
    # no host but this one: nothing can leave the machine, even past Playwright's routes
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "site: the static site (make site) in Chromium, every outside request blocked"
    )


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents and "browser" in item.fixturenames:
            item.add_marker(pytest.mark.site)
            # the site's tests on one worker (one static server and Chromium); the app's files
            # (tests/browser) spread over both workers, beside and after them
            item.add_marker(pytest.mark.xdist_group("site"))


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (SITE / "voici" / "render" / "index.html").exists():
        reason = f"no static site in {SITE}: build it with 'make site'"
        if os.environ.get("REQUIRE_SITE") == "1":
            pytest.fail(f"REQUIRE_SITE=1 but {reason}")
        pytest.skip(f"{reason} (REQUIRE_SITE=1 makes this a failure)")
    return SITE


@pytest.fixture(scope="session")
def chromium(site_dir):
    return require_chromium()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, chromium):
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser(browser_type, browser_type_launch_args):
    """The site's own Chromium, started with the site's arguments even on a worker whose other
    tests (tests/browser, tests/server) started pytest-playwright's once for the session."""
    launched = browser_type.launch(**browser_type_launch_args)
    yield launched
    launched.close()


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}}


def start_site_server(folder: Path, log_name: str = "site_server"):
    """``deploy/site/serve.py`` on a free port: (process, base address, log file)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    log = ARTIFACTS / f"{log_name}{'_' + worker if worker else ''}.log"
    handle = log.open("w")
    proc = subprocess.Popen(
        [sys.executable, "-u", str(ROOT / "deploy/site/serve.py"), "--port=0", f"--dir={folder}"],
        stdout=subprocess.PIPE,
        stderr=handle,
        text=True,
    )
    line = proc.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        proc.terminate()
        raise RuntimeError(f"the site's server did not start: {line!r} {log.read_text()}")
    return proc, f"http://127.0.0.1:{match.group(1)}", handle


@pytest.fixture(scope="session")
def site_url(site_dir, chromium):
    proc, base, handle = start_site_server(site_dir)
    yield base
    proc.terminate()
    proc.wait(timeout=20)
    handle.close()


class Outside:
    """The requests a page made for anything outside the site (each one blocked)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.blocked: list[str] = []

    def route(self, route) -> None:
        url = route.request.url
        if url.startswith(self.base + "/") or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()


@pytest.fixture
def site(page, site_url):
    """The test's page, with every request outside the site blocked and counted: ``site.go(path)``
    opens a page of the site; the test fails if any request left it or a script of the page
    raised."""
    outside = Outside(site_url)
    page.context.route("**/*", outside.route)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))

    class Site:
        url = site_url
        blocked = outside.blocked
        page_errors = errors

        @staticmethod
        def go(path: str) -> float:
            """Open ``path`` of the site; the seconds it took to answer."""
            start = time.monotonic()
            page.goto(site_url + path)
            return time.monotonic() - start

    yield Site
    assert outside.blocked == [], f"requests outside the site: {outside.blocked}"
    assert errors == [], f"errors in the page's scripts: {errors}"


def screenshot(page, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"site_{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
