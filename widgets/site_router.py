"""The static site's pages one after another in one Python: a link to another page of the kit
opens it inside the page already open, in the same Pyodide kernel, instead of loading a page
that starts a new Python (about 6 s each time).

The site (``deploy/site/build.py``) gives each page's first cell (not shown) every page's code
(the notebooks are thin: import, construct, show) and calls :func:`install`, which shows a
:class:`SiteRouter` (nothing to see) above the page and an empty stage for the pages to come.
In the browser the router catches a click on a link to one of those pages: the address becomes
the page's own (``history.pushState``: ``rapanui/play.html?lang=zh-TW``, so a reload or a
bookmark opens that page by itself) and the kernel is asked for it. The kernel runs that page's
code with the page's address as Voila gives it (``QUERY_STRING``, its folder as the working
folder), shows the page on the stage, then closes every widget of the page before (their views
leave the browser, and their memory the kernel) and stops its tasks (a bot's moves, a lab's
run). The browser's back and forward buttons ask for the page of the address they reach.

A link to a page that is not in the same kind of folder (the landing page is a static page;
the gallery and the teacher's page sit one folder up from the games' pages, where the
front end's own relative addresses would no longer hold) loads as before. A page that fails to
build here is loaded by itself. Outside the site nothing of this is used.
"""

from __future__ import annotations

import ast
import asyncio
import gc
import logging
import os
import secrets
import time
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as W
import traitlets
from ipywidgets.widgets.widget import _instances

log = logging.getLogger(__name__)

ROUTER_JS = """
function render({ model, el }) {
  const state = window.moaiRouter || (window.moaiRouter = {});
  const mark = () => {
    const data = document.documentElement.dataset;
    data.moaiKernel = model.get("kernel");
    data.moaiShown = String(model.get("shown"));
    data.moaiPage = model.get("page");
    data.moaiTook = String(model.get("took"));
  };
  if (!state.root) {
    const own = model.get("page") + ".html";
    const path = decodeURIComponent(window.location.pathname);
    if (!path.endsWith("/" + own)) return;  // not the site's page (a notebook being edited)
    state.root = path.slice(0, path.length - own.length);
    state.first = model.get("page");
    state.title = model.get("page").split("/").pop();
  }
  state.model = model;
  const depth = (name) => name.split("/").length;
  const pageOf = (url) => {
    const path = decodeURIComponent(url.pathname);
    if (url.origin !== window.location.origin || !path.startsWith(state.root)) return null;
    const match = /^(.+)\\.html$/.exec(path.slice(state.root.length));
    const name = match && match[1];
    const known = name && state.model.get("pages").includes(name);
    return known && depth(name) === depth(state.first) ? name : null;
  };
  const go = (name, url) => {
    document.documentElement.dataset.moaiAsked = name;
    state.model.send({ go: name, query: url.search.replace(/^\\?/, "") });
  };
  if (!state.listening) {
    state.listening = true;
    document.addEventListener("click", (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) {
        return;
      }
      const url = new URL(link.href, window.location.href);
      const name = pageOf(url);
      if (!name) return;
      event.preventDefault();
      if (url.href !== window.location.href) {
        window.history.pushState({ moaiPage: name }, "", url.href);
      }
      go(name, url);
    });
    window.addEventListener("popstate", () => {
      const url = new URL(window.location.href);
      const name = pageOf(url);
      if (name) go(name, url);
      else window.location.reload();
    });
  }
  model.on("msg:custom", (msg) => {
    if (msg && msg.reload) window.location.reload();
  });
  model.on("change:shown", () => {
    mark();
    const name = model.get("page").split("/").pop();
    if (state.title && document.title.includes(state.title)) {
      document.title = document.title.replace(state.title, name);
      state.title = name;
    }
    window.scrollTo(0, 0);
  });
  mark();
}
export default { render };
"""


class SiteRouter(anywidget.AnyWidget):
    """Opens the site's pages in this kernel (see the module's text); nothing to see."""

    _esm = ROUTER_JS
    page = traitlets.Unicode("").tag(sync=True)
    """The page shown (its notebook's path without ``.ipynb``: ``rapanui/play``)."""
    query = traitlets.Unicode("").tag(sync=True)
    pages = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The pages opened here (the others load by themselves)."""
    shown = traitlets.Int(1).tag(sync=True)
    """How many pages this kernel has shown (the first one, built by its own cell, included)."""
    kernel = traitlets.Unicode("").tag(sync=True)
    """A token of this kernel: the same from page to page while no new Python started."""
    widgets = traitlets.Int(0).tag(sync=True)
    """How many widgets the kernel holds once a page is shown (the earlier pages' closed)."""
    took = traitlets.Float(0.0).tag(sync=True)
    """The milliseconds the kernel took to build the page shown last and close the one before."""

    def __init__(self, page: str, code: dict[str, str], site: Path | str, query: str = "") -> None:
        super().__init__(layout=W.Layout(display="none"))
        self.add_class("moai-site-router")
        self.code, self.site = dict(code), Path(site)
        self.stage = W.VBox()
        self.stage.add_class("moai-site-stage")
        self.page, self.query, self.pages = page, query, sorted(self.code)
        self.kernel = secrets.token_hex(8)
        self.keep = {self.model_id, self.layout.model_id, self.stage.model_id}
        self.keep |= {self.stage.layout.model_id}
        self.on_msg(self._message)

    def _message(self, _: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and isinstance(content.get("go"), str):
            self.show(content["go"], str(content.get("query") or ""))

    def show(self, page: str, query: str = "") -> bool:
        """Show ``page`` with the address's ``query`` on the stage and close the page before;
        False (and the browser asked to load the page by itself) when it could not be built."""
        if page not in self.code:
            self.send({"reload": True})
            return False
        started = time.perf_counter()
        before = [k for k in _instances if k not in self.keep]
        stop_tasks()
        os.environ["QUERY_STRING"] = query
        folder = self.site / page.rpartition("/")[0]
        try:
            os.chdir(folder)
            shown = run_page(self.code[page], page)
        except Exception:
            log.exception("the page %s was not built in this kernel", page)
            self.send({"reload": True})
            return False
        self.stage.children = tuple(shown)
        close_widgets(before)
        self.page, self.query = page, query
        self.widgets = len(_instances)
        self.took = round((time.perf_counter() - started) * 1000, 1)
        self.shown += 1
        gc.collect()  # the page before's memory, once the browser has what it draws
        return True


def run_page(code: str, name: str = "page") -> list[W.Widget]:
    """The widgets a notebook's code shows: what it passes to ``display`` and the value of its
    last line, as a notebook cell shows them."""
    tree = ast.parse(code)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    shown: list[Any] = []
    scope: dict[str, Any] = {"__name__": "__main__", "display": lambda *xs, **_: shown.extend(xs)}
    exec(compile(tree, f"<{name}>", "exec"), scope)
    if last is not None:
        value = eval(compile(ast.Expression(last.value), f"<{name}>", "eval"), scope)
        if value is not None:
            shown.append(value)
    return [x if isinstance(x, W.Widget) else W.HTML(str(x)) for x in shown]


def close_widgets(ids: list[str]) -> int:
    """Close the widgets ``ids`` still open (their views leave the page); how many."""
    closed = 0
    for key in ids:
        widget = _instances.get(key)
        if widget is not None:
            widget.close()
            closed += 1
    return closed


def stop_tasks() -> int:
    """Cancel the kit's tasks still running (a page's bots, a lab's run); how many."""
    try:
        tasks = asyncio.all_tasks()
    except RuntimeError:  # no running loop: no task
        return 0
    stopped = 0
    current = asyncio.current_task()
    for task in tasks:
        code = getattr(task.get_coro(), "cr_code", None)
        where = Path(getattr(code, "co_filename", "")).parts
        if task is not current and not task.done() and ("widgets" in where or "kit" in where):
            task.cancel()
            stopped += 1
    return stopped


def install(page: str, code: dict[str, str], site: Path | str, query: str = "") -> SiteRouter:
    """Show the router and its stage (in the page's first cell, before the page's own cell):
    ``page`` is the page shown (its notebook's path without ``.ipynb``), ``code`` every page's
    code by name, ``site`` the folder of the pages' notebooks."""
    from IPython.display import display

    router = SiteRouter(page, code, site, query)
    box = W.VBox([router, router.stage])
    box.add_class("moai-site-pages")
    display(box)
    router.keep |= {box.model_id, box.layout.model_id}
    return router
