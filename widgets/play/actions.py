"""The action panel of the play page: a game's own controls, then a button per action in titled
groups (a list and one button when a group is large)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import ipywidgets as W
from ipywidgets.widgets.widget_string import HTMLStyle

from kit.core import i18n
from kit.core.actions import Action
from widgets.a11y import aria_name
from widgets.play.ui import Act, GameUI

MAX_BUTTONS = 12  # a larger group of actions is offered as a list and one button
_SHARED: dict[str, W.Widget] = {}


def shared(name: str) -> W.Widget:
    """One layout or style for every action panel's buttons, titles and rows (a button is one
    widget to create and send, not three, at every action)."""
    if name not in _SHARED or _SHARED[name].comm is None:  # none yet, or closed
        _SHARED[name] = {
            "auto": lambda: W.Layout(width="auto"),
            "row": lambda: W.Layout(flex_flow="row wrap"),
            "title": W.Layout,
            "title_style": HTMLStyle,
            "button_style": W.ButtonStyle,
        }[name]()
    return _SHARED[name]


def action_rows(
    ui: GameUI,
    legal: Sequence[Action],
    lang: str,
    names: list[str],
    act: Act,
    redraw: Callable[[], None],
) -> list[W.Widget]:
    """The widgets that offer ``legal``: custom controls first, then grouped buttons."""
    if not legal:
        return []
    rows, rest = ui.controls(legal, lang, act, redraw)
    rows = list(rows)
    for title, items in ui.action_groups(rest, lang, names):
        rows.append(
            W.HTML(
                f"<b>{html.escape(title)}</b>", layout=shared("title"), style=shared("title_style")
            )
        )
        if len(items) > MAX_BUTTONS:
            rows.append(choice_row(items, lang, act, title))
            continue
        buttons = []
        for label, action in items:
            button = W.Button(
                description=label, layout=shared("auto"), style=shared("button_style")
            )
            button.add_class("moai-action")
            button.tooltip = str(action)
            button.on_click(lambda _, a=action: act(a))
            buttons.append(button)
        rows.append(W.Box(buttons, layout=shared("row")))
    return rows


def choice_row(items: list[tuple[str, Action]], lang: str, act: Act, title: str = "") -> W.Widget:
    """Many actions of one kind (``title``: the kind, the list's name): a list to choose from and
    a button."""
    # as wide as its longest choice (a long one is not cut), the button beside or below it
    menu = W.Dropdown(
        options=[(label, i) for i, (label, _) in enumerate(items)],
        layout=W.Layout(width="auto", max_width="100%"),
    )
    menu.add_class("moai-choice")
    aria_name(menu, title or i18n.t("play.do_it", lang))
    go_button = W.Button(
        description=i18n.t("play.do_it", lang), button_style="info", layout=W.Layout(width="auto")
    )
    go_button.add_class("moai-action")
    go_button.add_class("moai-choice-go")
    go_button.on_click(lambda _: act(items[menu.value][1]))
    return W.HBox([menu, go_button], layout=W.Layout(flex_flow="row wrap"))
