"""What a game brings to the play page: :class:`GameUI`, a base class with working defaults.

A game's play page is ``widgets/<game>_play.py`` with a subclass named ``UI``. The facts come
from the game's description (:func:`kit.games.spec`) and its figures from
:func:`kit.plots.games.figures_of`; a subclass adds only what it draws or offers differently
(the header, the private panel, labelled action groups, custom controls, board clicks).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import ipywidgets as W
import plotly.graph_objects as go

from kit import games
from kit.core import i18n
from kit.core.actions import Action
from kit.core.bots import Bot
from kit.core.spec import GameSpec
from kit.plots.games import GameFigures, figures_of
from widgets.play.setup import OptionField

Act = Callable[[Action], None]
Groups = list[tuple[str, list[tuple[str, Action]]]]


class GameUI:
    """A game on the play page. ``GameUI("rapanui")`` works as it is; subclasses refine it."""

    html_figures: tuple[str, ...] = ()
    """Figures that the play page shows as HTML (:meth:`figures` gives them as HTML strings):
    a table is quicker to build, send and draw as HTML than as a Plotly figure."""
    css: str = ""
    """The stylesheet of those HTML figures (sent once)."""

    def __init__(self, key: str) -> None:
        self.spec: GameSpec = games.spec(key)
        self.plots: GameFigures = figures_of(key)

    # -- facts, from the description ------------------------------------------------------------
    @property
    def key(self) -> str:
        return self.spec.key

    @property
    def engine(self) -> ModuleType:
        return self.spec.engine

    @property
    def revealing(self) -> frozenset[str]:
        return self.spec.revealing

    @property
    def players(self) -> tuple[int, int, int]:
        return self.spec.players

    @property
    def bots(self) -> dict[str, Callable[[], Bot]]:
        return dict(self.spec.bots)

    def option_fields(self) -> list[OptionField]:
        """Every rule option, offered as a list where its values are few."""
        return [
            OptionField(name, tuple(self.spec.choices.get(name, ())))
            for name in self.spec.option_names()
        ]

    # -- figures -------------------------------------------------------------------------------
    def figures(
        self, view: dict[str, Any], lang: str, names: list[str], legal: Sequence[Action] = ()
    ) -> dict[str, go.Figure | str]:
        """The figures of ``view`` by name, the board highlighting what a click may pick (a
        figure named in ``html_figures`` is an HTML string)."""
        return self.plots.build(view, lang, names, self.targets(view, legal))

    def targets(self, view: dict[str, Any], legal: Sequence[Action]) -> list[str]:
        """The hex or Ahu ids that a click on the board can mean now (none by default)."""
        return []

    def pick(self, view: dict[str, Any], legal: Sequence[Action], target: str) -> Action | None:
        """The action meant by a click on ``target``, given the actor's view and legal actions."""
        return None

    # -- words ---------------------------------------------------------------------------------
    def header_html(
        self, view: dict[str, Any], lang: str, names: list[str], actor: int | None
    ) -> str:
        """The phase and whose turn it is (by default: the engine's phase name); at the end,
        the winners (the view's ``result``, if it shows one)."""
        if view.get("over") or view.get("phase") == "over":
            over = f'<h3 class="moai-phase">{html.escape(i18n.t("play.game_over", lang))}</h3>'
            winners = (view.get("result") or {}).get("winners") or ()
            if not winners:
                return over
            named = i18n.t("app.list_sep", lang).join(names[w] for w in winners)
            return over + f"<div>{html.escape(i18n.t('play.winners', lang, names=named))}</div>"
        who = names[actor] if actor is not None else ""
        phase = self.engine.phase_name(view["phase"], lang)
        return (
            f'<h3 class="moai-phase">{html.escape(phase)}</h3>'
            f'<div class="moai-turn"><b>{html.escape(i18n.t("play.turn_of", lang, name=who))}'
            "</b></div>"
        )

    def private_html(self, view: dict[str, Any], lang: str) -> str:
        """What only the shown seat may see (nothing by default)."""
        return ""

    def action_label(self, action: Action, lang: str, names: list[str]) -> str:
        """A button's label: the engine's ``describe_action`` (else the action's notation)."""
        describe = getattr(self.engine, "describe_action", None)
        return describe(action, lang) if describe is not None else str(action)

    def action_groups(self, actions: Sequence[Action], lang: str, names: list[str]) -> Groups:
        """The actions as titled groups of (label, action), titled ``play.<game>.group.<kind>``
        (kinds the game has no title for: one group, "Your actions")."""
        groups: dict[str, list[tuple[str, Action]]] = {}
        for action in actions:
            key = f"play.{self.key}.group.{action.KIND}"
            title = i18n.t(key if i18n.has(key) else "play.your_actions", lang)
            groups.setdefault(title, []).append((self.action_label(action, lang, names), action))
        return list(groups.items())

    def controls(
        self, actions: Sequence[Action], lang: str, act: Act, redraw: Callable[[], None]
    ) -> tuple[list[W.Widget], list[Action]]:
        """Custom controls for some of the actions, and the actions left for plain buttons
        (none by default). A control calls ``act(action)``, or ``redraw()`` when a choice in it
        changes what the board highlights."""
        return [], list(actions)
