"""Time to build each figure of kit.plots from a view, and the size of its JSON.

Run: .venv/bin/python benchmarks/plots.py   (prints a table; nothing is asserted)
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable

from kit import rapanui
from kit.plots import (
    rapanui_altar,
    rapanui_breakdown,
    rapanui_table,
    score_history,
)
from kit.plots.samples import played

REPEAT = 30


def figures() -> list[tuple[str, Callable[[], object]]]:
    middle = played(rapanui, 4, seed=3, steps=80)
    end = played(rapanui, 4, seed=3)
    view, public, final = middle.view(0), middle.view(None), end.view(None)
    record = end.record()
    out: list[tuple[str, Callable[[], object]]] = [
        ("rapanui_table (seat view, 4 players)", lambda: rapanui_table(view, "en")),
        ("rapanui_altar (seat view)", lambda: rapanui_altar(view, "zh-TW")),
        ("rapanui_altar (public view)", lambda: rapanui_altar(public, "en")),
        ("rapanui_breakdown (end)", lambda: rapanui_breakdown(final, "en")),
        ("score_history (whole Rapa Nui game)", lambda: score_history(record, "en")),
    ]
    try:
        from kit import giants
        from kit.plots import giants_board, giants_tiles
    except ImportError:
        return out
    g_mid = played(giants, 4, seed=3, steps=120)
    g_end = played(giants, 4, seed=3)
    gv = g_mid.view(0)
    out += [
        ("giants_board (seat view, 4 players)", lambda: giants_board(gv, "en")),
        ("giants_board (public, zh-TW)", lambda: giants_board(g_mid.view(None), "zh-TW")),
        ("giants_tiles (quarry and scores)", lambda: giants_tiles(gv, "en")),
        ("score_history (whole Giants game)", lambda: score_history(g_end.record(), "en")),
    ]
    return out


def main() -> None:
    print(f"{'figure':42} {'median ms':>10} {'p95 ms':>8} {'JSON kB':>8}")
    for name, build in figures():
        build()  # warm up
        times = []
        for _ in range(REPEAT):
            start = time.perf_counter()
            fig = build()
            times.append((time.perf_counter() - start) * 1000)
        size = len(json.dumps(fig.to_plotly_json(), default=str)) / 1024
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"{name:42} {statistics.median(times):10.1f} {p95:8.1f} {size:8.1f}")


if __name__ == "__main__":
    main()
