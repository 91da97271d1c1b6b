"""Rapa Nui on the play page: figures, the private panel, the header and the action buttons."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, ClassVar

import plotly.graph_objects as go

from kit import rapanui
from kit.core import i18n
from kit.core.actions import Action
from kit.plots import rapanui_altar, rapanui_breakdown, rapanui_table
from kit.rapanui import options as opts
from kit.rapanui.cards import KINDS
from widgets.play import PlayApp
from widgets.setup import OptionField


class RapaNuiUI:
    """What Rapa Nui brings to :class:`~widgets.play.PlayApp`."""

    key = "rapanui"
    engine = rapanui
    revealing: frozenset[str] = frozenset({"altar_revealed"})
    players = (2, 4, 3)
    bots: ClassVar[dict[str, Any]] = {"greedy": rapanui.GreedyBot, "random": rapanui.RandomBot}
    figure_count = 3
    clickable = None
    live = (0,)  # the market table changes after almost every action: redrawn in place

    def option_fields(self) -> list[OptionField]:
        return [
            OptionField("min_offering_price", (1, 0)),
            OptionField("majority_min_count", (3, 2, 1)),
            OptionField("supply_offering_optional"),
            OptionField("moai_split_allowed"),
            OptionField("stuck_moai_discard_to", opts.DISCARD_TO),
            OptionField("end_trigger", opts.END_TRIGGERS),
            OptionField("altar_ranking", opts.RANKINGS),
            OptionField("wood_per_glory_at_end"),
            OptionField("tiebreak_wood", opts.TIEBREAKS),
            OptionField("start_set_missing"),
            OptionField("reversed_secrecy"),
        ]

    def figures(
        self, view: dict[str, Any], lang: str, names: list[str], legal: Sequence[Action] = ()
    ) -> list[go.Figure]:
        figs = [rapanui_table(view, lang, names), rapanui_altar(view, lang)]
        if view.get("result") is not None:
            figs.append(rapanui_breakdown(view, lang, names))
        return figs

    def private_html(self, view: dict[str, Any], lang: str) -> str:
        def t(key: str, **params: Any) -> str:
            return html.escape(i18n.t(key, lang, **params))

        me = view["seats"][view["seat"]]
        hand = ", ".join(t(f"rapanui.name.{c}") for c in view.get("hand", [])) or "—"
        stock = ", ".join(f"{t(f'rapanui.name.{k}')} {view['stock'][k]}" for k in KINDS)
        own_down = view["altar"]["own_face_down"]
        down = ", ".join(f"{t(f'rapanui.name.{k}')} {n}" for k, n in own_down.items() if n)
        return (
            '<div class="moai-private-panel" style="border:1px solid #ccc;border-radius:8px;'
            'padding:6px 10px;background:#fcfcf4">'
            f"<b>{t('play.rapanui.private', name='')}</b>"
            f"<div>{t('play.rapanui.your_hand')}: <b>{hand}</b></div>"
            f"<div>{t('play.rapanui.your_stock')}: {stock}</div>"
            f"<div>{t('rapanui.name.wood')}: {me['wood']} · {t('rapanui.name.glory')}: "
            f"{me['glory']}</div>"
            + (f"<div>{t('play.rapanui.your_face_down')}: {down}</div>" if down else "")
            + "</div>"
        )

    def header_html(
        self, view: dict[str, Any], lang: str, names: list[str], actor: int | None
    ) -> str:
        def t(key: str, **params: Any) -> str:
            return html.escape(i18n.t(key, lang, **params))

        if view["over"]:
            winners = ", ".join(names[w] for w in view["result"]["winners"])
            return (
                f'<h3 class="moai-phase">{t("play.game_over")}</h3>'
                f"<div>{t('play.rapanui.winners', names=winners)}</div>"
            )
        phase = view["phase"]
        who = names[actor] if actor is not None else ""
        return (
            f'<h3 class="moai-phase" style="margin:4px 0">'
            f"{t('play.rapanui.header', turn=view['turn'], active=names[view['active']])} · "
            f"{html.escape(rapanui.phase_name(phase, lang))}</h3>"
            f'<div class="moai-turn"><b>{t("play.turn_of", name=who)}</b>: '
            f"{t(f'play.rapanui.help.{phase}')}</div>"
        )

    def action_groups(
        self, actions: Sequence[Action], lang: str
    ) -> list[tuple[str, list[tuple[str, Action]]]]:
        groups: dict[str, list[tuple[str, Action]]] = {}
        for action in actions:
            title = i18n.t(f"play.rapanui.group.{action.KIND}", lang)
            groups.setdefault(title, []).append((rapanui.describe_action(action, lang), action))
        return list(groups.items())


def rapanui_play(lang: str = "en") -> PlayApp:
    """The Rapa Nui play page."""
    return PlayApp(RapaNuiUI(), lang)
