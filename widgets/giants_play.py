"""Giants on the play page: the clickable island, the hidden bid, placement and transport.

Every legal action stays reachable by clicking: the bid and the placement have their own small
forms, a click on a highlighted hex (or Ahu) of the board takes the action it means, and every
other decision is a button (or a list and a button when there are many).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from kit import giants
from kit.core import i18n
from kit.core.actions import Action
from kit.giants.actions import Bid, Carry, Crown, Erect, Peek, Place, Special, Step
from kit.giants.labels import bid_name as bid_name  # the labels are the engine's
from kit.giants.labels import carriers_name as carriers_name
from kit.giants.labels import describe_action as action_label
from kit.giants.labels import item_name as item_name
from kit.giants.state import FIGURES
from kit.plots.giants import giants_figure_data
from widgets.a11y import aria_name
from widgets.play.app import PlayApp
from widgets.play.ui import Act, GameUI, Groups


def keep() -> W.Layout:
    """The layout of a short label in a row of controls: as wide as its words (never one
    character per line)."""
    return W.Layout(flex="0 0 auto")


def special_label(action: Special, lang: str, view: dict[str, Any]) -> str:
    """A special placement as the list names it: the space and what it gives, then the figure
    ("forest H19 (4 logs) · sorcerer"), from the board and the forests of ``view``."""
    kind = next((h["kind"] for h in view["board"]["hexes"] if h["id"] == action.hex), None)
    params: dict[str, Any] = {"hex": action.hex}
    if action.ahu is not None:
        key, params["ahu"] = "ahu", action.ahu
    elif kind == "forest":
        logs = view["forests"].get(action.hex, {}).get("value", 0)
        key, params["logs"] = "forest", i18n.t("play.giants.count.logs", lang, n=logs)
    elif kind in ("village", "sorcerer_hut", "quarry_hat"):
        key = kind
    else:
        key = "stand"
    space = i18n.t(f"play.giants.special.{key}", lang, **params)
    if action.figure == "chief":
        return i18n.t("play.giants.special.by_chief", lang, space=space)
    figure = i18n.t(f"giants.name.{action.figure}", lang)
    return i18n.t("play.giants.special.by", lang, space=space, figure=figure)


class GiantsUI(GameUI):
    """What Giants brings to :class:`~widgets.play.app.PlayApp` (its facts: ``kit/giants/spec.py``,
    its figures: ``kit.plots.giants.FIGURES``)."""

    def __init__(self, plain_figures: bool = False) -> None:
        super().__init__("giants")
        # the board and the tiles as plain dicts, for slots that take them (the play page's
        # widgets.plot_board): no Plotly object built at a click
        self.plain_figures = plain_figures
        self.figure = "worker"  # the placement form's choices, kept across redraws
        self.logs = 0
        self.view: dict[str, Any] | None = None  # the position drawn last (names the spaces)

    def figures(
        self, view: dict[str, Any], lang: str, names: list[str], legal: Sequence[Action] = ()
    ) -> dict[str, Any]:
        """The figures of ``view`` (the board and the tiles as plain dicts if ``plain_figures``:
        the play page's slots send them as they are)."""
        self.view = view
        if self.plain_figures:
            return giants_figure_data(view, lang, names, self.targets(view, legal))
        return super().figures(view, lang, names, legal)

    # -- the board -----------------------------------------------------------------------------
    def targets(self, view: dict[str, Any], legal: Sequence[Action]) -> list[str]:
        """The hexes and Ahu that a click on the board can mean now."""
        out: list[str] = []
        places = self._placements(legal)
        for action in legal:
            if isinstance(action, Step | Special):
                out.append(action.hex)
            elif isinstance(action, Erect | Crown | Peek):
                out.append(action.ahu)
            elif isinstance(action, Carry):
                where = self._item_hex(view, action.item)
                if where:
                    out.append(where)
        out += [a.hex for a in places]
        return list(dict.fromkeys(out))

    def _placements(self, legal: Sequence[Action]) -> list[Place]:
        """The placements of the figure and logs chosen in the form."""
        return [
            a
            for a in legal
            if isinstance(a, Place) and a.figure == self.figure and a.logs == self.logs
        ]

    @staticmethod
    def _item_hex(view: dict[str, Any], item: str) -> str | None:
        for hex_id, entry in view["hexes"].items():
            if any(i["item"] == item for i in entry["items"]):
                return hex_id
        return None

    # -- clicks --------------------------------------------------------------------------------
    def pick(self, view: dict[str, Any], actions: Sequence[Action], target: str) -> Action | None:
        for action in actions:
            if isinstance(action, Step) and action.hex == target:
                return action
        for action in self._placements(actions):
            if action.hex == target:
                return action
        specials = [a for a in actions if isinstance(a, Special) and a.hex == target]
        if len(specials) == 1:
            return specials[0]
        ahu = [a for a in actions if isinstance(a, Erect | Crown | Peek) and a.ahu == target]
        if len(ahu) == 1:
            return ahu[0]
        here = {i["item"] for i in view["hexes"].get(target, {}).get("items", [])}
        carries = [a for a in actions if isinstance(a, Carry) and a.item in here]
        return carries[0] if len(carries) == 1 else None

    # -- controls ------------------------------------------------------------------------------
    def controls(
        self, actions: Sequence[Action], lang: str, act: Act, redraw: Callable[[], None]
    ) -> tuple[list[W.Widget], list[Action]]:
        bids = [a for a in actions if isinstance(a, Bid)]
        places = [a for a in actions if isinstance(a, Place)]
        rest = [a for a in actions if not isinstance(a, Bid | Place)]
        widgets: list[W.Widget] = []
        if bids:
            widgets += self._bid_form(bids, lang, act)
        if places:
            widgets += self._place_form(places, lang, act, redraw)
        return widgets, rest

    def _bid_form(self, bids: list[Bid], lang: str, act: Act) -> list[W.Widget]:
        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        markers = W.BoundedIntText(value=0, min=0, max=max(b.markers for b in bids))
        workers = W.BoundedIntText(value=0, min=0, max=max(b.workers for b in bids))
        for box in (markers, workers):
            box.layout = W.Layout(width="70px")
        aria_name(markers, t("play.giants.markers"))
        aria_name(workers, t("play.giants.workers"))
        sorcerer = W.Checkbox(value=False, indent=False, description=t("giants.name.sorcerer"))
        sorcerer.disabled = not any(b.sorcerer for b in bids)
        chief = W.Checkbox(value=False, indent=False, description=t("giants.name.chief"))
        chief.disabled = not any(b.chief for b in bids)
        markers.add_class("moai-bid-markers")
        workers.add_class("moai-bid-workers")
        button = W.Button(
            description=t("play.giants.place_bid"),
            button_style="primary",
            layout=W.Layout(width="auto", align_self="flex-start"),
        )
        button.add_class("moai-action")
        button.add_class("moai-bid")

        def place_bid(_: Any) -> None:
            seat = bids[0].seat
            act(Bid(seat, markers.value, workers.value, sorcerer.value, chief.value))

        button.on_click(place_bid)
        return [
            W.HTML(f"<b>{html.escape(t('play.giants.bid_title'))}</b>"),
            W.HTML(f"<div>{html.escape(t('play.giants.bid_help'))}</div>"),
            W.HBox([W.HTML(t("play.giants.markers") + "&nbsp;"), markers]),
            W.HBox([W.HTML(t("play.giants.workers") + "&nbsp;"), workers]),
            W.HBox([sorcerer, chief]),
            button,
        ]

    def _place_form(
        self, places: list[Place], lang: str, act: Act, redraw: Callable[[], None]
    ) -> list[W.Widget]:
        def t(key: str, **params: Any) -> str:
            return i18n.t(key, lang, **params)

        figures = [f for f in FIGURES if any(a.figure == f for a in places)]
        if self.figure not in figures:
            self.figure = figures[0]
        logs = sorted({a.logs for a in places if a.figure == self.figure})
        if self.logs not in logs:
            self.logs = logs[0]
        figure_menu = W.Dropdown(
            options=[(t(f"giants.name.{f}"), f) for f in figures],
            value=self.figure,
            layout=W.Layout(width="auto", flex="1 1 auto"),
        )
        figure_menu.add_class("moai-place-figure")
        aria_name(figure_menu, t("a11y.figure"))
        logs_menu = W.Dropdown(options=logs, value=self.logs, layout=W.Layout(width="70px"))
        logs_menu.add_class("moai-place-logs")
        aria_name(logs_menu, t("play.giants.logs"))
        hexes = sorted(a.hex for a in self._placements(places))
        hex_menu = W.Dropdown(options=hexes, layout=W.Layout(width="110px"))
        hex_menu.add_class("moai-place-hex")
        aria_name(hex_menu, t("a11y.hex"))
        button = W.Button(
            description=t("play.giants.place"), button_style="info", layout=W.Layout(width="auto")
        )
        button.add_class("moai-action")
        button.add_class("moai-place")

        def choose(_: Any) -> None:
            self.figure, self.logs = figure_menu.value, logs_menu.value
            redraw()

        figure_menu.observe(choose, names="value")
        logs_menu.observe(choose, names="value")

        def place(_: Any) -> None:
            act(Place(places[0].seat, self.figure, hex_menu.value, self.logs))

        button.on_click(place)
        return [
            W.HTML(f"<b>{html.escape(t('play.giants.place_title'))}</b>"),
            W.HTML(f"<div>{html.escape(t('play.giants.place_help'))}</div>"),
            W.HBox(
                [
                    figure_menu,
                    W.HTML(f"&nbsp;{t('play.giants.logs')}&nbsp;", layout=keep()),
                    logs_menu,
                ],
                layout=W.Layout(align_items="center"),
            ),
            W.HBox([hex_menu, button]),
        ]

    def action_groups(self, actions: Sequence[Action], lang: str, names: list[str]) -> Groups:
        """The groups of buttons, the special spaces by name before the Ahu to reserve."""

        def ahu_last(item: tuple[str, Action]) -> bool:
            return isinstance(item[1], Special) and item[1].ahu is not None

        groups = super().action_groups(actions, lang, names)
        return [(title, sorted(items, key=ahu_last)) for title, items in groups]

    def action_label(self, action: Action, lang: str, names: list[str]) -> str:
        if isinstance(action, Special) and self.view is not None:
            return special_label(action, lang, self.view)
        return action_label(action, lang, names)

    # -- words ---------------------------------------------------------------------------------
    def private_html(self, view: dict[str, Any], lang: str) -> str:
        def t(key: str, **params: Any) -> str:
            return html.escape(i18n.t(key, lang, **params))

        me = view["seats"][view["seat"]]
        screen = me.get("screen") or {}
        parts = [t("play.giants.count.workers", n=screen.get("workers", 0))]
        parts += [t(f"giants.name.{f}") for f in ("sorcerer", "chief") if screen.get(f)]
        parts += [
            t(f"play.giants.count.{key}", n=screen.get(key, 0))
            for key in ("markers", "logs", "bases")
        ]
        colon, dot = t("app.colon"), t("app.sep")
        bid = me.get("bid")
        bid_line = ""
        if bid:
            label = action_label(Bid(view["seat"], **bid), lang) if isinstance(bid, dict) else bid
            bid_line = f"<div>{t('play.giants.your_bid')}{colon}{html.escape(str(label))}</div>"
        return (
            '<div class="moai-private-panel" style="border:1px solid #ccc;border-radius:8px;'
            'padding:6px 10px;background:#fcfcf4">'
            f"<b>{t('play.giants.behind_screen')}</b><div>{t('giants.list_sep').join(parts)}</div>"
            f"<div>{t('play.giants.half_tablets')}{colon}{me['half_tablets']}{dot}"
            f"{t('play.giants.score')}{colon}{me['score']}</div>{bid_line}</div>"
        )

    def header_html(
        self, view: dict[str, Any], lang: str, names: list[str], actor: int | None
    ) -> str:
        def t(key: str, **params: Any) -> str:
            return html.escape(i18n.t(key, lang, **params))

        sep = i18n.t("app.list_sep", lang)
        if view["over"]:
            winners = sep.join(names[w] for w in view["result"]["winners"])
            return (
                f'<h3 class="moai-phase">{t("play.game_over")}</h3>'
                f"<div>{t('play.giants.winners', names=winners)}</div>"
            )
        phase = view["phase"]
        if phase == "auction_bid":
            waiting = sep.join(names[s] for s in view["to_move"])
            who = t("play.giants.waiting_bids", names=waiting)
        else:
            who = t("play.turn_of", name=names[actor]) if actor is not None else ""
        return (
            f'<h3 class="moai-phase" style="margin:4px 0">'
            f"{t('play.giants.header', round=view['round'])}{t('app.sep')}"
            f"{html.escape(giants.phase_name(phase, lang))}</h3>"
            f'<div class="moai-turn"><b>{who}</b>{t("app.colon")}{t(f"play.giants.help.{phase}")}</div>'
            f'<div style="color:#666;font-size:.85em">{t("play.giants.designed_board")}</div>'
        )


UI = GiantsUI


def giants_play(lang: str | None = None) -> PlayApp:
    """The Giants play page (in the language its address asks for, by default)."""
    ui = GiantsUI(plain_figures=True)
    return PlayApp.for_page(ui) if lang is None else PlayApp(ui, lang)
