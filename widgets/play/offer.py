"""The game kept on the server, offered again on the play page's setup screen after a reload
(:mod:`widgets.play.autosave` keeps it at every action): the offer drawn, taken or forgotten. A part of
:class:`~widgets.play.app.PlayApp`, which holds the autosave, the session and the widgets."""

from __future__ import annotations

from typing import Any

from kit.core import i18n
from widgets.play.autosave import Autosaver, Offer
from widgets.play.draw import esc
from widgets.play.session import PlaySession
from widgets.play.ui import GameUI


class KeptGame:
    """Mixed into :class:`~widgets.play.app.PlayApp`: the offer to continue the game kept."""

    ui: GameUI
    session: PlaySession | None
    autosave: Autosaver
    offer: Offer | None
    file_message: str
    continue_box: Any
    continue_text: Any
    lang: str

    # -- the game kept on the server -------------------------------------------------------------
    def find_offer(self) -> None:
        """Look for a game of this page's client kept on the server, and offer it."""
        ui = self.ui
        self.offer = self.autosave.offer(ui.engine, self.make_bot, ui.bots, ui.revealing)
        self.draw_offer()

    def draw_offer(self) -> None:
        """The setup screen's offer to continue the game kept (hidden when there is none)."""
        offer, lang = self.offer, self.lang
        if offer is None:
            self.continue_box.layout.display = "none"
            return
        self.continue_text.value = (
            f'<div class="moai-continue-title"><b>{esc(offer.title(lang))}</b></div>'
            f'<div class="moai-continue-details">{esc(offer.details(lang))}</div>'
            f'<div class="moai-continue-note" style="color:#666">'
            f"{esc(i18n.t('autosave.replaced', lang))}</div>"
        )
        self.continue_box.layout.display = None

    def continue_game(self) -> None:
        """Play on the game offered, from where it stood (its bots move on)."""
        offer = self.offer
        if offer is None or self.session is not None:
            return
        self.file_message = i18n.t("autosave.continued", self.lang)
        self.start(offer.session)

    def discard_offer(self) -> None:
        """Forget the game offered."""
        if self.offer is None:
            return
        self.autosave.discard()
        self.offer = None
        self.draw_offer()
