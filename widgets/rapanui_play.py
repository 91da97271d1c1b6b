"""Rapa Nui on the play page: figures, the private panel, the header and the action buttons."""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from kit import rapanui
from kit.core import i18n
from kit.core.actions import Action
from kit.plots.rapanui import TABLE_CSS, rapanui_altar, rapanui_breakdown, rapanui_table_html
from kit.rapanui.cards import KINDS
from widgets.play.app import PlayApp
from widgets.play.ui import GameUI


class RapaNuiUI(GameUI):
    """What Rapa Nui brings to :class:`~widgets.play.app.PlayApp` (its facts: ``kit/rapanui/spec.py``,
    its figures: ``kit.plots.rapanui.FIGURES``; the market and players' table is HTML here)."""

    html_figures = ("table",)
    in_place_figures = ("altar",)  # changed by a sacrifice: redrawn in place, not anew
    css = TABLE_CSS

    def __init__(self) -> None:
        super().__init__("rapanui")
        self._altar: tuple[str, go.Figure] | None = None  # the last altar built, by what it shows

    def figures(
        self, view: dict[str, Any], lang: str, names: list[str], legal: Sequence[Action] = ()
    ) -> dict[str, go.Figure | str]:
        """As ``kit.plots.rapanui.FIGURES`` builds them, but the table as HTML, and the altar
        built again only when what it shows changed (most actions leave it as it was)."""
        figures: dict[str, go.Figure | str] = {
            "table": rapanui_table_html(view, lang, names),
            "altar": self.altar(view, lang),
        }
        if view.get("result") is not None:
            figures["breakdown"] = rapanui_breakdown(view, lang, names)
        return figures

    def altar(self, view: dict[str, Any], lang: str) -> go.Figure:
        """``rapanui_altar(view, lang)`` (unvalidated: built by the kit), the same figure object
        while what it shows is unchanged."""
        shown = (view["ranking"], view.get("stock"), view.get("result"))
        key = lang + json.dumps(shown, sort_keys=True, default=str)
        if self._altar is None or self._altar[0] != key:
            self._altar = (key, rapanui_altar(view, lang, validate=False))
        return self._altar[1]

    def private_html(self, view: dict[str, Any], lang: str) -> str:
        def t(key: str, **params: Any) -> str:
            return html.escape(i18n.t(key, lang, **params))

        sep, colon, dot = t("app.list_sep"), t("app.colon"), t("app.sep")
        me = view["seats"][view["seat"]]
        hand = sep.join(t(f"rapanui.name.{c}") for c in view.get("hand", [])) or "—"
        stock = sep.join(
            t("play.rapanui.kind_count", kind=i18n.t(f"rapanui.name.{k}", lang), n=view["stock"][k])
            for k in KINDS
        )
        own_down = view["altar"]["own_face_down"]
        down = sep.join(
            t("play.rapanui.kind_count", kind=i18n.t(f"rapanui.name.{k}", lang), n=n)
            for k, n in own_down.items()
            if n
        )
        return (
            '<div class="moai-private-panel" style="border:1px solid #ccc;border-radius:8px;'
            'padding:6px 10px;background:#fcfcf4">'
            f"<b>{t('play.rapanui.private', name='')}</b>"
            f"<div>{t('play.rapanui.your_hand')}{colon}<b>{hand}</b></div>"
            f"<div>{t('play.rapanui.your_stock')}{colon}{stock}</div>"
            f"<div>{t('rapanui.name.wood')}{colon}{me['wood']}{dot}{t('rapanui.name.glory')}"
            f"{colon}{me['glory']}</div>"
            + (f"<div>{t('play.rapanui.your_face_down')}{colon}{down}</div>" if down else "")
            + "</div>"
        )

    def header_html(
        self, view: dict[str, Any], lang: str, names: list[str], actor: int | None
    ) -> str:
        def t(key: str, **params: Any) -> str:
            return html.escape(i18n.t(key, lang, **params))

        if view["over"]:
            winners = i18n.t("app.list_sep", lang).join(names[w] for w in view["result"]["winners"])
            return (
                f'<h3 class="moai-phase">{t("play.game_over")}</h3>'
                f"<div>{t('play.rapanui.winners', names=winners)}</div>"
            )
        phase = view["phase"]
        who = names[actor] if actor is not None else ""
        return (
            f'<h3 class="moai-phase" style="margin:4px 0">'
            f"{t('play.rapanui.header', turn=view['turn'], active=names[view['active']])}"
            f"{t('app.sep')}{html.escape(rapanui.phase_name(phase, lang))}</h3>"
            f'<div class="moai-turn"><b>{t("play.turn_of", name=who)}</b>{t("app.colon")}'
            f"{t(f'play.rapanui.help.{phase}', **_help_numbers(view))}</div>"
        )

    def action_label(self, action: Action, lang: str, names: list[str]) -> str:
        return rapanui.describe_action(action, lang)


def _help_numbers(view: dict[str, Any]) -> dict[str, int]:
    """The numbers of the game's rules the help of a phase quotes (rule parameters: a class may
    have changed them, R4.2, R5.1, R7.1)."""
    options = rapanui.Options(**view["options"])
    return {
        "base": options.offering_base_price,
        "least": options.min_offering_price,
        "cost": options.moai_cost,
        "most": options.max_hunters,
        "hand": options.hand_size,
    }


UI = RapaNuiUI


def rapanui_play(lang: str | None = None) -> PlayApp:
    """The Rapa Nui play page (in the language its address asks for, by default)."""
    return PlayApp.for_page(RapaNuiUI()) if lang is None else PlayApp(RapaNuiUI(), lang)
