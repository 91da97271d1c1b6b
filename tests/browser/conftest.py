"""Browser tests: Playwright driving Debian's Chromium against a Voila server started once.

Chromium comes from the system (``/usr/bin/chromium`` or ``$CHROMIUM``); no browser is ever
downloaded. Without one the tests skip with the reason, except under ``REQUIRE_BROWSER=1`` where
they fail.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from chromium_setup import (  # noqa: F401 (the browser tests import them from here)
    CHROMIUM_ARGS,
    chromium_path,
    plot_heights,
    require_chromium,
)
from chromium_setup import assert_no_python_error as assert_no_traceback  # noqa: F401
from localhost import free_port

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
BIN = Path(sys.executable).parent


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)
            # a group per file (a file's tests on one worker, in order): the files spread over
            # both workers, each with its own server (one group for all made a 15-minute tail)
            item.add_marker(pytest.mark.xdist_group(f"browser-{Path(str(item.fspath)).stem}"))


@pytest.fixture(scope="session")
def chromium():
    return require_chromium()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, chromium):
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}}


def wait_for(url: str, proc: subprocess.Popen, log: Path, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"server did not answer {url} in {timeout} s:\n{log.read_text()[-3000:]}")


def start_server(name: str, argv: list[str], ready_path: str, env: dict[str, str] | None = None):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    port = free_port()
    worker = os.environ.get("PYTEST_XDIST_WORKER")  # one server (and log) per xdist worker
    log = ARTIFACTS / f"{name}{'_' + worker if worker else ''}.log"
    handle = log.open("w")
    argv = [a.replace("{port}", str(port)) for a in argv]
    # games autosaved by the pages go to a folder of this run, never the user's own
    saves = tempfile.mkdtemp(prefix="moai-autosave-")
    env = {**(os.environ if env is None else env), "MOAI_AUTOSAVE_DIR": saves}
    proc = subprocess.Popen(argv, cwd=ROOT, stdout=handle, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(base + ready_path, proc, log)
    except Exception:
        proc.terminate()
        raise
    return proc, base, handle


def stop_server(proc: subprocess.Popen, handle) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
    handle.close()


@pytest.fixture(scope="session")
def class_db(tmp_path_factory) -> Path:
    """The class board of the served app (as ``make class`` gives one): its lab pages show
    "Submit to the class" and its class page asks for the teacher key."""
    return tmp_path_factory.mktemp("class") / "class.sqlite"


@pytest.fixture(scope="session")
def voila_url(chromium, class_db):
    """The app as ``make class`` serves it: Moai Kit's launcher (standalone Voila with kernel
    owners, caps and the ``moai`` template) on the notebooks folder, configured by voila.json,
    with a class board (:func:`class_db`)."""
    argv = [
        sys.executable,
        "-m",
        "deploy.moai_voila",
        "notebooks/",
        "--no-browser",
        "--port={port}",
        "--Voila.ip=127.0.0.1",
        # Playwright closes a test's pages without their unload request, so their kernels end
        # only when culled (voila.json); every test comes from 127.0.0.1: room for all of them.
        "--MoaiVoila.max_kernels_per_address=40",
    ]
    env = {**os.environ, "MOAI_CLASS_DB": str(class_db)}
    ready = "/voila/templates/moai/static/moai-page.js"
    proc, base, handle = start_server("voila", argv, ready, env)
    yield base
    stop_server(proc, handle)


@pytest.fixture(scope="session")
def jupyter_url(chromium):
    """Jupyter server with Voila as a server extension: the route Binder uses."""
    argv = [
        str(BIN / "jupyter"),
        "server",
        "--no-browser",
        "--ip=127.0.0.1",
        "--port={port}",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--allow-root",
    ]
    proc, base, handle = start_server("jupyter", argv, "/api/status")
    yield base
    stop_server(proc, handle)


def screenshot(page, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
