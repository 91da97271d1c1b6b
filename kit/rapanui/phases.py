"""The phases of Rapa Nui as a table (see :mod:`kit.core.phases`): for each value of
``game.phase``, the actions it answers for, its legal actions, how it carries one out and why it
refuses one, and the phases it may lead to, side by side. The rules live in
:mod:`~kit.rapanui.turn` (R4-R6), :mod:`~kit.rapanui.draw` (R7-R9) and
:mod:`~kit.rapanui.reasons` (the reasons).

The rules move only along the graph, through :meth:`State.enter
<kit.rapanui.state.State.enter>`. The phase graph of a turn (``TABLE.graph()``)::

    (start)   -> buy
    buy       -> play
    play      -> sacrifice, offer, draw
    sacrifice -> sacrifice, offer, draw
    offer     -> draw
    draw      -> payout, buy, over
    payout    -> payout, buy
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kit.core.phases import PhaseTable, phase, phase_table
from kit.rapanui import draw, reasons, turn
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
    from kit.rapanui.state import State

TABLE: PhaseTable[State] = phase_table(
    phase(
        "buy",
        [Buy, PassBuy],
        turn.legal_buy,
        turn.apply_buy,
        reasons.why_buy,
        next=["play"],
    ),
    phase(
        "play",
        [Play, DiscardMoai],
        turn.legal_play,
        turn.apply_play,
        reasons.why_play,
        next=["sacrifice", "offer", "draw"],  # a moai starts the sacrifice round (R6)
    ),
    phase(
        "sacrifice",
        [Sacrifice],
        turn.legal_sacrifice,
        turn.apply_sacrifice,
        reasons.why_sacrifice,
        next=["sacrifice", "offer", "draw"],  # the next seat places; R13.2: no supply card
    ),
    phase(
        "offer",
        [Offer, PassOffer],
        turn.legal_offer,
        turn.apply_offer,
        reasons.why_offer,
        next=["draw"],
    ),
    phase(
        "draw",
        [Draw],
        draw.legal_draw,
        draw.apply_draw,
        reasons.why_draw,
        next=["payout", "buy", "over"],  # R8.5 moai payout; the next turn; R9 the end
    ),
    phase(
        "payout",
        [MoaiPayout],
        draw.legal_payout,
        draw.apply_payout,
        reasons.why_payout,
        next=["payout", "buy"],  # the next owner of moai; the next turn
    ),
    start=["buy"],
    end="over",
)
"""``{phase: Phase}`` for every phase in which a seat acts (not ``"over"``), and the phase graph
(each phase's ``next``): the rules move only along it, through :meth:`State.enter
<kit.rapanui.state.State.enter>`."""
