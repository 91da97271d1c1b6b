"""Any game's play page by the game's key, as its notebook shows it (``play_page("rapanui")``):
the game's part of the page (``GameSpec.part("play")``, a module with ``UI``) on
:class:`widgets.play.app.PlayApp`."""

from __future__ import annotations

import importlib

from kit import games
from widgets.play.app import PlayApp
from widgets.play.ui import GameUI


def game_ui(game: str) -> GameUI:
    """What ``game`` brings to the play page (its ``UI`` class, built)."""
    return importlib.import_module(games.spec(game).part("play")).UI()


def play_page(game: str, lang: str | None = None) -> PlayApp:
    """The play page of ``game`` (in the language its address asks for, by default)."""
    ui = game_ui(game)
    return PlayApp.for_page(ui) if lang is None else PlayApp(ui, lang)
