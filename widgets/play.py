"""The play page: a whole game against bots or hot-seat, phase by phase, in the browser.

:class:`PlayApp` reads only ``view(seat)`` and ``legal_actions(seat)`` (through
:class:`~widgets.session.PlaySession`) and sends actions. What differs between the games (their
figures, private panel, header and option list) comes from a :class:`GameUI`.
"""

from __future__ import annotations

import asyncio
import html
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, Protocol

import ipywidgets as W
import plotly.graph_objects as go

from kit.core import i18n
from kit.core.actions import Action
from kit.core.bots import Bot
from kit.core.errors import KitError
from widgets.figures import BoardSlot, FigureSlot
from widgets.files import download_link, uploaded_bytes
from widgets.language import language_toggle
from widgets.session import PlaySession
from widgets.setup import OptionField, SetupForm

RECENT = 8  # how many sentences "what just happened" shows
MAX_BUTTONS = 12  # a larger group of actions is offered as a list and one button


class GameUI(Protocol):
    """What a game brings to the play page."""

    key: str
    engine: ModuleType
    revealing: frozenset[str]
    players: tuple[int, int, int]  # fewest, most, default
    bots: dict[str, Callable[[], Bot]]
    figure_count: int
    clickable: int | None  # the index of the figure that sends clicks (the board), if any

    def option_fields(self) -> list[OptionField]: ...

    def figures(
        self, view: dict[str, Any], lang: str, names: list[str], legal: Sequence[Action]
    ) -> list[go.Figure]: ...

    def private_html(self, view: dict[str, Any], lang: str) -> str: ...

    def header_html(
        self, view: dict[str, Any], lang: str, names: list[str], actor: int | None
    ) -> str: ...

    def action_groups(
        self, actions: Sequence[Action], lang: str
    ) -> list[tuple[str, list[tuple[str, Action]]]]: ...

    def controls(
        self, app: PlayApp, actions: Sequence[Action], lang: str
    ) -> tuple[list[W.Widget], list[Action]]:
        """Custom controls for some of the actions, and the actions left for plain buttons."""
        ...

    def pick(self, app: PlayApp, target: str, actions: Sequence[Action]) -> Action | None:
        """The action meant by a click on ``target`` (a hex or Ahu id), if any."""
        ...


def in_kernel() -> bool:
    """True inside a Jupyter kernel (Voila, JupyterLab), whose event loop runs the bots live;
    elsewhere (scripts, tests) the bots move at once."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def esc(text: str) -> str:
    return html.escape(text)


class PlayApp(W.VBox):
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
        self.file_message = ""
        self._bot_task: asyncio.Future | None = None

        self.toggle = language_toggle(lang)
        self.title = W.HTML()
        self.setup = SetupForm(
            ui.key, ui.engine.Options, ui.option_fields(), ui.players, ui.bots, lang
        )
        self.setup.start.on_click(lambda _: self.start_from_form())

        self.header = W.HTML()
        self.header.add_class("moai-header")
        self.slots: list[FigureSlot | BoardSlot] = [
            BoardSlot() if i == ui.clickable or i in getattr(ui, "live", ()) else FigureSlot()
            for i in range(ui.figure_count)
        ]
        for slot in self.slots:
            if isinstance(slot, BoardSlot):
                slot.on_pick = self.pick
        self.private = W.HTML()
        self.private.add_class("moai-private")
        self.curtain = W.Button(button_style="warning", icon="eye")
        self.curtain.add_class("moai-curtain")
        self.curtain.on_click(lambda _: self.lift_curtain())
        self.actions = W.VBox()
        self.actions.add_class("moai-actions")
        self.status = W.HTML()
        self.status.add_class("moai-status")
        self.projector = W.Checkbox(value=False, indent=False)
        self.projector.observe(lambda _: self.refresh(), names="value")
        self.speed = W.FloatSlider(value=pause, min=0.0, max=2.0, step=0.1, readout_format=".1f")
        self.speed.add_class("moai-speed")
        self.pause_bots = W.ToggleButton(value=False, icon="pause")
        self.pause_bots.observe(lambda _: self._on_pause(), names="value")
        self.undo_button = W.Button(icon="undo")
        self.undo_button.on_click(lambda _: self.undo())
        self.log_html = W.HTML()
        self.log_html.add_class("moai-log")
        self.log_box = W.Accordion(children=[self.log_html])
        self.log_box.observe(lambda _: self.draw_log(), names="selected_index")
        self.replay = W.IntSlider(value=0, min=0, max=0, continuous_update=False)
        self.replay.add_class("moai-replay")
        self.replay.observe(lambda _: self._on_replay(), names="value")
        self._quiet = False  # True while the page itself moves the replay slider
        self.present = W.Button(icon="forward")
        self.present.on_click(lambda _: self.to_present())
        self.save_button = W.Button(icon="download")
        self.save_button.on_click(lambda _: self.save())
        self.save_link = W.HTML()
        self.upload = W.FileUpload(accept=".json", multiple=False)
        self.upload.observe(lambda change: self.load_upload(change["new"]), names="value")
        self.new_button = W.Button(icon="refresh")
        self.new_button.on_click(lambda _: self.new_game())
        self.labels = {name: W.HTML() for name in ("speed", "replay", "projector", "files")}

        side = W.VBox(
            [
                self.private,
                self.curtain,
                self.actions,
                self.status,
                W.HBox([self.undo_button]),
                W.HBox([self.labels["speed"], self.speed, self.pause_bots]),
                W.HBox([self.projector, self.labels["projector"]]),
            ],
            layout=W.Layout(flex="0 0 380px", padding="0 0 0 12px"),
        )
        self.game_box = W.VBox(
            [
                self.header,
                W.HBox(
                    [W.VBox(self.slots, layout=W.Layout(flex="1 1 0%", min_width="560px")), side],
                    layout=W.Layout(flex_flow="row wrap", align_items="flex-start"),
                ),
                W.HBox([self.labels["replay"], self.replay, self.present]),
                self.log_box,
                W.HBox(
                    [self.labels["files"], self.save_button, self.save_link, self.upload],
                    layout=W.Layout(align_items="center"),
                ),
                self.new_button,
            ]
        )
        self.game_box.add_class("moai-game")
        self.file_status = W.HTML()
        self.load_box = W.HBox([self.file_status])
        top = W.HBox(
            [self.title, self.toggle],
            layout=W.Layout(justify_content="space-between", align_items="center"),
        )
        super().__init__([top, self.setup, self.load_box])
        self.add_class(f"moai-play-{ui.key}")
        self.toggle.observe(lambda _: self.set_lang(self.lang), names="value")
        self.set_lang(lang)

    # -- language ------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.toggle.value

    def set_lang(self, lang: str) -> None:
        """Switch every string to ``lang``; the game goes on untouched."""
        if self.toggle.value != lang:
            self.toggle.value = lang  # calls back here
            return

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        self.title.value = f'<h2 class="moai-title">{esc(t(f"play.{self.ui.key}.title"))}</h2>'
        self.setup.set_lang(lang)
        self.labels["speed"].value = t("play.bot_pause")
        self.labels["replay"].value = t("play.replay")
        self.labels["projector"].value = t("play.projector")
        self.labels["files"].value = t("play.files")
        self.pause_bots.description = t("play.pause_bots")
        self.undo_button.description = t("play.undo")
        self.present.description = t("play.present")
        self.save_button.description = t("play.save")
        self.upload.description = t("play.load")
        self.new_button.description = t("play.new_game")
        self.log_box.set_title(0, t("play.log"))
        self.refresh()

    # -- starting ------------------------------------------------------------------------------
    def start_from_form(self) -> None:
        """Start a game with what the setup form says (a bad value is shown, nothing starts)."""
        try:
            options = self.setup.options()
            seed = self.setup.seed_value()
            seats = self.setup.seats()
            game = self.ui.engine.new_game(len(seats), seed=seed, options=options)
        except (ValueError, KitError) as exc:
            self.setup.message.value = f'<span style="color:#b00">{esc(str(exc))}</span>'
            return
        self.setup.message.value = ""
        self.start(PlaySession(self.ui.engine, game, seats, self.ui.revealing))

    def start(self, session: PlaySession) -> None:
        """Play ``session`` from where it stands."""
        self.cancel_bots()
        self.session = session
        humans = session.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self.recent = [e for step in session.steps for e in step.events][-RECENT:]
        self.error = ""
        self.save_link.value = ""
        self.children = [self.children[0], self.game_box]
        self._follow_present()
        self.refresh()
        self.advance_bots()

    def new_game(self) -> None:
        """Back to the setup form (the current game is dropped)."""
        self.cancel_bots()
        self.session = None
        self.children = [self.children[0], self.setup, self.load_box]

    # -- who sees what -------------------------------------------------------------------------
    def multi_human(self) -> bool:
        return self.session is not None and len(self.session.humans) > 1

    def curtain_down(self) -> bool:
        """True when the person to act must first say who they are (hot-seat privacy)."""
        s = self.session
        if s is None or not self.multi_human():
            return False
        actor = s.actor()
        return actor is not None and s.seats[actor].human and self.viewer != actor

    def lift_curtain(self) -> None:
        """The next person clicked "I am <name>": show their private panel."""
        if self.session is not None and self.curtain_down():
            self.viewer = self.session.actor()
            self.refresh()

    def shown_seat(self) -> int | None:
        """The seat whose view the page shows (None: the public view)."""
        if self.projector.value or self.curtain_down():
            return None
        return self.viewer

    def in_replay(self) -> bool:
        return self.session is not None and self.replay.value < len(self.session.steps)

    def _on_replay(self) -> None:
        if not self._quiet:
            self.refresh()

    def _follow_present(self) -> None:
        """Move the replay slider to the newest action without redrawing."""
        if self.session is None:
            return
        self._quiet = True
        try:
            self.replay.max = len(self.session.steps)
            self.replay.value = self.replay.max
        finally:
            self._quiet = False

    # -- drawing -------------------------------------------------------------------------------
    def names(self) -> list[str]:
        s = self.session
        if s is None:
            return []
        return [i18n.player_name(i, self.lang, s.names) for i in range(len(s.seats))]

    def error_text(self) -> str:
        """The last error in the language of the moment ("" if none)."""
        error = self.error
        return error.message(self.lang) if isinstance(error, KitError) else str(error)

    def refresh(self) -> None:
        """Redraw the game from the session (called after every change)."""
        s = self.session
        if s is None or self.session is None:
            return
        lang, names = self.lang, self.names()

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        seat = self.shown_seat()
        replaying = self.in_replay()
        game = s.game_at(self.replay.value) if replaying else s.game
        view = game.view(None if replaying else seat)
        actor = s.actor()
        header = self.ui.header_html(view, lang, names, actor)
        if replaying:
            header += (
                f'<div class="moai-replaying" style="color:#8c510a"><b>'
                f"{esc(t('play.replaying', step=self.replay.value, total=len(s.steps)))}</b></div>"
            )
        self.header.value = header
        legal = self.offered_actions(actor) if not replaying else []
        figures = self.ui.figures(view, lang, names, legal)
        for i, slot in enumerate(self.slots):
            slot.show(figures[i] if i < len(figures) else None)
        # the private panel, or the curtain in front of it
        down = self.curtain_down() and not replaying
        self.curtain.layout.display = None if down else "none"
        if down and actor is not None:
            self.curtain.description = t("play.i_am", name=names[actor])
            self.private.value = (
                f'<div class="moai-curtain-text">'
                f"{esc(t('play.pass_screen', name=names[actor]))}</div>"
            )
        elif seat is not None and not replaying:
            self.private.value = self.ui.private_html(view, lang)
        else:
            self.private.value = ""
        self._draw_actions(actor, down or replaying)
        lines = "".join(f"<li>{esc(x)}</li>" for x in self.recent_lines())
        error = f'<div class="moai-error" style="color:#b00">{esc(self.error_text())}</div>'
        self.status.value = (
            f"<b>{esc(t('play.what_happened'))}</b><ul style='margin:2px 0'>{lines}</ul>"
            + (error if self.error else "")
        )
        self.draw_log()
        self.present.disabled = not replaying
        who = self.viewer
        self.undo_button.disabled = (
            replaying or who is None or self._bot_running() or s.undo_point(who) is None
        )
        self.file_status.value = self.file_message
        if self.file_message:
            self.status.value += f'<div class="moai-file-message">{esc(self.file_message)}</div>'

    def draw_log(self) -> None:
        """The whole log, drawn only while its panel is open (it grows with every action)."""
        s = self.session
        if s is None or self.log_box.selected_index is None:
            self.log_html.value = ""
            return
        self.log_html.value = (
            "<ol class='moai-log-lines' style='max-height:260px;overflow:auto'>"
            + "".join(f"<li>{esc(x)}</li>" for x in s.log(self.lang))
            + "</ol>"
        )

    def recent_lines(self) -> list[str]:
        """What just happened, in the current language."""
        s = self.session
        if s is None:
            return []
        names = self.names()
        out = []
        for event in self.recent:
            if event.get("type") == "_bot":
                out.append(i18n.t("play.bot_moved", self.lang, name=names[event["seat"]]))
            elif event.get("type") == "_undone":
                out.append(i18n.t("play.undone", self.lang))
            else:
                out.extend(s.describe([event], self.lang))
        return out

    def _draw_actions(self, actor: int | None, hidden: bool) -> None:
        s = self.session
        assert s is not None
        self.actions.children = self._action_rows(actor, hidden)
        # Then a class naming the number of actions so far: a sync point for browser tests
        # (set after the buttons, so that it never names a position the buttons do not show).
        kept = tuple(c for c in self.actions._dom_classes if not c.startswith("moai-at-"))
        self.actions._dom_classes = (*kept, f"moai-at-{len(s.steps)}")  # one change, not two

    def offered_actions(self, actor: int | None) -> list[Action]:
        """The actions the page offers now: the actor's, if a person may act on this screen."""
        s = self.session
        if s is None or actor is None or not s.seats[actor].human or self.projector.value:
            return []
        if self.curtain_down() or (self.multi_human() and self.viewer != actor):
            return []
        return s.game.legal_actions(actor)

    def _action_rows(self, actor: int | None, hidden: bool) -> list[W.Widget]:
        if hidden:
            return []
        legal = self.offered_actions(actor)
        if not legal:
            return []
        rows: list[W.Widget] = []
        controls = getattr(self.ui, "controls", None)
        if controls is not None:
            custom, legal = controls(self, legal, self.lang)
            rows += custom
        for title, items in self.ui.action_groups(legal, self.lang):
            rows.append(W.HTML(f"<b>{esc(title)}</b>"))
            if len(items) > MAX_BUTTONS:
                rows.append(self._choice_row(items))
                continue
            buttons = []
            for label, action in items:
                button = W.Button(description=label, layout=W.Layout(width="auto"))
                button.add_class("moai-action")
                button.tooltip = str(action)
                button.on_click(lambda _, a=action: self.act(a))
                buttons.append(button)
            rows.append(W.Box(buttons, layout=W.Layout(flex_flow="row wrap")))
        return rows

    def _choice_row(self, items: list[tuple[str, Action]]) -> W.Widget:
        """Many actions of one kind: a list to choose from and a button."""
        menu = W.Dropdown(options=[(label, i) for i, (label, _) in enumerate(items)])
        menu.add_class("moai-choice")
        go_button = W.Button(description=i18n.t("play.do_it", self.lang), button_style="info")
        go_button.add_class("moai-action")
        go_button.add_class("moai-choice-go")
        go_button.on_click(lambda _: self.act(items[menu.value][1]))
        return W.HBox([menu, go_button])

    def pick(self, target: str) -> None:
        """A click on the board: the game's UI says which action it means, if any."""
        s = self.session
        if s is None or self.in_replay():
            return
        legal = self.offered_actions(s.actor())
        chooser = getattr(self.ui, "pick", None)
        action = chooser(self, target, legal) if chooser is not None and legal else None
        if action is not None:
            self.act(action)

    # -- acting --------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        """A person's click: apply the action; an engine error is shown, the game unchanged."""
        s = self.session
        if s is None or self.in_replay():
            return
        try:
            events = s.apply(action)
        except (ValueError, KitError) as exc:
            self.error = exc
            self.refresh()
            return
        self.error = ""
        self.file_message = ""
        self.recent = list(events)[-RECENT:]
        self._follow_present()
        self.refresh()
        self.advance_bots()

    def undo(self) -> None:
        """Take back the viewer's own last action."""
        s = self.session
        if s is None or self.viewer is None:
            return
        try:
            s.undo(self.viewer)
        except KitError as exc:
            self.error = exc
        else:
            self.error = ""
            self.recent = [{"type": "_undone"}]
            self._follow_present()
        self.refresh()

    def to_present(self) -> None:
        """Leave the replay and show the game as it stands."""
        if self.session is not None:
            self.replay.value = len(self.session.steps)

    # -- bots ----------------------------------------------------------------------------------
    def _bot_running(self) -> bool:
        return self._bot_task is not None and not self._bot_task.done()

    def advance_bots(self) -> None:
        """Let the bots play until a person must act: live with pauses on the kernel's event loop
        (the page stays responsive), at once outside a kernel (scripts and tests)."""
        s = self.session
        if s is None or self.pause_bots.value or self._bot_running():
            return
        if not in_kernel():
            while s.bot_to_move():
                self.bot_move(draw=False)
            self._follow_present()
            self.refresh()
            return
        self._bot_task = asyncio.ensure_future(self._bot_loop())
        self._bot_task.add_done_callback(self._bot_done)

    async def _bot_loop(self) -> None:
        s = self.session
        while s is self.session and s is not None and s.bot_to_move():
            if self.pause_bots.value:
                return
            await asyncio.sleep(self.speed.value)
            if s is not self.session or self.pause_bots.value or not s.bot_to_move():
                return
            self.bot_move()

    def _bot_done(self, task: asyncio.Future) -> None:
        if not task.cancelled() and task.exception() is not None:
            self.error = f"{type(task.exception()).__name__}: {task.exception()}"
        self.refresh()

    def bot_move(self, draw: bool = True) -> None:
        """One bot move, shown at once (unless ``draw`` is False)."""
        s = self.session
        assert s is not None
        seat = s.actor()
        _, events = s.bot_step()
        self.recent = [{"type": "_bot", "seat": seat}, *list(events)[-RECENT:]]
        if draw:
            self._follow_present()
            self.refresh()

    def cancel_bots(self) -> None:
        if self._bot_task is not None and not self._bot_task.done():
            self._bot_task.cancel()
        self._bot_task = None

    def _on_pause(self) -> None:
        if self.pause_bots.value:
            self.cancel_bots()
        else:
            self.advance_bots()
        self.refresh()

    # -- files ---------------------------------------------------------------------------------
    def save(self) -> None:
        """Offer the game as a record file to download."""
        if self.session is None:
            return
        name = f"{self.ui.key}-{self.session.game.seed}-{len(self.session.steps)}.json"
        self.save_link.value = download_link(
            self.session.save(), name, i18n.t("play.download", self.lang, name=name)
        )

    def load_upload(self, value: Any) -> None:
        """Read an uploaded record; a bad file gets a message and the current game stays."""
        got = uploaded_bytes(value)
        if got is None:
            return
        name, content = got
        self.upload.value = ()
        try:
            session = PlaySession.load(
                self.ui.engine, content, self.make_bot, revealing=self.ui.revealing
            )
        except KitError as exc:
            reason = exc.message(self.lang)
            self.file_message = i18n.t("play.load_failed", self.lang, name=name, reason=reason)
            self.refresh()
            self.file_status.value = (
                f'<span class="moai-file-message">{esc(self.file_message)}</span>'
            )
            return
        self.file_message = i18n.t("play.loaded", self.lang, name=name)
        self.start(session)

    def make_bot(self, name: str) -> Bot | None:
        factory = self.ui.bots.get(name)
        return factory() if factory else None
