"""The static site's pages router (:mod:`widgets.site_router`) outside the browser: a page's code
run as a notebook cell shows it, the next page shown in the same kernel with its own address
and folder, the page before closed, and the setup cell that installs it."""

import ast
import asyncio
import json
import os
from pathlib import Path

import ipywidgets as W
import pytest
from asyncrun import run_to_end
from ipywidgets.widgets.widget import _instances

from deploy.site import build
from widgets import site_router
from widgets.language import page_lang

CODE = {
    "rapanui/00_setup": 'from widgets.lessons.lesson import LessonPage\n\nLessonPage("rapanui", "00_setup")',
    "rapanui/play": "from widgets.rapanui_play import rapanui_play\n\nrapanui_play()",
    "gallery": "import ipywidgets as W\n\ndisplay(W.HTML('one'))\nW.HTML('two')",
}


@pytest.fixture
def site(tmp_path, monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "")
    monkeypatch.chdir(tmp_path)
    for page in ["rapanui/00_setup", "rapanui/play", "rapanui/lessons", "index", "gallery"]:
        (tmp_path / f"{page}.ipynb").parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / f"{page}.ipynb").touch()
    yield tmp_path
    os.environ.pop("QUERY_STRING", None)


def test_a_page_s_code_shows_what_it_displays_and_its_last_value():
    shown = site_router.run_page(CODE["gallery"])
    assert [w.value for w in shown] == ["one", "two"]
    assert site_router.run_page("x = 1") == []


def test_the_next_page_is_built_in_its_folder_with_its_address_and_the_page_before_closed(site):
    router = site_router.SiteRouter("gallery", CODE, site)
    first = site_router.run_page(CODE["gallery"])  # the page's own cell
    assert router.show("rapanui/00_setup", "lang=zh-TW")
    assert all(w.comm is None for w in first)  # closed: its views leave the browser
    assert Path.cwd() == site / "rapanui"
    assert page_lang() == "zh-TW"
    lesson = router.stage.children[0]
    assert "moai-lesson" in lesson._dom_classes and lesson.lang == "zh-TW"
    assert (router.page, router.query, router.shown) == ("rapanui/00_setup", "lang=zh-TW", 2)
    assert router.took > 0
    assert "play.ipynb?lang=zh-TW" in lesson.footer.value  # its links, from its folder
    assert router.show("rapanui/play", "")
    assert lesson.comm is None and router.shown == 3
    assert router.show("rapanui/00_setup", "lang=en")
    held = len(_instances)
    for _ in range(2):  # to the play page and back again: the kernel holds no more widgets
        assert router.show("rapanui/play", "lang=en")
        assert router.show("rapanui/00_setup", "lang=en")
    assert len(_instances) == held == router.widgets
    assert router.comm is not None and router.stage.comm is not None


def test_an_unknown_or_failing_page_is_loaded_by_the_browser(site, monkeypatch):
    router = site_router.SiteRouter("gallery", {**CODE, "bad": "1 / 0"}, site)
    sent = []
    monkeypatch.setattr(router, "send", sent.append)
    assert not router.show("nowhere")
    assert not router.show("bad")
    assert sent == [{"reload": True}] * 2 and router.shown == 1


def test_a_page_left_has_its_running_tasks_stopped():
    async def main():
        from widgets.play import bots

        async def forever():
            await asyncio.sleep(3600)

        forever.__code__ = forever.__code__.replace(co_filename=bots.__file__)
        task = asyncio.ensure_future(forever())
        other = asyncio.ensure_future(asyncio.sleep(3600))
        await asyncio.sleep(0)
        assert site_router.stop_tasks() == 1
        await asyncio.sleep(0)
        assert task.cancelled() and not other.done()
        other.cancel()

    run_to_end(main())


def test_the_setup_cell_installs_the_router_with_every_page_s_code(tmp_path):
    nb = {"cells": [{"cell_type": "code", "source": ["from x import y\n", "\n", "y()"]}]}
    for page in ["index.ipynb", "rapanui/play.ipynb"]:
        (tmp_path / page).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / page).write_text(json.dumps(nb))
    code = build.pages_code(tmp_path, ["index.ipynb", "rapanui/play.ipynb"])
    assert code == {"rapanui/play": "from x import y\n\ny()"}  # the static landing page: none
    source = build.setup_cell("rapanui/play.ipynb", ["rapanui/play.ipynb"], code)["source"]
    compile(source, "cell", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    assert "_router.install('rapanui/play', {'rapanui/play':" in source
    assert source.index("_router.install") < source.index("del _os")
    assert "_router" not in build.setup_cell("rapanui/play.ipynb", ["rapanui/play.ipynb"])["source"]


def test_the_router_shows_nothing_itself():
    router = site_router.SiteRouter("gallery", CODE, "/nowhere")
    assert router.layout.display == "none" and router.pages == sorted(CODE)
    assert isinstance(router.stage, W.VBox) and len(router.kernel) == 16
