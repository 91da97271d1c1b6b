"""The phases of Giants as a table (see :mod:`kit.core.phases`): for each value of
``game.phase``, the actions it answers for, its legal actions, how it carries one out and why it
refuses one, side by side. The rules themselves live in :mod:`~kit.giants.auction` (phase 2),
:mod:`~kit.giants.placement` (phase 3), :mod:`~kit.giants.transport` and
:mod:`~kit.giants.reasons` (phase 4), :mod:`~kit.giants.flow` (phase 5) and
:mod:`~kit.giants.memory` (the memory-mode peek, R7.9, offered in phases 3 and 4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kit.core.phases import Phase, phase, phase_table
from kit.giants import auction, flow, memory, placement, reasons, transport
from kit.giants.actions import (
    Bid,
    Carry,
    Crown,
    Decline,
    Done,
    Erect,
    Helpers,
    Influence,
    Mark,
    Pass,
    Peek,
    Place,
    Recall,
    Sculpt,
    Special,
    Step,
    Stop,
)
from kit.giants.state import State

if TYPE_CHECKING:
    from kit.giants.game import Giants

Event = dict[str, Any]
StateRule = Callable[[State, Any], Any]
# Every action of a turn in phase 4: while an item moves, each is answered "finish the move".
TURN = (Carry, Mark, Pass, Done, Helpers, Step, Erect, Crown, Stop)


def _on_state(rule: StateRule) -> Callable[[Giants, Any], Any]:
    """``rule(state, x)`` as a rule of the game: ``rule(game.state, x)``."""

    def on_game(game: Giants, x: Any) -> Any:
        return rule(game.state, x)

    on_game.__doc__ = rule.__doc__
    return on_game


def _or_peek(rule: StateRule, peek: StateRule) -> Callable[[Giants, Any], Any]:
    """``rule`` for the phase's own actions, ``peek`` for a memory-mode peek (R7.9)."""

    def on_game(game: Giants, action: Any) -> Any:
        if type(action) is Peek:
            return peek(game.state, action)
        return rule(game.state, action)

    on_game.__doc__ = rule.__doc__
    return on_game


def _peeks_before_last(out: list[Any], st: State, seat: int) -> list[Any]:
    """R7.9: the peeks, offered before the last action (the pass)."""
    peeks = memory.legal_peeks(st, seat)
    if peeks and out:
        last = out.pop()
        out += peeks
        out.append(last)
    return out


def _legal_placement(game: Giants, seat: int) -> list[Any]:
    """R6.2-R6.7: actions A-E (with the game's caches), and the peeks before the pass."""
    st = game.state
    out = placement.legal(st, seat, game.place_actions(seat), game.specials_memo)
    return _peeks_before_last(out, st, seat)


def _legal_transport(game: Giants, seat: int) -> list[Any]:
    """R7.1: carry, mark or pass, and the peeks before the pass."""
    st = game.state
    return _peeks_before_last(transport.legal_start(st, seat), st, seat)


def _legal_move(game: Giants, seat: int) -> list[Any]:
    """R7.3-R7.8: step, erect, crown or stop, then the peeks."""
    st = game.state
    return transport.legal_move(st, seat) + memory.legal_peeks(st, seat)


_apply_transport = _on_state(transport.apply)
_why_transport = _on_state(reasons.why_transport)

TABLE: dict[str, Phase[Giants]] = phase_table(
    phase(
        "auction_bid",
        [Bid],
        _on_state(auction.legal_bids),
        _on_state(auction.apply_bid),
        _on_state(auction.why_bid),
    ),
    phase(
        "auction_pick",
        [Sculpt, Decline],
        _on_state(auction.legal_picks),
        _on_state(auction.apply_pick),
        _on_state(auction.why_pick),
    ),
    phase(
        "placement",
        [Place, Special, Influence, Pass, Peek],
        _legal_placement,
        _or_peek(placement.apply, memory.apply_peek),
        _or_peek(placement.why, memory.why_peek),
    ),
    phase(
        "transport",
        [Carry, Mark, Pass, Peek],
        _legal_transport,
        _or_peek(transport.apply, memory.apply_peek),
        _or_peek(reasons.why_transport, memory.why_peek),
    ),
    phase(
        "transport_move",
        [*TURN, Peek],
        _legal_move,
        _or_peek(transport.apply, memory.apply_peek),
        _or_peek(reasons.why_transport, memory.why_peek),
    ),
    phase(
        "transport_helpers",
        TURN,
        _on_state(transport.legal_helpers),
        _apply_transport,
        _why_transport,
    ),
    phase(
        "transport_mark",
        [Mark, Done],
        _on_state(transport.legal_mark),
        _apply_transport,
        _why_transport,
    ),
    phase(
        "transport_park",
        [Mark, Done],
        _on_state(transport.legal_park),
        _apply_transport,
        _why_transport,
    ),
    phase(
        "round_end",
        [Recall, Done],
        _on_state(flow.legal_recall),
        _on_state(flow.apply_recall),
        _on_state(reasons.why_recall),
    ),
)
"""``{phase: Phase}`` for every phase in which a seat acts (not ``"over"``)."""
