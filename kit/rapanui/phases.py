"""The phases of Rapa Nui as a table (see :mod:`kit.core.phases`): for each value of
``game.phase``, the actions it answers for, its legal actions, how it carries one out and why it
refuses one, side by side. The rules live in :mod:`~kit.rapanui.turn` (R4-R6),
:mod:`~kit.rapanui.draw` (R7-R9) and :mod:`~kit.rapanui.illegal` (the reasons).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kit.core.phases import Phase, phase, phase_table
from kit.rapanui import draw, illegal, turn
from kit.rapanui.actions import (
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

if TYPE_CHECKING:
    from kit.rapanui.game import RapaNui

TABLE: dict[str, Phase[RapaNui]] = phase_table(
    phase("buy", [Buy, PassBuy], turn.legal_buy, turn.apply_buy, illegal.why_buy),
    phase("play", [Play, DiscardMoai], turn.legal_play, turn.apply_play, illegal.why_play),
    phase(
        "sacrifice",
        [Sacrifice],
        turn.legal_sacrifice,
        turn.apply_sacrifice,
        illegal.why_sacrifice,
    ),
    phase("offer", [Offer, PassOffer], turn.legal_offer, turn.apply_offer, illegal.why_offer),
    phase("draw", [Draw], draw.legal_draw, draw.apply_draw, illegal.why_draw),
    phase("payout", [MoaiPayout], draw.legal_payout, draw.apply_payout, illegal.why_payout),
)
"""``{phase: Phase}`` for every phase in which a seat acts (not ``"over"``)."""
