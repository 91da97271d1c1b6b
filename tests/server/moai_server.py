"""Helpers of the server tests: Moai Kit's launcher (``python -m deploy.moai_voila``) started on a
free port, and a client with its own cookies that renders pages and reaches kernels over HTTP and
websockets (``requests``, ``websocket-client``)."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import nbformat
import requests
import websocket
from localhost import free_port

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')


@dataclass
class Server:
    proc: subprocess.Popen
    base: str
    log: Path
    connections: Path

    def kernels(self) -> int:
        """Kernels running now (one connection file each)."""
        return len(list(self.connections.glob("*/kernel-*.json")))

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


def start_launcher(
    name: str, root: Path | str, *options: str, tmp: Path, port: int | None = None
) -> Server:
    """The launcher serving ``root`` on a free port, or ``port`` (``voila.json`` read from the
    repository)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    port = port or free_port()
    connections = tmp / f"connections-{name}"
    connections.mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER")  # each xdist worker has its own servers
    log = ARTIFACTS / f"server_{name}{'_' + worker if worker else ''}.log"
    argv = [
        sys.executable,
        "-m",
        "deploy.moai_voila",
        str(root),
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        f"--Voila.connection_dir_root={connections}",
        *options,
    ]
    with log.open("w") as handle:
        saves = tempfile.mkdtemp(prefix="moai-autosave-")  # never the user's own folder
        env = {**os.environ, "MOAI_AUTOSAVE_DIR": saves}
        proc = subprocess.Popen(argv, cwd=ROOT, stdout=handle, stderr=subprocess.STDOUT, env=env)
    server = Server(proc, f"http://127.0.0.1:{port}", log, connections)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early:\n{server.log_text()[-3000:]}")
        try:
            if requests.get(server.base + "/", allow_redirects=False, timeout=5).status_code == 302:
                return server
        except requests.RequestException:
            pass
        time.sleep(0.3)
    stop_launcher(server)
    raise RuntimeError(f"server did not answer in 90 s:\n{server.log_text()[-3000:]}")


def stop_launcher(server: Server) -> None:
    server.proc.send_signal(signal.SIGTERM)
    try:
        server.proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.proc.kill()
        server.proc.wait()


class Client:
    """One browser's worth of requests: its own cookies (and so its own ``moai_client``)."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.base = server.base
        self.http = requests.Session()

    @property
    def id(self) -> str | None:
        return self.http.cookies.get("moai_client")

    def cookie_header(self) -> str:
        return "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())

    def render(self, path: str, **params: str) -> tuple[requests.Response, str | None]:
        """A page render, and the kernel it got (None when refused)."""
        r = self.http.get(f"{self.base}/voila/render/{path}", params=params, timeout=120)
        found = KERNEL_ID.search(r.text)
        return r, found.group(1) if found else None

    def alive(self, kernel_id: str) -> int:
        return self.http.get(f"{self.base}/moai/alive/{kernel_id}", timeout=30).status_code

    def kernel_model(self, kernel_id: str) -> int:
        return self.http.get(f"{self.base}/api/kernels/{kernel_id}", timeout=30).status_code

    def unload(self, kernel_id: str, **form: str) -> int:
        """The page's shutdown on unload, as its beacon sends it (a form; here without xsrf)."""
        r = self.http.post(f"{self.base}/voila/api/shutdown/{kernel_id}", data=form, timeout=60)
        return r.status_code

    def channels(self, kernel_id: str) -> websocket.WebSocket:
        url = self.base.replace("http", "ws", 1) + f"/api/kernels/{kernel_id}/channels"
        return websocket.create_connection(
            f"{url}?session_id={uuid.uuid4().hex}", timeout=10, cookie=self.cookie_header()
        )


def wait_until(condition, timeout: float, step: float = 0.3) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(step)
    return condition()


def kernel_pids(kernel_id: str) -> list[int]:
    """The processes of a kernel (its command line names its connection file)."""
    pids = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        if f"kernel-{kernel_id}.json".encode() in cmdline:
            pids.append(int(proc.name))
    return pids


def kill_kernel(kernel_id: str) -> None:
    pids = kernel_pids(kernel_id)
    assert pids, f"no process for kernel {kernel_id}"
    for pid in pids:
        os.kill(pid, signal.SIGKILL)


def shell_message(msg_type: str, content: dict) -> str:
    """A kernel message as a page sends it over the channels websocket (JSON protocol)."""
    header = {
        "msg_id": uuid.uuid4().hex,
        "username": "student",
        "session": uuid.uuid4().hex,
        "msg_type": msg_type,
        "version": "5.3",
        "date": "",
    }
    return json.dumps(
        {
            "header": header,
            "parent_header": {},
            "metadata": {},
            "content": content,
            "channel": "shell",
            "buffers": [],
        }
    )


def tiny_notebooks(folder: Path) -> Path:
    """A few small notebooks that start fast: the page's kernel prints its ``MOAI_CLIENT``."""
    folder.mkdir(parents=True, exist_ok=True)
    show = 'import os\nprint("MOAI_CLIENT=" + os.environ.get("MOAI_CLIENT", "none"))'
    cells = {
        # preheated: waits for its page's request, as the landing page does
        "index.ipynb": "from voila.utils import wait_for_request\n\nwait_for_request()\n" + show,
        "page.ipynb": show,
        "error.ipynb": 'raise ValueError("secret-" + "detail")',
    }
    for name, source in cells.items():
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
        nb.cells.append(nbformat.v4.new_code_cell(source))
        nbformat.write(nb, folder / name)
    return folder
