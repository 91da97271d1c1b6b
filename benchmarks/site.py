"""The static site (``make site``): its size, and how soon its first page is interactive in
Debian's Chromium, cold (an empty browser cache) and warm (the same browser profile again).

Two pages per load: the landing page (a static page, as the served app answers it: no Python),
interactive when its language switch has answered a click; then the first lesson, reached by its
link: its widgets drawn by Python running in the page (Pyodide, started for it) and its step
button answered, timed from the click on the link. Each load is a new browser on a profile
folder: a fresh one for a cold load, the previous one for a warm load (the HTTP cache on disk, as
a second visit).
Every request outside the site is blocked and counted. Also the lab's games per second in the
browser (one process), for the lab page's defaults there. Goals: under 20 s cold, under 5 s
warm, the site under 60 MB. Prints figures; no site built: says so and stops.

Moving about the site (``benchmarks/site_moves.py``): a lesson, its play page, the back button,
the next lesson..., each move timed from the click to the next page answering (goal about 1 s),
the first Python page cold beside them; and the play pages' clicks of both games as
``benchmarks/ui.py`` measures them under Voila (goal under 150 ms median).

Run: .venv/bin/python benchmarks/site.py [--loads 3] [--no-lab] [--moves 3] [--clicks 20]
(``--loads 0 --moves 3 --clicks 0``: the moves only)
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "site"), str(ROOT / "tests")]  # then chromium_setup
from conftest import CHROMIUM_ARGS, SITE, chromium_path, start_site_server  # noqa: E402

sys.path.insert(0, str(ROOT / "benchmarks"))
import site_moves  # noqa: E402

COLD_GOAL, WARM_GOAL, SIZE_GOAL = 20.0, 5.0, 60e6
MOVE_GOAL, CLICK_GOAL = 1.0, 150.0


def size_report(site: Path) -> None:
    files = [p for p in site.rglob("*") if p.is_file()]
    total = sum(p.stat().st_size for p in files)
    print(f"site: {total / 1e6:.1f} MB in {len(files)} files (goal < {SIZE_GOAL / 1e6:.0f} MB)")
    parts: dict[str, int] = {}
    for p in files:
        rel = p.relative_to(site).parts
        key = "/".join(rel[:2]) if len(rel) > 2 else rel[0]
        parts[key] = parts.get(key, 0) + p.stat().st_size
    for key, size in sorted(parts.items(), key=lambda kv: -kv[1])[:8]:
        print(f"  {size / 1e6:6.1f} MB  {key}")


def browser(p, profile: str, base: str, outside: list[str]):
    """A Chromium on ``profile`` whose requests outside the site are blocked and counted."""
    context = p.chromium.launch_persistent_context(
        profile,
        executable_path=chromium_path(),
        args=CHROMIUM_ARGS,
        viewport={"width": 1280, "height": 900},
    )

    def route(r):
        if r.request.url.startswith(base + "/"):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    return context


def load(p, profile: str, base: str, outside: list[str], lab: bool = False) -> dict[str, float]:
    """Open the landing page in a browser on ``profile``: seconds to the drawn page and to the
    answer to a click, then the same for the first lesson reached from it; with ``lab``, also
    the lab's games per second."""
    context = browser(p, profile, base, outside)
    page = context.new_page()
    got: dict[str, float] = {}
    start = time.monotonic()
    page.goto(base + "/")
    page.locator(".moai-title").wait_for(timeout=180_000)
    got["drawn"] = time.monotonic() - start
    page.get_by_role("button", name="繁體中文").click()
    page.locator(".moai-title", has_text="摩艾教具箱").wait_for(timeout=60_000)
    got["interactive"] = time.monotonic() - start
    start = time.monotonic()
    page.locator('.moai-card-rapanui a.moai-lesson-link[href^="rapanui/00_setup"]').click()
    page.locator(".moai-lesson .moai-title").wait_for(timeout=180_000)
    got["lesson_drawn"] = time.monotonic() - start
    page.locator(".moai-lesson-step").click()
    page.locator(".moai-lesson-progress.moai-lesson-at-1").wait_for(timeout=60_000)
    got["lesson_interactive"] = time.monotonic() - start
    if lab:
        page.goto(base + "/voici/render/rapanui/lab.html")
        page.locator(".moai-lab-run").wait_for(timeout=180_000)
        page.locator(".moai-lab-set-b .moai-lab-opt-majority_min_count select").select_option("1")
        started = time.monotonic()
        page.locator(".moai-lab-run").click()
        status = page.locator(".moai-lab-status")
        status.filter(has_text="Done").wait_for(timeout=600_000)
        got["lab_seconds"] = time.monotonic() - started
        rate = re.search(r"([\d.]+) games/s", status.inner_text())
        got["lab_games_per_s"] = float(rate.group(1)) if rate else float("nan")
        got["lab_games"] = float(re.search(r"Done: (\d+)", status.inner_text()).group(1))
    context.close()
    return got


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--loads", type=int, default=3, help="cold and warm loads each")
    parser.add_argument("--no-lab", action="store_true", help="skip the lab's games per second")
    parser.add_argument("--moves", type=int, default=3, help="runs of the moves between pages")
    parser.add_argument("--clicks", type=int, default=20, help="play-page clicks per game")
    args = parser.parse_args()
    if not (SITE / "voici" / "render" / "index.html").exists():
        print(f"no static site in {SITE}: build it with 'make site' (nothing measured)")
        return 0
    if chromium_path() is None:
        print("no Chromium: install Debian's 'chromium' (nothing measured)")
        return 0
    size_report(SITE)
    proc, base, handle = start_site_server(SITE, "site_bench")
    outside: list[str] = []
    cold, warm, moved = [], [], []
    clicked: dict = {}
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
            for i in range(args.loads):
                profile = str(Path(tmp) / f"profile{i}")
                cold.append(load(p, profile, base, outside, lab=(i == 0 and not args.no_lab)))
                warm.append(load(p, profile, base, outside))
            for i in range(args.moves):
                context = browser(p, str(Path(tmp) / f"moves{i}"), base, outside)
                moved.append(site_moves.moves(context, base))
                context.close()
            if args.clicks:
                context = browser(p, str(Path(tmp) / "clicks"), base, outside)
                clicked = site_moves.clicks(context, base, args.clicks)
                context.close()
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        handle.close()
    for name, runs, goal in (("cold", cold, COLD_GOAL), ("warm", warm, WARM_GOAL)):
        if not runs:
            continue
        for label, key in (("landing page", ""), ("first lesson (Python)", "lesson_")):
            drawn = [r[f"{key}drawn"] for r in runs]
            ready = [r[f"{key}interactive"] for r in runs]
            print(
                f"{name} ({len(runs)} loads), {label}: drawn median "
                f"{statistics.median(drawn):.1f} s, interactive median "
                f"{statistics.median(ready):.1f} s, max {max(ready):.1f} s (goal < {goal:.0f} s)"
            )
    if moved:
        print(
            f"moving about the site ({len(moved)} runs, fresh browser each; goal ~{MOVE_GOAL} s):"
        )
        for key in moved[0]:
            values = [m[key] for m in moved if m[key] == m[key]]  # NaN: the page loaded anew
            if not values:
                continue
            unit = "" if key.startswith("Python") else " s"
            print(
                f"  {key}: median {statistics.median(values):.1f}{unit}, "
                f"max {max(values):.1f}{unit}"
            )
    if clicked:
        site_moves.report_clicks(clicked, CLICK_GOAL)
    if cold and "lab_games_per_s" in cold[0]:
        print(
            f"lab in the browser (one process, Rapa Nui, 3 greedy bots): "
            f"{cold[0]['lab_games']:.0f} games in {cold[0]['lab_seconds']:.1f} s from the click "
            f"(the page says {cold[0]['lab_games_per_s']:.1f} games/s)"
        )
    print(f"requests outside the site: {len(outside)}")
    return 1 if outside else 0


if __name__ == "__main__":
    sys.exit(main())
