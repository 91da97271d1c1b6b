"""One rule set of the design lab (A or B): every rule option with its rule number, in the
page's language, and the game's board when it has one (:class:`RuleSetPanel`, a part of
:class:`widgets.lab.app.LabApp`)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.errors import BoardError, KitError
from kit.core.params import COUNTS
from kit.lab.games import engine, option_fields
from kit.lab.ruleset import RuleSet
from widgets.a11y import aria_name
from widgets.files import download_link, label_upload, uploaded_file
from widgets.lab.results import esc
from widgets.option_text import choice_options, option_label, shown, typed
from widgets.option_widget import (
    option_tip,
    option_widget,
    parameter_title,
    split_names,
    widget_value,
)


def board_limit(game: str) -> int:
    """The largest board file the page reads for ``game`` (stated on its upload button)."""
    board = games.spec(game).board
    return board.MAX_BOARD_BYTES if board is not None else 0


class RuleSetPanel(W.VBox):
    """One rule set (A or B): every rule option with its rule number; Giants also the board."""

    def __init__(self, game: str, name: str, lang: str) -> None:
        self.game, self.name, self.lang = game, name, lang
        module = engine(game)
        self.spec = games.spec(game)
        defaults = module.Options()
        self.widgets: dict[str, W.Widget] = {}
        self.labels: dict[str, W.HTML] = {}
        rows: dict[str, W.HBox] = {}
        for name_ in option_fields(game):
            choices = tuple(self.spec.choices.get(name_, ()))
            widget = option_widget(game, name_, getattr(defaults, name_), choices, lang)
            counts = self.spec.parameters.get(name_)
            wide = counts is not None and counts.kind == COUNTS  # a number per part: "moai=9, ..."
            widget.layout = W.Layout(width="300px" if wide else "150px")
            widget.add_class(f"moai-lab-opt-{name_}")
            widget.observe(lambda _: self._mark(), names="value")
            self.widgets[name_] = widget
            self.labels[name_] = W.HTML()
            rows[name_] = W.HBox([widget, self.labels[name_]])
        options, parameters = split_names(game, list(rows))
        self.numbers = W.Accordion(children=[W.VBox([rows[n] for n in parameters])])
        self.numbers.selected_index = None
        self.numbers.add_class("moai-lab-parameters")
        self.title = W.HTML()
        self.board: dict[str, Any] | None = None
        self.board_note = W.HTML()
        self.board_upload = W.FileUpload(accept=".json", multiple=False)
        self.board_upload.observe(lambda c: self.load_board(c["new"]), names="value")
        self.board_link = W.HTML()
        parts: list[W.Widget] = [self.title, *(rows[n] for n in options)]
        if parameters:
            parts.append(self.numbers)
        if self.spec.has_board:
            parts += [self.board_note, W.HBox([self.board_upload, self.board_link])]
        super().__init__(parts, layout=W.Layout(flex="1 1 460px", min_width="460px"))
        self.add_class(f"moai-lab-set-{name.lower()}")
        self.set_lang(lang)

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        rule_set = i18n.t(f"lab.page.set_{self.name.lower()}", lang) + i18n.t("app.colon", lang)
        for name, label in self.labels.items():
            label.value = esc(option_label(self.game, name, lang))
            widget = self.widgets[name]
            aria_name(widget, rule_set + option_label(self.game, name, lang))
            if isinstance(widget, W.Dropdown):
                value = widget.value
                values = tuple(v for _, v in widget.options)
                widget.options = choice_options(self.game, name, values, lang)
                widget.value = value
            elif isinstance(widget, W.Text):
                widget.value = shown(self.game, name, typed(self.game, name, widget.value), lang)
        self.title.value = f"<h4>{esc(i18n.t(f'lab.page.set_{self.name.lower()}', lang))}</h4>"
        if self.spec.has_board:
            limit = board_limit(self.game)
            label_upload(self.board_upload, i18n.t("lab.page.board_upload", lang), limit, lang)
            self._board_words()
        self._mark()

    def _board_words(self) -> None:
        lang = self.lang
        which = "lab.page.board_custom" if self.board is not None else "lab.page.board_default"
        about = f"{self.game}.board.approximation"
        words = (i18n.t(which, lang), *([i18n.t(about, lang)] if i18n.has(about) else []))
        self.board_note.value = (
            f"<div class='moai-lab-board'>{esc(i18n.t('app.sep', lang).join(words))}</div>"
        )
        board = self.board or engine(self.game).default_board().to_dict()
        self.board_link.value = download_link(
            json.dumps(board, ensure_ascii=False, indent=1),
            f"board-{self.name}.json",
            i18n.t("lab.page.board_download", lang),
        )

    def _mark(self) -> None:
        """Bold the options that differ from the seed's rules; a text box's tooltip names the
        value typed in it."""
        defaults = engine(self.game).Options()
        count = 0
        for name, widget in self.widgets.items():
            widget.tooltip = option_tip(self.game, name, widget, self.lang)
            changed = self.value(name) != getattr(defaults, name)
            count += changed and name in self.spec.parameters
            self.labels[name].value = self.labels[name].value.replace("<b>", "").replace("</b>", "")
            if changed:
                self.labels[name].value = f"<b>{self.labels[name].value}</b>"
        self.numbers.set_title(0, parameter_title(self.game, count, self.lang))

    def ruleset(self) -> RuleSet:
        """The rule set the panel shows (LabError names a bad value)."""
        values = {name: self.value(name) for name in self.widgets}
        return RuleSet(self.game, values, self.board, self.name)

    def value(self, name: str) -> Any:
        """The raw value of option ``name`` as the panel shows it (a text box read back)."""
        return widget_value(self.game, name, self.widgets[name])

    def show(self, ruleset: RuleSet) -> None:
        """Show ``ruleset`` in the panel."""
        chosen = dataclasses.asdict(ruleset.options_object())
        for name, widget in self.widgets.items():
            text = isinstance(widget, W.Text)
            widget.value = shown(self.game, name, chosen[name], self.lang) if text else chosen[name]
        self.board = ruleset.board
        if self.spec.has_board:  # a game without a board has no board words
            self._board_words()

    def load_board(self, value: Any) -> str | None:
        """Take an uploaded board file; a bad one is refused (the board stays) with the reason,
        which is returned (None when the board was taken). Over the game's board limit it is
        refused before it is read."""
        got = uploaded_file(value)
        if got is None:
            return None
        self.board_upload.value = ()
        reason = None
        try:
            reader = self.spec.board
            assert reader is not None  # only a game with a board shows its upload
            board = reader.read_board(got.read(reader.MAX_BOARD_BYTES, BoardError))
        except KitError as exc:
            reason = exc.message(self.lang)
        except Exception as exc:  # a last guard: a widget callback must never raise
            reason = i18n.t("upload.unreadable", self.lang, kind=type(exc).__name__)
        else:
            self.board = board.to_dict()
        self._board_words()
        if reason is not None:
            self.board_note.value += (
                f"<div class='moai-lab-error' style='color:#b00'>"
                f"{esc(i18n.t('lab.page.board_refused', self.lang, name=got.name, reason=reason))}"
                "</div>"
            )
        return reason
