"""The phases of Giants as a table (see :mod:`kit.core.phases`): for each value of
``game.phase``, the actions it answers for, its legal actions, how it carries one out and why it
refuses one, side by side. The rules themselves live in :mod:`~kit.giants.auction` (phase 2),
:mod:`~kit.giants.placement` (phase 3), :mod:`~kit.giants.transport` and
:mod:`~kit.giants.reasons` (phase 4), :mod:`~kit.giants.flow` (phase 5) and
:mod:`~kit.giants.memory` (the memory-mode peek, R7.9, offered in phases 3 and 4).

Each phase also declares the phases it may lead to (``next``); the rules move only along them,
through :meth:`State.enter <kit.giants.state.State.enter>`. The phase graph of a round
(``TABLE.graph()``; ``draw`` is phase 1, which asks no decision)::

    (start)           -> draw
    draw              -> auction_bid, placement
    auction_bid       -> auction_pick
    auction_pick      -> placement
    placement         -> transport
    transport         -> transport_move, transport_mark, transport_park, transport, round_end, over
    transport_move    -> transport_helpers, transport_mark, transport
    transport_helpers -> transport_move
    transport_mark    -> transport_mark, transport
    transport_park    -> transport, round_end, over
    round_end         -> draw
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kit.core.phases import PhaseTable, phase, phase_table
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
from kit.giants.state import GameLike, State

Event = dict[str, Any]
StateRule = Callable[[State, Any], Any]
# Every action of a turn in phase 4: while an item moves, each is answered "finish the move".
TURN = (Carry, Mark, Pass, Done, Helpers, Step, Erect, Crown, Stop)
# How a turn of phase 4 ends (R7.1): the next seat's turn, phase 5 (R8) or the end (R10.1).
TURN_ENDS = ("transport", "round_end", "over")


def _on_state(rule: StateRule) -> Callable[[GameLike, Any], Any]:
    """``rule(state, x)`` as a rule of the game: ``rule(game.state, x)``."""

    def on_game(game: GameLike, x: Any) -> Any:
        return rule(game.state, x)

    on_game.__doc__ = rule.__doc__
    return on_game


def _or_peek(rule: StateRule, peek: StateRule) -> Callable[[GameLike, Any], Any]:
    """``rule`` for the phase's own actions, ``peek`` for a memory-mode peek (R7.9)."""

    def on_game(game: GameLike, action: Any) -> Any:
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


def _legal_placement(game: GameLike, seat: int) -> list[Any]:
    """R6.2-R6.7: actions A-E (with the game's caches), and the peeks before the pass."""
    st = game.state
    out = placement.legal(st, seat, game.place_actions(seat), game.specials_memo)
    return _peeks_before_last(out, st, seat)


def _legal_transport(game: GameLike, seat: int) -> list[Any]:
    """R7.1: carry, mark or pass, and the peeks before the pass."""
    st = game.state
    return _peeks_before_last(transport.legal_start(st, seat), st, seat)


def _legal_move(game: GameLike, seat: int) -> list[Any]:
    """R7.3-R7.8: step, erect, crown or stop, then the peeks."""
    st = game.state
    return transport.legal_move(st, seat) + memory.legal_peeks(st, seat)


_apply_transport = _on_state(transport.apply)
_why_transport = _on_state(reasons.why_transport)

TABLE: PhaseTable[GameLike] = phase_table(
    phase(
        "auction_bid",
        [Bid],
        _on_state(auction.legal_bids),
        _on_state(auction.apply_bid),
        _on_state(reasons.why_bid),
        next=["auction_pick"],  # the last bid reveals them all (R5.2)
    ),
    phase(
        "auction_pick",
        [Sculpt, Decline],
        _on_state(auction.legal_picks),
        _on_state(auction.apply_pick),
        _on_state(reasons.why_pick),
        next=["placement"],  # R5.6: the auction ends, phase 3 begins
    ),
    phase(
        "placement",
        [Place, Special, Influence, Pass, Peek],
        _legal_placement,
        _or_peek(placement.apply, memory.apply_peek),
        _or_peek(reasons.why_placement, reasons.why_peek),
        next=["transport"],  # everybody passed (R6.7): phase 4
    ),
    phase(
        "transport",
        [Carry, Mark, Pass, Peek],
        _legal_transport,
        _or_peek(transport.apply, memory.apply_peek),
        _or_peek(reasons.why_transport, reasons.why_peek),
        next=["transport_move", "transport_mark", "transport_park", *TURN_ENDS],  # R7.1
    ),
    phase(
        "transport_move",
        [*TURN, Peek],
        _legal_move,
        _or_peek(transport.apply, memory.apply_peek),
        _or_peek(reasons.why_transport, reasons.why_peek),
        # R7.3-R7.8, R7.10; the mover has not passed, so the phase goes on after his turn
        next=["transport_helpers", "transport_mark", "transport"],
    ),
    phase(
        "transport_helpers",
        TURN,
        _on_state(transport.legal_helpers),
        _apply_transport,
        _why_transport,
        next=["transport_move"],  # R7.6: the helpers chosen, the move goes on
    ),
    phase(
        "transport_mark",
        [Mark, Done],
        _on_state(transport.legal_mark),
        _apply_transport,
        _why_transport,
        next=["transport_mark", "transport"],  # U7: more marks; as transport_move
    ),
    phase(
        "transport_park",
        [Mark, Done],
        _on_state(transport.legal_park),
        _apply_transport,
        _why_transport,
        next=TURN_ENDS,  # R7.12
    ),
    phase(
        "round_end",
        [Recall, Done],
        _on_state(flow.legal_recall),
        _on_state(flow.apply_recall),
        _on_state(reasons.why_recall),
        next=["draw"],  # R8.4: the next round
    ),
    start=["draw"],  # the setup ends with the first round's dice (R2, R4)
    steps={"draw": ["auction_bid", "placement"]},  # phase 1 (R4): without moai, no auction
    end="over",
)
"""``{phase: Phase}`` for every phase in which a seat acts (not ``"over"``), and the phase graph
(each phase's ``next``): the rules move only along it, through :meth:`State.enter`."""

State.table = TABLE  # the table State.enter checks every move against
