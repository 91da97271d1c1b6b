"""Memory mode (rule R7.9): bases lie face down, so players must remember which moai are
theirs; on their turn (phases 3 and 4) a player may pay 1 half-tablet to look at one face-down
base (the parameter ``peek_cost``). Only that player's view then shows its owner."""

from __future__ import annotations

from typing import Any

from kit.giants.actions import Peek
from kit.giants.state import State

Event = dict[str, Any]
PEEK_PHASES = ("placement", "transport", "transport_move")


def legal_peeks(st: State, seat: int) -> list[Peek]:
    """Face-down bases the seat has not looked at, if it has a half-tablet to pay."""
    s = st.seats[seat]
    if not st.options.memory_mode or s.tablets < st.numbers.peek_cost:
        return []
    return [
        Peek(seat, a)
        for a, ahu in st.ahus.items()
        if ahu.base is not None and not ahu.face_up and a not in s.peeked
    ]


def apply_peek(st: State, action: Peek) -> list[Event]:
    """Pay the half-tablets (``peek_cost``) and look at a face-down base (only the seat's view shows it)."""
    s = st.seats[action.seat]
    cost = st.numbers.peek_cost
    s.tablets -= cost
    st.tablet_supply += cost
    s.peeked.add(action.ahu)
    return [{"type": "base_peeked", "seat": action.seat, "ahu": action.ahu}]
