"""The form that starts a game: seats (person or bot, and names), rule options, language.

:func:`option_label` and :func:`value_name` say a rule option and its value as every page shows
them (this form, the lab's rule sets, the teacher's table): the label with its rule number, and a
value by its name in the page's language, never as the raw value (``shared``, ``True``,
``fish,grain,...``); a text box shows its value in the page's language too (``0、1、1、2、2、3``,
``魚、穀子、桑葚、甘藷``, :mod:`widgets.option_text`) and its tooltip by name.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.bots import Bot
from kit.core.chance import check_seed
from widgets.a11y import aria_name
from widgets.option_text import choice_options, option_label, shown, typed, value_name
from widgets.option_widget import (
    option_tip,
    option_widget,
    parameter_title,
    split_names,
    widget_value,
)
from widgets.play.session import Player

HUMAN = "human"


@dataclass(frozen=True)
class OptionField:
    """One rule option as the form shows it: a checkbox, a list of choices, a number or text."""

    name: str
    choices: tuple[Any, ...] = ()


class SetupForm(W.VBox):
    """Seats, rule options and seed for a new game of ``game`` (``"rapanui"`` or ``"giants"``)."""

    def __init__(
        self,
        game: str,
        options_cls: type,
        fields: list[OptionField],
        players: tuple[int, int, int],
        bots: dict[str, Callable[[], Bot]],
        lang: str = "en",
    ) -> None:
        self.game, self.options_cls, self.fields, self.bots = game, options_cls, fields, bots
        low, high, default = players
        self.lang = lang
        self.players = W.Dropdown(options=list(range(low, high + 1)), value=default)
        self.seat_names = [W.Text(layout=W.Layout(width="180px")) for _ in range(high)]
        self.seat_kinds = [W.Dropdown(layout=W.Layout(width="180px")) for _ in range(high)]
        for i, kind in enumerate(self.seat_kinds):
            kind.options = self._kind_options()
            kind.value = HUMAN if i == 0 else "greedy" if "greedy" in bots else "random"
        self.seat_rows = [
            W.HBox([W.HTML(), name, kind])
            for name, kind in zip(self.seat_names, self.seat_kinds, strict=True)
        ]
        self.option_widgets: dict[str, W.Widget] = {}
        defaults = options_cls()
        for f in fields:
            widget = option_widget(game, f.name, getattr(defaults, f.name), f.choices, lang)
            if isinstance(widget, W.BoundedIntText):
                widget.layout = W.Layout(width="90px")
            widget.observe(lambda _, name=f.name: self._tip(name), names="value")
            self.option_widgets[f.name] = widget
        self.option_labels = {f.name: W.HTML() for f in fields}
        self.seed = W.Text(placeholder="", layout=W.Layout(width="180px"))
        self.start = W.Button(
            button_style="primary",
            icon="play",
            layout=W.Layout(width="auto", align_self="flex-start"),
        )
        self.start.add_class("moai-start")
        self.message = W.HTML()
        groups = split_names(game, [f.name for f in fields])
        self.options_box = W.Accordion(
            children=[
                W.VBox([W.HBox([self.option_widgets[n], self.option_labels[n]]) for n in group])
                for group in groups
                if group
            ]
        )
        self.players_label = W.HTML()
        self.seed_label = W.HTML()
        self.seats_box = W.VBox(self.seat_rows)
        super().__init__(
            [
                W.HBox([self.players_label, self.players]),
                self.seats_box,
                self.options_box,
                W.HBox([self.seed_label, self.seed]),
                self.start,
                self.message,
            ]
        )
        self.add_class("moai-setup")
        self.players.observe(lambda change: self._show_seats(), names="value")
        self.set_lang(lang)

    def _kind_options(self) -> list[tuple[str, str]]:
        out = [(i18n.t("play.seat.human", self.lang), HUMAN)]
        out += [(i18n.t(f"play.seat.{name}", self.lang), name) for name in self.bots]
        return out

    def _show_seats(self) -> None:
        n = self.players.value
        self.seats_box.children = self.seat_rows[:n]

    def set_lang(self, lang: str) -> None:
        """Redraw the form's words in ``lang``."""
        self.lang = lang

        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        self.players_label.value = f"<b>{t('play.players')}</b>&nbsp;"
        aria_name(self.players, t("play.players"))
        for i, row in enumerate(self.seat_rows):
            row.children[0].value = f"{t('core.player', n=i + 1)}&nbsp;"
            self.seat_names[i].placeholder = t("play.name")
            player = t("core.player", n=i + 1) + t("app.colon")
            aria_name(self.seat_names[i], player + t("play.name"))
            aria_name(self.seat_kinds[i], player + t("a11y.person_or_bot"))
            kind = self.seat_kinds[i].value
            self.seat_kinds[i].options = self._kind_options()
            self.seat_kinds[i].value = kind
        for f in self.fields:
            self.option_labels[f.name].value = html.escape(option_label(self.game, f.name, lang))
            widget = self.option_widgets[f.name]
            aria_name(widget, option_label(self.game, f.name, lang))
            if isinstance(widget, W.Dropdown):
                value = widget.value
                widget.options = self._choices(f.name, widget)
                widget.value = value
            elif isinstance(widget, W.Text):
                raw = typed(self.game, f.name, widget.value)
                widget.value = shown(self.game, f.name, raw, lang)
            self._tip(f.name)
        self.options_box.set_title(0, t("play.options"))
        if len(self.options_box.children) > 1:
            self._parameter_title()
        self.seed_label.value = f"{t('play.seed')}&nbsp;"
        aria_name(self.seed, t("play.seed"))
        self.seed.placeholder = t("play.seed_random")
        self.start.description = t("play.start")
        self._show_seats()

    def _tip(self, name: str) -> None:
        """A widget's tooltip: a parameter's meaning and range, a text box's value by name
        ("黃綠缺魚、淺藍缺穀子、…"); the parameters' title counts the changed ones."""
        widget = self.option_widgets[name]
        widget.tooltip = option_tip(self.game, name, widget, self.lang)
        if len(self.options_box.children) > 1 and name in games.spec(self.game).parameters:
            self._parameter_title()

    def _parameter_title(self) -> None:
        defaults = self.options_cls()
        changed = sum(
            widget_value(self.game, name, self.option_widgets[name]) != getattr(defaults, name)
            for name in games.spec(self.game).parameters
            if name in self.option_widgets
        )
        self.options_box.set_title(1, parameter_title(self.game, changed, self.lang))

    def _choices(self, name: str, widget: W.Dropdown) -> list[Any]:
        """A list's choices by name in the form's language (with any value it holds now)."""
        values = [value for _, value in widget.options]
        return choice_options(self.game, name, tuple(values), self.lang)

    def seats(self) -> list[Player]:
        """The chosen seats."""
        out = []
        for i in range(self.players.value):
            kind = self.seat_kinds[i].value
            bot = None if kind == HUMAN else self.bots[kind]()
            out.append(Player(self.seat_names[i].value.strip()[:40], bot))
        return out

    def options(self) -> Any:
        """The chosen rule options; ValueError names a bad one."""
        values = {
            name: typed(self.game, name, w.value) if isinstance(w, W.Text) else w.value
            for name, w in self.option_widgets.items()
        }
        known = {f.name for f in dataclasses.fields(self.options_cls)}
        return self.options_cls(**{k: v for k, v in values.items() if k in known})

    def set_options(self, options: Any) -> None:
        """Show ``options`` (an options object) in the form."""
        for name, widget in self.option_widgets.items():
            value = getattr(options, name)
            if isinstance(widget, W.Dropdown) and value not in [v for _, v in widget.options]:
                named = (value_name(self.game, name, value, self.lang), value)
                widget.options = [*widget.options, named]
            text = isinstance(widget, W.Text)
            widget.value = shown(self.game, name, value, self.lang) if text else value

    def seed_value(self) -> int | None:
        """The chosen seed, or None for a random one; ValueError if it is not a whole number."""
        text = self.seed.value.strip()
        if not text:
            return None
        try:
            return check_seed(int(text))
        except ValueError:
            raise ValueError(i18n.t("play.err.seed", self.lang)) from None
