"""Rapa Nui on the play page: figures, the private panel, the header and the action buttons."""

from __future__ import annotations

import html
from typing import Any

from kit import rapanui
from kit.core import i18n
from kit.core.actions import Action
from kit.rapanui.cards import KINDS
from widgets.play import PlayApp
from widgets.play_ui import GameUI


class RapaNuiUI(GameUI):
    """What Rapa Nui brings to :class:`~widgets.play.PlayApp` (its facts: ``kit/rapanui/spec.py``,
    its figures: ``kit.plots.rapanui.FIGURES``)."""

    def __init__(self) -> None:
        super().__init__("rapanui")

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

    def action_label(self, action: Action, lang: str, names: list[str]) -> str:
        return rapanui.describe_action(action, lang)


UI = RapaNuiUI


def rapanui_play(lang: str = "en") -> PlayApp:
    """The Rapa Nui play page."""
    return PlayApp(RapaNuiUI(), lang)
