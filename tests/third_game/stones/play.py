"""Stones on the play page: the kit's defaults, nothing of its own."""

from __future__ import annotations

from widgets.play.ui import GameUI


class StonesUI(GameUI):
    """Stones as :class:`widgets.play.app.PlayApp` shows it."""

    def __init__(self) -> None:
        super().__init__("stones")


UI = StonesUI
