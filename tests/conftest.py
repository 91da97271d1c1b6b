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
