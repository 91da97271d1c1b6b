"""Latency of the play page in Chromium: from a click to the repainted figures, next to the
round trip of a click that only changes a line of text (the floor of the stack: browser,
websocket, kernel, widget messages).

Starts Voila like `make app`, opens the Rapa Nui play page (one person, one greedy bot, no bot
pause), and for N actions measures, inside the page, the time from the button's click to the
last figure it changed drawn (the first animation frame after the last change inside the page's
figures, HTML or Plotly, redrawn in place or anew). After each action it clicks "Save game",
whose answer is one small HTML change: the no-op round trip (the actions that redrew the
altar, a Plotly figure, are also reported apart). Then the same on the Giants play
page for placements made by a click on a highlighted hex of the board (one person and two
greedy bots). Both are measured with the bots paused, so that nothing but the click is drawn:
when a bot is to move, the bots are let go until the person must act again, then paused.
Run: .venv/bin/python benchmarks/ui.py [N] [rapanui,giants]
"""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "browser"), str(ROOT / "tests")]  # then chromium_setup
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


# The time from a click (a button, or a board point) to the first animation frame after the last
# change inside the figures' slots, the change of position (the action panel's ``moai-at-<n>``)
# having arrived; -1 if no figure changed. Also the time to the first change anywhere, and which
# slots (by their place on the page) changed.
TIMED_REPAINT = """
([kind, what, before]) => new Promise(resolve => {
  const game = document.querySelector('.moai-game');
  const actions = document.querySelector('.moai-actions');
  const t0 = performance.now();
  let last = -1, first = -1, done = false;
  const slots = [...document.querySelectorAll('.moai-game .moai-slot')];
  const changed = new Set();
  const seen = new MutationObserver(records => {
    records.forEach(r => slots.forEach((s, i) => { if (s.contains(r.target)) changed.add(i); }));
    requestAnimationFrame(() => { last = Math.max(last, performance.now() - t0); });
  });
  slots.forEach(s => seen.observe(s,
    {subtree: true, childList: true, characterData: true, attributes: true}));
  const any = new MutationObserver(() => { first = performance.now() - t0; any.disconnect(); });
  any.observe(game, {subtree: true, childList: true, characterData: true, attributes: true});
  const finish = () => {
    if (done) return;
    done = true; seen.disconnect(); any.disconnect(); resolve([last, first, [...changed].sort()]);
  };
  const moved = () => actions.classList.contains('moai-at-' + (before + 1));
  const wait = () => {
    if (moved()) setTimeout(finish, 300);  // what arrives with the position is drawn by then
    else if (performance.now() - t0 > 15000) { last = -1; finish(); }
    else setTimeout(wait, 2);
  };
  if (kind === 'button') {
    document.querySelector(what).click();
  } else {
    const gd = [...document.querySelectorAll('.js-plotly-plot')]
      .find(g => g.data && g.data.some(t => t.meta === 'hexes'));
    const t = gd.data.find(t => t.meta === 'hexes');
    const i = t.customdata.findIndex(c => (Array.isArray(c) ? c[0] : c) === what);
    gd.emit('plotly_click', {points: [{curveNumber: gd.data.indexOf(t), pointNumber: i,
      pointIndex: i, data: t, fullData: gd._fullData[gd.data.indexOf(t)],
      customdata: t.customdata[i]}]});
  }
  wait();
})
"""

PAUSE = ".moai-game .widget-toggle-button:has(i.fa-pause)"
BOARD_DRAWN = """() => [...document.querySelectorAll('.js-plotly-plot')]
  .some(g => g.data && g.data.some(t => t.meta === 'hexes'))"""


def steps(page) -> int:
    """The number of actions taken, as the action panel last drew them."""
    classes = page.locator(".moai-actions").get_attribute("class") or ""
    return max((int(c[8:]) for c in classes.split() if c.startswith("moai-at-")), default=-1)


def set_paused(page, paused: bool) -> None:
    button = page.locator(PAUSE)
    if ("mod-active" in (button.get_attribute("class") or "")) != paused:
        button.click()
    page.wait_for_function(
        "([s, p]) => document.querySelector(s).classList.contains('mod-active') === p",
        arg=[PAUSE, paused],
    )
    page.wait_for_timeout(300)


def person_to_act(page, over: tuple[str, ...] = ("over",)) -> bool:
    """With the bots paused: let them play until the person must act (False: the game is over)."""
    buttons = page.locator(".moai-actions .moai-action")
    header = page.locator(".moai-header")
    if buttons.count():
        return True
    set_paused(page, False)
    page.wait_for_function(
        """words => document.querySelector('.moai-actions .moai-action')
            || words.some(w => document.querySelector('.moai-header').innerText.includes(w))""",
        arg=list(over),
        timeout=60_000,
    )
    set_paused(page, True)
    return buttons.count() > 0 and not any(w in header.inner_text() for w in over)


def click_and_wait(page, locator) -> None:
    """Click and wait until the page shows a later position (the bots being paused, a click
    that is not drawn yet would leave nothing to click)."""
    before = steps(page)
    try:
        locator.click(timeout=10_000)
        page.wait_for_function(
            """n => [...document.querySelector('.moai-actions').classList]
                .some(c => c.startsWith('moai-at-') && Number(c.slice(8)) > n)""",
            arg=before,
            timeout=15_000,
        )
    except PlaywrightTimeout:
        pass  # the click did not move the game (the loop looks again)


def timed_repaint(page, kind: str, what: str) -> tuple[float, float, list[int]]:
    return page.evaluate(TIMED_REPAINT, [kind, what, steps(page)])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[round(q * (len(ordered) - 1))]


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
        set_paused(page, True)
        for _ in range(200):
            if len(repaint) >= n:
                break
            if not person_to_act(page, ("over", "Round 2")):
                break
            page.wait_for_timeout(300)
            header = page.locator(".moai-header").inner_text()
            if "Round 2" in header or "over" in header:
                break
            hexes = page.locator(".moai-place-hex select")
            if page.locator(".moai-bid").count():
                click_and_wait(page, page.locator(".moai-bid"))
            elif hexes.count():
                target = hexes.locator("option").first.inner_text()
                page.wait_for_function(BOARD_DRAWN, timeout=120_000)  # a slow first drawing
                took, _, _ = timed_repaint(page, "hex", target)
                if took >= 0:
                    repaint.append(took)
                page.wait_for_timeout(300)
                done = time_noop(page)  # the bots are paused: nothing else moves
                if done is not None:
                    noop.append(done)
            else:
                passing = page.locator(".moai-actions .moai-action", has_text="pass")
                buttons = page.locator(".moai-actions .moai-action")
                click_and_wait(page, passing.first if passing.count() else buttons.last)
            page.wait_for_timeout(200)
    return repaint, noop


def rapanui_actions(page, base: str, n: int) -> dict[str, list]:
    """Random action buttons of one game (one person, one greedy bot, paused while measured)."""
    out: dict[str, list] = {"repaint": [], "noop": [], "answer": [], "slots": [], "unchanged": []}
    rng = random.Random(1)
    page.goto(base + "/voila/render/rapanui/play.ipynb")
    page.locator(".moai-setup").wait_for(timeout=120_000)
    page.locator(".moai-setup select").first.select_option("2")
    page.locator(".moai-start").click()
    set_speed_zero(page)
    set_paused(page, True)
    for _ in range(3 * n):
        if len(out["repaint"]) >= n or not person_to_act(page):
            break
        buttons = page.locator(".moai-actions .moai-action")
        k = rng.randrange(buttons.count())
        page.evaluate(
            "k => document.querySelectorAll('.moai-actions .moai-action')[k].id = 'next'", k
        )
        took, first, slots = timed_repaint(page, "button", "#next")
        if took < 0:  # no figure changed (or no answer): not measured
            out["unchanged"].append(first)
            continue
        out["repaint"].append(took)
        out["answer"].append(first)
        out["slots"].append(tuple(slots))
        page.wait_for_timeout(300)
        done = time_noop(page)  # the bots are paused: nothing else moves
        if done is not None:
            out["noop"].append(done)
        page.wait_for_timeout(200)
    return out


def main(n: int = 40, games: tuple[str, ...] = ("rapanui", "giants")) -> None:
    argv = [
        str(BIN / "voila"),
        "notebooks/",
        "--no-browser",
        "--port={port}",
        "--Voila.ip=127.0.0.1",
    ]
    proc, base, handle = start_server("voila-ui-bench", argv, "/")
    rapanui: dict[str, list] = {}
    giants: tuple[list[float], list[float]] = ([], [])
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            if "rapanui" in games:
                rapanui = rapanui_actions(page, base, n)
            if "giants" in games:
                giants = giants_placements(page, base, n)
            browser.close()
    finally:
        stop_server(proc, handle)
    if rapanui:
        answer = rapanui["answer"]
        print(f"click to the first change on the page: median {statistics.median(answer):.0f} ms")
        print(
            f"Rapa Nui actions that changed no figure (not measured): {len(rapanui['unchanged'])}"
        )
        report("Rapa Nui, action buttons", rapanui["repaint"], rapanui["noop"])
        by_slots: dict[tuple, list[float]] = {}
        for slots, took in zip(rapanui["slots"], rapanui["repaint"], strict=True):
            by_slots.setdefault(slots, []).append(took)
        for slots, times in sorted(by_slots.items()):
            print(
                f"  figures changed {list(slots)} (0: table, 1: altar, 2: breakdown): "
                f"{len(times)} actions, median {statistics.median(times):.0f} ms"
            )
        altar = [t for s, t in zip(rapanui["slots"], rapanui["repaint"], strict=True) if 1 in s]
        report("Rapa Nui, actions that redrew the altar", altar, rapanui["noop"])
    if "giants" in games:
        report("Giants, placement by a board click", *giants)


if __name__ == "__main__":
    main(
        int(sys.argv[1]) if len(sys.argv) > 1 else 40,
        tuple(sys.argv[2].split(",")) if len(sys.argv) > 2 else ("rapanui", "giants"),
    )
