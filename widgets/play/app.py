"""The play page: a whole game against bots or hot-seat, phase by phase, in the browser.

:class:`PlayApp` wires the parts together and draws: the session (:mod:`widgets.play.session`: the
game, who may act and what each person may see, undo, replay), the game's part
(:class:`~widgets.play.ui.GameUI`), the widgets (:mod:`widgets.play.layout`), the bots
(:mod:`widgets.play.bots`), the action panel (:mod:`widgets.play.actions`), files
(:mod:`widgets.play.files`) and the autosave (:mod:`widgets.play.autosave`: the game kept at every
action, offered again on the setup screen after a reload). One action is one
:meth:`PlayApp.refresh`, which reads the position once (the session caches views and legal
actions) and sends only what changed.

The page's own parts are mixed into :class:`PlayApp`: who sees what and the replay
(:mod:`widgets.play.view`), the drawing (:mod:`widgets.play.draw`), the offer to continue the
game kept (:mod:`widgets.play.offer`) and saving and uploading (:mod:`widgets.play.load_save`);
its errors are in :mod:`widgets.play.errors`.

A click that comes late (a double click, a click while a bot moves, a button of a position
already left) is ignored without a word: an action is applied only while the page offers it, and
a button acts only in the position it was drawn for, so that nothing is ever applied twice.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from kit.core import i18n
from kit.core.actions import Action
from kit.core.bots import Bot
from kit.core.errors import KitError
from kit.lab.ruleset import RuleSet
from widgets.a11y import aria_name
from widgets.figures import BoardSlot, FigureSlot
from widgets.files import label_upload
from widgets.language import page_lang
from widgets.page import Page
from widgets.play.autosave import Autosaver, Offer, client_id
from widgets.play.bots import BotScheduler, in_kernel
from widgets.play.draw import PlayDrawing, esc
from widgets.play.errors import Notice, Refused
from widgets.play.files import UPLOAD_LIMIT
from widgets.play.layout import PlayLayout
from widgets.play.load_save import LoadSave
from widgets.play.offer import KeptGame
from widgets.play.rules_link import add_rules_link, take_rules_address
from widgets.play.session import PlaySession
from widgets.play.ui import GameUI
from widgets.play.view import ViewState

RECENT = 8  # how many sentences "what just happened" shows
DOUBLE_CLICK = 0.5
"""Seconds within which a second click on the same board point, or on undo, is the same click
(the usual double-click time of desktop systems)."""

log = logging.getLogger(__name__)

__all__ = ["GameUI", "PlayApp", "in_kernel"]


def last_turn(session: PlaySession) -> list[dict[str, Any]]:
    """What "what just happened" said after the session's last action, as :meth:`PlayApp.act`
    and :meth:`PlayApp.bot_move` put it: that action's events, after the bot's name for a bot's
    move. A game continued or loaded shows this, not the events of every action rebuilt."""
    if not session.steps:
        return []
    step = session.steps[-1]
    events = list(step.events)[-RECENT:]
    seat = step.action.seat
    if 0 <= seat < len(session.seats) and session.seats[seat].bot is not None:
        return [{"type": "_bot", "seat": seat}, *events]
    return events


class PlayApp(ViewState, PlayDrawing, KeptGame, LoadSave, Page):
    """A whole game, from the setup form to the final scoring."""

    def __init__(self, ui: GameUI, lang: str = "en", pause: float = 0.6) -> None:
        self.ui = ui
        self.session: PlaySession | None = None
        self.viewer: int | None = None  # whose private panel is shown (after "I am ...")
        # What just happened, kept as events (drawn in the language of the moment); two page
        # events: {"type": "_bot", "seat": s} before a bot's move, {"type": "_undone"}.
        self.recent: list[dict[str, Any]] = []
        # the last error: an engine error is kept as it is and rendered in the language of the
        # moment (see error_text), so a language switch translates it too
        self.error: str | Exception = ""
        self.file_message = ""  # how this game came (continued from where it stood)
        self.upload_message = ""  # what the last upload gave, shown beside the upload
        self.rules: RuleSet | None = None  # the rule set loaded for the next game, if any
        self._drawn_actions: Any = None  # what the action panel shows (redrawn when it changes)
        self.language_switch(lang)
        self.parts = parts = PlayLayout(ui, self, pause)
        for name in (
            "title setup header slots private curtain actions status projector speed "
            "pause_bots undo_button log_html log_box replay present save_button save_link "
            "upload new_button labels game_box load_box file_status continue_box continue_text "
            "continue_button discard_button"
        ).split():
            setattr(self, name, getattr(parts, name))
        self.bots = BotScheduler(
            due=lambda: self.session is not None and self.session.bot_to_move(),
            move=lambda: self.bot_move(draw=True),
            pause=lambda: self.speed.value,
            paused=lambda: self.pause_bots.value,
            stopped=self._bots_stopped,
        )
        for slot in self.slots:
            if isinstance(slot, BoardSlot):
                slot.on_pick = self.pick
        for name, slot in parts.slot_of.items():  # figures redrawn in place, not anew
            if isinstance(slot, FigureSlot) and name in getattr(ui, "in_place_figures", ()):
                slot.in_place = True
        self.setup.start.on_click(lambda _: self.start_from_form())
        self.curtain.on_click(lambda _: self.lift_curtain())
        self.projector.observe(lambda _: self.refresh(), names="value")
        self.pause_bots.observe(lambda _: self._on_pause(), names="value")
        self.undo_button.on_click(lambda _: self.undo())
        self.log_box.observe(lambda _: self.draw_log(), names="selected_index")
        self.replay.observe(lambda _: self._on_replay(), names="value")
        self._quiet = False  # True while the page itself moves the replay slider
        self.present.on_click(lambda _: self.to_present())
        self.save_button.on_click(lambda _: self.save())
        self.upload.observe(lambda change: self.load_upload(change["new"]), names="value")
        self.new_button.on_click(lambda _: self.new_game())
        # the game kept on the server at every action, and the offer to continue it
        self.autosave = Autosaver(ui.key)
        self.offer: Offer | None = None
        self._last_pick: tuple[str, float] = ("", 0.0)  # the last board point acted on, when
        self._last_undo = 0.0
        self.continue_button.on_click(lambda _: self.continue_game())
        self.discard_button.on_click(lambda _: self.discard_offer())
        super().__init__([parts.top, self.continue_box, self.setup, self.load_box])
        self.add_class(f"moai-play-{ui.key}")
        self.offer = self.autosave.offer(ui.engine, self.make_bot, ui.bots, ui.revealing)
        self.rules_link = add_rules_link(self)  # "Copy link to these rules", "Open a link"
        self.ready()

    @classmethod
    def for_page(cls, ui: GameUI) -> PlayApp:
        """The page as its notebook shows it: built first, then told the language and the client
        its address and browser give. A preheated kernel builds it before any student asks for
        the page (``page_lang`` waits for that moment), so a student's request costs only the
        language and the offer to continue a kept game."""
        app = cls(ui, "en")
        lang = page_lang()  # a preheated kernel waits here for its page's request
        app.autosave.client = client_id()  # the browser's id came with the request
        app.set_lang(lang)
        app.find_offer()  # the browser's kept game, if any
        take_rules_address(app, app.rules_link)  # ?rules=<code>: the next game's rules
        return app

    # -- language ------------------------------------------------------------------------------
    def render(self) -> None:
        """Every string in the page's language (:meth:`Page.set_lang`); the game goes on
        untouched."""
        lang = self.lang

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        self.title.value = (
            f'<h2 class="moai-title">{esc(t("play.title", game=self.ui.spec.name(lang)))}</h2>'
        )
        self.setup.set_lang(lang)
        self.labels["speed"].value = t("play.bot_pause")
        self.labels["replay"].value = t("play.replay")
        self.labels["projector"].value = t("play.projector")
        self.labels["files"].value = t("play.files")
        aria_name(self.speed, t("play.bot_pause"))
        aria_name(self.replay, t("play.replay"))
        aria_name(self.projector, t("play.projector"))
        self.pause_bots.description = t("play.pause_bots")
        self.undo_button.description = t("play.undo")
        self.present.description = t("play.present")
        self.save_button.description = t("play.save")
        label_upload(self.upload, t("play.load"), UPLOAD_LIMIT, lang)  # the size limit too
        self.new_button.description = t("play.new_game")
        self.log_box.set_title(0, t("play.log"))
        self.continue_button.description = t("autosave.continue")
        self.discard_button.description = t("autosave.discard")
        self._drawn_actions = None
        self.draw_file_status()
        self.draw_offer()
        self.refresh()

    # -- starting ------------------------------------------------------------------------------
    def start_from_form(self) -> None:
        """Start a game with what the setup form says (a bad value is shown, nothing starts);
        a late second click, once the game is on, is ignored."""
        if self.setup not in self.children:
            return
        board = self.rules.board if self.rules is not None else None
        try:
            options = self.setup.options()
            seed = self.setup.seed_value()
            seats = self.setup.seats()
            extra = {"board": board} if board is not None else {}
            game = self.ui.engine.new_game(len(seats), seed=seed, options=options, **extra)
        except (ValueError, KitError) as exc:
            reason = exc.message(self.lang) if isinstance(exc, KitError) else str(exc)
            self.setup.message.value = f'<span style="color:#b00">{esc(reason)}</span>'
            return
        self.setup.message.value = ""
        self.start(PlaySession(self.ui.engine, game, seats, self.ui.revealing))

    def start(self, session: PlaySession) -> None:
        """Play ``session`` from where it stands (kept on the server from now on)."""
        self.bots.cancel()
        if self.session is not None:
            self.session.on_change = None
        self.session = session
        self.offer = None
        session.on_change = self.autosave.save
        self.autosave.begin(session)
        humans = session.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self.recent = last_turn(session)
        self.error = ""
        self.save_link.value = ""
        self.children = [self.children[0], self.game_box]
        self._after_move()

    def new_game(self) -> None:
        """Back to the setup form; the game left is offered there (it is kept until another
        starts)."""
        self.bots.cancel()
        if self.session is not None:
            self.session.on_change = None
        self.session = None
        self.children = [self.children[0], self.continue_box, self.setup, self.load_box]
        self.find_offer()

    # -- acting --------------------------------------------------------------------------------
    def pick(self, target: str) -> None:
        """A click on the board: the game's UI says which action it means, if any. The second
        click of a double click on a point is ignored (a board is one widget, drawn anew in
        place: its clicks do not say which position they were meant for)."""
        s = self.session
        legal = self.offered_actions()
        if s is None or not legal:
            return
        last, when = self._last_pick
        if target == last and time.monotonic() - when < DOUBLE_CLICK:
            log.debug("a second click on %s ignored", target)
            return
        actor = s.actor()
        action = self.ui.pick(s.view(actor), legal, target)
        if action is not None:
            self._last_pick = (target, time.monotonic())
            self.act(action)

    def _act_here(self) -> Callable[[Action], None]:
        """What the action panel's buttons call: :meth:`act`, while the game stands where they
        were drawn (a button of a position already left does nothing)."""
        s = self.session
        version = s.version if s is not None else -1

        def act(action: Action) -> None:
            if self.session is not s or s is None or s.version != version:
                log.debug("a click for a position already left ignored: %s", action)
                return
            self.act(action)

        return act

    def act(self, action: Action) -> None:
        """A person's action: applied if the page offers it now, else ignored without a word (a
        stale click: a double click, a click while a bot moves or on a position already left).
        Should the engine still refuse it, its reason is shown in words, the game unchanged."""
        s = self.session
        if s is None or action not in self.offered_actions():
            log.debug("an action not offered now ignored: %s", action)
            return
        try:
            events = s.apply(action)
        except KitError as exc:
            self.error = Refused(exc, lambda lang: self.ui.action_label(action, lang, self.names()))
            self.refresh()
            return
        except ValueError:
            log.warning("the engine refused an offered action %s", action, exc_info=True)
            self.error = Notice("autosave.action_failed")
            self.refresh()
            return
        self.error = ""
        self.file_message = self.upload_message = ""
        self.recent = list(events)[-RECENT:]
        self._after_move()

    def _after_move(self) -> None:
        """Let the bots move (at once outside a kernel), then draw once (the replay slider's
        message goes after the figures')."""
        self.bots.start()
        with self.replay.hold_sync():
            self._follow_present()
            self.refresh()

    def undo(self) -> None:
        """Take back the viewer's own last action (a double click takes back one)."""
        s = self.session
        if s is None or self.viewer is None:
            return
        if time.monotonic() - self._last_undo < DOUBLE_CLICK:
            log.debug("a second click on undo ignored")
            return
        self._last_undo = time.monotonic()
        try:
            s.undo(self.viewer)
        except KitError as exc:
            self.error = exc
        else:
            self.error = ""
            self.recent = [{"type": "_undone"}]
            self._follow_present()
        self.refresh()

    # -- bots ----------------------------------------------------------------------------------
    def advance_bots(self) -> None:
        """Let the bots play until a person must act (see :class:`BotScheduler`)."""
        if self.bots.start():
            self._follow_present()
            self.refresh()

    def bot_move(self, draw: bool = True) -> None:
        """One bot move, shown at once when live (the scheduler's ``move``)."""
        s = self.session
        assert s is not None
        seat = s.actor()
        _, events = s.bot_step()
        self.recent = [{"type": "_bot", "seat": seat}, *list(events)[-RECENT:]]
        if draw and self.bots.live:
            self._follow_present()
            self.refresh()

    def _bots_stopped(self, error: str) -> None:
        if error:
            log.warning("a live bot failed: %s", error)
            self.error = Notice("autosave.bot_failed")
            self.refresh()
        else:
            self._draw_undo()

    def cancel_bots(self) -> None:
        self.bots.cancel()

    def _on_pause(self) -> None:
        if self.pause_bots.value:
            self.bots.cancel()
            self.refresh()
        else:
            self.advance_bots()
            self._draw_undo()

    def make_bot(self, name: str) -> Bot | None:
        factory = self.ui.bots.get(name)
        return factory() if factory else None
