"""An abandoned lab run ends (issue 25, item 2): a page whose kernel plays games in the lab's
process pool, reporting its progress every second (so the kernel's last activity never ages), loses
its connection without an unload; the kernel and every process of its pool (the fork server, the
workers, the resource tracker) end within the culling time plus a margin. While the page is
connected the same kernel is kept. A launcher on a tiny notebook, a cull timeout of seconds."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from moai_server import (
    Client,
    kernel_pids,
    start_launcher,
    stop_launcher,
    tiny_notebooks,
    wait_until,
)

from deploy.voila_culling import kill_group

pytestmark = pytest.mark.xdist_group("server-abandoned")

IDLE = 3
MARGIN = 15  # the sweep's interval, the kernel's shutdown_wait_time (5 s), a loaded machine

# The lab's shape of a run: the kit's shared process pool busy with long work, and progress
# drawn on the page every second from a task on the kernel's event loop (as widgets.lab.run).
LAB_RUN = """\
import asyncio, time
import ipywidgets as w
from IPython.display import display
from widgets.lab.run import shared_pool

progress = w.IntText(0)
display(progress)
pool = shared_pool()
jobs = [pool.submit(time.sleep, 600) for _ in range(2)]

async def report():
    while True:
        await asyncio.sleep(1)
        progress.value += 1

task = asyncio.ensure_future(report())
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("abandoned")
    notebooks = tiny_notebooks(tmp / "notebooks")
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nb.cells.append(nbformat.v4.new_code_cell(LAB_RUN))
    nbformat.write(nb, notebooks / "lab_run.ipynb")
    server = start_launcher(
        "abandoned",
        notebooks,
        "--MoaiVoila.pool_sizes",
        "index.ipynb=0",
        f"--MappingKernelManager.cull_idle_timeout={IDLE}",
        "--MappingKernelManager.cull_interval=1",
        tmp=tmp,
    )
    yield server
    stop_launcher(server)


def _parent(pid: int) -> int | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return int(stat.rsplit(")", 1)[1].split()[1])


def descendants(pid: int) -> set[int]:
    """The processes started by ``pid``, and by those, and so on."""
    parents = {
        int(p.name): _parent(int(p.name)) for p in Path("/proc").iterdir() if p.name.isdigit()
    }
    found, frontier = set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def running(pid: int) -> bool:
    """Whether ``pid`` still runs (an ended process waiting to be reaped does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def test_a_lab_run_whose_page_dropped_its_connection_ends_with_its_workers(server):
    page = Client(server)
    r, kernel_id = page.render("lab_run.ipynb")
    assert r.status_code == 200 and kernel_id, r.text[-2000:]
    ws = page.channels(kernel_id)  # the page is open in its browser
    (kernel,) = kernel_pids(kernel_id)
    # the fork server, two workers and the resource tracker
    assert wait_until(lambda: len(descendants(kernel)) >= 4, 60), descendants(kernel)
    pool = descendants(kernel)
    # connected: kept though its last activity is never old and the cull timeout passes
    assert not wait_until(lambda: page.alive(kernel_id) != 200, IDLE + 4)
    # the connection drops without an unload (a closed laptop, a crashed tab)
    ws.sock.shutdown(socket.SHUT_RDWR)
    ws.sock.close()
    assert wait_until(lambda: page.alive(kernel_id) == 404, IDLE + MARGIN), "kernel still runs"
    assert wait_until(lambda: not any(map(running, {kernel, *pool})), 10), [
        p for p in {kernel, *pool} if running(p)
    ]
    assert wait_until(lambda: server.kernels() == 0, 10), server.kernels()


def test_killing_a_kernels_group_ends_what_it_started_and_never_the_servers_group():
    # a kernel's process in a session of its own (as jupyter_client starts it), with a child
    leader = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import subprocess, sys, time; "
            "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)']); time.sleep(60)",
        ],
        start_new_session=True,
    )
    try:
        assert wait_until(lambda: len(descendants(leader.pid)) == 1, 10)
        (child,) = descendants(leader.pid)
        kill_group(os.getpgid(0))  # the server's own group: untouched (this test runs on)
        kill_group(leader.pid)
        assert leader.wait(10) == -signal.SIGKILL
        assert wait_until(lambda: not running(child), 10)
    finally:
        leader.kill()
        leader.wait()
