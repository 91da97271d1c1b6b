"""Rapa Nui (Kosmos 2011, K.-J. Wrede) for 2 to 4 players: the rules engine.

::

    from kit import rapanui
    game = rapanui.new_game(players=3, seed=7)
    while not game.is_over:
        seat = game.to_move[0]
        game.apply(game.legal_actions(seat)[0])
    game.result()["scores"]

Rule numbers (R1.1 ...) and options (A1-A11) refer to the project's Rapa Nui rule specification.
"""

from __future__ import annotations

from typing import Any

from kit.core import i18n
from kit.core.actions import Action
from kit.core.bots import RandomBot
from kit.core.chance import new_seed
from kit.core.records import replay as _replay
from kit.rapanui import messages as messages
from kit.rapanui.actions import (
    ACTIONS,
    Buy,
    DiscardMoai,
    Draw,
    MoaiPayout,
    Offer,
    PassBuy,
    PassOffer,
    Play,
    Sacrifice,
)
from kit.rapanui.bots import GreedyBot, GreedyWeights
from kit.rapanui.cards import CARD_TYPES, KINDS
from kit.rapanui.determinize import dealer, determinize
from kit.rapanui.game import PHASES, RapaNui
from kit.rapanui.options import DEFAULT, Options
from kit.rapanui.playout import playout
from kit.rapanui.scoring import altar_values

i18n.load(messages.CATALOG)  # the words of Rapa Nui (see kit.core.i18n)

__all__ = [
    "ACTIONS",
    "CARD_TYPES",
    "KINDS",
    "PHASES",
    "Buy",
    "DiscardMoai",
    "Draw",
    "GreedyBot",
    "GreedyWeights",
    "MoaiPayout",
    "Offer",
    "Options",
    "PassBuy",
    "PassOffer",
    "Play",
    "RandomBot",
    "RapaNui",
    "Sacrifice",
    "altar_values",
    "dealer",
    "describe",
    "describe_action",
    "determinize",
    "new_game",
    "parse_action",
    "phase_name",
    "playout",
    "replay",
]


def new_game(players: int, seed: int | None = None, options: Options | None = None) -> RapaNui:
    """A new game for ``players`` (2-4); a fresh random seed when ``seed`` is None."""
    return RapaNui(players, new_seed() if seed is None else seed, options or DEFAULT)


def replay(record: Any) -> RapaNui:
    """Rebuild a game from its record, checking every action (``kit.RecordError`` if bad)."""
    return _replay(record, RapaNui)


def parse_action(text: str) -> Action:
    """Read an action from its notation, e.g. ``"1:play fish 2"`` (ValueError if it is none)."""
    return ACTIONS.parse(text)


def _shown(key: str, value: Any) -> Any:
    """A card field holding a kind means a hunter & gatherer card."""
    if key == "card" and value in KINDS:
        return "hg_" + value
    return value


def payout_words(wood: int, glory: int, lang: str) -> str:
    """A moai payout without its empty part: "3 wood", "1 wood and 2 glory" (「3根圓木」)."""
    parts = [
        i18n.t("rapanui.count.wood", lang, n=wood) if wood else "",
        i18n.t("rapanui.count.glory", lang, n=glory) if glory else "",
    ]
    return i18n.join(parts, lang)


def describe(event: dict[str, Any], lang: str, names: list[str] | None = None) -> str:
    """The sentence for an event of :meth:`RapaNui.apply` in ``lang`` ("en" or "zh-TW");
    ``names`` gives the players' names by seat."""
    data = {k: _shown(k, v) for k, v in event.items()}
    if isinstance(data.get("column"), int):
        data["column_no"] = data["column"] + 1
    if "wood" in data and "glory" in data:
        data["what"] = payout_words(data["wood"], data["glory"], lang)
    return i18n.describe_event(RapaNui.NAME, data, lang, names)


def describe_action(action: Action, lang: str) -> str:
    """A short label for an action, as offered to the player (buttons, menus)."""
    data = {"type": action.KIND, **action.to_dict()}
    params: dict[str, Any] = {}
    for key, value in data.items():
        value = _shown(key, value)
        if isinstance(value, str) and i18n.has(f"rapanui.name.{value}"):
            value = i18n.t(f"rapanui.name.{value}", lang)
        params[key] = value
    if isinstance(data.get("column"), int):
        params["column_no"] = data["column"] + 1
    if "wood" in data and "glory" in data:
        params["what"] = payout_words(data["wood"], data["glory"], lang)
    return i18n.t(f"rapanui.action.{action.KIND}", lang, **params)


def phase_name(phase: str, lang: str) -> str:
    """The name of a phase (``game.phase``) in ``lang``, for the UI header."""
    return i18n.t(f"rapanui.phase.{phase}", lang)
