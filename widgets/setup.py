"""The form that starts a game: seats (person or bot, and names), rule options, language."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ipywidgets as W

from kit.core import i18n
from kit.core.bots import Bot
from kit.core.chance import check_seed
from widgets.session import Player

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
            value = getattr(defaults, f.name)
            if isinstance(value, bool):
                widget: W.Widget = W.Checkbox(value=value, indent=False)
            elif f.choices:
                widget = W.Dropdown(options=list(f.choices), value=value)
            elif isinstance(value, int):
                widget = W.BoundedIntText(
                    value=value, min=0, max=1000, layout=W.Layout(width="90px")
                )
            else:
                widget = W.Text(value=str(value))
            self.option_widgets[f.name] = widget
        self.option_labels = {f.name: W.HTML() for f in fields}
        self.seed = W.Text(placeholder="", layout=W.Layout(width="180px"))
        self.start = W.Button(button_style="primary", icon="play")
        self.start.add_class("moai-start")
        self.message = W.HTML()
        self.options_box = W.Accordion(
            children=[
                W.VBox(
                    [
                        W.HBox([self.option_widgets[f.name], self.option_labels[f.name]])
                        for f in fields
                    ]
                )
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
        for i, row in enumerate(self.seat_rows):
            row.children[0].value = f"{t('core.player', n=i + 1)}&nbsp;"
            self.seat_names[i].placeholder = t("play.name")
            kind = self.seat_kinds[i].value
            self.seat_kinds[i].options = self._kind_options()
            self.seat_kinds[i].value = kind
        for f in self.fields:
            key = f"play.opt.{self.game}.{f.name}"
            if not i18n.has(key):
                key = f"{self.game}.option.{f.name}"
            self.option_labels[f.name].value = t(key)
        self.options_box.set_title(0, t("play.options"))
        self.seed_label.value = f"{t('play.seed')}&nbsp;"
        self.seed.placeholder = t("play.seed_random")
        self.start.description = t("play.start")
        self._show_seats()

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
        values = {name: w.value for name, w in self.option_widgets.items()}
        known = {f.name for f in dataclasses.fields(self.options_cls)}
        return self.options_cls(**{k: v for k, v in values.items() if k in known})

    def set_options(self, options: Any) -> None:
        """Show ``options`` (an options object) in the form."""
        for name, widget in self.option_widgets.items():
            value = getattr(options, name)
            if isinstance(widget, W.Dropdown) and value not in widget.options:
                widget.options = [*widget.options, value]
            widget.value = value if not isinstance(widget, W.Text) else str(value)

    def seed_value(self) -> int | None:
        """The chosen seed, or None for a random one; ValueError if it is not a whole number."""
        text = self.seed.value.strip()
        if not text:
            return None
        try:
            return check_seed(int(text))
        except ValueError:
            raise ValueError(i18n.t("play.err.seed", self.lang)) from None
