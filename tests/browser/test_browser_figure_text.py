"""Every figure's text reads cleanly: on the play pages, a lesson of each game and the gallery, in
English and in Chinese, at 1280 and 1024 px wide, no text of a Plotly figure (title, subtitle,
annotation, tick label, legend entry, text on the plot) overlaps another text of its figure, and
none is cut: each lies inside its figure's svg, inside its clip path (a subplot's plot area, the
legend's box) and inside every element around it that cuts what sticks out sideways. The HTML
market of the Rapa Nui play page is held to the same rules, and the play page's short labels
keep to one line.

To stay quick, each page is opened once, in one language (``?lang=``) at one width, and measured
four times: as opened; with the window resized to the other width (the figures follow it:
``responsive`` in :func:`kit.plots.common.figure_config`); in the other language (the page's
toggle redraws everything); and back at the first width. The pages are opened in both languages
and at both widths between them, so that each language and each width is also measured as first
drawn. Screenshots: ``tests/artifacts/figures_<page>_<lang>_<width>.png``.
"""

from __future__ import annotations

import pytest
from chromium_setup import start_play
from conftest import assert_no_traceback, screenshot
from playwright.sync_api import expect

TIMEOUT = 120_000
WIDE, NARROW = 1280, 1024
EN, ZH = "en", "zh-TW"
TOLERANCE = 1.0  # px

# Every drawn text of every Plotly figure: its box, and what is wrong with it. A text's box is the
# union of its lines (``tspan``); texts in the hover layer and empty or invisible ones are skipped.
MEASURE = """
(tol) => {
  const box = (b) => ({ l: b.left, t: b.top, r: b.right, b: b.bottom });
  const inside = (a, c) =>
    a.l >= c.l - tol && a.t >= c.t - tol && a.r <= c.r + tol && a.b <= c.b + tol;
  const overlap = (a, c) =>
    Math.min(a.r, c.r) - Math.max(a.l, c.l) > tol && Math.min(a.b, c.b) - Math.max(a.t, c.t) > tol;
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  // the box, in the window, of the clip path an element of the svg refers to (if any)
  const clipBox = (el) => {
    const m = /url\\(["']?#([^"')]+)["']?\\)/.exec(el.getAttribute("clip-path") || "");
    const clip = m && document.getElementById(m[1]);
    const rect = clip && clip.querySelector("rect");
    const ctm = rect && el.getScreenCTM();
    if (!ctm) return null;
    const x = rect.x.baseVal.value, y = rect.y.baseVal.value;
    const w = rect.width.baseVal.value, h = rect.height.baseVal.value;
    const pts = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(
      ([px, py]) => new DOMPoint(px, py).matrixTransform(ctm));
    const xs = pts.map((p) => p.x), ys = pts.map((p) => p.y);
    return { l: Math.min(...xs), t: Math.min(...ys), r: Math.max(...xs), b: Math.max(...ys) };
  };
  const kind = (el) => {
    const own = el.getAttribute("class");
    const g = el.closest("g[class]");
    return (own ? own.split(" ")[0] : "") || (g ? g.getAttribute("class").split(" ")[0] : "text");
  };
  const figures = [];
  document.querySelectorAll(".js-plotly-plot").forEach((gd, index) => {
    const svg = gd.querySelector("svg.main-svg");
    if (!svg || !shown(gd)) return;
    const frame = box(svg.getBoundingClientRect());
    if (frame.r - frame.l < 1) return;
    const title = ((gd.querySelector(".gtitle") || {}).textContent || "").slice(0, 50);
    const problems = [];
    // what cuts the figure sideways: the window, and every element around it that does not let
    // its content show outside (Voila scrolls up and down, so only the sides count)
    const cutters = [["the window", document.documentElement.clientWidth, 0]];
    for (let e = gd.parentElement; e && e !== document.body; e = e.parentElement)
      if (getComputedStyle(e).overflowX !== "visible") {
        const b = e.getBoundingClientRect();
        const name = e.classList.contains("moai-slot") ? "its slot" : "a container";
        cutters.push([name, b.left + e.clientLeft + e.clientWidth, b.left + e.clientLeft]);
      }
    const texts = [];
    gd.querySelectorAll("svg text").forEach((el) => {
      const words = (el.textContent || "").trim();
      if (!words || el.closest(".hoverlayer") || !shown(el)) return;
      const b = box(el.getBoundingClientRect());
      if (b.r - b.l < 0.5 || b.b - b.t < 0.5) return;
      texts.push({ el, words, b, kind: kind(el) });
    });
    for (const t of texts) {
      const why = [];
      if (!inside(t.b, frame)) why.push("sticks out of its figure");
      for (const [name, right, left] of cutters)
        if (t.b.r > right + tol || t.b.l < left - tol) why.push(`cut by ${name}`);
      for (let e = t.el; e && e !== svg; e = e.parentElement) {
        const c = clipBox(e);
        if (c && !inside(t.b, c)) { why.push("clipped"); break; }
      }
      if (why.length) problems.push(`${t.kind} "${t.words}" ${[...new Set(why)].join(", ")}`);
    }
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i], b = texts[j];
        if (a.el.contains(b.el) || b.el.contains(a.el) || !overlap(a.b, b.b)) continue;
        problems.push(`${a.kind} "${a.words}" overlaps ${b.kind} "${b.words}"`);
      }
    figures.push({ index, title, texts: texts.length, problems });
  });
  return figures;
}
"""

# The HTML market and players' table of the Rapa Nui play page: no element's own text wider than
# the element (nor sticking out of it sideways), and no two texts over each other (their line
# boxes, which are shorter than the glyphs' boxes when the line height is tight).
MEASURE_HTML = """
(tol) => {
  const overlap = (a, c) =>
    Math.min(a.right, c.right) - Math.max(a.left, c.left) > tol &&
    Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top) > tol;
  const problems = [];
  const texts = [];
  document.querySelectorAll(".moai-rn-table *").forEach((el) => {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own.length) return;
    const range = document.createRange();
    range.setStartBefore(own[0]);
    range.setEndAfter(own[own.length - 1]);
    const b = range.getBoundingClientRect();
    const words = own.map((n) => n.textContent.trim()).join(" ");
    const frame = el.getBoundingClientRect();
    if (b.left < frame.left - tol || b.right > frame.right + tol ||
        el.scrollWidth > el.clientWidth + tol)
      problems.push(`html "${words}" cut by its ${el.className || el.tagName}`);
    // the line box: the element's line height around the middle of the glyphs
    const line = parseFloat(getComputedStyle(el).lineHeight) || b.bottom - b.top;
    const middle = (b.top + b.bottom) / 2;
    const rows = Math.max(1, Math.round((b.bottom - b.top) / line));
    const half = (rows * line) / 2;
    texts.push({ el, words, b: { left: b.left, right: b.right, top: middle - half,
      bottom: middle + half } });
  });
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i], b = texts[j];
      if (a.el.contains(b.el) || b.el.contains(a.el) || !overlap(a.b, b.b)) continue;
      problems.push(`html "${a.words}" overlaps "${b.words}"`);
    }
  return problems;
}
"""

# The lines a label's text takes (distinct tops of its text's line boxes).
LINES = """
(el) => {
  const tops = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects())
      if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < 3)) tops.push(r.top);
  }
  return tops.length;
}
"""

# Every figure's title (and the HTML table's) in Chinese (``true``) or not: drawn in a language.
# (Not the boards of a lesson's move pads: those Plotly FigureWidgets do not always follow the
# language toggle yet; whatever they show is measured all the same.)
IN_LANGUAGE = """
(zh) => {
  const cjk = /[\u3400-\u9fff]/;
  const titles = [...document.querySelectorAll('.js-plotly-plot .gtitle, .moai-rn-table .rn-title')]
    .filter((t) => !t.closest('.moai-move-pad'));
  return titles.length > 0 && titles.every((t) => cjk.test(t.textContent) === zh);
}
"""

# Drawn as wide as their place once the window is resized (Plotly's debounced relayout).
FITTED = """
() => [...document.querySelectorAll('.js-plotly-plot')].every((gd) => {
  const svg = gd.querySelector('svg.main-svg');
  return !svg || gd.offsetWidth === 0 ||
    Math.abs(svg.getBoundingClientRect().width - gd.getBoundingClientRect().width) <= 1;
})
"""


def fit_height(page) -> None:
    """Make the window as tall as the page (Voila scrolls inside its own container: a window
    that holds it all lets a screenshot show it all; the width stays)."""
    page.evaluate("() => document.querySelectorAll('*').forEach(e => { e.scrollTop = 0; })")
    height = page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('.jupyter-widgets')]"
        ".map(e => e.getBoundingClientRect().bottom), 0)"
    )
    size = page.viewport_size
    if height + 20 > size["height"]:
        page.set_viewport_size({"width": size["width"], "height": int(height) + 40})
        page.wait_for_timeout(100)


def measure(page, where: str, found: dict[str, list[str]]) -> int:
    """Measure every figure of the page; problems go to ``found`` under ``where``. Returns the
    number of texts measured."""
    page.evaluate("() => document.fonts.ready")
    page.wait_for_timeout(200)  # let Plotly finish drawing
    figures = page.evaluate(MEASURE, TOLERANCE)
    problems = [
        f"figure {f['index']} ({f['title']!r}): {p}" for f in figures for p in f["problems"]
    ]
    problems += page.evaluate(MEASURE_HTML, TOLERANCE)
    for label in page.locator(".moai-label").all():
        if label.is_visible() and page.evaluate(LINES, label.element_handle()) > 1:
            problems.append(f'label "{label.inner_text()}" wraps')
    if problems:
        found[where] = problems
    return sum(f["texts"] for f in figures)


def resize(page, width: int) -> None:
    """Make the window ``width`` px wide and wait for the figures to follow it."""
    page.set_viewport_size({"width": width, "height": page.viewport_size["height"]})
    try:  # a loaded machine may take seconds to redraw: wait well past that
        page.wait_for_function(FITTED, timeout=30_000)
    except Exception:
        pass  # a figure that does not follow the window: measured (and cut) as it is


def switch_language(page, lang: str) -> None:
    """Press the page's language toggle and wait for every figure to be drawn anew in ``lang``."""
    page.get_by_role("button", name="繁體中文" if lang == ZH else "English").click()
    page.wait_for_function(IN_LANGUAGE, arg=lang == ZH, timeout=60_000)


def measure_four_ways(page, name: str, lang: str, width: int) -> None:
    """Measure the page (opened in ``lang``, ``width`` px wide) at both widths in both languages,
    and photograph it each time; fail with every problem found."""
    other_lang = EN if lang == ZH else ZH
    other_width = NARROW if width == WIDE else WIDE
    page.wait_for_function(IN_LANGUAGE, arg=lang == ZH, timeout=60_000)
    found: dict[str, list[str]] = {}
    counts = []
    for step, (now_lang, now_width) in enumerate(
        [(lang, width), (lang, other_width), (other_lang, other_width), (other_lang, width)]
    ):
        if step == 2:
            switch_language(page, other_lang)
        elif page.viewport_size["width"] != now_width:
            resize(page, now_width)
        fit_height(page)
        counts.append(measure(page, f"{name} {now_lang} {now_width}px", found))
        screenshot(page, f"figures_{name}_{now_lang}_{now_width}")
    assert_no_traceback(page)
    assert min(counts) > 20, counts  # really measured: the page drew its figures
    report = "\n".join(
        f"{where}: {len(problems)} problem(s)\n    " + "\n    ".join(problems[:25])
        for where, problems in found.items()
    )
    assert not found, "figure texts that overlap or are cut:\n" + report


def visit(page, url: str, lang: str, width: int) -> None:
    """Open ``url`` in ``lang`` in a window ``width`` px wide."""
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{url}?lang={lang}")


def steps(page) -> int:
    classes = page.locator(".moai-actions").get_attribute("class") or ""
    return max((int(c[8:]) for c in classes.split() if c.startswith("moai-at-")), default=-1)


def start_game(page, players: str, seed: str, moves: int = 0) -> None:
    """Start a game from the setup form (me and bots, no pause), and make ``moves`` moves."""
    start_play(page, players, seed)
    for _ in range(moves):
        before = steps(page)
        page.locator(".moai-actions .moai-action").first.click()
        page.wait_for_function(
            """n => [...document.querySelector('.moai-actions').classList]
                .some(c => c.startsWith('moai-at-') && Number(c.slice(8)) > n)""",
            arg=before,
            timeout=60_000,
        )
        page.locator(".moai-actions .moai-action").first.wait_for(timeout=60_000)


def step_lesson(page) -> None:
    """Wait for the lesson's figures, then play its first step."""
    expect(page.locator(".moai-lesson-at-0")).to_be_visible(timeout=TIMEOUT)
    expect(page.locator(".moai-lesson-steps .js-plotly-plot").first).to_be_visible(timeout=TIMEOUT)
    page.locator(".moai-lesson-step").click()
    expect(page.locator(".moai-lesson-at-1")).to_be_visible(timeout=30_000)


def test_gallery(page, voila_url):
    visit(page, f"{voila_url}/voila/render/gallery.ipynb", ZH, NARROW)
    expect(page.locator(".js-plotly-plot").nth(11)).to_be_visible(timeout=TIMEOUT)
    measure_four_ways(page, "gallery", ZH, NARROW)


def test_rapanui_play_page(page, voila_url):
    visit(page, f"{voila_url}/voila/render/rapanui/play.ipynb", EN, WIDE)
    start_game(page, "2", "5", moves=4)  # me and a bot: the altar gets its first cards
    measure_four_ways(page, "rapanui_play", EN, WIDE)


def test_giants_play_page(page, voila_url):
    visit(page, f"{voila_url}/voila/render/giants/play.ipynb", ZH, WIDE)
    start_game(page, "3", "4")
    expect(page.locator(".moai-board .js-plotly-plot")).to_be_visible(timeout=TIMEOUT)
    measure_four_ways(page, "giants_play", ZH, WIDE)


@pytest.mark.parametrize(
    ("name", "lesson", "lang"),
    [("rapanui_lesson", "rapanui/03_sacrifice", EN), ("giants_lesson", "giants/03_placement", ZH)],
)
def test_lesson(page, voila_url, name, lesson, lang):
    visit(page, f"{voila_url}/voila/render/{lesson}.ipynb", lang, NARROW)
    step_lesson(page)
    measure_four_ways(page, name, lang, NARROW)
