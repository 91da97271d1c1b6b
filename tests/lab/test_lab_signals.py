"""``python -m kit lab run`` stopped by a signal while its process pool plays: one line, exit
130 (SIGINT) or 143 (SIGTERM), no table or ``.part`` file, and no process of the run left."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not Path(f"/proc/{os.getpid()}/task/{os.getpid()}/children").exists(),
    reason="needs Linux's /proc/<pid>/task/<tid>/children",
)


def descendants(pid):
    """The processes started by ``pid``, and theirs (the fork server's pool workers)."""
    found, todo = [], [pid]
    while todo:
        for task in Path(f"/proc/{todo.pop()}/task").glob("*"):
            try:
                children = [int(c) for c in (task / "children").read_text().split()]
            except OSError:  # the process or thread has just ended
                continue
            found += children
            todo += children
    return found


def running(pid):
    """False once ``pid`` has ended (a zombie that nothing reaped has ended too)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.parametrize(
    ("signum", "code", "to_group"),
    [
        (signal.SIGTERM, 143, False),  # to the lab alone, as `kill <pid>` does
        (signal.SIGINT, 130, True),  # to every process of the terminal, as Ctrl-C does
    ],
    ids=["SIGTERM", "Ctrl-C"],
)
def test_a_signal_stops_a_pooled_run_and_its_workers(tmp_path, signum, code, to_group):
    command = [sys.executable, "-m", "kit", "lab", "run", "--game", "rapanui", "--players", "2"]
    command += ["--bots", "greedy,random", "--games", "100000", "--workers", "2", "--out", "t.csv"]
    out, err = tmp_path / "stdout.txt", tmp_path / "stderr.txt"
    with out.open("w") as stdout, err.open("w") as stderr:
        lab = subprocess.Popen(
            command, cwd=tmp_path, stdout=stdout, stderr=stderr, start_new_session=True
        )
    children = []
    try:
        deadline = time.monotonic() + 30
        while len(children) < 4 and time.monotonic() < deadline:  # tracker, fork server, workers
            time.sleep(0.1)
            children = descendants(lab.pid)
        assert len(children) >= 4, "the pool did not start"
        time.sleep(0.5)  # games under way
        children = descendants(lab.pid)
        if to_group:
            os.killpg(lab.pid, signum)
        else:
            lab.send_signal(signum)
        assert lab.wait(timeout=15) == code
        deadline = time.monotonic() + 5
        while any(map(running, children)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert [pid for pid in children if running(pid)] == []
    finally:
        for pid in [lab.pid, *children]:
            if running(pid):
                os.kill(pid, signal.SIGKILL)
        lab.wait()
    assert err.read_text() == "stopped: no table written\n"
    assert out.read_text() == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stderr.txt", "stdout.txt"]
