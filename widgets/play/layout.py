"""The play page's widgets and where they stand; no behaviour (see :mod:`widgets.play.app`)."""

from __future__ import annotations

import ipywidgets as W

from widgets.figures import BoardSlot, FigureSlot, HTMLSlot
from widgets.files import UploadButtons
from widgets.page import Page
from widgets.page_links import PageNav
from widgets.play.setup import SetupForm
from widgets.play.ui import GameUI
from widgets.plot_board import PlotBoardSlot

LABELS = ("speed", "replay", "projector", "files")
SHORT_LABELS = ("speed", "replay", "files")
"""Labels of one or two words in front of a control: kept on one line (``moai-label``)."""


class PlayLayout:
    """Every widget of a play page, built once and arranged: the setup screen and the game."""

    def __init__(self, ui: GameUI, page: Page, pause: float) -> None:
        lang = page.lang
        self.title = W.HTML()
        self.setup = SetupForm(
            ui.key, ui.engine.Options, ui.option_fields(), ui.players, ui.bots, lang
        )
        self.header = W.HTML()
        self.header.add_class("moai-header")
        self._figure_slots(ui)
        self._side_panel(pause)
        self._log_and_files()
        self._arrange()
        self._top(ui, page)
        self._continue_offer()

    def _figure_slots(self, ui: GameUI) -> None:
        """A slot per figure of the game, in the order of its figures."""
        plots = ui.plots
        self.slot_of: dict[str, FigureSlot | BoardSlot | HTMLSlot] = {
            name: HTMLSlot(ui.css)
            if name in ui.html_figures
            else PlotBoardSlot()  # the page's plotly.js draws it (issue 24)
            if name == plots.clickable or name in plots.live
            else FigureSlot()
            for name in plots.names
        }
        self.slots = list(self.slot_of.values())  # in the order of the game's figures

    def _side_panel(self, pause: float) -> None:
        """The side panel's widgets: the private panel, the controls and the bots' speed."""
        self.private = W.HTML()
        self.private.add_class("moai-private")
        self.curtain = W.Button(
            button_style="warning",
            icon="eye",
            layout=W.Layout(width="auto", align_self="flex-start"),
        )
        self.curtain.add_class("moai-curtain")
        self.actions = W.VBox()
        self.actions.add_class("moai-actions")
        # what went wrong with the last action (or undo), right under the controls that caused it
        self.feedback = W.HTML()
        self.feedback.add_class("moai-feedback")
        self.status = W.HTML()
        self.status.add_class("moai-status")
        self.projector = W.Checkbox(
            value=False, indent=False, layout=W.Layout(width="auto", flex="0 0 auto")
        )
        # the slider takes what the label and the button leave of the side panel's row
        self.speed = W.FloatSlider(
            value=pause,
            min=0.0,
            max=2.0,
            step=0.1,
            readout_format=".1f",
            layout=W.Layout(width="auto", flex="1 1 auto", min_width="120px"),
        )
        self.speed.add_class("moai-speed")
        self.pause_bots = W.ToggleButton(
            value=False, icon="pause", layout=W.Layout(width="auto", flex="0 0 auto")
        )
        self.undo_button = W.Button(icon="undo", layout=W.Layout(width="auto"))

    def _log_and_files(self) -> None:
        """The log, the replay, the file controls, a new game, and the controls' labels."""
        self.log_html = W.HTML()
        self.log_html.add_class("moai-log")
        self.log_box = W.Accordion(children=[self.log_html])
        self.replay = W.IntSlider(value=0, min=0, max=0, continuous_update=False)
        self.replay.add_class("moai-replay")
        self.present = W.Button(icon="forward", layout=W.Layout(width="auto"))
        self.save_button = W.Button(icon="download", layout=W.Layout(width="auto"))
        self.save_link = W.HTML()
        self.upload = W.FileUpload(accept=".json", multiple=False)
        self.new_button = W.Button(
            icon="refresh", layout=W.Layout(width="auto", align_self="flex-start")
        )
        self.labels = {name: W.HTML() for name in LABELS}
        for name in SHORT_LABELS:
            self.labels[name].layout = W.Layout(flex="0 0 auto", margin="0 8px 0 0")
            self.labels[name].add_class("moai-label")
        self.labels["projector"].layout = W.Layout(flex="1 1 auto")
        self.file_status = W.HTML()
        self.file_status.add_class("moai-file-status")

    def _arrange(self) -> None:
        """The game: its figures beside the side panel, the replay, the log and the files;
        and the upload of the setup screen."""
        side = W.VBox(
            [
                self.private,
                self.curtain,
                self.actions,
                self.feedback,
                self.status,
                W.HBox([self.undo_button]),
                W.HBox(
                    [self.labels["speed"], self.speed, self.pause_bots],
                    layout=W.Layout(align_items="center"),
                ),
                W.HBox(
                    [self.projector, self.labels["projector"]],
                    layout=W.Layout(align_items="center"),
                ),
            ],
            layout=W.Layout(flex="0 0 380px", padding="0 0 0 12px"),
        )
        figures = W.VBox(self.slots, layout=W.Layout(flex="1 1 0%", min_width="560px"))
        self.game_box = W.VBox(
            [
                self.header,
                W.HBox(
                    [figures, side],
                    layout=W.Layout(flex_flow="row wrap", align_items="flex-start"),
                ),
                W.HBox(
                    [self.labels["replay"], self.replay, self.present],
                    layout=W.Layout(align_items="center"),
                ),
                self.log_box,
                W.HBox(
                    [
                        self.labels["files"],
                        self.save_button,
                        self.save_link,
                        self.upload,
                        self.file_status,  # what the upload gave, beside it
                    ],
                    layout=W.Layout(align_items="center"),
                ),
                self.new_button,
            ]
        )
        self.game_box.add_class("moai-game")
        # On the setup screen: the same upload (a rule set for the next game, or a saved game).
        self.load_box = W.HBox(
            [self.upload, self.file_status], layout=W.Layout(align_items="center")
        )

    def _top(self, ui: GameUI, page: Page) -> None:
        """The top of the page: the title and the page's language switch (its address follows
        it), then the ways to the game's other pages."""
        self.nav = PageNav(ui.key, "play", page.toggle)
        self.top = W.VBox([page.title_row(self.title, UploadButtons()), self.nav])

    def _continue_offer(self) -> None:
        """The offer to continue a kept game."""
        # On the setup screen, when a game of this page was kept (see widgets.play.autosave): an offer
        # to continue it, shown only then.
        self.continue_text = W.HTML()
        self.continue_button = W.Button(
            button_style="primary", icon="play", layout=W.Layout(width="auto")
        )
        self.continue_button.add_class("moai-continue")
        self.discard_button = W.Button(icon="trash", layout=W.Layout(width="auto"))
        self.discard_button.add_class("moai-discard")
        self.continue_box = W.VBox(
            [self.continue_text, W.HBox([self.continue_button, self.discard_button])],
            layout=W.Layout(
                display="none",
                border="1px solid #c9b458",
                padding="4px 12px 8px",
                margin="4px 0 8px",
            ),
        )
        self.continue_box.add_class("moai-continue-box")
