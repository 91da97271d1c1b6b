"""A game is a plug-in: everything about a game lives in its own files, so a third game edits no
file that the games share.

A game's own files are its engine's folder ``kit/<game>/`` and, in the layers above it
(``kit/plots``, ``kit/lab``, ``kit/lessons``, ``widgets``), the files named after it: the game's
key is a word of the file's name (``kit/plots/giants_tiles.py``, ``widgets/rapanui_play.py``,
``kit/lessons/build_giants_transport.py``, ``kit/lab/design_rapanui.py``). Anywhere else in ``kit/``,
``widgets/`` and ``deploy/``, no code names a game: no string holding a game's key (a branch such
as ``if game == "giants"``, a table keyed by games, a message key of one game) and no import of a
game's module. Docstrings and comments may name the games (they explain); code asks the game's
description (:mod:`kit.games`) instead.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from kit import games

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("kit", "widgets", "deploy")
LAYERS = ("kit/plots", "kit/lab", "kit/lessons", "widgets")
"""Where a game's files sit beside the other games' files, named after their game."""


def own(path: str, game: str) -> bool:
    """True if ``path`` (from the repository's root) is one of ``game``'s own files."""
    folder, _, name = path.rpartition("/")
    named = game in name.removesuffix(".py").split("_")
    return path.startswith(f"kit/{game}/") or (folder in LAYERS and named)


def explanations(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings (of a module, class, function or
    attribute): an expression statement that is only a string."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }


def naming(path: Path, keys: tuple[str, ...]) -> list[str]:
    """Where the code of ``path`` names one of ``keys``: ``line: what``."""
    word = re.compile(rf"(?<![a-z])(?:{'|'.join(keys)})(?![a-z])")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = explanations(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            if word.search(node.value):
                found.append(f"{node.lineno}: {node.value[:60]!r}")
        elif isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names]
            if isinstance(node, ast.ImportFrom):
                modules = [node.module or "", *(f"{node.module}.{a.name}" for a in node.names)]
            if any(word.search(m) for m in modules):
                found.append(f"{node.lineno}: import {', '.join(modules)[:60]}")
    return found


def shared_files(keys: tuple[str, ...]) -> list[str]:
    return sorted(
        path
        for folder in FOLDERS
        for file in (ROOT / folder).rglob("*.py")
        if (path := str(file.relative_to(ROOT))) and not any(own(path, key) for key in keys)
    )


def test_no_shared_file_names_a_game():
    keys = games.keys()
    assert set(keys) >= {"giants", "rapanui"}
    named = {path: found for path in shared_files(keys) if (found := naming(ROOT / path, keys))}
    assert named == {}, "\n".join(f"{p}\n  " + "\n  ".join(f) for p, f in named.items())


@pytest.mark.parametrize(
    ("code", "hits"),
    [
        ('if game == "giants":\n    pass\n', 1),
        ('KEYS = {"rapanui": 1}\n', 1),
        ("from kit.giants.board import read_board\n", 1),
        ('"""Giants and rapanui, explained."""\nx = 1\n', 0),
        ('x = f"{game}.name.{kind}"\n', 0),
        ('x = "giantsteps"\n', 0),
    ],
)
def test_the_check_finds_a_branch_and_lets_explanations_be(tmp_path, code, hits):
    path = tmp_path / "shared.py"
    path.write_text(code)
    assert len(naming(path, ("giants", "rapanui"))) == hits


def test_own_files_are_the_games_folders_and_named_files():
    assert own("kit/giants/board.py", "giants") and own("kit/plots/giants_tiles.py", "giants")
    assert own("widgets/rapanui_play.py", "rapanui") and own("kit/lessons/text_giants.py", "giants")
    assert own("kit/lab/design_rapanui.py", "rapanui")
    assert own("kit/lessons/build_giants_transport.py", "giants")
    assert not own("kit/lab/games.py", "giants") and not own("widgets/lab/app.py", "rapanui")
    assert not own("deploy/giants_server.py", "giants")  # the launcher knows no game


def test_each_fact_of_a_game_is_said_once():
    """Its players: the description's counts are the engine's (the engine refuses others)."""
    for spec in games.specs():
        low, high, default = spec.players
        game = spec.engine.new_game(default, seed=1)
        assert (type(game).MIN_PLAYERS, type(game).MAX_PLAYERS) == (low, high), spec.key
