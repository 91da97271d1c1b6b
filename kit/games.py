"""The games of the kit, found by looking: every package ``kit/<game>/`` with a ``spec.py``.

Adding a game means writing its engine package with its description (``kit/<game>/spec.py``,
a :class:`~kit.core.spec.GameSpec`), its figures (``kit/plots/<game>.py`` with ``FIGURES``, see
:mod:`kit.plots.games`) and its play page's parts (``widgets/<game>_play.py`` with ``UI``) and
notebooks; every list of games in the kit (the lab, the lessons, the landing page, the gallery,
the teacher's page) reads this registry, so nothing else changes.

This module sits between the engines and everything above them (``kit.lab``, ``kit.lessons``,
``kit.plots``, ``widgets``); it imports an engine only when its spec is asked for.
"""

from __future__ import annotations

import importlib
from functools import cache
from importlib import resources

from kit.core.spec import GameSpec

NOT_GAMES = frozenset({"core", "lab", "lessons", "plots"})


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
    return tuple(sorted(found, key=lambda key: (spec(key).order, key)))


@cache
def spec(key: str) -> GameSpec:
    """The description of the game ``key``; KeyError if there is no such game."""
    if not isinstance(key, str) or not key.isidentifier() or key in NOT_GAMES:
        raise KeyError(key)
    if not resources.files("kit").joinpath(key, "spec.py").is_file():
        raise KeyError(key)
    found = importlib.import_module(f"kit.{key}.spec").SPEC
    if not isinstance(found, GameSpec) or found.key != key:
        raise KeyError(key)
    return found


def specs() -> tuple[GameSpec, ...]:
    """Every game's description, in order."""
    return tuple(spec(key) for key in keys())
