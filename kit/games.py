"""The games of the kit, found by looking: every package ``kit/<game>/`` with a ``spec.py``.

Adding a game means writing its engine package with its description (``kit/<game>/spec.py``,
a :class:`~kit.core.spec.GameSpec`), its figures (``kit/plots/<game>.py`` with ``FIGURES``, see
:mod:`kit.plots.games`) and its play page's parts (``widgets/<game>_play.py`` with ``UI``) and
notebooks; every list of games in the kit (the lab, the lessons, the landing page, the gallery,
the teacher's page) reads this registry, so nothing else changes.

A game may also come from a folder of its own, outside the kit (a class's own game, the test
suite's third game): a package whose ``spec`` module defines ``SPEC`` and whose spec names its
parts (``GameSpec.parts``). The environment variable ``MOAI_KIT_GAMES`` lists such packages by
module name, separated by commas (the folder holding them must be importable, for example on
``PYTHONPATH``); it is read when the registry is first asked, and again after :func:`refresh`.

This module sits between the engines and everything above them (``kit.lab``, ``kit.lessons``,
``kit.plots``, ``widgets``); it imports an engine only when its spec is asked for.
"""

from __future__ import annotations

import importlib
import os
from functools import cache
from importlib import resources

from kit.core.spec import GameSpec

NOT_GAMES = frozenset({"core", "lab", "lessons", "plots"})
PLUGINS = "MOAI_KIT_GAMES"
"""The environment variable naming games from folders of their own (packages, comma-separated)."""


@cache
def plugins() -> dict[str, str]:
    """The games from folders of their own: key to the module holding its ``SPEC``."""
    found: dict[str, str] = {}
    for package in os.environ.get(PLUGINS, "").split(","):
        package = package.strip()
        if package and all(part.isidentifier() for part in package.split(".")):
            found[package.rsplit(".", 1)[-1]] = f"{package}.spec"
    return found


def refresh() -> None:
    """Look for games again (after ``MOAI_KIT_GAMES`` changed)."""
    for cached in (plugins, keys, spec):
        cached.cache_clear()


@cache
def keys() -> tuple[str, ...]:
    """Every game's key, in the order the pages list them."""
    root = resources.files("kit")
    found = [
        entry.name
        for entry in root.iterdir()
        if entry.is_dir()
        and entry.name.isidentifier()
        and entry.name not in NOT_GAMES
        and entry.joinpath("spec.py").is_file()
    ]
    found += [key for key in plugins() if key not in found and key not in NOT_GAMES]
    return tuple(sorted(found, key=lambda key: (spec(key).order, key)))


@cache
def spec(key: str) -> GameSpec:
    """The description of the game ``key``; KeyError if there is no such game."""
    if not isinstance(key, str) or not key.isidentifier() or key in NOT_GAMES:
        raise KeyError(key)
    if resources.files("kit").joinpath(key, "spec.py").is_file():
        module = f"kit.{key}.spec"
    elif key in plugins():
        module = plugins()[key]
    else:
        raise KeyError(key)
    found = importlib.import_module(module).SPEC
    if not isinstance(found, GameSpec) or found.key != key:
        raise KeyError(key)
    return found


def specs() -> tuple[GameSpec, ...]:
    """Every game's description, in order."""
    return tuple(spec(key) for key in keys())
