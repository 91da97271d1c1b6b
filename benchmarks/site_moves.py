"""Moving about the static site, for ``benchmarks/site.py``: the seconds from a click on a link
(or the browser's back button) to the next page drawn and answering, and the play pages' clicks
as ``benchmarks/ui.py`` measures them under Voila (its own functions and JavaScript, on the site's
pages).

The moves, in a browser with an empty cache: the first lesson of Rapa Nui opened by its address
(the first Python page, cold), its link to the play page, the back button, the lesson's link to
the next lesson, its link to the play page and the back button again. A lesson is drawn when its
title is the lesson's and it answers a click on its step button; the play page when its setup
form shows. A move to a page that starts its own Python shows as one more Pyodide worker
(``workers``).
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

LESSON_READY = """
([old]) => {
  const title = document.querySelector('.moai-lesson .moai-title');
  const step = document.querySelector('.moai-lesson-step');
  return title && step && title.innerText !== old && title.offsetParent !== null
    && !step.disabled;
}
"""
PLAY_READY = "() => { const s = document.querySelector('.moai-setup .moai-start');"
PLAY_READY += " return s && s.offsetParent !== null; }"


def _lesson_title(page: Any) -> str:
    return page.evaluate(
        "() => { const t = document.querySelector('.moai-lesson .moai-title');"
        " return t ? t.innerText : ''; }"
    )


def _lesson_ready(page: Any, start: float, old: str) -> float:
    """Wait for a lesson other than ``old`` drawn and its step answered; seconds from start."""
    page.wait_for_function(LESSON_READY, arg=[old], timeout=180_000)
    at = page.locator(".moai-lesson-progress").get_attribute("class") or ""
    before = max((int(c[14:]) for c in at.split() if c.startswith("moai-lesson-at-")), default=0)
    page.locator(".moai-lesson-step").click()
    page.locator(f".moai-lesson-progress.moai-lesson-at-{before + 1}").wait_for(timeout=60_000)
    return time.monotonic() - start


def _play_ready(page: Any, start: float) -> float:
    page.wait_for_function(PLAY_READY, timeout=180_000)
    return time.monotonic() - start


def _kernel_seconds(page: Any) -> float:
    """The seconds the kernel took to build the page shown last in place (NaN: loaded anew)."""
    took = page.evaluate("() => document.documentElement.dataset.moaiTook")
    shown = page.evaluate("() => document.documentElement.dataset.moaiShown")
    return float(took) / 1000 if took and shown and shown != "1" else float("nan")


def moves(context: Any, base: str) -> dict[str, float]:
    """The moves of the module's text in ``context`` (a fresh browser): seconds each."""
    page = context.new_page()
    workers: list[Any] = []
    page.on("worker", lambda worker: workers.append(worker))
    got: dict[str, float] = {}
    start = time.monotonic()
    page.goto(base + "/voici/render/rapanui/00_setup.html")
    got["first lesson (cold)"] = _lesson_ready(page, start, "")
    first = _lesson_title(page)
    starts = len(workers)

    def link(selector: str) -> float:
        start = time.monotonic()
        page.locator(selector).first.click()
        return start

    def moved(name: str, seconds: float) -> None:
        got[name] = seconds
        got[f"{name}, in the kernel"] = _kernel_seconds(page)

    moved("lesson -> play page", _play_ready(page, link(".moai-lesson-footer a[href^='play.']")))
    start = time.monotonic()
    page.go_back()
    moved("play page -> back to the lesson", _lesson_ready(page, start, ""))
    start = link(".moai-lesson-footer a.moai-lesson-next")
    moved("lesson -> next lesson", _lesson_ready(page, start, first))
    start = link(".moai-lesson-footer a[href^='play.']")
    moved("next lesson -> play page", _play_ready(page, start))
    start = time.monotonic()
    page.go_back()
    moved("play page -> back to the next lesson", _lesson_ready(page, start, first))
    got["Python started again (moves)"] = float(len(workers) - starts)
    page.close()
    return got


def _ui_module() -> Any:
    """``benchmarks/ui.py``, which imports the browser tests' ``conftest`` as ``conftest``: loaded
    with that one, then the name given back to whichever ``conftest`` was there."""
    kept = sys.modules.pop("conftest", None)
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    try:
        spec = importlib.util.spec_from_file_location("moai_ui_bench", ROOT / "benchmarks/ui.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "tests" / "browser"))
        sys.modules.pop("conftest", None)
        if kept is not None:
            sys.modules["conftest"] = kept
    return module


class SitePage:
    """A Playwright page whose ``goto`` opens the site's page for a Voila address
    (``/voila/render/x/play.ipynb`` -> ``/voici/render/x/play.html``): ``benchmarks/ui.py``'s
    functions then run unchanged on the site."""

    def __init__(self, page: Any) -> None:
        self._page = page

    def goto(self, url: str, **kwargs: Any) -> Any:
        url = url.replace("/voila/render/", "/voici/render/").replace(".ipynb", ".html")
        return self._page.goto(url, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._page, name)


def clicks(context: Any, base: str, n: int) -> dict[str, tuple[list[float], list[float]]]:
    """The play pages' clicks of both games on the site: (click to repainted figure, no-op round
    trip) in ms, with ``benchmarks/ui.py``'s functions."""
    ui = _ui_module()
    page = SitePage(context.new_page())
    rapanui = ui.rapanui_actions(page, base, n)
    giants = ui.giants_placements(page, base, n)
    return {
        "Rapa Nui, action buttons": (rapanui["repaint"], rapanui["noop"]),
        "Giants, placement by a board click": giants,
    }


def report_clicks(found: dict[str, tuple[list[float], list[float]]], goal: float) -> None:
    ui = _ui_module()
    for title, (repaint, noop) in found.items():
        ui.report(f"site, {title}", repaint, noop)
    print(f"  (goal: click to repainted figure under {goal:.0f} ms median, both games)")
