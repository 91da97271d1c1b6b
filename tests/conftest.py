"""Shared test configuration.

pytest-xdist's ``--dist loadgroup`` sends the tests of one ``xdist_group`` to one worker by adding
``@<group>`` to their node ids; pytest-xdist 3.8 writes that suffix where pytest 9 no longer reads
it (``item._nodeid``), so the groups were silently ignored. The hook below adds it where pytest 9
keeps the node id.
"""

from __future__ import annotations

import dataclasses

import pytest


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not getattr(config.option, "loadgroup", False):  # set by xdist on its workers
        return
    for item in items:
        names = sorted(
            {
                str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                for mark in item.iter_markers("xdist_group")
            }
        )
        if not names or "@" in item.nodeid:
            continue
        grouped = dataclasses.replace(item._id)
        object.__setattr__(grouped, "_str_cache", f"{item.nodeid}@{'_'.join(names)}")
        item._id = grouped


_BUSY: dict[str, float] = {}
_GROUPS: dict[str, float] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """On the controller of a ``-n`` run: add each test's time to its worker's and its group's."""
    node = getattr(report, "node", None)
    if node is None:
        return
    worker = node.gateway.id
    _BUSY[worker] = _BUSY.get(worker, 0.0) + report.duration
    group = report.nodeid.rpartition("@")[2] if "@" in report.nodeid else "-"
    _GROUPS[group] = _GROUPS.get(group, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """How busy each worker was, and how long each group of tests took (the suite's wall time is
    at least its busiest worker's: this says where to cut)."""
    if not _BUSY:
        return
    workers = ", ".join(f"{w} {s:.0f} s" for w, s in sorted(_BUSY.items()))
    groups = ", ".join(f"{g} {s:.0f} s" for g, s in sorted(_GROUPS.items(), key=lambda x: -x[1]))
    terminalreporter.write_line(f"busy per worker: {workers}; per group ('-': none): {groups}")
