"""Time to the first page of the Voila app, cold start and from the warm kernel pool.

Starts Voila as `make app` does (same voila.json), waits for the preheated pool, then opens the
landing page in Debian's Chromium several times and prints how long until the title is shown.
Run: .venv/bin/python benchmarks/app.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "browser"), str(ROOT / "tests")]  # then chromium_setup
from conftest import BIN, CHROMIUM_ARGS, chromium_path, start_server, stop_server  # noqa: E402

LOADS = 6


def main() -> None:
    argv = [
        str(BIN / "voila"),
        "notebooks/",
        "--no-browser",
        "--port={port}",
        "--Voila.ip=127.0.0.1",
    ]
    t0 = time.monotonic()
    proc, base, handle = start_server("voila-bench", argv, "/")
    print(f"voila answering after {time.monotonic() - t0:.1f} s")
    times = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for i in range(LOADS):
            if i == 1:
                time.sleep(15)  # let the pool refill: the next loads are "warm"
            page = browser.new_page()
            start = time.monotonic()
            page.goto(base + "/voila/render/index.ipynb")
            page.locator(".moai-title").wait_for(timeout=120_000)
            times.append(time.monotonic() - start)
            page.close()
            time.sleep(8)
        browser.close()
    stop_server(proc, handle)
    print(f"first load: {times[0]:.2f} s")
    warm = times[1:]
    print(
        f"warm pool, {len(warm)} loads: median {statistics.median(warm):.2f} s, max {max(warm):.2f} s"
    )


if __name__ == "__main__":
    main()
