"""One rule option or rule parameter as a form shows it (the play page's form and the lab's rule
sets): a checkbox, a list of choices, a number box bounded by the parameter's range, or a text
box in the reader's words; and the two groups a form shows them in, the rule options (readings
of the rules) and the rule parameters (the numbers of the game, :mod:`kit.core.params`).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.params import INT
from widgets.option_text import choice_options, shown, typed, value_name


def split_names(game: str, names: list[str]) -> tuple[list[str], list[str]]:
    """``names`` as (rule options, rule parameters), each in the order given."""
    parameters = games.spec(game).parameters
    return [n for n in names if n not in parameters], [n for n in names if n in parameters]


def option_widget(
    game: str, name: str, value: Any, choices: tuple[Any, ...], lang: str
) -> W.Widget:
    """The widget for option ``name`` holding ``value`` (a text box shows it in ``lang``)."""
    parameter = games.spec(game).parameters.get(name)
    if isinstance(value, bool):
        return W.Checkbox(value=value, indent=False)
    if choices:
        return W.Dropdown(options=choice_options(game, name, choices, lang), value=value)
    if parameter is not None and parameter.kind == INT:
        return W.BoundedIntText(value=value, min=parameter.low, max=parameter.high)
    if isinstance(value, int):
        return W.BoundedIntText(value=value, min=0, max=1000)
    return W.Text(value=shown(game, name, value, lang))  # a list of digits, numbers or names


def widget_value(game: str, name: str, widget: W.Widget) -> Any:
    """The raw value a widget holds (a text box read back from the reader's words)."""
    return typed(game, name, widget.value) if isinstance(widget, W.Text) else widget.value


def option_tip(game: str, name: str, widget: W.Widget, lang: str) -> str:
    """A widget's tooltip: a parameter's meaning and range, a text box's value by name."""
    parts = []
    parameter = games.spec(game).parameters.get(name)
    if parameter is not None:
        parts.append(i18n.t(f"{game}.param.{name}", lang))
        parts.append(i18n.t("play.param.range", lang, low=parameter.low, high=parameter.high))
    if isinstance(widget, W.Text):
        parts.append(value_name(game, name, widget_value(game, name, widget), lang))
    return i18n.t("app.sep", lang).join(parts)


def parameter_title(game: str, changed: int, lang: str) -> str:
    """The title of a form's group of rule parameters, with how many differ from the rules."""
    title = i18n.t("play.parameters", lang)
    if changed:
        title += i18n.t("play.parameters_changed", lang, count=changed)
    return title
