"""The kit's notebooks in JupyterLab 4, as a teacher who edits them opens them: ``jupyter lab`` on
``notebooks/``, a lesson run and stepped, then a game started from the play page's form."""

from __future__ import annotations

import json
import re
import shutil

import pytest
from conftest import BIN, ROOT, screenshot, start_server, stop_server
from playwright.sync_api import expect

TIMEOUT = 120_000


@pytest.fixture(scope="module")
def lab_url(chromium, tmp_path_factory):
    """JupyterLab with no token on 127.0.0.1 over a copy of ``notebooks/`` (running a notebook
    in JupyterLab saves its outputs into it), its settings and workspaces in a temporary folder
    (nothing restored from an earlier session, no news asked about, no autosave)."""
    tmp = tmp_path_factory.mktemp("lab")
    shutil.copytree(ROOT / "notebooks", tmp / "notebooks")
    settings = tmp / "settings" / "@jupyterlab"
    for plugin, values in {
        "apputils-extension/notification": {
            "fetchNews": "false",
            "checkForUpdates": False,
            "doNotDisturbMode": True,
        },
        "docmanager-extension/plugin": {"autosave": False},
    }.items():
        path = settings / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    argv = [
        str(BIN / "jupyter"),
        "lab",
        "--no-browser",
        "--ip=127.0.0.1",
        "--port={port}",
        f"--ServerApp.root_dir={tmp / 'notebooks'}",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--allow-root",
        f"--LabApp.user_settings_dir={tmp / 'settings'}",
        f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
        "--LabApp.news_url=None",  # and no toast asking about it (the settings above)
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    proc, base, handle = start_server("jupyterlab", argv, "/api/status")
    yield base
    stop_server(proc, handle)


def run_all(page, base: str, workspace: str, path: str) -> None:
    """Open ``path`` alone in a new JupyterLab workspace, wait for its kernel, and run every cell
    from the Run menu."""
    page.goto(f"{base}/lab/workspaces/{workspace}/tree/{path}")
    notebook = page.locator(".jp-NotebookPanel .jp-Notebook")
    expect(notebook).to_be_visible(timeout=TIMEOUT)
    # the kernel is ready once the status bar says so
    status = page.get_by_role("button", name=re.compile(r"Python 3 \(ipykernel\) \| Idle"))
    expect(status).to_be_visible(timeout=TIMEOUT)
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()


def no_errors(page) -> None:
    errors = page.locator('[data-mime-type="application/vnd.jupyter.stderr"], .jp-OutputArea-error')
    assert errors.count() == 0, errors.first.inner_text()


def test_a_lesson_and_a_game_in_jupyterlab(page, lab_url):
    # a lesson: run, then one step
    run_all(page, lab_url, "lesson", "rapanui/03_sacrifice.ipynb")
    step = page.locator(".moai-lesson-step")
    expect(step).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lesson-at-0")).to_be_visible()
    expect(page.locator(".moai-lesson .js-plotly-plot").first).to_be_visible(timeout=TIMEOUT)
    step.click()
    expect(page.locator(".moai-lesson-at-1")).to_be_visible(timeout=30_000)
    no_errors(page)
    screenshot(page, "jupyterlab_lesson")

    # a game: run the play page, start from its form, see the first position
    run_all(page, lab_url, "play", "rapanui/play.ipynb")
    panel = page.locator(".jp-NotebookPanel")
    setup = panel.locator(".moai-setup")
    expect(setup).to_be_visible(timeout=TIMEOUT)
    setup.locator("select").first.select_option("2")  # me and a bot
    setup.locator("input[type=text]").last.fill("5")  # a fixed seed
    panel.locator(".moai-start").click()
    expect(panel.locator(".moai-header")).to_contain_text("Turn", timeout=TIMEOUT)
    expect(panel.locator(".moai-actions[class*='moai-at-']")).to_be_visible(timeout=TIMEOUT)
    expect(panel.locator(".moai-actions .moai-action").first).to_be_visible(timeout=TIMEOUT)
    expect(panel.locator(".js-plotly-plot").first).to_be_visible(timeout=TIMEOUT)
    no_errors(page)
    screenshot(page, "jupyterlab_play")
