"""A class at once: N students' play pages on one server, each playing a bots-only game to the end.

Starts the kit's launcher (``python -m deploy.moai_voila``, ``voila.json`` as ``make class`` reads
it, the caps raised: every client here comes from 127.0.0.1) with ``make class``'s preheated play
page pool sized for the class (``--play-pool``, default one kernel per session; the pool refills
one kernel at a time, ``deploy/pool_pace.py``), waits until they are rendered, then at once:

- N protocol sessions (``voila_client.VoilaClient``, one thread each): the page, its kernel
  websocket, the widgets' state (as the page's widget manager asks for it; ``--states``), every
  seat a bot, the bot pause 0, start, until the game is over; then the page stays open, reading
  what comes (the server drops a websocket that does not answer its pings), until all are done;
- K Chromium pages (Playwright, Debian's ``/usr/bin/chromium``, one browser context each) doing
  the same through the page's controls;
- a probe that opens the landing page ``/`` every few seconds (a static document; were it a
  kernel page, ``--server-arg=--MoaiVoila.static_landing=False``, its kernel would be closed).

Then every page is closed: browsers by leaving the page (Voilà's unload beacon), most protocol
sessions as the beacon does (``POST voila/api/shutdown/<id>``), every ``--drop-every``-th by
dropping its websocket (left to culling), and the kernels are counted for 2 minutes.

Prints the time to first widget (the first cell output's widget in the streamed HTML for protocol
sessions, the setup form drawn for browsers), games finished, time to game over and the protocol
sessions' steps, kernel memory (VmRSS of the server's child processes), CPU time of the server,
the kernels, this script with Chromium and the rest of the machine (``/proc``), the landing
page's answer times, the kernels left and what the server log counts, against the targets.

Run: ``.venv/bin/python benchmarks/classroom.py [--sessions 30] [--browsers 3] [--game rapanui]``
(``--help`` for the rest). ``--server-arg`` tries a server setting without editing voila.json,
e.g. ``--play-pool 33 --server-arg=--KernelManager.transport=ipc``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import requests
from voila_client import CONFIG_DATA, GAME_OVER, ClientError, VoilaClient

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from chromium_setup import CHROMIUM_ARGS, chromium_path  # noqa: E402
from localhost import free_port  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")
CORES = os.cpu_count() or 1
TARGET_FIRST_WIDGET = 10.0  # s, p95
TARGET_LANDING = 3.0  # s, every answer
LOG_MARKS = {
    "IOPub timeouts (blank pages)": "Timeout waiting for IOPub output",
    "pages refused by a cap": "Refused a kernel",
    "kernels shut down on unload": "Page closed: shutting down",
    "kernels culled": "Culling 'idle' kernel",
    "notebook errors": "Error at server while executing cell",
    "kernels dead at start (port taken)": "Address already in use",
    "writes to closed websockets": "WebSocketClosedError()>",
    "kernel errors at shutdown (ZMQError)": "zmq.error.ZMQError",
    "tracebacks, all told": "Traceback (most recent call last)",
}


# -- the server -------------------------------------------------------------------------------
def start_server(args: argparse.Namespace, work: Path) -> tuple[subprocess.Popen, str, Path]:
    """The launcher on a free port, caps raised, ``make class``'s pools; returns it once ``/``
    answers."""
    port = args.port or free_port()
    log = work / "server.log"
    (work / "connections").mkdir(parents=True, exist_ok=True)
    argv = [
        sys.executable,
        "-m",
        "deploy.moai_voila",
        "notebooks/",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        f"--Voila.connection_dir_root={work / 'connections'}",
        f"--MoaiVoila.max_kernels={args.sessions + args.browsers + 20}",
        "--MoaiVoila.max_kernels_per_client=0",
        "--MoaiVoila.max_kernels_per_address=0",
        "--MoaiVoila.pool_sizes",
        f"index.ipynb={args.landing_pool}",
        "--MoaiVoila.pool_sizes",
        f"{args.game}/play.ipynb={args.play_pool}",
        *args.server_arg,
    ]
    env = {**os.environ, "MOAI_AUTOSAVE_DIR": str(work / "autosave")}
    with log.open("w") as handle:
        proc = subprocess.Popen(argv, cwd=ROOT, stdout=handle, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text()[-3000:]}")
        try:
            if requests.get(base + "/", allow_redirects=False, timeout=5).status_code == 302:
                return proc, base, log
        except requests.RequestException:
            pass
        time.sleep(0.3)
    stop_server(proc)
    raise RuntimeError(f"server did not answer in 120 s:\n{log.read_text()[-3000:]}")


def stop_server(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


# -- processes, from /proc --------------------------------------------------------------------
@dataclass
class Proc:
    pid: int
    ppid: int
    ticks: int  # utime + stime


def scan() -> dict[int, Proc]:
    """Every process now: parent and CPU ticks (``/proc/<pid>/stat``)."""
    procs = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()  # after "pid (comm) "
        procs[int(entry.name)] = Proc(
            int(entry.name), int(fields[1]), int(fields[11]) + int(fields[12])
        )
    return procs


def rss_of(pid: int) -> int:
    """Resident memory of ``pid`` in bytes (``VmRSS``), 0 once it is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    return next(
        (int(line.split()[1]) * 1024 for line in status.splitlines() if line.startswith("VmRSS")), 0
    )


def kernel_id_of(pid: int) -> str:
    """The kernel id in a kernel's command line (``.../kernel-<id>.json``), "" if none."""
    try:
        words = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return ""
    for word in words:
        name = Path(word.decode(errors="replace")).name
        if name.startswith("kernel-") and name.endswith(".json"):
            return name[len("kernel-") : -len(".json")]
    return ""


def kernels_of(server: int, procs: dict[int, Proc] | None = None) -> list[int]:
    """The server's kernels: its children with a kernel connection file."""
    procs = scan() if procs is None else procs
    return [p.pid for p in procs.values() if p.ppid == server and kernel_id_of(p.pid)]


def descendants(root: int, procs: dict[int, Proc]) -> set[int]:
    below: dict[int, list[int]] = {}
    for p in procs.values():
        below.setdefault(p.ppid, []).append(p.pid)
    found, todo = set(), [root]
    while todo:
        for child in below.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def machine_ticks() -> int:
    """CPU ticks the whole machine was busy so far, all cores (/proc/stat: all but idle, iowait)."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return sum(values[:8]) - values[3] - values[4]


# -- what is measured -------------------------------------------------------------------------
@dataclass
class Session:
    index: int
    kind: str  # "protocol" or "browser"
    phase: str = "waiting"  # page, widgets, playing, over, failed
    status: int | None = None
    kernel_id: str | None = None
    first_widget: float | None = None  # s from the request
    page_done: float | None = None  # s: the whole page received / the game started
    finished: float | None = None  # s from the request to "the game is over"
    steps: int = -1
    error: str = ""
    closed: str = ""  # how the page was closed, and the answer
    marks: dict[str, float] = field(default_factory=dict)  # protocol: s to each step's end
    states: str = ""  # protocol: how the widgets' state came ("control" or "each")


@dataclass
class Seen:
    """A process met during the load: its CPU ticks at the load's start (0 if born during it)
    and at the last look; for a kernel, its id and peak memory."""

    kind: str  # "server", "kernel" or "clients" (this script, Playwright, Chromium)
    first_ticks: int
    last_ticks: int
    kernel_id: str = ""
    peak_rss: int = 0


@dataclass
class Monitor:
    """Samples the server, its kernels and this script's own processes every second (their
    CPU time and memory), and the machine's CPU; prints the progress line."""

    server: int
    sessions: list[Session]
    landing: list[Probe]
    seen: dict[int, Seen] = field(default_factory=dict)
    server_peak_rss: int = 0
    peak_kernels: int = 0
    peak_total_rss: int = 0
    machine: tuple[int, int] = (0, 0)  # busy ticks at the load's start, at the last look
    started: float = 0.0
    loading: bool = False
    quiet: bool = False
    stop: threading.Event = field(default_factory=threading.Event)

    def begin_load(self) -> None:
        """From now on, CPU time counts."""
        self.started = time.monotonic()
        self.machine = (machine_ticks(), machine_ticks())
        self.loading = True
        for pid, p in scan().items():  # what ran before counts from now on
            kind = self.kind_of(pid, p, {})
            if kind:
                self.seen[pid] = Seen(
                    kind, p.ticks, p.ticks, kernel_id_of(pid) if kind == "kernel" else ""
                )

    def end_load(self) -> None:
        self.sample()
        self.loading = False

    def kind_of(self, pid: int, p: Proc, ours: set[int] | dict) -> str:
        if pid == self.server:
            return "server"
        if p.ppid == self.server and kernel_id_of(pid):
            return "kernel"
        if pid == os.getpid() or pid in ours:
            return "clients"
        return ""

    def sample(self) -> int:
        """Take a look; returns how many kernels run."""
        procs = scan()
        if not self.loading:
            return len(kernels_of(self.server, procs))
        ours = descendants(os.getpid(), procs) - descendants(self.server, procs) - {self.server}
        kernels = total = 0
        for pid, p in procs.items():
            seen = self.seen.get(pid)
            if seen is None:
                kind = self.kind_of(pid, p, ours)
                if not kind:
                    continue
                seen = self.seen[pid] = Seen(kind, 0, p.ticks)  # born during the load
                if kind == "kernel":
                    seen.kernel_id = kernel_id_of(pid)
            seen.last_ticks = p.ticks
            if seen.kind == "kernel":
                rss = rss_of(pid)
                seen.peak_rss = max(seen.peak_rss, rss)
                kernels, total = kernels + 1, total + rss
            elif seen.kind == "server":
                self.server_peak_rss = max(self.server_peak_rss, rss_of(pid))
        self.peak_kernels = max(self.peak_kernels, kernels)
        self.peak_total_rss = max(self.peak_total_rss, total)
        self.machine = (self.machine[0], machine_ticks())
        return kernels

    def cpu(self, kind: str) -> float:
        """CPU seconds of the processes of ``kind`` over the load."""
        return (
            sum(s.last_ticks - s.first_ticks for s in self.seen.values() if s.kind == kind) / TICK
        )

    def run(self) -> None:
        while not self.stop.wait(1.0):
            kernels = self.sample()
            if not self.quiet:
                self.progress(kernels)

    def progress(self, kernels: int) -> None:
        phases = [s.phase for s in self.sessions]
        count = {p: phases.count(p) for p in ("page", "widgets", "playing", "over", "failed")}
        landing = max((p.total for p in self.landing), default=0.0)
        elapsed = time.monotonic() - self.started if self.started else 0.0
        line = (
            f"[{elapsed:5.0f} s] opening {count['page']:2} · loading {count['widgets']:2} · "
            f"playing {count['playing']:2} · over {count['over']:2}/{len(phases)} · "
            f"failed {count['failed']:2} | kernels {kernels:2} | landing max {landing:4.1f} s"
        )
        print("\r" + line, end="", file=sys.stderr, flush=True)


# -- the sessions -----------------------------------------------------------------------------
def protocol_session(
    s: Session,
    client: VoilaClient,
    bot: str,
    states: str,
    timeout: float,
    start_at: float,
    close: threading.Event,
    drop: bool,
) -> None:
    time.sleep(max(0.0, start_at - time.monotonic()))
    t0 = time.monotonic()
    try:
        s.phase = "page"
        page = client.open_page()
        s.status, s.kernel_id, s.first_widget = page.status, page.kernel_id, page.first_widget
        s.page_done = page.total
        if page.status != 200 or not page.model_id:
            raise ClientError(
                f"HTTP {page.status}"
                + (f", refused ({page.refused} cap)" if page.refused else "")
                + (f", the notebook raised {page.error}" if page.error else "")
                + ("" if page.model_id else ", no widget (a blank page)")
                + ("" if page.complete else ", page not rendered to its end")
                + (f" (still open after {client.page_timeout:.0f} s)" if page.timed_out else "")
            )
        s.phase = "widgets"
        client.connect()
        client.load_widgets(max(1.0, timeout - (time.monotonic() - t0)), how=states)
        client.start_bots_game(bot)
        s.phase = "playing"

        def steps(n: int) -> None:
            s.steps = n

        left = timeout - (time.monotonic() - t0)
        if client.wait_game_over(max(1.0, left), steps):
            s.finished = time.monotonic() - t0
            s.phase = "over"
        else:
            s.error = f"not over after {timeout:.0f} s (at action {s.steps})"
            s.phase = "failed"
    except Exception as exc:
        s.error = f"{type(exc).__name__}: {exc}"[:300]
        s.phase = "failed"
    s.marks = dict(client.marks)
    s.states = client.state_via
    if client.errors:
        s.error = (s.error + " | kernel: " + client.errors[0])[:300]
    # The page stays open until the class ends, reading what comes (as a browser does: the
    # server pings every 30 s and drops a websocket that does not answer within 90 s).
    while not close.wait(0 if client.ws is not None else 0.5):
        if client.ws is None:
            continue
        try:
            client.pump(close.is_set, 1.0)
        except ClientError as exc:
            s.error = (s.error + f" | while open: {exc}").lstrip(" |")[:300]
            client.close_channels()
    if not client.kernel_id:
        s.closed = "no kernel to close"
    elif drop:
        client.close_channels()
        s.closed = "websocket dropped"
    else:
        try:
            s.closed = f"unload POST {client.shutdown()}"
        except requests.RequestException as exc:
            s.closed = f"unload POST failed ({type(exc).__name__})"


async def browser_session(
    s: Session,
    browser: Any,
    url: str,
    bot: str,
    timeout: float,
    page_timeout: float,
    start_at: float,
    close: threading.Event,
) -> None:
    await asyncio.sleep(max(0.0, start_at - time.monotonic()))
    ms, page_ms = timeout * 1000, page_timeout * 1000
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = await context.new_page()
    t0 = time.monotonic()
    try:
        s.phase = "page"
        response = await page.goto(url, wait_until="commit", timeout=page_ms)
        s.status = response.status if response else None
        left = page_ms - (time.monotonic() - t0) * 1000
        await page.locator(".moai-setup").wait_for(state="visible", timeout=max(1000.0, left))
        s.first_widget = time.monotonic() - t0
        s.kernel_id = await page.evaluate(
            "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
        )
        s.phase = "widgets"
        selects = page.locator(".moai-setup select")
        for i in range(await selects.count()):
            select = selects.nth(i)
            labels = await select.locator("option").all_inner_texts()
            bots = [label for label in labels if label.startswith("bot")]
            chosen = [label for label in bots if bot in label] or bots
            if chosen and await select.is_visible():
                await select.select_option(label=chosen[0])
        await page.locator(".moai-start").click()
        header = page.locator(".moai-header")
        await header.wait_for(state="visible", timeout=ms)
        s.page_done = time.monotonic() - t0
        s.phase = "playing"
        # the bot pause is on the game screen: 0, as the protocol sessions have it
        readout = page.locator(".moai-speed .widget-readout")
        await readout.click()
        await readout.fill("0")
        await readout.press("Enter")
        pattern = "|".join(GAME_OVER)
        await page.wait_for_function(
            f"() => /{pattern}/.test(document.querySelector('.moai-header').innerText)",
            timeout=max(1000.0, ms - (time.monotonic() - t0) * 1000),
            polling=500,
        )
        s.finished = time.monotonic() - t0
        classes = await page.locator(".moai-actions").get_attribute("class") or ""
        s.steps = max((int(c[8:]) for c in classes.split() if c.startswith("moai-at-")), default=-1)
        s.phase = "over"
    except Exception as exc:
        s.error = f"{type(exc).__name__}: {str(exc).splitlines()[0]}"[:300]
        s.phase = "failed"
    while not close.is_set():
        await asyncio.sleep(0.5)
    try:
        await page.goto("about:blank", timeout=30_000)  # beforeunload: Voilà's shutdown beacon
        s.closed = "unload beacon"
    except Exception as exc:
        s.closed = f"unload failed: {exc}"[:80]
    await context.close()


def run_browsers(
    sessions: list[Session],
    url: str,
    bot: str,
    timeout: float,
    page_timeout: float,
    start_at: float,
    close: threading.Event,
) -> None:
    from playwright.async_api import async_playwright

    async def main() -> None:
        async with async_playwright() as p:
            path = chromium_path() or "/usr/bin/chromium"
            browser = await p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
            await asyncio.gather(
                *(
                    browser_session(s, browser, url, bot, timeout, page_timeout, start_at, close)
                    for s in sessions
                )
            )
            await browser.close()

    try:
        asyncio.run(main())
    except Exception as exc:  # Chromium missing or crashed: say so on every browser session
        for s in sessions:
            if s.phase != "over":
                s.phase, s.error = "failed", f"{type(exc).__name__}: {exc}"[:300]


@dataclass
class Probe:
    at: float  # s since the load started
    redirect: float  # s for ``/`` to answer (its redirect: no kernel involved)
    total: float  # s for the rendered landing page, the redirect included
    status: int  # the landing page's HTTP status (0: no answer)


def probe_landing(base: str, every: float, stop: threading.Event, out: list[Probe]) -> None:
    """``GET /`` and the landing page it leads to, every ``every`` s; the page's kernel is shut
    down at once, as a page left would have it."""
    http = requests.Session()
    t_start = time.monotonic()
    while True:
        t0 = time.monotonic()
        redirect = None
        try:
            r = http.get(base + "/", allow_redirects=False, timeout=300)
            redirect = time.monotonic() - t0
            r = http.get(base + r.headers.get("Location", "/voila/render/index.ipynb"), timeout=300)
            out.append(Probe(t0 - t_start, redirect, time.monotonic() - t0, r.status_code))
            found = CONFIG_DATA.search(r.text)
            kernel_id = found and json.loads(found.group(1)).get("kernelId")
            if kernel_id:
                http.post(f"{base}/voila/api/shutdown/{kernel_id}", timeout=60)
        except requests.RequestException:
            elapsed = time.monotonic() - t0
            out.append(Probe(t0 - t_start, redirect or elapsed, elapsed, 0))
        if stop.wait(max(0.0, every - (time.monotonic() - t0))):
            return


# -- the report -------------------------------------------------------------------------------
def pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def secs(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f} s"


def mb(value: float | None) -> str:
    return "—" if value is None else f"{value / 2**20:.0f} MB"


def ok(flag: bool) -> str:
    return "ok" if flag else "MISSED"


def report(
    args: argparse.Namespace,
    sessions: list[Session],
    monitor: Monitor,
    landing: list[Probe],
    load_time: float,
    left: list[tuple[float, int]],
    baseline: int,
    log_text: str,
    load_at_start: float,
) -> None:
    groups = {
        "protocol": [s for s in sessions if s.kind == "protocol"],
        "browser": [s for s in sessions if s.kind == "browser"],
    }
    groups["all"] = sessions
    rows: list[tuple[str, ...]] = []

    def row(label: str, fn: Any, target: str = "") -> None:
        rows.append((label, *(fn(g) for g in groups.values()), target))

    def firsts(g: list[Session]) -> list[float]:
        return [s.first_widget for s in g if s.first_widget is not None]

    def ends(g: list[Session]) -> list[float]:
        return [s.finished for s in g if s.finished is not None]

    row("sessions", lambda g: str(len(g)))
    row("pages with a widget", lambda g: f"{len(firsts(g))}/{len(g)}")
    row("first widget, median", lambda g: secs(pct(firsts(g), 0.5)))
    p95 = pct(firsts(sessions), 0.95)
    all_first = len(firsts(sessions)) == len(sessions)
    row(
        "first widget, p95",
        lambda g: secs(pct(firsts(g), 0.95)),
        f"< {TARGET_FIRST_WIDGET:.0f} s: {ok(all_first and p95 is not None and p95 < TARGET_FIRST_WIDGET)}",
    )
    row("first widget, max", lambda g: secs(max(firsts(g), default=None)))
    finished = sum(1 for s in sessions if s.finished is not None)
    row(
        "games finished",
        lambda g: f"{len(ends(g))}/{len(g)}",
        f"all: {ok(finished == len(sessions))}",
    )
    row("to game over, median", lambda g: secs(pct(ends(g), 0.5)))
    row("to game over, max", lambda g: secs(max(ends(g), default=None)))
    row(
        "actions per game, median",
        lambda g: str(pct([s.steps for s in g if s.finished], 0.5) or "—"),
    )

    def phase(start: str, end: str) -> Any:
        """The median time between two of the protocol sessions' steps ("" for browsers)."""

        def median(g: list[Session]) -> str:
            spans = [
                s.marks[end] - s.marks.get(start, 0.0)
                for s in g
                if end in s.marks and (start in s.marks or start == "request")
            ]
            return secs(pct(spans, 0.5)) if spans else ""

        return median

    row("protocol steps (median):", lambda g: "")
    row("  the whole page", phase("request", "page"))
    row("  websocket open", phase("page", "connected"))
    row("  every widget's state", phase("connected", "widgets"))
    row("  the game, start to over", phase("start", "over"))
    width = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    head = ("", "protocol", "browser", "all", "target")
    width = [max(w, len(h)) for w, h in zip(width, head, strict=True)]

    def line(cells: tuple[str, ...]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, width, strict=True)).rstrip()

    print()
    print(f"== A class at once: {args.game}, {args.sessions} protocol + {args.browsers} browser")
    print(line(head))
    print(line(tuple("-" * w for w in width)))
    for r in rows:
        print(line(r))

    ids = {s.kernel_id for s in sessions if s.kernel_id}
    kernels = [k for k in monitor.seen.values() if k.kind == "kernel" and k.kernel_id in ids]
    rss = [k.peak_rss for k in kernels]
    print()
    print(
        f"kernel memory (peak VmRSS) of the {len(kernels)} session kernels: median "
        f"{mb(pct(rss, 0.5))}, max {mb(max(rss, default=None))}; all kernels together at most "
        f"{mb(monitor.peak_total_rss)} ({monitor.peak_kernels} kernels at once); server "
        f"{mb(monitor.server_peak_rss)}"
    )
    server_cpu, kernel_cpu, clients_cpu = (monitor.cpu(k) for k in ("server", "kernel", "clients"))
    session_cpu = sum(k.last_ticks - k.first_ticks for k in kernels) / TICK
    machine_cpu = (monitor.machine[1] - monitor.machine[0]) / TICK
    others = max(0.0, machine_cpu - server_cpu - kernel_cpu - clients_cpu)
    capacity = load_time * CORES
    each = pct([(k.last_ticks - k.first_ticks) / TICK for k in kernels], 0.5)
    print(
        f"CPU over the load ({load_time:.0f} s x {CORES} cores = {capacity:.0f} s): server "
        f"{server_cpu:.0f} s; kernels {kernel_cpu:.0f} s: the sessions' {session_cpu:.0f} s "
        f"(median {each or 0:.1f} s each), preheated and landing kernels "
        f"{kernel_cpu - session_cpu:.0f} s; these clients and Chromium {clients_cpu:.0f} s; other "
        f"programs on the machine {others:.0f} s. The machine was busy "
        f"{machine_cpu / max(1e-9, capacity):.0%} (load average {load_at_start:.1f} at the start)"
    )
    times = [p.total for p in landing]
    bad = [p.status for p in landing if p.status != 200]
    slow = sum(1 for dt in times if dt >= TARGET_LANDING)
    print(
        f"landing page (/ and the page it leads to): {len(times)} answers, median "
        f"{secs(pct(times, 0.5))}, max {secs(max(times, default=None))}, {slow} of them >= "
        f"{TARGET_LANDING:.0f} s; / alone (its redirect) at most "
        f"{secs(max((p.redirect for p in landing), default=None))}"
        + (f", {len(bad)} not 200 ({sorted(set(bad))})" if bad else "")
        + f" -> all < {TARGET_LANDING:.0f} s: {ok(bool(times) and slow == 0 and not bad)}"
    )
    if slow:
        worst = sorted(landing, key=lambda p: -p.total)[:5]
        print("  slowest: " + ", ".join(f"{p.total:.1f} s at {p.at:.0f} s" for p in worst))
    via = [s.states for s in groups["protocol"] if s.states]
    if via:
        print(
            f"widgets' state ({args.states}): {via.count('control')} sessions by the control "
            f"comm, {via.count('each')} widget by widget"
        )
    closes: dict[str, int] = {}
    for s in sessions:
        closes[s.closed or "not closed"] = closes.get(s.closed or "not closed", 0) + 1
    print("closing: " + ", ".join(f"{n} {how}" for how, n in sorted(closes.items())))
    final = left[-1][1] - baseline if left else None
    zero = next(
        (t for i, (t, _) in enumerate(left) if all(n <= baseline for _, n in left[i:])), None
    )
    trail = ", ".join(f"{t:.0f} s: {n - baseline:+d}" for t, n in left[:: max(1, len(left) // 8)])
    print(
        f"kernels beyond the {baseline} preheated, after closing ({trail}): "
        f"{final} after {args.after:.0f} s"
        + (f" (none from {zero:.0f} s)" if zero is not None else "")
        + f" -> 0: {ok(final == 0)}"
    )
    print(
        "server log: "
        + ", ".join(f"{name} {log_text.count(mark)}" for name, mark in LOG_MARKS.items())
    )
    first_ok = all_first and p95 is not None and p95 < TARGET_FIRST_WIDGET
    proto_firsts = [s.first_widget for s in groups["protocol"] if s.first_widget is not None]
    browser_firsts = [s.first_widget for s in groups["browser"] if s.first_widget is not None]
    landing_ok = bool(times) and slow == 0 and not bad
    print(
        f"\ntargets: all sessions finish {ok(finished == len(sessions))} "
        f"({finished}/{len(sessions)}) · p95 first widget < {TARGET_FIRST_WIDGET:.0f} s "
        f"{ok(first_ok)} ({secs(p95)}; the protocol sessions, the server's part: "
        f"{secs(pct(proto_firsts, 0.95))}, the Chromium pages, which share this machine's cores: "
        f"{secs(pct(browser_firsts, 0.95))}) · landing page < {TARGET_LANDING:.0f} s {ok(landing_ok)} "
        f"(max {secs(max(times, default=None))}) · 0 extra kernels {args.after:.0f} s after "
        f"closing {ok(final == 0)} ({final})"
    )
    failed = [s for s in sessions if s.error]
    if failed:
        print(f"\n{len(failed)} sessions with a problem:")
        for s in failed[:12]:
            print(f"  {s.kind} {s.index:2}: {s.error}")
        if len(failed) > 12:
            print(f"  ... and {len(failed) - 12} more")


# -- the run ----------------------------------------------------------------------------------
def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sessions", type=int, default=30, help="protocol sessions (30)")
    parser.add_argument("--browsers", type=int, default=3, help="Chromium pages (3)")
    parser.add_argument("--game", default="rapanui", choices=["rapanui", "giants"])
    parser.add_argument("--bot", default="greedy", help="the bot on every seat (greedy)")
    parser.add_argument(
        "--states",
        default="page",
        choices=["page", "control", "each"],
        help="how protocol sessions ask for the widgets' state: as the page does (page: the "
        "control comm, each widget after 4 s without its answer), control, or each widget",
    )
    parser.add_argument("--stagger", type=float, default=0.0, help="s between session starts (0)")
    parser.add_argument("--timeout", type=float, default=900, help="s per session (900)")
    parser.add_argument(
        "--page-timeout", type=float, default=300, help="s for a page to arrive whole (300)"
    )
    parser.add_argument("--probe-every", type=float, default=5, help="s between landing GETs (5)")
    parser.add_argument(
        "--drop-every", type=int, default=5, help="every n-th protocol session drops its websocket"
    )
    parser.add_argument("--after", type=float, default=120, help="s to count kernels after (120)")
    parser.add_argument(
        "--landing-pool",
        type=int,
        default=0,
        help="preheated landing kernels (0: the landing page is static unless "
        "--server-arg=--MoaiVoila.static_landing=False)",
    )
    parser.add_argument(
        "--play-pool",
        type=int,
        default=None,
        help="preheated play-page kernels (default: sessions + browsers, as make class sizes it)",
    )
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument(
        "--server-arg", action="append", default=[], help="one more launcher option (repeatable)"
    )
    parser.add_argument("--keep", action="store_true", help="keep the server log and folders")
    parser.add_argument("--json", type=Path, help="also write every figure to this JSON file")
    args = parser.parse_args(argv)
    if args.play_pool is None:
        args.play_pool = args.sessions + args.browsers
    return args


def wait_for_pools(server: int, log: Path, pools: dict[str, int], timeout: float = 900) -> int:
    """Wait until every preheated pool is full (Voilà logs "Kernel pool of <notebook> is filled
    with <n> kernel(s)" once their kernels started) and their pages are rendered (the kernels'
    CPU is quiet for 3 s); returns how many kernels run then."""
    deadline = time.monotonic() + timeout
    wanted = {f"Kernel pool of {nb} is filled with {n} kernel" for nb, n in pools.items() if n}
    busy = 0
    while time.monotonic() < deadline:
        procs = scan()
        ticks = sum(procs[pid].ticks for pid in kernels_of(server, procs))
        filled = all(line in log.read_text("utf-8", "replace") for line in wanted)
        if filled and ticks - busy < 0.05 * TICK * 3:
            return len(kernels_of(server))
        busy = ticks
        time.sleep(3)
    print(f"the pools were not ready after {timeout:.0f} s", file=sys.stderr)
    return len(kernels_of(server))


def count_left(server: int, baseline: int, after: float) -> list[tuple[float, int]]:
    """The server's kernels every 5 s for ``after`` s (the last look at ``after`` s)."""
    left: list[tuple[float, int]] = []
    closed_at = time.monotonic()
    while True:
        t = time.monotonic() - closed_at
        n = len(kernels_of(server))
        left.append((t, n))
        line = f"[{t:4.0f} s after closing] kernels {n} ({n - baseline:+d})"
        print("\r" + line, end="", file=sys.stderr, flush=True)
        if t >= after:
            print(file=sys.stderr)
            return left
        time.sleep(min(5.0, after - t))


def main(argv: list[str] | None = None) -> None:
    args = parse(argv)
    work = Path(tempfile.mkdtemp(prefix="moai-classroom-"))
    print(f"starting the launcher (log: {work / 'server.log'})", flush=True)
    proc, base, log = start_server(args, work)
    notebook = f"{args.game}/play.ipynb"
    sessions = [Session(i, "protocol") for i in range(args.sessions)]
    sessions += [Session(args.sessions + i, "browser") for i in range(args.browsers)]
    browsers = [s for s in sessions if s.kind == "browser"]
    clients = {
        s.index: VoilaClient(base, notebook, page_timeout=args.page_timeout) for s in sessions
    }
    landing: list[Probe] = []
    monitor = Monitor(proc.pid, sessions, landing)
    stop_probe, close_pages = threading.Event(), threading.Event()
    try:
        pools = {"index.ipynb": args.landing_pool, notebook: args.play_pool}
        running = wait_for_pools(proc.pid, log, pools)
        baseline = sum(pools.values())  # what is left once the pools have refilled
        load_at_start = os.getloadavg()[0]
        print(
            f"{running} preheated kernels ready (of {baseline}); {len(sessions)} sessions at once "
            f"(load average now {load_at_start:.1f} on {CORES} cores)",
            flush=True,
        )
        # the load: every session at once, the probe on the landing page meanwhile
        monitor.begin_load()
        threading.Thread(target=monitor.run, daemon=True).start()
        prober = threading.Thread(
            target=probe_landing, args=(base, args.probe_every, stop_probe, landing), daemon=True
        )
        prober.start()
        start_at = time.monotonic() + 0.5
        browser_thread = threading.Thread(
            target=run_browsers,
            args=(browsers, f"{base}/voila/render/{notebook}", args.bot, args.timeout),
            kwargs={"page_timeout": args.page_timeout, "start_at": start_at, "close": close_pages},
            daemon=True,
        )
        if browsers:
            browser_thread.start()
        pool = ThreadPoolExecutor(max_workers=max(1, args.sessions))
        for s in sessions:
            if s.kind == "protocol":
                when = start_at + args.stagger * s.index
                drop = bool(args.drop_every) and (s.index + 1) % args.drop_every == 0
                run = (s, clients[s.index], args.bot, args.states, args.timeout, when)
                pool.submit(protocol_session, *run, close=close_pages, drop=drop)
        while any(s.phase in ("waiting", "page", "widgets", "playing") for s in sessions):
            time.sleep(0.5)
        load_time = time.monotonic() - monitor.started
        monitor.end_load()
        stop_probe.set()
        prober.join(timeout=300)
        monitor.quiet = True
        print(file=sys.stderr)
        print(f"every session done after {load_time:.0f} s; closing the pages", flush=True)
        # closing: every page (each as planned), then the kernels counted until --after
        close_pages.set()
        pool.shutdown(wait=True)
        if browsers:
            browser_thread.join(timeout=120)
        left = count_left(proc.pid, baseline, args.after)
        monitor.stop.set()
        log_text = log.read_text("utf-8", "replace")  # before the server stops
    finally:
        stop_probe.set()
        close_pages.set()
        stop_server(proc)
    report(args, sessions, monitor, landing, load_time, left, baseline, log_text, load_at_start)
    if args.json:
        figures = {
            "args": {k: str(v) for k, v in vars(args).items()},
            "load_time": load_time,
            "sessions": [asdict(s) for s in sessions],
            "processes": {pid: asdict(seen) for pid, seen in monitor.seen.items()},
            "landing": [asdict(p) for p in landing],
            "kernels_after_closing": left,
            "baseline": baseline,
        }
        args.json.write_text(json.dumps(figures, indent=1))
    if args.keep:
        print(f"\nkept: {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
