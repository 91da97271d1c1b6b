"""The play page's controls on a lesson's position: the learner makes the move.

:class:`MovePad` shows one seat's side of a position as the play page does (the game's header,
figures with a clickable board, private panel and action panel, all from the game's
:class:`~widgets.play.ui.GameUI`) and hands every move made with them to ``on_move``; it never
applies a move itself: the lesson decides what a move means (:mod:`widgets.lessons.lesson`).
"""

from __future__ import annotations

import html
import importlib
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.actions import Action
from kit.core.game import Game
from widgets.figures import BoardSlot, FigureSlot, HTMLSlot
from widgets.play.actions import action_rows
from widgets.play.ui import GameUI


def game_ui(key: str) -> GameUI:
    """The play page's part of game ``key`` (``widgets/<key>_play.py``'s ``UI``)."""
    return importlib.import_module(games.spec(key).part("play")).UI()


class MovePad(W.VBox):
    """A position to move in: ``pad.show(game, seat, lang, names)``; every move made with the
    controls (a button, a form, a click on the board) calls ``on_move(action)``, and a click on
    the board that means no move calls ``on_miss()``."""

    def __init__(
        self,
        key: str,
        on_move: Callable[[Action], None],
        on_miss: Callable[[], None] | None = None,
    ) -> None:
        self.ui = game_ui(key)
        self.on_move = on_move
        self.on_miss = on_miss
        plots = self.ui.plots
        self.slot_of: dict[str, FigureSlot | BoardSlot | HTMLSlot] = {}
        for name in plots.names:
            if name in self.ui.html_figures:
                slot: FigureSlot | BoardSlot | HTMLSlot = HTMLSlot(self.ui.css)
            elif name == plots.clickable:
                slot = BoardSlot()
                slot.on_pick = self.pick
            else:
                slot = FigureSlot()
            slot.add_class(f"moai-figure-{name}")
            self.slot_of[name] = slot
        self.header = W.HTML()
        self.header.add_class("moai-header")
        self.private = W.HTML()
        self.private.add_class("moai-private")
        self.actions = W.VBox()
        self.actions.add_class("moai-actions")
        self.figures = W.VBox(layout=W.Layout(flex="1 1 0%", min_width="520px"))
        side = W.VBox(
            [self.private, self.actions], layout=W.Layout(flex="0 0 340px", padding="0 0 0 12px")
        )
        super().__init__(
            [
                self.header,
                W.HBox(
                    [self.figures, side],
                    layout=W.Layout(flex_flow="row wrap", align_items="flex-start"),
                ),
            ]
        )
        self.add_class("moai-move-pad")
        self.game: Game | None = None
        self.seat = 0
        self.offered: list[Action] = []
        self._shown: tuple[Any, ...] = ()

    def show(
        self,
        game: Game,
        seat: int,
        lang: str,
        names: list[str],
        only: Sequence[str] = (),
        extra: Sequence[Action] = (),
    ) -> None:
        """Show ``game`` as ``seat`` sees it, with the controls of its legal moves plus
        ``extra`` moves (offered although they may be illegal: the lesson explains why);
        ``only`` names the figures to show (all if empty; the clickable board always)."""
        if self._shown and self._shown[0] != lang:  # a new language: boards drawn afresh
            for slot in self.slot_of.values():
                if isinstance(slot, BoardSlot):
                    slot.reset()
        self.game, self.seat = game, seat
        self._shown = (lang, tuple(names), tuple(only), tuple(extra))
        view = game.view(seat)
        legal = game.legal_actions(seat) if seat in game.to_move else []
        self.offered = legal + [a for a in extra if a not in legal and a.seat == seat]
        figures = self.ui.figures(view, lang, names, self.offered)
        keep = [
            name
            for name in self.slot_of
            if name in figures and (not only or name in only or name == self.ui.plots.clickable)
        ]
        for name in keep:
            self.slot_of[name].show(figures[name])
        self.figures.children = [self.slot_of[name] for name in keep]
        self.header.value = self.ui.header_html(view, lang, names, seat)
        self.private.value = self.ui.private_html(view, lang)
        words = i18n.t("lesson.your_controls", lang, name=names[seat])
        title = W.HTML(f"<b>{html.escape(words)}</b>")  # a name is words, never markup
        self.actions.children = [
            title,
            *action_rows(self.ui, self.offered, lang, names, self.on_move, self.redraw),
        ]

    def describe(self, action: Action, lang: str, names: list[str]) -> str:
        """``action`` in the words of the play page's buttons."""
        return self.ui.action_label(action, lang, names)

    def redraw(self) -> None:
        """A choice in a game's form changed what the board highlights: draw again."""
        if self.game is not None:
            lang, names, only, extra = self._shown
            self.show(self.game, self.seat, lang, list(names), only, extra)

    def pick(self, target: str) -> None:
        """A click on the board: the move it means, if any, goes to ``on_move``."""
        if self.game is None or not self.offered:
            return
        action = self.ui.pick(self.game.view(self.seat), self.offered, target)
        if action is not None:
            self.on_move(action)
        elif self.on_miss is not None:
            self.on_miss()
