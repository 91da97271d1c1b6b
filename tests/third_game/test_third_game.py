"""A third game, registered from a folder of its own (``tests/third_game/stones``), in the kit's
landing page, play page, lab (a 10-game table and the comparison), gallery and teacher's page.

The checks (``checks/check_third_game.py``) run in a Python of their own, started with
``MOAI_KIT_GAMES=stones`` and the game's folder on ``PYTHONPATH``, as a class adds a game: the
registry is read once per process, and the other tests of this run keep the kit's two games.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def plugin_env(tmp: Path) -> dict[str, str]:
    """The environment of a Python that has the third game."""
    path = os.pathsep.join(p for p in (str(HERE), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path, "MOAI_KIT_GAMES": "stones",
            "MOAI_AUTOSAVE_DIR": str(tmp)}  # fmt: skip


@pytest.mark.xdist_group("third_game")
def test_the_third_game_works_on_every_page_without_editing_the_kit(tmp_path):
    argv = [
        sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
        "-o", "python_files=check_*.py", str(HERE / "checks"),
    ]  # fmt: skip
    done = subprocess.run(
        argv, cwd=ROOT, env=plugin_env(tmp_path), capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
