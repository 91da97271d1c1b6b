"""Latency of the play page in Chromium: from a click to the repainted board, next to the
round trip of a click that only changes a line of text (the floor of the stack: browser,
websocket, kernel, widget messages).

Starts Voila like `make app`, opens the Rapa Nui play page (one person, one greedy bot, no bot
pause), and for N actions measures, inside the page, the time from the button's click to the
new figure drawn (the first animation frame after it is in the page). After each action it
clicks "Save game", whose answer is one small HTML change: the no-op round trip. Then the same
on the Giants play page for placements made by a click on a highlighted hex of the board (one
person and two greedy bots; the board is repainted in place).
Run: .venv/bin/python benchmarks/ui.py [N]
"""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from conftest import BIN, CHROMIUM_ARGS, chromium_path, start_server, stop_server  # noqa: E402

TIMED_CLICK = """
([button, target, needPlot]) => new Promise(resolve => {
  const box = document.querySelector(target);
  const before = box.querySelector('.js-plotly-plot');
  const t0 = performance.now();
  window.__first = -1;
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    requestAnimationFrame(() => resolve(performance.now() - t0));
  };
  const any = new MutationObserver(() => { window.__first = performance.now() - t0; any.disconnect(); });
  any.observe(document.querySelector('.moai-game'), {subtree: true, childList: true, characterData: true, attributes: true});
  if (needPlot && before && before.on) before.on('plotly_afterplot', done);  // redrawn in place
  const obs = new MutationObserver(() => {
    const plot = box.querySelector('.js-plotly-plot');
    if (!needPlot || (plot && plot !== before && plot.querySelector('.main-svg'))) {
      obs.disconnect();
      done();
    }
  });
  obs.observe(box, {subtree: true, childList: true, characterData: true});
  setTimeout(() => { obs.disconnect(); if (!finished) { finished = true; resolve(-1); } }, 15000);
  document.querySelector(button).click();
})
"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[round(q * (len(ordered) - 1))]


HEX_CLICK = """
([hexId, target]) => new Promise(resolve => {
  const gd = [...document.querySelectorAll('.js-plotly-plot')]
    .find(g => g.data && g.data.some(t => t.meta === 'hexes'));
  const t = gd.data.find(t => t.meta === 'hexes');
  const i = t.customdata.findIndex(c => (Array.isArray(c) ? c[0] : c) === hexId);
  const t0 = performance.now();
  let finished = false;
  gd.once('plotly_afterplot', () => {
    if (finished) return;
    finished = true;
    requestAnimationFrame(() => resolve(performance.now() - t0));
  });
  setTimeout(() => { if (!finished) { finished = true; resolve(-1); } }, 15000);
  gd.emit('plotly_click', {points: [{curveNumber: gd.data.indexOf(t), pointNumber: i,
    pointIndex: i, data: t, fullData: gd._fullData[gd.data.indexOf(t)], customdata: t.customdata[i]}]});
})
"""


def report(title: str, repaint: list[float], noop: list[float]) -> None:
    print(f"{title}: actions measured: {len(repaint)}")
    if not repaint:
        return
    print(
        f"  click to repainted figure: median {statistics.median(repaint):.0f} ms, "
        f"p95 {percentile(repaint, 0.95):.0f} ms"
    )
    if noop:
        print(
            f"  no-op round trip (save):  median {statistics.median(noop):.0f} ms, "
            f"p95 {percentile(noop, 0.95):.0f} ms"
        )
        print(f"  ratio of medians: {statistics.median(repaint) / statistics.median(noop):.1f}x")


def set_speed_zero(page) -> None:
    readout = page.locator(".moai-speed .widget-readout")
    readout.wait_for(timeout=60_000)
    readout.click()
    readout.fill("0")
    readout.press("Enter")


def time_noop(page) -> float | None:
    save = ".moai-game .widget-button:has(i.fa-download)"
    if not page.locator(save).count():
        return None
    page.evaluate("s => document.querySelector(s).id = 'save'", save)
    return page.evaluate(TIMED_CLICK, ["#save", ".moai-game", False])


def giants_placements(page, base: str, n: int) -> tuple[list[float], list[float]]:
    """Board clicks that place a worker, over several games (placement ends a round's phase)."""
    repaint: list[float] = []
    noop: list[float] = []
    for seed in range(1, 40):
        if len(repaint) >= n:
            break
        page.goto(base + "/voila/render/giants/play.ipynb")
        page.locator(".moai-setup").wait_for(timeout=120_000)
        page.locator(".moai-setup select").first.select_option("3")
        page.locator(".moai-setup input[type=text]").last.fill(str(seed))
        page.locator(".moai-start").click()
        set_speed_zero(page)
        for _ in range(200):
            if len(repaint) >= n:
                break
            page.locator(".moai-actions .moai-action").first.wait_for(timeout=60_000)
            page.wait_for_timeout(300)
            header = page.locator(".moai-header").inner_text()
            if "Round 2" in header or "over" in header:
                break
            hexes = page.locator(".moai-place-hex select")
            if page.locator(".moai-bid").count():
                page.locator(".moai-bid").click()
            elif hexes.count():
                target = hexes.locator("option").first.inner_text()
                took = page.evaluate(HEX_CLICK, [target, ".moai-board"])
                if took >= 0:
                    repaint.append(took)
                page.wait_for_timeout(300)
                done = time_noop(page)
                if done is not None:
                    noop.append(done)
            else:
                passing = page.locator(".moai-actions .moai-action", has_text="pass")
                buttons = page.locator(".moai-actions .moai-action")
                (passing.first if passing.count() else buttons.last).click()
            page.wait_for_timeout(200)
    return repaint, noop


def main(n: int = 40) -> None:
    argv = [
        str(BIN / "voila"),
        "notebooks/",
        "--no-browser",
        "--port={port}",
        "--Voila.ip=127.0.0.1",
    ]
    proc, base, handle = start_server("voila-ui-bench", argv, "/")
    repaint, noop, answer = [], [], []
    rng = random.Random(1)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(base + "/voila/render/rapanui/play.ipynb")
            page.locator(".moai-setup").wait_for(timeout=120_000)
            page.locator(".moai-setup select").first.select_option("2")
            page.locator(".moai-start").click()
            set_speed_zero(page)
            page.evaluate(
                "() => document.querySelectorAll('.moai-action').forEach((b, i) => b.id = 'a' + i)"
            )
            for _ in range(3 * n):
                if len(repaint) >= n:
                    break
                buttons = page.locator(".moai-actions .moai-action")
                buttons.first.wait_for(timeout=60_000)
                if "over" in page.locator(".moai-header").inner_text():
                    break
                k = rng.randrange(buttons.count())
                page.evaluate(
                    "k => document.querySelectorAll('.moai-actions .moai-action')[k].id = 'next'",
                    k,
                )
                took = page.evaluate(TIMED_CLICK, ["#next", ".moai-slot", True])
                if took < 0:  # the button was redrawn before the click landed: not measured
                    continue
                repaint.append(took)
                answer.append(page.evaluate("() => window.__first"))
                page.wait_for_timeout(300)
                done = time_noop(page)
                if done is not None:
                    noop.append(done)
                page.wait_for_timeout(200)
            giants = giants_placements(page, base, n)
            browser.close()
    finally:
        stop_server(proc, handle)
    print(f"click to the first change on the page: median {statistics.median(answer):.0f} ms")
    report("Rapa Nui, action buttons", repaint, noop)
    report("Giants, placement by a board click", *giants)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
