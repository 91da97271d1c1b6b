"""axe-core in a page of the kit, for the browser tests of the app (tests/browser) and of the
static site (tests/site): WCAG 2.1 A and AA checks, the page's language and its figures.

axe-core comes from npm: ``make axe`` installs tests/browser/package.json into
tests/browser/node_modules. Without it the tests that need it skip and say why, except under
``REQUIRE_BROWSER=1`` where they fail.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "tests" / "artifacts"
AXE = ROOT / "tests" / "browser" / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
BLOCKING = ("critical", "serious")
EN, ZH = "en", "zh-TW"
HTML_LANG = {EN: "en", ZH: "zh-Hant-TW"}  # the page's lang attribute in each language
LANG_NAMES = {EN: "English", ZH: "繁體中文"}  # the language switch's buttons
SWITCH = ".widget-toggle-button, .moai-lang-switch a"  # (the app's landing page is a document)
READY = ".jupyter-widgets .moai-title, .moai-landing-static"  # a page has drawn its title
TIMEOUT = 120_000


def axe_source() -> str:
    """axe-core's script; without it the test skips (fails under ``REQUIRE_BROWSER=1``)."""
    if not AXE.exists():
        why = "no axe-core: run 'make axe' (needs Debian's 'npm')"
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail(f"REQUIRE_BROWSER=1 but {why}")
        pytest.skip(why)
    return AXE.read_text()


# The page is drawn (``READY`` is on it) and nothing changed on it for ``quiet`` ms (figures
# drawn, the language applied); at most ``limit`` ms.
SETTLED = """
async ([quiet, limit, READY]) => {
  const start = performance.now();
  let last = performance.now();
  const observer = new MutationObserver(() => { last = performance.now(); });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  while (performance.now() - start < limit) {
    await new Promise((r) => setTimeout(r, 100));
    const drawn = document.querySelector(READY);
    if (drawn && performance.now() - last > quiet) break;
  }
  observer.disconnect();
}
"""

# axe's WCAG 2.1 A/AA checks on the whole page: every violation, with where (at most 5 nodes).
RUN_AXE = """
async (tags) => {
  const result = await axe.run(document, { runOnly: { type: "tag", values: tags },
                                           resultTypes: ["violations"] });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
    nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(" "),
                                             html: n.html.slice(0, 200),
                                             why: n.failureSummary })),
  }));
}
"""


# Every figure shown is named in the page's language (its Python redrew it after the switch).
FIGURES_IN_LANG = """
(zh) => [...document.querySelectorAll(".js-plotly-plot")].every((gd) =>
  !gd.offsetParent || /[\u3400-\u9fff]/.test(gd.getAttribute("aria-label") || "") === zh)
"""


def settle(page, lang: str) -> None:
    """Wait until the page is drawn in ``lang`` (its ``lang`` attribute says so, and its figures
    are named in it) and still. The figures' wait gives up after 30 s without failing:
    :func:`figures` then says which figure kept the other language."""
    page.locator(READY).first.wait_for(timeout=TIMEOUT)
    page.wait_for_function(
        "(lang) => document.documentElement.lang === lang", arg=HTML_LANG[lang], timeout=TIMEOUT
    )
    try:  # a slow Python (Pyodide on a loaded machine) redraws them after a pause
        page.wait_for_function(FIGURES_IN_LANG, arg=lang == ZH, timeout=30_000)
    except PlaywrightTimeoutError:
        pass
    page.evaluate(SETTLED, [700, 20_000, READY])


def audit(page, axe_source: str, name: str, lang: str) -> list[str]:
    """axe's blocking violations of the page as it is now, as lines of a report; the counts
    printed and everything found written to the artifacts."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=axe_source)
    violations = page.evaluate(RUN_AXE, TAGS)
    counts = {
        impact: sum(v["count"] for v in violations if v["impact"] == impact)
        for impact in ("critical", "serious", "moderate", "minor")
    }
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    stem = name.replace(".ipynb", "").replace("/", "_").replace(" ", "_")
    (ARTIFACTS / f"axe_{stem}_{lang}.json").write_text(
        json.dumps({"counts": counts, "violations": violations}, indent=1, ensure_ascii=False)
    )
    print(f"axe {name} {lang}: " + ", ".join(f"{k} {n}" for k, n in counts.items()))
    return [
        f"{lang} {v['impact']} {v['id']} ({v['count']}): {v['help']}\n      "
        + "\n      ".join(f"{n['target']}  {n['html'][:120]}" for n in v["nodes"])
        for v in violations
        if v["impact"] in BLOCKING
    ]


# Every Plotly figure shown is an image (role="img") named in the page's language, with a text
# alternative in its slot: what is wrong, figure by figure.
FIGURES = """
(zh) => {
  const cjk = /[\u3400-\u9fff]/;
  const problems = [];
  document.querySelectorAll(".js-plotly-plot").forEach((gd) => {
    if (!gd.offsetParent) return;
    const label = gd.getAttribute("aria-label") || "";
    const slot = gd.closest(".moai-slot");
    const alt = slot && slot.querySelector(".moai-figure-alt");
    const why = [];
    if (gd.getAttribute("role") !== "img") why.push("no role=img");
    if (!label) why.push("no name");
    else if (cjk.test(label) !== zh) why.push("named in another language");
    if (!alt || !alt.textContent.trim()) why.push("no text alternative");
    if (why.length) problems.push(`figure "${label}": ${why.join(", ")}`);
  });
  return problems;
}
"""


def figures(page, lang: str) -> list[str]:
    """What is wrong with the page's figures (see FIGURES)."""
    return [f"{lang} {p}" for p in page.evaluate(FIGURES, lang == ZH)]


def switch(page, lang: str) -> None:
    """Press the page's language switch."""
    page.locator(SWITCH, has_text=LANG_NAMES[lang]).first.click()
