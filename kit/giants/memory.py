"""Memory mode (rule R7.9): bases lie face down, so players must remember which moai are
theirs; on their turn (phases 3 and 4) a player may pay 1 half-tablet to look at one face-down
base. Only that player's view then shows its owner."""

from __future__ import annotations

from typing import Any

from kit.core.errors import IllegalAction
from kit.giants.actions import Peek
from kit.giants.state import State

Event = dict[str, Any]
PEEK_PHASES = ("placement", "transport", "transport_move")


def legal_peeks(st: State, seat: int) -> list[Peek]:
    """Face-down bases the seat has not looked at, if it has a half-tablet to pay."""
    s = st.seats[seat]
    if not st.options.memory_mode or not s.tablets:
        return []
    return [
        Peek(seat, a)
        for a, ahu in st.ahus.items()
        if ahu.base is not None and not ahu.face_up and a not in s.peeked
    ]


def apply_peek(st: State, action: Peek) -> list[Event]:
    """Pay 1 half-tablet and look at a face-down base (only the seat's view shows it)."""
    s = st.seats[action.seat]
    s.tablets -= 1
    st.tablet_supply += 1
    s.peeked.add(action.ahu)
    return [{"type": "base_peeked", "seat": action.seat, "ahu": action.ahu}]


def why_peek(st: State, action: Peek) -> IllegalAction:
    """The reason a peek (R7.9) is refused."""
    s = st.seats[action.seat]
    if not st.options.memory_mode:
        return IllegalAction("giants.err.no_memory_mode")
    if st.phase not in PEEK_PHASES:
        return IllegalAction("giants.err.peek_when")
    if action.ahu not in st.board.ahus:
        return IllegalAction("giants.err.no_such_ahu", ahu=action.ahu)
    ahu = st.ahus[action.ahu]
    if ahu.base is None or ahu.face_up:
        return IllegalAction("giants.err.peek_face_down", ahu=action.ahu)
    if action.ahu in s.peeked:
        return IllegalAction("giants.err.peek_known", ahu=action.ahu)
    return IllegalAction("giants.err.peek_cost")
